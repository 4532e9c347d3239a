//! Choices the rules give a player, read from his PM: which card of his room a moocher takes
//! ("Tú eliges qué descartas"), which Sobar he loses to a noisy Polvete, and (in the play
//! itself) where the person he evicts goes ("determinas a qué cuarto va ahora"). A player who
//! named none leaves the choice to the seed: the engine never chooses by a rule of its own.
//!
//! A choice is a line `pierdo CARTA` / `lose CARD` or `descarto CARTA de mi cuarto` (several
//! cards, in the order he gives them up: `pierdo las Palomitas y el Ruso Blanco`), in the PM of
//! the turn in which the loss happens; or one given in advance for one cause (`pierdo las
//! Palomitas si viene el Gilipollas`: `conditions`), used before those given for any.

use super::conditions::{Cause, When};
use super::orders::Written;
use super::setup::script_problem;
use super::state::State;
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::rng::{Chance, Random};
use crate::core::trace::{Kind, Trace};
use std::collections::BTreeMap;

/// A card a player named to give up, with the condition he gave it for, if any.
#[derive(Debug, Clone)]
struct Named {
    card: String,
    when: Option<When>,
    used: bool,
}

/// Each player's cards named to give up, in his order; each is used once.
#[derive(Debug, Default, Clone)]
pub struct Choices {
    named: BTreeMap<String, Vec<Named>>,
}

impl Choices {
    pub fn add(&mut self, w: &Written) {
        let list = self.named.entry(w.player.clone()).or_default();
        for (card, _) in &w.cards {
            list.push(Named {
                card: card.clone(),
                when: w.when.clone(),
                used: false,
            });
        }
    }

    /// The index, among `candidates` (card ids of `player`'s room), of the card he gives up to
    /// `cause`: the first he named for this cause (`pierdo X si viene el Gilipollas`) that is
    /// there, else the first he named for any, else one drawn from the seed (no draw for one).
    pub fn pick(
        &mut self,
        player: &str,
        candidates: &[String],
        cause: Cause,
        chance: &mut Chance,
        trace: &mut Trace,
        state: &State,
    ) -> Result<Option<usize>, Vec<Problem>> {
        if candidates.is_empty() {
            return Ok(None);
        }
        if let Some(at) = self.named_for(player, candidates, cause, trace, state) {
            return Ok(Some(at));
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

    /// The player's own choice for `cause`, used up and told to him and in the trace: one he
    /// gave for this very cause first, then one he gave for any.
    fn named_for(
        &mut self,
        player: &str,
        candidates: &[String],
        cause: Cause,
        trace: &mut Trace,
        state: &State,
    ) -> Option<usize> {
        let list = self.named.get_mut(player)?;
        for conditional in [true, false] {
            for named in list.iter_mut().filter(|n| !n.used) {
                let fits = match &named.when {
                    Some(when) => conditional && when.holds(&cause),
                    None => !conditional,
                };
                let Some(at) = candidates.iter().position(|c| *c == named.card) else {
                    continue;
                };
                if !fits {
                    continue;
                }
                named.used = true;
                let card = &state.card(&named.card).name;
                let msg = match &named.when {
                    Some(_) => Msg::new("chez-geek-choice-conditional")
                        .arg("cause", &state.card(cause.card).name),
                    None => Msg::new("chez-geek-choice-named"),
                };
                trace
                    .add(
                        Kind::Info,
                        "rule-chez-geek-choice",
                        msg.arg("player", player).arg("card", card),
                    )
                    .actor(player)
                    .to(&[player]);
                return Some(at);
            }
        }
        None
    }

    /// A player's choices that found nothing to apply to, told to him.
    pub fn tell_unused(&self, state: &State, trace: &mut Trace) {
        for (player, list) in &self.named {
            for named in list.iter().filter(|n| !n.used) {
                let card = &state.card(&named.card).name;
                let msg = match &named.when {
                    Some(when) => Msg::new("chez-geek-choice-unused-conditional")
                        .arg("card", card)
                        .arg("cause", when.names(state)),
                    None => Msg::new("chez-geek-choice-unused").arg("card", card),
                };
                trace
                    .add(Kind::Skipped, "rule-chez-geek-choice", msg)
                    .to(&[player]);
            }
        }
    }
}
