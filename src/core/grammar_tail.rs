//! What players write after a complete order that is neither an argument nor a doubt: a reason
//! (`voto per Luca perché ieri ha difeso Alessia`, `voto a Bruno porque defendió a Carla`,
//! `vote Bruno because he defended Carla`: the order's target is the one before it, the reason
//! is prose even when it names another player) and a short remark after a comma or a dash
//! (`Voto Hugo, troppo silenzioso.`, `Mi astengo, oggi non ho idee`, `voto Luca - non mi
//! convince`). A remark that doubts the order (`, no estoy seguro`, `, non lo so`, `, not
//! sure`), offers another choice (`, o Bruno`) or names a player, a number, a house or a route
//! is not one: the order is refused as before.

use super::Args;
use super::words::{ALSO, BECAUSE, JOINS, TIME};
use crate::core::names::fold;
use crate::core::orders::{Read, Word};
use std::ops::Range;

/// Words and phrases that open a reason besides [`BECAUSE`], folded.
const REASON: &[&[&str]] = &[
    &["que"],
    &["che"],
    // what the player agreed or was told: `proteggo Paolo, come d'accordo con Franco`
    &["come", "d'accordo"],
    &["come", "concordato"],
    &["come", "deciso"],
    &["come", "detto"],
    &["come", "dice"],
    &["come", "ha", "detto"],
    &["come", "suggerito"],
    // with whom the player agreed it: `Mordo Marta, d'accordo con Bruno`
    &["d'accordo", "con"],
    &["in", "accordo", "con"],
    &["de", "acuerdo", "con"],
    &["agreed", "with"],
    &["como", "dijo"],
    &["como", "dice"],
    &["como", "ha", "dicho"],
    &["como", "acordamos"],
    &["como", "quedamos"],
    &["como", "hablamos"],
    &["como", "hablado"],
    &["segun"],
    // what the player saw the target do ([`WITNESS`])
    // what the player waits to see: `me quedo quieta en el comedor a ver qué pasa`
    &["a", "ver", "que"],
    &["a", "ver", "si"],
    &["a", "ver", "quien"],
    &["a", "ver", "como"],
    &["per", "vedere"],
    &["to", "see"],
    &["as", "agreed"],
    // how the player decided: `voto Hugo senza pensarci due volte`, `sin dudarlo`
    &["senza", "pensarci"],
    &["senza", "esitare"],
    &["senza", "esitazione"],
    &["sin", "pensarlo"],
    &["sin", "dudarlo"],
    &["sin", "dudar"],
    &["without", "thinking"],
    &["without", "hesitation"],
    &["as", "discussed"],
    &["as", "suggested"],
];

/// What the player saw the target do, a reason too (`Voto Bruno, l'ha fatto davanti a Juan!`,
/// `lo hizo delante de Juan`), unless a player is named right after it as who did it (`l'ha
/// fatto Juan`: another culprit, the master's to read).
const WITNESS: &[&[&str]] = &[
    &["l'ha", "fatto"],
    &["lo", "ha", "fatto"],
    &["l'ho", "visto"],
    &["lo", "hizo"],
    &["lo", "ha", "hecho"],
    &["he", "did", "it"],
    &["she", "did", "it"],
];

/// A vote said as settled after it, the whole of what follows (`VOTO A DANI Y NO HAY MAS QUE
/// HABLAR`, `voto Dani e non c'è altro da dire`): no doubt, no other choice, folded.
const SETTLED: &[&[&str]] = &[
    &["y", "no", "hay", "mas", "que", "hablar"],
    &["no", "hay", "mas", "que", "hablar"],
    &["y", "no", "hay", "nada", "mas", "que", "hablar"],
    &["y", "punto", "final"],
    &["y", "punto"],
    &["y", "punto", "pelota"],
    &["y", "ya", "esta"],
    &["e", "non", "c'e", "altro", "da", "dire"],
    &["non", "c'e", "altro", "da", "dire"],
    &["e", "non", "se", "ne", "parla", "piu"],
    &["e", "fine", "della", "discussione"],
    &["and", "that's", "all", "there", "is", "to", "say"],
    &["that's", "all", "there", "is", "to", "say"],
    &["and", "that's", "that"],
    &["and", "that's", "final"],
    &["end", "of", "discussion"],
    // off to bed, the night's sign-off: `me pillo la del centro 2 y a dormir la mona`
    &["y", "a", "dormir"],
    &["y", "a", "dormir", "la", "mona"],
    &["y", "a", "la", "cama"],
    &["e", "a", "letto"],
    &["e", "a", "nanna"],
    &["e", "vado", "a", "dormire"],
    &["and", "off", "to", "bed"],
    &["and", "to", "bed"],
];

