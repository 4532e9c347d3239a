//! What each character saw in a phase, in his private report, in the order it happened:
//! where he was, who he saw and from where they came or where they went ("verá la dirección
//! en la que los jugadores entren o salgan … en el transcurso de las fases en las que el
//! jugador permanezca en la estancia con visibilidad"), the bodies in sight, a presence in
//! the dark, a passage heard, and the encounters ("Siempre que las acciones declaradas lleven
//! a la coincidencia de dos o más jugadores en una misma estancia/sección"). Who met someone
//! or saw someone come into sight may amend ("cuando las acciones declaradas lleven a que un
//! jugador entre en el campo de visión de otro"; one going out of sight is told, and opens
//! nothing); who saw a body come into sight may report it.

use super::sight::{Sight, Viewer};
use super::state::{Side, State};
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::trace::{Kind, Trace};
use std::collections::{BTreeMap, BTreeSet};

/// Everyone's place at the start and the end of a phase.
pub struct Moves {
    pub start: BTreeMap<String, String>,
    pub end: BTreeMap<String, String>,
    pub inside_start: BTreeSet<String>,
    pub inside: BTreeSet<String>,
    /// Who spent the phase on a task or an object ("sufre un efecto de reducción de
    /// visibilidad").
    pub tasks: BTreeSet<String>,
    /// The objects used, and what the crystal ball showed.
    pub objects: super::objects::InUse,
    /// The rooms without light at the phase's start: what one had in sight before the phase
    /// is seen in that light, so a candelabrum carried in brings people into sight.
    pub dark_start: Vec<String>,
}

#[derive(Debug, Default)]
pub struct Notices {
    /// The living who met someone, saw someone come into sight or saw a kill.
    pub noticed: Vec<String>,
    /// The living who saw a body come into sight.
    pub bodies: Vec<String>,
    /// The encounters of the phase, for the master: the scenes to open.
    pub encounters: Vec<super::state::Encounter>,
}

/// The form of a name in a list of people: as it is (a look, or "alguien con tu aspecto").
const PERSON: &str = "among-us-item-person";

impl Notices {
    /// Those who saw a kill are noticed too, whether or not they still have the body in sight
    /// (one who saw it and walked away in the same phase); roster order.
    pub fn witnessed(&mut self, game: &Game, witnesses: &[String]) {
        self.noticed = game
            .players
            .iter()
            .map(|p| &p.name)
            .filter(|p| self.noticed.contains(p) || witnesses.contains(p))
            .cloned()
            .collect();
    }
}

fn info(trace: &mut Trace, rule: &str, to: &str, msg: Msg) {
    trace.add(Kind::Info, rule, msg).to(&[to]);
}

