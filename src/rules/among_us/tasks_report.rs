//! What the tasks tell: the public list at the start and each vassal's own, the task bar of
//! the public summary (`--option task-bar`), the master's status, and the form's `tarea` line.

use super::state::{Side, State};
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::trace::{Kind as TraceKind, Trace};

/// "El listado de tareas será público … se indicarán todas las tareas existentes, su número de
/// etapas, orden de las mismas y estancias que intervienen en su resolución … lo que no será
/// público es qué jugador tiene que hacer qué tareas": the list in the public summary of the
/// start, and each vassal's own tasks in his private report.
pub fn announce(game: &Game, state: &State, trace: &mut Trace) {
    for t in &state.tasks.list {
        let places: Vec<&str> = t.stages.iter().map(|s| s.place.as_str()).collect();
        trace
            .add(
                TraceKind::Info,
                "rule-among-us-task",
                Msg::new("among-us-task-listed")
                    .arg("task", &t.name)
                    .arg("kind", t.kind.key())
                    .arg("stages", places.join(" → ")),
            )
            .public();
        for (i, s) in t.stages.iter().enumerate() {
            if let Some(wait) = s.wait {
                trace
                    .add(
                        TraceKind::Info,
                        "rule-among-us-task",
                        Msg::new("among-us-task-listed-wait")
                            .arg("task", &t.name)
                            .arg("wait", wait)
                            .arg("stage", i + 1)
                            .arg("place", &s.place),
                    )
                    .public();
            }
        }
    }
    for (player, mine) in &state.tasks.assigned {
        if game.player(player).is_none() {
            continue;
        }
        let listed: Vec<String> = mine
            .iter()
            .filter_map(|p| {
                let t = state.tasks.task(&p.task)?;
                let places: Vec<&str> = t.stages.iter().map(|s| s.place.as_str()).collect();
                Some(format!("{} ({})", t.name, places.join(" → ")))
            })
            .collect();
        trace
            .add(
                TraceKind::Info,
                "rule-among-us-task",
                Msg::new("among-us-your-tasks")
                    .arg("count", listed.len())
                    .arg("tasks", listed.join("; ")),
            )
            .to(&[player]);
    }
}

/// The public task bar (`--option task-bar=tasks|stages`), in every summary of a round.
pub fn bar(game: &Game, state: &State, trace: &mut Trace) {
    let (stages, whole) = state.tasks.progress();
    let (done, all, unit) = match game.option("task-bar") {
        Some("tasks") => (whole.0, whole.1, "tasks"),
        Some("stages") => (stages.0, stages.1, "stages"),
        _ => return,
    };
    if all == 0 {
        return;
    }
    let width = 20u32;
    let filled = (done.saturating_mul(width) / all) as usize;
    let drawn = format!(
        "[{}{}]",
        "#".repeat(filled),
        "-".repeat(width as usize - filled)
    );
    trace
        .add(
            TraceKind::Info,
            "rule-among-us-task-bar",
            Msg::new("among-us-task-bar")
                .arg("bar", drawn)
                .arg("done", done)
                .arg("all", all)
                .arg("unit", unit)
                .arg("percent", done.saturating_mul(100) / all),
        )
        .public();
}

/// For the master's `status`: each vassal's whole tasks done of his own.
pub fn status(state: &State) -> Vec<Msg> {
    state
        .tasks
        .assigned
        .iter()
        .map(|(player, mine)| {
            let done = mine
                .iter()
                .filter(|p| {
                    state
                        .tasks
                        .task(&p.task)
                        .is_some_and(|t| p.done as usize >= t.stages.len())
                })
                .count();
            Msg::new("among-us-status-tasks")
                .arg("player", player)
                .arg("done", done)
                .arg("all", mine.len())
        })
        .collect()
}

/// A vassal's tasks still to do: "Cocinar y Servir (2/3: Cocina)", for his form.
pub fn to_do(state: &State, player: &str) -> Vec<(String, String)> {
    let tasks = &state.tasks;
    tasks
        .assigned
        .get(player)
        .into_iter()
        .flatten()
        .filter_map(|p| {
            let t = tasks.task(&p.task)?;
            let stage = t.stages.get(p.done as usize)?;
            Some((t.name.clone(), stage.place.clone()))
        })
        .collect()
}

/// The form's line for a task, and the tasks whose next stage is here.
pub fn form(state: &State, player: &str) -> crate::core::forms::FormOrder {
    use crate::core::forms::FormOrder;
    let at = state.place(player);
    let left = to_do(state, player);
    let listed: Vec<String> = left
        .iter()
        .map(|(t, place)| format!("{t} ({place})"))
        .collect();
    let here: Vec<String> = if state.side(player) == Side::Impostor {
        state
            .tasks
            .list
            .iter()
            .filter(|t| t.stages.iter().any(|s| s.place == at))
            .map(|t| t.name.clone())
            .collect()
    } else {
        left.iter()
            .filter(|(_, place)| place == at)
            .map(|(t, _)| t.clone())
            .collect()
    };
    let about = Msg::new("among-us-form-task-left")
        .arg("count", left.len())
        .arg("tasks", listed.join(", "));
    let order = FormOrder::new("tarea", about);
    if here.is_empty() {
        let example = left.first().map_or("", |(t, _)| t.as_str());
        order.text(Msg::new("among-us-form-task-name"), example)
    } else {
        order.one_of(Msg::new("among-us-form-task-name"), here)
    }
}
