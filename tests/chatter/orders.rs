//! The order PMs of `tests/chatter.rs`: real order lines with prose around them, and the
//! order lines each must read as.

/// The phase an order is sent in: the example game's first night or first day.
#[derive(Clone, Copy)]
pub enum When {
    Night,
    Day,
}

/// An order PM and the order lines it must read as (each from its verb).
pub struct Order {
    pub ruleset: &'static str,
    pub player: &'static str,
    pub when: When,
    pub pm: &'static str,
    pub reads: &'static [&'static str],
}

const fn order(
    ruleset: &'static str,
    player: &'static str,
    when: When,
    pm: &'static str,
    reads: &'static [&'static str],
) -> Order {
    Order {
        ruleset,
        player,
        when,
        pm,
        reads,
    }
}

use When::{Day, Night};

/// Order PMs as players write them.
pub const ORDERS: &[Order] = &[
    // one-night, night: Ana doppelgänger, Bruno lone werewolf, Carla seer, Dani robber,
    // Elena troublemaker, Fede drunk.
    order(
        "one-night",
        "Carla",
        Night,
        "Hola máster!!\nQuiero ver la carta de Bruno por favor\nUn saludo, Fer",
        &["ver la carta de Bruno por favor"],
    ),
    order(
        "one-night",
        "Carla",
        Night,
        "[b]ver Bruno[/b]",
        &["ver Bruno"],
    ),
    order(
        "one-night",
        "Carla",
        Night,
        "Buenas 😀\nveo a Hugo\nGracias",
        &["veo a Hugo"],
    ),
    order(
        "one-night",
        "Carla",
        Night,
        "I want to see Elena please",
        &["see Elena please"],
    ),
    order(
        "one-night",
        "Carla",
        Night,
        "Hola!\nver centro 1 y 3",
        &["ver centro 1 y 3"],
    ),
    order(
        "one-night",
        "Carla",
        Night,
        "**Miro** la carta de Jorge, gracias máster",
        &["Miro la carta de Jorge gracias máster"],
    ),
    order(
        "one-night",
        "Dani",
        Night,
        "I want to rob Elena",
        &["rob Elena"],
    ),
    order(
        "one-night",
        "Dani",
        Night,
        "Esta noche robo a Fede.",
        &["robo a Fede"],
    ),
    order(
        "one-night",
        "Dani",
        Night,
        "Hola máster\nrobar a Carla por favor\n--\nDaniel",
        &["robar a Carla por favor"],
    ),
    order(
        "one-night",
        "Elena",
        Night,
        "Intercambio a Ana y Bruno, gracias",
        &["Intercambio a Ana y Bruno gracias"],
    ),
    order(
        "one-night",
        "Elena",
        Night,
        "swap Ana and Bruno",
        &["swap Ana and Bruno"],
    ),
    order(
        "one-night",
        "Elena",
        Night,
        "Quiero intercambiar a Hugo con Gloria",
        &["intercambiar a Hugo con Gloria"],
    ),
    order(
        "one-night",
        "Fede",
        Night,
        "tomar centro 3",
        &["tomar centro 3"],
    ),
    order(
        "one-night",
        "Fede",
        Night,
        "Cojo la carta del centro 2, un saludo",
        &["Cojo la carta del centro 2 un saludo"],
    ),
    order(
        "one-night",
        "Ana",
        Night,
        "Hola máster, ahí va mi MP :)\ncopiar Carla",
        &["copiar Carla"],
    ),
    order(
        "one-night",
        "Bruno",
        Night,
        "Buenas!!\n[b]Quiero ver la carta del centro 2[/b]\nGracias, Bru",
        &["ver la carta del centro 2"],
    ),
    // one-night, day.
    order(
        "one-night",
        "Ana",
        Day,
        "Después de lo que dijo Hugo en el hilo lo tengo claro.\n[b]Voto: Gloria[/b]\nUn saludo",
        &["Voto Gloria"],
    ),
    order(
        "one-night",
        "Bruno",
        Day,
        "voto a Carla porque mintió",
        // Issue 22 J: a reason naming nothing of the game is prose after the order.
        &["voto a Carla"],
    ),
    order(
        "one-night",
        "Hugo",
        Day,
        // An apology after the order is prose after it (blind corpus 7).
        "I vote for Jorge, sorry mate",
        &["vote for Jorge"],
    ),
    order(
        "one-night",
        "Gloria",
        Day,
        "votar a Inés",
        &["votar a Inés"],
    ),
    order(
        "one-night",
        "Jorge",
        Day,
        "Mi voto: Daniel",
        &["voto Daniel"],
    ),
    // lupus, night 0: Dario is the Veggente gufato.
    order(
        "lupus",
        "Dario",
        Night,
        "Inviato il: dom 29 nov 2026, 22:40\n\nCiao master!\nStanotte indago su Alessia, grazie\n--\nDario",
        &["indago su Alessia grazie"],
    ),
    order(
        "lupus",
        "Dario",
        Night,
        "indaga Chiara per favore",
        &["indaga Chiara per favore"],
    ),
    order(
        "lupus",
        "Dario",
        Night,
        "[i]Indago su Ale[/i] 🙏",
        &["Indago su Ale"],
    ),
    order(
        "lupus",
        "Dario",
        Night,
        "Ciao master, ecco il mio PM\nio indago Bruno",
        &["indago Bruno"],
    ),
    order(
        "lupus",
        "Dario",
        Night,
        "I want to investigate Hugo",
        &["investigate Hugo"],
    ),
    // lupus, day 1.
    order(
        "lupus",
        "Luca",
        Day,
        "Buongiorno\nvoto per Bruno, grazie master",
        &["voto per Bruno grazie master"],
    ),
    order("lupus", "Marta", Day, "Vota: Chiara", &["Vota Chiara"]),
    order("lupus", "Nico", Day, "Ciao\nmi astengo", &["astengo"]),
    order("lupus", "Olga", Day, "**vota** _Irene_", &["vota Irene"]),
    order(
        "lupus",
        "Rita",
        Day,
        "vote for Franco",
        &["vote for Franco"],
    ),
    order(
        "lupus",
        "Alessia",
        Day,
        "Allora, voto Giulia e basta",
        &["voto Giulia e basta"],
    ),
    order("lupus", "Franco", Day, "rogo Paolo", &["rogo Paolo"]),
    order(
        "lupus",
        "Paolo",
        Day,
        "Ciao a tutti\nmi astengo dal voto, grazie",
        &["astengo dal voto grazie"],
    ),
    // chechino, night 1.
    order(
        "chechino",
        "Ana",
        Night,
        "Hola máster!!\nEsta noche a por el de la F.\nRuta: G - H - F\nmato a Fede\nUn saludo",
        &["Ruta G-H-F", "mato a Fede"],
    ),
    order(
        "chechino",
        "Ana",
        Night,
        "ruta G-H-F\n[b]Mato a Fede[/b], gracias",
        &["ruta G-H-F", "Mato a Fede gracias"],
    ),
    order(
        "chechino",
        "Bruno",
        Night,
        "enviado: 2026-11-29 22:30\nquiero ir por A-E-F-H-G-A\nsecuestro a Gino",
        &["ir por A-E-F-H-G-A", "secuestro a Gino"],
    ),
    order(
        "chechino",
        "Carla",
        Night,
        "Buenas noches máster\nmarco la I\nSaludos",
        &["marco la I"],
    ),
    order(
        "chechino",
        "Elena",
        Night,
        "Ruta: E - A - B",
        &["Ruta E-A-B"],
    ),
    order(
        "chechino",
        "Gino",
        Night,
        "muro H-I y N-O",
        &["muro H-I y N-O"],
    ),
    order(
        "chechino",
        "Paula",
        Night,
        "vigilo K, gracias",
        &["vigilo K gracias"],
    ),
    order(
        "chechino",
        "Mario",
        Night,
        "Paseo nocturno: me llevo la pistola y duermo en el barracón.\nruta N-S3-S1-B-A-C\nusar A Mario",
        &["ruta N-S3-S1-B-A-C", "usar A Mario"],
    ),
    // chechino, day 1.
    order(
        "chechino",
        "Ana",
        Day,
        "Voto a Gino, que no me fío",
        &["Voto a Gino que no me fío"],
    ),
    order(
        "chechino",
        "Hugo",
        Day,
        "Hola a todos\nvoto: Kiko\nUn saludo",
        &["voto Kiko"],
    ),
    order(
        "chechino",
        "Lola",
        Day,
        "I vote for Nora, thanks",
        &["vote for Nora thanks"],
    ),
    order(
        "chechino",
        "Nora",
        Day,
        "[color=red]votar a Oscar[/color]",
        &["votar a Oscar"],
    ),
    // A name alone in red is a vote, as the rulebook writes it: "El voto se emite con el
    // nombre del elegido en color ROJO".
    order(
        "chechino",
        "Dani",
        Day,
        "Enviado: Lun Nov 30, 2026 6:00 pm\n[color=red][b]Paula[/b][/color]",
        &["votar Paula"],
    ),
    order(
        "chechino",
        "Juan",
        Day,
        "Hola máster\n[b][color=#ff0000]Kiko[/color][/b]\nUn saludo",
        &["votar Kiko"],
    ),
    order(
        "lupus",
        "Marta",
        Day,
        "[color=red]Chiara[/color]",
        &["vota Chiara"],
    ),
    // Natural phrasings of the Obstructor's wall, the route and the kill.
    order(
        "chechino",
        "Gino",
        Night,
        "pongo muros en H-I y N-O",
        &["muros en H-I y N-O"],
    ),
    order(
        "chechino",
        "Gino",
        Night,
        "quiero poner muro H-I N-O",
        &["muro H-I N-O"],
    ),
    order(
        "chechino",
        "Gino",
        Night,
        "pongo un muro en H-I y otro en N-O",
        &["muro en H-I y otro en N-O"],
    ),
    order(
        "chechino",
        "Ana",
        Night,
        "hago la ruta G-H-F\nme cargo a Fede",
        &["ruta G-H-F", "cargo a Fede"],
    ),
    // `cambio:` announces the order, it is not the Vigilante's `cambiar`.
    order(
        "chechino",
        "Ana",
        Night,
        "ruta G-H-F\nPerdona máster, cambio: mato a Fede",
        &["ruta G-H-F", "mato a Fede"],
    ),
    // `a` before the resident is the preposition, not the house A.
    order(
        "chechino",
        "Carla",
        Night,
        "marcar a Paula",
        &["marcar a Paula"],
    ),
];
