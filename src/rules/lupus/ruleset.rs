//! `lupus` on the core: the draw, the deal, the phases, and the glue to night, day and win.

use super::day::rogo_ballots;
use super::fate::Fate;
use super::orders;
use super::pack::Disagreement;
use super::roles::Role;
use super::state::{Phase, State};
use super::table::{parse_coordinates, table};
use crate::core::diag::Problem;
use crate::core::game::Game;
use crate::core::msg::{Lang, Msg};
use crate::core::orders::OrderFile;
use crate::core::rename::Rename;
use crate::core::rng::{Chance, Random};
use crate::core::tally::{self, DayBallots, DayVote, Majority};
use crate::core::trace::{Kind, Trace};
use crate::core::votes::VoteRules;
use crate::rules::{OptionSpec, Ruleset};
use std::collections::BTreeMap;

pub struct Lupus;

const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "coordinates",
        default: "",
        values: &[],
        help: "lupus-option-coordinates",
    },
    OptionSpec {
        key: "adjacency",
        default: "wrap",
        values: &["wrap", "line"],
        help: "lupus-option-adjacency",
    },
    OptionSpec {
        key: "pack_wins",
        default: "parity",
        values: &["parity", "all"],
        help: "lupus-option-pack-wins",
    },
    OptionSpec {
        key: "pack_disagreement",
        default: "refuse",
        values: &["refuse", "first", "last"],
        help: "lupus-option-pack-disagreement",
    },
    OptionSpec {
        key: "unicorno_blood",
        default: "tonight",
        values: &["tonight", "next"],
        help: "lupus-option-unicorno-blood",
    },
    OptionSpec {
        key: "death_causes",
        default: "hidden",
        values: &["hidden", "told"],
        help: "lupus-option-death-causes",
    },
    OptionSpec {
        key: "tie",
        default: "nobody",
        values: &["nobody", "random"],
        help: "lupus-option-tie",
    },
];

pub(super) fn problem(msg: Msg) -> Problem {
    Problem::new(msg)
}

/// The game's state, shared: most readers change nothing ([`Game::state_ref`]).
fn read_state(game: &Game) -> Result<std::sync::Arc<State>, Vec<Problem>> {
    game.state_ref().map_err(|p| vec![p])
}

/// The game's state, a copy to change.
pub(super) fn owned_state(game: &Game) -> Result<State, Vec<Problem>> {
    game.state_as().map_err(|p| vec![p])
}

pub(super) fn write_state(game: &mut Game, state: &State) {
    game.set_state(state);
}

pub(super) fn script_problem(e: crate::core::rng::ScriptError) -> Vec<Problem> {
    vec![problem(
        Msg::new("err-script")
            .arg("value", e.value)
            .arg("bound", e.bound),
    )]
}

pub(super) fn agree(game: &Game) -> Disagreement {
    Disagreement::from_option(game.option("pack_disagreement"))
}

pub(super) fn wrap(game: &Game) -> bool {
    game.option("adjacency") != Some("line")
}

/// A state that can be played: known coordinates, a role for every player and for nobody else.
fn consistent(game: &Game, state: &State) -> Vec<Problem> {
    if parse_coordinates(&state.coordinates).is_none() {
        return vec![problem(
            Msg::new("lupus-err-coordinates").arg("value", &state.coordinates),
        )];
    }
    let mut problems = Vec::new();
    for p in &game.players {
        if !state.roles.contains_key(&p.name) {
            problems.push(problem(
                Msg::new("lupus-err-no-role").arg("player", &p.name),
            ));
        }
    }
    let named: std::collections::BTreeSet<&String> =
        state.roles.keys().chain(state.dealt.keys()).collect();
    for name in named {
        if game.player(name).is_none() {
            problems.push(problem(Msg::new("err-unknown-player").arg("name", name)));
        }
    }
    // Every name the roles remember (a hand-edited game.yaml): an unknown one is refused here,
    // not met at night.
    let remembered: std::collections::BTreeSet<&String> =
        state.memory.names().into_iter().collect();
    for name in remembered {
        if game.player(name).is_none() {
            problems.push(problem(
                Msg::new("lupus-err-memory-player").arg("name", name),
            ));
        }
    }
    problems
}

