//! A line with a verb of the ruleset that cannot be an order (issue 22, J): a question to the
//! master about what one may do (`¿Puedo votar a Bruno?`, `posso proteggere me stesso?`), or
//! what the sender did in an earlier phase (`ayer voté a Bruno y me equivoqué`, `ieri ho
//! votato Luca`). No order is read in it and none is lost: `check` shows it as a remark at its
//! line. Only a line every verb of which is so is one; a word of now or again (`hoy también`,
//! `de nuevo`, `anche oggi`) leaves it to the master.

use super::*;
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, OrderLine, Word};

/// Modal words asking leave before the verb's infinitive, folded.
const MAY_I: &[&str] = &[
    "puedo", "podemos", "puede", "podria", "posso", "possiamo", "puo", "potrei", "can", "could",
    "may",
];

/// Words that put what the line tells in an earlier phase, folded.
const EARLIER: &[&str] = &[
    "ayer",
    "anoche",
    "anteayer",
    "pasada",
    "pasado",
    "anterior",
    "ieri",
    "scorsa",
    "scorso",
    "yesterday",
    "last",
];

/// Whether `words` name an earlier phase (`ayer`, `ieri`, `yesterday`, `la ronda pasada`).
pub fn tells_an_earlier_phase(words: &[Word]) -> bool {
    words.iter().any(|w| folded_in(w, EARLIER))
}

/// Words that bring what the line tells to now, or say it again: the master's to read.
const NOW_OR_AGAIN: &[&str] = &[
    "hoy", "esta", "ahora", "tambien", "nuevo", "otra", "sigo", "mismo", "misma", "oggi",
    "stanotte", "stasera", "ora", "adesso", "anche", "ancora", "nuovo", "stesso", "stessa",
    "today", "tonight", "now", "again", "too", "also", "same",
];

/// The Italian auxiliaries of the past (`ho votato`, `abbiamo protetto`), folded.
const HAVE: &[&str] = &["ho", "abbiamo", "avevo", "avevamo"];

