//! A task list a master may not play, refused at `init` (and `check`) at the offending line,
//! as the manor is: a stage in a place the manor does not have; a short task of more than one
//! stage, a medium one of other than 2 or 3, a long one of other than 3 or 4 ("Tareas
//! Rápidas … una estancia", "Tareas Medianas … 2 o 3 etapas en distintas localizaciones",
//! "Tareas Largas … 3 o 4 etapas en distintas localizaciones"); two stages in a row in one place
//! without a wait between them, or a wait anywhere but "entre dos etapas consecutivas que se
//! realizarán en la misma estancia" of a long task; a name given twice.

use super::manor::Manor;
use super::tasks::{Task, TaskFile, TaskKind};
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use std::collections::BTreeSet;

/// The longest forced wait a stage may have (phases).
pub const MAX_WAIT: u32 = 30;

/// A task list file read and checked against the manor: its problems, each at its line.
pub fn read(path: &str, text: &str, manor: &Manor) -> Result<Vec<Task>, Vec<Problem>> {
    let text = &*crate::core::yaml_depth::bounded(text);
    let file: TaskFile = serde_yaml::from_str(text).map_err(|e| {
        let at = e.location().map_or(0, |l| l.index().min(text.len()));
        vec![
            Problem::new(
                Msg::new("among-us-err-tasks-yaml")
                    .arg("path", path)
                    .arg("error", e),
            )
            .at(path, text, at..at)
            .help(Msg::new("among-us-help-tasks")),
        ]
    })?;
    // "Las tareas serán asignadas a cada jugador por azar": a list with no task deals none,
    // and every vassal would be told he has no tasks.
    if file.tasks.is_empty() {
        return Err(vec![
            Problem::new(Msg::new("among-us-tasks-empty").arg("path", path))
                .at(path, text, 0..text.len().min(1))
                .help(Msg::new("among-us-help-tasks")),
        ]);
    }
    // Each task's line: where its name is first written after the one before.
    let mut from = 0;
    let mut lines = Vec::new();
    for t in &file.tasks {
        let at = text[from..]
            .find(t.name.as_str())
            .map_or(from, |n| from + n);
        let start = crate::core::text::line_start(text, at);
        let end = crate::core::text::line_end(text, at);
        lines.push(start..end);
        from = end.min(text.len());
    }
    let shared: std::sync::Arc<str> = std::sync::Arc::from(text);
    let problems: Vec<Problem> = check(&file.tasks, manor)
        .into_iter()
        .map(|(n, p)| p.at(path, &shared, lines[n].clone()))
        .collect();
    if problems.is_empty() {
        Ok(file.tasks)
    } else {
        Err(problems)
    }
}

/// Every problem of a list against a manor, with the index of the task it is about.
pub fn check(list: &[Task], manor: &Manor) -> Vec<(usize, Problem)> {
    let mut out = Vec::new();
    let mut names = BTreeSet::new();
    for (n, t) in list.iter().enumerate() {
        let mut push = |msg: Msg| {
            out.push((n, Problem::new(msg).help(Msg::new("among-us-help-tasks"))));
        };
        if !names.insert(super::tasks::task_key(&t.name)) || t.name.trim().is_empty() {
            push(Msg::new("among-us-tasks-twice").arg("task", &t.name));
        }
        let range = t.kind.stages();
        if !range.contains(&t.stages.len()) {
            push(
                Msg::new("among-us-tasks-stages")
                    .arg("task", &t.name)
                    .arg("kind", t.kind.key())
                    .arg("count", t.stages.len())
                    .arg("min", *range.start())
                    .arg("max", *range.end()),
            );
        }
        for (i, s) in t.stages.iter().enumerate() {
            if !manor.places.contains_key(&s.place) {
                push(
                    Msg::new("among-us-tasks-place")
                        .arg("task", &t.name)
                        .arg("place", &s.place),
                );
            }
            let same = i > 0 && t.stages[i - 1].place == s.place;
            match s.wait {
                Some(w) if t.kind != TaskKind::Long || !same || !(1..=MAX_WAIT).contains(&w) => {
                    push(
                        Msg::new("among-us-tasks-wait")
                            .arg("task", &t.name)
                            .arg("stage", i + 1)
                            .arg("max", MAX_WAIT),
                    )
                }
                None if same => push(
                    Msg::new("among-us-tasks-same-place")
                        .arg("task", &t.name)
                        .arg("stage", i + 1)
                        .arg("place", &s.place),
                ),
                _ => {}
            }
        }
    }
    out
}
