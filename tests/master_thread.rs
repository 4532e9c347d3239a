//! Issue 22, "Master's corrections": `ignore` works on thread lines (`ignore thread POST`), and
//! `correct` never overrides a later valid vote by the same player.

use crate::common;

use common::{GameBuilder, Sandbox};

/// The sample one-night game (English), its night resolved: the day awaits its votes.
fn day() -> Sandbox {
    let sandbox = GameBuilder::sample().lang("en").start();
    sandbox.orders_from_example("1-night");
    sandbox.run(&["next", "game"]).ok();
    sandbox
}

/// Carla and Ana vote Bruno, Bruno votes Carla; Dani's vote in #4 cannot be read.
const THREAD: &str = "\
=== #1 | Carla | 2026-11-30T09:00:00+00:00
Bruno has been dodging every question. [vote]Bruno[/vote]

=== #2 | Bruno | 2026-11-30T09:30:00+00:00
Nonsense. [vote]Carla[/vote]

=== #3 | Ana | 2026-11-30T10:00:00+00:00
Agreed with Carla. [vote]Bruno[/vote]

=== #4 | Dani | 2026-11-30T10:30:00+00:00
Sure. [vote]Brrrno the quiet[/vote]
";

#[test]
fn a_post_the_master_ignores_is_not_counted_and_is_listed_as_his() {
    let sandbox = day();
    sandbox.order("thread.txt", THREAD);
    sandbox.refused(&["check", "game"], 1, &["post #4"]);
    sandbox.order("_master.txt", "ignore thread #4 a joke\n");
    let check = sandbox.run(&["check", "game"]);
    assert!(
        check
            .stdout
            .contains("Post #4 (Dani) of the thread is set aside by the master"),
        "{check:#?}"
    );
    let json = sandbox.run(&["check", "game", "--json"]);
    let json: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(json["posts_set_aside"][0]["post"], 4);
    assert_eq!(json["posts_set_aside"][0]["author"], "Dani");
    let tally = sandbox.run(&["tally", "game"]);
    assert!(
        tally.stdout.contains("**Bruno** (2, L-0): Carla, Ana\n"),
        "{tally:#?}"
    );
    // The `ignore` order is shown to "master, and the author with `tell`": the count the
    // master posts never names the post he set aside; he reads it on standard error.
    assert!(!tally.stdout.contains("set aside"), "{tally:#?}");
    assert!(!tally.stdout.contains("Dani (#4)"), "{tally:#?}");
    assert!(
        tally
            .stderr
            .contains("Dani (#4): set aside by the master, not counted"),
        "{tally:#?}"
    );
    let json = sandbox.run(&["tally", "game", "--json"]);
    let json: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(json["ignored"][0]["reason"], "master", "{json:#}");
    assert_eq!(json["ignored"][0]["posts"][0], 4, "{json:#}");
    // The master's reading is the day's: `next` resolves without Dani's vote.
    sandbox.run(&["next", "game"]).ok();
}

#[test]
fn an_ignored_post_with_a_valid_vote_takes_it_out_of_the_count() {
    let sandbox = day();
    sandbox.order("thread.txt", THREAD);
    // In Spanish, by its number alone, with the word `mensaje`, two posts at once.
    sandbox.order("_master.txt", "ignorar hilo mensaje 1 4 voto de broma\n");
    let tally = sandbox.run(&["tally", "game"]);
    assert!(tally.stdout.contains("**Bruno** (1"), "{tally:#?}");
    assert!(!tally.stdout.contains("Carla, Ana"), "{tally:#?}");
    assert!(tally.stderr.contains("Carla (#1)"), "{tally:#?}");
    assert!(tally.stderr.contains("Dani (#4)"), "{tally:#?}");
    assert!(!tally.stdout.contains("Carla (#1)"), "{tally:#?}");
}

#[test]
fn a_post_the_thread_does_not_have_is_refused_at_the_masters_line() {
    let sandbox = day();
    sandbox.order("thread.txt", THREAD);
    sandbox.order("_master.txt", "ignore thread 9\n");
    let refusal = sandbox.refused(&["check", "game"], 1, &["no post #9"]);
    assert!(refusal.contains("#1 to #4"), "{refusal}");
    sandbox.refused(&["tally", "game"], 1, &["no post #9"]);
    sandbox.refused(&["next", "game"], 1, &["no post #9"]);
    assert!(!sandbox.path("game/reports/day").exists());
}

