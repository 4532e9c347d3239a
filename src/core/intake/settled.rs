//! A hesitation settled later in its sentence (issue 22 J, needless refusals): `pensavo a
//! Dario ma alla fine proteggo Marta`, `Estaba entre Ana y Gino, al final voto a Gino`, `I was
//! going to vote Ana but in the end I vote Gino`. The words before `al final`/`alla fine`/`in
//! the end` only weigh the choice; the order is the one after it. Only when the order's first
//! verb is not cleanly led into (else the line is read as written, a change of mind with its
//! correction), and only when nothing before the marker is a condition, a maybe, a negation or
//! a joke (`si Ana es lobo, al final voto a Gino` stays the master's to read).
//!
//! Beside it, the other choices that settle on a line (blind corpus 6, patterns A and G): an
//! order laughed off before one of its kind (`voto Hugo jaja es broma, voto a Ines`), another
//! choice offered then settled on one already named (`voto a Elena, o a Gino. Bueno a
//! Elena`), the choice said again (`no, Bruno. Definitivamente Bruno`), a red vote corrected by
//! another red name, a red name answering a question, a tie-break's own condition (`si hace
//! falta`); and a line's orders with the change of mind it holds (`with_correction`).

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

/// The words that draw a consequence (`quindi voto Bruno`, `así que voto a Bruno`, `so I vote
/// Bruno`), folded, each as its words: they settle a choice only after a wish said in the
/// conditional (`Io voterei Hugo, ma vedo che state tutti su Bruno quindi voto Bruno`), which
/// only weighs it (lupus ruling 58).
const SO: &[&[&str]] = &[
    &["quindi"],
    &["dunque"],
    &["percio"],
    &["per", "cui"],
    &["cosi"],
    &["asi", "que"],
    &["por", "eso"],
    &["por", "lo", "tanto"],
    &["so"],
    &["therefore"],
];

/// Whether a word says a wish in the Italian or Spanish conditional (`voterei`, `proteggerei`,
/// `votaría`): it weighs a choice, orders nothing (lupus ruling 49). English `I'd vote` is
/// read as the order it says, not as a wish.
fn wished(word: &Word) -> bool {
    let folded = word.folded();
    folded.chars().count() >= 6
        && ["rei", "resti", "rebbe", "ria", "rias"]
            .iter()
            .any(|e| folded.ends_with(e))
}

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
    let said_at = |at: usize, p: &[&str]| {
        words.len() > at + p.len() && p.iter().zip(&words[at..]).all(|(p, w)| w.folded() == *p)
    };
    // `quindi` settles only what a wish weighed before it.
    let wish = |at: usize| words[..at].iter().any(wished);
    let (at, len) = (1..words.len()).find_map(|at| {
        SETTLED
            .iter()
            .find(|p| said_at(at, p))
            .or_else(|| SO.iter().find(|p| said_at(at, p) && wish(at)))
            .map(|p| (at, p.len()))
    })?;
    let verb = (at + len..words.len())
        .take_while(|&i| i == at + len || folded_in(&words[i - 1], BETWEEN))
        .find(|&i| verbs.is_verb(&words[i]))?;
    // `primero me quedo, luego voy a la cocina y al final mato a Ana`: the last point of a
    // sequence, not a choice settled (blind corpus 9).
    if (0..at).any(|i| super::sequenced::in_sequence(file, words, i)) {
        return None;
    }
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

/// Words that may stand around a joke taking back the order before it (`voto Hugo jaja es
/// broma, voto a Ines`, `vota Luca, è uno scherzo eh, vota Olga`, `vote Ana lol just kidding,
/// vote Bruno`): the joke's own words, never a negation (`no es broma` keeps the order).
const AROUND_A_JOKE: &[&str] = &[
    "es",
    "era",
    "e",
    "uno",
    "una",
    "un",
    "just",
    "a",
    "was",
    "it's",
    "its",
    "i'm",
    "im",
    "that",
    "that's",
    "eh",
    "ok",
    "vale",
    "bueno",
    "dai",
    "ya",
    "xd",
    "lol",
    "sto",
    "estoy",
    "solo",
    "only",
    "pues",
    "ahora",
    "ora",
    "now",
    "en",
    "serio",
    "sul",
    "seriously",
    "va",
    "bene",
];

/// Whether a word is a laugh (`jaja`, `jajajaja`, `ahahah`, `jeje`, `hehe`).
pub(super) fn laugh(w: &Word) -> bool {
    let w = w.folded();
    w.len() >= 4 && w.chars().all(|c| "jahe".contains(c))
}

