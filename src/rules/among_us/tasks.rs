//! "Las Tareas": the public list (`tareas.yaml`, or the master's `--option tasks=FILE`), each
//! vassal's tasks dealt from the seed, and their progress. "No importa el tipo de tarea y su
//! número de etapas, cada etapa requerirá acudir a una estancia determinada … y gastar un
//! punto de acción allí para realizar la tarea." "Si en algún momento todos los vasallos y
//! fantasmas que eran vasallos completan la última de las tareas que les había sido
//! encomendadas, la partida termina con victoria de los Vasallos."

use super::state::{Side, State};
use super::task_nouns::italian_plural;
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::rng::{Chance, Random, ScriptError};
use crate::core::trace::{Kind as TraceKind, Trace};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub use super::tasks_report::{announce, bar, form, status, to_do};

pub const TAREAS: &str = include_str!("tareas.yaml");

/// The same list as JSON, read about three times faster than the YAML on every among-us phase
/// (`tests::the_json_task_list_is_the_yaml_one` keeps the two equal).
const TAREAS_JSON: &str = include_str!("tareas.json");

/// "Existen 3 tipos de tareas en función de cuánto tiempo requiera su finalización".
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
#[serde(rename_all = "lowercase")]
pub enum TaskKind {
    Short,
    Medium,
    Long,
}

impl TaskKind {
    pub const ALL: [TaskKind; 3] = [TaskKind::Long, TaskKind::Medium, TaskKind::Short];

    /// "Tareas Rápidas … solo requieren acudir a una estancia"; "Tareas Medianas … 2 o 3
    /// etapas"; "Tareas Largas … 3 o 4 etapas".
    pub fn stages(self) -> std::ops::RangeInclusive<usize> {
        match self {
            TaskKind::Short => 1..=1,
            TaskKind::Medium => 2..=3,
            TaskKind::Long => 3..=4,
        }
    }

    pub fn key(self) -> &'static str {
        match self {
            TaskKind::Short => "short",
            TaskKind::Medium => "medium",
            TaskKind::Long => "long",
        }
    }
}

#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Stage {
    pub place: String,
    /// Phases that must pass after the stage before ("un número de fases de cocción de la
    /// comida que una vez comenzada, avanzarán esté o no el personaje esperando").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wait: Option<u32>,
}

#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Task {
    pub name: String,
    pub kind: TaskKind,
    pub stages: Vec<Stage>,
}

/// A task list file: `tasks:` and its tasks.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct TaskFile {
    pub tasks: Vec<Task>,
}

/// One task of a vassal: how many stages he has done, and on which phase of the clock the last.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Progress {
    pub task: String,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub done: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at: Option<u32>,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// The tasks part of the state: the public list and who has which.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Tasks {
    /// The tasks of the game: the sample list is not written into `game.yaml` (a state
    /// without `list` plays the sample's).
    #[serde(default = "sample_list", skip_serializing_if = "is_sample_list")]
    pub list: Vec<Task>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub assigned: BTreeMap<String, Vec<Progress>>,
}

impl Default for Tasks {
    fn default() -> Tasks {
        Tasks::sample()
    }
}

impl Tasks {
    pub fn sample() -> Tasks {
        Tasks {
            list: sample_list(),
            assigned: BTreeMap::new(),
        }
    }

    pub fn task(&self, name: &str) -> Option<&Task> {
        self.list.iter().find(|t| t.name == name)
    }

    /// Whether some task of the list has a stage in `place` ("una estancia en la que pudiera
    /// haber una tarea").
    pub fn any_at(&self, place: &str) -> bool {
        self.list
            .iter()
            .any(|t| t.stages.iter().any(|s| s.place == place))
    }

