//! What `check` refuses of a sabotage or a repair, point by point, from the state at the
//! phase's start and the PM's own earlier points: a vassal's sabotage ("Realizar sabotajes …
//! (sólo impostores)"), one from inside a passage ("no se podrán realizar acciones como
//! asesinar o sabotear"), in the cooldown, while doors are locked or another sabotage is under
//! way, rooms that cannot be locked or more than three to a point, a ghost's repair, a repair
//! away from its place. What depends on others' points of the same round (a sabotage another
//! impostor launches, a door someone opens) is decided when the phase is played.

use super::{Act, Lock, Sabotage, lockable};
use crate::core::msg::Msg;
use crate::rules::among_us::manor::{Feature, PlaceMatch};
use crate::rules::among_us::state::{Side, State};

/// A refusal: the message and its help line.
pub type Refusal = (Msg, &'static str);

/// Who declares the point, and where he is known to be.
pub struct Who<'a> {
    pub player: &'a str,
    pub ghost: bool,
    /// `None` after a `seguir`: where he ends depends on another.
    pub place: Option<&'a str>,
    pub inside: bool,
}

/// Whether the door locks wait for the cooldown (`--option door_cooldown=shared`) or stand
/// outside it (`exempt`, the default: "(excepto bloquear puertas)").
pub fn doors_exempt(option: Option<&str>) -> bool {
    option != Some("shared")
}

/// Why a sabotage cannot be launched in phase `clock` of the clock, if it cannot.
pub fn launch_refusal(
    s: &Sabotage,
    act: &Act,
    clock: u32,
    phase: u32,
    exempt_doors: bool,
) -> Option<Msg> {
    let door = matches!(act, Act::Lock(_));
    if !(door && exempt_doors) && clock < s.from {
        return Some(
            Msg::new("among-us-err-sabotage-cooldown")
                .arg("phase", phase)
                .arg("left", s.from - clock),
        );
    }
    if let Act::Lock(rooms) = act {
        // Ruled: a room whose doors are locked is not locked again (which would stretch its
        // lock): "Todas las puertas bloqueadas de este modo se desbloquean 5 fases después de
        // haberlas bloqueado".
        let again: Vec<String> = rooms
            .iter()
            .filter(|r| s.room_locked(r, clock))
            .cloned()
            .collect();
        if !again.is_empty() {
            return Some(super::with_rooms(
                Msg::new("among-us-err-doors-already-locked").arg("phase", phase),
                &again,
            ));
        }
        return None;
    }
    if s.doors_locked(clock) {
        return Some(Msg::new("among-us-err-sabotage-doors").arg("phase", phase));
    }
    s.under_way().map(|kind| {
        Msg::new("among-us-err-sabotage-under-way")
            .arg("phase", phase)
            .arg("kind", kind)
    })
}

/// The point as `check` accepts it (door locks with the rooms' names as the map writes them),
/// or why not. `sab` is the sabotage state as the PM's earlier points leave it.
pub fn point(
    state: &State,
    who: &Who,
    act: &Act,
    clock: u32,
    phase: u32,
    exempt_doors: bool,
    sab: &mut Sabotage,
) -> Result<Act, Refusal> {
    if act.is_launch() {
        launch(state, who, act, clock, phase, exempt_doors, sab)
    } else {
        repair(state, who, act, phase)
    }
}

