//! The powers of the special roles in a round: the Escurridizo in the secret passages, the
//! Cambiaformas' change of look, the Ángel Guardián's protection, the Ángel given to the first
//! vassal to die, and what a deliberation does to them. The round calls these at its fixed
//! points (the start of a phase, a kill, the end of the points, a call to deliberate); the
//! timers count phases on the clock: "al comienzo de la fase 21 desde que el Ángel
//! protegiese" — the event's own phase does not count (ruling 11 of the kills, the same).

pub mod check;
pub mod forms;
mod look;

pub use look::{change_seen, explain_seen, followed, shown_order, shown_to};

use super::orders::Action;
use super::seen::Moves;
use super::special::{Change, Disguise, Shield, Special};
use super::state::{Side, State};
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::trace::{Kind, Trace};
use std::collections::{BTreeMap, BTreeSet};

/// "Cuando se inicia la fase séptima desde que entrase, es expulsado": six phases after the
/// one he entered in, he is still inside.
pub const INSIDE: u32 = 6;
/// "Debe esperar 10 fases desde la última vez que abandonase un pasaje secreto"; "un tiempo
/// de recarga de su habilidad de 10 fases volviendo a estar disponible al comienzo de la
/// undécima fase": ready 11 phases after leaving or reverting.
pub const RECHARGE: u32 = 10;
/// "permanecerá con su nuevo aspecto por 10 fases".
pub const DISGUISE: u32 = 10;
/// "puede proteger durante 5 fases".
pub const SHIELD: u32 = 5;
/// "Al comienzo de la fase 21 desde que el Ángel protegiese".
pub const ANGEL_WAIT: u32 = 20;

/// The options where masters may read the rulebook otherwise.
pub fn option<'a>(game: &'a Game, key: &str, default: &'a str) -> &'a str {
    game.option(key).unwrap_or(default)
}

/// "el Escurridizo es capaz de utilizar los pasajes secretos del mapa como si de un Impostor
/// se tratase".
pub fn uses_passages(state: &State, player: &str) -> bool {
    state.special(player) == Some(Special::Escurridizo)
}

fn tell(trace: &mut Trace, rule: &str, to: &str, msg: Msg) {
    trace.add(Kind::Info, rule, msg).to(&[to]);
}

fn explain(trace: &mut Trace, rule: &str, msg: Msg) {
    trace.add(Kind::Info, rule, msg);
}

/// The start of a phase (`clock` is its number on the clock, `idx` its place in the points
/// held): last phase's changes of look are forgotten; a Cambiaformas whose ten phases are
/// over reverts, seen, and loses a point ("al comienzo de la undécima fase perderá de manera
/// forzosa un Punto de Acción y recuperará su aspecto original"); protections past their five
/// phases go; with `angel_shield=misma`, this phase's protections hold before the kills.
#[allow(clippy::too_many_arguments)]
pub fn phase_start(
    game: &Game,
    state: &mut State,
    trace: &mut Trace,
    points: &mut BTreeMap<String, Vec<Action>>,
    idx: usize,
    clock: u32,
    phase: u32,
) {
    state.powers.changes.clear();
    forced_returns(game, state, trace, points, idx, clock, phase);
    shields_over(game, state, trace, clock, phase);
    if option(game, "angel_shield", "siguiente") == "misma" {
        protections_first(game, state, trace, points, idx, clock, phase);
    }
}

/// "al comienzo de la undécima fase perderá de manera forzosa un Punto de Acción y recuperará
/// su aspecto original": each Cambiaformas whose ten phases are over, seen changing back; he
/// is told which point he lost, and his power recharges from then on.
fn forced_returns(
    game: &Game,
    state: &mut State,
    trace: &mut Trace,
    points: &mut BTreeMap<String, Vec<Action>>,
    idx: usize,
    clock: u32,
    phase: u32,
) {
    let over: Vec<(String, Disguise)> = state
        .powers
        .disguised
        .iter()
        .filter(|(_, d)| clock > d.until)
        .map(|(p, d)| (p.clone(), d.clone()))
        .collect();
    let shifted = option(game, "cambiaformas_return", "fase") == "ultimo";
    for (who, d) in over {
        state.powers.disguised.remove(&who);
        state.powers.changes.push(Change {
            who: who.clone(),
            at: clock,
            from: d.look.clone(),
            to: who.clone(),
        });
        state
            .powers
            .shift_from
            .insert(who.clone(), super::timers::first_after(clock, RECHARGE));
        // Which declared point is lost (open question): the one of this phase (default), or,
        // with `cambiaformas_return=ultimo`, his points from here on come one phase later and the
        // last one of the round is lost.
        let lost = match points.get_mut(&who) {
            Some(v) if idx < v.len() => {
                let lost = if shifted {
                    v.insert(idx, Action::Stay);
                    v.pop()
                } else {
                    Some(std::mem::replace(&mut v[idx], Action::Stay))
                };
                lost.filter(|a| *a != Action::Stay)
            }
            _ => None,
        };
        tell(
            trace,
            "rule-among-us-cambiaformas",
            &who,
            Msg::new("among-us-you-revert")
                .arg("player", &who)
                .arg("look", &d.look)
                .arg("phase", phase)
                .arg("lost", if lost.is_some() { "yes" } else { "no" }),
        );
    }
}

