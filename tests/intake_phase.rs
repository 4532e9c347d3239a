//! An order sent in the wrong phase is refused with the phase as players name it (`Night 1`,
//! not `noche-1`) and a help line saying when the order is sent.

use crate::common;

use common::Sandbox;

#[test]
fn a_day_order_by_night_names_the_phase_by_its_title_and_says_when_to_send_it() {
    let sandbox = Sandbox::new();
    sandbox.start_example("chechino");
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