#[test]
fn a_post_set_aside_with_no_thread_is_refused() {
    let sandbox = day();
    sandbox.order("Ana.txt", "vote Bruno\n");
    sandbox.order("_master.txt", "ignore thread 2\n");
    sandbox.refused(&["check", "game"], 1, &["no thread"]);
}

#[test]
fn a_correction_never_overrides_a_later_valid_vote_of_the_same_player() {
    let sandbox = day();
    // Dani's unreadable vote in #4 is corrected to Bruno; in #5 he votes Carla, readably.
    let later = format!(
        "{THREAD}\n=== #5 | Dani | 2026-11-30T11:00:00+00:00\nChanged my mind. [vote]Carla[/vote]\n"
    );
    sandbox.order("thread.txt", &later);
    sandbox.order("_master.txt", "correct Dani Bruno\n");
    let tally = sandbox.run(&["tally", "game"]);
    assert!(
        tally.stdout.contains("**Bruno** (2, L-0): Carla, Ana\n"),
        "{tally:#?}"
    );
    assert!(
        tally.stdout.contains("**Carla** (2, L-0): Bruno, Dani\n"),
        "{tally:#?}"
    );
    // Without the later vote, the correction is Dani's vote, cast at #4: counted after Ana's,
    // and listed there, "cast at that post's time" (README, the `correct` order), never with
    // the votes given by PM (chechino ruling 71).
    sandbox.order("thread.txt", THREAD);
    let tally = sandbox.run(&["tally", "game"]);
    assert!(
        tally
            .stdout
            .contains("**Bruno** (3, L-0): Carla, Ana, Dani"),
        "{tally:#?}"
    );
}

#[test]
fn a_correction_replaces_the_vote_it_settles_and_the_ones_before() {
    let sandbox = day();
    // Dani votes Carla in #4, then writes an unreadable vote in #5: the correction settles #5.
    let thread = THREAD.replace("[vote]Brrrno the quiet[/vote]", "[vote]Carla[/vote]")
        + "\n=== #5 | Dani | 2026-11-30T11:00:00+00:00\nNo. [vote]Brrrno the quiet[/vote]\n";
    sandbox.order("thread.txt", &thread);
    sandbox.refused(&["check", "game"], 1, &["post #5"]);
    sandbox.order("_master.txt", "correct Dani Bruno\n");
    let tally = sandbox.run(&["tally", "game"]);
    // Cast at #5, the post it settles: listed there.
    assert!(
        tally
            .stdout
            .contains("**Bruno** (3, L-0): Carla, Ana, Dani"),
        "{tally:#?}"
    );
    assert!(
        tally.stdout.contains("**Carla** (1, L-2): Bruno"),
        "{tally:#?}"
    );
}

#[test]
fn with_tell_the_author_of_an_ignored_post_is_told_in_his_report() {
    let sandbox = day();
    sandbox.order("thread.txt", THREAD);
    sandbox.order(
        "_master.txt",
        "ignore thread 4 tell write the name as the roster has it\n",
    );
    sandbox.run(&["next", "game"]).ok();
    let dani = sandbox.read_text("game/reports/day/Dani.md");
    assert!(
        dani.contains(
            "Your post #4 in the thread was not counted. Write the name as the roster has it."
        ),
        "{dani}"
    );
    let ana = sandbox.read_text("game/reports/day/Ana.md");
    assert!(!ana.contains("#4"), "{ana}");
}

#[test]
fn an_order_written_after_a_hash_is_raised_until_the_master_sets_it_aside() {
    let sandbox = day();
    sandbox.order("Ana.txt", "vote Bruno\n# vote Carla\n");
    sandbox.refused(
        &["check", "game"],
        1,
        &["orders/Ana.txt line 2", "after a `#`"],
    );
    sandbox.order("_master.txt", "ignore Ana.txt 2 her second thoughts\n");
    let check = sandbox.run(&["check", "game"]);
    assert_eq!(check.code, Some(0), "{check:#?}");
}

