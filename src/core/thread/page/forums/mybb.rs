//! MyBB 1.8 (`postbit` and `postbit_classic` templates): `<div class="post" id="post_123">`,
//! the author in `.author_information strong a`, the number in `.post_head .float_right a`
//! (`#2`), the time in `<span class="post_date">` (a relative "Today"/"Yesterday"/"5 minutes
//! ago" is a `<span title="…">` holding the date: the title is read), an edit in `<span
//! class="edited_post">`, the body in `<div class="post_body" id="pid_123">`, the signature
//! apart in `<div class="signature">`. MyBB's English date format is month first
//! (`11-29-2026`): a page in English is read so.
//!
//! A PM (`private.php?action=read`, template `private_read`) is shown by the same `postbit`
//! template inside `<div id="posts">`, built with no post id: `<div class="post"
//! id="post_">`, its body `<div class="post_body" id="pid_">`. Its messages are numbered in
//! page order.

use super::super::body::to_bbcode;
use super::super::dom::{collapse, first, hash_number, number_after, sel, text};
use super::super::{Page, PostTime, RawPost};
use scraper::{ElementRef, Html, Node};

pub(super) const POSTS: &str = "div.post[id^=post_]";

pub(super) fn posts(page: &Html, out: &mut Page) {
    let month_first = month_first(page);
    for post in page.select(&sel(POSTS)) {
        let Some(id) = post.attr("id").and_then(|i| number_after(i, "post_")) else {
            continue;
        };
        if let Some(read) = read(post, id, month_first) {
            super::keep(out, post, read);
        }
    }
}

/// The messages of a PM page (`private_read`): postbits without an id, numbered in page order.
pub(super) fn messages(page: &Html, out: &mut Page) {
    let month_first = month_first(page);
    let mut place = 0;
    for post in page.select(&sel("#posts div.post, div.post[id=post_]")) {
        place += 1;
        if let Some(read) = read(post, place, month_first) {
            super::keep(out, post, read);
        }
    }
}

/// A page in English writes its dates month first.
fn month_first(page: &Html) -> bool {
    page.root_element()
        .attr("lang")
        .is_some_and(|l| l.to_ascii_lowercase().starts_with("en"))
}

/// One postbit: the post `id`, its author, number, date, edit and body.
fn read(post: ElementRef, id: u64, month_first: bool) -> Option<RawPost> {
    let body = first(post, "div.post_body")?;
    let author = first(
        post,
        ".author_information strong a, .author_information strong span",
    )
    .or_else(|| first(post, ".author_information .largetext"))
    .map(text)
    .unwrap_or_default();
    let number = first(
        post,
        ".post_head .float_right a, .post_head .float_right strong",
    )
    .and_then(|a| hash_number(&text(a)));
    let date = first(post, "span.post_date")
        .map(date_text)
        .unwrap_or_default();
    let shown = if month_first {
        swap_day_month(&date)
    } else {
        date
    };
    let edited = first(post, ".edited_post, .post_edit").is_some_and(|e| !text(e).is_empty());
    Some(RawPost {
        id,
        order: id,
        number,
        author,
        time: PostTime::Shown(shown),
        edited,
        body: to_bbcode(body),
    })
}

/// The date line without its edit notice; a relative date's `<span title>` read as its title.
fn date_text(line: ElementRef) -> String {
    let mut out = String::new();
    for child in line.children() {
        match child.value() {
            Node::Text(t) => out.push_str(t),
            Node::Element(e) if e.classes().any(|c| c == "post_edit") => {}
            Node::Element(e) => match e.attr("title") {
                Some(title) => out.push_str(title),
                None => {
                    if let Some(el) = ElementRef::wrap(child) {
                        out.push_str(&text(el));
                    }
                }
            },
            _ => {}
        }
        out.push(' ');
    }
    collapse(&out)
}

/// `11-29-2026, 09:03 PM` → `29-11-2026, 09:03 PM`: the first date written with numbers.
fn swap_day_month(text: &str) -> String {
    text.split(' ')
        .map(|word| {
            let parts: Vec<&str> = word.trim_end_matches(',').split(['-', '/', '.']).collect();
            let numeric = parts.len() == 3 && parts.iter().all(|p| p.parse::<u16>().is_ok());
            if !numeric {
                return word.to_string();
            }
            let sep = if word.contains('/') { "/" } else { "-" };
            let comma = if word.ends_with(',') { "," } else { "" };
            format!("{}{sep}{}{sep}{}{comma}", parts[1], parts[0], parts[2])
        })
        .collect::<Vec<_>>()
        .join(" ")
}
