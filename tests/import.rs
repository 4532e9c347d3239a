//! `adjudicate import`: phpBB's PM export (CSV, CSV (Excel), XML; old date format; the master's
//! own delimiter and enclosure; a folder exported page by page) filed into orders/, each PM in
//! its sender's file of its phase; strangers and the master's own PMs listed, earlier phases and
//! PMs already there skipped, late PMs flagged, PMs of one minute filed in the export's own
//! direction; bad files refused with nothing written. The fixtures are in fixtures/pm-exports/.

use crate::common;
use crate::import_support::{exists, fixture, game, import};

use common::{GameBuilder, Sandbox, squash};

#[test]
fn a_spanish_csv_export_files_each_pm_in_its_senders_file_and_lists_the_stranger() {
    let sandbox = game();
    let out = squash(&import(&sandbox, &[&fixture("noche-es.csv")]));
    // Bru is Bruno's alias: the forum name finds the player.
    let bruno = sandbox.read_text("game/orders/Bruno.txt");
    assert!(bruno.starts_with("sent: 2026-11-29T22:05:00+00:00\nRe: Tu rol - Noche 1\n\n"));
    assert!(bruno.contains("[b]Quiero ver la carta del centro 2[/b]"));
    assert!(
        sandbox
            .read_text("game/orders/Ana.txt")
            .contains("Hola máster, ahí va mi MP :)\ncopiar Carla\n")
    );
    assert!(
        out.contains("Ana's PM sent 2026-11-29 22:41 → orders/Ana.txt"),
        "{out}"
    );
    assert!(
        out.contains("a PM from Zoe (sent 2026-11-29 22:50), who is not in the game: not filed")
    );
    assert!(!exists(&sandbox, "game/orders/Zoe.txt"));
    assert!(out.contains("3 filed, 1 skipped."));
    // The filed PMs read as PMs pasted by hand do.
    let check = sandbox.run(&["check", "game"]);
    assert_eq!(check.code, Some(0), "{check:#?}");
}

#[test]
fn an_excel_csv_in_italian_keeps_its_unenclosed_line_breaks_and_its_quotes() {
    let sandbox = game();
    import(&sandbox, &[&fixture("notte-it-excel.csv")]);
    let dani = sandbox.read_text("game/orders/Dani.txt");
    assert_eq!(
        dani,
        "sent: 2026-11-29T20:10:00+00:00\nRe: Il tuo ruolo - Notte 1\n\nCiao master\nrobar a bruno\n"
    );
    assert!(
        sandbox
            .read_text("game/orders/Elena.txt")
            .contains("intercambiar Daniel y Gloria, grazie \"davvero\"")
    );
}

#[test]
fn an_english_xml_export_is_read_unescaped_once() {
    let sandbox = game();
    import(&sandbox, &[&fixture("night-en.xml")]);
    let carla = sandbox.read_text("game/orders/Carla.txt");
    assert!(carla.contains("ver centro 1 y 3 & thanks <3"), "{carla}");
    let fede = sandbox.read_text("game/orders/Fede.txt");
    assert!(fede.contains("[quote=\"Master\"]send me your action[/quote]"));
}

#[test]
fn an_export_older_than_phpbb_3_0_5_is_read_in_the_exporters_date_format() {
    let sandbox = game();
    import(&sandbox, &[&fixture("old-3.0.4-es.csv")]);
    assert!(
        sandbox
            .read_text("game/orders/Ana.txt")
            .starts_with("sent: 2026-11-29T21:03:00+00:00\n")
    );
}

#[test]
fn the_masters_own_delimiter_and_enclosure_are_read_given_or_not() {
    let given = game();
    import(
        &given,
        &[
            "--delimiter",
            ";",
            "--enclosure",
            "|",
            &fixture("semicolon-pipe.csv"),
        ],
    );
    let ana = given.read_text("game/orders/Ana.txt");
    assert!(
        ana.contains("Re: Tu rol; noche\n\ncopiar Carla; gracias\n"),
        "{ana}"
    );
    // A wrong dialect named by the master is refused, not guessed around.
    let wrong = game();
    wrong.refused(
        &[
            "import",
            "game",
            "--delimiter",
            ",",
            &fixture("semicolon-pipe.csv"),
        ],
        2,
        &["is not a phpBB PM export"],
    );
}

#[test]
fn a_folder_exported_page_by_page_files_every_pm_in_the_order_it_was_sent() {
    let sandbox = game();
    let out = import(&sandbox, &[&fixture("pages")]);
    assert!(squash(&out).contains("30 filed, 0 skipped."), "{out}");
    // Ana sent PMs 1, 11 and 21: her files follow that order though page 1 lists the newest.
    let first = sandbox.read_text("game/orders/Ana.txt");
    let third = sandbox.read_text("game/orders/Ana-3.txt");
    assert!(first.contains("MP número 1 de Ana"), "{first}");
    assert!(third.contains("MP número 21 de Ana"), "{third}");
}

