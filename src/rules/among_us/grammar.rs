//! What among-us PMs may name without a verb: a numbered point that names a place, a task or
//! how one stays (`1) A la cocina`, `2. Pelar patatas`, `3: quieto`), and the nouns a line
//! may speak of the game with (`core::intake`).

use super::orders::{Action, Way};
use super::state::State;
use super::verbs::{self, Verb};
use crate::core::grammar::Args;
use crate::core::names::fold;

/// "Desplazarse por el mapa al coste de 1 punto de acción por puerta desbloqueada o sección
/// a atravesar": a numbered point that names a place, with no verb (`1) A la cocina`, `2
/// PA: al pasillo`), is a move there; one that names a task, that task; one that says how the
/// character stands (`3: quieto`, `2. fermo`, `3) still`), a stay ("bailará en el sitio").
pub(super) fn verbless_point(state: &State) -> Option<crate::core::ruleset::PointThings> {
    let places = state.map.places.iter().flat_map(|(name, place)| {
        std::iter::once(name.clone()).chain(place.aliases.iter().cloned())
    });
    let kinds = PLACE_WORDS.iter().map(|w| w.to_string());
    // `2. through the door to the Pasillo…`, `1. out the south door`, `1. west door to the
    // kitchen`: the door crossed, a move through it ("por puerta desbloqueada").
    let doors = DOORS.iter().map(|w| w.to_string());
    let sides = ["north", "south", "east", "west"]
        .iter()
        .map(|side| [side, " door"].concat());
    let moves = places
        .chain(kinds)
        .chain(doors)
        .chain(sides)
        .map(|p| ("mover".to_string(), p));
    // `2. Pelar patatas`, `2 punto: pelo patatas`, `2. pelo le patate`: the task at that point.
    let tasks = task_phrases(state)
        .iter()
        .map(|t| ("tarea".to_string(), t.clone()))
        .collect::<Vec<_>>();
    let stays = STILL
        .iter()
        .map(|w| ("quedarse".to_string(), w.to_string()));
    // `pulo la plata`, `Pelar patatas` on a line of its own: the task, as at a numbered point.
    let alone: &[&str] = &["tarea"];
    Some((TOWARDS, moves.chain(tasks).chain(stays).collect(), alone))
}

/// The manor's places (names and aliases), the task list and the things of the game: a line
/// naming one speaks of the game (`me muevo a la cocina`).
pub(super) fn game_nouns(state: &State) -> Vec<String> {
    let places = state.map.places.iter().flat_map(|(name, place)| {
        std::iter::once(name.clone()).chain(place.aliases.iter().cloned())
    });
    places
        .chain(task_phrases(state).iter().cloned())
        .chain(super::game_things::THINGS.iter().map(|t| t.to_string()))
        .collect()
}

/// Each task's name in every form a player writes it ([`task_names`], then the Italian
/// patterns): the intake's verbless points and its game nouns both read them, so they are made
/// once for the task list the process last saw (the same list every phase of a game).
fn task_phrases(state: &State) -> std::sync::Arc<Vec<String>> {
    type Made = Option<(Vec<String>, std::sync::Arc<Vec<String>>)>;
    static LAST: std::sync::Mutex<Made> = std::sync::Mutex::new(None);
    let names: Vec<&str> = state.tasks.list.iter().map(|t| t.name.as_str()).collect();
    let mut last = LAST.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((seen, phrases)) = last.as_ref()
        && seen.iter().map(String::as_str).eq(names.iter().copied())
    {
        return phrases.clone();
    }
    let phrases = std::sync::Arc::new(
        task_names(state)
            .chain(super::task_nouns::italian(state))
            .collect(),
    );
    *last = Some((
        names.into_iter().map(str::to_string).collect(),
        std::sync::Arc::clone(&phrases),
    ));
    phrases
}

