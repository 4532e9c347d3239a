//! The phases as the public reads them while the secrets are kept. A phase that stopped
//! part-way (a pause, [`crate::core::game::Pause`]) and the parts that resumed it are one
//! phase to everyone the pause did not wait for (among-us ruling 45: "a paused round reads to
//! the others as one round"): one page under the first part's name and title, its posts and
//! deaths, the map after its last part, and the times of the PMs that declared it (the answers
//! to the pause are the master's and their writers'). A phase still stopped has told the public
//! nothing yet: it is left out until it resumes. The reveal shows every part.

use super::phases::Phase;

/// `phases` in the order played, each stopped phase joined with the parts that resumed it.
pub fn as_public(phases: Vec<Phase>) -> Vec<Phase> {
    let mut out: Vec<Phase> = Vec::new();
    // Whether the last phase of `out` stopped: then the next one resumes it.
    let mut stopped = false;
    for phase in phases {
        let stops = phase.after.pause.is_some();
        match out.last_mut() {
            Some(first) if stopped => join(first, phase),
            _ => out.push(phase),
        }
        stopped = stops;
    }
    if stopped {
        out.pop();
    }
    out
}

/// `first` followed by `part`, the phase that resumed it.
fn join(first: &mut Phase, part: Phase) {
    let offset = first.trace.events.len();
    first
        .trace
        .events
        .extend(part.trace.events.into_iter().map(|mut event| {
            event.id += offset;
            event.cause = event.cause.map(|c| c + offset);
            event
        }));
    first.after = part.after;
    first.wagons = part.wagons.or(first.wagons.take());
    first.votes.extend(part.votes);
    for (player, orders) in part.orders {
        first.orders.entry(player).or_default().extend(orders);
    }
    first.map = part.map.or(first.map.take());
}
