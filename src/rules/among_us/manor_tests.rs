use super::*;
use crate::rules::among_us::manor_check::{check, read};

fn line_of(problem: &crate::core::diag::Problem) -> usize {
    problem.location().expect("located").1
}

#[test]
fn the_sample_manor_holds_every_place_and_feature_the_rules_name() {
    let manor = Manor::hacienda();
    assert!(check(&manor, None).is_empty(), "{:?}", check(&manor, None));
    // "Hay un total de 14 entradas a pasadizos secretos que conectan algunos dos a dos y
    // otros tres a tres."
    let entries: usize = manor.passages.iter().map(Vec::len).sum();
    assert_eq!(entries, 14);
    assert!(manor.passages.iter().any(|g| g.len() == 2));
    assert!(manor.passages.iter().any(|g| g.len() == 3));
    for (feature, place) in [
        (Feature::Bell, "Comedor"),
        (Feature::Lights, "Luces"),
        (Feature::Chimney, "Salón de Invierno"),
        (Feature::Dovecote, "Palomar"),
        (Feature::Altar, "Alcoba del Clérigo"),
        (Feature::Plan, "Intendencia"),
        (Feature::CrystalBall, "Alcoba del Mago"),
        (Feature::Lockable, "Carruajes"),
    ] {
        assert!(manor.has(feature, place), "{feature:?} {place}");
    }
    let levels: BTreeSet<u8> = manor.places.values().map(|p| p.level).collect();
    assert_eq!(levels, BTreeSet::from([1, 2, 3]));
    let terrace = manor
        .places
        .values()
        .filter(|p| p.room.as_deref() == Some("Terraza"));
    assert_eq!(
        terrace.count(),
        5,
        "una gran estancia dividida en cinco secciones"
    );
    let garden = manor
        .places
        .values()
        .filter(|p| p.room.as_deref() == Some("Jardín"));
    assert_eq!(
        garden.count(),
        4,
        "una gran estancia dividida en cuatro secciones"
    );
}

use std::collections::BTreeSet;

#[test]
fn place_names_match_as_players_write_them() {
    let manor = Manor::hacienda();
    let all = || manor.places.keys().map(String::as_str);
    let one = |w: &str| match manor.match_place(w, all()) {
        PlaceMatch::One(p) => p,
        other => panic!("{w}: {other:?}"),
    };
    assert_eq!(
        one("Biblioteca (sección Oeste)"),
        "Biblioteca (sección Oeste)"
    );
    assert_eq!(one("biblioteca-oeste"), "Biblioteca (sección Oeste)");
    assert_eq!(one("la biblioteca este"), "Biblioteca (sección Este)");
    assert_eq!(one("salon de invierno"), "Salón de Invierno");
    assert_eq!(
        one("Pasillo de acceso a Intendencia"),
        "Pasillo de Intendencia"
    );
    assert!(matches!(
        manor.match_place("pasillo", all()),
        PlaceMatch::Many(_)
    ));
    assert_eq!(manor.match_place("Cocinas reales", all()), PlaceMatch::None);
    // Among the neighbours of the Capilla, "el pasillo" is one.
    let near: Vec<&str> = manor.around("Capilla").map(|(p, _, _)| p).collect();
    assert_eq!(
        manor.match_place("pasillo", near),
        PlaceMatch::One("Pasillo al sur de la Biblioteca".into())
    );
}

const SMALL: &str = "places:
  Comedor: { kind: room, level: 1 }
  Cocina: { kind: room, level: 1 }
  Terraza A: { kind: section, room: Terraza, level: 2 }
  Jardín A: { kind: section, room: Jardín, level: 3 }
boundaries:
  - { a: Comedor, b: Cocina, kind: door, dir: este }
  - { a: Comedor, b: Terraza A, kind: door, dir: norte }
  - { a: Terraza A, b: Jardín A, kind: stairs, dir: norte }
features:
  bell: [Comedor]
passages:
  - [Comedor, Cocina]
";

fn problems_of(text: &str) -> Vec<(String, usize)> {
    match read("mine.yaml", text) {
        Ok(_) => Vec::new(),
        Err(problems) => problems
            .iter()
            .map(|p| (p.msg.key.clone(), line_of(p)))
            .collect(),
    }
}

fn without_counts(found: Vec<(String, usize)>) -> Vec<(String, usize)> {
    found
        .into_iter()
        .filter(|(k, _)| k != "among-us-map-feature-count")
        .collect()
}

#[test]
fn a_window_between_two_interior_rooms_of_level_1_is_refused_at_its_line() {
    let text = SMALL.replace(
        "  - { a: Comedor, b: Cocina, kind: door, dir: este }\n",
        "  - { a: Comedor, b: Cocina, kind: door, dir: este }\n  - { a: Comedor, b: Cocina, kind: window }\n",
    );
    assert_eq!(
        without_counts(problems_of(&text)),
        [("among-us-map-window-interior".to_string(), 8)]
    );
}

#[test]
fn stairs_on_level_1_are_refused_at_their_line() {
    let text = SMALL.replace("Cocina, kind: door", "Cocina, kind: stairs");
    assert_eq!(
        without_counts(problems_of(&text)),
        [("among-us-map-stairs".to_string(), 7)]
    );
}

#[test]
fn a_passage_group_of_one_is_refused_at_its_line() {
    let text = SMALL.replace(
        "  - [Comedor, Cocina]",
        "  - [Comedor, Cocina]\n  - [Jardín A]",
    );
    assert_eq!(
        without_counts(problems_of(&text)),
        [("among-us-map-passage-size".to_string(), 14)]
    );
}