/// Words of a remark that offer another choice: `voto Luca, o chi volete`.
const ALTERNATIVE: &[&str] = &["o", "u", "or", "oppure", "ovvero"];

/// Negations, and words of knowing or being sure: together in a remark they doubt the order
/// (`no estoy seguro`, `non ne sono sicuro`, `no sé`, `non lo so`, `I don't know`, `not sure`).
const NEGATION: &[&str] = &[
    "no", "non", "not", "don't", "dont", "ni", "nada", "niente", "mica", "nemmeno", "neanche",
];
const SURE: &[&str] = &[
    "seguro",
    "segura",
    "sicuro",
    "sicura",
    "sure",
    "certain",
    "certo",
    "certa",
    "convinto",
    "convinta",
    "convencido",
    "convencida",
    "claro",
    "chiaro",
    "se",
    "so",
    "know",
    "sabe",
    "sabria",
    "saprei",
];

/// Verbs of talking something over, in a sentence of its own after the order (`Campana en la
/// fase 1! tenemos que hablar de lo que dijo Hugo`): the player's remark, folded.
const TALK: &[&str] = &[
    "hablar",
    "hablemos",
    "hablamos",
    "discutir",
    "parlare",
    "parliamo",
    "discutere",
    "talk",
    "discuss",
];

/// The English first person, a capital that is no name: `vote Bruno, I don't trust him`.
const I: &[&str] = &["i", "i'm", "i've", "i'd", "i'll"];

/// What stands between an order's last argument and its text, not part of the text: the colon
/// of `Ruta: A-B`, the comma of `uso la radio: a Kiko, «cuidado con la planta 2»`, a dash.
pub(super) const BEFORE_TEXT: [char; 8] = [':', ' ', '\t', ',', ';', '-', '–', '—'];

#[path = "grammar_numbers.rs"]
mod numbers;
pub(in crate::core::grammar) use numbers::number_value;

