//! Votes given by PM: what the thread never read. A PM's `sent:` is between its sender and the
//! master, and a vote some rulebooks make simultaneous (one-night's "¡Todos, tres, dos, uno,
//! VOTEN!") has no public moment at all; drawn at its time, the public picture would
//! tell when, and in which order, each PM reached the master. So a voter who voted by PM is
//! drawn by his final vote only, with no time, as the count posts it; the votes he posted in
//! the thread before it are not drawn (where they ended is the PM's time).

use crate::core::game::Game;
use crate::core::tally::Span;
use crate::core::votes::Ballot;

/// Whether `b` was read from the thread (`Game::thread_votes`), not from a PM.
fn posted(game: &Game, b: &Ballot) -> bool {
    game.thread_votes
        .iter()
        .any(|t| t.voter == b.voter && t.at == b.at && t.choice == b.choice)
}

/// The spans the public may see: those of a voter with a vote by PM among `ballots` become his
/// standing vote alone, untimed. Returns whether any voter was so drawn.
pub fn untime(game: &Game, ballots: &[Ballot], spans: Vec<Span>) -> (Vec<Span>, bool) {
    let by_pm: Vec<&str> = ballots
        .iter()
        .filter(|b| !posted(game, b))
        .map(|b| b.voter.as_str())
        .collect();
    if by_pm.is_empty() {
        return (spans, false);
    }
    let mut spans: Vec<Span> = spans
        .into_iter()
        .filter_map(|s| match by_pm.contains(&s.voter.as_str()) {
            false => Some(s),
            true if s.until.is_none() => Some(Span { from: None, ..s }),
            true => None,
        })
        .collect();
    // The spans' order makes the rows' and the stacks': those untimed come first in roster
    // order, never in the order the PMs were sent.
    let rank = |s: &Span| match by_pm.contains(&s.voter.as_str()) {
        true => (0, game.players.iter().position(|p| p.name == s.voter)),
        false => (1, None),
    };
    spans.sort_by_key(rank);
    (spans, true)
}

/// Whether `b` (the hammer) was a PM's: its second is no public moment.
pub fn by_pm(game: &Game, b: &Ballot) -> bool {
    !posted(game, b)
}
