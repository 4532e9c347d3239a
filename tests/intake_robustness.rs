//! Issue H: ordinary input never panics, and nothing a PM holds is lost or reaches the
//! terminal raw. Each test is named after the failure it pins.

use crate::common;

use common::{Sandbox, squash};
use std::path::Path;

/// A sandbox with the example game of `ruleset` started in `game/`.
fn started(ruleset: &str) -> Sandbox {
    common::example_game(ruleset)
}

/// Runs `check` and `next` on the game: both refuse (exit 1), say `expected`, and do not panic.
#[track_caller]
fn refused_by_check_and_next(sandbox: &Sandbox, expected: &[&str]) {
    for command in ["check", "next"] {
        sandbox.refused(&[command, "game"], 1, expected);
    }
}

#[test]
fn a_one_letter_accented_word_after_a_verb_does_not_panic() {
    // "à", "è", "á" fold to fillers ("a", "e"), so the verb has no player and the problem
    // points at the end of the line: inside a two-byte character.
    let cases = [
        ("one-night", "Ana.txt", "ver à\n", "orders/Ana.txt:1:5"),
        (
            "one-night",
            "_master.txt",
            "modkill à\n",
            "orders/_master.txt:1:9",
        ),
        (
            "lupus",
            "_master.txt",
            "modkill è\n",
            "orders/_master.txt:1:9",
        ),
        ("chechino", "Ana.txt", "matar á\n", "orders/Ana.txt:1:7"),
        (
            "chechino",
            "_master.txt",
            "modkill à\n",
            "orders/_master.txt:1:9",
        ),
    ];
    for (ruleset, file, pm, place) in cases {
        let sandbox = started(ruleset);
        sandbox.order(file, pm);
        refused_by_check_and_next(&sandbox, &[place]);
    }
}

#[test]
fn an_error_past_column_65535_is_shown_clipped_around_the_word() {
    let sandbox = started("one-night");
    let pm = format!("copiar Carla{}Zorro\n", " ".repeat(65_600));
    sandbox.order("Ana.txt", pm);
    for command in ["check", "next"] {
        let said = sandbox.refused(&[command, "game"], 1, &["orders/Ana.txt:1:65613"]);
        let shown = said
            .lines()
            .find(|l| l.contains("Zorro") && l.contains('│'))
            .unwrap_or_else(|| panic!("the line is not shown:\n{said}"));
        assert!(shown.contains('…'), "the long line is not clipped: {shown}");
        assert!(
            shown.chars().count() < 200,
            "the shown line is {} characters long",
            shown.chars().count()
        );
    }
}

#[test]
fn a_pm_with_any_unicode_line_break_keeps_its_orders_after_a_greeting() {
    // Before: the whole PM was one line starting with `#`, so one comment; the order vanished
    // and `check` passed. Now the second line is read, and its unknown name is refused there.
    for br in [
        "\r", "\u{2028}", "\u{2029}", "\u{85}", "\u{0B}", "\u{0C}", "\r\n",
    ] {
        let sandbox = started("one-night");
        sandbox.order(
            "Ana.txt",
            format!("# Hola máster{br}ver Zorro{br}Un saludo"),
        );
        let said = sandbox.refused(&["check", "game"], 1, &["orders/Ana.txt:2:5", "Zorro"]);
        assert!(!said.contains("panicked"), "{said}");
    }
}

#[test]
fn control_characters_in_a_pm_never_reach_the_terminal() {
    let sandbox = started("one-night");
    sandbox.order(
        "Ana.txt",
        "ver \u{1b}[31mZorro\u{1b}]0;pwned\u{7}\u{9b}2J\n",
    );
    let said = sandbox.refused(&["check", "game"], 1, &["orders/Ana.txt:1:5"]);
    for raw in ['\u{1b}', '\u{7}', '\u{9b}'] {
        assert!(!said.contains(raw), "{raw:?} reached the terminal:\n{said}");
    }
    assert!(squash(&said).contains("\\u{1b}[31mZorro"), "{said}");
}

