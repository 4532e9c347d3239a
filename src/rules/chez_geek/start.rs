//! The start of a turn, resolved as soon as the turn before ends, so the active player knows
//! his hand and his numbers when he posts: "1. Robo: Roba cartas del mazo de cartas de Vida
//! hasta tener seis cartas en la mano", then the dice of "2. Tiradas" for a variable salary or
//! free time ("Tira un dado cada turno, en tu fase de Tiradas").

use super::setup::{names, script_problem};
use super::state::{State, Turn};
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::rng::{Chance, Random};
use crate::core::trace::{Kind, Trace};

/// Values a scenario's `setup:` writes instead of rolling.
#[derive(Debug, Clone, Copy, Default)]
pub struct Pins {
    pub salary: Option<u32>,
    pub free_time: Option<u32>,
}

/// Draws a life card, the discards reshuffled when the pile is empty ("Si te quedas sin
/// cartas de Vida durante una partida, baraja la pila de descartes y vuelve a usar las
/// cartas"). `None` when both piles are empty.
pub fn draw_life(
    state: &mut State,
    chance: &mut Chance,
    trace: &mut Trace,
) -> Result<Option<String>, Vec<Problem>> {
    if state.life.draw.is_empty() && !state.life.discard.is_empty() {
        let count = state.life.discard.len();
        state
            .life
            .reshuffle(&mut chance.stream("shuffle"))
            .map_err(script_problem)?;
        trace
            .add(
                Kind::Random,
                "rule-chez-geek-reshuffle",
                Msg::new("chez-geek-reshuffled").arg("count", count),
            )
            .public();
    }
    Ok(state.life.draw.pop())
}

pub fn roll(chance: &mut Chance) -> Result<u64, Vec<Problem>> {
    chance.stream("dice").roll(6).map_err(script_problem)
}

/// A turn begins: "1. Robo" (the hand filled, told to its holder), then "2. Tiradas" for a
/// variable salary or free time; the active player is told his numbers.
pub fn begin_turn(
    state: &mut State,
    player: &str,
    number: u32,
    pins: Pins,
    chance: &mut Chance,
    trace: &mut Trace,
) -> Result<(), Vec<Problem>> {
    let job = state.job_of(player).clone();
    let drawn = robo(state, player, job.hand_size(), chance, trace)?;
    trace
        .add(
            Kind::Info,
            "rule-chez-geek-turn",
            Msg::new("chez-geek-turn-starts")
                .arg("player", player)
                .arg("number", number),
        )
        .actor(player)
        .public();
    told_the_draw(state, player, &drawn, trace);
    let salary = variable(
        player,
        job.salary,
        pins.salary,
        "chez-geek-roll-salary",
        chance,
        trace,
    )?;
    let free_time = variable(
        player,
        job.free_time,
        pins.free_time,
        "chez-geek-roll-free-time",
        chance,
        trace,
    )?;
    trace
        .add(
            Kind::Info,
            "rule-chez-geek-turn",
            Msg::new("chez-geek-your-numbers")
                .arg("player", player)
                .arg("salary", salary)
                .arg("free_time", free_time),
        )
        .actor(player)
        .public();
    // His own report tells him it is his turn, and with what: he posts it from there.
    trace
        .add(
            Kind::Info,
            "rule-chez-geek-turn",
            Msg::new("chez-geek-your-turn")
                .arg("number", number)
                .arg("salary", salary)
                .arg("free_time", free_time),
        )
        .to(&[player]);
    state.turn = Turn {
        number,
        player: player.to_string(),
        salary,
        free_time,
        drawn,
    };
    Ok(())
}

