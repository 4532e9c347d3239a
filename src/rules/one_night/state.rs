//! The one-night part of `game.yaml`.

use super::cards::{Card, Role};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Phases: `night`, then `day` (the vote), then `over`.
pub const NIGHT: &str = "night";
pub const DAY: &str = "day";
pub const OVER: &str = crate::core::game::OVER;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct State {
    /// The card each player was dealt: it decides when he wakes ("Vidente, despierten").
    /// A scenario may leave it out: it is then the `cards` it starts with.
    #[serde(default)]
    pub dealt: BTreeMap<String, Card>,
    /// The card in front of each player now.
    pub cards: BTreeMap<String, Card>,
    /// The three center cards, 1 to 3.
    pub center: Vec<Card>,
    /// Day votes, once cast.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub votes: BTreeMap<String, String>,
}

impl State {
    pub fn card(&self, player: &str) -> Card {
        self.cards[player]
    }

    pub fn dealt_role(&self, player: &str) -> Role {
        self.dealt[player].role
    }
}
