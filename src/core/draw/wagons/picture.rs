//! The picture drawn as SVG with the `svg` crate (which escapes every text): 800 pixels wide,
//! the forum's width. Every element a reader or a test looks for has a class: `wagon` rows
//! (`data-target`), `vote` bars (`data-voter`, `data-weight`), the `end` and `line` marks.

use super::Day;
use super::rows::{Placed, Row, range, rows};
use crate::core::draw::font;
use crate::core::votes::Choice;
use svg::Document;
use svg::node::element::{Group, Line, Rectangle, Text, Title};

const WIDTH: f64 = 800.0;
const MARGIN: f64 = 16.0;
const FONT: f64 = 13.0;
/// Between two rows.
const GAP: f64 = 10.0;
/// Okabe & Ito's eight colours, told apart by colour-blind readers, each with the text colour
/// that reads on it.
const PALETTE: [(&str, &str); 8] = [
    ("#E69F00", "#000000"),
    ("#56B4E9", "#000000"),
    ("#009E73", "#ffffff"),
    ("#F0E442", "#000000"),
    ("#0072B2", "#ffffff"),
    ("#D55E00", "#ffffff"),
    ("#CC79A7", "#000000"),
    ("#000000", "#ffffff"),
];
const SECRET: (&str, &str) = ("#999999", "#000000");

fn px(v: f64) -> i64 {
    v.round() as i64
}

fn text(x: f64, y: f64, words: &str) -> Text {
    Text::new(words).set("x", px(x)).set("y", px(y))
}

fn rect(x: f64, y: f64, w: f64, h: f64) -> Rectangle {
    Rectangle::new()
        .set("x", px(x))
        .set("y", px(y))
        .set("width", (px(x + w) - px(x)).max(1))
        .set("height", px(y + h) - px(y))
}

/// Where things go: the plot's left and right edges, the height of one unit of weight.
struct Frame {
    x0: f64,
    x1: f64,
    unit: f64,
    start: i64,
    end: i64,
}

impl Frame {
    fn x(&self, t: i64) -> f64 {
        let span = (self.end - self.start).max(1) as f64;
        self.x0 + (self.x1 - self.x0) * ((t - self.start) as f64 / span)
    }
}

fn wagon_name(day: &Day, target: &Choice) -> String {
    match target {
        Choice::Player(p) => p.clone(),
        _ => day.words.no_lynch.clone(),
    }
}

pub fn svg(day: &Day) -> String {
    let (start, end) = range(day).unwrap_or((0, 3600));
    let rows = rows(day, (start, end));
    let label_w = rows
        .iter()
        .map(|r| {
            font::width(
                &format!("{} ({})", wagon_name(day, r.target), r.weight),
                FONT,
                true,
            )
        })
        .fold(60.0_f64, f64::max)
        .min(220.0);
    let weighted = day.spans.iter().any(|s| s.weight != 1);
    let frame = Frame {
        x0: MARGIN + label_w + 10.0,
        x1: WIDTH - MARGIN - 8.0,
        unit: if weighted { 10.0 } else { 18.0 },
        start,
        end,
    };
    let mut y = MARGIN + 20.0;
    let mut body = Group::new().set("class", "wagons");
    body = body.add(
        text(MARGIN, y, &day.words.title)
            .set("class", "title")
            .set("font-size", 17)
            .set("font-weight", "bold"),
    );
    y += 20.0;
    for line in [
        Some(&day.words.legend),
        day.words.line.as_ref(),
        day.words.untimed.as_ref(),
    ]
    .into_iter()
    .flatten()
    {
        body = body.add(
            text(MARGIN, y, line)
                .set("class", "legend")
                .set("font-size", 12)
                .set("fill", "#333333"),
        );
        y += 16.0;
    }
    y += 6.0;
    let top = y;
    let mut drawn = Group::new().set("class", "rows");
    for row in &rows {
        let (group, height) = draw_row(day, row, &frame, y);
        drawn = drawn.add(group);
        y += height + GAP;
    }
    let bottom = y - GAP;
    body = body.add(ticks(day, &frame, top, bottom)).add(drawn);
    // A secret ballot shows no moment, so neither the hammer nor the deadline.
    if let Some(end) = day.end.filter(|_| !day.secret) {
        body = body.add(end_mark(day, &frame, end, top, bottom));
    }
    let height = bottom + if day.secret { 12.0 } else { 40.0 };
    let doc = Document::new()
        .set("width", px(WIDTH))
        .set("height", px(height))
        .set("viewBox", (0, 0, px(WIDTH), px(height)))
        .set("font-family", font::FAMILY)
        .set("font-size", FONT)
        .add(Title::new(day.words.title.as_str()))
        .add(
            rect(0.0, 0.0, WIDTH, height)
                .set("class", "background")
                .set("fill", "#ffffff"),
        )
        .add(body);
    let mut out = doc.to_string();
    out.push('\n');
    out
}

/// One wagon's row: its name and end weight at the left, its votes stacked from the floor,
/// the dashed line at the majority. Returns the group and its height.
fn draw_row(day: &Day, row: &Row, frame: &Frame, y: f64) -> (Group, f64) {
    let units = row.peak.max(day.line.unwrap_or(0)).max(1);
    let height = f64::from(units) * frame.unit + 4.0;
    let floor = y + height;
    let name = wagon_name(day, row.target);
    let mut group = Group::new()
        .set("class", "wagon")
        .set("data-target", name.as_str())
        .add(rect(frame.x0, y, frame.x1 - frame.x0, height).set("fill", "#f2f2f2"))
        .add(
            text(
                frame.x0 - 10.0,
                y + height / 2.0 + 5.0,
                &format!("{name} ({})", row.weight),
            )
            .set("class", "wagon-name")
            .set("text-anchor", "end")
            .set("font-weight", "bold"),
        );
    for (i, placed) in row.spans.iter().enumerate() {
        let free_from = frame.x(free_before(&row.spans, i).unwrap_or(frame.start));
        group = group.add(vote_bar(day, placed, frame, floor, free_from));
    }
    if let Some(line) = day.line {
        let ly = floor - f64::from(line) * frame.unit;
        group = group.add(
            Line::new()
                .set("class", "line")
                .set("x1", px(frame.x0))
                .set("x2", px(frame.x1))
                .set("y1", px(ly))
                .set("y2", px(ly))
                .set("stroke", "#000000")
                .set("stroke-width", 1.5)
                .set("stroke-dasharray", "6 4"),
        );
    }
    (group, height)
}

