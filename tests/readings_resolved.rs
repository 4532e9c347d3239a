//! Issue 22 J: `check` shows what the ruleset resolved a line to, not the words around it: a
//! chez-geek reaction as its card, the player and the play it answers, however written; a die
//! roll with its English verb; an among-us move as the place it reaches, a stay as where it is.

use crate::common;

use common::Sandbox;
use serde_json::Value;

/// Each order's line and reading, as `check --json` lists them.
fn readings(sandbox: &Sandbox) -> Vec<(String, u64, String)> {
    let out = sandbox.run(&["check", "game", "--json"]);
    let json: Value = serde_json::from_str(&out.stdout).expect("json");
    let mut seen = Vec::new();
    for pm in json["pms"].as_array().into_iter().flatten() {
        for order in pm["orders"].as_array().into_iter().flatten() {
            seen.push((
                pm["player"].as_str().unwrap_or_default().to_string(),
                order["line"].as_u64().unwrap_or_default(),
                order["reading"].as_str().unwrap_or("?").to_string(),
            ));
        }
    }
    seen
}

/// "Las cartas de Cuando Sea pueden jugarse sobre cualquier jugador … Debes jugar tu carta de
/// cancelación antes de que ese compañero de piso: 1. Juegue otra carta, o 2. Tire un dado":
/// Carla's Tele against Ana's play 1, in any of the ways players write it, reads the same.
#[test]
fn a_chez_geek_reaction_reads_as_card_player_and_play_however_written() {
    adjudicate::rules::install();
    let sandbox = Sandbox::new();
    sandbox.start_example("chez-geek");
    sandbox.order(
        "Ana.txt",
        "1) hago Noche de Juegos\n2) lanzo el dado de la jugada 1\n",
    );
    for written in [
        "Maratón de Series sobre la jugada 1 de Ana",
        "contro la Noche de Juegos di Ana gioco Maratón de Series",
        "contra Ana en la jugada 1 juego Maratón de Series",
        "I play Maratón de Series against Ana in play 1",
    ] {
        sandbox.order("Carla.txt", format!("{written}\n"));
        let seen = readings(&sandbox);
        assert!(
            seen.contains(&("Carla".into(), 1, "play Maratón de Series Ana 1".into())),
            "{written}: {seen:?}"
        );
        assert!(
            seen.contains(&("Ana".into(), 2, "roll 1".into())),
            "{written}: {seen:?}"
        );
    }
}

/// "Desplazarse por el mapa … por puerta desbloqueada o sección a atravesar": the move shows
/// the place it reaches; "bailará en el sitio": a stay that names where he is shows it.
#[test]
fn an_among_us_move_reads_as_the_place_it_reaches() {
    adjudicate::rules::install();
    let sandbox = Sandbox::new();
    sandbox.start_example("among-us");
    sandbox.order(
        "Ana.txt",
        "1. salgo por la puerta oeste\n2. vuelvo al comedor\n3. resto qui nella sala da pranzo\n",
    );
    let seen = readings(&sandbox);
    assert_eq!(
        seen,
        [
            ("Ana".to_string(), 1, "move Cocina".to_string()),
            ("Ana".to_string(), 2, "move Comedor".to_string()),
            ("Ana".to_string(), 3, "stay Comedor".to_string()),
        ]
    );
}
