//! The words the intake weighs: what leads into an order, what makes it a doubt, a noun or
//! a change of mind.

use crate::core::keyhash::KeySet;
use crate::core::msg::Lang;
use std::sync::LazyLock;

/// A list every word of a PM is looked up in, as a set made once (hashed as our own keys:
/// SipHash cost more than the rest of the look-up).
fn set_of(list: &'static [&'static str]) -> KeySet<&'static str> {
    list.iter().copied().collect()
}

/// Whether a word only leads into an order ([`LEAD_IN`]).
pub(super) fn lead_in(word: &crate::core::orders::Word) -> bool {
    static SET: LazyLock<KeySet<&str>> = LazyLock::new(|| set_of(LEAD_IN));
    SET.contains(word.folded())
}

/// Words that only lead into an order: greetings, "I want to", "tonight", "my vote".
pub(super) const LEAD_IN: &[&str] = &[
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
    // on second thought: `Ripensandoci voto Alessia`, `Pensándolo mejor, voto a Ana`
    "ripensandoci",
    "pensandoci",
    "pensandolo",
    "repensandolo",
    // es
    "hola",
    "buenas",
    "master",
    "máster",
    // one-night's master is the narrator: `hola narrador pues nada le robo…`
    "narrador",
    "narratore",
    "narrator",
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
    // where the order is given, the place already said: `3- y ahí me quedo`
    "ahi",
    "alli",
    "aqui",
    "aca",
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
    // the one the order aims at, as a pronoun: `le meto la Maratón`, `gli metto la Maratona`
    "le",
    "les",
    "gli",
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
    "i'm", // `I'm marking house M`: the progressive's auxiliary
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

/// Words after which a verb spelling is not an order: `a ver` ("let's see"), `let's see`.
/// Possessives and articles make the word a noun: `il mio voto`, `my vote`, `la ruta`. (`we`
/// is the pack's or the twins' own voice, `we bite Paolo`: a lead-in of `lead::PHRASES`.)
pub(super) const NOT_A_VERB_AFTER: &[&str] = &[
    "let's", "lets", "we'll", "you", "they", "su", "mio", "mia", "my", "il", "el", "la", "lo",
    "los", "las", "le", "the", "tu", "your", "our", "nostro", "nuestro", "un", "una", "uno", "del",
    "de", "questo", "este", "this",
];

/// Verbs of seeing in the past, before what the sender saw another do (`la vi salir`, `lo
/// vimos entrar`, `I saw him vent`).
pub(super) const SAW: &[&str] = &["vi", "vimos", "visto", "saw", "seen", "watched"];

/// Negations: they doubt an order in its own clause only (`no voto a Ana`; but `Non ho
/// dubbi, voto Luca`, `No sé, pero voto a Gino` are firm).
pub(crate) const NEGATIONS: &[&str] = &[
    "no", "non", "not", "don't", "dont", "never", "nunca", "jamas", "mai", "won't", "wont",
];

/// `but`, opening the order's clause after a doubt it leaves behind (`No sé si es lobo, pero
/// voto a Gino`, `Non ne sono certo, ma voto Luca`): the order stands.
pub(super) const BUT: &[&str] = &["pero", "ma", "but"];

/// Words only Italian writes (folded): a PM or post that has more of them than of
/// [`SPANISH`] is read as Italian, whatever the game's language.
const ITALIAN: &[&str] = &[
    "il", "che", "non", "sono", "ho", "hai", "di", "della", "dello", "degli", "gli", "perche",
    "anche", "questo", "questa", "oggi", "stasera", "stanotte", "domani", "ciao", "grazie",
    "voglio", "vorrei", "ieri", "sempre", "molto", "dopo", "tutti", "niente", "nessuno", "ci",
    "dico", "detto", "fatto", "stato", "piu", "chi", "lui", "lei", "cosi", "ma", "tra", "fra",
    "ancora", "quindi", "allora", "proprio", "secondo", "dubbi",
];

/// Words only Spanish writes (folded): see [`ITALIAN`].
const SPANISH: &[&str] = &[
    "el", "que", "es", "los", "las", "pero", "porque", "hoy", "este", "esta", "noche", "manana",
    "yo", "muy", "tambien", "hola", "gracias", "quiero", "ayer", "siempre", "nada", "nadie",
    "todos", "todo", "eso", "esto", "tengo", "tiene", "hay", "dudas", "por", "para", "como", "mas",
    "ya", "ser", "estoy", "creo", "dijo", "sido", "claro", "entonces",
];

/// The language a text is written in, by the words only one of Italian and Spanish writes
/// (folded words); on a tie, the game's language where it is one of them, else `None` (an
/// English game: every reading that may be a doubt is one).
pub(crate) fn language_of<'w>(
    words: impl Iterator<Item = &'w str>,
    game: Option<Lang>,
) -> Option<Lang> {
    static ITALIAN_SET: LazyLock<KeySet<&str>> = LazyLock::new(|| set_of(ITALIAN));
    static SPANISH_SET: LazyLock<KeySet<&str>> = LazyLock::new(|| set_of(SPANISH));
    let (mut it, mut es) = (0, 0);
    for w in words {
        it += usize::from(ITALIAN_SET.contains(w));
        es += usize::from(SPANISH_SET.contains(w));
    }
    match it.cmp(&es) {
        std::cmp::Ordering::Greater => Some(Lang::It),
        std::cmp::Ordering::Less => Some(Lang::Es),
        std::cmp::Ordering::Equal => game.filter(|l| *l != Lang::En),
    }
}

