//! Reported speech. A player named as the one who said or wrote something (`Después de lo que
//! dijo Hugo en el hilo lo tengo claro.`, `quello che ha scritto Paolo non mi torna`, `what
//! Bruno said`) is the speaker of what the line talks about, never what an order aims at: that
//! name alone does not make the line an order in other words. A line that introduces someone's
//! words with a colon (`Mirad lo que puso Ana en el hilo:`) makes the red name under it a
//! citation, not the sender's vote.

use super::folded_in;
use crate::core::diag::Problem;
use crate::core::names::{NameIndex, fold};
use crate::core::orders::{OrderFile, OrderLine, Word};

/// Past forms of saying and writing after `lo que` / `quello che` / `ciò che`.
const SAID: &[&str] = &[
    // es
    "dijo",
    "puso",
    "escribio",
    "comento",
    "conto",
    "dicho",
    "puesto",
    "escrito",
    "comentado",
    "contado",
    "votado",
    // it
    "detto",
    "scritto",
    "messo",
    "disse",
    "scrisse",
    "commentato",
    "raccontato",
    "votato",
    // en
    "said",
    "wrote",
    "posted",
    "voted",
];

/// The auxiliary of a compound past between `que` and the participle (`lo que ha dicho Hugo`).
const HAS: &[&str] = &["ha", "han", "habia", "hanno", "aveva"];

/// The relative word that opens the clause (`lo que`, `quello che`, `ciò che`, `what`).
const WHAT: &[&str] = &["que", "che", "what"];

/// What a player writes in the thread, before `de`/`di`/`by` and his name (`dopo il post di
/// Giulia`, `el mensaje de Hugo`).
const POST: &[&str] = &[
    "post",
    "mensaje",
    "comentario",
    "razonamiento",
    "messaggio",
    "commento",
    "intervento",
    "ragionamento",
    "message",
    "comment",
];

/// Whether the player named by `words[at]` is there only as the one who said something:
/// `que|che [ha] SAID PLAYER`, `what PLAYER SAID`, or the author of a post (`il post di
/// Giulia`).
pub(super) fn speaker_at(words: &[Word], at: usize) -> bool {
    if at >= 2
        && folded_in(&words[at - 1], &["de", "del", "di", "by"])
        && folded_in(&words[at - 2], POST)
    {
        return true;
    }
    if at >= 2 && folded_in(&words[at - 1], SAID) {
        let mut j = at - 1;
        if j >= 2 && folded_in(&words[j - 1], HAS) {
            j -= 1;
        }
        return folded_in(&words[j - 1], WHAT);
    }
    at >= 1
        && words[at - 1].folded() == "what"
        && words.get(at + 1).is_some_and(|w| folded_in(w, SAID))
}

/// Phrases that open a remark of the sender agreeing with a player before his order, folded
/// (`Concordo con Bruno: sbraniamo Marta`, `Estoy de acuerdo con Ana, voto a Gino`).
const AGREE: &[&[&str]] = &[
    &["de", "acuerdo", "con"],
    &["estoy", "de", "acuerdo", "con"],
    &["coincido", "con"],
    &["concordo", "con"],
    &["d'accordo", "con"],
    &["sono", "d'accordo", "con"],
    &["i", "agree", "with"],
    &["agree", "with"],
    &["agreeing", "with"],
];

/// Words that open a remark about what a player said, before the sender's order (`Después de
/// lo que dijo Carla en el hilo, voto a Dani`, `Dopo quello che ha detto Paolo, voto Olga`,
/// `After what Bruno said, I vote Carla`).
const AFTER: &[&str] = &["despues", "tras", "visto", "dopo", "after"];

/// Where the order's sentence starts once a remark of the sender's own reasoning is left out:
/// a clause before the order's clause that agrees with a player (a comma or a colon after it)
/// or tells what a player said (a comma after it), with no doubt in it. Reported speech stays
/// in the sentence (`Carla escribió: voto a Gino`, `Mirad lo que dijo Carla: voto a Gino`,
/// `Concordo con Bruno che ha scritto: sbraniamo Marta`): the master's to read.
pub(super) fn own_reasoning(
    file: &OrderFile,
    words: &[Word],
    sentence: usize,
    first: usize,
    names: &NameIndex,
) -> usize {
    let gap = |i: usize| &file.source[words[i - 1].span.end..words[i].span.start];
    let Some(clause) = (sentence + 1..=first)
        .rev()
        .find(|&i| gap(i).contains([',', ';', ':']))
    else {
        return sentence;
    };
    if (sentence + 1..clause).any(|i| gap(i).contains([',', ';', ':'])) {
        return sentence;
    }
    let remark = &words[sentence..clause];
    let keys: Vec<String> = remark
        .iter()
        .map(|w| fold(&w.text).replace('’', "'"))
        .collect();
    let agrees = AGREE
        .iter()
        .any(|p| p.len() < keys.len() && p.iter().zip(&keys).all(|(p, k)| p == k))
        && !keys
            .iter()
            .any(|k| super::words::DOUBT.contains(&k.as_str()));
    let said = !gap(clause).contains(':')
        && AFTER.contains(&keys[0].as_str())
        && (0..remark.len()).any(|i| speaker_at(remark, i))
        && keys.iter().all(|k| {
            !super::words::DOUBT.contains(&k.as_str())
                || SAID.contains(&k.as_str())
                || HAS.contains(&k.as_str())
        });
    // Every player it names is the one agreed with or the one who spoke.
    let only_speakers = (0..remark.len()).all(|i| {
        !super::names_a_player(&remark[i], names)
            || speaker_at(remark, i)
            || (i > 0 && folded_in(&remark[i - 1], &["con", "with", "e", "y", "and"]))
    });
    match (agrees || said) && only_speakers {
        true => clause,
        false => sentence,
    }
}

/// Whether the last line with words before `line_start` introduces someone else's words: it
/// ends with a colon and names, as the one who said them, a player other than the sender
/// (`Mirad lo que puso Ana en el hilo, qué cara más dura:`).
pub(super) fn introduces_a_citation(
    file: &OrderFile,
    line_start: usize,
    names: &NameIndex,
) -> bool {
    let before = file.source[..line_start].trim_end();
    if !before.ends_with(':') {
        return false;
    }
    let start = before
        .rfind(crate::core::text::is_line_break)
        .map_or(0, |i| {
            i + before[i..].chars().next().map_or(1, char::len_utf8)
        });
    let text = &before[start..];
    let words: Vec<Word> = crate::core::markup::words(text, start, &[])
        .into_iter()
        .map(|t| Word::new(t.text, t.span))
        .collect();
    let me = fold(&file.player);
    (0..words.len()).any(|i| {
        speaker_at(&words, i) && names.resolve_word(&words[i]).is_ok_and(|p| fold(&p) != me)
    })
}

/// A red name (read as the vote, `order`) under a line that introduces another player's words:
/// pasted from the thread, or the sender's vote? The master's to ask, never the vote in silence.
pub(super) fn cited_red(
    file: &OrderFile,
    line: &OrderLine,
    order: &OrderLine,
    names: &NameIndex,
) -> Option<Problem> {
    if !introduces_a_citation(file, order.span.start, names) {
        return None;
    }
    Some(super::verbless::unsafe_problem_why(
        file,
        line,
        &order.words[0].text,
        "err-red-name-cited",
    ))
}
