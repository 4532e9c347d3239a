//! Reading the words of an order line: verbs in the rulebook's language and in English,
//! player names as players write them, small numbers, and the filler words of natural PMs
//! ("ver **la carta de** Ana", "swap Ana **and** Bruno").

use crate::core::diag::Problem;
use crate::core::fold::{is_accented_e, is_joiner};
use crate::core::msg::Msg;
use crate::core::names::{NameIndex, NameMiss, fold};
use crate::core::orders::{OrderFile, OrderLine, Read, Word};
use std::ops::Range;

#[path = "grammar_tail.rs"]
mod tail;
#[path = "grammar_words.rs"]
pub(crate) mod words;
use words::*;
pub use words::{POINT_NUMBERS, elided, number_word, possessive};

/// The help line for a name that did not match.
pub fn miss_help(miss: &NameMiss) -> Msg {
    match miss {
        NameMiss::Unknown { suggestions } if suggestions.is_empty() => Msg::new("help-name-none"),
        NameMiss::Unknown { suggestions } => {
            Msg::new("help-name-suggest").arg("names", suggestions.join(", "))
        }
        NameMiss::Ambiguous { candidates } => {
            Msg::new("help-name-ambiguous").arg("names", candidates.join(", "))
        }
    }
}

/// A verb table entry: every spelling (folded) of one verb.
pub struct VerbSpec<V: Copy> {
    pub verb: V,
    pub words: &'static [&'static str],
}

/// One kind of order, as the core knows it: every spelling of the verbs whose orders are of
/// that kind. A later order of a kind replaces an earlier one of the same player and phase
/// (`core::replaced`), unless every order of the kind counts (`each_counts`: a use of a
/// limited power each, or ballots a tally orders in time).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VerbKind {
    pub words: Vec<&'static str>,
    pub each_counts: bool,
}

/// The kinds of a verb table: one per verb, the verbs of a group of `same` one kind
/// (a vote and an abstention), and every order of a verb in `each` counted.
pub fn kinds<V: Copy + PartialEq>(
    verbs: &[VerbSpec<V>],
    same: &[&[V]],
    each: &[V],
) -> Vec<VerbKind> {
    let mut kinds: Vec<(V, VerbKind)> = Vec::new();
    for spec in verbs {
        let lead = same
            .iter()
            .find(|group| group.contains(&spec.verb))
            .map_or(spec.verb, |group| group[0]);
        match kinds.iter_mut().find(|(v, _)| *v == lead) {
            Some((_, kind)) => kind.words.extend(spec.words.iter().copied()),
            None => kinds.push((
                lead,
                VerbKind {
                    words: spec.words.to_vec(),
                    each_counts: each.contains(&spec.verb),
                },
            )),
        }
    }
    kinds.into_iter().map(|(_, kind)| kind).collect()
}

/// Finds a line's verb. An unknown first word makes the line "not an order": the error says
/// how to keep it as a comment, and names the closest verb when one is close.
pub fn read_verb<V: Copy>(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &[VerbSpec<V>],
) -> Result<V, Problem> {
    let first = &line.words[0];
    let key = fold(&first.text);
    for spec in verbs {
        if spec.words.contains(&key.as_str()) {
            file.readings.record(
                first.span.start,
                Read::Verb {
                    spellings: spec.words,
                    written: first.text.clone(),
                },
            );
            return Ok(spec.verb);
        }
    }
    let mut best: Option<(f64, &str)> = None;
    for spec in verbs {
        for w in spec.words {
            let score = strsim::jaro_winkler(&key, w);
            if score >= 0.8 && best.is_none_or(|(b, _)| score > b) {
                best = Some((score, w));
            }
        }
    }
    let all: Vec<&str> = verbs.iter().map(|s| s.words[0]).collect();
    let help = match best {
        Some((_, w)) => Msg::new("help-not-an-order-verb")
            .arg("verb", w)
            .arg("verbs", all.join(", ")),
        None => Msg::new("help-not-an-order").arg("verbs", all.join(", ")),
    }
    .arg("pm", crate::core::set_aside::pm_name(&file.path))
    .arg("line", line.line);
    Err(Problem::new(
        Msg::new("err-not-an-order")
            .arg("file", &file.path)
            .arg("line", line.line),
    )
    .at(&file.path, &file.source, line.span.clone())
    .label(Msg::new("label-not-an-order"))
    .help(help))
}

/// Reads the arguments of one order line, left to right. A clone reads ahead without moving
/// the original.
#[derive(Clone)]
pub struct Args<'a> {
    pub file: &'a OrderFile,
    pub line: &'a OrderLine,
    names: &'a NameIndex,
    pos: usize,
}