/// `voto Hugo jaja es broma, voto a Ines`: an order laughed off, then an order of the same kind
/// on its line. Both are read, the joke between them a change of mind (`corrections::
/// withdraws`): the later one stands. Anything else with a joke stays a doubt (`hedged`).
pub(super) fn joke_then_order(
    file: &OrderFile,
    line: &OrderLine,
    first: usize,
    (verbs, names): (&Verbs, &crate::core::names::NameIndex),
) -> Option<Reading> {
    let words = &line.words;
    let joke = (first + 2..words.len()).find(|&i| folded_in(&words[i], JOKE))?;
    let around = |w: &Word| folded_in(w, AROUND_A_JOKE) || folded_in(w, JOKE) || laugh(w);
    // The joke's words start after the order's arguments (one at least).
    let start = (first + 2..=joke)
        .rev()
        .take_while(|&i| around(&words[i]))
        .last()?;
    let later = (joke + 1..words.len()).find(|&i| !around(&words[i]))?;
    // `voto Hugo jaja no es broma`: a negation or a doubt anywhere keeps it the master's.
    let unsure = |w: &Word| [DOUBT, NEGATIONS].iter().any(|l| folded_in(w, l));
    if words[first + 1..later].iter().any(unsure)
        || !(verbs.is_verb(&words[later]) && verbs.same_kind(&words[first], &words[later]))
    {
        return None;
    }
    let earlier = OrderLine {
        line: line.line,
        span: words[first].span.start..words[start - 1].span.end,
        words: words[first..start].to_vec(),
    };
    let rest = OrderLine {
        line: line.line,
        span: words[later].span.start..line.span.end,
        words: words[later..].to_vec(),
    };
    Some(match super::line::read_line(file, &rest, verbs, names) {
        Reading::Orders(found) => Reading::Orders(std::iter::once(earlier).chain(found).collect()),
        other => other,
    })
}

/// Words that offer another choice beside the order's (`voto a Elena, o a Gino`, `forse
/// Luca?`, `¿o mejor Bruno?`, `maybe Dani?`).
pub(super) const HESITATE: &[&str] = &[
    "o", "or", "oppure", "forse", "quizas", "quiza", "maybe", "perhaps", "igual",
];

/// Words that settle a hesitation before the choice (`Bueno a Elena`, `no dai, Paolo`, `vale,
/// Gino`, `nah, Dani`, `definitivamente Bruno`).
const SETTLE: &[&str] = &[
    "no",
    "dai",
    "bueno",
    "vale",
    "ok",
    "okay",
    "venga",
    "nah",
    "mejor",
    "meglio",
    "better",
    "definitivamente",
    "definitely",
    "sicuramente",
    "seguro",
    "al",
    "final",
    "alla",
    "fine",
    "pues",
    "allora",
    "well",
    "beh",
    "mah",
    "vabbe",
    "eh",
    "mmm",
    "hmm",
    "si",
    "yes",
    "yeah",
];

/// Where the choice starts when a hesitation settles in a later sentence of `words[from..]`
/// (`voto a Elena, o a Gino. Bueno a Elena`; on a line of its own, `forse Luca? no dai,
/// Paolo`): another choice offered ([`HESITATE`]), then, in a new sentence, only words of
/// [`SETTLE`] and a choice. Only a choice already named on the line or in `order` (the order
/// it settles) is read: the master asks about any other. Returns (the hesitation's index, the
/// choice's first index).
pub(super) fn hesitation_settled(
    file: &OrderFile,
    words: &[Word],
    from: usize,
    order: &[Word],
    names: &crate::core::names::NameIndex,
) -> Option<(usize, usize)> {
    let hesitation = (from..words.len()).find(|&i| folded_in(&words[i], HESITATE))?;
    let new_sentence = |i: usize| {
        file.source[words[i - 1].span.end..words[i].span.start].contains(['.', '?', '!', '…'])
    };
    let settles = (hesitation + 2..words.len()).find(|&i| new_sentence(i))?;
    let mut at = settles;
    while words.get(at).is_some_and(|w| folded_in(w, SETTLE)) {
        at += 1;
    }
    // `or maybe Carla?`: the hesitation's words, then what it offers.
    let offered = &words[hesitation + 1..settles];
    let offered = &offered[offered
        .iter()
        .take_while(|w| folded_in(w, HESITATE))
        .count()..];
    let choice = &words[at..];
    let named_before = |w: &Word| {
        words[..settles]
            .iter()
            .chain(order)
            .any(|b| b.folded() == w.folded())
    };
    (super::corrections::only_a_choice(offered, names)
        && super::corrections::only_a_choice(choice, names)
        && choice
            .iter()
            .filter(|w| !folded_in(w, super::corrections::AROUND_A_CHOICE))
            .all(named_before))
    .then_some((hesitation, at))
}

