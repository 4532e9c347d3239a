//! The day's wagons drawn as a timeline, for the forum (PNG) and the web (SVG): one row per
//! wagon, each vote a bar from the second it was cast until the voter moved it or the day
//! ended, as thick as its weight (a dead player's vote in chechino is half a living one's),
//! stacked so that a row's height at any moment is the wagon's weight then. The hammer or the
//! deadline is a vertical line, the majority (or the least weight that lynches) a dashed one
//! across every row. Names, never ids; the words in the game's language; Okabe–Ito colours,
//! which colour-blind readers tell apart; drawn in the bundled DejaVu Sans.
//!
//! A vote given by PM is drawn by the voter's final vote only, with no time ([`by_pm`]): its
//! `sent:` is the master's to know.
//!
//! A secret ballot (among-us's deliberations: "el voto es secreto") draws no voter: each
//! wagon is one grey bar of its final weight, with no name and no time.

mod by_pm;
mod day;
mod picture;
mod rows;

pub use day::{Cut, of_day};

use crate::core::tally::Span;

/// The words of the picture, in the game's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Words {
    pub title: String,
    /// The "no lynch" wagon's (or the abstentions') row.
    pub no_lynch: String,
    /// The vertical line at the end: "Hammer: Ana on Bruno", "Deadline".
    pub end: Option<String>,
    /// The dashed line: "Majority: 8".
    pub line: Option<String>,
    /// How to read the picture.
    pub legend: String,
    /// Said when some votes had no time (drawn from the start of the picture).
    pub untimed: Option<String>,
}

/// One day's votes, ready to draw.
#[derive(Debug, Clone)]
pub struct Day {
    pub words: Words,
    pub spans: Vec<Span>,
    /// When the day ended (the hammer's second, the deadline), if known.
    pub end: Option<i64>,
    /// The weight of the dashed line.
    pub line: Option<u32>,
    pub secret: bool,
    /// The players in roster order: each keeps one colour in every row.
    pub players: Vec<String>,
    /// The game's time zone, for the hours on the axis.
    pub zone: jiff::tz::TimeZone,
}

impl Day {
    /// The picture as SVG (the same day always gives the same bytes).
    pub fn svg(&self) -> String {
        picture::svg(self)
    }

    /// The picture as PNG, through resvg with the bundled font.
    pub fn png(&self) -> Result<Vec<u8>, crate::core::diag::Problem> {
        super::png(&self.svg())
    }
}

#[cfg(test)]
mod tests;
