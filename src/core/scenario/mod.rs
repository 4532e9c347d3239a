//! Scenario files: the test backbone, in the style of the Diplomacy adjudicator test cases.
//! One rule clause per case; a state, the orders of each phase, and what must follow.
//! The format is documented in the README ("Scenario files").

use crate::core::diag::{Problem, render_all};
use crate::core::engine::{self, Entry, NewGame};
use crate::core::game::Game;
use crate::core::msg::{Catalog, Lang, Msg};
use crate::core::names::fold;
use crate::core::report::Format;
use crate::core::store::RawFile;
use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};

mod expect;
use expect::check_expectations;

#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub enum PlayerSpec {
    Name(String),
    Full {
        name: String,
        #[serde(default)]
        aliases: Vec<String>,
    },
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    pub name: String,
    /// The rulebook clause this case pins, quoted.
    pub rule: String,
    pub ruleset: String,
    #[serde(default = "default_seed")]
    pub seed: u64,
    /// Reports are matched in this language (English unless said).
    #[serde(default)]
    pub language: Option<Lang>,
    pub players: Vec<PlayerSpec>,
    #[serde(default)]
    pub options: BTreeMap<String, serde_yaml::Value>,
    /// The ruleset's initial state (the schema of `state:` in game.yaml); without it the
    /// game is dealt from the seed, with `roles` fixing some players' roles.
    #[serde(default)]
    pub setup: Option<serde_yaml::Value>,
    #[serde(default)]
    pub roles: BTreeMap<String, String>,
    /// Players' genders (`Rocío: f`), as the roster's `gender` column gives them.
    #[serde(default)]
    pub genders: BTreeMap<String, crate::core::game::Gender>,
    /// Scripted draws for the deal.
    #[serde(default)]
    pub draws: Vec<u64>,
    /// What the setup must have told (role PMs: `private`, `not_private`, `public`…) and dealt
    /// (`role`, `state`).
    #[serde(default)]
    pub setup_expect: Option<Expect>,
    pub phases: Vec<Step>,
}

fn default_seed() -> u64 {
    1
}

/// A running count instead of a resolution: what `adjudicate tally` would post.
#[derive(Debug, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct TallyStep {
    /// A pasted thread (the format of `tally --thread`); without it, the step's PMs.
    #[serde(default)]
    pub thread: Option<String>,
    #[serde(default)]
    pub syntax: Option<String>,
    #[serde(default)]
    pub strip_spoilers: bool,
    #[serde(default)]
    pub until_post: Option<u64>,
    #[serde(default)]
    pub deadline: Option<String>,
    #[serde(default)]
    pub unvote_first: bool,
    #[serde(default)]
    pub hammer: bool,
    /// List the replaced votes too (`tally --history`).
    #[serde(default)]
    pub history: bool,
}

#[derive(Debug, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// Player (or file name: `Ana-2.txt`, `Ana/1.txt` for a player's several PMs) → the PM's
    /// text.
    #[serde(default)]
    pub orders: BTreeMap<String, String>,
    /// Count the votes (as `tally`) instead of resolving the phase.
    #[serde(default)]
    pub tally: Option<TallyStep>,
    /// Scripted draws, served before the seed's.
    #[serde(default)]
    pub draws: Vec<u64>,
    #[serde(default)]
    pub expect: Expect,
}

#[derive(Debug, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    pub alive: Option<Vec<String>>,
    pub died: Option<Vec<String>>,
    pub winners: Option<Vec<String>>,
    pub game_over: Option<bool>,
    pub phase: Option<String>,
    pub role: Option<BTreeMap<String, String>>,
    pub private: Option<BTreeMap<String, Vec<String>>>,
    /// Substrings a player's private report must not contain.
    pub not_private: Option<BTreeMap<String, Vec<String>>>,
    pub public: Option<Vec<String>>,
    /// Substrings the public summary must not contain.
    pub not_public: Option<Vec<String>>,
    pub rejected: Option<BTreeMap<String, Vec<String>>>,
    /// Substrings the refusal of a player's orders must not contain (with `rejected`).
    pub not_rejected: Option<BTreeMap<String, Vec<String>>>,
    pub explain: Option<Vec<String>>,
    pub state: Option<serde_yaml::Value>,
    /// Substrings of the running count (a `tally` step), in Markdown.
    pub count: Option<Vec<String>>,
    /// Substrings the running count must not contain (a secret ballot names no voter).
    pub not_count: Option<Vec<String>>,
    /// Substrings of the names the count could not read (a `tally` step).
    pub unread: Option<Vec<String>>,
}

