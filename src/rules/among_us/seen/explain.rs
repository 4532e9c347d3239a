//! For `--explain`: how each observer saw someone (the clause that let him), and why he did
//! not see one in his place or next to it.

use super::{Eye, Scene};
use crate::core::msg::Msg;
use crate::core::trace::{Kind, Trace};
use crate::rules::among_us::sight::{Hidden, Sight, Through, Viewer};
use crate::rules::among_us::state::State;

/// For `--explain`: how `v`, at `at`, saw `c` at `there`: the same place, the window, section
/// line, gap, stairs or drop between, a ghost's or a passage's sight, the crystal ball; and,
/// when a place of the two is dark, that he is immune to it.
pub(super) fn explain_sighting(
    trace: &mut Trace,
    sight: &Sight,
    state: &State,
    (v, at): (&str, &str),
    (c, there): (&str, &str),
    who: Viewer,
    ball: bool,
) {
    let how = match sight.through(at, there, who) {
        Some(how) if !ball => how,
        _ => Through::Ball,
    };
    let dark = !ball && who.immune && (state.is_dark(at) || state.is_dark(there));
    seen_because(trace, (v, c, there), how.code(), dark);
}

/// The explanation of a sighting: `viewer` saw `player` at `place` because of `how`.
pub(super) fn seen_because(
    trace: &mut Trace,
    (viewer, player, place): (&str, &str, &str),
    how: &str,
    dark: bool,
) {
    trace
        .add(
            Kind::Info,
            "rule-among-us-sight",
            Msg::new("among-us-explain-seen")
                .arg("viewer", viewer)
                .arg("player", player)
                .arg("place", place)
                .arg("how", how)
                .arg("dark", if dark { "yes" } else { "no" }),
        )
        .actor(viewer)
        .target(player);
}

impl Scene<'_> {
    /// For `--explain`: why `eye` did not see `c`, when `c` is in his place or next to it (a
    /// wall, a door, darkness, a task, the level rule, a passage).
    pub(super) fn explain_hidden(&self, trace: &mut Trace, eye: &Eye, c: &str) {
        let (v, at, who) = (eye.v, eye.b.as_str(), eye.viewer);
        let there = self.end(c);
        let dark = |p: &str| self.state.is_dark(p);
        let reason = if self.moves.inside.contains(c) {
            Some(Hidden::Passage)
        } else if at == there {
            (who.reduced || (dark(at) && !who.immune) || who.in_passage).then_some(if who.reduced {
                Hidden::Busy
            } else if who.in_passage {
                Hidden::Passage
            } else {
                Hidden::DarkHere
            })
        } else if self.sight.neighbours(at).iter().any(|(p, _)| *p == there) {
            self.sight.hidden(at, &there, who, &dark)
        } else {
            None
        };
        if let Some(reason) = reason {
            trace
                .add(
                    Kind::Info,
                    super::SIGHT,
                    Msg::new("among-us-explain-hidden")
                        .arg("viewer", v)
                        .arg("player", c)
                        .arg("place", &there)
                        .arg("reason", reason.code()),
                )
                .actor(v)
                .target(c);
        }
    }
}
