//! The Fluent side of the catalogue: one bundle per language, to which each message of
//! its folder's `.ftl` files is added when first used, and [`message`], the one way a sentence is made.
//!
//! Placeables are not wrapped in Unicode isolation marks (the letters are plain text
//! and HTML that pawnpost lays out itself, and a mark would reach mail clients that
//! show it). `CAPITALIZE` and `LOWERCASE` (the first letter of a text) let a language
//! continue a sentence after a colon its own way; a text that starts with pawnpost's
//! name or a mail address keeps its case.

use std::borrow::Cow;
use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{LazyLock, OnceLock, PoisonError, RwLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use super::Language;

/// A message's argument: a text the code made (an address, a move, a date, another
/// message), or a number a message may select a plural form by.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Text(String),
    Number(i64),
}

impl From<String> for Value {
    fn from(text: String) -> Value {
        Value::Text(text)
    }
}

impl From<&str> for Value {
    fn from(text: &str) -> Value {
        Value::Text(text.to_owned())
    }
}

impl From<&String> for Value {
    fn from(text: &String) -> Value {
        Value::Text(text.clone())
    }
}

macro_rules! number_value {
    ($($t:ty),*) => {$(
        impl From<$t> for Value {
            fn from(n: $t) -> Value {
                Value::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_value!(i64, i32, u32, u64, usize, u8, u16);

/// The arguments of one message, by name.
#[derive(Debug, Clone, Default)]
pub struct Args {
    values: Vec<(&'static str, Value)>,
}

impl Args {
    pub fn new() -> Args {
        Args::default()
    }

    /// `self` with `name` set to `value`.
    pub fn with(mut self, name: &'static str, value: impl Into<Value>) -> Args {
        self.values.push((name, value.into()));
        self
    }

    /// The arguments' names, for the completeness tests.
    pub fn names(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.values.iter().map(|(name, _)| *name)
    }

    fn fluent(&self) -> FluentArgs<'_> {
        let mut args = FluentArgs::with_capacity(self.values.len());
        for (name, value) in &self.values {
            match value {
                Value::Text(text) => args.set(*name, FluentValue::from(text.as_str())),
                Value::Number(n) => args.set(*name, FluentValue::from(*n)),
            }
        }
        args
    }
}

/// Whether English is rendered as the pseudo-locale ([`set_pseudo_locale`]).
static PSEUDO: AtomicBool = AtomicBool::new(false);

/// Renders every English message transformed (each ASCII letter followed by a combining
/// dot), for the test that finds sentences reaching a reader around the catalogue: what
/// a letter shows untransformed did not come from a message file. Process-wide; only
/// for that test.
#[doc(hidden)]
pub fn set_pseudo_locale(on: bool) {
    PSEUDO.store(on, Ordering::SeqCst);
}

fn pseudo(text: &str) -> Cow<'_, str> {
    if !text.bytes().any(|b| b.is_ascii_alphabetic()) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() * 3);
    for c in text.chars() {
        out.push(c);
        if c.is_ascii_alphabetic() {
            out.push('\u{0307}');
        }
    }
    Cow::Owned(out)
}

type Bundle = FluentBundle<FluentResource>;

/// An empty bundle for `language`, with pawnpost's functions.
fn empty_bundle(language: Language, transform: bool) -> Bundle {
    let id: unic_langid::LanguageIdentifier = language
        .code()
        .parse()
        .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
    let mut bundle = Bundle::new_concurrent(vec![id]);
    bundle.set_use_isolating(false);
    if transform {
        bundle.set_transform(Some(pseudo));
    }
    add_functions(&mut bundle);
    bundle
}

// `ENTRIES`: every entry of each language's message files, found by `build.rs`.
include!(concat!(env!("OUT_DIR"), "/i18n_entries.rs"));

/// The entry `id` of `language` (a term's id with its `-`): its id as compiled in, and
/// its source.
fn entry(language: Language, id: &str) -> Option<(&'static str, &'static str)> {
    let files = language.folder().messages;
    let id_of = |&(file, start, id_len, _): &(usize, usize, usize, usize)| {
        files
            .get(file)
            .and_then(|(_, text)| text.get(start..start + id_len))
            .unwrap_or_default()
    };
    let entries = ENTRIES[language.index()];
    let found = entries.binary_search_by(|e| id_of(e).cmp(id)).ok()?;
    let (file, start, _, end) = entries[found];
    let (_, text) = files.get(file)?;
    Some((id_of(&entries[found]), text.get(start..end)?))
}

/// A language's messages, each parsed when a letter first asks for it (with the
/// messages and terms it refers to): a process that writes two letters parses the
/// few dozen entries they use, not the language's hundreds (`deliver` spent an
/// eighth of its instructions parsing English's files whole).
struct Lazy {
    language: Language,
    state: RwLock<Parsed>,
}

struct Parsed {
    bundle: Bundle,
    /// The ids parsed into `bundle` (each an entry of the language's files).
    added: HashSet<&'static str>,
}

impl Lazy {
    fn new(language: Language, transform: bool) -> Lazy {
        Lazy {
            language,
            state: RwLock::new(Parsed {
                bundle: empty_bundle(language, transform),
                added: HashSet::new(),
            }),
        }
    }

    /// `id` formatted with `args`, if this language has it.
    fn format(&self, id: &str, args: &FluentArgs<'_>) -> Option<String> {
        {
            // Parsed already (most calls): no search of the language's entries.
            let parsed = self.state.read().unwrap_or_else(PoisonError::into_inner);
            if let Some(&id) = parsed.added.get(id) {
                return self.format_parsed(&parsed, id, args);
            }
        }
        let (id, _) = entry(self.language, id)?;
        let mut parsed = self.state.write().unwrap_or_else(PoisonError::into_inner);
        self.add(&mut parsed, id);
        self.format_parsed(&parsed, id, args)
    }

    /// `None` for a term asked for as a message, or an entry that did not parse.
    fn format_parsed(&self, parsed: &Parsed, id: &str, args: &FluentArgs<'_>) -> Option<String> {
        let pattern = parsed.bundle.get_message(id).and_then(|m| m.value())?;
        let mut errors = Vec::new();
        let text = parsed
            .bundle
            .format_pattern(pattern, Some(args), &mut errors);
        if !errors.is_empty() {
            tracing::error!(
                language = self.language.code(),
                id,
                ?errors,
                "message formatted with errors"
            );
        }
        Some(text.into_owned())
    }

    /// Parses `id` and every entry it refers to, directly or not, into the bundle.
    fn add(&self, parsed: &mut Parsed, id: &'static str) {
        let mut todo = vec![id];
        while let Some(id) = todo.pop() {
            if !parsed.added.insert(id) {
                continue;
            }
            // A reference to an entry the language lacks is reported when formatted.
            let Some((_, source)) = entry(self.language, id) else {
                continue;
            };
            // An entry that does not parse is a build defect the tests catch
            // (`tests/languages.rs`); what parsed of it is still used.
            let resource = match FluentResource::try_new(source.to_owned()) {
                Ok(resource) => resource,
                Err((resource, errors)) => {
                    tracing::error!(
                        language = self.language.code(),
                        id,
                        ?errors,
                        "message file does not parse"
                    );
                    resource
                }
            };
            let mut referenced = Found::default();
            for entry in resource.entries() {
                references(entry, &mut referenced);
            }
            for name in referenced.messages.iter().chain(&referenced.terms) {
                if let Some((key, _)) = entry(self.language, name) {
                    todo.push(key);
                }
            }
            if let Err(errors) = parsed.bundle.add_resource(resource) {
                tracing::error!(
                    language = self.language.code(),
                    id,
                    ?errors,
                    "message file repeats messages"
                );
            }
        }
    }
}

/// Whether a text starts with a name whose case is not the sentence's: pawnpost's own
/// (always lower case) or a mail address (the player's spelling).
fn keeps_its_case(text: &str) -> bool {
    let first_word = text.split_whitespace().next().unwrap_or_default();
    text.starts_with("pawnpost") || first_word.contains('@')
}

/// The functions a message may call.
fn add_functions(bundle: &mut Bundle) {
    fn first_letter<'a>(args: &[FluentValue<'a>], change: fn(char) -> String) -> FluentValue<'a> {
        let Some(FluentValue::String(text)) = args.first() else {
            return FluentValue::None;
        };
        if keeps_its_case(text) {
            return FluentValue::String(text.clone());
        }
        let mut chars = text.chars();
        let out = match chars.next() {
            Some(first) => change(first) + chars.as_str(),
            None => String::new(),
        };
        FluentValue::String(Cow::Owned(out))
    }
    fn capitalize<'a>(args: &[FluentValue<'a>], _: &FluentArgs<'_>) -> FluentValue<'a> {
        first_letter(args, |c| c.to_uppercase().collect())
    }
    fn lowercase<'a>(args: &[FluentValue<'a>], _: &FluentArgs<'_>) -> FluentValue<'a> {
        first_letter(args, |c| c.to_lowercase().collect())
    }
    // Names are unique in a new bundle: adding cannot fail.
    let _ = bundle.add_function("CAPITALIZE", capitalize);
    let _ = bundle.add_function("LOWERCASE", lowercase);
}

