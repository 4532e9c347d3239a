//! A post's HTML as the forum rendered it, back into the markup the vote reader knows: BBCode
//! (`[b]`, `[color=…]`, `[size=…]`, `[s]`, `[quote="author"]`, `[spoiler]`, `[code]`, `[list]`,
//! `[url=…]`) and Markdown headings. Images and smilies become their alt text; signatures,
//! edit notices, buttons and scripts are dropped. Mafiascum's `bbvote` spans become
//! `[vote]…[/vote]` (or `[unvote]`).
//!
//! One walk over the post's nodes, without recursion: linear in the post however deep its
//! elements nest.

use super::css::{colour, tags_of_style};
use super::dom::{collapse, text_without};
use ego_tree::iter::Edge;
use scraper::{ElementRef, Node};

/// Elements that are not the post's words: the forum's controls and notices, signatures.
const DROPPED_CLASSES: &[&str] = &[
    "signature",
    "signaturecontainer",
    "message-signature",
    "message-lastEdit",
    "lastedited",
    "post_edit",
    "edited_post",
    "quick_jump",
    "bbCodeBlock-expandLink",
    "bbCodeBlock-title",
    "bbCodeSpoiler-button",
    "ipsQuote_citation",
    "ipsSpoiler_header",
    "spoiler-header",
    "spoiler-title",
    "spoiler-head",
    "spoiltitle",
    "hidebox_title",
    "codeheader",
    "quoteheader",
    "quotefooter",
    // phpBB's subsilver2: `<div class="quotetitle">Ana wrote:</div>` above the quote.
    "quotetitle",
    "codetitle",
    "bbcode_postedby",
    "quote-controls",
    "cooked-selection-barrier",
];
const DROPPED_TAGS: &[&str] = &[
    "script", "style", "noscript", "template", "button", "input", "select", "textarea", "iframe",
    "svg", "object", "cite", "summary", "head",
];
const BLOCKS: &[&str] = &[
    "p",
    "div",
    "li",
    "ul",
    "ol",
    "pre",
    "table",
    "tr",
    "dl",
    "dt",
    "dd",
    "section",
    "article",
    "aside",
    "header",
    "footer",
    "figure",
    "details",
    "center",
    "blockquote",
    "hr",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
];

/// What an element becomes.
#[derive(Default)]
struct Action {
    open: String,
    close: String,
    block: bool,
    pre: bool,
    /// `open` is the whole element: what it holds is not read.
    leaf: bool,
}

impl Action {
    fn wrap(open: impl Into<String>, close: impl Into<String>) -> Action {
        Action {
            open: open.into(),
            close: close.into(),
            ..Action::default()
        }
    }
}

/// The text being written: white space collapsed as a browser shows it, lines kept.
struct Out {
    text: String,
    space: bool,
    pre: usize,
}

impl Out {
    fn at_line_start(&self) -> bool {
        self.text.is_empty() || self.text.ends_with('\n')
    }

    fn flush_space(&mut self) {
        if self.space && !self.at_line_start() {
            self.text.push(' ');
        }
        self.space = false;
    }

    fn words(&mut self, t: &str) {
        if self.pre > 0 {
            self.text.push_str(&t.replace('\u{a0}', " "));
            return;
        }
        for c in t.chars() {
            if c.is_whitespace() || c == '\u{a0}' {
                self.space = true;
            } else {
                self.flush_space();
                self.text.push(c);
            }
        }
    }

    fn markup(&mut self, m: &str) {
        if !m.is_empty() {
            self.flush_space();
            self.text.push_str(m);
        }
    }

    fn line_break(&mut self) {
        let kept = self.text.trim_end_matches(' ').len();
        self.text.truncate(kept);
        self.text.push('\n');
        self.space = false;
    }

    fn end_line(&mut self) {
        if !self.at_line_start() {
            self.line_break();
        }
        self.space = false;
    }
}

