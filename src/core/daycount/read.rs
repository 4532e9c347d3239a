//! The thread's votes as the day's count takes them: each vote at its post's time, by a
//! player who may vote now, void where the day's rules void it.

use super::{MAX_SHOWN_UNREAD, Settings, THREAD_SEQ};
use crate::core::diag::Problem;
use crate::core::game::Game;
use crate::core::grammar::miss_help;
use crate::core::msg::Msg;
use crate::core::names::NameIndex;
use crate::core::ruleset::Ruleset;
use crate::core::tally::{
    Count, DayVote, HiddenVote, IgnoredPosts, Origin, UnclearPlace, UnreadName, Updated,
    VOID_NO_ABSTENTION, VOID_NOT_CANDIDATE, Vote,
};
use crate::core::thread::{self, ThreadVotes};
use crate::core::votes::{Ballot, Choice};
use std::collections::BTreeMap;

/// The thread as the day's count read it: what the master must see besides the ballots.
#[derive(Debug, Clone)]
pub struct ThreadRead {
    /// What was read; its `ballots` moved into the count (`Game::thread_votes`).
    pub votes: ThreadVotes,
    /// The names that could not be read, as problems at their post (the first
    /// [`MAX_SHOWN_UNREAD`]); `votes.unread` has them all. `next` refuses the day with them.
    pub unread: Vec<Problem>,
    /// The names read otherwise than as written (an alias, a prefix, a typo, an acronym…), in
    /// thread order: the count lists each ("read X as Y").
    pub read_as: Vec<crate::core::tally::ReadAs>,
    /// The votes written in a spoiler or in white or transparent text, in thread order.
    pub hidden: Vec<HiddenVote>,
    /// Where each correction of the master stands in the thread, when it settles a post
    /// there: the post's time (seconds, and as written). The correction's vote is cast then.
    pub corrected_at: BTreeMap<String, (i64, String)>,
    /// The post each of `corrected_at` settles: where the correction's vote is shown.
    pub settled: BTreeMap<String, u64>,
    /// The forum id of each post the master set aside, where the thread gives ids (`p9004`):
    /// `check` shows it for him to copy.
    pub set_aside_ids: BTreeMap<u64, String>,
}

/// What the master's orders say of the thread: the votes he corrected, the posts he set aside.
#[derive(Debug, Clone, Default)]
pub struct MasterSays {
    pub corrected: Vec<Correction>,
    /// The numbers of the posts set aside (`ignore thread POST`).
    pub ignored_posts: Vec<u64>,
}

/// A vote the master corrected (`correct VOTER TARGET`): the voter, and the time (seconds) of
/// the PM whose vote the correction took out, if it took one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Correction {
    pub voter: String,
    pub pm_time: Option<i64>,
}

/// Where a correction stands among a voter's thread votes. It settles the vote it was written
/// for, his first vote the master had to read (a name unread, a place raised), or the PM vote
/// it took out, whichever is later: his votes up to there are replaced by it, and a vote he
/// posted after it counts after it: a valid one replaces it (issue 22: "`correct` never
/// overrides a later valid vote by the same player"), one the master must read is raised again
/// (review break16 A2: a page saved again after the correction showed a later unread post,
/// settled in silence). With neither, it is his vote whatever the thread says.
#[derive(Debug, Clone, Copy)]
struct Cut {
    /// The post of the last vote the master had to read (0: none).
    post: u64,
    pm_time: Option<i64>,
}

impl Cut {
    /// Whether a vote of the voter posted in `post` at `time` is replaced by the correction.
    fn replaces(&self, post: u64, time: i64) -> bool {
        (self.post == 0 && self.pm_time.is_none())
            || post <= self.post
            || self.pm_time.is_some_and(|t| time < t)
    }
}