#[test]
fn importing_the_same_export_twice_files_nothing_twice() {
    let sandbox = game();
    import(&sandbox, &[&fixture("pages")]);
    let before = sandbox.snapshot();
    let out = squash(&import(
        &sandbox,
        &[&fixture("pages"), &fixture("pages/data.csv")],
    ));
    assert!(out.contains("0 filed, 55 skipped."), "{out}");
    assert!(out.contains("is already in orders/Ana-3.txt: skipped"));
    assert_eq!(before, sandbox.snapshot());
}

#[test]
fn a_pm_sent_after_the_deadline_is_filed_flagged_late_and_check_stops_on_it() {
    let sandbox = game();
    sandbox.order("_master.txt", "deadline 2026-11-29 22:00\n");
    let out = squash(&import(&sandbox, &[&fixture("late-es.csv")]));
    assert!(
        out.contains("Hugo's PM sent 2026-11-29 22:20 → orders/Hugo.txt, LATE (the deadline was 2026-11-29 22:00)"),
        "{out}"
    );
    assert!(out.contains("Gloria's PM sent 2026-11-29 21:55 → orders/Gloria.txt"));
    let check = sandbox.run(&["check", "game"]);
    assert_eq!(check.code, Some(1));
    assert!(
        squash(&check.stderr)
            .contains("Hugo's PM was sent at 2026-11-29T22:20:00+00:00, after the deadline")
    );
}

#[test]
fn pms_of_an_earlier_phase_are_skipped_and_those_already_archived_too() {
    let sandbox = game();
    // Last phase, Ana's PM was pasted by hand, with phpBB's date line, as the export holds it.
    sandbox.order(
        "Ana.txt",
        "Asunto: Re: Tu rol - Noche 1\nEnviado: Dom Nov 29, 2026 10:41 pm\n\n\
         Hola máster, ahí va mi MP :)\ncopiar Carla\nsi soy vidente:\nver Bruno\n--\nAna\n",
    );
    sandbox.order("_master.txt", "deadline 2026-11-29 23:00\n");
    sandbox.run(&["next", "game"]).ok();
    let out = squash(&import(
        &sandbox,
        &[&fixture("noche-es.csv"), &fixture("late-es.csv")],
    ));
    // Ana's PM is the one pasted by hand last phase: already archived.
    assert!(
        out.contains("Ana's PM sent 2026-11-29 22:41 is already in history/"),
        "{out}"
    );
    // Carla's exported PM was sent before last phase's deadline.
    assert!(out.contains(
        "Carla's PM sent 2026-11-29 22:30 belongs to an earlier phase (its deadline was 2026-11-29 23:00): skipped"
    ));
    assert!(!exists(&sandbox, "game/orders/Carla.txt"));
}

#[test]
fn a_dry_run_prints_what_it_would_file_and_writes_nothing() {
    let sandbox = game();
    let before = sandbox.snapshot();
    let out = squash(&import(&sandbox, &["--dry-run", &fixture("noche-es.csv")]));
    assert!(out.contains("→ orders/Ana.txt"));
    assert!(out.contains("Dry run: 3 would be filed, 1 skipped; nothing was written."));
    assert_eq!(before, sandbox.snapshot());
}

#[test]
fn malformed_exports_and_unknown_pages_are_refused_with_nothing_written() {
    let sandbox = game();
    for (file, said) in [
        (
            "broken-columns.csv",
            "a record has a number of columns other than phpBB's six",
        ),
        ("broken.xml", "is not a phpBB PM export in XML"),
        (
            "broken-date.csv",
            "has a date that cannot be read: `el día de la luna`",
        ),
        (
            "login-page.html",
            "is a page neither of PMs nor of a thread",
        ),
        (
            "../pages/wrong/phpbb-login.html",
            "is a login page of phpBB",
        ),
        (
            "../pages/wrong/phpbb-error.html",
            "is an error page of phpBB",
        ),
        (
            "../pages/wrong/smf-search.html",
            "is a search results page of SMF",
        ),
    ] {
        // A good file beside the bad one is not filed either.
        sandbox.refused(
            &["import", "game", &fixture("noche-es.csv"), &fixture(file)],
            2,
            &[said],
        );
    }
}

