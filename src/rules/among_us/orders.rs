//! Reading among-us PMs into points of action, free actions and votes. "Cada punto de acción
//! invertido se llevará a efecto en una fase en el orden en que se han declarado las
//! acciones": one order line per point, in order; free actions name their phase.

use super::manor::{Crossing, direction};
use super::verbs::{VERBS, Verb};
use crate::core::diag::Problem;
use crate::core::grammar::{Args, read_verb};
use crate::core::markup::strip_tags;
use crate::core::msg::Msg;
use crate::core::names::{NameIndex, fold};
use crate::core::orders::{OrderFile, Read};
use serde::{Deserialize, Serialize};
use std::ops::Range;

/// A point of action.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase", deny_unknown_fields)]
pub enum Action {
    /// No declaration, or `quedarse`: "bailará en el sitio".
    Stay,
    /// "Desplazarse por el mapa al coste de 1 punto de acción por puerta desbloqueada o
    /// sección a atravesar": the crossing as written (its kind, its side, where it leads).
    Move(Way),
    Follow(String),
    Task(String),
    Kill(String),
    /// "Entrar o salir de un pasaje secreto o desplazarte entre dos pasajes secretos".
    Enter,
    Through(String),
    Exit,
    /// A sabotage or a repair (`sabotage::Act`).
    Sabotage(super::sabotage::Act),
    /// The Cambiaformas: "adquirir la apariencia de cualquier otro personaje".
    Transform(String),
    /// The Ángel Guardián: "proteger durante 5 fases a cualquier personaje".
    Protect(String),
    /// "Utilizar elementos interactivos (Bola de cristal, Altar consagrado, Plano mágico) al
    /// coste de 1 punto de acción por fase de uso"; the Clérigo's talisman.
    Object(super::objects::Use),
}

/// A crossing as the player wrote it: `la puerta este al pasillo`, `Biblioteca-Oeste`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct Way {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<Crossing>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dir: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
}

/// A free action: "Reportar un cadáver y Hacer sonar la campana de servicio".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Free {
    pub player: String,
    /// The body reported; none for the bell.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub body: Option<String>,
    pub phase: u32,
    /// When its PM was sent (seconds), for "solo será efectivo el que haya posteado antes".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sent: Option<i64>,
    /// `cierro la verja`: a gate closed, not a report or the bell.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub gate: bool,
}

/// One order line read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Order {
    Point(Action),
    Free {
        body: Option<String>,
        phase: Option<u32>,
        /// `cierro la verja`.
        gate: bool,
    },
    Vote(Option<String>),
    /// A stay that names where the character stays (`me quedo en el comedor`): a stay, if he
    /// is there (`plan`).
    StayIn(String),
    /// The Clérigo's talisman in a phase, free ("Cada fase adicional después de la primera se
    /// activará como acción gratuita").
    Talisman(u32),
}

/// A line read, with where it is.
#[derive(Debug, Clone)]
pub struct Line {
    pub order: Order,
    pub file: usize,
    pub span: Range<usize>,
}

/// Words naming a crossing.
const CROSSINGS: &[(&str, Crossing)] = &[
    ("puerta", Crossing::Door),
    ("door", Crossing::Door),
    ("porta", Crossing::Door),
    ("seccion", Crossing::Section),
    ("sezione", Crossing::Section),
    ("varco", Crossing::Gap),
    ("scale", Crossing::Stairs),
    ("scala", Crossing::Stairs),
    ("finestra", Crossing::Window),
    ("section", Crossing::Section),
    ("linea", Crossing::Section),
    ("hueco", Crossing::Gap),
    ("gap", Crossing::Gap),
    ("escaleras", Crossing::Stairs),
    ("escalera", Crossing::Stairs),
    ("stairs", Crossing::Stairs),
    ("ventana", Crossing::Window),
    ("window", Crossing::Window),
    ("muro", Crossing::Wall),
    ("pared", Crossing::Wall),
    ("wall", Crossing::Wall),
];

