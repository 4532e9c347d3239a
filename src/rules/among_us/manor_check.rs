//! A manor a master may not play, refused at `init` and `check` with the offending line:
//! levels other than 1, 2, 3; a section without its room; a boundary to a place that does not
//! exist, or joining a place to itself, or given twice; the level rules of the "Notas del
//! Sistema" broken (a window between two interior rooms of level 1, a section line on level
//! 1, stairs that do not join the terrace to the garden, a door between them, a gap outside a
//! double room); a passage group of one (or of more than three); a feature in a place that
//! does not exist, or on too many or too few places; a place the living cannot walk to.

use super::manor::{Boundary, Crossing, Feature, Kind, Manor};
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::ops::Range;

/// The text a manor was read from, to point a problem at its line. Its lines are indexed once
/// (places by name, list items by number, feature entries by place), so locating every problem
/// stays linear in the text.
pub struct Source<'a> {
    pub path: &'a str,
    pub text: &'a str,
    /// The text every problem shares (one copy, however many problems).
    shared: std::sync::Arc<str>,
    places: BTreeMap<String, usize>,
    items: BTreeMap<&'static str, Vec<usize>>,
    features: BTreeMap<(String, String), usize>,
    feature_lines: BTreeMap<String, usize>,
    /// A place defined again after its first line (YAML keeps the later one, silently): its
    /// name and where.
    places_twice: Vec<(String, usize)>,
}

/// The lines of each top-level block: (block, byte offset, indentation, trimmed line). Split at
/// every Unicode line break, as every text a master brings in ([`crate::core::text::lines`]).
fn lines(text: &str) -> Vec<(&str, usize, usize, &str)> {
    let mut out = Vec::new();
    let mut block = "";
    for line in crate::core::text::lines(text) {
        let body = &text[line.start..line.end];
        let trimmed = body.trim_start();
        let indent = body.len() - trimmed.len();
        // A list may start at the first column (`boundaries:` then `- a: …`).
        if indent == 0 && !trimmed.is_empty() && !trimmed.starts_with(['#', '-']) {
            block = trimmed.split(':').next().unwrap_or("");
        } else if !trimmed.is_empty() && !trimmed.starts_with('#') {
            out.push((block, line.start + indent, indent, trimmed));
        }
    }
    out
}

fn unquote(t: &str) -> &str {
    t.trim().trim_matches(['"', '\''])
}

impl<'a> Source<'a> {
    pub fn new(path: &'a str, text: &'a str) -> Source<'a> {
        let mut source = Source {
            path,
            text,
            shared: std::sync::Arc::from(text),
            places: BTreeMap::new(),
            items: BTreeMap::new(),
            features: BTreeMap::new(),
            feature_lines: BTreeMap::new(),
            places_twice: Vec::new(),
        };
        let all = lines(text);
        let first_indent = |block: &str| {
            all.iter()
                .find(|(b, ..)| *b == block)
                .map(|(_, _, i, _)| *i)
        };
        let (places_at, features_at) = (first_indent("places"), first_indent("features"));
        let mut feature = String::new();
        for &(block, at, indent, t) in &all {
            match block {
                "places" if Some(indent) == places_at => {
                    if let Some((name, _)) = t.split_once(':') {
                        let name = unquote(name).to_string();
                        match source.places.entry(name) {
                            std::collections::btree_map::Entry::Occupied(first) => {
                                source.places_twice.push((first.key().clone(), at));
                            }
                            std::collections::btree_map::Entry::Vacant(new) => {
                                new.insert(at);
                            }
                        }
                    }
                }
                "boundaries" | "passages" if t.starts_with('-') => {
                    let key = if block == "boundaries" {
                        "boundaries"
                    } else {
                        "passages"
                    };
                    if first_indent(block) == Some(indent) {
                        source.items.entry(key).or_default().push(at);
                    }
                }
                "features" => {
                    let mut rest = t;
                    if Some(indent) == features_at
                        && let Some((name, after)) = t.split_once(':')
                    {
                        feature = unquote(name).to_string();
                        source.feature_lines.entry(feature.clone()).or_insert(at);
                        rest = after;
                    }
                    for part in rest.trim_start_matches('-').split(',') {
                        let place = unquote(part.trim().trim_matches(['[', ']', ' ']));
                        if !place.is_empty() {
                            source
                                .features
                                .entry((feature.clone(), place.to_string()))
                                .or_insert(at);
                        }
                    }
                }
                _ => {}
            }
        }
        source
    }

    fn line_span(&self, start: usize) -> Range<usize> {
        let end = crate::core::text::line_end(self.text, start);
        start..end
    }

    fn place(&self, name: &str) -> Option<Range<usize>> {
        self.places.get(name).map(|at| self.line_span(*at))
    }

    fn item(&self, key: &str, n: usize) -> Option<Range<usize>> {
        let at = self.items.get(key)?.get(n)?;
        Some(self.line_span(*at))
    }

    fn feature(&self, feature: Feature, place: &str) -> Option<Range<usize>> {
        let key = (feature.key().to_string(), place.to_string());
        let at = self
            .features
            .get(&key)
            .or_else(|| self.feature_lines.get(feature.key()))?;
        Some(self.line_span(*at))
    }
}