/// Each task's name, and its name with its verb in every Spanish form (`pelo patatas`).
pub(super) fn task_names(state: &State) -> impl Iterator<Item = String> + '_ {
    state.tasks.list.iter().flat_map(|t| {
        let (verb, rest) = t.name.split_once(' ').unwrap_or((&t.name, ""));
        let lemma = crate::core::names::fold(verb);
        let forms = if lemma.ends_with("ar") || lemma.ends_with("er") || lemma.ends_with("ir") {
            crate::core::conjugate::spanish_forms(&lemma)
        } else {
            Vec::new()
        };
        // `pelo las patatas` for «Pelar patatas»: the first person and the infinitive with the
        // article a player puts before the object (its gender unknown, each one).
        let articled: Vec<String> = forms
            .iter()
            .filter(|f| **f == lemma || f.strip_suffix('o') == lemma.get(..lemma.len() - 2))
            .flat_map(|f| {
                ARTICLES
                    .iter()
                    .map(move |a| [f.as_str(), " ", a, " ", rest].concat())
            })
            .collect();
        // Joined by hand: `format!` cost a phrase three times as much, at every start.
        std::iter::once(t.name.clone())
            .chain(
                forms
                    .into_iter()
                    .map(move |f| [f.as_str(), " ", rest].concat()),
            )
            .chain(articled)
    })
}

/// "Realizar tareas … al coste de 1 punto de acción", and "Quedarse" is a point spent where
/// one is: `me quedo puliendo la plata`, `me quedo aquí puliendo la plata`, `Me quedo en el
/// comedor puliendo la plata` spend the point on the task where the character stands (ruling
/// 58), the task named by its gerund (`plan` checks it is his and can be done there).
pub(super) fn task_while_staying(args: &mut Args) -> Option<super::orders::Order> {
    let ahead = args.ahead();
    let gerund = ahead.iter().position(|w| {
        let w = fold(&w.text);
        w.len() > 5 && ["ando", "iendo", "endo"].iter().any(|e| w.ends_with(e))
    })?;
    // `resto lì guardando il giardino`: watching or resting is how one stays, not a task.
    if super::stay_tail::WATCHING.contains(&fold(&ahead[gerund].text).as_str()) {
        return None;
    }
    // Before the gerund, only how or where one stays (`aquí`, `en el comedor`): a few words.
    if gerund > 4 || gerund + 1 >= ahead.len() {
        return None;
    }
    // What `check` shows: a task, not a stay.
    let task = verbs::VERBS.iter().find(|s| s.verb == Verb::Task);
    if let (Some(task), Some(verb)) = (task, args.line.words.first()) {
        let read = crate::core::orders::Read::Verb {
            spellings: task.words,
            written: verb.text.clone(),
        };
        args.file.readings.record(verb.span.start, read);
    }
    args.skip(gerund);
    let (text, _) = args.rest()?;
    Some(super::orders::Order::Point(Action::Task(text)))
}

/// The articles a player writes before a task's object (`pelo las patatas`).
const ARTICLES: &[&str] = &["el", "la", "los", "las"];

/// How a character stays, written alone as a numbered point (`3: quieto`, `2. fermo`, `1)
/// still`): a stay, "bailará en el sitio".
pub const STILL: &[&str] = &[
    "quieto",
    "quieta",
    "quietos",
    "quietas",
    "quietecito",
    "quietecita",
    "inmovil",
    "en el sitio",
    "fermo",
    "ferma",
    "immobile",
    "still",
];

/// The names of a secret passage a move may enter or leave (`entro en el pasaje`, `salgo del
/// pasadizo`, `esco dal passaggio`, `I leave the passage`), with `secreto` after them or not.
pub const PASSAGES: &[&str] = &[
    "pasaje",
    "pasadizo",
    "passaggio",
    "passage",
    "tunnel",
    "tunel",
];

/// The lemmas of leaving a passage, in each language (`salgo del pasaje`, `esco dal
/// passaggio`, `I exit the passage`); any other move into one enters it.
pub const LEAVING: crate::core::conjugate::Lemmas = crate::core::conjugate::Lemmas {
    es: &["salir"],
    it: &["uscire"],
    en: &["exit"],
};

