//! Every HTML letter kind and every page of the public site, opened in headless
//! Chromium (Debian's `chromium`) and checked by axe-core (npm), both installed by
//! `tests/accessibility/install`: no violation of axe's default rules (WCAG 2.x A and
//! AA, best practices), no request outside the files themselves. The letters come from
//! the snapshot walks (every reply kind, every other letter kind, many games, the board
//! styles in five languages, every reply kind in German too), as a mail client shows
//! them; the site from the world of `publish_site` (a finished tournament, an open
//! seek, a game in progress).
//!
//! The runner is `tests/accessibility/axe.mjs`; without its browser or packages this
//! fails and says how to install them (`scripts/test` does).

use crate::common;

use std::path::Path;
use std::process::Command;

use common::site::world;
use common::walk;

/// Runs axe over every page under `dir`; fails the test with the runner's findings.
pub(crate) fn assert_axe_passes(dir: &Path, what: &str) {
    let runner = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/accessibility/axe.mjs");
    let output = Command::new("node")
        .arg(&runner)
        .arg(dir)
        .output()
        .unwrap_or_else(|e| {
            panic!("node cannot be started ({e}); run tests/accessibility/install first")
        });
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    match output.status.code() {
        Some(0) => {}
        Some(1) => panic!("axe found violations in the {what}:\n{stdout}{stderr}"),
        _ => panic!(
            "the accessibility rig failed on the {what} (run tests/accessibility/install):\n{stdout}{stderr}"
        ),
    }
    // The summary line names how many pages were opened: none would prove nothing.
    assert!(stdout.contains(" pages, 0 violations"), "{stdout}{stderr}");
    eprintln!("{what}: {}", stdout.lines().last().unwrap_or_default());
}

/// Writes the HTML part of every letter a walk sends, with its pictures, into `dir`.
fn write_letters(dir: &Path, prefix: &str, walked: walk::Walk, language: Option<&str>) -> usize {
    let mut count = 0;
    walked(language, &mut |step, seen| {
        for (n, letter) in seen.iter().enumerate() {
            let who = letter.to.split('@').next().unwrap_or_default();
            let stem = format!("{prefix}__{step}__{n}_{who}");
            let html = letter.html_with_pictures(dir, &stem);
            std::fs::write(dir.join(format!("{stem}.html")), html).unwrap();
            count += 1;
        }
    });
    count
}

#[test]
fn letters_of_every_kind_pass_axe() {
    let dir = tempfile::tempdir().unwrap();
    let mut count = 0;
    count += write_letters(dir.path(), "replies", walk::every_reply_kind, None);
    count += write_letters(dir.path(), "mate", walk::checkmate_and_resignation, None);
    count += write_letters(dir.path(), "other", walk::every_other_letter_kind, None);
    count += write_letters(dir.path(), "many", walk::many_games, None);
    for code in ["en", "de", "fr", "es", "pt"] {
        let language = (code != "en").then_some(code);
        count += write_letters(
            dir.path(),
            &format!("boards_{code}"),
            walk::board_styles,
            language,
        );
    }
    count += write_letters(dir.path(), "replies_de", walk::every_reply_kind, Some("de"));
    assert!(count > 150, "{count} letters");
    assert_axe_passes(dir.path(), "letters");
}

#[test]
fn every_page_of_the_public_site_passes_axe() {
    for language in [
        pawnpost::notation::Language::English,
        pawnpost::notation::Language::French,
    ] {
        let mut rig = world(|config| config.server.language = language);
        let dir = tempfile::tempdir().unwrap();
        rig.build(dir.path());
        assert_axe_passes(dir.path(), &format!("site in {}", language.code()));
    }
}
