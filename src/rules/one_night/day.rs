//! The day: one simultaneous vote, the deaths, the Hunter's shot, and who wins.

use super::cards::{Role, Team};
use super::state::State;
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::orders::OrderFile;
use crate::core::trace::{Kind, Trace};
use crate::core::votes::{Ballot, Choice, Decision, NoLynchReason, Tally, Verdict, VoteRules};
use std::collections::BTreeMap;

/// Game options that decide the open questions (docs/rulings/one-night.md).
pub struct DayRules {
    pub allow_self_vote: bool,
    /// Who wins when there is no werewolf among the players and the Minion alone dies
    /// (option `minion_alone_dies`).
    pub minion_alone: MinionAlone,
}

/// The readings of "no werewolf among the players, and only the Minion dies"
/// (docs/rulings/one-night.md §3).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MinionAlone {
    /// Nobody wins: the Minion needed someone other than him to die, the village nobody to die.
    Loses,
    /// The Minion wins ("wins if anyone dies").
    Wins,
    /// The published FAQ: the village team wins, the Minion loses.
    Village,
}

impl MinionAlone {
    /// The option's value; anything else was refused when the options were validated.
    pub fn from_option(value: Option<&str>) -> MinionAlone {
        match value {
            Some("wins") => MinionAlone::Wins,
            Some("village") => MinionAlone::Village,
            _ => MinionAlone::Loses,
        }
    }
}

/// The rules of the day's count: a vote for oneself only where the game allows it.
pub fn vote_rules(game: &Game) -> VoteRules {
    VoteRules {
        allow_self_vote: game.option("self_vote") == Some("allow"),
        ..VoteRules::default()
    }
}

/// The day's ballots: each PM's vote at the time it was sent (`votes`, read from the PMs),
/// with the thread's, in time order.
pub fn ballots(game: &Game, orders: &[OrderFile], votes: &BTreeMap<String, String>) -> Vec<Ballot> {
    let pms = crate::core::tally::pm_ballots(game, orders, |file| {
        // The vote is in the one PM of the player that still has an order.
        let vote = votes.get(&file.player).filter(|_| !file.lines.is_empty());
        vote.map(|t| Choice::Player(t.clone()))
            .into_iter()
            .collect()
    });
    crate::core::tally::with_thread(game, pms)
}

/// The vote each player stands on when the day ends: "Cada jugador apunta a otro jugador",
/// once; of several (the thread's, his PM's), the last one counts.
pub fn standing(game: &Game, ballots: &[Ballot], rules: &VoteRules) -> BTreeMap<String, String> {
    let eligible: Vec<(String, u32)> = game.players.iter().map(|p| (p.name.clone(), 1)).collect();
    Tally::count(&eligible, ballots, rules)
        .counted()
        .iter()
        .filter_map(|b| match &b.choice {
            Choice::Player(t) => Some((b.voter.clone(), t.clone())),
            _ => None,
        })
        .collect()
}

/// Counts the votes, kills, fires the Hunter's shot, names the winners. Returns the winners.
pub fn resolve(
    game: &mut Game,
    state: &mut State,
    votes: &BTreeMap<String, String>,
    rules: &DayRules,
    trace: &mut Trace,
) -> Vec<String> {
    let roster: Vec<String> = game.players.iter().map(|p| p.name.clone()).collect();
    let ballots = cast(&roster, votes, trace);
    state.votes = votes.clone();
    let tally = count(&roster, &ballots, rules, trace);
    let mut dead = most_voted_die(&tally, state, trace);
    hunters_shoot(&mut dead, state, votes, trace);
    let dead: Vec<String> = dead.into_iter().map(|(p, _)| p).collect();
    for p in &dead {
        game.kill(p);
    }

    let winners = winners(&roster, state, &dead, rules);
    announce(&roster, state, &winners, trace);
    winners
        .into_iter()
        .filter_map(|(p, won)| won.then_some(p))
        .collect()
}

