//! Issue A, "Order forms": every form of every example phase, filled with random legal
//! choices, reads back to those choices. Each example is played phase by phase; before each
//! phase every player's form is asked for, each of its orders filled (one at a time, the other
//! lines left as they came) and pasted back as the PM: `check` must accept it and read exactly
//! the filled line.

#[allow(dead_code)]
mod common;

use adjudicate::core::engine;
use adjudicate::core::forms::{Form, Slot};
use adjudicate::core::game::Game;
use adjudicate::core::store::{RawFile, parse_game};
use common::Sandbox;
use std::path::Path;

/// A small deterministic generator: the test is the same on every run.
struct Pick(u64);

impl Pick {
    fn next(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n
    }
}

/// The PM a player sends when he fills order `which` of his form with `picks`.
fn filled_pm(form: &Form, which: usize, picks: &[String]) -> String {
    let mut pm = String::from("Hola máster, aquí va mi formulario\n");
    for (i, order) in form.orders.iter().enumerate() {
        pm.push_str("# ...\n");
        if i == which {
            pm.push_str(&order.filled(picks));
        } else {
            pm.push_str(&order.template());
        }
        pm.push('\n');
    }
    pm
}

/// Every order of every form of this phase, filled with random legal choices, reads back.
fn forms_read_back(game: &Game, pick: &mut Pick) -> usize {
    let ruleset = adjudicate::rules::find(&game.ruleset).unwrap();
    let mut checked = 0;
    for form in ruleset.forms(game).unwrap() {
        for (which, order) in form.orders.iter().enumerate() {
            let mut picks: Vec<String> = Vec::new();
            for slot in &order.slots {
                if let Slot::OneOf { choices, .. } = slot {
                    // Two choices from one list are different (two players to swap, two cards).
                    let free: Vec<&String> =
                        choices.iter().filter(|c| !picks.contains(c)).collect();
                    picks.push(free[pick.next(free.len())].clone());
                }
            }
            let pm = filled_pm(&form, which, &picks);
            let raw = vec![RawFile::from_text(&format!("{}.txt", form.player), &pm)];
            let (prepared, problems) = engine::prepare(game, raw);
            assert!(
                problems.is_empty(),
                "{}'s form line `{}` was refused:\n{pm}\n{problems:?}",
                form.player,
                order.filled(&picks)
            );
            let read: Vec<String> = prepared.unwrap().orders[0]
                .lines
                .iter()
                .map(|l| {
                    l.words
                        .iter()
                        .map(|w| w.text.clone())
                        .collect::<Vec<_>>()
                        .join(" ")
                })
                .collect();
            assert_eq!(read, [order.filled(&picks)], "{}'s PM:\n{pm}", form.player);
            checked += 1;
        }
    }
    checked
}

/// Plays `examples/<ruleset>` and checks the forms before every phase.
fn play_example(ruleset: &str) -> usize {
    let sandbox = Sandbox::new();
    let example = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples")
        .join(ruleset);
    sandbox.write(
        "roster.csv",
        std::fs::read(example.join("roster.csv")).unwrap(),
    );
    let init_args = std::fs::read_to_string(example.join("init.args")).unwrap();
    let mut args = vec![
        "init",
        "game",
        "--ruleset",
        ruleset,
        "--players",
        "roster.csv",
    ];
    args.extend(init_args.split_whitespace());
    sandbox.run(&args).ok();
    let mut phases: Vec<_> = std::fs::read_dir(example.join("phases"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    phases.sort();
    let mut pick = Pick(2026);
    let mut checked = 0;
    for phase in phases {
        let game = parse_game(&sandbox.read_text("game/game.yaml"), "game.yaml").unwrap();
        checked += forms_read_back(&game, &mut pick);
        // The forms are written too, one per player and format.
        sandbox.run(&["forms", "game"]).ok();
        let form_dir = sandbox.path(&format!("game/reports/{}/forms", game.phase));
        assert!(form_dir.is_dir(), "no forms in {}", form_dir.display());
        for entry in std::fs::read_dir(&phase).unwrap() {
            let entry = entry.unwrap();
            sandbox.write(
                &format!("game/orders/{}", entry.file_name().to_string_lossy()),
                std::fs::read(entry.path()).unwrap(),
            );
        }
        sandbox.run(&["next", "game"]).ok();
    }
    checked
}

#[test]
fn one_night_forms_read_back_to_the_choices_written_in_them() {
    assert!(play_example("one-night") > 10);
}

#[test]
fn lupus_forms_read_back_to_the_choices_written_in_them() {
    assert!(play_example("lupus") > 10);
}
