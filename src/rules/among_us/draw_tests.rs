use super::*;
use std::collections::BTreeMap;

fn game(language: &str) -> Game {
    serde_yaml::from_str(&format!(
        "format: 1\nruleset: among-us\nlanguage: {language}\nseed: 1\nphase: ronda-4\n\
         players: [{{name: Ana, alive: true, gender: f}}, {{name: Bruno, alive: false}}, \
         {{name: Carla, alive: true, gender: f}}, {{name: \"<Dani & Co>\", alive: true}}, \
         {{name: Elena, alive: true, gender: f}}]\nstate: null\n",
    ))
    .unwrap()
}

/// Ana (an impostor) inside the passage under the Cocina, Bruno's ghost in the Luces and his
/// body in the Capilla, the others in the Comedor and the Biblioteca; the Terraza dark.
fn state() -> State {
    let at = |p: &str, place: &str| (p.to_string(), place.to_string());
    State {
        map: Manor::hacienda(),
        sides: [
            ("Ana".to_string(), Side::Impostor),
            ("Bruno".to_string(), Side::Vasallo),
            ("Carla".to_string(), Side::Vasallo),
            ("<Dani & Co>".to_string(), Side::Vasallo),
            ("Elena".to_string(), Side::Vasallo),
        ]
        .into(),
        at: [
            at("Ana", "Cocina"),
            at("Bruno", "Luces"),
            at("Carla", "Comedor"),
            at("<Dani & Co>", "Comedor"),
            at("Elena", "Biblioteca (sección Este)"),
        ]
        .into(),
        bodies: [at("Bruno", "Capilla")].into(),
        dark: vec!["Terraza".into()],
        in_passage: vec!["Ana".into()],
        clock: 9,
        kill_from: BTreeMap::new(),
        amend_from: 3,
        declared: None,
        called: None,
        sabotage: Default::default(),
        specials: BTreeMap::new(),
        powers: Default::default(),
        tasks: Default::default(),
        objects: Default::default(),
        busy: Vec::new(),
    }
}

fn scene_in(language: &str, view: View) -> Scene {
    let mut g = game(language);
    g.set_state(&state());
    scene(&g, view).unwrap()
}

fn spot<'a>(scene: &'a Scene, id: &str) -> &'a Spot {
    scene.places.iter().find(|p| p.id == id).unwrap()
}

fn texts(spot: &Spot) -> Vec<&str> {
    spot.lines.iter().map(|w| w.text.as_str()).collect()
}

#[test]
fn the_public_manor_has_three_levels_every_place_every_boundary_by_kind_and_no_one() {
    let public = scene_in("es", View::Public);
    let levels: Vec<(i32, &str)> = public
        .levels
        .iter()
        .map(|l| (l.id, l.name.as_str()))
        .collect();
    assert_eq!(
        levels,
        [
            (2, "nivel 2 · terraza"),
            (1, "nivel 1 · interior"),
            (3, "nivel 3 · jardín")
        ]
    );
    let manor = Manor::hacienda();
    assert_eq!(public.places.len(), manor.places.len());
    assert_eq!(public.links.len(), manor.boundaries.len(), "one line each");
    for (link, b) in public.links.iter().zip(&manor.boundaries) {
        assert_eq!(
            (&link.a, &link.b, link.kind.as_str()),
            (&b.a, &b.b, b.kind.key())
        );
    }
    let stroke_of = |kind: &str| {
        let strokes: BTreeSet<String> = public
            .links
            .iter()
            .filter(|l| l.kind == kind)
            .map(|l| format!("{:?}", l.stroke))
            .collect();
        strokes.into_iter().collect::<Vec<_>>().join(",")
    };
    assert_eq!(stroke_of("wall"), "Barrier", "muros: negro continuo");
    assert_eq!(stroke_of("window"), "Window", "ventanas: azul");
    assert_eq!(stroke_of("section"), "Dotted", "secciones: puntos negros");
    assert_eq!(stroke_of("door"), "Solid");
    assert_eq!(stroke_of("gap"), "Open");
    assert_eq!(stroke_of("stairs"), "Stairs");
    assert_eq!(stroke_of("ledge"), "Ledge");
    assert_eq!(spot(&public, "Pasillo de Intendencia").look, Look::Stop);
    assert_eq!(spot(&public, "Capilla").look, Look::Room);
    assert_eq!(spot(&public, "Terraza Sur").look, Look::Room);
    assert_eq!(
        spot(&public, "Comedor").cell,
        Some((5, 0)),
        "where hacienda.yaml puts it"
    );
    assert_eq!(
        texts(spot(&public, "Comedor")),
        ["Comedor", "campana · cerradura · pasaje 1"],
        "nobody on the public map"
    );
    assert_eq!(spot(&public, "Capilla").lines.len(), 2, "no body");
    assert!(
        public.places.iter().all(|p| p.fill == Fill::Plain),
        "no dark room"
    );
}

