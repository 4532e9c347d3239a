//! Orders the ruleset's phase makes readable where the words alone would be asked about: a
//! route alone on its line (`E-A-B`), a place said before the verb of a second order (`ruta
//! N-O-P-M-N, en los Servicios robo un espejo para Ana y Bruno`), a tie-break joined to a vote
//! under its natural condition (`voto a Gino y si hay empate desempato a favor de Gino`), and a
//! plural verb whose partner is named before it (`Con Franco proteggiamo Marta`).

use super::*;
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, OrderLine, Word};

/// `E-A-B` alone on its line, after lead-in words only (`Esta noche: E-A-B`) or after a label
/// and its colon (`Mi paseo: E-F-D-C`), in a phase where a route can only be the walker's
/// (`Ruleset::bare_route`): that order, its verb standing right before the route (in no
/// space), so the reading covers what was written; the route's houses are what count. After
/// the route only what a comma or a bracket sets off may follow: the order's reader reads it.
pub(super) fn bare_route(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<OrderLine> {
    let verb = verbs.bare_route.as_deref()?;
    let words = &line.words;
    let lead = words.iter().position(|w| !lead_in(w))?;
    // `Esta noche hago M-N-O-P-M`: a verb of doing before the route is the walk itself.
    let doing = folded_in(&words[lead], DOING) && words.get(lead + 1).is_some_and(is_route);
    let at = match is_route(&words[lead]) {
        true => lead,
        false if doing => lead + 1,
        false => label_then_route(file, &words[lead..], names)? + lead,
    };
    // `mi paseo será E-A-G. Zzz`: a new sentence after the route is the reader's to read.
    if let Some(next) = words.get(at + 1)
        && !file.source[words[at].span.end..next.span.start].contains([',', ';', '(', '.', '!'])
    {
        return None;
    }
    let start = words[at].span.start;
    let mut order: Vec<Word> = words[..lead].to_vec();
    order.push(Word::new(verb.to_string(), start..start));
    order.extend(words[at..].iter().cloned());
    Some(OrderLine {
        line: line.line,
        span: line.span.clone(),
        words: order,
    })
}

/// `en caso de empate, Nuira; voto a Pili`, `En caso de empate, que se linche a Lola`: a line
/// opened by the condition a tie-break has by nature (`Ruleset::tie_break`), its clause ended
/// by a comma or a colon, then a player with no verb (after words of lynching only): that
/// tie-break, its verb standing right before the player (in no space), so the reading covers
/// what was written.
pub(super) fn tie_break_said(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<OrderLine> {
    let words = &line.words;
    let lead = words.iter().position(|w| !lead_in(w))?;
    let end = lead + super::lead::phrase_at(&words[lead..], super::lead::ON_A_TIE)?;
    let next = words.get(end)?;
    let pause = file.source[words[end - 1].span.end..next.span.start].contains([',', ':']);
    let mut at = end;
    while words.get(at).is_some_and(|w| folded_in(w, LYNCHING)) {
        at += 1;
    }
    // `if it's a tie I break it for Bruno`: with no pause, the tie-breaker's choice said.
    if !pause && !words[end..at].iter().any(|w| folded_in(w, CHOOSING)) {
        return None;
    }
    let player = words.get(at).filter(|w| names.is_exact_word(w))?;
    // The tie-break's verb: one spelling of its kind (the ruleset's reader names the order).
    let verb = verbs
        .kinds
        .iter()
        .filter(|(_, (kind, _))| verbs.tie_kinds.contains(kind))
        .map(|(spelling, _)| spelling)
        .min()?;
    let start = player.span.start;
    let mut order: Vec<Word> = words[..end].to_vec();
    order.push(Word::new(verb.clone(), start..start));
    order.extend(words[at..].iter().cloned());
    Some(OrderLine {
        line: line.line,
        span: line.span.clone(),
        words: order,
    })
}

/// Words between a tie's condition and the player it sends off (`que se linche a Lola`, `al
/// hoyo va Lola`, `tocca a Lola`, `it's Lola`), or the one the tie-breaker chooses (`elijo a
/// Gino`, `scelgo Gino`, `I pick Gino`: under the tie's condition, choosing is breaking it).
const LYNCHING: &[&str] = &[
    "que", "se", "linche", "lincha", "vaya", "va", "a", "al", "hoyo", "muere", "tocca", "it's",
    "goes", "elijo", "escojo", "scelgo", "i", "choose", "pick", "break", "it", "for",
];

/// The words of [`LYNCHING`] that say the tie-breaker's own choice (`elijo a Gino`, `I break
/// it for Bruno`).
const CHOOSING: &[&str] = &["elijo", "escojo", "scelgo", "choose", "pick", "break"];

/// Words that put a label's route in another night (`Ayer hice: E-F-D` is no order).
pub(super) const PAST: &[&str] = &[
    "ayer",
    "anoche",
    "anteayer",
    "antes",
    "ieri",
    "yesterday",
    "last",
    "before",
];

/// Where the route is after a label of a few words and its colon (`Mi paseo: E-F-D-C`, `Paseo
/// nocturno: G-H-F`): a label of words only, naming no player, negating, doubting nothing, not
/// of another night, and saying only that it is the sender's walk (`ruta de escape:` is left
/// to the line's reading, which raises it).
fn label_then_route(file: &OrderFile, words: &[Word], names: &NameIndex) -> Option<usize> {
    let route = words.iter().position(is_route)?;
    let colon =
        route > 0 && file.source[words[route - 1].span.end..words[route].span.start].contains(':');
    // `mi paseo de esta noche será E-A-C`: the label said with a copula instead of a colon.
    let copula = route > 1 && folded_in(&words[route - 1], COPULA);
    let label = &words[..route - usize::from(copula && !colon)];
    let plain = label.len() <= 4 + 2 * usize::from(copula)
        && label
            .iter()
            .all(|w| w.text.chars().all(char::is_alphabetic))
        && !label
            .iter()
            .any(|w| folded_in(w, NEGATIONS) || folded_in(w, DOUBT) || folded_in(w, PAST))
        && super::label::only_the_walk(label)
        && !mentions_a_player(label, names);
    ((colon || copula) && plain).then_some(route)
}

/// The verbs that join a label to its route in place of a colon (`mi paseo será E-A-C`, `il
/// mio giro sarà…`, `my walk is…`).
const COPULA: &[&str] = &["sera", "es", "va", "sara", "e", "is", "be"];

/// Words that open the place an order is done at, said before its verb (`en los Servicios`).
const AT_A_PLACE: &[&str] = &["en", "in", "nel", "nella", "at"];

/// `en los Servicios robo un espejo para Ana y Bruno` on a line of its own: a place of the game
/// (`en` and one of the ruleset's things) after lead-in words only, then the verb, in one
/// clause. The verb also stands before the place (in no space), so the ruleset reads the
/// place, the verb as written, and the rest, as after a comma ([`place_then_verb`]).
pub(super) fn place_first(file: &OrderFile, line: &OrderLine, verbs: &Verbs) -> Option<OrderLine> {
    let words = &line.words;
    let at = words.iter().position(|w| !lead_in(w))?;
    if !folded_in(&words[at], AT_A_PLACE) {
        return None;
    }
    let verb = (at + 2..words.len().min(at + 7)).find(|&v| verbs.is_verb(&words[v]))?;
    let gap = |i: usize| &file.source[words[i - 1].span.end..words[i].span.start];
    let one_clause = (at + 1..=verb).all(|i| !gap(i).contains([',', ';', '.', ':', '(']));
    if !one_clause || verbs.game_noun_in(&words[at + 1..verb]).is_none() {
        return None;
    }
    Some(super::reshape::verb_put_before(line, at, verb))
}

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
    let Some(verb) = (first + 1..read_to).find(|&i| verbs.on_a_tie(&words[i])) else {
        return tie_said_joined(file, line, (first, read_to), verbs, names);
    };
    let key: Vec<&str> = words[..verb].iter().map(Word::folded).collect();
    let phrase = super::lead::ON_A_TIE
        .iter()
        .filter(|p| p.len() < verb - first && key[verb - p.len()..] == p[..])
        .map(|p| p.len())
        .max()?;
    let and = verb - phrase - 1;
    if and <= first || !joins(&words[and]) {
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

/// `vote Bruno, and if it's a tie I break it for Bruno`: the tie's condition joined by `y` to
/// the order before it, the tie-breaker's player after it with no verb of the tie-break
/// ([`tie_break_said`]): two orders.
fn tie_said_joined(
    file: &OrderFile,
    line: &OrderLine,
    (first, read_to): (usize, usize),
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<Reading> {
    let words = &line.words;
    if verbs.tie_kinds.is_empty() {
        return None;
    }
    let and = (first + 1..read_to).find(|&j| {
        joins(&words[j]) && super::lead::phrase_at(&words[j + 1..], super::lead::ON_A_TIE).is_some()
    })?;
    let parts = vec![words[..and].to_vec(), words[and + 1..].to_vec()];
    Some(read_parts(file, line, parts, verbs, names))
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

/// Words that name the partner an order is given with, before him (`Con Franco
/// proteggiamo Marta`, `insieme a Giulia`, `io e Franco`, `yo y Ana`), folded, as phrases.
const WITH: &[&[&str]] = &[
    &["con"],
    &["insieme", "a"],
    &["assieme", "a"],
    &["io", "e"],
    &["junto", "a"],
    &["junto", "con"],
    &["yo", "y"],
    &["with"],
    &["together", "with"],
];

/// The same after him (`Franco ed io proteggiamo`, `Ana y yo vemos`, `Franco and I protect`).
const AND_I: &[&[&str]] = &[
    &["e", "io"],
    &["ed", "io"],
    &["y", "yo"],
    &["and", "i"],
    &["noi"],
    &["nosotros"],
    &["nosotras"],
];

/// The endings of the first person plural (`proteggiamo`, `protegemos`, `vemos`, `matamos`).
const PLURAL: &[&str] = &["iamo", "amos", "emos", "imos"];

/// An article before a partner's name (`io e la Chiara`, `con el Hugo`).
const ARTICLE: &[&str] = &["la", "il", "el", "lo", "the"];

/// `Con Franco proteggiamo Marta come d'accordo`: the partner named before a verb in the first
/// person plural (or before `and I`) is who the order was agreed with; the order is the
/// sender's own. The partner may have an article and lead-ins may follow him (`io e la Chiara
/// stanotte ci pappiamo Nico`); a few words may surround him when a colon ends them (`Con
/// Franco abbiamo deciso: proteggiamo Luca`, `Hablado con Carla: marcamos la H`). The line
/// without the partner's phrase, or `None`.
pub(super) fn with_partner(
    file: &OrderFile,
    line: &OrderLine,
    first: usize,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<OrderLine> {
    let words = &line.words;
    let mut start = words[..first].iter().position(|w| !lead_in(w))?;
    // `Io e Franco`, `io e la Chiara`: the lead-ins `io e` (and an article) open the
    // partner's phrase.
    if start > 0 && folded_in(&words[start - 1], ARTICLE) {
        start -= 1;
    }
    let io = |i: usize| folded_in(&words[i], &["io", "yo"]);
    let start = match start {
        1.. if io(start - 1) => start - 1,
        2.. if io(start - 2) && folded_in(&words[start - 1], &["e", "y"]) => start - 2,
        _ => start,
    };
    let key: Vec<&str> = words[start..first].iter().map(Word::folded).collect();
    let after = |p: &&&[&str]| key.len() > p.len() && key[key.len() - p.len()..] == p[..];
    let and_i = AND_I.iter().find(after).map_or(0, |p| p.len());
    let colon = file.source[words[first - 1].span.end..words[first].span.start].contains(':');
    // Where the phrase naming the partner starts: first, or anywhere before a colon.
    let with_at = (0..key.len()).filter(|&i| i == 0 || colon).find_map(|i| {
        WITH.iter()
            .find(|p| key[i..].starts_with(p))
            .map(|p| (i, p.len()))
    });
    let (before, with) = with_at.unwrap_or((0, 0));
    let mut name = start + before + with;
    if words.get(name).is_some_and(|w| folded_in(w, ARTICLE)) {
        name += 1;
    }
    let end = first - and_i;
    if with + and_i == 0 || name >= end || !names_a_player(&words[name], names) {
        return None;
    }
    let rest = &words[name + 1..end];
    let english_i = and_i == 2 && key[key.len() - 1] == "i";
    let plural = PLURAL.iter().any(|e| words[first].folded().ends_with(e));
    let clean = before == 0
        && rest
            .iter()
            .all(|w| lead_in(w) || folded_in(w, REFLEXIVE_PRONOUN));
    let said_before_a_colon = colon
        && and_i == 0
        && before <= 6
        && rest.len() <= 4
        && plain_words(&words[start..name], names, verbs)
        && plain_words(rest, names, verbs);
    if !(plural || english_i) || !(clean || said_before_a_colon) {
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

/// Words around a partner's name that only tell of the agreement: no player, negation, doubt
/// or verb of the ruleset among them.
fn plain_words(words: &[Word], names: &NameIndex, verbs: &Verbs) -> bool {
    !mentions_a_player(words, names)
        && !words
            .iter()
            .any(|w| folded_in(w, NEGATIONS) || folded_in(w, DOUBT) || verbs.is_verb(w))
}

/// The words a walk is told with, first in its clause (`paseo por A, luego C`, `paso por la
/// B`, `voy a la C`, `passo da A`, `vado alla C`, `giro per A`), folded.
const WALKING: &[&str] = &[
    "paseo", "paso", "voy", "vado", "passo", "giro", "cammino", "salgo", "esco", "go",
];

/// `esta noche paseo por A, luego C y acabo en F`, `voy a la C, luego a la F, y vuelvo a
/// casa`, `passo da A, poi C e finisco in F`: a walk told in words, after lead-in words only,
/// with at least two house letters after it and no verb before it, in a phase where a route can only be the
/// walker's (`Ruleset::bare_route`): that order, its verb standing right before the walk's
/// first word (in no space). The ruleset reads the whole telling: each word a house, the
/// way, the home, or the line raised (docs/rulings/chechino.md, ruling 59).
pub(super) fn walk_told(
    line: &OrderLine,
    verbs: &Verbs,
    first_verb: Option<usize>,
) -> Option<OrderLine> {
    let verb = verbs.bare_route.as_deref()?;
    let words = &line.words;
    // `voy a la C`: `voy` is a lead-in before another verb, here the walk's own word.
    let lead = words
        .iter()
        .position(|w| folded_in(w, WALKING) || !lead_in(w))?;
    let letters = words[lead + 1..]
        .iter()
        .filter(|w| {
            let text = w.text.trim_matches(|c: char| !c.is_alphanumeric());
            text.chars().count() == 1 && text.chars().all(char::is_uppercase)
        })
        .count();
    let verb_first = first_verb.is_some_and(|v| v < lead);
    if verb_first || !folded_in(&words[lead], WALKING) || letters < 2 {
        return None;
    }
    let start = words[lead].span.start;
    let mut order: Vec<Word> = words[..lead].to_vec();
    order.push(Word::new(verb.to_string(), start..start));
    order.extend(words[lead..].iter().cloned());
    Some(OrderLine {
        line: line.line,
        span: line.span.clone(),
        words: order,
    })
}

/// Verbs whose partner is their object: one swaps *with* a player (`cambio con Dani`,
/// `scambio con Bruno`, `swap with Dani`), folded.
const WITH_IS_THE_OBJECT: &[&str] = &[
    "cambio",
    "cambiar",
    "intercambio",
    "intercambiar",
    "scambio",
    "scambiare",
    "swap",
    "swapping",
    "exchange",
    "trade",
    // `uso mi poder con Elena`: a power is used on a player.
    "poder",
    "potere",
    "power",
    "ability",
    "habilidad",
];

/// `Voto con Marta, mi fido di lei`, `vote with Marta`, `proteggo con Giulia` (review break17
/// A1): `con`/`with` right after the verb, before a player, says "together with him" or "the
/// same as him", never that he is the order's target. Whether the line holds that.
pub(super) fn with_a_player_after_the_verb(
    file: &OrderFile,
    line: &OrderLine,
    first: usize,
    names: &NameIndex,
) -> bool {
    let words = &line.words;
    let with = words
        .get(first + 1)
        .is_some_and(|w| folded_in(w, &["con", "with", "col", "coi"]));
    let mut name = first + 2;
    if words.get(name).is_some_and(|w| folded_in(w, ARTICLE)) {
        name += 1;
    }
    // `uso mi poder con Elena`: the power's phrase read as one verb.
    let power = words.get(first + 1).is_some_and(|w| {
        let before = file.source[line.span.start..w.span.start].to_lowercase();
        ["poder", "potere", "power", "ability", "habilidad"]
            .iter()
            .any(|p| before.contains(p))
    });
    with && !power
        && !folded_in(&words[first], WITH_IS_THE_OBJECT)
        && words.get(name).is_some_and(|w| names_a_player(w, names))
}
