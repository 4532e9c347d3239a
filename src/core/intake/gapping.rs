//! One verb shared by two clauses (gapping): `Caccio la Chica Hambrienta da Bruno, il
//! Gilipollas da Carla`, `echo a la Chica al cuarto de Bruno, al Gilipollas al de Carla`. A
//! master reads the second clause with the first one's verb. Read so only where the shape
//! leaves no doubt: the first clause is the verb, one of the game's things written whole and a
//! player it goes to; the clause after the comma or semicolon is the same (a thing written
//! whole, a few words of where, a player) and nothing else. The verb is put again before the
//! second clause, in no space of its own, so the line reads as two orders.

use super::*;
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, OrderLine, Word};

/// Words before a thing (articles, the personal `a`, `al`), folded.
const BEFORE: &[&str] = &[
    "el", "la", "los", "las", "un", "una", "il", "lo", "i", "gli", "le", "a", "al", "the",
];

/// Where clause `from..to` is, after its leading words, a thing written whole, words of
/// the ruleset's where-words (`Ruleset::where_words`) and one player ending it: the player's word.
fn thing_to_player(
    words: &[Word],
    (from, to): (usize, usize),
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<usize> {
    let mut at = from;
    while at < to && folded_in(&words[at], BEFORE) {
        at += 1;
    }
    let player = to.checked_sub(1).filter(|&p| p > at)?;
    if !names.is_exact_word(&words[player]) {
        return None;
    }
    // The thing: the longest of the game's things whose tokens the words from `at` start with,
    // ending where a word ends; then only words of where up to the player.
    let written: Vec<(String, usize)> = (at..player)
        .flat_map(|i| {
            points::tokens(&words[i].text)
                .into_iter()
                .map(move |t| (t, i))
        })
        .collect();
    let end = verbs
        .nouns
        .long
        .iter()
        .filter(|n| {
            written.len() >= n.len()
                && n.iter().zip(&written).all(|(a, (b, _))| a == b)
                && written
                    .get(n.len())
                    .is_none_or(|(_, i)| *i != written[n.len() - 1].1)
        })
        .map(|n| written[n.len() - 1].1)
        .max()?;
    let between = &words[end + 1..player];
    (!between.is_empty()
        && between
            .iter()
            .all(|w| verbs.where_words.contains(w.folded())))
    .then_some(player)
}

/// The line with the verb at `first` put again before a gapped clause, or `None`.
pub(super) fn gapped(
    file: &OrderFile,
    line: &OrderLine,
    first: usize,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<OrderLine> {
    let words = &line.words;
    let pause =
        |i: usize| file.source[words[i - 1].span.end..words[i].span.start].contains([',', ';']);
    let ends = |i: usize| {
        i == words.len()
            || file.source[words[i - 1].span.end..words[i].span.start]
                .contains([',', ';', '.', '!'])
    };
    let comma = (first + 2..words.len()).find(|&i| pause(i))?;
    thing_to_player(words, (first + 1, comma), verbs, names)?;
    let to = (comma + 1..=words.len()).find(|&i| ends(i))?;
    if words[comma..to].iter().any(|w| verbs.is_verb(w)) {
        return None;
    }
    thing_to_player(words, (comma, to), verbs, names)?;
    let at = words[comma].span.start;
    let mut order: Vec<Word> = words[..comma].to_vec();
    order.push(Word::new(words[first].text.clone(), at..at));
    order.extend(words[comma..].iter().cloned());
    Some(OrderLine {
        line: line.line,
        span: line.span.clone(),
        words: order,
    })
}
