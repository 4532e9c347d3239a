//! A night, step by step in the drawn coordinate's action order ("Ordine azioni"): each role
//! acts on the table as the earlier steps left it.

mod biting;
mod guarding;
mod scheming;
mod seeing;

pub use guarding::give_blood;

use super::fate::Fate;
use super::orders::{Pm, Power};
use super::pack::{self, Decision, Shared};
use super::roles::Role;
use super::table::{Step, table};
use crate::core::msg::Msg;
use crate::core::trace::Kind;
use std::collections::BTreeMap;

/// Where a power lands: `shown`, the player the actor is told (his choice, or the
/// Marionettista's forced target); `hit`, the player it really acts on (the Bucaniere may stand
/// in); `cause`, the event that moved it.
struct Aim {
    shown: String,
    hit: String,
    cause: Option<usize>,
}

pub struct Night<'f, 'a> {
    pub fate: &'f mut Fate<'a>,
    pub pms: &'f BTreeMap<String, Pm>,
    pub n: u32,
    pub wrap: bool,
    /// Marionettista: (puppet, forced target, the control's event).
    control: Option<(String, String, usize)>,
    /// Postino: who receives the Veggente's answer.
    deliver_to: Option<(String, usize)>,
    /// Ammaestratore: the victim he chose, and the event.
    tamed: Option<(String, usize)>,
}

impl<'f, 'a> Night<'f, 'a> {
    pub fn new(fate: &'f mut Fate<'a>, pms: &'f BTreeMap<String, Pm>, n: u32, wrap: bool) -> Self {
        Night {
            fate,
            pms,
            n,
            wrap,
            control: None,
            deliver_to: None,
            tamed: None,
        }
    }

    fn pm(&self, player: &str) -> Pm {
        self.pms.get(player).cloned().unwrap_or_default()
    }

    /// Living players with a role, in list order.
    fn holders(&self, role: Role) -> Vec<String> {
        self.fate
            .game
            .players
            .iter()
            .filter(|p| p.alive && self.fate.state.roles.get(&p.name) == Some(&role))
            .map(|p| p.name.clone())
            .collect()
    }

    /// The shared choice of `members` (the pack, the twins), as their PMs and the option
    /// `pack_disagreement` decide it; a member whose different choice is set aside is told.
    fn shared(&mut self, shared: Shared, members: &[String], rule: &str) -> Option<Decision> {
        let decision = pack::decide(shared, members, self.pms, self.fate.agree)?;
        for (member, yours) in &decision.set_aside {
            let msg = pack::set_aside_msg(self.fate.agree, yours, &decision.by);
            self.tell(rule, member, msg);
        }
        Some(decision)
    }

    fn tell(&mut self, rule: &str, to: &str, msg: Msg) -> usize {
        self.fate
            .trace
            .add(Kind::Info, rule, msg)
            .actor(to)
            .to(&[to])
            .id()
    }

    /// The Marionettista's forced target, if `actor` is his puppet tonight.
    fn forced(&self, actor: &str) -> Option<String> {
        match &self.control {
            Some((puppet, forced, _)) if puppet == actor => Some(forced.clone()),
            _ => None,
        }
    }

    /// The player a PM names for its power; for the Marionettista's puppet, the forced target,
    /// even without a PM: "obbliga il primo a usare il suo potere notturno".
    fn chosen(&self, actor: &str, named: Option<String>) -> Option<String> {
        self.forced(actor).or(named)
    }

    /// Where a power aimed at `target` lands: the Marionettista's forced target if the actor is
    /// his puppet (the actor is told that player: he "sa di essere stato controllato"), then
    /// the Bucaniere in the place of one of his three, the first time ("la prima volta che
    /// ciascuno di quei giocatori sarà il bersaglio di un potere notturno … il Bucaniere
    /// prenderà il loro posto … senza che il ruolo che ha usato il potere ne sia informato").
    fn aim(&mut self, actor: &str, target: &str) -> Aim {
        let mut shown = target.to_string();
        let mut cause = None;
        if let Some((puppet, forced, id)) = &self.control
            && puppet == actor
        {
            shown = forced.clone();
            cause = Some(*id);
        }
        self.reach(actor, &shown, cause)
    }

