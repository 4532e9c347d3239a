//! Corrections read whole: a change of mind with no second verb gives the later choice with
//! the order's own verb (`secuestro a Hugo... no, mejor a Fede` is `secuestro Fede`; `marcar J`
//! then, on the next line, `no, mejor la N` is `marcar N`). The later order replaces the
//! earlier one (`core::replaced`), and `check` shows it as a correction.

use super::mistaken::copula;
use super::{Verbs, folded_in, names_a_player};
use crate::core::names::{NameIndex, fold};
use crate::core::orders::{OrderFile, OrderLine, Word};

mod phrases;
use phrases::{OWNED, PHRASES};

/// Words that open a change of mind by themselves (`anzi la N`, `rectifico: Fede`).
const OPENS: &[&str] = &[
    "anzi",
    "rectifico",
    "corrijo",
    "correggo",
    "correction",
    "instead",
];

/// Words of the change of mind skipped before the new choice (`no, mejor a Fede`, `no, meglio
/// Paolo`, `no wait, better Dani`).
const SKIPPED: &[&str] = &[
    "no",
    "mejor",
    "meglio",
    "better",
    "dicho",
    "wait",
    "espera",
    "aspetta",
    "perdon",
    "perdona",
    "perdoname",
    "sorry",
    "scusa",
    "scusami",
    // the master the apology is made to (`perdona narrador, cámbialo por Dani`)
    "narrador",
    "narratore",
    "master",
    "anzi",
    "rectifico",
    "corrijo",
    "correggo",
    "correction",
    "instead",
    "invece",
    "o",
    "or",
    "rather",
    "piuttosto",
    "dai",
    // `no, mejor solo el Porro`: only the choice that follows (review corpus 6, pattern A).
    "solo",
    "solamente",
    "soltanto",
    "only",
    "just",
];

/// Words after `no` that make it a change of mind without a comma (`no aspetta, meglio Paolo`,
/// `no espera`, `no wait`).
pub(super) const AFTER_NO: &[&str] = &[
    // `xD no dai, Nico` (break17 A4)
    "dai",
    "espera",
    "aspetta",
    "wait",
    "mejor",
    "meglio",
    "better",
    "perdon",
    "scusa",
    "sorry",
    "rectifico",
    "corrijo",
    "correggo",
];

/// Whether word `m` is a `no` opening a change of mind: a comma after it (`no, Paolo`) or a
/// word of [`AFTER_NO`] (`no aspetta, voto Paolo`, `no wait`).
pub(super) fn no_changes_mind(file: &OrderFile, words: &[Word], m: usize) -> bool {
    words[m].folded() == "no"
        && (file.source[words[m].span.end..].starts_with(',')
            || words.get(m + 1).is_some_and(|n| folded_in(n, AFTER_NO)))
}