/// Where a problem points.
enum At<'m> {
    Place(&'m str),
    Boundary(usize),
    Passage(usize),
    Feature(Feature, &'m str),
    Whole,
}

struct Found<'a> {
    source: Option<&'a Source<'a>>,
    manor: &'a Manor,
    problems: Vec<Problem>,
}

impl Found<'_> {
    /// Where the manor of a game is kept in `game.yaml`, for a manor checked there.
    fn key(&self, at: &At) -> Vec<String> {
        let mut key = vec!["state".to_string(), "map".to_string()];
        let mut push = |k: &str| key.push(k.to_string());
        match at {
            At::Place(p) => {
                push("places");
                push(p);
            }
            At::Boundary(n) => {
                push("boundaries");
                push(&n.to_string());
            }
            At::Passage(n) => {
                push("passages");
                push(&n.to_string());
            }
            At::Feature(f, p) => {
                push("features");
                push(f.key());
                let places = self.manor.features.get(f).map_or(&[][..], Vec::as_slice);
                if let Some(n) = places.iter().position(|q| q == p) {
                    push(&n.to_string());
                }
            }
            At::Whole => {}
        }
        key
    }

    fn push(&mut self, at: At, msg: Msg) {
        let mut problem = Problem::new(msg).help(Msg::new("among-us-help-map"));
        if self.source.is_none() {
            problem = problem.at_key(&self.key(&at));
        }
        if let Some(src) = self.source {
            let span = match at {
                At::Place(p) => src.place(p),
                At::Boundary(n) => src.item("boundaries", n),
                At::Passage(n) => src.item("passages", n),
                At::Feature(f, p) => src.feature(f, p),
                At::Whole => None,
            };
            problem = problem.at(src.path, &src.shared, span.unwrap_or(0..0));
        }
        self.problems.push(problem);
    }
}

/// A manor file read and checked: its problems, each at its line.
pub fn read(path: &str, text: &str) -> Result<Manor, Vec<Problem>> {
    let source = Source::new(path, text);
    let manor = Manor::from_yaml(text).map_err(|e| {
        let at = e.location().map_or(0, |l| l.index().min(text.len()));
        vec![
            Problem::new(
                Msg::new("among-us-err-map-yaml")
                    .arg("path", path)
                    .arg("error", e),
            )
            .at(path, text, at..at)
            .help(Msg::new("among-us-help-map")),
        ]
    })?;
    let mut problems: Vec<Problem> = source
        .places_twice
        .iter()
        .map(|(name, at)| {
            Problem::new(Msg::new("among-us-map-place-twice").arg("place", name))
                .at(path, &source.shared, source.line_span(*at))
                .help(Msg::new("among-us-help-map"))
        })
        .collect();
    problems.extend(check(&manor, Some(&source)));
    if problems.is_empty() {
        Ok(manor)
    } else {
        Err(problems)
    }
}

/// Every problem of a manor; at its line when `source` is the text it was read from.
pub fn check(manor: &Manor, source: Option<&Source>) -> Vec<Problem> {
    let mut found = Found {
        source,
        manor,
        problems: Vec::new(),
    };
    found.places();
    found.cells();
    let mut given: BTreeSet<(Crossing, &str, &str)> = BTreeSet::new();
    for (n, b) in manor.boundaries.iter().enumerate() {
        found.boundary(n, b, &mut given);
    }
    found.passages();
    found.features();
    unreachable(manor, &mut found);
    found.problems
}

