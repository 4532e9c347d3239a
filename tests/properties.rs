//! Properties that hold for any PMs a player may send: the engine never panics, answers with
//! either problems or a resolution, resolves the same input to the same bytes, and (one-night)
//! never creates or destroys a card.

use adjudicate::core::engine::{self, Entry, NewGame};
use adjudicate::core::game::Game;
use adjudicate::core::report::Format;
use adjudicate::core::store::RawFile;
use adjudicate::rules;
use proptest::prelude::*;

const NAMES: [&str; 9] = [
    "Ana", "Bruno", "Carla", "Dani", "Elena", "Fede", "Gino", "Ivo", "Luca",
];

fn game(ruleset: &str, players: usize, seed: u64, options: &[(&str, &str)]) -> Game {
    let roster: Vec<Entry> = NAMES[..players]
        .iter()
        .map(|n| Entry {
            name: n.to_string(),
            aliases: Vec::new(),
            role: None,
            gender: None,
        })
        .collect();
    let new = NewGame {
        ruleset: rules::find(ruleset).expect("registered"),
        roster: &roster,
        seed,
        language: None,
        options: options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
    };
    engine::deal(&new, Vec::new()).expect("a valid deal").0
}

/// A PM line: a verb the rulesets know (or junk), then names, numbers and filler.
fn line() -> impl Strategy<Value = String> {
    let verbs = prop::sample::select(vec![
        "see",
        "ver",
        "rob",
        "robar",
        "swap",
        "take",
        "copy",
        "vote",
        "votar",
        "indaga",
        "sbrana",
        "proteggi",
        "vota",
        "astengo",
        "annusa",
        "controlla",
        "scegli",
        "scommetti",
        "tradisci",
        "gufo",
        "consegna",
        "comunica",
        "ammaestra",
        "resuscita",
        "dona",
        "nomina",
        "hola",
    ]);
    let word = prop::sample::select(vec![
        "Ana", "bruno", "CARLA", "Dani", "ele", "Fede", "gino", "Ivo", "Luca", "center", "centro",
        "1", "2", "3", "4", "notte", "giorno", "y", "a", "Zoe", "#", "",
    ]);
    (verbs, prop::collection::vec(word, 0..4))
        .prop_map(|(verb, words)| format!("{verb} {}", words.join(" ")))
}

fn pms(players: usize) -> impl Strategy<Value = Vec<(usize, Vec<String>)>> {
    prop::collection::vec(
        (0..players, prop::collection::vec(line(), 1..3)),
        0..players,
    )
}

fn raw(game: &Game, pms: &[(usize, Vec<String>)]) -> Vec<RawFile> {
    let mut seen = std::collections::BTreeSet::new();
    pms.iter()
        .filter(|(p, _)| seen.insert(*p))
        .map(|(p, lines)| {
            RawFile::from_text(&format!("{}.txt", game.players[*p].name), &lines.join("\n"))
        })
        .collect()
}

/// Plays phases with random PMs. A phase refused for some PMs is played again without them,
/// as a master would after asking those players; what resolves must resolve the same way twice.
/// Returns how many phases resolved.
fn play(mut game: Game, phases: Vec<Vec<(usize, Vec<String>)>>) -> Result<usize, TestCaseError> {
    let mut resolved = 0;
    for phase in phases {
        if game.game_over {
            break;
        }
        let n = game.players.len();
        let mut pms: Vec<(usize, Vec<String>)> =
            phase.into_iter().filter(|(p, _)| *p < n).collect();
        loop {
            let first = engine::resolve_raw(&game, raw(&game, &pms), Vec::new(), Format::Md);
            let second = engine::resolve_raw(&game, raw(&game, &pms), Vec::new(), Format::Md);
            match (first, second) {
                (Ok(a), Ok(b)) => {
                    prop_assert_eq!(&a.files, &b.files);
                    prop_assert_eq!(a.after.to_yaml(), b.after.to_yaml());
                    prop_assert_ne!(&a.after.phase, &game.phase, "every phase moves the game on");
                    game = a.after;
                    resolved += 1;
                    break;
                }
                (Err(a), Err(b)) => {
                    prop_assert!(!a.is_empty());
                    prop_assert_eq!(a.len(), b.len());
                    // Every problem of a PM points at its file: drop those PMs and go on.
                    let bad: Vec<String> = a
                        .iter()
                        .map(|p| p.place.as_ref().map(|pl| pl.path.clone()))
                        .collect::<Option<Vec<String>>>()
                        .ok_or_else(|| TestCaseError::fail("a problem with no place"))?;
                    let before = pms.len();
                    pms.retain(|(p, _)| {
                        !bad.contains(&format!("orders/{}.txt", game.players[*p].name))
                    });
                    prop_assert!(pms.len() < before, "the refused PMs are named: {bad:?}");
                }
                _ => prop_assert!(false, "the same input resolved once and was refused once"),
            }
        }
    }
    Ok(resolved)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn one_night_never_panics_and_keeps_every_card(
        seed in 0u64..1000,
        players in 3usize..=9,
        night in pms(9),
        day in pms(9),
    ) {
        adjudicate::rules::install();
        let start = game("one-night", players, seed, &[]);
        let cards = |g: &Game| {
            let state = &g.state;
            let mut all: Vec<String> = state["cards"]
                .as_mapping()
                .unwrap()
                .values()
                .chain(state["center"].as_sequence().unwrap())
                .map(|v| v.as_str().unwrap().split('/').next().unwrap().to_string())
                .collect();
            all.sort();
            all
        };
        let n = start.players.len();
        let night: Vec<(usize, Vec<String>)> = night.into_iter().filter(|(p, _)| *p < n).collect();
        if let Ok(out) = engine::resolve_raw(&start, raw(&start, &night), Vec::new(), Format::Md) {
            prop_assert_eq!(cards(&start), cards(&out.after));
        }
        prop_assert!(play(start, vec![night, day])? >= 1);
    }

    #[test]
    fn lupus_never_panics_and_is_deterministic(
        seed in 0u64..1000,
        cell in prop::sample::select(vec!["1A", "2A", "1B", "2B", "1C", "2C", "1D", "2D", "1E", "2E"]),
        phases in prop::collection::vec(pms(9), 1..6),
    ) {
        adjudicate::rules::install();
        let count = phases.len();
        let resolved = play(game("lupus", 9, seed, &[("coordinates", cell)]), phases)?;
        prop_assert!(resolved >= 1 && resolved <= count);
    }
}
