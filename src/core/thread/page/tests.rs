//! The page reader's parts: what a page is, a post's HTML back into BBCode.

use super::body::to_bbcode;
use super::*;
use crate::core::names::NameIndex;
use crate::core::thread::{Syntax, read_votes};
use scraper::Html;

/// The BBCode of the first element `css` selects in `html`.
pub(super) fn bbcode(html: &str) -> String {
    let page = Html::parse_fragment(&format!("<div class=\"content\">{html}</div>"));
    let root = page
        .select(&scraper::Selector::parse("div.content").unwrap())
        .next()
        .unwrap();
    to_bbcode(root)
}

fn fixture(path: &str) -> String {
    let at = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/pages")
        .join(path);
    std::fs::read_to_string(at).unwrap()
}

#[test]
fn a_red_vote_in_every_colour_syntax_is_red_bbcode() {
    for html in [
        "<span style=\"color:#FF0000\"><strong>Ana</strong></span>",
        "<span style=\"color: red;\"><b>Ana</b></span>",
        "<span style=\"color: rgb(255, 0, 0)\"><strong>Ana</strong></span>",
        "<span style=\"color:#f00\"><strong>Ana</strong></span>",
        "<font color=\"Red\"><b>Ana</b></font>",
        "<span style=\"color: red; font-weight: bold\">Ana</span>",
    ] {
        let text = bbcode(html);
        assert!(text.starts_with("[color=red]"), "{html} → {text}");
        assert!(text.contains("[b]Ana[/b]"), "{html} → {text}");
    }
    assert_eq!(
        bbcode("<span style=\"color:#0000FF\"><strong>Ana</strong></span>"),
        "[color=#0000ff][b]Ana[/b][/color]"
    );
}

#[test]
fn quotes_spoilers_code_lists_links_and_images_become_their_bbcode() {
    let quote = bbcode(
        "<blockquote><div><cite><a href=\"./memberlist.php?u=2\">Ana</a> escribió: \
         <span>Dom Nov 29</span></cite><blockquote><div><cite>Bruno wrote:</cite>x</div>\
         </blockquote>y</div></blockquote>z",
    );
    assert_eq!(
        quote,
        "[quote=\"Ana\"]\n[quote=\"Bruno\"]\nx\n[/quote]\ny\n[/quote]\nz"
    );
    assert_eq!(
        bbcode(
            "<aside class=\"quote\" data-username=\"Eva\"><div class=\"title\">Eva:</div><blockquote><p>v</p></blockquote></aside>"
        ),
        "[quote=\"Eva\"]\n[quote]\nv\n[/quote]\n[/quote]"
    );
    assert_eq!(
        bbcode(
            "<div class=\"spoiler\"><div class=\"spoiler-header\">Spoiler</div><div>s</div></div>"
        ),
        "[spoiler]\ns\n[/spoiler]"
    );
    assert_eq!(
        bbcode(
            "<div class=\"codebox\"><p>Code: <a href=\"#\">Select all</a></p><pre><code>a  b</code></pre></div>"
        ),
        "[code]a  b[/code]"
    );
    assert_eq!(
        bbcode("<ul><li>one</li><li>two</li></ul>"),
        "[list]\n[*]one\n[*]two\n[/list]"
    );
    assert_eq!(
        bbcode(
            "<a href=\"https://x.org/\" class=\"postlink\">x</a> <img class=\"smilies\" alt=\":)\" src=\"s.gif\">"
        ),
        "[url=https://x.org/]x[/url] :)"
    );
    assert_eq!(
        bbcode("a<br>b<div class=\"signature\">[b]Vote: Ana[/b]</div>"),
        "a\nb"
    );
    assert_eq!(bbcode("<s>Vote: Ana</s>"), "[s]Vote: Ana[/s]");
    assert_eq!(
        bbcode("<span style=\"font-size: 150%; line-height: normal\">big</span>"),
        "[size=150%]big[/size]"
    );
}

