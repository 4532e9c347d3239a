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
//! A second verb after a change of mind (`rob Ana… no, better rob Dani`) starts a second
//! order on the same line; the later order of a kind replaces the earlier one
//! (`core::replaced`).

use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::names::{NameIndex, fold};
use crate::core::orders::{OrderFile, OrderLine, Word};

pub mod conditional;
mod corrections;
mod lead;
mod objects;
mod points;
pub use points::VerblessPoint;
mod reshape;
mod said;
mod short;
mod verbless;
mod verbs;
mod whole_pm;
pub(crate) mod words;
use reshape::*;
use verbless::*;
pub use verbs::Verbs;
use verbs::WHOLE_BY_ITSELF;
use whole_pm::*;
use words::*;

pub(super) fn folded_in(word: &Word, list: &[&str]) -> bool {
    list.contains(&fold(&word.text).as_str())
}

/// Whether a word names a player as written whole (name or alias, accents and case aside).
pub(super) fn names_a_player(word: &Word, names: &NameIndex) -> bool {
    names.is_exact(&word.text)
}

/// Whether any word of `words` could name a player: exactly, or by a unique prefix of three
/// letters or more.
pub(super) fn mentions_a_player(words: &[Word], names: &NameIndex) -> bool {
    words.iter().any(|w| {
        names_a_player(w, names)
            || (w.text.chars().count() >= 3 && names.resolve_unsuggested(&w.text).is_ok())
    })
}

/// What the intake made of a PM: its order lines stay in `file.lines` (starting at their
/// verb), the chatter moves to `file.ignored`; the unsafe lines are problems.
pub fn classify(file: &mut OrderFile, verbs: &Verbs, names: &NameIndex) -> Vec<Problem> {
    let mut problems = Vec::new();
    let mut orders = Vec::new();
    // Lines the master set aside (`ignore`) are already there: they are his call, not talk.
    let set_aside = file.ignored.len();
    let signature = crate::core::markup::signature_start(&file.source);
    // Struck-through text (`[s]emborrachar Carla[/s]`, `~~ver Ana~~`) is a withdrawn order:
    // never read. A line struck whole is listed with the ignored ones, as written.
    let struck = crate::core::markup::struck_ranges(&file.source);
    for mut line in std::mem::take(&mut file.lines) {
        let is_struck = |w: &Word| struck.iter().any(|s| s.contains(&w.span.start));
        if line.words.iter().any(is_struck) {
            line.words.retain(|w| !is_struck(w));
            if line.words.is_empty() {
                file.ignored.push(line);
                continue;
            }
        }
        // After the `--`, the signature: an order written there is the master's to read.
        if signature.is_some_and(|at| line.span.start >= at) {
            problems.extend(after_signature(file, line, verbs, names));
            continue;
        }
        // A line that only changes the previous order's choice (`marcar J` then `no, mejor la
        // N`): that order's verb with the new choice.
        let previous: Option<&OrderLine> = orders.last();
        if let Some(previous) = previous
            && let Some((0, at)) = corrections::change_of_mind(file, &line.words, 0)
            && !line.words[at..].iter().any(|w| verbs.is_verb(w))
        {
            let verb = previous.words[0].text.clone();
            file.withdrawn.push(previous.span.start);
            orders.push(corrections::corrected(&line, &verb, 0, at));
            continue;
        }
        // `pierdo las Palomitas si viene el Gilipollas`: an order given in advance, for when
        // its condition comes (`Ruleset::conditional_orders`), kept with its condition.
        if let Some((order, condition)) = conditional::read(file, &line, verbs, names) {
            file.conditions.push(condition);
            orders.push(order);
            continue;
        }
        match read_line(file, &line, verbs, names) {
            Reading::Orders(found) => {
                for order in found {
                    if let Some(previous) = orders.last()
                        && corrections::withdraws(file, previous, &order)
                    {
                        file.withdrawn.push(previous.span.start);
                    }
                    orders.push(order);
                }
            }
            Reading::Chatter => file.ignored.push(line),
            Reading::Unsafe(problem) => problems.push(*problem),
        }
    }
    if orders.is_empty() {
        if problems.is_empty() {
            problems.extend(no_order_but_a_name(file, set_aside, names, signature));
        }
    } else {
        problems.extend(whole_pm::names_but_not_read(
            file, set_aside, names, signature,
        ));
    }
    file.lines = orders;
    short::restated(file, &mut problems, verbs);
    problems.extend(quoted_orders(file, verbs, names));
    problems
}

