//! Lines that say an order in other words, rewritten as the order they state: a verb of doing
//! before the order's noun, `il mio voto va a`, a name alone in red.

use super::*;
use crate::core::names::{NameIndex, fold};
use crate::core::orders::{OrderFile, OrderLine, Word};

/// `pongo muros en C-D y J-K`, `quiero poner muro C-D J-K`, `hago la ruta G-H-F`: a verb of
/// doing (`poner`, `hacer`) before the order's noun, after lead-in words only, is the order
/// itself (`muros en C-D y J-K`, `ruta G-H-F`).
pub(super) fn doing_the_noun(line: &OrderLine, verbs: &Verbs) -> Option<OrderLine> {
    let words = &line.words;
    let at = words.iter().position(|w| !lead_in(w))?;
    if !folded_in(&words[at], DOING) {
        return None;
    }
    let mut noun = at + 1;
    if words.get(noun).is_some_and(|w| folded_in(w, ARTICLE)) {
        noun += 1;
    }
    if !words.get(noun).is_some_and(|w| verbs.is_verb(w)) {
        return None;
    }
    // `hago la tarea de pulir la plata`: the noun of `de` is no order's verb; the verb of doing
    // stays the line's own, where it is one of the ruleset's (among-us `hago`).
    if words
        .get(noun + 1)
        .is_some_and(|w| folded_in(w, NOUN_BEFORE))
        && verbs.is_verb(&words[at])
    {
        return None;
    }
    let order: Vec<Word> = words[..at].iter().chain(&words[noun..]).cloned().collect();
    Some(OrderLine {
        line: line.line,
        span: line.span.clone(),
        words: order,
    })
}

/// `Contra la jugada 3 de Ana juego Maratón de Series`: a phrase aiming the order, opened by
/// one of the ruleset's words (`Ruleset::fronted_aims`) after lead-in words only, then the
/// verb, in one clause. The verb also stands before the phrase (in no space: every word keeps
/// its place), so the ruleset reads the phrase, the verb as written, and the rest. A doubt, a
/// negation or a mark of punctuation before the verb leaves the line to the rest of the intake.
pub(super) fn fronted_aim(file: &OrderFile, line: &OrderLine, verbs: &Verbs) -> Option<OrderLine> {
    let words = &line.words;
    let at = words.iter().position(|w| !lead_in(w))?;
    if !verbs.fronted_aims.contains(words[at].folded()) {
        return None;
    }
    let verb = (at + 2..words.len().min(at + 10)).find(|&i| verbs.is_verb(&words[i]))?;
    // `jugada 1 de Ana: le meto la Maratón`: the phrase as a label, its colon right before
    // the verb (or the pronoun standing for the play's owner before it).
    let before_verb = match verb - 1 {
        p if p > at && folded_in(&words[p], &["le", "les", "gli"]) => p,
        _ => verb,
    };
    let gap = &file.source[words[before_verb - 1].span.end..words[before_verb].span.start];
    let checked_to = match gap.trim() == ":" {
        true => words[before_verb - 1].span.end,
        false => words[verb].span.start,
    };
    let between = &file.source[words[at].span.start..checked_to];
    let doubt = words[at + 1..verb]
        .iter()
        .any(|w| folded_in(w, NEGATIONS) || folded_in(w, DOUBT));
    if doubt
        || verb + 1 >= words.len()
        || between.contains(['.', ',', ';', ':', '?', '¿', '!', '('])
    {
        return None;
    }
    // `a tu 2 le meto…`: the preposition before the phrase is the phrase's.
    let at = match at.checked_sub(1) {
        Some(a) if folded_in(&words[a], &["a", "ad", "al"]) => a,
        _ => at,
    };
    Some(verb_put_before(line, at, verb))
}

/// A second-person word: the remark speaks to the player it names (`Te despido, Ana`).
const TO_YOU: &[&str] = &["te", "ti", "you", "tu"];

