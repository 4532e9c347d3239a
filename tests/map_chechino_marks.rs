//! What the chechino map must show and careful players found wrong (issue 24): a path passing
//! just above house D was drawn like a junction with the path into D; the Sonámbulo's blood and
//! the killer's footprints were never drawn on the master's map; the elevator of a house
//! nobody lives in must be drawn stopped. Each drawn map is read back ([`map_support`]).

use crate::common;
use crate::map_support;

use common::Sandbox;
use map_support::{Picture, lies, parse};

fn both_maps(sandbox: &Sandbox) -> (Picture, Picture) {
    sandbox.run(&["map", "game"]).ok();
    sandbox.run(&["map", "game", "--master"]).ok();
    (
        parse(&sandbox.read_text("game/map.svg")),
        parse(&sandbox.read_text("game/map-master.svg")),
    )
}

fn link<'p>(pic: &'p Picture, a: &str, b: &str) -> &'p map_support::Line {
    pic.links
        .iter()
        .find(|l| l.a == a && l.b == b)
        .unwrap_or_else(|| panic!("no link {a}-{b}"))
}

/// On the sample ship the path A-B runs along the lane just above D, where the path D-F
/// leaves D: they must cross (A is left of D, B right of it, F above), and the crossing is
/// drawn as A-B hopping over D-F, never as lines meeting there.
#[test]
fn the_path_passing_above_house_d_hops_over_the_path_into_d() {
    adjudicate::rules::install();
    let sandbox = common::example_game("chechino");
    let (public, master) = both_maps(&sandbox);
    for (file, pic) in [("map.svg", &public), ("map-master.svg", &master)] {
        assert_eq!(lies(pic), Vec::<String>::new(), "{file}");
        let d = pic.boxes["D"];
        let ab = link(pic, "A", "B");
        let df = link(pic, "D", "F");
        assert!(
            ab.points
                .iter()
                .all(|p| !(p.0 >= d.x && p.0 <= d.x + d.w && (p.1 - d.y).abs() < 0.5)),
            "{file}: A-B does not touch D: {:?}",
            ab.points
        );
        let hop = pic
            .hops
            .iter()
            .find(|h| h.under == ("D".to_string(), "F".to_string()))
            .unwrap_or_else(|| panic!("{file}: no hop over D-F: {:?}", pic.hops));
        assert_eq!(hop.over, ("A".to_string(), "B".to_string()), "{file}");
        let (x, y) = hop.at;
        assert_eq!(x, df.points[0].0, "{file}: on the stub leaving D");
        assert!(
            y < d.y && d.y - y <= 12.0 && x > d.x && x < d.x + d.w,
            "{file}: just above D: {:?} and {d:?}",
            hop.at
        );
    }
}

/// A crossing drawn without a hop is caught by the measure.
#[test]
fn the_measure_catches_a_crossing_without_a_hop() {
    let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"300\" height=\"300\">\
        <polyline class=\"link path\" data-a=\"A\" data-b=\"B\" data-kind=\"path\" \
        points=\"10,50 200,50\"/>\
        <polyline class=\"link path\" data-a=\"C\" data-b=\"D\" data-kind=\"path\" \
        points=\"100,10 100,90\"/></svg>";
    let pic = parse(svg);
    assert_eq!(
        map_support::unhopped(&pic),
        ["A-B and C-D cross at (100.0, 50.0) without a hop"]
    );
    let hopped = svg.replace(
        "</svg>",
        "<g class=\"hop\" data-a=\"A\" data-b=\"B\" data-under-a=\"C\" data-under-b=\"D\" \
         data-x=\"100\" data-y=\"50\"></g></svg>",
    );
    assert_eq!(map_support::unhopped(&parse(&hopped)), Vec::<String>::new());
}

