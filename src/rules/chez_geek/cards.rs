//! The cards as data: jobs ("Curros") and life cards ("cartas de Vida"), read from a YAML deck
//! (the sample `deck.yaml`, a master's `--option deck=FILE`, or a scenario's `setup:`). Every
//! field is schema-checked (`deny_unknown_fields`); what a card does is chosen from the closed
//! set of [`Effect`]s and [`Special`]s, each implemented once (`effects.rs`).

use serde::{Deserialize, Serialize};

/// A number printed on a job: fixed, or low/high by a die ("2/3").
/// "Con un resultado de 1, 2 ó 3, se usa el número más bajo. Con un resultado de 4, 5 ó 6,
/// se usa el número más alto."
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Amount {
    Fixed(u32),
    Variable { low: u32, high: u32 },
}

impl Amount {
    pub fn parse(text: &str) -> Option<Amount> {
        let text = text.trim();
        match text.split_once('/') {
            Some((low, high)) => {
                let low = low.trim().parse().ok()?;
                let high = high.trim().parse().ok()?;
                (low <= high).then_some(Amount::Variable { low, high })
            }
            None => text.parse().ok().map(Amount::Fixed),
        }
    }

    pub fn write(&self) -> String {
        match self {
            Amount::Fixed(n) => n.to_string(),
            Amount::Variable { low, high } => format!("{low}/{high}"),
        }
    }

    /// The value for a die's result (1–3 low, 4–6 high).
    pub fn with_die(&self, die: u64) -> u32 {
        match self {
            Amount::Fixed(n) => *n,
            Amount::Variable { low, high } => {
                if die <= 3 {
                    *low
                } else {
                    *high
                }
            }
        }
    }
}

/// Slack points: printed, or a dice formula ("1 dado -1", written `1d6-1`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Slack {
    pub dice: u32,
    pub plus: i32,
}

impl Slack {
    pub fn parse(text: &str) -> Option<Slack> {
        let text: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let text = text.to_lowercase();
        let Some((dice, rest)) = text.split_once("d6") else {
            return text.parse().ok().map(|plus| Slack { dice: 0, plus });
        };
        let dice: u32 = if dice.is_empty() {
            1
        } else {
            dice.parse().ok()?
        };
        if dice == 0 || dice > 6 {
            return None;
        }
        let plus = if rest.is_empty() {
            0
        } else if let Some(n) = rest.strip_prefix('+') {
            n.parse().ok()?
        } else if rest.starts_with('-') {
            rest.parse().ok()?
        } else {
            return None;
        };
        Some(Slack { dice, plus })
    }

    pub fn write(&self) -> String {
        match (self.dice, self.plus) {
            (0, n) => n.to_string(),
            (d, 0) => format!("{d}d6"),
            (d, n) if n > 0 => format!("{d}d6+{n}"),
            (d, n) => format!("{d}d6{n}"),
        }
    }

    pub fn is_variable(&self) -> bool {
        self.dice > 0
    }
}

macro_rules! text_serde {
    ($ty:ty, $what:literal) => {
        impl Serialize for $ty {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(&self.write())
            }
        }
        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let value = serde_yaml::Value::deserialize(d)?;
                let text = match &value {
                    serde_yaml::Value::String(s) => s.clone(),
                    serde_yaml::Value::Number(n) => n.to_string(),
                    _ => String::new(),
                };
                <$ty>::parse(&text).ok_or_else(|| {
                    serde::de::Error::custom(format!(concat!("not ", $what, ": `{}`"), text))
                })
            }
        }
    };
}
text_serde!(Amount, "a number or low/high (`2/3`)");
text_serde!(Slack, "slack points or dice (`2`, `1d6-1`)");

/// The four kinds of life card: "Persona (verde), Cosa (azul), Actividad (roja) y Cuando Sea
/// (naranja)".
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Persona,
    Cosa,
    Actividad,
    CuandoSea,
}

/// What kind of person: "invitado (te dan puntos de Vagueo) y gorrón (tienen un Vagueo de 0 o
/// menos)"; "Las cartas de Gato cuentan como cartas de Persona".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PersonKind {
    Invitado,
    Gorron,
    Gato,
}

