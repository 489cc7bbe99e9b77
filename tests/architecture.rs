//! The arrows of docs/architecture.md, checked on the source: which module may name
//! which, and no circle among the daemon's steps. A `use` that breaks a rule fails
//! here with the file and the module it names.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`.
fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let Ok(entries) = fs::read_dir(dir) else {
        return found;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            found.extend(sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
    found.sort();
    found
}

/// The code of a file without comments and without its `#[cfg(test)]` module (tests
/// may reach anywhere).
fn code(path: &Path) -> String {
    let text = fs::read_to_string(path).unwrap();
    let text = match text.find("#[cfg(test)]\nmod tests") {
        Some(at) => &text[..at],
        None => &text,
    };
    text.lines()
        .map(|line| match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The top-level modules of the crate a file names as `crate::NAME`.
fn crate_modules(code: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for (at, _) in code.match_indices("crate::") {
        let rest = &code[at + "crate::".len()..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        if !name.is_empty() {
            names.insert(name);
        }
    }
    names
}

/// The files of module `name` (`src/name.rs` or `src/name/**`).
fn module_files(name: &str) -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = sources(&root.join(name));
    let single = root.join(format!("{name}.rs"));
    if single.exists() {
        files.push(single);
    }
    assert!(!files.is_empty(), "no module {name}");
    files
}

fn assert_names_none_of(module: &str, forbidden: &[&str]) {
    for file in module_files(module) {
        let named = crate_modules(&code(&file));
        for bad in forbidden {
            assert!(
                !named.contains(*bad),
                "{} names crate::{bad}, against the arrows of docs/architecture.md",
                file.display()
            );
        }
    }
}

#[test]
fn the_lower_modules_name_nothing_above_them() {
    // A language's files and words sit below everything that speaks or reads them.
    assert_names_none_of(
        "i18n",
        &[
            "notation",
            "command",
            "game",
            "letter",
            "render",
            "store",
            "mail",
            "daemon",
            "admin",
            "community",
            "config",
            "identity",
            "address",
        ],
    );
    assert_names_none_of(
        "rules",
        &[
            "notation",
            "command",
            "game",
            "letter",
            "render",
            "store",
            "mail",
            "daemon",
            "admin",
            "community",
            "config",
            "identity",
            "address",
        ],
    );
    assert_names_none_of(
        "mail",
        &[
            "rules",
            "notation",
            "command",
            "game",
            "letter",
            "render",
            "store",
            "daemon",
            "admin",
            "community",
        ],
    );
    assert_names_none_of("store", &["mail", "daemon", "admin", "letter", "render"]);
    // The endgame tables answer the game's one question from the rules core alone.
    assert_names_none_of(
        "tablebase",
        &[
            "notation",
            "command",
            "game",
            "letter",
            "render",
            "store",
            "mail",
            "daemon",
            "admin",
            "community",
            "config",
            "identity",
            "address",
        ],
    );
    assert_names_none_of(
        "game",
        &["letter", "render", "store", "mail", "daemon", "admin"],
    );
    assert_names_none_of("letter", &["store", "mail", "daemon", "admin"]);
    // The public site reads the store and writes its directory; what a page may show
    // is decided there, never by the letters' or the mail's code.
    assert_names_none_of(
        "publish",
        &["letter", "mail", "daemon", "admin", "identity"],
    );
    assert_names_none_of("daemon", &["admin"]);
    // What a monitor reads and what a backup copies know the store, not the mail flow.
    for module in ["health", "backup"] {
        assert_names_none_of(
            module,
            &[
                "daemon", "admin", "mail", "letter", "render", "command", "notation",
            ],
        );
    }
    for module in ["identity", "address", "time", "private_files"] {
        assert_names_none_of(
            module,
            &[
                "rules",
                "notation",
                "command",
                "game",
                "letter",
                "render",
                "store",
                "mail",
                "daemon",
                "admin",
                "community",
            ],
        );
    }
}

#[test]
fn only_main_and_admin_name_the_daemon_and_no_library_module_prints() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    for file in sources(&root) {
        let relative = file
            .strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        let code = code(&file);
        if relative == "main.rs" {
            continue;
        }
        if !relative.starts_with("daemon") && relative != "admin.rs" {
            assert!(
                !crate_modules(&code).contains("daemon"),
                "{relative} names crate::daemon"
            );
        }
        for print in ["println!", "eprintln!", "print!(", "eprint!("] {
            assert!(!code.contains(print), "{relative} prints ({print})");
        }
    }
}

/// Which sibling modules each module of `src/<dir>` names in its code (tests and
/// comments aside): a file `name.rs`, or a folder `name/` (its `mod.rs` by `super::`,
/// any of its files by the crate path).
fn sibling_uses(dir: &str) -> BTreeMap<String, BTreeSet<String>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src").join(dir);
    let mut modules: BTreeMap<String, (String, String)> = BTreeMap::new();
    for entry in fs::read_dir(&root).unwrap().flatten() {
        let path = entry.path();
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            let top = code(&path.join("mod.rs"));
            let all: Vec<String> = sources(&path).iter().map(|f| code(f)).collect();
            modules.insert(name, (top, all.join("\n")));
        } else if name != "mod" && path.extension().is_some_and(|e| e == "rs") {
            let code = code(&path);
            modules.insert(name, (code.clone(), code));
        }
    }
    let crate_path = format!("crate::{}::", dir.replace('/', "::"));
    let names: Vec<String> = modules.keys().cloned().collect();
    let mut uses = BTreeMap::new();
    for (name, (top, all)) in &modules {
        let named = names
            .iter()
            .filter(|other| *other != name)
            .filter(|other| {
                all.contains(&format!("{crate_path}{other}::"))
                    || top.contains(&format!("super::{other}::"))
                    || top.contains(&format!("super::{other};"))
                    || top.contains(&format!(" {other}::"))
                        && (top.contains(&format!("super::{{{other}"))
                            || top.contains(&format!(", {other}}}"))
                            || top.contains(&format!(", {other},"))
                            || top.contains(&format!("{{{other},")))
            })
            .cloned()
            .collect();
        uses.insert(name.clone(), named);
    }
    uses
}

