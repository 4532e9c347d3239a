//! The day: the Lupo demonio's nominee, the dead Unicorno's gift, and the rogo.

use super::fate::{Cause, Fate};
use super::night::give_blood;
use super::orders::Pm;
use super::orders::Power;
use super::roles::{Faction, Role};
use super::state::State;
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::rng::ScriptError;
use crate::core::trace::Kind;
use crate::core::votes::{Ballot, Choice, Decision, Tally, Verdict, VoteRules};
use std::collections::BTreeMap;

/// How a tie at the rogo ends (the rulebook has no rule: docs/rulings/lupus.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tie {
    /// Nobody is burned.
    Nobody,
    /// The master's draw among the tied.
    Random,
}

/// The void reason of a Cuoredoro's vote against his own faction (a catalog key).
pub const CUOREDORO: &str = "lupus-void-cuoredoro-secret";

/// Who can vote at the rogo, and the ballots, in the order the PMs were sent: what `next`
/// counts and what `tally` posts.
pub fn rogo_ballots(
    game: &Game,
    state: &State,
    pms: &BTreeMap<String, Pm>,
) -> (Vec<(String, u32)>, Vec<Ballot>) {
    let eligible: Vec<(String, u32)> = game
        .players
        .iter()
        .filter(|p| p.alive)
        .map(|p| (p.name.clone(), 1))
        .collect();
    // Each vote at the time of the PM it came in.
    let mut sent: Vec<(crate::core::orders::SentKey, &String, Option<String>)> = pms
        .iter()
        .filter_map(|(voter, pm)| {
            let (choice, at) = pm.find_sent(|x| match x {
                Power::Vote(v) => Some(v.clone()),
                _ => None,
            })?;
            Some((at, voter, choice))
        })
        .collect();
    sent.sort_by_key(|(at, _, _)| *at);
    let pms = sent
        .into_iter()
        .enumerate()
        .map(|(seq, (at, voter, choice))| Ballot {
            voter: voter.clone(),
            choice: choice.map(Choice::Player).unwrap_or(Choice::Abstain),
            at: (!at.0).then_some(at.1),
            seq,
            void: None,
        })
        .collect();
    // The thread's votes and the PMs' in one count, in time order.
    let mut ballots = crate::core::tally::with_thread(game, pms);
    for ballot in &mut ballots {
        // "ogni suo voto al rogo nei confronti di un giocatore appartenente alla sua fazione non
        // sarà contato".
        if let Choice::Player(t) = &ballot.choice
            && state.role(&ballot.voter) == Role::Cuoredoro
            && state.role(t).faction() == Faction::Villaggio
            && ballot.void.is_none()
        {
            ballot.void = Some(CUOREDORO.to_string());
        }
    }
    (eligible, ballots)
}

pub struct Day<'f, 'a> {
    pub fate: &'f mut Fate<'a>,
    pub pms: &'f BTreeMap<String, Pm>,
    pub n: u32,
    pub tie: Tie,
}

impl Day<'_, '_> {
    fn ballots(&self) -> (Vec<(String, u32)>, Vec<Ballot>) {
        rogo_ballots(self.fate.game, self.fate.state, self.pms)
    }

    /// The day; `draw` picks among `len` tied players when ties go to a draw.
    pub fn run(
        &mut self,
        draw: &mut dyn FnMut(usize) -> Result<usize, ScriptError>,
    ) -> Result<(), ScriptError> {
        self.rogo(draw)?;
        // "immortale per il giorno e la notte successiva": a gift of the day is given at its
        // end and never covers its own rogo.
        give_blood(self.fate, self.pms);
        Ok(())
    }

    fn rogo(
        &mut self,
        draw: &mut dyn FnMut(usize) -> Result<usize, ScriptError>,
    ) -> Result<(), ScriptError> {
        self.nomination();
        let tally = self.count();
        let burned = self.verdict(&tally, draw)?;
        self.fate.state.memory.burned = None;
        let Some(burned) = burned else { return Ok(()) };
        let role = self.fate.state.role(&burned);
        if !self.fate.kill(&burned, Cause::Rogo, None) {
            return Ok(());
        }
        self.fate.state.memory.burned = Some(burned.clone());
        match role {
            Role::Narcisista => self.narcisista_burned(&burned, &tally),
            Role::GiovaneLupo => self.giovane_lupo_burned(&burned),
            _ => {}
        }
        self.judge_day_bets(&burned);
        Ok(())
    }