#[test]
fn mafiascum_vote_spans_and_team_liquid_bold_votes_are_read_as_votes() {
    let names = NameIndex::new([("Ana", &[][..]), ("Bruno", &[][..])]);
    let voters = vec!["Ana".to_string(), "Bruno".to_string()];
    let body_a =
        bbcode("<span class=\"bbvote\" title=\"This is an official vote.\">VOTE: Bruno</span>");
    let body_b = bbcode("<strong>##vote Ana</strong>");
    let source = format!(
        "=== #1 | Ana | 2026-11-30T09:00:00Z\n{body_a}\n\n=== #2 | Bruno | 2026-11-30T09:10:00Z\n{body_b}\n"
    );
    let thread = crate::core::thread::parse("t", &source).unwrap();
    let options = crate::core::thread::tests::options(Syntax::Auto);
    let votes = read_votes(&thread, &names, &voters, &options);
    let cast: Vec<(String, String)> = votes
        .ballots
        .iter()
        .map(|b| (b.voter.clone(), format!("{:?}", b.choice)))
        .collect();
    assert_eq!(
        cast,
        [
            ("Ana".to_string(), "Player(\"Bruno\")".to_string()),
            ("Bruno".to_string(), "Player(\"Ana\")".to_string())
        ],
        "{source}"
    );
}

#[test]
fn each_fixture_is_classified_as_what_it_is() {
    let thread = |path: &str, forum: Forum| {
        assert_eq!(
            classify(&fixture(path)),
            PageKind::Thread { forum },
            "{path}"
        );
    };
    thread("phpbb/pages/dia1-pagina1.html", Forum::PhpBB);
    thread("smf/pages/giorno1.html", Forum::Smf);
    thread("discourse/pages/mafia-day-1.html", Forum::Discourse);
    thread("mybb/pages/day-1.html", Forum::MyBB);
    thread("xenforo/pages/day-1.html", Forum::XenForo);
    thread("vbulletin/pages/day-1.html", Forum::VBulletin);
    thread("invision/pages/day-1.html", Forum::Invision);
    thread("mediavida/pages/partida-mafia-dia-1.html", Forum::Mediavida);
    thread("vbulletin5/pages/giorno-1.html", Forum::VBulletin);
    assert_eq!(
        classify_json(&fixture("discourse-json/pages/4242.json")),
        PageKind::Thread {
            forum: Forum::Discourse
        }
    );
    assert!(matches!(
        classify_json("{\"users\": []}"),
        PageKind::Unknown { .. }
    ));
    let some = Some(Forum::PhpBB);
    assert_eq!(
        classify(&fixture("wrong/phpbb-login.html")),
        PageKind::Login { forum: some }
    );
    assert_eq!(
        classify(&fixture("wrong/phpbb-error.html")),
        PageKind::Error { forum: some }
    );
    assert_eq!(
        classify(&fixture("wrong/phpbb-pm.html")),
        PageKind::PmPage {
            forum: Forum::PhpBB
        }
    );
    assert_eq!(
        classify(&fixture("wrong/smf-search.html")),
        PageKind::Search {
            forum: Some(Forum::Smf)
        }
    );
    assert!(matches!(
        classify(&fixture("wrong/unknown.html")),
        PageKind::Unknown { looked_for } if looked_for == MARKERS
    ));
    assert!(matches!(classify(""), PageKind::Unknown { .. }));
    assert!(matches!(
        classify("\u{0}\u{1}garbage<<<>>>"),
        PageKind::Unknown { .. }
    ));
}

#[test]
fn a_deeply_nested_post_is_read_in_one_walk() {
    // html5ever's tree builder looks through its stack of open elements at each tag: a depth
    // of thousands is what it reads in reasonable time, beyond any recursion's safe depth.
    let depth = 3_000;
    let html = format!(
        "{}<b>Vote: Ana</b>{}",
        "<div><span>".repeat(depth),
        "</span></div>".repeat(depth)
    );
    let text = bbcode(&html);
    assert_eq!(text, "[b]Vote: Ana[/b]");
}

#[test]
fn the_same_post_on_two_pages_is_read_once_from_the_page_saved_last() {
    let page = |body: &str| {
        format!(
            "<html><body id=\"phpbb\"><div id=\"p7\" class=\"post\"><p class=\"author\"><a class=\"username\">Ana</a>\
             <time datetime=\"2026-11-30T09:00:00+00:00\">x</time></p><div class=\"content\">{body}</div></div></body></html>"
        )
    };
    let saved = |html: String, at: i64| {
        Ok(SavedPage {
            path: format!("p{at}.html"),
            html,
            saved_at: at,
        })
    };
    let pages = vec![
        saved(page("<b>Vote: Carla</b>"), 20),
        saved(page("<b>Vote: Bruno</b>"), 10),
    ];
    let thread = read_pages("day", pages.into_iter(), &jiff::tz::TimeZone::UTC).unwrap();
    assert_eq!(thread.posts.len(), 1);
    assert!(thread.source.contains("Carla"), "{}", thread.source);
    let read = thread.pages.unwrap();
    assert_eq!(
        (read.forum, read.pages, read.duplicates),
        (Forum::PhpBB, 2, 1)
    );
}

