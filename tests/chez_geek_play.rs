//! `chez-geek` played from the command line: the README's setup, `status` for players and the
//! master, scripted draws in scenarios, the jobs a two-player game deals, plays read as numbered.

use crate::chez_geek_support::{ROSTER, init, sample_deck};
use crate::common;

use common::Sandbox;

/// The README's chez-geek `setup:` example (a game under way, piles top first) is a setup a
/// scenario loads and plays.
#[test]
fn the_readmes_chez_geek_setup_example_loads_and_plays() {
    adjudicate::rules::install();
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let at = readme
        .find("For `chez-geek`, a `setup:` is a game under way")
        .expect("the chez-geek setup example");
    let block = &readme[at..];
    let block = &block[block.find("```yaml\n").unwrap() + "```yaml\n".len()..];
    let block = &block[..block.find("```").unwrap()];
    let sandbox = Sandbox::new();
    sandbox.write(
        "readme.yaml",
        format!(
            "name: the README's setup\nrule: README\nruleset: chez-geek\nplayers: [Mar, Beau]\n\
             {block}phases:\n- orders: {{Mar: \"1. hago Siesta\"}}\n"
        ),
    );
    let run = sandbox.run(&["scenario", "readme.yaml"]);
    assert_eq!(run.code, Some(0), "{run:#?}");
}

/// "El objetivo de Chez Geek … es ser el primero llegar a la Meta de Vagueo": nobody dies, so
/// `status` said "Ana: viva / Bruno: vivo", which means nothing here. It tells what a master
/// needs: the turn and its player, each room's slack against its goal and hand size, the piles.
#[test]
fn status_shows_the_turn_slack_goals_and_hand_sizes_not_who_is_alive() {
    adjudicate::rules::install();
    let sandbox = Sandbox::new();
    sandbox.write("roster.csv", ROSTER);
    init(&sandbox, &[]).ok();
    let run = sandbox.run(&["status", "game"]);
    let out = run.ok();
    assert!(!out.contains("alive"), "{out}");
    assert!(out.contains("Turn 1: Ana plays (salary"), "{out}");
    assert!(out.contains("slack points; 6 cards in hand"), "{out}");
    assert!(out.contains("slack points; 5 cards in hand"), "{out}");
    assert!(out.contains("Life deck:"), "{out}");
    let setup = sandbox.read_text("game/reports/setup/Bruno.md");
    assert!(setup.contains("How to play by private message"), "{setup}");
}

/// "Los turnos de juego se dividen en cinco fases": a phase is the active player's turn, and
/// only he owes a post; the others may answer his plays but nobody waits for them. `status
/// --master` (and `check`) listed the three others as not having sent their PM.
#[test]
fn status_master_awaits_only_the_active_players_post() {
    adjudicate::rules::install();
    let sandbox = Sandbox::new();
    sandbox.write("roster.csv", ROSTER);
    init(&sandbox, &[]).ok();
    let out = sandbox
        .run(&["status", "game", "--master"])
        .ok()
        .to_string();
    let line = out
        .lines()
        .find(|l| l.contains("PMs not sent yet"))
        .unwrap_or_else(|| panic!("{out}"));
    assert!(line.ends_with(": Ana"), "{line}");
    assert!(
        out.contains("Only Ana must send a turn post and `next` waits for nobody else"),
        "{out}"
    );
    let check = sandbox.run(&["check", "game"]);
    let missing = check
        .stdout
        .lines()
        .find(|l| l.starts_with("No PM yet from:"));
    assert_eq!(missing, Some("No PM yet from: Ana"), "{check:#?}");
    // Once Ana's turn is in, nothing is awaited, answers or not. (A post in which no order is
    // read keeps her owed and listed: review-lost 12; a pass, `paso este turno`, is her post.)
    sandbox.order(
        "Ana.txt",
        "Hola máster, mi turno:\n1. llamo a Gato a mi cuarto\n",
    );
    let out = sandbox
        .run(&["status", "game", "--master"])
        .ok()
        .to_string();
    assert!(
        out.contains("Every player with something to send has sent his PM."),
        "{out}"
    );
    // The public status tells nobody who is late.
    let public = sandbox.run(&["status", "game"]).ok().to_string();
    assert!(!public.contains("must send"), "{public}");
}

