//! A living player's night: his route and what he does on it (a walker), his ability's order
//! (Obstructor, Insomne), the Pirómano's mark, the Vigilante's swap.

use super::People;
use super::walks::{Walks, walks};
use crate::core::forms::FormOrder;
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::rules::chechino::casas::Function;
use crate::rules::chechino::nave::{self, PATH};
use crate::rules::chechino::orders::{Walker, kills, walker, working};
use crate::rules::chechino::roles::{Ability, Role};
use crate::rules::chechino::state::State;

pub fn orders(game: &Game, state: &State, night: u32, people: &People, me: &str) -> Vec<FormOrder> {
    let mut orders = Vec::new();
    if let Some(kind) = walker(state, me) {
        orders.extend(walker_orders(game, state, night, people, me, kind));
    }
    let home = state.house(me).to_string();
    match state.abilities.get(me) {
        // "bloqueará su elección dos de los caminos, con la única condición de que dichos
        // caminos no pueden estar conectados entre sí".
        Some(Ability::Obstructor) => orders.extend(walls(state)),
        // "se quedará vigilando uno de los caminos que salen de su ubicación".
        Some(Ability::Insomne) => {
            let next: Vec<String> = state
                .map
                .neighbours(&home, &[PATH])
                .into_iter()
                .map(str::to_string)
                .collect();
            if !next.is_empty() {
                orders.push(
                    FormOrder::new(
                        "vigilar",
                        Msg::new("chechino-form-watch").arg("home", &home),
                    )
                    .one_of(Msg::new("chechino-form-next-house"), next),
                );
            }
        }
        _ => {}
    }
    // "cada noche uno de ellos marcará una casa".
    if state.role(me) == Role::Piromano {
        orders.push(
            FormOrder::new("marcar", Msg::new("chechino-form-mark"))
                .one_of(Msg::new("chechino-form-house"), unmarked(game, state)),
        );
    }
    // "Dos veces por partida, el vigilante intercambiara los carteles informativos de 2
    // ubicaciones".
    if working(game, state, Function::CruceSombrio).as_deref() == Some(me)
        && state.memory.sign_swaps > 0
    {
        let houses = nave::houses(&state.map);
        orders.push(
            FormOrder::new(
                "cambiar",
                Msg::new("chechino-form-swap").arg("left", state.memory.sign_swaps),
            )
            .one_of(Msg::new("chechino-form-house"), houses.clone())
            .one_of(Msg::new("chechino-form-house"), houses),
        );
    }
    orders
}

/// The houses worth marking: not marked yet, not a Pirómano's ("se considerarán siempre
/// marcada"), on a floor that has not blown up.
fn unmarked(game: &Game, state: &State) -> Vec<String> {
    let pyros: Vec<String> = state
        .with_role(Role::Piromano)
        .iter()
        .filter(|p| game.is_alive(p))
        .map(|p| state.house(p).to_string())
        .collect();
    nave::houses(&state.map)
        .into_iter()
        .filter(|h| !state.memory.marks.contains(h) && !pyros.contains(h))
        .filter(|h| nave::floor(&state.map, h).is_none_or(|f| !state.memory.exploded.contains(&f)))
        .collect()
}

/// The Obstructor's two walls: two paths that share no house.
fn walls(state: &State) -> Option<FormOrder> {
    let paths: Vec<(&str, &str)> = state
        .map
        .edges
        .iter()
        .filter(|e| e.kind == PATH)
        .map(|e| (e.a.as_str(), e.b.as_str()))
        .collect();
    let (a, b) = *paths.first()?;
    let (c, d) = *paths
        .iter()
        .find(|(c, d)| ![a, b].contains(c) && ![a, b].contains(d))?;
    let list: Vec<String> = paths.iter().map(|(x, y)| format!("{x}-{y}")).collect();
    Some(
        FormOrder::new("muro", Msg::new("chechino-form-wall"))
            .text(
                Msg::new("chechino-form-first-wall").arg("paths", list.join(", ")),
                &format!("{a}-{b}"),
            )
            .text(Msg::new("chechino-form-second-wall"), &format!("{c}-{d}")),
    )
}

/// A walker's route, and the orders it carries: the kill, the kidnap, the watering, the one
/// function he may use on the way.
fn walker_orders(
    game: &Game,
    state: &State,
    night: u32,
    people: &People,
    me: &str,
    kind: Walker,
) -> Vec<FormOrder> {
    let w = walks(game, state, me);
    let Some(example) = w.example.clone() else {
        return Vec::new();
    };
    let mut orders = vec![
        route(game, state, me, kind, &w).text(
            Msg::new(if w.starts.len() > 1 {
                "chechino-form-route-paths-two"
            } else {
                "chechino-form-route-paths"
            })
            .arg("paths", leaving(state, game, &w)),
            &example,
        ),
    ];
    orders.extend(killers_orders(game, state, night, people, me, &w));
    if kind == Walker::Bombero {
        orders.extend(water(state, me, &w));
    }
    // "Tendrá derecho a activar la función de una de las ubicaciones por donde pase"; the
    // Sonámbulo walks asleep.
    if kind != Walker::Sonambulo {
        for (house, r) in &w.through {
            for order in super::uses::uses(game, state, people, me, house) {
                orders.push(order.needs(house, format!("ruta {r}")));
            }
        }
    }
    orders
}

