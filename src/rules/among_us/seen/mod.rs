//! What each character saw in a phase, in his private report, in the order it happened:
//! where he was, who he saw and from where they came or where they went ("verá la dirección
//! en la que los jugadores entren o salgan … en el transcurso de las fases en las que el
//! jugador permanezca en la estancia con visibilidad"), the bodies in sight, a presence in
//! the dark, a passage heard, and the encounters ("Siempre que las acciones declaradas lleven
//! a la coincidencia de dos o más jugadores en una misma estancia/sección"). Who met someone
//! or saw someone come into sight may amend ("cuando las acciones declaradas lleven a que un
//! jugador entre en el campo de visión de otro"; one going out of sight is told, and opens
//! nothing); who saw a body come into sight may report it.

mod encounters;
mod explain;
mod others;

use super::sight::{Sight, View, Viewer};
use super::state::{Side, State};
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::trace::{Kind, Trace};
use std::collections::{BTreeMap, BTreeSet};

/// Everyone's place at the start and the end of a phase.
pub struct Moves {
    pub start: BTreeMap<String, String>,
    pub end: BTreeMap<String, String>,
    pub inside_start: BTreeSet<String>,
    pub inside: BTreeSet<String>,
    /// Who spent the phase on a task or an object ("sufre un efecto de reducción de
    /// visibilidad").
    pub tasks: BTreeSet<String>,
    /// The objects used, and what the crystal ball showed.
    pub objects: super::objects::InUse,
    /// The rooms without light at the phase's start: what one had in sight before the phase
    /// is seen in that light, so a candelabrum carried in brings people into sight.
    pub dark_start: Vec<String>,
}

#[derive(Debug, Default)]
pub struct Notices {
    /// The living who met someone, saw someone come into sight or saw a kill.
    pub noticed: Vec<String>,
    /// The living who saw a body come into sight.
    pub bodies: Vec<String>,
    /// The encounters of the phase, for the master: the scenes to open.
    pub encounters: Vec<super::state::Encounter>,
}

/// The form of a name in a list of people: as it is (a look, or "alguien con tu aspecto").
const PERSON: &str = "among-us-item-person";

impl Notices {
    /// Those who saw a kill are noticed too, whether or not they still have the body in sight
    /// (one who saw it and walked away in the same phase); roster order.
    pub fn witnessed(&mut self, game: &Game, witnesses: &[String]) {
        self.noticed = game
            .players
            .iter()
            .map(|p| &p.name)
            .filter(|p| self.noticed.contains(p) || witnesses.contains(p))
            .cloned()
            .collect();
    }
}

fn info(trace: &mut Trace, rule: &str, to: &str, msg: Msg) {
    trace.add(Kind::Info, rule, msg).to(&[to]);
}

/// The rule every line of sight quotes.
const SIGHT: &str = "rule-among-us-sight";

/// The phase as every observer looks at it: who lives, who was killed, where everyone was,
/// and the order others are told in (the same for every observer).
struct Scene<'a> {
    state: &'a State,
    moves: &'a Moves,
    phase: u32,
    killed: &'a [String],
    sight: Sight<'a>,
    players: Vec<&'a str>,
    /// The living, looked up by name for every pair.
    living: BTreeSet<&'a str>,
    order: Vec<&'a str>,
}

/// One observer's phase: where he was at its start and end, and what he had in sight then.
struct Eye<'a> {
    v: &'a str,
    alive: bool,
    /// His place at the phase's start and end.
    a: String,
    b: String,
    moved: bool,
    before: View,
    now: View,
    /// How he looks at the phase's end (a task reduces his sight).
    viewer: Viewer,
    /// He looks through the crystal ball.
    ball: bool,
}

/// Those seen standing where they are, one line a place: (the line's key, the place, who).
type Standing = Vec<(String, String, Vec<String>)>;

