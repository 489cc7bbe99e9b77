//! The command words players write, as data: one table per language (English always
//! read; German and French beside it), matched on folded words — lower case, accents
//! dropped, umlauts as `ae oe ue`, `ß` as `ss` — so `Échiquier`, `echiquier`,
//! `Bestätigen`, `Bestaetigen` and `Bestatigen` are all the same command.
//!
//! Each phrase is a sequence of words (hyphens and apostrophes split words, so
//! `King-Side` is `king side` and `j'accepte` is `j accepte`); a final `?` means the
//! question mark is required (`draw?` offers, `draw` alone is ambiguous).

use std::collections::HashMap;
use std::sync::LazyLock;

use crate::command::{ColorChoice, Command};
use crate::notation::Language;

/// What a phrase stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Action {
    Give(Simple),
    ClaimDraw,
    Challenge,
    Language,
    /// A clock command (`Give`, `Leave`, `Back`, `Calendar`): [`super::clock`].
    Clock(super::clock::ClockWord),
    /// Politeness that changes nothing (`please`, `thanks`, `and`).
    Filler,
    /// Names, ratings, seeks, tournaments ([`super::community`]).
    Community(super::community::Word),
    /// Conditional moves ([`super::conditions`]).
    Conditions(super::conditions::Word),
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
            Simple::Games => Command::Games,
            Simple::Help => Command::Help,
            Simple::Confirm => Command::Confirm,
            Simple::Block => Command::Block,
            Simple::Unblock => Command::Unblock,
        }
    }
}

use Action::{ClaimDraw, Filler, Give};
use Simple::*;