impl<'a> Found<'a> {
    fn known(&self, p: &str) -> bool {
        self.manor.places.contains_key(p)
    }

    /// "El mapa … dividido en tres niveles": each place on one of them, a section in its room.
    fn places(&mut self) {
        for (name, place) in &self.manor.places {
            if !(1..=3).contains(&place.level) {
                self.push(
                    At::Place(name),
                    Msg::new("among-us-map-level")
                        .arg("place", name)
                        .arg("level", place.level),
                );
            }
            if place.kind == Kind::Section && place.room.is_none() {
                self.push(
                    At::Place(name),
                    Msg::new("among-us-map-section-room").arg("place", name),
                );
            }
        }
    }

    /// `at: [column, row]` draws a place in a cell of its level: two in one cell would hide one.
    fn cells(&mut self) {
        let mut cells: BTreeMap<(u8, [u32; 2]), &str> = BTreeMap::new();
        for (name, place) in &self.manor.places {
            if let Some(at) = place.at
                && let Some(first) = cells.insert((place.level, at), name)
            {
                cells.insert((place.level, at), first);
                self.push(
                    At::Place(name),
                    Msg::new("among-us-map-cell-twice")
                        .arg("place", name)
                        .arg("other", first)
                        .arg("column", at[0])
                        .arg("row", at[1]),
                );
            }
        }
    }

    /// The `n`th boundary: between two places of the manor, in a direction the intake reads,
    /// given once, not a wall where another boundary says otherwise, and of a kind its levels
    /// allow ([`Found::level_rule`]).
    fn boundary(
        &mut self,
        n: usize,
        b: &'a Boundary,
        given: &mut BTreeSet<(Crossing, &'a str, &'a str)>,
    ) {
        let mut dangling = false;
        for p in [&b.a, &b.b] {
            if !self.known(p) {
                dangling = true;
                self.push(
                    At::Boundary(n),
                    Msg::new("among-us-map-unknown-place").arg("place", p),
                );
            }
        }
        if let Some(d) = &b.dir
            && super::manor::direction(d).is_none()
        {
            self.push(
                At::Boundary(n),
                Msg::new("among-us-map-direction").arg("dir", d),
            );
        }
        if b.a == b.b {
            return self.push(
                At::Boundary(n),
                Msg::new("among-us-map-self").arg("place", &b.a),
            );
        }
        let pair = if b.a <= b.b {
            (&b.a, &b.b)
        } else {
            (&b.b, &b.a)
        };
        if !given.insert((b.kind, pair.0, pair.1)) {
            self.push(
                At::Boundary(n),
                Msg::new("among-us-map-twice")
                    .arg("a", &b.a)
                    .arg("b", &b.b)
                    .arg("kind", b.kind.key()),
            );
        } else if let Some(other) = wall_and_other(given, b.kind, pair) {
            // "Muros … no pueden ser atravesados": a wall says there is no way through, and
            // no sight, where a door, a window or a section line between the same two
            // places says otherwise. (A door and a window in one wall are two boundaries.)
            self.push(
                At::Boundary(n),
                Msg::new("among-us-map-wall-and")
                    .arg("a", &b.a)
                    .arg("b", &b.b)
                    .arg("kind", other.key()),
            );
        }
        if !dangling && let Some(key) = self.level_rule(b) {
            self.push(At::Boundary(n), Msg::new(key).arg("a", &b.a).arg("b", &b.b));
        }
    }