/// The master's own PMs and posts (`masters:` in game.yaml, `init --master`) are listed as his,
/// not as a stranger's; a master named as a player or an alias could not be told apart.
#[test]
fn the_masters_pm_is_listed_as_his_and_a_master_named_like_a_player_is_refused() {
    let sandbox = game();
    // Written by hand into game.yaml, as a master who started without `--master` does.
    // The sample's init.args name the example's master (Narrador); Zoe is a co-master.
    let yaml = sandbox.read_text("game/game.yaml");
    assert!(yaml.contains("\nmasters:\n- Narrador\n"), "{yaml}");
    sandbox.write(
        "game/game.yaml",
        yaml.replacen("\nmasters:\n", "\nmasters:\n- zoe\n", 1),
    );
    let out = squash(&import(&sandbox, &[&fixture("noche-es.csv")]));
    assert!(
        out.contains("the master's PM (Zoe, sent 2026-11-29 22:50): not filed"),
        "{out}"
    );
    assert!(!out.contains("who is not in the game"), "{out}");
    assert!(!sandbox.path("game/orders/Zoe.txt").exists());

    let other = Sandbox::new();
    let roster = common::example_dir("one-night").join("roster.csv");
    let roster = roster.display().to_string();
    let mut args = vec![
        "init",
        "game",
        "--ruleset",
        "one-night",
        "--players",
        &roster,
    ];
    let example = common::example_init_args();
    args.extend(example.iter().map(String::as_str));
    args.extend(["--master", "Bru"]);
    let said = other.refused(&args, 1, &["`Bru`", "Bruno"]);
    assert!(!other.path("game").exists(), "{said}");
}

/// F2 (break5): before phpBB 3.0.5 an export's dates have minute precision, and phpBB lists a
/// folder (and exports it) newest first. Dani's two PMs of 22:01, the later one correcting the
/// earlier: the rows fall in time (22:01, 22:01, 22:00), so the export is newest first and the
/// two of the same minute are filed backwards too: the correction is his last PM.
#[test]
fn same_minute_pms_of_a_newest_first_export_are_filed_in_the_exports_own_direction() {
    let sandbox = game();
    sandbox.write(
        "export.csv",
        "Re: Noche,Dani,\"Dom Nov 29, 2026 10:01 pm\",,\"Perdón, me equivoqué: robar a Carla\",\n\
         Re: Noche,Dani,\"Dom Nov 29, 2026 10:01 pm\",,robar a Bruno,\n\
         Re: Noche,Dani,\"Dom Nov 29, 2026 10:00 pm\",,robar a Elena,\n",
    );
    let out = squash(&import(
        &sandbox,
        &[&sandbox.path("export.csv").display().to_string()],
    ));
    assert!(out.contains("3 filed, 0 skipped."), "{out}");
    assert!(!out.contains("which came first"), "{out}");
    assert!(
        sandbox
            .read_text("game/orders/Dani.txt")
            .contains("robar a Elena")
    );
    assert!(
        sandbox
            .read_text("game/orders/Dani-2.txt")
            .contains("robar a Bruno")
    );
    let last = sandbox.read_text("game/orders/Dani-3.txt");
    assert!(last.contains("robar a Carla"), "{last}");
}

/// Rows of one minute only: the export's direction cannot be told, and the import says so.
#[test]
fn same_minute_pms_whose_order_cannot_be_told_are_raised_at_import() {
    let sandbox = game();
    sandbox.write(
        "export.csv",
        "Re: Noche,Dani,\"Dom Nov 29, 2026 10:01 pm\",,robar a Carla,\n\
         Re: Noche,Dani,\"Dom Nov 29, 2026 10:01 pm\",,robar a Bruno,\n",
    );
    let out = squash(&import(
        &sandbox,
        &[&sandbox.path("export.csv").display().to_string()],
    ));
    assert!(
        out.contains(
            "Dani: two PMs sent in the same minute (Dom Nov 29, 2026 10:01 pm): which came \
             first is unknown; filed as orders/Dani.txt and then orders/Dani-2.txt"
        ),
        "{out}"
    );
}