/// `Te despido, Ana 😈 (juego ¡Estás Despedido!)`: a remark speaking to one player, named
/// after or before a comma, then the order in brackets closing the line, naming no player:
/// the order, on that player (his name stands after it, in no space of its own). A verb, a
/// doubt, a negation or a question in the remark, or a second player, leaves the line to the
/// rest of the intake.
pub(super) fn addressed_order(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<OrderLine> {
    let words = &line.words;
    let gap = |i: usize| &file.source[words[i - 1].span.end..words[i].span.start];
    let open = (1..words.len()).find(|&i| gap(i).contains('('))?;
    let after = &file.source[words.last()?.span.end..line.span.end];
    let closes = after.trim_end().ends_with(')') && !after.contains('(');
    let (remark, order) = words.split_at(open);
    let inside = &file.source[order[0].span.start..words.last()?.span.end];
    if !closes || inside.contains(['(', ')']) || !verbs.is_verb(&order[0]) {
        return None;
    }
    let me = fold(&file.player);
    let named: Vec<usize> = (0..open)
        .filter(|&i| names_a_player(&remark[i], names))
        .collect();
    let [who] = named.as_slice() else {
        return None;
    };
    let said = &file.source[remark[0].span.start..order[0].span.start];
    let set_off = gap(*who + 1).contains(',') || (*who > 0 && gap(*who).contains(','));
    let plain = !remark
        .iter()
        .any(|w| verbs.is_verb(w) || folded_in(w, NEGATIONS) || folded_in(w, DOUBT))
        && !said.contains(['?', '¿']);
    let to_you = remark.iter().any(|w| folded_in(w, TO_YOU));
    if !set_off || !plain || !to_you || mentions_a_player(order, names) {
        return None;
    }
    let player = names.resolve_word(&remark[*who]).ok()?;
    if fold(&player) == me {
        return None;
    }
    let end = order.last()?.span.end;
    let mut words: Vec<Word> = order.to_vec();
    words.push(Word::new(remark[*who].text.clone(), end..end));
    Some(OrderLine {
        line: line.line,
        span: order[0].span.start..line.span.end,
        words,
    })
}

/// `Il mio voto va a Rita` as the order it states: `voto Rita` (the noun is the verb's
/// spelling), when the line starts that way after lead-in words.
pub(super) fn my_noun_goes_to(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<OrderLine> {
    let words = &line.words;
    let noun = (1..words.len()).find(|&i| verbs.is_verb(&words[i]))?;
    // An aside in brackets after the noun (`mi voto (secreto): Íñigo`) says nothing of where
    // it goes.
    let noun_end = label_day_end(file, words, aside_end(file, words, noun));
    // `Il mio voto: Paolo`, `Mi voto: Ana`: the colon says where it goes; so does a verb of
    // going or being (`il mio voto va a`, `mi voto es para`), or a preposition right after the
    // noun (`Mi voto para Kiko`, `il mio voto per Nico`). The question the sender answers
    // himself with a name (`Il mio voto? Fede.`, a misspelt one raised) is a colon too.
    let after = file.source[words[noun_end].span.end..].trim_start_matches(')');
    let answered = after.starts_with('?')
        && !after.starts_with("??")
        && words.get(noun_end + 1).is_some_and(|w| {
            w.text.chars().next().is_some_and(char::is_uppercase) && !folded_in(w, NEGATIONS)
        });
    let colon = after.starts_with(':') || answered;
    let goes = words.get(noun_end + 1).is_some_and(|w| folded_in(w, GOES));
    let to = !colon && words.get(noun_end + 1).is_some_and(|w| folded_in(w, TO));
    if !folded_in(&words[noun - 1], MY)
        || !(colon || goes || to)
        || !led_into_my_noun(file, &words[..noun - 1], verbs, names)
    {
        return None;
    }
    let mut rest = if colon || to {
        noun_end + 1
    } else {
        noun_end + 2
    };
    // The order itself after the colon (`mi voto (secreto): voto a Íñigo`).
    if colon
        && words
            .get(rest)
            .is_some_and(|w| verbs.same_kind(w, &words[noun]))
    {
        rest += 1;
    }
    if words.get(rest).is_some_and(|w| folded_in(w, TO)) {
        rest += 1;
    }
    // The player it goes to comes next: `il mio voto andrà a chi mi convince` states none.
    // Said now (`va`, `es`, a colon), a word written as a name that names nobody (`Il mio
    // voto va a Olgaa`) is read all the same, to be raised as no player: never chatter.
    let future = words
        .get(noun_end + 1)
        .is_some_and(|w| folded_in(w, &["sera", "andra"]));
    let as_a_name = |w: &Word| w.text.chars().next().is_some_and(char::is_uppercase);
    // `mi voto es para el Operador del ascensor`: an article before a word written as a name
    // (a title a ruleset may read as the player it stands for; else raised as no player).
    if !future
        && words.get(rest).is_some_and(|w| folded_in(w, ARTICLE))
        && words.get(rest + 1).is_some_and(as_a_name)
    {
        rest += 1;
    }
    match words.get(rest) {
        Some(w) if names_by_capital(w, names) => {}
        Some(w) if !future && as_a_name(w) => {}
        _ => return None,
    }
    let mut order = vec![words[noun].clone()];
    order.extend(words[rest..].iter().cloned());
    Some(OrderLine {
        line: line.line,
        span: words[noun].span.start..line.span.end,
        words: order,
    })
}

/// The day a label is for, between its noun and its colon (`My vote today: Bruno`, `Il mio
/// voto di oggi: Nico`, `Mi voto para hoy: Ana`), folded.
const LABEL_DAY: &[&[&str]] = &[
    &["today"],
    &["for", "today"],
    &["tonight"],
    &["oggi"],
    &["di", "oggi"],
    &["per", "oggi"],
    &["stanotte"],
    &["hoy"],
    &["de", "hoy"],
    &["para", "hoy"],
    &["esta", "noche"],
];

/// Where a label's noun ends: at `noun_end`, or at the day said after it right before the
/// colon ([`LABEL_DAY`]).
fn label_day_end(file: &OrderFile, words: &[Word], noun_end: usize) -> usize {
    let after = words.get(noun_end + 1..).unwrap_or_default();
    match super::lead::phrase_at(after, LABEL_DAY) {
        Some(n) if file.source[words[noun_end + n].span.end..].starts_with(':') => noun_end + n,
        _ => noun_end,
    }
}

/// Whether the words before `mi voto` / `il mio voto` only lead into it: lead-in words, or a
/// remark of the sender's own that doubts nothing and names nothing of the game (`Dopo tanto
/// pensare il mio voto è per Nico`). A doubt, a negation, a question, a player or a verb there
/// (`si Ana es lobo, mi voto es para Bruno`, `Hugo cree que mi voto va a Kiko`) leaves the line
/// to the rest of the intake.
fn led_into_my_noun(file: &OrderFile, before: &[Word], verbs: &Verbs, names: &NameIndex) -> bool {
    if before.iter().all(|w| lead_in(w) || w.folded() == "il") {
        return true;
    }
    let (Some(first), Some(last)) = (before.first(), before.last()) else {
        return true;
    };
    let written = &file.source[first.span.start..last.span.end];
    !written.contains(['?', '¿'])
        && !before.iter().any(|w| {
            folded_in(w, DOUBT)
                || folded_in(w, NEGATIONS)
                || folded_in(w, HEDGE_AFTER)
                || folded_in(w, super::words::JOKE)
                || verbs.is_verb(w)
                || could_name_a_player(w, names)
        })
}

/// The last word of a bracketed aside right after word `at` (`voto (secreto)`), or `at`.
fn aside_end(file: &OrderFile, words: &[Word], at: usize) -> usize {
    let Some(next) = words.get(at + 1) else {
        return at;
    };
    if !file.source[words[at].span.end..next.span.start].contains('(') {
        return at;
    }
    (at + 1..words.len().min(at + 5))
        .find(|&k| file.source[words[k].span.end..].starts_with(')'))
        .unwrap_or(at)
}

/// A player's name alone on its line, in red (`[color=red][b]Paula[/b][/color]`), in a phase
/// with a vote: the vote for him, "El voto se emite con el nombre del elegido en color ROJO".
/// The verb stands where the line's first tag is, so the reading covers what was written.
pub(super) fn red_vote(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<OrderLine> {
    let before = &file.source[..line.span.start];
    let line_start = before
        .rfind(crate::core::text::is_line_break)
        .map_or(0, |i| {
            i + before[i..].chars().next().map_or(1, char::len_utf8)
        });
    red_vote_from(file, line, line_start, (verbs, names))
}

/// [`red_vote`] for the words of `line` written from `line_start` on (a red name after a change
/// of mind: `settled::red_corrected`).
pub(super) fn red_vote_from(
    file: &OrderFile,
    line: &OrderLine,
    line_start: usize,
    (verbs, names): (&Verbs, &NameIndex),
) -> Option<OrderLine> {
    let verb = verbs.vote.as_ref().filter(|_| verbs.red_votes)?;
    let red = crate::core::markup::red_only(&file.source[line_start..line.span.end])?;
    let start = line_start + red.start;
    if start >= line.span.start {
        return None;
    }
    let written: Vec<&str> = line.words.iter().map(|w| w.text.as_str()).collect();
    let written = written.join(" ");
    let capital = written.chars().next().is_some_and(char::is_uppercase);
    // A one-letter typo or two letters swapped (`Gnio`) is the name, as in an order.
    let typo = || names.typo_of(&written, &fold(&written)).is_some();
    if !(names.is_exact(&written)
        || (capital && (names.resolve_unsuggested(&written).is_ok() || typo())))
    {
        return None;
    }
    let mut words = vec![Word::new(verb.clone(), start..line.span.start)];
    words.extend(line.words.iter().cloned());
    Some(OrderLine {
        line: line.line,
        span: start..line.span.end,
        words,
    })
}

/// `🗳️ Gloria`: the ballot box before a name alone is the vote for that player, as a red name
/// alone is in a thread.
pub(super) fn ballot_vote(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<OrderLine> {
    let verb = verbs.vote.as_ref()?;
    let first = line.words.first()?;
    let ahead = &file.source[..first.span.start];
    let line_start = ahead
        .rfind(crate::core::text::is_line_break)
        .map_or(0, |i| {
            i + ahead[i..].chars().next().map_or(1, char::len_utf8)
        });
    let before = ahead[line_start..].trim();
    let ballot = before.starts_with('🗳')
        && before
            .chars()
            .all(|c| c.is_whitespace() || crate::core::markup::is_pictograph(c) || c == '🗳');
    // No ballot box, no vote by it: the name is not looked up (issue 25).
    if !ballot {
        return None;
    }
    let written: Vec<&str> = line.words.iter().map(|w| w.text.as_str()).collect();
    let written = written.join(" ");
    let capital = written.chars().next().is_some_and(char::is_uppercase);
    let named =
        names.is_exact(&written) || (capital && names.resolve_unsuggested(&written).is_ok());
    if !named {
        return None;
    }
    let start = line_start + ahead[line_start..].find('🗳')?;
    let mut words = vec![Word::new(verb.clone(), start..first.span.start)];
    words.extend(line.words.iter().cloned());
    Some(OrderLine {
        line: line.line,
        span: start..line.span.end,
        words,
    })
}

/// Object pronouns before a verb (`A Fede lo mato`, `a Carla la emborracho`, `Olga la voto`):
/// with a player right before them, the verb's object fronted, not an article.
const CLITIC: &[&str] = &["lo", "la", "le", "li", "gli", "les", "l"];

/// The sender's subject pronoun after the verb of a fronted object (`Marta la voto io`).
const SUBJECT_AFTER: &[&str] = &["io", "yo"];

/// `A Fede lo mato, que sabe demasiado` as the order it states: `mato Fede, que sabe
/// demasiado`. The player (after `a`, maybe a comma after him), a clitic, a verb of the
/// ruleset; the words before the player stay, so a doubt there (`si me encuentro con Bruno, le
/// sigo`) makes the line the master's to read.
pub(super) fn fronted_object(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<OrderLine> {
    let words = &line.words;
    // The verb ends its clause (`A Fede lo mato`, `la emborracho, que vota raro`, a bracket
    // after it: `a Hugo le pongo unas copas de más (cantina)`): with words right after it, it
    // is prose (`A Ines la veo muy tranquila`).
    // The sender's own subject pronoun may close it (`Marta la voto io`, `Nico? lo guardo io`).
    let ends_at = |i: usize| {
        words.get(i + 1).is_none_or(|next| {
            file.source[words[i].span.end..next.span.start].contains([',', '.', ';', '!', ':', '('])
        })
    };
    let subject = |i: usize| {
        words
            .get(i + 1)
            .is_some_and(|w| folded_in(w, SUBJECT_AFTER))
    };
    let ends_clause = |i: usize| ends_at(i) || (subject(i) && ends_at(i + 1));
    // The verb, or an everyday verb and its phrase (`Irene la mando al rogo io`).
    let verb_len = |i: usize| match verbs.is_verb(&words[i]) {
        true => Some(1),
        false => super::phrasal::phrase_len_at(verbs, words, i),
    };
    let (clitic, len) = (1..words.len().saturating_sub(1)).find_map(|i| {
        // The pronoun first: the verb is looked for only after one (issue 25).
        let len = folded_in(&words[i], CLITIC)
            .then(|| verb_len(i + 1))
            .flatten()?;
        (names_a_player(&words[i - 1], names) && ends_clause(i + len)).then_some((i, len))
    })?;
    let last = clitic + len;
    let rest = last + 1 + usize::from(!ends_at(last) && subject(last));
    let player = clitic - 1;
    let lead = if player > 0 && folded_in(&words[player - 1], &["a", "ad"]) {
        player - 1
    } else {
        player
    };
    let mut order: Vec<Word> = words[..lead].to_vec();
    // The verb stands before the object (on `a`, or the space before the name), so the words
    // keep the line's order and each its own place (a comma after the written verb, `la
    // emborracho, que…`, is after the order's player).
    let mut object = words[player].clone();
    let verb_at = if lead < player {
        words[lead].span.clone()
    } else if player > 0 {
        words[player - 1].span.end..object.span.start
    } else {
        // The name starts the line: the verb takes its first letter's place.
        let first = object.text.chars().next().map_or(1, char::len_utf8);
        let at = object.span.start;
        object.span.start += first;
        at..at
    };
    let phrase_at = verb_at.end..verb_at.end;
    order.push(Word::new(words[clitic + 1].text.clone(), verb_at));
    for w in &words[clitic + 2..=last] {
        order.push(Word::new(w.text.clone(), phrase_at.clone()));
    }
    order.push(object);
    order.extend(words[rest..].iter().cloned());
    Some(OrderLine {
        line: line.line,
        span: line.span.clone(),
        words: order,
    })
}

/// `line` with a copy of its word `verb` put before its word `at`, where the order starts (an
/// empty span: the verb was written later): the line read as that order.
pub(super) fn verb_put_before(line: &OrderLine, at: usize, verb: usize) -> OrderLine {
    let words = &line.words;
    let start = words[at].span.start;
    let mut order: Vec<Word> = words[..at].to_vec();
    order.push(Word::new(words[verb].text.clone(), start..start));
    order.extend(words[at..].iter().cloned());
    OrderLine {
        line: line.line,
        span: line.span.clone(),
        words: order,
    }
}
