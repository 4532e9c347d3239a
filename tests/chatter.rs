//! Issue A: PMs as they come. Forum chatter (greetings, sign-offs, role claims, suspicions,
//! questions, jokes, quotes) never becomes an order, whichever ruleset reads it, even when it
//! names players and uses the rulesets' verb words; real order lines with prose around them
//! read exactly as intended; and no PM text makes the intake or a ruleset's check panic.

use crate::common;

#[path = "chatter/lists.rs"]
mod chatter_lists;
#[path = "chatter/orders.rs"]
mod chatter_orders;

use adjudicate::core::engine::{self, Entry, NewGame};
use adjudicate::core::game::Game;
use adjudicate::core::inbox::RawFile;
use adjudicate::core::intake::{self, Verbs};
use adjudicate::core::orders::OrderFile;
use adjudicate::core::report::Format;
use adjudicate::rules;
use chatter_lists::{ENGLISH, ITALIAN, SPANISH, VERB_LED};
use chatter_orders::{ORDERS, When};
use proptest::prelude::*;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

const RULESETS: [&str; 3] = ["one-night", "lupus", "chechino"];

fn example(ruleset: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples")
        .join(ruleset)
}

/// The example game of a ruleset at its first night, and at its first day (the first night
/// resolved with the example's own PMs).
struct Example {
    night: Game,
    day: Game,
}

fn dealt(ruleset: &str) -> Game {
    let dir = example(ruleset);
    let roster_text = std::fs::read_to_string(dir.join("roster.csv")).unwrap();
    let roster: Vec<Entry> = adjudicate::core::roster::parse("roster.csv", &roster_text)
        .unwrap_or_else(|_| panic!("{ruleset}: the example roster reads"));
    let args = std::fs::read_to_string(dir.join("init.args")).unwrap();
    let args: Vec<&str> = args.split_whitespace().collect();
    let mut seed = 0;
    let mut options = std::collections::BTreeMap::new();
    for pair in args.chunks(2) {
        match pair {
            ["--seed", s] => seed = s.parse().unwrap(),
            ["--option", kv] => {
                let (k, v) = kv.split_once('=').unwrap();
                options.insert(k.to_string(), v.to_string());
            }
            // The master's forum name: for `import`, nothing of the deal.
            ["--master", _] => {}
            other => panic!("{ruleset}: init.args has {other:?}"),
        }
    }
    let new = NewGame {
        ruleset: rules::find(ruleset).expect("registered"),
        roster: &roster,
        seed,
        language: None,
        options,
    };
    engine::deal(&new, Vec::new())
        .unwrap_or_else(|_| panic!("{ruleset}: the example deals"))
        .0
}

/// The example's first phase as `orders/` holds it once brought in (its forum material
/// imported).
fn first_phase_pms(ruleset: &str) -> Vec<RawFile> {
    let first = &common::example_phases(ruleset)[0];
    common::phase_pms(ruleset, first)
        .iter()
        .map(|(name, text)| RawFile::from_text(name, text))
        .collect()
}

fn examples() -> &'static [(&'static str, Example)] {
    static EXAMPLES: OnceLock<Vec<(&'static str, Example)>> = OnceLock::new();
    EXAMPLES.get_or_init(|| {
        RULESETS
            .iter()
            .map(|&ruleset| {
                let night = dealt(ruleset);
                let day =
                    engine::resolve_raw(&night, first_phase_pms(ruleset), Vec::new(), Format::Md)
                        .unwrap_or_else(|p| {
                            panic!("{ruleset}: the example's first phase resolves: {p:?}")
                        })
                        .after;
                (ruleset, Example { night, day })
            })
            .collect()
    })
}

fn example_of(ruleset: &str) -> &'static Example {
    &examples().iter().find(|(id, _)| *id == ruleset).unwrap().1
}

/// What the intake made of a PM: its order lines (each as its words), how many lines were
/// ignored, how many problems.
struct Intake {
    orders: Vec<String>,
    /// Lines with words (markup, quotes and signatures aside).
    lines: usize,
    ignored: usize,
    problems: usize,
    file: OrderFile,
}

fn intake(ruleset: &str, game: &Game, player: &str, pm: &str) -> Intake {
    let mut file = OrderFile::from_text(player, &format!("orders/{player}.txt"), pm);
    let lines = file.lines.len();
    let rules = rules::find(ruleset).unwrap();
    let verbs = Verbs::from_kinds(&rules.verbs()).with_red_votes(rules.day_vote(game).is_some());
    let problems = intake::classify(&mut file, &verbs, &game.names()).len();
    let orders = file
        .lines
        .iter()
        .map(|l| {
            let words: Vec<&str> = l.words.iter().map(|w| w.text.as_str()).collect();
            words.join(" ")
        })
        .collect();
    Intake {
        orders,
        lines,
        ignored: file.ignored.len(),
        problems,
        file,
    }
}

