//! `chez-geek` played in the thread ("Debes jugar tu carta de cancelación antes de que ese
//! compañero de piso: 1. Juegue otra carta"): the saved thread pages are the turn as posted.
//! A player's post of talk alone is no orders: `import` files none of it (it would be a PM of
//! chatter `check` lists), while a post naming anything of the game is filed, for `check` to
//! read, raise or show as a remark. A turn whose posts are in `thread/` (as `fetch` saves them) but not in
//! `orders/` is never resolved without them.

use crate::common;

use common::squash;

/// The example's first page (the master's post, Ana's turn, Carla's Tele) with two more posts:
/// Dani's greeting, and Bruno's joke naming the Gilipollas.
fn page_with_talk() -> String {
    let page = std::fs::read_to_string(
        common::example_dir("chez-geek").join("phases/01-turno-1/hilo-pagina-1.html"),
    )
    .unwrap();
    let start = page.find("\t\t<div id=\"p9003\"").unwrap();
    let divider = "\t<hr class=\"divider\">\n";
    let end = start + page[start..].find(divider).unwrap() + divider.len();
    let carla = &page[start..end];
    let content = |block: &str, body: &str| {
        let open = block.find("<div class=\"content\">").unwrap() + "<div class=\"content\">".len();
        let close = open + block[open..].find("</div>").unwrap();
        format!("{}{body}{}", &block[..open], &block[close..])
    };
    let post = |number: &str, author: &str, time: &str, body: &str| {
        let block = carla
            .replace("9003", number)
            .replace("Carla", author)
            .replace("2026-12-01T20:25:00+00:00", time);
        content(&block, body)
    };
    let dani = post(
        "9010",
        "Dani",
        "2026-12-01T20:40:00+00:00",
        "Buenas noches a todos, qué ganas de jugar.<br>\nUn saludo",
    );
    let bruno = post(
        "9011",
        "Bruno",
        "2026-12-01T20:45:00+00:00",
        "jaja Ana, ya verás cuando te caiga el Gilipollas",
    );
    format!("{}{dani}{bruno}{}", &page[..end], &page[end..])
}

#[test]
fn a_players_post_of_talk_alone_is_not_filed_and_one_naming_the_game_is_shown() {
    let sandbox = common::example_game("chez-geek");
    sandbox.write("hilo.html", page_with_talk());
    let page = sandbox.path("hilo.html").display().to_string();
    let out = squash(sandbox.run(&["import", "game", &page]).ok());
    assert!(
        out.contains(
            "Dani's post sent 2026-12-01 20:40 is only talk (no play, nothing of the game): not filed"
        ),
        "{out}"
    );
    assert!(!sandbox.path("game/orders/Dani.txt").exists(), "{out}");
    assert!(
        out.contains("Bruno's post sent 2026-12-01 20:45 → orders/Bruno.txt"),
        "{out}"
    );
    assert!(out.contains("3 filed, 2 skipped."), "{out}");
    // Bruno's joke names a card in the future (`ya verás cuando…`): `check` shows it at its
    // line as a remark, never an order and never chatter lost in silence.
    let check = sandbox.run(&["check", "game"]);
    assert_eq!(check.code, Some(0), "{check:#?}");
    let said = squash(&check.stdout);
    assert!(
        said.contains(
            "line 4 \"jaja Ana, ya verás cuando te caiga el Gilipollas\" ignored: a remark about a player or the game"
        ),
        "{said}"
    );
    assert!(!said.contains("Dani ("), "{said}");
    // Imported again: the talk is still not filed, and nothing is filed twice.
    let again = squash(sandbox.run(&["import", "game", &page]).ok());
    assert!(again.contains("0 filed, 5 skipped."), "{again}");
}

#[test]
fn a_turn_saved_in_thread_but_not_imported_stops_check_and_next() {
    let sandbox = common::example_game("chez-geek");
    sandbox.write("game/thread/page-0001.html", page_with_talk());
    for command in ["check", "next"] {
        let run = sandbox.run(&[command, "game"]);
        assert_eq!(run.code, Some(1), "{command}: {run:#?}");
        let said = squash(&run.stderr);
        for post in ["Ana's post #2", "Carla's post #3", "Bruno's post #5"] {
            assert!(said.contains(post), "{command}: {said}");
        }
        assert!(said.contains("is not in orders/"), "{said}");
        // Dani's talk and the master's posts are no plays.
        assert!(!said.contains("Dani"), "{said}");
        assert!(!said.contains("Casero"), "{said}");
    }
    assert!(!sandbox.path("game/history").exists());
    // Imported, the turn is the posts filed: Bruno's joke is a remark `check` shows.
    let thread = sandbox.path("game/thread").display().to_string();
    sandbox.run(&["import", "game", &thread]).ok();
    let check = sandbox.run(&["check", "game"]);
    assert!(
        !squash(&check.stderr).contains("is not in orders/"),
        "{check:#?}"
    );
    assert!(
        squash(&check.stdout).contains("orders/Bruno.txt): line 4"),
        "{check:#?}"
    );
}

/// break8 F5: a reaction naming the card by its kind and the play by its number or its trip
/// (`Tele contra la jugada 3`, `Ahí va mi tele contra tus compras`) is no talk: `import` files
/// it and `check` raises it, never a cancellation lost with exit 0.
#[test]
fn a_reaction_naming_the_card_by_its_kind_is_filed_and_raised() {
    let page = std::fs::read_to_string(
        common::example_dir("chez-geek").join("phases/01-turno-1/hilo-pagina-1.html"),
    )
    .unwrap();
    let old =
        "Ni de coña te dejo ir de compras.<br>\nJuego Maratón de Series contra Ana en la jugada 3";
    assert!(page.contains(old));
    for body in [
        "Tele contra la jugada 3",
        "La 3 te la cancelo con una tele jeje",
        "Ahí va mi tele contra tus compras",
        "Uy, a esas compras les meto una tele",
        "No a la jugada 3 jeje",
    ] {
        let sandbox = common::example_game("chez-geek");
        sandbox.write("hilo.html", page.replace(old, body));
        let path = sandbox.path("hilo.html").display().to_string();
        let out = squash(sandbox.run(&["import", "game", &path]).ok());
        assert!(
            out.contains("Carla's post sent 2026-12-01 20:25 → orders/Carla.txt"),
            "{body}: {out}"
        );
        let check = sandbox.run(&["check", "game"]);
        assert_eq!(check.code, Some(1), "{body}: {check:#?}");
    }
}
