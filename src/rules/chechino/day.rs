//! The day: "se produce un cariñoso linchamiento popular al jugador más votado." Weighted
//! votes (living 2, dead 1, the Capitán 3), his tie-break, the Cocinero's cancellations, the
//! Mecánico's frozen engines, then after the lynch the golpe de remo and the day's pistol shot.

use super::casas::{Function, cantina, motores, puente_de_mando};
use super::fate::{Cause, Fate};
use super::orders::{Order, Pm, working};
use super::roles::Role;
use crate::core::msg::Msg;
use crate::core::trace::Kind;
use crate::core::votes::{Ballot, Choice, Decision, NoLynchReason, Tally, Verdict, VoteRules};
use std::collections::BTreeMap;

/// The void reason of a lover's vote for his lover (a catalog key).
pub const LOVERS_VOID: &str = "chechino-void-lovers-secret";

/// The voters and their weights, and the rules of today's count.
pub fn voters(fate: &Fate) -> Vec<(String, u32)> {
    let captain = working(fate.game, fate.state, Function::PuenteDeMando);
    fate.game
        .players
        .iter()
        .map(|p| {
            let weight = puente_de_mando::weight(p.alive, captain.as_deref() == Some(&p.name));
            (p.name.clone(), weight)
        })
        .collect()
}

/// Today's ballots, the PMs' and the thread's in time order, void where the rules say so.
pub fn ballots(fate: &Fate, pms: &BTreeMap<String, Pm>) -> Vec<Ballot> {
    let cook = working(fate.game, fate.state, Function::Cantina);
    let drunk = cantina::drunk(pms, cook.as_deref(), fate.state.memory.drinks);
    let mechanic = working(fate.game, fate.state, Function::Motores);
    let mut out = Vec::new();
    for (voter, pm) in pms {
        for (i, o) in pm.orders.iter().enumerate() {
            let Order::Vote(target) = o else { continue };
            let before_stop =
                mechanic.as_deref() == Some(voter.as_str()) && motores::written_before_stop(pm, i);
            out.push(Ballot {
                voter: voter.clone(),
                choice: Choice::Player(target.clone()),
                at: motores::cast_at(pm.at(i), before_stop),
                seq: 0,
                void: None,
            });
        }
    }
    // Each vote in the order it was sent (a vote without a time last), numbered: the count
    // tells two votes of one player apart, each with the PM it came in.
    out.sort_by_key(|b| b.at.unwrap_or(i64::MAX));
    for (seq, b) in out.iter_mut().enumerate() {
        b.seq = seq;
    }
    // The thread's votes count as the PMs' do, and are void as theirs are.
    let mut out = crate::core::tally::with_thread(fate.game, out);
    for b in &mut out {
        let Choice::Player(target) = &b.choice else {
            continue;
        };
        if b.void.is_some() {
            continue;
        }
        b.void = if drunk.contains(&b.voter) {
            Some(cantina::VOID.to_string())
        } else if fate.state.lover_of(&b.voter) == Some(target.as_str()) {
            // "Tampoco podrán dañarse ni votarse entre sí".
            Some(LOVERS_VOID.to_string())
        } else {
            None
        };
    }
    out
}

pub fn rules(fate: &Fate, pms: &BTreeMap<String, Pm>) -> VoteRules {
    let mechanic = working(fate.game, fate.state, Function::Motores);
    VoteRules {
        frozen_at: motores::stopped(pms, mechanic.as_deref()).flatten(),
        ..open_rules()
    }
}

/// "se produce un cariñoso linchamiento popular al jugador más votado … El voto se emite con
/// el nombre del elegido": the rulebook bars no name from a vote but the dead (who are not in
/// the lynch) and a lover's ("Tampoco podrán dañarse ni votarse entre sí"), so a player may
/// vote himself, and it counts like any other vote.
pub fn open_rules() -> VoteRules {
    VoteRules {
        allow_self_vote: true,
        ..VoteRules::default()
    }
}

pub struct Day<'f, 'a> {
    pub fate: &'f mut Fate<'a>,
    pub pms: &'f BTreeMap<String, Pm>,
}