/// Whether some living player of `game` could send `file`'s text and see it accepted by the
/// ruleset's check: the name of such a player.
fn accepted_by_someone(game: &Game, ruleset: &str, pm: &str) -> Option<String> {
    let ruleset_impl = rules::find(ruleset).unwrap();
    game.players.iter().filter(|p| p.alive).find_map(|p| {
        let read = intake(ruleset, game, &p.name, pm);
        if read.problems > 0 || read.orders.is_empty() {
            return None;
        }
        engine::check(ruleset_impl, game, std::slice::from_ref(&read.file))
            .is_empty()
            .then(|| p.name.clone())
    })
}

#[test]
fn the_lists_are_long_enough_and_one_sentence_a_line() {
    adjudicate::rules::install();
    for (language, list) in [("es", SPANISH), ("it", ITALIAN), ("en", ENGLISH)] {
        assert!(
            list.len() >= 68,
            "{language}: only {} sentences",
            list.len()
        );
        for sentence in list {
            assert!(!sentence.contains('\n'), "{language}: {sentence:?}");
        }
    }
    assert!(SPANISH.len() + ITALIAN.len() + ENGLISH.len() + VERB_LED.len() >= 200);
    assert!(ORDERS.len() >= 40, "only {} order PMs", ORDERS.len());
}

#[test]
fn forum_chatter_never_becomes_an_order_in_any_ruleset() {
    adjudicate::rules::install();
    let mut misread = Vec::new();
    for (ruleset, example) in examples() {
        for game in [&example.night, &example.day] {
            let player = &game.players[0].name;
            for sentence in SPANISH.iter().chain(ITALIAN).chain(ENGLISH) {
                let read = intake(ruleset, game, player, sentence);
                if !read.orders.is_empty() {
                    misread.push(format!(
                        "{ruleset} {}: {sentence:?} → {:?}",
                        game.phase, read.orders
                    ));
                }
                // Each line is ignored or refused, none lost.
                assert!(
                    read.ignored <= read.lines
                        && read.ignored + read.problems + read.orders.len() >= read.lines,
                    "{ruleset}: {sentence:?}: {} lines, {} ignored, {} problems",
                    read.lines,
                    read.ignored,
                    read.problems
                );
            }
        }
    }
    assert!(
        misread.is_empty(),
        "chatter read as orders:\n{}",
        misread.join("\n")
    );
}

#[test]
fn chatter_led_by_a_verb_word_is_refused_for_every_player() {
    adjudicate::rules::install();
    // A word the verb tables hold leads these, so the intake hands them to the ruleset's
    // grammar: no player, by night or by day, may have them accepted as an order.
    let mut accepted = Vec::new();
    for (ruleset, example) in examples() {
        for game in [&example.night, &example.day] {
            for sentence in VERB_LED {
                // With a time too: the Mecánico's `parar` needs one.
                let timed = format!("enviado: 2026-11-30 12:00\n{sentence}");
                for pm in [sentence.to_string(), timed] {
                    if let Some(player) = accepted_by_someone(game, ruleset, &pm) {
                        accepted.push(format!("{ruleset} {} {player}: {pm:?}", game.phase));
                    }
                }
            }
        }
    }
    assert!(
        accepted.is_empty(),
        "chatter accepted as orders:\n{}",
        accepted.join("\n")
    );
}

