//! The special roles in the order forms: each power with its verb, its choices, and whether it
//! may be used in the coming phase or in how many phases (the Clérigo's talisman is the
//! tasks').

use super::super::special::Special;
use super::super::state::State;
use crate::core::forms::FormOrder;
use crate::core::game::Game;
use crate::core::msg::Msg;

/// `now`, or how many phases are left before the power may be used.
fn readiness(ready_from: u32, next: u32) -> (&'static str, u32) {
    if next >= ready_from {
        ("now", 0)
    } else {
        ("later", ready_from - next)
    }
}

pub fn orders(game: &Game, state: &State, me: &str) -> Vec<FormOrder> {
    let alive = game.is_alive(me);
    let order = match state.special(me) {
        Some(Special::Escurridizo) if alive => escurridizo(state, me),
        Some(Special::Cambiaformas) if alive => Some(cambiaformas(game, state, me)),
        Some(Special::AngelGuardian) if !alive => Some(angel(game, state, me)),
        _ => None,
    };
    order.into_iter().collect()
}

/// The Escurridizo's passage of his place ("es capaz de utilizar los pasajes secretos del mapa
/// como si de un Impostor se tratase"): the steps he may take, and how long he may stay inside
/// or must wait to enter.
fn escurridizo(state: &State, me: &str) -> Option<FormOrder> {
    let next = state.clock.saturating_add(1);
    let p = &state.powers;
    let inside = state.in_passage.iter().any(|q| q == me);
    let at = state.place(me);
    let (when, left) = if inside {
        let until = p.inside_until.get(me).copied().unwrap_or(u32::MAX);
        ("inside", until.saturating_add(1).saturating_sub(next))
    } else {
        readiness(p.passage_from.get(me).copied().unwrap_or(0), next)
    };
    if !state.map.has_passage(at) && !inside {
        return None;
    }
    let steps = if inside {
        let mut s: Vec<String> = state
            .map
            .passage_exits(at)
            .map(|x| format!("mover {x}"))
            .collect();
        s.push("salir".to_string());
        s
    } else {
        vec!["entrar".to_string()]
    };
    Some(
        FormOrder::new(
            "pasaje",
            Msg::new("among-us-form-escurridizo")
                .arg("place", at)
                .arg("when", when)
                .arg("left", left),
        )
        .one_of(Msg::new("among-us-form-passage-step"), steps),
    )
}

/// The Cambiaformas' change of look ("adquirir la apariencia de cualquier otro personaje"):
/// whose, and whether he is disguised or recharging.
fn cambiaformas(game: &Game, state: &State, me: &str) -> FormOrder {
    let next = state.clock.saturating_add(1);
    let p = &state.powers;
    let (when, left) = match p.disguised.get(me) {
        Some(d) => ("disguised", d.until.saturating_add(1).saturating_sub(next)),
        None => readiness(p.shift_from.get(me).copied().unwrap_or(0), next),
    };
    let others: Vec<String> = game
        .players
        .iter()
        .filter(|q| q.name != me)
        .map(|q| q.name.clone())
        .collect();
    FormOrder::new(
        "transformo",
        Msg::new("among-us-form-transform")
            .arg("when", when)
            .arg("left", left)
            .arg("look", p.disguised.get(me).map_or("", |d| d.look.as_str())),
    )
    .word("en")
    .one_of(Msg::new("among-us-form-player"), others)
}

/// The Ángel Guardián's protection ("puede proteger durante 5 fases a cualquier personaje"):
/// of the living, once his wait is over.
fn angel(game: &Game, state: &State, me: &str) -> FormOrder {
    let next = state.clock.saturating_add(1);
    let (when, left) = readiness(
        state.powers.protect_from.get(me).copied().unwrap_or(0),
        next,
    );
    let living: Vec<String> = game
        .players
        .iter()
        .filter(|q| q.alive)
        .map(|q| q.name.clone())
        .collect();
    FormOrder::new(
        "protejo",
        Msg::new("among-us-form-protect")
            .arg("when", when)
            .arg("left", left),
    )
    .word("a")
    .one_of(Msg::new("among-us-form-player"), living)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::forms::Slot;

    fn game() -> (Game, State) {
        let yaml = "format: 1\nruleset: among-us\nlanguage: es\nseed: 1\nphase: ronda-3\nplayers:\n- {name: Ana, alive: true}\n- {name: Bruno, alive: true}\n- {name: Carla, alive: true}\n- {name: Dani, alive: false}\nstate: null\n";
        let game: Game = serde_yaml::from_str(yaml).unwrap();
        let state: State = serde_yaml::from_str(&format!(
            "map: {}\nsides: {{Ana: impostor, Bruno: vasallo, Carla: vasallo, Dani: vasallo}}\nat: {{Ana: Comedor, Bruno: Comedor, Carla: Cocina, Dani: Comedor}}\nclock: 8\nspecials: {{Ana: cambiaformas, Bruno: escurridizo, Dani: angel-guardian}}\npowers: {{disguised: {{Ana: {{as: Carla, until: 12}}}}, protect_from: {{Dani: 9}}}}\n",
            serde_json::to_string(&super::super::super::manor::Manor::hacienda()).unwrap()
        ))
        .unwrap();
        (game, state)
    }

    fn order<'a>(orders: &'a [FormOrder], verb: &str) -> &'a FormOrder {
        orders.iter().find(|o| o.verb == verb).unwrap()
    }

    fn choices(o: &FormOrder) -> Vec<String> {
        o.slots
            .iter()
            .find_map(|s| match s {
                Slot::OneOf { choices, .. } => Some(choices.clone()),
                _ => None,
            })
            .unwrap()
    }

    #[test]
    fn each_special_role_gets_its_power_and_whether_it_is_usable_now() {
        let (game, state) = game();
        let escurridizo = orders(&game, &state, "Bruno");
        let passage = order(&escurridizo, "pasaje");
        assert_eq!(choices(passage), ["entrar"]);
        assert_eq!(passage.about.args["when"], "now");
        let shifter = orders(&game, &state, "Ana");
        let transform = order(&shifter, "transformo");
        assert_eq!(transform.about.args["when"], "disguised");
        assert_eq!(
            transform.about.args["left"], "4",
            "back at clock 13, the next is 9"
        );
        assert_eq!(choices(transform), ["Bruno", "Carla", "Dani"]);
        let angel = orders(&game, &state, "Dani");
        let protect = order(&angel, "protejo");
        assert_eq!(protect.about.args["when"], "now");
        assert_eq!(choices(protect), ["Ana", "Bruno", "Carla"]);
        assert!(orders(&game, &state, "Carla").is_empty(), "no special role");
    }
}
