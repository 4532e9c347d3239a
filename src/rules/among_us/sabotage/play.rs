//! A phase's sabotages and repairs, played after the moves: the door locks that hold ("al
//! menos servirá para retrasar el movimiento de los Vasallos una fase por cada puerta
//! bloqueada a atravesar") and end ("se desbloquean 5 fases después"), the sabotages launched
//! (in roster order, each against what the ones before it left), the repairs, the gates closed
//! together, the candelabra handed on and the rooms they light, the countdowns told.

use super::check::{doors_exempt, launch_refusal};
use super::{Act, Fatal, Lights, Lock, holds, locked_door, rooms, settle_dark};
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::trace::{Kind, Trace};
use crate::rules::among_us::manor::Feature;
use crate::rules::among_us::orders::Action;
use crate::rules::among_us::state::State;
use crate::rules::among_us::walk;
use std::collections::{BTreeMap, BTreeSet};

const RULE: &str = "rule-among-us-sabotage";
pub(super) const RULE_REPAIR: &str = "rule-among-us-repair";
pub(super) const RULE_DOORS: &str = "rule-among-us-doors";
pub(super) const RULE_CANDLE: &str = "rule-among-us-candle";

/// Whether a living character crosses from `from` to `to` in phase `clock`: not through a
/// locked door ("al coste de 1 punto de acción por puerta desbloqueada"). Ghosts pass ("Los
/// fantasmas no tienen limitaciones habituales al movimiento").
pub fn passable(state: &State, from: &str, to: &str, ghost: bool, clock: u32) -> bool {
    ghost || !locked_door(state, from, to, clock)
}

/// Everyone's places at the start and the end of the phase.
pub struct Moves<'a> {
    pub start: &'a BTreeMap<String, String>,
    pub end: &'a BTreeMap<String, String>,
    pub inside_start: &'a BTreeSet<String>,
    pub inside: &'a BTreeSet<String>,
    pub killed: &'a [String],
    /// The phase on the clock, and in the round.
    pub clock: u32,
    pub phase: u32,
}

pub(super) struct Ctx<'a> {
    pub(super) game: &'a Game,
    pub(super) trace: &'a mut Trace,
    pub(super) m: &'a Moves<'a>,
}

impl Ctx<'_> {
    pub(super) fn private(&mut self, kind: Kind, rule: &str, to: &str, msg: Msg) {
        self.trace.add(kind, rule, msg).actor(to).to(&[to]);
    }

    pub(super) fn public(&mut self, rule: &str, msg: Msg) {
        self.trace.add(Kind::Applied, rule, msg).public();
    }

    pub(super) fn at(&self, p: &str) -> String {
        self.m.end.get(p).cloned().unwrap_or_default()
    }

    /// Alive at the phase's end and not inside a passage.
    pub(super) fn able(&self, p: &str) -> bool {
        self.game.is_alive(p)
            && !self.m.killed.iter().any(|k| k == p)
            && !self.m.inside_start.contains(p)
            && !self.m.inside.contains(p)
    }
}

/// Plays the phase's sabotages and repairs. `points` is every character's point of the phase;
/// `gates`, who closes a gate in it.
pub fn play(
    game: &Game,
    state: &mut State,
    trace: &mut Trace,
    points: &[(String, Action)],
    gates: &[String],
    m: &Moves,
) {
    let mut ctx = Ctx { game, trace, m };
    if let Some(l) = &mut state.sabotage.lights {
        l.carriers
            .retain(|c| game.is_alive(c) && !m.killed.contains(c));
    }
    blocked_moves(&mut ctx, state, points);
    for (p, action) in points {
        if let Action::Sabotage(act) = action
            && act.is_launch()
        {
            launch(&mut ctx, state, p, act);
        }
    }
    for (p, action) in points {
        if let Action::Sabotage(act) = action
            && !act.is_launch()
        {
            super::repair::repair(&mut ctx, state, p, act);
        }
    }
    super::repair::close_gates(&mut ctx, state, gates);
    candles(&mut ctx, state);
    settle_dark(state);
    unlock_in_time(&mut ctx, state);
    countdowns(&mut ctx, state);
}

/// "Desplazarse … al coste de 1 punto de acción por puerta desbloqueada": a move into a locked
/// door fails and is told; with `--option locked_move=unlock` the point opens the door instead.
fn blocked_moves(ctx: &mut Ctx, state: &mut State, points: &[(String, Action)]) {
    let unlock = ctx.game.option("locked_move") == Some("unlock");
    let mut opened = Vec::new();
    for (p, action) in points {
        let Action::Move(way) = action else { continue };
        if !ctx.game.is_alive(p) || ctx.m.killed.contains(p) || ctx.m.inside_start.contains(p) {
            continue;
        }
        let from = ctx.m.start.get(p).cloned().unwrap_or_default();
        let Ok(to) = walk::destination(&state.map, &from, way, false) else {
            continue;
        };
        if !locked_door(state, &from, &to, ctx.m.clock) || ctx.at(p) != from {
            continue;
        }
        let key = if unlock {
            opened.push((from.clone(), to.clone()));
            "among-us-locked-move-opens"
        } else {
            "among-us-locked-move"
        };
        let msg = Msg::new(key)
            .arg("from", &from)
            .arg("to", &to)
            .arg("phase", ctx.m.phase);
        ctx.private(Kind::Failed, RULE_DOORS, p, msg);
    }
    for (a, b) in opened {
        open_door(state, &a, &b, ctx.m.clock);
    }
}