/// "Cada jugador apunta a otro jugador." Each vote as a ballot, in roster order; a missing one
/// is said in public. Each vote alone is the master's (`--explain`): the public post lists it
/// once, in the count of the player it points at.
fn cast(roster: &[String], votes: &BTreeMap<String, String>, trace: &mut Trace) -> Vec<Ballot> {
    let mut ballots = Vec::new();
    for (seq, voter) in roster.iter().enumerate() {
        match votes.get(voter) {
            Some(target) => {
                trace
                    .add(
                        Kind::Vote,
                        "rule-one-night-vote",
                        Msg::new("one-night-vote")
                            .arg("voter", voter)
                            .arg("target", target),
                    )
                    .actor(voter)
                    .target(target);
                ballots.push(Ballot {
                    voter: voter.clone(),
                    choice: Choice::Player(target.clone()),
                    at: None,
                    seq,
                    void: None,
                });
            }
            None => {
                trace
                    .add(
                        Kind::Skipped,
                        "rule-one-night-vote",
                        Msg::new("one-night-no-vote").arg("voter", voter),
                    )
                    .actor(voter)
                    .public();
            }
        }
    }
    ballots
}

/// The count, each player's votes with their voters in public (`one-night-count`).
fn count(roster: &[String], ballots: &[Ballot], rules: &DayRules, trace: &mut Trace) -> Tally {
    let eligible: Vec<(String, u32)> = roster.iter().map(|p| (p.clone(), 1)).collect();
    let tally = Tally::count(
        &eligible,
        ballots,
        &VoteRules {
            allow_self_vote: rules.allow_self_vote,
            ..VoteRules::default()
        },
    );
    for wagon in tally.wagons() {
        if let Choice::Player(target) = &wagon.target {
            let voters: Vec<&str> = wagon.voters.iter().map(|(v, _)| v.as_str()).collect();
            trace
                .add(
                    Kind::Vote,
                    "rule-one-night-vote",
                    Msg::new("one-night-count")
                        .arg("target", target)
                        .arg("count", wagon.weight)
                        .arg("voters", voters.join(", ")),
                )
                .target(target)
                .public();
        }
    }
    tally
}

/// "El jugador con más votos muere ... En caso de empate, todos los jugadores empatados con más
/// votos mueren"; "Si ningún jugador recibe más de un voto, nadie muere." The dead, each with
/// his death's event.
fn most_voted_die(tally: &Tally, state: &State, trace: &mut Trace) -> Vec<(String, usize)> {
    let mut dead = Vec::new();
    match tally.decide(Decision::AllTiedDie { min_weight: 2 }) {
        Verdict::Lynch(lynched) => {
            for p in lynched {
                let card = state.card(&p);
                let id = trace
                    .add(
                        Kind::Death,
                        "rule-one-night-most-votes",
                        Msg::new("one-night-dies")
                            .arg("player", &p)
                            .arg("role", card.acts_as().key()),
                    )
                    .target(&p)
                    .public()
                    .id();
                dead.push((p, id));
            }
        }
        Verdict::NoLynch {
            reason: NoLynchReason::NoVotes,
        } => {
            trace
                .add(
                    Kind::Info,
                    "rule-one-night-one-vote-each",
                    Msg::new("one-night-nobody-voted"),
                )
                .public();
        }
        Verdict::NoLynch { .. } | Verdict::Tie(_) => {
            trace
                .add(
                    Kind::Info,
                    "rule-one-night-one-vote-each",
                    Msg::new("one-night-nobody-dies"),
                )
                .public();
        }
    }
    dead
}

