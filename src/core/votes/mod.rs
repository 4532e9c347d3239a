//! A vote tally for forum games: who votes whom, with what weight, and who is lynched.
//!
//! - **Weights**: Chechino's living vote 2, the dead 1, the captain 3; a wagon weighs the sum.
//! - **Order**: by send time `at`, then arrival `seq`; untimed ballots come after timed ones.
//! - **Shown**: the count is made in that order, but what the public reads of it (a wagon's
//!   voters, which of two equal wagons comes first, the abstainers, the votes that do not
//!   count) follows the order the public may know ([`Shown`]): a PM's `sent:` is between its
//!   sender and the master, so the votes given by PM come first in roster order, then the
//!   thread's in the order they were posted.
//! - **Changes**: under [`Replace::LastCounts`] a new vote replaces the old one; under
//!   [`Replace::UnvoteFirst`] it is ignored until the voter unvotes. Repeating the current
//!   vote keeps the voter's original place on the wagon.
//! - **Freeze**: once Chechino's engines stop, ballots sent at or after `frozen_at` do not count
//!   (an untimed ballot cannot be shown to be late, and counts).
//! - **Void**: a ballot the rules strip of weight (a Lupus Cuoredoro voting his own faction, a
//!   vote the Chechino cook cancels, a vote for someone who cannot be voted) still replaces the
//!   voter's earlier vote but weighs nothing: the caller sets [`Ballot::void`].
//! - **Abstention** (allowed in Lupus) is a vote for nobody, or a "no lynch" wagon if the rules
//!   say so; a no-lynch wagon level with the leaders prevents the lynch.
//! - **Ties**: see [`Decision`]; One Night kills all tied, unless nobody got more than one vote.
//!
//! Every ballot but a successful unvote ends up in [`Tally::counted`] or, with the reason, in
//! [`Tally::discarded`]; an unvoted ballot is listed there as [`Discard::Withdrawn`].

pub mod evidence;
mod hammer;
mod public;

pub use public::{PublicDay, public_day};

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub type PlayerName = String;

/// What a ballot asks for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Choice {
    Player(PlayerName),
    /// An explicit "no vote" / "no lynch".
    Abstain,
    /// Withdraws the voter's current vote.
    Unvote,
}

/// One vote as posted.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ballot {
    pub voter: PlayerName,
    pub choice: Choice,
    /// Send time in seconds since 1970-01-01 UTC (a PM's `sent:`, a post's time); `None` =
    /// unknown (sorts after every timed ballot).
    #[serde(default)]
    pub at: Option<i64>,
    /// Arrival order: breaks ties of `at`. A ballot read from the forum thread is numbered from
    /// [`THREAD_SEQ`] ([`Ballot::posted`]).
    #[serde(default)]
    pub seq: usize,
    /// Why the rules void this ballot ("cuoredoro", "cancelled-by-cook"...).
    #[serde(default)]
    pub void: Option<String>,
}

/// The thread's ballots are numbered (`Ballot::seq`) from here: at the same second a PM's vote
/// comes first, and a ballot's number says where it was cast (a post, or a PM).
pub const THREAD_SEQ: usize = usize::MAX / 2;

/// The master's corrections that settle a post of the thread are numbered from here, below the
/// thread's numbers and above every PM's: a correction "cast at that post's time" (README, the
/// `correct` order) is placed at the post it settles, a moment every reader saw, and is counted
/// as before (after the PMs of that second, before its posts).
pub const PLACED_SEQ: usize = THREAD_SEQ - THREAD_SEQ / 4;

impl Ballot {
    /// Whether the ballot was cast at a moment every reader saw: posted in the thread, or a
    /// correction of the master placed at the post it settles ([`PLACED_SEQ`]). A vote given
    /// by PM was not, and its `sent:` is the master's alone.
    pub fn posted(&self) -> bool {
        self.seq >= PLACED_SEQ
    }
}

