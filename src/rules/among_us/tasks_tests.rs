use super::*;
use crate::rules::among_us::manor::Manor;

fn setup(players: usize) -> (Game, State) {
    let mut yaml = String::from(
        "format: 1\nruleset: among-us\nlanguage: es\nseed: 7\nphase: ronda-1\nplayers:\n",
    );
    for i in 0..players {
        yaml.push_str(&format!("- {{name: P{i:02}, alive: true}}\n"));
    }
    yaml.push_str("state: null\n");
    let game: Game = serde_yaml::from_str(&yaml).unwrap();
    let mut sides = String::from("{");
    for i in 0..players {
        let side = if i < players / 5 {
            "impostor"
        } else {
            "vasallo"
        };
        sides.push_str(&format!("P{i:02}: {side}, "));
    }
    sides.push('}');
    let state: State = serde_yaml::from_value(
        serde_yaml::to_value(serde_yaml::Mapping::from_iter([
            (
                "map".into(),
                serde_yaml::to_value(Manor::hacienda()).unwrap(),
            ),
            ("sides".into(), serde_yaml::from_str(&sides).unwrap()),
        ]))
        .unwrap(),
    )
    .unwrap();
    (game, state)
}

#[test]
fn the_sample_list_fits_the_sample_manor_and_has_every_kind() {
    let tasks = Tasks::sample();
    assert!(super::super::tasks_check::check(&tasks.list, &Manor::hacienda()).is_empty());
    for kind in TaskKind::ALL {
        assert!(
            tasks.list.iter().filter(|t| t.kind == kind).count() >= 3,
            "{kind:?}"
        );
    }
    // "algunas" long tasks wait between two stages in one room.
    assert!(
        tasks
            .list
            .iter()
            .any(|t| t.stages.iter().any(|s| s.wait.is_some()))
    );
}

#[test]
fn fifteen_players_deal_each_vassal_two_long_three_medium_three_short_from_the_seed() {
    let (game, mut state) = setup(15);
    let mut chance = Chance::new(7, "setup", []);
    deal(&game, &mut state, [2, 3, 3], &mut chance).unwrap();
    assert_eq!(
        state.tasks.assigned.len(),
        12,
        "the 12 vassals, no impostor"
    );
    for (player, mine) in &state.tasks.assigned {
        let kinds: Vec<TaskKind> = mine
            .iter()
            .map(|p| state.tasks.task(&p.task).unwrap().kind)
            .collect();
        let count = |k| kinds.iter().filter(|x| **x == k).count();
        assert_eq!(
            (
                count(TaskKind::Long),
                count(TaskKind::Medium),
                count(TaskKind::Short)
            ),
            (2, 3, 3),
            "{player}"
        );
        let mut names: Vec<&str> = mine.iter().map(|p| p.task.as_str()).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), 8, "no task twice for {player}");
    }
    // The same seed deals the same tasks.
    let (_, mut again) = setup(15);
    deal(
        &game,
        &mut again,
        [2, 3, 3],
        &mut Chance::new(7, "setup", []),
    )
    .unwrap();
    assert_eq!(state.tasks.assigned, again.tasks.assigned);
}

#[test]
fn a_list_with_fewer_tasks_of_a_kind_than_the_count_gives_them_all() {
    let (game, mut state) = setup(5);
    state
        .tasks
        .list
        .retain(|t| t.kind != TaskKind::Long || t.name == "Cocinar y Servir");
    deal(
        &game,
        &mut state,
        [2, 3, 3],
        &mut Chance::new(1, "setup", []),
    )
    .unwrap();
    let mine = &state.tasks.assigned["P01"];
    assert_eq!(mine.len(), 7);
    assert_eq!(mine[0].task, "Cocinar y Servir");
}

#[test]
fn task_names_are_read_as_players_write_them() {
    let tasks = Tasks::sample();
    let named = |w: &str| tasks.named(w).map(|t| t.name.as_str());
    assert_eq!(
        named("la tarea de \"Buscar el Grimorio\""),
        Some("Buscar el Grimorio")
    );
    assert_eq!(named("COCINAR Y SERVIR"), Some("Cocinar y Servir"));
    assert_eq!(
        named("«encomendarse al senor»"),
        Some("Encomendarse al Señor")
    );
    assert_eq!(
        named("Cocinar"),
        Some("Cocinar y Servir"),
        "a unique prefix"
    );
    assert_eq!(named("Fregar los platos"), None);
    // Issue 22: a task named by its object, or with its verb conjugated.
    assert_eq!(named("las patatas"), Some("Pelar patatas"));
    assert_eq!(named("pelo patatas"), Some("Pelar patatas"));
    assert_eq!(named("pulo la plata"), Some("Pulir la plata"));
    assert_eq!(named("riego el claustro"), Some("Regar el claustro"));
    assert_eq!(
        named("friego patatas"),
        None,
        "another verb is another task"
    );
    assert_eq!(task_key("la tarea de"), "");
}

