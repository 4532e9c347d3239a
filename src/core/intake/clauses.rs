//! Several orders on one line, read clause by clause (issue 22 J): `me muevo a la cocina /
//! pelo patatas / me quedo`, `1) voy a la cocina 2) pelo patatas 3) me quedo`, `primero …,
//! luego …, al final …`, `salgo al pasillo, entro en la cocina y pelo patatas`. A clause starts
//! at a comma, a slash or a semicolon, at a point numbered inline after the one before it, or
//! at a word of sequence (`luego`, `poi`, `then`; `al final`, `infine`, `finally` once a
//! sequence has begun). The split is taken only when every clause reads as an order of its own
//! (a thing of the phase alone standing for its verb, as after `luego`; a condition the
//! ruleset reads, kept with its order), the last one maybe a sign-off (`gracias master!`), and
//! it reads more orders than the line read whole (or the line whole was raised). Otherwise the
//! line is read whole as before, and raised where it was: never a clause dropped in silence.
//! The orders keep the order of the clauses: the order of the points where the ruleset
//! numbers them.

use super::whole::Whole;
use super::*;
use crate::core::conditions::Condition;

/// Words that open the first point of a sequence, folded, as phrases.
const FIRST: &[&[&str]] = &[
    &["primero"],
    &["prima"],
    &["first"],
    &["firstly"],
    &["para", "empezar"],
    &["per", "cominciare"],
];

/// Words that open a later point of a sequence.
const NEXT: &[&[&str]] = &[
    &["luego"],
    &["despues"],
    &["poi"],
    &["dopo"],
    &["then"],
    &["afterwards"],
    &["after", "that"],
    &["a", "continuacion"],
];

/// Words that open the last point of a sequence: only once the sequence has begun
/// (`Pensaba votar a Bruno pero al final voto a Carla` is a choice settled, not a point).
const LAST: &[&[&str]] = &[
    &["al", "final"],
    &["alla", "fine"],
    &["por", "ultimo"],
    &["per", "ultimo"],
    &["finalmente"],
    &["infine"],
    &["finally"],
    &["lastly"],
    &["in", "the", "end"],
    &["at", "the", "end"],
];

/// Words of a sign-off closing a line of orders (`gracias master!`, `grazie mille`, `thanks`).
const SIGN_OFF: &[&str] = &[
    "gracias", "grazie", "thanks", "thank", "thx", "saludos", "saludo", "ciao", "bye", "besos",
    "abrazos", "cheers", "un", "you", "master", "mil", "mille", "muchas", "molte", "tante", "por",
    "per", "favor", "favore", "please", "a", "todos", "tutti", "all",
];

/// The words of [`SIGN_OFF`] that make a clause one (the others only go with them).
const THANKS: &[&str] = &[
    "gracias", "grazie", "thanks", "thank", "thx", "saludos", "saludo", "ciao", "bye", "besos",
    "abrazos", "cheers",
];

/// What one clause of a line is.
pub(super) enum Part {
    Order(OrderLine),
    /// An order given with a condition the ruleset reads (`si me sale vidente, veo a Jorge`).
    Conditional(OrderLine, Condition),
}

/// The orders of a line read clause by clause, when it is read so ([module docs](self)).
pub(super) fn read(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
    (after_an_order, whole): (bool, &mut Whole),
) -> Option<Vec<Part>> {
    let words = &line.words;
    let starts = boundaries(file, words, verbs);
    let shared = (1..words.len().saturating_sub(1)).any(|j| shared_verb(line, j, verbs).is_some());
    if (starts.len() < 2 && !shared) || words.len() > 80 {
        return None;
    }
    let of = (file, line, verbs, names);
    let whole = if whole.conditional(of) {
        1
    } else if whole.unread(of, after_an_order) {
        0
    } else {
        match whole.reading(of) {
            Reading::Orders(found) => found.len(),
            Reading::Unsafe(_) => 0,
            // Talk with no verb of the ruleset in it has no clause to read.
            Reading::Chatter if !words.iter().any(|w| verbs.is_verb(w)) => return None,
            Reading::Chatter => 0,
        }
    };
    let last = starts.len() - 1;
    let mut parts = Vec::new();
    let mut signed_off = false;
    let mut before: Option<OrderLine> = None;
    for (i, (clause, opened)) in clause_lines(file, line, &starts, verbs)
        .into_iter()
        .enumerate()
    {
        let after = match (opened, &before) {
            (true, _) | (_, None) => None,
            (false, Some(b)) => Some(last_thing(file, b, verbs)),
        };
        before = Some(clause.clone());
        let clause = (clause, after);
        let numbered = clause
            .0
            .words
            .first()
            .is_some_and(|w| points::is_number(&w.text));
        let read = read_clause(file, clause, (verbs, names), i == last, 0)?;
        signed_off |= read.is_empty() && numbered;
        parts.extend(read);
    }
    let found = parts.len();
    // `1. voto a Bruno 2. gracias master!`: the same order, its sign-off a point of its own.
    let taken = found > whole || (found > 0 && (whole == 0 || (found == whole && signed_off)));
    (taken && one_after_another(&parts, verbs) && !a_note(&parts, verbs)).then_some(parts)
}

