//! The scene in pixels: the grid's cells ([`super::grid`]) and the routes' lanes and ports
//! ([`super::route`]) become boxes, polylines and bands. Channels are as wide as their lanes
//! need, boxes as wide as their longest line (measured in the bundled font), so every word
//! sits inside its box and every box inside the picture.

use super::font;
use super::grid;
use super::route::{self, End, Face, Plan, Routes};
use super::scene::{Look, Scene};
use std::collections::BTreeMap;

pub const FONT: f64 = 12.0;
pub const TITLE_FONT: f64 = 16.0;
pub const LINE: f64 = 16.0;
const PAD_X: f64 = 12.0;
const PAD_Y: f64 = 8.0;
/// Room for a browser whose fallback font is wider than DejaVu Sans.
const SLACK: f64 = 1.12;
const LANE: f64 = 10.0;
const MIN_GAP: f64 = 26.0;
/// The least distance between two ports on one side of a box.
const PORT_GAP: f64 = 8.0;
pub const MARGIN: f64 = 12.0;
const TITLE_H: f64 = 34.0;
const LEVEL_GAP: f64 = 10.0;
pub const LEGEND_ROW: f64 = 24.0;
pub const SAMPLE_W: f64 = 30.0;
const LEGEND_GAP: f64 = 18.0;

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rect {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

impl Rect {
    pub fn cx(&self) -> f64 {
        self.x + self.w / 2.0
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Band {
    /// Index into `Scene::levels`, or `None` for a level only a place named.
    pub level: Option<usize>,
    pub id: i32,
    pub rect: Rect,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct Layout {
    pub width: f64,
    pub height: f64,
    pub bands: Vec<Band>,
    /// Scene place index → its box (places on no cell are not drawn: none, today).
    pub boxes: BTreeMap<usize, Rect>,
    /// Scene link index → its polyline, from `a` to `b` (a link to an unknown place has none).
    pub routes: Vec<Option<Vec<(f64, f64)>>>,
    /// Each legend entry's top-left corner.
    pub legend: Vec<(f64, f64)>,
    /// Where the gutter with the levels' names ends.
    pub gutter: f64,
}

/// A box's size for its lines: the first bold.
pub fn box_size(lines: &[String], look: Look) -> (f64, f64) {
    let widest = lines
        .iter()
        .enumerate()
        .map(|(i, l)| font::width(l, FONT, i == 0))
        .fold(0.0, f64::max);
    let min = if look == Look::Room { 90.0 } else { 36.0 };
    let w = (widest * SLACK + 2.0 * PAD_X).max(min).ceil();
    let h = (lines.len().max(1) as f64 * LINE + 2.0 * PAD_Y).ceil();
    (w, h)
}

/// Positions along a span of `len` from `start` for `n` evenly spread points.
fn spread(start: f64, len: f64, slot: usize, n: usize) -> f64 {
    start + len * (slot + 1) as f64 / (n + 1) as f64
}

fn channel_size(lanes: usize) -> f64 {
    ((lanes + 1) as f64 * LANE).max(MIN_GAP)
}

pub fn layout(scene: &Scene) -> Layout {
    let grid = grid::grid(scene);
    let ch = route::channels(&grid);
    let ends = link_ends(scene);
    let routes = route::route(&grid, &ch, &ends);
    let sizes = box_sizes(scene);
    // Every cell is as wide as the widest box, and wide (tall) enough for its ports.
    let ports_need = (routes.most_ports + 1) as f64 * PORT_GAP + 12.0;
    let cell_w = sizes.iter().map(|s| s.0).fold(ports_need, f64::max);
    let cell_h = sizes.iter().map(|s| s.1).fold(ports_need, f64::max);
    let gutter = gutter(scene);
    // Columns and vertical channels, left to right.
    let (col_x, v_x, grid_right) = columns(&grid, &routes, gutter, cell_w);
    // Levels top to bottom: each its channels and rows.
    let Levels {
        h_y,
        row_y,
        mut bands,
        bottom: y,
    } = levels(scene, &grid, &ch, &routes, cell_h);
    let boxes: BTreeMap<usize, Rect> = grid
        .cells
        .iter()
        .map(|(&i, &(c, r))| {
            let (w, h) = sizes[i];
            let rect = Rect {
                x: col_x[c] + (cell_w - w) / 2.0,
                y: row_y[r] + (cell_h - h) / 2.0,
                w,
                h,
            };
            (i, rect)
        })
        .collect();
    let polylines = polylines(&ends, &routes, &boxes, &h_y, &v_x);
    // The legend below the levels, wrapped to the picture's width.
    let title_w = font::width(&scene.title, TITLE_FONT, true) * SLACK + 2.0 * MARGIN;
    let width = (grid_right + MARGIN).max(title_w).max(360.0).ceil();
    let mut legend = Vec::new();
    let (mut lx, mut ly) = (MARGIN, y + 4.0);
    for entry in &scene.legend {
        let w = SAMPLE_W + 8.0 + font::width(&entry.text, FONT, false) * SLACK;
        if lx > MARGIN && lx + w > width - MARGIN {
            (lx, ly) = (MARGIN, ly + LEGEND_ROW);
        }
        legend.push((lx, ly));
        lx += w + LEGEND_GAP;
    }
    let bottom = if scene.legend.is_empty() {
        y
    } else {
        ly + LEGEND_ROW + 4.0
    };
    let width = legend
        .iter()
        .zip(&scene.legend)
        .map(|((x, _), e)| x + SAMPLE_W + 8.0 + font::width(&e.text, FONT, false) * SLACK)
        .fold(width, |a, b| a.max((b + MARGIN).ceil()));
    for band in &mut bands {
        band.rect.w = width - 2.0 * MARGIN;
    }
    Layout {
        width,
        height: (bottom + MARGIN).ceil(),
        bands,
        boxes,
        routes: polylines,
        legend,
        gutter,
    }
}

/// Each link's two places, by index (`usize::MAX` for a place the scene does not have).
fn link_ends(scene: &Scene) -> Vec<(usize, usize)> {
    let index: BTreeMap<&str, usize> = scene
        .places
        .iter()
        .enumerate()
        .rev()
        .map(|(i, p)| (p.id.as_str(), i))
        .collect();
    scene
        .links
        .iter()
        .map(|l| {
            let at = |id: &str| index.get(id).copied().unwrap_or(usize::MAX);
            (at(&l.a), at(&l.b))
        })
        .collect()
}

/// Each place's box size, for its lines; rooms all of one size, the widest and tallest: a tidy
/// grid.
fn box_sizes(scene: &Scene) -> Vec<(f64, f64)> {
    let mut sizes: Vec<(f64, f64)> = scene
        .places
        .iter()
        .map(|p| {
            let lines: Vec<String> = p.lines.iter().map(|w| w.text.clone()).collect();
            box_size(&lines, p.look)
        })
        .collect();
    let rooms = |i: &usize| scene.places[*i].look == Look::Room;
    let room = (0..sizes.len())
        .filter(rooms)
        .map(|i| sizes[i])
        .fold((0.0, 0.0), |a: (f64, f64), b| (a.0.max(b.0), a.1.max(b.1)));
    for i in (0..sizes.len()).filter(rooms) {
        sizes[i] = room;
    }
    sizes
}

/// The left margin, wide enough for the levels' names and notes.
fn gutter(scene: &Scene) -> f64 {
    let level_names: Vec<f64> = scene
        .levels
        .iter()
        .map(|l| {
            let note = l
                .note
                .as_deref()
                .map_or(0.0, |n| font::width(n, FONT, false));
            font::width(&l.name, FONT, true).max(note)
        })
        .collect();
    MARGIN + level_names.iter().fold(0.0, |a: f64, b| a.max(*b)) * SLACK + 16.0
}

/// Columns and vertical channels, left to right: each column's left edge, each channel's left
/// edge and width, and the grid's right edge.
fn columns(
    grid: &grid::Grid,
    routes: &Routes,
    gutter: f64,
    cell_w: f64,
) -> (Vec<f64>, Vec<(f64, f64)>, f64) {
    let mut col_x = Vec::with_capacity(grid.columns);
    let mut v_x = Vec::with_capacity(grid.columns + 1);
    let mut x = gutter;
    for k in 0..=grid.columns {
        let w = channel_size(routes.v_lanes.get(k).copied().unwrap_or(0));
        v_x.push((x, w));
        x += w;
        if k < grid.columns {
            col_x.push(x);
            x += cell_w;
        }
    }
    (col_x, v_x, x)
}

/// The levels stacked top to bottom, each its channels and rows.
struct Levels {
    /// Each horizontal channel's top and height.
    h_y: Vec<(f64, f64)>,
    /// Each row's top.
    row_y: Vec<f64>,
    /// Each level's band (its width set once the picture's is known).
    bands: Vec<Band>,
    /// The bottom of the last level.
    bottom: f64,
}

/// Levels top to bottom, each its channels and rows.
fn levels(
    scene: &Scene,
    grid: &grid::Grid,
    ch: &route::Channels,
    routes: &Routes,
    cell_h: f64,
) -> Levels {
    let mut h_y = vec![(0.0, 0.0); ch.count];
    let mut row_y = vec![0.0; ch.around.len()];
    let mut bands = Vec::new();
    let mut level_index: BTreeMap<i32, usize> = BTreeMap::new();
    for (i, l) in scene.levels.iter().enumerate().rev() {
        level_index.insert(l.id, i);
    }
    let mut y = MARGIN + TITLE_H;
    for (li, &(id, first, _)) in grid.levels.iter().enumerate() {
        let top = y;
        let (c0, c1) = ch.of_level[li];
        for (c, r) in (c0..=c1).zip(first..) {
            let h = channel_size(routes.h_lanes.get(c).copied().unwrap_or(0));
            h_y[c] = (y, h);
            y += h;
            if c < c1 {
                row_y[r] = y;
                y += cell_h;
            }
        }
        // A level with no row still shows its name.
        y = y.max(top + 2.0 * LINE + 8.0);
        let level = level_index.get(&id).copied();
        let rect = Rect {
            x: MARGIN,
            y: top,
            w: 0.0,
            h: y - top,
        };
        bands.push(Band { level, id, rect });
        y += LEVEL_GAP;
    }
    Levels {
        h_y,
        row_y,
        bands,
        bottom: y,
    }
}

/// Each link's points, with repeated and straight-through points dropped.
fn polylines(
    ends: &[(usize, usize)],
    routes: &Routes,
    boxes: &BTreeMap<usize, Rect>,
    h_y: &[(f64, f64)],
    v_x: &[(f64, f64)],
) -> Vec<Option<Vec<(f64, f64)>>> {
    // The narrowest box on each column's side of a channel bounds its ports.
    let mut narrowest: BTreeMap<(usize, usize), f64> = BTreeMap::new();
    for plan in routes.plans.iter().flatten() {
        if let Plan::Channel { a, b, .. } = plan {
            for e in [a, b] {
                let w = boxes[&e.place].w;
                let n = narrowest.entry((e.channel, e.column)).or_insert(w);
                *n = n.min(w);
            }
        }
    }
    let port = |e: &End, (slot, of): (usize, usize)| {
        let r = boxes[&e.place];
        let span = narrowest[&(e.channel, e.column)] - 12.0;
        let x = spread(r.cx() - span / 2.0, span, slot, of);
        let y = match e.face {
            Face::Top => r.y,
            Face::Bottom => r.y + r.h,
        };
        (x, y)
    };
    let lane_y = |c: usize, (lane, of): (usize, usize)| spread(h_y[c].0, h_y[c].1, lane, of);
    let lane_x = |k: usize, (lane, of): (usize, usize)| spread(v_x[k].0, v_x[k].1, lane, of);
    routes
        .plans
        .iter()
        .enumerate()
        .map(|(link, plan)| {
            let points = match plan.as_ref()? {
                Plan::Side { left, right } => {
                    let (l, r) = (boxes[left], boxes[right]);
                    let top = l.y.max(r.y);
                    let h = (l.y + l.h).min(r.y + r.h) - top;
                    let (slot, of) = routes.ports[link].0;
                    let y = spread(top, h, slot, of);
                    let (xl, xr) = (l.x + l.w, r.x);
                    if ends[link].0 == *left {
                        vec![(xl, y), (xr, y)]
                    } else {
                        vec![(xr, y), (xl, y)]
                    }
                }
                Plan::Channel { a, b, via } => {
                    let pa = port(a, routes.ports[link].0);
                    let pb = port(b, routes.ports[link].1);
                    let ya = lane_y(a.channel, routes.lanes[link][0]);
                    match via {
                        None => vec![pa, (pa.0, ya), (pb.0, ya), pb],
                        Some(k) => {
                            let yb = lane_y(b.channel, routes.lanes[link][1]);
                            let xv = lane_x(*k, routes.lanes[link][2]);
                            vec![pa, (pa.0, ya), (xv, ya), (xv, yb), (pb.0, yb), pb]
                        }
                    }
                }
            };
            Some(tidy(points))
        })
        .collect()
}

/// Drops a point equal to the one before it, and a middle point in line with its neighbours.
fn tidy(points: Vec<(f64, f64)>) -> Vec<(f64, f64)> {
    let mut out: Vec<(f64, f64)> = Vec::with_capacity(points.len());
    for p in points {
        if out.last() == Some(&p) {
            continue;
        }
        if out.len() >= 2 {
            let (a, b) = (out[out.len() - 2], out[out.len() - 1]);
            let in_line = (a.0 == b.0 && b.0 == p.0) || (a.1 == b.1 && b.1 == p.1);
            if in_line {
                out.pop();
            }
        }
        out.push(p);
    }
    out
}