    /// The rogo's count: the master's (a Cuoredoro's vote against her faction void, and he is
    /// told) and the public one, posted.
    fn count(&mut self) -> Tally {
        let (eligible, ballots) = self.ballots();
        // "Astensione: permessa": an abstention is a choice, not a wagon.
        let tally = Tally::count(&eligible, &ballots, &VoteRules::default());
        let zone = self.fate.game.zone();
        crate::core::votes::evidence::record(self.fate.trace, "rule-lupus-rogo", &tally, &zone);
        // The public count reads a Cuoredoro's void vote as an ordinary one: her vanishing from
        // the wagons would tell her role (docs/rulings/lupus.md); the master is told below.
        let public = Tally::count(
            &eligible,
            &crate::core::votes::as_public(&ballots),
            &VoteRules::default(),
        );
        self.post_count(&public);
        for (ballot, why) in tally.discarded() {
            if let crate::core::votes::Discard::Void(reason) = why
                && reason == CUOREDORO
            {
                self.fate
                    .trace
                    .add(
                        Kind::Failed,
                        "rule-lupus-cuoredoro",
                        Msg::new("lupus-cuoredoro-vote").arg("voter", &ballot.voter),
                    )
                    .actor(&ballot.voter);
            }
        }
        tally
    }

    /// The public count: each wagon with its voters, who abstained ("Astensione: permessa"), who
    /// did not vote.
    fn post_count(&mut self, public: &Tally) {
        for wagon in public.wagons() {
            if let Choice::Player(target) = &wagon.target {
                let voters: Vec<&str> = wagon.voters.iter().map(|(v, _)| v.as_str()).collect();
                self.fate
                    .trace
                    .add(
                        Kind::Vote,
                        "rule-lupus-rogo",
                        Msg::new("lupus-count")
                            .arg("player", target)
                            .arg("count", wagon.weight)
                            .arg("voters", voters.join(", ")),
                    )
                    .target(target)
                    .public();
            }
        }
        let abstained: Vec<String> = public
            .counted_as_shown()
            .into_iter()
            .filter(|b| b.choice == Choice::Abstain)
            .map(|b| b.voter)
            .collect();
        if !abstained.is_empty() {
            self.fate
                .trace
                .add(
                    Kind::Info,
                    "rule-lupus-rogo",
                    Msg::new("lupus-abstained")
                        .arg("count", abstained.len())
                        .arg("players", abstained.join(", ")),
                )
                .public();
        }
        let not_voting = public.not_voting();
        if !not_voting.is_empty() {
            self.fate
                .trace
                .add(
                    Kind::Info,
                    "rule-lupus-rogo",
                    Msg::new("lupus-not-voting").arg("players", not_voting.join(", ")),
                )
                .public();
        }
    }

    /// Who burns: the most voted; a tie burns nobody or the master's draw (option `tie`).
    fn verdict(
        &mut self,
        tally: &Tally,
        draw: &mut dyn FnMut(usize) -> Result<usize, ScriptError>,
    ) -> Result<Option<String>, ScriptError> {
        let burned = match tally.decide(Decision::RandomOnTie) {
            Verdict::Lynch(top) => top.into_iter().next(),
            Verdict::Tie(tied) => match self.tie {
                Tie::Nobody => {
                    self.fate
                        .trace
                        .add(
                            Kind::Info,
                            "rule-lupus-tie",
                            Msg::new("lupus-tie-nobody").arg("players", tied.join(", ")),
                        )
                        .public();
                    None
                }
                Tie::Random => {
                    let pick = tied[draw(tied.len())?].clone();
                    self.fate
                        .trace
                        .add(
                            Kind::Random,
                            "rule-lupus-tie",
                            Msg::new("lupus-tie-drawn")
                                .arg("player", &pick)
                                .arg("players", tied.join(", ")),
                        )
                        .public();
                    Some(pick)
                }
            },
            Verdict::NoLynch { .. } => {
                self.fate
                    .trace
                    .add(
                        Kind::Info,
                        "rule-lupus-rogo",
                        Msg::new("lupus-nobody-burned"),
                    )
                    .public();
                None
            }
        };
        Ok(burned)
    }