/// Reads the thread's votes into `applied` (the game the master's orders left), for its day
/// vote: the posts of the players who may vote, each vote at its post's time. A player the
/// master's orders removed (a modkill, a lover taken along) votes no more, whatever the rules
/// say of the dead; a voter whose vote the master corrected has that vote in place of the
/// votes it settles ([`Cut`]); the posts the master set aside are not read.
pub fn read_thread(
    ruleset: &dyn Ruleset,
    before: &Game,
    applied: &mut Game,
    thread: &thread::Thread,
    master: &MasterSays,
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
    let reading = Reading {
        day: &day,
        names: &applied.names(),
        voters: &voters,
        corrected: &master.corrected,
        set_aside: &master.ignored_posts,
        lang: Some(applied.language),
        deadline,
        left: applied
            .left
            .iter()
            .map(|(old, new)| (old.clone(), new.clone()))
            .collect(),
        hidden: hidden_votes(ruleset, applied),
        quotes: thread::QuoteLines::of(applied.forum),
    };
    let (ballots, mut read) = reading.ballots(thread, settings);
    read.set_aside_ids = (thread.posts.iter())
        .filter(|p| master.ignored_posts.contains(&p.number))
        .filter_map(|p| Some((p.number, p.id.clone()?)))
        .collect();
    applied.thread_votes = ballots;
    applied.placed_corrections = read
        .corrected_at
        .iter()
        .map(|(voter, (at, _))| (voter.clone(), *at))
        .collect();
    Some(read)
}

impl ThreadRead {
    /// The posts the master set aside (`ignore thread POST`), in thread order, with their
    /// authors.
    pub fn posts_set_aside(&self) -> Vec<(u64, String)> {
        let mut posts: Vec<(u64, String)> = self
            .votes
            .ignored
            .iter()
            .filter(|i| i.why == thread::IgnoredWhy::Master)
            .flat_map(|i| i.posts.iter().map(|&post| (post, i.author.clone())))
            .collect();
        posts.sort();
        posts
    }

    /// Adds to the count what the master must see of the thread: votes posted late, posts by
    /// people who cannot vote, names that could not be read, the last post read.
    pub fn decorate(&self, count: &mut Count) {
        let read = self;
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
                by: i.by.clone(),
            })
            .collect();
        count.read_as = read.read_as.clone();
        count.unread = read
            .votes
            .unread
            .iter()
            .map(|u| UnreadName {
                replaced: u.replaced,
                ..UnreadName::new(u.post, &u.voter, &u.written, &u.miss)
            })
            .collect();
        count.unclear = read
            .votes
            .unclear
            .iter()
            .map(|u| UnclearPlace {
                post: u.post,
                voter: u.voter.clone(),
                text: u.text.clone(),
                why: u.why,
                replaced: u.replaced,
            })
            .collect();
        count.hidden = read.hidden.clone();
        if let Some((post, time)) = &read.votes.last {
            count.updated = Updated {
                post: Some(*post),
                time: Some(time.clone()),
            };
        }
    }
}

/// Who votes in a thread, and how it is read.
pub struct Reading<'a> {
    pub day: &'a DayVote,
    pub names: &'a NameIndex,
    /// The roster names of those who may vote now.
    pub voters: &'a [String],
    /// Votes the master corrected: each correction replaces the votes it settles ([`Cut`]).
    pub corrected: &'a [Correction],
    /// The posts the master set aside (`ignore thread POST`): not read.
    pub set_aside: &'a [u64],
    /// The game's language, as doubts are read in it (`thread::Options::lang`).
    pub lang: Option<crate::core::msg::Lang>,
    /// Posts at or after this second are late.
    pub deadline: Option<i64>,
    /// Players who left, with who plays their slot now (`Game::left`).
    pub left: Vec<(String, String)>,
    /// What a vote in a spoiler or in hidden text is ([`hidden_votes`]).
    pub hidden: thread::HiddenVotes,
    /// Which lines starting with `>` quote, by the game's forum (`forum:`).
    pub quotes: thread::QuoteLines,
}

/// The game's rule on votes written in a spoiler or in white or transparent text: its
/// `hidden_votes` option, else the default its ruleset takes from the rulebook, else `count`.
pub fn hidden_votes(ruleset: &dyn Ruleset, game: &Game) -> thread::HiddenVotes {
    let default = || {
        ruleset
            .options()
            .iter()
            .find(|o| o.key == HIDDEN_VOTES)
            .and_then(|o| thread::HiddenVotes::parse(o.default))
    };
    game.option(HIDDEN_VOTES)
        .and_then(thread::HiddenVotes::parse)
        .or_else(default)
        .unwrap_or_default()
}

/// The game option saying what a hidden vote is (`count`, `forbid`).
pub const HIDDEN_VOTES: &str = "hidden_votes";

