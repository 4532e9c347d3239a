//! Orders the ruleset's phase makes readable where the words alone would be asked about: a
//! route alone on its line (`E-A-B`), a place said before the verb of a second order (`ruta
//! N-O-P-M-N, en los Servicios robo un espejo para Ana y Bruno`), a tie-break joined to a vote
//! under its natural condition (`voto a Gino y si hay empate desempato a favor de Gino`), and a
//! plural verb whose partner is named before it (`Con Franco proteggiamo Marta`).

use super::*;
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, OrderLine, Word};

/// `E-A-B` alone on its line, after lead-in words only (`Esta noche: E-A-B`), in a phase where
/// a route can only be the walker's (`Ruleset::bare_route`): that order, its verb standing
/// right before the route (in no space), so the reading covers what was written. After the
/// route only what a comma or a bracket sets off may follow: the order's reader reads it.
pub(super) fn bare_route(file: &OrderFile, line: &OrderLine, verbs: &Verbs) -> Option<OrderLine> {
    let verb = verbs.bare_route.as_deref()?;
    let words = &line.words;
    let at = words.iter().position(|w| !lead_in(w))?;
    if !is_route(&words[at]) {
        return None;
    }
    if let Some(next) = words.get(at + 1)
        && !file.source[words[at].span.end..next.span.start].contains([',', ';', '('])
    {
        return None;
    }
    let start = words[at].span.start;
    let mut order: Vec<Word> = words[..at].to_vec();
    order.push(Word::new(verb.to_string(), start..start));
    order.extend(words[at..].iter().cloned());
    Some(OrderLine {
        line: line.line,
        span: line.span.clone(),
        words: order,
    })
}

/// Words that open the place an order is done at, said before its verb (`en los Servicios`).
const AT_A_PLACE: &[&str] = &["en", "in", "nel", "nella", "at"];

/// `ruta N-O-P-M-N, en los Servicios robo un espejo para Ana y Bruno`: after a comma, a place
/// of the game (`en` and one of the ruleset's things) then the verb of another order, in one
/// clause. Two orders: the first up to the comma, the second its verb standing before the
/// place (in no space), so the ruleset reads the place, the verb as written, and the rest.
pub(super) fn place_then_verb(
    file: &OrderFile,
    line: &OrderLine,
    first: usize,
    read_to: usize,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<Reading> {
    let words = &line.words;
    let gap = |i: usize| &file.source[words[i - 1].span.end..words[i].span.start];
    let at = (first + 2..read_to)
        .find(|&j| gap(j).contains([',', ';']) && folded_in(&words[j], AT_A_PLACE))?;
    let verb = (at + 2..read_to.min(at + 7)).find(|&v| verbs.is_verb(&words[v]))?;
    let one_clause = (at + 1..=verb).all(|i| !gap(i).contains([',', ';', '.', ':', '(']));
    if !one_clause
        || verbs.game_noun_in(&words[at + 1..verb]).is_none()
        || !verbs.another_order(&words[first], &words[verb])
    {
        return None;
    }
    let start = words[at].span.start;
    let mut second = vec![Word::new(words[verb].text.clone(), start..start)];
    second.extend(words[at..].iter().cloned());
    Some(read_parts(
        file,
        line,
        vec![words[..at].to_vec(), second],
        verbs,
        names,
    ))
}

/// `Voto a Gino y si hay empate desempato a favor de Gino`: a tie-break joined by `y` to the
/// order before it, under the condition it has by nature (`Ruleset::tie_break`): two orders,
/// the condition no doubt.
pub(super) fn tie_break_joined(
    file: &OrderFile,
    line: &OrderLine,
    first: usize,
    read_to: usize,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<Reading> {
    let words = &line.words;
    let verb = (first + 1..read_to).find(|&i| verbs.on_a_tie(&words[i]))?;
    let key: Vec<&str> = words[..verb].iter().map(Word::folded).collect();
    let phrase = super::lead::ON_A_TIE
        .iter()
        .filter(|p| p.len() < verb - first && key[verb - p.len()..] == p[..])
        .map(|p| p.len())
        .max()?;
    let and = verb - phrase - 1;
    if and <= first || !folded_in(&words[and], AND) {
        return None;
    }
    Some(read_parts(
        file,
        line,
        vec![words[..and].to_vec(), words[verb..].to_vec()],
        verbs,
        names,
    ))
}

/// Reads each of `parts` of one line as a line of its own: their orders together, or the
/// first part's problem. A part read as chatter is asked about, never dropped.
fn read_parts(
    file: &OrderFile,
    line: &OrderLine,
    parts: Vec<Vec<Word>>,
    verbs: &Verbs,
    names: &NameIndex,
) -> Reading {
    let last = parts.len() - 1;
    let mut orders = Vec::new();
    for (i, words) in parts.into_iter().enumerate() {
        let (Some(head), Some(tail)) = (words.first(), words.last()) else {
            continue;
        };
        let end = if i == last {
            line.span.end
        } else {
            tail.span.end
        };
        let part = OrderLine {
            line: line.line,
            span: head.span.start..end,
            words,
        };
        match read_line(file, &part, verbs, names) {
            Reading::Orders(found) => orders.extend(found),
            Reading::Chatter => return unsafe_line(file, line, 0),
            unsafe_part => return unsafe_part,
        }
    }
    Reading::Orders(orders)
}

/// Words that name the partner an order is given with (`Con Franco proteggiamo Marta`,
/// `insieme a Giulia`, `together with Ana`), folded, as phrases.
const WITH: &[&[&str]] = &[
    &["con"],
    &["insieme", "a"],
    &["assieme", "a"],
    &["junto", "a"],
    &["junto", "con"],
    &["with"],
    &["together", "with"],
];

/// The subject said before a plural verb (`Con Franco noi proteggiamo`, `with Ana we see`).
const WE: &[&str] = &["noi", "nosotros", "nosotras", "we"];

/// The endings of the first person plural (`proteggiamo`, `protegemos`, `vemos`, `matamos`).
const PLURAL: &[&str] = &["iamo", "amos", "emos", "imos"];

/// `Con Franco proteggiamo Marta come d'accordo`: the partner named before a verb in the first
/// person plural (or after `we`) is who the order was agreed with; the order is the sender's
/// own. The line without the partner's phrase, or `None`.
pub(super) fn with_partner(line: &OrderLine, first: usize, names: &NameIndex) -> Option<OrderLine> {
    let words = &line.words;
    let start = words[..first].iter().position(|w| !lead_in(w))?;
    let key: Vec<&str> = words[start..first].iter().map(Word::folded).collect();
    let with = WITH
        .iter()
        .find(|p| key.len() > p.len() && key[..p.len()] == p[..])?
        .len();
    let we = key.last().is_some_and(|k| WE.contains(k));
    let partner = &words[start + with..first - usize::from(we)];
    let plural = PLURAL.iter().any(|e| words[first].folded().ends_with(e));
    let [name] = partner else {
        return None;
    };
    if !(plural || we) || !names_a_player(name, names) {
        return None;
    }
    let mut order: Vec<Word> = words[..start].to_vec();
    order.extend(words[first..].iter().cloned());
    Some(OrderLine {
        line: line.line,
        span: line.span.clone(),
        words: order,
    })
}
