//! Each player's form. The active player's lists his hand and what he may play in each step
//! of his turn (Tiradas, Llamar a la Peña, Tiempo Libre, Cuando Sea cards, Descarte); each line
//! that would leave him over five cards needs the discard it names (`needs`). The others may
//! play a Tele or a cancellation against one of his plays (`juego Maratón de Series contra Eva
//! en la jugada 2`), Cuando Sea cards that answer nobody's play, and name what they give up of
//! their room if a moocher or a noisy Polvete takes a card ("Tú eliges qué descartas").

use super::cards::{Effect, Kind, Life, PersonKind};
use super::state::State;
use crate::core::forms::{Form, FormOrder};
use crate::core::game::Game;
use crate::core::msg::Msg;

/// A form's word in the game's language: Spanish, or the Italian verbs the orders read
/// (`gioco`, `chiamo`, `caccio`, `compro`, `scarto`, `perdo`), else English.
fn verb<'a>(game: &Game, es: &'a str, en: &'a str) -> &'a str {
    match game.language {
        crate::core::msg::Lang::Es => es,
        crate::core::msg::Lang::It => italian(es).unwrap_or(en),
        crate::core::msg::Lang::En => en,
    }
}

fn italian(es: &str) -> Option<&'static str> {
    Some(match es {
        "descarto" => "scarto",
        " y " => " e ",
        "echo" => "caccio",
        "llamo" => "chiamo",
        "compro" => "compro",
        "juego" => "gioco",
        "pierdo" => "perdo",
        "contra" => "contro",
        "sobre" => "su",
        "en la jugada" => "nella giocata",
        "a" => "nella stanza di",
        _ => return None,
    })
}

fn names_of(state: &State, ids: &[String], pred: &dyn Fn(&Life) -> bool) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for id in ids {
        let c = state.card(id);
        if pred(c) && !names.contains(&c.name) {
            names.push(c.name.clone());
        }
    }
    names
}

/// The discard a line that plays `used` cards of the hand (one named `card`) needs so that the
/// turn ends with five at most: the last cards of the hand, other than that one.
fn discard_needed(
    game: &Game,
    state: &State,
    hand: &[String],
    card: Option<&str>,
    used: usize,
) -> Option<String> {
    let over = hand.len().saturating_sub(used).saturating_sub(5);
    if over == 0 {
        return None;
    }
    let mut rest: Vec<&str> = hand.iter().map(|id| state.card(id).name.as_str()).collect();
    if let Some(card) = card
        && let Some(at) = rest.iter().rposition(|c| *c == card)
    {
        rest.remove(at);
    }
    let cut: Vec<&str> = rest[rest.len() - over..].to_vec();
    Some(format!(
        "{} {}",
        verb(game, "descarto", "discard"),
        cut.join(verb(game, " y ", " and "))
    ))
}

/// Adds to each card choice of `order` the discard it needs.
fn with_discards(
    mut order: FormOrder,
    game: &Game,
    state: &State,
    hand: &[String],
    choices: &[String],
    used: usize,
) -> FormOrder {
    for c in choices {
        let card = (used > 0).then_some(c.as_str());
        if let Some(line) = discard_needed(game, state, hand, card, used) {
            order = order.needs(c, line);
        }
    }
    order
}

pub fn forms(game: &Game, state: &State) -> Vec<Form> {
    state
        .seats
        .iter()
        .filter(|p| !state.removed.contains(p))
        .map(|p| Form {
            player: p.clone(),
            orders: if *p == state.turn.player {
                active(game, state)
            } else {
                other(game, state, p)
            },
        })
        .collect()
}

/// The players at the table but `me`, in seat order: not one the master removed.
fn at_table(state: &State, me: &str) -> Vec<String> {
    let seated = state.seats.iter().filter(|p| !state.removed.contains(p));
    seated.filter(|p| *p != me).cloned().collect()
}

fn card() -> Msg {
    Msg::new("chez-geek-form-card")
}

