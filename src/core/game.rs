//! `game.yaml`: the whole state of a game, in one file a master can read and diff.

use crate::core::msg::Lang;
use crate::core::names::NameIndex;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The version of the `game.yaml` format this build writes and reads.
pub const FORMAT: u32 = 1;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Player {
    pub name: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub aliases: Vec<String>,
    pub alive: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Game {
    pub format: u32,
    pub ruleset: String,
    pub language: Lang,
    pub seed: u64,
    /// The phase whose orders are awaited (`night`, `day`, …), or the last one when over.
    pub phase: String,
    #[serde(default)]
    pub options: BTreeMap<String, String>,
    pub players: Vec<Player>,
    #[serde(default)]
    pub game_over: bool,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub winners: Vec<String>,
    /// The ruleset's own state (cards, roles, map…), in the ruleset's schema.
    pub state: serde_yaml::Value,
}

impl Game {
    pub fn names(&self) -> NameIndex {
        NameIndex::new(
            self.players
                .iter()
                .map(|p| (p.name.as_str(), p.aliases.as_slice())),
        )
    }

    pub fn player(&self, name: &str) -> Option<&Player> {
        self.players.iter().find(|p| p.name == name)
    }

    pub fn is_alive(&self, name: &str) -> bool {
        self.player(name).is_some_and(|p| p.alive)
    }

    pub fn kill(&mut self, name: &str) {
        if let Some(p) = self.players.iter_mut().find(|p| p.name == name) {
            p.alive = false;
        }
    }

    pub fn option(&self, key: &str) -> Option<&str> {
        self.options.get(key).map(String::as_str)
    }

    pub fn to_yaml(&self) -> String {
        serde_yaml::to_string(self).expect("a game always serialises")
    }
}
