//! What a saved page is, read from the page itself: which forum software wrote it (its
//! generator meta, its scripts, its markup, the credit in its footer) and what kind of page
//! it is (a thread, a private message, a login form, an error, search results).

use super::Forum;
use super::dom::{body_is, find, in_head, sel};
use super::forums;
use scraper::Html;

/// What a saved page is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PageKind {
    /// A page of a thread: its posts can be read.
    Thread { forum: Forum },
    /// A private message (or a conversation, or a folder of them).
    PmPage { forum: Forum },
    /// A login form: the thread was not visible to whoever saved it.
    Login { forum: Option<Forum> },
    /// The forum's message page ("The requested topic does not exist", "No permission").
    Error { forum: Option<Forum> },
    /// Search results.
    Search { forum: Option<Forum> },
    /// No forum this reader knows: the markers it looked for.
    Unknown { looked_for: Vec<&'static str> },
}

/// The markers each forum is recognised by, as they are named in the refusal of an unknown
/// page.
pub const MARKERS: &[&str] = &[
    "phpBB: <body id=\"phpbb\">, a link to phpbb.com, viewtopic.php",
    "SMF: smf_scripturl, a link to simplemachines.org, #forumposts, form#pmFolder",
    "Discourse: <meta name=\"generator\" content=\"Discourse…\">, a topic's .json or /raw/ view",
    "MyBB: my_post_key, a link to mybb.com",
    "vBulletin: <meta name=\"generator\" content=\"vBulletin…\">",
    "XenForo: <html id=\"XF\">",
    "Invision Community: ipsComment, a link to invisioncommunity.com",
    "Mediavida: an address on mediavida.com, <div class=\"post\" data-num data-autor>",
];

/// The kind of a saved page (see [`PageKind`]).
pub fn classify(html: &str) -> PageKind {
    classify_page(&Html::parse_document(html))
}

/// Is this text JSON (a forum's JSON view) rather than a page of HTML?
pub fn is_json(text: &str) -> bool {
    text.trim_start_matches('\u{feff}')
        .trim_start()
        .starts_with('{')
}

/// The kind of a forum's JSON view: Discourse's view of a topic (`/t/<slug>/<id>.json`) is a
/// page of the thread; any other JSON is no page this reader knows.
pub fn classify_json(text: &str) -> PageKind {
    if super::forums::discourse_json::is_topic(text) {
        PageKind::Thread {
            forum: Forum::Discourse,
        }
    } else {
        PageKind::Unknown {
            looked_for: MARKERS.to_vec(),
        }
    }
}

/// The kind of a view that is not HTML: Discourse's JSON or raw view of a topic; `None` for
/// text that is neither (a page of HTML, a thread in the text format, a CSV).
pub fn classify_view(text: &str) -> Option<PageKind> {
    if is_json(text) {
        return Some(classify_json(text));
    }
    super::forums::discourse_raw::is_raw(text).then_some(PageKind::Thread {
        forum: Forum::Discourse,
    })
}

/// [`classify`] of a page already parsed.
pub fn classify_page(page: &Html) -> PageKind {
    let Some(forum) = forum_of(page) else {
        return PageKind::Unknown {
            looked_for: MARKERS.to_vec(),
        };
    };
    let url = page_url(page).unwrap_or_default().to_ascii_lowercase();
    if is_pm(page, forum, &url) {
        return PageKind::PmPage { forum };
    }
    if is_search(page, forum, &url) {
        return PageKind::Search { forum: Some(forum) };
    }
    if forums::has_posts(forum, page) {
        return PageKind::Thread { forum };
    }
    if find(page, "input[type=password]").is_some() {
        return PageKind::Login { forum: Some(forum) };
    }
    PageKind::Error { forum: Some(forum) }
}

/// The forum software that wrote the page.
pub fn forum_of(page: &Html) -> Option<Forum> {
    forum_by_frame(page).or_else(|| forum_by_content(page))
}

/// The forum told by the page's frame alone: its `<head>`, its address, the attributes of its
/// `<html>` and `<body>` (what a page cut down to its posts keeps: `super::cut`).
pub(super) fn forum_by_frame(page: &Html) -> Option<Forum> {
    if let Some(generator) = in_head(page, "meta[name=generator]").and_then(|m| m.attr("content")) {
        let g = generator.to_ascii_lowercase();
        for (word, forum) in [
            ("discourse", Forum::Discourse),
            ("vbulletin", Forum::VBulletin),
            ("phpbb", Forum::PhpBB),
            ("xenforo", Forum::XenForo),
            ("mybb", Forum::MyBB),
            ("invision", Forum::Invision),
            ("smf", Forum::Smf),
        ] {
            if g.contains(word) {
                return Some(forum);
            }
        }
    }
    if page_url(page).is_some_and(|u| u.to_ascii_lowercase().contains("mediavida.com"))
        || in_head(page, "meta[property=\"og:site_name\"][content=Mediavida]").is_some()
    {
        return Some(Forum::Mediavida);
    }
    let root = page.root_element();
    if root.attr("id") == Some("XF") || root.attr("data-xf").is_some() {
        return Some(Forum::XenForo);
    }
    if body_is(page, "body#phpbb") {
        return Some(Forum::PhpBB);
    }
    if in_head(
        page,
        "meta[name=discourse_theme_id], meta[name=discourse_current_homepage]",
    )
    .is_some()
    {
        return Some(Forum::Discourse);
    }
    None
}

