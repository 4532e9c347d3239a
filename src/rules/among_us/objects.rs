//! "Los Objetos Interactivos": the Altar del Clérigo (alive or dead, everyone), the Plano de
//! Localizaciones (how many in each named room) and the Bola de Cristal (four of six views),
//! "al coste de 1 punto de acción por fase de uso"; "Mientras se hace uso del Altar, no se
//! puede realizar ninguna otra acción y la visibilidad del usuario se verá reducida como si no
//! hubiese iluminación en la estancia. Varios personajes pueden hacer uso del Altar al mismo
//! tiempo." The Clérigo's talisman is a portable altar ("simular la capacidad del Altar del
//! Clérigo en cualquier momento y desde cualquier estancia"), [`super::talisman`].

use super::manor::{Feature, Kind, Manor, PlaceMatch};
use super::orders::Order;
use super::state::State;
use crate::core::diag::Problem;
use crate::core::game::Game;
use crate::core::grammar::Args;
use crate::core::msg::Msg;
use crate::core::names::fold;
use crate::core::rng::{Chance, Random};
use crate::core::trace::{Kind as TraceKind, Trace};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// "Cada fase que permanece activa, el usuario puede elegir qué 4 estancias/secciones quiere
/// visualizar de una lista de 6 opciones".
pub const SHOWN: usize = 4;

/// An object used with a point of action (in `game.yaml` as `{object: ball, views: […]}`: YAML
/// has no enum inside an enum).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "UseRepr", from = "UseRepr")]
pub enum Use {
    Altar,
    Plan,
    /// The views as written (none: the seed's).
    Ball(Vec<String>),
    /// The Clérigo's talisman, with a point ("Punto de Acción para utilizar esta habilidad").
    Talisman,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
enum Object {
    Altar,
    Plan,
    Ball,
    Talisman,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct UseRepr {
    object: Object,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    views: Vec<String>,
}

impl From<Use> for UseRepr {
    fn from(u: Use) -> UseRepr {
        let (object, views) = match u {
            Use::Altar => (Object::Altar, Vec::new()),
            Use::Plan => (Object::Plan, Vec::new()),
            Use::Ball(v) => (Object::Ball, v),
            Use::Talisman => (Object::Talisman, Vec::new()),
        };
        UseRepr { object, views }
    }
}

impl From<UseRepr> for Use {
    fn from(r: UseRepr) -> Use {
        match r.object {
            Object::Altar => Use::Altar,
            Object::Plan => Use::Plan,
            Object::Ball => Use::Ball(r.views),
            Object::Talisman => Use::Talisman,
        }
    }
}

impl Use {
    pub fn feature(&self) -> Option<Feature> {
        match self {
            Use::Altar => Some(Feature::Altar),
            Use::Plan => Some(Feature::Plan),
            Use::Ball(_) => Some(Feature::CrystalBall),
            Use::Talisman => None,
        }
    }

    /// The object's name in messages (`@among-us-object-altar`).
    pub fn name(&self) -> &'static str {
        match self {
            Use::Altar => "@among-us-object-altar",
            Use::Plan => "@among-us-object-plan",
            Use::Ball(_) => "@among-us-object-ball",
            Use::Talisman => "@among-us-object-talisman",
        }
    }
}

/// What the objects remember between phases: each user's last views of the ball (the
/// rotation), and each Clérigo's talisman.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Objects {
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub ball: BTreeMap<String, BallUse>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub talisman: BTreeMap<String, super::talisman::Talisman>,
}