    /// The rule of the levels a boundary breaks: "Ventanas" between the interior and the
    /// garden or the terrace, "Secciones" within a level of the outside, the stairs and the
    /// drop between the terrace and the garden, gaps within a double room.
    fn level_rule(&self, b: &Boundary) -> Option<&'static str> {
        let manor = self.manor;
        let (pa, pb) = (&manor.places[&b.a], &manor.places[&b.b]);
        let (la, lb) = (pa.level, pb.level);
        let levels = (la.min(lb), la.max(lb));
        let open = manor.has(Feature::Open, &b.a) || manor.has(Feature::Open, &b.b);
        let same_room = pa.room.is_some() && pa.room == pb.room;
        match b.kind {
            Crossing::Window if levels == (1, 1) && !open => Some("among-us-map-window-interior"),
            Crossing::Window if levels == (2, 3) => Some("among-us-map-window-terrace"),
            Crossing::Section if la != lb || la == 1 => Some("among-us-map-section-level"),
            Crossing::Stairs if levels != (2, 3) => Some("among-us-map-stairs"),
            Crossing::Ledge if levels != (2, 3) => Some("among-us-map-ledge"),
            Crossing::Door if levels == (2, 3) => Some("among-us-map-door-terrace"),
            Crossing::Gap if !(same_room && la == 1 && lb == 1) => Some("among-us-map-gap"),
            _ => None,
        }
    }

    /// "pasajes secretos … que conectan algunos dos a dos y otros tres a tres": groups of two
    /// or three places of the manor, each once.
    fn passages(&mut self) {
        for (n, group) in self.manor.passages.iter().enumerate() {
            if !(2..=3).contains(&group.len()) {
                self.push(
                    At::Passage(n),
                    Msg::new("among-us-map-passage-size")
                        .arg("count", group.len())
                        .arg("places", group.join(", ")),
                );
            }
            let mut in_group = BTreeSet::new();
            for p in group {
                if !self.known(p) {
                    self.push(
                        At::Passage(n),
                        Msg::new("among-us-map-unknown-place").arg("place", p),
                    );
                } else if !in_group.insert(p) {
                    self.push(
                        At::Passage(n),
                        Msg::new("among-us-map-passage-twice").arg("place", p),
                    );
                }
            }
        }
    }

    /// The features the rules name (the bell, the chimneys, the gates…): in places of the
    /// manor, as many as the rules have of each.
    fn features(&mut self) {
        let manor = self.manor;
        for feature in Feature::ALL {
            let places = manor.features.get(&feature).map_or(&[][..], Vec::as_slice);
            let name = format!("@among-us-map-feature-{}", feature.key());
            for p in places.iter().filter(|p| !manor.places.contains_key(*p)) {
                self.push(
                    At::Feature(feature, p),
                    Msg::new("among-us-map-feature-place")
                        .arg("feature", &name)
                        .arg("key", feature.key())
                        .arg("place", p),
                );
            }
            if let Some(count) = feature.count()
                && places.len() != count
            {
                let at = places
                    .first()
                    .map_or(At::Whole, |p| At::Feature(feature, p));
                self.push(
                    at,
                    Msg::new("among-us-map-feature-count")
                        .arg("feature", &name)
                        .arg("key", feature.key())
                        .arg("count", places.len())
                        .arg("expected", count),
                );
            }
        }
    }
}

/// When a boundary of `kind` between `pair` (just given) meets a wall there, or a wall meets
/// another boundary there: the kind that is not the wall.
fn wall_and_other(
    given: &BTreeSet<(Crossing, &str, &str)>,
    kind: Crossing,
    pair: (&String, &String),
) -> Option<Crossing> {
    let (a, b) = (pair.0.as_str(), pair.1.as_str());
    if kind != Crossing::Wall {
        return given.contains(&(Crossing::Wall, a, b)).then_some(kind);
    }
    [
        Crossing::Door,
        Crossing::Gap,
        Crossing::Window,
        Crossing::Section,
        Crossing::Stairs,
        Crossing::Ledge,
    ]
    .into_iter()
    .find(|k| given.contains(&(*k, a, b)))
}

/// "Al terminar la deliberación … todos los jugadores comenzarán desde el Comedor": every
/// place must be walkable from the bell's.
fn unreachable(manor: &Manor, found: &mut Found) {
    // A bell off the map is its own problem: no walk is measured from nowhere.
    let Some(start) = manor
        .place_with(Feature::Bell)
        .filter(|p| manor.places.contains_key(*p))
    else {
        return;
    };
    let mut near: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for b in manor.boundaries.iter().filter(|b| b.kind.passable()) {
        near.entry(&b.a).or_default().push(&b.b);
        near.entry(&b.b).or_default().push(&b.a);
    }
    let mut seen = BTreeSet::from([start]);
    let mut queue = VecDeque::from([start]);
    while let Some(p) = queue.pop_front() {
        for other in near.get(p).into_iter().flatten() {
            if seen.insert(other) {
                queue.push_back(other);
            }
        }
    }
    for name in manor.places.keys().filter(|p| !seen.contains(p.as_str())) {
        found.push(
            At::Place(name),
            Msg::new("among-us-map-unreachable")
                .arg("place", name)
                .arg("from", start),
        );
    }
}
