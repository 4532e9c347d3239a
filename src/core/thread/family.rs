//! The forum family of a thread, for `auto`: which syntaxes its players vote with. Read from
//! the thread itself before any vote is counted (see the module doc of [`super`]).

use super::bbcode::{QuoteLines, strip_in};
use super::find::find_in;
use super::posts::Thread;
use super::reading::Lookup;
use super::said::Said;
use super::unmask::unmask;
use super::{Syntax, work_done};
use crate::core::names::{NameIndex, fold};
use std::collections::BTreeSet;

/// The syntaxes `auto` reads in every post of `thread`, in the order a vote found by two is
/// taken; plain lines are read besides in a post where none of them finds a vote.
///
/// - A post that votes with a `[vote]`/`[unvote]` or `[V]` tag, or with the English word
///   "vote" in bold or in a heading (`[b]Vote: X[/b]`, `##vote X`), shows the English family
///   (mafiascum, Team Liquid): red there is emphasis, not a vote.
/// - A player's post where red text is an unvote, an abstention or a player's name as a
///   moderator reads it (an alias, case and accents aside, a typo, an `@`: [`super::reading`])
///   shows the red family (Spanish forums).
/// - The family is the one more authors show (the English one when as many show each): one
///   player's `[vote]Bruno[/vote]` joke does not turn a thread of red votes into a thread where
///   red is emphasis (review-s32 LR6). In a red thread, the vote tags are not read: a vote tag
///   is raised to the master ([`super::Unclear::OtherSyntax`]), never counted in silence.
/// - Bold and heading votes are read in every thread; `[vote]` and `[V]` in every thread that
///   is not red.
pub fn auto_syntaxes(
    thread: &Thread,
    names: &NameIndex,
    strip_spoilers: bool,
    quotes: QuoteLines,
) -> Vec<Syntax> {
    let mut english: BTreeSet<String> = BTreeSet::new();
    let mut red: BTreeSet<String> = BTreeSet::new();
    let names = &Lookup::new(names);
    for post in &thread.posts {
        let seen = unmask(&thread.source[post.body.clone()]);
        let text = strip_in(&seen.text, strip_spoilers, quotes);
        let author = fold(post.author.trim());
        let tagged = [Syntax::VoteTag, Syntax::VTag];
        let mut shows_english = !find_in(&text, &tagged, false, names).is_empty();
        if !shows_english {
            let written = [Syntax::Heading, Syntax::BoldVote];
            for found in find_in(&text, &written, false, names) {
                work_done(found.span.len());
                shows_english |= fold(&text[found.span.clone()]).contains("vote");
            }
        }
        if shows_english {
            english.insert(author.clone());
        }
        // A master's red is a role or a rule ("[color=red][b]Lobo[/b][/color]"): only a
        // player's red vote shows the forum votes in red.
        if !red.contains(&author) && names.names().is_exact(&post.author) {
            let shows_red = find_in(&text, &[Syntax::Red], false, names)
                .iter()
                .any(|f| match &f.said {
                    Said::Unvote | Said::Abstain => true,
                    Said::Vote { written, .. } => names.read(written).is_ok(),
                });
            if shows_red {
                red.insert(author);
            }
        }
    }
    if !red.is_empty() && red.len() > english.len() {
        return vec![Syntax::Red, Syntax::Heading, Syntax::BoldVote];
    }
    vec![
        Syntax::VoteTag,
        Syntax::VTag,
        Syntax::Heading,
        Syntax::BoldVote,
    ]
}
