//! Cancelling in words (issue 22: "an order never becomes chatter in silence"): `anulo lo
//! anterior`, `cancelo mi voto`, `olvida lo de antes`, `annullo il voto`, `lascia stare quello
//! che ho scritto`, `scratch that`, `cancel my previous order` withdraw the earlier order they
//! refer to; `core::cancelled` finds it among the player's PMs, and raises the line when what it
//! cancels is not one order for sure. A cancelling clause may lead an order (`anulo lo
//! anterior, voto a Bruno`) or follow one (`voto Alessia, lascia stare il messaggio di prima`).
//!
//! A line is a cancellation only when every word after its verb says what is cancelled (`lo`,
//! `anterior`, `mi voto`, `quello che ho scritto`…) and it names no player: `anulo a Ana` is
//! chechino's Cantina order, `cancello nord` among-us's gate.

use super::cancel_refers::REFERS;
use super::*;
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::names::NameIndex;
use crate::core::orders::{Cancel, Cancels, OrderFile, OrderLine, Word};

/// Verbs that cancel, as players write them (first person, imperative, infinitive).
pub(crate) const CANCEL: &[&str] = &[
    // es
    "anulo",
    "anula",
    "anular",
    "anulad",
    "anule",
    "cancelo",
    "cancela",
    "cancelar",
    "cancelad",
    "olvida",
    "olvidad",
    "olvidate",
    "olvidalo",
    "olvidese",
    "olvidar",
    "borra",
    "borrad",
    "borrar",
    "borro",
    "descarta",
    "descartad",
    "descartar",
    "descarto",
    "ignora",
    "ignorad",
    "ignorar",
    "retiro",
    "quita",
    "quito",
    "deshaz",
    "deshacer",
    "deshago",
    // it
    "annullo",
    "annulla",
    "annullare",
    "annullate",
    "cancello",
    "cancella",
    "cancellare",
    "cancellate",
    "lascia",
    "lasciate",
    "dimentica",
    "dimenticate",
    "dimenticare",
    "scorda",
    "scordati",
    "scordate",
    "ignorate",
    "ignorare",
    "ritiro",
    "togli",
    "tolgo",
    // en
    "scratch",
    "cancel",
    "forget",
    "ignore",
    "disregard",
    "withdraw",
    "undo",
    "delete",
    // with the pronoun: "forget it"
    "olvidalo",
    "anulalo",
    "cancelalo",
    "borralo",
    "annullalo",
    "cancellalo",
    "dimenticalo",
];

/// Verbs that withdraw one's vote by themselves (`desvoto`, `unvote`, `svoto`), as a thread's
/// unvote does: in a PM, the cancellation of the player's vote (review break14b F6: `desvoto`
/// by PM was set aside as talk). A player after it is the one voted for (`unvote Bruno`).
pub(crate) const UNVOTE: &[&str] = &[
    "desvoto", "desvota", "desvotar", "desvotad", "unvote", "unvoto", "svoto", "svota", "svotare",
    "devoto",
];

/// The nouns a ruleset's vote may be named by, to find its kind of order.
pub(crate) const VOTE_NOUNS: &[&str] = &["voto", "vote", "votar", "votare"];

/// Of [`CANCEL`], the verbs that only ever cancel: a line they lead that reads as neither a
/// cancellation nor an order is raised, never chatter (`anulo todo lo de ayer`).
const ONLY_CANCEL: &[&str] = &[
    "anulo",
    "anula",
    "anular",
    "cancelo",
    "cancela",
    "cancelar",
    "annullo",
    "annulla",
    "annullare",
    "cancel",
    "withdraw",
    "undo",
    "desvoto",
    "desvotar",
    "unvote",
    "unvoto",
    "svoto",
];

