//! What cards do once they are in play, each implemented once: a card entering a room (its
//! counters with the job's and the room's bonuses), a moocher eating, the noisy Polvete, a
//! job changing hands, and the instant win.

use super::cards::{Category, Effect, Life, Special};
use super::choices::Choices;
use super::conditions::Cause;
use super::state::{InRoom, State};
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::rng::{Chance, Random};
use crate::core::trace::{Kind, Trace};

/// Puts a card in a room with `slack` (its printed or rolled value), adding the owner's job
/// bonus ("Si tu Curro aumenta el Vagueo de otras cartas … pon un contador en esas cartas")
/// and the room's bonuses (Reina del Mando), then everybody's bonus for anyone's play
/// (Diseñador Web). The job's special counts for cards played from now on only.
pub fn enter_room(
    state: &mut State,
    owner: &str,
    card: &str,
    slack: i32,
    turn: u32,
    trace: &mut Trace,
) {
    let def = state.card(card).clone();
    let slack = slack + job_bonus(state, owner, &def) + room_bonus(state, owner, &def);
    state
        .flats
        .get_mut(owner)
        .expect("a flat")
        .room
        .push(InRoom {
            card: card.to_string(),
            slack,
            since: turn,
        });
    trace
        .add(
            Kind::Applied,
            "rule-chez-geek-slack",
            Msg::new("chez-geek-enters-room")
                .arg("card", &def.name)
                .arg("player", owner)
                .arg("slack", slack),
        )
        .target(owner)
        .public();
    anyone_bonus(state, &def, trace);
}

/// "Si tu Curro aumenta el Vagueo de otras cartas que haya en tu cuarto (tal como Camarera
/// aumenta los puntos de Vagueo de Sobar), pon un contador en esas cartas": the owner's job
/// bonus for a card of its category.
fn job_bonus(state: &State, owner: &str, def: &Life) -> i32 {
    let mut bonus = 0;
    for special in &state.job_of(owner).special {
        if let Special::Bonus { category, slack } = special
            && def.is(*category)
        {
            bonus += slack;
        }
    }
    bonus
}

/// The bonuses the room gives the new card (a Reina del Mando for a Tele: "proporciona puntos
/// de Vagueo adicionales por tener una carta de Reina del Mando"), and the new card gives the
/// room (a Reina del Mando entering beside Teles).
fn room_bonus(state: &State, owner: &str, def: &Life) -> i32 {
    let room = &state.flat(owner).room;
    let mut bonus = 0;
    for other in room {
        for e in &state.card(&other.card).effects {
            if let Effect::RoomBonus { category, slack } = e
                && def.is(*category)
            {
                bonus += slack;
            }
        }
    }
    for e in &def.effects {
        if let Effect::RoomBonus { category, slack } = e {
            let n = room
                .iter()
                .filter(|c| state.card(&c.card).is(*category))
                .count() as i32;
            bonus += slack * n;
        }
    }
    bonus
}

/// "Diseñador Web, que le proporciona 2 puntos adicionales de Vagueo si alguien juega con éxito
/// Navegar por la Red": every job's bonus for anyone's card of its category, as counters beside
/// the cards.
fn anyone_bonus(state: &mut State, def: &Life, trace: &mut Trace) {
    for p in state.seats.clone() {
        for special in state.job_of(&p).special.clone() {
            if let Special::AnyoneBonus {
                category,
                slack: bonus,
            } = special
                && def.is(category)
            {
                state.flats.get_mut(&p).expect("a flat").extra += bonus;
                trace
                    .add(
                        Kind::Applied,
                        "rule-chez-geek-job-bonus",
                        Msg::new("chez-geek-anyone-bonus")
                            .arg("player", &p)
                            .arg("card", &def.name)
                            .arg("slack", bonus),
                    )
                    .target(&p)
                    .public();
            }
        }
    }
}

/// Removes from a room the card of these categories its owner gives up: the one he named
/// ("Tú eliges qué descartas"), else one the seed draws. `None` when the room has none.
pub fn lose_one(
    state: &mut State,
    owner: &str,
    cats: &[Category],
    cause: Cause,
    choices: &mut Choices,
    chance: &mut Chance,
    trace: &mut Trace,
) -> Result<Option<InRoom>, Vec<Problem>> {
    let room = &state.flat(owner).room;
    let at: Vec<usize> = room
        .iter()
        .enumerate()
        .filter(|(_, c)| cats.iter().any(|cat| state.card(&c.card).is(*cat)))
        .map(|(i, _)| i)
        .collect();
    let candidates: Vec<String> = at.iter().map(|i| room[*i].card.clone()).collect();
    let Some(k) = choices.pick(owner, &candidates, cause, chance, trace, state)? else {
        return Ok(None);
    };
    let card = state
        .flats
        .get_mut(owner)
        .expect("a flat")
        .room
        .remove(at[k]);
    state.life.discard(card.card.clone());
    Ok(Some(card))
}

