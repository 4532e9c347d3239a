//! phpBB 3.x. prosilver (`viewtopic_body.html`): `<div id="p123" class="post …">`, the author
//! in `<p class="author">` (`<strong><a class="username">`), the time in its `<time
//! datetime>` (3.2 and later; 3.0 and 3.1 print it after `»`), the body in `<div
//! class="content">`, an edit in `<div class="notice">`, the signature apart in `<div
//! class="signature">`. subsilver2: `<a name="p123">` and `<b class="postauthor">` in a row of
//! `<table class="tablebg">`, "Posted: <date>" in the row's right-hand `div`, the body in the
//! next row's first `<div class="postbody">` (the second one is the signature). phpBB shows no
//! post number: a post's number is the page's `start=` plus its place on the page.

use super::super::body::to_bbcode;
use super::super::dom::{collapse, first, number_after, sel, text, text_without};
use super::super::{Page, PostTime, RawPost};
use super::time;
use scraper::{ElementRef, Html};

pub(super) const POSTS: &str = "div.post[id^=p], b.postauthor";

pub(super) fn posts(page: &Html, out: &mut Page) {
    for post in page.select(&sel("div.post[id^=p]")) {
        if let Some(p) = prosilver(post) {
            // Soft-deleted (`class="post … deleted"`, its content hidden): nobody but a
            // moderator sees it; kept in its place with no body, and listed.
            super::keep(out, post, p);
        }
    }
    if out.posts.is_empty() {
        for author in page.select(&sel("b.postauthor")) {
            if let Some(p) = subsilver(author) {
                super::keep(out, author, p);
            }
        }
    }
}

fn prosilver(post: ElementRef) -> Option<RawPost> {
    let id = number_after(post.attr("id")?, "p")?;
    let body = first(post, "div.content")?;
    let line = first(post, "p.author");
    let author = line
        .and_then(|l| first(l, ".username, .username-coloured"))
        .or_else(|| {
            first(
                post,
                ".postprofile .username, .postprofile .username-coloured",
            )
        })
        .map(text)
        .unwrap_or_default();
    let stamp = line.and_then(|l| first(l, "time"));
    let shown = match (stamp, line) {
        (Some(t), _) => text(t),
        // 3.0 and 3.1: `by Ana » Sun Nov 29, 2026 9:03 pm`.
        (None, Some(l)) => {
            let all = text(l);
            all.rsplit('»').next().unwrap_or(&all).trim().to_string()
        }
        (None, None) => String::new(),
    };
    let edited = post
        .select(&sel("div.notice"))
        .any(|n| !n.value().classes().any(|c| c == "post_deleted_msg"));
    Some(RawPost {
        id,
        order: id,
        number: None,
        author,
        time: time(stamp.and_then(|t| t.attr("datetime")), shown),
        edited,
        body: to_bbcode(body),
    })
}

/// subsilver2: the author's cell holds `<a name="p123">` and `<b class="postauthor">`.
fn subsilver(author: ElementRef) -> Option<RawPost> {
    let cell = parent_element(author)?;
    let id = cell
        .select(&sel("a[name^=p]"))
        .find_map(|a| number_after(a.attr("name")?, "p"))?;
    let row = ancestor(author, "tr")?;
    let shown = row
        .select(&sel("td.gensmall div"))
        .last()
        .map(|d| text_without(d, |e| e.value().name() == "b" || e.value().name() == "a"))
        .unwrap_or_default();
    let next = row
        .next_siblings()
        .filter_map(ElementRef::wrap)
        .find(|e| e.value().name() == "tr")?;
    let bodies: Vec<ElementRef> = next.select(&sel("div.postbody")).collect();
    let body = bodies.first()?;
    let edited = next.select(&sel("span.gensmall")).any(|s| {
        let t = collapse(&s.text().collect::<String>()).to_lowercase();
        ["edited", "editado", "modificato"]
            .iter()
            .any(|w| t.contains(w))
    });
    Some(RawPost {
        id,
        order: id,
        number: None,
        author: text(author),
        time: PostTime::Shown(shown.trim_end_matches('\u{a0}').trim().to_string()),
        edited,
        body: to_bbcode(*body),
    })
}

fn parent_element(el: ElementRef) -> Option<ElementRef> {
    el.parent().and_then(ElementRef::wrap)
}

fn ancestor<'a>(el: ElementRef<'a>, name: &str) -> Option<ElementRef<'a>> {
    el.ancestors()
        .filter_map(ElementRef::wrap)
        .find(|a| a.value().name() == name)
}
