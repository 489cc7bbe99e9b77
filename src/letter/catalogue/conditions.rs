//! Conditional moves in English, German ("du") and French ("vous"): every
//! [`ConditionsLine`], the refusals of a tree, the conditions commands as players
//! write them, and what is wrong with an `If` line.

use crate::command::ConditionsCommand;
use crate::command::conditions::ConditionsProblem;
use crate::game::conditions::Refusal;
use crate::letter::MoveRef;
use crate::letter::conditions::ConditionsLine;
use crate::notation::Language;
use crate::notation::pgn_read::PgnError;
use crate::rules::Color;

use Language::{English, French, German};

/// `1... e5 2. Nf3 Nc6 3. Bb5`: a line in numbered SAN, in `language`'s letters.
fn numbered(line: &[MoveRef], language: Language) -> String {
    let mut out: Vec<String> = Vec::with_capacity(line.len() * 2);
    for (i, m) in line.iter().enumerate() {
        let san = m.san.localized(language);
        match m.side {
            Color::White => out.push(format!("{}. {san}", m.number)),
            Color::Black if i == 0 => out.push(format!("{}... {san}", m.number)),
            Color::Black => out.push(san),
        }
    }
    out.join(" ")
}

/// The lines, one per row, indented.
fn rows(lines: &[Vec<MoveRef>], language: Language) -> String {
    lines
        .iter()
        .map(|l| format!("\n  {}", numbered(l, language)))
        .collect()
}

fn count(language: Language, n: usize) -> String {
    match (language, n) {
        (English, 1) => "1 line".to_owned(),
        (English, n) => format!("{n} lines"),
        (German, 1) => "1 Variante".to_owned(),
        (German, n) => format!("{n} Varianten"),
        (French, 1) => "1 variante".to_owned(),
        (French, n) => format!("{n} variantes"),
    }
}