    /// The task of the list a player's words name: the same name (case, accents, articles,
    /// quotes aside), or the only one it begins.
    pub fn named(&self, written: &str) -> Option<&Task> {
        let key = task_key(written);
        if key.is_empty() {
            return None;
        }
        if let Some(t) = self.list.iter().find(|t| task_key(&t.name) == key) {
            return Some(t);
        }
        let mut starts = self
            .list
            .iter()
            .filter(|t| task_key(&t.name).starts_with(&format!("{key} ")));
        match (starts.next(), starts.next()) {
            (Some(t), None) => Some(t),
            _ => self.by_object(&key).or_else(|| self.at_its_room(&key)),
        }
    }

    /// `pulo la plata del comedor`: the task named, then the room one of its stages is done
    /// in (`del comedor`, `in cucina`); another room after it is no name of the task.
    fn at_its_room(&self, key: &str) -> Option<&Task> {
        const AT: &[&str] = &[
            " del ", " de la ", " en el ", " en la ", " en ", " in ", " nel ",
        ];
        AT.iter().find_map(|at| {
            let (task, room) = key.rsplit_once(at)?;
            let t = self.named(task)?;
            t.stages
                .iter()
                .any(|s| task_key(&s.place) == room)
                .then_some(t)
        })
    }

    /// The only task whose object the words name, alone (`las patatas`) or after its verb as
    /// players conjugate it (`pelo patatas`, `pulo la plata`), in Spanish or Italian (`pelo le
    /// patate`).
    fn by_object(&self, key: &str) -> Option<&Task> {
        const ARTICLES: &[&str] = &[
            "la", "el", "los", "las", "lo", "un", "una", "unos", "unas", "al", "a", "de", "del",
            "il", "i", "gli", "le", "l",
        ];
        let content = |text: &str| -> Vec<String> {
            text.split(' ')
                .filter(|w| !w.is_empty() && !ARTICLES.contains(w))
                .map(str::to_string)
                .collect()
        };
        let written = content(key);
        let mut found = self.list.iter().filter(|t| {
            let name = task_key(&t.name);
            let (verb, object) = name.split_once(' ').unwrap_or((&name, ""));
            let object = content(object);
            // As an Italian player writes it (`pelo le patate`): review heldout4 AU14.
            let plural: Vec<String> = object.iter().map(|w| italian_plural(w)).collect();
            let stem = verb.get(..verb.len().saturating_sub(2)).unwrap_or("");
            let conjugated = || {
                written.len() == object.len() + 1
                    && (written[1..] == object[..] || written[1..] == plural[..])
                    && (crate::core::conjugate::spanish_forms(verb).contains(&written[0])
                        || written[0] == format!("{stem}o"))
            };
            !object.is_empty() && (written == object || written == plural || conjugated())
        });
        match (found.next(), found.next()) {
            (Some(t), None) => Some(t),
            _ => None,
        }
    }

    /// (stages done, stages in all) over every vassal's tasks, and (tasks done, tasks).
    pub fn progress(&self) -> ((u32, u32), (u32, u32)) {
        let mut stages = (0, 0);
        let mut whole = (0, 0);
        for p in self.assigned.values().flatten() {
            let n = self.task(&p.task).map_or(0, |t| t.stages.len() as u32);
            stages.0 += p.done.min(n);
            stages.1 += n;
            whole.0 += u32::from(p.done >= n);
            whole.1 += 1;
        }
        (stages, whole)
    }
}

/// The list of a new game: the master's file (`--option tasks=FILE`, checked against the
/// manor), else the sample's tasks whose every stage is in the manor.
pub fn load(
    game: &Game,
    map: &super::manor::Manor,
) -> Result<Vec<Task>, Vec<crate::core::diag::Problem>> {
    match game.option("tasks").filter(|t| !t.trim().is_empty()) {
        Some(path) => {
            let text = crate::core::read::read_option_file(path, "among-us-err-tasks-file")
                .map_err(|p| vec![p])?;
            super::tasks_check::read(path, &text, map)
        }
        None => Ok(sample_list()
            .into_iter()
            .filter(|t| t.stages.iter().all(|s| map.places.contains_key(&s.place)))
            .collect()),
    }
}

