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

use crate::core::diag::Problem;
use crate::core::game::Game;
use crate::core::msg::{Catalog, Msg};
use crate::core::names::NameMiss;
use crate::core::orders::OrderFile;
use crate::core::votes::{
    Ballot, Choice, Discard, PlayerName, Tally, VoteRules, Wagon, votes_to_majority,
};
use serde::Serialize;
use std::collections::BTreeMap;

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

/// Ballots from day PMs. `choices` reads one PM (with the ruleset's grammar) into its votes.
/// PMs are taken in the order they were sent: by `sent:` time, untimed ones after, then in
/// roster order; `at` is the minute sent and `seq` counts ballots in that order.
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
                at: file.sent.as_ref().map(|s| s.seconds.div_euclid(60)),
                seq: ballots.len(),
                void: None,
            });
        }
    }
    ballots
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

    fn shown(&self) -> String {
        match (&self.post, &self.file) {
            (Some(n), _) => format!("#{n}"),
            (None, Some(f)) => f.clone(),
            (None, None) => "?".into(),
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

/// One wagon: a player (or "no lynch") and the votes on it, in the order they came.
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
        }
    }
}

/// What the count covers: up to a post of the thread, or the PMs (the latest `sent:` time).
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

/// A vote count, ready to render or to print as JSON.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Count {
    pub ruleset: String,
    pub phase: String,
    pub source: Source,
    pub majority: Majority,
    /// The voters' total weight.
    pub total_weight: u32,
    /// Whether any vote weighs other than 1 (weights are then shown).
    pub weighted: bool,
    /// Heaviest first, then the one that reached its weight first.
    pub wagons: Vec<WagonLine>,
    /// Voters without a standing vote, in roster order.
    pub not_voting: Vec<String>,
    /// The players who would be lynched at the deadline if it were now (by weight alone).
    pub leaders: Vec<String>,
    pub discarded: Vec<Discarded>,
    pub ignored: Vec<IgnoredPosts>,
    pub unread: Vec<UnreadName>,
    pub updated: Updated,
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
        let ballots: Vec<Ballot> = ballots
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
            .collect();
        let tally = Tally::count(&day.voters, &ballots, &day.rules);
        let origin = |b: &Ballot| origins.get(&b.seq).cloned().unwrap_or_default();
        let total_weight = day.voters.iter().map(|(_, w)| w).sum();
        let wagons = tally.wagons();
        let counted = tally.counted();
        let lines = wagons
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
                        .map(|t| day.majority.needed(total_weight, &wagons, t)),
                    target,
                    weight: w.weight,
                    voters,
                }
            })
            .collect();
        let discarded = tally
            .discarded()
            .iter()
            .map(|(b, why)| {
                let (reason, detail) = match why {
                    Discard::NotEligible => (Reason::NotEligible, None),
                    Discard::SelfVote => (Reason::SelfVote, None),
                    Discard::Frozen => (Reason::Frozen, None),
                    Discard::Void(r) => (Reason::Void, Some(r.clone())),
                    Discard::Replaced => (Reason::Replaced, None),
                    Discard::Withdrawn => (Reason::Withdrawn, None),
                    Discard::Repeated => (Reason::Repeated, None),
                    Discard::IgnoredUntilUnvote => (Reason::IgnoredUntilUnvote, None),
                    Discard::NothingToUnvote => (Reason::NothingToUnvote, None),
                };
                Discarded {
                    voter: b.voter.clone(),
                    vote: Vote::of(&b.choice),
                    reason,
                    detail,
                    origin: origin(b),
                }
            })
            .collect();
        let leaders = match day.majority {
            Majority::Strict => Vec::new(),
            Majority::Plurality { .. } => wagons
                .iter()
                .filter_map(|w| match &w.target {
                    Choice::Player(p) if day.majority.needed(total_weight, &wagons, p) == 0 => {
                        Some(p.clone())
                    }
                    _ => None,
                })
                .collect(),
        };
        Count {
            ruleset: ruleset.to_string(),
            phase: phase.to_string(),
            source,
            majority: day.majority,
            total_weight,
            weighted: day.voters.iter().any(|(_, w)| *w != 1),
            wagons: lines,
            not_voting: tally.not_voting(),
            leaders,
            discarded,
            ignored: Vec::new(),
            unread: Vec::new(),
            updated: Updated::default(),
        }
    }

    /// A vote cast at or after the deadline.
    pub fn late(&mut self, voter: &str, vote: Vote, origin: Origin) {
        self.discard(voter, vote, origin, Reason::Late);
    }

    /// A vote cast after the hammer.
    pub fn after_hammer(&mut self, voter: &str, vote: Vote, origin: Origin) {
        self.discard(voter, vote, origin, Reason::AfterHammer);
    }

    fn discard(&mut self, voter: &str, vote: Vote, origin: Origin, reason: Reason) {
        self.discarded.push(Discarded {
            voter: voter.to_string(),
            vote,
            reason,
            detail: None,
            origin,
        });
    }

    /// The stable JSON for bots (pretty-printed, keys in a fixed order).
    pub fn json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a count always serialises")
    }

    /// The count as a forum post, in the catalog's language.
    pub fn render(&self, catalog: &Catalog, markup: Markup, phase_title: &str) -> String {
        let mut out = Writer {
            markup,
            text: String::new(),
        };
        let esc = |written: &str| safe(markup, written);
        let text = |msg: Msg| catalog.text(&msg);
        out.line(&bold_all(
            markup,
            &text(Msg::new("tally-title").arg("phase", phase_title)),
        ));
        out.blank();
        if self.wagons.is_empty() {
            out.line(&text(Msg::new("tally-no-votes")));
        }
        for wagon in &self.wagons {
            let voters: Vec<String> = wagon
                .voters
                .iter()
                .map(|v| match self.weighted {
                    true => format!("{} ({})", v.name, v.weight),
                    false => v.name.clone(),
                })
                .collect();
            let msg = match (&wagon.target, wagon.l_minus) {
                (Some(target), Some(needed)) => Msg::new("tally-wagon")
                    .arg("target", target)
                    .arg("weight", wagon.weight)
                    .arg("needed", needed),
                _ => Msg::new("tally-wagon-no-lynch").arg("weight", wagon.weight),
            };
            out.wagon(&text(msg.arg("voters", voters.join(", "))));
        }
        out.blank();
        let majority = match self.majority {
            Majority::Strict => Msg::new("tally-majority-strict")
                .arg("needed", votes_to_majority(self.total_weight, 0))
                .arg("total", self.total_weight),
            Majority::Plurality {
                min_weight,
                ties_die,
            } => Msg::new(if ties_die {
                "tally-majority-plurality-ties"
            } else {
                "tally-majority-plurality"
            })
            .arg("min", min_weight),
        };
        out.line(&out.italic(&text(majority)));
        out.blank();
        out.line(&text(if self.not_voting.is_empty() {
            Msg::new("tally-everyone-voted")
        } else {
            Msg::new("tally-not-voting")
                .arg("count", self.not_voting.len())
                .arg("players", self.not_voting.join(", "))
        }));
        if !self.discarded.is_empty() {
            out.section(&text(Msg::new("tally-discarded-title")));
            for d in &self.discarded {
                let vote = match &d.vote {
                    Vote::Player { target } => target.clone(),
                    Vote::Abstain => text(Msg::new("tally-vote-no-lynch")),
                    Vote::Unvote => text(Msg::new("tally-vote-unvote")),
                    Vote::Unread { written } => {
                        text(Msg::new("tally-vote-unread").arg("written", esc(written)))
                    }
                };
                let reason = match (d.reason, &d.detail) {
                    (Reason::Void, Some(key)) if catalog.has(key) => {
                        let target = match &d.vote {
                            Vote::Player { target } => target.clone(),
                            _ => vote.clone(),
                        };
                        text(Msg::new(key).arg("target", target).arg("voter", &d.voter))
                    }
                    (Reason::Void, detail) => text(
                        Msg::new("tally-reason-void")
                            .arg("why", esc(detail.as_deref().unwrap_or(""))),
                    ),
                    (reason, _) => text(Msg::new(reason_key(reason))),
                };
                out.item(&text(
                    Msg::new("tally-discarded-item")
                        .arg("voter", &d.voter)
                        .arg("vote", vote)
                        .arg("where", d.origin.shown())
                        .arg("reason", reason),
                ));
            }
        }
        if !self.ignored.is_empty() {
            out.section(&text(Msg::new("tally-ignored-title")));
            for i in &self.ignored {
                let posts: Vec<String> = i.posts.iter().map(|n| format!("#{n}")).collect();
                let key = match i.reason {
                    crate::core::thread::IgnoredWhy::NotPlaying => "tally-ignored-not-playing",
                    crate::core::thread::IgnoredWhy::CannotVote => "tally-ignored-cannot-vote",
                };
                out.item(&text(
                    Msg::new(key)
                        .arg("author", esc(&i.author))
                        .arg("posts", posts.join(", ")),
                ));
            }
        }
        if !self.unread.is_empty() {
            out.section(&text(Msg::new("tally-unread-title")));
            for u in &self.unread {
                let key = match (u.reason, u.names.is_empty()) {
                    ("ambiguous", _) => "tally-unread-ambiguous",
                    (_, true) => "tally-unread-none",
                    (_, false) => "tally-unread-suggest",
                };
                out.item(&text(
                    Msg::new(key)
                        .arg("voter", &u.voter)
                        .arg("post", u.post)
                        .arg("written", esc(&u.written))
                        .arg("names", u.names.join(", ")),
                ));
            }
        }
        out.blank();
        let updated = match (&self.updated.post, &self.updated.time, self.source) {
            (Some(post), Some(time), _) => Msg::new("tally-updated-post")
                .arg("post", post)
                .arg("time", time),
            (None, Some(time), _) => Msg::new("tally-updated-time").arg("time", time),
            (_, None, Source::Orders) => Msg::new("tally-updated-orders"),
            (_, None, Source::Thread) => Msg::new("tally-updated-none"),
        };
        out.line(&out.italic(&text(updated)));
        out.text
    }
}