/// "Entrar o salir de un pasaje secreto": a move into a passage enters it (`entro en el
/// pasaje`, `me meto en el pasadizo secreto`, `I go into the passage`), one out of it leaves
/// it (`salgo del pasaje`, `esco dal passaggio`); `check` shows the passage's order.
pub(super) fn passage_step(args: &Args, way: &Way) -> Option<Action> {
    let to = fold(way.to.as_deref()?);
    let mut words = to
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty() && !["secreto", "segreto", "secret"].contains(w));
    let (Some(noun), None) = (words.next(), words.next()) else {
        return None;
    };
    if way.by.is_some() || way.dir.is_some() || !PASSAGES.contains(&noun) {
        return None;
    }
    let verb = args.line.words.first()?;
    let leaving = crate::core::conjugate::forms(&LEAVING).contains(&fold(&verb.text));
    let (step, shown) = match leaving {
        true => (Action::Exit, super::orders::EXIT),
        false => (Action::Enter, super::orders::ENTER),
    };
    // What `check` shows: the passage's order (`passage enter`), not a move.
    let passage = super::verbs::VERBS.iter().find(|s| s.verb == Verb::Passage);
    if let (Some(passage), Some(first)) = (passage, args.line.words.get(1)) {
        args.file.readings.record(
            verb.span.start,
            crate::core::orders::Read::Verb {
                spellings: passage.words,
                written: verb.text.clone(),
            },
        );
        args.file.readings.record(
            first.span.start,
            crate::core::orders::Read::Keyword {
                spellings: shown.iter().map(|w| w.to_string()).collect(),
                written: shown[0].to_string(),
            },
        );
    }
    Some(step)
}

/// Words opening a reason after a task's name, with or without a comma (`pelo las patatas q
/// me tocan`, `pulo la plata che è il mio compito`), folded: `q`, `ke` and `xq` as forums
/// write `que` and `porque`.
const TASK_REASON: &[&str] = &[
    "que", "q", "ke", "porque", "xq", "pq", "che", "perche", "because",
];

/// A task's words without the reason after them ([`TASK_REASON`]): the reason names no one
/// (no capital, no number), or the whole stays for the task's check to raise.
pub(super) fn before_its_reason(text: &str) -> &str {
    // `2. poi pelo le patate`: the word of sequence before the task is no part of it.
    let mut text = text.trim_start();
    while let Some(w) = text.split_whitespace().next()
        && ["poi", "luego", "despues", "then"].contains(&fold(w).as_str())
        && text.len() > w.len()
    {
        text = text[w.len()..].trim_start();
    }
    let bare = |w: &str| fold(w.trim_matches(|c: char| !c.is_alphanumeric()));
    let mut at = 0;
    for (i, word) in text.split_whitespace().enumerate() {
        let start = text[at..].find(word).map_or(at, |p| at + p);
        at = start + word.len();
        if i == 0 || !TASK_REASON.contains(&bare(word).as_str()) {
            continue;
        }
        let rest = &text[start..];
        let named = rest.split_whitespace().skip(1).any(|w| {
            w.chars().next().is_some_and(char::is_uppercase)
                || w.chars().any(|c| c.is_ascii_digit())
        });
        if named {
            return text;
        }
        return text[..start]
            .trim_end()
            .trim_end_matches([',', ';', ':'])
            .trim_end();
    }
    text
}

/// Where a move from inside a passage goes, the passage named before it (`muevo por el pasadizo
/// al Palomar`): the place after the passage's noun and the words leading to it.
pub(super) fn beyond_passage(to: &str) -> &str {
    const LEADING: &[&str] = &[
        "secreto", "segreto", "secret", "al", "a", "hasta", "hacia", "to", "verso", "fino", "the",
        "el", "la", "los", "las", "il", "del", "de",
    ];
    let mut words = to.split_whitespace().peekable();
    if !words
        .peek()
        .is_some_and(|w| PASSAGES.contains(&fold(w).as_str()))
    {
        return to;
    }
    words.next();
    let mut rest = to.trim_start();
    rest = rest[rest.find(char::is_whitespace).unwrap_or(rest.len())..].trim_start();
    while let Some(w) = rest.split_whitespace().next() {
        if !LEADING.contains(&fold(w).as_str()) {
            break;
        }
        rest = rest[w.len()..].trim_start();
    }
    if rest.is_empty() { to } else { rest }
}