impl Objects {
    pub fn is_empty(&self) -> bool {
        self.ball.is_empty() && self.talisman.is_empty()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BallUse {
    /// The phase (on the clock) of the use.
    pub clock: u32,
    pub views: Vec<String>,
}

const ALTAR: &[&str] = &["altar", "altare"];
const PLAN: &[&str] = &["plano", "plan", "mapa", "map", "pianta", "mappa"];
const BALL: &[&str] = &["bola", "ball", "sfera", "cristal", "crystal", "cristallo"];
const TALISMAN: &[&str] = &["talisman", "talismano", "amuleto", "amulet"];
/// Words before the views: "para visualizar El Recibidor (1), la Sección de Terraza (2) …".
const BEFORE_VIEWS: &[&str] = &[
    "de",
    "cristal",
    "crystal",
    "cristallo",
    "di",
    "para",
    "visualizar",
    "ver",
    "mirar",
    "view",
    "views",
    "viewing",
    "see",
    "to",
    "and",
    "per",
    "vedere",
    "guardare",
    "con",
    "with",
    "en",
    "a",
];

/// `uso el altar`, `miro el plano`, `uso la bola de cristal: Recibidor, …`, `activo el
/// talismán` (a point), `activo el talismán fase 2` (free, "Cada fase adicional después de la
/// primera se activará como acción gratuita").
pub fn read(args: &mut Args) -> Result<Order, Problem> {
    let words = &args.line.words;
    let found = words.iter().enumerate().skip(1).find_map(|(i, w)| {
        let k = fold(&w.text);
        let is = |list: &[&str]| list.contains(&k.as_str());
        if is(ALTAR) {
            Some((i, 0))
        } else if is(PLAN) {
            Some((i, 1))
        } else if is(BALL) {
            Some((i, 2))
        } else if is(TALISMAN) {
            Some((i, 3))
        } else {
            None
        }
    });
    // What `check` shows: the object (and views) as written after the verb.
    if let Some(first) = words.get(1) {
        let text = &args.file.source[first.span.start..args.line.span.end];
        args.file.readings.record(
            first.span.start,
            crate::core::orders::Read::Text(crate::core::markup::strip_tags(text.trim())),
        );
    }
    let Some((at, which)) = found else {
        return Err(no_object(args, words));
    };
    // The ball's views run to the line's end.
    if which != 2 {
        later_sentence(args, at)?;
    }
    match which {
        2 => {
            // The views: the rest of the line after the ball's words.
            let mut i = at + 1;
            // "crystal ball", "bola de cristal": every word of the ball's name is skipped.
            while i < words.len() && {
                let k = fold(&words[i].text);
                BEFORE_VIEWS.contains(&k.as_str()) || BALL.contains(&k.as_str())
            } {
                i += 1;
            }
            let views = match words.get(i) {
                Some(w) => split_views(&args.file.source[w.span.start..args.line.span.end]),
                None => Vec::new(),
            };
            Ok(Order::Point(super::orders::Action::Object(Use::Ball(
                views,
            ))))
        }
        3 => {
            // `fase N` after the talisman: a free use. "Cada fase adicional después de la
            // primera": the first phase is never an additional one, so `en la fase 1` is the
            // use with its point, in that phase (blind corpus 6, I).
            let phase = words[at + 1..]
                .iter()
                .position(|w| matches!(fold(&w.text).as_str(), "fase" | "phase"));
            match phase.and_then(|p| words.get(at + 2 + p)) {
                Some(n) if n.text == "1" => {
                    Ok(Order::Point(super::orders::Action::Object(Use::Talisman)))
                }
                Some(n) => match n.text.parse::<u32>() {
                    Ok(n) if (1..=super::state::PHASES).contains(&n) => Ok(Order::Talisman(n)),
                    _ => Err(args
                        .problem(n.span.clone(), Msg::new("among-us-err-talisman-phase"))
                        .help(Msg::new("among-us-help-object"))),
                },
                None => Ok(Order::Point(super::orders::Action::Object(Use::Talisman))),
            }
        }
        0 => Ok(Order::Point(super::orders::Action::Object(Use::Altar))),
        _ => Ok(Order::Point(super::orders::Action::Object(Use::Plan))),
    }
}

/// A later sentence is no part of the object's name (`Uso el talismán en la fase 1. Luego a la
/// Terraza Noreste.`): it is the order's prose, or what the master must read (blind corpus 6,
/// I).
fn later_sentence(args: &mut Args, at: usize) -> Result<(), Problem> {
    let words = &args.line.words;
    let Some(next) = (at + 1..words.len()).find(|&j| {
        let gap = &args.file.source[words[j - 1].span.end..words[j].span.start];
        gap.contains(['.', '!', '?']) && !gap.contains("..")
    }) else {
        return Ok(());
    };
    let pos = words.len() - args.ahead().len();
    args.skip(next.saturating_sub(pos));
    args.end()
}

/// "El Recibidor (1), la Sección de Terraza (2), el Pasillo de la Alcoba del Mago (3) y el
/// Pasillo al sur del Claustro (4)." → the four names, numbers and the full stop left out.
fn split_views(text: &str) -> Vec<String> {
    let text = crate::core::markup::strip_tags(text);
    let mut out = Vec::new();
    for part in text.split([',', ';']) {
        for piece in split_and(part) {
            let mut name: String = piece
                .chars()
                .filter(|c| !c.is_ascii_digit())
                .collect::<String>()
                .replace("()", "");
            name = name
                .trim()
                .trim_matches(|c: char| c == '.' || c == ':' || c.is_whitespace())
                .to_string();
            if !name.is_empty() {
                out.push(name);
            }
        }
    }
    out
}

/// A list's last two items: "A y B", "A and B", "A e B".
fn split_and(part: &str) -> Vec<&str> {
    for sep in [" y ", " Y ", " and ", " e "] {
        if let Some((a, b)) = part.split_once(sep) {
            return vec![a, b];
        }
    }
    vec![part]
}

/// The ball's six views as the manor lists them.
pub fn all_views(map: &Manor) -> Vec<String> {
    map.features
        .get(&Feature::View)
        .cloned()
        .unwrap_or_default()
}

/// The views written, read among the six (a problem names the first one that is none of
/// them, or one given twice, or more than four).
pub fn read_views(map: &Manor, written: &[String]) -> Result<Vec<String>, Msg> {
    let views = all_views(map);
    let mut out: Vec<String> = Vec::new();
    for w in written {
        match map.match_place(w, views.iter().map(String::as_str)) {
            PlaceMatch::One(p) if out.contains(&p) => {
                return Err(Msg::new("among-us-err-ball-twice").arg("view", p));
            }
            PlaceMatch::One(p) => out.push(p),
            _ => {
                return Err(Msg::new("among-us-err-ball-view")
                    .arg("view", w)
                    .arg("views", views.join(", ")));
            }
        }
    }
    if out.len() > SHOWN {
        return Err(Msg::new("among-us-err-ball-many").arg("count", out.len()));
    }
    Ok(out)
}

/// "estará obligado en cada cambio de fase a visualizar aquellas dos estancias que no
/// estuvieran siendo visualizadas en la fase anterior": the views forced after `prev`.
pub fn forced(map: &Manor, prev: &[String]) -> Vec<String> {
    all_views(map)
        .into_iter()
        .filter(|v| !prev.contains(v))
        .collect()
}

/// A view set that breaks the rotation: more views chosen besides the forced ones than there
/// is room for.
pub fn breaks_rotation(map: &Manor, chosen: &[String], prev: &[String]) -> Option<Msg> {
    let must = forced(map, prev);
    let free = SHOWN.saturating_sub(must.len());
    let others = chosen.iter().filter(|v| !must.contains(v)).count();
    (others > free).then(|| {
        Msg::new("among-us-err-ball-rotation")
            .arg("forced", must.join(", "))
            .arg("keep", free)
    })
}

/// The views a user sees this phase: the forced ones, then his own in the order written,
/// then the seed's ("en caso de no indicarlo, serán elegidas al azar"), four in all.
pub fn pick_views(
    map: &Manor,
    written: &[String],
    prev: Option<&[String]>,
    chance: &mut Chance,
) -> Vec<String> {
    let all = all_views(map);
    let mut out: Vec<String> = prev.map(|p| forced(map, p)).unwrap_or_default();
    let chosen = read_views(map, written).unwrap_or_default();
    for v in chosen {
        if out.len() < SHOWN && !out.contains(&v) {
            out.push(v);
        }
    }
    // The seed's fill: among the views kept from the phase before, or among all six.
    let mut pool: Vec<String> = all
        .iter()
        .filter(|v| !out.contains(v) && prev.is_none_or(|p| p.contains(v)))
        .cloned()
        .collect();
    let mut rng = chance.stream("bola");
    // A scripted draw out of range falls back to the first of the pool, never a panic.
    if rng.shuffle(&mut pool).is_err() {
        pool.sort();
    }
    for v in pool {
        if out.len() < SHOWN {
            out.push(v);
        }
    }
    out.sort();
    out
}

/// The last views of `player` when he used the ball in the phase just before `clock`.
pub fn previous<'s>(state: &'s State, player: &str, clock: u32) -> Option<&'s [String]> {
    state
        .objects
        .ball
        .get(player)
        .filter(|b| b.clock.saturating_add(1) == clock)
        .map(|b| b.views.as_slice())
}