fn reason_key(reason: Reason) -> &'static str {
    match reason {
        Reason::NotEligible => "tally-reason-not-eligible",
        Reason::SelfVote => "tally-reason-self-vote",
        Reason::Frozen => "tally-reason-frozen",
        Reason::Void => "tally-reason-void",
        Reason::Replaced => "tally-reason-replaced",
        Reason::Withdrawn => "tally-reason-withdrawn",
        Reason::Repeated => "tally-reason-repeated",
        Reason::IgnoredUntilUnvote => "tally-reason-ignored-until-unvote",
        Reason::NothingToUnvote => "tally-reason-nothing-to-unvote",
        Reason::Late => "tally-reason-late",
        Reason::AfterHammer => "tally-reason-hammer",
    }
}

/// Text a player wrote, made harmless for the markup: no tags, no bold marks, no message
/// reference (a leading `@`).
fn safe(markup: Markup, text: &str) -> String {
    let text = text.trim_start_matches('@');
    match markup {
        Markup::Bbcode => text.replace('[', "(").replace(']', ")").replace('*', ""),
        Markup::Markdown => {
            let mut out = String::new();
            for c in text.chars() {
                if matches!(c, '*' | '_' | '`' | '[' | ']' | '<' | '>' | '#') {
                    out.push('\\');
                }
                out.push(c);
            }
            out
        }
        Markup::Plain => text.replace('*', ""),
    }
}

