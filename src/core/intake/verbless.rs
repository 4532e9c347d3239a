//! A line with no verb of the ruleset: chatter only when it names nothing of the game.

use super::*;
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::names::{NameIndex, fold};
use crate::core::orders::{OrderFile, OrderLine, Word};

/// A line with no verb: chatter, unless it looks like a misspelt order naming a player.
pub(super) fn no_verb(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> Reading {
    if let Some(reading) = abstention_without_one(file, line, verbs) {
        return reading;
    }
    let misspelt = misspelt_verb(line, verbs, names);
    // What an order would aim at: a player, or a route or house (`rura A-E-A`); not the
    // PM's own sender (`Ciao master, sono Marta`). It comes after the misspelt verb: `A dopo!`
    // ("see you later") aims at nothing (`A` is no house before `dopo`).
    let after_verb = misspelt.map_or(0, |(i, _)| i + 1);
    // Looked for only when a misspelt verb or an order's noun needs it.
    let me = fold(&file.player);
    let names_another = || {
        line.words[after_verb..]
            .iter()
            .filter(|w| !names.resolve_word(w).is_ok_and(|p| fold(&p) == me))
            .any(|w| mentions_a_player(std::slice::from_ref(w), names))
    };
    let aims = || {
        names_another()
            || line.words[after_verb..].iter().any(|w| {
                let t = w.text.as_str();
                (t.contains('-') && t.split('-').all(|p| !p.is_empty() && p.len() <= 3))
                    || (t.chars().count() == 1 && t.chars().all(char::is_uppercase))
            })
    };
    // A route or path with no verb (`Esta noche: G-H-F`, `Mi recorrido G-H-F`): the master's
    // to read, never chatter in silence.
    if misspelt.is_none()
        && let Some(route) = line.words.iter().find(|w| is_route(w))
    {
        return asked(
            file,
            line,
            route.span.clone(),
            Msg::new("help-route-without-verb").arg("route", &route.text),
        );
    }
    if let Some((i, verb)) = misspelt.filter(|_| aims()) {
        return asked(
            file,
            line,
            line.words[i].span.clone(),
            Msg::new("help-misspelt-verb")
                .arg("verb", verb)
                .arg("pm", crate::core::set_aside::pm_name(&file.path))
                .arg("line", line.line),
        );
    }
    // `mejor otro día` under an order: that order put off, never talk beside it.
    if let Some(at) = super::later::change_to_later(line) {
        return Reading::Unsafe(Box::new(super::later::put_off(file, line, at)));
    }
    if let Some(change) = changes_a_choice(line) {
        return change_asked(file, line, change);
    }
    match line
        .words
        .iter()
        .find(|w| verbs.order_nouns.contains(w.folded()))
    {
        // `cojo la pistola y se la doy a Héctor`, `pongo a Hugo en el libro de la capilla`:
        // a player and the thing an order uses, without its verb.
        Some(noun) if names_another() => asked(
            file,
            line,
            noun.span.clone(),
            Msg::new("help-order-noun")
                .arg("noun", &noun.text)
                .arg("pm", crate::core::set_aside::pm_name(&file.path))
                .arg("line", line.line),
        ),
        _ => speaks_of_the_game(file, line, verbs),
    }
}

/// An abstention where the rules have none (`me abstengo` in chechino): not chatter, or the
/// player would be warned for not voting; the master tells him to vote. Said inside prose
/// (`Me quedo fuera - me abstengo hoy`) it is the master's to read all the same: an order of
/// abstaining where the rules have one, the rules' refusal where they have none.
fn abstention_without_one(file: &OrderFile, line: &OrderLine, verbs: &Verbs) -> Option<Reading> {
    let words = &line.words;
    let lead = words.iter().position(|w| !lead_in(w) && w.folded() != "me");
    let at = lead
        .filter(|&at| folded_in(&words[at], ABSTAIN))
        .or_else(|| words.iter().position(|w| folded_in(w, ABSTAIN)))?;
    if verbs.spellings.contains(words[at].folded()) {
        return Some(unsafe_line(file, line, at));
    }
    Some(Reading::Unsafe(Box::new(
        Problem::new(
            Msg::new("err-no-abstention")
                .arg("file", &file.path)
                .arg("line", line.line),
        )
        .at(&file.path, &file.source, line.words[at].span.clone())
        .help(Msg::new("help-no-abstention")),
    )))
}

/// A word one letter from a verb where a verb would be: first, or after lead-in words only
/// (`vtoo Ana`, `Hola, vtoo Ana`); `dopo` in the middle of a sentence is not a misspelt
/// `dono`, nor a player's own name (`Mario` is not `marco`). Its place and the verb.
fn misspelt_verb<'v>(
    line: &OrderLine,
    verbs: &'v Verbs,
    names: &NameIndex,
) -> Option<(usize, &'v str)> {
    line.words
        .iter()
        .enumerate()
        .filter(|(_, w)| !names.is_exact_word(w))
        .take_while(|(i, _)| line.words[..*i].iter().all(lead_in))
        .find_map(|(i, w)| verbs.near(w).map(|v| (i, v)))
}