/// English, always read.
const ENGLISH: &[(&str, Action)] = &[
    ("request draw", Give(RequestDraw)),
    ("request a draw", Give(RequestDraw)),
    ("draw request", Give(RequestDraw)),
    ("offer draw", Give(RequestDraw)),
    ("offer a draw", Give(RequestDraw)),
    ("draw offer", Give(RequestDraw)),
    ("propose draw", Give(RequestDraw)),
    ("propose a draw", Give(RequestDraw)),
    ("i offer a draw", Give(RequestDraw)),
    ("i offer draw", Give(RequestDraw)),
    ("i offer you a draw", Give(RequestDraw)),
    ("i propose a draw", Give(RequestDraw)),
    ("draw?", Give(RequestDraw)),
    ("accept draw", Give(AcceptDraw)),
    ("accept the draw", Give(AcceptDraw)),
    ("accept draw offer", Give(AcceptDraw)),
    ("accept your draw offer", Give(AcceptDraw)),
    ("accept the draw offer", Give(AcceptDraw)),
    ("draw accepted", Give(AcceptDraw)),
    ("i accept the draw", Give(AcceptDraw)),
    ("i accept a draw", Give(AcceptDraw)),
    ("i accept draw", Give(AcceptDraw)),
    ("i accept your draw offer", Give(AcceptDraw)),
    ("i accept the draw offer", Give(AcceptDraw)),
    ("deny draw", Give(DenyDraw)),
    ("decline draw", Give(DenyDraw)),
    ("decline the draw", Give(DenyDraw)),
    ("decline draw offer", Give(DenyDraw)),
    ("decline the draw offer", Give(DenyDraw)),
    ("refuse draw", Give(DenyDraw)),
    ("refuse the draw", Give(DenyDraw)),
    ("reject draw", Give(DenyDraw)),
    ("draw declined", Give(DenyDraw)),
    ("draw denied", Give(DenyDraw)),
    ("draw refused", Give(DenyDraw)),
    ("draw rejected", Give(DenyDraw)),
    ("i decline the draw", Give(DenyDraw)),
    ("i decline your draw offer", Give(DenyDraw)),
    ("no draw", Give(DenyDraw)),
    ("request cancel", Give(RequestCancel)),
    ("cancel request", Give(RequestCancel)),
    ("request cancellation", Give(RequestCancel)),
    ("cancel?", Give(RequestCancel)),
    ("cancel game?", Give(RequestCancel)),
    ("cancel the game?", Give(RequestCancel)),
    ("accept cancel", Give(AcceptCancel)),
    ("accept cancel request", Give(AcceptCancel)),
    ("accept cancellation", Give(AcceptCancel)),
    ("cancel accepted", Give(AcceptCancel)),
    ("deny cancel", Give(DenyCancel)),
    ("deny cancel request", Give(DenyCancel)),
    ("decline cancel", Give(DenyCancel)),
    ("decline cancel request", Give(DenyCancel)),
    ("decline cancellation", Give(DenyCancel)),
    ("refuse cancel", Give(DenyCancel)),
    ("reject cancel", Give(DenyCancel)),
    ("cancel denied", Give(DenyCancel)),
    ("cancel declined", Give(DenyCancel)),
    ("resign", Give(Resign)),
    ("i resign", Give(Resign)),
    ("abandon", Give(Resign)),
    ("accept", Give(AcceptChallenge)),
    ("i accept", Give(AcceptChallenge)),
    ("accept challenge", Give(AcceptChallenge)),
    ("accept the challenge", Give(AcceptChallenge)),
    ("i accept the challenge", Give(AcceptChallenge)),
    ("challenge accepted", Give(AcceptChallenge)),
    ("decline", Give(DeclineChallenge)),
    ("decline challenge", Give(DeclineChallenge)),
    ("decline the challenge", Give(DeclineChallenge)),
    ("i decline the challenge", Give(DeclineChallenge)),
    ("challenge declined", Give(DeclineChallenge)),
    ("challenge", Action::Challenge),
    ("confirm", Give(Confirm)),
    ("i confirm", Give(Confirm)),
    ("confirmed", Give(Confirm)),
    ("block", Give(Block)),
    ("unsubscribe", Give(Block)),
    ("block invitations", Give(Block)),
    ("unblock", Give(Unblock)),
    ("board", Give(Board)),
    ("show board", Give(Board)),
    ("history", Give(History)),
    ("pgn", Give(Pgn)),
    ("games", Give(Games)),
    ("my games", Give(Games)),
    ("help", Give(Help)),
    ("help?", Give(Help)),
    ("language", Action::Language),
    ("lang", Action::Language),
    ("claim draw", ClaimDraw),
    ("claim a draw", ClaimDraw),
    ("i claim a draw", ClaimDraw),
    ("i claim the draw", ClaimDraw),
    ("draw claim", ClaimDraw),
    ("please", Filler),
    ("pls", Filler),
    ("plz", Filler),
    ("thanks", Filler),
    ("thank you", Filler),
    ("thx", Filler),
    ("ok", Filler),
    ("okay", Filler),
    // Labels players put before a move: `My move: Nf3`.
    ("move", Filler),
    ("my move", Filler),
    ("and", Filler),
    ("&", Filler),
    ("also", Filler),
];

