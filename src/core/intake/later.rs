//! A change of mind to a later time (`no, mejor otro día`, `robar a Elena, mejor otro día`,
//! `anzi, un'altra volta`, `better another time`): it names no new choice, it puts the order
//! off. Never read as a choice (`día` is no player: the master read "ningún jugador se llama
//! `día`"), never chatter beside the order it doubts: raised at its line, saying what it is.

use super::*;

/// A later time, folded, word by word.
const LATER: &[&[&str]] = &[
    &["otro", "dia"],
    &["otra", "vez"],
    &["otra", "noche"],
    &["otro", "turno"],
    &["otra", "ronda"],
    &["otro", "momento"],
    &["mas", "tarde"],
    &["manana"],
    &["altro", "giorno"],
    &["un", "altro", "giorno"],
    &["un'altra", "volta"],
    &["altra", "volta"],
    &["un'altra", "notte"],
    &["altra", "notte"],
    &["piu", "tardi"],
    &["domani"],
    &["another", "day"],
    &["another", "time"],
    &["next", "time"],
    &["later"],
    &["tomorrow"],
];

/// Words of a change of mind that may put an order off with no `no` before them.
const CHANGE: &[&str] = &["mejor", "meglio", "better", "anzi", "rather"];

/// Where in `words` a later time is named, if one is: the span of its words.
pub(super) fn later_time(words: &[Word]) -> Option<std::ops::Range<usize>> {
    (0..words.len()).find_map(|i| {
        LATER
            .iter()
            .find(|p| {
                i + p.len() <= words.len()
                    && p.iter().zip(&words[i..]).all(|(p, w)| *p == w.folded())
            })
            .map(|p| words[i].span.start..words[i + p.len() - 1].span.end)
    })
}

/// A line of a change of mind (`mejor`, `meglio`, `better`…) naming a later time and no verb:
/// the span of the later time.
pub(super) fn change_to_later(line: &OrderLine) -> Option<std::ops::Range<usize>> {
    line.words
        .iter()
        .any(|w| folded_in(w, CHANGE))
        .then(|| later_time(&line.words))
        .flatten()
}

/// "We'll see", folded: beside tomorrow (`Domani vediamo.`, `mañana ya veremos`, `we'll see
/// tomorrow`) it says nothing is decided for another day; it puts no order off.
const WE_WILL_SEE: &[&str] = &["vediamo", "vedremo", "veremos", "vemos", "see"];

/// Whether the tomorrow at `i` of `folded` (a line's words after its order) stands in a "we'll
/// see" of [`WE_WILL_SEE`] (`ya` or `we'll` between them aside), alone in its clause: the
/// sender decides tomorrow's order tomorrow; today's order stands. `domani cambio`, `mañana
/// veremos si cambio` are not it.
pub(super) fn wait_and_see(folded: &[String], i: usize) -> bool {
    const BETWEEN: &[&str] = &["ya", "we'll", "well", "we", "will", "lo", "si", "poi"];
    let see = |w: &String| WE_WILL_SEE.contains(&w.as_str());
    let before = folded[..i].iter().rev().take_while(|w| !see(w));
    let after = folded[i + 1..].iter().take_while(|w| !see(w));
    let near = |words: Vec<&String>, total: usize| {
        words.len() < total && words.iter().all(|w| BETWEEN.contains(&w.as_str()))
    };
    let before_ok = near(before.collect(), i);
    let after_ok = near(after.collect(), folded.len() - i - 1);
    // Only that clause: nothing after it but another "we'll see" word (`ya veremos`).
    let rest_of_it = |from: usize| folded[from..].iter().all(|w| BETWEEN.contains(&w.as_str()));
    let see_after = (i + 1..folded.len()).find(|&j| see(&folded[j]));
    match (before_ok, after_ok, see_after) {
        (_, true, Some(j)) => rest_of_it(j + 1),
        (true, _, _) => rest_of_it(i + 1),
        _ => false,
    }
}

/// Whether the tomorrow at `i` stands inside the order's reason, which starts at `until`, and
/// nothing in it changes the order (`porque mañana ya será tarde`, `perché domani sarà tardi`):
/// the reason's time. `che poi domani cambio`, `porque mañana lo pienso otra vez`,
/// `perché domani vediamo` put the order itself in doubt.
pub(super) fn in_a_reason(folded: &[String], until: usize, i: usize) -> bool {
    const CHANGE: &[&str] = &[
        "cambi", "change", "revot", "ripens", "rethink", "piens", "decid", "vedia", "vedr", "vere",
        "see", "otra", "altra", "again", "forse", "quiza", "maybe",
    ];
    i > until
        && !folded[until..]
            .iter()
            .any(|w| CHANGE.iter().any(|c| w.starts_with(c)))
}

/// The line raised as putting an order off, at the later time it names.
pub(super) fn put_off(file: &OrderFile, line: &OrderLine, at: std::ops::Range<usize>) -> Problem {
    let words = file.source[at.clone()].to_string();
    Problem::new(
        Msg::new("err-put-off")
            .arg("file", &file.path)
            .arg("line", line.line)
            .arg("words", words),
    )
    .at(&file.path, &file.source, at)
    .help(
        Msg::new("help-put-off")
            .arg("pm", crate::core::set_aside::pm_name(&file.path))
            .arg("line", line.line),
    )
}

#[cfg(test)]
mod tests {
    use super::super::test_support::*;
    use super::*;

    /// The PM's orders as read, and its lines raised with the message of an order put off.
    fn read(pm: &str) -> (Vec<String>, Vec<usize>) {
        let verbs = Verbs::new(["robar", "robo", "voto", "votar"]);
        let (file, problems) = classified(pm, &verbs, &roster(&["Ana", "Elena", "Jorge"]));
        let put_off: Vec<Problem> = problems
            .into_iter()
            .filter(|p| format!("{p:?}").contains("err-put-off"))
            .collect();
        (texts(&file), problem_lines(&put_off))
    }

    /// Item 9 of issue 22 J: `mejor otro día` was raised as "no player called `día`", or set
    /// aside as talk under the order it puts off.
    #[test]
    fn a_change_of_mind_to_a_later_time_is_raised_as_the_order_put_off() {
        for (pm, line) in [
            ("robar a Elena\nno, mejor otro día\n", 2),
            ("robar a Elena, mejor otro día\n", 1),
            ("robar a Elena\nmejor otro día\n", 2),
            ("voto Elena\nanzi, un'altra volta\n", 2),
            ("robar a Elena\nno wait, better another time\n", 2),
        ] {
            assert_eq!(read(pm).1, [line], "{pm}");
        }
        // A change of mind to another player is still the correction.
        let (orders, raised) = read("robar a Elena\nno, mejor a Jorge\n");
        assert!(raised.is_empty());
        assert!(orders.iter().any(|o| o.contains("Jorge")), "{orders:?}");
    }
}
