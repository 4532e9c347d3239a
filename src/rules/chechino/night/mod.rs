//! The night, in the order of section 7 ("Orden de prioridades"): the Obstructores' walls, the
//! Insomnes at their windows, the Sonámbulo, the Cómplice, the Caminantes, the Bombero, the
//! Reclutado, the Asesino, and last the Pirómano. "En caso de que dos acciones con la misma
//! prioridad entren en conflicto, se ejecutará antes aquella que fuera enviada al master en
//! primer lugar": equal priorities go by the PM's `sent:` time.

mod fire;
mod kill;
mod street;
mod walk;
mod watch;

pub use fire::unmarked;
pub use walk::Walk;

use super::casas::{self, Function};
use super::fate::{Cause, Fate};
use super::nave;
use super::orders::{Order, Pm, Walker, walker};
use super::roles::Role;
use crate::core::msg::Msg;
use crate::core::trace::Kind;
use std::collections::{BTreeMap, BTreeSet};

/// A wall of the Obstructor and who hit it.
#[derive(Debug, Clone)]
pub struct Wall {
    pub by: String,
    pub a: String,
    pub b: String,
    pub hits: Vec<String>,
    /// The event that put it up: the cause of every stop it makes.
    pub event: usize,
}

impl Wall {
    pub fn blocks(&self, from: &str, to: &str) -> bool {
        (self.a == from && self.b == to) || (self.a == to && self.b == from)
    }
}

pub struct Night<'f, 'a> {
    pub fate: &'f mut Fate<'a>,
    pub pms: &'f BTreeMap<String, Pm>,
    pub n: u32,
    pub walls: Vec<Wall>,
    /// Every walker's route as walked (cut at a wall).
    pub walks: BTreeMap<String, Walk>,
    /// The Cruce sombrío's swapped signs tonight, with the event that swapped them.
    pub signs: Vec<(String, String, usize)>,
    /// The Servicios' mirrors tonight.
    pub mirrors: Vec<(String, String)>,
    /// Houses the Bombero watered tonight.
    pub watered: Vec<String>,
    /// Who took the barracks' bed.
    pub bed: Option<String>,
    /// Suit wearers, from which step of their route.
    pub suits: BTreeMap<String, usize>,
    /// Why a player is not at home tonight: the kidnap that buried him.
    pub absent: BTreeMap<String, usize>,
    /// The walkers who have taken their turn: each walks his whole route at his turn of
    /// section 7 (docs/rulings/chechino.md), so until then he is at home.
    pub done: BTreeSet<String>,
    /// The dead owner's house the Morgue opens right now: its owner is told as if alive.
    pub ghost: Option<String>,
    /// What the owners of some houses are told once the night is over (owner, rule, text):
    /// [`casas::tell_owner_later`].
    pub later: Vec<(String, String, Msg)>,
}

/// Section 7, from first to last.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Priority {
    Sonambulo,
    Complice,
    Caminante,
    Bombero,
    Reclutado,
    Asesino,
}

impl<'f, 'a> Night<'f, 'a> {
    pub fn new(fate: &'f mut Fate<'a>, pms: &'f BTreeMap<String, Pm>, n: u32) -> Self {
        Night {
            fate,
            pms,
            n,
            walls: Vec::new(),
            walks: BTreeMap::new(),
            signs: Vec::new(),
            mirrors: Vec::new(),
            watered: Vec::new(),
            bed: None,
            suits: BTreeMap::new(),
            absent: BTreeMap::new(),
            done: BTreeSet::new(),
            ghost: None,
            later: Vec::new(),
        }
    }

    /// PMs of living, unburied players in sending order.
    pub fn sent(&self) -> Vec<(&'f String, &'f Pm)> {
        let mut sent: Vec<(&String, &Pm)> = self
            .pms
            .iter()
            .filter(|(p, _)| self.fate.game.is_alive(p))
            .collect();
        sent.sort_by_key(|(_, pm)| pm.sent);
        sent
    }