/// The thread-format headers read from one page.
fn headers(html: &str, saved_at: i64) -> Vec<String> {
    let page = Ok(SavedPage {
        path: "page.html".into(),
        html: html.into(),
        saved_at,
    });
    let thread = read_pages("day", std::iter::once(page), &jiff::tz::TimeZone::UTC).unwrap();
    thread
        .posts
        .iter()
        .map(|p| format!("{} | {} | {}", p.number, p.author, p.time_text))
        .collect()
}

#[test]
fn smf_2_0_subsilver2_and_vbulletin_3_pages_are_read_too() {
    // SMF 2.0: the reply number and the date in the keyinfo's line, the first post without one.
    let smf = "<html><head><script>var smf_scripturl = \"x\";</script></head><body>\
        <div class=\"windowbg\"><div class=\"post_wrapper\"><div class=\"poster\"><h4><a href=\"#\">Luca</a></h4></div>\
        <div class=\"postarea\"><div class=\"keyinfo\"><h5 id=\"subject_10\">Giorno 1</h5>\
        <div class=\"smalltext\">&#171; <strong> il:</strong> 02 Dicembre 2026, 21:52:10 &#187;</div></div>\
        <div class=\"post\"><div class=\"inner\" id=\"msg_10\">ciao</div></div></div></div></div>\
        <div class=\"windowbg2\"><div class=\"post_wrapper\"><div class=\"poster\"><h4><a href=\"#\">Marta</a></h4></div>\
        <div class=\"postarea\"><div class=\"keyinfo\"><h5 id=\"subject_11\">Re: Giorno 1</h5>\
        <div class=\"smalltext\">&#171; <strong>Risposta #1 il:</strong> <strong>Oggi</strong> alle 22:52:10 &#187;</div></div>\
        <div class=\"post\"><div class=\"inner\" id=\"msg_11\"><strong>Voto Luca</strong></div></div></div>\
        <div class=\"moderatorbar\"><div class=\"smalltext modified\" id=\"modified_11\"></div></div></div></div></body></html>";
    let day =
        crate::core::forum_dates::parse("2026-12-02 23:30", &jiff::tz::TimeZone::UTC).unwrap();
    assert_eq!(
        headers(smf, day),
        [
            "1 | Luca | 2026-12-02T21:52:10+00:00",
            "2 | Marta | 2026-12-02T22:52:10+00:00"
        ]
    );
    // subsilver2: the author's cell, "Posted:" in the row, the body in the next row.
    let subsilver = "<html><body><table class=\"tablebg\">\
        <tr class=\"row1\"><td align=\"center\"><a name=\"p55\"></a><b class=\"postauthor\">Ana</b></td>\
        <td><table><tr><td class=\"gensmall\"><div style=\"float: left;\"><b>Post subject:</b> <a href=\"#p55\">Re: Day 1</a></div>\
        <div style=\"float: right;\"><a href=\"./viewtopic.php?p=55#p55\"><img alt=\"Post\"></a><b>Posted:</b> Sun Nov 29, 2026 9:03 pm&nbsp;</div></td></tr></table></td></tr>\
        <tr class=\"row1\"><td class=\"profile\"></td><td><table><tr><td><div class=\"postbody\"><b>Vote: Bruno</b></div>\
        <div class=\"postbody\"><br>_________________<br><b>Vote: Carla</b></div></td></tr></table></td></tr>\
        </table><a href=\"https://www.phpbb.com/\">phpBB</a></body></html>";
    assert_eq!(
        headers(subsilver, 0),
        ["1 | Ana | 2026-11-29T21:03:00+00:00"]
    );
    // vBulletin 3: `table#post…`, `a.bigusername`, the count in `a[id^=postcount]`.
    let vb3 = "<html><head><meta name=\"generator\" content=\"vBulletin 3.8.11\"></head><body>\
        <table id=\"post777\"><tr><td class=\"thead\">29-11-2026, 21:03</td>\
        <td class=\"thead\"><a href=\"showpost.php?p=777&amp;postcount=12\" id=\"postcount777\" name=\"12\"><strong>12</strong></a></td></tr>\
        <tr><td class=\"alt2\"><a class=\"bigusername\" href=\"member.php?u=3\">Carla</a></td>\
        <td class=\"alt1\"><div id=\"post_message_777\"><b>Vote: Ana</b></div></td></tr></table></body></html>";
    assert_eq!(headers(vb3, 0), ["12 | Carla | 2026-11-29T21:03:00+00:00"]);
}