/// Whether the pseudo-locale is on: what keeps formatted words must not keep them then.
#[doc(hidden)]
pub fn pseudo_locale() -> bool {
    PSEUDO.load(Ordering::SeqCst)
}

/// Each language's messages, indexed on first use; English's transformed for the
/// pseudo-locale test apart.
static LANGUAGES: [OnceLock<Lazy>; Language::ALL.len()] =
    [const { OnceLock::new() }; Language::ALL.len()];

static PSEUDO_LANGUAGE: LazyLock<Lazy> = LazyLock::new(|| Lazy::new(Language::English, true));

fn messages_of(language: Language) -> &'static Lazy {
    if language == Language::English && PSEUDO.load(Ordering::SeqCst) {
        return &PSEUDO_LANGUAGE;
    }
    let index = Language::ALL
        .iter()
        .position(|&l| l == language)
        .unwrap_or(0);
    LANGUAGES[index].get_or_init(|| Lazy::new(language, false))
}

/// The message `id` of `language` with `args`. A message missing in a language is
/// taken from English (the completeness test makes that a failing test, not a gap a
/// reader sees); one missing everywhere is its id, logged.
pub fn message(language: Language, id: &str, args: &Args) -> String {
    let fluent_args = args.fluent();
    let fallback = [language, Language::English];
    for messages in fallback.into_iter().map(messages_of) {
        if let Some(text) = messages.format(id, &fluent_args) {
            return text;
        }
    }
    tracing::error!(language = language.code(), id, "no such message");
    id.to_owned()
}