/// Opens the door between `a` and `b` for the locks that hold it.
pub(super) fn open_door(state: &mut State, a: &str, b: &str, clock: u32) {
    let (ra, rb) = (
        state.map.room_of(a).to_string(),
        state.map.room_of(b).to_string(),
    );
    for l in state.sabotage.locks.iter_mut().filter(|l| holds(l, clock)) {
        if l.room == ra && !l.open.iter().any(|o| o == b) {
            l.open.push(b.to_string());
        }
        if l.room == rb && !l.open.iter().any(|o| o == a) {
            l.open.push(a.to_string());
        }
    }
}

fn launch(ctx: &mut Ctx, state: &mut State, p: &str, act: &Act) {
    let (clock, phase) = (ctx.m.clock, ctx.m.phase);
    let exempt = doors_exempt(ctx.game.option("door_cooldown"));
    let refusal = if ctx.m.inside_start.contains(p) {
        Some(Msg::new("among-us-err-sabotage-inside"))
    } else {
        launch_refusal(&state.sabotage, act, clock, phase, exempt)
    };
    if let Some(why) = refusal {
        ctx.private(Kind::Failed, RULE, p, why);
        return;
    }
    let s = &mut state.sabotage;
    // "momento en que los candelabros tomados con anterioridad se apagarán"
    // (`--option candelabra_out=any`: at any sabotage; by default at the next lights one).
    let any = ctx.game.option("candelabra_out") == Some("any");
    if let Some(l) = &mut s.lights
        && any
        && !l.carriers.is_empty()
    {
        l.carriers.clear();
        ctx.public(RULE_CANDLE, Msg::new("among-us-candles-out"));
    }
    let public = match act {
        Act::Lock(written) => {
            // "Bloquear puertas": the rooms locked with one point are locked together, so they
            // are told in the map's order, never in the order the impostor's PM named them.
            let rooms = &super::in_map_order(&state.map, written);
            for room in rooms {
                s.locks.retain(|l| &l.room != room);
                s.locks.push(Lock {
                    room: room.clone(),
                    at: clock,
                    open: Vec::new(),
                });
            }
            super::with_rooms(Msg::new("among-us-sabotage-doors"), rooms)
                .arg("phase", phase)
                .arg("left", super::LOCKED_FOR)
        }
        Act::Lights => {
            let had = s.lights.as_ref().is_some_and(|l| !l.carriers.is_empty());
            s.lights = Some(Lights {
                unlit: rooms(&state.map),
                carriers: Vec::new(),
                repaired: false,
            });
            if had {
                ctx.public(RULE_CANDLE, Msg::new("among-us-candles-out"));
            }
            Msg::new("among-us-sabotage-lights").arg("phase", phase)
        }
        Act::Chimneys | Act::Gates => {
            let fatal = Some(Fatal {
                deadline: crate::rules::among_us::timers::last_of(clock, super::FATAL),
                done: Vec::new(),
            });
            if *act == Act::Chimneys {
                s.chimneys = fatal;
            } else {
                s.gates = fatal;
            }
            Msg::new("among-us-sabotage-fatal")
                .arg("kind", act.kind())
                .arg("phase", phase)
                .arg("left", super::FATAL)
        }
        _ => {
            s.dovecote = true;
            Msg::new("among-us-sabotage-dovecote").arg("phase", phase)
        }
    };
    ctx.public(RULE, public);
    let mine = Msg::new("among-us-you-sabotaged")
        .arg("kind", act.kind())
        .arg("phase", phase);
    ctx.private(Kind::Applied, RULE, p, mine);
}

