//! Which lines of a PM are orders. A PM as it came has greetings, prose around the order and a
//! signature; the master must not comment them out by hand, and chatter must never become an
//! order in silence. Each line is one of:
//!
//! - an **order**: a verb of the ruleset (any spelling of its verb table) first, or after
//!   words that only lead into an order (`Quiero ver la carta de Bruno`, `stanotte indago su
//!   Marco`, `mi astengo`, `I want to rob Dani`); the words before the verb are dropped;
//! - **chatter**: no verb, or a verb inside prose that names no player (`a ver qué tal`,
//!   `Un saludo, Fer`): ignored, and listed by `check`;
//! - **unsafe**: it looks like an order but cannot be read safely (`ayer vi a Ana votar a
//!   Bruno`, `no voto a Ana`, `vtoo Ana`): a problem at its line, never a guess.
//!
//! An order the ruleset lets a player give in advance may carry a condition (`pierdo las
//! Palomitas si viene el Gilipollas`: `conditional`); any other condition is a doubt.
//!
//! A second verb after a change of mind (`rob Ana… no, better rob Dani`) starts a second order
//! on the same line; the later order of a kind replaces the earlier one (`core::replaced`).

use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, OrderLine, Word};

mod acting;
pub(crate) mod afterthought;
mod agreed;
mod arrows;
mod aside;
mod asides;
pub(crate) mod cancel;
mod cancel_refers;
mod clauses;
mod code_block;
pub mod conditional;
mod corrections;
mod declined;
mod filed_subject;
mod gapping;
mod going;
mod in_place;
mod joined;
pub(crate) mod label;
mod later;
mod lead;
mod left_open;
mod line;
mod look;
mod naming;
mod points_heading;
mod turn_headings;
pub use look::look_idioms;
mod marked;
pub(crate) mod mistaken;
mod narrative;
mod no_vote;
mod nobody;
mod notes;
mod objects;
mod own_role;
mod own_subject;
pub use own_role::{OwnRole, own_roles};
mod pass_on;
mod point_fix;
mod points;
mod questions;
pub use points::VerblessPoint;
mod phrasal;
mod play_refs;
pub use narrative::tells_an_earlier_phase;
pub use phrasal::Phrasal;
mod ranked;
pub(crate) mod remarks;
mod repeat;
mod reshape;
mod roles;
mod said;
mod sentences;
mod sequenced;
mod settled;
mod short;
mod tail;
mod the_rest;
mod undecided;
mod verbless;
mod verbs;
mod vote_below;
mod whole;
mod whole_pm;
mod withdrawn;
pub(crate) mod words;
use line::read_line;
pub(super) use naming::{
    could_name_a_player, mentions_a_player, name_in, names_a_player, names_by_capital,
};
use reshape::*;
use sentences::{sentence_and_clause, sentence_before};
use verbless::*;
pub use verbs::Verbs;
use verbs::WHOLE_BY_ITSELF;
use whole_pm::*;
use words::*;

pub(super) fn folded_in(word: &Word, list: &[&str]) -> bool {
    list.contains(&word.folded())
}

/// Whether a word joins two things (`y`, `e`, `and`): never the accented `è` ("is"), which
/// folds to `e` (`voto Dario, è troppo pericoloso`).
pub(super) fn joins(word: &Word) -> bool {
    folded_in(word, AND) && !crate::core::fold::is_accented_e(&word.text)
}

