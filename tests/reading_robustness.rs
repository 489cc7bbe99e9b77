//! Reading never fails badly: `parse_mail` and `read_commands` do not panic on any
//! input, and trimming a reply twice gives what trimming it once gave.

use std::path::Path;

use pawnpost::command::parse::read_commands;
use pawnpost::command::trim::{OwnTexts, trim_reply};
use pawnpost::mail::{loop_guard, parse_mail};
use pawnpost::notation::Language;
use proptest::prelude::*;

/// Lines built from the pieces that steer the trimmer and the reader, so that random
/// text often looks like a reply header, a quote, a signature, a board or a command.
fn mail_like_text() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("> ".to_owned()),
        Just(">".to_owned()),
        Just("On Mon, Jan 1, 2024 at 10:00 AM pawnpost <p@example.org>".to_owned()),
        Just("wrote:".to_owned()),
        Just("Am 01.01.2024 um 10:00 schrieb".to_owned()),
        Just("Le 1 janv. 2024 à 10:00, x a écrit :".to_owned()),
        Just("-- ".to_owned()),
        Just("--".to_owned()),
        Just("-----Original Message-----".to_owned()),
        Just("________________________________".to_owned()),
        Just("From: a".to_owned()),
        Just("Sent: b".to_owned()),
        Just("To: c".to_owned()),
        Just("Subject: d".to_owned()),
        Just("Sent from my iPhone".to_owned()),
        Just("8 | r n b q k b n r |".to_owned()),
        Just("a b c d e f g h".to_owned()),
        Just("1. e4 e5 2. Nf3".to_owned()),
        Just("e.g. Nf3".to_owned()),
        Just("\t".to_owned()),
        Just("  ".to_owned()),
        Just("\n".to_owned()),
        Just("\r\n".to_owned()),
        Just("e4".to_owned()),
        Just("Nf3".to_owned()),
        Just("draw?".to_owned()),
        Just("Resign".to_owned()),
        Just("Challenge a@b.c white timeout 3 days".to_owned()),
        Just("En Passant".to_owned()),
        Just("King-Side Castle".to_owned()),
        Just("14...".to_owned()),
        Just(". ".to_owned()),
        Just("?".to_owned()),
        "[a-zA-Z0-9 .,:;!?@<>()=+#/'-]{0,12}",
        "\\PC{0,6}",
    ];
    prop::collection::vec(piece, 0..40).prop_map(|pieces| pieces.concat())
}

fn language() -> impl Strategy<Value = Language> {
    prop_oneof![
        Just(Language::English),
        Just(Language::German),
        Just(Language::French)
    ]
}

fn fixtures() -> Vec<Vec<u8>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/mail");
    let mut paths: Vec<_> = [dir.clone(), dir.join("quotes")]
        .iter()
        .flat_map(|dir| std::fs::read_dir(dir).expect("fixture directory"))
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.is_file())
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|p| std::fs::read(p).expect("fixture"))
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn trimming_is_idempotent(text in mail_like_text()) {
        let once = trim_reply(&text, &OwnTexts::new());
        let twice = trim_reply(&once.body, &OwnTexts::new());
        prop_assert_eq!(&twice.body, &once.body);
    }

    #[test]
    fn trimming_arbitrary_text_is_idempotent(text in "\\PC{0,300}") {
        let once = trim_reply(&text, &OwnTexts::new());
        prop_assert_eq!(trim_reply(&once.body, &OwnTexts::new()).body, once.body);
    }

    #[test]
    fn reading_commands_never_panics(text in mail_like_text(), language in language()) {
        let reading = read_commands(&text, language);
        // Every conflict and reason can be shown to a player.
        for conflict in &reading.conflicts {
            prop_assert!(!conflict.to_string().is_empty());
        }
        for item in &reading.not_understood {
            prop_assert!(!item.to_string().is_empty());
        }
    }

    #[test]
    fn reading_arbitrary_text_never_panics(text in "\\PC{0,400}", language in language()) {
        let _ = read_commands(&text, language);
    }

    #[test]
    fn parsing_arbitrary_bytes_never_panics(raw in prop::collection::vec(any::<u8>(), 0..3000), limit in 0usize..4000) {
        if let Ok(mail) = parse_mail(&raw, limit) {
            let _ = loop_guard(&mail, "pawnpost@example.org");
            let _ = read_commands(&mail.text, Language::English);
        }
    }

    #[test]
    fn parsing_damaged_fixtures_never_panics(
        pick in any::<prop::sample::Index>(),
        damage in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 0..30),
        cut in any::<prop::sample::Index>(),
    ) {
        let fixtures = fixtures();
        let mut raw = pick.get(&fixtures).clone();
        for (at, byte) in damage {
            if !raw.is_empty() {
                let i = at.index(raw.len());
                raw[i] = byte;
            }
        }
        let limit = cut.index(raw.len() + 1);
        if let Ok(mail) = parse_mail(&raw, limit) {
            let _ = loop_guard(&mail, "pawnpost@example.org");
            let _ = read_commands(&mail.text, Language::French);
        }
    }
}