/// "puede proteger durante 5 fases … Pasado ese tiempo, la protección desaparecerá": the
/// protections past their five phases go, and their Ángel is told.
fn shields_over(game: &Game, state: &mut State, trace: &mut Trace, clock: u32, phase: u32) {
    let refunds = option(game, "angel_unused", "espera") == "devuelve";
    let (gone, kept): (Vec<Shield>, Vec<Shield>) = std::mem::take(&mut state.powers.shields)
        .into_iter()
        .partition(|s| s.until < clock);
    state.powers.shields = kept;
    for s in gone {
        // "Si en el tiempo de 5 fases … nadie intenta asesinarlo, su protección desaparece sin
        // consumirse": with `angel_unused=devuelve` the wait ends with it.
        if refunds {
            state.powers.protect_from.insert(s.by.clone(), clock);
        }
        tell(
            trace,
            "rule-among-us-angel",
            &s.by,
            Msg::new("among-us-shield-over")
                .arg("player", &s.who)
                .arg("phase", phase),
        );
    }
}

/// With `angel_shield=misma`, a protection declared for this phase holds from it, before the
/// kills of the phase.
fn protections_first(
    game: &Game,
    state: &mut State,
    trace: &mut Trace,
    points: &BTreeMap<String, Vec<Action>>,
    idx: usize,
    clock: u32,
    phase: u32,
) {
    let mine: Vec<(String, String)> = points
        .iter()
        .filter_map(|(p, v)| match v.get(idx) {
            Some(Action::Protect(t)) => Some((p.clone(), t.clone())),
            _ => None,
        })
        .collect();
    for (angel, target) in mine {
        protect(game, state, trace, &angel, &target, clock, clock, phase);
    }
}

/// "Cuando se inicia la fase séptima desde que entrase, es expulsado al exterior": out at the
/// start of the phase, seen as one leaving a passage; his point of the phase is played from
/// the room.
pub fn expel(
    state: &State,
    trace: &mut Trace,
    inside: &mut BTreeSet<String>,
    clock: u32,
    phase: u32,
) {
    for (who, until) in &state.powers.inside_until {
        if clock > *until && inside.remove(who) {
            tell(
                trace,
                "rule-among-us-escurridizo",
                who,
                Msg::new("among-us-expelled")
                    .arg("place", state.place(who))
                    .arg("phase", phase),
            );
        }
    }
}

/// A kill attempt on a shielded character: "Un intento de asesinato evitado gracias al Angel
/// Guardián sigue activando el tiempo de enfriamiento del Impostor": the shield goes, the
/// impostor's timer restarts (the caller's), nobody dies. The victim is not told ("no sabrán a
/// quién ni de quién").
pub fn repelled(
    state: &mut State,
    trace: &mut Trace,
    killer: &str,
    target: &str,
    clock: u32,
    phase: u32,
) -> bool {
    let Some(i) = state
        .powers
        .shields
        .iter()
        .position(|s| s.who == target && s.from <= clock && clock <= s.until)
    else {
        return false;
    };
    let shield = state.powers.shields.remove(i);
    state.powers.angel_saved = true;
    let rule = "rule-among-us-angel";
    let id = trace
        .add(
            Kind::Failed,
            rule,
            Msg::new("among-us-attack-repelled")
                .arg("player", target)
                .arg("phase", phase),
        )
        .actor(killer)
        .target(target)
        .to(&[killer])
        .id();
    trace
        .add(
            Kind::Info,
            rule,
            Msg::new("among-us-shield-saved")
                .arg("player", target)
                .arg("phase", phase),
        )
        .actor(&shield.by)
        .cause(id)
        .to(&[&shield.by]);
    explain(
        trace,
        rule,
        Msg::new("among-us-explain-shield")
            .arg("player", target)
            .arg("killer", killer)
            .arg("angel", &shield.by)
            .arg("from", shield.from)
            .arg("until", shield.until)
            .arg("clock", clock),
    );
    true
}

