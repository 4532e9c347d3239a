//! The verb table of among-us PMs, Spanish as players write it (first person and infinitive),
//! Italian (a game in Italian: `vado`, `mi sposto`, `seguo`, `uccido`, `segnalo il cadavere di`,
//! `suono la campana`, `passaggio entra`, `resto`, `compito`, `uso`, `voto`) and English. Every point of action is its own order ("me basta con 3 líneas una por
//! acción"), so every verb's orders count, in the order written.
//!
//! | verb (es / en)                                   | what                                         |
//! |--------------------------------------------------|----------------------------------------------|
//! | `atravieso`, `cruzo`, `mover` / `move`           | cross a door, gap, section or stairs: `Atravieso la puerta este al pasillo`, `mover Biblioteca-Oeste` |
//! | `seguir`, `sigo` / `follow` P                    | follow P (in the same place or in sight)     |
//! | `quedarse`, `me quedo`, `espero` / `stay`        | stay ("bailará en el sitio")                 |
//! | `tarea`, `comienzo`, `continúo` / `task` text    | a task step (the task's data: issue 2 of 2)  |
//! | `matar`, `mato`, `asesinar` / `kill` P           | impostors: kill P in the same place          |
//! | `pasaje entrar` / `mover X` / `salir` / `passage`| impostors: a secret passage                  |
//! | `reportar`, `reporto` / `report` P `fase` N      | free: report P's body in phase N             |
//! | `campana`, `toco` / `bell` `fase` N              | free: ring the bell in the Comedor in phase N|
//! | `votar`, `voto` / `vote` P                       | deliberation: one vote, never changed        |
//! | `sabotear`, `bloqueo`, `apago`, `boicoteo` / `sabotage`, `lock` | impostors: a sabotage (`sabotear luces`, `bloqueo las puertas de Capilla y Luces`, `apago las chimeneas`, `boicoteo el palomar`) |
//! | `abro` / `open`                                  | `abro las verjas` (a sabotage), `abro la puerta de …` (unlock) |
//! | `reparo`, `enciendo`, `cojo`, `desbloqueo` / `repair`, `relight`, `take`, `unlock` | a repair: `cojo un candelabro`, `enciendo la chimenea`, `reparo el palomar`, `desbloqueo la puerta de la Capilla` |
//! | `cierro` / `close` `la verja` `fase` N           | free: close the gate one stands at, in phase N |
//! | `abstenerse`, `me abstengo` / `abstain`          | deliberation: abstain                        |
//! | `me transformo en`, `adopto la apariencia de` / `transform` P | the Cambiaformas: take P's look |
//! | `protejo`, `proteger` / `protect` P              | the Ángel Guardián: shield P for 5 phases    |
//! | `uso`, `miro`, `activo`, `consulto` / `use` O     | an object: `uso el altar`, `miro el plano`, `uso la bola de cristal: Recibidor, …`, `activo el talismán [fase N]` |

use crate::core::conjugate::{Lemmas, spellings};
use crate::core::grammar::{VerbKind, VerbSpec};
use std::sync::LazyLock;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verb {
    Move,
    Follow,
    Stay,
    Task,
    Kill,
    Passage,
    Report,
    Bell,
    Vote,
    Abstain,
    /// The sabotages and their repairs (`sabotage::read`).
    Sabotage,
    Open,
    Repair,
    Close,
    Transform,
    Protect,
    Object,
}

