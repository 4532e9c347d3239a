//! The day's ballots as the public may know them, as one list to count: every public output of
//! the day (the count's wagons and lists, the hammer it marks, the votes after it) is counted
//! from it, so that none depends on what a PM's `sent:` or a replaced PM holds.
//!
//! "A PM's `sent:` is between its sender and the master" (README, "A master's day: tally"),
//! and so is a vote a later one replaced in a PM (chechino ruling 71): the public knows of a
//! voter's PMs only the vote they leave him with. So a voter is, in public:
//! - with no vote by PM that took effect: his posts, in the order posted;
//! - else, when his posts alone leave him the vote he holds: his posts alone, whenever his PMs
//!   were sent (a PM repeating a post's vote, before or after that post, would show only
//!   its hour: chechino ruling 78);
//! - else, when a post of his after his last such PM moved his vote: his posts alone (the vote
//!   his PM gave was replaced, so it is the sender's and the master's);
//! - else: the vote his last PM leaves him with, in the block of the votes given by PM, which
//!   comes first, in roster order, "from the start of the day" (one-night ruling 29), then his
//!   later posts (which moved nothing).
//!
//! A voter whose public ballots would leave him another vote than the count does (an unvote
//! first rule meeting a PM between two posts) is shown by his final vote alone, in the block.

use super::{
    Ballot, Choice, Discard, PlayerName, Standing, THREAD_SEQ, Tally, VoteRules, counting_order,
    in_order, take,
};
use std::collections::BTreeMap;

/// The day's ballots as the public may know them ([`public_day`]).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PublicDay {
    /// Renumbered so that their counting order is the public order: the block given by PM
    /// first (at the earliest second, numbered in roster order), then the posted ones, numbered
    /// from [`THREAD_SEQ`] in the order posted.
    pub ballots: Vec<Ballot>,
    /// For each of `ballots`, the `seq` of the day's ballot it is.
    pub from: Vec<usize>,
    /// How many of `ballots`, at the start, are the block of votes given by PM.
    pub by_pm: usize,
}

/// Whether a ballot changed its voter's vote: it stood, or was later replaced or withdrawn, or
/// stands void.
fn took_effect(why: Option<&Discard>) -> bool {
    matches!(
        why,
        None | Some(Discard::Replaced | Discard::Withdrawn | Discard::Void(_))
    )
}

/// One voter's public ballots (indices into the day's), and the one he holds in the block
/// given by PM, if any. `mine` are his ballots' indices in counting order.
fn voter_public(
    eligible: &[(PlayerName, u32)],
    ballots: &[Ballot],
    rules: &VoteRules,
    mine: &[usize],
) -> (Option<usize>, Vec<usize>) {
    let own: Vec<Ballot> = mine.iter().map(|&i| ballots[i].clone()).collect();
    let tally = Tally::count(eligible, &own, rules);
    let why: BTreeMap<usize, &Discard> =
        tally.discarded().iter().map(|(b, d)| (b.seq, d)).collect();
    let effective = |i: usize| took_effect(why.get(&ballots[i].seq).copied());
    let posts = || mine.iter().copied().filter(|&i| ballots[i].posted());
    let Some(k) = mine
        .iter()
        .rposition(|&i| !ballots[i].posted() && effective(i))
    else {
        return (None, posts().collect());
    };
    let after = &mine[k + 1..];
    if after.iter().any(|&i| effective(i)) {
        return (None, posts().collect());
    }
    // His last ballot that took effect: the vote (or the void vote) his PM leaves him with.
    let held = mine.iter().copied().rfind(|&i| effective(i)).filter(|&i| {
        ballots[i].choice != Choice::Unvote
            && !matches!(
                why.get(&ballots[i].seq),
                Some(Discard::Replaced | Discard::Withdrawn)
            )
    });
    // His later posts; a later PM that moved nothing (a repeat of the vote he held) is his
    // and the master's: how many PMs he sent is not public (issue 22 K).
    let later = after.iter().copied().filter(|&i| ballots[i].posted());
    (held, later.collect())
}

/// The vote a list of one voter's ballots leaves him with: (choice, void), if any.
fn final_vote(
    eligible: &[(PlayerName, u32)],
    own: &[Ballot],
    rules: &VoteRules,
) -> Option<(Choice, bool)> {
    let tally = Tally::count(eligible, own, rules);
    if let Some(b) = tally.counted().first() {
        return Some((b.choice.clone(), false));
    }
    // A void vote stands void: the last one not replaced nor withdrawn after it.
    let void = tally
        .discarded()
        .iter()
        .rfind(|(_, why)| took_effect(Some(why)))
        .filter(|(_, why)| matches!(why, Discard::Void(_)));
    void.map(|(b, _)| (b.choice.clone(), true))
}

