//! The label a player writes before an order and its colon (`Mi voto: Bruno`, `Esta noche:
//! robar a Elena`, `Ladrón: robar a Elena`) leads into the order only when it says nothing
//! against it. A label that negates (`Lo que NO voy a hacer:`, `Cosa NON farò:`), rejects
//! (`Descartado:`, `Scartato:`), jokes (`Broma:`), puts the order in another turn (`Ayer:`,
//! `Ieri:`, `Turno pasado:`, `Mañana:`), offers it as an option, an example, a draft or a
//! hypothesis (`Opción 2:`, `Ejemplo:`, `Plan B:`, `Borrador:`) or in someone's conditional
//! voice (`Lo que haría un lobo:`) makes the line no order: it is raised, the master asks
//! (review break7 F3, F4). An example said before the verb without a colon (`p.ej. robar a
//! Bruno`, `Por ejemplo robar a Bruno`) is no order either (review break7 F2). The thread
//! reads a red name's label with the same words ([`against`]).

use super::{Reading, lead_in, sentence_and_clause, unsafe_line, words::NEGATIONS};
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::orders::{OrderFile, OrderLine, Word};

/// Folded stems of the words that reject an order, joke about it, put it in another turn, or
/// offer it as an option, an example, a draft or a hypothesis. A stem matches a word that
/// starts with it (`descartad` matches `descartado`, `descartadas`), never the verbs of the
/// tables (`descarto`, `scarto` are chez-geek's discards).
const STEMS: &[&str] = &[
    // rejected
    "descartad",
    "scartat",
    "tachad",
    "anulad",
    "annullat",
    "cancelad",
    "cancellat",
    "rechazad",
    "rifiutat",
    "rejected",
    "discarded",
    "scrapped",
    "borrad",
    "invalid",
    "obsolet",
    // a joke
    "brom",
    "chist",
    "mentir",
    "cachond",
    "scherz",
    "battut",
    "jok",
    "kidd",
    "troll",
    // another turn
    "anterior",
    "pasad",
    "previ",
    "scors",
    "precedent",
    "proxim",
    "siguient",
    "prossim",
    "futur",
    // an option, an example, a draft, a hypothesis, an idea, a doubt
    "opcion",
    "opzion",
    "option",
    "alternativ",
    "ejempl",
    "esempi",
    "exampl",
    "hipot",
    "ipotet",
    "ipotes",
    "hypoth",
    "borrador",
    "bozz",
    "draft",
    "sugerenc",
    "suggeriment",
    "suggest",
    "propuest",
    "propost",
    "proposal",
    "consej",
    "consigli",
    "tentaci",
    "tentazion",
    "temptation",
    "teori",
    "theor",
    "posib",
    "possib",
    "supong",
    "suponiendo",
    "imagin",
];

/// Folded words of the same kinds, whole: a joke, another turn, a doubt, an example's
/// abbreviation (`p.ej`, `e.g`), a plan (`Plan B`).
const WORDS: &[&str] = &[
    "cona",
    "jk",
    "lol",
    "fake",
    "falso",
    "falsa",
    // another turn: the words of `joined::PAST`, and
    "earlier",
    "manana",
    "domani",
    "tomorrow",
    "next",
    "dopodomani",
    "duda",
    "dudas",
    "dubbio",
    "dubbi",
    "doubt",
    "doubts",
    "quizas",
    "quiza",
    "forse",
    "maybe",
    "perhaps",
    "ej",
    "p.ej",
    "pej",
    "e.g",
    "eg",
    "plan",
    // a fallback: `Reserva:`, `ruta de emergencia:`, `voto di riserva:`, `Fallback:`
    "reserva",
    "riserva",
    "repuesto",
    "recambio",
    "emergencia",
    "emergenza",
    "emergency",
    "backup",
    "fallback",
    "spare",
    "ni",
    "tampoco",
    "nope",
    "would",
    "could",
    "should",
    "might",
    "i'd",
];

