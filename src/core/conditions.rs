//! Orders that hold only if something the player cannot foresee turns out so: the
//! Doppelgänger's `Si me sale vidente: ver Jorge` (issue 22: "conditionals where the rule is
//! conditional by nature"). A ruleset whose rules are conditional names what a condition may be
//! about ([`crate::core::ruleset::Ruleset::conditions`]); the core lifts the condition off its
//! line before the intake reads the order, and keeps it with the PM, so the ruleset decides
//! when the order holds, `check` shows it and the trace says which was used.
//!
//! A condition opens with `si`, `se`, `if`, `en caso de`, `in caso`, `in case` (`como`, `come`,
//! `da`, `as` right before the subject: `Como vidente: ver Jorge`; `como`, `as` only with a colon
//! or comma after it, as `Como vidente veo a Bruno` is the player's standing) and names one subject of the
//! ruleset; it ends at a colon, comma or arrow after the subject, or where the order's verb
//! starts (`si copio al ladrón cambio con Ana`). Alone on its line (`si soy vidente:`), it is the
//! condition of the next line's order. A condition that names a player (`si Ana es lobo`) or two
//! subjects is not lifted: the intake raises the line, as any doubt before a verb.
//!
//! A ruleset whose player gives in advance a choice the rules leave him for later names those
//! orders instead ([`crate::core::ruleset::Ruleset::conditional_orders`]: chez-geek's `pierdo X
//! si viene Y`, `si viene Y, pierdo X`); the intake keeps their condition, before or after the
//! order, with no subject ([`crate::core::intake::conditional`]), for the ruleset to read.
//! Either way the condition is here, `check` shows it and a conditional order is never
//! replaced by another of its kind.

use crate::core::diag::Problem;
use crate::core::intake::Verbs;
use crate::core::msg::Msg;
use crate::core::names::{NameIndex, fold};
use crate::core::orders::{OrderFile, OrderLine, Word};
use std::ops::Range;

/// What a condition may be about: the ruleset's key (`seer`), the catalog reference that shows
/// it (`@one-night-role-seer`), and the words that name it (`vidente`, `veggente`, `seer`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Subject {
    pub key: String,
    pub shown: String,
    pub names: Vec<String>,
}

/// A condition read in a PM.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Condition {
    /// The line it is written on.
    pub line: usize,
    /// Its words, as written.
    pub span: Range<usize>,
    /// The line of the order it governs: its own, or the next for a condition alone on its line.
    pub order_line: usize,
    /// Where the order it governs starts, when that line holds other orders too, read clause by
    /// clause (`pierdo X si viene el Gilipollas, y pierdo Y si viene la Chica`): it governs
    /// that order only. `None`: every order of its line.
    pub order_at: Option<usize>,
    /// Its words, from the one that opens it (`si`, `se`, `if`).
    pub words: Vec<Word>,
    /// The subject it names, for a ruleset that names them (`Ruleset::conditions`: the
    /// Doppelgänger's roles); `None` for a condition the ruleset reads from its words
    /// (`Ruleset::conditional_orders`: chez-geek's `si viene el Gilipollas`,
    /// [`crate::core::intake::conditional`]).
    pub subject: Option<Subject>,
}

/// Words that open a condition.
const OPENERS: &[&str] = &["si", "se", "if"];
/// `en caso de`, `in caso`, `nel caso`, `in case`: `caso` opens after one of these.
const CASE: &[&str] = &["caso", "case"];
const BEFORE_CASE: &[&str] = &["en", "in", "nel"];
/// `Como vidente:`, `Da veggente`, `As the Seer:`: only right before the subject.
const AS: &[&str] = &["como", "come", "da", "as"];
/// The words of [`AS`] that also say the player's standing (`Como vidente veo a Bruno`): a
/// condition only when a colon or comma ends it.
const STANDING: &[&str] = &["como", "as"];
/// Words that may come before the opener: `Y si me sale vidente`, `Pero si copio al ladrón`.
const BEFORE: &[&str] = &[
    "y", "e", "and", "pero", "ma", "but", "bueno", "vale", "ok", "entonces", "allora", "then",
    "tambien", "anche", "also", "poi", "luego", "o", "or", "oppure",
];
/// How many words at most stand between the opener and its subject (`if I get the Seer`,
/// `si en la carta que copio sale vidente`).
const MOST_BEFORE_SUBJECT: usize = 7;
/// Articles between `como` and its subject.
const ARTICLES: &[&str] = &["el", "la", "un", "una", "il", "lo", "l", "the", "a", "an"];

