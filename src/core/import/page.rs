//! The PMs of a saved PM page (what the page is, and which forum wrote it, is told by the one
//! page classifier, [`crate::core::thread::page::classify`]), read with an HTML5 parser
//! (`scraper`, html5ever) as each forum's template writes them:
//!
//! - phpBB 3 prosilver, `ucp.php?i=pm&mode=view` (`ucp_pm_viewmessage.html`): `<body id="phpbb"
//!   class="… section-ucp …">`, the PM in `div.post.pm` (`id="post-{MESSAGE_ID}"`): the
//!   subject in `h3.first`, `<p class="author"><strong>Sent:</strong> {SENT_DATE}<br
//!   /><strong>From:</strong> {MESSAGE_AUTHOR_FULL}…`, the message in `div.content`.
//! - SMF 2.1, `index.php?action=pm` (`PersonalMessage.template.php`): each PM a `div.windowbg`
//!   with the sender in `div.poster h4 a`, the subject in `h5#subject_{id}`, `<span
//!   class="smalltext">« <strong>Enviado a:</strong> … <strong>el:</strong> {time} »</span>`,
//!   the message in `div.inner#msg_{id}` (read back into BBCode, as a post of the thread:
//!   bold and colours kept); the signature (`div.signature`) is outside it.
//! - vBulletin, MyBB (`private.php?action=read`), XenForo conversations, Invision Community
//!   conversations (`/messenger/<id>/`), Mediavida conversations (`/mensajes/<user>`),
//!   Discourse personal messages: a PM in the markup of a post, read by the thread's page
//!   reader ([`pm_messages`]), its body in BBCode (bold and colours kept).
//!
//! The message becomes text: `<br>` and blocks are line breaks, a quote is a `[quote]` block
//! (so that the intake never reads a quoted order), an image is its alt text, scripts go.

use super::{ForumPm, Refusal};
use crate::core::forum_dates;
use crate::core::thread::page::{Forum, PageMessage, body_bbcode, pm_messages};
use jiff::tz::TimeZone;
use scraper::{ElementRef, Html, Node, Selector};

fn sel(css: &str) -> Selector {
    Selector::parse(css).expect("a valid selector")
}

/// The PMs of a PM page of `forum` (the page [`crate::core::thread::page::classify`] names a
/// PM page); `reference` is the time "today" on the page is read against. A forum that shows
/// a PM in the markup of a post (vBulletin, XenForo, Discourse) is read by the thread's page
/// reader.
pub fn read_pm_page(
    doc: &Html,
    forum: Forum,
    tz: &TimeZone,
    reference: i64,
) -> Result<Vec<ForumPm>, Refusal> {
    let pms = match forum {
        Forum::PhpBB => phpbb_pms(doc, tz, reference),
        Forum::Smf => smf_pms(doc, tz, reference),
        _ => match pm_messages(forum, doc, reference, tz) {
            Some(messages) => messages.into_iter().map(from_message).collect(),
            None => return Err(Refusal::new("err-import-pm-forum", forum.name())),
        },
    };
    if pms.is_empty() {
        return Err(Refusal::new("err-import-page-empty", ""));
    }
    Ok(pms)
}

/// A message read by the thread's page reader, as a PM (such pages show no subject per
/// message).
fn from_message(m: PageMessage) -> ForumPm {
    ForumPm {
        sender: m.author,
        subject: String::new(),
        date: m.shown,
        sent: m.sent,
        body: m.body,
        deleted: m.deleted,
    }
}

fn read_date(text: &str, tz: &TimeZone, reference: i64) -> Option<i64> {
    forum_dates::parse_at(text, tz, Some(reference))
}

fn phpbb_pms(doc: &Html, tz: &TimeZone, reference: i64) -> Vec<ForumPm> {
    let author_sel = sel("p.author");
    let name_sel = sel(".username, .username-coloured");
    let content_sel = sel("div.content");
    let subject_sel = sel("h3");
    let mut pms = Vec::new();
    for post in doc.select(&sel("div.post.pm")) {
        let Some(author) = post.select(&author_sel).next() else {
            continue;
        };
        // `<strong>Sent:</strong> {SENT_DATE}<br />`: the text between the first label and the
        // first line break.
        let mut date = String::new();
        let mut after_label = false;
        for child in author.children() {
            match child.value() {
                Node::Element(e) if e.name() == "br" && after_label => break,
                Node::Element(e) if e.name() == "strong" => after_label = true,
                Node::Text(t) if after_label => date.push_str(t),
                Node::Element(_) if after_label => {
                    if let Some(el) = ElementRef::wrap(child) {
                        date.extend(el.text());
                    }
                }
                _ => {}
            }
        }
        let date = squashed(&date);
        let sender = author
            .select(&name_sel)
            .next()
            .map(|n| squashed(&n.text().collect::<String>()))
            .unwrap_or_default();
        let subject = post
            .select(&subject_sel)
            .next()
            .map(|h| squashed(&h.text().collect::<String>()))
            .unwrap_or_default();
        let body = post
            .select(&content_sel)
            .next()
            .map(text_of)
            .unwrap_or_default();
        pms.push(ForumPm {
            sender,
            subject,
            sent: read_date(&date, tz, reference),
            date,
            body,
            deleted: false,
        });
    }
    pms
}

