//! The Bombero and the Pirómanos: "cada noche uno de ellos marcará una casa … Cuando todas las
//! casas de jugadores vivos de una misma planta estén marcadas, éstas saltarán por los aíres …
//! Las casas de los pirómanos se considerarán siempre marcada a efectos del juego, pero nunca
//! explotarán."

use super::Night;
use super::walk::Walk;
use crate::core::msg::Msg;
use crate::core::trace::Kind;
use crate::rules::chechino::casas;
use crate::rules::chechino::fate::Cause;
use crate::rules::chechino::nave;
use crate::rules::chechino::orders::Order;
use crate::rules::chechino::roles::Role;

/// "elegirá una casa distinta de la suya y la regará con un buen manguerazo. De este modo, no
/// sólo evitará que los pirómanos la marquen esa noche, sino que la limpiará si estaba marcada
/// de una noche anterior. El bombero desconocerá este hecho, pero los pirómanos recibirán un MP
/// informativo."
pub fn water(night: &mut Night, bombero: &str, house: &str, walk: &Walk) {
    if walk.step_of(house).is_none() {
        night.not_reached(bombero, house);
        return;
    }
    night.watered.push(house.to_string());
    let was_marked = night.fate.state.memory.marks.iter().any(|m| m == house);
    night.fate.state.memory.marks.retain(|m| m != house);
    let pyros: Vec<String> = living_pyromaniacs(night);
    let to: Vec<&str> = pyros.iter().map(String::as_str).collect();
    night
        .fate
        .trace
        .add(
            Kind::Applied,
            "rule-chechino-bombero",
            Msg::new(if was_marked {
                "chechino-watered-cleaned"
            } else {
                "chechino-watered"
            })
            .arg("house", house),
        )
        .actor(bombero)
        .to(&to);
}

fn living_pyromaniacs(night: &Night) -> Vec<String> {
    night
        .fate
        .state
        .with_role(Role::Piromano)
        .into_iter()
        .filter(|p| night.fate.game.is_alive(p))
        .collect()
}

/// "cada noche uno de ellos marcará una casa, mientras que su compañero se queda jugando a la
/// consola": the first PM sent counts (docs/rulings/chechino.md).
pub fn mark(night: &mut Night) {
    let mut sent = night.sent();
    // The PM the mark came in decides who marks first, not a Pirómano's latest PM.
    sent.sort_by_key(|(_, pm)| pm.sent_of(|o| matches!(o, Order::Mark(_))));
    let order = sent.into_iter().find_map(|(p, pm)| {
        let house = pm.find(|o| match o {
            Order::Mark(h) => Some(h.clone()),
            _ => None,
        })?;
        (night.fate.state.role(p) == Role::Piromano && !night.buried(p)).then(|| (p.clone(), house))
    });
    let Some((pyro, written)) = order else { return };
    let (house, swap) = night.sign(&written);
    let pyros = living_pyromaniacs(night);
    let to: Vec<&str> = pyros.iter().map(String::as_str).collect();
    if night.watered.contains(&house) {
        night
            .fate
            .trace
            .add(
                Kind::Failed,
                "rule-chechino-bombero",
                Msg::new("chechino-mark-watered").arg("house", &written),
            )
            .actor(&pyro)
            .to(&to);
        return;
    }
    if !night.fate.state.memory.marks.contains(&house) {
        night.fate.state.memory.marks.push(house.clone());
    }
    // A mark that lands on another house because of the swapped signs names the swap.
    let mut e = night
        .fate
        .trace
        .add(
            if swap.is_some() {
                Kind::Redirected
            } else {
                Kind::Applied
            },
            "rule-chechino-piromanos",
            Msg::new("chechino-marked").arg("house", &written),
        )
        .actor(&pyro)
        .to(&to);
    if let Some(c) = swap {
        e = e.cause(c);
    }
    e.id();
}

/// The houses of living players on a floor that still lack a mark (a Pirómano's counts as
/// marked), and whether anyone but Pirómanos lives there.
pub fn unmarked(night: &Night, floor: i32) -> (Vec<String>, bool) {
    let state = &*night.fate.state;
    let mut unmarked = Vec::new();
    let mut victims = false;
    for house in nave::houses(&state.map) {
        if nave::floor(&state.map, &house) != Some(floor) {
            continue;
        }
        let Some(resident) = state.resident(&house) else {
            continue;
        };
        if !night.fate.game.is_alive(resident) || state.role(resident) == Role::Piromano {
            continue;
        }
        victims = true;
        if !state.memory.marks.contains(&house) {
            unmarked.push(house);
        }
    }
    (unmarked, victims)
}

/// The latest death of this phase that left an unmarked house of `floor` no longer needed
/// (its resident is dead: "todas las casas de jugadores vivos"), if any.
fn freed_by(night: &Night, floor: i32) -> Option<usize> {
    let state = &*night.fate.state;
    nave::houses(&state.map)
        .into_iter()
        .filter(|h| nave::floor(&state.map, h) == Some(floor) && !state.memory.marks.contains(h))
        .filter_map(|h| state.resident(&h).map(str::to_string))
        .filter(|r| !night.fate.game.is_alive(r) && state.role(r) != Role::Piromano)
        .filter_map(|r| night.death_of(&r))
        .max()
}

/// Every floor whose living players' houses are all marked blows up, with whoever sleeps on it
/// (the barracks' guests too: "si los pirómanos vuelan el barracón, morirán todos los que allí
/// estén pernoctando"), but the Pirómanos.
pub fn explosions(night: &mut Night) {
    for floor in nave::floors(&night.fate.state.map) {
        if night.fate.state.memory.exploded.contains(&floor) {
            continue;
        }
        let (unmarked, victims) = unmarked(night, floor);
        if !victims || !unmarked.is_empty() {
            continue;
        }
        night.fate.state.memory.exploded.push(floor);
        let freed = freed_by(night, floor);
        let mut e = night
            .fate
            .trace
            .add(
                Kind::Applied,
                "rule-chechino-piromanos",
                Msg::new("chechino-floor-explodes").arg("floor", floor),
            )
            .public();
        if let Some(d) = freed {
            e = e.cause(d);
        }
        let boom = e.id();
        let sleepers: Vec<String> = night
            .fate
            .game
            .players
            .iter()
            .filter(|p| p.alive)
            .map(|p| p.name.clone())
            .filter(|p| {
                let at = night.sleeps(p);
                !night.buried(p)
                    && night.fate.state.role(p) != Role::Piromano
                    && nave::is_house(&night.fate.state.map, &at)
                    && nave::floor(&night.fate.state.map, &at) == Some(floor)
            })
            .collect();
        for p in sleepers {
            night.fate.kill(&p, Cause::Explosion, Some(boom));
        }
        let map = night.fate.state.map.clone();
        night
            .fate
            .state
            .memory
            .marks
            .retain(|h| nave::floor(&map, h) != Some(floor));
    }
    casas::sala_de_control::alarm(night);
}
