//! One lupus phase resolved: the PMs read, the night or the day played, the dawn, the win.

use super::day::{Day, Tie};
use super::fate::{Blood, Cause, Fate};
use super::night::Night;
use super::orders::{self, Pm};
use super::ruleset::{agree, owned_state, problem, script_problem, wrap, write_state};
use super::state::Phase;
use super::win::{self, PackWins};
use crate::core::diag::Problem;
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::orders::OrderFile;
use crate::core::rng::{Chance, Random};
use crate::core::trace::{Kind, Trace};
use std::collections::BTreeMap;

/// The phase's PMs resolved into the next game (`Ruleset::resolve`).
pub fn resolve(
    game: &Game,
    orders: &[OrderFile],
    chance: &mut Chance,
    trace: &mut Trace,
) -> Result<Game, Vec<Problem>> {
    let mut state = owned_state(game)?;
    let phase =
        Phase::parse(&game.phase).ok_or_else(|| vec![problem(Msg::new("err-game-over"))])?;
    let (pms, problems) = orders::read(game, &state, phase, orders, wrap(game), agree(game));
    if !problems.is_empty() {
        return Err(problems);
    }
    let mut next = game.clone();
    let pack_wins = if game.option("pack_wins") == Some("all") {
        PackWins::All
    } else {
        PackWins::Parity
    };
    let outcome = {
        let mut fate = Fate::new(&mut next, &mut state, trace, game.phase.clone());
        if game.option("unicorno_blood") == Some("next") {
            fate.blood = Blood::Next;
        }
        fate.agree = agree(game);
        fate.causes_told = game.option("death_causes") == Some("told");
        // The master's modkills of this phase (applied before it resolves) are its deaths.
        fate.died = std::mem::take(&mut fate.state.memory.modkilled);
        fate.demonio_died = fate.state.memory.demonio_modkilled.take();
        match phase {
            Phase::Notte(n) => notte(&mut fate, game, &pms, n),
            Phase::Giorno(n) => giorno(&mut fate, game, &pms, n, chance)?,
            Phase::Over => unreachable!("refused above"),
        }
        let outcome = win::check(fate.game, fate.state, pack_wins);
        if outcome.is_none() {
            fate.convert_nominee();
            tell_the_dead(&mut fate);
        }
        end_of_phase(&mut fate, phase, &game.phase);
        outcome
    };
    match outcome {
        Some(o) => {
            trace.game_won(
                "rule-lupus-win",
                Msg::new(o.side).arg("players", o.winners.join(", ")),
                &o.winners,
                "lupus-final-role",
                game.players
                    .iter()
                    .map(|p| (p.name.clone(), state.role(&p.name).key())),
            );
            next.finish(o.winners);
        }
        None => next.phase = phase.next().id(),
    }
    write_state(&mut next, &state);
    Ok(next)
}

/// Notte `n`: the night's powers, the Narcisista's guilt, the dawn, the Mugnaio last.
fn notte(fate: &mut Fate, game: &Game, pms: &BTreeMap<String, Pm>, n: u32) {
    if n > 0 && fate.state.memory.tamed {
        fate.state.memory.tamed = false;
    }
    Night::new(fate, pms, n, wrap(game)).run();
    // "morirà per i sensi di colpa durante la notte successiva. Questa morte non può essere
    // impedita in alcun modo."
    if let Some(voter) = fate.state.memory.guilt.take() {
        // The decisive vote was cast yesterday: recalled here, it is the cause.
        let id = fate
            .trace
            .add(
                Kind::Info,
                "rule-lupus-narcisista",
                Msg::new("lupus-decisive-vote").arg("player", &voter),
            )
            .target(&voter)
            .id();
        fate.kill(&voter, Cause::Guilt, Some(id));
    }
    dawn(fate, n);
    fate.state.memory.revenge = false;
    // "Alla fine della notte": the Mugnaio reads after every death of the night.
    Night::new(fate, pms, n, wrap(game)).mugnaio();
}

