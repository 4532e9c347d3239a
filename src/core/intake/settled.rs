//! A hesitation settled later in its sentence (issue 22 J, needless refusals): `pensavo a
//! Dario ma alla fine proteggo Marta`, `Estaba entre Ana y Gino, al final voto a Gino`, `I was
//! going to vote Ana but in the end I vote Gino`. The words before `al final`/`alla fine`/`in
//! the end` only weigh the choice; the order is the one after it. Only when the order's first
//! verb is not cleanly led into (else the line is read as written, a change of mind with its
//! correction), and only when nothing before the marker is a condition, a maybe, a negation or
//! a joke (`si Ana es lobo, al final voto a Gino` stays the master's to read).

use super::*;
use crate::core::orders::{OrderFile, OrderLine, Word};

/// The words that settle a choice, folded, each as its words.
const SETTLED: &[&[&str]] = &[
    &["al", "final"],
    &["al", "fin"],
    &["en", "definitiva"],
    &["alla", "fine"],
    &["in", "the", "end"],
    &["finalmente"],
    &["finally"],
];

/// Words that may stand between the marker and the verb: the sender himself, his pronoun.
const BETWEEN: &[&str] = &["yo", "io", "i", "me", "mi", "nos", "ci"];

/// The line from the verb after a settling marker, when the line's first verb (at `first`)
/// only weighs the choice ([`self`]).
pub(super) fn settled(
    file: &OrderFile,
    line: &OrderLine,
    first: usize,
    verbs: &Verbs,
) -> Option<OrderLine> {
    let words = &line.words;
    let (at, len) = (1..words.len()).find_map(|at| {
        SETTLED
            .iter()
            .find(|p| {
                words.len() > at + p.len()
                    && p.iter().zip(&words[at..]).all(|(p, w)| w.folded() == *p)
            })
            .map(|p| (at, p.len()))
    })?;
    let verb = (at + len..words.len())
        .take_while(|&i| i == at + len || folded_in(&words[i - 1], BETWEEN))
        .find(|&i| verbs.is_verb(&words[i]))?;
    let unsure = |w: &Word| [DOUBT, NEGATIONS, JOKE].iter().any(|l| folded_in(w, l));
    // The first verb stands before the order's (`Pensaba votar a Ana pero al final voto a
    // Gino`) or is the order's (`pensavo a Dario ma alla fine proteggo Marta`).
    let (sentence, _) = sentence_and_clause(file, words, verb);
    if first > verb || sentence > first.min(at) || words[..at].iter().any(unsure) {
        return None;
    }
    Some(OrderLine {
        line: line.line,
        span: words[verb].span.start..line.span.end,
        words: words[verb..].to_vec(),
    })
}

/// `reading`, what the line is with its first verb not cleanly led into, unless a hesitation
/// settles in it ([`settled`]): then the order after the marker.
pub(super) fn or_settled(
    file: &OrderFile,
    line: &OrderLine,
    first: usize,
    (verbs, names): (&Verbs, &crate::core::names::NameIndex),
    reading: Reading,
) -> Reading {
    match settled(file, line, first, verbs) {
        Some(order) => super::line::read_line(file, &order, verbs, names),
        None => reading,
    }
}