/// What the intake made of a PM: its order lines stay in `file.lines` (starting at their
/// verb), the chatter moves to `file.ignored`, the lines that cancel earlier orders in words to
/// `file.cancels`; the unsafe lines are problems.
pub fn classify(file: &mut OrderFile, verbs: &Verbs, names: &NameIndex) -> Vec<Problem> {
    let mut problems = Vec::new();
    let mut orders = Vec::new();
    // Lines whose only verbs are in the future (`Votaré a Ana mañana`), with the problem each
    // is beside orders.
    let mut future = Vec::new();
    // The lines that take back the order above in words (`Mejor nada`).
    let mut taken = Vec::new();
    // Lines the master set aside (`ignore`) are already there: they are his call, not talk.
    let set_aside = file.ignored.len();
    let signature = crate::core::markup::signature_start(&file.source);
    // Struck-through text (`[s]emborrachar Carla[/s]`, `~~ver Ana~~`, a line the player
    // turned down with his own mark: `robar a Jorge ❌`) is a withdrawn order: never read. A
    // line struck whole is listed with the ignored ones, as written, as withdrawn.
    let struck = crate::core::markup::struck_ranges(&file.source);
    // A code block's lines (`[code]robar a Carla[/code]`): pasted text, not the player's words.
    let (code, mut in_code) = (code_block::code_ranges(&file.source), Vec::new());
    // The PM's language, as its doubts are read (Italian `si`, Spanish `se`).
    let folded = file
        .lines
        .iter()
        .flat_map(|l| l.words.iter().map(Word::folded));
    file.lang = words::language_of(folded, verbs.lang);
    vote_below::read(file, verbs, names);
    for mut line in std::mem::take(&mut file.lines) {
        let is_struck = |w: &Word| struck.iter().any(|s| s.contains(&w.span.start));
        if line.words.iter().any(is_struck) {
            line.words.retain(|w| !is_struck(w));
            if line.words.is_empty() {
                file.struck.push(line.line);
                file.ignored.push(line);
                continue;
            }
        }
        if code_block::inside(&code, &line) {
            in_code.push(line);
            continue;
        }
        // After the `--`, the signature: an order written there is the master's to read.
        if signature.is_some_and(|at| line.span.start >= at) {
            problems.extend(in_the_signature(file, line, verbs, names));
            continue;
        }
        // `anulo lo anterior, voto a Bruno`: earlier orders withdrawn, the rest read on its own.
        let line = match cancel::cancellation(file, &line, verbs, names) {
            Some((cancel, rest)) => {
                file.cancels.push(cancel);
                match rest {
                    Some(rest) => rest,
                    None => continue,
                }
            }
            None => line,
        };
        let mut read = (&mut orders, &mut problems, &mut future);
        read_whole(file, line, verbs, names, &mut read, &mut taken);
    }
    problems.extend(code_block::raise_orders(file, in_code, verbs, names));
    // `he cambiado de opinión` ⏎ `votar Bruno`: the new order is the change, no take-back.
    withdrawn::before_a_new_order(file, &mut taken, &orders);
    problems.extend(cancel::between_orders(file, &taken, &orders));
    // The line marked as the choice (`robar a Elena ✅`); the fallbacks of a ranked list.
    problems.extend(marked::by_marks(file, &mut orders, verbs));
    problems.extend(marked::after_emphasis(file, &mut orders, verbs));
    problems.extend(ranked::fallbacks(file, &mut orders, verbs));
    let whole = (set_aside, signature);
    let no_problem_yet = problems.is_empty();
    let pm = what_the_pm_says(file, &orders, future, (whole, no_problem_yet), verbs, names);
    problems.extend(pm);
    file.lines = orders;
    short::restated(file, &mut problems, verbs);
    problems.extend(quoted_orders(file, verbs, names));
    problems.extend(agreed::with_a_quoted_order(file, verbs, names));
    problems.extend(asides::quoted_only(file, verbs, names));
    problems.extend(asides::orders_in_comments(file, verbs, names));
    problems
}

/// What the PM says beyond its lines, once all are read: a line whose verbs are all in the
/// future is no order now when the PM gives none (beside orders, it is raised); remarks are
/// marked; a line naming another player with no order read in it is raised.
fn what_the_pm_says(
    file: &mut OrderFile,
    orders: &[OrderLine],
    future: Vec<(OrderLine, Problem)>,
    ((set_aside, signature), no_problem_yet): ((usize, Option<usize>), bool),
    verbs: &Verbs,
    names: &NameIndex,
) -> Vec<Problem> {
    let mut problems = Vec::new();
    // What the sender will do is no order now when he gives none; beside orders, it is raised.
    for (line, problem) in future {
        match orders.is_empty() {
            true => {
                file.no_order_now.push(line.line);
                file.ignored.push(line);
            }
            false => problems.push(problem),
        }
    }
    let beside_orders = !orders.is_empty();
    whole_pm::mark_remarks(file, set_aside, (verbs, names), signature, beside_orders);
    if orders.is_empty() {
        if problems.is_empty() && no_problem_yet {
            problems.extend(no_order_but_a_name(file, set_aside, names, signature));
        }
    } else {
        problems.extend(whole_pm::names_but_not_read(
            file, set_aside, names, signature,
        ));
    }
    problems
}

