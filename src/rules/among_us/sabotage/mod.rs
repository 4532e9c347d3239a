//! "Los Sabotajes": the five sabotages the impostors launch "desde cualquier punto del mapa",
//! alive or dead (bloquear puertas, apagar luces, apagar chimeneas, abrir verjas exteriores,
//! boicotear el palomar), their repairs, the shared cooldown ("Este cooldown afecta a todos los
//! Impostores (vivos o muertos)") and the two fatal ones ("si transcurren las 16 fases …
//! la partida termina y los Impostores ganan"). The state lives in `state.sabotage`
//! ([`Sabotage`]); the PM words in [`read`], what `check` refuses in [`check`], a phase's
//! play in [`play`] (its repairs in `repair`), the forms and the master's status in [`forms`].

pub mod check;
pub mod forms;
pub mod play;
pub mod read;
mod repair;

use super::manor::{Crossing, Feature, Manor};
use super::orders::Action;
use super::state::State;
use crate::core::game::Game;
use serde::{Deserialize, Serialize};

/// "hasta que hayan transcurrido 10 fases (3 rondas + 1 fase de cooldown)".
pub const COOLDOWN: u32 = 10;
/// "Los Vasallos tienen 16 fases (5 rondas + 1 fase de cooldown)".
pub const FATAL: u32 = 16;
/// "se desbloquean 5 fases después de haberlas bloqueado".
pub const LOCKED_FOR: u32 = 5;
/// "deberán gastar un punto de acción por cada 3 estancias que deseen bloquear".
pub const ROOMS_PER_POINT: usize = 3;

/// A sabotage or a repair, as a point of action. Adjacently tagged (`{act: lock, args:
/// [Capilla]}`): YAML cannot hold an enum tagged inside [`Action`]'s tag.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "act", content = "args")]
pub enum Act {
    /// "Bloquear Puertas": up to three rooms, in the order declared.
    Lock(Vec<String>),
    /// "Apagar Luces".
    Lights,
    /// "Apagar Chimeneas".
    Chimneys,
    /// "Abrir Verjas Exteriores".
    Gates,
    /// "Boicotear el Palomar".
    Dovecote,
    /// "Abrir puertas bloqueadas al coste de 1 punto de acción por puerta cerrada": the place
    /// beyond the door, or the locked room, as written.
    Unlock(Option<String>),
    /// "invertir un punto de acción en tomar un candelabro", in Luces.
    Candle,
    /// "que alguien invierta un punto de acción en cada una en reavivar el fuego".
    Relight,
    /// "mediante el gasto de un punto de acción en el palomar".
    Repair,
}

impl Act {
    /// A sabotage (an impostor's), not a repair.
    pub fn is_launch(&self) -> bool {
        matches!(
            self,
            Act::Lock(_) | Act::Lights | Act::Chimneys | Act::Gates | Act::Dovecote
        )
    }

    /// The selector of the sabotage messages (`among-us-sab-kind`).
    pub fn kind(&self) -> &'static str {
        match self {
            Act::Lock(_) | Act::Unlock(_) => "doors",
            Act::Lights | Act::Candle => "lights",
            Act::Chimneys | Act::Relight => "chimneys",
            Act::Gates => "gates",
            Act::Dovecote | Act::Repair => "dovecote",
        }
    }
}

/// The rooms locked by one point: "Todas las puertas bloqueadas de este modo se desbloquean 5
/// fases después".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lock {
    /// The room whose doors are locked (a double room is one: `Biblioteca`).
    pub room: String,
    /// The phase (on the clock) it was locked in; it holds the five phases after it.
    pub at: u32,
    /// The places beyond the doors opened by hand.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub open: Vec<String>,
}

/// "Las estancias permanecerán a oscuras hasta que las velas vuelvan a ser encendidas".
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lights {
    /// The rooms whose candles are out (`state.dark` is these, less a room with a lit
    /// chimney).
    #[serde(default)]
    pub unlit: Vec<String>,
    /// Who carries a lit candelabrum.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub carriers: Vec<String>,
    /// The first candelabrum has been taken: "se considera que la reparación del mismo es la
    /// acción de tomar el primer candelabro".
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub repaired: bool,
}

/// A fatal sabotage's countdown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Fatal {
    /// The last phase (on the clock) in which it may be repaired.
    pub deadline: u32,
    /// The chimneys already relit.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub done: Vec<String>,
}

/// `state.sabotage`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sabotage {
    /// The first phase (on the clock) in which a sabotage may be launched.
    #[serde(default = "first_phase")]
    pub from: u32,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub locks: Vec<Lock>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lights: Option<Lights>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chimneys: Option<Fatal>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gates: Option<Fatal>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub dovecote: bool,
}

