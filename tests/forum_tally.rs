//! Issue B, "a count for any forum game": `adjudicate tally --players roster.csv --thread FILE`
//! without a game folder, the day's rule given by the master (`--rule`, `--no-lynch`,
//! `--self-vote`, `--hammer`, `--deadline`), the names from the roster, in `--lang`.

use crate::common;

use common::Sandbox;

const ROSTER: &str = "name,aliases\nAna,Anita\nBruno,Bru\nCarla\nDani\nElena\n";

/// Three of five vote Bruno (a majority at #4, by Elena), Dani abstains, Bruno votes after the
/// hammer, Anita (Ana's alias) changes her mind early.
const THREAD: &str = "\
=== #1 | Anita | 2026-11-30T09:00:00+00:00
[vote]Carla[/vote]

=== #2 | Ana | 2026-11-30T09:10:00+00:00
On second thought. [vote]Bru[/vote]

=== #3 | Carla | 2026-11-30T09:20:00+00:00
[quote=\"Ana\"][vote]Bru[/vote][/quote]
Agreed. [vote]Bruno[/vote]

=== #4 | Dani | 2026-11-30T09:30:00+00:00
Nobody today. [vote]no lynch[/vote]

=== #5 | Elena | 2026-11-30T09:40:00+00:00
[vote]Bruno[/vote]

=== #6 | Bruno | 2026-11-30T09:50:00+00:00
Too late, but [vote]Ana[/vote]
";

fn forum(args: &[&str]) -> common::Run {
    let sandbox = Sandbox::new();
    sandbox.write("roster.csv", ROSTER);
    sandbox.write("day.txt", THREAD);
    let roster = sandbox.path("roster.csv").display().to_string();
    let thread = sandbox.path("day.txt").display().to_string();
    let mut all = vec!["tally", "--players", &roster, "--thread", &thread];
    all.extend_from_slice(args);
    let run = sandbox.run(&all);
    assert!(!sandbox.path("game.yaml").exists(), "nothing is written");
    run
}

#[test]
fn a_majority_rule_counts_l_x_from_the_majority_and_says_when_the_hammer_fell() {
    let run = forum(&["--rule", "majority", "--hammer"]);
    assert_eq!(run.code, Some(0), "{run:#?}");
    let post = &run.stdout;
    assert!(
        post.contains("- **Bruno** (3, L-0): Ana, Carla, Elena"),
        "{post}"
    );
    assert!(
        post.contains("**Bruno reached majority at #5 (Elena's vote).**"),
        "{post}"
    );
    assert!(
        post.contains("Bruno → Ana (#6): after the hammer"),
        "{post}"
    );
    assert!(post.contains("Abstentions (1): Dani"), "{post}");
    // Ana's first vote was replaced: only in the vote history.
    assert!(!post.contains("Ana → Carla"), "{post}");
    let history = forum(&["--rule", "majority", "--hammer", "--history"]);
    assert!(
        history
            .stdout
            .contains("**Vote history**\n- Ana → Carla (#1): replaced by a later vote"),
        "{}",
        history.stdout
    );
    // Two of five: L-1 from the majority of three.
    let early = forum(&["--rule", "majority", "--until-post", "3"]);
    assert!(
        early.stdout.contains("- **Bruno** (2, L-1): Ana, Carla"),
        "{}",
        early.stdout
    );
    assert!(
        !early.stdout.contains("reached majority"),
        "{}",
        early.stdout
    );
}

#[test]
fn no_lynch_is_a_wagon_by_option_and_abstentions_are_in_the_json() {
    let run = forum(&["--no-lynch", "--json"]);
    assert_eq!(run.code, Some(0), "{run:#?}");
    let count: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let targets: Vec<&serde_json::Value> = count["wagons"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| &w["target"])
        .collect();
    assert!(targets.contains(&&serde_json::Value::Null), "{count:#}");
    assert_eq!(count["abstaining"], serde_json::json!([]));
    let plain: serde_json::Value = serde_json::from_str(&forum(&["--json"]).stdout).unwrap();
    assert_eq!(plain["abstaining"], serde_json::json!(["Dani"]));
    // Plurality: no hammer unless asked.
    assert_eq!(plain["hammer"], serde_json::Value::Null);
    let hammer: serde_json::Value =
        serde_json::from_str(&forum(&["--json", "--rule", "majority"]).stdout).unwrap();
    assert_eq!(
        hammer["hammer"],
        serde_json::json!({"target": "Bruno", "voter": "Elena", "post": 5, "file": null})
    );
}

#[test]
fn a_forum_count_in_spanish_with_a_deadline_and_self_votes() {
    let run = forum(&["--lang", "es", "--deadline", "2026-11-30 09:45"]);
    assert_eq!(run.code, Some(0), "{run:#?}");
    assert!(
        run.stdout.starts_with("**Recuento de votos: Día**"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("Abstenciones (1): Dani"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("Bruno → Ana (#6)"), "{}", run.stdout);
    // A self vote counts only with --self-vote.
    let sandbox = Sandbox::new();
    sandbox.write("roster.csv", ROSTER);
    sandbox.write(
        "day.txt",
        "=== #1 | Ana | 2026-11-30T09:00:00+00:00\n[vote]Ana[/vote]\n",
    );
    let roster = sandbox.path("roster.csv").display().to_string();
    let thread = sandbox.path("day.txt").display().to_string();
    let base = ["tally", "--players", &roster, "--thread", &thread];
    let refused = sandbox.run(&base);
    assert!(
        refused.stdout.contains("Ana → Ana (#1)"),
        "{}",
        refused.stdout
    );
    let allowed = sandbox.run(&[&base[..], &["--self-vote"]].concat());
    assert!(
        allowed.stdout.contains("- **Ana** (1"),
        "{}",
        allowed.stdout
    );
}

#[test]
fn a_player_named_nul_is_counted_no_file_is_named_after_players_there() {
    // `Nul` is a Windows device name: a game folder refuses it (reports are named after
    // players), `tally --players` writes no file and counts him.
    let sandbox = Sandbox::new();
    sandbox.write("roster.csv", "Ana\nNul\nCarla\n");
    sandbox.write(
        "day.txt",
        "=== #1 | Ana | 2026-11-30T09:00:00+00:00\n[vote]Nul[/vote]\n",
    );
    let roster = sandbox.path("roster.csv").display().to_string();
    let thread = sandbox.path("day.txt").display().to_string();
    let run = sandbox.run(&["tally", "--players", &roster, "--thread", &thread]);
    assert_eq!(run.code, Some(0), "{run:#?}");
    assert!(run.stdout.contains("- **Nul** (1"), "{}", run.stdout);
}

#[test]
fn players_needs_a_thread() {
    let sandbox = Sandbox::new();
    sandbox.write("roster.csv", ROSTER);
    let roster = sandbox.path("roster.csv").display().to_string();
    let run = sandbox.run(&["tally", "--players", &roster]);
    assert_eq!(run.code, Some(2), "{run:#?}");
    assert!(run.stderr.contains("--thread"), "{}", run.stderr);
}

/// Issue B: "names as moderators read them: aliases, …, unique prefix, unambiguous one-letter
/// typos, acronyms of multi-word or CamelCase names … — each such reading listed in the count
/// as 'read X as Y'; anything else unread, never guessed."
#[test]
fn each_name_read_otherwise_than_written_is_listed_in_the_count() {
    let sandbox = Sandbox::new();
    sandbox.write(
        "roster.csv",
        "name,aliases\nThe Man Himself\nDarkRedKnight\nCarla\nDani\nElena\n",
    );
    sandbox.write(
        "day.txt",
        "\
=== #1 | Carla | 2026-11-30T09:00:00+00:00
[vote]TMHS[/vote]

=== #2 | Dani | 2026-11-30T09:10:00+00:00
[vote]DRK[/vote]

=== #3 | Elena | 2026-11-30T09:20:00+00:00
[vote]Carla[/vote]
",
    );
    let roster = sandbox.path("roster.csv").display().to_string();
    let thread = sandbox.path("day.txt").display().to_string();
    let run = sandbox.run(&["tally", "--players", &roster, "--thread", &thread]);
    assert_eq!(run.code, Some(0), "{run:#?}");
    let post = &run.stdout;
    assert!(
        post.contains("Carla, post #1: read \"TMHS\" as The Man Himself"),
        "{post}"
    );
    assert!(
        post.contains("Dani, post #2: read \"DRK\" as DarkRedKnight"),
        "{post}"
    );
    // A name written as the roster has it is not listed.
    assert!(!post.contains("\"Carla\""), "{post}");
    let json = sandbox.run(&["tally", "--players", &roster, "--thread", &thread, "--json"]);
    assert!(
        json.stdout.contains("\"how\": \"acronym\""),
        "{}",
        json.stdout
    );
}
