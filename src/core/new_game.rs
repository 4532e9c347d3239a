//! A new game: the roster checked against the ruleset, the options, the deal or a given state
//! (what `init` and a scenario's `setup:` start from).

use crate::core::diag::Problem;
use crate::core::engine::option_problems;
use crate::core::game::{FORMAT, Game, Player};
use crate::core::msg::{Lang, Msg};
use crate::core::rng::Chance;
use crate::core::ruleset::Ruleset;
use crate::core::trace::Trace;
use std::collections::BTreeMap;

/// A roster line: a name, its aliases, and a role the master fixes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub name: String,
    pub aliases: Vec<String>,
    pub role: Option<String>,
    pub gender: Option<crate::core::game::Gender>,
}

/// A new game: players, options (validated against the ruleset's), the deal.
pub struct NewGame<'a> {
    pub ruleset: &'static dyn Ruleset,
    pub roster: &'a [Entry],
    pub seed: u64,
    pub language: Option<Lang>,
    pub options: BTreeMap<String, String>,
}

fn base_game(new: &NewGame) -> Result<Game, Vec<Problem>> {
    let ruleset = new.ruleset;
    let mut problems = Vec::new();
    let (low, high) = ruleset.players();
    let n = new.roster.len();
    if n < low || n > high {
        problems.push(
            Problem::new(
                Msg::new("err-player-count")
                    .arg("count", n)
                    .arg("ruleset", ruleset.id())
                    .arg("low", low)
                    .arg("high", high),
            )
            .help(Msg::new("help-roster")),
        );
    }
    let mut options = BTreeMap::new();
    for spec in ruleset.options() {
        options.insert(spec.key.to_string(), spec.default.to_string());
    }
    problems.extend(option_problems(ruleset, &new.options));
    for (key, value) in &new.options {
        options.insert(key.clone(), value.clone());
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    Ok(Game {
        format: FORMAT,
        ruleset: ruleset.id().to_string(),
        language: new.language.unwrap_or(ruleset.language()),
        seed: new.seed,
        phase: "setup".to_string(),
        options,
        players: new
            .roster
            .iter()
            .map(|e| Player {
                name: e.name.clone(),
                aliases: e.aliases.clone(),
                alive: true,
                gender: e.gender,
            })
            .collect(),
        game_over: false,
        winners: Vec::new(),
        deadline: None,
        next_deadline: None,
        master_file: None,
        timezone: None,
        masters: Vec::new(),
        forum: None,
        thread: None,
        syntax: None,
        pause: None,
        left: BTreeMap::new(),
        state: serde_yaml::Value::Null,
        thread_votes: Vec::new(),
        placed_corrections: Default::default(),
        state_cache: Default::default(),
    })
}

/// Deals a new game from the seed. Returns the game and its setup trace.
pub fn deal(new: &NewGame, script: Vec<u64>) -> Result<(Game, Trace), Vec<Problem>> {
    let mut game = base_game(new)?;
    let fixed: BTreeMap<String, String> = new
        .roster
        .iter()
        .filter_map(|e| e.role.clone().map(|r| (e.name.clone(), r)))
        .collect();
    let mut chance = Chance::new(game.seed, "setup", script);
    let mut trace = Trace::default();
    new.ruleset
        .setup(&mut game, &fixed, &mut chance, &mut trace)?;
    Ok((game, trace))
}

/// Starts a game from a given ruleset state (scenarios).
pub fn adopt(new: &NewGame, state: serde_yaml::Value) -> Result<(Game, Trace), Vec<Problem>> {
    let mut game = base_game(new)?;
    let mut trace = Trace::default();
    new.ruleset.adopt(&mut game, state, &mut trace)?;
    Ok((game, trace))
}
