//! The ship drawn as SVG for the master (`adjudicate map DIR`): one band per floor, its houses
//! in name order (or where a place's `x`/`y` tags put it), the paths, the elevator (dashed), last
//! night's walls (red), the pyromaniacs' marks (orange), the exploded floors (grey), the dead
//! residents struck through. Built with the `svg` crate (which escapes every text and attribute)
//! in the game's language: no external program. The same game always draws the same bytes:
//! places and edges come in the map's order, coordinates are whole pixels.

use super::casas::Function;
use super::nave::{self, ELEVATOR, HOUSE};
use super::state::State;
use crate::core::game::Game;
use crate::core::msg::{Catalog, Msg};
use std::collections::BTreeMap;
use svg::Document;
use svg::node::element::{Circle, Group, Line, Rectangle, Text};

const WIDTH: f64 = 130.0;
const BAND: f64 = 170.0;
const MARGIN: f64 = 60.0;

/// A coordinate as a whole number of pixels: no float noise in the output.
fn px(v: f64) -> i64 {
    v.round() as i64
}

/// Where each place is drawn: each floor's houses around an ellipse in its band (name
/// order), its elevator stops to the right; a place's `x`/`y` tags override.
fn positions(state: &State) -> BTreeMap<String, (f64, f64)> {
    let map = &state.map;
    let floors = nave::floors(map);
    let mut out = BTreeMap::new();
    for (row, floor) in floors.iter().rev().enumerate() {
        let on_floor = |kind_is_house: bool| -> Vec<&String> {
            map.places
                .iter()
                .filter(|(_, p)| p.floor == Some(*floor) && (p.kind == HOUSE) == kind_is_house)
                .map(|(n, _)| n)
                .collect()
        };
        let houses = on_floor(true);
        let stops = on_floor(false);
        let cy = MARGIN + row as f64 * BAND + BAND / 2.0;
        let rx = (houses.len() as f64 * WIDTH / std::f64::consts::PI).max(WIDTH);
        let cx = MARGIN + rx + WIDTH / 2.0;
        let ry = BAND * 0.3;
        for (i, house) in houses.iter().enumerate() {
            let angle = std::f64::consts::TAU * i as f64 / houses.len() as f64;
            out.insert(
                (*house).clone(),
                (cx - rx * angle.cos(), cy + ry * angle.sin()),
            );
        }
        for (i, stop) in stops.iter().enumerate() {
            let x = cx + rx + WIDTH * (1.0 + i as f64);
            out.insert((*stop).clone(), (x, cy));
        }
    }
    for (name, place) in &map.places {
        let tag = |k: &str| place.tags.get(k).and_then(|v| v.parse::<f64>().ok());
        if let (Some(x), Some(y)) = (tag("x"), tag("y")) {
            out.insert(name.clone(), (x, y));
        }
    }
    out
}

/// The game's ship as SVG, or the problem of a game that is not a chechino game.
pub fn draw(game: &Game) -> Result<String, crate::core::diag::Problem> {
    if game.ruleset != "chechino" {
        return Err(crate::core::diag::Problem::new(
            crate::core::msg::Msg::new("chechino-map-not-a-ship").arg("ruleset", &game.ruleset),
        ));
    }
    let state: State = game.state_as()?;
    let catalog = Catalog::for_ruleset(game.language, "chechino");
    Ok(svg(game, &state, &catalog))
}

/// A centred line of text at (`x`, `y`).
fn label(x: f64, y: f64, words: &str) -> Text {
    Text::new(words)
        .set("x", px(x))
        .set("y", px(y))
        .set("text-anchor", "middle")
}

/// A house's function as the master reads it ("Armería (Soldado)"); a tag the ruleset does not
/// know is shown as written.
fn function_name(state: &State, house: &str, catalog: &Catalog) -> String {
    match nave::function_of(&state.map, house) {
        Some(f) => catalog.get(Function::key(f).trim_start_matches('@')),
        None => state.map.places[house]
            .tags
            .get("function")
            .cloned()
            .unwrap_or_default(),
    }
}

