//! The glue's own tests: who is known dead in a round and at the table.

use super::*;

/// Bruno lies dead in the Capilla, his body unreported; Carla's body was reported.
fn game(phase: &str) -> Game {
    let (mut game, mut state) = super::super::test_game::game(
        phase,
        &[("Ana", true), ("Bruno", false), ("Carla", false)],
        "{Ana: impostor, Bruno: vasallo, Carla: vasallo}",
    );
    state.bodies.insert("Bruno".into(), "Capilla".into());
    state.bodies.insert("Carla".into(), "Cocina".into());
    state.called = Some(super::super::state::Called {
        by: "Ana".into(),
        body: Some("Carla".into()),
    });
    game.set_state(&state);
    game
}

#[test]
fn a_body_unreported_is_a_secret_death_until_the_living_gather_at_the_table() {
    // "su cadáver se quedará en el mapa hasta que algún jugador lo encuentre y reporte"
    // (ruling 41): in a round, Bruno's death is the master's.
    let round = game("ronda-6");
    assert!(!AmongUs.known_dead(&round, "Bruno"));
    assert!(AmongUs.known_dead(&round, "Carla"), "her body was reported");
    // "al inicio de una deliberación todos los jugadores son transportados … al Comedor":
    // the table shows who does not come (ruling 48), as the vote forms and the count do.
    let table = game("deliberacion-6");
    assert!(AmongUs.known_dead(&table, "Bruno"));
    assert!(
        !AmongUs.known_dead(&table, "Ana"),
        "the living are not dead"
    );
}
