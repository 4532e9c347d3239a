//! The ruleset's glue: scripted dice and the deal.

use crate::core::scenario;

/// A Polvete rolls one die; a guest two (at home, then 1d6 of slack).
const CASE: &str = "name: n\nrule: r\nruleset: chez-geek\nplayers: [Ana, Bruno]\nsetup:\n  flats:\n    Ana: {job: Soporte Técnico, hand: [Vecina Maja, Gato, Porro, Cigarrillos, Ruso Blanco, Siesta]}\n    Bruno: {job: Camarera, hand: [Gato]}\nphases:\n  - orders: {Ana: \"llamo a la Vecina Maja\"}\n    draws: DRAWS\n";

#[test]
fn a_phase_that_wants_more_dice_than_scripted_fails() {
    let failures = scenario::run(&CASE.replace("DRAWS", "[3]"), "case").unwrap();
    assert_eq!(failures.len(), 1);
    assert!(
        failures[0]
            .actual
            .contains("uses 1 scripted draws and needs 1 more"),
        "{}",
        failures[0].actual
    );
    assert!(
        scenario::run(&CASE.replace("DRAWS", "[3, 4]"), "case")
            .unwrap()
            .is_empty()
    );
    let unused = scenario::run(&CASE.replace("DRAWS", "[3, 4, 0]"), "case").unwrap();
    assert_eq!(unused.len(), 1, "a draw left unused fails too");
}

#[test]
fn a_job_the_deck_does_not_have_is_refused_at_the_deal() {
    use crate::core::engine::{Entry, NewGame, deal};
    let entry = |name: &str, role: Option<&str>| Entry {
        name: name.to_string(),
        aliases: Vec::new(),
        role: role.map(str::to_string),
        gender: None,
    };
    let roster = [
        entry("Ana", Some("astronauta")),
        entry("Bruno", Some("Batería")),
    ];
    let new = NewGame {
        ruleset: crate::rules::find("chez-geek").unwrap(),
        roster: &roster,
        seed: 1,
        language: None,
        options: Default::default(),
    };
    let problems = deal(&new, Vec::new()).unwrap_err();
    let keys: Vec<&str> = problems.iter().map(|p| p.msg.key.as_str()).collect();
    assert_eq!(keys, ["chez-geek-err-unknown-job"]);
}