/// A scenario whose Ana throws out the Primo del Pueblo (and again, when `orders` says so),
/// with the draws given.
fn eviction_scenario(orders: &str, draws: &str) -> String {
    format!(
        "name: scripted dice\nrule: \"Para hacer que alguien se vaya, tira un dado.\"\n\
         ruleset: chez-geek\nlanguage: es\nplayers: [Ana, Bruno]\nsetup:\n  cards:\n    jobs:\n\
         \x20     - {{id: becario, name: Becario, salary: 2, free_time: 1, goal: 20}}\n\
         \x20   life:\n\
         \x20     - {{id: apuntes, name: Apuntes, kind: cosa, count: 20, cost: 1, slack: 1}}\n\
         \x20     - {{id: primo, name: Primo del Pueblo, kind: persona, person: gorron, count: 2, \
         slack: -1, effects: [{{eats: [papeo]}}]}}\n\
         \x20 flats:\n\
         \x20   Ana: {{job: Becario, hand: [Apuntes, Apuntes], room: [{{card: Primo del Pueblo, \
         slack: -1}}, {{card: Primo del Pueblo, slack: -1}}]}}\n\
         \x20   Bruno: {{job: Becario, hand: [Apuntes, Apuntes]}}\n\
         \x20 life: [Apuntes, Apuntes, Apuntes, Apuntes, Apuntes, Apuntes, Apuntes, Apuntes, \
         Apuntes]\n\
         phases:\n  - orders: {{Ana: \"{orders}\"}}\n    draws: {draws}\n"
    )
}

/// "a case fails if the engine wants more dice than scripted or leaves some unused": two
/// evictions (two dice) with one draw scripted, and one eviction with two, both fail the case
/// and say why.
#[test]
fn a_scenario_with_too_few_or_too_many_draws_fails_and_says_why() {
    adjudicate::rules::install();
    let sandbox = Sandbox::new();
    let two = "1. echo al Primo del Pueblo\\n2. echo al Primo del Pueblo\\n3. descarto Apuntes";
    sandbox.write("short.yaml", eviction_scenario(two, "[4]"));
    let run = sandbox.run(&["scenario", "short.yaml"]);
    assert_ne!(run.code, Some(0), "{run:#?}");
    assert!(
        run.stdout
            .contains("la fase usa 1 tiradas del guion y necesita 1 más"),
        "{run:#?}"
    );
    let one = "1. echo al Primo del Pueblo\\n2. descarto Apuntes";
    sandbox.write("long.yaml", eviction_scenario(one, "[4, 0]"));
    let run = sandbox.run(&["scenario", "long.yaml"]);
    assert_ne!(run.code, Some(0), "{run:#?}");
    assert!(
        run.stdout.contains("la fase no usó 1 tiradas guionizadas"),
        "{run:#?}"
    );
    sandbox.write("right.yaml", eviction_scenario(one, "[4]"));
    let run = sandbox.run(&["scenario", "right.yaml"]);
    assert_eq!(run.code, Some(0), "{run:#?}");
}

/// The jobs of a game's state: the job deck's draw pile and the jobs dealt to the flats.
fn jobs_in_play(game_yaml: &str) -> Vec<String> {
    let state = &game_yaml[game_yaml
        .rfind("\n  jobs:\n    draw:\n")
        .expect("a job deck")..];
    let draw = &state[..state.find("discard:").unwrap()];
    let mut jobs: Vec<String> = draw
        .lines()
        .filter_map(|l| l.trim().strip_prefix("- "))
        .map(str::to_string)
        .collect();
    jobs.extend(
        state
            .lines()
            .filter_map(|l| l.trim().strip_prefix("job: "))
            .map(str::to_string),
    );
    jobs
}

