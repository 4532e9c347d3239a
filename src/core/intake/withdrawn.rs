//! Lines that take back the orders before them without a cancelling verb, read whole (issue
//! 22: "an order never becomes chatter in silence"; review break9 F3, F4, F5):
//!
//! - staying home (`Mejor esta noche me quedo en casa`, `Hoy descanso`, `stanotte resto a
//!   casa`): no order tonight, so the orders before it are withdrawn, the earlier PM's when
//!   none is above it. Only the whole line: `descansa` alone is the Cómplice's rule word ("en
//!   el segundo se queda descansando"), and among-us reads `descanso` as a point;
//! - a mistake with no new choice (`perdón, me equivoqué de persona`, `Scusa, mi sono sbagliato
//!   di persona`, `sorry, wrong person`): the order before it cannot stand as it is, nor be
//!   guessed; it is raised at the line for the master to ask ([`Cancels::Mistaken`]).
//!
//! - an order taken back on its own line for a wait (`voto a Ana... bueno no, mejor espero a
//!   ver el hilo`, `voto Paolo... anzi no, meglio aspettare`): no order yet, a note `check`
//!   shows ([`then_waits`]).
//!
//! A change of mind (`he cambiado de opinión`) or a mistake followed by a new order in its PM
//! is that new order's reason: the new order replaces the old one as any later order does.

use super::cancel::AROUND;
use super::pass_on::{CHANGED_MIND, phrase_at};
use super::words::NEGATIONS;
use super::*;
use crate::core::names::NameIndex;
use crate::core::orders::{Cancel, Cancels, OrderFile, OrderLine, Word};

/// Staying home for the night, folded.
const STAY_HOME: &[&[&str]] = &[
    &["quedo", "en", "casa"],
    &["descanso"],
    &["resto", "a", "casa"],
    &["resto", "in", "casa"],
    &["rimango", "a", "casa"],
    &["rimango", "in", "casa"],
    &["sto", "a", "casa"],
    &["stay", "home"],
    &["stay", "at", "home"],
];

/// Saying the order named the wrong player, folded.
const WRONG_PERSON: &[&[&str]] = &[
    &["equivoque", "de", "persona"],
    &["equivocado", "de", "persona"],
    &["equivoque", "de", "jugador"],
    &["equivocado", "de", "jugador"],
    &["sbagliato", "persona"],
    &["sbagliata", "persona"],
    &["sbagliato", "di", "persona"],
    &["sbagliata", "di", "persona"],
    &["sbagliato", "giocatore"],
    &["wrong", "person"],
    &["wrong", "player"],
    &["wrong", "target"],
];

/// Words around them that say nothing more: an excuse, a pronoun, an auxiliary.
const BESIDE: &[&str] = &[
    "me",
    "mi",
    "he",
    "ho",
    "sono",
    "perdona",
    "disculpa",
    "disculpad",
    "scusa",
    "scusate",
    "oops",
    "ups",
    "uy",
    "ops",
    "got",
    "the",
    "it",
];

/// The take-back a whole line says by staying home or by a mistake, if it does; `orders` are
/// the orders above it in its PM.
pub(super) fn read_whole(
    line: &OrderLine,
    orders: &[OrderLine],
    names: &NameIndex,
) -> Option<Cancel> {
    let words = &line.words;
    if words.len() < 2 || mentions_a_player(words, names) || words.iter().any(negation) {
        return None;
    }
    // Every word around the phrase, and the phrase said (the cheaper test first: talk fails
    // it at its first word; issue 25 P).
    let only = |phrases: &'static [&'static [&'static str]]| {
        let around = |w: &Word| {
            folded_in(w, AROUND)
                || folded_in(w, BESIDE)
                || phrases.iter().any(|p| p.contains(&w.folded()))
        };
        words.iter().all(around).then_some(())?;
        phrase_at(words, phrases).map(|_| ())
    };
    // "Hoy descanso": nothing done tonight, every order before it withdrawn.
    if only(STAY_HOME).is_some() {
        return Some(Cancel {
            line: line.clone(),
            what: Cancels::Whole,
            after_an_order: orders.is_empty(),
            named: Vec::new(),
        });
    }
    // "me equivoqué de persona": the master's to ask, when there is an order before it.
    only(WRONG_PERSON)?;
    Some(Cancel {
        line: line.clone(),
        what: Cancels::Mistaken,
        after_an_order: true,
        named: Vec::new(),
    })
}

