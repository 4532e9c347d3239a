//! Deaths, by night or by day, and what follows them: the medkit that saves ("protege contra
//! asesinatos, pistola y explosiones, pero nada podrá hacer contra linchamientos o muerte por
//! amor"), the lover who follows ("si uno muere el otro lo seguirá a la tumba"), the pistol
//! lost with its holder, the buried victim who is no longer waiting, the Cómplice who takes the
//! Asesino's place and the Reclutado armed once both are dead. The master's `modkill` is a
//! death like the others: only its event comes from the master (`Fate::follow`).

use super::roles::Role;
use super::state::State;
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::trace::{Kind, Trace};

/// The option telling the public a lover's death as such (`told`) or only as a death
/// (`secret`, the default: the book of marriages is secret).
pub const LOVERS_DEATH: &str = "lovers_death";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cause {
    /// The Asesino (or the Cómplice in his place) at the victim's house.
    Asesinato,
    /// The Sonámbulo met in the street: "quedará la marca de sangre donde fue asesinado".
    Calle,
    /// The Cómplice's buried victim: "en el segundo se queda descansando mientras su víctima
    /// perece".
    Enterrado,
    /// The Reclutado's pistol, by night.
    Bala,
    /// A floor blew up.
    Explosion,
    Linchamiento,
    /// "la segunda vez que no vote se le aplicará golpe de remo".
    Remo,
    /// The Armería's pistol, by day.
    Disparo,
    Amor,
}

impl Cause {
    fn key(self) -> &'static str {
        match self {
            Cause::Asesinato => "chechino-death-asesinato",
            Cause::Calle => "chechino-death-calle",
            Cause::Enterrado => "chechino-death-enterrado",
            Cause::Bala => "chechino-death-bala",
            Cause::Explosion => "chechino-death-explosion",
            Cause::Linchamiento => "chechino-death-linchamiento",
            Cause::Remo => "chechino-death-remo",
            Cause::Disparo => "chechino-death-disparo",
            Cause::Amor => "chechino-death-amor",
        }
    }

    /// The public death line, with the house where the body was found if there is one.
    fn told(self, who: &str, house: Option<&str>) -> Msg {
        match house {
            Some(h) => Msg::new(&format!("{}-at", self.key()))
                .arg("player", who)
                .arg("house", h),
            None => Msg::new(self.key()).arg("player", who),
        }
    }

    /// A death nobody in the thread saw, whose cause a secret may hold: the killers' by night,
    /// the buried victim's, the lover's. The lynch, the golpe de remo, the day's shot ("a la
    /// vista de todo el mundo") and the floor blown up ("un bonito espectáculo de fuegos
    /// artificiales") are seen by all.
    fn unseen(self) -> bool {
        matches!(
            self,
            Cause::Asesinato | Cause::Calle | Cause::Bala | Cause::Enterrado | Cause::Amor
        )
    }

    fn rule(self) -> &'static str {
        match self {
            Cause::Asesinato | Cause::Calle => "rule-chechino-asesino",
            Cause::Enterrado => "rule-chechino-complice",
            Cause::Bala => "rule-chechino-reclutado",
            Cause::Explosion => "rule-chechino-piromanos",
            Cause::Linchamiento => "rule-chechino-votes",
            Cause::Remo => "rule-chechino-remo",
            Cause::Disparo => "rule-chechino-armeria",
            Cause::Amor => "rule-chechino-capilla",
        }
    }

    /// "El botiquín protege contra asesinatos, pistola y explosiones".
    fn medkit_stops(self) -> bool {
        matches!(
            self,
            Cause::Asesinato | Cause::Calle | Cause::Bala | Cause::Explosion | Cause::Disparo
        )
    }
}

pub struct Fate<'a> {
    pub game: &'a mut Game,
    pub state: &'a mut State,
    pub trace: &'a mut Trace,
    /// Who died in this phase, in order.
    pub died: Vec<String>,
}

