//! A day's running vote count, as `tally` posts it and as scenarios check it: from the PMs
//! (the ballots `next` will count) or from a pasted thread, after the master's orders.

use crate::core::diag::Problem;
use crate::core::engine;
use crate::core::game::Game;
use crate::core::grammar::miss_help;
use crate::core::msg::Msg;
use crate::core::orders::OrderFile;
use crate::core::store::RawFile;
use crate::core::tally::{Count, DayVote, IgnoredPosts, Origin, Source, UnreadName, Updated, Vote};
use crate::core::thread::{self, Syntax};
use crate::core::votes::{Ballot, Choice, Replace, counting_order};
use crate::rules::Ruleset;
use std::collections::BTreeMap;

/// The most names that could not be read shown as problems at their line of the thread; the
/// count lists them all. Each problem shows the thread around its line: thousands would bury
/// the count and cost time and memory for every one.
pub const MAX_SHOWN_UNREAD: usize = 100;

/// What the master asked the count for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    pub syntax: Syntax,
    pub strip_spoilers: bool,
    pub until_post: Option<u64>,
    /// Votes sent or posted at this time (seconds) or later do not count.
    pub deadline: Option<i64>,
    pub unvote_first: bool,
    /// A wagon that reaches a strict majority of the votes ends the day at once (a hammer):
    /// the votes after it do not count.
    pub hammer: bool,
}

/// The ballots in the order they were cast, split at the hammer: the ones that count, and the
/// ones cast after a wagon reached more than half of the voters' total weight. One pass.
pub fn split_at_hammer(day: &DayVote, ballots: Vec<Ballot>) -> (Vec<Ballot>, Vec<Ballot>) {
    let total: u32 = day.voters.iter().map(|(_, w)| w).sum();
    let Some(cut) = crate::core::votes::Tally::hammer(&day.voters, &ballots, &day.rules, total)
    else {
        return (ballots, Vec::new());
    };
    let mut after = vec![false; ballots.len()];
    for i in counting_order(&ballots).into_iter().skip(cut + 1) {
        after[i] = true;
    }
    let mut counted = Vec::new();
    let mut late = Vec::new();
    for (i, b) in ballots.into_iter().enumerate() {
        if after[i] {
            late.push(b);
        } else {
            counted.push(b);
        }
    }
    (counted, late)
}

/// The count, and the names in the thread that could not be read (each a problem that points
/// at the post; the first [`MAX_SHOWN_UNREAD`]). Problems of the PMs or of the master's orders are errors.
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
    match thread {
        None => {
            // The PMs as `next` reads them: the master's orders applied, every check passed.
            let (prepared, problems) = engine::prepare(game, raw);
            let prepared = match prepared {
                Some(p) if problems.is_empty() => p,
                _ => return Err(problems),
            };
            let mut day = ruleset.day_vote(&prepared.game).ok_or_else(no_vote)?;
            policy(&mut day, settings);
            let count = from_orders(
                ruleset,
                &prepared.game,
                &prepared.orders,
                &day,
                settings.deadline,
                settings.hammer,
            )?;
            Ok((count, Vec::new()))
        }
        Some(thread) => {
            // Only the master's orders count here (a modkill, a substitute, a corrected vote,
            // the deadline); the votes are the thread's.
            let master: Vec<RawFile> = raw
                .into_iter()
                .filter(|r| r.name.as_deref().is_some_and(|n| game.is_master_file(n)))
                .collect();
            let (prepared, problems) = engine::prepare(game, master);
            let prepared = match prepared {
                Some(p) if problems.is_empty() => p,
                _ => return Err(problems),
            };
            let mut day = ruleset.day_vote(&prepared.game).ok_or_else(no_vote)?;
            policy(&mut day, settings);
            // The master's deadline: a post after it is late, as a PM sent after it is.
            let deadline = settings.deadline.or_else(|| {
                let at = prepared
                    .game
                    .deadline
                    .as_deref()
                    .and_then(|d| prepared.game.time(d))?;
                Some(at + 1)
            });
            let options = thread::Options {
                syntax: settings.syntax,
                strip_spoilers: settings.strip_spoilers,
                until_post: settings.until_post,
                deadline,
            };
            from_thread(
                ruleset,
                &prepared.game,
                &prepared.orders,
                &day,
                thread,
                &options,
                settings.hammer,
            )
        }
    }
}

/// The game's vote policy, or the master's `--unvote-first`.
fn policy(day: &mut DayVote, settings: &Settings) {
    if settings.unvote_first {
        day.rules.replace_policy = Replace::UnvoteFirst;
    }
}

