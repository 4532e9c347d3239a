//! The powers that move others' powers or the game itself: Bucaniere, Marionettista, Galeotto,
//! Scommettitrice, Ammaestratore.

use super::{Aim, Night};
use crate::core::msg::Msg;
use crate::core::trace::Kind;
use crate::rules::lupus::orders::{Pm, Power};
use crate::rules::lupus::roles::Role;

impl Night<'_, '_> {
    /// "Solo durante la seconda notte, deve scegliere tre giocatori (escluso sé stesso)."
    pub(super) fn bucaniere(&mut self, actor: &str, pm: &Pm) {
        if let Some(three) = pm.find(|x| match x {
            Power::Choose(t) => Some(t.clone()),
            _ => None,
        }) {
            self.fate.state.memory.marks = three.clone();
            self.fate
                .trace
                .add(
                    Kind::Applied,
                    "rule-lupus-bucaniere",
                    Msg::new("lupus-bucaniere-chose").arg("players", three.join(", ")),
                )
                .actor(actor)
                .to(&[actor]);
        }
    }

    /// "Il primo sarà il giocatore di cui il Marionettista controllerà le azioni. Il secondo
    /// sarà il giocatore su cui il Marionettista obbliga il primo a usare il suo potere
    /// notturno. Il giocatore controllato sa di essere stato controllato (ma non da chi) e il
    /// Marionettista apprende il ruolo esatto del giocatore controllato."
    pub(super) fn marionettista(&mut self, actor: &str, pm: &Pm) {
        let Some((first, second)) = pm.find(|x| match x {
            Power::Control(a, b) => Some((a.clone(), b.clone())),
            _ => None,
        }) else {
            return;
        };
        let Aim {
            hit: puppet, cause, ..
        } = self.aim(actor, &first);
        self.fate
            .state
            .memory
            .controlled_last
            .insert(actor.to_string(), first.clone());
        self.fate
            .state
            .memory
            .acted_night
            .insert(actor.to_string(), self.n);
        let role = self.fate.state.role(&puppet);
        let mut e = self
            .fate
            .trace
            .add(
                Kind::Applied,
                "rule-lupus-marionettista",
                Msg::new("lupus-marionettista-learns")
                    .arg("player", &first)
                    .arg("role", role.key()),
            )
            .actor(actor)
            .target(&puppet)
            .to(&[actor]);
        if let Some(c) = cause {
            e = e.cause(c);
        }
        let id = e.id();
        let told = controlled(role, &self.pm(&puppet));
        self.tell("rule-lupus-marionettista", &puppet, Msg::new(told));
        // The control cannot force what the puppet's card forbids: a power on "un altro
        // giocatore" forced onto the puppet himself, a bite forced onto a LUPO. It fails (the
        // puppet uses his power as his own PM says); he still knows he was controlled and the
        // Marionettista still learns his role; the master's trace says why (ruling 12).
        let other_only = matches!(
            role,
            Role::Veggente
                | Role::VeggenteGufato
                | Role::MediumCieco
                | Role::GuardianoDellaNotte
                | Role::GuardiaGemella
                | Role::Ammaestratore
        );
        let biter = role.is_wolf() && role != Role::GiovaneLupo;
        let forbidden =
            (other_only && second == puppet) || (biter && self.fate.state.role(&second).is_wolf());
        if forbidden {
            self.fate
                .trace
                .add(
                    Kind::Failed,
                    "rule-lupus-marionettista",
                    Msg::new("lupus-control-forbidden")
                        .arg("player", &puppet)
                        .arg("target", &second),
                )
                .actor(actor)
                .target(&puppet)
                .cause(id);
            return;
        }
        self.control = Some((puppet, second, id));
    }

    /// "ogni galeotto può decidere autonomamente se compiere un atto di TRADIMENTO".
    pub(super) fn galeotto(&mut self, actor: &str, pm: &Pm) {
        if pm.powers.contains(&Power::Betray)
            && !self.fate.state.memory.traitors.iter().any(|t| t == actor)
        {
            self.fate.state.memory.traitors.push(actor.to_string());
            self.fate
                .trace
                .add(
                    Kind::Applied,
                    "rule-lupus-galeotto",
                    Msg::new("lupus-betrayed").arg(
                        "partner",
                        self.fate.state.galeotto_partner(actor).unwrap_or_default(),
                    ),
                )
                .actor(actor)
                .to(&[actor]);
        }
    }

    /// "Ogni notte, può piazzare una scommessa su chi crede morirà al rogo del giorno successivo
    /// oppure durante la notte stessa."
    pub(super) fn scommettitrice(&mut self, actor: &str, pm: &Pm) {
        if let Some(bet) = pm.find(|x| match x {
            Power::Bet(b) => Some(b.clone()),
            _ => None,
        }) {
            let memory = &mut self.fate.state.memory;
            memory.last_bet.insert(actor.to_string(), bet.clone());
            memory.bet_night.insert(actor.to_string(), self.n);
            let when = if bet.night {
                "@lupus-bet-night"
            } else {
                "@lupus-bet-day"
            };
            self.fate
                .trace
                .add(
                    Kind::Applied,
                    "rule-lupus-scommettitrice",
                    Msg::new("lupus-bet-placed")
                        .arg("player", &bet.player)
                        .arg("when", when),
                )
                .actor(actor)
                .to(&[actor]);
        }
    }

    /// "per una sola volta in tutta la partita, può arrischiarsi ad ammaestrare i lupi,
    /// decidendo lui stesso la vittima del loro sbrano".
    pub(super) fn ammaestratore(&mut self, actor: &str, pm: &Pm) {
        if let Some(p) = pm.find(|x| match x {
            Power::Tame(p) => Some(p.clone()),
            _ => None,
        }) {
            let victim = self.aim(actor, &p).hit;
            self.fate.state.memory.spent.push(actor.to_string());
            let id = self
                .fate
                .trace
                .add(
                    Kind::Applied,
                    "rule-lupus-ammaestratore",
                    Msg::new("lupus-tamed").arg("player", &victim),
                )
                .actor(actor)
                .target(&victim)
                .to(&[actor])
                .id();
            self.tamed = Some((victim, id));
        }
    }
}

/// What the Marionettista's puppet is told: "Il giocatore controllato sa di essere stato
/// controllato (ma non da chi)". A power used once (Ammaestratore, Mago) is forced only if the
/// puppet used it (ruling 12): one who did not is told he was controlled and that his power
/// was not used, never that someone chose for him (ruling 63).
fn controlled(role: Role, pm: &Pm) -> &'static str {
    let once = |p: &Power| matches!(p, Power::Tame(_) | Power::Revive(_));
    let unused =
        matches!(role, Role::Ammaestratore | Role::MagoGiratempo) && !pm.powers.iter().any(once);
    match unused {
        true => "lupus-controlled-unused",
        false => "lupus-controlled",
    }
}
