//! One turn, resolved play by play in the order posted, on plays `validate` accepted. The
//! game ends at the instant a flatmate reaches his goal ("aunque sólo fuese durante un
//! instante"): the plays after it are not made.

use super::cards::{Effect, Kind, PersonKind};
use super::choices::Choices;
use super::effects::{enter_room, moocher_eats, new_job, noisy, roll_slack, winner};
use super::orders::{Verb, Written};
use super::react::{after_play, buy, cancel_play, cancellation};
use super::start::roll;
use super::state::{Closed, State};
use super::validate::phase_of;
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::rng::{Chance, Random};
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

fn take_from_hand(state: &mut State, player: &str, card: &str) {
    let hand = &mut state.flats.get_mut(player).expect("a flat").hand;
    if let Some(at) = hand.iter().position(|c| c == card) {
        hand.remove(at);
    }
}

fn said(trace: &mut Trace, play: &Written, me: &str, key: &str, card: &str) {
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
fn die_event(trace: &mut Trace, rule: &'static str, me: &str, key: &str, card: &str, die: u64) {
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
    let done = |state: &State| winner(state);
    let mut fed = false;
    for play in plays {
        let p = phase_of(state, play);
        if p.is_some_and(|p| p > 1) && !fed {
            moochers_stay(state, &me, choices, chance, trace)?;
            fed = true;
        }
        let id = play.cards[0].0.clone();
        let card = state.card(&id).clone();
        // "Las cartas que pueden cancelar otras cartas sólo afectan a la carta objetivo en el
        // momento en el que está siendo jugada": before its die, before the next play.
        let cancel = cancellation(state, play, reactions, used);
        if let Some((r, later)) = &cancel {
            // "Se considera que una carta «está siendo jugada» cuando un compañero de piso la
            // anuncia": the play is told before what cancels it, and what came too late to
            // cancel it after.
            announce(state, play, &me, trace);
            let (whole, hit) = cancel_play(state, &me, play, r, number, house, trace);
            for l in later {
                super::react::already_cancelled(state, l, r, play.number, trace);
            }
            if whole {
                after_play(state, play, reactions, used, chance, trace)?;
                if let Some(w) = done(state) {
                    return Ok(Outcome { winner: Some(w) });
                }
                continue;
            }
            let rest: Vec<(String, std::ops::Range<usize>)> = play
                .cards
                .iter()
                .filter(|(c, _)| !hit.contains(c))
                .cloned()
                .collect();
            let mut partial = play.clone();
            partial.cards = rest;
            if !partial.cards.is_empty() {
                buy(state, &me, &partial, number, &mut salary, false, trace);
            }
            after_play(state, play, reactions, used, chance, trace)?;
            if let Some(w) = done(state) {
                return Ok(Outcome { winner: Some(w) });
            }
            continue;
        }
        match (play.verb, card.kind) {
            (Verb::Evict, _) => {
                // "Con un resultado de 1 a 3, la Persona elegida sigue por allí … Con un
                // resultado de 4 a 6, les mandas a cualquier otro cuarto".
                said(trace, play, &me, "chez-geek-plays-evict", &card.name);
                let die = roll(chance)?;
                die_event(
                    trace,
                    "rule-chez-geek-evict-roll",
                    &me,
                    "chez-geek-evict-roll",
                    &card.name,
                    die,
                );
                if die < 4 {
                    trace
                        .add(
                            Event::Failed,
                            "rule-chez-geek-evict",
                            Msg::new("chez-geek-evict-stays")
                                .arg("card", &card.name)
                                .arg("player", &me),
                        )
                        .actor(&me)
                        .public();
                }
                let room = &mut state.flats.get_mut(&me).expect("a flat").room;
                let at = room.iter().position(|c| c.card == id);
                if let (true, Some(at)) = (die >= 4, at) {
                    room.remove(at);
                    // "les mandas a cualquier otro cuarto cuya entrada no les haya sido
                    // restringida … Si no hay otro cuarto en el que pueda entrar, la carta de
                    // Persona se descarta." A room is closed to him when its owner's job
                    // forbids his categories. The room he named if it is open; else (none
                    // named, or closed) the seed's among the open ones. A card in a room
                    // may close it too (a Cerrojo: `closes_room`).
                    let open: Vec<String> = state
                        .seats
                        .iter()
                        .filter(|p| **p != me && state.closed_to(p, &card).is_none())
                        .cloned()
                        .collect();
                    let named = play.target.as_ref().map(|(to, _)| to.clone());
                    if let Some(to) = named.as_ref().filter(|to| !open.contains(to)) {
                        let msg = match state.closed_to(to, &card) {
                            Some(Closed::ByCard(lock)) => Msg::new("chez-geek-evict-room-locked")
                                .arg("lock", &state.card(&lock).name),
                            _ => Msg::new("chez-geek-evict-room-closed"),
                        };
                        trace
                            .add(
                                Event::Failed,
                                "rule-chez-geek-evict",
                                msg.arg("card", &card.name).arg("to", to),
                            )
                            .actor(&me)
                            .public();
                    }
                    let to = match named.filter(|to| open.contains(to)) {
                        Some(to) => Some(to),
                        None if open.len() > 1 => {
                            let at = chance
                                .stream("choice")
                                .below(open.len() as u64)
                                .map_err(super::setup::script_problem)?;
                            let to = open[at as usize].clone();
                            trace
                                .add(
                                    Event::Random,
                                    "rule-chez-geek-choice",
                                    Msg::new("chez-geek-evict-by-seed")
                                        .arg("player", &me)
                                        .arg("card", &card.name)
                                        .arg("to", &to),
                                )
                                .actor(&me)
                                .public();
                            Some(to)
                        }
                        None => open.first().cloned(),
                    };
                    if to.is_none() {
                        trace
                            .add(
                                Event::Failed,
                                "rule-chez-geek-evict",
                                Msg::new("chez-geek-evict-no-room").arg("card", &card.name),
                            )
                            .actor(&me)
                            .public();
                    }
                    match to {
                        Some(to) => {
                            enter_room(state, &to, &id, card.slack.plus, number, trace);
                            moocher_eats(state, &to, &id, Some(&me), choices, chance, trace)?;
                        }
                        None => state.life.discard(id.clone()),
                    }
                }
            }
            (Verb::Call | Verb::Play, Kind::Persona) => {
                take_from_hand(state, &me, &id);
                let to = play.target.as_ref().map_or(me.clone(), |(t, _)| t.clone());
                said(trace, play, &me, "chez-geek-plays-person", &card.name);
                match card.person {
                    Some(PersonKind::Invitado) => {
                        // "Con un resultado de 1 ó 2, esa Persona no estaba en casa".
                        let die = roll(chance)?;
                        die_event(
                            trace,
                            "rule-chez-geek-call-roll",
                            &me,
                            "chez-geek-call-roll",
                            &card.name,
                            die,
                        );
                        if die <= 2 {
                            state.life.discard(id.clone());
                            trace
                                .add(
                                    Event::Failed,
                                    "rule-chez-geek-call",
                                    Msg::new("chez-geek-not-home").arg("card", &card.name),
                                )
                                .public();
                        } else {
                            let (rolls, slack) =
                                roll_slack(chance, card.slack.dice, card.slack.plus)?;
                            for d in rolls {
                                die_event(
                                    trace,
                                    "rule-chez-geek-slack-points",
                                    &me,
                                    "chez-geek-slack-roll",
                                    &card.name,
                                    d,
                                );
                            }
                            enter_room(state, &to, &id, slack, number, trace);
                        }
                    }
                    _ => {
                        // Moochers "se presentan en tu piso por la cara"; "No hace falta
                        // realizar una tirada para ver si el Gato está en casa".
                        enter_room(state, &to, &id, card.slack.plus, number, trace);
                        if card.person == Some(PersonKind::Gorron) {
                            moocher_eats(state, &to, &id, Some(&me), choices, chance, trace)?;
                        }
                    }
                }
            }
            (Verb::Buy, _) => buy(state, &me, play, number, &mut salary, true, trace),
            (Verb::Play, Kind::Actividad) => {
                take_from_hand(state, &me, &id);
                salary -= card.cost;
                said(trace, play, &me, "chez-geek-plays-activity", &card.name);
                let (rolls, slack) = roll_slack(chance, card.slack.dice, card.slack.plus)?;
                for d in rolls {
                    die_event(
                        trace,
                        "rule-chez-geek-activity-roll",
                        &me,
                        "chez-geek-slack-roll",
                        &card.name,
                        d,
                    );
                }
                // "Si el resultado es de cero (o menos) puntos, se considera que la Actividad
                // no ha tenido éxito, y la carta pasa a la pila de descartes."
                if slack <= 0 {
                    state.life.discard(id.clone());
                    trace
                        .add(
                            Event::Failed,
                            "rule-chez-geek-activity",
                            Msg::new("chez-geek-activity-fails")
                                .arg("card", &card.name)
                                .arg("slack", slack),
                        )
                        .public();
                } else {
                    enter_room(state, &me, &id, slack, number, trace);
                    let gained = state.flat(&me).room.last().map_or(slack, |c| c.slack);
                    for e in &card.effects {
                        if let Effect::Noisy {
                            at_least,
                            neighbours_lose,
                        } = e
                            && gained >= *at_least
                        {
                            noisy(state, &me, &id, *neighbours_lose, choices, chance, trace)?;
                        }
                    }
                }
            }
            (Verb::Play, Kind::CuandoSea) => {
                take_from_hand(state, &me, &id);
                said(trace, play, &me, "chez-geek-plays-whenever", &card.name);
                for e in &card.effects {
                    match e {
                        Effect::RaiseSalary(n) => {
                            salary = salary.saturating_add(*n);
                            trace
                                .add(
                                    Event::Applied,
                                    "rule-chez-geek-salary",
                                    Msg::new("chez-geek-salary-now")
                                        .arg("player", &me)
                                        .arg("salary", salary),
                                )
                                .public();
                        }
                        // "Cada Tiempo Libre te permite realizar una Actividad o ir de Compras":
                        // the free time it adds is counted when the turn is checked; told here.
                        Effect::ExtraFreeTime(n) => {
                            trace
                                .add(
                                    Event::Applied,
                                    "rule-chez-geek-turn",
                                    Msg::new("chez-geek-free-time-more")
                                        .arg("player", &me)
                                        .arg("count", *n),
                                )
                                .public();
                        }
                        Effect::TakeFromRoom(cats) => {
                            let (from, _) = play.target.clone().expect("validated");
                            let aimed = play.aimed.as_ref().map(|(a, _)| a.clone());
                            super::react::take_in_turn(
                                state,
                                &me,
                                &from,
                                cats,
                                aimed.as_deref(),
                                &card.name,
                                chance,
                                trace,
                            )?;
                        }
                        Effect::NewJob => new_job(state, &me, chance, trace)?,
                        Effect::Fired => {
                            let (whom, _) = play.target.clone().expect("validated");
                            new_job(state, &whom, chance, trace)?;
                        }
                        _ => {}
                    }
                }
                // A one-shot card goes to the discard pile once played.
                state.life.discard(id.clone());
            }
            (Verb::Discard, _) => {
                let names: Vec<String> = play
                    .cards
                    .iter()
                    .map(|(c, _)| state.card(c).name.clone())
                    .collect();
                for (c, _) in &play.cards {
                    take_from_hand(state, &me, c);
                    state.life.discard(c.clone());
                }
                trace
                    .add(
                        Event::Info,
                        "rule-chez-geek-discard",
                        Msg::new("chez-geek-discards")
                            .arg("player", &me)
                            .arg("count", play.cards.len()),
                    )
                    .actor(&me)
                    .public();
                trace
                    .add(
                        Event::Info,
                        "rule-chez-geek-discard",
                        Msg::new("chez-geek-you-discard").arg("cards", names.join(", ")),
                    )
                    .to(&[&me]);
            }
            (Verb::Call, _) | (Verb::Play, Kind::Cosa) => unreachable!("validated"),
            // A choice is not a play (`orders::is_choice`).
            (Verb::Lose | Verb::Roll, _) => {}
        }
        if let Some(w) = done(state) {
            return Ok(Outcome { winner: Some(w) });
        }
        after_play(state, play, reactions, used, chance, trace)?;
        if let Some(w) = done(state) {
            return Ok(Outcome { winner: Some(w) });
        }
    }
    // Cuando Sea cards that answer no play: once the plays are made.
    for (i, r) in reactions.iter().enumerate() {
        if r.answers.is_none() && !used[i] {
            used[i] = true;
            super::react::other(state, r, chance, trace)?;
            if let Some(w) = done(state) {
                return Ok(Outcome { winner: Some(w) });
            }
        }
    }
    if !fed {
        moochers_stay(state, &me, choices, chance, trace)?;
    }
    // A turn posted with nothing to discard, or not posted: the hand limit still holds, and
    // the cards drawn last go first.
    let hand = &mut state.flats.get_mut(&me).expect("a flat").hand;
    let mut dropped = Vec::new();
    while hand.len() > 5 {
        dropped.push(hand.pop().expect("a card"));
    }
    if !dropped.is_empty() {
        trace
            .add(
                Event::Info,
                "rule-chez-geek-discard",
                Msg::new("chez-geek-discards")
                    .arg("player", &me)
                    .arg("count", dropped.len()),
            )
            .actor(&me)
            .public();
        for c in dropped {
            state.life.discard(c);
        }
    }
    Ok(Outcome {
        winner: done(state),
    })
}