impl<'a> Fate<'a> {
    pub fn new(game: &'a mut Game, state: &'a mut State, trace: &'a mut Trace) -> Self {
        Fate {
            game,
            state,
            trace,
            died: Vec::new(),
        }
    }

    /// Kills `who` unless he is dead already or his medkit saves him; `cause_event` is the
    /// event that killed. Returns whether he died.
    pub fn kill(&mut self, who: &str, cause: Cause, cause_event: Option<usize>) -> bool {
        self.kill_in(who, cause, cause_event, None)
    }

    /// A death by night in a house (the Asesino's, the Reclutado's bullet): the public summary
    /// says where the body was found ("el Asesino matará a ambos en la casa de la víctima
    /// inicial": the Sonámbulo's body too is in the victim's house, wherever he slept).
    pub fn kill_at(
        &mut self,
        who: &str,
        cause: Cause,
        cause_event: Option<usize>,
        house: &str,
    ) -> bool {
        self.kill_in(who, cause, cause_event, Some(house))
    }

    fn kill_in(
        &mut self,
        who: &str,
        cause: Cause,
        cause_event: Option<usize>,
        house: Option<&str>,
    ) -> bool {
        if !self.game.is_alive(who) {
            return false;
        }
        if cause.medkit_stops() && self.state.memory.medkit.as_deref() == Some(who) {
            self.state.memory.medkit = None;
            let mut e = self
                .trace
                .add(
                    Kind::Blocked,
                    "rule-chechino-enfermeria",
                    Msg::new("chechino-medkit-saves"),
                )
                .target(who)
                .to(&[who]);
            if let Some(c) = cause_event {
                e = e.cause(c);
            }
            e.id();
            return false;
        }
        self.game.kill(who);
        self.died.push(who.to_string());
        // "si uno muere el otro lo seguirá a la tumba": who loved whom is the book's secret. A
        // lover's death alone without a cause would read as love (review L7): every unseen
        // death reads alike, "X ha muerto", with the house where the body was found if one was
        // (the lover's own; none for the buried "en un lugar secreto" or the sleepwalker in
        // the street, whose blood is told apart); the dead reads why (ruling 39).
        let secret = cause.unseen() && self.game.option(LOVERS_DEATH) != Some("told");
        let found = match cause {
            Cause::Amor => Some(self.state.house(who).to_string()),
            _ => house.map(str::to_string),
        };
        let public = match (secret, found) {
            (false, _) => cause.told(who, house),
            (true, Some(h)) => Msg::new("chechino-death-found")
                .arg("player", who)
                .arg("house", h),
            (true, None) => Msg::new("chechino-death-unexplained").arg("player", who),
        };
        let mut e = self
            .trace
            .add(Kind::Death, cause.rule(), public)
            .target(who)
            .public();
        if let Some(c) = cause_event {
            e = e.cause(c);
        }
        let id = e.id();
        if secret {
            // His own words for the public death (no target: what follows a death follows the
            // public one).
            self.trace
                .add(Kind::Death, cause.rule(), cause.told(who, house))
                .cause(id)
                .to(&[who]);
        }
        self.follow(who, id);
        true
    }

    /// Everything that follows the death of `who`, whatever killed him; `death` is the event of
    /// his death (the cause of all that follows). `who` is dead already.
    pub fn follow(&mut self, who: &str, death: usize) {
        if self.state.memory.gun.as_deref() == Some(who) {
            self.state.memory.gun = None;
        }
        // "en el segundo se queda descansando mientras su víctima perece": a buried victim who
        // died otherwise is no longer waiting for the Cómplice.
        if self
            .state
            .memory
            .buried
            .as_ref()
            .is_some_and(|b| b.victim == who)
        {
            self.state.memory.buried = None;
            let complices = self.living(Role::Complice);
            let to: Vec<&str> = complices.iter().map(String::as_str).collect();
            let mut e = self
                .trace
                .add(
                    Kind::Info,
                    "rule-chechino-complice",
                    Msg::new("chechino-buried-victim-died").arg("player", who),
                )
                .target(who)
                .cause(death);
            if !to.is_empty() {
                e = e.to(&to);
            }
            e.id();
        }
        let role = self.state.role(who);
        // "En caso de que el Asesino muera, el Cómplice lo relevará".
        if role == Role::Asesino && self.living(Role::Asesino).is_empty() {
            for c in self.living(Role::Complice) {
                self.trace
                    .add(
                        Kind::Applied,
                        "rule-chechino-complice",
                        Msg::new("chechino-complice-takes-over").arg("player", who),
                    )
                    .target(&c)
                    .cause(death)
                    .to(&[&c]);
            }
        }
        if matches!(role, Role::Asesino | Role::Complice) {
            self.arm_the_recruit(Some(death));
        }
        if let Some(lover) = self.state.lover_of(who).map(str::to_string) {
            self.kill(&lover, Cause::Amor, Some(death));
        }
    }

