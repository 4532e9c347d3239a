//! "Siempre que las acciones declaradas lleven a la coincidencia de dos o más jugadores en una
//! misma estancia/sección, los jugadores serán notificados": the encounters of a phase.

use super::{Moves, PERSON};
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::trace::{Kind, Trace};
use crate::rules::among_us::state::{Encounter, Side, State};
use crate::rules::among_us::{roles, sabotage};
use std::collections::{BTreeMap, BTreeSet};

/// "los jugadores serán notificados … de la fase del turno en que coinciden": the living who
/// end the phase in one place, when someone of them has just arrived there.
pub(super) fn encounters<'a>(
    game: &'a Game,
    state: &State,
    moves: &Moves,
    phase: u32,
    trace: &mut Trace,
    noticed: &mut BTreeSet<&'a str>,
) -> Vec<Encounter> {
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
            let shown: Vec<String> = roles::shown_order(game, state, &here, p)
                .into_iter()
                .map(|c| roles::shown_to(state, p, c))
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
            sabotage::with_rooms(Msg::new("among-us-encounter-master"), &who)
                .arg("phase", phase)
                .arg("place", at),
        );
        found.push(Encounter {
            phase,
            place: at.to_string(),
            players: who,
        });
    }
    found
}
