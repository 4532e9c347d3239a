//! The routes a walker may write tonight, found on the ship: one to give as an example, and one
//! through each house he can reach ("Salir de tu propia casa. Acabar en tu casa o en los
//! barracones. No pasar dos veces por la misma casa."). Every route found is checked by the
//! same rules as his `ruta` (`orders::route_is_legal`).

use crate::core::game::Game;
use crate::rules::chechino::casas::Function;
use crate::rules::chechino::nave::{self, ELEVATOR, PATH};
use crate::rules::chechino::orders::{self, Walker, elevator_runs, kills, walker, working};
use crate::rules::chechino::roles::Role;
use crate::rules::chechino::state::State;
use std::collections::{BTreeMap, BTreeSet};

/// Steps of the search, whatever the size of the ship: the search is bounded, and a ship too
/// large for it offers the houses it reached.
const BUDGET: usize = 20_000;

/// What a walker can do with a route tonight.
#[derive(Debug, Default)]
pub struct Walks {
    /// Where his route may start: his house (and the Asesino's Cómplice's).
    pub starts: Vec<String>,
    /// A legal route.
    pub example: Option<String>,
    /// A legal route through each house he can reach (after leaving: the houses an order on
    /// the route may name).
    pub through: BTreeMap<String, String>,
}

impl Walks {
    pub fn route_to(&self, house: &str) -> Option<&String> {
        self.through.get(house)
    }
}

/// How the walk ends: at home or the barracks, or anywhere (a killer, "No está obligado a
/// regresar a su casa"; the Sonámbulo sleeps "en la última de estas casas").
fn ends_anywhere(game: &Game, state: &State, me: &str, kind: Walker) -> bool {
    match kind {
        Walker::Asesino | Walker::Sonambulo => true,
        Walker::Complice => kills(game, state, me),
        _ => false,
    }
}

pub fn walks(game: &Game, state: &State, me: &str) -> Walks {
    let Some(kind) = walker(state, me) else {
        return Walks::default();
    };
    let map = &state.map;
    let home = state.house(me).to_string();
    let mut starts = vec![home.clone()];
    // "trazará un recorrido desde su propia casa o la de su Cómplice".
    if kind == Walker::Asesino {
        for c in state.with_role(Role::Complice) {
            if game.is_alive(&c) && !starts.iter().any(|s| s == state.house(&c)) {
                starts.push(state.house(&c).to_string());
            }
        }
    }
    let kinds: Vec<&str> = if elevator_runs(game, state) {
        vec![PATH, ELEVATOR]
    } else {
        vec![PATH]
    };
    let anywhere = ends_anywhere(game, state, me, kind);
    let barracks =
        working(game, state, Function::Barracones).and(nave::house_with(map, Function::Barracones));
    // "pudiendo visitar hasta 3 casas distintas".
    let max_houses = (kind == Walker::Sonambulo).then_some(3);
    let houses: BTreeSet<String> = nave::houses(map).into_iter().collect();
    let mut walks = Walks {
        starts: starts.clone(),
        ..Walks::default()
    };
    let mut budget = BUDGET;
    for start in &starts {
        let mut path: Vec<String> = vec![start.clone()];
        let mut on_path: BTreeSet<String> = BTreeSet::from([start.clone()]);
        let mut next: Vec<Vec<String>> = vec![neighbours(map, start, &kinds)];
        while let Some(top) = next.last_mut() {
            if budget == 0 || walks.through.len() == houses.len() {
                break;
            }
            budget -= 1;
            let Some(place) = top.pop() else {
                next.pop();
                if let Some(p) = path.pop() {
                    on_path.remove(&p);
                }
                continue;
            };
            if place == *start {
                // Back home: the route is closed, not walked on.
                if path.len() >= 2 {
                    let mut closed = path.clone();
                    closed.push(place);
                    offer(game, state, me, &closed, &mut walks);
                }
                continue;
            }
            if on_path.contains(&place) {
                continue;
            }
            path.push(place.clone());
            on_path.insert(place.clone());
            let is_house = houses.contains(&place);
            let ends_here = is_house && (anywhere || barracks.as_deref() == Some(place.as_str()));
            if ends_here {
                offer(game, state, me, &path, &mut walks);
            }
            let visited = path.iter().skip(1).filter(|p| houses.contains(*p)).count();
            let full = max_houses.is_some_and(|m| visited >= m);
            next.push(if full {
                Vec::new()
            } else {
                neighbours(map, &place, &kinds)
            });
        }
    }
    walks
}

/// Neighbours in reverse name order: the search pops them in name order.
fn neighbours(map: &crate::core::map::Map, place: &str, kinds: &[&str]) -> Vec<String> {
    let mut out: Vec<String> = map
        .neighbours(place, kinds)
        .into_iter()
        .map(str::to_string)
        .collect();
    out.reverse();
    out
}

/// Keeps `route` if it is legal and shows a house no route found so far passes.
fn offer(game: &Game, state: &State, me: &str, route: &[String], walks: &mut Walks) {
    let new: Vec<&String> = route
        .iter()
        .skip(1)
        .filter(|p| nave::is_house(&state.map, p) && !walks.through.contains_key(*p))
        .collect();
    if new.is_empty() && walks.example.is_some() {
        return;
    }
    if !orders::route_is_legal(game, state, me, route) {
        return;
    }
    let text = route.join("-");
    for house in new {
        walks.through.insert(house.clone(), text.clone());
    }
    walks.example.get_or_insert(text);
}
