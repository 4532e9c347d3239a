//! The map does not lie. The old drawing put each floor's houses round an ellipse and joined
//! them with straight lines: paths ran through other houses and boxes overlapped. Here every
//! drawn map is read back and measured ([`map_support::lies`]): the chechino example's public
//! and master maps at each moment of the game, and random maps of rooms, levels and links.

use crate::common;
use crate::map_support;

use adjudicate::core::draw::{self, Fill, Level, Link, Look, Scene, Spot, Stroke, Words};
use common::Sandbox;
use map_support::{Picture, lies, parse};
use proptest::prelude::*;
use std::collections::BTreeSet;

/// The chechino example started in `game/` of a new sandbox.
fn example_game() -> Sandbox {
    common::example_game("chechino")
}

/// Plays the example's next phase (its folder `phase` of examples/chechino/phases).
fn play(sandbox: &Sandbox, phase: &str) {
    sandbox.play_phase("chechino", phase);
}

/// The map's edges as game.yaml holds them: (a, b, kind).
fn edges_of_the_game(sandbox: &Sandbox) -> BTreeSet<(String, String, String)> {
    let game: serde_yaml::Value =
        serde_yaml::from_str(&sandbox.read_text("game/game.yaml")).unwrap();
    // A game on the sample ship leaves it out of its state: the ship is `ship.yaml`.
    let sample: serde_yaml::Value = serde_yaml::from_str(include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src/rules/chechino/ship.yaml"
    )))
    .unwrap();
    let map = match &game["state"]["map"] {
        serde_yaml::Value::Null => &sample,
        map => map,
    };
    let edges = map["edges"].as_sequence().unwrap();
    edges
        .iter()
        .map(|e| {
            let s = |k: &str| e[k].as_str().unwrap_or("path").to_string();
            (s("a"), s("b"), s("kind"))
        })
        .collect()
}

fn drawn_edges(pic: &Picture) -> BTreeSet<(String, String, String)> {
    pic.links
        .iter()
        .map(|l| (l.a.clone(), l.b.clone(), l.kind.clone()))
        .collect()
}

fn both_maps(sandbox: &Sandbox) -> [(String, Picture); 2] {
    sandbox.run(&["map", "game"]).ok();
    sandbox.run(&["map", "game", "--master"]).ok();
    ["game/map.svg", "game/map-master.svg"].map(|f| (f.to_string(), parse(&sandbox.read_text(f))))
}

#[test]
fn no_path_of_the_example_ship_runs_through_a_house_and_no_houses_overlap() {
    adjudicate::rules::install();
    let sandbox = example_game();
    let phases = ["", "01-noche-1", "02-dia-1", "03-noche-2", "04-dia-2"];
    for phase in phases {
        if !phase.is_empty() {
            play(&sandbox, phase);
        }
        for (file, pic) in both_maps(&sandbox) {
            let wrong = lies(&pic);
            assert!(
                wrong.is_empty(),
                "{file} after {phase:?}:\n{}",
                wrong.join("\n")
            );
            assert_eq!(
                pic.boxes.len(),
                19,
                "{file}: every house and stop has a box"
            );
            assert_eq!(
                drawn_edges(&pic),
                edges_of_the_game(&sandbox),
                "{file} after {phase:?}: every path and elevator is drawn, once"
            );
            assert_eq!(pic.links.len(), edges_of_the_game(&sandbox).len());
        }
    }
}

#[test]
fn the_walls_of_the_night_are_drawn_on_their_paths_for_the_master_only() {
    adjudicate::rules::install();
    let sandbox = example_game();
    play(&sandbox, "01-noche-1");
    let [(_, public), (_, master)] = both_maps(&sandbox);
    let walls: BTreeSet<(String, String)> = master
        .links
        .iter()
        .filter(|l| l.class.split(' ').any(|c| c == "wall"))
        .map(|l| (l.a.clone(), l.b.clone()))
        .collect();
    let game = sandbox.read_text("game/game.yaml");
    let expected: BTreeSet<(String, String)> = ["H-I", "N-O", "E-F", "C-D"]
        .iter()
        .filter(|w| game.contains(&format!("- {w}\n")))
        .map(|w| {
            let (a, b) = w.split_once('-').unwrap();
            (a.to_string(), b.to_string())
        })
        .collect();
    assert!(
        !expected.is_empty(),
        "the example's first night puts up walls"
    );
    assert_eq!(walls, expected, "each wall on its path");
    assert!(
        public.links.iter().all(|l| !l.class.contains("wall")),
        "no wall on the public map"
    );
    let marked = |pic: &Picture| {
        pic.place_class
            .values()
            .filter(|c| c.contains("marked"))
            .count()
    };
    assert!(marked(&master) > 0, "the master sees the marks");
    assert_eq!(marked(&public), 0, "the public does not");
}