/// An order naming targets, each needing the route that reaches its house.
fn with_routes(
    mut order: FormOrder,
    w: &Walks,
    targets: &[String],
    house_of: &dyn Fn(&str) -> String,
) -> FormOrder {
    for t in targets {
        if let Some(r) = w.route_to(&house_of(t)) {
            order = order.needs(t, format!("ruta {r}"));
        }
    }
    order
}

/// The killers' orders on the way: the kill ("Cada noche debe buscar una víctima"; the
/// Cómplice once the Asesino is dead, the armed Reclutado) and the Cómplice's kidnap ("En un
/// primer turno las secuestra … en el segundo se queda descansando"), each victim's house on
/// a route.
fn killers_orders(
    game: &Game,
    state: &State,
    night: u32,
    people: &People,
    me: &str,
    w: &Walks,
) -> Vec<FormOrder> {
    let reachable = || -> Vec<String> {
        people
            .targets(state, me)
            .into_iter()
            .filter(|p| w.route_to(state.house(p)).is_some())
            .collect()
    };
    let player_house = |p: &str| state.house(p).to_string();
    let mut orders = Vec::new();
    if kills(game, state, me) {
        let targets = reachable();
        if !targets.is_empty() {
            let about = match (state.role(me), state.memory.bullets) {
                (Role::Reclutado, Some(b)) => Msg::new("chechino-form-kill-bullet").arg("left", b),
                _ => Msg::new("chechino-form-kill"),
            };
            let order = FormOrder::new("matar", about)
                .one_of(Msg::new("chechino-form-victim"), targets.clone());
            orders.push(with_routes(order, w, &targets, &player_house));
        }
    }
    if state.role(me) == Role::Complice && !kills(game, state, me) {
        let resting = state.memory.complice_rests == Some(night);
        if state.memory.buried.is_some() {
            // "(o que por alguna razón éste decida desenterrarla)".
            orders.push(FormOrder::new(
                "desenterrar",
                Msg::new("chechino-form-unbury"),
            ));
        } else if !resting {
            let targets = reachable();
            if !targets.is_empty() {
                let order = FormOrder::new("secuestrar", Msg::new("chechino-form-kidnap"))
                    .one_of(Msg::new("chechino-form-victim"), targets.clone());
                orders.push(with_routes(order, w, &targets, &player_house));
            }
        }
    }
    orders
}

/// The Bombero: "durante su ruta elegirá una casa distinta de la suya y la regará".
fn water(state: &State, me: &str, w: &Walks) -> Option<FormOrder> {
    let home = state.house(me);
    let houses: Vec<String> = w.through.keys().filter(|h| *h != home).cloned().collect();
    if houses.is_empty() {
        return None;
    }
    let order = FormOrder::new("regar", Msg::new("chechino-form-water"))
        .one_of(Msg::new("chechino-form-house"), houses.clone());
    Some(with_routes(order, w, &houses, &|h: &str| h.to_string()))
}

/// The order `ruta`, with what the rules of his walk are.
fn route(game: &Game, state: &State, me: &str, kind: Walker, w: &Walks) -> FormOrder {
    let home = state.house(me).to_string();
    let barracks = working(game, state, Function::Barracones)
        .and(nave::house_with(&state.map, Function::Barracones))
        .filter(|b| *b != home);
    let about = match kind {
        Walker::Sonambulo => Msg::new("chechino-form-route-sonambulo").arg("home", &home),
        _ if kind == Walker::Asesino || kills(game, state, me) => match w.starts.get(1) {
            Some(other) => Msg::new("chechino-form-route-killer-two")
                .arg("home", &home)
                .arg("other", other),
            None => Msg::new("chechino-form-route-killer").arg("home", &home),
        },
        _ => match barracks {
            Some(b) => Msg::new("chechino-form-route")
                .arg("home", &home)
                .arg("barracks", b),
            None => Msg::new("chechino-form-route-no-barracks").arg("home", &home),
        },
    };
    FormOrder::new("ruta", about)
}

/// The paths that leave each house his route may start from: `G-A, G-H`.
fn leaving(state: &State, game: &Game, w: &Walks) -> String {
    let kinds: &[&str] = if crate::rules::chechino::orders::elevator_runs(game, state) {
        &[PATH, nave::ELEVATOR]
    } else {
        &[PATH]
    };
    w.starts
        .iter()
        .flat_map(|s| {
            state
                .map
                .neighbours(s, kinds)
                .into_iter()
                .map(move |n| format!("{s}-{n}"))
        })
        .collect::<Vec<_>>()
        .join(", ")
}
