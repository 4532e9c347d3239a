//! The active player's form: his hand, and what he may play in each step of his turn. The
//! others have nothing to send yet (reactions are not read by this build).

use super::cards::{Effect, Kind, PersonKind};
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
    let job = state.job_of(me);
    let salary = state.turn.salary;
    // What the form offers is legal on its own: a card the job allows, a price the salary
    // pays, a Cuando Sea card that answers nobody's play.
    let of = |pred: &dyn Fn(&super::cards::Life) -> bool| -> Vec<String> {
        let mut names: Vec<String> = hand
            .iter()
            .map(|id| state.card(id))
            .filter(|c| pred(c) && !job.forbids(c))
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
    let things = of(&|c| c.kind == Kind::Cosa && c.cost <= salary && state.turn.free_time > 0);
    if !things.is_empty() {
        orders.push(
            FormOrder::new(verb(game, "compro", "buy"), Msg::new("chez-geek-form-buy"))
                .one_of(card(), things),
        );
    }
    let answers_nobody = |c: &super::cards::Life| {
        !c.effects.iter().any(|e| {
            matches!(
                e,
                Effect::Cancel(_) | Effect::TakeFromRoom(_) | Effect::Fired
            )
        })
    };
    let playable = of(&|c| {
        (c.kind == Kind::Actividad && c.cost <= salary && state.turn.free_time > 0)
            || (c.kind == Kind::CuandoSea && answers_nobody(c))
    });
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
        .one_of(card(), {
            let mut all: Vec<String> = hand.iter().map(|id| state.card(id).name.clone()).collect();
            all.dedup();
            all
        }),
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

#[cfg(test)]
mod tests {
    use crate::core::engine::{self, Entry, NewGame};
    use crate::core::forms::Slot;
    use crate::core::store::RawFile;

    /// Each line of the active player's form, filled with each of its choices (and the
    /// discard the hand limit asks), is accepted as written.
    #[test]
    fn every_choice_of_the_active_players_form_is_accepted() {
        let roster: Vec<Entry> = ["Ana", "Bruno"]
            .iter()
            .map(|n| Entry {
                name: n.to_string(),
                aliases: Vec::new(),
                role: None,
                gender: None,
            })
            .collect();
        let new = NewGame {
            ruleset: crate::rules::find("chez-geek").unwrap(),
            roster: &roster,
            seed: 1,
            language: None,
            options: Default::default(),
        };
        let state: serde_yaml::Value = serde_yaml::from_str(
            "flats:\n  Ana:\n    job: Camarera\n    hand: [Gato, Colega del Curro, Súper Finos, Siesta, Calderilla en el Sofá, Alarma de Coche]\n    room: [Gilipollas]\n  Bruno: {job: Camarera, hand: [Gato]}\n",
        )
        .unwrap();
        let (game, _) = engine::adopt(&new, state).unwrap();
        let forms = super::forms(&game, &game.state_as().unwrap());
        let ana = forms.iter().find(|f| f.player == "Ana").unwrap();
        let mut checked = 0;
        for order in &ana.orders {
            let lists: Vec<&Vec<String>> = order
                .slots
                .iter()
                .filter_map(|s| match s {
                    Slot::OneOf { choices, .. } => Some(choices),
                    _ => None,
                })
                .collect();
            for first in lists[0] {
                let mut picks = vec![first.clone()];
                picks.extend(lists[1..].iter().map(|l| l[l.len() - 1].clone()));
                let line = order.filled(&picks);
                let pm = if order.verb == "descarto" {
                    format!("{line}\n")
                } else {
                    format!("{line}\ndescarto Gato y Alarma de Coche\n")
                };
                let (_, problems) =
                    engine::prepare(&game, vec![RawFile::from_text("Ana.txt", &pm)]);
                let bad = line.contains("Gato y") || (order.verb != "descarto" && first == "Gato");
                assert!(bad || problems.is_empty(), "{pm}: {problems:?}");
                checked += 1;
            }
        }
        let play = ana.orders.iter().find(|o| o.verb == "juego").unwrap();
        let Slot::OneOf { choices, .. } = &play.slots[0] else {
            panic!("a card")
        };
        assert!(
            !choices.contains(&"Alarma de Coche".to_string()),
            "a cancel is no play of one's own"
        );
        assert!(checked >= 8, "{checked}");
    }
}
