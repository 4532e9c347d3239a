//! `adjudicate archive`: every page of the lupus and chechino example archives is valid HTML
//! (parsed by html5ever with no error), the public pages keep the secrets while the game runs,
//! and the reveal comes at the end or with `--reveal`.

use crate::archive_support;

use archive_support::{pages, played};

#[track_caller]
fn assert_valid(name: &str, html: &str) {
    let parsed = scraper::Html::parse_document(html);
    assert!(parsed.errors.is_empty(), "{name}: {:?}", parsed.errors);
    // Relative links only, no script: the folder opens from disk.
    assert!(
        !html.contains("<script") && !html.contains("http"),
        "{name}"
    );
    let links = scraper::Selector::parse("a[href], img[src], link[href]").unwrap();
    for element in parsed.select(&links) {
        let target = element.attr("href").or(element.attr("src")).unwrap();
        assert!(
            !target.contains(':') && !target.starts_with('/'),
            "{name}: {target}"
        );
    }
}

#[test]
fn every_page_of_the_finished_games_is_valid_html_and_every_link_is_there() {
    for ruleset in ["lupus", "chechino"] {
        let sandbox = played(ruleset, usize::MAX);
        sandbox.run(&["archive", "game", "--out", "site"]).ok();
        let site = sandbox.path("site");
        for (name, html) in pages(&site) {
            assert_valid(&name, &html);
            let doc = scraper::Html::parse_document(&html);
            let links = scraper::Selector::parse("a[href], img[src]").unwrap();
            for element in doc.select(&links) {
                let target = element.attr("href").or(element.attr("src")).unwrap();
                assert!(
                    site.join(target).is_file(),
                    "{ruleset} {name}: {target} missing"
                );
            }
        }
    }
}

#[test]
fn the_finished_game_reveals_roles_winner_traces_and_player_pages() {
    let sandbox = played("lupus", usize::MAX);
    sandbox.run(&["archive", "game", "--out", "site"]).ok();
    let index = sandbox.read_text("site/index.html");
    // In the game's language (the sandbox starts it in English): the winner.
    assert!(index.contains("The winner"), "{index}");
    assert!(index.contains("Alessia"), "{index}");
    assert!(sandbox.path("site/player-1.html").is_file());
    let day = sandbox.read_text("site/phase-giorno-1.html");
    assert!(day.contains("Everything that happened"), "{day}");
    // Read day by day as the thread is: the phase before and the one after.
    assert!(
        day.contains("<a href=\"phase-notte-0.html\">← Notte 0</a>")
            && day.contains("<a href=\"phase-notte-1.html\">Notte 1 →</a>"),
        "{day}"
    );
    assert!(day.contains("phase-giorno-1-wagons.svg"), "{day}");
    let alessia = sandbox.read_text("site/player-1.html");
    assert!(alessia.contains("<h1>Alessia</h1>"), "{alessia}");
    assert!(alessia.contains("The reports the player got"), "{alessia}");
    // Her PM says `[b]voto per Luca[/b]`: her page shows the words, not the forum's tags.
    assert!(alessia.contains("voto per Luca"), "{alessia}");
    assert!(!alessia.contains("[/b]"), "{alessia}");
}

#[test]
fn while_the_game_runs_only_public_material_is_written() {
    let sandbox = played("lupus", 3);
    sandbox.run(&["archive", "game", "--out", "site"]).ok();
    let all: String = pages(&sandbox.path("site"))
        .into_iter()
        .map(|(_, h)| h)
        .collect();
    assert!(!all.contains("Everything that happened"));
    assert!(!sandbox.path("site/player-1.html").exists());
    // The master-only lines of the trace ("master only") are nowhere.
    assert!(!all.contains("master only"), "{all}");
    // With --reveal, the master sees it all.
    sandbox
        .run(&["archive", "game", "--out", "master", "--reveal"])
        .ok();
    assert!(sandbox.path("master/player-1.html").is_file());
    let night = sandbox.read_text("master/phase-notte-0.html");
    assert!(night.contains("Everything that happened"), "{night}");
}

/// The site a master uploads is the one he wrote last: a public archive written where a
/// `--reveal` one was keeps none of its pages (break12 F2: the player pages, roles and PMs of
/// the earlier run stayed beside the public pages). A file not of the archive's stays.
#[test]
fn a_public_archive_written_over_a_revealed_one_keeps_none_of_its_secrets() {
    let sandbox = played("lupus", 3);
    sandbox
        .run(&["archive", "game", "--out", "site", "--reveal"])
        .ok();
    assert!(sandbox.path("site/player-1.html").is_file());
    sandbox.write("site/notes.txt", "mine");
    sandbox.run(&["archive", "game", "--out", "site"]).ok();
    assert!(!sandbox.path("site/player-1.html").exists());
    let all: String = pages(&sandbox.path("site"))
        .into_iter()
        .map(|(_, h)| h)
        .collect();
    assert!(!all.contains("Everything that happened"), "{all}");
    assert!(!all.contains("The reports the player got"), "{all}");
    assert_eq!(sandbox.read_text("site/notes.txt"), "mine");
}

