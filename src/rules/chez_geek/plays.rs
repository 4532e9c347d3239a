//! Each play of the active player made as the rules make it, once nothing cancelled it: an
//! eviction ("Echar a la Peña"), a Persona called, a shopping trip, an activity, a Cuando Sea
//! card, the Descarte.

use super::cards::{Effect, Kind, Life, PersonKind};
use super::choices::Choices;
use super::effects::{enter_room, moocher_eats, new_job, noisy, roll_slack};
use super::orders::{Verb, Written};
use super::react::buy;
use super::start::roll;
use super::state::{Closed, State};
use super::turn::{die_event, said, take_from_hand};
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::rng::{Chance, Random};
use crate::core::trace::{Kind as Event, Trace};

/// The turn being played: whose, its number, the salary left, the choices the players gave.
pub struct Playing<'a> {
    pub me: &'a str,
    pub number: u32,
    pub salary: &'a mut u32,
    pub choices: &'a mut Choices,
}

/// Makes one play.
pub fn make(
    state: &mut State,
    play: &Written,
    turn: &mut Playing,
    chance: &mut Chance,
    trace: &mut Trace,
) -> Result<(), Vec<Problem>> {
    let card = state.card(&play.cards[0].0).clone();
    match (play.verb, card.kind) {
        (Verb::Evict, _) => evict(state, play, turn, chance, trace),
        (Verb::Call | Verb::Play, Kind::Persona) => person(state, play, turn, chance, trace),
        (Verb::Buy, _) => {
            buy(state, turn.me, play, turn.number, turn.salary, true, trace);
            Ok(())
        }
        (Verb::Play, Kind::Actividad) => activity(state, play, turn, chance, trace),
        (Verb::Play, Kind::CuandoSea) => whenever(state, play, turn, chance, trace),
        (Verb::Discard, _) => {
            discard(state, play, turn.me, trace);
            Ok(())
        }
        (Verb::Call, _) | (Verb::Play, Kind::Cosa) => unreachable!("validated"),
        // A choice is not a play (`orders::is_choice`).
        (Verb::Lose | Verb::Roll | Verb::Pass | Verb::Keep, _) => Ok(()),
    }
}

/// "Con un resultado de 1 a 3, la Persona elegida sigue por allí … Con un resultado de 4 a 6,
/// les mandas a cualquier otro cuarto".
fn evict(
    state: &mut State,
    play: &Written,
    turn: &mut Playing,
    chance: &mut Chance,
    trace: &mut Trace,
) -> Result<(), Vec<Problem>> {
    let me = turn.me;
    let id = play.cards[0].0.clone();
    let card = state.card(&id).clone();
    said(trace, play, me, "chez-geek-plays-evict", &card.name);
    let die = roll(chance)?;
    die_event(
        trace,
        "rule-chez-geek-evict-roll",
        me,
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
                    .arg("player", me),
            )
            .actor(me)
            .public();
    }
    let room = &mut state.flats.get_mut(me).expect("a flat").room;
    let at = room.iter().position(|c| c.card == id);
    let (true, Some(at)) = (die >= 4, at) else {
        return Ok(());
    };
    room.remove(at);
    match destination(state, play, me, &card, chance, trace)? {
        Some(to) => {
            enter_room(state, &to, &id, card.slack.plus, turn.number, trace);
            moocher_eats(state, &to, &id, Some(me), turn.choices, chance, trace)?;
        }
        None => state.life.discard(id.clone()),
    }
    Ok(())
}

/// "les mandas a cualquier otro cuarto cuya entrada no les haya sido restringida … Si no hay
/// otro cuarto en el que pueda entrar, la carta de Persona se descarta." A room is closed to
/// him when its owner's job forbids his categories, or a card in it closes it (a Cerrojo:
/// `closes_room`). The room he named if it is open; else (none named, or closed) the seed's
/// among the open ones; `None`: no room is open.
fn destination(
    state: &State,
    play: &Written,
    me: &str,
    card: &Life,
    chance: &mut Chance,
    trace: &mut Trace,
) -> Result<Option<String>, Vec<Problem>> {
    let open: Vec<String> = state
        .seats
        .iter()
        .filter(|p| **p != me && state.closed_to(p, card).is_none())
        .cloned()
        .collect();
    let named = play.target.as_ref().map(|(to, _)| to.clone());
    if let Some(to) = named.as_ref().filter(|to| !open.contains(to)) {
        let msg = match state.closed_to(to, card) {
            Some(Closed::ByCard(lock)) => {
                Msg::new("chez-geek-evict-room-locked").arg("lock", &state.card(&lock).name)
            }
            _ => Msg::new("chez-geek-evict-room-closed"),
        };
        trace
            .add(
                Event::Failed,
                "rule-chez-geek-evict",
                msg.arg("card", &card.name).arg("to", to),
            )
            .actor(me)
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
                        .arg("player", me)
                        .arg("card", &card.name)
                        .arg("to", &to),
                )
                .actor(me)
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
            .actor(me)
            .public();
    }
    Ok(to)
}

