//! Deaths and what follows them, by day or by night: protections, the Galeotti's chain, the
//! twins' broken pair, the Unicorno's gift, the Lupo demonio's nominee, the Scommettitrice.
//! `night.rs` and `day.rs` both kill through [`Fate`].

use super::roles::Role;
use super::state::State;
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::trace::{Kind, Trace};
use std::collections::BTreeMap;

/// Why a player dies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cause {
    /// The pack's bite.
    Sbrano,
    /// Burned at the rogo.
    Rogo,
    /// The Narcisista's decisive voter: "Questa morte non può essere impedita in alcun modo."
    Guilt,
    /// A Galeotto follows his partner: "anche l'altro verrà ucciso".
    Chain,
    /// Both Galeotti betrayed: "il villaggio ne viene a conoscenza e i galeotti perdono la
    /// partita, eliminandoli".
    Exposed,
    /// The master's `modkill`: a death "per qualsiasi motivo" nothing prevents.
    Master,
}

impl Cause {
    fn key(self) -> &'static str {
        match self {
            Cause::Sbrano => "lupus-death-sbrano",
            Cause::Rogo => "lupus-death-rogo",
            Cause::Guilt => "lupus-death-guilt",
            Cause::Chain => "lupus-death-chain",
            Cause::Exposed => "lupus-death-exposed",
            Cause::Master => "lupus-death-master",
        }
    }

    /// Whether the public is told this cause only with the option `death_causes=told`: the
    /// deaths of the night (a bite, the guilt, the chain) are all "found dead" by default, as a
    /// guilt or a chain told apart would name a Narcisista or two Galeotti (ruling in
    /// docs/rulings/lupus.md); the rogo, the exposed Galeotti and the master's removal are
    /// public acts.
    fn secret(self) -> bool {
        matches!(self, Cause::Sbrano | Cause::Guilt | Cause::Chain)
    }

    fn rule(self) -> &'static str {
        match self {
            Cause::Sbrano => "rule-lupus-sbrano",
            Cause::Rogo => "rule-lupus-rogo",
            Cause::Guilt => "rule-lupus-narcisista",
            Cause::Chain | Cause::Exposed => "rule-lupus-galeotto",
            Cause::Master => "rule-master",
        }
    }
}

/// The deaths of one phase, and the protections in force during it.
pub struct Fate<'a> {
    pub game: &'a mut Game,
    pub state: &'a mut State,
    pub trace: &'a mut Trace,
    /// The phase id (immortality is "per il giorno e la notte successiva").
    pub phase: String,
    /// Guardiano della notte: "non può essere ucciso o convertito in un altro ruolo in alcun
    /// modo per quella notte" (player → the protection's event).
    pub guarded: BTreeMap<String, usize>,
    /// Guardie gemelle: "non può essere sbranato dai lupi".
    pub twin_guarded: BTreeMap<String, usize>,
    /// Who died in this phase, in order.
    pub died: Vec<String>,
    /// The Lupo demonio died: his nominee turns, if the game goes on.
    pub demonio_died: Option<usize>,
    /// Option `unicorno_blood`: when a night gift acts (ruling 17).
    pub blood: Blood,
    /// Option `pack_disagreement`: whose PM decides a shared choice (ruling 16).
    pub agree: super::pack::Disagreement,
    /// Option `death_causes=told`: the public is told why each player died.
    pub causes_told: bool,
}

/// "Quel giocatore sarà immortale per il giorno e la notte successiva", for blood given by night
/// (option `unicorno_blood`; a gift of the day covers the night and the day after it either way).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Blood {
    /// `tonight` (default): from the Unicorno's step, that night and the following day.
    #[default]
    Tonight,
    /// `next`: the day and the night after the gift, not the night it is given.
    Next,
}

impl<'a> Fate<'a> {
    pub fn new(
        game: &'a mut Game,
        state: &'a mut State,
        trace: &'a mut Trace,
        phase: String,
    ) -> Self {
        Fate {
            game,
            state,
            trace,
            phase,
            guarded: BTreeMap::new(),
            twin_guarded: BTreeMap::new(),
            died: Vec::new(),
            demonio_died: None,
            blood: Blood::Tonight,
            agree: super::pack::Disagreement::Refuse,
            causes_told: false,
        }
    }

