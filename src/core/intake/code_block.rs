//! A code block in a PM (`[code]…[/code]`, as `import` writes a forum page's `<pre><code>`, or
//! a Markdown fence of three backticks): text shown as written, a form or an example the
//! player pastes, not an order he gives in his words. A line there that reads as an order is
//! raised, never read nor dropped in silence (review break15b); any other is chatter.

use super::*;
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, OrderLine};
use std::ops::Range;

/// The byte ranges of a PM's code blocks: `[code]…[/code]` (`[code=…]` too; an unclosed one
/// ends with its line) and the lines between two Markdown fences (```` ``` ````).
pub(super) fn code_ranges(source: &str) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let lower = source.to_ascii_lowercase();
    let mut at = 0;
    while let Some(found) = lower[at..].find("[code") {
        let open = at + found;
        let Some(close) = lower[open..].find(']').map(|c| open + c + 1) else {
            break;
        };
        if !matches!(lower.as_bytes()[open + 5], b']' | b'=' | b' ') {
            at = open + 5;
            continue;
        }
        let end = match lower[close..].find("[/code]") {
            Some(c) => close + c + "[/code]".len(),
            None => crate::core::markup::unclosed_quote_end(source, open),
        };
        out.push(open..end);
        at = end.max(open + 1);
    }
    let mut fence: Option<usize> = None;
    for line in crate::core::text::lines(source) {
        if source[line.start..line.end].trim_start().starts_with("```") {
            match fence.take() {
                Some(start) => out.push(start..line.end),
                None => fence = Some(line.start),
            }
        }
    }
    out
}

/// Whether a line lies whole inside a code block (`code`, from [`code_ranges`]).
pub(super) fn inside(code: &[Range<usize>], line: &OrderLine) -> bool {
    !code.is_empty()
        && line
            .words
            .iter()
            .all(|w| code.iter().any(|c| c.contains(&w.span.start)))
}

/// The lines of a PM inside its code blocks: those that read as an order raised (and not
/// asked about again as a line naming a player), the others set aside as chatter.
pub(super) fn raise_orders(
    file: &mut OrderFile,
    lines: Vec<OrderLine>,
    verbs: &Verbs,
    names: &NameIndex,
) -> Vec<Problem> {
    let mut problems = Vec::new();
    for line in lines {
        if !matches!(read_line(file, &line, verbs, names), Reading::Orders(_)) {
            file.ignored.push(line);
            continue;
        }
        problems.push(
            Problem::new(
                Msg::new("err-order-in-code")
                    .arg("file", &file.path)
                    .arg("line", line.line),
            )
            .at(&file.path, &file.source, line.span.clone())
            .help(
                Msg::new("help-order-in-code")
                    .arg("pm", crate::core::set_aside::pm_name(&file.path))
                    .arg("line", line.line),
            ),
        );
    }
    problems
}
