//! `adjudicate import` of saved pages: PM pages (phpBB, SMF, vBulletin, MyBB, XenForo, Invision
//! Community, Mediavida, Discourse) filed into orders/, each PM in its sender's file, read
//! against the save time; thread pages copied into thread/, or filed as orders where orders are
//! thread posts; PM headers pasted by hand read by `check`. The fixtures are in
//! fixtures/pm-exports/.

use crate::common;
use crate::import_support::{exists, fixture, game, import};

use common::squash;
use std::path::PathBuf;

#[test]
fn a_saved_phpbb_pm_page_files_its_pm_without_the_quote_or_the_signature() {
    let sandbox = game();
    let out = squash(&import(&sandbox, &[&fixture("phpbb-pm-es.html")]));
    assert!(
        out.contains("Ana's PM sent 2026-11-29 21:03 → orders/Ana.txt"),
        "{out}"
    );
    let ana = sandbox.read_text("game/orders/Ana.txt");
    assert!(ana.starts_with("sent: 2026-11-29T21:03:00+00:00\nRe: Tu rol - Noche 1\n\n"));
    assert!(
        ana.contains("Hola máster, ahí va mi MP :)\ncopiar Carla\n[quote]"),
        "{ana}"
    );
    assert!(!ana.contains("la del pueblo"));
    // The master's quoted "p. ej. copiar Bruno" stays a quote, and an example: never read as
    // Ana's order (review break7 F2: an example is no order, so nothing in the quote is one).
    let check = sandbox.run(&["check", "game"]);
    assert_eq!(check.code, Some(0), "{check:#?}");
    let listing = squash(&check.stdout);
    assert!(
        listing.contains("line 5 \"copiar Carla\" → copy Carla"),
        "{listing}"
    );
    assert!(!listing.contains("copy Bruno"), "{listing}");
}

#[test]
fn a_saved_smf_pm_page_files_each_pm_today_read_against_the_save_time() {
    for (page, lang) in [("smf-pm-it.html", "it"), ("smf-pm-en.html", "en")] {
        let sandbox = game();
        let out = squash(&import(
            &sandbox,
            &["--saved-at", "2026-11-29 23:30", &fixture(page)],
        ));
        assert!(out.contains("2 filed, 0 skipped."), "{lang}: {out}");
        let dani = sandbox.read_text("game/orders/Dani.txt");
        assert!(
            dani.starts_with("sent: 2026-11-29T21:52:10+00:00\n"),
            "{lang}: {dani}"
        );
        assert!(dani.ends_with("robar a bruno\n"));
        assert!(!dani.contains("villico"), "the signature is not the PM's");
        let elena = sandbox.read_text("game/orders/Elena.txt");
        assert!(
            elena.starts_with("sent: 2026-11-29T22:52:10+00:00\n"),
            "{lang}: {elena}"
        );
    }
}

#[test]
fn a_saved_vbulletin_pm_page_files_its_pm_today_read_against_the_save_time() {
    let sandbox = game();
    let out = squash(&import(
        &sandbox,
        &[
            "--saved-at",
            "2026-11-29 23:30",
            &fixture("vbulletin-pm-es.html"),
        ],
    ));
    assert!(
        out.contains("Ana's PM sent 2026-11-29 21:03 → orders/Ana.txt"),
        "{out}"
    );
    let ana = sandbox.read_text("game/orders/Ana.txt");
    assert!(
        ana.starts_with("sent: 2026-11-29T21:03:00+00:00\n"),
        "{ana}"
    );
    assert!(ana.contains("[b]copiar Carla[/b]"), "{ana}");
    assert!(
        !ana.contains("la del pueblo"),
        "the signature is not the PM's"
    );
    // The master's quoted "copiar Bruno" stays a quote: never read as Ana's order in silence.
    assert!(ana.contains("[quote=\"Master\"]"), "{ana}");
}

#[test]
fn xenforo_conversations_and_discourse_personal_messages_file_each_message() {
    for page in ["xenforo-conversation.html", "discourse-pm-it.html"] {
        let sandbox = game();
        let out = squash(&import(&sandbox, &[&fixture(page)]));
        assert!(out.contains("2 filed, 0 skipped."), "{page}: {out}");
        let dani = sandbox.read_text("game/orders/Dani.txt");
        assert!(
            dani.starts_with("sent: 2026-11-29T21:52:10+00:00\n"),
            "{page}: {dani}"
        );
        assert!(dani.contains("[b]robar a bruno[/b]"), "{page}: {dani}");
        assert!(!dani.contains("villico"), "the signature is not the PM's");
        let elena = sandbox.read_text("game/orders/Elena.txt");
        assert!(
            elena.starts_with("sent: 2026-11-29T22:52:10+00:00\n"),
            "{page}: {elena}"
        );
        // Dani's order quoted by Elena stays a quote.
        assert!(elena.contains("[quote=\"Dani\"]"), "{page}: {elena}");
    }
}

