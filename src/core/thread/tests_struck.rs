//! Striking one's own earlier vote in a later post withdraws it, as an unvote would (review
//! break14b F8): `[s]`, `[strike]`, `[del]`, `~~` (a saved page's `<s>`, `<del>` and
//! line-through spans are these).

use super::tests::{ballots, names, options, thread, voters};
use super::*;

fn read(second: &str) -> Vec<String> {
    let t = thread(&format!(
        "=== #1 | Ana | 2026-11-29 20:00\n[color=red][b]Bruno[/b][/color]\n\n\
         === #2 | Ana | 2026-11-29 21:00\n{second}\n"
    ));
    ballots(&read_votes(&t, &names(), &voters(), &options(Syntax::Auto)))
}

#[test]
fn striking_the_vote_one_holds_withdraws_it() {
    for post in [
        "[s][color=red][b]Bruno[/b][/color][/s]",
        "Me he precipitado. [strike][color=red][b]Bruno[/b][/color][/strike]",
        "[del][color=red][b]Bruno[/b][/color][/del] hasta que hable Carla.",
        "~~[b]Vote: Bruno[/b]~~",
    ] {
        assert_eq!(read(post), ["Ana>Bruno#1", "Ana>-#2"], "{post}");
    }
}

#[test]
fn striking_another_name_or_with_a_new_vote_withdraws_nothing_more() {
    assert_eq!(
        read("[s][color=red][b]Carla[/b][/color][/s]"),
        ["Ana>Bruno#1"]
    );
    assert_eq!(
        read("[s][color=red][b]Bruno[/b][/color][/s] [color=red][b]Carla[/b][/color]"),
        ["Ana>Bruno#1", "Ana>Carla#2"]
    );
    assert_eq!(
        read("[quote=\"Dani\"][s][color=red][b]Bruno[/b][/color][/s][/quote] jaja"),
        ["Ana>Bruno#1"]
    );
}
