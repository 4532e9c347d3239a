//! The sabotage and repair orders as players write them: `sabotear luces`, `bloqueo las
//! puertas de Biblioteca, Capilla y Recibidor`, `apago las chimeneas`, `abro las verjas`,
//! `boicoteo el palomar`; `cojo un candelabro`, `enciendo la chimenea`, `desbloqueo la puerta
//! de la Capilla`, `reparo el palomar`; the free `cierro la verja fase 2`.

use super::Act;
use crate::core::diag::Problem;
use crate::core::grammar::Args;
use crate::core::msg::Msg;
use crate::core::names::fold;

/// Which verb row the line began with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Row {
    /// `sabotear`, `bloqueo`, `apago`, `boicoteo`.
    Sabotage,
    /// `abro`: the gates (a sabotage) or a locked door (a repair).
    Open,
    /// `reparo`, `enciendo`, `cojo`, `desbloqueo`.
    Repair,
}

/// What a line of these verbs names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Thing {
    Doors,
    Lights,
    Chimneys,
    Gates,
    Dovecote,
    Candle,
}

const THINGS: &[(&str, Thing)] = &[
    ("puertas", Thing::Doors),
    ("puerta", Thing::Doors),
    ("doors", Thing::Doors),
    ("door", Thing::Doors),
    ("luces", Thing::Lights),
    ("luz", Thing::Lights),
    ("lights", Thing::Lights),
    ("velas", Thing::Lights),
    ("electricidad", Thing::Lights),
    ("chimeneas", Thing::Chimneys),
    ("chimenea", Thing::Chimneys),
    ("chimneys", Thing::Chimneys),
    ("chimney", Thing::Chimneys),
    ("fuego", Thing::Chimneys),
    ("verjas", Thing::Gates),
    ("verja", Thing::Gates),
    ("portones", Thing::Gates),
    ("gates", Thing::Gates),
    ("gate", Thing::Gates),
    ("palomar", Thing::Dovecote),
    ("dovecote", Thing::Dovecote),
    ("palomas", Thing::Dovecote),
    ("candelabro", Thing::Candle),
    // it
    ("porte", Thing::Doors),
    ("porta", Thing::Doors),
    ("luci", Thing::Lights),
    ("luce", Thing::Lights),
    ("candele", Thing::Lights),
    ("camini", Thing::Chimneys),
    ("camino", Thing::Chimneys),
    ("fuoco", Thing::Chimneys),
    ("cancelli", Thing::Gates),
    ("cancello", Thing::Gates),
    ("piccionaia", Thing::Dovecote),
    ("colombaia", Thing::Dovecote),
    ("piccioni", Thing::Dovecote),
    ("candelabrum", Thing::Candle),
    ("candle", Thing::Candle),
];

const ARTICLES: &[&str] = &[
    "el",
    "la",
    "los",
    "las",
    "un",
    "una",
    "the",
    "a",
    "sabotaje",
    "de",
    "del",
    "il",
    "lo",
    "le",
    "i",
    "gli",
    "l",
    "uno",
    "sabotaggio",
    "di",
    "delle",
    "dei",
];

fn thing(args: &mut Args) -> Option<Thing> {
    let word = args.peek()?;
    let key = fold(&word.text);
    let found = THINGS.iter().find(|(k, _)| *k == key).map(|(_, t)| *t)?;
    let spellings: Vec<&str> = THINGS
        .iter()
        .filter(|(_, t)| *t == found)
        .map(|(k, _)| *k)
        .collect();
    args.keyword(&spellings);
    Some(found)
}

/// The verb as written says what it acts on when the line does not (`bloqueo Capilla`,
/// `boicoteo`, `cojo un candelabro`).
fn implied(verb: &str) -> Option<Thing> {
    match fold(verb).as_str() {
        "bloqueo" | "bloquear" | "lock" => Some(Thing::Doors),
        "desbloqueo" | "desbloquear" | "unlock" => Some(Thing::Doors),
        "boicoteo" | "boicotear" => Some(Thing::Dovecote),
        "cojo" | "coger" | "tomo" | "tomar" | "take" | "prendo" | "prendere" => Some(Thing::Candle),
        "enciendo" | "encender" | "reavivo" | "reavivar" | "relight" | "accendo" | "accendere"
        | "riaccendo" | "riaccendere" => Some(Thing::Chimneys),
        "blocco" | "bloccare" | "sblocco" | "sbloccare" => Some(Thing::Doors),
        "boicotto" | "boicottare" => Some(Thing::Dovecote),
        _ => None,
    }
}

/// The rooms of a door lock, as written: `de Biblioteca, Capilla y Recibidor`.
fn rooms(args: &mut Args) -> Vec<String> {
    let Some((text, _)) = args.rest() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for part in text.split([',', ';']) {
        for name in part
            .split(" y ")
            .flat_map(|p| p.split(" e "))
            .flat_map(|p| p.split(" and "))
        {
            let name = name.trim().trim_end_matches('.');
            let name = [
                "de ", "del ", "la ", "el ", "las ", "los ", "of ", "the ", "di ", "della ",
                "dello ", "del ", "dell'", "il ", "lo ", "l'",
            ]
            .iter()
            .fold(name, |n, lead| n.strip_prefix(lead).unwrap_or(n));
            let name = name.trim();
            if !name.is_empty() {
                out.push(name.to_string());
            }
        }
    }
    out
}

