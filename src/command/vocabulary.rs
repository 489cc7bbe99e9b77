//! The command words players write, as data: one table per language (English always
//! read; German and French beside it), matched on folded words — lower case, accents
//! dropped, umlauts as `ae oe ue`, `ß` as `ss` — so `Échiquier`, `echiquier`,
//! `Bestätigen`, `Bestaetigen` and `Bestatigen` are all the same command.
//!
//! Each phrase is a sequence of words (hyphens and apostrophes split words, so
//! `King-Side` is `king side` and `j'accepte` is `j accepte`); a final `?` means the
//! question mark is required (`draw?` offers, `draw` alone is ambiguous).

use crate::command::{ColorChoice, Command};
use crate::i18n::Span;
use crate::notation::Language;

/// What a phrase stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Action {
    Give(Simple),
    ClaimDraw,
    /// `Claim win tablebase`, `Claim draw tablebase`.
    ClaimTablebase(crate::command::TablebaseClaim),
    Challenge,
    Language,
    /// `Board words`, `Board picture`, `Board text`.
    BoardStyle(crate::command::BoardStyle),
    /// A clock command (`Give`, `Leave`, `Back`, `Calendar`): [`super::clock`].
    Clock(super::clock::ClockWord),
    /// Politeness that changes nothing (`please`, `thanks`, `and`).
    Filler,
    /// Words for the opponent around commands (`good luck`, `congratulations`, `bonne
    /// partie`): read like filler, so the line stays commands, and passed on.
    Courtesy,
    /// Names, ratings, seeks, tournaments ([`super::community`]).
    Community(super::community::Word),
    /// Conditional moves ([`super::conditions`]).
    Conditions(super::conditions::Word),
    /// Private notes ([`super::notes`]).
    Notes(super::notes::Word),
    /// Questions about the board ([`super::ask`]).
    Ask(super::ask::Word),
}

/// Commands without arguments.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Simple {
    RequestDraw,
    AcceptDraw,
    DenyDraw,
    RequestCancel,
    AcceptCancel,
    DenyCancel,
    Resign,
    AcceptChallenge,
    DeclineChallenge,
    Board,
    History,
    Pgn,
    Games,
    Help,
    Confirm,
    Block,
    Unblock,
}

impl Simple {
    /// Answers and resignations act at once; written as a question they are not meant.
    pub(super) fn is_decisive(self) -> bool {
        matches!(
            self,
            Simple::Resign
                | Simple::AcceptDraw
                | Simple::DenyDraw
                | Simple::AcceptCancel
                | Simple::DenyCancel
                | Simple::AcceptChallenge
                | Simple::DeclineChallenge
                | Simple::Confirm
                | Simple::Block
                | Simple::Unblock
        )
    }

    pub(super) fn command(self) -> Command {
        match self {
            Simple::RequestDraw => Command::RequestDraw,
            Simple::AcceptDraw => Command::AcceptDraw,
            Simple::DenyDraw => Command::DenyDraw,
            Simple::RequestCancel => Command::RequestCancel,
            Simple::AcceptCancel => Command::AcceptCancel,
            Simple::DenyCancel => Command::DenyCancel,
            Simple::Resign => Command::Resign,
            Simple::AcceptChallenge => Command::AcceptChallenge,
            Simple::DeclineChallenge => Command::DeclineChallenge,
            Simple::Board => Command::Board,
            Simple::History => Command::History,
            Simple::Pgn => Command::Pgn,
            Simple::Games => Command::Games(None),
            Simple::Help => Command::Help,
            Simple::Confirm => Command::Confirm,
            Simple::Block => Command::Block,
            Simple::Unblock => Command::Unblock,
        }
    }
}

use Action::{ClaimDraw, Courtesy, Filler, Give};
use Simple::*;

