//! Votes where the forum's convention puts them (issue 22; review break4 F5, F1, F7): a `>`
//! that is a character on a BBCode forum, a `[quote` never closed, vote words written with
//! invisible or full-width characters, an unvote after a lead-in. And the mirror: a vote in a
//! real quote stays quoted, prose stays prose.

use super::tests::{ballots, names, options, thread, voters};
use super::*;

/// Carla's red vote for Ana, then `body` posted by Dani, read with `quotes`.
fn red_then(body: &str, quotes: QuoteLines) -> ThreadVotes {
    let t = thread(&format!(
        "=== #1 | Carla | 2026-11-30T10:00:00+01:00\n[color=red][b]Ana[/b][/color]\n\
         === #2 | Dani | 2026-11-30T11:00:00+01:00\n{body}\n"
    ));
    let options = Options {
        quotes,
        ..options(Syntax::Auto)
    };
    read_votes(&t, &names(), &voters(), &options)
}

/// Inés's bold vote for Ana, then `body` posted by Inés (the forum not known).
fn bold_then(body: &str) -> ThreadVotes {
    let t = thread(&format!(
        "=== #1 | Inés | 2026-11-30 10:00\n**Vote: Ana**\n\
         === #2 | Inés | 2026-11-30 11:00\n{body}\n"
    ));
    read_votes(&t, &names(), &voters(), &options(Syntax::Auto))
}

#[test]
fn on_a_bbcode_forum_a_line_starting_with_arrows_is_no_quote() {
    for body in [
        "Lo tengo claro.\n>> [color=red][b]Bruno[/b][/color] <<",
        "> [color=red][b]Bruno[/b][/color]",
        "==> [color=red][b]Bruno[/b][/color]",
        "&gt;&gt;&gt; [color=red][b]Bruno[/b][/color] &lt;&lt;&lt;",
    ] {
        let votes = red_then(body, QuoteLines::Literal);
        assert_eq!(ballots(&votes), ["Carla>Ana#1", "Dani>Bruno#2"], "{body}");
        assert!(votes.unclear.is_empty(), "{body}: {:?}", votes.unclear);
    }
    // A real quote is still the quoted player's words, not Dani's vote.
    let votes = red_then(
        "[quote=Carla][color=red][b]Ana[/b][/color][/quote]\nNo lo veo.",
        QuoteLines::Literal,
    );
    assert_eq!(ballots(&votes), ["Carla>Ana#1"]);
    // Arrows round a name in plain prose are no vote.
    let votes = red_then(">>> Bruno <<< dice que es pueblo", QuoteLines::Literal);
    assert_eq!(ballots(&votes), ["Carla>Ana#1"]);
}

#[test]
fn markdown_quotes_only_where_the_forum_writes_markdown_and_arrows_decorate() {
    let quoted = "> [color=red][b]Bruno[/b][/color]\nEso dijo ayer.";
    assert_eq!(
        ballots(&red_then(quoted, QuoteLines::Markdown)),
        ["Carla>Ana#1"]
    );
    assert_eq!(
        ballots(&red_then(quoted, QuoteLines::Spaced)),
        ["Carla>Ana#1"]
    );
    assert_eq!(
        ballots(&red_then(quoted, QuoteLines::Literal)),
        ["Carla>Ana#1", "Dani>Bruno#2"]
    );
    // `>>>` is decoration everywhere; `>X` quotes only on a Markdown forum.
    let arrows = ">>>> [color=red][b]Bruno[/b][/color] <<<<";
    for quotes in [QuoteLines::Markdown, QuoteLines::Spaced] {
        let votes = red_then(arrows, quotes);
        assert_eq!(
            ballots(&votes),
            ["Carla>Ana#1", "Dani>Bruno#2"],
            "{quotes:?}"
        );
    }
    let glued = ">[color=red][b]Bruno[/b][/color]";
    assert_eq!(
        ballots(&red_then(glued, QuoteLines::Markdown)),
        ["Carla>Ana#1"]
    );
    assert_eq!(
        ballots(&red_then(glued, QuoteLines::Spaced)),
        ["Carla>Ana#1", "Dani>Bruno#2"]
    );
    let votes = bold_then(">>> **Vote: Dani** <<<");
    assert_eq!(ballots(&votes), ["Inés>Ana#1", "Inés>Dani#2"]);
    assert_eq!(QuoteLines::of(None), QuoteLines::Spaced);
    use crate::core::report::Forum;
    assert_eq!(QuoteLines::of(Some(Forum::Smf)), QuoteLines::Literal);
    assert_eq!(QuoteLines::of(Some(Forum::Discourse)), QuoteLines::Markdown);
}

