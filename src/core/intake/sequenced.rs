//! A point named by its thing alone after a word of sequence, beside the orders of its line or
//! opening it: `Juego el Gato, luego Noche de Juegos, y compro el Ruso Blanco` (a card played),
//! `Primero a la Cocina, luego pelo patatas` (a move, a task named by its verb), `Uso el
//! talismán. Luego a la Terraza Noreste.` The ruleset's verbless points
//! (`Ruleset::verbless_point`) say which verb each thing stands for, as for a numbered point
//! with no verb: that verb is put right after the word of sequence (in no space of its own), so
//! the line reads as one order per point. A word of sequence before anything else (`luego lo
//! pienso`, `then we'll see`) is left as it was.

use super::*;

/// Words that open one point of several in sequence, folded.
const IN_SEQUENCE: &[&str] = &[
    "primero",
    "primera",
    "luego",
    "despues",
    "finalmente",
    "prima",
    "poi",
    "dopo",
    "infine",
    "first",
    "then",
    "afterwards",
    "finally",
];

/// The line with the verb each sequenced thing stands for put after its word of sequence, or
/// `None` when it has none.
pub(super) fn sequenced_things(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
) -> Option<OrderLine> {
    let point = verbs.verbless_point.as_ref()?;
    let words = &line.words;
    // A numbered point is one point: `1. me muevo a la cocina, y luego al pasillo` is the
    // master's to read, never two points in silence. `Primero` opens a sequence, no number.
    if verbs.numbered_line(words) && !folded_in(&words[0], IN_SEQUENCE) {
        return None;
    }
    let mut inserts: Vec<(usize, &str)> = Vec::new();
    for i in 0..words.len() {
        if !folded_in(&words[i], IN_SEQUENCE) || !opens_a_clause(file, words, i) {
            continue;
        }
        // Beside an order of the line, or opening it: never in prose alone.
        if i > 0 && inserts.is_empty() && !(0..i).any(|v| verbs.is_verb(&words[v])) {
            continue;
        }
        let mut at = i + 1;
        while words
            .get(at)
            .is_some_and(|w| point.leading.iter().any(|l| l == w.folded()))
        {
            at += 1;
        }
        if words.get(i + 1).is_none_or(|w| verbs.is_verb(w)) || at >= words.len() {
            continue;
        }
        if let Some(verb) = thing_at(file, words, at, (point, verbs)) {
            inserts.push((i + 1, verb));
        }
    }
    if inserts.is_empty() {
        return None;
    }
    let mut order: Vec<Word> = Vec::with_capacity(words.len() + inserts.len());
    for (i, w) in words.iter().enumerate() {
        match inserts.iter().find(|(at, _)| *at == i + 1) {
            // `Primero a la Cocina`: the line's first word of sequence leads into nothing; the
            // verb stands in its place.
            Some((_, verb)) if i == 0 => order.push(Word::new(verb.to_string(), w.span.clone())),
            Some((_, verb)) => {
                order.push(w.clone());
                order.push(Word::new(
                    verb.to_string(),
                    w.span.end..words[i + 1].span.start,
                ));
            }
            None => order.push(w.clone()),
        }
    }
    Some(OrderLine {
        line: line.line,
        span: line.span.clone(),
        words: order,
    })
}

/// Whether word `i` opens a clause: the line's first word, or one after a mark of punctuation
/// (`, luego`, `. Luego`), or after `y`/`e`/`and` right after one (`, y luego`).
fn opens_a_clause(file: &OrderFile, words: &[Word], i: usize) -> bool {
    let marked = |j: usize| {
        file.source[words[j - 1].span.end..words[j].span.start].contains([',', ';', '.', '!', ':'])
    };
    i == 0 || marked(i) || (i >= 2 && folded_in(&words[i - 1], AND) && marked(i - 1))
}

/// The verb the thing written whole from word `at` stands for, when no verb follows it in its
/// clause (`luego Gato a mi cuarto,`; not `luego Gato lo juega Bruno`).
fn thing_at<'a>(
    file: &OrderFile,
    words: &[Word],
    at: usize,
    (point, verbs): (&'a VerblessPoint, &Verbs),
) -> Option<&'a str> {
    let mut written: Vec<(String, usize)> = Vec::new();
    for (i, w) in words.iter().enumerate().skip(at) {
        written.extend(points::tokens(&w.text).into_iter().map(|t| (t, i)));
    }
    let ends_clause = |last: usize| {
        let end = (last + 1..words.len())
            .find(|&j| {
                file.source[words[j - 1].span.end..words[j].span.start]
                    .contains([',', ';', '.', '!'])
                    || folded_in(&words[j], THEN)
            })
            .unwrap_or(words.len());
        !words[last + 1..end].iter().any(|w| verbs.is_verb(w))
    };
    point
        .things
        .iter()
        .filter(|(_, t)| {
            !t.is_empty()
                && written.len() >= t.len()
                && t.iter().zip(&written).all(|(a, (b, _))| a == b)
                && written
                    .get(t.len())
                    .is_none_or(|(_, w)| *w != written[t.len() - 1].1)
                && ends_clause(written[t.len() - 1].1)
        })
        .max_by_key(|(_, t)| t.len())
        .map(|(verb, _)| verb.as_str())
}
