//! The free actions of a phase, played before the kills: a body reported, the service bell.
use super::super::orders::Free;
use super::super::sight::Sight;
use super::super::state::{Called, Phase};
use super::Round;
use crate::core::msg::Msg;
use crate::core::trace::Kind;
use std::collections::BTreeSet;

impl Round<'_> {
    /// "Cuando se reporta un cadáver o se hace sonar la campana de servicio … la ronda se
    /// detiene de inmediato y comienza una deliberación"; "Si varios jugadores quieren …
    /// solo será efectivo el que haya posteado antes".
    pub(super) fn free_actions(&mut self, phase: u32) -> bool {
        let order = |p: &str| self.game.players.iter().position(|q| q.name == p);
        let mut frees: Vec<Free> = self
            .plan
            .free
            .iter()
            .filter(|f| f.phase == phase && !f.gate)
            .cloned()
            .collect();
        frees.sort_by_key(|f| (f.sent.unwrap_or(i64::MAX), order(&f.player)));
        let sight = Sight::new(&self.state.map);
        for f in frees {
            let at = self.state.place(&f.player).to_string();
            let inside: BTreeSet<String> = self.state.in_passage.iter().cloned().collect();
            let who = self.viewer(&f.player, &inside);
            let valid = match &f.body {
                Some(body) => self.state.bodies.get(body).is_some_and(|place| {
                    let state = &*self.state;
                    sight
                        .view(&at, who, &|p| state.is_dark(p))
                        .places
                        .contains(place)
                }),
                // "Hacer sonar la campana de servicio solo se podrá realizar si el jugador
                // está en el Comedor."
                None => at == self.state.comedor() && !who.in_passage,
            };
            if !valid || !self.game.is_alive(&f.player) {
                let msg = match &f.body {
                    Some(b) => Msg::new("among-us-report-failed")
                        .arg("body", b)
                        .arg("phase", phase),
                    None => Msg::new("among-us-bell-failed")
                        .arg("place", &at)
                        .arg("phase", phase),
                };
                self.trace
                    .add(Kind::Failed, "rule-among-us-report", msg)
                    .actor(&f.player)
                    .to(&[&f.player]);
                continue;
            }
            self.call(&f, phase);
            return true;
        }
        false
    }

    pub(super) fn call(&mut self, f: &Free, phase: u32) {
        let msg = match &f.body {
            Some(b) => Msg::new("among-us-called-body")
                .arg("player", &f.player)
                .arg("body", b)
                .arg(
                    "place",
                    self.state.bodies.get(b).cloned().unwrap_or_default(),
                )
                .arg("phase", phase),
            None => Msg::new("among-us-called-bell")
                .arg("player", &f.player)
                .arg("phase", phase),
        };
        self.trace
            .add(Kind::Applied, "rule-among-us-report", msg)
            .actor(&f.player)
            .public();
        // "al inicio de una deliberación todos los jugadores son transportados automática e
        // inmediatamente al Comedor".
        let comedor = self.state.comedor();
        for p in &self.game.players {
            self.state.at.insert(p.name.clone(), comedor.clone());
        }
        self.state.in_passage.clear();
        // At the table nobody is busy: everyone sees everyone there.
        self.state.busy.clear();
        self.absent_at_the_table(f.body.as_deref());
        super::super::roles::deliberation_called(self.state, self.trace);
        self.state.called = Some(Called {
            by: f.player.clone(),
            body: f.body.clone(),
        });
        self.state.declared = None;
        self.game.pause = None;
        self.game.phase = Phase::Deliberation(self.round).id();
    }
}

impl Round<'_> {
    /// "al inicio de una deliberación todos los jugadores son transportados … al Comedor": the
    /// living gather at the table, and everyone sees who does not come. The dead whose bodies
    /// lay unreported are known to all from now on (ruling 48); the reported body is told by
    /// the call itself, and a death told before needs no telling again.
    fn absent_at_the_table(&mut self, reported: Option<&str>) {
        let absent: Vec<&str> = self
            .game
            .players
            .iter()
            .filter(|p| !p.alive && self.state.bodies.contains_key(&p.name))
            .map(|p| p.name.as_str())
            .filter(|p| Some(*p) != reported)
            .collect();
        if absent.is_empty() {
            return;
        }
        self.trace
            .add(
                Kind::Info,
                "rule-among-us-gathered",
                Msg::new("among-us-absent-dead")
                    .arg("players", absent.join(", "))
                    .arg("count", absent.len()),
            )
            .public();
    }
}
