//! Setup: "Al comenzar la partida se realizará un sorteo de roles secreto en el que se
//! repartirán los jugadores en dos bandos: Impostores y Vasallos … En total, en la partida
//! habrá 12 Vasallos … y 3 Impostores": one impostor per five players (at least one). The
//! manor (the sample or the master's `--option map=FILE`), everyone in the Comedor, the side
//! PMs (the impostors know each other, as in the game the adaptation takes "todos los
//! elementos" of). A scenario's `setup:` starts a game mid-way ([`adopt`]).

use super::manor::Manor;
use super::manor_check;
use super::state::{Phase, Side, State};
use crate::core::diag::Problem;
use crate::core::game::{Game, Pause};
use crate::core::msg::Msg;
use crate::core::rng::{Chance, Random};
use crate::core::trace::{Kind, Trace};
use std::collections::BTreeMap;

pub fn impostors_for(players: usize) -> usize {
    (players / 5).max(1)
}

fn load_map(game: &Game) -> Result<Manor, Vec<Problem>> {
    match game.option("map").filter(|m| !m.trim().is_empty()) {
        None => Ok(Manor::sample().clone()),
        Some(path) => {
            let text = crate::core::read::read_option_file(path, "among-us-err-map-file")
                .map_err(|p| vec![p])?;
            manor_check::read(path, &text)
        }
    }
}

pub fn deal(
    game: &mut Game,
    fixed: &BTreeMap<String, String>,
    chance: &mut Chance,
    trace: &mut Trace,
) -> Result<(), Vec<Problem>> {
    let map = load_map(game)?;
    let sides = sides(game, fixed, chance)?;
    let list = super::tasks::load(game, &map)?;
    let mut state = State {
        map,
        sides,
        at: BTreeMap::new(),
        bodies: BTreeMap::new(),
        dark: Vec::new(),
        in_passage: Vec::new(),
        clock: 0,
        kill_from: BTreeMap::new(),
        amend_from: 3,
        declared: None,
        called: None,
        sabotage: Default::default(),
        specials: BTreeMap::new(),
        powers: Default::default(),
        tasks: super::tasks::Tasks {
            list,
            assigned: BTreeMap::new(),
        },
        objects: Default::default(),
        busy: Vec::new(),
    };
    super::special::deal(game, &mut state, fixed, chance)?;
    let counts = super::tasks::counts(game).map_err(|m| vec![Problem::new(m)])?;
    let too_few = super::tasks::too_few(game, &state.tasks.list, counts);
    if !too_few.is_empty() {
        return Err(too_few);
    }
    super::tasks::deal(game, &mut state, counts, chance).map_err(script_error)?;
    let comedor = state.comedor();
    for p in &game.players {
        state.at.insert(p.name.clone(), comedor.clone());
        if state.side(&p.name) == Side::Impostor {
            state.reset_kill_timer(&p.name, state.clock);
        }
    }
    announce(game, &state, trace);
    super::tasks::announce(game, &state, trace);
    game.phase = Phase::Round { round: 1, from: 1 }.id();
    game.set_state(&state);
    Ok(())
}

fn script_error(e: crate::core::rng::ScriptError) -> Vec<Problem> {
    vec![Problem::new(
        Msg::new("err-script")
            .arg("value", e.value)
            .arg("bound", e.bound),
    )]
}