#[test]
fn a_dead_players_pm_does_not_hide_the_problems_of_the_others() {
    let sandbox = started("one-night");
    // Bruno is dead (as a hand-kept game.yaml may say); his PM is refused, and Carla's bad
    // name is still found.
    let yaml = sandbox.read_text("game/game.yaml");
    let at = yaml.find("- name: Bruno").unwrap();
    let alive = at + yaml[at..].find("alive: true").unwrap();
    let yaml = format!(
        "{}alive: false{}",
        &yaml[..alive],
        &yaml[alive + "alive: true".len()..]
    );
    sandbox.write("game/game.yaml", yaml);
    sandbox.order("Bruno.txt", "ver Ana\n");
    sandbox.order("Carla.txt", "ver Zorro\n");
    let said = sandbox.refused(
        &["check", "game"],
        1,
        &["orders/Bruno.txt", "orders/Carla.txt"],
    );
    assert!(said.contains("Zorro"), "{said}");
}

#[test]
fn a_10_mb_pm_is_refused_before_it_is_read() {
    let sandbox = started("one-night");
    sandbox.order("Ana.txt", "ver Bruno\n".repeat(1_000_000));
    for command in ["check", "next"] {
        sandbox.refused(
            &[command, "game"],
            2,
            &["orders/Ana.txt is larger than a PM can be (1024 KiB or 20000 lines at most)"],
        );
    }
}

#[test]
fn a_pm_of_16000_bad_lines_gets_every_problem_at_once() {
    // Before: every problem kept a copy of the file (2.5 GB for 160 KB). Now they share it;
    // docs/PERFORMANCE.md has the time and memory.
    let sandbox = started("one-night");
    // Each line a problem of its own (a later order of a kind would replace an earlier one).
    let pm: String = (0..16_000)
        .map(|i| format!("no veo a Bruno {i}\n"))
        .collect();
    sandbox.order("Ana.txt", pm);
    let said = sandbox.refused(&["check", "game"], 1, &["orders/Ana.txt:16000:1"]);
    assert!(said.matches("no veo a Bruno").count() >= 16_000);
}

#[test]
fn a_forum_date_header_is_read_in_the_games_time_zone() {
    // Issue A: "times without an offset are read in it; deadlines too".
    let sandbox = Sandbox::new();
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/one-night");
    sandbox.write(
        "roster.csv",
        std::fs::read(example.join("roster.csv")).unwrap(),
    );
    let init_args = std::fs::read_to_string(example.join("init.args")).unwrap();
    let mut args = vec![
        "init",
        "game",
        "--ruleset",
        "one-night",
        "--players",
        "roster.csv",
    ];
    args.extend(init_args.split_whitespace());
    args.extend(["--timezone", "Europe/Madrid"]);
    sandbox.run(&args).ok();
    assert!(
        sandbox
            .read_text("game/game.yaml")
            .contains("timezone: Europe/Madrid\n")
    );
    // The deadline is 22:00 in Madrid; a phpBB header of 21:30 (Madrid) is in time, one of
    // 22:30 is late, whatever the UTC clock said.
    sandbox.order("_master.txt", "deadline 2026-11-29 22:00\n");
    sandbox.order(
        "Carla.txt",
        "Asunto: Re: Noche 1\nEnviado: Dom Nov 29, 2026 9:30 pm\nver Bruno\n",
    );
    sandbox.run(&["check", "game"]).ok();
    sandbox.order(
        "Carla.txt",
        "Asunto: Re: Noche 1\nEnviado: Dom Nov 29, 2026 10:30 pm\nver Bruno\n",
    );
    sandbox.refused(&["check", "game"], 1, &["Carla"]);
}

#[test]
fn an_unknown_time_zone_is_refused_at_init() {
    let sandbox = Sandbox::new();
    sandbox.write("roster.csv", "Ana\nBruno\nCarla\n");
    let args = [
        "init",
        "game",
        "--ruleset",
        "one-night",
        "--players",
        "roster.csv",
        "--timezone",
        "Europe/Atlantis",
    ];
    sandbox.refused(&args, 2, &["`Europe/Atlantis` is not a time zone"]);
}

#[test]
fn a_utf16_pm_without_its_mark_is_refused_not_read_as_chatter() {
    let sandbox = started("one-night");
    let utf16: Vec<u8> = "ver Bruno\n"
        .encode_utf16()
        .flat_map(|u| u.to_le_bytes())
        .collect();
    sandbox.order("Ana.txt", utf16);
    sandbox.refused(&["check", "game"], 2, &["orders/Ana.txt"]);
}
