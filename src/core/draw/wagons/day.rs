//! From a day's PMs (and thread) to the [`Day`] to draw: the ballots the ruleset counts, cut
//! where the count cuts them (the deadline, the hammer), as spans of time.

use super::{Day, Words};
use crate::core::daycount::{hammer_of, in_time, split_at_hammer};
use crate::core::engine;
use crate::core::msg::{Catalog, Msg};
use crate::core::tally::{Majority, public_view};
use crate::core::votes::{Ballot, Choice, Replace};

/// Where the day's count stops, as `tally` was asked (`next` takes the game's deadline).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Cut {
    /// Votes cast at this second or later do not count.
    pub deadline: Option<i64>,
    /// A wagon over half of the votes ends the day (always so under a majority rule).
    pub hammer: bool,
    pub unvote_first: bool,
}

/// The day of a prepared game (after the master's orders, with its thread's votes) from its
/// PMs, or `None` when the phase has no vote or nobody voted.
pub fn of_day(prepared: &engine::Prepared, cut: Cut, catalog: &Catalog) -> Option<Day> {
    let game = &prepared.game;
    let ruleset = engine::ruleset_of(&game.ruleset).ok()?;
    let mut day = ruleset.day_vote(game)?;
    let cast = ruleset.day_ballots(game, &prepared.orders).ok()?;
    day.rules = cast.rules;
    if cut.unvote_first {
        day.rules.replace_policy = Replace::UnvoteFirst;
    }
    // Cut as the count cuts (`daycount::in_time`): a late PM the master accepted is drawn.
    let in_time = |b: &Ballot| in_time(cut.deadline, b);
    let on_time: Vec<Ballot> = cast.ballots.into_iter().filter(in_time).collect();
    let deadline = cut
        .deadline
        .or_else(|| game.deadline.as_deref().and_then(|d| game.time(d)));
    // The picture is public: drawn from what the public count shows (a secret void vote as an
    // ordinary one, no secret freeze), never from what the engine knows.
    let (day, mut ballots) = public_view(&day, &on_time);
    let hammer = match cut.hammer || day.majority == Majority::Strict {
        true => hammer_of(&day, &ballots),
        false => None,
    };
    if hammer.is_some() {
        ballots = split_at_hammer(&day, ballots).0;
    }
    // A hammer the votes given by PM made has no public moment: the deadline's line instead.
    let hammer = hammer.and_then(|h| h.posted);
    let (spans, by_pm) = super::by_pm::untime(&day, &ballots);
    if spans.is_empty() {
        return None;
    }
    let total: u32 = day.voters.iter().map(|(_, w)| w).sum();
    let line = match day.majority {
        Majority::Strict => Some(total / 2 + 1),
        Majority::Plurality { min_weight, .. } if min_weight > 1 => Some(min_weight),
        Majority::Plurality { .. } => None,
    };
    let phase = catalog.text(&ruleset.phase_title(game, &game.phase));
    // With no vote at a moment the thread saw, the picture has no time at all.
    let timed = spans.iter().any(|s| s.from.is_some());
    let (end, end_words) = end(hammer.as_ref(), deadline.filter(|_| timed), catalog);
    let line_key = match day.majority {
        Majority::Strict => "wagons-majority",
        Majority::Plurality { .. } => "wagons-minimum",
    };
    let secret = ruleset.secret_ballot(game);
    let untimed = match by_pm {
        true => Some("wagons-by-pm"),
        false => spans
            .iter()
            .any(|s| s.from.is_none())
            .then_some("wagons-untimed"),
    };
    let untimed = untimed.filter(|_| !secret).map(|key| catalog.get(key));
    let legend = match (secret, day.voters.iter().any(|(_, w)| *w != 1)) {
        (true, _) => "wagons-legend-secret",
        (false, true) => "wagons-legend-weighted",
        (false, false) => "wagons-legend",
    };
    Some(Day {
        words: Words {
            title: catalog.text(&Msg::new("wagons-title").arg("phase", phase)),
            no_lynch: catalog.get("wagons-no-lynch"),
            end: end_words.filter(|_| !secret),
            line: line.map(|w| catalog.text(&Msg::new(line_key).arg("weight", w))),
            legend: catalog.get(legend),
            untimed,
        },
        spans,
        end: end.filter(|_| !secret),
        line,
        secret,
        players: game.players.iter().map(|p| p.name.clone()).collect(),
        zone: game.zone(),
    })
}

/// The vertical line at the end and its words: the hammer's second, else the deadline. A
/// hammer the votes given by PM made has no public moment (`daycount::Hammer::posted` is
/// `None`): the deadline's line instead.
fn end(
    hammer: Option<&Ballot>,
    deadline: Option<i64>,
    catalog: &Catalog,
) -> (Option<i64>, Option<String>) {
    match (hammer, deadline) {
        (Some(b), _) => {
            let target = match &b.choice {
                Choice::Player(p) => p.clone(),
                _ => catalog.get("wagons-no-lynch"),
            };
            let words = Msg::new("wagons-hammer")
                .arg("voter", &b.voter)
                .arg("target", target);
            (b.at, Some(catalog.text(&words)))
        }
        (_, Some(d)) => (Some(d), Some(catalog.get("wagons-deadline"))),
        (_, None) => (None, None),
    }
}
