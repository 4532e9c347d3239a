//! A running vote count ("recuento", "conta voti") for a day phase, built on
//! [`votes::Tally`](crate::core::votes::Tally), rendered for forums or as JSON for bots.
//!
//! A ruleset that votes says how its day vote works ([`DayVote`]: voters and weights, who can
//! be voted, the [`VoteRules`], the [`Majority`] behind L-X) and reads its own day PMs into
//! ballots ([`pm_ballots`] orders them by sending time); `adjudicate tally` does the rest, from
//! the PMs or from a pasted thread (`core/thread.rs`). The ballots the ruleset hands `tally` are
//! the ones its day resolution counts, so the count posted is the count `next` uses.
//!
//! Every sentence comes from the catalogs (`tally-*` keys). The BBCode uses only `[b]` and `[i]`
//! (of the portable `[b] [i] [u] [url=] [color=red] [quote="name"]`): no tables, no hex colours.

mod count;
mod render;
#[cfg(test)]
mod tests;
mod timeline;

pub use count::{
    Count, Discarded, HammerAt, HiddenVote, IgnoredPosts, Origin, ReadAs, Reason, Source,
    UnclearPlace, UnreadName, Updated, Vote, Voter, WagonLine,
};
pub use timeline::{Span, spans};

use crate::core::diag::Problem;
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::orders::OrderFile;
use crate::core::votes::{Ballot, Choice, PlayerName, VoteRules, Wagon, votes_to_majority};
use serde::Serialize;

/// When a wagon is enough: what L-X counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "rule", rename_all = "kebab-case")]
pub enum Majority {
    /// More than half of the voters' total weight lynches at once (a hammer).
    Strict,
    /// At the deadline the heaviest wagon is lynched if it weighs at least `min_weight`. With
    /// `ties_die` every tied leader dies (One Night), so L-X counts what it takes to reach the
    /// top; otherwise what it takes to lead alone.
    Plurality { min_weight: u32, ties_die: bool },
}

impl Majority {
    /// The weight `target`'s wagon still needs ("L-X"), the other wagons staying as they are.
    pub fn needed(&self, total_weight: u32, wagons: &[Wagon], target: &str) -> u32 {
        let me = Choice::Player(target.to_string());
        let weight = |w: &Wagon| w.weight;
        let current = wagons.iter().find(|w| w.target == me).map_or(0, weight);
        match *self {
            Majority::Strict => votes_to_majority(total_weight, current),
            Majority::Plurality {
                min_weight,
                ties_die,
            } => {
                let others = wagons.iter().filter(|w| w.target != me);
                let best_player = others
                    .clone()
                    .filter(|w| matches!(w.target, Choice::Player(_)))
                    .map(weight)
                    .max()
                    .unwrap_or(0);
                // A "no lynch" wagon level with the leaders prevents the lynch.
                let no_lynch = others
                    .filter(|w| w.target == Choice::Abstain)
                    .map(weight)
                    .max()
                    .map_or(0, |w| w + 1);
                let top = if ties_die {
                    best_player
                } else {
                    best_player + 1
                };
                top.max(no_lynch)
                    .max(min_weight)
                    .max(1)
                    .saturating_sub(current)
            }
        }
    }
}

/// How a ruleset's day vote works, for `adjudicate tally`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DayVote {
    /// Who may vote now, with the weight of each vote, in roster order.
    pub voters: Vec<(PlayerName, u32)>,
    /// Who can be voted; a vote for anybody else is void.
    pub candidates: Vec<PlayerName>,
    pub rules: VoteRules,
    pub majority: Majority,
    /// Whether a "no lynch" vote is allowed; if not, it is void.
    pub abstention: bool,
    /// The ruleset's own wording of the majority line (a catalog key taking the core line's
    /// arguments, `min`, `needed`, `total`), where the most voted is not killed: among-us's
    /// "ese jugador es expulsado de la partida". `None`: the core's (`tally-majority-*`).
    pub majority_line: Option<&'static str>,
}

/// The day and its ballots as the public may know them: a vote void for a secret reason
/// (`-secret`) read as an ordinary one, and no freeze ([`crate::core::votes::public_rules`]).
/// Every public output of the day (the count's wagons, the hammer it marks, the wagons picture)
/// is made from this one view, so that none depends on a secret the others hide.
pub fn public_view(day: &DayVote, ballots: &[Ballot]) -> (DayVote, Vec<Ballot>) {
    let public = DayVote {
        rules: crate::core::votes::public_rules(&day.rules),
        ..day.clone()
    };
    (public, crate::core::votes::as_public(ballots))
}