#[test]
fn a_later_pm_is_never_filed_under_the_name_of_another_player() {
    // Players `Ana` and `Ana-2`: `orders/Ana-2.txt` is Ana-2's PM (`inbox::numbered`), so
    // Ana's second PM filed there would be read, in silence, as Ana-2's order.
    let sandbox = GameBuilder::roster("name,aliases\nAna,\nAna-2,\nBruno,\nCarla,\n").start();
    sandbox.write(
        "two.csv",
        "Re: Noche,Ana,2026-11-29T22:40:00+00:00,,ver a Bruno,\n\
         Re: Noche,Ana,2026-11-29T22:45:00+00:00,,\"perdón, mejor ver a Carla\",\n",
    );
    let out = squash(&import(
        &sandbox,
        &[&sandbox.path("two.csv").display().to_string()],
    ));
    assert!(out.contains("2 filed, 0 skipped."), "{out}");
    assert!(!exists(&sandbox, "game/orders/Ana-2.txt"), "{out}");
    assert!(exists(&sandbox, "game/orders/Ana (1).txt"), "{out}");
    // Ana (the Seer at seed 7) changed her mind: her later PM is hers, and valid. Filed as
    // Ana-2's, it was refused as a Villager's look.
    let check = sandbox.run(&["check", "game"]);
    assert_eq!(check.code, Some(0), "{check:#?}");
}

#[test]
fn a_pm_from_a_forum_user_whose_name_starts_a_players_is_a_strangers() {
    // The forum gives the sender's whole user name: `Dan` (a spectator) is not Dani, `Glor`
    // not Gloria. Filed as theirs, a stranger's vote was read, in silence, as a player's order
    // (and import even said "Dani's PM").
    let sandbox = GameBuilder::roster("name,aliases\nAna,\nDani,Daniel\nGloria,\nBruno,\n").start();
    sandbox.write(
        "strangers.csv",
        "Re: Noche,Dan,2026-11-29T22:40:00+00:00,,ver a Bruno,\n\
         Re: Noche,Glor,2026-11-29T22:41:00+00:00,,ver a Ana,\n\
         Re: Noche,daniel,2026-11-29T22:42:00+00:00,,ver a Gloria,\n",
    );
    let out = squash(&import(
        &sandbox,
        &[&sandbox.path("strangers.csv").display().to_string()],
    ));
    assert!(
        out.contains("a PM from Dan (sent 2026-11-29 22:40), who is not in the game"),
        "{out}"
    );
    assert!(
        out.contains("a PM from Glor (sent 2026-11-29 22:41), who is not in the game"),
        "{out}"
    );
    assert!(!exists(&sandbox, "game/orders/Gloria.txt"), "{out}");
    // An alias, in any case, is the player's own name on the forum.
    assert!(out.contains("1 filed, 2 skipped."), "{out}");
    assert!(
        sandbox
            .read_text("game/orders/Dani.txt")
            .contains("ver a Gloria")
    );
}

#[test]
fn an_inbox_of_thousands_of_pms_is_filed_in_one_pass() {
    // Each PM's number was found by searching every number taken again, and each PM compared
    // with every other: 6000 PMs of one player took 290 s in a release build (a hang to the
    // master importing his whole inbox). Now each is filed once. No time is asserted (the
    // growth is `make bench`'s to measure): the test holds that all 3000 are filed, numbered.
    let sandbox = game();
    let rows: String = (0..3000)
        .map(|i| {
            let (day, minute) = (1 + i / 1440, i % 1440);
            format!(
                "Re: Noche,Ana,2026-10-{day:02}T{:02}:{:02}:00+00:00,,hola {i},\n",
                minute / 60,
                minute % 60
            )
        })
        .collect();
    sandbox.write("inbox.csv", &rows);
    let out = squash(&import(
        &sandbox,
        &[
            "--dry-run",
            &sandbox.path("inbox.csv").display().to_string(),
        ],
    ));
    assert!(out.contains("→ orders/Ana-3000.txt"), "{out}");
    assert!(
        out.contains("Dry run: 3000 would be filed, 0 skipped"),
        "{out}"
    );
}

#[test]
fn a_pm_whose_text_is_inside_one_already_filed_of_the_same_minute_is_filed() {
    // A filed PM of the same player and time that only *contains* the new one's text made it
    // "already in orders/Ana.txt": Ana's last word (`ver a Carla`) skipped, her first counted.
    let sandbox = game();
    let first =
        "Re: Noche,Ana,2026-11-29T22:40:00+00:00,,\"ver a Carla? no, mejor ver a Bruno\",\n";
    sandbox.write("first.csv", first);
    sandbox.write(
        "both.csv",
        format!("{first}Re: Noche,Ana,2026-11-29T22:40:00+00:00,,ver a Carla,\n"),
    );
    import(
        &sandbox,
        &[&sandbox.path("first.csv").display().to_string()],
    );
    let out = squash(&import(
        &sandbox,
        &[&sandbox.path("both.csv").display().to_string()],
    ));
    // The first is the one already there; the second is new.
    assert!(out.contains("1 filed, 1 skipped."), "{out}");
    assert!(
        sandbox
            .read_text("game/orders/Ana-2.txt")
            .contains("ver a Carla\n"),
        "{out}"
    );
}
