//! The game's things of fewer than four letters, a house letter above all (chechino's `K`,
//! `S1`): a line naming one speaks of the game and is never chatter in silence (`Me quedo
//! despierta mirando hacia la K` was set aside with exit 0). A capital letter is also a word
//! (`A ver`, `I think`, `Y luego`), so it names a place only where a place is named: after an
//! article or a preposition of place (`la K`, `casa K`, `hacia K`, `en C`), or ending its line
//! (`voy por K`), never as the line's first word.

use super::Verbs;
use crate::core::diag::Problem;
use crate::core::names::fold;
use crate::core::orders::{OrderFile, OrderLine, Word};
use std::collections::BTreeSet;
use std::ops::Range;

/// The words before a place's name.
const BEFORE_A_PLACE: &[&str] = &[
    "la", "el", "casa", "house", "the", "hacia", "a", "al", "en", "de", "del", "por", "desde",
    "hasta", "to", "at", "in", "from", "towards", "nella", "alla", "verso", "da", "dalla",
];

/// Where the first word naming one of `nouns` (as written, case kept) stands in `words`.
pub(super) fn names_a_place(words: &[Word], nouns: &BTreeSet<String>) -> Option<Range<usize>> {
    (1..words.len())
        .find(|&i| {
            nouns.contains(words[i].text.as_str())
                && (BEFORE_A_PLACE.contains(&words[i - 1].folded()) || i + 1 == words.len())
        })
        .map(|i| words[i].span.clone())
}

/// A line raised only for naming one of the game's things that an order of the same PM already
/// names is the player announcing his orders (`Esta noche a por el de la F.` over `Ruta: G - H -
/// F`; `me llevo la pistola y duermo en el barracón` over `usar A Mario`, the Armería at A): the
/// orders say it, the line is chatter. Run once the PM's orders are read (`file.lines`).
pub(super) fn restated(file: &mut OrderFile, problems: &mut Vec<Problem>, verbs: &Verbs) {
    let mut kept = Vec::new();
    for problem in std::mem::take(problems) {
        let line = problem
            .place
            .as_ref()
            .filter(|_| problem.msg.key == "err-speaks-of-the-game")
            .filter(|place| place.path == file.path)
            .filter(|place| covered(file, verbs, &file.source[place.span.clone()]))
            .and_then(|place| {
                let number = problem.msg.args.get("line")?.parse().ok()?;
                line_at(file, place.span.start, number)
            });
        match line {
            Some(line) => file.ignored.push(line),
            None => kept.push(problem),
        }
    }
    *problems = kept;
}

/// Whether an order of the PM names `noun`: a place among its words (`F` in `G-H-F`), or the
/// order a thing stands for (`pistola`: `usar A`).
fn covered(file: &OrderFile, verbs: &Verbs, noun: &str) -> bool {
    let names_place = |o: &OrderLine, place: &str| {
        o.words.iter().any(|w| {
            w.text
                .split(|c: char| c == '-' || c.is_whitespace())
                .any(|part| part.trim() == place)
        })
    };
    if verbs.nouns.short.contains(noun.trim()) {
        return file.lines.iter().any(|o| names_place(o, noun.trim()));
    }
    let key = fold(noun);
    verbs
        .object_orders
        .iter()
        .filter(|thing| thing.thing.join(" ") == key)
        .any(|thing| {
            let [verb, place, ..] = thing.order.as_slice() else {
                return false;
            };
            let verb = Word::new(verb.clone(), 0..0);
            file.lines.iter().any(|o| {
                o.words
                    .first()
                    .is_some_and(|first| verbs.same_kind(first, &verb))
                    && names_place(o, place)
            })
        })
}

/// The line of the PM holding byte `at` (its number `number`), as the intake keeps a line set
/// aside.
fn line_at(file: &OrderFile, at: usize, number: usize) -> Option<OrderLine> {
    let start = crate::core::text::line_start(&file.source, at);
    let end = file.source[at..]
        .find(crate::core::text::is_line_break)
        .map_or(file.source.len(), |i| at + i);
    let words: Vec<Word> = crate::core::markup::words(&file.source[start..end], start, &[])
        .into_iter()
        .map(|t| Word::new(t.text, t.span))
        .collect();
    let span = words.first()?.span.start..words.last()?.span.end;
    Some(OrderLine {
        line: number,
        span,
        words,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<Word> {
        crate::core::markup::words(text, 0, &[])
            .into_iter()
            .map(|t| Word::new(t.text, t.span))
            .collect()
    }

    #[test]
    fn a_house_letter_names_a_place_after_an_article_or_ending_its_line() {
        let houses: BTreeSet<String> = ["A", "I", "K", "Y"].map(String::from).into();
        let named = |text: &str| names_a_place(&words(text), &houses).is_some();
        assert!(named("Me quedo despierta mirando hacia la K"));
        assert!(named("esta noche paso por K"));
        assert!(named("me quedo en casa K un rato"));
        // A capital letter that is a word: never the place.
        assert!(!named("A ver qué pasa esta noche"));
        assert!(!named("Tonight I stay at home"));
        assert!(!named("Y luego a dormir"));
        assert!(!named("Y"));
    }
}
