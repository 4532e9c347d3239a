//! Choices the rules give a player, read from his PM: which card of his room a moocher takes
//! ("Tú eliges qué descartas"), which Sobar he loses to a noisy Polvete, and (in the play
//! itself) where the person he evicts goes ("determinas a qué cuarto va ahora"). A player who
//! named none leaves the choice to the seed: the engine never chooses by a rule of its own.
//!
//! A choice is a line `pierdo CARTA` / `lose CARD` or `descarto CARTA de mi cuarto` (several
//! cards, in the order he gives them up: `pierdo las Palomitas y el Ruso Blanco`), in the PM of
//! the turn in which the loss happens.

use super::orders::Written;
use super::setup::script_problem;
use super::state::State;
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::rng::{Chance, Random};
use crate::core::trace::{Kind, Trace};
use std::collections::BTreeMap;

/// Each player's cards named to give up, in his order; each is used once.
#[derive(Debug, Default, Clone)]
pub struct Choices {
    named: BTreeMap<String, Vec<(String, bool)>>,
}

impl Choices {
    pub fn add(&mut self, w: &Written) {
        let list = self.named.entry(w.player.clone()).or_default();
        for (card, _) in &w.cards {
            list.push((card.clone(), false));
        }
    }

    /// The index, among `candidates` (card ids of `player`'s room), of the card he gives up:
    /// the first he named that is there, else one drawn from the seed (no draw for one).
    pub fn pick(
        &mut self,
        player: &str,
        candidates: &[String],
        chance: &mut Chance,
        trace: &mut Trace,
        state: &State,
    ) -> Result<Option<usize>, Vec<Problem>> {
        if candidates.is_empty() {
            return Ok(None);
        }
        if let Some(list) = self.named.get_mut(player) {
            for (card, used) in list.iter_mut() {
                if *used {
                    continue;
                }
                if let Some(at) = candidates.iter().position(|c| c == card) {
                    *used = true;
                    return Ok(Some(at));
                }
            }
        }
        if candidates.len() == 1 {
            return Ok(Some(0));
        }
        let at = chance
            .stream("choice")
            .below(candidates.len() as u64)
            .map_err(script_problem)? as usize;
        trace
            .add(
                Kind::Random,
                "rule-chez-geek-choice",
                Msg::new("chez-geek-choice-by-seed")
                    .arg("player", player)
                    .arg("card", &state.card(&candidates[at]).name)
                    .arg("count", candidates.len()),
            )
            .actor(player)
            .public();
        Ok(Some(at))
    }

    /// A player's choices that found nothing to apply to, told to him.
    pub fn tell_unused(&self, state: &State, trace: &mut Trace) {
        for (player, list) in &self.named {
            for (card, used) in list {
                if !used {
                    trace
                        .add(
                            Kind::Skipped,
                            "rule-chez-geek-choice",
                            Msg::new("chez-geek-choice-unused").arg("card", &state.card(card).name),
                        )
                        .to(&[player]);
                }
            }
        }
    }
}
