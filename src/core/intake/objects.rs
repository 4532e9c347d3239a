//! Orders named by their object (`me pongo un traje en la lavandería`, `me llevo el botiquín
//! para Hugo`, `prendo la pistola`): a verb of taking or wearing, the thing, and the order
//! that gives it in the ruleset's words (`Ruleset::object_orders`: `usar I`).

use super::{folded_in, lead_in};
use crate::core::names::fold;
use crate::core::orders::{OrderLine, Word};

/// Verbs of taking, carrying or putting on a thing.
const TAKING: &[&str] = &[
    "llevo", "llevarme", "cojo", "coger", "tomo", "tomar", "pongo", "ponerme", "agarro", "pillo",
    "prendo", "prendere", "indosso", "metto", "mettermi", "uso", "usar", "take", "grab", "get",
    "wear", "put", "use",
    // "podrán pedir al Master el listado": a thing asked for is taken as well
    "pido", "pedir", "chiedo", "chiedere", "ask",
];

/// Words between the verb and the thing.
const ARTICLE: &[&str] = &[
    "un", "una", "el", "la", "los", "las", "il", "lo", "l", "i", "gli", "le", "a", "the", "my",
    "mi", "su",
];

/// Words before the one the thing is for (`para Hugo`, `per Paolo`, `for Ana`).
const FOR: &[&str] = &["para", "pa", "per", "for", "a", "al", "to"];

/// Words before the place the thing is taken in (`en la lavandería`): the order says it.
const IN: &[&str] = &[
    "en", "in", "nella", "nel", "at", "de", "del", "dalla", "dal",
];

/// A ruleset's order named by its object: the thing's folded tokens and the order's words.
pub struct ObjectOrder {
    pub thing: Vec<String>,
    pub order: Vec<String>,
}

impl ObjectOrder {
    pub fn new(thing: &str, order: &str) -> ObjectOrder {
        ObjectOrder {
            thing: fold(thing)
                .split(|c: char| !c.is_alphanumeric())
                .filter(|t| !t.is_empty())
                .map(str::to_string)
                .collect(),
            order: order.split_whitespace().map(str::to_string).collect(),
        }
    }

    /// Whether `words` start with the thing (a plural `s` or one letter off allowed).
    fn named_at(&self, words: &[Word]) -> bool {
        words.len() >= self.thing.len()
            && self.thing.iter().zip(words).all(|(t, w)| {
                let w = w.folded();
                w == *t
                    || w.strip_suffix('s') == Some(t.as_str())
                    || crate::core::text::one_edit_apart(w, t, 5)
            })
    }
}

/// `en la enfermería cojo el botiquín para mí`: the place said first, after lead-ins only (`en`,
/// its article, a place of the game), then the verb of taking. The place is the one the order
/// already names, as after the thing (`cojo el botiquín en la enfermería`). The verb's index and
/// where the place starts.
fn place_first(
    words: &[Word],
    places: &dyn Fn(&[Word]) -> Option<usize>,
) -> Option<(usize, usize)> {
    let first = words.iter().position(|w| !lead_in(w))?;
    if !folded_in(&words[first], IN) {
        return None;
    }
    let mut at = first + 1;
    while words.get(at).is_some_and(|w| folded_in(w, ARTICLE)) {
        at += 1;
    }
    let verb = at + places(&words[at.min(words.len())..])?;
    words
        .get(verb)
        .is_some_and(|w| folded_in(w, TAKING))
        .then_some((verb, first))
}

/// Who takes, before the verb of a later clause (`sorry for the delay, I use my power`).
const SUBJECT: &[&str] = &["i", "yo", "io"];

/// Where the verb of taking is: the first word past the lead-ins, or the first of a later
/// clause, its subject aside (`Perdón por el retraso, uso mi poder con Elena`, `sorry for the
/// delay, I use my power on Elena`): what comes before is the player's courtesy.
fn taking_at(source: &str, words: &[Word]) -> Option<usize> {
    let first = words.iter().position(|w| !lead_in(w))?;
    if folded_in(&words[first], TAKING) {
        return Some(first);
    }
    (first + 1..words.len())
        .filter(|&i| source[words[i - 1].span.end..words[i].span.start].contains(','))
        .map(|clause| clause + usize::from(folded_in(&words[clause], SUBJECT)))
        .find(|&verb| words.get(verb).is_some_and(|w| folded_in(w, TAKING)))
}

/// The line as the order its object names, or `None`.
pub(super) fn object_order(
    source: &str,
    (line, numbered): (&OrderLine, bool),
    orders: &[ObjectOrder],
    places: &dyn Fn(&[Word]) -> Option<usize>,
) -> Option<OrderLine> {
    // `2) cojo el botiquín para Ana`: a point's number is no part of the order's words.
    let words = &line.words[usize::from(numbered)..];
    // `en la enfermería cojo el botiquín`: the place said first goes after the thing.
    let (verb, fronted) = match taking_at(source, words) {
        Some(verb) => (verb, None),
        None => place_first(words, places).map(|(verb, from)| (verb, Some(from..verb)))?,
    };
    let mut at = verb + 1;
    while words.get(at).is_some_and(|w| folded_in(w, ARTICLE)) {
        at += 1;
    }
    let found = orders
        .iter()
        .find(|o| o.named_at(&words[at.min(words.len())..]))?;
    let thing = at..at + found.thing.len();
    let mut order: Vec<Word> = found
        .order
        .iter()
        .enumerate()
        .map(|(i, text)| {
            Word::new(
                text.clone(),
                if i == 0 {
                    words[verb].span.clone()
                } else {
                    words[thing.start].span.start..words[thing.end - 1].span.end
                },
            )
        })
        .collect();
    let mut rest = thing.end;
    // `en la lavandería`: the place, kept for the ruleset to check against the thing's own
    // (`cojo el botiquín en la capilla` is no use of the Enfermería).
    // Said first, it stands after the thing in no space (the words keep their spans' order).
    let end = words[thing.end - 1].span.end;
    let mut place_said: Vec<Word> = fronted
        .map(|r| {
            words[r]
                .iter()
                .map(|w| Word::new(w.text.clone(), end..end))
                .collect()
        })
        .unwrap_or_default();
    if words.get(rest).is_some_and(|w| folded_in(w, IN)) {
        let mut place = rest + 1;
        while words.get(place).is_some_and(|w| folded_in(w, ARTICLE)) {
            place += 1;
        }
        if let Some(len) = places(&words[place.min(words.len())..]) {
            place_said = words[rest..place + len].to_vec();
            rest = place + len;
        }
    }
    if words.get(rest).is_some_and(|w| folded_in(w, FOR)) {
        rest += 1;
    }
    order.extend(place_said);
    order.extend(words[rest..].iter().cloned());
    // The point's number stays before the order, read as on any numbered line.
    let number: Vec<Word> = line.words[..usize::from(numbered)].to_vec();
    let start = number.first().unwrap_or(&words[verb]).span.start;
    Some(OrderLine {
        line: line.line,
        span: start..line.span.end,
        words: number.into_iter().chain(order).collect(),
    })
}