/// Words that make a cancellation everything the player wrote before it: the message, all.
pub(super) const WHOLE: &[&str] = &[
    "todo",
    "todas",
    "todos",
    "mensaje",
    "mensajes",
    "mp",
    "mps",
    "privado",
    "escrito",
    "dicho",
    "puesto",
    "mandado",
    "enviado",
    "tutto",
    "tutti",
    "messaggio",
    "messaggi",
    "scritto",
    "detto",
    "mandato",
    "inviato",
    "message",
    "messages",
    "pm",
    "pms",
    "all",
    "everything",
    "wrote",
    "written",
    "said",
    "sent",
    // What the sender told the master before, in the preterite (`ignora lo que te dije
    // antes`, `forget what I told you`): the earlier message, as `lo que he dicho` is.
    "dije",
    "escribi",
    "puse",
    "told",
];

/// Words before a cancelling verb that only lead into it (`Perdona máster, anulo lo
/// anterior`).
const SORRY: &[&str] = &[
    "perdon", "perdona", "perdone", "disculpa", "scusa", "scusate", "scusami", "sorry", "oops",
    "ups", "ah", "eh", "oh", "uff", "vaya",
];

/// Whether a word before a cancelling verb only leads into it: a greeting, an excuse, a change
/// of mind (`anzi no, lascia stare quello che ho scritto`).
fn leads_in(word: &Word) -> bool {
    lead_in(word) || folded_in(word, SORRY) || folded_in(word, CHANGE_OF_MIND)
}

