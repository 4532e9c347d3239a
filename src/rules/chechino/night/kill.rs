//! The killers' deeds: the Cómplice's kidnap, and the murder of the Asesino (or of whoever
//! kills in his place) with the Sonámbulo's four cases.

use super::Night;
use super::walk::{Walk, meeting};
use crate::core::msg::Msg;
use crate::core::trace::Kind;
use crate::rules::chechino::fate::Cause;
use crate::rules::chechino::roles::Role;
use crate::rules::chechino::state::Buried;

/// Whom a killer finds behind the door of `house`, and why nobody if nobody.
enum Found {
    Player(String),
    /// "cuando vayan a sus casas a asesinarlos las encontrarán vacías" and every other absence:
    /// the message, and the event that took the resident away, if any.
    Empty(&'static str, Option<usize>),
}

impl Night<'_, '_> {
    /// "si asesino o cómplice visitan la casa de A, encontrarán en ella a B (incluso sí B es
    /// obstructor, pirómano o fue a dormir al barracón)". Otherwise the resident, if he sleeps
    /// at home, is not a Pirómano and is not buried.
    fn found(&self, house: &str, pyromaniacs_hide: bool) -> Found {
        let behind = self.behind_sign(house);
        let Some(resident) = self.fate.state.resident(&behind).map(str::to_string) else {
            return Found::Empty("chechino-found-nobody", None);
        };
        if !self.fate.game.is_alive(&resident) {
            return Found::Empty("chechino-found-nobody", None);
        }
        if behind != house {
            return Found::Player(resident);
        }
        if pyromaniacs_hide && self.fate.state.role(&resident) == Role::Piromano {
            return Found::Empty("chechino-found-pyromaniac", None);
        }
        if self.buried(&resident) {
            return Found::Empty("chechino-found-buried", self.absent.get(&resident).copied());
        }
        if self.sleeps(&resident) != house {
            let walked = self.walks.get(&resident).and_then(|w| w.wall);
            return Found::Empty("chechino-found-away", walked.map(|i| self.walls[i].event));
        }
        Found::Player(resident)
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
    let found = match night.found(&house, true) {
        Found::Player(p) => p,
        Found::Empty(why, because) => {
            night.failed(
                "rule-chechino-complice",
                complice,
                Msg::new(why).arg("house", &house),
                because,
            );
            return;
        }
    };
    if night.lovers(complice, &found) {
        return;
    }
    night.fate.state.memory.buried = Some(Buried {
        victim: found.clone(),
        night: night.n,
    });
    night.fate.state.memory.complice_rests = Some(night.n + 1);
    let id = night
        .fate
        .trace
        .add(
            Kind::Applied,
            "rule-chechino-complice",
            Msg::new("chechino-kidnapped").arg("player", &found),
        )
        .actor(complice)
        .target(&found)
        .to(&[complice])
        .id();
    night.absent.insert(found.clone(), id);
    night
        .fate
        .trace
        .add(
            Kind::Applied,
            "rule-chechino-complice",
            Msg::new("chechino-you-are-buried"),
        )
        .target(&found)
        .to(&[&found]);
    if let Some(w) = night.walks.get_mut(&found) {
        w.cancel(&house);
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
    let mut street_event = None;
    if role != Role::Reclutado
        && let Some(s) = sleepwalker(night, killer)
    {
        let their = night.walks[&s].route.clone();
        match meeting(&walk.route, &their) {
            // "si en alguno de sus recorridos se encuentra con el Asesino antes de que mate, éste
            // se cobrará tanto la vida del sonámbulo como la de la de la víctima original."
            Some((step, place)) if reached.is_none_or(|k| step < k) => {
                let blood = night
                    .fate
                    .trace
                    .add(
                        Kind::Info,
                        "rule-chechino-sonambulo",
                        Msg::new("chechino-blood").arg("place", &place),
                    )
                    .actor(killer)
                    .target(&s)
                    .public()
                    .id();
                night.fate.kill(&s, Cause::Calle, Some(blood));
                night.tell(
                    "rule-chechino-sonambulo",
                    Msg::new("chechino-met-someone").arg("player", &s),
                    killer,
                );
                let end = match reached {
                    Some(_) => house.clone(),
                    // "Puede darse la casualidad de que tras matar al Sonámbulo, el Asesino se
                    // tope con una obstrucción. En ese caso, las huellas irán tan sólo hasta la
                    // obstrucción, y la víctima original del Asesino se salvará."
                    None => walk.route.last().cloned().unwrap_or_default(),
                };
                let steps = &walk.route[step.min(walk.route.len() - 1)..];
                street_event = Some(
                    night
                        .fate
                        .trace
                        .add(
                            Kind::Info,
                            "rule-chechino-sonambulo",
                            Msg::new(if reached.is_some() {
                                "chechino-footprints"
                            } else {
                                "chechino-footprints-wall"
                            })
                            .arg("route", steps.join("-"))
                            .arg("place", &end),
                        )
                        .actor(killer)
                        .cause(blood)
                        .public()
                        .id(),
                );
                if reached.is_none() {
                    return;
                }
                // "se quedará en casa de ésta limpiándose la sangre".
                if let Some(w) = night.walks.get_mut(killer) {
                    w.sleeps = house.clone();
                }
            }
            // "Si el Asesino y el Sonámbulo no se encuentran pero da la casualidad de que ambos
            // visitan a la misma persona, el Asesino matará a ambos en la casa de la víctima
            // inicial."
            _ if reached.is_some() && their.iter().skip(1).any(|p| *p == house) => {
                let id = night
                    .fate
                    .trace
                    .add(
                        Kind::Applied,
                        "rule-chechino-sonambulo",
                        Msg::new("chechino-sleepwalker-in-the-house").arg("house", &house),
                    )
                    .actor(killer)
                    .target(&s)
                    .id();
                night.fate.kill(&s, Cause::Asesinato, Some(id));
                street_event = Some(id);
            }
            _ => {}
        }
    }
    if reached.is_none() {
        night.not_reached(killer, &house);
        return;
    }
    // Los Pirómanos "tampoco pueden morir de noche a manos ni del Asesino ni del Cómplice": the
    // Reclutado's pistol finds them at home.
    let found = match night.found(&house, role != Role::Reclutado) {
        Found::Player(p) => p,
        Found::Empty(why, because) => {
            night.failed(
                "rule-chechino-asesino",
                killer,
                Msg::new(why).arg("house", &house),
                because.or(street_event),
            );
            return;
        }
    };
    if found == killer || night.lovers(killer, &found) {
        return;
    }
    let id = night
        .fate
        .trace
        .add(
            Kind::Applied,
            "rule-chechino-asesino",
            Msg::new("chechino-you-killed")
                .arg("player", &found)
                .arg("house", &house),
        )
        .actor(killer)
        .target(&found)
        .to(&[killer])
        .id();
    night.fate.kill(&found, cause, Some(id));
}

/// The living Sonámbulo who walked tonight.
fn sleepwalker(night: &Night, killer: &str) -> Option<String> {
    night
        .fate
        .state
        .with_role(Role::Sonambulo)
        .into_iter()
        .find(|s| s != killer && night.fate.game.is_alive(s) && night.walks.contains_key(s))
}
