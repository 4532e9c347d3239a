//! One count of the day's votes, from the forum thread and the PMs: the count `tally` posts
//! and the count `next` resolves are the same, because both come from here.
//!
//! The thread (`next --thread FILE`, the file `thread:` names in `game.yaml`, or
//! `orders/thread.txt`) is read once the master's orders are applied ([`read_thread`]): each
//! vote at its post's time, by a player who may vote now, into [`Game::thread_votes`]. The
//! ruleset merges those with its PMs' votes in time order ([`crate::core::tally::with_thread`])
//! and applies its own rules (void votes, freeze, weights); `tally` counts that list
//! ([`count`]) and `next` resolves it.

mod forum;
mod hammer;
mod read;

pub use forum::{Forum, count_forum};
pub use hammer::{Hammer, hammer_of, looks_for_hammer, mark_hammer, split_at_hammer};
use read::vote_of;
pub use read::{
    Correction, HIDDEN_VOTES, MasterSays, Reading, ThreadRead, hidden_votes, read_thread, void_in,
};

use crate::core::diag::Problem;
use crate::core::engine;
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::orders::OrderFile;
use crate::core::ruleset::Ruleset;
use crate::core::store::RawFile;
use crate::core::tally::{Count, Origin, Source};
use crate::core::thread::{self, Syntax};
use crate::core::votes::{Ballot, Replace, as_shown};
use std::collections::BTreeMap;

/// The thread's file name in `orders/`: the day's thread, never a player's PM (`thread` is a
/// name no player may have, `core::names::check_name`).
pub const THREAD_FILE: &str = "thread.txt";

/// The most names that could not be read shown as problems at their line of the thread; the
/// count lists them all. Each problem shows the thread around its line: thousands would bury
/// the count.
pub const MAX_SHOWN_UNREAD: usize = 100;

pub use crate::core::votes::{PLACED_SEQ, THREAD_SEQ};

/// How the thread is read and counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    pub syntax: Syntax,
    pub strip_spoilers: bool,
    pub until_post: Option<u64>,
    /// Votes sent or posted at this time (seconds) or later do not count (`tally --deadline`);
    /// without it, the master's deadline.
    pub deadline: Option<i64>,
    pub unvote_first: bool,
    /// A wagon that reaches a strict majority of the votes ends the day at once (a hammer):
    /// the votes after it do not count.
    pub hammer: bool,
}

impl Settings {
    /// What `next` reads a thread with: the game's `syntax:` (`auto` when absent or unknown:
    /// an unknown one is refused by [`syntax_of`] first), nothing else.
    pub fn of(game: &Game) -> Settings {
        Settings {
            syntax: syntax_of(game).unwrap_or(Syntax::Auto),
            strip_spoilers: false,
            until_post: None,
            deadline: None,
            unvote_first: false,
            hammer: false,
        }
    }
}

/// The game's `syntax:`, or a problem naming the syntaxes there are.
pub fn syntax_of(game: &Game) -> Result<Syntax, Problem> {
    use clap::ValueEnum;
    let Some(written) = &game.syntax else {
        return Ok(Syntax::Auto);
    };
    Syntax::from_str(written, true).map_err(|_| {
        let known: Vec<String> = Syntax::value_variants()
            .iter()
            .filter_map(|s| s.to_possible_value().map(|v| v.get_name().to_string()))
            .collect();
        Problem::new(Msg::new("err-thread-syntax").arg("syntax", written))
            .help(Msg::new("help-thread-syntax").arg("syntaxes", known.join(", ")))
    })
}

/// The day's count, as `tally` posts it: the ballots `next` resolves (the thread's and the
/// PMs', after the master's orders, under the ruleset's rules), and the names in the thread
/// that could not be read (each a problem at its post; the first [`MAX_SHOWN_UNREAD`]).
/// Problems of the PMs or of the master's orders are errors.
pub fn count(
    ruleset: &dyn Ruleset,
    game: &Game,
    raw: Vec<RawFile>,
    thread: Option<&thread::Thread>,
    settings: &Settings,
) -> Result<(Count, Vec<Problem>), Vec<Problem>> {
    let no_vote = || {
        vec![crate::core::tally::no_vote(
            &ruleset.phase_title(game, &game.phase),
        )]
    };
    let (prepared, problems) = engine::prepare_day(game, raw, thread, settings);
    let prepared = match prepared {
        Some(p) if problems.is_empty() => p,
        _ => return Err(problems),
    };
    let game = &prepared.game;
    let mut day = ruleset.day_vote(game).ok_or_else(no_vote)?;
    let cast = ruleset.day_ballots(game, &prepared.orders)?;
    day.rules = cast.rules;
    if settings.unvote_first {
        day.rules.replace_policy = Replace::UnvoteFirst;
    }
    let (counted, mut late): (Vec<Ballot>, Vec<Ballot>) = cast
        .ballots
        .into_iter()
        .partition(|b| in_time(settings.deadline, b));
    // The PMs set aside as late before any replacement: their votes are listed as late.
    let from_late_pms = late_pm_ballots(ruleset, game, &prepared.late, &counted, &late);
    late.extend(from_late_pms);
    // The ballots before the hammer's cut, where a hammer is looked for.
    let all = match looks_for_hammer(&day, settings) {
        true => counted.clone(),
        false => Vec::new(),
    };
    let (counted, mut hammered) = if settings.hammer {
        split_at_hammer(&day, counted)
    } else {
        (counted, Vec::new())
    };
    let read = prepared.thread.as_ref();
    let origin = |b: &Ballot| origin_of(&prepared, b);
    let origins: BTreeMap<usize, Origin> = counted
        .iter()
        .chain(&late)
        .chain(&hammered)
        .map(|b| (b.seq, origin(b)))
        .collect();
    let source = match thread {
        Some(_) => Source::Thread,
        None => Source::Orders,
    };
    let mut count = Count::new(ruleset.id(), &game.phase, source, &day, &counted, &origins);
    count.secret = ruleset.secret_ballot(game);
    mark_hammer(&mut count, &day, &all, settings, origin);
    // Listed as the public may know them: late PMs never in the order they were sent.
    as_shown(&day.voters, &mut late);
    as_shown(&day.voters, &mut hammered);
    for b in &late {
        count.late(&b.voter, vote_of(&b.choice), origins[&b.seq].clone());
    }
    for b in &hammered {
        count.after_hammer(&b.voter, vote_of(&b.choice), origins[&b.seq].clone());
    }
    // The master's (`--json`): the post never dates the count by a PM ([`Count::updated`]).
    count.updated.time = latest_pm_time(&counted, &prepared);
    match read {
        Some(read) => {
            read.decorate(&mut count);
            Ok((count, read.unread.clone()))
        }
        None => Ok((count, Vec::new())),
    }
}

