//! Reactions applied during a turn, and the shopping trip they may cancel.

use super::cards::{Effect, Kind};
use super::effects::{enter_room, new_job, winner};
use super::orders::{Verb, Written};
use super::reactions::{Use, can_hit, use_of};
use super::state::State;
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::rng::Chance;
use crate::core::trace::{Kind as Event, Trace};

fn take_from_hand(state: &mut State, player: &str, card: &str) -> bool {
    let hand = &mut state.flats.get_mut(player).expect("a flat").hand;
    match hand.iter().position(|c| c == card) {
        Some(at) => {
            hand.remove(at);
            true
        }
        None => false,
    }
}

/// One shopping trip: "puedes comprar tantas Cosas como tu Sueldo te permita"; every thing
/// bought goes to the room, and the game may be won at any of them. `announce`: the trip is
/// told (not when it was told before a cancellation that left part of it).
pub fn buy(
    state: &mut State,
    me: &str,
    play: &Written,
    number: u32,
    salary: &mut u32,
    announce: bool,
    trace: &mut Trace,
) {
    let names: Vec<String> = play
        .cards
        .iter()
        .map(|(c, _)| state.card(c).name.clone())
        .collect();
    if announce {
        trace
            .add(
                Event::Info,
                "rule-chez-geek-turn",
                Msg::new("chez-geek-plays-shopping")
                    .arg("number", play.number)
                    .arg("player", me)
                    .arg("card", names.join(", ")),
            )
            .actor(me)
            .public();
    }
    for (c, _) in &play.cards {
        take_from_hand(state, me, c);
        let def = state.card(c).clone();
        *salary = salary.saturating_sub(def.cost);
        enter_room(state, me, c, def.slack.plus, number, trace);
        if winner(state).is_some() {
            break;
        }
    }
}

/// The first Tele or cancellation sent against this play that can still hit it, and those
/// after it, which are not played (their cards stay in their holders' hands). The later ones
/// are told once the play and its cancellation are: the play comes first in the summary.
pub fn cancellation(
    state: &State,
    play: &Written,
    reactions: &[Written],
    used: &mut [bool],
) -> Option<(Written, Vec<Written>)> {
    let mut found: Option<(Written, Vec<Written>)> = None;
    for (i, r) in reactions.iter().enumerate() {
        let answers = r.answers.as_ref().map(|(n, _)| *n) == Some(play.number);
        let cancels = matches!(use_of(state, r), Some(Use::Tele | Use::Cancel));
        if used[i] || !answers || !cancels || can_hit(state, r, play).is_err() {
            continue;
        }
        used[i] = true;
        match &mut found {
            None => found = Some((r.clone(), Vec::new())),
            Some((_, later)) => later.push(r.clone()),
        }
    }
    found
}

/// A reaction that came to nothing: the play was already cancelled, or the game won. Told to
/// its player alone: its card was never played and stays in a hand dealt "boca abajo".
pub fn not_applied(state: &State, r: &Written, trace: &mut Trace) {
    trace
        .add(
            Event::Skipped,
            "rule-chez-geek-cancel",
            Msg::new("chez-geek-reaction-not-applied")
                .arg("player", &r.player)
                .arg("card", &state.card(&r.cards[0].0).name),
        )
        .actor(&r.player)
        .to(&[&r.player]);
}

/// A cancellation sent after another that cancelled the same play: "Las cartas que pueden
/// cancelar otras cartas sólo afectan a la carta objetivo en el momento en el que está siendo
/// jugada", and it is no longer being played. Its card stays in its holder's hand, and only
/// he is told (the public would learn a card of a hand dealt "boca abajo").
pub fn already_cancelled(
    state: &State,
    r: &Written,
    first: &Written,
    number: u32,
    trace: &mut Trace,
) {
    trace
        .add(
            Event::Skipped,
            "rule-chez-geek-cancel",
            Msg::new("chez-geek-reaction-already-cancelled")
                .arg("player", &r.player)
                .arg("card", &state.card(&r.cards[0].0).name)
                .arg("by", &first.player)
                .arg("number", number),
        )
        .actor(&r.player)
        .to(&[&r.player]);
}

/// Cancels a play. Returns whether the whole play is gone, and the cards it hit.
/// "Las cartas canceladas son descartadas. Si la carta era una Actividad, el Tiempo Libre
/// usado para esa Actividad se pierde. Si alguien cancela una salida de Compras, todas las
/// cartas de Cosas que el jugador intentaba comprar son devueltas a su mano."
pub fn cancel_play(
    state: &mut State,
    me: &str,
    play: &Written,
    r: &Written,
    number: u32,
    house: super::turn::House,
    trace: &mut Trace,
) -> (bool, Vec<String>) {
    let rid = r.cards[0].0.clone();
    let rname = state.card(&rid).name.clone();
    take_from_hand(state, &r.player, &rid);
    trace
        .add(
            Event::Blocked,
            "rule-chez-geek-cancel",
            Msg::new("chez-geek-reaction-cancels")
                .arg("player", &r.player)
                .arg("card", &rname)
                .arg("number", play.number)
                .arg("active", me),
        )
        .actor(&r.player)
        .target(me)
        .public();
    if use_of(state, r) == Some(Use::Tele) {
        watch_tv(state, me, play, &rid, number, trace);
        return (true, Vec::new());
    }
    state.life.discard(rid);
    if house.whole_trip && play.verb == Verb::Buy {
        whole_trip_cancelled(state, me, play, trace);
        return (true, Vec::new());
    }
    let hit = cancel_cards(state, me, play, r, trace);
    let first = state.card(&play.cards[0].0);
    let whole = play.verb != Verb::Buy || hit.len() == play.cards.len() || first.kind != Kind::Cosa;
    (whole, hit)
}

