//! among-us PM forms: for the coming phase, the orders a character may send with their legal
//! choices from where he stands (the places one point takes him to, who he may follow or kill,
//! the bodies in his sight, the bell in the Comedor); in a deliberation, the vote. While a
//! round is paused, only those it waits for get a form. A vassal's tasks still to do and where
//! ([`super::tasks::form`]), the objects usable from where he stands
//! ([`super::objects_forms`]).

use super::sight::{Sight, Viewer};
use super::state::{PHASES, Phase, Side, State};
use crate::core::forms::{Form, FormOrder};
use crate::core::game::Game;
use crate::core::msg::Msg;

pub fn forms(game: &Game, state: &State) -> Vec<Form> {
    let phase = Phase::parse(&game.phase).unwrap_or(Phase::Over);
    game.players
        .iter()
        .map(|p| Form {
            player: p.name.clone(),
            orders: match phase {
                _ if game.game_over => Vec::new(),
                Phase::Round { from, .. } => round(game, state, &p.name, from),
                Phase::Deliberation(_) if p.alive => deliberation(game, &p.name),
                _ => Vec::new(),
            },
        })
        .collect()
}

fn deliberation(game: &Game, me: &str) -> Vec<FormOrder> {
    let living: Vec<String> = game
        .players
        .iter()
        .filter(|p| p.alive && p.name != me)
        .map(|p| p.name.clone())
        .collect();
    vec![
        FormOrder::new("votar", Msg::new("among-us-form-vote"))
            .one_of(Msg::new("among-us-form-player"), living),
        FormOrder::new("abstenerse", Msg::new("among-us-form-abstain")),
    ]
}

fn round(game: &Game, state: &State, me: &str, from: u32) -> Vec<FormOrder> {
    if let Some(pause) = &game.pause
        && !pause.open_to.iter().any(|p| p == me)
    {
        return Vec::new();
    }
    let alive = game.is_alive(me);
    let at = state.place(me);
    let inside = state.in_passage.iter().any(|p| p == me);
    let mut out = Vec::new();
    out.extend(moves(state, me, alive, inside));
    let seen = seen(state, me, alive, inside);
    let in_sight = in_sight(game, state, me, &seen);
    if !in_sight.is_empty() {
        out.push(
            FormOrder::new("seguir", Msg::new("among-us-form-follow"))
                .one_of(Msg::new("among-us-form-player"), in_sight),
        );
    }
    out.push(FormOrder::new("quedarse", Msg::new("among-us-form-stay")));
    out.push(super::tasks::form(state, me));
    if alive && !inside {
        out.extend(super::objects_forms::forms(state, me, at));
    }
    if alive && state.side(me) == Side::Impostor {
        out.extend(impostor(game, state, me, from, inside, &seen));
    }
    out.extend(super::sabotage::forms::orders(game, state, me, from));
    out.extend(super::roles::forms::orders(game, state, me));
    if alive {
        out.extend(free_actions(state, me, from, inside, &seen));
    }
    out
}

/// The places `me` had in sight at the end of the last phase played, as his report told him:
/// one who spent it on a task, an object, a repair or a power "sufre un efecto de reducción de
/// visibilidad equivalente a estar en una estancia sin iluminación", and felt his own place
/// without seeing who was there. The form offers nobody and no body he did not see.
fn seen(state: &State, me: &str, alive: bool, inside: bool) -> Vec<String> {
    let who = Viewer {
        immune: !alive || state.side(me) == Side::Impostor,
        ghost: !alive,
        reduced: alive && state.busy.iter().any(|p| p == me),
        in_passage: inside,
    };
    Sight::new(&state.map)
        .view(state.place(me), who, &|p| state.is_dark(p))
        .places
}