#[test]
fn a_bad_task_count_option_is_refused() {
    let (mut game, _) = setup(5);
    game.options.insert("task-counts".into(), "2,3".into());
    assert_eq!(counts(&game).unwrap_err().key, "among-us-err-task-counts");
    game.options.insert("task-counts".into(), "1,0,4".into());
    assert_eq!(counts(&game).unwrap(), [1, 0, 4]);
}

#[test]
fn a_masters_list_is_refused_at_the_offending_line() {
    let manor = Manor::hacienda();
    let text = "tasks:\n  - { name: Barrer, kind: short, stages: [{ place: Cocina }] }\n  - { name: Leer, kind: medium, stages: [{ place: Biblioteca (sección Oeste) }, { place: Desván }] }\n  - { name: Guisar, kind: medium, stages: [{ place: Cocina }, { place: Cocina, wait: 2 }] }\n  - { name: Dos, kind: short, stages: [{ place: Cocina }, { place: Comedor }] }\n";
    let problems = super::super::tasks_check::read("mine.yaml", text, &manor).unwrap_err();
    let keys: Vec<&str> = problems.iter().map(|p| p.msg.key.as_str()).collect();
    assert_eq!(
        keys,
        [
            "among-us-tasks-place",
            "among-us-tasks-wait",
            "among-us-tasks-stages"
        ]
    );
    let line_of = |p: &crate::core::diag::Problem| {
        let place = p.place.as_ref().unwrap();
        text[..place.span.start].lines().count() + 1
    };
    assert_eq!(problems.iter().map(line_of).collect::<Vec<_>>(), [3, 4, 5]);
    let yaml = super::super::tasks_check::read(
        "mine.yaml",
        "tasks:\n  - { name: X, kind: huge }\n",
        &manor,
    )
    .unwrap_err();
    assert_eq!(yaml[0].msg.key, "among-us-err-tasks-yaml");
}

#[test]
fn the_form_lists_the_tasks_left_and_offers_those_whose_next_stage_is_here() {
    let (_, mut state) = setup(5);
    state.at.insert("P01".into(), "Cocina".into());
    state.tasks.assigned.insert(
        "P01".into(),
        vec![
            Progress {
                task: "Pelar patatas".into(),
                done: 0,
                at: None,
            },
            Progress {
                task: "Buscar el Grimorio".into(),
                done: 1,
                at: Some(3),
            },
            Progress {
                task: "Pulir la plata".into(),
                done: 1,
                at: Some(2),
            },
        ],
    );
    let form = form(&state, "P01");
    assert_eq!(form.verb, "tarea");
    assert_eq!(
        form.about.args.get("tasks").cloned(),
        Some("Pelar patatas (Cocina), Buscar el Grimorio (Alcoba del Mago)".to_string())
    );
    match &form.slots[0] {
        crate::core::forms::Slot::OneOf { choices, .. } => assert_eq!(choices, &["Pelar patatas"]),
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_masters_status_counts_each_vassals_whole_tasks() {
    let (_, mut state) = setup(5);
    state.tasks.assigned.insert(
        "P01".into(),
        vec![
            Progress {
                task: "Buscar el Grimorio".into(),
                done: 1,
                at: Some(3),
            },
            Progress {
                task: "Pulir la plata".into(),
                done: 1,
                at: Some(2),
            },
        ],
    );
    let lines = status(&state);
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0].args["done"], "1");
    assert_eq!(lines[0].args["all"], "2");
}

/// The sample task list is read from `tareas.json` (faster than YAML); the list the docs show
/// and a master copies is `tareas.yaml`. They must be the same list: when they are not, the JSON
/// is written again from the YAML and the test fails, to be run again.
#[test]
fn the_json_task_list_is_the_yaml_one() {
    let yaml: TaskFile = serde_yaml::from_str(TAREAS).expect("the sample task list is valid");
    let json: Option<TaskFile> = serde_json::from_str(TAREAS_JSON).ok();
    if json.as_ref() != Some(&yaml) {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/src/rules/among_us/tareas.json"
        );
        let json = serde_json::to_string(&yaml).expect("a task list serialises") + "\n";
        std::fs::write(path, json).expect("tareas.json written");
        panic!("tareas.json differed from tareas.yaml: written again, run the tests again");
    }
}
