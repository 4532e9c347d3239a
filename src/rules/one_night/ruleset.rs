//! `one-night` on the core: the deal, the phases, and the glue to the night and the day.

use super::cards::{Card, Role, default_deck};
use super::orders::{read_day, read_night};
use super::state::{DAY, NIGHT, OVER, State};
use super::{day, night};
use crate::core::diag::Problem;
use crate::core::game::Game;
use crate::core::msg::{Lang, Msg};
use crate::core::orders::OrderFile;
use crate::core::rename::Rename;
use crate::core::rng::{Chance, Random};
use crate::core::tally::{self, DayBallots, DayVote, Majority};
use crate::core::trace::{Kind, Trace};
use crate::rules::{OptionSpec, Ruleset};
use std::collections::BTreeMap;

pub struct OneNight;

const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "cards",
        default: "",
        values: &[],
        help: "one-night-option-cards",
    },
    OptionSpec {
        key: "self_vote",
        default: "refuse",
        values: &["refuse", "allow"],
        help: "one-night-option-self-vote",
    },
    OptionSpec {
        key: "minion_alone_dies",
        default: "loses",
        values: &["loses", "wins", "village"],
        help: "one-night-option-minion",
    },
];

fn problem(msg: Msg) -> Problem {
    Problem::new(msg)
}

/// The game's state, shared: most readers change nothing ([`Game::state_ref`]).
fn read_state(game: &Game) -> Result<std::sync::Arc<State>, Vec<Problem>> {
    game.state_ref().map_err(|p| vec![p])
}

/// The game's state, a copy to change.
fn owned_state(game: &Game) -> Result<State, Vec<Problem>> {
    game.state_as().map_err(|p| vec![p])
}

fn write_state(game: &mut Game, state: &State) {
    game.set_state(state);
}

/// The deck of this game: the `cards` option, or the default for the player count.
fn deck(game: &Game) -> Result<Vec<Role>, Vec<Problem>> {
    let n = game.players.len();
    let deck = match game.option("cards").filter(|c| !c.trim().is_empty()) {
        None => default_deck(n),
        Some(list) => {
            let mut deck = Vec::new();
            let mut problems = Vec::new();
            for word in list.split(',') {
                match Role::parse(word) {
                    Some(r) => deck.push(r),
                    None => problems.push(problem(
                        Msg::new("one-night-err-unknown-card").arg("card", word.trim()),
                    )),
                }
            }
            if !problems.is_empty() {
                return Err(problems);
            }
            deck.sort();
            deck
        }
    };
    check_deck(&deck, n)?;
    Ok(deck)
}