/// Words that may say again the choice just made (`Definitivamente Bruno`, `sicuramente
/// Paolo`, `Bruno, for sure`), besides [`SETTLE`].
const RESTATE: &[&str] = &[
    "sin",
    "duda",
    "senza",
    "dubbio",
    "for",
    "sure",
    "decisamente",
    "segurisimo",
    "certo",
    "claro",
    "a",
    "su",
];

/// Where a later sentence that only says again a player the order names starts (`Voto a Hugo...
/// no, Bruno. Definitivamente Bruno`): the order ends there, as before a farewell.
pub(super) fn restated(
    file: &OrderFile,
    words: &[Word],
    verb: usize,
    names: &crate::core::names::NameIndex,
) -> Option<usize> {
    let new_sentence = |i: usize| {
        file.source[words[i - 1].span.end..words[i].span.start].contains(['.', '!', '…'])
    };
    let named = |w: &Word| super::names_a_player(w, names);
    let around = |w: &Word| folded_in(w, SETTLE) || folded_in(w, RESTATE);
    (verb + 2..words.len())
        .filter(|&i| new_sentence(i))
        .find(|&at| {
            // The choice standing before the sentence is the last player named: one corrected
            // away (`voto a Bruno, no, a Carla... no, mejor a Bruno`) named again is a choice
            // made anew, no restating.
            let standing = words[verb..at].iter().rev().find(|w| named(w));
            let again = |w: &Word| named(w) && standing.is_some_and(|b| b.folded() == w.folded());
            // After another choice offered (`o a Gino. Bueno a Elena`), it settles the hesitation
            // ([`hesitation_settled`]).
            !words[verb..at].iter().any(|w| folded_in(w, HESITATE))
                && words[at..].iter().any(again)
                && words[at..].iter().all(|w| again(w) || around(w))
        })
}

/// `[color=red]Ana[/color] no, mejor [color=red]Bruno[/color]`: a red vote corrected on its
/// line by a change of mind and another name alone in red. Both votes are read, the change of
/// mind between them (`corrections::withdraws`): the later one stands.
pub(super) fn red_corrected(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &crate::core::names::NameIndex,
) -> Option<Reading> {
    // Only a ruleset whose votes are said in red has a red vote to correct (issue 25: the
    // change of mind was looked for first).
    if verbs.vote.is_none() || !verbs.red_votes {
        return None;
    }
    let words = &line.words;
    let (marker, at) = super::corrections::change_of_mind(file, words, 1)?;
    let part = |from: usize, to: usize| OrderLine {
        line: line.line,
        span: words[from].span.start..words[to - 1].span.end,
        words: words[from..to].to_vec(),
    };
    let earlier = super::reshape::red_vote(file, &part(0, marker), verbs, names)?;
    // The red starts at its first tag, past the change of mind's punctuation (`espera, [color`).
    let gap = &file.source[words[at - 1].span.end..words[at].span.start];
    let from = words[at - 1].span.end + gap.find('[').unwrap_or(0);
    let later = super::reshape::red_vote_from(file, &part(at, words.len()), from, (verbs, names))?;
    Some(Reading::Orders(vec![earlier, later]))
}

/// A line's orders from its verbs at `starts`, cut at `cuts` and at `dismissed`. With no second
/// verb, a change of mind gives the later choice with this verb (`secuestro a Hugo... no, mejor
/// a Fede`); one to a later time (`robar a Elena, mejor otro día`) puts the order off: raised.
pub(super) fn with_correction(
    file: &OrderFile,
    line: &OrderLine,
    (first, read_to, dismissed): (usize, usize, usize),
    starts: &[usize],
    (mut cuts, names): (Vec<usize>, &crate::core::names::NameIndex),
) -> Reading {
    let words = &line.words;
    let mut correction = None;
    if starts.len() == 1
        && let Some((marker, at)) = super::corrections::change_of_mind(file, words, first + 2)
            .or_else(|| hesitation_settled(file, words, first + 2, &[], names))
        && marker < read_to
    {
        // `voto a Bruno... no, mejor a Hugo... no, al final a Fede`: each change of mind after
        // the first changes the choice again (`corrected_again`); the last one stands, and one
        // to a later time puts the order off.
        let mut last = at;
        while let Some((_, next)) = super::corrections::change_of_mind(file, words, last + 1) {
            last = next;
        }
        if let Some(later) = super::later::later_time(&words[last..]) {
            return Reading::Unsafe(Box::new(super::later::put_off(file, line, later)));
        }
        cuts.push(marker);
        correction = Some(super::corrections::corrected(
            line,
            &words[first..marker],
            marker,
            at,
        ));
    }
    // The new choice ends where the order does (`no, Bruno. Definitivamente Bruno`).
    if let Some(order) = correction.as_mut()
        && let Some(end) = words.get(dismissed).map(|w| w.span.start)
    {
        order.words.retain(|w| w.span.start < end);
        order.span.end = order.words.last().map_or(end, |w| w.span.end);
    }
    cuts.push(dismissed);
    let mut found = super::line::clauses(line, starts, cuts);
    found.extend(
        correction
            .map(|order| corrected_again(file, line, order))
            .into_iter()
            .flatten(),
    );
    Reading::Orders(found)
}

