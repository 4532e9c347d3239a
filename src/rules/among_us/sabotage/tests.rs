use super::play::{Moves, play};
use super::*;
use crate::core::forms::{Form, Slot};
use crate::core::trace::Trace;
use crate::rules::among_us::orders::Action;
use std::collections::{BTreeMap, BTreeSet};

fn setup(clock: u32) -> (Game, State) {
    let yaml = "format: 1\nruleset: among-us\nlanguage: es\nseed: 1\nphase: ronda-5\nplayers:\n- {name: Ana, alive: true}\n- {name: Bruno, alive: true}\n- {name: Carla, alive: true}\nstate: null\n";
    let mut game: Game = serde_yaml::from_str(yaml).unwrap();
    let mut state: State = serde_yaml::from_value(
        serde_yaml::to_value(serde_yaml::Mapping::from_iter([
            (
                "map".into(),
                serde_yaml::to_value(Manor::hacienda()).unwrap(),
            ),
            (
                "sides".into(),
                serde_yaml::from_str("{Ana: impostor, Bruno: vasallo, Carla: vasallo}").unwrap(),
            ),
        ]))
        .unwrap(),
    )
    .unwrap();
    for p in ["Ana", "Bruno", "Carla"] {
        state.at.insert(p.into(), "Comedor".into());
    }
    state.clock = clock;
    game.set_state(&state);
    (game, state)
}

fn verbs(form: &Form) -> Vec<&str> {
    form.orders.iter().map(|o| o.verb.as_str()).collect()
}

fn choices(form: &Form, verb: &str) -> Vec<String> {
    let order = form.orders.iter().find(|o| o.verb == verb).unwrap();
    order
        .slots
        .iter()
        .find_map(|s| match s {
            Slot::OneOf { choices, .. } => Some(choices.clone()),
            _ => None,
        })
        .unwrap()
}

fn form<'a>(all: &'a [Form], who: &str) -> &'a Form {
    all.iter().find(|f| f.player == who).unwrap()
}

#[test]
fn an_impostor_is_offered_only_the_door_locks_in_the_cooldown_and_every_sabotage_after_it() {
    // Phase 8 of the clock is the next: the cooldown lasts until the 11th.
    let (game, state) = setup(7);
    let all = crate::rules::among_us::forms::forms(&game, &state);
    let ana = form(&all, "Ana");
    assert!(!verbs(ana).contains(&"sabotear"), "{:?}", verbs(ana));
    assert!(verbs(ana).contains(&"bloqueo"));
    assert!(!verbs(form(&all, "Bruno")).contains(&"bloqueo"));
    // Phase 11 is the round's second: the four are offered.
    let (game, state) = setup(9);
    let all = crate::rules::among_us::forms::forms(&game, &state);
    assert_eq!(
        choices(form(&all, "Ana"), "sabotear"),
        ["luces", "chimeneas", "verjas", "palomar"]
    );
}

#[test]
fn while_doors_are_locked_the_form_offers_no_other_sabotage_and_the_door_to_unlock() {
    let (mut game, mut state) = setup(30);
    state.sabotage.locks.push(Lock {
        room: "Comedor".into(),
        at: 29,
        open: Vec::new(),
    });
    game.set_state(&state);
    let all = crate::rules::among_us::forms::forms(&game, &state);
    assert!(!verbs(form(&all, "Ana")).contains(&"sabotear"));
    assert_eq!(
        choices(form(&all, "Bruno"), "desbloqueo"),
        [
            "Cocina",
            "Pasillo al noreste del Claustro",
            "Terraza Noreste"
        ]
    );
}

