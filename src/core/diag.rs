//! Problems found in a game's input, rendered as miette diagnostics: the file, the line and
//! column, the word underlined, what is wrong and what was probably meant.

use crate::core::msg::{Catalog, Msg};
use miette::{Diagnostic, GraphicalReportHandler, GraphicalTheme, NamedSource, SourceSpan};
use std::ops::Range;

/// Where a problem is: a file's text and a byte span in it.
#[derive(Debug, Clone)]
pub struct Place {
    pub path: String,
    pub source: String,
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
}

impl Problem {
    pub fn new(msg: Msg) -> Self {
        Problem {
            msg,
            help: None,
            place: None,
            label: None,
            unreadable: false,
        }
    }

    pub fn at(mut self, path: &str, source: &str, span: Range<usize>) -> Self {
        self.place = Some(Box::new(Place {
            path: path.to_string(),
            source: source.to_string(),
            span,
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

    /// `file:line:column` of the problem, 1-based, for messages and sorting.
    pub fn location(&self) -> Option<(String, usize, usize)> {
        let place = self.place.as_ref()?;
        let before = &place.source[..place.span.start.min(place.source.len())];
        let line = before.matches('\n').count() + 1;
        let column = before
            .rsplit('\n')
            .next()
            .map(|l| l.chars().count() + 1)
            .unwrap_or(1);
        Some((place.path.clone(), line, column))
    }

    pub fn render(&self, catalog: &Catalog) -> Rendered {
        Rendered {
            message: catalog.text(&self.msg),
            help: self.help.as_ref().map(|h| catalog.text(h)),
            label: self.label.as_ref().map(|l| catalog.text(l)),
            code: self
                .place
                .as_ref()
                .map(|p| NamedSource::new(p.path.clone(), p.source.clone())),
            span: self
                .place
                .as_ref()
                .map(|p| SourceSpan::from(p.span.start..p.span.end)),
        }
    }
}

/// A problem in words, ready for miette.
#[derive(Debug, thiserror::Error)]
#[error("{message}")]
pub struct Rendered {
    pub message: String,
    pub help: Option<String>,
    pub label: Option<String>,
    pub code: Option<NamedSource<String>>,
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

/// Renders problems one after the other, in file, line and column order, without colours (the
/// text goes to terminals, logs and forum posts alike).
pub fn render_all(problems: &[Problem], catalog: &Catalog) -> String {
    let mut sorted: Vec<&Problem> = problems.iter().collect();
    sorted.sort_by_key(|p| p.location());
    let handler = GraphicalReportHandler::new_themed(GraphicalTheme::unicode_nocolor())
        .with_width(100)
        .with_links(false);
    let mut out = String::new();
    for problem in sorted {
        let rendered = problem.render(catalog);
        if let Some((path, line, column)) = problem.location() {
            out.push_str(&format!("{path}:{line}:{column}: "));
        }
        out.push_str(&rendered.message);
        out.push('\n');
        let mut text = String::new();
        if handler.render_report(&mut text, &rendered).is_ok() {
            out.push_str(&text);
        }
        out.push('\n');
    }
    out
}
