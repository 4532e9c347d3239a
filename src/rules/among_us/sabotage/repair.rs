//! The repairs of a phase: "Reparar sabotajes a coste de 1 punto de acción por sabotaje
//! reparado" — a locked door opened by hand, the candelabrum taken in Luces, a chimney
//! relit, the dovecote repaired — and the gates closed together by free actions.

use super::Act;
use super::check::at_feature;
use super::locked_door;
use super::play::{Ctx, RULE_CANDLE, RULE_DOORS, RULE_REPAIR, open_door};
use crate::core::msg::Msg;
use crate::core::trace::Kind;
use crate::rules::among_us::manor::Feature;
use crate::rules::among_us::state::State;
use std::collections::BTreeSet;

pub(super) fn repair(ctx: &mut Ctx, state: &mut State, p: &str, act: &Act) {
    let at = ctx.at(p);
    let done = if !ctx.able(p) {
        Err("unable")
    } else {
        match act {
            Act::Unlock(written) => {
                unlock(ctx, state, p, &at, written.as_deref());
                Ok(())
            }
            Act::Candle => take_candle(ctx, state, p, &at),
            Act::Relight => relight(ctx, state, p, &at),
            _ => repair_dovecote(ctx, state, p, &at),
        }
    };
    if let Err(why) = done {
        let msg = Msg::new("among-us-repair-failed")
            .arg("kind", act.kind())
            .arg("phase", ctx.m.phase)
            .arg("place", &at)
            .arg("why", why);
        ctx.private(Kind::Failed, RULE_REPAIR, p, msg);
    }
}

/// "Si el último sabotaje cometido ha sido apagar luces, se considera que la reparación del
/// mismo es la acción de tomar el primer candelabro": a candelabrum taken in Luces; the
/// first repairs the lights. `Err` says why it failed.
fn take_candle(ctx: &mut Ctx, state: &mut State, p: &str, at: &str) -> Result<(), &'static str> {
    let (clock, phase) = (ctx.m.clock, ctx.m.phase);
    if !at_feature(state, Feature::Lights, at) {
        return Err("place");
    }
    let Some(l) = &mut state.sabotage.lights else {
        return Err("none");
    };
    if !l.carriers.iter().any(|c| c == p) {
        l.carriers.push(p.to_string());
    }
    let first = !l.repaired;
    l.repaired = true;
    if first {
        state.sabotage.repaired(clock);
        ctx.public(
            RULE_REPAIR,
            Msg::new("among-us-repaired-lights").arg("phase", phase),
        );
    }
    ctx.private(
        Kind::Applied,
        RULE_CANDLE,
        p,
        Msg::new("among-us-you-took-candle").arg("phase", phase),
    );
    Ok(())
}

/// "alguien invierta un punto de acción en cada una en reavivar el fuego": the chimney of his
/// room relit; both relit repair the sabotage. `Err` says why it failed.
fn relight(ctx: &mut Ctx, state: &mut State, p: &str, at: &str) -> Result<(), &'static str> {
    let (clock, phase) = (ctx.m.clock, ctx.m.phase);
    let map = &state.map;
    let here: Vec<String> = map
        .features
        .get(&Feature::Chimney)
        .into_iter()
        .flatten()
        .filter(|c| map.room_of(c) == map.room_of(at))
        .cloned()
        .collect();
    if here.is_empty() {
        return Err("place");
    }
    let Some(c) = &mut state.sabotage.chimneys else {
        return Err("none");
    };
    if here.iter().all(|h| c.done.contains(h)) {
        return Err("none");
    }
    for h in &here {
        if !c.done.contains(h) {
            c.done.push(h.clone());
        }
    }
    let all = state
        .map
        .features
        .get(&Feature::Chimney)
        .cloned()
        .unwrap_or_default();
    let left: Vec<String> = all
        .iter()
        .filter(|x| !c.done.contains(x))
        .cloned()
        .collect();
    let room = state.map.room_of(at).to_string();
    if left.is_empty() {
        state.sabotage.chimneys = None;
        state.sabotage.repaired(clock);
        ctx.public(
            RULE_REPAIR,
            Msg::new("among-us-repaired-chimneys").arg("phase", phase),
        );
    } else {
        ctx.public(
            RULE_REPAIR,
            Msg::new("among-us-relit-one")
                .arg("place", &room)
                .arg("left", left.join(", "))
                .arg("phase", phase),
        );
    }
    ctx.private(
        Kind::Applied,
        RULE_REPAIR,
        p,
        Msg::new("among-us-you-relit")
            .arg("place", room)
            .arg("phase", phase),
    );
    Ok(())
}