/// Words between the crossing and where it leads.
const CONNECTORS: &[&str] = &[
    "a", "al", "hacia", "la", "el", "las", "los", "en", "de", "del", "to", "into", "the",
    "towards", "through", "back", "hasta", "pa", "pal", // "me voy pa la cocina"
    "por", // "salgo por la puerta sur al pasillo"
    "x",   // "bajo x las escaleras al jardin sur": the forum's x for por
    "then", "luego", "despues", "poi", // "2. then into the Comedor", ruling 51's sequence
    // it: "vado nella Biblioteca", "attraverso la porta est verso il corridoio"
    "alla", "allo", "all", "il", "lo", "l", "le", "in", "nel", "nella", "nello", "nell", "verso",
    "per", "dentro", "fino", // "vado sulla Terraza Noreste", "salgo sul terrazzo"
    "su", "sul", "sulla", "sullo", "sull", "ai", "agli", "alle", "nei", "negli", "nelle",
    // "esco dal passaggio", "I get out of the passage"
    "dal", "dalla", "dallo", "dall", "from", "out", "of",
    // "2. on to the Pasillo al sur de la Biblioteca"
    "on", "onto",
];

fn crossing_word(text: &str) -> Option<Crossing> {
    let w = fold(text);
    CROSSINGS.iter().find(|(k, _)| *k == w).map(|(_, c)| *c)
}

/// `la puerta este al pasillo`, `la sección hacia Biblioteca (sección Este)`, `Comedor`,
/// `las escaleras`, `norte`.
fn read_way(args: &mut Args) -> Way {
    let mut way = Way::default();
    let words = &args.line.words[1..];
    let mut i = 0;
    while i < words.len() && CONNECTORS.contains(&fold(&words[i].text).as_str()) {
        i += 1;
    }
    // `the south door`, `the west door to the kitchen`: English names the side first.
    let side_first = words.get(i).and_then(|w| direction(&w.text));
    if let (Some(d), Some(c)) = (
        side_first,
        words.get(i + 1).and_then(|w| crossing_word(&w.text)),
    ) {
        way.by = Some(c);
        way.dir = Some(d.to_string());
        i += 2;
    }
    if let Some(c) = words.get(i).and_then(|w| crossing_word(&w.text)) {
        way.by = Some(c);
        i += 1;
    }
    if let Some(d) = words.get(i).and_then(|w| direction(&w.text)) {
        // "la puerta este", or a bare `norte`; a direction inside a name ("Biblioteca
        // (sección Este)") comes after the name's first word and is not read here.
        way.dir = Some(d.to_string());
        i += 1;
    }
    while i < words.len() && CONNECTORS.contains(&fold(&words[i].text).as_str()) {
        i += 1;
    }
    if i < words.len() {
        let from = words[i].span.start;
        let end = super::grammar::place_end(args, words, i);
        let text = &args.file.source[from..end];
        way.to = Some(crate::core::markup::strip_tags(text.trim()));
    }
    // What `check` shows: the crossing as written after the verb.
    if let Some(first) = words.first() {
        let text = &args.file.source[first.span.start..args.line.span.end];
        args.file.readings.record(
            first.span.start,
            crate::core::orders::Read::Text(crate::core::markup::strip_tags(text.trim())),
        );
    }
    way
}

/// The words before a task's name in a task order ("la tarea de", "the task", "la etapa
/// de", "il compito"), left out of what `check` shows.
const TASK_LEAD: &[&str] = &[
    "la", "el", "una", "de", "del", "tarea", "etapa", "the", "a", "task", "stage", "of", "il",
    "lo", "compito", "tappa", "di", "con", "col", "with",
];

fn task_as_named(text: &str) -> String {
    // `hago Cocinar y Servir 🍳`: an emoji after the name is no part of it.
    let text = text.trim_end_matches(|c: char| c.is_whitespace() || is_emoji(c));
    let mut rest = text.trim_start();
    while let Some(word) = rest.split_whitespace().next() {
        if !TASK_LEAD.contains(&fold(word).as_str()) {
            break;
        }
        rest = rest[word.len()..].trim_start();
    }
    if rest.is_empty() {
        text.to_string()
    } else {
        rest.to_string()
    }
}

/// `sigo a Ana`: follow her; `sigo con Pulir la plata`, `seguo col compito`, `keep on with
/// the task`: go on with a task, a task step ("continuar con la tarea").
fn follow(args: &mut Args) -> Result<Order, Problem> {
    if args.skip_ahead(&["con", "col", "with"]) {
        // What `check` shows: a task, not a follow.
        let task = super::verbs::VERBS.iter().find(|s| s.verb == Verb::Task);
        if let (Some(task), Some(verb)) = (task, args.line.words.first()) {
            args.file.readings.record(
                verb.span.start,
                crate::core::orders::Read::Verb {
                    spellings: task.words,
                    written: verb.text.clone(),
                },
            );
        }
        return Ok(read_task(args));
    }
    super::whole_round::follow_refused(args)?;
    Ok(Order::Point(Action::Follow(args.player("target")?.0)))
}