/// Where a ballot comes in the order the public may know. A PM's `sent:` is between its sender
/// and the master (one-night ruling 25, README "The day's wagons"): the votes given by PM come
/// first, in roster order (a voter who cannot vote after those who can, by name), as the
/// wagons picture draws them, from the start and with no time; then the thread's, in the
/// order they were posted. One voter's own ballots keep their order (a sort by this key is
/// stable).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum Shown {
    ByPm {
        place: usize,
        voter: PlayerName,
    },
    Posted {
        untimed: bool,
        at: Option<i64>,
        seq: usize,
    },
}

impl Shown {
    /// Where `b`, cast by one of `eligible` (in roster order) or not, is shown.
    pub fn of(eligible: &[(PlayerName, u32)], b: &Ballot) -> Shown {
        match b.posted() {
            true => Shown::Posted {
                untimed: b.at.is_none(),
                at: b.at,
                seq: b.seq,
            },
            false => Shown::ByPm {
                place: eligible
                    .iter()
                    .position(|(name, _)| *name == b.voter)
                    .unwrap_or(usize::MAX),
                voter: b.voter.clone(),
            },
        }
    }
}

/// `ballots` in the order the public may know them ([`Shown`]), each voter's own in the order
/// they were cast.
pub fn as_shown(eligible: &[(PlayerName, u32)], ballots: &mut [Ballot]) {
    ballots.sort_by_cached_key(|b| Shown::of(eligible, b));
}

/// How a new vote meets the voter's current one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Replace {
    /// The new vote replaces the old one.
    #[default]
    LastCounts,
    /// A new vote while voting someone is ignored until an unvote.
    UnvoteFirst,
    /// A vote, once cast, is never changed: a later ballot of the voter, an unvote too, is
    /// discarded (among-us's deliberations: "Una vez emitido un voto, no se puede cambiar").
    FirstStands,
}

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct VoteRules {
    pub allow_self_vote: bool,
    /// Abstention is counted as a "no lynch" wagon.
    pub abstention_is_candidate: bool,
    /// Ballots with `at >= frozen_at` do not count.
    pub frozen_at: Option<i64>,
    pub replace_policy: Replace,
}

/// Is this void reason the master's only? A vote void for a reason the voter must not learn
/// (a Cuoredoro's vote against his faction: "Inizia il gioco convinto di essere un Contadino
/// Semplice") is left out of every public count: not listed as a vote that does not count, and
/// its voter not listed as not voting. Its key ends in `-secret`; the trace and `--json` keep it.
pub fn is_secret_void(reason: &str) -> bool {
    reason.ends_with("-secret")
}

/// The ballots as the public sees them: a vote void for a secret reason counts as an ordinary
/// vote ("show what the public would see if the vote were ordinary"), so that no wagon, no
/// abstention and no "not voting" line depends on the secret; the master is told apart.
pub fn as_public(ballots: &[Ballot]) -> Vec<Ballot> {
    ballots
        .iter()
        .map(|b| match &b.void {
            Some(r) if is_secret_void(r) => Ballot {
                void: None,
                ..b.clone()
            },
            _ => b.clone(),
        })
        .collect()
}

/// The rules as the public knows them: no freeze. Chechino's engines stop "en secreto": a
/// public count (`tally`, the wagons picture, the hammer it marks) never applies the stop.
pub fn public_rules(rules: &VoteRules) -> VoteRules {
    VoteRules {
        frozen_at: None,
        ..rules.clone()
    }
}

/// Why a ballot does not count.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub enum Discard {
    NotEligible,
    SelfVote,
    Frozen,
    Void(String),
    /// A later vote of the same voter took its place.
    Replaced,
    /// The voter unvoted it.
    Withdrawn,
    /// The voter already voted this target: the first ballot keeps its place.
    Repeated,
    IgnoredUntilUnvote,
    NothingToUnvote,
    /// The voter's first vote stands ([`Replace::FirstStands`]).
    Final,
}