/// Where the new choice starts in `words[from..]`, after a verbless change of mind: `no,`
/// (a comma or a word of [`AFTER_NO`] after it), a word of [`OPENS`] or a phrase of
/// [`PHRASES`], then the words of [`SKIPPED`]; at least one word must be left. Returns (the
/// marker's index, the choice's first index).
pub(super) fn change_of_mind(
    file: &OrderFile,
    words: &[Word],
    from: usize,
) -> Option<(usize, usize)> {
    // Only a word that opens one of the phrases is held against them (issue 25).
    static OPENING: std::sync::OnceLock<crate::core::keyhash::KeySet<&str>> =
        std::sync::OnceLock::new();
    let opening = OPENING.get_or_init(|| PHRASES.iter().map(|p| p[0]).collect());
    let phrase = |m: usize| {
        if !opening.contains(words[m].folded()) {
            return None;
        }
        PHRASES
            .iter()
            .filter(|p| {
                m + p.len() <= words.len()
                    && p.iter().zip(&words[m..]).all(|(p, w)| *p == w.folded())
            })
            .map(|p| p.len())
            .max()
    };
    // `marcar J... mejor la I`, `scommetti Luca notte... meglio giorno`: after a pause, a
    // better choice of a word or two (review break5 F4).
    let better = |m: usize| {
        let after = words.len() - m - 1;
        m > 0
            && (folded_in(&words[m], &["mejor", "meglio", "better"]) || hesitates(words, m))
            && (1..=2).contains(&after)
            && file.source[words[m - 1].span.end..words[m].span.start].contains(['.', '…', ','])
    };
    let marker = (from..words.len()).find(|&m| {
        let w = &words[m];
        folded_in(w, OPENS)
            || better(m)
            || phrase(m).is_some()
            || (folded_in(w, &["no", "non"])
                && (file.source[w.span.end..].trim_start().starts_with(',')
                    || words.get(m + 1).is_some_and(|n| folded_in(n, AFTER_NO))))
    })?;
    let mut at = marker + phrase(marker).unwrap_or(0) + usize::from(hesitates(words, marker));
    // An apology before the marker is part of it (`sorry, I meant Carla`).
    let marker = if apology_only(&words[from..marker]) {
        from
    } else {
        marker
    };
    // `no aspetta, ho sbagliato, volevo scrivere Rita`: the skipped words, the mistake owned
    // and a second phrase of the change all lead to the choice.
    loop {
        while words.get(at).is_some_and(|w| folded_in(w, SKIPPED)) {
            at += 1;
        }
        let rest = words.get(at..).unwrap_or_default();
        match (at < words.len()).then(|| phrase(at)).flatten() {
            Some(n) => at += n,
            // `ho sbagliato, è Hugo`: the copula after the mistake owned leads to the choice.
            None => match super::lead::phrase_at(rest, OWNED) {
                Some(n) => at += n + usize::from(words.get(at + n).is_some_and(copula)),
                None => break,
            },
        }
    }
    // `no, al final a Fede`, `no, alla fine Fede`: the last choice said as the end of it.
    if let Some(p) = FINALLY.iter().find(|p| {
        at + p.len() <= words.len() && p.iter().zip(&words[at..]).all(|(p, w)| *p == w.folded())
    }) {
        at += p.len();
    }
    (at < words.len()).then_some((marker, at))
}

/// Whether `words` are only an apology or a mistake owned (`sorry`, `perdona narrador`, `ho
/// sbagliato`), before a change of mind.
fn apology_only(words: &[Word]) -> bool {
    let mut at = 0;
    while at < words.len() {
        if folded_in(&words[at], SKIPPED) {
            at += 1;
            continue;
        }
        match super::lead::phrase_at(&words[at..], OWNED) {
            Some(n) => at += n,
            None => return false,
        }
    }
    true
}

/// Whether word `m` is a word of hesitation (`bueno`, `well`, `beh`) before a number alone,
/// its article aside (`tomar centro 3... bueno, la dos`, `take center 3... well, two`; review
/// break15b F14): the new choice, as `mejor la 2` is.
fn hesitates(words: &[Word], m: usize) -> bool {
    let rest = &words[m + 1..];
    folded_in(
        &words[m],
        &["bueno", "well", "beh", "vabbe", "pues", "vale"],
    ) && rest.iter().any(a_number)
        && rest
            .iter()
            .all(|w| a_number(w) || folded_in(w, &["la", "el", "il", "the", "l", "lo"]))
}

/// Whether a word writes a number, in digits or in words (`2`, `dos`, `two`, `la seconda`).
pub(super) fn a_number(w: &Word) -> bool {
    crate::core::grammar::number_word(&w.text).is_some()
}

/// The end of a change of mind, before the last choice (`no, al final a Fede`).
const FINALLY: &[&[&str]] = &[
    &["al", "final"],
    &["alla", "fine"],
    &["in", "the", "end"],
    &["finalmente"],
    &["finally"],
];