/// A correction corrected again on its line (`voto a Bruno, no, a Carla... no, mejor a
/// Bruno`): each choice in turn, the later one replacing the earlier (`withdraws`), so the
/// last stands and `check` shows each change of mind.
fn corrected_again(file: &OrderFile, line: &OrderLine, mut order: OrderLine) -> Vec<OrderLine> {
    let mut chain = Vec::new();
    // The new choice's own first word is no change of mind (`no, Bruno`): look after it.
    let from = |order: &OrderLine| {
        let first_new = order
            .words
            .iter()
            .position(|w| w.span.start >= order.words[0].span.end);
        first_new.map_or(order.words.len(), |i| i + 1)
    };
    while let Some((marker, at)) =
        super::corrections::change_of_mind(file, &order.words, from(&order))
            .filter(|&(marker, _)| marker > 1)
    {
        // `corrected` reads its indices in the line's words: here, the correction's own.
        let own = OrderLine {
            line: line.line,
            span: line.span.clone(),
            words: order.words.clone(),
        };
        let again = super::corrections::corrected(&own, &order.words[..marker], marker, at);
        let end = order.words[marker].span.start;
        order.words.truncate(marker);
        order.span.end = order.words.last().map_or(end, |w| w.span.end);
        chain.push(std::mem::replace(&mut order, again));
    }
    chain.push(order);
    chain
}

/// "If needed", folded, each as its words: on a tie-break, the condition it has by nature.
const IF_NEEDED: &[&[&str]] = &[
    &["si", "hace", "falta"],
    &["si", "fuera", "necesario"],
    &["si", "es", "necesario"],
    &["se", "serve"],
    &["se", "necessario"],
    &["se", "c'e", "bisogno"],
    &["if", "needed"],
    &["if", "necessary"],
    &["if", "need", "be"],
];

/// `line` without the condition after a tie-break that only says what it has by nature
/// (`Desempato a favor de Carla si hace falta. Voto Carla.`, `tie-break Carla if there's a
/// tie`): no doubt, and what follows its sentence is read as ever. It must end its sentence.
pub(super) fn tie_break_condition(
    file: &OrderFile,
    line: &OrderLine,
    verb: usize,
    verbs: &Verbs,
) -> Option<OrderLine> {
    let words = &line.words;
    if !verbs.on_a_tie(&words[verb]) {
        return None;
    }
    let key: Vec<&str> = words.iter().map(Word::folded).collect();
    (verb + 2..words.len())
        .find_map(|at| {
            let len = IF_NEEDED
                .iter()
                .chain(super::lead::ON_A_TIE)
                .filter(|p| key.len() >= at + p.len() && key[at..at + p.len()] == p[..])
                .map(|p| p.len())
                .max()?;
            let end = at + len;
            let ends_sentence = end == words.len()
                || file.source[words[end - 1].span.end..words[end].span.start]
                    .contains(['.', '!', ';']);
            ends_sentence.then_some((at, end))
        })
        .map(|(at, end)| {
            let mut rest = line.clone();
            rest.words.drain(at..end);
            rest
        })
}

/// Words that lead from a question to its answer (`pues`, `entonces`, `allora`, `so`).
const THEN: &[&str] = &[
    "pues", "entonces", "asi", "que", "bueno", "vale", "ok", "allora", "quindi", "so", "then",
    "well",
];

/// `Los muertos también votamos no? pues [color=red]Oscar[/color]`: a question naming no player,
/// then, after words that only lead to its answer, a name alone in red: the vote for him.
pub(super) fn red_after_a_question(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &crate::core::names::NameIndex,
) -> Option<OrderLine> {
    let words = &line.words;
    let text = &file.source[line.span.clone()];
    let asked = line.span.start + text.rfind('?')?;
    let after = words.iter().position(|w| w.span.start > asked)?;
    if after == 0 || words[..after].iter().any(|w| names_by_capital(w, names)) {
        return None;
    }
    let at = after
        + words[after..]
            .iter()
            .take_while(|w| folded_in(w, THEN))
            .count();
    let gap_start = if at == after {
        asked + 1
    } else {
        words[at - 1].span.end
    };
    let gap = file.source.get(gap_start..words.get(at)?.span.start)?;
    let from = gap_start + gap.find('[')?;
    let part = OrderLine {
        line: line.line,
        span: words[at].span.start..line.span.end,
        words: words[at..].to_vec(),
    };
    super::reshape::red_vote_from(file, &part, from, (verbs, names))
}
