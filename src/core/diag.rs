//! Problems found in a game's input, rendered as miette diagnostics: the file, the line and
//! column, the word underlined, what is wrong and what was probably meant.
//!
//! A problem shares its file's text (an `Arc`), never copies it: a PM with thousands of bad
//! lines costs one copy of the PM. Rendering shows only the problem's line, clipped around the
//! word when the line is long, so the time to render is linear in the input.

use crate::core::msg::{Catalog, Msg};
use crate::core::text;
use miette::{
    Diagnostic, GraphicalReportHandler, GraphicalTheme, MietteError, MietteSpanContents,
    SourceCode, SourceSpan, SpanContents,
};
use std::collections::HashMap;
use std::ops::Range;
use std::sync::Arc;

/// A file's text, shared by every problem found in it.
pub type Source = Arc<str>;

/// What a problem can point into: a shared text (no copy) or a short one (copied once).
pub trait AsSource {
    fn as_source(&self) -> Source;
}

impl AsSource for Arc<str> {
    fn as_source(&self) -> Source {
        Arc::clone(self)
    }
}

impl AsSource for str {
    fn as_source(&self) -> Source {
        Arc::from(self)
    }
}

impl AsSource for String {
    fn as_source(&self) -> Source {
        Arc::from(self.as_str())
    }
}

/// Where a problem is: a file's text and a byte span in it, on char boundaries.
#[derive(Debug, Clone)]
pub struct Place {
    pub path: String,
    pub source: Source,
    pub span: Range<usize>,
}

/// One problem, as data: rendered in the game's language when shown.
#[derive(Debug, Clone)]
pub struct Problem {
    pub msg: Msg,
    pub help: Option<Box<Msg>>,
    pub place: Option<Box<Place>>,
    /// What the underline says, if anything beyond the message.
    pub label: Option<Box<Msg>>,
    /// Input that cannot be read at all (an encoding, a folder, a file system error), as
    /// opposed to input that reads but breaks a rule: exit code 2 rather than 1.
    pub unreadable: bool,
    /// Where in `game.yaml` the value at fault is, as a key path (`state`, `map`,
    /// `boundaries`, `3`), for a problem found in a value read from it: the command that has
    /// the file's text points the problem at that line ([`Problem::placed_in`]).
    pub key: Option<Box<Vec<String>>>,
}

impl Problem {
    pub fn new(msg: Msg) -> Self {
        Problem {
            msg,
            help: None,
            place: None,
            label: None,
            unreadable: false,
            key: None,
        }
    }

    /// The key path in `game.yaml` of the value at fault (see [`Problem::key`]).
    pub fn at_key<S: AsRef<str>>(mut self, path: &[S]) -> Self {
        self.key = Some(Box::new(
            path.iter().map(|k| k.as_ref().to_string()).collect(),
        ));
        self
    }

    /// Points a problem that has a key path and no place yet at that key's line of `text`,
    /// the YAML file it was read from.
    pub fn placed_in(self, path: &str, text: &Source) -> Self {
        if self.place.is_some() {
            return self;
        }
        let Some(key) = &self.key else {
            return self;
        };
        let keys: Vec<&str> = key.iter().map(String::as_str).collect();
        match crate::core::yaml_at::line_of(text, &keys) {
            Some(span) => self.at(path, text, span),
            None => self,
        }
    }

    /// Points the problem at `span` of `source`. A span that would cut a character is widened
    /// to the characters it touches, and one past the end is kept inside the text.
    pub fn at<S: AsSource + ?Sized>(mut self, path: &str, source: &S, span: Range<usize>) -> Self {
        let source = source.as_source();
        let start = text::floor_boundary(&source, span.start);
        let end = text::ceil_boundary(&source, span.end.max(start));
        self.place = Some(Box::new(Place {
            path: path.to_string(),
            source,
            span: start..end,
        }));
        self
    }

    /// Marks input that cannot be read at all (exit code 2).
    pub fn unreadable(mut self) -> Self {
        self.unreadable = true;
        self
    }

    pub fn help(mut self, help: Msg) -> Self {
        self.help = Some(Box::new(help));
        self
    }

    pub fn label(mut self, label: Msg) -> Self {
        self.label = Some(Box::new(label));
        self
    }

    /// `file:line:column` of the problem, 1-based (the column in characters).
    pub fn location(&self) -> Option<(String, usize, usize)> {
        let place = self.place.as_ref()?;
        let located = locate(&place.source, &[place.span.start]);
        Some((
            place.path.clone(),
            located[0].line + 1,
            located[0].column + 1,
        ))
    }

