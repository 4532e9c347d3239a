//! Where a crossing leads. "Desplazarse por el mapa al coste de 1 punto de acción por puerta
//! desbloqueada o sección a atravesar"; "Desplazarte por el mapa atravesando paredes o
//! ventanas al coste de 1 punto de acción (sólo fantasmas)".

use super::manor::{Crossing, Manor, PlaceMatch};
use super::orders::Way;
use crate::core::msg::Msg;

/// Whether a written crossing kind names this boundary: "la sección" is a section line or
/// the gap of a double room (Sir Pepito "Atravieso la sección hacia Biblioteca (sección
/// Este)").
fn names(written: Crossing, actual: Crossing) -> bool {
    written == actual || (written == Crossing::Section && actual == Crossing::Gap)
}

/// The stairs said after the place they lead to, in lower case: `bajo al Jardín Norte por la
/// escalera`, `vado in giardino per le scale`, `I go to the garden by the stairs`.
const BY_THE_STAIRS: &[&str] = &[
    " por la escalera",
    " por las escaleras",
    " per la scala",
    " per le scale",
    " by the stairs",
    " via the stairs",
];

/// A way that climbs or goes down the stairs to a place it names (`subo las escaleras a la
/// Terraza Noreste`, `bajo al Jardín Norte por la escalera`): the place named is where the
/// point goes, reached by whatever joins it to `from` ("Desplazarse por el mapa al coste de
/// 1 punto de acción por puerta desbloqueada o sección a atravesar"); the stairs only say how
/// the player pictures going up or down (ruling 52). Without a place named, the stairs must be
/// there.
fn by_the_stairs_to(way: &Way) -> Option<Way> {
    let to = way.to.as_deref()?;
    // Each tail is ASCII: the place as written ends with it in any case.
    let tail = BY_THE_STAIRS.iter().find(|t| {
        to.len()
            .checked_sub(t.len())
            .and_then(|at| to.get(at..))
            .is_some_and(|end| end.eq_ignore_ascii_case(t))
    });
    if way.by != Some(Crossing::Stairs) && tail.is_none() {
        return None;
    }
    let place = to[..to.len() - tail.map_or(0, |t| t.len())].trim_end();
    Some(Way {
        by: None,
        dir: way.dir.clone(),
        to: Some(place.to_string()),
    })
}

/// The place one point of action takes a character from `from` along `way`.
pub fn destination(map: &Manor, from: &str, way: &Way, ghost: bool) -> Result<String, Msg> {
    if let Some(named) = by_the_stairs_to(way) {
        return destination(map, from, &named, ghost);
    }
    let usable = |kind: Crossing| kind.passable() || ghost;
    let mut near: Vec<(&str, Crossing, Option<&str>)> = map.around(from).collect();
    near.sort_by_key(|(p, _, _)| *p);
    let fits = |(_, kind, dir): &(&str, Crossing, Option<&str>)| {
        way.by.is_none_or(|w| names(w, *kind)) && way.dir.as_deref().is_none_or(|d| *dir == Some(d))
    };
    let candidates: Vec<&str> = {
        let mut c: Vec<&str> = near
            .iter()
            .filter(|b| fits(b) && usable(b.1))
            .map(|b| b.0)
            .collect();
        c.dedup();
        c
    };
    let chosen = match &way.to {
        Some(to) => match map.match_place(to, candidates.iter().copied()) {
            PlaceMatch::One(p) => p,
            PlaceMatch::Many(ps) => {
                return Err(Msg::new("among-us-move-ambiguous")
                    .arg("from", from)
                    .arg("places", ps.join(", ")));
            }
            PlaceMatch::None => {
                return Err(no_way(map, from, to, ghost));
            }
        },
        None => match candidates.as_slice() {
            [one] => one.to_string(),
            [] => {
                return Err(Msg::new("among-us-move-nothing")
                    .arg("from", from)
                    .arg("way", describe(way)));
            }
            many => {
                return Err(Msg::new("among-us-move-ambiguous")
                    .arg("from", from)
                    .arg("places", many.join(", ")));
            }
        },
    };
    Ok(chosen)
}

