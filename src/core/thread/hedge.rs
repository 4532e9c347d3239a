//! A vote the post speaks of without casting it: a question (`[color=red]Gino[/color]?`,
//! `[b]Voto Marta?[/b]`, `Chi ha detto [b]voto Marta[/b]? Io no.`), a negation or a condition
//! before it in its sentence (`No votéis a [color=red]Gino[/color]`, `Si mañana sigue callado,
//! [color=red]Gino[/color].`), a hedge or a condition after it (`Domani [b]voto Marta[/b] se non
//! parla`), another player's vote told (`Ojo, que Carla vota [color=red]Gino[/color] y yo
//! no`), or a list of candidates (`Candidatos: [color=red]Gino[/color] y
//! [color=red]Paula[/color].`, `[b]Voto Marta[/b] e [b]Voto Nico[/b]... no, solo Marta`). The
//! PM reader refuses these at their line (core::intake, with the same words: [`DOUBT`],
//! [`hedged`]); the thread does too: such a vote is not counted and is raised to the master,
//! who settles it with a correction. A change of mind is a vote (`[color=red]Gino[/color] no,
//! mejor [color=red]Paula[/color]`: Paula), as is an unvote followed by a vote.

use super::bbcode::plain_text;
use super::find::Found;
use super::said::{MAX_VOTE_TEXT, Said};
use super::unclear::Unclear;
use super::work_done;
use crate::core::intake::words::{DOUBT, NEGATIONS, doubt_at, hedged};
use crate::core::msg::Lang;
use crate::core::names::{NameIndex, fold};
use crate::core::orders::Word;

/// Besides [`DOUBT`], words before a vote in its sentence that put it off: `mañana`, `domani`.
const LATER: &[&str] = &["manana", "domani", "tomorrow", "unless", "salvo", "tranne"];

/// Words after a vote in its sentence that make it a condition, besides those of [`hedged`]:
/// Italian `se` right after the vote (`voto Marta se non parla`).
const CONDITION_AFTER: &[&str] = &["se", "unless", "salvo", "tranne", "domani", "manana"];

/// Words that join the names of a list (`Gino y Paula`, `Marta e Nico`, `Ana or Bruno`).
const JOINS: &[&str] = &["y", "e", "o", "u", "ni", "and", "or", "oppure", "vs"];

/// Words between two votes that make the second a change of vote, not a list.
const CHANGES: &[&str] = &[
    "no",
    "mejor",
    "meglio",
    "instead",
    "better",
    "unvote",
    "desvoto",
    "voto",
    "vote",
    "votar",
    "vota",
    "cambio",
    "cambia",
    "cambiando",
    "cambiato",
    "change",
    "changing",
];

/// Words after a `no` that make it a change of mind (`[vote]Bruno[/vote] no wait
/// [vote]Carla[/vote]`, `no mejor`).
pub(super) const CHANGE_MARKS: &[&str] = &[
    "wait",
    "espera",
    "aspetta",
    "mejor",
    "meglio",
    "better",
    "instead",
    "actually",
    "rectifico",
    "corrijo",
    "anzi",
];

/// Words after which the vote's clause starts again (`No sé pero Gino`).
const BUT: &[&str] = &["pero", "ma", "but", "pero'"];

/// Where a sentence ends.
const ENDS: [char; 4] = ['.', '!', '?', '…'];

/// The words of a text, folded; but `sí` and `sé` keep their accent: "yes" and "I know" are
/// not the conditional `si`, `se` (`No sé, pero Gino` votes).
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '\''))
        .filter(|w| !w.is_empty())
        .map(|w| match w.to_lowercase().as_str() {
            kept @ ("sí" | "sé") => kept.to_string(),
            _ => fold(w),
        })
        .collect()
}

/// The line of `text` around `span`, from `since` on, at most a vote's length either side (a sentence around a
/// vote is short; reading no further keeps a post of many votes linear): its text before the
/// span and after it.
fn around<'a>(text: &'a str, span: &std::ops::Range<usize>, since: usize) -> (&'a str, &'a str) {
    let mut from = span.start.saturating_sub(MAX_VOTE_TEXT).max(since);
    while !text.is_char_boundary(from) {
        from += 1;
    }
    let mut to = (span.end + MAX_VOTE_TEXT).min(text.len());
    while !text.is_char_boundary(to) {
        to -= 1;
    }
    work_done(to - from);
    let start = text[from..span.start]
        .rfind('\n')
        .map_or(from, |i| from + i + 1);
    let end = text[span.end..to].find('\n').map_or(to, |i| span.end + i);
    (&text[start..span.start], &text[span.end..end])
}

