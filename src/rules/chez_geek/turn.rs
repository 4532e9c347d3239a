//! One turn, resolved play by play in the order posted, on plays `validate` accepted. The
//! game ends at the instant a flatmate reaches his goal ("aunque sólo fuese durante un
//! instante"): the plays after it are not made.

use super::cards::Kind;
use super::choices::Choices;
use super::effects::{moocher_eats, winner};
use super::orders::{Verb, Written};
use super::plays::Playing;
use super::react::{after_play, buy, cancel_play, cancellation};
use super::state::State;
use super::validate::phase_of;
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::rng::Chance;
use crate::core::trace::{Kind as Event, Trace};

/// The game's options that change how a turn is played.
#[derive(Debug, Clone, Copy, Default)]
pub struct House {
    /// `trip_cancel=trip`: a cancellation that hits a thing of a shopping trip cancels the
    /// whole trip, every thing back to the hand ("Si alguien cancela tu salida de Compras,
    /// todas las cartas de Cosas que jugaste vuelven a tu mano"); `card` (the default): it
    /// hits only the things of its categories ("sólo afectan a la carta objetivo").
    pub whole_trip: bool,
}

/// What the turn left: the winner, if one reached his goal.
pub struct Outcome {
    pub winner: Option<String>,
}

pub fn take_from_hand(state: &mut State, player: &str, card: &str) {
    let hand = &mut state.flats.get_mut(player).expect("a flat").hand;
    if let Some(at) = hand.iter().position(|c| c == card) {
        hand.remove(at);
    }
}

pub fn said(trace: &mut Trace, play: &Written, me: &str, key: &str, card: &str) {
    trace
        .add(
            Event::Info,
            "rule-chez-geek-turn",
            Msg::new(key)
                .arg("number", play.number)
                .arg("player", me)
                .arg("card", card),
        )
        .actor(me)
        .public();
}

/// A play as its player announced it, before anything answers it.
fn announce(state: &State, play: &Written, me: &str, trace: &mut Trace) {
    let card = state.card(&play.cards[0].0);
    let key = match (play.verb, card.kind) {
        (Verb::Buy, _) => "chez-geek-plays-shopping",
        (Verb::Evict, _) => "chez-geek-plays-evict",
        (_, Kind::Persona) => "chez-geek-plays-person",
        (_, Kind::Actividad) => "chez-geek-plays-activity",
        _ => "chez-geek-plays-whenever",
    };
    let names: Vec<String> = play
        .cards
        .iter()
        .map(|(c, _)| state.card(c).name.clone())
        .collect();
    said(trace, play, me, key, &names.join(", "));
}

/// A die rolled, told with the clause that calls for it (`rule`).
pub fn die_event(trace: &mut Trace, rule: &'static str, me: &str, key: &str, card: &str, die: u64) {
    trace
        .add(
            Event::Random,
            rule,
            Msg::new(key)
                .arg("player", me)
                .arg("card", card)
                .arg("die", die),
        )
        .actor(me)
        .public();
}

/// "Cada turno consecutivo en el que una de estas Personas esté en tu cuarto, debes
/// descartarte de una carta del tipo adecuado": after the Tiradas, for each moocher who came
/// on an earlier turn and was not thrown out.
fn moochers_stay(
    state: &mut State,
    me: &str,
    choices: &mut Choices,
    chance: &mut Chance,
    trace: &mut Trace,
) -> Result<(), Vec<Problem>> {
    let number = state.turn.number;
    let staying: Vec<String> = state
        .flat(me)
        .room
        .iter()
        .filter(|c| c.since < number && state.card(&c.card).eats().is_some())
        .map(|c| c.card.clone())
        .collect();
    for m in staying {
        moocher_eats(state, me, &m, None, choices, chance, trace)?;
    }
    Ok(())
}

