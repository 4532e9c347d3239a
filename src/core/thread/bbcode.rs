//! BBCode as forums paste it: tags, the tag closing each one, quotes and spoilers blanked out.
//! Every pass here is linear in the text: a post of 80,000 unclosed `[b]` is read in one sweep.

use super::work_done;
use std::ops::Range;

/// The tags votes are read from, by name (any case); the others are only removed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Name {
    B,
    Strong,
    Color,
    Vote,
    Unvote,
    V,
    Quote,
    Spoiler,
    /// `[code]`: text shown as written, tags and all (a vote's example, not a vote).
    Code,
    /// `[hide]`, `[hidden]`, `[invisible]`: text the forum hides.
    Hide,
    /// `[span style=…]`, `[div style=…]`, `[font color=…]`: read only for a hiding style.
    Span,
    Other,
}

impl Name {
    fn of(name: &str) -> Name {
        match name.to_ascii_lowercase().as_str() {
            "b" => Name::B,
            "strong" => Name::Strong,
            "color" => Name::Color,
            "vote" => Name::Vote,
            "unvote" => Name::Unvote,
            "v" => Name::V,
            "quote" => Name::Quote,
            "spoiler" => Name::Spoiler,
            "code" => Name::Code,
            "hide" | "hidden" | "invisible" | "invis" => Name::Hide,
            "span" | "div" | "font" | "style" => Name::Span,
            _ => Name::Other,
        }
    }
}

/// A BBCode tag: `[name]`, `[name=value]`, `[name attr=…]` or `[/name]`. Small and without
/// text of its own: a post may hold millions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Tag {
    pub span: Range<usize>,
    pub name: Name,
    pub closing: bool,
    /// A red colour by [`crate::core::colour`]'s rule (`=red`, `=darkred`, `=#cc0000`…).
    pub red: bool,
    /// `[color=…]` in a colour that shows and is not red (`=blue`, `=orange`): a player's name
    /// in it is no vote, and is raised.
    pub coloured: bool,
    /// Its text cannot be seen: a white or transparent colour (`[color=white]`, `=#fff`,
    /// `[span style="color: transparent"]`), a hiding style (`display: none`), a spoiler.
    pub hidden: bool,
}

/// Every BBCode tag of a text, in order. A tag does not span lines.
pub(super) fn tags(text: &str) -> Vec<Tag> {
    work_done(text.len());
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != b'[' {
            i += 1;
            continue;
        }
        let Some(len) = text[i + 1..].find([']', '[', '\n']) else {
            break;
        };
        let end = i + 1 + len;
        if bytes[end] != b']' {
            i = end;
            continue;
        }
        if let Some(tag) = read_tag(&text[i + 1..end], i..end + 1) {
            out.push(tag);
        }
        i = end + 1;
    }
    out
}

fn read_tag(inner: &str, span: Range<usize>) -> Option<Tag> {
    let (closing, inner) = match inner.strip_prefix('/') {
        Some(rest) => (true, rest),
        None => (false, inner),
    };
    let name_len = inner
        .find(|c: char| !c.is_ascii_alphanumeric())
        .unwrap_or(inner.len());
    let (name, rest) = inner.split_at(name_len);
    if name.is_empty() || name.len() > 10 || !name.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return None;
    }
    let (red, hidden_colour) = match rest.strip_prefix('=') {
        Some(v) => {
            let v = v.trim().trim_matches(['"', '\'']);
            (is_red(v), is_hidden_colour(v))
        }
        None if rest.is_empty() || rest.starts_with(' ') => (false, false),
        None => return None,
    };
    // `[size=1px]` (a page's `font-size:1px`): text no reader can see (review break16 A7).
    let tiny = name.eq_ignore_ascii_case("size")
        && rest
            .strip_prefix('=')
            .is_some_and(|v| is_tiny_size(v.trim().trim_matches(['"', '\''])));
    let name = Name::of(name);
    let coloured = name == Name::Color && !closing && !red && !hidden_colour && !rest.is_empty();
    let hidden = !closing
        && (matches!(name, Name::Spoiler | Name::Hide) || hidden_colour || tiny || hides(rest));
    Some(Tag {
        span,
        name,
        closing,
        red,
        coloured,
        hidden,
    })
}

/// A colour that does not show on the forum's page: white, transparent.
fn is_hidden_colour(value: &str) -> bool {
    matches!(
        value.trim().to_ascii_lowercase().as_str(),
        "white" | "#fff" | "#ffffff" | "fff" | "ffffff" | "transparent" | "#ffffff00"
    )
}

/// A font size no reader can see: at most 3px or 2pt, a quarter of an em, a quarter of the
/// text's size (`25%`), or none at all (`0`). A bare number is the forum's own scale
/// (`[size=1]` is SMF's smallest, still read): only `0` is tiny.
fn is_tiny_size(value: &str) -> bool {
    let value = value.trim().to_ascii_lowercase();
    let split = value
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(value.len());
    let Ok(number) = value[..split].parse::<f64>() else {
        return false;
    };
    match value[split..].trim() {
        _ if number == 0.0 => true,
        "px" => number <= 3.0,
        "pt" => number <= 2.0,
        "em" | "rem" => number <= 0.25,
        "%" => number <= 25.0,
        _ => false,
    }
}

