//! A verb's forms from its lemma, as players write them in a PM: a ruleset lists lemmas
//! (`echar`, `cacciare`, `evict`), not spellings, and the intake reads every form a player
//! uses. For each language the regular paradigm gives:
//!
//! - Spanish: the infinitive (`voy a echar`), first person present (`echo`) and preterite
//!   (`eché`), future (`echaré`), gerund (`echando`), the `tú` imperative (`echa`) and the first
//!   person plural (`echamos`);
//! - Italian: the infinitive (`vado a cacciare`), first person present (`caccio`) and future
//!   (`caccerò`), gerund (`cacciando`), the `tu` imperative (`caccia`) and the first person
//!   plural (`cacciamo`, `mangiamo`, `cerchiamo`: the pack and the twin guards write as one;
//!   a line of talk led by it, `Ora basta, votiamo qualcuno`, names nobody and stays talk);
//! - English: the base (`I'll evict`), the gerund (`evicting`) and the past (`evicted`).
//!
//! The irregular verbs players use (`voy`, `salgo`, `empiezo`, `hago`, `pongo`, `vado`,
//! `esco`, `went`…) come from a table, and the commonest misspellings (`hecho` for `echo`)
//! from another. Accents are not written: the intake folds them.

use crate::core::msg::Lang;
use crate::core::names::fold;

/// The lemmas of one verb in the three languages a PM comes in.
pub struct Lemmas {
    pub es: &'static [&'static str],
    pub it: &'static [&'static str],
    pub en: &'static [&'static str],
}

/// Every form of every lemma, folded, without repeats, in a stable order.
pub fn forms(lemmas: &Lemmas) -> Vec<String> {
    let mut all: Vec<String> = Vec::new();
    all.extend(lemmas.es.iter().flat_map(|l| spanish(l)));
    // Forum Spanish writes `qu` as `k` (`me kedo ahi`, `kiero`): each such form so written too.
    let k: Vec<String> = all
        .iter()
        .filter(|f| f.contains("qu"))
        .map(|f| f.replace("qu", "k"))
        .collect();
    all.extend(lemmas.it.iter().flat_map(|l| italian(l)));
    all.extend(lemmas.en.iter().flat_map(|l| english(l)));
    all.extend(k);
    // A verb has a few dozen forms: whether one is already in `out` is asked of `out` itself
    // (a hash set of copies cost more than the comparisons, at every start).
    let mut out: Vec<String> = Vec::with_capacity(all.len());
    for form in all {
        let form = folded(form);
        if !form.is_empty() && !EVERYDAY.contains(&form.as_str()) && !out.contains(&form) {
            out.push(form);
        }
    }
    for (form, wrong) in MISSPELT {
        if out.iter().any(|f| f == form) {
            for w in *wrong {
                if !out.iter().any(|f| f == w) {
                    out.push(w.to_string());
                }
            }
        }
    }
    out
}

/// A form folded ([`fold`]); an ASCII one in place, as `fold` lowers it, without a copy.
fn folded(mut form: String) -> String {
    if form.is_ascii() {
        form.make_ascii_lowercase();
        return form;
    }
    fold(&form)
}

/// Every form of one Spanish verb, folded (a task named by its verb: `Pelar patatas`, `pelo`).
pub fn spanish_forms(lemma: &str) -> Vec<String> {
    spanish(lemma).iter().map(|f| fold(f)).collect()
}