/// One unmet expectation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    pub step: usize,
    pub what: String,
    pub expected: String,
    pub actual: String,
}

impl Failure {
    pub fn render(&self) -> String {
        let diff = similar::TextDiff::from_lines(
            format!("{}\n", self.expected),
            format!("{}\n", self.actual),
        )
        .unified_diff()
        .header("expected", "actual")
        .to_string();
        if self.step == usize::MAX {
            return format!("{}\n{}", self.what, diff);
        }
        format!("phase {}: {}\n{}", self.step + 1, self.what, diff)
    }
}

fn scalar(value: &serde_yaml::Value) -> String {
    match value {
        serde_yaml::Value::String(s) => s.clone(),
        serde_yaml::Value::Bool(b) => b.to_string(),
        serde_yaml::Value::Number(n) => n.to_string(),
        other => serde_yaml::to_string(other)
            .unwrap_or_default()
            .trim()
            .to_string(),
    }
}

/// Does `actual` hold everything `expected` says (mappings by key, the rest equal)? A key
/// expected as `~` must be absent or null: a state that leaves out what is the sample (the
/// chechino ship, the among-us manor) says so.
fn subset(expected: &serde_yaml::Value, actual: &serde_yaml::Value) -> bool {
    use serde_yaml::Value::Mapping;
    match (expected, actual) {
        (Mapping(e), Mapping(a)) => e.iter().all(|(k, v)| match a.get(k) {
            Some(av) => subset(v, av),
            None => v.is_null(),
        }),
        (e, a) => e == a || scalar(e) == scalar(a),
    }
}

fn sorted(list: &[String]) -> String {
    let set: BTreeSet<&str> = list.iter().map(String::as_str).collect();
    set.into_iter().collect::<Vec<_>>().join(", ")
}

fn contains(haystack: &str, needle: &str) -> bool {
    fold(haystack).contains(&fold(needle))
}

/// Runs a scenario read from the file `path`; an error is a scenario that cannot run (bad
/// file, bad setup). A map file its setup names is read beside it.
pub fn run(text: &str, path: &str) -> Result<Vec<Failure>, String> {
    let dir = std::path::Path::new(path)
        .parent()
        .unwrap_or(std::path::Path::new(""));
    run_in(text, path, dir)
}

/// Runs a scenario shown as `path`, whose files (`setup: {map: FILE}`) are in `dir`.
pub fn run_in(text: &str, path: &str, dir: &std::path::Path) -> Result<Vec<Failure>, String> {
    let mut scenario: Scenario = serde_yaml::from_str(&crate::core::yaml_depth::bounded(text))
        .map_err(|e| format!("{path}: not a scenario: {e}"))?;
    let ruleset = engine::ruleset_of(&scenario.ruleset)
        .map_err(|_| format!("{path}: unknown ruleset `{}`", scenario.ruleset))?;
    let language = scenario.language.unwrap_or(Lang::En);
    let catalog = Catalog::new(language);
    let problems_text = |problems: &[Problem]| render_all(problems, &catalog);
    if let Some(setup) = scenario.setup.as_mut() {
        super::scenario_map::resolve(setup, text, path, dir, &catalog)?;
    }
    let (mut game, setup_trace) = start(&scenario, ruleset, language)
        .map_err(|p| format!("{path}: the setup is refused:\n{}", problems_text(&p)))?;
    // From here on, problems agree with the players' genders, as `check` and `next` do.
    let catalog = Catalog::new(language).with_genders(&game);
    let problems_text = |problems: &[Problem]| render_all(problems, &catalog);

    let mut failures = match &scenario.setup_expect {
        Some(expect) => setup_failures(ruleset, &catalog, &game, &setup_trace, expect),
        None => Vec::new(),
    };
    for (step, phase) in scenario.phases.iter().enumerate() {
        let mut fail = |what: &str, expected: String, actual: String| {
            failures.push(Failure {
                step,
                what: what.to_string(),
                expected,
                actual,
            })
        };
        let raw = phase_files(phase);
        if let Some(tally) = &phase.tally {
            let fails = run_tally(&game, raw, tally, &phase.expect, &catalog)?;
            for (what, expected, actual) in fails {
                fail(&what, expected, actual);
            }
            continue;
        }
        let outcome = engine::resolve_raw(&game, raw, phase.draws.clone(), Format::Md);
        let expect = &phase.expect;
        let output = match outcome {
            Err(problems) => {
                let Some(rejected) = &expect.rejected else {
                    fail(
                        "the orders were refused",
                        "accepted".into(),
                        problems_text(&problems),
                    );
                    return Ok(failures);
                };
                check_rejections(rejected, expect, &problems, &problems_text, &mut fail);
                continue;
            }
            Ok(output) => output,
        };
        if expect.rejected.is_some() {
            fail(
                "orders expected to be refused were accepted",
                "refused".into(),
                "accepted".into(),
            );
        }
        let before = game;
        game = output.after.clone();
        check_expectations(
            ruleset,
            &catalog,
            &before,
            &game,
            &output.trace,
            expect,
            &mut fail,
        );
    }
    Ok(failures)
}

