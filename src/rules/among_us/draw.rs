//! The manor as a scene for the core to draw ([`crate::core::draw`]): "El mapa es el elemento
//! principal del juego". One band per level ("El primer nivel: El blanco … El segundo nivel:
//! El rojo … El tercer nivel: El verde"), the terrace on top, the interior, the garden below;
//! each place a box with its name and the features the rules name (the bell, the candlesticks
//! of Luces, the chimneys, the gates, the dovecote, the altar, the plan, the crystal ball and
//! its eyes, the lockable doors, the secret passages' entries), a named room a full box and a
//! corridor ("estancias de paso") a small one. Every boundary is a line drawn as the
//! rulebook's map draws it where it says how ("Líneas continuas de color negro: Muros …
//! Líneas continuas de color azul: Ventanas … Líneas de puntos de color negro: Secciones").
//! A secret passage is its number in each entry's box, the legend listing each group ("14
//! entradas … que conectan algunos dos a dos y otros tres a tres"): lines across the whole
//! manor between entries would hide the boundaries. The master's copy adds where
//! everyone was at the end of the last phase played: the living (an impostor marked, one
//! inside a passage marked), the ghosts, the bodies, and the rooms left in the dark.

use super::manor::{Crossing, Feature, Kind, Manor};
use super::state::{Side, State};
use crate::core::diag::Problem;
use crate::core::draw::{
    Fill, Legend, Level, Link, Look, Sample, Scene, Spot, Stroke, View, Words,
};
use crate::core::game::Game;
use crate::core::msg::{Catalog, Msg};

/// The levels top first: the terrace, the interior between it and the garden.
const LEVELS: [u8; 3] = [2, 1, 3];

/// How many names one line of a box holds (a box stays narrow when all fifteen stand in the
/// Comedor).
const NAMES_PER_LINE: usize = 3;

/// The game's manor as a scene for `view`.
pub fn scene(game: &Game, view: View) -> Result<Scene, Problem> {
    let state: State = game.state_as()?;
    let catalog = Catalog::for_ruleset(game.language, "among-us").with_genders(game);
    Ok(draw(game, &state, &catalog, view))
}

fn stroke(kind: Crossing) -> Stroke {
    match kind {
        Crossing::Wall => Stroke::Barrier,
        Crossing::Door => Stroke::Solid,
        Crossing::Gap => Stroke::Open,
        Crossing::Window => Stroke::Window,
        Crossing::Section => Stroke::Dotted,
        Crossing::Stairs => Stroke::Stairs,
        Crossing::Ledge => Stroke::Ledge,
    }
}

/// "pasaje 3" for the entries of the third group: groups are numbered from 1 in file order.
fn passage_numbers(manor: &Manor, place: &str) -> Vec<usize> {
    manor
        .passages
        .iter()
        .enumerate()
        .filter(|(_, g)| g.iter().any(|p| p == place))
        .map(|(n, _)| n + 1)
        .collect()
}

/// The features a place carries, in the game's language, on one line.
fn features(manor: &Manor, place: &str, catalog: &Catalog) -> Option<String> {
    let mut words: Vec<String> = Feature::ALL
        .iter()
        .filter(|f| manor.has(**f, place))
        .map(|f| catalog.get(&format!("among-us-map-feature-{}", f.key())))
        .collect();
    for n in passage_numbers(manor, place) {
        words.push(catalog.text(&Msg::new("among-us-map-passage").arg("n", n)));
    }
    (!words.is_empty()).then(|| words.join(" · "))
}

/// Names in lines of a few, each line the message `key` with `players`.
fn name_lines(names: &[String], key: &str, catalog: &Catalog, struck: bool) -> Vec<Words> {
    names
        .chunks(NAMES_PER_LINE)
        .map(|chunk| Words {
            text: catalog.text(&Msg::new(key).arg("players", chunk.join(", "))),
            struck,
        })
        .collect()
}

