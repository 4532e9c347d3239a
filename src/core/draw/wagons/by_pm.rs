//! Votes given by PM: what the thread never read. A PM's `sent:` is between its sender and the
//! master, and a vote some rulebooks make simultaneous (one-night's "¡Todos, tres, dos, uno,
//! VOTEN!") has no public moment at all; drawn at its time, the public picture would
//! tell when, and in which order, each PM reached the master. So the picture draws the day as
//! the count posts it ([`crate::core::votes::public_day`]): a voter whose PM holds his vote is
//! drawn by that vote alone, with no time, in roster order (the votes he posted before it are
//! not drawn: where they ended is the PM's time); a vote a later PM or post replaced in a PM is
//! never drawn.

use crate::core::tally::{DayVote, Span, spans};
use crate::core::votes::{Ballot, public_day};

/// The spans the public may see of the day's `ballots` (the public view's), and whether any
/// voter is drawn by a vote given by PM.
pub fn untime(day: &DayVote, ballots: &[Ballot]) -> (Vec<Span>, bool) {
    let shown = public_day(&day.voters, ballots, &day.rules);
    // The block given by PM is counted "from the start of the day", at the earliest second.
    let mut spans = spans(day, &shown.ballots);
    for s in &mut spans {
        if s.from == Some(i64::MIN) {
            s.from = None;
        }
    }
    (spans, shown.by_pm > 0)
}
