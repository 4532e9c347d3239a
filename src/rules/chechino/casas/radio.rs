//! "Radio (Locutor): Cualquier jugador puede utilizar la radio para enviar a través del Master
//! un MP anónimo al jugador vivo que él desee. El receptor del mensaje podrá contestar a través
//! de otro MP (o no hacerlo). El locutor sabrá el destinatario final del mensaje original, pero
//! no los contenidos. (Máximo 20 palabras por MP)."

use super::tell_owner_later;
use crate::core::msg::Msg;
use crate::core::trace::Kind;
use crate::rules::chechino::fate::Fate;
use crate::rules::chechino::night::Night;
use crate::rules::chechino::orders::{Order, Pm};
use std::collections::BTreeMap;

pub fn send(night: &mut Night, actor: &str, house: &str, to: &str, text: &str) {
    night
        .fate
        .trace
        .add(
            Kind::Applied,
            "rule-chechino-radio",
            Msg::new("chechino-radio-message").arg("text", text),
        )
        .actor(actor)
        .target(to)
        .to(&[to]);
    // "El receptor del mensaje podrá contestar a través de otro MP (o no hacerlo)".
    night
        .fate
        .trace
        .add(
            Kind::Info,
            "rule-chechino-radio",
            Msg::new("chechino-you-may-answer"),
        )
        .to(&[to]);
    night
        .fate
        .state
        .memory
        .answers
        .insert(to.to_string(), actor.to_string());
    // The sender's own report: his message went, anonymous, and an answer may come back.
    night
        .fate
        .trace
        .add(
            Kind::Applied,
            "rule-chechino-radio",
            Msg::new("chechino-radio-you-sent")
                .arg("player", to)
                .arg("text", text),
        )
        .actor(actor)
        .target(to)
        .to(&[actor]);
    tell_owner_later(
        night,
        house,
        "rule-chechino-radio",
        Msg::new("chechino-radio-sent-to").arg("player", to),
    );
}

/// "El receptor del mensaje podrá contestar a través de otro MP": the receivers of last phase's
/// Radio and Observatorio messages (`pending`: receiver → sender) answer in this phase's PM; the
/// answer reaches the sender, as anonymous as the message was.
pub fn replies(fate: &mut Fate, pms: &BTreeMap<String, Pm>, pending: &BTreeMap<String, String>) {
    for (receiver, pm) in pms {
        let Some(sender) = pending.get(receiver) else {
            continue;
        };
        for o in &pm.orders {
            if let Order::Reply(text) = o {
                fate.trace
                    .add(
                        Kind::Applied,
                        "rule-chechino-radio",
                        Msg::new("chechino-reply").arg("text", text),
                    )
                    .actor(receiver)
                    .target(sender)
                    .to(&[sender]);
            }
        }
    }
}
