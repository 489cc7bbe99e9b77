//! FIDE's Tournament Report File (TRF-16) as the endorsed pairing engines read it for
//! pairing the next round: `001` player lines with their rounds (opponent, colour
//! `w`/`b`/`-`, result `1 0 = + - W D L H F U Z`), `XXR` the total rounds, `XXC
//! white1|black1` (or TRF-2026's `152 W|B`) the first round's colour for the top
//! player. A player whose line has one entry more than the rounds played (`0000 - H`,
//! `0000 - Z`, …) is absent from the round to pair. Everything that would change a
//! pairing and that pawnpost does not implement (accelerations, forbidden pairs, other
//! point systems, teams, ranks in place of pairing numbers) is refused by name.

use thiserror::Error;

use super::{Outcome, RoundEntry, SwissPlayer, Tournament};
use crate::rules::Color;

/// A file that cannot be paired as written; the sentence names the line.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TrfError {
    #[error("line {line}: {problem}")]
    Line { line: usize, problem: String },
    #[error("line {line}: `{code}` lines ({what}) are not supported")]
    Unsupported {
        line: usize,
        code: String,
        what: &'static str,
    },
    #[error("the file has no player (`001` lines)")]
    NoPlayers,
    #[error("pairing number {0} is missing (the players must be numbered 1 to N)")]
    MissingNumber(u32),
    #[error("the total number of rounds must be given (an `XXR` line)")]
    NoRoundCount,
    #[error("{played} rounds are recorded but the tournament has {total} (XXR)")]
    TooManyRounds { played: usize, total: usize },
    #[error("the first round's colours are unknown: add `XXC white1` or `XXC black1`")]
    NoFirstColour,
    #[error("player {player}: the score {given} does not match the results ({computed})")]
    Score {
        player: u32,
        given: String,
        computed: String,
    },
    #[error("round {round}: players {a} and {b} do not agree on their game")]
    Inconsistent { round: usize, a: u32, b: u32 },
}

/// Reads a TRF file's text.
pub fn read_trf(text: &str) -> Result<Tournament, TrfError> {
    let mut players: Vec<Option<(SwissPlayer, u32)>> = Vec::new();
    let mut total_rounds = None;
    let mut first_colour = None;
    let mut rounds_played = 0usize;
    for (index, raw) in text.split(['\n', '\r']).enumerate() {
        let line_no = index + 1;
        let line: Vec<char> = raw.chars().collect();
        if line.iter().all(|c| c.is_whitespace()) {
            continue;
        }
        let code: String = line.iter().take(3).collect();
        let err = |problem: &str| TrfError::Line {
            line: line_no,
            problem: problem.to_string(),
        };
        let unsupported = |what: &'static str| TrfError::Unsupported {
            line: line_no,
            code: code.clone(),
            what,
        };
        let rest: String = line.iter().skip(3).collect();
        match code.as_str() {
            "001" => {
                let (player, score) =
                    read_player(&line, &mut rounds_played).map_err(|p| err(&p))?;
                let slot = player.number as usize - 1;
                if players.len() <= slot {
                    players.resize(slot + 1, None);
                }
                if players[slot].is_some() {
                    return Err(err("this pairing number is repeated"));
                }
                players[slot] = Some((player, score));
            }
            "XXR" | "142" => {
                let value: usize = rest
                    .trim()
                    .parse()
                    .map_err(|_| err("the number of rounds is not a number"))?;
                if value == 0 {
                    return Err(err("a tournament has at least one round"));
                }
                total_rounds = Some(value);
            }
            "XXC" => {
                for token in rest.split_whitespace() {
                    match token {
                        "white1" => first_colour = Some(Color::White),
                        "black1" => first_colour = Some(Color::Black),
                        "rank" => {
                            return Err(unsupported("pairing by rank instead of pairing number"));
                        }
                        _ => {}
                    }
                }
            }
            "152" => match rest.trim() {
                "W" => first_colour = Some(Color::White),
                "B" => first_colour = Some(Color::Black),
                _ => return Err(err("the first colour is W or B")),
            },
            "XXA" | "250" => return Err(unsupported("accelerations")),
            "XXP" | "260" => return Err(unsupported("forbidden pairs")),
            "240" => return Err(unsupported("byes announced for later rounds")),
            "013" | "310" => return Err(unsupported("team tournaments")),
            "162" | "BBW" | "BBD" | "BBL" | "BBZ" | "BBF" | "BBU" => {
                return Err(unsupported("point systems other than 1, ½, 0"));
            }
            _ => {} // the tournament's description: name, city, dates, arbiters…
        }
    }
    if players.is_empty() {
        return Err(TrfError::NoPlayers);
    }
    let mut read = Vec::with_capacity(players.len());
    for (i, slot) in players.into_iter().enumerate() {
        read.push(slot.ok_or(TrfError::MissingNumber(i as u32 + 1))?);
    }
    // Every player's last column is for the next round: those rounds are all past.
    if read.iter().all(|(p, _)| p.rounds.len() > rounds_played) {
        rounds_played += 1;
    }
    for (player, _) in &mut read {
        if player.rounds.len() < rounds_played {
            player.rounds.resize(rounds_played, RoundEntry::ABSENT);
        }
    }
    let total_rounds = total_rounds.ok_or(TrfError::NoRoundCount)?;
    if rounds_played + 1 > total_rounds {
        return Err(TrfError::TooManyRounds {
            played: rounds_played,
            total: total_rounds,
        });
    }
    let players: Vec<SwissPlayer> = read.iter().map(|(p, _)| p.clone()).collect();
    check_games(&players, rounds_played)?;
    let first_colour = match first_colour {
        Some(c) => c,
        None => infer_first_colour(&players).ok_or(TrfError::NoFirstColour)?,
    };
    let tournament = Tournament {
        players,
        rounds_played,
        total_rounds,
        first_colour,
    };
    for (i, (player, given)) in read.iter().enumerate() {
        let computed = tournament.half_points(i);
        let next = player
            .rounds
            .get(rounds_played)
            .map_or(0, |r| r.outcome.half_points());
        if *given != computed && *given != computed + next {
            return Err(TrfError::Score {
                player: player.number,
                given: show_half_points(*given),
                computed: show_half_points(computed),
            });
        }
    }
    Ok(tournament)
}

