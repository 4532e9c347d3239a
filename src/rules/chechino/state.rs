//! The chechino part of `game.yaml`: the ship's map, who lives where, the roles, tonight's drawn
//! abilities, and what the ship remembers (marks, the buried, the gun, the book of marriages…).

use super::nave;
use super::roles::{Ability, Role};
use crate::core::map::Map;
use crate::core::msg::Msg;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// "La partida se divide en turnos, que a su vez se dividen en noche y día": noche-1, dia-1,
/// noche-2…
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    Noche(u32),
    Dia(u32),
    Over,
}

impl Phase {
    pub fn parse(id: &str) -> Option<Phase> {
        if id == "over" {
            return Some(Phase::Over);
        }
        let (kind, n) = id.split_once('-')?;
        let n: u32 = n.parse().ok().filter(|n| *n >= 1)?;
        match kind {
            "noche" => Some(Phase::Noche(n)),
            "dia" => Some(Phase::Dia(n)),
            _ => None,
        }
    }

    pub fn id(self) -> String {
        match self {
            Phase::Noche(n) => format!("noche-{n}"),
            Phase::Dia(n) => format!("dia-{n}"),
            Phase::Over => "over".to_string(),
        }
    }

    pub fn next(self) -> Phase {
        match self {
            Phase::Noche(n) => Phase::Dia(n),
            Phase::Dia(n) => Phase::Noche(n + 1),
            Phase::Over => Phase::Over,
        }
    }
}

/// The Cómplice's victim: "En un primer turno las secuestra y las entierra en un lugar secreto,
/// en el segundo se queda descansando mientras su víctima perece."
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Buried {
    pub victim: String,
    /// The night of the kidnap: the victim dies during the next one.
    pub night: u32,
}

/// A warning for not voting a substitute took over with the slot.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Inherited {
    /// The player who was warned.
    pub from: String,
    /// The substitute was told.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub told: bool,
}

/// The Sonámbulo killed in the street: "quedará la marca de sangre donde fue asesinado el
/// Sonámbulo, y además el Asesino dejará un rastro de huellas hasta la casa de su víctima
/// inicial", for the master's map. There is one Sonámbulo: it stays for the rest of the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Street {
    /// The night it happened.
    pub night: u32,
    /// Where the blood is: a house ("F") or a path ("E-F").
    pub blood: String,
    /// The places the footprints pass, in order ("F", "H"…), up to the victim's house or the
    /// wall that stopped the killer.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub footprints: Vec<String>,
}

fn two() -> u32 {
    2
}

/// What lasts from one phase to the next.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Memory {
    /// Houses the pyromaniacs marked (the pyromaniacs' own count as marked without being here).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub marks: Vec<String>,
    /// Floors that blew up.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub exploded: Vec<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub buried: Option<Buried>,
    /// Living players warned once for not voting ("se le da un aviso").
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub warned: Vec<String>,
    /// A substitute who took a warned player's slot (option `replace_keeps_warnings=yes`) → whose
    /// warning it was, and whether he was told.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub inherited_warnings: BTreeMap<String, Inherited>,
    /// Armería: "una pistola de un único disparo": taken for good once borrowed.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub gun_taken: bool,
    /// Who holds the gun now (shoots by day).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gun: Option<String>,
    /// Enfermería: "un botiquín de un uso".
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub medkit_taken: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub medkit: Option<String>,
    /// Capilla: the book of marriages, oldest name first (two names: the lovers).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub book: Vec<String>,
    /// Laboratorio: everyone who ever passed through it, in order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub lab_visitors: Vec<String>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub recruited: bool,
    /// Lavandería: "dos trajes de camuflaje".
    #[serde(default = "two")]
    pub suits: u32,
    /// Servicios: "Hay dos espejos": stolen for good (unless the option `mirrors=night`).
    #[serde(default = "two")]
    pub mirrors: u32,
    /// Cruce sombrío: "Dos veces por partida".
    #[serde(default = "two")]
    pub sign_swaps: u32,
    /// Cantina: "Dos veces por partida".
    #[serde(default = "two")]
    pub drinks: u32,
    /// Motores: "Una vez por partida".
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub engines_stopped: bool,
    /// Observatorio: "Dos veces por partida".
    #[serde(default = "two")]
    pub trances: u32,
    /// The Reclutado's pistol: "una pistola con dos balas".
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bullets: Option<u32>,
    /// Who may answer a message (Radio, Observatorio) in the next phase → to whom the answer
    /// goes: "El receptor podrá contestar a través de otro MP".
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub answers: BTreeMap<String, String>,
    /// Last night's walls ("A-B"), for the master's map.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub walls: Vec<String>,
    /// The Sonámbulo's blood and the killer's footprints, for the master's map.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub street: Option<Street>,
    /// The night the Cómplice must rest after a kidnap.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub complice_rests: Option<u32>,
    /// Who died by the master's hand (`modkill`, and a lover who followed) in the phase being
    /// played, before its PMs were read: a PM written while they lived may still name their
    /// houses, which are then found closed. Forgotten once the phase resolves.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub fallen: Vec<String>,
}

