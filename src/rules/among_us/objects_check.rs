//! What `check` refuses in the points of tasks and objects: a task the public list does not
//! have; an object used away from it, by a ghost, or with views that are none of the ball's
//! six, more than four, or breaking the rotation ("estará obligado en cada cambio de fase a
//! visualizar aquellas dos estancias que no estuvieran siendo visualizadas en la fase
//! anterior"); another action in a phase of use ("no se puede realizar ninguna otra
//! acción"); the talisman in anyone's hands but the Clérigo's.

use super::objects::{self, SHOWN, Use};
use super::orders::{Action, Order};
use super::special::Special;
use super::state::State;
use crate::core::msg::Msg;

/// A `tarea` naming no task of the list (a bare `tarea` takes the next stage here).
pub fn task(state: &State, text: &str) -> Option<Msg> {
    let list = &state.tasks;
    if list.list.is_empty() || super::tasks::task_key(text).is_empty() {
        return None;
    }
    list.named(text).is_none().then(|| {
        let names: Vec<&str> = list.list.iter().map(|t| t.name.as_str()).collect();
        Msg::new("among-us-err-task-unknown")
            .arg("task", text)
            .arg("tasks", names.join(", "))
    })
}

/// A vassal's point on a task of the list that is not one of his (he has tasks assigned): the
/// round refuses it ("no es una de tus tareas") and the point is lost, so `check` raises it.
/// Impostors pretend ("Realizar tareas … (sólo vasallos)": the round narrates them busy).
pub fn task_not_his(state: &State, player: &str, text: &str) -> Option<Msg> {
    let task = state.tasks.named(text)?;
    let mine = state.tasks.assigned.get(player)?;
    if mine.iter().any(|p| p.task == task.name) {
        return None;
    }
    let names: Vec<&str> = mine.iter().map(|p| p.task.as_str()).collect();
    Some(
        Msg::new("among-us-err-task-not-his")
            .arg("task", &task.name)
            .arg("player", player)
            .arg("tasks", names.join(", ")),
    )
}

/// A vassal's own task named at a point where he stands in `place`, by his progress as the
/// round began (the caller asks it only of the first point naming that task): its next stage
/// is elsewhere, as the round would tell him ("Las tareas rápidas solo requieren acudir a una
/// estancia"; a stage is done where the list puts it). `None` when it can be worked here or
/// when only the round can tell (a bare `tarea`, one finished; a task not his is
/// [`task_not_his`]).
pub fn task_here(state: &State, player: &str, text: &str, place: &str) -> Option<Msg> {
    let task = state.tasks.named(text)?;
    let progress = state
        .tasks
        .assigned
        .get(player)?
        .iter()
        .find(|p| p.task == task.name)?;
    let stage = task.stages.get(progress.done as usize)?;
    (stage.place != place).then(|| {
        Msg::new("among-us-task-elsewhere")
            .arg("task", &task.name)
            .arg("place", &stage.place)
    })
}

/// An object's point, from `place` (unknown after a `seguir`); `ball` carries the views of the
/// phase before from point to point.
pub fn point(
    state: &State,
    player: &str,
    u: &Use,
    place: Option<&str>,
    ghost: bool,
    ball: &mut Option<Option<Vec<String>>>,
) -> Option<Msg> {
    // The living use the objects; in the game the adaptation follows, ghosts do not.
    if ghost {
        return Some(Msg::new("among-us-err-object-ghost").arg("object", u.name()));
    }
    if *u == Use::Talisman {
        return (state.special(player) != Some(Special::Clerigo))
            .then(|| Msg::new("among-us-err-not-clerigo"));
    }
    if let (Some(feature), Some(at)) = (u.feature(), place)
        && !state.map.has(feature, at)
    {
        return Some(
            Msg::new("among-us-err-object-where")
                .arg("object", u.name())
                .arg("place", at)
                .arg("there", state.map.place_with(feature).unwrap_or_default()),
        );
    }
    let Use::Ball(written) = u else {
        return None;
    };
    let chosen = match objects::read_views(&state.map, written) {
        Ok(c) => c,
        Err(msg) => {
            *ball = Some(None);
            return Some(msg);
        }
    };
    let before = ball.take();
    let mut shown: Vec<String> = Vec::new();
    if let Some(prev) = &before {
        match prev {
            Some(prev) => {
                if let Some(msg) = objects::breaks_rotation(&state.map, &chosen, prev) {
                    *ball = Some(None);
                    return Some(msg);
                }
                shown = objects::forced(&state.map, prev);
            }
            // The seed chose the views before: the rotation is kept at resolution.
            None => {
                *ball = Some(None);
                return None;
            }
        }
    }
    for v in chosen {
        if !shown.contains(&v) {
            shown.push(v);
        }
    }
    *ball = Some((shown.len() == SHOWN).then_some(shown));
    None
}

/// A free talisman use in `phase`.
pub fn free_talisman(
    state: &State,
    player: &str,
    alive: bool,
    phase: u32,
    from: u32,
) -> Option<(Msg, &'static str)> {
    if !alive {
        Some((Msg::new("among-us-err-free-ghost"), "among-us-help-ghost"))
    } else if state.special(player) != Some(Special::Clerigo) {
        Some((Msg::new("among-us-err-not-clerigo"), "among-us-help-object"))
    } else if phase < from {
        Some((
            Msg::new("among-us-err-phase-done").arg("phase", phase),
            "among-us-help-amend",
        ))
    } else {
        None
    }
}

/// A free action (a report, the bell, the talisman) in a phase whose point uses an object.
pub fn only_action(order: &Order, points: &[Action], from: u32) -> Option<Msg> {
    let phase = match order {
        Order::Free { phase, .. } => phase.unwrap_or(from),
        Order::Talisman(phase) => *phase,
        _ => return None,
    };
    let i = phase.checked_sub(from)? as usize;
    match points.get(i) {
        Some(Action::Object(u)) if *u != Use::Talisman => Some(
            Msg::new("among-us-err-object-only")
                .arg("object", u.name())
                .arg("phase", phase),
        ),
        _ => None,
    }
}