#[test]
fn order_lines_with_prose_around_read_as_the_intended_order() {
    adjudicate::rules::install();
    let mut wrong = Vec::new();
    for order in ORDERS {
        let example = example_of(order.ruleset);
        let game = match order.when {
            When::Night => &example.night,
            When::Day => &example.day,
        };
        let read = intake(order.ruleset, game, order.player, order.pm);
        if read.orders != order.reads || read.problems != 0 {
            wrong.push(format!(
                "{} {}: {:?} read {:?} with {} problems, not {:?}",
                order.ruleset, order.player, order.pm, read.orders, read.problems, order.reads
            ));
            continue;
        }
        let problems = engine::check(
            rules::find(order.ruleset).unwrap(),
            game,
            std::slice::from_ref(&read.file),
        );
        if !problems.is_empty() {
            wrong.push(format!(
                "{} {}: {:?} refused by check: {problems:?}",
                order.ruleset, order.player, order.pm
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Pieces of PM text: random unicode, markup, every line break, very long words.
fn fragment() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        "\\PC{0,12}",
        prop::sample::select(vec![
            "[b]",
            "[/b]",
            "[quote]",
            "[/quote]",
            "[quote=Ana]",
            "[color=#f00]",
            "[/color]",
            "[url=http://x]",
            "[*]",
            "[",
            "]",
            "**",
            "_",
            "~~",
            "> ",
            "&gt;",
            "--",
            "—",
            "-",
            " - ",
            "¿",
            "?",
            "¡",
            "!",
            ":",
            "…",
            "#",
            "#1",
            "😀",
            "👍\u{FE0F}",
            "\u{200D}",
            "\u{0301}",
            "\n",
            "\r\n",
            "\r",
            "\u{2028}",
            "\u{2029}",
            "\u{85}",
            "\u{0B}",
            "\u{0C}",
            "\t",
            " ",
            "sent: 2026-11-29 21:14",
            "Enviado: Dom Nov 29, 2026 9:03 pm",
            "Inviato il: mar 2 dic 2026, 21:14",
            "fecha: 99/99/9999 99:99",
            "Hola máster",
            "Un saludo",
            "Ciao master",
            "I want to",
            "Quiero",
            "stanotte",
            "ver",
            "voto",
            "vota",
            "vote",
            "robar",
            "rob",
            "swap",
            "tomar",
            "indago su",
            "sbrana",
            "proteggi",
            "astengo",
            "matar",
            "mato a",
            "ruta",
            "Ruta: G - H - F",
            "usar",
            "marcar",
            "muro E-F y C-D",
            "parar",
            "mensaje",
            "responder",
            "no",
            "non",
            "Ana",
            "Bruno",
            "Carla",
            "Dario",
            "Fede",
            "Luca",
            "Elena",
            "Hugo",
            "Carlaa",
            "centro",
            "1",
            "2",
            "3",
            "notte",
            "giorno",
            "A",
            "E",
            "G-H-F",
            "à",
            "è",
        ])
        .prop_map(str::to_string),
        (1usize..3000).prop_map(|n| "a".repeat(n)),
        (1usize..300).prop_map(|n| "ñé".repeat(n)),
        (1usize..200).prop_map(|n| "[b]".repeat(n)),
    ]
}

fn pm_text() -> impl Strategy<Value = String> {
    prop::collection::vec(fragment(), 0..24).prop_map(|parts| parts.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn any_pm_text_gives_orders_or_problems_never_a_panic(text in pm_text(), who in 0usize..9) {
        adjudicate::rules::install();
        for (ruleset, example) in examples() {
            for game in [&example.night, &example.day] {
                let player = &game.players[who % game.players.len()].name;
                let read = intake(ruleset, game, player, &text);
                // Every order line starts at a verb of the ruleset.
                let verbs = rules::find(ruleset).unwrap().verbs();
                for line in &read.file.lines {
                    let first = adjudicate::core::names::fold(&line.words[0].text);
                    prop_assert!(
                        verbs
                            .iter()
                            .flat_map(|k| k.words.iter())
                            .any(|v| adjudicate::core::names::fold(v) == first),
                        "{ruleset}: the order line {:?} does not start at a verb", line.words
                    );
                }
                let raw = vec![RawFile::from_text(&format!("{player}.txt"), &text)];
                let (prepared, problems) = engine::prepare(game, raw);
                prop_assert!(prepared.is_some() || !problems.is_empty());
            }
        }
    }
}

#[test]
fn a_red_name_alone_in_a_pm_is_a_vote_by_day_and_only_a_name_by_night() {
    adjudicate::rules::install();
    let pm = "[color=red][b]Paula[/b][/color]";
    let example = example_of("chechino");
    let day = intake("chechino", &example.day, "Dani", pm);
    assert_eq!(day.orders, ["votar Paula"]);
    // By night a name alone is no order, and a PM with no order naming a player is the
    // master's to read (review 4, X1): never quiet chatter.
    let night = intake("chechino", &example.night, "Dani", pm);
    assert!(night.orders.is_empty() && night.problems == 1);
}

#[test]
fn a_joke_after_an_order_is_refused_and_a_sign_off_is_not() {
    adjudicate::rules::install();
    // README, Orders: prose after a complete order is skipped only when it "starts as a
    // reason, a time or a sign-off does"; `a besos`, `la cartera` start as none of these.
    let cases = [
        (
            "chechino",
            "Ana",
            "ruta G-H-F\nMato a Fede a besos jaja",
            "ruta G-H-F\nMato a Fede, gracias",
        ),
        (
            "chechino",
            "Ana",
            "ruta G-H-F\nHoy mato a Fede del susto",
            "ruta G-H-F\nHoy mato a Fede",
        ),
        (
            "one-night",
            "Dani",
            "robo a Bruno la cartera",
            "robo a Bruno y gracias",
        ),
        (
            "lupus",
            "Dario",
            "Indago su Alessia a fondo",
            "Stanotte indago su Alessia, grazie",
        ),
    ];
    for (ruleset, player, joke, plain) in cases {
        let game = &example_of(ruleset).night;
        let rules = rules::find(ruleset).unwrap();
        let checked = |pm: &str| {
            let read = intake(ruleset, game, player, pm);
            read.problems + engine::check(rules, game, std::slice::from_ref(&read.file)).len()
        };
        assert!(checked(joke) > 0, "{ruleset}: {joke:?} accepted");
        assert_eq!(checked(plain), 0, "{ruleset}: {plain:?} refused");
    }
}

#[test]
fn a_route_with_no_verb_is_refused_not_ignored() {
    adjudicate::rules::install();
    let game = &example_of("chechino").night;
    for pm in ["Esta noche: G-H-F", "Esta noche iré G-H-F"] {
        let read = intake("chechino", game, "Ana", pm);
        assert!(
            read.orders.is_empty() && read.problems == 1,
            "{pm:?}: {} orders, {} problems",
            read.orders.len(),
            read.problems
        );
    }
}