fn svg(game: &Game, state: &State, catalog: &Catalog) -> String {
    let map = &state.map;
    let at = positions(state);
    let floors = nave::floors(map);
    let widest = at.values().map(|(x, _)| *x).fold(0.0, f64::max) + WIDTH;
    let height = MARGIN * 2.0 + floors.len().max(1) as f64 * BAND;
    let mut doc = Document::new()
        .set("width", px(widest))
        .set("height", px(height))
        .set("font-family", "sans-serif")
        .set("font-size", 12);
    for (i, floor) in floors.iter().rev().enumerate() {
        let y = MARGIN + i as f64 * BAND;
        let exploded = state.memory.exploded.contains(floor);
        let band = Rectangle::new()
            .set("class", if exploded { "floor exploded" } else { "floor" })
            .set("x", 10)
            .set("y", px(y))
            .set("width", px(widest - 20.0))
            .set("height", px(BAND - 10.0))
            .set("fill", if exploded { "#cccccc" } else { "#f4f7fb" })
            .set("stroke", "#99a");
        let name = catalog.text(&Msg::new("chechino-map-floor").arg("floor", floor));
        let title = Text::new(name)
            .set("class", "floor-name")
            .set("x", 16)
            .set("y", px(y + 16.0));
        doc = doc.add(band).add(title);
    }
    for e in &map.edges {
        let (Some(a), Some(b)) = (at.get(&e.a), at.get(&e.b)) else {
            continue;
        };
        let walled = state
            .memory
            .walls
            .iter()
            .any(|w| *w == format!("{}-{}", e.a, e.b) || *w == format!("{}-{}", e.b, e.a));
        let line = Line::new()
            .set("x1", px(a.0))
            .set("y1", px(a.1))
            .set("x2", px(b.0))
            .set("y2", px(b.1));
        let line = match () {
            _ if walled => line
                .set("class", "wall")
                .set("stroke", "#d00")
                .set("stroke-width", 5),
            _ if e.kind == ELEVATOR => line
                .set("class", "elevator")
                .set("stroke", "#557")
                .set("stroke-dasharray", "6 4"),
            _ => line
                .set("class", "path")
                .set("stroke", "#555")
                .set("stroke-width", 2),
        };
        doc = doc.add(line);
    }
    for (name, place) in &map.places {
        let Some(&(x, y)) = at.get(name) else {
            continue;
        };
        if place.kind != HOUSE {
            let stop = Group::new()
                .set("class", "stop")
                .add(
                    Circle::new()
                        .set("cx", px(x))
                        .set("cy", px(y))
                        .set("r", 14)
                        .set("fill", "#dde"),
                )
                .add(label(x, y + 4.0, name));
            doc = doc.add(stop);
            continue;
        }
        let marked = state.memory.marks.contains(name);
        let resident = state.resident(name).unwrap_or("");
        let dead = !resident.is_empty() && !game.is_alive(resident);
        let mut who = label(x, y + 19.0, resident).set("class", "resident");
        if dead {
            who = who
                .set("class", "resident dead")
                .set("text-decoration", "line-through");
        }
        let house = Group::new()
            .set("class", if marked { "house marked" } else { "house" })
            .add(
                Rectangle::new()
                    .set("x", px(x - 50.0))
                    .set("y", px(y - 27.0))
                    .set("width", 100)
                    .set("height", 54)
                    .set("rx", 6)
                    .set("fill", if marked { "#ffb347" } else { "#ffffff" })
                    .set("stroke", "#333"),
            )
            .add(label(x, y - 11.0, name).set("font-weight", "bold"))
            .add(label(x, y + 4.0, &function_name(state, name, catalog)).set("class", "function"))
            .add(who);
        doc = doc.add(house);
    }
    let mut out = doc.to_string();
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::chechino::state::Memory;

    fn game(language: &str) -> Game {
        serde_yaml::from_str(&format!(
            "format: 1\nruleset: chechino\nlanguage: {language}\nseed: 1\nphase: noche-2\n\
             players: [{{name: Ana, alive: true}}, {{name: Bruno, alive: false}}, \
             {{name: \"<Cid & Co>\", alive: true}}]\nstate: null\n",
        ))
        .unwrap()
    }

    fn state() -> State {
        let memory = Memory {
            marks: vec!["E".into()],
            walls: vec!["H-F".into()],
            exploded: vec![1],
            ..Memory::default()
        };
        State {
            map: nave::ship(),
            houses: [
                ("Ana".into(), "A".into()),
                ("Bruno".into(), "E".into()),
                ("<Cid & Co>".into(), "C".into()),
            ]
            .into(),
            roles: BTreeMap::new(),
            abilities: BTreeMap::new(),
            memory,
        }
    }

    fn draw_in(language: &str) -> String {
        let mut g = game(language);
        g.set_state(&state());
        draw(&g).unwrap()
    }

    /// Every element of the drawing, read back with the crate's parser (which also proves the
    /// output well formed): its name, its attributes, and the words inside it.
    fn elements(svg: &str) -> Vec<(String, BTreeMap<String, String>, String)> {
        use svg::node::element::tag::Type;
        use svg::parser::Event;
        let mut out: Vec<(String, BTreeMap<String, String>, String)> = Vec::new();
        let mut open: Vec<usize> = Vec::new();
        for event in svg::read(svg).unwrap() {
            match event {
                Event::Tag(name, kind, attributes) => {
                    if kind == Type::End {
                        open.pop();
                        continue;
                    }
                    let attributes = attributes
                        .iter()
                        .map(|(k, v)| (k.clone(), v.to_string()))
                        .collect();
                    out.push((name.to_string(), attributes, String::new()));
                    if kind == Type::Start {
                        open.push(out.len() - 1);
                    }
                }
                Event::Text(words) => {
                    let at = *open.last().expect("text inside an element");
                    out[at].2.push_str(words.trim());
                }
                Event::Error(e) => panic!("{e}"),
                _ => {}
            }
        }
        out
    }

    fn with_class<'a>(
        all: &'a [(String, BTreeMap<String, String>, String)],
        class: &str,
    ) -> Vec<&'a BTreeMap<String, String>> {
        all.iter()
            .filter(|(_, a, _)| a.get("class").map(String::as_str) == Some(class))
            .map(|(_, a, _)| a)
            .collect()
    }

    fn text<'a>(
        all: &'a [(String, BTreeMap<String, String>, String)],
        words: &str,
    ) -> Option<&'a BTreeMap<String, String>> {
        all.iter()
            .find(|(n, _, w)| n == "text" && w == words)
            .map(|(_, a, _)| a)
    }

    #[test]
    fn the_master_sees_houses_walls_marks_and_the_dead() {
        let svg = draw_in("en");
        let all = elements(&svg);
        assert_eq!(all[0].0, "svg");
        assert_eq!(all[0].1["xmlns"], "http://www.w3.org/2000/svg");
        assert_eq!(with_class(&all, "house").len(), 15);
        let marked = with_class(&all, "house marked");
        assert_eq!(marked.len(), 1, "one marked house");
        let walls = with_class(&all, "wall");
        assert_eq!(walls.len(), 1);
        assert_eq!(walls[0]["stroke"], "#d00", "the wall is red");
        let elevator = with_class(&all, "elevator");
        assert_eq!(elevator.len(), 3);
        assert!(elevator.iter().all(|e| e["stroke-dasharray"] == "6 4"));
        assert!(!with_class(&all, "path").is_empty());
        assert_eq!(with_class(&all, "floor").len(), 2);
        let exploded = with_class(&all, "floor exploded");
        assert_eq!(exploded.len(), 1, "floor 1 blew up");
        assert_eq!(exploded[0]["fill"], "#cccccc", "grey");
        assert_eq!(with_class(&all, "stop").len(), 3);
        // The marked house E (Bruno's) is the orange one.
        let e = all
            .iter()
            .position(|(_, a, _)| a.get("class").is_some_and(|c| c == "house marked"))
            .unwrap();
        assert_eq!(all[e + 1].1["fill"], "#ffb347");
        assert_eq!(all[e + 2].2, "E");
        let bruno = text(&all, "Bruno").expect("Bruno is drawn");
        assert_eq!(bruno["class"], "resident dead");
        assert_eq!(bruno["text-decoration"], "line-through");
        let ana = text(&all, "Ana").expect("Ana is drawn");
        assert_eq!(ana["class"], "resident");
        assert!(
            !ana.contains_key("text-decoration"),
            "the living are not struck"
        );
        assert!(text(&all, "Armería (Soldado)").is_some());
        assert!(text(&all, "floor 1").is_some());
    }

    #[test]
    fn the_words_come_from_the_games_catalog() {
        let es = elements(&draw_in("es"));
        assert!(text(&es, "planta 1").is_some() && text(&es, "floor 1").is_none());
        let it = elements(&draw_in("it"));
        assert!(text(&it, "piano 2").is_some());
    }

    #[test]
    fn names_are_escaped() {
        let svg = draw_in("en");
        assert!(svg.contains("&lt;Cid &amp; Co&gt;"), "{svg}");
        assert!(!svg.contains("<Cid"));
        assert!(text(&elements(&svg), "&lt;Cid &amp; Co&gt;").is_some());
    }

    #[test]
    fn the_same_game_draws_the_same_bytes() {
        let first = draw_in("es");
        for _ in 0..5 {
            assert_eq!(draw_in("es"), first);
        }
        let mut g = game("es");
        g.set_state(&state());
        let reread: Game = serde_yaml::from_str(&serde_yaml::to_string(&g).unwrap()).unwrap();
        assert_eq!(
            draw(&reread).unwrap(),
            first,
            "a game read back draws the same"
        );
    }

    #[test]
    fn only_a_chechino_game_has_a_ship() {
        let mut g = game("en");
        g.ruleset = "lupus".into();
        let refused = draw(&g).unwrap_err();
        assert_eq!(refused.msg.key, "chechino-map-not-a-ship");
    }
}
