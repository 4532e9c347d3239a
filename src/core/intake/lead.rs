//! What players write before an order's verb, beyond the core's single lead-in words
//! ([`super::words::LEAD_IN`]): a decision or a circumstance said in a phrase (`He decidido
//! robar a Carla`, `Ho deciso di annusare Marco`, `I've decided to see Bruno`, `Desde la tumba
//! voto a Bruno`), a change of mind opening the sentence (`no espera, votar Carla`, `anzi no,
//! voto Olga`), and a condition the order has by nature (the Capitán's `si hay empate,
//! desempato a favor de Dani`: "será el encargado de desempatar cualquier votación", a
//! tie-break only ever counts on a tie). Anything else before the verb keeps the line prose.

use super::words::{BUT, CHANGE_OF_MIND, REFLEXIVE_PRONOUN, SEQUENCE, lead_in};
use super::{Verbs, folded_in};
use crate::core::orders::{OrderFile, Word};
use std::collections::BTreeMap;

/// Phrases that only lead into an order, folded, each as its words: a decision (`he decidido`,
/// `ho deciso di`, `I've decided to`), a time (`esta vez`, `questa volta`, `this time`), the
/// sender's own standing (`desde la tumba`, `dall'oltretomba`, `from the grave`, `por mi
/// parte`), having thought it over (`tras pensarlo`, `dopo averci pensato`).
const PHRASES: &[&[&str]] = &[
    // es
    &["he", "decidido"],
    &["hemos", "decidido"],
    &["decidi"],
    &["decidimos"],
    &["he", "elegido"],
    &["hemos", "elegido"],
    &["he", "optado", "por"],
    &["opto", "por"],
    &["he", "pensado"],
    &["hemos", "pensado"],
    &["prefiero"],
    &["mi", "decision", "es"],
    &["desde", "la", "tumba"],
    &["desde", "ultratumba"],
    &["desde", "el", "mas", "alla"],
    &["desde", "el", "otro", "lado"],
    // `Bueno, da igual: llamo a Gato`, `hola a todos llamo…`: what only opens the line.
    &["da", "igual"],
    &["hola", "a", "todos"],
    &["buenas", "a", "todos"],
    &["esta", "vez"],
    &["otra", "vez"],
    &["de", "nuevo"],
    &["por", "mi", "parte"],
    &["de", "mi", "parte"],
    &["en", "esta", "ronda"],
    &["en", "este", "turno"],
    // the round's time alone, before the order (`esta ronda me quedo`: among-us ruling 55)
    &["esta", "ronda"],
    &["este", "turno"],
    &["como", "siempre"],
    // what he said before, then the order: `Como dije ayer miro la carta 2`
    &["como", "dije"],
    &["como", "dije", "ayer"],
    &["como", "te", "dije"],
    &["como", "os", "dije"],
    &["como", "ya", "dije"],
    &["como", "ya", "te", "dije"],
    &["come", "ho", "detto"],
    &["come", "ho", "detto", "ieri"],
    &["come", "ti", "ho", "detto"],
    &["come", "gia", "detto"],
    &["as", "i", "said"],
    &["as", "i", "said", "yesterday"],
    &["like", "i", "said"],
    // to be safe, the order anyway: `Nel dubbio voto Nico`
    &["en", "la", "duda"],
    &["ante", "la", "duda"],
    // where the sender writes from: `te escribo desde el movil voto a Nico`
    &["te", "escribo", "desde", "el", "movil"],
    &["os", "escribo", "desde", "el", "movil"],
    &["escribo", "desde", "el", "movil"],
    &["desde", "el", "movil"],
    // nothing more to say before it: `pues nada le robo la carta a Jorge`
    &["pues", "nada"],
    &["sin", "dudarlo"],
    &["sin", "duda"],
    &["sin", "duda", "alguna"],
    &["tras", "pensarlo"],
    &["tras", "pensarlo", "mucho"],
    &["tras", "mucho", "pensar"],
    &["despues", "de", "pensarlo"],
    &["despues", "de", "pensarlo", "mucho"],
    &["por", "ultimo"],
    // going on with what he did: `sigo votando a Gino`
    &["sigo"],
    &["continuo"],
    &["definitivamente"],
    &["obviamente"],
    &["por", "supuesto"],
    // the Insomne: "se quedará vigilando uno de los caminos"
    &["me", "quedo", "despierta"],
    &["me", "quedo", "despierto"],
    &["me", "quedo", "en", "vela"],
    // it
    &["ho", "deciso", "di"],
    &["ho", "deciso"],
    &["abbiamo", "deciso", "di"],
    &["abbiamo", "deciso"],
    &["decido", "di"],
    &["ho", "scelto", "di"],
    &["abbiamo", "scelto", "di"],
    &["ho", "pensato", "di"],
    &["abbiamo", "pensato", "di"],
    &["preferisco"],
    &["la", "mia", "decisione", "e"],
    &["dall'oltretomba"],
    &["dalla", "tomba"],
    &["questa", "volta"],
    &["stavolta"],
    &["di", "nuovo"],
    &["ancora", "una", "volta"],
    &["per", "quanto", "mi", "riguarda"],
    &["da", "parte", "mia"],
    &["come", "sempre"],
    &["senza", "dubbio"],
    &["nel", "dubbio"],
    &["ti", "scrivo", "dal", "telefono"],
    &["ti", "scrivo", "dal", "cellulare"],
    &["dal", "telefono"],
    &["dal", "cellulare"],
    &["alla", "fine"],
    &["dopo", "averci", "pensato"],
    &["dopo", "averci", "pensato", "bene"],
    &["in", "questo", "turno"],
    &["questo", "turno"],
    &["questa", "ronda"],
    &["ovviamente"],
    // `vado a indagare Bruno`: going to do, as Spanish `voy a`.
    &["vado", "a"],
    &["vado", "ad"],
    &["andiamo", "a"],
    &["andiamo", "ad"],
    &["sicuramente"],
    &["resto", "sveglio"],
    &["resto", "sveglia"],
    // en
    &["i've", "decided", "to"],
    &["ive", "decided", "to"],
    &["i", "have", "decided", "to"],
    &["we've", "decided", "to"],
    &["we", "have", "decided", "to"],
    &["i", "decided", "to"],
    &["we", "decided", "to"],
    &["i've", "chosen", "to"],
    &["i", "choose", "to"],
    &["i'm", "going", "to"],
    &["im", "going", "to"],
    &["i", "am", "going", "to"],
    &["we're", "going", "to"],
    // the present continuous: `Tonight I'm checking Paolo`, `I am voting Bruno`
    &["i'm"],
    &["im"],
    &["i", "am"],
    &["we're"],
    &["we", "are"],
    &["i'm", "gonna"],
    // `I'm keeping the Porro`, `I'm off shopping: Barril de Cerveza`
    &["i'm"],
    &["im"],
    &["i", "am"],
    &["i'm", "off"],
    &["im", "off"],
    &["gonna"],
    &["wanna"],
    &["gotta"],
    // `I keep voting Gino`, `I'm still voting Gino`
    &["i", "keep"],
    &["keep"],
    &["i'm", "still"],
    &["im", "still"],
    &["i'd", "rather"],
    // the pack or the twins writing as one: `In the end we bite Paolo`, `noi sbraniamo Paolo`
    &["we"],
    &["in", "the", "end"],
    &["noi"],
    &["nosotros"],
    &["i", "prefer", "to"],
    &["this", "time"],
    &["this", "round"],
    &["once", "again"],
    &["again"],
    &["from", "the", "grave"],
    &["from", "beyond", "the", "grave"],
    &["for", "my", "part"],
    &["as", "always"],
    &["without", "a", "doubt"],
    &["when", "in", "doubt"],
    &["just", "in", "case"],
    &["writing", "from", "my", "phone"],
    &["after", "a", "lot", "of", "thought"],
    &["after", "much", "thought"],
    &["after", "thinking", "about", "it"],
    &["in", "the", "end"],
    &["finally"],
    &["definitely"],
    &["obviously"],
    &["i", "stay", "awake"],
    &["i'll", "stay", "awake"],
];