#[test]
fn the_public_map_names_no_role_and_the_masters_names_every_resident_role() {
    adjudicate::rules::install();
    let sandbox = example_game();
    let [(_, public), (_, master)] = both_maps(&sandbox);
    let roles = |pic: &Picture| {
        pic.words
            .iter()
            .filter(|w| w.place.is_some() && w.text.starts_with("role: "))
            .count()
    };
    assert_eq!(roles(&public), 0);
    assert_eq!(roles(&master), 16, "sixteen residents, sixteen roles");
    assert!(
        public.words.iter().any(|w| w.text == "Ana"),
        "residents are public"
    );
}

#[test]
fn the_dead_are_struck_and_the_exploded_floor_is_grey_on_the_public_map() {
    adjudicate::rules::install();
    let sandbox = example_game();
    for phase in ["01-noche-1", "02-dia-1", "03-noche-2"] {
        play(&sandbox, phase);
    }
    sandbox.run(&["map", "game"]).ok();
    let svg = sandbox.read_text("game/map.svg");
    let pic = parse(&svg);
    let struck = pic
        .words
        .iter()
        .filter(|w| w.class == "label struck")
        .count();
    let game = sandbox.read_text("game/game.yaml");
    let dead = game.matches("alive: false").count();
    assert!(dead > 0 && struck == dead, "{struck} struck, {dead} dead");
    assert!(svg.contains("class=\"level ruined\""), "floor 2 blew up");
    let ruined = pic
        .place_class
        .values()
        .filter(|c| c.contains("ruined"))
        .count();
    assert_eq!(ruined, 4, "the four houses of floor 2 are grey");
}

/// The manor's boundaries as the game holds them: (a, b, kind). A game on the sample manor
/// keeps it out of game.yaml: its boundaries are the sample's.
fn boundaries_of_the_game(sandbox: &Sandbox) -> BTreeSet<(String, String, String)> {
    let game: serde_yaml::Value =
        serde_yaml::from_str(&sandbox.read_text("game/game.yaml")).unwrap();
    let sample: serde_yaml::Value =
        serde_yaml::from_str(include_str!("../src/rules/among_us/hacienda.yaml")).unwrap();
    let map = match game["state"].get("map") {
        Some(map) => map,
        None => &sample,
    };
    let edges = map["boundaries"].as_sequence().unwrap();
    edges
        .iter()
        .map(|e| {
            let s = |k: &str| e[k].as_str().unwrap().to_string();
            (s("a"), s("b"), s("kind"))
        })
        .collect()
}

#[test]
fn the_manor_is_drawn_without_a_lie_at_every_phase_of_the_among_us_example() {
    adjudicate::rules::install();
    let sandbox = Sandbox::new();
    sandbox.start_example("among-us");
    let phases = common::example_phases("among-us");
    let mut first = true;
    for phase in std::iter::once(None).chain(phases.iter().map(Some)) {
        if let Some(phase) = phase {
            sandbox.play_phase("among-us", phase);
        }
        for (file, pic) in both_maps(&sandbox) {
            let wrong = lies(&pic);
            assert!(
                wrong.is_empty(),
                "{file} at {phase:?}:\n{}",
                wrong.join("\n")
            );
            assert_eq!(pic.boxes.len(), 32, "{file}: every place has a box");
            let drawn = drawn_edges(&pic);
            assert_eq!(
                drawn,
                boundaries_of_the_game(&sandbox),
                "{file}: every boundary"
            );
            assert_eq!(pic.links.len(), drawn.len(), "{file}: each boundary once");
            for w in pic.words.iter().filter(|w| w.class.starts_with("label")) {
                assert!(w.place.is_some(), "{file}: {:?} outside a box", w.text);
            }
        }
        if first {
            let setup = sandbox.read_text("game/reports/setup/map.svg");
            assert_eq!(
                setup,
                sandbox.read_text("game/map.svg"),
                "the setup posts it"
            );
            first = false;
        }
    }
    // The last phase is a round after a deliberation: the master sees who is where.
    let master = parse(&sandbox.read_text("game/map-master.svg"));
    assert!(
        master
            .words
            .iter()
            .any(|w| w.text.starts_with("fantasmas: ") || w.text.starts_with("ghosts: "))
    );
}

// ---------------------------------------------------------------------------------------------
// Random maps: whatever the ruleset hands the core, the drawing does not lie.

fn spot(id: String, level: i32, cell: Option<(u32, u32)>, stop: bool) -> Spot {
    Spot {
        lines: vec![Words::plain(id.clone()), Words::plain(format!("room {id}"))],
        id,
        level,
        cell,
        look: if stop { Look::Stop } else { Look::Room },
        fill: Fill::Plain,
    }
}

