//! An order sent in the wrong phase is refused with the phase as players name it (`Night 1`,
//! not `noche-1`) and a help line saying when the order is sent.

#[allow(dead_code)]
mod common;

use common::Sandbox;

#[test]
fn a_day_order_by_night_names_the_phase_by_its_title_and_says_when_to_send_it() {
    let sandbox = Sandbox::new();
    let chechino = common::example().parent().unwrap().join("chechino");
    let args = std::fs::read_to_string(chechino.join("init.args")).unwrap();
    let roster = chechino.join("roster.csv").display().to_string();
    let mut init = vec![
        "init",
        "game",
        "--ruleset",
        "chechino",
        "--players",
        &roster,
    ];
    init.extend(args.split_whitespace());
    sandbox.run(&init).ok();
    sandbox.order("Juan.txt", "voto a Ana\n");
    let said = sandbox.refused(
        &["check", "game"],
        1,
        &[
            "this order does not belong to the Night 1 phase",
            "`voto` is sent by day, in the day's PM",
        ],
    );
    assert!(!said.contains("noche-1"), "{said}");
}