impl Reading<'_> {
    /// The thread's ballots, numbered from [`THREAD_SEQ`], `at` the post's second; votes for
    /// somebody who cannot be voted and abstentions the rules do not have are void.
    pub fn ballots(
        &self,
        thread: &thread::Thread,
        settings: &Settings,
    ) -> (Vec<Ballot>, ThreadRead) {
        let options = thread::Options {
            syntax: settings.syntax,
            strip_spoilers: settings.strip_spoilers,
            until_post: settings.until_post,
            deadline: self.deadline,
            left: self.left.clone(),
            hidden: self.hidden,
            set_aside: self.set_aside.to_vec(),
            lang: self.lang,
            quotes: self.quotes,
        };
        let mut votes = thread::read_votes(thread, self.names, self.voters, &options);
        let time_of: BTreeMap<u64, i64> = thread.posts.iter().map(|p| (p.number, p.time)).collect();
        let cuts = self.cuts(&votes);
        let replaced = |voter: &str, post: u64| {
            cuts.get(voter)
                .is_some_and(|c| c.replaces(post, time_of.get(&post).copied().unwrap_or(0)))
        };
        votes.unread.retain(|u| !replaced(&u.voter, u.post));
        votes.unclear.retain(|u| !replaced(&u.voter, u.post));
        let corrected = |b: &Ballot| replaced(&b.voter, votes.post_of[&b.seq]);
        let (read_as, hidden) = readings_of(&votes, corrected);
        let last_vote = |voter: &str| {
            let mine = votes.ballots.iter().filter(|b| b.voter == voter);
            mine.map(|b| votes.post_of[&b.seq]).max()
        };
        let placed = corrected_at(&cuts, thread, last_vote);
        let settled = placed
            .iter()
            .map(|(v, (post, ..))| (v.clone(), *post))
            .collect();
        let corrected_at = placed
            .into_iter()
            .map(|(v, (_, at, text))| (v, (at, text)))
            .collect();
        // The thread's ballots move into the count's (the thread's list is not kept twice).
        let ballots = std::mem::take(&mut votes.ballots)
            .into_iter()
            .filter(|b| !corrected(b))
            .map(|b| {
                let post = votes.post_of[&b.seq];
                Ballot {
                    at: time_of.get(&post).copied(),
                    seq: THREAD_SEQ + b.seq,
                    void: b.void.or_else(|| void_in(self.day, &b.choice)),
                    voter: b.voter,
                    choice: b.choice,
                }
            })
            .collect();
        // One copy of the thread for every problem that shows it (each its post's line).
        let source: crate::core::diag::Source = std::sync::Arc::from(thread.source.as_str());
        let unread = problems(&votes, thread, &source);
        (
            ballots,
            ThreadRead {
                votes,
                unread,
                read_as,
                hidden,
                corrected_at,
                settled,
                set_aside_ids: BTreeMap::new(),
            },
        )
    }

    /// Where each correction stands among its voter's thread votes ([`Cut`]).
    fn cuts(&self, votes: &ThreadVotes) -> BTreeMap<String, Cut> {
        self.corrected
            .iter()
            .map(|c| {
                let settled = votes
                    .unread
                    .iter()
                    .filter(|u| u.voter == c.voter)
                    .map(|u| u.post)
                    .chain(
                        votes
                            .unclear
                            .iter()
                            .filter(|u| u.voter == c.voter)
                            .map(|u| u.post),
                    )
                    .min()
                    .unwrap_or(0);
                let cut = Cut {
                    post: settled,
                    pm_time: c.pm_time,
                };
                (c.voter.clone(), cut)
            })
            .collect()
    }
}

/// How the names of the ballots that count were read, when not as written (an alias, a
/// prefix, a typo…: "read X as Y"), and the ballots written in a spoiler or hidden text.
fn readings_of(
    votes: &ThreadVotes,
    corrected: impl Fn(&Ballot) -> bool,
) -> (Vec<crate::core::tally::ReadAs>, Vec<HiddenVote>) {
    let read_as = votes
        .ballots
        .iter()
        .filter(|b| !corrected(b))
        .filter_map(|b| {
            let reading = votes.readings.get(&b.seq)?;
            Some(crate::core::tally::ReadAs {
                post: votes.post_of[&b.seq],
                voter: b.voter.clone(),
                written: reading.written.clone(),
                name: reading.name.clone(),
                how: reading.how,
            })
        })
        .collect();
    let hidden = votes
        .hidden
        .iter()
        .map(|seq| &votes.ballots[*seq])
        .filter(|b| !corrected(b))
        .map(|b| HiddenVote {
            post: votes.post_of[&b.seq],
            voter: b.voter.clone(),
            counted: b.void.as_deref() != Some(thread::VOID_HIDDEN),
        })
        .collect();
    (read_as, hidden)
}

