//! The Dutch pairing engine against bbpPairings, the FIDE-endorsed reference: 1,000
//! random tournaments (tests/fixtures/swiss/, with how they were made), each with the
//! next round as bbpPairings pairs it. A case agrees when the same pairs have the same
//! colours and the same player has the bye.

use std::collections::BTreeSet;

use pawnpost::community::swiss::{pair_next_round, read_trf};

/// The agreements reached; the test fails below it so that it cannot regress.
const AGREEMENTS_REACHED: usize = 1000;

struct Case {
    set: &'static str,
    seed: String,
    trf: String,
    expected: BTreeSet<(u32, u32)>,
}

fn cases() -> Vec<Case> {
    let mut out = Vec::new();
    for (set, text) in [
        ("small", include_str!("fixtures/swiss/dutch-small.trfs")),
        ("medium", include_str!("fixtures/swiss/dutch-medium.trfs")),
        ("large", include_str!("fixtures/swiss/dutch-large.trfs")),
    ] {
        for chunk in text.split("=== seed ").skip(1) {
            let (seed, rest) = chunk.split_once('\n').unwrap();
            let (trf, pairs) = rest.split_once("--- ").unwrap();
            let mut lines = pairs.lines();
            let count: usize = lines.next().unwrap().trim().parse().unwrap();
            let expected: BTreeSet<(u32, u32)> = lines
                .map(|l| {
                    let (w, b) = l.split_once(' ').unwrap();
                    (w.parse().unwrap(), b.parse().unwrap())
                })
                .collect();
            assert_eq!(expected.len(), count, "{set} seed {seed}");
            out.push(Case {
                set,
                seed: seed.trim().to_string(),
                trf: trf.to_string(),
                expected,
            });
        }
    }
    out
}

#[test]
fn the_dutch_engine_agrees_with_bbppairings() {
    let cases = cases();
    assert_eq!(cases.len(), 1000);
    let mut agreements = 0;
    let mut shown = 0;
    for case in &cases {
        let tournament =
            read_trf(&case.trf).unwrap_or_else(|e| panic!("{} seed {}: {e}", case.set, case.seed));
        let got: Result<BTreeSet<(u32, u32)>, _> = pair_next_round(&tournament).map(|round| {
            round
                .boards
                .iter()
                .map(|b| (b.white, b.black))
                .chain(round.bye.map(|p| (p, 0)))
                .collect()
        });
        if got.as_ref() == Ok(&case.expected) {
            agreements += 1;
        } else if shown < 8 {
            shown += 1;
            eprintln!("--- {} seed {}: disagreement", case.set, case.seed);
            match &got {
                Ok(got) => {
                    eprintln!(
                        "ours only:        {:?}",
                        got.difference(&case.expected).collect::<Vec<_>>()
                    );
                    eprintln!(
                        "bbpPairings only: {:?}",
                        case.expected.difference(got).collect::<Vec<_>>()
                    );
                }
                Err(e) => eprintln!("ours: {e}"),
            }
            eprintln!("{}", case.trf);
        }
    }
    println!(
        "agreements with bbpPairings: {agreements} of {}",
        cases.len()
    );
    eprintln!(
        "agreements with bbpPairings: {agreements} of {}",
        cases.len()
    );
    assert!(
        agreements >= AGREEMENTS_REACHED,
        "{agreements} agreements, fewer than the {AGREEMENTS_REACHED} reached before"
    );
}
