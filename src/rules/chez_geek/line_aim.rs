//! What follows a play's cards: the room or player it aims at, the play it answers, the card
//! it aims at (`llamo al Gato al cuarto de Bruno`, `juego Maratón de Series contra Eva en la
//! jugada 2`, `contra la Siesta de Patri`).

use super::*;

/// What follows a play's cards.
#[derive(Default)]
pub(super) struct Aim {
    /// A room or a player (`al cuarto de Ana`, `a mi cuarto`, `sobre Ana`).
    pub(super) target: Option<(String, Range<usize>)>,
    /// The play answered (`en la jugada 3`, `a la 3`).
    pub(super) answers: Option<(u32, Range<usize>)>,
    /// A card in play named as the aim (`contra la Siesta de Patri`).
    pub(super) aimed: Option<(String, Range<usize>)>,
    /// The play answered named as the shopping trip (`la compra de Ana`).
    pub(super) trip: Option<Range<usize>>,
    /// A player named as taking part (`con Bruno`, `with Bruno`): no card of the rulebook has
    /// a partner, so `read_line` raises it at him.
    pub(super) with: Option<(String, Range<usize>)>,
}

/// What follows the cards (after what `aim` holds already): a room or a player, the play
/// answered and a card aimed at, in any order; it ends at the first word that is none of them,
/// or at a new sentence (`… en la jugada 2. Lo siento`).
pub(super) fn aim(
    r: &mut Reader,
    cards: &[(String, Vec<String>)],
    names: &NameIndex,
    mut aim: Aim,
) -> Result<Aim, Problem> {
    loop {
        let from = r.pos;
        if r.toks
            .get(r.pos)
            .is_some_and(|(_, w)| r.starts_sentence(*w))
        {
            break;
        }
        // `, me llevo las palomitas`: the card taken, by a short name too.
        if taking(r)
            && let Some(card) = r.card_or_short(cards)
        {
            aim.aimed = Some(card);
            continue;
        }
        if let Some(partner) = partner(r, names) {
            aim.with = Some(partner);
            continue;
        }
        if said_by_the_way(r) {
            continue;
        }
        r.skip(TO);
        let Some((tok, w)) = r.toks.get(r.pos).cloned() else {
            break;
        };
        if trip(r, &mut aim, &tok, w) {
            continue;
        }
        if PLAY.contains(&tok.as_str()) || tok.parse::<u32>().is_ok() {
            aim.answers = Some(play_answered(r, w)?);
            continue;
        }
        if pointing(r, &tok) {
            r.pos += 1;
            continue;
        }
        if let Some(card) = r.card(cards) {
            aim.aimed = Some(card);
            continue;
        }
        if MINE.contains(&tok.as_str()) {
            my_room(r, &mut aim, w)?;
            continue;
        }
        let capital = r.line.words[w]
            .text
            .chars()
            .next()
            .is_some_and(char::is_uppercase);
        if from == r.pos && (aim.target.is_some() || !capital) {
            break;
        }
        // `contra el Polvete de Ana`: a card in play by a unique short name, capitalised, or
        // after its article (`contra los Perezosos de Ana`).
        if (capital || article_then_capital(r))
            && !names.is_exact(&r.line.words[w].text)
            && let Some(card) = r.card_or_short(cards)
        {
            aim.aimed = Some(card);
            continue;
        }
        let named = player_named(r, w, names)?;
        set_target(r, &mut aim, named)?;
    }
    Ok(aim)
}

/// `sobre la compra de Ana`, `sulla spesa di Ana`: her shopping trip, the play answered (the
/// reader at `tok`, word `w`); whether it was.
fn trip(r: &mut Reader, aim: &mut Aim, tok: &str, w: usize) -> bool {
    let word = &r.line.words[w];
    if !TRIP.contains(&tok) || word.text.starts_with(char::is_uppercase) {
        return false;
    }
    aim.trip = Some(word.span.clone());
    r.pos += 1;
    true
}

/// `a mi cuarto`: the writer's own room (word `w`), listed by `check` like any room.
fn my_room(r: &mut Reader, aim: &mut Aim, w: usize) -> Result<(), Problem> {
    let player = r.file.player.clone();
    let mine = r.player_at(w, player);
    set_target(r, aim, mine)?;
    r.pos += 1;
    // `a mi cuarto, que me encanta`: the room's word, then what follows is prose.
    let room = |(t, _): &(String, usize)| ROOM.contains(&t.as_str());
    r.pos += usize::from(r.toks.get(r.pos).is_some_and(room));
    Ok(())
}