/// The spellings no paradigm gives (nouns that lead an order, `tarea`, `campana`) and the
/// forms players were seen to write, per verb.
const WRITTEN: &[VerbSpec<Verb>] = &[
    VerbSpec {
        verb: Verb::Move,
        words: &[
            "mover",
            "move",
            "atravieso",
            "atravesar",
            "cruzo",
            "cruzar",
            "muevo",
            "pasar",
            "entro",
            // "colarse en ella": `me cuelo en el pasaje`
            "cuelo",
            // `tiro pa la cocina`: "tirar para", colloquial going somewhere (`orders`: only
            // towards a place).
            "tiro",
            "cross",
            "muovo",
            "muovere",
            "vado",
            "andare",
            "sposto",
            "spostarsi",
            "spostarmi",
            "attraverso",
            "attraversare",
            "passo",
            "entrare",
        ],
    },
    VerbSpec {
        verb: Verb::Follow,
        words: &["seguir", "follow", "sigo", "seguo", "pedino", "pedinare"],
    },
    VerbSpec {
        verb: Verb::Stay,
        words: &[
            "quedarse",
            "quedarme",
            "stay",
            "quedo",
            "espero",
            "esperar",
            "wait",
            "resto",
            "restare",
            "rimango",
            "rimanere",
            "aspetto",
            "aspettare",
            "fermo",
            "ferma",
            // A bare stance word for a point (`luego quieto`): "bailará en el sitio".
            "quieto",
            "quieta",
        ],
    },
    VerbSpec {
        verb: Verb::Task,
        words: &[
            "tarea",
            "task",
            "comienzo",
            "continuo",
            "termino",
            "hago",
            "realizo",
            // "Gasto un Punto de Acción en hacer la tarea …": the rulebook's own phrasing
            // with the infinitive after "en".
            "hacer",
            "realizar",
            "comenzar",
            "continuar",
            "terminar",
            "compito",
            "faccio",
            "fare",
            "svolgo",
            "svolgere",
            "eseguo",
            "eseguire",
            "completo",
            "completare",
            "inizio",
            "iniziare",
            "continuare",
        ],
    },
    VerbSpec {
        verb: Verb::Kill,
        words: &[
            "matar",
            "kill",
            "mato",
            "asesinar",
            "uccido",
            "uccidere",
            "ammazzo",
            "ammazzare",
        ],
    },
    VerbSpec {
        verb: Verb::Passage,
        words: &["pasaje", "passage", "passaggio"],
    },
    VerbSpec {
        verb: Verb::Report,
        words: &[
            "reportar",
            "report",
            "reporto",
            "segnalo",
            "segnalare",
            "riporto",
            "riportare",
            "denuncio",
            "denunciare",
        ],
    },
    VerbSpec {
        verb: Verb::Bell,
        words: &["campana", "bell", "toco", "tocar", "suono", "suonare"],
    },
    VerbSpec {
        verb: Verb::Vote,
        words: &["votar", "vote", "voto", "votare"],
    },
    VerbSpec {
        verb: Verb::Abstain,
        words: &[
            "abstenerse",
            "abstain",
            "abstengo",
            "abstencion",
            "astengo",
            "astenersi",
            "astenermi",
            "astensione",
            // `Scheda bianca per me`, `papeleta en blanco`: the blank ballot is the abstention
            // (rulings 64, 70); read only with the blank word after it (`people::blank_ballot`).
            "scheda",
            "papeleta",
            "blank",
        ],
    },
    VerbSpec {
        verb: Verb::Sabotage,
        words: &[
            "sabotear",
            "sabotage",
            "saboteo",
            "bloquear",
            "bloqueo",
            "lock",
            "apagar",
            "apago",
            "boicotear",
            "boicoteo",
            "saboto",
            "sabotare",
            "blocco",
            "bloccare",
            "spengo",
            "spegnere",
            "boicotto",
            "boicottare",
        ],
    },
    VerbSpec {
        verb: Verb::Open,
        words: &["abrir", "abro", "open", "apro", "aprire"],
    },
    VerbSpec {
        verb: Verb::Repair,
        words: &[
            "reparar",
            "repair",
            "reparo",
            "encender",
            "enciendo",
            "reavivar",
            "reavivo",
            "relight",
            "coger",
            "cojo",
            "tomar",
            "tomo",
            "take",
            "desbloquear",
            "desbloqueo",
            "unlock",
            "riparo",
            "riparare",
            "accendo",
            "accendere",
            "riaccendo",
            "riaccendere",
            "prendo",
            "prendere",
            "sblocco",
            "sbloccare",
        ],
    },
    VerbSpec {
        verb: Verb::Close,
        words: &["cerrar", "cierro", "close", "chiudo", "chiudere"],
    },
    VerbSpec {
        verb: Verb::Transform,
        words: &[
            "transformo",
            "transformarse",
            "transformarme",
            "transformar",
            "adopto",
            "adoptar",
            "adquiero",
            "adquirir",
            "transform",
            "shapeshift",
            "trasformo",
            "trasformarmi",
            "trasformarsi",
            "assumo",
            "assumere",
        ],
    },
    VerbSpec {
        verb: Verb::Protect,
        words: &["protejo", "proteger", "protect", "proteggo", "proteggere"],
    },
    VerbSpec {
        verb: Verb::Object,
        words: &[
            "usar",
            "uso",
            "use",
            "utilizar",
            "utilizo",
            "activar",
            "activo",
            "activate",
            "mirar",
            "miro",
            "consultar",
            "consulto",
            "consult",
            "look",
            "usare",
            "utilizzare",
            "attivo",
            "attivare",
            "guardo",
            "guardare",
            "consultare",
        ],
    },
];