impl Args<'_> {
    /// Skips the words of `words` that come next, fillers between them skipped (`, e mando il
    /// responso a Giulia`, `sigo con Pulir la plata`), and says whether there was one; with
    /// none, nothing is skipped (a preposition among the fillers is still there for
    /// [`Args::mark`]). They are not shown in the order as read: they only say what it is.
    pub fn skip_ahead(&mut self, words: &[&str]) -> bool {
        let mut found = false;
        let mut at = self.pos;
        while let Some(w) = self.line.words.get(at) {
            let key = fold(&w.text);
            if words.contains(&key.as_str()) {
                at += 1;
                self.pos = at;
                found = true;
            } else if super::words::FILLERS.contains(&key.as_str()) && !self.names.is_exact(&w.text)
            {
                at += 1;
            } else {
                break;
            }
        }
        found
    }

    /// Skips a phrase of when the order is for right after its arguments ([`TIME`]): what
    /// follows it is read as what follows an order. Returns where the arguments ended.
    pub(super) fn skip_time(&mut self) -> usize {
        let read_to = self.pos;
        let rest = self.line.words.get(self.pos..).unwrap_or_default();
        // Right after the arguments: after a comma it opens a remark (`Mi astengo, oggi non ho
        // idee`).
        let right_after = match (self.pos.checked_sub(1), rest.first()) {
            (Some(last), Some(first)) => self.file.source
                [self.line.words[last].span.end..first.span.start]
                .trim()
                .is_empty(),
            _ => false,
        };
        if !right_after {
            return read_to;
        }
        let keys: Vec<String> = rest.iter().map(|w| fold(&w.text)).collect();
        let len = TIME
            .iter()
            .filter(|t| t.len() <= keys.len() && t.iter().zip(&keys).all(|(t, k)| t == k))
            .map(|t| t.len())
            .max();
        self.pos += len.unwrap_or(0);
        read_to
    }

    /// Whether `rest`, the words after a complete order, is a reason or a remark as above.
    pub(super) fn reason_or_remark(&self, rest: &[Word]) -> bool {
        if rest.is_empty() {
            return false;
        }
        let keys: Vec<String> = rest
            .iter()
            .map(|w| fold(&w.text).replace('’', "'"))
            .collect();
        if self.names_one_more(rest, &keys) {
            return false;
        }
        if SETTLED.iter().any(|s| s.iter().eq(keys.iter())) {
            return true;
        }
        let opens = |r: &[&str]| r.len() < keys.len() && r.iter().zip(&keys).all(|(r, k)| r == k);
        let witness = WITNESS.iter().find(|r| opens(r));
        if witness.is_some_and(|w| self.names.names_one(&rest[w.len()])) {
            return false;
        }
        let opens_reason = witness.is_some() || BECAUSE.iter().chain(REASON).any(|r| opens(r));
        // A reason's words are words: a number, a route or a house list may be another order.
        let worded = |w: &Word| {
            w.text
                .chars()
                .all(|c| c.is_alphabetic() || c == '\'' || c == '’')
                && !(w.text.chars().count() == 1
                    && w.text != "I"
                    && w.text != w.text.to_lowercase())
        };
        if opens_reason {
            // A reason ends with its sentence: what follows is read as a remark of its own
            // (`, que vota raro. Mi voto: Gino` holds another order, not a reason).
            let end = (1..rest.len())
                .find(|&i| self.sentence_between(&rest[i - 1], &rest[i]))
                .unwrap_or(rest.len());
            // A partner by her initial (`as agreed with G.`): a person, no house.
            let initial = |i: usize| {
                let w = &rest[i];
                w.text.chars().count() == 1
                    && self.file.source[w.span.end..].starts_with('.')
                    && i > 0
                    && ["with", "con"].contains(&keys[i - 1].as_str())
            };
            return (0..end).all(|i| worded(&rest[i]) || initial(i))
                && (end == rest.len() || self.remark(&rest[end - 1], &rest[end..], &keys[end..]));
        }
        let Some(last) = self.pos.checked_sub(1).map(|at| &self.line.words[at]) else {
            return false;
        };
        self.remark(last, rest, &keys)
    }

    /// Whether the words after a complete order may add one more target to it: the order's
    /// list left open on a conjunction (`sbraniamo Paolo e, visto che possiamo, Nico`), a player
    /// named beside a word that adds one (`, visto che possiamo, anche Nico`), or joined after a
    /// pause (`, che è il veggente, e Nico`). None is a reason nor a remark: the line is raised.
    fn names_one_more(&self, rest: &[Word], keys: &[String]) -> bool {
        let player = |w: &Word| w.text.chars().count() > 2 && self.names.names_one(w);
        if !rest.iter().any(player) {
            return false;
        }
        let last = self
            .pos
            .checked_sub(1)
            .map(|at| fold(&self.line.words[at].text));
        let open = [last.as_deref(), keys.first().map(String::as_str)]
            .into_iter()
            .flatten()
            .any(|k| JOINS.contains(&k));
        // `, che è il veggente, e Nico`: after a pause a conjunction joins one more target.
        let joins_after_pause = |i: usize| {
            i > 0
                && JOINS.contains(&keys[i].as_str())
                && self.file.source[rest[i - 1].span.end..rest[i].span.start].contains([',', ';'])
                && rest[i + 1..].iter().take(3).any(player)
        };
        open || keys.iter().any(|k| ALSO.contains(&k.as_str()))
            || (1..rest.len()).any(joins_after_pause)
    }

    /// Whether `rest`, the words after a complete order, is a remark naming a player: in a
    /// sentence of its own or in brackets (`Vote Bruno. Sorry Bru 😅`, `sbrana Dario (d'accordo
    /// con Bruno)`, `me quedo. Saludos a Luca`), with a word of a remark
    /// ([`crate::core::intake::remarks`]), no number, house, question, markup, negation or
    /// other choice. An apology counts only to the players the order names: `voto Bruno.
    /// Perdona, Carla` may correct it, and is refused as before.
    pub(super) fn remark_naming_a_player(&self, rest: &[Word]) -> bool {
        let spoken = |w: &&Word| w.text.chars().any(char::is_alphanumeric);
        let (Some(first), Some(last)) = (
            rest.iter().find(spoken),
            self.pos.checked_sub(1).map(|at| &self.line.words[at]),
        ) else {
            return false;
        };
        let gap = &self.file.source[last.span.end..first.span.start];
        if crate::core::intake::remarks::apology_with_its_reason(gap, rest, self.names) {
            return true;
        }
        let said = &self.file.source[first.span.start..self.line.span.end];
        let set_off = (gap.contains(['.', '!', '…', '(']) && !gap.contains(".."))
            || (gap.contains(',') && suspicion(rest));
        let letter =
            |w: &Word| w.text.chars().count() == 1 && w.text.chars().all(char::is_uppercase);
        let clean = |w: &Word| {
            let key = fold(&w.text);
            let doubt = super::words::NEGATIONS.contains(&key.as_str())
                || ALTERNATIVE.contains(&key.as_str());
            let number = w.text.chars().any(|c| c.is_ascii_digit());
            // `robar a Bruno. Carla es mi presa`: who the choice is, no remark.
            let chosen = crate::core::intake::mistaken::THE_CHOSEN.contains(&key.as_str());
            !(number || letter(w) || doubt || chosen)
        };
        if !set_off || said.contains(['?', '¿', '[', '@', '*', '#']) || !rest.iter().all(clean) {
            return false;
        }
        let player = |w: &Word| {
            self.names
                .resolve_unsuggested(&w.text)
                .ok()
                .map(|p| fold(&p))
        };
        let ordered: Vec<String> = self.line.words[..self.pos]
            .iter()
            .filter_map(player)
            .collect();
        let capital = |w: &&Word| w.text.chars().next().is_some_and(char::is_uppercase);
        let to_the_ordered = rest
            .iter()
            .filter(capital)
            .filter_map(player)
            .all(|p| ordered.contains(&p));
        rest.iter().any(|w| {
            crate::core::intake::remarks::is_remark_word(w, to_the_ordered)
                || TALK.contains(&fold(&w.text).as_str())
        })
    }

    /// Whether a sentence ends between two words: a `.`, `!` or `?` that is no pause (`...`).
    fn sentence_between(&self, a: &Word, b: &Word) -> bool {
        let gap = &self.file.source[a.span.end..b.span.start];
        gap.contains(['.', '!', '?']) && !gap.contains("..")
    }

    /// Whether `rest` (its words folded in `keys`), after the word `last`, is a remark: a new
    /// sentence or a clause after a comma or a dash, of prose words, each sentence with its
    /// capital, doubting nothing.
    fn remark(&self, last: &Word, rest: &[Word], keys: &[String]) -> bool {
        let Some(first) = rest.first() else {
            return false;
        };
        let gap = &self.file.source[last.span.end..first.span.start];
        // A new sentence after the order (`voto a Bruno. Demasiado callado.`) starts with its
        // capital.
        // An emoji ends a sentence as a `!` does (`VOTO BRUNO 😡😡 lo vi salir de la cocina`).
        let emoji = gap
            .chars()
            .any(|c| matches!(c as u32, 0x2600..=0x27BF | 0x1F300..=0x1FAFF));
        let sentence = gap.contains(['.', '!', '…']) || emoji;
        if !sentence && !gap.contains([',', ';', '-', '–', '—']) {
            return false;
        }
        let has = |list: &[&str]| keys.iter().any(|k| list.contains(&k.as_str()));
        // `no I`, `no giorno` after the order (`marcar J, no I`): another choice, or the one
        // refused; not prose either way (review break5 F4).
        let other_choice = keys.len() <= 2
            && keys
                .first()
                .is_some_and(|k| ["no", "non", "not"].contains(&k.as_str()));
        // `tomar centro 3. La uno mejor`: a number in words, a choice of its own, no prose
        // (review break15b F14).
        let a_number = keys.len() <= 3 && has(CARDINALS);
        let doubts = has(ALTERNATIVE) || (has(NEGATION) && has(SURE)) || other_choice || a_number;
        // Each sentence of the remark opens with its capital (`Demasiado callado. Es lobo.`).
        let opens = |i: usize| match i {
            0 => sentence,
            _ => self.sentence_between(&rest[i - 1], &rest[i]),
        };
        let capital = |i: usize, w: &Word| {
            opens(i) && w.text.chars().all(char::is_alphabetic) && !self.names.is_exact(&w.text)
        };
        // A percentage is a verdict, no number of the game (`Wolf 100%.`).
        let percent = |w: &Word| {
            let digits = w.text.trim_end_matches('%');
            !digits.is_empty()
                && digits.chars().all(|c| c.is_ascii_digit())
                && (w.text.ends_with('%') || self.file.source[w.span.end..].starts_with('%'))
        };
        !doubts
            && rest.iter().zip(keys).enumerate().all(|(i, (w, k))| {
                self.is_prose(w) || I.contains(&k.as_str()) || capital(i, w) || percent(w)
            })
    }
}