/// Prepositions that say which argument a new choice replaces (`juego Estás Despedido a Bruno…
/// no espera, a Dani`: the one after the same preposition in the order).
const MARKS: &[&str] = &[
    "a", "al", "ad", "su", "sul", "sulla", "en", "to", "on", "per", "para", "contra", "contro",
    "against",
];

/// Times of day an order may name (the Scommettitrice's "specificando se la scommessa riguarda
/// una morte diurna o notturna"): a correction naming one replaces the order's.
const TIMES_OF_DAY: &[&str] = &[
    "notte", "giorno", "noche", "dia", "night", "day", "notturna", "diurna",
];

/// Whether the new choice of a change of mind (`order`, read from `line`) is asked or doubted
/// (`no, a Dani?`, `cámbialo por Dani?`, `volevo dire Rita ma non sono sicuro`): a question mark
/// or a word of doubt from the choice to the line's end. A hesitation it settles (`forse Dario?
/// no dai, Bruno`) comes before the choice.
pub(super) fn doubted(file: &OrderFile, line: &OrderLine, order: &OrderLine) -> bool {
    let Some(at) = order.words[1..]
        .iter()
        .position(|w| w.span.start >= line.span.start)
        .map(|i| i + 1)
    else {
        return false;
    };
    file.source[order.words[at].span.start..line.span.end].contains('?')
        || order.words[at..].iter().any(|w| folded_in(w, DOUBTED))
}

/// Words that doubt a change of mind, folded (`no estoy seguro`, `forse`, `not sure`, `maybe`).
const DOUBTED: &[&str] = &[
    "seguro", "segura", "sicuro", "sicura", "sure", "quizas", "quiza", "forse", "maybe", "perhaps",
    "tal", "vez",
];

/// The order `original` (its verb first) corrected by `line.words[at..]`, its verb standing
/// where the change of mind starts, so the reading covers what was written. A new choice led
/// by a preposition of [`MARKS`] replaces the argument after the same preposition in the
/// order, the arguments before it kept (`gioco Estás Despedido su Ana... no aspetta, su Dani`
/// plays the card on Dani); any other replaces all the order's arguments (`marcar J` then `no,
/// mejor la N`).
pub(super) fn corrected(
    line: &OrderLine,
    original: &[Word],
    marker: usize,
    at: usize,
) -> OrderLine {
    let words = &line.words;
    let new = &words[at];
    // `scommetti Luca notte... meglio giorno`: a time of day replaces the order's own.
    let same_class = |list: &[&str]| {
        folded_in(new, list)
            .then(|| original.iter().skip(1).rposition(|w| folded_in(w, list)))
            .flatten()
    };
    let kept = match folded_in(new, MARKS) {
        true => original
            .iter()
            .skip(1)
            .rposition(|w| w.folded() == new.folded())
            .unwrap_or(0),
        false => same_class(TIMES_OF_DAY).unwrap_or(0),
    };
    let kept = &original[1..1 + kept];
    // With arguments kept on its line, the order stands right after the written verb (where
    // the kept arguments follow it), so `check` reads it in the order it was written.
    let verb_at = match kept.first() {
        Some(w) if w.span.start >= line.span.start => original[0].span.end,
        _ => words[marker].span.start,
    };
    let verb_span = match verb_at == words[marker].span.start {
        true => verb_at..words[at].span.start,
        false => verb_at..verb_at,
    };
    let mut order = vec![Word::new(original[0].text.clone(), verb_span)];
    order.extend(kept.iter().cloned());
    order.extend(words[at..].iter().cloned());
    OrderLine {
        line: line.line,
        span: verb_at..line.span.end,
        words: order,
    }
}

