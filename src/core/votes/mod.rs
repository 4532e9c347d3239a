//! A vote tally for forum games: who votes whom, with what weight, and who is lynched.
//!
//! - **Weights**: Chechino's living vote 2, the dead 1, the captain 3; a wagon weighs the sum.
//! - **Order**: by send time `at`, then arrival `seq`; untimed ballots come after timed ones.
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
    /// Arrival order: breaks ties of `at`.
    #[serde(default)]
    pub seq: usize,
    /// Why the rules void this ballot ("cuoredoro", "cancelled-by-cook"...).
    #[serde(default)]
    pub void: Option<String>,
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

/// The voters of one target, in the order their counting votes arrived.
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
        // (wagon, arrival position of its last vote: when it reached its weight)
        let mut wagons: Vec<(Wagon, usize)> = Vec::new();
        for (pos, b) in &standing {
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
                    wagons.push((empty, 0));
                    wagons.len() - 1
                });
            let (wagon, reached) = &mut wagons[i];
            wagon.weight += weight;
            wagon.voters.push((b.voter.clone(), weight));
            *reached = *pos;
        }
        wagons.sort_by_key(|(w, reached)| (std::cmp::Reverse(w.weight), *reached));
        Tally {
            eligible: eligible.to_vec(),
            counted: standing.into_iter().map(|(_, b)| b.clone()).collect(),
            wagons: wagons.into_iter().map(|(w, _)| w).collect(),
            discarded,
        }
    }

    /// Wagons by weight (heaviest first), then by who reached that weight first.
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

    /// The standing votes (abstentions included), in arrival order.
    pub fn counted(&self) -> &[Ballot] {
        &self.counted
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
mod tests {
    use super::Discard::*;
    use super::*;

    /// "Ana:2 Bea": voters and weights (1 when not given).
    pub(super) fn roll(text: &str) -> Vec<(PlayerName, u32)> {
        let entry = |e: &str| match e.split_once(':') {
            Some((name, w)) => (name.into(), w.parse().unwrap()),
            None => (e.into(), 1),
        };
        text.split_whitespace().map(entry).collect()
    }

    /// "Ana>Bob@5" votes Bob at minute 5, "Ana>-" abstains, "Ana>!" unvotes, "Ana>Bob#why"
    /// is void; `seq` is the position in the text.
    pub(super) fn ballots(text: &str) -> Vec<Ballot> {
        let ballot = |(seq, token): (usize, &str)| {
            let field = |mark| token.split_once(mark)?.1.split(['@', '#']).next();
            let choice = match field('>').unwrap() {
                "-" => Choice::Abstain,
                "!" => Choice::Unvote,
                name => Choice::Player(name.into()),
            };
            let (at, void) = (
                field('@').map(|a| a.parse().unwrap()),
                field('#').map(String::from),
            );
            let voter = token.split('>').next().unwrap().into();
            Ballot {
                voter,
                choice,
                at,
                seq,
                void,
            }
        };
        text.split_whitespace().enumerate().map(ballot).collect()
    }

    fn tally(voters: &str, text: &str, rules: VoteRules) -> Tally {
        Tally::count(&roll(voters), &ballots(text), &rules)
    }

    fn plain(voters: &str, text: &str) -> Tally {
        tally(voters, text, VoteRules::default())
    }

    fn rules(edit: fn(&mut VoteRules)) -> VoteRules {
        let mut rules = VoteRules::default();
        edit(&mut rules);
        rules
    }

    fn names(text: &str) -> Vec<PlayerName> {
        text.split_whitespace().map(String::from).collect()
    }

    /// The weights on the named players.
    fn weights(t: &Tally, targets: &str) -> Vec<u32> {
        targets.split_whitespace().map(|p| t.weight_of(p)).collect()
    }

    /// (seq, reason) of every discarded ballot, in discard order.
    fn reasons(t: &Tally) -> Vec<(usize, Discard)> {
        let pairs = t.discarded().iter();
        pairs.map(|(b, d)| (b.seq, d.clone())).collect()
    }

    fn no(reason: NoLynchReason) -> Verdict {
        Verdict::NoLynch { reason }
    }

    #[test]
    fn weights_add_up_and_wagons_sort_by_weight_then_first_reached() {
        // Chechino: living 2, dead 1, captain 3.
        let voters = "Ana:2 Bea:1 Cap:3 Dan:2";
        let t = plain(voters, "Ana>Zed@1 Bea>Zed@2 Cap>Yan@3");
        assert_eq!(weights(&t, "Zed Yan Bob"), [3, 3, 0]);
        assert_eq!(t.wagons()[0].voters, roll("Ana:2 Bea:1"));
        assert_eq!(t.leaders(), names("Zed Yan"));
        let t = plain(voters, "Ana>Zed@1 Bea>Zed@2 Cap>Yan@3 Dan>Yan@4");
        assert_eq!((t.leaders(), t.weight_of("Yan")), (names("Yan"), 5));
        // Yan's wagon started first, but Zed's reached 2 first.
        let t = plain("Ana Bea Cid Dan", "Ana>Yan Bea>Zed Cid>Zed Dan>Yan");
        assert_eq!(t.leaders(), names("Zed Yan"));
        let listed_twice = plain("Ana:2 Ana:5", "Ana>Bob");
        assert_eq!(listed_twice.weight_of("Bob"), 2, "the first weight stands");
    }

    #[test]
    fn self_votes_and_strangers_do_not_count() {
        let t = plain("Ana Bea", "Ana>Ana Eve>Bea");
        assert_eq!(weights(&t, "Ana Bea"), [0, 0]);
        assert_eq!(reasons(&t), [(0, SelfVote), (1, NotEligible)]);
        let t = tally("Ana", "Ana>Ana", rules(|r| r.allow_self_vote = true));
        assert_eq!(t.weight_of("Ana"), 1);
    }

    #[test]
    fn ballots_at_or_after_the_freeze_do_not_count() {
        let text = "Ana>Bea@59 Ana>Cid@60 Bea>Ana@61 Bea>Cid";
        let t = tally("Ana:2 Bea:2", text, rules(|r| r.frozen_at = Some(60)));
        // The untimed ballot cannot be shown to be late.
        assert_eq!(weights(&t, "Bea Ana Cid"), [2, 0, 2]);
        assert_eq!(reasons(&t), [(1, Frozen), (2, Frozen)]);
    }

    #[test]
    fn the_last_vote_replaces_earlier_ones_by_time_then_arrival() {
        let mut list = ballots("Ana>Xia@10 Ana>Yan@5 Bea>Yan@7 Bea>Xia@7 Bea>Zoe");
        (list[2].seq, list[3].seq) = (3, 2); // same minute: Bea's Xia arrived first
        let t = Tally::count(&roll("Ana Bea"), &list, &VoteRules::default());
        assert_eq!(weights(&t, "Xia Yan Zoe"), [1, 0, 1]);
        assert_eq!(reasons(&t), [(2, Replaced), (1, Replaced), (3, Replaced)]);
        let counted: Vec<usize> = t.counted().iter().map(|b| b.seq).collect();
        assert_eq!(counted, [0, 4]);
    }

    #[test]
    fn a_repeated_vote_keeps_its_first_place() {
        let t = plain("Ana Bea", "Ana>Xia Bea>Xia Ana>Xia");
        assert_eq!(t.wagons()[0].voters, roll("Ana Bea"));
        assert_eq!(reasons(&t), [(2, Repeated)]);
    }

    #[test]
    fn unvote_first_ignores_new_votes_until_an_unvote() {
        let text = "Ana>Xia Ana>Yan Ana>! Ana>Zoe Bea>!";
        let unvote_first = rules(|r| r.replace_policy = Replace::UnvoteFirst);
        let t = tally("Ana Bea", text, unvote_first);
        assert_eq!(weights(&t, "Xia Yan Zoe"), [0, 0, 1]);
        let expected = [
            (1, IgnoredUntilUnvote),
            (0, Withdrawn),
            (4, NothingToUnvote),
        ];
        assert_eq!(reasons(&t), expected);
        // Under LastCounts, the second vote moves Ana.
        assert_eq!(weights(&plain("Ana", "Ana>Xia Ana>Yan"), "Xia Yan"), [0, 1]);
    }

    #[test]
    fn first_stands_refuses_a_second_vote_and_an_unvote_but_not_a_vote_after_a_void_one() {
        // "Una vez emitido un voto, no se puede cambiar."
        let text = "Ana>Xia Ana>Yan Ana>! Bea>! Bea>Lup#void Bea>Yan Cid>- Cid>Xia";
        let first = rules(|r| r.replace_policy = Replace::FirstStands);
        let t = tally("Ana Bea Cid", text, first);
        assert_eq!(weights(&t, "Xia Yan"), [1, 1]);
        let expected = [
            (1, Final),
            (2, Final),
            (3, Final),
            (4, Void("void".into())),
            (7, Final),
        ];
        assert_eq!(reasons(&t), expected);
        assert!(t.not_voting().is_empty(), "Cid's abstention stands");
    }

    #[test]
    fn void_ballots_are_listed_and_replace_but_do_not_count() {
        let t = plain("Cuo Bea", "Cuo>Bea Cuo>Lup#cuoredoro");
        assert_eq!(weights(&t, "Bea Lup"), [0, 0]);
        assert_eq!(reasons(&t), [(0, Replaced), (1, Void("cuoredoro".into()))]);
        assert_eq!(t.not_voting(), names("Cuo Bea"));
        assert_eq!(t.decide(Decision::RandomOnTie), no(NoLynchReason::NoVotes));
    }

    #[test]
    fn ties_under_each_decision() {
        let t = plain("Ana Bea Cid", "Ana>Bea Bea>Ana");
        let tied = names("Bea Ana");
        let captain = |c: &str| Decision::TieBreaker {
            chosen: Some(c.into()),
        };
        let all_die = Decision::AllTiedDie { min_weight: 1 };
        assert_eq!(t.decide(all_die), Verdict::Lynch(tied.clone()));
        assert_eq!(t.decide(captain("Ana")), Verdict::Lynch(names("Ana")));
        let chosen = Some("Cid".into());
        let unbroken = NoLynchReason::TieNotBroken {
            tied: tied.clone(),
            chosen,
        };
        assert_eq!(t.decide(captain("Cid")), no(unbroken));
        let tie = NoLynchReason::Tie(tied.clone());
        assert_eq!(t.decide(Decision::NoLynchOnTie), no(tie));
        assert_eq!(t.decide(Decision::RandomOnTie), Verdict::Tie(tied));
        let t = plain("Ana Bea Cid", "Ana>Bea Bea>Ana Cid>Ana");
        let ana = Verdict::Lynch(names("Ana"));
        assert_eq!(t.decide(Decision::NoLynchOnTie), ana);
        assert_eq!(t.decide(Decision::TieBreaker { chosen: None }), ana);
    }

    #[test]
    fn one_night_nobody_dies_without_a_second_vote() {
        let one_night = || Decision::AllTiedDie { min_weight: 2 };
        let t = plain("Ana Bea Cid Dan", "Ana>Bea Bea>Cid Cid>Ana");
        assert_eq!(t.leaders().len(), 3);
        let below = NoLynchReason::BelowMinimum { top: 1, min: 2 };
        assert_eq!(t.decide(one_night()), no(below));
        let t = plain("Ana Bea Cid Dan", "Ana>Bea Bea>Ana Cid>Bea Dan>Ana");
        assert_eq!(t.decide(one_night()), Verdict::Lynch(names("Bea Ana")));
    }

    #[test]
    fn abstention_is_a_vote_and_may_be_a_no_lynch_wagon() {
        let t = plain("Ana Bea Cid", "Ana>- Bea>- Cid>Ana");
        assert_eq!(t.wagons().len(), 1);
        assert!(t.not_voting().is_empty(), "abstaining is voting");
        assert_eq!(
            t.decide(Decision::NoLynchOnTie),
            Verdict::Lynch(names("Ana"))
        );
        let wagon = || rules(|r| r.abstention_is_candidate = true);
        let t = tally("Ana Bea Cid", "Ana>- Bea>- Cid>Ana", wagon());
        assert_eq!(t.wagons()[0].target, Choice::Abstain);
        assert_eq!(t.weight_for(&Choice::Abstain), 2);
        assert_eq!(t.leaders(), names("Ana"));
        // Level with the leader is enough to prevent the lynch.
        let t = tally("Ana Bea Cid", "Ana>- Cid>Ana", wagon());
        let leads = no(NoLynchReason::AbstentionLeads);
        assert_eq!(t.decide(Decision::RandomOnTie), leads);
    }

    #[test]
    fn not_voting_keeps_the_eligible_order() {
        let t = plain("Zoe Ana Max Bea", "Max>Ana Bea>Max Bea>!");
        assert_eq!(t.not_voting(), names("Zoe Ana Bea"));
    }

    #[test]
    fn majority_helper_counts_what_is_missing() {
        assert_eq!(votes_to_majority(9, 0), 5);
        assert_eq!(votes_to_majority(9, 3), 2);
        assert_eq!(votes_to_majority(10, 3), 3);
        assert_eq!(votes_to_majority(10, 7), 0);
    }
}
