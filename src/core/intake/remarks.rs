//! A remark about a player or a thing of the game, not an order in other words: a suspicion
//! or an opinion (`Sospetto di Chiara`, `Hugo me da mala espina`), a greeting, luck, an apology
//! or praise said to a player (`suerte Ana`, `PD: Hugo, perdona`, `Dani eres un crack`), a
//! copula about a player (`Ana está mintiendo`, `Jorge y yo somos masones`). No order is read
//! in it and none is lost: `check` shows it as a note at its line (`OrderFile::remarks`), and it
//! does not block `next`. Only a line that is clearly one is: no verb of the ruleset in any
//! form, no noun of an order (`víctima`, `voto`), no markup (a red or bold name is a vote), no
//! number, route or question, and every sentence naming a player or a thing of the game
//! holds a word of a remark. Anything else stays the master's to read.
//!
//! A line whose only verbs of the ruleset are in the future (`Votaré a Ana mañana`, `Ya votaré
//! en el hilo`) says what the sender will do, not an order: with no order in the PM, it is
//! the note of no order for now (`OrderFile::no_order_now`); beside orders, it is raised.

use super::*;
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, OrderLine, Word};

#[path = "remark_words.rs"]
mod remark_words;
use remark_words::REMARK;

/// The nouns of an order (`la víctima es Ana`, `el voto para Ana`): a line holding one may be
/// the order in other words, the master's to read.
const ORDER_NOUNS: &[&str] = &[
    "victima",
    "vittima",
    "victim",
    "objetivo",
    "bersaglio",
    "target",
    "linchamiento",
    "linciaggio",
    "lynch",
    "eleccion",
    "elegido",
    "elegida",
    "scelta",
    "scelgo",
    "choice",
    "pick",
    "voto",
    "vote",
    "votos",
    "voti",
    "votes", // a player's card is what one looks at
    "carta",
    "cartas",
    "card",
    "cards",
    "carte",
];

/// Whether `line`, set aside as no order and naming a player or a thing of the game, is a
/// remark (see the module).
pub(super) fn is_remark(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
    beside_orders: bool,
) -> bool {
    let words = &line.words;
    // A postscript's apology is said to the player it names (`PD: Kiko, perdona por lo de
    // ayer`), and its words are the afterword, not a point of a list (`2. PD: Y mintió`).
    let postscript = super::aside::postscript_line(file, words, verbs);
    let apology_ok = !beside_orders || postscript.is_some();
    let remark_word = |w: &Word| remark_word(w) && (apology_ok || !folded_in(w, APOLOGY));
    let words = &words[postscript.map_or(0, |mark| mark - 1)..];
    let written = &file.source[line.span.clone()];
    // The cheap questions first: most lines have no word of a remark.
    // A capital letter alone past the line's first word is a house or a passage (`en la K`).
    let letter = |w: &Word| w.text.chars().count() == 1 && w.text.chars().all(char::is_uppercase);
    if !words.iter().any(&remark_word)
        || words.iter().skip(1).any(letter)
        || written.contains(['[', '*', '@', '#'])
        || (written.contains(['?', '¿']) && !super::questions::only_harmless(file, line, names))
        || words.iter().enumerate().any(|(i, w)| {
            w.text.chars().any(|c| c.is_ascii_digit())
                || is_route(w)
                || ((folded_in(w, ORDER_NOUNS) || verbs.order_nouns.contains(w.folded()))
                    && !super::questions::inside_a_rules_question(file, line, w, names))
                || (verbs.is_verb(w) && !super::questions::idiom_at(words, i))
        })
        || (verbs.numbered_line(words) && postscript.is_none())
        || words
            .iter()
            .any(|w| folded_in(w, CHOOSING) || folded_in(w, super::mistaken::THE_CHOSEN))
        || words.first().is_some_and(|w| folded_in(w, ALTERNATIVE))
    {
        return false;
    }
    sentences(file, words).all(|sentence| {
        let names_something = sentence.iter().any(|w| names_by_capital(w, names))
            || verbs.game_noun_in(sentence).is_some();
        !names_something
            || sentence.iter().any(&remark_word)
            || super::questions::asked_about(file, line, sentence, names)
    }) && !chooses_by_pronoun(file, words, &remark_word)
        && !super::acting::acts_on_a_name(file, words, names, &remark_word)
        && !corrects(file, words, names, postscript.is_some())
}

/// Words of a choice made or asked for: a change of mind (`mejor Hugo, me da mala espina`,
/// `Bruno me cae bien, mejor Hugo`, `ripensandoci meglio Olga`, `anzi Nico`, `en realidad
/// Hugo`) or a wish to know (`quiero saber qué es Bruno`) beside a remark: the line may be an
/// order in other words, never a remark (review break6 F1). Not `invece`, `instead`: they
/// also set one player against another (`Paolo invece mi sembra pulito`).
const CHOOSING: &[&str] = &[
    "mejor",
    "meglio",
    "better",
    "anzi",
    "realidad",
    "realta",
    "actually",
    "pensandolo",
    "ripensandoci",
    "saber",
    "sapere",
    "know",
];