#[test]
fn saved_thread_pages_are_copied_into_the_thread_folder_once() {
    let sandbox = game();
    let out = squash(&import(&sandbox, &[&fixture("phpbb-thread-p1.html")]));
    assert!(
        out.contains("a phpBB thread page → thread/phpbb-thread-p1.html"),
        "{out}"
    );
    assert_eq!(
        sandbox.read("game/thread/phpbb-thread-p1.html"),
        std::fs::read(fixture("phpbb-thread-p1.html")).unwrap()
    );
    let again = squash(&import(&sandbox, &[&fixture("phpbb-thread-p1.html")]));
    assert!(again.contains("is already in thread/phpbb-thread-p1.html: skipped"));
    // `check` reads the day's thread as `next` does and names it: the forum, pages, posts.
    let check = sandbox.run(&["check", "game", "--lang", "en"]);
    assert_eq!(check.code, Some(0), "{check:#?}");
    assert!(
        squash(&check.stdout).contains("Thread read from 1 saved page of phpBB:"),
        "{}",
        check.stdout
    );
}

#[test]
fn pages_of_one_import_are_copied_once_each_under_names_of_their_own() {
    // The same page given twice, and another page under the same file name: the first copied
    // under its name, the other page beside it as `-2`, the repeat skipped as already there.
    let sandbox = game();
    let p1 = std::fs::read(fixture("phpbb-thread-p1.html")).unwrap();
    let p2 = std::fs::read(
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("fixtures/pages/phpbb/pages/dia1-pagina2.html"),
    )
    .unwrap();
    sandbox.write("a/page.html", &p1);
    sandbox.write("b/page.html", &p2);
    sandbox.write("c/page.html", &p1);
    let paths: Vec<String> = ["a", "b", "c"]
        .iter()
        .map(|d| {
            sandbox
                .path(&format!("{d}/page.html"))
                .display()
                .to_string()
        })
        .collect();
    let args: Vec<&str> = paths.iter().map(String::as_str).collect();
    let out = squash(&import(&sandbox, &args));
    assert!(out.contains("→ thread/page.html"), "{out}");
    assert!(out.contains("→ thread/page-2.html"), "{out}");
    assert!(
        out.contains("is already in thread/page.html: skipped"),
        "{out}"
    );
    assert!(out.contains("2 filed, 1 skipped."), "{out}");
    assert_eq!(sandbox.read("game/thread/page.html"), p1);
    assert_eq!(sandbox.read("game/thread/page-2.html"), p2);
    assert!(!exists(&sandbox, "game/thread/page-3.html"));
}

#[test]
fn check_counts_the_posts_of_a_thread_in_the_text_format() {
    let sandbox = game();
    sandbox.write(
        "game/orders/thread.txt",
        "=== #1 | Ana | 2026-11-29T21:00:00+00:00\nBuenas.\n\n=== #2 | Bruno | 2026-11-29T21:05:00+00:00\nHola.\n",
    );
    let check = sandbox.run(&["check", "game", "--lang", "en"]);
    assert_eq!(check.code, Some(0), "{check:#?}");
    assert!(
        squash(&check.stdout).contains("2 posts read."),
        "{}",
        check.stdout
    );
}

#[test]
fn a_pasted_smf_pm_header_is_read_so_a_late_pm_is_flagged() {
    // The lupus game's bug: SMF's `« Inviato a: … il: … »` line was not read, and a PM sent
    // after the deadline went through.
    let sandbox = game();
    sandbox.order("_master.txt", "deadline 2026-11-29 22:00\n");
    sandbox.order(
        "Ana.txt",
        "Re: Tu rol\n« Enviado a: Bucche el: 29 Noviembre 2026, 22:52:10 »\ncopiar Carla\n",
    );
    let check = sandbox.run(&["check", "game"]);
    assert_eq!(check.code, Some(1), "{check:#?}");
    assert!(
        squash(&check.stderr)
            .contains("Ana's PM was sent at 29 Noviembre 2026, 22:52:10, after the deadline")
    );
}

