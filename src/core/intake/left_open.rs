//! What a player leaves open beside his orders (review break15b F8, F3): a fallback said in
//! words (`si no se puede la primera, la segunda`, `altrimenti Nico`, `if that fails, Bruno`),
//! the choice left to the master (`elige tú`, `no sé cuál, decide el máster`, `scegli tu`,
//! `your call`), or an earlier line or message pointed at by its place (`(la primera)`, `la
//! segunda no vale`, `ignora la segunda línea`, `^ esa no`, `vale el primer MP`). The rules
//! give each order one choice, the player's own; which one he meant is the master's to ask:
//! the line is raised, never set aside as talk with the last order standing in silence.

use super::*;
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, OrderLine};

/// A fallback in words, folded: what to do if the first choice cannot be.
const FALLBACK: &[&[&str]] = &[
    // es
    &["si", "no", "se", "puede"],
    &["si", "no", "se", "pudiera"],
    &["si", "no", "puedes"],
    &["si", "no", "puede", "ser"],
    &["si", "no", "es", "posible"],
    &["si", "falla"],
    &["en", "su", "defecto"],
    &["de", "lo", "contrario"],
    &["y", "si", "no"],
    &["o", "si", "no"],
    &["de", "reserva"],
    &["como", "reserva"],
    &["plan", "b"],
    // it
    &["se", "non", "si", "puo"],
    &["se", "non", "e", "possibile"],
    &["se", "non", "puoi"],
    &["altrimenti"],
    &["in", "alternativa"],
    &["in", "subordine"],
    &["di", "riserva"],
    &["come", "riserva"],
    // en
    &["if", "that", "fails"],
    &["if", "not", "possible"],
    &["if", "you", "can't"],
    &["if", "you", "cannot"],
    &["otherwise"],
    &["failing", "that"],
    &["as", "a", "fallback"],
    &["fallback"],
    &["as", "a", "backup"],
];

/// `si no`, `se no`, `if not` are a fallback when a comma follows them (`si no, la segunda`).
const FALLBACK_BEFORE_A_COMMA: &[&[&str]] = &[&["si", "no"], &["se", "no"], &["if", "not"]];

/// The choice left to the master, folded.
const MASTER_CHOOSES: &[&[&str]] = &[
    // es
    &["elige", "tu"],
    &["eliges", "tu"],
    &["tu", "eliges"],
    &["escoge", "tu"],
    &["decide", "tu"],
    &["decides", "tu"],
    &["tu", "decides"],
    &["decide", "el", "master"],
    &["decida", "el", "master"],
    &["elige", "el", "master"],
    &["decide", "el", "narrador"],
    &["lo", "que", "veas"],
    &["como", "veas"],
    &["lo", "que", "quieras"],
    &["a", "tu", "eleccion"],
    &["a", "tu", "criterio"],
    &["a", "elegir"],
    // it
    &["scegli", "tu"],
    &["scegli", "te"],
    &["decidi", "tu"],
    &["decidi", "te"],
    &["decida", "il", "master"],
    &["decide", "il", "master"],
    &["sceglie", "il", "master"],
    &["vedi", "tu"],
    &["fai", "tu"],
    &["a", "tua", "scelta"],
    &["a", "tua", "discrezione"],
    &["come", "preferisci"],
    // en
    &["you", "choose"],
    &["you", "pick"],
    &["you", "decide"],
    &["your", "choice"],
    &["your", "call"],
    &["up", "to", "you"],
    &["master's", "choice"],
    &["master's", "call"],
    &["master", "decides"],
    &["whichever", "you"],
];

/// Ordinals that point at a line or a message by its place, folded.
const ORDINALS: &[&str] = &[
    "primera", "primero", "primer", "segunda", "segundo", "tercera", "tercero", "tercer", "ultima",
    "ultimo", "prima", "primo", "seconda", "secondo", "terza", "terzo", "first", "second", "third",
    "last",
];

/// The words before such an ordinal: an article or a possessive (`la segunda`, `el primer MP`,
/// `the second line`, `il mio primo messaggio`).
const BEFORE_AN_ORDINAL: &[&str] = &[
    "la", "el", "lo", "il", "l", "the", "mi", "mio", "mia", "my", "tu", "tuo",
];

/// What may follow the ordinal when it points at a line: a line's or a message's noun, or what
/// the player says of it (`la segunda no vale`, `la seconda riga è sbagliata`, `vale la
/// prima`, `(la primera)` alone).
const AFTER_AN_ORDINAL: &[&str] = &[
    // nouns of a line or a message
    "linea",
    "lineas",
    "riga",
    "righe",
    "line",
    "lines",
    "renglon",
    "frase",
    "orden",
    "ordine",
    "order",
    "opcion",
    "opzione",
    "option",
    "mensaje",
    "mensajes",
    "mp",
    "mps",
    "privado",
    "messaggio",
    "messaggi",
    "message",
    "pm",
    "correo",
    // what is said of it
    "no",
    "non",
    "not",
    "vale",
    "valga",
    "cuenta",
    "conta",
    "va",
    "vai",
    "es",
    "era",
    "e",
    "is",
    "was",
    "sobra",
    "counts",
    "stands",
    "buena",
    "bueno",
    "mala",
    "malo",
    "giusta",
    "giusto",
    "sbagliata",
    "sbagliato",
    "wrong",
    "right",
    "correcta",
    "correcto",
    "ok",
    "okay",
    "only",
    "solo",
    "sola",
    "soltanto",
    "please",
    "porfa",
    "plis",
];

