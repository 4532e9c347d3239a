//! A note's words (`paso`, `me guardo el Porro para luego`): what the player says with it, to
//! the end of its clause; what follows a comma is his prose (`Hoy paso, mañana me vengo`: a
//! pass, never a pass carrying `mañana me vengo`). A keep said with a pronoun (`la guardo`, `me
//! lo guardo`) keeps the card the words before it name, on its line or the line above (`Me ha
//! tocado la Siesta ⏎ la guardo`): exactly one, or the keep is raised (docs/rulings/chez-geek.md).

use super::line::tokens;
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::orders::{OrderFile, OrderLine};

/// The object pronouns of a keep (`la guardo`, `me los guardo`, `lo conservo`).
const PRONOUN: &[&str] = &["lo", "la", "los", "las", "le", "li"];

/// The note's words after its verb, to the end of its clause (trimmed), or `None` for none.
pub fn clause_after(file: &OrderFile, line: &OrderLine) -> Option<String> {
    let (verb, first, last) = (&line.words[0], line.words.get(1)?, line.words.last()?);
    // `paso, mañana me vengo`: nothing of the note's own before the comma.
    let gap = &file.source[verb.span.end..first.span.start];
    if gap.contains([',', '.', ';', '!', '?']) {
        return None;
    }
    let text = file.source[first.span.start..last.span.end].trim();
    let clause = text.split([',', '.', ';', '!', '?', '(']).next()?.trim();
    (!clause.is_empty()).then(|| clause.to_string())
}

/// The card a keep's pronoun stands for: `None` when the keep has no pronoun before its verb;
/// else the one card the text before it names (on its line, or else on the line above), or the
/// problem that it names none or several.
pub fn pronoun_card(
    file: &OrderFile,
    line: &OrderLine,
    cards: &[(String, Vec<String>)],
) -> Option<Result<String, Problem>> {
    let verb = line.words.first()?;
    let start = crate::core::text::line_start(&file.source, verb.span.start);
    let before = &file.source[start..verb.span.start];
    let toks = written_tokens(before);
    let pronoun = toks
        .iter()
        .rposition(|(t, _)| PRONOUN.contains(&t.as_str()))
        .filter(|&at| {
            toks[at + 1..]
                .iter()
                .all(|(t, _)| ["me", "mi", "se", "te"].contains(&t.as_str()))
        })?;
    let mut named = named_cards(&toks[..pronoun], cards);
    if named.is_empty() && start > 0 {
        let above = file.source[..start - 1]
            .lines()
            .rev()
            .find(|l| !l.trim().is_empty())
            .unwrap_or_default();
        named = named_cards(&written_tokens(above), cards);
    }
    Some(match named.as_slice() {
        [card] => Ok(card.clone()),
        _ => {
            let msg = Msg::new("chez-geek-err-keep-which").arg("writer", &file.player);
            let span = start + (before.len() - before.trim_start().len())..verb.span.end;
            Err(Problem::new(msg).at(&file.path, &file.source, span))
        }
    })
}

/// A text's words as [`tokens`] folds them, each with its spelling as written.
fn written_tokens(text: &str) -> Vec<(String, String)> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|t| !t.is_empty())
        .flat_map(|t| tokens(t).into_iter().map(move |f| (f, t.to_string())))
        .collect()
}

/// The cards `toks` name, each once, as written: by its whole name, or by a word of it that no
/// other card has (`el porro`, `las palomitas`), four letters or more.
fn named_cards(toks: &[(String, String)], cards: &[(String, Vec<String>)]) -> Vec<String> {
    let mut found: Vec<(String, String)> = Vec::new();
    let folded: Vec<&String> = toks.iter().map(|(f, _)| f).collect();
    for (card, name) in cards {
        let whole = (!name.is_empty())
            .then(|| {
                folded
                    .windows(name.len())
                    .position(|w| w.iter().zip(name).all(|(a, b)| *a == b))
            })
            .flatten()
            .map(|at| toks[at..at + name.len()].iter().map(|(_, w)| w.as_str()));
        let short = name
            .iter()
            .filter(|t| t.chars().count() >= 4)
            .filter(|t| cards.iter().filter(|(_, n)| n.contains(t)).count() == 1)
            .find_map(|t| toks.iter().find(|(f, _)| f == t))
            .map(|(_, w)| w.clone());
        let written = match whole {
            Some(words) => Some(words.collect::<Vec<_>>().join(" ")),
            None => short,
        };
        if let Some(written) = written
            && !found.iter().any(|(c, _)| c == card)
        {
            found.push((card.clone(), written));
        }
    }
    found.into_iter().map(|(_, written)| written).collect()
}

/// "Descarte: Si tienes más de cinco cartas, debes descartarte hasta que sólo tengas cinco": a
/// turn post of notes only (`paso`, `me guardo el Porro`), no play and no discard, from the
/// active player. Over five cards, the discard is owed: raised at the first note, as a post of
/// plays that ends over five is (docs/rulings/chez-geek.md, "should or must").
pub fn pass_over_five(files: &[&OrderFile], state: &super::state::State) -> Option<Problem> {
    use super::orders::{VERBS, Verb};
    let hand = state.flat(&state.turn.player).hand.len();
    if hand <= 5 {
        return None;
    }
    // Whether a line's verb is a note's, read as `read_verb` reads it.
    let note = |l: &OrderLine| {
        let word = crate::core::names::fold(&l.words.first()?.text);
        let spec = VERBS.iter().find(|s| s.words.contains(&word.as_str()))?;
        Some(matches!(spec.verb, Verb::Pass | Verb::Keep))
    };
    let mut lines = files
        .iter()
        .flat_map(|f| f.lines.iter().map(move |l| (*f, l)));
    if lines.clone().any(|(_, l)| note(l) != Some(true)) {
        return None;
    }
    let (file, line) = lines.next()?;
    let msg = Msg::new("chez-geek-err-hand-over-five").arg("count", hand);
    let help = Msg::new("chez-geek-help-discard")
        .arg("count", hand - 5)
        .arg("writer", &file.player);
    let problem = Problem::new(msg.arg("writer", &file.player));
    Some(
        problem
            .at(&file.path, &file.source, line.span.clone())
            .help(help),
    )
}