/// Reads one line whole: a take-back of the order above (`Mejor nada`), a change of its choice
/// alone (`no, mejor la N`), an order with a condition the ruleset reads or one it does not
/// (raised), else as any line ([`read_into`]).
fn read_whole(
    file: &mut OrderFile,
    line: OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
    read: &mut Read<'_>,
    taken: &mut Vec<usize>,
) {
    let Some(line) = points_heading::by_its_place(file, line, (verbs, names), read) else {
        return;
    };
    let orders = &mut *read.0;
    // `stanotte faccio come ieri`, `Repito lo de la ronda pasada`, naming no player: asked
    // which order on whom, never a take-back nor a remark of an earlier phase (`repeat`).
    if !mentions_a_player(&line.words, names)
        && let Some(problem) = repeat::said_again(file, &line, false, (verbs, names))
    {
        read.1.push(problem);
        return;
    }
    // `Mejor nada`, `da igual, paso`, `lascio perdere`: the order above taken back; `Hoy
    // descanso`, `me equivoqué de persona`: the orders before it withdrawn, or raised.
    if let Some(cancel) = cancel::taken_back(&line, verbs, names, !orders.is_empty())
        .or_else(|| pass_on::everyday(&line, orders, verbs, names))
        .or_else(|| withdrawn::read_whole(&line, orders, names))
    {
        taken.push(line.line);
        if orders.is_empty() {
            file.ignored.push(line);
        }
        file.cancels.push(cancel);
        return;
    }
    // A line that only changes the previous order's choice (`marcar J` then `no, mejor la
    // N`, `tomar centro 2` then `mejor el 1`): that order's verb with the new choice.
    let previous: Option<&OrderLine> = orders.last();
    if let Some(previous) = previous
        && let Some(order) = corrections::correction_of(file, &line, previous, verbs, names)
            .or_else(|| mistaken::correction_of(file, &line, previous, names))
    {
        // `no, mejor otro día`: the order put off, no new choice.
        if let Some(at) = later::later_time(&line.words) {
            read.1.push(later::put_off(file, &line, at));
            return;
        }
        // `cámbialo por Dani?`, `no, Rita, ma non sono sicuro`: a change of mind asked or
        // doubted is no order given: raised, the earlier order standing.
        if corrections::doubted(file, &line, &order) {
            read.1
                .push(unsafe_problem(file, &line, &order.words[0].text));
            return;
        }
        file.withdrawn.push(previous.span.start);
        orders.push(order);
        return;
    }
    // `me muevo a la cocina / pelo patatas / me quedo`: several orders on one line, each
    // clause an order of its own, in the order written.
    // The line's readings as a whole, each made once (`whole`).
    let mut whole = whole::Whole::default();
    if clauses::by_clauses(file, &line, (verbs, names), read, &mut whole) {
        return;
    }
    // `pierdo las Palomitas si viene el Gilipollas`: an order given in advance, for when
    // its condition comes (`Ruleset::conditional_orders`), kept with its condition.
    if let Some((order, condition)) = whole.take_conditional((file, &line, verbs, names)) {
        file.conditions.push(condition);
        read.0.push(order);
        return;
    }
    // `(salvo que sea lobo)`, or `solo si está solo en casa` after an order: raised.
    let after_an_order = !read.0.is_empty();
    if let Some(problem) = whole.take_unread((file, &line, verbs, names), after_an_order) {
        read.1.push(problem);
        return;
    }
    read_into(file, line, (verbs, names), read, whole);
}