/// The post each correction settles and its time, when it is later than the PM vote it took
/// out: the correction's vote is cast then, its place in the wagon. A correction with nothing
/// to settle replaces every vote the voter posted: it is cast at the last of them
/// (`last_vote`), "cast at that post's time", and with none it has no moment.
fn corrected_at(
    cuts: &BTreeMap<String, Cut>,
    thread: &thread::Thread,
    last_vote: impl Fn(&str) -> Option<u64>,
) -> BTreeMap<String, (u64, i64, String)> {
    cuts.iter()
        .filter_map(|(voter, cut)| {
            let number = match (cut.post, cut.pm_time) {
                (0, None) => last_vote(voter)?,
                (post, _) => post,
            };
            let post = thread.posts.iter().find(|p| p.number == number)?;
            (cut.pm_time.is_none_or(|t| post.time >= t))
                .then(|| (voter.clone(), (number, post.time, post.time_text.clone())))
        })
        .collect()
}

/// What the master must settle before the day is resolved, each at its place in the thread (the
/// first [`MAX_SHOWN_UNREAD`]): the votes whose name could not be read, and the places that
/// speak of the vote and were not read as one; not those a later vote of the same player
/// replaced (the count lists them). The master `correct`s the player's vote.
fn problems(
    votes: &ThreadVotes,
    thread: &thread::Thread,
    source: &crate::core::diag::Source,
) -> Vec<Problem> {
    let unread = votes
        .unread
        .iter()
        .filter(|u| u.replaced.is_none())
        .map(|u| {
            let problem = Problem::new(
                Msg::new("err-tally-unread")
                    .arg("voter", &u.voter)
                    .arg("post", u.post)
                    .arg("written", &u.written),
            )
            .at(&thread.path, source, u.span.clone())
            .label(Msg::new("label-unknown-player"))
            .help(miss_help(&u.miss));
            (u.span.start, problem)
        });
    let unclear = votes
        .unclear
        .iter()
        .filter(|u| u.replaced.is_none())
        .map(|u| {
            let problem = Problem::new(
                Msg::new("err-tally-unclear")
                    .arg("voter", &u.voter)
                    .arg("post", u.post)
                    .arg("text", &u.text),
            )
            .at(&thread.path, source, u.span.clone())
            .label(Msg::new(match u.why {
                thread::Unclear::Name => "label-tally-unclear-name",
                thread::Unclear::VoteWord => "label-tally-unclear-vote-word",
                thread::Unclear::Question => "label-tally-unclear-question",
                thread::Unclear::Doubt => "label-tally-unclear-doubt",
                thread::Unclear::List => "label-tally-unclear-list",
                thread::Unclear::Colour => "label-tally-unclear-colour",
                thread::Unclear::OtherSyntax => "label-tally-unclear-other-syntax",
                thread::Unclear::OpenQuote => "label-tally-unclear-open-quote",
                thread::Unclear::Remark => "label-tally-unclear-remark",
                thread::Unclear::Count => "label-tally-unclear-count",
                thread::Unclear::Signature => "label-tally-unclear-signature",
                thread::Unclear::Label => "label-tally-unclear-label",
                thread::Unclear::Changed => "label-tally-unclear-changed",
                thread::Unclear::Edited => "label-tally-unclear-edited",
                thread::Unclear::UnvoteName => "label-tally-unclear-unvote-name",
                thread::Unclear::Agreed => "label-tally-unclear-agreed",
            }))
            .help(Msg::new("help-tally-unclear").arg("voter", &u.voter));
            (u.span.start, problem)
        });
    let mut all: Vec<(usize, Problem)> = unread.chain(unclear).collect();
    all.sort_by_key(|(at, _)| *at);
    all.into_iter()
        .take(MAX_SHOWN_UNREAD)
        .map(|(_, p)| p)
        .collect()
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

pub(super) fn vote_of(choice: &Choice) -> Vote {
    match choice {
        Choice::Player(p) => Vote::Player { target: p.clone() },
        Choice::Abstain => Vote::Abstain,
        Choice::Unvote => Vote::Unvote,
    }
}