/// Whether `order` withdraws `previous`: it is a correction made by [`corrected`] (the verb it
/// carries was not written where it stands: `no, mejor a Gino` stands for `emborracho Gino`),
/// or a change of mind stands between them on their line (`rob Ana… no, better rob Dani`).
pub(super) fn withdraws(file: &OrderFile, previous: &OrderLine, order: &OrderLine) -> bool {
    let verb = &order.words[0];
    let marks_a_change = |text: &str| {
        text.split(|c: char| !c.is_alphanumeric())
            .map(fold)
            .any(|w| {
                super::words::CHANGE_OF_MIND.contains(&w.as_str())
                    || OPENS.contains(&w.as_str())
                    // `voto Hugo jaja es broma, voto a Ines` (`settled::joke_then_order`).
                    || super::words::JOKE.contains(&w.as_str())
            })
    };
    let written = &file.source[verb.span.clone()];
    // A hesitation settled (`voto a Elena, o a Gino. Bueno a Elena`) stands for the order too
    // (`settled::hesitation_settled`).
    let settled = || {
        written
            .split(|c: char| !c.is_alphanumeric())
            .any(|w| super::settled::HESITATE.contains(&fold(w).as_str()))
    };
    if fold(written) != verb.folded() && (marks_a_change(written) || settled()) {
        return true;
    }
    // The first of its words written after the earlier order (its verb, or the new choice
    // after kept arguments: `juego Estás Despedido a Bruno... no espera, a Dani`).
    let later = order
        .words
        .iter()
        .find(|w| w.span.start >= previous.span.end);
    previous.line == order.line
        && later.is_some_and(|w| marks_a_change(&file.source[previous.span.end..w.span.start]))
}

/// Words that say a change of mind before the verb of a line of its own (`mejor descarto el
/// Bizcocho`, `no, al final descarto el Bizcocho`, `anzi scarto il Porro`): each a marker.
pub(super) const CHANGE_BEFORE_A_VERB: &[&str] = &[
    "mejor",
    "meglio",
    "better",
    "rather",
    "piuttosto",
    "anzi",
    "instead",
    "invece",
    "rectifico",
    "corrijo",
    "correggo",
    "espera",
    "aspetta",
    "wait",
    "final",
    "fine",
    "actually",
    "pensandolo",
    "ripensandoci",
];

/// Words that may stand with those markers before the verb (`no, al final`, `bueno no, mejor`,
/// `on second thought`, `pensándolo bien`).
const BESIDE_A_CHANGE: &[&str] = &[
    "no", "al", "alla", "in", "the", "end", "on", "second", "thought", "bien", "meglio", "o", "sea",
];

/// Words that add an order to the earlier one rather than replace it (`mejor descarto también
/// el Bizcocho`).
const ADDS: &[&str] = &[
    "tambien", "ademas", "anche", "pure", "inoltre", "also", "too",
];

/// Whether `order`, the first of `line` (a line of its own after `previous`), replaces
/// `previous`: a change of mind leads its verb (`descarto Gato` then `mejor descarto el
/// Bizcocho, que el gato me mola`), its verb is of the same kind, and nothing adds it to the
/// earlier one (`también`). "A change of mind … on the next line" gives two orders, the later
/// one standing, even of a kind each of whose orders counts (a discard).
pub(super) fn replaces_from_its_line(
    line: &OrderLine,
    previous: &OrderLine,
    order: &OrderLine,
    verbs: &Verbs,
) -> bool {
    let verb = &order.words[0];
    let Some(at) = line.words.iter().position(|w| w.span == verb.span) else {
        return false;
    };
    let lead = &line.words[..at];
    let number = |w: &Word| w.text.chars().all(|c| c.is_ascii_digit());
    previous.line < line.line
        && verbs.same_kind(&previous.words[0], verb)
        && lead.iter().any(|w| folded_in(w, CHANGE_BEFORE_A_VERB))
        && lead.iter().all(|w| {
            number(w)
                || folded_in(w, CHANGE_BEFORE_A_VERB)
                || folded_in(w, BESIDE_A_CHANGE)
                || folded_in(w, FILLER)
                || folded_in(w, SKIPPED)
        })
        && !line.words.iter().any(|w| folded_in(w, ADDS))
}

