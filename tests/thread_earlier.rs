//! break5 F6: a thread given for today that still holds an earlier phase's posts (the whole
//! thread pasted again, or the saved page where one day ends and the next begins) does not
//! count them again: the posts archived with an earlier phase, and those written over a day
//! before its last archived PM, are taken out, and `tally`/`check` say how many.

use crate::common;

use common::{Sandbox, example_game};

const DAY_1: &str = "\
=== #1 | Ana | 2026-11-30T10:00:00+00:00
[color=red][b]Gino[/b][/color]
=== #2 | Carla | 2026-11-30T10:05:00+00:00
[color=red][b]Gino[/b][/color]
=== #3 | Kiko | 2026-11-30T10:10:00+00:00
[color=red][b]Elena[/b][/color]
";

const DAY_2_NEW: &str = "\
=== #4 | Mario | 2026-12-02T09:00:00+00:00
Empieza el Día 2. Votad.
=== #5 | Nora | 2026-12-02T10:00:00+00:00
[color=red][b]Hugo[/b][/color]
";

/// The chechino example at Día 2: Noche 1 played, Día 1 resolved on [`DAY_1`] (Gino
/// lynched), Noche 2 passed with no orders.
fn dia_2() -> Sandbox {
    let sandbox = example_game("chechino");
    sandbox.play_phase("chechino", "01-noche-1");
    sandbox.order("thread.txt", DAY_1);
    sandbox.run(&["next", "game"]).ok();
    sandbox.run(&["next", "game", "--no-orders"]).ok();
    sandbox
}

#[test]
fn the_whole_thread_pasted_again_does_not_count_the_earlier_days_votes() {
    let sandbox = dia_2();
    sandbox.order("thread.txt", format!("{DAY_1}{DAY_2_NEW}"));
    let tally = sandbox.run(&["tally", "game"]);
    let out = tally.ok();
    // Kiko's Día-1 vote for Elena is not a Día-2 vote: he has not voted today.
    assert!(!out.contains("**Elena**"), "{out}");
    assert!(out.contains("**Hugo** (2, L-0): Nora (2)"), "{out}");
    let not_voted = out.lines().find(|l| l.starts_with("Not voting")).unwrap();
    assert!(not_voted.contains("Kiko"), "{out}");
    // Said, with the count, never in silence.
    assert!(tally.stderr.contains("3 posts (#1–#3)"), "{tally:#?}");
    let check = sandbox.run(&["check", "game"]);
    assert!(check.stdout.contains("3 posts (#1–#3)"), "{check:#?}");
}

#[test]
fn a_thread_numbered_anew_with_later_posts_is_read_whole() {
    let sandbox = dia_2();
    // The new part pasted from #1 (a new topic for the day): later than anything archived.
    let renumbered = "\
=== #1 | Kiko | 2026-12-02T09:30:00+00:00
[color=red][b]Elena[/b][/color]
=== #2 | Nora | 2026-12-02T10:00:00+00:00
[color=red][b]Hugo[/b][/color]
";
    sandbox.order("thread.txt", renumbered);
    let tally = sandbox.run(&["tally", "game"]);
    let out = tally.ok();
    assert!(out.contains("**Elena** (2, L-1): Kiko (2)"), "{out}");
    assert!(!tally.stderr.contains("earlier phase"), "{tally:#?}");
}

#[test]
fn among_us_a_post_written_before_the_deliberation_is_no_ballot() {
    let sandbox = example_game("among-us");
    for phase in &common::example_phases("among-us")[..8] {
        sandbox.play_phase("among-us", phase);
    }
    sandbox.bring_phase("among-us", "09-deliberacion-5");
    // Two weeks before the deliberation opened (its PMs are of 2026-12-15).
    sandbox.order(
        "thread.txt",
        "=== #1 | Ana | 2026-12-01T10:00:00+00:00\nvotar Juan\n",
    );
    let tally = sandbox.run(&["tally", "game"]);
    let out = tally.ok();
    // Ana's ballot is her PM's (Bruno), not the old post's (Juan), and nothing is refused.
    assert!(!out.contains("once cast, is never changed"), "{out}");
    assert!(out.contains("**Juan**: 2 votes"), "{out}");
    assert!(
        tally.stderr.contains("Post #1 is of an earlier phase"),
        "{tally:#?}"
    );
}

/// A saved page of Día 1 imported again once Día 1 is archived: its posts are that day's, so
/// the page is not copied into thread/, and `import` says how many posts and why.
#[test]
fn import_of_a_thread_page_of_a_day_already_archived_says_so_and_copies_nothing() {
    let sandbox = example_game("chechino");
    sandbox.play_phase("chechino", "01-noche-1");
    sandbox.play_phase("chechino", "02-dia-1");
    let page = common::example_dir("chechino").join("phases/02-dia-1/hilo-pagina-2.html");
    let run = sandbox.run(&["import", "game", &page.display().to_string()]);
    let out = common::squash(run.ok());
    assert!(
        out.contains("are of an earlier phase, already archived in history/: skipped"),
        "{out}"
    );
    assert!(out.contains("0 filed, 1 skipped."), "{out}");
    assert!(!sandbox.path("game/thread/hilo-pagina-2.html").exists());
}