    pub fn buried(&self, player: &str) -> bool {
        self.fate
            .state
            .memory
            .buried
            .as_ref()
            .is_some_and(|b| b.victim == player)
    }

    /// Where a player sleeps tonight: at the end of his walk, or at home.
    pub fn sleeps(&self, player: &str) -> String {
        match self.walks.get(player) {
            Some(w) => w.sleeps.clone(),
            None => self.fate.state.house(player).to_string(),
        }
    }

    /// The signs of the Cruce sombrío: "si asesino o cómplice visitan la casa de A, encontrarán
    /// en ella a B"; "Si el pirómano marca esa noche la casa de B, realmente habrá marcado la de
    /// A." The house behind the sign of `house`, and the swap that put it there, if any.
    pub fn sign(&self, house: &str) -> (String, Option<usize>) {
        for (a, b, event) in &self.signs {
            if a == house {
                return (b.clone(), Some(*event));
            }
            if b == house {
                return (a.clone(), Some(*event));
            }
        }
        (house.to_string(), None)
    }

    /// The latest event of tonight that killed `player`.
    pub fn death_of(&self, player: &str) -> Option<usize> {
        self.fate
            .trace
            .events
            .iter()
            .rev()
            .find(|e| e.kind == Kind::Death && e.targets.iter().any(|t| t == player))
            .map(|e| e.id)
    }

    /// A walker never reached `house`: a wall stopped him first (the wall is the cause).
    pub fn not_reached(&mut self, player: &str, house: &str) {
        let walk = self.walks.get(player);
        let walled = walk.and_then(|w| w.wall.map(|i| self.walls[i].event));
        let wall = walled.or(walk.and_then(|w| w.cut));
        // "Los obstruidos sabrán que lo fueron, pero no en qué punto": naming the house he never
        // reached would tell the walker where the wall stood; he is told only that what lay
        // beyond it was not done.
        let text = if walled.is_some() {
            Msg::new("chechino-not-done-walled")
        } else {
            Msg::new("chechino-not-reached").arg("house", house)
        };
        // Two orders at one house (`regar E` and `usar E`) are one house not reached: told once.
        let told = self.fate.trace.events.iter().any(|e| {
            e.kind == Kind::Failed && e.text == text && e.actor.as_deref() == Some(player)
        });
        if told {
            return;
        }
        let mut e = self
            .fate
            .trace
            .add(Kind::Failed, "rule-chechino-obstructor", text)
            .actor(player)
            .to(&[player]);
        if let Some(w) = wall {
            e = e.cause(w);
        }
        e.id();
    }

    pub fn run(mut self) {
        self.unbury();
        self.buried_dies();
        casas::observatorio::trances(self.fate, self.pms);
        casas::cruce_sombrio::swaps(&mut self);
        walk::walls(&mut self);
        walk::walks(&mut self);
        let windows = watch::windows(&self);
        let mut order: Vec<(Priority, (bool, i64, usize), String)> = Vec::new();
        for (player, pm) in self.sent() {
            let Some(w) = walker(self.fate.state, player) else {
                continue;
            };
            let priority = match w {
                Walker::Sonambulo => Priority::Sonambulo,
                Walker::Complice if !self.kills_tonight(player) => Priority::Complice,
                Walker::Caminante => Priority::Caminante,
                Walker::Bombero => Priority::Bombero,
                Walker::Reclutado if !self.kills_tonight(player) => Priority::Reclutado,
                // "Asesino Chechina": the Cómplice who took his place, and the armed Reclutado,
                // kill in his turn.
                Walker::Asesino | Walker::Complice | Walker::Reclutado => Priority::Asesino,
            };
            // Equal priorities: the PM that carried the walk (its route) was sent first.
            let sent = pm.sent_of(|o| matches!(o, Order::Route(_)));
            order.push((priority, sent, player.clone()));
        }
        order.sort();
        for (_, _, player) in order {
            self.act(&player);
        }
        watch::insomnes(&mut self, windows);
        fire::mark(&mut self);
        fire::explosions(&mut self);
        walk::wall_reports(&mut self);
        casas::tell_the_owners(&mut self);
    }

