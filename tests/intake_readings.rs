//! `check` shows each order as it was read: the verb and its arguments, never the filler words
//! the grammar skipped (`vigilo el camino J-K` is `watch J-K`).

#[allow(dead_code)]
mod common;

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