/// The dovecote repaired at the Palomar. `Err` says why it failed.
fn repair_dovecote(
    ctx: &mut Ctx,
    state: &mut State,
    p: &str,
    at: &str,
) -> Result<(), &'static str> {
    let (clock, phase) = (ctx.m.clock, ctx.m.phase);
    if !at_feature(state, Feature::Dovecote, at) {
        return Err("place");
    }
    if !state.sabotage.dovecote {
        return Err("none");
    }
    state.sabotage.dovecote = false;
    state.sabotage.repaired(clock);
    ctx.public(
        RULE_REPAIR,
        Msg::new("among-us-repaired-dovecote").arg("phase", phase),
    );
    ctx.private(
        Kind::Applied,
        RULE_REPAIR,
        p,
        Msg::new("among-us-you-repaired")
            .arg("kind", "dovecote")
            .arg("phase", phase),
    );
    Ok(())
}
/// "Una puerta bloqueada podrá ser desbloqueada mediante el gasto de un punto de acción": a
/// locked door of the place one stands in, named by the place beyond it or by its room.
fn unlock(ctx: &mut Ctx, state: &mut State, p: &str, at: &str, written: Option<&str>) {
    let clock = ctx.m.clock;
    let phase = ctx.m.phase;
    let map = &state.map;
    let mut doors: Vec<String> = map
        .around(at)
        .map(|(q, _, _)| q.to_string())
        .filter(|q| locked_door(state, at, q, clock))
        .collect();
    doors.sort();
    doors.dedup();
    let chosen: Vec<String> = match written {
        None => doors.clone(),
        Some(w) => {
            let key = super::super::manor::name_key(w);
            let by_room: Vec<String> = doors
                .iter()
                .filter(|q| {
                    super::super::manor::name_key(map.room_of(q)) == key
                        || super::super::manor::name_key(map.room_of(at)) == key
                })
                .cloned()
                .collect();
            match map.match_place(w, doors.iter().map(String::as_str)) {
                super::super::manor::PlaceMatch::One(q) => vec![q],
                _ => by_room,
            }
        }
    };
    let msg = match chosen.as_slice() {
        [one] => {
            let one = one.clone();
            open_door(state, at, &one, clock);
            ctx.private(
                Kind::Applied,
                RULE_DOORS,
                p,
                Msg::new("among-us-you-unlocked")
                    .arg("a", at)
                    .arg("b", &one)
                    .arg("phase", phase),
            );
            return;
        }
        [] => Msg::new("among-us-unlock-none")
            .arg("place", at)
            .arg("phase", phase),
        many => Msg::new("among-us-unlock-which")
            .arg("place", at)
            .arg("places", many.join(", "))
            .arg("phase", phase),
    };
    ctx.private(Kind::Failed, RULE_DOORS, p, msg);
}
/// "que, simultáneamente, alguien invierta una acción gratuita en cada verja para volver a
/// bloquear ambas": where each closer stands at the end of the phase.
pub(super) fn close_gates(ctx: &mut Ctx, state: &mut State, gates: &[String]) {
    let phase = ctx.m.phase;
    if gates.is_empty() {
        return;
    }
    let all = state
        .map
        .features
        .get(&Feature::Gate)
        .cloned()
        .unwrap_or_default();
    let mut closed: BTreeSet<String> = BTreeSet::new();
    let mut closers = Vec::new();
    for p in gates {
        let at = ctx.at(p);
        let why = if !ctx.able(p) {
            Some("unable")
        } else if !all.contains(&at) {
            Some("place")
        } else if state.sabotage.gates.is_none() {
            Some("none")
        } else {
            None
        };
        if let Some(why) = why {
            let msg = Msg::new("among-us-repair-failed")
                .arg("kind", "gates")
                .arg("phase", phase)
                .arg("place", &at)
                .arg("why", why);
            ctx.private(Kind::Failed, RULE_REPAIR, p, msg);
            continue;
        }
        closed.insert(at.clone());
        closers.push((p.clone(), at));
    }
    if closers.is_empty() {
        return;
    }
    let together = all.iter().all(|g| closed.contains(g));
    if together {
        state.sabotage.gates = None;
        state.sabotage.repaired(ctx.m.clock);
        ctx.public(
            RULE_REPAIR,
            Msg::new("among-us-repaired-gates").arg("phase", phase),
        );
    }
    for (p, at) in closers {
        let key = if together {
            "among-us-you-closed-gate"
        } else {
            "among-us-closed-alone"
        };
        let msg = Msg::new(key).arg("place", &at).arg("phase", phase);
        ctx.private(Kind::Applied, RULE_REPAIR, &p, msg);
    }
}