/// Does the text before a vote in its sentence doubt it? A negation or a putting off in the
/// vote's own clause (`No votéis a [color=red]Gino[/color]`, `Domani [b]voto Marta[/b]`; not
/// `No sé, pero [color=red]Gino[/color]`, `Si vota domani, [b]voto Marta[/b]`), a condition, a
/// hedge or reported speech anywhere in the sentence (`Si mañana sigue callado, Gino`), read in
/// the game's language (`lang`: Italian `si`, Spanish `se`, Italian `vi` are no doubt:
/// [`doubt_at`]), unless it stands alone before a comma (`Sí, Gino`: an answer).
fn doubted_before(sentence: &str, names: &NameIndex, lang: Option<Lang>) -> bool {
    let clauses: Vec<&str> = sentence.split([',', ';', ':']).collect();
    let last = clauses.len() - 1;
    clauses.iter().enumerate().any(|(i, clause)| {
        let mut w = words(clause);
        let condition = |w: &[String], k: usize| {
            !NEGATIONS.contains(&w[k].as_str())
                && DOUBT.contains(&w[k].as_str())
                && doubt_at(w, k, lang, i < last && k + 1 == w.len())
        };
        if i == last {
            // `No sé pero Gino`: the vote's clause starts after its `pero`.
            if let Some(at) = w.iter().rposition(|w| BUT.contains(&w.as_str())) {
                w.drain(..=at);
            }
            // `Ojo, que Carla vota Gino`: another player's vote, told.
            if w.iter().any(|w| names.is_exact(w)) {
                return true;
            }
            // `no wait`, `no mejor`: a change of mind, not a negation.
            return (0..w.len()).any(|k| {
                let changed = w
                    .get(k + 1)
                    .is_some_and(|n| CHANGE_MARKS.contains(&n.as_str()));
                let negation = NEGATIONS.contains(&w[k].as_str()) && !changed;
                // `Igual Gino`: maybe Gino (not `igual que`, `igual de`: as).
                let maybe = w[k] == "igual"
                    && !w
                        .get(k + 1)
                        .is_some_and(|n| ["que", "de", "a"].contains(&n.as_str()));
                negation || maybe || condition(&w, k) || LATER.contains(&w[k].as_str())
            });
        }
        w.len() > 1 && (0..w.len()).any(|k| condition(&w, k))
    })
}

/// Why a vote in `text` at `found` is not cast, if it is not: a question or a doubt.
fn hedge_of(
    text: &str,
    found: &Found,
    since: usize,
    names: &NameIndex,
    lang: Option<Lang>,
) -> Option<Unclear> {
    let (before, after) = around(text, &found.span, since);
    let (before, after) = (plain_text(before), plain_text(after));
    let inner = plain_text(&text[found.span.clone()]);
    // A sentence's end may be a character of several bytes (`…`): cut after it whole.
    let end_of = |text: &str, i: usize| i + text[i..].chars().next().map_or(1, char::len_utf8);
    let sentence_before = before
        .rfind(ENDS)
        .map_or(before.as_str(), |i| &before[end_of(&before, i)..]);
    let sentence_after = match after.find(ENDS) {
        Some(i) => &after[..end_of(&after, i)],
        None => after.as_str(),
    };
    let asks = inner.trim_end().ends_with('?')
        || sentence_before.contains('¿')
        || (sentence_after.ends_with('?') && !sentence_after.contains(['¿', '(']));
    if asks {
        return Some(Unclear::Question);
    }
    let after_words = words(sentence_after);
    if super::remark::count_after(&after, names) {
        return Some(Unclear::Count);
    }
    // `Carla vota Gino y yo no`: the sentence ends denying it.
    // Spanish `se` is never "if" (`Gino se lo merece`): read as `doubt_at` reads it.
    let doubt_after = after_words.first().is_some_and(|w| match w.as_str() {
        "se" => doubt_at(&after_words, 0, lang, false),
        w => CONDITION_AFTER.contains(&w),
    }) || (after_words.len() > 1
        && after_words
            .last()
            .is_some_and(|w| NEGATIONS.contains(&w.as_str())))
        || hedged(
            &after_words
                .iter()
                .map(|w| Word::new(w.clone(), 0..0))
                .collect::<Vec<_>>(),
            lang,
        );
    // `Descartado: Gino`, `Mi voto de ayer: Gino`: the label says it is no vote of today.
    if crate::core::intake::label::sentence_label_against(sentence_before) {
        return Some(Unclear::Label);
    }
    if doubted_before(sentence_before, names, lang) || doubt_after {
        return Some(Unclear::Doubt);
    }
    super::remark::remark_after(&words(&inner), &after_words).then_some(Unclear::Remark)
}