/// The active player's form: each step of his turn with the cards he may play in it, then
/// the Descarte.
fn active(game: &Game, state: &State) -> Vec<FormOrder> {
    let me = &state.turn.player;
    let hand = &state.flat(me).hand;
    let others = at_table(state, me);
    let mut orders = tiradas_and_pena(game, state, &others);
    orders.extend(free_time(game, state));
    orders.extend(on_another(game, state, &others));
    orders.extend(eaten(game, state));
    let all = names_of(state, hand, &|_| true);
    let order = FormOrder::new(
        verb(game, "descarto", "discard"),
        Msg::new("chez-geek-form-discard"),
    )
    .one_of(card(), all.clone());
    orders.push(with_discards(order, game, state, hand, &all, 1));
    orders
}

/// The active player's cards that `pred` accepts and his job allows: what the form offers is
/// legal on its own.
fn allowed(state: &State, pred: &dyn Fn(&Life) -> bool) -> Vec<String> {
    let me = &state.turn.player;
    let job = state.job_of(me);
    names_of(state, &state.flat(me).hand, &|c| pred(c) && !job.forbids(c))
}

/// Tiradas (a Persona of his room thrown out, not a Gato) and Llamar a la Peña (a Persona of
/// his hand to a room).
fn tiradas_and_pena(game: &Game, state: &State, others: &[String]) -> Vec<FormOrder> {
    let me = &state.turn.player;
    let hand = &state.flat(me).hand;
    let mut orders = Vec::new();
    let room: Vec<String> = state.flat(me).room.iter().map(|c| c.card.clone()).collect();
    let evictable = names_of(state, &room, &|c| {
        c.kind == Kind::Persona && c.person != Some(PersonKind::Gato)
    });
    if !evictable.is_empty() {
        let order = FormOrder::new(
            verb(game, "echo", "evict"),
            Msg::new("chez-geek-form-evict"),
        )
        .one_of(card(), evictable.clone())
        .word(verb(game, "a", "to"))
        .one_of(Msg::new("chez-geek-form-player"), others.to_vec());
        orders.push(with_discards(order, game, state, hand, &evictable, 0));
    }
    let people = allowed(state, &|c| c.kind == Kind::Persona);
    if !people.is_empty() {
        let mut rooms = vec![me.clone()];
        rooms.extend(others.iter().cloned());
        let order = FormOrder::new(verb(game, "llamo", "call"), Msg::new("chez-geek-form-call"))
            .one_of(card(), people.clone())
            .word(verb(game, "a", "to"))
            .one_of(Msg::new("chez-geek-form-player"), rooms);
        orders.push(with_discards(order, game, state, hand, &people, 1));
    }
    orders
}

fn has(c: &Life, f: &dyn Fn(&Effect) -> bool) -> bool {
    c.effects.iter().any(f)
}

/// Tiempo Libre (a thing the salary pays, an activity) and the Cuando Sea cards that answer
/// nobody's play.
fn free_time(game: &Game, state: &State) -> Vec<FormOrder> {
    let hand = &state.flat(&state.turn.player).hand;
    let salary = state.turn.salary;
    let free = state.turn.free_time > 0;
    let mut orders = Vec::new();
    let things = allowed(state, &|c| c.kind == Kind::Cosa && c.cost <= salary && free);
    if !things.is_empty() {
        let order = FormOrder::new(verb(game, "compro", "buy"), Msg::new("chez-geek-form-buy"))
            .one_of(card(), things.clone());
        orders.push(with_discards(order, game, state, hand, &things, 1));
    }
    let answers_nobody = |c: &Life| {
        !has(c, &|e| {
            matches!(
                e,
                Effect::Cancel(_) | Effect::TakeFromRoom(_) | Effect::Fired
            )
        })
    };
    let playable = allowed(state, &|c| {
        (c.kind == Kind::Actividad && c.cost <= salary && free)
            || (c.kind == Kind::CuandoSea && answers_nobody(c))
    });
    if !playable.is_empty() {
        let order = FormOrder::new(verb(game, "juego", "play"), Msg::new("chez-geek-form-play"))
            .one_of(card(), playable.clone());
        orders.push(with_discards(order, game, state, hand, &playable, 1));
    }
    orders
}