/// Every message of `language` with the variables it uses, those of the messages it
/// references included (`{ days-left }` sees its caller's `$days`), for the
/// completeness tests: `(id, variables)`.
#[doc(hidden)]
pub fn inventory(language: Language) -> Vec<(String, Vec<String>)> {
    use fluent_syntax::ast;
    let mut direct: Vec<(String, Vec<String>, Vec<String>)> = Vec::new();
    for (_, text) in language.folder().messages {
        let resource = match fluent_syntax::parser::parse(*text) {
            Ok(resource) => resource,
            Err((resource, _)) => resource,
        };
        for entry in resource.body {
            if let ast::Entry::Message(message) = entry {
                let mut found = Found::default();
                if let Some(pattern) = &message.value {
                    variables_of(pattern, &mut found);
                }
                direct.push((message.id.name.to_owned(), found.variables, found.messages));
            }
        }
    }
    let by_id: std::collections::HashMap<&str, (&Vec<String>, &Vec<String>)> = direct
        .iter()
        .map(|(id, variables, messages)| (id.as_str(), (variables, messages)))
        .collect();
    direct
        .iter()
        .map(|(id, _, _)| {
            let mut variables = Vec::new();
            let mut seen = vec![id.as_str()];
            let mut todo = vec![id.as_str()];
            while let Some(next) = todo.pop() {
                let Some((own, referenced)) = by_id.get(next) else {
                    continue;
                };
                variables.extend(own.iter().cloned());
                for reference in referenced.iter() {
                    if !seen.contains(&reference.as_str()) {
                        seen.push(reference);
                        todo.push(reference);
                    }
                }
            }
            variables.sort();
            variables.dedup();
            (id.clone(), variables)
        })
        .collect()
}

/// What a pattern uses: variables, and other messages.
#[derive(Default)]
struct Found {
    variables: Vec<String>,
    messages: Vec<String>,
    /// Terms, by their id with its `-`.
    terms: Vec<String>,
}

/// What an entry's value and attributes refer to.
fn references(entry: &fluent_syntax::ast::Entry<&str>, out: &mut Found) {
    use fluent_syntax::ast::Entry;
    let (value, attributes) = match entry {
        Entry::Message(message) => (message.value.as_ref(), &message.attributes),
        Entry::Term(term) => (Some(&term.value), &term.attributes),
        _ => return,
    };
    for pattern in value.into_iter().chain(attributes.iter().map(|a| &a.value)) {
        variables_of(pattern, out);
    }
}

fn variables_of(pattern: &fluent_syntax::ast::Pattern<&str>, out: &mut Found) {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    fn inline(expression: &InlineExpression<&str>, out: &mut Found) {
        match expression {
            InlineExpression::VariableReference { id } => out.variables.push(id.name.to_owned()),
            InlineExpression::MessageReference { id, .. } => out.messages.push(id.name.to_owned()),
            InlineExpression::TermReference { id, arguments, .. } => {
                out.terms.push(format!("-{}", id.name));
                for argument in arguments.iter().flat_map(|a| &a.positional) {
                    inline(argument, out);
                }
                for argument in arguments.iter().flat_map(|a| &a.named) {
                    inline(&argument.value, out);
                }
            }
            InlineExpression::FunctionReference { arguments, .. } => {
                for argument in &arguments.positional {
                    inline(argument, out);
                }
                for argument in &arguments.named {
                    inline(&argument.value, out);
                }
            }
            InlineExpression::Placeable { expression } => expr(expression, out),
            _ => {}
        }
    }
    fn expr(expression: &Expression<&str>, out: &mut Found) {
        match expression {
            Expression::Inline(e) => inline(e, out),
            Expression::Select { selector, variants } => {
                inline(selector, out);
                for variant in variants {
                    variables_of(&variant.value, out);
                }
            }
        }
    }
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expr(expression, out);
        }
    }
}