/// Words of an example said before the verb even with no colon (`p.ej. robar a Bruno`).
const EXAMPLE: &[&str] = &["ej", "p.ej", "pej", "e.g", "eg"];
const EXAMPLE_STEMS: &[&str] = &["ejempl", "esempi", "exampl"];

/// Words of doing or choosing after a negation that make it negate the order after the label
/// (`Lo que NO voy a hacer:`, `Cosa NON farò:`, `Not doing:`, `Lo que no voy a votar:`).
const DOING: &[&str] = &[
    "hacer", "hare", "hago", "hacemos", "haremos", "fare", "faro", "faccio", "facciamo", "faremo",
    "do", "doing", "does", "going", "gonna", "will", "voy", "vamos", "vado", "andiamo", "votar",
    "voto", "votare", "votero", "vote", "voting", "elegir", "elijo", "scelgo", "choose", "pick",
];

/// Words before `idea` that make it one idea among others (`Mi primera idea:`, `Una idea:`).
const IDEA_OF: &[&str] = &[
    "primera", "prima", "first", "otra", "altra", "another", "other", "una", "un'", "an",
];

/// Words after a negation that make it a certainty (`No tengo dudas:`, `Non ho dubbi:`).
const DOUBT_NOUNS: &[&str] = &["duda", "dudas", "dubbio", "dubbi", "doubt", "doubts"];

/// Whether a word is in a conditional voice: Spanish `haría`, `diría` (written with the
/// accent), Italian `farei`, `direi`, `farebbe`.
fn conditional(word: &Word) -> bool {
    let text = word.text.to_lowercase();
    let folded = word.folded();
    ["ría", "rías", "ríamos", "rían"]
        .iter()
        .any(|e| text.ends_with(e))
        || (folded.chars().count() > 4
            && ["rei", "rebbe", "remmo", "reste", "rebbero", "resti"]
                .iter()
                .any(|e| folded.ends_with(e)))
}

/// Whether the words of a label say something against the order after it: a negation (but
/// `no tengo dudas`), a word of [`STEMS`] or [`WORDS`], a conditional voice. Words that only
/// lead into an order (`quisiera`, `vorrei`) are no conditional.
pub(crate) fn against(label: &[Word]) -> bool {
    // `Lo vi anoche con mis propios ojos:` tells when the sender saw it: no earlier turn.
    let seen = label.iter().any(|w| super::folded_in(w, super::words::SAW));
    label.iter().enumerate().any(|(i, w)| {
        let folded = match w.folded().contains('’') {
            true => std::borrow::Cow::Owned(w.folded().replace('’', "'")),
            false => std::borrow::Cow::Borrowed(w.folded()),
        };
        let certain = |at: usize| {
            label[at + 1..]
                .iter()
                .take(3)
                .any(|n| DOUBT_NOUNS.contains(&n.folded()))
        };
        let doubt_noun_after_negation = DOUBT_NOUNS.contains(&&*folded)
            && label[..i]
                .iter()
                .rev()
                .take(3)
                .any(|p| NEGATIONS.contains(&p.folded()));
        if doubt_noun_after_negation {
            return false;
        }
        if NEGATIONS.contains(&&*folded) {
            // `Lo que NO voy a hacer:`, `Cosa NON farò:`, `NO:` negate the order; `prefiero no
            // arriesgar con nadie:` negates another deed and leads into it.
            let doing = label[i + 1..]
                .iter()
                .take(3)
                .any(|n| DOING.contains(&n.folded()));
            return !certain(i) && (i + 1 == label.len() || doing);
        }
        // `Mi primera idea:`, `Una idea:`; not `ho cambiato idea:`, a change of mind.
        let an_idea = matches!(&*folded, "idea" | "ideas")
            && i.checked_sub(1)
                .is_some_and(|p| IDEA_OF.contains(&label[p].folded()));
        // `Antes de nada:`, `antes que nada:`: "first of all", no earlier turn.
        let first_of_all = folded == "antes"
            && label
                .get(i + 2)
                .is_some_and(|n| matches!(n.folded(), "nada" | "todo"));
        let earlier_turn = super::joined::PAST.contains(&&*folded) && !seen;
        an_idea
            || ((WORDS.contains(&&*folded) || earlier_turn) && !first_of_all)
            || STEMS.iter().any(|s| folded.starts_with(s))
            || (conditional(w) && !lead_in(w))
    })
}

