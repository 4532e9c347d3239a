//! One count of the day's votes, from the forum thread and the PMs: the count `tally` posts
//! and the count `next` resolves are the same, because both come from here.
//!
//! The thread (`next --thread FILE`, the file `thread:` names in `game.yaml`, or
//! `orders/thread.txt`) is read once the master's orders are applied ([`read_thread`]): each
//! vote at its post's time, by a player who may vote now, into [`Game::thread_votes`]. The
//! ruleset merges those with its PMs' votes in time order ([`crate::core::tally::with_thread`])
//! and applies its own rules (void votes, freeze, weights); `tally` counts that list
//! ([`count`]) and `next` resolves it.

use crate::core::diag::Problem;
use crate::core::engine;
use crate::core::game::Game;
use crate::core::grammar::miss_help;
use crate::core::msg::Msg;
use crate::core::orders::OrderFile;
use crate::core::store::RawFile;
use crate::core::tally::{
    Count, DayVote, IgnoredPosts, Origin, Source, UnreadName, Updated, VOID_NO_ABSTENTION,
    VOID_NOT_CANDIDATE, Vote,
};
use crate::core::thread::{self, Syntax, ThreadVotes};
use crate::core::votes::{Ballot, Choice, Replace, counting_order};
use crate::rules::Ruleset;
use std::collections::BTreeMap;

/// The thread's file name in `orders/`: the day's thread, never a player's PM (`thread` is a
/// name no player may have, `core::names::check_name`).
pub const THREAD_FILE: &str = "thread.txt";

/// The most names that could not be read shown as problems at their line of the thread; the
/// count lists them all. Each problem shows the thread around its line: thousands would bury
/// the count.
pub const MAX_SHOWN_UNREAD: usize = 100;

/// The thread's ballots are numbered (`Ballot::seq`) from here: at the same second a PM's vote
/// comes first, and a ballot's number says where it was cast.
pub const THREAD_SEQ: usize = usize::MAX / 2;

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

/// The thread as the day's count read it: what the master must see besides the ballots.
#[derive(Debug, Clone)]
pub struct ThreadRead {
    pub votes: ThreadVotes,
    /// The names that could not be read, as problems at their post (the first
    /// [`MAX_SHOWN_UNREAD`]); `votes.unread` has them all. `next` refuses the day with them.
    pub unread: Vec<Problem>,
}

/// Reads the thread's votes into `applied` (the game the master's orders left), for its day
/// vote: the posts of the players who may vote, each vote at its post's time. A player the
/// master's orders removed (a modkill, a lover taken along) votes no more, whatever the rules
/// say of the dead; a voter whose vote the master corrected has that vote only. Votes for
/// somebody who cannot be voted, and abstentions the rules do not have, are void.
pub fn read_thread(
    ruleset: &dyn Ruleset,
    before: &Game,
    applied: &mut Game,
    thread: &thread::Thread,
    corrected: &[String],
    settings: &Settings,
) -> Option<ThreadRead> {
    let day = ruleset.day_vote(applied)?;
    let removed = |p: &str| before.is_alive(p) && !applied.is_alive(p);
    let voters: Vec<String> = day
        .voters
        .iter()
        .map(|(n, _)| n.clone())
        .filter(|n| !removed(n))
        .collect();
    // The master's deadline: a post after it is late, as a PM sent after it is.
    let deadline = settings.deadline.or_else(|| {
        let at = applied.deadline.as_deref().and_then(|d| applied.time(d))?;
        Some(at + 1)
    });
    let options = thread::Options {
        syntax: settings.syntax,
        strip_spoilers: settings.strip_spoilers,
        until_post: settings.until_post,
        deadline,
    };
    let mut votes = thread::read_votes(thread, &applied.names(), &voters, &options);
    let is_corrected = |voter: &str| corrected.iter().any(|c| c == voter);
    votes.unread.retain(|u| !is_corrected(&u.voter));
    let time_of: BTreeMap<u64, i64> = thread.posts.iter().map(|p| (p.number, p.time)).collect();
    applied.thread_votes = votes
        .ballots
        .iter()
        .filter(|b| !is_corrected(&b.voter))
        .map(|b| {
            let post = votes.post_of[&b.seq];
            Ballot {
                voter: b.voter.clone(),
                choice: b.choice.clone(),
                at: time_of.get(&post).copied(),
                seq: THREAD_SEQ + b.seq,
                void: void_in(&day, &b.choice),
            }
        })
        .collect();
    let unread = votes
        .unread
        .iter()
        .take(MAX_SHOWN_UNREAD)
        .map(|u| {
            Problem::new(
                Msg::new("err-tally-unread")
                    .arg("voter", &u.voter)
                    .arg("post", u.post)
                    .arg("written", &u.written),
            )
            .at(&thread.path, &thread.source, u.span.clone())
            .label(Msg::new("label-unknown-player"))
            .help(miss_help(&u.miss))
        })
        .collect();
    Some(ThreadRead { votes, unread })
}