/// "Para las partidas de 2 jugadores, recomendamos que retiréis Vago Profesional y Batería del
/// mazo de Curro": with no option, a two-player game leaves them out of the job deck (seven jobs of
/// nine), whatever the seed; `two_players=keep` keeps all nine.
#[test]
fn a_two_player_game_by_default_removes_vago_profesional_and_bateria() {
    adjudicate::rules::install();
    for seed in ["1", "2", "3", "4", "5"] {
        let sandbox = Sandbox::new();
        sandbox.write("roster.csv", "name\nAna\nBruno\n");
        let args = [
            "init",
            "game",
            "--ruleset",
            "chez-geek",
            "--players",
            "roster.csv",
            "--seed",
            seed,
        ];
        sandbox.run(&args).ok();
        let jobs = jobs_in_play(&sandbox.read_text("game/game.yaml"));
        assert_eq!(jobs.len(), 7, "seed {seed}: {jobs:?}");
        assert!(
            !jobs
                .iter()
                .any(|j| j == "bateria" || j == "vago-profesional"),
            "seed {seed}: {jobs:?}"
        );
    }
    let sandbox = Sandbox::new();
    sandbox.write("roster.csv", "name\nAna\nBruno\n");
    let args = [
        "init",
        "game",
        "--ruleset",
        "chez-geek",
        "--players",
        "roster.csv",
        "--seed",
        "1",
        "--option",
        "two_players=keep",
    ];
    sandbox.run(&args).ok();
    let jobs = jobs_in_play(&sandbox.read_text("game/game.yaml"));
    assert_eq!(jobs.len(), 9, "{jobs:?}");
}

/// "Para las partidas de 2 jugadores, recomendamos que retiréis Vago Profesional y Batería del
/// mazo de Curro, o que empecéis directamente la partida con esas cartas": a master's own deck
/// names its jobs as it likes, so the two are those marked `two_players`. Renamed and marked,
/// `start` deals them and `remove` leaves them out; unmarked, a two-player game is refused with
/// the way out (mark them, or `two_players=keep`), nothing written and no panic.
#[test]
fn a_masters_deck_marks_its_two_player_jobs() {
    adjudicate::rules::install();
    let renamed = sample_deck("deck.csv")
        .replace("job,bateria,Batería", "job,drummer,Drummer")
        .replace(
            "job,vago-profesional,Vago Profesional",
            "job,slacker,Slacker",
        );
    let unmarked = renamed.replace(",true,", ",,");
    assert!(renamed.contains("job,drummer,Drummer,,,,,,,1,2/3,15,,true,"));
    let two = "name\nAna\nBruno\n";
    for (note, jobs) in [("start", 2), ("remove", 0)] {
        let sandbox = Sandbox::new();
        sandbox.write("roster.csv", two);
        sandbox.write("deck.csv", &renamed);
        let option = format!("two_players={note}");
        init(
            &sandbox,
            &["--option", "deck=deck.csv", "--option", &option],
        )
        .ok();
        let game = sandbox.read_text("game/game.yaml");
        let dealt = game.matches("job: drummer").count() + game.matches("job: slacker").count();
        assert_eq!(dealt, jobs, "{note}: {game}");
        if note == "remove" {
            assert!(
                !jobs_in_play(&game)
                    .iter()
                    .any(|j| j == "drummer" || j == "slacker")
            );
        }
    }
    for note in ["start", "remove"] {
        let sandbox = Sandbox::new();
        sandbox.write("roster.csv", two);
        sandbox.write("deck.csv", &unmarked);
        let option = format!("two_players={note}");
        let said = sandbox.refused(
            &[
                "init",
                "game",
                "--ruleset",
                "chez-geek",
                "--players",
                "roster.csv",
                "--option",
                "deck=deck.csv",
                "--option",
                &option,
            ],
            1,
            &[
                "the job deck marks no job of the two-player note",
                "two_players=keep",
            ],
        );
        assert!(!sandbox.game().exists(), "{said}");
    }
    let sandbox = Sandbox::new();
    sandbox.write("roster.csv", two);
    sandbox.write("deck.csv", &unmarked);
    init(
        &sandbox,
        &["--option", "deck=deck.csv", "--option", "two_players=keep"],
    )
    .ok();
    assert_eq!(jobs_in_play(&sandbox.read_text("game/game.yaml")).len(), 9);
}