/// The role PMs: the role as the player is told it (unaware roles are told "Contadino
/// semplice"), what it may do, and whom it knows.
fn announce(game: &Game, state: &State, trace: &mut Trace) {
    trace
        .add(
            Kind::Info,
            "rule-lupus-setup",
            Msg::new("lupus-setup-public").arg("count", game.players.len()),
        )
        .public();
    // "Sono considerati adiacenti i giocatori ancora vivi immediatamente prima e dopo di lui
    // nella lista dei giocatori": the list is public, in its order.
    let names: Vec<&str> = game.players.iter().map(|p| p.name.as_str()).collect();
    trace
        .add(
            Kind::Info,
            "rule-lupus-adjacency",
            Msg::new("lupus-setup-order")
                .arg("players", names.join(", "))
                .arg("wrap", if wrap(game) { "yes" } else { "no" }),
        )
        .public();
    for p in &game.players {
        super::role_pm::role_pm(game, state, &p.name, trace);
    }
}

/// The coordinates of the game: the option `coordinates`, or drawn ("quelli effettivamente in
/// gioco vengono scelti estraendo le coordinate (numero di colonna e lettera di riga)"); and
/// whether they were drawn (`yes`/`no`, as the messages select on it).
fn coordinates(game: &Game, chance: &mut Chance) -> Result<(String, &'static str), Vec<Problem>> {
    let given = game.option("coordinates").filter(|c| !c.is_empty());
    let drawn = if given.is_some() { "no" } else { "yes" };
    let coordinates = match given {
        Some(written) => parse_coordinates(written).ok_or_else(|| {
            vec![
                problem(Msg::new("lupus-err-coordinates").arg("value", written))
                    .help(Msg::new("lupus-help-coordinates")),
            ]
        })?,
        None => {
            let mut draw = chance.stream("coordinates");
            let col = draw.below(2).map_err(script_problem)? + 1;
            let row = ["A", "B", "C", "D", "E"][draw.below(5).map_err(script_problem)? as usize];
            format!("{col}{row}")
        }
    };
    Ok((coordinates, drawn))
}

/// The roles the master gave in the roster, each taken out of the `pool` of the draw: a master
/// may give any role; it takes the place of that role in the draw, or of a Contadino semplice.
fn fixed_roles(
    fixed: &BTreeMap<String, String>,
    pool: &mut Vec<Role>,
    coordinates: &str,
    drawn: &str,
) -> Result<BTreeMap<String, Role>, Vec<Problem>> {
    let mut roles = BTreeMap::new();
    let mut problems = Vec::new();
    for (player, written) in fixed {
        let Some(role) = Role::parse(written) else {
            problems.push(problem(
                Msg::new("lupus-err-unknown-role").arg("role", written),
            ));
            continue;
        };
        let slot = pool
            .iter()
            .position(|r| *r == role)
            .or_else(|| pool.iter().position(|r| *r == Role::ContadinoSemplice));
        match slot {
            Some(i) => {
                pool.remove(i);
                roles.insert(player.clone(), role);
            }
            None => problems.push(
                problem(
                    Msg::new("lupus-err-fixed")
                        .arg("player", player)
                        .arg("role", role.key())
                        .arg("coordinates", coordinates)
                        .arg("drawn", drawn),
                )
                .help(Msg::new("lupus-help-fixed")),
            ),
        }
    }
    if problems.is_empty() {
        Ok(roles)
    } else {
        Err(problems)
    }
}

