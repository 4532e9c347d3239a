//! Issue B: "A day with no vote at all in either source is refused by `next` with a clear
//! problem (override: `--no-votes`), instead of warning every living player."

use crate::common;

use common::{Sandbox, sample_night};

#[test]
fn a_day_without_a_single_vote_is_refused_unless_the_master_says_so() {
    let sandbox = sample_night();
    sandbox.run(&["next", "game"]).ok();
    // Only chatter: no vote, no abstention.
    sandbox.order("Ana.txt", "Hola, hoy estoy muy liado, mañana os leo\n");
    sandbox.refused(
        &["next", "game"],
        1,
        &["nobody voted in Day", "adjudicate next --no-votes"],
    );
    sandbox.run(&["next", "game", "--no-votes"]).ok();
}

#[test]
fn a_day_with_one_vote_is_resolved() {
    let sandbox = sample_night();
    sandbox.run(&["next", "game"]).ok();
    sandbox.order("Ana.txt", "votar Bruno\n");
    sandbox.run(&["next", "game"]).ok();
}

/// Review 4, C3: the Motores are stopped "en secreto"; `tally` counts the frozen votes as the
/// day will (they do not count), and warns the master, on standard error only, that posting
/// the count as it is shows the stop.
#[test]
fn tally_warns_the_master_that_a_count_with_frozen_votes_shows_the_secret_stop() {
    let sandbox = Sandbox::new();
    sandbox.start_example("chechino");
    sandbox.run(&["next", "game", "--no-orders"]).ok();
    // Carla owns the Motores (house K) in the example.
    sandbox.order(
        "Carla.txt",
        "Enviado: 2026-11-30 19:00\nHola máster, paro los motores\n",
    );
    sandbox.order("Ana.txt", "Enviado: 2026-11-30 18:00\nvotar Paula\n");
    sandbox.order("Mario.txt", "Enviado: 2026-11-30 20:00\nvotar Paula\n");
    let run = sandbox.run(&["tally", "game"]);
    assert_eq!(run.code, Some(0), "{run:#?}");
    assert!(run.stdout.contains("Mario"), "{run:#?}");
    assert!(
        run.stderr
            .contains("1 vote in this count came after the vote was frozen in secret"),
        "{run:#?}"
    );
    assert!(!run.stdout.contains("Warning"), "{run:#?}");
    // Without a freeze, no warning.
    sandbox.order("Carla.txt", "Enviado: 2026-11-30 19:00\nvotar Ana\n");
    let run = sandbox.run(&["tally", "game"]);
    assert!(!run.stderr.contains("frozen"), "{run:#?}");
}
