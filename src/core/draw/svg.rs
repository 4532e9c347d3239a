//! The laid-out scene as SVG, with the `svg` crate (which escapes every text and attribute).
//! Coordinates are whole pixels, elements come in the scene's order: the same scene always
//! gives the same bytes. Every element a reader (or a test) looks for carries a class and the
//! names it stands for: `level` bands (`data-level`), `link` polylines (`data-a`, `data-b`,
//! `data-kind`), `place` groups (`data-place`) with their box and `label` lines; over them the
//! `hop` of each crossing and the `sign`s of what happened ([`super::marks`]).

use super::font;
use super::layout::{self, Band, LEGEND_ROW, LINE, Layout, MARGIN, Rect, SAMPLE_W};
use super::marks;
use super::scene::{Fill, Look, Sample, Scene, Spot, Stroke};
use svg::Document;
use svg::node::element::{
    Definitions, Group, Line, Marker, Path, Polyline, Rectangle, Text, Title,
};

fn px(v: f64) -> i64 {
    v.round() as i64
}

/// A stroke's colour, width and dash pattern.
pub(super) fn stroke_style(stroke: Stroke) -> (&'static str, u32, Option<&'static str>) {
    match stroke {
        Stroke::Solid => ("#444444", 2, None),
        Stroke::Dashed => ("#2a5db0", 2, Some("7 4")),
        Stroke::Wall => ("#dd0000", 4, None),
        Stroke::Window => ("#3b8fd9", 3, None),
        Stroke::Dotted => ("#111111", 2, Some("2 4")),
        Stroke::Open => ("#3c9a3c", 3, Some("12 3")),
        Stroke::Stairs => ("#8b5a2b", 6, Some("2 3")),
        Stroke::Ledge => ("#d9822b", 2, Some("10 3 2 3")),
        Stroke::Barrier => ("#111111", 4, None),
    }
}

pub(super) fn stroke_of(line: Polyline, stroke: Stroke) -> Polyline {
    let (colour, width, dashes) = stroke_style(stroke);
    let line = line
        .set("fill", "none")
        .set("stroke", colour)
        .set("stroke-width", width);
    match dashes {
        Some(d) => line.set("stroke-dasharray", d),
        None => line,
    }
}

fn fill_of(fill: Fill, look: Look) -> &'static str {
    match (fill, look) {
        (Fill::Marked, _) => "#ffb347",
        (Fill::Ruined, _) => "#bbbbbb",
        (Fill::Plain, Look::Room) => "#ffffff",
        (Fill::Plain, Look::Stop) => "#e3e8f4",
    }
}

/// The background of a level's band (grey when the level is ruined).
pub(super) fn band_fill(ruined: bool) -> &'static str {
    if ruined { "#d6d6d6" } else { "#f4f7fb" }
}

fn rect(r: Rect) -> Rectangle {
    Rectangle::new()
        .set("x", px(r.x))
        .set("y", px(r.y))
        .set("width", px(r.x + r.w) - px(r.x))
        .set("height", px(r.y + r.h) - px(r.y))
}

fn text(x: f64, y: f64, words: &str) -> Text {
    Text::new(words).set("x", px(x)).set("y", px(y))
}

fn points(points: &[(f64, f64)]) -> String {
    let all: Vec<String> = points
        .iter()
        .map(|(x, y)| format!("{},{}", px(*x), px(*y)))
        .collect();
    all.join(" ")
}

/// A short red bar across the middle of a walled link's longest segment.
fn wall_bar(points: &[(f64, f64)]) -> Option<Line> {
    let (a, b) = points.windows(2).map(|w| (w[0], w[1])).max_by(|x, y| {
        let len = |s: &((f64, f64), (f64, f64))| (s.1.0 - s.0.0).abs() + (s.1.1 - s.0.1).abs();
        len(x).total_cmp(&len(y))
    })?;
    let (mx, my) = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
    let horizontal = a.1 == b.1;
    let (dx, dy) = if horizontal { (0.0, 8.0) } else { (8.0, 0.0) };
    Some(
        Line::new()
            .set("class", "wall-bar")
            .set("x1", px(mx - dx))
            .set("y1", px(my - dy))
            .set("x2", px(mx + dx))
            .set("y2", px(my + dy))
            .set("stroke", "#dd0000")
            .set("stroke-width", 4),
    )
}