fn show_half_points(half: u32) -> String {
    format!("{}.{}", half / 2, if half % 2 == 1 { 5 } else { 0 })
}

fn read_number(chars: &[char]) -> Option<u32> {
    let text: String = chars.iter().collect();
    let text = text.trim();
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// One `001` line: the player and the score field in half points. Raises
/// `rounds_played` to the rounds this line shows paired.
fn read_player(line: &[char], rounds_played: &mut usize) -> Result<(SwissPlayer, u32), String> {
    if line.len() < 84 {
        return Err("a player line has at least 84 columns".into());
    }
    let number = read_number(&line[4..8])
        .filter(|&n| n > 0)
        .ok_or("the pairing number (columns 5–8) is not a number from 1")?;
    let score_text: String = line[80..84].iter().collect();
    let score = read_score(score_text.trim())
        .ok_or("the score (columns 81–84) is not a number of half points")?;
    let mut rounds = Vec::new();
    let mut skipped = 0usize;
    let mut start = 91usize;
    while line.len() >= 8 && start <= line.len() - 8 {
        let round = rounds.len() + skipped + 1;
        let opponent_text = &line[start..start + 4];
        let mut skip = true;
        let mut opponent = None;
        if opponent_text.iter().any(|&c| c != ' ') {
            let id = read_number(opponent_text)
                .ok_or(format!("round {round}: the opponent is not a number"))?;
            if id != 0 {
                if id == number {
                    return Err(format!("round {round}: a player cannot meet themself"));
                }
                opponent = Some(id as usize - 1);
            }
            skip = false;
        }
        let mut played = opponent.is_some();
        let colour = match line[start + 5] {
            'w' => {
                skip = false;
                Some(Color::White)
            }
            'b' => {
                skip = false;
                Some(Color::Black)
            }
            '-' => {
                skip = false;
                played = false;
                None
            }
            ' ' => {
                played = false;
                None
            }
            other => return Err(format!("round {round}: `{other}` is no colour (w, b or -)")),
        };
        if opponent.is_none() && colour.is_some() {
            return Err(format!("round {round}: a colour without an opponent"));
        }
        let result = line[start + 7].to_ascii_uppercase();
        let outcome = match result {
            'D' | '=' | 'H' => Outcome::Draw,
            '+' | 'W' | '1' | 'F' | 'U' => Outcome::Win,
            '-' | 'L' | '0' | 'Z' | ' ' => Outcome::Loss,
            other => return Err(format!("round {round}: `{other}` is no result")),
        };
        if matches!(result, '+' | '-' | 'H' | 'F' | 'U' | 'Z' | ' ') {
            played = false;
            if !matches!(result, '+' | '-') && opponent.is_some() {
                return Err(format!(
                    "round {round}: `{result}` is a result without an opponent"
                ));
            }
        } else if colour.is_none() && (result != '=' || opponent.is_some()) {
            return Err(format!("round {round}: a game played needs a colour"));
        }
        if result != ' ' {
            skip = false;
        }
        let paired = opponent.is_some() || matches!(result, 'U' | '+');
        if skip {
            skipped += 1;
        } else {
            rounds.extend(std::iter::repeat_n(RoundEntry::ABSENT, skipped));
            skipped = 0;
            *rounds_played = (*rounds_played).max(rounds.len());
            rounds.push(RoundEntry {
                opponent,
                colour,
                outcome,
                played,
                paired,
            });
            if paired {
                *rounds_played = (*rounds_played).max(rounds.len());
            }
        }
        start += 10;
    }
    if line.iter().skip(start).any(|&c| c != ' ') {
        return Err("unexpected text after the last round".into());
    }
    Ok((SwissPlayer { number, rounds }, score))
}

fn read_score(text: &str) -> Option<u32> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, "0"));
    let whole: u32 = whole.parse().ok()?;
    let half = match fraction {
        "0" | "" => 0,
        "5" => 1,
        _ => return None,
    };
    Some(whole * 2 + half)
}