/// A line that looks like an order without one read: the master's to read, at `at`, with
/// what was probably meant.
fn asked(file: &OrderFile, line: &OrderLine, at: std::ops::Range<usize>, help: Msg) -> Reading {
    Reading::Unsafe(Box::new(
        Problem::new(
            Msg::new("err-unsafe-order")
                .arg("file", &file.path)
                .arg("line", line.line),
        )
        .at(&file.path, &file.source, at)
        .label(Msg::new("label-unsafe-order"))
        .help(help),
    ))
}

/// A line with no verb read that still speaks of the game: led by a play or point number in
/// a ruleset that numbers them (`3. Me voy de compras: Bizcocho de Hachís`), or naming one of
/// the game's things (`La chica hambienta va al cuarto de Patri`). Never chatter in silence:
/// a problem at its line, with the thing it names.
pub(super) fn speaks_of_the_game(file: &OrderFile, line: &OrderLine, verbs: &Verbs) -> Reading {
    let noun = verbs.game_noun_of(&file.player, &line.words);
    // A numbered postscript (`2. PD: Carla mintió`) is the afterword, no point of the list.
    let afterword = || super::aside::postscript_line(file, &line.words, verbs).is_some();
    if noun.is_none()
        && (!verbs.numbered_line(&line.words) || closing_aside(file, line) || afterword())
    {
        return Reading::Chatter;
    }
    let help = match &noun {
        Some(span) => Msg::new("help-names-the-game").arg("noun", &file.source[span.clone()]),
        None => Msg::new("help-numbered-line"),
    };
    Reading::Unsafe(Box::new(
        Problem::new(
            Msg::new("err-speaks-of-the-game")
                .arg("file", &file.path)
                .arg("line", line.line),
        )
        .at(&file.path, &file.source, noun.unwrap_or(line.span.clone()))
        .label(Msg::new("label-unsafe-order"))
        .help(
            help.arg("pm", crate::core::set_aside::pm_name(&file.path))
                .arg("line", line.line),
        ),
    ))
}

/// A route or path as the rulebook writes them: places of up to three letters and digits,
/// each with its capital, joined by dashes (`G-H-F`, `N-S3-S1`, `C-D`).
pub(super) fn is_route(word: &Word) -> bool {
    let mut parts = word.text.split('-');
    parts.clone().nth(1).is_some()
        && parts.all(|p| {
            (1..=3).contains(&p.chars().count())
                && p.chars().next().is_some_and(|c| c.is_ascii_uppercase())
                && p.chars()
                    .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
        })
}

/// A verb inside prose that names a player: shown to the master, never guessed.
pub(super) fn unsafe_line(file: &OrderFile, line: &OrderLine, verb_at: usize) -> Reading {
    Reading::Unsafe(Box::new(unsafe_problem(
        file,
        line,
        &line.words[verb_at].text,
    )))
}

