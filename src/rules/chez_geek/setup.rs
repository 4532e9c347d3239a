//! The deal ("Se barajan los Curros y se reparte uno, boca arriba, a cada jugador. Después se
//! barajan las cartas de Vida y se reparten cinco, boca abajo, a cada jugador") and a game
//! started mid-way from a scenario's `setup:`.

use super::cards::Cards;
use super::start::{Pins, announce_rooms, begin_turn};
use super::state::{Flat, InRoom, State, Turn};
use crate::core::deck::Deck;
use crate::core::diag::Problem;
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::names::fold;
use crate::core::rng::{Chance, Random, ScriptError};
use crate::core::trace::{Kind, Trace};
use serde::Deserialize;
use std::collections::BTreeMap;

pub fn script_problem(e: ScriptError) -> Vec<Problem> {
    vec![Problem::new(
        Msg::new("err-script")
            .arg("value", e.value)
            .arg("bound", e.bound),
    )]
}

/// The deck of a new game: the `deck` option's file (YAML, or CSV by its `.csv` name), or the
/// sample deck.
pub fn load_cards(game: &Game) -> Result<Cards, Vec<Problem>> {
    let cards = match game.option("deck").filter(|d| !d.trim().is_empty()) {
        None => Cards::sample_in(game.language),
        Some(path) => {
            use crate::core::read::{Links, Refused, read_bytes};
            // The deck's limit is kept while reading: a larger file is never read whole.
            let limit = super::deck_file::MAX_BYTES as u64;
            let bytes = read_bytes(std::path::Path::new(path), limit, Links::Follow).map_err(
                |refused| {
                    let problem = match refused {
                        Refused::TooBig(_) => Problem::new(
                            Msg::new("chez-geek-err-deck-too-big")
                                .arg("path", path)
                                .arg("limit", limit),
                        ),
                        other => Problem::new(
                            other.explain(Msg::new("chez-geek-err-deck-file").arg("path", path)),
                        )
                        .help(Msg::new("chez-geek-help-deck-file")),
                    };
                    vec![problem.unreadable()]
                },
            )?;
            let text = crate::core::store::decode_text(path, &bytes).map_err(|p| vec![p])?;
            super::deck_file::parse(path, &text)?
        }
    };
    check_cards(&cards)?;
    Ok(cards)
}

pub fn check_cards(cards: &Cards) -> Result<(), Vec<Problem>> {
    let problems: Vec<Problem> = cards
        .problems()
        .into_iter()
        .map(|(key, id)| Problem::new(super::cards::problem_msg(key, &id)))
        .collect();
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}

/// Whether `key` (folded) is this id, name or one of these aliases (case and accents aside).
fn names_it(key: &str, id: &str, name: &str, aliases: &[String]) -> bool {
    fold(id) == key || fold(name) == key || aliases.iter().any(|a| fold(a) == key)
}

/// A card of the deck named by its id, its name or an alias (case and accents aside).
pub fn job_id(cards: &Cards, written: &str) -> Option<String> {
    let key = fold(written.trim());
    cards
        .jobs
        .iter()
        .find(|j| names_it(&key, &j.id, &j.name, &j.aliases))
        .map(|j| j.id.clone())
}

pub fn life_id(cards: &Cards, written: &str) -> Option<String> {
    let key = fold(written.trim());
    cards
        .life
        .iter()
        .find(|c| names_it(&key, &c.id, &c.name, &c.aliases))
        .map(|c| c.id.clone())
}

/// The jobs of the two-player note, marked `two_players` in the deck: "Para las partidas de 2
/// jugadores, recomendamos que retiréis Vago Profesional y Batería del mazo de Curro, o que
/// empecéis directamente la partida con esas cartas". With `remove` or `start` a two-player
/// game needs the deck to mark two of them (a master's own deck may call them otherwise).
fn two_player_jobs(cards: &Cards, note: &str) -> Result<Vec<String>, Vec<Problem>> {
    let marked: Vec<String> = cards
        .jobs
        .iter()
        .filter(|j| j.two_players)
        .map(|j| j.id.clone())
        .collect();
    if note != "keep" && marked.len() != 2 {
        return Err(vec![
            Problem::new(
                Msg::new("chez-geek-err-two-player-jobs")
                    .arg("count", marked.len())
                    .arg("note", note),
            )
            .help(Msg::new("chez-geek-help-two-player-jobs")),
        ]);
    }
    Ok(marked)
}