/// The forum told by what the page holds: its scripts, its links, its markup.
fn forum_by_content(page: &Html) -> Option<Forum> {
    let scripts: String = page.select(&sel("script")).flat_map(|s| s.text()).collect();
    for (word, forum) in [
        ("smf_scripturl", Forum::Smf),
        ("my_post_key", Forum::MyBB),
        ("ipsDebug", Forum::Invision),
        ("vBulletin", Forum::VBulletin),
    ] {
        if scripts.contains(word) {
            return Some(forum);
        }
    }
    for (host, forum) in [
        ("simplemachines.org", Forum::Smf),
        ("phpbb.com", Forum::PhpBB),
        ("mybb.com", Forum::MyBB),
        ("invisioncommunity.com", Forum::Invision),
        ("invisionpower.com", Forum::Invision),
        ("vbulletin.com", Forum::VBulletin),
    ] {
        if find(page, &format!("a[href*=\"{host}\"]")).is_some() {
            return Some(forum);
        }
    }
    if find(page, "article[id^=elComment_]").is_some() {
        return Some(Forum::Invision);
    }
    if find(page, "div.post[data-num][data-autor]").is_some() {
        return Some(Forum::Mediavida);
    }
    // SMF's own containers (Display.template.php, PersonalMessage.template.php), for a page
    // saved without its scripts.
    if find(page, "#forumposts, form#pmFolder, #personal_messages").is_some() {
        return Some(Forum::Smf);
    }
    None
}

/// The page's address, as the browser or the forum wrote it in the page: Internet Explorer's
/// and Chrome's `<!-- saved from url=(0061)https://… -->`, else `<link rel="canonical">`, else
/// `og:url`.
pub fn page_url(page: &Html) -> Option<String> {
    for node in page.tree.root().children().take(8) {
        if let Some(comment) = node.value().as_comment()
            && let Some(rest) = comment.trim().strip_prefix("saved from url=")
        {
            let url = rest.split_once(')').map_or(rest, |(_, u)| u);
            return Some(url.trim().to_string());
        }
    }
    for node in page.root_element().children().take(4) {
        if let Some(comment) = node.value().as_comment()
            && let Some(rest) = comment.trim().strip_prefix("saved from url=")
        {
            let url = rest.split_once(')').map_or(rest, |(_, u)| u);
            return Some(url.trim().to_string());
        }
    }
    in_head(page, "link[rel=canonical]")
        .and_then(|l| l.attr("href"))
        .or_else(|| in_head(page, "meta[property=\"og:url\"]").and_then(|m| m.attr("content")))
        .map(str::to_string)
}

fn is_pm(page: &Html, forum: Forum, url: &str) -> bool {
    let by_url = [
        "i=pm",
        "action=pm",
        "private.php",
        "/conversations/",
        "/messenger/",
    ]
    .iter()
    .any(|m| url.contains(m))
        || (forum == Forum::Discourse && url.contains("/messages"));
    let by_markup = match forum {
        // ucp_pm_viewmessage.html and ucp_pm_viewfolder.html (a login form is `section-ucp`
        // too: it is not a PM).
        // A topic's page says so on its `<body>` (`section-viewtopic`): no need to look
        // through it for a PM's markup.
        Forum::PhpBB => {
            !body_is(page, "body.section-viewtopic")
                && find(page, "div.post.pm, ul.pmlist, form#viewfolder").is_some()
        }
        Forum::Smf => find(page, "#personal_messages, form#pmFolder, #pm_menu").is_some(),
        Forum::XenForo => find(page, ".message--conversationMessage").is_some(),
        Forum::MyBB | Forum::VBulletin => find(page, "form[action*=\"private.php\"]").is_some(),
        // The messenger (`messaging/conversation`, `messaging/template`).
        Forum::Invision => find(page, ".cMessage_members, #elMessageSidebar").is_some(),
        // Mediavida's private messages, `/mensajes/<user>`: `#msgs > li.pm`.
        Forum::Mediavida => {
            url.contains("/mensajes") || find(page, "#msgs li.pm, ul.pm-list").is_some()
        }
        // A personal message is a topic of the private_message archetype.
        Forum::Discourse => body_is(page, "body.archetype-private_message"),
    };
    by_url || by_markup
}

fn is_search(page: &Html, forum: Forum, url: &str) -> bool {
    let by_url = ["search.php", "action=search", "/search/", "/search?"]
        .iter()
        .any(|m| url.contains(m));
    let by_markup = match forum {
        Forum::PhpBB => body_is(page, "body.section-search"),
        Forum::XenForo => page.root_element().attr("data-template") == Some("search_results"),
        _ => false,
    };
    by_url || by_markup
}
