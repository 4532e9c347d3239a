//! A red vote the player crosses out with his own mark (`❌`, `(descartado)`, WhatsApp's
//! `~…~`) is struck, as `[s]…[/s]` is: never counted, the post's other vote standing (break7
//! F5 f, `core::marks`).

use super::tests::{ballots, names, options, thread, voters};
use super::*;

#[test]
fn a_red_vote_crossed_out_by_its_own_mark_is_not_counted() {
    for crossed in [
        "[color=red][b]Dani[/b][/color] ❌",
        "[color=red][b]Dani[/b][/color] (descartado)",
        "❌ [color=red][b]Dani[/b][/color]",
        "~[color=red][b]Dani[/b][/color]~",
    ] {
        let t = thread(&format!(
            "=== #1 | Ana | 2026-11-30T10:00:00+01:00\n[color=red][b]Carla[/b][/color]\n\
             === #2 | Bruno | 2026-11-30T11:00:00+01:00\n[color=red][b]Ana[/b][/color] ✅\n{crossed}\n"
        ));
        let votes = read_votes(&t, &names(), &voters(), &options(Syntax::Auto));
        assert_eq!(ballots(&votes), ["Ana>Carla#1", "Bruno>Ana#2"], "{crossed}");
    }
}
