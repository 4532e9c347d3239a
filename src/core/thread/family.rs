//! The forum family of a thread, for `auto`: which syntaxes its players vote with. Read from
//! the thread itself before any vote is counted (see the module doc of [`super`]).

use super::bbcode::strip;
use super::find::find_in;
use super::posts::Thread;
use super::reading::Lookup;
use super::said::Said;
use super::{Syntax, work_done};
use crate::core::names::{NameIndex, fold};

/// The syntaxes `auto` reads in every post of `thread`, in the order a vote found by two is
/// taken; plain lines are read besides in a post where none of them finds a vote.
///
/// - A thread where some post votes with a `[vote]`/`[unvote]` or `[V]` tag, or with the
///   English word "vote" in bold or in a heading (`[b]Vote: X[/b]`, `##vote X`), is of the
///   English family (mafiascum, Team Liquid): red there is emphasis, not a vote.
/// - Elsewhere red text is read as a vote when the thread shows red votes: a player's post
///   where red text is an unvote, an abstention or a player's name as a moderator reads it
///   (an alias, case and accents aside, a typo, an `@`: [`super::reading`]).
/// - `[vote]`, `[V]`, bold and heading votes are read in every thread.
pub fn auto_syntaxes(thread: &Thread, names: &NameIndex, strip_spoilers: bool) -> Vec<Syntax> {
    let mut english = false;
    let mut red = false;
    let names = &Lookup::new(names);
    for post in &thread.posts {
        let text = strip(&thread.source[post.body.clone()], strip_spoilers);
        let tagged = [Syntax::VoteTag, Syntax::VTag];
        if !find_in(&text, &tagged, false, names).is_empty() {
            english = true;
            break;
        }
        let written = [Syntax::Heading, Syntax::BoldVote];
        for found in find_in(&text, &written, false, names) {
            work_done(found.span.len());
            if fold(&text[found.span.clone()]).contains("vote") {
                english = true;
            }
        }
        if english {
            break;
        }
        // A master's red is a role or a rule ("[color=red][b]Lobo[/b][/color]"): only a
        // player's red vote shows the forum votes in red.
        if !red && names.names().is_exact(&post.author) {
            red = find_in(&text, &[Syntax::Red], false, names)
                .iter()
                .any(|f| match &f.said {
                    Said::Unvote | Said::Abstain => true,
                    Said::Vote { written, .. } => names.read(written).is_ok(),
                });
        }
    }
    let mut out = vec![Syntax::VoteTag, Syntax::VTag];
    if red && !english {
        out.push(Syntax::Red);
    }
    out.extend([Syntax::Heading, Syntax::BoldVote]);
    out
}
