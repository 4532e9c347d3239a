//! A phase's points: the kills first, then every other point at once.
use super::super::orders::Action;
use super::super::seen::Moves;
use super::super::walk;
use super::{Round, passage_exit};
use crate::core::msg::Msg;
use crate::core::trace::Kind;
use std::collections::{BTreeMap, BTreeSet};

/// Where everyone was when the phase began, and who was inside a passage.
type Begun<'s> = (&'s BTreeMap<String, String>, &'s BTreeSet<String>);

impl Round<'_> {
    /// The kills, then every other point at once. Returns the kills (killer, victim) and
    /// everyone's start and end of the phase.
    pub(super) fn act(&mut self, phase: u32) -> (Vec<(String, String)>, Moves) {
        let start: BTreeMap<String, String> = self.state.at.clone();
        let dark_start = self.state.dark.clone();
        let inside_start: BTreeSet<String> = self.state.in_passage.iter().cloned().collect();
        let players: Vec<String> = self.game.players.iter().map(|p| p.name.clone()).collect();
        let clock = self.state.clock.saturating_add(1);
        let killed = self.kills(phase, &start, &inside_start);
        let victims: Vec<String> = killed.iter().map(|(_, v)| v.clone()).collect();
        let mut end = start.clone();
        let mut inside = inside_start.clone();
        super::super::roles::expel(self.state, self.trace, &mut inside, clock, phase);
        let mut follows = Vec::new();
        for p in players.iter().filter(|p| !victims.contains(p)) {
            let begun = (&start, &inside_start);
            match self.step(p, phase, clock, begun, &mut inside, &mut follows) {
                Ok(Some(to)) => {
                    end.insert(p.clone(), to);
                }
                Ok(None) => {}
                Err(msg) => {
                    self.trace
                        .add(Kind::Failed, "rule-among-us-move", msg)
                        .actor(p)
                        .to(&[p]);
                }
            }
        }
        self.follow(&follows, &start, &inside_start, &mut end, phase);
        self.state.at = end.clone();
        self.state.in_passage = inside.iter().cloned().collect();
        let after = (&end, &inside);
        self.sabotages(&players, &victims, (&start, &inside_start), after, phase);
        let objects = self.objects(&players, &victims, phase, clock);
        let tasks = self.busy(&players, phase, clock);
        (
            killed,
            Moves {
                start,
                end,
                inside_start,
                inside,
                tasks,
                objects,
                dark_start,
            },
        )
    }

    /// Where `p`'s point of the phase takes him ("Desplazarse por el mapa al coste de 1 punto
    /// de acción por puerta desbloqueada o sección a atravesar", a passage step): `Ok(None)`
    /// when he stays (or follows someone, resolved after everyone else's step), the failure
    /// he is told otherwise.
    fn step(
        &mut self,
        p: &String,
        phase: u32,
        clock: u32,
        (start, inside_start): Begun,
        inside: &mut BTreeSet<String>,
        follows: &mut Vec<(String, String)>,
    ) -> Result<Option<String>, Msg> {
        let from = start.get(p).cloned().unwrap_or_default();
        let ghost = !self.game.is_alive(p);
        match self.action(p, phase) {
            Action::Move(way) if !inside.contains(p) => {
                walk::destination(&self.state.map, &from, &way, ghost).map(|to| {
                    // A locked door: he stays (`sabotage::play` tells him).
                    super::super::sabotage::play::passable(self.state, &from, &to, ghost, clock)
                        .then_some(to)
                })
            }
            Action::Move(_) => Err(Msg::new("among-us-err-inside")),
            Action::Follow(t) => {
                let followed = super::super::roles::followed(
                    self.game,
                    self.state,
                    start,
                    inside_start,
                    p,
                    &t,
                );
                match followed {
                    Some(t) => {
                        follows.push((p.clone(), t));
                        Ok(None)
                    }
                    None => Err(Msg::new("among-us-follow-failed")
                        .arg("player", &t)
                        .arg("phase", phase)),
                }
            }
            Action::Enter if self.state.map.has_passage(&from) && !inside.contains(p) => {
                inside.insert(p.clone());
                self.tell_passage(p, "among-us-you-enter-passage", &from, phase);
                Ok(None)
            }
            Action::Exit if inside.contains(p) => {
                inside.remove(p);
                self.tell_passage(p, "among-us-you-exit-passage", &from, phase);
                Ok(None)
            }
            Action::Through(to) if inside.contains(p) => {
                passage_exit(&self.state.map, &from, &to).map(Some)
            }
            Action::Enter | Action::Exit | Action::Through(_) => {
                Err(Msg::new("among-us-passage-failed").arg("place", &from))
            }
            Action::Stay
            | Action::Task(_)
            | Action::Kill(_)
            | Action::Sabotage(_)
            | Action::Transform(_)
            | Action::Protect(_)
            | Action::Object(_) => Ok(None),
        }
    }

    /// The sabotages and repairs of the phase, with the gates closed by free actions in it.
    fn sabotages(
        &mut self,
        players: &[String],
        victims: &[String],
        (start, inside_start): Begun,
        (end, inside): Begun,
        phase: u32,
    ) {
        let points: Vec<(String, Action)> = players
            .iter()
            .map(|p| (p.clone(), self.action(p, phase)))
            .collect();
        let gates: Vec<String> = self
            .plan
            .free
            .iter()
            .filter(|f| f.gate && f.phase == phase)
            .map(|f| f.player.clone())
            .collect();
        let moves = super::super::sabotage::play::Moves {
            start,
            end,
            inside_start,
            inside,
            killed: victims,
            clock: self.state.clock.saturating_add(1),
            phase,
        };
        super::super::sabotage::play::play(
            self.game, self.state, self.trace, &points, &gates, &moves,
        );
    }

    /// "Cuando un jugador se encuentra realizando una tarea, utilizando un objeto interactivo
    /// … o usando las habilidades especiales de un rol, sufre un efecto de reducción de
    /// visibilidad"; "reparando un sabotaje … sufre un efecto de reducción de visibilidad".
    fn busy(&self, players: &[String], phase: u32, clock: u32) -> BTreeSet<String> {
        players
            .iter()
            .filter(|p| match self.action(p, phase) {
                Action::Task(text) => super::super::tasks::at_work(self.state, p, &text, clock),
                Action::Object(_) => true,
                Action::Sabotage(a) => !a.is_launch(),
                _ => false,
            })
            .cloned()
            .collect()
    }

    /// "Entrar o salir de un pasaje secreto": the one who does it is told, phase by phase (an
    /// impostor, the Escurridizo, who must count his six phases inside).
    pub(super) fn tell_passage(&mut self, player: &str, key: &str, place: &str, phase: u32) {
        self.trace
            .add(
                Kind::Applied,
                "rule-among-us-passage",
                Msg::new(key).arg("place", place).arg("phase", phase),
            )
            .actor(player)
            .to(&[player]);
    }

    /// The objects used this phase by those still standing.
    pub(super) fn objects(
        &mut self,
        players: &[String],
        killed: &[String],
        phase: u32,
        clock: u32,
    ) -> super::super::objects::InUse {
        use super::super::objects::Use;
        let standing = |p: &String| !killed.contains(p);
        let uses: Vec<(String, Use)> = players
            .iter()
            .filter(|p| standing(p))
            .filter_map(|p| match self.action(p, phase) {
                Action::Object(u) if u != Use::Talisman => Some((p.clone(), u)),
                _ => None,
            })
            .collect();
        super::super::objects::start(
            self.game,
            self.state,
            &uses,
            clock,
            phase,
            self.chance,
            self.trace,
        )
    }
}
