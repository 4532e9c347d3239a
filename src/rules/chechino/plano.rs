//! The ship drawn as SVG for the master (`adjudicate map DIR`): one band per floor, its houses
//! in name order (or where a place's `x`/`y` tags put it), the paths, the elevator (dashed), last
//! night's walls (red), the pyromaniacs' marks (orange), the exploded floors (grey), the dead
//! residents struck through. Plain SVG text: no external program.

use super::nave::{self, ELEVATOR, HOUSE};
use super::state::State;
use crate::core::game::Game;
use std::collections::BTreeMap;
use std::fmt::Write;

const WIDTH: f64 = 130.0;
const BAND: f64 = 170.0;
const MARGIN: f64 = 60.0;

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
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
    Ok(svg(game, &state))
}

fn svg(game: &Game, state: &State) -> String {
    let map = &state.map;
    let at = positions(state);
    let floors = nave::floors(map);
    let widest = at.values().map(|(x, _)| *x).fold(0.0, f64::max) + WIDTH;
    let height = MARGIN * 2.0 + floors.len().max(1) as f64 * BAND;
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{widest:.0}" height="{height:.0}" font-family="sans-serif" font-size="12">"#
    );
    for (i, floor) in floors.iter().rev().enumerate() {
        let y = MARGIN + i as f64 * BAND;
        let fill = if state.memory.exploded.contains(floor) {
            "#cccccc"
        } else {
            "#f4f7fb"
        };
        let _ = writeln!(
            s,
            r##"<rect class="floor" x="10" y="{y:.0}" width="{:.0}" height="{:.0}" fill="{fill}" stroke="#99a"/><text x="16" y="{:.0}">floor {floor}</text>"##,
            widest - 20.0,
            BAND - 10.0,
            y + 16.0
        );
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
        let style = match () {
            _ if walled => r##"class="wall" stroke="#d00" stroke-width="5""##,
            _ if e.kind == ELEVATOR => r##"class="elevator" stroke="#557" stroke-dasharray="6 4""##,
            _ => r##"class="path" stroke="#555" stroke-width="2""##,
        };
        let _ = writeln!(
            s,
            r#"<line x1="{:.0}" y1="{:.0}" x2="{:.0}" y2="{:.0}" {style}/>"#,
            a.0, a.1, b.0, b.1
        );
    }
    for (name, place) in &map.places {
        let Some(&(x, y)) = at.get(name) else {
            continue;
        };
        if place.kind != HOUSE {
            let _ = writeln!(
                s,
                r##"<circle class="stop" cx="{x:.0}" cy="{y:.0}" r="14" fill="#dde"/><text x="{x:.0}" y="{:.0}" text-anchor="middle">{}</text>"##,
                y + 4.0,
                escape(name)
            );
            continue;
        }
        let marked = state.memory.marks.contains(name);
        let fill = if marked { "#ffb347" } else { "#ffffff" };
        let function = place.tags.get("function").cloned().unwrap_or_default();
        let resident = state.resident(name).unwrap_or("");
        let dead = !resident.is_empty() && !game.is_alive(resident);
        let deco = if dead {
            r#" text-decoration="line-through""#
        } else {
            ""
        };
        let _ = writeln!(
            s,
            r##"<g class="house{}"><rect x="{:.0}" y="{:.0}" width="100" height="54" rx="6" fill="{fill}" stroke="#333"/><text x="{x:.0}" y="{:.0}" text-anchor="middle" font-weight="bold">{}</text><text x="{x:.0}" y="{:.0}" text-anchor="middle">{}</text><text x="{x:.0}" y="{:.0}" text-anchor="middle"{deco}>{}</text></g>"##,
            if marked { " marked" } else { "" },
            x - 50.0,
            y - 27.0,
            y - 11.0,
            escape(name),
            y + 4.0,
            escape(&function),
            y + 19.0,
            escape(resident)
        );
    }
    s.push_str("</svg>\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::chechino::state::Memory;

    fn game() -> Game {
        serde_yaml::from_str(
            "format: 1\nruleset: chechino\nlanguage: es\nseed: 1\nphase: noche-2\n\
             players: [{name: Ana, alive: true}, {name: Bruno, alive: false}]\nstate: null\n",
        )
        .unwrap()
    }

    #[test]
    fn the_master_sees_houses_walls_marks_and_the_dead() {
        let memory = Memory {
            marks: vec!["E".into()],
            walls: vec!["H-F".into()],
            ..Memory::default()
        };
        let state = State {
            map: nave::ship(),
            houses: [("Ana".into(), "A".into()), ("Bruno".into(), "E".into())].into(),
            roles: BTreeMap::new(),
            abilities: BTreeMap::new(),
            memory,
        };
        let svg = svg(&game(), &state);
        assert!(svg.starts_with("<svg"));
        assert_eq!(svg.matches(r#"<g class="house"#).count(), 16);
        assert_eq!(svg.matches(r#"class="house marked""#).count(), 1);
        assert_eq!(svg.matches(r#"class="wall""#).count(), 1);
        assert_eq!(svg.matches(r#"class="elevator""#).count(), 3);
        assert_eq!(svg.matches(r#"class="floor""#).count(), 3);
        assert!(svg.contains(r#"text-decoration="line-through">Bruno<"#));
        assert!(svg.contains(">armeria<") && svg.contains(">Ana<"));
    }
}