/// The words a stay may carry after its verb, one by one: "quieta", "en el sitio", "donde
/// estoy", "fermo", "qui", "still". A place after them is read only when it is where the
/// player stands (`me quedo en el Comedor`, ruling 49); any other place is left over.
const STAY_HOW: &[&str] = &[
    "quieto",
    "quieta",
    "quietos",
    "quietas",
    "quietecito",
    "quietecita",
    "aqui",
    "donde",
    "estoy",
    "fermo",
    "ferma",
    "qui",
    "dove",
    "sono",
    "here",
    "put",
    "still",
];

/// The words before where a stay stays (`en el sitio`, `en el comedor`, `nella Cucina`).
const STAY_AT: &[&str] = &["en", "in", "nel", "nella", "nello", "nell", "at", "dentro"];
const ARTICLES: &[&str] = &[
    "el", "la", "los", "las", "mi", "il", "lo", "l", "the", "my", "mio",
];

/// How a stay is said (`Me quedo quieta`, `me quedo en el sitio`, `rimango fermo`), and where
/// it stays when it names a place after `en` (`me quedo en el comedor`, `resto nella Cucina`):
/// `plan` checks he is there.
fn stay_in(args: &mut Args) -> Option<String> {
    const SPOT: &[&str] = &["sitio", "posto", "place", "spot"];
    loop {
        while args.keyword(STAY_HOW) || args.keyword(SPOT) {}
        let next = args.peek()?;
        let verb = args.line.words.first()?;
        // `en` may be a filler the reader skipped (`me quedo en el comedor`).
        let skipped = args
            .file
            .source
            .get(verb.span.end..next.span.start)?
            .split(|c: char| !c.is_alphanumeric())
            .rev()
            .map(fold)
            .find(|w| !w.is_empty() && !ARTICLES.contains(&w.as_str()));
        let at = skipped.is_some_and(|w| STAY_AT.contains(&w.as_str()));
        // Not read as keywords: `check` shows the place alone (`stay Comedor`).
        if !(args.skip_ahead(STAY_AT) || at) {
            return None;
        }
        args.skip_ahead(ARTICLES);
        if !args.keyword(SPOT) {
            return place_then_prose(args);
        }
    }
}

/// The place a stay names, up to the prose after it (`me quedo en el comedor esta ronda, que
/// hay mucha gente`, `quieta en el comedor a ver qué pasa`): the shortest run of words after
/// which the rest reads as the prose any order may carry ([`Args::end`]); the whole rest when
/// none does (`plan` then checks it names where he is).
fn place_then_prose(args: &mut Args) -> Option<String> {
    let ahead = args.ahead();
    for taken in 1..ahead.len() {
        let mut after = args.clone();
        after.skip(taken);
        if after.clone().end().is_ok() {
            let place = &ahead[..taken];
            let span = place[0].span.start..place[taken - 1].span.end;
            let text = strip_tags(args.file.source[span.clone()].trim());
            args.file
                .readings
                .record(span.start, Read::Text(text.clone()));
            *args = after;
            args.end().ok()?;
            return Some(text);
        }
    }
    args.rest().map(|(place, _)| place)
}

pub(super) fn read_phase(args: &mut Args) -> Result<Option<u32>, Problem> {
    if args.keyword(&["fase", "phase", "en", "nella", "alla", "in"]) {
        args.keyword(&["fase", "phase"]);
        return args.number(1, super::state::PHASES).map(|(n, _)| Some(n));
    }
    Ok(None)
}

