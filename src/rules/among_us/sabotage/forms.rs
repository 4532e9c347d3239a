//! The sabotage lines of the order forms — the sabotages an impostor may launch in the phases
//! still to come, the repairs a character may do from where he stands — and of the master's
//! `status`: the sabotages under way, their timers, the locked doors, the cooldown.

use super::check::{at_feature, doors_exempt, launch_refusal};
use super::{Act, locked_door};
use crate::core::forms::FormOrder;
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::rules::among_us::manor::Feature;
use crate::rules::among_us::state::{PHASES, Side, State};

/// Whether `act` may be launched in one of the phases `from..=3` still to come.
fn may_launch(game: &Game, state: &State, act: &Act, from: u32) -> bool {
    let exempt = doors_exempt(game.option("door_cooldown"));
    (from..=PHASES).any(|f| {
        let clock = state.clock.saturating_add(f - from + 1);
        launch_refusal(&state.sabotage, act, clock, f, exempt).is_none()
    })
}

/// The sabotage and repair lines of `me`'s form.
pub fn orders(game: &Game, state: &State, me: &str, from: u32) -> Vec<FormOrder> {
    let mut out = Vec::new();
    let inside = state.in_passage.iter().any(|p| p == me);
    if inside {
        return out;
    }
    if state.side(me) == Side::Impostor {
        out.extend(launches(game, state, from));
    }
    if game.is_alive(me) {
        out.extend(repairs(state, me, from));
    }
    out
}

/// An impostor's sabotages ("Igual que el resto de sabotajes, puede activarse desde cualquier
/// punto del mapa mediante el gasto de un punto de acción"): those his cooldown lets him
/// launch this round, and the rooms whose doors he may lock.
fn launches(game: &Game, state: &State, from: u32) -> Vec<FormOrder> {
    let mut out = Vec::new();
    let kinds: Vec<String> = [
        (Act::Lights, "luces"),
        (Act::Chimneys, "chimeneas"),
        (Act::Gates, "verjas"),
        (Act::Dovecote, "palomar"),
    ]
    .into_iter()
    .filter(|(a, _)| may_launch(game, state, a, from))
    .map(|(_, w)| w.to_string())
    .collect();
    if !kinds.is_empty() {
        out.push(
            FormOrder::new("sabotear", Msg::new("among-us-form-sabotage"))
                .one_of(Msg::new("among-us-form-sabotage-kind"), kinds),
        );
    }
    // A room whose lock still holds in the round's last phase is not offered (refused).
    let last = state.clock.saturating_add(PHASES - from + 1);
    let rooms: Vec<String> = super::lockable(&state.map)
        .into_iter()
        .filter(|r| !state.sabotage.room_locked(r, last))
        .collect();
    if !rooms.is_empty() && may_launch(game, state, &Act::Lock(Vec::new()), from) {
        out.push(
            FormOrder::new("bloqueo", Msg::new("among-us-form-lock"))
                .word("las puertas de")
                .one_of(Msg::new("among-us-form-rooms"), rooms),
        );
    }
    out
}

/// What the living may repair from where he stands: a locked door next to him, a candelabrum
/// in Luces, a chimney out, the dovecote, a gate.
fn repairs(state: &State, me: &str, from: u32) -> Vec<FormOrder> {
    let mut out = Vec::new();
    let at = state.place(me);
    let s = &state.sabotage;
    let clock = state.clock.saturating_add(1);
    let mut doors: Vec<String> = state
        .map
        .around(at)
        .map(|(q, _, _)| q.to_string())
        .filter(|q| locked_door(state, at, q, clock))
        .collect();
    doors.sort();
    doors.dedup();
    if !doors.is_empty() {
        out.push(
            FormOrder::new("desbloqueo", Msg::new("among-us-form-unlock"))
                .word("la puerta de")
                .one_of(Msg::new("among-us-form-place"), doors),
        );
    }
    if s.lights.is_some() && at_feature(state, Feature::Lights, at) {
        out.push(FormOrder::new("cojo", Msg::new("among-us-form-candle")).word("un candelabro"));
    }
    if let Some(c) = &s.chimneys {
        let here = state
            .map
            .features
            .get(&Feature::Chimney)
            .into_iter()
            .flatten()
            .any(|p| state.map.room_of(p) == state.map.room_of(at) && !c.done.contains(p));
        if here {
            out.push(
                FormOrder::new("enciendo", Msg::new("among-us-form-relight")).word("la chimenea"),
            );
        }
    }
    if s.dovecote && at_feature(state, Feature::Dovecote, at) {
        out.push(FormOrder::new("reparo", Msg::new("among-us-form-repair")).word("el palomar"));
    }
    if s.gates.is_some() && state.map.has(Feature::Gate, at) {
        let phases: Vec<String> = (from..=PHASES).map(|f| f.to_string()).collect();
        out.push(
            FormOrder::new("cierro", Msg::new("among-us-form-gate"))
                .word("la verja fase")
                .one_of(Msg::new("among-us-form-phase"), phases),
        );
    }
    out
}

/// The master's lines: the cooldown, the locks, the sabotages under way and their timers.
pub fn status(state: &State) -> Vec<Msg> {
    let s = &state.sabotage;
    let clock = state.clock;
    let mut out = vec![
        Msg::new("among-us-status-sabotage-from")
            .arg("from", s.from)
            .arg("clock", clock),
    ];
    for l in &s.locks {
        out.push(
            Msg::new("among-us-status-lock")
                .arg("room", &l.room)
                .arg(
                    "until",
                    crate::rules::among_us::timers::last_of(l.at, super::LOCKED_FOR),
                )
                .arg("open", dash(&l.open)),
        );
    }
    if let Some(l) = &s.lights {
        out.push(
            // The rooms in the dark, not those whose candles are out: "El Salón de Invierno y
            // la Biblioteca no pueden perder la iluminación mientras el fuego en la chimenea
            // esté encendido".
            Msg::new("among-us-status-lights")
                .arg("rooms", dash(&state.dark))
                .arg("carriers", dash(&l.carriers))
                .arg("repaired", if l.repaired { "yes" } else { "no" }),
        );
    }
    for (kind, f) in [("chimneys", &s.chimneys), ("gates", &s.gates)] {
        if let Some(f) = f {
            out.push(
                Msg::new("among-us-status-fatal")
                    .arg("kind", kind)
                    .arg("deadline", f.deadline)
                    .arg("left", f.deadline.saturating_sub(clock))
                    .arg("done", dash(&f.done)),
            );
        }
    }
    if s.dovecote {
        out.push(Msg::new("among-us-status-dovecote"));
    }
    out
}

/// A list for the status, or a dash when empty.
fn dash(list: &[String]) -> String {
    if list.is_empty() {
        "—".to_string()
    } else {
        list.join(", ")
    }
}