    /// The living players of a role.
    pub fn living(&self, role: Role) -> Vec<String> {
        self.state
            .with_role(role)
            .into_iter()
            .filter(|p| self.game.is_alive(p))
            .collect()
    }

    /// What the rules still let a dead player do, told in his report with his death: "El voto
    /// de los muertos vale 1 punto"; the Místico's messages reach the dead ("El receptor podrá
    /// contestar"); "una vez que estéis muertos podéis decir lo que os plazca". The owner of a
    /// house the Morgue can open ("El dueño de la ubicación fantasma, aun estando muerto,
    /// recibirá la misma información") or of the Laboratorio ("se encuentre vivo o no") is told
    /// he still hears from it.
    /// Called once the phase is resolved and the game goes on, for the players who died in it
    /// (the master's modkills included): the Morgue and its Enterrador as they stand then.
    pub fn tell_the_dead(&mut self, dead: &[String]) {
        let morgue = super::orders::working(self.game, self.state, super::casas::Function::Morgue);
        for who in dead.iter().filter(|p| !self.game.is_alive(p)) {
            let death = self
                .trace
                .events
                .iter()
                .rev()
                .find(|e| e.kind == Kind::Death && e.targets.iter().any(|t| t == who))
                .map(|e| e.id);
            let mut e = self
                .trace
                .add(
                    Kind::Info,
                    "rule-chechino-votes",
                    Msg::new("chechino-dead-may"),
                )
                .to(&[who]);
            if let Some(d) = death {
                e = e.cause(d);
            }
            e.id();
            let house = self.state.house(who).to_string();
            let function = super::nave::function_of(&self.state.map, &house);
            if morgue.is_some()
                && function
                    .is_some_and(|f| f.passers_activate() && f != super::casas::Function::Morgue)
            {
                let mut e = self
                    .trace
                    .add(
                        Kind::Info,
                        "rule-chechino-morgue",
                        Msg::new("chechino-dead-house").arg("house", &house),
                    )
                    .to(&[who]);
                if let Some(d) = death {
                    e = e.cause(d);
                }
                e.id();
            }
        }
    }

    /// "En caso de que Asesino y Cómplice mueran, se le proporcionará una pistola con dos
    /// balas"; `cause` is the death that left them both dead.
    pub fn arm_the_recruit(&mut self, cause: Option<usize>) {
        let killers_alive =
            !self.living(Role::Asesino).is_empty() || !self.living(Role::Complice).is_empty();
        if killers_alive || self.state.memory.bullets.is_some() {
            return;
        }
        for r in self.living(Role::Reclutado) {
            self.state.memory.bullets = Some(2);
            // "bloqueada … no pudiendo actuar": a buried Reclutado holds the pistol, unused.
            let buried = self
                .state
                .memory
                .buried
                .as_ref()
                .is_some_and(|b| b.victim == r);
            let key = if buried {
                "chechino-recruit-armed-buried"
            } else {
                "chechino-recruit-armed"
            };
            let mut e = self
                .trace
                .add(Kind::Applied, "rule-chechino-reclutado", Msg::new(key))
                .target(&r)
                .to(&[&r]);
            if let Some(c) = cause {
                e = e.cause(c);
            }
            e.id();
        }
    }
}