/// The parse errors of `language`'s files, by file, for the tests.
#[doc(hidden)]
pub fn parse_errors(language: Language) -> Vec<String> {
    let mut errors = Vec::new();
    for (name, text) in language.folder().messages {
        if let Err((_, found)) = fluent_syntax::parser::parse(*text) {
            errors.extend(
                found
                    .iter()
                    .map(|e| format!("{}/{name}: {e:?}", language.code())),
            );
        }
    }
    errors
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The whole of `language`'s files in one bundle, as every process parsed them
    /// before messages were parsed one by one.
    fn whole_bundle(language: Language) -> Bundle {
        let mut bundle = empty_bundle(language, false);
        for (_, text) in language.folder().messages {
            let resource = FluentResource::try_new((*text).to_owned()).unwrap();
            bundle.add_resource(resource).unwrap();
        }
        bundle
    }

    #[test]
    fn every_message_parsed_alone_reads_as_in_the_whole_files() {
        for language in Language::ALL {
            let whole = whole_bundle(language);
            let lazy = Lazy::new(language, false);
            let inventory = inventory(language);
            assert!(inventory.len() > 500, "{}", inventory.len());
            let entries = ENTRIES[language.index()];
            let files = language.folder().messages;
            let ids: Vec<&str> = entries
                .iter()
                .map(|&(file, start, id_len, _)| &files[file].1[start..start + id_len])
                .collect();
            assert_eq!(
                ids.iter().filter(|id| !id.starts_with('-')).count(),
                inventory.len(),
                "{}",
                language.code()
            );
            // The entries built are the files' as read now.
            let mut scanned: Vec<(&str, usize, usize, usize, usize)> = Vec::new();
            for (file, (_, text)) in files.iter().enumerate() {
                scanned.extend(
                    super::super::scan::ftl_entries(text)
                        .into_iter()
                        .map(|(id, start, end)| (id, file, start, id.len(), end)),
                );
            }
            scanned.sort_by(|a, b| a.0.cmp(b.0));
            let scanned: Vec<_> = scanned
                .into_iter()
                .map(|(_, f, s, l, e)| (f, s, l, e))
                .collect();
            assert_eq!(entries.to_vec(), scanned);
            for (id, variables) in &inventory {
                // Numbers pick plural forms, texts the other variants.
                for number in [None, Some(1), Some(3)] {
                    let mut args = FluentArgs::new();
                    for variable in variables {
                        match number {
                            Some(n) => args.set(variable.clone(), FluentValue::from(n)),
                            None => args.set(variable.clone(), FluentValue::from("x")),
                        }
                    }
                    let pattern = whole.get_message(id).and_then(|m| m.value()).unwrap();
                    let mut errors = Vec::new();
                    let expected = whole.format_pattern(pattern, Some(&args), &mut errors);
                    assert_eq!(
                        lazy.format(id, &args).as_deref(),
                        Some(&*expected),
                        "{} {id}",
                        language.code()
                    );
                }
            }
            // Parsing one message parsed it and what it refers to, not the language.
            let fresh = Lazy::new(language, false);
            fresh.format("headline-your-move", &FluentArgs::new());
            let parsed = fresh.state.read().unwrap().added.len();
            assert!((1..20).contains(&parsed), "{} {parsed}", language.code());
        }
    }

    fn after_colon(language: Language, id: &str, why: &str) -> String {
        let args = Args::new().with("why", why).with("why_kind", "refusal");
        message(language, id, &args)
    }

    #[test]
    fn a_sentence_after_a_colon_takes_the_language_s_case_but_a_name_keeps_its_own() {
        let reason = |text: &str| {
            let args = Args::new().with("text", "x").with("reason", text);
            message(Language::German, "line-not-understood", &args)
        };
        assert_eq!(
            reason("schreibe Kalender aus"),
            "pawnpost hat `x` nicht verstanden: Schreibe Kalender aus"
        );
        assert_eq!(
            reason("pawnpost spricht `xx` nicht"),
            "pawnpost hat `x` nicht verstanden: pawnpost spricht `xx` nicht"
        );
        assert_eq!(
            after_colon(Language::French, "line-not-done", "La partie est terminée."),
            "Non exécuté\u{a0}: la partie est terminée."
        );
        assert_eq!(
            after_colon(
                Language::French,
                "line-not-done",
                "Carol@example.org ne joue pas dans cette partie."
            ),
            "Non exécuté\u{a0}: Carol@example.org ne joue pas dans cette partie."
        );
    }
}
