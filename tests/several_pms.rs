//! Several PMs from one player in one phase (issue A): `orders/Dani.txt`, `orders/Dani-2.txt`…
//! or `orders/Dani/*.txt`, read in `sent:` order (file order when untimed); a later order
//! replaces an earlier order of the same kind, `check` lists it, and the player's report says
//! what was replaced. The sample game (examples/one-night): Dani is the Robber.

use crate::common;

use common::{GameBuilder, Sandbox};

/// The sample game at night, Carla's PM from the example and Dani's PMs as given.
fn night_with(dani: &[(&str, &str)]) -> Sandbox {
    let sandbox = GameBuilder::sample().start();
    sandbox.order("Carla.txt", "ver centro 1 y 3\n");
    for (file, text) in dani {
        sandbox.order(file, text);
    }
    sandbox
}

/// Dani's private report of the night.
fn dani_report(sandbox: &Sandbox) -> String {
    sandbox.read_text("game/reports/night/Dani.md")
}

#[test]
fn a_second_pm_named_dash_two_is_read_in_sent_order_and_replaces_the_earlier_order() {
    // Dani-2.txt sorts before Dani.txt by name, but was sent first: Dani.txt's robbery counts.
    let sandbox = night_with(&[
        (
            "Dani.txt",
            "Enviado: Dom Nov 29, 2026 10:05 pm\nrobar a Carla\n",
        ),
        (
            "Dani-2.txt",
            "Enviado: Dom Nov 29, 2026 9:03 pm\nHola máster!\nrobar a Bruno\nUn saludo\n",
        ),
    ]);
    let said = sandbox.run(&["check", "game"]);
    let said = said.ok();
    assert!(said.contains("3 PMs are valid"), "{said}");
    assert!(
        said.contains(
            "Dani: orders/Dani-2.txt line 3 “robar a Bruno” is replaced by orders/Dani.txt line 2 “robar a Carla”"
        ),
        "{said}"
    );
    sandbox.run(&["next", "game"]).ok();
    let report = dani_report(&sandbox);
    assert!(
        report.contains(
            "Tu orden «robar a Bruno» quedó sustituida por tu orden posterior «robar a Carla»."
        ),
        "{report}"
    );
    assert!(report.contains("la carta de Carla"), "{report}");
    let public = sandbox.read_text("game/reports/night/public.md");
    assert!(!public.contains("sustituida"), "{public}");
    let carla = sandbox.read_text("game/reports/night/Carla.md");
    assert!(!carla.contains("sustituida"), "{carla}");
    // Both PMs go to the phase's history.
    assert!(
        sandbox
            .path("game/history/night/orders/Dani-2.txt")
            .is_file()
    );
    assert!(sandbox.path("game/history/night/orders/Dani.txt").is_file());
}

#[test]
fn a_players_folder_of_pms_is_read_in_file_order_when_untimed() {
    // No `sent:`: 2.txt comes after 1.txt, 10.txt after 2.txt.
    let sandbox = night_with(&[
        ("Dani/1.txt", "robar a Bruno\n"),
        ("Dani/10.txt", "robar a Elena\n"),
        ("Dani/2.txt", "robar a Carla\n"),
    ]);
    let said = sandbox.run(&["check", "game"]);
    let said = said.ok();
    assert!(
        said.contains(
            "Dani: orders/Dani/1.txt line 1 “robar a Bruno” is replaced by orders/Dani/10.txt line 1 “robar a Elena”"
        ),
        "{said}"
    );
    assert!(
        said.contains(
            "Dani: orders/Dani/2.txt line 1 “robar a Carla” is replaced by orders/Dani/10.txt"
        ),
        "{said}"
    );
    sandbox.run(&["next", "game"]).ok();
    let report = dani_report(&sandbox);
    assert!(report.contains("la carta de Elena"), "{report}");
    assert!(
        report.contains(
            "Tu orden «robar a Bruno» quedó sustituida por tu orden posterior «robar a Elena»."
        ),
        "{report}"
    );
    assert!(
        sandbox
            .path("game/history/night/orders/Dani/10.txt")
            .is_file()
    );
    // `explain` reads the archived folder as `next` read `orders/`.
    let explained = sandbox.run(&["explain", "night", "game", "--player", "Dani"]);
    let explained = explained.ok();
    assert!(
        explained.contains(
            "Your order “robar a Bruno” was replaced by your later order “robar a Elena”."
        ),
        "{explained}"
    );
}

#[test]
fn a_problem_in_a_later_pm_points_at_its_own_file() {
    let sandbox = night_with(&[
        ("Dani.txt", "robar a Bruno\n"),
        ("Dani-2.txt", "robar a Zoe\n"),
    ]);
    sandbox.refused(&["check", "game"], 1, &["orders/Dani-2.txt:1:9", "Zoe"]);
}

#[test]
fn a_folder_named_after_no_player_is_still_refused_and_its_files_not_read() {
    let sandbox = night_with(&[
        ("Dani.txt", "robar a Bruno\n"),
        ("viejos/Dani.txt", "robar a Carla\n"),
    ]);
    let said = sandbox.refused(
        &["check", "game"],
        1,
        &["orders/viejos is a folder, not a PM"],
    );
    assert!(!said.contains("viejos/Dani.txt"), "{said}");
}

