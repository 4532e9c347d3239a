//! The rows of the picture: the spans grouped by wagon, heaviest at the end first, each span
//! stacked at the lowest free height while it stands (so a row's height at a moment is the
//! wagon's weight then), and the time axis's range.

use super::Day;
use crate::core::tally::Span;
use crate::core::votes::Choice;

/// A span placed in its row: `low` is its bottom, in weight units from the row's floor.
#[derive(Debug, Clone)]
pub struct Placed<'a> {
    pub span: &'a Span,
    pub low: u32,
    /// Its start and end on the time axis (seconds), untimed votes from the start.
    pub from: i64,
    pub until: i64,
}

#[derive(Debug, Clone)]
pub struct Row<'a> {
    pub target: &'a Choice,
    /// The weight at the end of the day.
    pub weight: u32,
    /// The most weight stacked at any moment.
    pub peak: u32,
    pub spans: Vec<Placed<'a>>,
}

/// The time axis: from the first timed vote to the day's end (or a little after the last
/// vote). `None` when no vote has a time.
pub fn range(day: &Day) -> Option<(i64, i64)> {
    let times = day
        .spans
        .iter()
        .flat_map(|s| [s.from, s.until])
        .flatten()
        .chain(day.end);
    let (lo, hi) = times.fold((i64::MAX, i64::MIN), |(lo, hi), t| (lo.min(t), hi.max(t)));
    if lo > hi {
        return None;
    }
    // Past the last vote, a twentieth of the day (at least a minute) shows where it stands.
    let hi = match day.end {
        Some(end) if end >= hi => end,
        _ => hi + ((hi - lo) / 20).max(60),
    };
    Some((lo, hi.max(lo + 60)))
}

/// The rows, heaviest wagon at the end first, then the one voted first (by name in a secret
/// ballot); "no lynch" last.
pub fn rows(day: &Day, (start, end): (i64, i64)) -> Vec<Row<'_>> {
    let mut rows: Vec<Row> = Vec::new();
    for span in &day.spans {
        let at = match rows.iter().position(|r| *r.target == span.target) {
            Some(at) => at,
            None => {
                rows.push(Row {
                    target: &span.target,
                    weight: 0,
                    peak: 0,
                    spans: Vec::new(),
                });
                rows.len() - 1
            }
        };
        let row = &mut rows[at];
        if span.until.is_none() {
            row.weight += span.weight;
        }
        let (from, until) = match day.secret {
            // A secret ballot shows no moment: every vote stands the whole day.
            true => (start, end),
            false => (span.from.unwrap_or(start), span.until.unwrap_or(end)),
        };
        row.spans.push(Placed {
            span,
            low: 0,
            from,
            until,
        });
    }
    if day.secret {
        // No vote of a secret ballot is shown but the ones standing at the end.
        for row in &mut rows {
            row.spans.retain(|p| p.span.until.is_none());
        }
        rows.retain(|r| !r.spans.is_empty());
    }
    for row in &mut rows {
        row.peak = stack(&mut row.spans);
    }
    rows.sort_by_key(|r| (*r.target == Choice::Abstain, std::cmp::Reverse(r.weight)));
    if day.secret {
        // Equal wagons of a secret ballot by name, never by when their anonymous votes came
        // ("No se conocerá quién emitió cada voto", among-us ruling 43).
        let name = |r: &Row| match r.target {
            Choice::Player(p) => p.clone(),
            _ => String::new(),
        };
        rows.sort_by_key(|r| {
            (
                *r.target == Choice::Abstain,
                std::cmp::Reverse(r.weight),
                name(r),
            )
        });
    }
    rows
}

/// Puts each span at the lowest height free for its whole stretch; returns the top. Spans in
/// order of their start, each checked against the ones still standing then: a voter has one
/// vote at a time, so those are at most the players, and the day costs linear time.
fn stack(spans: &mut [Placed]) -> u32 {
    spans.sort_by_key(|p| (p.from, p.until));
    let end = |q: &Placed| q.until.max(q.from + 1);
    let mut top = 0;
    let mut standing: Vec<usize> = Vec::new();
    for i in 0..spans.len() {
        let (from, weight) = (spans[i].from, spans[i].span.weight);
        standing.retain(|&j| end(&spans[j]) > from);
        let mut low = 0;
        while let Some(&j) = standing
            .iter()
            .find(|&&j| spans[j].low < low + weight && low < spans[j].low + spans[j].span.weight)
        {
            low = spans[j].low + spans[j].span.weight;
        }
        spans[i].low = low;
        standing.push(i);
        top = top.max(low + weight);
    }
    top
}