/// Deutsch.
const GERMAN: &[(&str, Action)] = &[
    ("remis?", Give(RequestDraw)),
    ("remis anbieten", Give(RequestDraw)),
    ("remisangebot", Give(RequestDraw)),
    ("remis angebot", Give(RequestDraw)),
    ("ich biete remis an", Give(RequestDraw)),
    ("ich biete remis", Give(RequestDraw)),
    ("ich biete dir remis an", Give(RequestDraw)),
    ("biete remis", Give(RequestDraw)),
    ("biete remis an", Give(RequestDraw)),
    ("remis vorschlagen", Give(RequestDraw)),
    ("ich schlage remis vor", Give(RequestDraw)),
    ("remis annehmen", Give(AcceptDraw)),
    ("remis angenommen", Give(AcceptDraw)),
    ("ich nehme remis an", Give(AcceptDraw)),
    ("ich nehme das remis an", Give(AcceptDraw)),
    ("remisangebot annehmen", Give(AcceptDraw)),
    ("remisangebot angenommen", Give(AcceptDraw)),
    ("ich nehme dein remisangebot an", Give(AcceptDraw)),
    ("ich nehme das remisangebot an", Give(AcceptDraw)),
    ("remis akzeptieren", Give(AcceptDraw)),
    ("remis akzeptiert", Give(AcceptDraw)),
    ("remis ablehnen", Give(DenyDraw)),
    ("remis abgelehnt", Give(DenyDraw)),
    ("kein remis", Give(DenyDraw)),
    ("ich lehne remis ab", Give(DenyDraw)),
    ("ich lehne das remis ab", Give(DenyDraw)),
    ("remisangebot ablehnen", Give(DenyDraw)),
    ("remisangebot abgelehnt", Give(DenyDraw)),
    ("ich lehne dein remisangebot ab", Give(DenyDraw)),
    ("ich lehne das remisangebot ab", Give(DenyDraw)),
    ("abbruch anbieten", Give(RequestCancel)),
    ("abbruch vorschlagen", Give(RequestCancel)),
    ("abbruch?", Give(RequestCancel)),
    ("abbruchangebot", Give(RequestCancel)),
    ("ich biete abbruch an", Give(RequestCancel)),
    ("ich biete den abbruch an", Give(RequestCancel)),
    ("ich schlage abbruch vor", Give(RequestCancel)),
    ("ich schlage den abbruch vor", Give(RequestCancel)),
    ("partie abbrechen?", Give(RequestCancel)),
    ("abbruch annehmen", Give(AcceptCancel)),
    ("abbruch angenommen", Give(AcceptCancel)),
    ("abbruchangebot annehmen", Give(AcceptCancel)),
    ("abbruchangebot angenommen", Give(AcceptCancel)),
    ("abbruch akzeptieren", Give(AcceptCancel)),
    ("ich nehme den abbruch an", Give(AcceptCancel)),
    ("ich stimme dem abbruch zu", Give(AcceptCancel)),
    ("abbruch ablehnen", Give(DenyCancel)),
    ("abbruch abgelehnt", Give(DenyCancel)),
    ("kein abbruch", Give(DenyCancel)),
    ("abbruchangebot ablehnen", Give(DenyCancel)),
    ("abbruchangebot abgelehnt", Give(DenyCancel)),
    ("ich lehne den abbruch ab", Give(DenyCancel)),
    ("aufgeben", Give(Resign)),
    ("ich gebe auf", Give(Resign)),
    ("gebe auf", Give(Resign)),
    ("ich gebe die partie auf", Give(Resign)),
    ("annehmen", Give(AcceptChallenge)),
    ("ich nehme an", Give(AcceptChallenge)),
    ("herausforderung annehmen", Give(AcceptChallenge)),
    ("herausforderung angenommen", Give(AcceptChallenge)),
    ("herausforderung akzeptieren", Give(AcceptChallenge)),
    ("ich nehme die herausforderung an", Give(AcceptChallenge)),
    ("ablehnen", Give(DeclineChallenge)),
    ("ich lehne ab", Give(DeclineChallenge)),
    ("herausforderung ablehnen", Give(DeclineChallenge)),
    ("herausforderung abgelehnt", Give(DeclineChallenge)),
    ("ich lehne die herausforderung ab", Give(DeclineChallenge)),
    ("herausforderung", Action::Challenge),
    ("herausfordern", Action::Challenge),
    ("bestaetigen", Give(Confirm)),
    ("bestatigen", Give(Confirm)),
    ("bestaetigt", Give(Confirm)),
    ("bestatigt", Give(Confirm)),
    ("ich bestaetige", Give(Confirm)),
    ("ich bestatige", Give(Confirm)),
    ("sperren", Give(Block)),
    ("einladungen sperren", Give(Block)),
    ("einladungen blockieren", Give(Block)),
    ("abmelden", Give(Block)),
    ("entsperren", Give(Unblock)),
    ("einladungen entsperren", Give(Unblock)),
    ("brett", Give(Board)),
    ("brett zeigen", Give(Board)),
    ("zeige das brett", Give(Board)),
    ("verlauf", Give(History)),
    ("partieverlauf", Give(History)),
    ("partien", Give(Games)),
    ("meine partien", Give(Games)),
    ("laufende partien", Give(Games)),
    ("hilfe", Give(Help)),
    ("hilfe?", Give(Help)),
    ("sprache", Action::Language),
    ("remis beanspruchen", ClaimDraw),
    ("remis reklamieren", ClaimDraw),
    ("ich beanspruche remis", ClaimDraw),
    ("ich reklamiere remis", ClaimDraw),
    ("bitte", Filler),
    ("danke", Filler),
    ("vielen dank", Filler),
    ("danke schoen", Filler),
    ("zug", Filler),
    ("mein zug", Filler),
    ("und", Filler),
];