/// A line that opens with `o`/`or`/`oppure` offers another choice (`O a Jorge, lo que veas tú
/// máster`): the master's to ask, never a remark (review break6 F7).
pub(super) const ALTERNATIVE: &[&str] = &["o", "or", "oppure", "u"];

/// Pronouns standing for a player (`él`, `lei`, `him`), written whole.
const PERSON: &[&str] = &[
    "el", "ella", "ellos", "ellas", "lui", "lei", "loro", "him", "her", "them",
];

/// Object pronouns that lead a clause's verb (`lo linchamos`, `la brucerei`).
const OBJECT: &[&str] = &["lo", "la", "los", "las", "li", "le"];

/// Endings of a verb after its object pronoun (`lo linchamos`, `la brucerei`, `lo votiamo`); a
/// word in `-o` too when it ends the clause (`lo voto`), not `la mano de Ana`.
const VERB_ENDINGS: &[&str] = &["amos", "emos", "imos", "rei", "remo", "remmo", "iamo"];

/// Endings of an imperative carrying its object (`linchadlo`, `votadla`, `bruciatela`,
/// `votiamolo`).
const IMPERATIVE_OBJECT: &[&str] = &[
    "dlo", "dla", "dlos", "dlas", "atelo", "atela", "itelo", "itela", "amolo", "amola",
];

/// Whether a clause of the line points at a player by a pronoun with no word of a remark in it
/// (`Bruno miente, mejor él`, `Olga è lupa. Vado su di lei.`, `Sospecho de Bruno, voy con él`,
/// `Bruno es lobo, lo linchamos`, `Olga è lupa. Lei.`): the choice the remark leads to, said
/// with a pronoun, as `Voy con Bruno` says it with the name (review break5 F1). Such a line
/// is no remark: the master's to read. `él` is told by its accent from `el` ("the").
fn chooses_by_pronoun(
    file: &OrderFile,
    words: &[Word],
    remark_word: &dyn Fn(&Word) -> bool,
) -> bool {
    clauses(file, words).any(|clause| {
        let person = clause.iter().any(|w| {
            let lower = w.text.to_lowercase();
            let bare = lower.trim_matches(|c: char| !c.is_alphanumeric());
            folded_in(w, PERSON) && bare != "el"
        });
        let object = clause.len() > 1
            && folded_in(&clause[0], OBJECT)
            && (VERB_ENDINGS.iter().any(|e| clause[1].folded().ends_with(e))
                || (clause.len() == 2 && clause[1].folded().ends_with('o')));
        let imperative = clause.iter().any(|w| {
            w.folded().chars().count() >= 7
                && IMPERATIVE_OBJECT.iter().any(|e| w.folded().ends_with(e))
        });
        (person || object || imperative) && !clause.iter().any(remark_word)
    })
}

/// The clauses of a line: punctuation or an emoji between two words ends one (`Bruno miente 🐺
/// voy con él`).
pub(super) fn clauses<'w>(file: &OrderFile, words: &'w [Word]) -> impl Iterator<Item = &'w [Word]> {
    let mut start = 0;
    (1..=words.len()).filter_map(move |i| {
        let ends = i == words.len()
            || file.source[words[i - 1].span.end..words[i].span.start]
                .chars()
                .any(|c| !c.is_whitespace() && !c.is_alphanumeric() && !"'\"’«»()".contains(c));
        if !ends {
            return None;
        }
        let clause = &words[start..i];
        start = i;
        Some(clause)
    })
}

/// Apologies: beside an order, `perdón, Dani` may correct it (`I meant Dani`), so there they
/// make no remark.
const APOLOGY: &[&str] = &[
    "siento",
    "perdona",
    "perdon",
    "disculpa",
    "disculpad",
    "scusa",
    "scusami",
    "scusate",
    "sorry",
];