/// Words that only lead into a correction on a line of its own (`bueno no, la J`, `Edit: make
/// that 1`, `mmm no, el 1`).
const FILLER: &[&str] = &[
    "bueno", "mmm", "mm", "hmm", "uhm", "vale", "ok", "okay", "bah", "edit", "pd", "ps", "ah",
    "eh", "oh", "oops", "ups", "uy", "well", "pues", "allora", "beh", "vabbe",
    // `Aunque... no, mejor la 2`, `però no, meglio la 2`, `but no, better 2`.
    "aunque", "pero", "but", "though",
];

/// Laughs written as words (`lol`, `xD`) that may lead into a correction; a laugh spelt out
/// (`jaja`, `ahah`) is `settled::laugh`.
const LAUGHS: &[&str] = &["lol", "xd", "lmao", "rofl", "asd"];

/// Words that open a correction at the start of a line of its own, when what follows is only a
/// choice ([`only_a_choice`]): `mejor el 1`, `perdón, el 1`, `sorry, 1`, `scusa, la 1`, `make
/// that 1`, `al final la J`.
const OPENS_ALONE: &[&[&str]] = &[
    &["mejor"],
    &["meglio"],
    &["better"],
    &["perdon"],
    &["perdona"],
    &["sorry"],
    &["scusa"],
    &["scusate"],
    &["scusami"],
    &["actually"],
    &["make", "that"],
    &["make", "it"],
    &["al", "final"],
    &["alla", "fine"],
    // a change announced: `cambio: Irene`, `cambio voto: Irene`, `change: Irene`
    &["cambio"],
    &["cambio", "voto"],
    &["change"],
];

/// The openers of [`OPENS_ALONE`] that are apologies: said to a player, they are no correction.
const APOLOGIES: &[&str] = &["perdon", "perdona", "sorry", "scusa", "scusate", "scusami"];

/// Words around a choice that choose nothing: articles, `y`, the order's nouns.
pub(super) const AROUND_A_CHOICE: &[&str] = &[
    "el", "la", "lo", "los", "las", "il", "l", "i", "the", "y", "e", "and", "a", "al", "o",
    "centro", "center", "centre", "centrale", "carta", "card", "casa", "house", "numero", "number",
    "mejor", "meglio", "better", "de", "del", "di", "della", "dal", "dalla", "of", "from",
    // `mejor dos del centro, la 2 y la 3`: how many, as a word.
    "uno", "dos", "tres", "un", "una", "due", "tre", "one", "two", "three",
];

/// Whether `words` are only a choice: a number (`1`, `2 y 3`), a house's letter (`la J`) or a
/// player, with articles around; at most eight words.
pub(super) fn only_a_choice(words: &[Word], names: &NameIndex) -> bool {
    let chooses = |w: &Word| {
        a_number(w)
            || (w.text.chars().count() == 1 && w.text.chars().all(char::is_uppercase))
            || names_a_player(w, names)
    };
    !words.is_empty()
        && words.len() <= 8
        && words.iter().any(chooses)
        && words
            .iter()
            .all(|w| chooses(w) || folded_in(w, AROUND_A_CHOICE))
}