/// The Ángel shields `target` from `from` to `from + 4`; his wait starts ("no puede volver a
/// ser utilizada hasta que hayan transcurrido 20 fases completas").
#[allow(clippy::too_many_arguments)]
fn protect(
    game: &Game,
    state: &mut State,
    trace: &mut Trace,
    angel: &str,
    target: &str,
    from: u32,
    clock: u32,
    phase: u32,
) {
    let ready = state.powers.protect_from.get(angel).copied().unwrap_or(0);
    if state.special(angel) != Some(Special::AngelGuardian)
        || game.is_alive(angel)
        || !game.is_alive(target)
        || clock < ready
    {
        trace
            .add(
                Kind::Failed,
                "rule-among-us-angel",
                Msg::new("among-us-protect-failed")
                    .arg("player", target)
                    .arg("phase", phase),
            )
            .actor(angel)
            .to(&[angel]);
        return;
    }
    state.powers.shields.push(Shield {
        who: target.to_string(),
        by: angel.to_string(),
        from,
        // "durante 5 fases": the five phases from `from` (the phase after the protection's,
        // or its own with `angel_shield=misma`).
        until: super::timers::last_of(from.saturating_sub(1), SHIELD),
    });
    state.powers.protect_from.insert(
        angel.to_string(),
        super::timers::first_after(clock, ANGEL_WAIT),
    );
    trace
        .add(
            Kind::Applied,
            "rule-among-us-angel",
            Msg::new("among-us-you-protect")
                .arg("player", target)
                .arg("phase", phase),
        )
        .actor(angel)
        .target(target)
        .to(&[angel]);
}

/// After the points of a phase (`state.clock` is the phase's): the Escurridizo's passage
/// timers, the changes of look, the protections, the Ángel given to the first vassal to die.
/// A character changing his look is busy ("usando las habilidades especiales de un rol, sufre
/// un efecto de reducción de visibilidad").
pub fn after_act(
    game: &Game,
    state: &mut State,
    trace: &mut Trace,
    moves: &mut Moves,
    killed: &[String],
) {
    let clock = state.clock;
    let escurridizos: Vec<String> = state
        .specials
        .iter()
        .filter(|(_, s)| **s == Special::Escurridizo)
        .map(|(p, _)| p.clone())
        .collect();
    for p in escurridizos {
        let (was, is) = (moves.inside_start.contains(&p), moves.inside.contains(&p));
        if !was && is {
            state
                .powers
                .inside_until
                .insert(p.clone(), super::timers::last_of(clock, INSIDE));
        } else if was && !is {
            state.powers.inside_until.remove(&p);
            state
                .powers
                .passage_from
                .insert(p.clone(), super::timers::first_after(clock, RECHARGE));
        }
    }
    for ch in &state.powers.changes {
        moves.tasks.insert(ch.who.clone());
    }
    deaths(game, state, trace, killed);
}

/// The points of a phase that use a power, resolved with the other points ("se ejecutan
/// simultáneamente"): `me transformo en X` ("La transformación ocupa una fase en la cuál el
/// personaje permanecerá estático") and `protejo a X`.
pub fn powers(
    game: &Game,
    state: &mut State,
    trace: &mut Trace,
    moves: &mut Moves,
    actions: &[(String, Action)],
    phase: u32,
) {
    let clock = state.clock;
    let same = option(game, "angel_shield", "siguiente") == "misma";
    for (p, action) in actions {
        match action {
            Action::Transform(look) => {
                let ready = state.powers.shift_from.get(p).copied().unwrap_or(0);
                let ok = state.special(p) == Some(Special::Cambiaformas)
                    && game.is_alive(p)
                    && !moves.inside.contains(p)
                    && !state.powers.disguised.contains_key(p)
                    && clock >= ready
                    && look != p;
                if !ok {
                    trace
                        .add(
                            Kind::Failed,
                            "rule-among-us-cambiaformas",
                            Msg::new("among-us-transform-failed")
                                .arg("player", look)
                                .arg("phase", phase),
                        )
                        .actor(p)
                        .to(&[p]);
                    continue;
                }
                state.powers.disguised.insert(
                    p.clone(),
                    Disguise {
                        look: look.clone(),
                        until: super::timers::last_of(clock, DISGUISE),
                    },
                );
                state.powers.changes.push(Change {
                    who: p.clone(),
                    at: clock,
                    from: p.clone(),
                    to: look.clone(),
                });
                moves.tasks.insert(p.clone());
                trace
                    .add(
                        Kind::Applied,
                        "rule-among-us-cambiaformas",
                        Msg::new("among-us-you-transform")
                            .arg("player", look)
                            .arg("phase", phase)
                            .arg("count", DISGUISE),
                    )
                    .actor(p)
                    .target(look)
                    .to(&[p]);
            }
            Action::Protect(target) if !same => {
                protect(
                    game,
                    state,
                    trace,
                    p,
                    target,
                    clock.saturating_add(1),
                    clock,
                    phase,
                );
            }
            _ => {}
        }
    }
}