    /// A power's other targets (the owl's recipient, the Volpe's three): only the Bucaniere
    /// stands in the way.
    fn reach(&mut self, actor: &str, shown: &str, cause: Option<usize>) -> Aim {
        match self.intercept(actor, shown) {
            Some((pirate, id)) => Aim {
                shown: shown.to_string(),
                hit: pirate,
                cause: Some(id),
            },
            None => Aim {
                shown: shown.to_string(),
                hit: shown.to_string(),
                cause,
            },
        }
    }

    /// The Bucaniere takes the place of a marked target (and the mark is spent).
    fn intercept(&mut self, actor: &str, target: &str) -> Option<(String, usize)> {
        let marks = &mut self.fate.state.memory.marks;
        let i = marks.iter().position(|m| m == target)?;
        let pirate =
            self.fate.game.players.iter().find(|p| {
                p.alive && self.fate.state.roles.get(&p.name) == Some(&Role::Bucaniere)
            })?;
        let pirate = pirate.name.clone();
        marks.remove(i);
        let id = self
            .fate
            .trace
            .add(
                Kind::Redirected,
                "rule-lupus-bucaniere",
                Msg::new("lupus-bucaniere-takes")
                    .arg("actor", actor)
                    .arg("target", target),
            )
            .actor(actor)
            .target(&pirate)
            .id();
        Some((pirate, id))
    }

    /// The night's steps: the cell's action order; a role the roster put in play outside the
    /// cell (no place in that list) acts after the cell's own roles, just before the Sbrano,
    /// in the order of the rulebook's role descriptions (docs/rulings/lupus.md).
    fn steps(&self) -> Vec<Step> {
        let mut steps = table().order_of(&self.fate.state.coordinates).to_vec();
        let extra: Vec<Step> = Role::ALL
            .into_iter()
            .filter(|r| r.acts_at_night())
            .filter(|r| self.fate.state.roles.values().any(|x| x == r))
            .map(Step::Role)
            .filter(|s| !steps.contains(s))
            .collect();
        let at = steps
            .iter()
            .position(|s| *s == Step::Sbrano)
            .unwrap_or(steps.len());
        steps.splice(at..at, extra);
        steps
    }

    pub fn run(&mut self) {
        for step in self.steps() {
            match step {
                Step::Sbrano => self.sbrano(),
                Step::Role(role) => self.step(role),
            }
        }
    }

    fn step(&mut self, role: Role) {
        if role == Role::GuardiaGemella {
            return self.gemelle();
        }
        if role == Role::Unicorno {
            return self.gifts();
        }
        for actor in self.holders(role) {
            let pm = self.pm(&actor);
            match role {
                Role::Bucaniere => self.bucaniere(&actor, &pm),
                Role::Marionettista => self.marionettista(&actor, &pm),
                Role::Galeotto => self.galeotto(&actor, &pm),
                Role::Scommettitrice => self.scommettitrice(&actor, &pm),
                Role::Postino => self.postino(&actor, &pm),
                Role::Veggente | Role::VeggenteGufato => self.veggente(&actor, &pm),
                Role::Medium => self.medium(&actor, None),
                Role::MediumCieco => {
                    let named = pm.find(|x| match x {
                        Power::Tell(p) => Some(p.clone()),
                        _ => None,
                    });
                    if let Some(p) = self.chosen(&actor, named) {
                        self.medium(&actor, Some(p));
                    }
                }
                Role::DomatoreDiOrsi => self.domatore(&actor),
                Role::Volpe => self.volpe(&actor, &pm),
                Role::Ammaestratore => self.ammaestratore(&actor, &pm),
                Role::GuardianoDellaNotte => self.guardiano(&actor, &pm),
                Role::MagoGiratempo => self.mago(&actor, &pm),
                // The Lupo demonio names his player by day (day.rs); his place in the night
                // order has nothing left to do (docs/rulings/lupus.md).
                _ => {}
            }
        }
    }
}