/// Whether the reader stands at an article before a capitalised word (`los Perezosos`).
fn article_then_capital(r: &Reader) -> bool {
    let capital = |w: usize| {
        let text = &r.line.words[w].text;
        text.chars().next().is_some_and(char::is_uppercase)
    };
    r.toks
        .get(r.pos)
        .is_some_and(|(t, _)| ARTICLES.contains(&t.as_str()))
        && r.toks.get(r.pos + 1).is_some_and(|(_, w)| capital(*w))
}

/// The play's room or player, named once: a second one, another player's (`llamo a Gato a mi
/// cuarto de Bruno`), is raised with both at the play, never one of them kept in silence.
fn set_target(r: &Reader, aim: &mut Aim, target: (String, Range<usize>)) -> Result<(), Problem> {
    if let Some((first, at)) = &aim.target
        && *first != target.0
    {
        let both = |key: &str| {
            Msg::new(key)
                .arg("writer", &r.file.player)
                .arg("first", first)
                .arg("second", &target.0)
        };
        let span = at.start.min(target.1.start)..at.end.max(target.1.end);
        let help = both("chez-geek-help-two-rooms");
        return Err(problem_at(r.file, span, both("chez-geek-err-two-rooms")).help(help));
    }
    aim.target = Some(target);
    Ok(())
}

/// The nouns of the shopping trip ("ir de Compras"): `la compra`, `la spesa`, `the shopping`.
const TRIP: &[&str] = &["compra", "compras", "spesa", "shopping"];

/// The words of a player's room (`a mi cuarto`, `Bruno's room`).
const ROOM: &[&str] = &["cuarto", "habitacion", "room", "stanza"];

/// Words pointing at the play whose number follows (`a tu 2`, `esa 3`, `alla tua 2`, `your
/// 2`): the play's owner is the player whose turn it is.
/// Whether `tok` points at the active player's play by its number (`a tu 2 le meto…`, `esa 3`,
/// `a tu jugada 3`: the play word between).
fn pointing(r: &Reader, tok: &str) -> bool {
    let number_at = |k: usize| {
        r.toks
            .get(r.pos + k)
            .is_some_and(|(t, _)| t.parse::<u32>().is_ok())
    };
    let play_word = r
        .toks
        .get(r.pos + 1)
        .is_some_and(|(t, _)| PLAY.contains(&t.as_str()));
    POINTING.contains(&tok) && (number_at(1) || (play_word && number_at(2)))
}

const POINTING: &[&str] = &[
    "tu", "tua", "your", "esa", "esta", "essa", "questa", "quella", "that",
];

/// Verbs of taking that name the card a take aims at: `, I take her Palomitas`, `y me llevo
/// sus Palomitas`, `e mi prendo le sue Palomitas`.
const TAKING: &[&str] = &[
    "take", "taking", "llevo", "quito", "prendo", "rubo", "robo", "mango", "pillo", "cojo",
];

/// Skips a clause of taking before the card it names (`, I take her`, `y le quito su`):
/// whether there was one.
fn taking(r: &mut Reader) -> bool {
    const BEFORE: &[&str] = &["y", "and", "e", "i", "me", "le", "mi", "gli"];
    const WHOSE: &[&str] = &[
        "her", "his", "their", "su", "sus", "la", "el", "los", "las", "il", "lo", "le", "suo",
        "sua", "suoi", "sue", "the",
    ];
    let tok = |at: usize| r.toks.get(at).map(|(t, _)| t.as_str());
    let mut at = r.pos;
    while tok(at).is_some_and(|t| BEFORE.contains(&t)) && at < r.pos + 2 {
        at += 1;
    }
    if !tok(at).is_some_and(|t| TAKING.contains(&t)) {
        return false;
    }
    at += 1;
    while tok(at).is_some_and(|t| WHOSE.contains(&t)) {
        at += 1;
    }
    r.pos = at;
    true
}

/// The number of the play a reaction answers, after `jugada` (or alone): `en la jugada 3`.
fn play_answered(r: &mut Reader, w: usize) -> Result<(u32, Range<usize>), Problem> {
    let (file, line) = (r.file, r.line);
    if PLAY.contains(&r.toks[r.pos].0.as_str()) {
        r.pos += 1;
    }
    let which = |at: usize| {
        problem_at(
            file,
            line.words[at].span.clone(),
            Msg::new("chez-geek-err-which-play"),
        )
    };
    let Some((n, nw)) = r.toks.get(r.pos).cloned() else {
        return Err(which(w));
    };
    let Ok(n) = n.parse::<u32>() else {
        return Err(which(nw));
    };
    file.readings
        .record(line.words[nw].span.start, Read::Number(n));
    r.pos += 1;
    Ok((n, line.words[nw].span.clone()))
}

