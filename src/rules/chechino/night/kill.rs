//! The killers' deeds: the Cómplice's kidnap, and the murder of the Asesino (or of whoever
//! kills in his place) with the Sonámbulo's four cases.

use super::Night;
use super::street;
use super::walk::Walk;
use crate::core::msg::Msg;
use crate::core::trace::Kind;
use crate::rules::chechino::casas::{Function, puente_de_mando};
use crate::rules::chechino::fate::Cause;
use crate::rules::chechino::orders::working;
use crate::rules::chechino::roles::Role;
use crate::rules::chechino::state::Buried;
use std::ops::ControlFlow;

/// Whom a killer finds behind the door of `house`, and why nobody if nobody.
enum Found {
    /// The resident found, and the swap of signs that put him there, if any.
    Player(String, Option<usize>),
    /// "cuando vayan a sus casas a asesinarlos las encontrarán vacías" and every other absence:
    /// the message, and the event that took the resident away, if any.
    Empty(&'static str, Option<usize>),
}

impl Night<'_, '_> {
    /// "si asesino o cómplice visitan la casa de A, encontrarán en ella a B (incluso sí B es
    /// obstructor, pirómano o fue a dormir al barracón)". Otherwise the resident, if he is at
    /// home now, is not a Pirómano and is not buried. A walker is at home until his turn of
    /// section 7 comes ("-Cómplice secuestra. -Caminantes sale a pasear."), and after it
    /// where his walk ended.
    fn found(&self, house: &str, pyromaniacs_hide: bool) -> Found {
        let (behind, swap) = self.sign(house);
        let Some(resident) = self.fate.state.resident(&behind).map(str::to_string) else {
            return Found::Empty("chechino-found-nobody", swap);
        };
        if !self.fate.game.is_alive(&resident) {
            return Found::Empty("chechino-found-nobody", swap);
        }
        if behind != house {
            return Found::Player(resident, swap);
        }
        // "cuando vayan a sus casas a asesinarlos las encontrarán vacías": empty, and no more;
        // the pasadizos would out the Pirómano, "slept elsewhere" would tell him apart.
        if pyromaniacs_hide && self.fate.state.role(&resident) == Role::Piromano {
            return Found::Empty("chechino-found-nobody", None);
        }
        if self.buried(&resident) {
            return Found::Empty("chechino-found-buried", self.absent.get(&resident).copied());
        }
        if self.done.contains(&resident) && self.sleeps(&resident) != house {
            let walked = self
                .walks
                .get(&resident)
                .and_then(|w| w.wall.map(|i| self.walls[i].event).or(w.cut));
            return Found::Empty("chechino-found-nobody", walked);
        }
        Found::Player(resident, None)
    }

    /// "The house was empty", with its owner for the words that agree with him ("su dueña
    /// está enterrada").
    fn empty_house(&self, why: &str, house: &str) -> Msg {
        let msg = Msg::new(why).arg("house", house);
        match self.fate.state.resident(house) {
            Some(owner) => msg.arg("owner", owner),
            None => msg,
        }
    }

    /// A deed that failed, told to its actor; `because` is the event that made it fail.
    fn failed(&mut self, rule: &str, actor: &str, msg: Msg, because: Option<usize>) {
        let mut e = self
            .fate
            .trace
            .add(Kind::Failed, rule, msg)
            .actor(actor)
            .to(&[actor]);
        if let Some(c) = because {
            e = e.cause(c);
        }
        e.id();
    }

