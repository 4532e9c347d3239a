//! A line's readings as a whole, each made at most once (issue 25 P). `clauses` reads a line
//! whole to learn whether reading it clause by clause reads more; when it does not, the line
//! is read whole after all, and the readings it already made are the ones taken: a line of talk
//! with a comma is no longer read twice to learn that it is talk.
//!
//! Nothing read between the two asks changes what they answer: the steps in between (a
//! correction, a no-vote, a note of no order for now) change the PM only when they take the
//! line, and then it is never read whole.

use super::conditional;
use super::line::read_line;
use super::{Reading, Verbs};
use crate::core::conditions::Condition;
use crate::core::diag::Problem;
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, OrderLine};

/// What the line read whole gave, for each reading made so far.
#[derive(Default)]
pub(super) struct Whole {
    conditional: Option<Option<(OrderLine, Condition)>>,
    unread: Option<Option<Problem>>,
    reading: Option<Reading>,
}

/// What a line's whole reading needs: the PM, the line, the verbs and the names.
pub(super) type Of<'a> = (&'a OrderFile, &'a OrderLine, &'a Verbs, &'a NameIndex);

impl Whole {
    /// `pierdo las Palomitas si viene el Gilipollas`: the order kept with its condition.
    pub(super) fn conditional(&mut self, (file, line, verbs, names): Of<'_>) -> bool {
        self.conditional
            .get_or_insert_with(|| conditional::read(file, line, verbs, names))
            .is_some()
    }

    /// `(salvo que sea lobo)`: a condition the ruleset does not read, raised.
    pub(super) fn unread(&mut self, (file, line, verbs, _): Of<'_>, after_an_order: bool) -> bool {
        self.unread
            .get_or_insert_with(|| conditional::unread(file, line, verbs, after_an_order))
            .is_some()
    }

    /// The line's orders, or talk, or what it could be.
    pub(super) fn reading(&mut self, (file, line, verbs, names): Of<'_>) -> &Reading {
        self.reading
            .get_or_insert_with(|| read_line(file, line, verbs, names))
    }

    /// The conditional order, taken.
    pub(super) fn take_conditional(&mut self, of: Of<'_>) -> Option<(OrderLine, Condition)> {
        self.conditional(of);
        self.conditional.take().flatten()
    }

    /// The unread condition's problem, taken.
    pub(super) fn take_unread(&mut self, of: Of<'_>, after_an_order: bool) -> Option<Problem> {
        self.unread(of, after_an_order);
        self.unread.take().flatten()
    }

    /// The line's reading, taken.
    pub(super) fn take_reading(&mut self, of: Of<'_>) -> Reading {
        match self.reading.take() {
            Some(reading) => reading,
            None => read_line(of.0, of.1, of.2, of.3),
        }
    }
}