    /// "Se il Narcisista muore al rogo, il giocatore che ha dato il voto determinante per
    /// ucciderlo morirà per i sensi di colpa durante la notte successiva."
    fn narcisista_burned(&mut self, burned: &str, tally: &Tally) {
        self.fate
            .state
            .memory
            .narcissists_burned
            .push(burned.to_string());
        // The last counting vote on his wagon by `sent:` time (ruling 21): the order the votes
        // were cast, not the one the public reads them in.
        let decisive = tally
            .last_vote_for(&Choice::Player(burned.to_string()))
            .map(|b| b.voter.clone());
        if let Some(voter) = decisive {
            self.fate.state.memory.guilt = Some(voter.clone());
            self.fate
                .trace
                .add(
                    Kind::Info,
                    "rule-lupus-narcisista",
                    Msg::new("lupus-decisive-vote")
                        .arg("player", &voter)
                        .arg("narcissist", burned),
                )
                .target(&voter);
        }
    }

    /// "Se il Giovane Lupo muore al rogo … gli altri lupi per vendetta potranno sbranare una
    /// vittima aggiuntiva quella stessa notte."
    fn giovane_lupo_burned(&mut self, burned: &str) {
        self.fate.state.memory.revenge = true;
        // The pack must know tonight's second victim, and how to write it.
        let game = &*self.fate.game;
        let state = &*self.fate.state;
        let pack: Vec<String> = game
            .players
            .iter()
            .filter(|p| p.alive && p.name != burned && state.role(&p.name).is_wolf())
            .map(|p| p.name.clone())
            .collect();
        let pack: Vec<&str> = pack.iter().map(String::as_str).collect();
        if !pack.is_empty() {
            self.fate
                .trace
                .add(
                    Kind::Info,
                    "rule-lupus-giovane-lupo",
                    Msg::new("lupus-revenge-tonight").arg("player", burned),
                )
                .target(burned)
                .to(&pack);
        }
    }

    /// "deve fare al Game Master il nome di un altro giocatore entro la chiusura del rogo".
    fn nomination(&mut self) {
        for (demonio, pm) in self.pms {
            if let Some(p) = pm.find(|x| match x {
                Power::Nominate(p) => Some(p.clone()),
                _ => None,
            }) {
                // FAQ: a nomination on one of the Bucaniere's three is the first power on him;
                // only a living Bucaniere takes it (as night.rs `intercept`).
                let game = &*self.fate.game;
                let pirate = self
                    .fate
                    .state
                    .roles
                    .iter()
                    .find(|(name, r)| **r == Role::Bucaniere && game.is_alive(name))
                    .map(|(name, _)| name.clone());
                let memory = &mut self.fate.state.memory;
                let nominee = match (memory.marks.iter().position(|m| *m == p), pirate) {
                    (Some(i), Some(pirate)) => {
                        memory.marks.remove(i);
                        pirate
                    }
                    _ => p.clone(),
                };
                self.fate.state.memory.nominee = Some(nominee.clone());
                self.fate
                    .trace
                    .add(
                        Kind::Applied,
                        "rule-lupus-lupo-demonio",
                        Msg::new("lupus-nominated").arg("player", &p),
                    )
                    .actor(demonio)
                    .target(&nominee)
                    .to(&[demonio]);
            }
        }
    }

    /// A day bet placed last night: a point if that player burned today.
    fn judge_day_bets(&mut self, burned: &str) {
        let memory = &mut self.fate.state.memory;
        let winners: Vec<String> = memory
            .last_bet
            .iter()
            .filter(|(who, bet)| {
                !bet.night
                    && bet.player == burned
                    && memory.bet_night.get(*who) == Some(&(self.n - 1))
            })
            .map(|(who, _)| who.clone())
            .collect();
        for who in winners {
            *memory.points.entry(who.clone()).or_default() += 1;
            memory.bet_night.remove(&who);
            self.fate
                .trace
                .add(
                    Kind::Applied,
                    "rule-lupus-scommettitrice",
                    Msg::new("lupus-bet-won").arg("player", burned),
                )
                .actor(&who)
                .to(&[&who]);
        }
    }
}