/// Both sides of every game name each other, and a game played has two colours.
fn check_games(players: &[SwissPlayer], rounds_played: usize) -> Result<(), TrfError> {
    for (i, player) in players.iter().enumerate() {
        for (r, entry) in player.rounds.iter().enumerate().take(rounds_played) {
            let Some(o) = entry.opponent else { continue };
            let bad = TrfError::Inconsistent {
                round: r + 1,
                a: player.number,
                b: o as u32 + 1,
            };
            let Some(theirs) = players.get(o).and_then(|p| p.rounds.get(r)) else {
                return Err(bad);
            };
            if theirs.opponent != Some(i)
                || theirs.played != entry.played
                || (entry.played && theirs.colour == entry.colour)
            {
                return Err(bad);
            }
        }
    }
    Ok(())
}

/// The first round's colour of the top player when the file does not say: the colour
/// the highest player paired in the first round with colours had (reversed for an
/// even-numbered one, as colours alternate down the ranking).
fn infer_first_colour(players: &[SwissPlayer]) -> Option<Color> {
    let first = players
        .iter()
        .filter_map(|p| p.rounds.iter().position(|r| r.colour.is_some()))
        .min()?;
    let mut seen = 0usize;
    for player in players {
        if player.rounds.iter().take(first + 1).any(|r| r.paired) {
            if let Some(colour) = player.rounds.get(first).and_then(|r| r.colour) {
                return Some(if seen % 2 == 1 { !colour } else { colour });
            }
            seen += 1;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(number: u32, score: &str, rounds: &[&str]) -> String {
        let mut s = format!("001 {number:4}{:72}{score:>4}", "");
        s.push_str("       ");
        s.push_str(&rounds.join("  "));
        s
    }

    #[test]
    fn reads_results_byes_and_the_next_rounds_absences() {
        let text = [
            "012 Test".to_string(),
            "XXR 5".to_string(),
            line(1, "1.5", &["   3 w 1", "   2 b ="]),
            line(2, "1.5", &["0000 - U", "   1 w =", "0000 - H"]),
            line(3, "0.0", &["   1 b 0", "0000 - Z"]),
        ]
        .join("\r\n");
        let t = read_trf(&text).unwrap();
        assert_eq!(t.rounds_played, 2);
        assert_eq!(t.total_rounds, 5);
        assert_eq!(t.first_colour, Color::White);
        assert!(t.players[1].rounds[0].is_pairing_bye());
        assert_eq!(t.players[1].rounds.len(), 3, "absent from round 3");
        assert_eq!(t.half_points(0), 3);
        assert_eq!(t.half_points(1), 3);
    }

    #[test]
    fn refuses_what_it_does_not_implement() {
        let text = format!("XXR 5\nXXA    1  1.0\n{}", line(1, "0.0", &[]));
        assert!(matches!(read_trf(&text), Err(TrfError::Unsupported { .. })));
        let text = format!("XXR 5\n{}", line(2, "0.0", &[]));
        assert_eq!(read_trf(&text), Err(TrfError::MissingNumber(1)));
        let text = line(1, "0.0", &[]);
        assert_eq!(read_trf(&text), Err(TrfError::NoRoundCount));
        let text = format!("XXR 5\n{}\n{}", line(1, "0.0", &[]), line(2, "0.0", &[]));
        assert_eq!(read_trf(&text), Err(TrfError::NoFirstColour));
        let text = format!(
            "XXR 5\n{}\n{}",
            line(1, "0.0", &["   2 w 1"]),
            line(2, "0.0", &["   1 b 0"])
        );
        assert!(matches!(
            read_trf(&text),
            Err(TrfError::Score { player: 1, .. })
        ));
    }
}
