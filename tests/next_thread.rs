//! Issue B: `next` reads the day's thread (`--thread FILE`, `thread:` in game.yaml,
//! `orders/thread.txt`): the votes in it count with the PMs', no vote is retyped, and the
//! thread is archived with the phase, so `explain` resolves it again the same.

use crate::common;

use common::{GameBuilder, Sandbox};

/// The sample one-night game (English), its night resolved: the day awaits its votes.
fn day() -> Sandbox {
    let sandbox = GameBuilder::sample().lang("en").start();
    sandbox.orders_from_example("1-night");
    sandbox.run(&["next", "game"]).ok();
    sandbox
}

/// Carla and Ana vote Bruno in the thread, Bruno votes Carla; Dani's PM votes Bruno.
const THREAD: &str = "\
=== #1 | Carla | 2026-11-30T09:00:00+00:00
Bruno has been dodging every question. [vote]Bruno[/vote]

=== #2 | Bruno | 2026-11-30T09:30:00+00:00
[quote=\"Carla\"][vote]Bruno[/vote][/quote]
Nonsense. [vote]Carla[/vote]

=== #3 | Ana | 2026-11-30T10:00:00+00:00
Agreed with Carla. [vote]Bruno[/vote]
";

fn public_day(sandbox: &Sandbox) -> String {
    sandbox.read_text("game/reports/day/public.md")
}

/// Is `player` dead in the game's `game.yaml`?
fn dead(sandbox: &Sandbox, player: &str) -> bool {
    let game: serde_yaml::Value =
        serde_yaml::from_str(&sandbox.read_text("game/game.yaml")).unwrap();
    game["players"]
        .as_sequence()
        .unwrap()
        .iter()
        .any(|p| p["name"].as_str() == Some(player) && p["alive"].as_bool() == Some(false))
}

#[test]
fn next_counts_the_threads_votes_with_the_pms_and_archives_the_thread() {
    let sandbox = day();
    sandbox.write("thread.txt", THREAD);
    sandbox.order("Dani.txt", "sent: 2026-11-30 09:45\nvote Bruno\n");
    let thread = sandbox.path("thread.txt").display().to_string();
    let tally = sandbox.run(&["tally", "game", "--thread", &thread]);
    // Dani's vote by PM first: its hour among the posts is the master's (ruling 29).
    assert!(
        tally
            .stdout
            .contains("**Bruno** (3, L-0): Dani, Carla, Ana"),
        "{tally:#?}"
    );
    sandbox.run(&["next", "game", "--thread", &thread]).ok();
    let public = public_day(&sandbox);
    assert!(public.contains("Bruno"), "{public}");
    assert!(dead(&sandbox, "Bruno"), "{public}");
    // The thread came from outside orders/: a copy is archived with the phase.
    assert_eq!(sandbox.read_text("game/history/day/thread.txt"), THREAD);
    let explain = sandbox.run(&["explain", "day", "game"]);
    assert_eq!(explain.code, Some(0), "{explain:#?}");
    assert!(explain.stdout.contains("Bruno"), "{}", explain.stdout);
}

#[test]
fn the_thread_named_in_game_yaml_and_orders_thread_txt_are_read_too() {
    // `thread:` in game.yaml, relative to the game folder.
    let named = day();
    named.write("game/day1.txt", THREAD);
    let yaml = named.read_text("game/game.yaml");
    named.write("game/game.yaml", format!("{yaml}thread: day1.txt\n"));
    named.run(&["next", "game"]).ok();
    assert!(dead(&named, "Bruno"), "{}", public_day(&named));
    // orders/thread.txt: never a player's PM; `check` does not read it as one.
    let in_orders = day();
    in_orders.order("thread.txt", THREAD);
    let check = in_orders.run(&["check", "game"]);
    assert_eq!(check.code, Some(0), "{check:#?}");
    in_orders.run(&["next", "game"]).ok();
    assert!(dead(&in_orders, "Bruno"), "{}", public_day(&in_orders));
    assert_eq!(
        in_orders.read_text("game/history/day/orders/thread.txt"),
        THREAD
    );
}

#[test]
fn a_name_in_the_thread_that_cannot_be_read_stops_next_until_the_master_corrects_it() {
    let sandbox = day();
    let thread = format!(
        "{THREAD}\n=== #4 | Dani | 2026-11-30T10:30:00+00:00\nSure. [vote]Brrrno the quiet[/vote]\n"
    );
    sandbox.order("thread.txt", &thread);
    // `check` tells what `next` would refuse.
    sandbox.refused(&["check", "game"], 1, &["post #4"]);
    let refusal = sandbox.refused(&["next", "game"], 1, &["post #4"]);
    assert!(refusal.contains("Brrrno"), "{refusal}");
    assert!(!sandbox.path("game/reports/day").exists());
    // The master reads it for what it is.
    sandbox.order("_master.txt", "correct Dani Bruno post #4\n");
    sandbox.run(&["next", "game"]).ok();
}

#[test]
fn a_day_with_votes_only_in_the_thread_is_not_a_day_without_votes() {
    // The thread's votes are the day's votes: no `--no-votes`, no warning for every player.
    let sandbox = day();
    sandbox.order("thread.txt", THREAD);
    sandbox.run(&["next", "game"]).ok();
}

#[test]
fn the_chechino_example_plays_its_days_from_saved_thread_pages_without_retyping_a_vote() {
    let sandbox = common::example_game("chechino");
    let mut days = 0;
    for name in common::example_phases("chechino") {
        let phase = common::example_dir("chechino").join("phases").join(&name);
        let mut pages = 0;
        for entry in std::fs::read_dir(&phase).unwrap() {
            let path = entry.unwrap().path();
            let text = std::fs::read_to_string(&path).unwrap();
            // What the forum gave: no post header, no vote retyped by the master.
            assert!(!text.contains("=== #"), "{} is typed", path.display());
            assert!(
                !text.lines().any(|l| l.trim_start().starts_with("correct")),
                "{} retypes a vote",
                path.display()
            );
            if text.contains("section-viewtopic") {
                pages += 1;
            }
        }
        sandbox.play_phase("chechino", &name);
        if name.contains("dia") {
            days += 1;
            assert!(pages > 0, "{name} has no saved page of the thread");
            // `next` read the pages from thread/ and archived them with the phase.
            let day = name.split_once('-').unwrap().1;
            let archived = sandbox.path(&format!("game/history/{day}/thread"));
            assert_eq!(std::fs::read_dir(&archived).unwrap().count(), pages);
        }
    }
    assert_eq!(days, 3);
    // The same day as when every vote came by PM; the wagons' votes by PM in roster order, then
    // the thread's in the order they were posted (chechino ruling 68).
    let day1 = sandbox.read_text("game/reports/dia-1/public.md");
    assert!(
        day1.contains("Bruno: 24 (Fede (1), Ines (2), Mario (2), Gino (2), Elena (2), Hugo (2)"),
        "{day1}"
    );
    let day2 = sandbox.read_text("game/reports/dia-2/public.md");
    assert!(day2.contains("Carla: 19 (Elena (2), Gino (2)"), "{day2}");
    let day3 = sandbox.read_text("game/reports/dia-3/public.md");
    assert!(day3.contains("Dani: 18 (Nora (2), Juan (3)"), "{day3}");
    for player in ["Bruno", "Carla", "Dani"] {
        assert!(dead(&sandbox, player), "{player}");
    }
}

/// Review 4, L1: a forum prints its posts' times in local time, as the PMs' date headers are;
/// both are in the game's time zone, and so is `--deadline`. Read as UTC, every thread vote of
/// a Madrid game came an hour after the PMs, and the deadline an hour late.
#[test]
fn a_threads_times_without_offset_are_in_the_games_time_zone_as_the_pms_are() {
    let sandbox = GameBuilder::sample()
        .lang("en")
        .timezone("Europe/Madrid")
        .start();
    sandbox.orders_from_example("1-night");
    sandbox.run(&["next", "game"]).ok();
    sandbox.write(
        "thread.txt",
        "=== #1 | Carla | 2026-11-30 10:00\n[vote]Bruno[/vote]\n\n\
         === #2 | Bruno | 2026-11-30 10:10\n[vote]Carla[/vote]\n\n\
         === #3 | Dani | 2026-11-30 10:15\n[vote]Bruno[/vote]\n",
    );
    // Madrid local times, as the forum shows them: Dani's PM after his post (it replaces it),
    // Elena's after the deadline.
    sandbox.order("Dani.txt", "sent: 2026-11-30 10:20\nvote Carla\n");
    sandbox.order("Elena.txt", "sent: 2026-11-30 10:35\nvote Bruno\n");
    let thread = sandbox.path("thread.txt").display().to_string();
    let tally = sandbox.run(&[
        "tally",
        "game",
        "--thread",
        &thread,
        "--deadline",
        "2026-11-30 10:30",
    ]);
    // Dani by PM, listed first (ruling 29); read as UTC, his post would come after his PM.
    assert!(
        tally.stdout.contains("**Carla** (2, L-0): Dani, Bruno"),
        "{tally:#?}"
    );
    assert!(
        tally.stdout.contains("**Bruno** (1, L-1): Carla"),
        "{tally:#?}"
    );
    // Elena's PM, late by Madrid time, is the master's alone: when a PM came is private
    // (chechino ruling 77), so the count he posts never names it.
    assert!(!tally.stdout.contains("Elena → Bruno"), "{tally:#?}");
    assert!(
        tally
            .stderr
            .contains("votes in PMs sent after the deadline: Elena (Elena.txt): Bruno"),
        "{tally:#?}"
    );
}

/// Review 4: undoing a day resolved with `--thread FILE` dropped the archived thread, and the
/// day played again from the PMs alone, without a word. The thread goes back into orders/.
#[test]
fn undo_of_a_day_read_from_a_thread_gives_the_thread_back_to_orders() {
    let sandbox = day();
    sandbox.write("thread.txt", THREAD);
    sandbox.order("Dani.txt", "sent: 2026-11-30 09:45\nvote Bruno\n");
    let thread = sandbox.path("thread.txt").display().to_string();
    sandbox.run(&["next", "game", "--thread", &thread]).ok();
    assert!(dead(&sandbox, "Bruno"));
    sandbox.run(&["undo", "game"]).ok();
    assert_eq!(sandbox.read_text("game/orders/thread.txt"), THREAD);
    // Played again without --thread: the same day, Bruno lynched by the thread's votes.
    sandbox.run(&["next", "game"]).ok();
    assert!(dead(&sandbox, "Bruno"));
}

/// F12 (break5): Ana's PM `vote Carla` has no date line, her post #3 votes Bruno. The undated
/// PM is taken as sent last, so which came first decides her vote: `check`, `tally` and `next`
/// say so at the PM (exit 1) until its date line is added or the master settles it.
#[test]
fn an_undated_pms_vote_against_a_thread_vote_of_the_same_player_is_raised() {
    let sandbox = day();
    sandbox.write("game/orders/thread.txt", THREAD);
    sandbox.order("Ana.txt", "vote Carla\n");
    let said = "Ana: which came first is unknown: orders/Ana.txt line 1 “vote Carla” has no \
                sending time, and Ana voted in the thread at post #3 (for Bruno): the undated \
                PM counts as the last";
    for command in ["check", "tally", "next"] {
        let run = sandbox.run(&[command, "game"]);
        assert_eq!(run.code, Some(1), "{command}: {run:#?}");
        assert!(run.stderr.contains(said), "{command}: {}", run.stderr);
    }
    // Dated before her post: her thread vote is the later one, nothing is guessed.
    sandbox.order("Ana.txt", "sent: 2026-11-30 09:50\nvote Carla\n");
    let tally = sandbox.run(&["tally", "game"]);
    assert_eq!(tally.code, Some(0), "{tally:#?}");
    assert!(tally.stdout.contains("Ana"), "{tally:#?}");
    assert!(!tally.stderr.contains("which came first"), "{tally:#?}");
}

/// The same between two PMs: an undated `vote Carla` and a dated `vote Bruno` of Ana's.
#[test]
fn an_undated_pms_vote_against_a_dated_pms_vote_of_the_same_player_is_raised() {
    let sandbox = day();
    sandbox.order("Ana.txt", "sent: 2026-11-30 09:50\nvote Bruno\n");
    sandbox.order("Ana-2.txt", "vote Carla\n");
    let check = sandbox.run(&["check", "game"]);
    assert_eq!(check.code, Some(1), "{check:#?}");
    assert!(
        check.stderr.contains(
            "Ana: which came first is unknown: orders/Ana-2.txt line 1 “vote Carla” has no \
             sending time, and orders/Ana.txt line 2 “vote Bruno” was sent at 2026-11-30 09:50"
        ),
        "{}",
        check.stderr
    );
    // The master settles it: his correction is her vote, nothing left to guess.
    sandbox.order("_master.txt", "correct Ana Bruno\n");
    let check = sandbox.run(&["check", "game"]);
    assert!(!check.stderr.contains("which came first"), "{check:#?}");
}

#[test]
fn check_shows_a_voted_name_read_other_than_as_written() {
    // Review break14b F5: `tally` listed `Brunno` read as Bruno, `check` said nothing of it.
    let sandbox = day();
    sandbox.order(
        "thread.txt",
        THREAD.replace("Agreed with Carla. [vote]Bruno", "Agreed. [vote]Brunno"),
    );
    let check = sandbox.run(&["check", "game"]);
    assert!(
        check
            .ok()
            .contains("post #3 by Ana: “Brunno” was read as Bruno: check it."),
        "{check:#?}"
    );
}
