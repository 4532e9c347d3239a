//! The phase pipeline, the same for every ruleset (after godip): check every order, stop on
//! any problem; resolve on a copy of the state; render the reports from the trace; hand the
//! files to storage, which writes them all or nothing.

use crate::core::diag::Problem;
use crate::core::game::{FORMAT, Game, Player};
use crate::core::msg::{Catalog, Lang, Msg};
use crate::core::orders::OrderFile;
use crate::core::report::{Format, private_report, public_report};
use crate::core::rng::Chance;
use crate::core::trace::Trace;
use crate::rules::{self, Ruleset};
use std::collections::BTreeMap;

/// The ruleset a game names, or a problem listing the known ones.
pub fn ruleset_of(id: &str) -> Result<&'static dyn Ruleset, Problem> {
    rules::find(id).ok_or_else(|| {
        Problem::new(Msg::new("err-unknown-ruleset").arg("id", id))
            .help(Msg::new("help-rulesets").arg("ids", rules::ids().join(", ")))
    })
}

/// Problems every ruleset shares: a finished game, a dead player's PM.
pub fn common_problems(ruleset: &dyn Ruleset, game: &Game, orders: &[OrderFile]) -> Vec<Problem> {
    let mut problems = Vec::new();
    if game.game_over {
        problems.push(Problem::new(Msg::new("err-game-over")).help(Msg::new("help-game-over")));
        return problems;
    }
    for file in orders {
        if !game.is_alive(&file.player)
            && !file.lines.is_empty()
            && !ruleset.accepts_dead_orders(game, &file.player)
        {
            let span = file.lines[0].span.clone();
            problems.push(
                Problem::new(Msg::new("err-dead-player").arg("player", &file.player))
                    .at(&file.path, &file.source, span)
                    .help(Msg::new("help-dead-player")),
            );
        }
    }
    problems
}

/// Every problem of this phase's orders.
pub fn check(ruleset: &dyn Ruleset, game: &Game, orders: &[OrderFile]) -> Vec<Problem> {
    let mut problems = common_problems(ruleset, game, orders);
    if problems.is_empty() {
        problems.extend(ruleset.check(game, orders));
    }
    problems
}

/// A resolved phase, not yet written.
pub struct PhaseOutput {
    pub phase: String,
    pub after: Game,
    pub trace: Trace,
    /// Files to write, relative to the game folder, in a stable order.
    pub files: Vec<(String, String)>,
}

/// Resolves the game's current phase. `script` are scripted draws (scenarios only).
pub fn resolve(
    game: &Game,
    orders: &[OrderFile],
    script: Vec<u64>,
    format: Format,
) -> Result<PhaseOutput, Vec<Problem>> {
    let ruleset = ruleset_of(&game.ruleset).map_err(|p| vec![p])?;
    let problems = check(ruleset, game, orders);
    if !problems.is_empty() {
        return Err(problems);
    }
    let mut chance = Chance::new(game.seed, &game.phase, script);
    let mut trace = Trace::default();
    let after = ruleset.resolve(game, orders, &mut chance, &mut trace)?;
    if chance.unused_script() > 0 {
        return Err(vec![Problem::new(
            Msg::new("err-script-unused").arg("count", chance.unused_script()),
        )]);
    }
    let phase = game.phase.clone();
    let mut files = reports(ruleset, game, &phase, &trace, format);
    files.push((format!("history/{phase}/game.yaml"), game.to_yaml()));
    Ok(PhaseOutput {
        phase,
        after,
        trace,
        files,
    })
}

/// The public summary and one private report per player, for `reports/<phase>/`.
pub fn reports(
    ruleset: &dyn Ruleset,
    game: &Game,
    phase: &str,
    trace: &Trace,
    format: Format,
) -> Vec<(String, String)> {
    let catalog = Catalog::new(game.language);
    let title = catalog.text(&ruleset.phase_title(game, phase));
    let ext = format.extension();
    let mut files = vec![(
        format!("reports/{phase}/public.{ext}"),
        public_report(&catalog, trace, &title).render(format),
    )];
    for p in &game.players {
        files.push((
            format!("reports/{phase}/{}.{ext}", p.name),
            private_report(&catalog, trace, &title, &p.name).render(format),
        ));
    }
    files
}

/// A roster line: a name, its aliases, and a role the master fixes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub name: String,
    pub aliases: Vec<String>,
    pub role: Option<String>,
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
    for (key, value) in &new.options {
        match ruleset.options().iter().find(|s| s.key == key) {
            None => {
                let known: Vec<&str> = ruleset.options().iter().map(|s| s.key).collect();
                problems.push(
                    Problem::new(Msg::new("err-unknown-option").arg("key", key))
                        .help(Msg::new("help-options").arg("keys", known.join(", "))),
                );
            }
            Some(spec) if !spec.values.is_empty() && !spec.values.contains(&value.as_str()) => {
                problems.push(
                    Problem::new(
                        Msg::new("err-option-value")
                            .arg("key", key)
                            .arg("value", value),
                    )
                    .help(Msg::new("help-option-values").arg("values", spec.values.join(", "))),
                );
            }
            Some(_) => {
                options.insert(key.clone(), value.clone());
            }
        }
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
            })
            .collect(),
        game_over: false,
        winners: Vec::new(),
        state: serde_yaml::Value::Null,
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