/// The forms of `lemmas` and the ruleset's own extra spellings (nouns that lead an order,
/// `tarea`, `campana`), as the `'static` word list a verb table holds. Built once per
/// process by the ruleset's table (a `LazyLock`), so the strings live as long as it.
pub fn spellings(lemmas: &Lemmas, extra: &[&'static str]) -> &'static [&'static str] {
    let first = [lemmas.es, lemmas.it, lemmas.en].map(|l| l.first().copied());
    named_spellings(lemmas, extra, first)
}

/// [`spellings`], the verb named in each language (es, it, en) by `shown` rather than by its
/// first lemma there: a verb with no lemma, only spellings (chez-geek's note `paso`, `passo`,
/// `pass`), is shown in a PM's language too.
pub fn named_spellings(
    lemmas: &Lemmas,
    extra: &[&'static str],
    shown: FirstLemmas,
) -> &'static [&'static str] {
    #[cfg(test)]
    ASKED
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push([lemmas.es, lemmas.it, lemmas.en, extra].map(<[_]>::to_vec));
    let words = match written::words(&written::key([lemmas.es, lemmas.it, lemmas.en, extra])) {
        Some(words) => words,
        None => made_spellings(lemmas, extra)
            .into_iter()
            .map(|w| &*Box::leak(w.into_boxed_str()))
            .collect(),
    };
    let words: &'static [&'static str] = Box::leak(words.into_boxed_slice());
    if let Ok(mut table) = CANONICAL.lock() {
        table.push((words.as_ptr() as usize, shown));
    }
    words
}

/// The spellings [`named_spellings`] makes of `lemmas` and `extra`: the extra ones as written,
/// then the forms not among them.
fn made_spellings(lemmas: &Lemmas, extra: &[&'static str]) -> Vec<String> {
    let mut words: Vec<String> = extra.iter().map(|w| w.to_string()).collect();
    // The extra spellings, folded: a form already among them is not added again (the forms
    // are folded and without repeats already).
    let extra: Vec<String> = extra.iter().map(|w| fold(w)).collect();
    // A form is one word: the intake reads a line's verb word by word (`me llevo` is `llevo`).
    for form in forms(lemmas).into_iter().filter(|f| !f.contains(' ')) {
        if !extra.contains(&form) {
            words.push(form);
        }
    }
    words
}

/// The inputs of every verb table made in this test process, for the test that writes
/// `verb_forms.txt` ([`written`]).
#[cfg(test)]
static ASKED: std::sync::Mutex<Vec<[Vec<&'static str>; 4]>> = std::sync::Mutex::new(Vec::new());

/// The rulesets' verb tables as [`made_spellings`] makes them, written once in
/// `verb_forms.txt` (by `conjugate_tests::the_written_verb_forms_are_the_conjugators_own`,
/// which writes it again when a lemma or the conjugation changes): a command reads its
/// table's words there instead of conjugating every lemma at its start (docs/PERFORMANCE.md).
/// A table not written there is made as before.
mod written {
    /// One line per table: its key ([`key`]), a tab, its words separated by tabs.
    pub(super) const TEXT: &str = include_str!("verb_forms.txt");

    /// A table's inputs (the Spanish, Italian and English lemmas, the extra spellings) as one
    /// line's key, each list joined by `|`, the lists by `;`.
    pub(super) fn key(lists: [&[&str]; 4]) -> String {
        lists.map(|list| list.join("|")).join(";")
    }

    include!(concat!(env!("OUT_DIR"), "/verb_forms.rs"));

    /// The words written for `key`, sliced out of [`TEXT`] where build.rs found them.
    pub(super) fn words(key: &str) -> Option<Vec<&'static str>> {
        let at = |(start, end): (u32, u32)| TEXT.get(start as usize..end as usize);
        let &(.., first, end) = KEYS
            .iter()
            .find(|&&(start, end, ..)| at((start, end)) == Some(key))?;
        WORDS
            .get(first as usize..end as usize)?
            .iter()
            .map(|&w| at(w))
            .collect()
    }
}

/// The first lemma of each language (es, it, en) of every verb table [`spellings`] made, by
/// the address of the spellings it leaked: the verb as `check` shows it in a PM's language.
static CANONICAL: std::sync::Mutex<Vec<(usize, FirstLemmas)>> = std::sync::Mutex::new(Vec::new());

/// A verb's first lemma in each language: Spanish, Italian, English.
pub type FirstLemmas = [Option<&'static str>; 3];

/// The verb whose spellings are `spellings` (a table [`spellings`] made) as a PM in `lang`
/// names it, when `lang` is not the table's first language (the rulebook's): its first lemma
/// in `lang` (`rubare` for an Italian `rubo` in a Spanish game). `None` in the rulebook's
/// language (the table's first spelling is its word: `ruta`, `tomar`), for a language the
/// table has no lemma in, and for spellings made otherwise.
pub fn canonical(spellings: &[&str], lang: Option<Lang>) -> Option<&'static str> {
    let index = match lang? {
        Lang::Es => 0,
        Lang::It => 1,
        Lang::En => 2,
    };
    let key = spellings.as_ptr() as usize;
    let table = CANONICAL.lock().ok()?;
    let (_, first) = table.iter().find(|(k, _)| *k == key)?;
    let rulebook = first.iter().position(Option::is_some)?;
    if rulebook == index {
        return None;
    }
    first[index]
}

/// The first person forms a third person singular present may stand for, as a player tells
/// his own order of himself (`Carla pule la plata`: `pulo`; `se queda`: `quedo`; `Olga goes`:
/// `go`; `Nora resta`: `resto`): the irregular ones from a table, else the regular ending
/// (Spanish and Italian `-a`/`-e` to `-o`, English `-s`/`-es` off). Candidates only: the
/// caller keeps the one its verb table holds.
pub fn first_person_of_third(third: &str) -> Vec<String> {
    let third = fold(third);
    if let Some((_, first)) = THIRD_IRREGULAR.iter().find(|(t, _)| *t == third) {
        return first.iter().map(|f| f.to_string()).collect();
    }
    let mut out = Vec::new();
    if let Some(stem) = third.strip_suffix('a').or_else(|| third.strip_suffix('e'))
        && stem.len() >= 2
    {
        out.push(format!("{stem}o"));
    }
    if let Some(stem) = third.strip_suffix("es")
        && stem.len() >= 2
    {
        out.push(stem.to_string());
    }
    if let Some(stem) = third.strip_suffix('s')
        && stem.len() >= 2
    {
        out.push(stem.to_string());
    }
    out
}

/// Third persons whose first person the regular ending does not give (`sale`: `salgo`, `va`:
/// `voy` and `vado`, `fa`: `faccio`, `sigue`: `sigo`).
const THIRD_IRREGULAR: &[(&str, &[&str])] = &[
    ("va", &["voy", "vado"]),
    ("sale", &["salgo"]),
    ("hace", &["hago"]),
    ("pone", &["pongo"]),
    ("sigue", &["sigo"]),
    ("tiene", &["tengo"]),
    ("viene", &["vengo"]),
    ("fa", &["faccio"]),
    ("sta", &["sto"]),
    ("rimane", &["rimango"]),
    ("does", &["do"]),
    ("goes", &["go"]),
    ("has", &["have"]),
];

/// Spanish irregular and stem-changing verbs: lemma, then the forms the regular paradigm
/// gets wrong (first person present, preterite, future, imperative, gerund as they differ).
const ES_IRREGULAR: &[(&str, &[&str])] = &[
    ("ir", &["voy", "fui", "ire", "ve", "yendo", "vamos"]),
    ("salir", &["salgo", "saldre", "sal"]),
    ("hacer", &["hago", "hice", "hare", "haz"]),
    ("poner", &["pongo", "puse", "pondre", "pon"]),
    ("ponerse", &["pongo", "puse", "pondre", "ponerme"]),
    ("empezar", &["empiezo", "empece", "empieza"]),
    ("comenzar", &["comienzo", "comence", "comienza"]),
    ("jugar", &["juego", "jugue", "juega"]),
    ("mover", &["muevo", "mueve"]),
    ("moverse", &["muevo", "moverme"]),
    ("volver", &["vuelvo", "vuelve"]),
    ("perder", &["pierdo", "pierde"]),
    ("cerrar", &["cierro", "cierra"]),
    ("atravesar", &["atravieso", "atraviesa"]),
    ("encender", &["enciendo", "enciende"]),
    ("despertar", &["despierto", "despierta"]),
    ("probar", &["pruebo", "prueba"]),
    ("contar", &["cuento", "cuenta"]),
    ("elegir", &["elijo", "elige", "eligiendo", "elegi"]),
    ("seguir", &["sigo", "sigue", "siguiendo"]),
    ("proseguir", &["prosigo", "prosigue", "prosiguiendo"]),
    ("dirigirse", &["dirijo", "dirigirme"]),
    ("conseguir", &["consigo", "consigue", "consiguiendo"]),
    ("proteger", &["protejo"]),
    ("escoger", &["escojo"]),
    ("coger", &["cojo"]),
    ("decir", &["digo", "dije", "dire", "di", "diciendo"]),
    ("venir", &["vengo", "vine", "vendre", "ven", "viniendo"]),
    ("tener", &["tengo", "tuve", "tendre", "ten"]),
    ("traer", &["traigo", "traje", "trayendo"]),
    ("oler", &["huelo", "huele"]),
    ("ver", &["veo", "vi", "vere", "viendo"]),
    ("dar", &["doy", "di", "dare", "da"]),
    ("quedarse", &["quedo", "quedarme", "quedandome"]),
    ("abstenerse", &["abstengo", "abstenerme"]),
    ("llevarse", &["llevo", "llevarme"]),
    ("continuar", &["continuo", "continua"]),
    ("reunirse", &["reuno", "reunirme"]),
    ("desenterrar", &["desentierro", "desentierra"]),
    ("regar", &["riego", "riega"]),
    ("obstruir", &["obstruyo", "obstruye", "obstruyendo"]),
    ("detener", &["detengo", "detuve", "detendre", "deten"]),
];

/// Italian irregular verbs: lemma, then the forms the regular paradigm gets wrong.
const IT_IRREGULAR: &[(&str, &[&str])] = &[
    ("andare", &["vado", "andro", "vai", "va"]),
    ("uscire", &["esco", "esci"]),
    (
        "fare",
        &["faccio", "faro", "fai", "fa", "facendo", "feci", "facciamo"],
    ),
    ("dare", &["do", "daro", "dai", "diedi"]),
    ("vedere", &["vedo", "vedro", "vidi"]),
    ("scegliere", &["scelgo", "sceglierò", "scelsi"]),
    ("uccidere", &["uccido", "uccisi"]),
    ("rapire", &["rapisco", "rapisci"]),
    ("mettere", &["metto", "misi"]),
    ("prendere", &["prendo", "presi"]),
    ("rimanere", &["rimango", "rimarro", "rimasi"]),
    ("tradire", &["tradisco", "tradisci"]),
    ("proteggere", &["proteggo", "protessi"]),
    ("spostarsi", &["sposto", "spostarmi"]),
    ("astenersi", &["astengo", "astenermi"]),
    ("salire", &["salgo"]),
    ("scendere", &["scendo", "scesi"]),
];

/// English irregular pasts.
const EN_IRREGULAR: &[(&str, &[&str])] = &[
    ("go", &["went", "goes"]),
    ("ring", &["rang"]),
    ("lose", &["lost"]),
    ("see", &["saw"]),
    ("take", &["took"]),
    ("make", &["made"]),
    ("give", &["gave"]),
    ("choose", &["chose"]),
    ("steal", &["stole"]),
    ("buy", &["bought"]),
    ("throw", &["threw"]),
    ("leave", &["left"]),
    ("run", &["ran"]),
    ("sell", &["sold"]),
    // No `putted`, `betted`: the past is the base.
    ("put", &[]),
    ("get", &["got"]),
    ("shoot", &["shot"]),
    ("tell", &["told"]),
    ("bite", &["bit"]),
    ("bet", &[]),
];

/// English verbs of more than one syllable stressed on the last, whose final consonant doubles
/// (`kidnapping`, the forum's British spelling); a one-syllable verb is found by its letters
/// ([`doubled_stem`]).
const EN_DOUBLING: &[&str] = &["kidnap", "control", "patrol", "admit", "commit", "refer"];

/// Forms a paradigm gives that are far more often an everyday word at the head of a line
/// (`Para mí que Ana miente` is not `parar`, `Entre Ana y Bruno…` not `entrar`, `Vi a Ana` is
/// what the player saw): never
/// generated; a ruleset that wants one lists it itself.
const EVERYDAY: &[&str] = &[
    "para", "entre", "sobre", "como", "vi", "vamos",
    // "let's see", "let's go", "let's vote": `forse voto Elena, vediamo`, `andiamo!`, `Ora
    // basta, votiamo qualcuno` (the thread's call, never one player's vote)
    "vediamo", "andiamo", "votiamo",
];

/// The commonest misspellings of a form (folded form → misspellings): added only where the
/// form is one of the ruleset's.
const MISSPELT: &[(&str, &[&str])] = &[
    // `Hecho a la Chica Hambrienta` (the h of `hecho`, "done")
    ("echo", &["hecho"]),
    ("echar", &["hechar"]),
    ("echamos", &["hechamos"]),
    ("voto", &["boto"]),
    ("votar", &["botar"]),
];

/// `stem` and `ending` joined, as `format!` joins them without its formatting machinery: a
/// process conjugates some thousand forms.
fn cat(stem: &str, ending: &str) -> String {
    let mut out = String::with_capacity(stem.len() + ending.len());
    out.push_str(stem);
    out.push_str(ending);
    out
}

/// The forms of a Spanish verb (reflexive lemmas end in `se`).
fn spanish(lemma: &str) -> Vec<String> {
    let mut out = vec![lemma.to_string()];
    if let Some((_, irregular)) = ES_IRREGULAR.iter().find(|(l, _)| *l == lemma) {
        out.extend(irregular.iter().map(|f| f.to_string()));
    }
    let bare = lemma.strip_suffix("se").unwrap_or(lemma);
    if bare.len() < 3 {
        return out;
    }
    let (stem, ending) = bare.split_at(bare.len() - 2);
    let regular: &[&str] = match ending {
        "ar" => &["o", "e", "are", "ando", "a", "amos"],
        "er" => &["o", "i", "ere", "iendo", "e", "emos"],
        "ir" => &["o", "i", "ire", "iendo", "e", "imos"],
        _ => &[],
    };
    // An irregular verb's first person present and imperative are in its table (`empiezo`,
    // not `empezo`); its other forms keep the regular stem.
    let irregular = ES_IRREGULAR.iter().any(|(l, _)| *l == lemma);
    let imperative = if ending == "ar" { "a" } else { "e" };
    for suffix in regular {
        if irregular && (*suffix == "o" || *suffix == imperative) {
            continue;
        }
        out.push(cat(stem, suffix));
    }
    // The preterite's spelling changes: marqué, jugué, empecé.
    if ending == "ar" {
        let spelt = if let Some(s) = stem.strip_suffix('c') {
            Some(cat(s, "que"))
        } else if let Some(s) = stem.strip_suffix('g') {
            Some(cat(s, "gue"))
        } else {
            stem.strip_suffix('z').map(|s| cat(s, "ce"))
        };
        out.extend(spelt);
    }
    if lemma.ends_with("se") {
        out.push(cat(bare, "me"));
    }
    out
}

/// The forms of an Italian verb (reflexive lemmas end in `si`).
fn italian(lemma: &str) -> Vec<String> {
    let mut out = vec![lemma.to_string()];
    if let Some((_, irregular)) = IT_IRREGULAR.iter().find(|(l, _)| *l == lemma) {
        out.extend(irregular.iter().map(|f| f.to_string()));
    }
    let bare = match lemma.strip_suffix("si") {
        Some(b) => cat(b, "e"),
        None => lemma.to_string(),
    };
    if bare.len() < 4 {
        return out;
    }
    let (stem, ending) = bare.split_at(bare.len() - 3);
    // `mangiare` → `mangio`, `mangerò`: an `i` before the ending is the stem's softening.
    let soft = stem.strip_suffix('i').unwrap_or(stem);
    // `cercare` → `cercherò`.
    let hard = if stem.ends_with('c') || stem.ends_with('g') {
        cat(stem, "h")
    } else {
        soft.to_string()
    };
    let irregular_stem = IT_IRREGULAR.iter().any(|(l, _)| *l == lemma);
    out.extend(italian_plural(lemma, stem, ending, &hard, soft));
    match ending {
        "are" => {
            // `caccio`, `mangio`: the stem's `i` stays before the ending.
            if !irregular_stem {
                out.push(cat(stem, "o"));
                out.push(cat(stem, "a"));
            }
            out.push(cat(&hard, "ero"));
            out.push(cat(stem, "ando"));
        }
        "ere" | "ire" => {
            if !irregular_stem {
                out.push(cat(stem, "o"));
                out.push(cat(stem, "i"));
            }
            let vowel = &ending[..1];
            out.push(cat(stem, &cat(vowel, "ro")));
            out.push(cat(stem, "endo"));
        }
        _ => {}
    }
    if lemma.ends_with("si") {
        out.push(cat(&bare[..bare.len() - 1], "mi"));
    }
    out
}

/// The first person plural of an Italian verb: the stem and `iamo`, the stem's own `i` not
/// doubled (`mangiare` → `mangiamo`, `lanciare` → `lanciamo`, not `lanciiamo`), a hard `c` or
/// `g` kept hard (`cercare` → `cerchiamo`, `indagare` → `indaghiamo`). An irregular verb whose
/// plural the table lists (`facciamo`) gets none from the paradigm.
fn italian_plural(lemma: &str, stem: &str, ending: &str, hard: &str, soft: &str) -> Option<String> {
    let listed = IT_IRREGULAR
        .iter()
        .any(|(l, forms)| *l == lemma && forms.iter().any(|f| f.ends_with("iamo")));
    match ending {
        _ if listed => None,
        "are" => Some(cat(hard, "iamo")),
        "ere" | "ire" => Some(cat(soft, "iamo")),
        _ => None,
    }
    .filter(|_| stem.len() > 1)
}

/// The forms of an English verb.
fn english(lemma: &str) -> Vec<String> {
    let mut out = vec![lemma.to_string()];
    if let Some((_, irregular)) = EN_IRREGULAR.iter().find(|(l, _)| *l == lemma) {
        out.extend(irregular.iter().map(|f| f.to_string()));
    }
    if lemma.contains(' ') {
        return out;
    }
    let doubled = doubled_stem(lemma);
    let stem = match lemma.strip_suffix('e') {
        Some(s) if !lemma.ends_with("ee") => s,
        _ => doubled.as_deref().unwrap_or(lemma),
    };
    out.push(cat(stem, "ing"));
    if !EN_IRREGULAR.iter().any(|(l, _)| *l == lemma) {
        out.push(cat(stem, "ed"));
    }
    out
}

/// The stem of an English verb whose final consonant doubles before `-ing` and `-ed` (`grab`
/// → `grabb`-, `stop` → `stopp`-, `swap`, `rob`, `drop`): a verb of one syllable ending in one
/// vowel and one consonant (not `w`, `x` or `y`: `show`, `fix`, `play`), or one of
/// [`EN_DOUBLING`]. `eat`, `check`, `kill`, `vote` keep theirs.
fn doubled_stem(lemma: &str) -> Option<String> {
    let b = lemma.as_bytes();
    let vowel = |c: u8| b"aeiou".contains(&c);
    let [.., before, v, last] = b else {
        return None;
    };
    let one_syllable = b.iter().filter(|c| vowel(**c)).count() == 1
        // `quit`: the `u` of `qu` is no vowel of its own.
        || lemma.starts_with("qu") && b.iter().filter(|c| vowel(**c)).count() == 2;
    let ends = !vowel(*last) && !b"wxy".contains(last) && vowel(*v) && !vowel(*before);
    let ends = ends || lemma.starts_with("qu") && b.len() == 4 && !vowel(*last);
    ((ends && one_syllable) || EN_DOUBLING.contains(&lemma))
        .then(|| format!("{lemma}{}", *last as char))
}

#[cfg(test)]
#[path = "conjugate_tests.rs"]
mod tests;