/// Small numbers in words, folded: after an order, a short remark with one is another choice.
const CARDINALS: &[&str] = &[
    "uno", "dos", "tres", "cuatro", "cinco", "one", "two", "three", "four", "five", "due", "tre",
    "quattro", "cinque",
];

/// The sender named reflexively (`a me stesso`, `a mí misma`, `myself`), folded: `me`/`mi`/`yo`
/// then `stesso`/`mismo` (either gender), or one word.
const MYSELF_FIRST: &[&str] = &["me", "mi", "yo", "io"];
const MYSELF_SECOND: &[&str] = &["stesso", "stessa", "mismo", "misma"];

impl Args<'_> {
    /// A name of several words ("Juan Carlos"), written whole, is read whole: the longest
    /// run of up to three words that is exactly a name or an alias, consumed.
    pub(super) fn several_words(&mut self) -> Option<(String, Range<usize>)> {
        for len in (2..=3).rev() {
            let Some(run) = self.line.words.get(self.pos..self.pos + len) else {
                continue;
            };
            let written: Vec<&str> = run.iter().map(|w| w.text.as_str()).collect();
            let written = written.join(" ");
            if self.names.is_exact(&written) {
                self.pos += len;
                let name = self.names.resolve(&written).expect("an exact name");
                self.file.readings.record(
                    run[0].span.start,
                    Read::Player {
                        name: name.clone(),
                        written,
                        corrected: false,
                    },
                );
                return Some((name, run[0].span.start..run[len - 1].span.end));
            }
        }
        None
    }

    /// The player an English possessive names (`Bruno's`, `Inés’`), if it is one.
    pub(super) fn possessive(&self, written: &str) -> Option<String> {
        if self.names.is_exact(written) {
            return None;
        }
        ["'s", "’s", "'", "’"].iter().find_map(|s| {
            let stem = written.strip_suffix(s)?;
            self.names
                .is_exact(stem)
                .then(|| self.names.resolve(stem).ok())?
        })
    }

    /// The sender himself, named reflexively (`consegno il responso a me stesso`, `protejo a
    /// mí misma`, `protect myself`): his own name, consumed. Whether the order may aim at him
    /// is the ruleset's to say, as for his name written out.
    pub(super) fn myself(&mut self) -> Option<(String, Range<usize>)> {
        let words = &self.line.words;
        let first = words.get(self.pos)?;
        let key = |w: &Word| fold(&w.text);
        let len = match words.get(self.pos + 1) {
            Some(second)
                if MYSELF_FIRST.contains(&key(first).as_str())
                    && MYSELF_SECOND.contains(&key(second).as_str()) =>
            {
                2
            }
            _ if key(first) == "myself" => 1,
            // `para mí`: the accented `mí` is the pronoun after a preposition (`mi` is "my").
            _ if first.text.to_lowercase() == "mí" => 1,
            _ => return None,
        };
        let name = self.names.resolve(&self.file.player).ok()?;
        let last = &words[self.pos + len - 1];
        let span = first.span.start..last.span.end;
        let written = self.file.source[span.clone()].to_string();
        self.pos += len;
        self.file.readings.record(
            span.start,
            Read::Player {
                name: name.clone(),
                written,
                corrected: false,
            },
        );
        Some((name, span))
    }
}