/// Lifts the conditions of `file`'s lines (before the intake reads them): each conditional
/// line keeps only its order, a condition alone on its line is taken out; the conditions are
/// kept in `file.conditions`. A condition with no order after it is a problem at its line.
pub fn lift(
    file: &mut OrderFile,
    subjects: &Subjects,
    verbs: &Verbs,
    names: &NameIndex,
) -> Vec<Problem> {
    let subjects = &subjects.0[..];
    if subjects.is_empty() {
        return Vec::new();
    }
    let signature = crate::core::markup::signature_start(&file.source);
    let struck = crate::core::markup::struck_ranges(&file.source);
    let mut problems = Vec::new();
    let mut pending: Option<Condition> = None;
    let mut kept = Vec::with_capacity(file.lines.len());
    let lines: Vec<(OrderLine, bool)> = std::mem::take(&mut file.lines)
        .into_iter()
        .flat_map(|line| split_at_conditions(file, line, subjects, verbs, names))
        .collect();
    for (mut line, split) in lines {
        let untouchable = signature.is_some_and(|at| line.span.start >= at)
            || line
                .words
                .iter()
                .any(|w| struck.iter().any(|s| s.contains(&w.span.start)));
        let found = (!untouchable)
            .then(|| condition_in(file, &line, subjects, verbs, names))
            .flatten();
        if let Some(header) = pending.take() {
            match found {
                // A condition right under another: the first has no order.
                Some(_) => problems.push(no_order(file, &header)),
                None => file.conditions.push(Condition {
                    order_line: line.line,
                    order_at: None,
                    ..header
                }),
            }
        }
        let found = found.or_else(|| {
            let trailing = (!untouchable)
                .then(|| trailing_condition(&line, subjects, verbs, names))
                .flatten()?;
            // The order before it keeps its place; the condition leaves the line.
            line.words.truncate(trailing.1);
            line.span.end = line.words.last()?.span.end;
            Some((trailing.0, Some(0)))
        });
        let Some((condition, order_from)) = found else {
            kept.push(line);
            continue;
        };
        match order_from {
            Some(from) => {
                line.words.drain(..from);
                line.span.start = line.words[0].span.start;
                // One order of several on its line: the condition governs that one only.
                let order_at = split.then_some(line.span.start);
                file.conditions.push(Condition {
                    order_at,
                    ..condition
                });
                kept.push(line);
            }
            None => pending = Some(condition),
        }
    }
    if let Some(header) = pending {
        problems.push(no_order(file, &header));
    }
    file.lines = kept;
    problems
}