/// Français.
const FRENCH: &[(&str, Action)] = &[
    ("nulle?", Give(RequestDraw)),
    ("partie nulle?", Give(RequestDraw)),
    ("proposer nulle", Give(RequestDraw)),
    ("proposer la nulle", Give(RequestDraw)),
    ("proposition de nulle", Give(RequestDraw)),
    ("je propose la nulle", Give(RequestDraw)),
    ("je propose nulle", Give(RequestDraw)),
    ("je vous propose la nulle", Give(RequestDraw)),
    ("je vous propose nulle", Give(RequestDraw)),
    ("je propose la partie nulle", Give(RequestDraw)),
    ("je vous propose la partie nulle", Give(RequestDraw)),
    ("offrir nulle", Give(RequestDraw)),
    ("offrir la nulle", Give(RequestDraw)),
    ("accepter nulle", Give(AcceptDraw)),
    ("accepter la nulle", Give(AcceptDraw)),
    ("nulle acceptee", Give(AcceptDraw)),
    ("j accepte la nulle", Give(AcceptDraw)),
    ("j accepte nulle", Give(AcceptDraw)),
    ("accepter la proposition de nulle", Give(AcceptDraw)),
    ("j accepte la proposition de nulle", Give(AcceptDraw)),
    ("j accepte votre proposition de nulle", Give(AcceptDraw)),
    ("refuser nulle", Give(DenyDraw)),
    ("refuser la nulle", Give(DenyDraw)),
    ("nulle refusee", Give(DenyDraw)),
    ("je refuse la nulle", Give(DenyDraw)),
    ("pas de nulle", Give(DenyDraw)),
    ("je refuse nulle", Give(DenyDraw)),
    ("refuser la proposition de nulle", Give(DenyDraw)),
    ("je refuse la proposition de nulle", Give(DenyDraw)),
    ("je refuse votre proposition de nulle", Give(DenyDraw)),
    ("decliner la nulle", Give(DenyDraw)),
    ("je decline la nulle", Give(DenyDraw)),
    ("proposer annulation", Give(RequestCancel)),
    ("proposer l annulation", Give(RequestCancel)),
    ("demander annulation", Give(RequestCancel)),
    ("annulation?", Give(RequestCancel)),
    ("proposition d annulation", Give(RequestCancel)),
    ("je propose l annulation", Give(RequestCancel)),
    ("je vous propose l annulation", Give(RequestCancel)),
    ("demander l annulation", Give(RequestCancel)),
    ("je demande l annulation", Give(RequestCancel)),
    ("annuler la partie?", Give(RequestCancel)),
    ("accepter annulation", Give(AcceptCancel)),
    ("accepter l annulation", Give(AcceptCancel)),
    ("annulation acceptee", Give(AcceptCancel)),
    ("j accepte l annulation", Give(AcceptCancel)),
    ("accepter la proposition d annulation", Give(AcceptCancel)),
    (
        "j accepte votre proposition d annulation",
        Give(AcceptCancel),
    ),
    ("refuser annulation", Give(DenyCancel)),
    ("refuser l annulation", Give(DenyCancel)),
    ("annulation refusee", Give(DenyCancel)),
    ("pas d annulation", Give(DenyCancel)),
    ("je refuse l annulation", Give(DenyCancel)),
    ("refuser la proposition d annulation", Give(DenyCancel)),
    ("je refuse votre proposition d annulation", Give(DenyCancel)),
    ("abandonner", Give(Resign)),
    ("j abandonne", Give(Resign)),
    ("je abandonne", Give(Resign)),
    ("j abandonne la partie", Give(Resign)),
    ("accepter", Give(AcceptChallenge)),
    ("j accepte", Give(AcceptChallenge)),
    ("accepter le defi", Give(AcceptChallenge)),
    ("j accepte le defi", Give(AcceptChallenge)),
    ("je releve le defi", Give(AcceptChallenge)),
    ("defi accepte", Give(AcceptChallenge)),
    ("defi releve", Give(AcceptChallenge)),
    ("refuser", Give(DeclineChallenge)),
    ("je refuse", Give(DeclineChallenge)),
    ("refuser le defi", Give(DeclineChallenge)),
    ("je refuse le defi", Give(DeclineChallenge)),
    ("defi refuse", Give(DeclineChallenge)),
    ("defi", Action::Challenge),
    ("defier", Action::Challenge),
    ("confirmer", Give(Confirm)),
    ("je confirme", Give(Confirm)),
    ("confirme", Give(Confirm)),
    ("bloquer", Give(Block)),
    ("bloquer les invitations", Give(Block)),
    ("se desabonner", Give(Block)),
    ("me desabonner", Give(Block)),
    ("se desinscrire", Give(Block)),
    ("debloquer", Give(Unblock)),
    ("debloquer les invitations", Give(Unblock)),
    ("echiquier", Give(Board)),
    ("afficher l echiquier", Give(Board)),
    ("voir l echiquier", Give(Board)),
    ("historique", Give(History)),
    ("historique des coups", Give(History)),
    ("liste des coups", Give(History)),
    ("parties", Give(Games)),
    ("mes parties", Give(Games)),
    ("parties en cours", Give(Games)),
    ("mes parties en cours", Give(Games)),
    ("aide", Give(Help)),
    ("aide?", Give(Help)),
    ("langue", Action::Language),
    ("reclamer nulle", ClaimDraw),
    ("reclamer la nulle", ClaimDraw),
    ("je reclame la nulle", ClaimDraw),
    ("je reclame nulle", ClaimDraw),
    ("merci", Filler),
    ("merci beaucoup", Filler),
    ("svp", Filler),
    ("stp", Filler),
    ("s il vous plait", Filler),
    ("s il te plait", Filler),
    ("coup", Filler),
    ("mon coup", Filler),
    ("et", Filler),
];

