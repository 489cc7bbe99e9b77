//! Which message says each sentence of an event in stages ([`StageLine`]) and with
//! which arguments. The words are the `stage-…` messages of `i18n/<code>/stages.ftl`.

use crate::community::standings::points_text;
use crate::i18n::Args;
use crate::letter::stages::StageLine;

/// The message of `line` and its arguments.
pub fn message(line: &StageLine) -> (&'static str, Args) {
    use StageLine as S;
    match line {
        S::Begins {
            name,
            section,
            sections,
            qualify,
            final_name,
            form,
        } => (
            "stage-begins",
            Args::new()
                .with("name", name)
                .with("section", section)
                .with("sections", *sections)
                .with("qualify", *qualify)
                .with("final", final_name)
                .with("form", form.key()),
        ),
        S::Qualified {
            name,
            section,
            place,
            halves,
            final_name,
            seed,
        } => (
            "stage-qualified",
            Args::new()
                .with("name", name)
                .with("section", section)
                .with("place", *place)
                .with("points", points_text(*halves))
                .with("final", final_name)
                .with(
                    "form",
                    if seed.is_some() {
                        "knockout"
                    } else {
                        "round-robin"
                    },
                )
                .with("seed", seed.map_or(0, |(s, _)| s))
                .with("finalists", seed.map_or(0, |(_, n)| n)),
        ),
        S::Out {
            name,
            section,
            place,
            halves,
            qualify,
            last_in,
            last_halves,
            ahead,
        } => (
            "stage-out",
            Args::new()
                .with("name", name)
                .with("section", section)
                .with("place", *place)
                .with("points", points_text(*halves))
                .with("qualify", *qualify)
                .with("last", last_in)
                .with("last_points", points_text(*last_halves))
                .with("ahead", ahead.key()),
        ),
        S::Heading {
            name,
            qualify,
            final_name,
            form,
        } => (
            "stage-heading",
            Args::new()
                .with("name", name)
                .with("qualify", *qualify)
                .with("form", form.key())
                .with("final", final_name.as_deref().unwrap_or(""))
                .with("made", if final_name.is_some() { "yes" } else { "no" }),
        ),
    }
}
