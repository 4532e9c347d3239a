//! Random PMs over whole games: every PM `check` accepts resolves without a panic, and the same
//! input resolves to the same game twice.

use super::nave;
use super::ruleset::Chechino;
use super::state::State;
use crate::core::game::Game;
use crate::core::orders::OrderFile;
use crate::core::rng::Chance;
use crate::core::trace::Trace;
use crate::rules::Ruleset;
use std::collections::BTreeMap;

/// A small xorshift: the test's own dice, apart from the game's.
struct Dice(u64);

impl Dice {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }

    fn pick<'a>(&mut self, items: &'a [String]) -> &'a str {
        &items[self.below(items.len())]
    }
}

fn new_game(seed: u64) -> Game {
    let names = [
        "Ana", "Bruno", "Carla", "Dani", "Elena", "Fede", "Gino", "Hugo", "Ines", "Juan", "Kiko",
        "Lola", "Mario", "Nora", "Oscar", "Paula",
    ];
    let players: Vec<String> = names
        .iter()
        .map(|p| format!("{{name: {p}, alive: true}}"))
        .collect();
    let mut game: Game = serde_yaml::from_str(&format!(
        "format: 1\nruleset: chechino\nlanguage: en\nseed: {seed}\nphase: setup\nplayers: [{}]\nstate: null\n",
        players.join(", ")
    ))
    .unwrap();
    let mut chance = Chance::new(seed, "setup", Vec::new());
    Chechino
        .setup(
            &mut game,
            &BTreeMap::new(),
            &mut chance,
            &mut Trace::default(),
        )
        .unwrap();
    game
}

/// A walk from home along the map, back home without passing a house twice when it can.
fn route(dice: &mut Dice, state: &State, home: &str) -> String {
    use std::collections::VecDeque;
    let map = &state.map;
    let mut route = vec![home.to_string()];
    for _ in 0..1 + dice.below(4) {
        let here = route.last().unwrap().clone();
        let next: Vec<String> = map
            .neighbours(&here, &[])
            .into_iter()
            .filter(|n| !route.iter().any(|r| r == n))
            .map(str::to_string)
            .collect();
        if next.is_empty() {
            break;
        }
        route.push(dice.pick(&next).to_string());
    }
    // Breadth-first back home, around the places already passed.
    let last = route.last().unwrap().clone();
    let mut came: BTreeMap<String, String> = BTreeMap::new();
    let mut queue = VecDeque::from([last.clone()]);
    while let Some(p) = queue.pop_front() {
        if p == home {
            break;
        }
        for n in map.neighbours(&p, &[]) {
            let free = n == home || !route.iter().any(|r| r == n);
            if free && !came.contains_key(n) && n != last {
                came.insert(n.to_string(), p.clone());
                queue.push_back(n.to_string());
            }
        }
    }
    if dice.below(4) > 0 && came.contains_key(home) {
        let mut back = vec![home.to_string()];
        while let Some(p) = came.get(back.last().unwrap()) {
            back.push(p.clone());
        }
        back.reverse();
        route.extend(back.into_iter().skip(1));
    }
    route.join("-")
}

/// A PM the player's role and tonight's ability make likely to pass `check`, with some noise.
fn pm(dice: &mut Dice, game: &Game, state: &State, me: &str) -> String {
    let living: Vec<String> = game
        .players
        .iter()
        .filter(|p| p.alive)
        .map(|p| p.name.clone())
        .collect();
    let lines = if game.phase.starts_with("dia") {
        day_lines(dice, &living)
    } else {
        night_lines(dice, state, me, &living)
    };
    format!(
        "sent: 2026-11-29 2{}:00\n{}\n",
        dice.below(10),
        lines.join("\n")
    )
}

/// A vote, and now and then one of the day's other orders.
fn day_lines(dice: &mut Dice, living: &[String]) -> Vec<String> {
    let mut lines = vec![format!("votar {}", dice.pick(living))];
    match dice.below(16) {
        0 => lines.push(format!("desempatar {}", dice.pick(living))),
        1 => lines.push(format!("emborrachar {}", dice.pick(living))),
        2 => lines.push("parar".to_string()),
        3 => lines.push(format!("disparar {}", dice.pick(living))),
        4 => lines.push("responder vale".to_string()),
        5 => lines.push(format!("mensaje {} hola", dice.pick(living))),
        _ => {}
    }
    lines
}

/// What a night's order may name: the living, the houses, the houses of the walker's route
/// and the living who live there.
struct Targets<'a> {
    living: &'a [String],
    houses: Vec<String>,
    on_route: Vec<String>,
    visited: Vec<String>,
}

impl Targets<'_> {
    /// Someone the route visits, if it visits anyone.
    fn someone(&self, dice: &mut Dice) -> String {
        if self.visited.is_empty() {
            dice.pick(self.living).to_string()
        } else {
            dice.pick(&self.visited).to_string()
        }
    }

    /// A house of the route, if it has any.
    fn stop(&self, dice: &mut Dice) -> String {
        if self.on_route.is_empty() {
            dice.pick(&self.houses).to_string()
        } else {
            dice.pick(&self.on_route).to_string()
        }
    }
}

