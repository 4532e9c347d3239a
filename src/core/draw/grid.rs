//! Where each place sits: a cell (column, row) of its level's grid. The map file gives cells
//! (`at: [column, row]`); a place without one goes beside a neighbour already placed (places
//! taken breadth first along the links), else in the first free cell, row by row, of a grid
//! about as wide as it is tall. Long runs of empty columns or rows shrink to one, so no map,
//! however far apart its cells, draws wider than its places: the grid is at most twice as wide
//! and twice as tall as the number of places.

use super::scene::Scene;
use std::collections::{BTreeMap, BTreeSet};

/// The grid of a scene: each place's (column, global row), the levels in drawing order with
/// their first global row and their number of rows, and the number of columns.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Grid {
    /// Place index (in `Scene::places`) → (column, global row).
    pub cells: BTreeMap<usize, (usize, usize)>,
    /// (level id, first global row, rows), top first.
    pub levels: Vec<(i32, usize, usize)>,
    pub columns: usize,
}

/// The level ids in drawing order: the scene's, then any other a place is on, in order.
pub fn level_order(scene: &Scene) -> Vec<i32> {
    let mut seen: BTreeSet<i32> = BTreeSet::new();
    let mut order: Vec<i32> = Vec::new();
    for id in scene.levels.iter().map(|l| l.id) {
        if seen.insert(id) {
            order.push(id);
        }
    }
    let extra: BTreeSet<i32> = scene
        .places
        .iter()
        .map(|p| p.level)
        .filter(|l| !seen.contains(l))
        .collect();
    order.extend(extra);
    order
}

/// The places without a cell in the order they are placed: breadth first along the links,
/// from the places with a cell (in scene order) then from each place not yet reached, so that
/// a place comes after a neighbour whenever it has one.
fn walk_order(given: &[usize], free: &[usize], near: &[Vec<usize>]) -> Vec<usize> {
    let wanted: BTreeSet<usize> = free.iter().copied().collect();
    let mut reached: BTreeSet<usize> = given.iter().copied().collect();
    let mut order = Vec::with_capacity(free.len());
    let mut queue: std::collections::VecDeque<usize> = given.iter().copied().collect();
    let mut starts = free.iter();
    loop {
        while let Some(p) = queue.pop_front() {
            if wanted.contains(&p) {
                order.push(p);
            }
            for &n in &near[p] {
                if wanted.contains(&n) && reached.insert(n) {
                    queue.push_back(n);
                }
            }
        }
        match starts.find(|s| !reached.contains(s)) {
            Some(&s) => {
                reached.insert(s);
                queue.push_back(s);
            }
            None => return order,
        }
    }
}

/// A free cell next to `cell` (right, below, left, above, then the diagonals), inside the
/// level's `width`.
fn free_beside(cell: (u64, u64), width: u64, taken: &BTreeSet<(u64, u64)>) -> Option<(u64, u64)> {
    let (c, r) = (cell.0 as i64, cell.1 as i64);
    let steps = [
        (1, 0),
        (0, 1),
        (-1, 0),
        (0, -1),
        (1, 1),
        (-1, 1),
        (1, -1),
        (-1, -1),
    ];
    steps.iter().find_map(|(dc, dr)| {
        let (nc, nr) = (c + dc, r + dr);
        let fits = nc >= 0 && nr >= 0 && (nc as u64) < width;
        let next = (nc as u64, nr as u64);
        (fits && !taken.contains(&next)).then_some(next)
    })
}

/// `used` values renumbered in order, a gap of more than one left as a gap of one.
fn squeeze(used: &BTreeSet<u64>) -> BTreeMap<u64, usize> {
    let mut out = BTreeMap::new();
    let mut next = 0usize;
    let mut last: Option<u64> = None;
    for &v in used {
        if let Some(l) = last
            && v > l + 1
        {
            next += 1;
        }
        out.insert(v, next);
        next += 1;
        last = Some(v);
    }
    out
}

/// A level's places take their cells: the given ones first (the first to claim a cell keeps
/// it), then the others, each beside a neighbour already placed when a cell there is free, else
/// in the first free cell.
fn place_level(
    scene: &Scene,
    on: &[usize],
    near: &[Vec<usize>],
    local: &mut BTreeMap<usize, (u64, u64)>,
) {
    let mut taken: BTreeSet<(u64, u64)> = BTreeSet::new();
    let mut free: Vec<usize> = Vec::new();
    let mut given: Vec<usize> = Vec::new();
    for &i in on {
        match scene.places[i]
            .cell
            .map(|(c, r)| (u64::from(c), u64::from(r)))
        {
            Some(cell) if taken.insert(cell) => {
                local.insert(i, cell);
                given.push(i);
            }
            _ => free.push(i),
        }
    }
    let given_width = taken.iter().map(|(c, _)| c + 1).max().unwrap_or(0);
    let side = (on.len() as f64).sqrt().ceil() as u64;
    let width = given_width.max(side).max(1);
    // Scanning row-major, each free place ends at most `on.len()` cells past the start:
    // linear in the places.
    let mut at = 0u64;
    for i in walk_order(&given, &free, near) {
        let beside = near[i]
            .iter()
            .filter_map(|n| local.get(n))
            .find_map(|&cell| free_beside(cell, width, &taken));
        let cell = match beside {
            Some(cell) => cell,
            None => {
                while taken.contains(&(at % width, at / width)) {
                    at += 1;
                }
                (at % width, at / width)
            }
        };
        taken.insert(cell);
        local.insert(i, cell);
    }
}