#[test]
fn discourse_s_raw_view_ends_a_post_only_at_a_rule_before_the_next_header() {
    // A rule inside Bruno's post, and a line shaped like a header not after a rule: both are
    // his text. The last post's rule ends the view.
    let raw = "Ana | 2026-11-30 09:00:00 UTC | #1\n\n**Vote: Carla**\n\n-------------------------\n\n\
               Bruno | 2026-11-30 09:10:00 UTC | #2\n\nuno\n\n-------------------------\n\ndos\n\
               Carla | 2026-11-30 09:20:00 UTC | #3\n\n-------------------------\n\n";
    let page = forums::discourse_raw::posts(raw).expect("a raw view");
    let read: Vec<(u64, &str, &str)> = page
        .posts
        .iter()
        .map(|p| (p.id, p.author.as_str(), p.body.as_str()))
        .collect();
    assert_eq!(
        read,
        [
            (1, "Ana", "**Vote: Carla**"),
            (
                2,
                "Bruno",
                "uno\n\n-------------------------\n\ndos\nCarla | 2026-11-30 09:20:00 UTC | #3"
            ),
        ]
    );
    assert_eq!(page.posts[1].time, PostTime::Seconds(1_796_029_800));
    // Text that does not open with a post's header is no raw view.
    assert!(forums::discourse_raw::posts("=== #1 | Ana | 2026-11-30T09:00:00Z\nhola").is_none());
    assert!(classify_view("Ana | yesterday | #1\n\nhola").is_none());
}

/// A page of a phpBB topic: `before` the posts in `<body>`, the posts, `after` them.
fn topic(before: &str, posts: &str, after: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"es\"><head><meta charset=\"utf-8\">\
         <link rel=\"canonical\" href=\"https://foro.example.es/viewtopic.php?t=9&amp;start=25\">\
         </head>\n<body id=\"phpbb\" class=\"section-viewtopic\">{before}{posts}{after}</body></html>"
    )
}

/// A prosilver post.
fn prosilver(id: u64, body: &str) -> String {
    format!(
        "<div id=\"p{id}\" class=\"post bg1\"><div class=\"inner\"><div class=\"postbody\">\
         <p class=\"author\"><strong><a class=\"username\">Ana</a></strong> » \
         <time datetime=\"2026-11-29T10:00:00+00:00\">hoy</time></p>\
         <div class=\"content\">{body}</div></div></div></div>"
    )
}

/// The page read as [`posts_of`] reads it cut, and whole.
fn cut_and_whole(html: &str) -> (Option<String>, String) {
    let page = SavedPage {
        path: "p.html".into(),
        html: html.to_string(),
        saved_at: 0,
    };
    let cut = cut::cut(html)
        .and_then(|c| read_cut(&c))
        .map(|r| format!("{r:?}"));
    let whole = read_whole(&page).map_or_else(|p| format!("{p:?}"), |r| format!("{r:?}"));
    (cut, whole)
}

/// Every `.html` file under `dir`, recursively.
fn html_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            html_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "html") {
            out.push(path);
        }
    }
}

#[test]
fn a_phpbb_topic_cut_to_its_posts_reads_as_the_whole_page() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    html_files(&root.join("fixtures"), &mut files);
    html_files(&root.join("examples"), &mut files);
    let mut pages: Vec<(String, String)> = files
        .iter()
        .map(|f| (f.display().to_string(), std::fs::read_to_string(f).unwrap()))
        .collect();
    let nav: String = (1..300)
        .map(|i| format!("<li class=\"row\"><a href=\"./viewforum.php?f={i}\">Foro {i}</a></li>"))
        .collect();
    let posts: String = (1..=25)
        .map(|i| prosilver(1000 + i, "<blockquote><cite>Bruno escribió:</cite><span style=\"color:#FF0000\"><strong>Carla</strong></span></blockquote>Voto<br><span style=\"color:#FF0000\"><strong>Dario</strong></span>"))
        .collect();
    let chrome = format!("<div id=\"wrap\"><ul class=\"nav\">{nav}</ul>");
    pages.push(("generated".into(), topic(&chrome, &posts, "</div>")));
    let (mut cut, mut kinds) = (0, 0);
    for (name, html) in &pages {
        if let (Some(read), whole) = cut_and_whole(html) {
            assert_eq!(read, whole, "{name}");
            cut += 1;
        }
        // `import` tells a page's kind from its cut where it can: as from the whole page.
        if let Some(kind) = kind_by_cut(html) {
            assert_eq!(kind, classify(html), "{name}");
            kinds += 1;
        }
    }
    assert_eq!(kinds, cut, "pages told by their cut");
    // The fixtures' three topic pages, the examples' pages, the generated one.
    assert!(cut >= 20, "{cut} pages read cut");
    for wrong in ["phpbb-login", "phpbb-pm", "phpbb-error"] {
        let html = fixture(&format!("wrong/{wrong}.html"));
        let (read, _) = cut_and_whole(&html);
        assert_eq!(read, None, "{wrong}");
        assert_eq!(kind_by_cut(&html), None, "{wrong}");
    }
}