#[test]
fn hostile_structures_do_not_panic() {
    let deep_multipart = {
        let mut mail = String::from(
            "From: a@example.org\r\nContent-Type: multipart/mixed; boundary=\"b0\"\r\n\r\n",
        );
        for i in 0..2000 {
            mail.push_str(&format!(
                "--b{i}\r\nContent-Type: multipart/mixed; boundary=\"b{}\"\r\n\r\n",
                i + 1
            ));
        }
        mail.into_bytes()
    };
    let deep_rfc822 = {
        let mut mail = String::new();
        for _ in 0..500 {
            mail.push_str("From: a@example.org\r\nContent-Type: message/rfc822\r\n\r\n");
        }
        mail.push_str("From: b@example.org\r\n\r\ne4\r\n");
        mail.into_bytes()
    };
    let deep_html = {
        let mut html = String::from("From: a@example.org\r\nContent-Type: text/html\r\n\r\n");
        html.push_str(&"<blockquote><div>".repeat(5000));
        html.push_str("Nf3");
        html.into_bytes()
    };
    let long_line = {
        let mut mail = String::from("From: a@example.org\r\n\r\nOn ");
        mail.push_str(&"x".repeat(200_000));
        mail.push_str(" wrote:\r\n> e4\r\n");
        mail.into_bytes()
    };
    let nul_only = vec![0u8; 5000];
    for raw in [deep_multipart, deep_rfc822, deep_html, long_line, nul_only] {
        if let Ok(mail) = parse_mail(&raw, 1 << 20) {
            let _ = read_commands(&mail.text, Language::English);
        }
    }
}

/// Large mails of every shape are read in linear time (a quadratic step would make this
/// test take minutes instead of a second).
#[test]
fn large_texts_are_read() {
    // A quarter of the default size limit is enough to make a quadratic step show.
    let megabyte = 1 << 18;
    let moves_in_one_line = "e4 ".repeat(megabyte / 3);
    let many_lines = "Nf3\n".repeat(megabyte / 4);
    let prose = "I think this is a fine move, but who knows. ".repeat(megabyte / 44);
    let indented = "   indented text of mine\n".repeat(megabyte / 25);
    let quotes = "> quoted\n".repeat(megabyte / 9);
    for text in [moves_in_one_line, many_lines, prose, indented, quotes] {
        let reading = read_commands(&text, Language::English);
        assert!(reading.commands.len() <= pawnpost::command::parse::MAX_COMMANDS);
    }
    let scripts = format!(
        "From: a@example.org\r\nContent-Type: text/html\r\n\r\n{}<p>e4</p>",
        "<script>x</script>".repeat(megabyte / 18)
    );
    let mail = parse_mail(scripts.as_bytes(), 4 * megabyte).expect("readable");
    assert_eq!(mail.text, "e4\n");
}
