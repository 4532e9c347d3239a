//! The line a player marked as his choice among orders of one kind (`robar a Elena ✅`,
//! `👉 robar a Elena`, `ver Bruno  # esta`, `robar a Elena <- esta`): that order is the one;
//! the other orders of its kind in the PM are set aside, shown as withdrawn (`check`). A line
//! the player turned down with his mark is struck before the intake reads it
//! ([`crate::core::marks`]). When the marks cannot be told (a line ticked and crossed out, two
//! orders of a kind both marked, a correction after the marked one), the lines are raised,
//! never guessed. A kind each of whose orders counts (a discard) keeps its other orders.

use super::*;
use crate::core::marks::{Mark, line_marks};

/// Sets aside the orders of a kind left unmarked beside the one marked as chosen, and takes out
/// and raises the orders whose marks cannot be told.
pub(super) fn by_marks(
    file: &mut OrderFile,
    orders: &mut Vec<OrderLine>,
    verbs: &Verbs,
) -> Vec<Problem> {
    let marks = line_marks(&file.source);
    if marks.is_empty() || orders.is_empty() {
        return Vec::new();
    }
    let mark_at = |line: usize| marks.iter().find(|m| m.0 == line).map(|m| m.2);
    // The indexes of the orders raised, and of those set aside.
    let mut unclear: Vec<usize> = Vec::new();
    let mut aside: Vec<usize> = Vec::new();
    for (i, order) in orders.iter().enumerate() {
        if mark_at(order.line) == Some(Mark::Conflicting) {
            unclear.push(i);
        }
    }
    let kinds: BTreeSet<usize> = orders
        .iter()
        .filter(|o| mark_at(o.line) == Some(Mark::Chosen))
        .filter_map(|o| verbs.kind_of(o).filter(|k| !k.1).map(|k| k.0))
        .collect();
    for kind in kinds {
        let of_kind: Vec<usize> = (0..orders.len())
            .filter(|&i| verbs.kind_of(&orders[i]).map(|k| k.0) == Some(kind))
            .filter(|i| !unclear.contains(i))
            .collect();
        let (chosen, others): (Vec<usize>, Vec<usize>) = of_kind
            .into_iter()
            .partition(|&i| mark_at(orders[i].line) == Some(Mark::Chosen));
        let first = &orders[chosen[0]];
        // A correction after the marked order (`robar a Elena ✅` then `no, mejor Jorge`)
        // withdrew it: which stands cannot be told.
        let corrected = file.withdrawn.contains(&first.span.start);
        if chosen.len() > 1 || corrected {
            unclear.extend(&chosen[1..]);
            if corrected {
                unclear.extend(others.iter().filter(|&&i| orders[i].line > first.line));
            }
        } else {
            aside.extend(others);
        }
    }
    let mut problems = Vec::new();
    let mut kept = Vec::new();
    for (i, order) in std::mem::take(orders).into_iter().enumerate() {
        if unclear.contains(&i) {
            problems.push(unclear_marks(file, &order));
        } else if aside.contains(&i) {
            // Listed as written, as a struck line is: its words are no longer the PM's.
            let mut order = order;
            order.words.clear();
            file.struck.push(order.line);
            file.ignored.push(order);
        } else {
            kept.push(order);
        }
    }
    *orders = kept;
    problems
}

/// An order of a kind written whole in bold, then one of its kind in plain text with no change
/// of mind (`**robar a Elena**` then `robar a Jorge`): the bold may choose the first, or only
/// stress it; the later one is raised, never played in silence over the stressed one.
pub(super) fn after_emphasis(
    file: &OrderFile,
    orders: &mut Vec<OrderLine>,
    verbs: &Verbs,
) -> Vec<Problem> {
    let line_text = |o: &OrderLine| {
        let start = crate::core::text::line_start(&file.source, o.span.start);
        &file.source[start..crate::core::text::line_end(&file.source, o.span.start)]
    };
    let bold: Vec<bool> = orders
        .iter()
        .map(|o| crate::core::marks::emphasised(line_text(o)))
        .collect();
    let kind = |o: &OrderLine| verbs.kind_of(o).filter(|k| !k.1).map(|k| k.0);
    let unclear: Vec<usize> = (0..orders.len())
        .filter(|&i| !bold[i] && kind(&orders[i]).is_some())
        .filter(|&i| {
            (0..i).any(|j| {
                bold[j]
                    && orders[j].line < orders[i].line
                    && kind(&orders[j]) == kind(&orders[i])
                    && !file.withdrawn.contains(&orders[j].span.start)
            })
        })
        .collect();
    let mut problems = Vec::new();
    let mut kept = Vec::new();
    for (i, order) in std::mem::take(orders).into_iter().enumerate() {
        match unclear.contains(&i) {
            true => problems.push(unclear_marks(file, &order)),
            false => kept.push(order),
        }
    }
    *orders = kept;
    problems
}

/// The problem of an order whose marks cannot be told.
fn unclear_marks(file: &OrderFile, order: &OrderLine) -> Problem {
    Problem::new(
        Msg::new("err-marks-unclear")
            .arg("file", &file.path)
            .arg("line", order.line),
    )
    .at(&file.path, &file.source, order.span.clone())
    .help(
        Msg::new("help-marks-unclear")
            .arg("pm", crate::core::set_aside::pm_name(&file.path))
            .arg("line", order.line),
    )
}

use std::collections::BTreeSet;
