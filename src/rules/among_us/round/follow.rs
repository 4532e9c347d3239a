//! "Seguir a otro jugador".
use super::super::sight::Sight;
use super::super::walk;
use super::Round;
use crate::core::msg::Msg;
use crate::core::trace::Kind;
use std::collections::{BTreeMap, BTreeSet};

impl Round<'_> {
    /// "Seguir a otro jugador … (sólo si hay otro jugador en la misma estancia/sección o
    /// dentro del rango de visión)": the follower ends where the followed ends, when one point
    /// takes him there; one who follows a follower goes where that one goes; a ring of
    /// followers stays.
    pub(super) fn follow(
        &mut self,
        follows: &[(String, String)],
        start: &BTreeMap<String, String>,
        inside: &BTreeSet<String>,
        end: &mut BTreeMap<String, String>,
        phase: u32,
    ) {
        let sight = Sight::new(&self.state.map);
        let target_of: BTreeMap<&str, &str> = follows
            .iter()
            .map(|(a, b)| (a.as_str(), b.as_str()))
            .collect();
        for (p, _) in follows {
            // The end of the chain, if it is no ring.
            let mut seen = BTreeSet::from([p.as_str()]);
            let mut t = target_of[p.as_str()];
            let mut ring = false;
            while let Some(next) = target_of.get(t) {
                if !seen.insert(t) {
                    ring = true;
                    break;
                }
                t = next;
            }
            let target = target_of[p.as_str()];
            let from = start.get(p).cloned().unwrap_or_default();
            let there = start.get(target).cloned().unwrap_or_default();
            let who = self.viewer(p, inside);
            let state = &*self.state;
            let in_sight = there == from
                || sight
                    .view(&from, who, &|q| state.is_dark(q))
                    .places
                    .contains(&there);
            let visible = in_sight
                && !inside.contains(target)
                && (self.game.is_alive(target) || !self.game.is_alive(p));
            let goal = if ring { None } else { end.get(t).cloned() };
            let ghost = !self.game.is_alive(p);
            let clock = self.state.clock.saturating_add(1);
            match goal {
                Some(goal)
                    if visible
                        && super::super::sabotage::play::passable(
                            self.state, &from, &goal, ghost, clock,
                        )
                        && (walk::one_step(&self.state.map, &from, &goal)
                            || (ghost
                                && self.state.map.around(&from).any(|(q, _, _)| q == goal))) =>
                {
                    end.insert(p.clone(), goal);
                }
                _ => {
                    self.trace
                        .add(
                            Kind::Failed,
                            "rule-among-us-follow",
                            // Named as the follower sees him: a disguised Cambiaformas
                            // by the look he wears.
                            Msg::new("among-us-follow-failed")
                                .arg(
                                    "player",
                                    super::super::roles::shown_to(self.state, p, target),
                                )
                                .arg("phase", phase),
                        )
                        .actor(p)
                        .target(target)
                        .to(&[p]);
                }
            }
        }
    }
}