/// The lemmas of a move: `salgo al pasillo`, `voy a la Cocina`, `vuelvo al comedor`, `regreso a
/// la Cocina`, `me dirijo a la Cocina`, `torno in cucina`, `I go back to the kitchen`.
const MOVE_ES: &[&str] = &[
    "mover",
    "moverse",
    "atravesar",
    "cruzar",
    "pasar",
    "entrar",
    "salir",
    "bajar",
    "subir",
    "ir",
    "volver",
    "regresar",
    "caminar",
    "correr",
    "avanzar",
    "dirigirse",
    // `me meto en el pasadizo`, `me meto en la cocina`; the rulebook's "colarse en ella"
    "meterse",
    "colarse",
    // `me acerco a la cocina`
    "acercarse",
];
const MOVE_IT: &[&str] = &[
    "muovere",
    "spostarsi",
    "andare",
    "attraversare",
    "passare",
    "entrare",
    "uscire",
    "salire",
    "scendere",
    "tornare",
    "ritornare",
    "rientrare",
    "camminare",
    "correre",
    "dirigersi",
    "infilarsi",
    "avvicinarsi",
];
const MOVE_EN: &[&str] = &[
    "move", "cross", "go", "enter", "exit", "return", "walk", "run", "head",
];

/// The lemmas of a task step: `empiezo la tarea`, `acabo la tarea`, `continúo con la tarea`
/// (`sigo con Pulir la plata` is `orders::follow`'s).
const TASK_ES: &[&str] = &[
    "empezar",
    "comenzar",
    "continuar",
    "terminar",
    "hacer",
    "realizar",
    "completar",
    "acabar",
    "proseguir",
];
const TASK_IT: &[&str] = &[
    "fare",
    "svolgere",
    "eseguire",
    "completare",
    "iniziare",
    "continuare",
    "cominciare",
    "finire",
    "proseguire",
];
const TASK_EN: &[&str] = &["finish", "continue", "complete", "start"];

/// Each verb's lemmas: every form players write comes from the core's conjugation (`salgo al
/// pasillo`, `empiezo la tarea`, `me muevo a la cocina`, `bajo al sótano`, `esco`).
fn lemmas(verb: Verb) -> Lemmas {
    Lemmas {
        es: spanish(verb),
        it: italian(verb),
        en: english(verb),
    }
}

/// The Spanish lemmas of each verb (the rulebook's own words: "Desplazarse", "Seguir a otro
/// jugador", "Asesinar", "Reportar un cadáver", "hacer sonar la campana").
fn spanish(verb: Verb) -> &'static [&'static str] {
    match verb {
        Verb::Move => MOVE_ES,
        Verb::Follow => &["seguir"],
        Verb::Stay => &["quedarse", "esperar"],
        Verb::Task => TASK_ES,
        Verb::Kill => &["matar", "asesinar", "cargarse"],
        Verb::Passage => &[],
        Verb::Report => &["reportar", "denunciar"],
        Verb::Bell => &["tocar"],
        Verb::Vote => &["votar"],
        Verb::Abstain => &["abstenerse"],
        Verb::Sabotage => &["sabotear", "bloquear", "apagar", "boicotear"],
        Verb::Open => &["abrir"],
        Verb::Repair => &[
            "reparar",
            "encender",
            "reavivar",
            "coger",
            "tomar",
            "desbloquear",
        ],
        Verb::Close => &["cerrar"],
        Verb::Transform => &["transformarse", "transformar", "adoptar", "adquirir"],
        Verb::Protect => &["proteger"],
        Verb::Object => &["usar", "utilizar", "activar", "mirar", "consultar"],
    }
}