    fn kills_tonight(&self, player: &str) -> bool {
        self.pms[player]
            .orders
            .iter()
            .any(|o| matches!(o, Order::Kill(_)))
    }

    /// One walker's night: the places he passes, his function, then his role's deed, in the
    /// order of his steps (a deed that cuts his route comes before a later function).
    fn act(&mut self, player: &str) {
        self.done.insert(player.to_string());
        // "Dicha víctima queda bloqueada desde el mismo momento en que es capturada".
        if self.buried(player) || !self.fate.game.is_alive(player) {
            if let Some(w) = self.walks.get_mut(player) {
                w.cancel(self.fate.state.house(player));
            }
            if let Some(kidnap) = self.absent.get(player).copied() {
                self.fate
                    .trace
                    .add(
                        Kind::Failed,
                        "rule-chechino-complice",
                        Msg::new("chechino-walk-cancelled"),
                    )
                    .actor(player)
                    .cause(kidnap)
                    .to(&[player]);
            }
            return;
        }
        let Some(walk) = self.walks.get(player).cloned() else {
            return;
        };
        let pm = &self.pms[player];
        let activation = pm.activation().cloned();
        let kill_step = pm
            .find(|o| match o {
                Order::Kill(v) => Some(v.clone()),
                _ => None,
            })
            .and_then(|v| walk.step_of(self.fate.state.house(&v)));
        let use_step = activation.as_ref().and_then(|a| walk.step_of(&a.at));
        let deeds_first = matches!((kill_step, use_step), (Some(k), Some(u)) if k < u);
        if !deeds_first {
            self.activation(player, activation.as_ref());
        }
        for o in &pm.orders {
            match o {
                Order::Water(h) => fire::water(self, player, h, &walk),
                Order::Kidnap(v) => kill::kidnap(self, player, v, &walk),
                Order::Kill(v) => kill::murder(self, player, v),
                _ => {}
            }
        }
        if deeds_first {
            self.activation(player, activation.as_ref());
        }
        // The route as walked, cut where the deeds cut it.
        let walk = self.walks.get(player).cloned().unwrap_or(walk);
        if let Some(lab) = nave::house_with(&self.fate.state.map, Function::Laboratorio)
            && walk.route.iter().skip(1).any(|p| *p == lab)
        {
            casas::laboratorio::visit(self, player);
        }
        casas::ascensor::rides(self, &walk);
        casas::barracones::sleep(self, player);
    }

    /// The function a walker activates, if he reaches its house.
    fn activation(&mut self, player: &str, a: Option<&super::orders::Activation>) {
        let Some(a) = a else { return };
        let step = self.walks.get(player).and_then(|w| w.step_of(&a.at));
        match step {
            Some(step) => casas::activate(self, player, a, step),
            None => self.not_reached(player, &a.at),
        }
    }

    /// "en el segundo se queda descansando mientras su víctima perece."
    fn buried_dies(&mut self) {
        let Some(b) = self.fate.state.memory.buried.clone() else {
            return;
        };
        if b.night < self.n {
            self.fate.state.memory.buried = None;
            self.fate.kill(&b.victim, Cause::Enterrado, None);
        }
    }

    /// "(o que por alguna razón éste decida desenterrarla)".
    fn unbury(&mut self) {
        for (player, pm) in self.sent() {
            if self.fate.state.role(player) == Role::Complice
                && pm.orders.contains(&Order::Unbury)
                && let Some(b) = self.fate.state.memory.buried.take()
            {
                self.fate
                    .trace
                    .add(
                        Kind::Applied,
                        "rule-chechino-complice",
                        Msg::new("chechino-unburied").arg("player", &b.victim),
                    )
                    .actor(player)
                    .target(&b.victim)
                    .to(&[player, &b.victim]);
            }
        }
    }
}
