//! `adjudicate tally`, end to end, from the pasted threads of three forum families in
//! `fixtures/threads/`: quotes, unvotes, strangers, late and dead authors' posts, spoilers, the
//! count in the game's language and three markups, the master's orders applied to it.

use crate::common;
use crate::tally_support::{
    as_sets, assert_tally_agrees_with_next, day, discarded, fixture, ignored, json, plain_wagons,
    run_lang, strings, tally, unread, wagons,
};

use common::{GameBuilder, squash};

#[test]
fn spanish_red_thread_with_quotes_an_unvote_a_stranger_a_typo_and_a_late_post() {
    let sandbox = day();
    let before = common::snapshot(sandbox.root());
    let run = tally(
        &sandbox,
        Some("spanish-red.txt"),
        &["--deadline", "2026-11-29T22:00:00+01:00"],
    );
    assert_eq!(run.code, Some(1), "{run:#?}");
    assert_eq!(
        run.stdout,
        "**Vote count: Day**

- **Gloria** (3, L-0): Bruno, Carla, Fede
- **Ana** (1, L-2): Gloria
- **Fede** (1, L-2): Hugo
- **Hugo** (1, L-2): Elena
- **Bruno** (1, L-2): Inés

_At the deadline the most voted players die (all of them on a tie), if they have at least 2 votes. L-0: would die now._

Not voting (3): Ana, Dani, Jorge

**Votes that do not count**
- Jorge → Fede (#113): after the deadline

**Votes in posts by people who cannot vote**
- Mirón (#104): not playing

**Names read as the roster has them**
- Carla, post #105: read \"Glória\" as Gloria
- Gloria, post #109: read \"Anita\" as Ana
- Inés, post #112: read \"Bru\" as Bruno

**Names that could not be read (not counted)**
- Dani, post #106: \"Brnuo\": did you mean Bruno?

**Votes in hidden text (a spoiler, white or transparent)**
- Elena, post #111

_Updated to post #112 (2026-11-29T21:55:00+01:00)._
"
    );
    let said = squash(&run.stderr);
    for piece in [
        "spanish-red.txt:26:1: Dani's vote in post #106 names no player: `Brnuo`",
        "26 │ [color=red][b]Brnuo[/b][/color]",
        "help: did you mean Bruno?",
        "1 vote could not be read: it is listed in the count, not counted",
    ] {
        assert!(
            said.contains(&squash(piece)),
            "stderr lacks {piece:?}:\n{}",
            run.stderr
        );
    }
    common::assert_same(
        &before,
        &common::snapshot(sandbox.root()),
        &[],
        "tally writes nothing",
    );
    // Without a deadline Jorge's late vote counts.
    let count = json(&tally(&sandbox, Some("spanish-red.txt"), &["--json"]));
    assert_eq!(
        wagons(&count)[..2],
        ["Gloria:3:L-0:Bruno,Carla,Fede", "Fede:2:L-1:Hugo,Jorge"]
    );
    assert_eq!(count["updated"]["post"], 113);
}

#[test]
fn spoilers_by_option_and_a_count_up_to_a_post() {
    let sandbox = day();
    let deadline = ["--deadline", "2026-11-29 21:00Z", "--json"];
    // Elena's last vote is inside a spoiler: it counts unless spoilers are stripped.
    let kept = json(&tally(&sandbox, Some("spanish-red.txt"), &deadline));
    assert!(
        wagons(&kept).contains(&"Hugo:1:L-2:Elena".to_string()),
        "{kept}"
    );
    let mut strip = deadline.to_vec();
    strip.push("--strip-spoilers");
    let stripped = json(&tally(&sandbox, Some("spanish-red.txt"), &strip));
    assert!(
        wagons(&stripped).contains(&"Dani:1:L-2:Elena".to_string()),
        "{stripped}"
    );
    // Up to post #105: before the typo, so nothing to fix and exit 0.
    let run = tally(&sandbox, Some("spanish-red.txt"), &["--until-post", "105"]);
    assert_eq!(
        run.ok(),
        "**Vote count: Day**

- **Gloria** (2, L-0): Bruno, Carla
- **Fede** (1, L-1): Ana

_At the deadline the most voted players die (all of them on a tie), if they have at least 2 votes. L-0: would die now._

Not voting (7): Dani, Elena, Fede, Gloria, Hugo, Inés, Jorge

**Votes in posts by people who cannot vote**
- Mirón (#104): not playing

**Names read as the roster has them**
- Carla, post #105: read \"Glória\" as Gloria

_Updated to post #105 (2026-11-29T20:31:00+01:00)._
"
    );
    assert_eq!(run.stderr, "");
}

#[test]
fn vote_tag_thread_last_vote_counts_or_unvote_first() {
    let sandbox = day();
    let deadline = ["--json", "--deadline", "2026-11-30 18:00-05:00"];
    let run = tally(&sandbox, Some("vote-tag.txt"), &deadline);
    assert_eq!(run.code, Some(1));
    let count = json(&run);
    assert_eq!(
        wagons(&count),
        [
            "Bruno:2:L-0:Carla,Dani",
            "Carla:1:L-1:Ana",
            "Dani:1:L-1:Bruno",
            "Hugo:1:L-1:Fede"
        ]
    );
    assert_eq!(
        strings(&count["not_voting"]),
        ["Elena", "Gloria", "Hugo", "Inés", "Jorge"]
    );
    assert_eq!(
        discarded(&count),
        [
            "Bruno>Carla@#2:withdrawn",
            "Dani>Carla@#4:replaced",
            "Hugo>abstain@#11:void",
            "Inés>unvote@#12:nothing-to-unvote",
            "Jorge>Dani@#13:late",
        ]
    );
    assert_eq!(count["discarded"][2]["detail"], "tally-void-no-abstention");
    assert_eq!(
        ignored(&count),
        ["Narrador:not-playing:#1", "Spectator42:not-playing:#8"]
    );
    assert_eq!(unread(&count), ["Elena#7:Jroge->Jorge"]);
    assert_eq!(
        count["updated"],
        serde_json::json!({"post": 12, "time": "2026-11-30T16:45:00-05:00"})
    );
    // Unvote first: Dani's switch in #9 is ignored, Bruno's unvote-then-vote in #6 is not.
    let mut strict = deadline.to_vec();
    strict.push("--unvote-first");
    let count = json(&tally(&sandbox, Some("vote-tag.txt"), &strict));
    assert_eq!(
        wagons(&count),
        [
            "Carla:2:L-0:Dani,Ana",
            "Bruno:1:L-1:Carla",
            "Dani:1:L-1:Bruno",
            "Hugo:1:L-1:Fede"
        ]
    );
    assert!(discarded(&count).contains(&"Dani>Bruno@#9:ignored-until-unvote".to_string()));
    // Only [vote] tags: Fede's [V] is not read.
    let mut tags_only = deadline.to_vec();
    tags_only.extend(["--syntax", "vote-tag"]);
    let count = json(&tally(&sandbox, Some("vote-tag.txt"), &tags_only));
    assert!(
        !wagons(&count).iter().any(|w| w.starts_with("Hugo:")),
        "{count}"
    );
    assert!(strings(&count["not_voting"]).contains(&"Fede".to_string()));
}

#[test]
fn markdown_bold_thread_in_italian() {
    let sandbox = day();
    let path = fixture("markdown-bold.txt");
    let run = run_lang(
        &sandbox,
        "it",
        &[
            "tally",
            "game",
            "--thread",
            &path,
            "--deadline",
            "2026-12-01T21:00:00+01:00",
        ],
    );
    assert_eq!(run.code, Some(1), "{run:#?}");
    assert_eq!(
        run.stdout,
        "**Conta dei voti: Giorno**

- **Hugo** (3, L-0): Inés, Jorge, Dani
- **Carla** (1, L-2): Hugo
- **Bruno** (1, L-2): Carla

_Alla scadenza muoiono i giocatori più votati (tutti, in caso di parità), se hanno almeno 2 voti. L-0: morirebbe ora._

Non hanno votato (5): Ana, Bruno, Elena, Fede, Gloria

**Voti che non contano**
- Fede → Carla (#30): dopo la scadenza

**Voti in messaggi di chi non può votare**
- Narratore (#20): non gioca
- Spettatore (#24): non gioca

**Nomi letti come li ha l'elenco dei giocatori**
- Dani, messaggio #28: «Hu» letto come Hugo

**Nomi che non si sono potuti leggere (non contati)**
- Ana, messaggio #25: \"Glroia\": forse Gloria?

_Aggiornato al messaggio #29 (2026-12-01T19:30:00+01:00)._
"
    );
    assert!(
        squash(&run.stderr)
            .contains("il voto di Ana nel messaggio #25 non nomina nessun giocatore: `Glroia`"),
        "{}",
        run.stderr
    );
}

#[test]
fn a_dead_author_is_ignored_and_listed() {
    let sandbox = day();
    let yaml = sandbox.read_text("game/game.yaml");
    let killed = yaml.replace(
        "- name: Jorge\n  alive: true\n",
        "- name: Jorge\n  alive: false\n",
    );
    assert_ne!(yaml, killed);
    sandbox.write("game/game.yaml", &killed);
    let count = json(&tally(&sandbox, Some("markdown-bold.txt"), &["--json"]));
    assert_eq!(
        ignored(&count),
        [
            "Narratore:not-playing:#20",
            "Spettatore:not-playing:#24",
            "Jorge:cannot-vote:#27"
        ]
    );
    assert_eq!(wagons(&count)[0], "Hugo:2:L-0:Inés,Dani");
    assert!(!strings(&count["not_voting"]).contains(&"Jorge".to_string()));
    assert_eq!(count["total_weight"], 9);
}

#[test]
fn the_count_is_in_the_games_language_and_three_markups() {
    // The sample game is Spanish unless told otherwise.
    let sandbox = GameBuilder::sample().start();
    sandbox.orders_from_example("1-night");
    sandbox.run(&["next", "game"]).ok();
    let path = fixture("spanish-red.txt");
    let args = [
        "tally",
        "game",
        "--thread",
        path.as_str(),
        "--until-post",
        "105",
    ];
    let run = run_lang(&sandbox, "", &args);
    assert!(
        run.ok()
            .starts_with("**Recuento de votos: Día**\n\n- **Gloria** (2, L-0): Bruno, Carla\n"),
        "{run:#?}"
    );
    assert!(
        run.stdout
            .contains("_Actualizado al mensaje #105 (2026-11-29T20:31:00+01:00)._")
    );
    let mut bb = args.to_vec();
    bb.extend(["--markup", "bbcode"]);
    let run = run_lang(&sandbox, "", &bb);
    assert!(
        run.ok().starts_with("[b]Recuento de votos: Día[/b]\n\n[b]Gloria[/b] (2, L-0): Bruno, Carla\n[b]Fede[/b] (1, L-1): Ana\n"),
        "{run:#?}"
    );
    let mut plain = args.to_vec();
    plain.extend(["--markup", "text"]);
    let run = run_lang(&sandbox, "", &plain);
    assert!(
        run.ok()
            .starts_with("Recuento de votos: Día\n\nGloria (2, L-0): Bruno, Carla\n"),
        "{run:#?}"
    );
}

/// The tags of a BBCode text, lower case, with their value: `b`, `/b`, `color=red`…
fn bbcode_tags(text: &str) -> Vec<String> {
    let mut tags = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('[') {
        let after = &rest[open + 1..];
        let Some(close) = after.find(']') else { break };
        tags.push(after[..close].to_ascii_lowercase());
        rest = &after[close + 1..];
    }
    tags
}

#[test]
fn bbcode_counts_use_only_the_portable_tags() {
    let sandbox = day();
    let allowed = [
        "b",
        "/b",
        "i",
        "/i",
        "u",
        "/u",
        "/url",
        "color=red",
        "/color",
        "/quote",
    ];
    for name in ["spanish-red.txt", "vote-tag.txt", "markdown-bold.txt"] {
        let run = tally(&sandbox, Some(name), &["--markup", "bbcode"]);
        assert_eq!(run.code, Some(1));
        let tags = bbcode_tags(&run.stdout);
        assert!(tags.len() >= 4, "{name}: {}", run.stdout);
        for tag in tags {
            assert!(
                allowed.contains(&tag.as_str())
                    || tag.starts_with("url=")
                    || tag.starts_with("quote=\""),
                "{name}: [{tag}] is not portable:\n{}",
                run.stdout
            );
        }
        assert!(
            !run.stdout.contains("**"),
            "{name}: Markdown in BBCode:\n{}",
            run.stdout
        );
    }
}

#[test]
fn thread_votes_sent_as_pms_give_the_same_count_and_next_agrees() {
    for (name, deadline) in [
        ("spanish-red.txt", "2026-11-29T22:00:00+01:00"),
        ("vote-tag.txt", "2026-11-30T18:00:00-05:00"),
        ("markdown-bold.txt", "2026-12-01T21:00:00+01:00"),
    ] {
        let sandbox = day();
        let from_thread = json(&tally(
            &sandbox,
            Some(name),
            &["--json", "--deadline", deadline],
        ));
        // Every standing vote of the thread, as that voter's PM, sent in the post's order.
        for wagon in from_thread["wagons"].as_array().unwrap() {
            let target = wagon["target"].as_str().unwrap();
            for voter in wagon["voters"].as_array().unwrap() {
                let post = voter["post"].as_u64().unwrap();
                let voter = voter["name"].as_str().unwrap();
                let sent = format!("sent: 2026-01-01 {:02}:{:02}", post / 60, post % 60);
                sandbox.order(&format!("{voter}.txt"), format!("{sent}\nvote {target}\n"));
            }
        }
        let from_pms = assert_tally_agrees_with_next(&sandbox);
        // The same wagons; listed otherwise, as the PMs' hours are the master's (ruling 29).
        assert_eq!(
            as_sets(&plain_wagons(&from_pms)),
            as_sets(&plain_wagons(&from_thread)),
            "{name}"
        );
        assert_eq!(from_pms["not_voting"], from_thread["not_voting"], "{name}");
        let leaders = |count: &serde_json::Value| {
            let mut names = strings(&count["leaders"]);
            names.sort();
            names
        };
        assert_eq!(leaders(&from_pms), leaders(&from_thread), "{name}");
    }
}

#[test]
fn the_masters_orders_apply_to_a_thread_count() {
    let sandbox = day();
    sandbox.order(
        "_master.txt",
        "deadline 2026-11-29 21:00\ncorrect Dani Bruno wrote Brnuo in the thread\nmodkill Hugo revealed his card\n",
    );
    // The master's deadline (21:00 UTC) makes #113 late; his correction reads Dani's vote, cast
    // at the post it settles (#106, before Inés's #112: its place in the wagon); Hugo, dead,
    // cannot vote any more.
    let run = tally(&sandbox, Some("spanish-red.txt"), &["--json"]);
    let count = json(&run);
    assert_eq!(run.code, Some(0), "{run:#?}");
    assert_eq!(
        wagons(&count),
        [
            "Gloria:3:L-0:Bruno,Carla,Fede",
            "Bruno:2:L-1:Dani,Inés",
            "Ana:1:L-2:Gloria",
            "Hugo:1:L-2:Elena"
        ]
    );
    // Cast at the post it settles: listed there (README, the `correct` order), never with the
    // votes given by PM (chechino ruling 71).
    assert_eq!(count["wagons"][1]["voters"][0]["post"], 106);
    assert_eq!(
        count["wagons"][1]["voters"][0]["file"],
        serde_json::Value::Null
    );
    assert_eq!(
        ignored(&count),
        ["Mirón:not-playing:#104", "Hugo:cannot-vote:#110"]
    );
    assert!(unread(&count).is_empty());
    assert_eq!(discarded(&count).last().unwrap(), "Jorge>Fede@#113:late");
}