#[test]
fn a_vassal_is_offered_the_repairs_of_where_he_stands() {
    let (mut game, mut state) = setup(30);
    state.at.insert("Bruno".into(), "Luces".into());
    state.at.insert("Carla".into(), "Jardín Norte".into());
    state.sabotage.lights = Some(Lights {
        unlit: vec!["Cocina".into()],
        ..Lights::default()
    });
    state.sabotage.gates = Some(Fatal {
        deadline: 40,
        done: Vec::new(),
    });
    game.set_state(&state);
    let all = crate::rules::among_us::forms::forms(&game, &state);
    let bruno = verbs(form(&all, "Bruno"));
    assert!(
        bruno.contains(&"cojo") && !bruno.contains(&"cierro"),
        "{bruno:?}"
    );
    let carla = form(&all, "Carla");
    assert!(!verbs(carla).contains(&"cojo"));
    assert_eq!(choices(carla, "cierro"), ["1", "2", "3"]);
}

#[test]
fn the_masters_status_tells_a_fatal_sabotages_deadline_and_what_is_repaired() {
    let (_, mut state) = setup(20);
    state.sabotage.chimneys = Some(Fatal {
        deadline: 30,
        done: vec!["Salón de Invierno".into()],
    });
    let lines = forms::status(&state);
    let fatal = lines
        .iter()
        .find(|m| m.key == "among-us-status-fatal")
        .unwrap();
    assert_eq!(fatal.args["left"], "10");
    assert_eq!(fatal.args["done"], "Salón de Invierno");
    assert_eq!(lines[0].args["from"], "11");
}

#[test]
fn the_masters_status_does_not_list_a_room_lit_by_its_chimney_as_dark() {
    let (_, mut state) = setup(20);
    state.sabotage.lights = Some(Lights {
        unlit: vec![
            "Cocina".into(),
            "Salón de Invierno".into(),
            "Biblioteca".into(),
        ],
        ..Lights::default()
    });
    super::settle_dark(&mut state);
    let lines = forms::status(&state);
    let lights = lines
        .iter()
        .find(|m| m.key == "among-us-status-lights")
        .unwrap();
    assert_eq!(lights.args["rooms"], "Cocina");
}

#[test]
fn the_dovecote_sabotage_holds_from_its_own_phase_for_the_tasks() {
    let (game, mut state) = setup(20);
    assert!(!state.dovecote_sabotaged());
    let at: BTreeMap<String, String> = state.at.clone();
    let none = BTreeSet::new();
    let moves = Moves {
        start: &at,
        end: &at,
        inside_start: &none,
        inside: &none,
        killed: &[],
        clock: 21,
        phase: 1,
    };
    let points = vec![("Ana".to_string(), Action::Sabotage(Act::Dovecote))];
    let mut trace = Trace::default();
    play(&game, &mut state, &mut trace, &points, &[], &moves);
    assert!(state.dovecote_sabotaged());
    // A second sabotage in the same phase finds it under way.
    let points = vec![("Ana".to_string(), Action::Sabotage(Act::Lights))];
    play(&game, &mut state, &mut trace, &points, &[], &moves);
    assert!(state.sabotage.lights.is_none());
}

#[test]
fn a_lock_holds_the_five_phases_after_its_own() {
    let l = Lock {
        room: "Capilla".into(),
        at: 20,
        open: Vec::new(),
    };
    let held: Vec<u32> = (18..30).filter(|c| holds(&l, *c)).collect();
    assert_eq!(held, [21, 22, 23, 24, 25]);
}

#[test]
fn the_form_does_not_offer_to_lock_again_a_room_whose_lock_holds_all_the_round() {
    // Phases 31 to 33 are the round's: Comedor, locked at 29, holds until 34; Luces, locked at
    // 27, until 32, and may be locked again in the round's last phase.
    let (mut game, mut state) = setup(30);
    for (room, at) in [("Comedor", 29), ("Luces", 27)] {
        state.sabotage.locks.push(Lock {
            room: room.into(),
            at,
            open: Vec::new(),
        });
    }
    game.set_state(&state);
    let all = crate::rules::among_us::forms::forms(&game, &state);
    let rooms = choices(form(&all, "Ana"), "bloqueo");
    assert!(!rooms.contains(&"Comedor".to_string()), "{rooms:?}");
    assert!(rooms.contains(&"Luces".to_string()), "{rooms:?}");
    assert!(rooms.contains(&"Capilla".to_string()), "{rooms:?}");
}
