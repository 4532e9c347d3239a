//! The master's own file (`orders/_master.txt`) read with the care of a player's PM: a late PM
//! rejected by its file alone, and (break8) what the master's lines mean as he wrote them. The
//! sample game (examples/one-night): Dani is the Robber.

use crate::common;

use common::{GameBuilder, Sandbox, squash};

/// The sample game at night: Dani's on-time `robar a Elena` (21:00) and late `mejor robar a
/// Jorge` (23:30), the deadline at 23:00, and the master's `lines` after it.
fn late_second_pm(lines: &str) -> Sandbox {
    let sandbox = GameBuilder::sample().start();
    sandbox.order(
        "Dani.txt",
        "sent: 2026-11-29T21:00:00+00:00\n\nrobar a Elena\n",
    );
    sandbox.order(
        "Dani-2.txt",
        "sent: 2026-11-29T23:30:00+00:00\n\nmejor robar a Jorge\n",
    );
    sandbox.order("_master.txt", format!("plazo 2026-11-29 23:00\n{lines}"));
    sandbox
}

#[test]
fn a_late_second_pm_is_named_by_its_file_in_the_help_and_rejected_alone() {
    let sandbox = late_second_pm("");
    let run = sandbox.run(&["check", "game"]);
    assert_eq!(run.code, Some(1), "{run:#?}");
    let said = squash(&run.stderr);
    assert!(said.contains("`reject Dani-2.txt`"), "{said}");
    let sandbox = late_second_pm("rechazar Dani-2.txt llegó tarde\n");
    let said = sandbox.run(&["check", "game"]);
    assert!(said.ok().contains("rob Elena"), "{said:#?}");
    sandbox.run(&["next", "game"]).ok();
    let report = sandbox.read_text("game/reports/night/Dani.md");
    assert!(report.contains("la carta de Elena"), "{report}");
    // `Dani-2` without its extension names the same PM.
    let sandbox = late_second_pm("rechazar Dani-2\n");
    assert!(sandbox.run(&["check", "game"]).ok().contains("rob Elena"));
    // Accepted by its file, the late correction counts.
    let sandbox = late_second_pm("aceptar Dani-2.txt\n");
    assert!(sandbox.run(&["check", "game"]).ok().contains("rob Jorge"));
}

#[test]
fn rejecting_the_player_of_an_on_time_and_a_late_pm_is_raised_not_both_dropped() {
    let sandbox = late_second_pm("rechazar Dani llegó tarde\n");
    let run = sandbox.run(&["check", "game"]);
    assert_eq!(run.code, Some(1), "{run:#?}");
    let said = squash(&run.stderr);
    assert!(said.contains("Dani.txt"), "{said}");
    assert!(said.contains("`reject Dani-2.txt`"), "{said}");
    // A file no PM has is the master's error.
    let sandbox = late_second_pm("rechazar Dani-3.txt\n");
    let run = sandbox.run(&["check", "game"]);
    assert!(squash(&run.stderr).contains("Dani-3.txt"), "{run:#?}");
    assert_eq!(run.code, Some(1), "{run:#?}");
}

/// The sample game at night: Dani's PM robs Elena, Jorge, Gloria and Hugo on lines 1 to 4, and
/// the master's `line`.
fn four_robberies(line: &str) -> Sandbox {
    let sandbox = GameBuilder::sample().start();
    sandbox.order(
        "Dani.txt",
        "robar a Elena\nrobar a Jorge\nrobar a Gloria\nrobar a Hugo\n",
    );
    sandbox.order("_master.txt", format!("{line}\n"));
    sandbox
}

#[test]
fn a_range_of_lines_set_aside_covers_its_middle_and_a_number_in_the_reason_is_no_line() {
    for line in [
        "ignorar Dani.txt 2 a 4",
        "ignorar Dani.txt 2 al 4",
        "ignore Dani.txt 2 to 4",
        "ignorar Dani.txt 2-4 saludos",
        "ignorar Dani.txt líneas 2 hasta 4",
    ] {
        let sandbox = four_robberies(line);
        let said = sandbox.run(&["check", "game"]);
        let said = said.ok();
        assert!(said.contains("rob Elena"), "{line}: {said}");
        assert!(!said.contains("rob Gloria"), "{line}: {said}");
    }
    let sandbox = four_robberies("ignorar Dani.txt 1 2 4 (la 3 es la buena)");
    let said = sandbox.run(&["check", "game"]);
    assert!(said.ok().contains("rob Gloria"), "{said:#?}");
    let sandbox = four_robberies("ignorar Dani.txt 1, 2 y 4 la 3 es buena");
    let said = sandbox.run(&["check", "game"]);
    assert!(said.ok().contains("rob Gloria"), "{said:#?}");
}