/// A line of several orders parted by slashes or sentences, a later one under a condition
/// (`copio a Jorge / si es vidente miro a Bruno`, `Copying Elena. If I turn into the
/// troublemaker, swap Bruno and Carla.`): each part a line of its own, on the same line, so
/// each condition is lifted with its own order. `true` with the parts of a line so parted.
fn split_at_conditions(
    file: &OrderFile,
    line: OrderLine,
    subjects: &[Keyed],
    verbs: &Verbs,
    names: &NameIndex,
) -> Vec<(OrderLine, bool)> {
    let words = &line.words;
    let slash = |w: &Word| !w.text.is_empty() && w.text.chars().all(|c| c == '/');
    let part = |from: usize, to: usize| OrderLine {
        line: line.line,
        span: words[from].span.start..words[to - 1].span.end,
        words: words[from..to].to_vec(),
    };
    let starts: Vec<usize> = (1..words.len())
        .filter(|&i| {
            let gap = &file.source[words[i - 1].span.end..words[i].span.start];
            let parted =
                (gap.contains(['/', '.', '!', ';']) && !gap.contains("..")) || slash(&words[i - 1]);
            // The part's order holds a verb of the ruleset (`Buenas! Como cazador no me toca
            // nada esta noche, me voy a dormir` is no order). The rest of the line is made a
            // part only where the line parts (issue 25: not at every word).
            // Only a part that opens with a condition's word is made (issue 25: a copy of the
            // rest of the line at every full stop of talk).
            parted && !slash(&words[i]) && opening_word(&words[i..]).is_some() && {
                let rest = part(i, words.len());
                condition_in(file, &rest, subjects, verbs, names).is_some_and(|(_, order)| {
                    order.is_some_and(|from| rest.words[from..].iter().any(|w| is_verb(verbs, w)))
                })
            }
        })
        .collect();
    if starts.is_empty() {
        return vec![(line, false)];
    }
    let bounds: Vec<usize> = std::iter::once(0)
        .chain(starts)
        .chain([words.len()])
        .collect();
    let mut parts: Vec<(OrderLine, bool)> = Vec::new();
    for pair in bounds.windows(2) {
        let mut to = pair[1];
        while to > pair[0] + 1 && slash(&words[to - 1]) {
            to -= 1;
        }
        parts.push((part(pair[0], to), true));
    }
    if let Some((first, _)) = parts.first_mut() {
        first.span.start = line.span.start;
    }
    if let Some((last, _)) = parts.last_mut() {
        last.span.end = line.span.end;
    }
    parts
}

/// The conditions whose order the intake found to be no order (`si soy vidente, ya veremos`):
/// each a problem at its line, never dropped with the chatter. A condition followed by an
/// explicit "nothing to do" (`if I get the Insomniac, nothing to do`, `si soy aldeano: nada que
/// hacer`) says the player does nothing then: no problem, the line listed as no order.
pub fn without_order(file: &OrderFile) -> Vec<Problem> {
    file.conditions
        .iter()
        .filter(|c| {
            !file.lines.iter().any(|l| governs(file, c, l))
                && !file.set_aside.contains(&c.order_line)
                && file
                    .ignored
                    .iter()
                    .any(|l| l.line == c.order_line && !nothing_to_do(&l.words))
        })
        .map(|c| no_order(file, c))
        .collect()
}

/// Whether `line` is an order the condition governs: on its order's line and, for one of
/// several orders on that line, between where its order starts and the next condition's.
fn governs(file: &OrderFile, condition: &Condition, line: &OrderLine) -> bool {
    let Some(at) = condition.order_at else {
        return line.line == condition.order_line;
    };
    let next = file
        .conditions
        .iter()
        .filter(|o| o.order_line == condition.order_line)
        .filter_map(|o| o.order_at.filter(|&n| n > at))
        .min();
    line.line == condition.order_line
        && line.span.end > at
        && next.is_none_or(|n| line.span.start < n)
}

/// "Nothing to do" as players write it, folded: what an order line opens with when the player
/// says he does nothing (what follows it, `I guess`, `supongo`, is his aside).
const NOTHING_TO_DO: &[&[&str]] = &[
    &["nada", "que", "hacer"],
    &["nada"],
    &["no", "hago", "nada"],
    &["ninguna", "accion"],
    &["niente", "da", "fare"],
    &["nulla", "da", "fare"],
    &["niente"],
    &["nulla"],
    &["non", "faccio", "niente"],
    &["non", "faccio", "nulla"],
    &["nessuna", "azione"],
    &["nothing", "to", "do"],
    &["nothing"],
    &["i", "do", "nothing"],
    &["do", "nothing"],
    &["no", "action"],
];

/// Whether `words`, the line a condition governs, open with [`NOTHING_TO_DO`].
fn nothing_to_do(words: &[Word]) -> bool {
    let keys: Vec<String> = words.iter().map(|w| fold(&w.text)).collect();
    NOTHING_TO_DO
        .iter()
        .any(|phrase| phrase.len() <= keys.len() && phrase.iter().zip(&keys).all(|(p, k)| p == k))
}

fn no_order(file: &OrderFile, condition: &Condition) -> Problem {
    Problem::new(
        Msg::new("err-condition-no-order")
            .arg("file", &file.path)
            .arg("line", condition.line),
    )
    .at(&file.path, &file.source, condition.span.clone())
    .help(
        Msg::new("help-condition-no-order")
            .arg("pm", crate::core::set_aside::pm_name(&file.path))
            .arg("line", condition.line),
    )
}