/// Whether an apology on the line may correct an order sent before (review break7 F14): beside
/// a word of a correction (`perdona, era a Jorge`, `sorry, it was Jorge`, `scusa, intendevo
/// Olga`, `perdón por el lío, al final Jorge`), before a clause of names alone (`perdona la
/// tardanza, Jorge y Gloria`), or with nothing but names and small words around it (`perdón,
/// Jorge`, `Jorge, perdona`, `scusa master, Nico`). In a later PM it is how
/// a player mends the first; never a remark there, the master's to read. An apology with its
/// own reason (`PD: Inés, disculpa si me pasé en el hilo`) stays one.
fn corrects(file: &OrderFile, words: &[Word], names: &NameIndex, postscript: bool) -> bool {
    // `me equivoqué, es Carla`: a mistake owned, then who the choice is (`mistaken`).
    // `lol no, Nico`: a change of the choice alone, laughed into (break17 A4).
    if super::mistaken::owned_then_named(file, words, names).is_some()
        || super::corrections::changes_the_choice_alone(file, words, names)
    {
        return true;
    }
    let apology = |w: &Word| folded_in(w, APOLOGY);
    if !words.iter().any(apology) {
        return false;
    }
    let only_names = |clause: &[Word]| {
        clause.iter().any(|w| names_a_player(w, names))
            && clause.iter().all(|w| names_a_player(w, names) || joins(w))
    };
    // `perdona la tardanza, Jorge y Gloria`: the names after the apology are the choice.
    let names_after = clauses(file, words)
        .skip_while(|clause| !clause.iter().any(apology))
        .skip(1)
        .any(only_names);
    // In a postscript a name beside the apology is the one it is said to (`P.D. Carla, sorry`).
    names_after
        || words.iter().any(|w| folded_in(w, CORRECTING))
        || (!postscript
            && words
                .iter()
                .all(|w| apology(w) || folded_in(w, SMALL) || names_a_player(w, names)))
}

/// Words of a correction beside an apology (folded): `era`, `meant`, `intendevo`, `al final`,
/// `me equivoqué`, `me he liado`, `ho sbagliato`.
const CORRECTING: &[&str] = &[
    "era",
    "eran",
    "was",
    "meant",
    "mean",
    "intendevo",
    "intendo",
    "volevo",
    "queria",
    "quise",
    "final",
    "equivoque",
    "equivocado",
    "equivocada",
    "liado",
    "liada",
    "lio",
    "sbagliato",
    "sbagliata",
    "wrong",
    "mistake",
    "typo",
    "errore",
    "error",
];

/// Small words around an apology and a name: `uy`, `master`, `ah y`, `PD`.
const SMALL: &[&str] = &[
    "pd",
    "ps",
    "master",
    "narrador",
    "narratore",
    "uy",
    "ah",
    "oh",
    "ops",
    "oops",
    "y",
    "e",
    "and",
    "a",
    "al",
    "mi",
    "me",
    "lo",
    "la",
    "so",
    "muy",
    "tanto",
];

/// The words of a remark told by their accent: folded, `è` is `e` ("and"), `está` is `esta`
/// ("this").
const ACCENTED: &[&str] = &["è", "está", "estás", "están"];

/// Whether a word is one of a remark.
/// [`REMARK`] as a set: every word of a line that names a player is asked about.
fn remark_words() -> &'static crate::core::keyhash::KeySet<&'static str> {
    static SET: std::sync::LazyLock<crate::core::keyhash::KeySet<&'static str>> =
        std::sync::LazyLock::new(|| REMARK.iter().copied().collect());
    &SET
}

fn remark_word(w: &Word) -> bool {
    // Copied only when there is something to change: `ACCENTED` is all accented, so a word in
    // ASCII is none of it.
    let key = match w.folded().contains('’') {
        true => std::borrow::Cow::Owned(w.folded().replace('’', "'")),
        false => std::borrow::Cow::Borrowed(w.folded()),
    };
    remark_words().contains(&*key)
        || (!w.text.is_ascii() && ACCENTED.contains(&w.text.to_lowercase().as_str()))
}

/// Whether a word is one of a remark (an apology only when `apology`), for the words after a
/// complete order (`crate::core::grammar`).
pub(crate) fn is_remark_word(w: &Word, apology: bool) -> bool {
    remark_word(w) && (apology || !folded_in(w, APOLOGY))
}

/// The sentences of a line's words: split after `.`, `!`, `…` or `:` between two words.
fn sentences<'w>(file: &OrderFile, words: &'w [Word]) -> impl Iterator<Item = &'w [Word]> {
    let mut starts = vec![0];
    for i in 1..words.len() {
        let gap = &file.source[words[i - 1].span.end..words[i].span.start];
        if gap.contains(['.', '!', '…', ':']) {
            starts.push(i);
        }
    }
    starts.push(words.len());
    let bounds: Vec<(usize, usize)> = starts.windows(2).map(|w| (w[0], w[1])).collect();
    bounds.into_iter().map(move |(a, b)| &words[a..b])
}

/// The endings of the first person of the future, as written (`votaré`, `voterò`).
const FUTURE: &[&str] = &["aré", "eré", "iré", "arò", "erò", "irò"];

/// Whether a word is written in the first person of the future (`jugaré`, `voterò`).
pub(super) fn in_the_future(w: &Word) -> bool {
    FUTURE.iter().any(|e| w.text.to_lowercase().ends_with(e))
}