/// "Las cartas de Cuando Sea pueden jugarse sobre cualquier jugador en cualquier momento":
/// Gorroneo on another room (it is no cancellation), ¡Estás Despedido! on another player.
fn on_another(game: &Game, state: &State, others: &[String]) -> Vec<FormOrder> {
    let hand = &state.flat(&state.turn.player).hand;
    let takes = allowed(state, &|c| {
        c.kind == Kind::CuandoSea && has(c, &|e| matches!(e, Effect::TakeFromRoom(_)))
    });
    let fires = allowed(state, &|c| {
        c.kind == Kind::CuandoSea
            && has(c, &|e| matches!(e, Effect::Fired))
            && !state.jobs.draw.is_empty()
    });
    let mut orders = Vec::new();
    for (list, key, word) in [
        (takes, "chez-geek-form-take", verb(game, "contra", "on")),
        (fires, "chez-geek-form-fire", verb(game, "sobre", "on")),
    ] {
        if !list.is_empty() && !others.is_empty() {
            let order = FormOrder::new(verb(game, "juego", "play"), Msg::new(key))
                .one_of(card(), list.clone())
                .word(word)
                .one_of(Msg::new("chez-geek-form-player"), others.to_vec());
            orders.push(with_discards(order, game, state, hand, &list, 1));
        }
    }
    orders
}

/// "Cada turno consecutivo en el que una de estas Personas esté en tu cuarto, debes
/// descartarte de una carta del tipo adecuado … Tú eliges qué descartas."
fn eaten(game: &Game, state: &State) -> Option<FormOrder> {
    let me = &state.turn.player;
    let room: Vec<String> = state.flat(me).room.iter().map(|c| c.card.clone()).collect();
    let eaten: Vec<super::cards::Category> = room
        .iter()
        .filter_map(|c| state.card(c).eats())
        .flatten()
        .copied()
        .collect();
    let food = names_of(state, &room, &|c| eaten.iter().any(|k| c.is(*k)));
    (!food.is_empty()).then(|| {
        FormOrder::new(
            verb(game, "pierdo", "lose"),
            Msg::new("chez-geek-form-lose"),
        )
        .one_of(card(), food)
    })
}

/// Out of his turn: a Tele or a Cuando Sea card against a play of the active player's, Cuando
/// Sea cards that answer nobody's play, ¡Estás Despedido! on a player,
/// and what he gives up of his room.
fn other(game: &Game, state: &State, me: &str) -> Vec<FormOrder> {
    let hand = &state.flat(me).hand;
    let job = state.job_of(me);
    let mut orders = Vec::new();
    let whenever = names_of(state, hand, &|c| {
        c.kind == Kind::CuandoSea
            && !job.forbids(c)
            // A salary or a free time is for one's own turn ("durante este turno"): out of it
            // such a card is refused, so it is not offered.
            && c.effects.iter().all(|e| matches!(e, Effect::NewJob))
            && (!c.effects.contains(&Effect::NewJob) || !state.jobs.draw.is_empty())
    });
    if !whenever.is_empty() {
        orders.push(
            FormOrder::new(
                verb(game, "juego", "play"),
                Msg::new("chez-geek-form-whenever"),
            )
            .one_of(card(), whenever),
        );
    }
    // "Cuando un compañero de piso anuncie lo que va a hacer en su Tiempo Libre … puedes jugar
    // una carta de Tele sobre él", and a cancellation "antes de que ese compañero de piso …
    // Juegue otra carta": against a play of the active player, named by its number.
    let answers = names_of(state, hand, &|c| {
        !job.forbids(c)
            && ((c.kind == Kind::Actividad && c.is(super::cards::Category::Tele))
                || (c.kind == Kind::CuandoSea
                    && c.effects
                        .iter()
                        .any(|e| matches!(e, Effect::Cancel(_) | Effect::TakeFromRoom(_)))))
    });
    if !answers.is_empty() {
        let active = &state.turn.player;
        // Each play takes a card of the hand or a Persona of the room.
        let most = state.flat(active).hand.len() + state.flat(active).room.len();
        let numbers: Vec<String> = (1..=most.max(1)).map(|n| n.to_string()).collect();
        orders.push(
            FormOrder::new(
                verb(game, "juego", "play"),
                Msg::new("chez-geek-form-answer").arg("player", active),
            )
            .one_of(card(), answers)
            .word(verb(game, "contra", "against"))
            .one_of(Msg::new("chez-geek-form-active"), vec![active.clone()])
            .word(verb(game, "en la jugada", "in play"))
            .one_of(Msg::new("chez-geek-form-play-number"), numbers),
        );
    }
    let fires = names_of(state, hand, &|c| {
        c.kind == Kind::CuandoSea
            && c.effects.contains(&Effect::Fired)
            && !job.forbids(c)
            && !state.jobs.draw.is_empty()
    });
    let players = at_table(state, me);
    if !fires.is_empty() {
        orders.push(
            FormOrder::new(verb(game, "juego", "play"), Msg::new("chez-geek-form-fire"))
                .one_of(card(), fires)
                .word(verb(game, "sobre", "on"))
                .one_of(Msg::new("chez-geek-form-player"), players),
        );
    }
    let room: Vec<String> = state.flat(me).room.iter().map(|c| c.card.clone()).collect();
    let losable = names_of(state, &room, &|_| true);
    if !losable.is_empty() {
        orders.push(
            FormOrder::new(
                verb(game, "pierdo", "lose"),
                Msg::new("chez-geek-form-lose"),
            )
            .one_of(card(), losable),
        );
    }
    orders
}