/// The vocabulary of `language`.
pub(super) fn table(language: Language) -> &'static [(&'static str, Action)] {
    match language {
        Language::English => ENGLISH,
        Language::German => GERMAN,
        Language::French => FRENCH,
    }
}

/// A word as the vocabulary compares it: lower case, accents dropped, `ä ö ü` as
/// `ae oe ue`, `ß` as `ss`, `œ` as `oe`.
pub(super) fn fold(word: &str) -> String {
    let mut out = String::with_capacity(word.len());
    for c in word.chars().flat_map(char::to_lowercase) {
        match c {
            'ä' => out.push_str("ae"),
            'ö' => out.push_str("oe"),
            'ü' => out.push_str("ue"),
            'ß' => out.push_str("ss"),
            'œ' => out.push_str("oe"),
            'æ' => out.push_str("ae"),
            'à' | 'â' | 'á' => out.push('a'),
            'é' | 'è' | 'ê' | 'ë' => out.push('e'),
            'î' | 'ï' | 'í' => out.push('i'),
            'ô' | 'ó' => out.push('o'),
            'ù' | 'û' | 'ú' => out.push('u'),
            'ç' => out.push('c'),
            'ÿ' => out.push('y'),
            _ => out.push(c),
        }
    }
    out
}

/// One phrase of the vocabulary: its folded words, whether it needs a question mark,
/// what it does and which language it is.
#[derive(Debug, Clone)]
pub(super) struct Phrase {
    pub words: Vec<String>,
    pub question: bool,
    pub action: Action,
    pub language: Language,
}