/// Reads a line clause by clause when it is read so (`clauses`): its orders taken in the
/// order written, each conditional one with its condition. Whether it was.
pub(super) fn by_clauses(
    file: &mut OrderFile,
    line: &OrderLine,
    (verbs, names): (&Verbs, &NameIndex),
    read: &mut Read<'_>,
    whole: &mut Whole,
) -> bool {
    let after_an_order = !read.0.is_empty();
    let Some(parts) = self::read(file, line, verbs, names, (after_an_order, whole)) else {
        return false;
    };
    let mut found = Vec::new();
    for part in parts {
        match part {
            Part::Order(order) => found.push(order),
            Part::Conditional(order, condition) => {
                take(file, line, std::mem::take(&mut found), (verbs, names), read);
                file.conditions.push(condition);
                read.0.push(order);
            }
        }
    }
    take(file, line, found, (verbs, names), read);
    true
}

/// Words that open a clause saying why or what else (`, que vota raro`, `, perché mente`),
/// never an order of the sender's.
const SUBORDINATE: &[&str] = &[
    "que", "che", "porque", "perche", "because", "since", "cause", "cuz", "pues", "ya", "as",
    "which", "who", "cual", "quien", "cui",
];

/// Whether a clause's order is a note (`paso, me la guardo`): a note keeps its words whole.
fn a_note(parts: &[Part], verbs: &Verbs) -> bool {
    parts.iter().any(|p| match p {
        Part::Order(o) | Part::Conditional(o, _) => {
            o.words.first().is_some_and(|w| verbs.is_note(w))
        }
    })
}

/// Whether each order is a second order after the one before it, never one replacing it
/// (`voto a Ana, voto a Bruno` is a change of mind, read whole as before).
fn one_after_another(parts: &[Part], verbs: &Verbs) -> bool {
    let verb = |p: &Part| match p {
        Part::Order(o) | Part::Conditional(o, _) => o.words.first().cloned(),
    };
    parts.windows(2).all(|w| match (verb(&w[0]), verb(&w[1])) {
        (Some(a), Some(b)) => verbs.another_order(&a, &b) || !verbs.is_verb(&a),
        _ => false,
    })
}

/// Where each clause of a line starts (word 0 first). A line opened by a point's number is
/// one point until the next number: its commas and sequence words are the point's own.
fn boundaries(file: &OrderFile, words: &[Word], verbs: &Verbs) -> Vec<usize> {
    let mut starts = vec![0];
    let opening = words
        .first()
        .and_then(|w| points::point_number(file, w, verbs));
    let mut next_number = opening.map(|n| n + 1);
    let mut sequence = phrase_at(words, 0, FIRST).is_some() || phrase_at(words, 0, NEXT).is_some();
    for i in 1..words.len() {
        if next_number.is_some() && points::point_number(file, &words[i], verbs) == next_number {
            starts.push(i);
            next_number = next_number.map(|n| n + 1);
            continue;
        }
        if opening.is_some() {
            continue;
        }
        let gap = &file.source[words[i - 1].span.end..words[i].span.start];
        let opens = |at: usize| {
            phrase_at(words, at, NEXT).is_some()
                || (sequence && phrase_at(words, at, LAST).is_some())
        };
        let marked = gap.contains([',', ';', '/']) || is_slash(&words[i - 1]);
        let joined = joins(&words[i]) && opens(i + 1);
        // `y luego`: the clause starts at its `y`.
        let after_its_and = starts.last() == Some(&(i - 1)) && joins(&words[i - 1]);
        if (marked || joined || opens(i)) && !after_its_and {
            starts.push(i);
        }
        sequence |= phrase_at(words, i, FIRST).is_some() || phrase_at(words, i, NEXT).is_some();
    }
    starts
}