/// "Desplazarse por el mapa": the places one crossing takes him to (a ghost's, through
/// anything); none from inside a passage.
fn moves(state: &State, me: &str, alive: bool, inside: bool) -> Option<FormOrder> {
    let at = state.place(me);
    let mut near: Vec<String> = state
        .map
        .around(at)
        .filter(|(_, k, _)| k.passable() || !alive)
        .map(|(p, _, _)| p.to_string())
        .collect();
    near.sort();
    near.dedup();
    (!inside && !near.is_empty()).then(|| {
        FormOrder::new("mover", Msg::new("among-us-form-move").arg("place", at))
            .one_of(Msg::new("among-us-form-place"), near)
    })
}

/// A living impostor's own orders: "Asesinar" those he saw in his place once his wait is over
/// this round, and the secret passage of his place.
fn impostor(
    game: &Game,
    state: &State,
    me: &str,
    from: u32,
    inside: bool,
    seen: &[String],
) -> Vec<FormOrder> {
    let at = state.place(me);
    let saw_here = seen.iter().any(|p| p == at);
    let mut out = Vec::new();
    let here: Vec<String> = game
        .players
        .iter()
        .filter(|p| p.alive && p.name != me && state.side(&p.name) == Side::Vasallo)
        .filter(|p| state.place(&p.name) == at && !in_passage(state, &p.name))
        .map(|p| p.name.clone())
        .collect();
    let ready =
        (from..=PHASES).any(|f| state.may_kill_at(me, state.clock.saturating_add(f - from + 1)));
    if ready && saw_here && !here.is_empty() && !inside {
        out.push(
            FormOrder::new("matar", Msg::new("among-us-form-kill"))
                .one_of(Msg::new("among-us-form-player"), here),
        );
    }
    if state.map.has_passage(at) {
        let step = if inside { "salir" } else { "entrar" };
        out.push(
            FormOrder::new("pasaje", Msg::new("among-us-form-passage").arg("place", at)).one_of(
                Msg::new("among-us-form-passage-step"),
                vec![step.to_string()],
            ),
        );
    }
    out
}

/// The free actions of the living: "Reportar un cadáver" in his sight, and "hacer sonar la
/// campana de servicio" in the Comedor, each in a phase still to play.
fn free_actions(
    state: &State,
    me: &str,
    from: u32,
    inside: bool,
    seen: &[String],
) -> Vec<FormOrder> {
    let at = state.place(me);
    let mut out = Vec::new();
    let bodies: Vec<String> = state
        .bodies
        .iter()
        .filter(|(_, place)| seen.contains(place))
        .map(|(b, _)| b.clone())
        .collect();
    let phases: Vec<String> = (from..=PHASES).map(|f| f.to_string()).collect();
    if !bodies.is_empty() {
        out.push(
            FormOrder::new("reportar", Msg::new("among-us-form-report"))
                .one_of(Msg::new("among-us-form-player"), bodies)
                .word("fase")
                .one_of(Msg::new("among-us-form-phase"), phases.clone()),
        );
    }
    if at == state.comedor() && !inside {
        out.push(
            FormOrder::new("campana", Msg::new("among-us-form-bell"))
                .word("fase")
                .one_of(Msg::new("among-us-form-phase"), phases),
        );
    }
    out
}

fn in_passage(state: &State, player: &str) -> bool {
    state.in_passage.iter().any(|p| p == player)
}