#[test]
fn a_finished_game_archived_public_only_keeps_the_secrets() {
    let sandbox = played("lupus", usize::MAX);
    sandbox
        .run(&["archive", "game", "--out", "site", "--public-only"])
        .ok();
    let all: String = pages(&sandbox.path("site"))
        .into_iter()
        .map(|(_, h)| h)
        .collect();
    // No trace, no player page, no PM: what the public read, even after the end.
    assert!(!all.contains("Everything that happened"), "{all}");
    assert!(!all.contains("The reports the player got"), "{all}");
    assert!(!sandbox.path("site/player-1.html").exists());
    assert!(!all.contains("voto per Luca"), "{all}");
    // The end as the thread was told it: the last phase's public post is there.
    assert!(sandbox.path("site/phase-giorno-1.html").is_file());
    // --reveal and --public-only ask opposite things: refused, nothing written.
    let both = sandbox.run(&[
        "archive",
        "game",
        "--out",
        "both",
        "--reveal",
        "--public-only",
    ]);
    assert_ne!(both.code, Some(0), "{both:#?}");
    assert!(!sandbox.path("both").exists());
}

#[test]
fn chechino_phases_show_the_public_map() {
    let sandbox = played("chechino", 2);
    sandbox.run(&["archive", "game", "--out", "site"]).ok();
    let night = sandbox.read_text("site/phase-noche-1.html");
    assert!(night.contains("phase-noche-1-map.svg"), "{night}");
    let map = sandbox.read_text("site/phase-noche-1-map.svg");
    assert!(!map.contains("master"), "the public map only");
}

/// Break6 §9: the index marked a dead woman `Lola (muerto)` where `status` says `Lola: muerta`
/// (README: the roster's gender is what Spanish and Italian reports agree with). A lovers'
/// night: Kiko is killed, Lola dies of love.
#[test]
fn the_index_marks_the_dead_in_their_gender_as_status_does() {
    let sandbox = crate::common::Sandbox::new();
    let example = crate::common::example_dir("chechino");
    sandbox.write(
        "roster.csv",
        std::fs::read(example.join("roster.csv")).unwrap(),
    );
    let init = [
        "init",
        "game",
        "--ruleset",
        "chechino",
        "--players",
        "roster.csv",
        "--seed",
        "2026",
    ];
    sandbox.run_in_game_language(&init).ok();
    sandbox.order(
        "Ana.txt",
        "sent: 2026-11-29T22:10:00+00:00\nruta G-A-E\nusar E Kiko\n",
    );
    sandbox.order(
        "Bruno.txt",
        "sent: 2026-11-29T22:00:00+00:00\nruta A-E-A\nusar E Lola\n",
    );
    sandbox.run(&["next", "game"]).ok();
    sandbox
        .run(&["next", "game", "--no-votes", "--no-orders"])
        .ok();
    sandbox.order(
        "Ana.txt",
        "sent: 2026-12-01T22:10:00+00:00\nruta G-A-B\nmatar Kiko\n",
    );
    sandbox.run(&["next", "game"]).ok();
    let status = sandbox.run_in_game_language(&["status", "game"]);
    assert!(status.ok().contains("Lola: muerta"), "{}", status.stdout);
    sandbox.run(&["archive", "game", "--out", "site"]).ok();
    let index = sandbox.read_text("site/index.html");
    assert!(
        index.contains("<span class=\"dead\">Lola</span> (muerta)"),
        "{index}"
    );
    assert!(
        index.contains("<span class=\"dead\">Kiko</span> (muerto)"),
        "{index}"
    );
}

/// Review break14a F4: Luca, killed in round 5 where only his killer saw it, is told to the
/// public when Juan reports his body in Ronda 5: that page lists his death, and no other.
#[test]
fn a_death_the_public_learns_of_by_a_report_is_listed_on_that_rounds_page() {
    let sandbox = played("among-us", usize::MAX);
    sandbox
        .run(&["archive", "game", "--out", "site", "--public-only"])
        .ok();
    let listing: Vec<String> = pages(&sandbox.path("site"))
        .into_iter()
        .filter(|(name, _)| name.starts_with("phase-"))
        .filter(|(_, html)| {
            // The sections: the public post, then the deaths.
            let deaths = html.split("<h2>").nth(2).unwrap_or_default();
            deaths.contains("Luca")
        })
        .map(|(name, _)| name)
        .collect();
    assert_eq!(listing, ["phase-ronda-5.html"]);
}