/// A sabotage launched: by an impostor outside a passage, once the cooldown allows it; what it
/// leaves for the PM's next points.
fn launch(
    state: &State,
    who: &Who,
    act: &Act,
    clock: u32,
    phase: u32,
    exempt_doors: bool,
    sab: &mut Sabotage,
) -> Result<Act, Refusal> {
    let help = "among-us-help-sabotage";
    if state.side(who.player) != Side::Impostor {
        return Err((Msg::new("among-us-err-sabotage-vassal"), help));
    }
    if who.inside {
        return Err((Msg::new("among-us-err-sabotage-inside"), help));
    }
    let act = match act {
        Act::Lock(written) => Act::Lock(lock_rooms(state, written)?),
        other => other.clone(),
    };
    if let Some(msg) = launch_refusal(sab, &act, clock, phase, exempt_doors) {
        return Err((msg, help));
    }
    // What this point leaves for the PM's next ones.
    match &act {
        Act::Lock(rooms) => sab.locks.extend(rooms.iter().map(|r| Lock {
            room: r.clone(),
            at: clock,
            open: Vec::new(),
        })),
        Act::Lights => {
            sab.lights = Some(super::Lights::default());
        }
        Act::Chimneys | Act::Gates => {
            let fatal = Some(super::Fatal {
                deadline: clock,
                done: Vec::new(),
            });
            if act == Act::Chimneys {
                sab.chimneys = fatal;
            } else {
                sab.gates = fatal;
            }
        }
        _ => sab.dovecote = true,
    }
    Ok(act)
}

/// "Reparar sabotajes a coste de 1 punto de acción por sabotaje reparado": the living, outside
/// a passage, where the repair is done (Luces, a chimney, the Palomar).
fn repair(state: &State, who: &Who, act: &Act, phase: u32) -> Result<Act, Refusal> {
    if who.ghost {
        return Err((
            Msg::new("among-us-err-repair-ghost"),
            "among-us-help-repair",
        ));
    }
    if who.inside {
        return Err((Msg::new("among-us-err-inside"), "among-us-help-repair"));
    }
    let need = match act {
        Act::Candle => Some(Feature::Lights),
        Act::Relight => Some(Feature::Chimney),
        Act::Repair => Some(Feature::Dovecote),
        _ => None,
    };
    if let (Some(feature), Some(at)) = (need, who.place)
        && !at_feature(state, feature, at)
    {
        let places = state
            .map
            .features
            .get(&feature)
            .map(|l| l.join(", "))
            .unwrap_or_default();
        return Err((
            Msg::new("among-us-err-repair-where")
                .arg("kind", act.kind())
                .arg("place", at)
                .arg("places", places)
                .arg("phase", phase),
            "among-us-help-repair",
        ));
    }
    Ok(act.clone())
}

/// Whether `at` is in the room of a place carrying `feature` (a chimney of the Biblioteca
/// is relit from either section).
pub fn at_feature(state: &State, feature: Feature, at: &str) -> bool {
    let map = &state.map;
    map.features
        .get(&feature)
        .into_iter()
        .flatten()
        .any(|p| map.room_of(p) == map.room_of(at))
}

/// The rooms of a lock, as the map names them: lockable, at most three, none twice.
fn lock_rooms(state: &State, written: &[String]) -> Result<Vec<String>, Refusal> {
    let help = "among-us-help-lock";
    let map = &state.map;
    let lockable = lockable(map);
    if written.len() > super::ROOMS_PER_POINT {
        return Err((
            Msg::new("among-us-err-lock-too-many").arg("count", written.len()),
            help,
        ));
    }
    let mut out = Vec::new();
    for w in written {
        let key = super::super::manor::name_key(w);
        let room = lockable
            .iter()
            .find(|r| super::super::manor::name_key(r) == key)
            .cloned()
            .or_else(|| {
                let places = map
                    .features
                    .get(&Feature::Lockable)
                    .into_iter()
                    .flatten()
                    .map(String::as_str);
                match map.match_place(w, places) {
                    PlaceMatch::One(p) => Some(map.room_of(&p).to_string()),
                    _ => None,
                }
            });
        let Some(room) = room else {
            let all = map.places.keys().map(String::as_str);
            let known = !matches!(map.match_place(w, all), PlaceMatch::None)
                || map.places.values().any(|p| {
                    p.room
                        .as_deref()
                        .is_some_and(|r| super::super::manor::name_key(r) == key)
                });
            let key = if known {
                "among-us-err-not-lockable"
            } else {
                "among-us-move-unknown"
            };
            return Err((
                Msg::new(key)
                    .arg("place", w)
                    .arg("rooms", lockable.join(", ")),
                help,
            ));
        };
        if !out.contains(&room) {
            out.push(room);
        }
    }
    Ok(out)
}