/// The names of a play's cards, for a message.
fn names_of(state: &State, play: &Written) -> Vec<String> {
    play.cards
        .iter()
        .map(|(c, _)| state.card(c).name.clone())
        .collect()
}

/// A Tele on a free time: "tendría que pasar ese Tiempo Libre viendo la Tele, y si hubiese
/// intentado jugar una carta de Actividad, ésta se descartaría. Las cartas de Cosas vuelven a
/// su mano. Se queda con la carta de Tele en su cuarto y gana 1 punto de Vagueo."
fn watch_tv(
    state: &mut State,
    me: &str,
    play: &Written,
    tele: &str,
    number: u32,
    trace: &mut Trace,
) {
    if play.verb != Verb::Buy {
        take_from_hand(state, me, &play.cards[0].0);
        state.life.discard(play.cards[0].0.clone());
    }
    trace
        .add(
            Event::Applied,
            "rule-chez-geek-tele",
            Msg::new("chez-geek-watches-tv").arg("player", me),
        )
        .target(me)
        .public();
    if play.verb == Verb::Buy {
        let names = names_of(state, play);
        trace
            .add(
                Event::Info,
                "rule-chez-geek-tele",
                Msg::new("chez-geek-things-back")
                    .arg("cards", names.join(", "))
                    .arg("count", names.len())
                    .arg("player", me),
            )
            .target(me)
            .public();
    }
    enter_room(state, me, tele, 1, number, trace);
}

/// `trip_cancel=trip`: "Si alguien cancela una salida de Compras, todas las cartas de Cosas
/// que el jugador intentaba comprar son devueltas a su mano", the thing of the card's
/// categories too: nothing is bought on this trip.
fn whole_trip_cancelled(state: &State, me: &str, play: &Written, trace: &mut Trace) {
    let names = names_of(state, play);
    trace
        .add(
            Event::Blocked,
            "rule-chez-geek-trip-cancel",
            Msg::new("chez-geek-trip-cancelled")
                .arg("player", me)
                .arg("number", play.number)
                .arg("cards", names.join(", "))
                .arg("count", names.len()),
        )
        .target(me)
        .public();
}

/// A cancellation of categories: "Las cartas que pueden cancelar otras cartas sólo afectan a la
/// carta objetivo … Las cartas canceladas son descartadas". The cards of the play it hits,
/// discarded.
fn cancel_cards(
    state: &mut State,
    me: &str,
    play: &Written,
    r: &Written,
    trace: &mut Trace,
) -> Vec<String> {
    let cats: Vec<_> = state
        .card(&r.cards[0].0)
        .effects
        .iter()
        .find_map(|e| match e {
            Effect::Cancel(c) => Some(c.clone()),
            _ => None,
        })
        .unwrap_or_default();
    let hit: Vec<String> = play
        .cards
        .iter()
        .map(|(c, _)| c.clone())
        .filter(|c| cats.iter().any(|cat| state.card(c).is(*cat)))
        .collect();
    for c in &hit {
        take_from_hand(state, me, c);
        state.life.discard(c.clone());
        trace
            .add(
                Event::Blocked,
                "rule-chez-geek-cancel",
                Msg::new("chez-geek-cancelled").arg("card", &state.card(c).name),
            )
            .public();
    }
    hit
}

/// The reactions that answer a play once it is made: a take ("Gorroneo no es una carta de
/// cancelación"), and other Cuando Sea cards.
pub fn after_play(
    state: &mut State,
    play: &Written,
    reactions: &[Written],
    used: &mut [bool],
    chance: &mut Chance,
    trace: &mut Trace,
) -> Result<(), Vec<Problem>> {
    for (i, r) in reactions.iter().enumerate() {
        let answers = r.answers.as_ref().map(|(n, _)| *n) == Some(play.number);
        if used[i] || !answers {
            continue;
        }
        used[i] = true;
        if winner(state).is_some() {
            not_applied(state, r, trace);
            continue;
        }
        match use_of(state, r) {
            Some(Use::Take) => take(state, play, r, trace),
            Some(Use::Other) => other(state, r, chance, trace)?,
            // A cancellation whose play had already been cancelled, or could not be hit.
            _ => not_applied(state, r, trace),
        }
    }
    Ok(())
}