/// Whether `line` is a question asking leave or a telling of an earlier phase, every verb of
/// the ruleset in it so, or a wish for tomorrow ([`for_tomorrow`]) ([`self`]).
pub(super) fn cannot_be_an_order(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> bool {
    let words = &line.words;
    let at: Vec<usize> = (0..words.len())
        .filter(|&i| verbs.is_verb(&words[i]))
        .collect();
    // A message an order carries is its own text (`mensaje Fede ¿Quién te mató?`).
    let carries_text = at.iter().any(|&i| verbs.free_text_at(words, i).is_some());
    if !carries_text
        && ((!at.is_empty() && for_tomorrow(file, words, &at))
            || asks_who(file, line, verbs, names))
    {
        return true;
    }
    if at.is_empty() || words.iter().any(|w| folded_in(w, NOW_OR_AGAIN)) {
        return false;
    }
    let text = &file.source[line.span.clone()];
    let asked = text.trim_end().ends_with('?') || text.trim_start().starts_with('¿');
    let asking =
        |i: usize| asked && i > 0 && folded_in(&words[i - 1], MAY_I) && infinitive(&words[i]);
    let earlier = words.iter().any(|w| folded_in(w, EARLIER));
    // `ayer vi a Hugo matar a Luca`, `ieri ho visto Irene votare Dario`: what the sender saw
    // another do in an earlier phase, the verb's infinitive after his `vi`/`visto`/`saw`.
    // In the verb's own clause: `Lo vi anoche: voto a Bruno` saw, then votes.
    let seen = |i: usize| {
        let (_, clause) = sentence_and_clause(file, words, i);
        infinitive(&words[i])
            && (i.saturating_sub(3).max(clause)..i).any(|k| folded_in(&words[k], SAW))
    };
    let told = |i: usize| earlier && (past(words, i) || seen(i));
    at.iter().all(|&i| asking(i)) || at.iter().all(|&i| told(i))
}

/// `ieri ho votato Luca, oggi voto Marco`, `ayer voté a Bruno, hoy voto a Carla`: clauses
/// that tell an earlier phase (an Italian past with its auxiliary, or a past form with a word
/// of an earlier phase) and hold no verb of the ruleset but in the past, then, after a comma or
/// a full stop, the clause of a verb of the ruleset not in the past: the order is that later
/// clause's, the telling before it the player's prose, never a second order nor a doubt: the
/// line from the word that opens the later clause.
pub(super) fn told_then_order(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<OrderLine> {
    let words = &line.words;
    let present = (0..words.len()).find(|&i| verbs.is_verb(&words[i]) && !past(words, i))?;
    let opens = (1..=present).rev().find(|&i| {
        file.source[words[i - 1].span.end..words[i].span.start].contains([',', '.', ';'])
    })?;
    let told = &words[..opens];
    let with_auxiliary = (1..opens).any(|i| folded_in(&words[i - 1], HAVE) && past(words, i));
    let earlier = told.iter().any(|w| folded_in(w, EARLIER)) && (0..opens).any(|i| past(words, i));
    let only_past = (0..opens).all(|i| !verbs.is_verb(&words[i]) || past(words, i));
    // `Yo reporté el cuerpo. Voto a Mario`: a sentence of his own past naming no player (no
    // order it could be: the order would want one) before the order's (blind corpus 6, J).
    let sentence_ends =
        file.source[words[opens - 1].span.end..words[opens].span.start].contains(['.', '!']);
    let own_past = sentence_ends
        && (0..opens).any(|i| verbs.is_verb(&words[i]) && past(words, i))
        && !mentions_a_player(told, names);
    ((with_auxiliary || earlier || own_past) && only_past).then(|| OrderLine {
        line: line.line,
        span: words[opens].span.start..line.span.end,
        words: words[opens..].to_vec(),
    })
}

/// Whether a verb word is an infinitive (`votar`, `proteggere`) or, after `can`, an English
/// base (no ending of another form).
fn infinitive(word: &Word) -> bool {
    let w = word.folded();
    ["ar", "er", "ir", "are", "ere", "ire"]
        .iter()
        .any(|e| w.ends_with(e))
        || !(w.ends_with("ed") || w.ends_with("ing") || w.ends_with('s'))
}

/// Whether the verb at `i` is in a past form: a Spanish preterite written with its accent
/// (`voté`, `protegí`), an Italian past with its auxiliary (`ho votato`), an English `-ed`.
fn past(words: &[Word], i: usize) -> bool {
    let text = words[i].text.to_lowercase();
    let folded = words[i].folded();
    // `voté`, `protegí`, and another's `votó`, `protegió` (`¿Quién votó a Ana ayer?`).
    let preterite = text.ends_with('é') || text.ends_with('í') || text.ends_with('ó');
    let participle = ["ato", "uto", "ito", "etto", "otto"]
        .iter()
        .any(|e| folded.ends_with(e))
        && i > 0
        && folded_in(&words[i - 1], HAVE);
    preterite || participle || (folded.ends_with("ed") && text.is_ascii())
}

/// A line that ends in `?` asks (`vote Hugo?`, `Vota Bruno?`), laughed off after it or not
/// (`Robar a Elena?? jaja`, `voto Bruno? lol`), unless the question is a text the order
/// carries, opened with `¿` (`mensaje Fede ¿Quién te mató?`). A name asked and then answered
/// (`Luca? lo voto`, read as `voto Luca`) does not.
pub(super) fn asks(file: &OrderFile, line: &OrderLine, first: usize, free: Option<usize>) -> bool {
    let words = &line.words;
    let after_verb = &file.source[words[first].span.end..line.span.end];
    let last = words.last().expect("a word");
    let after_last = file.source.get(last.span.end..line.span.end).unwrap_or("");
    // Markup closing the line (`[b]voto a Dani?[/b]`) answers nothing.
    let mut in_tag = false;
    let answered = after_last.chars().any(|c| {
        in_tag = (in_tag || c == '[') && c != ']';
        c.is_alphanumeric() && !in_tag
    });
    let ends_asking = file.source[line.span.clone()].trim_end().ends_with('?');
    let laughed_off = (first..words.len().saturating_sub(1)).any(|k| {
        file.source[words[k].span.end..].starts_with('?')
            && words[k + 1..].iter().all(super::pass_on::is_laugh)
    });
    ((file.source[last.span.end..].starts_with('?') && !answered) || ends_asking || laughed_off)
        && !after_verb.contains('¿')
        && free.is_none_or(|at| at >= words.len())
}

/// Tomorrow's words, folded.
const TOMORROW: &[&str] = &["manana", "domani", "tomorrow"];

/// A maybe or a not-knowing before the verb: a wish, not a choice made (`Mañana quizás voy a
/// la G`, `domani forse voto Elena`, `tomorrow maybe I'll vote Luca`).
const MAYBE: &[&str] = &[
    "quizas",
    "quiza",
    "igual",
    "forse",
    "magari",
    "maybe",
    "perhaps",
    "probably",
    "probablemente",
    "probabilmente",
];

/// Words of now: tomorrow's wish beside them may be tonight's order (`esta noche`).
const NOW: &[&str] = &[
    "hoy", "esta", "este", "ahora", "oggi", "stanotte", "stasera", "ora", "adesso", "today",
    "tonight", "now", "this",
];

/// Whether every verb of the ruleset on the line (at `at`) is a wish for tomorrow: its sentence
/// holds `mañana`/`domani`/`tomorrow` (not `esta mañana`) and a maybe before the verb (`Mañana
/// quizás voy a la G`, `Domani forse voto Elena, vedremo`). A word of now on the line, or a
/// verb with no maybe (`mañana voto a Fede`: the future's, [`super::remarks::only_future`]),
/// leaves it to the rest of the intake.
fn for_tomorrow(file: &OrderFile, words: &[Word], at: &[usize]) -> bool {
    if words.iter().any(|w| folded_in(w, NOW)) {
        return false;
    }
    at.iter().all(|&i| {
        let (sentence, _) = sentence_and_clause(file, words, i);
        let end = (i + 1..words.len())
            .find(|&j| sentence_and_clause(file, words, j).0 != sentence)
            .unwrap_or(words.len());
        let tomorrow = words[sentence..end].iter().any(|w| folded_in(w, TOMORROW));
        let maybe = words[sentence..i].iter().any(|w| folded_in(w, MAYBE));
        tomorrow && maybe
    })
}

/// Question words, folded (`que`, `che` are also "that": only `qué` written with its accent).
const QUESTION: &[&str] = &[
    "quien", "quienes", "cual", "cuales", "cuando", "donde", "cuantos", "cuantas", "chi", "cosa",
    "quale", "quali", "quando", "dove", "quanti", "quante", "perche", "who", "whom", "whose",
    "what", "when", "where", "which", "how", "why",
];

/// A preposition before a clause's question word (`¿A quién votó Ana?`, `per chi`).
const BEFORE_WHO: &[&str] = &["a", "de", "con", "per", "di", "su", "to", "for", "with"];

/// Words that make a question a choice offered, a condition or a suggestion (`¿Ana o Bruno?`,
/// `¿Y si voto a Ana?`, `¿Por qué no Ana?`): the master's to read.
const NOT_A_MERE_QUESTION: &[&str] = &[
    "o", "u", "or", "oppure", "si", "se", "if", "no", "non", "not", "don't", "dont",
];

/// Whether the line only asks about the game with a question word (`¿Quién votó a Ana ayer?`,
/// `Chi ha votato Irene?`, `Who did Luca vote for?`): every sentence holding a verb of the
/// ruleset or naming a player ends in `?`, each of its clauses that speaks of the game opens
/// with a question word, and none offers a choice, a condition or a negation. A sentence outside the questions
/// naming a player (`¿A quién voto? Ana`) leaves the line to the rest of the intake.
fn asks_who(file: &OrderFile, line: &OrderLine, verbs: &Verbs, names: &NameIndex) -> bool {
    let words = &line.words;
    let text = &file.source[line.span.clone()];
    if !text.contains('?') {
        return wants_to_know(file, line, verbs, names);
    }
    let mut starts = vec![0];
    for i in 1..words.len() {
        let gap = &file.source[words[i - 1].span.end..words[i].span.start];
        if gap.contains(['.', '!', '?', '…']) {
            starts.push(i);
        }
    }
    starts.push(words.len());
    let speaks = |part: &[Word]| {
        part.iter()
            .any(|w| verbs.is_verb(w) || names_by_capital(w, names))
            || verbs.game_noun_in(part).is_some()
    };
    let mut asked = 0;
    for pair in starts.windows(2) {
        let sentence = &words[pair[0]..pair[1]];
        if !speaks(sentence) {
            continue;
        }
        let last = sentence.last().expect("a word");
        let ends_asking = file.source[last.span.end..line.span.end]
            .trim_start()
            .starts_with('?');
        let mere = !sentence.iter().any(|w| folded_in(w, NOT_A_MERE_QUESTION));
        // Each clause that speaks of the game asks with its own question word (`¿Qué hago,
        // voto a Ana?` asks whether to vote: the master's to read).
        let clauses_ask = clauses(file, sentence).all(|clause| {
            let by = usize::from(clause.first().is_some_and(|w| folded_in(w, BEFORE_WHO)));
            !speaks(clause)
                || clause.get(by).is_some_and(|w| {
                    folded_in(w, QUESTION) || w.text.to_lowercase().trim_start_matches('¿') == "qué"
                })
        });
        if !(ends_asking && mere && clauses_ask) {
            return false;
        }
        asked += 1;
    }
    asked > 0
}

/// Verbs of wanting to know before an indirect question (`Me gustaría saber quién mató a
/// Luca`, `vorrei sapere chi ha votato Irene`, `I wonder who killed Luca`), folded.
const KNOW: &[&str] = &[
    "saber",
    "sapere",
    "know",
    "wonder",
    "preguntarme",
    "chiedermi",
];

/// Whether the line, one sentence with no `?`, only asks about the game in an indirect
/// question: a verb of [`KNOW`], its question word right after it (or after its
/// preposition), before every verb of the ruleset and every player named; no choice, condition
/// or negation ([`NOT_A_MERE_QUESTION`]).
fn wants_to_know(file: &OrderFile, line: &OrderLine, verbs: &Verbs, names: &NameIndex) -> bool {
    let words = &line.words;
    let Some(know) = words.iter().position(|w| folded_in(w, KNOW)) else {
        return false;
    };
    let by = usize::from(
        words
            .get(know + 1)
            .is_some_and(|w| folded_in(w, BEFORE_WHO)),
    );
    let asks = words
        .get(know + 1 + by)
        .is_some_and(|w| folded_in(w, QUESTION));
    let speaks = |w: &Word| verbs.is_verb(w) || names_by_capital(w, names);
    let one_sentence = (1..words.len()).all(|i| {
        !file.source[words[i - 1].span.end..words[i].span.start].contains(['.', '!', '…'])
    });
    asks && one_sentence
        && !words[..know].iter().any(speaks)
        && !words.iter().any(|w| folded_in(w, NOT_A_MERE_QUESTION))
}

/// The clauses of a sentence's words: split at `,`, `;` or `:` between two words.
fn clauses<'w>(file: &OrderFile, words: &'w [Word]) -> impl Iterator<Item = &'w [Word]> {
    let mut cuts = vec![0];
    for i in 1..words.len() {
        if file.source[words[i - 1].span.end..words[i].span.start].contains([',', ';', ':']) {
            cuts.push(i);
        }
    }
    cuts.push(words.len());
    let bounds: Vec<(usize, usize)> = cuts.windows(2).map(|w| (w[0], w[1])).collect();
    bounds.into_iter().map(move |(a, b)| &words[a..b])
}

