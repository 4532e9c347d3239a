//! One line of a turn post or of a reaction, read: its verb, the cards it names, the room or
//! player it aims at, the play it answers (`juego Maratón de Series contra Eva en la jugada 2`),
//! the card it aims at (`contra la Siesta de Patri`).

use super::orders::{VERBS, Verb, Written};
use crate::core::diag::Problem;
use crate::core::grammar::read_verb;
use crate::core::msg::Msg;
use crate::core::names::{NameIndex, fold};
use crate::core::orders::{OrderFile, OrderLine, Read};
use std::ops::Range;

#[path = "line_aim.rs"]
mod aims;
#[path = "line_count.rs"]
mod count;
#[path = "line_said.rs"]
mod said;
#[path = "line_short.rs"]
mod short;
use aims::aim;
use count::{quantity, shopping, times};
pub use said::FRONTED;
use said::{fronted, no_gift};
pub use short::everyday_talk;

/// Words that may come before a card's name or between cards.
const ARTICLES: &[&str] = &[
    "el", "la", "los", "las", "un", "una", "unos", "unas", "mi", "mis", "a", "al", "de", "the",
    "my", "some", "y", "e", "and", "carta", "card", "il", "lo", "i", "gli", "le", "uno", "mio",
    "mia", "di", "del", "della", "otro", "otra", "altro", "altra", "other", "another",
];

/// Words of a destination before the player (`al cuarto de Ana`, `sobre Ana`, `to Ana's room`):
/// the ruleset's where-words (`Ruleset::where_words`), by which the intake also reads one verb
/// shared by two clauses (`echo a la Chica al cuarto de Bruno, al Gilipollas al de Carla`).
pub const TO: &[&str] = &[
    "a",
    "al",
    "en",
    "el",
    "la",
    "cuarto",
    "habitacion",
    // `a casa de Bruno`, `a casa di Marco`: his room, where the flat is everyone's house.
    "casa",
    "de",
    "del",
    "sobre",
    "contra",
    "para",
    // `Gato pa mi cuarto`: `pa`, the spoken `para`.
    "pa",
    "to",
    // en: `play Gorroneo against Bob`, `against the Crisps of Bob`
    "against",
    "of",
    "into",
    "in",
    "on",
    "room",
    "the",
    "s",
    // it: `nella stanza di Marco`, `su Marco`, `contro Marco`
    "nella",
    "alla",
    "dalla",
    "dal",
    "della",
    // `Caccio la Chica da Bruno`: to Bruno's.
    "da",
    "from",
    "stanza",
    "camera",
    "di",
    "su",
    "sulla",
    "sul",
    "contro",
    "per",
    // `caccio il Gilipollas, destinazione: stanza di Ana`
    "destinazione",
    "destino",
    "destination",
    // `para Dani justo después de su Polvete`: the play it answers, by its card.
    "justo",
    "despues",
    "dopo",
    "after",
    "right",
];
const MINE: &[&str] = &["mi", "my", "me", "mio", "mia"];
/// The word before the number of the play a reaction answers.
pub const PLAY: &[&str] = &["jugada", "jugadas", "play", "giocata", "n", "num", "numero"];

/// The folded tokens of a text: letters and digits only.
pub fn tokens(text: &str) -> Vec<String> {
    fold(text)
        .split(|c: char| !c.is_alphanumeric())
        .filter(|t| !t.is_empty())
        .map(str::to_string)
        .collect()
}