#[test]
fn check_warns_about_a_pm_whose_time_cannot_be_read_in_a_phase_with_a_deadline() {
    let sandbox = game();
    sandbox.order("_master.txt", "deadline 2026-11-29 22:00\n");
    sandbox.order("Carla.txt", "ver centro 1 y 3\n");
    let check = sandbox.run(&["check", "game"]);
    let out = squash(check.ok());
    assert!(
        out.contains("orders/Carla.txt: its sending time cannot be read, and this phase has a deadline (2026-11-29 22:00)"),
        "{out}"
    );
}

#[test]
fn a_saved_mybb_pm_page_files_its_pm_in_bbcode_without_the_quote_or_the_signature() {
    // English: MyBB writes the date month first, "Today" a span whose title is the date.
    // Spanish, relative dates off: "Hoy, 22:52", read against the save time; `#FF0000` is red.
    for (page, player, sent, order) in [
        (
            "mybb-pm-en.html",
            "Dani",
            "2026-11-29T21:52:00+00:00",
            "[color=red][b]rob Bruno[/b][/color]",
        ),
        (
            "mybb-pm-es.html",
            "Elena",
            "2026-11-29T22:52:00+00:00",
            "[b]intercambiar [color=red]Dani[/color] y Gloria[/b]",
        ),
    ] {
        let sandbox = game();
        let out = squash(&import(
            &sandbox,
            &["--saved-at", "2026-11-29 23:30", &fixture(page)],
        ));
        assert!(out.contains("1 filed, 0 skipped."), "{page}: {out}");
        let pm = sandbox.read_text(&format!("game/orders/{player}.txt"));
        assert!(pm.starts_with(&format!("sent: {sent}\n")), "{page}: {pm}");
        assert!(pm.contains(order), "{page}: {pm}");
        assert!(
            pm.contains("[quote"),
            "the master's example stays a quote: {pm}"
        );
        assert!(
            !pm.contains("villager") && !pm.contains("alborotadora"),
            "the signature is not the PM's: {pm}"
        );
    }
}

#[test]
fn an_invision_conversation_files_each_message_in_bbcode() {
    let sandbox = game();
    let out = squash(&import(&sandbox, &[&fixture("invision-messenger-it.html")]));
    assert!(out.contains("2 filed, 0 skipped."), "{out}");
    let dani = sandbox.read_text("game/orders/Dani.txt");
    assert!(
        dani.starts_with("sent: 2026-11-29T21:52:10+00:00\n"),
        "{dani}"
    );
    assert!(
        dani.contains("[b]robar a [color=#e74c3c]bruno[/color][/b]"),
        "{dani}"
    );
    let elena = sandbox.read_text("game/orders/Elena.txt");
    assert!(
        elena.starts_with("sent: 2026-11-29T22:52:10+00:00\n"),
        "{elena}"
    );
    // Dani's order quoted by Elena stays a quote.
    assert!(elena.contains("[quote=\"Dani\"]"), "{elena}");
}

#[test]
fn a_mediavida_conversation_files_the_players_messages_hoy_and_hace_read_against_the_save_time() {
    let sandbox = game();
    let out = squash(&import(
        &sandbox,
        &[
            "--saved-at",
            "2026-11-29 23:30",
            &fixture("mediavida-mensajes-es.html"),
        ],
    ));
    // The master's own message is from no player: listed, not filed.
    assert!(out.contains("2 filed, 1 skipped."), "{out}");
    assert!(!exists(&sandbox, "game/orders/Bucche.txt"));
    // "Hoy 21:52": the save day's date.
    let first = sandbox.read_text("game/orders/Dani.txt");
    assert!(
        first.starts_with("sent: 2026-11-29T21:52:00+00:00\n"),
        "{first}"
    );
    assert!(first.contains("robar a [b]Bruno[/b] ;)"), "{first}");
    assert!(first.contains("[quote"), "{first}");
    // "hace 5 minutos": five minutes before the save; sent later, so Dani's second file.
    let second = sandbox.read_text("game/orders/Dani-2.txt");
    assert!(
        second.starts_with("sent: 2026-11-29T23:25:00+00:00\n"),
        "{second}"
    );
    assert!(
        second.contains("[b][color=red]robar a Carla[/color][/b]"),
        "{second}"
    );
}