/// `counted` (the standing votes of `ballots`) as the public count places them: a vote given by
/// PM that the voter's posts alone leave him with stands at the post that gives it, as
/// [`public_day`] shows him, so that a list made from the engine's count (a ruleset's day post)
/// shows him where the public count does, whether his PM came before or after that post.
pub(super) fn placed(
    weights: &BTreeMap<&str, u32>,
    rules: &VoteRules,
    ballots: &[Ballot],
    counted: &[Ballot],
) -> Vec<Ballot> {
    let by_post = |b: &Ballot| -> Option<Ballot> {
        let posts: Vec<Ballot> = (ballots.iter())
            .filter(|p| p.voter == b.voter && p.posted())
            .cloned()
            .collect();
        let (mut current, mut discarded) = (Standing::new(), Vec::new());
        for (pos, p) in in_order(&posts).into_iter().enumerate() {
            take(weights, rules, &mut current, &mut discarded, pos, p);
        }
        let (_, post, counts) = current.get(b.voter.as_str())?;
        (*counts && post.choice == b.choice).then(|| (*post).clone())
    };
    (counted.iter())
        .map(|b| match b.posted() {
            true => b.clone(),
            false => by_post(b).unwrap_or_else(|| b.clone()),
        })
        .collect()
}

/// The day's `ballots` (each `seq` its own) as the public may know them, under `rules` (the
/// public's: [`super::public_rules`]).
pub fn public_day(
    eligible: &[(PlayerName, u32)],
    ballots: &[Ballot],
    rules: &VoteRules,
) -> PublicDay {
    let mut mine: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    for i in counting_order(ballots) {
        mine.entry(ballots[i].voter.as_str()).or_default().push(i);
    }
    let mut block: Vec<usize> = Vec::new();
    let mut posted: Vec<usize> = Vec::new();
    for list in mine.values() {
        let all: Vec<Ballot> = list.iter().map(|&i| ballots[i].clone()).collect();
        let real = final_vote(eligible, &all, rules);
        // His posts alone leave him the vote he holds: shown by them, wherever his PMs fall
        // among them. A PM giving the vote a post gives, before or after that post, tells
        // nothing but its hour (chechino ruling 78).
        let posts: Vec<usize> = list
            .iter()
            .copied()
            .filter(|&i| ballots[i].posted())
            .collect();
        let by_posts: Vec<Ballot> = posts.iter().map(|&i| ballots[i].clone()).collect();
        if !posts.is_empty() && final_vote(eligible, &by_posts, rules) == real {
            posted.extend(posts);
            continue;
        }
        let (held, posts) = voter_public(eligible, ballots, rules, list);
        let shown: Vec<Ballot> = held
            .iter()
            .chain(&posts)
            .map(|&i| ballots[i].clone())
            .collect();
        if final_vote(eligible, &shown, rules) == real {
            block.extend(held);
            posted.extend(posts);
        } else if real.is_some() {
            // His final vote alone, given by PM or not: whatever holds it.
            let last = list.iter().copied().rfind(|&i| {
                let one = [ballots[i].clone()];
                final_vote(eligible, &one, rules) == real
            });
            block.extend(last);
        }
    }
    let place = |voter: &str| eligible.iter().position(|(n, _)| n == voter);
    block.sort_by_cached_key(|&i| {
        (
            place(&ballots[i].voter).is_none(),
            place(&ballots[i].voter),
            ballots[i].voter.clone(),
        )
    });
    posted.sort_by_key(|&i| (ballots[i].at.is_none(), ballots[i].at, ballots[i].seq));
    let mut day = PublicDay {
        by_pm: block.len(),
        ..PublicDay::default()
    };
    for (n, &i) in block.iter().enumerate() {
        day.ballots.push(Ballot {
            at: Some(i64::MIN),
            seq: n,
            ..ballots[i].clone()
        });
        day.from.push(ballots[i].seq);
    }
    for (n, &i) in posted.iter().enumerate() {
        day.ballots.push(Ballot {
            seq: THREAD_SEQ + n,
            ..ballots[i].clone()
        });
        day.from.push(ballots[i].seq);
    }
    day
}

#[cfg(test)]
mod tests {
    use super::super::tests::{ballots, roll};
    use super::*;

