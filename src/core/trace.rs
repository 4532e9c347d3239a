//! The causal trace of a phase: what happened, to whom, because of what, by which rule.
//!
//! Resolution records events; private reports, the public summary and `--explain` are all
//! renderings of the same trace, so what a player is told and what the master sees cannot
//! disagree.

use crate::core::msg::Msg;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// What kind of outcome an event is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// A role's PM or a phase's opening: information handed out.
    Info,
    /// An action that took effect.
    Applied,
    /// An action stopped by another event (its `cause`).
    Blocked,
    /// An action that hit someone other than its target.
    Redirected,
    /// An action that could not take effect by itself (no target, wrong moment).
    Failed,
    /// An order the rules skipped (missing, or meant for another situation).
    Skipped,
    /// A random choice made for a player.
    Random,
    Swap,
    Vote,
    Death,
    Win,
    /// A master's order (`orders/_master.txt`).
    Ruling,
}

/// Who may read an event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Audience {
    Public,
    /// These players only (and the master).
    Players(Vec<String>),
    Master,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    pub id: usize,
    pub kind: Kind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub actor: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub targets: Vec<String>,
    /// The event that caused this one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cause: Option<usize>,
    /// The rulebook clause applied, as a catalog key (`rule-...`).
    pub rule: String,
    pub text: Msg,
    pub audience: Audience,
}

/// An event under construction: `trace.add(kind, rule, text).actor(..).to(..)`.
pub struct EventBuilder<'t> {
    trace: &'t mut Trace,
    index: usize,
}