/// The whole text bold, for a title.
fn bold_all(markup: Markup, text: &str) -> String {
    let text = text.replace("**", "");
    match markup {
        Markup::Markdown => format!("**{text}**"),
        Markup::Bbcode => format!("[b]{text}[/b]"),
        Markup::Plain => text,
    }
}

/// Catalog bold (`**x**`) in the markup, as reports write it.
fn bold(markup: Markup, text: &str) -> String {
    let format = match markup {
        Markup::Markdown => crate::core::report::Format::Md,
        Markup::Plain => crate::core::report::Format::Text,
        Markup::Bbcode => crate::core::report::Format::Bbcode,
    };
    crate::core::report::bold(text, format)
}

/// Lines of a post in one markup.
struct Writer {
    markup: Markup,
    text: String,
}

impl Writer {
    fn line(&mut self, text: &str) {
        self.text.push_str(&bold(self.markup, text));
        self.text.push('\n');
    }

    /// One blank line between blocks, never two, never at the top.
    fn blank(&mut self) {
        if !self.text.is_empty() && !self.text.ends_with("\n\n") {
            self.text.push('\n');
        }
    }

    fn item(&mut self, text: &str) {
        self.line(&format!("- {text}"));
    }

    /// A wagon: a list item in Markdown (lines would run together), a line elsewhere.
    fn wagon(&mut self, text: &str) {
        match self.markup {
            Markup::Markdown => self.item(text),
            _ => self.line(text),
        }
    }