/// The scenario's game as its setup leaves it: a state adopted as written, or dealt by the
/// ruleset with the scenario's draws.
fn start(
    scenario: &Scenario,
    ruleset: &'static dyn crate::core::ruleset::Ruleset,
    language: Lang,
) -> Result<(Game, crate::core::trace::Trace), Vec<Problem>> {
    let roster = roster(scenario);
    let new = NewGame {
        ruleset,
        roster: &roster,
        seed: scenario.seed,
        language: Some(language),
        options: scenario
            .options
            .iter()
            .map(|(k, v)| (k.clone(), scalar(v)))
            .collect(),
    };
    match &scenario.setup {
        Some(state) => engine::adopt(&new, state.clone()),
        None => engine::deal(&new, scenario.draws.clone()),
    }
}

/// What the setup leaves, checked against `setup_expect`.
fn setup_failures(
    ruleset: &dyn crate::core::ruleset::Ruleset,
    catalog: &Catalog,
    game: &Game,
    trace: &crate::core::trace::Trace,
    expect: &Expect,
) -> Vec<Failure> {
    let mut failures = Vec::new();
    let mut fail = |what: &str, expected: String, actual: String| {
        failures.push(Failure {
            step: usize::MAX,
            what: format!("setup: {what}"),
            expected,
            actual,
        })
    };
    check_expectations(ruleset, catalog, game, game, trace, expect, &mut fail);
    failures
}

/// The scenario's players as a roster: names, aliases, the roles and genders it gives them.
fn roster(scenario: &Scenario) -> Vec<Entry> {
    scenario
        .players
        .iter()
        .map(|p| match p {
            PlayerSpec::Name(name) => Entry {
                name: name.clone(),
                aliases: Vec::new(),
                role: scenario.roles.get(name).cloned(),
                gender: scenario.genders.get(name).copied(),
            },
            PlayerSpec::Full { name, aliases } => Entry {
                name: name.clone(),
                aliases: aliases.clone(),
                role: scenario.roles.get(name).cloned(),
                gender: scenario.genders.get(name).copied(),
            },
        })
        .collect()
}

/// A step's PMs as files of `orders/`: `Ana` is `Ana.txt`, a name with a dot is a file name.
fn phase_files(phase: &Step) -> Vec<RawFile> {
    phase
        .orders
        .iter()
        .map(|(who, text)| {
            let name = if who.contains('.') {
                who.clone()
            } else {
                format!("{who}.txt")
            };
            RawFile::from_text(&name, text)
        })
        .collect()
}

/// The problems of refused orders, checked against what each player's rejection must say
/// (`rejected`) and must not say (`not_rejected`).
fn check_rejections(
    rejected: &BTreeMap<String, Vec<String>>,
    expect: &Expect,
    problems: &[Problem],
    problems_text: &dyn Fn(&[Problem]) -> String,
    fail: expect::Fail,
) {
    for (player, needles) in rejected {
        // A player's PM, or one PM of his by file name (`Ana-2.txt`).
        let file = if player.contains('.') {
            format!("orders/{player}")
        } else {
            format!("orders/{player}.txt")
        };
        let mine: Vec<Problem> = problems
            .iter()
            .filter(|p| p.place.as_ref().is_some_and(|pl| pl.path == file))
            .cloned()
            .collect();
        let text = problems_text(&mine);
        for needle in needles {
            if !contains(&text, needle) {
                fail(
                    &format!("rejection of {player}'s orders"),
                    needle.clone(),
                    text.clone(),
                );
            }
        }
    }
    for (player, needles) in expect.not_rejected.iter().flatten() {
        let file = format!("orders/{player}.txt");
        let mine: Vec<Problem> = problems
            .iter()
            .filter(|p| p.place.as_ref().is_some_and(|pl| pl.path == file))
            .cloned()
            .collect();
        let text = problems_text(&mine);
        for needle in needles {
            if contains(&text, needle) {
                fail(
                    &format!("rejection of {player}'s orders must not say"),
                    needle.clone(),
                    text.clone(),
                );
            }
        }
    }
}

