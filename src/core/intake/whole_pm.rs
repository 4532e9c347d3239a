//! What the intake asks about a PM as a whole: no order but a name, an order in a quote.

use super::*;
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::names::{NameIndex, fold};
use crate::core::orders::{OrderFile, OrderLine, Word};

/// A PM with no order at all, one of whose lines names another player (`Voterei Beppe`,
/// `votaría a Nerea`, `stanotte mangiamo Sergio`, `cojo la pistola y se la doy a Héctor`): an
/// order in words the grammar does not read, never quiet chatter. The master asks the player,
/// or sets the line aside (`ignore`).
pub(super) fn no_order_but_a_name(
    file: &OrderFile,
    set_aside: usize,
    names: &NameIndex,
    signature: Option<usize>,
) -> Option<Problem> {
    let line = file.ignored[set_aside..]
        .iter()
        .find(|l| names_another_player(file, l, names, signature))?;
    Some(
        Problem::new(
            Msg::new("err-no-order-but-a-name")
                .arg("file", &file.path)
                .arg("line", line.line),
        )
        .at(&file.path, &file.source, line.span.clone())
        .label(Msg::new("label-unsafe-order"))
        .help(
            Msg::new("help-no-order-but-a-name")
                .arg("pm", crate::core::set_aside::pm_name(&file.path))
                .arg("line", line.line),
        ),
    )
}

/// Marks the lines set aside that name another player and are a remark
/// ([`super::remarks::is_remark`]): a note `check` shows, not raised.
pub(super) fn mark_remarks(
    file: &mut OrderFile,
    set_aside: usize,
    (verbs, names): (&Verbs, &NameIndex),
    signature: Option<usize>,
    beside_orders: bool,
) {
    let marked: Vec<usize> = file.ignored[set_aside..]
        .iter()
        .filter(|l| names_another_player(file, l, names, signature))
        .filter(|l| super::remarks::is_remark(file, l, verbs, names, beside_orders))
        .map(|l| l.line)
        .collect();
    file.remarks.extend(marked);
}

/// A line set aside before the signature that names a player other than the PM's sender, other
/// than as the one who said something (`lo que dijo Hugo en el hilo`).
fn names_another_player(
    file: &OrderFile,
    line: &OrderLine,
    names: &NameIndex,
    signature: Option<usize>,
) -> bool {
    let me = fold(&file.player);
    // A note `check` shows (a remark, what the sender will do) is no order lost.
    // So is a choice still open between players (`dudo entre Bruno y Hugo`).
    let noted = [&file.remarks, &file.no_order_now, &file.undecided]
        .iter()
        .any(|l| l.contains(&line.line));
    // The line heading a message the player pastes (`Giulia ha scritto:`, `Originally Posted by
    // Giulia`) names its writer: what is under it is raised if it holds an order.
    let heading = || crate::core::mail::heads_a_quote(&file.source[line.span.clone()]);
    !noted
        && signature.is_none_or(|at| line.span.start < at)
        && line.words.iter().enumerate().any(|(i, w)| {
            names_a_player(w, names)
                && !super::said::speaker_at(&line.words, i)
                && match names.is_exact_word(w) {
                    true => names.resolve_word(w),
                    // An English possessive (`Fede's`): its owner.
                    false => names.resolve_unsuggested(name_in(&w.text, names)),
                }
                .is_ok_and(|p| fold(&p) != me)
        })
        && !heading()
}

/// A PM that holds orders, one of whose other lines names another player without a verb read
/// in it (`Ruta: G - H - F` then `Víctima: Fede`; `ver Hugo` then `perdón, quería decir
/// Jorge`): a line is chatter only if it names nothing of the game, so the line is raised,
/// whatever the PM's other lines. The master asks the player, or sets it aside (`ignore`).
pub(super) fn names_but_not_read(
    file: &OrderFile,
    set_aside: usize,
    names: &NameIndex,
    signature: Option<usize>,
) -> Vec<Problem> {
    file.ignored[set_aside..]
        .iter()
        .filter(|l| names_another_player(file, l, names, signature))
        .map(|line| {
            Problem::new(
                Msg::new("err-names-a-player-not-read")
                    .arg("file", &file.path)
                    .arg("line", line.line),
            )
            .at(&file.path, &file.source, line.span.clone())
            .label(Msg::new("label-unsafe-order"))
            .help(
                Msg::new("help-no-order-but-a-name")
                    .arg("pm", crate::core::set_aside::pm_name(&file.path))
                    .arg("line", line.line),
            )
        })
        .collect()
}

/// A filled order inside a quote (a form answered by quoting it, a vote pasted inside the
/// quoted post): never read, never dropped in silence; the master asks the player. A quote of
/// another player's post (`[quote=Luca]voto Chiara[/quote]`) holds that player's words, not
/// an order of this PM's sender: not asked about.
pub(super) fn quoted_orders(file: &OrderFile, verbs: &Verbs, names: &NameIndex) -> Vec<Problem> {
    let mut problems = Vec::new();
    let me = fold(&file.player);
    // The `\n`s before a byte, counted on from the byte asked before (the quotes and their
    // lines come in order: the PM is not counted again from its start for each).
    let mut counted = (0, 0);
    let mut newlines_before = |at: usize| {
        if at < counted.0 {
            counted = (0, 0);
        }
        counted.1 += file.source[counted.0..at].matches('\n').count();
        counted.0 = at;
        counted.1
    };
    let attribution = file.attributed_quote();
    for quote in file.hidden().iter().cloned() {
        // A line quoted with `>` is the message a reply answers (`asides::quoted_only`).
        if super::asides::after_quote_marks(&file.source[quote.clone()]).is_some() {
            continue;
        }
        // `[quote=Luca]`, or vBulletin's box copied as text (`Originally Posted by Luca`).
        let another_player = crate::core::markup::quote_author(&file.source[quote.start..])
            .or_else(|| crate::core::mail::box_author(&file.source, &quote))
            .filter(|author| names.is_exact(author))
            .and_then(|author| names.resolve_unsuggested(author).ok())
            .is_some_and(|author| fold(&author) != me);
        if another_player {
            continue;
        }
        for line in crate::core::text::lines(&file.source[quote.clone()]) {
            let start = quote.start + line.start;
            let body = &file.source[start..quote.start + line.end];
            let words: Vec<Word> = crate::core::markup::words(body, start, &[])
                .into_iter()
                .map(|t| Word::new(t.text, t.span))
                .collect();
            let Some(last) = words.last() else {
                continue;
            };
            let candidate = OrderLine {
                line: newlines_before(start) + 1,
                span: words[0].span.start..last.span.end,
                words: words.clone(),
            };
            // Under an attribution line there is no end to the quote: an order there may be
            // the player's own, written below the message he answers (`… escribió:` then `ver
            // centro 1 3`), so any order there is raised, never dropped.
            let attributed = attribution.as_ref().is_some_and(|a| a.contains(&start));
            if let Reading::Orders(found) = read_line(file, &candidate, verbs, names)
                && (attributed
                    || found
                        .iter()
                        .any(|o| o.words[1..].iter().any(|w| names_by_capital(w, names))))
            {
                problems.push(
                    Problem::new(
                        Msg::new("err-order-in-quote")
                            .arg("file", &file.path)
                            .arg("line", candidate.line),
                    )
                    .at(&file.path, &file.source, candidate.span.clone())
                    .help(Msg::new("help-order-in-quote")),
                );
            }
        }
    }
    problems
}
