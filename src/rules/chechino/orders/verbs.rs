//! Chechino's verb table as lemmas: every form players write (`marqué la I`, `vigilo`,
//! `voy a matar`, `secuestrando`, `riego la F`) comes from the core's conjugation; the
//! spellings no paradigm gives (`ruta`, `muro`, `mensaje`, the nouns that lead an order) are
//! listed as written.

use super::Verb;
use crate::core::conjugate::{Lemmas, spellings};
use crate::core::grammar::VerbSpec;
use crate::core::intake::Phrasal;
use std::sync::LazyLock;

const fn lemmas(
    es: &'static [&'static str],
    it: &'static [&'static str],
    en: &'static [&'static str],
) -> Lemmas {
    Lemmas { es, it, en }
}

/// Each verb: its lemmas (Spanish, the rulebook's, Italian and English; the forums of the game
/// write in all three: `uccido Ines`, `segno la casa di Ines`, `Fermo i motori`), then its
/// written spellings.
const LEMMAS: &[(Verb, Lemmas, &[&str])] = &[
    (
        Verb::Route,
        // `camino E-A-B`: the walker's own verb ("trazará un recorrido"), as `recorro`; the
        // rulebook's `salir` ("Salir de tu propia casa": `Salgo de la casa de mi cómplice:
        // A-E-F`). A label before a route (`Mi paseo: E-F-D-C`) is no verb: the intake reads
        // the route after it (`Ruleset::bare_route`).
        lemmas(&["recorrer", "caminar", "salir"], &[], &["walk"]),
        // `Percorso A-B-S1`: the Italian noun of the route, as `ruta`; `faccio il giro
        // O-P-M-N-O`, the round a walker makes.
        &["ruta", "route", "recorrido", "ir", "percorso", "giro"],
    ),
    (
        Verb::Kill,
        // `asesinar` as written only: `asesino` is the role far more often than the verb.
        lemmas(&["matar"], &["uccidere", "ammazzare"], &["kill"]),
        &["asesinar", "cargo", "cargarme"],
    ),
    (
        Verb::Kidnap,
        lemmas(&["secuestrar", "raptar"], &["rapire"], &["kidnap"]),
        &[],
    ),
    (
        Verb::Unbury,
        lemmas(&["desenterrar"], &["dissotterrare"], &["unbury"]),
        &[],
    ),
    (
        Verb::Water,
        lemmas(&["regar"], &["annaffiare"], &["water"]),
        &[],
    ),
    (
        Verb::Use,
        // "puede robar uno de los espejos": `robo un espejo para Ana y Bruno`, the function
        // named by what is stolen (refused when it names nothing stolen).
        lemmas(
            &["usar", "activar", "robar"],
            &["usare", "attivare", "rubare"],
            &["use", "activate", "steal"],
        ),
        &["usar", "stole"],
    ),
    (
        Verb::Wall,
        lemmas(&["obstruir"], &[], &[]),
        &["muro", "muros", "muri", "wall", "walls"],
    ),
    // "se quedará vigilando uno de los caminos"; "podrán mirar por la ventana". Of `mirar`
    // only the player's own forms: `mira`, `mirad` are the thread's "look" (`Mirad lo que puso
    // Ana`).
    (
        Verb::Watch,
        lemmas(&["vigilar", "observar"], &["sorvegliare"], &["watch"]),
        &["mirar", "miro", "mirando", "mirare"],
    ),
    (
        Verb::Mark,
        lemmas(&["marcar"], &["segnare", "marcare"], &["mark"]),
        &[],
    ),
    (
        Verb::Swap,
        lemmas(&["cambiar", "intercambiar"], &["scambiare"], &["swap"]),
        &[],
    ),
    (
        Verb::Message,
        lemmas(&[], &[], &[]),
        &["mensaje", "message", "trance", "messaggio"],
    ),
    (Verb::Vote, lemmas(&["votar"], &["votare"], &["vote"]), &[]),
    (
        Verb::TieBreak,
        lemmas(&["desempatar"], &[], &["tiebreak"]),
        &["desempate"],
    ),
    (
        Verb::Drunk,
        lemmas(&["emborrachar", "anular"], &[], &[]),
        // The first spelling is the verb `check` shows: the rulebook's word, then the English.
        // `Borrachera: Carla`: the noun as the label of the order, as `Voto: Bruno`.
        // `Faccio ubriacare Carla`: the Italian said as a doing, its infinitive only (`ubriaco`,
        // `ubriaca` are the adjective, "drunk").
        &["emborrachar", "drunk", "borrachera", "ubriacare"],
    ),
    (
        Verb::Stop,
        lemmas(&["parar", "detener"], &["fermare"], &["stop"]),
        &[],
    ),
    (
        Verb::Shoot,
        lemmas(&["disparar"], &["sparare"], &["shoot"]),
        &[],
    ),
    (
        Verb::Reply,
        lemmas(
            &["responder", "contestar"],
            &["rispondere"],
            &["reply", "answer"],
        ),
        // `Respuesta para el místico: …`: the noun as the label of the answer, as `Voto:`.
        &["respuesta", "risposta"],
    ),
];