/// Every phrase of every language by its first folded word, so a token is compared
/// only with phrases that can start with it.
pub(super) static BY_FIRST_WORD: LazyLock<HashMap<String, Vec<Phrase>>> = LazyLock::new(|| {
    let mut index: HashMap<String, Vec<Phrase>> = HashMap::new();
    for language in Language::ALL {
        let clock = super::clock::table(language)
            .iter()
            .map(|&(text, word)| (text, Action::Clock(word)));
        let community = super::community::phrases(language).iter().copied();
        for (text, action) in table(language)
            .iter()
            .copied()
            .chain(community)
            .chain(clock)
            .chain(super::conditions::phrases(language).iter().copied())
        {
            let (text, question) = match text.strip_suffix('?') {
                Some(text) => (text, true),
                None => (text, false),
            };
            let words: Vec<String> = text.split(' ').map(fold).collect();
            let Some(first) = words.first().cloned() else {
                continue;
            };
            index.entry(first).or_default().push(Phrase {
                words,
                question,
                action,
                language,
            });
        }
    }
    index
});

/// The colour a challenger asks for, in any of the three languages.
pub(super) fn color_word(word: &str) -> Option<ColorChoice> {
    match word {
        "white" | "weiss" | "weisse" | "blanc" | "blancs" | "les blancs" => {
            Some(ColorChoice::White)
        }
        "black" | "schwarz" | "schwarze" | "noir" | "noirs" | "les noirs" => {
            Some(ColorChoice::Black)
        }
        "random" | "any" | "zufall" | "zufaellig" | "zufallig" | "beliebig" | "hasard"
        | "au hasard" | "aleatoire" => Some(ColorChoice::Random),
        _ => None,
    }
}

/// Words that introduce a colour (`as white`, `mit Weiß`, `avec les blancs`).
pub(super) const COLOR_CONNECTORS: &[&str] = &["as", "with", "mit", "als", "avec", "en", "les"];

/// Words that introduce the forfeit timeout (`timeout 14 days`, `Frist 14 Tage`,
/// `délai 14 jours`).
pub(super) const TIMEOUT_WORDS: &[&str] = &["timeout", "time out", "bedenkzeit", "frist", "delai"];

/// Units after a number of days.
pub(super) const DAY_UNITS: &[&str] = &[
    "d", "day", "days", "tag", "tage", "tagen", "j", "jour", "jours",
];

/// Words between `Claim Draw` and its move (`Claim Draw with Nf3`).
pub(super) const CLAIM_CONNECTORS: &[&str] = &["with", "mit", "avec"];

/// Commands that are also everyday words, which often start a sentence.
pub(super) const COMMON_WORD_COMMANDS: &[&str] = &[
    "accept",
    "decline",
    "board",
    "history",
    "games",
    "help",
    "abandon",
    "block",
    "confirm",
    "brett",
    "verlauf",
    "partien",
    "hilfe",
    "annehmen",
    "ablehnen",
    "sperren",
    "parties",
    "aide",
    "accepter",
    "refuser",
    "bloquer",
    "conditions",
    "bedingungen",
];

/// Words that make a short line an attempt at a command when it starts with one.
pub(super) const COMMAND_WORDS: &[&str] = &[
    "draw",
    "resign",
    "accept",
    "decline",
    "deny",
    "refuse",
    "request",
    "offer",
    "cancel",
    "castle",
    "castles",
    "board",
    "history",
    "pgn",
    "games",
    "help",
    "language",
    "challenge",
    "claim",
    "confirm",
    "block",
    "unblock",
    "remis",
    "abbruch",
    "aufgeben",
    "herausforderung",
    "sprache",
    "nulle",
    "annulation",
    "abandon",
    "abandonner",
    "defi",
    "langue",
    "rochade",
    "roque",
    "passant",
];

/// The language a phrase table names for a language word (`Sprache Deutsch`,
/// `langue anglais`), besides the codes and names `Language::from_code` reads.
pub(super) fn language_word(word: &str) -> Option<Language> {
    Language::from_code(word).or(match word {
        "englisch" | "anglais" => Some(Language::English),
        "allemand" => Some(Language::German),
        "franzoesisch" | "franzosisch" | "francais" => Some(Language::French),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

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
                }],
                "{text}: {reading:#?}"
            );
        }
    }

    #[test]
    fn every_phrase_is_folded_already_and_no_phrase_means_two_things() {
        let mut seen: HashMap<(Vec<String>, bool), Action> = HashMap::new();
        for language in Language::ALL {
            for &(text, action) in table(language) {
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