prop_compose! {
    fn scenes()(
        places in prop::collection::vec(
            (0i32..3, prop::option::of((0u32..4, 0u32..4)), any::<bool>()), 1..14),
        links in prop::collection::vec((0usize..14, 0usize..14, 0u8..3, any::<bool>()), 0..30),
    ) -> Scene {
        let mut scene = Scene {
            title: "A random map".into(),
            levels: (0..3).rev().map(|id| Level {
                id,
                name: format!("level {id}"),
                ruined: id == 1,
                note: None,
            }).collect(),
            ..Scene::default()
        };
        for (i, (level, cell, stop)) in places.iter().enumerate() {
            scene.places.push(spot(format!("P{i}"), *level, *cell, *stop));
        }
        let n = places.len();
        let mut seen = BTreeSet::new();
        for (a, b, kind, directed) in links {
            let (a, b) = (a % n, b % n);
            if a == b || !seen.insert((a.min(b), a.max(b), kind)) {
                continue;
            }
            let stroke = [Stroke::Solid, Stroke::Dashed, Stroke::Wall][kind as usize];
            scene.links.push(Link {
                a: format!("P{a}"),
                b: format!("P{b}"),
                kind: ["path", "elevator", "door"][kind as usize].into(),
                stroke,
                directed,
            });
        }
        scene
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]
    #[test]
    fn no_random_map_is_drawn_with_a_lie(scene in scenes()) {
        adjudicate::rules::install();
        let pic = parse(&draw::svg(&scene));
        let wrong = lies(&pic);
        prop_assert!(wrong.is_empty(), "{}", wrong.join("\n"));
        prop_assert_eq!(pic.boxes.len(), scene.places.len());
        prop_assert_eq!(pic.links.len(), scene.links.len(), "every link is drawn");
    }
}

// ---------------------------------------------------------------------------------------------
// The measuring itself: each lie of the old drawing is caught.

/// A picture of two boxes A (at 0,0) and B, a box C between them, and the given extra SVG.
fn drawn(b_at: (i32, i32), extra: &str) -> Picture {
    let place = |id: &str, (x, y): (i32, i32)| {
        format!(
            "<g class=\"place room\" data-place=\"{id}\"><rect class=\"box\" x=\"{x}\" y=\"{y}\" \
             width=\"100\" height=\"40\"/><text class=\"label\" x=\"{}\" y=\"{}\" \
             text-anchor=\"middle\">{id}</text></g>",
            x + 50,
            y + 24
        )
    };
    parse(&format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"600\" height=\"300\">{}{}{}{extra}</svg>",
        place("A", (10, 10)),
        place("B", b_at),
        place("C", (200, 10)),
    ))
}

fn line(a: &str, b: &str, points: &str) -> String {
    format!(
        "<polyline class=\"link path\" data-a=\"{a}\" data-b=\"{b}\" data-kind=\"path\" points=\"{points}\"/>"
    )
}

#[test]
fn the_measure_catches_a_path_through_a_house_overlapping_boxes_and_merged_paths() {
    adjudicate::rules::install();
    let honest = drawn((400, 10), &line("A", "B", "60,50 60,80 450,80 450,50"));
    assert_eq!(lies(&honest), Vec::<String>::new());
    // The old drawing's straight line from A to B through C.
    let through = drawn((400, 10), &line("A", "B", "110,30 400,30"));
    assert_eq!(lies(&through), ["A-B (path) passes through the box of C"]);
    let overlapping = drawn((250, 30), "");
    assert_eq!(lies(&overlapping), ["the boxes of B and C overlap"]);
    let astray = drawn((400, 10), &line("A", "B", "60,50 60,80 450,80 450,70"));
    assert_eq!(lies(&astray), ["A-B (path) does not end on the box of B"]);
    let merged = format!(
        "{}{}",
        line("A", "B", "60,50 60,80 450,80 450,50"),
        line("C", "B", "250,50 250,80 440,80 440,50")
    );
    assert_eq!(
        lies(&drawn((400, 10), &merged)),
        ["A-B and C-B run along each other"]
    );
    let long = "<text x=\"595\" y=\"100\">Sala de control</text>";
    assert_eq!(
        lies(&drawn((400, 10), long)),
        ["\"Sala de control\" sticks out of the picture"]
    );
}

/// The example's second floor, as first drawn: L's two paths left its bottom side together,
/// the one to K on the lower lane, so its stub cut the path to I. Each run turning up inside
/// another's span now takes the lane above it.
#[test]
fn two_paths_leaving_one_side_of_a_house_do_not_cross_each_other() {
    adjudicate::rules::install();
    let place = |id: &str, cell| spot(id.to_string(), 2, Some(cell), false);
    let link = |a: &str, b: &str| Link {
        a: a.into(),
        b: b.into(),
        kind: "path".into(),
        stroke: Stroke::Solid,
        directed: false,
    };
    for links in [
        vec![link("K", "L"), link("L", "I")],
        vec![link("L", "I"), link("K", "L")],
    ] {
        let scene = Scene {
            places: vec![place("L", (0, 0)), place("K", (2, 0)), place("I", (1, 1))],
            links,
            ..Scene::default()
        };
        let pic = parse(&draw::svg(&scene));
        assert_eq!(lies(&pic), Vec::<String>::new());
        assert_eq!(map_support::crossings(&pic), Vec::<String>::new());
    }
}