/// "Roba cartas del mazo de cartas de Vida hasta tener seis cartas en la mano (siete si tienes
/// el Curro de Esclavo Corporativo)": the cards drawn; with both piles empty, the draw stops
/// short and says so.
fn robo(
    state: &mut State,
    player: &str,
    size: usize,
    chance: &mut Chance,
    trace: &mut Trace,
) -> Result<Vec<String>, Vec<Problem>> {
    let mut drawn = Vec::new();
    while state.flat(player).hand.len() < size {
        let Some(card) = draw_life(state, chance, trace)? else {
            trace
                .add(
                    Kind::Info,
                    "rule-chez-geek-reshuffle",
                    Msg::new("chez-geek-deck-empty"),
                )
                .public();
            break;
        };
        let hand = &mut state.flats.get_mut(player).expect("a flat").hand;
        hand.push(card.clone());
        drawn.push(card);
    }
    Ok(drawn)
}

/// How many he drew, in public; what he drew and the hand he plays his turn from ("cada
/// jugador … su mano"), to him.
fn told_the_draw(state: &State, player: &str, drawn: &[String], trace: &mut Trace) {
    trace
        .add(
            Kind::Info,
            "rule-chez-geek-draw",
            Msg::new("chez-geek-drew-count")
                .arg("player", player)
                .arg("count", drawn.len()),
        )
        .actor(player)
        .public();
    trace
        .add(
            Kind::Info,
            "rule-chez-geek-draw",
            Msg::new("chez-geek-you-drew").arg("cards", names(state, drawn)),
        )
        .to(&[player]);
    trace
        .add(
            Kind::Info,
            "rule-chez-geek-hand",
            Msg::new("chez-geek-your-hand").arg("cards", names(state, &state.flat(player).hand)),
        )
        .to(&[player]);
}

/// A salary or free time: pinned by a scenario, fixed, or rolled ("Con un resultado de 1, 2 ó
/// 3, se usa el número más bajo. Con un resultado de 4, 5 ó 6, se usa el número más alto").
fn variable(
    player: &str,
    amount: super::cards::Amount,
    pinned: Option<u32>,
    key: &str,
    chance: &mut Chance,
    trace: &mut Trace,
) -> Result<u32, Vec<Problem>> {
    if let Some(v) = pinned {
        return Ok(v);
    }
    if let super::cards::Amount::Fixed(n) = amount {
        return Ok(n);
    }
    let die = roll(chance)?;
    let v = amount.with_die(die);
    trace
        .add(
            Kind::Random,
            "rule-chez-geek-variable",
            Msg::new(key)
                .arg("player", player)
                .arg("die", die)
                .arg("value", v),
        )
        .actor(player)
        .public();
    Ok(v)
}

/// Every room in public, with its slack ("Todos los compañeros de piso pueden mirar tu
/// cuarto"), and each hand to its holder but `drawing`, whose hand the draw of his turn tells.
pub fn announce_rooms(state: &State, counters: bool, drawing: Option<&str>, trace: &mut Trace) {
    for p in &state.seats {
        let flat = state.flat(p);
        let cards: Vec<String> = flat
            .room
            .iter()
            .map(|c| format!("{} ({})", state.card(&c.card).name, c.slack))
            .collect();
        let cards = if cards.is_empty() {
            "—".to_string()
        } else {
            cards.join(", ")
        };
        let job = state.job_of(p);
        trace
            .add(
                Kind::Info,
                "rule-chez-geek-slack",
                Msg::new(if counters {
                    "chez-geek-room-counters"
                } else {
                    "chez-geek-room"
                })
                .arg("player", p)
                .arg("job", &job.name)
                .arg("slack", state.slack_of(p))
                .arg("goal", job.goal)
                .arg("left", (job.goal - state.slack_of(p)).max(0))
                .arg("cards", cards),
            )
            .actor(p)
            .public();
        if drawing == Some(p.as_str()) {
            continue;
        }
        trace
            .add(
                Kind::Info,
                "rule-chez-geek-hand",
                Msg::new("chez-geek-your-hand").arg("cards", names(state, &flat.hand)),
            )
            .to(&[p]);
    }
}
