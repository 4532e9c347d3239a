//! What `check` refuses of the special roles' points: a power used by one who lacks it, by a
//! ghost where it needs the living (or the living where it needs a ghost), or while it
//! recharges; each with its reason and a help line. The points of a PM are followed phase by
//! phase ([`Sim`]): a power used in the first point starts its wait for the next ones, and the
//! Escurridizo is out of his passage when its six phases are over.

use super::super::orders::Action;
use super::super::special::Special;
use super::super::state::State;
use super::{ANGEL_WAIT, DISGUISE, INSIDE, RECHARGE};
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::rules::among_us::timers::{first_after, last_of};

/// One character's timers, followed through the points he declares.
pub struct Sim {
    special: Option<Special>,
    alive: bool,
    inside_until: Option<u32>,
    passage_from: u32,
    disguised_until: Option<u32>,
    shift_from: u32,
    protect_from: u32,
    /// With `angel_unused=devuelve`, the phase his untested shield ends and the wait with it.
    refund_at: Option<u32>,
}

impl Sim {
    pub fn new(game: &Game, state: &State, player: &str) -> Sim {
        let p = &state.powers;
        Sim {
            special: state.special(player),
            alive: game.is_alive(player),
            inside_until: p.inside_until.get(player).copied(),
            passage_from: p.passage_from.get(player).copied().unwrap_or(0),
            disguised_until: p.disguised.get(player).map(|d| d.until),
            shift_from: p.shift_from.get(player).copied().unwrap_or(0),
            protect_from: p.protect_from.get(player).copied().unwrap_or(0),
            refund_at: (super::option(game, "angel_unused", "espera") == "devuelve")
                .then(|| {
                    p.shields
                        .iter()
                        .filter(|s| s.by == player)
                        .map(|s| s.until.saturating_add(1))
                        .min()
                })
                .flatten(),
        }
    }

    /// The point `action` at `clock` (its phase on the clock), `inside` whether he is in a
    /// passage before it: the refusal, if any, with its help line's key.
    pub fn point(
        &mut self,
        game: &Game,
        player: &str,
        action: &Action,
        clock: u32,
        inside: &mut bool,
    ) -> Option<(Msg, &'static str)> {
        if self.special == Some(Special::Escurridizo) {
            if *inside && self.inside_until.is_some_and(|u| clock > u) {
                // "es expulsado al exterior" at the start of this phase.
                *inside = false;
                self.inside_until = None;
                self.passage_from = first_after(clock, RECHARGE);
            }
            match action {
                Action::Enter if !*inside && self.alive => {
                    if clock < self.passage_from {
                        return Some((
                            Msg::new("among-us-err-passage-recharge")
                                .arg("left", self.passage_from - clock),
                            "among-us-help-escurridizo",
                        ));
                    }
                    self.inside_until = Some(last_of(clock, INSIDE));
                }
                Action::Exit if *inside => {
                    self.inside_until = None;
                    self.passage_from = first_after(clock, RECHARGE);
                }
                _ => {}
            }
        }
        if let Some(u) = self.disguised_until
            && clock > u
        {
            self.disguised_until = None;
            self.shift_from = first_after(clock, RECHARGE);
        }
        match action {
            Action::Transform(look) => self.transform(game, player, look, clock, *inside),
            Action::Protect(target) => self.protect(game, target, clock),
            _ => None,
        }
    }

    fn transform(
        &mut self,
        game: &Game,
        player: &str,
        look: &str,
        clock: u32,
        inside: bool,
    ) -> Option<(Msg, &'static str)> {
        let help = "among-us-help-transform";
        let refuse = |msg: Msg| Some((msg, help));
        if self.special != Some(Special::Cambiaformas) {
            return refuse(
                Msg::new("among-us-err-power-who").arg("role", Special::Cambiaformas.key()),
            );
        }
        if !self.alive {
            return refuse(Msg::new("among-us-err-power-ghost"));
        }
        if look == player {
            return refuse(Msg::new("among-us-err-transform-self"));
        }
        if game.player(look).is_none() {
            return refuse(Msg::new("err-unknown-player").arg("name", look));
        }
        if inside {
            return refuse(Msg::new("among-us-err-inside"));
        }
        // "no pudiendo revertir el cambio a voluntad y teniendo que esperar a que el tiempo
        // máximo transcurra".
        if let Some(u) = self.disguised_until {
            return refuse(Msg::new("among-us-err-disguised").arg("left", u + 1 - clock));
        }
        if clock < self.shift_from {
            return refuse(
                Msg::new("among-us-err-power-recharge").arg("left", self.shift_from - clock),
            );
        }
        self.disguised_until = Some(last_of(clock, DISGUISE));
        None
    }

    fn protect(&mut self, game: &Game, target: &str, clock: u32) -> Option<(Msg, &'static str)> {
        let help = "among-us-help-protect";
        let refuse = |msg: Msg| Some((msg, help));
        if self.special != Some(Special::AngelGuardian) {
            return refuse(
                Msg::new("among-us-err-power-who").arg("role", Special::AngelGuardian.key()),
            );
        }
        if !game.is_alive(target) {
            return refuse(Msg::new("among-us-err-protect-dead").arg("player", target));
        }
        if self.refund_at.is_some_and(|r| clock >= r) {
            self.protect_from = self.protect_from.min(clock);
            self.refund_at = None;
        }
        if clock < self.protect_from {
            return refuse(
                Msg::new("among-us-err-power-recharge").arg("left", self.protect_from - clock),
            );
        }
        self.protect_from = first_after(clock, ANGEL_WAIT);
        None
    }
}