impl<'a> Args<'a> {
    /// Arguments after the verb (and after `skip` more words, for two-word verbs).
    pub fn new(file: &'a OrderFile, line: &'a OrderLine, names: &'a NameIndex) -> Self {
        Args {
            file,
            line,
            names,
            pos: 1,
        }
    }

    pub fn problem(&self, span: Range<usize>, msg: Msg) -> Problem {
        Problem::new(msg).at(&self.file.path, &self.file.source, span)
    }

    fn skip_fillers(&mut self) {
        while let Some(w) = self.line.words.get(self.pos) {
            let key = fold(&w.text);
            // `è` ("is") folds to the joiner `e` but is never skipped as one.
            let joiner_or_filler = !is_accented_e(&w.text) && FILLERS.contains(&key.as_str());
            if joiner_or_filler && !self.names.is_exact(&w.text) {
                self.pos += 1;
            } else {
                break;
            }
        }
    }

    /// The preposition before the next argument, if it is one of `marks` (folded): it says
    /// the argument's role (`gufo a Hugo su Bruno`). Consumed and read as a keyword, so
    /// `check` shows it.
    pub fn mark(&mut self, marks: &[&str]) -> Option<String> {
        let mut found = None;
        for (i, w) in self.line.words.iter().enumerate().skip(self.pos) {
            let key = fold(&w.text);
            if self.names.is_exact(&w.text) {
                break;
            }
            if marks.contains(&key.as_str()) {
                found = Some((i, key.clone()));
            }
            if !FILLERS.contains(&key.as_str()) {
                break;
            }
        }
        let (at, key) = found?;
        let word = &self.line.words[at];
        self.pos = at + 1;
        self.file.readings.record(
            word.span.start,
            Read::Keyword {
                spellings: marks.iter().map(|m| m.to_string()).collect(),
                written: word.text.clone(),
            },
        );
        Some(key)
    }

