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
//! A second verb after a change of mind (`rob Ana… no, better rob Dani`) starts a second
//! order on the same line; the later order of a kind replaces the earlier one
//! (`core::replaced`).

use crate::core::diag::Problem;
use crate::core::grammar::VerbKind;
use crate::core::msg::Msg;
use crate::core::names::{NameIndex, fold};
use crate::core::orders::{OrderFile, OrderLine, Word};
use std::collections::{BTreeMap, BTreeSet};

mod words;
use words::*;

/// The verbs of a ruleset in this phase, every spelling folded, and the kind of order each
/// spelling gives.
/// Verbs that are a whole order without a word after them: a comma after one does not make
/// it prose.
const WHOLE_BY_ITSELF: &[&str] = &["abstengo", "astengo", "abstain", "abstenerse", "astenersi"];

pub struct Verbs {
    spellings: BTreeSet<String>,
    /// The ruleset's own lead-in words (`Ruleset::lead_in`), folded: among-us numbers its
    /// points (`1 Punto de acción: Atravieso la puerta este`).
    lead_in: BTreeSet<String>,
    /// Folded spelling → its kind (the first kind that has it), and whether every order of
    /// that kind counts.
    kinds: BTreeMap<String, (usize, bool)>,
    /// The vote's spelling, if the ruleset has a vote.
    vote: Option<String>,
    /// Whether a name alone in red is this phase's vote.
    red_votes: bool,
    /// The ruleset's nouns of its orders (`Ruleset::order_nouns`), folded: a line naming a
    /// player and one of them is an order in other words (`le doy la pistola a Hugo`).
    order_nouns: BTreeSet<String>,
}

impl Verbs {
    /// Spellings without kinds: each spelling is a kind of its own.
    pub fn new<'a>(spellings: impl IntoIterator<Item = &'a str>) -> Verbs {
        let spellings: BTreeSet<String> = spellings.into_iter().map(fold).collect();
        let kinds = spellings
            .iter()
            .enumerate()
            .map(|(i, w)| (w.clone(), (i, false)))
            .collect();
        Verbs {
            spellings,
            kinds,
            lead_in: BTreeSet::new(),
            vote: None,
            red_votes: false,
            order_nouns: BTreeSet::new(),
        }
    }

    /// A ruleset's verbs by kind ([`crate::rules::Ruleset::verbs`]).
    pub fn from_kinds(kinds: &[VerbKind]) -> Verbs {
        let mut by_word = BTreeMap::new();
        for (i, kind) in kinds.iter().enumerate() {
            for word in &kind.words {
                by_word.entry(fold(word)).or_insert((i, kind.each_counts));
            }
        }
        Verbs {
            spellings: by_word.keys().cloned().collect(),
            kinds: by_word,
            lead_in: BTreeSet::new(),
            vote: kinds
                .iter()
                .find(|k| k.words.contains(&"vote"))
                .map(|k| k.words[0].to_string()),
            red_votes: false,
            order_nouns: BTreeSet::new(),
        }
    }

    /// Whether this phase has a vote: then a player's name alone on a line, in red, is his
    /// vote ("El voto se emite con el nombre del elegido en color ROJO"); in a phase without
    /// one it is only a name.
    pub fn with_red_votes(mut self, phase_votes: bool) -> Verbs {
        self.red_votes = phase_votes;
        self
    }

    /// With a ruleset's nouns of its orders ([`crate::rules::Ruleset::order_nouns`]).
    pub fn with_order_nouns(mut self, nouns: &[&str]) -> Verbs {
        self.order_nouns = nouns.iter().map(|n| fold(n)).collect();
        self
    }

    /// With a ruleset's own lead-in words ([`crate::rules::Ruleset::lead_in`]): a clause made
    /// of them and the core's lead-ins, holding at least one of them, leads into an order even
    /// when the verb is capitalised after it (`1 Punto de acción: Atravieso la puerta este`).
    pub fn with_lead_in(mut self, words: &[&str]) -> Verbs {
        self.lead_in = words.iter().map(|w| fold(w)).collect();
        self
    }

    fn ruleset_lead_in(&self, word: &Word) -> bool {
        self.lead_in.contains(&fold(&word.text))
    }

    /// The kind of an order line (its first word is its verb, once classified), and whether
    /// every order of that kind counts; `None` for a line that is not led by a verb.
    pub fn kind_of(&self, line: &OrderLine) -> Option<(usize, bool)> {
        let first = line.words.first()?;
        self.kinds.get(&fold(&first.text)).copied()
    }

    fn is_verb(&self, word: &Word) -> bool {
        self.spellings.contains(&fold(&word.text))
    }

    /// The verb a misspelt word most likely is (`vtoo` → `voto`): one edit away, for words of
    /// four letters or more.
    fn near(&self, word: &Word) -> Option<&str> {
        let key = fold(&word.text);
        if key.chars().count() < 4 {
            return None;
        }
        self.spellings
            .iter()
            .find(|v| v.chars().count() >= 4 && strsim::damerau_levenshtein(&key, v) == 1)
            .map(String::as_str)
    }
}

