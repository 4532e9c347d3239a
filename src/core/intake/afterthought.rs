//! A short line right after an order that only doubts it: a joke, a maybe, a "not sure" (`es
//! broma jaja`, `jk lol`, `scherzo 😂`, `forse`, `maybe`, `no estoy seguro eh`, `aunque igual
//! cambio luego`, `non ne sono sicuro`). On the order's own line the same words make it unsafe
//! (`vota Olga, forse`); on the next line they were chatter and the order was played (review
//! break5 F3). Raised at its line, as its same-line form is.

use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::orders::{OrderFile, OrderLine};

/// Words that doubt an order by themselves: a maybe, and a joke (`super::words::JOKE`).
const DOUBTING: &[&str] = &[
    "maybe",
    "perhaps",
    "forse",
    "magari",
    "quizas",
    "quiza",
    "boh",
    "supongo",
    // A "we'll see", a "not quite sure" (review break17 A5: `mah, vedremo`, `non sono
    // sicurissimo`). Not a stop (`no espera`): a new order may follow it.
    "vedremo",
    "veremos",
    "sicurissimo",
    "sicurissima",
    "dunno",
];

/// Phrases that doubt an order: not sure, may change it, still thinking.
const DOUBTING_PHRASES: &[&[&str]] = &[
    &["no", "estoy", "seguro"],
    &["no", "estoy", "segura"],
    &["no", "se", "si"],
    &["igual", "cambio"],
    &["igual", "lo", "cambio"],
    &["non", "sono", "sicuro"],
    &["non", "sono", "sicura"],
    &["non", "ne", "sono", "sicuro"],
    &["non", "ne", "sono", "sicura"],
    &["ci", "penso"],
    &["ci", "ripenso"],
    &["not", "sure"],
    &["might", "change"],
    // `uy no`, `no dai` (break17 A5): the order above said no to, with nothing in its place.
    &["uy", "no"],
    &["no", "dai"],
];

/// Phrases that doubt an order at the end of a short line (`bueno no sé`, `boh non so`): inside
/// one they may say something else (`Ana no se fía`).
const DOUBTING_ENDS: &[&[&str]] = &[&["no", "se"], &["non", "so"], &["no", "idea"]];

/// The longest line read as only a doubt of the order above: longer, it says more.
const SHORT: usize = 6;

/// Whether a short line's words (folded) only doubt an order said above them: a joke, a maybe,
/// a "not sure". The thread asks it of the line after a vote (`**Voto: Marta**` ⏎ `scherzo
/// 😂`).
pub(crate) fn only_doubts<S: AsRef<str>>(folded: &[S]) -> bool {
    let phrase = |at: usize| {
        DOUBTING_PHRASES.iter().any(|p| {
            folded.len() - at >= p.len()
                && p.iter().zip(&folded[at..]).all(|(a, b)| *a == b.as_ref())
        })
    };
    let ends = DOUBTING_ENDS.iter().any(|p| {
        folded.len() >= p.len()
            && p.iter()
                .zip(&folded[folded.len() - p.len()..])
                .all(|(a, b)| *a == b.as_ref())
    });
    folded.len() <= SHORT
        && (ends
            || folded.iter().any(|w| {
                DOUBTING.contains(&w.as_ref()) || super::words::JOKE.contains(&w.as_ref())
            })
            || (0..folded.len()).any(phrase))
}

/// The problem of a short chatter line, after an order of its PM, that only doubts it.
pub(super) fn doubts_the_order_above(
    file: &OrderFile,
    line: &OrderLine,
    orders: &[OrderLine],
) -> Option<Problem> {
    let words = &line.words;
    if orders.is_empty() || words.len() > SHORT {
        return None;
    }
    let folded: Vec<&str> = words.iter().map(|w| w.folded()).collect();
    if !only_doubts(&folded) {
        return None;
    }
    Some(
        Problem::new(
            Msg::new("err-doubts-the-order-above")
                .arg("file", &file.path)
                .arg("line", line.line),
        )
        .at(&file.path, &file.source, line.span.clone())
        .help(
            Msg::new("help-doubts-the-order-above")
                .arg("pm", crate::core::set_aside::pm_name(&file.path))
                .arg("line", line.line),
        ),
    )
}