#[test]
fn a_page_the_cut_might_misread_is_read_whole() {
    let post = prosilver(7, "<strong>Ana</strong>");
    let (read, whole) = cut_and_whole(&topic("<div>", &post, "</div>"));
    assert_eq!(read, Some(whole));
    let late = format!("</body>{post}");
    for (before, posts, after) in [
        // A bold the parser would carry into the posts.
        ("<b>menu", post.clone(), ""),
        // Posts in a table's cell, a form, a `<pre>`, foreign content.
        ("<table><tr><td>", post.clone(), "</td></tr></table>"),
        ("<form>", post.clone(), "</form>"),
        ("<pre>", post.clone(), "</pre>"),
        ("<svg>", post.clone(), "</svg>"),
        // A table inside a post: its `</div>` might be ignored.
        ("", prosilver(7, "<table><tr><td>x"), ""),
        // A bold left open by a post, that would reach into the chrome after it.
        ("", prosilver(7, "<b>Ana"), "<div>menu</b></div>"),
        // A post after `</body>`; a second `<body>`.
        ("", String::new(), late.as_str()),
        ("<body class=\"x\">", post.clone(), ""),
    ] {
        let html = topic(before, &posts, after);
        assert_eq!(cut::cut(&html), None, "{before} {posts} {after}");
    }
    // A page without its `</body>` is read whole.
    let html = topic("", &post, "").replace("</body>", "");
    assert_eq!(cut::cut(&html), None);
    assert!(cut_and_whole(&html).1.contains("Ana"));
}

#[test]
fn the_cut_tells_an_elements_own_end_tag_in_any_case_from_another_elements() {
    // The names are read from the page's bytes (`cut::name_at`, `cut::ends`): upper case, an
    // end tag with a space before its `>`, attributes after the name, are the element's own.
    let post = prosilver(7, "<strong>Ana</strong>");
    let nav = "<UL><LI><A HREF=\"x\">Foro</A ></LI><li><Strong\nclass=\"a\">x</sTRONG></li></UL>";
    let (read, whole) = cut_and_whole(&topic(nav, &post, ""));
    assert_eq!(read, Some(whole));
    // An `<a>` the parser closes with its `<li>` stays in the formatting elements it would
    // carry into the posts: the page is read whole.
    let html = topic("<ul><li><a href=\"x\">Foro</li></ul>", &post, "");
    assert_eq!(cut::cut(&html), None);
}

/// break8 F1: a post Discourse's JSON view gives deleted (`deleted_at`, as staff see the topic)
/// keeps its place with no body and is listed; the others are read.
#[test]
fn a_post_deleted_in_discourses_json_view_is_listed_with_no_body() {
    let json = r#"{"post_stream": {"posts": [
        {"post_number": 1, "username": "Ana", "created_at": "2026-11-30T09:00:00.000Z",
         "cooked": "<p>Vote: Carla</p>"},
        {"post_number": 2, "username": "Ana", "created_at": "2026-11-30T09:05:00.000Z",
         "cooked": "<p>Vote: Bruno</p>", "deleted_at": "2026-11-30T09:06:00.000Z"}
    ]}}"#;
    let page = forums::discourse_json::posts(json).unwrap();
    assert_eq!(page.deleted, [2]);
    assert!(page.posts[0].body.contains("Carla"));
    assert!(page.posts[1].body.is_empty());
}

