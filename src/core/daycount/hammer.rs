//! The hammer: the vote after which a player's wagon first weighed more than half of the
//! voters' total weight (`tally --hammer`, or a majority rule). The hammer is public (the count
//! marks it, the votes after it do not count, the picture ends there): it is found in the
//! day as the public may know it ([`crate::core::votes::public_day`]: the votes given by PM
//! first, in roster order, then the posts in the order posted), never by a PM's `sent:`, a
//! vote a later PM replaced, a secret void or a secret freeze. Where the votes given by PM
//! already pass half, the hammer is theirs, with no voter and no moment (ruling 71 of
//! chechino): every post is after it.

use super::Settings;
use crate::core::tally::{DayVote, HammerAt, Majority, Origin, public_view};
use crate::core::votes::{Ballot, Choice, Tally, counting_order, public_day};
use std::collections::BTreeSet;

/// The public hammer of a day.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hammer {
    /// The wagon that passed half.
    pub target: Choice,
    /// The day's ballot that passed it, posted in the thread (or a correction placed at a
    /// post); `None` when the votes given by PM did.
    pub posted: Option<Ballot>,
    /// The day's ballots (by `seq`) after it, in the public order: they do not count.
    pub after: BTreeSet<usize>,
}

/// The day's public hammer, if a wagon passes half. One pass.
pub fn hammer_of(day: &DayVote, ballots: &[Ballot]) -> Option<Hammer> {
    let (day, ballots) = public_view(day, ballots);
    let total: u32 = day.voters.iter().map(|(_, w)| w).sum();
    let shown = public_day(&day.voters, &ballots, &day.rules);
    let pos = Tally::hammer(&day.voters, &shown.ballots, &day.rules, total)?;
    let order = counting_order(&shown.ballots);
    let by_pm = pos < shown.by_pm;
    // The votes given by PM stand together, "from the start of the day": a hammer among them
    // is theirs, and cuts after the last of them.
    let cut = match by_pm {
        true => shown.by_pm - 1,
        false => pos,
    };
    let hammer = &shown.ballots[order[pos]];
    let original = |i: usize| ballots.iter().find(|b| b.seq == shown.from[i]).cloned();
    Some(Hammer {
        target: hammer.choice.clone(),
        posted: (!by_pm).then(|| original(order[pos])).flatten(),
        after: order[cut + 1..].iter().map(|&i| shown.from[i]).collect(),
    })
}

/// The ballots split at the public hammer: the ones that count, and the ones after it.
pub fn split_at_hammer(day: &DayVote, ballots: Vec<Ballot>) -> (Vec<Ballot>, Vec<Ballot>) {
    let Some(hammer) = hammer_of(day, &ballots) else {
        return (ballots, Vec::new());
    };
    ballots
        .into_iter()
        .partition(|b| !hammer.after.contains(&b.seq))
}

/// Whether the count looks for the hammer: under a majority rule, or with `--hammer`.
pub fn looks_for_hammer(day: &DayVote, settings: &Settings) -> bool {
    settings.hammer || day.majority == Majority::Strict
}

/// "X reached majority at post #N", or "with the votes given by PM": under a majority rule,
/// or with `--hammer`.
pub fn mark_hammer(
    count: &mut crate::core::tally::Count,
    day: &DayVote,
    ballots: &[Ballot],
    settings: &Settings,
    origin: impl Fn(&Ballot) -> Origin,
) {
    if !looks_for_hammer(day, settings) {
        return;
    }
    if let Some(hammer) = hammer_of(day, ballots)
        && let Choice::Player(target) = &hammer.target
    {
        count.hammer = Some(HammerAt {
            target: target.clone(),
            voter: hammer.posted.as_ref().map(|b| b.voter.clone()),
            origin: hammer.posted.as_ref().map(origin).unwrap_or_default(),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::votes::{THREAD_SEQ, VoteRules};

    fn day() -> DayVote {
        let names = ["Ana", "Bea", "Cid", "Dan", "Eva"].map(String::from);
        DayVote {
            voters: names.iter().map(|n| (n.clone(), 1)).collect(),
            candidates: names.to_vec(),
            rules: VoteRules::default(),
            majority: Majority::Plurality {
                min_weight: 1,
                ties_die: false,
            },
            abstention: false,
            majority_line: None,
        }
    }

    /// `voter` votes `target` at `at`, by PM (`seq` below the thread's) or posted.
    fn vote(voter: &str, target: &str, at: i64, seq: usize) -> Ballot {
        Ballot {
            voter: voter.into(),
            choice: Choice::Player(target.into()),
            at: Some(at),
            seq,
            void: None,
        }
    }

    #[test]
    fn votes_given_by_pm_that_pass_half_are_the_hammer_whenever_they_were_sent() {
        let post = vote("Eva", "Ana", 10, THREAD_SEQ);
        for hours in [[50, 60, 5], [1, 2, 3]] {
            let ballots = vec![
                vote("Ana", "Cid", hours[0], 0),
                vote("Bea", "Cid", hours[1], 1),
                vote("Dan", "Cid", hours[2], 2),
                post.clone(),
            ];
            let hammer = hammer_of(&day(), &ballots).expect("three of five");
            assert_eq!(hammer.target, Choice::Player("Cid".into()));
            assert_eq!(hammer.posted, None, "no voter, no moment");
            assert_eq!(hammer.after, BTreeSet::from([THREAD_SEQ]), "{hours:?}");
        }
    }

    #[test]
    fn after_the_votes_given_by_pm_the_post_that_passes_half_is_the_hammer() {
        // Ana's PM came last, at 100: in public it stands first, and Dan's post passes half.
        let ballots = vec![
            vote("Ana", "Cid", 100, 0),
            vote("Bea", "Cid", 10, THREAD_SEQ),
            vote("Dan", "Cid", 20, THREAD_SEQ + 1),
            vote("Eva", "Cid", 30, THREAD_SEQ + 2),
        ];
        let hammer = hammer_of(&day(), &ballots).expect("three of five");
        assert_eq!(hammer.posted.map(|b| b.voter), Some("Dan".into()));
        assert_eq!(hammer.after, BTreeSet::from([THREAD_SEQ + 2]));
    }
}
