//! A ranked list of preferences (`Por orden de preferencia:` then `1) robar a Elena`, `2)
//! robar a Jorge`; `Primera opción: robar a Elena` / `Segunda opción: robar a Jorge`) is no
//! change of mind: the first choice is the order. The later choices are fallbacks the rules do
//! not have (docs/rulings/one-night.md, 16): each is raised, and the first is read, so that
//! setting a fallback aside (`ignore`) plays the first; the last is never played in silence.

use super::*;
use crate::core::names::fold;

/// Lines that head a ranked list (folded, their words joined by a space).
const HEADS: &[&str] = &[
    "por orden de preferencia",
    "en orden de preferencia",
    "orden de preferencia",
    "por preferencia",
    "preferencias",
    "mis preferencias",
    "in ordine di preferenza",
    "ordine di preferenza",
    "per preferenza",
    "preferenze",
    "le mie preferenze",
    "in order of preference",
    "order of preference",
    "by preference",
    "preferences",
    "my preferences",
];

/// Nouns of a choice's label (`Primera opción:`, `Seconda scelta:`, `Second choice:`).
const CHOICE_NOUNS: &[&str] = &[
    "opcion",
    "eleccion",
    "preferencia",
    "opzione",
    "scelta",
    "preferenza",
    "option",
    "choice",
    "preference",
];

/// Ordinals of a choice's label, each with its rank.
const ORDINALS: &[(&str, usize)] = &[
    ("primera", 1),
    ("primer", 1),
    ("1a", 1),
    ("prima", 1),
    ("first", 1),
    ("1st", 1),
    ("segunda", 2),
    ("2a", 2),
    ("seconda", 2),
    ("second", 2),
    ("2nd", 2),
    ("tercera", 3),
    ("3a", 3),
    ("terza", 3),
    ("third", 3),
    ("3rd", 3),
];

/// The folded words of a text.
fn folded_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(fold)
        .collect()
}

/// The rank a choice's label before the order gives it (`Segunda opción:` → 2).
fn label_rank(file: &OrderFile, order: &OrderLine) -> Option<usize> {
    rank_before(file, order.words.first()?.span.start)
}

/// The rank a choice's label gives the order whose verb starts at byte `verb` (`Primera
/// opción: robar a Elena` → 1): a ranked choice, not an option offered
/// ([`super::label::labelled_against`] leaves it to the ranking).
pub(super) fn rank_before(file: &OrderFile, verb: usize) -> Option<usize> {
    let start = crate::core::text::line_start(&file.source, verb);
    let lead = folded_words(&file.source[start..verb]);
    if !lead.iter().any(|w| CHOICE_NOUNS.contains(&w.as_str())) {
        return None;
    }
    lead.iter()
        .find_map(|w| ORDINALS.iter().find(|(o, _)| o == w).map(|(_, r)| *r))
}

/// The first line that heads a ranked list.
fn head_line(file: &OrderFile) -> Option<usize> {
    crate::core::text::lines(&file.source)
        .position(|l| {
            HEADS.contains(
                &folded_words(&file.source[l.start..l.end])
                    .join(" ")
                    .as_str(),
            )
        })
        .map(|i| i + 1)
}

/// Takes the fallbacks of a ranked list out of `orders`, each a problem that names the first
/// choice's line.
pub(super) fn fallbacks(
    file: &OrderFile,
    orders: &mut Vec<OrderLine>,
    verbs: &Verbs,
) -> Vec<Problem> {
    let head = head_line(file);
    // A head after the list (`robar a Carla` ⏎ `robar a Bruno` ⏎ `(por orden de
    // preferencia)`) ranks the orders above it, when none is below it (review break15b F8).
    let under = |h: usize, o: &OrderLine| match orders.iter().any(|o| o.line > h) {
        true => o.line > h,
        false => o.line < h,
    };
    // Each ranked order: its index, its rank (a label's, or its place under the head).
    let ranked: Vec<(usize, usize)> = orders
        .iter()
        .enumerate()
        .filter_map(|(i, o)| match label_rank(file, o) {
            Some(rank) => Some((i, rank)),
            None => head.is_some_and(|h| under(h, o)).then_some((i, 100 + i)),
        })
        .collect();
    let kind = |i: usize| verbs.kind_of(&orders[i]).map(|k| k.0);
    let mut fallback: Vec<(usize, usize)> = Vec::new();
    for &(i, rank) in &ranked {
        let first = ranked
            .iter()
            .filter(|&&(j, _)| kind(j).is_some() && kind(j) == kind(i))
            .min_by_key(|&&(_, r)| r)
            .filter(|&&(j, r)| j != i && r < rank);
        if let Some(&(j, _)) = first {
            fallback.push((i, orders[j].line));
        }
    }
    let mut problems = Vec::new();
    let mut kept = Vec::new();
    for (i, order) in std::mem::take(orders).into_iter().enumerate() {
        match fallback.iter().find(|f| f.0 == i) {
            Some(&(_, first)) => problems.push(
                Problem::new(
                    Msg::new("err-fallback-choice")
                        .arg("file", &file.path)
                        .arg("line", order.line)
                        .arg("first", first),
                )
                .at(&file.path, &file.source, order.span.clone())
                .help(
                    Msg::new("help-fallback-choice")
                        .arg("pm", crate::core::set_aside::pm_name(&file.path))
                        .arg("line", order.line),
                ),
            ),
            None => kept.push(order),
        }
    }
    *orders = kept;
    problems
}