/// Whether a ballot of the day's counts under `tally --deadline` (`deadline`): a PM sent at or
/// after it is late. The thread's late posts were set aside when it was read, and a PM after
/// the master's deadline was set aside, or accepted by him (`accept`), when the PMs were read:
/// the game's deadline cuts nothing more. The count and the wagons picture cut the day by this
/// one rule, so that the picture draws every vote the count posts (an accepted late PM's too).
pub fn in_time(deadline: Option<i64>, b: &Ballot) -> bool {
    match (deadline, b.at) {
        (Some(d), Some(t)) if b.seq < THREAD_SEQ => t < d,
        _ => true,
    }
}

/// Where a ballot was cast: its post in the thread (for a correction placed at a post, that
/// post), or its PM.
fn origin_of(prepared: &engine::Prepared, b: &Ballot) -> Origin {
    match prepared.thread.as_ref() {
        Some(r) if b.seq >= THREAD_SEQ => Origin::post(r.votes.post_of[&(b.seq - THREAD_SEQ)]),
        Some(r) if b.posted() => r
            .settled
            .get(&b.voter)
            .copied()
            .map(Origin::post)
            .unwrap_or_default(),
        _ => ballot_file(&prepared.orders, &prepared.late, b)
            .map(|f| Origin::file(&f.path))
            .unwrap_or_default(),
    }
}

/// The ballots of the PMs set aside as late before any replacement (`tally --deadline`),
/// numbered after every PM ballot (below the thread's numbers), so each keeps its PM.
fn late_pm_ballots(
    ruleset: &dyn Ruleset,
    game: &Game,
    late_pms: &[OrderFile],
    counted: &[Ballot],
    late: &[Ballot],
) -> Vec<Ballot> {
    if late_pms.is_empty() {
        return Vec::new();
    }
    let Ok(sent_late) = ruleset.day_ballots(game, late_pms) else {
        return Vec::new();
    };
    let next = counted
        .iter()
        .chain(late)
        .filter(|b| !b.posted())
        .map(|b| b.seq + 1)
        .max()
        .unwrap_or(0);
    sent_late
        .ballots
        .into_iter()
        .filter(|b| b.seq < THREAD_SEQ)
        .enumerate()
        .map(|(i, b)| Ballot { seq: next + i, ..b })
        .collect()
}

/// The time of the PMs that hold the counted votes, for the master: a later PM holding only a
/// secret order (a `nomina`, a `mensaje`) is no part of the count and must not date it.
fn latest_pm_time(counted: &[Ballot], prepared: &engine::Prepared) -> Option<String> {
    counted
        .iter()
        .filter(|b| b.seq < THREAD_SEQ)
        .filter_map(|b| {
            ballot_file(&prepared.orders, &prepared.late, b)?
                .sent
                .as_ref()
        })
        .max()
        .map(|s| s.text.clone())
}

/// The PM a ballot came from: the voter's PM sent at the ballot's time (a vote of an earlier
/// PM that still counts, as when the engines froze the later one), else [`file_of`].
fn ballot_file<'a>(
    orders: &'a [OrderFile],
    late: &'a [OrderFile],
    b: &Ballot,
) -> Option<&'a OrderFile> {
    let at = |f: &&OrderFile| {
        f.player == b.voter && b.at.is_some() && f.sent.as_ref().map(|s| s.seconds) == b.at
    };
    orders
        .iter()
        .chain(late)
        .find(at)
        .or_else(|| file_of(orders, &b.voter))
}

/// The voter's PM that holds his vote: of several PMs, the last one sent that still has an
/// order (a later vote replaced the earlier ones, `core::replaced`).
fn file_of<'a>(orders: &'a [OrderFile], voter: &str) -> Option<&'a OrderFile> {
    let mine = || orders.iter().filter(|f| f.player == voter);
    mine()
        .rfind(|f| !f.lines.is_empty())
        .or_else(|| mine().next())
}
