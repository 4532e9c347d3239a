//! "La visibilidad", exactly as the rulebook states it:
//!
//! - level 1: "Si la estancia en la que se encuentra un jugador está iluminada, ese jugador
//!   verá … a todos los jugadores que se encuentren en la misma estancia … Además, si las
//!   estancias adyacentes también están iluminadas, verán todos los jugadores que se
//!   encuentren en las estancias adyacentes independientemente del nivel … siempre que exista
//!   una ventana o sección que las separe" (and the gap of a double room, which "ni delimitan
//!   la estancia ni cortan la línea de visión");
//! - level 2: its own and the adjacent terrace sections, and the adjacent garden section;
//!   "Desde una sección de segundo nivel no se pueden ver nunca las estancias adyacentes del
//!   primer nivel";
//! - level 3: its own and the adjacent garden sections and, through windows, level 1; "Desde
//!   una sección de tercer nivel no se pueden ver nunca las secciones adyacentes del segundo
//!   nivel";
//! - "Un fantasma ve todas las estancias adyacentes a donde se encuentra ignorando paredes,
//!   puertas y desniveles"; "Los impostores y los fantasmas son inmunes a la reducción de
//!   visibilidad por efecto de la iluminación";
//! - darkness: "notará la presencia de cualquier otro jugador que esté en esa misma estancia
//!   y sección, pero no sabrá quién es"; a task, an object, a repair or an ability: "sufre un
//!   efecto de reducción de visibilidad equivalente a estar en una estancia sin iluminación";
//! - "Cuando un jugador … se encuentra en el interior de un pasaje secreto, tiene visibilidad
//!   sobre la estancia en la cual se encuentra".
//!
//! The neighbours are indexed once per resolution, so a phase's sight is linear in the
//! characters and boundaries, never quadratic in places.

use super::manor::{Crossing, Manor};
use std::collections::BTreeMap;

/// Who looks, and how.
#[derive(Debug, Clone, Copy, Default)]
pub struct Viewer {
    /// An impostor or a ghost: darkness does not reduce his sight.
    pub immune: bool,
    pub ghost: bool,
    /// Doing a task (or an object, a repair, an ability) this phase.
    pub reduced: bool,
    pub in_passage: bool,
}

/// Why a place is not in someone's sight (for `--explain`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hidden {
    /// A wall or a door between, or no boundary at all.
    Wall,
    /// "no se pueden ver nunca" from this level.
    Level,
    /// His own place is dark.
    DarkHere,
    /// The other place is dark.
    DarkThere,
    /// Busy with a task.
    Busy,
    /// From inside a passage, only its entry's place.
    Passage,
}

impl Hidden {
    /// The selector of `among-us-explain-hidden`.
    pub fn code(self) -> &'static str {
        match self {
            Hidden::Wall => "wall",
            Hidden::Level => "level",
            Hidden::DarkHere => "dark-here",
            Hidden::DarkThere => "dark-there",
            Hidden::Busy => "busy",
            Hidden::Passage => "passage",
        }
    }
}

/// How a character in sight was seen (for `--explain`): the very clause that let him be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Through {
    /// "verá … a todos los jugadores que se encuentren en la misma estancia".
    SamePlace,
    /// Across the boundary between the two places, see-through by the level rules: a window,
    /// a section line, the gap of a double room, the stairs, the terrace's drop.
    Crossing(Crossing),
    /// "Un fantasma ve todas las estancias adyacentes … ignorando paredes, puertas y
    /// desniveles".
    Ghost,
    /// "tiene visibilidad sobre la estancia en la cual se encuentra" from inside a passage.
    Passage,
    /// "tiene visibilidad completa sobre dichas estancias": the crystal ball's views.
    Ball,
}

