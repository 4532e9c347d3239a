//! Words after an order that hedge it (`voto Luca ma ci penso`, `vote Hugo maybe`), and the
//! farewells that end in tomorrow, which do not (`see you tomorrow`).

use super::*;

/// Words after a verb that make the line a doubt or a condition, not an order: `vote Hugo
/// maybe`, `voto Elena, forse`, `voto a Hugo, supongo`, `voto a Ana si hace falta`; and a
/// [`JOKE`].
pub(crate) const HEDGE_AFTER: &[&str] = &[
    // `Quiero votar a Bruno pero no lo haré`, `voto Luca ma ci penso`
    "pero",
    "ma",
    "but",
    "aunque",
    "though",
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
    // a vote for another day: `voto Olga che poi domani cambio`
    "domani",
    "manana",
    "tomorrow",
];

/// Hedges after an order that only count before a reason starts (`voto Beppe per ora`, `voto a
/// Ana, creo`, `vote Bruno for now`; but `voto Beppe perché credo che menta` is firm): words
/// and phrases of "for now", "I think", "probably", folded, each as its words.
const HEDGE_BEFORE_A_REASON: &[&[&str]] = &[
    // it
    &["per", "ora"],
    &["per", "adesso"],
    &["per", "il", "momento"],
    &["al", "momento"],
    &["credo"],
    &["penso"],
    &["suppongo"],
    &["immagino"],
    &["direi"],
    &["presumo"],
    &["probabile"],
    &["chissa"],
    // "who knows", as `chissà`: a doubt, never a saying (`voto Jorge, chi lo sa`)
    &["chi", "lo", "sa"],
    &["chi", "sa"],
    // es
    &["por", "ahora"],
    &["por", "el", "momento"],
    &["de", "momento"],
    &["por", "lo", "pronto"],
    &["en", "principio"],
    &["creo"],
    &["pienso"],
    &["imagino"],
    &["diria"],
    &["probablemente"],
    &["seguramente"],
    &["tal", "vez"],
    &["a", "lo", "mejor"],
    &["quien", "sabe"],
    // en
    &["for", "now"],
    &["for", "the", "moment"],
    &["i", "think"],
    &["i", "guess"],
    &["i", "suppose"],
    &["i", "reckon"],
    &["who", "knows"],
];

/// Words that start the player's reason for an order: a hedge after one is about the reason
/// (`porque creo que miente`), not the order.
const REASON: &[&str] = &[
    "porque", "pq", "xq", "perche", "poiche", "because", "since", "cause", "cuz", "que", "che",
    "visto", "ya",
];

/// An apology to all before `but` (`scusate ma`, `lo siento pero`, `sorry but`), folded.
const SORRY: &[&str] = &[
    "scusate", "scusa", "scusami", "siento", "perdon", "perdonad", "sorry",
];

/// Whether the words after an order's verb hedge it: a word of [`HEDGE_AFTER`] anywhere (`si`
/// read as [`doubt_at`] reads it, and Italian `se` too: `voto Luca, si è tradito` and `voto a
/// Gino, se lo ha ganado` are firm; `igual que` is "the same as"), or a hedge of
/// [`HEDGE_BEFORE_A_REASON`] before the reason, if any.
pub(crate) fn hedged(after: &[crate::core::orders::Word], lang: Option<Lang>) -> bool {
    let folded: Vec<String> = after.iter().map(|w| w.folded().to_string()).collect();
    let until = folded
        .iter()
        .position(|w| REASON.contains(&w.as_str()))
        .unwrap_or(folded.len());
    let hedge = |i: usize| match folded[i].as_str() {
        // `sí`, `sì` written with the accent are "yes" (`porque sí`), never "if".
        // Inside the reason it is the reason's, as `se` (`porque si no habla es por algo`).
        "si" => {
            i < until && !after[i].text.contains(['í', 'ì']) && doubt_at(&folded, i, lang, false)
        }
        // Italian `se`, a condition on the order (`voto Luca se non parla`), not one inside its
        // reason (`perché se non parla è lupo`).
        "se" => i < until && doubt_at(&folded, i, lang, false),
        "igual" => !folded
            .get(i + 1)
            .is_some_and(|n| ["que", "de", "a"].contains(&n.as_str())),
        "domani" | "manana" | "tomorrow"
            if farewell_at(&folded, i)
                || crate::core::intake::later::wait_and_see(&folded, i)
                || crate::core::intake::later::in_a_reason(&folded, until, i)
                // `toda la mañana`, `esta mañana`: the morning, not tomorrow.
                || (i > 0 && ["la", "esta"].contains(&folded[i - 1].as_str())) =>
        {
            false
        }
        // `voto Irene, scusate ma ho riletto il thread`: "sorry, but" opens why the sender
        // votes so, no doubt of it.
        "pero" | "ma" | "but" if i > 0 && SORRY.contains(&folded[i - 1].as_str()) => false,
        // `investigo a Olga, pero el resultado mándaselo a Rita`: "but the answer" says where
        // the answer of the order goes (the owl's receiver), no doubt of it.
        "pero" | "ma" | "but" if answer_after(&folded, i) => false,
        w => HEDGE_AFTER.contains(&w) || JOKE.contains(&w),
    };
    if (0..folded.len()).any(hedge) || super::super::pass_on::takes_back(&folded) {
        return true;
    }
    let words = &folded[..until];
    (0..words.len()).any(|i| {
        HEDGE_BEFORE_A_REASON.iter().any(|phrase| {
            words.len() - i >= phrase.len() && phrase.iter().zip(&words[i..]).all(|(p, w)| p == w)
        })
    })
}

