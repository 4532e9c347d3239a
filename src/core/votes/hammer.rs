//! The hammer: the first ballot after which a wagon weighs more than half of the votes, found
//! in one pass with the count's own rules (`tally --hammer`: the votes after it do not count).

use super::{Ballot, Choice, PlayerName, Standing, Tally, VoteRules, in_order, take, weights_of};
use std::collections::BTreeMap;

#[cfg(doc)]
use super::counting_order;

impl Tally {
    /// The first ballot, as a position in [`counting_order`], after which a player's wagon
    /// weighs more than half of `total` (a hammer), if any. Counted as [`Tally::count`] counts,
    /// one ballot at a time, in one pass.
    pub fn hammer(
        eligible: &[(PlayerName, u32)],
        ballots: &[Ballot],
        rules: &VoteRules,
        total: u32,
    ) -> Option<usize> {
        let weights = weights_of(eligible);
        let mut current: Standing = BTreeMap::new();
        let mut discarded = Vec::new();
        // The weight on each player, of the standing ballots that count.
        let mut on: BTreeMap<&str, u32> = BTreeMap::new();
        for (pos, b) in in_order(ballots).into_iter().enumerate() {
            let voter = b.voter.as_str();
            let before = current.get(voter).copied();
            take(&weights, rules, &mut current, &mut discarded, pos, b);
            discarded.clear();
            let weight = weights.get(voter).copied().unwrap_or(0);
            if let Some((_, old, true)) = before
                && let Choice::Player(t) = &old.choice
                && let Some(w) = on.get_mut(t.as_str())
            {
                *w -= weight;
            }
            if let Some((_, new, true)) = current.get(voter).copied()
                && let Choice::Player(t) = &new.choice
            {
                let w = on.entry(t.as_str()).or_default();
                *w += weight;
                if *w * 2 > total {
                    return Some(pos);
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{ballots, roll};
    use super::super::{Replace, counting_order};
    use super::*;

    /// The hammer as it was first defined: count every prefix of the ballots in counting
    /// order, stop at the first with a player's wagon over half the total weight.
    fn hammer_by_prefixes(voters: &str, text: &str, rules: &VoteRules) -> Option<usize> {
        let (eligible, all) = (roll(voters), ballots(text));
        let total: u32 = eligible.iter().map(|(_, w)| w).sum();
        let order = counting_order(&all);
        (0..order.len()).find(|&k| {
            let prefix: Vec<Ballot> = order[..=k].iter().map(|&i| all[i].clone()).collect();
            let t = Tally::count(&eligible, &prefix, rules);
            t.wagons()
                .iter()
                .any(|w| matches!(w.target, Choice::Player(_)) && w.weight * 2 > total)
        })
    }

    proptest::proptest! {
        #[test]
        fn the_hammer_in_one_pass_is_the_first_prefix_with_a_majority(
            picks in proptest::collection::vec((0usize..5, 0usize..7, proptest::option::of(0i64..4), 0u8..6), 0..24),
            unvote_first: bool,
            self_vote: bool,
        ) {
            // Voters Ana:2 Bea Cid Dan Eva (Eva listed twice keeps her first weight), a stranger.
            let voters = "Ana:2 Bea Cid Dan Eva Eva:3";
            let who = ["Ana", "Bea", "Cid", "Dan", "Zed"];
            let what = ["Ana", "Bea", "Cid", "Dan", "-", "!", "Eva"];
            let text: Vec<String> = picks
                .iter()
                .map(|&(v, t, at, void)| {
                    let at = at.map(|m| format!("@{m}")).unwrap_or_default();
                    let void = if void == 0 { "#void" } else { "" };
                    format!("{}>{}{at}{void}", who[v], what[t])
                })
                .collect();
            let text = text.join(" ");
            let rules = VoteRules {
                allow_self_vote: self_vote,
                replace_policy: if unvote_first { Replace::UnvoteFirst } else { Replace::LastCounts },
                ..VoteRules::default()
            };
            let total = 2 + 1 + 1 + 1 + 1 + 3;
            proptest::prop_assert_eq!(
                Tally::hammer(&roll(voters), &ballots(&text), &rules, total),
                hammer_by_prefixes(voters, &text, &rules),
                "{}", text
            );
        }
    }

    #[test]
    fn a_hammer_among_forty_thousand_ballots_is_found_in_one_pass() {
        // It recounted every prefix: forty thousand ballots took minutes.
        let swings: Vec<String> = (0..40_000)
            .map(|i| format!("{}>{}", ["Ana", "Bea"][i % 2], ["Cid", "Dan"][i % 3 % 2]))
            .collect();
        let text = swings.join(" ") + " Dan>Cid";
        let all = ballots(&text);
        let found = Tally::hammer(&roll("Ana Bea Cid Dan Eva"), &all, &VoteRules::default(), 5);
        assert_eq!(found, Some(40_000), "the last ballot makes three of five");
    }
}
