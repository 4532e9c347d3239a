//! A map of places joined by typed edges, kept as YAML data.
//!
//! Chechino's village has houses (each with a function and a floor), the barracks, paths and
//! elevator stops; Among Us has rooms joined by corridors, doors and secret passages. A place is
//! a name with a free `kind`, an optional `floor` and free `tags`; an edge joins two places with
//! a `kind` ("path" when not given) and may be one-way (`directed`, from `a` to `b`). A place
//! may say where it is drawn (`at: [column, row]` on its floor).
//!
//! A Chechino route such as `A-E-F-H-G-A` must leave the player's own house, end at home or at
//! the barracks, and never pass a house twice (coming back home at the end is not a second
//! pass): `A-E-F-H-G-A` is legal, `A-E-F-D-C-E-A` is not. [`Map::check_route`] checks such rules
//! and names the first bad step. Every list this module returns is sorted or in file order, so
//! the same map always gives the same answers.

use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::ops::Range;

#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Default)]
#[serde(deny_unknown_fields)]
pub struct Map {
    pub places: BTreeMap<String, Place>,
    #[serde(default)]
    pub edges: Vec<Edge>,
}

#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Default)]
#[serde(deny_unknown_fields)]
pub struct Place {
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub kind: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub floor: Option<i32>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub tags: BTreeMap<String, String>,
    /// Where the place is drawn: `[column, row]` in its floor's grid (row 0 at the top); a
    /// place without one is drawn in the first free cell ([`crate::core::draw`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at: Option<[u32; 2]>,
}

fn default_edge_kind() -> String {
    "path".to_string()
}

fn is_false(b: &bool) -> bool {
    !*b
}

#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Edge {
    pub a: String,
    pub b: String,
    /// "path", "elevator", "door", "passage"...
    #[serde(default = "default_edge_kind")]
    pub kind: String,
    /// One-way, from `a` to `b`.
    #[serde(default, skip_serializing_if = "is_false")]
    pub directed: bool,
}

impl Edge {
    /// Whether this edge can be walked from `from` to `to`.
    pub fn leads(&self, from: &str, to: &str) -> bool {
        (self.a == from && self.b == to) || (!self.directed && self.b == from && self.a == to)
    }
}

/// What [`Map::validate`] finds wrong. Edge numbers index `Map::edges`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MapProblem {
    #[error("edge {edge} goes to the unknown place {place:?}")]
    DanglingEdge { edge: usize, place: String },
    #[error("edge {second} repeats edge {first}")]
    DuplicateEdge { first: usize, second: usize },
    #[error("edge {edge} joins {place:?} to itself")]
    SelfLoop { edge: usize, place: String },
    #[error("{place:?} cannot be reached from {from:?}")]
    Unreachable { place: String, from: String },
}

/// What a route must respect. An empty `start`, `ends` or `kinds` allows anything.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RouteRules<'a> {
    pub start: Vec<&'a str>,
    pub ends: Vec<&'a str>,
    pub kinds: Vec<&'a str>,
    /// No place twice, except a closing loop back to the start (`A-...-A`).
    pub no_revisit: bool,
    /// Most moves after the start.
    pub max_stops: Option<usize>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RouteErrorKind {
    #[error("a route needs at least two places")]
    TooShort,
    #[error("{place:?} is not on the map")]
    UnknownPlace { place: String },
    #[error("a route cannot start at {place:?}")]
    BadStart { place: String },
    #[error("no usable way from {from:?} to {to:?}")]
    NoConnection { from: String, to: String },
    #[error("{place:?} is passed twice")]
    Revisit { place: String },
    #[error("a route cannot end at {place:?}")]
    BadEnd { place: String },
    #[error("more than {max} moves")]
    TooLong { max: usize },
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("step {step}: {kind}")]
pub struct RouteError {
    /// Index into the route of the bad step (the route's length for a missing step).
    pub step: usize,
    pub kind: RouteErrorKind,
}

/// An empty list allows anything.
fn allows(list: &[&str], item: &str) -> bool {
    list.is_empty() || list.contains(&item)
}

impl Map {
    pub fn from_yaml(text: &str) -> Result<Map, serde_yaml::Error> {
        serde_yaml::from_str(text)
    }

    pub fn to_yaml(&self) -> Result<String, serde_yaml::Error> {
        serde_yaml::to_string(self)
    }