/// One sentence of [`ConditionsLine`] in `language`.
pub(crate) fn line(language: Language, line: &ConditionsLine) -> String {
    use ConditionsLine as L;
    match (language, line) {
        (English, L::Help) => {
            "Conditional moves, hidden from your opponent, e.g. If e5 Nf3 Nc6 Bb5 \
             (their move, your answer, their next move, your answer…; one line each, sent with \
             your move or after it); Conditions from PGN (with the PGN attached); Conditions; \
             Clear Conditions"
                .to_owned()
        }
        (German, L::Help) => {
            "Bedingte Züge, die dein Gegner nicht sieht, z. B. Wenn e5 Sf3 Sc6 Lb5 \
             (sein Zug, deine Antwort, sein nächster Zug, deine Antwort …; jede Variante in einer \
             eigenen Zeile, mit deinem Zug oder danach); Bedingungen aus PGN (mit angehängter \
             PGN-Datei); Bedingungen; Bedingungen löschen"
                .to_owned()
        }
        (French, L::Help) => "Coups conditionnels, invisibles pour votre adversaire, p. ex. \
             Si e5 Cf3 Cc6 Fb5 (son coup, votre réponse, son coup suivant, votre réponse… ; une \
             variante par ligne, avec votre coup ou après) ; Conditions depuis le PGN (PGN en \
             pièce jointe) ; Mes conditions ; Effacer les conditions"
            .to_owned(),

        (English, L::Set { lines, replaced }) => format!(
            "Your conditional moves are set{}; your opponent does not see them. \
             {}, as pawnpost read them:{}",
            if *replaced {
                " and replace the ones before"
            } else {
                ""
            },
            count(English, lines.len()),
            rows(lines, English)
        ),
        (German, L::Set { lines, replaced }) => format!(
            "Deine bedingten Züge sind gespeichert{}; dein Gegner sieht sie nicht. \
             So hat pawnpost {} gelesen:{}",
            if *replaced {
                " und ersetzen die bisherigen"
            } else {
                ""
            },
            match lines.len() {
                1 => "deine Variante".to_owned(),
                n => format!("deine {n} Varianten"),
            },
            rows(lines, German)
        ),
        (French, L::Set { lines, replaced }) => format!(
            "Vos coups conditionnels sont enregistrés{} ; votre adversaire ne les voit pas. \
             Voici {} telle{} que pawnpost {} lue{} :{}",
            if *replaced {
                " et remplacent les précédents"
            } else {
                ""
            },
            match lines.len() {
                1 => "votre variante".to_owned(),
                n => format!("vos {n} variantes"),
            },
            if lines.len() == 1 { "" } else { "s" },
            if lines.len() == 1 { "l'a" } else { "les a" },
            if lines.len() == 1 { "" } else { "s" },
            rows(lines, French)
        ),

        (English, L::LeftOut(moves)) => format!(
            "Left out, for want of an answer of yours: {}.",
            list(moves, English)
        ),
        (German, L::LeftOut(moves)) => format!(
            "Weggelassen, weil deine Antwort fehlt: {}.",
            list(moves, German)
        ),
        (French, L::LeftOut(moves)) => format!(
            "{}, faute de réponse de votre part : {}.",
            if moves.len() == 1 {
                "Laissé de côté"
            } else {
                "Laissés de côté"
            },
            list(moves, French)
        ),

        (English, L::Listing(lines)) => format!(
            "Your conditional moves ({}), hidden from your opponent:{}",
            count(English, lines.len()),
            rows(lines, English)
        ),
        (German, L::Listing(lines)) => format!(
            "Deine bedingten Züge ({}), für deinen Gegner unsichtbar:{}",
            count(German, lines.len()),
            rows(lines, German)
        ),
        (French, L::Listing(lines)) => format!(
            "Vos coups conditionnels ({}), invisibles pour votre adversaire :{}",
            count(French, lines.len()),
            rows(lines, French)
        ),

        (English, L::Held { lines }) => format!(
            "Your conditional moves ({}) are waiting for your opponent's move; send Conditions to see them.",
            count(English, *lines as usize)
        ),
        (German, L::Held { lines }) => format!(
            "Deine bedingten Züge ({}) warten auf den Zug deines Gegners; sende Bedingungen, um sie zu sehen.",
            count(German, *lines as usize)
        ),
        (French, L::Held { lines }) => format!(
            "Vos coups conditionnels ({}) attendent le coup de votre adversaire ; envoyez Mes conditions pour les voir.",
            count(French, *lines as usize)
        ),
        (English, L::NoConditions) => "You have no conditional moves in this game.".to_owned(),
        (German, L::NoConditions) => "Du hast in dieser Partie keine bedingten Züge.".to_owned(),
        (French, L::NoConditions) => {
            "Vous n'avez pas de coups conditionnels dans cette partie.".to_owned()
        }
        (English, L::Cleared) => "Your conditional moves are cleared.".to_owned(),
        (German, L::Cleared) => "Deine bedingten Züge sind gelöscht.".to_owned(),
        (French, L::Cleared) => "Vos coups conditionnels sont effacés.".to_owned(),
        (English, L::NothingToClear) => "You had no conditional moves to clear.".to_owned(),
        (German, L::NothingToClear) => {
            "Du hattest keine bedingten Züge, die zu löschen wären.".to_owned()
        }
        (French, L::NothingToClear) => "Vous n'aviez aucun coup conditionnel à effacer.".to_owned(),

        (English, L::PlayedForYou { mv, lines_left }) => format!(
            "{} was played for you from your conditional moves; {}.",
            mv.text(English),
            match lines_left {
                0 => "they are used up now".to_owned(),
                1 => "1 line of them remains".to_owned(),
                n => format!("{n} lines of them remain"),
            }
        ),
        (German, L::PlayedForYou { mv, lines_left }) => format!(
            "{} wurde aus deinen bedingten Zügen für dich gespielt; {}.",
            mv.text(German),
            match lines_left {
                0 => "damit sind sie aufgebraucht".to_owned(),
                1 => "es bleibt noch 1 Variante".to_owned(),
                n => format!("es bleiben noch {n} Varianten"),
            }
        ),
        (French, L::PlayedForYou { mv, lines_left }) => format!(
            "{} a été joué pour vous d'après vos coups conditionnels ; {}.",
            mv.text(French),
            match lines_left {
                0 => "ils sont maintenant épuisés".to_owned(),
                1 => "il reste 1 variante".to_owned(),
                n => format!("il reste {n} variantes"),
            }
        ),

        (English, L::Dropped { mv }) => format!(
            "Your conditional moves did not foresee {}, so they were dropped.",
            mv.text(English)
        ),
        (German, L::Dropped { mv }) => format!(
            "Deine bedingten Züge sahen {} nicht vor; sie sind damit verfallen.",
            mv.text(German)
        ),
        (French, L::Dropped { mv }) => format!(
            "Vos coups conditionnels n'avaient pas prévu {} ; ils sont donc caducs.",
            mv.text(French)
        ),
    }
}

