//! "El mapa": the ship as data. Houses (`kind: house`) carry a `function` tag and a `floor`;
//! elevator stops (`kind: stop`) are joined by `elevator` edges; everything else is a `path`.
//! The sample ship (`ship.yaml`) holds the sixteen functions over three floors and the paths of
//! the rulebook's route example. A master gives their own with `--option map=FILE`.

use super::casas::Function;
use crate::core::map::{Map, MapProblem, RouteRules};
use crate::core::msg::Msg;

pub const SHIP: &str = include_str!("ship.yaml");

/// The same ship as JSON, which reads about ten times faster than the YAML: a phase on the
/// sample ship reads it from here (`tests::the_json_ship_is_the_yaml_one` keeps the two equal
/// and writes this file again when they differ).
const SHIP_JSON: &str = include_str!("ship.json");

pub const HOUSE: &str = "house";
pub const STOP: &str = "stop";
pub const PATH: &str = "path";
pub const ELEVATOR: &str = "elevator";

/// The sample ship.
pub fn ship() -> Map {
    sample().clone()
}

/// The sample ship, read once in a process (from its JSON copy): a game on it keeps it out of
/// `game.yaml` (`state.map` is left out when it is this one, as a scenario leaves it out), so
/// no phase reads it from there (issue 25 P: it was 3.6 KB of the 5.1 KB of a game's state).
pub fn sample() -> &'static Map {
    static SAMPLE: std::sync::OnceLock<Map> = std::sync::OnceLock::new();
    SAMPLE.get_or_init(|| serde_json::from_str(SHIP_JSON).expect("the sample ship is valid"))
}

pub fn is_sample(map: &Map) -> bool {
    map == sample()
}

pub fn is_house(map: &Map, place: &str) -> bool {
    map.places.get(place).is_some_and(|p| p.kind == HOUSE)
}

/// The place a player means: its exact name, or the one name that differs only in case ("a-e-f"
/// is "A-E-F").
pub fn place_named(map: &Map, text: &str) -> Option<String> {
    if map.places.contains_key(text) {
        return Some(text.to_string());
    }
    let folded = crate::core::names::fold(text);
    let mut same = map
        .places
        .keys()
        .filter(|p| crate::core::names::fold(p) == folded);
    match (same.next(), same.next()) {
        (Some(p), None) => Some(p.clone()),
        _ => None,
    }
}

/// The houses, in name order.
pub fn houses(map: &Map) -> Vec<String> {
    map.places
        .iter()
        .filter(|(_, p)| p.kind == HOUSE)
        .map(|(name, _)| name.clone())
        .collect()
}

pub fn function_of(map: &Map, house: &str) -> Option<Function> {
    let place = map.places.get(house)?;
    Function::parse(place.tags.get("function")?)
}

pub fn house_with(map: &Map, function: Function) -> Option<String> {
    // The houses in name order, as `houses` lists them, none copied but the one found.
    map.places
        .iter()
        .filter(|(_, p)| p.kind == HOUSE)
        .find(|(_, p)| p.tags.get("function").and_then(|t| Function::parse(t)) == Some(function))
        .map(|(name, _)| name.clone())
}

pub fn floor(map: &Map, place: &str) -> Option<i32> {
    map.places.get(place).and_then(|p| p.floor)
}

/// Every floor with a house, in order.
pub fn floors(map: &Map) -> Vec<i32> {
    let mut floors: Vec<i32> = houses(map).iter().filter_map(|h| floor(map, h)).collect();
    floors.sort();
    floors.dedup();
    floors
}