    /// Dangling edges and self-loops (in edge order), duplicate edges (same kind between the
    /// same two places, unless both are one-way in opposite directions), then places cut off
    /// from the first place in name order, following every edge in both directions.
    pub fn validate(&self) -> Vec<MapProblem> {
        use MapProblem::*;
        let mut problems = Vec::new();
        for (edge, e) in self.edges.iter().enumerate() {
            for place in [&e.a, &e.b].into_iter().cloned() {
                if !self.places.contains_key(&place) {
                    problems.push(DanglingEdge { edge, place });
                }
            }
            if e.a == e.b {
                let place = e.a.clone();
                problems.push(SelfLoop { edge, place });
            }
        }
        for (second, e) in self.edges.iter().enumerate() {
            let repeats = |f: &Edge| {
                let same_pair = (f.a == e.a && f.b == e.b) || (f.a == e.b && f.b == e.a);
                let opposite_one_ways = f.directed && e.directed && f.a != e.a;
                f.kind == e.kind && same_pair && !opposite_one_ways
            };
            if let Some(first) = self.edges[..second].iter().position(repeats) {
                problems.push(DuplicateEdge { first, second });
            }
        }
        let Some(from) = self.places.keys().next() else {
            return problems;
        };
        let mut seen = BTreeSet::from([from.as_str()]);
        let mut stack = vec![from.as_str()];
        while let Some(p) = stack.pop() {
            for e in &self.edges {
                let other = match () {
                    _ if e.a == p => e.b.as_str(),
                    _ if e.b == p => e.a.as_str(),
                    _ => continue,
                };
                if seen.insert(other) {
                    stack.push(other);
                }
            }
        }
        for place in self.places.keys().filter(|p| !seen.contains(p.as_str())) {
            let (place, from) = (place.clone(), from.clone());
            problems.push(Unreachable { place, from });
        }
        problems
    }

    /// Places reachable in one move from `place` over edges of `kinds` (empty = any), sorted.
    pub fn neighbours(&self, place: &str, kinds: &[&str]) -> Vec<&str> {
        let mut out = BTreeSet::new();
        for e in self.edges.iter().filter(|e| allows(kinds, &e.kind)) {
            if e.a == place {
                out.insert(e.b.as_str());
            }
            if e.b == place && !e.directed {
                out.insert(e.a.as_str());
            }
        }
        out.into_iter().collect()
    }

    /// The first edge (in file order) that can be walked from `a` to `b`.
    pub fn edge_between(&self, a: &str, b: &str) -> Option<&Edge> {
        self.edges.iter().find(|e| e.leads(a, b))
    }

    /// Splits a written route ("A-E-F", "A – E > F", "A E F") into place names with their byte
    /// spans in `text`. Separators: '-', '–', '—', '>', '→' and whitespace.
    pub fn parse_route(text: &str) -> Vec<(String, Range<usize>)> {
        let is_sep = |c: char| matches!(c, '-' | '–' | '—' | '>' | '→') || c.is_whitespace();
        let mut out = Vec::new();
        let mut start = None;
        for (i, c) in text.char_indices().chain([(text.len(), ' ')]) {
            match (is_sep(c), start) {
                (true, Some(s)) => {
                    out.push((text[s..i].to_string(), s..i));
                    start = None;
                }
                (false, None) => start = Some(i),
                _ => {}
            }
        }
        out
    }

    /// Checks a route and reports its first bad step. At each step, in this order: the place
    /// must exist, the first must be an allowed start, no place may come twice (under
    /// `no_revisit`; a last step back to the start closes the loop), an edge of an allowed kind
    /// must lead there from the previous place, and the moves must not exceed `max_stops`.
    /// Then the last place must be an allowed end.
    pub fn check_route(&self, route: &[String], rules: &RouteRules) -> Result<(), RouteError> {
        use RouteErrorKind::*;
        let fail = |step, kind| Err(RouteError { step, kind });
        if route.len() < 2 {
            return fail(route.len(), TooShort);
        }
        let last = route.len() - 1;
        let usable =
            |e: &Edge, from: &str, to: &str| allows(&rules.kinds, &e.kind) && e.leads(from, to);
        let mut seen = BTreeSet::new();
        for (step, place) in route.iter().enumerate() {
            let own = || place.clone();
            let closing = step == last && *place == route[0];
            let linked = step == 0
                || self
                    .edges
                    .iter()
                    .any(|e| usable(e, &route[step - 1], place));
            let kind = if !self.places.contains_key(place) {
                UnknownPlace { place: own() }
            } else if step == 0 && !allows(&rules.start, place) {
                BadStart { place: own() }
            } else if !seen.insert(place.as_str()) && rules.no_revisit && !closing {
                Revisit { place: own() }
            } else if !linked {
                let (from, to) = (route[step - 1].clone(), own());
                NoConnection { from, to }
            } else if let Some(max) = rules.max_stops.filter(|max| step > *max) {
                TooLong { max }
            } else {
                continue;
            };
            return fail(step, kind);
        }
        if !allows(&rules.ends, &route[last]) {
            let place = route[last].clone();
            return fail(last, BadEnd { place });
        }
        Ok(())
    }

