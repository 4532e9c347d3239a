//! `adjudicate map` end to end on the chechino example: the public map by default, the
//! master's copy under its own name, the setup's map for the master to post, and a PNG whose
//! words are really drawn.

use crate::common;
use crate::map_support;

use common::Sandbox;
use resvg::tiny_skia::Pixmap;
use std::path::Path;

fn example_game() -> Sandbox {
    let chechino = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/chechino");
    let sandbox = Sandbox::new();
    let roster = chechino.join("roster.csv").display().to_string();
    let mut args = vec![
        "init",
        "game",
        "--ruleset",
        "chechino",
        "--players",
        &roster,
    ];
    let init = std::fs::read_to_string(chechino.join("init.args")).unwrap();
    args.extend(init.split_whitespace());
    sandbox.run(&args).ok();
    sandbox
}

#[test]
fn the_setup_writes_the_public_map_for_the_master_to_post() {
    let sandbox = example_game();
    let setup = sandbox.read_text("game/reports/setup/map.svg");
    assert!(setup.starts_with("<svg"), "{setup}");
    sandbox.run(&["map", "game"]).ok();
    assert_eq!(
        sandbox.read_text("game/map.svg"),
        setup,
        "the setup's map is the public map of the game's start"
    );
    let pic = map_support::parse(&setup);
    assert_eq!(pic.boxes.len(), 19);
    assert!(!setup.contains("role: "), "no role on the posted map");
}

#[test]
fn without_a_flag_the_map_is_the_public_one_and_the_masters_copy_has_its_own_file() {
    let sandbox = example_game();
    let said = sandbox.run(&["map", "game"]).ok().to_string();
    assert!(said.contains("game/map.svg"), "{said}");
    let public = sandbox.read_text("game/map.svg");
    sandbox.run(&["map", "game", "--public"]).ok();
    assert_eq!(
        sandbox.read_text("game/map.svg"),
        public,
        "--public is the default"
    );
    assert!(!sandbox.path("game/map-master.svg").exists());
    let said = sandbox.run(&["map", "game", "--master"]).ok().to_string();
    assert!(said.contains("game/map-master.svg"), "{said}");
    assert_eq!(
        sandbox.read_text("game/map.svg"),
        public,
        "the public map untouched"
    );
    let master = sandbox.read_text("game/map-master.svg");
    let title = map_support::parse(&master)
        .words
        .into_iter()
        .find(|w| w.class == "title")
        .expect("a title");
    assert!(title.text.contains("(master's copy"), "{}", title.text);
    assert!(master.contains("role: Asesin"), "the master sees the roles");
    sandbox.refused(&["map", "game", "--public", "--master"], 2, &["--master"]);
}

/// Whether a pixel is dark (the black of words and lines on white).
fn dark(p: &resvg::tiny_skia::PremultipliedColorU8) -> bool {
    p.alpha() > 200 && u16::from(p.red()) + u16::from(p.green()) + u16::from(p.blue()) < 200
}

#[test]
fn the_png_has_the_pictures_size_and_its_words_are_drawn() {
    let sandbox = example_game();
    let said = sandbox
        .run(&["map", "game", "--png", "ship.png"])
        .ok()
        .to_string();
    assert!(said.contains("ship.png"), "{said}");
    let pic = map_support::parse(&sandbox.read_text("game/map.svg"));
    let png = Pixmap::decode_png(&sandbox.read("ship.png")).expect("a PNG");
    assert_eq!(
        (png.width(), png.height()),
        ((pic.width * 2.0) as u32, (pic.height * 2.0) as u32),
        "twice the SVG's size"
    );
    let pixels = png.pixels();
    let first = pixels[0];
    assert!(pixels.iter().any(|p| *p != first), "not one colour");
    // Inside house A's box (its border left out) only its words can be dark: no words, no
    // dark pixel. A font that failed to load draws none.
    let a = pic.boxes["A"];
    let mut inked = 0;
    for y in ((a.y + 3.0) * 2.0) as u32..((a.y + a.h - 3.0) * 2.0) as u32 {
        for x in ((a.x + 3.0) * 2.0) as u32..((a.x + a.w - 3.0) * 2.0) as u32 {
            inked += usize::from(dark(&pixels[(y * png.width() + x) as usize]));
        }
    }
    assert!(inked > 200, "house A's words drew {inked} dark pixels");
}

#[test]
fn a_png_that_cannot_be_written_leaves_no_file_behind() {
    let sandbox = example_game();
    sandbox.write("taken/x", "a folder where the PNG should go");
    let run = sandbox.run(&["map", "game", "--png", "taken"]);
    assert_eq!(run.code, Some(2), "{run:#?}");
    assert!(sandbox.path("taken/x").exists());
    assert!(!sandbox.path("game/map.svg").exists(), "nor the SVG");
}

#[test]
fn the_map_titles_a_womans_house_in_the_feminine_as_the_setup_post_does() {
    // Review 3: the map read "Cantina (Cocinero)" under Ines and "Enfermería (Médico)" under
    // Ana, while the public post said "(Cocinera)", "(Médica)".
    let sandbox = example_game();
    sandbox.run(&["map", "game"]).ok();
    let svg = sandbox.read_text("game/map.svg");
    assert!(svg.contains("Cantina (Cocinera)"), "{svg}");
    assert!(svg.contains("Enfermería (Médica)"), "{svg}");
    assert!(svg.contains("Armería (Soldado)"), "Bruno is a man: {svg}");
    assert!(
        !svg.contains("Cocinero") && !svg.contains("Médico"),
        "{svg}"
    );
}