/// Words opening a reason or thanks after a place and its comma (never a second move).
const REASON: &[&str] = &[
    "que", "porque", "pues", "gracias", "perche", "grazie", "because",
];

/// Where the place named from word `i` of `words` (the words after the verb) ends: the line's
/// end, or the comma before a reason or thanks the order may carry (`a la cocina, que hay
/// prisa`, issue 22 J), as the core's grammar reads prose after an order.
pub(super) fn place_end(args: &Args, words: &[crate::core::orders::Word], i: usize) -> usize {
    let gap = |j: usize| &args.file.source[words[j - 1].span.end..words[j].span.start];
    let reason = |j: &usize| REASON.contains(&fold(&words[*j].text).as_str());
    let comma = (i + 1..words.len())
        .find(|&j| gap(j).contains(','))
        .filter(reason);
    let mut tail = args.clone();
    let at = args.line.words.len() - args.ahead().len();
    tail.skip(comma.map_or(0, |c| (c + 1).saturating_sub(at)));
    match comma {
        Some(c) if tail.end().is_ok() => words[c - 1].span.end,
        _ => args.line.span.end,
    }
}

/// The words before a place in a numbered point with no verb (`1) A la cocina`, `2. al
/// pasillo`, `3. nella Cucina`, `to the kitchen`).
pub const TOWARDS: &[&str] = &[
    "a", "al", "hacia", "la", "el", "to", "the", "into", "towards", "in", "nella", "nel", "alla",
    "al", "verso", "nello", "allo", "hasta", "dentro", "por", "fino", "pa", "los", "las", "then",
    "luego", "despues", "poi",
    // `2. on to the Pasillo…`, `1. out the south door`, `1. through the door to …`.
    "on", "onto", "out", "through",
];

/// A door as the thing of a point with no verb (`1. through the door to the Cocina`).
const DOORS: &[&str] = &["puerta", "door", "porta"];

/// Places named by their kind or their room, the door saying which (`salgo al pasillo`, `2) al
/// pasillo`, `a la terraza`).
pub const PLACE_WORDS: &[&str] = &[
    "pasillo",
    "corridor",
    "corridoio",
    "hallway",
    "terraza",
    "terrazza",
    "terrace",
    "jardin",
    "giardino",
    "garden",
    "biblioteca",
    "library",
    "galeria",
    "galleria",
    "gallery",
];

#[cfg(test)]
mod tests {
    use super::place_end;
    use crate::core::grammar::Args;
    use crate::core::names::NameIndex;
    use crate::core::orders::OrderFile;

    /// The place named after the verb of `pm`'s first line, as [`place_end`] ends it.
    fn place(pm: &str) -> String {
        let file = OrderFile::from_text("Ana", "orders/Ana.txt", pm);
        let none: &[String] = &[];
        let names = NameIndex::new(["Ana", "Bruno"].map(|n| (n, none)));
        let args = Args::new(&file, &file.lines[0], &names);
        let words = &file.lines[0].words[1..];
        let from = words[2].span.start;
        file.source[from..place_end(&args, words, 2)].to_string()
    }

    #[test]
    fn a_reason_after_the_place_and_its_comma_is_no_part_of_it() {
        assert_eq!(place("muevo a la cocina, que hay prisa\n"), "cocina");
        assert_eq!(place("muevo a la cocina, gracias\n"), "cocina");
        // Another place or a player after the comma stays in it: the master's to read.
        assert_eq!(
            place("muevo a la cocina, y luego al pasillo\n"),
            "cocina, y luego al pasillo"
        );
        assert_eq!(
            place("muevo a la cocina, que Bruno 3\n"),
            "cocina, que Bruno 3"
        );
    }
}