impl Action {
    /// What a `[phrases]` key of `i18n/<code>/commands.toml` stands for.
    pub(super) fn from_key(key: &str) -> Option<Action> {
        Some(match key {
            "request-draw" => Give(RequestDraw),
            "accept-draw" => Give(AcceptDraw),
            "deny-draw" => Give(DenyDraw),
            "request-cancel" => Give(RequestCancel),
            "accept-cancel" => Give(AcceptCancel),
            "deny-cancel" => Give(DenyCancel),
            "resign" => Give(Resign),
            "accept" => Give(AcceptChallenge),
            "decline" => Give(DeclineChallenge),
            "board" => Give(Board),
            "history" => Give(History),
            "pgn" => Give(Pgn),
            "games" => Give(Games),
            "help" => Give(Help),
            "confirm" => Give(Confirm),
            "block" => Give(Block),
            "unblock" => Give(Unblock),
            "claim-draw" => ClaimDraw,
            "claim-win-tablebase" => Action::ClaimTablebase(crate::command::TablebaseClaim::Win),
            "claim-draw-tablebase" => Action::ClaimTablebase(crate::command::TablebaseClaim::Draw),
            "challenge" => Action::Challenge,
            "language" => Action::Language,
            "board-picture" => Action::BoardStyle(crate::command::BoardStyle::Picture),
            "board-text" => Action::BoardStyle(crate::command::BoardStyle::Text),
            "board-words" => Action::BoardStyle(crate::command::BoardStyle::Words),
            "filler" => Filler,
            "courtesy" => Courtesy,
            other => {
                return super::clock::ClockWord::from_key(other)
                    .map(Action::Clock)
                    .or_else(|| super::community::Word::from_key(other).map(Action::Community))
                    .or_else(|| super::conditions::Word::from_key(other).map(Action::Conditions))
                    .or_else(|| super::notes::Word::from_key(other).map(Action::Notes))
                    .or_else(|| super::ask::Word::from_key(other).map(Action::Ask));
            }
        })
    }
}

pub(super) use super::lexicon::{WordList, fold, word_list};

/// One phrase of the vocabulary: where its text and its key stand in its language's
/// `commands.toml` (phrases are written folded, so the text is its folded words),
/// whether it needs a question mark and which language it is.
#[derive(Debug, Clone)]
pub(super) struct Phrase {
    text: Span,
    key: Span,
    pub question: bool,
    pub language: Language,
    /// Another language has the same phrase: it tells nothing of the player's.
    pub shared: bool,
}

impl Phrase {
    fn file(&self) -> &'static str {
        self.language.folder().commands
    }

    /// Its folded words.
    pub(super) fn words(&self) -> std::str::Split<'static, char> {
        self.text.of(self.file()).split(' ')
    }

    fn first_word(&self) -> &'static str {
        self.words().next().unwrap_or_default()
    }

    /// What the phrase does (every key means something: a test checks it).
    pub(super) fn action(&self) -> Option<Action> {
        Action::from_key(self.key.of(self.file()))
    }
}

// `PHRASES`, `OWNER_WORDS` and `OWNERS`, made by `build.rs` from every language's
// `commands.toml`.
include!(concat!(env!("OUT_DIR"), "/i18n_phrases.rs"));

/// Every phrase of every language that starts with `first` (a folded word), so a token
/// is compared only with phrases that can start with it; the longest first (a phrase
/// that needs its question mark before the same words without it), so "remis
/// anbieten" wins over a shorter phrase that starts it.
pub(super) fn phrases_starting(first: &str) -> &'static [Phrase] {
    let from = PHRASES.partition_point(|p| p.first_word() < first);
    let len = PHRASES[from..].partition_point(|p| p.first_word() == first);
    &PHRASES[from..from + len]
}

/// The one language other than English whose `[words]` lists hold `word` (folded), if
/// only one does: `blancas` is Spanish, `brancas` Portuguese, `de` tells nothing.
pub(super) fn language_of_word(word: &str) -> Option<Language> {
    let word_of = |&(start, len, _): &(usize, usize, u8)| {
        OWNER_WORDS.get(start..start + len).unwrap_or_default()
    };
    let found = OWNERS.binary_search_by(|o| word_of(o).cmp(word)).ok()?;
    let languages = OWNERS[found].2;
    match languages.count_ones() {
        1 if languages != 1 => Language::ALL
            .get(languages.trailing_zeros() as usize)
            .copied(),
        _ => None,
    }
}