/// Who used which object this phase, and what the ball showed each user.
#[derive(Debug, Default)]
pub struct InUse {
    pub using: BTreeMap<String, Use>,
    pub views: BTreeMap<String, Vec<String>>,
    /// The views of the phase before, for a user who used the ball then too.
    pub views_before: BTreeMap<String, Vec<String>>,
}

/// The phase's uses, in roster order: each user must stand where his object is ("deberá
/// acceder a la Alcoba del Clérigo … y gastar un punto de acción por cada fase"); ghosts use
/// none ([`super::plan`] refuses them).
pub fn start(
    game: &Game,
    state: &mut State,
    uses: &[(String, Use)],
    clock: u32,
    phase: u32,
    chance: &mut Chance,
    trace: &mut Trace,
) -> InUse {
    let mut out = InUse::default();
    for (player, u) in uses {
        if !game.is_alive(player) {
            continue;
        }
        let at = state.place(player).to_string();
        let inside = state.in_passage.iter().any(|p| p == player);
        if let Some(feature) = u.feature()
            && (!state.map.has(feature, &at) || inside)
        {
            let there = state.map.place_with(feature).unwrap_or_default();
            trace
                .add(
                    TraceKind::Failed,
                    "rule-among-us-object",
                    Msg::new("among-us-object-failed")
                        .arg("object", u.name())
                        .arg("place", &at)
                        .arg("there", there)
                        .arg("phase", phase),
                )
                .actor(player)
                .to(&[player]);
            continue;
        }
        if let Use::Ball(written) = u {
            let prev = previous(state, player, clock).map(<[String]>::to_vec);
            let views = pick_views(&state.map, written, prev.as_deref(), chance);
            if let Some(p) = prev {
                out.views_before.insert(player.clone(), p);
            }
            state.objects.ball.insert(
                player.clone(),
                BallUse {
                    clock,
                    views: views.clone(),
                },
            );
            out.views.insert(player.clone(), views);
        }
        out.using.insert(player.clone(), u.clone());
    }
    out
}

