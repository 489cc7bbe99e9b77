//! SAN, UCI and ICCF text parsers on arbitrary text: no panic, and what parses writes
//! back to text that parses to the same move.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pawnpost::notation::{Language, San, parse_iccf, parse_uci};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for language in Language::ALL {
        if let Ok(san) = San::parse(&text, language) {
            let written = san.to_string();
            let back = San::parse(&written, Language::English)
                .unwrap_or_else(|e| panic!("{written:?} (from {text:?}) does not read back: {e}"));
            assert_eq!(back.to_string(), written);
        }
    }
    if let Ok(m) = parse_uci(&text) {
        let written = m.to_string();
        let back = parse_uci(&written).expect("written UCI reads back");
        assert_eq!(back.to_string(), written);
    }
    if let Ok(m) = parse_iccf(&text) {
        let written = m.to_string();
        let back = parse_uci(&written).expect("an ICCF move written as UCI reads back");
        assert_eq!(back.to_string(), written);
    }
});