/// The post's body as BBCode: `root`'s content (not the element itself).
pub(super) fn to_bbcode(root: ElementRef) -> String {
    let mut out = Out {
        text: String::new(),
        space: false,
        pre: 0,
    };
    let mut closes: Vec<Action> = Vec::new();
    let mut skipping: Option<ego_tree::NodeId> = None;
    for edge in root.traverse() {
        match edge {
            Edge::Open(node) if node.id() == root.id() => {}
            Edge::Close(node) if node.id() == root.id() => {}
            Edge::Open(node) => {
                if skipping.is_some() {
                    continue;
                }
                match node.value() {
                    Node::Text(t) => out.words(t),
                    Node::Element(_) => {
                        let el = ElementRef::wrap(node).expect("an element");
                        let Some(action) = action(el) else {
                            skipping = Some(node.id());
                            continue;
                        };
                        if action.leaf {
                            out.markup(&action.open);
                            skipping = Some(node.id());
                            continue;
                        }
                        if action.block {
                            out.end_line();
                        }
                        out.markup(&action.open);
                        if action.pre {
                            out.pre += 1;
                        }
                        closes.push(action);
                    }
                    _ => {}
                }
            }
            Edge::Close(node) => {
                if skipping == Some(node.id()) {
                    skipping = None;
                    continue;
                }
                if skipping.is_some() || !node.value().is_element() {
                    continue;
                }
                let Some(action) = closes.pop() else { continue };
                if action.pre {
                    out.pre -= 1;
                }
                if action.close == "\n" {
                    out.line_break();
                } else {
                    out.markup(&action.close);
                }
                if action.block {
                    out.end_line();
                }
            }
        }
    }
    tidy(&out.text)
}