    /// A shortest way from `from` to `to` over edges of `kinds` (empty = any), both ends
    /// included: the first found by a breadth-first search visiting neighbours in name order.
    pub fn shortest_path(&self, from: &str, to: &str, kinds: &[&str]) -> Option<Vec<String>> {
        if !self.places.contains_key(from) || !self.places.contains_key(to) {
            return None;
        }
        let mut came_from: BTreeMap<&str, &str> = BTreeMap::new();
        let mut queue = VecDeque::from([from]);
        let mut seen = BTreeSet::from([from]);
        while let Some(p) = queue.pop_front() {
            if p == to {
                let mut path = vec![p.to_string()];
                let mut at = p;
                while let Some(prev) = came_from.get(at) {
                    path.push(prev.to_string());
                    at = prev;
                }
                path.reverse();
                return Some(path);
            }
            for n in self.neighbours(p, kinds) {
                if seen.insert(n) {
                    came_from.insert(n, p);
                    queue.push_back(n);
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::RouteErrorKind::*;
    use super::*;

    /// The rulebook's village, with a barracks behind H and an elevator beside the C-D path.
    const VILLAGE: &str = "
places: { A: { kind: house, floor: 0, tags: { function: bakery } }, C: { kind: house, floor: 1 },
          D: { kind: house }, E: { kind: house }, F: { kind: house }, G: { kind: house },
          H: { kind: house }, BAR: { kind: barracks } }
edges: [ { a: A, b: E }, { a: E, b: F }, { a: F, b: H }, { a: H, b: G }, { a: G, b: A },
         { a: A, b: C }, { a: C, b: D }, { a: D, b: F }, { a: H, b: BAR },
         { a: C, b: D, kind: elevator } ]
";

    fn village() -> Map {
        Map::from_yaml(VILLAGE).unwrap()
    }

    fn route(text: &str) -> Vec<String> {
        Map::parse_route(text).into_iter().map(|(p, _)| p).collect()
    }

    /// Chechino from house `home`: back home or to the barracks, on paths, no house twice.
    fn chechino(home: &str) -> RouteRules<'_> {
        let mut rules = RouteRules::default();
        (rules.start, rules.ends, rules.kinds) = (vec![home], vec![home, "BAR"], vec!["path"]);
        rules.no_revisit = true;
        rules
    }

    /// (step, kind) of the error of a route that must fail.
    fn error(map: &Map, text: &str, rules: &RouteRules) -> (usize, RouteErrorKind) {
        let e = map.check_route(&route(text), rules).unwrap_err();
        (e.step, e.kind)
    }

    fn at(place: &str) -> String {
        place.to_string()
    }

    fn edge(a: &str, b: &str, kind: &str, directed: bool) -> Edge {
        let yaml = format!("{{ a: {a}, b: {b}, kind: {kind}, directed: {directed} }}");
        serde_yaml::from_str(&yaml).unwrap()
    }

    #[test]
    fn rulebook_routes() {
        let (map, rules) = (village(), chechino("A"));
        for ok in ["A-E-F-H-G-A", "A-G-H-F-E-A", "A-C-D-F-E-A", "A-E-F-H-BAR"] {
            assert_eq!(map.check_route(&route(ok), &rules), Ok(()), "{ok}");
        }
        let bad = route("A-E-F-D-C-E-A");
        let e = map.check_route(&bad, &rules).unwrap_err();
        assert_eq!((e.step, e.kind.clone()), (5, Revisit { place: at("E") }));
        assert_eq!(e.to_string(), "step 5: \"E\" is passed twice");
    }

    #[test]
    fn each_rule_names_the_bad_step() {
        let (map, rules) = (village(), chechino("A"));
        let (from, to) = (at("E"), at("H"));
        assert_eq!(
            error(&map, "A-E-H-G-A", &rules),
            (2, NoConnection { from, to })
        );
        let unknown = UnknownPlace { place: at("Q") };
        assert_eq!(error(&map, "A-E-Q-A", &rules), (2, unknown));
        let elsewhere = BadStart { place: at("E") };
        assert_eq!(error(&map, "E-F-H-G-A", &rules), (0, elsewhere));
        assert_eq!(error(&map, "A-E-F", &rules), (2, BadEnd { place: at("F") }));
        assert_eq!(error(&map, "A", &rules), (1, TooShort));
        let twice = Revisit { place: at("A") };
        assert_eq!(error(&map, "A-E-A-G-A", &rules), (2, twice));
        let mut short = chechino("A");
        short.max_stops = Some(4);
        assert_eq!(error(&map, "A-E-F-H-G-A", &short), (5, TooLong { max: 4 }));
        // Without the C-D path, the elevator is usable only when its kind is allowed.
        let mut lifts = village();
        lifts.edges.retain(|e| !(e.a == "C" && e.kind == "path"));
        assert_eq!(error(&lifts, "A-C-D-F-E-A", &rules).0, 2);
        let mut any = chechino("A");
        any.kinds.clear();
        assert_eq!(lifts.check_route(&route("A-C-D-F-E-A"), &any), Ok(()));
    }

    #[test]
    fn parse_route_keeps_byte_spans() {
        let text = " A – E>F  BAR-A ";
        let parts = Map::parse_route(text);
        let names: Vec<&str> = parts.iter().map(|(p, _)| p.as_str()).collect();
        assert_eq!(names, ["A", "E", "F", "BAR", "A"]);
        for (name, span) in &parts {
            assert_eq!(&text[span.clone()], name);
        }
        assert_eq!(parts[1].1, 7..8, "the en dash is three bytes");
        assert!(Map::parse_route(" - ").is_empty());
    }

    #[test]
    fn validate_finds_dangling_duplicate_loop_and_unreachable() {
        assert_eq!(village().validate(), []);
        let mut map = village();
        map.places.insert(at("Z"), Place::default());
        map.edges.push(edge("G", "Nowhere", "path", false));
        map.edges.push(edge("E", "A", "path", true));
        map.edges.push(edge("F", "F", "door", false));
        let found: Vec<String> = map.validate().iter().map(|p| p.to_string()).collect();
        let expected = [
            "edge 10 goes to the unknown place \"Nowhere\"",
            "edge 12 joins \"F\" to itself",
            "edge 11 repeats edge 0",
            "\"Z\" cannot be reached from \"A\"",
        ];
        assert_eq!(found, expected);
        let (place, from) = (at("Z"), at("A"));
        assert_eq!(map.validate()[3], MapProblem::Unreachable { place, from });
    }

    #[test]
    fn one_way_edges_neighbours_and_paths() {
        let mut map =
            Map::from_yaml("places: { Cafe: {}, Nav: {}, Weapons: {}, Shields: {} }").unwrap();
        map.edges.push(edge("Cafe", "Weapons", "path", false));
        map.edges.push(edge("Weapons", "Nav", "passage", true));
        map.edges.push(edge("Nav", "Shields", "door", false));
        assert_eq!(map.neighbours("Weapons", &[]), ["Cafe", "Nav"]);
        assert_eq!(map.neighbours("Nav", &[]), ["Shields"]);
        assert_eq!(map.neighbours("Weapons", &["path"]), ["Cafe"]);
        let kind = |a, b| map.edge_between(a, b).map(|e| e.kind.as_str());
        assert_eq!(kind("Weapons", "Nav"), Some("passage"));
        assert_eq!(kind("Nav", "Weapons"), None);
        assert_eq!(kind("Weapons", "Cafe"), Some("path"));
        let way = map.shortest_path("Cafe", "Shields", &[]).unwrap();
        assert_eq!(way, ["Cafe", "Weapons", "Nav", "Shields"]);
        assert_eq!(map.shortest_path("Shields", "Cafe", &[]), None);
        let on_foot = map.shortest_path("Cafe", "Shields", &["path", "door"]);
        assert_eq!(on_foot, None);
        assert_eq!(map.shortest_path("Cafe", "Cafe", &[]).unwrap(), ["Cafe"]);
        // Two one-way passages in opposite directions are no duplicate; the same one twice is.
        map.edges.push(edge("Nav", "Weapons", "passage", true));
        assert_eq!(map.validate(), []);
        map.edges.push(edge("Weapons", "Nav", "passage", true));
        let twice = MapProblem::DuplicateEdge {
            first: 1,
            second: 4,
        };
        assert_eq!(map.validate(), [twice]);
    }

    #[test]
    fn shortest_path_is_breadth_first_over_sorted_neighbours() {
        // A to H: A-G-H beats A-E-F-H; G to D: G-A-C-D and G-H-F-D are equally short.
        let map = village();
        let path = |a, b| map.shortest_path(a, b, &["path"]).unwrap();
        assert_eq!(path("A", "H"), ["A", "G", "H"]);
        assert_eq!(path("G", "D"), ["G", "A", "C", "D"]);
        assert_eq!(path("A", "F"), ["A", "E", "F"]);
        assert_eq!(path("BAR", "C"), ["BAR", "H", "F", "D", "C"]);
    }

    #[test]
    fn yaml_round_trip_and_strict_fields() {
        let map = village();
        assert_eq!(map.places["A"].tags["function"], "bakery");
        assert_eq!(
            [map.places["C"].floor, map.places["D"].floor],
            [Some(1), None]
        );
        assert_eq!(
            [&map.edges[0].kind, &map.edges[9].kind],
            ["path", "elevator"]
        );
        assert_eq!(Map::from_yaml(&map.to_yaml().unwrap()).unwrap(), map);
        assert!(Map::from_yaml("places: { A: { colour: red } }").is_err());
        assert!(Map::from_yaml("places: {}\nedges: [ { a: A, b: B, weight: 2 } ]").is_err());
    }
}