/// "desde el inicio de partida": ten phases must pass after phase 0.
fn first_phase() -> u32 {
    super::timers::first_after(0, COOLDOWN)
}

impl Default for Sabotage {
    fn default() -> Self {
        Sabotage {
            from: first_phase(),
            locks: Vec::new(),
            lights: None,
            chimneys: None,
            gates: None,
            dovecote: false,
        }
    }
}

impl Sabotage {
    pub fn is_default(&self) -> bool {
        *self == Sabotage::default()
    }

    /// A sabotage launched and not yet repaired (door locks aside): the cooldown counts from
    /// "la reparación del último sabotaje cometido", so none may follow it.
    pub fn under_way(&self) -> Option<&'static str> {
        if self.lights.as_ref().is_some_and(|l| !l.repaired) {
            Some("lights")
        } else if self.chimneys.is_some() {
            Some("chimneys")
        } else if self.gates.is_some() {
            Some("gates")
        } else if self.dovecote {
            Some("dovecote")
        } else {
            None
        }
    }

    /// Doors locked in phase `clock`, or in it ("Mientras el bloqueo de puertas está activo,
    /// no se pueden realizar otros sabotajes").
    pub fn doors_locked(&self, clock: u32) -> bool {
        self.locks
            .iter()
            .any(|l| clock >= l.at && clock <= super::timers::last_of(l.at, LOCKED_FOR))
    }

    /// Whether `room`'s doors are under a lock in phase `clock` ("Todas las puertas bloqueadas
    /// de este modo se desbloquean 5 fases después de haberlas bloqueado").
    pub fn room_locked(&self, room: &str, clock: u32) -> bool {
        self.locks.iter().any(|l| {
            l.room == room && clock >= l.at && clock <= super::timers::last_of(l.at, LOCKED_FOR)
        })
    }

    /// "desde la reparación del último sabotaje cometido": the cooldown starts again.
    pub fn repaired(&mut self, clock: u32) {
        self.from = super::timers::first_after(clock, COOLDOWN);
    }
}

/// Whether a lock made in phase `l.at` holds in phase `clock`: from the phase after it, for
/// five phases ("5 fases después": the lock's own phase does not count, as for the kills).
pub fn holds(l: &Lock, clock: u32) -> bool {
    clock > l.at && clock <= super::timers::last_of(l.at, LOCKED_FOR)
}

/// The door between `a` and `b` is locked in phase `clock`.
pub fn locked_door(state: &State, a: &str, b: &str, clock: u32) -> bool {
    let map = &state.map;
    let door = map.around(a).any(|(p, k, _)| p == b && k == Crossing::Door);
    door && state.sabotage.locks.iter().any(|l| {
        holds(l, clock)
            && ((map.room_of(a) == l.room && !l.open.iter().any(|o| o == b))
                || (map.room_of(b) == l.room && !l.open.iter().any(|o| o == a)))
    })
}

/// Every room of the manor, once ("Todas las secciones de las estancias con más de una sección
/// … se encienden y se apagan al mismo tiempo"), the terrace and the garden included.
pub fn rooms(map: &Manor) -> Vec<String> {
    let mut out: Vec<String> = map
        .places
        .keys()
        .filter(|p| !map.has(Feature::CrystalBall, p))
        .map(|p| map.room_of(p).to_string())
        .collect();
    out.sort();
    out.dedup();
    out
}

/// The lockable rooms: "Capilla, Biblioteca, Recibidor, Luces, Salón de Invierno, Carruajes,
/// Alcoba Mago y Comedor".
/// `msg` with a list of rooms to be joined by the catalog with its "y" / "e" / "and": `rooms`
/// (all but the last, comma-separated), `last`, `count`, and `i` = `yes` where the last begins
/// with the sound of "i" (Spanish writes "e" for "y" there: "Comedor e Iglesia").
pub fn with_rooms(msg: crate::core::msg::Msg, rooms: &[String]) -> crate::core::msg::Msg {
    let (last, rest) = rooms
        .split_last()
        .map_or(("", &[][..]), |(l, r)| (l.as_str(), r));
    let lower = last.to_lowercase();
    let i_sound = (lower.starts_with('i') || lower.starts_with("hi"))
        && !lower.starts_with("ie")
        && !lower.starts_with("hie")
        && !lower.starts_with("hia");
    // Each room with its preposition and article: "las puertas de la Capilla, de Luces y del
    // Comedor", "vuelve la luz a la Cocina y al Comedor", "nella Cocina e nel Comedor".
    msg.names("of_rooms", "among-us-item-of", rooms)
        .names("to_rooms", "among-us-item-to", rooms)
        .names("in_rooms", "among-us-item-in", rooms)
        .arg("rooms", rest.join(", "))
        .arg("last", last)
        .arg("count", rooms.len())
        .arg("i", if i_sound { "yes" } else { "no" })
}

