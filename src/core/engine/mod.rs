//! The phase pipeline, the same for every ruleset (after godip): check every order, stop on
//! any problem; resolve on a copy of the state; render the reports from the trace; hand the
//! files to storage, which writes them all or nothing.

use crate::core::daycount;
use crate::core::diag::Problem;
use crate::core::game::{FORMAT, Game};
use crate::core::master;
use crate::core::msg::{Catalog, Msg};
use crate::core::orders::OrderFile;
use crate::core::report::{Format, private_report_of, public_report};
use crate::core::rng::Chance;
use crate::core::ruleset::{self, Ruleset};
use crate::core::store::RawFile;
use crate::core::trace::Trace;
use std::collections::BTreeMap;

mod posted;
mod prepare;
mod same_minute;
mod settled;
mod undated;
mod verbs;
pub use posted::THREAD_DAY_ORDERS;
pub use prepare::{only_talk, prepare, prepare_day, thread_in};

/// The ruleset a game names, or a problem listing the known ones.
pub fn ruleset_of(id: &str) -> Result<&'static dyn Ruleset, Problem> {
    ruleset::find(id).ok_or_else(|| {
        Problem::new(Msg::new("err-unknown-ruleset").arg("id", id))
            .help(Msg::new("help-rulesets").arg("ids", ruleset::ids().join(", ")))
            .unreadable()
    })
}

/// Options a ruleset does not know, or values it does not allow.
pub fn option_problems(ruleset: &dyn Ruleset, options: &BTreeMap<String, String>) -> Vec<Problem> {
    let mut problems = Vec::new();
    for (key, value) in options {
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
            Some(_) => {}
        }
    }
    problems
}

/// A game read from `game.yaml`, perhaps edited by hand: the format this build reads, a known
/// ruleset, options it knows, and a state it can play. Every problem at once.
pub fn game_problems(game: &Game) -> Vec<Problem> {
    // Names become file names: checked before any ruleset reads them.
    let mut problems = game.name_problems();
    if let Some(tz) = &game.timezone
        && crate::core::forum_dates::zone(tz).is_none()
    {
        problems.push(
            Problem::new(Msg::new("err-timezone").arg("zone", tz)).help(Msg::new("help-timezone")),
        );
    }
    if game.format != FORMAT {
        problems.push(
            Problem::new(
                Msg::new("err-game-format")
                    .arg("format", game.format)
                    .arg("expected", FORMAT),
            )
            .help(Msg::new("help-game-yaml")),
        );
    }
    let ruleset = match ruleset_of(&game.ruleset) {
        Ok(r) => r,
        Err(p) => {
            problems.push(p);
            return problems;
        }
    };
    problems.extend(option_problems(ruleset, &game.options));
    problems.extend(ruleset.check_state(game));
    problems
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
                    .help(Msg::new("help-dead-player").arg("player", &file.player)),
            );
        } else if let Some(problem) = pause_problems(game, file) {
            problems.push(problem);
        }
    }
    problems
}

/// A PM while the phase is paused ([`crate::core::game::Pause`]) from a player the window is
/// not open to: his orders for the steps still to come stand as he sent them.
fn pause_problems(game: &Game, file: &OrderFile) -> Option<Problem> {
    let pause = game.pause.as_ref()?;
    if file.lines.is_empty() || pause.open_to.contains(&file.player) {
        return None;
    }
    let span = file.lines[0].span.clone();
    Some(
        Problem::new(
            Msg::new("err-paused-closed")
                .arg("player", &file.player)
                .arg("phase", &pause.of)
                .arg("done", pause.done),
        )
        .at(&file.path, &file.source, span)
        // Who may write is the master's to read in `status --master`, not in what he may
        // answer the sender with: it names those involved in what stopped the phase.
        .help(Msg::new("help-paused-closed")),
    )
}

/// The line `status` shows for a paused phase.
pub fn pause_line(pause: &crate::core::game::Pause) -> Msg {
    let key = match pause.until {
        Some(_) => "status-paused-until",
        None => "status-paused",
    };
    Msg::new(key)
        .arg("until", pause.until.clone().unwrap_or_default())
        .arg("phase", &pause.of)
        .arg("done", pause.done)
        .arg("players", pause.open_to.join(", "))
}