/// "muestra en tiempo real el estado de salud de todos aquellos que se encuentren en la
/// Hacienda … solo podrá distinguir dos estados de salud: vivo o muerto".
pub fn altar_msg(game: &Game, key: &str, phase: u32) -> Msg {
    let names = |alive: bool| {
        let list: Vec<&str> = game
            .players
            .iter()
            .filter(|p| p.alive == alive)
            .map(|p| p.name.as_str())
            .collect();
        if list.is_empty() {
            "-".to_string()
        } else {
            list.join(", ")
        }
    };
    Msg::new(key)
        .arg("phase", phase)
        .arg("alive", names(true))
        .arg("dead", names(false))
}

/// "el número de personas que se encuentran en cada estancia identificada en el mapa … con un
/// nombre … incluyendo cadáveres que puedan haber fallecido desde la última deliberación. El
/// Plano no proporciona información de los pasillos, la terraza exterior o el jardín." One
/// count per named room of level 1 (a double room once; `--option plan=section`: a count per
/// section); the living outside the passages and the bodies (a deliberation clears them).
pub fn plan_counts(game: &Game, state: &State) -> Vec<(String, usize)> {
    let by_section = game.option("plan") == Some("section");
    let key = |place: &str| -> Option<String> {
        let p = state.map.places.get(place)?;
        match p.kind {
            Kind::Corridor => None,
            _ if p.level != 1 => None,
            Kind::Section if !by_section => Some(state.map.room_of(place).to_string()),
            _ => Some(place.to_string()),
        }
    };
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    for place in state.map.places.keys() {
        if let Some(k) = key(place) {
            counts.entry(k).or_default();
        }
    }
    let inside: BTreeSet<&str> = state.in_passage.iter().map(String::as_str).collect();
    let living = game
        .players
        .iter()
        .filter(|p| p.alive && !inside.contains(p.name.as_str()))
        .map(|p| state.place(&p.name));
    for place in living.chain(state.bodies.values().map(String::as_str)) {
        if let Some(k) = key(place) {
            *counts.entry(k).or_default() += 1;
        }
    }
    counts.into_iter().collect()
}

