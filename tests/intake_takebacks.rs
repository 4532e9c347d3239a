//! Issue 22 J, review break4: a line after an order that takes it back, changes only its
//! choice, or puts a condition on it is read whole (shown by `check`) or raised, never chatter.

use crate::common;

use common::{Sandbox, squash};

/// Carla's PM in the chechino example's first night, `check`'s exit code, stdout and stderr.
fn check_carla(pm: &str) -> (Option<i32>, String, String) {
    let sandbox = Sandbox::new();
    sandbox.start_example("chechino");
    sandbox.order("Carla.txt", format!("enviado: 2026-11-29 21:55\n{pm}"));
    let run = sandbox.run(&["check", "game"]);
    (run.code, run.stdout, squash(&run.stderr))
}

#[test]
fn a_take_back_in_other_words_withdraws_the_order_above() {
    for pm in [
        "marco la casa I\nvale, mejor nada\n",
        "marco la casa I\nuf, hoy no marco nada\n",
    ] {
        let (code, out, err) = check_carla(pm);
        assert_eq!(code, Some(0), "{pm}: {err}");
        let withdrawn = "“marco la casa I” is withdrawn by orders/Carla.txt line 3";
        assert!(out.contains(withdrawn), "{pm}: {out}");
    }
}

#[test]
fn a_correction_naming_only_the_house_corrects_the_order() {
    let (code, out, err) = check_carla("marco la casa I\nno, mejor la K\nbueno no, la I\n");
    assert_eq!(code, Some(0), "{err}");
    let out: Vec<&str> = out.lines().collect();
    let line = "Carla (orders/Carla.txt): line 4 \"bueno no, la I\" → mark I";
    assert!(out.contains(&line), "{line:?} not in {out:#?}");
}

#[test]
fn a_condition_on_the_next_line_is_raised() {
    let (code, _, err) = check_carla("marco la casa I\npero solo si no está vigilada\n");
    assert_ne!(code, Some(0));
    assert!(
        err.contains("line 3: a condition («solo si no está vigilada»)"),
        "{err}"
    );
}