#[test]
fn the_lupus_examples_smf_page_files_each_pm_in_bbcode_in_the_order_it_was_sent() {
    let sandbox = common::example_game("lupus");
    sandbox.bring_phase("lupus", "01-notte-0");
    sandbox.run(&["next", "game"]).ok();
    sandbox.bring_phase("lupus", "02-giorno-1");
    // SMF's `[b]` is `<b>` on the page: read back, bold kept.
    let alessia = sandbox.read_text("game/orders/Alessia.txt");
    assert!(alessia.contains("\n[b]voto per Luca[/b]\n"), "{alessia}");
    // Franco changed his mind: his PM of 20:05 first, the one of 21:40 second.
    let franco = sandbox.read_text("game/orders/Franco.txt");
    assert!(
        franco.starts_with("sent: 2026-11-30T20:05:00+00:00\n"),
        "{franco}"
    );
    let again = sandbox.read_text("game/orders/Franco-2.txt");
    assert!(
        again.starts_with("sent: 2026-11-30T21:40:00+00:00\n"),
        "{again}"
    );
    assert!(again.contains("[b]vota Alessia[/b]"), "{again}");
    // The night's PMs, already archived, are not filed again.
    let out = squash(&import(
        &sandbox,
        &[&common::example_dir("lupus")
            .join("phases/01-notte-0/messaggi-personali.html")
            .display()
            .to_string()],
    ));
    assert!(out.contains("0 filed, 1 skipped."), "{out}");
}

#[test]
fn where_orders_are_thread_posts_each_players_post_is_filed_as_his_orders_with_its_number() {
    // chez-geek: "Debes jugar tu carta de cancelación antes de que ese compañero de piso:
    // 1. Juegue otra carta": a turn is played in the thread, and which post came first decides.
    let sandbox = common::example_game("chez-geek");
    let page = common::example_dir("chez-geek")
        .join("phases/02-turno-2/hilo-pagina-1.html")
        .display()
        .to_string();
    let out = import(&sandbox, &[&page]);
    // Ana's turn (#2), Carla's reaction (#3), Bruno's turn (#5): filed in the order posted,
    // each with its post's number; the master's posts (#1, #4) are no player's.
    let ana = sandbox.read_text("game/orders/Ana.txt");
    assert!(
        ana.starts_with("sent: 2026-12-01T20:00:00+00:00\n#2\n"),
        "{ana}"
    );
    assert!(ana.contains("1. llamo a Gato a mi cuarto\n"), "{ana}");
    let carla = sandbox.read_text("game/orders/Carla.txt");
    assert!(
        carla.starts_with("sent: 2026-12-01T20:25:00+00:00\n#3\n"),
        "{carla}"
    );
    assert!(
        sandbox
            .read_text("game/orders/Bruno.txt")
            .contains("\n#5\n")
    );
    assert!(
        out.contains("hilo-pagina-1.html: Ana's post sent 2026-12-01 20:00 → orders/Ana.txt"),
        "{out}"
    );
    assert_eq!(out.matches("a post from Casero").count(), 2, "{out}");
    assert!(!exists(&sandbox, "game/orders/Casero.txt"), "{out}");
    // The page is the players' orders, not a day's thread of votes.
    assert!(!exists(&sandbox, "game/thread"), "{out}");
    let again = import(&sandbox, &[&page]);
    assert!(again.contains("0 filed, 5 skipped"), "{again}");
}

#[test]
fn a_thread_pages_copy_keeps_the_time_it_was_saved() {
    // Review break14b F10: the copy in thread/ had the import's time, so "Hoy", "Oggi alle
    // 21:00" were read against the import and a page saved again (`p1 (1).html`) was not the
    // one saved last.
    let sandbox = game();
    let page = std::fs::read(fixture("phpbb-thread-p1.html")).unwrap();
    sandbox.write("Descargas/p1.html", &page);
    let saved = std::time::UNIX_EPOCH + std::time::Duration::from_secs(1_796_082_600);
    std::fs::File::options()
        .write(true)
        .open(sandbox.path("Descargas/p1.html"))
        .and_then(|f| f.set_modified(saved))
        .unwrap();
    import(
        &sandbox,
        &[&sandbox.path("Descargas/p1.html").display().to_string()],
    );
    let copy = std::fs::metadata(sandbox.path("game/thread/p1.html")).unwrap();
    assert_eq!(copy.modified().unwrap(), saved);
    // `--saved-at` says it for every page imported.
    let other = game();
    other.write("p1.html", &page);
    let path = other.path("p1.html").display().to_string();
    import(&other, &[&path, "--saved-at", "2026-11-30 23:50"]);
    let copy = std::fs::metadata(other.path("game/thread/p1.html")).unwrap();
    assert_eq!(copy.modified().unwrap(), saved);
}