impl Through {
    /// The selector of `among-us-explain-seen`.
    pub fn code(self) -> &'static str {
        match self {
            Through::SamePlace => "same",
            Through::Crossing(Crossing::Window) => "window",
            Through::Crossing(Crossing::Section) => "section",
            Through::Crossing(Crossing::Gap) => "gap",
            Through::Crossing(Crossing::Stairs) => "stairs",
            Through::Crossing(Crossing::Ledge) => "ledge",
            Through::Crossing(_) => "door",
            Through::Ghost => "ghost",
            Through::Passage => "passage",
            Through::Ball => "ball",
        }
    }
}

/// What one sees from a place in one phase.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct View {
    /// Places in full sight: who is there, and where they come from or go.
    pub places: Vec<String>,
    /// His own place is only felt: a presence, not who.
    pub felt: bool,
}

pub struct Sight<'m> {
    pub map: &'m Manor,
    near: BTreeMap<&'m str, Vec<(&'m str, Crossing)>>,
}

impl<'m> Sight<'m> {
    pub fn new(map: &'m Manor) -> Sight<'m> {
        let mut near: BTreeMap<&str, Vec<(&str, Crossing)>> = BTreeMap::new();
        for b in &map.boundaries {
            near.entry(&b.a).or_default().push((&b.b, b.kind));
            near.entry(&b.b).or_default().push((&b.a, b.kind));
        }
        Sight { map, near }
    }

    pub fn neighbours(&self, place: &str) -> &[(&'m str, Crossing)] {
        self.near.get(place).map_or(&[], Vec::as_slice)
    }

    /// Why `to`, a place other than `from`, is not seen; `None` when it is.
    pub fn hidden(
        &self,
        from: &str,
        to: &str,
        who: Viewer,
        dark: &dyn Fn(&str) -> bool,
    ) -> Option<Hidden> {
        if who.in_passage {
            return Some(Hidden::Passage);
        }
        let crossings: Vec<Crossing> = self
            .neighbours(from)
            .iter()
            .filter(|(p, _)| *p == to)
            .map(|(_, k)| *k)
            .collect();
        if who.ghost {
            return (crossings.is_empty()).then_some(Hidden::Wall);
        }
        if who.reduced {
            return Some(Hidden::Busy);
        }
        if dark(from) && !who.immune {
            return Some(Hidden::DarkHere);
        }
        if !crossings.iter().any(|k| k.see_through()) {
            return Some(Hidden::Wall);
        }
        let (lf, lt) = (self.map.level(from), self.map.level(to));
        if (lf == 2 && lt == 1) || (lf == 3 && lt == 2) {
            return Some(Hidden::Level);
        }
        if dark(to) && !who.immune {
            return Some(Hidden::DarkThere);
        }
        None
    }

    /// How `to`, a place `who` sees from `from`, is in his sight: the same place, the
    /// see-through boundary between them (the first in the map's order of kinds, when
    /// two places share several), a ghost's sight, a passage's entry.
    /// `None` when `to` is none of these (the crystal ball's views).
    pub fn through(&self, from: &str, to: &str, who: Viewer) -> Option<Through> {
        if who.in_passage {
            return Some(Through::Passage);
        }
        if from == to {
            return Some(Through::SamePlace);
        }
        if who.ghost {
            return Some(Through::Ghost);
        }
        self.neighbours(from)
            .iter()
            .filter(|(p, k)| *p == to && k.see_through())
            .map(|(_, k)| *k)
            .min()
            .map(Through::Crossing)
    }

    /// What `who` sees from `at`.
    pub fn view(&self, at: &str, who: Viewer, dark: &dyn Fn(&str) -> bool) -> View {
        let felt = !who.ghost && !who.in_passage && (who.reduced || (dark(at) && !who.immune));
        let mut places = Vec::new();
        if !felt {
            places.push(at.to_string());
        }
        for (p, _) in self.neighbours(at) {
            if !places.iter().any(|q| q == p) && self.hidden(at, p, who, dark).is_none() {
                places.push(p.to_string());
            }
        }
        places.sort();
        View { places, felt }
    }
}

#[cfg(test)]
#[path = "sight_tests.rs"]
mod tests;
