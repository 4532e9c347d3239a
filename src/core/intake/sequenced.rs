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

/// The line with the verb each sequenced thing stands for put after its word of sequence (or
/// after a label's colon: `Tiempo libre: Navegar por la Red`), or `None` when it has none.
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
    // Where a verb goes (before that word), the verb, and whether it takes the place of the
    // word before it (the line's first word of sequence, which leads into nothing).
    let mut inserts: Vec<(usize, &str, bool)> = Vec::new();
    for i in 0..words.len() {
        let label = label_before(file, words, i, verbs);
        let sequence = folded_in(&words[i], IN_SEQUENCE) && opens_a_clause(file, words, i);
        if !label && !sequence {
            continue;
        }
        // Beside an order of the line, or opening it: never in prose alone.
        if sequence && i > 0 && inserts.is_empty() && !(0..i).any(|v| verbs.is_verb(&words[v])) {
            continue;
        }
        let first = if label { i } else { i + 1 };
        let mut at = first;
        while words
            .get(at)
            .is_some_and(|w| point.leading.iter().any(|l| l == w.folded()))
        {
            at += 1;
        }
        if words.get(first).is_none_or(|w| verbs.is_verb(w)) || at >= words.len() {
            continue;
        }
        if let Some(verb) = thing_at(file, words, at, (point, verbs)) {
            inserts.push((first, verb, sequence && i == 0));
        }
    }
    (!inserts.is_empty()).then(|| with_verbs(line, &inserts))
}

/// The line with each verb of `inserts` put before its word (in no space of its own), or in
/// the place of the word before it.
fn with_verbs(line: &OrderLine, inserts: &[(usize, &str, bool)]) -> OrderLine {
    let words = &line.words;
    let mut order: Vec<Word> = Vec::with_capacity(words.len() + inserts.len());
    for (i, w) in words.iter().enumerate() {
        match inserts.iter().find(|(at, _, _)| *at == i + 1) {
            // `Primero a la Cocina`: the verb stands in the place of `Primero`.
            Some((_, verb, true)) => order.push(Word::new(verb.to_string(), w.span.clone())),
            Some((_, verb, false)) => {
                order.push(w.clone());
                // Right before the thing, so a label's colon stays between the words.
                let at = words[i + 1].span.start;
                order.push(Word::new(verb.to_string(), at..at));
            }
            None => order.push(w.clone()),
        }
    }
    OrderLine {
        line: line.line,
        span: line.span.clone(),
        words: order,
    }
}

/// Words of a label naming the player's turn or orders (`Mi turno:`, `Azioni:`, `My
/// actions:`), folded, beside the ruleset's words of a part that plays (`Tiempo libre:`,
/// `Tiradas:`; `Ruleset::turn_parts`): a thing after one is played or done. Any other label
/// (`Mi mano: Gato`, `Cartas: Gato`) lists, and is no order.
pub(super) const TURN_LABEL: &[&str] = &[
    "actividad",
    "actividades",
    "jugada",
    "jugadas",
    "turno",
    "accion",
    "acciones",
    "orden",
    "ordenes",
    "movimiento",
    "punto",
    "puntos",
    "fase",
    "ronda",
    "mi",
    "mis",
    "el",
    "la",
    "de",
    "del",
    "giocata",
    "giocate",
    "azione",
    "azioni",
    "ordine",
    "ordini",
    "il",
    "mio",
    "miei",
    "turn",
    "play",
    "plays",
    "action",
    "actions",
    "orders",
    "my",
    "the",
];

/// Whether word `i` comes right after a label's colon at the line's start (`Tiempo libre:
/// Navegar por la Red`): up to three words of [`TURN_LABEL`] or of the ruleset's parts that
/// play before it, none a verb, nor a word saying something against the order
/// ([`super::label::against`]).
fn label_before(file: &OrderFile, words: &[Word], i: usize, verbs: &Verbs) -> bool {
    (1..=3).contains(&i)
        && file.source[words[i - 1].span.end..words[i].span.start].trim() == ":"
        && words[..i]
            .iter()
            .all(|w| verbs.turn_label_word(w.folded()) && !verbs.is_verb(w))
        && !super::label::against(&words[..i])
}

/// Whether word `i` is a word of sequence opening its clause (`primero me quedo`, `, luego
/// voy`, `then I go`).
pub(super) fn in_sequence(file: &OrderFile, words: &[Word], i: usize) -> bool {
    folded_in(&words[i], IN_SEQUENCE) && opens_a_clause(file, words, i)
}

/// Whether word `i` opens a clause: the line's first word, or one after a mark of punctuation
/// (`, luego`, `. Luego`), or after `y`/`e`/`and` right after one (`, y luego`).
fn opens_a_clause(file: &OrderFile, words: &[Word], i: usize) -> bool {
    let marked = |j: usize| {
        file.source[words[j - 1].span.end..words[j].span.start].contains([',', ';', '.', '!', ':'])
    };
    i == 0 || marked(i) || (i >= 2 && joins(&words[i - 1]) && marked(i - 1))
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

/// A clause of a line read clause by clause (`me muevo a la cocina / pelo patatas`) that opens
/// with a thing of the phase and no verb: the verb the thing stands for put before it (in no
/// space of its own), as after a word of sequence. `None` when the clause opens otherwise.
pub(super) fn thing_first(
    file: &OrderFile,
    clause: &OrderLine,
    verbs: &Verbs,
) -> Option<OrderLine> {
    let point = verbs.verbless_point.as_ref()?;
    let words = &clause.words;
    if verbs.is_verb(words.first()?) {
        return None;
    }
    let at = words
        .iter()
        .position(|w| !point.leading.iter().any(|l| l == w.folded()))?;
    let verb = thing_at(file, words, at, (point, verbs))?;
    let start = words[0].span.start;
    let mut order = vec![Word::new(verb.to_string(), start..start)];
    order.extend(words.iter().cloned());
    Some(OrderLine {
        line: clause.line,
        span: clause.span.clone(),
        words: order,
    })
}

/// The verb the thing written whole from word `at` stands for, ending its clause.
pub(super) fn thing_verb_at(
    file: &OrderFile,
    words: &[Word],
    at: usize,
    verbs: &Verbs,
) -> Option<String> {
    let point = verbs.verbless_point.as_ref()?;
    thing_at(file, words, at, (point, verbs)).map(str::to_string)
}