/// Whether `word`, folded (a typographic apostrophe as a plain one), is `key`, without making a
/// string: a phrase's words are compared with every line's words.
fn is_key(key: &str, word: &Word) -> bool {
    let folded = word.folded();
    // A `’` (three bytes) read as `'` (one) makes the word shorter: a key as long as the word
    // or longer is only the word itself, without one (issue 25: no search of every word).
    if key.len() >= folded.len() {
        return key == folded && !folded.contains('’');
    }
    // A shorter key is the word only where its `’`s (two bytes shorter each) make up the
    // difference.
    (folded.len() - key.len()).is_multiple_of(2)
        && folded.contains('’')
        && key
            .chars()
            .eq(folded.chars().map(|c| if c == '’' { '\'' } else { c }))
}

/// How many words a phrase of `phrases` takes at the start of `words`, the longest.
pub(super) fn phrase_at(words: &[Word], phrases: &[&[&str]]) -> Option<usize> {
    phrases
        .iter()
        .filter(|p| p.len() <= words.len() && p.iter().zip(words).all(|(p, w)| is_key(p, w)))
        .map(|p| p.len())
        .max()
}

/// How many words at the head of `words` only lead into an order: a phrase of [`PHRASES`] or
/// the player's standing ([`as_a_role`]: `Como estoy solo, echo un vistazo…`).
pub(super) fn leading_phrase(words: &[Word]) -> Option<usize> {
    lead_phrase_at(words).or_else(|| as_a_role(words))
}