/// "a dying Hunter kills the player he voted for" (a Doppel-Hunter too, and in a chain): each
/// shot is added to `dead`, caused by the Hunter's death.
fn hunters_shoot(
    dead: &mut Vec<(String, usize)>,
    state: &State,
    votes: &BTreeMap<String, String>,
    trace: &mut Trace,
) {
    let mut i = 0;
    while i < dead.len() {
        let (hunter, death) = dead[i].clone();
        i += 1;
        if state.card(&hunter).acts_as() != Role::Hunter {
            continue;
        }
        let Some(target) = votes.get(&hunter) else {
            continue;
        };
        if dead.iter().any(|(d, _)| d == target) {
            continue;
        }
        let card = state.card(target);
        let id = trace
            .add(
                Kind::Death,
                "rule-one-night-hunter",
                Msg::new("one-night-hunter-shot")
                    .arg("hunter", &hunter)
                    .arg("player", target)
                    .arg("role", card.acts_as().key()),
            )
            .actor(&hunter)
            .target(target)
            .cause(death)
            .public()
            .id();
        dead.push((target.clone(), id));
    }
}

/// Each player, in roster order, and whether he won.
fn winners(
    roster: &[String],
    state: &State,
    dead: &[String],
    rules: &DayRules,
) -> Vec<(String, bool)> {
    let role = |p: &str| state.card(p).acts_as();
    let wolves_in_play = roster.iter().any(|p| role(p) == Role::Werewolf);
    let wolf_died = dead.iter().any(|p| role(p) == Role::Werewolf);
    let tanner_died = dead.iter().any(|p| role(p) == Role::Tanner);
    // "El equipo de la aldea gana: Si al menos un hombre lobo muere ... Si nadie es un hombre
    // lobo y nadie muere."
    let village = wolf_died || (!wolves_in_play && dead.is_empty());
    // Option `minion_alone_dies=village` (the published FAQ): with no werewolf among the
    // players, the Minion dying alone is a win for the village.
    let minion_alone = !wolves_in_play && dead.len() == 1 && role(&dead[0]) == Role::Minion;
    let village = village || (minion_alone && rules.minion_alone == MinionAlone::Village);
    // "El equipo de hombres lobo solo gana si al menos un jugador es un hombre lobo y no se mata
    // a ningún hombre lobo" — and "if he [the Tanner] dies and no werewolf dies the werewolves
    // do not win".
    let pack = wolves_in_play && !wolf_died && !tanner_died;
    roster
        .iter()
        .map(|p| {
            let won = match role(p) {
                // "the Tanner wins only if he dies"
                Role::Tanner => dead.contains(p),
                // "when no player is a werewolf [the Minion] wins if someone other than him dies"
                Role::Minion if !wolves_in_play => {
                    dead.iter().any(|d| d != p)
                        || (rules.minion_alone == MinionAlone::Wins && dead.contains(p))
                }
                r => match r.team() {
                    Team::Village => village,
                    Team::Werewolf => pack,
                    Team::Tanner => unreachable!("only the Tanner"),
                },
            };
            (p.clone(), won)
        })
        .collect()
}

fn announce(roster: &[String], state: &State, winners: &[(String, bool)], trace: &mut Trace) {
    let won: Vec<&str> = winners
        .iter()
        .filter(|(_, w)| *w)
        .map(|(p, _)| p.as_str())
        .collect();
    let text = if won.is_empty() {
        Msg::new("one-night-nobody-wins")
    } else {
        Msg::new("one-night-winners").arg("players", won.join(", "))
    };
    let won: Vec<String> = won.iter().map(|p| p.to_string()).collect();
    trace.win("rule-one-night-end", text, &won);
    // At the end every card is turned face up.
    for p in roster {
        trace
            .add(
                Kind::Info,
                "rule-one-night-role-is-card",
                Msg::new("one-night-final-card")
                    .arg("player", p)
                    .arg("role", state.card(p).acts_as().key())
                    .arg("dealt", state.dealt_role(p).key()),
            )
            .target(p)
            .public();
    }
    let center: Vec<String> = state.center.iter().map(|c| c.acts_as().key()).collect();
    trace
        .add(
            Kind::Info,
            "rule-one-night-role-is-card",
            Msg::new("one-night-final-center").arg("cards", center.join(", ")),
        )
        .public();
}