/// Issue 22: a numbered line no verb reads is raised, never chatter; once the master sets it
/// aside (`ignore`), the later plays keep their numbers.
#[test]
fn an_ignored_numbered_play_keeps_the_later_plays_numbers() {
    adjudicate::rules::install();
    let sandbox = Sandbox::new();
    sandbox.start_example("chez-geek");
    sandbox.order(
        "Ana.txt",
        "1. llamo a Gato a mi cuarto\n2. llamo a Gato a mi cuarto\n3. bueno, esto lo dejo\n4. voy de compras: compro Bizcocho de Hachís\n",
    );
    let raised = sandbox.run(&["check", "game"]);
    assert_eq!(raised.code, Some(1), "{}", raised.stdout);
    assert!(
        raised.stderr.contains("line 3 of orders/Ana.txt"),
        "{}",
        raised.stderr
    );
    sandbox.order("_master.txt", "ignore Ana.txt 3 talk\n");
    let out = sandbox.run(&["check", "game"]);
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert!(
        out.stdout.contains(
            "line 4 \"4. voy de compras: compro Bizcocho de Hachís\" → buy Bizcocho de Hachís"
        ),
        "{}",
        out.stdout
    );
}

/// Break6 §5: `mejor descarto el Bizcocho…` on the line after `descarto Gato` is a change of
/// mind, the later discard standing (README: "A change of mind … on the next line … gives two
/// orders, the later one standing"), not a second discard.
#[test]
fn a_discard_changed_on_the_next_line_discards_only_the_later_card() {
    adjudicate::rules::install();
    let sandbox = Sandbox::new();
    sandbox.start_example("chez-geek");
    sandbox.order(
        "Ana.txt",
        "#12\nBuenas gente!\n1. compro Súper Finos\n2. juego Noche de Juegos\n3. descarto Gato\nmejor descarto el Bizcocho de Hachís, que el gato me mola\n",
    );
    let out = sandbox.run(&["check", "game"]);
    assert!(
        out.ok().contains("line 5 “descarto Gato” is replaced by"),
        "{}",
        out.stdout
    );
    sandbox.run(&["next", "game"]).ok();
    let game = sandbox.read_text("game/game.yaml");
    let discard = game
        .split("discard:")
        .nth(1)
        .unwrap()
        .split("jobs:")
        .next()
        .unwrap();
    assert!(discard.contains("bizcocho-de-hachis"), "{discard}");
    assert!(
        !discard.contains("gato"),
        "the cat she kept was discarded: {discard}"
    );
}

/// Break6 §8: a Spanish listing showed `→ keep …`, `→ pass …`; README: "no English word
/// reaches a master who reads Spanish or Italian".
#[test]
fn a_spanish_listing_shows_the_notes_in_spanish() {
    adjudicate::rules::install();
    // The example's game, started in its own language (Spanish).
    let sandbox = Sandbox::new();
    let dir = common::example_dir("chez-geek");
    sandbox.write("roster.csv", std::fs::read(dir.join("roster.csv")).unwrap());
    let args = std::fs::read_to_string(dir.join("init.args")).unwrap();
    let mut init = vec![
        "init",
        "game",
        "--ruleset",
        "chez-geek",
        "--players",
        "roster.csv",
    ];
    init.extend(args.split_whitespace());
    sandbox.run_in_game_language(&init).ok();
    sandbox.order(
        "Ana.txt",
        "1. juego Noche de Juegos\n2. me guardo las Palomitas para luego\n",
    );
    sandbox.order("Bruno.txt", "paso este turno\n");
    let out = sandbox.run_in_game_language(&["check", "game"]);
    let listing = out.ok();
    assert!(
        listing.contains("→ guardo las Palomitas para luego"),
        "{listing}"
    );
    assert!(listing.contains("→ paso este turno"), "{listing}");
    assert!(
        !listing.contains("→ keep") && !listing.contains("→ pass"),
        "{listing}"
    );
}
