//! A mistake owned, then who the choice is (review break15b F1): `robar a Bruno` ⏎ `me
//! equivoqué, es Carla`, `error mío, es Carla`, `perdón, la afortunada es Carla`, `my bad,
//! Carla is the one`, `ho sbagliato, è Nico`, `sbagliato nome, è Nico`. A careful master reads
//! the order above with the player the line names in place of its own, as a correction (`no,
//! mejor a Carla`); the line is never a remark set aside with the first order standing. When
//! the order above names no single player to put it in place of, the line is raised
//! (`remarks::is_remark` does not take it).

use super::*;
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, OrderLine, Word};

/// Nouns of the one chosen, said with a copula (`la afortunada es Carla`, `Carla es mi presa`,
/// `il prescelto è Nico`): such a line says who an order is on, never a remark
/// (`remarks::is_remark`).
pub(crate) const THE_CHOSEN: &[&str] = &[
    "afortunada",
    "afortunado",
    "elegida",
    "elegido",
    "presa",
    "objetivo",
    "prescelta",
    "prescelto",
    "preda",
    "bersaglio",
    "obiettivo",
    "target",
    "prey",
    "chosen",
];

/// A mistake owned, folded (each may be followed by what it was about: `de nombre`, `di
/// persona`).
const OWNED: &[&[&str]] = &[
    // es
    &["me", "equivoque"],
    &["me", "he", "equivocado"],
    &["me", "he", "equivocada"],
    &["equivocado"],
    &["equivocada"],
    &["me", "confundi"],
    &["me", "he", "confundido"],
    &["me", "he", "liado"],
    &["me", "lie"],
    &["error", "mio"],
    &["fallo", "mio"],
    &["culpa", "mia"],
    &["nombre", "equivocado"],
    &["perdon"],
    &["perdona"],
    &["disculpa"],
    &["lo", "siento"],
    &["ups"],
    &["uy"],
    // it
    &["ho", "sbagliato"],
    &["sbagliato"],
    &["sbagliata"],
    &["mi", "sono", "sbagliato"],
    &["mi", "sono", "sbagliata"],
    &["errore", "mio"],
    &["colpa", "mia"],
    &["nome", "sbagliato"],
    &["scusa"],
    &["scusate"],
    &["scusami"],
    &["ops"],
    // en
    &["my", "bad"],
    &["my", "mistake"],
    &["i", "was", "wrong"],
    &["i", "messed", "up"],
    &["wrong", "name"],
    &["sorry"],
    &["oops"],
];

/// Words after an owned mistake that say what it was about (`me equivoqué de nombre`, `ho
/// sbagliato persona`, `sorry master`).
const ABOUT: &[&str] = &[
    "de",
    "di",
    "nombre",
    "nome",
    "persona",
    "jugador",
    "giocatore",
    "name",
    "player",
    "target",
    "master",
    "narrador",
    "narratore",
];

/// The copula that says who the choice is (`es Carla`, `è Nico`, `Carla is the one`).
const IS: &[&str] = &["es", "era", "sera", "e", "is", "was", "it's", "its", "it"];

/// Whether `w` is the copula of a choice named (`es Carla`, `è Hugo`, `it's Carla`); `e` is
/// "and", `è` the copula.
pub(super) fn copula(w: &Word) -> bool {
    folded_in(w, IS) && !w.text.eq_ignore_ascii_case("e")
}

/// Articles and possessives before the choice's words (`la afortunada`, `the one`, `mi presa`).
const ARTICLES: &[&str] = &["la", "el", "lo", "il", "the", "mi", "my", "mia", "mio"];

/// The choice's words, each after an article or another of them (`la afortunada es Carla`,
/// `Carla is the right one`, `il prescelto è Nico`; not `Carla es afortunada`, a remark).
const CHOICE: &[&str] = &[
    "one",
    "buena",
    "bueno",
    "buona",
    "buono",
    "correcta",
    "correcto",
    "giusta",
    "giusto",
    "right",
    "afortunada",
    "afortunado",
    "elegida",
    "elegido",
    "presa",
    "victima",
    "objetivo",
    "prescelta",
    "prescelto",
    "fortunata",
    "fortunato",
    "vittima",
    "preda",
    "bersaglio",
    "obiettivo",
    "target",
    "victim",
    "chosen",
    "lucky",
    "verdadera",
    "verdadero",
    "vera",
    "vero",
    "real",
];

