//! Lines a player did not write as orders (issue 22: "an order never becomes chatter in
//! silence"):
//!
//! - **Comments.** `#` starts a comment: a form's explanations are `#` lines ("Las líneas que
//!   empiezan por # son solo explicaciones"), and a form's order with nothing to choose comes
//!   after a `#`, sent by deleting it ("para enviarla, borra el # del principio de su línea").
//!   So a `#` line of the player's form as it came (`core::forms::comment_lines`) is never
//!   read; one the player marked or rewrote (`# parar ✔`, `#parar`) is raised, since a mark
//!   may choose the order or turn it down. Any other comment is the player's own writing: when
//!   it speaks as an order does (a verb of the ruleset, or a change of mind) of something of
//!   the game (a player, a route, a number, a house, the game's things), as a bare order he
//!   marked (`# usar I ✓`), a filled order he commented (`# marcar J`), or a correction after
//!   his order (`voto Ana # no, mejor Bruno`), it is raised at its line, never lost.
//! - **Quoted lines.** A line quoted with `>` (a reply quoting the master's PM in e-mail style)
//!   is another message's text: never an order, and an order-like text in it does not hide the
//!   player's own orders. A PM whose only orders are in `>` lines is raised: the player may
//!   have used `>` as a bullet, or confirmed the quoted order.

use super::*;
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, OrderLine, Word};

/// The words of `source[span]` as an order line numbered `line`.
fn line_of(file: &OrderFile, line: usize, span: std::ops::Range<usize>) -> Option<OrderLine> {
    let words: Vec<Word> = crate::core::markup::words(&file.source[span.clone()], span.start, &[])
        .into_iter()
        .map(|t| Word::new(t.text, t.span))
        .collect();
    let last = words.last()?.span.end;
    Some(OrderLine {
        line,
        span: words[0].span.start..last,
        words,
    })
}

/// Whether a line speaks as an order of something of the game: a verb of the ruleset or a
/// change of mind, and a player, a route, a number, a house letter or a thing of the game.
fn order_like(file: &OrderFile, line: &OrderLine, verbs: &Verbs, names: &NameIndex) -> bool {
    let words = &line.words;
    // A better choice leading the comment (`#mejor Gloria`, `# anzi Olga`) is a change of
    // mind too.
    let speaks = words.iter().any(|w| verbs.is_verb(w))
        || corrections::change_of_mind(file, words, 0).is_some()
        || words
            .first()
            .is_some_and(|w| folded_in(w, corrections::CHANGE_BEFORE_A_VERB));
    let aims = mentions_a_player(words, names)
        || words.iter().any(is_route)
        || words.iter().any(|w| w.text.parse::<u32>().is_ok())
        || words
            .iter()
            .any(|w| w.text.chars().count() == 1 && w.text.chars().all(char::is_uppercase))
        || verbs.game_noun_in(words).is_some();
    speaks && aims
}

/// Whether a comment is a form's line of choices the player edited (`#   un altro giocatore
/// vivo: Luca`, the other names deleted): the form's label, then something else.
fn edits_a_form_line(key: &str, verbs: &Verbs) -> bool {
    let Some((label, _)) = key.split_once(':') else {
        return false;
    };
    let label = format!("{label}:");
    label.chars().count() > 1
        && verbs
            .form_comments
            .iter()
            .any(|form| form.starts_with(&label) && form != key)
}

/// Whether a comment is one of the form's `#` lines the player marked (`# parar ✔`, `# parar
/// <-- esta sí`: the line as it came with something after it) or rewrote (`#parar`: its `#`
/// joined to the word, where the form writes `# parar`). A mark may choose the order or refuse
/// it (`# parar ✗`); the player says which when asked, so the line is raised, never dropped.
fn marks_a_form_line(key: &str, raw: &str, verbs: &Verbs) -> bool {
    let forms = &verbs.form_comments;
    if forms.contains(key) {
        let after_hash = raw.trim_start().trim_start_matches('#');
        return !after_hash.is_empty() && !after_hash.starts_with(char::is_whitespace);
    }
    key.char_indices()
        .filter(|&(_, c)| c == ' ')
        .any(|(i, _)| forms.contains(&key[..i]))
}

/// The comments of a PM that are the player's orders, not the form's explanations: each a
/// problem at its line. A line the master set aside (`ignore`) is his call.
pub(super) fn orders_in_comments(
    file: &OrderFile,
    verbs: &Verbs,
    names: &NameIndex,
) -> Vec<Problem> {
    crate::core::orders::comments(&file.source)
        .into_iter()
        .filter(|(n, _)| !file.set_aside.contains(n))
        .filter_map(|(n, span)| {
            let raw = &file.source[span.clone()];
            let key = crate::core::forms::comment_key(raw);
            let marked = marks_a_form_line(&key, raw, verbs);
            // The words after the `#`: one joined to its word (`#mejor Gloria`) is no part
            // of it, as one with a space after it is not.
            let words_at = span.end - raw.trim_start_matches('#').len();
            (marked || !verbs.form_comments.contains(&key))
                .then(|| line_of(file, n, words_at..span.end))
                .flatten()
                .map(|line| (marked || edits_a_form_line(&key, verbs), line))
        })
        .filter(|(edited, line)| *edited || order_like(file, line, verbs, names))
        .map(|(_, line)| line)
        .map(|line| {
            Problem::new(
                Msg::new("err-order-in-comment")
                    .arg("file", &file.path)
                    .arg("line", line.line),
            )
            .at(&file.path, &file.source, line.span.clone())
            .help(
                Msg::new("help-order-in-comment")
                    .arg("pm", crate::core::set_aside::pm_name(&file.path))
                    .arg("line", line.line),
            )
        })
        .collect()
}

/// Where the text of a line quoted with `>` starts, after its marks (`>`, `> >`, `&gt;`).
pub(super) fn after_quote_marks(text: &str) -> Option<usize> {
    let mut rest = text.trim_start();
    if !(rest.starts_with('>') || rest.starts_with("&gt;")) {
        return None;
    }
    loop {
        rest = rest.trim_start();
        if let Some(r) = rest.strip_prefix('>') {
            rest = r;
        } else if let Some(r) = rest.strip_prefix("&gt;") {
            rest = r;
        } else {
            return Some(text.len() - rest.len());
        }
    }
}

/// A PM with no order of its own whose lines quoted with `>` hold orders: each such line is
/// raised. With orders of his own, the quoted lines are only the message he answered.
pub(super) fn quoted_only(file: &OrderFile, verbs: &Verbs, names: &NameIndex) -> Vec<Problem> {
    if !file.lines.is_empty() || !file.cancels.is_empty() {
        return Vec::new();
    }
    let mut problems = Vec::new();
    for (i, l) in crate::core::text::lines(&file.source).enumerate() {
        let Some(skip) = after_quote_marks(&file.source[l.start..l.end]) else {
            continue;
        };
        let Some(line) = line_of(file, i + 1, l.start + skip..l.end) else {
            continue;
        };
        if let Reading::Orders(found) = read_line(file, &line, verbs, names)
            && found.iter().any(|o| order_like(file, o, verbs, names))
        {
            problems.push(
                Problem::new(
                    Msg::new("err-order-quoted-only")
                        .arg("file", &file.path)
                        .arg("line", line.line),
                )
                .at(&file.path, &file.source, line.span.clone())
                .help(
                    Msg::new("help-order-quoted-only")
                        .arg("pm", crate::core::set_aside::pm_name(&file.path))
                        .arg("line", line.line),
                ),
            );
        }
    }
    problems
}