/// A line that says no order yet (`todavía no sé a quién votar`: a note `check` shows) or a
/// remark of what happened (`¿Puedo votar a Bruno?`, `ayer voté a Bruno y me equivoqué`);
/// `None` when it was one, else the line back to be read.
fn no_order_yet(
    file: &mut OrderFile,
    line: OrderLine,
    (verbs, names): (&Verbs, &NameIndex),
) -> Option<OrderLine> {
    if undecided::says_undecided(&line, verbs, names)
        || undecided::torn_between(file, &line, verbs, names)
    {
        file.undecided.push(line.line);
        file.ignored.push(line);
        return None;
    }
    // `se posso proteggere me stesso?`: a question on the rules, no order: chatter.
    if questions::may_i_question(file, &line, verbs, names) {
        file.ignored.push(line);
        return None;
    }
    // `¿Puede votar Fede aunque esté muerto?`: a question on the rules about the dead;
    // `¿Se puede hacer la tarea de otro?`: on what the rules allow anyone.
    if questions::about_the_dead(file, &line, verbs, names)
        || questions::impersonal_rules_question(file, &line, names)
    {
        file.remarks.push(line.line);
        file.ignored.push(line);
        return None;
    }
    // `voto a Ana... bueno no, mejor espero a ver el hilo`: the vote taken back, no order yet.
    if withdrawn::then_waits(&line, verbs, names) {
        file.no_order_now.push(line.line);
        file.ignored.push(line);
        return None;
    }
    if narrative::cannot_be_an_order(file, &line, verbs, names) {
        file.remarks.push(line.line);
        file.ignored.push(line);
        return None;
    }
    Some(line)
}

/// Reads one line into the PM's orders, its chatter or its problems. A change of mind between
/// two orders withdraws the first; a clause after the orders that dismisses what came before
/// (`voto Alessia, lascia stare il messaggio di prima`) cancels it.
fn read_into(
    file: &mut OrderFile,
    line: OrderLine,
    (verbs, names): (&Verbs, &NameIndex),
    read: &mut Read<'_>,
    mut whole: whole::Whole,
) {
    // `si no se puede la primera, la segunda`, `elige tú`, `(la primera)`: a choice left
    // open, the master's to ask.
    if let Some(problem) = left_open::raised(file, &line, verbs, names) {
        read.1.push(problem);
        return;
    }
    let Some(line) = no_order_yet(file, line, (verbs, names)) else {
        return;
    };
    // `niente voto oggi`: an abstention or no vote (after a vote, it withdraws that vote).
    let Some(line) = no_vote::read(file, line, (verbs, names), read.0, read.1) else {
        return;
    };
    // `Esta ronda no hago nada`, `Ya votaré en el hilo`: no order for now, a note too.
    if undecided::says_no_order_now(file, &line, verbs, names) {
        // `marcar J` then `bah, esta noche no marco nada`: that order withdrawn.
        if let Some(cancel) = cancel::none_of_a_kind(&line, read.0, verbs) {
            file.cancels.push(cancel);
            return;
        }
        // `mato a Fede` in an earlier PM, then `al final no mato a nadie`: that one withdrawn.
        file.cancels
            .extend(declined::in_an_earlier_pm(&line, verbs));
        file.no_order_now.push(line.line);
        file.ignored.push(line);
        return;
    }
    match whole.take_reading((file, &line, verbs, names)) {
        Reading::Orders(found) => take(file, &line, found, (verbs, names), read),
        Reading::Chatter => match chatter_raised(file, &line, read.0, (verbs, names)) {
            Some(problem) => read.1.push(problem),
            None => file.ignored.push(line),
        },
        // `Ya votaré en el hilo`: what the sender will do, kept for the PM's end.
        Reading::Unsafe(problem) if remarks::only_future(file, &line, verbs) => {
            read.2.push((line, *problem))
        }
        // `Suerte con la Siesta jaja`: a thing of the game named in a remark, a note.
        Reading::Unsafe(_)
            if verbs.game_noun_in(&line.words).is_some()
                && remarks::is_remark(file, &line, verbs, names, !read.0.is_empty())
                && !questions::misspelt_verb_in(file, &line, verbs, names) =>
        {
            file.remarks.push(line.line);
            file.ignored.push(line);
        }
        Reading::Unsafe(problem) => read.1.push(*problem),
    }
}

/// Takes the orders read from a line: each raised instead when it must be (`order_raised`),
/// a change of mind between two withdrawing the first.
fn take(
    file: &mut OrderFile,
    line: &OrderLine,
    found: Vec<OrderLine>,
    (verbs, names): (&Verbs, &NameIndex),
    (orders, problems, _): &mut Read<'_>,
) {
    file.cancels
        .extend(cancel::after_an_order(line, &found, verbs));
    for order in found {
        if let Some(problem) = order_raised(file, orders, &order, (verbs, names)) {
            problems.push(problem);
            continue;
        }
        if let Some(previous) = orders.last()
            && (corrections::withdraws(file, previous, &order)
                || corrections::replaces_from_its_line(line, previous, &order, verbs))
        {
            file.withdrawn.push(previous.span.start);
        }
        orders.push(order);
    }
}