/// "En un primer turno las secuestra": a Spanish player takes his victim away, `me llevo a
/// Gino` (docs/rulings/chechino.md): the kidnap, read where a player's name follows.
pub(in crate::rules::chechino) fn phrasal() -> Vec<Phrasal> {
    let take = Lemmas {
        es: &["llevar", "llevarse"],
        it: &[],
        en: &[],
    };
    // "enviar un mensaje anónimo" from the Radio: `en la Radio le mando a Carla: "…"`. Only
    // where the line names the Radio first (a message to a player is the Observatorio's
    // trance too); `mando` of the `Puente de mando` opens no line.
    let send = Lemmas {
        es: &["mandar", "enviar"],
        it: &[],
        en: &[],
    };
    // "el místico podrá enviar un mensaje a cualquier jugador muerto": `le mando un mensaje a
    // Fede: …` is the trance (the Radio sends only to the living, "al jugador vivo"), and
    // `send a message to Fede`; from the Radio, the Radio's.
    let send_en = Lemmas {
        es: &[],
        it: &[],
        en: &["send"],
    };
    let a_message = ["un", "mensaje", "a"];
    // "podrá leer y escribir un nombre en el libro de casamientos": `En la capilla apunto a
    // Ines en el libro`, only where the line names the Capilla first (`apunto a Ines` alone may
    // be aiming at her).
    let write = Lemmas {
        es: &["apuntar", "escribir", "anotar"],
        it: &["scrivere"],
        en: &["write"],
    };
    vec![
        Phrasal::new(&take, &["llevarmelo", "llevarmela"], &["a"], "secuestrar"),
        Phrasal::new(&send, &["mandarle", "enviarle"], &["a"], "usar radio").at("radio"),
        Phrasal::new(&send, &["mandarle", "enviarle"], &a_message, "usar radio").at("radio"),
        Phrasal::new(&send, &["mandarle", "enviarle"], &a_message, "mensaje"),
        Phrasal::new(&send_en, &[], &["a", "message", "to"], "mensaje"),
        Phrasal::new(&write, &[], &["a"], "usar capilla").at("capilla"),
        // `en la capilla escribo el nombre de Kiko en el libro`: the name written, the book
        // after it.
        Phrasal::new(&write, &[], &["el", "nombre", "de"], "usar capilla").at("capilla"),
        Phrasal::new(&write, &[], &[], "usar capilla").at("capilla"),
    ]
    .into_iter()
    .chain(everyday())
    .collect()
}

