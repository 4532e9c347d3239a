//! Who sees a kill happen. The rulebook never says a kill is hidden from those who look: one in
//! sight "verá sin problema a todos los jugadores que se encuentren en la misma estancia durante
//! la misma fase", the observer is told what others do ("se narrará ante ojos de cualquier
//! observador que está interactuando con los objetos"; Lady Pascuala "ve cómo … Sir Pepito
//! Pérez entra en la Biblioteca (sección Este)"; whoever "tenga visibilidad sobre el sujeto le
//! verá transformarse"), and the adaptation keeps "todos los elementos del juego original",
//! where a kill in sight is seen. So whoever has the kill's place in sight when it happens, at
//! the start of the phase ("Asesinar … se resuelve antes que cualquier otra acción declarada"),
//! sees who kills whom; in the dark, busy with a task or from inside a passage one does not
//! (those rules reduce sight as they always do), and one sees the body afterwards as any body.

use super::seen::Moves;
use super::sight::{Sight, Viewer};
use super::state::{Side, State};
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::trace::{Kind, Trace};

/// Tells each witness of each kill (killer, victim) of `phase` what he saw. Returns the living
/// witnesses, in roster order: they are notified and may amend ("Lo mismo sucederá cuando las
/// acciones declaradas lleven a que un jugador entre en el campo de visión de otro … será
/// notificado y podrá reajustar el resto de puntos de acción"), whether or not the body is
/// still in their sight at the phase's end.
pub fn tell(
    game: &Game,
    state: &State,
    trace: &mut Trace,
    moves: &Moves,
    phase: u32,
    kills: &[(String, String)],
) -> Vec<String> {
    let mut witnesses = Vec::new();
    if kills.is_empty() {
        return witnesses;
    }
    let sight = Sight::new(&state.map);
    // "Asesinar … se resuelve antes que cualquier otra acción declarada": the kill happens in
    // the lighting at the phase's start, before a candelabrum carried in that phase.
    let dark = |p: &str| state.dark_in(&moves.dark_start, p);
    for p in &game.players {
        let v = p.name.as_str();
        let Some(at) = moves.start.get(v) else {
            continue;
        };
        // The killed saw it already; his ghost is told his own death.
        if kills.iter().any(|(_, victim)| victim == v) {
            continue;
        }
        let ghost = !p.alive;
        let who = Viewer {
            immune: ghost || state.side(v) == Side::Impostor,
            ghost,
            reduced: !ghost && moves.tasks.contains(v),
            in_passage: moves.inside_start.contains(v),
        };
        let view = sight.view(at, who, &dark);
        for (killer, victim) in kills.iter().filter(|(killer, _)| killer != v) {
            let place = moves.start.get(victim).cloned().unwrap_or_default();
            if !view.places.contains(&place) {
                continue;
            }
            trace
                .add(
                    Kind::Info,
                    "rule-among-us-kill-seen",
                    // A disguised Cambiaformas kills under the look he wears ("permanecerá
                    // con su nuevo aspecto por 10 fases").
                    Msg::new("among-us-saw-kill")
                        .arg("killer", super::roles::shown_to(state, v, killer))
                        .arg("player", victim)
                        .arg("place", &place)
                        .arg("phase", phase),
                )
                .actor(killer)
                .target(victim)
                .to(&[v]);
            if !ghost && !witnesses.iter().any(|w| w == v) {
                witnesses.push(v.to_string());
            }
        }
    }
    witnesses
}