#[test]
fn every_feature_the_rules_name_is_written_in_its_place() {
    let public = scene_in("es", View::Public);
    let features = |place: &str| texts(spot(&public, place))[1].to_string();
    assert_eq!(features("Luces"), "candelabros · cerradura · pasaje 2");
    assert_eq!(
        features("Salón de Invierno"),
        "chimenea · cerradura · pasaje 3"
    );
    assert_eq!(features("Biblioteca (sección Este)"), "chimenea");
    assert_eq!(features("Jardín Norte"), "verja");
    assert_eq!(features("Palomar"), "palomas · pasaje 4");
    assert_eq!(features("Alcoba del Clérigo"), "altar · pasaje 2");
    assert_eq!(features("Intendencia"), "plano · pasaje 4");
    assert_eq!(
        features("Alcoba del Mago"),
        "bola de cristal · cerradura · pasaje 6"
    );
    assert_eq!(features("Terraza Suroeste"), "vista de la bola");
    assert_eq!(features("Claustro"), "al aire libre");
    let passages: Vec<&str> = public
        .legend
        .iter()
        .filter(|l| l.sample == Sample::Blank)
        .map(|l| l.text.as_str())
        .collect();
    assert_eq!(passages.len(), 6, "six groups, fourteen entries");
    assert_eq!(passages[4], "pasaje 5: Cocina, Capilla, Recibidor");
}

#[test]
fn the_masters_copy_shows_the_living_the_ghosts_the_bodies_the_passage_and_the_dark() {
    let master = scene_in("es", View::Master);
    assert_eq!(
        texts(spot(&master, "Cocina")),
        ["Cocina", "pasaje 5", "Ana (impostor, en el pasaje)"]
    );
    assert_eq!(
        texts(spot(&master, "Comedor"))[2],
        "Carla, <Dani & Co>",
        "the living, in roster order"
    );
    assert_eq!(texts(spot(&master, "Luces"))[2], "fantasmas: Bruno");
    let body = &spot(&master, "Capilla").lines[2];
    assert!(body.struck && body.text == "cadáveres: Bruno", "{body:?}");
    assert_eq!(spot(&master, "Terraza Sur").fill, Fill::Ruined, "dark");
    assert_eq!(spot(&master, "Capilla").fill, Fill::Plain);
    assert_eq!(
        master
            .legend
            .iter()
            .filter(|l| matches!(l.sample, Sample::Struck | Sample::Box(Fill::Ruined)))
            .count(),
        2
    );
}

#[test]
fn a_crowded_room_writes_three_names_a_line() {
    let mut g = game("en");
    let mut s = state();
    for p in ["Ana", "Carla", "<Dani & Co>", "Elena"] {
        s.at.insert(p.into(), "Comedor".into());
    }
    s.in_passage.clear();
    g.set_state(&s);
    let master = scene(&g, View::Master).unwrap();
    assert_eq!(
        texts(spot(&master, "Comedor"))[2..],
        ["Ana (impostor), Carla, <Dani & Co>", "Elena"]
    );
}

#[test]
fn the_words_come_from_the_games_catalog() {
    let it = scene_in("it", View::Master);
    assert_eq!(it.levels[2].name, "livello 3 · giardino");
    assert_eq!(texts(spot(&it, "Luces"))[2], "fantasmi: Bruno");
    let en = scene_in("en", View::Public);
    assert_eq!(texts(spot(&en, "Intendencia"))[1], "plan · passage 4");
}

#[test]
fn names_are_escaped_and_the_same_game_draws_the_same_bytes() {
    let svg = crate::core::draw::svg(&scene_in("en", View::Master));
    assert!(svg.contains("&lt;Dani &amp; Co&gt;"), "{svg}");
    assert!(!svg.contains("<Dani"));
    assert_eq!(crate::core::draw::svg(&scene_in("en", View::Master)), svg);
}

use std::collections::BTreeSet;
