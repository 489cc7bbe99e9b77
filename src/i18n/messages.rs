//! The Fluent side of the catalogue: one bundle per language, made from its folder's
//! `.ftl` files at first use, and [`message`], the one way a sentence is made.
//!
//! Placeables are not wrapped in Unicode isolation marks (the letters are plain text
//! and HTML that pawnpost lays out itself, and a mark would reach mail clients that
//! show it). `CAPITALIZE` and `LOWERCASE` (the first letter of a text) let a language
//! continue a sentence after a colon its own way; a text that starts with pawnpost's
//! name or a mail address keeps its case.

use std::borrow::Cow;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{LazyLock, OnceLock};

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

fn bundle(language: Language, transform: bool) -> Bundle {
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
    for (name, text) in language.folder().messages {
        // A file that does not parse is a build defect the tests catch
        // (`tests/languages.rs`); what parsed of it is still used.
        let resource = match FluentResource::try_new((*text).to_owned()) {
            Ok(resource) => resource,
            Err((resource, errors)) => {
                tracing::error!(
                    language = language.code(),
                    file = name,
                    ?errors,
                    "message file does not parse"
                );
                resource
            }
        };
        if let Err(errors) = bundle.add_resource(resource) {
            tracing::error!(
                language = language.code(),
                file = name,
                ?errors,
                "message file repeats messages"
            );
        }
    }
    bundle
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

/// One bundle per language, each parsed on its first use: a process that writes to one
/// reader parses that language's files (and English's only when a message falls back).
static BUNDLES: [OnceLock<Bundle>; Language::ALL.len()] =
    [const { OnceLock::new() }; Language::ALL.len()];

static PSEUDO_BUNDLE: LazyLock<Bundle> = LazyLock::new(|| bundle(Language::English, true));

fn bundle_of(language: Language) -> &'static Bundle {
    if language == Language::English && PSEUDO.load(Ordering::SeqCst) {
        return &PSEUDO_BUNDLE;
    }
    let index = Language::ALL
        .iter()
        .position(|&l| l == language)
        .unwrap_or(0);
    BUNDLES[index].get_or_init(|| bundle(language, false))
}

/// The message `id` of `language` with `args`. A message missing in a language is
/// taken from English (the completeness test makes that a failing test, not a gap a
/// reader sees); one missing everywhere is its id, logged.
pub fn message(language: Language, id: &str, args: &Args) -> String {
    let fluent_args = args.fluent();
    let fallback = [language, Language::English];
    for bundle in fallback.into_iter().map(bundle_of) {
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
            continue;
        };
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
        if !errors.is_empty() {
            tracing::error!(
                language = language.code(),
                id,
                ?errors,
                "message formatted with errors"
            );
        }
        return text.into_owned();
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
}

fn variables_of(pattern: &fluent_syntax::ast::Pattern<&str>, out: &mut Found) {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    fn inline(expression: &InlineExpression<&str>, out: &mut Found) {
        match expression {
            InlineExpression::VariableReference { id } => out.variables.push(id.name.to_owned()),
            InlineExpression::MessageReference { id, .. } => out.messages.push(id.name.to_owned()),
            InlineExpression::FunctionReference { arguments, .. } => {
                for argument in &arguments.positional {
                    inline(argument, out);
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
