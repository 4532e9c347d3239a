//! Every message the code names exists in every catalog, and the catalogs of the three
//! languages hold the same keys: a report never shows a bare key to players.

use adjudicate::core::msg::{Catalog, Lang, Msg};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

const PREFIXES: &[&str] = &[
    "err-",
    "help-",
    "label-",
    "one-night-",
    "lupus-",
    "chechino-",
    "chez-geek-",
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
    "map-",
    "import-",
    "wagons-",
    "archive-",
    "fetch-",
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
    adjudicate::rules::install();
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
    adjudicate::rules::install();
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
    adjudicate::rules::install();
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
    adjudicate::rules::install();
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

/// Each message of a catalog file with the variables it names (`$x`), `_gender` ones left out
/// (the catalog adds them).
fn messages_with_variables(lang: &str) -> Vec<(String, BTreeSet<String>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("locales")
        .join(lang);
    let mut out: Vec<(String, BTreeSet<String>)> = Vec::new();
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .collect();
    files.sort();
    for path in files {
        let text = std::fs::read_to_string(path).unwrap();
        for line in text.lines() {
            if let Some((key, _)) = line.split_once(" =")
                && !key.starts_with([' ', '#', '*', '['])
                && !key.is_empty()
            {
                out.push((key.to_string(), BTreeSet::new()));
            }
            if line.starts_with('#') {
                continue;
            }
            let Some((_, vars)) = out.last_mut() else {
                continue;
            };
            // A reference to another message (`{ among-us-the-place }`) needs its variables.
            for part in line.split("{ ").skip(1) {
                let name: String = part
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                    .collect();
                if !name.is_empty() && part[name.len()..].starts_with(" }") {
                    vars.insert(format!("@ref:{name}"));
                }
            }
            for part in line.split('$').skip(1) {
                let name: String = part
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                    .collect();
                if !name.is_empty() && !name.ends_with("_gender") && name != "gender" {
                    vars.insert(name);
                }
            }
        }
    }
    // Each reference brings the variables of the message it names.
    let own: BTreeMap<String, BTreeSet<String>> = out.iter().cloned().collect();
    for (_, vars) in &mut out {
        let refs: Vec<String> = vars
            .iter()
            .filter_map(|v| v.strip_prefix("@ref:").map(str::to_string))
            .collect();
        vars.retain(|v| !v.starts_with("@ref:"));
        for r in refs {
            if let Some(more) = own.get(&r) {
                vars.extend(more.iter().filter(|v| !v.starts_with("@ref:")).cloned());
            }
        }
    }
    out
}

/// English words that must not show in a Spanish or Italian report (none is also a word of
/// the language; `vote` is Spanish too, "que no vote", so it is looked for in Italian only).
const ENGLISH: &[&str] = &[
    "the", "and", "player", "phase", "over", "accept", "reject", "sent", "night", "day", "you",
    "your", "with", "not",
];

/// English order verbs and headers that a Spanish or Italian help line must not show in
/// backticks: the game's language has its own, which the program reads.
const ENGLISH_ORDERS: &[&str] = &[
    "sent", "accept", "reject", "vote", "bite", "protect", "copy", "see", "rob", "swap", "take",
    "owl", "tell", "sniff", "tame", "revive", "nominate", "modkill", "replace", "correct",
];

/// The first word of each span in backticks (`sent: …`, `vote NAME`).
fn quoted_verbs(text: &str) -> Vec<String> {
    text.split('`')
        .skip(1)
        .step_by(2)
        .filter_map(|quoted| {
            quoted
                .split(|c: char| !c.is_alphabetic())
                .next()
                .map(str::to_lowercase)
        })
        .collect()
}

fn is_english(word: &str, lang: Lang, key: &str) -> bool {
    // Chechino's rulebook is Spanish: its quotes stay Spanish in every catalog.
    let spanish = lang == Lang::Es || key.starts_with("rule-chechino-");
    ENGLISH.contains(&word) || (word == "vote" && !spanish)
}

/// The words of a rendered message, leaving out what is quoted in backticks (orders and option
/// values as the master types them).
fn words_outside_backticks(text: &str) -> Vec<String> {
    text.split('`')
        .step_by(2)
        .flat_map(|part| {
            part.split(|c: char| !c.is_alphabetic() && c != '_')
                .filter(|w| !w.is_empty())
                .map(str::to_lowercase)
                .collect::<Vec<_>>()
        })
        .collect()
}

#[test]
fn every_message_renders_for_f_m_and_neutral_players_without_holes_or_english() {
    adjudicate::rules::install();
    use adjudicate::core::game::Game;
    let players = [("Ana", "f"), ("Bruno", "m"), ("Sam", "")];
    let mut roster = String::new();
    for (name, gender) in players {
        roster.push_str(&format!("- name: {name}\n  alive: true\n"));
        if !gender.is_empty() {
            roster.push_str(&format!("  gender: {gender}\n"));
        }
    }
    let mut failures = Vec::new();
    for (code, lang) in [("es", Lang::Es), ("it", Lang::It), ("en", Lang::En)] {
        for ruleset in ["one-night", "lupus", "chechino", "among-us", "chez-geek"] {
            let yaml = format!(
                "format: 1\nruleset: {ruleset}\nlanguage: {code}\nseed: 1\nphase: day\nplayers:\n{roster}state: null\n"
            );
            let game: Game = serde_yaml::from_str(&yaml).unwrap();
            let catalog = Catalog::for_ruleset(lang, ruleset).with_genders(&game);
            for (key, vars) in messages_with_variables(code) {
                let own = key.starts_with(&format!("{ruleset}-"))
                    || key.starts_with(&format!("rule-{ruleset}-"));
                let other = ["one-night", "lupus", "chechino", "among-us", "chez-geek"]
                    .iter()
                    .any(|r| key.contains(&format!("{r}-")));
                if other && !own {
                    continue;
                }
                let mut renders = Vec::new();
                for (reader, _) in players {
                    let reading = catalog.for_reader(reader);
                    // Every variable a player of each gender, or a role of each gender.
                    for (who, _) in players {
                        let mut msg = Msg::new(&key);
                        for var in &vars {
                            msg = msg.arg(var, who);
                        }
                        renders.push(reading.text(&msg));
                        let mut msg = Msg::new(&key).arg("player", who);
                        for var in vars.iter().filter(|v| *v != "player") {
                            let role = match ruleset {
                                "lupus" => "@lupus-role-lupo-mannaro",
                                "chechino" => "@chechino-role-piromano",
                                "among-us" => "@among-us-side-impostor",
                                // Chez Geek has no roles: a phase's name stands for one.
                                "chez-geek" => "@chez-geek-phase-pena",
                                _ => "@one-night-role-werewolf",
                            };
                            msg = msg.arg(var, role);
                        }
                        renders.push(reading.text(&msg));
                    }
                    for n in 0..=2 {
                        let mut msg = Msg::new(&key);
                        for var in &vars {
                            msg = msg.arg(var, n);
                        }
                        renders.push(reading.text(&msg));
                    }
                }
                for text in renders {
                    if text.contains('{') || text.contains('}') || text == key {
                        failures.push(format!("{code}/{key}: unresolved: {text}"));
                    }
                    if lang != Lang::En {
                        for verb in quoted_verbs(&text) {
                            if ENGLISH_ORDERS.contains(&verb.as_str()) {
                                failures
                                    .push(format!("{code}/{key}: English order `{verb}`: {text}"));
                            }
                        }
                        for word in words_outside_backticks(&text) {
                            if is_english(&word, lang, &key) {
                                failures.push(format!("{code}/{key}: English `{word}`: {text}"));
                            }
                        }
                    }
                }
            }
        }
    }
    failures.sort();
    failures.dedup();
    assert!(
        failures.is_empty(),
        "{} problems:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

fn game_with(ruleset: &str, lang: &str, players: &[(&str, &str)]) -> adjudicate::core::game::Game {
    let mut yaml =
        format!("format: 1\nruleset: {ruleset}\nlanguage: {lang}\nseed: 1\nphase: day\nplayers:\n");
    for (name, gender) in players {
        yaml.push_str(&format!("- name: {name}\n  alive: true\n"));
        if !gender.is_empty() {
            yaml.push_str(&format!("  gender: {gender}\n"));
        }
    }
    yaml.push_str("state: null\n");
    serde_yaml::from_str(&yaml).unwrap()
}

#[test]
fn a_female_player_dies_buried_and_lynched_in_the_feminine() {
    adjudicate::rules::install();
    let game = game_with(
        "chechino",
        "es",
        &[("Rocío", "f"), ("Álvaro", "m"), ("Sam", "")],
    );
    let es = Catalog::for_ruleset(Lang::Es, "chechino").with_genders(&game);
    let death = |key: &str, who: &str| es.text(&Msg::new(key).arg("player", who));
    assert_eq!(
        death("chechino-death-enterrado", "Rocío"),
        "Rocío ha muerto enterrada."
    );
    assert_eq!(
        death("chechino-death-enterrado", "Álvaro"),
        "Álvaro ha muerto enterrado."
    );
    assert_eq!(
        death("chechino-death-enterrado", "Sam"),
        "Sam ha muerto bajo tierra."
    );
    assert_eq!(death("chechino-lynched", "Rocío"), "Rocío es linchada.");
    let game = game_with(
        "lupus",
        "it",
        &[("Lucía", "f"), ("Giulia", "f"), ("Marco", "m")],
    );
    let it = Catalog::for_ruleset(Lang::It, "lupus").with_genders(&game);
    let text = |key: &str, who: &str| it.text(&Msg::new(key).arg("player", who));
    assert_eq!(
        text("lupus-death-rogo", "Lucía"),
        "**Lucía** viene bruciata al rogo."
    );
    assert_eq!(text("status-alive", "Giulia"), "Giulia: viva");
    assert_eq!(text("status-alive", "Marco"), "Marco: vivo");
}

#[test]
fn a_role_name_takes_the_feminine_of_its_player_or_reader() {
    adjudicate::rules::install();
    let game = game_with(
        "chechino",
        "es",
        &[("Lucía", "f"), ("Begoña", "f"), ("Álvaro", "m")],
    );
    let es = Catalog::for_ruleset(Lang::Es, "chechino").with_genders(&game);
    let final_role = Msg::new("chechino-final-role")
        .arg("player", "Lucía")
        .arg("role", "@chechino-role-piromano");
    assert_eq!(es.text(&final_role), "Lucía era Pirómana.");
    let final_role = final_role.arg("player", "Álvaro");
    assert_eq!(es.text(&final_role), "Álvaro era Pirómano.");
    // Her own role PM, and her love, agree with the reader.
    let yours = Msg::new("chechino-your-role").arg("role", "@chechino-role-sonambulo");
    assert_eq!(
        es.for_reader("Begoña").text(&yours),
        "Tu rol: **Sonámbula**."
    );
    let love = Msg::new("chechino-in-love").arg("player", "Álvaro");
    assert_eq!(
        es.for_reader("Begoña").text(&love),
        "Estás enamorada de Álvaro."
    );
    assert_eq!(
        es.for_reader("Álvaro")
            .text(&love.clone().arg("player", "Begoña")),
        "Estás enamorado de Begoña."
    );
    // The Veggente has one form.
    let game = game_with("lupus", "it", &[("Francesca", "f")]);
    let it = Catalog::for_ruleset(Lang::It, "lupus").with_genders(&game);
    let role = Msg::new("lupus-final-role")
        .arg("player", "Francesca")
        .arg("role", "@lupus-role-veggente");
    assert_eq!(it.text(&role), "Francesca: **Veggente**.");
}

#[test]
fn one_left_is_singular_in_spanish_and_italian() {
    adjudicate::rules::install();
    let left = |lang, n: i64| {
        Catalog::for_ruleset(lang, "chechino")
            .text(&Msg::new("chechino-suit-stolen").arg("left", n))
    };
    assert_eq!(
        left(Lang::Es, 1),
        "Han robado un traje de camuflaje (queda 1)."
    );
    assert_eq!(
        left(Lang::Es, 0),
        "Han robado un traje de camuflaje (no queda ninguno)."
    );
    assert_eq!(
        left(Lang::It, 1),
        "È stata rubata una tuta mimetica (ne resta 1)."
    );
    let walls = Msg::new("chechino-wall-hits")
        .arg("path", "D-F")
        .arg("count", 1);
    assert_eq!(
        Catalog::for_ruleset(Lang::Es, "chechino").text(&walls),
        "Tu muro en D-F detuvo a 1 persona."
    );
}

#[test]
fn the_decisive_vote_names_a_female_narcisista_in_the_feminine() {
    adjudicate::rules::install();
    let game = game_with("lupus", "it", &[("Marco", "m"), ("Francesca", "f")]);
    let it = Catalog::for_ruleset(Lang::It, "lupus").with_genders(&game);
    let msg = Msg::new("lupus-decisive-vote")
        .arg("player", "Marco")
        .arg("narcissist", "Francesca");
    assert_eq!(
        it.text(&msg),
        "Marco ha dato il voto determinante contro la Narcisista."
    );
}