/// The colour a challenger asks for, in any language.
pub(super) fn color_word(word: &str) -> Option<ColorChoice> {
    static WHITE: WordList = word_list!("white");
    static BLACK: WordList = word_list!("black");
    static RANDOM: WordList = word_list!("random");
    if WHITE.contains(word) {
        Some(ColorChoice::White)
    } else if BLACK.contains(word) {
        Some(ColorChoice::Black)
    } else if RANDOM.contains(word) {
        Some(ColorChoice::Random)
    } else {
        None
    }
}

/// Words that introduce a colour (`as white`, `mit Weiß`, `avec les blancs`).
pub(super) static COLOR_CONNECTORS: WordList = word_list!("color-connectors");

/// Words that introduce the forfeit timeout (`timeout 14 days`, `Frist 14 Tage`,
/// `délai 14 jours`).
pub(super) static TIMEOUT_WORDS: WordList = word_list!("timeout");

/// `after 1.e4 c5`: a challenge's thematic opening follows.
pub(super) static START_AFTER: WordList = word_list!("start-after");

/// The particle some languages put after that word (`después de`, `depois de`).
pub(super) static START_PARTICLES: WordList = word_list!("start-particles");

/// `from rnbqkbnr/…`: a challenge's starting position follows.
pub(super) static START_FROM: WordList = word_list!("start-from");

/// Words between `from` and the FEN (`from position`, `ab Stellung`).
pub(super) static START_FEN_WORDS: WordList = word_list!("start-fen-words");

/// Words between `Claim Draw` (or a tablebase claim) and its move (`Claim Draw with
/// Nf3`).
pub(super) static CLAIM_CONNECTORS: WordList = word_list!("claim-connectors");

/// The reason a claim gives (`by threefold repetition`, `por la regla de los 50
/// movimientos`), read and passed over.
pub(super) static CLAIM_REASONS: WordList = word_list!("claim-reasons");

/// The preposition before the person challenged (`Desafío a ana@…`, `Défi à …`).
pub(super) static CHALLENGE_PARTICLES: WordList = word_list!("challenge-particles");

/// Articles before a colour (`con las blancas`, `with the white pieces`).
pub(super) static COLOR_ARTICLES: WordList = word_list!("color-articles");

/// Nouns after a colour (`white pieces`, `weißen Steinen`, `piezas blancas` aside).
pub(super) static COLOR_NOUNS: WordList = word_list!("color-nouns");

/// A preposition before a language's name (`Idioma en español`, `Sprache auf Deutsch`).
pub(super) static LANGUAGE_PARTICLES: WordList = word_list!("language-particles");

/// Commands that are also everyday words, which often start a sentence.
pub(super) static COMMON_WORD_COMMANDS: WordList = word_list!("common-commands");

/// Words that make a short line an attempt at a command when it starts with one.
pub(super) static COMMAND_WORDS: WordList = word_list!("command-words");

