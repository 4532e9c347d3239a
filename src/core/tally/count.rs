//! The count: the day's ballots under its rules, as wagons with L-X, the votes that do not
//! count and why, and what the master must see (posts ignored, names unread).

use super::{DayVote, Majority, VOID_NO_ABSTENTION, VOID_NOT_CANDIDATE};
use crate::core::names::NameMiss;
use crate::core::votes::{Ballot, Choice, Discard, Tally, Wagon, public_day};
use serde::Serialize;
use std::collections::BTreeMap;

/// Where a vote was cast: a post of the thread or a PM.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct Origin {
    pub post: Option<u64>,
    pub file: Option<String>,
}

impl Origin {
    pub fn post(number: u64) -> Self {
        Origin {
            post: Some(number),
            file: None,
        }
    }

    pub fn file(path: &str) -> Self {
        Origin {
            post: None,
            file: Some(path.to_string()),
        }
    }
}

/// A vote as the count lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Vote {
    Player {
        target: String,
    },
    Abstain,
    Unvote,
    /// A name that could not be read, as written.
    Unread {
        written: String,
    },
}

impl Vote {
    fn of(choice: &Choice) -> Vote {
        match choice {
            Choice::Player(p) => Vote::Player { target: p.clone() },
            Choice::Abstain => Vote::Abstain,
            Choice::Unvote => Vote::Unvote,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Voter {
    pub name: String,
    pub weight: u32,
    #[serde(flatten)]
    pub origin: Origin,
}

/// One wagon: a player (or "no lynch") and the votes on it: those given by PM in roster order,
/// then the thread's in the order they were posted.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct WagonLine {
    /// `None` for the "no lynch" wagon.
    pub target: Option<String>,
    pub weight: u32,
    /// Weight still needed by the ruleset's majority rule (none for "no lynch").
    pub l_minus: Option<u32>,
    pub voters: Vec<Voter>,
}

/// Why a vote does not count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reason {
    NotEligible,
    SelfVote,
    Frozen,
    Void,
    Replaced,
    Withdrawn,
    Repeated,
    IgnoredUntilUnvote,
    NothingToUnvote,
    /// The voter's first vote stands: a vote is never changed.
    Final,
    /// Cast at or after the deadline.
    Late,
    /// Cast after a wagon reached a majority that ended the day (a hammer).
    AfterHammer,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Discarded {
    pub voter: String,
    pub vote: Vote,
    pub reason: Reason,
    /// The void reason (a catalog key, or the ruleset's word for it).
    pub detail: Option<String>,
    #[serde(flatten)]
    pub origin: Origin,
}

/// Posts with votes by somebody who cannot vote.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct IgnoredPosts {
    pub author: String,
    pub reason: crate::core::thread::IgnoredWhy,
    pub posts: Vec<u64>,
    /// Who plays the slot now, for an author who left the game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub by: Option<String>,
}

/// A vote whose name could not be read: not counted, listed for the master.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct UnreadName {
    pub post: u64,
    pub voter: String,
    pub written: String,
    /// `unknown` (`names` are the closest) or `ambiguous` (`names` all start like that).
    pub reason: &'static str,
    pub names: Vec<String>,
    /// The later post where the same player cast a vote that was read: nothing to settle.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub replaced: Option<u64>,
}

/// A place of a voter's post that speaks of the vote and was not read as one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct UnclearPlace {
    pub post: u64,
    pub voter: String,
    /// The place as written, in one line.
    pub text: String,
    pub why: crate::core::thread::Unclear,
    /// The later post where the same player cast a vote that was read: nothing to settle.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub replaced: Option<u64>,
}

/// A vote written in a spoiler or in white or transparent text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HiddenVote {
    pub post: u64,
    pub voter: String,
    /// Whether it counts, by the game's rule (`hidden_votes`).
    pub counted: bool,
}

impl UnreadName {
    pub fn new(post: u64, voter: &str, written: &str, miss: &NameMiss) -> Self {
        let (reason, names) = match miss {
            NameMiss::Unknown { suggestions } => ("unknown", suggestions.clone()),
            NameMiss::Ambiguous { candidates } => ("ambiguous", candidates.clone()),
        };
        UnreadName {
            post,
            voter: voter.to_string(),
            written: written.to_string(),
            reason,
            names,
            replaced: None,
        }
    }
}

/// What the count covers: up to a post of the thread (its number and time), or the PMs (the
/// latest `sent:` time, the master's alone: `--json`). The post is dated by a post only: a PM's
/// `sent:` is between its sender and the master, and the last one would tell when the last vote
/// came.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct Updated {
    pub post: Option<u64>,
    pub time: Option<String>,
}

/// Where the votes were read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Source {
    Orders,
    Thread,
}

/// The vote that gave a wagon more than half of the votes, in the order the public may know
/// ([`crate::core::daycount::hammer_of`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HammerAt {
    pub target: String,
    /// Whose post passed half; `None` when the votes given by PM did (no voter, no moment).
    pub voter: Option<String>,
    #[serde(flatten)]
    pub origin: Origin,
}