fn sample(at: (f64, f64), sample: Sample) -> Group {
    let (x, y) = at;
    let mid = y + LEGEND_ROW / 2.0;
    let group = Group::new().set("class", "legend-sample");
    match sample {
        Sample::Line(stroke) => {
            let line = Polyline::new().set("points", points(&[(x, mid), (x + SAMPLE_W, mid)]));
            let group = group.add(stroke_of(line, stroke));
            match stroke {
                Stroke::Wall => {
                    let bar = wall_bar(&[(x, mid), (x + SAMPLE_W, mid)]);
                    group.add(bar.expect("two points make a segment"))
                }
                _ => group,
            }
        }
        Sample::Box(fill) => group.add(
            rect(Rect {
                x,
                y: mid - 8.0,
                w: SAMPLE_W,
                h: 16.0,
            })
            .set("fill", fill_of(fill, Look::Room))
            .set("stroke", "#333333"),
        ),
        Sample::StopBox => group.add(
            rect(Rect {
                x,
                y: mid - 8.0,
                w: SAMPLE_W,
                h: 16.0,
            })
            .set("rx", 6)
            .set("fill", fill_of(Fill::Plain, Look::Stop))
            .set("stroke", "#333333"),
        ),
        Sample::Blank => group,
        Sample::RuinedLevel => group.add(
            rect(Rect {
                x,
                y: mid - 8.0,
                w: SAMPLE_W,
                h: 16.0,
            })
            .set("fill", "#d6d6d6")
            .set("stroke", "#999999"),
        ),
        Sample::Struck => group.add(
            text(x + SAMPLE_W / 2.0, mid + 4.0, "Abc")
                .set("text-anchor", "middle")
                .set("text-decoration", "line-through"),
        ),
        Sample::Sign(kind) => group.add(marks::sign_sample(kind, &[(x, mid), (x + SAMPLE_W, mid)])),
    }
}

/// The picture's canvas: its size, its title, the arrow head of a one-way link, a white
/// background.
fn canvas(scene: &Scene, at: &Layout) -> Document {
    Document::new()
        .set("width", px(at.width))
        .set("height", px(at.height))
        .set("viewBox", (0, 0, px(at.width), px(at.height)))
        .set("font-family", font::FAMILY)
        .set("font-size", layout::FONT)
        .add(Title::new(scene.title.as_str()))
        .add(
            Definitions::new().add(
                Marker::new()
                    .set("id", "arrow")
                    .set("viewBox", (0, 0, 10, 10))
                    .set("refX", 10)
                    .set("refY", 5)
                    .set("markerWidth", 8)
                    .set("markerHeight", 8)
                    .set("orient", "auto")
                    .add(
                        Path::new()
                            .set("d", "M0,0 L10,5 L0,10 z")
                            .set("fill", "#444444"),
                    ),
            ),
        )
        .add(
            rect(Rect {
                x: 0.0,
                y: 0.0,
                w: at.width,
                h: at.height,
            })
            .set("class", "background")
            .set("fill", "#ffffff"),
        )
        .add(
            text(MARGIN, MARGIN + 18.0, &scene.title)
                .set("class", "title")
                .set("font-size", layout::TITLE_FONT)
                .set("font-weight", "bold"),
        )
}

