//! Where a line's orders are cut: each order's clause, an order joined to the one before it,
//! an order said again after a comma.

use super::super::*;
use crate::core::orders::{OrderFile, OrderLine, Word};

/// The orders of a line, each from its start to its cut (the last to the line's end).
pub(in crate::core::intake) fn clauses(
    line: &OrderLine,
    starts: &[usize],
    cuts: Vec<usize>,
) -> Vec<OrderLine> {
    let words = &line.words;
    starts
        .iter()
        .zip(cuts)
        .map(|(&start, end)| {
            let end = end.max(start + 1);
            let clause: Vec<Word> = words[start..end].to_vec();
            let last_word_end = clause.last().expect("a word").span.end;
            let span_end = if end == words.len() {
                line.span.end
            } else {
                last_word_end
            };
            OrderLine {
                line: line.line,
                span: clause[0].span.start..span_end,
                words: clause,
            }
        })
        .collect()
}

/// Where the words joining a second order to the first start (`y`, `e poi`, `and then`),
/// when they stand right before the verb at `verb` and after the first order's verb.
pub(super) fn joined_at(words: &[Word], since: usize, verb: usize) -> Option<usize> {
    // `voy a la Terraza y allí me quedo`: a reflexive verb's pronoun, and where, lead it.
    let mut verb = verb;
    if verb > since && folded_in(&words[verb - 1], REFLEXIVE_PRONOUN) {
        verb -= 1;
    }
    if verb > since && folded_in(&words[verb - 1], THERE) {
        verb -= 1;
    }
    // `and I buy`, `y yo compro`, `and I'm off shopping`: the subject leads it too.
    while verb > since && folded_in(&words[verb - 1], &["i", "yo", "io", "i'm", "im", "off"]) {
        verb -= 1;
    }
    // `copio a Carla y como es vidente miro a Jorge`: the standing he acts in leads it too.
    if let Some(j) = (since..verb).rev().find(|&j| {
        folded_in(&words[j], THEN)
            && super::lead::as_a_role(&words[j + 1..verb]).is_some_and(|n| j + 1 + n == verb)
    }) {
        verb = j + 1;
    }
    let then = verb
        .checked_sub(1)
        .filter(|&j| j >= since && folded_in(&words[j], THEN))?;
    match then.checked_sub(1) {
        Some(j) if j >= since && joins(&words[j]) && !joins(&words[then]) => Some(j),
        _ => Some(then),
    }
}

/// `me quedo, me quedo, me quedo`, `quieto, quieto, quieto`, `I stay, I stay`: the order's
/// words from its clause's start to its verb said again after the comma are a list of the same
/// order (blind corpus 9), never prose after the verb.
pub(super) fn said_again_after_comma(
    file: &OrderFile,
    words: &[Word],
    clause: usize,
    verb: usize,
) -> bool {
    let order = &words[clause..=verb];
    let again = &words[verb + 1..];
    again.len() >= order.len()
        && order
            .iter()
            .zip(again)
            .all(|(a, b)| a.folded() == b.folded())
        && again.get(order.len()).is_none_or(|_| {
            let gap = &file.source[again[order.len() - 1].span.end..again[order.len()].span.start];
            gap.contains([',', ';']) || joins(&again[order.len()])
        })
}

/// `gioco la calderilla en el sofa compro il manual …` (voice to text, no mark and no joiner):
/// a verb right after one of the game's things written whole starts a second order, the thing
/// ending the first; so does one right after a player the first order goes to, after the
/// ruleset's where-words (`echo a la chica al cuarto de carla juego calderilla …`); `verb`
/// where it does.
pub(super) fn after_a_thing(
    words: &[Word],
    since: usize,
    verb: usize,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<usize> {
    // `en los Servicios robo …`: the verb put before a fronted place (in no space of its own)
    // and the verb as written are one order.
    let order = &words[since - 1];
    if order.span.is_empty() && order.folded() == words[verb].folded() {
        return None;
    }
    let written: Vec<String> = words[since..verb]
        .iter()
        .flat_map(|w| crate::core::intake::points::tokens(&w.text))
        .collect();
    let ends_a_thing = verbs.nouns.long.iter().any(|n| written.ends_with(n));
    (ends_a_thing || after_a_place(words, since, verb, verbs, names)).then_some(verb)
}

/// Whether the word before `verb` names a player after the ruleset's where-words, those after
/// one of the game's things written whole (`… hambrienta al cuarto de carla`).
fn after_a_place(
    words: &[Word],
    since: usize,
    verb: usize,
    verbs: &Verbs,
    names: &NameIndex,
) -> bool {
    let Some(player) = verb.checked_sub(1).filter(|&p| p > since) else {
        return false;
    };
    if !names.is_exact_word(&words[player]) {
        return false;
    }
    let from = (since..player)
        .rev()
        .take_while(|&i| verbs.where_words.contains(words[i].folded()))
        .last();
    let Some(from) = from else {
        return false;
    };
    let written: Vec<String> = words[since..from]
        .iter()
        .flat_map(|w| crate::core::intake::points::tokens(&w.text))
        .collect();
    verbs.nouns.long.iter().any(|n| written.ends_with(n))
}