impl Day<'_, '_> {
    pub fn run(&mut self) {
        super::casas::observatorio::trances(self.fate, self.pms);
        let living: Vec<String> = self
            .fate
            .game
            .players
            .iter()
            .filter(|p| p.alive)
            .map(|p| p.name.clone())
            .collect();
        let eligible = voters(self.fate);
        let ballots = ballots(self.fate, self.pms);
        let rules = rules(self.fate, self.pms);
        self.spend();
        let tally = Tally::count(&eligible, &ballots, &rules);
        let zone = self.fate.game.zone();
        crate::core::votes::evidence::record(self.fate.trace, "rule-chechino-votes", &tally, &zone);
        self.post_count(&tally, &eligible, &ballots);
        if rules.frozen_at.is_some() {
            let mechanic = working(self.fate.game, self.fate.state, Function::Motores);
            motores::tell_frozen(self.fate, mechanic.as_deref(), &tally);
        }
        let captain = working(self.fate.game, self.fate.state, Function::PuenteDeMando);
        let chosen = puente_de_mando::tie_break(self.pms, captain.as_deref());
        let tied = tally.leaders();
        let lynched = match tally.decide(Decision::TieBreaker { chosen }) {
            Verdict::Lynch(top) => {
                let lynched = top.into_iter().next();
                // "será el encargado de decidir quién se va al hoyo. De este modo, en caso de
                // meter la pata se llevará una bonita colección de improperios": the tie and
                // who broke it are public.
                if let (true, Some(l), Some(c)) = (tied.len() > 1, &lynched, &captain) {
                    self.fate
                        .trace
                        .add(
                            Kind::Applied,
                            "rule-chechino-votes",
                            Msg::new("chechino-tie-broken")
                                .arg("players", tied.join(", "))
                                .arg("captain", c)
                                .arg("player", l),
                        )
                        .actor(c)
                        .target(l)
                        .public();
                }
                lynched
            }
            Verdict::NoLynch { reason } => {
                let key = match reason {
                    NoLynchReason::TieNotBroken { .. } | NoLynchReason::Tie(_) => {
                        "chechino-tie-not-broken"
                    }
                    _ => "chechino-nobody-lynched",
                };
                let tied = tally.leaders().join(", ");
                self.fate
                    .trace
                    .add(
                        Kind::Info,
                        "rule-chechino-votes",
                        Msg::new(key).arg("players", tied),
                    )
                    .public();
                None
            }
            Verdict::Tie(_) => None,
        };
        if let Some(l) = &lynched {
            self.lynch(l);
        }
        // "El linchamiento siempre es prioritario": the golpe de remo comes after it.
        self.remo(&living, &ballots);
        self.shot();
    }

    /// The limited uses spent today.
    fn spend(&mut self) {
        let cook = working(self.fate.game, self.fate.state, Function::Cantina);
        let drunk = cantina::drunk(self.pms, cook.as_deref(), self.fate.state.memory.drinks);
        self.fate.state.memory.drinks -= drunk.len() as u32;
        for p in &drunk {
            let cook = cook.clone().unwrap_or_default();
            self.fate
                .trace
                .add(
                    Kind::Applied,
                    "rule-chechino-cantina",
                    Msg::new("chechino-vote-cancelled").arg("player", p),
                )
                .actor(&cook)
                .target(p)
                .to(&[&cook]);
        }
        let mechanic = working(self.fate.game, self.fate.state, Function::Motores);
        if let Some(at) = motores::stopped(self.pms, mechanic.as_deref()) {
            self.fate.state.memory.engines_stopped = true;
            let m = mechanic.unwrap_or_default();
            self.fate
                .trace
                .add(
                    Kind::Applied,
                    "rule-chechino-motores",
                    Msg::new("chechino-engines-stopped")
                        .arg("time", at.map(|_| "sent").unwrap_or("end")),
                )
                .actor(&m)
                .to(&[&m]);
        }
    }