/// The answer a power hands over (lupus's Veggente gufato, Postino), folded.
const ANSWER: &[&str] = &[
    "resultado",
    "risultato",
    "responso",
    "risposta",
    "respuesta",
    "esito",
    "result",
    "answer",
];

/// Whether the answer of the order is named right after `but` at `i`, past an article, and
/// sent after it.
fn answer_after(folded: &[String], i: usize) -> bool {
    let mut at = i + 1;
    if folded
        .get(at)
        .is_some_and(|w| ["el", "il", "the", "lo", "la", "su", "its"].contains(&w.as_str()))
    {
        at += 1;
    }
    // The answer sent (`mándaselo`, `mandalo`, `send it`): not `ma il risultato lo vedremo`.
    let sent = |w: &String| {
        ["mand", "invi", "envi", "send"]
            .iter()
            .any(|s| w.starts_with(s))
    };
    folded.get(at).is_some_and(|w| ANSWER.contains(&w.as_str())) && folded[at..].iter().any(sent)
}

/// Whether `pronoun verb` is a farewell of [`FAREWELL`] (`nos vemos`, `ci vediamo`): never a
/// verb of the ruleset led by its pronoun.
pub(in crate::core::intake) fn is_farewell(
    pronoun: &crate::core::orders::Word,
    verb: &crate::core::orders::Word,
) -> bool {
    FAREWELL
        .iter()
        .any(|p| p.len() == 2 && p[0] == pronoun.folded() && p[1] == verb.folded())
}

/// Farewells that end in tomorrow (`see you tomorrow`, `hasta mañana`, `a domani`), folded,
/// without it: a sign-off after the order, not a vote for another day.
const FAREWELL: &[&[&str]] = &[
    &["see", "you"],
    &["see", "ya"],
    &["cya"],
    &["until"],
    &["till"],
    &["talk", "to", "you"],
    &["hasta"],
    &["nos", "vemos"],
    &["nos", "leemos"],
    &["hablamos"],
    &["a"],
    &["ci", "vediamo"],
    &["ci", "sentiamo"],
    &["ci", "leggiamo"],
];

/// Who a farewell may be said to, after it (`see you tomorrow guys`, `a domani ragazzi`).
const FAREWELL_TO: &[&str] = &[
    "guys", "all", "everyone", "chicos", "chicas", "a", "todos", "tutti", "ragazzi", "gente",
];

/// Whether the `tomorrow` at `i` ends a farewell of [`FAREWELL`]: the farewell before it,
/// and nothing after it but who it is said to (`see you tomorrow`; not `a domani cambio`).
fn farewell_at(folded: &[String], i: usize) -> bool {
    let before = &folded[..i];
    folded[i + 1..]
        .iter()
        .all(|w| FAREWELL_TO.contains(&w.as_str()))
        && FAREWELL.iter().any(|phrase| {
            before.len() >= phrase.len()
                && phrase
                    .iter()
                    .zip(&before[before.len() - phrase.len()..])
                    .all(|(p, w)| p == w)
        })
}