/// The levels stacked one under the other, each in the rows it uses, the columns squeezed.
fn stack_levels(
    order: &[i32],
    on_level: &BTreeMap<i32, Vec<usize>>,
    local: &BTreeMap<usize, (u64, u64)>,
) -> Grid {
    let none = Vec::new();
    let columns_used: BTreeSet<u64> = local.values().map(|(c, _)| *c).collect();
    let columns = squeeze(&columns_used);
    let mut out = Grid {
        columns: columns.values().max().map_or(0, |c| c + 1),
        ..Grid::default()
    };
    let mut first = 0usize;
    for level in order {
        let on = on_level.get(level).unwrap_or(&none);
        let rows_used: BTreeSet<u64> = on.iter().map(|i| local[i].1).collect();
        let rows = squeeze(&rows_used);
        for i in on {
            let (c, r) = local[i];
            out.cells.insert(*i, (columns[&c], first + rows[&r]));
        }
        let count = rows.values().max().map_or(0, |r| r + 1);
        out.levels.push((*level, first, count));
        first += count;
    }
    out
}

pub fn grid(scene: &Scene) -> Grid {
    let order = level_order(scene);
    let mut on_level: BTreeMap<i32, Vec<usize>> = BTreeMap::new();
    for (i, p) in scene.places.iter().enumerate() {
        on_level.entry(p.level).or_default().push(i);
    }
    let none = Vec::new();
    // Each place's neighbours on its own level, in link order.
    let index: BTreeMap<&str, usize> = scene
        .places
        .iter()
        .enumerate()
        .rev()
        .map(|(i, p)| (p.id.as_str(), i))
        .collect();
    let mut near: Vec<Vec<usize>> = vec![Vec::new(); scene.places.len()];
    for link in &scene.links {
        if let (Some(&a), Some(&b)) = (index.get(link.a.as_str()), index.get(link.b.as_str()))
            && a != b
            && scene.places[a].level == scene.places[b].level
        {
            near[a].push(b);
            near[b].push(a);
        }
    }
    let mut local: BTreeMap<usize, (u64, u64)> = BTreeMap::new();
    for level in &order {
        let on = on_level.get(level).unwrap_or(&none);
        place_level(scene, on, &near, &mut local);
    }
    stack_levels(&order, &on_level, &local)
}

#[cfg(test)]
mod tests {
    use super::super::scene::{Fill, Look, Spot};
    use super::*;

    fn spot(id: &str, level: i32, cell: Option<(u32, u32)>) -> Spot {
        Spot {
            id: id.into(),
            level,
            cell,
            look: Look::Room,
            fill: Fill::Plain,
            lines: Vec::new(),
        }
    }

    #[test]
    fn given_cells_are_kept_and_the_others_fill_the_first_free_ones() {
        let scene = Scene {
            places: vec![
                spot("A", 1, Some((1, 0))),
                spot("B", 1, None),
                spot("C", 1, Some((1, 0))),
                spot("D", 2, None),
            ],
            ..Scene::default()
        };
        let g = grid(&scene);
        assert_eq!(g.cells[&0], (1, 0), "A keeps its cell");
        assert_eq!(g.cells[&1], (0, 0), "B takes the first free one");
        assert_eq!(g.cells[&2], (0, 1), "C lost the cell A claimed first");
        assert_eq!(g.levels, [(1, 0, 2), (2, 2, 1)]);
        assert_eq!(g.columns, 2);
    }

    #[test]
    fn far_apart_cells_squeeze_to_one_empty_column_or_row() {
        let scene = Scene {
            places: vec![
                spot("A", 0, Some((0, 0))),
                spot("B", 0, Some((4_000_000_000, 3_000_000_000))),
                spot("C", 0, Some((2, 0))),
            ],
            ..Scene::default()
        };
        let g = grid(&scene);
        assert_eq!(
            [g.cells[&0], g.cells[&2], g.cells[&1]],
            [(0, 0), (2, 0), (4, 2)]
        );
        assert_eq!((g.columns, g.levels[0].2), (5, 3));
    }

    #[test]
    fn a_place_without_a_cell_goes_beside_a_neighbour() {
        let link = |a: &str, b: &str| super::super::scene::Link {
            a: a.into(),
            b: b.into(),
            kind: "path".into(),
            stroke: super::super::scene::Stroke::Solid,
            directed: false,
        };
        let scene = Scene {
            places: vec![
                spot("A", 0, Some((0, 0))),
                spot("B", 0, None),
                spot("C", 0, None),
                spot("D", 0, None),
                spot("E", 0, Some((2, 2))),
            ],
            // D hangs from E, C from A; B from nobody.
            links: vec![link("E", "D"), link("C", "A")],
            ..Scene::default()
        };
        let g = grid(&scene);
        assert_eq!(g.cells[&1], (2, 0), "B, alone, in the first free cell");
        assert_eq!(g.cells[&2], (1, 0), "C right of A");
        assert_eq!(g.cells[&3], (2, 3), "D below E (nothing right of the grid)");
    }
}
