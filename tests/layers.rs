//! The layout the project holds itself to (docs/ARCHITECTURE.md, "Layers"): the core never
//! names the rulesets, the commands never name the command line, no source file (of src/ or
//! tests/) grows past 600 lines and no function (of src/) past 80.

#[path = "layers/fn_extents.rs"]
mod fn_extents;

use std::fs;
use std::path::{Path, PathBuf};

/// The longest a source file may be.
const MAX_LINES: usize = 600;

/// The longest a function may be, from its `fn` line to its closing brace.
const MAX_FN_LINES: usize = 80;

/// Functions already over [`MAX_FN_LINES`] when the check came in (issue 26): file, name, and
/// the length they may not pass. The list may only shrink: split one, drop its line.
const LONG_FNS_TODAY: &[(&str, &str, usize)] = &[];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The path of a file as the repository writes it (`src/core/engine.rs`).
fn shown(path: &Path) -> String {
    path.strip_prefix(root())
        .unwrap_or(path)
        .to_string_lossy()
        .replace('\\', "/")
}

/// Every line of the `.rs` files under `dir` that names `what`, as `path:line: text`.
fn lines_naming(dir: &str, what: &str) -> Vec<String> {
    let mut files = Vec::new();
    rust_files(&root().join(dir), &mut files);
    assert!(!files.is_empty(), "no files under {dir}");
    let mut found = Vec::new();
    for path in files {
        let text = fs::read_to_string(&path).expect("a readable source file");
        for (n, line) in text.lines().enumerate() {
            if line.contains(what) {
                found.push(format!("{}:{}: {}", shown(&path), n + 1, line.trim()));
            }
        }
    }
    found
}

#[test]
fn the_core_never_names_the_rulesets() {
    let found = lines_naming("src/core", "crate::rules");
    assert!(
        found.is_empty(),
        "src/core must not depend on src/rules (look rulesets up through \
         crate::core::ruleset):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_commands_never_name_the_command_line() {
    // cli → cmd: `cli.rs` parses and dispatches; what commands share (`Failed`) is in `cmd/`.
    let found = lines_naming("src/cmd", "crate::cli");
    assert!(
        found.is_empty(),
        "src/cmd must not depend on src/cli.rs (what commands share lives in src/cmd/):\n{}",
        found.join("\n")
    );
}

/// "no source file over 600 lines" holds for the tests as for the program: a test file past it
/// is split along what it tests, its shared helpers in a `*_support` module beside it.
#[test]
fn no_source_file_is_over_600_lines() {
    let mut files = Vec::new();
    for dir in ["src", "tests"] {
        rust_files(&root().join(dir), &mut files);
    }
    let mut over = Vec::new();
    for path in files {
        let lines = fs::read_to_string(&path)
            .expect("a readable source file")
            .lines()
            .count();
        if lines > MAX_LINES {
            over.push(format!("{}: {lines} lines", shown(&path)));
        }
    }
    assert!(
        over.is_empty(),
        "source files over {MAX_LINES} lines (split them into smaller modules):\n{}",
        over.join("\n")
    );
}

#[test]
fn no_new_function_is_over_80_lines() {
    let mut files = Vec::new();
    rust_files(&root().join("src"), &mut files);
    let mut long = Vec::new();
    let mut misread = Vec::new();
    let mut still_long = Vec::new();
    for path in files {
        let name = shown(&path);
        let text = fs::read_to_string(&path).expect("a readable source file");
        misread.extend(
            fn_extents::misread(&text)
                .into_iter()
                .map(|m| format!("{name}:{m}")),
        );
        for f in fn_extents::functions(&text) {
            if f.lines <= MAX_FN_LINES {
                continue;
            }
            let allowed = LONG_FNS_TODAY
                .iter()
                .find(|(file, fn_name, _)| *file == name && *fn_name == f.name);
            match allowed {
                Some((_, _, most)) if f.lines <= *most => still_long.push((name.clone(), f.name)),
                Some((_, _, most)) => {
                    still_long.push((name.clone(), f.name.clone()));
                    long.push(format!(
                        "{name}:{}: fn {} is {} lines, more than the {most} it had (split it)",
                        f.line, f.name, f.lines
                    ))
                }
                None => long.push(format!(
                    "{name}:{}: fn {} is {} lines (over {MAX_FN_LINES}; split it)",
                    f.line, f.name, f.lines
                )),
            }
        }
    }
    assert!(
        misread.is_empty(),
        "functions whose end the scanner misread (tests/layers/fn_extents.rs):\n{}",
        misread.join("\n")
    );
    for (file, fn_name, _) in LONG_FNS_TODAY {
        if !still_long.iter().any(|(f, n)| f == file && n == fn_name) {
            println!(
                "{file}: fn {fn_name} is no longer over {MAX_FN_LINES} lines: drop it from LONG_FNS_TODAY"
            );
        }
    }
    assert!(
        long.is_empty(),
        "functions over {MAX_FN_LINES} lines:\n{}",
        long.join("\n")
    );
}

/// With `autotests = false` (Cargo.toml), a file of `tests/` that `tests/suite.rs` does not name
/// is never compiled: its tests would pass by not running. Every one is a module of the suite,
/// or the scenarios' own runner.
#[test]
fn every_test_file_is_a_module_of_the_suite() {
    let tests = root().join("tests");
    let suite = fs::read_to_string(tests.join("suite.rs")).expect("tests/suite.rs");
    let mut missing = Vec::new();
    for entry in fs::read_dir(&tests).expect("tests/") {
        let path = entry.expect("a directory entry").path();
        let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
            continue;
        };
        let Some(module) = name.strip_suffix(".rs") else {
            continue;
        };
        if ["suite", "scenarios"].contains(&module) || !path.is_file() {
            continue;
        }
        if !suite.lines().any(|l| l == format!("mod {module};")) {
            missing.push(name.to_string());
        }
    }
    missing.sort();
    assert!(
        missing.is_empty(),
        "tests/suite.rs does not name these files, so they never run: {missing:?}"
    );
}
