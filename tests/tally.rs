//! `adjudicate tally`, end to end: the running vote count from the PMs in `orders/` (which must
//! agree with what `next` resolves) and from the pasted threads of three forum families in
//! `fixtures/threads/`. Exit codes: 0 a count, 1 problems (names that could not be read, bad
//! PMs, a phase without a vote), 2 unreadable input.

use crate::common;

use common::{GameBuilder, Sandbox, bin, example_players, squash};
use serde_json::Value;
use std::path::Path;
use std::process::{Command, Stdio};

/// The sample game (English), its night resolved: the day awaits its votes.
fn day() -> Sandbox {
    let sandbox = GameBuilder::sample().lang("en").start();
    sandbox.orders_from_example("1-night");
    sandbox.run(&["next", "game"]).ok();
    sandbox
}

fn fixture(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/threads")
        .join(name)
        .display()
        .to_string()
}

/// `tally game` plus `args`, with the thread fixture `thread` if any.
fn tally(sandbox: &Sandbox, thread: Option<&str>, args: &[&str]) -> common::Run {
    let path = thread.map(fixture);
    let mut all = vec!["tally", "game"];
    if let Some(p) = &path {
        all.extend(["--thread", p.as_str()]);
    }
    all.extend_from_slice(args);
    sandbox.run(&all)
}

fn json(run: &common::Run) -> Value {
    serde_json::from_str(&run.stdout).unwrap_or_else(|e| panic!("not JSON ({e}): {run:#?}"))
}

/// Each wagon as `Target:weight:L-x:Voter,Voter` (`-` for no lynch).
fn wagons(count: &Value) -> Vec<String> {
    count["wagons"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| {
            let voters: Vec<&str> = w["voters"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v["name"].as_str().unwrap())
                .collect();
            format!(
                "{}:{}:L-{}:{}",
                w["target"].as_str().unwrap_or("-"),
                w["weight"],
                w["l_minus"],
                voters.join(",")
            )
        })
        .collect()
}

fn strings(value: &Value) -> Vec<String> {
    value
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().to_string())
        .collect()
}

/// Each discarded vote as `Voter>what@where:reason`.
fn discarded(count: &Value) -> Vec<String> {
    count["discarded"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            let vote = &d["vote"];
            let what = match vote["kind"].as_str().unwrap() {
                "player" => vote["target"].as_str().unwrap().to_string(),
                "unread" => format!("?{}", vote["written"].as_str().unwrap()),
                kind => kind.to_string(),
            };
            let at = match (&d["post"], &d["file"]) {
                (Value::Number(n), _) => format!("#{n}"),
                (_, Value::String(f)) => f.clone(),
                _ => "?".into(),
            };
            format!(
                "{}>{what}@{at}:{}",
                d["voter"].as_str().unwrap(),
                d["reason"].as_str().unwrap()
            )
        })
        .collect()
}

/// Each ignored author as `Author:reason:#a,#b`.
fn ignored(count: &Value) -> Vec<String> {
    count["ignored"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| {
            let posts: Vec<String> = i["posts"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| format!("#{p}"))
                .collect();
            format!(
                "{}:{}:{}",
                i["author"].as_str().unwrap(),
                i["reason"].as_str().unwrap(),
                posts.join(",")
            )
        })
        .collect()
}

/// Each unread name as `Voter#post:written->names`.
fn unread(count: &Value) -> Vec<String> {
    count["unread"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| {
            format!(
                "{}#{}:{}->{}",
                u["voter"].as_str().unwrap(),
                u["post"],
                u["written"].as_str().unwrap(),
                strings(&u["names"]).join(",")
            )
        })
        .collect()
}