/// A vote count, ready to render or to print as JSON.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Count {
    pub ruleset: String,
    pub phase: String,
    pub source: Source,
    pub majority: Majority,
    /// The ruleset's wording of the majority line ([`super::DayVote::majority_line`]).
    #[serde(skip)]
    pub majority_line: Option<&'static str>,
    /// The voters' total weight.
    pub total_weight: u32,
    /// Whether any vote weighs other than 1 (weights are then shown).
    pub weighted: bool,
    /// Heaviest first, then the one that reached its weight first, each wagon's voters in the
    /// order the public may know ([`crate::core::votes::Shown`]).
    pub wagons: Vec<WagonLine>,
    /// Voters without a standing vote, in roster order.
    pub not_voting: Vec<String>,
    /// Voters whose standing vote is an abstention (where the rules allow one and it is not a
    /// "no lynch" wagon), in the order the public may know ([`crate::core::votes::Shown`]).
    pub abstaining: Vec<String>,
    /// The players who would be lynched at the deadline if it were now (by weight alone).
    pub leaders: Vec<String>,
    /// When a wagon first weighed more than half of the votes (a majority rule, or `--hammer`).
    pub hammer: Option<HammerAt>,
    /// Every vote that does not count, with the reason (the real count: the master's `--json`).
    pub discarded: Vec<Discarded>,
    /// The votes that do not count as the public may know them: the discards of the public
    /// view's count ([`super::public_view`]), where a secretly void vote replaces the vote
    /// before it as an ordinary one would and no freeze holds. The count's post lists these
    /// (the replaced and withdrawn ones only with `--history`), never [`Count::discarded`].
    #[serde(skip)]
    pub public_discarded: Vec<Discarded>,
    pub ignored: Vec<IgnoredPosts>,
    pub unread: Vec<UnreadName>,
    /// Places of voters' posts that speak of the vote and were not read as one.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub unclear: Vec<UnclearPlace>,
    /// Votes written where the page does not show them.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub hidden: Vec<HiddenVote>,
    /// Names in the thread read otherwise than as written, each listed ("read X as Y").
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub read_as: Vec<ReadAs>,
    pub updated: Updated,
    /// A secret ballot ([`crate::core::ruleset::Ruleset::secret_ballot`]): the post names no voter
    /// (the JSON, for the master, still does).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub secret: bool,
}

/// A voted name read as a player's otherwise than as written: as a moderator reads it (an
/// alias, accents or case, a unique prefix, a one-letter typo, an acronym, a glued name).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReadAs {
    pub post: u64,
    pub voter: String,
    pub written: String,
    pub name: String,
    pub how: crate::core::thread::How,
}

impl Count {
    /// Counts `ballots` under the day's rules; `origins` says where each ballot (by `seq`) was
    /// cast. Votes for non-candidates, and abstentions where not allowed, are void.
    pub fn new(
        ruleset: &str,
        phase: &str,
        source: Source,
        day: &DayVote,
        ballots: &[Ballot],
        origins: &BTreeMap<usize, Origin>,
    ) -> Count {
        let ballots = voided(day, ballots);
        // The wagons as the public sees them; the secret voids stay in `discarded` (the
        // master's `--json`), never in a posted line. A freeze is secret too ("detener en
        // secreto los motores"): the public count has none.
        // Counted as the public may know the day: the votes given by PM first, each voter's
        // final one alone, never a vote a later PM replaced (`votes::public_day`).
        let (public, public_ballots) = super::public_view(day, &ballots);
        let shown = public_day(&public.voters, &public_ballots, &public.rules);
        let tally = Tally::count(&public.voters, &shown.ballots, &public.rules);
        let real = Tally::count(&day.voters, &ballots, &day.rules);
        let origin = |b: &Ballot| origins.get(&b.seq).cloned().unwrap_or_default();
        let public_origins: BTreeMap<usize, Origin> = (shown.ballots.iter().zip(&shown.from))
            .map(|(b, from)| (b.seq, origins.get(from).cloned().unwrap_or_default()))
            .collect();
        let public_origin = |b: &Ballot| public_origins.get(&b.seq).cloned().unwrap_or_default();
        let total_weight = day.voters.iter().map(|(_, w)| w).sum();
        let wagons = tally.wagons();
        let counted = tally.counted();
        let lines = wagon_lines(day, total_weight, &wagons, counted, &public_origin);
        let listed = |tally: &Tally, origin: &dyn Fn(&Ballot) -> Origin| -> Vec<Discarded> {
            tally
                .discarded()
                .iter()
                .map(|(b, why)| {
                    let (reason, detail) = reason_of(why);
                    Discarded {
                        voter: b.voter.clone(),
                        vote: Vote::of(&b.choice),
                        reason,
                        detail,
                        origin: origin(b),
                    }
                })
                .collect()
        };
        let leaders = leaders(day, total_weight, &wagons);
        Count {
            ruleset: ruleset.to_string(),
            phase: phase.to_string(),
            source,
            majority: day.majority,
            majority_line: day.majority_line,
            total_weight,
            weighted: day.voters.iter().any(|(_, w)| *w != 1),
            wagons: lines,
            not_voting: tally.not_voting(),
            abstaining: match day.abstention && !day.rules.abstention_is_candidate {
                true => tally
                    .counted_as_shown()
                    .iter()
                    .filter(|b| b.choice == Choice::Abstain)
                    .map(|b| b.voter.clone())
                    .collect(),
                false => Vec::new(),
            },
            leaders,
            hammer: None,
            discarded: listed(&real, &origin),
            public_discarded: listed(&tally, &public_origin),
            ignored: Vec::new(),
            unread: Vec::new(),
            unclear: Vec::new(),
            hidden: Vec::new(),
            read_as: Vec::new(),
            updated: Updated::default(),
            secret: false,
        }
    }