/// A state's tasks that can be played: a list fit for the manor, dealt to players, of tasks
/// it has, no stage beyond the last.
pub fn consistent(game: &Game, state: &State) -> Vec<crate::core::diag::Problem> {
    use crate::core::diag::Problem;
    let mut out: Vec<Problem> = super::tasks_check::check(&state.tasks.list, &state.map)
        .into_iter()
        .map(|(_, p)| p)
        .collect();
    for (player, mine) in &state.tasks.assigned {
        if game.player(player).is_none() {
            out.push(Problem::new(
                Msg::new("err-unknown-player").arg("name", player),
            ));
        }
        for p in mine {
            match state.tasks.task(&p.task) {
                None => out.push(Problem::new(
                    Msg::new("among-us-err-task-unknown")
                        .arg("task", &p.task)
                        .arg("tasks", "-"),
                )),
                Some(t) if p.done as usize > t.stages.len() => out.push(Problem::new(
                    Msg::new("among-us-err-task-done")
                        .arg("task", &p.task)
                        .arg("done", p.done)
                        .arg("stages", t.stages.len()),
                )),
                Some(_) => {}
            }
        }
    }
    out
}

fn sample_list() -> Vec<Task> {
    sample_tasks().clone()
}

/// The sample task list, read once in a process.
fn sample_tasks() -> &'static Vec<Task> {
    static SAMPLE: std::sync::OnceLock<Vec<Task>> = std::sync::OnceLock::new();
    SAMPLE.get_or_init(|| {
        serde_json::from_str::<TaskFile>(TAREAS_JSON)
            .expect("the sample task list is valid")
            .tasks
    })
}

fn is_sample_list(list: &[Task]) -> bool {
    list == sample_tasks().as_slice()
}

/// Words a task's name is matched without: articles, "tarea", "etapa", quotes.
const FILLERS: &[&str] = &[
    "la",
    "el",
    "los",
    "las",
    "de",
    "del",
    "tarea",
    "task",
    "the",
    "of",
    "etapa",
    "stage",
    "step",
    "siguiente",
    "next",
    "compito",
    "tappa",
    "il",
    "lo",
    "di",
    "della",
    "mi",
    "my",
    "una",
    "un",
    // `continúo con la tarea Pulir la plata`
    "con",
    "col",
    "with",
];

pub fn task_key(text: &str) -> String {
    let folded = crate::core::names::fold(text);
    let words: Vec<&str> = folded
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    let start = words
        .iter()
        .position(|w| !FILLERS.contains(w))
        .unwrap_or(words.len());
    words[start..].join(" ")
}

/// "Para una partida de 15 jugadores, se asignarán a cada vasallo 2 tareas largas, 3 tareas
/// medianas y 3 tareas rápidas": (long, medium, short) per vassal, `--option task-counts=L,M,S`.
pub fn counts(game: &Game) -> Result<[usize; 3], Msg> {
    let written = game.option("task-counts").unwrap_or("2,3,3");
    let parts: Vec<Option<usize>> = written
        .split(',')
        .map(|p| p.trim().parse::<usize>().ok().filter(|n| *n <= 20))
        .collect();
    match parts.as_slice() {
        [Some(l), Some(m), Some(s)] => Ok([*l, *m, *s]),
        _ => Err(Msg::new("among-us-err-task-counts").arg("value", written)),
    }
}

/// "Las tareas serán asignadas a cada jugador por azar respetando el número de tareas de cada
/// tipo … Varios jugadores pueden tener asignada la misma tarea": each vassal, in roster order,
/// draws his own tasks of each kind from the whole list (stream `tareas`); a list with fewer
/// tasks of a kind than the count gives him all of that kind.
pub fn deal(
    game: &Game,
    state: &mut State,
    counts: [usize; 3],
    chance: &mut Chance,
) -> Result<(), ScriptError> {
    let mut rng = chance.stream("tareas");
    for p in &game.players {
        if state.side(&p.name) != Side::Vasallo {
            continue;
        }
        let mut mine = Vec::new();
        for (kind, n) in TaskKind::ALL.iter().zip(counts) {
            let mut names: Vec<&str> = state
                .tasks
                .list
                .iter()
                .filter(|t| t.kind == *kind)
                .map(|t| t.name.as_str())
                .collect();
            rng.shuffle(&mut names)?;
            mine.extend(names.into_iter().take(n).map(|t| Progress {
                task: t.to_string(),
                done: 0,
                at: None,
            }));
        }
        state.tasks.assigned.insert(p.name.clone(), mine);
    }
    Ok(())
}

