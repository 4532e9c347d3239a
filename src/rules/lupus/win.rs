//! Who wins, checked after every phase.
//!
//! The rulebook never states when the village or the pack wins; the tradition's rule is used
//! (docs/rulings/lupus.md): the village wins when no LUPO is alive, the pack when the living
//! LUPI are at least as many as the other living players (option `pack_wins=parity`), or only
//! when nobody else is alive (`pack_wins=all`). Then the soloists join and the victory stealers
//! take the win, as their cards say.

use super::roles::{Faction, Role};
use super::state::State;
use crate::core::game::Game;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PackWins {
    Parity,
    All,
}

/// How the game ended: the winning side, and the players who win.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// The message key naming the side (`lupus-win-villaggio`, …).
    pub side: &'static str,
    pub winners: Vec<String>,
}

fn alive<'a>(
    game: &'a Game,
    state: &'a State,
    pick: impl Fn(Role) -> bool + 'a,
) -> impl Iterator<Item = &'a str> + 'a {
    game.players
        .iter()
        .filter(move |p| p.alive && pick(state.role(&p.name)))
        .map(|p| p.name.as_str())
}

/// The Scommettitrice with three points ends the game at once: "una volta che ne ha accumulati
/// 3, la partita si interromperà immediatamente e sarà proclamata unica vincitrice".
pub fn jackpot(game: &Game, state: &State) -> Option<Outcome> {
    let who = state
        .memory
        .points
        .iter()
        .find(|(p, points)| **points >= 3 && game.is_alive(p))?;
    Some(Outcome {
        side: "lupus-win-scommettitrice",
        winners: vec![who.0.clone()],
    })
}

/// Whether the game is over, and who wins: the Scommettitrice's three points, else the side
/// that won, taken by a victory stealer alive or joined by the soloists.
pub fn check(game: &Game, state: &State, pack_wins: PackWins) -> Option<Outcome> {
    if let Some(o) = jackpot(game, state) {
        return Some(o);
    }
    let side = side(game, state, pack_wins)?;
    if let Some(o) = stolen(game, state) {
        return Some(o);
    }
    let roster: Vec<&str> = game.players.iter().map(|p| p.name.as_str()).collect();
    let mut winners: Vec<String> = roster
        .iter()
        .filter(|p| state.role(p).faction() == side)
        .map(|p| p.to_string())
        .collect();
    winners.extend(
        roster
            .iter()
            .filter(|p| joins(game, state, p, side))
            .map(|p| p.to_string()),
    );
    winners.sort_by_key(|w| roster.iter().position(|p| p == w));
    Some(Outcome {
        side: if side == Faction::Villaggio {
            "lupus-win-villaggio"
        } else {
            "lupus-win-branco"
        },
        winners,
    })
}

/// The side that won, if one did: the village when no LUPO is alive, the pack by the option
/// `pack_wins`.
fn side(game: &Game, state: &State, pack_wins: PackWins) -> Option<Faction> {
    let wolves = alive(game, state, Role::is_wolf).count();
    let others = alive(game, state, |r| !r.is_wolf()).count();
    if wolves == 0 {
        Some(Faction::Villaggio)
    } else if match pack_wins {
        PackWins::Parity => wolves >= others,
        PackWins::All => others == 0,
    } {
        Some(Faction::Branco)
    } else {
        None
    }
}

/// The victory stealers alive at the end, who take the win from the side that won.
fn stolen(game: &Game, state: &State) -> Option<Outcome> {
    let roster: Vec<&str> = game.players.iter().map(|p| p.name.as_str()).collect();
    let role = |p: &str| state.role(p);
    let is_alive = |p: &str| game.is_alive(p);
    // "Se il Bucaniere è ancora vivo a fine partita, è dichiarato l'unico vincitore."
    if let Some(b) = roster
        .iter()
        .find(|p| role(p) == Role::Bucaniere && is_alive(p))
    {
        return Some(Outcome {
            side: "lupus-win-bucaniere",
            winners: vec![b.to_string()],
        });
    }
    // "La Scommettitrice è dichiarata l'unica vincitrice se arriva viva a fine partita, avendo
    // totalizzato almeno 1 punto."
    if let Some(s) = roster.iter().find(|p| {
        role(p) == Role::Scommettitrice
            && is_alive(p)
            && state.memory.points.get(**p).copied().unwrap_or(0) >= 1
    }) {
        return Some(Outcome {
            side: "lupus-win-scommettitrice",
            winners: vec![s.to_string()],
        });
    }
    // "Se alla fine della partita sono ancora vivi e c'è FIDUCIA tra loro due, rubano la
    // vittoria."
    let galeotti: Vec<&str> = roster
        .iter()
        .copied()
        .filter(|p| role(p) == Role::Galeotto)
        .collect();
    if galeotti.len() == 2
        && galeotti.iter().all(|g| is_alive(g))
        && state.memory.traitors.is_empty()
    {
        return Some(Outcome {
            side: "lupus-win-galeotti",
            winners: galeotti.iter().map(|g| g.to_string()).collect(),
        });
    }
    None
}

/// Whether the soloist `p` joins the win of `side`.
fn joins(game: &Game, state: &State, p: &str, side: Faction) -> bool {
    match state.role(p) {
        // "se il Marionettista è ancora vivo si unirà alla vittoria di chiunque, a condizione
        // che il VILLAGGIO abbia perso".
        Role::Marionettista => game.is_alive(p) && side != Faction::Villaggio,
        // "Se riesce a morire al rogo, vince insieme alla fazione vincitrice."
        Role::Narcisista => state.memory.narcissists_burned.iter().any(|n| n == p),
        // The traitor "vince insieme alla fazione vincitrice solo se il compagno morirà";
        // "L'altro galeotto, invece, vince insieme alla fazione vincitrice se è vivo".
        Role::Galeotto => {
            let traitor = state.memory.traitors.iter().any(|t| t == p);
            if traitor {
                state.memory.removed.iter().any(|r| r == p)
            } else {
                game.is_alive(p) && !state.memory.traitors.is_empty()
            }
        }
        _ => false,
    }
}