/// The language a phrase table names for a language word (`Sprache Deutsch`,
/// `langue anglais`), besides the codes and names `Language::from_code` reads: the
/// lists `language-<code>` of every language.
pub(super) fn language_word(word: &str) -> Option<Language> {
    Language::from_code(word).or_else(|| {
        Language::ALL.into_iter().find(|target| {
            let key = format!("language-{}", target.code());
            crate::i18n::every_language(&key).any(|name| name == word)
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::words;
    use std::collections::HashMap;

    #[test]
    fn folding_forgives_accents_and_umlauts() {
        assert_eq!(fold("Échiquier"), "echiquier");
        assert_eq!(fold("Bestätigen"), "bestaetigen");
        assert_eq!(fold("weiß"), "weiss");
        assert_eq!(fold("Réclamer"), "reclamer");
        assert_eq!(fold("zufällig"), "zufaellig");
    }

    /// Synonyms players write besides the documented commands, read as those.
    #[test]
    fn german_and_french_synonyms_read_as_their_commands() {
        use crate::command::parse::read_commands;
        for (language, text, want) in [
            (Language::German, "Biete Remis an", Command::RequestDraw),
            (
                Language::German,
                "Remisangebot angenommen",
                Command::AcceptDraw,
            ),
            (
                Language::German,
                "Ich lehne dein Remisangebot ab",
                Command::DenyDraw,
            ),
            (Language::German, "Abbruchangebot", Command::RequestCancel),
            (
                Language::German,
                "Ich stimme dem Abbruch zu",
                Command::AcceptCancel,
            ),
            (
                Language::German,
                "Abbruchangebot abgelehnt",
                Command::DenyCancel,
            ),
            (Language::German, "Gebe auf", Command::Resign),
            (
                Language::German,
                "Ich nehme die Herausforderung an",
                Command::AcceptChallenge,
            ),
            (Language::German, "Bestatigt", Command::Confirm),
            (Language::German, "Einladungen entsperren", Command::Unblock),
            (Language::German, "Partieverlauf", Command::History),
            (Language::German, "Hilfe?", Command::Help),
            (
                Language::German,
                "Ich reklamiere Remis",
                Command::ClaimDraw(None),
            ),
            (
                Language::French,
                "Je vous propose nulle",
                Command::RequestDraw,
            ),
            (
                Language::French,
                "J'accepte votre proposition de nulle",
                Command::AcceptDraw,
            ),
            (
                Language::French,
                "Je refuse la proposition de nulle",
                Command::DenyDraw,
            ),
            (
                Language::French,
                "Je propose l'annulation",
                Command::RequestCancel,
            ),
            (
                Language::French,
                "J'accepte l'annulation",
                Command::AcceptCancel,
            ),
            (
                Language::French,
                "Je refuse l'annulation",
                Command::DenyCancel,
            ),
            (Language::French, "J'abandonne la partie", Command::Resign),
            (
                Language::French,
                "Je relève le défi",
                Command::AcceptChallenge,
            ),
            (Language::French, "Confirmé", Command::Confirm),
            (
                Language::French,
                "Débloquer les invitations",
                Command::Unblock,
            ),
            (Language::French, "Historique des coups", Command::History),
            (Language::French, "Aide ?", Command::Help),
            (
                Language::French,
                "Je réclame nulle",
                Command::ClaimDraw(None),
            ),
        ] {
            let reading = read_commands(text, language);
            assert_eq!(reading.commands, [want], "{text}: {reading:#?}");
        }
        for (language, text) in [
            (Language::German, "Herausfordern anna@example.org schwarz"),
            (Language::French, "Défier anna@example.org noirs"),
        ] {
            let reading = read_commands(text, language);
            assert_eq!(
                reading.commands,
                [Command::Challenge {
                    opponent: "anna@example.org".into(),
                    color: ColorChoice::Black,
                    timeout_days: None,
                    casual: false,
                    clock: None,
                    start: Box::default(),
                }],
                "{text}: {reading:#?}"
            );
        }
    }

    #[test]
    fn every_phrase_is_folded_already_means_something_and_no_phrase_means_two_things() {
        let mut seen: HashMap<(Vec<String>, bool), Action> = HashMap::new();
        for language in Language::ALL {
            assert_eq!(crate::i18n::words_error(language), None);
            for (key, phrases) in words(language).phrases() {
                let action = Action::from_key(key)
                    .unwrap_or_else(|| panic!("{}: `{key}` means nothing", language.code()));
                for text in phrases {
                    assert_eq!(fold(text), text, "{text} must be written folded");
                    let (text, question) = match text.strip_suffix('?') {
                        Some(text) => (text, true),
                        None => (text, false),
                    };
                    let key = (text.split(' ').map(str::to_owned).collect(), question);
                    if let Some(before) = seen.insert(key, action) {
                        assert_eq!(before, action, "{text} means two things");
                    }
                }
            }
        }
    }
}