/// The night's orders of the player's role or ability, and now and then a swap of signs.
fn night_lines(dice: &mut Dice, state: &State, me: &str, living: &[String]) -> Vec<String> {
    use super::roles::{Ability, Role};
    let home = state.house(me).to_string();
    let walk = route(dice, state, &home);
    let on_route: Vec<String> = walk.split('-').skip(1).map(str::to_string).collect();
    let visited: Vec<String> = living
        .iter()
        .filter(|p| on_route.iter().any(|h| h == state.house(p)))
        .cloned()
        .collect();
    let t = Targets {
        living,
        houses: nave::houses(&state.map),
        on_route,
        visited,
    };
    let mut lines = Vec::new();
    match (state.role(me), state.abilities.get(me)) {
        (Role::Piromano, _) => lines.push(format!("marcar {}", dice.pick(&t.houses))),
        (_, Some(Ability::Obstructor)) => {
            let edges = &state.map.edges;
            let (e, f) = (
                &edges[dice.below(edges.len())],
                &edges[dice.below(edges.len())],
            );
            lines.push(format!("muro {}-{} {}-{}", e.a, e.b, f.a, f.b));
        }
        (_, Some(Ability::Insomne)) => {
            let next = state.map.neighbours(&home, &[]);
            let to = next.get(dice.below(next.len())).copied().unwrap_or("A");
            lines.push(format!("vigilar {to}"));
        }
        _ if super::orders::walker(state, me).is_none() => {}
        (role, ability) => lines.extend(walker_lines(dice, &t, &walk, role, ability.copied())),
    }
    if dice.below(6) == 0 {
        lines.push(format!(
            "cambiar {} {}",
            dice.pick(&t.houses),
            dice.pick(&t.houses)
        ));
    }
    lines
}

/// A walker's route, his role's deed on it, and now and then a function used.
fn walker_lines(
    dice: &mut Dice,
    t: &Targets,
    walk: &str,
    role: super::roles::Role,
    ability: Option<super::roles::Ability>,
) -> Vec<String> {
    use super::roles::{Ability, Role};
    let mut lines = vec![format!("ruta {walk}")];
    match (role, ability, dice.below(6)) {
        (Role::Asesino | Role::Reclutado, _, 0..=3) => {
            lines.push(format!("matar {}", t.someone(dice)))
        }
        (Role::Complice, _, 0..=2) => lines.push(format!("secuestrar {}", t.someone(dice))),
        (Role::Complice, _, 3) => lines.push(format!("matar {}", t.someone(dice))),
        (_, Some(Ability::Bombero), 0..=2) => lines.push(format!("regar {}", t.stop(dice))),
        _ => {}
    }
    if dice.below(2) == 0 {
        let (p, q) = (
            dice.pick(t.living).to_string(),
            dice.pick(t.living).to_string(),
        );
        let at = t.stop(dice);
        lines.push(match dice.below(3) {
            0 => format!("usar {at} {p}"),
            1 => format!("usar {at} {p} {q}"),
            _ => format!("usar {at} reclutar {p}"),
        });
    }
    lines
}

#[test]
fn random_games_resolve_deterministically() {
    for seed in 1..=60u64 {
        let mut game = new_game(seed);
        let mut dice = Dice(seed * 7919 + 1);
        for _ in 0..10 {
            if game.game_over {
                break;
            }
            let state: State = game.state_as().unwrap();
            let mut files: Vec<OrderFile> = Vec::new();
            for p in &game.players {
                let writes = if game.phase.starts_with("dia") {
                    dice.below(6) > 0
                } else {
                    p.alive && dice.below(4) > 0
                };
                if writes {
                    let text = pm(&mut dice, &game, &state, &p.name);
                    let path = format!("orders/{}.txt", p.name);
                    files.push(OrderFile::from_text(&p.name, &path, &text));
                }
            }
            // Keep the PMs check accepts, as a master would after asking for fixes.
            loop {
                let problems = Chechino.check(&game, &files);
                if problems.is_empty() {
                    break;
                }
                let bad: Vec<String> = problems
                    .iter()
                    .filter_map(|p| p.place.as_ref().map(|pl| pl.path.clone()))
                    .collect();
                assert!(!bad.is_empty(), "a problem without a file: {problems:?}");
                files.retain(|f| !bad.contains(&f.path));
            }
            files.retain(|f| {
                game.is_alive(&f.player) || Chechino.accepts_dead_orders(&game, &f.player)
            });
            let run = |game: &Game| {
                let mut chance = Chance::new(game.seed, &game.phase, Vec::new());
                let mut trace = Trace::default();
                let next = Chechino.resolve(game, &files, &mut chance, &mut trace);
                (next.map(|g| g.to_yaml()).map_err(|p| p.len()), trace)
            };
            let (first, trace) = run(&game);
            let (second, again) = run(&game);
            assert_eq!(first, second, "seed {seed}, {}", game.phase);
            assert_eq!(trace, again);
            let yaml = first.unwrap_or_else(|n| panic!("{n} problems after check, seed {seed}"));
            game = serde_yaml::from_str(&yaml).unwrap();
        }
    }
}
