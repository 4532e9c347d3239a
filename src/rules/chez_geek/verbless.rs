//! Reactions written with no verb: "Las cartas de Cuando Sea pueden jugarse sobre cualquier
//! jugador en cualquier momento", and a player who answers a play writes the card and whom it
//! aims (`Maratón de Series contra Ana en la jugada 2`, `¡Estás despedido! sobre Ana`). A line
//! that starts with a card its sender holds and a word aiming it is that card played.

use super::cards::Kind;
use super::state::State;
use crate::core::ruleset::HeldThings;

/// The words that aim a card at a player or a play, right after it (`Gorroneo a los
/// Cigarrillos de Ana`: the card is aimed as `jugar Gorroneo a …` would be).
const AIMING: &[&str] = &[
    "contra", "sobre", "su", "contro", "against", "on", "a", "al", "ad", "pa", "para", "per", "for",
];

/// Each player's hand, every card by its name and aliases, played (`jugar`) when a line with
/// no verb starts with it and aims it; and the cards of his room: a Persona there is thrown
/// out (`echar`: `Gilipollas al cuarto de Ana`, "deshacerte de una Persona"), any other only
/// named (no verb), so that a line naming one by a short name (`the Chica can have my
/// Palomitas`) speaks of the game and is never talk in silence.
pub fn held_things(state: &State) -> HeldThings {
    let names = |id: &String, verb: &str| {
        let card = state.card(id);
        std::iter::once(&card.name)
            .chain(&card.aliases)
            .map(|name| (verb.to_string(), name.clone()))
            .collect::<Vec<_>>()
    };
    let in_room = |id: &String| match state.card(id).kind {
        Kind::Persona => names(id, "echar"),
        _ => names(id, ""),
    };
    let by_player = state
        .flats
        .iter()
        .map(|(player, flat)| {
            let hand = flat.hand.iter().flat_map(|id| names(id, "jugar"));
            let room = flat.room.iter().flat_map(|c| in_room(&c.card));
            (player.clone(), hand.chain(room).collect())
        })
        .collect();
    (AIMING, by_player)
}

/// The words a player names the game's things by besides the cards' names (review break8 F5):
/// a reaction card by its kind (`Tele contra la jugada 3`, `a esas compras les meto una tele`).
/// A post naming one is filed and read or raised, never talk.
const KINDS: &[&str] = &["tele", "teles"];

/// The parts of a turn, by the rulebook's words: "Los turnos de juego se dividen en cinco fases:
/// Robo, Tiradas, Llamar a la Peña, Tiempo Libre, y Descarte." A thing after the label of one
/// that plays (`Tiradas:`, `Tiempo libre:`) is played; a heading of any, alone on its line
/// (`TIEMPO LIBRE`, `Descarte`), is no order (`core::intake::turn_headings`).
pub const TURN_PARTS: crate::core::ruleset::TurnParts = (
    &[
        "tiradas", "tirada", "tiempo", "libre", "tempo", "free", "time",
    ],
    &[
        "descarte", "compras", "llamar", "a", "pena", "robo", "scarto", "spesa", "discard",
        "shopping", "rolls",
    ],
);

/// How a flatmate points at the active player's play he answers: "Cuando un compañero de piso
/// anuncie lo que va a hacer en su Tiempo Libre …, puedes jugar una carta de Tele sobre él";
/// a cancellation is played "antes de que ese compañero de piso: 1. Juegue otra carta". The
/// play is named by its number after these words (`contra la jugada 3`, `a tu 2 le meto…`,
/// `Esa 3 no la haces`, `alla giocata 2`, `your 2`), or by its noun after a determiner (`esa
/// jugada`). `buena jugada`, `bien jugado` point at none: praise.
pub const PLAY_REFS: crate::core::ruleset::PlayRefs = (
    &[
        "jugada", "jugadas", "giocata", "play", "tu", "tua", "your", "esa", "esta", "essa",
        "questa", "quella", "that", "la", "alla",
    ],
    &["jugada", "jugadas", "giocata", "giocate", "play"],
);

/// Every life card's name and alias, and the words of [`KINDS`]: a line naming one speaks of
/// the game (`2.- La chica hambienta va al cuarto de Patri`).
pub fn game_nouns(state: &State) -> Vec<String> {
    let cards = state.cards.life.iter();
    cards
        .flat_map(|c| std::iter::once(&c.name).chain(&c.aliases).cloned())
        .chain(KINDS.iter().map(|k| k.to_string()))
        .collect()
}