pub fn report(
    game: &Game,
    state: &State,
    trace: &mut Trace,
    moves: &Moves,
    phase: u32,
    killed: &[String],
) -> Notices {
    let sight = Sight::new(&state.map);
    let dark = |p: &str| state.is_dark(p);
    // "Lo mismo sucederá cuando las acciones declaradas lleven a que un jugador entre en el
    // campo de visión de otro": one lit by a candelabrum this phase comes into sight.
    let dark_before = |p: &str| state.dark_in(&moves.dark_start, p);
    let mut notices = Notices::default();
    let place = |map: &BTreeMap<String, String>, p: &str| map.get(p).cloned().unwrap_or_default();
    let players: Vec<&str> = game.players.iter().map(|p| p.name.as_str()).collect();
    // Looked up for every pair: the living by name, and the order others are told in (the same
    // for every observer).
    let living: BTreeSet<&str> = game
        .players
        .iter()
        .filter(|p| p.alive)
        .map(|p| p.name.as_str())
        .collect();
    let is_alive = |p: &str| living.contains(p);
    let shown_order = super::roles::shown_order(game, state, &players, "");
    let mut noticed = BTreeSet::new();
    for &v in &players {
        if killed.iter().any(|k| k == v) {
            continue;
        }
        let alive = is_alive(v);
        let who = |inside: &BTreeSet<String>, reduced: bool| Viewer {
            immune: !alive || state.side(v) == Side::Impostor,
            ghost: !alive,
            reduced: reduced && alive,
            in_passage: inside.contains(v),
        };
        let (a, b) = (place(&moves.start, v), place(&moves.end, v));
        let moved = a != b;
        let mut before = sight.view(&a, who(&moves.inside_start, false), &dark_before);
        let mut now = sight.view(&b, who(&moves.inside, moves.tasks.contains(v)), &dark);
        // "tiene visibilidad completa sobre dichas estancias (incluso si estas se encuentran
        // sin iluminación) y visibilidad reducida de la Alcoba del Mago … No tiene visibilidad
        // sobre las estancias adyacentes a las estancias observadas".
        let ball = moves.objects.views.get(v);
        if let Some(views) = ball {
            now.places = views.clone();
            if let Some(prev) = moves.objects.views_before.get(v) {
                before.places = prev.clone();
            }
        }
        let rule = "rule-among-us-sight";
        let here = if moved {
            Msg::new("among-us-you-moved").arg("from", &a).arg("to", &b)
        } else {
            Msg::new("among-us-you-at").arg("place", &b)
        };
        info(trace, rule, v, here.arg("phase", phase));
        // The living never see ghosts; nobody sees into a passage.
        let visible_at = |c: &str,
                          places: &[String],
                          inside: &BTreeSet<String>,
                          at: &BTreeMap<String, String>| {
            c != v
                && (!alive || is_alive(c) || killed.iter().any(|k| k == c))
                && !inside.contains(c)
                && places.contains(&place(at, c))
        };
        if now.felt {
            let felt: Vec<&str> = players
                .iter()
                .copied()
                .filter(|&c| {
                    c != v && is_alive(c) && !moves.inside.contains(c) && place(&moves.end, c) == b
                })
                .collect();
            // "no sabrá quién es ni por dónde entró": only of those who did come in this
            // phase; one who was already there entered nowhere.
            let entered = felt
                .iter()
                .filter(|&&c| place(&moves.start, c) != b || moves.inside_start.contains(c))
                .count();
            if !felt.is_empty() {
                info(
                    trace,
                    rule,
                    v,
                    Msg::new("among-us-felt")
                        .arg("count", felt.len())
                        .arg("entered", entered)
                        .arg("place", &b),
                );
            }
        }
        // Those seen standing where they are, one line a place: "Ves a Ana, Fede y Gino en …".
        let mut standing: Vec<(String, String, Vec<String>)> = Vec::new();
        for &c in &shown_order {
            if c == v || killed.iter().any(|k| k == c) {
                continue;
            }
            let (ca, cb) = (place(&moves.start, c), place(&moves.end, c));
            let c_moved = ca != cb;
            // A passage opening in his place: heard in the dark, seen in the light.
            let opened = moves.inside_start.contains(c) != moves.inside.contains(c) && cb == b;
            // "While disguised he appears to everyone under the borrowed identity"; to the
            // one whose look he wears, as someone with his look.
            let shown = super::roles::shown_to(state, v, c);
            let shown = shown.as_str();
            if opened && now.felt {
                info(
                    trace,
                    rule,
                    v,
                    Msg::new("among-us-heard-passage").arg("place", &b),
                );
            } else if opened && now.places.contains(&b) && (!alive || is_alive(c)) {
                let key = if moves.inside.contains(c) {
                    "among-us-saw-enter-passage"
                } else {
                    "among-us-saw-exit-passage"
                };
                info(
                    trace,
                    rule,
                    v,
                    Msg::new(key).arg("player", shown).arg("place", &b),
                );
            }
            let seen_now = visible_at(c, &now.places, &moves.inside, &moves.end);
            let seen_before = visible_at(c, &before.places, &moves.inside_start, &moves.start);
            // "dos personajes que atraviesan una puerta en sentidos opuestos": both pass and
            // see each other.
            let crossed = moved
                && c_moved
                && ca == b
                && cb == a
                && !moves.inside.contains(c)
                && (!alive || is_alive(c));
            if crossed {
                // In the dark on both sides of the door he "notará la presencia … pero no
                // sabrá quién es".
                let msg = match before.felt && now.felt {
                    true => Msg::new("among-us-crossed-dark"),
                    false => Msg::new("among-us-crossed").arg("player", shown),
                };
                info(trace, rule, v, msg.arg("a", &a).arg("b", &b));
                seen_because(trace, (v, c, &a), "crossed", false);
                if alive && is_alive(c) {
                    noticed.insert(v);
                }
            }
            if seen_now {
                let viewer = who(&moves.inside, moves.tasks.contains(v));
                explain_sighting(
                    trace,
                    &sight,
                    state,
                    (v, &b),
                    (c, &cb),
                    viewer,
                    ball.is_some(),
                );
                super::roles::explain_seen(trace, state, v, c);
                let change = super::roles::change_seen(trace, state, v, c, &cb);
                let msg = if let Some(change) = change {
                    change
                } else if !moved && c_moved {
                    if now.places.contains(&ca) && !moves.inside_start.contains(c) {
                        Msg::new("among-us-saw-cross")
                            .arg("player", shown)
                            .arg("from", &ca)
                            .arg("to", &cb)
                    } else {
                        Msg::new("among-us-saw-enter")
                            .arg("player", shown)
                            .arg("place", &cb)
                            .arg("from", &ca)
                    }
                } else if moved && c_moved && cb == b {
                    // "Simultáneamente ingresan en la Biblioteca Sir Pepito Pérez procedente
                    // del pasillo sur y Lady Pascuala Portillo procedente de Biblioteca
                    // (sección Este)".
                    Msg::new("among-us-saw-enter-with")
                        .arg("player", shown)
                        .arg("place", &cb)
                        .arg("from", &ca)
                } else if let Some(u) = moves.objects.using.get(c) {
                    Msg::new("among-us-saw-using")
                        .arg("player", shown)
                        .arg("place", &cb)
                        .arg("object", u.name())
                } else if !c_moved && state.tasks.any_at(&cb) {
                    // "Cuando un personaje … permanezca inmóvil en una estancia en la que
                    // pudiera haber una tarea … se narrará … que está interactuando con los
                    // objetos involucrados en alguna tarea de la sala".
                    Msg::new("among-us-saw-stay")
                        .arg("player", shown)
                        .arg("place", &cb)
                } else {
                    Msg::new("among-us-saw-at")
                        .arg("player", shown)
                        .arg("place", &cb)
                };
                let still = ["among-us-saw-at", "among-us-saw-stay"].contains(&msg.key.as_str());
                if still {
                    let place = msg.args.get("place").cloned().unwrap_or_default();
                    match standing
                        .iter_mut()
                        .find(|(k, p, _)| *k == msg.key && *p == place)
                    {
                        Some((_, _, names)) => names.push(shown.to_string()),
                        None => standing.push((msg.key.clone(), place, vec![shown.to_string()])),
                    }
                } else {
                    info(trace, rule, v, msg);
                }
                if !seen_before && alive && is_alive(c) {
                    noticed.insert(v);
                }
            } else if is_alive(c) && c != v {
                explain_hidden(
                    trace,
                    &sight,
                    state,
                    v,
                    c,
                    &b,
                    &place(&moves.end, c),
                    who(&moves.inside, moves.tasks.contains(v)),
                    moves.inside.contains(c),
                );
            }
            // "verá la dirección en la que los jugadores … salgan … en el transcurso de las
            // fases en las que el jugador permanezca en la estancia con visibilidad": not in
            // the dark nor busy with a task ("no sabrá … por dónde entró o salió").
            if !seen_now
                && !moved
                && c_moved
                && seen_before
                && now.places.contains(&ca)
                && !moves.inside.contains(c)
            {
                info(
                    trace,
                    rule,
                    v,
                    Msg::new("among-us-saw-leave")
                        .arg("player", shown)
                        .arg("place", &ca)
                        .arg("to", &cb),
                );
            }
        }
        for (key, place, names) in standing {
            let msg = if let [one] = names.as_slice() {
                Msg::new(&key).arg("player", one)
            } else {
                Msg::new(&format!("{key}-many")).names("people", PERSON, &names)
            };
            info(trace, rule, v, msg.arg("place", place));
        }
        for (body, at) in &state.bodies {
            if now.places.contains(at) {
                info(
                    trace,
                    "rule-among-us-body",
                    v,
                    Msg::new("among-us-saw-body")
                        .arg("player", body)
                        .arg("place", at),
                );
                let new = !before.places.contains(at) || killed.contains(body);
                // A body on the ball is not reported from it (as on the game's cameras).
                if alive && new && ball.is_none() && !notices.bodies.iter().any(|x| x == v) {
                    notices.bodies.push(v.to_string());
                }
            }
        }
    }
    notices.encounters = encounters(game, state, moves, phase, trace, &mut noticed);
    notices.noticed = players
        .iter()
        .filter(|p| noticed.contains(**p) && game.is_alive(p))
        .map(|p| p.to_string())
        .collect();
    notices
}

