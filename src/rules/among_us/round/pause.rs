//! The amendment window: a round stopped after a phase.
use super::super::orders::Action;
use super::super::state::{Declared, PHASES, Phase};
use super::Round;
use crate::core::game::Pause;
use crate::core::msg::Msg;
use crate::core::trace::Kind;
use std::collections::BTreeMap;

impl Round<'_> {
    /// A resumed round first tells each player who was told he might amend what became of
    /// his points ("podrá reajustar el resto de puntos de acción"): the phases his amendment
    /// readjusted, those that keep what he declared, those it leaves him standing; or, if he
    /// sent nothing, that his declared points are played.
    pub(super) fn amendments(&mut self) {
        if self.from == 1 {
            return;
        }
        let may: Vec<String> = self
            .state
            .declared
            .as_ref()
            .map(|d| d.amend.clone())
            .unwrap_or_default();
        for p in &may {
            let amended = self.plan.amended.get(p);
            super::super::amendment::tell(self.trace, p, amended, self.from);
        }
    }

    /// "los jugadores serán notificados y tendrán la oportunidad de reajustar el resto de
    /// puntos de acción de la ronda": the round stops after `phase`; the next `next` resumes
    /// at the phase after it with the amended PMs.
    pub(super) fn pause(
        &mut self,
        phase: u32,
        amend: Vec<String>,
        bodies: Vec<String>,
        encounters: Vec<super::super::state::Encounter>,
        written: &BTreeMap<String, Vec<Action>>,
    ) {
        let mut declared = self.still_to_come(phase, written);
        let open_to: Vec<String> = self
            .game
            .players
            .iter()
            .map(|p| p.name.clone())
            .filter(|p| amend.contains(p) || bodies.contains(p))
            .collect();
        let until = super::super::deadline::amend_until(self.game);
        // A round resumed once that stops again: its 18 hours run from the first pause's
        // deadline, not the round's, and the players are told which pause it is.
        let nth = if self.from > 1 { "second" } else { "first" };
        self.notify(phase, &open_to, &amend, until.as_deref(), nth);
        self.announce_pause(phase, until.as_deref(), nth);
        self.game.pause = Some(Pause {
            of: Phase::Round {
                round: self.round,
                from: 1,
            }
            .id(),
            done: phase,
            open_to,
            until,
            deadline: None,
        });
        declared.amend = amend;
        declared.encounters = encounters;
        self.state.declared = Some(declared);
        self.game.phase = Phase::Round {
            round: self.round,
            from: phase + 1,
        }
        .id();
    }

    /// What the paused round keeps: each character's points played so far (as written: an
    /// amendment may repeat them) and his points, free actions and talisman uses still to come.
    fn still_to_come(&mut self, phase: u32, written: &BTreeMap<String, Vec<Action>>) -> Declared {
        let idx = (phase - self.from) as usize;
        let old = self.state.declared.take().unwrap_or_default();
        let mut declared = Declared::default();
        for p in &self.game.players {
            let points = self.plan.points.get(&p.name).cloned().unwrap_or_default();
            let mut done = old.done.get(&p.name).cloned().unwrap_or_default();
            let lines = written.get(&p.name).unwrap_or(&points);
            for i in 0..=idx {
                done.push(lines.get(i).cloned().unwrap_or(Action::Stay));
            }
            let rest: Vec<Action> = points.into_iter().skip(idx + 1).collect();
            if rest.iter().any(|a| *a != Action::Stay) {
                declared.points.insert(p.name.clone(), rest);
            }
            if done.iter().any(|a| *a != Action::Stay) {
                declared.done.insert(p.name.clone(), done);
            }
        }
        declared.free = self
            .plan
            .free
            .iter()
            .filter(|f| f.phase > phase)
            .cloned()
            .collect();
        declared.talisman = self
            .plan
            .talisman
            .iter()
            .filter(|(_, f)| *f > phase)
            .cloned()
            .collect();
        declared
    }

    /// "los jugadores serán notificados": each player the pause is open to is told he may
    /// readjust his points still to come (or only report the body he sees), and until when.
    fn notify(
        &mut self,
        phase: u32,
        open_to: &[String],
        amend: &[String],
        until: Option<&str>,
        nth: &str,
    ) {
        for p in open_to {
            let msg = if amend.contains(p) {
                Msg::new("among-us-may-amend")
                    .arg("points", PHASES - phase)
                    .arg("phase", phase + 1)
                    .arg("last", PHASES)
            } else {
                Msg::new("among-us-may-report").arg("phase", phase + 1)
            };
            self.trace
                .add(Kind::Info, "rule-among-us-amend", msg)
                .to(&[p]);
            if let Some(until) = until {
                self.trace
                    .add(
                        Kind::Info,
                        "rule-among-us-amend",
                        Msg::new("among-us-amend-until")
                            .when("until", until)
                            .arg("nth", nth),
                    )
                    .to(&[p]);
            }
        }
    }

    /// The master's line of the pause, and its deadline ("El plazo para la alteración … será
    /// de 18 horas naturales … no se admiten prórrogas"); held from the public until the
    /// round ends (ruling 45).
    fn announce_pause(&mut self, phase: u32, until: Option<&str>, nth: &str) {
        self.trace.add(
            Kind::Info,
            "rule-among-us-amend",
            Msg::new("among-us-paused")
                .arg("round", self.round)
                .arg("phase", phase),
        );
        if let Some(until) = until {
            self.trace.add(
                Kind::Info,
                "rule-among-us-amend",
                Msg::new("among-us-amend-until-public")
                    .when("until", until)
                    .arg("nth", nth)
                    .arg("round", self.round),
            );
        }
    }
}