/// The count of the PMs: the ruleset's own ballots; with `--deadline`, PMs sent at or after it
/// are late.
fn from_orders(
    ruleset: &dyn Ruleset,
    game: &Game,
    orders: &[OrderFile],
    day: &DayVote,
    deadline: Option<i64>,
    hammer: bool,
) -> Result<Count, Vec<Problem>> {
    // The voter's PM that holds his vote: of several PMs, the last one sent that still has an
    // order (a later vote replaced the earlier ones, `core::replaced`).
    let file_of = |voter: &str| {
        let mine = || orders.iter().filter(|f| f.player == voter);
        mine()
            .rfind(|f| !f.lines.is_empty())
            .or_else(|| mine().next())
    };
    let mut counted = Vec::new();
    let mut late = Vec::new();
    for ballot in ruleset.day_ballots(game, orders)? {
        let sent = file_of(&ballot.voter).and_then(|f| f.sent.as_ref());
        if deadline.is_some_and(|d| sent.is_some_and(|s| s.seconds >= d)) {
            late.push(ballot);
        } else {
            counted.push(ballot);
        }
    }
    let (counted, hammered) = if hammer {
        split_at_hammer(day, counted)
    } else {
        (counted, Vec::new())
    };
    let origins: BTreeMap<usize, Origin> = counted
        .iter()
        .chain(&late)
        .chain(&hammered)
        .filter_map(|b| Some((b.seq, Origin::file(&file_of(&b.voter)?.path))))
        .collect();
    let mut count = Count::new(
        ruleset.id(),
        &game.phase,
        Source::Orders,
        day,
        &counted,
        &origins,
    );
    for b in &late {
        count.late(&b.voter, vote_of(&b.choice), origins[&b.seq].clone());
    }
    for b in &hammered {
        count.after_hammer(&b.voter, vote_of(&b.choice), origins[&b.seq].clone());
    }
    let latest = counted
        .iter()
        .filter_map(|b| file_of(&b.voter)?.sent.as_ref())
        .max();
    count.updated = Updated {
        post: None,
        time: latest.map(|s| s.text.clone()),
    };
    Ok(count)
}

fn vote_of(choice: &Choice) -> Vote {
    match choice {
        Choice::Player(p) => Vote::Player { target: p.clone() },
        Choice::Abstain => Vote::Abstain,
        Choice::Unvote => Vote::Unvote,
    }
}

/// The count of a thread; `corrections` are the master's corrected votes, the last word.
fn from_thread(
    ruleset: &dyn Ruleset,
    game: &Game,
    corrections: &[OrderFile],
    day: &DayVote,
    thread: &thread::Thread,
    options: &thread::Options,
    hammer: bool,
) -> Result<(Count, Vec<Problem>), Vec<Problem>> {
    let names = game.names();
    let voters: Vec<String> = day.voters.iter().map(|(n, _)| n.clone()).collect();
    let votes = thread::read_votes(thread, &names, &voters, options);
    let mut ballots = votes.ballots.clone();
    let mut origins: BTreeMap<usize, Origin> = votes
        .post_of
        .iter()
        .map(|(seq, post)| (*seq, Origin::post(*post)))
        .collect();
    if !corrections.is_empty() {
        let corrected = ruleset.day_ballots(game, corrections)?;
        for file in corrections {
            let mine: Vec<&Ballot> = corrected
                .iter()
                .filter(|b| b.voter == file.player)
                .collect();
            let choices: Vec<Choice> = match mine.is_empty() {
                true => vec![Choice::Unvote],
                false => mine.iter().map(|b| b.choice.clone()).collect(),
            };
            for choice in choices {
                let seq = ballots.len();
                origins.insert(seq, Origin::file(&file.path));
                ballots.push(Ballot {
                    voter: file.player.clone(),
                    choice,
                    at: None,
                    seq,
                    void: None,
                });
            }
        }
    }
    let (ballots, hammered) = if hammer {
        split_at_hammer(day, ballots)
    } else {
        (ballots, Vec::new())
    };
    let mut count = Count::new(
        ruleset.id(),
        &game.phase,
        Source::Thread,
        day,
        &ballots,
        &origins,
    );
    for b in &hammered {
        count.after_hammer(&b.voter, vote_of(&b.choice), origins[&b.seq].clone());
    }
    for late in &votes.late {
        let vote = match &late.choice {
            Ok(choice) => vote_of(choice),
            Err(written) => Vote::Unread {
                written: written.clone(),
            },
        };
        count.late(&late.voter, vote, Origin::post(late.post));
    }
    count.ignored = votes
        .ignored
        .iter()
        .map(|i| IgnoredPosts {
            author: i.author.clone(),
            reason: i.why,
            posts: i.posts.clone(),
        })
        .collect();
    let mut problems = Vec::new();
    // A vote the master corrected is read: his correction is the vote.
    let corrected = |voter: &str| corrections.iter().any(|f| f.player == voter);
    for u in votes.unread.iter().filter(|u| !corrected(&u.voter)) {
        count
            .unread
            .push(UnreadName::new(u.post, &u.voter, &u.written, &u.miss));
        if problems.len() == MAX_SHOWN_UNREAD {
            continue;
        }
        problems.push(
            Problem::new(
                Msg::new("err-tally-unread")
                    .arg("voter", &u.voter)
                    .arg("post", u.post)
                    .arg("written", &u.written),
            )
            .at(&thread.path, &thread.source, u.span.clone())
            .label(Msg::new("label-unknown-player"))
            .help(miss_help(&u.miss)),
        );
    }
    count.updated = Updated {
        post: votes.last.as_ref().map(|(n, _)| *n),
        time: votes.last.map(|(_, t)| t),
    };
    Ok((count, problems))
}