fn folded_in(word: &Word, list: &[&str]) -> bool {
    list.contains(&fold(&word.text).as_str())
}

/// Whether a word names a player as written whole (name or alias, accents and case aside).
fn names_a_player(word: &Word, names: &NameIndex) -> bool {
    names.is_exact(&word.text)
}

/// Whether any word of `words` could name a player: exactly, or by a unique prefix of three
/// letters or more.
fn mentions_a_player(words: &[Word], names: &NameIndex) -> bool {
    words.iter().any(|w| {
        names_a_player(w, names) || (w.text.chars().count() >= 3 && names.resolve(&w.text).is_ok())
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
    for line in std::mem::take(&mut file.lines) {
        // After the `--`, the signature: an order written there is the master's to read.
        if signature.is_some_and(|at| line.span.start >= at) {
            match read_line(file, &line, verbs, names) {
                Reading::Chatter => file.ignored.push(line),
                Reading::Orders(_) | Reading::Unsafe(_) => problems.push(
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
            continue;
        }
        match read_line(file, &line, verbs, names) {
            Reading::Orders(found) => orders.extend(found),
            Reading::Chatter => file.ignored.push(line),
            Reading::Unsafe(problem) => problems.push(*problem),
        }
    }
    if orders.is_empty() && problems.is_empty() {
        problems.extend(no_order_but_a_name(file, set_aside, names, signature));
    }
    file.lines = orders;
    problems.extend(quoted_orders(file, verbs, names));
    problems
}

/// A PM with no order at all, one of whose lines names another player (`Voterei Beppe`,
/// `votaría a Nerea`, `stanotte mangiamo Sergio`, `cojo la pistola y se la doy a Héctor`): an
/// order in words the grammar does not read, never quiet chatter. The master asks the player,
/// or sets the line aside (`ignore`).
fn no_order_but_a_name(
    file: &OrderFile,
    set_aside: usize,
    names: &NameIndex,
    signature: Option<usize>,
) -> Option<Problem> {
    let me = crate::core::names::fold(&file.player);
    let line = file.ignored[set_aside..].iter().find(|l| {
        signature.is_none_or(|at| l.span.start < at)
            && l.words.iter().any(|w| {
                names_a_player(w, names)
                    && names
                        .resolve_unsuggested(&w.text)
                        .is_ok_and(|p| crate::core::names::fold(&p) != me)
            })
    })?;
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

/// A filled order inside a quote (a form answered by quoting it, a vote pasted inside the
/// quoted post): never read, never dropped in silence; the master asks the player. A quote of
/// another player's post (`[quote=Luca]voto Chiara[/quote]`) holds that player's words, not
/// an order of this PM's sender: not asked about.
fn quoted_orders(file: &OrderFile, verbs: &Verbs, names: &NameIndex) -> Vec<Problem> {
    let mut problems = Vec::new();
    let me = fold(&file.player);
    for quote in crate::core::markup::hidden_ranges(&file.source) {
        let another_player = crate::core::markup::quote_author(&file.source[quote.start..])
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
                .map(|t| Word {
                    text: t.text,
                    span: t.span,
                })
                .collect();
            let Some(last) = words.last() else {
                continue;
            };
            let candidate = OrderLine {
                line: file.source[..start].matches('\n').count() + 1,
                span: words[0].span.start..last.span.end,
                words: words.clone(),
            };
            let named = |w: &Word| {
                names_a_player(w, names)
                    || (w.text.chars().next().is_some_and(char::is_uppercase)
                        && names.resolve(&w.text).is_ok())
            };
            if let Reading::Orders(found) = read_line(file, &candidate, verbs, names)
                && found.iter().any(|o| o.words[1..].iter().any(named))
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

enum Reading {
    Orders(Vec<OrderLine>),
    Chatter,
    Unsafe(Box<Problem>),
}

fn read_line(file: &OrderFile, line: &OrderLine, verbs: &Verbs, names: &NameIndex) -> Reading {
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
        // A verb word before a colon and another verb is a noun announcing it (`Perdona
        // máster, cambio: mato a Gino`), not the order (`Voto: Ana`, `Ruta: G-H-F` are).
        let announces = file.source[words[i].span.end..].starts_with(':')
            && words.get(i + 1).is_some_and(|w| verbs.is_verb(w));
        verbs.is_verb(&words[i])
            && !announces
            && (i == 0 || !folded_in(&words[i - 1], NOT_A_VERB_AFTER))
            && !see_idiom
            && !noun
            && !bare_a
    };
    // The subject line a PM was pasted with (`Oggetto: Re: voto giorno 1`, `Asunto: Re: mi
    // voto`) is the forum's header, not an order: chatter. A vote only in the subject leaves the
    // PM with no order naming a player, which is refused (`err-no-order-but-a-name`).
    if folded_in(&words[0], SUBJECT) && file.source[words[0].span.end..].starts_with(':') {
        return Reading::Chatter;
    }
    if let Some(order) = red_vote(file, line, verbs, names) {
        return Reading::Orders(vec![order]);
    }
    if let Some(order) = doing_the_noun(line, verbs) {
        return read_line(file, &order, verbs, names);
    }
    if let Some(order) = my_noun_goes_to(file, line, verbs, names) {
        return read_line(file, &order, verbs, names);
    }
    let Some(first) = (0..words.len()).find(|&i| is_verb_at(i)) else {
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
    let before = &words[clause..first];
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
        && before
            .iter()
            .all(|w| folded_in(w, LEAD_IN) || verbs.ruleset_lead_in(w))
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
        return Reading::Chatter;
    }
    if hedged(&words[first + 1..]) {
        return unsafe_line(file, line, first);
    }
    // A line that ends in `?` asks (`vote Hugo?`, `Vota Bruno?`), unless the question is a
    // text the order carries, opened with `¿` (`mensaje Fede ¿Quién te mató?`).
    let after_verb = &file.source[words[first].span.end..line.span.end];
    let last = words.last().expect("a word");
    if file.source[last.span.end..].starts_with('?') && !after_verb.contains('¿') {
        return unsafe_line(file, line, first);
    }
    // A second verb after a change of mind starts the order that replaces this one.
    let mut starts = vec![first];
    let mut cuts = Vec::new();
    for i in first + 1..words.len() {
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
        }
    }
    cuts.push(words.len());
    let found = starts
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
    Reading::Orders(found)
}

/// `pongo muros en C-D y J-K`, `quiero poner muro C-D J-K`, `hago la ruta G-H-F`: a verb of
/// doing (`poner`, `hacer`) before the order's noun, after lead-in words only, is the order
/// itself (`muros en C-D y J-K`, `ruta G-H-F`).
fn doing_the_noun(line: &OrderLine, verbs: &Verbs) -> Option<OrderLine> {
    let words = &line.words;
    let at = words.iter().position(|w| !folded_in(w, LEAD_IN))?;
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
    let order: Vec<Word> = words[..at].iter().chain(&words[noun..]).cloned().collect();
    Some(OrderLine {
        line: line.line,
        span: line.span.clone(),
        words: order,
    })
}

/// `Il mio voto va a Rita` as the order it states: `voto Rita` (the noun is the verb's
/// spelling), when the line starts that way after lead-in words.
fn my_noun_goes_to(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<OrderLine> {
    let words = &line.words;
    let noun = (1..words.len()).find(|&i| verbs.is_verb(&words[i]))?;
    let lead_in = words[..noun - 1]
        .iter()
        .all(|w| folded_in(w, LEAD_IN) || fold(&w.text) == "il");
    // `Il mio voto: Paolo`, `Mi voto: Ana`: the colon says where it goes.
    let colon = file.source[words[noun].span.end..].starts_with(':');
    if !lead_in
        || !folded_in(&words[noun - 1], MY)
        || !(colon || words.get(noun + 1).is_some_and(|w| folded_in(w, GOES)))
    {
        return None;
    }
    let mut rest = if colon { noun + 1 } else { noun + 2 };
    if words.get(rest).is_some_and(|w| folded_in(w, TO)) {
        rest += 1;
    }
    // The player it goes to comes next: `il mio voto andrà a chi mi convince` states none.
    let named = |w: &Word| {
        names_a_player(w, names)
            || (w.text.chars().next().is_some_and(char::is_uppercase)
                && names.resolve(&w.text).is_ok())
    };
    if !words.get(rest).is_some_and(named) {
        return None;
    }
    let mut order = vec![words[noun].clone()];
    order.extend(words[rest..].iter().cloned());
    Some(OrderLine {
        line: line.line,
        span: words[noun].span.start..line.span.end,
        words: order,
    })
}

/// A player's name alone on its line, in red (`[color=red][b]Paula[/b][/color]`), in a phase
/// with a vote: the vote for him, "El voto se emite con el nombre del elegido en color ROJO".
/// The verb stands where the line's first tag is, so the reading covers what was written.
fn red_vote(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<OrderLine> {
    let verb = verbs.vote.as_ref().filter(|_| verbs.red_votes)?;
    let before = &file.source[..line.span.start];
    let line_start = before
        .rfind(crate::core::text::is_line_break)
        .map_or(0, |i| {
            i + before[i..].chars().next().map_or(1, char::len_utf8)
        });
    let red = crate::core::markup::red_only(&file.source[line_start..line.span.end])?;
    let start = line_start + red.start;
    if start >= line.span.start {
        return None;
    }
    let written: Vec<&str> = line.words.iter().map(|w| w.text.as_str()).collect();
    let written = written.join(" ");
    let capital = written.chars().next().is_some_and(char::is_uppercase);
    if !(names.is_exact(&written) || (capital && names.resolve(&written).is_ok())) {
        return None;
    }
    let mut words = vec![Word {
        text: verb.clone(),
        span: start..line.span.start,
    }];
    words.extend(line.words.iter().cloned());
    Some(OrderLine {
        line: line.line,
        span: start..line.span.end,
        words,
    })
}

/// Where a line's first `___` is in the file.
fn first_blank_at(file: &OrderFile, line: &OrderLine) -> usize {
    let text = &file.source[line.span.clone()];
    line.span.start + text.find(crate::core::forms::BLANK).unwrap_or(text.len())
}

/// Where the sentence and the clause of word `at` start: after the last `.`, `!`, `?`, `…` or
/// `[b]` (a new sentence), or `,`, `;`, `:` (a new clause), written between two words before it.
fn sentence_and_clause(file: &OrderFile, words: &[Word], at: usize) -> (usize, usize) {
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
fn sentence_before<'a>(
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

/// A line with no verb: chatter, unless it looks like a misspelt order naming a player.
fn no_verb(file: &OrderFile, line: &OrderLine, verbs: &Verbs, names: &NameIndex) -> Reading {
    // An abstention where the rules have none (`me abstengo` in chechino): not chatter, or the
    // player would be warned for not voting; the master tells him to vote.
    let leading = line
        .words
        .iter()
        .position(|w| !folded_in(w, LEAD_IN) && fold(&w.text) != "me");
    if let Some(at) = leading
        && folded_in(&line.words[at], ABSTAIN)
    {
        return Reading::Unsafe(Box::new(
            Problem::new(
                Msg::new("err-no-abstention")
                    .arg("file", &file.path)
                    .arg("line", line.line),
            )
            .at(&file.path, &file.source, line.words[at].span.clone())
            .help(Msg::new("help-no-abstention")),
        ));
    }
    // A player's own name is never a misspelt verb (`Mario` is not `marco`).
    let misspelt = line
        .words
        .iter()
        .enumerate()
        .filter(|(_, w)| !names.is_exact(&w.text))
        // Where a verb would be: first, or after lead-in words only (`vtoo Ana`, `Hola, vtoo
        // Ana`); `dopo` in the middle of a sentence is not a misspelt `dono`.
        .take_while(|(i, _)| line.words[..*i].iter().all(|w| folded_in(w, LEAD_IN)))
        .find_map(|(i, w)| verbs.near(w).map(|v| (i, v)));
    // What an order would aim at: a player, or a route or house (`rura A-E-A`); not the
    // PM's own sender (`Ciao master, sono Marta`). It comes after the misspelt verb: `A dopo!`
    // ("see you later") aims at nothing (`A` is no house before `dopo`).
    let after_verb = misspelt.map_or(0, |(i, _)| i + 1);
    let others: Vec<Word> = line.words[after_verb..]
        .iter()
        .filter(|w| {
            !names
                .resolve_unsuggested(&w.text)
                .is_ok_and(|p| fold(&p) == fold(&file.player))
        })
        .cloned()
        .collect();
    let aims = mentions_a_player(&others, names)
        || line.words[after_verb..].iter().any(|w| {
            let t = w.text.as_str();
            (t.contains('-') && t.split('-').all(|p| !p.is_empty() && p.len() <= 3))
                || (t.chars().count() == 1 && t.chars().all(char::is_uppercase))
        });
    // A route or path with no verb (`Esta noche: G-H-F`, `Mi recorrido G-H-F`): the master's
    // to read, never chatter in silence.
    if misspelt.is_none()
        && let Some(route) = line.words.iter().find(|w| is_route(w))
    {
        return Reading::Unsafe(Box::new(
            Problem::new(
                Msg::new("err-unsafe-order")
                    .arg("file", &file.path)
                    .arg("line", line.line),
            )
            .at(&file.path, &file.source, route.span.clone())
            .label(Msg::new("label-unsafe-order"))
            .help(Msg::new("help-route-without-verb").arg("route", &route.text)),
        ));
    }
    match misspelt {
        Some((i, verb)) if aims => {
            let word = &line.words[i];
            Reading::Unsafe(Box::new(
                Problem::new(
                    Msg::new("err-unsafe-order")
                        .arg("file", &file.path)
                        .arg("line", line.line),
                )
                .at(&file.path, &file.source, word.span.clone())
                .label(Msg::new("label-unsafe-order"))
                .help(
                    Msg::new("help-misspelt-verb")
                        .arg("verb", verb)
                        .arg("pm", crate::core::set_aside::pm_name(&file.path))
                        .arg("line", line.line),
                ),
            ))
        }
        _ => match line
            .words
            .iter()
            .find(|w| verbs.order_nouns.contains(&fold(&w.text)))
        {
            // `cojo la pistola y se la doy a Héctor`, `pongo a Hugo en el libro de la capilla`:
            // a player and the thing an order uses, without its verb.
            Some(noun) if mentions_a_player(&others, names) => Reading::Unsafe(Box::new(
                Problem::new(
                    Msg::new("err-unsafe-order")
                        .arg("file", &file.path)
                        .arg("line", line.line),
                )
                .at(&file.path, &file.source, noun.span.clone())
                .label(Msg::new("label-unsafe-order"))
                .help(
                    Msg::new("help-order-noun")
                        .arg("noun", &noun.text)
                        .arg("pm", crate::core::set_aside::pm_name(&file.path))
                        .arg("line", line.line),
                ),
            )),
            _ => Reading::Chatter,
        },
    }
}

/// A route or path as the rulebook writes them: places of up to three letters and digits,
/// each with its capital, joined by dashes (`G-H-F`, `N-S3-S1`, `C-D`).
fn is_route(word: &Word) -> bool {
    let parts: Vec<&str> = word.text.split('-').collect();
    parts.len() >= 2
        && parts.iter().all(|p| {
            (1..=3).contains(&p.chars().count())
                && p.chars().next().is_some_and(|c| c.is_ascii_uppercase())
                && p.chars()
                    .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
        })
}

/// A verb inside prose that names a player: shown to the master, never guessed.
fn unsafe_line(file: &OrderFile, line: &OrderLine, verb_at: usize) -> Reading {
    let verb = &line.words[verb_at];
    Reading::Unsafe(Box::new(
        Problem::new(
            Msg::new("err-unsafe-order")
                .arg("file", &file.path)
                .arg("line", line.line),
        )
        .at(&file.path, &file.source, line.span.clone())
        .label(Msg::new("label-unsafe-order"))
        .help(
            Msg::new("help-unsafe-order")
                .arg("verb", &verb.text)
                .arg("pm", crate::core::set_aside::pm_name(&file.path))
                .arg("line", line.line),
        ),
    ))
}

#[cfg(test)]
mod tests;
