//! The `chez-geek` part of `game.yaml`: the cards in use, the piles, each flatmate's job,
//! hand and room, and the turn under way.

use super::cards::{Cards, Effect, Job, Life};
use crate::core::deck::Deck;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A card in a room, with its slack now: "el propietario de la carta debe poner contadores de
/// Vagueo sobre ella, uno por cada punto".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InRoom {
    pub card: String,
    pub slack: i32,
    /// The turn it came in (a moocher does his harm on later turns of his host).
    #[serde(default)]
    pub since: u32,
}

/// One flatmate.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Flat {
    pub job: String,
    #[serde(default)]
    pub hand: Vec<String>,
    #[serde(default)]
    pub room: Vec<InRoom>,
    /// Slack not on a card of the room (a job's bonus for another room's card).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub extra: i32,
}

fn is_zero(n: &i32) -> bool {
    *n == 0
}

/// The turn under way: its number, the active player, what he drew and rolled at its start.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Turn {
    pub number: u32,
    pub player: String,
    pub salary: u32,
    pub free_time: u32,
    #[serde(default)]
    pub drawn: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct State {
    /// The deck in use (the sample, a master's file, or a scenario's own). The sample is
    /// written by its name, `sample` (`sample-it`: with its Italian names), not card by card.
    #[serde(with = "super::sample::in_state")]
    pub cards: Cards,
    /// The life cards' draw pile (top last) and discard pile.
    pub life: Deck<String>,
    /// The jobs not dealt (top last) and the jobs given up.
    pub jobs: Deck<String>,
    /// The flatmates in seating order: "El jugador sentado a la izquierda de quien ha
    /// repartido las cartas es el primero en jugar".
    pub seats: Vec<String>,
    pub flats: BTreeMap<String, Flat>,
    pub turn: Turn,
    /// The players the master removed (`modkill`): no longer anyone's neighbour, nor in a form.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub removed: Vec<String>,
}

/// What closes a room to a Persona.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Closed {
    ByJob,
    /// The id of the card in the room that closes it.
    ByCard(String),
}

impl State {
    pub fn flat(&self, player: &str) -> &Flat {
        &self.flats[player]
    }

    pub fn job_of(&self, player: &str) -> &Job {
        self.cards
            .job(&self.flats[player].job)
            .expect("a consistent state names known jobs")
    }

    pub fn card(&self, id: &str) -> &Life {
        self.cards
            .life(id)
            .expect("a consistent state names known cards")
    }

    /// "sumar los contadores al valor impreso de las cartas": the slack of a room.
    pub fn slack_of(&self, player: &str) -> i32 {
        let flat = &self.flats[player];
        flat.room.iter().map(|c| c.slack).sum::<i32>() + flat.extra
    }

    /// Why `player`'s room is closed to an evicted `person` ("cualquier otro cuarto cuya
    /// entrada no les haya sido restringida"): his job forbids one of the person's categories,
    /// or a card in it closes it to his kind.
    pub fn closed_to(&self, player: &str, person: &Life) -> Option<Closed> {
        if self.job_of(player).forbids(person) {
            return Some(Closed::ByJob);
        }
        let lock = self.flats[player].room.iter().find(|c| {
            self.card(&c.card).effects.iter().any(|e| {
                matches!(e, Effect::ClosesRoom(kinds) if person.person.is_some_and(|k| kinds.contains(&k)))
            })
        })?;
        Some(Closed::ByCard(lock.card.clone()))
    }

    /// The player after `player` in seating order.
    pub fn next_seat(&self, player: &str) -> String {
        let at = self.seats.iter().position(|p| p == player).unwrap_or(0);
        self.seats[(at + 1) % self.seats.len()].clone()
    }

    /// The player after `player` in seating order who is still in the game (`playing`): one
    /// the master removed has left the turn order. `player` himself if nobody else plays.
    pub fn next_playing(&self, player: &str, playing: impl Fn(&str) -> bool) -> String {
        let mut p = self.next_seat(player);
        for _ in 0..self.seats.len() {
            if playing(&p) {
                return p;
            }
            p = self.next_seat(&p);
        }
        player.to_string()
    }

    /// The flatmates sitting next to `player` ("los compañeros de piso que estén sentados a
    /// su lado"): the one before and the one after, once each, never himself.
    /// A player the master removes (docs/rulings/chez-geek.md, "A player the master
    /// removes"): his hand and room leave the game with him, and he leaves the table.
    pub fn remove(&mut self, player: &str) {
        if let Some(flat) = self.flats.get_mut(player) {
            flat.hand.clear();
            flat.room.clear();
            flat.extra = 0;
        }
        if !self.removed.iter().any(|p| p == player) {
            self.removed.push(player.to_string());
        }
    }

    /// One the master removed sits there no longer: the next one still in the game does.
    pub fn neighbours(&self, player: &str) -> Vec<String> {
        let n = self.seats.len();
        let Some(at) = self.seats.iter().position(|p| p == player) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for step in [n - 1, 1] {
            let seated = (1..n)
                .map(|k| &self.seats[(at + step * k) % n])
                .find(|p| !self.removed.contains(p));
            if let Some(p) = seated
                && p != player
                && !out.contains(p)
            {
                out.push(p.clone());
            }
        }
        out
    }
}