    /// "Tampoco podrán dañarse ni votarse entre sí mientras permanezcan enamorados."
    fn lovers(&mut self, actor: &str, victim: &str) -> bool {
        if self.fate.state.lover_of(actor) == Some(victim) {
            self.failed(
                "rule-chechino-capilla",
                actor,
                Msg::new("chechino-cannot-harm-lover").arg("player", victim),
                None,
            );
            return true;
        }
        false
    }
}

/// "En un primer turno las secuestra y las entierra en un lugar secreto … Dicha víctima queda
/// bloqueada desde el mismo momento en que es capturada, no pudiendo actuar, aunque sí votar."
pub fn kidnap(night: &mut Night, complice: &str, victim: &str, walk: &Walk) {
    let house = night.fate.state.house(victim).to_string();
    if walk.step_of(&house).is_none() {
        night.not_reached(complice, &house);
        return;
    }
    let (found, swap) = match night.found(&house, true) {
        Found::Player(p, swap) => (p, swap),
        Found::Empty(why, because) => {
            night.failed(
                "rule-chechino-complice",
                complice,
                night.empty_house(why, &house),
                because,
            );
            return;
        }
    };
    if night.lovers(complice, &found) {
        return;
    }
    bury(night, complice, &found, swap, &house);
}

/// "las entierra en un lugar secreto … Dicha víctima queda bloqueada desde el mismo momento en
/// que es capturada, no pudiendo actuar, aunque sí votar": the Cómplice is told, the victim
/// too (and, a Capitán, whether he still breaks a tie), and his walk tonight is cancelled.
fn bury(night: &mut Night, complice: &str, found: &str, swap: Option<usize>, house: &str) {
    let found = found.to_string();
    night.fate.state.memory.buried = Some(Buried {
        victim: found.clone(),
        night: night.n,
    });
    night.fate.state.memory.complice_rests = Some(night.n + 1);
    let mut e = night
        .fate
        .trace
        .add(
            if swap.is_some() {
                Kind::Redirected
            } else {
                Kind::Applied
            },
            "rule-chechino-complice",
            Msg::new("chechino-kidnapped").arg("player", &found),
        )
        .actor(complice)
        .target(&found)
        .to(&[complice]);
    if let Some(c) = swap {
        e = e.cause(c);
    }
    let id = e.id();
    night.absent.insert(found.clone(), id);
    night
        .fate
        .trace
        .add(
            Kind::Applied,
            "rule-chechino-complice",
            Msg::new(
                if puente_de_mando::buried_tiebreak(night.fate.game)
                    && working(night.fate.game, night.fate.state, Function::PuenteDeMando)
                        .as_deref()
                        == Some(found.as_str())
                {
                    "chechino-you-are-buried-captain"
                } else {
                    "chechino-you-are-buried"
                },
            ),
        )
        .target(&found)
        .to(&[&found]);
    // "no pudiendo actuar": the pistol he holds stays with him, and cannot be fired.
    if night.fate.state.memory.gun.as_deref() == Some(found.as_str()) {
        night
            .fate
            .trace
            .add(
                Kind::Info,
                "rule-chechino-complice",
                Msg::new("chechino-gun-buried"),
            )
            .target(&found)
            .to(&[&found]);
    }
    if let Some(w) = night.walks.get_mut(&found) {
        w.cancel(house);
    }
}

/// The Asesino "trazará un recorrido desde su propia casa o la de su Cómplice hasta la casa de
/// la víctima. Si consigue alcanzar la casa de la víctima sin mayor contratiempo, se cobrará su
/// vida." The Sonámbulo's cases apply to whoever kills in the Asesino's place, not to the
/// Reclutado's pistol.
pub fn murder(night: &mut Night, killer: &str, victim: &str) {
    let Some(walk) = night.walks.get(killer).cloned() else {
        return;
    };
    let role = night.fate.state.role(killer);
    let house = night.fate.state.house(victim).to_string();
    let reached = walk
        .route
        .iter()
        .position(|p| *p == house)
        .filter(|i| *i > 0);
    let cause = if role == Role::Reclutado {
        Cause::Bala
    } else {
        Cause::Asesinato
    };
    if role == Role::Reclutado && reached.is_some() {
        // "no está obligado a disparar cada noche": a bullet is spent when fired.
        let left = night.fate.state.memory.bullets.unwrap_or(0);
        night.fate.state.memory.bullets = Some(left.saturating_sub(1));
    }
    // The Sonámbulo's cases, for whoever kills in the Asesino's place.
    let street_event = if role == Role::Reclutado {
        None
    } else {
        match street::sonambulo(night, killer, &walk, &house, reached) {
            ControlFlow::Continue(event) => event,
            ControlFlow::Break(()) => return,
        }
    };
    if reached.is_none() {
        night.not_reached(killer, &house);
        return;
    }
    // Los Pirómanos "tampoco pueden morir de noche a manos ni del Asesino ni del Cómplice": the
    // Reclutado's pistol finds them at home.
    let (found, swap) = match night.found(&house, role != Role::Reclutado) {
        Found::Player(p, swap) => (p, swap),
        Found::Empty(why, because) => {
            night.failed(
                "rule-chechino-asesino",
                killer,
                night.empty_house(why, &house),
                because.or(street_event),
            );
            return;
        }
    };
    if found == killer || night.lovers(killer, &found) {
        return;
    }
    strike(night, killer, &found, swap, &house, cause);
}

/// The attack at the house, seen by the master; the killer is told what came of it ("El
/// botiquín protege contra asesinatos, pistola y explosiones").
fn strike(
    night: &mut Night,
    killer: &str,
    found: &str,
    swap: Option<usize>,
    house: &str,
    cause: Cause,
) {
    let mut e = night
        .fate
        .trace
        .add(
            if swap.is_some() {
                Kind::Redirected
            } else {
                Kind::Applied
            },
            "rule-chechino-asesino",
            Msg::new("chechino-attack")
                .arg("player", found)
                .arg("house", house),
        )
        .actor(killer)
        .target(found);
    if let Some(c) = swap {
        e = e.cause(c);
    }
    let attack = e.id();
    // "intercambiara los carteles informativos de 2 ubicaciones para trolear a sus compañeros":
    // the sign on the door said `house`, the house was the victim's own, and so is where the
    // body is found; the public post must not out the swap ("Fuera de esto, cualquier acción
    // que realicen A y B se tratará como si permanecieran en su ubicación habitual").
    let body_at = if swap.is_some() {
        night.fate.state.house(found).to_string()
    } else {
        house.to_string()
    };
    let died = night.fate.kill_at(found, cause, Some(attack), &body_at);
    night
        .fate
        .trace
        .add(
            if died { Kind::Applied } else { Kind::Failed },
            "rule-chechino-asesino",
            // Behind a swapped sign the killer is told where the body lies, as the thread is
            // (review CH-4: «Mataste a Carla en la casa J» beside «apareció en la casa K»).
            match (died, swap.is_some()) {
                (true, true) => Msg::new("chechino-you-killed-behind-sign")
                    .arg("sign", house)
                    .arg("player", found)
                    .arg("house", &body_at),
                (true, false) => Msg::new("chechino-you-killed")
                    .arg("player", found)
                    .arg("house", house),
                (false, _) => Msg::new("chechino-attack-survived")
                    .arg("player", found)
                    .arg("house", house),
            },
        )
        .actor(killer)
        .target(found)
        .cause(attack)
        .to(&[killer]);
}
