//! One line of a PM read: where its verb is, whether what leads into it is a clean lead-in,
//! whether it is asked or hedged, and the orders it holds (a change of mind, two orders joined).

use super::*;
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, OrderLine, Word};

mod cuts;
pub(super) use cuts::clauses;
use cuts::{joined_at, said_again_after_comma};

/// What one line of a PM is: its orders, chatter, or a problem at its line.
pub(super) fn read_line(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> Reading {
    let words = &line.words;
    if let Some(reading) = whole_line(file, line, verbs, names) {
        return reading;
    }
    let verb = (0..words.len()).find(|&i| verb_at(file, words, verbs, i));
    // `paseo por G, A y C, y mato a Hugo`: the walk told before the verb is an order too.
    if let Some(order) = joined::walk_told(line, verbs, verb) {
        return read_line(file, &order, verbs, names);
    }
    let Some(first) = verb else {
        return without_verb(file, line, verbs, names);
    };
    if let Some(reading) = form_line(file, line, first, names) {
        return reading;
    }
    // `Caccio la Chica da Bruno, il Gilipollas da Carla`: the verb shared (`gapping`);
    // `Con Franco proteggiamo Marta`: the partner the order was agreed with, not its subject.
    if let Some(order) = super::gapping::gapped(file, line, first, verbs, names)
        .or_else(|| joined::with_partner(file, line, first, verbs, names))
    {
        return read_line(file, &order, verbs, names);
    }
    if let Some(raised) = with_a_player(file, line, first, names) {
        return raised;
    }
    // `Descartado: robar a Bruno`: a label against the order makes the line no order.
    if let Some(reading) = super::label::labelled_against(file, line, first, (verbs, names)) {
        return reading;
    }
    if let Some(reading) = not_led_in(file, line, first, verbs, names) {
        return super::settled::or_settled(file, line, first, (verbs, names), reading);
    }
    // `Desempato a favor de Carla si hace falta. Voto Carla.`: the tie-break's own condition
    // left out, the line read again.
    if let Some(rest) = super::settled::tie_break_condition(file, line, first, verbs) {
        return read_line(file, &rest, verbs, names);
    }
    // A message the order carries is the player's own text: nothing in it is read (`usar R
    // P7 Esta noche vigila tu casa; creo que el asesino anda cerca.`).
    let free = verbs
        .free_text_at(words, first)
        .filter(|_| !note_then_order(file, words, first, verbs));
    let ends = || super::tail::order_ends(file, words, first, (verbs, names));
    let dismissed = free.is_none().then(ends).flatten();
    let read_to = free.or(dismissed).unwrap_or(words.len());
    // `Emborracho a Ana, que vota raro. Mi voto: Gino`: a later sentence that is an order by
    // itself is read as one; the reason before it ends with its sentence.
    if let Some(reading) =
        super::sentences::later_sentences(file, line, first, read_to, verbs, names)
            .or_else(|| joined::tie_break_joined(file, line, first, read_to, verbs, names))
            .or_else(|| joined::place_then_verb(file, line, first, read_to, verbs, names))
            .or_else(|| super::settled::joke_then_order(file, line, first, (verbs, names)))
    {
        return reading;
    }
    if hedged(&words[first + 1..read_to], file.lang)
        || super::narrative::asks(file, line, first, free)
    {
        return unsafe_line(file, line, first);
    }
    let (starts, cuts) = match later_orders(file, line, first, read_to, verbs, names) {
        Ok(found) => found,
        Err(reading) => return reading,
    };
    let dismissed = dismissed.unwrap_or(words.len());
    super::settled::with_correction(
        file,
        line,
        (first, read_to, dismissed),
        &starts,
        (cuts, names),
    )
}

/// `voto con Marta`: with her, not on her: raised (`joined::with_a_player_after_the_verb`).
fn with_a_player(
    file: &OrderFile,
    line: &OrderLine,
    first: usize,
    names: &NameIndex,
) -> Option<Reading> {
    joined::with_a_player_after_the_verb(file, line, first, names).then(|| {
        let verb = &line.words[first].text;
        // The player's own words from the verb on (`proteggo con Giulia`), never an example.
        let said = file.source[line.words[first].span.start..line.span.end].trim_end();
        let mut problem = unsafe_problem_why(file, line, verb, "err-order-with-a-player");
        problem.msg = problem.msg.arg("said", said);
        Reading::Unsafe(Box::new(problem))
    })
}

/// What the whole line is before its verb is looked for: an order with the sender's own name
/// as its subject, a subject line, points named by their things, an order said otherwise.
fn whole_line(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<Reading> {
    // `Carla pule la plata`: the sender's own name as his order's subject (`own_subject`).
    if let Some(own) = super::own_subject::without_own_name(file, line, verbs) {
        return Some(read_line(file, &own, verbs, names));
    }
    // `Descarte: nada` in a copied form of the turn: a step left empty, no order.
    if super::turn_headings::empty_step(file, line, verbs) {
        return Some(Reading::Chatter);
    }
    // `My vote → Carla`, `Voto final: Carla`, `switch Bruno <-> Carla` (`arrows`).
    if let Some(order) = super::arrows::marked_label(file, line, |w| verbs.is_verb(w))
        .or_else(|| super::arrows::both_ways(line, names))
    {
        return Some(read_line(file, &order, verbs, names));
    }
    let words = &line.words;
    // The subject line a PM was pasted with (`Oggetto: Re: voto giorno 1`, `Asunto: Re: mi
    // voto`) is the forum's header, not an order: chatter. A vote only in the subject leaves the
    // PM with no order naming a player, which is refused (`err-no-order-but-a-name`).
    if folded_in(&words[0], SUBJECT) && file.source[words[0].span.end..].starts_with(':') {
        return Some(Reading::Chatter);
    }
    // The subject a PM was filed with, holding no whole order (`voto`): chatter.
    if super::filed_subject::subject_without_order(file, line, (verbs, names)) {
        return Some(Reading::Chatter);
    }
    // `Juego el Gato, luego Noche de Juegos`: a point named by its thing after `luego`.
    if let Some(order) = super::sequenced::sequenced_things(file, line, verbs) {
        return Some(read_line(file, &order, verbs, names));
    }
    said_otherwise(file, line, verbs, names)
}

/// Whether the note at `first` has an order after it on its line: a note's words are the
/// player's own, but that order is read (`me guardo las Palomitas y descarto el Bizcocho`,
/// `Tiradas: paso. Tiempo libre: juego …`; review break6 F2); not one in the future (`Hoy
/// paso, ya jugaré mañana`), which is the note's.
fn note_then_order(file: &OrderFile, words: &[Word], first: usize, verbs: &Verbs) -> bool {
    verbs.is_note(&words[first])
        && (first + 1..words.len()).any(|i| {
            verb_at(file, words, verbs, i)
                && !verbs.is_note(&words[i])
                && !super::remarks::in_the_future(&words[i])
        })
}

/// A line with no verb: the order its object, its number, a thing held or its route names, read
/// as that order; else chatter or raised ([`no_verb`]).
fn without_verb(file: &OrderFile, line: &OrderLine, verbs: &Verbs, names: &NameIndex) -> Reading {
    // `TIEMPO LIBRE` alone on its line: a heading of the post, no order (`headings`).
    if super::turn_headings::heading_line(file, line, verbs) {
        return Reading::Chatter;
    }
    // `me pongo un traje en la lavandería`: the order its object names.
    let places = |w: &[Word]| verbs.game_noun_at_start(w);
    if let Some(order) = objects::object_order(
        &file.source,
        (line, verbs.numbered_line(&line.words)),
        &verbs.object_orders,
        &places,
    )
    .or_else(|| points::verbless_point(file, line, verbs))
    .or_else(|| super::turn_headings::under_a_heading(file, line, verbs))
    .or_else(|| points::glossed_point(file, line, verbs, names))
    .or_else(|| points::held_thing(file, line, verbs))
    .or_else(|| points::fronted_held_thing(file, line, verbs))
    .or_else(|| joined::bare_route(file, line, verbs, names))
    {
        return read_line(file, &order, verbs, names);
    }
    // `ni idea, la guardo`: a note opening a clause.
    if let Some(at) = notes::note_in_clause(file, &line.words, 0, verbs) {
        return notes::from_verb(line, at);
    }
    no_verb(file, line, verbs, names)
}

/// A line that says an order in other words, read as the order it states: a name alone in
/// red, an object fronted before the verb, a verb of doing before the order's noun, `il mio
/// voto va a`.
fn said_otherwise(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<Reading> {
    // `el resto me quedo`: as many orders as the line does not count.
    if let Some(reading) = super::the_rest::for_the_rest(file, line, verbs) {
        return Some(reading);
    }
    if let Some(reading) = super::settled::red_corrected(file, line, verbs, names) {
        return Some(reading);
    }
    if let Some(order) = red_vote(file, line, verbs, names)
        .or_else(|| super::settled::red_after_a_question(file, line, verbs, names))
        .or_else(|| ballot_vote(file, line, verbs, names))
    {
        // Under `Mirad lo que puso Ana en el hilo:`, the red name is Ana's, pasted: raised.
        return Some(match said::cited_red(file, line, &order, names) {
            Some(problem) => Reading::Unsafe(Box::new(problem)),
            None => Reading::Orders(vec![order]),
        });
    }
    // `ieri ho votato Luca, oggi voto Marta`: what he did before, then the order.
    // `Vidente -> Bruno`, `uso il mio potere su Gino`: the sender's role's one order.
    let order = super::own_role::own_role_order(file, line, verbs)
        .or_else(|| phrasal::phrasal_order(file, line, verbs, names))
        .or_else(|| super::narrative::told_then_order(file, line, verbs, names))
        .or_else(|| fronted_object(file, line, verbs, names))
        .or_else(|| doing_the_noun(line, verbs))
        .or_else(|| my_noun_goes_to(file, line, verbs, names))
        .or_else(|| fronted_aim(file, line, verbs))
        .or_else(|| joined::place_first(file, line, verbs))
        .or_else(|| joined::tie_break_said(file, line, verbs, names))
        .or_else(|| addressed_order(file, line, verbs, names))?;
    Some(read_line(file, &order, verbs, names))
}

/// Whether word `i` of a line is the verb of an order: a verb of the ruleset, not a noun
/// (`il mio voto`, `cambio de planes`), not an idiom (`a ver`), not another's wish (`que
/// dispare`), not `voy a` leading into the verb after it, not a verb announcing another.
fn verb_at(file: &OrderFile, words: &[Word], verbs: &Verbs, i: usize) -> bool {
    // Most words are no verb: nothing else to weigh.
    if !verbs.is_verb(&words[i]) {
        return false;
    }
    let see_idiom =
        i > 0 && folded_in(&words[i - 1], SEE_IDIOM_BEFORE) && folded_in(&words[i], SEE_VERBS);
    // ... unless a reflexive pronoun makes it the verb: `me descarto de las Palomitas`
    // ("Ana se descarta de las Palomitas de Microondas").
    let reflexive = i > 0 && folded_in(&words[i - 1], REFLEXIVE);
    // `salgo del pasaje`, `vuelvo de la cocina`: a verb of leaving says where from.
    let noun = !reflexive
        && !folded_in(&words[i], LEAVING)
        && words.get(i + 1).is_some_and(|w| folded_in(w, NOUN_BEFORE));
    // `a VERB` is an order only as `voy a votar` (not `me voy a mirar el fútbol`).
    let going_to = |i: usize| {
        i >= 2
            && folded_in(
                &words[i - 2],
                &["voy", "vamos", "vas", "vado", "andiamo", "vai"],
            )
            && !(i >= 3 && folded_in(&words[i - 3], &["me", "nos", "te", "ne"]))
    };
    let bare_a = i > 0 && words[i - 1].folded() == "a" && !going_to(i);
    // `Que dispare ya`, `El que tome la carta`: after `que`, a form in `-e` is the
    // subjunctive (a wish about someone else), not the player's preterite.
    let subjunctive = i > 0 && words[i - 1].folded() == "que" && words[i].folded().ends_with('e');
    // `voy a votar`, `voy a por`, `voy a arrasar!`: going, not a move.
    let going_to_do = super::going::leads_into(file, words, verbs, i);
    // Italian `si` before a verb makes it impersonal or reflexive (`visto che si vota oggi`):
    // nobody's order.
    // So does Spanish `se` before a third person (`Hoy no se compra nada`: a jibe at the
    // player, nobody's order; `se lo doy` has its pronoun between).
    let italian = file.lang == Some(crate::core::msg::Lang::It);
    let third = |w: &Word| w.folded().ends_with(['a', 'e']) || w.folded().ends_with("an");
    let impersonal = i > 0
        && ((italian && words[i - 1].folded() == "si")
            || (!italian && words[i - 1].folded() == "se" && third(&words[i])))
        && file.source[words[i - 1].span.end..words[i].span.start]
            .trim()
            .is_empty();
    // `la vi salir de la cocina`, `I saw him vent`: what the sender saw another do, not his
    // order (Italian `vi` is "you" or "there": not asked there).
    let seen =
        i > 0 && file.lang != Some(crate::core::msg::Lang::It) && folded_in(&words[i - 1], SAW);
    // A verb word before a colon and another verb is a noun announcing it (`Perdona
    // máster, cambio: mato a Gino`), not the order (`Voto: Ana`, `Ruta: G-H-F` are).
    // So is one joined to a verb of its own kind (`me voy de compras y compro el barril`).
    let joined = words.get(i + 1).is_some_and(joins)
        && words
            .get(i + 2)
            .is_some_and(|w| verbs.is_verb(w) && verbs.same_kind(&words[i], w));
    let announces = (file.source[words[i].span.end..].starts_with(':')
        && words.get(i + 1).is_some_and(|w| verbs.is_verb(w)))
        || joined;
    // `Lo voto: Bruno`, `la proteggo: Olga`: a pronoun standing for the player after the colon,
    // before a verb in the first person (`la ruta: A-B` is the noun).
    let clitic = i > 0
        && folded_in(&words[i - 1], &["lo", "la"])
        && words[i].folded().ends_with('o')
        && file.source[words[i].span.end..].starts_with(':');
    !announces
        && (i == 0
            || !lead::noun_before(file, words, i)
            || super::going::shopping(words, i)
            || clitic)
        && !see_idiom
        && !noun
        && !bare_a
        && !subjunctive
        && !impersonal
        && !seen
        && !going_to_do
        && !super::narrative::gerund_idiom(file, words, verbs, i)
        && !super::narrative::gerund_idiom(file, words, verbs, i + 1)
}

/// A form's line left as it came (`ver ___`): not an order. Half filled (`intercambiar Ana
/// ___`): a problem, never half an order. `None` for a line with no blank.
fn form_line(
    file: &OrderFile,
    line: &OrderLine,
    first: usize,
    names: &NameIndex,
) -> Option<Reading> {
    if !file.source[line.span.clone()].contains(crate::core::forms::BLANK) {
        return None;
    }
    // Written by the player: a number, a name, a route or path, or a capitalised word
    // (a house) after the first blank; a form's fixed words are lower case (`scommetti
    // ___ giorno`) or come before its blanks (`usar N ___`).
    let first_blank = first_blank_at(file, line);
    let filled = line.words[first + 1..].iter().any(|w| {
        w.text.parse::<u32>().is_ok()
            || w.text.contains('-')
            || (w.span.start > first_blank && w.text.chars().next().is_some_and(char::is_uppercase))
            || mentions_a_player(std::slice::from_ref(w), names)
    });
    if !filled {
        return Some(Reading::Chatter);
    }
    Some(Reading::Unsafe(Box::new(
        Problem::new(
            Msg::new("err-form-half-filled")
                .arg("file", &file.path)
                .arg("line", line.line),
        )
        .at(&file.path, &file.source, line.span.clone())
        .help(Msg::new("help-form-half-filled").arg("blank", crate::core::forms::BLANK)),
    )))
}

/// What a line whose verb is not cleanly led into is: `None` when the words before the verb
/// only lead into it; else chatter, or a problem when the line names a player, doubts, a route
/// or the game's things.
fn not_led_in(
    file: &OrderFile,
    line: &OrderLine,
    first: usize,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<Reading> {
    let words = &line.words;
    // The words that lead into the verb are those of its own clause (`ok ricevuto. [b]Voto:
    // Alessia[/b]`, `dormito poco, comunque vota Rita`); a doubt anywhere in its sentence
    // (`si Ana es lobo, voto a Bruno`) makes it unsafe.
    let (sentence, clause) = sentence_and_clause(file, words, first);
    let sentence = lead::opening(file, words, sentence, first, verbs);
    let sentence = said::own_reasoning(file, words, sentence, first, names);
    let before = &words[clause.max(sentence)..first];
    // A negation doubts the order in its own clause; a condition, a maybe or reported speech
    // anywhere in its sentence.
    // What the sender saw is a doubt only in the verb's own clause (`vi a Hugo votar a Luca`;
    // not `Lo vi anoche con mis propios ojos: voto a Bruno`).
    let doubt = (sentence..first).any(|i| match folded_in(&words[i], NEGATIONS) {
        true => i >= clause,
        false => {
            super::sentences::doubt_in(file, words, i)
                && (i >= clause || !folded_in(&words[i], SAW))
        }
    });
    // A capital inside a sentence is a name, not a verb (`Saluti, Marco`).
    let numbered = words[sentence..first]
        .iter()
        .any(|w| verbs.ruleset_lead_in(w))
        && words[sentence..first]
            .iter()
            .all(|w| verbs.ruleset_lead_in(w) || lead_in(w));
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
        && lead::clean_before(before, verbs, &words[first], first + 1 == words.len())
        && !sentence_before(file, words, sentence, first).contains('¿');
    // A comma right after the verb makes it prose (`Now I see, Hugo was right`), unless the
    // verb is a whole order by itself (`Me abstengo, no lo tengo claro`).
    let comma_after = file.source[words[first].span.end..].starts_with(',')
        && !folded_in(&words[first], WHOLE_BY_ITSELF)
        && !verbs.is_note(&words[first])
        && super::tail::prose_tail(file, words, first, verbs, names) != Some(first + 1)
        && !said_again_after_comma(file, words, clause.max(sentence), first);
    if clean_lead_in && !comma_after {
        return None;
    }
    // `ni idea de qué hacer con la motosierra, la guardo`: a note opening a later clause.
    if let Some(at) = notes::note_in_clause(file, words, first, verbs) {
        return Some(notes::from_verb(line, at));
    }
    // A route on the line (`ruta, A-E-F`) is the master's to read, as one with no verb is.
    if mentions_a_player(words, names) || doubt || named_before || words.iter().any(is_route) {
        return Some(unsafe_line(file, line, first));
    }
    // A verb inside prose on a numbered line, or naming the game's things (`4. Y con lo
    // que me queda juego la noche de juegos`): the master's to read.
    if verbs.numbered_line(words) || verbs.game_noun_of(&file.player, words).is_some() {
        return Some(unsafe_line(file, line, first));
    }
    Some(Reading::Chatter)
}

/// Where the orders of a line start (its first verb, then each verb after a change of mind
/// or joined to the one before: `ruta A-E-F y secuestro a Gino`), and where each but the last
/// ends; a later verb negated in its own sentence makes the line a problem.
fn later_orders(
    file: &OrderFile,
    line: &OrderLine,
    first: usize,
    read_to: usize,
    verbs: &Verbs,
    names: &NameIndex,
) -> Result<(Vec<usize>, Vec<usize>), Reading> {
    let words = &line.words;
    let mut starts = vec![first];
    let mut cuts = Vec::new();
    for i in first + 1..read_to {
        // `no espera`, `no aspetta`: the change of mind's own words, not a verb (among-us's
        // `esperar`).
        let marks_a_change =
            folded_in(&words[i - 1], &["no", "non"]) && folded_in(&words[i], corrections::AFTER_NO);
        if marks_a_change || !verb_at(file, words, verbs, i) {
            continue;
        }
        // A later verb negated in its own sentence (`robo a Ana. No robo a Bruno`) is a doubt:
        // the line is the master's to read. `no,` or `no aspetta` then a verb is a change of
        // mind (`voto Nico, no aspetta, voto Paolo`).
        let (own_sentence, _) = sentence_and_clause(file, words, i);
        let negated = (own_sentence.max(first + 1)..i).any(|m| {
            (folded_in(&words[m], NEGATIONS) || super::sentences::doubt_in(file, words, m))
                && !corrections::no_changes_mind(file, words, m)
        });
        if negated {
            // `Ruta O-N-M-P-O, esta noche no uso nada`: a clause saying no order of another
            // kind ends the orders; a note, not a doubt about the route.
            return match nothing_of_another_kind(file, line, (first, i), verbs, names) {
                Some(clause) => {
                    cuts.push(clause);
                    Ok((starts, cuts))
                }
                None => Err(unsafe_line(file, line, i)),
            };
        }
        let since = *starts.last().expect("a start") + 1;
        if let Some(marker) = (since..i).find(|&m| folded_in(&words[m], CHANGE_OF_MIND)) {
            cuts.push(marker);
            starts.push(i);
        } else if let Some(join) = joined_at(words, since, i) {
            // Two orders on one line (`ruta A-E-F-H-G-A y secuestro a Ginno`): both read.
            cuts.push(join);
            starts.push(i);
        } else if let Some(cut) = points::inline_point(file, words, since, i, verbs)
            .or_else(|| after_a_comma(file, words, since - 1, i, verbs, names))
            .or_else(|| new_sentence(file, words, i).then_some(i))
            .or_else(|| cuts::after_a_thing(words, since, i, verbs, names))
        {
            // `1º me muevo al Pasillo 2º me quedo`; `ruta G-H-G, mato a Gino`, `pasaje entrar,
            // pasaje mover Carruajes`, `1. pasaje entrar, 2. pasaje mover Carruajes` (the
            // point's number no part of either); `Ruta A-B-A. Secuestro a Kiko`.
            cuts.push(cut);
            starts.push(i);
        }
    }
    Ok((starts, cuts))
}

/// Where the clause of the verb at `verb` starts when it only says the sender gives no order
/// of another kind than the first verb's (`, esta noche no uso nada`), to the line's end.
fn nothing_of_another_kind(
    file: &OrderFile,
    line: &OrderLine,
    (first, verb): (usize, usize),
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<usize> {
    let words = &line.words;
    let (_, clause) = sentence_and_clause(file, words, verb);
    let negated = words[clause..verb].iter().any(|w| folded_in(w, NEGATIONS));
    if clause <= first || !negated || verbs.same_kind(&words[first], &words[verb]) {
        return None;
    }
    let rest = OrderLine {
        line: line.line,
        span: words[clause].span.start..line.span.end,
        words: words[clause..].to_vec(),
    };
    super::undecided::says_no_order_now(file, &rest, verbs, names).then_some(clause)
}

/// Whether the verb at `verb`, right after a comma, starts a second order after the one of
/// the verb at `start`: another order ([`Verbs::another_order`]) whose clause names something
/// of the game (a player, a route, a number, a thing of the ruleset) or repeats the first
/// verb (`pasaje entrar, pasaje salir`). `vote Bruno, see you tomorrow` stays a remark. The
/// second order may be numbered after the comma (`1. pasaje entrar, 2. pasaje salir`): where
/// the first order ends.
fn after_a_comma(
    file: &OrderFile,
    words: &[Word],
    start: usize,
    verb: usize,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<usize> {
    let numbered = |w: &Word| verbs.ruleset_lead_in(w) || points::is_number(&w.text);
    let mut lead = verb;
    // `, me quedo`, `, luego me quedo`, `, 3. me quedo`: a reflexive verb is an order by itself.
    let reflexive = lead > start + 1 && folded_in(&words[lead - 1], REFLEXIVE_PRONOUN);
    if reflexive {
        lead -= 1;
    }
    // `I stay, I stay`: the first order's subject said again before its verb.
    if !reflexive
        && start > 0
        && lead > start + 1
        && words[lead - 1].folded() == words[start - 1].folded()
    {
        lead -= 1;
    }
    while reflexive && lead > start + 1 && folded_in(&words[lead - 1], SEQUENCE) {
        lead -= 1;
    }
    while lead > start + 1 && verbs.numbered && numbered(&words[lead - 1]) {
        lead -= 1;
    }
    let comma = file.source[words[lead - 1].span.end..words[lead].span.start].contains([',', ';']);
    if !comma || !verbs.another_order(&words[start], &words[verb]) {
        return None;
    }
    let end = (verb + 1..words.len())
        .find(|&i| file.source[words[i - 1].span.end..words[i].span.start].contains([',', ';']))
        .unwrap_or(words.len());
    let clause = &words[verb + 1..end];
    let second = words[start].folded() == words[verb].folded()
        || reflexive
        || mentions_a_player(clause, names)
        || clause
            .iter()
            .any(|w| is_route(w) || w.text.chars().any(|c| c.is_ascii_digit()))
        || verbs.game_noun_in(clause).is_some();
    second.then_some(lead)
}

/// Whether the verb at `verb` starts a sentence of its own: a period or a `!` (not the pause
/// of `...` or `…`) and a space before it, its capital, and no abbreviation before the period
/// (`Ruta A-B-A. Secuestro a Kiko`, not `Sr. Vota`).
fn new_sentence(file: &OrderFile, words: &[Word], verb: usize) -> bool {
    let before = &words[verb - 1];
    // `¡`, `¿` open the sentence.
    let gap = file.source[before.span.end..words[verb].span.start].trim_end_matches(['¡', '¿']);
    let mark = gap.trim_end();
    (mark.ends_with('.') || mark.ends_with('!'))
        && !mark.contains("..")
        && !mark.contains('…')
        && gap.ends_with(char::is_whitespace)
        && words[verb]
            .text
            .chars()
            .next()
            .is_some_and(char::is_uppercase)
        && !folded_in(before, super::sentences::ABBREVIATIONS)
}
