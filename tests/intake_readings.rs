//! `check` shows each order as it was read: the verb and its arguments, never the filler words
//! the grammar skipped (`vigilo el camino J-K` is `watch J-K`).

use crate::common;

use common::Sandbox;

#[test]
fn checks_readings_leave_out_the_filler_words() {
    let sandbox = Sandbox::new();
    sandbox.start_example("chechino");
    sandbox.order(
        "Gino.txt",
        "enviado: 2026-11-29 21:00\npongo un muro en H-I y otro en N-O\n",
    );
    sandbox.order(
        "Paula.txt",
        "enviado: 2026-11-29 23:00\nvigilo el camino J-K\n",
    );
    sandbox.order("Carla.txt", "enviado: 2026-11-29 21:55\nmarco la casa I\n");
    let run = sandbox.run(&["check", "game"]);
    let out: Vec<&str> = run.ok().lines().collect();
    for line in [
        "Carla (orders/Carla.txt): line 2 \"marco la casa I\" → mark I",
        "Gino (orders/Gino.txt): line 2 \"pongo un muro en H-I y otro en N-O\" → wall H-I N-O",
        "Paula (orders/Paula.txt): line 2 \"vigilo el camino J-K\" → watch J-K",
    ] {
        assert!(out.contains(&line), "{line:?} not in {out:#?}");
    }
}

/// Review J (issue 22): a sender who says he has not chosen yet is shown as such, beside his
/// orders: no problem, no order (`todavía no sé a quién secuestrar` was «parece una orden»).
#[test]
fn a_sender_not_decided_yet_is_a_note_beside_his_orders() {
    let sandbox = Sandbox::new();
    sandbox.start_example("chechino");
    sandbox.order(
        "Bruno.txt",
        "enviado: 2026-11-29 21:00\nRuta A-B-A\ntodavía no sé a quién secuestrar, luego os digo\n",
    );
    let run = sandbox.run(&["check", "game", "--json"]);
    let json = run.ok();
    assert!(json.contains("\"undecided\": true"), "{json}");
    let run = sandbox.run(&["check", "game"]);
    let out: Vec<&str> = run.ok().lines().collect();
    for line in [
        "Bruno (orders/Bruno.txt): line 2 \"Ruta A-B-A\" → route A-B-A",
        "Bruno (orders/Bruno.txt): line 3 \"todavía no sé a quién secuestrar, luego os digo\" \
         ignored: not decided yet (no order)",
    ] {
        assert!(out.contains(&line), "{line:?} not in {out:#?}");
    }
}

/// Issue 22 J: a sender who says he gives no order for now (nothing this night, or later) is
/// shown as such beside his orders: a note, never an order left unread.
#[test]
fn a_sender_giving_no_order_for_now_is_a_note_beside_his_orders() {
    let sandbox = Sandbox::new();
    sandbox.start_example("chechino");
    sandbox.order(
        "Bruno.txt",
        "enviado: 2026-11-29 21:00\nRuta A-B-A\nesta noche no secuestro nada, estoy cansado\n",
    );
    let run = sandbox.run(&["check", "game", "--json"]);
    let json = run.ok();
    assert!(json.contains("\"no_order_now\": true"), "{json}");
    let run = sandbox.run(&["check", "game"]);
    let out: Vec<&str> = run.ok().lines().collect();
    let line = "Bruno (orders/Bruno.txt): line 3 \"esta noche no secuestro nada, estoy cansado\" \
                ignored: no order for now, in the sender's words (nothing, or later)";
    assert!(out.contains(&line), "{line:?} not in {out:#?}");
}