/// The problem a line raises when it leaves a choice open: a fallback, the master's choice, or
/// a line pointed at by its place; `None` for any other line. A line that reads as an order of
/// the ruleset first (`tomar la primera`) is not asked about here.
/// Whether a word is the first of a phrase of [`FALLBACK`], [`FALLBACK_BEFORE_A_COMMA`] or
/// [`MASTER_CHOOSES`] (as `lead::phrase_at` compares them: a curly apostrophe is a straight one).
fn opens_a_phrase(word: &Word) -> bool {
    static FIRST: std::sync::OnceLock<std::collections::BTreeSet<&str>> =
        std::sync::OnceLock::new();
    let first = FIRST.get_or_init(|| {
        (FALLBACK
            .iter()
            .chain(FALLBACK_BEFORE_A_COMMA)
            .chain(MASTER_CHOOSES))
        .map(|phrase| phrase[0])
        .collect()
    });
    let folded = word.folded();
    match folded.contains('’') {
        false => first.contains(folded),
        true => first.contains(folded.replace('’', "'").as_str()),
    }
}

pub(super) fn raised(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<Problem> {
    let words = &line.words;
    // A line with a verb of the ruleset is read as it was: its other choice is raised there
    // (`voto Marta o Nico, scegli tu`, ruling 16).
    if words.iter().any(|w| verbs.is_verb(w)) {
        return None;
    }
    // The phrases are tried only where one may open (issue 25: every word of every line was
    // tried against every phrase, a fifth of a `check` of chatter).
    let opens: Vec<usize> = (0..words.len())
        .filter(|&i| opens_a_phrase(&words[i]))
        .collect();
    let key = if opens.iter().any(|&i| {
        super::lead::phrase_at(&words[i..], FALLBACK).is_some()
            || super::lead::phrase_at(&words[i..], FALLBACK_BEFORE_A_COMMA).is_some_and(|n| {
                let after = words.get(i + n).map_or(line.span.end, |w| w.span.start);
                file.source[words[i + n - 1].span.end..after].contains(',')
            })
    }) {
        "err-fallback-in-words"
    } else if opens
        .iter()
        .any(|&i| super::lead::phrase_at(&words[i..], MASTER_CHOOSES).is_some())
    {
        "err-left-to-the-master"
    } else if points_by_place(file, line, names) {
        "err-points-by-place"
    } else {
        return None;
    };
    let help = key.replacen("err-", "help-", 1);
    Some(
        Problem::new(Msg::new(key).arg("file", &file.path).arg("line", line.line))
            .at(&file.path, &file.source, line.span.clone())
            .help(
                Msg::new(&help)
                    .arg("pm", crate::core::set_aside::pm_name(&file.path))
                    .arg("line", line.line),
            ),
    )
}

/// Whether a line (with no verb of the ruleset) points at an earlier line or message by its
/// place: a caret or an arrow up opening it (`^ esa no`), or an ordinal after an article with
/// nothing after it but a line's noun or what is said of it (`la segunda no vale`, `el
/// segundo mensaje era para otra partida`; not `es mi primera partida`).
fn points_by_place(file: &OrderFile, line: &OrderLine, names: &NameIndex) -> bool {
    let words = &line.words;
    let written = file.source[line.span.clone()].trim();
    // `Perdón, se me olvidó la tercera:` opens what follows it, pointing at nothing above.
    if written.ends_with(':') {
        return false;
    }
    if written.starts_with(['^', '↑', '⬆']) {
        return !mentions_a_player(words, names);
    }
    (1..words.len()).any(|i| {
        folded_in(&words[i], ORDINALS)
            && folded_in(&words[i - 1], BEFORE_AN_ORDINAL)
            && words
                .get(i + 1)
                .is_none_or(|next| folded_in(next, AFTER_AN_ORDINAL))
    })
}

/// Words that open a range of numbers (`del 1 al 3`, `dalla 1 alla 3`, `from 1 to 3`).
const RANGE_FROM: &[&str] = &["del", "de", "desde", "dal", "dalla", "da", "from"];

/// Words that close it (`al 3`, `hasta la 3`, `fino alla 3`, `to 3`, `through 3`).
const RANGE_TO: &[&str] = &[
    "al", "hasta", "alla", "fino", "to", "through", "thru", "till", "until",
];

/// An order that names a range of numbers (`ver centro del 1 al 3`, `cards 1 to 3`, `guardo
/// dalla 1 alla 3`): its two ends are not the cards between them, and how many it means is the
/// master's to ask (review break15b F13: read as the two ends, in silence).
pub(super) fn range_in(file: &OrderFile, order: &OrderLine) -> Option<Problem> {
    let words = &order.words;
    let number = |i: usize| words.get(i).is_some_and(super::corrections::a_number);
    let article = |i: usize| {
        words
            .get(i)
            .is_some_and(|w| folded_in(w, &["la", "el", "il"]))
    };
    // The next number from `i`, past an article (`hasta la 3`).
    let next = |i: usize| match article(i) {
        true => number(i + 1).then_some(i + 1),
        false => number(i).then_some(i),
    };
    // A number, a word that closes the range, a number (`1 al 3`); a bare `a` only after a
    // word that opens one (`de 1 a 3`).
    let ranged = (2..words.len()).any(|i| {
        let to = folded_in(&words[i], RANGE_TO)
            || (folded_in(&words[i], &["a"])
                && words[1..i].iter().any(|f| folded_in(f, RANGE_FROM)));
        to && number(i - 1) && next(i + 1).is_some()
    });
    ranged.then(|| {
        Problem::new(
            Msg::new("err-range-of-numbers")
                .arg("file", &file.path)
                .arg("line", order.line),
        )
        .at(&file.path, &file.source, order.span.clone())
        .help(
            Msg::new("help-range-of-numbers")
                .arg("pm", crate::core::set_aside::pm_name(&file.path))
                .arg("line", order.line),
        )
    })
}