/// [`phrase_at`] of [`PHRASES`], looked for among the phrases that open with the first word
/// only (each line's words are asked at every lead-in word: a scan of every phrase cost a
/// tenth of a one-night phase).
fn lead_phrase_at(words: &[Word]) -> Option<usize> {
    static BY_FIRST: std::sync::OnceLock<BTreeMap<&str, Vec<&[&str]>>> = std::sync::OnceLock::new();
    let by_first = BY_FIRST.get_or_init(|| {
        let mut map: BTreeMap<&str, Vec<&[&str]>> = BTreeMap::new();
        for phrase in PHRASES {
            map.entry(phrase[0]).or_default().push(phrase);
        }
        map
    });
    let first = words.first()?.folded();
    let first = first.replace('’', "'");
    phrase_at(words, by_first.get(first.as_str())?)
}

/// Whether the words before an order's verb in its clause only lead into it: lead-in words
/// (the core's and the ruleset's), a verb of the order's own kind announcing it (`me voy de
/// compras y compro`), a `pero`/`ma`/`but` opening the clause, and the phrases of [`PHRASES`].
/// `bare`: the verb ends the line, an order by itself.
pub(super) fn clean_before(before: &[Word], verbs: &Verbs, verb: &Word, bare: bool) -> bool {
    // `después me quedo`, `poi mi fermo`: an adverb of sequence leads into a reflexive verb,
    // or a verb that is the whole order (`luego quieto`, `poi fermo`: blind corpus 7, a point
    // dropped as chatter).
    let reflexive = bare
        || before
            .last()
            .is_some_and(|w| folded_in(w, REFLEXIVE_PRONOUN));
    let mut i = 0;
    while i < before.len() {
        let w = &before[i];
        if let Some(n) = leading_phrase(&before[i..]) {
            i += n;
        } else if lead_in(w)
            || verbs.ruleset_lead_in(w)
            || verbs.same_kind(w, verb)
            || (i == 0 && folded_in(w, BUT))
            || (reflexive && folded_in(w, SEQUENCE))
            // `stanotte ci pappiamo Nico`, `nos comemos a Nico`: the pronoun of the verb; and
            // Italian's `ne` of a count (`ne sbraniamo due: Marta e Paolo`).
            || (i + 1 == before.len()
                && (folded_in(w, REFLEXIVE_PRONOUN) || w.folded() == "ne")
                && !super::words::is_farewell(w, verb))
        {
            i += 1;
        } else {
            return false;
        }
    }
    true
}

/// Words that say in what standing the player acts (`Como vidente veo a Bruno`, `In quanto
/// guardia proteggo Dario`, `As the seer I look at Bruno`).
const AS: &[&[&str]] = &[
    &["como"],
    &["come"],
    &["in", "quanto"],
    &["as"],
    &["siendo"],
    &["being"],
    // the role a player is believed to hold, as the reason of the order (`copio a Carla y como
    // es vidente miro a Jorge`, `visto che è la veggente guardo Jorge`, `since she's the seer
    // I look at Jorge`): the Doppelgänger's order of the role he copies (one-night ruling 23).
    &["como", "es"],
    &["ya", "que", "es"],
    &["visto", "che", "e"],
    &["siccome", "e"],
    &["since", "she's"],
    &["since", "he's"],
    &["since", "it's"],
    &["since", "she", "is"],
    &["since", "he", "is"],
];

/// Words that may stand after [`AS`] and are not a role: a time, what the player was told.
const NOT_A_ROLE: &[&str] = &[
    "manana", "domani", "tomorrow", "dije", "dicho", "detto", "said", "siempre", "sempre",
    "always", "si", "se", "if", "no", "non", "not",
];

/// How many words at the head of `words` say the player's standing: a word of [`AS`], maybe an
/// article, and one or two words of letters (the role, `lobo solitario`).
pub(super) fn as_a_role(words: &[Word]) -> Option<usize> {
    let n = phrase_at(words, AS)?;
    let mut at = n;
    if words
        .get(at)
        .is_some_and(|w| folded_in(w, &["el", "la", "il", "lo", "the", "a", "an"]))
    {
        at += 1;
    }
    let role = |w: &Word| w.text.chars().all(char::is_alphabetic) && !folded_in(w, NOT_A_ROLE);
    let words_of_role = words[at.min(words.len())..]
        .iter()
        .take(2)
        .take_while(|w| role(w))
        .count();
    // The role's words end where the order's clause goes on: at most two, at least one.
    (words_of_role > 0).then_some(at + words_of_role.min(words.len() - at))
}

