//! What is drawn over the links. A hop where one link crosses another: two lines that cross
//! beside a box would otherwise read as a junction (a path passing just above a house looked
//! joined to the path leaving it), so the line running along a channel jumps over the other
//! with a small arc (`hop` groups: `data-a`, `data-b` the link that hops, `data-under-a`,
//! `data-under-b` the one it passes over, `data-x`, `data-y` where). And the signs of what
//! happened ([`Sign`]): a red drop of blood in a box's corner or in the middle of a link
//! (`sign blood`, `data-at` or `data-a`, `data-b`), footprints along a link (`sign
//! footprints`, `data-a`, `data-b`).

use super::layout::Layout;
use super::scene::{Scene, Sign, SignKind};
use super::svg::{band_fill, stroke_style};
use svg::node::element::{Circle, Group, Path};

/// The radius of a hop's arc.
const HOP: f64 = 5.0;
/// The colour of blood and footprints.
const BLOOD: &str = "#b00000";
const PRINTS: &str = "#7a1010";
/// The distance between two footprints along a link.
const STEP: f64 = 6.0;

type Point = (f64, f64);

fn rounded(points: &[Point]) -> Vec<Point> {
    points.iter().map(|p| (p.0.round(), p.1.round())).collect()
}

/// Where a horizontal segment `h` crosses a vertical one `v` inside both, with the largest
/// arc that fits (at most [`HOP`]) in both; `None` if they do not cross or no arc fits.
fn crossing(h: (Point, Point), v: (Point, Point)) -> Option<(f64, f64, f64)> {
    let horizontal = h.0.1 == h.1.1 && h.0.0 != h.1.0;
    let vertical = v.0.0 == v.1.0 && v.0.1 != v.1.1;
    if !horizontal || !vertical {
        return None;
    }
    let (x, y) = (v.0.0, h.0.1);
    let (left, right) = (h.0.0.min(h.1.0), h.0.0.max(h.1.0));
    let (top, bottom) = (v.0.1.min(v.1.1), v.0.1.max(v.1.1));
    let room = (x - left).min(right - x).min(y - top).min(bottom - y) - 1.0;
    let r = HOP.min(room);
    (r >= 2.0).then_some((x, y, r))
}

/// Every crossing of two drawn links: (the link that hops, the one under it, x, y, radius).
/// Links are drawn along channels, so every segment is horizontal or vertical: the
/// horizontal one hops.
fn crossings(at: &Layout) -> Vec<(usize, usize, f64, f64, f64)> {
    let lines: Vec<Option<Vec<Point>>> = at
        .routes
        .iter()
        .map(|r| r.as_deref().map(rounded))
        .collect();
    let mut out = Vec::new();
    for (i, a) in lines.iter().enumerate() {
        let Some(a) = a else { continue };
        for (j, b) in lines.iter().enumerate().skip(i + 1) {
            let Some(b) = b else { continue };
            for s in a.windows(2) {
                for t in b.windows(2) {
                    let (s, t) = ((s[0], s[1]), (t[0], t[1]));
                    if let Some((x, y, r)) = crossing(s, t) {
                        out.push((i, j, x, y, r));
                    } else if let Some((x, y, r)) = crossing(t, s) {
                        out.push((j, i, x, y, r));
                    }
                }
            }
        }
    }
    out
}

/// The background at a point: its level's band, or the white of the picture.
fn background(scene: &Scene, at: &Layout, (x, y): Point) -> &'static str {
    let band = at.bands.iter().find(|b| {
        let r = b.rect;
        x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h
    });
    match band {
        Some(b) => band_fill(b.level.is_some_and(|l| scene.levels[l].ruined)),
        None => "#ffffff",
    }
}

fn styled(path: Path, stroke: super::scene::Stroke) -> Path {
    let (colour, width, dashes) = stroke_style(stroke);
    let path = path
        .set("fill", "none")
        .set("stroke", colour)
        .set("stroke-width", width);
    match dashes {
        Some(d) => path.set("stroke-dasharray", d),
        None => path,
    }
}

/// A hop for each crossing: the passing line's stretch hidden under the background's colour,
/// the line under it drawn again through the gap, and the arc over it.
pub fn hops(scene: &Scene, at: &Layout) -> Vec<Group> {
    crossings(at)
        .into_iter()
        .map(|(over, under, x, y, r)| {
            let (o, u) = (&scene.links[over], &scene.links[under]);
            let width = stroke_style(o.stroke).1;
            let gap = Path::new()
                .set("d", format!("M{},{} H{}", x - r, y, x + r))
                .set("stroke", background(scene, at, (x, y)))
                .set("stroke-width", width + 2);
            let through = Path::new().set("d", format!("M{x},{} V{}", y - r - 1.0, y + r + 1.0));
            let arc = Path::new().set("d", format!("M{},{y} A{r},{r} 0 0 1 {},{y}", x - r, x + r));
            Group::new()
                .set("class", "hop")
                .set("data-a", o.a.as_str())
                .set("data-b", o.b.as_str())
                .set("data-under-a", u.a.as_str())
                .set("data-under-b", u.b.as_str())
                .set("data-x", x)
                .set("data-y", y)
                .add(gap)
                .add(styled(through, u.stroke))
                .add(styled(arc, o.stroke))
        })
        .collect()
}