    /// A death that did not happen, and what stopped it.
    fn saved(&mut self, victim: &str, cause_event: Option<usize>, key: &str, rule: &str) {
        let e = self
            .trace
            .add(Kind::Blocked, rule, Msg::new(key).arg("player", victim))
            .target(victim);
        if let Some(c) = cause_event {
            e.cause(c);
        }
    }

    /// What would stop `cause` from killing `victim` now: (the protection's event, the message,
    /// the rule). The guilt "non può essere impedita in alcun modo"; the exposed Galeotti are
    /// eliminated by the rules, not killed.
    pub fn shield(
        &self,
        victim: &str,
        cause: Cause,
    ) -> Option<(Option<usize>, &'static str, &'static str)> {
        if matches!(cause, Cause::Guilt | Cause::Exposed | Cause::Master) {
            return None;
        }
        let bite = cause == Cause::Sbrano;
        if let Some(&by) = self.guarded.get(victim)
            && cause != Cause::Rogo
        {
            return Some((Some(by), "lupus-saved-guardiano", "rule-lupus-guardiano"));
        }
        if let Some(&by) = self.twin_guarded.get(victim)
            && bite
        {
            return Some((Some(by), "lupus-saved-gemelle", "rule-lupus-gemelle"));
        }
        if self.state.memory.immortal.contains_key(victim)
            && !self.state.memory.blood_waits.contains_key(victim)
        {
            return Some((None, "lupus-saved-unicorno", "rule-lupus-unicorno"));
        }
        let traitor = self.state.role(victim) == Role::Galeotto
            && self.state.memory.traitors.iter().any(|t| t == victim);
        if bite && traitor {
            return Some((None, "lupus-saved-traitor", "rule-lupus-galeotto"));
        }
        None
    }

    /// Tries to kill `victim`. Returns whether he died.
    pub fn kill(&mut self, victim: &str, cause: Cause, because: Option<usize>) -> bool {
        if !self.game.is_alive(victim) {
            return false;
        }
        let role = self.state.role(victim);
        if let Some((by, key, rule)) = self.shield(victim, cause) {
            self.saved(victim, by.or(because), key, rule);
            return false;
        }
        self.game.kill(victim);
        self.died.push(victim.to_string());
        // Untold, the cause stays the master's: the event's rule (`--explain`) names it.
        let told = self.causes_told || !cause.secret();
        let key = if told {
            cause.key()
        } else {
            "lupus-death-found"
        };
        let mut e = self
            .trace
            .add(
                Kind::Death,
                cause.rule(),
                Msg::new(key).arg("player", victim),
            )
            .target(victim)
            .public();
        if let Some(c) = because {
            e = e.cause(c);
        }
        let id = e.id();
        self.after_death(victim, role, cause, id);
        true
    }

    /// The master's `modkill`, by his death event `id`: the player dies whatever protects him,
    /// and every rule that follows a death "in qualunque modo" / "per qualsiasi motivo" applies.
    pub fn modkill(&mut self, victim: &str, id: usize) {
        if !self.game.is_alive(victim) {
            return;
        }
        let role = self.state.role(victim);
        self.game.kill(victim);
        self.died.push(victim.to_string());
        self.after_death(victim, role, Cause::Master, id);
    }

    /// A dead player is alive again (the Mago giratempo, the master's `revive`), by the event
    /// `id`: what his death left behind is forgotten, and he is told.
    pub fn revive(&mut self, player: &str, id: usize) {
        if let Some(p) = self.game.players.iter_mut().find(|x| x.name == player) {
            p.alive = true;
        }
        let role = self.state.role(player);
        let memory = &mut self.state.memory;
        memory.died_last.retain(|d| d != player);
        memory.died_before.retain(|d| d != player);
        memory.modkilled.retain(|d| d != player);
        memory.gift_pending.retain(|d| d != player);
        memory.removed.retain(|d| d != player);
        // "per due notti consecutive": his death broke the chain.
        let key = super::orders::protector_key(role, player);
        memory.protected_last.remove(&key);
        memory.named_last.remove(&key);
        memory.controlled_last.remove(player);
        memory.acted_night.remove(&key);
        memory.acted_night.remove(player);
        self.died.retain(|d| d != player);
        if role == Role::GuardiaGemella {
            // "Alla morte di una delle guardie, la sopravvissuta perderà il potere": both alive
            // again, the pair has its power back.
            let all_alive = self
                .state
                .roles
                .iter()
                .filter(|(_, r)| **r == Role::GuardiaGemella)
                .all(|(p, _)| self.game.is_alive(p));
            if all_alive {
                self.state.memory.twins_broken = false;
            }
        }
        self.trace
            .add(
                Kind::Info,
                "rule-lupus-revive",
                Msg::new("lupus-you-are-revived"),
            )
            .target(player)
            .cause(id)
            .to(&[player]);
    }