/// The cancellation a line opens with, and the rest of the line after its clause, to read as
/// a line of its own (`anulo lo anterior, voto a Bruno`).
pub(super) fn cancellation(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<(Cancel, Option<OrderLine>)> {
    let words = &line.words;
    // `EDIT: olvídalo`, `PS: cancel my previous order`: the mark leads in as a greeting does.
    let mark = super::aside::edit_mark_at(file, words);
    let verb = mark + words[mark..].iter().position(|w| !leads_in(w))?;
    // `no anulo nada`: a negation before the verb (not `no,`: a change of mind) is no
    // cancellation.
    let negated = words[..verb].iter().any(|w| {
        folded_in(w, NEGATIONS) && !file.source[w.span.end..].trim_start().starts_with(',')
    });
    if !negated && folded_in(&words[verb], UNVOTE) {
        return unvote(line, verb, verbs, names);
    }
    if negated || !folded_in(&words[verb], CANCEL) {
        return None;
    }
    let end = (verb + 1..words.len())
        .find(|&i| {
            file.source[words[i - 1].span.end..words[i].span.start]
                .contains([',', ';', '.', ':', '!', '?', '…'])
        })
        .unwrap_or(words.len());
    let object = &words[verb + 1..end];
    let says = |w: &Word| folded_in(w, REFERS) || folded_in(w, WHOLE) || verbs.is_verb(w);
    // A verb with its pronoun (`olvídalo`) says what by itself; any other needs its object.
    let bare = object.is_empty() && !words[verb].folded().ends_with("lo");
    if bare || !object.iter().all(says) || mentions_a_player(object, names) {
        return None;
    }
    let cancel = Cancel {
        line: OrderLine {
            line: line.line,
            span: words[0].span.start..words[end - 1].span.end,
            words: words[..end].to_vec(),
        },
        what: refers_to(object, verbs),
        after_an_order: false,
        named: Vec::new(),
    };
    let rest = (end < words.len()).then(|| OrderLine {
        line: line.line,
        span: words[end].span.start..line.span.end,
        words: words[end..].to_vec(),
    });
    Some((cancel, rest))
}

/// An unvote in a PM (`desvoto`, `[b]unvote[/b]`, `desvoto a Bruno`): the cancellation of the
/// player's vote, when the ruleset has one and nothing but the voted player follows.
fn unvote(
    line: &OrderLine,
    verb: usize,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<(Cancel, Option<OrderLine>)> {
    let words = &line.words;
    let kind = VOTE_NOUNS.iter().find_map(|n| verbs.kinds.get(*n))?.0;
    let rest = &words[verb + 1..];
    let only_a_player = rest
        .iter()
        .all(|w| folded_in(w, &["a", "al", "de", "da", "il", "la"]) || names.is_exact_word(w));
    if !only_a_player || rest.iter().filter(|w| names.is_exact_word(w)).count() > 1 {
        return None;
    }
    let cancel = Cancel {
        line: line.clone(),
        what: Cancels::Kind {
            kind,
            or_whole: false,
        },
        after_an_order: false,
        // The player named after it: the vote withdrawn, or a new vote (checked against the
        // vote it withdraws, `core::cancelled`).
        named: rest
            .iter()
            .find(|w| names.is_exact_word(w))
            .map(|w| {
                let roster = names.resolve_unsuggested(&w.text).unwrap_or_default();
                vec![w.folded().to_string(), crate::core::names::fold(&roster)]
            })
            .unwrap_or_default(),
    };
    Some((cancel, None))
}

/// What the words after a cancelling verb refer to: an order of a kind named by its noun
/// (`mi voto`), everything written before (`quello che ho scritto`), else the order before.
fn refers_to(object: &[Word], verbs: &Verbs) -> Cancels {
    if let Some((kind, noun)) = object
        .iter()
        .find_map(|w| verbs.kinds.get(w.folded()).map(|k| (k.0, w)))
    {
        return Cancels::Kind {
            kind,
            or_whole: folded_in(noun, WHOLE),
        };
    }
    if object.iter().any(|w| folded_in(w, WHOLE)) {
        return Cancels::Whole;
    }
    Cancels::Earlier
}

/// The clause after an order that dismisses what came before (`voto Alessia, lascia stare il
/// messaggio di prima`): the words of `line` after the last order read in it, when they open
/// with a word of [`DISMISS`].
pub(super) fn after_an_order(
    line: &OrderLine,
    found: &[OrderLine],
    verbs: &Verbs,
) -> Option<Cancel> {
    let end = found.iter().map(|o| o.span.end).max()?;
    let tail: Vec<Word> = line
        .words
        .iter()
        .filter(|w| w.span.start >= end)
        .cloned()
        .collect();
    if !tail.first().is_some_and(|w| folded_in(w, DISMISS)) {
        return None;
    }
    Some(Cancel {
        what: refers_to(&tail[1..], verbs),
        line: OrderLine {
            line: line.line,
            span: tail[0].span.start..line.span.end,
            words: tail,
        },
        after_an_order: true,
        named: Vec::new(),
    })
}

/// A line led by a verb that only ever cancels, read as neither a cancellation nor an order
/// (`anulo todo lo de ayer`), or, after an order, a line that takes something back in words
/// not read whole (`bueno, la 3 mejor no`): the master's to read, never chatter.
pub(super) fn unread(file: &OrderFile, line: &OrderLine, after_an_order: bool) -> Option<Problem> {
    if after_an_order && super::pass_on::bare_no(&line.words) {
        return Some(cannot_tell(file, line));
    }
    let verb = line.words.iter().find(|w| !leads_in(w))?;
    let takes_back = after_an_order && take_back_at(&line.words, true).is_some();
    (folded_in(verb, ONLY_CANCEL) || takes_back).then(|| cannot_tell(file, line))
}

/// The take-backs of [`taken_back`] (their line numbers, `taken`) with an order after them in
/// their PM (`me quedo` ⏎ `bueno, nada` ⏎ `me quedo`: a point of its own, or the one above
/// withdrawn?): no cancellation, each raised at its line.
pub(super) fn between_orders(
    file: &mut OrderFile,
    taken: &[usize],
    orders: &[OrderLine],
) -> Vec<Problem> {
    let mut problems = Vec::new();
    for &at in taken {
        if !orders.iter().any(|o| o.line > at) {
            continue;
        }
        if let Some(i) = file.cancels.iter().position(|c| c.line.line == at) {
            let cancel = file.cancels.remove(i);
            problems.push(cannot_tell(file, &cancel.line));
        }
    }
    problems
}

/// A line that seems to cancel something that cannot be told: the master's to read.
fn cannot_tell(file: &OrderFile, line: &OrderLine) -> Problem {
    Problem::new(
        Msg::new("err-cancel-unread")
            .arg("file", &file.path)
            .arg("line", line.line),
    )
    .at(&file.path, &file.source, line.span.clone())
    .help(
        Msg::new("help-cancel-unread")
            .arg("pm", crate::core::set_aside::pm_name(&file.path))
            .arg("line", line.line),
    )
}

/// Words that take an order back without a cancelling verb (`Mejor nada`, `da igual, paso`,
/// `never mind`, `non importa, niente`), each phrase folded, and whether it only ever takes
/// back (`nada` may be a stay in among-us, or talk: `no pasa nada`).
const TAKE_BACK: &[(&[&str], bool)] = &[
    (&["nada"], false),
    (&["niente"], false),
    (&["nulla"], false),
    (&["nothing"], false),
    // Alone on its line after an order, `paso` takes it back (review break7 F1); a ruleset
    // whose pass is a play reads it as its verb first.
    (&["paso"], true),
    (&["passo"], true),
    (&["pass"], true),
    (&["never", "mind"], true),
    (&["nevermind"], true),
    (&["da", "igual"], true),
    (&["no", "importa"], true),
    (&["non", "importa"], true),
    (&["dejalo"], true),
    (&["dejadlo"], true),
    (&["lascia", "perdere"], true),
    (&["lasciamo", "perdere"], true),
    (&["mejor", "no"], true),
    (&["meglio", "di", "no"], true),
    (&["meglio", "no"], true),
    (&["better", "not"], true),
    // `nvm`, `nope`, `lasciamo stare`, `ni caso a lo de arriba`, `fai finta di niente`, `non
    // considerare la riga sopra` (review break5 F3)
    (&["nvm"], true),
    (&["nope"], true),
    (&["lasciamo", "stare"], true),
    (&["lascia", "stare"], true),
    (&["ni", "caso"], true),
    (&["no", "hagas", "caso"], true),
    (&["no", "hagais", "caso"], true),
    (&["fai", "finta", "di", "niente"], true),
    (&["fate", "finta", "di", "niente"], true),
    (&["non", "considerare"], true),
    (&["non", "considerate"], true),
    // In a later PM, about the earlier one (review break11): `no tengas en cuenta mi MP de
    // antes`, `non tenere conto di quello che ti ho scritto`, `non farci caso`, `déjalo estar`.
    (&["no", "tengas", "en", "cuenta"], true),
    (&["no", "tengais", "en", "cuenta"], true),
    (&["non", "tenere", "conto"], true),
    (&["non", "tenerne", "conto"], true),
    (&["non", "farci", "caso"], true),
    (&["dejalo", "estar"], true),
    // A bare take-back, "actually, no" (review break8 F8): `anzi no`, `nah`; and see
    // [`super::pass_on::ends_in_no`].
    (&["anzi", "no"], true),
    (&["nah"], true),
];

/// Words beside a take-back that say nothing more: interjections, `I do`, `tonight`, `for now`.
pub(super) const AROUND: &[&str] = &[
    "bah",
    "uf",
    "uff",
    "bueno",
    "vale",
    "ok",
    "okay",
    "pues",
    "mejor",
    "no",
    "non",
    "nah",
    "nope",
    "hago",
    "do",
    "i",
    "i'll",
    "faccio",
    "actually",
    "well",
    "oh",
    "ah",
    "eh",
    "mmm",
    "hmm",
    "uhm",
    "esta",
    "noche",
    "hoy",
    "ronda",
    "turno",
    "vez",
    "tonight",
    "today",
    "this",
    "round",
    "night",
    "turn",
    "time",
    "stanotte",
    "oggi",
    "notte",
    "stavolta",
    "volta",
    "questa",
    "ma",
    "pero",
    "but",
    "al",
    "final",
    "alla",
    "fine",
    "pensandolo",
    "bien",
    "ripensandoci",
    "then",
    "entonces",
    "allora",
    "anything",
    "at",
    "all",
    "que",
    "master",
    "perdon",
    "sorry",
    "scusa",
    "por",
    "ahora",
    "per",
    "ora",
    "for",
    "now",
    "mejor",
    "meglio",
    "better",
    "mind",
    // what is taken back: `lo de arriba`, `la riga sopra`
    "a",
    "lo",
    "de",
    "arriba",
    "la",
    "riga",
    "sopra",
    "linea",
    "di",
    "prima",
    "quello",
];

/// Where a phrase of [`TAKE_BACK`] starts in `words`, and its length; only the phrases that
/// only ever take back when `strong`.
fn take_back_at(words: &[Word], strong: bool) -> Option<(usize, usize)> {
    (0..words.len()).find_map(|at| {
        TAKE_BACK
            .iter()
            .filter(|(_, only)| *only || !strong)
            .find(|(p, _)| {
                at + p.len() <= words.len()
                    && p.iter().zip(&words[at..]).all(|(p, w)| *p == w.folded())
            })
            .map(|(p, _)| (at, p.len()))
    })
}

/// A line that takes back the order before it in words with no cancelling verb (`Mejor nada`,
/// `da igual, paso`, `never mind`, `nah, I do nothing`, `non importa, niente`): every word a
/// take-back of [`TAKE_BACK`] or one that only surrounds it ([`AROUND`]), no verb of the
/// ruleset and no player named. A bare `nada` is none (among-us reads it as a point). With no
/// order above it in its PM (`after_an_order`: nothing to withdraw is no problem), it withdraws
/// the order of the player's earlier PM, if any.
pub(super) fn taken_back(
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
    orders_above: bool,
) -> Option<Cancel> {
    let words = &line.words;
    // Besides them, the words saying what is taken back and an excuse (`No hagas caso a lo
    // anterior`, `Nada de lo que te dije, perdona`): in a later PM, the earlier one's order.
    let only = |w: &Word| {
        folded_in(w, AROUND)
            || TAKE_BACK.iter().any(|(p, _)| p.contains(&w.folded()))
            || folded_in(w, REFERS)
            || folded_in(w, WHOLE)
            || folded_in(w, SORRY)
            || folded_in(w, &["a", "al"])
    };
    // The take-back's own words are among them too: a line with any other word is none, asked
    // first (most lines are prose, told by their first word or two).
    if words.is_empty() || !words.iter().all(only) {
        return None;
    }
    // A word alone takes back only when it never says anything else (`nvm`, not `nada`).
    take_back_at(words, words.len() < 2).or_else(|| super::pass_on::ends_in_no(words))?;
    if words.iter().any(|w| verbs.is_verb(w)) {
        return None;
    }
    if mentions_a_player(words, names) {
        return None;
    }
    Some(Cancel {
        line: line.clone(),
        what: Cancels::Earlier,
        after_an_order: !orders_above,
        named: Vec::new(),
    })
}

/// A line saying the sender gives no order of a kind (`bah, esta noche no marco nada`, `da
/// igual, no compro nada`) after an order of that kind in its PM: that order withdrawn. Of
/// another kind (`Ruta A-B-A` then `esta noche no secuestro nada`) it stays a note.
pub(super) fn none_of_a_kind(
    line: &OrderLine,
    orders: &[OrderLine],
    verbs: &Verbs,
) -> Option<Cancel> {
    let kind_of = |w: &Word| verbs.kinds.get(w.folded()).map(|k| k.0);
    let given: Vec<usize> = orders.iter().filter_map(|o| kind_of(&o.words[0])).collect();
    let kind = line
        .words
        .iter()
        .filter(|w| verbs.is_verb(w))
        .filter_map(kind_of)
        .find(|k| given.contains(k))?;
    Some(Cancel {
        line: line.clone(),
        what: Cancels::Kind {
            kind,
            or_whole: false,
        },
        after_an_order: false,
        named: Vec::new(),
    })
}
