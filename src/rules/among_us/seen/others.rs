//! What one observer saw of each other character in a phase: a passage opening, a crossing
//! at a door, someone in sight (coming, going, standing, busy, changing his look), someone
//! leaving his sight. "verá la dirección en la que los jugadores entren o salgan … en el
//! transcurso de las fases en las que el jugador permanezca en la estancia con visibilidad".

use super::explain::{explain_sighting, seen_because};
use super::{Eye, SIGHT, Scene, Standing, info};
use crate::core::msg::Msg;
use crate::core::trace::Trace;
use crate::rules::among_us::roles;
use std::collections::{BTreeMap, BTreeSet};

/// Another character as one observer meets him: where he was at the phase's start and end,
/// and the name he is shown under ("While disguised he appears to everyone under the
/// borrowed identity"; to the one whose look he wears, as someone with his look).
struct Other<'c> {
    c: &'c str,
    ca: String,
    cb: String,
    moved: bool,
    shown: String,
}

impl Scene<'_> {
    /// Tells `eye` what he saw of `c`; whether it opens him an amendment window (someone came
    /// into his sight, or crossed him at a door).
    pub(super) fn other(
        &self,
        trace: &mut Trace,
        eye: &Eye,
        c: &str,
        standing: &mut Standing,
    ) -> bool {
        let (ca, cb) = (self.start(c), self.end(c));
        let o = Other {
            c,
            moved: ca != cb,
            ca,
            cb,
            shown: roles::shown_to(self.state, eye.v, c),
        };
        self.passage_opened(trace, eye, &o);
        let mut noticed = self.crossed(trace, eye, &o);
        let m = self.moves;
        let seen_now = self.visible_at(eye, c, &eye.now.places, &m.inside, &m.end);
        let seen_before = self.visible_at(eye, c, &eye.before.places, &m.inside_start, &m.start);
        if seen_now {
            self.in_sight(trace, eye, &o, standing);
            noticed |= !seen_before && eye.alive && self.is_alive(c);
        } else if self.is_alive(c) && c != eye.v {
            self.explain_hidden(trace, eye, c);
        }
        // "verá la dirección en la que los jugadores … salgan … en el transcurso de las fases
        // en las que el jugador permanezca en la estancia con visibilidad": not in the dark
        // nor busy with a task ("no sabrá … por dónde entró o salió").
        if !seen_now
            && !eye.moved
            && o.moved
            && seen_before
            && eye.now.places.contains(&o.ca)
            && !m.inside.contains(c)
        {
            info(
                trace,
                SIGHT,
                eye.v,
                Msg::new("among-us-saw-leave")
                    .arg("player", &o.shown)
                    .arg("place", &o.ca)
                    .arg("to", &o.cb),
            );
        }
        noticed
    }

    /// The living never see ghosts; nobody sees into a passage.
    fn visible_at(
        &self,
        eye: &Eye,
        c: &str,
        places: &[String],
        inside: &BTreeSet<String>,
        at: &BTreeMap<String, String>,
    ) -> bool {
        c != eye.v
            && (!eye.alive || self.is_alive(c) || self.was_killed(c))
            && !inside.contains(c)
            && places.contains(&at.get(c).cloned().unwrap_or_default())
    }

    /// A passage opening in his place: heard in the dark, seen in the light.
    fn passage_opened(&self, trace: &mut Trace, eye: &Eye, o: &Other) {
        let m = self.moves;
        let opened = m.inside_start.contains(o.c) != m.inside.contains(o.c) && o.cb == eye.b;
        if opened && eye.now.felt {
            info(
                trace,
                SIGHT,
                eye.v,
                Msg::new("among-us-heard-passage").arg("place", &eye.b),
            );
        } else if opened && eye.now.places.contains(&eye.b) && (!eye.alive || self.is_alive(o.c)) {
            let key = if m.inside.contains(o.c) {
                "among-us-saw-enter-passage"
            } else {
                "among-us-saw-exit-passage"
            };
            info(
                trace,
                SIGHT,
                eye.v,
                Msg::new(key).arg("player", &o.shown).arg("place", &eye.b),
            );
        }
    }

    /// "dos personajes que atraviesan una puerta en sentidos opuestos": both pass and see each
    /// other; whether it opens him an amendment window.
    fn crossed(&self, trace: &mut Trace, eye: &Eye, o: &Other) -> bool {
        let crossed = eye.moved
            && o.moved
            && o.ca == eye.b
            && o.cb == eye.a
            && !self.moves.inside.contains(o.c)
            && (!eye.alive || self.is_alive(o.c));
        if !crossed {
            return false;
        }
        // In the dark on both sides of the door he "notará la presencia … pero no sabrá quién
        // es".
        let msg = match eye.before.felt && eye.now.felt {
            true => Msg::new("among-us-crossed-dark"),
            false => Msg::new("among-us-crossed").arg("player", &o.shown),
        };
        info(trace, SIGHT, eye.v, msg.arg("a", &eye.a).arg("b", &eye.b));
        seen_because(trace, (eye.v, o.c, &eye.a), "crossed", false);
        eye.alive && self.is_alive(o.c)
    }

    /// `c` in his sight at the phase's end: what he is seen doing; those standing where they
    /// are wait in `standing`, to be told one line a place.
    fn in_sight(&self, trace: &mut Trace, eye: &Eye, o: &Other, standing: &mut Standing) {
        let (v, c) = (eye.v, o.c);
        explain_sighting(
            trace,
            &self.sight,
            self.state,
            (v, &eye.b),
            (c, &o.cb),
            eye.viewer,
            eye.ball,
        );
        roles::explain_seen(trace, self.state, v, c);
        let msg = match roles::change_seen(trace, self.state, v, c, &o.cb) {
            Some(change) => change,
            None => self.doing(eye, o),
        };
        let still = ["among-us-saw-at", "among-us-saw-stay"].contains(&msg.key.as_str());
        if !still {
            return info(trace, SIGHT, v, msg);
        }
        let place = msg.args.get("place").cloned().unwrap_or_default();
        match standing
            .iter_mut()
            .find(|(k, p, _)| *k == msg.key && *p == place)
        {
            Some((_, _, names)) => names.push(o.shown.clone()),
            None => standing.push((msg.key.clone(), place, vec![o.shown.clone()])),
        }
    }

    /// What one in sight is seen doing: crossing or entering while the observer stays,
    /// entering with him, using an object, busy where a task may be, or there.
    fn doing(&self, eye: &Eye, o: &Other) -> Msg {
        let (shown, ca, cb) = (o.shown.as_str(), &o.ca, &o.cb);
        if !eye.moved && o.moved {
            if eye.now.places.contains(ca) && !self.moves.inside_start.contains(o.c) {
                Msg::new("among-us-saw-cross")
                    .arg("player", shown)
                    .arg("from", ca)
                    .arg("to", cb)
            } else {
                Msg::new("among-us-saw-enter")
                    .arg("player", shown)
                    .arg("place", cb)
                    .arg("from", ca)
            }
        } else if eye.moved && o.moved && *cb == eye.b {
            // "Simultáneamente ingresan en la Biblioteca Sir Pepito Pérez procedente del
            // pasillo sur y Lady Pascuala Portillo procedente de Biblioteca (sección Este)".
            Msg::new("among-us-saw-enter-with")
                .arg("player", shown)
                .arg("place", cb)
                .arg("from", ca)
        } else if let Some(u) = self.moves.objects.using.get(o.c) {
            Msg::new("among-us-saw-using")
                .arg("player", shown)
                .arg("place", cb)
                .arg("object", u.name())
        } else if !o.moved && self.state.tasks.any_at(cb) {
            // "Cuando un personaje … permanezca inmóvil en una estancia en la que pudiera
            // haber una tarea … se narrará … que está interactuando con los objetos
            // involucrados en alguna tarea de la sala".
            Msg::new("among-us-saw-stay")
                .arg("player", shown)
                .arg("place", cb)
        } else {
            Msg::new("among-us-saw-at")
                .arg("player", shown)
                .arg("place", cb)
        }
    }
}