    /// The public count: each candidate with his weight and his voters with theirs. The
    /// cook's cancellation ("debe comunicarse por MP al Master"), the engines' stop ("detener
    /// en secreto los motores") and the lovers' void vote are secrets: the public reads those
    /// votes as ordinary ones (ruling 26), and the master reads why they did not count.
    fn post_count(&mut self, tally: &Tally, eligible: &[(String, u32)], ballots: &[Ballot]) {
        let public = Tally::count(
            eligible,
            &crate::core::votes::as_public(ballots),
            &open_rules(),
        );
        for wagon in public.wagons() {
            let Choice::Player(target) = &wagon.target else {
                continue;
            };
            let voters: Vec<String> = wagon
                .voters
                .iter()
                .map(|(v, w)| format!("{v} ({w})"))
                .collect();
            self.fate
                .trace
                .add(
                    Kind::Vote,
                    "rule-chechino-votes",
                    Msg::new("chechino-count")
                        .arg("player", target)
                        .arg("count", wagon.weight)
                        .arg("voters", voters.join(", ")),
                )
                .target(target)
                .public();
        }
        self.tell_discarded(tally);
    }

    /// Each vote that did not count: the master reads why, and the voter is told in his
    /// report. A lover's vote that reached the count (the master entered it from the thread) is
    /// void; a drunk player's votes are all void ("anular su voto", told once); a vote sent
    /// after the engines stopped is frozen ("sólo se tendrán en cuenta los votos que se
    /// hubieran emitido antes del parón").
    fn tell_discarded(&mut self, tally: &Tally) {
        let mut drunk_told = std::collections::BTreeSet::new();
        for (ballot, why) in tally.discarded() {
            let Some(key) = discarded_key(why) else {
                continue;
            };
            self.fate
                .trace
                .add(
                    Kind::Failed,
                    "rule-chechino-votes",
                    Msg::new(key).arg("voter", &ballot.voter),
                )
                .actor(&ballot.voter);
            let Choice::Player(target) = &ballot.choice else {
                continue;
            };
            if key == "chechino-ballot-drunk" && !drunk_told.insert(ballot.voter.clone()) {
                continue;
            }
            let (rule, msg) = told_voter(key, target, &ballot.voter, tally);
            self.fate
                .trace
                .add(Kind::Failed, rule, msg)
                .actor(&ballot.voter)
                .to(&[&ballot.voter]);
        }
    }

    fn lynch(&mut self, lynched: &str) {
        let id = self
            .fate
            .trace
            .add(
                Kind::Applied,
                "rule-chechino-votes",
                Msg::new("chechino-lynched").arg("player", lynched),
            )
            .target(lynched)
            .id();
        // The public summary tells the lynch once, by its death line ("ha muerto linchado");
        // this event stays in `--explain` as the death's cause.
        self.fate.kill(lynched, Cause::Linchamiento, Some(id));
        // "Su única oportunidad de salvarse es conseguir que se linche al Cómplice".
        if self.fate.state.role(lynched) == Role::Complice
            && let Some(b) = self.fate.state.memory.buried.take()
        {
            self.fate
                .trace
                .add(
                    Kind::Applied,
                    "rule-chechino-complice",
                    Msg::new("chechino-unburied").arg("player", &b.victim),
                )
                .target(&b.victim)
                .cause(id)
                .to(&[&b.victim]);
        }
    }

    /// "Si alguien no vota estando vivo no pasa nada, se le da un aviso. Sin embargo, la segunda
    /// vez que no vote se le aplicará golpe de remo; es decir, morirá al final del
    /// linchamiento." A ballot sent counts as a vote even if void or frozen.
    fn remo(&mut self, living: &[String], ballots: &[Ballot]) {
        for p in living {
            if ballots.iter().any(|b| b.voter == *p) || !self.fate.game.is_alive(p) {
                continue;
            }
            if self.fate.state.memory.warned.contains(p) {
                let inherited = super::remo::inherited_cause(self.fate, p);
                self.fate.kill(p, Cause::Remo, inherited);
            } else {
                self.fate.state.memory.warned.push(p.clone());
                self.fate
                    .trace
                    .add(
                        Kind::Info,
                        "rule-chechino-remo",
                        Msg::new("chechino-warning").arg("player", p),
                    )
                    .target(p)
                    .public();
                // His own report says it too, and what comes next.
                self.fate
                    .trace
                    .add(
                        Kind::Info,
                        "rule-chechino-remo",
                        Msg::new("chechino-your-warning"),
                    )
                    .target(p)
                    .to(&[p]);
            }
        }
    }

