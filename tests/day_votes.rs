//! Issue B: "A day with no vote at all in either source is refused by `next` with a clear
//! problem (override: `--no-votes`), instead of warning every living player."

#[allow(dead_code)]
mod common;

use common::sample_night;

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
