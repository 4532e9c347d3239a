//! A night action named generically: `uso mi poder con Elena`, `uso il mio potere su Elena`,
//! `I use my power on Elena`. Each role "se despierta" to do one thing (the Robber "puede
//! cambiar tranquilamente su carta por la carta de otro jugador", the Seer "puede mirar la
//! carta de otro jugador"…), so "my power" is that thing: the action of the role the player
//! acts as (the one dealt, or the one a Doppelgänger's condition names). A role that chooses
//! nothing at night has no power to use on anyone: raised (docs/rulings/one-night.md, 20).

use super::cards::Role;
use super::orders::{Verb, read_as, refused};
use crate::core::conditions::Condition;
use crate::core::diag::Problem;
use crate::core::grammar::Args;

/// The things players call their night action by, in the three languages: with `uso`, `usare`,
/// `use` before them, the line is read as [`Verb::Power`] (`Ruleset::object_orders`).
pub(super) const POWER: &[&str] = &[
    "poder",
    "habilidad",
    "accion",
    "accion nocturna",
    "potere",
    "mio potere",
    "abilita",
    "mia abilita",
    "azione",
    "mia azione",
    "power",
    "ability",
    "action",
];

/// How the order of [`Verb::Power`] is written (the verb table's spelling, never shown).
pub(super) const WRITTEN: &str = "usar-poder";

/// What a power is used on comes after one of these (`con Elena`, `sobre Jorge`, `on Ana`).
const ON: &[&str] = &[
    "con", "sobre", "en", "contra", "su", "sul", "sulla", "contro", "on", "upon", "against", "with",
];

/// The order a power names for `role`, shown as that order (`rob Elena`); the words before
/// its target consumed.
pub(super) fn action_of(
    args: &mut Args,
    role: Role,
    me: &str,
    condition: Option<&Condition>,
) -> Result<Verb, Problem> {
    let verb = match role {
        Role::Doppelganger => Verb::Copy,
        Role::Seer | Role::Werewolf => Verb::See,
        Role::Robber => Verb::Rob,
        Role::Troublemaker => Verb::Swap,
        Role::Drunk => Verb::Take,
        _ => return Err(refused(args, Verb::Power, role, me, condition)),
    };
    read_as(args, verb);
    args.skip_ahead(ON);
    Ok(verb)
}