/// Verbs of staying or being before a gerund, folded (`me quedo mirando el techo`, `sto
/// guardando la tele`, `I keep looking at the ceiling`).
const STAYING: &[&str] = &[
    "quedo", "quede", "estoy", "estaba", "sigo", "sto", "stavo", "rimango", "resto", "keep", "am",
    "i'm", "im", "was",
];

/// Whether the word at `i` is a gerund after a verb of staying or being, naming nothing of the
/// game to its clause's end (`me quedo mirando el techo 😴`): an idiom of what the sender does,
/// no order, neither the gerund nor the verb before it (one-night's `me quedo`). A name, a
/// number or a thing of the game after it leaves them verbs.
pub(super) fn gerund_idiom(file: &OrderFile, words: &[Word], verbs: &Verbs, i: usize) -> bool {
    let Some(w) = words.get(i).map(Word::folded) else {
        return false;
    };
    let gerund = ["ando", "iendo", "endo", "ing"]
        .iter()
        .any(|e| w.ends_with(e));
    if !(gerund && i > 0 && folded_in(&words[i - 1], STAYING)) {
        return false;
    }
    // Where staying spends a point (among-us' "Quedarse": a point with no verb may be a stay),
    // `me quedo tomando el aire` is that order, the gerund its tail: never chatter in silence.
    // Not going on (`sigo pensando`): an idiom still.
    let stays = ["quedo", "quede", "rimango", "resto"];
    let a_point = verbs
        .verbless_point
        .as_ref()
        .is_some_and(|p| p.things.iter().any(|(v, _)| v == "quedarse"));
    if a_point && verbs.is_verb(&words[i - 1]) && folded_in(&words[i - 1], &stays) {
        return false;
    }
    let end = (i + 1..words.len())
        .find(|&k| {
            file.source[words[k - 1].span.end..words[k].span.start]
                .chars()
                .any(|c| !c.is_whitespace() && !c.is_alphanumeric())
        })
        .unwrap_or(words.len());
    let after = &words[i + 1..end];
    let names_a_thing = |w: &Word| {
        w.text
            .chars()
            .next()
            .is_some_and(|c| c.is_uppercase() || c.is_ascii_digit())
    };
    // `sigo votando lo mismo`: a verb of the game said again on "the same", no idiom.
    let the_same = verbs.is_verb(&words[i]) && after.iter().any(|w| folded_in(w, SAME));
    // `me quedo puliendo la plata`: the gerund may open the thing (a task named by its verb).
    let names_the_game = verbs.game_noun_in(&words[i..end]).is_some();
    !after.iter().any(names_a_thing) && !names_the_game && !the_same
}

/// Words that say "the same" after a gerund of the game (`sigo votando lo mismo`), folded.
const SAME: &[&str] = &["mismo", "misma", "stesso", "stessa", "same"];