/// The categories cards belong to. "Hay algunas cartas que pertenecen a más de una
/// categoría".
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Category {
    Papeo,
    Priba,
    Maria,
    Sobar,
    Tele,
    ParejaOkupa,
    Monguis,
    Polvete,
    Red,
}

/// What a life card does besides its slack: the closed set, each implemented once.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Effect {
    /// Raises the player's salary this turn ("Calderilla en el Sofá, elevando su Sueldo a 4
    /// durante este turno").
    RaiseSalary(u32),
    /// More free time this turn ("cartas que te dan más Tiempo Libre").
    ExtraFreeTime(u32),
    /// Cancels a card of these categories while it is being played (El Cabrón de la
    /// Motosierra: Sobar).
    Cancel(Vec<Category>),
    /// Takes a card of these kinds or categories out of another room into the player's own
    /// (Gorroneo: "quitarle los Cigarrillos"; "no es una carta de cancelación").
    TakeFromRoom(Vec<Category>),
    /// The player draws a new job ("Nuevo Curro").
    NewJob,
    /// Another player loses his job and draws a new one ("¡Estás Despedido!").
    Fired,
    /// A moocher that makes his host discard a card of these categories on arrival and every
    /// consecutive turn he stays (Chica Hambrienta, Borracho Torpe, Gilipollas).
    Eats(Vec<Category>),
    /// Bonus slack for each card of a category in the same room (Reina del Mando and Tele).
    RoomBonus { category: Category, slack: i32 },
    /// "Si en cualquier momento un jugador gana 5 o más puntos de Vagueo por un Polvete, los
    /// compañeros de piso que estén sentados a su lado pierden … una carta de Sobar".
    Noisy {
        at_least: i32,
        neighbours_lose: Category,
    },
    /// A card in a room that closes it to these kinds of Persona (a Cerrojo: `[gorron]`): an
    /// evicted person goes "a cualquier otro cuarto cuya entrada no les haya sido restringida".
    ClosesRoom(Vec<PersonKind>),
}

/// A job's special rule: the closed set.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Special {
    /// Draw to this many cards ("siete si tienes el Curro de Esclavo Corporativo").
    HandSize(usize),
    /// Extra slack for each card of a category the player plays into his room ("Camarera
    /// aumenta los puntos de Vagueo de Sobar").
    Bonus { category: Category, slack: i32 },
    /// Extra slack whenever anyone plays a card of a category with success ("Diseñador Web …
    /// 2 puntos adicionales de Vagueo si alguien juega con éxito Navegar por la Red").
    AnyoneBonus { category: Category, slack: i32 },
    /// Cards of these categories cannot be played ("Conejillo de Indias Profesional … no puede
    /// jugar más cartas de Priba, María, o Monguis").
    Forbids(Vec<Category>),
}

/// A job card: "Sueldo", "Tiempo Libre", "Meta de Vagueo" and a special.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Job {
    pub id: String,
    pub name: String,
    /// Other names players may write for it (an Italian deck keeps the rulebook's Spanish
    /// names here): read in orders and setups, never shown.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub aliases: Vec<String>,
    pub salary: Amount,
    pub free_time: Amount,
    pub goal: i32,
    #[serde(
        default,
        skip_serializing_if = "Vec::is_empty",
        with = "serde_yaml::with::singleton_map_recursive"
    )]
    pub special: Vec<Special>,
    /// A job of the two-player note: "Para las partidas de 2 jugadores, recomendamos que
    /// retiréis Vago Profesional y Batería del mazo de Curro, o que empecéis directamente la
    /// partida con esas cartas".
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub two_players: bool,
    /// Numbers the rulebook does not give: sample values.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub sample: bool,
}

impl Job {
    /// "Roba cartas … hasta tener seis cartas en la mano (siete si tienes el Curro de Esclavo
    /// Corporativo)".
    pub fn hand_size(&self) -> usize {
        self.special
            .iter()
            .find_map(|s| match s {
                Special::HandSize(n) => Some(*n),
                _ => None,
            })
            .unwrap_or(6)
    }

