//! Notations: SAN, long algebraic/UCI, ICCF numeric, move-type words, PGN.

/// The language a player reads and writes piece letters in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Language {
    #[default]
    English,
    German,
    French,
}

impl Language {
    /// The ISO 639-1 code (`en`, `de`, `fr`).
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::German => "de",
            Language::French => "fr",
        }
    }

    /// Parses an ISO 639-1 code or an English language name, case-insensitively.
    pub fn from_code(code: &str) -> Option<Language> {
        match code.trim().to_ascii_lowercase().as_str() {
            "en" | "english" => Some(Language::English),
            "de" | "german" | "deutsch" => Some(Language::German),
            "fr" | "french" | "francais" | "français" => Some(Language::French),
            _ => None,
        }
    }
}