impl Default for Memory {
    fn default() -> Self {
        Memory {
            marks: Vec::new(),
            exploded: Vec::new(),
            buried: None,
            warned: Vec::new(),
            inherited_warnings: BTreeMap::new(),
            gun_taken: false,
            gun: None,
            medkit_taken: false,
            medkit: None,
            book: Vec::new(),
            lab_visitors: Vec::new(),
            recruited: false,
            suits: 2,
            mirrors: 2,
            sign_swaps: 2,
            drinks: 2,
            engines_stopped: false,
            trances: 2,
            bullets: None,
            answers: BTreeMap::new(),
            walls: Vec::new(),
            street: None,
            complice_rests: None,
            fallen: Vec::new(),
        }
    }
}

fn ship() -> Map {
    nave::ship()
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct State {
    /// The ship (the sample ship when a scenario leaves it out). The sample is not written
    /// into `game.yaml`: a state without `map` is on the sample ship.
    #[serde(default = "ship", skip_serializing_if = "nave::is_sample")]
    pub map: Map,
    /// "Cada jugador estará ubicado en una casa del mapa": player → house.
    pub houses: BTreeMap<String, String>,
    pub roles: BTreeMap<String, Role>,
    /// Tonight's drawn abilities: player → ability.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub abilities: BTreeMap<String, Ability>,
    #[serde(default)]
    pub memory: Memory,
}

impl State {
    pub fn role(&self, player: &str) -> Role {
        self.roles
            .get(player)
            .copied()
            .unwrap_or(Role::Chustapueblerino)
    }

    pub fn house(&self, player: &str) -> &str {
        self.houses.get(player).map(String::as_str).unwrap_or("")
    }

    /// Who lives in `house`.
    pub fn resident(&self, house: &str) -> Option<&str> {
        self.houses
            .iter()
            .find(|(_, h)| *h == house)
            .map(|(p, _)| p.as_str())
    }

    pub fn with_role(&self, role: Role) -> Vec<String> {
        self.roles
            .iter()
            .filter(|(_, r)| **r == role)
            .map(|(p, _)| p.clone())
            .collect()
    }

    /// The two lovers, if two names are written in the book.
    pub fn lovers(&self) -> Option<(&str, &str)> {
        match self.memory.book.as_slice() {
            [a, b] => Some((a, b)),
            _ => None,
        }
    }

    pub fn lover_of(&self, player: &str) -> Option<&str> {
        let (a, b) = self.lovers()?;
        match () {
            _ if a == player => Some(b),
            _ if b == player => Some(a),
            _ => None,
        }
    }
}

impl Memory {
    /// What a master looks for in `status --master`: the players warned for not voting, the book of
    /// the Capilla, who passed through the Laboratorio, and the uses left of the limited functions.
    pub fn master_watch(&self) -> Vec<Msg> {
        let memory = self;
        let list = |names: &[String]| {
            if names.is_empty() {
                "-".to_string()
            } else {
                names.join(", ")
            }
        };
        let mut lines = vec![
            Msg::new("chechino-status-warned").arg("players", list(&memory.warned)),
            Msg::new("chechino-status-book").arg("players", list(&memory.book)),
            Msg::new("chechino-status-lab").arg("players", list(&memory.lab_visitors)),
            Msg::new("chechino-status-uses")
                .arg("suits", memory.suits)
                .arg("mirrors", memory.mirrors)
                .arg("swaps", memory.sign_swaps)
                .arg("drinks", memory.drinks)
                .arg("trances", memory.trances)
                .arg("engines", if memory.engines_stopped { 0 } else { 1 }),
        ];
        if let Some(bullets) = memory.bullets {
            lines.push(Msg::new("chechino-status-bullets").arg("count", bullets));
        }
        lines
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nights_and_days_alternate() {
        let mut p = Phase::Noche(1);
        let mut ids = Vec::new();
        for _ in 0..4 {
            ids.push(p.id());
            p = p.next();
        }
        assert_eq!(ids, ["noche-1", "dia-1", "noche-2", "dia-2"]);
        assert_eq!(Phase::parse("dia-0"), None);
    }
}