/// Whether the first line with words after the line holding byte `at` only doubts what was
/// said above it (`scherzo 😂`, `forse`, `no estoy seguro`).
fn doubted_on_the_next_line(text: &str, at: usize) -> bool {
    let Some(end) = text[at..].find('\n') else {
        return false;
    };
    let next = text[at + end..]
        .lines()
        .map(plain_text)
        .find(|l| l.chars().any(char::is_alphanumeric));
    next.is_some_and(|l| crate::core::intake::afterthought::only_doubts(&words(&l)))
}

/// Are two votes, `a` then `b`, names of one list: in one sentence of one line, with only
/// joining words between them, or one under the other with only list marks between?
fn listed(text: &str, a: &Found, b: &Found) -> bool {
    let (Said::Vote { written: x, .. }, Said::Vote { written: y, .. }) = (&a.said, &b.said) else {
        return false;
    };
    if a.span.end > b.span.start || fold(x) == fold(y) {
        return false;
    }
    let between = plain_text(&text[a.span.end..b.span.start]);
    // Names one under the other with nothing but list marks between (`Mis sospechosos:` ⏎
    // two red names, `1.` ⏎ `2.`, a page's `<li>`): a list, not a vote changed (review
    // break15b F6: the last was counted).
    if between.contains('\n') {
        // Bare names only: `[b]Vote: Dario[/b]` ⏎ `[b]Vote: Elena[/b]` is a vote changed.
        let bare = |f: &Found, name: &str| {
            fold(plain_text(&text[f.span.clone()]).trim_matches(|c: char| !c.is_alphanumeric()))
                == fold(name)
        };
        return bare(a, x)
            && bare(b, y)
            && between.split_whitespace().all(|mark| {
                let mark = mark.trim_end_matches(['.', ')', ':', '-', 'º', '°']);
                mark.chars().all(|c| c.is_ascii_digit()) || matches!(mark, "*" | "[*]" | "•" | "·")
            });
    }
    !between.contains(ENDS)
        && words(&between)
            .iter()
            .all(|w| JOINS.contains(&w.as_str()) && !CHANGES.contains(&w.as_str()))
}

/// For each vote found in a (stripped) post, why it is not cast, if it is not. The unvote a
/// vote text starts with (`[b]Unvote, Vote: Ana?[/b]`) goes with its vote.
pub(super) fn hedges(
    text: &str,
    found: &[Found],
    names: &NameIndex,
    lang: Option<Lang>,
) -> Vec<Option<Unclear>> {
    work_done(found.len());
    // A vote's context starts after the vote before it (`Desvoto a Paula y voto a Gino`).
    let mut out: Vec<Option<Unclear>> = found
        .iter()
        .enumerate()
        .map(|(k, f)| {
            let since = k
                .checked_sub(1)
                .map_or(0, |p| found[p].span.end.min(f.span.start));
            match f.said {
                Said::Vote { .. } => hedge_of(text, f, since, names, lang),
                Said::Unvote | Said::Abstain => None,
            }
        })
        .collect();
    // A change of mind, an alternative or a joke after it, a heading against it above it.
    for (k, why) in out.iter_mut().enumerate() {
        if why.is_none() {
            *why = super::changed::taken_back(text, found, k, names);
        }
    }
    // A name signed under `--`: the signature, not a vote (as in a PM).
    if let Some(sig) = super::remark::signature_at(text) {
        for (f, why) in found.iter().zip(out.iter_mut()) {
            if f.span.start > sig && matches!(f.said, Said::Vote { .. }) {
                *why = Some(Unclear::Signature);
            }
        }
    }
    for k in 1..found.len() {
        if listed(text, &found[k - 1], &found[k]) {
            out[k - 1] = out[k - 1].or(Some(Unclear::List));
            out[k] = out[k].or(Some(Unclear::List));
        }
    }
    // `**Voto: Marta**` ⏎ `scherzo 😂`: the line after the post's last vote doubts it, as
    // in a PM (`core::intake::afterthought`; review break5 F3).
    let last = found
        .iter()
        .enumerate()
        .rev()
        .find(|(_, f)| matches!(f.said, Said::Vote { .. }));
    if let Some((k, vote)) = last
        && out[k].is_none()
        && doubted_on_the_next_line(text, vote.span.end)
    {
        out[k] = Some(Unclear::Doubt);
    }
    for k in 1..found.len() {
        if found[k].span == found[k - 1].span && out[k].is_some() {
            out[k - 1] = out[k];
        }
    }
    out
}