/// Where the new choice starts on a line that only changes the previous order's choice: a
/// change of mind at its start ([`change_of_mind`]), or after words of [`FILLER`] (`bueno no,
/// la J`) or a word of [`OPENS_ALONE`] (`mejor el 1`, `sorry, 1`) when only a choice follows.
/// Returns (the marker's index, the choice's first index).
fn later_choice(file: &OrderFile, words: &[Word], names: &NameIndex) -> Option<(usize, usize)> {
    if let Some((0, at)) = change_of_mind(file, words, 0) {
        return Some((0, at));
    }
    // `lol no, Nico`, `ahah no, Nico`: a laugh before the change of mind leads into it as a
    // filler does (review break17 A4).
    let lead = words
        .iter()
        .take_while(|w| folded_in(w, FILLER) || folded_in(w, LAUGHS) || super::settled::laugh(w))
        .count();
    if let Some((marker, at)) = change_of_mind(file, words, lead)
        && marker == lead
        && only_a_choice(&words[at..], names)
    {
        return Some((0, at));
    }
    let opens_at = |lead: usize| {
        OPENS_ALONE.iter().find(|p| {
            lead + p.len() <= words.len()
                && p.iter().zip(&words[lead..]).all(|(p, w)| *p == w.folded())
        })
    };
    // `P.S. ho riletto tutto, cambio: Irene`: the opener after a clause of the sender's own
    // that names no player.
    let after_a_clause = || {
        (1..words.len()).find(|&i| {
            file.source[words[i - 1].span.end..words[i].span.start].contains([',', '.', ';'])
                && opens_at(i).is_some()
                && !super::mentions_a_player(&words[..i], names)
        })
    };
    let lead = match opens_at(lead) {
        Some(_) => lead,
        None => after_a_clause()?,
    };
    let opener = opens_at(lead)?;
    let mut at = lead + opener.len();
    while words.get(at).is_some_and(|w| folded_in(w, SKIPPED)) {
        at += 1;
    }
    // `perdona, Dani` may be an apology to Dani as well as a new target: with only a player
    // after an apology the line is not read as a correction (the remarks raise it).
    let apology = APOLOGIES.contains(&opener[0]);
    let a_number_or_house = words[at..].iter().any(|w| {
        a_number(w) || (w.text.chars().count() == 1 && w.text.chars().all(char::is_uppercase))
    });
    if apology && !a_number_or_house {
        return None;
    }
    only_a_choice(&words[at..], names).then_some((0, at))
}

/// Whether a line only changes an order's choice (`no, Nico`, `lol no, Nico`, `mejor el 1`):
/// in a later PM it mends the first, never a remark (`remarks::corrects`).
pub(super) fn changes_the_choice_alone(
    file: &OrderFile,
    words: &[Word],
    names: &NameIndex,
) -> bool {
    later_choice(file, words, names).is_some()
}

/// The order a line that only changes the previous order's choice stands for (`marcar J` then
/// `no, mejor la N`; `tomar centro 2` then `mejor el 1`; `ver centro 1 y 2` then `bueno no, 2 y
/// 3`), or `None`. A new choice that opens with a number keeps the words of the order before
/// its first number (`tomar centro` + `1`).
pub(super) fn correction_of(
    file: &OrderFile,
    line: &OrderLine,
    previous: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<OrderLine> {
    // `forse Luca? no dai, Paolo`: a hesitation settled on a choice already named.
    let settled = || {
        super::settled::hesitation_settled(file, &line.words, 0, &previous.words, names)
            .map(|(_, at)| (0, at))
    };
    let (marker, at) = later_choice(file, &line.words, names).or_else(settled)?;
    // `si soy alborotadora, cambio a Bruno y Carla`: one-night's `cambio` is an order, no
    // change announced (`cambio mi voto a Carla` is one).
    let announced = |i: usize| {
        folded_in(&line.words[i], &["cambio", "change"])
            && !line
                .words
                .get(i + 1)
                .is_some_and(|w| folded_in(w, &["mi", "my", "il"]))
    };
    if line.words[at..].iter().any(|w| verbs.is_verb(w))
        || (0..at).any(|i| announced(i) && verbs.is_verb(&line.words[i]))
    {
        return None;
    }
    let mut order = corrected(line, &previous.words, marker, at);
    let number = |w: &Word| !w.text.is_empty() && w.text.chars().all(|c| c.is_ascii_digit());
    let first_new = line.words[at..]
        .iter()
        .find(|w| !folded_in(w, AROUND_A_CHOICE));
    let before_a_number = previous.words.iter().skip(1).position(number);
    if first_new.is_some_and(number)
        && let Some(n) = before_a_number
        && order.words.len() > 1
        && order.words[1].span.start >= line.span.start
    {
        let kept = previous.words[1..1 + n].iter().cloned();
        order.words.splice(1..1, kept);
    }
    Some(order)
}

#[cfg(test)]
mod tests;