/// Whom `me` may follow: those he sees, as he sees them. Nobody is seen inside a passage
/// ("permiten a los Impostores desplazarse … sin ser detectados"), and a disguised
/// Cambiaformas is seen under the look he borrowed ("adquirir la apariencia de cualquier otro
/// personaje"): his own name would give him away. In roster order of the names shown.
fn in_sight(game: &Game, state: &State, me: &str, seen: &[String]) -> Vec<String> {
    let alive = game.is_alive(me);
    let mut names: Vec<&str> = Vec::new();
    for p in game
        .players
        .iter()
        .filter(|p| p.name != me && (p.alive || !alive))
    {
        if in_passage(state, &p.name) || !seen.iter().any(|s| s == state.place(&p.name)) {
            continue;
        }
        let shown = state.shown(&p.name);
        if shown != me && !names.contains(&shown) {
            names.push(shown);
        }
    }
    names.sort_by_key(|n| game.players.iter().position(|q| q.name == *n));
    names.into_iter().map(String::from).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::forms::Slot;
    use crate::core::game::Pause;

    fn game() -> (Game, State) {
        let (mut game, mut state) = super::super::test_game::game(
            "ronda-3",
            &[("Ana", true), ("Bruno", true), ("Carla", true)],
            "{Ana: impostor, Bruno: vasallo, Carla: vasallo}",
        );
        for p in ["Ana", "Bruno", "Carla"] {
            state.at.insert(p.into(), "Comedor".into());
        }
        game.set_state(&state);
        (game, state)
    }

    fn choices(form: &Form, verb: &str) -> Option<Vec<String>> {
        let order = form.orders.iter().find(|o| o.verb == verb)?;
        order.slots.iter().find_map(|s| match s {
            Slot::OneOf { choices, .. } => Some(choices.clone()),
            _ => None,
        })
    }

    #[test]
    fn a_form_offers_the_crossings_from_here_and_the_bell_in_the_comedor() {
        let (game, state) = game();
        let all = forms(&game, &state);
        let bruno = all.iter().find(|f| f.player == "Bruno").unwrap();
        assert_eq!(
            choices(bruno, "mover").unwrap(),
            [
                "Cocina",
                "Pasillo al noreste del Claustro",
                "Terraza Noreste"
            ]
        );
        assert_eq!(choices(bruno, "campana").unwrap(), ["1", "2", "3"]);
        assert!(choices(bruno, "matar").is_none(), "a vassal kills nobody");
        // Round 3 from the start: 13 phases have not passed, the impostor may not kill yet.
        let ana = all.iter().find(|f| f.player == "Ana").unwrap();
        assert!(choices(ana, "matar").is_none());
    }

    #[test]
    fn one_busy_in_the_last_phase_is_offered_only_what_he_saw() {
        let (mut game, mut state) = game();
        state.bodies.insert("Dani".into(), "Comedor".into());
        state.busy = vec!["Bruno".into(), "Ana".into()];
        game.set_state(&state);
        let all = forms(&game, &state);
        let form = |p: &str| all.iter().find(|f| f.player == p).unwrap();
        assert_eq!(choices(form("Carla"), "seguir").unwrap(), ["Ana", "Bruno"]);
        assert_eq!(choices(form("Carla"), "reportar").unwrap(), ["Dani"]);
        // Bruno did a task: he felt the others in the Comedor, he did not see them nor the body.
        assert!(choices(form("Bruno"), "seguir").is_none());
        assert!(choices(form("Bruno"), "reportar").is_none());
        // Nor does a busy impostor see whom he could kill there.
        state.clock = 20;
        game.set_state(&state);
        let all = forms(&game, &state);
        let ana = all.iter().find(|f| f.player == "Ana").unwrap();
        assert!(choices(ana, "matar").is_none());
        state.busy.clear();
        let all = forms(&game, &state);
        let ana = all.iter().find(|f| f.player == "Ana").unwrap();
        assert_eq!(choices(ana, "matar").unwrap(), ["Bruno", "Carla"]);
    }

    #[test]
    fn while_paused_only_those_waited_for_get_a_form() {
        let (mut game, state) = game();
        game.phase = "ronda-3-f2".into();
        game.pause = Some(Pause {
            of: "ronda-3".into(),
            done: 1,
            open_to: vec!["Carla".into()],
            until: None,
            deadline: None,
        });
        let all = forms(&game, &state);
        let with: Vec<&str> = all
            .iter()
            .filter(|f| !f.orders.is_empty())
            .map(|f| f.player.as_str())
            .collect();
        assert_eq!(with, ["Carla"]);
    }
}