    fn after_death(&mut self, victim: &str, role: Role, cause: Cause, id: usize) {
        match role {
            Role::GuardiaGemella => self.state.memory.twins_broken = true,
            // Ruling 11: his marks end with his death (a revival does not bring them back).
            Role::Bucaniere => self.state.memory.marks.clear(),
            Role::LupoDemonio => self.demonio_died = Some(id),
            Role::Unicorno => {
                // "Se l'Unicorno muore per qualsiasi motivo può decidere di donare il suo sangue".
                self.state.memory.gift_pending.push(victim.to_string());
                self.trace
                    .add(
                        Kind::Info,
                        "rule-lupus-unicorno",
                        Msg::new("lupus-unicorno-may-give"),
                    )
                    .cause(id)
                    .to(&[victim]);
            }
            // Both exposed: each is eliminated in his own right.
            Role::Galeotto if cause != Cause::Exposed => self.chain(victim, id),
            _ => {}
        }
    }

    /// "Se invece durante la partita uno dei due muore in qualunque modo, anche l'altro verrà
    /// ucciso"; a traitor whose partner dies "verrà tolto dalla partita" (and may still win).
    fn chain(&mut self, victim: &str, id: usize) {
        let partner = self.game.players.iter().map(|p| p.name.clone()).find(|p| {
            p != victim && self.state.roles.get(p) == Some(&Role::Galeotto) && self.game.is_alive(p)
        });
        let Some(partner) = partner else { return };
        let traitor = self.state.memory.traitors.contains(&partner);
        if traitor {
            self.game.kill(&partner);
            self.state.memory.removed.push(partner.clone());
            self.trace
                .add(
                    Kind::Death,
                    "rule-lupus-galeotto",
                    Msg::new("lupus-removed").arg("player", &partner),
                )
                .target(&partner)
                .cause(id)
                .public();
        } else {
            // The chain kills whatever protects him, but for a Guardiano's night protection.
            self.kill(&partner, Cause::Chain, Some(id));
        }
    }

    /// After the phase's deaths: the Lupo demonio's nominee turns into an Indemoniato, "Se la
    /// partita si conclude con la morte del Lupo Demonio, non sarà trasformato nessuno" (the
    /// caller only calls this when the game goes on).
    pub fn convert_nominee(&mut self) {
        let Some(death) = self.demonio_died.take() else {
            return;
        };
        let Some(nominee) = self.state.memory.nominee.take() else {
            return;
        };
        if !self.game.is_alive(&nominee) {
            return;
        }
        let role = self.state.role(&nominee);
        // FAQ: Marionettista, Narcisista, Bucaniere, Galeotto, Scommettitrice never turn.
        let exempt = matches!(
            role,
            Role::Marionettista
                | Role::Narcisista
                | Role::Bucaniere
                | Role::Galeotto
                | Role::Scommettitrice
        ) || role.is_wolf()
            || role == Role::Indemoniato;
        if exempt {
            self.trace
                .add(
                    Kind::Failed,
                    "rule-lupus-lupo-demonio",
                    Msg::new("lupus-conversion-exempt").arg("player", &nominee),
                )
                .target(&nominee)
                .cause(death);
            return;
        }
        if let Some(&by) = self.guarded.get(&nominee) {
            self.trace
                .add(
                    Kind::Blocked,
                    "rule-lupus-guardiano",
                    Msg::new("lupus-conversion-guarded").arg("player", &nominee),
                )
                .target(&nominee)
                .cause(by);
            return;
        }
        self.state.roles.insert(nominee.clone(), Role::Indemoniato);
        self.trace
            .add(
                Kind::Applied,
                "rule-lupus-lupo-demonio",
                Msg::new("lupus-converted"),
            )
            .target(&nominee)
            .cause(death)
            .to(&[&nominee]);
    }
}
