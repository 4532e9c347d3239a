//! "El Mapa" as data: places on three levels ("El primer nivel: El blanco … estancias
//! interiores", "El segundo nivel: El rojo … la terraza", "El tercer nivel: El verde … el
//! jardín"), typed boundaries (walls, doors, the gaps of the double rooms, windows, section
//! lines, stairs), the features the rules name and the secret passages ("14 entradas … que
//! conectan algunos dos a dos y otros tres a tres"). The sample manor is `hacienda.yaml`; a
//! master gives their own with `--option map=FILE`, checked by [`problems`].

use crate::core::names::fold;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub const HACIENDA: &str = include_str!("hacienda.yaml");

/// The same manor as JSON, which reads about ten times faster than the YAML: a phase on the
/// sample manor reads it from here (`tests::the_json_sample_is_the_yaml_one` keeps the two
/// equal and writes this file again when they differ).
const HACIENDA_JSON: &str = include_str!("hacienda.json");

#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Manor {
    pub places: BTreeMap<String, Place>,
    pub boundaries: Vec<Boundary>,
    #[serde(default)]
    pub features: BTreeMap<Feature, Vec<String>>,
    #[serde(default)]
    pub passages: Vec<Vec<String>>,
}

#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// "Las estancias principales están identificadas con nombres propios".
    Room,
    /// "las secundarias no y se consideran pasillos o estancias de paso".
    Corridor,
    /// A section of a room of several (Biblioteca, Galería cubierta, Terraza, Jardín).
    Section,
}

#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Place {
    pub kind: Kind,
    pub level: u8,
    /// The room a section belongs to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub room: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub aliases: Vec<String>,
    /// Where `adjudicate map` draws it: [column, row] in its level's grid (`draw.rs`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at: Option<[u32; 2]>,
    /// Its article in each language: `{es: el, it: il, en: the}` ("en el Comedor"); none given,
    /// none said.
    #[serde(default, skip_serializing_if = "super::articles::Articles::is_empty")]
    pub article: super::articles::Articles,
}

#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
#[serde(rename_all = "lowercase")]
pub enum Crossing {
    /// "Muros … cortan la línea de visión y no pueden ser atravesados salvo por los fantasmas".
    Wall,
    /// "Puertas … cortan la línea de visión pero pueden ser atravesadas mediante el gasto de
    /// puntos de acción".
    Door,
    /// "las discontinuidades que dividen en dos las estancias identificadas como dobles …
    /// ni cortan la línea de visión, pero para ser atravesadas requieren … puntos de acción".
    Gap,
    /// "Ventanas … no pueden ser atravesadas salvo por los fantasmas … permiten ver a través".
    Window,
    /// "Secciones … pueden ser atravesadas y permiten ver a través … Solo hay líneas de
    /// sección en las zonas coloreadas de rojo y verde".
    Section,
    /// "Se puede acceder del segundo nivel al tercero sólo a través de las escaleras".
    Stairs,
    /// The drop from a terrace section to the garden section below: not passable; "Desde una
    /// sección del segundo nivel … se pueden ver las secciones adyacentes del tercer nivel".
    Ledge,
}

impl Crossing {
    /// Whether the living cross it with a point of action.
    pub fn passable(self) -> bool {
        matches!(
            self,
            Crossing::Door | Crossing::Gap | Crossing::Section | Crossing::Stairs
        )
    }

    /// Whether it lets sight through (the level rules apply on top).
    pub fn see_through(self) -> bool {
        matches!(
            self,
            Crossing::Gap
                | Crossing::Window
                | Crossing::Section
                | Crossing::Stairs
                | Crossing::Ledge
        )
    }

    pub fn key(self) -> &'static str {
        match self {
            Crossing::Wall => "wall",
            Crossing::Door => "door",
            Crossing::Gap => "gap",
            Crossing::Window => "window",
            Crossing::Section => "section",
            Crossing::Stairs => "stairs",
            Crossing::Ledge => "ledge",
        }
    }
}

#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Boundary {
    pub a: String,
    pub b: String,
    pub kind: Crossing,
    /// The side of `a` on which `b` lies (`este`); `b` sees it from the opposite side.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dir: Option<String>,
}

#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
#[serde(rename_all = "kebab-case")]
pub enum Feature {
    /// "la Campana del servicio": in the Comedor, where deliberations are held.
    Bell,
    /// "la estancia llamada Luces".
    Lights,
    /// "las dos chimeneas de la casa".
    Chimney,
    /// "las dos verjas de entrada al jardín".
    Gate,
    /// "el Palomar".
    Dovecote,
    /// "el Altar del Clérigo".
    Altar,
    /// "el Plano de Localizaciones", in Intendencia.
    Plan,
    /// "la Bola de Cristal", in the Alcoba del Mago.
    CrystalBall,
    /// The six places the crystal ball shows ("identificadas en el mapa con el símbolo de un
    /// ojo").
    View,
    /// "Capilla, Biblioteca, Recibidor, Luces, Salón de Invierno, Carruajes, Alcoba Mago y
    /// Comedor".
    Lockable,
    /// A level-1 place open to the air (a cloister, a gallery): its arcades are windows onto
    /// its level-1 neighbours (the Claustro example).
    Open,
}