fn smf_pms(doc: &Html, tz: &TimeZone, reference: i64) -> Vec<ForumPm> {
    let poster_sel = sel("div.poster h4 a");
    let subject_sel = sel("div.keyinfo h5");
    let info_sel = sel("div.keyinfo span.smalltext");
    let body_sel = sel("div.inner[id^=\"msg_\"]");
    let mut pms = Vec::new();
    for message in doc.select(&sel("div.windowbg")) {
        let Some(body) = message.select(&body_sel).next() else {
            continue;
        };
        let sender = message
            .select(&poster_sel)
            .next()
            .map(|a| squashed(&a.text().collect::<String>()))
            .unwrap_or_default();
        let subject = message
            .select(&subject_sel)
            .next()
            .and_then(|h| h.select(&sel("span.message_subject")).next().or(Some(h)))
            .map(|h| squashed(&h.text().collect::<String>()))
            .unwrap_or_default();
        // `« Enviado a: Bucche el: 02 Diciembre 2026, 22:52:10 »`: the header line whose date
        // the pasted PMs carry too.
        let date = message
            .select(&info_sel)
            .map(|s| squashed(&s.text().collect::<String>()))
            .find_map(|line| forum_dates::smf_pm_date(&line).map(str::to_string))
            .unwrap_or_default();
        pms.push(ForumPm {
            sender,
            subject,
            sent: read_date(&date, tz, reference),
            date,
            body: body_bbcode(body),
            deleted: false,
        });
    }
    pms
}

/// Whitespace runs as one space, trimmed (as a browser shows a line of text).
fn squashed(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Elements whose end is a line break.
const BLOCKS: [&str; 12] = [
    "p", "div", "li", "ul", "ol", "dd", "dt", "h1", "h2", "h3", "h4", "tr",
];

/// A message's text as the intake reads a pasted PM: line breaks where the page breaks lines,
/// quotes as `[quote]` blocks, images as their alt text; walked without recursion, so that no
/// nesting depth costs the stack.
pub fn text_of(root: ElementRef) -> String {
    use ego_tree::iter::Edge;
    let mut out = String::new();
    let mut skipping: Option<ego_tree::NodeId> = None;
    for edge in root.traverse() {
        match edge {
            Edge::Open(node) => {
                if skipping.is_some() {
                    continue;
                }
                match node.value() {
                    Node::Text(t) => push_text(&mut out, t),
                    Node::Element(e) => match e.name() {
                        "script" | "style" | "noscript" => skipping = Some(node.id()),
                        _ if e.has_class("signature", scraper::CaseSensitivity::CaseSensitive) => {
                            skipping = Some(node.id())
                        }
                        "br" => out.push('\n'),
                        "img" => push_text(&mut out, e.attr("alt").unwrap_or("")),
                        "blockquote" => {
                            line_break(&mut out);
                            out.push_str("[quote]\n");
                        }
                        name if BLOCKS.contains(&name) => line_break(&mut out),
                        _ => {}
                    },
                    _ => {}
                }
            }
            Edge::Close(node) => {
                if skipping == Some(node.id()) {
                    skipping = None;
                    continue;
                }
                if skipping.is_some() {
                    continue;
                }
                if let Node::Element(e) = node.value() {
                    if e.name() == "blockquote" {
                        line_break(&mut out);
                        out.push_str("[/quote]\n");
                    } else if BLOCKS.contains(&e.name()) {
                        line_break(&mut out);
                    }
                }
            }
        }
    }
    let lines: Vec<&str> = out.lines().map(str::trim).collect();
    let text = lines.join("\n");
    text.trim_matches('\n').to_string()
}

/// Text as a browser lays it out: whitespace runs are one space.
fn push_text(out: &mut String, text: &str) {
    for (i, word) in text.split_whitespace().enumerate() {
        let starts_with_space = text.starts_with(char::is_whitespace);
        if (i > 0 || starts_with_space) && !out.ends_with([' ', '\n']) && !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    if text.ends_with(char::is_whitespace) && !text.trim().is_empty() && !out.ends_with([' ', '\n'])
    {
        out.push(' ');
    }
}

fn line_break(out: &mut String) {
    if !out.is_empty() && !out.ends_with('\n') {
        out.push('\n');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_keeps_its_lines_and_hides_its_quotes() {
        let doc = Html::parse_fragment(
            "<div class=\"content\">voto <b>Luca</b><br>\nsaludos<blockquote><div><cite>Master \
             wrote:</cite>voto Ana</div></blockquote><img alt=\":)\" src=\"s.gif\"><script>x</script></div>",
        );
        let root = doc.select(&sel("div.content")).next().unwrap();
        assert_eq!(
            text_of(root),
            "voto Luca\nsaludos\n[quote]\nMaster wrote:voto Ana\n[/quote]\n:)"
        );
    }
}