/// One order line: its order, or the problem at it.
pub fn read_line(
    file: &OrderFile,
    line: &crate::core::orders::OrderLine,
    names: &NameIndex,
) -> Result<Order, Problem> {
    let verb = read_verb(file, line, &VERBS)?;
    // `matar a Ana en la fase 1`: a point names its phase after its words, which number it
    // (`numbering::written`) and are no part of the order; free actions read their own.
    let points = !matches!(
        verb,
        Verb::Report | Verb::Bell | Verb::Close | Verb::Object | Verb::Vote | Verb::Abstain
    );
    let trimmed = points.then(|| without_phase(file, line)).flatten();
    let line = trimmed.as_ref().unwrap_or(line);
    let mut args = Args::new(file, line, names);
    // The orders that read the line to its end return at once; the others leave the words
    // after them to `Args::end`.
    let order = match verb {
        Verb::Move => return read_move(&mut args),
        // `sigo con la tarea` reads the line to its end; `sigo a Ana` leaves the rest to `end`.
        Verb::Follow => match follow(&mut args)? {
            task @ Order::Point(Action::Task(_)) => return Ok(task),
            follow => follow,
        },
        Verb::Kill => Order::Point(Action::Kill(args.player("target")?.0)),
        Verb::Stay => return read_stay(&mut args, line),
        Verb::Task => return Ok(read_task(&mut args)),
        Verb::Passage => match read_passage(&mut args)? {
            to @ Action::Through(_) => return Ok(Order::Point(to)),
            step => Order::Point(step),
        },
        Verb::Report => super::people::read_report(&mut args)?,
        Verb::Bell => {
            args.keyword(&["la", "campana", "bell", "the"]);
            args.keyword(&["campana", "bell"]);
            // `suono la campana nella fase 2`.
            args.keyword(&["nella", "alla"]);
            let phase = read_phase(&mut args)?;
            Order::Free {
                body: None,
                phase,
                gate: false,
            }
        }
        Verb::Transform => super::people::read_transform(&mut args)?,
        Verb::Protect => Order::Point(Action::Protect(args.player("target")?.0)),
        Verb::Vote => super::people::read_vote(&mut args)?,
        Verb::Abstain => super::people::read_abstain(&mut args)?,
        Verb::Repair if super::people::takes_a_look(&args) => super::people::taken_look(&mut args)?,
        Verb::Sabotage | Verb::Open | Verb::Repair => {
            use super::sabotage::read::{Row, point};
            let row = match verb {
                Verb::Sabotage => Row::Sabotage,
                Verb::Open => Row::Open,
                _ => Row::Repair,
            };
            return Ok(Order::Point(Action::Sabotage(point(row, &mut args)?)));
        }
        Verb::Close if super::sabotage::read::with_the_key(&mut args) => {
            return super::people::locked_with_key(&mut args);
        }
        Verb::Close => {
            let phase = super::sabotage::read::close(&mut args)?;
            return Ok(Order::Free {
                body: None,
                phase,
                gate: true,
            });
        }
        Verb::Object => return super::objects::read(&mut args),
    };
    args.end()?;
    Ok(order)
}

/// "Quedarse", read to the line's end.
fn read_stay(args: &mut Args, line: &crate::core::orders::OrderLine) -> Result<Order, Problem> {
    super::whole_round::refused(args, line)?;
    // `me quedo puliendo la plata`: the task. "Me quedo quieta", "me quedo en el sitio",
    // "rimango fermo": how a player says it, not words left over ("bailará en el sitio").
    let task = super::grammar::task_while_staying(args);
    if let Some(o) = task.or_else(|| stay_in(args).map(Order::StayIn)) {
        return Ok(o);
    }
    // `rimango lì un po'`, `resto a controllare la pentola` (ruling 63).
    super::stay_tail::skip(args);
    args.end()?;
    Ok(Order::Point(Action::Stay))
}

/// The line without the phase named after its order (`numbering::phase_after`).
fn without_phase(
    file: &OrderFile,
    line: &crate::core::orders::OrderLine,
) -> Option<crate::core::orders::OrderLine> {
    let (at, _) = super::numbering::phase_after(file.source.get(line.span.clone())?)?;
    let cut = line.span.start + at;
    let words: Vec<_> = line
        .words
        .iter()
        .filter(|w| w.span.end <= cut)
        .cloned()
        .collect();
    let end = words.last()?.span.end;
    Some(crate::core::orders::OrderLine {
        line: line.line,
        span: line.span.start..end,
        words,
    })
}

/// "Desplazarse por el mapa … por puerta desbloqueada o sección a atravesar": the crossing as
/// written; a move that names none is refused.
fn read_move(args: &mut Args) -> Result<Order, Problem> {
    // `tiro pa la cocina` goes; `tiro la llave` throws: "tirar" is a move only towards, said
    // as the forum says it (`tiro para la Cocina` stays raised: corpus j9b).
    let towards = ["pa", "pal", "hacia"];
    let thrown = args
        .line
        .words
        .first()
        .is_some_and(|w| w.folded() == "tiro")
        && !args
            .line
            .words
            .get(1)
            .is_some_and(|w| towards.contains(&w.folded()));
    let way = if thrown {
        Way::default()
    } else {
        read_way(args)
    };
    if let Some(step) = super::grammar::passage_step(args, &way) {
        return Ok(Order::Point(step));
    }
    if way == Way::default() {
        return Err(args
            .problem(args.line.span.clone(), Msg::new("among-us-err-move-where"))
            .help(Msg::new("among-us-help-move")));
    }
    Ok(Order::Point(Action::Move(way)))
}