/// Giorno `n`: the rogo; a tie drawn by the master with the core RNG's `tie` stream (option
/// `tie`).
fn giorno(
    fate: &mut Fate,
    game: &Game,
    pms: &BTreeMap<String, Pm>,
    n: u32,
    chance: &mut Chance,
) -> Result<(), Vec<Problem>> {
    let tie = if game.option("tie") == Some("random") {
        Tie::Random
    } else {
        Tie::Nobody
    };
    let mut draw = |len: usize| chance.stream("tie").below(len as u64).map(|i| i as usize);
    Day { fate, pms, n, tie }
        .run(&mut draw)
        .map_err(script_problem)
}

/// The dead are told what is left to them: "Vietato: … comunicazioni vivi/morti". A dead
/// Unicorno who may still give his blood is told that instead.
fn tell_the_dead(fate: &mut Fate) {
    for dead in fate.died.clone() {
        if fate.game.is_alive(&dead) || fate.state.memory.gift_pending.contains(&dead) {
            continue;
        }
        fate.trace
            .add(Kind::Info, "rule-lupus-dead", Msg::new("lupus-dead-may"))
            .to(&[&dead]);
    }
}

/// What the phase leaves: its deaths remembered, a quiet night said, the immortality and the
/// blood that end with it (`id`, the phase's id).
fn end_of_phase(fate: &mut Fate, phase: Phase, id: &str) {
    let memory = &mut fate.state.memory;
    memory.died_before = std::mem::replace(&mut memory.died_last, fate.died.clone());
    // Every night's post says what happened; Notte 0, when the pack does not bite yet ("a
    // partire dalla seconda notte"), says so rather than post an empty heading.
    if fate.died.is_empty()
        && let Phase::Notte(n) = phase
    {
        let key = if n == 0 {
            "lupus-night-zero-quiet"
        } else {
            "lupus-nobody-died"
        };
        fate.trace
            .add(Kind::Info, "rule-lupus-sbrano", Msg::new(key))
            .public();
    }
    fate.state.memory.immortal.retain(|_, until| until != id);
    // Blood waiting for the end of this phase acts from the next one.
    fate.state.memory.blood_waits.retain(|_, from| from != id);
}

/// Dawn: the Scommettitrice's night bets are judged, and "Se all'inizio del giorno entrambi hanno
/// compiuto l'atto di TRADIMENTO … i galeotti perdono la partita, eliminandoli."
fn dawn(fate: &mut Fate, n: u32) {
    let bets: Vec<(String, String)> = fate
        .state
        .memory
        .last_bet
        .iter()
        .filter(|(who, bet)| bet.night && fate.state.memory.bet_night.get(*who) == Some(&n))
        .map(|(who, bet)| (who.clone(), bet.player.clone()))
        .collect();
    for (who, player) in bets {
        fate.state.memory.bet_night.remove(&who);
        if fate.died.contains(&player) && fate.game.is_alive(&who) {
            *fate.state.memory.points.entry(who.clone()).or_default() += 1;
            fate.trace
                .add(
                    Kind::Applied,
                    "rule-lupus-scommettitrice",
                    Msg::new("lupus-bet-won").arg("player", &player),
                )
                .actor(&who)
                .to(&[&who]);
        }
    }
    let traitors: Vec<String> = fate
        .state
        .memory
        .traitors
        .iter()
        .filter(|t| fate.game.is_alive(t))
        .cloned()
        .collect();
    if traitors.len() == 2 {
        // Exposed, they lose: neither is "tolto dalla partita" as a winning traitor.
        fate.state.memory.traitors.clear();
        let id = fate
            .trace
            .add(
                Kind::Info,
                "rule-lupus-galeotto",
                Msg::new("lupus-both-traitors").arg("players", traitors.join(", ")),
            )
            .public()
            .id();
        for t in traitors {
            fate.kill(&t, Cause::Exposed, Some(id));
        }
    }
}
