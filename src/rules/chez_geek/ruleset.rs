//! `chez-geek` on the core: the deal, the turns, the glue to reading and resolving a turn.

use super::lead_in::LEAD_IN;
use super::options::{OPTIONS, house};
use super::orders::{kinds, read_post, tokens};
use super::start::{Pins, announce_rooms, begin_turn};
use super::state::State;
use crate::core::diag::Problem;
use crate::core::game::Game;
use crate::core::msg::{Lang, Msg};
use crate::core::orders::OrderFile;
use crate::core::rng::Chance;
use crate::core::trace::{Kind, Trace};
use crate::rules::{OptionSpec, Ruleset};
use std::collections::BTreeMap;

pub struct ChezGeek;

/// The game's state, shared: most readers change nothing ([`Game::state_ref`]).
fn read_state(game: &Game) -> Result<std::sync::Arc<State>, Vec<Problem>> {
    game.state_ref().map_err(|p| vec![p])
}

/// The game's state, a copy to change.
fn owned_state(game: &Game) -> Result<State, Vec<Problem>> {
    game.state_as().map_err(|p| vec![p])
}

pub fn phase_id(number: u32) -> String {
    format!("turno-{number}")
}

/// Every life card's name and aliases as tokens, for reading plays.
fn card_names(state: &State) -> Vec<(String, Vec<String>)> {
    state
        .cards
        .life
        .iter()
        .flat_map(|c| {
            std::iter::once(&c.name)
                .chain(&c.aliases)
                .map(|n| (c.id.clone(), tokens(n)))
        })
        .collect()
}

/// The active player's plays, the others' reactions, and everybody's choices, checked.
type Read = (
    Vec<super::orders::Written>,
    Vec<super::orders::Written>,
    super::choices::Choices,
);

fn read_turn(game: &Game, state: &State, orders: &[OrderFile]) -> Result<Read, Vec<Problem>> {
    let me = &state.turn.player;
    let names = game.names();
    let cards = card_names(state);
    let mine: Vec<&OrderFile> = orders.iter().filter(|f| f.player == *me).collect();
    let zone = game.zone();
    let (post, mut problems) = read_post(&mine, &zone, &cards, &names);
    let (plays, mut choices) = (post.plays, post.choices);
    problems.extend(super::notes::pass_over_five(&mine, state));
    problems.extend(super::roll::problems(state, &plays, &post.rolls));
    let others: Vec<&OrderFile> = orders.iter().filter(|f| f.player != *me).collect();
    let turn = super::reactions::Turn {
        plays: &plays,
        rolls: &post.rolls,
    };
    let (reactions, found) =
        super::reactions::read(state, &others, &zone, turn, &cards, &names, &mut choices);
    problems.extend(super::conditions::problems(state, &choices));
    let files: Vec<&OrderFile> = orders.iter().collect();
    super::shown::show(&files, state, &plays, &choices);
    // The plays are checked with the reactions applied in their windows.
    if problems.is_empty() {
        problems.extend(super::validate::problems(
            state,
            &plays,
            &reactions,
            house(game),
        ));
    }
    problems.extend(found);
    if problems.is_empty() {
        let mut all = super::choices::Choices::default();
        for w in &choices {
            all.add(w);
        }
        Ok((plays, reactions, all))
    } else {
        Err(problems)
    }
}

/// Refuses a phase that scripted some draws and wanted more: a scenario scripts every die of
/// the phase or none.
fn strict_script(chance: &Chance) -> Result<(), Vec<Problem>> {
    let scripted = chance.log.iter().filter(|d| d.scripted).count();
    let unscripted = chance.log.len() - scripted;
    if scripted > 0 && unscripted > 0 {
        return Err(vec![Problem::new(
            Msg::new("chez-geek-err-script-short")
                .arg("scripted", scripted)
                .arg("more", unscripted),
        )]);
    }
    Ok(())
}