/// Deals a new game from the seed: jobs (the roster's `role` column fixes a player's job, as
/// the last winner's choice: "El ganador puede elegir su carta de Curro en la siguiente
/// partida, antes de que se reparta ninguna carta"), five life cards each, then the first
/// turn's draw.
pub fn deal(
    game: &mut Game,
    fixed: &BTreeMap<String, String>,
    chance: &mut Chance,
    trace: &mut Trace,
) -> Result<State, Vec<Problem>> {
    let cards = load_cards(game)?;
    let chosen = chosen_jobs(&cards, fixed)?;
    let mut stream = chance.stream("deal");
    let mut jobs = jobs_pile(game, &cards, &chosen, &mut stream)?;
    // "se reparten cinco, boca abajo, a cada jugador": a deck of fewer life cards than that
    // cannot be dealt.
    let in_deck = cards.life_pile().len();
    if in_deck < 5 * game.players.len() {
        return Err(vec![Problem::new(
            Msg::new("chez-geek-err-too-few-life")
                .arg("count", in_deck)
                .arg("players", game.players.len())
                .arg("need", 5 * game.players.len()),
        )]);
    }
    let mut life = Deck::new_shuffled(cards.life_pile(), &mut stream).map_err(script_problem)?;
    let mut flats = BTreeMap::new();
    for p in &game.players {
        let job = match chosen.get(&p.name) {
            Some(id) => id.clone(),
            None => jobs.draw.pop().ok_or_else(|| {
                vec![Problem::new(
                    Msg::new("chez-geek-err-too-few-jobs").arg("count", cards.jobs.len()),
                )]
            })?,
        };
        let flat = Flat {
            job,
            hand: Vec::new(),
            room: Vec::new(),
            extra: 0,
        };
        flats.insert(p.name.clone(), flat);
    }
    for p in &game.players {
        let hand = life.draw_n(5, &mut stream).map_err(script_problem)?;
        flats.get_mut(&p.name).expect("a flat each").hand = hand;
    }
    let seats: Vec<String> = game.players.iter().map(|p| p.name.clone()).collect();
    let first = seats[0].clone();
    let mut state = State {
        cards,
        life,
        jobs,
        seats,
        flats,
        turn: Turn {
            number: 0,
            player: first.clone(),
            salary: 0,
            free_time: 0,
            drawn: Vec::new(),
        },
        removed: Vec::new(),
    };
    announce_deal(&state, trace);
    begin_turn(&mut state, &first, 1, Pins::default(), chance, trace)?;
    announce_hands(&state, trace);
    Ok(state)
}

/// The jobs the roster fixes (the last winner's choice), by id; a job fixed twice or unknown is
/// refused.
fn chosen_jobs(
    cards: &Cards,
    fixed: &BTreeMap<String, String>,
) -> Result<BTreeMap<String, String>, Vec<Problem>> {
    let mut problems = Vec::new();
    let mut chosen = BTreeMap::new();
    for (player, written) in fixed {
        match job_id(cards, written) {
            Some(id) if chosen.values().any(|j| *j == id) => problems.push(Problem::new(
                Msg::new("chez-geek-err-job-twice").arg("job", written),
            )),
            Some(id) => {
                chosen.insert(player.clone(), id);
            }
            None => problems.push(Problem::new(
                Msg::new("chez-geek-err-unknown-job")
                    .arg("job", written)
                    .arg("player", player),
            )),
        }
    }
    if problems.is_empty() {
        Ok(chosen)
    } else {
        Err(problems)
    }
}

/// The jobs pile to deal from, shuffled: the jobs nobody chose, with the two-player note
/// applied ("recomendamos que retiréis Vago Profesional y Batería del mazo de Curro, o que
/// empecéis directamente la partida con esas cartas").
fn jobs_pile(
    game: &Game,
    cards: &Cards,
    chosen: &BTreeMap<String, String>,
    stream: &mut impl Random,
) -> Result<Deck<String>, Vec<Problem>> {
    let note = game.option("two_players").unwrap_or("remove");
    let noted = if game.players.len() == 2 {
        two_player_jobs(cards, note)?
    } else {
        Vec::new()
    };
    let taken = |id: &String| chosen.values().any(|c| c == id);
    let mut pile: Vec<String> = cards
        .jobs
        .iter()
        .map(|j| j.id.clone())
        .filter(|id| !taken(id))
        .filter(|id| !(note == "remove" && noted.contains(id)))
        .collect();
    stream.shuffle(&mut pile).map_err(script_problem)?;
    if note == "start" && !noted.is_empty() {
        // "o que empecéis directamente la partida con esas cartas": they are dealt first (the
        // one a winner chose is his already).
        pile.retain(|id| !noted.contains(id));
        pile.extend(noted.iter().filter(|id| !taken(id)).cloned());
    }
    Ok(Deck::new(pile))
}

