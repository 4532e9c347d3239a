//! An unvote and a name in one vote text, with no second vote word (break16 A1, issue 22):
//! the unvote is read and the name is never dropped: the plain unvote when it names the vote
//! withdrawn, raised for the master otherwise (`docs/rulings/chechino.md`, "An unvote and a name in one vote").

use super::tests::{ballots, names, options, thread, voters};
use super::*;

/// Bruno votes Carla in post 1 (in `first`), then posts `body` in post 2.
fn after(first: &str, body: &str) -> ThreadVotes {
    let t = thread(&format!(
        "=== #1 | Bruno | 2026-11-30 10:00\n{first}\n\
         === #2 | Bruno | 2026-11-30 11:00\n{body}\n"
    ));
    read_votes(&t, &names(), &voters(), &options(Syntax::Auto))
}

fn raised(votes: &ThreadVotes) -> Vec<(u64, Unclear, bool)> {
    votes
        .unclear
        .iter()
        .map(|u| (u.post, u.why, u.replaced.is_none()))
        .collect()
}

#[test]
fn an_unvote_naming_another_player_is_read_and_the_name_raised() {
    for (first, body) in [
        (
            "[color=red][b]Carla[/b][/color]",
            "[color=red][b]Desvoto. Dani[/b][/color]",
        ),
        ("[color=red][b]Carla[/b][/color]", "[b]Desvoto a Dani[/b]"),
        ("[b]Vote: Carla[/b]", "[b]Unvote, Dani[/b]"),
        ("[b]Vote: Carla[/b]", "[b]Unvote - Dani[/b]"),
        ("[b]Vote: Carla[/b]", "[b]Unvote Dani[/b]"),
        ("[b]Vote: Carla[/b]", "**Unvote. Dani**"),
        ("[b]Voto: Carla[/b]", "[b]Tolgo il voto. Dani[/b]"),
        ("[vote]Carla[/vote]", "[vote]unvote. Dani[/vote]"),
        ("[vote]Carla[/vote]", "[vote]unvote. Dnai[/vote]"),
        ("Voto a Carla", "Desvoto a Dani"),
    ] {
        let votes = after(first, body);
        assert_eq!(ballots(&votes), ["Bruno>Carla#1", "Bruno>-#2"], "{body}");
        assert_eq!(raised(&votes), [(2, Unclear::UnvoteName, true)], "{body}");
    }
}

#[test]
fn an_unvote_naming_the_vote_it_withdraws_is_the_plain_unvote() {
    for body in [
        "[b]Unvote Carla[/b]",
        "[b]Desvoto a Carla[/b]",
        "[b]Unvote: Carla[/b]",
        "[b]Desvoto, me lo pienso mejor[/b]",
        "[b]Unvote[/b]",
    ] {
        let votes = after("[b]Vote: Carla[/b]", body);
        assert_eq!(ballots(&votes), ["Bruno>Carla#1", "Bruno>-#2"], "{body}");
        assert!(votes.unclear.is_empty(), "{body}: {:?}", votes.unclear);
    }
    // A vote then its withdrawal in one post: the name is the vote just cast.
    let votes = after(
        "[b]Vote: Carla[/b]",
        "[b]Vote: Dani[/b] … [b]Unvote Dani[/b]",
    );
    assert!(votes.unclear.is_empty(), "{:?}", votes.unclear);
}

#[test]
fn an_unvote_then_a_vote_word_is_both_and_a_later_vote_settles_the_name() {
    // `Unvote: A, Vote: B` (mafiascum) and `Desvoto y voto a Dani` are the unvote and the vote.
    for body in [
        "[b]Unvote: Carla, Vote: Dani[/b]",
        "[b]Desvoto y voto a Dani[/b]",
    ] {
        let votes = after("[b]Vote: Carla[/b]", body);
        assert_eq!(
            ballots(&votes),
            ["Bruno>Carla#1", "Bruno>-#2", "Bruno>Dani#2"],
            "{body}"
        );
        assert!(votes.unclear.is_empty(), "{body}");
    }
    // A vote read after the raised unvote replaces it: listed, blocking nothing.
    let votes = after(
        "[b]Vote: Carla[/b]",
        "[b]Unvote. Dani[/b]\n\n[b]Vote: Ana[/b]",
    );
    assert_eq!(raised(&votes), [(2, Unclear::UnvoteName, false)]);
}

/// Review break16 (small): a post quoting a vote and adding only `x2`, `+1` or `Lo mismo digo`
/// gave nothing and raised nothing. The quote is never the poster's vote; his agreement is
/// raised at his words.
#[test]
fn a_quoted_vote_seconded_with_nothing_else_is_raised_not_counted() {
    for own in ["x2", "+1", "Lo mismo digo.", "Idem", "Quoto", "Same here!"] {
        let votes = after(
            "[b]Vote: Carla[/b]",
            &format!("[quote=\"Ana\"]Ya está: [b]Voto: Dani[/b][/quote]\n{own}"),
        );
        assert_eq!(ballots(&votes), ["Bruno>Carla#1"], "{own}");
        assert_eq!(raised(&votes), [(2, Unclear::Agreed, true)], "{own}");
    }
    // Talk after a quoted vote, or an agreement with a quote that holds no vote: nothing.
    for body in [
        "[quote=\"Ana\"][b]Voto: Dani[/b][/quote]\nNo estoy de acuerdo, Dani es pueblo.",
        "[quote=\"Ana\"]Dani está muy callado.[/quote]\n+1",
    ] {
        let votes = after("[b]Vote: Carla[/b]", body);
        assert!(votes.unclear.is_empty(), "{body}: {:?}", votes.unclear);
    }
}
