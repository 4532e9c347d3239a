//! One-night's PM forms: the night's orders of the role a player was dealt (every role a
//! Doppelgänger might copy, since "a forum night is one PM"), the day's vote.

use super::cards::Role;
use super::state::{DAY, NIGHT, State};
use crate::core::forms::{Form, FormOrder};
use crate::core::game::Game;
use crate::core::msg::{Lang, Msg};

/// The verb as the game's players write it: Spanish, or English (the table has no Italian).
fn verb(game: &Game, es: &str, en: &str) -> String {
    match game.language {
        Lang::Es => es.to_string(),
        _ => en.to_string(),
    }
}

fn center_cards() -> Vec<String> {
    (1..=3).map(|n| n.to_string()).collect()
}

/// The orders of one role at night.
fn night_orders(game: &Game, role: Role, others: &[String]) -> Vec<FormOrder> {
    let center = verb(game, "centro", "center");
    let player = || Msg::new("one-night-form-player");
    let card = || Msg::new("one-night-form-center-card");
    let see = || verb(game, "ver", "see");
    match role {
        Role::Werewolf => vec![
            FormOrder::new(&see(), Msg::new("one-night-form-wolf-center"))
                .word(&center)
                .one_of(card(), center_cards()),
        ],
        Role::Seer => vec![
            FormOrder::new(&see(), Msg::new("one-night-form-see"))
                .one_of(player(), others.to_vec()),
            FormOrder::new(&see(), Msg::new("one-night-form-see-center"))
                .word(&center)
                .one_of(card(), center_cards())
                .one_of(card(), center_cards()),
        ],
        Role::Robber => vec![
            FormOrder::new(&verb(game, "robar", "rob"), Msg::new("one-night-form-rob"))
                .one_of(player(), others.to_vec()),
        ],
        Role::Troublemaker => vec![
            FormOrder::new(
                &verb(game, "intercambiar", "swap"),
                Msg::new("one-night-form-swap"),
            )
            .one_of(player(), others.to_vec())
            .one_of(player(), others.to_vec()),
        ],
        Role::Drunk => vec![
            FormOrder::new(
                &verb(game, "tomar", "take"),
                Msg::new("one-night-form-take"),
            )
            .word(&center)
            .one_of(card(), center_cards()),
        ],
        _ => Vec::new(),
    }
}

/// Every player's form for the coming phase.
pub fn forms(game: &Game, state: &State) -> Vec<Form> {
    let living: Vec<String> = game
        .players
        .iter()
        .filter(|p| p.alive)
        .map(|p| p.name.clone())
        .collect();
    let allow_self = game.option("self_vote") == Some("allow");
    living
        .iter()
        .map(|me| {
            let others: Vec<String> = living.iter().filter(|p| *p != me).cloned().collect();
            let orders = match game.phase.as_str() {
                NIGHT => match state.dealt_role(me) {
                    Role::Doppelganger => {
                        // He copies first, then acts as the role he becomes: one line per role.
                        let mut orders = vec![
                            FormOrder::new(
                                &verb(game, "copiar", "copy"),
                                Msg::new("one-night-form-copy"),
                            )
                            .one_of(Msg::new("one-night-form-player"), others.clone()),
                        ];
                        for role in [Role::Seer, Role::Robber, Role::Troublemaker, Role::Drunk] {
                            orders.extend(night_orders(game, role, &others));
                        }
                        orders
                    }
                    role => night_orders(game, role, &others),
                },
                DAY => {
                    let targets = if allow_self { living.clone() } else { others };
                    vec![
                        FormOrder::new(
                            &verb(game, "votar", "vote"),
                            Msg::new("one-night-form-vote"),
                        )
                        .one_of(Msg::new("one-night-form-player"), targets),
                    ]
                }
                _ => Vec::new(),
            };
            Form {
                player: me.clone(),
                orders,
            }
        })
        .collect()
}