/// A level's band: its box (grey when the level is ruined), its name and its note.
fn band_group(scene: &Scene, band: &Band) -> Group {
    let level = band.level.map(|i| &scene.levels[i]);
    let ruined = level.is_some_and(|l| l.ruined);
    let mut group = Group::new().set("class", if ruined { "level ruined" } else { "level" });
    group = group.add(
        rect(band.rect)
            .set("data-level", band.id)
            .set("rx", 8)
            .set("fill", band_fill(ruined))
            .set("stroke", "#9aa3b5"),
    );
    let name = level.map_or(String::new(), |l| l.name.clone());
    group = group.add(
        text(band.rect.x + 8.0, band.rect.y + 20.0, &name)
            .set("class", "level-name")
            .set("font-weight", "bold"),
    );
    if let Some(note) = level.and_then(|l| l.note.as_deref()) {
        group = group.add(
            text(band.rect.x + 8.0, band.rect.y + 20.0 + LINE, note)
                .set("class", "level-note")
                .set("fill", "#aa0000"),
        );
    }
    group
}

/// A place's box, its fill by its state, and its lines of text (the first in bold, a struck
/// one crossed out).
fn place_group(place: &Spot, r: Rect) -> Group {
    let look = match place.look {
        Look::Room => "room",
        Look::Stop => "stop",
    };
    let class = match place.fill {
        Fill::Plain => format!("place {look}"),
        Fill::Marked => format!("place {look} marked"),
        Fill::Ruined => format!("place {look} ruined"),
    };
    let mut group = Group::new()
        .set("class", class)
        .set("data-place", place.id.as_str())
        .add(
            rect(r)
                .set("class", "box")
                .set("rx", if place.look == Look::Stop { 10 } else { 6 })
                .set("fill", fill_of(place.fill, place.look))
                .set("stroke", "#333333")
                .set("stroke-width", 1.5),
        );
    let top = r.y + (r.h - place.lines.len() as f64 * LINE) / 2.0;
    for (n, words) in place.lines.iter().enumerate() {
        let y = top + (n + 1) as f64 * LINE - 4.0;
        let mut label = text(r.cx(), y, &words.text)
            .set(
                "class",
                if words.struck {
                    "label struck"
                } else {
                    "label"
                },
            )
            .set("text-anchor", "middle");
        if n == 0 {
            label = label.set("font-weight", "bold");
        }
        if words.struck {
            label = label
                .set("text-decoration", "line-through")
                .set("fill", "#777777");
        }
        group = group.add(label);
    }
    group
}

/// The scene drawn, laid out by [`layout::layout`].
pub fn svg(scene: &Scene, at: &Layout) -> String {
    let mut doc = canvas(scene, at);
    for band in &at.bands {
        doc = doc.add(band_group(scene, band));
    }
    for (link, route) in scene.links.iter().zip(&at.routes) {
        let Some(route) = route else { continue };
        let class = match link.stroke {
            Stroke::Wall => format!("link wall {}", link.kind),
            _ => format!("link {}", link.kind),
        };
        let mut line = Polyline::new()
            .set("class", class)
            .set("data-a", link.a.as_str())
            .set("data-b", link.b.as_str())
            .set("data-kind", link.kind.as_str())
            .set("points", points(route));
        if link.directed {
            line = line.set("marker-end", "url(#arrow)");
        }
        doc = doc.add(stroke_of(line, link.stroke));
        if link.stroke == Stroke::Wall
            && let Some(bar) = wall_bar(route)
        {
            doc = doc.add(
                bar.set("data-a", link.a.as_str())
                    .set("data-b", link.b.as_str()),
            );
        }
    }
    // A crossing hops, so that it never reads as a junction.
    for hop in marks::hops(scene, at) {
        doc = doc.add(hop);
    }
    for (i, place) in scene.places.iter().enumerate() {
        let Some(r) = at.boxes.get(&i).copied() else {
            continue;
        };
        doc = doc.add(place_group(place, r));
    }
    for sign in marks::signs(scene, at) {
        doc = doc.add(sign);
    }
    for (entry, &(x, y)) in scene.legend.iter().zip(&at.legend) {
        let words = text(x + SAMPLE_W + 8.0, y + LEGEND_ROW / 2.0 + 4.0, &entry.text)
            .set("class", "legend-text");
        doc = doc.add(
            Group::new()
                .set("class", "legend")
                .add(sample((x, y), entry.sample))
                .add(words),
        );
    }
    let mut out = doc.to_string();
    out.push('\n');
    out
}