/// "Las tareas serán asignadas … respetando el número de tareas de cada tipo que deben tener
/// todos los vasallos": a list with fewer tasks of a kind than each vassal must draw cannot be
/// dealt (no task twice to one vassal), refused at `init`: the master's list (`tasks=FILE`),
/// or the sample's tasks kept for the master's manor (`map=FILE`).
pub fn too_few(game: &Game, list: &[Task], counts: [usize; 3]) -> Vec<crate::core::diag::Problem> {
    use crate::core::diag::Problem;
    let mut out = Vec::new();
    for (kind, need) in TaskKind::ALL.iter().zip(counts) {
        let have = list.iter().filter(|t| t.kind == *kind).count();
        if have >= need {
            continue;
        }
        let msg = match game.option("tasks").filter(|t| !t.trim().is_empty()) {
            Some(path) => Msg::new("among-us-tasks-too-few").arg("path", path),
            None => Msg::new("among-us-tasks-too-few-sample")
                .arg("map", game.option("map").unwrap_or("hacienda")),
        };
        out.push(
            Problem::new(
                msg.arg("kind", kind.key())
                    .arg("have", have)
                    .arg("need", need)
                    .arg("counts", game.option("task-counts").unwrap_or("2,3,3")),
            )
            .help(Msg::new("among-us-help-tasks-too-few")),
        );
    }
    out
}

/// "todos los vasallos y fantasmas que eran vasallos completan la última de las tareas": a
/// game where tasks were dealt and none is left to do. (A scenario that deals none has no
/// task ending.)
pub fn all_done(state: &State) -> bool {
    let ((done, all), _) = state.tasks.progress();
    all > 0 && done == all
}

/// Whether a stage may be done now: `Ok(stage index)`, or why not.
pub enum Next<'a> {
    Stage(&'a Task, usize),
    Finished(&'a Task),
    Elsewhere(&'a Task, &'a str),
    Wait(&'a Task, u32),
}

fn next<'a>(task: &'a Task, p: &Progress, place: &str, clock: u32) -> Next<'a> {
    let i = p.done as usize;
    let Some(stage) = task.stages.get(i) else {
        return Next::Finished(task);
    };
    if stage.place != place {
        return Next::Elsewhere(task, &stage.place);
    }
    if let (Some(wait), Some(at)) = (stage.wait, p.at) {
        // "hasta que hayan transcurrido N fases": the phase of the stage before does not
        // count; the first phase allowed is at + wait + 1.
        let ready = super::timers::first_after(at, wait);
        if clock < ready {
            return Next::Wait(task, ready - clock);
        }
    }
    Next::Stage(task, i)
}

/// Whether a point on the task `written` is spent at work, in `clock`'s phase: "Cuando un
/// jugador se encuentra realizando una tarea … sufre un efecto de reducción de visibilidad".
/// A vassal whose point does no stage (not his task, done, elsewhere, waiting, the dovecote
/// sabotaged) is not at work; an impostor pretending is, as before.
pub fn at_work(state: &State, player: &str, written: &str, clock: u32) -> bool {
    if state.side(player) == Side::Impostor {
        return true;
    }
    if state.dovecote_sabotaged() {
        return false;
    }
    let place = state.place(player);
    let tasks = &state.tasks;
    let mine = tasks
        .assigned
        .get(player)
        .map(Vec::as_slice)
        .unwrap_or_default();
    let ready = |t: &Task, p: &Progress| matches!(next(t, p, place, clock), Next::Stage(..));
    if task_key(written).is_empty() {
        mine.iter()
            .any(|p| tasks.task(&p.task).is_some_and(|t| ready(t, p)))
    } else {
        tasks.named(written).is_some_and(|t| {
            mine.iter()
                .find(|p| p.task == t.name)
                .is_some_and(|p| ready(t, p))
        })
    }
}

