//! `chechino` on the core: the phases, and the glue to setup, night, day and win.

use super::casas;
use super::day::{self, Day};
use super::fate::Fate;
use super::night::Night;
use super::options::OPTIONS;
use super::orders;
use super::remo;
use super::roles::Role;
use super::setup::{self, announce, announce_abilities, consistent, draw_abilities, problem};
use super::state::{Phase, State};
use super::win;
use crate::core::diag::Problem;
use crate::core::game::Game;
use crate::core::msg::{Lang, Msg};
use crate::core::orders::OrderFile;
use crate::core::rename::Rename;
use crate::core::rng::Chance;
use crate::core::tally::{self, DayBallots, DayVote, Majority};
use crate::core::trace::{Kind, Trace};
use crate::rules::{OptionSpec, Ruleset};
use std::collections::BTreeMap;

pub struct Chechino;

/// The game's state, shared: most readers change nothing ([`Game::state_ref`]).
fn read_state(game: &Game) -> Result<std::sync::Arc<State>, Vec<Problem>> {
    game.state_ref().map_err(|p| vec![p])
}

/// The game's state, a copy to change.
fn owned_state(game: &Game) -> Result<State, Vec<Problem>> {
    game.state_as().map_err(|p| vec![p])
}

impl Ruleset for Chechino {
    fn id(&self) -> &'static str {
        "chechino"
    }

    fn language(&self) -> Lang {
        Lang::Es
    }

    fn catalog(&self) -> [&'static str; 3] {
        catalog_of!("chechino")
    }

    /// Each player lives in a house of his own, and a ship holds at most one house a
    /// function: sixteen (`nave::check` refuses a function on two houses).
    fn players(&self) -> (usize, usize) {
        (6, casas::Function::ALL.len())
    }

    /// The houses' functions by name (`la Lavandería`, `el Cruce sombrío`): a line naming one
    /// is read or raised, never chatter.
    /// So do the map's places by their names (`hacia la K`, `por S1`), where a place is named,
    /// and the things the functions give ("la pistola", "el botiquín", "los espejos"; not `traje`,
    /// as often `traer`'s "I brought" as the suit).
    fn game_nouns(&self, game: &Game) -> Vec<String> {
        let letters: Vec<String> = read_state(game)
            .map(|state| state.map.places.keys().cloned().collect())
            .unwrap_or_default();
        let things = ["pistola", "botiquin", "espejo", "espejos", "trajes"];
        casas::Function::ALL
            .iter()
            .map(|f| f.id().replace('-', " "))
            .chain(letters)
            .chain(things.map(String::from))
            .collect()
    }

    /// The things the functions give, named instead of the order (`me pongo un traje en la
    /// lavandería` is `usar` at the Lavandería's house): the suit, the medkit, the pistol and the
    /// mirror.
    fn object_orders(&self, game: &Game) -> Vec<(String, String)> {
        read_state(game)
            .map(|state| casas::object_orders(&state.map))
            .unwrap_or_default()
    }

    /// "Si se produce un empate, el jugador que interpreta el papel de Capitán en el “Puente de
    /// mando” será el encargado de decidir quién se va al hoyo": his tie-break is conditional by
    /// nature (`si hay empate, desempato a favor de Dani`).
    fn tie_break(&self) -> &'static [&'static str] {
        &["desempatar"]
    }

    /// The Capitán's tie-break and the pistol's shot, public by the rulebook (ruling 64).
    fn thread_day_orders(&self) -> &'static [&'static str] {
        &["desempatar", "disparar"]
    }

    /// `me llevo a Gino`: the Cómplice's kidnap in a Spanish player's words.
    fn role_words(&self) -> Vec<String> {
        super::roles::SPOKEN.iter().map(|w| w.to_string()).collect()
    }

    fn phrasal_verbs(&self) -> Vec<crate::core::intake::Phrasal> {
        super::orders::phrasal()
    }

    /// "Algunos jugadores podrán moverse por el mapa": at night a line that is only houses
    /// joined by dashes (`E-A-B`) can only be the walker's route (docs/rulings/chechino.md).
    fn bare_route(&self, game: &Game) -> Option<&'static str> {
        matches!(Phase::parse(&game.phase), Some(Phase::Noche(_))).then_some("ruta")
    }

    /// The texts a player writes himself: the Observatorio's trance (`mensaje Fede …`), the
    /// Radio's anonymous message (`usar N Bruno …`, "enviar un mensaje anónimo") and the reply
    /// to either (`responder …`). A hedge or a verb inside one is the message's, not the order's.
    fn free_text(&self) -> &'static [(&'static str, usize)] {
        &[("mensaje", 1), ("usar", 2), ("responder", 0)]
    }

    /// The things the houses' functions give or use ("la pistola", "el botiquín", "el traje",
    /// "el espejo", "el libro de casamientos", "los carteles", "el mensaje"): named with a
    /// player, an order in other words (`le doy la pistola a Hugo`).
    fn order_nouns(&self) -> &'static [&'static str] {
        &[
            "pistola",
            "botiquin",
            "traje",
            "trajes",
            "espejo",
            "espejos",
            "libro",
            "carteles",
            "cartel",
            "mensaje",
            "radio",
            "armeria",
            "enfermeria",
            "capilla",
            "lavanderia",
            "servicios",
            "morgue",
        ]
    }

    fn options(&self) -> &'static [OptionSpec] {
        OPTIONS
    }

    fn file_options(&self) -> &'static [&'static str] {
        &["map"]
    }

    fn setup(
        &self,
        game: &mut Game,
        fixed: &BTreeMap<String, String>,
        chance: &mut Chance,
        trace: &mut Trace,
    ) -> Result<(), Vec<Problem>> {
        setup::deal(game, fixed, chance, trace)
    }

    fn adopt(
        &self,
        game: &mut Game,
        value: serde_yaml::Value,
        trace: &mut Trace,
    ) -> Result<(), Vec<Problem>> {
        let state: State = crate::core::game::state_from(&value).map_err(|p| vec![p])?;
        let problems = consistent(game, &state);
        if !problems.is_empty() {
            return Err(problems);
        }
        announce(game, &state, trace);
        game.set_state(&state);
        if Phase::parse(&game.phase).is_none_or(|p| p == Phase::Over) {
            game.phase = Phase::Noche(1).id();
        }
        Ok(())
    }

    /// "Reemplazo": the substitute takes the slot, so only the places that hold players are
    /// renamed: who lives where, the roles, tonight's abilities, and what the ship remembers of
    /// people (the buried victim, the warned, the gun and medkit holders, the book of marriages,
    /// the Laboratorio's visitors, who answers whom). House letters, functions, marks, walls,
    /// floors and the map stay as they are, even when a player is called like one of them.
    fn rename_player(&self, game: &mut Game, r: Rename) -> Result<(), Msg> {
        let mut state: State = game.state_as().map_err(|p| p.msg)?;
        r.keys(&mut state.houses);
        r.keys(&mut state.roles);
        r.keys(&mut state.abilities);
        let m = &mut state.memory;
        remo::replace(m, r, remo::keeps_warnings(game));
        r.keys(&mut m.inherited_warnings);
        if let Some(b) = &mut m.buried {
            r.name(&mut b.victim);
        }
        for list in [
            &mut m.warned,
            &mut m.book,
            &mut m.lab_visitors,
            &mut m.fallen,
        ] {
            r.list(list);
        }
        r.option(&mut m.gun);
        r.option(&mut m.medkit);
        // Receiver → sender of last phase's Radio and Observatorio messages: both are players.
        r.keys(&mut m.answers);
        r.values(&mut m.answers);
        game.set_state(&state);
        Ok(())
    }

    fn tell_substitute(&self, game: &Game, old: &str, new: &str, trace: &mut Trace) {
        if let Ok(state) = game.state_as::<State>() {
            super::role_pm::substitute_pm(game, &state, old, new, trace);
        }
    }

    /// "será asesinado por el master de la manera más cruel posible": a death like the others,
    /// so all that follows a death follows it (`Fate::follow`), caused by the master's event.
    /// The medkit does not stop the master. PMs already written while the dead lived may name
    /// their houses: they are read, and the house is found closed (`memory.fallen`).
    fn modkill(&self, game: &mut Game, player: &str, cause: usize, trace: &mut Trace) {
        let Ok(mut state) = game.state_as::<State>() else {
            game.kill(player);
            return;
        };
        game.kill(player);
        let fallen = {
            let mut fate = Fate::new(game, &mut state, trace);
            fate.follow(player, cause);
            std::mem::take(&mut fate.died)
        };
        for p in std::iter::once(player.to_string()).chain(fallen) {
            if !state.memory.fallen.contains(&p) {
                state.memory.fallen.push(p);
            }
        }
        game.set_state(&state);
    }

    /// The master brings a player back: what his death left is forgotten where the rules
    /// depend on his being dead. A revived Asesino takes his place back from the Cómplice; a
    /// revived Asesino or Cómplice takes the pistol back from the Reclutado ("En caso de que
    /// Asesino y Cómplice mueran"). The burial, the lost pistol and a lover's death stay done.
    fn revive(&self, game: &mut Game, player: &str, cause: usize, trace: &mut Trace) {
        if let Some(p) = game.players.iter_mut().find(|p| p.name == player) {
            p.alive = true;
        }
        let Ok(mut state) = game.state_as::<State>() else {
            return;
        };
        state.memory.fallen.retain(|p| p != player);
        {
            let fate = Fate::new(game, &mut state, trace);
            let role = fate.state.role(player);
            if role == Role::Asesino {
                for c in fate.living(Role::Complice) {
                    fate.trace
                        .add(
                            Kind::Applied,
                            "rule-chechino-complice",
                            Msg::new("chechino-asesino-back").arg("player", player),
                        )
                        .target(&c)
                        .cause(cause)
                        .to(&[&c]);
                }
            }
            if matches!(role, Role::Asesino | Role::Complice)
                && fate.state.memory.bullets.take().is_some()
            {
                for r in fate.living(Role::Reclutado) {
                    fate.trace
                        .add(
                            Kind::Applied,
                            "rule-chechino-reclutado",
                            Msg::new("chechino-recruit-disarmed").arg("player", player),
                        )
                        .target(&r)
                        .cause(cause)
                        .to(&[&r]);
                }
            }
        }
        game.set_state(&state);
    }

    fn map_scene(
        &self,
        game: &Game,
        view: crate::core::draw::View,
    ) -> Option<Result<crate::core::draw::Scene, Problem>> {
        Some(super::plano::scene(game, view))
    }

    fn check_state(&self, game: &Game) -> Vec<Problem> {
        let state = match read_state(game) {
            Ok(s) => s,
            Err(p) => return p,
        };
        let mut problems = consistent(game, &state);
        if Phase::parse(&game.phase).is_none() {
            problems.push(problem(
                Msg::new("chechino-err-phase").arg("phase", &game.phase),
            ));
        }
        problems
    }

    fn phase_title(&self, _game: &Game, phase: &str) -> Msg {
        match Phase::parse(phase) {
            Some(Phase::Noche(n)) => Msg::new("chechino-phase-noche").arg("n", n),
            Some(Phase::Dia(n)) => Msg::new("chechino-phase-dia").arg("n", n),
            Some(Phase::Over) => Msg::new("phase-over"),
            None => Msg::new("phase-setup"),
        }
    }

    fn forms(&self, game: &Game) -> Result<Vec<crate::core::forms::Form>, Vec<Problem>> {
        Ok(super::forms::forms(game, &*read_state(game)?, |_| true))
    }

    fn forms_of(
        &self,
        game: &Game,
        players: &[String],
    ) -> Result<Vec<crate::core::forms::Form>, Vec<Problem>> {
        let state = read_state(game)?;
        let named = |p: &str| players.contains(&crate::core::names::fold(p));
        Ok(super::forms::forms(game, &state, named))
    }

    fn verbs(&self) -> Vec<crate::core::grammar::VerbKind> {
        super::orders::kinds()
    }

    /// A number before an order (`1) proteggo Marta`) only leads into it.
    fn lead_in(&self) -> &'static [&'static str] {
        // A dead player's vote (ruling 26: "Living 2, dead 1"), said as his: `ghost vote: Carla`,
        // `voto fantasma: Carla`.
        static LEAD: std::sync::LazyLock<Vec<&'static str>> = std::sync::LazyLock::new(|| {
            let mut all = crate::core::grammar::POINT_NUMBERS.to_vec();
            all.extend(["ghost", "fantasma"]);
            all
        });
        &LEAD
    }

    fn english_words(&self) -> &'static [&'static str] {
        &[
            "route", "kill", "kidnap", "unbury", "water", "use", "wall", "watch", "mark", "swap",
            "message", "reply", "vote", "tiebreak", "drunk", "stop", "shoot", "recruit",
        ]
    }

    fn check(&self, game: &Game, orders: &[OrderFile]) -> Vec<Problem> {
        let state = match read_state(game) {
            Ok(s) => s,
            Err(p) => return p,
        };
        match Phase::parse(&game.phase) {
            Some(Phase::Over) | None => vec![problem(Msg::new("err-game-over"))],
            Some(phase) => orders::read(game, &state, phase, orders).1,
        }
    }

    /// "El voto de los muertos vale 1 punto": the dead vote by day; a dead player the Místico
    /// wrote to may answer in the next phase, day or night; a lover the master's kill took
    /// along this phase sent his PM while he lived (it is read, and finds him dead).
    fn accepts_dead_orders(&self, game: &Game, player: &str) -> bool {
        matches!(Phase::parse(&game.phase), Some(Phase::Dia(_)))
            || read_state(game).is_ok_and(|s| {
                s.memory.answers.contains_key(player) || s.memory.fallen.iter().any(|f| f == player)
            })
    }

    fn resolve(
        &self,
        game: &Game,
        orders: &[OrderFile],
        chance: &mut Chance,
        trace: &mut Trace,
    ) -> Result<Game, Vec<Problem>> {
        let mut state = owned_state(game)?;
        let phase =
            Phase::parse(&game.phase).ok_or_else(|| vec![problem(Msg::new("err-game-over"))])?;
        let (pms, problems) = orders::read(game, &state, phase, orders);
        if !problems.is_empty() {
            return Err(problems);
        }
        let mut next = game.clone();
        let pending = std::mem::take(&mut state.memory.answers);
        // The PMs are read: who fell by the master's hand is only dead from now on.
        let fallen = std::mem::take(&mut state.memory.fallen);
        let outcome = {
            let mut fate = Fate::new(&mut next, &mut state, trace);
            remo::tell_inherited(&mut fate);
            casas::radio::replies(&mut fate, &pms, &pending);
            match phase {
                Phase::Noche(n) => {
                    Night::new(&mut fate, &pms, n).run();
                    // The master's modkills of the night, and the lovers who followed them,
                    // are its deaths too: never "nobody died" under them.
                    if fate.died.is_empty() && fallen.is_empty() {
                        fate.trace
                            .add(
                                Kind::Info,
                                "rule-chechino-asesino",
                                Msg::new("chechino-nobody-died"),
                            )
                            .public();
                    }
                    fate.state.abilities.clear();
                }
                Phase::Dia(_) => Day {
                    fate: &mut fate,
                    pms: &pms,
                }
                .run(),
                Phase::Over => return Err(vec![problem(Msg::new("err-game-over"))]),
            }
            fate.arm_the_recruit(None);
            let outcome = win::check(fate.game, fate.state);
            if outcome.is_none() {
                let mut dead = fallen;
                dead.extend(fate.died.iter().cloned());
                fate.tell_the_dead(&dead);
            }
            outcome
        };
        match outcome {
            Some(o) => {
                trace.game_won(
                    "rule-chechino-win",
                    Msg::new(o.side).arg("players", o.winners.join(", ")),
                    &o.winners,
                    "chechino-final-role",
                    game.players
                        .iter()
                        .map(|p| (p.name.clone(), state.role(&p.name).key())),
                );
                next.finish(o.winners);
            }
            None => {
                let upcoming = phase.next();
                next.phase = upcoming.id();
                if matches!(upcoming, Phase::Noche(_)) {
                    let standing = draw_abilities(&next, &mut state, chance)?;
                    announce_abilities(&state, trace);
                    setup::count_abilities(&state, standing, trace);
                }
            }
        }
        next.set_state(&state);
        Ok(next)
    }

    fn role_of(&self, game: &Game, player: &str) -> Option<String> {
        read_state(game)
            .ok()?
            .roles
            .get(player)
            .map(|r| r.id().to_string())
    }

    fn day_vote(&self, game: &Game) -> Option<DayVote> {
        if !matches!(Phase::parse(&game.phase), Some(Phase::Dia(_))) || game.game_over {
            return None;
        }
        let mut state = owned_state(game).ok()?;
        let mut g = game.clone();
        let mut trace = Trace::default();
        let fate = Fate::new(&mut g, &mut state, &mut trace);
        Some(DayVote {
            voters: day::voters(&fate),
            candidates: game
                .players
                .iter()
                .filter(|p| p.alive)
                .map(|p| p.name.clone())
                .collect(),
            rules: day::open_rules(),
            majority: Majority::Plurality {
                min_weight: 1,
                ties_die: false,
            },
            abstention: false,
            majority_line: None,
        })
    }

    fn day_ballots(&self, game: &Game, orders: &[OrderFile]) -> Result<DayBallots, Vec<Problem>> {
        let phase = Phase::parse(&game.phase);
        if !matches!(phase, Some(Phase::Dia(_))) {
            return Err(vec![tally::no_vote(&self.phase_title(game, &game.phase))]);
        }
        let mut state = owned_state(game)?;
        let (pms, problems) = orders::read(game, &state, phase.expect("a day"), orders);
        if !problems.is_empty() {
            return Err(problems);
        }
        // The ballots and the rules `day::Day::run` counts.
        let mut g = game.clone();
        let mut trace = Trace::default();
        let fate = Fate::new(&mut g, &mut state, &mut trace);
        Ok(DayBallots {
            rules: day::rules(&fate, &pms),
            ballots: day::ballots(&fate, &pms),
        })
    }

    fn status(&self, game: &Game, master: bool) -> Vec<Msg> {
        let Ok(state) = read_state(game) else {
            return vec![Msg::new("err-state").arg("error", "state")];
        };
        let mut lines = Vec::new();
        for p in &game.players {
            lines.push(setup::lives_in(&state, &p.name));
        }
        if master {
            for p in &game.players {
                let ability = state
                    .abilities
                    .get(&p.name)
                    .map(|a| a.key())
                    .unwrap_or_else(|| "-".to_string());
                lines.push(
                    Msg::new("chechino-status-role")
                        .arg("player", &p.name)
                        .arg("role", state.role(&p.name).key())
                        .arg("ability", ability),
                );
            }
            if let Some(b) = &state.memory.buried {
                lines.push(Msg::new("chechino-status-buried").arg("player", &b.victim));
            }
            for (key, holder) in [
                ("chechino-status-gun", &state.memory.gun),
                ("chechino-status-medkit", &state.memory.medkit),
            ] {
                if let Some(h) = holder {
                    lines.push(Msg::new(key).arg("player", h));
                }
            }
            let marks = state.memory.marks.join(", ");
            lines.push(Msg::new("chechino-status-marks").arg(
                "houses",
                if marks.is_empty() {
                    "-".to_string()
                } else {
                    marks
                },
            ));
            lines.extend(state.memory.master_watch());
        }
        lines
    }
}

#[cfg(test)]
mod tests;