/// Attributes that hide a tag's text: `style="color: white"`, `color=transparent`,
/// `display: none`, `visibility: hidden`, `opacity: 0`.
fn hides(attributes: &str) -> bool {
    let css: String = attributes
        .chars()
        .filter(|c| !c.is_whitespace() && !matches!(c, '"' | '\''))
        .collect::<String>()
        .to_ascii_lowercase();
    // `color:` or `color=`, not `background-color:`: the colour of the text.
    let colour = css.match_indices("color").any(|(i, _)| {
        let after = &css[i + "color".len()..];
        !css[..i].ends_with('-')
            && after
                .strip_prefix([':', '='])
                .is_some_and(|v| is_hidden_colour(v.split([';', ',']).next().unwrap_or_default()))
    });
    colour
        || ["display:none", "visibility:hidden", "opacity:0;"]
            .iter()
            .any(|h| css.contains(h))
        || css.ends_with("opacity:0")
        || css.match_indices("font-size:").any(|(i, m)| {
            is_tiny_size(
                css[i + m.len()..]
                    .split([';', ','])
                    .next()
                    .unwrap_or_default(),
            )
        })
}

fn is_red(value: &str) -> bool {
    crate::core::colour::is_red(value)
}

/// For each tag, the index of the tag that closes it (same name, nesting counted), in one pass:
/// a closing tag closes the innermost open tag of its name (the tags votes are not read from
/// share one stack: their closings are never asked for).
pub(super) fn closings(tags: &[Tag]) -> Vec<Option<usize>> {
    work_done(tags.len());
    let mut out = vec![None; tags.len()];
    let mut open: std::collections::BTreeMap<Name, Vec<usize>> = Default::default();
    for (j, tag) in tags.iter().enumerate() {
        let stack = open.entry(tag.name).or_default();
        if !tag.closing {
            stack.push(j);
        } else if let Some(i) = stack.pop() {
            out[i] = Some(j);
        }
    }
    out
}

/// Replaces every character of `range` but line breaks with spaces: offsets stay where they
/// were (a character of several bytes becomes as many spaces).
fn blank(bytes: &mut [u8], range: Range<usize>) {
    for b in &mut bytes[range] {
        if *b != b'\n' && *b != b'\r' {
            *b = b' ';
        }
    }
}

/// Which lines that start with `>` are quotes: the forum's convention.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum QuoteLines {
    /// A BBCode forum (phpBB, SMF, vBulletin, MyBB, XenForo, Invision) or a saved page of one:
    /// a quote is `[quote]…[/quote]` (a `<blockquote>` on the page) and a `>` is a character
    /// like any other (`>>> [color=red]Gino[/color] <<<` is Gino's vote).
    Literal,
    /// A Markdown forum (Discourse, Mediavida): a line starting with one `>` or two (`>>`
    /// nests) is quoted, with or without a space after it; three or more (`>>> X <<<`) are
    /// decoration.
    Markdown,
    /// The forum is not known (a pasted thread, no `forum:` in the game): only Markdown's own
    /// form quotes, a `>` then a space (`> text`, `> > text`) or a lone `>`.
    #[default]
    Spaced,
}

impl QuoteLines {
    /// The convention of a game's forum (`forum:`), `None` when the game names none.
    pub fn of(forum: Option<crate::core::report::Forum>) -> QuoteLines {
        use crate::core::report::Forum;
        match forum {
            None => QuoteLines::Spaced,
            Some(Forum::Discourse | Forum::Mediavida) => QuoteLines::Markdown,
            Some(Forum::Phpbb | Forum::Smf | Forum::Vbulletin) => QuoteLines::Literal,
        }
    }

    /// Is a line (its leading spaces trimmed) quoted?
    fn quotes(self, line: &str) -> bool {
        let arrows = line.bytes().take_while(|&b| b == b'>').count();
        match self {
            QuoteLines::Literal => false,
            QuoteLines::Markdown => (1..=2).contains(&arrows),
            QuoteLines::Spaced => {
                arrows == 1 && (line[1..].starts_with([' ', '\t']) || line[1..].trim().is_empty())
            }
        }
    }
}

/// [`strip_in`] where the forum is not known ([`QuoteLines::Spaced`]).
pub fn strip(text: &str, spoilers: bool) -> String {
    strip_in(text, spoilers, QuoteLines::Spaced)
}

/// The text with quotes (and, if asked, spoilers) blanked out, byte for byte: BBCode
/// `[quote…]…[/quote]`, nested or not, and the lines `lines` takes for quotes; and
/// struck-through text (`[s]`, `[strike]`, `[del]`, `~~`), which is a withdrawn vote, as in a
/// PM ([`crate::core::markup::struck_ranges`]). A `[quote…]` never closed is a tag the forum
/// shows as text (phpBB, SMF): it is taken to the end of its own line, as the PM reader takes
/// it, and what follows is read.
pub fn strip_in(text: &str, spoilers: bool, lines: QuoteLines) -> String {
    strip_open(text, spoilers, lines).0
}