/// Whether the label of a thread post's vote says something against it ([`against`]): the
/// words of `sentence` (the plain text before the vote in its sentence) before its last colon
/// (`Ni de coña: [color=red]Gino[/color]`, `Mi voto de ayer: [color=red]Gino[/color]`).
pub(crate) fn sentence_label_against(sentence: &str) -> bool {
    let Some(colon) = sentence.rfind(':') else {
        return false;
    };
    let words: Vec<Word> = sentence[..colon]
        .split(|c: char| !(c.is_alphanumeric() || matches!(c, '\'' | '’' | '.')))
        .map(|w| w.trim_matches('.'))
        .filter(|w| !w.is_empty())
        .map(|w| Word::new(w, 0..0))
        .collect();
    against(&words)
}

/// How many lines above an order its paragraph's heading is looked for.
const HEADING_REACH: usize = 8;

/// Whether the heading of the paragraph the line at byte `at` is in (a line above it ending in
/// a colon, with no blank line between: `Descartado:` ⏎ `robar a Bruno`) says something
/// against the orders under it ([`sentence_label_against`]).
fn heading_against(source: &str, at: usize) -> bool {
    use crate::core::text::{floor_boundary, is_line_break};
    let Some(end) = source[..at].rfind(is_line_break) else {
        return false;
    };
    // A window of the text above: a PM is read line by line, never again from its start.
    let from = floor_boundary(source, end.saturating_sub(HEADING_REACH * 200));
    let above = source[from..end]
        .trim_end_matches('\r')
        .replace("\r\n", "\n");
    for line in above.rsplit(is_line_break).take(HEADING_REACH) {
        let line = line.trim();
        if line.is_empty() {
            return false;
        }
        if line.ends_with(':') {
            return sentence_label_against(line);
        }
    }
    false
}

/// Whether a word says the line is an example.
fn example(word: &Word) -> bool {
    let folded = word.folded();
    EXAMPLE.contains(&folded) || EXAMPLE_STEMS.iter().any(|s| folded.starts_with(s))
}

/// The label of the order whose verb is word `first`: the words of its sentence before the
/// last colon ahead of the verb, if there is one.
fn label_of<'a>(file: &OrderFile, words: &'a [Word], first: usize) -> &'a [Word] {
    let (sentence, _) = sentence_and_clause(file, words, first);
    let colon = (sentence + 1..=first)
        .rev()
        .find(|&i| file.source[words[i - 1].span.end..words[i].span.start].contains(':'));
    colon.map_or(&[], |end| &words[sentence..end])
}

/// The problem for a line whose label (or an example before its verb) says it is no order,
/// if it does.
pub(super) fn labelled_against(
    file: &OrderFile,
    line: &OrderLine,
    first: usize,
    (verbs, names): (&super::Verbs, &crate::core::names::NameIndex),
) -> Option<Reading> {
    let words = &line.words;
    // `Primera opción: robar a Elena`: a ranked choice, read by `ranked`.
    if super::ranked::rank_before(file, words[first].span.start).is_some() {
        return None;
    }
    let heading = heading_against(&file.source, line.span.start);
    if !heading
        && !against(label_of(file, words, first))
        && !words[..first].iter().any(example)
        && !verb_label(file, words, first)
            .filter(|l| !l.iter().any(|w| super::names_a_player(w, names)))
            .filter(|l| verbs.game_noun_in(l).is_none())
            .is_some_and(says_more)
    {
        return None;
    }
    let Reading::Unsafe(problem) = unsafe_line(file, line, first) else {
        return None;
    };
    Some(Reading::Unsafe(Box::new(relabelled(*problem))))
}