/// "debes descartarte inmediatamente de una carta de tu cuarto, del tipo indicado en la carta
/// del gorrón"; once none is left, nothing happens. `brought_by`: who played or sent him in
/// this turn (`None`: he stays from an earlier turn).
pub fn moocher_eats(
    state: &mut State,
    host: &str,
    moocher: &str,
    brought_by: Option<&str>,
    choices: &mut Choices,
    chance: &mut Chance,
    trace: &mut Trace,
) -> Result<(), Vec<Problem>> {
    let Some(cats) = state.card(moocher).eats().map(<[Category]>::to_vec) else {
        return Ok(());
    };
    let name = state.card(moocher).name.clone();
    let arriving = brought_by.is_some();
    let cause = Cause {
        card: moocher,
        by: brought_by,
    };
    match lose_one(state, host, &cats, cause, choices, chance, trace)? {
        Some(eaten) => {
            let eaten = state.card(&eaten.card).name.clone();
            trace
                .add(
                    Kind::Applied,
                    "rule-chez-geek-moocher",
                    Msg::new("chez-geek-moocher-eats")
                        .arg("moocher", &name)
                        .arg("player", host)
                        .arg("card", eaten),
                )
                .target(host)
                .public();
        }
        None => {
            // On arrival he has eaten nothing yet: nothing is "left" to him.
            let key = if arriving {
                "chez-geek-moocher-nothing-on-arrival"
            } else {
                "chez-geek-moocher-nothing"
            };
            trace
                .add(
                    Kind::Info,
                    "rule-chez-geek-moocher",
                    Msg::new(key).arg("moocher", &name).arg("player", host),
                )
                .target(host)
                .public();
        }
    }
    Ok(())
}

/// "los compañeros de piso que estén sentados a su lado pierden (si tienen) una carta de Sobar
/// de sus cuartos. Sí, así se puede descartar una carta de Sobar que ya haya sido jugada."
/// Each neighbour gives up the one he named, else one the seed draws.
pub fn noisy(
    state: &mut State,
    player: &str,
    card: &str,
    category: Category,
    choices: &mut Choices,
    chance: &mut Chance,
    trace: &mut Trace,
) -> Result<(), Vec<Problem>> {
    let cause = Cause {
        card,
        by: Some(player),
    };
    for n in state.neighbours(player) {
        if let Some(lost) = lose_one(state, &n, &[category], cause, choices, chance, trace)? {
            let card = state.card(&lost.card).name.clone();
            trace
                .add(
                    Kind::Applied,
                    "rule-chez-geek-noisy",
                    Msg::new("chez-geek-noisy-loses")
                        .arg("player", &n)
                        .arg("card", card),
                )
                .target(&n)
                .public();
        }
    }
    Ok(())
}

/// A new job from the top of the jobs pile; the old one is given up. "conservas los puntos de
/// Vagueo y las cartas que adquirieses con tu antiguo Curro".
pub fn new_job(
    state: &mut State,
    player: &str,
    chance: &mut Chance,
    trace: &mut Trace,
) -> Result<(), Vec<Problem>> {
    let Some(job) = state
        .jobs
        .draw(&mut chance.stream("shuffle"))
        .map_err(super::setup::script_problem)?
    else {
        return Err(vec![Problem::new(Msg::new("chez-geek-err-no-jobs"))]);
    };
    let old = std::mem::replace(&mut state.flats.get_mut(player).expect("a flat").job, job);
    state.jobs.discard(old);
    let job = state.job_of(player);
    trace
        .add(
            Kind::Applied,
            "rule-chez-geek-new-job",
            Msg::new("chez-geek-new-job")
                .arg("player", player)
                .arg("job", &job.name)
                .arg("salary", job.salary.write())
                .arg("free_time", job.free_time.write())
                .arg("goal", job.goal),
        )
        .target(player)
        .public();
    Ok(())
}

/// "El primer jugador en alcanzar o superar la Meta de Vagueo de su carta de Curro gana
/// inmediatamente": the active player first, then the others in seating order.
pub fn winner(state: &State) -> Option<String> {
    let start = state
        .seats
        .iter()
        .position(|p| *p == state.turn.player)
        .unwrap_or(0);
    let n = state.seats.len();
    (0..n)
        .map(|i| &state.seats[(start + i) % n])
        .find(|p| state.slack_of(p) >= state.job_of(p).goal)
        .cloned()
}

/// A roll of `dice` six-sided dice plus `plus`.
pub fn roll_slack(
    chance: &mut Chance,
    dice: u32,
    plus: i32,
) -> Result<(Vec<u64>, i32), Vec<Problem>> {
    let mut rolls = Vec::new();
    for _ in 0..dice {
        rolls.push(
            chance
                .stream("dice")
                .roll(6)
                .map_err(super::setup::script_problem)?,
        );
    }
    let total = rolls.iter().sum::<u64>() as i32 + plus;
    Ok((rolls, total))
}
