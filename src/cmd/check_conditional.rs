//! `check`'s conditional orders ([`crate::core::conditions`]): an order under a condition (the
//! Doppelgänger's `Si me sale vidente: ver Jorge`, chez-geek's `pierdo las Palomitas si viene el
//! Gilipollas`) is listed with it, `→ see Jorge (only if: Seer)`, `→ lose Palomitas (only if:
//! Gilipollas)`, and `--json` gives the condition's line, text and what it is about (`on`). A
//! condition on a line of its own (`si soy vidente:`) is listed at its line.

use super::check_reading::reading;
use crate::core::msg::{Catalog, Msg};
use crate::core::orders::{OrderFile, OrderLine};
use serde::Serialize;
use std::ops::Range;

/// A condition as written, where, and what it is about: the ruleset's subject (`seer`), or, for
/// a condition the ruleset reads from its words, what it read there (`Gilipollas`; absent when
/// nothing was read).
#[derive(Serialize)]
pub(super) struct ConditionOut {
    pub(super) line: usize,
    text: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    on: Option<String>,
    /// What names it in the listing (a catalog reference, its reading or its text), and its
    /// line as written, for the human listing.
    #[serde(skip)]
    shown: String,
    #[serde(skip)]
    written: String,
}

impl ConditionOut {
    /// The condition of an order line, if it has one; `texts` are the file's lines as written.
    pub(super) fn of(
        file: &OrderFile,
        line: &OrderLine,
        texts: &[&str],
        english: Option<&[&str]>,
    ) -> Option<ConditionOut> {
        file.condition_of(line).map(|c| {
            let text = file.source[c.span.clone()].trim().to_string();
            let on = match &c.subject {
                Some(subject) => Some(subject.key.clone()),
                None => {
                    let reads = file.readings.within(c.span.clone());
                    (!reads.is_empty()).then(|| reading(english, file.lang, &reads))
                }
            };
            let shown = match (&c.subject, &on) {
                (Some(subject), _) => subject.shown.clone(),
                (None, Some(on)) => on.clone(),
                (None, None) => text.clone(),
            };
            ConditionOut {
                line: c.line,
                text,
                on,
                shown,
                written: texts
                    .get(c.line - 1)
                    .copied()
                    .unwrap_or_default()
                    .to_string(),
            }
        })
    }

    /// The order's reading with its condition, and, for a condition on a line of its own, that
    /// line's listing (its number and text, after `head`, the listing's head of that line).
    pub(super) fn human(
        &self,
        reading: String,
        order_line: usize,
        head: String,
        catalog: &Catalog,
    ) -> (String, Option<(usize, String)>) {
        let condition = |id: &str| Msg::new(id).arg("condition", &self.shown);
        let reading = catalog.text(&condition("check-conditional").arg("reading", reading));
        let own_line = (self.line != order_line).then(|| {
            let shown = condition("check-condition-line").arg("order", order_line);
            let shown = format!("{head} \"{}\" → {}", self.written, catalog.text(&shown));
            (self.line, shown)
        });
        (reading, own_line)
    }
}

/// The words an order was read from: its line's, and its condition's, before it or after it (a
/// problem there leaves the order unread).
pub(super) fn read_from(file: &OrderFile, line: &OrderLine) -> Range<usize> {
    file.condition_of(line).map_or(line.span.clone(), |c| {
        c.span.start.min(line.span.start)..c.span.end.max(line.span.end)
    })
}

/// The lines of the conditions on a line of their own whose order line is no order (`si me
/// sale aldeano:` over `nada que hacer`): listed with the ignored lines, never left out.
pub(super) fn conditions_of_no_order(file: &OrderFile) -> impl Iterator<Item = usize> + '_ {
    file.conditions
        .iter()
        .filter(|c| c.line != c.order_line && file.ignored.iter().any(|l| l.line == c.order_line))
        .map(|c| c.line)
}