/// Trailing spaces off, no more than one blank line in a row, no blank lines at either end; a
/// line that would read as a post header of the text format (`=== #`) loses its first `=`.
fn tidy(text: &str) -> String {
    let mut lines: Vec<&str> = Vec::new();
    for line in text.lines().map(str::trim_end) {
        if line.is_empty() && lines.last().is_none_or(|l| l.is_empty()) {
            continue;
        }
        lines.push(line);
    }
    while lines.last().is_some_and(|l| l.is_empty()) {
        lines.pop();
    }
    lines
        .iter()
        .map(|l| match l.strip_prefix("=== #") {
            Some(rest) => format!("== #{rest}"),
            None => l.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn has_class(el: ElementRef, class: &str) -> bool {
    el.value().classes().any(|c| c == class)
}

/// What an element becomes; `None` when it and what it holds are not the post's words.
fn action(el: ElementRef) -> Option<Action> {
    let e = el.value();
    let name = e.name();
    if DROPPED_TAGS.contains(&name)
        || DROPPED_CLASSES.iter().any(|c| has_class(el, c))
        || e.attr("data-excludequote").is_some()
        || e.attr("data-role") == Some("memberSignature")
        || (name == "p"
            && el
                .parent()
                .and_then(ElementRef::wrap)
                .is_some_and(|p| has_class(p, "codebox")))
        || (name == "div"
            && has_class(el, "title")
            && el
                .parent()
                .and_then(ElementRef::wrap)
                .is_some_and(|p| has_class(p, "codeblock") || has_class(p, "quote")))
    {
        return None;
    }
    // vBulletin 3: the `Quote:` / `Code:` label above a quote's table or a code's `pre`.
    if name == "div" && has_class(el, "smallfont") && labels_a_block(el) {
        return None;
    }
    if let Some(a) = special(el) {
        return Some(a);
    }
    let mut action = match name {
        "br" => Action::wrap("", "\n"),
        // Team Liquid's `##vote Name` in bold is its heading vote, on a line of its own.
        "b" | "strong" if collapse(&el.text().collect::<String>()).starts_with("##") => Action {
            block: true,
            ..Action::default()
        },
        "b" | "strong" => Action::wrap("[b]", "[/b]"),
        "i" | "em" => Action::wrap("[i]", "[/i]"),
        "u" | "ins" => Action::wrap("[u]", "[/u]"),
        "s" | "strike" | "del" => Action::wrap("[s]", "[/s]"),
        "pre" => Action {
            pre: true,
            ..Action::wrap("[code]", "[/code]")
        },
        "code" if !inside_pre(el) => Action {
            pre: true,
            ..Action::wrap("[code]", "[/code]")
        },
        "ul" => Action::wrap("[list]", "[/list]"),
        "ol" => Action::wrap("[list=1]", "[/list]"),
        "li" => Action::wrap("[*]", ""),
        "img" => Action::wrap(collapse(e.attr("alt").unwrap_or("")), ""),
        "a" => link(el),
        "font" => font(el),
        "h1" | "h2" | "h3" | "h4" | "h5" | "h6" => {
            let level = usize::from(name.as_bytes()[1] - b'0');
            Action::wrap(format!("{} ", "#".repeat(level)), "")
        }
        _ => Action::default(),
    };
    if let Some(style) = e.attr("style") {
        for (open, close) in tags_of_style(style) {
            action.open.push_str(&open);
            action.close.insert_str(0, close);
        }
    }
    action.block = BLOCKS.contains(&name);
    Some(action)
}

/// Quotes, spoilers, code blocks and vote spans, recognised by their forum's markup.
fn special(el: ElementRef) -> Option<Action> {
    let e = el.value();
    let block = |open: String, close: &str| Action {
        block: true,
        ..Action::wrap(open, close)
    };
    if has_class(el, "bbvote") {
        return Some(bbvote(el));
    }
    let is_quote = e.name() == "blockquote"
        || (e.name() == "aside" && has_class(el, "quote"))
        || has_class(el, "bbcode_quote")
        || has_class(el, "ipsQuote")
        || has_class(el, "quotecontent")
        || vbulletin_3_quote(el);
    // vBulletin 4 and SMF write a post's own body, its signature and its edit notice in
    // blockquotes too: those are not quotes.
    if is_quote && !has_class(el, "postcontent") {
        let open = match quote_author(el) {
            Some(author) => format!("[quote=\"{author}\"]"),
            None => "[quote]".to_string(),
        };
        return Some(block(open, "[/quote]"));
    }
    let spoiler = e.name() == "details"
        || [
            "spoiler",
            "bbCodeSpoiler",
            "ipsSpoiler",
            "spoilerbox",
            // phpBB's ABBC3: `[spoiler]` and `[hidden]` (shown to who replies).
            "spoilwrapper",
            "hidebox",
        ]
        .iter()
        .any(|c| has_class(el, c));
    if spoiler {
        return Some(block("[spoiler]".into(), "[/spoiler]"));
    }
    // subsilver2's code block: `<div class="codetitle">Code:</div><div class="codecontent">`.
    if has_class(el, "codecontent") {
        return Some(Action {
            pre: true,
            ..block("[code]".into(), "[/code]")
        });
    }
    None
}

/// vBulletin 3's quote: no class of its own, a table after its `Quote:` label
/// (`<div class="smallfont">Quote:</div><table><tr><td class="alt2">…`).
fn vbulletin_3_quote(el: ElementRef) -> bool {
    el.value().name() == "table"
        && el
            .prev_siblings()
            .filter_map(ElementRef::wrap)
            .next()
            .is_some_and(|p| p.value().name() == "div" && has_class(p, "smallfont"))
}

/// A vBulletin 3 `div.smallfont` that labels the quote's table or the code's `pre` after it.
fn labels_a_block(el: ElementRef) -> bool {
    el.next_siblings()
        .filter_map(ElementRef::wrap)
        .next()
        .is_some_and(|n| matches!(n.value().name(), "table" | "pre"))
}

fn inside_pre(el: ElementRef) -> bool {
    el.ancestors()
        .filter_map(ElementRef::wrap)
        .take(3)
        .any(|a| a.value().name() == "pre")
}

/// Mafiascum's `[vote]` renders as `<span class="bbvote" title="…">VOTE: Name</span>`.
fn bbvote(el: ElementRef) -> Action {
    let shown = collapse(&el.text().collect::<String>());
    let leaf = |open: String| Action {
        leaf: true,
        ..Action::wrap(open, "")
    };
    if shown.to_lowercase().starts_with("unvote") {
        return leaf("[unvote]".into());
    }
    let name = match shown.split_once(':') {
        Some((word, name)) if word.trim().eq_ignore_ascii_case("vote") => name.trim(),
        _ => shown.as_str(),
    };
    leaf(format!("[vote]{name}[/vote]"))
}

fn link(el: ElementRef) -> Action {
    let e = el.value();
    match e.attr("href") {
        Some(href) if !has_class(el, "mention") && !href.starts_with('#') => {
            Action::wrap(format!("[url={href}]"), "[/url]")
        }
        _ => Action::default(),
    }
}

/// `<font color="red" size="4">`: vBulletin 3 and old phpBB themes.
fn font(el: ElementRef) -> Action {
    let e = el.value();
    let mut action = Action::default();
    if let Some(c) = e.attr("color") {
        action.open.push_str(&format!("[color={}]", colour(c)));
        action.close.insert_str(0, "[/color]");
    }
    if let Some(s) = e.attr("size") {
        action.open.push_str(&format!("[size={}]", collapse(s)));
        action.close.insert_str(0, "[/size]");
    }
    action
}

/// Whose post a quote quotes, as the forum writes it: an attribute (`data-username`
/// Discourse, `data-quote` XenForo, `data-ipsquote-username` Invision), else the quote's
/// heading (`<cite>Ana wrote:</cite>` phpBB and MyBB, `Quote from: Ana on …` SMF, `Originally
/// Posted by <strong>Ana</strong>` vBulletin).
fn quote_author(el: ElementRef) -> Option<String> {
    let e = el.value();
    for attr in [
        "data-username",
        "data-quote",
        "data-ipsquote-username",
        "data-author",
    ] {
        if let Some(v) = e.attr(attr).map(collapse).filter(|v| !v.is_empty()) {
            return Some(v);
        }
    }
    // vBulletin 3: `<div>Originally Posted by <strong>Ana</strong>` first in the table's cell.
    let vb3 = vbulletin_3_quote(el).then(|| {
        el.descendent_elements().take(12).find(|d| {
            d.value().name() == "div"
                && d.children()
                    .filter_map(ElementRef::wrap)
                    .any(|c| c.value().name() == "strong")
        })
    });
    let heading = vb3
        .flatten()
        .or_else(|| {
            el.descendent_elements().take(12).find(|d| {
                d.value().name() == "cite"
                    || has_class(*d, "bbcode_postedby")
                    || has_class(*d, "title")
            })
        })
        .or_else(|| {
            el.prev_siblings()
                .filter_map(ElementRef::wrap)
                .next()
                .filter(|p| has_class(*p, "quoteheader") || has_class(*p, "quotetitle"))
        })?;
    if let Some(strong) = heading
        .descendent_elements()
        .find(|d| matches!(d.value().name(), "strong" | "b"))
    {
        return Some(clean_author(&collapse(&strong.text().collect::<String>())));
    }
    // phpBB 3.2+: `<cite><a href="…memberlist…">Ana</a> wrote: <a>↑</a><span>date</span></cite>`.
    if let Some(a) = heading.descendent_elements().find(|d| {
        d.value().name() == "a" && d.attr("href").is_some_and(|h| h.contains("memberlist"))
    }) {
        return Some(collapse(&a.text().collect::<String>()));
    }
    let shown = text_without(heading, |d| d.value().name() == "span");
    let name = clean_author(&shown);
    (!name.is_empty()).then_some(name)
}

/// `Quote from: Ana on 02 Dicembre 2026`, `Ana wrote:`, `Ana escribió:`, `Ana ha scritto:`,
/// `Ana said:` → `Ana`.
fn clean_author(shown: &str) -> String {
    let mut name = shown.trim();
    for prefix in [
        "Quote from:",
        "Cita de:",
        "Citazione da:",
        "Originally Posted by",
        "Mensaje original de",
        "Messaggio originale di",
        "Quote:",
        "Cita:",
        "Citazione:",
    ] {
        if let Some(rest) = name.strip_prefix(prefix) {
            name = rest.trim();
        }
    }
    for cut in [" on ", " il ", " en ", " el "] {
        if let Some(at) = name.find(cut) {
            name = &name[..at];
        }
    }
    for suffix in [
        "wrote:",
        "Wrote:",
        "escribió:",
        "ha scritto:",
        "said:",
        "dijo:",
        "disse:",
        "scrive:",
        "wrote",
        ":",
    ] {
        if let Some(rest) = name.strip_suffix(suffix) {
            name = rest.trim();
        }
    }
    name.trim().to_string()
}