/// For `--explain`: how `v`, at `at`, saw `c` at `there`: the same place, the window, section
/// line, gap, stairs or drop between, a ghost's or a passage's sight, the crystal ball; and,
/// when a place of the two is dark, that he is immune to it.
fn explain_sighting(
    trace: &mut Trace,
    sight: &Sight,
    state: &State,
    (v, at): (&str, &str),
    (c, there): (&str, &str),
    who: Viewer,
    ball: bool,
) {
    let how = match sight.through(at, there, who) {
        Some(how) if !ball => how,
        _ => super::sight::Through::Ball,
    };
    let dark = !ball && who.immune && (state.is_dark(at) || state.is_dark(there));
    seen_because(trace, (v, c, there), how.code(), dark);
}

/// The explanation of a sighting: `viewer` saw `player` at `place` because of `how`.
fn seen_because(
    trace: &mut Trace,
    (viewer, player, place): (&str, &str, &str),
    how: &str,
    dark: bool,
) {
    trace
        .add(
            Kind::Info,
            "rule-among-us-sight",
            Msg::new("among-us-explain-seen")
                .arg("viewer", viewer)
                .arg("player", player)
                .arg("place", place)
                .arg("how", how)
                .arg("dark", if dark { "yes" } else { "no" }),
        )
        .actor(viewer)
        .target(player);
}