    pub fn forbids(&self, card: &Life) -> bool {
        self.special.iter().any(|s| match s {
            Special::Forbids(cats) => card.categories.iter().any(|c| cats.contains(c)),
            _ => false,
        })
    }
}

/// A life card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Life {
    pub id: String,
    pub name: String,
    /// Other names players may write for it (an Italian deck keeps the rulebook's Spanish
    /// names here): read in orders and setups, never shown.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub aliases: Vec<String>,
    pub kind: Kind,
    /// Only for a Persona.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub person: Option<PersonKind>,
    /// Copies in the deck.
    #[serde(default = "one")]
    pub count: u32,
    #[serde(default)]
    pub cost: u32,
    #[serde(default = "no_slack")]
    pub slack: Slack,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub categories: Vec<Category>,
    #[serde(
        default,
        skip_serializing_if = "Vec::is_empty",
        with = "serde_yaml::with::singleton_map_recursive"
    )]
    pub effects: Vec<Effect>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub sample: bool,
}

fn one() -> u32 {
    1
}

fn no_slack() -> Slack {
    Slack { dice: 0, plus: 0 }
}

impl Life {
    pub fn is(&self, category: Category) -> bool {
        self.categories.contains(&category)
    }

    pub fn eats(&self) -> Option<&[Category]> {
        self.effects.iter().find_map(|e| match e {
            Effect::Eats(c) => Some(c.as_slice()),
            _ => None,
        })
    }
}

/// A whole deck: the jobs and the life cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Cards {
    pub jobs: Vec<Job>,
    pub life: Vec<Life>,
}

/// The most life cards (copies counted) a deck may hold.
pub const MAX_LIFE_CARDS: u64 = 1000;

/// The message of one of [`Cards::problems`].
pub fn problem_msg(key: &'static str, id: &str) -> crate::core::msg::Msg {
    crate::core::msg::Msg::new(key)
        .arg("card", id)
        .arg("count", id)
        .arg("limit", MAX_LIFE_CARDS)
}

/// The sample deck shipped with the ruleset (a phase reads its JSON copy, `sample.rs`).
#[cfg(test)]
pub const SAMPLE: &str = include_str!("deck.yaml");

/// The sample deck's Italian names, by id.
#[cfg(test)]
pub const SAMPLE_IT: &str = include_str!("deck.it.yaml");

/// A deck's names in another language: `jobs:` and `life:`, id → name.
#[cfg(test)]
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Names {
    pub jobs: std::collections::BTreeMap<String, String>,
    pub life: std::collections::BTreeMap<String, String>,
}

impl Cards {
    /// The sample deck (read once in a process, `sample.rs`).
    #[cfg(test)]
    pub fn sample() -> Cards {
        super::sample::deck(crate::core::msg::Lang::Es).clone()
    }

    /// The sample deck as the game's players know it: in an Italian game its cards carry
    /// Italian names (`deck.it.yaml`), the rulebook's Spanish ones kept as aliases, readable in
    /// orders ("valgono anche i nomi del regolamento in spagnolo").
    pub fn sample_in(lang: crate::core::msg::Lang) -> Cards {
        super::sample::deck(lang).clone()
    }

    /// Gives each card its name of `names` (a card not there keeps its own), the old name
    /// becoming an alias.
    #[cfg(test)]
    pub fn rename(&mut self, names: &Names) {
        fn give(name: &mut String, aliases: &mut Vec<String>, new: Option<&String>) {
            if let Some(new) = new.filter(|n| *n != name) {
                aliases.insert(0, std::mem::replace(name, new.clone()));
            }
        }
        for job in &mut self.jobs {
            give(&mut job.name, &mut job.aliases, names.jobs.get(&job.id));
        }
        for card in &mut self.life {
            give(&mut card.name, &mut card.aliases, names.life.get(&card.id));
        }
    }

    pub fn job(&self, id: &str) -> Option<&Job> {
        self.jobs.iter().find(|j| j.id == id)
    }

    pub fn life(&self, id: &str) -> Option<&Life> {
        self.life.iter().find(|c| c.id == id)
    }

