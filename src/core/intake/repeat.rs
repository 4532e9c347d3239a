//! An order said as a repetition of an earlier one (`lo mismo que ayer`, `igual que la otra
//! noche`, `come ieri`, `proteggo come ieri`, `same as yesterday`): issue 22, "an order never
//! becomes chatter in silence". The intake does not know the earlier phase's orders, so it never
//! guesses which one is meant: the line is raised, asking the player to say the order again
//! with its player, never set aside as chatter.

use super::*;

/// Phrases that say "the same", folded, each as its words.
const SAME: &[&[&str]] = &[
    &["lo", "mismo"],
    &["igual", "que"],
    &["como"],
    &["stessa", "cosa"],
    &["lo", "stesso"],
    &["come"],
    &["the", "same"],
    &["same", "as"],
    &["like"],
    &["as"],
    // `mismo voto que ayer`, `stesso bersaglio della notte scorsa`, `idem che ieri`
    &["mismo"],
    &["misma"],
    &["stesso"],
    &["stessa"],
    &["uguale"],
    &["idem"],
    // `Repito lo de la ronda pasada`, `ripeto quello di ieri`
    &["repito"],
    &["ripeto"],
    &["repeat"],
];

/// Words of an earlier phase (or of always) that the sameness refers to, folded.
const EARLIER: &[&str] = &[
    "ayer",
    "anoche",
    "antes",
    "siempre",
    "pasada",
    "ieri",
    "prima",
    "sempre",
    "scorsa",
    "yesterday",
    "before",
    "always",
    "usual",
    "last",
    "otra",
    "altra",
    "other",
    "anterior",
    "pasado",
    "precedente",
    "scorso",
    "previous",
    "ultima",
    "ultimo",
];

/// [`EARLIER`]'s words of always (`como siempre`): a line of talk may end with them
/// (`Ayer fue divertido, como siempre`), so only a line led into says the same with them.
const ALWAYS: &[&str] = &["siempre", "sempre", "always", "usual"];

/// How many words of the sender's own may come before the phrase in a line with no order
/// (`Hoy hago lo mismo que ayer`, `stanotte faccio come ieri`).
const OWN_WORDS: usize = 3;

/// How many words after the phrase may come before its earlier time (`igual que la otra
/// noche`, `stessa cosa di ieri`, `lo mismo que en la ronda anterior`).
const NEAR: usize = 5;

/// Where a line says "the same as before": the span of the phrase and its time. A line with no
/// order says only that (`Hola máster, lo mismo que ayer`): led into, ending at its time (`Ayer
/// fue divertido, como siempre` is talk).
fn same_as_before(words: &[Word], order: bool) -> Option<std::ops::Range<usize>> {
    // Whether every word before the `i`th leads in, kept along the line (issue 25: each word
    // asked it of all the words before it).
    let mut led_into = true;
    for i in 0..words.len() {
        if i > 0 {
            led_into = led_into && lead_in(&words[i - 1]);
        }
        if !order && !led_into && i > OWN_WORDS {
            // Past its own words and not led into: no later word starts the phrase either.
            return None;
        }
        let Some(phrase) = SAME.iter().find(|p| {
            p.iter()
                .enumerate()
                .all(|(k, w)| words.get(i + k).is_some_and(|x| x.folded() == *w))
        }) else {
            continue;
        };
        let from = i + phrase.len();
        let Some(time) =
            (from..words.len().min(from + NEAR)).find(|&j| folded_in(&words[j], EARLIER))
        else {
            continue;
        };
        if !order && (time + 3 < words.len() || !led_into && folded_in(&words[time], ALWAYS)) {
            continue;
        }
        return Some(words[i].span.start..words[time].span.end);
    }
    None
}

/// Keeping an order said before, folded, each as its words: `mantengo mi voto`, `confermo il
/// voto`, `I keep my vote`, `sigo con lo mismo`.
const KEEP: &[&[&str]] = &[
    &["mantengo"],
    &["confirmo"],
    &["reafirmo"],
    &["sostengo"],
    &["sigo", "con"],
    &["confermo"],
    &["ribadisco"],
    &["mantengo"],
    &["resto", "su"],
    &["keep"],
    &["confirm"],
    &["i", "keep"],
    &["i", "confirm"],
    &["stick", "with"],
    &["i", "stick", "with"],
];