impl Ruleset for ChezGeek {
    fn id(&self) -> &'static str {
        "chez-geek"
    }

    fn language(&self) -> Lang {
        Lang::Es
    }

    fn catalog(&self) -> [&'static str; 3] {
        catalog_of!("chez-geek")
    }

    fn players(&self) -> (usize, usize) {
        (2, 5)
    }

    fn options(&self) -> &'static [OptionSpec] {
        OPTIONS
    }

    fn file_options(&self) -> &'static [&'static str] {
        &["deck"]
    }

    fn setup(
        &self,
        game: &mut Game,
        fixed: &BTreeMap<String, String>,
        chance: &mut Chance,
        trace: &mut Trace,
    ) -> Result<(), Vec<Problem>> {
        let state = super::setup::deal(game, fixed, chance, trace)?;
        game.phase = phase_id(state.turn.number);
        game.set_state(&state);
        Ok(())
    }

    fn adopt(
        &self,
        game: &mut Game,
        value: serde_yaml::Value,
        trace: &mut Trace,
    ) -> Result<(), Vec<Problem>> {
        let state = super::setup::adopt(game, value, trace)?;
        game.phase = phase_id(state.turn.number);
        game.set_state(&state);
        Ok(())
    }

    fn check_state(&self, game: &Game) -> Vec<Problem> {
        let state = match read_state(game) {
            Ok(s) => s,
            Err(p) => return p,
        };
        let mut problems = super::consistent::problems(game, &state);
        problems.extend(super::consistent::copies(&state));
        let expected = phase_id(state.turn.number);
        if game.phase != expected && game.phase != crate::core::game::OVER {
            problems.push(Problem::new(
                Msg::new("err-unknown-phase")
                    .arg("phase", &game.phase)
                    .arg("phases", expected),
            ));
        }
        problems
    }

    fn phase_title(&self, game: &Game, phase: &str) -> Msg {
        if phase == crate::core::game::OVER {
            return Msg::new("phase-over");
        }
        match (read_state(game), phase.strip_prefix("turno-")) {
            (Ok(state), Some(n)) => Msg::new("chez-geek-phase-turn")
                .arg("number", n)
                .arg("player", &state.turn.player),
            _ => Msg::new("phase-setup"),
        }
    }

    fn forms(&self, game: &Game) -> Result<Vec<crate::core::forms::Form>, Vec<Problem>> {
        Ok(super::forms::forms(game, &*read_state(game)?))
    }

    fn verbs(&self) -> Vec<crate::core::grammar::VerbKind> {
        kinds()
    }

    /// A turn post numbers its plays and strings them with words of sequence (`1) Llamo …`,
    /// `2º compro …`, `1.- hago …`, `Luego compro …`): they only lead into the play.
    fn lead_in(&self) -> &'static [&'static str] {
        LEAD_IN
    }

    /// A numbered play that starts with a card's name, with no verb (`1. Polvete en el Bar de
    /// Jimmy`), is that card played ("Juega la carta de Polvete en el Bar de Jimmy").
    fn verbless_point(&self, game: &Game) -> Option<crate::core::ruleset::PointThings> {
        let leading: &[&str] = &[
            "el", "la", "los", "las", "un", "una", "il", "lo", "the", "a",
            // `3- y una Siesta para rematar`: the last point joined to the others.
            "y", "e", "and",
        ];
        let cards = self.game_nouns(game).into_iter();
        let cards = cards.map(|c| ("jugar".to_string(), c)).collect();
        Some((leading, cards, &[]))
    }

    /// A card its sender holds, at the start of a line and aimed, with no verb: the card
    /// played (`Maratón de Series contra Ana en la jugada 2`).
    fn held_things(&self, game: &Game) -> Option<crate::core::ruleset::HeldThings> {
        read_state(game)
            .ok()
            .map(|s| super::verbless::held_things(&s))
    }

    fn fronted_aims(&self) -> &'static [&'static str] {
        super::line::FRONTED
    }

    fn where_words(&self) -> &'static [&'static str] {
        super::line::TO
    }

    fn play_refs(&self) -> crate::core::ruleset::PlayRefs {
        super::verbless::PLAY_REFS
    }

    fn turn_parts(&self) -> crate::core::ruleset::TurnParts {
        super::verbless::TURN_PARTS
    }

    /// Every life card's name: a line naming one speaks of the game (`2.- La chica hambienta
    /// va al cuarto de Patri`).
    fn game_nouns(&self, game: &Game) -> Vec<String> {
        read_state(game)
            .map(|state| super::verbless::game_nouns(&state))
            .unwrap_or_default()
    }

    fn free_text(&self) -> &'static [(&'static str, usize)] {
        super::orders::NOTES
    }

    /// "Tú eliges qué descartas", at an instant the player may be away for: given beforehand
    /// (`pierdo las Palomitas si viene el Gilipollas`, `se arriva il Coglione scarto …`).
    fn conditional_orders(&self) -> &'static [&'static str] {
        &["pierdo", "descarto"]
    }

    fn notes(&self) -> &'static [&'static str] {
        &["paso", "guardo"]
    }

    fn english_words(&self) -> &'static [&'static str] {
        &[
            "evict", "call", "buy", "play", "discard", "lose", "roll", "pass", "keep",
        ]
    }

    fn check(&self, game: &Game, orders: &[OrderFile]) -> Vec<Problem> {
        let state = match read_state(game) {
            Ok(s) => s,
            Err(p) => return p,
        };
        read_turn(game, &state, orders).err().unwrap_or_default()
    }

    fn resolve(
        &self,
        game: &Game,
        orders: &[OrderFile],
        chance: &mut Chance,
        trace: &mut Trace,
    ) -> Result<Game, Vec<Problem>> {
        let mut state = owned_state(game)?;
        let (plays, reactions, mut choices) = read_turn(game, &state, orders)?;
        let mut next = game.clone();
        let house = house(game);
        let outcome = super::turn::play_turn(
            &mut state,
            &plays,
            &reactions,
            &mut choices,
            house,
            chance,
            trace,
        )?;
        if let Some(w) = outcome.winner {
            let slack = state.slack_of(&w);
            let goal = state.job_of(&w).goal;
            trace.win(
                "rule-chez-geek-win",
                Msg::new("chez-geek-wins")
                    .arg("player", &w)
                    .arg("slack", slack)
                    .arg("goal", goal),
                std::slice::from_ref(&w),
            );
            announce_rooms(&state, game.option("counters") == Some("on"), None, trace);
            strict_script(chance)?;
            next.set_state(&state);
            next.finish(vec![w]);
            return Ok(next);
        }
        // "el Sueldo que no se gaste en Cosas o Actividades desaparece al final de tu turno".
        trace
            .add(
                Kind::Info,
                "rule-chez-geek-salary",
                Msg::new("chez-geek-turn-ends").arg("player", &state.turn.player),
            )
            .public();
        let after = state.next_playing(&state.turn.player, |p| game.is_alive(p));
        let number = state.turn.number.saturating_add(1);
        announce_rooms(
            &state,
            game.option("counters") == Some("on"),
            Some(&after),
            trace,
        );
        begin_turn(&mut state, &after, number, Pins::default(), chance, trace)?;
        strict_script(chance)?;
        next.phase = phase_id(number);
        next.set_state(&state);
        Ok(next)
    }

    fn role_of(&self, game: &Game, player: &str) -> Option<String> {
        let state = read_state(game).ok()?;
        state.flats.get(player).map(|f| f.job.clone())
    }

    /// The rulebook has no player leaving: the one the master removes leaves the turn order
    /// (`resolve` passes him by), and his hand and his room leave the game with him
    /// (docs/rulings/chez-geek.md, "A player the master removes").
    fn modkill(&self, game: &mut Game, player: &str, _cause: usize, _trace: &mut Trace) {
        game.kill(player);
        let Ok(mut state) = owned_state(game) else {
            return;
        };
        state.remove(player);
        game.set_state(&state);
    }

    /// Nobody dies in Chez Geek: "El objetivo … es ser el primero llegar a la Meta de Vagueo".
    fn tells_alive(&self) -> bool {
        false
    }

    /// A turn is played in the thread: the active player's post of numbered plays and the
    /// others' reactions, each a post ("Debes jugar tu carta de cancelación antes de que ese
    /// compañero de piso: 1. Juegue otra carta": which post came first decides).
    fn orders_in_thread(&self) -> bool {
        true
    }

    /// "Los turnos de juego se dividen en cinco fases": a phase is one player's turn, and he
    /// alone owes a post. The others may answer his plays ("Las cartas de Cuando Sea pueden
    /// jugarse sobre cualquier jugador en cualquier momento") or name what they give up, but
    /// nothing waits for them: `next` resolves the turn with the answers that are in.
    fn owes_pm(&self, game: &Game) -> Option<Vec<String>> {
        let state = read_state(game).ok()?;
        Some(if game.game_over {
            Vec::new()
        } else {
            vec![state.turn.player.clone()]
        })
    }

    fn status(&self, game: &Game, master: bool) -> Vec<Msg> {
        match read_state(game) {
            Ok(state) => super::status::lines(game, &state, master),
            Err(_) => vec![Msg::new("err-state").arg("error", "state")],
        }
    }
}

#[cfg(test)]
#[path = "ruleset_tests.rs"]
mod tests;
