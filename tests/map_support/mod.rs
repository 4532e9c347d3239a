//! Reads a drawn map back (with the `svg` crate's parser, which also proves it well formed)
//! and checks that it does not lie: no box overlaps another, no link passes through a box,
//! no two links run along each other, each link starts and ends on the boxes it joins, and
//! every word sits inside its box and inside the picture.

#![allow(dead_code)]

use adjudicate::core::draw::font;
use std::collections::BTreeMap;
use svg::node::element::tag::Type;
use svg::parser::Event;

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rect {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Line {
    pub a: String,
    pub b: String,
    pub kind: String,
    pub class: String,
    pub points: Vec<(f64, f64)>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Words {
    /// The place whose box holds it, if any.
    pub place: Option<String>,
    pub class: String,
    pub x: f64,
    pub y: f64,
    pub size: f64,
    pub bold: bool,
    pub middle: bool,
    pub text: String,
}

/// A hop: the link `over` jumps the link `under` at `at` (a crossing, not a junction).
#[derive(Debug, Clone, PartialEq)]
pub struct Hop {
    pub over: (String, String),
    pub under: (String, String),
    pub at: (f64, f64),
}

/// A sign drawn over the map: its class (`sign blood`, `sign footprints`) and where, a place
/// (`[F]`) or a link (`[E, F]`).
#[derive(Debug, Clone, PartialEq)]
pub struct Sign {
    pub class: String,
    pub at: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct Picture {
    pub width: f64,
    pub height: f64,
    pub boxes: BTreeMap<String, Rect>,
    pub place_class: BTreeMap<String, String>,
    pub links: Vec<Line>,
    pub words: Vec<Words>,
    pub hops: Vec<Hop>,
    pub signs: Vec<Sign>,
}

fn num(attrs: &svg::node::Attributes, key: &str) -> f64 {
    attrs
        .get(key)
        .unwrap_or_else(|| panic!("no {key} in {attrs:?}"))
        .to_string()
        .parse()
        .unwrap_or_else(|e| panic!("{key}: {e}"))
}

fn text(attrs: &svg::node::Attributes, key: &str) -> String {
    attrs.get(key).map(|v| v.to_string()).unwrap_or_default()
}

/// Undoes the five XML escapes.
fn unescape(s: &str) -> String {
    s.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&apos;", "'")
        .replace("&amp;", "&")
}

pub fn parse(svg_text: &str) -> Picture {
    let mut pic = Picture::default();
    // The open elements: (name, the place of a group).
    let mut open: Vec<(String, Option<String>)> = Vec::new();
    let mut sizes: Vec<f64> = vec![12.0];
    let mut pending: Option<Words> = None;
    for event in svg::read(svg_text).expect("an SVG") {
        match event {
            Event::Tag(name, kind, attrs) => {
                if kind == Type::End {
                    if name == "text"
                        && let Some(w) = pending.take()
                    {
                        pic.words.push(w);
                    }
                    open.pop();
                    sizes.pop();
                    continue;
                }
                let place = match attrs.get("data-place") {
                    Some(p) => Some(unescape(&p.to_string())),
                    None => open.last().and_then(|(_, p)| p.clone()),
                };
                let size = attrs
                    .get("font-size")
                    .map(|s| s.to_string().parse().unwrap())
                    .unwrap_or(*sizes.last().unwrap());
                match name {
                    "svg" => {
                        pic.width = num(&attrs, "width");
                        pic.height = num(&attrs, "height");
                    }
                    "g" if attrs.contains_key("data-place") => {
                        let id = place.clone().unwrap();
                        pic.place_class.insert(id, text(&attrs, "class"));
                    }
                    "g" if text(&attrs, "class") == "hop" => {
                        let names = |a: &str, b: &str| {
                            (unescape(&text(&attrs, a)), unescape(&text(&attrs, b)))
                        };
                        pic.hops.push(Hop {
                            over: names("data-a", "data-b"),
                            under: names("data-under-a", "data-under-b"),
                            at: (num(&attrs, "data-x"), num(&attrs, "data-y")),
                        });
                    }
                    "g" if text(&attrs, "class").starts_with("sign ") => {
                        let at = ["data-at", "data-a", "data-b"]
                            .iter()
                            .filter(|k| attrs.contains_key(**k))
                            .map(|k| unescape(&text(&attrs, k)))
                            .collect();
                        pic.signs.push(Sign {
                            class: text(&attrs, "class"),
                            at,
                        });
                    }
                    "rect" if text(&attrs, "class") == "box" => {
                        let r = Rect {
                            x: num(&attrs, "x"),
                            y: num(&attrs, "y"),
                            w: num(&attrs, "width"),
                            h: num(&attrs, "height"),
                        };
                        let id = place.clone().expect("a box inside a place");
                        assert!(pic.boxes.insert(id.clone(), r).is_none(), "{id} twice");
                    }
                    "polyline" if text(&attrs, "class").starts_with("link") => {
                        let points = text(&attrs, "points")
                            .split_whitespace()
                            .map(|p| {
                                let (x, y) = p.split_once(',').unwrap();
                                (x.parse().unwrap(), y.parse().unwrap())
                            })
                            .collect();
                        pic.links.push(Line {
                            a: unescape(&text(&attrs, "data-a")),
                            b: unescape(&text(&attrs, "data-b")),
                            kind: text(&attrs, "data-kind"),
                            class: text(&attrs, "class"),
                            points,
                        });
                    }
                    "text" => {
                        pending = Some(Words {
                            place: place.clone(),
                            class: text(&attrs, "class"),
                            x: num(&attrs, "x"),
                            y: num(&attrs, "y"),
                            size,
                            bold: text(&attrs, "font-weight") == "bold",
                            middle: text(&attrs, "text-anchor") == "middle",
                            text: String::new(),
                        });
                    }
                    _ => {}
                }
                if kind == Type::Start {
                    open.push((name.to_string(), place));
                    sizes.push(size);
                }
            }
            Event::Text(words) => {
                if let Some(w) = pending.as_mut() {
                    w.text.push_str(&unescape(words.trim()));
                }
            }
            Event::Error(e) => panic!("{e}"),
            _ => {}
        }
    }
    pic
}

/// Whether the segment p-q passes through the inside of `r` (its border shrunk by `inset`):
/// the segment clipped to the rectangle (Liang–Barsky) is longer than nothing.
pub fn crosses(p: (f64, f64), q: (f64, f64), r: &Rect, inset: f64) -> bool {
    let (x0, y0, x1, y1) = (
        r.x + inset,
        r.y + inset,
        r.x + r.w - inset,
        r.y + r.h - inset,
    );
    let (dx, dy) = (q.0 - p.0, q.1 - p.1);
    let (mut lo, mut hi) = (0.0f64, 1.0f64);
    for (den, num) in [
        (-dx, p.0 - x0),
        (dx, x1 - p.0),
        (-dy, p.1 - y0),
        (dy, y1 - p.1),
    ] {
        if den == 0.0 {
            if num <= 0.0 {
                return false;
            }
            continue;
        }
        let t = num / den;
        if den < 0.0 {
            lo = lo.max(t);
        } else {
            hi = hi.min(t);
        }
    }
    hi - lo > 1e-9
}

fn on_border(p: (f64, f64), r: &Rect) -> bool {
    let within = |v: f64, a: f64, b: f64| v >= a - 0.5 && v <= b + 0.5;
    let near = |v: f64, e: f64| (v - e).abs() <= 0.5;
    (within(p.0, r.x, r.x + r.w) && (near(p.1, r.y) || near(p.1, r.y + r.h)))
        || (within(p.1, r.y, r.y + r.h) && (near(p.0, r.x) || near(p.0, r.x + r.w)))
}

/// The length two segments run along each other (0 unless both lie on one line).
fn overlap(a: ((f64, f64), (f64, f64)), b: ((f64, f64), (f64, f64))) -> f64 {
    let cross = |o: (f64, f64), p: (f64, f64), q: (f64, f64)| {
        (p.0 - o.0) * (q.1 - o.1) - (p.1 - o.1) * (q.0 - o.0)
    };
    let len = ((a.1.0 - a.0.0).powi(2) + (a.1.1 - a.0.1).powi(2)).sqrt();
    if len == 0.0
        || cross(a.0, a.1, b.0).abs() > 1e-6 * len
        || cross(a.0, a.1, b.1).abs() > 1e-6 * len
    {
        return 0.0;
    }
    let t =
        |p: (f64, f64)| ((p.0 - a.0.0) * (a.1.0 - a.0.0) + (p.1 - a.0.1) * (a.1.1 - a.0.1)) / len;
    let (b0, b1) = (t(b.0), t(b.1));
    (b0.max(b1).min(len) - b0.min(b1).max(0.0)).max(0.0)
}

/// Everything the picture gets wrong, one line each; empty when it does not lie.
pub fn lies(pic: &Picture) -> Vec<String> {
    let mut out = Vec::new();
    let boxes: Vec<(&String, &Rect)> = pic.boxes.iter().collect();
    for (i, (a, ra)) in boxes.iter().enumerate() {
        for (b, rb) in &boxes[i + 1..] {
            let apart = ra.x + ra.w <= rb.x
                || rb.x + rb.w <= ra.x
                || ra.y + ra.h <= rb.y
                || rb.y + rb.h <= ra.y;
            if !apart {
                out.push(format!("the boxes of {a} and {b} overlap"));
            }
        }
        if ra.x < 0.0 || ra.y < 0.0 || ra.x + ra.w > pic.width || ra.y + ra.h > pic.height {
            out.push(format!("the box of {a} leaves the picture"));
        }
    }
    for link in &pic.links {
        let name = format!("{}-{} ({})", link.a, link.b, link.kind);
        let (Some(first), Some(last)) = (link.points.first(), link.points.last()) else {
            out.push(format!("{name} has no points"));
            continue;
        };
        if link.points.len() < 2 {
            out.push(format!("{name} is a single point"));
        }
        match (pic.boxes.get(&link.a), pic.boxes.get(&link.b)) {
            (Some(ra), Some(rb)) => {
                if !on_border(*first, ra) {
                    out.push(format!("{name} does not start on the box of {}", link.a));
                }
                if !on_border(*last, rb) {
                    out.push(format!("{name} does not end on the box of {}", link.b));
                }
            }
            _ => out.push(format!("{name} joins a place with no box")),
        }
        for w in link.points.windows(2) {
            for (place, r) in &pic.boxes {
                if crosses(w[0], w[1], r, 0.5) {
                    out.push(format!("{name} passes through the box of {place}"));
                }
            }
            let inside =
                |p: (f64, f64)| p.0 >= 0.0 && p.1 >= 0.0 && p.0 <= pic.width && p.1 <= pic.height;
            if !inside(w[0]) || !inside(w[1]) {
                out.push(format!("{name} leaves the picture"));
            }
        }
    }
    for (i, l) in pic.links.iter().enumerate() {
        for m in &pic.links[i + 1..] {
            let along = l.points.windows(2).any(|s| {
                m.points
                    .windows(2)
                    .any(|t| overlap((s[0], s[1]), (t[0], t[1])) > 0.5)
            });
            if along {
                out.push(format!(
                    "{}-{} and {}-{} run along each other",
                    l.a, l.b, m.a, m.b
                ));
            }
        }
    }
    out.extend(unhopped(pic));
    for w in &pic.words {
        let width = font::width(&w.text, w.size, w.bold);
        let (left, right) = if w.middle {
            (w.x - width / 2.0, w.x + width / 2.0)
        } else {
            (w.x, w.x + width)
        };
        let (top, bottom) = (w.y - w.size * 0.8, w.y + w.size * 0.25);
        let frame = match &w.place {
            Some(p) => pic.boxes.get(p).copied(),
            None => Some(Rect {
                x: 0.0,
                y: 0.0,
                w: pic.width,
                h: pic.height,
            }),
        };
        let Some(f) = frame else { continue };
        if left < f.x || right > f.x + f.w || top < f.y || bottom > f.y + f.h {
            let whose = w.place.as_deref().unwrap_or("the picture");
            out.push(format!("\"{}\" sticks out of {whose}", w.text));
        }
    }
    out
}

/// Whether two segments cross at a point inside both (touching ends do not count).
fn cross_at(p: ((f64, f64), (f64, f64)), q: ((f64, f64), (f64, f64))) -> bool {
    let side = |o: (f64, f64), a: (f64, f64), b: (f64, f64)| {
        (a.0 - o.0) * (b.1 - o.1) - (a.1 - o.1) * (b.0 - o.0)
    };
    let (d1, d2) = (side(q.0, q.1, p.0), side(q.0, q.1, p.1));
    let (d3, d4) = (side(p.0, p.1, q.0), side(p.0, p.1, q.1));
    d1 * d2 < 0.0 && d3 * d4 < 0.0
}

/// The pairs of links whose lines cross, as "a-b × c-d".
pub fn crossings(pic: &Picture) -> Vec<String> {
    let mut out = Vec::new();
    for (i, l) in pic.links.iter().enumerate() {
        for m in &pic.links[i + 1..] {
            let crossed = l.points.windows(2).any(|s| {
                m.points
                    .windows(2)
                    .any(|t| cross_at((s[0], s[1]), (t[0], t[1])))
            });
            if crossed {
                out.push(format!("{}-{} × {}-{}", l.a, l.b, m.a, m.b));
            }
        }
    }
    out
}

/// Where a horizontal segment and a vertical one cross, inside both.
fn crossing_point(h: ((f64, f64), (f64, f64)), v: ((f64, f64), (f64, f64))) -> Option<(f64, f64)> {
    let horizontal = h.0.1 == h.1.1 && h.0.0 != h.1.0;
    let vertical = v.0.0 == v.1.0 && v.0.1 != v.1.1;
    let (x, y) = (v.0.0, h.0.1);
    let inside = |p: f64, a: f64, b: f64| a.min(b) < p && p < a.max(b);
    (horizontal && vertical && inside(x, h.0.0, h.1.0) && inside(y, v.0.1, v.1.1)).then_some((x, y))
}

/// Every crossing of two links not drawn as a hop of one over the other: such a crossing
/// reads as a junction (two lines meeting beside a box look joined to it).
pub fn unhopped(pic: &Picture) -> Vec<String> {
    let mut out = Vec::new();
    let ends = |l: &Line| (l.a.clone(), l.b.clone());
    for (i, l) in pic.links.iter().enumerate() {
        for m in &pic.links[i + 1..] {
            for s in l.points.windows(2) {
                for t in m.points.windows(2) {
                    let (s, t) = ((s[0], s[1]), (t[0], t[1]));
                    let Some(at) = crossing_point(s, t).or_else(|| crossing_point(t, s)) else {
                        continue;
                    };
                    let hopped = pic.hops.iter().any(|h| {
                        h.at == at
                            && ((h.over == ends(l) && h.under == ends(m))
                                || (h.over == ends(m) && h.under == ends(l)))
                    });
                    if !hopped {
                        out.push(format!(
                            "{}-{} and {}-{} cross at {at:?} without a hop",
                            l.a, l.b, m.a, m.b
                        ));
                    }
                }
            }
        }
    }
    out
}