/// Everybody's job in public, each hand to its holder.
fn announce_deal(state: &State, trace: &mut Trace) {
    trace
        .add(
            Kind::Info,
            "rule-chez-geek-setup",
            Msg::new("chez-geek-seats").arg("players", state.seats.join(", ")),
        )
        .public();
    for p in &state.seats {
        let job = state.job_of(p);
        trace
            .add(
                Kind::Info,
                "rule-chez-geek-setup",
                Msg::new("chez-geek-job")
                    .arg("player", p)
                    .arg("job", &job.name)
                    .arg("salary", job.salary.write())
                    .arg("free_time", job.free_time.write())
                    .arg("goal", job.goal),
            )
            .actor(p)
            .public();
    }
}

/// Each hand to its holder, once the first draw is made (the first player's the draw told),
/// and to each how a turn is posted ("Los turnos de juego se dividen en cinco fases: Robo,
/// Tiradas, Llamar a la Peña, Tiempo Libre, y Descarte"), as the other rulesets' role PMs say
/// how their orders are written.
fn announce_hands(state: &State, trace: &mut Trace) {
    for p in state.seats.iter().filter(|p| **p != state.turn.player) {
        trace
            .add(
                Kind::Info,
                "rule-chez-geek-hand",
                Msg::new("chez-geek-your-hand").arg("cards", names(state, &state.flat(p).hand)),
            )
            .to(&[p]);
    }
    for p in &state.seats {
        trace
            .add(
                Kind::Info,
                "rule-chez-geek-setup",
                // Its examples name a flatmate of this game: the reader's next.
                Msg::new("chez-geek-how-to-post").arg("other", state.next_seat(p)),
            )
            .to(&[p]);
    }
}

/// Card names for a message, in order.
pub fn names(state: &State, ids: &[String]) -> String {
    if ids.is_empty() {
        return "—".to_string();
    }
    ids.iter()
        .map(|id| state.card(id).name.clone())
        .collect::<Vec<_>>()
        .join(", ")
}

/// A scenario's `setup:`: a game under way, every pile written top first.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Setup {
    /// The deck in use; the sample deck when absent.
    #[serde(default)]
    cards: Option<Cards>,
    /// Cards added to that deck (a card the sample deck lacks, such as a Cerrojo), same schema.
    #[serde(default)]
    more_cards: Option<MoreCards>,
    /// The life draw pile, top first (card ids or names).
    #[serde(default)]
    life: Vec<String>,
    #[serde(default)]
    discard: Vec<String>,
    /// The jobs pile, top first.
    #[serde(default)]
    jobs: Vec<String>,
    flats: BTreeMap<String, SetupFlat>,
    /// Whose turn it is; the first player when absent.
    #[serde(default)]
    first: Option<String>,
    #[serde(default = "one")]
    turn: u32,
    /// The turn's salary and free time when the job's are variable (or to pin them).
    #[serde(default)]
    salary: Option<u32>,
    #[serde(default)]
    free_time: Option<u32>,
}

/// `more_cards:` of a setup: jobs and life cards added to the deck.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct MoreCards {
    #[serde(default)]
    jobs: Vec<super::cards::Job>,
    #[serde(default)]
    life: Vec<super::cards::Life>,
}