/// "Siempre debe haber tres cartas más que el número de jugadores", from a box of 16 cards.
fn check_deck(deck: &[Role], players: usize) -> Result<(), Vec<Problem>> {
    let mut problems = Vec::new();
    if deck.len() != players + 3 {
        problems.push(problem(
            Msg::new("one-night-err-deck-size")
                .arg("cards", deck.len())
                .arg("players", players)
                .arg("needed", players + 3),
        ));
    }
    for role in Role::ALL {
        let count = deck.iter().filter(|r| **r == role).count();
        if count > role.in_box() {
            problems.push(problem(
                Msg::new("one-night-err-too-many")
                    .arg("role", role.key())
                    .arg("count", count)
                    .arg("max", role.in_box()),
            ));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}

/// A state that can be played: every player has a card dealt and a card now, nobody else has,
/// the center holds three cards, and the deck is one the box can make.
fn consistent(game: &Game, state: &State) -> Vec<Problem> {
    let mut problems = Vec::new();
    for p in &game.players {
        for (what, map) in [("cards", &state.cards), ("dealt", &state.dealt)] {
            if !map.contains_key(&p.name) {
                problems.push(problem(
                    Msg::new("one-night-err-no-card")
                        .arg("player", &p.name)
                        .arg("field", what),
                ));
            }
        }
    }
    let named: std::collections::BTreeSet<&String> =
        state.cards.keys().chain(state.dealt.keys()).collect();
    for name in named {
        if game.player(name).is_none() {
            problems.push(problem(Msg::new("err-unknown-player").arg("name", name)));
        }
    }
    if state.center.len() != 3 {
        problems.push(problem(
            Msg::new("one-night-err-center").arg("count", state.center.len()),
        ));
    }
    if problems.is_empty() {
        let mut deck: Vec<Role> = state
            .cards
            .values()
            .chain(state.center.iter())
            .map(|c| c.role)
            .collect();
        deck.sort();
        if let Err(p) = check_deck(&deck, game.players.len()) {
            problems.extend(p);
        }
    }
    problems
}

/// The cards in play, as a message argument: the same all game long, whoever holds them.
fn in_play(state: &State) -> String {
    let mut roles: Vec<Role> = state
        .cards
        .values()
        .chain(state.center.iter())
        .map(|c| c.role)
        .collect();
    roles.sort();
    roles.iter().map(|r| r.key()).collect::<Vec<_>>().join(", ")
}

/// Role PMs and the public list of cards in play (everyone knows which cards are used:
/// "todos sabrán qué roles hay en el juego").
fn announce_deal(game: &Game, state: &State, trace: &mut Trace) {
    let list = in_play(state);
    trace
        .add(
            Kind::Info,
            "rule-one-night-setup",
            Msg::new("one-night-cards-in-play").arg("cards", &list),
        )
        .public();
    for p in &game.players {
        role_pm(state, &p.name, trace);
    }
}

/// One player's role PM: the card he was dealt and what it does.
fn role_pm(state: &State, player: &str, trace: &mut Trace) {
    let role = state.dealt_role(player);
    trace
        .add(
            Kind::Info,
            "rule-one-night-setup",
            Msg::new("one-night-your-card").arg("role", role.key()),
        )
        .target(player)
        .to(&[player]);
    trace
        .add(
            Kind::Info,
            "rule-one-night-setup",
            Msg::new(&format!("one-night-help-{}", role.id())),
        )
        .to(&[player]);
    // "Después de unos minutos de discusión, los jugadores votan."
    trace
        .add(
            Kind::Info,
            "rule-one-night-setup",
            Msg::new("one-night-help-vote"),
        )
        .to(&[player]);
}

impl Ruleset for OneNight {
    fn id(&self) -> &'static str {
        "one-night"
    }

    fn language(&self) -> Lang {
        Lang::Es
    }

    fn catalog(&self) -> [&'static str; 3] {
        catalog_of!("one-night")
    }

    fn players(&self) -> (usize, usize) {
        (3, 10)
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
        let mut deck = deck(game)?;
        let mut cards = BTreeMap::new();
        let mut problems = Vec::new();
        for (player, written) in fixed {
            match Role::parse(written) {
                Some(role) => match deck.iter().position(|r| *r == role) {
                    Some(i) => {
                        deck.remove(i);
                        cards.insert(player.clone(), Card::plain(role));
                    }
                    None => problems.push(problem(
                        Msg::new("one-night-err-fixed-not-in-deck")
                            .arg("player", player)
                            .arg("role", role.key()),
                    )),
                },
                None => problems.push(problem(
                    Msg::new("one-night-err-unknown-card").arg("card", written),
                )),
            }
        }
        if !problems.is_empty() {
            return Err(problems);
        }
        // "Baraja las cartas seleccionadas boca abajo y reparte una a cada jugador."
        chance.stream("deal").shuffle(&mut deck).map_err(|e| {
            vec![problem(
                Msg::new("err-script")
                    .arg("value", e.value)
                    .arg("bound", e.bound),
            )]
        })?;
        let mut deck = deck.into_iter();
        for p in &game.players {
            if !cards.contains_key(&p.name) {
                cards.insert(
                    p.name.clone(),
                    Card::plain(deck.next().expect("n + 3 cards")),
                );
            }
        }
        let center: Vec<Card> = deck.map(Card::plain).collect();
        let state = State {
            dealt: cards.clone(),
            cards,
            center,
            votes: BTreeMap::new(),
        };
        announce_deal(game, &state, trace);
        write_state(game, &state);
        game.phase = NIGHT.to_string();
        Ok(())
    }

    fn adopt(
        &self,
        game: &mut Game,
        value: serde_yaml::Value,
        trace: &mut Trace,
    ) -> Result<(), Vec<Problem>> {
        let mut state: State = crate::core::game::state_from(&value).map_err(|p| vec![p])?;
        if state.dealt.is_empty() {
            state.dealt = state.cards.clone();
        }
        let problems = consistent(game, &state);
        if !problems.is_empty() {
            return Err(problems);
        }
        announce_deal(game, &state, trace);
        write_state(game, &state);
        game.phase = NIGHT.to_string();
        Ok(())
    }

    fn rename_player(&self, game: &mut Game, r: Rename) -> Result<(), Msg> {
        let mut state: State = game.state_as().map_err(|p| p.msg)?;
        r.keys(&mut state.dealt);
        r.keys(&mut state.cards);
        r.keys(&mut state.votes);
        r.values(&mut state.votes);
        write_state(game, &state);
        Ok(())
    }

    /// The substitute is told the card the slot was dealt and what it does; after the night,
    /// what the slot saw is in the predecessor's night report, which the master's trace says
    /// to forward (a card may have moved since the deal: "Mira tu carta" is the Insomniac's only).
    fn tell_substitute(&self, game: &Game, old: &str, new: &str, trace: &mut Trace) {
        let Ok(state) = read_state(game) else {
            return;
        };
        trace
            .add(
                Kind::Info,
                "rule-one-night-setup",
                Msg::new("one-night-substitute").arg("player", old),
            )
            .target(new)
            .to(&[new]);
        role_pm(&state, new, trace);
        if game.phase != NIGHT {
            trace
                .add(
                    Kind::Info,
                    "rule-one-night-setup",
                    Msg::new("one-night-forward-night-report")
                        .arg("player", old)
                        .arg("new", new),
                )
                .target(new);
        }
    }

    fn check_state(&self, game: &Game) -> Vec<Problem> {
        let state = match read_state(game) {
            Ok(s) => s,
            Err(p) => return p,
        };
        let mut problems = consistent(game, &state);
        if ![NIGHT, DAY, OVER].contains(&game.phase.as_str()) {
            problems.push(problem(
                Msg::new("err-unknown-phase")
                    .arg("phase", &game.phase)
                    .arg("phases", [NIGHT, DAY, OVER].join(", ")),
            ));
        }
        problems
    }

    fn phase_title(&self, _game: &Game, phase: &str) -> Msg {
        match phase {
            NIGHT => Msg::new("one-night-phase-night"),
            DAY => Msg::new("one-night-phase-day"),
            OVER => Msg::new("phase-over"),
            _ => Msg::new("phase-setup"),
        }
    }

    fn forms(&self, game: &Game) -> Result<Vec<crate::core::forms::Form>, Vec<Problem>> {
        Ok(super::forms::forms(game, &*read_state(game)?))
    }

    fn verbs(&self) -> Vec<crate::core::grammar::VerbKind> {
        super::orders::kinds()
    }

    fn english_words(&self) -> &'static [&'static str] {
        &["copy", "see", "rob", "swap", "take", "vote", "center"]
    }

    fn phrasal_verbs(&self) -> Vec<crate::core::intake::Phrasal> {
        super::verbs::phrasal()
    }

    /// Players number what they send even when it is one order (`1) cambiar la carta de Fede
    /// con la de Gloria`): the number only leads into the order.
    fn lead_in(&self) -> &'static [&'static str] {
        crate::core::grammar::POINT_NUMBERS
    }

    /// The center cards: "tres cartas boca abajo en el centro de la mesa". A line naming them
    /// (`Me quedo con la del centro 3`) is the Drunk's, the Seer's or a lone Werewolf's order:
    /// read, or raised, never chatter.
    fn role_words(&self) -> Vec<String> {
        Role::ALL
            .iter()
            .flat_map(|role| role.spoken().iter().map(|w| w.to_string()))
            .collect()
    }

    /// At night, the words of the card the player was dealt: "Vidente, despierten" wakes him
    /// by them (`Vidente -> Bruno` is the Seer's look).
    fn own_role_words(&self, game: &Game, player: &str) -> Vec<&'static str> {
        let Ok(state) = read_state(game) else {
            return Vec::new();
        };
        match state.dealt.get(player).or(state.cards.get(player)) {
            Some(card) if game.phase == NIGHT => card.role.spoken().to_vec(),
            _ => Vec::new(),
        }
    }

    /// At night also the middle of the table as players say it (`la carta del medio`, `la de
    /// en medio`): a card said with no number is raised, never chatter (rulings, 19 and 20).
    fn game_nouns(&self, game: &Game) -> Vec<String> {
        let night: &[&str] = match game.phase.as_str() {
            NIGHT => &["del medio", "en medio"],
            _ => &[],
        };
        ["centro", "center", "centre", "middle", "mezzo", "centrale"]
            .iter()
            .chain(night)
            .map(|n| n.to_string())
            .collect()
    }

    /// At night, the player's own action named generically (`uso mi poder con Elena`): the
    /// action of his role (`super::power`).
    fn object_orders(&self, game: &Game) -> Vec<(String, String)> {
        if game.phase != NIGHT {
            return Vec::new();
        }
        super::power::POWER
            .iter()
            .map(|thing| (thing.to_string(), super::power::WRITTEN.to_string()))
            .collect()
    }

    /// At night, the role the Doppelgänger copies: he "looks at another player's card and
    /// becomes that role", which he cannot foresee when he writes his one PM (docs/rulings/
    /// one-night.md, 7): `Si me sale vidente: ver Jorge`.
    fn conditions(&self, game: &Game) -> Vec<crate::core::conditions::Subject> {
        if game.phase != NIGHT {
            return Vec::new();
        }
        Role::ALL
            .map(|role| crate::core::conditions::Subject {
                key: role.id().to_string(),
                shown: role.key(),
                names: role.spoken().iter().map(|n| n.to_string()).collect(),
            })
            .to_vec()
    }

    fn check(&self, game: &Game, orders: &[OrderFile]) -> Vec<Problem> {
        let state = match read_state(game) {
            Ok(s) => s,
            Err(p) => return p,
        };
        let names = game.names();
        match game.phase.as_str() {
            NIGHT => read_night(&state, &names, orders).1,
            DAY => read_day(&names, orders, game.option("self_vote") == Some("allow")).1,
            _ => vec![problem(Msg::new("err-game-over"))],
        }
    }

    fn resolve(
        &self,
        game: &Game,
        orders: &[OrderFile],
        chance: &mut Chance,
        trace: &mut Trace,
    ) -> Result<Game, Vec<Problem>> {
        let mut state = owned_state(game)?;
        let names = game.names();
        let mut next = game.clone();
        let roster: Vec<String> = game.players.iter().map(|p| p.name.clone()).collect();
        match game.phase.as_str() {
            NIGHT => {
                let (pms, problems) = read_night(&state, &names, orders);
                if !problems.is_empty() {
                    return Err(problems);
                }
                night::resolve(&roster, &mut state, &pms, chance, trace).map_err(|p| vec![p])?;
                let list = in_play(&state);
                trace
                    .add(
                        Kind::Info,
                        "rule-one-night-day",
                        Msg::new("one-night-night-over").arg("cards", &list),
                    )
                    .public();
                next.phase = DAY.to_string();
            }
            DAY => {
                let allow = game.option("self_vote") == Some("allow");
                let (votes, problems) = read_day(&names, orders, allow);
                if !problems.is_empty() {
                    return Err(problems);
                }
                // The thread's votes and the PMs' in time order: each player's last vote.
                let ballots = day::ballots(game, orders, &votes);
                let votes = day::standing(game, &ballots, &day::vote_rules(game));
                let rules = day::DayRules {
                    allow_self_vote: allow,
                    minion_alone: day::MinionAlone::from_option(game.option("minion_alone_dies")),
                };
                let winners = day::resolve(&mut next, &mut state, &votes, &rules, trace);
                next.finish(winners);
            }
            _ => return Err(vec![problem(Msg::new("err-game-over"))]),
        }
        write_state(&mut next, &state);
        Ok(next)
    }

    fn role_of(&self, game: &Game, player: &str) -> Option<String> {
        let state = read_state(game).ok()?;
        state.cards.get(player).map(|c| c.write())
    }

    /// The day's one simultaneous vote, as `day::resolve` counts it: every living player votes
    /// once; any player can be voted; the most voted die, all of them on a tie, if they have
    /// more than one vote ("Si ningún jugador recibe más de un voto, nadie muere").
    fn day_vote(&self, game: &Game) -> Option<DayVote> {
        if game.phase != DAY || game.game_over {
            return None;
        }
        let living = game.players.iter().filter(|p| p.alive);
        Some(DayVote {
            voters: living.map(|p| (p.name.clone(), 1)).collect(),
            candidates: game.players.iter().map(|p| p.name.clone()).collect(),
            rules: day::vote_rules(game),
            majority: Majority::Plurality {
                min_weight: 2,
                ties_die: true,
            },
            abstention: false,
            majority_line: None,
        })
    }

    fn day_ballots(&self, game: &Game, orders: &[OrderFile]) -> Result<DayBallots, Vec<Problem>> {
        if self.day_vote(game).is_none() {
            return Err(vec![tally::no_vote(&self.phase_title(game, &game.phase))]);
        }
        let allow = game.option("self_vote") == Some("allow");
        let (votes, problems) = read_day(&game.names(), orders, allow);
        if !problems.is_empty() {
            return Err(problems);
        }
        Ok(DayBallots {
            rules: day::vote_rules(game),
            ballots: day::ballots(game, orders, &votes),
        })
    }

    fn status(&self, game: &Game, master: bool) -> Vec<Msg> {
        let Ok(state) = read_state(game) else {
            return vec![Msg::new("err-state").arg("error", "state")];
        };
        let mut lines = Vec::new();
        let list = in_play(&state);
        lines.push(Msg::new("one-night-cards-in-play").arg("cards", &list));
        if master {
            for p in &game.players {
                lines.push(
                    Msg::new("one-night-status-card")
                        .arg("player", &p.name)
                        .arg("dealt", state.dealt_role(&p.name).key())
                        .arg("role", state.card(&p.name).acts_as().key()),
                );
            }
            let center: Vec<String> = state.center.iter().map(|c| c.acts_as().key()).collect();
            lines.push(Msg::new("one-night-final-center").arg("cards", center.join(", ")));
        }
        lines
    }
}
