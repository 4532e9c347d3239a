//! An unvote that goes on with a player's name and no second vote word (`[b]Desvoto.
//! Carla[/b]`, `Unvote, Frank`, `Unvote - Frank`, `[b]Tolgo il voto. Nico[/b]`, `Desvoto a
//! Carla` while voting Bruno): the unvote is read, and the name is either the vote withdrawn
//! or a new vote written without its vote word. When it names the vote the player holds, it is
//! the plain unvote; otherwise which one it is is the master's to read: raised at its place
//! ([`Unclear::UnvoteName`]), never dropped (`docs/rulings/chechino.md`, "An unvote and a name in one vote").

use super::find::Found;
use super::read::ThreadVotes;
use super::reading::Lookup;
use super::said::Said;
use super::unclear::Unclear;
use crate::core::votes::Choice;
use std::ops::Range;

/// The places of a voter's post where an unvote names a player who is not the vote it
/// withdraws (the vote the voter holds before it: an earlier vote of the same post, or his
/// last ballot read), or a name that cannot be read as one player, with why.
pub(super) fn unvote_names(
    out: &ThreadVotes,
    voter: &str,
    found: &[Found],
    lookup: &Lookup,
) -> Vec<(Range<usize>, Unclear)> {
    let mut holds: Option<String> = out
        .ballots
        .iter()
        .rev()
        .find(|b| b.voter == voter)
        .and_then(|b| match &b.choice {
            Choice::Player(name) => Some(name.to_string()),
            _ => None,
        });
    let mut places = Vec::new();
    for f in found {
        match (&f.said, &f.unvoted) {
            (Said::Vote { written, .. }, _) => {
                holds = lookup.read(written).ok().map(|(name, _)| name);
            }
            (Said::Unvote, Some(named)) => {
                if names_a_player(named, lookup) && lookup_name(named, lookup) != holds {
                    places.push((f.span.clone(), Unclear::UnvoteName));
                }
                holds = None;
            }
            _ => holds = None,
        }
    }
    places
}

/// The player a name after an unvote reads as, if one.
fn lookup_name(named: &str, lookup: &Lookup) -> Option<String> {
    lookup
        .read(named.trim_start_matches('@'))
        .ok()
        .map(|(n, _)| n)
}

/// Does the text after an unvote name a player, or come near one's name (a name misspelt:
/// `Unvote. Carl`)? Prose after an unvote (`Desvoto, me lo pienso`) does not.
fn names_a_player(named: &str, lookup: &Lookup) -> bool {
    let named = named.trim_start_matches('@');
    lookup_name(named, lookup).is_some()
        || (named.split_whitespace().count() <= 2 && !lookup.names().suggestions(named).is_empty())
}

/// A post's places raised, with those of [`unvote_names`], in the order they were written.
pub(super) fn with_names(
    mut unclear: Vec<(Range<usize>, Unclear)>,
    out: &ThreadVotes,
    voter: &str,
    found: &[Found],
    lookup: &Lookup,
) -> Vec<(Range<usize>, Unclear)> {
    unclear.extend(unvote_names(out, voter, found, lookup));
    unclear.sort_by_key(|(span, _)| span.start);
    unclear
}
