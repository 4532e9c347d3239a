//! A deliberation's ballots, from the PMs and the thread alike ("Durante la deliberación y en
//! cualquier momento de la misma se podrá emitir un voto sobre algún jugador o para
//! abstenerse"), in time order. `tally` counts them with `Replace::FirstStands` (each voter's
//! first vote stands, a later one is refused and listed: "Una vez emitido un voto, no se puede
//! cambiar") and `next` ejects from the same first votes ([`standing`]).

use crate::core::game::Game;
use crate::core::votes::{Ballot, Choice};
use std::collections::BTreeSet;

/// The PM ballots and the thread's, in counting order.
pub fn deliberation(game: &Game, pms: Vec<Ballot>) -> Vec<Ballot> {
    crate::core::tally::with_thread(game, pms)
}

/// The votes that stand, as the deliberation counts them: each living voter's first ballot
/// (an unvote takes nothing back), for a living player or an abstention.
pub fn standing(game: &Game, ballots: &[Ballot]) -> Vec<(String, Option<String>)> {
    let mut voted: BTreeSet<&str> = BTreeSet::new();
    let mut out = Vec::new();
    for b in ballots {
        if b.void.is_some() || !game.is_alive(&b.voter) || voted.contains(b.voter.as_str()) {
            continue;
        }
        let choice = match &b.choice {
            Choice::Player(p) if game.is_alive(p) => Some(p.clone()),
            Choice::Abstain => None,
            // A vote for a ghost is void: the voter may still vote.
            Choice::Player(_) => continue,
            Choice::Unvote => continue,
        };
        voted.insert(&b.voter);
        out.push((b.voter.clone(), choice));
    }
    out
}
