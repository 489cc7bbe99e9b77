//! Config TOML text -> Config: no input may panic; errors are values.
#![no_main]

use std::path::Path;

use libfuzzer_sys::fuzz_target;
use pawnpost::config::Config;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let _ = Config::from_toml_str(text, Path::new("fuzz.toml"));
});
