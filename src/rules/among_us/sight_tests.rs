//! The worked examples of "La visibilidad", on the sample manor.
use super::*;

fn sees(from: &str) -> Vec<String> {
    let map = Manor::hacienda();
    let sight = Sight::new(&map);
    sight.view(from, Viewer::default(), &|_| false).places
}

fn sorted(places: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = places.iter().map(|p| p.to_string()).collect();
    v.sort();
    v
}

#[test]
fn from_the_biblioteca_east_section() {
    // "alguien en la Biblioteca (sección Este) podrá ver quiénes están en: Biblioteca (sección
    // Este), Biblioteca (sección Oeste) y Galería Cubierta (sección Este)."
    assert_eq!(
        sees("Biblioteca (sección Este)"),
        sorted(&[
            "Biblioteca (sección Este)",
            "Biblioteca (sección Oeste)",
            "Galería cubierta (sección Este)"
        ])
    );
}

#[test]
fn from_the_claustro() {
    // "alguien en el Claustro podrá ver quiénes están en: Claustro, Salón Principal, Pasillo
    // al noreste del claustro, Pasillo al sur del claustro y Recibidor."
    assert_eq!(
        sees("Claustro"),
        sorted(&[
            "Claustro",
            "Salón Principal",
            "Pasillo al noreste del Claustro",
            "Pasillo al sur del Claustro",
            "Recibidor"
        ])
    );
}

#[test]
fn from_the_palomar() {
    // "alguien en el Palomar podrá ver quiénes están en: Palomar y la sección adyacente de
    // Jardín."
    assert_eq!(sees("Palomar"), sorted(&["Palomar", "Jardín Norte"]));
}

#[test]
fn from_the_corridor_south_of_the_biblioteca() {
    // "alguien en el Pasillo al sur de la Biblioteca podrá ver quiénes están en: Pasillo al
    // sur de la Biblioteca y las dos secciones adyacentes de Terraza."
    assert_eq!(
        sees("Pasillo al sur de la Biblioteca"),
        sorted(&[
            "Pasillo al sur de la Biblioteca",
            "Terraza Oeste",
            "Terraza Suroeste"
        ])
    );
}

#[test]
fn the_terrace_never_sees_level_1_and_the_garden_never_sees_the_terrace() {
    // "Desde una sección de segundo nivel no se pueden ver nunca las estancias adyacentes del
    // primer nivel"; "Desde una sección de tercer nivel no se pueden ver nunca las secciones
    // adyacentes del segundo nivel."
    assert_eq!(
        sees("Terraza Suroeste"),
        sorted(&["Terraza Suroeste", "Terraza Oeste", "Terraza Sur"])
    );
    assert_eq!(
        sees("Terraza Sur"),
        sorted(&[
            "Terraza Sur",
            "Terraza Suroeste",
            "Terraza Este",
            "Jardín Sur"
        ])
    );
    assert_eq!(
        sees("Jardín Sur"),
        sorted(&["Jardín Sur", "Jardín Oeste", "Jardín Centro-Este"])
    );
    // "si el Palomar también está iluminado y el jugador está en la sección de jardín
    // adyacente, los que se encuentren en el palomar".
    assert!(sees("Jardín Norte").contains(&"Palomar".to_string()));
}

#[test]
fn darkness_hides_the_neighbours_and_leaves_a_presence() {
    let map = Manor::hacienda();
    let sight = Sight::new(&map);
    let dark = |p: &str| map.room_of(p) == "Biblioteca";
    let vassal = Viewer::default();
    // "Si la estancia en la que se encuentra un jugador no está iluminada, el jugador notará
    // la presencia de cualquier otro jugador … pero no sabrá quién es".
    let view = sight.view("Biblioteca (sección Este)", vassal, &dark);
    assert!(view.felt);
    assert!(view.places.is_empty());
    // "Cualquier estancia … adyacente … pierde por completo la visibilidad si dicha estancia
    // no está iluminada."
    let from_gallery = sight.view("Galería cubierta (sección Este)", vassal, &dark);
    assert!(
        !from_gallery
            .places
            .contains(&"Biblioteca (sección Este)".to_string())
    );
    assert_eq!(
        sight.hidden(
            "Galería cubierta (sección Este)",
            "Biblioteca (sección Este)",
            vassal,
            &dark
        ),
        Some(Hidden::DarkThere)
    );
    // "Los impostores y los fantasmas son inmunes a la reducción de visibilidad por efecto de
    // la iluminación."
    let impostor = Viewer {
        immune: true,
        ..Viewer::default()
    };
    let view = sight.view("Biblioteca (sección Este)", impostor, &dark);
    assert!(!view.felt);
    assert_eq!(view.places.len(), 3);
}

#[test]
fn a_task_reduces_sight_as_darkness_does() {
    let map = Manor::hacienda();
    let sight = Sight::new(&map);
    let busy = Viewer {
        reduced: true,
        immune: true,
        ..Viewer::default()
    };
    let view = sight.view("Claustro", busy, &|_| false);
    assert!(view.felt && view.places.is_empty());
}

#[test]
fn a_ghost_sees_every_adjacent_place_through_walls_and_doors() {
    let map = Manor::hacienda();
    let sight = Sight::new(&map);
    let ghost = Viewer {
        ghost: true,
        immune: true,
        ..Viewer::default()
    };
    let view = sight.view("Capilla", ghost, &|_| true);
    assert_eq!(
        view.places,
        sorted(&[
            "Capilla",
            "Pasillo al sur de la Biblioteca",
            "Alcoba del Clérigo",
            "Terraza Oeste",
            "Biblioteca (sección Oeste)"
        ])
    );
}

#[test]
fn inside_a_passage_only_the_entrys_place_is_seen() {
    let map = Manor::hacienda();
    let sight = Sight::new(&map);
    let inside = Viewer {
        in_passage: true,
        immune: true,
        ..Viewer::default()
    };
    assert_eq!(
        sight.view("Claustro", inside, &|_| false).places,
        ["Claustro"]
    );
}
