//! What a paused round's first part tells, held until the round ends for those the pause does
//! not wait for. A pause is the master's and the notified players' ("los jugadores implicados
//! tendrán la oportunidad de reajustar el resto de puntos de acción", ruling 42): the public
//! and the others read the round once, whole, when it ends, so that a round that stopped
//! reads to them as one that did not.

use crate::core::msg::Msg;
use crate::core::trace::{Audience, Kind, Trace};
use serde::{Deserialize, Serialize};

/// One event of a paused part, for the readers it is held from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Held {
    pub kind: Kind,
    pub rule: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub actor: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub targets: Vec<String>,
    pub text: Msg,
    /// The public, or the players it is held from.
    pub to: Audience,
}

/// Takes from `trace` what the public and the players outside `open_to` would read now: each
/// such event stays in the trace for the master and those the pause waits for, and is
/// returned to be told to the others when the round resumes.
pub fn hold(trace: &mut Trace, open_to: &[String]) -> Vec<Held> {
    let mut held = Vec::new();
    for event in &mut trace.events {
        let (now, later) = match &event.audience {
            Audience::Public => (Audience::Master, Audience::Public),
            Audience::Players(readers) => {
                let (now, later): (Vec<String>, Vec<String>) =
                    readers.iter().cloned().partition(|p| open_to.contains(p));
                if later.is_empty() {
                    continue;
                }
                let now = match now.is_empty() {
                    true => Audience::Master,
                    false => Audience::Players(now),
                };
                (now, Audience::Players(later))
            }
            Audience::Master => continue,
        };
        held.push(Held {
            kind: event.kind,
            rule: event.rule.clone(),
            actor: event.actor.clone(),
            targets: event.targets.clone(),
            text: event.text.clone(),
            to: later,
        });
        event.audience = now;
    }
    held
}

/// Whether `held` keeps back from the public the death of `player` (a master's modkill in the
/// paused part): until the round resumes and its post tells it, the public knows him alive.
pub fn holds_death(held: &[Held], player: &str) -> bool {
    held.iter().any(|h| {
        h.kind == Kind::Death && h.to == Audience::Public && h.targets.iter().any(|t| t == player)
    })
}

/// Tells the held events, first in the resumed part's trace.
pub fn release(trace: &mut Trace, held: Vec<Held>) {
    for h in held {
        let mut event = trace.add(h.kind, &h.rule, h.text);
        if let Some(actor) = &h.actor {
            event = event.actor(actor);
        }
        for t in &h.targets {
            event = event.target(t);
        }
        match &h.to {
            Audience::Public => {
                event.public();
            }
            Audience::Players(ps) => {
                let readers: Vec<&str> = ps.iter().map(String::as_str).collect();
                event.to(&readers);
            }
            Audience::Master => {}
        }
    }
}