    /// A vote cast at or after the deadline. A post's is public (the thread dates it); a PM's
    /// is the master's alone: a PM is private, and so is when it came, so the public count never
    /// tells that a player sent one late (issue 22 K): it reads as no PM at all.
    pub fn late(&mut self, voter: &str, vote: Vote, origin: Origin) {
        if origin.post.is_none() {
            self.discarded.push(Discarded {
                voter: voter.to_string(),
                vote,
                reason: Reason::Late,
                detail: None,
                origin,
            });
            return;
        }
        self.discard(voter, vote, origin, Reason::Late);
    }

    /// A vote cast after the hammer.
    pub fn after_hammer(&mut self, voter: &str, vote: Vote, origin: Origin) {
        self.discard(voter, vote, origin, Reason::AfterHammer);
    }

    /// A vote set aside before the count (late, after the hammer): the same for every reader.
    fn discard(&mut self, voter: &str, vote: Vote, origin: Origin, reason: Reason) {
        let discarded = Discarded {
            voter: voter.to_string(),
            vote,
            reason,
            detail: None,
            origin,
        };
        self.public_discarded.push(discarded.clone());
        self.discarded.push(discarded);
    }

    /// The stable JSON for bots (pretty-printed, keys in a fixed order).
    pub fn json(&self) -> String {
        crate::core::text::pretty_json(self)
    }
}

/// The ballots, each void where the day does not take it: a vote for a player who is no
/// candidate, an abstention where there is none.
fn voided(day: &DayVote, ballots: &[Ballot]) -> Vec<Ballot> {
    ballots
        .iter()
        .map(|b| {
            let mut b = b.clone();
            let void = match &b.choice {
                Choice::Player(t) if !day.candidates.contains(t) => Some(VOID_NOT_CANDIDATE),
                Choice::Abstain if !day.abstention => Some(VOID_NO_ABSTENTION),
                _ => None,
            };
            if b.void.is_none() {
                b.void = void.map(String::from);
            }
            b
        })
        .collect()
}

/// A line per wagon: its target (none for "no lynch"), its weight, its voters with where they
/// voted, and how many votes it lacks (L-X).
fn wagon_lines(
    day: &DayVote,
    total_weight: u32,
    wagons: &[Wagon],
    counted: &[Ballot],
    origin: &dyn Fn(&Ballot) -> Origin,
) -> Vec<WagonLine> {
    wagons
        .iter()
        .map(|w| {
            let target = match &w.target {
                Choice::Player(p) => Some(p.clone()),
                _ => None,
            };
            let voters = w
                .voters
                .iter()
                .map(|(name, weight)| Voter {
                    name: name.clone(),
                    weight: *weight,
                    origin: counted
                        .iter()
                        .find(|b| b.voter == *name)
                        .map(origin)
                        .unwrap_or_default(),
                })
                .collect();
            WagonLine {
                l_minus: target
                    .as_ref()
                    .map(|t| day.majority.needed(total_weight, wagons, t)),
                target,
                weight: w.weight,
                voters,
            }
        })
        .collect()
}

/// Why a vote does not count, as the count says it.
fn reason_of(why: &Discard) -> (Reason, Option<String>) {
    match why {
        Discard::NotEligible => (Reason::NotEligible, None),
        Discard::SelfVote => (Reason::SelfVote, None),
        Discard::Frozen => (Reason::Frozen, None),
        Discard::Void(r) => (Reason::Void, Some(r.clone())),
        Discard::Replaced => (Reason::Replaced, None),
        Discard::Withdrawn => (Reason::Withdrawn, None),
        Discard::Repeated => (Reason::Repeated, None),
        Discard::IgnoredUntilUnvote => (Reason::IgnoredUntilUnvote, None),
        Discard::NothingToUnvote => (Reason::NothingToUnvote, None),
        Discard::Final => (Reason::Final, None),
    }
}

/// Under a plurality, the players at the top (none lacks a vote).
fn leaders(day: &DayVote, total_weight: u32, wagons: &[Wagon]) -> Vec<String> {
    match day.majority {
        Majority::Strict => Vec::new(),
        Majority::Plurality { .. } => wagons
            .iter()
            .filter_map(|w| match &w.target {
                Choice::Player(p) if day.majority.needed(total_weight, wagons, p) == 0 => {
                    Some(p.clone())
                }
                _ => None,
            })
            .collect(),
    }
}