/// The condition a line opens with, and the index of the word its order starts at (`None`
/// for a condition alone on its line).
fn condition_in(
    file: &OrderFile,
    line: &OrderLine,
    subjects: &[Keyed],
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<(Condition, Option<usize>)> {
    let words = &line.words;
    let gap_breaks = |k: usize| {
        words.get(k + 1).is_some_and(|next| {
            let gap = &file.source[words[k].span.end..next.span.start];
            gap.contains([':', ',', ';', '.', '>', '→', '='])
        })
    };
    let (open, (at, len, found)) = opener(words, subjects, &gap_breaks)?;
    // The condition ends at a break after its subject, or before the order's verb.
    let mut end = at + len - 1;
    while end + 1 < words.len() && !gap_breaks(end) && !is_verb(verbs, &words[end + 1]) {
        end += 1;
    }
    // `Como vidente veo a Bruno`, `As the seer I look at Bruno`: the player's standing, a
    // lead-in the intake reads (`intake::lead`), unless a colon or comma closes it as a
    // condition (`Como vidente: ver Jorge`, `Como lobo solitario, miro el centro 3`).
    if in_list(&words[open], STANDING) && end + 1 < words.len() && !gap_breaks(end) {
        return None;
    }
    let clause = &words[open..=end];
    // `si Ana es loba`, `si me sale vidente o ladrón`: not a condition on one subject.
    let another = (0..clause.len())
        .filter(|&i| !(at..at + len).contains(&(open + i)))
        .any(|i| subject_at(&clause[i..], subjects).is_some());
    if clause.iter().any(|w| names.is_exact_word(w)) || another {
        return None;
    }
    let condition = Condition {
        line: line.line,
        span: words[open].span.start..words[end].span.end,
        order_line: line.line,
        order_at: None,
        words: clause.to_vec(),
        subject: Some(found.clone()),
    };
    Some((condition, (end + 1 < words.len()).then_some(end + 1)))
}

/// A condition said after its order, ending the line (`veo a Jorge si me sale vidente`,
/// `guardo Jorge se mi esce la veggente`, `I rob Jorge if I get the robber`): the order opens
/// the line with its verb, the condition names its subject last and no player. The condition
/// and the index of its first word.
fn trailing_condition(
    line: &OrderLine,
    subjects: &[Keyed],
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<(Condition, usize)> {
    let words = &line.words;
    // The last opener, two words at least after the verb: looked for first, as most lines
    // have none (asking for the verb is dearer).
    let open = (2..words.len())
        .rev()
        .find(|&i| in_list(&words[i], OPENERS))?;
    words[..open - 1].iter().position(|w| is_verb(verbs, w))?;
    if in_list(&words[open - 1], crate::core::intake::conditional::KNOWING) {
        return None;
    }
    let clause = &words[open..];
    if clause.len() > MOST_BEFORE_SUBJECT + 1 || clause.iter().any(|w| names.is_exact_word(w)) {
        return None;
    }
    // Its subject is the clause's last words (`vidente`, `the robber`).
    let (at, found) = (open + 1..words.len()).find_map(|at| {
        subject_at(&words[at..], subjects)
            .filter(|(len, _)| at + len == words.len())
            .map(|(_, subject)| (at, subject))
    })?;
    let another = (open + 1..at).any(|i| subject_at(&words[i..], subjects).is_some());
    if another {
        return None;
    }
    let condition = Condition {
        line: line.line,
        span: words[open].span.start..words[words.len() - 1].span.end,
        order_line: line.line,
        order_at: None,
        words: clause.to_vec(),
        subject: Some(found.clone()),
    };
    Some((condition, open))
}

/// Where a condition opens, and its subject: (its word, how many words name it, which). The
/// subject is in the opener's clause (`gap_breaks(k)`: a clause ends after word `k`), within a
/// few words of it.
fn opener<'s>(
    words: &[Word],
    subjects: &[Keyed<'s>],
    gap_breaks: &dyn Fn(usize) -> bool,
) -> Option<(usize, (usize, usize, &'s Subject))> {
    let is = |i: usize, list: &[&str]| words.get(i).is_some_and(|w| in_list(w, list));
    let open = opening_word(words)?;
    if is(open, AS) {
        let at = open + 1 + usize::from(is(open + 1, ARTICLES));
        let (len, subject) = subject_at(&words[at..], subjects)?;
        return Some((open, (at, len, subject)));
    }
    let clause_end = (open..words.len())
        .find(|&k| gap_breaks(k))
        .unwrap_or(words.len() - 1)
        .min(open + MOST_BEFORE_SUBJECT);
    (open + 1..=clause_end).find_map(|at| {
        subject_at(&words[at..], subjects).map(|(len, subject)| (open, (at, len, subject)))
    })
}

/// Where the word opening a condition is (`si`, `come`, `in caso`), after a point's number and
/// the words that may come before it; `None` where none opens one.
fn opening_word(words: &[Word]) -> Option<usize> {
    let is = |i: usize, list: &[&str]| words.get(i).is_some_and(|w| in_list(w, list));
    // The point's number may lead the line (`2) si me sale borracho: tomar centro 1`).
    let numbered =
        usize::from(words.len() > 1 && in_list(&words[0], crate::core::grammar::POINT_NUMBERS));
    let lead = numbered
        + words[numbered..]
            .iter()
            .take_while(|w| in_list(w, BEFORE))
            .count();
    if is(lead, OPENERS) || is(lead, AS) {
        Some(lead)
    } else if is(lead, BEFORE_CASE) && is(lead + 1, CASE) {
        Some(lead + 1)
    } else {
        None
    }
}

/// The subjects a phase's conditions may name, their names made into [`key`]s once for all the
/// phase's PMs.
pub struct Subjects<'s>(Vec<Keyed<'s>>);

impl<'s> Subjects<'s> {
    pub fn new(subjects: &'s [Subject]) -> Subjects<'s> {
        Subjects(subjects.iter().map(Keyed::new).collect())
    }
}

/// A subject with each of its names as the [`key`]s of its words.
struct Keyed<'s> {
    subject: &'s Subject,
    names: Vec<Vec<String>>,
}

impl<'s> Keyed<'s> {
    fn new(subject: &'s Subject) -> Keyed<'s> {
        let names = subject
            .names
            .iter()
            .map(|name| name.split_whitespace().map(key).collect())
            .collect();
        Keyed { subject, names }
    }
}

/// The subject `words` start with (a name of up to three words), and how many words name it.
fn subject_at<'s>(words: &[Word], subjects: &[Keyed<'s>]) -> Option<(usize, &'s Subject)> {
    let written = words.len().min(3);
    subjects.iter().find_map(|s| {
        s.names.iter().find_map(|parts| {
            (!parts.is_empty()
                && parts.len() <= written
                && parts
                    .iter()
                    .zip(words)
                    .all(|(part, w)| part == folded_key(w.folded())))
            .then_some((parts.len(), s.subject))
        })
    })
}

/// A word folded, without the article an apostrophe joins to it (`l'ubriacone`).
fn key(text: &str) -> String {
    folded_key(&fold(text)).to_string()
}

/// [`key`] of a word already folded.
fn folded_key(folded: &str) -> &str {
    let word = folded.rsplit(['\'', '’']).next().unwrap_or_default();
    word.trim_matches(|c: char| !c.is_alphanumeric())
}

fn in_list(word: &Word, list: &[&str]) -> bool {
    list.contains(&folded_key(word.folded()))
}

fn is_verb(verbs: &Verbs, word: &Word) -> bool {
    let one = OrderLine {
        line: 0,
        span: word.span.clone(),
        words: vec![word.clone()],
    };
    verbs.kind_of(&one).is_some()
}

impl OrderFile {
    /// The condition of an order line, if it has one.
    pub fn condition_of(&self, line: &OrderLine) -> Option<&Condition> {
        self.conditions.iter().find(|c| {
            c.order_line == line.line && c.order_at.is_none_or(|at| at == line.span.start)
        })
    }
}

#[cfg(test)]
#[path = "conditions_tests.rs"]
mod tests;