impl EventBuilder<'_> {
    fn event(&mut self) -> &mut Event {
        &mut self.trace.events[self.index]
    }

    pub fn actor(mut self, actor: &str) -> Self {
        self.event().actor = Some(actor.to_string());
        self
    }

    pub fn target(mut self, target: &str) -> Self {
        self.event().targets.push(target.to_string());
        self
    }

    pub fn cause(mut self, cause: usize) -> Self {
        self.event().cause = Some(cause);
        self
    }

    pub fn public(mut self) -> Self {
        self.event().audience = Audience::Public;
        self
    }

    pub fn to(mut self, players: &[&str]) -> Self {
        self.event().audience = Audience::Players(players.iter().map(|p| p.to_string()).collect());
        self
    }

    pub fn id(self) -> usize {
        self.trace.events[self.index].id
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trace {
    pub events: Vec<Event>,
}

impl Trace {
    /// Adds an event seen by the master only, until `.public()` or `.to(..)` says otherwise.
    pub fn add(&mut self, kind: Kind, rule: &str, text: Msg) -> EventBuilder<'_> {
        let id = self.events.len() + 1;
        self.events.push(Event {
            id,
            kind,
            actor: None,
            targets: Vec::new(),
            cause: None,
            rule: rule.to_string(),
            text,
            audience: Audience::Master,
        });
        EventBuilder {
            index: self.events.len() - 1,
            trace: self,
        }
    }

    /// The end of the game, posted publicly: the side that won (a message naming it) and the
    /// winners as the event's targets.
    pub fn win(&mut self, rule: &str, text: Msg, winners: &[String]) -> usize {
        let mut event = self.add(Kind::Win, rule, text).public();
        for w in winners {
            event = event.target(w);
        }
        event.id()
    }

    /// The game is won: the winning side, then every player's role in public, each in the
    /// ruleset's `final_role` message (`{ $player }`, `{ $role }`).
    pub fn game_won(
        &mut self,
        rule: &str,
        side: Msg,
        winners: &[String],
        final_role: &str,
        roles: impl IntoIterator<Item = (String, String)>,
    ) {
        self.win(rule, side, winners);
        for (player, role) in roles {
            self.add(
                Kind::Info,
                rule,
                Msg::new(final_role)
                    .arg("player", &player)
                    .arg("role", &role),
            )
            .public();
        }
    }

    /// The end of the game told to each player, last in his own report (alive or dead): whether
    /// he won (`report-you-won`, `report-you-lost`; nobody winning is no win for anyone), with
    /// the role or side the public end shows him with, where it shows one (`…-as`: the first
    /// public event after the win naming him as `player` with a `role`, as [`Trace::game_won`]
    /// writes them). Made of what every player knows at the end (the public win and roles) and
    /// of who reads it: nothing else.
    pub fn tell_the_end(&mut self, players: &[String], winners: &[String]) {
        let win = self
            .events
            .iter()
            .find(|e| e.kind == Kind::Win && e.audience == Audience::Public)
            .map(|e| (e.id, e.rule.clone()));
        for player in players {
            let role = win
                .as_ref()
                .and_then(|(id, _)| self.final_role(*id, player));
            let won = winners.contains(player);
            let key = match (won, role.is_some()) {
                (true, false) => "report-you-won",
                (false, false) => "report-you-lost",
                (true, true) => "report-you-won-as",
                (false, true) => "report-you-lost-as",
            };
            let mut text = Msg::new(key).arg("player", player);
            if let Some(role) = role {
                text = text.arg("role", role);
            }
            let rule = win
                .as_ref()
                .map_or("rule-game-end", |(_, rule)| rule.as_str());
            let rule = rule.to_string();
            let mut event = self
                .add(Kind::Win, &rule, text)
                .target(player)
                .to(&[player.as_str()]);
            if let Some((id, _)) = &win {
                event = event.cause(*id);
            }
            event.id();
        }
    }

    /// The role the public end shows `player` with: the first public event after the win (`win`,
    /// its id) naming him as its `player` with a `role`.
    fn final_role(&self, win: usize, player: &str) -> Option<String> {
        self.events
            .iter()
            .skip(win)
            .filter(|e| e.audience == Audience::Public)
            .find(|e| {
                e.text.args.get("player").map(String::as_str) == Some(player)
                    && e.text.args.contains_key("role")
            })
            .and_then(|e| e.text.args.get("role").cloned())
    }

    /// Events a player reads in his private report.
    pub fn private_to<'a>(&'a self, player: &'a str) -> impl Iterator<Item = &'a Event> + 'a {
        self.events.iter().filter(move |e| match &e.audience {
            Audience::Players(ps) => ps.iter().any(|p| p == player),
            _ => false,
        })
    }

    /// What a player's own report must hold: the events told to him, and the public deaths
    /// that are his (a dead player is told he died, and how), in the trace's order. A public
    /// death the rules also tell him in his own words (a death event to him caused by it:
    /// "Te expulsan") is told in those words only.
    pub fn for_player<'a>(&'a self, player: &'a str) -> impl Iterator<Item = &'a Event> + 'a {
        self.by_reader()
            .remove(player)
            .unwrap_or_default()
            .into_iter()
    }

    /// [`Trace::for_player`] of every player at once, in one pass over the trace: each
    /// player's events in the trace's order.
    pub fn by_reader(&self) -> BTreeMap<&str, Vec<&Event>> {
        // The public deaths told to a player in his own words: (the death's id, the player).
        let told: BTreeSet<(usize, &str)> = self
            .events
            .iter()
            .filter(|o| o.kind == Kind::Death)
            .filter_map(|o| match (&o.audience, o.cause) {
                (Audience::Players(ps), Some(cause)) => Some((cause, ps)),
                _ => None,
            })
            .flat_map(|(cause, ps)| ps.iter().map(move |p| (cause, p.as_str())))
            .collect();
        let mut readers: BTreeMap<&str, Vec<&Event>> = BTreeMap::new();
        for e in &self.events {
            match &e.audience {
                Audience::Players(ps) => ps.iter().for_each(|p| tell(&mut readers, p, e)),
                Audience::Public if e.kind == Kind::Death => e
                    .targets
                    .iter()
                    .filter(|t| !told.contains(&(e.id, t.as_str())))
                    .for_each(|t| tell(&mut readers, t, e)),
                _ => {}
            }
        }
        readers
    }

    /// What the public reads, in the trace's order but for its deaths: each run of public
    /// deaths with no other public event between them is listed by name ([`by_name`]). The
    /// order the engine resolved them in is the rules' order of priority and of what followed
    /// what (a lover dies after the one he follows, a Galeotto after his bitten partner), and
    /// where their causes are hidden, that order would tell them (review break5 F9).
    pub fn public(&self) -> impl Iterator<Item = &Event> {
        let mut shown: Vec<&Event> = self
            .events
            .iter()
            .filter(|e| e.audience == Audience::Public)
            .collect();
        for run in shown.chunk_by_mut(|a, b| a.kind == Kind::Death && b.kind == Kind::Death) {
            if run.len() > 1 && run[0].kind == Kind::Death {
                run.sort_by_cached_key(|e| by_name(&e.targets));
            }
        }
        shown.into_iter()
    }

    /// Events involving a player (as actor, target or reader), for `--explain PLAYER`.
    pub fn involving<'a>(&'a self, player: &'a str) -> impl Iterator<Item = &'a Event> + 'a {
        self.events.iter().filter(move |e| {
            e.actor.as_deref() == Some(player)
                || e.targets.iter().any(|t| t == player)
                || matches!(&e.audience, Audience::Players(ps) if ps.iter().any(|p| p == player))
        })
    }
}

/// The neutral order of deaths: by the names of the dead as a reader sorts them (case and
/// accents aside), the name as written breaking a tie.
fn by_name(targets: &[String]) -> Vec<(String, String)> {
    targets
        .iter()
        .map(|t| (crate::core::names::fold(t), t.clone()))
        .collect()
}

/// An event into a reader's list, once (a player named twice in its audience reads it once).
fn tell<'a>(readers: &mut BTreeMap<&'a str, Vec<&'a Event>>, player: &'a str, event: &'a Event) {
    let own = readers.entry(player).or_default();
    if own.last().is_none_or(|last| !std::ptr::eq(*last, event)) {
        own.push(event);
    }
}
