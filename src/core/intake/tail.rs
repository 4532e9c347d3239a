//! A prose tail after a complete order (issue 22 J, needless refusals): luck or wait-and-see
//! (`marco la J, a ver qué pasa`, `proteggo Dario, incrociamo le dita`, `rob Ana, fingers
//! crossed`) or a reason (`a la Cocina porque ahí hay gente`, `pelo patatas, que tengo
//! hambre`). The order ends where the tail starts, so a ruleset that reads an order to the
//! line's end (a place, a task, a card) reads it alone; the tail is the player's prose. Only a
//! tail that names nothing of the game is one: no player, no verb of the ruleset, no number,
//! route, capital or thing of the game, no doubt, negation, hedge or joke. Anything else is
//! read with the order, as before.

use super::*;
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, Word};

/// Phrases opening a tail of luck or wait-and-see, folded, each as its words: after a mark of
/// punctuation or an emoji only.
const LUCK: &[&[&str]] = &[
    // es (the whole idiom first: its verb is no order, `pasar` may be the ruleset's)
    &["a", "ver", "que", "pasa"],
    &["a", "ver", "que", "sale"],
    &["a", "ver"],
    &["ya", "veremos"],
    &["ya", "se", "vera"],
    &["crucemos", "los", "dedos"],
    &["cruzo", "los", "dedos"],
    &["deseadme", "suerte"],
    &["deseame", "suerte"],
    &["ojala"],
    &["que", "sea", "lo", "que"],
    // it
    &["incrociamo", "le", "dita"],
    &["incrocio", "le", "dita"],
    &["dita", "incrociate"],
    &["speriamo"],
    &["vediamo", "che", "succede"],
    &["vediamo", "cosa", "succede"],
    &["vediamo"],
    &["vedremo"],
    &["si", "vedra"],
    &["sia", "quel", "che", "sia"],
    // en
    &["fingers", "crossed"],
    &["we'll", "see"],
    &["let's", "see"],
    &["lets", "see"],
    &["wish", "me", "luck"],
    &["here", "goes"],
    &["hopefully"],
];

/// Apologies opening a tail after a mark of punctuation (`robo a Gloria, perdón Gloria 😅`,
/// `rubo Gino, scusa`): to the order's own target, they change nothing of it.
const SORRY: &[&[&str]] = &[
    &["perdon"],
    &["perdona"],
    &["lo", "siento"],
    &["sorry"],
    &["scusa"],
    &["scusami"],
    &["mi", "dispiace"],
];

/// Words opening a reason, anywhere after the order's words.
const REASON: &[&str] = &["porque", "perche", "because", "since", "xq", "pq"];

/// `que`, `che`: a reason only after a comma (`pelo patatas, que tengo hambre`).
const THAT: &[&str] = &["que", "che"];

/// Where a prose tail after the order whose verb is at `verb` starts ([`self`]), if the line
/// has one.
pub(super) fn prose_tail(
    file: &OrderFile,
    words: &[Word],
    verb: usize,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<usize> {
    (verb + 1..words.len()).find(|&at| {
        let gap = &file.source[words[at - 1].span.end..words[at].span.start];
        let set_off = gap
            .chars()
            .any(|c| !c.is_whitespace() && !c.is_alphanumeric() && !"'\"’«»()".contains(c));
        let opens = match () {
            _ if folded_in(&words[at], REASON) => 1,
            _ if folded_in(&words[at], THAT) && gap.contains(',') => 1,
            _ if set_off => LUCK
                .iter()
                .chain(SORRY)
                .find(|p| {
                    words.len() >= at + p.len()
                        && p.iter()
                            .zip(&words[at..])
                            .all(|(w, word)| word.folded().replace('’', "'") == *w)
                })
                .map_or(0, |p| p.len()),
            _ => 0,
        };
        opens > 0 && names_nothing(&words[at + opens..], &words[verb + 1..at], verbs, names)
    })
}

/// Whether the words of a tail name nothing of the game and neither doubt nor joke, past what
/// the order itself `said` (its player or number said again: `robo a Gloria, perdón Gloria`,
/// `me quedo con la 2 del centro, que el 2 es mi número de la suerte`; blind corpus 7).
fn names_nothing(tail: &[Word], said: &[Word], verbs: &Verbs, names: &NameIndex) -> bool {
    let again = |w: &Word| {
        (names_a_player(w, names) || w.text.chars().all(|c| c.is_ascii_digit()))
            && said.iter().any(|s| s.folded() == w.folded())
    };
    !tail.iter().filter(|w| !again(w)).any(|w| {
        names_by_capital(w, names)
            || verbs.is_verb(w)
            || w.text
                .chars()
                .any(|c| c.is_ascii_digit() || c.is_uppercase())
            || is_route(w)
            || [NEGATIONS, DOUBT, JOKE, HEDGE_AFTER]
                .iter()
                .any(|list| folded_in(w, list))
    }) && verbs.game_noun_in(tail).is_none()
}

/// Where a clause after the order's verb that only dismisses an earlier message starts
/// (`, lascia stare il messaggio di prima`, `, olvida el anterior`, `, ignore my last PM`):
/// after a comma, led by a word of [`DISMISS`], naming no player.
pub(super) fn dismissing_clause(
    file: &OrderFile,
    words: &[Word],
    verb: usize,
    names: &NameIndex,
) -> Option<usize> {
    let at = (verb + 2..words.len()).find(|&i| {
        file.source[words[i - 1].span.end..words[i].span.start].contains(',')
            && folded_in(&words[i], DISMISS)
    })?;
    (!mentions_a_player(&words[at..], names)).then_some(at)
}

/// Where the order whose verb is at `first` ends before the end of its line: a clause
/// dismissing an earlier message (`voto Alessia, lascia stare il messaggio di prima`: about
/// that message, not this order), a tail of luck or a reason naming nothing (`, a ver qué
/// pasa`), or a later sentence saying its player again (`settled::restated`).
pub(super) fn order_ends(
    file: &OrderFile,
    words: &[Word],
    first: usize,
    (verbs, names): (&Verbs, &NameIndex),
) -> Option<usize> {
    dismissing_clause(file, words, first, names)
        .or_else(|| prose_tail(file, words, first, verbs, names))
        .or_else(|| super::settled::restated(file, words, first, names))
}