/// Each user's results at the end of the phase, and the ball's glow in the viewed places ("en
/// todas las estancias que puede visualizar brillará una tenue luz morada … permitirá a quienes
/// se encuentren en dichas estancias saber que hay alguien haciendo uso de la Bola").
pub fn report(game: &Game, state: &State, trace: &mut Trace, used: &InUse, phase: u32) {
    let rule = "rule-among-us-object";
    for (player, u) in &used.using {
        let msg = match u {
            Use::Altar => altar_msg(game, "among-us-altar", phase),
            Use::Plan => {
                let counts: Vec<String> = plan_counts(game, state)
                    .into_iter()
                    .map(|(room, n)| format!("{room}: {n}"))
                    .collect();
                Msg::new("among-us-plan")
                    .arg("phase", phase)
                    .arg("counts", counts.join(", "))
            }
            Use::Ball(_) => Msg::new("among-us-ball").arg("phase", phase).arg(
                "views",
                used.views
                    .get(player)
                    .cloned()
                    .unwrap_or_default()
                    .join(", "),
            ),
            Use::Talisman => continue,
        };
        trace
            .add(TraceKind::Applied, rule, msg)
            .actor(player)
            .to(&[player]);
    }
    let glowing: BTreeSet<&String> = used.views.values().flatten().collect();
    for p in &game.players {
        let at = state.place(&p.name).to_string();
        if glowing.contains(&at) && !used.views.contains_key(&p.name) {
            trace
                .add(
                    TraceKind::Info,
                    rule,
                    Msg::new("among-us-glow")
                        .arg("place", &at)
                        .arg("phase", phase),
                )
                .to(&[&p.name]);
        }
    }
}

/// The problem of a use naming no object: "¿Qué objeto?", or, when it names a secret passage
/// (`uso el pasadizo secreto para ir a los Carruajes`, ruling 56), that a passage is no object
/// and its steps are points of their own.
fn no_object(args: &Args, words: &[crate::core::orders::Word]) -> Problem {
    let passage = words
        .iter()
        .any(|w| super::grammar::PASSAGES.contains(&fold(&w.text).as_str()));
    let (what, help) = match passage {
        true => (
            "among-us-err-passage-in-prose",
            "among-us-help-passage-steps",
        ),
        false => ("among-us-err-object-what", "among-us-help-object"),
    };
    args.problem(args.line_span(), Msg::new(what))
        .help(Msg::new(help))
}

#[cfg(test)]
#[path = "objects_tests.rs"]
mod tests;