/// "si en alguno de sus recorridos se encuentra con el Asesino antes de que mate, éste se
/// cobrará tanto la vida del sonámbulo como la de la de la víctima original. … Al producirse en
/// la calle, quedará la marca de sangre donde fue asesinado el Sonámbulo, y además el Asesino
/// dejará un rastro de huellas hasta la casa de su víctima inicial." Ana leaves her Cómplice's
/// house A for Gino's, H, by A-E-F-H; Elena, the Sonámbula, walks E-A: they meet on the path
/// A-E. The master's map shows the blood there and the footprints on E-F and F-H; the public
/// map shows neither.
#[test]
fn the_sonambulos_blood_and_the_killers_footprints_are_on_the_masters_map_only() {
    adjudicate::rules::install();
    let sandbox = common::example_game("chechino");
    sandbox.order("Ana.txt", "ruta A-E-F-H\nmatar Gino\n");
    sandbox.order("Elena.txt", "ruta E-A\n");
    sandbox.run(&["next", "game"]).ok();
    let public_post = sandbox.read_text("game/reports/noche-1/public.md");
    assert!(
        public_post.contains("blood mark was found at A-E") && public_post.contains("E-F-H"),
        "{public_post}"
    );
    let (public, master) = both_maps(&sandbox);
    assert_eq!(lies(&master), Vec::<String>::new());
    let signs: Vec<(&str, Vec<&str>)> = master
        .signs
        .iter()
        .map(|s| (s.class.as_str(), s.at.iter().map(String::as_str).collect()))
        .collect();
    assert_eq!(
        signs,
        [
            ("sign blood", vec!["A", "E"]),
            ("sign footprints", vec!["E", "F"]),
            ("sign footprints", vec!["F", "H"]),
        ]
    );
    let legend = |pic: &Picture| -> Vec<String> {
        pic.words
            .iter()
            .filter(|w| w.class == "legend-text")
            .map(|w| w.text.clone())
            .collect()
    };
    let master_legend = legend(&master);
    assert!(
        master_legend.contains(&"blood of the Sonámbula, killed in the street on night 1".into())
            && master_legend.contains(&"footprints of the killer, from the blood (night 1)".into()),
        "{master_legend:?}"
    );
    assert_eq!(public.signs, [], "no sign on the public map");
    assert!(
        legend(&public)
            .iter()
            .all(|t| !t.contains("blood") && !t.contains("footprints")),
        "{:?}",
        legend(&public)
    );
    // The blood stays ("quedará la marca de sangre") the next day.
    sandbox.order("Bruno.txt", "votar Hugo\n");
    sandbox.run(&["next", "game"]).ok();
    let (public, master) = both_maps(&sandbox);
    assert_eq!(master.signs.len(), 3);
    assert_eq!(public.signs, []);
}

/// "Ascensor (Operador) … Salvo que se especifique lo contrario, las ubicaciones sólo podrán
/// ser activadas mientras sus residentes estén vivos": with nobody dealt to B, the Ascensor's
/// house, the elevator never runs, and both maps draw it stopped (dotted, with the stopped
/// legend); with Kiko living in B it is drawn running (dashed).
#[test]
fn the_elevator_is_drawn_stopped_when_nobody_lives_in_its_house() {
    adjudicate::rules::install();
    let roster: String =
        std::fs::read_to_string(common::example_dir("chechino").join("roster.csv"))
            .unwrap()
            .lines()
            .filter(|l| !l.starts_with("Kiko,"))
            .map(|l| format!("{l}\n"))
            .collect();
    let sandbox = Sandbox::new();
    sandbox.write("roster.csv", roster);
    sandbox
        .run(&[
            "init",
            "game",
            "--ruleset",
            "chechino",
            "--players",
            "roster.csv",
            "--seed",
            "2026",
        ])
        .ok();
    let setup = sandbox.read_text("game/reports/setup/public.md");
    assert!(setup.contains("House B is empty"), "{setup}");
    let elevator = |svg: &str| -> Vec<String> {
        svg.lines()
            .filter(|l| l.contains("data-kind=\"elevator\""))
            .map(|l| {
                let (_, dash) = l
                    .split_once("stroke-dasharray=\"")
                    .unwrap_or(("", "none\""));
                dash.split('"').next().unwrap().to_string()
            })
            .collect()
    };
    for (file, args) in [
        ("game/map.svg", vec!["map", "game"]),
        ("game/map-master.svg", vec!["map", "game", "--master"]),
    ] {
        sandbox.run(&args).ok();
        let svg = sandbox.read_text(file);
        assert_eq!(elevator(&svg), ["2 4"; 3], "{file}: dotted, stopped");
        assert!(
            svg.contains("elevator stopped (its Operador is dead, or nobody lives in its house)"),
            "{file}"
        );
    }
    let running = common::example_game("chechino");
    running.run(&["map", "game"]).ok();
    let svg = running.read_text("game/map.svg");
    assert_eq!(elevator(&svg), ["7 4"; 3], "Kiko lives in B: dashed");
    assert!(svg.contains("elevator (the Ascensor's stops)"));
}
