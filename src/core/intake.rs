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

/// Words that only lead into an order: greetings, "I want to", "tonight", "my vote".
const LEAD_IN: &[&str] = &[
    // clause openers: "dormito poco, comunque vota Rita"
    "igual",
    "total",
    "asi",
    "que",
    "comunque",
    "cmq",
    "quindi",
    "dunque",
    "anyway",
    "anyways",
    // es
    "hola",
    "buenas",
    "master",
    "máster",
    "quiero",
    "quisiera",
    "queria",
    "voy",
    "a",
    "yo",
    "esta",
    "noche",
    "hoy",
    "ahora",
    "pues",
    "bueno",
    "vale",
    "ok",
    "entonces",
    "y",
    "tambien",
    "mi",
    "orden",
    "accion",
    "decido",
    "al",
    "final",
    "finalmente",
    "mejor",
    "me",
    "gustaria",
    "por",
    "favor",
    "porfa",
    "elijo",
    "el",
    "la",
    "lo",
    // it
    "ciao",
    "salve",
    "voglio",
    "vorrei",
    "io",
    "stanotte",
    "stasera",
    "oggi",
    "ora",
    "adesso",
    "allora",
    "ecco",
    "il",
    "mio",
    "ordine",
    "azione",
    "scelgo",
    "e",
    "anche",
    "meglio",
    "anzi",
    "invece",
    "ok",
    "va",
    "bene",
    "per",
    "piacere",
    // en
    "hi",
    "hello",
    "hey",
    "i",
    "want",
    "to",
    "would",
    "like",
    "i'd",
    "i'll",
    "will",
    "tonight",
    "today",
    "now",
    "so",
    "then",
    "and",
    "also",
    "my",
    "order",
    "action",
    "please",
    "better",
    "instead",
    "actually",
    "ok",
    "okay",
];

/// Words after which a verb spelling is not an order: `a ver` ("let's see"), `para ver`,
/// `let's see`, `a cambio`.
/// Possessives and articles make the word a noun: `il mio voto`, `my vote`, `la ruta`.
const NOT_A_VERB_AFTER: &[&str] = &[
    "a", "para", "let's", "lets", "we'll", "you", "we", "they", "su", "mio", "mia", "my", "il",
    "el", "la", "lo", "los", "las", "le", "the", "tu", "your", "our", "nostro", "nuestro", "un",
    "una", "uno", "del", "de", "questo", "este", "this",
];

/// Words that make a following verb a doubt, not an order: negations and conditions.
const DOUBT: &[&str] = &[
    "no", "nunca", "jamas", "si", "quizas", "quiza", "non", "mai", "se", "forse", "not", "don't",
    "dont", "never", "if", "maybe", "won't", "wont", "vi", "dijo", "disse", "said",
];

/// Words after a verb that make the line a doubt or a condition, not an order: `vote Hugo
/// maybe`, `voto Elena, forse`, `voto a Hugo, supongo`, `voto a Ana si hace falta`.
const HEDGE_AFTER: &[&str] = &[
    "maybe",
    "perhaps",
    "probably",
    "if",
    "quizas",
    "quiza",
    "supongo",
    "igual",
    "si",
    "forse",
    "magari",
    "probabilmente",
    "boh",
];

/// Words that announce a change of mind before a second verb on the same line.
const CHANGE_OF_MIND: &[&str] = &[
    "no",
    "mejor",
    "better",
    "meglio",
    "anzi",
    "instead",
    "invece",
    "rectifico",
    "corrijo",
    "perdon",
    "sorry",
    "scusa",
    "wait",
    "espera",
    "aspetta",
];

