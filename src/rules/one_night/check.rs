//! What `check` knows of the night from the cards dealt, before anyone wakes: rule problems
//! `next` would otherwise find only while resolving (and tell the player alone).

use super::cards::Role;
use super::state::State;
use crate::core::diag::Problem;
use crate::core::grammar::Args;
use crate::core::msg::Msg;

/// "Si solo hay un hombre lobo, puede mirar una de las cartas del centro": a werewolf dealt
/// alongside another dealt werewolf never wakes alone, so his look at a center card is
/// refused at its line. (A Doppelgänger who copies a werewolf is known only at night.)
pub(super) fn wolf_not_alone(args: &Args, state: &State, me: &str) -> Result<(), Problem> {
    let others: Vec<&str> = state
        .dealt
        .iter()
        .filter(|(p, c)| p.as_str() != me && c.role == Role::Werewolf)
        .map(|(p, _)| p.as_str())
        .collect();
    if others.is_empty() {
        return Ok(());
    }
    Err(args
        .problem(
            args.line_span(),
            Msg::new("one-night-err-wolf-not-alone")
                .arg("player", me)
                .arg("others", others.join(", ")),
        )
        .help(Msg::new("one-night-help-werewolf")))
}