    /// Every copy of every life card, by id, in the deck's order.
    pub fn life_pile(&self) -> Vec<String> {
        self.life
            .iter()
            .flat_map(|c| std::iter::repeat_n(c.id.clone(), c.count as usize))
            .collect()
    }

    /// Whether some card can give slack: its own (a guest, an activity, a thing), a bonus for
    /// cards in the room, or a job's bonus.
    fn gives_slack(&self) -> bool {
        let life = self.life.iter().any(|c| {
            c.slack.is_variable()
                || c.slack.plus > 0
                || c.effects
                    .iter()
                    .any(|e| matches!(e, Effect::RoomBonus { slack, .. } if *slack > 0))
        });
        let jobs = self.jobs.iter().flat_map(|j| &j.special).any(|s| {
            matches!(s, Special::Bonus { slack, .. } | Special::AnyoneBonus { slack, .. } if *slack > 0)
        });
        life || jobs
    }

    /// What makes a deck unplayable, as (catalog key, argument) pairs: ids repeated or empty,
    /// a Persona without its kind or another card with one, a guest who gives no slack or a
    /// moocher who gives some, no life cards, no job, no card that gives slack, too many cards.
    pub fn problems(&self) -> Vec<(&'static str, String)> {
        let mut out = Vec::new();
        let mut seen = std::collections::BTreeSet::new();
        let ids = self
            .jobs
            .iter()
            .map(|j| &j.id)
            .chain(self.life.iter().map(|c| &c.id));
        for id in ids {
            if id.trim().is_empty() || !seen.insert(id.clone()) {
                out.push(("chez-geek-err-deck-id", id.clone()));
            }
        }
        // A name is read by its letters and digits: one without any could never be written.
        let names = self.jobs.iter().flat_map(|j| {
            std::iter::once(&j.name)
                .chain(&j.aliases)
                .map(move |n| (&j.id, n))
        });
        let life = self.life.iter().flat_map(|c| {
            std::iter::once(&c.name)
                .chain(&c.aliases)
                .map(move |n| (&c.id, n))
        });
        for (id, name) in names.chain(life) {
            if !name.chars().any(char::is_alphanumeric) {
                out.push(("chez-geek-err-deck-name", id.clone()));
            }
        }
        for job in &self.jobs {
            if job.goal <= 0 {
                out.push(("chez-geek-err-deck-goal", job.id.clone()));
            }
        }
        for card in &self.life {
            let person_ok = match (card.kind, card.person) {
                (Kind::Persona, Some(PersonKind::Invitado)) => {
                    card.slack.is_variable() || card.slack.plus > 0
                }
                (Kind::Persona, Some(PersonKind::Gorron)) => {
                    !card.slack.is_variable() && card.slack.plus <= 0
                }
                (Kind::Persona, Some(PersonKind::Gato)) => true,
                (Kind::Persona, None) => false,
                (_, Some(_)) => false,
                (_, None) => true,
            };
            if !person_ok {
                out.push(("chez-geek-err-deck-person", card.id.clone()));
            }
            if card.count == 0 {
                out.push(("chez-geek-err-deck-count", card.id.clone()));
            }
        }
        // "se barajan las cartas de Vida y se reparten cinco … a cada jugador": a deck without
        // them deals empty hands; one where no card, and no job, ever gives slack is a game
        // nobody can win ("El objetivo … es ser el primero llegar a la Meta de Vagueo").
        if self.life.is_empty() {
            out.push(("chez-geek-err-deck-no-life", String::new()));
        } else if !self.gives_slack() {
            out.push(("chez-geek-err-deck-no-slack", String::new()));
        }
        if self.jobs.is_empty() {
            out.push(("chez-geek-err-deck-no-jobs", String::new()));
        }
        // Each copy is a card in the piles: a count of billions in a small file must not ask
        // for billions of cards.
        let total: u64 = self.life.iter().map(|c| u64::from(c.count)).sum();
        if total > MAX_LIFE_CARDS {
            out.push(("chez-geek-err-deck-too-many", total.to_string()));
        }
        out
    }
}

#[cfg(test)]
mod tests;