/// "El primer Vasallo en morir no se convierte en un fantasma más, sino en el Ángel
/// Guardián": the first vassal to die, whatever special role he had; of several dying in one
/// phase, one drawn from the seed (stream `angel`).
pub fn deaths(game: &Game, state: &mut State, trace: &mut Trace, died: &[String]) {
    if state.powers.angel_given {
        return;
    }
    let vassals: Vec<&String> = died
        .iter()
        .filter(|p| state.side(p) == Side::Vasallo)
        .collect();
    let angel = match vassals.as_slice() {
        [] => return,
        [one] => (*one).clone(),
        many => {
            let mut rng = crate::core::rng::GameRng::for_stream(game.seed, &game.phase, "angel");
            let i = rng.below(many.len() as u64).unwrap_or(0) as usize;
            many[i].clone()
        }
    };
    state.powers.angel_given = true;
    state.specials.insert(angel.clone(), Special::AngelGuardian);
    let rule = "rule-among-us-angel";
    trace
        .add(
            Kind::Info,
            rule,
            Msg::new("among-us-you-are-angel")
                .arg("role", Special::AngelGuardian.key())
                .arg("player", &angel),
        )
        .target(&angel)
        .to(&[&angel]);
    tell(
        trace,
        rule,
        &angel,
        Msg::new(super::special::power_key(Special::AngelGuardian)).arg("player", &angel),
    );
}

/// "Si durante este tiempo se llama a deliberación … el Cambiaformas recuperará su aspecto
/// original inmediatamente y sin posibles testigos"; "al comienzo de la siguiente deliberación
/// todos los personajes vivos sabrán que el Ángel Guardián ha protegido a alguien, aunque no
/// sabrán a quién ni de quién, ni tampoco cuántas veces".
pub fn deliberation_called(state: &mut State, trace: &mut Trace) {
    let disguised = std::mem::take(&mut state.powers.disguised);
    for (who, d) in disguised {
        tell(
            trace,
            "rule-among-us-cambiaformas",
            &who,
            Msg::new("among-us-you-revert-unseen")
                .arg("player", &who)
                .arg("look", &d.look),
        );
    }
    state.powers.changes.clear();
    state.powers.inside_until.clear();
    if std::mem::take(&mut state.powers.angel_saved) {
        trace
            .add(
                Kind::Info,
                "rule-among-us-angel",
                Msg::new("among-us-angel-protected"),
            )
            .public();
    }
}

/// "Tras terminar una deliberación, esta capacidad vuelve a estar disponible sin importar
/// cuantas fases han pasado desde su último uso" (the Escurridizo's and the Cambiaformas').
pub fn deliberation_over(state: &mut State) {
    state.powers.passage_from.clear();
    state.powers.shift_from.clear();
}

/// The master's `status`: who holds which special role, and the timers under way.
pub fn status(state: &State) -> Vec<Msg> {
    let clock = state.clock;
    let mut lines = Vec::new();
    for (p, s) in &state.specials {
        lines.push(
            Msg::new("among-us-status-special")
                .arg("player", p)
                .arg("role", s.key()),
        );
    }
    let p = &state.powers;
    for (who, d) in &p.disguised {
        lines.push(
            Msg::new("among-us-status-disguised")
                .arg("player", who)
                .arg("look", &d.look)
                .arg("until", d.until)
                .arg("clock", clock),
        );
    }
    for s in &p.shields {
        lines.push(
            Msg::new("among-us-status-shield")
                .arg("player", &s.who)
                .arg("from", s.from)
                .arg("until", s.until)
                .arg("clock", clock),
        );
    }
    lines
}
