//! Chechino's PM forms: for the coming phase, every order a player's role, tonight's ability and
//! his house give him, with the legal choices (the houses his route can reach, the living, the
//! dead, his remaining uses). Verbs in Spanish, as the verb table (`orders`) writes them.
//!
//! By night the living walk, watch, wall and mark; "Dicha víctima queda bloqueada desde el mismo
//! momento en que es capturada, no pudiendo actuar, aunque sí votar": the buried only vote. By
//! day everyone votes, the dead too ("El voto de los muertos vale 1 punto"), and the owners of
//! the Puente de mando, the Cantina and the Motores, and whoever holds the pistol, act. In any
//! phase the Místico sends his message and a receiver answers ("El receptor podrá contestar a
//! través de otro MP").

mod night;
mod uses;
mod walks;

use super::casas::Function;
use super::casas::puente_de_mando::{buried_tiebreak, weight};
use super::orders::working;
use super::state::{Phase, State};
use crate::core::forms::{Form, FormOrder, Slot};
use crate::core::game::Game;
use crate::core::msg::Msg;

/// The text the test of the forms writes in a message: a legal one (at most 20 words).
const EXAMPLE_MESSAGE: &str = "hola";

/// What the player sees of the players: the living, the dead.
pub(super) struct People {
    pub living: Vec<String>,
    pub dead: Vec<String>,
}

impl People {
    fn of(game: &Game) -> People {
        let (living, dead) = game.players.iter().partition::<Vec<_>, _>(|p| p.alive);
        let names =
            |ps: Vec<&crate::core::game::Player>| ps.iter().map(|p| p.name.clone()).collect();
        People {
            living: names(living),
            dead: names(dead),
        }
    }

    /// The living but `me` and his lover ("Tampoco podrán dañarse ni votarse entre sí").
    pub fn targets(&self, state: &State, me: &str) -> Vec<String> {
        let lover = state.lover_of(me);
        self.living
            .iter()
            .filter(|p| *p != me && Some(p.as_str()) != lover)
            .cloned()
            .collect()
    }
}

/// The form for the coming phase of every player `wanted` names; a player with nothing to send
/// gets an empty one.
pub fn forms(game: &Game, state: &State, wanted: impl Fn(&str) -> bool) -> Vec<Form> {
    let people = People::of(game);
    let phase = Phase::parse(&game.phase).unwrap_or(Phase::Over);
    game.players
        .iter()
        .filter(|p| wanted(&p.name))
        .map(|p| {
            let mut orders = orders_of(game, state, phase, &people, &p.name);
            // An order with nobody (or nothing) to choose is not offered.
            orders.retain(|o| {
                o.slots
                    .iter()
                    .all(|s| !matches!(s, Slot::OneOf { choices, .. } if choices.is_empty()))
            });
            Form {
                player: p.name.clone(),
                orders,
            }
        })
        .collect()
}

fn orders_of(
    game: &Game,
    state: &State,
    phase: Phase,
    people: &People,
    me: &str,
) -> Vec<FormOrder> {
    let alive = game.is_alive(me);
    let buried = state.memory.buried.as_ref().is_some_and(|b| b.victim == me);
    let mut orders = match phase {
        Phase::Noche(n) if alive && !buried => night::orders(game, state, n, people, me),
        Phase::Dia(_) => day(game, state, people, me, alive, buried),
        _ => Vec::new(),
    };
    if phase == Phase::Over {
        return orders;
    }
    let owner = |f: Function| working(game, state, f).as_deref() == Some(me);
    // "Dos veces por partida el místico podrá enviar un mensaje a cualquier jugador muerto a
    // través del Master."
    if owner(Function::Observatorio)
        && !buried
        && state.memory.trances > 0
        && !people.dead.is_empty()
    {
        orders.push(
            FormOrder::new(
                "mensaje",
                Msg::new("chechino-form-message").arg("left", state.memory.trances),
            )
            .one_of(Msg::new("chechino-form-dead"), people.dead.clone())
            .text(Msg::new("chechino-form-words"), EXAMPLE_MESSAGE),
        );
    }
    // "El receptor podrá contestar a través de otro MP (o no hacerlo)."
    if state.memory.answers.contains_key(me) && !buried {
        orders.push(
            FormOrder::new("responder", Msg::new("chechino-form-reply"))
                .text(Msg::new("chechino-form-words"), EXAMPLE_MESSAGE),
        );
    }
    orders
}

/// The day: the vote, the owners' day functions, the pistol.
fn day(
    game: &Game,
    state: &State,
    people: &People,
    me: &str,
    alive: bool,
    buried: bool,
) -> Vec<FormOrder> {
    let owner = |f: Function| working(game, state, f).as_deref() == Some(me);
    let captain = owner(Function::PuenteDeMando);
    // "El voto de los vivos vale 2 puntos. El voto de los muertos vale 1 punto." A vote for a
    // dead player is refused, and lovers do not vote each other: only a lover reads that, with
    // his lover's name ("Cuando haya dos nombres escritos, esos jugadores quedarán enamorados").
    let about = match state.lover_of(me) {
        Some(lover) => Msg::new("chechino-form-vote-lover").arg("lover", lover),
        None => Msg::new("chechino-form-vote"),
    };
    let mut orders = vec![
        FormOrder::new("votar", about.arg("weight", weight(alive, captain)))
            .one_of(Msg::new("chechino-form-living"), people.targets(state, me)),
    ];
    // "no pudiendo actuar, aunque sí votar" (the tie-break too with `buried_tiebreak=yes`).
    if captain && (!buried || buried_tiebreak(game)) {
        orders.push(
            FormOrder::new("desempatar", Msg::new("chechino-form-tiebreak"))
                .one_of(Msg::new("chechino-form-living"), people.living.clone()),
        );
    }
    if buried {
        return orders;
    }
    // "Dos veces por partida, el cocinero puede emborrachar al jugador que desee y anular su
    // voto durante el turno de día".
    if owner(Function::Cantina) && state.memory.drinks > 0 {
        let voters: Vec<String> = game
            .players
            .iter()
            .map(|p| p.name.clone())
            .filter(|p| p != me)
            .collect();
        orders.push(
            FormOrder::new(
                "emborrachar",
                Msg::new("chechino-form-drunk").arg("left", state.memory.drinks),
            )
            .one_of(Msg::new("chechino-form-player"), voters),
        );
    }
    // "Una vez por partida, el mecánico podrá enviar un MP al Master para detener en secreto los
    // motores … Desde ese momento la votación quedará congelada": his PM needs its time.
    if owner(Function::Motores) && !state.memory.engines_stopped {
        orders.push(FormOrder::new("parar", Msg::new("chechino-form-stop")));
    }
    // "El receptor final podrá disparar a cualquier jugador durante el turno de día".
    if alive && state.memory.gun.as_deref() == Some(me) {
        orders.push(
            FormOrder::new("disparar", Msg::new("chechino-form-shoot"))
                .one_of(Msg::new("chechino-form-living"), people.targets(state, me)),
        );
    }
    orders
}

#[cfg(test)]
mod tests;