/// What `check` shows of a sabotage launched, by the rulebook's names ("Bloquear Puertas",
/// "Apagar Luces", "Apagar Chimeneas", "Abrir Verjas Exteriores", "Boicotear el Palomar"):
/// `puertas Capilla Biblioteca`, whatever words the player used. Repairs are shown as written.
pub fn shown(act: &Act) -> Option<String> {
    Some(match act {
        Act::Lock(rooms) => format!("puertas {}", rooms.join(" ")),
        Act::Lights => "luces".into(),
        Act::Chimneys => "chimeneas".into(),
        Act::Gates => "verjas".into(),
        Act::Dovecote => "palomar".into(),
        _ => return None,
    })
}

/// One line of the sabotage and repair verbs, as a point of action.
pub fn point(row: Row, args: &mut Args) -> Result<Act, Problem> {
    let verb = args.line.words[0].text.clone();
    while args.keyword(ARTICLES) {}
    let what = thing(args).or_else(|| implied(&verb));
    let span = args.line.span.clone();
    let unclear = |args: &Args, key: &str| {
        Err(args
            .problem(span.clone(), Msg::new(key).arg("verb", &verb))
            .help(Msg::new("among-us-help-sabotage")))
    };
    let act = match (row, what) {
        // `bloqueo las puertas de la capilla y el recibidor`: the intake gave the rooms after
        // `y` the verb again (a verb standing in no space), as a lock of their own; one more
        // room of this lock ("hasta 3 estancias" a point) or a lock in the next phase is the
        // player's to say, never two points read in silence.
        (Row::Sabotage, Some(Thing::Doors)) if args.line.words[0].span.is_empty() => {
            return unclear(args, "among-us-err-lock-joined");
        }
        (Row::Sabotage, Some(Thing::Doors)) => {
            let rooms = rooms(args);
            if rooms.is_empty() {
                return unclear(args, "among-us-err-lock-which");
            }
            return Ok(Act::Lock(rooms));
        }
        (Row::Sabotage, Some(Thing::Lights)) => Act::Lights,
        (Row::Sabotage, Some(Thing::Chimneys)) => Act::Chimneys,
        (Row::Sabotage | Row::Open, Some(Thing::Gates)) => Act::Gates,
        (Row::Sabotage, Some(Thing::Dovecote)) => Act::Dovecote,
        (Row::Open | Row::Repair, Some(Thing::Doors)) => {
            while args.keyword(&[
                "de", "del", "al", "a", "hacia", "la", "el", "to", "of", "the", "di", "della",
                "dello", "dell", "il", "lo", "l", "verso",
            ]) {}
            return Ok(Act::Unlock(args.rest().map(|(t, _)| t)));
        }
        (Row::Repair, Some(Thing::Lights | Thing::Candle)) => Act::Candle,
        (Row::Repair, Some(Thing::Chimneys)) => Act::Relight,
        (Row::Repair, Some(Thing::Dovecote)) => Act::Repair,
        (Row::Repair, Some(Thing::Gates)) => return unclear(args, "among-us-err-gate-free"),
        _ => return unclear(args, "among-us-err-sabotage-what"),
    };
    // "la chimenea del Salón de Invierno", "un candelabro en Luces": where is checked against
    // the place the character stands in.
    while args.keyword(&[
        "de", "del", "en", "la", "el", "of", "in", "the", "di", "della", "dello", "dell", "il",
        "lo", "l", "nel", "nella", "nello", "nell",
    ]) {}
    if !act.is_launch() && args.peek().is_some() {
        args.rest();
    }
    args.end()?;
    Ok(act)
}

/// `cierro la verja fase 2`: the free action of a gate, in its phase.
/// `chiudo a chiave le porte di …`, `cierro con llave las puertas de …`: closing with the key
/// is the doors' lock ("bloquear las puertas"), never the gates' close. The key's words are
/// skipped, not shown.
pub fn with_the_key(args: &mut Args) -> bool {
    const KEY: &[&[&str]] = &[
        &["a", "chiave"],
        &["con", "la", "chiave"],
        &["con", "llave"],
        &["with", "the", "key"],
    ];
    let ahead = args.ahead();
    let fits = |k: &&&[&str]| {
        k.len() <= ahead.len() && k.iter().zip(ahead).all(|(key, w)| *key == fold(&w.text))
    };
    let Some(key) = KEY.iter().find(fits) else {
        return false;
    };
    // Only doors: a gate locked (`chiudo a chiave il cancello`) stays the close it says.
    const DOORS: &[&str] = &["porte", "porta", "puertas", "puerta", "doors", "door"];
    let articles = [
        "le", "la", "las", "los", "el", "the", "il", "i", "mis", "my",
    ];
    let doors = ahead[key.len()..]
        .iter()
        .map(|w| fold(&w.text))
        .find(|w| !articles.contains(&w.as_str()))
        .is_some_and(|w| DOORS.contains(&w.as_str()));
    if doors {
        args.skip(key.len());
    }
    doors
}

pub fn close(args: &mut Args) -> Result<Option<u32>, Problem> {
    let verb = args.line.words[0].text.clone();
    while args.keyword(ARTICLES) {}
    if thing(args) != Some(Thing::Gates) {
        return Err(args
            .problem(
                args.line.span.clone(),
                Msg::new("among-us-err-close-what").arg("verb", &verb),
            )
            .help(Msg::new("among-us-help-gate")));
    }
    // "la verja del Jardín Norte": the gate is the one where the character stands.
    while let Some(w) = args.peek() {
        if ["fase", "phase"].contains(&fold(&w.text).as_str()) {
            break;
        }
        args.word();
    }
    let phase = if args.keyword(&["fase", "phase", "en"]) {
        args.keyword(&["fase", "phase"]);
        Some(args.number(1, super::super::state::PHASES)?.0)
    } else {
        None
    };
    args.end()?;
    Ok(phase)
}