/// When the space before the `i`-th span, at its height, is free from: the end of the last
/// span there (spans are in order of their start, and two at one height never stand at once,
/// so scanning back, one that covers the whole height is the last to end there).
fn free_before(spans: &[Placed], i: usize) -> Option<i64> {
    let (low, high) = (spans[i].low, spans[i].low + spans[i].span.weight);
    let mut free = None;
    for before in spans[..i].iter().rev() {
        let (l, h) = (before.low, before.low + before.span.weight);
        if l < high && low < h {
            free = free.max(Some(before.until));
            if l <= low && high <= h {
                break;
            }
        }
    }
    free
}

/// One vote: a bar in its voter's colour, his name on it where it fits, else just before it
/// where that is free from `free_from` (always in its title): a short late vote is named too.
fn vote_bar(day: &Day, placed: &Placed, frame: &Frame, floor: f64, free_from: f64) -> Group {
    let span = placed.span;
    let (x, x_end) = (frame.x(placed.from), frame.x(placed.until));
    let h = f64::from(span.weight) * frame.unit;
    let top = floor - f64::from(placed.low) * frame.unit - h;
    let (fill, ink) = match day.secret {
        true => SECRET,
        false => {
            let i = day
                .players
                .iter()
                .position(|p| *p == span.voter)
                .unwrap_or(0);
            PALETTE[i % PALETTE.len()]
        }
    };
    let bar = rect(x, top + 1.0, x_end - x, h - 1.0)
        .set("fill", fill)
        .set("stroke", "#ffffff")
        .set("stroke-width", 1);
    let mut group = Group::new()
        .set("class", "vote")
        .set("data-weight", span.weight);
    if day.secret {
        return group.add(bar);
    }
    group = group
        .set("data-voter", span.voter.as_str())
        .add(Title::new(span.voter.as_str()))
        .add(bar);
    let size = (h - 3.0).clamp(8.0, 12.0);
    let width = font::width(&span.voter, size, false) + 6.0;
    let y = top + h / 2.0 + size / 2.0 - 1.0;
    if width <= x_end - x {
        group = group.add(
            text(x + 3.0, y, &span.voter)
                .set("class", "voter")
                .set("font-size", px(size))
                .set("fill", ink),
        );
    } else if width <= x - free_from {
        group = group.add(
            text(x - 3.0, y, &span.voter)
                .set("class", "voter")
                .set("text-anchor", "end")
                .set("font-size", px(size))
                .set("fill", "#1a1a1a"),
        );
    }
    group
}

/// The hours under the rows, with a faint line up through them.
fn ticks(day: &Day, frame: &Frame, top: f64, bottom: f64) -> Group {
    let mut group = Group::new().set("class", "axis");
    if day.secret || range(day).is_none() {
        return group;
    }
    const STEPS: [i64; 11] = [
        60, 300, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400, 172800,
    ];
    let length = frame.end - frame.start;
    let step = STEPS
        .iter()
        .copied()
        .find(|s| length / s <= 7)
        .unwrap_or(length / 7 + 1);
    let with_date = length > 20 * 3600;
    let first = frame.start.div_euclid(step) * step + step;
    let mut t = first;
    while t < frame.end {
        let x = frame.x(t);
        let Ok(at) = jiff::Timestamp::from_second(t) else {
            break;
        };
        let when = at.to_zoned(day.zone.clone());
        let label = match with_date {
            true => when.strftime("%d/%m %H:%M").to_string(),
            false => when.strftime("%H:%M").to_string(),
        };
        group = group
            .add(
                Line::new()
                    .set("x1", px(x))
                    .set("x2", px(x))
                    .set("y1", px(top))
                    .set("y2", px(bottom + 4.0))
                    .set("stroke", "#cccccc"),
            )
            .add(
                text(x, bottom + 18.0, &label)
                    .set("text-anchor", "middle")
                    .set("font-size", 11)
                    .set("fill", "#333333"),
            );
        t += step;
    }
    group
}

/// The hammer or the deadline: a vertical line through the rows, its words above them.
fn end_mark(day: &Day, frame: &Frame, end: i64, top: f64, bottom: f64) -> Group {
    let x = frame.x(end);
    let words = day.words.end.clone().unwrap_or_default();
    let width = font::width(&words, 12.0, true);
    let (anchor, tx) = if x + width / 2.0 > WIDTH - MARGIN {
        ("end", x - 4.0)
    } else {
        ("middle", x)
    };
    Group::new()
        .set("class", "end")
        .add(
            Line::new()
                .set("x1", px(x))
                .set("x2", px(x))
                .set("y1", px(top - 4.0))
                .set("y2", px(bottom + 4.0))
                .set("stroke", "#D55E00")
                .set("stroke-width", 3),
        )
        .add(
            text(tx, bottom + 30.0, &words)
                .set("text-anchor", anchor)
                .set("font-size", 12)
                .set("font-weight", "bold")
                .set("fill", "#D55E00"),
        )
}