#[test]
fn a_feature_in_a_place_that_does_not_exist_is_refused_at_its_line() {
    let text = SMALL.replace(
        "  bell: [Comedor]",
        "  bell: [Comedor]\n  plan: [Intendencia]",
    );
    assert_eq!(
        without_counts(problems_of(&text)),
        [("among-us-map-feature-place".to_string(), 12)]
    );
}

#[test]
fn a_boundary_to_an_unknown_place_and_a_door_down_the_terrace_are_refused() {
    let text = SMALL
        .replace("b: Cocina, kind: door", "b: Cocinas, kind: door")
        .replace("Jardín A, kind: stairs", "Jardín A, kind: door");
    assert_eq!(
        without_counts(problems_of(&text)),
        [
            ("among-us-map-unknown-place".to_string(), 7),
            ("among-us-map-door-terrace".to_string(), 9),
            // Without its door, the Cocina is cut off.
            ("among-us-map-unreachable".to_string(), 3),
        ]
    );
}

#[test]
fn a_map_that_is_not_yaml_of_the_schema_points_at_its_line() {
    let text = SMALL.replace("kind: stairs", "kind: ladder");
    let found = problems_of(&text);
    assert_eq!(found, [("among-us-err-map-yaml".to_string(), 9)]);
}

#[test]
fn a_place_the_living_cannot_walk_to_is_refused() {
    let text = SMALL.replace("Cocina, kind: door", "Cocina, kind: wall");
    assert_eq!(
        without_counts(problems_of(&text)),
        [("among-us-map-unreachable".to_string(), 3)]
    );
}

#[test]
fn twenty_thousand_repeated_boundaries_are_each_refused_at_their_line() {
    // Each repetition was compared with every boundary before it, each problem's line searched
    // for through the whole file, and each problem given its own copy of the file: quadratic in
    // the map's size.
    let repeated = "  - { a: Comedor, b: Cocina, kind: door, dir: este }\n".repeat(20_000);
    let text = SMALL.replace(
        "  - { a: Comedor, b: Terraza A",
        &format!("{repeated}  - {{ a: Comedor, b: Terraza A"),
    );
    let problems = read("mine.yaml", &text).unwrap_err();
    let line_starts: Vec<usize> = std::iter::once(0)
        .chain(text.match_indices('\n').map(|(i, _)| i + 1))
        .collect();
    let twice: Vec<usize> = problems
        .iter()
        .filter(|p| p.msg.key == "among-us-map-twice")
        .map(|p| {
            let at = p.place.as_ref().unwrap().span.start;
            line_starts.partition_point(|s| *s <= at)
        })
        .collect();
    assert_eq!(twice.len(), 20_000);
    assert_eq!(
        twice[0], 8,
        "the first repetition is the second door, on line 8"
    );
    assert_eq!(*twice.last().unwrap(), 20_007);
}

#[test]
fn a_list_written_from_the_first_column_is_located_at_its_item() {
    // `boundaries:` then `- { … }` at column 1, as many YAML writers put it: the problem was
    // pointed at line 1.
    let text = SMALL
        .replace("  - {", "- {")
        .replace("Cocina, kind: door", "Cocina, kind: stairs");
    assert_eq!(
        without_counts(problems_of(&text)),
        [("among-us-map-stairs".to_string(), 7)]
    );
}

#[test]
fn two_places_of_one_level_in_one_drawing_cell_are_refused_at_the_second() {
    let sample = HACIENDA;
    let text = sample.replace(
        "Cocina: { kind: room, level: 1, at: [4, 0],",
        "Cocina: { kind: room, level: 1, at: [5, 0],",
    );
    assert_ne!(text, sample);
    let line = text
        .lines()
        .position(|l| l.starts_with("  Comedor:"))
        .unwrap()
        + 1;
    let cocina = text
        .lines()
        .position(|l| l.starts_with("  Cocina:"))
        .unwrap()
        + 1;
    let found = problems_of(&text);
    // Places are checked by name: the Cocina comes first, so the Comedor is the second.
    assert_eq!(found, [("among-us-map-cell-twice".to_string(), line)]);
    assert_ne!(line, cocina);
    // One cell per level: the Terraza Noreste shares the Comedor's column and row, not its
    // level.
    assert!(problems_of(sample).is_empty());
}

#[test]
fn a_map_with_other_line_breaks_is_refused_at_the_same_line() {
    // The map's lines are split as every text a master brings in: CR alone (an old Mac's) and
    // LINE SEPARATOR are line breaks, so the problem is pointed at its own line, not line 1.
    let text = SMALL.replace("Cocina, kind: door", "Cocina, kind: stairs");
    for break_ in ["\r", "\r\n", "\u{2028}"] {
        assert_eq!(
            without_counts(problems_of(&text.replace('\n', break_))),
            [("among-us-map-stairs".to_string(), 7)],
            "{break_:?}"
        );
    }
}

/// The sample manor is read from `hacienda.json` (faster than YAML); the manor the docs show
/// and a master copies is `hacienda.yaml`. They must be the same manor: when they are not, the
/// JSON is written again from the YAML and the test fails, to be run again.
#[test]
fn the_json_sample_is_the_yaml_one() {
    let yaml = Manor::from_yaml(HACIENDA).expect("the sample manor is valid");
    let json: Option<Manor> = serde_json::from_str(HACIENDA_JSON).ok();
    if json.as_ref() != Some(&yaml) {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/src/rules/among_us/hacienda.json"
        );
        let json = serde_json::to_string(&yaml).expect("a manor serialises") + "\n";
        std::fs::write(path, json).expect("hacienda.json written");
        panic!("hacienda.json differed from hacienda.yaml: written again, run the tests again");
    }
}
