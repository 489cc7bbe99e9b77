//! The move reader and the SAN, UCI and ICCF parsers on arbitrary text: no panic, and
//! what parses writes back to text that parses to the same value.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pawnpost::notation::{Language, MoveText, San, parse_iccf, parse_uci};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for language in Language::ALL {
        if let Ok(read) = MoveText::parse(&text, language) {
            let written = read.to_string();
            let back: MoveText = written
                .parse()
                .unwrap_or_else(|e| panic!("{written:?} (from {text:?}) does not read back: {e}"));
            assert_eq!(back, read, "{written:?} (from {text:?})");
        }
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
