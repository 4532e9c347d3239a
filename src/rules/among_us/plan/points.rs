//! Each point as declared, checked where it can be: what cannot happen as declared is refused
//! at `check` (a wall, a kill in cooldown, a passage step outside one, a sabotage refused, a
//! task not on the list, an object away from it). The character's place is known until a
//! `seguir` (where he ends depends on another), so a move after it is checked when it runs.

use super::Ctx;
use crate::core::msg::Msg;
use crate::core::orders::OrderFile;
use crate::rules::among_us::objects::Use;
use crate::rules::among_us::orders::{Action, Line, Way};
use crate::rules::among_us::roles::check::Sim;
use crate::rules::among_us::sabotage::{self, Act, Sabotage};
use crate::rules::among_us::state::{KILL_COOLDOWN, Side};
use crate::rules::among_us::verbs::Verb;
use crate::rules::among_us::{grammar, objects, objects_check, round, sight_check, timers, walk};

/// One point being checked: its line, its place among the points, its phase of the round and
/// of the clock.
struct Point<'l> {
    file: &'l OrderFile,
    line: &'l Line,
    i: usize,
    phase: u32,
    clock: u32,
}

impl Point<'_> {
    fn refuse(&self, ctx: &mut Ctx, msg: Msg, help: &str) {
        ctx.point_at(self.file, self.line, self.i, msg, help);
    }
}

/// A character's points followed one by one as `check` reads them.
struct Walk<'s> {
    player: &'s str,
    ghost: bool,
    impostor: bool,
    /// Where he is: `None` after a `seguir` or behind a locked door.
    place: Option<String>,
    inside: bool,
    /// The sabotages as his points leave them.
    sab: Sabotage,
    exempt: bool,
    sim: Sim,
    /// The ball's views of the phase before: `Some(None)` when the seed picks them.
    ball: Option<Option<Vec<String>>>,
    /// The phase of a kill declared earlier in these points (of the round, of the clock).
    killing: Option<(u32, u32)>,
    /// The tasks named at earlier points: their progress is the round's to follow.
    worked: Vec<String>,
}

/// Each point of `points` checked in order; the points as the round plays them.
pub(super) fn check_points(
    ctx: &mut Ctx,
    player: &str,
    files: &[&OrderFile],
    points: &[(Action, &Line)],
    from: u32,
) -> Vec<Action> {
    let state = ctx.state;
    let mut walk = Walk {
        player,
        ghost: !ctx.game.is_alive(player),
        impostor: state.side(player) == Side::Impostor,
        place: Some(state.place(player).to_string()),
        inside: state.in_passage.iter().any(|p| p == player),
        sab: state.sabotage.clone(),
        exempt: sabotage::check::doors_exempt(ctx.game.option("door_cooldown")),
        sim: Sim::new(ctx.game, state, player),
        ball: objects::previous(state, player, state.clock.saturating_add(1))
            .map(|v| Some(v.to_vec())),
        killing: None,
        worked: Vec::new(),
    };
    let mut out = Vec::new();
    for (i, (action, line)) in points.iter().enumerate() {
        let at = Point {
            file: files[line.file],
            line,
            i,
            phase: from + i as u32,
            clock: state.clock.saturating_add(i as u32 + 1),
        };
        out.push(walk.point(ctx, &at, action));
    }
    out
}