/// The number written before the play (`3.` or `3:` at the start of its line), or right
/// before it inside its line after the play one less (`1º juego … 2º compro …`).
pub(super) fn written_number(file: &OrderFile, line: &OrderLine) -> Option<u32> {
    let start = crate::core::text::line_start(&file.source, line.span.start);
    let lead = file.source[start..line.span.start].trim();
    let marked = |w: &str| {
        let digits = w.chars().take_while(char::is_ascii_digit).count();
        let mark = &w[digits..];
        if digits == 0 || !["º", "ª", ".", ")", ":", "-", ".-"].contains(&mark) {
            return None;
        }
        w[..digits].parse::<u32>().ok()
    };
    let mut words: Vec<String> = lead.split_whitespace().map(str::to_string).collect();
    // `1. Pizza 2. Cerveza`: the intake cuts the second play where its number's mark starts
    // (`2` before the play, `.` in it); the number is the two together.
    let own = file.source[line.span.clone()].split_whitespace().next();
    if let (Some(last), Some(mark)) = (words.last_mut(), own)
        && last.chars().all(|c| c.is_ascii_digit())
        && [".", ")", "º", "ª", ":", "-", ".-"].contains(&mark)
    {
        last.push_str(mark);
    }
    // `2º me voy de compras`: the reflexive pronoun after the number.
    if words
        .last()
        .is_some_and(|w| ["me", "mi", "Me", "Mi"].contains(&w.as_str()))
    {
        words.pop();
    }
    if let [before @ .., last] = words.as_slice()
        && let Some(n) = marked(last)
        && before.iter().any(|w| n >= 2 && marked(w) == Some(n - 1))
    {
        return Some(n);
    }
    let digits: String = lead
        .trim_start_matches(['#', '[', '*'])
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

pub(super) struct Reader<'a> {
    file: &'a OrderFile,
    line: &'a OrderLine,
    /// Each token with the index of its word.
    pub(super) toks: Vec<(String, usize)>,
    pub(super) pos: usize,
}

impl<'a> Reader<'a> {
    pub(super) fn new(file: &'a OrderFile, line: &'a OrderLine) -> Self {
        let mut toks = Vec::new();
        for (i, w) in line.words.iter().enumerate().skip(1) {
            for t in tokens(&w.text) {
                toks.push((t, i));
            }
        }
        Reader {
            file,
            line,
            toks,
            pos: 0,
        }
    }

    fn span(&self, from: usize, to: usize) -> Range<usize> {
        let a = self.toks[from].1;
        let b = self.toks[to - 1].1;
        self.line.words[a].span.start..self.line.words[b].span.end
    }

    fn skip(&mut self, words: &[&str]) {
        while self
            .toks
            .get(self.pos)
            .is_some_and(|(t, _)| words.contains(&t.as_str()))
        {
            self.pos += 1;
        }
    }

    /// The longest card name of `names` that starts here (after articles).
    pub(super) fn card(
        &mut self,
        names: &[(String, Vec<String>)],
    ) -> Option<(String, Range<usize>)> {
        self.card_in(names, false)
    }

    /// [`Reader::card`], its words in the plural too (`los dos Colegas del Curro`).
    fn card_in(
        &mut self,
        names: &[(String, Vec<String>)],
        plural: bool,
    ) -> Option<(String, Range<usize>)> {
        self.card_spelt(names, plural, false)
    }

    /// [`Reader::card`], else a card one word of whose name is one letter off (`la Pareja
    /// Okpa`): for a play's own cards, and a card in play written with its capital; never a
    /// word taken for a card in a condition or after the aim's player.
    pub(super) fn card_or_typo(
        &mut self,
        names: &[(String, Vec<String>)],
    ) -> Option<(String, Range<usize>)> {
        self.card(names)
            .or_else(|| self.card_spelt(names, false, true))
    }

    /// [`Reader::card_in`], with one word of the name one letter off when `typo` (`la Pareja
    /// Okpa`: "every entity is matched like a player's name", issue 22 J), where that reads
    /// one card only.
    fn card_spelt(
        &mut self,
        names: &[(String, Vec<String>)],
        plural: bool,
        typo: bool,
    ) -> Option<(String, Range<usize>)> {
        // The name, or (`plural`) it and `s`, `es` or `i`: compared in place (issue 25).
        let exact = |a: &String, b: &String| {
            a == b
                || (plural
                    && b.strip_prefix(a.as_str())
                        .is_some_and(|end| ["s", "es", "i"].contains(&end)))
        };
        let off = |a: &String, b: &String| {
            a.chars().count() >= 4 && b.chars().count() >= 4 && strsim::levenshtein(a, b) == 1
        };
        // No word wrong, or (`typo`) exactly one, one letter off: the first wrong word ends
        // the comparison.
        let fits = |toks: &Vec<String>, written: &[(String, usize)]| {
            let mut wrong = toks.iter().zip(written).filter(|(a, (b, _))| !exact(a, b));
            match typo {
                false => wrong.next().is_none(),
                true => wrong.next().is_some_and(|(a, (b, _))| off(a, b)) && wrong.next().is_none(),
            }
        };
        for skip in 0..=3 {
            let at = self.pos + skip;
            if skip > 0
                && !self
                    .toks
                    .get(at - 1)
                    .is_some_and(|(t, _)| ARTICLES.contains(&t.as_str()))
            {
                break;
            }
            let all: Vec<&(String, Vec<String>)> = names
                .iter()
                .filter(|(_, toks)| {
                    !toks.is_empty()
                        && self.toks.len() >= at + toks.len()
                        && fits(toks, &self.toks[at..])
                })
                .collect();
            if typo && all.iter().any(|(id, _)| *id != all[0].0) {
                return None;
            }
            let best = all.into_iter().max_by_key(|(_, toks)| toks.len());
            if let Some((id, toks)) = best {
                let span = self.span(at, at + toks.len());
                self.pos = at + toks.len();
                self.record_card(&span);
                return Some((id.clone(), span));
            }
        }
        None
    }