    /// `text` with the ballots after `posted_from` (by index) posted in the thread.
    fn day(text: &str, posted_from: usize) -> Vec<Ballot> {
        let mut all = ballots(text);
        for (i, b) in all.iter_mut().enumerate() {
            if i >= posted_from {
                b.seq += THREAD_SEQ;
            }
        }
        all
    }

    fn shown(day: &PublicDay) -> Vec<String> {
        day.ballots
            .iter()
            .map(|b| match &b.choice {
                Choice::Player(p) => format!("{}>{p}", b.voter),
                Choice::Abstain => format!("{}>-", b.voter),
                Choice::Unvote => format!("{}>!", b.voter),
            })
            .collect()
    }

    #[test]
    fn a_vote_by_pm_stands_first_in_roster_order_whenever_it_was_sent() {
        let voters = roll("Ana Bea Cid Dan");
        let rules = VoteRules::default();
        // Dan's PM at 1 and Bea's at 9, around Cid's post at 5.
        let early = day("Dan>Ana@1 Bea>Ana@9 Cid>Dan@5", 2);
        let late = day("Dan>Ana@9 Bea>Ana@1 Cid>Dan@5", 2);
        let (a, b) = (
            public_day(&voters, &early, &rules),
            public_day(&voters, &late, &rules),
        );
        assert_eq!(shown(&a), ["Bea>Ana", "Dan>Ana", "Cid>Dan"]);
        assert_eq!(shown(&a), shown(&b));
        assert_eq!(a.by_pm, 2);
    }

    #[test]
    fn a_vote_a_later_pm_replaced_is_never_public() {
        let voters = roll("Ana Bea Cid");
        let rules = VoteRules::default();
        let two = public_day(&voters, &day("Bea>Cid@1 Bea>Ana@3", 9), &rules);
        let one = public_day(&voters, &day("Bea>Ana@3", 9), &rules);
        assert_eq!(shown(&two), ["Bea>Ana"]);
        assert_eq!(shown(&two), shown(&one));
    }

    #[test]
    fn a_pm_repeating_a_post_shows_the_voter_at_his_post_whether_sent_before_or_after_it() {
        let voters = roll("Ana Bea Cid Dan");
        let rules = VoteRules::default();
        // Dan posts Ana at 5; his PM says Ana at 3 (before the post) or at 7 (after it).
        let before = public_day(&voters, &day("Dan>Ana@3 Bea>Cid@1 Dan>Ana@5", 1), &rules);
        let after = public_day(&voters, &day("Dan>Ana@7 Bea>Cid@1 Dan>Ana@5", 1), &rules);
        let no_pm = public_day(&voters, &day("Bea>Cid@1 Dan>Ana@5", 0), &rules);
        assert_eq!(shown(&before), ["Bea>Cid", "Dan>Ana"]);
        assert_eq!(shown(&before), shown(&after));
        assert_eq!(shown(&before), shown(&no_pm));
        assert_eq!((before.by_pm, after.by_pm), (0, 0));
        // A PM that moved his vote elsewhere after the post still stands in the block.
        let moved = public_day(&voters, &day("Dan>Cid@7 Dan>Ana@5", 1), &rules);
        assert_eq!(shown(&moved), ["Dan>Cid"]);
    }

    #[test]
    fn a_pm_repeating_his_pm_vote_is_never_shown_at_its_hour() {
        let voters = roll("Ana Bea Cid");
        let rules = VoteRules::default();
        let twice = public_day(&voters, &day("Bea>Ana@1 Bea>Ana@3", 9), &rules);
        let once = public_day(&voters, &day("Bea>Ana@3", 9), &rules);
        assert_eq!(shown(&twice), ["Bea>Ana"]);
        assert_eq!(twice, once);
    }

    #[test]
    fn a_post_after_the_pm_shows_the_voter_by_his_posts_alone() {
        let voters = roll("Ana Bea Cid Dan");
        let rules = VoteRules::default();
        // Bea posts Cid at 1, her PM says Ana at 3, she posts Dan at 5: the PM is replaced.
        let with_pm = public_day(&voters, &day("Bea>Ana@3 Bea>Cid@1 Bea>Dan@5", 1), &rules);
        let without = public_day(&voters, &day("Bea>Cid@1 Bea>Dan@5", 0), &rules);
        assert_eq!(shown(&with_pm), ["Bea>Cid", "Bea>Dan"]);
        assert_eq!(shown(&with_pm), shown(&without));
        assert_eq!(with_pm.by_pm, 0);
    }
}