/// "se realizará un sorteo de roles secreto en el que se repartirán los jugadores en dos
/// bandos: Impostores y Vasallos": the sides the master fixed, the rest drawn from the seed
/// (stream `bandos`), as many impostors as the players' number asks.
fn sides(
    game: &Game,
    fixed: &BTreeMap<String, String>,
    chance: &mut Chance,
) -> Result<BTreeMap<String, Side>, Vec<Problem>> {
    let mut sides = BTreeMap::new();
    let mut problems = Vec::new();
    for (player, written) in fixed {
        match super::special::fixed_side(written) {
            Some(side) => {
                sides.insert(player.clone(), side);
            }
            None => problems.push(Problem::new(
                Msg::new("among-us-err-fixed-side")
                    .arg("player", player)
                    .arg("role", written),
            )),
        }
    }
    let wanted = impostors_for(game.players.len());
    let fixed_impostors = sides.values().filter(|s| **s == Side::Impostor).count();
    if fixed_impostors > wanted {
        problems.push(Problem::new(
            Msg::new("among-us-err-too-many-impostors")
                .arg("count", fixed_impostors)
                .arg("expected", wanted),
        ));
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    let mut open: Vec<String> = game
        .players
        .iter()
        .map(|p| p.name.clone())
        .filter(|p| !sides.contains_key(p))
        .collect();
    chance
        .stream("bandos")
        .shuffle(&mut open)
        .map_err(script_error)?;
    for (i, p) in open.into_iter().enumerate() {
        let side = if i < wanted - fixed_impostors {
            Side::Impostor
        } else {
            Side::Vasallo
        };
        sides.insert(p, side);
    }
    Ok(sides)
}

/// The side PMs and the public start.
pub fn announce(game: &Game, state: &State, trace: &mut Trace) {
    let impostors: Vec<&str> = game
        .players
        .iter()
        .filter(|p| state.side(&p.name) == Side::Impostor)
        .map(|p| p.name.as_str())
        .collect();
    trace
        .add(
            Kind::Info,
            "rule-among-us-setup",
            Msg::new("among-us-start")
                .arg("impostors", impostors.len())
                .arg("vassals", game.players.len() - impostors.len())
                .arg("place", state.comedor()),
        )
        .public();
    for p in &game.players {
        let side = state.side(&p.name);
        trace
            .add(
                Kind::Info,
                "rule-among-us-setup",
                Msg::new("among-us-your-side")
                    .arg("role", side.key())
                    .arg("player", &p.name),
            )
            .target(&p.name)
            .to(&[&p.name]);
        let others: Vec<&str> = impostors.iter().copied().filter(|i| *i != p.name).collect();
        // A lone impostor has no fellows to be told of.
        if side == Side::Impostor && !others.is_empty() {
            trace
                .add(
                    Kind::Info,
                    "rule-among-us-setup",
                    Msg::new("among-us-fellow-impostors")
                        .arg("players", others.join(", "))
                        .arg("count", others.len()),
                )
                .to(&[&p.name]);
        }
    }
    super::special::announce(game, state, trace);
}

/// A state that can be played: a valid manor, a side and a place for every player and for
/// nobody else, bodies and passages of players, places of the map.
pub fn consistent(game: &Game, state: &State) -> Vec<Problem> {
    let mut problems = manor_check::check(&state.map, None);
    if !problems.is_empty() {
        return problems;
    }
    let mut push = |msg: Msg| problems.push(Problem::new(msg));
    for p in &game.players {
        if !state.sides.contains_key(&p.name) {
            push(
                Msg::new("among-us-err-missing")
                    .arg("player", &p.name)
                    .arg("field", "sides"),
            );
        }
        if !state.at.contains_key(&p.name) {
            push(
                Msg::new("among-us-err-missing")
                    .arg("player", &p.name)
                    .arg("field", "at"),
            );
        }
    }
    let named = state
        .sides
        .keys()
        .chain(state.at.keys())
        .chain(state.bodies.keys())
        .chain(state.in_passage.iter())
        .chain(state.kill_from.keys());
    for name in named {
        if game.player(name).is_none() {
            push(Msg::new("err-unknown-player").arg("name", name));
        }
    }
    // At the line of `game.yaml` that names the place.
    let mut off_the_map = Vec::new();
    let places = [("at", &state.at), ("bodies", &state.bodies)];
    for (field, of) in places {
        for (player, place) in of {
            if !state.map.places.contains_key(place) {
                off_the_map.push(
                    Problem::new(Msg::new("among-us-map-unknown-place").arg("place", place))
                        .at_key(&["state", field, player]),
                );
            }
        }
    }
    for p in &state.in_passage {
        if !state.map.has_passage(state.place(p)) {
            push(Msg::new("among-us-err-no-passage").arg("place", state.place(p)));
        }
    }
    for msg in super::sabotage::problems(game, state) {
        push(msg);
    }
    problems.extend(off_the_map);
    problems.extend(super::special::consistent(game, state));
    problems.extend(super::tasks::consistent(game, state));
    problems
}

/// A scenario's `setup:`: the state of `game.yaml`, where `map` may be left out (the sample
/// manor), `at` may leave players out (in the Comedor), and four more keys start the game
/// mid-way: `ghosts` (the dead without a body), `round` (the round under way, 1 by default), `deliberation: true` (its
/// deliberation), `pause` (the round paused: `{ done: 1, open_to: [Ana] }`, with `declared`).
pub fn adopt(
    game: &mut Game,
    value: serde_yaml::Value,
    trace: &mut Trace,
) -> Result<(), Vec<Problem>> {
    let mut map = match value {
        serde_yaml::Value::Mapping(m) => m,
        serde_yaml::Value::Null => serde_yaml::Mapping::new(),
        other => return Err(state_error(serde::de::Error::custom(format!("{other:?}")))),
    };
    let round: u32 = take(&mut map, "round")?.unwrap_or(1);
    let deliberation: bool = take(&mut map, "deliberation")?.unwrap_or(false);
    let ghosts: Vec<String> = take(&mut map, "ghosts")?.unwrap_or_default();
    let pause: Option<PauseSetup> = take(&mut map, "pause")?;
    let mut state = setup_state(game, map)?;
    let problems = consistent(game, &state);
    if !problems.is_empty() {
        return Err(problems);
    }
    super::sabotage::settle_dark(&mut state);
    for dead in state.bodies.keys().chain(&ghosts) {
        if game.player(dead).is_none() {
            return Err(vec![Problem::new(
                Msg::new("err-unknown-player").arg("name", dead),
            )]);
        }
        game.kill(dead);
    }
    super::special::adopted(game, &mut state);
    announce(game, &state, trace);
    game.phase = setup_phase(round, deliberation, pause.as_ref())?;
    if let Some(until) = pause.as_ref().and_then(|p| p.until.clone()) {
        game.deadline = Some(until);
    }
    game.pause = pause.map(|p| Pause {
        of: Phase::Round { round, from: 1 }.id(),
        done: p.done,
        open_to: p.open_to,
        until: p.until,
        deadline: None,
    });
    game.set_state(&state);
    Ok(())
}

fn state_error(e: serde_yaml::Error) -> Vec<Problem> {
    vec![Problem::new(Msg::new("err-state").arg("error", e))]
}

/// One of the keys of a scenario's `setup:` that are not the state's, taken out of it.
fn take<T: serde::de::DeserializeOwned>(
    map: &mut serde_yaml::Mapping,
    key: &str,
) -> Result<Option<T>, Vec<Problem>> {
    map.remove(serde_yaml::Value::String(key.to_string()))
        .map(serde_yaml::from_value)
        .transpose()
        .map_err(state_error)
}

/// The state a `setup:` gives: the sample manor where it names none, the task list `init`
/// would give the manor where it gives none, and in the Comedor whoever it places nowhere.
fn setup_state(game: &Game, map: serde_yaml::Mapping) -> Result<State, Vec<Problem>> {
    // A state without `map` is on the sample manor (`State::map`'s default).
    // A task list the setup does not give is the one `init` would give this manor: the
    // sample's (or `tasks=FILE`) without the tasks naming places the manor does not have.
    let list_given = map
        .get(serde_yaml::Value::String("tasks".to_string()))
        .and_then(|t| t.get("list"))
        .is_some();
    let mut state: State =
        serde_yaml::from_value(serde_yaml::Value::Mapping(map)).map_err(state_error)?;
    if !list_given {
        state.tasks.list = super::tasks::load(game, &state.map)?;
    }
    let comedor = state.comedor();
    for p in &game.players {
        state
            .at
            .entry(p.name.clone())
            .or_insert_with(|| comedor.clone());
    }
    Ok(state)
}

/// The phase a `setup:` starts in: its round, its deliberation, or its round paused.
fn setup_phase(
    round: u32,
    deliberation: bool,
    pause: Option<&PauseSetup>,
) -> Result<String, Vec<Problem>> {
    let phase = match (pause, deliberation) {
        (_, true) => Phase::Deliberation(round).id(),
        // A round pauses after its first or second phase only: any other `done` names no phase.
        (Some(p), false) if (1..super::state::PHASES).contains(&p.done) => Phase::Round {
            round,
            from: p.done + 1,
        }
        .id(),
        (Some(p), false) => format!("ronda-{round}-pausa-{}", p.done),
        (None, false) => Phase::Round { round, from: 1 }.id(),
    };
    if Phase::parse(&phase).is_none() {
        return Err(vec![Problem::new(
            Msg::new("among-us-err-phase").arg("phase", &phase),
        )]);
    }
    Ok(phase)
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct PauseSetup {
    done: u32,
    #[serde(default)]
    open_to: Vec<String>,
    /// When the amendments are due: the resumed phase's deadline.
    #[serde(default)]
    until: Option<String>,
}

#[cfg(test)]
mod tests {
    use crate::core::engine::{Entry, NewGame, adopt};

    #[test]
    fn a_setup_paused_after_no_phase_of_a_round_is_refused_not_a_panic() {
        let roster: Vec<Entry> = ["Ana", "Bruno", "Carla", "Dani"]
            .iter()
            .map(|n| Entry {
                name: n.to_string(),
                aliases: vec![],
                role: None,
                gender: None,
            })
            .collect();
        let new = NewGame {
            ruleset: &super::super::AmongUs,
            roster: &roster,
            seed: 1,
            language: None,
            options: Default::default(),
        };
        for done in ["0", "3", "4294967295"] {
            let setup = serde_yaml::from_str(&format!(
                "{{ sides: {{ Ana: impostor, Bruno: vasallo, Carla: vasallo, Dani: vasallo }}, pause: {{ done: {done} }} }}"
            ))
            .unwrap();
            let refused = adopt(&new, setup).unwrap_err();
            assert_eq!(refused[0].msg.key, "among-us-err-phase", "done {done}");
        }
        let setup = serde_yaml::from_str("{ sides: { Ana: impostor, Bruno: vasallo, Carla: vasallo, Dani: vasallo }, pause: { done: 2 } }").unwrap();
        let (game, _) = adopt(&new, setup).unwrap();
        assert_eq!(game.phase, "ronda-1-f3");
    }
}
