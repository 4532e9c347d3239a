//! A stay said for the whole round (`me quedo en el comedor las tres fases`, `me quedo toda la
//! ronda`, `resto tutte e tre le fasi`, `I stay the whole round`). "Cada punto de acción
//! invertido se llevará a efecto en una fase en el orden en que se han declarado las acciones":
//! one line is one point, the stay of one phase. Read as that one point, the player's other
//! phases would be left to what else his PM says, never what he wrote: the line is raised, the
//! master asks for one stay per phase (docs/rulings/among-us.md). A follow said for the whole
//! round (`sigo a Bruno las tres fases`, `seguo Bruno per tutte e tre le fasi`) is one point
//! too ("se puede gastar un punto de acción en seguir a alguien"): raised the same way.

use crate::core::diag::Problem;
use crate::core::grammar::Args;
use crate::core::msg::Msg;
use crate::core::names::fold;
use crate::core::orders::{OrderLine, Word};
use std::ops::Range;

/// Words for the phases of a round, in the plural.
const PHASES: &[&str] = &["fases", "fasi", "phases"];
/// Words for a round (or a turn of three phases).
const ROUND: &[&str] = &["ronda", "round", "turno"];
/// Words that make a round or the phases whole (`toda la ronda`, `tutte le fasi`, `all round`).
const WHOLE: &[&str] = &[
    "toda", "todo", "todas", "tutta", "tutto", "tutte", "whole", "entire", "all",
];
/// Words after a round that make it whole (`la ronda entera`).
const WHOLE_AFTER: &[&str] = &[
    "entera", "completa", "intera", "completo", "intero", "entire",
];
/// Numbers of phases past one.
const MANY: &[&str] = &[
    "dos", "tres", "2", "3", "due", "tre", "two", "three", "both",
];

/// The stay at `line` refused where its words say the whole round.
pub fn refused(args: &Args, line: &OrderLine) -> Result<(), Problem> {
    let keys = (
        "among-us-err-stay-whole-round",
        "among-us-help-stay-whole-round",
    );
    refused_as(args, line, keys)
}

/// The follow at `args`'s line refused where its words say the whole round.
pub fn follow_refused(args: &Args) -> Result<(), Problem> {
    let keys = (
        "among-us-err-follow-whole-round",
        "among-us-help-follow-whole-round",
    );
    refused_as(args, args.line, keys)
}

/// The point at `line` refused where its words say the whole round, with its message and help.
fn refused_as(args: &Args, line: &OrderLine, (err, help): (&str, &str)) -> Result<(), Problem> {
    match whole_round(&line.words[1..]) {
        Some(span) => Err(args.problem(span, Msg::new(err)).help(Msg::new(help))),
        None => Ok(()),
    }
}

/// Where `words` (the line after its verb) say the whole round or several phases, if they do.
pub fn whole_round(words: &[Word]) -> Option<Range<usize>> {
    let folded: Vec<String> = words.iter().map(|w| fold(&w.text)).collect();
    let is = |i: usize, list: &[&str]| folded.get(i).is_some_and(|w| list.contains(&w.as_str()));
    (0..words.len()).find_map(|i| {
        let from = i.saturating_sub(4);
        let phases = is(i, PHASES) && (from..i).any(|j| is(j, MANY) || is(j, WHOLE));
        let round = is(i, ROUND)
            && ((i.saturating_sub(2)..i).any(|j| is(j, WHOLE)) || is(i + 1, WHOLE_AFTER));
        let start = (from..i)
            .find(|&j| is(j, MANY) || is(j, WHOLE))
            .unwrap_or(i);
        let end = if is(i + 1, WHOLE_AFTER) { i + 1 } else { i };
        (phases || round).then(|| words[start].span.start..words[end].span.end)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<Word> {
        let mut at = 0;
        text.split(' ')
            .map(|w| {
                let word = Word::new(w, at..at + w.len());
                at += w.len() + 1;
                word
            })
            .collect()
    }

    /// The whole round in each language, and what is one phase or one round's time.
    #[test]
    fn a_stay_for_the_whole_round_is_found_and_one_phase_is_not() {
        for whole in [
            "en el comedor las tres fases",
            "las 3 fases",
            "toda la ronda",
            "la ronda entera",
            "tutte e tre le fasi",
            "tutta la ronda",
            "the whole round",
            "all three phases",
        ] {
            assert!(whole_round(&words(whole)).is_some(), "{whole}");
        }
        for one in [
            "en el comedor",
            "en el comedor esta ronda",
            "en la fase 2",
            "que hay mucha gente",
        ] {
            assert_eq!(whole_round(&words(one)), None, "{one}");
        }
    }
}
