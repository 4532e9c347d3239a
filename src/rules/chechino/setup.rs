//! Setup: "Una vez se cierre la lista de apuntados, el primer sorteo que se realizará será el
//! de ubicación. Acto seguido, se sorteará los roles de asesino, cómplice, pirómanos y
//! sonámbulo." The ship (sample or the master's), the two draws, the nightly ability draw, and
//! the public list of houses and the role PMs.

use super::casas::Function;
use super::nave;
use super::roles::{self, Ability, Role};
use super::state::{Memory, Phase, State};
use crate::core::diag::Problem;
use crate::core::game::Game;
use crate::core::map::Map;
use crate::core::msg::Msg;
use crate::core::rng::{Chance, Random, ScriptError};
use crate::core::trace::{Kind, Trace};
use std::collections::BTreeMap;

pub fn problem(msg: Msg) -> Problem {
    Problem::new(msg)
}

pub fn script_problem(e: ScriptError) -> Vec<Problem> {
    vec![problem(
        Msg::new("err-script")
            .arg("value", e.value)
            .arg("bound", e.bound),
    )]
}

/// The ship of a new game: the `map` option's file, or the sample ship.
fn load_map(game: &Game) -> Result<Map, Vec<Problem>> {
    let map = match game.option("map").filter(|m| !m.trim().is_empty()) {
        None => nave::ship(),
        Some(path) => {
            let text = crate::core::read::read_option_file(path, "chechino-err-map-file")
                .map_err(|p| vec![p])?;
            Map::from_yaml(&text).map_err(|e| {
                vec![problem(
                    Msg::new("chechino-err-map-file")
                        .arg("path", path)
                        .arg("error", e),
                )]
            })?
        }
    };
    check_map(&map)?;
    Ok(map)
}

pub fn check_map(map: &Map) -> Result<(), Vec<Problem>> {
    // The sample ship has none (`nave::tests`, the sixteen functions over three floors):
    // only a master's own ship is looked over, not the sample at every command.
    if nave::is_sample(map) {
        return Ok(());
    }
    let problems: Vec<Problem> = nave::problems(map).into_iter().map(problem).collect();
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}

/// A state that can be played: a valid ship, a house and a role for every player and for
/// nobody else, no house lived in twice.
pub fn consistent(game: &Game, state: &State) -> Vec<Problem> {
    if let Err(problems) = check_map(&state.map) {
        return problems;
    }
    let mut problems = Vec::new();
    for p in &game.players {
        for (field, ok) in [
            ("houses", state.houses.contains_key(&p.name)),
            ("roles", state.roles.contains_key(&p.name)),
        ] {
            if !ok {
                problems.push(problem(
                    Msg::new("chechino-err-missing")
                        .arg("player", &p.name)
                        .arg("field", field),
                ));
            }
        }
    }
    let named: std::collections::BTreeSet<&String> =
        state.houses.keys().chain(state.roles.keys()).collect();
    for name in named {
        if game.player(name).is_none() {
            problems.push(problem(Msg::new("err-unknown-player").arg("name", name)));
        }
    }
    for (player, house) in &state.houses {
        if !nave::is_house(&state.map, house)
            || state.houses.values().filter(|h| *h == house).count() > 1
        {
            problems.push(problem(
                Msg::new("chechino-err-fixed-house")
                    .arg("player", player)
                    .arg("house", house),
            ));
        }
    }
    problems
}

/// A roster's fixed role: `asesino`, `asesino@A` (role and house) or `@A` (house only).
fn parse_fixed(written: &str) -> (Option<&str>, Option<&str>) {
    match written.split_once('@') {
        Some((role, house)) => (
            Some(role.trim()).filter(|r| !r.is_empty()),
            Some(house.trim()),
        ),
        None => (Some(written.trim()), None),
    }
}

/// "Se sortearán cada noche entre los chustapueblerinos vivos", by the brackets ("depende de los
/// chustapueblerinos que queden en pie"), with the exclusions. A drawn player may get an ability
/// another already has ("Los Obstructores", "dos caminantes"). The Cómplice's buried victim,
/// "bloqueada … no pudiendo actuar" and dying at the start of the night, is not standing: he is
/// neither counted nor drawn (docs/rulings/chechino.md, ruling 13). Returns how many stand.
pub fn draw_abilities(
    game: &Game,
    state: &mut State,
    chance: &mut Chance,
) -> Result<usize, Vec<Problem>> {
    state.abilities.clear();
    let living = |role: Role| {
        game.players
            .iter()
            .filter(|p| p.alive && state.role(&p.name) == role)
            .map(|p| p.name.clone())
            .collect::<Vec<String>>()
    };
    let buried = state.memory.buried.as_ref().map(|b| b.victim.clone());
    let mut pool = living(Role::Chustapueblerino);
    pool.retain(|p| buried.as_ref() != Some(p));
    let standing = pool.len();
    let pyros = !living(Role::Piromano).is_empty();
    let chechinos = [Role::Asesino, Role::Complice, Role::Reclutado]
        .into_iter()
        .any(|r| !living(r).is_empty());
    let allowed = Ability::drawable(pyros, chechinos);
    let mut draw = chance.stream("habilidades");
    for _ in 0..roles::abilities_for(pool.len()) {
        let who = draw.below(pool.len() as u64).map_err(script_problem)? as usize;
        let what = draw.below(allowed.len() as u64).map_err(script_problem)? as usize;
        state.abilities.insert(pool.remove(who), allowed[what]);
    }
    Ok(standing)
}