/// The problem of a line that looks like an order of `verb` but cannot be read safely.
pub(super) fn unsafe_problem(file: &OrderFile, line: &OrderLine, verb: &str) -> Problem {
    unsafe_problem_why(file, line, verb, "err-unsafe-order")
}

/// [`unsafe_problem`] told with its own reason (`err`, a message taking `file` and `line`):
/// the same label and the same help, to send the order alone or set the line aside.
pub(super) fn unsafe_problem_why(
    file: &OrderFile,
    line: &OrderLine,
    verb: &str,
    err: &str,
) -> Problem {
    Problem::new(Msg::new(err).arg("file", &file.path).arg("line", line.line))
        .at(&file.path, &file.source, line.span.clone())
        .label(Msg::new("label-unsafe-order"))
        .help(
            Msg::new("help-unsafe-order")
                .arg("verb", verb)
                .arg("pm", crate::core::set_aside::pm_name(&file.path))
                .arg("line", line.line),
        )
}

/// Words of a change of mind, and the choices it may name without a player: a number, an
/// ordinal (a center card), a house's or passage's letter.
const CHANGE: &[&str] = &["mejor", "meglio", "better", "anzi", "rather"];
const ORDINALS: &[&str] = &[
    "primera", "segunda", "tercera", "primero", "segundo", "tercero", "prima", "seconda", "terza",
    "primo", "secondo", "terzo", "first", "second", "third",
];

/// A change of mind that names a choice with no verb and no player (`aunque mejor la tercera,
/// que la 1 me da mal rollo`; `en vez de la B mejor me quedo en la A`): never chatter in
/// silence, the master's to read (review break6 F6). Its word of change.
fn changes_a_choice(line: &OrderLine) -> Option<&Word> {
    let change = line.words.iter().find(|w| folded_in(w, CHANGE))?;
    let choice = |w: &Word| {
        w.text.chars().all(|c| c.is_ascii_digit())
            || folded_in(w, ORDINALS)
            || (w.text.chars().count() == 1 && w.text.chars().all(char::is_uppercase))
    };
    line.words.iter().any(choice).then_some(change)
}

/// [`changes_a_choice`]'s line, raised at its word of change.
fn change_asked(file: &OrderFile, line: &OrderLine, change: &Word) -> Reading {
    let help = Msg::new("help-change-without-verb")
        .arg("pm", crate::core::set_aside::pm_name(&file.path))
        .arg("line", line.line);
    asked(file, line, change.span.clone(), help)
}

/// Words of a list's closing aside: nothing more, thanks (`2. (nada más, gracias)`, `3. (niente
/// altro, grazie)`, `3. (that's all, thanks)`).
const CLOSING: &[&str] = &[
    "nada", "mas", "gracias", "eso", "es", "todo", "niente", "altro", "grazie", "e", "tutto",
    "nothing", "else", "that's", "thats", "all", "thanks", "thank", "you", "por", "hoy", "per",
    "oggi", "for", "today", "now",
];

/// Whether a numbered line is only a closing aside in brackets after its number, every word
/// of [`CLOSING`] and one saying nothing more (`mas`, `altro`, `else`, `todo`, `tutto`,
/// `all`): chatter, no point of the list (a bare `2. nada` stays the master's to read).
fn closing_aside(file: &OrderFile, line: &OrderLine) -> bool {
    let [_, rest @ ..] = line.words.as_slice() else {
        return false;
    };
    let (Some(first), Some(last)) = (rest.first(), rest.last()) else {
        return false;
    };
    let inside = &file.source[first.span.start..last.span.end];
    let bracketed = file.source[line.span.start..first.span.start].ends_with('(')
        && file.source[last.span.end..line.span.end]
            .trim_end()
            .ends_with(')')
        && !inside.contains(['(', ')']);
    bracketed
        && rest.iter().all(|w| folded_in(w, CLOSING))
        && rest
            .iter()
            .any(|w| folded_in(w, &["mas", "altro", "else", "todo", "tutto", "all"]))
}
