//! What the intake's test modules share: a roster, a PM read as Ana's, its orders as written
//! and the lines of its problems.

use super::*;

/// A roster of these players, with no aliases.
pub(super) fn roster(players: &[&str]) -> NameIndex {
    let none: &[String] = &[];
    NameIndex::new(players.iter().map(|n| (*n, none)))
}

/// `pm` as Ana's PM (`orders/Ana.txt`), read by the intake: the file and its problems.
pub(super) fn classified(pm: &str, verbs: &Verbs, names: &NameIndex) -> (OrderFile, Vec<Problem>) {
    let mut file = OrderFile::from_text("Ana", "orders/Ana.txt", pm);
    let problems = classify(&mut file, verbs, names);
    (file, problems)
}

/// The orders read, each as its words joined by a space.
pub(super) fn texts(file: &OrderFile) -> Vec<String> {
    file.lines
        .iter()
        .map(|l| {
            let words: Vec<&str> = l.words.iter().map(|w| w.text.as_str()).collect();
            words.join(" ")
        })
        .collect()
}

/// The line each problem stands at.
pub(super) fn problem_lines(problems: &[Problem]) -> Vec<usize> {
    problems
        .iter()
        .filter_map(|p| p.place.as_ref())
        .map(|p| p.source[..p.span.start].matches('\n').count() + 1)
        .collect()
}
