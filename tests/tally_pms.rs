//! `adjudicate tally`, end to end, from the PMs in `orders/`: the running vote count, which must
//! agree with what `next` resolves; bad PMs refused (exit 1), no count outside a day.

use crate::common;
use crate::tally_support::{
    assert_tally_agrees_with_next, day, discarded, fixture, json, strings, tally, wagons,
};

use common::{GameBuilder, example_players};

#[test]
fn the_example_day_counts_as_next_resolves_it_a_tie_at_three() {
    let sandbox = day();
    sandbox.orders_from_example("2-day");
    let out = tally(&sandbox, None, &[]);
    assert_eq!(
        out.ok(),
        "**Vote count: Day**

- **Fede** (3, L-0): Bruno, Dani, Hugo
- **Gloria** (3, L-0): Ana, Carla, Jorge
- **Dani** (1, L-2): Elena
- **Hugo** (1, L-2): Fede
- **Ana** (1, L-2): Gloria
- **Bruno** (1, L-2): Inés

_At the deadline the most voted players die (all of them on a tie), if they have at least 2 votes. L-0: would die now._

Everyone has voted.

_Counted from the PMs in orders/._
"
    );
    let count = assert_tally_agrees_with_next(&sandbox);
    assert_eq!(strings(&count["leaders"]), ["Fede", "Gloria"]);
    assert_eq!(count["source"], "orders");
    // The PMs came from the forum with their times, which are the master's (ruling 29): each
    // wagon's voters in roster order (Bruno before Dani, who sent first), the post undated; the
    // master's JSON keeps the last PM's time.
    assert_eq!(count["wagons"][0]["voters"][0]["file"], "orders/Bruno.txt");
    assert_eq!(count["updated"]["time"], "2026-11-30T21:50:00+00:00");
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
fn sent_times_order_no_wagon_and_the_deadline_cuts_late_pms() {
    let sandbox = day();
    sandbox.order("Ana.txt", "sent: 2026-11-29 21:40\nvote Dani\n");
    sandbox.order("Bruno.txt", "sent: 2026-11-29 21:05\nvote Dani\n");
    sandbox.order("Carla.txt", "sent: 2026-11-29T23:10:00+01:00\nvote Ana\n");
    sandbox.order("Elena.txt", "vote Ana\n");
    let count = json(&tally(&sandbox, None, &["--json"]));
    // Bruno sent first, Elena's PM has no time: the public reads neither (one-night ruling 29),
    // the voters in roster order; the last PM's time is the master's (`--json`) alone.
    assert_eq!(
        wagons(&count),
        ["Dani:2:L-0:Ana,Bruno", "Ana:2:L-0:Carla,Elena"]
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

Dani (2, L-0): Ana, Bruno
Ana (1, L-1): Elena

At the deadline the most voted players die (all of them on a tie), if they have at least 2 votes. L-0: would die now.

Not voting (7): Carla, Dani, Fede, Gloria, Hugo, Inés, Jorge

Counted from the PMs in orders/.
"
    );
    // When a PM came is private (issue 22 K): the count the master posts reads Carla's late PM
    // as no PM at all; he alone is told of it, on standard error.
    assert!(
        run.stderr
            .contains("votes in PMs sent after the deadline: Carla (Carla.txt): Ana"),
        "{run:#?}"
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