/// Verbs of knowing and asking: `si`/`se` after one is "whether", not a condition on the order
/// (`No sé si es lobo, pero voto a Gino`, `non so se è lupo`).
const WHETHER_AFTER: &[&str] = &[
    "se",
    "sé",
    "sabe",
    "sabia",
    "sabemos",
    "idea",
    "pregunto",
    "preguntaba",
    "so",
    "sai",
    "sapevo",
    "chiedo",
    "domando",
    "know",
    "wonder",
];

/// Pronouns after Italian `se` (`se ne frega`, `se lo merita`, `se la prende`): the reflexive
/// pronoun, not "if".
const PRONOUNS_AFTER_SE: &[&str] = &["ne", "lo", "la", "li", "le", "gli", "stesso", "stessa"];

/// Whether `words[i]` (folded, `sí` and `sé` keeping their accent) makes an order in its
/// sentence a doubt: a word of [`DOUBT`] read in its language and place. Italian `si` is never
/// "if" (`si vota`, `si è tradito`: reflexive or impersonal), nor Spanish `se` (`se nota`, `se
/// lo ha ganado`), nor Italian `vi` ("you", "there": `vi dico`); `si` or `se` alone before a
/// comma is "yes" (`Si, voto Luca`), after a verb of knowing "whether"; Italian `se` before a
/// pronoun is the pronoun (`se ne frega`). `comma_after`: a comma (or colon) follows the word.
/// Without the game's language every reading that may be a doubt is one.
pub(crate) fn doubt_at(words: &[String], i: usize, lang: Option<Lang>, comma_after: bool) -> bool {
    let prev = i.checked_sub(1).map(|p| words[p].as_str());
    let next = words.get(i + 1).map(String::as_str);
    doubt_between(prev, &words[i], next, lang, comma_after)
}

/// [`doubt_at`] for the word `word` between `prev` and `next` (folded).
pub(crate) fn doubt_between(
    prev: Option<&str>,
    word: &str,
    next: Option<&str>,
    lang: Option<Lang>,
    comma_after: bool,
) -> bool {
    let whether = prev.is_some_and(|p| WHETHER_AFTER.contains(&p));
    match word {
        "si" => lang != Some(Lang::It) && !comma_after && !whether,
        "se" => {
            lang != Some(Lang::Es)
                && !comma_after
                && !whether
                && !next.is_some_and(|n| PRONOUNS_AFTER_SE.contains(&n))
        }
        "vi" => lang != Some(Lang::It),
        // What the sender himself said before (`as I said`, `come ho detto`): no one else's
        // words, only a lead into his order (`lead::PHRASES`).
        "said" | "detto" => !matches!(prev, Some("i" | "i've" | "ive" | "ho" | "gia")),
        _ => DOUBT.contains(&word) && (word, prev) != ("igual", Some("da")),
    }
}

/// Words that make a following verb a doubt, not an order: negations and conditions.
pub(crate) const DOUBT: &[&str] = &[
    "no", "nunca", "jamas", "si", "quizas", "quiza", "non", "mai", "se", "forse", "not", "don't",
    "dont", "never", "if", "maybe", "won't", "wont", "vi", "dijo", "disse", "said",
    // `Igual robo a Elena` ("maybe", never `da igual`); `a lo mejor` in `line::doubt_in`
    "igual",
    // reported speech: `Carla escribió: voto a Gino`, `Dario ha scritto: voto Olga`
    "escribio", "escribe", "escribi", "dice", "decia", "scritto", "scrive", "detto", "wrote",
    "writes", "says", "quote", "cita",
];

/// A joke, wherever it stands, reason or not, doubts an order: `voto Olga che scherzo eh 😂`,
/// `votar Gino que es broma`, `rob Elena because lol jk` (review-lost 11), and on the line after
/// it (`es broma jaja`, [`super::afterthought`]).
pub(crate) const JOKE: &[&str] = &[
    "broma",
    "bromeando",
    "bromita",
    "cona",
    "cachondeo",
    "scherzo",
    "scherzando",
    "scherzetto",
    "jk",
    "kidding",
    "joking",
    "joke",
];

#[path = "hedges.rs"]
mod hedges;
pub(super) use hedges::is_farewell;
pub(crate) use hedges::{HEDGE_AFTER, hedged};