/// What `next` counted and who it killed by votes, from the public report of the day.
fn next_result(sandbox: &Sandbox) -> (Vec<String>, Vec<String>) {
    sandbox.run(&["next", "game"]).ok();
    let public = sandbox.read_text("game/reports/day/public.md");
    let mut counts = Vec::new();
    let mut dead = Vec::new();
    for line in public.lines() {
        let Some(item) = line.strip_prefix("- ") else {
            continue;
        };
        // "Fede: 3 votes (Bruno, Dani, Hugo)."
        if let Some((target, rest)) = item.split_once(": ")
            && let Some((n, voters)) = rest.split_once(" vote")
            && let Some(voters) = voters
                .split_once('(')
                .map(|(_, v)| v.trim_end_matches(")."))
        {
            let voters: Vec<&str> = voters.split(", ").collect();
            counts.push(format!("{target}:{n}:{}", voters.join(",")));
        }
        // "**Fede** dies. Card: **Tanner**."
        if let Some(rest) = item.strip_prefix("**")
            && let Some((player, tail)) = rest.split_once("** dies. ")
            && tail.starts_with("Card:")
        {
            dead.push(player.to_string());
        }
    }
    (counts, dead)
}

/// The wagons of a count without L-X, as `next` reports them: `Target:weight:Voter,Voter`.
fn plain_wagons(count: &Value) -> Vec<String> {
    wagons(count)
        .into_iter()
        .map(|w| {
            let parts: Vec<&str> = w.split(':').collect();
            format!("{}:{}:{}", parts[0], parts[1], parts[3])
        })
        .collect()
}

/// Wagons as sets: the voters of each sorted, the wagons sorted. (`next` lists votes in roster
/// order; `tally` in the order they were sent, which only differs when PMs carry `sent:` times.)
fn as_sets(wagons: &[String]) -> Vec<String> {
    let mut out: Vec<String> = wagons
        .iter()
        .map(|w| {
            let (head, voters) = w.rsplit_once(':').unwrap();
            let mut voters: Vec<&str> = voters.split(',').collect();
            voters.sort();
            format!("{head}:{}", voters.join(","))
        })
        .collect();
    out.sort();
    out
}

/// Runs `tally --json` on the PMs, then `next`: the same wagons with the same voters, and the
/// players at L-0 are the ones who die. Untimed PMs come in roster order in both, so then the
/// order is the same too.
#[track_caller]
fn assert_tally_agrees_with_next(sandbox: &Sandbox) -> Value {
    let run = tally(sandbox, None, &["--json"]);
    run.ok();
    let count = json(&run);
    let (counted, mut dead) = next_result(sandbox);
    let timed = std::fs::read_dir(sandbox.path("game/history/day/orders"))
        .unwrap()
        .any(|e| {
            std::fs::read_to_string(e.unwrap().path())
                .unwrap()
                .starts_with("sent:")
        });
    let mut leaders = strings(&count["leaders"]);
    if timed {
        assert_eq!(
            as_sets(&plain_wagons(&count)),
            as_sets(&counted),
            "tally vs next"
        );
        leaders.sort();
        dead.sort();
    } else {
        assert_eq!(
            plain_wagons(&count),
            counted,
            "tally vs next:\n{}",
            run.stdout
        );
    }
    assert_eq!(leaders, dead, "L-0 vs deaths");
    count
}

// ---------------------------------------------------------------------------------------------
// From the PMs: the count `next` will use

#[test]
fn the_example_day_counts_as_next_resolves_it_a_tie_at_three() {
    let sandbox = day();
    sandbox.orders_from_example("2-day");
    let out = tally(&sandbox, None, &[]);
    assert_eq!(
        out.ok(),
        "**Vote count: Day**

- **Fede** (3, L-0): Dani, Bruno, Hugo
- **Gloria** (3, L-0): Ana, Carla, Jorge
- **Hugo** (1, L-2): Fede
- **Bruno** (1, L-2): Inés
- **Dani** (1, L-2): Elena
- **Ana** (1, L-2): Gloria

_At the deadline the most voted players die (all of them on a tie), if they have at least 2 votes. L-0: would die now._

Everyone has voted.

_Updated to 2026-11-30T21:50:00+00:00._
"
    );
    let count = assert_tally_agrees_with_next(&sandbox);
    assert_eq!(strings(&count["leaders"]), ["Fede", "Gloria"]);
    assert_eq!(count["source"], "orders");
    // The PMs came from the forum with their times: each wagon's voters in the order they
    // voted (Dani at 17:40, before Bruno at 18:02), the count up to the last PM.
    assert_eq!(count["wagons"][0]["voters"][0]["file"], "orders/Dani.txt");
}

