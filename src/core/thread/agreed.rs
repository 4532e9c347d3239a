//! A post that quotes a vote and only seconds it (`[quote]…[b]Voto: Gino[/b]…[/quote] x2`,
//! `+1`, `Lo mismo digo`, `Idem`, `Quoto`, `Same`): the quote is someone else's words, never
//! the poster's vote, yet the poster says he agrees with it. Whether that is his vote is the
//! master's to read: raised at his words ([`Unclear::Agreed`]), never counted and never
//! dropped in silence (review break16, issue 22).

use super::Syntax;
use super::bbcode::plain_text;
use super::find::find_in;
use super::reading::Lookup;
use super::unclear::Unclear;
use crate::core::names::fold;
use std::ops::Range;

/// What seconds a quoted vote, folded, the whole of the poster's own words.
const SECONDS: &[&str] = &[
    "x2",
    "x3",
    "+1",
    "lo mismo digo",
    "lo mismo",
    "digo lo mismo",
    "idem",
    "yo tambien",
    "yo igual",
    "me sumo",
    "sumo",
    "secundo",
    "de acuerdo",
    "quoto",
    "quoto tutto",
    "concordo",
    "anche io",
    "anch io",
    "pure io",
    "idem con patate",
    "same",
    "same here",
    "this",
    "agreed",
    "seconded",
    "me too",
    "ditto",
];

/// The place of a post's own words (`own`: the post with its quotes blanked, offsets kept)
/// when they only second a vote quoted in it (`seen`: the post with its quotes).
pub(super) fn seconded(
    seen: &str,
    own: &str,
    syntaxes: &[Syntax],
    plain_fallback: bool,
    lookup: &Lookup,
) -> Option<(Range<usize>, Unclear)> {
    let start = own.find(|c: char| !c.is_whitespace())?;
    let end = own.trim_end().len();
    if end - start > 64 {
        return None;
    }
    // Spaces collapsed, punctuation around aside (`+1` keeps its sign).
    let words = plain_text(&own[start..end]);
    let words = fold(&words.split_whitespace().collect::<Vec<_>>().join(" "));
    let words = words.trim_matches(|c: char| !c.is_alphanumeric() && c != '+');
    let seconds = SECONDS.contains(&words)
        || (words.starts_with('+') && words[1..].chars().all(|c| c.is_ascii_digit()));
    if !seconds || find_in(seen, syntaxes, plain_fallback, lookup).is_empty() {
        return None;
    }
    Some((start..end, Unclear::Agreed))
}
