//! The game's phases as the archive shows them, each re-resolved from `history/<phase>/` as
//! `explain` does (the state before it, its PMs, its thread): the trace says what happened,
//! the prepared PMs give the day's wagons, the state after it the map.

use crate::core::diag::Problem;
use crate::core::draw::{self, View, wagons};
use crate::core::engine;
use crate::core::game::Game;
use crate::core::inbox::{RawFile, read_folder};
use crate::core::msg::Catalog;
use crate::core::report::Format;
use crate::core::store::{GameDir, parse_game};
use crate::core::trace::Trace;
use std::collections::{BTreeMap, BTreeSet};

/// One resolved phase.
pub struct Phase {
    pub id: String,
    /// Its title in the game's language ("Giorno 1").
    pub title: String,
    /// The game after it: its `phase` is the next one.
    pub after: Game,
    pub trace: Trace,
    /// The day's wagons as SVG, for a phase with a vote.
    pub wagons: Option<String>,
    /// Each vote of the day, in the order they were cast: (voter, wagon in words).
    pub votes: Vec<(String, String)>,
    /// Each player's orders, as he wrote them (the PM lines read as orders).
    pub orders: BTreeMap<String, Vec<String>>,
    /// The public map after the phase, for a ruleset played on one.
    pub map: Option<String>,
    /// The first and last time a PM or post of the phase was sent (seconds): the master's.
    pub sent: Option<(i64, i64)>,
    /// The first and last public time of the phase: its thread's votes and its deadline (a
    /// PM's time is secret: a PM holding only a night order would show in it).
    pub public_times: Option<(i64, i64)>,
}

/// Every phase of `history/`, in the order they were played: each one's resolution names the
/// next, so the first is the one no other leads to.
pub fn load(dir: &GameDir, catalog: &Catalog) -> Result<Vec<Phase>, Problem> {
    let mut by_id: BTreeMap<String, Phase> = BTreeMap::new();
    for id in dir.archived_phases() {
        let phase = one(dir, &id, catalog)?;
        by_id.insert(id, phase);
    }
    let next: BTreeMap<&str, &str> = by_id
        .values()
        .map(|p| (p.id.as_str(), p.after.phase.as_str()))
        .filter(|(a, b)| a != b)
        .collect();
    let led_to: BTreeSet<&str> = next.values().copied().collect();
    let mut order: Vec<String> = Vec::new();
    let mut seen: BTreeSet<&str> = BTreeSet::new();
    for start in by_id.keys().filter(|id| !led_to.contains(id.as_str())) {
        let mut at = Some(start.as_str());
        while let Some(id) = at.filter(|id| by_id.contains_key(*id) && seen.insert(id)) {
            order.push(id.to_string());
            at = next.get(id).copied();
        }
    }
    // A loop (a hand-made history) still shows every phase, after the others.
    let rest: Vec<String> = by_id
        .keys()
        .filter(|id| !seen.contains(id.as_str()))
        .cloned()
        .collect();
    order.extend(rest);
    Ok(order.iter().filter_map(|id| by_id.remove(id)).collect())
}

fn one(dir: &GameDir, id: &str, catalog: &Catalog) -> Result<Phase, Problem> {
    let archive = GameDir::new(dir.path(&format!("history/{id}")));
    let path = archive.path("game.yaml");
    let shown = path.display().to_string();
    // Through the core's one reader: a regular file, no larger than a game file may be.
    let text = crate::core::read::read_text(&path, crate::core::read::MAX_GAME_FILE)?;
    let before = parse_game(&text, &shown)?;
    let mut raw = read_folder(&archive.path("orders"), &before)?;
    let thread = archive.path(crate::core::daycount::THREAD_FILE);
    if thread.is_file() {
        raw.push(RawFile::from_path(&thread));
    }
    let fail = |problems: Vec<Problem>| {
        problems.into_iter().next().unwrap_or_else(|| {
            Problem::new(crate::core::msg::Msg::new("err-no-history").arg("phase", id))
        })
    };
    let (prepared, problems) = engine::prepare(&before, raw);
    let prepared = match prepared {
        Some(p) if problems.is_empty() => p,
        _ => return Err(fail(problems)),
    };
    let day = wagons::of_day(&prepared, wagons::Cut::default(), catalog);
    let votes = day.as_ref().map_or(Vec::new(), |d| {
        d.spans
            .iter()
            .map(|s| match &s.target {
                crate::core::votes::Choice::Player(p) => (s.voter.clone(), p.clone()),
                _ => (s.voter.clone(), d.words.no_lynch.clone()),
            })
            .collect()
    });
    let wagons = day.map(|d| d.svg());
    let orders = orders_as_written(&prepared.orders);
    let times = prepared
        .orders
        .iter()
        .filter_map(|f| f.sent.as_ref().map(|s| s.seconds))
        .chain(prepared.game.thread_votes.iter().filter_map(|b| b.at));
    let sent = span_of(times);
    // The deadline is posted with the phase (public `status`), a paused part's is not.
    let deadline = match before.pause {
        None => before.deadline.as_deref().and_then(|d| before.time(d)),
        Some(_) => None,
    };
    let thread = prepared.game.thread_votes.iter().filter_map(|b| b.at);
    let public_times = span_of(thread.chain(deadline));
    let output =
        engine::resolve_prepared(&before, prepared, Vec::new(), Format::Md).map_err(fail)?;
    let ruleset = engine::ruleset_of(&before.ruleset)?;
    let map = draw::game_map(ruleset, &output.after, View::Public).and_then(Result::ok);
    Ok(Phase {
        id: id.to_string(),
        title: catalog.text(&ruleset.phase_title(&before, id)),
        after: output.after,
        trace: output.trace,
        wagons,
        votes,
        orders,
        map,
        sent,
        public_times,
    })
}

/// The first and last of some times.
fn span_of(times: impl Iterator<Item = i64>) -> Option<(i64, i64)> {
    times.fold(None, |span, t| match span {
        None => Some((t, t)),
        Some((lo, hi)) => Some((i64::min(lo, t), i64::max(hi, t))),
    })
}

/// Each player's order lines as he wrote them, for the phase's page.
fn orders_as_written(files: &[crate::core::orders::OrderFile]) -> BTreeMap<String, Vec<String>> {
    let mut orders: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for file in files {
        let lines = file
            .lines
            .iter()
            .filter_map(|l| file.source.get(l.span.clone()));
        orders
            .entry(file.player.clone())
            .or_default()
            // The words as he wrote them, without the forum's tags: the span of a line read
            // from `[b]voto per Luca[/b]` starts after the opening tag.
            .extend(lines.map(|l| crate::core::markup::strip_tags(l).trim().to_string()));
    }
    orders
}