#[test]
fn a_tie_at_one_vote_each_kills_nobody_in_tally_and_in_next() {
    let sandbox = day();
    let players = example_players();
    // Everyone votes the next player: ten wagons of one.
    for (i, p) in players.iter().enumerate() {
        let target = &players[(i + 1) % players.len()];
        sandbox.order(&format!("{p}.txt"), format!("vote {target}\n"));
    }
    let count = assert_tally_agrees_with_next(&sandbox);
    assert_eq!(count["wagons"].as_array().unwrap().len(), 10);
    assert!(
        wagons(&count).iter().all(|w| w.contains(":1:L-1:")),
        "{count}"
    );
    assert!(strings(&count["leaders"]).is_empty());
    let public = sandbox.read_text("game/reports/day/public.md");
    assert!(
        public.contains("No player got more than one vote: nobody dies."),
        "{public}"
    );
}

#[test]
fn a_lone_leader_and_players_without_a_pm_agree_with_next() {
    let sandbox = day();
    for (voter, target) in [
        ("Ana", "Dani"),
        ("Bruno", "Dani"),
        ("Carla", "Ana"),
        ("Elena", "Dani"),
    ] {
        sandbox.order(&format!("{voter}.txt"), format!("votar {target}\n"));
    }
    let run = tally(&sandbox, None, &["--json"]);
    let count = json(&run);
    assert_eq!(
        wagons(&count),
        ["Dani:3:L-0:Ana,Bruno,Elena", "Ana:1:L-2:Carla"]
    );
    assert_eq!(
        strings(&count["not_voting"]),
        ["Dani", "Fede", "Gloria", "Hugo", "Inés", "Jorge"]
    );
    let agreed = assert_tally_agrees_with_next(&sandbox.clone_game());
    assert_eq!(agreed, count);
}

#[test]
fn sent_times_order_the_wagons_and_the_deadline_cuts_late_pms() {
    let sandbox = day();
    sandbox.order("Ana.txt", "sent: 2026-11-29 21:40\nvote Dani\n");
    sandbox.order("Bruno.txt", "sent: 2026-11-29 21:05\nvote Dani\n");
    sandbox.order("Carla.txt", "sent: 2026-11-29T23:10:00+01:00\nvote Ana\n");
    sandbox.order("Elena.txt", "vote Ana\n");
    let count = json(&tally(&sandbox, None, &["--json"]));
    // Bruno sent first; Elena's PM has no time, so it comes after every timed one.
    assert_eq!(
        wagons(&count),
        ["Dani:2:L-0:Bruno,Ana", "Ana:2:L-0:Carla,Elena"]
    );
    assert_eq!(count["updated"]["time"], "2026-11-29T23:10:00+01:00");
    let run = tally(
        &sandbox,
        None,
        &["--deadline", "2026-11-29 22:10", "--markup", "plain"],
    );
    assert_eq!(
        run.ok(),
        "Vote count: Day

Dani (2, L-0): Bruno, Ana
Ana (1, L-1): Elena

At the deadline the most voted players die (all of them on a tie), if they have at least 2 votes. L-0: would die now.

Not voting (7): Carla, Dani, Fede, Gloria, Hugo, Inés, Jorge

Votes that do not count
- Carla → Ana (orders/Carla.txt): after the deadline

Updated to 2026-11-29 21:40.
"
    );
    // Strictly before: a PM sent at the deadline is late.
    let count = json(&tally(
        &sandbox,
        None,
        &["--json", "--deadline", "2026-11-29 21:40"],
    ));
    assert_eq!(
        discarded(&count),
        [
            "Ana>Dani@orders/Ana.txt:late",
            "Carla>Ana@orders/Carla.txt:late"
        ]
    );
}

#[test]
fn bad_pms_are_refused_as_check_refuses_them() {
    let sandbox = day();
    sandbox.order("Ana.txt", "vote Brnuoo\n");
    sandbox.order("Bruno.txt", "vote Ana\n");
    let expected = [
        "orders/Ana.txt:1:6: no player is called `Brnuoo`",
        "help: did you mean Bruno?",
    ];
    sandbox.refused(&["tally", "game"], 1, &expected);
    sandbox.refused(&["check", "game"], 1, &expected);
}