    fn section(&mut self, title: &str) {
        self.blank();
        let title = bold_all(self.markup, title);
        self.line(&title);
    }

    fn italic(&self, text: &str) -> String {
        let text = text.replace("**", "");
        match self.markup {
            Markup::Markdown => format!("_{text}_"),
            Markup::Bbcode => format!("[i]{text}[/i]"),
            Markup::Plain => text,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::msg::Lang;

    fn day(voters: &str, majority: Majority) -> DayVote {
        let voters: Vec<(String, u32)> = voters
            .split_whitespace()
            .map(|e| match e.split_once(':') {
                Some((n, w)) => (n.to_string(), w.parse().unwrap()),
                None => (e.to_string(), 1),
            })
            .collect();
        DayVote {
            candidates: voters.iter().map(|(n, _)| n.clone()).collect(),
            voters,
            rules: VoteRules::default(),
            majority,
            abstention: false,
        }
    }

    /// "Ana>Bea Cid>-" (`-` abstain, `!` unvote), in order.
    fn ballots(text: &str) -> Vec<Ballot> {
        text.split_whitespace()
            .enumerate()
            .map(|(seq, t)| {
                let (voter, what) = t.split_once('>').unwrap();
                Ballot {
                    voter: voter.into(),
                    choice: match what {
                        "-" => Choice::Abstain,
                        "!" => Choice::Unvote,
                        p => Choice::Player(p.into()),
                    },
                    at: None,
                    seq,
                    void: None,
                }
            })
            .collect()
    }

    fn count(day: &DayVote, text: &str) -> Count {
        let origins = (0..20).map(|i| (i, Origin::post(100 + i as u64))).collect();
        Count::new("x", "day", Source::Thread, day, &ballots(text), &origins)
    }

    /// (target, weight, L-X) of each wagon.
    fn lines(c: &Count) -> Vec<(String, u32, Option<u32>)> {
        c.wagons
            .iter()
            .map(|w| (w.target.clone().unwrap_or("-".into()), w.weight, w.l_minus))
            .collect()
    }

    fn w(t: &str, weight: u32, l: Option<u32>) -> (String, u32, Option<u32>) {
        (t.to_string(), weight, l)
    }

    const ONE_NIGHT: Majority = Majority::Plurality {
        min_weight: 2,
        ties_die: true,
    };

    #[test]
    fn strict_majority_counts_half_the_total_weight_plus_one() {
        let d = day("Ana Bea Cid Dan Eva", Majority::Strict);
        let c = count(&d, "Ana>Bea Cid>Bea Dan>Eva");
        assert_eq!(lines(&c), [w("Bea", 2, Some(1)), w("Eva", 1, Some(2))]);
        assert_eq!(c.not_voting, ["Bea", "Eva"]);
        assert!(c.leaders.is_empty());
        // Weights: Chechino's captain 3, living 2, dead 1 — total 8, majority 5.
        let d = day("Cap:3 Ana:2 Bea:2 Dan:1", Majority::Strict);
        let c = count(&d, "Cap>Bea Dan>Bea");
        assert_eq!((c.total_weight, c.weighted), (8, true));
        assert_eq!(lines(&c), [w("Bea", 4, Some(1))]);
        assert_eq!(c.wagons[0].voters[0].weight, 3);
    }

    #[test]
    fn plurality_counts_what_it_takes_to_reach_or_lead_the_top() {
        let d = day("Ana Bea Cid Dan Eva", ONE_NIGHT);
        let c = count(&d, "Ana>Bea Cid>Bea Dan>Eva Eva>Dan Bea>Cid");
        assert_eq!(
            lines(&c),
            [
                w("Bea", 2, Some(0)),
                w("Eva", 1, Some(1)),
                w("Dan", 1, Some(1)),
                w("Cid", 1, Some(1))
            ]
        );
        assert_eq!(c.leaders, ["Bea"]);
        // Nobody above one vote: nobody would die, everyone needs one more.
        let c = count(&d, "Ana>Bea Bea>Cid");
        assert_eq!(lines(&c), [w("Bea", 1, Some(1)), w("Cid", 1, Some(1))]);
        assert!(c.leaders.is_empty());
        // A tie at two: both die under One Night; leading alone takes one more.
        let c = count(&d, "Ana>Bea Cid>Bea Bea>Dan Eva>Dan");
        assert_eq!(c.leaders, ["Bea", "Dan"]);
        let alone = Majority::Plurality {
            min_weight: 1,
            ties_die: false,
        };
        let c = count(
            &day("Ana Bea Cid Dan Eva", alone),
            "Ana>Bea Cid>Bea Bea>Dan Eva>Dan",
        );
        assert_eq!(lines(&c), [w("Bea", 2, Some(1)), w("Dan", 2, Some(1))]);
        assert!(c.leaders.is_empty());
    }

    #[test]
    fn non_candidates_and_forbidden_abstentions_are_void_with_a_reason() {
        let mut d = day("Ana Bea Cid", ONE_NIGHT);
        d.candidates.retain(|c| c != "Cid");
        let c = count(&d, "Ana>Cid Bea>- Cid>Ana");
        assert_eq!(lines(&c), [w("Ana", 1, Some(1))]);
        let reasons: Vec<(&str, Reason, Option<&str>, Option<u64>)> = c
            .discarded
            .iter()
            .map(|x| {
                (
                    x.voter.as_str(),
                    x.reason,
                    x.detail.as_deref(),
                    x.origin.post,
                )
            })
            .collect();
        assert_eq!(
            reasons,
            [
                ("Ana", Reason::Void, Some(VOID_NOT_CANDIDATE), Some(100)),
                ("Bea", Reason::Void, Some(VOID_NO_ABSTENTION), Some(101)),
            ]
        );
        // Allowed, an abstention is a vote, not a wagon unless the rules make it one.
        d.abstention = true;
        d.rules.abstention_is_candidate = true;
        let c = count(&d, "Ana>- Bea>- Cid>Ana");
        assert_eq!(lines(&c), [w("-", 2, None), w("Ana", 1, Some(2))]);
        assert!(c.not_voting.is_empty());
    }

    #[test]
    fn every_discard_reason_is_listed_with_its_origin() {
        let mut d = day("Ana Bea Cid", ONE_NIGHT);
        d.rules.replace_policy = crate::core::votes::Replace::UnvoteFirst;
        let c = count(
            &d,
            "Ana>Ana Bea>Cid Bea>Ana Bea>! Cid>! Cid>Ana Cid>Ana Eve>Ana",
        );
        let reasons: Vec<(Reason, Option<u64>)> = c
            .discarded
            .iter()
            .map(|x| (x.reason, x.origin.post))
            .collect();
        assert_eq!(
            reasons,
            [
                (Reason::SelfVote, Some(100)),
                (Reason::IgnoredUntilUnvote, Some(102)),
                (Reason::Withdrawn, Some(101)),
                (Reason::NothingToUnvote, Some(104)),
                (Reason::Repeated, Some(106)),
                (Reason::NotEligible, Some(107)),
            ]
        );
        assert_eq!(c.wagons[0].voters[0].origin.post, Some(105));
    }

    #[test]
    fn pms_are_ordered_by_sending_time_then_roster() {
        use crate::core::game::{FORMAT, Player};
        let players = ["Zoe", "Ana", "Max"];
        let game = Game {
            format: FORMAT,
            ruleset: "x".into(),
            language: Lang::En,
            seed: 1,
            phase: "day".into(),
            options: BTreeMap::new(),
            players: players
                .iter()
                .map(|n| Player {
                    name: n.to_string(),
                    aliases: vec![],
                    alive: true,
                    gender: None,
                })
                .collect(),
            game_over: false,
            winners: vec![],
            deadline: None,
            timezone: None,
            master_file: None,
            pause: None,
            state: serde_yaml::Value::Null,
        };
        let pm = |player: &str, text: &str| {
            OrderFile::from_text(player, &format!("orders/{player}.txt"), text)
        };
        let files = [
            pm("Ana", "vote Zoe\n"),
            pm("Max", "sent: 2026-11-29 21:30:30\nvote Ana\n"),
            pm("Zoe", "vote Max\n"),
        ];
        let ballots = pm_ballots(&game, &files, |f| {
            vec![Choice::Player(f.lines[0].words[1].text.clone())]
        });
        let order: Vec<(&str, Option<i64>, usize)> = ballots
            .iter()
            .map(|b| (b.voter.as_str(), b.at, b.seq))
            .collect();
        let minute = crate::core::orders::parse_time("2026-11-29 21:30").unwrap() / 60;
        assert_eq!(
            order,
            [("Max", Some(minute), 0), ("Zoe", None, 1), ("Ana", None, 2)]
        );
    }

    fn sample() -> Count {
        let mut d = day("Ana Bea Cid Dan", ONE_NIGHT);
        d.candidates.retain(|c| c != "Dan");
        let mut c = count(&d, "Ana>Bea Bea>Ana Bea>Cid Cid>Bea Dan>Zed");
        c.late(
            "Ana",
            Vote::Unread {
                written: "[b]Zed*".into(),
            },
            Origin::post(130),
        );
        c.ignored.push(IgnoredPosts {
            author: "Narrador".into(),
            reason: crate::core::thread::IgnoredWhy::NotPlaying,
            posts: vec![3, 9],
        });
        c.unread.push(UnreadName::new(
            120,
            "Cid",
            "Bia",
            &NameMiss::Unknown {
                suggestions: vec!["Bea".into()],
            },
        ));
        c.unread.push(UnreadName::new(
            121,
            "Ana",
            "Ca",
            &NameMiss::Ambiguous {
                candidates: vec!["Carla".into(), "Camilo".into()],
            },
        ));
        c.updated = Updated {
            post: Some(125),
            time: Some("2026-11-29 21:00".into()),
        };
        c
    }

    #[test]
    fn renders_in_three_markups_and_the_games_language() {
        let c = sample();
        let en = Catalog::new(Lang::En);
        let md = c.render(&en, Markup::Markdown, "Day");
        let expected_md = "**Vote count: Day**

- **Bea** (2, L-0): Ana, Cid
- **Cid** (1, L-1): Bea

_At the deadline the most voted players die (all of them on a tie), if they have at least 2 votes. L-0: would die now._

Not voting (1): Dan

**Votes that do not count**
- Bea → Ana (#101): replaced by a later vote
- Dan → Zed (#104): Zed cannot be voted
- Ana → \"\\[b\\]Zed\\*\" (#130): after the deadline

**Votes in posts by people who cannot vote**
- Narrador (#3, #9): not playing

**Names that could not be read (not counted)**
- Cid, post #120: \"Bia\": did you mean Bea?
- Ana, post #121: \"Ca\" could be Carla, Camilo

_Updated to post #125 (2026-11-29 21:00)._
";
        assert_eq!(md, expected_md);
        let bb = c.render(&en, Markup::Bbcode, "Day");
        assert!(
            bb.starts_with("[b]Vote count: Day[/b]\n\n[b]Bea[/b] (2, L-0): Ana, Cid\n"),
            "{bb}"
        );
        assert!(bb.contains("- Ana → \"(b)Zed\" (#130)"), "{bb}");
        assert!(
            bb.contains("[i]Updated to post #125 (2026-11-29 21:00).[/i]"),
            "{bb}"
        );
        let plain = c.render(&en, Markup::Plain, "Day");
        assert!(
            plain.starts_with("Vote count: Day\n\nBea (2, L-0): Ana, Cid\n"),
            "{plain}"
        );
        assert!(!plain.contains('*'), "{plain}");
        assert!(plain.contains("- Ana → \"[b]Zed\" (#130)"), "{plain}");
        let es = c.render(&Catalog::new(Lang::Es), Markup::Plain, "Día");
        assert!(es.starts_with("Recuento de votos: Día\n"), "{es}");
        let it = c.render(&Catalog::new(Lang::It), Markup::Plain, "Giorno");
        assert!(it.starts_with("Conta dei voti: Giorno\n"), "{it}");
    }

    #[test]
    fn a_phase_without_a_vote_is_named_by_its_title_in_the_games_language() {
        // `tally` on a lupus night printed the raw id `lupus-phase-notte`.
        let night = no_vote(&Msg::new("lupus-phase-notte").arg("n", 1));
        let it = Catalog::for_ruleset(Lang::It, "lupus").text(&night.msg);
        assert_eq!(
            it,
            "Notte 1 non è una fase di votazione: non ci sono voti da contare"
        );
        let night = no_vote(&Msg::new("chechino-phase-noche").arg("n", 2));
        let es = Catalog::for_ruleset(Lang::Es, "chechino").text(&night.msg);
        assert!(es.starts_with("Noche 2 no es una fase de votación"), "{es}");
        let over = no_vote(&Msg::new("phase-over"));
        let en = Catalog::new(Lang::En).text(&over.msg);
        assert!(en.starts_with("Game over is not a voting phase"), "{en}");
    }

    #[test]
    fn json_has_stable_keys() {
        let text = sample().json();
        let json: serde_json::Value = serde_json::from_str(&text).unwrap();
        let keys = [
            "ruleset",
            "phase",
            "source",
            "majority",
            "total_weight",
            "weighted",
            "wagons",
            "not_voting",
            "leaders",
            "discarded",
            "ignored",
            "unread",
            "updated",
        ];
        let at: Vec<usize> = keys
            .iter()
            .map(|k| text.find(&format!("\n  \"{k}\": ")).expect(k))
            .collect();
        assert!(
            at.windows(2).all(|p| p[0] < p[1]),
            "keys out of order:\n{text}"
        );
        assert_eq!(json.as_object().unwrap().len(), keys.len());
        assert_eq!(json["source"], "thread");
        assert_eq!(
            json["majority"],
            serde_json::json!({"rule": "plurality", "min_weight": 2, "ties_die": true})
        );
        assert_eq!(
            json["wagons"][0],
            serde_json::json!({"target": "Bea", "weight": 2, "l_minus": 0, "voters": [
                {"name": "Ana", "weight": 1, "post": 100, "file": null},
                {"name": "Cid", "weight": 1, "post": 103, "file": null}]})
        );
        assert_eq!(
            json["discarded"][1],
            serde_json::json!({"voter": "Dan", "vote": {"kind": "player", "target": "Zed"},
                "reason": "void", "detail": "tally-void-not-candidate", "post": 104, "file": null})
        );
        assert_eq!(json["ignored"][0]["reason"], "not-playing");
        assert_eq!(json["unread"][0]["reason"], "unknown");
        assert_eq!(json["unread"][1]["reason"], "ambiguous");
        assert_eq!(
            json["unread"][1]["names"],
            serde_json::json!(["Carla", "Camilo"])
        );
    }
}