    /// The next word, fillers skipped.
    pub fn peek(&mut self) -> Option<&'a Word> {
        self.skip_fillers();
        self.line.words.get(self.pos)
    }

    /// Consumes the next word if it is one of `keywords` (folded).
    pub fn keyword(&mut self, keywords: &[&str]) -> bool {
        match self.peek() {
            Some(w) if keywords.contains(&fold(&w.text).as_str()) => {
                self.pos += 1;
                self.file.readings.record(
                    w.span.start,
                    Read::Keyword {
                        spellings: keywords.iter().map(|k| k.to_string()).collect(),
                        written: w.text.clone(),
                    },
                );
                true
            }
            _ => false,
        }
    }

    /// The words not read yet, fillers included.
    pub fn ahead(&self) -> &'a [Word] {
        self.line.words.get(self.pos..).unwrap_or_default()
    }

    /// Moves past the next `n` words, fillers included, recording none (a grammar reading ahead).
    pub fn skip(&mut self, n: usize) {
        self.pos = (self.pos + n).min(self.line.words.len());
    }

    /// The next word as written (fillers not skipped), consumed.
    pub fn word(&mut self) -> Option<&'a Word> {
        let word = self.line.words.get(self.pos)?;
        self.pos += 1;
        // A filler a grammar skips this way (`watch el camino J-I`, `mark la casa de Lola`) is
        // not part of the order as read.
        let key = fold(&word.text);
        let filler = [FILLERS, NOT_READ]
            .iter()
            .any(|l| l.contains(&key.as_str()))
            && !word.text.chars().next().is_some_and(char::is_uppercase)
            && !self.names.is_exact(&word.text);
        if !filler {
            self.file
                .readings
                .record(word.span.start, Read::Word(word.text.clone()));
        }
        Some(word)
    }

    /// The rest of the line as written (a reason, a free-text ruling), consumed; `None` when
    /// nothing is left.
    pub fn rest(&mut self) -> Option<(String, Range<usize>)> {
        let first = self.line.words.get(self.pos)?;
        // From the end of the word before, so marks the word split off (`¿Quién…?`) stay.
        let from = match self.pos.checked_sub(1) {
            Some(before) => self.line.words[before].span.end,
            None => first.span.start,
        };
        self.pos = self.line.words.len();
        let raw = &self.file.source[from..self.line.span.end];
        // Not the colon of `Ruta: A-B`, the comma of `a Kiko, «…»`, nor the spaces after them.
        let start = from + (raw.len() - raw.trim_start_matches(tail::BEFORE_TEXT).len());
        let span = start.min(first.span.start)..self.line.span.end;
        // Markup is not the text (`mensaje Fede [b]¿Quién?[/b]` carries `¿Quién?`).
        let text = crate::core::markup::strip_tags(self.file.source[span.clone()].trim());
        self.file
            .readings
            .record(span.start, Read::Text(text.clone()));
        Some((text, span))
    }

    /// [`Args::rest`] up to the first character `stop` says ends it, asked in order from the
    /// next word (`ruta A-E-F, por favor`, `ruta A-E-F (vuelvo por el mismo sitio)`): the words
    /// after it stay to be read, so [`Args::end`] takes them as prose or refuses them.
    pub fn rest_until(&mut self, stop: impl FnMut(char) -> bool) -> Option<(String, Range<usize>)> {
        let first = self.line.words.get(self.pos)?;
        let line_end = self.line.span.end;
        let cut = self.file.source[first.span.start..line_end]
            .find(stop)
            .map_or(line_end, |at| first.span.start + at);
        let after = self.line.words[self.pos..]
            .iter()
            .position(|w| w.span.start >= cut)
            .map_or(self.line.words.len(), |i| self.pos + i);
        let from = match self.pos.checked_sub(1) {
            Some(before) => self.line.words[before].span.end,
            None => first.span.start,
        };
        let raw = &self.file.source[from..cut.max(from)];
        let start = from + (raw.len() - raw.trim_start_matches(tail::BEFORE_TEXT).len());
        let span = start.min(first.span.start)..cut.max(first.span.start);
        self.pos = after;
        let text = crate::core::markup::strip_tags(self.file.source[span.clone()].trim());
        self.file
            .readings
            .record(span.start, Read::Text(text.clone()));
        Some((text, span))
    }

    /// The end of the line, for "missing argument" errors.
    fn end_span(&self) -> Range<usize> {
        let line = &self.file.source[self.line.span.clone()];
        let last = line.chars().next_back().map_or(0, char::len_utf8);
        let end = self.line.span.end;
        end - last..end
    }

    /// The next player's name. A missing one is told with the verb as the player wrote it
    /// (`ver`), so `_what`, the code's name of the argument, is not shown.
    pub fn player(&mut self, _what: &str) -> Result<(String, Range<usize>), Problem> {
        let Some(word) = self.peek() else {
            return Err(self
                .problem(
                    self.end_span(),
                    // The verb as the player wrote it (`ver`), never the code's English name.
                    Msg::new("err-missing-player").arg("what", &self.line.words[0].text),
                )
                .help(Msg::new("help-names").arg("names", self.names.names().join(", "))));
        };
        if let Some(found) = self.several_words().or_else(|| self.myself()) {
            return Ok(found);
        }
        self.pos += 1;
        // An English possessive (`Bruno's card`, `rob Elena's card`) names the player.
        if let Some(name) = self.possessive(&word.text) {
            // The thing owned is his card: `Elena's card, thanks!`.
            if self
                .line
                .words
                .get(self.pos)
                .is_some_and(|w| ["card", "cards", "role"].contains(&fold(&w.text).as_str()))
            {
                self.pos += 1;
            }
            self.file.readings.record(
                word.span.start,
                Read::Player {
                    name: name.clone(),
                    written: word.text.clone(),
                    corrected: false,
                },
            );
            return Ok((name, word.span.clone()));
        }
        // A prefix of two letters in lower case is a word (`Voto: ni idea`, `vote no`), not
        // Nico or Nora: only written with its capital is it read as the name.
        let short_word = word.text.chars().count() < 3
            && !word.text.chars().next().is_some_and(char::is_uppercase)
            && !self.names.is_exact(&word.text);
        // An Italian article elided before a name (`l'Olga`), an English possessive (`Bruno's`).
        let written = possessive(elided(&word.text));
        let found = match self.names.resolve_order(written) {
            Ok(_) if short_word => Err(NameMiss::Unknown {
                suggestions: Vec::new(),
            }),
            found => found,
        };
        match found {
            Ok((name, typo)) => {
                // A typo corrected or a prefix completed (`Mari` for Mario): `check` lists
                // each such reading (README, tally; review break17 A7).
                let corrected = typo || !self.names.is_exact(written);
                self.file.readings.record(
                    word.span.start,
                    Read::Player {
                        name: name.clone(),
                        written: word.text.clone(),
                        corrected,
                    },
                );
                Ok((name, word.span.clone()))
            }
            Err(miss) => Err(self
                .problem(
                    word.span.clone(),
                    Msg::new(match miss {
                        NameMiss::Ambiguous { .. } => "err-ambiguous-player",
                        NameMiss::Unknown { .. } => "err-unknown-player",
                    })
                    .arg("name", &word.text),
                )
                .label(Msg::new("label-unknown-player"))
                .help(miss_help(&miss))),
        }
    }

    /// The next whole number in `low..=high`.
    pub fn number(&mut self, low: u32, high: u32) -> Result<(u32, Range<usize>), Problem> {
        let Some(word) = self.peek() else {
            return Err(self.problem(
                self.end_span(),
                Msg::new("err-missing-number")
                    .arg("low", low)
                    .arg("high", high),
            ));
        };
        self.pos += 1;
        match tail::number_value(&word.text) {
            Ok(n) if (low..=high).contains(&n) => {
                self.file.readings.record(word.span.start, Read::Number(n));
                Ok((n, word.span.clone()))
            }
            _ => Err(self.problem(
                word.span.clone(),
                Msg::new("err-bad-number")
                    .arg("word", &word.text)
                    .arg("low", low)
                    .arg("high", high),
            )),
        }
    }

    /// Nothing more of the order may follow. Prose after the arguments (`por favor`, `grazie
    /// master`, `because he lied`) is skipped when it cannot be part of an order: it names no
    /// player and holds no number, house letter or route.
    pub fn end(&mut self) -> Result<(), Problem> {
        let read_to = self.skip_time();
        let rest = self.line.words.get(self.pos..).unwrap_or_default();
        let in_list = |w: &Word, list: &[&str]| list.contains(&fold(&w.text).as_str());
        let read = self.line.words.get(1..read_to).unwrap_or_default();
        let verb_alone = read.iter().all(|w| in_list(w, FILLERS));
        let prose = |w: &Word| {
            (self.is_prose(w) || self.opens_a_sentence(w))
                && (!verb_alone
                    || [COURTESY, FILLERS, AFTER_A_VERB_ALONE]
                        .iter()
                        .any(|list| in_list(w, list)))
        };
        // The prose starts as a reason, a time or a sign-off does; a filler does not start one
        // (`Mato a Fede a besos`, `robo a Bruno la cartera`, `Indago su Alessia a fondo`: a joke
        // or a doubt), unless it is `y` before one (`y gracias`).
        let opens = |w: &Word| {
            [COURTESY, AFTER_A_VERB_ALONE, PROSE_STARTS]
                .iter()
                .any(|list| in_list(w, list))
        };
        // A remark in brackets after the order (`vota Alessia (è troppo silenziosa)`) is the
        // player's aside, as a reason is (`tail::plain_aside`).
        let in_brackets = rest.first().is_some_and(|w| {
            self.file.source[..w.span.start].trim_end().ends_with('(') && tail::plain_aside(rest)
        });
        if (!rest.is_empty()
            && rest
                .iter()
                .all(|w| in_list(w, ONLY_AT_THE_END) && self.is_prose(w)))
            || self.reason_or_remark(rest)
            || self.remark_naming_a_player(rest)
        {
            self.pos = self.line.words.len();
            return Ok(());
        }
        let starts_well = match rest {
            [] => true,
            _ if in_brackets => true,
            [first, ..] if opens(first) => true,
            [first, second, ..] => is_joiner(&first.text, AND) && opens(second),
            [_] => false,
        };
        if starts_well && rest.iter().all(prose) {
            self.pos = self.line.words.len();
            return Ok(());
        }
        match self.peek() {
            None => Ok(()),
            Some(word) => {
                let span = word.span.start..self.line.span.end;
                // A reason naming a player or holding a route may be a second order.
                let help = if starts_well && rest.iter().any(|w| !self.is_prose(w)) {
                    "help-extra-words-named"
                } else {
                    "help-extra-words"
                };
                Err(self
                    .problem(span, Msg::new("err-extra-words"))
                    .help(Msg::new(help)))
            }
        }
    }

    /// A word that cannot be an argument: letters only, in lower case (a capital may be a
    /// misspelt name or a house) unless a courtesy (`Gracias`), and not a player's name.
    pub fn is_prose(&self, word: &Word) -> bool {
        let text = word.text.as_str();
        let letters = text.chars().all(|c| c.is_alphabetic() || c == '\'');
        let capital = text.chars().next().is_some_and(char::is_uppercase);
        let courtesy = COURTESY.contains(&fold(text).as_str());
        letters && (!capital || courtesy) && !self.names.is_exact(text)
    }

    /// The span of the whole line.
    pub fn line_span(&self) -> Range<usize> {
        self.line.span.clone()
    }
}

#[cfg(test)]
#[path = "grammar_tests.rs"]
mod tests;