/// Why an order read from a line is raised instead: `robo a nadie` with a player called Nadie
/// (never guessed), `voto al lobo` (a role where the player should be), `voto lo mismo que
/// ayer` (which order?), a choice in place of an earlier one.
fn order_raised(
    file: &OrderFile,
    orders: &[OrderLine],
    order: &OrderLine,
    (verbs, names): (&Verbs, &NameIndex),
) -> Option<Problem> {
    nobody::nobody_or_player(file, order, names)
        .or_else(|| roles::order_at_a_role(file, order, verbs, names))
        .or_else(|| repeat::said_again(file, order, true, (verbs, names)))
        .or_else(|| in_place::in_place_of(file, orders, order, verbs, names))
        .or_else(|| left_open::range_in(file, order))
}

/// Why a line read as chatter is raised instead: aimed at a role (`facciamo fuori il
/// veggente`), the same as before (`lo mismo que ayer`), a cancellation that cancels nothing,
/// a doubt of the order above.
fn chatter_raised(
    file: &OrderFile,
    line: &OrderLine,
    orders: &[OrderLine],
    (verbs, names): (&Verbs, &NameIndex),
) -> Option<Problem> {
    roles::chatter_at_a_role(file, line, verbs, names)
        .or_else(|| repeat::said_again(file, line, false, (verbs, names)))
        .or_else(|| cancel::unread(file, line, !orders.is_empty()))
        .or_else(|| afterthought::doubts_the_order_above(file, line, orders))
        .or_else(|| phrasal::phrase_unread(file, line, verbs))
}

/// Where `read_into` puts what it reads: the orders, the problems, and the lines whose verbs
/// are all in the future (with the problem each is beside orders).
type Read<'a> = (
    &'a mut Vec<OrderLine>,
    &'a mut Vec<Problem>,
    &'a mut Vec<(OrderLine, Problem)>,
);

/// A line after the `--` of the signature: chatter, or, when it reads as an order, the
/// master's to read.
fn in_the_signature(
    file: &mut OrderFile,
    line: OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<Problem> {
    match read_line(file, &line, verbs, names) {
        Reading::Chatter => {
            file.ignored.push(line);
            None
        }
        Reading::Orders(_) | Reading::Unsafe(_) => Some(
            Problem::new(
                Msg::new("err-order-after-signature")
                    .arg("file", &file.path)
                    .arg("line", line.line),
            )
            .at(&file.path, &file.source, line.span.clone())
            .help(
                Msg::new("help-order-after-signature")
                    .arg("pm", crate::core::set_aside::pm_name(&file.path))
                    .arg("line", line.line),
            ),
        ),
    }
}

pub(super) enum Reading {
    Orders(Vec<OrderLine>),
    Chatter,
    Unsafe(Box<Problem>),
}

/// Where a line's first `___` is in the file.
pub(super) fn first_blank_at(file: &OrderFile, line: &OrderLine) -> usize {
    let text = &file.source[line.span.clone()];
    line.span.start + text.find(crate::core::forms::BLANK).unwrap_or(text.len())
}

#[cfg(test)]
mod test_support;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_aside;
#[cfg(test)]
mod tests_asides;
#[cfg(test)]
mod tests_cancel;
#[cfg(test)]
mod tests_choices;
#[cfg(test)]
mod tests_clauses;
#[cfg(test)]
mod tests_doubts;
#[cfg(test)]
mod tests_lines;
#[cfg(test)]
mod tests_marks;
#[cfg(test)]
mod tests_no_vote;
#[cfg(test)]
mod tests_notes;
#[cfg(test)]
mod tests_own_role;
#[cfg(test)]
mod tests_partner;
#[cfg(test)]
mod tests_reading;
#[cfg(test)]
mod tests_remarks;
#[cfg(test)]
mod tests_settle;
#[cfg(test)]
mod tests_take_back;
#[cfg(test)]
mod tests_withdrawn;