impl<'a> Scene<'a> {
    fn new(
        game: &'a Game,
        state: &'a State,
        moves: &'a Moves,
        phase: u32,
        killed: &'a [String],
    ) -> Scene<'a> {
        let players: Vec<&str> = game.players.iter().map(|p| p.name.as_str()).collect();
        let living = game
            .players
            .iter()
            .filter(|p| p.alive)
            .map(|p| p.name.as_str())
            .collect();
        let order = super::roles::shown_order(game, state, &players, "");
        Scene {
            state,
            moves,
            phase,
            killed,
            sight: Sight::new(&state.map),
            players,
            living,
            order,
        }
    }

    fn is_alive(&self, p: &str) -> bool {
        self.living.contains(p)
    }

    fn was_killed(&self, p: &str) -> bool {
        self.killed.iter().any(|k| k == p)
    }

    /// Where `p` was at the phase's start.
    fn start(&self, p: &str) -> String {
        self.moves.start.get(p).cloned().unwrap_or_default()
    }

    /// Where `p` was at the phase's end.
    fn end(&self, p: &str) -> String {
        self.moves.end.get(p).cloned().unwrap_or_default()
    }

    /// How `v` looks: through the dark if an impostor or a ghost, reduced by a task.
    fn viewer(&self, v: &str, alive: bool, inside: &BTreeSet<String>, reduced: bool) -> Viewer {
        Viewer {
            immune: !alive || self.state.side(v) == Side::Impostor,
            ghost: !alive,
            reduced: reduced && alive,
            in_passage: inside.contains(v),
        }
    }

    /// What `v` had in sight at the phase's start and has at its end.
    fn eye(&self, v: &'a str) -> Eye<'a> {
        let m = self.moves;
        let alive = self.is_alive(v);
        let (a, b) = (self.start(v), self.end(v));
        // "Lo mismo sucederá cuando las acciones declaradas lleven a que un jugador entre en el
        // campo de visión de otro": one lit by a candelabrum this phase comes into sight.
        let dark_before = |p: &str| self.state.dark_in(&m.dark_start, p);
        let dark = |p: &str| self.state.is_dark(p);
        let first = self.viewer(v, alive, &m.inside_start, false);
        let mut before = self.sight.view(&a, first, &dark_before);
        let viewer = self.viewer(v, alive, &m.inside, m.tasks.contains(v));
        let mut now = self.sight.view(&b, viewer, &dark);
        // "tiene visibilidad completa sobre dichas estancias (incluso si estas se encuentran
        // sin iluminación) y visibilidad reducida de la Alcoba del Mago … No tiene visibilidad
        // sobre las estancias adyacentes a las estancias observadas".
        let ball = m.objects.views.get(v);
        if let Some(views) = ball {
            now.places = views.clone();
            if let Some(prev) = m.objects.views_before.get(v) {
                before.places = prev.clone();
            }
        }
        Eye {
            v,
            alive,
            moved: a != b,
            a,
            b,
            before,
            now,
            viewer,
            ball: ball.is_some(),
        }
    }

    /// "Fase N: estás en …" / "pasas de … a …".
    fn tell_where(&self, trace: &mut Trace, eye: &Eye) {
        let here = if eye.moved {
            Msg::new("among-us-you-moved")
                .arg("from", &eye.a)
                .arg("to", &eye.b)
        } else {
            Msg::new("among-us-you-at").arg("place", &eye.b)
        };
        info(trace, SIGHT, eye.v, here.arg("phase", self.phase));
    }

    /// In the dark he "notará la presencia de cualquier otro jugador que esté en esa misma
    /// estancia": how many, and how many came in this phase.
    fn felt(&self, trace: &mut Trace, eye: &Eye) {
        let m = self.moves;
        let felt: Vec<&str> = self
            .players
            .iter()
            .copied()
            .filter(|&c| {
                c != eye.v && self.is_alive(c) && !m.inside.contains(c) && self.end(c) == eye.b
            })
            .collect();
        // "no sabrá quién es ni por dónde entró": only of those who did come in this phase;
        // one who was already there entered nowhere.
        let entered = felt
            .iter()
            .filter(|&&c| self.start(c) != eye.b || m.inside_start.contains(c))
            .count();
        if !felt.is_empty() {
            info(
                trace,
                SIGHT,
                eye.v,
                Msg::new("among-us-felt")
                    .arg("count", felt.len())
                    .arg("entered", entered)
                    .arg("place", &eye.b),
            );
        }
    }

    /// The bodies in his sight; the living who saw one come into sight may report it.
    fn bodies(&self, trace: &mut Trace, eye: &Eye, reporters: &mut Vec<String>) {
        for (body, at) in &self.state.bodies {
            if !eye.now.places.contains(at) {
                continue;
            }
            info(
                trace,
                "rule-among-us-body",
                eye.v,
                Msg::new("among-us-saw-body")
                    .arg("player", body)
                    .arg("place", at),
            );
            let new = !eye.before.places.contains(at) || self.killed.contains(body);
            // A body on the ball is not reported from it (as on the game's cameras).
            if eye.alive && new && !eye.ball && !reporters.iter().any(|x| x == eye.v) {
                reporters.push(eye.v.to_string());
            }
        }
    }
}

/// Those seen standing in one place, one line a place: "Ves a Ana, Fede y Gino en …".
fn tell_standing(trace: &mut Trace, v: &str, standing: Standing) {
    for (key, place, names) in standing {
        let msg = if let [one] = names.as_slice() {
            Msg::new(&key).arg("player", one)
        } else {
            Msg::new(&format!("{key}-many")).names("people", PERSON, &names)
        };
        info(trace, SIGHT, v, msg.arg("place", place));
    }
}

pub fn report(
    game: &Game,
    state: &State,
    trace: &mut Trace,
    moves: &Moves,
    phase: u32,
    killed: &[String],
) -> Notices {
    let scene = Scene::new(game, state, moves, phase, killed);
    let mut notices = Notices::default();
    let mut noticed = BTreeSet::new();
    for &v in &scene.players {
        if scene.was_killed(v) {
            continue;
        }
        let eye = scene.eye(v);
        scene.tell_where(trace, &eye);
        if eye.now.felt {
            scene.felt(trace, &eye);
        }
        let mut standing = Standing::new();
        for &c in &scene.order {
            if c == v || scene.was_killed(c) {
                continue;
            }
            if scene.other(trace, &eye, c, &mut standing) {
                noticed.insert(v);
            }
        }
        tell_standing(trace, v, standing);
        scene.bodies(trace, &eye, &mut notices.bodies);
    }
    notices.encounters = encounters::encounters(game, state, moves, phase, trace, &mut noticed);
    notices.noticed = scene
        .players
        .iter()
        .filter(|p| noticed.contains(**p) && game.is_alive(p))
        .map(|p| p.to_string())
        .collect();
    notices
}