/// For `--explain`: why `v` did not see `c`, when `c` is in his place or next to it (a wall, a
/// door, darkness, a task, the level rule, a passage).
#[allow(clippy::too_many_arguments)]
fn explain_hidden(
    trace: &mut Trace,
    sight: &Sight,
    state: &State,
    v: &str,
    c: &str,
    at: &str,
    there: &str,
    who: Viewer,
    c_inside: bool,
) {
    let dark = |p: &str| state.is_dark(p);
    let reason = if c_inside {
        Some(super::sight::Hidden::Passage)
    } else if at == there {
        (who.reduced || (dark(at) && !who.immune) || who.in_passage).then_some(if who.reduced {
            super::sight::Hidden::Busy
        } else if who.in_passage {
            super::sight::Hidden::Passage
        } else {
            super::sight::Hidden::DarkHere
        })
    } else if sight.neighbours(at).iter().any(|(p, _)| *p == there) {
        sight.hidden(at, there, who, &dark)
    } else {
        None
    };
    if let Some(reason) = reason {
        trace
            .add(
                Kind::Info,
                "rule-among-us-sight",
                Msg::new("among-us-explain-hidden")
                    .arg("viewer", v)
                    .arg("player", c)
                    .arg("place", there)
                    .arg("reason", reason.code()),
            )
            .actor(v)
            .target(c);
    }
}

/// "los jugadores serán notificados … de la fase del turno en que coinciden": the living who
/// end the phase in one place, when someone of them has just arrived there.
fn encounters<'a>(
    game: &'a Game,
    state: &State,
    moves: &Moves,
    phase: u32,
    trace: &mut Trace,
    noticed: &mut BTreeSet<&'a str>,
) -> Vec<super::state::Encounter> {
    let mut found = Vec::new();
    let mut by_place: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for p in game.players.iter().filter(|p| p.alive) {
        if moves.inside.contains(&p.name) {
            continue;
        }
        if let Some(at) = moves.end.get(&p.name) {
            by_place.entry(at).or_default().push(&p.name);
        }
    }
    for (at, here) in by_place.into_iter().filter(|(_, h)| h.len() > 1) {
        let arrived = here.iter().any(|p| {
            moves.start.get(*p).map(String::as_str) != Some(at) || moves.inside_start.contains(*p)
        });
        if !arrived {
            continue;
        }
        for p in &here {
            // Each is told the others under the look they wear, and himself by his own name.
            let shown: Vec<String> = super::roles::shown_order(game, state, &here, p)
                .into_iter()
                .map(|c| super::roles::shown_to(state, p, c))
                .collect();
            // "notará la presencia de cualquier otro jugador que esté en esa misma estancia y
            // sección, pero no sabrá quién es" (ruling 22a): in the dark, or busy with a task,
            // one meets presences, not names; impostors are immune to the dark.
            let blind = if moves.tasks.contains(*p) {
                Some("busy")
            } else if state.is_dark(at) && state.side(p) != Side::Impostor {
                Some("dark")
            } else {
                None
            };
            let msg = match blind {
                Some(why) if game.option("dark_encounter") != Some("named") => {
                    Msg::new("among-us-encounter-unseen")
                        .arg("phase", phase)
                        .arg("place", at)
                        .arg("count", here.len() - 1)
                        .arg("why", why)
                }
                _ => Msg::new("among-us-encounter")
                    .names("people", PERSON, &shown)
                    .arg("phase", phase)
                    .arg("place", at),
            };
            trace
                .add(Kind::Info, "rule-among-us-encounter", msg)
                .to(&[p]);
            noticed.insert(p);
        }
        // "se abrirá una escena para ellos": the master's list, with the real names.
        let who: Vec<String> = here.iter().map(|p| p.to_string()).collect();
        trace.add(
            Kind::Info,
            "rule-among-us-encounter",
            super::sabotage::with_rooms(Msg::new("among-us-encounter-master"), &who)
                .arg("phase", phase)
                .arg("place", at),
        );
        found.push(super::state::Encounter {
            phase,
            place: at.to_string(),
            players: who,
        });
    }
    found
}