fn negation(w: &Word) -> bool {
    folded_in(w, NEGATIONS)
}

/// A change of mind or a mistake (`he cambiado de opinión`, `me equivoqué de persona`) with an
/// order after it in its PM: no take-back, the line is the new order's reason and set aside;
/// the new order replaces the old as a later order does (`core::replaced`).
pub(super) fn before_a_new_order(
    file: &mut OrderFile,
    taken: &mut Vec<usize>,
    orders: &[OrderLine],
) {
    let reason = |c: &Cancel| {
        c.what == Cancels::Mistaken || phrase_at(&c.line.words, CHANGED_MIND).is_some()
    };
    let (moot, kept): (Vec<Cancel>, Vec<Cancel>) = std::mem::take(&mut file.cancels)
        .into_iter()
        .partition(|c| reason(c) && orders.iter().any(|o| o.line > c.line.line));
    file.cancels = kept;
    for cancel in moot {
        taken.retain(|&at| at != cancel.line.line);
        if !file.ignored.iter().any(|l| l.line == cancel.line.line) {
            file.ignored.push(cancel.line);
        }
    }
}

/// Waiting, folded: what a change of mind turns to when it makes no new choice.
const WAIT: &[&str] = &[
    "espero",
    "esperar",
    "esperare",
    "aspetto",
    "aspettare",
    "aspettero",
    "wait",
];

/// Thinking it over or answering later instead, after the take-back (`indago su Paolo... anzi
/// no, ci penso e ti riscrivo`, `actually no, let me think`): a wait in other words.
const THINK_IT_OVER: &[&[&str]] = &[
    &["ci", "penso"],
    &["ci", "ripenso"],
    &["lo", "pienso"],
    &["me", "lo", "pienso"],
    &["let", "me", "think"],
    &["i'll", "think"],
    &["ti", "riscrivo"],
    &["te", "escribo"],
    &["i'll", "write"],
];

/// Words of a change of mind right before the wait (`mejor espero`, `meglio aspettare`, `I'd
/// better wait`, `no, espero`).
const TURNING: &[&str] = &[
    "mejor",
    "meglio",
    "better",
    "rather",
    "piuttosto",
    "no",
    "anzi",
    "prefiero",
    "preferisco",
    "i'll",
    "ill",
];

/// Whether `words` open with `phrase` (folded): a phrase looked for where it must start, not
/// searched for along the rest of the line at each word (issue 25).
fn opens_with(words: &[Word], phrase: &[&str]) -> bool {
    phrase.len() <= words.len() && phrase.iter().zip(words).all(|(p, w)| *p == w.folded())
}

/// Whether `line` gives an order and takes it back for a wait (`voto a Ana... bueno no, mejor
/// espero a ver el hilo`): a verb of the game, then `no` or `anzi`, then a word of turning
/// right before a word of waiting, and no player named after the wait. "An order never
/// becomes chatter in silence": the line is the note of no order yet, the vote withdrawn.
pub(super) fn then_waits(line: &OrderLine, verbs: &Verbs, names: &NameIndex) -> bool {
    let words = &line.words;
    let Some(wait) = (1..words.len()).find(|&k| {
        (folded_in(&words[k], WAIT)
            && folded_in(&words[k - 1], TURNING)
            // `no, wait, Bruno`: the imperative asks for a new choice, `better wait` waits.
            && (words[k].folded() != "wait" || words[k - 1].folded() != "no"))
            || THINK_IT_OVER.iter().any(|p| opens_with(&words[k..], p))
    }) else {
        return false;
    };
    let Some(verb) = (0..wait).find(|&i| verbs.is_verb(&words[i])) else {
        return false;
    };
    let taken_back = words[verb + 1..wait]
        .iter()
        .any(|w| folded_in(w, &["no", "anzi", "nah", "actually"]));
    // `a ver el hilo`, `di vedere`: what is waited for, no order.
    let order_after = (wait + 1..words.len())
        .any(|i| verbs.is_verb(&words[i]) && !folded_in(&words[i - 1], &["a", "di", "to", "per"]));
    taken_back && !order_after && !words[wait + 1..].iter().any(|w| names_by_capital(w, names))
}
