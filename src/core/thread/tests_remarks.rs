//! break5 F5, F13: a red or bold name that opens a remark, is negated after it, is a line of an
//! unofficial count, or is signed under `--` is no vote: raised at its place (the standing vote
//! stays), as the PM reader raises the same lines; a plain reason after the name stays a vote.

use super::tests::{ballots, names, options, thread, voters};
use super::*;

/// Bruno's vote for Carla (`first`), then `body` posted by Bruno.
fn after_a_vote(first: &str, body: &str) -> ThreadVotes {
    let t = thread(&format!(
        "=== #1 | Ana | 2026-11-30T09:00:00+01:00\n{first}Ana{close}\n\
         === #2 | Bruno | 2026-11-30T10:00:00+01:00\n{first}Carla{close}\n\
         === #3 | Bruno | 2026-11-30T11:00:00+01:00\n{body}\n",
        close = if first.starts_with("[color") {
            "[/b][/color]"
        } else {
            "[/vote]"
        },
    ));
    read_votes(&t, &names(), &voters(), &options(Syntax::Auto))
}

const RED: &str = "[color=red][b]";

/// The reasons post #3's places were raised, each blocking (nothing read replaces them).
fn raised_in_3(votes: &ThreadVotes) -> Vec<Unclear> {
    votes
        .unclear
        .iter()
        .filter(|u| u.post == 3 && u.replaced.is_none())
        .map(|u| u.why)
        .collect()
}

#[test]
fn a_red_name_opening_a_remark_or_negated_is_raised_not_counted() {
    for body in [
        "[color=red][b]Dani[/b][/color] me da buena espina",
        "No sé, [color=red]Dani[/color] me da buena espina",
        "[color=red][b]Dani[/b][/color] no.",
        "¿Votar a Dani? [color=red][b]Dani[/b][/color] jamás",
        "A [color=red][b]Dani[/b][/color] lo defiendo yo",
        "[color=red][b]Dani[/b][/color] es de los míos",
        "[color=red][b]Dani[/b][/color] es inocente, estoy seguro",
    ] {
        let votes = after_a_vote(RED, body);
        // Bruno's standing vote is still Carla: nothing of #3 replaces it in silence.
        assert_eq!(ballots(&votes), ["Ana>Ana#1", "Bruno>Carla#2"], "{body}");
        assert_eq!(raised_in_3(&votes), [Unclear::Remark], "{body}");
    }
}

#[test]
fn a_bold_vote_followed_by_no_way_is_raised() {
    let t = thread(
        "=== #1 | Bruno | 2026-11-30 10:00\n[vote]Carla[/vote]\n\
         === #3 | Bruno | 2026-11-30 11:00\n[b]Vote: Dani[/b] no way, he is town\n",
    );
    let votes = read_votes(&t, &names(), &voters(), &options(Syntax::Auto));
    assert_eq!(ballots(&votes), ["Bruno>Carla#1"]);
    assert_eq!(raised_in_3(&votes), [Unclear::Remark]);
}

#[test]
fn an_unofficial_count_in_red_is_raised_and_the_posters_vote_stands() {
    for body in [
        "Recuento extraoficial, que el máster tarda:\n\
         [color=red][b]Carla[/b][/color] (2): Bruno, Ana\n\
         [color=red][b]Dani[/b][/color] (2): Ana, Inés",
        "Así van las cosas:\n[color=red][b]Carla[/b][/color] (22)\n[color=red][b]Dani[/b][/color] (6)",
        "[color=red][b]Carla[/b][/color]: Bruno, Ana\n[color=red][b]Dani[/b][/color]: Inés",
    ] {
        let votes = after_a_vote(RED, body);
        assert_eq!(ballots(&votes), ["Ana>Ana#1", "Bruno>Carla#2"], "{body}");
        assert_eq!(
            raised_in_3(&votes),
            [Unclear::Count, Unclear::Count],
            "{body}"
        );
    }
}

#[test]
fn a_red_name_signed_under_two_dashes_is_raised() {
    let votes = after_a_vote(
        RED,
        "Me voy a dormir, mañana sigo.\n--\n[color=red][b]Bruno[/b][/color]",
    );
    assert_eq!(ballots(&votes), ["Ana>Ana#1", "Bruno>Carla#2"]);
    assert_eq!(raised_in_3(&votes), [Unclear::Signature]);
}

#[test]
fn a_plain_reason_or_a_change_of_mind_after_the_red_name_stays_a_vote() {
    for (body, vote) in [
        ("[color=red][b]Dani[/b][/color]", "Dani"),
        ("[color=red][b]Dani[/b][/color] porque miente", "Dani"),
        ("[color=red][b]Dani[/b][/color] porque no habla", "Dani"),
        ("[color=red][b]Dani[/b][/color] y a otra cosa.", "Dani"),
        ("[color=red][b]Dani[/b][/color] sigue.", "Dani"),
        ("[color=red][b]Dani[/b][/color]: ha mentido", "Dani"),
        ("Sumo. [color=red][b]Dani[/b][/color]", "Dani"),
        (
            "[color=red][b]Dani[/b][/color] no, mejor [color=red][b]Ana[/b][/color]",
            "Ana",
        ),
    ] {
        let votes = after_a_vote(RED, body);
        assert_eq!(
            ballots(&votes),
            [
                "Ana>Ana#1".to_string(),
                "Bruno>Carla#2".into(),
                format!("Bruno>{vote}#3")
            ],
            "{body}"
        );
        assert_eq!(raised_in_3(&votes), [], "{body}");
    }
}