/// Whether every verb of the ruleset on `line` is in the future (`votaré`, `voterò`, `I'll
/// vote`, `I will vote`), and there is one: what the sender will do, not an order now. A
/// question or markup (a red or bold name) leaves it to the rest of the intake.
pub(super) fn only_future(file: &OrderFile, line: &OrderLine, verbs: &Verbs) -> bool {
    let words = &line.words;
    let written = &file.source[line.span.clone()];
    let future = |at: usize| {
        let w = &words[at];
        // `I'll look at Bruno` is how an English order is written: the contraction is the
        // future only beside a later time (`I'll vote tomorrow`); `will` always is.
        let contracted = at > 0 && folded_in(&words[at - 1], &["i'll", "ill", "we'll"]);
        let later = contracted && super::later::later_time(words).is_some();
        let will = at > 0 && (folded_in(&words[at - 1], &["will"]) || later);
        will || FUTURE.iter().any(|e| w.text.to_lowercase().ends_with(e))
            || tomorrow(file, words, at)
    };
    let mut verbs_at = (0..words.len())
        .filter(|&at| verbs.is_verb(&words[at]))
        .peekable();
    verbs_at.peek().is_some()
        && !written.contains(['[', '*', '@', '?', '¿'])
        && verbs_at.all(future)
}

/// Whether the verb at `at` is put off by the later time right after it, ending its sentence
/// (`Voto più tardi`, `voto dopo.`, `Voto más tarde`, `voto luego`; blind corpus 15, #116): no
/// order now. A word after the time (`voto dopo Bruno`, "after Bruno") leaves it an order.
pub(super) fn later_after(file: &OrderFile, words: &[Word], at: usize) -> bool {
    if file.source[words[at].span.start..]
        .lines()
        .next()
        .is_some_and(|l| l.contains(['?', '¿']))
    {
        return false;
    }
    let rest = &words[at + 1..];
    let n = match rest.first() {
        Some(w) if folded_in(w, &["dopo", "luego", "despues", "poi"]) => 1,
        _ => match super::later::later_time(rest) {
            Some(span) if span.start == rest[0].span.start => {
                rest.iter().take_while(|w| w.span.end <= span.end).count()
            }
            _ => return false,
        },
    };
    match words.get(at + 1 + n) {
        None => true,
        Some(next) => {
            file.source[words[at + n].span.end..next.span.start].contains(['.', '!', ',', ';'])
        }
    }
}

/// Whether the verb at `at` is said for tomorrow, in the present (`Mañana voto a Fede`, `domani
/// voto Luca`): `mañana` right before it, at its sentence's start, not `esta mañana` ("this
/// morning").
fn tomorrow(file: &OrderFile, words: &[Word], at: usize) -> bool {
    const TOMORROW: &[&str] = &["manana", "domani", "tomorrow"];
    let (sentence, _) = sentence_and_clause(file, words, at);
    at > 0 && sentence == at - 1 && folded_in(&words[at - 1], TOMORROW)
}

/// Words of a mended order: after an apology they may correct it (`perdón Bruno por el lío,
/// al final Jorge`), folded.
const MENDING: &[&str] = &[
    "final",
    "mejor",
    "meglio",
    "better",
    "era",
    "intendevo",
    "volevo",
    "queria",
    "meant",
    "instead",
    "invece",
    "cambio",
];

/// Whether `rest`, the words after a complete order, set off by `gap`, is an apology to a
/// player with what it is for (`voto a Hugo, perdón Bruno por lo de ayer`, `voto Paolo, scusa
/// Olga per ieri`, `sorry Bruno for yesterday`): issue 22 J reads it as the player's prose. A
/// bare apology to another player (`voto Bruno, perdona Carla`) may correct the order and is
/// refused as before, and so is one with words of a correction or a number.
pub(crate) fn apology_with_its_reason(gap: &str, rest: &[Word], names: &NameIndex) -> bool {
    let [apology, rest @ ..] = rest else {
        return false;
    };
    let to = match rest.first() {
        Some(w) if folded_in(w, &["a", "ad", "to"]) => 1,
        _ => 0,
    };
    let player = |w: &Word| names.resolve_unsuggested(&w.text).is_ok();
    let set_off = gap.contains([',', '.', '!', ';', '-']) && !gap.contains("..");
    let worded = |w: &Word| w.text.chars().all(|c| c.is_alphabetic() || c == '\'');
    set_off
        && folded_in(apology, APOLOGY)
        && rest.get(to).is_some_and(player)
        && rest
            .get(to + 1)
            .is_some_and(|w| folded_in(w, &["por", "per", "for"]))
        && rest.len() > to + 2
        && rest[to + 2..]
            .iter()
            .all(|w| worded(w) && !player(w) && !folded_in(w, MENDING))
}