#[test]
fn a_vote_cancelled_in_words_by_a_voter_the_master_corrected_asks_nothing() {
    // The master's correction is the vote: `cancel my vote` has nothing left to ask about.
    let sandbox = day();
    sandbox.order("Ana.txt", "vote Bruno\ncancel my vote\n");
    sandbox.order("Carla.txt", "vote Bruno\n");
    sandbox.order("_master.txt", "correct Ana Carla\n");
    let check = sandbox.run(&["check", "game"]);
    assert_eq!(check.code, Some(0), "{check:#?}");
    // Without the correction the vote is withdrawn, and `check` says so.
    sandbox.order("_master.txt", "");
    let check = sandbox.run(&["check", "game"]);
    assert!(
        check
            .stdout
            .contains("“vote Bruno” is withdrawn by orders/Ana.txt line 2 “cancel my vote”"),
        "{check:#?}"
    );
}

#[test]
fn a_correction_settles_the_post_it_was_written_for_and_a_later_unread_post_is_raised_again() {
    // Review break16 A2: `correct Dani Bruno` was written for #4; the page saved again shows
    // Dani's unreadable #5. The correction settles #4, never #5 in silence.
    let sandbox = day();
    sandbox.order("thread.txt", THREAD);
    sandbox.order("_master.txt", "correct Dani Bruno\n");
    let check = sandbox.run(&["check", "game"]);
    assert_eq!(check.code, Some(0), "{check:#?}");
    let later =
        format!("{THREAD}\n=== #5 | Dani | 2026-11-30T11:00:00+00:00\nHmm. [vote]Qwzx[/vote]\n");
    sandbox.order("thread.txt", &later);
    sandbox.refused(&["check", "game"], 1, &["post #5"]);
    // The master sets #5 aside: the correction stands.
    sandbox.order("_master.txt", "correct Dani Bruno\nignore thread 5\n");
    let check = sandbox.run(&["check", "game"]);
    assert_eq!(check.code, Some(0), "{check:#?}");
    let tally = sandbox.run(&["tally", "game"]);
    assert!(
        tally
            .stdout
            .contains("**Bruno** (3, L-0): Carla, Ana, Dani"),
        "{tally:#?}"
    );
}

#[test]
fn a_pm_correction_never_overrides_a_later_valid_pm_of_the_same_player() {
    // Review break16 A4: `correct Ana Carla` written for Ana's unreadable PM; her later PM,
    // sent after it, votes Dani readably: that vote is hers, and `check` shows it.
    let sandbox = day();
    sandbox.order(
        "Ana.txt",
        "sent: 2026-11-30T09:00:00+00:00\nvote Brrrno the quiet\n",
    );
    sandbox.order("_master.txt", "correct Ana Carla\n");
    let check = sandbox.run(&["check", "game"]);
    assert_eq!(check.code, Some(0), "{check:#?}");
    sandbox.order("Ana-2.txt", "sent: 2026-11-30T11:00:00+00:00\nvote Dani\n");
    let check = sandbox.run(&["check", "game"]);
    assert_eq!(check.code, Some(0), "{check:#?}");
    assert!(check.stdout.contains("orders/Ana-2.txt"), "{check:#?}");
    assert!(check.stdout.contains("vote Dani"), "{check:#?}");
    let tally = sandbox.run(&["tally", "game"]);
    assert!(tally.stdout.contains("**Dani** (1"), "{tally:#?}");
    assert!(!tally.stdout.contains("**Carla**"), "{tally:#?}");
}

#[test]
fn two_votes_by_pm_in_the_same_minute_are_raised_until_the_master_sets_one_aside() {
    // Review break16 A5: the export gives the minute only; which PM came first decides the
    // vote, and `check` said valid.
    let sandbox = day();
    sandbox.order("Ana.txt", "sent: 2026-11-30T09:00:00+00:00\nvote Carla\n");
    sandbox.order("Ana-2.txt", "sent: 2026-11-30T09:00:00+00:00\nvote Bruno\n");
    sandbox.refused(&["check", "game"], 1, &["same minute", "Ana.txt 2"]);
    sandbox.order("_master.txt", "ignore Ana.txt 2\n");
    let check = sandbox.run(&["check", "game"]);
    assert_eq!(check.code, Some(0), "{check:#?}");
    // A minute apart, the later is the vote: nothing to ask.
    sandbox.order("_master.txt", "");
    sandbox.order("Ana-2.txt", "sent: 2026-11-30T09:01:00+00:00\nvote Bruno\n");
    let check = sandbox.run(&["check", "game"]);
    assert_eq!(check.code, Some(0), "{check:#?}");
}