/// The length of the phrase of `list` written from word `at`, if one is.
fn phrase_at(words: &[Word], at: usize, list: &[&[&str]]) -> Option<usize> {
    list.iter()
        .filter(|p| at + p.len() <= words.len())
        .find(|p| p.iter().zip(&words[at..]).all(|(p, w)| *p == w.folded()))
        .map(|p| p.len())
}

/// Each clause as a line of its own, without the words that only join it to the one before
/// (`y`, `luego`, `al final`). A clause that opens a condition (`si me sale vidente, veo a
/// Jorge`) goes with the next one, its order.
fn clause_lines(
    file: &OrderFile,
    line: &OrderLine,
    starts: &[usize],
    verbs: &Verbs,
) -> Vec<(OrderLine, bool)> {
    let words = &line.words;
    let mut clauses: Vec<(OrderLine, bool)> = Vec::new();
    let mut condition_open = false;
    for (k, &start) in starts.iter().enumerate() {
        let mut end = starts.get(k + 1).copied().unwrap_or(words.len());
        // `me muevo a la cocina / pelo patatas`: the slash parts the clauses, in neither.
        while end > start + 1 && is_slash(&words[end - 1]) {
            end -= 1;
        }
        let mut from = start;
        while from < end {
            let skip = match joins(&words[from]) {
                true => Some(1),
                false => [FIRST, NEXT, LAST]
                    .iter()
                    .find_map(|list| phrase_at(&words[..end], from, list)),
            };
            match skip {
                Some(n) => from += n,
                None => break,
            }
        }
        let span_end = match end == words.len() && k + 1 == starts.len() {
            true => line.span.end,
            false => words[end - 1].span.end,
        };
        let from = from.min(end - 1);
        // Opened by more than a comma or `y`: the line's start, a word of sequence, a slash,
        // a semicolon or its point's number.
        let opened = start == 0
            || (from > start + 1 || (from > start && !joins(&words[start])))
            || is_slash(&words[start - 1])
            || file.source[words[start - 1].span.end..words[start].span.start].contains([';', '/'])
            || points::is_number(&words[start].text);
        if condition_open && let Some((open, _)) = clauses.last_mut() {
            open.words.extend(words[from..end].iter().cloned());
            open.span.end = span_end;
        } else {
            let clause = OrderLine {
                line: line.line,
                span: words[from].span.start..span_end,
                words: words[from..end].to_vec(),
            };
            clauses.push((clause, opened));
        }
        condition_open = conditional::opens_condition(&words[from..end], 0)
            && !words[from..end].iter().any(|w| verbs.is_verb(w));
    }
    clauses
}

/// The orders of one clause, or `None` when it reads as none. A clause of two orders joined by
/// `y`/`e`/`and` is read as two (`pelo patatas y me quedo`); the second may share the first's
/// verb in a ruleset where each order of its kind counts (`echo a la Chica Hambrienta y al
/// Gorrón`).
fn read_clause(
    file: &OrderFile,
    (clause, after): (OrderLine, Option<String>),
    (verbs, names): (&Verbs, &NameIndex),
    last: bool,
    depth: usize,
) -> Option<Vec<Part>> {
    if clause.words.is_empty() {
        return None;
    }
    if last && sign_off(&clause.words) {
        return Some(Vec::new());
    }
    if folded_in(&clause.words[0], SUBORDINATE) {
        return None;
    }
    // After a comma or `y` alone, a thing with no verb standing for the same order as the
    // thing ending the clause before is one more of that order's (`bloqueo las puertas de
    // Capilla, Luces y Comedor`, `compro Súper Finos, Cigarrillos`): no order of its own.
    // Another (`voy a la cocina, pelo patatas`) stands for its order.
    let clause = match sequenced::thing_first(file, &clause, verbs) {
        Some(order) if after.as_ref().is_none_or(|a| *a != order.words[0].text) => order,
        _ => clause,
    };
    // `echo a la Chica Hambrienta y al Gorrón`: two orders, one verb.
    let shared = (1..clause.words.len().saturating_sub(1))
        .find_map(|j| Some((j, shared_verb(&clause, j, verbs)?)));
    if let Some((and, second)) = shared {
        // `… y al Gorrón al cuarto de Bruno`: whether the player named goes with both orders
        // is the master's to read, the line whole.
        if mentions_a_player(&second.words, names) {
            return None;
        }
        let mut parts = read_clause(
            file,
            (sub_line(&clause, 0, and), after),
            (verbs, names),
            false,
            3,
        )?;
        parts.extend(read_clause(file, (second, None), (verbs, names), last, 3)?);
        return Some(parts);
    }
    if let Some((order, mut condition)) = conditional::read(file, &clause, verbs, names) {
        // One order of the line holds under it, not the others on its line.
        condition.order_at = Some(order.span.start);
        return Some(vec![Part::Conditional(order, condition)]);
    }
    if let Reading::Orders(found) = read_line(file, &clause, verbs, names)
        && !found.is_empty()
    {
        return Some(found.into_iter().map(Part::Order).collect());
    }
    if depth > 2 {
        return None;
    }
    let words = &clause.words;
    (1..words.len().saturating_sub(1))
        .filter(|&j| joins(&words[j]))
        .find_map(|j| {
            let left = sub_line(&clause, 0, j);
            let right = shared_verb(&clause, j, verbs)
                .unwrap_or_else(|| sub_line(&clause, j + 1, words.len()));
            let before = Some(last_thing(file, &left, verbs));
            let left = (left, after.clone());
            let mut parts = read_clause(file, left, (verbs, names), false, depth + 1)?;
            let right = (right, before);
            parts.extend(read_clause(file, right, (verbs, names), last, depth + 1)?);
            (!parts.is_empty()).then_some(parts)
        })
}