/// "The same" said alone, folded (`idem`, `lo mismo`, `mismo voto`, `lo de siempre`): the
/// phrases of [`SAME`] that open no talk of another kind (`como`, `like`, `as` do).
const BARE: &[&[&str]] = &[
    &["lo", "mismo"],
    &["lo", "stesso"],
    &["stessa", "cosa"],
    &["the", "same"],
    &["idem"],
    &["mismo"],
    &["misma"],
    &["stesso"],
    &["stessa"],
    &["uguale"],
    &["repito"],
    &["ripeto"],
    &["repeat"],
    &["lo", "de", "siempre"],
    &["come", "sempre"],
    &["as", "usual"],
    &["as", "always"],
    &["same", "as", "always"],
    // `lo que dije en el hilo`, `quello che ho scritto nel thread`, `what I said in the thread`
    &["lo", "que", "dije"],
    &["lo", "que", "puse"],
    &["quello", "che", "ho", "detto"],
    &["quello", "che", "ho", "scritto"],
    &["what", "i", "said"],
    &["what", "i", "wrote"],
];

/// Saying where it was said before (`lo mismo que dije en el hilo`, `come ho scritto nel
/// thread`), folded.
const SAID: &[&str] = &[
    "dije", "dicho", "escribi", "escrito", "puse", "puesto", "detto", "scritto", "said", "wrote",
    "posted", "ho", "he", "i",
];

/// Words that may follow such a phrase in a line saying only that: articles and possessives
/// before the order's word (`mi voto`, `il voto`, `my vote`).
const FILLER: &[&str] = &[
    "mi", "el", "la", "lo", "il", "mio", "my", "the", "de", "di", "del", "que", "che", "of",
];

/// Where the order was said before, when it was in the thread (`el mismo voto que en el hilo`,
/// `lo stesso voto che nel thread`).
const THREAD: &[&str] = &[
    "en", "nel", "in", "hilo", "thread", "topic", "post", "foro", "forum",
];

/// The phrase of `phrases` the words start with, if any.
fn phrase_at(words: &[Word], phrases: &[&[&str]]) -> Option<usize> {
    phrases
        .iter()
        .find(|p| {
            p.iter()
                .zip(words)
                .filter(|(w, x)| x.folded() == **w)
                .count()
                == p.len()
        })
        .map(|p| p.len())
}

/// Where a line with no order says only that it keeps or repeats an order it does not name
/// (`mantengo mi voto`, `Confermo il voto`, `idem`, `mismo voto`, `sigo con lo mismo`): the
/// line, from its phrase to its end. The phrase opens the line (after its lead-in words) and
/// at most six words follow it, each a word of the ruleset's orders (`voto`), an article or
/// possessive, an earlier time, the thread or more of the same; kept, it must name its order
/// or "the same".
fn said_alone(words: &[Word], verbs: &Verbs) -> Option<std::ops::Range<usize>> {
    // The phrase may start on a lead-in word (`lo de siempre`, `el mismo voto`).
    let lead = words.iter().position(|w| !lead_in(w))?;
    let (start, kept, len) = (0..=lead).find_map(|at| {
        let rest = words.get(at..)?;
        match phrase_at(rest, KEEP) {
            Some(len) => Some((at, true, len)),
            None => phrase_at(rest, BARE).map(|len| (at, false, len)),
        }
    })?;
    let rest = &words[start + len..];
    let same = |w: &Word| BARE.iter().any(|p| p.contains(&w.folded()));
    let fits = |w: &Word| {
        verbs.is_verb(w)
            || same(w)
            || folded_in(w, FILLER)
            || folded_in(w, EARLIER)
            || folded_in(w, THREAD)
            || folded_in(w, SAID)
    };
    let names_it = rest.iter().any(|w| verbs.is_verb(w) || same(w));
    if rest.len() > 6 || !rest.iter().all(fits) || (kept && !names_it) {
        return None;
    }
    Some(words[start].span.start..words.last()?.span.end)
}

/// An order whose argument is "the same as before" (`proteggo come ieri`, `voto lo mismo que
/// ayer`), or a line with no order that says only that (`lo mismo que ayer`, `mantengo mi
/// voto`, `idem`): raised.
pub(super) fn said_again(
    file: &OrderFile,
    line: &OrderLine,
    order: bool,
    (verbs, names): (&Verbs, &NameIndex),
) -> Option<Problem> {
    let words = &line.words;
    // An order naming its player says it again whole (`voto a Gino otra vez`): read.
    let from = usize::from(order);
    if order && mentions_a_player(&words[from..], names) {
        return None;
    }
    let alone = || (!order).then(|| said_alone(words, verbs)).flatten();
    let span = same_as_before(&words[from..], order).or_else(alone)?;
    let said = file.source[span.clone()].to_string();
    Some(
        Problem::new(
            Msg::new("err-same-as-before")
                .arg("file", &file.path)
                .arg("line", line.line)
                .arg("words", said),
        )
        .at(&file.path, &file.source, span)
        .help(
            Msg::new("help-same-as-before")
                .arg("pm", crate::core::set_aside::pm_name(&file.path))
                .arg("line", line.line),
        ),
    )
}