    /// The problem in words, its source shown as the excerpt around its place.
    fn render_at(&self, catalog: &Catalog, at: Option<Located>) -> Rendered {
        let excerpt = match (&self.place, at) {
            (Some(place), Some(at)) => Some(Excerpt::new(place, at)),
            _ => None,
        };
        Rendered {
            message: catalog.text(&self.msg),
            help: self.help.as_ref().map(|h| catalog.text(h)),
            label: self.label.as_ref().map(|l| catalog.text(l)),
            span: excerpt.as_ref().map(|e| SourceSpan::from(e.span.clone())),
            code: excerpt,
        }
    }
}

/// Where an offset is: its 0-based line, and its column in characters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Located {
    pub line: usize,
    pub column: usize,
    /// Where that line starts and ends (without its break).
    pub line_start: usize,
    pub line_end: usize,
}

/// Lines and columns of many offsets of one text, in one pass over it: linear in the text plus
/// the offsets (sorted), however many problems a file has.
pub fn locate(source: &str, offsets: &[usize]) -> Vec<Located> {
    let mut order: Vec<usize> = (0..offsets.len()).collect();
    order.sort_by_key(|&i| offsets[i]);
    let mut found = vec![
        Located {
            line: 0,
            column: 0,
            line_start: 0,
            line_end: 0,
        };
        offsets.len()
    ];
    let mut lines = text::lines(source).enumerate().peekable();
    let mut current = (
        0,
        text::Line {
            start: 0,
            end: 0,
            next: 0,
        },
    );
    let mut counted = (0usize, 0usize); // (byte offset, characters from the line's start)
    for i in order {
        let at = offsets[i].min(source.len());
        // The offset is on the last line that starts at or before it.
        while let Some(&(n, line)) = lines.peek() {
            if line.start > at {
                break;
            }
            current = (n, line);
            counted = (line.start, 0);
            lines.next();
        }
        let (n, line) = current;
        let upto = at.clamp(line.start, line.end.max(line.start));
        let upto = text::floor_boundary(source, upto);
        if upto >= counted.0 {
            counted = (upto, counted.1 + source[counted.0..upto].chars().count());
        }
        found[i] = Located {
            line: n,
            column: counted.1,
            line_start: line.start,
            line_end: line.end,
        };
    }
    found
}

/// At most this many characters of a line are shown around a problem.
const SHOWN: usize = 100;
/// Of which this many before the underlined word, when the line is cut.
const SHOWN_BEFORE: usize = 30;

/// The problem's line as miette shows it: cut around the word when long (`…` where cut), its
/// control characters made visible, with the line and column of the whole file.
#[derive(Debug)]
pub struct Excerpt {
    name: String,
    text: String,
    /// The underlined word, in `text`.
    span: Range<usize>,
    line: usize,
    column: usize,
}

impl Excerpt {
    fn new(place: &Place, at: Located) -> Excerpt {
        let source = &place.source;
        let line = &source[at.line_start..at.line_end.max(at.line_start)];
        let start = place
            .span
            .start
            .clamp(at.line_start, at.line_start + line.len())
            - at.line_start;
        let end = place
            .span
            .end
            .clamp(at.line_start + start, at.line_start + line.len())
            - at.line_start;
        let chars: Vec<(usize, char)> = line.char_indices().collect();
        let index_of = |byte: usize| chars.partition_point(|&(b, _)| b < byte);
        let (word_from, word_to) = (index_of(start), index_of(end));
        let (from, to) = if chars.len() <= SHOWN {
            (0, chars.len())
        } else {
            let from = word_from.saturating_sub(SHOWN_BEFORE);
            let to = (from + SHOWN).max(word_from + 1).min(chars.len());
            (from, to)
        };
        let mut text = String::new();
        if from > 0 {
            text.push('…');
        }
        let mut span = text.len()..text.len();
        for (i, &(_, c)) in chars.iter().enumerate().take(to).skip(from) {
            if i == word_from {
                span.start = text.len();
            }
            if i == word_to {
                span.end = text.len();
            }
            text.push_str(&text::terminal_safe(c.encode_utf8(&mut [0; 4])));
        }
        if word_from >= to {
            span.start = text.len();
        }
        if word_to >= to {
            span.end = text.len();
        }
        if to < chars.len() {
            text.push('…');
        }
        span.end = span.end.max(span.start);
        Excerpt {
            name: text::one_line_safe(&place.path).into_owned(),
            text,
            span,
            line: at.line,
            column: at.column,
        }
    }
}

impl SourceCode for Excerpt {
    fn read_span<'a>(
        &'a self,
        span: &SourceSpan,
        before: usize,
        after: usize,
    ) -> Result<Box<dyn SpanContents<'a> + 'a>, MietteError> {
        let inner = self.text.as_str().read_span(span, before, after)?;
        let column = if span.offset() == self.span.start {
            self.column
        } else {
            inner.column()
        };
        Ok(Box::new(MietteSpanContents::new_named(
            self.name.clone(),
            inner.data(),
            *inner.span(),
            self.line + inner.line(),
            column,
            inner.line_count(),
        )))
    }
}