/// The votes read from one saved page, as (voter, choice).
fn votes_on_page(html: &str) -> Vec<(String, String)> {
    let page = Ok(SavedPage {
        path: "page.html".into(),
        html: html.into(),
        saved_at: 0,
    });
    let thread = read_pages("day", std::iter::once(page), &jiff::tz::TimeZone::UTC).unwrap();
    let players = ["Ana", "Bruno", "Carla", "Dani"];
    let names = NameIndex::new(players.map(|p| (p, &[][..])));
    let voters: Vec<String> = players.map(String::from).to_vec();
    let options = crate::core::thread::tests::options(Syntax::Auto);
    read_votes(&thread, &names, &voters, &options)
        .ballots
        .iter()
        .map(|b| (b.voter.clone(), format!("{:?}", b.choice)))
        .collect()
}

#[test]
fn a_vote_quoted_on_a_subsilver2_or_vbulletin_3_page_is_not_the_quoters() {
    // "a post quoting a vote must not count as the quoter's vote" (break10): subsilver2 writes
    // a quote as `div.quotetitle` + `div.quotecontent`, vBulletin 3 as a table after its
    // `div.smallfont` label; neither is a blockquote.
    let subsilver = "<html><body><table class=\"tablebg\">\
        <tr class=\"row1\"><td align=\"center\"><a name=\"p55\"></a><b class=\"postauthor\">Ana</b></td>\
        <td><table><tr><td class=\"gensmall\"><div style=\"float: right;\"><b>Posted:</b> Sun Nov 29, 2026 9:03 pm&nbsp;</div></td></tr></table></td></tr>\
        <tr class=\"row1\"><td class=\"profile\"></td><td><table><tr><td><div class=\"postbody\"><b>Vote: Bruno</b></div></td></tr></table></td></tr>\
        <tr class=\"row2\"><td align=\"center\"><a name=\"p56\"></a><b class=\"postauthor\">Carla</b></td>\
        <td><table><tr><td class=\"gensmall\"><div style=\"float: right;\"><b>Posted:</b> Sun Nov 29, 2026 9:13 pm&nbsp;</div></td></tr></table></td></tr>\
        <tr class=\"row2\"><td class=\"profile\"></td><td><table><tr><td><div class=\"postbody\">\
        <div class=\"quotetitle\">Ana wrote:</div><div class=\"quotecontent\"><b>Vote: Bruno</b></div>Really?</div></td></tr></table></td></tr>\
        </table><a href=\"https://www.phpbb.com/\">phpBB</a></body></html>";
    assert_eq!(
        votes_on_page(subsilver),
        [("Ana".to_string(), "Player(\"Bruno\")".to_string())]
    );
    let vb3_post = |id: u32, n: u32, who: &str, body: &str| {
        format!(
            "<table id=\"post{id}\"><tr><td class=\"thead\">29-11-2026, 21:0{n}</td>\
             <td class=\"thead\"><a href=\"showpost.php?p={id}&amp;postcount={n}\" id=\"postcount{id}\" name=\"{n}\"><strong>{n}</strong></a></td></tr>\
             <tr><td class=\"alt2\"><a class=\"bigusername\" href=\"member.php?u={n}\">{who}</a></td>\
             <td class=\"alt1\"><div id=\"post_message_{id}\">{body}</div></td></tr></table>"
        )
    };
    let quote = "<div style=\"margin:20px; margin-top:5px; \"><div class=\"smallfont\" style=\"margin-bottom:2px\">Quote:</div>\
        <table cellpadding=\"6\" cellspacing=\"0\" border=\"0\" width=\"100%\"><tr><td class=\"alt2\" style=\"border:1px inset\">\
        <div>Originally Posted by <strong>Carla</strong> <a href=\"showthread.php?p=777#post777\" rel=\"nofollow\"><img class=\"inlineimg\" src=\"viewpost.gif\" alt=\"View Post\" /></a></div>\
        <div style=\"font-style:italic\"><b>Vote: Ana</b></div></td></tr></table></div>why Ana?";
    let vb3 = format!(
        "<html><head><meta name=\"generator\" content=\"vBulletin 3.8.11\"></head><body>{}{}</body></html>",
        vb3_post(777, 1, "Carla", "<b>Vote: Ana</b>"),
        vb3_post(778, 2, "Dani", quote)
    );
    assert_eq!(
        votes_on_page(&vb3),
        [("Carla".to_string(), "Player(\"Ana\")".to_string())]
    );
    let body = bbcode(quote);
    assert!(body.starts_with("[quote=\"Carla\"]\n"), "{body}");
    assert!(!body.contains("Quote:"), "{body}");
}