#[test]
fn outside_the_day_there_is_nothing_to_count() {
    let night = GameBuilder::sample().lang("en").start();
    night.orders_from_example("1-night");
    let expected = [
        "Night is not a voting phase: there are no votes to count",
        "help: `adjudicate tally` counts the votes of a day phase",
    ];
    night.refused(&["tally", "game"], 1, &expected);
    let thread = fixture("vote-tag.txt");
    night.refused(&["tally", "game", "--thread", &thread], 1, &expected);
    let over = day();
    over.orders_from_example("2-day");
    over.run(&["next", "game"]).ok();
    over.refused(
        &["tally", "game"],
        1,
        &["Game over is not a voting phase: there are no votes to count"],
    );
}

// ---------------------------------------------------------------------------------------------
// From a pasted thread

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
        assert_eq!(
            plain_wagons(&from_pms),
            plain_wagons(&from_thread),
            "{name}"
        );
        assert_eq!(from_pms["not_voting"], from_thread["not_voting"], "{name}");
        assert_eq!(from_pms["leaders"], from_thread["leaders"], "{name}");
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
    assert_eq!(
        count["wagons"][1]["voters"][0]["file"],
        "orders/_master.txt (Dani)"
    );
    assert_eq!(
        ignored(&count),
        ["Mirón:not-playing:#104", "Hugo:cannot-vote:#110"]
    );
    assert!(unread(&count).is_empty());
    assert_eq!(discarded(&count).last().unwrap(), "Jorge>Fede@#113:late");
}

// ---------------------------------------------------------------------------------------------
// Unreadable input and usage

#[test]
fn an_unreadable_thread_is_refused_with_every_problem() {
    let sandbox = day();
    sandbox.write(
        "thread.txt",
        "Copied from the forum:\n=== #5 | Ana | 2026-11-29 20:00\n[vote]Bruno[/vote]\n=== #4 | Bruno | 2026-11-29 20:10\n=== #6 | Carla | ayer\n",
    );
    sandbox.refused(
        &["tally", "game", "--thread", "thread.txt"],
        2,
        &[
            "thread.txt:1:1: line 1 of thread.txt comes before the first post",
            "thread.txt:4:1: post #4 comes after post #5 (line 4 of thread.txt)",
            "thread.txt:5:1: line 5 of thread.txt is not a post header",
            "help: each post opens with a line `=== #123 | Author | 2026-11-29T21:03:00+01:00`",
        ],
    );
    sandbox.write("latin1.txt", b"=== #1 | In\xe9s | 2026-11-29 20:00\n");
    sandbox.refused(
        &["tally", "game", "--thread", "latin1.txt"],
        2,
        &["latin1.txt is not UTF-8 text (line 1, byte 11)"],
    );
    sandbox.refused(
        &["tally", "game", "--thread", "missing.txt"],
        2,
        &["cannot read missing.txt"],
    );
    sandbox.write("empty.txt", "\n");
    sandbox.refused(
        &["tally", "game", "--thread", "empty.txt"],
        2,
        &["empty.txt holds no post"],
    );
    sandbox.refused(
        &["tally", "game", "--deadline", "tonight"],
        2,
        &[
            "`tonight` is not a date and time",
            "help: write the deadline as 2026-11-29 21:00",
        ],
    );
}