/// The void reason of a vote for somebody who cannot be voted (a catalog key).
pub const VOID_NOT_CANDIDATE: &str = "tally-void-not-candidate";
/// The void reason of a "no lynch" vote where abstaining is not allowed (a catalog key).
pub const VOID_NO_ABSTENTION: &str = "tally-void-no-abstention";

/// The problem of a game whose phase has no vote: `title` is the phase's title, rendered in
/// the game's language with its own arguments ("Notte 1", not `lupus-phase-notte`).
pub fn no_vote(title: &Msg) -> Problem {
    let mut msg = Msg::new("err-tally-no-vote");
    for (name, value) in &title.args {
        msg = msg.arg(name, value);
    }
    Problem::new(msg.arg("phase", format!("@{}", title.key))).help(Msg::new("help-tally-no-vote"))
}

/// The day's ballots as the ruleset counts them, PMs' and thread's merged in time order, with
/// the rules of today's count (a freeze the PMs set, say): what `next` resolves and `tally`
/// posts ([`crate::core::ruleset::Ruleset::day_ballots`]).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct DayBallots {
    pub rules: VoteRules,
    pub ballots: Vec<Ballot>,
}

/// The day's PM ballots and the thread's ([`Game::thread_votes`]) in one list, in counting
/// order: by time (seconds), a PM's vote before a post of the same second, untimed votes last
/// ([`crate::core::votes::counting_order`]). "One count, two sources": every ruleset's day
/// takes its ballots from here.
pub fn with_thread(game: &Game, mut ballots: Vec<Ballot>) -> Vec<Ballot> {
    // A correction of the master that settles a post is "cast at that post's time": placed at
    // it, a moment every reader saw (`votes::PLACED_SEQ`), never among the votes given by PM.
    let mut placed = 0;
    for b in &mut ballots {
        let at = game.placed_corrections.get(&b.voter);
        if at.is_some() && b.at == at.copied() && !b.posted() {
            b.seq = crate::core::votes::PLACED_SEQ + placed;
            placed += 1;
        }
    }
    ballots.extend(game.thread_votes.iter().cloned());
    let order = crate::core::votes::counting_order(&ballots);
    let mut slots: Vec<Option<Ballot>> = ballots.into_iter().map(Some).collect();
    order.into_iter().filter_map(|i| slots[i].take()).collect()
}

/// Ballots from day PMs. `choices` reads one PM (with the ruleset's grammar) into its votes.
/// PMs are taken in the order they were sent: by `sent:` time, untimed ones after, then in
/// roster order; `at` is the second sent and `seq` counts ballots in that order.
pub fn pm_ballots(
    game: &Game,
    orders: &[OrderFile],
    mut choices: impl FnMut(&OrderFile) -> Vec<Choice>,
) -> Vec<Ballot> {
    let rank = |f: &OrderFile| game.players.iter().position(|p| p.name == f.player);
    let mut sorted: Vec<&OrderFile> = orders.iter().collect();
    sorted.sort_by(|a, b| {
        let key = |f: &OrderFile| {
            (
                f.sent.is_none(),
                f.sent.as_ref().map(|s| s.seconds),
                rank(f),
            )
        };
        key(a).cmp(&key(b)).then_with(|| a.path.cmp(&b.path))
    });
    let mut ballots = Vec::new();
    for file in sorted {
        for choice in choices(file) {
            ballots.push(Ballot {
                voter: file.player.clone(),
                choice,
                at: file.sent.as_ref().map(|s| s.seconds),
                seq: ballots.len(),
                void: None,
            });
        }
    }
    ballots
}

/// How the count's post is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    pub markup: Markup,
    /// List the replaced and withdrawn votes (a "vote history" section).
    pub history: bool,
}

/// How the count is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Markup {
    /// Markdown (Discourse-style forums).
    #[value(alias = "md")]
    Markdown,
    /// BBCode (phpBB, SMF, vBulletin): `[b]` and `[i]` only.
    Bbcode,
    /// Plain text.
    #[value(alias = "text")]
    Plain,
}