/// The middle of a line's longest segment.
fn middle(points: &[Point]) -> Option<Point> {
    let (a, b) = points.windows(2).map(|w| (w[0], w[1])).max_by(|x, y| {
        let len = |s: &(Point, Point)| (s.1.0 - s.0.0).abs() + (s.1.1 - s.0.1).abs();
        len(x).total_cmp(&len(y))
    })?;
    Some(((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0))
}

fn drop(at: Point) -> Circle {
    Circle::new()
        .set("cx", at.0.round())
        .set("cy", at.1.round())
        .set("r", 6)
        .set("fill", BLOOD)
        .set("stroke", "#ffffff")
}

/// Footprints along a line: a print every [`STEP`] from half a step in, left and right of it
/// in turn, none on the boxes at its ends.
fn prints(points: &[Point]) -> Vec<Circle> {
    let total: f64 = points
        .windows(2)
        .map(|w| (w[1].0 - w[0].0).abs() + (w[1].1 - w[0].1).abs())
        .sum();
    let mut out = Vec::new();
    let mut along = STEP / 2.0;
    let mut walked = 0.0;
    for w in points.windows(2) {
        let (a, b) = (w[0], w[1]);
        let len = (b.0 - a.0).abs() + (b.1 - a.1).abs();
        if len == 0.0 {
            continue;
        }
        let (dx, dy) = ((b.0 - a.0) / len, (b.1 - a.1) / len);
        while along <= walked + len && along <= total - 2.0 {
            let t = along - walked;
            let side = if out.len() % 2 == 0 { 3.0 } else { -3.0 };
            let at = (a.0 + dx * t - dy * side, a.1 + dy * t + dx * side);
            out.push(
                Circle::new()
                    .set("cx", at.0.round())
                    .set("cy", at.1.round())
                    .set("r", 2.5)
                    .set("fill", PRINTS),
            );
            along += STEP;
        }
        walked += len;
    }
    out
}

/// A legend's sample of a sign, drawn on the line `sample`.
pub fn sign_sample(kind: SignKind, sample: &[Point]) -> Group {
    let group = Group::new();
    match kind {
        SignKind::Blood => match middle(sample) {
            Some(m) => group.add(drop(m)),
            None => group,
        },
        SignKind::Footprints => prints(sample).into_iter().fold(group, |g, c| g.add(c)),
    }
}

/// The link a sign on `[a, b]` lies on, either way round.
fn link_line<'l>(scene: &Scene, at: &'l Layout, a: &str, b: &str) -> Option<&'l Vec<Point>> {
    let i = scene
        .links
        .iter()
        .position(|l| (l.a == a && l.b == b) || (l.a == b && l.b == a))?;
    at.routes.get(i)?.as_ref()
}

/// Each sign of the scene that lies on a drawn place or link.
pub fn signs(scene: &Scene, at: &Layout) -> Vec<Group> {
    let mut out = Vec::new();
    for Sign { kind, at: on } in &scene.signs {
        let class = match kind {
            SignKind::Blood => "sign blood",
            SignKind::Footprints => "sign footprints",
        };
        let group = Group::new().set("class", class);
        match (kind, on.as_slice()) {
            (SignKind::Blood, [place]) => {
                let Some(i) = scene.places.iter().position(|p| p.id == *place) else {
                    continue;
                };
                let Some(r) = at.boxes.get(&i) else { continue };
                let corner = (r.x + r.w - 10.0, r.y + 10.0);
                out.push(group.set("data-at", place.as_str()).add(drop(corner)));
            }
            (_, [a, b]) => {
                let Some(line) = link_line(scene, at, a, b) else {
                    continue;
                };
                let group = group.set("data-a", a.as_str()).set("data-b", b.as_str());
                let line = rounded(line);
                out.push(match kind {
                    SignKind::Blood => match middle(&line) {
                        Some(m) => group.add(drop(m)),
                        None => continue,
                    },
                    SignKind::Footprints => prints(&line).into_iter().fold(group, |g, c| g.add(c)),
                });
            }
            _ => {}
        }
    }
    out
}