    /// "El receptor final podrá disparar a cualquier jugador durante el turno de día, de modo que
    /// lo matará justo cuando acabe el linchamiento. Al ser un disparo diurno, se producirá a la
    /// vista de todo el mundo, apareciendo el nombre del ejecutor en la historia."
    fn shot(&mut self) {
        let Some(holder) = self.fate.state.memory.gun.clone() else {
            return;
        };
        let Some(target) = self.pms.get(&holder).and_then(|pm| {
            pm.find(|o| match o {
                Order::Shoot(t) => Some(t.clone()),
                _ => None,
            })
        }) else {
            return;
        };
        if !self.fate.game.is_alive(&holder) {
            return;
        }
        self.fate.state.memory.gun = None;
        if self.fate.state.lover_of(&holder) == Some(target.as_str()) {
            self.fate
                .trace
                .add(
                    Kind::Failed,
                    "rule-chechino-capilla",
                    Msg::new("chechino-cannot-harm-lover").arg("player", &target),
                )
                .actor(&holder)
                .to(&[&holder]);
            return;
        }
        let id = self
            .fate
            .trace
            .add(
                Kind::Applied,
                "rule-chechino-armeria",
                Msg::new("chechino-shot")
                    .arg("shooter", &holder)
                    .arg("player", &target),
            )
            .actor(&holder)
            .target(&target)
            .public()
            .id();
        self.fate.kill(&target, Cause::Disparo, Some(id));
    }
}

/// Why a discarded vote did not count, as the master reads it; `None` for a discard the
/// chechino count does not tell.
fn discarded_key(why: &crate::core::votes::Discard) -> Option<&'static str> {
    use crate::core::votes::Discard;
    match why {
        Discard::Void(r) if r == cantina::VOID => Some("chechino-ballot-drunk"),
        Discard::Void(r) if r == LOVERS_VOID => Some("chechino-ballot-lovers"),
        Discard::Frozen => Some("chechino-ballot-frozen"),
        // A thread vote for a dead player ("El voto se emite con el nombre del elegido" among
        // those who can be lynched): void for that reason alone, never told as a lover's.
        Discard::Void(r) if r == crate::core::tally::VOID_NOT_CANDIDATE => {
            Some("chechino-ballot-dead")
        }
        _ => None,
    }
}

/// What the voter of a vote for `target` discarded for `key` is told, and under which rule.
fn told_voter(key: &str, target: &str, voter: &str, tally: &Tally) -> (&'static str, Msg) {
    let (rule, told) = match key {
        "chechino-ballot-lovers" => ("rule-chechino-capilla", "chechino-lover-vote-void"),
        "chechino-ballot-drunk" => ("rule-chechino-cantina", "chechino-your-vote-drunk"),
        "chechino-ballot-dead" => ("rule-chechino-votes", "chechino-your-vote-dead"),
        _ => ("rule-chechino-motores", "chechino-your-vote-frozen"),
    };
    // "detener en secreto los motores": the late voter is not told the engines stopped, only
    // that this vote did not count and, "sólo se tendrán en cuenta los votos que se hubieran
    // emitido antes del parón", which earlier vote of his still counts.
    let earlier = tally
        .counted()
        .iter()
        .find(|b| b.voter == voter)
        .map(|b| &b.choice);
    match earlier {
        Some(Choice::Player(earlier)) if told == "chechino-your-vote-frozen" => (
            rule,
            Msg::new("chechino-your-vote-frozen-earlier")
                .arg("player", target)
                .arg("earlier", earlier),
        ),
        _ => (rule, Msg::new(told).arg("player", target)),
    }
}