/// Why the day's rules void a vote, whatever the ruleset adds: for somebody who cannot be
/// voted, or an abstention where there is none.
pub fn void_in(day: &DayVote, choice: &Choice) -> Option<String> {
    match choice {
        Choice::Player(t) if !day.candidates.contains(t) => Some(VOID_NOT_CANDIDATE.into()),
        Choice::Abstain if !day.abstention => Some(VOID_NO_ABSTENTION.into()),
        _ => None,
    }
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
    // `--deadline`: a PM sent at or after it is late (the thread's late posts were set aside
    // when it was read).
    let on_time = |b: &Ballot| match (settings.deadline, b.at) {
        (Some(d), Some(t)) if b.seq < THREAD_SEQ => t < d,
        _ => true,
    };
    let (counted, late): (Vec<Ballot>, Vec<Ballot>) = cast.ballots.into_iter().partition(on_time);
    let (counted, hammered) = if settings.hammer {
        split_at_hammer(&day, counted)
    } else {
        (counted, Vec::new())
    };
    let read = prepared.thread.as_ref();
    let origin = |b: &Ballot| match read {
        Some(r) if b.seq >= THREAD_SEQ => Origin::post(r.votes.post_of[&(b.seq - THREAD_SEQ)]),
        _ => file_of(&prepared.orders, &b.voter)
            .map(|f| Origin::file(&f.path))
            .unwrap_or_default(),
    };
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
    for b in &late {
        count.late(&b.voter, vote_of(&b.choice), origins[&b.seq].clone());
    }
    for b in &hammered {
        count.after_hammer(&b.voter, vote_of(&b.choice), origins[&b.seq].clone());
    }
    let latest_pm = counted
        .iter()
        .filter(|b| b.seq < THREAD_SEQ)
        .filter_map(|b| file_of(&prepared.orders, &b.voter)?.sent.as_ref())
        .max();
    count.updated = Updated {
        post: None,
        time: latest_pm.map(|s| s.text.clone()),
    };
    let Some(read) = read else {
        return Ok((count, Vec::new()));
    };
    for late in &read.votes.late {
        let vote = match &late.choice {
            Ok(choice) => vote_of(choice),
            Err(written) => Vote::Unread {
                written: written.clone(),
            },
        };
        count.late(&late.voter, vote, Origin::post(late.post));
    }
    count.ignored = read
        .votes
        .ignored
        .iter()
        .map(|i| IgnoredPosts {
            author: i.author.clone(),
            reason: i.why,
            posts: i.posts.clone(),
        })
        .collect();
    count.unread = read
        .votes
        .unread
        .iter()
        .map(|u| UnreadName::new(u.post, &u.voter, &u.written, &u.miss))
        .collect();
    if let Some((post, time)) = &read.votes.last {
        count.updated = Updated {
            post: Some(*post),
            time: Some(time.clone()),
        };
    }
    Ok((count, read.unread.clone()))
}

/// The voter's PM that holds his vote: of several PMs, the last one sent that still has an
/// order (a later vote replaced the earlier ones, `core::replaced`).
fn file_of<'a>(orders: &'a [OrderFile], voter: &str) -> Option<&'a OrderFile> {
    let mine = || orders.iter().filter(|f| f.player == voter);
    mine()
        .rfind(|f| !f.lines.is_empty())
        .or_else(|| mine().next())
}

fn vote_of(choice: &Choice) -> Vote {
    match choice {
        Choice::Player(p) => Vote::Player { target: p.clone() },
        Choice::Abstain => Vote::Abstain,
        Choice::Unvote => Vote::Unvote,
    }
}