/// The orders said in everyday words of the forums (blind corpus 15): the kill, the kidnap,
/// the pistol's shot, the Bombero's watering, a message left at the Radio.
fn everyday() -> Vec<Phrasal> {
    // `stanotte mi porto via Ines`: the Italian takes his victim away as the Spanish does.
    let take_away = Lemmas {
        es: &[],
        it: &["portare"],
        en: &[],
    };
    // "el Asesino ... matar": `allí liquido a Lola`, `liquido Lola`; only where a player's
    // name follows (`liquidar` is also settling a debt).
    let finish_off = Lemmas {
        es: &["liquidar"],
        it: &["liquidare"],
        en: &[],
    };
    // "disparar a un jugador" with the Armería's pistol: `le pego un tiro a Gino`, `le meto
    // un tiro a Gino`, `le pego un balazo a Gino`: said by `disparo` (the infinitive
    // `disparar` standing alone was raised as a misspelt `dispara`).
    let a_shot = Lemmas {
        es: &["pegar", "meter", "dar"],
        it: &[],
        en: &[],
    };
    // The Bombero "regará": `le doy un manguerazo a la M`, `le echo agua a la M`: any object,
    // the house is the grammar's to read.
    let hose = Lemmas {
        es: &["dar", "echar"],
        it: &[],
        en: &[],
    };
    // `paso por la radio y le dejo un mensajito anónimo a Kiko: «…»`: a message left at the
    // Radio is the Radio's.
    let leave = Lemmas {
        es: &["dejar"],
        it: &["lasciare"],
        en: &[],
    };
    // "emborrachar a un jugador" at the Cantina: `le pongo unas copas de más a Hugo`, `a Hugo
    // le pongo unas copas de más` (the player fronted, the phrase ending its clause).
    let pour = Lemmas {
        es: &["poner"],
        it: &[],
        en: &[],
    };
    let drinks = Phrasal::new(
        &pour,
        &[],
        &["unas", "copas", "de", "mas", "a"],
        "emborracho",
    );
    let left =
        Phrasal::new(&leave, &["dejarle"], &["un", "mensaje", "a"], "usar radio").at("radio");
    vec![
        Phrasal::new(&take_away, &[], &["via"], "secuestrar"),
        Phrasal::new(&finish_off, &[], &["a"], "matar"),
        Phrasal::new(&finish_off, &[], &[], "matar"),
        Phrasal::new(
            &a_shot,
            &["pegarle", "meterle", "darle"],
            &["un", "tiro", "a"],
            "disparo",
        ),
        Phrasal::new(
            &a_shot,
            &["pegarle", "meterle", "darle"],
            &["un", "balazo", "a"],
            "disparo",
        ),
        Phrasal::new(&hose, &[], &["un", "manguerazo", "a"], "regar").any_object(),
        Phrasal::new(&hose, &[], &["agua", "a"], "regar").any_object(),
        drinks.clone(),
        drinks.with_particles(&["unas", "copas", "de", "mas"]),
        left.with_particles(&["un", "mensajito", "a"]),
        left.with_particles(&["un", "mensaje", "anonimo", "a"]),
        left.with_particles(&["un", "mensajito", "anonimo", "a"]),
        left.with_particles(&["un", "messaggio", "a"]),
        left.with_particles(&["un", "messaggio", "anonimo", "a"]),
        left,
    ]
}

/// The verb table: the written spellings and every form of every lemma.
pub(super) static VERBS: LazyLock<Vec<VerbSpec<Verb>>> = LazyLock::new(|| {
    LEMMAS
        .iter()
        .map(|(verb, lemmas, extra)| VerbSpec {
            verb: *verb,
            words: spellings(lemmas, extra),
        })
        .collect()
});

#[cfg(test)]
mod tests {
    use super::*;

    /// `check` shows a verb in the rulebook's language by the table's first spelling (review
    /// break4 L1: `emborrachar Carla` read `→ drunk Carla`).
    #[test]
    fn every_verb_is_shown_by_a_spanish_word() {
        for spec in VERBS.iter() {
            let first = spec.words[0];
            assert!(
                !["drunk", "route", "vote", "mark", "stop"].contains(&first),
                "{:?} shown as {first}",
                spec.verb
            );
        }
        let drunk = VERBS.iter().find(|s| s.verb == Verb::Drunk).expect("drunk");
        assert_eq!(drunk.words[0], "emborrachar");
    }
}