/// A line after the `--` of a signature: chatter, or an order written there, raised.
fn after_signature(
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

pub(super) fn read_line(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> Reading {
    let words = &line.words;
    let is_verb_at = |i: usize| {
        let see_idiom =
            i > 0 && folded_in(&words[i - 1], SEE_IDIOM_BEFORE) && folded_in(&words[i], SEE_VERBS);
        // ... unless a reflexive pronoun makes it the verb: `me descarto de las Palomitas`
        // ("Ana se descarta de las Palomitas de Microondas").
        let reflexive = i > 0 && folded_in(&words[i - 1], REFLEXIVE);
        let noun = !reflexive && words.get(i + 1).is_some_and(|w| folded_in(w, NOUN_BEFORE));
        // `a VERB` is an order only as `voy a votar` (not `me voy a mirar el fútbol`).
        let going_to = |i: usize| {
            i >= 2
                && folded_in(&words[i - 2], &["voy", "vamos", "vas"])
                && !(i >= 3 && folded_in(&words[i - 3], &["me", "nos", "te"]))
        };
        let bare_a = i > 0 && fold(&words[i - 1].text) == "a" && !going_to(i);
        // `Que dispare ya`, `El que tome la carta`: after `que`, a form in `-e` is the
        // subjunctive (a wish about someone else), not the player's preterite.
        // `voy a votar`, `vado a uccidere`: going to do is the lead-in of the verb after it,
        // not a move (`voy a la Cocina` is one).
        // Nor is `voy a por` ("I go and get": `Voy a por la despensa`).
        let going_to_do = folded_in(&words[i], GOING)
            && words.get(i + 1).is_some_and(|w| folded_in(w, &["a", "ad"]))
            && words
                .get(i + 2)
                .is_some_and(|w| verbs.is_verb(w) || fold(&w.text) == "por");
        let subjunctive =
            i > 0 && fold(&words[i - 1].text) == "que" && fold(&words[i].text).ends_with('e');
        // A verb word before a colon and another verb is a noun announcing it (`Perdona
        // máster, cambio: mato a Gino`), not the order (`Voto: Ana`, `Ruta: G-H-F` are).
        // So is one joined to a verb of its own kind (`me voy de compras y compro el barril`).
        let joined = words
            .get(i + 1)
            .is_some_and(|w| folded_in(w, &["y", "e", "and"]))
            && words
                .get(i + 2)
                .is_some_and(|w| verbs.is_verb(w) && verbs.same_kind(&words[i], w));
        let announces = (file.source[words[i].span.end..].starts_with(':')
            && words.get(i + 1).is_some_and(|w| verbs.is_verb(w)))
            || joined;
        verbs.is_verb(&words[i])
            && !announces
            && (i == 0 || !folded_in(&words[i - 1], NOT_A_VERB_AFTER) || going_shopping(words, i))
            && !see_idiom
            && !noun
            && !bare_a
            && !subjunctive
            && !going_to_do
    };
    // The subject line a PM was pasted with (`Oggetto: Re: voto giorno 1`, `Asunto: Re: mi
    // voto`) is the forum's header, not an order: chatter. A vote only in the subject leaves the
    // PM with no order naming a player, which is refused (`err-no-order-but-a-name`).
    if folded_in(&words[0], SUBJECT) && file.source[words[0].span.end..].starts_with(':') {
        return Reading::Chatter;
    }
    if let Some(order) = red_vote(file, line, verbs, names) {
        // Under `Mirad lo que puso Ana en el hilo:`, the red name is Ana's, pasted: raised.
        return match said::cited_red(file, line, &order, names) {
            Some(problem) => Reading::Unsafe(Box::new(problem)),
            None => Reading::Orders(vec![order]),
        };
    }
    if let Some(order) = fronted_object(file, line, verbs, names) {
        return read_line(file, &order, verbs, names);
    }
    if let Some(order) = doing_the_noun(line, verbs) {
        return read_line(file, &order, verbs, names);
    }
    if let Some(order) = my_noun_goes_to(file, line, verbs, names) {
        return read_line(file, &order, verbs, names);
    }
    let Some(first) = (0..words.len()).find(|&i| is_verb_at(i)) else {
        // `me pongo un traje en la lavandería`: the order its object names.
        let places = |w: &[Word]| verbs.game_noun_at_start(w);
        if let Some(order) = objects::object_order(line, &verbs.object_orders, &places)
            .or_else(|| points::verbless_point(line, verbs))
        {
            return read_line(file, &order, verbs, names);
        }
        return no_verb(file, line, verbs, names);
    };
    // A form's line left as it came (`ver ___`): not an order. Half filled (`intercambiar Ana
    // ___`): a problem, never half an order.
    if file.source[line.span.clone()].contains(crate::core::forms::BLANK) {
        // Written by the player: a number, a name, a route or path, or a capitalised word
        // (a house) after the first blank; a form's fixed words are lower case (`scommetti
        // ___ giorno`) or come before its blanks (`usar N ___`).
        let first_blank = first_blank_at(file, line);
        let filled = words[first + 1..].iter().any(|w| {
            w.text.parse::<u32>().is_ok()
                || w.text.contains('-')
                || (w.span.start > first_blank
                    && w.text.chars().next().is_some_and(char::is_uppercase))
                || mentions_a_player(std::slice::from_ref(w), names)
        });
        if !filled {
            return Reading::Chatter;
        }
        return Reading::Unsafe(Box::new(
            Problem::new(
                Msg::new("err-form-half-filled")
                    .arg("file", &file.path)
                    .arg("line", line.line),
            )
            .at(&file.path, &file.source, line.span.clone())
            .help(Msg::new("help-form-half-filled").arg("blank", crate::core::forms::BLANK)),
        ));
    }
    // The words that lead into the verb are those of its own clause (`ok ricevuto. [b]Voto:
    // Alessia[/b]`, `dormito poco, comunque vota Rita`); a doubt anywhere in its sentence
    // (`si Ana es lobo, voto a Bruno`) makes it unsafe.
    let (sentence, clause) = sentence_and_clause(file, words, first);
    let sentence = lead::opening(file, words, sentence, first, verbs);
    let before = &words[clause.max(sentence)..first];
    let doubt = words[sentence..first].iter().any(|w| folded_in(w, DOUBT));
    // A capital inside a sentence is a name, not a verb (`Saluti, Marco`).
    let numbered = words[sentence..first]
        .iter()
        .any(|w| verbs.ruleset_lead_in(w))
        && words[sentence..first]
            .iter()
            .all(|w| verbs.ruleset_lead_in(w) || folded_in(w, LEAD_IN));
    let capital_inside = first > sentence
        && !numbered
        && words[first]
            .text
            .chars()
            .next()
            .is_some_and(char::is_uppercase);
    // A player named earlier in the sentence (`Carla escribió: voto a Gino`) is reported
    // speech or a comment, not a lead-in.
    let named_before = mentions_a_player(&words[sentence..first], names);
    let clean_lead_in = !doubt
        && !capital_inside
        && !named_before
        && lead::clean_before(before, verbs, &words[first])
        && !sentence_before(file, words, sentence, first).contains('¿');
    // A comma right after the verb makes it prose (`Now I see, Hugo was right`), unless the
    // verb is a whole order by itself (`Me abstengo, no lo tengo claro`).
    let comma_after = file.source[words[first].span.end..].starts_with(',')
        && !folded_in(&words[first], WHOLE_BY_ITSELF);
    if !clean_lead_in || comma_after {
        // A route on the line (`ruta, A-E-F`) is the master's to read, as one with no verb is.
        if mentions_a_player(words, names) || doubt || named_before || words.iter().any(is_route) {
            return unsafe_line(file, line, first);
        }
        // A verb inside prose on a numbered line, or naming the game's things (`4. Y con lo
        // que me queda juego la noche de juegos`): the master's to read.
        if verbs.numbered_line(words) || verbs.game_noun_in(words).is_some() {
            return unsafe_line(file, line, first);
        }
        return Reading::Chatter;
    }
    // A message the order carries is the player's own text: nothing in it is read (`usar R
    // P7 Esta noche vigila tu casa; creo que el asesino anda cerca.`).
    let free = verbs.free_text_at(words, first);
    // `voto Alessia, lascia stare il messaggio di prima`: the clause dismissing an earlier
    // message is about that message, not this order.
    let dismissed = free
        .is_none()
        .then(|| dismissing_clause(file, words, first, names))
        .flatten();
    let read_to = free.or(dismissed).unwrap_or(words.len());
    if hedged(&words[first + 1..read_to]) {
        return unsafe_line(file, line, first);
    }
    // A line that ends in `?` asks (`vote Hugo?`, `Vota Bruno?`), unless the question is a
    // text the order carries, opened with `¿` (`mensaje Fede ¿Quién te mató?`).
    let after_verb = &file.source[words[first].span.end..line.span.end];
    let last = words.last().expect("a word");
    if file.source[last.span.end..].starts_with('?')
        && !after_verb.contains('¿')
        && free.is_none_or(|at| at >= words.len())
    {
        return unsafe_line(file, line, first);
    }
    // A second verb after a change of mind starts the order that replaces this one.
    let mut starts = vec![first];
    let mut cuts = Vec::new();
    for i in first + 1..read_to {
        if !is_verb_at(i) {
            continue;
        }
        // A later verb negated in its own sentence (`robo a Ana. No robo a Bruno`) is a doubt:
        // the line is the master's to read. `no,` then a verb is a change of mind.
        let (own_sentence, _) = sentence_and_clause(file, words, i);
        let negated = (own_sentence.max(first + 1)..i).any(|m| {
            folded_in(&words[m], DOUBT)
                && !(fold(&words[m].text) == "no"
                    && file.source[words[m].span.end..].starts_with(','))
        });
        if negated {
            return unsafe_line(file, line, i);
        }
        let since = *starts.last().expect("a start") + 1;
        if let Some(marker) = (since..i).find(|&m| folded_in(&words[m], CHANGE_OF_MIND)) {
            cuts.push(marker);
            starts.push(i);
        } else if let Some(join) = joined_at(words, since, i) {
            // Two orders on one line (`ruta A-E-F-H-G-A y secuestro a Ginno`): both read.
            cuts.push(join);
            starts.push(i);
        }
    }
    // No second verb: a change of mind gives the later choice with this verb (`secuestro a
    // Hugo... no, mejor a Fede`).
    let mut correction = None;
    if starts.len() == 1
        && let Some((marker, at)) = corrections::change_of_mind(file, words, first + 2)
        && marker < read_to
    {
        cuts.push(marker);
        correction = Some(corrections::corrected(line, &words[first].text, marker, at));
    }
    cuts.push(dismissed.unwrap_or(words.len()));
    let mut found: Vec<OrderLine> = starts
        .iter()
        .zip(cuts)
        .map(|(&start, end)| {
            let end = end.max(start + 1);
            let clause: Vec<Word> = words[start..end].to_vec();
            let last_word_end = clause.last().expect("a word").span.end;
            let span_end = if end == words.len() {
                line.span.end
            } else {
                last_word_end
            };
            OrderLine {
                line: line.line,
                span: clause[0].span.start..span_end,
                words: clause,
            }
        })
        .collect();
    found.extend(correction);
    Reading::Orders(found)
}

/// Where the words joining a second order to the first start (`y`, `e poi`, `and then`),
/// when they stand right before the verb at `verb` and after the first order's verb.
fn joined_at(words: &[Word], since: usize, verb: usize) -> Option<usize> {
    let then = verb
        .checked_sub(1)
        .filter(|&j| j >= since && folded_in(&words[j], THEN))?;
    match then.checked_sub(1) {
        Some(j) if j >= since && folded_in(&words[j], AND) && !folded_in(&words[then], AND) => {
            Some(j)
        }
        _ => Some(then),
    }
}

/// Where a clause after the order's verb that only dismisses an earlier message starts
/// (`, lascia stare il messaggio di prima`, `, olvida el anterior`, `, ignore my last PM`):
/// after a comma, led by a word of [`DISMISS`], naming no player.
fn dismissing_clause(
    file: &OrderFile,
    words: &[Word],
    verb: usize,
    names: &NameIndex,
) -> Option<usize> {
    let at = (verb + 2..words.len()).find(|&i| {
        file.source[words[i - 1].span.end..words[i].span.start].contains(',')
            && folded_in(&words[i], DISMISS)
    })?;
    (!mentions_a_player(&words[at..], names)).then_some(at)
}

/// `ir de compras` ("to go shopping"): `compras` after `de` is the verb, not a noun.
fn going_shopping(words: &[Word], i: usize) -> bool {
    i >= 2
        && fold(&words[i - 1].text) == "de"
        && folded_in(
            &words[i - 2],
            &[
                "voy", "vamos", "vas", "va", "ir", "fui", "ire", "irme", "vado",
            ],
        )
}

/// Where a line's first `___` is in the file.
pub(super) fn first_blank_at(file: &OrderFile, line: &OrderLine) -> usize {
    let text = &file.source[line.span.clone()];
    line.span.start + text.find(crate::core::forms::BLANK).unwrap_or(text.len())
}

/// Where the sentence and the clause of word `at` start: after the last `.`, `!`, `?`, `…` or
/// `[b]` (a new sentence), or `,`, `;`, `:` (a new clause), written between two words before it.
pub(super) fn sentence_and_clause(file: &OrderFile, words: &[Word], at: usize) -> (usize, usize) {
    let mut sentence = 0;
    let mut clause = 0;
    for i in 1..=at {
        let gap = &file.source[words[i - 1].span.end..words[i].span.start];
        if gap.contains(['.', '!', '?', '…']) || gap.to_ascii_lowercase().contains("[b]") {
            sentence = i;
            clause = i;
        } else if gap.contains([',', ';', ':']) {
            clause = i;
        }
    }
    (sentence, clause)
}

/// What was written in the verb's sentence before it, markup included.
pub(super) fn sentence_before<'a>(
    file: &'a OrderFile,
    words: &[Word],
    sentence: usize,
    verb: usize,
) -> &'a str {
    let end = words[verb].span.start;
    let start = if sentence > 0 {
        words[sentence - 1].span.end
    } else {
        let before = &file.source[..end];
        before
            .rfind(crate::core::text::is_line_break)
            .map_or(0, |i| {
                i + before[i..].chars().next().map_or(1, char::len_utf8)
            })
    };
    &file.source[start..end]
}

#[cfg(test)]
mod tests;