    /// A card as written, recorded for `check`: after the verb, also where the verb stands in
    /// no space of its own before it (`Maratón de Series contra Ana`, no verb written).
    pub(super) fn record_card(&self, span: &Range<usize>) {
        let verb = &self.line.words[0].span;
        let at = match verb.is_empty() && verb.start == span.start {
            true => span.start + 1,
            false => span.start,
        };
        self.file
            .readings
            .record(at, Read::Word(self.file.source[span.clone()].to_string()));
    }

    /// The player word `w` names, recorded for `check`.
    fn player_at(&self, w: usize, name: String) -> (String, Range<usize>) {
        let word = &self.line.words[w];
        self.file.readings.record(
            word.span.start,
            Read::Player {
                name: name.clone(),
                written: word.text.clone(),
                corrected: false,
            },
        );
        (name, word.span.clone())
    }

    fn rest_span(&self) -> Range<usize> {
        match self.toks.get(self.pos) {
            Some((_, w)) => self.line.words[*w].span.start..self.line.span.end,
            None => self.line.span.clone(),
        }
    }

    /// Whether word `w` opens a sentence after the play's (`… jugada 2. Lo siento`): a
    /// capital after a `.`, `!` or `?`.
    fn starts_sentence(&self, w: usize) -> bool {
        let words = &self.line.words;
        w > 0
            && words[w].text.chars().next().is_some_and(char::is_uppercase)
            && self.file.source[words[w - 1].span.end..words[w].span.start]
                .contains(['.', '!', '?'])
    }

    pub(super) fn done(&self) -> bool {
        self.pos >= self.toks.len()
    }

    /// A number of cards of one name (`los dos Colegas del Curro`, `due Colleghi`, `two
    /// Coworkers`, `2 Colegas`): how many, and the card, its name in the plural.
    fn quantity_of(
        &mut self,
        names: &[(String, Vec<String>)],
    ) -> Option<(usize, (String, Range<usize>))> {
        let mut at = self.pos;
        while self
            .toks
            .get(at)
            .is_some_and(|(t, _)| ARTICLES.contains(&t.as_str()))
        {
            at += 1;
        }
        let n = self.toks.get(at).and_then(|(t, _)| quantity(t))?;
        let before = self.pos;
        self.pos = at + 1;
        match self.card_in(names, true) {
            Some(card) => Some((n, card)),
            None => {
                self.pos = before;
                None
            }
        }
    }
}

/// A problem at `span` of a line of `file`; the master reads it, so it names the writer.
fn problem_at(file: &OrderFile, span: Range<usize>, msg: Msg) -> Problem {
    Problem::new(msg.arg("writer", &file.player)).at(&file.path, &file.source, span)
}