pub fn lockable(map: &Manor) -> Vec<String> {
    let mut out: Vec<String> = map
        .features
        .get(&Feature::Lockable)
        .into_iter()
        .flatten()
        .map(|p| map.room_of(p).to_string())
        .collect();
    out.dedup();
    out
}

/// `rooms` in the map's order of the lockable rooms ([`lockable`]), any other after them as
/// written: rooms locked or unlocked together are told in an order no PM chose.
pub fn in_map_order(map: &Manor, rooms: &[String]) -> Vec<String> {
    let order = lockable(map);
    let mut out = rooms.to_vec();
    out.sort_by_key(|r| order.iter().position(|o| o == r).unwrap_or(usize::MAX));
    out
}

/// The rooms of the chimneys still out.
fn cold_rooms(state: &State) -> Vec<String> {
    let map = &state.map;
    let Some(c) = &state.sabotage.chimneys else {
        return Vec::new();
    };
    map.features
        .get(&Feature::Chimney)
        .into_iter()
        .flatten()
        .filter(|p| !c.done.iter().any(|d| d == *p))
        .map(|p| map.room_of(p).to_string())
        .collect()
}

/// `state.dark` from the candles and the chimneys: "El Salón de Invierno y la Biblioteca no
/// pueden perder la iluminación mientras el fuego en la chimenea esté encendido o la luz de
/// las antorchas continúe". Leaves `dark` alone when no lights sabotage is under way.
pub fn settle_dark(state: &mut State) {
    let Some(lights) = &state.sabotage.lights else {
        return;
    };
    let map = &state.map;
    let cold = cold_rooms(state);
    let fire: Vec<String> = map
        .features
        .get(&Feature::Chimney)
        .into_iter()
        .flatten()
        .map(|p| map.room_of(p).to_string())
        .filter(|r| !cold.contains(r))
        .collect();
    let dark: Vec<String> = lights
        .unlit
        .iter()
        .filter(|r| !fire.contains(r))
        .cloned()
        .collect();
    state.dark = dark;
}

/// A scenario's or a game's sabotage state that cannot be played: rooms, places and
/// characters that do not exist.
pub fn problems(game: &Game, state: &State) -> Vec<crate::core::msg::Msg> {
    use crate::core::msg::Msg;
    let s = &state.sabotage;
    let map = &state.map;
    let mut out = Vec::new();
    let all_rooms = rooms(map);
    let lockable = lockable(map);
    for l in &s.locks {
        if !lockable.contains(&l.room) {
            out.push(
                Msg::new("among-us-err-not-lockable")
                    .arg("place", &l.room)
                    .arg("rooms", lockable.join(", ")),
            );
        }
        for o in &l.open {
            if !map.places.contains_key(o) {
                out.push(Msg::new("among-us-map-unknown-place").arg("place", o));
            }
        }
    }
    if let Some(lights) = &s.lights {
        for r in &lights.unlit {
            if !all_rooms.contains(r) {
                out.push(Msg::new("among-us-map-unknown-place").arg("place", r));
            }
        }
        for c in &lights.carriers {
            if game.player(c).is_none() {
                out.push(Msg::new("err-unknown-player").arg("name", c));
            }
        }
    }
    if let Some(c) = &s.chimneys {
        for d in &c.done {
            if !map.has(Feature::Chimney, d) {
                out.push(Msg::new("among-us-map-unknown-place").arg("place", d));
            }
        }
    }
    out
}

/// Whether an amended PM repeats a point already played: a door lock as written
/// (`la capilla`) is the one played (`Capilla`).
pub fn same_point(written: &Action, played: &Action) -> bool {
    use super::manor::name_key;
    match (written, played) {
        (Action::Sabotage(Act::Lock(a)), Action::Sabotage(Act::Lock(b))) => {
            a.len() == b.len() && a.iter().zip(b).all(|(x, y)| name_key(x) == name_key(y))
        }
        _ => written == played,
    }
}

impl State {
    /// "se inhabilitan todas las misiones hasta que el sabotaje sea reparado": no task stage
    /// can be done while this holds.
    pub fn dovecote_sabotaged(&self) -> bool {
        self.sabotage.dovecote
    }
}

#[cfg(test)]
mod tests;