/// The player a word names (`sobre Ana`, `al cuarto de Ana`), or the problem that it names
/// nobody of the game.
fn player_named(
    r: &mut Reader,
    w: usize,
    names: &NameIndex,
) -> Result<(String, Range<usize>), Problem> {
    let word = &r.line.words[w];
    // `to Bruno's room`, `against Bruno's play 2`: the English possessive names him as `al
    // cuarto de Bruno` does; the room's word after it is his room.
    let written = match names.is_exact(&word.text) {
        true => word.text.as_str(),
        false => crate::core::grammar::possessive(&word.text),
    };
    match names.resolve(written) {
        Ok(name) => {
            let named = r.player_at(w, name);
            while r.toks.get(r.pos).is_some_and(|(_, i)| *i == w) {
                r.pos += 1;
            }
            let room = |(t, _): &(String, usize)| ROOM.contains(&t.as_str());
            if written != word.text && r.toks.get(r.pos).is_some_and(room) {
                r.pos += 1;
            }
            Ok(named)
        }
        Err(miss) => {
            let msg = Msg::new("err-unknown-player").arg("name", &word.text);
            Err(problem_at(r.file, word.span.clone(), msg)
                .help(crate::core::grammar::miss_help(&miss)))
        }
    }
}

/// Words that make a player a partner in the play (`con Bruno`, `insieme a Bruno`, `with
/// Bruno`), and the articles that may follow them.
const WITH: &[&str] = &["con", "with", "insieme", "assieme", "junto", "together"];
const WITH_THEN: &[&str] = &[
    "a", "al", "ad", "con", "with", "el", "la", "il", "lo", "the",
];

/// The player named as a partner at the reader (`con Bruno`), the reader moved past him; none
/// when the words are not a partner's (`con lo que me queda`).
fn partner(r: &mut Reader, names: &NameIndex) -> Option<(String, Range<usize>)> {
    let tok = |at: usize| r.toks.get(at).map(|(t, w)| (t.as_str(), *w));
    if !tok(r.pos).is_some_and(|(t, _)| WITH.contains(&t)) {
        return None;
    }
    let mut at = r.pos + 1;
    while tok(at).is_some_and(|(t, _)| WITH_THEN.contains(&t)) && at < r.pos + 3 {
        at += 1;
    }
    let (_, w) = tok(at)?;
    let word = &r.line.words[w];
    if !names.is_exact(&word.text) {
        return None;
    }
    let name = names.resolve(&word.text).ok()?;
    let named = r.player_at(w, name);
    r.pos = at;
    while r.toks.get(r.pos).is_some_and(|(_, i)| *i == w) {
        r.pos += 1;
    }
    Some(named)
}

/// Phrases after a play's cards that aim it nowhere, folded: the Persona sent out (`Gilipollas
/// fuera, que se vaya al cuarto de Ana`: "les mandas a cualquier otro cuarto", the room comes
/// next).
const SENT_OUT: &[&[&str]] = &[
    &["fuera"],
    &["que", "se", "vaya"],
    &["que", "vaya"],
    &["fuori"],
    &["che", "se", "ne", "vada"],
    &["che", "vada"],
    &["out"],
];

/// Phrases saying the last play is the last (`y una Siesta para rematar`, `y para terminar una
/// Siesta`, `per finire`), folded: no aim.
pub(super) const LAST: &[&[&str]] = &[
    &["para", "rematar"],
    &["para", "terminar"],
    &["para", "acabar"],
    &["para", "cerrar"],
    &["per", "finire"],
    &["per", "chiudere"],
    &["to", "finish"],
    &["to", "end"],
];

/// The length of the phrase of `list` that starts at the reader's place, if one does.
pub(super) fn phrase_here(r: &Reader, list: &[&[&str]]) -> Option<usize> {
    let at = |k: usize| r.toks.get(r.pos + k).map(|(t, _)| t.as_str());
    list.iter()
        .find(|p| p.iter().enumerate().all(|(k, w)| at(k) == Some(*w)))
        .map(|p| p.len())
}

/// Whether a phrase sending the Persona out starts here, or one saying the play is the last
/// and ending the clause (`… para rematar`; not `para terminar una Siesta`, a card after it):
/// skipped.
fn said_by_the_way(r: &mut Reader) -> bool {
    if let Some(n) = phrase_here(r, SENT_OUT) {
        r.pos += n;
        return true;
    }
    let Some(n) = phrase_here(r, LAST) else {
        return false;
    };
    let ends = r
        .toks
        .get(r.pos + n)
        .is_none_or(|(_, w)| r.starts_sentence(*w));
    if ends {
        r.pos += n;
    }
    ends
}