/// Where the order's own sentence starts once an opening that is no doubt is left out: a
/// change of mind ([`change_opening`]) or the condition the order has by nature
/// ([`natural_condition`]). `sentence` is where the sentence starts, `first` the verb.
pub(super) fn opening(
    file: &OrderFile,
    words: &[Word],
    sentence: usize,
    first: usize,
    verbs: &Verbs,
) -> usize {
    let at = sentence + change_opening(file, &words[sentence..first]);
    at + natural_condition(file, &words[at..first], &words[first], verbs)
}

/// Words that open a change of mind at the head of a sentence (`no espera,`, `anzi no,`, `no,
/// mejor`, `no wait,`, `oops,`): the later order replaces the earlier one.
const OPENER: &[&str] = &[
    "oh",
    "uy",
    "uh",
    "ups",
    "oops",
    "ah",
    "eh",
    "vaya",
    "rectifico",
    "corrijo",
    "correggo",
    "correction",
];

/// How many words at the head of `words` (the sentence before the verb) open a change of mind:
/// words of [`CHANGE_OF_MIND`] and [`OPENER`], at least one of them a change, where a `no` is
/// followed by a comma or by another of them, never by the verb (`No voto a Bruno` negates).
fn change_opening(file: &OrderFile, words: &[Word]) -> usize {
    let opener = |w: &Word| folded_in(w, CHANGE_OF_MIND) || folded_in(w, OPENER);
    let mut n = 0;
    while n < words.len() && opener(&words[n]) {
        let negation = folded_in(&words[n], &["no", "non"]);
        let comma = file.source[words[n].span.end..]
            .trim_start()
            .starts_with(',');
        if negation && !comma && !words.get(n + 1).is_some_and(opener) {
            break;
        }
        n += 1;
    }
    // Only a real change: `mejor`, `meglio`, `better` alone are the lead-in words they are.
    let change = words[..n]
        .iter()
        .any(|w| !folded_in(w, &["mejor", "meglio", "better", "instead", "invece"]));
    if change { n } else { 0 }
}

/// The conditions an order has by nature, by the kind of its verb: a tie-break counts only on
/// a tie (`si hay empate`, `in caso di parità`, `if there's a tie`).
pub(super) const ON_A_TIE: &[&[&str]] = &[
    &["si", "hay", "empate"],
    &["si", "hay", "un", "empate"],
    &["si", "se", "empata"],
    &["si", "empatan"],
    &["si", "sale", "empate"],
    &["si", "queda", "empate"],
    &["en", "caso", "de", "empate"],
    &["en", "caso", "de", "que", "haya", "empate"],
    &["se", "c'e", "parita"],
    &["se", "c'e", "un", "pareggio"],
    &["se", "c'e", "pareggio"],
    &["in", "caso", "di", "parita"],
    &["in", "caso", "di", "pareggio"],
    &["if", "there's", "a", "tie"],
    &["if", "there", "is", "a", "tie"],
    &["if", "it's", "a", "tie"],
    &["if", "it", "is", "a", "tie"],
    &["in", "case", "of", "a", "tie"],
    &["in", "case", "of", "tie"],
    &["on", "a", "tie"],
];

/// How many words at the head of `words` state the condition the order of `verb` has by
/// nature, ending its clause (`si hay empate,` before `desempato`): none for other orders.
fn natural_condition(file: &OrderFile, words: &[Word], verb: &Word, verbs: &Verbs) -> usize {
    if !verbs.on_a_tie(verb) {
        return 0;
    }
    match phrase_at(words, ON_A_TIE) {
        Some(n)
            if n == words.len()
                || file.source[words[n - 1].span.end..words[n].span.start].contains([',', ':']) =>
        {
            n
        }
        _ => 0,
    }
}

/// Whether the word before word `i` makes it a noun, not a verb (`su voto`, `il mio voto`,
/// `the vote`): one of [`super::words::NOT_A_VERB_AFTER`] in the same clause. After a comma,
/// a full stop, `!` or `?` the verb starts a clause of its own (`dopo averci dormito su, voto
/// Luca`).
pub(super) fn noun_before(file: &OrderFile, words: &[Word], i: usize) -> bool {
    // `le meto la Maratón`, `les echo al Gilipollas`, `le doy las Palomitas`: Spanish `le` is a
    // pronoun, never an article, before a verb in the first person; so is the Italian `gli`
    // (`gli do le Palomitas`), whose nouns after it are plurals, never in `-o`.
    let verb = words[i].folded();
    let first_person = verb.ends_with('o') || verb.ends_with("oy");
    let pronoun = (folded_in(&words[i - 1], &["le", "les"])
        && file.lang != Some(crate::core::msg::Lang::It)
        && first_person)
        || (folded_in(&words[i - 1], &["gli"]) && verb.ends_with('o'));
    !pronoun
        && folded_in(&words[i - 1], super::words::NOT_A_VERB_AFTER)
        && !file.source[words[i - 1].span.end..words[i].span.start]
            .contains([',', ';', '.', '!', '?'])
}