/// A take: the first card of its categories that the play put in a room goes to the
/// reactor's room, with its counters.
fn take(state: &mut State, play: &Written, r: &Written, trace: &mut Trace) {
    let rid = r.cards[0].0.clone();
    let cats: Vec<_> = state
        .card(&rid)
        .effects
        .iter()
        .find_map(|e| match e {
            Effect::TakeFromRoom(c) => Some(c.clone()),
            _ => None,
        })
        .unwrap_or_default();
    let room_of = play
        .target
        .as_ref()
        .filter(|_| play.verb != Verb::Buy)
        .map_or(state.turn.player.clone(), |(t, _)| t.clone());
    let room = &state.flat(&room_of).room;
    // The card named (`Gorroneo contra los Cigarrillos de Mar`), or any the play brought.
    let aimed = r.aimed.as_ref().map(|(id, _)| id);
    let at = room.iter().rposition(|c| {
        play.cards.iter().any(|(p, _)| *p == c.card)
            && aimed.is_none_or(|id| *id == c.card)
            && cats.iter().any(|cat| state.card(&c.card).is(*cat))
    });
    let Some(at) = at else {
        not_applied(state, r, trace);
        return;
    };
    take_from_hand(state, &r.player, &rid);
    state.life.discard(rid.clone());
    let card = state
        .flats
        .get_mut(&room_of)
        .expect("a flat")
        .room
        .remove(at);
    trace
        .add(
            Event::Applied,
            "rule-chez-geek-take",
            Msg::new("chez-geek-reaction-takes")
                .arg("player", &r.player)
                .arg("card", &state.card(&rid).name)
                .arg("taken", &state.card(&card.card).name)
                .arg("from", &room_of),
        )
        .actor(&r.player)
        .target(&room_of)
        .public();
    state
        .flats
        .get_mut(&r.player)
        .expect("a flat")
        .room
        .push(card);
}

/// Another player's Cuando Sea card, for himself or on a player (`sobre Ana`).
pub fn other(
    state: &mut State,
    r: &Written,
    chance: &mut Chance,
    trace: &mut Trace,
) -> Result<(), Vec<Problem>> {
    let rid = r.cards[0].0.clone();
    let card = state.card(&rid).clone();
    take_from_hand(state, &r.player, &rid);
    trace
        .add(
            Event::Info,
            "rule-chez-geek-turn",
            Msg::new("chez-geek-reaction-plays")
                .arg("player", &r.player)
                .arg("card", &card.name),
        )
        .actor(&r.player)
        .public();
    for e in &card.effects {
        match e {
            Effect::NewJob => new_job(state, &r.player, chance, trace)?,
            Effect::Fired => {
                let whom = r
                    .target
                    .as_ref()
                    .map_or(r.player.clone(), |(t, _)| t.clone());
                new_job(state, &whom, chance, trace)?;
            }
            // A salary or a free time out of one's turn is nothing to spend.
            _ => {}
        }
    }
    state.life.discard(rid);
    Ok(())
}

/// A take played in one's own turn (`juego Gorroneo contra los Cigarrillos de Mar`): the card
/// named, or else one the seed draws among the cards of its categories in that room, goes to
/// the player's room with its counters. Nothing there of its categories: it comes to nothing.
#[allow(clippy::too_many_arguments)]
pub fn take_in_turn(
    state: &mut State,
    me: &str,
    from: &str,
    cats: &[super::cards::Category],
    aimed: Option<&str>,
    name: &str,
    chance: &mut Chance,
    trace: &mut Trace,
) -> Result<(), Vec<Problem>> {
    let room = &state.flat(from).room;
    let fits: Vec<usize> = room
        .iter()
        .enumerate()
        .filter(|(_, c)| {
            aimed.is_none_or(|a| a == c.card) && cats.iter().any(|k| state.card(&c.card).is(*k))
        })
        .map(|(i, _)| i)
        .collect();
    let at = match fits.len() {
        0 => {
            trace
                .add(
                    Event::Skipped,
                    "rule-chez-geek-take",
                    Msg::new("chez-geek-take-nothing")
                        .arg("card", name)
                        .arg("from", from),
                )
                .actor(me)
                .public();
            return Ok(());
        }
        1 => fits[0],
        n => {
            use crate::core::rng::Random;
            let k = chance
                .stream("choice")
                .below(n as u64)
                .map_err(super::setup::script_problem)?;
            fits[k as usize]
        }
    };
    let card = state.flats.get_mut(from).expect("a flat").room.remove(at);
    // The play was told as announced ("1. Beau juega Gorroneo."): what it takes, not the play
    // again.
    trace
        .add(
            Event::Applied,
            "rule-chez-geek-take",
            Msg::new("chez-geek-take-in-turn")
                .arg("player", me)
                .arg("card", name)
                .arg("taken", &state.card(&card.card).name)
                .arg("from", from),
        )
        .actor(me)
        .target(from)
        .public();
    state.flats.get_mut(me).expect("a flat").room.push(card);
    Ok(())
}
