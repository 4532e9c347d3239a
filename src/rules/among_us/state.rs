//! The among-us part of `game.yaml`: the manor, the sides, where every character is, the
//! bodies, the lights, who is inside a passage, the kill timers and, while a round is paused,
//! the points declared for the phases still to come. A scenario's `setup:` is this state, so
//! a case can start a game mid-way (round, timers, bodies, lights, ghosts, passages).

use super::manor::{Feature, Manor};
use super::orders::Action;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// "se repartirán los jugadores en dos bandos: Impostores y Vasallos".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    Vasallo,
    Impostor,
}

impl Side {
    pub fn key(self) -> &'static str {
        match self {
            Side::Vasallo => "@among-us-side-vasallo",
            Side::Impostor => "@among-us-side-impostor",
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            Side::Vasallo => "vasallo",
            Side::Impostor => "impostor",
        }
    }

    pub fn parse(text: &str) -> Option<Side> {
        match crate::core::names::fold(text.trim()).as_str() {
            "vasallo" | "tripulante" | "vassal" | "crewmate" => Some(Side::Vasallo),
            "impostor" | "impostore" => Some(Side::Impostor),
            _ => None,
        }
    }
}

/// "Cada ronda constará de 3 fases consecutivas".
pub const PHASES: u32 = 3;

/// "cada impostor no tendrá disponible la opción de asesinar hasta que hayan transcurrido 13
/// fases (4 rondas + 1 fase de cooldown)".
pub const KILL_COOLDOWN: u32 = 13;

/// The phase ids: `ronda-3` (a round from its first phase), `ronda-3-f2` (round 3 resumed at
/// its second phase after a pause), `deliberacion-3` (the deliberation round 3 opened),
/// `over`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    Round { round: u32, from: u32 },
    Deliberation(u32),
    Over,
}

impl Phase {
    pub fn parse(id: &str) -> Option<Phase> {
        if id == crate::core::game::OVER {
            return Some(Phase::Over);
        }
        let number = |t: &str| t.parse::<u32>().ok().filter(|n| *n >= 1);
        if let Some(rest) = id.strip_prefix("ronda-") {
            return match rest.split_once("-f") {
                Some((r, f)) => {
                    let from = number(f).filter(|f| (2..=PHASES).contains(f))?;
                    Some(Phase::Round {
                        round: number(r)?,
                        from,
                    })
                }
                None => Some(Phase::Round {
                    round: number(rest)?,
                    from: 1,
                }),
            };
        }
        id.strip_prefix("deliberacion-")
            .and_then(number)
            .map(Phase::Deliberation)
    }

    pub fn id(self) -> String {
        match self {
            Phase::Round { round, from: 1 } => format!("ronda-{round}"),
            Phase::Round { round, from } => format!("ronda-{round}-f{from}"),
            Phase::Deliberation(n) => format!("deliberacion-{n}"),
            Phase::Over => crate::core::game::OVER.to_string(),
        }
    }
}

/// What a paused round keeps for the phases still to come: every character's declared
/// points (from the next phase on) and the free actions declared for them, with the time of
/// the PM that declared each ("solo será efectivo el que haya posteado antes").
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Declared {
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub points: BTreeMap<String, Vec<Action>>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub free: Vec<super::orders::Free>,
    /// The points already played this round: an amendment may repeat them, not change them.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub done: BTreeMap<String, Vec<Action>>,
    /// Who may amend his points (the others the pause is open to may only report a body).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub amend: Vec<String>,
    /// The encounters of the phase that paused the round: the scenes the master opens.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub encounters: Vec<Encounter>,
    /// The Clérigo's free talisman uses still to come: (player, phase).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub talisman: Vec<(String, u32)>,
    /// What the round's first part tells the public and those the pause does not wait for:
    /// told when the round resumes ([`super::round::held`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub held: Vec<super::round::held::Held>,
}