#[cfg(test)]
mod tests {
    use crate::core::engine::{self, Entry, NewGame};
    use crate::core::forms::Slot;
    use crate::core::store::RawFile;

    /// A two-player game (Ana, Bruno) adopted from a mid-game `state` (the scenario `setup:`).
    fn game_of(state: &str) -> crate::core::game::Game {
        game_in(state, None)
    }

    fn game_in(state: &str, language: Option<crate::core::msg::Lang>) -> crate::core::game::Game {
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
            language,
            options: Default::default(),
        };
        let state: serde_yaml::Value = serde_yaml::from_str(state).unwrap();
        engine::adopt(&new, state).unwrap().0
    }

    /// A player the master removes leaves the table (docs/rulings/chez-geek.md, "A player the
    /// master removes"): no form for him, and no slot of another's offers him.
    #[test]
    fn a_removed_player_gets_no_form_and_is_offered_in_none() {
        let game = game_of(
            "flats:\n  Ana:\n    job: Camarera\n    hand: [Gato, Colega del Curro, Súper Finos, Siesta, Calderilla en el Sofá]\n  Bruno: {job: Camarera, hand: [Gato]}\n",
        );
        let mut state: super::State = game.state_as().unwrap();
        let offered = |forms: &[crate::core::forms::Form]| {
            forms.iter().flat_map(|f| &f.orders).any(|o| {
                o.slots.iter().any(|s| {
                    matches!(s, crate::core::forms::Slot::OneOf { choices, .. } if choices.iter().any(|c| c == "Bruno"))
                })
            })
        };
        let before = super::forms(&game, &state);
        assert!(before.iter().any(|f| f.player == "Bruno"));
        assert!(offered(&before), "Ana may call a Persona to Bruno's room");
        state.remove("Bruno");
        let after = super::forms(&game, &state);
        assert!(after.iter().all(|f| f.player != "Bruno"));
        assert!(!offered(&after));
    }

    /// Each line of the active player's form, filled with each of its choices (and the
    /// discard the hand limit asks), is accepted as written.
    #[test]
    fn every_choice_of_the_active_players_form_is_accepted() {
        let game = game_of(
            "flats:\n  Ana:\n    job: Camarera\n    hand: [Gato, Colega del Curro, Súper Finos, Siesta, Calderilla en el Sofá, Alarma de Coche]\n    room: [Gilipollas]\n  Bruno: {job: Camarera, hand: [Gato]}\n",
        );
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

    /// An Italian game's form names the Italian deck's cards and writes the Italian verbs; each
    /// line, filled with each of its choices (and the discard the hand limit asks), is read.
    #[test]
    fn an_italian_form_writes_italian_and_reads_back() {
        let game = game_in(
            "flats:\n  Ana:\n    job: Cameriera\n    hand: [Gatto, Collega di Lavoro, Patatine Superfini, Pisolino, Spiccioli nel Divano, Antifurto della Macchina]\n    room: [Coglione]\n  Bruno: {job: Cameriera, hand: [Gatto]}\n",
            Some(crate::core::msg::Lang::It),
        );
        let forms = super::forms(&game, &game.state_as().unwrap());
        let ana = forms.iter().find(|f| f.player == "Ana").unwrap();
        let verbs: Vec<&str> = ana.orders.iter().map(|o| o.verb.as_str()).collect();
        for verb in ["caccio", "chiamo", "compro", "gioco", "scarto"] {
            assert!(verbs.contains(&verb), "{verbs:?}");
        }
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
                let pm = if order.verb == "scarto" {
                    format!("{line}\n")
                } else {
                    format!("{line}\nscarto Gatto e Antifurto della Macchina\n")
                };
                let (_, problems) =
                    engine::prepare(&game, vec![RawFile::from_text("Ana.txt", &pm)]);
                let bad = line.contains("Gatto e") || (order.verb != "scarto" && first == "Gatto");
                assert!(bad || problems.is_empty(), "{pm}: {problems:?}");
                checked += 1;
            }
        }
        assert!(checked >= 8, "{checked}");
    }

    /// "Jugar una carta de Tele para cancelar el Tiempo Libre de otro jugador", and "Debes jugar
    /// tu carta de cancelación antes de que ese compañero de piso … Juegue otra carta": out of
    /// his turn, Bruno, who holds a Tele and a cancellation, is offered a line to play either
    /// against a play of Ana's by its number, which reads back as the reaction it announces.
    #[test]
    fn the_others_are_offered_their_teles_and_cancellations_against_a_play() {
        let game = game_of(
            "flats:\n  Ana:\n    job: Camarera\n    hand: [Gato, Porro, Siesta, Súper Finos, Cigarrillos, Siesta]\n  Bruno: {job: Camarera, hand: [Maratón de Series, Alarma de Coche, Gato, Porro]}\n",
        );
        let forms = super::forms(&game, &game.state_as().unwrap());
        let bruno = forms.iter().find(|f| f.player == "Bruno").unwrap();
        let answer = bruno
            .orders
            .iter()
            .find(|o| o.about.key == "chez-geek-form-answer")
            .expect("a line against Ana's plays");
        let Slot::OneOf { choices, .. } = &answer.slots[0] else {
            panic!("a card")
        };
        assert_eq!(choices, &["Maratón de Series", "Alarma de Coche"]);
        let line = answer.filled(&["Maratón de Series".into(), "Ana".into(), "2".into()]);
        assert_eq!(line, "juego Maratón de Series contra Ana en la jugada 2");
        let pm = "1. juego Siesta\n2. juego Siesta\n3. descarto Gato\n";
        let (_, problems) = engine::prepare(
            &game,
            vec![
                RawFile::from_text("Ana.txt", pm),
                RawFile::from_text("Bruno.txt", &format!("{line}\n")),
            ],
        );
        assert!(problems.is_empty(), "{problems:?}");
    }

    /// "Cada turno consecutivo … debes descartarte de una carta del tipo adecuado … Tú eliges
    /// qué descartas": the host of a moocher is offered, in his own turn, the cards of his room
    /// the moocher eats, and only those.
    #[test]
    fn the_host_of_a_moocher_is_offered_the_cards_it_eats() {
        let game = game_of(
            "flats:\n  Ana:\n    job: Camarera\n    hand: [Gato, Porro, Siesta, Súper Finos, Cigarrillos, Siesta]\n    room: [Chica Hambrienta, Palomitas de Microondas, Porro, Súper Finos]\n  Bruno: {job: Camarera, hand: [Gato]}\n",
        );
        let forms = super::forms(&game, &game.state_as().unwrap());
        let ana = forms.iter().find(|f| f.player == "Ana").unwrap();
        let lose = ana
            .orders
            .iter()
            .find(|o| o.verb == "pierdo")
            .expect("a pierdo line");
        let Slot::OneOf { choices, .. } = &lose.slots[0] else {
            panic!("a card")
        };
        assert_eq!(choices, &["Palomitas de Microondas", "Súper Finos"]);
    }
}
