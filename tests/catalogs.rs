//! Every message the code names exists in every catalog, and the catalogs of the three
//! languages hold the same keys: a report never shows a bare key to players.

use adjudicate::core::msg::{Catalog, Lang, Msg};
use std::collections::BTreeSet;
use std::path::Path;

const PREFIXES: &[&str] = &[
    "err-",
    "help-",
    "label-",
    "one-night-",
    "lupus-",
    "chechino-",
    "master-",
    "tally-",
    "rule-",
    "report-",
    "phase-",
    "kind-",
    "status-",
    "check-",
    "init-",
    "next-",
    "scenario-",
    "explain-",
];

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// String literals in the sources that look like message keys.
fn keys_in_code() -> BTreeSet<String> {
    let mut files = Vec::new();
    rust_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    let mut keys = BTreeSet::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for (i, literal) in text.split('"').enumerate() {
            let is_key = i % 2 == 1
                && PREFIXES.iter().any(|p| literal.starts_with(p))
                && literal.len() > 4
                && literal
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                && !literal.ends_with('-');
            if is_key {
                keys.insert(literal.to_string());
            }
        }
    }
    keys
}

fn keys_in_catalog(lang: &str) -> BTreeSet<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("locales")
        .join(lang);
    let mut keys = BTreeSet::new();
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let text = std::fs::read_to_string(entry.path()).unwrap();
        for line in text.lines() {
            if let Some((key, _)) = line.split_once(" =")
                && !key.starts_with([' ', '#', '*', '['])
                && !key.is_empty()
            {
                keys.insert(key.to_string());
            }
        }
    }
    keys
}

#[test]
fn every_key_in_the_code_is_in_the_english_catalog() {
    let english = keys_in_catalog("en");
    let missing: Vec<String> = keys_in_code()
        .into_iter()
        .filter(|k| !english.contains(k))
        .collect();
    assert!(
        missing.is_empty(),
        "keys missing from locales/en: {missing:?}"
    );
}

#[test]
fn keys_built_at_run_time_exist() {
    let catalog = Catalog::new(Lang::En);
    let roles = [
        "doppelganger",
        "werewolf",
        "minion",
        "mason",
        "seer",
        "robber",
        "troublemaker",
        "drunk",
        "insomniac",
        "villager",
        "hunter",
        "tanner",
    ];
    let kinds = [
        "info",
        "applied",
        "blocked",
        "redirected",
        "failed",
        "skipped",
        "random",
        "swap",
        "vote",
        "death",
        "win",
    ];
    let mut keys: Vec<String> = Vec::new();
    for role in roles {
        keys.push(format!("one-night-role-{role}"));
        keys.push(format!("one-night-help-{role}"));
    }
    keys.extend(kinds.iter().map(|k| format!("kind-{k}")));
    keys.extend((1..=3).map(|n| format!("one-night-center-{n}")));
    for role in adjudicate::rules::lupus::roles::Role::ALL {
        keys.push(format!("lupus-role-{}", role.id()));
        keys.push(format!("lupus-help-{}", role.id()));
    }
    for key in keys {
        assert!(catalog.has(&key), "{key} is missing from locales/en");
    }
}

#[test]
fn the_three_languages_hold_the_same_keys() {
    let english = keys_in_catalog("en");
    for lang in ["es", "it"] {
        let other = keys_in_catalog(lang);
        let missing: Vec<&String> = english.difference(&other).collect();
        let extra: Vec<&String> = other.difference(&english).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "locales/{lang}: missing {missing:?}, not in English {extra:?}"
        );
    }
}

#[test]
fn role_names_render_in_the_games_language() {
    let msg = Msg::new("one-night-your-card").arg("role", "@one-night-role-werewolf");
    assert_eq!(
        Catalog::new(Lang::Es).text(&msg),
        "Tu carta: **Hombre lobo**."
    );
    assert_eq!(
        Catalog::new(Lang::En).text(&msg),
        "Your card: **Werewolf**."
    );
}