/// The key of a PM's subject line, and a reply's or a forward's mark before it.
pub(super) const SUBJECT: &[&str] = &[
    "oggetto", "titolo", "asunto", "titulo", "subject", "title", "re", "r", "fwd", "fw", "rv",
    "rif",
];

/// Words that join two orders on one line (`ruta A-E-F y secuestro a Gino`, `uso el altar e
/// poi vado in cucina`, `and then`); [`AND`] before one of the others joins too.
pub(super) const THEN: &[&str] = &[
    "y", "e", "and", "luego", "despues", "poi", "then", "tambien", "anche",
];
pub(super) const AND: &[&str] = &["y", "e", "and"];

/// Forms of "to go" that lead into the verb after them (`voy a votar`, `vado a uccidere`).
pub(super) const GOING: &[&str] = &[
    "voy", "vamos", "vas", "va", "ir", "vado", "andiamo", "going",
];

/// Words that open a clause dismissing an earlier message (`lascia stare il messaggio di
/// prima`, `olvida el anterior`, `ignore my last PM`).
pub(super) const DISMISS: &[&str] = &[
    "lascia",
    "ignora",
    "ignorate",
    "dimentica",
    "scorda",
    "olvida",
    "olvidate",
    "ignorad",
    "disregard",
    "ignore",
    "forget",
    "descarta",
];

/// Words that announce a change of mind before a second verb on the same line.
pub(super) const CHANGE_OF_MIND: &[&str] = &[
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

/// `a ver`, `para ver`: "let's see", not the Seer's order.
pub(super) const SEE_IDIOM_BEFORE: &[&str] = &["a", "para", "pa"];
pub(super) const SEE_VERBS: &[&str] = &["ver", "see", "vedo", "vedere", "veo"];

/// A verb spelling before these is a noun: `cambio de planes`, `voto di fiducia`, `robo del
/// siglo`.
pub(super) const NOUN_BEFORE: &[&str] = &["de", "di", "del", "della", "of"];

/// Verbs of leaving stay verbs before `de`, which says where from: `Salgo de la casa de mi
/// cómplice: A-E-F`, `salgo del pasaje`, `esco di casa`.
pub(super) const LEAVING: &[&str] = &[
    "salgo", "sali", "saldre", "salir", "esco", "usciro", "vuelvo", "regreso", "bajo",
];

/// Where a second order on a line happens, between its `y` and its verb (`y allí me quedo`).
pub(super) const THERE: &[&str] = &["alli", "ahi", "aqui", "li", "qui", "there", "here"];

/// A reflexive pronoun before a verb spelling keeps it a verb before `de`: `me descarto de`
/// (not `mi`, the Spanish possessive of `mi voto de hoy`).
pub(super) const REFLEXIVE: &[&str] = &["me", "te", "nos"];

/// The pronouns of a reflexive verb in Spanish and Italian (`me quedo`, `mi fermo`, `ci
/// spostiamo`): such a verb needs no argument to be an order, after a comma or an adverb of
/// [`SEQUENCE`] too.
pub(super) const REFLEXIVE_PRONOUN: &[&str] = &["me", "te", "nos", "mi", "ti", "ci"];

/// Adverbs of sequence before a reflexive verb (`después me quedo`, `poi mi fermo`).
pub(super) const SEQUENCE: &[&str] = &[
    "despues",
    "luego",
    "entonces",
    "ahora",
    "poi",
    "dopo",
    "then",
    "afterwards",
    "finalmente",
];

/// `Il mio voto va a Rita`, `Mi voto es para Ana`, `My vote goes to Bruno`: a possessive, the
/// order's noun, a verb of going, maybe a preposition, then the order's arguments.
pub(super) const MY: &[&str] = &["mio", "mi", "my", "mia"];
pub(super) const GOES: &[&str] = &["va", "es", "e", "è", "goes", "is", "sera", "andra", "resta"];
pub(super) const TO: &[&str] = &["a", "al", "alla", "per", "para", "to", "for", "su"];

/// Abstaining, in every language a PM comes in: a line led by one of these in a ruleset whose
/// verbs do not have it is an abstention the rules do not allow.
pub(super) const ABSTAIN: &[&str] = &[
    "abstengo",
    "abstenerme",
    "abstencion",
    "astengo",
    "astenermi",
    "astensione",
    "abstain",
    "abstaining",
];

/// Verbs of doing before an order's noun: `pongo muros en C-D`, `hago la ruta G-H-F`.
pub(super) const DOING: &[&str] = &[
    "pongo",
    "poner",
    "pon",
    "pondre",
    "hago",
    "hacer",
    "hare",
    "levanto",
    "levantar",
    "construyo",
    "construir",
    "metto",
    "mettere",
    "faccio",
    "fare",
    "do",
];

/// The article between a verb of doing and the noun: `pongo un muro`, `hago la ruta`.
pub(super) const ARTICLE: &[&str] = &[
    "un", "una", "unos", "unas", "el", "la", "los", "las", "mi", "mis", "il", "la", "lo", "i",
    "gli", "le", "a", "the", "my",
];