/// The voters of one target, in the order the public may know ([`Shown`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Wagon {
    pub target: Choice,
    pub weight: u32,
    pub voters: Vec<(PlayerName, u32)>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Decision {
    /// Every player tied at the top dies, if the top weight reaches `min_weight`
    /// (One Night: "if no player gets more than one vote, nobody dies": `min_weight: 2`).
    AllTiedDie {
        min_weight: u32,
    },
    /// A tie is broken by `chosen` (Chechino's captain), who must be among the tied.
    TieBreaker {
        chosen: Option<PlayerName>,
    },
    NoLynchOnTie,
    /// A tie is returned as [`Verdict::Tie`] for the caller to draw.
    RandomOnTie,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub enum NoLynchReason {
    NoVotes,
    AbstentionLeads,
    BelowMinimum {
        top: u32,
        min: u32,
    },
    Tie(Vec<PlayerName>),
    TieNotBroken {
        tied: Vec<PlayerName>,
        chosen: Option<PlayerName>,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub enum Verdict {
    Lynch(Vec<PlayerName>),
    NoLynch { reason: NoLynchReason },
    Tie(Vec<PlayerName>),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tally {
    eligible: Vec<(PlayerName, u32)>,
    counted: Vec<Ballot>,
    /// `counted` as the public count places them (`public::placed`).
    placed: Vec<Ballot>,
    wagons: Vec<Wagon>,
    discarded: Vec<(Ballot, Discard)>,
}

impl Tally {
    /// Counts `ballots` cast by `eligible` voters (name, weight).
    pub fn count(eligible: &[(PlayerName, u32)], ballots: &[Ballot], rules: &VoteRules) -> Tally {
        let weights = weights_of(eligible);
        let order = in_order(ballots);
        // Each voter's standing ballot: (arrival position, ballot, does it count).
        let mut current: Standing = BTreeMap::new();
        let mut discarded = Vec::new();
        for (pos, b) in order.into_iter().enumerate() {
            take(&weights, rules, &mut current, &mut discarded, pos, b);
        }
        let mut standing: Vec<(usize, &Ballot)> = current
            .into_values()
            .filter(|(_, _, counts)| *counts)
            .map(|(pos, b, _)| (pos, b))
            .collect();
        standing.sort_by_key(|(pos, _)| *pos);
        let counted: Vec<Ballot> = standing.into_iter().map(|(_, b)| b.clone()).collect();
        // Shown where the public count shows them: a PM's vote a post of the voter's gives too
        // stands at that post, whenever the PM came (`public::placed`).
        let placed = public::placed(&weights, rules, ballots, &counted);
        let wagons = wagons_shown(eligible, &weights, rules, &placed);
        // Listed as the public may know them: the PMs' votes that do not count never in the
        // order they were sent.
        discarded.sort_by_cached_key(|(b, _)| Shown::of(eligible, b));
        Tally {
            eligible: eligible.to_vec(),
            counted,
            placed,
            wagons,
            discarded,
        }
    }

    /// Wagons by weight (heaviest first), then by which reached that weight first in the order
    /// the public may know ([`Shown`]).
    pub fn wagons(&self) -> Vec<Wagon> {
        self.wagons.clone()
    }

    /// The weight of a wagon (0 if nobody votes `target`; see [`Choice::Abstain`] for no lynch).
    pub fn weight_for(&self, target: &Choice) -> u32 {
        let wagon = self.wagons.iter().find(|w| w.target == *target);
        wagon.map_or(0, |w| w.weight)
    }

    pub fn weight_of(&self, target: &str) -> u32 {
        self.weight_for(&Choice::Player(target.to_string()))
    }

    /// The standing votes (abstentions included), in arrival order: the master's.
    pub fn counted(&self) -> &[Ballot] {
        &self.counted
    }

    /// The standing votes in the order the public may know them ([`Shown`]).
    pub fn counted_as_shown(&self) -> Vec<Ballot> {
        let mut shown = self.placed.clone();
        as_shown(&self.eligible, &mut shown);
        shown
    }

    /// The last counting vote on `target`'s wagon in the order the votes were cast (by `sent:`
    /// time, then file order): what made the wagon, not how it is shown.
    pub fn last_vote_for(&self, target: &Choice) -> Option<&Ballot> {
        self.counted.iter().rfind(|b| b.choice == *target)
    }

    /// Eligible voters without a standing vote, in eligible order.
    pub fn not_voting(&self) -> Vec<PlayerName> {
        self.eligible
            .iter()
            .filter(|(name, _)| !self.counted.iter().any(|b| b.voter == *name))
            .filter(|(name, _)| {
                !self.discarded.iter().any(|(b, why)| {
                    b.voter == *name && matches!(why, Discard::Void(r) if is_secret_void(r))
                })
            })
            .map(|(name, _)| name.clone())
            .collect()
    }

    /// The ballots that do not count, with why, in the order the public may know them.
    pub fn discarded(&self) -> &[(Ballot, Discard)] {
        &self.discarded
    }

    /// Players (not abstention) on the heaviest player wagons, if that weight is above 0.
    pub fn leaders(&self) -> Vec<PlayerName> {
        let players = || {
            self.wagons.iter().filter_map(|w| match &w.target {
                Choice::Player(p) => Some((p, w.weight)),
                _ => None,
            })
        };
        let top = players().map(|(_, w)| w).max().unwrap_or(0);
        if top == 0 {
            return Vec::new();
        }
        players()
            .filter(|(_, w)| *w == top)
            .map(|(p, _)| p.clone())
            .collect()
    }

    pub fn decide(&self, rule: Decision) -> Verdict {
        let leaders = self.leaders();
        let no = |reason| Verdict::NoLynch { reason };
        let Some(first) = leaders.first() else {
            return no(NoLynchReason::NoVotes);
        };
        let top = self.weight_of(first);
        if self.weight_for(&Choice::Abstain) >= top {
            return no(NoLynchReason::AbstentionLeads);
        }
        match rule {
            Decision::AllTiedDie { min_weight } if top < min_weight => {
                no(NoLynchReason::BelowMinimum {
                    top,
                    min: min_weight,
                })
            }
            Decision::AllTiedDie { .. } => Verdict::Lynch(leaders),
            _ if leaders.len() == 1 => Verdict::Lynch(leaders),
            Decision::TieBreaker { chosen } => match chosen {
                Some(c) if leaders.contains(&c) => Verdict::Lynch(vec![c]),
                chosen => no(NoLynchReason::TieNotBroken {
                    tied: leaders,
                    chosen,
                }),
            },
            Decision::NoLynchOnTie => no(NoLynchReason::Tie(leaders)),
            Decision::RandomOnTie => Verdict::Tie(leaders),
        }
    }
}

/// The wagons of the standing ballots (`counted`), listed in the order the public may know
/// ([`Shown`]), never by the PMs' times: each wagon's voters so, the heaviest first, and of
/// equal ones the one that reached its weight first so.
fn wagons_shown(
    eligible: &[(PlayerName, u32)],
    weights: &BTreeMap<&str, u32>,
    rules: &VoteRules,
    counted: &[Ballot],
) -> Vec<Wagon> {
    let mut shown: Vec<(Shown, &Ballot)> = counted
        .iter()
        .map(|b| (Shown::of(eligible, b), b))
        .collect();
    shown.sort_by(|a, b| a.0.cmp(&b.0));
    // (wagon, the place of its last vote: when, as shown, it reached its weight)
    let mut wagons: Vec<(Wagon, Option<Shown>)> = Vec::new();
    for (place, b) in shown {
        if b.choice == Choice::Abstain && !rules.abstention_is_candidate {
            continue;
        }
        let weight = weights[b.voter.as_str()];
        let i = wagons
            .iter()
            .position(|(w, _)| w.target == b.choice)
            .unwrap_or_else(|| {
                let empty = Wagon {
                    target: b.choice.clone(),
                    weight: 0,
                    voters: Vec::new(),
                };
                wagons.push((empty, None));
                wagons.len() - 1
            });
        let (wagon, reached) = &mut wagons[i];
        wagon.weight += weight;
        wagon.voters.push((b.voter.clone(), weight));
        *reached = Some(place);
    }
    wagons.sort_by(|(a, ra), (b, rb)| b.weight.cmp(&a.weight).then_with(|| ra.cmp(rb)));
    wagons.into_iter().map(|(w, _)| w).collect()
}

/// Votes still needed for a strict majority of the total weight ("L-X"): `total/2 + 1 - current`.
pub fn votes_to_majority(eligible_total_weight: u32, current: u32) -> u32 {
    (eligible_total_weight / 2 + 1).saturating_sub(current)
}
/// Each voter's standing ballot: (arrival position, ballot, does it count).
type Standing<'a> = BTreeMap<&'a str, (usize, &'a Ballot, bool)>;

/// The voters' weights. Reversed, so that a name listed twice keeps its first weight.
fn weights_of(eligible: &[(PlayerName, u32)]) -> BTreeMap<&str, u32> {
    eligible
        .iter()
        .rev()
        .map(|(n, w)| (n.as_str(), *w))
        .collect()
}

/// The indices of `ballots` in counting order: by send time, untimed last, then arrival (a
/// stable sort: file order last).
pub fn counting_order(ballots: &[Ballot]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..ballots.len()).collect();
    order.sort_by_key(|&i| (ballots[i].at.is_none(), ballots[i].at, ballots[i].seq));
    order
}

/// The ballots in counting order.
fn in_order(ballots: &[Ballot]) -> Vec<&Ballot> {
    counting_order(ballots)
        .into_iter()
        .map(|i| &ballots[i])
        .collect()
}

/// Takes one ballot, the `pos`-th in counting order: it stands (replacing the voter's earlier
/// one), withdraws it, or is discarded with the reason.
fn take<'a>(
    weights: &BTreeMap<&str, u32>,
    rules: &VoteRules,
    current: &mut Standing<'a>,
    discarded: &mut Vec<(Ballot, Discard)>,
    pos: usize,
    b: &'a Ballot,
) {
    macro_rules! reject {
        ($why:expr) => {{
            discarded.push((b.clone(), $why));
            return;
        }};
    }
    if !weights.contains_key(b.voter.as_str()) {
        reject!(Discard::NotEligible);
    }
    if matches!((rules.frozen_at, b.at), (Some(f), Some(t)) if t >= f) {
        reject!(Discard::Frozen);
    }
    let prev = current.get(b.voter.as_str()).copied();
    if rules.replace_policy == Replace::FirstStands
        && (b.choice == Choice::Unvote || prev.is_some_and(|(_, _, counts)| counts))
    {
        reject!(Discard::Final);
    }
    if b.choice == Choice::Unvote {
        match current.remove(b.voter.as_str()) {
            Some((_, old, true)) => discarded.push((old.clone(), Discard::Withdrawn)),
            Some(_) => {} // withdraws a void ballot, already listed
            None => reject!(Discard::NothingToUnvote),
        }
        return;
    }
    if matches!(&b.choice, Choice::Player(t) if *t == b.voter) && !rules.allow_self_vote {
        reject!(Discard::SelfVote);
    }
    if let Some((_, old, counts)) = prev {
        if counts && old.choice == b.choice && b.void.is_none() {
            reject!(Discard::Repeated);
        }
        if rules.replace_policy == Replace::UnvoteFirst {
            reject!(Discard::IgnoredUntilUnvote);
        }
        if counts {
            discarded.push((old.clone(), Discard::Replaced));
        }
    }
    let counts = match &b.void {
        Some(reason) => {
            discarded.push((b.clone(), Discard::Void(reason.clone())));
            false
        }
        None => true,
    };
    current.insert(b.voter.as_str(), (pos, b, counts));
}

#[cfg(test)]
mod tests;
