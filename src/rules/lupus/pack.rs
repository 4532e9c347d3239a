//! Choices made together: the pack's victim ("i Lupi Mannari devono mettersi d'accordo e
//! scegliere una vittima") and the twins' protection ("scelgono insieme un altro giocatore da
//! proteggere"). Two members who send different choices: by default a problem at `check`, for
//! the master to settle; with the option `pack_disagreement=first|last`, the PM sent first (or
//! last) decides and the others are told at night (docs/rulings/lupus.md, ruling 16).

use super::orders::{Pm, Power};
use super::roles::Role;
use super::state::State;
use crate::core::diag::Problem;
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::orders::{OrderFile, SentKey};
use std::collections::BTreeMap;
use std::ops::Range;

/// Option `pack_disagreement`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Disagreement {
    /// Refused at `check`, at the line of each choice that differs from the first sent.
    #[default]
    Refuse,
    /// The PM sent first decides.
    First,
    /// The PM sent last decides.
    Last,
}

impl Disagreement {
    /// The option's value; anything else was refused when the options were validated.
    pub fn from_option(value: Option<&str>) -> Disagreement {
        match value {
            Some("first") => Disagreement::First,
            Some("last") => Disagreement::Last,
            _ => Disagreement::Refuse,
        }
    }
}

/// Which shared choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shared {
    /// The pack's `sbrana`.
    Bite,
    /// The Guardie gemelle's `proteggi`.
    Twins,
}

impl Shared {
    /// The choice a power makes for this group, if it is one.
    pub fn of(self, power: &Power) -> Option<Vec<String>> {
        match (self, power) {
            (Shared::Bite, Power::Bite(v)) => Some(v.clone()),
            (Shared::Twins, Power::Protect(p)) => Some(vec![p.clone()]),
            _ => None,
        }
    }

    fn refused(self) -> (&'static str, &'static str) {
        match self {
            Shared::Bite => ("lupus-err-pack-disagrees", "lupus-help-pack-disagrees"),
            Shared::Twins => ("lupus-err-twins-disagree", "lupus-help-twins-disagree"),
        }
    }
}

/// One member's choice, and where his PM writes it.
pub struct Written {
    pub player: String,
    pub sent: SentKey,
    pub choice: Vec<String>,
    /// The PM's index among the phase's files, and the line's span.
    pub file: usize,
    pub span: Range<usize>,
}

/// `check`'s part: with `Refuse`, every choice that differs from the first sent is a problem at
/// its line.
pub fn refuse(
    shared: Shared,
    mut written: Vec<Written>,
    files: &[OrderFile],
    rule: Disagreement,
) -> Vec<Problem> {
    if rule != Disagreement::Refuse {
        return Vec::new();
    }
    written.sort_by_key(|w| w.sent);
    let Some((first, rest)) = written.split_first() else {
        return Vec::new();
    };
    let (key, help) = shared.refused();
    rest.iter()
        .filter(|w| w.choice != first.choice)
        .map(|w| {
            let file = &files[w.file];
            Problem::new(
                Msg::new(key)
                    .arg("first", &first.player)
                    .arg("other", &w.player),
            )
            .at(&file.path, &file.source, w.span.clone())
            // The help agrees with the pair: "entrambe" for two women, "entrambi" otherwise.
            .help(
                Msg::new(help)
                    .arg("first", &first.player)
                    .arg("other", &w.player),
            )
        })
        .collect()
}

/// The group's decision: the choice of the PM sent first (`Refuse`: they all agree; `First`)
/// or last (`Last`), with its sender; and the members whose different choice is set aside.
pub struct Decision {
    pub by: String,
    pub choice: Vec<String>,
    pub set_aside: Vec<(String, Vec<String>)>,
}

pub fn decide(
    shared: Shared,
    members: &[String],
    pms: &BTreeMap<String, Pm>,
    rule: Disagreement,
) -> Option<Decision> {
    let mut written: Vec<(SentKey, &String, Vec<String>)> = members
        .iter()
        .filter_map(|m| {
            let pm = pms.get(m)?;
            pm.find_sent(|x| shared.of(x)).map(|(c, sent)| (sent, m, c))
        })
        .collect();
    written.sort_by_key(|(sent, _, _)| *sent);
    if rule == Disagreement::Last {
        written.reverse();
    }
    let ((_, by, choice), rest) = written.split_first()?;
    let set_aside = rest
        .iter()
        .filter(|(_, _, c)| c != choice)
        .map(|(_, m, c)| (m.to_string(), c.clone()))
        .collect();
    Some(Decision {
        by: by.to_string(),
        choice: choice.clone(),
        set_aside,
    })
}

/// What a member whose choice was set aside is told: his choice, whose PM decided, and why.
pub fn set_aside_msg(rule: Disagreement, yours: &[String], by: &str) -> Msg {
    let key = if rule == Disagreement::Last {
        "lupus-choice-set-aside-last"
    } else {
        "lupus-choice-set-aside-first"
    };
    Msg::new(key)
        .arg("yours", yours.join(", "))
        .arg("player", by)
}

/// The Giovane lupo "è un Lupo Mannaro a tutti gli effetti, ma non può sbranare nessuno": he
/// takes part in the pack's choice (his PM may name the victim, "da far sbranare a uno di
/// loro", and a wolf who can bite carries it out), but with no such wolf alive ("Se è l'unico
/// lupo rimasto in vita … nessun giocatore sarà più sbranato") his `sbrana` is refused.
pub fn giovane_alone(game: &Game, state: &State, me: &str) -> bool {
    state.role(me) == Role::GiovaneLupo
        && !game.players.iter().any(|p| {
            p.alive && state.role(&p.name).is_wolf() && state.role(&p.name) != Role::GiovaneLupo
        })
}