/// Who is in `place` at the end of the last phase, for the master: the living, the ghosts,
/// the bodies.
fn people(game: &Game, state: &State, place: &str, catalog: &Catalog) -> Vec<Words> {
    let here = |p: &&crate::core::game::Player| state.place(&p.name) == place;
    let living: Vec<String> = game
        .players
        .iter()
        .filter(|p| p.alive)
        .filter(here)
        .map(|p| {
            let msg = Msg::new("among-us-map-person")
                .arg("player", &p.name)
                .arg(
                    "impostor",
                    if state.side(&p.name) == Side::Impostor {
                        "yes"
                    } else {
                        "no"
                    },
                )
                .arg(
                    "inside",
                    if state.in_passage.contains(&p.name) {
                        "yes"
                    } else {
                        "no"
                    },
                );
            catalog.text(&msg)
        })
        .collect();
    let ghosts: Vec<String> = game
        .players
        .iter()
        .filter(|p| !p.alive)
        .filter(here)
        .map(|p| p.name.clone())
        .collect();
    let bodies: Vec<String> = game
        .players
        .iter()
        .filter(|p| state.bodies.get(&p.name).is_some_and(|b| b == place))
        .map(|p| p.name.clone())
        .collect();
    let mut lines = name_lines(&living, "among-us-map-living", catalog, false);
    lines.extend(name_lines(&ghosts, "among-us-map-ghosts", catalog, false));
    lines.extend(name_lines(&bodies, "among-us-map-bodies", catalog, true));
    lines
}

fn draw(game: &Game, state: &State, catalog: &Catalog, view: View) -> Scene {
    let master = view == View::Master;
    let mut scene = Scene::default();
    for level in LEVELS {
        scene.levels.push(Level {
            id: i32::from(level),
            name: catalog.get(&format!("among-us-map-level-{level}")),
            ruined: false,
            note: None,
        });
    }
    scene.places = places(game, state, catalog, master);
    for b in &state.map.boundaries {
        scene.links.push(Link {
            a: b.a.clone(),
            b: b.b.clone(),
            kind: b.kind.key().to_string(),
            stroke: stroke(b.kind),
            directed: false,
        });
    }
    scene.legend = legend(&state.map, catalog, master);
    scene
}

/// Each place a box: a named room a full one, a corridor ("estancias de paso") a small one,
/// with its name, its features and, for the master, who is there and whether it is dark.
fn places(game: &Game, state: &State, catalog: &Catalog, master: bool) -> Vec<Spot> {
    let manor = &state.map;
    let mut spots = Vec::new();
    for (name, place) in &manor.places {
        let mut lines = vec![Words::plain(name)];
        lines.extend(features(manor, name, catalog).map(Words::plain));
        if master {
            lines.extend(people(game, state, name, catalog));
        }
        let fill = if master && state.is_dark(name) {
            Fill::Ruined
        } else {
            Fill::Plain
        };
        spots.push(Spot {
            id: name.clone(),
            level: i32::from(place.level),
            cell: place.at.map(|[c, r]| (c, r)),
            look: if place.kind == Kind::Corridor {
                Look::Stop
            } else {
                Look::Room
            },
            fill,
            lines,
        });
    }
    spots
}

/// The legend: the boxes, each kind of boundary as the rulebook's map draws it, each passage
/// group, and for the master the bodies and the dark rooms.
fn legend(manor: &Manor, catalog: &Catalog, master: bool) -> Vec<Legend> {
    let legend = |sample, key: &str| Legend {
        sample,
        text: catalog.get(key),
    };
    let mut out = vec![
        legend(Sample::Box(Fill::Plain), "among-us-map-legend-room"),
        legend(Sample::StopBox, "among-us-map-legend-corridor"),
    ];
    for kind in [
        Crossing::Door,
        Crossing::Gap,
        Crossing::Window,
        Crossing::Section,
        Crossing::Stairs,
        Crossing::Ledge,
        Crossing::Wall,
    ] {
        let key = format!("among-us-map-legend-{}", kind.key());
        out.push(legend(Sample::Line(stroke(kind)), &key));
    }
    for (n, group) in manor.passages.iter().enumerate() {
        let text = catalog.text(
            &Msg::new("among-us-map-legend-passage")
                .arg("n", n + 1)
                .arg("places", group.join(", ")),
        );
        out.push(Legend {
            sample: Sample::Blank,
            text,
        });
    }
    if master {
        out.extend([
            legend(Sample::Struck, "among-us-map-legend-body"),
            legend(Sample::Box(Fill::Ruined), "among-us-map-legend-dark"),
        ]);
    }
    out
}

#[cfg(test)]
#[path = "draw_tests.rs"]
mod tests;