#[test]
fn the_thread_in_orders_is_read_and_the_thread_options_apply_to_it() {
    // `--syntax`, `--until-post`, `--strip-spoilers` needed `--thread`: the day's thread in
    // orders/thread.txt (or named by `thread:` in game.yaml) is read as well.
    let sandbox = day();
    let with_flag = json(&tally(&sandbox, Some("vote-tag.txt"), &["--json"]));
    sandbox.order(
        "thread.txt",
        std::fs::read(fixture("vote-tag.txt")).unwrap(),
    );
    let from_orders = json(&tally(&sandbox, None, &["--json"]));
    assert!(!wagons(&from_orders).is_empty(), "{from_orders:#}");
    assert_eq!(wagons(&from_orders), wagons(&with_flag));
    let red = json(&tally(&sandbox, None, &["--json", "--syntax", "red"]));
    assert!(wagons(&red).is_empty(), "{red:#}");
    let first = json(&tally(&sandbox, None, &["--json", "--until-post", "2"]));
    assert_eq!(wagons(&first), ["Carla:1:L-1:Bruno"]);
    // Both at once: which one did the master mean?
    let run = tally(&sandbox, Some("vote-tag.txt"), &[]);
    assert_eq!(run.code, Some(2), "{run:#?}");
    assert!(
        run.stderr.contains("two threads for the day"),
        "{}",
        run.stderr
    );
}

#[test]
fn an_unknown_syntax_is_refused_with_the_syntaxes_there_are() {
    let sandbox = day();
    let run = sandbox.run(&[
        "tally",
        "game",
        "--thread",
        &fixture("vote-tag.txt"),
        "--syntax",
        "bold",
    ]);
    assert_eq!(run.code, Some(2));
    assert!(
        run.stderr
            .contains("auto, red, vote-tag, v-tag, bold-vote, plain"),
        "{}",
        run.stderr
    );
}

#[test]
fn every_tally_message_is_in_the_three_catalogs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut keys = Vec::new();
    let mut files = vec![
        root.join("src/cmd/tally.rs"),
        root.join("src/cmd/thread.rs"),
    ];
    let mut dirs: Vec<std::path::PathBuf> =
        ["src/core/thread", "src/core/tally", "src/core/daycount"]
            .iter()
            .map(|d| root.join(d))
            .collect();
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else {
                files.push(path);
            }
        }
    }
    for file in files {
        let text = std::fs::read_to_string(file).unwrap();
        for (i, literal) in text.split('"').enumerate() {
            if i % 2 == 1
                && (literal.starts_with("tally-") || literal.starts_with("err-thread-"))
                && literal.chars().all(|c| c.is_ascii_lowercase() || c == '-')
            {
                keys.push(literal.to_string());
            }
        }
    }
    assert!(keys.len() > 30, "{keys:?}");
    for lang in ["en", "es", "it"] {
        let catalog = ["tally.ftl", "core.ftl"]
            .map(|f| std::fs::read_to_string(root.join("locales").join(lang).join(f)).unwrap())
            .join("\n");
        for key in &keys {
            assert!(
                catalog.lines().any(|l| l.starts_with(&format!("{key} ="))),
                "{key} is missing from locales/{lang}/tally.ftl and core.ftl"
            );
        }
    }
}

/// Runs the binary with `--lang lang` (the game's own language when empty).
fn run_lang(sandbox: &Sandbox, lang: &str, args: &[&str]) -> common::Run {
    let mut cmd = Command::new(bin());
    cmd.current_dir(sandbox.root())
        .env_remove("ADJUDICATE_CRASH_AT")
        .stdin(Stdio::null());
    if !lang.is_empty() {
        cmd.arg("--lang").arg(lang);
    }
    let out = cmd.args(args).output().expect("the binary runs");
    common::Run {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// Review 4, L6: a change of vote sent after `--deadline` replaced the vote sent in time at
/// intake, so the player counted as not voting. A late PM replaces nothing: the vote standing
/// at the deadline counts, the late one is listed as late, from its own PM.
#[test]
fn a_late_change_of_vote_leaves_the_vote_sent_in_time() {
    let sandbox = day();
    sandbox.order("Ana.txt", "sent: 2026-11-29 21:00\nvote Dani\n");
    sandbox.order("Ana-2.txt", "sent: 2026-11-29 22:30\nvote Carla\n");
    let count = json(&tally(
        &sandbox,
        None,
        &["--json", "--deadline", "2026-11-29 22:00"],
    ));
    assert_eq!(wagons(&count), ["Dani:1:L-1:Ana"]);
    assert_eq!(discarded(&count), ["Ana>Carla@orders/Ana-2.txt:late"]);
}