/// The verb the thing ending a clause stands for (`voy a la cocina`: the move), or nothing.
fn last_thing(file: &OrderFile, clause: &OrderLine, verbs: &Verbs) -> String {
    (0..clause.words.len())
        .rev()
        .find_map(|at| sequenced::thing_verb_at(file, &clause.words, at, verbs))
        .unwrap_or_default()
}

/// Words `from..to` of a clause as a line of its own.
fn sub_line(clause: &OrderLine, from: usize, to: usize) -> OrderLine {
    let words = &clause.words;
    let end = match to == words.len() {
        true => clause.span.end,
        false => words[to - 1].span.end,
    };
    OrderLine {
        line: clause.line,
        span: words[from].span.start..end,
        words: words[from..to].to_vec(),
    }
}

/// `echo a la Chica Hambrienta y al Gorrón`: after the `y` at `and`, no verb, and the first
/// order's verb is of a kind each of whose orders counts: the second order, that verb standing
/// before it (in no space of its own).
fn shared_verb(clause: &OrderLine, and: usize, verbs: &Verbs) -> Option<OrderLine> {
    let words = &clause.words;
    let verb = &words[0];
    if !joins(&words[and])
        || !verbs.is_verb(verb)
        || !verbs.another_order(verb, verb)
        || words[and + 1..].iter().any(|w| verbs.is_verb(w))
        || !folded_in(&words[and + 1], TO_WHOM)
    {
        return None;
    }
    let at = words[and + 1].span.start;
    let mut second = vec![Word::new(verb.text.clone(), at..at)];
    second.extend(words[and + 1..].iter().cloned());
    Some(OrderLine {
        line: clause.line,
        span: at..clause.span.end,
        words: second,
    })
}

/// Words that open the object a shared verb takes again (`y al Gorrón`, `e il Coglione`).
const TO_WHOM: &[&str] = &[
    "a", "al", "el", "la", "los", "las", "il", "lo", "gli", "le", "the", "alla", "allo",
];

/// Whether a word is only a slash or an arrow parting two clauses (`cocina / pelo patatas`,
/// `cocina -> pelar patatas -> me quedo`).
fn is_slash(word: &Word) -> bool {
    let t = &word.text;
    let slash = t.chars().all(|c| c == '/');
    let arrow = t.chars().all(|c| "-=>→⇒".contains(c)) && t.contains(['>', '→', '⇒']);
    !t.is_empty() && (slash || arrow)
}

/// Whether a clause is only a sign-off (`gracias master!`, `grazie mille`, `thanks all`).
fn sign_off(words: &[Word]) -> bool {
    // `2. gracias master!`: the point's number opens it.
    let words = match words.first() {
        Some(w) if points::is_number(&w.text) => &words[1..],
        _ => words,
    };
    words.iter().all(|w| folded_in(w, SIGN_OFF)) && words.iter().any(|w| folded_in(w, THANKS))
}
