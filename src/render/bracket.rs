//! A knockout's bracket in words, for the letters and the public site alike: each round
//! a heading and one line per match (the players with their seeds, the score, who went
//! through and why), so that a screen reader reads it as headed lists, never a drawing
//! of lines. The words are the `knockout-…` messages of `i18n/<code>/knockout.ftl`.

use crate::community::knockout::RoundName;
use crate::community::knockout_event::{Bracket, BracketMatch, Stand, Why};
use crate::community::standings::points_text;
use crate::i18n::{self, Args, Language};

/// A round's name (`Final`, `Semi-final`, `Round 1`…) in `language`.
pub fn round_name(language: Language, round: RoundName) -> String {
    let (key, number) = match round {
        RoundName::Final => ("final", 0),
        RoundName::SemiFinal => ("semi", 0),
        RoundName::QuarterFinal => ("quarter", 0),
        RoundName::Round(n) => ("number", n),
    };
    i18n::message(
        language,
        "knockout-round",
        &Args::new().with("round", key).with("number", number),
    )
}

/// `1½–½`: the halves of each side as points.
pub fn score(a: u32, b: u32) -> String {
    format!("{}–{}", points_text(a), points_text(b))
}

fn yes_no(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}

/// `Anna (1)`, or `Anna (1, withdrawn)`.
fn player(language: Language, bracket: &Bracket, seed: u32) -> String {
    let withdrawn = bracket
        .players
        .get(seed as usize - 1)
        .is_some_and(|p| p.withdrawn);
    i18n::message(
        language,
        "knockout-player",
        &Args::new()
            .with("label", bracket.label(seed))
            .with("seed", seed)
            .with("withdrawn", yes_no(withdrawn)),
    )
}

/// One match as a line of its round's list.
fn match_line(language: Language, bracket: &Bracket, m: &BracketMatch) -> String {
    let higher = player(language, bracket, m.higher);
    let Some(lower) = m.lower else {
        return i18n::message(
            language,
            "knockout-match-bye",
            &Args::new().with("higher", higher),
        );
    };
    let lower_text = player(language, bracket, lower);
    let (state, winner) = match m.stand {
        Stand::Playing => ("playing", String::new()),
        Stand::AnotherPair => ("tied", String::new()),
        Stand::Decided { winner, why } => (
            match why {
                Why::Points if m.pairs > 1 => "extra",
                Why::Points => "points",
                Why::HigherSeed => "seed",
                Why::Withdrawal => "withdrawal",
                Why::Bye => "points",
            },
            bracket.label(winner).to_owned(),
        ),
    };
    i18n::message(
        language,
        "knockout-match",
        &Args::new()
            .with("higher", higher)
            .with("lower", lower_text)
            .with("score", score(m.halves.0, m.halves.1))
            .with("pairs", m.pairs)
            .with("state", state)
            .with("winner", winner),
    )
}

/// Each round of `bracket`: its heading and its matches' lines, first round first.
pub fn bracket_rounds(bracket: &Bracket, language: Language) -> Vec<(String, Vec<String>)> {
    bracket
        .rounds
        .iter()
        .map(|r| {
            (
                round_name(language, r.name),
                r.matches
                    .iter()
                    .map(|m| match_line(language, bracket, m))
                    .collect(),
            )
        })
        .collect()
}

/// The bracket as plain text: each round's name, then its matches one a line, each
/// after a dash, a blank line between rounds.
pub fn bracket_text(bracket: &Bracket, language: Language) -> String {
    bracket_rounds(bracket, language)
        .into_iter()
        .map(|(heading, lines)| {
            let mut out = heading;
            for line in lines {
                out.push_str("\n- ");
                out.push_str(&line);
            }
            out
        })
        .collect::<Vec<_>>()
        .join("\n\n")
}