fn sample_manor() -> Manor {
    Manor::sample().clone()
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct State {
    /// The manor (the sample one unless the master gave a map). The sample is not written
    /// into `game.yaml`: a state without `map` is on the sample manor.
    #[serde(default = "sample_manor", skip_serializing_if = "Manor::is_sample")]
    pub map: Manor,
    pub sides: BTreeMap<String, Side>,
    /// Where every character is, the living and the ghosts.
    #[serde(default)]
    pub at: BTreeMap<String, String>,
    /// The bodies on the map: victim → place ("su cadáver se quedará en el mapa hasta que
    /// algún jugador lo encuentre y reporte").
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub bodies: BTreeMap<String, String>,
    /// Rooms without light (a room of several sections is named once: `Terraza`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dark: Vec<String>,
    /// Characters inside a secret passage, at the entry they are under.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub in_passage: Vec<String>,
    /// Phases played since the game began (the clock every timer counts on).
    #[serde(default)]
    pub clock: u32,
    /// Each impostor's first phase (on the clock) in which he may kill.
    #[serde(default)]
    pub kill_from: BTreeMap<String, u32>,
    /// The first round in which declared points may be amended ("No se puede alterar las
    /// acciones declaradas en las dos primeras rondas de partida ni en las dos rondas
    /// siguientes a cada ronda de deliberación").
    #[serde(default = "first_amendable")]
    pub amend_from: u32,
    /// The paused round's points still to come.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declared: Option<Declared>,
    /// Who opened the deliberation under way, and why (a body or the bell).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub called: Option<Called>,
    /// The sabotages under way, the locked doors and the cooldown (`sabotage`).
    #[serde(default, skip_serializing_if = "super::sabotage::Sabotage::is_default")]
    pub sabotage: super::sabotage::Sabotage,
    /// The special roles (`super::special`): player → role.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub specials: BTreeMap<String, super::special::Special>,
    /// The timers of the special roles' powers.
    #[serde(default, skip_serializing_if = "super::special::Powers::is_empty")]
    pub powers: super::special::Powers,
    /// f-tasks: the public task list and each vassal's tasks ([`super::tasks`]).
    #[serde(default)]
    pub tasks: super::tasks::Tasks,
    /// f-tasks: the crystal ball's last views and the Clérigo's talisman ([`super::objects`]).
    #[serde(default, skip_serializing_if = "super::objects::Objects::is_empty")]
    pub objects: super::objects::Objects,
    /// Who spent the last phase played on a task, an object, a repair or a power: his sight
    /// at its end was reduced ("equivalente a estar en una estancia sin iluminación"), and his
    /// next form offers only what he saw then ([`super::forms`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub busy: Vec<String>,
}

fn first_amendable() -> u32 {
    3
}

/// An encounter: "cuando las acciones declaradas lleven a los jugadores a coincidir … se
/// abrirá una escena para ellos" — who, where, which phase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Encounter {
    pub phase: u32,
    pub place: String,
    pub players: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Called {
    pub by: String,
    /// The body reported; none for the bell.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub body: Option<String>,
}

impl State {
    pub fn side(&self, player: &str) -> Side {
        self.sides.get(player).copied().unwrap_or(Side::Vasallo)
    }

    pub fn place(&self, player: &str) -> &str {
        self.at.get(player).map_or("", String::as_str)
    }

    pub fn is_dark(&self, place: &str) -> bool {
        self.dark_in(&self.dark, place)
    }

    /// Whether `place` is dark when the rooms without light are `dark` (the lighting at the
    /// start of a phase, before its candelabra and sabotages).
    pub fn dark_in(&self, dark: &[String], place: &str) -> bool {
        // "La Alcoba del Mago nunca pierde la iluminación por efecto de la luz mágica de la
        // bola de cristal."
        if self.map.has(Feature::CrystalBall, place) {
            return false;
        }
        let room = self.map.room_of(place);
        dark.iter().any(|d| d == room || d == place)
    }

    pub fn comedor(&self) -> String {
        self.map
            .place_with(Feature::Bell)
            .unwrap_or_default()
            .to_string()
    }

    /// "desde el inicio de partida, desde el final de una deliberación o desde el último
    /// asesinato cometido": the event of phase `at` on the clock (0 for the start, the last
    /// phase played for a deliberation's end, the kill's own phase for a kill); 13 phases must
    /// pass after it, so the first is `at + 14` ([`super::timers`]).
    pub fn reset_kill_timer(&mut self, impostor: &str, at: u32) {
        self.kill_from.insert(
            impostor.to_string(),
            super::timers::first_after(at, KILL_COOLDOWN),
        );
    }

    /// The first phase (on the clock) in which `impostor` may kill.
    pub fn kill_ready(&self, impostor: &str) -> u32 {
        self.kill_from
            .get(impostor)
            .copied()
            .unwrap_or(super::timers::first_after(0, KILL_COOLDOWN))
    }

    pub fn may_kill_at(&self, impostor: &str, clock: u32) -> bool {
        clock >= self.kill_ready(impostor)
    }
}