/// Reads one order line of the active player (`place`: its place among his plays) or of
/// another player (`None`).
pub fn read_line(
    file: &OrderFile,
    line: &OrderLine,
    place: Option<u32>,
    cards: &[(String, Vec<String>)],
    names: &NameIndex,
) -> Result<Written, Problem> {
    let mut verb = read_verb(file, line, &VERBS)?;
    // `mi guardo la Maratón de Series`: Italian `guardare`, the activity watched (played).
    if verb == Verb::Keep && super::watching::watched(file, line, cards) {
        verb = Verb::Play;
    }
    let number = play_number(file, line, place)?;
    let mut r = Reader::new(file, line);
    // `faccio la spesa: Bizcocho de Hachís`, `hago la compra`: the shopping trip's phrase.
    if verb == Verb::Play {
        verb = shopping(&mut r).unwrap_or(verb);
    }
    // `Contra la jugada 3 de Ana juego Maratón de Series`: the aim written before the verb.
    let fronted = fronted(&mut r, cards, names)?;
    particle(file, line, verb, &mut r)?;
    // `llamo dos veces al Gato`: the play made that many times.
    let before = times(&mut r);
    let mut found = cards_named(&mut r, verb, cards);
    if found.is_empty() {
        return Err(
            problem_at(file, r.rest_span(), Msg::new("chez-geek-err-no-card"))
                .help(Msg::new("chez-geek-help-card-names").arg("writer", &file.player)),
        );
    }
    let aim = aim(&mut r, cards, names, fronted)?;
    // `llamo al Colega del Curro a mi cuarto (x3)`, `… dos veces`: after the room too.
    if let Some(n) = before.or_else(|| times(&mut r))
        && matches!(verb, Verb::Call | Verb::Play)
        && let [card] = found.as_slice()
    {
        found = vec![card.clone(); n];
    }
    if !prose_after(&r, cards, names) {
        return Err(problem_at(file, r.rest_span(), Msg::new("err-extra-words"))
            .help(Msg::new("chez-geek-help-card-names").arg("writer", &file.player)));
    }
    if let Some((partner, span)) = &aim.with {
        let msg = |key: &str| {
            Msg::new(key)
                .arg("writer", &file.player)
                .arg("player", partner)
                .arg("card", &file.source[found[0].1.clone()])
        };
        let help = msg("chez-geek-help-no-partner");
        return Err(problem_at(file, span.clone(), msg("chez-geek-err-no-partner")).help(help));
    }
    no_gift(file, verb, &aim, &found)?;
    if place.is_some()
        && let Some((_, span)) = &aim.answers
    {
        let msg = Msg::new("chez-geek-err-own-play-number");
        return Err(problem_at(file, span.clone(), msg));
    }
    Ok(Written {
        verb,
        number,
        cards: found,
        target: aim.target,
        answers: aim.answers,
        aimed: aim.aimed,
        trip: aim.trip,
        when: None,
        player: file.player.clone(),
        sent: file.sent.as_ref().map(|s| s.seconds),
        post: None,
        span: line.span.clone(),
        path: file.path.clone(),
        source: file.source.clone(),
    })
}

/// `I hand over the Palomitas`, `I'm giving up the Palomitas`: the particle of a verb of giving
/// up, skipped; without it the word is no verb of giving up, raised.
fn particle(file: &OrderFile, line: &OrderLine, verb: Verb, r: &mut Reader) -> Result<(), Problem> {
    // Without it `hand` is the noun (`Hand: Porro, Cigarrillos`), and `give` no giving up
    // (`I give the Palomitas to…`).
    let particle = match fold(&line.words[0].text) {
        v if v.starts_with("hand") => Some(&["over"][..]),
        v if v.starts_with("giv") || v == "gave" => Some(&["up", "away"][..]),
        _ => None,
    };
    if let Some(particle) = particle.filter(|_| verb == Verb::Lose) {
        if r.toks
            .get(r.pos)
            .is_none_or(|(t, _)| !particle.contains(&t.as_str()))
        {
            let msg = Msg::new("chez-geek-err-no-card");
            return Err(problem_at(file, line.words[0].span.clone(), msg));
        }
        r.skip(particle);
    }
    Ok(())
}

/// The play's number: the one written before it (`3.`), else its place in the post; one that
/// disagrees with its place is refused. A reaction is not a play of the turn: its number is
/// the play it answers, written after (`en la jugada 3`).
fn play_number(file: &OrderFile, line: &OrderLine, place: Option<u32>) -> Result<u32, Problem> {
    let number = written_number(file, line).or(place).unwrap_or(0);
    if let Some(place) = place
        && number != place
    {
        let msg = Msg::new("chez-geek-err-play-number")
            .arg("written", number)
            .arg("place", place);
        return Err(problem_at(file, line.span.clone(), msg));
    }
    Ok(number)
}