fn one() -> u32 {
    1
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SetupFlat {
    job: String,
    #[serde(default)]
    hand: Vec<String>,
    #[serde(default)]
    room: Vec<SetupCard>,
    #[serde(default)]
    extra: i32,
}

/// A card in a room: its name (printed slack), or the card with its counters.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
enum SetupCard {
    Name(String),
    Counted { card: String, slack: i32 },
}

/// A game started from a scenario's `setup:`. Nothing is left to chance here: a variable
/// salary or free time needs its value written, and the hand is drawn only from the pile.
pub fn adopt(
    game: &Game,
    value: serde_yaml::Value,
    trace: &mut Trace,
) -> Result<State, Vec<Problem>> {
    let mut setup: Setup = serde_yaml::from_value(value)
        .map_err(|e| vec![Problem::new(Msg::new("err-state").arg("error", e))])?;
    let cards = setup_cards(game, &mut setup)?;
    let (life, jobs, flats) = written_state(&cards, &setup)?;
    let seats: Vec<String> = game.players.iter().map(|p| p.name.clone()).collect();
    let first = setup.first.clone().unwrap_or_else(|| seats[0].clone());
    let mut state = State {
        cards,
        life,
        jobs,
        seats,
        flats,
        turn: Turn {
            number: setup.turn,
            player: first.clone(),
            salary: 0,
            free_time: 0,
            drawn: Vec::new(),
        },
        removed: Vec::new(),
    };
    let problems = super::consistent::problems(game, &state);
    if !problems.is_empty() {
        return Err(problems);
    }
    announce_deal(&state, trace);
    // No chance at the setup of a scenario: an empty stream that refuses any draw.
    let mut chance = Chance::new(game.seed, "setup", []);
    let pins = Pins {
        salary: setup.salary,
        free_time: setup.free_time,
    };
    begin_turn(&mut state, &first, setup.turn, pins, &mut chance, trace)?;
    if !chance.log.is_empty() {
        return Err(vec![Problem::new(Msg::new(
            "chez-geek-err-setup-needs-chance",
        ))]);
    }
    announce_rooms(
        &state,
        game.option("counters") == Some("on"),
        Some(&first),
        trace,
    );
    Ok(state)
}

/// The deck of a setup: its own (`cards:`) or the sample one in the game's language, with the
/// cards it adds (`more_cards:`), checked.
fn setup_cards(game: &Game, setup: &mut Setup) -> Result<Cards, Vec<Problem>> {
    let mut cards = setup
        .cards
        .take()
        .unwrap_or_else(|| Cards::sample_in(game.language));
    let more = setup.more_cards.take().unwrap_or_default();
    cards.jobs.extend(more.jobs);
    cards.life.extend(more.life);
    check_cards(&cards)?;
    Ok(cards)
}

/// A flat as a setup writes it, its cards by id: job, hand, room (each card with its counters,
/// if written), extra counters.
type WrittenFlat = (String, Vec<String>, Vec<(String, Option<i32>)>, i32);

/// A setup's piles, life cards' and jobs', and its flats.
type Written = (Deck<String>, Deck<String>, BTreeMap<String, Flat>);

/// The piles (the life cards' and the jobs', written top first, kept top last) and the flats
/// a setup writes, every card by id; every name the deck lacks is a problem.
fn written_state(cards: &Cards, setup: &Setup) -> Result<Written, Vec<Problem>> {
    let mut problems = Vec::new();
    let mut life_of = |written: &str| match life_id(cards, written) {
        Some(id) => id,
        None => {
            problems.push(Problem::new(
                Msg::new("chez-geek-err-unknown-card").arg("card", written),
            ));
            String::new()
        }
    };
    let mut draw: Vec<String> = setup.life.iter().map(|c| life_of(c)).collect();
    draw.reverse();
    let discard: Vec<String> = setup.discard.iter().rev().map(|c| life_of(c)).collect();
    let mut flats: BTreeMap<String, WrittenFlat> = BTreeMap::new();
    for (player, flat) in &setup.flats {
        let hand = flat.hand.iter().map(|c| life_of(c)).collect();
        let room = flat
            .room
            .iter()
            .map(|c| match c {
                SetupCard::Name(name) => (life_of(name), None),
                SetupCard::Counted { card, slack } => (life_of(card), Some(*slack)),
            })
            .collect::<Vec<_>>();
        flats.insert(player.clone(), (flat.job.clone(), hand, room, flat.extra));
    }
    let mut jobs_pile = Vec::new();
    for written in setup.jobs.iter().rev() {
        match job_id(cards, written) {
            Some(id) => jobs_pile.push(id),
            None => problems.push(Problem::new(
                Msg::new("chez-geek-err-unknown-job")
                    .arg("job", written)
                    .arg("player", "—"),
            )),
        }
    }
    let built = built_flats(cards, flats, &mut problems);
    if !problems.is_empty() {
        return Err(problems);
    }
    Ok((Deck { draw, discard }, Deck::new(jobs_pile), built))
}

/// The flats of a setup with their jobs by id and their rooms' cards with their counters (the
/// printed slack where none is written).
fn built_flats(
    cards: &Cards,
    flats: BTreeMap<String, WrittenFlat>,
    problems: &mut Vec<Problem>,
) -> BTreeMap<String, Flat> {
    let mut built = BTreeMap::new();
    for (player, (job, hand, room, extra)) in flats {
        let Some(job) = job_id(cards, &job) else {
            problems.push(Problem::new(
                Msg::new("chez-geek-err-unknown-job")
                    .arg("job", &job)
                    .arg("player", &player),
            ));
            continue;
        };
        let room = room
            .into_iter()
            .filter(|(id, _)| !id.is_empty())
            .map(|(id, slack)| InRoom {
                slack: slack.unwrap_or_else(|| cards.life(&id).map_or(0, |c| c.slack.plus)),
                card: id,
                since: 0,
            })
            .collect();
        let flat = Flat {
            job,
            hand,
            room,
            extra,
        };
        built.insert(player, flat);
    }
    built
}
