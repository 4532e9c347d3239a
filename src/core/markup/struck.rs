//! Struck-through text: a withdrawn order, never read.

use crate::core::text;
use std::cell::RefCell;
use std::ops::Range;

/// Byte ranges of struck-through text ([`struck_ranges_of`]). The conditions and then the
/// intake ask it of each PM in turn: the last text's are kept, not made twice.
pub fn struck_ranges(source: &str) -> Vec<Range<usize>> {
    thread_local!(static LAST: RefCell<(String, Vec<Range<usize>>)> = RefCell::default());
    LAST.with_borrow_mut(|(text, struck)| {
        if text != source {
            *struck = struck_ranges_of(source);
            *text = source.to_string();
        }
        struck.clone()
    })
}

/// BBCode strike tags: struck text is a withdrawn order, never read.
const STRIKES: [&str; 3] = ["s", "strike", "del"];

/// Combining overlays that strike the letter before them through, as a strikethrough text
/// generator writes it (`r̶o̶b̶a̶r̶ ̶a̶ ̶C̶a̶r̶l̶a̶`): short and long stroke, short and long solidus.
const OVERLAYS: [char; 4] = ['\u{0335}', '\u{0336}', '\u{0337}', '\u{0338}'];

/// Text struck letter by letter with combining overlays: from the first struck letter to the
/// last overlay of a run; a plain space between two struck letters is part of the run (a
/// generator may leave the spaces unstruck). A lone overlay in a word strikes nothing.
fn struck_by_overlays(source: &str) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    if !source.contains(OVERLAYS) {
        return out;
    }
    for line in text::lines(source) {
        let body = &source[line.start..line.end];
        let chars: Vec<(usize, char)> = body.char_indices().collect();
        let mut run: Option<Range<usize>> = None;
        let mut letters = 0;
        let mut i = 0;
        while i < chars.len() {
            let (at, c) = chars[i];
            let overlays = chars[i + 1..]
                .iter()
                .take_while(|(_, o)| OVERLAYS.contains(o))
                .count();
            if overlays > 0 && !OVERLAYS.contains(&c) {
                let end = chars
                    .get(i + 1 + overlays)
                    .map_or(body.len(), |(next, _)| *next);
                run = Some(run.map_or(at..end, |r| r.start..end));
                letters += usize::from(!c.is_whitespace());
                i += 1 + overlays;
                continue;
            }
            if !(c.is_whitespace() && c != '\n') {
                if let Some(r) = run.take()
                    && letters >= 2
                {
                    out.push(line.start + r.start..line.start + r.end);
                }
                letters = 0;
            }
            i += 1;
        }
        if let Some(r) = run
            && letters >= 2
        {
            out.push(line.start + r.start..line.start + r.end);
        }
    }
    out
}

/// [`struck_ranges`], made: `[s]…[/s]`, `[strike]…[/strike]`, `[del]…[/del]`, Markdown
/// `~~…~~`, and what the player's own marks strike (`crate::core::marks`). A strike never
/// reaches past its line's end (an unclosed one ends there).
fn struck_ranges_of(source: &str) -> Vec<Range<usize>> {
    let mut struck = Vec::new();
    for line in text::lines(source) {
        let body = &source[line.start..line.end];
        // Most lines have no tag and no `~`: nothing to copy or look for.
        let (tags, tildes) = (
            body.as_bytes().contains(&b'['),
            body.as_bytes().contains(&b'~'),
        );
        let lower = match tags {
            true => body.to_ascii_lowercase(),
            false => String::new(),
        };
        let mut at = 0;
        while let Some(found) = lower[at..].find('[') {
            let open = at + found;
            let Some(len) = super::bbcode_tag_len(&lower[open..]) else {
                at = open + 1;
                continue;
            };
            let name = &lower[open + 1..open + len - 1];
            if !STRIKES.contains(&name) {
                at = open + len;
                continue;
            }
            let closing = format!("[/{name}]");
            let end = lower[open + len..]
                .find(&closing)
                .map_or(body.len(), |c| open + len + c + closing.len());
            struck.push(line.start + open..line.start + end);
            at = end;
        }
        let mut at = 0;
        while tildes && let Some(found) = body[at..].find("~~") {
            let open = at + found;
            let Some(close) = body[open + 2..].find("~~") else {
                break;
            };
            let end = open + 2 + close + 2;
            struck.push(line.start + open..line.start + end);
            at = end;
        }
    }
    struck.extend(struck_by_overlays(source));
    struck.extend(crate::core::marks::struck_by_marks(source));
    struck.sort_by_key(|r| r.start);
    struck
}