/// The cards a play names: one, or several joined by `y`/`and` for a shopping trip, a
/// discard or a choice ("sólo cuentan como una sola salida de Compras").
fn cards_named(
    r: &mut Reader,
    verb: Verb,
    cards: &[(String, Vec<String>)],
) -> Vec<(String, Range<usize>)> {
    let mut found = Vec::new();
    // `me voy de compras a por el Bizcocho`: what the trip goes for.
    if verb == Verb::Buy
        && r.toks
            .get(r.pos..r.pos + 2)
            .is_some_and(|t| t[0].0 == "a" && t[1].0 == "por")
    {
        r.pos += 2;
    }
    // `llamo a los dos Colegas del Curro`: one play per card (`read_post` numbers each).
    if matches!(verb, Verb::Call | Verb::Play)
        && let Some((n, card)) = r.quantity_of(cards)
    {
        return vec![card; n];
    }
    while let Some(card) = r.card_or_short(cards) {
        found.push(card);
        let before = r.pos;
        r.skip(&["y", "e", "and"]);
        // `Polvete en el Bar de Jimmy y para terminar una Siesta`: the last card said last.
        if r.pos != before
            && let Some(n) = aims::phrase_here(r, aims::LAST)
        {
            r.pos += n;
        }
        // `JUEGO NAVEGAR POR LA RED Y NOCHE DE JUEGOS`: two cards played or called are two
        // plays (`read_post` makes one of each card), never one play that drops the second.
        let joined = r.pos != before && matches!(verb, Verb::Play | Verb::Call);
        // `echo a la chica hambrienta al gilipollas y al novio pesado al cuarto de carla`: each
        // Persona thrown out after its personal `a`, an eviction of its own (`each_card`).
        let listed = verb == Verb::Evict;
        if !joined && !listed && !matches!(verb, Verb::Buy | Verb::Discard | Verb::Lose) {
            break;
        }
        if r.pos == before && r.done() {
            break;
        }
        // `pierdo el Barril. ¡Despedido, Dani!`: a card in the next sentence is no card of
        // this trip or choice, but what that sentence says.
        if r.toks
            .get(r.pos)
            .is_some_and(|(_, w)| r.starts_sentence(*w))
        {
            break;
        }
    }
    found
}

/// Prose after the play (`por favor`, `que hoy toca`, a sentence of its own: `Lo siento!!`) is
/// not part of it: whether all that is left is such prose, in lower case but for a sentence's
/// first word, naming no player and opening no sentence with a card.
fn prose_after(r: &Reader, cards: &[(String, Vec<String>)], names: &NameIndex) -> bool {
    if said::another_play_after(r, cards) {
        return false;
    }
    // A sentence opened by a card's first word, or by a word of its name of five letters or
    // more (`¡Despedido, Dani!`), speaks of that card: no prose.
    let opens_a_card = |w: usize| {
        tokens(&r.line.words[w].text).first().is_some_and(|t| {
            let long = t.chars().count() >= 5;
            cards
                .iter()
                .any(|(_, c)| c.first() == Some(t) || (long && c.contains(t)))
        })
    };
    // `, que la Siesta no se la merece`: a reason after a comma may name a card; it plays none.
    let words = &r.line.words;
    let reason = |i: usize| {
        i > 0
            && REASON.contains(&fold(&words[i].text).as_str())
            && r.file.source[words[i - 1].span.end..words[i].span.start].contains(',')
    };
    let mut in_reason = false;
    r.toks
        .get(r.pos..)
        .unwrap_or_default()
        .iter()
        .map(|(_, i)| *i)
        .all(|i| {
            let w = &words[i];
            in_reason |= reason(i);
            w.text.chars().all(char::is_alphabetic)
                && (!w.text.chars().next().is_some_and(char::is_uppercase)
                    || in_reason
                    || (r.starts_sentence(i) && !opens_a_card(i)))
                && !names.is_exact(&w.text)
        })
}

/// Words that open a reason after a comma, folded.
const REASON: &[&str] = &[
    "que", "porque", "pq", "perche", "poiche", "because", "since",
];