/// A `tally` step: the count of the PMs or of a thread, checked against `count` and `unread`.
fn run_tally(
    game: &Game,
    raw: Vec<RawFile>,
    step: &TallyStep,
    expect: &Expect,
    catalog: &Catalog,
) -> Result<Vec<(String, String, String)>, String> {
    use crate::core::daycount;
    use crate::core::thread::{self, Syntax};
    use clap::ValueEnum;
    let ruleset = engine::ruleset_of(&game.ruleset).map_err(|_| "unknown ruleset".to_string())?;
    let syntax = match &step.syntax {
        Some(s) => Syntax::from_str(s, true).map_err(|e| format!("tally syntax: {e}"))?,
        None => Syntax::Auto,
    };
    let deadline = match &step.deadline {
        Some(t) => Some(
            game.time(t)
                .ok_or_else(|| format!("tally deadline `{t}`"))?,
        ),
        None => None,
    };
    let parsed = match &step.thread {
        Some(text) => Some(
            thread::parse_in("thread.txt", text, &game.zone())
                .map_err(|p| format!("the thread is refused:\n{}", render_all(&p, catalog)))?,
        ),
        None => None,
    };
    let settings = daycount::Settings {
        syntax,
        strip_spoilers: step.strip_spoilers,
        until_post: step.until_post,
        deadline,
        unvote_first: step.unvote_first,
        hammer: step.hammer,
    };
    let mut fails = Vec::new();
    match daycount::count(ruleset, game, raw, parsed.as_ref(), &settings) {
        Err(problems) => fails.push((
            "the count was refused".to_string(),
            "a count".to_string(),
            render_all(&problems, catalog),
        )),
        Ok((count, unread)) => {
            let title = catalog.text(&ruleset.phase_title(game, &game.phase));
            let options = crate::core::tally::Options {
                markup: crate::core::tally::Markup::Markdown,
                history: step.history,
            };
            let text = count.render_with(catalog, &options, &title);
            for needle in expect.count.iter().flatten() {
                if !contains(&text, needle) {
                    fails.push(("count".to_string(), needle.clone(), text.clone()));
                }
            }
            for needle in expect.not_count.iter().flatten() {
                if contains(&text, needle) {
                    fails.push(("not in the count".to_string(), needle.clone(), text.clone()));
                }
            }
            let unread_text = render_all(&unread, catalog);
            for needle in expect.unread.iter().flatten() {
                if !contains(&unread_text, needle) {
                    fails.push((
                        "unread names".to_string(),
                        needle.clone(),
                        unread_text.clone(),
                    ));
                }
            }
            if expect.unread.is_none() && !unread.is_empty() {
                fails.push(("unread names".to_string(), "none".to_string(), unread_text));
            }
        }
    }
    Ok(fails)
}

/// A message for a scenario that ran, by its result.
pub fn summary(path: &str, failures: &[Failure]) -> Msg {
    if failures.is_empty() {
        Msg::new("scenario-ok").arg("path", path)
    } else {
        Msg::new("scenario-failed")
            .arg("path", path)
            .arg("count", failures.len())
    }
}

#[cfg(test)]
mod tests {
    use super::subset;

    fn yaml(text: &str) -> serde_yaml::Value {
        serde_yaml::from_str(text).unwrap()
    }

    #[test]
    fn a_key_expected_as_tilde_must_be_left_out() {
        let expected = yaml("{houses: {Zoe: C}, map: ~}");
        assert!(subset(&expected, &yaml("{houses: {Zoe: C, Ana: G}}")));
        assert!(!subset(
            &expected,
            &yaml("{houses: {Zoe: C}, map: {places: {}}}")
        ));
        assert!(!subset(&yaml("{houses: {Zoe: C}}"), &yaml("{map: {}}")));
    }
}