/// A `[quote…]` left open: its tag's span, and the rest of its line.
pub(super) type OpenQuote = (Range<usize>, Range<usize>);

/// [`strip_in`], and where each `[quote…]` left open is (one per line).
pub(super) fn strip_open(
    text: &str,
    spoilers: bool,
    lines: QuoteLines,
) -> (String, Vec<OpenQuote>) {
    let mut bytes = text.as_bytes().to_vec();
    for struck in crate::core::markup::struck_ranges(text) {
        blank(&mut bytes, struck);
    }
    for code in code_spans(text, lines) {
        blank(&mut bytes, code);
    }
    let stripped = |name: Name| name == Name::Quote || (spoilers && name == Name::Spoiler);
    // The open quotes and spoilers, outermost first (where each starts, whether a spoiler);
    // where each name is in that stack; and the span of each one closed.
    let mut open: Vec<(Range<usize>, bool)> = Vec::new();
    let mut at_of: [Vec<usize>; 2] = [Vec::new(), Vec::new()];
    let mut spans: Vec<Range<usize>> = Vec::new();
    let kind = |name: Name| usize::from(name == Name::Spoiler);
    for tag in tags(text) {
        if !stripped(tag.name) {
            continue;
        }
        let k = kind(tag.name);
        if !tag.closing {
            at_of[k].push(open.len());
            open.push((tag.span, k == 1));
        } else if let Some(&at) = at_of[k].last() {
            // The innermost open tag of this name closes, with everything opened inside it.
            spans.push(open[at].0.start..tag.span.end);
            open.truncate(at);
            for stack in &mut at_of {
                while stack.last().is_some_and(|&i| i >= at) {
                    work_done(1);
                    stack.pop();
                }
            }
        }
    }
    // A spoiler left open hides the rest; a quote left open runs to the end of its line.
    // (The opens come in order: one on the line of the one before ends where it ends.)
    let mut line_end = 0;
    let mut left_open = Vec::new();
    for (tag, spoiler) in open {
        let start = tag.start;
        let end = match spoiler {
            true => text.len(),
            false if start < line_end => line_end,
            false => text[start..].find('\n').map_or(text.len(), |n| start + n),
        };
        if !spoiler && end != line_end {
            left_open.push((tag.clone(), tag.end..end));
        }
        line_end = end;
        spans.push(start..end);
        if spoiler {
            break;
        }
    }
    // Nested spans blanked once: each byte at most once, however deep the nesting.
    spans.sort_unstable_by_key(|r| r.start);
    let mut done = 0;
    for span in spans {
        work_done(1);
        if span.end > done {
            blank(&mut bytes, span.start.max(done)..span.end);
            done = span.end;
        }
    }
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        if lines.quotes(line.trim_start()) {
            blank(&mut bytes, offset..offset + line.len());
        }
        offset += line.len();
    }
    let text = String::from_utf8(bytes).expect("whole characters are blanked");
    (text, left_open)
}

/// The code in a post: `[code]…[/code]` closed (a phpBB codebox, a page's `<pre>`/`<code>`),
/// and in a Markdown forum a fenced block (```` ``` ````) or an inline `` `…` ``. The forum shows
/// it as written, tags and all: `[code][color=red][b]Lola[/b][/color][/code]` shows no red
/// name, and is how the rule of voting is explained (review break15b F7). A `[code]` never
/// closed is shown as text, and read.
fn code_spans(text: &str, lines: QuoteLines) -> Vec<Range<usize>> {
    let mut spans = Vec::new();
    let mut open: Option<usize> = None;
    for tag in tags(text).into_iter().filter(|t| t.name == Name::Code) {
        match (tag.closing, open) {
            (false, None) => open = Some(tag.span.start),
            (true, Some(start)) => {
                spans.push(start..tag.span.end);
                open = None;
            }
            _ => {}
        }
    }
    if lines == QuoteLines::Markdown {
        let mut fence: Option<usize> = None;
        let mut offset = 0;
        for line in text.split_inclusive('\n') {
            work_done(1);
            if line.trim_start().starts_with("```") {
                match fence.take() {
                    Some(start) => spans.push(start..offset + line.len()),
                    None => fence = Some(offset),
                }
            } else if fence.is_none() {
                let ticks: Vec<usize> = line.match_indices('`').map(|(i, _)| i).collect();
                spans.extend(
                    ticks
                        .chunks_exact(2)
                        .map(|p| offset + p[0]..offset + p[1] + 1),
                );
            }
            offset += line.len();
        }
    }
    spans
}

/// The text without BBCode tags and Markdown bold or italic marks.
pub(super) fn plain_text(text: &str) -> String {
    work_done(text.len());
    let mut out = String::new();
    let mut at = 0;
    for tag in tags(text) {
        out.push_str(&text[at..tag.span.start]);
        out.push(' ');
        at = tag.span.end;
    }
    out.push_str(&text[at..]);
    out.replace("**", " ").replace("__", " ")
}