/// Every problem of this phase's orders.
pub fn check(ruleset: &dyn Ruleset, game: &Game, orders: &[OrderFile]) -> Vec<Problem> {
    if game.game_over {
        return common_problems(ruleset, game, orders);
    }
    // A dead player's PM is refused; the others are still checked, so the master sees every
    // problem of the phase at once.
    let mut problems = Vec::new();
    let mut refused = Vec::new();
    for (i, file) in orders.iter().enumerate() {
        let found = common_problems(ruleset, game, std::slice::from_ref(file));
        if !found.is_empty() {
            refused.push(i);
        }
        problems.extend(found);
    }
    // Most often every PM is: they are not copied then.
    let living: std::borrow::Cow<[OrderFile]> = match refused.is_empty() {
        true => std::borrow::Cow::Borrowed(orders),
        false => orders
            .iter()
            .enumerate()
            .filter(|(i, _)| !refused.contains(i))
            .map(|(_, file)| file.clone())
            .collect(),
    };
    problems.extend(ruleset.check(game, &living));
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

/// A phase's input after the master's orders: the game they leave, their trace, the PMs.
pub struct Prepared {
    pub game: Game,
    pub orders: Vec<OrderFile>,
    pub trace: Trace,
    /// The orders a later order of the same kind replaced (`core::replaced`).
    pub replaced: Vec<crate::core::replaced::Replacement>,
    /// The day's thread as its votes were read, if there was one (`core::daycount`).
    pub thread: Option<daycount::ThreadRead>,
    /// PMs sent at or after `tally --deadline`: set aside before a later order replaces an
    /// earlier one, so a late change of vote leaves the vote sent in time standing.
    pub late: Vec<OrderFile>,
    /// The text of `game.yaml` the game before the phase was read from (`next`): archived in
    /// `history/<phase>/game.yaml` as it is, not encoded again (`None`: encoded).
    pub game_text: Option<std::sync::Arc<str>>,
}

/// Resolves the game's current phase from the files of `orders/`. `script` are scripted
/// draws (scenarios only).
pub fn resolve_raw(
    game: &Game,
    raw: Vec<RawFile>,
    script: Vec<u64>,
    format: Format,
) -> Result<PhaseOutput, Vec<Problem>> {
    let (prepared, problems) = prepare(game, raw);
    match prepared {
        Some(prepared) if problems.is_empty() => resolve_prepared(game, prepared, script, format),
        _ => Err(problems),
    }
}

/// Resolves a phase already prepared ([`prepare_day`]). A name in the thread that could not be
/// read is a problem: the vote is never guessed, and never dropped in silence (the master
/// `correct`s it).
pub fn resolve_prepared(
    game: &Game,
    prepared: Prepared,
    script: Vec<u64>,
    format: Format,
) -> Result<PhaseOutput, Vec<Problem>> {
    if let Some(read) = &prepared.thread
        && !read.unread.is_empty()
    {
        return Err(read.unread.clone());
    }
    run(game, prepared, script, format)
}

/// Resolves the game's current phase from PMs already read (no master's file).
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
    let prepared = Prepared {
        game: game.clone(),
        orders: orders.to_vec(),
        trace: Trace::default(),
        replaced: Vec::new(),
        thread: None,
        late: Vec::new(),
        game_text: None,
    };
    run(game, prepared, script, format)
}

fn run(
    before: &Game,
    prepared: Prepared,
    script: Vec<u64>,
    format: Format,
) -> Result<PhaseOutput, Vec<Problem>> {
    let ruleset = ruleset_of(&before.ruleset).map_err(|p| vec![p])?;
    let Prepared {
        game,
        orders,
        mut trace,
        game_text,
        ..
    } = prepared;
    let mut chance = Chance::new(game.seed, &game.phase, script);
    let mut after = ruleset.resolve(&game, &orders, &mut chance, &mut trace)?;
    if chance.unused_script() > 0 {
        return Err(vec![Problem::new(
            Msg::new("err-script-unused").arg("count", chance.unused_script()),
        )]);
    }
    // A deadline is the phase's own, and so is its thread's votes; a phase resumed after a
    // pause has the pause's (`until`), another the one the master gave (`próximo plazo`).
    after.deadline = match after.pause.as_mut() {
        // A pause's answers are due at its `until`; the master's next deadline waits for the
        // phase after it (the public, not told of the pause, reads the stopped phase's own).
        Some(pause) => {
            pause.deadline = match &game.pause {
                Some(earlier) => earlier.deadline.clone(),
                None => game.deadline.clone(),
            };
            pause.until.clone()
        }
        None => after.next_deadline.take().map(|next| {
            master::tell_next_deadline(&next, &mut trace);
            next.time
        }),
    };
    // The phase that ends the game tells each player, last, whether he won.
    if after.game_over && !game.game_over {
        let players: Vec<String> = after.players.iter().map(|p| p.name.clone()).collect();
        trace.tell_the_end(&players, &after.winners);
    }
    after.thread_votes.clear();
    let phase = game.phase.clone();
    let stopped = after.pause.is_some();
    let mut files = reports(ruleset, &game, &phase, &trace, format, stopped);
    let before_text = game_text.map_or_else(|| before.to_yaml(), |text| text.to_string());
    files.push((format!("history/{phase}/game.yaml"), before_text));
    Ok(PhaseOutput {
        phase,
        after,
        trace,
        files,
    })
}

/// The public summary and one private report per player, for `reports/<phase>/`; a phase
/// `stopped` part-way (a pause) sends no report telling nothing, nor a public post telling
/// nothing: a bare title in the thread would tell the phase stopped (among-us ruling 45).
pub fn reports(
    ruleset: &dyn Ruleset,
    game: &Game,
    phase: &str,
    trace: &Trace,
    format: Format,
    stopped: bool,
) -> Vec<(String, String)> {
    let catalog = Catalog::for_ruleset(game.language, &game.ruleset).with_genders(game);
    let title = catalog.text(&ruleset.phase_title(game, phase));
    let ext = format.extension();
    let forum = game.forum.unwrap_or_default();
    let mut files = Vec::new();
    if !stopped || trace.public().next().is_some() {
        files.push((
            format!("reports/{phase}/public.{ext}"),
            public_report(&catalog, trace, &title).render_for(format, forum),
        ));
    }
    let mut readers = trace.by_reader();
    for p in &game.players {
        let events = readers.remove(p.name.as_str()).unwrap_or_default();
        if stopped && events.is_empty() {
            continue;
        }
        files.push((
            format!("reports/{phase}/{}.{ext}", p.name),
            private_report_of(&catalog, events, &title, &p.name).render_for(format, forum),
        ));
    }
    files
}

pub use crate::core::new_game::{Entry, NewGame, adopt, deal};