/// The Italian lemmas of each verb.
fn italian(verb: Verb) -> &'static [&'static str] {
    match verb {
        Verb::Move => MOVE_IT,
        Verb::Follow => &["seguire", "pedinare"],
        Verb::Stay => &["restare", "rimanere", "aspettare"],
        Verb::Task => TASK_IT,
        Verb::Kill => &["uccidere", "ammazzare"],
        Verb::Passage => &[],
        Verb::Report => &["segnalare", "riportare", "denunciare"],
        Verb::Bell => &["suonare"],
        Verb::Vote => &["votare"],
        Verb::Abstain => &["astenersi"],
        Verb::Sabotage => &["sabotare", "bloccare", "spegnere", "boicottare"],
        Verb::Open => &["aprire"],
        Verb::Repair => &[
            "riparare",
            "accendere",
            "riaccendere",
            "prendere",
            "sbloccare",
        ],
        Verb::Close => &["chiudere"],
        Verb::Transform => &["trasformarsi", "assumere"],
        Verb::Protect => &["proteggere"],
        Verb::Object => &["usare", "utilizzare", "attivare", "guardare", "consultare"],
    }
}

/// The English lemmas of each verb.
fn english(verb: Verb) -> &'static [&'static str] {
    match verb {
        Verb::Move => MOVE_EN,
        Verb::Follow => &["follow"],
        Verb::Stay => &["stay", "wait"],
        Verb::Task => TASK_EN,
        Verb::Kill => &["kill"],
        Verb::Passage => &[],
        Verb::Report => &["report"],
        Verb::Bell => &["ring"],
        Verb::Vote => &["vote"],
        Verb::Abstain => &["abstain"],
        Verb::Sabotage => &["sabotage", "lock"],
        Verb::Open => &["open"],
        Verb::Repair => &["repair", "relight", "take", "unlock"],
        Verb::Close => &["close"],
        Verb::Transform => &["transform", "shapeshift"],
        Verb::Protect => &["protect"],
        Verb::Object => &["use", "activate", "consult", "look"],
    }
}

/// The verb table: the written spellings and every form of every lemma.
pub static VERBS: LazyLock<Vec<VerbSpec<Verb>>> = LazyLock::new(|| {
    WRITTEN
        .iter()
        .map(|spec| VerbSpec {
            verb: spec.verb,
            words: spellings(&lemmas(spec.verb), spec.words),
        })
        .collect()
});

/// Kills said with an everyday verb and its particle (`faccio fuori Luca`, "far fuori": to do
/// away with someone): read as the kill only with a player's name right after `fuori`
/// (`faccio fuori la torta` is no order; `faccio la tarea` stays a task).
pub(super) fn phrasal() -> Vec<crate::core::intake::Phrasal> {
    let fare = Lemmas {
        es: &[],
        it: &["fare"],
        en: &[],
    };
    vec![crate::core::intake::Phrasal::new(
        &fare,
        &["far"],
        &["fuori"],
        "matar",
    )]
}

/// "A la hora de invertir los puntos de acción será importante indicar el orden": every
/// order counts, none replaces another.
pub fn kinds() -> Vec<VerbKind> {
    let all: Vec<Verb> = VERBS.iter().map(|s| s.verb).collect();
    crate::core::grammar::kinds(&VERBS, &[&[Verb::Vote, Verb::Abstain]], &all)
}

/// The words that number a point of action: `1 Punto de acción:`, `2º punto:`, and the
/// rulebook's own "Gasto un Punto de Acción en activar …", "Gasto el segundo Punto de Acción
/// en …".
pub const LEAD_IN: &[&str] = &[
    "1", "2", "3", "1º", "2º", "3º", "punto", "puntos", "de", "accion", "pa", "primer", "segundo",
    "tercer", "point", "action", "fase", "phase", "gasto", "invierto", "un", "el", "en", "the",
    "spend", "azione", "d", "primo", "terzo", "spendo",
    // `PD: el 3er punto, …`, `tercero: …`, `in phase 2 I ring the bell`, `nella fase 2`. Not
    // `primero`: "Primero voy a la terraza, luego me quedo ahí" is prose, the master's to read.
    "pd", "ps", "1er", "3er", "1ro", "2do", "3ro", "1st", "2nd", "3rd", "segunda", "tercero",
    "tercera", "secondo", "seconda", "terza", "first", "second", "third", "in", "nella", "alla",
    // `F1 voy a la cocina F2 pelo patatas`, `PA2 me quedo`: the phase's or the point's letters
    // written onto its number.
    "f",
];

pub const ENGLISH: &[&str] = &[
    "move",
    "follow",
    "stay",
    "task",
    "kill",
    "passage",
    "report",
    "bell",
    "vote",
    "abstain",
    "sabotage",
    "open",
    "repair",
    "close",
    "transform",
    "shapeshift",
    "protect",
    "use",
    "activate",
    "consult",
    "look",
];
