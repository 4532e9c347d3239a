//! examples/one-night as a master on a Discourse forum plays it (issue 21: "a master brings PMs
//! and threads in as the forum gives them and never edits one by hand"). Each player has a
//! personal-message topic with the master (Narrador): the role PM, the player's answer, the
//! night's report, the vote. The master saves the topics where a player wrote ("Save page as…",
//! the page as Discourse shows it) and runs `adjudicate import`: the players' forum names are
//! their aliases (Anita, Bru, Ines), the master's own posts are no player's, and on the day the
//! same topics saved again file only what is new. The game is the one the example's PMs typed by
//! hand played: Fede and Gloria die on a tie at three.

use crate::common;

use common::{Sandbox, example_dir, example_game, squash};

/// `adjudicate import game <the phase's folder>`, as a master imports the folder he saved the
/// topics into: each page ("Save page as…, complete"), the `…_files/` folder beside it passed
/// by. Its output, whitespace squashed.
fn import_phase(sandbox: &Sandbox, phase: &str) -> String {
    let dir = example_dir("one-night").join("phases").join(phase);
    let dir = dir.display().to_string();
    squash(sandbox.run(&["import", "game", &dir]).ok())
}

#[test]
fn the_night_pms_come_from_the_saved_topics_each_in_its_senders_file() {
    let sandbox = example_game("one-night");
    let out = import_phase(&sandbox, "1-night");
    // Anita is Ana's alias: the forum name finds the player; the time is the post's own.
    assert!(
        out.contains("Ana's PM sent 2026-11-29 21:41 → orders/Ana.txt"),
        "{out}"
    );
    assert!(out.contains("Bruno's PM sent 2026-11-29 21:05 → orders/Bruno.txt"));
    // The role PM that opens each topic is the master's (`--master Narrador` in init.args):
    // listed as his, not filed.
    assert!(
        out.contains("the master's PM (Narrador, sent 2026-11-29 19:30): not filed"),
        "{out}"
    );
    assert!(!out.contains("who is not in the game"), "{out}");
    assert!(out.contains("8 filed, 8 skipped."), "{out}");
    // Discourse's bold is BBCode bold; its emoji images are their alt text.
    let ana = sandbox.read_text("game/orders/Ana.txt");
    assert!(
        ana.starts_with("sent: 2026-11-29T21:41:00+00:00\n\n"),
        "{ana}"
    );
    assert!(
        ana.contains(
            "\n[b]copiar Carla[/b]\nsi soy vidente:\nver Bruno\nsi soy ladrona:\nrobar Dani\n"
        ),
        "{ana}"
    );
    assert!(
        sandbox
            .read_text("game/orders/Bruno.txt")
            .contains("Buenas!! :grinning:\n")
    );
    let check = sandbox.run(&["check", "game"]);
    // Six night actions, and two players who only wrote back that they had read their card.
    assert_eq!(
        check.ok().lines().last(),
        Some("8 PMs are valid for the Night phase.")
    );
    assert!(
        check.ok().contains("\"robar a bruno\" → rob Bruno"),
        "{check:#?}"
    );
    assert!(
        check
            .ok()
            .contains("Gloria (orders/Gloria.txt): line 3 \"Recibido, gracias! A dormir y mañana ya veremos :sleeping:\" ignored (not an order)"),
        "{check:#?}"
    );
}

#[test]
fn the_day_topics_saved_again_file_only_the_votes_and_the_game_ends_as_before() {
    let sandbox = example_game("one-night");
    sandbox.play_phase("one-night", "1-night");
    let out = import_phase(&sandbox, "2-day");
    // The night's answers, in the same topics, are already archived: not filed twice.
    assert!(
        out.contains("Ana's PM sent 2026-11-29 21:41 is already in history/night/orders/Ana.txt"),
        "{out}"
    );
    // Two posts of the master in each of the ten topics (the role, the night's report), the
    // eight answers of the night: 28 skipped; the ten votes filed.
    assert!(out.contains("10 filed, 28 skipped."), "{out}");
    // Ines is Inés's forum name (Discourse's usernames have no accents).
    assert!(
        out.contains("Inés's PM sent 2026-11-30 19:05 → orders/Inés.txt"),
        "{out}"
    );
    let check = sandbox.run(&["check", "game"]);
    assert_eq!(
        check.ok().lines().last(),
        Some("10 PMs are valid for the Day phase.")
    );
    sandbox.run(&["next", "game"]).ok();
    // (The tests run every command with `--lang en`: the reports are in English.)
    let public = sandbox.read_text("game/reports/day/public.md");
    for line in [
        "- Fede: 3 votes (Bruno, Dani, Hugo).",
        "- Gloria: 3 votes (Ana, Carla, Jorge).",
        "- **Fede** dies. Card: **Tanner**.",
        "- **Gloria** dies. Card: **Werewolf**.",
        "- Winners: **Ana, Bruno, Carla, Dani, Elena, Fede, Inés, Jorge**.",
    ] {
        assert!(public.contains(line), "{line}:\n{public}");
    }
    // Each player's own report of the day, the game's last, ends telling him whether he won,
    // with his card at the end; a dead player reads his own death in the second person.
    let report = |player: &str| sandbox.read_text(&format!("game/reports/day/{player}.md"));
    let gloria = report("Gloria");
    assert!(
        gloria.ends_with(
            "- You die. Your card: **Werewolf**.\n- You did not win. Your role at the end: **Werewolf**.\n"
        ),
        "{gloria}"
    );
    assert!(!gloria.contains("**Gloria** dies"), "{gloria}");
    let fede = report("Fede");
    assert!(
        fede.ends_with(
            "- You die. Your card: **Tanner**.\n- You won. Your role at the end: **Tanner**.\n"
        ),
        "{fede}"
    );
    assert!(
        report("Ana").ends_with("- You won. Your role at the end: **Seer**.\n"),
        "{}",
        report("Ana")
    );
    assert!(
        report("Hugo").ends_with("- You did not win. Your role at the end: **Minion**.\n"),
        "{}",
        report("Hugo")
    );
    // The night did not end the game: its reports say nothing of winning.
    for player in ["Ana", "Gloria"] {
        let night = sandbox.read_text(&format!("game/reports/night/{player}.md"));
        assert!(
            !night.contains("You won") && !night.contains("did not win"),
            "{night}"
        );
    }
    // Importing the same pages again files nothing.
    let again = import_phase(&sandbox, "2-day");
    assert!(again.contains("0 filed, 38 skipped."), "{again}");
}
