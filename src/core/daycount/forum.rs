//! A count for any forum game (`adjudicate tally --players roster.csv --thread FILE`): no game
//! folder and no ruleset; the master says how the day is decided, the roster who plays.

use super::read::{Reading, vote_of};
use super::{Settings, THREAD_SEQ, looks_for_hammer, mark_hammer, split_at_hammer};
use crate::core::diag::Problem;
use crate::core::engine::Entry;
use crate::core::names::NameIndex;
use crate::core::tally::{Count, DayVote, Majority, Origin, Source};
use crate::core::thread::Thread;
use crate::core::votes::{Ballot, Replace, VoteRules};
use std::collections::BTreeMap;

/// How a forum game's day is decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Forum {
    /// `--rule majority`: more than half of the votes lynches; else the most voted at the
    /// deadline (`plurality`).
    pub majority: bool,
    /// `--no-lynch`: "no lynch" is a wagon, which wins a tie with the leaders.
    pub no_lynch: bool,
    /// `--self-vote`: a player may vote himself.
    pub self_vote: bool,
}

impl Forum {
    /// The day's vote: every player of the roster votes once (weight 1) and can be voted; an
    /// abstention is a vote for nobody, or the "no lynch" wagon.
    pub fn day(&self, roster: &[Entry]) -> DayVote {
        DayVote {
            voters: roster.iter().map(|e| (e.name.clone(), 1)).collect(),
            candidates: roster.iter().map(|e| e.name.clone()).collect(),
            rules: VoteRules {
                allow_self_vote: self.self_vote,
                abstention_is_candidate: self.no_lynch,
                ..VoteRules::default()
            },
            majority: match self.majority {
                true => Majority::Strict,
                false => Majority::Plurality {
                    min_weight: 1,
                    ties_die: false,
                },
            },
            abstention: true,
            majority_line: None,
        }
    }
}

/// The count of a forum game's thread, and the names that could not be read (problems at
/// their post). The same reading and counting as a game's ([`super::count`]).
pub fn count_forum(
    roster: &[Entry],
    forum: &Forum,
    thread: &Thread,
    settings: &Settings,
) -> (Count, Vec<Problem>) {
    let mut day = forum.day(roster);
    if settings.unvote_first {
        day.rules.replace_policy = Replace::UnvoteFirst;
    }
    let names = NameIndex::new(
        roster
            .iter()
            .map(|e| (e.name.as_str(), e.aliases.as_slice())),
    );
    let voters: Vec<String> = roster.iter().map(|e| e.name.clone()).collect();
    let reading = Reading {
        day: &day,
        names: &names,
        voters: &voters,
        corrected: &[],
        set_aside: &[],
        lang: None,
        deadline: settings.deadline,
        left: Vec::new(),
        hidden: Default::default(),
        quotes: Default::default(),
    };
    let (ballots, read) = reading.ballots(thread, settings);
    // The ballots before the hammer's cut, where a hammer is looked for.
    let all = match looks_for_hammer(&day, settings) {
        true => ballots.clone(),
        false => Vec::new(),
    };
    let (counted, hammered) = match settings.hammer {
        true => split_at_hammer(&day, ballots),
        false => (ballots, Vec::new()),
    };
    let post = |b: &Ballot| Origin::post(read.votes.post_of[&(b.seq - THREAD_SEQ)]);
    let origins: BTreeMap<usize, Origin> = counted
        .iter()
        .chain(&hammered)
        .map(|b| (b.seq, post(b)))
        .collect();
    let mut count = Count::new("forum", "day", Source::Thread, &day, &counted, &origins);
    mark_hammer(&mut count, &day, &all, settings, post);
    for b in &hammered {
        count.after_hammer(&b.voter, vote_of(&b.choice), origins[&b.seq].clone());
    }
    read.decorate(&mut count);
    (count, read.unread)
}