/// Where the player named stands in a line that owns a mistake and then says who the choice
/// is, if it is one: the mistake first (`me equivoqué`, `ho sbagliato nome`, `my bad`), then a
/// clause of a copula, one player, articles and the words of [`CHOICE`] only (`es Carla`, `la
/// afortunada es Carla`, `Carla is the one`). Not `es que Carla me da miedo`.
pub(super) fn owned_then_named(
    file: &OrderFile,
    words: &[Word],
    names: &NameIndex,
) -> Option<usize> {
    let mut at = lead_in(file, words);
    let lead = at;
    while let Some(n) = super::lead::phrase_at(&words[at..], OWNED) {
        at += n;
        while words.get(at).is_some_and(|w| folded_in(w, ABOUT)) {
            at += 1;
        }
    }
    // The mistake, then a break before the clause (`me equivoqué, es Carla`).
    let gap = |i: usize| &file.source[words[i - 1].span.end..words[i].span.start];
    if at == lead || at >= words.len() || !gap(at).contains([',', '.', ';', ':', '-', '…']) {
        return None;
    }
    let clause = &words[at..];
    let is = copula;
    let named: Vec<usize> = (at..words.len())
        .filter(|&i| names_a_player(&words[i], names))
        .collect();
    let [player] = named[..] else {
        return None;
    };
    let fits = |i: usize| {
        let w = &words[i];
        names_a_player(w, names)
            || is(w)
            || folded_in(w, ARTICLES)
            || (folded_in(w, CHOICE)
                && (folded_in(&words[i - 1], ARTICLES) || folded_in(&words[i - 1], CHOICE)))
    };
    (clause.iter().any(is) && (at..words.len()).all(fits)).then_some(player)
}

/// Words that may lead into an owned mistake without changing what it says (review break17 A2:
/// `edit: ho sbagliato, è Hugo`, `edit: no aspetta, ho sbagliato, è Hugo`): an edit's mark and
/// a stop. A postscript's mark (`P.S.`, `PD:`) is one too (`aside::postscript_at`).
const LEAD_IN: &[&str] = &[
    "edit",
    "edited",
    "editado",
    "editato",
    "no",
    "aspetta",
    "aspettate",
    "espera",
    "esperad",
    "wait",
    "oh",
    "ah",
    "uhm",
    "mmm",
    "hmm",
];

/// How many words lead into an owned mistake at the start of `words` ([`LEAD_IN`]): the mark
/// of an edit or a postscript reads as the line without it.
fn lead_in(file: &OrderFile, words: &[Word]) -> usize {
    let mut at = super::aside::postscript_at(file, words).unwrap_or(0);
    while words.get(at).is_some_and(|w| folded_in(w, LEAD_IN)) {
        at += 1;
    }
    at
}

/// The order `previous` (the order above) with the player a line names after an owned
/// mistake in place of its own (`robar a Bruno` ⏎ `me equivoqué, es Carla` is `robar Carla`),
/// when `previous` names a single player; `None` for any other line.
pub(super) fn correction_of(
    file: &OrderFile,
    line: &OrderLine,
    previous: &OrderLine,
    names: &NameIndex,
) -> Option<OrderLine> {
    let at = owned_then_named(file, &line.words, names)?;
    let named: Vec<usize> = (1..previous.words.len())
        .filter(|&i| names_a_player(&previous.words[i], names))
        .collect();
    let [own] = named[..] else {
        return None;
    };
    let new = &line.words[at];
    let verb = Word::new(
        previous.words[0].text.clone(),
        line.words[0].span.start..new.span.start,
    );
    let mut words = vec![verb];
    words.extend(previous.words[1..own].iter().cloned());
    words.push(new.clone());
    words.extend(previous.words[own + 1..].iter().cloned());
    Some(OrderLine {
        line: line.line,
        span: line.words[0].span.start..line.span.end,
        words,
    })
}