/// Issue 22 J: a line the master set aside (`ignorar Dani.txt 4`) is his ruling, not the
/// player's chatter: `check` and `check --json` say so, as the trace does; a line the intake
/// set aside stays "no order". A PM rejected by its file is named by it where `--explain`
/// says it is not used.
#[test]
fn a_line_set_aside_is_shown_as_the_masters_and_a_pm_rejected_by_file_is_named() {
    let sandbox = four_robberies("ignorar Dani.txt 4");
    sandbox.order(
        "Dani.txt",
        "robar a Elena\nque nervios\nrobar a Gloria\nrobar a Hugo\n",
    );
    let said = squash(sandbox.run(&["check", "game"]).ok());
    assert!(
        said.contains("line 4 \"robar a Hugo\" set aside by the master"),
        "{said}"
    );
    assert!(
        said.contains("line 2 \"que nervios\" ignored (not an order)"),
        "{said}"
    );
    let json: serde_json::Value =
        serde_json::from_str(sandbox.run(&["check", "game", "--json"]).ok()).unwrap();
    let ignored = json["pms"][0]["ignored"].as_array().unwrap();
    let set_aside = |line: u64| {
        ignored
            .iter()
            .find(|l| l["line"] == line)
            .map(|l| l["set_aside"] == true)
    };
    assert_eq!((set_aside(2), set_aside(4)), (Some(false), Some(true)));
    let explain = sandbox.run(&["next", "game", "--dry-run", "--explain"]);
    assert!(
        squash(explain.ok()).contains("sets aside line 4"),
        "{explain:#?}"
    );
    // Rejected by its file, the late PM is named by it; the on-time PM is read.
    let sandbox = late_second_pm("rechazar Dani-2.txt llegó tarde\n");
    let explain = squash(
        sandbox
            .run(&["next", "game", "--dry-run", "--explain"])
            .ok(),
    );
    assert!(
        explain.contains("Dani's PM Dani-2.txt is not used: the master rejected it"),
        "{explain}"
    );
    // Rejected by the player, his PM is named by him.
    let sandbox = four_robberies("rechazar Dani");
    let explain = squash(
        sandbox
            .run(&["next", "game", "--dry-run", "--explain"])
            .ok(),
    );
    assert!(explain.contains("Dani's PM is not used"), "{explain}");
}

/// The sample game at night: Dani's `robar a Elena` at 21:00 UTC and `mejor robar a Jorge` at
/// 22:30 UTC (23:30 in Madrid), and the master's deadline `line`.
fn deadline_in_a_zone(line: &str) -> Sandbox {
    let sandbox = GameBuilder::sample().start();
    sandbox.order(
        "Dani.txt",
        "sent: 2026-11-29T21:00:00+00:00\n\nrobar a Elena\n",
    );
    sandbox.order(
        "Dani-2.txt",
        "sent: 2026-11-29T22:30:00+00:00\n\nmejor robar a Jorge\n",
    );
    sandbox.order("_master.txt", format!("{line}\n"));
    sandbox
}

#[test]
fn a_deadlines_zone_after_a_space_is_read_or_raised_never_dropped() {
    for line in [
        "plazo 2026-11-29 23:00 +01:00",
        "plazo 2026-11-29 23:00 CET",
        "plazo 2026-11-29 23:00 UTC+1",
        "plazo 2026-11-29 23:00 CET el máster se va de cena",
    ] {
        let sandbox = deadline_in_a_zone(line);
        let run = sandbox.run(&["check", "game"]);
        assert_eq!(run.code, Some(1), "{line}: {run:#?}");
        assert!(
            squash(&run.stderr).contains("after the deadline"),
            "{line}: {run:#?}"
        );
    }
    let sandbox = deadline_in_a_zone("plazo 2026-11-29 23:00 (hora de Madrid)");
    let run = sandbox.run(&["check", "game"]);
    assert_eq!(run.code, Some(1), "{run:#?}");
    assert!(
        squash(&run.stderr).contains("not read as a time zone"),
        "{run:#?}"
    );
    // In UTC the 22:30 PM is on time and replaces the earlier order.
    let sandbox = deadline_in_a_zone("plazo 2026-11-29 23:00 UTC");
    assert!(sandbox.run(&["check", "game"]).ok().contains("rob Jorge"));
}
