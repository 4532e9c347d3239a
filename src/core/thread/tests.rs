//! The thread reader's unit tests: posts, quotes, each vote syntax, names, the cut.

use super::*;
use crate::core::names::{NameIndex, NameMiss};
use crate::core::orders::parse_time;
use crate::core::votes::Choice;

pub(super) fn names() -> NameIndex {
    let aliases = [
        vec!["Anita".to_string()],
        vec!["Bru".to_string()],
        vec![],
        vec![],
        vec!["Ines".to_string()],
    ];
    NameIndex::new(
        ["Ana", "Bruno", "Carla", "Dani", "Inés"]
            .into_iter()
            .zip(aliases.iter().map(|a| a.as_slice())),
    )
}

/// What each vote of `text` says, under `syntax`: a name as written, `-` unvote, `0` abstain.
pub(super) fn said(text: &str, syntax: Syntax) -> Vec<String> {
    find_votes(&strip(text, false), syntax, &names())
        .into_iter()
        .map(|f| match f.said {
            Said::Vote { written, .. } => written,
            Said::Unvote => "-".into(),
            Said::Abstain => "0".into(),
        })
        .collect()
}

pub(super) fn thread(text: &str) -> Thread {
    parse("thread.txt", text).unwrap_or_else(|p| panic!("{p:?}"))
}

pub(super) fn options(syntax: Syntax) -> Options {
    Options {
        syntax,
        strip_spoilers: false,
        until_post: None,
        deadline: None,
        left: Vec::new(),
        hidden: Default::default(),
        set_aside: Vec::new(),
        lang: None,
        quotes: Default::default(),
    }
}