/// Whether a remark in brackets after an order (`vota Alessia (è troppo silenziosa)`) is only
/// the player's aside: it does not negate (`(non ne sono sicuro)`) nor make the order one
/// choice among others, a fallback or a joke (`(la otra opción)`, `(plan B)`: review break15b
/// F9).
pub(super) fn plain_aside(rest: &[Word]) -> bool {
    !rest
        .iter()
        .any(|w| super::words::NEGATIONS.contains(&fold(&w.text).as_str()))
        && !crate::core::intake::label::another_choice(rest)
}

#[cfg(test)]
#[path = "grammar_tail_tests.rs"]
mod tests;

/// Words that may open a clause of suspicion after a comma (`, cmq sospetto anche di Carla`,
/// `, aunque también sospecho de Carla`, `, but I suspect Carla too`): "anyway", "but",
/// "also", who suspects.
const BEFORE_SUSPICION: &[&str] = &[
    "cmq", "comunque", "pero", "ma", "but", "though", "anyway", "aunque", "igual", "tambien",
    "anche", "also", "i", "yo", "io",
];

/// The first person of suspecting (`sospetto`, `sospecho`, `suspect`).
const SUSPECT: &[&str] = &["sospetto", "sospecho", "suspect"];

/// Whether a clause after a comma is the sender's suspicion, a remark (`voto Danni, cmq
/// sospetto anche di Carla`): its words past "anyway", "but", "also" and who suspects open with
/// suspecting. A doubt or another choice is none (`o Carla`, `anzi Carla`: no word of it).
fn suspicion(rest: &[Word]) -> bool {
    rest.iter()
        .map(|w| fold(&w.text))
        .find(|k| !BEFORE_SUSPICION.contains(&k.as_str()))
        .is_some_and(|k| SUSPECT.contains(&k.as_str()))
}