/// For the master: how many abilities tonight, among how many standing, and the buried
/// Chustapueblerino left out of both (ruling 13, review CH-2).
pub fn count_abilities(state: &State, standing: usize, trace: &mut Trace) {
    let buried = state
        .memory
        .buried
        .as_ref()
        .map(|b| b.victim.as_str())
        .filter(|v| state.role(v) == Role::Chustapueblerino);
    let msg = match buried {
        Some(victim) => Msg::new("chechino-abilities-drawn-buried").arg("buried", victim),
        None => Msg::new("chechino-abilities-drawn"),
    };
    trace.add(
        Kind::Random,
        "rule-chechino-habilidades",
        msg.arg("count", state.abilities.len())
            .arg("standing", standing),
    );
}

pub fn announce_abilities(state: &State, trace: &mut Trace) {
    for (player, ability) in &state.abilities {
        announce_ability(player, *ability, trace);
    }
}

/// Tells one player tonight's drawn ability and how to use it.
pub fn announce_ability(player: &str, ability: Ability, trace: &mut Trace) {
    trace
        .add(
            Kind::Random,
            "rule-chechino-habilidades",
            Msg::new("chechino-your-ability").arg("ability", ability.key()),
        )
        .target(player)
        .to(&[player]);
    trace
        .add(
            Kind::Info,
            "rule-chechino-habilidades",
            Msg::new(&format!("chechino-help-{}", ability.id())),
        )
        .to(&[player]);
    if matches!(ability, Ability::Caminante | Ability::Bombero) {
        super::role_pm::use_help(player, trace);
    }
}

/// "Esto es público y se mostrará al inicio de la partida": who lives where, and each house's
/// function; then the role PMs ("Los Chechinos juegan en equipo y pueden comunicarse entre sí";
/// the two Pirómanos know each other too).
pub fn announce(game: &Game, state: &State, trace: &mut Trace) {
    for p in &game.players {
        trace
            .add(Kind::Info, "rule-chechino-mapa", lives_in(state, &p.name))
            .target(&p.name)
            .public();
    }
    // "la ubicación … leaves houses empty" (ruling 2): a route may pass through an empty house,
    // so the post lists it with its paths, as it lists the lived-in ones.
    for house in nave::houses(&state.map) {
        if state.resident(&house).is_some() {
            continue;
        }
        let function = nave::function_of(&state.map, &house)
            .map(Function::key)
            .unwrap_or_default();
        trace
            .add(
                Kind::Info,
                "rule-chechino-mapa",
                Msg::new("chechino-empty-house")
                    .arg("house", &house)
                    .arg("function", function)
                    .arg("floor", nave::floor(&state.map, &house).unwrap_or_default())
                    .arg(
                        "paths",
                        state.map.neighbours(&house, &[nave::PATH]).join(", "),
                    ),
            )
            .public();
    }
    elevator(state, trace);
    for p in &game.players {
        super::role_pm::role_pm(state, &p.name, trace);
    }
    announce_abilities(state, trace);
}

/// "Cada jugador estará ubicado en una casa del mapa. -Cada casa está dotada de una función
/// especial.": where `player` lives, its function, floor and the paths leaving it (the setup
/// post and `status` say the same).
pub fn lives_in(state: &State, player: &str) -> Msg {
    let house = state.house(player);
    let function = nave::function_of(&state.map, house)
        .map(Function::key)
        .unwrap_or_default();
    Msg::new("chechino-lives-in")
        .arg("player", player)
        .arg("house", house)
        .arg("function", function)
        .arg("floor", nave::floor(&state.map, house).unwrap_or_default())
        .arg(
            "paths",
            state.map.neighbours(house, &[nave::PATH]).join(", "),
        )
}