impl Feature {
    pub const ALL: [Feature; 11] = [
        Feature::Bell,
        Feature::Lights,
        Feature::Chimney,
        Feature::Gate,
        Feature::Dovecote,
        Feature::Altar,
        Feature::Plan,
        Feature::CrystalBall,
        Feature::View,
        Feature::Lockable,
        Feature::Open,
    ];

    /// How many places carry it, as the rulebook counts them; `None` for any number.
    pub fn count(self) -> Option<usize> {
        match self {
            Feature::Chimney | Feature::Gate => Some(2),
            Feature::View => Some(6),
            Feature::Lockable => Some(8),
            Feature::Open => None,
            _ => Some(1),
        }
    }

    pub fn key(self) -> &'static str {
        match self {
            Feature::Bell => "bell",
            Feature::Lights => "lights",
            Feature::Chimney => "chimney",
            Feature::Gate => "gate",
            Feature::Dovecote => "dovecote",
            Feature::Altar => "altar",
            Feature::Plan => "plan",
            Feature::CrystalBall => "crystal-ball",
            Feature::View => "view",
            Feature::Lockable => "lockable",
            Feature::Open => "open",
        }
    }
}

/// The eight directions, as written in the map and in PMs (Spanish, Italian, English).
const DIRECTIONS: &[(&str, &[&str])] = &[
    ("n", &["norte", "nord", "north", "n"]),
    ("s", &["sur", "sud", "south", "s"]),
    ("e", &["este", "est", "east", "e"]),
    ("w", &["oeste", "ovest", "west", "o", "w"]),
    (
        "ne",
        &["noreste", "nordeste", "nord-est", "northeast", "ne"],
    ),
    (
        "nw",
        &[
            "noroeste",
            "nordovest",
            "nord-ovest",
            "northwest",
            "no",
            "nw",
        ],
    ),
    (
        "se",
        &["sureste", "sudeste", "sudest", "sud-est", "southeast", "se"],
    ),
    (
        "sw",
        &[
            "suroeste",
            "sudoeste",
            "sudovest",
            "sud-ovest",
            "southwest",
            "so",
            "sw",
        ],
    ),
];

/// A direction word's code (`este` → `e`).
pub fn direction(word: &str) -> Option<&'static str> {
    let w = fold(word);
    DIRECTIONS
        .iter()
        .find(|(_, words)| words.contains(&w.as_str()))
        .map(|(code, _)| *code)
}

pub fn opposite(code: &str) -> &'static str {
    match code {
        "n" => "s",
        "s" => "n",
        "e" => "w",
        "w" => "e",
        "ne" => "sw",
        "sw" => "ne",
        "nw" => "se",
        _ => "nw",
    }
}

/// Words a place name is matched without: articles, prepositions and "sección".
const NAME_FILLERS: &[&str] = &[
    "el", "la", "los", "las", "de", "del", "al", "a", "en", "seccion", "section", "sezione", "the",
    "of", "di", "della", "il",
];

/// A name as it is matched: its words folded, articles and "sección" left out
/// ("Biblioteca (sección Este)", "biblioteca-este" and "la Biblioteca Este" are one key).
pub fn name_key(text: &str) -> String {
    fold(text)
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty() && !NAME_FILLERS.contains(w))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The kinds of place the manor's names begin with, in the players' other languages, folded
/// (`corridoio`, `terrace`): "Pasillo …", "Terraza …", "Jardín …", "Galería …", "Biblioteca …".
const KINDS: &[(&str, &str)] = &[
    ("corridoio", "pasillo"),
    ("corridor", "pasillo"),
    ("hallway", "pasillo"),
    ("terrazza", "terraza"),
    ("terrace", "terraza"),
    ("giardino", "jardin"),
    ("garden", "jardin"),
    ("galleria", "galeria"),
    ("gallery", "galeria"),
    ("library", "biblioteca"),
];

/// A place's key with the kind it begins with in Spanish (`terrazza noreste`: `terraza
/// noreste`), as the manor names it.
fn in_spanish(key: String) -> String {
    let (first, rest) = key.split_once(' ').unwrap_or((&key, ""));
    match KINDS.iter().find(|(k, _)| *k == first) {
        Some((_, es)) if rest.is_empty() => es.to_string(),
        Some((_, es)) => format!("{es} {rest}"),
        None => key,
    }
}

/// What a written place name matches among `candidates`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlaceMatch {
    One(String),
    None,
    Many(Vec<String>),
}

impl Manor {
    pub fn from_yaml(text: &str) -> Result<Manor, serde_yaml::Error> {
        serde_yaml::from_str(&crate::core::yaml_depth::bounded(text))
    }

    /// The sample manor.
    pub fn hacienda() -> Manor {
        Manor::sample().clone()
    }