/// Fails on the first circle among `uses`, naming it.
fn assert_no_circle(dir: &str, uses: &BTreeMap<String, BTreeSet<String>>) {
    // A depth-first walk: reaching a module that is still on the path is a circle.
    fn walk(
        dir: &str,
        step: &str,
        uses: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) {
        if done.contains(step) {
            return;
        }
        if let Some(at) = path.iter().position(|s| s == step) {
            panic!(
                "import circle in src/{dir}: {} -> {step}",
                path[at..].join(" -> ")
            );
        }
        path.push(step.to_owned());
        for next in &uses[step] {
            walk(dir, next, uses, path, done);
        }
        path.pop();
        done.insert(step.to_owned());
    }
    let mut done = BTreeSet::new();
    for step in uses.keys() {
        walk(dir, step, uses, &mut Vec::new(), &mut done);
    }
}

#[test]
fn the_steps_of_the_daemon_form_no_circle() {
    let uses = sibling_uses("daemon");
    assert_no_circle("daemon", &uses);
    // The walk saw real edges: intake hands mail to the lobby and the game.
    assert!(uses["intake"].contains("lobby") && uses["intake"].contains("in_game"));
}

/// The command reader in layers (issue 35): the word lists, then the tokens and the
/// arguments every reader shares, then the argument readers, the phrase table, and the
/// line reader on top. A new reader imports downwards only.
#[test]
fn the_layers_of_the_command_reader_form_no_circle() {
    let uses = sibling_uses("command");
    assert_no_circle("command", &uses);
    // The bottom names nothing of the reader; the top reads through every layer.
    assert!(uses["lexicon"].is_empty(), "{:?}", uses["lexicon"]);
    assert_eq!(
        uses["token"],
        BTreeSet::from(["lexicon".to_owned()]),
        "the tokens sit on the word lists alone"
    );
    for reader in ["clock", "community", "conditions", "notes"] {
        for above in ["parse", "vocabulary"] {
            assert!(!uses[reader].contains(above), "{reader} names {above}");
        }
    }
    for layer in ["lexicon", "token", "clock", "vocabulary", "trim"] {
        assert!(uses["parse"].contains(layer), "parse does not name {layer}");
    }
}

/// The letters in layers (issue 31): the catalogue words what the writers decide and
/// names no writer; the clock's lines are data the writers and the catalogue share.
#[test]
fn the_letter_modules_form_no_circle() {
    let uses = sibling_uses("letter");
    assert_no_circle("letter", &uses);
    assert!(!uses["clock"].contains("write"), "{:?}", uses["clock"]);
    assert!(
        !uses["catalogue"].contains("write"),
        "{:?}",
        uses["catalogue"]
    );
    // The walk saw real edges: the writers use the catalogue and the clock's lines.
    assert!(uses["write"].contains("catalogue") && uses["write"].contains("clock"));
}