/// The elevator, for the setup post: each stop with the houses a path joins it to and its
/// floor ("Cualquier jugador puede usar el ascensor para desplazarse rápidamente entre las
/// plantas de la nave de un solo salto").
fn elevator(state: &State, trace: &mut Trace) {
    let map = &state.map;
    let stops: Vec<(&String, Option<i32>)> = map
        .places
        .iter()
        .filter(|(_, p)| p.kind == nave::STOP)
        .map(|(name, p)| (name, p.floor))
        .collect();
    if stops.is_empty() {
        return;
    }
    let operator = nave::house_with(map, Function::Ascensor).unwrap_or_default();
    // "Salvo que se especifique lo contrario, las ubicaciones sólo podrán ser activadas
    // mientras sus residentes estén vivos": with nobody dealt to its house, it never runs.
    let key = if state.resident(&operator).is_some() {
        "chechino-elevator-public"
    } else {
        "chechino-elevator-public-empty"
    };
    trace
        .add(
            Kind::Info,
            "rule-chechino-ascensor",
            Msg::new(key).arg("house", operator),
        )
        .public();
    for (stop, floor) in stops {
        trace
            .add(
                Kind::Info,
                "rule-chechino-ascensor",
                Msg::new("chechino-elevator-stop")
                    .arg("stop", stop)
                    .arg("floor", floor.unwrap_or_default())
                    .arg("houses", map.neighbours(stop, &[nave::PATH]).join(", "))
                    .arg("stops", map.neighbours(stop, &[nave::ELEVATOR]).join(", ")),
            )
            .public();
    }
}

/// Deals a new game: the ship, the location draw, the role draw (roster overrides first), the
/// first night's abilities, and the announcements.
pub fn deal(
    game: &mut Game,
    fixed: &BTreeMap<String, String>,
    chance: &mut Chance,
    trace: &mut Trace,
) -> Result<(), Vec<Problem>> {
    let map = load_map(game)?;
    let mut free = nave::houses(&map);
    let n = game.players.len();
    if free.len() < n {
        return Err(vec![problem(
            Msg::new("chechino-err-too-few-houses")
                .arg("houses", free.len())
                .arg("players", n),
        )]);
    }
    let mut pool = roles::deal(n);
    let (mut houses, mut roles) = fixed_in_the_roster(fixed, &mut free, &mut pool)?;
    // "el primer sorteo que se realizará será el de ubicación. Acto seguido, se sorteará
    // los roles de asesino, cómplice, pirómanos y sonámbulo."
    chance
        .stream("ubicacion")
        .shuffle(&mut free)
        .map_err(script_problem)?;
    let mut free = free.into_iter();
    for p in &game.players {
        if !houses.contains_key(&p.name) {
            houses.insert(p.name.clone(), free.next().expect("enough houses"));
        }
    }
    chance
        .stream("roles")
        .shuffle(&mut pool)
        .map_err(script_problem)?;
    let mut pool = pool.into_iter();
    for p in &game.players {
        if !roles.contains_key(&p.name) {
            roles.insert(p.name.clone(), pool.next().expect("one role per player"));
        }
    }
    let mut state = State {
        map,
        houses,
        roles,
        abilities: BTreeMap::new(),
        memory: Memory::default(),
    };
    game.phase = Phase::Noche(1).id();
    let standing = draw_abilities(game, &mut state, chance)?;
    announce(game, &state, trace);
    count_abilities(&state, standing, trace);
    game.set_state(&state);
    Ok(())
}

/// Player → house, and player → role.
type Fixed = (BTreeMap<String, String>, BTreeMap<String, Role>);

/// The houses and roles the roster fixes (`asesino@G`, `@F`), taken out of the `free` houses
/// and the role `pool` before the draws.
fn fixed_in_the_roster(
    fixed: &BTreeMap<String, String>,
    free: &mut Vec<String>,
    pool: &mut Vec<Role>,
) -> Result<Fixed, Vec<Problem>> {
    let mut houses = BTreeMap::new();
    let mut roles = BTreeMap::new();
    let mut problems = Vec::new();
    for (player, written) in fixed {
        let (role, house) = parse_fixed(written);
        if let Some(h) = house {
            match free.iter().position(|f| f == h) {
                Some(i) => {
                    houses.insert(player.clone(), free.remove(i));
                }
                None => problems.push(problem(
                    Msg::new("chechino-err-fixed-house")
                        .arg("player", player)
                        .arg("house", h),
                )),
            }
        }
        let Some(written) = role else { continue };
        match Role::parse(written) {
            Some(r) => match pool.iter().position(|x| *x == r) {
                Some(i) => {
                    pool.remove(i);
                    roles.insert(player.clone(), r);
                }
                None => problems.push(problem(
                    Msg::new("chechino-err-fixed-role")
                        .arg("player", player)
                        .arg("role", r.key()),
                )),
            },
            None => problems.push(problem(
                Msg::new("chechino-err-unknown-role").arg("role", written),
            )),
        }
    }
    if problems.is_empty() {
        Ok((houses, roles))
    } else {
        Err(problems)
    }
}