pub fn play_turn(
    state: &mut State,
    plays: &[Written],
    reactions: &[Written],
    choices: &mut Choices,
    house: House,
    chance: &mut Chance,
    trace: &mut Trace,
) -> Result<Outcome, Vec<Problem>> {
    let mut used = vec![false; reactions.len()];
    let outcome = plays_and_reactions(
        state, plays, reactions, &mut used, choices, house, chance, trace,
    )?;
    choices.tell_unused(state, trace);
    // Reactions to plays never made (the game was won before) come to nothing.
    for (r, used) in reactions.iter().zip(used) {
        if !used {
            super::react::not_applied(state, r, trace);
        }
    }
    Ok(outcome)
}

#[allow(clippy::too_many_arguments)]
fn plays_and_reactions(
    state: &mut State,
    plays: &[Written],
    reactions: &[Written],
    used: &mut [bool],
    choices: &mut Choices,
    house: House,
    chance: &mut Chance,
    trace: &mut Trace,
) -> Result<Outcome, Vec<Problem>> {
    let me = state.turn.player.clone();
    let number = state.turn.number;
    let mut salary = state.turn.salary;
    let won = |w: Option<String>| Ok(Outcome { winner: w });
    let mut fed = false;
    for play in plays {
        let p = phase_of(state, play);
        if p.is_some_and(|p| p > 1) && !fed {
            moochers_stay(state, &me, choices, chance, trace)?;
            fed = true;
        }
        // "Las cartas que pueden cancelar otras cartas sólo afectan a la carta objetivo en el
        // momento en el que está siendo jugada": before its die, before the next play.
        if let Some(cancel) = cancellation(state, play, reactions, used) {
            let mut turn = Playing {
                me: &me,
                number,
                salary: &mut salary,
                choices,
            };
            cancelled(state, play, cancel, &mut turn, house, trace);
        } else {
            let mut turn = Playing {
                me: &me,
                number,
                salary: &mut salary,
                choices,
            };
            super::plays::make(state, play, &mut turn, chance, trace)?;
            if let Some(w) = winner(state) {
                return won(Some(w));
            }
        }
        after_play(state, play, reactions, used, chance, trace)?;
        if let Some(w) = winner(state) {
            return won(Some(w));
        }
    }
    // Cuando Sea cards that answer no play: once the plays are made.
    for (i, r) in reactions.iter().enumerate() {
        if r.answers.is_none() && !used[i] {
            used[i] = true;
            super::react::other(state, r, chance, trace)?;
            if let Some(w) = winner(state) {
                return won(Some(w));
            }
        }
    }
    if !fed {
        moochers_stay(state, &me, choices, chance, trace)?;
    }
    hand_limit(state, &me, trace);
    won(winner(state))
}

/// A play cancelled as it is being played. "Se considera que una carta «está siendo jugada»
/// cuando un compañero de piso la anuncia": the play is told before what cancels it, and what
/// came too late to cancel it after. A trip of which only some things were hit buys the rest.
fn cancelled(
    state: &mut State,
    play: &Written,
    (r, later): (Written, Vec<Written>),
    turn: &mut Playing,
    house: House,
    trace: &mut Trace,
) {
    let me = turn.me;
    announce(state, play, me, trace);
    let (whole, hit) = cancel_play(state, me, play, &r, turn.number, house, trace);
    for l in &later {
        super::react::already_cancelled(state, l, &r, play.number, trace);
    }
    if whole {
        return;
    }
    let mut partial = play.clone();
    partial.cards.retain(|(c, _)| !hit.contains(c));
    if !partial.cards.is_empty() {
        buy(state, me, &partial, turn.number, turn.salary, false, trace);
    }
}

/// A turn posted with nothing to discard, or not posted: the hand limit still holds, and the
/// cards drawn last go first.
fn hand_limit(state: &mut State, me: &str, trace: &mut Trace) {
    let hand = &mut state.flats.get_mut(me).expect("a flat").hand;
    let mut dropped = Vec::new();
    while hand.len() > 5 {
        dropped.push(hand.pop().expect("a card"));
    }
    if dropped.is_empty() {
        return;
    }
    trace
        .add(
            Event::Info,
            "rule-chez-geek-discard",
            Msg::new("chez-geek-discards")
                .arg("player", me)
                .arg("count", dropped.len()),
        )
        .actor(me)
        .public();
    for c in dropped {
        state.life.discard(c);
    }
}
