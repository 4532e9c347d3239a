//! The role PMs: a player's role as he is told it (unaware roles are told "Contadino
//! semplice"), what it may do and whom it knows; and a substitute's, with what the slot holds.

use super::roles::Role;
use super::state::State;
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::trace::{Kind, Trace};

/// One player's role PM: his role as told, what it may do, whom it knows.
pub fn role_pm(game: &Game, state: &State, player: &str, trace: &mut Trace) {
    let with_role = |role: Role| -> Vec<String> {
        game.players
            .iter()
            .filter(|p| {
                state.role(&p.name) == role
                    || (role == Role::LupoMannaro && state.role(&p.name).is_wolf())
            })
            .map(|p| p.name.clone())
            .collect()
    };
    let role = state.role(player);
    let told = role.told();
    trace
        .add(
            Kind::Info,
            "rule-lupus-setup",
            Msg::new("lupus-your-role").arg("role", told.key()),
        )
        .target(player)
        .to(&[player]);
    trace
        .add(
            Kind::Info,
            "rule-lupus-setup",
            // A wolf is told of the Giovane lupo's revenge only when the coordinates drawn
            // put a Giovane lupo in play (column 1 has none).
            Msg::new(&format!("lupus-help-{}", told.id()))
                .arg(
                    "giovane",
                    if state.roles.values().any(|r| *r == Role::GiovaneLupo) {
                        "yes"
                    } else {
                        "no"
                    },
                )
                // The Galeotto's partner, for the words that agree with him or her.
                .arg(
                    "partner",
                    state.galeotto_partner(player).unwrap_or_default(),
                ),
        )
        .to(&[player]);
    // Every living player votes at the rogo ("votare al rogo coloro che sospetta essere lupi").
    trace
        .add(Kind::Info, "rule-lupus-rogo", Msg::new("lupus-help-vote"))
        .to(&[player]);
    // "Conosce gli altri lupi"; the twins and the Galeotti know their partner.
    let partners = if role.is_wolf() {
        with_role(Role::LupoMannaro)
    } else if matches!(role, Role::GuardiaGemella | Role::Galeotto) {
        with_role(role)
    } else {
        return;
    };
    let others: Vec<&str> = partners
        .iter()
        .filter(|x| *x != player)
        .map(String::as_str)
        .collect();
    if !others.is_empty() {
        trace
            .add(
                Kind::Info,
                "rule-lupus-setup",
                Msg::new("lupus-partners").arg("players", others.join(", ")),
            )
            .to(&[player]);
    }
}

/// A substitute's PM ("sostituisci"): whose slot he takes, the slot's role PM, and what the
/// slot already spent or holds: a one-shot power used, a Volpe's spent nose, a dead Unicorno's
/// blood still to give, a Galeotto's betrayal, the Scommettitrice's points.
pub fn substitute_pm(game: &Game, state: &State, old: &str, new: &str, trace: &mut Trace) {
    trace
        .add(
            Kind::Info,
            "rule-lupus-setup",
            Msg::new("lupus-substitute").arg("player", old),
        )
        .target(new)
        .to(&[new]);
    role_pm(game, state, new, trace);
    let m = &state.memory;
    let has = |list: &[String]| list.iter().any(|p| p == new);
    let mut told: Vec<Msg> = Vec::new();
    if has(&m.spent) {
        told.push(Msg::new("lupus-substitute-spent"));
    }
    if has(&m.volpe_spent) {
        told.push(Msg::new("lupus-substitute-volpe-spent"));
    }
    if has(&m.gift_pending) {
        told.push(Msg::new("lupus-unicorno-may-give"));
    }
    if has(&m.traitors) {
        told.push(Msg::new("lupus-substitute-traitor"));
    }
    // "non può proteggere lo stesso giocatore per due notti consecutive"; the Marionettista's
    // last puppet; the Scommettitrice's last bet ("Non può scommettere due volte di fila sullo
    // stesso evento"); the Bucaniere's three still unclaimed.
    let key = super::orders::protector_key(state.role(new), new);
    if let (Some(p), Some(n)) = (m.named_last.get(&key), m.acted_night.get(&key)) {
        told.push(
            Msg::new("lupus-substitute-protected")
                .arg("player", p)
                .arg("n", n),
        );
    }
    if let Some(p) = m.controlled_last.get(new) {
        told.push(Msg::new("lupus-substitute-controlled").arg("player", p));
    }
    if let Some(bet) = m.last_bet.get(new) {
        let key = if bet.night {
            "lupus-substitute-bet-night"
        } else {
            "lupus-substitute-bet-day"
        };
        told.push(Msg::new(key).arg("player", &bet.player));
    }
    if state.role(new) == Role::Bucaniere && !m.marks.is_empty() {
        told.push(Msg::new("lupus-substitute-marks").arg("players", m.marks.join(", ")));
    }
    if let Some(points) = m.points.get(new) {
        told.push(Msg::new("lupus-substitute-points").arg("points", points));
    }
    for msg in told {
        trace.add(Kind::Info, "rule-lupus-setup", msg).to(&[new]);
    }
}
