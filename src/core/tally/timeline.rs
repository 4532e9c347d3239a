//! The day's votes in time: each vote that weighed on a wagon, from the second it was cast
//! until the voter moved it (a new vote, an unvote, a void vote) or the day ended. What the
//! wagons picture draws (`core::draw::wagons`); the count itself is [`super::Count`].

use super::DayVote;
use crate::core::votes::{Ballot, Choice, Discard, Tally, counting_order};
use std::collections::BTreeMap;

/// One vote on a wagon for a stretch of the day.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Span {
    pub voter: String,
    /// The wagon: a player, or [`Choice::Abstain`] (a "no lynch" wagon, or an abstention).
    pub target: Choice,
    pub weight: u32,
    /// When it was cast (seconds); `None`: a PM without a `sent:` time.
    pub from: Option<i64>,
    /// When the voter moved it; `None`: it stood until the day ended.
    pub until: Option<i64>,
}

/// The spans of the day's `ballots` under its rules, in counting order of their casting. One
/// count ([`Tally::count`]) and one pass: a ballot that stands or that a later one replaced or
/// withdrew opens a span; the voter's next ballot that took effect (a vote, an unvote, a void
/// vote) closes it. A ballot the rules ignored (a repeat, a frozen or late vote, a vote of
/// somebody who cannot vote) leaves the voter's vote as it was.
pub fn spans(day: &DayVote, ballots: &[Ballot]) -> Vec<Span> {
    let tally = Tally::count(&day.voters, ballots, &day.rules);
    let why: BTreeMap<usize, &Discard> =
        tally.discarded().iter().map(|(b, d)| (b.seq, d)).collect();
    let weight = |voter: &str| {
        day.voters
            .iter()
            .find(|(name, _)| name == voter)
            .map_or(0, |(_, w)| *w)
    };
    let mut spans: Vec<Span> = Vec::new();
    let mut open: BTreeMap<&str, usize> = BTreeMap::new();
    for i in counting_order(ballots) {
        let b = &ballots[i];
        let takes_effect = match why.get(&b.seq) {
            None | Some(Discard::Replaced | Discard::Withdrawn | Discard::Void(_)) => true,
            Some(_) => false,
        };
        if !takes_effect {
            continue;
        }
        if let Some(at) = open.remove(b.voter.as_str()) {
            spans[at].until = b.at.or(spans[at].from);
        }
        let weighs = !matches!(why.get(&b.seq), Some(Discard::Void(_)));
        if weighs && b.choice != Choice::Unvote {
            open.insert(&b.voter, spans.len());
            spans.push(Span {
                voter: b.voter.clone(),
                target: b.choice.clone(),
                weight: weight(&b.voter),
                from: b.at,
                until: None,
            });
        }
    }
    spans
}
