//! How each link runs, before any pixel: boxes sit in the cells of a grid, with free
//! channels between them — a horizontal channel above and below every row of a level, a
//! vertical one left and right of every column. A link between two neighbours of a row is a
//! straight line between their facing sides. Any other leaves its box by the top or bottom
//! into a horizontal channel, runs along it (and, between distant rows, down a vertical
//! channel to the other box's channel), and enters the other box from its channel. A link
//! only ever runs inside channels, so it never passes through a box; each gets its own lane
//! in every channel it uses and its own port on every box side, so no two links overlap: two
//! lines may cross, never merge.

use super::grid::Grid;
use std::collections::BTreeMap;

/// Which side of its box a link leaves by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Face {
    Top,
    Bottom,
}

/// One end of a channel-routed link: the place, its column, the face and the channel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct End {
    pub place: usize,
    pub column: usize,
    pub face: Face,
    pub channel: usize,
}

impl End {
    /// Which of a link's ends a port is for: its first, its second, or both (one straight
    /// line between two boxes of a column).
    const FIRST: u8 = 0;
    const SECOND: u8 = 1;
    const BOTH: u8 = 2;
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Plan {
    /// Straight across the vertical channel between two neighbours: `left` then `right`.
    Side { left: usize, right: usize },
    /// Through horizontal channels, and the vertical channel `via` between distant rows.
    Channel { a: End, b: End, via: Option<usize> },
}

/// The horizontal channels above and below a global row: each level has its own, so the
/// channels of two levels never mix.
pub struct Channels {
    /// Global row → (channel above, channel below).
    pub around: Vec<(usize, usize)>,
    pub count: usize,
    /// Level index (in `Grid::levels`) → its first and last channel.
    pub of_level: Vec<(usize, usize)>,
}

pub fn channels(grid: &Grid) -> Channels {
    let mut around = Vec::new();
    let mut of_level = Vec::new();
    let mut next = 0usize;
    for &(_, _, rows) in &grid.levels {
        of_level.push((next, next + rows));
        for r in 0..rows {
            around.push((next + r, next + r + 1));
        }
        next += rows + 1;
    }
    Channels {
        around,
        count: next,
        of_level,
    }
}

/// The plan of a link between places `a` and `b` (indices into the scene's places).
pub fn plan(grid: &Grid, ch: &Channels, a: usize, b: usize) -> Option<Plan> {
    let (&(ca, ra), &(cb, rb)) = (grid.cells.get(&a)?, grid.cells.get(&b)?);
    if a == b {
        return None;
    }
    if ra == rb && ca.abs_diff(cb) == 1 {
        let (left, right) = if ca < cb { (a, b) } else { (b, a) };
        return Some(Plan::Side { left, right });
    }
    let end = |place, column, row: usize, down: bool| {
        let (above, below) = ch.around[row];
        let (face, channel) = if down {
            (Face::Bottom, below)
        } else {
            (Face::Top, above)
        };
        End {
            place,
            column,
            face,
            channel,
        }
    };
    // Down from the upper box, up into the lower one; along the row below for one row.
    let (a_end, b_end) = match ra.cmp(&rb) {
        std::cmp::Ordering::Less => (end(a, ca, ra, true), end(b, cb, rb, false)),
        std::cmp::Ordering::Greater => (end(a, ca, ra, false), end(b, cb, rb, true)),
        std::cmp::Ordering::Equal => (end(a, ca, ra, true), end(b, cb, rb, true)),
    };
    // The vertical channel beside `b`, on `a`'s side (the right one when in one column).
    let via = (a_end.channel != b_end.channel).then_some(if ca < cb { cb } else { cb + 1 });
    Some(Plan::Channel {
        a: a_end,
        b: b_end,
        via,
    })
}

/// Where along a channel a point is, for ordering and overlap: column `c`'s ports lie in
/// (2c + 0.5, 2c + 1.5), vertical channel `k` at 2k.
fn port_key(column: usize, slot: usize, of: usize) -> f64 {
    2.0 * column as f64 + 0.5 + (slot + 1) as f64 / (of + 1) as f64
}

fn via_key(k: usize) -> f64 {
    2.0 * k as f64
}

/// A link's port slots: (slot, of how many) at its first end, and at its second.
pub type LinkPorts = ((usize, usize), (usize, usize));

/// Every decision of the routing, in abstract units: for each link its plan, its port slots
/// (slot, of how many) at `a` and `b`, and its lanes (lane, of how many) in the channels.
#[derive(Debug, Clone, Default)]
pub struct Routes {
    pub plans: Vec<Option<Plan>>,
    /// Link → ((slot, count) at its first end, (slot, count) at its second).
    pub ports: Vec<LinkPorts>,
    /// Link → lane in the first horizontal channel, in the second, in the vertical one.
    pub lanes: Vec<[(usize, usize); 3]>,
    /// Lanes in each horizontal and each vertical channel.
    pub h_lanes: Vec<usize>,
    pub v_lanes: Vec<usize>,
    /// The most ports on one face or side of a box.
    pub most_ports: usize,
}

/// One run along a channel: its link, its span in the channel's own order, which of the
/// link's three lanes it is, and its two stubs, where it turns off the channel: the position,
/// and whether it turns towards the channel's low side (up, or left).
#[derive(Debug, Clone, Copy)]
struct Run {
    link: usize,
    lo: f64,
    hi: f64,
    which: usize,
    stubs: [(f64, bool); 2],
}

/// Above this many runs in one channel their lanes keep the links' order: the ordering below
/// compares every pair.
const MAX_ORDERED: usize = 64;

/// The runs in an order that keeps every wish of [`stack`] it can: Kahn's topological sort,
/// taking the first run in link order when several are free or all wait (a cycle).
fn wished_order(runs: &[Run]) -> Vec<usize> {
    let n = runs.len();
    let mut before: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut waits = vec![0usize; n];
    for (r, run) in runs.iter().enumerate() {
        for (s, other) in runs.iter().enumerate() {
            for &(at, low) in &run.stubs {
                if r != s && other.lo < at && at < other.hi {
                    let (first, then) = if low { (r, s) } else { (s, r) };
                    before[first].push(then);
                    waits[then] += 1;
                }
            }
        }
    }
    let mut placed = vec![false; n];
    let mut order = Vec::with_capacity(n);
    while order.len() < n {
        let next = (0..n)
            .find(|&r| !placed[r] && waits[r] == 0)
            .or_else(|| (0..n).find(|&r| !placed[r]))
            .expect("a run is left");
        placed[next] = true;
        order.push(next);
        for &then in &before[next] {
            waits[then] = waits[then].saturating_sub(1);
        }
    }
    order
}

/// Each run its own lane, ordered so that no stub crosses another run where it can be
/// helped: a run turning up (left) inside another's span goes above (left of) it, one
/// turning down (right) below it. The order is a topological one of those wishes, by link
/// order where they leave a choice or contradict each other (a crossing then stays).
fn stack(runs: &[Run], lanes: &mut [[(usize, usize); 3]]) -> usize {
    let n = runs.len();
    let order: Vec<usize> = if n > MAX_ORDERED {
        (0..n).collect()
    } else {
        wished_order(runs)
    };
    for (lane, &r) in order.iter().enumerate() {
        lanes[runs[r].link][runs[r].which] = (lane, n);
    }
    n
}

/// Ports: the ends sharing a column's side of one channel (from the box above and the box
/// below) and the links between two neighbours each share one row of slots. Each side's
/// claims, unordered.
fn claim_ports(plans: &[Option<Plan>]) -> (Faces, Sides) {
    let mut faces: Faces = BTreeMap::new();
    let mut sides: Sides = BTreeMap::new();
    for (link, plan) in plans.iter().enumerate() {
        match plan {
            Some(Plan::Side { left, right }) => {
                sides.entry((*left, *right)).or_default().push(link);
            }
            Some(Plan::Channel { a, b, via }) => {
                // Each end's run goes towards the vertical channel, or the other end.
                let towards = |to: &End| match via {
                    Some(k) => via_key(*k),
                    None => 2.0 * to.column as f64 + 1.0,
                };
                let key_a = towards(b);
                let key_b = towards(a);
                // Two boxes one above the other share one port: a straight line across.
                if a.channel == b.channel && a.column == b.column {
                    faces
                        .entry((a.channel, a.column))
                        .or_default()
                        .push((key_a, link, End::BOTH));
                    continue;
                }
                faces
                    .entry((a.channel, a.column))
                    .or_default()
                    .push((key_a, link, End::FIRST));
                faces
                    .entry((b.channel, b.column))
                    .or_default()
                    .push((key_b, link, End::SECOND));
            }
            None => {}
        }
    }
    (faces, sides)
}

/// Each claim its slot in its row, in the order the runs head; the most ports of one side.
fn share_ports(faces: &mut Faces, sides: &Sides, ports: &mut [LinkPorts]) -> usize {
    let mut most_ports = 1;
    for group in faces.values_mut() {
        group.sort_by(|x, y| x.0.total_cmp(&y.0).then(x.1.cmp(&y.1)).then(x.2.cmp(&y.2)));
        let of = group.len();
        most_ports = most_ports.max(of);
        for (slot, &(_, link, end)) in group.iter().enumerate() {
            if end != End::SECOND {
                ports[link].0 = (slot, of);
            }
            if end != End::FIRST {
                ports[link].1 = (slot, of);
            }
        }
    }
    for group in sides.values() {
        most_ports = most_ports.max(group.len());
        for (slot, &link) in group.iter().enumerate() {
            ports[link] = ((slot, group.len()), (slot, group.len()));
        }
    }
    most_ports
}

/// Lanes: each horizontal run spans part of its channel, each vertical run the horizontal
/// channels between its two ends. The runs of each horizontal channel, then of each column's
/// vertical channel.
fn runs(
    plans: &[Option<Plan>],
    ports: &[LinkPorts],
    channels: usize,
    columns: usize,
) -> (Vec<Vec<Run>>, Vec<Vec<Run>>) {
    let mut h_runs: Vec<Vec<Run>> = vec![Vec::new(); channels];
    let mut v_runs: Vec<Vec<Run>> = vec![Vec::new(); columns + 1];
    for (link, plan) in plans.iter().enumerate() {
        let Some(Plan::Channel { a, b, via }) = plan else {
            continue;
        };
        let ka = port_key(a.column, ports[link].0.0, ports[link].0.1);
        let kb = port_key(b.column, ports[link].1.0, ports[link].1.1);
        // A port's stub turns up to a box above the channel (which it leaves by the bottom).
        let up = |e: &End| e.face == Face::Bottom;
        let run = |which, (p, p_low): (f64, bool), (q, q_low): (f64, bool)| Run {
            link,
            lo: p.min(q),
            hi: p.max(q),
            which,
            stubs: [(p, p_low), (q, q_low)],
        };
        match via {
            // One shared port: a straight line, no lane along the channel.
            None if ka == kb => {}
            None => h_runs[a.channel].push(run(0, (ka, up(a)), (kb, up(b)))),
            Some(k) => {
                let kv = via_key(*k);
                let b_above = b.channel < a.channel;
                h_runs[a.channel].push(run(0, (ka, up(a)), (kv, b_above)));
                h_runs[b.channel].push(run(1, (kb, up(b)), (kv, !b_above)));
                // The vertical run turns left at each end towards a column left of it.
                let (ya, yb) = (a.channel as f64, b.channel as f64);
                v_runs[*k].push(run(2, (ya, a.column < *k), (yb, b.column < *k)));
            }
        }
    }
    (h_runs, v_runs)
}

/// A port claimed on a box side: where its run heads (to order the ports), the link, and
/// which of its ends ([`End::FIRST`], [`End::SECOND`], [`End::BOTH`]).
type Port = (f64, usize, u8);

/// The ports claimed on each face: (channel, column) → its claims.
type Faces = BTreeMap<(usize, usize), Vec<Port>>;

/// The links between two neighbours: (left, right) → the links.
type Sides = BTreeMap<(usize, usize), Vec<usize>>;

pub fn route(grid: &Grid, ch: &Channels, links: &[(usize, usize)]) -> Routes {
    let plans: Vec<Option<Plan>> = links.iter().map(|&(a, b)| plan(grid, ch, a, b)).collect();
    let n = links.len();
    let mut ports = vec![((0, 1), (0, 1)); n];
    let mut lanes = vec![[(0, 1); 3]; n];
    let (mut faces, sides) = claim_ports(&plans);
    let most_ports = share_ports(&mut faces, &sides, &mut ports);
    let (h_runs, v_runs) = runs(&plans, &ports, ch.count, grid.columns);
    let h_lanes = h_runs.iter().map(|r| stack(r, &mut lanes)).collect();
    let v_lanes = v_runs.iter().map(|r| stack(r, &mut lanes)).collect();
    Routes {
        plans,
        ports,
        lanes,
        h_lanes,
        v_lanes,
        most_ports,
    }
}
