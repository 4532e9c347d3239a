//! Small readings of a parsed page: selectors, an element's text, a number in an attribute.

use scraper::{ElementRef, Html, Selector};

/// A selector written in this module's code (always valid CSS).
pub(super) fn sel(css: &str) -> Selector {
    Selector::parse(css).expect("a selector written in the code")
}

/// The first element under `root` that `css` selects.
pub(super) fn first<'a>(root: ElementRef<'a>, css: &str) -> Option<ElementRef<'a>> {
    root.select(&sel(css)).next()
}

/// The first element of the page that `css` selects.
pub(super) fn find<'a>(page: &'a Html, css: &str) -> Option<ElementRef<'a>> {
    page.select(&sel(css)).next()
}

/// The first element of the page's `<head>` that `css` selects: a forum's `<meta>` and
/// `<link>` are there, and a page without them is not read through to its end to learn it.
pub(super) fn in_head<'a>(page: &'a Html, css: &str) -> Option<ElementRef<'a>> {
    first(top_level(page, "head")?, css)
}

/// Does the page's `<body>` itself match `css` (`body#phpbb`, `body.section-search`)?
pub(super) fn body_is(page: &Html, css: &str) -> bool {
    top_level(page, "body").is_some_and(|body| sel(css).matches(&body))
}

/// The page's `<head>` or `<body>`: a child of `<html>`, where the HTML parser puts them.
fn top_level<'a>(page: &'a Html, name: &str) -> Option<ElementRef<'a>> {
    page.root_element()
        .children()
        .filter_map(ElementRef::wrap)
        .find(|e| e.value().name() == name)
}

/// An element's text, its white space collapsed, trimmed.
pub(super) fn text(el: ElementRef) -> String {
    collapse(&el.text().collect::<String>())
}

/// The text of an element without the text of its children elements that `skip` accepts
/// (a date's `<span>` inside a quote's heading, an edit notice inside a date line).
pub(super) fn text_without(el: ElementRef, skip: impl Fn(ElementRef) -> bool) -> String {
    let mut words = String::new();
    collect(el, &skip, &mut words);
    collapse(&words)
}

/// The texts under `el` in document order, the subtrees `skip` accepts left out; one pass.
fn collect(el: ElementRef, skip: &impl Fn(ElementRef) -> bool, out: &mut String) {
    let mut stack: Vec<(ego_tree::NodeRef<scraper::Node>, bool)> = vec![(*el, true)];
    while let Some((node, is_top)) = stack.pop() {
        if let Some(t) = node.value().as_text() {
            out.push_str(t);
            continue;
        }
        if let Some(e) = ElementRef::wrap(node)
            && !is_top
            && skip(e)
        {
            out.push(' ');
            continue;
        }
        for child in node.children().rev() {
            stack.push((child, false));
        }
    }
}

/// White space runs as one space, trimmed; no-break spaces as spaces.
pub(super) fn collapse(text: &str) -> String {
    text.split(|c: char| c.is_whitespace() || c == '\u{a0}')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The number that ends `text` after `prefix` (`post_123` → 123, `p123` → 123).
pub(super) fn number_after(text: &str, prefix: &str) -> Option<u64> {
    let rest = text.strip_prefix(prefix)?;
    (!rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit()))
        .then(|| rest.parse().ok())
        .flatten()
}

/// The first `#N` in a text (`#2`, `Reply #1 - Re: Day 1`, `Risposta #12 il:`).
pub(super) fn hash_number(text: &str) -> Option<u64> {
    let at = text.find('#')?;
    let digits: String = text[at + 1..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}
