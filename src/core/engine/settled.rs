//! Which of a player's PMs the master's `correct` settles (review break16 A4, issue 22:
//! "`correct` never overrides a later valid vote by the same player"). A correction is written
//! for a vote the master had to read: it settles the player's earliest PM whose vote names no
//! player, and every PM he sent before it; a PM sent after it is his as any later PM is (a
//! valid vote there replaces the correction, an unreadable one is raised again). When none of
//! his PM votes needed the master, the correction overrides them all, as he wrote it.

use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, OrderLine};
use crate::core::replaced::sending_order;
use std::collections::BTreeSet;

/// The paths of the PMs of corrected players whose vote lines the correction takes out.
pub(super) fn settled_pms(
    files: &[OrderFile],
    directives: &crate::core::master::Directives,
    names: &NameIndex,
    is_vote: impl Fn(&OrderLine) -> bool,
) -> BTreeSet<String> {
    let unread = |f: &OrderFile| {
        f.lines
            .iter()
            .filter(|l| is_vote(l))
            .any(|l| !l.words.iter().skip(1).any(|w| names.is_exact_word(w)))
    };
    let mut settled = BTreeSet::new();
    let players: BTreeSet<&str> = files
        .iter()
        .map(|f| f.player.as_str())
        .filter(|p| directives.votes.contains_key(*p))
        .collect();
    for player in players {
        let mut pms: Vec<&OrderFile> = files.iter().filter(|f| f.player == player).collect();
        pms.sort_by(|a, b| sending_order(a).cmp(&sending_order(b)));
        let until = pms.iter().position(|f| unread(f)).unwrap_or(pms.len());
        let until = (until + 1).min(pms.len());
        settled.extend(pms[..until].iter().map(|f| f.path.clone()));
    }
    settled
}

/// The players with a vote left in their PMs once the corrections took out the votes they
/// settle: a vote sent after the one a correction was written for, which replaces it (the
/// correction is then not cast: a ruleset of one vote a day would read two).
pub(super) fn still_voting(orders: &[OrderFile], vote_words: &[&str]) -> BTreeSet<String> {
    orders
        .iter()
        .filter(|f| {
            f.lines.iter().any(|l| {
                l.words.first().is_some_and(|w| {
                    vote_words.contains(&crate::core::names::fold(&w.text).as_str())
                })
            })
        })
        .map(|f| f.player.clone())
        .collect()
}