/// The unsafe line's problem with the label saying why: what comes before the order.
fn relabelled(problem: Problem) -> Problem {
    problem.label(Msg::new("label-order-labelled-against"))
}

/// Words that make a walk or an order another's or a way out besides the real one, folded
/// (`ruta de mi compañero:`, `ruta del asesino:`, `ruta de escape:`, `la otra ruta:`).
const NOT_MINE: &[&str] = &[
    "companero",
    "companera",
    "compagno",
    "compagna",
    "partner",
    "socio",
    "socia",
    "amigo",
    "amiga",
    "amico",
    "amica",
    "friend",
    "asesino",
    "asesina",
    "assassino",
    "assassina",
    "killer",
    "murderer",
    "escape",
    "huida",
    "fuga",
    "escapatoria",
    "getaway",
    "otra",
    "otro",
    "altra",
    "altro",
    "other",
    "another",
    "segunda",
    "second",
];

/// Whether a label before a route says only that it is the sender's walk of this night (`Mi
/// paseo:`, `Paseo nocturno:`, `ruta de esta noche:`), nothing that makes it another's or a
/// fallback (`ruta de escape:`, `ruta de mi compañero:`, review break15b F9).
pub(super) fn only_the_walk(label: &[Word]) -> bool {
    !says_more(label)
}

/// The words between an order's verb (word `first`) and a colon a few words after it, before
/// the order's own words (`ruta de emergencia: E-A-E`, `voto di riserva: Nico`): words only.
fn verb_label<'a>(file: &OrderFile, words: &'a [Word], first: usize) -> Option<&'a [Word]> {
    let gap = |i: usize| &file.source[words[i - 1].span.end..words[i].span.start];
    let colon = (first + 1..words.len().min(first + 6))
        .take_while(|&i| !gap(i).contains([',', ';', '.', '(', ')']) || gap(i).contains(':'))
        .find(|&i| gap(i).contains(':'))?;
    let label = &words[first + 1..colon];
    (!label.is_empty()
        && label.iter().all(|w| {
            w.text.chars().all(|c| c.is_alphabetic() || c == '\'')
                && !w.text.starts_with(char::is_uppercase)
                && !super::folded_in(w, TO)
        }))
    .then_some(label)
}

/// Words that open an order's own player or thing (`votar a Ana: es lobo`): no label.
const TO: &[&str] = &[
    "a", "al", "ad", "to", "su", "sul", "sulla", "contra", "contro", "against",
];

/// Whether the words between an order's verb and its colon make it another's (`ruta de mi
/// compañero:`, `ruta del asesino:`), a fallback (`ruta de reserva:`, `ruta de escape:`) or
/// anything [`against`] says (review break15b F9: the second route silently replaced the
/// first). Never dropped: the line is raised.
fn says_more(label: &[Word]) -> bool {
    against(label) || label.iter().any(|w| super::folded_in(w, NOT_MINE))
}

/// Folded stems of words that make what they are said of one choice among others, a fallback
/// or a joke (`(la otra opción)`, `(plan B)`, `(di riserva)`, `(backup)`, `(broma)`).
const ANOTHER_CHOICE: &[&str] = &[
    "opcion",
    "opzion",
    "option",
    "alternativ",
    "plan",
    "reserva",
    "riserva",
    "repuesto",
    "recambio",
    "emergenc",
    "emergenz",
    "backup",
    "fallback",
    "spare",
    "borrador",
    "bozz",
    "draft",
    "brom",
    "scherz",
    "jok",
];

/// Whether words said beside an order (a remark in brackets after it: `ruta E-A-E (la otra
/// opción)`) make it one choice among others, a fallback or a joke: the master asks (review
/// break15b F9). A reason in brackets (`(è troppo silenziosa)`) says none of these.
pub(crate) fn another_choice(words: &[Word]) -> bool {
    words.iter().any(|w| {
        let folded = w.folded();
        ANOTHER_CHOICE.iter().any(|s| folded.starts_with(s))
    })
}