/// "Realizar tareas": the task as the player names it, the rest of the line.
fn read_task(args: &mut Args) -> Order {
    let (whole, span) = args.rest().unwrap_or_default();
    // `pelo las patatas q me tocan`: the task, then the player's reason.
    let text = super::grammar::before_its_reason(&whole).to_string();
    // What `check` shows: the task as named, not the words before its name
    // (`Comienzo la tarea de "Buscar el Grimorio"` reads `tarea "Buscar el Grimorio"`).
    let named = task_as_named(&text);
    if !whole.is_empty() && named != whole {
        args.file
            .readings
            .record(span.start, crate::core::orders::Read::Text(named));
    }
    Order::Point(Action::Task(text))
}

/// Whether a character is an emoji or a pictograph (`🍳`, `✅`, `😅`).
fn is_emoji(c: char) -> bool {
    matches!(c as u32, 0x2600..=0x27BF | 0x1F000..=0x1FAFF | 0xFE0F | 0x200D)
}

/// The words of a passage's steps: `pasaje entrar`, `pasaje salir`.
pub(super) const ENTER: &[&str] = &[
    "entrar", "entro", "enter", "meterse", "me meto", "entra", "entrare",
];
pub(super) const EXIT: &[&str] = &["salir", "salgo", "exit", "leave", "esci", "esco", "uscire"];

/// "Entrar o salir de un pasaje secreto o desplazarte entre dos pasajes secretos": which step.
fn read_passage(args: &mut Args) -> Result<Action, Problem> {
    if args.keyword(ENTER) {
        Ok(Action::Enter)
    } else if args.keyword(EXIT) {
        Ok(Action::Exit)
    } else if args.keyword(&[
        "mover", "muevo", "move", "a", "hacia", "to", "muovo", "muovi", "vado", "verso",
    ]) {
        match args.rest() {
            Some((to, _)) => Ok(Action::Through(to)),
            None => Err(args
                .problem(
                    args.line.span.clone(),
                    Msg::new("among-us-err-passage-where"),
                )
                .help(Msg::new("among-us-help-passage"))),
        }
    } else {
        Err(args
            .problem(
                args.line.span.clone(),
                Msg::new("among-us-err-passage-what"),
            )
            .help(Msg::new("among-us-help-passage")))
    }
}

/// Every order line of a player's PMs, in the order he sent them.
pub fn read_pms(files: &[&OrderFile], names: &NameIndex, problems: &mut Vec<Problem>) -> Vec<Line> {
    let mut out = Vec::new();
    for (index, file) in files.iter().enumerate() {
        for line in &file.lines {
            match read_line(file, line, names) {
                Ok(order) => out.push(Line {
                    order,
                    file: index,
                    span: line.span.clone(),
                }),
                Err(p) => problems.push(p),
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::orders::Read;

    fn read(text: &str) -> (Order, Vec<Read>) {
        let file = OrderFile::from_text("Ana", "orders/Ana.txt", text);
        let names = NameIndex::new([("Ana", &[][..]), ("Bruno", &[][..])]);
        let line = &file.lines[0];
        let order = read_line(&file, line, &names).expect("read");
        (
            order,
            file.readings.within(line.span.start..line.span.end + 1),
        )
    }

    #[test]
    fn check_lists_comienzo_la_tarea_de_as_the_task_it_names() {
        let (order, reads) = read("Comienzo la tarea de \"Buscar el Grimorio\"");
        assert_eq!(
            order,
            Order::Point(Action::Task("la tarea de \"Buscar el Grimorio\"".into()))
        );
        let texts: Vec<&Read> = reads
            .iter()
            .filter(|r| matches!(r, Read::Text(_)))
            .collect();
        assert_eq!(texts, [&Read::Text("\"Buscar el Grimorio\"".into())]);
    }

    #[test]
    fn hacer_la_tarea_as_the_rulebook_spends_a_point_is_a_task() {
        let (order, _) = read("hacer la tarea \"Pulir la plata\"");
        assert_eq!(
            order,
            Order::Point(Action::Task("la tarea \"Pulir la plata\"".into()))
        );
    }
}