/// What a master's map may not do: `check` and `init` refuse it. Unknown places, kinds and
/// functions, a function on two houses, a house without floor, and the core's dangling,
/// repeated and looping edges and unreachable places.
pub fn problems(map: &Map) -> Vec<Msg> {
    let mut out = Vec::new();
    for (name, place) in &map.places {
        match place.kind.as_str() {
            HOUSE => match place.tags.get("function") {
                None => out.push(Msg::new("chechino-map-no-function").arg("house", name)),
                Some(tag) if Function::parse(tag).is_none() => out.push(
                    Msg::new("chechino-map-unknown-function")
                        .arg("house", name)
                        .arg("function", tag),
                ),
                Some(_) => {}
            },
            STOP => {}
            other => out.push(
                Msg::new("chechino-map-unknown-kind")
                    .arg("place", name)
                    .arg("kind", other),
            ),
        }
        if place.kind == HOUSE && place.floor.is_none() {
            out.push(Msg::new("chechino-map-no-floor").arg("house", name));
        }
    }
    for f in Function::ALL {
        let with: Vec<String> = houses(map)
            .into_iter()
            .filter(|h| function_of(map, h) == Some(f))
            .collect();
        if with.len() > 1 {
            out.push(
                Msg::new("chechino-map-function-twice")
                    .arg("function", f.key())
                    .arg("houses", with.join(", ")),
            );
        }
    }
    for (i, e) in map.edges.iter().enumerate() {
        if e.kind != PATH && e.kind != ELEVATOR {
            out.push(
                Msg::new("chechino-map-unknown-edge")
                    .arg("edge", format!("{}-{}", e.a, e.b))
                    .arg("kind", &e.kind)
                    .arg("n", i + 1),
            );
        }
    }
    for p in map.validate() {
        let edge = |n: usize| {
            map.edges
                .get(n)
                .map(|e| format!("{}-{}", e.a, e.b))
                .unwrap_or_default()
        };
        out.push(match p {
            MapProblem::DanglingEdge { edge: n, place } => Msg::new("chechino-map-dangling")
                .arg("edge", edge(n))
                .arg("place", place),
            MapProblem::DuplicateEdge { second, .. } => {
                Msg::new("chechino-map-duplicate").arg("edge", edge(second))
            }
            MapProblem::SelfLoop { place, .. } => Msg::new("chechino-map-loop").arg("place", place),
            MapProblem::Unreachable { place, from } => Msg::new("chechino-map-unreachable")
                .arg("place", place)
                .arg("from", from),
        });
    }
    out
}

/// The three rules of movement: "Salir de tu propia casa. Acabar en tu casa o en los
/// barracones. No pasar dos veces por la misma casa." `start` and `ends` change for the
/// Asesino (also from the Cómplice's house; need not return) and the Sonámbulo (hasta 3 casas,
/// ends where he sleeps); the elevator is usable only while its Operador lives.
pub fn route_rules<'a>(
    starts: Vec<&'a str>,
    ends: Vec<&'a str>,
    elevator: bool,
    max_stops: Option<usize>,
) -> RouteRules<'a> {
    RouteRules {
        start: starts,
        ends,
        kinds: if elevator {
            vec![PATH, ELEVATOR]
        } else {
            vec![PATH]
        },
        no_revisit: true,
        max_stops,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn route(text: &str) -> Vec<String> {
        Map::parse_route(text).into_iter().map(|(p, _)| p).collect()
    }

    #[test]
    fn the_sample_ship_holds_the_sixteen_functions_over_three_floors() {
        let map = ship();
        assert_eq!(problems(&map), Vec::<Msg>::new());
        assert_eq!(houses(&map).len(), 16);
        for f in Function::ALL {
            assert!(house_with(&map, f).is_some(), "{f:?}");
        }
        assert_eq!(floors(&map), [1, 2, 3]);
        assert_eq!(house_with(&map, Function::Barracones).as_deref(), Some("C"));
    }

    /// The sample ship is read from `ship.json` (faster than YAML); the ship the docs show and a
    /// master copies is `ship.yaml`. They must be the same ship: when they are not, the JSON is
    /// written again from the YAML and the test fails, to be run again.
    #[test]
    fn the_json_ship_is_the_yaml_one() {
        let yaml = Map::from_yaml(SHIP).expect("the sample ship is valid YAML");
        let json: Option<Map> = serde_json::from_str(SHIP_JSON).ok();
        if json.as_ref() != Some(&yaml) {
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/rules/chechino/ship.json");
            let json = serde_json::to_string(&yaml).expect("a map serialises") + "\n";
            std::fs::write(path, json).expect("ship.json written");
            panic!("ship.json differed from ship.yaml: written again, run the tests again");
        }
    }

    #[test]
    fn the_rulebooks_route_example() {
        let map = ship();
        let rules = route_rules(vec!["A"], vec!["A", "C"], true, None);
        for ok in ["A-E-F-H-G-A", "A-G-H-F-E-A", "A-C-D-F-E-A"] {
            assert_eq!(map.check_route(&route(ok), &rules), Ok(()), "{ok}");
        }
        let e = map
            .check_route(&route("A-E-F-D-C-E-A"), &rules)
            .unwrap_err();
        assert_eq!(e.step, 5, "the second E");
    }

    #[test]
    fn a_bad_map_is_refused() {
        let mut map = ship();
        map.places
            .get_mut("A")
            .unwrap()
            .tags
            .insert("function".into(), "bakery".into());
        map.edges
            .push(serde_yaml::from_str("{ a: A, b: Z }").unwrap());
        map.places.insert(
            "Q".into(),
            serde_yaml::from_str("{ kind: stop, floor: 1 }").unwrap(),
        );
        let keys: Vec<String> = problems(&map).into_iter().map(|m| m.key).collect();
        assert!(keys.contains(&"chechino-map-unknown-function".to_string()));
        assert!(keys.contains(&"chechino-map-dangling".to_string()));
        assert!(keys.contains(&"chechino-map-unreachable".to_string()));
    }
}