/// The verbs of a ruleset in this phase, every spelling folded, and the kind of order each
/// spelling gives.
pub struct Verbs {
    spellings: BTreeSet<String>,
    /// Folded spelling → its kind (the first kind that has it), and whether every order of
    /// that kind counts.
    kinds: BTreeMap<String, (usize, bool)>,
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
        Verbs { spellings, kinds }
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
        }
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
    for line in std::mem::take(&mut file.lines) {
        match read_line(file, &line, verbs, names) {
            Reading::Orders(found) => orders.extend(found),
            Reading::Chatter => file.ignored.push(line),
            Reading::Unsafe(problem) => problems.push(*problem),
        }
    }
    file.lines = orders;
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
        verbs.is_verb(&words[i]) && (i == 0 || !folded_in(&words[i - 1], NOT_A_VERB_AFTER))
    };
    let Some(first) = (0..words.len()).find(|&i| is_verb_at(i)) else {
        return no_verb(file, line, verbs, names);
    };
    // A form's line left as it came (`ver ___`): not an order. Half filled (`intercambiar Ana
    // ___`): a problem, never half an order.
    if file.source[line.span.clone()].contains(crate::core::forms::BLANK) {
        let filled = words[first + 1..].iter().any(|w| {
            w.text.parse::<u32>().is_ok() || mentions_a_player(std::slice::from_ref(w), names)
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
    let capital_inside = first > sentence
        && words[first]
            .text
            .chars()
            .next()
            .is_some_and(char::is_uppercase);
    let clean_lead_in = !doubt
        && !capital_inside
        && before.iter().all(|w| folded_in(w, LEAD_IN))
        && !raw_line_before(file, &words[first]).contains('¿');
    // A comma right after the verb makes it prose (`Now I see, Hugo was right`).
    let comma_after = file.source[words[first].span.end..].starts_with(',');
    if !clean_lead_in || comma_after {
        if mentions_a_player(words, names) || doubt {
            return unsafe_line(file, line, first);
        }
        return Reading::Chatter;
    }
    if words[first + 1..].iter().any(|w| folded_in(w, HEDGE_AFTER)) {
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

/// What was written on a word's line before it, markup included.
fn raw_line_before<'a>(file: &'a OrderFile, word: &Word) -> &'a str {
    let before = &file.source[..word.span.start];
    let start = before
        .rfind(crate::core::text::is_line_break)
        .map_or(0, |i| {
            i + before[i..].chars().next().map_or(1, char::len_utf8)
        });
    &before[start..]
}

/// A line with no verb: chatter, unless it looks like a misspelt order naming a player.
fn no_verb(file: &OrderFile, line: &OrderLine, verbs: &Verbs, names: &NameIndex) -> Reading {
    let misspelt = line
        .words
        .iter()
        .enumerate()
        .find_map(|(i, w)| verbs.near(w).map(|v| (i, v)));
    match misspelt {
        Some((i, verb)) if mentions_a_player(&line.words, names) => {
            let word = &line.words[i];
            Reading::Unsafe(Box::new(
                Problem::new(
                    Msg::new("err-unsafe-order")
                        .arg("file", &file.path)
                        .arg("line", line.line),
                )
                .at(&file.path, &file.source, word.span.clone())
                .label(Msg::new("label-unsafe-order"))
                .help(Msg::new("help-misspelt-verb").arg("verb", verb)),
            ))
        }
        _ => Reading::Chatter,
    }
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
        .help(Msg::new("help-unsafe-order").arg("verb", &verb.text)),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> NameIndex {
        let none: &[String] = &[];
        NameIndex::new(["Ana", "Bruno", "Carla", "Dani"].map(|n| (n, none)))
    }

    /// The orders read from a PM (each as its words) and how many lines were chatter and
    /// how many problems.
    fn read(pm: &str) -> (Vec<String>, usize, usize) {
        let mut file = OrderFile::from_text("Ana", "orders/Ana.txt", pm);
        let verbs = Verbs::new([
            "ver", "veo", "robar", "rob", "voto", "votar", "vote", "astengo",
        ]);
        let problems = classify(&mut file, &verbs, &names());
        let orders = file
            .lines
            .iter()
            .map(|l| {
                l.words
                    .iter()
                    .map(|w| w.text.as_str())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        (orders, file.ignored.len(), problems.len())
    }

    #[test]
    fn greetings_and_signatures_are_chatter() {
        let (orders, ignored, problems) =
            read("Hola máster!!\nQuiero ver la carta de Bruno por favor\nUn saludo, Fer\n");
        assert_eq!(orders, ["ver la carta de Bruno por favor"]);
        assert_eq!((ignored, problems), (2, 0));
    }

    #[test]
    fn lead_in_words_are_dropped() {
        assert_eq!(read("I want to rob Dani\n").0, ["rob Dani"]);
        assert_eq!(read("mi astengo\n").0, ["astengo"]);
        assert_eq!(read("[b]Voto: Carla[/b]\n").0, ["Voto Carla"]);
    }

    #[test]
    fn a_verb_in_prose_that_names_a_player_is_a_problem() {
        assert_eq!(read("ayer vi a Ana votar a Bruno\n"), (vec![], 0, 1));
        assert_eq!(read("no voto a Bruno\n"), (vec![], 0, 1));
        assert_eq!(read("¿voto a Bruno?\n"), (vec![], 0, 1));
        assert_eq!(read("creo que voto a Bruno\n"), (vec![], 0, 1));
    }

    #[test]
    fn idioms_and_prose_without_names_are_chatter() {
        assert_eq!(read("a ver qué tal sale esto\n"), (vec![], 1, 0));
        assert_eq!(read("espero que la gente vote bien\n"), (vec![], 1, 0));
        assert_eq!(read("Bruno me parece sospechoso\n"), (vec![], 1, 0));
    }

    #[test]
    fn the_lead_in_is_the_verbs_own_clause_and_a_doubt_its_whole_sentence() {
        assert_eq!(read("ok ricevuto. [b]Voto: Bruno[/b]\n").0, ["Voto Bruno"]);
        assert_eq!(
            read("he dormido poco, igual voto a Bruno\n").0,
            ["voto a Bruno"]
        );
        assert_eq!(read("si Ana es lobo, voto a Bruno\n"), (vec![], 0, 1));
        assert_eq!(read("Ana miente. Voto a Bruno\n").0, ["Voto a Bruno"]);
    }

    #[test]
    fn a_misspelt_verb_before_a_name_is_a_problem() {
        assert_eq!(read("vtoo Bruno\n"), (vec![], 0, 1));
    }

    #[test]
    fn an_unfilled_form_line_is_not_an_order_and_a_half_filled_one_is_refused() {
        assert_eq!(read("ver ___\nver centro ___ ___\n"), (vec![], 2, 0));
        assert_eq!(read("ver Bruno\nver centro ___ ___\n").0, ["ver Bruno"]);
        assert_eq!(read("ver centro 1 ___\n"), (vec![], 0, 1));
    }

    #[test]
    fn a_hedge_or_a_condition_after_the_order_is_a_problem() {
        assert_eq!(read("vote Bruno maybe\n"), (vec![], 0, 1));
        assert_eq!(read("voto a Dani, supongo\n"), (vec![], 0, 1));
        assert_eq!(read("y también voto a Ana si hace falta\n"), (vec![], 0, 1));
        assert_eq!(
            read("voto a Carla porque mintió\n").0,
            ["voto a Carla porque mintió"]
        );
    }

    #[test]
    fn a_line_that_ends_in_a_question_mark_is_a_problem() {
        assert_eq!(read("vote Bruno?\n"), (vec![], 0, 1));
        assert_eq!(read("[b]voto a Dani?[/b]\n"), (vec![], 0, 1));
        assert_eq!(read("ver Ana ¿vale?\n").0, ["ver Ana vale"]);
    }

    #[test]
    fn a_comma_right_after_the_verb_makes_it_prose() {
        assert_eq!(read("Ahora veo, Bruno tenía razón\n"), (vec![], 0, 1));
        assert_eq!(read("vale, veo, bien\n"), (vec![], 1, 0));
        assert_eq!(read("Voto: Carla\n").0, ["Voto Carla"]);
    }

    #[test]
    fn a_change_of_mind_on_one_line_gives_two_orders() {
        assert_eq!(
            read("rob Bruno… no, better rob Dani\n").0,
            ["rob Bruno", "rob Dani"]
        );
    }
}
