//! A vote the voter strikes in a later post (`[s][color=red]Bruno[/color][/s]`, `<del>`, a
//! line-through span; review break14b F8): struck text is no vote, but striking the name he
//! votes now withdraws that vote, as an unvote would (a PM's struck line is a withdrawn order).

use super::Syntax;
use super::find::find_in;
use super::read::ThreadVotes;
use super::reading::Lookup;
use super::said::Said;
use crate::core::votes::Choice;

/// The names voted in the struck text of a post (as it is seen: hidden characters out), outside
/// its quotes.
pub(super) fn struck_votes(
    text: &str,
    syntaxes: &[Syntax],
    plain_fallback: bool,
    lookup: &Lookup,
) -> Vec<String> {
    let quotes = crate::core::markup::hidden_ranges(text);
    crate::core::markup::struck_ranges(text)
        .into_iter()
        .filter(|s| !quotes.iter().any(|q| q.start <= s.start && s.end <= q.end))
        .flat_map(|s| find_in(&text[s], syntaxes, plain_fallback, lookup))
        .filter_map(|f| match f.said {
            Said::Vote { written, .. } => Some(written),
            _ => None,
        })
        .collect()
}

/// In a post that casts no vote, the voter's current vote struck: withdrawn, an unvote cast at
/// the post's time.
pub(super) fn withdraw(
    out: &mut ThreadVotes,
    lookup: &Lookup,
    post: &super::posts::Post,
    voter: &str,
    struck: &[String],
) {
    let now = out.ballots.iter().rev().find(|b| b.voter == voter);
    let Some(Choice::Player(now)) = now.map(|b| b.choice.clone()) else {
        return;
    };
    if struck
        .iter()
        .any(|w| lookup.read(w).is_ok_and(|(name, _)| name == now))
    {
        out.cast_unvote(voter, post.number, Some(post.time.div_euclid(60)));
    }
}