#[test]
fn the_running_count_takes_a_players_later_vote_from_his_later_pm() {
    let sandbox = GameBuilder::sample().start();
    sandbox.orders_from_example("1-night");
    sandbox.run(&["next", "game"]).ok();
    sandbox.order("Ana.txt", "votar Fede\n");
    sandbox.order("Dani.txt", "sent: 2026-11-29 21:00\nvotar Fede\n");
    sandbox.order("Dani-2.txt", "sent: 2026-11-29 21:30\nvotar Ana\n");
    let count = sandbox.run(&["tally", "game"]);
    let count = count.ok().to_string();
    assert!(count.contains("**Fede** (1, L-1): Ana\n"), "{count}");
    assert!(count.contains("**Ana** (1, L-1): Dani\n"), "{count}");
    // The PMs' times are the master's: the count gives none (one-night ruling 29).
    assert!(
        count.contains("Counted from the PMs in orders/."),
        "{count}"
    );
    assert!(!count.contains("21:30"), "{count}");
}

#[test]
fn a_folder_inside_a_players_folder_is_refused_not_read() {
    let sandbox = night_with(&[
        ("Dani/1.txt", "robar a Bruno\n"),
        ("Dani/old/1.txt", "robar a Carla\n"),
    ]);
    sandbox.refused(
        &["check", "game"],
        1,
        &["orders/Dani/old is a folder, not a PM"],
    );
}

#[test]
fn the_replaced_order_is_quoted_without_its_markup() {
    let sandbox = common::sample_night();
    std::fs::remove_file(sandbox.path("game/orders/Dani.txt")).unwrap();
    sandbox.order("Dani.txt", "sent: 2026-11-29 21:00\n[b]robar a Bruno[/b]\n");
    sandbox.order(
        "Dani-2.txt",
        "sent: 2026-11-29 22:00\n[b]robar a Carla[/b]\n",
    );
    sandbox.run(&["next", "game"]).ok();
    let report = sandbox.read_text("game/reports/night/Dani.md");
    assert!(
        !report.contains("[/b]") && !report.contains("[b]"),
        "{report}"
    );
    assert!(report.contains("robar a Carla"), "{report}");
}

/// Review, item 3: a PM saved twice by the browser (`Dani (1).txt`) or copied in the file
/// manager (`Dani - copia.txt`) is the player's later PM, as `Dani-2.txt` is: read in `sent:`
/// order, the later order replacing the earlier.
#[test]
fn a_pm_named_as_a_browser_names_a_second_download_is_the_players_later_pm() {
    for second in [
        "Dani (1).txt",
        "Dani(1).txt",
        "Dani - copia.txt",
        "dani - Copy (2).txt",
    ] {
        let sandbox = night_with(&[
            (
                "Dani.txt",
                "Enviado: Dom Nov 29, 2026 9:03 pm\nrobar a Bruno\n",
            ),
            (
                second,
                "Enviado: Dom Nov 29, 2026 10:05 pm\nrobar a Carla\n",
            ),
        ]);
        let said = sandbox.run(&["check", "game"]);
        let said = said.ok();
        assert!(said.contains("3 PMs are valid"), "{second}: {said}");
        // Dani sent his PMs: he is not listed as missing (he was, for `Dani (1).txt` alone).
        let missing = said
            .lines()
            .find(|l| l.starts_with("No PM yet from"))
            .unwrap_or("");
        assert!(!missing.contains("Dani"), "{second}: {said}");
        assert!(
            said.contains(&format!(
                "Dani: orders/Dani.txt line 2 “robar a Bruno” is replaced by orders/{second} line 2 “robar a Carla”"
            )),
            "{second}: {said}"
        );
        sandbox.run(&["next", "game"]).ok();
        assert!(
            dani_report(&sandbox).contains("la carta de Carla"),
            "{second}"
        );
    }
}

/// A browser's copy and a `-N` file in the same place are refused as two PMs in one place;
/// a name that is no player's once the copy's suffix is gone is still refused.
#[test]
fn a_copy_and_a_numbered_pm_in_one_place_are_refused_and_a_copy_of_no_player_too() {
    let sandbox = night_with(&[
        ("Dani.txt", "robar a Bruno\n"),
        ("Dani-2.txt", "robar a Carla\n"),
        ("Dani (1).txt", "robar a Ana\n"),
    ]);
    sandbox.refused(&["check", "game"], 1, &["orders/Dani-2.txt"]);
    let sandbox = night_with(&[("Dani.txt", "robar a Bruno\n"), ("Zoe (1).txt", "hola\n")]);
    sandbox.refused(&["check", "game"], 1, &["orders/Zoe (1).txt"]);
}

#[test]
fn a_later_pm_that_cancels_in_words_withdraws_the_order_and_the_player_is_told() {
    // Issue 22: "an order never becomes chatter in silence" — nor does a cancellation.
    let sandbox = night_with(&[
        (
            "Dani.txt",
            "Enviado: Dom Nov 29, 2026 9:03 pm\nrobar a Bruno\n",
        ),
        (
            "Dani-2.txt",
            "Enviado: Dom Nov 29, 2026 9:40 pm\nPerdona máster, anulo lo anterior\n",
        ),
    ]);
    let said = sandbox.run(&["check", "game"]);
    let said = said.ok();
    assert!(
        said.contains(
            "Dani: orders/Dani.txt line 2 “robar a Bruno” is withdrawn by orders/Dani-2.txt line 2 “Perdona máster, anulo lo anterior”"
        ),
        "{said}"
    );
    sandbox.run(&["next", "game"]).ok();
    let report = dani_report(&sandbox);
    assert!(
        report.contains(
            "Tu orden «robar a Bruno» quedó retirada por tu línea «Perdona máster, anulo lo anterior»."
        ),
        "{report}"
    );
    // Nothing robbed: Dani keeps his own card.
    assert!(!report.contains("la carta de Bruno"), "{report}");
}