/// Why a named place cannot be reached in one point: not a place, not a neighbour, or only
/// behind a wall or a window.
fn no_way(map: &Manor, from: &str, to: &str, ghost: bool) -> Msg {
    let all = map.places.keys().map(String::as_str);
    match map.match_place(to, all) {
        PlaceMatch::One(place) => {
            let between: Vec<Crossing> = map
                .around(from)
                .filter(|(p, _, _)| *p == place)
                .map(|(_, k, _)| k)
                .collect();
            let blocked = between.iter().any(|k| !k.passable() && !ghost);
            let key = if between.is_empty() {
                "among-us-move-not-adjacent"
            } else if blocked {
                "among-us-move-blocked"
            } else {
                "among-us-move-nothing"
            };
            Msg::new(key)
                .arg("from", from)
                .arg("to", &place)
                .arg("way", to)
                .arg("kind", between.first().map_or("wall", |k| k.key()))
        }
        // `mover Biblioteca` from a room next to neither section: not out of doubt, out of
        // reach.
        PlaceMatch::Many(ps) if ps.iter().all(|p| map.around(from).all(|(n, _, _)| n != p)) => {
            Msg::new("among-us-move-none-adjacent")
                .arg("from", from)
                .arg("place", to)
                .arg("places", ps.join(", "))
        }
        PlaceMatch::Many(ps) => Msg::new("among-us-move-ambiguous")
            .arg("from", from)
            .arg("places", ps.join(", ")),
        PlaceMatch::None => match near_place(map, to) {
            Some(near) => Msg::new("among-us-move-unknown-near")
                .arg("place", to)
                .arg("to", near),
            None => Msg::new("among-us-move-unknown").arg("place", to),
        },
    }
}

/// The one place whose name (or alias) a typo is of: "Capila" for the Capilla, "Cosina" for
/// the Cocina; at most two letters off, and a quarter of the name.
fn near_place(map: &Manor, written: &str) -> Option<String> {
    let key = super::manor::name_key(written);
    if key.chars().count() < 4 {
        return None;
    }
    let mut best: Vec<(usize, &str)> = Vec::new();
    for (name, place) in &map.places {
        let names = std::iter::once(name.as_str()).chain(place.aliases.iter().map(String::as_str));
        for n in names {
            let d = strsim::levenshtein(&key, &super::manor::name_key(n));
            let limit = (key.chars().count() / 4).clamp(1, 2);
            if d <= limit {
                best.push((d, name));
            }
        }
    }
    best.sort();
    best.dedup_by_key(|(_, n)| *n);
    match best.as_slice() {
        [(_, one)] => Some(one.to_string()),
        [(d, one), (e, _), ..] if d < e => Some(one.to_string()),
        _ => None,
    }
}

fn describe(way: &Way) -> String {
    let mut parts = Vec::new();
    if let Some(b) = way.by {
        parts.push(b.key().to_string());
    }
    if let Some(d) = &way.dir {
        parts.push(d.clone());
    }
    if let Some(t) = &way.to {
        parts.push(t.clone());
    }
    parts.join(" ")
}

/// Whether one point of action joins two places for a living character (or `a` is `b`).
pub fn one_step(map: &Manor, a: &str, b: &str) -> bool {
    a == b || map.around(a).any(|(p, k, _)| p == b && k.passable())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn way(by: Option<Crossing>, to: Option<&str>) -> Way {
        Way {
            by,
            dir: None,
            to: to.map(str::to_string),
        }
    }

    /// Ruling 52: the stairs said on the way to a place named go to that place by whatever
    /// joins it; with no place named they must be there.
    #[test]
    fn the_stairs_on_the_way_to_a_place_named_go_to_that_place() {
        let map = Manor::hacienda();
        let stairs = Some(Crossing::Stairs);
        // A door joins the Comedor to the Terraza Noreste, and to the Cocina.
        let to_terrace = way(stairs, Some("la Terraza Noreste"));
        assert_eq!(
            destination(&map, "Comedor", &to_terrace, false).as_deref(),
            Ok("Terraza Noreste")
        );
        let by_the_stairs = way(None, Some("Comedor por la Escalera"));
        assert_eq!(
            destination(&map, "Cocina", &by_the_stairs, false).as_deref(),
            Ok("Comedor")
        );
        // The stairs themselves, named or not.
        let down = way(stairs, None);
        assert_eq!(
            destination(&map, "Terraza Noreste", &down, false).as_deref(),
            Ok("Jardín Norte")
        );
        // No stairs from the Comedor, and no step over the terrace's ledge.
        assert!(destination(&map, "Comedor", &down, false).is_err());
        let over_the_ledge = way(stairs, Some("Jardín Centro-Este"));
        assert!(destination(&map, "Terraza Este", &over_the_ledge, false).is_err());
    }
}