/// `2... Nc6, 3... d6`.
fn list(moves: &[MoveRef], language: Language) -> String {
    moves
        .iter()
        .map(|m| m.text(language))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `In line 2, ` before a refusal's reason (nothing in a PGN, which has no numbered lines).
fn in_line(language: Language, line: Option<u32>) -> String {
    match (language, line) {
        (_, None) => String::new(),
        (English, Some(n)) => format!("In line {n}, "),
        (German, Some(n)) => format!("In Zeile {n}, "),
        (French, Some(n)) => format!("À la ligne {n}, "),
    }
}

/// Why a tree was refused, as a whole.
pub(crate) fn refusal(language: Language, refusal: &Refusal) -> String {
    let words = super::catalogue(language);
    match (language, refusal) {
        (English, Refusal::NotWaiting) => "Conditional moves answer your opponent's next move, so send them with your move or after it, while your opponent is to move.".to_owned(),
        (German, Refusal::NotWaiting) => "Bedingte Züge antworten auf den nächsten Zug deines Gegners: Schicke sie mit deinem Zug oder danach, solange dein Gegner am Zug ist.".to_owned(),
        (French, Refusal::NotWaiting) => "Les coups conditionnels répondent au prochain coup de votre adversaire : envoyez-les avec votre coup ou après, tant que c'est à lui de jouer.".to_owned(),

        (English, Refusal::Unreadable { line, text, problem }) => format!(
            "{}`{text}` is not a move: {}.",
            in_line(English, *line),
            words.syntax_error(problem)
        ),
        (German, Refusal::Unreadable { line, text, problem }) => match line {
            // German puts the verb second: "In Zeile 2 ist `x` kein Zug".
            Some(n) => format!(
                "In Zeile {n} ist `{text}` kein Zug: {}.",
                words.syntax_error(problem)
            ),
            None => format!("`{text}` ist kein Zug: {}.", words.syntax_error(problem)),
        },
        (French, Refusal::Unreadable { line, text, problem }) => format!(
            "{}`{text}` n'est pas un coup : {}.",
            in_line(French, *line),
            words.syntax_error(problem)
        ),

        (English, Refusal::Illegal { line, number, side, error }) => format!(
            "{} move {number} ({}): {}",
            match line {
                Some(n) => format!("In line {n}, at"),
                None => "At".to_owned(),
            },
            words.color(*side),
            words.move_error(error)
        ),
        (German, Refusal::Illegal { line, number, side, error }) => format!(
            "{} {number}. Zug von {}: {}",
            match line {
                Some(n) => format!("In Zeile {n} beim"),
                None => "Beim".to_owned(),
            },
            words.color(*side),
            words.move_error(error)
        ),
        (French, Refusal::Illegal { line, number, side, error }) => format!(
            "{} {number}{} coup {} : {}",
            match line {
                Some(n) => format!("À la ligne {n}, au"),
                None => "Au".to_owned(),
            },
            if *number == 1 { "er" } else { "e" },
            side.fold("des Blancs", "des Noirs"),
            words.move_error(error)
        ),

        (English, Refusal::TwoAnswers { opponent, first, second }) => format!(
            "Two lines answer {} differently, with {} and with {}; give one answer to each move of your opponent.",
            tree_move(opponent, English),
            first.localized(English),
            second.localized(English)
        ),
        (German, Refusal::TwoAnswers { opponent, first, second }) => format!(
            "Zwei Zeilen beantworten {} unterschiedlich, mit {} und mit {}; gib auf jeden Zug deines Gegners nur eine Antwort.",
            tree_move(opponent, German),
            first.localized(German),
            second.localized(German)
        ),
        (French, Refusal::TwoAnswers { opponent, first, second }) => format!(
            "Deux lignes répondent différemment à {}, par {} et par {} ; donnez une seule réponse à chaque coup de votre adversaire.",
            tree_move(opponent, French),
            first.localized(French),
            second.localized(French)
        ),

        (English, Refusal::NoAnswer) => "Every line ends with your opponent's move, so there is no answer of yours to keep.".to_owned(),
        (German, Refusal::NoAnswer) => "Jede Zeile endet mit dem Zug deines Gegners; es gibt also keine Antwort von dir, die pawnpost speichern könnte.".to_owned(),
        (French, Refusal::NoAnswer) => "Chaque ligne se termine par un coup de votre adversaire : il n'y a donc aucune réponse de votre part à enregistrer.".to_owned(),

        (English, Refusal::TooLarge { max }) => format!("Conditional moves may hold at most {max} moves."),
        (German, Refusal::TooLarge { max }) => format!("Ein Baum bedingter Züge darf höchstens {max} Züge umfassen."),
        (French, Refusal::TooLarge { max }) => format!("Un arbre de coups conditionnels ne peut compter plus de {max} coups."),

        (English, Refusal::NoPgn) => "Your mail has no PGN attached (a file ending in .pgn).".to_owned(),
        (German, Refusal::NoPgn) => "An deiner Mail hängt keine PGN-Datei (eine Datei mit der Endung .pgn).".to_owned(),
        (French, Refusal::NoPgn) => "Votre message n'a pas de PGN en pièce jointe (un fichier en .pgn).".to_owned(),
        (English, Refusal::PgnUnusable) => "The attached PGN is too large or not text; a PGN of conditional moves is a few lines of text.".to_owned(),
        (German, Refusal::PgnUnusable) => "Die angehängte PGN-Datei ist zu groß oder kein Text; eine PGN-Datei mit bedingten Zügen umfasst nur wenige Zeilen Text.".to_owned(),
        (French, Refusal::PgnUnusable) => "Le PGN joint est trop volumineux ou n'est pas du texte ; un PGN de coups conditionnels tient en quelques lignes.".to_owned(),

        (English, Refusal::Pgn(error)) => format!("The attached PGN cannot be read: {}.", pgn_error(English, error)),
        (German, Refusal::Pgn(error)) => format!("Die angehängte PGN-Datei ist nicht lesbar: {}.", pgn_error(German, error)),
        (French, Refusal::Pgn(error)) => format!("Le PGN joint est illisible : {}.", pgn_error(French, error)),
    }
}

fn tree_move(m: &crate::game::conditions::TreeMove, language: Language) -> String {
    MoveRef {
        number: m.number,
        side: m.side,
        san: m.san,
    }
    .text(language)
}

fn pgn_error(language: Language, error: &PgnError) -> String {
    use crate::notation::pgn_read::{MAX_DEPTH, MAX_MOVES};
    match (language, error) {
        (English, e) => e.to_string(),
        (German, PgnError::NoMoves) => "sie enthält keine Züge".to_owned(),
        (German, PgnError::UnclosedVariation) => {
            "eine mit `(` geöffnete Variante wird nie geschlossen".to_owned()
        }
        (German, PgnError::StrayParenthesis { line }) => {
            format!("die `)` in Zeile {line} schließt keine Variante")
        }
        (German, PgnError::VariationFirst { line }) => {
            format!(
                "die Variante in Zeile {line} steht vor dem ersten Zug und kann keinen Zug ersetzen"
            )
        }
        (German, PgnError::UnclosedComment { line }) => {
            format!("ein mit `{{` geöffneter Kommentar in Zeile {line} wird nie geschlossen")
        }
        (German, PgnError::UnclosedTag { line }) => {
            format!("das Tag in Zeile {line} wird nicht mit `]` geschlossen")
        }
        (German, PgnError::TooDeep) => {
            format!("die Varianten sind tiefer als {MAX_DEPTH} Ebenen verschachtelt")
        }
        (German, PgnError::TooManyMoves) => format!("sie enthält mehr als {MAX_MOVES} Züge"),
        (French, PgnError::NoMoves) => "il ne contient aucun coup".to_owned(),
        (French, PgnError::UnclosedVariation) => {
            "une variante ouverte par « ( » n'est jamais fermée".to_owned()
        }
        (French, PgnError::StrayParenthesis { line }) => {
            format!("la « ) » de la ligne {line} ne ferme aucune variante")
        }
        (French, PgnError::VariationFirst { line }) => {
            format!(
                "la variante de la ligne {line} précède le premier coup et ne remplace aucun coup"
            )
        }
        (French, PgnError::UnclosedComment { line }) => {
            format!("un commentaire ouvert par « {{ » à la ligne {line} n'est jamais fermé")
        }
        (French, PgnError::UnclosedTag { line }) => {
            format!("la balise de la ligne {line} n'est pas fermée par « ] »")
        }
        (French, PgnError::TooDeep) => {
            format!("les variantes sont imbriquées sur plus de {MAX_DEPTH} niveaux")
        }
        (French, PgnError::TooManyMoves) => format!("il compte plus de {MAX_MOVES} coups"),
    }
}

/// A conditions command as a player writes it in `language`.
pub(crate) fn command(language: Language, command: &ConditionsCommand) -> String {
    match (language, command) {
        (English, c) => c.to_string(),
        (German | French, ConditionsCommand::If(moves)) => {
            let word = if language == German { "Wenn" } else { "Si" };
            let moves: Vec<String> = moves.iter().map(|m| m.localized(language)).collect();
            format!("{word} {}", moves.join(" "))
        }
        (German, ConditionsCommand::FromPgn) => "Bedingungen aus PGN".to_owned(),
        (German, ConditionsCommand::List) => "Bedingungen".to_owned(),
        (German, ConditionsCommand::Clear) => "Bedingungen löschen".to_owned(),
        (French, ConditionsCommand::FromPgn) => "Conditions depuis le PGN".to_owned(),
        (French, ConditionsCommand::List) => "Mes conditions".to_owned(),
        (French, ConditionsCommand::Clear) => "Effacer les conditions".to_owned(),
    }
}

/// Why an `If` line cannot be read, after "I did not understand `…`: ".
pub(crate) fn problem(language: Language, problem: &ConditionsProblem) -> String {
    let words = super::catalogue(language);
    match (language, problem) {
        (English, p) => p.to_string(),
        (German, ConditionsProblem::NotAMove(word)) => format!(
            "`{word}` ist kein Zug; eine Wenn-Zeile enthält nur Züge: den Zug deines Gegners, dann deine Antwort und so weiter, z. B. Wenn e5 Sf3 Sc6 Lb5"
        ),
        (French, ConditionsProblem::NotAMove(word)) => format!(
            "`{word}` n'est pas un coup ; une ligne Si ne contient que des coups : celui de votre adversaire, puis votre réponse, et ainsi de suite, p. ex. Si e5 Cf3 Cc6 Fb5"
        ),
        (German, ConditionsProblem::BadMove { text, problem }) => {
            format!("`{text}` ist kein Zug: {}", words.syntax_error(problem))
        }
        (French, ConditionsProblem::BadMove { text, problem }) => {
            format!(
                "`{text}` n'est pas un coup : {}",
                words.syntax_error(problem)
            )
        }
        (German, ConditionsProblem::TooLong { max }) => {
            format!("eine Wenn-Zeile darf höchstens {max} Züge enthalten")
        }
        (French, ConditionsProblem::TooLong { max }) => {
            format!("une ligne Si ne peut contenir plus de {max} coups")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::SanPlus;

    #[test]
    fn lines_are_numbered_from_either_side() {
        let pos = crate::rules::Position::new();
        let e4 = crate::notation::parse_move("e4", &pos, English).unwrap();
        let after = pos.play(&e4).unwrap();
        let e5 = crate::notation::parse_move("e5", &after, English).unwrap();
        let white = MoveRef {
            number: 1,
            side: Color::White,
            san: SanPlus::from_move(&pos, &e4),
        };
        let black = MoveRef {
            number: 1,
            side: Color::Black,
            san: SanPlus::from_move(&after, &e5),
        };
        assert_eq!(numbered(&[white, black], English), "1. e4 e5");
        assert_eq!(numbered(&[black], German), "1... e5");
    }
}