/// One point spent on a task (`tarea …`), in `clock`'s phase, by one standing in `place`.
/// Returns the name of a task he completed with it.
pub fn work(
    state: &mut State,
    trace: &mut Trace,
    player: &str,
    written: &str,
    phase: u32,
    clock: u32,
) -> Option<String> {
    let place = state.place(player).to_string();
    let rule = "rule-among-us-task";
    let tell = |trace: &mut Trace, kind: TraceKind, msg: Msg| {
        trace
            .add(kind, rule, msg.arg("phase", phase))
            .actor(player)
            .to(&[player]);
    };
    // "Realizar tareas a coste variable de puntos de acción según tareas (sólo vasallos)".
    if state.side(player) == Side::Impostor {
        tell(
            trace,
            TraceKind::Skipped,
            Msg::new("among-us-task-fake").arg("place", &place),
        );
        return None;
    }
    let (name, i, total) = match stage_here(state, player, written, &place, clock) {
        Ok(stage) => stage,
        Err(msg) => {
            tell(trace, TraceKind::Failed, msg);
            return None;
        }
    };
    if let Some(p) = state
        .tasks
        .assigned
        .get_mut(player)
        .and_then(|v| v.iter_mut().find(|p| p.task == name))
    {
        p.done = p.done.saturating_add(1);
        p.at = Some(clock);
    }
    let key = if i + 1 == total {
        "among-us-task-done"
    } else {
        "among-us-task-stage"
    };
    tell(
        trace,
        TraceKind::Applied,
        Msg::new(key)
            .arg("task", &name)
            .arg("stage", i + 1)
            .arg("stages", total)
            .arg("place", &place),
    );
    (i + 1 == total).then_some(name)
}

/// The stage `written` does in `place` in phase `clock` of the clock: the task's name, the
/// stage's number from 0 and the task's stages; or what he is told when there is none (the
/// dovecote sabotaged, a task not his, none here, done, elsewhere, still cooking).
fn stage_here(
    state: &State,
    player: &str,
    written: &str,
    place: &str,
    clock: u32,
) -> Result<(String, usize, usize), Msg> {
    // "Boicotear el Palomar … impide a los Vasallos continuar haciendo ningún tipo de misión
    // hasta que el Palomar se repare."
    if state.dovecote_sabotaged() {
        return Err(Msg::new("among-us-task-dovecote"));
    }
    let tasks = &state.tasks;
    let mine = tasks.assigned.get(player).cloned().unwrap_or_default();
    let outcome = if task_key(written).is_empty() {
        // `tarea` alone: the first of his tasks whose next stage is here and ready.
        mine.iter()
            .filter_map(|p| tasks.task(&p.task).map(|t| next(t, p, place, clock)))
            .find(|n| matches!(n, Next::Stage(..)))
    } else {
        match tasks.named(written) {
            None => None,
            Some(t) => match mine.iter().find(|p| p.task == t.name) {
                Some(p) => Some(next(t, p, place, clock)),
                None => return Err(Msg::new("among-us-task-not-yours").arg("task", &t.name)),
            },
        }
    };
    match outcome {
        None => Err(Msg::new("among-us-task-none-here").arg("place", place)),
        Some(Next::Finished(t)) => Err(Msg::new("among-us-task-finished").arg("task", &t.name)),
        Some(Next::Elsewhere(t, there)) => Err(Msg::new("among-us-task-elsewhere")
            .arg("task", &t.name)
            .arg("place", there)),
        Some(Next::Wait(t, left)) => Err(Msg::new("among-us-task-wait")
            .arg("task", &t.name)
            .arg("left", left)),
        Some(Next::Stage(t, i)) => Ok((t.name.clone(), i, t.stages.len())),
    }
}

#[cfg(test)]
#[path = "tasks_tests.rs"]
mod tests;
