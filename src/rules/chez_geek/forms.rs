//! The active player's form: his hand, and what he may play in each step of his turn. The
//! others have nothing to send yet (reactions are not read by this build).

use super::cards::{Kind, PersonKind};
use super::state::State;
use crate::core::forms::{Form, FormOrder};
use crate::core::game::Game;
use crate::core::msg::Msg;

fn verb<'a>(game: &Game, es: &'a str, en: &'a str) -> &'a str {
    match game.language {
        crate::core::msg::Lang::Es => es,
        _ => en,
    }
}

pub fn forms(game: &Game, state: &State) -> Vec<Form> {
    let me = &state.turn.player;
    let hand = &state.flat(me).hand;
    let of = |pred: &dyn Fn(&super::cards::Life) -> bool| -> Vec<String> {
        let mut names: Vec<String> = hand
            .iter()
            .map(|id| state.card(id))
            .filter(|c| pred(c))
            .map(|c| c.name.clone())
            .collect();
        names.dedup();
        names
    };
    let card = || Msg::new("chez-geek-form-card");
    let mut orders = Vec::new();
    let evictable: Vec<String> = state
        .flat(me)
        .room
        .iter()
        .map(|c| state.card(&c.card))
        .filter(|c| c.kind == Kind::Persona && c.person != Some(PersonKind::Gato))
        .map(|c| c.name.clone())
        .collect();
    let others: Vec<String> = state.seats.iter().filter(|p| *p != me).cloned().collect();
    if !evictable.is_empty() {
        orders.push(
            FormOrder::new(
                verb(game, "echo", "evict"),
                Msg::new("chez-geek-form-evict"),
            )
            .one_of(card(), evictable)
            .word(verb(game, "a", "to"))
            .one_of(Msg::new("chez-geek-form-player"), others.clone()),
        );
    }
    let people = of(&|c| c.kind == Kind::Persona);
    if !people.is_empty() {
        let mut rooms = vec![me.clone()];
        rooms.extend(others.clone());
        orders.push(
            FormOrder::new(verb(game, "llamo", "call"), Msg::new("chez-geek-form-call"))
                .one_of(card(), people)
                .word(verb(game, "a", "to"))
                .one_of(Msg::new("chez-geek-form-player"), rooms),
        );
    }
    let things = of(&|c| c.kind == Kind::Cosa);
    if !things.is_empty() {
        orders.push(
            FormOrder::new(verb(game, "compro", "buy"), Msg::new("chez-geek-form-buy"))
                .one_of(card(), things),
        );
    }
    let playable = of(&|c| matches!(c.kind, Kind::Actividad | Kind::CuandoSea));
    if !playable.is_empty() {
        orders.push(
            FormOrder::new(verb(game, "juego", "play"), Msg::new("chez-geek-form-play"))
                .one_of(card(), playable),
        );
    }
    orders.push(
        FormOrder::new(
            verb(game, "descarto", "discard"),
            Msg::new("chez-geek-form-discard"),
        )
        .one_of(card(), of(&|_| true)),
    );
    state
        .seats
        .iter()
        .map(|p| Form {
            player: p.clone(),
            orders: if p == me { orders.clone() } else { Vec::new() },
        })
        .collect()
}
