//! `among-us` tasks on the command line: a master's own task list (`--option tasks=FILE`),
//! refused at `init` at its offending line with nothing written, played when consistent with
//! the manor; `forms` lists a vassal's tasks still to do and where.

use crate::common;

use common::Sandbox;

const ROSTER: &[u8] =
    b"name,aliases,role,gender\nAna,,impostor,f\nBruno,,vasallo,m\nCarla,,vasallo,f\nDani,,vasallo,m\nElena,,vasallo,f\n";

fn init(sandbox: &Sandbox, options: &[String]) -> Vec<String> {
    sandbox.write("roster.csv", ROSTER);
    let mut args: Vec<String> = [
        "init",
        "game",
        "--ruleset",
        "among-us",
        "--players",
        "roster.csv",
        "--seed",
        "1",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    for o in options {
        args.push("--option".into());
        args.push(o.clone());
    }
    args
}

#[test]
fn a_masters_task_list_with_a_stage_in_a_place_not_on_the_map_is_refused_at_its_line() {
    let sandbox = Sandbox::new();
    let list = "tasks:\n  - { name: Pelar, kind: short, stages: [{ place: Cocina }] }\n  - { name: Subir, kind: short, stages: [{ place: Desván }] }\n";
    sandbox.write("tareas.yaml", list);
    let option = format!("tasks={}", sandbox.path("tareas.yaml").display());
    let args = init(&sandbox, &[option]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let said = sandbox.refused(
        &args,
        1,
        &["The task \"Subir\" has a stage in Desván", "tareas.yaml:3:"],
    );
    assert!(!sandbox.game().exists(), "{said}");
}

#[test]
fn a_masters_consistent_task_list_is_dealt_and_the_form_lists_what_is_left() {
    let sandbox = Sandbox::new();
    let list = "tasks:\n  - { name: Pelar, kind: short, stages: [{ place: Cocina }] }\n  - { name: Servir, kind: medium, stages: [{ place: Cocina }, { place: Comedor }] }\n";
    sandbox.write("tareas.yaml", list);
    let option = format!("tasks={}", sandbox.path("tareas.yaml").display());
    let args = init(&sandbox, &[option, "task-counts=0,1,1".into()]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    sandbox.run(&args).ok();
    let private = sandbox.read_text("game/reports/setup/Bruno.md");
    assert!(
        private.contains("Your 2 tasks: Servir (Cocina → Comedor); Pelar (Cocina)."),
        "{private}"
    );
    sandbox.run(&["forms", "game"]).ok();
    let text = sandbox.read_text("game/reports/ronda-1/forms/Bruno.md");
    assert!(
        text.contains("Still to do: Servir (Cocina), Pelar (Cocina)."),
        "{text}"
    );
    sandbox.order("Bruno.txt", "mover Cocina\ntarea Servir\ntarea\n");
    sandbox.run(&["next", "game"]).ok();
    let report = sandbox.read_text("game/reports/ronda-1/Bruno.md");
    assert!(
        report.contains("you do stage 1 of 2 of \"Servir\" in the Cocina")
            && report.contains("you do stage 1 of 1 of \"Pelar\" in the Cocina: task complete"),
        "{report}"
    );
}
