//! "Condiciones de victoria", checked after every phase:
//! "El Pueblo gana cuando se deshace de Asesino, Cómplice y Pirómanos. Los Pirómanos ganan
//! cuando el resto de jugadores mueren. Los Chechinos ganan cuando el resto de jugadores mueren
//! o si el Asesino/Cómplice queda vivo junto a un pueblerino."
//! The Reclutado is a Chechino: the village must be rid of him too, and the last condition
//! needs the Pirómanos gone (docs/rulings/chechino.md).

use super::roles::{Role, Team};
use super::state::State;
use crate::core::game::Game;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// `chechino-win-pueblo`, `chechino-win-piromanos`, `chechino-win-chechinos`, or
    /// `chechino-win-nobody` when nobody is left.
    pub side: &'static str,
    pub winners: Vec<String>,
}

pub fn check(game: &Game, state: &State) -> Option<Outcome> {
    let living = |team: Team| {
        game.players
            .iter()
            .filter(|p| p.alive && state.role(&p.name).team() == team)
            .count()
    };
    let (chechinos, piromanos, pueblo) = (
        living(Team::Chechinos),
        living(Team::Piromanos),
        living(Team::Pueblo),
    );
    let members = |team: Team| -> Vec<String> {
        game.players
            .iter()
            .filter(|p| state.role(&p.name).team() == team)
            .map(|p| p.name.clone())
            .collect()
    };
    let killer_alive = game
        .players
        .iter()
        .any(|p| p.alive && matches!(state.role(&p.name), Role::Asesino | Role::Complice));
    let (side, team) = if chechinos + piromanos + pueblo == 0 {
        return Some(Outcome {
            side: "chechino-win-nobody",
            winners: Vec::new(),
        });
    } else if chechinos == 0 && piromanos == 0 {
        ("chechino-win-pueblo", Team::Pueblo)
    } else if chechinos == 0 && pueblo == 0 {
        ("chechino-win-piromanos", Team::Piromanos)
    } else if piromanos == 0 && (pueblo == 0 || (killer_alive && pueblo == 1)) {
        ("chechino-win-chechinos", Team::Chechinos)
    } else {
        return None;
    };
    Some(Outcome {
        side,
        winners: members(team),
    })
}