/// "entregará automáticamente y como acción gratuita la luz a cualquier otro personaje con el
/// que se cruce … irán encendiendo luces a su paso (quieran o no quieran)": whoever ends the
/// phase where a carrier ends it, or (by default) crosses one on the way, carries one too; every
/// room a carrier passes is lit, all its sections at once.
fn candles(ctx: &mut Ctx, state: &mut State) {
    let m = ctx.m;
    let crossing = ctx.game.option("candelabra_pass") != Some("place");
    let Some(lights) = &mut state.sabotage.lights else {
        return;
    };
    let place = |map: &BTreeMap<String, String>, p: &str| map.get(p).cloned().unwrap_or_default();
    let able =
        |p: &str| ctx.game.is_alive(p) && !m.killed.iter().any(|k| k == p) && !m.inside.contains(p);
    let mut carriers: BTreeSet<String> = lights.carriers.iter().cloned().collect();
    loop {
        let mut new = Vec::new();
        for p in ctx.game.players.iter().map(|p| p.name.as_str()) {
            if carriers.contains(p) || !able(p) {
                continue;
            }
            let meets = carriers.iter().any(|c| {
                let same = place(m.end, c) == place(m.end, p) && !m.inside.contains(c);
                let crossed = crossing
                    && place(m.start, c) == place(m.end, p)
                    && place(m.end, c) == place(m.start, p)
                    && place(m.start, p) != place(m.end, p);
                same || crossed
            });
            if meets {
                new.push(p.to_string());
            }
        }
        if new.is_empty() {
            break;
        }
        for p in new {
            let msg = Msg::new("among-us-given-candle").arg("phase", m.phase);
            ctx.trace
                .add(Kind::Applied, RULE_CANDLE, msg)
                .target(&p)
                .to(&[&p]);
            carriers.insert(p);
        }
    }
    let map = &state.map;
    let mut lit = Vec::new();
    for c in &carriers {
        if m.inside.contains(c) {
            continue;
        }
        for at in [place(m.start, c), place(m.end, c)] {
            let room = map.room_of(&at).to_string();
            if lights.unlit.contains(&room) {
                lights.unlit.retain(|r| *r != room);
                lit.push(room);
            }
        }
    }
    lights.carriers = ctx
        .game
        .players
        .iter()
        .map(|p| p.name.clone())
        .filter(|p| carriers.contains(p))
        .collect();
    if !lit.is_empty() {
        lit.sort();
        // For the master only: where the light comes back tells where a carrier went.
        ctx.trace.add(
            Kind::Applied,
            RULE_CANDLE,
            super::with_rooms(Msg::new("among-us-rooms-lit"), &lit).arg("phase", m.phase),
        );
    }
    if lights.unlit.is_empty() {
        state.sabotage.lights = None;
        state.dark.clear();
    }
}

/// "Todas las puertas bloqueadas de este modo se desbloquean 5 fases después de haberlas
/// bloqueado si no han sido desbloqueadas manualmente antes".
fn unlock_in_time(ctx: &mut Ctx, state: &mut State) {
    let clock = ctx.m.clock;
    let (gone, kept): (Vec<Lock>, Vec<Lock>) = std::mem::take(&mut state.sabotage.locks)
        .into_iter()
        .partition(|l| crate::rules::among_us::timers::last_of(l.at, super::LOCKED_FOR) <= clock);
    state.sabotage.locks = kept;
    if !gone.is_empty() {
        let gone: Vec<String> = gone.into_iter().map(|l| l.room).collect();
        let rooms = super::in_map_order(&state.map, &gone);
        ctx.public(
            RULE_DOORS,
            super::with_rooms(Msg::new("among-us-doors-unlocked"), &rooms)
                .arg("phase", ctx.m.phase),
        );
    }
}

/// The fatal countdowns, told every phase.
fn countdowns(ctx: &mut Ctx, state: &State) {
    for (kind, f) in [
        ("chimneys", &state.sabotage.chimneys),
        ("gates", &state.sabotage.gates),
    ] {
        if let Some(f) = f
            && f.deadline > ctx.m.clock
        {
            ctx.public(
                RULE,
                Msg::new("among-us-sabotage-left")
                    .arg("kind", kind)
                    .arg("left", f.deadline - ctx.m.clock)
                    .arg("phase", ctx.m.phase),
            );
        }
    }
}

/// "si transcurren las 16 fases desde que iniciase el sabotaje y queda al menos una chimenea
/// sin reavivar … los Impostores ganan"; likewise the gates: the ending's message, if one has
/// run out.
pub fn fatal(state: &State) -> Option<Msg> {
    let s = &state.sabotage;
    if let Some(c) = &s.chimneys
        && state.clock >= c.deadline
    {
        let all = state
            .map
            .features
            .get(&Feature::Chimney)
            .cloned()
            .unwrap_or_default();
        let left: Vec<String> = all.into_iter().filter(|x| !c.done.contains(x)).collect();
        return Some(
            Msg::new("among-us-win-fatal")
                .arg("kind", "chimneys")
                .arg("left", left.join(", ")),
        );
    }
    if let Some(g) = &s.gates
        && state.clock >= g.deadline
    {
        return Some(
            Msg::new("among-us-win-fatal")
                .arg("kind", "gates")
                .arg("left", ""),
        );
    }
    None
}

/// "desde el final de una deliberación": the cooldown starts again. The darkness, the
/// candelabra, the locks and the countdowns stay: only a repair ends a sabotage.
pub fn after_deliberation(state: &mut State) {
    let from = crate::rules::among_us::timers::first_after(state.clock, super::COOLDOWN);
    state.sabotage.from = state.sabotage.from.max(from);
}