    /// The sample manor, read once in a process (from its JSON copy): a game on it keeps it
    /// out of `game.yaml` (`state.map` is left out when it is this one), so no phase reads it
    /// from there.
    pub fn sample() -> &'static Manor {
        static SAMPLE: std::sync::OnceLock<Manor> = std::sync::OnceLock::new();
        SAMPLE
            .get_or_init(|| serde_json::from_str(HACIENDA_JSON).expect("the sample manor is valid"))
    }

    pub fn is_sample(&self) -> bool {
        self == Manor::sample()
    }

    pub fn level(&self, place: &str) -> u8 {
        self.places.get(place).map_or(0, |p| p.level)
    }

    pub fn has(&self, feature: Feature, place: &str) -> bool {
        self.features
            .get(&feature)
            .is_some_and(|l| l.iter().any(|p| p == place))
    }

    /// The first place with a feature (the Comedor is the bell's).
    pub fn place_with(&self, feature: Feature) -> Option<&str> {
        self.features.get(&feature)?.first().map(String::as_str)
    }

    /// The room a place is part of (itself unless a section): "Todas las secciones de las
    /// estancias con más de una sección … se encienden y se apagan al mismo tiempo".
    pub fn room_of<'a>(&'a self, place: &'a str) -> &'a str {
        self.places
            .get(place)
            .and_then(|p| p.room.as_deref())
            .unwrap_or(place)
    }

    /// Every boundary of `place`: (the other place, the crossing, the direction from
    /// `place`), in file order.
    pub fn around<'a>(
        &'a self,
        place: &'a str,
    ) -> impl Iterator<Item = (&'a str, Crossing, Option<&'static str>)> + 'a {
        // The direction word is read only for the boundaries of `place` (reading it folds it).
        let dir = |b: &'a Boundary| b.dir.as_deref().and_then(direction);
        self.boundaries.iter().filter_map(move |b| {
            if b.a == place {
                Some((b.b.as_str(), b.kind, dir(b)))
            } else if b.b == place {
                Some((b.a.as_str(), b.kind, dir(b).map(opposite)))
            } else {
                None
            }
        })
    }

    /// The passage group(s) `place` has an entry of: the other entries it leads to.
    pub fn passage_exits<'a>(&'a self, place: &'a str) -> impl Iterator<Item = &'a str> + 'a {
        self.passages
            .iter()
            .filter(move |g| g.iter().any(|p| p == place))
            .flat_map(move |g| g.iter().map(String::as_str).filter(move |p| *p != place))
    }

    pub fn has_passage(&self, place: &str) -> bool {
        self.passages.iter().any(|g| g.iter().any(|p| p == place))
    }

    /// A written place name among `candidates`: the one whose name or alias has the same key,
    /// else the only one whose key starts with the written words.
    pub fn match_place<'a>(
        &self,
        written: &str,
        candidates: impl IntoIterator<Item = &'a str>,
    ) -> PlaceMatch {
        let key = in_spanish(name_key(written));
        if key.is_empty() {
            return PlaceMatch::None;
        }
        let mut prefixed = Vec::new();
        let mut exact = Vec::new();
        // A place is matched as a player's name is: one letter off a name of five or more
        // letters (`Cosina` for the Cocina) when no name is written whole.
        let mut typo = Vec::new();
        let mut short = Vec::new();
        for c in candidates {
            let Some(place) = self.places.get(c) else {
                continue;
            };
            let keys: Vec<String> = std::iter::once(c)
                .chain(place.aliases.iter().map(String::as_str))
                .map(name_key)
                .collect();
            if keys.contains(&key) {
                exact.push(c.to_string());
            } else if keys
                .iter()
                .any(|k| k.starts_with(&key) && k[key.len()..].starts_with(' '))
            {
                prefixed.push(c.to_string());
            } else if keys.iter().any(|k| shortened(k, &key)) {
                short.push(c.to_string());
            } else if key.chars().count() >= 5
                && keys
                    .iter()
                    .any(|k| strsim::damerau_levenshtein(k, &key) == 1)
            {
                typo.push(c.to_string());
            }
        }
        exact.dedup();
        prefixed.dedup();
        typo.dedup();
        short.dedup();
        match (exact.len(), prefixed.len()) {
            (1, _) => PlaceMatch::One(exact.remove(0)),
            (0, 1) => PlaceMatch::One(prefixed.remove(0)),
            (0, 0) if short.len() == 1 => PlaceMatch::One(short.remove(0)),
            (0, 0) if short.len() > 1 => PlaceMatch::Many(short),
            (0, 0) if typo.len() == 1 => PlaceMatch::One(typo.remove(0)),
            (0, 0) => PlaceMatch::None,
            (0, _) => PlaceMatch::Many(prefixed),
            _ => PlaceMatch::Many(exact),
        }
    }
}

/// Whether `written` names `name` by its first and last words (`pasillo del claustro` for
/// the Pasillo al noreste del Claustro, `salgo al pasillo del claustro` through the door
/// there): the place's kind, then the end of its name, of a name longer than what is written.
fn shortened(name: &str, written: &str) -> bool {
    let Some((kind, tail)) = written.split_once(' ') else {
        return false;
    };
    name.len() > written.len()
        && name.starts_with(&[kind, " "].concat())
        && name.ends_with(&[" ", tail].concat())
}

#[cfg(test)]
#[path = "manor_tests.rs"]
mod tests;