/// A Persona to a room: a guest is called ("Con un resultado de 1 ó 2, esa Persona no estaba
/// en casa"); moochers "se presentan en tu piso por la cara" and eat at once; "No hace falta
/// realizar una tirada para ver si el Gato está en casa".
fn person(
    state: &mut State,
    play: &Written,
    turn: &mut Playing,
    chance: &mut Chance,
    trace: &mut Trace,
) -> Result<(), Vec<Problem>> {
    let me = turn.me;
    let id = play.cards[0].0.clone();
    let card = state.card(&id).clone();
    take_from_hand(state, me, &id);
    let to = play
        .target
        .as_ref()
        .map_or(me.to_string(), |(t, _)| t.clone());
    said(trace, play, me, "chez-geek-plays-person", &card.name);
    if card.person != Some(PersonKind::Invitado) {
        enter_room(state, &to, &id, card.slack.plus, turn.number, trace);
        if card.person == Some(PersonKind::Gorron) {
            moocher_eats(state, &to, &id, Some(me), turn.choices, chance, trace)?;
        }
        return Ok(());
    }
    let die = roll(chance)?;
    die_event(
        trace,
        "rule-chez-geek-call-roll",
        me,
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
        return Ok(());
    }
    let (rolls, slack) = roll_slack(chance, card.slack.dice, card.slack.plus)?;
    for d in rolls {
        die_event(
            trace,
            "rule-chez-geek-slack-points",
            me,
            "chez-geek-slack-roll",
            &card.name,
            d,
        );
    }
    enter_room(state, &to, &id, slack, turn.number, trace);
    Ok(())
}

/// An activity, its cost paid and its slack rolled where variable: "Si el resultado es de cero
/// (o menos) puntos, se considera que la Actividad no ha tenido éxito, y la carta pasa a la
/// pila de descartes." A noisy Polvete makes the neighbours lose a Sobar.
fn activity(
    state: &mut State,
    play: &Written,
    turn: &mut Playing,
    chance: &mut Chance,
    trace: &mut Trace,
) -> Result<(), Vec<Problem>> {
    let me = turn.me;
    let id = play.cards[0].0.clone();
    let card = state.card(&id).clone();
    take_from_hand(state, me, &id);
    *turn.salary -= card.cost;
    said(trace, play, me, "chez-geek-plays-activity", &card.name);
    let (rolls, slack) = roll_slack(chance, card.slack.dice, card.slack.plus)?;
    for d in rolls {
        die_event(
            trace,
            "rule-chez-geek-activity-roll",
            me,
            "chez-geek-slack-roll",
            &card.name,
            d,
        );
    }
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
        return Ok(());
    }
    enter_room(state, me, &id, slack, turn.number, trace);
    let gained = state.flat(me).room.last().map_or(slack, |c| c.slack);
    for e in &card.effects {
        if let Effect::Noisy {
            at_least,
            neighbours_lose,
        } = e
            && gained >= *at_least
        {
            noisy(
                state,
                me,
                &id,
                *neighbours_lose,
                turn.choices,
                chance,
                trace,
            )?;
        }
    }
    Ok(())
}

/// A Cuando Sea card in one's own turn: each of its effects, then to the discard pile (a
/// one-shot card, once played).
fn whenever(
    state: &mut State,
    play: &Written,
    turn: &mut Playing,
    chance: &mut Chance,
    trace: &mut Trace,
) -> Result<(), Vec<Problem>> {
    let me = turn.me;
    let id = play.cards[0].0.clone();
    let card = state.card(&id).clone();
    take_from_hand(state, me, &id);
    said(trace, play, me, "chez-geek-plays-whenever", &card.name);
    for e in &card.effects {
        effect(state, play, turn, e, &card.name, chance, trace)?;
    }
    state.life.discard(id.clone());
    Ok(())
}

/// One effect of a Cuando Sea card played in one's own turn.
fn effect(
    state: &mut State,
    play: &Written,
    turn: &mut Playing,
    effect: &Effect,
    name: &str,
    chance: &mut Chance,
    trace: &mut Trace,
) -> Result<(), Vec<Problem>> {
    let me = turn.me;
    match effect {
        Effect::RaiseSalary(n) => {
            *turn.salary = turn.salary.saturating_add(*n);
            trace
                .add(
                    Event::Applied,
                    "rule-chez-geek-salary",
                    Msg::new("chez-geek-salary-now")
                        .arg("player", me)
                        .arg("salary", *turn.salary),
                )
                .public();
        }
        // "Cada Tiempo Libre te permite realizar una Actividad o ir de Compras": the free time
        // it adds is counted when the turn is checked; told here.
        Effect::ExtraFreeTime(n) => {
            trace
                .add(
                    Event::Applied,
                    "rule-chez-geek-turn",
                    Msg::new("chez-geek-free-time-more")
                        .arg("player", me)
                        .arg("count", *n),
                )
                .public();
        }
        Effect::TakeFromRoom(cats) => {
            let (from, _) = play.target.clone().expect("validated");
            let aimed = play.aimed.as_ref().map(|(a, _)| a.clone());
            super::react::take_in_turn(
                state,
                me,
                &from,
                cats,
                aimed.as_deref(),
                name,
                chance,
                trace,
            )?;
        }
        Effect::NewJob => new_job(state, me, chance, trace)?,
        Effect::Fired => {
            let (whom, _) = play.target.clone().expect("validated");
            new_job(state, &whom, chance, trace)?;
        }
        _ => {}
    }
    Ok(())
}

/// "Descarte: Si tienes más de cinco cartas, debes descartarte hasta que sólo tengas cinco":
/// how many in public, which to him.
fn discard(state: &mut State, play: &Written, me: &str, trace: &mut Trace) {
    let names: Vec<String> = play
        .cards
        .iter()
        .map(|(c, _)| state.card(c).name.clone())
        .collect();
    for (c, _) in &play.cards {
        take_from_hand(state, me, c);
        state.life.discard(c.clone());
    }
    trace
        .add(
            Event::Info,
            "rule-chez-geek-discard",
            Msg::new("chez-geek-discards")
                .arg("player", me)
                .arg("count", play.cards.len()),
        )
        .actor(me)
        .public();
    trace
        .add(
            Event::Info,
            "rule-chez-geek-discard",
            Msg::new("chez-geek-you-discard").arg("cards", names.join(", ")),
        )
        .to(&[me]);
}