#[test]
fn a_quote_never_closed_ends_at_its_line_and_a_vote_on_that_line_is_raised() {
    // The lines after it are read: the vote counts.
    let votes = red_then(
        "[quote=\"Carla\"]Bruno no ha dicho nada en todo el día\n[color=red][b]Bruno[/b][/color]",
        QuoteLines::Literal,
    );
    assert_eq!(ballots(&votes), ["Carla>Ana#1", "Dani>Bruno#2"]);
    assert!(votes.unclear.is_empty(), "{:?}", votes.unclear);
    let votes = bold_then("[QUOTE=Ana]me parece que miente\n**Vote: Carla**");
    assert_eq!(ballots(&votes), ["Inés>Ana#1", "Inés>Carla#2"]);
    // On the tag's own line, whose vote it is cannot be told: raised, not counted, not lost.
    let votes = red_then(
        "[quote=Carla][color=red][b]Bruno[/b][/color]",
        QuoteLines::Literal,
    );
    assert_eq!(ballots(&votes), ["Carla>Ana#1"]);
    let raised: Vec<_> = votes.unclear.iter().map(|u| (u.post, u.why)).collect();
    assert_eq!(raised, [(2, Unclear::OpenQuote)]);
    assert!(votes.unclear[0].text.starts_with("[quote=Carla]"));
    // A real quote nested in the open one on a later line still hides its vote.
    let votes = red_then(
        "[quote=Carla]bla\n[quote=Ana][color=red][b]Bruno[/b][/color][/quote]\nNo.",
        QuoteLines::Literal,
    );
    assert_eq!(ballots(&votes), ["Carla>Ana#1"]);
    assert!(votes.unclear.is_empty(), "{:?}", votes.unclear);
}

#[test]
fn vote_words_with_invisible_or_full_width_letters_are_read() {
    for body in [
        "**Vo\u{200B}te: Dani**",
        "[b]V\u{AD}ote: Dani[/b]",
        "**Ｖｏｔｅ： Dani**",
        "**ＶＯＴＥ: Dani**",
        "[vot\u{200C}e]Dani[/vote]",
        "[ｖｏｔｅ]Dani[/ｖｏｔｅ]",
        "##vo\u{2060}te Dani",
        "**𝐕𝐨𝐭𝐞: Dani**",
    ] {
        let votes = bold_then(body);
        assert_eq!(ballots(&votes), ["Inés>Ana#1", "Inés>Dani#2"], "{body:?}");
        assert!(votes.unclear.is_empty(), "{body:?}: {:?}", votes.unclear);
    }
    // Red threads too; the vote's place is the file's.
    let body = "[color=red][b]Vo\u{200B}to: Bruno[/b][/color]";
    let votes = red_then(body, QuoteLines::Literal);
    assert_eq!(ballots(&votes), ["Carla>Ana#1", "Dani>Bruno#2"]);
    let unvote = bold_then("**Ｕｎｖｏｔｅ**");
    assert_eq!(ballots(&unvote), ["Inés>Ana#1", "Inés>-#2"]);
    // A name in a full-width word that names nobody is raised, never dropped nor guessed.
    let votes = bold_then("**Ｖｏｔｅ： Ｚｏｒｒｏ**");
    assert_eq!(votes.unread.len(), 1);
    assert_eq!(votes.unread[0].written, "Zorro");
}

/// Carla's red vote for Ana, then `body` posted by Carla.
fn carla_then(body: &str) -> ThreadVotes {
    let t = thread(&format!(
        "=== #1 | Carla | 2026-11-30T10:00:00+01:00\n[color=red][b]Ana[/b][/color]\n\
         === #2 | Carla | 2026-11-30T11:00:00+01:00\n{body}\n"
    ));
    read_votes(&t, &names(), &voters(), &options(Syntax::Auto))
}

#[test]
fn an_unvote_after_a_short_lead_in_is_an_unvote() {
    for body in [
        "EDITO: desvoto",
        "P.D.: desvoto, que me he equivocado",
        "vale, desvoto",
        "Edit 2: unvote",
        "PS: tolgo il voto",
        "ok, retiro mi voto",
        "[b]EDIT:[/b] desvoto",
    ] {
        let votes = carla_then(body);
        assert_eq!(ballots(&votes), ["Carla>Ana#1", "Carla>-#2"], "{body}");
    }
    // A lead-in before prose is still prose; a word that is no lead-in is no lead-in.
    for body in ["EDIT: Ana me parece pueblo", "Bruno, desvoto"] {
        assert_eq!(ballots(&carla_then(body)), ["Carla>Ana#1"], "{body}");
    }
}