impl Walk<'_> {
    /// One point: the special roles' powers first, then what the point itself needs. A
    /// sabotage is played as `check` read it (`la capilla` is the Capilla).
    fn point(&mut self, ctx: &mut Ctx, at: &Point, action: &Action) -> Action {
        let inside = &mut self.inside;
        if let Some((msg, help)) = self
            .sim
            .point(ctx.game, self.player, action, at.clock, inside)
        {
            at.refuse(ctx, msg, help);
        }
        match action {
            Action::Move(way) if self.inside && way.by.is_none() && way.dir.is_none() => {
                if let Some(through) = self.along(ctx, at, way) {
                    return through;
                }
            }
            Action::Move(way) => self.step(ctx, at, way),
            Action::Follow(target) => self.follow(ctx, at, target),
            Action::Kill(target) => self.kill(ctx, at, target),
            Action::Enter | Action::Through(_) | Action::Exit => self.passage(ctx, at, action),
            Action::Sabotage(act) => {
                if let Some(act) = self.sabotage(ctx, at, act) {
                    // `blocco le porte di Capilla…`, `spengo i camini`: shown by the game's names.
                    if let Some(text) = sabotage::read::shown(&act) {
                        shown_whole(at, text);
                    }
                    return Action::Sabotage(act);
                }
            }
            Action::Task(text) => {
                if let Some(msg) = objects_check::task(ctx.state, text) {
                    at.refuse(ctx, msg, "among-us-help-task");
                } else if let Some(msg) = self.not_his(ctx, text) {
                    at.refuse(ctx, msg.arg("phase", at.phase), "among-us-help-task");
                } else if let Some(msg) = self.task(ctx, text) {
                    at.refuse(ctx, msg.arg("phase", at.phase), "among-us-help-task-place");
                }
                // `pulo la plata` is shown by the list's name, «Pulir la plata».
                if let Some(task) = ctx.state.tasks.named(text) {
                    shown_as(at, &task.name);
                }
            }
            Action::Object(u) => {
                let place = self.place.as_deref();
                let (state, player, ghost) = (ctx.state, self.player, self.ghost);
                if let Some(msg) =
                    objects_check::point(state, player, u, place, ghost, &mut self.ball)
                {
                    at.refuse(ctx, msg, "among-us-help-object");
                }
            }
            Action::Stay => self.stay(ctx, at),
            Action::Transform(_) | Action::Protect(_) => {}
        }
        if !matches!(action, Action::Object(Use::Ball(_))) {
            self.ball = None;
        }
        action.clone()
    }

    /// A vassal's named task at a known place, the first time his points name it (a stage
    /// done at an earlier point moves his progress: the round follows that).
    fn task(&mut self, ctx: &Ctx, text: &str) -> Option<Msg> {
        let place = self.place.as_deref()?;
        let name = ctx.state.tasks.named(text)?.name.clone();
        if self.impostor || self.worked.contains(&name) {
            return None;
        }
        self.worked.push(name);
        objects_check::task_here(ctx.state, self.player, text, place)
    }

    /// A vassal's point on a task not his (an impostor pretends).
    fn not_his(&self, ctx: &Ctx, text: &str) -> Option<Msg> {
        if self.impostor {
            return None;
        }
        objects_check::task_not_his(ctx.state, self.player, text)
    }

    /// "Desplazarse por el mapa … por puerta desbloqueada o sección a atravesar".
    fn step(&mut self, ctx: &mut Ctx, at: &Point, way: &Way) {
        if self.inside {
            return at.refuse(
                ctx,
                Msg::new("among-us-err-inside"),
                "among-us-help-passage",
            );
        }
        let Some(from) = &self.place else {
            return;
        };
        let state = ctx.state;
        match walk::destination(&state.map, from, way, self.ghost) {
            // Behind a locked door he may stay, or pass if someone opens it.
            Ok(to) if !self.ghost && sabotage::locked_door(state, from, &to, at.clock) => {
                self.place = None
            }
            Ok(to) => {
                shown_as(at, &to);
                self.place = Some(to)
            }
            Err(msg) => at.refuse(ctx, msg, "among-us-help-move"),
        }
    }

    /// A move naming only a place, from inside a passage (`2) por dentro hasta los Carruajes`,
    /// `muevo por el pasadizo al Palomar`): "Una vez dentro del pasaje secreto, podrá gastar un
    /// punto de acción en desplazarse entre estancias comunicadas", the move along it (ruling
    /// 59), checked and shown as `pasaje mover`.
    fn along(&mut self, ctx: &mut Ctx, at: &Point, way: &Way) -> Option<Action> {
        use crate::core::orders::Read;
        let to = way.to.as_deref()?;
        let through = Action::Through(grammar::beyond_passage(to).to_string());
        let before = self.place.clone();
        self.passage(ctx, at, &through);
        if self.place == before {
            return Some(through);
        }
        let verbs = crate::rules::among_us::verbs::VERBS.iter();
        let spec = verbs.clone().find(|s| s.verb == Verb::Passage)?;
        let written = at.line.span.clone();
        let place = self.place.clone()?;
        let reads = vec![
            Read::Verb {
                spellings: spec.words,
                written: "pasaje".into(),
            },
            Read::Text("mover".into()),
            Read::Text(place),
        ];
        at.file.readings.set_within(written, reads);
        Some(through)
    }

    /// "Quedarse": a stay that names where he stays (`me quedo en el comedor`) is a stay
    /// where he is; one that names another place is refused (a stay does not move). After a
    /// `seguir`, where he is is the round's to know.
    fn stay(&mut self, ctx: &mut Ctx, at: &Point) {
        let (crate::rules::among_us::orders::Order::StayIn(named), Some(here)) =
            (&at.line.order, &self.place)
        else {
            return;
        };
        let map = &ctx.state.map;
        use crate::rules::among_us::manor::PlaceMatch;
        if let PlaceMatch::One(p) = map.match_place(named, [here.as_str()]) {
            return shown_as(at, &p);
        }
        // `me quedo en el Comedor las tres fases`: the place, then words of his own.
        let words: Vec<&str> = named.split_whitespace().collect();
        let here_first = (1..words.len()).rev().any(|n| {
            let first = words[..n].join(" ");
            matches!(map.match_place(&first, [here.as_str()]), PlaceMatch::One(_))
        });
        let msg = match here_first {
            true => Msg::new("err-extra-words"),
            false => Msg::new("among-us-err-stay-elsewhere")
                .arg("named", named)
                .arg("place", here)
                .arg("phase", at.phase),
        };
        at.refuse(ctx, msg, "among-us-help-stay");
    }

    /// "Seguir a otro jugador": not himself, not a ghost (for the living) whose death everyone
    /// knows; where he ends depends on the other. A death nobody was told of is no reason to
    /// refuse (the refusal would tell it): out of sight at the first point like anyone, later
    /// the round's lost point ("no consigues seguir a …").
    fn follow(&mut self, ctx: &mut Ctx, at: &Point, target: &str) {
        if target == self.player {
            at.refuse(
                ctx,
                Msg::new("among-us-err-follow-self"),
                "among-us-help-follow",
            );
        } else if !self.ghost && crate::rules::among_us::ruleset::death_known(ctx.game, target) {
            at.refuse(
                ctx,
                Msg::new("among-us-err-follow-ghost").arg("player", target),
                "among-us-help-follow",
            );
        } else if at.i == 0 && !self.ghost && !ctx.game.is_alive(target) {
            // The living do not see a ghost: to the follower he is out of sight.
            let msg = sight_check::out_of_sight(target).arg("phase", at.phase);
            at.refuse(ctx, msg, "among-us-help-follow");
        } else if at.i == 0
            && let Some(msg) = sight_check::follow_first(ctx.game, ctx.state, self.player, target)
        {
            at.refuse(ctx, msg.arg("phase", at.phase), "among-us-help-follow");
        }
        self.place = None;
    }

    /// "Asesinar al coste de 1 punto de acción (sólo impostores)"; "no tendrá disponible la
    /// opción de asesinar hasta que hayan transcurrido 13 fases": a second kill after one
    /// declared earlier in these points is refused too, if the first is committed.
    fn kill(&mut self, ctx: &mut Ctx, at: &Point, target: &str) {
        let state = ctx.state;
        let msg = if !self.impostor {
            Some(Msg::new("among-us-err-kill-vassal"))
        } else if self.ghost {
            Some(Msg::new("among-us-err-kill-ghost"))
        } else if target == self.player || state.side(target) == Side::Impostor {
            Some(Msg::new("among-us-err-kill-impostor").arg("player", target))
        } else if crate::rules::among_us::ruleset::death_known(ctx.game, target) {
            // A death nobody was told of (the other impostor's, unseen) is the round's failed
            // kill ("no consigues asesinar"), never a refusal that would tell it.
            Some(Msg::new("among-us-err-kill-dead").arg("player", target))
        } else if !state.may_kill_at(self.player, at.clock) {
            let ready = state.kill_ready(self.player);
            Some(
                Msg::new("among-us-err-kill-cooldown")
                    .arg("phase", at.phase)
                    .arg("left", ready.saturating_sub(at.clock)),
            )
        } else if self.inside {
            Some(Msg::new("among-us-err-inside"))
        } else if let Some((first, when)) = self.killing {
            let ready = timers::first_after(when, KILL_COOLDOWN);
            Some(
                Msg::new("among-us-err-kill-twice")
                    .arg("phase", at.phase)
                    .arg("first", first)
                    .arg("left", ready.saturating_sub(at.clock)),
            )
        } else {
            self.killing = Some((at.phase, at.clock));
            None
        };
        if let Some(msg) = msg {
            at.refuse(ctx, msg, "among-us-help-kill");
        }
    }

    /// "Entrar o salir de un pasaje secreto o desplazarte entre dos pasajes secretos (sólo
    /// impostores y escurridizo)".
    fn passage(&mut self, ctx: &mut Ctx, at: &Point, action: &Action) {
        let state = ctx.state;
        if !(self.impostor || crate::rules::among_us::roles::uses_passages(state, self.player))
            || self.ghost
        {
            return at.refuse(
                ctx,
                Msg::new("among-us-err-passage-who"),
                "among-us-help-passage",
            );
        }
        let Some(place) = self.place.clone() else {
            return;
        };
        let map = &state.map;
        let (msg, help) = match action {
            Action::Enter if self.inside => {
                (Msg::new("among-us-err-inside"), "among-us-help-passage")
            }
            Action::Enter if !map.has_passage(&place) => (
                Msg::new("among-us-err-no-passage").arg("place", &place),
                "among-us-help-passage",
            ),
            Action::Enter => return self.inside = true,
            Action::Exit | Action::Through(_) if !self.inside => {
                (Msg::new("among-us-err-outside"), "among-us-help-passage")
            }
            Action::Exit => return self.inside = false,
            Action::Through(to) => match round::passage_exit(map, &place, to) {
                Ok(p) => return self.place = Some(p),
                Err(msg) => (msg, "among-us-help-passage"),
            },
            _ => return,
        };
        ctx.at(at.file, at.line, msg, help);
    }

    /// A sabotage or a repair, as `sabotage::check` reads it; `None` when refused.
    fn sabotage(&mut self, ctx: &mut Ctx, at: &Point, act: &Act) -> Option<Act> {
        let who = sabotage::check::Who {
            player: self.player,
            ghost: self.ghost,
            place: self.place.as_deref(),
            inside: self.inside,
        };
        let (state, exempt) = (ctx.state, self.exempt);
        match sabotage::check::point(state, &who, act, at.clock, at.phase, exempt, &mut self.sab) {
            Ok(act) => Some(act),
            Err((msg, help)) => {
                at.refuse(ctx, msg, help);
                None
            }
        }
    }
}

/// What `check` shows of a point's place or task: the one it resolved to, not the words written
/// (`al Pasillo` is the `Pasillo al noreste del Claustro`, `pulo la plata` «Pulir la plata»).
fn shown_as(at: &Point, place: &str) {
    at.file
        .readings
        .resolve_text(at.line.span.clone(), place.to_string());
}

/// What `check` shows of a whole point after its verb: the game's words for what it does
/// (`sabotaje puertas Capilla Biblioteca`), not the player's (`le porte di Capilla, …`).
fn shown_whole(at: &Point, text: String) {
    use crate::core::orders::Read;
    let span = at.line.span.clone();
    let verb = at.file.readings.within(span.clone()).into_iter();
    let verb = verb.filter(|r| matches!(r, Read::Verb { .. })).take(1);
    let reads = verb.chain([Read::Text(text)]).collect();
    at.file.readings.set_within(span, reads);
}