impl Ruleset for Lupus {
    fn id(&self) -> &'static str {
        "lupus"
    }

    fn language(&self) -> Lang {
        Lang::It
    }

    fn catalog(&self) -> [&'static str; 3] {
        catalog_of!("lupus")
    }

    fn players(&self) -> (usize, usize) {
        (9, 30)
    }

    fn options(&self) -> &'static [OptionSpec] {
        OPTIONS
    }

    fn setup(
        &self,
        game: &mut Game,
        fixed: &BTreeMap<String, String>,
        chance: &mut Chance,
        trace: &mut Trace,
    ) -> Result<(), Vec<Problem>> {
        let (coordinates, drawn) = coordinates(game, chance)?;
        let mut pool = table().roles_of(&coordinates);
        let n = game.players.len();
        if pool.len() > n {
            return Err(vec![problem(
                Msg::new("lupus-err-too-few")
                    .arg("count", n)
                    .arg("needed", pool.len())
                    .arg("coordinates", &coordinates),
            )]);
        }
        // "Una volta distribuiti ai giocatori tutti questi ruoli, gli altri saranno contadini
        // semplici."
        pool.resize(n, Role::ContadinoSemplice);
        let mut roles = fixed_roles(fixed, &mut pool, &coordinates, drawn)?;
        chance
            .stream("deal")
            .shuffle(&mut pool)
            .map_err(script_problem)?;
        let mut pool = pool.into_iter();
        for p in &game.players {
            if !roles.contains_key(&p.name) {
                roles.insert(p.name.clone(), pool.next().expect("one role per player"));
            }
        }
        let state = State {
            coordinates,
            dealt: roles.clone(),
            roles,
            memory: Default::default(),
        };
        announce(game, &state, trace);
        write_state(game, &state);
        game.phase = Phase::Notte(0).id();
        Ok(())
    }

    fn adopt(
        &self,
        game: &mut Game,
        value: serde_yaml::Value,
        trace: &mut Trace,
    ) -> Result<(), Vec<Problem>> {
        let mut state: State = crate::core::game::state_from(&value).map_err(|p| vec![p])?;
        let problems = consistent(game, &state);
        if !problems.is_empty() {
            return Err(problems);
        }
        if state.dealt.is_empty() {
            state.dealt = state.roles.clone();
        }
        announce(game, &state, trace);
        write_state(game, &state);
        if Phase::parse(&game.phase).is_none() || game.phase == "setup" {
            game.phase = Phase::Notte(0).id();
        }
        Ok(())
    }

    fn rename_player(&self, game: &mut Game, r: Rename) -> Result<(), Msg> {
        let mut state: State = game.state_as().map_err(|p| p.msg)?;
        r.keys(&mut state.dealt);
        r.keys(&mut state.roles);
        let m = &mut state.memory;
        // Keyed by protector (the twins share `gemelle`), valued by the protected player.
        r.keys(&mut m.protected_last);
        r.values(&mut m.protected_last);
        r.keys(&mut m.named_last);
        r.values(&mut m.named_last);
        r.keys(&mut m.controlled_last);
        r.values(&mut m.controlled_last);
        r.keys(&mut m.acted_night);
        for list in [
            &mut m.volpe_spent,
            &mut m.spent,
            &mut m.marks,
            &mut m.traitors,
            &mut m.removed,
            &mut m.gift_pending,
            &mut m.died_last,
            &mut m.died_before,
            &mut m.narcissists_burned,
            &mut m.modkilled,
        ] {
            r.list(list);
        }
        r.keys(&mut m.points);
        r.keys(&mut m.last_bet);
        m.last_bet.values_mut().for_each(|b| r.name(&mut b.player));
        r.keys(&mut m.bet_night);
        // Keyed by player; the values are phase ids.
        r.keys(&mut m.immortal);
        r.keys(&mut m.blood_waits);
        r.option(&mut m.nominee);
        r.option(&mut m.guilt);
        r.option(&mut m.burned);
        write_state(game, &state);
        Ok(())
    }

    fn tell_substitute(&self, game: &Game, old: &str, new: &str, trace: &mut Trace) {
        if let Ok(state) = read_state(game) {
            super::role_pm::substitute_pm(game, &state, old, new, trace);
        }
    }

    /// "in qualunque modo", "per qualsiasi motivo", "per un qualsiasi motivo": the master's
    /// modkill is a death like the others (the Galeotto's partner, the twins' power, the
    /// Unicorno's gift, the Lupo demonio's nominee, the Mago's "morto durante il giorno o la
    /// notte"), which nothing prevents. It comes before the phase resolves: its deaths are the
    /// phase's, and the nominee turns at its end if the game goes on.
    fn modkill(&self, game: &mut Game, player: &str, cause: usize, trace: &mut Trace) {
        let Ok(mut state) = owned_state(game) else {
            game.kill(player);
            return;
        };
        let phase = game.phase.clone();
        let mut fate = Fate::new(game, &mut state, trace, phase);
        fate.modkill(player, cause);
        let died = std::mem::take(&mut fate.died);
        let demonio = fate.demonio_died.take();
        state.memory.modkilled.extend(died);
        if demonio.is_some() {
            state.memory.demonio_modkilled = demonio;
        }
        write_state(game, &state);
    }

    /// The master brings a player back: what his death left (a pending gift, the twins' broken
    /// pair, a removed Galeotto, his last protection) is forgotten, and he is told.
    fn revive(&self, game: &mut Game, player: &str, cause: usize, trace: &mut Trace) {
        let Ok(mut state) = owned_state(game) else {
            if let Some(p) = game.players.iter_mut().find(|p| p.name == player) {
                p.alive = true;
            }
            return;
        };
        let phase = game.phase.clone();
        Fate::new(game, &mut state, trace, phase).revive(player, cause);
        write_state(game, &state);
    }

    fn check_state(&self, game: &Game) -> Vec<Problem> {
        let state = match read_state(game) {
            Ok(s) => s,
            Err(p) => return p,
        };
        let mut problems = consistent(game, &state);
        if Phase::parse(&game.phase).is_none() {
            problems.push(problem(
                Msg::new("err-unknown-phase")
                    .arg("phase", &game.phase)
                    .arg("phases", "notte-0, giorno-1, notte-1, …, over"),
            ));
        }
        problems
    }

    fn phase_title(&self, _game: &Game, phase: &str) -> Msg {
        match Phase::parse(phase) {
            Some(Phase::Notte(n)) => Msg::new("lupus-phase-notte").arg("n", n),
            Some(Phase::Giorno(n)) => Msg::new("lupus-phase-giorno").arg("n", n),
            Some(Phase::Over) => Msg::new("phase-over"),
            None => Msg::new("phase-setup"),
        }
    }

    fn forms(&self, game: &Game) -> Result<Vec<crate::core::forms::Form>, Vec<Problem>> {
        let state = read_state(game)?;
        Ok(super::forms::forms(game, &state, wrap(game), agree(game)))
    }

    fn verbs(&self) -> Vec<crate::core::grammar::VerbKind> {
        super::orders::kinds()
    }

    fn verbs_in(&self, game: &Game) -> Vec<crate::core::grammar::VerbKind> {
        super::verbs::kinds_in(read_state(game).is_ok_and(|s| s.memory.revenge))
    }

    fn role_words(&self) -> Vec<String> {
        super::roles::SPOKEN.iter().map(|w| w.to_string()).collect()
    }

    /// The words of the player's role (`Guardia: Marta` is the Guardia's protection).
    fn own_role_words(&self, game: &Game, player: &str) -> Vec<&'static str> {
        read_state(game)
            .ok()
            .and_then(|s| s.roles.get(player).map(|r| r.spoken()))
            .unwrap_or_default()
    }

    /// A Lupo's night order is the pack's bite, and its target "la vittima del loro sbrano".
    fn kills(&self, game: &Game, player: &str) -> bool {
        read_state(game).is_ok_and(|s| s.roles.get(player).is_some_and(|r| r.is_wolf()))
    }

    /// `facciamo fuori Nico`, `guardo Nico`: orders in everyday words.
    fn phrasal_verbs(&self) -> Vec<crate::core::intake::Phrasal> {
        super::verbs::phrasal()
    }

    /// A number before an order (`1) proteggo Marta`) only leads into it.
    fn lead_in(&self) -> &'static [&'static str] {
        crate::core::grammar::POINT_NUMBERS
    }

    fn english_words(&self) -> &'static [&'static str] {
        &[
            "deliver",
            "investigate",
            "owl",
            "tell",
            "sniff",
            "tame",
            "protect",
            "gift",
            "revive",
            "control",
            "choose",
            "betray",
            "bet",
            "bite",
            "nominate",
            "vote",
            "abstain",
            "night",
            "day",
        ]
    }

    fn check(&self, game: &Game, orders: &[OrderFile]) -> Vec<Problem> {
        let state = match read_state(game) {
            Ok(s) => s,
            Err(p) => return p,
        };
        match Phase::parse(&game.phase) {
            Some(Phase::Over) | None => vec![problem(Msg::new("err-game-over"))],
            Some(phase) => orders::read(game, &state, phase, orders, wrap(game), agree(game)).1,
        }
    }

    fn accepts_dead_orders(&self, game: &Game, player: &str) -> bool {
        read_state(game).is_ok_and(|s| s.memory.gift_pending.iter().any(|p| p == player))
    }

    fn resolve(
        &self,
        game: &Game,
        orders: &[OrderFile],
        chance: &mut Chance,
        trace: &mut Trace,
    ) -> Result<Game, Vec<Problem>> {
        super::phase::resolve(game, orders, chance, trace)
    }

    /// The rogo as `tally` counts it: one vote each among the living, abstention allowed, the
    /// most voted burned at the deadline (a tie: option `tie`).
    fn day_vote(&self, game: &Game) -> Option<DayVote> {
        if !matches!(Phase::parse(&game.phase), Some(Phase::Giorno(_))) || game.game_over {
            return None;
        }
        let living: Vec<String> = game
            .players
            .iter()
            .filter(|p| p.alive)
            .map(|p| p.name.clone())
            .collect();
        Some(DayVote {
            voters: living.iter().map(|p| (p.clone(), 1)).collect(),
            candidates: living,
            rules: VoteRules::default(),
            majority: Majority::Plurality {
                min_weight: 1,
                ties_die: false,
            },
            abstention: true,
            majority_line: None,
        })
    }

    fn day_ballots(&self, game: &Game, orders: &[OrderFile]) -> Result<DayBallots, Vec<Problem>> {
        if self.day_vote(game).is_none() {
            return Err(vec![tally::no_vote(&self.phase_title(game, &game.phase))]);
        }
        let state = read_state(game)?;
        let phase = Phase::parse(&game.phase).expect("a day");
        let (pms, problems) = orders::read(game, &state, phase, orders, wrap(game), agree(game));
        if !problems.is_empty() {
            return Err(problems);
        }
        Ok(DayBallots {
            rules: VoteRules::default(),
            ballots: rogo_ballots(game, &state, &pms).1,
        })
    }

    fn role_of(&self, game: &Game, player: &str) -> Option<String> {
        read_state(game)
            .ok()?
            .roles
            .get(player)
            .map(|r| r.id().to_string())
    }

    fn status(&self, game: &Game, master: bool) -> Vec<Msg> {
        let Ok(state) = read_state(game) else {
            return vec![Msg::new("err-state").arg("error", "state")];
        };
        let mut lines = Vec::new();
        if master {
            lines.push(Msg::new("lupus-status-coordinates").arg("coordinates", &state.coordinates));
            for p in &game.players {
                lines.push(
                    Msg::new("lupus-status-role")
                        .arg("player", &p.name)
                        .arg("role", state.role(&p.name).key()),
                );
            }
            lines.extend(state.memory.master_watch());
        }
        lines
    }
}

#[cfg(test)]
mod tests;