pub(super) fn voters() -> Vec<String> {
    ["Ana", "Bruno", "Carla", "Dani", "Inés"]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

/// The ballots as `voter>target` (`voter>-` unvote, `voter>0` abstain), with their posts.
pub(super) fn ballots(votes: &ThreadVotes) -> Vec<String> {
    votes
        .ballots
        .iter()
        .map(|b| {
            let what = match &b.choice {
                Choice::Player(p) => p.clone(),
                Choice::Unvote => "-".into(),
                Choice::Abstain => "0".into(),
            };
            format!("{}>{what}#{}", b.voter, votes.post_of[&b.seq])
        })
        .collect()
}

#[test]
fn posts_split_with_numbers_authors_times_and_spans() {
    let text =
        "\n=== #7 | Ana | 2026-11-29T21:03:00+01:00\nHola.\n=== #8 | Narrador | 2026-11-29 20:10\n";
    let t = thread(text);
    assert_eq!(t.posts.len(), 2);
    assert_eq!((t.posts[0].number, t.posts[0].author.as_str()), (7, "Ana"));
    assert_eq!(&text[t.posts[0].body.clone()], "Hola.\n");
    assert_eq!(t.posts[1].time - t.posts[0].time, 7 * 60);
    assert_eq!(t.posts[1].time_text, "2026-11-29 20:10");
    assert_eq!(&text[t.posts[1].body.clone()], "");
    assert!(text[t.posts[1].header.clone()].starts_with("=== #8"));
}

#[test]
fn a_bad_thread_lists_every_problem() {
    let text = "hello\n=== #3 | Ana | yesterday\n=== #2 | Bruno | 2026-11-29 20:00\n=== #4 | Carla | 2026-11-29 19:00\n=== #5 | | 2026-11-29 21:00\n=== #6 | Dani | 2026-11-29 21:00\n";
    let keys: Vec<String> = parse("t.txt", text)
        .unwrap_err()
        .into_iter()
        .map(|p| p.msg.key)
        .collect();
    assert_eq!(
        keys,
        [
            "err-thread-before-first-post",
            "err-thread-header",
            "err-thread-time-order",
            "err-thread-header",
        ]
    );
    let empty = parse("t.txt", "\n\n").unwrap_err();
    assert_eq!(empty[0].msg.key, "err-thread-no-posts");
    let order = parse(
        "t.txt",
        "=== #3 | Ana | 2026-11-29 20:00\n=== #3 | Bruno | 2026-11-29 20:00\n",
    )
    .unwrap_err();
    assert_eq!(order[0].msg.key, "err-thread-post-order");
    // A line that merely starts with === is body text.
    assert_eq!(
        thread("=== #1 | Ana | 2026-11-29 20:00\n=== end ===\n")
            .posts
            .len(),
        1
    );
}

#[test]
fn quotes_are_blanked_nested_and_markdown_keeping_offsets() {
    let text = "a [quote=\"Bruno\"]x [quote]y[/quote] z[/quote] b\n> c\nd [QUOTE]e";
    let s = strip(text, false);
    assert_eq!(s.len(), text.len());
    assert_eq!(s.split_whitespace().collect::<Vec<_>>(), ["a", "b", "d"]);
    let s = strip("[spoiler]Ana[/spoiler] [quote]ñ[/quote]", true);
    assert_eq!(s.trim(), "");
    assert!(strip("[spoiler]Ana[/spoiler]", false).contains("Ana"));
    // A stray closing tag is left alone.
    assert_eq!(strip("Ana[/quote]", false), "Ana[/quote]");
}

#[test]
fn red_votes_in_either_nesting_and_colour_spelling() {
    let s = |t| said(t, Syntax::Red);
    assert_eq!(s("[color=red][b]Ana[/b][/color]"), ["Ana"]);
    assert_eq!(s("[b][color=#FF0000]Bru[/color][/b]"), ["Bru"]);
    assert_eq!(s("[B][COLOR=\"#f00\"]voto a Carla[/COLOR][/B]"), ["Carla"]);
    assert_eq!(s("[color=red][b]Desvoto[/b][/color]"), ["-"]);
    // Red alone is a vote when it is a name as written (review 4, C1: "El voto se emite con
    // el nombre del elegido en color ROJO"); red prose, bold but not red, another red: not.
    assert_eq!(s("[color=red]Ana[/color]"), ["Ana"]);
    assert_eq!(s("[color=#ff0000] bru [/color]"), ["bru"]);
    assert!(
        s("[color=red]Ojo con Ana[/color] [b]Bruno[/b] [color=blue][b]Dani[/b][/color]").is_empty()
    );
    assert!(s("[quote][color=red][b]Ana[/b][/color][/quote]").is_empty());
}

#[test]
fn vote_tags_and_v_tags() {
    assert_eq!(
        said(
            "[vote]Ana[/vote] then [unvote] [VOTE]@Dani[/VOTE]",
            Syntax::VoteTag
        ),
        ["Ana", "-", "Dani"]
    );
    assert_eq!(said("[vote]no lynch[/vote]", Syntax::VoteTag), ["0"]);
    assert_eq!(
        said("[V]Bruno[/V] [v]Carla[/v]", Syntax::VTag),
        ["Bruno", "Carla"]
    );
    // Each syntax only reads its own family.
    assert!(said("[V]Bruno[/V]", Syntax::VoteTag).is_empty());
    assert!(said("[vote]Bruno[/vote]", Syntax::VTag).is_empty());
    // An unclosed tag is not a vote.
    assert!(said("[vote]Bruno", Syntax::VoteTag).is_empty());
}

#[test]
fn bold_votes_need_the_vote_word() {
    let s = |t| said(t, Syntax::BoldVote);
    assert_eq!(s("**Vote: Ana**"), ["Ana"]);
    assert_eq!(s("[b]Voto: Carla[/b] and **Unvote**"), ["Carla", "-"]);
    assert_eq!(s("**Vote Inés** **VOTE: no lynch**"), ["Inés", "0"]);
    assert_eq!(s("**Vote:Bru** [b]I vote: Dani[/b]"), ["Bru", "Dani"]);
    assert!(s("**Ana** is [b]suspicious[/b]").is_empty());
}

#[test]
fn a_plain_line_is_a_vote_only_when_it_is_a_vote_and_nothing_else() {
    let s = |t| said(t, Syntax::Plain);
    assert_eq!(
        s("voto a Ana\nvote Carla.\nVoto: Bru!"),
        ["Ana", "Carla", "Bru"]
    );
    assert_eq!(s("desvoto\nretiro mi voto\nNo lynch"), ["-", "-", "0"]);
    // A misspelt name alone is a vote, to be read or listed as unread.
    assert_eq!(s("voto Brnuo"), ["Brnuo"]);
    // Talk: a vote word and more than a name.
    assert!(s("hoy no voto a nadie\nAna vote Bruno").is_empty());
    assert!(s("Voto por Bruno porque sí\nI vote Scott because he lied").is_empty());
    assert!(s("you vote Subs and I hammer\nvoto a Ana si nadie tiene nada mejor").is_empty());
    assert!(s("no lynch today would be a mistake").is_empty());
    assert_eq!(s("[b]voto Dani[/b]"), ["Dani"]);
}

#[test]
fn auto_reads_every_tag_family_once_and_plain_only_without_tags() {
    let s = |t| said(t, Syntax::Auto);
    assert_eq!(
        s("[vote]Ana[/vote]\n[color=red][b]Vote: Bruno[/b][/color]\n[V]Dani[/V]\nvoto Carla"),
        ["Ana", "Bruno", "Dani"]
    );
    assert_eq!(s("bueno...\nvoto a Carla"), ["Carla"]);
}

#[test]
fn the_last_vote_of_a_post_counts_and_an_earlier_unvote_comes_first() {
    let t = thread(
        "=== #1 | Ana | 2026-11-29 20:00\n[vote]Bruno[/vote] no, [vote]Carla[/vote]\n\
         === #2 | Bruno | 2026-11-29 20:01\n[unvote] [vote]Dani[/vote]\n\
         === #3 | Carla | 2026-11-29 20:02\n[vote]Ana[/vote] [unvote]\n\
         === #4 | Dani | 2026-11-29 20:03\nno vote here\n",
    );
    let votes = read_votes(&t, &names(), &voters(), &options(Syntax::VoteTag));
    assert_eq!(
        ballots(&votes),
        // Carla votes Ana and withdraws it in the same post: both, in that order.
        [
            "Ana>Carla#1",
            "Bruno>-#2",
            "Bruno>Dani#2",
            "Carla>Ana#3",
            "Carla>-#3"
        ]
    );
    assert_eq!(votes.last, Some((4, "2026-11-29 20:03".into())));
    let seqs: Vec<usize> = votes.ballots.iter().map(|b| b.seq).collect();
    assert_eq!(seqs, [0, 1, 2, 3, 4]);
    assert_eq!(votes.ballots[0].at, Some(t.posts[0].time / 60));
}

#[test]
fn names_by_alias_prefix_and_accents_and_misses_are_never_guessed() {
    let t = thread(
        "=== #1 | anita | 2026-11-29 20:00\n[vote]BRU[/vote]\n\
         === #2 | Bruno | 2026-11-29 20:01\n[vote]ines[/vote]\n\
         === #3 | Carla | 2026-11-29 20:02\n[vote]Brnuo[/vote]\n\
         === #4 | Dani | 2026-11-29 20:03\n[vote]Ana[/vote] later [vote]Zzz[/vote]\n",
    );
    let votes = read_votes(&t, &names(), &voters(), &options(Syntax::Auto));
    assert_eq!(ballots(&votes), ["Ana>Bruno#1", "Bruno>Inés#2"]);
    let unread: Vec<(u64, &str, &NameMiss)> = votes
        .unread
        .iter()
        .map(|u| (u.post, u.written.as_str(), &u.miss))
        .collect();
    let suggest = |s: &[&str]| NameMiss::Unknown {
        suggestions: s.iter().map(|x| x.to_string()).collect(),
    };
    assert_eq!(
        unread,
        [
            (3, "Brnuo", &suggest(&["Bruno"])),
            (4, "Zzz", &suggest(&[]))
        ]
    );
    assert_eq!(
        &t.source[votes.unread[0].span.clone()],
        "[vote]Brnuo[/vote]"
    );
}

#[test]
fn a_plain_line_with_talk_after_the_name_is_not_a_vote() {
    let t = thread(
        "=== #1 | Ana | 2026-11-29 20:00\nvoto a Carla porque miente\n\
         === #2 | Bruno | 2026-11-29 20:01\nvoto a Karla porque sí\n\
         === #3 | Dani | 2026-11-29 20:02\nvoto a Karla\n\
         === #4 | Carla | 2026-11-29 20:03\nvoto a Zorro\n",
    );
    let votes = read_votes(&t, &names(), &voters(), &options(Syntax::Plain));
    assert_eq!(ballots(&votes), ["Dani>Carla#3"]);
    assert_eq!(votes.unread.len(), 1);
    assert_eq!(
        (votes.unread[0].post, votes.unread[0].written.as_str()),
        (4, "Zorro")
    );
}

#[test]
fn posts_of_the_dead_and_of_non_players_are_ignored_and_listed() {
    let t = thread(
        "=== #1 | Narrador | 2026-11-29 20:00\n[vote]Ana[/vote]\n\
         === #2 | Inés | 2026-11-29 20:01\n[vote]Ana[/vote]\n\
         === #3 | Narrador | 2026-11-29 20:02\n[vote]Bruno[/vote]\n\
         === #4 | Narrador | 2026-11-29 20:03\njust talk\n\
         === #5 | Anabel | 2026-11-29 20:04\n[vote]Dani[/vote]\n",
    );
    let alive: Vec<String> = voters().into_iter().filter(|v| v != "Inés").collect();
    let votes = read_votes(&t, &names(), &alive, &options(Syntax::Auto));
    assert!(votes.ballots.is_empty());
    let ignored: Vec<(&str, IgnoredWhy, Vec<u64>)> = votes
        .ignored
        .iter()
        .map(|i| (i.author.as_str(), i.why, i.posts.clone()))
        .collect();
    // An author is matched exactly: "Anabel" is not Ana by prefix.
    assert_eq!(
        ignored,
        [
            ("Narrador", IgnoredWhy::NotPlaying, vec![1, 3]),
            ("Inés", IgnoredWhy::CannotVote, vec![2]),
            ("Anabel", IgnoredWhy::NotPlaying, vec![5]),
        ]
    );
}

#[test]
fn the_deadline_is_strict_and_until_post_cuts_the_thread() {
    let text = "=== #1 | Ana | 2026-11-29 20:00\n[vote]Bruno[/vote]\n\
         === #2 | Bruno | 2026-11-29 20:59:59\n[vote]Ana[/vote]\n\
         === #3 | Carla | 2026-11-29T22:00:00+01:00\n[vote]Ana[/vote]\n\
         === #4 | Dani | 2026-11-29 21:30\n[vote]Xyz[/vote]\n";
    let t = thread(text);
    let mut o = options(Syntax::VoteTag);
    o.deadline = parse_time("2026-11-29 21:00");
    let votes = read_votes(&t, &names(), &voters(), &o);
    assert_eq!(ballots(&votes), ["Ana>Bruno#1", "Bruno>Ana#2"]);
    let late: Vec<(u64, &str, &Result<Choice, String>)> = votes
        .late
        .iter()
        .map(|l| (l.post, l.voter.as_str(), &l.choice))
        .collect();
    let ana = Ok(Choice::Player("Ana".into()));
    assert_eq!(late, [(3, "Carla", &ana), (4, "Dani", &Err("Xyz".into()))]);
    assert_eq!(votes.last, Some((2, "2026-11-29 20:59:59".into())));
    assert!(votes.unread.is_empty(), "a late vote is not a name to fix");
    let mut o = options(Syntax::VoteTag);
    o.until_post = Some(1);
    let votes = read_votes(&t, &names(), &voters(), &o);
    assert_eq!(ballots(&votes), ["Ana>Bruno#1"]);
    assert!(votes.late.is_empty());
    assert_eq!(votes.last, Some((1, "2026-11-29 20:00".into())));
}

#[test]
fn spoilers_count_unless_stripped() {
    let t = thread("=== #1 | Ana | 2026-11-29 20:00\n[spoiler][vote]Bruno[/vote][/spoiler]\n");
    let kept = read_votes(&t, &names(), &voters(), &options(Syntax::VoteTag));
    assert_eq!(ballots(&kept), ["Ana>Bruno#1"]);
    let mut o = options(Syntax::VoteTag);
    o.strip_spoilers = true;
    assert!(read_votes(&t, &names(), &voters(), &o).ballots.is_empty());
}

/// The work of reading one post's votes under `auto`, stripped as `read_votes` strips it, and
/// the votes found.
fn work_of(text: &str) -> (usize, Vec<Said>) {
    let mut found = Vec::new();
    let done = work::of(|| {
        found = find_votes(&strip(text, true), Syntax::Auto, &names());
    });
    (done, found.into_iter().map(|f| f.said).collect())
}

/// Asserts reading `post(n)` does linear work: twice the post, at most about twice the work,
/// and a bounded amount per byte (a vote's text, [`MAX_VOTE_TEXT`] bytes, may be read once
/// for each tag around it). Returns the votes of `post(n)`.
#[track_caller]
fn assert_linear(what: &str, n: usize, post: impl Fn(usize) -> String) -> Vec<Said> {
    let (small, _) = work_of(&post(n / 2));
    let text = post(n);
    let (large, found) = work_of(&text);
    assert!(
        large <= small * 2 + small / 10,
        "{what}: {large} units for {n}, {small} for {}",
        n / 2
    );
    assert!(
        large <= text.len() * (MAX_VOTE_TEXT / 2),
        "{what}: {large} units for {} bytes",
        text.len()
    );
    found
}

fn ana() -> Vec<Said> {
    vec![Said::Vote {
        written: "Ana".into(),
        loose: false,
    }]
}

#[test]
fn eighty_thousand_unclosed_bold_tags_are_read_in_linear_work() {
    // It took 15 s: every `[b]` looked for its `[/b]` through all the tags after it.
    let found = assert_linear("unclosed [b]", 80_000, |n| {
        format!("{}\n[vote]Ana[/vote]\n", "[b]".repeat(n))
    });
    assert_eq!(found, ana());
    let found = assert_linear("unclosed red", 80_000, |n| {
        format!("{}[b]Ana[/b][/color]", "[color=red]".repeat(n))
    });
    assert_eq!(found, ana(), "the innermost red closes");
    assert_linear("unclosed [vote]", 80_000, |n| "[vote]".repeat(n));
    assert_linear("unclosed quotes and stray spoilers", 80_000, |n| {
        "[quote]".repeat(n) + &"[/spoiler]".repeat(n)
    });
}

#[test]
fn tags_nested_twenty_thousand_deep_are_read_in_linear_work() {
    let found = assert_linear("nested [b]", 20_000, |n| {
        format!("{}Vote: Ana{}", "[b]".repeat(n), "[/b]".repeat(n))
    });
    assert!(found.iter().all(|s| *s == ana()[0]), "{found:?}");
    assert_linear("nested [vote]", 20_000, |n| {
        format!("{}Ana{}", "[vote]".repeat(n), "[/vote]".repeat(n))
    });
    assert_linear("nested red", 20_000, |n| {
        format!(
            "{}[b]Ana[/b]{}",
            "[color=red]".repeat(n),
            "[/color]".repeat(n)
        )
    });
    assert_linear("nested quotes", 20_000, |n| {
        format!("{}x{}", "[quote]".repeat(n), "[/quote]".repeat(n))
    });
}

#[test]
fn long_bold_runs_and_plain_lines_are_read_in_linear_work() {
    assert_linear("bold marks", 80_000, |n| {
        format!("**Vote: {}**", "a ".repeat(n))
    });
    assert_linear("many bold marks", 80_000, |n| "**".repeat(n));
    let found = assert_linear("a long plain line", 80_000, |n| {
        format!("voto a Ana {}", "porque ".repeat(n))
    });
    assert!(found.is_empty(), "a line longer than a vote is talk");
    let t = thread(&format!(
        "=== #1 | Bruno | 2026-11-29 20:00\nvoto a Ana {}\nvoto a Ana\n",
        "porque ".repeat(5000)
    ));
    let votes = read_votes(&t, &names(), &voters(), &options(Syntax::Plain));
    assert_eq!(ballots(&votes), ["Bruno>Ana#1"]);
    assert_linear("fillers", 80_000, |n| format!("voto {}Ana", "a ".repeat(n)));
}

#[test]
fn every_unicode_line_break_ends_a_line() {
    // A thread whose lines end in a lone CR (old Mac), U+2028, NEL… was one line: no post.
    for brk in [
        "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
    ] {
        let text = [
            "=== #1 | Ana | 2026-11-29 20:00",
            "> [vote]Carla[/vote]",
            "voto Bruno",
            "=== #2 | Bruno | 2026-11-29 20:01",
            "hola",
            "voto Brnuo",
            "",
        ]
        .join(brk);
        let t = thread(&text);
        assert_eq!(t.posts.len(), 2, "{brk:?}");
        assert_eq!(
            t.source.len(),
            text.len(),
            "{brk:?}: offsets are the file's"
        );
        assert!(
            text[t.posts[1].header.clone()].starts_with("=== #2"),
            "{brk:?}"
        );
        let votes = read_votes(&t, &names(), &voters(), &options(Syntax::Auto));
        assert_eq!(ballots(&votes), ["Ana>Bruno#1"], "{brk:?}");
        assert_eq!(&text[votes.unread[0].span.clone()], "voto Brnuo", "{brk:?}");
    }
}

#[test]
fn line_breaks_are_written_in_place() {
    let text = "a\rb\r\nc\u{85}d\u{2028}e\u{0B}f";
    let normal = normalize_breaks(text);
    assert_eq!(normal, "a\nb\r\nc \nd  \ne\nf");
    assert_eq!(normal.len(), text.len());
}

#[test]
fn a_thread_that_is_not_text_is_refused_naming_the_file() {
    let utf16: Vec<u8> = "=== #1 | Ana | 2026-11-29 20:00\n[vote]Bruno[/vote]\n"
        .encode_utf16()
        .flat_map(u16::to_le_bytes)
        .collect();
    let problems = decode("hilo.txt", &utf16).unwrap_err();
    assert_eq!(problems.len(), 1);
    let p = &problems[0];
    assert_eq!(p.msg.key, "err-thread-not-text");
    assert_eq!(p.msg.args["file"], "hilo.txt");
    assert_eq!(p.help.as_ref().unwrap().key, "help-thread-utf16");
    assert!(p.unreadable, "exit 2");
    let be: Vec<u8> = "=== #1 | Ana"
        .encode_utf16()
        .flat_map(u16::to_be_bytes)
        .collect();
    let p = &decode("t.txt", &be).unwrap_err()[0];
    assert_eq!(p.help.as_ref().unwrap().key, "help-thread-utf16");
    let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
    let p = &decode("t.png", png).unwrap_err()[0];
    assert!(p.unreadable);
    let p = &decode("t.txt", b"=== #1 | Ana | 2026-11-29 20:00\nhola\x1b[31m\n").unwrap_err()[0];
    assert_eq!(
        (p.msg.key.as_str(), p.msg.args["line"].as_str()),
        ("err-thread-not-text", "2")
    );
    assert_eq!(p.help.as_ref().unwrap().key, "help-thread-not-text");
    // Tabs and every line break are text.
    let text = "=== #1 | Ana | 2026-11-29 20:00\t\r\n\u{0B}\u{0C}\r\u{85}\u{2028}\u{2029}x";
    assert_eq!(decode("t.txt", text.as_bytes()).unwrap(), text);
    assert_eq!(decode("t.txt", b"\xEF\xBB\xBFhola").unwrap(), "hola");
}

#[test]
fn a_thread_over_a_limit_is_refused_whole() {
    let header = |n: usize| format!("=== #{n} | Ana | 2026-11-29 20:00\n");
    let key = |text: &str| {
        let p = parse("t.txt", text).unwrap_err();
        assert_eq!(p.len(), 1, "one problem: the limit");
        assert!(p[0].unreadable, "exit 2");
        (p[0].msg.key.clone(), p[0].location().map(|l| l.1))
    };
    let posts: String = (1..=MAX_POSTS).map(header).collect();
    assert_eq!(thread(&posts).posts.len(), MAX_POSTS);
    let over = posts.clone() + &header(MAX_POSTS + 1);
    assert_eq!(
        key(&over),
        ("err-thread-too-many-posts".into(), Some(MAX_POSTS + 1))
    );
    let line = |len: usize| format!("{}{}\n", header(1), "x".repeat(len));
    assert_eq!(thread(&line(MAX_LINE_BYTES)).posts.len(), 1);
    assert_eq!(
        key(&line(MAX_LINE_BYTES + 1)),
        ("err-thread-line-too-long".into(), Some(2))
    );
    let mut big = header(1);
    while big.len() <= MAX_BYTES {
        big.push_str(&"hola ".repeat(1000));
        big.push('\n');
    }
    assert_eq!(key(&big), ("err-thread-too-big".into(), None));
    assert_eq!(
        decode("t.txt", big.as_bytes()).unwrap_err()[0].msg.key,
        "err-thread-too-big"
    );
}

#[test]
fn a_plain_vote_reads_a_name_of_several_words() {
    let aliases: [Vec<String>; 3] = [vec![], vec!["Majo".into()], vec![]];
    let names = NameIndex::new(
        ["María", "María José", "Ana"]
            .into_iter()
            .zip(aliases.iter().map(|a| a.as_slice())),
    );
    let voters: Vec<String> = ["María", "María José", "Ana"].map(String::from).into();
    let t = thread(
        "=== #1 | Ana | 2026-11-29 20:00\nvoto a maria jose, porque sí\n\
         === #2 | María | 2026-11-29 20:01\nvoto Maria\n\
         === #3 | Majo | 2026-11-29 20:02\nvoto a Ana si nadie tiene nada mejor\n",
    );
    let votes = read_votes(&t, &names, &voters, &options(Syntax::Plain));
    assert_eq!(ballots(&votes), ["Ana>María José#1", "María>María#2"]);
}

#[test]
fn a_vote_withdrawn_later_in_the_same_post_is_cast_then_withdrawn() {
    // Review 4, L4: `[b]Voto: Bruno[/b] … [b]Tolgo il voto[/b]` read as a withdrawal with
    // nothing to withdraw, the vote for Bruno listed nowhere.
    let t = thread(
        "=== #106 | Ana | 2026-12-01T10:00:00+01:00\n\
         [b]Voto: Bruno[/b]\n...ripensandoci\n[b]Tolgo il voto[/b]\n",
    );
    let votes = read_votes(&t, &names(), &voters(), &options(Syntax::BoldVote));
    assert_eq!(ballots(&votes), ["Ana>Bruno#106", "Ana>-#106"]);
}