/// A problem in words, ready for miette.
#[derive(Debug, thiserror::Error)]
#[error("{message}")]
pub struct Rendered {
    pub message: String,
    pub help: Option<String>,
    pub label: Option<String>,
    pub code: Option<Excerpt>,
    pub span: Option<SourceSpan>,
}

impl Diagnostic for Rendered {
    fn help<'a>(&'a self) -> Option<Box<dyn std::fmt::Display + 'a>> {
        self.help
            .as_ref()
            .map(|h| Box::new(h) as Box<dyn std::fmt::Display>)
    }

    fn source_code(&self) -> Option<&dyn miette::SourceCode> {
        self.code.as_ref().map(|s| s as &dyn miette::SourceCode)
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = miette::LabeledSpan> + '_>> {
        let span = self.span?;
        let label = miette::LabeledSpan::new_with_span(self.label.clone(), span);
        Some(Box::new(std::iter::once(label)))
    }
}

/// Every problem's place, located with one pass per file.
fn locate_all(problems: &[Problem]) -> Vec<Option<Located>> {
    let mut by_source: HashMap<*const u8, Vec<usize>> = HashMap::new();
    for (i, p) in problems.iter().enumerate() {
        if let Some(place) = &p.place {
            by_source.entry(place.source.as_ptr()).or_default().push(i);
        }
    }
    let mut located = vec![None; problems.len()];
    for indices in by_source.values() {
        let source = &problems[indices[0]].place.as_ref().expect("a place").source;
        let offsets: Vec<usize> = indices
            .iter()
            .map(|&i| problems[i].place.as_ref().expect("a place").span.start)
            .collect();
        for (&i, at) in indices.iter().zip(locate(source, &offsets)) {
            located[i] = Some(at);
        }
    }
    located
}

/// Renders problems one after the other, in file, line and column order, without colours (the
/// text goes to terminals, logs and forum posts alike). Control characters from the input are
/// shown escaped, never sent to the terminal.
pub fn render_all(problems: &[Problem], catalog: &Catalog) -> String {
    let located = locate_all(problems);
    let key = |i: usize| {
        let place = problems[i].place.as_ref();
        (
            place.map(|p| p.path.clone()),
            located[i].map(|l| (l.line, l.column)),
        )
    };
    let mut order: Vec<usize> = (0..problems.len()).collect();
    order.sort_by_cached_key(|&i| key(i));
    let handler = GraphicalReportHandler::new_themed(GraphicalTheme::unicode_nocolor())
        .with_width(100)
        .with_links(false);
    let mut out = String::new();
    for i in order {
        let problem = &problems[i];
        let rendered = problem.render_at(catalog, located[i]);
        if let (Some(place), Some(at)) = (&problem.place, located[i]) {
            out.push_str(&format!(
                "{}:{}:{}: ",
                text::one_line_safe(&place.path),
                at.line + 1,
                at.column + 1
            ));
        }
        // A problem with no place in a file is told once: the report below says it ("× …")
        // with its help line; one with a place gets its one-line `path:line:col: message` too.
        if rendered.code.is_some() {
            out.push_str(&text::terminal_safe(&rendered.message));
            out.push('\n');
        }
        let mut shown = String::new();
        if handler.render_report(&mut shown, &rendered).is_ok() {
            out.push_str(&text::terminal_safe(&shown));
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn problems_of_one_pm_share_its_text_instead_of_copying_it() {
        let source: Source = "ver Zorro\n".repeat(16_000).into();
        let problems: Vec<Problem> = (0..16_000)
            .map(|i| {
                Problem::new(Msg::new("err-unknown-player")).at(
                    "Ana.txt",
                    &source,
                    i * 10 + 4..i * 10 + 9,
                )
            })
            .collect();
        assert_eq!(Arc::strong_count(&source), 16_001);
        assert!(
            problems
                .iter()
                .all(|p| Arc::ptr_eq(&p.place.as_ref().unwrap().source, &source))
        );
    }

    #[test]
    fn many_offsets_are_located_in_one_pass_with_every_line_break() {
        let source = "ñu\rvota à\u{2028}x\r\ny";
        let offsets = [
            source.find('x').unwrap(),
            0,
            source.find('à').unwrap(),
            source.len(),
        ];
        let found: Vec<(usize, usize)> = locate(source, &offsets)
            .iter()
            .map(|l| (l.line + 1, l.column + 1))
            .collect();
        assert_eq!(found, [(3, 1), (1, 1), (2, 6), (4, 2)]);
    }

    #[test]
    fn a_span_inside_a_character_is_widened_to_it() {
        let p = Problem::new(Msg::new("err-missing-player")).at("Ana.txt", "ver à\n", 5..6);
        assert_eq!(p.place.unwrap().span, 4..6);
    }
}
