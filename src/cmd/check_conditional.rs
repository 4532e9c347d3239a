//! `check`'s conditional orders (issue 22): an order under a condition (the Doppelgänger's `Si
//! me sale vidente: ver Jorge`, [`crate::core::conditions`]) is listed with it, `→ see Jorge
//! (only if: Seer)`, and `--json` gives the condition's line, text and subject. A condition on
//! a line of its own (`si soy vidente:`) is listed at its line.

use crate::core::msg::{Catalog, Msg};
use crate::core::orders::{OrderFile, OrderLine};
use serde::Serialize;

/// A condition as written, where, and what it is about (the ruleset's key: `seer`).
#[derive(Serialize)]
pub(super) struct ConditionOut {
    pub(super) line: usize,
    text: String,
    on: String,
    /// The catalog reference that names it, and its line as written, for the human listing.
    #[serde(skip)]
    shown: String,
    #[serde(skip)]
    written: String,
}

impl ConditionOut {
    /// The condition of an order line, if it has one; `texts` are the file's lines as written.
    pub(super) fn of(file: &OrderFile, line: &OrderLine, texts: &[&str]) -> Option<ConditionOut> {
        file.condition_of(line).map(|c| ConditionOut {
            line: c.line,
            text: file.source[c.span.clone()].to_string(),
            on: c.key.clone(),
            shown: c.shown.clone(),
            written: texts
                .get(c.line - 1)
                .copied()
                .unwrap_or_default()
                .to_string(),
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

/// Where the words an order was read from start: at its condition, if it has one (a problem
/// there leaves the order unread).
pub(super) fn read_from(file: &OrderFile, line: &OrderLine) -> usize {
    file.condition_of(line)
        .map_or(line.span.start, |c| c.span.start.min(line.span.start))
}
