//! "Los Roles Especiales": "existen algunos roles especiales que serán otorgados
//! aleatoriamente al comienzo de la partida: Clérigo (Vasallo), Escurridizo (Vasallo) y
//! Cambiaformas (Impostor). También existe un último rol especial (Ángel Guardián) que será
//! otorgado al primer Vasallo en morir". Who holds which (`specials` in `game.yaml`), the
//! timers of their powers (`powers`), the deal at `init` from the seed, the role PMs, and
//! the identity a disguised Cambiaformas shows. The powers themselves are in
//! [`super::roles`]; the Clérigo's talisman is the tasks' (this file only deals him).

use super::state::{Side, State};
use crate::core::diag::Problem;
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::names::fold;
use crate::core::rng::{Chance, Random};
use crate::core::trace::{Kind, Trace};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The four special roles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Special {
    Clerigo,
    Escurridizo,
    Cambiaformas,
    AngelGuardian,
}

impl Special {
    pub const ALL: [Special; 4] = [
        Special::Clerigo,
        Special::Escurridizo,
        Special::Cambiaformas,
        Special::AngelGuardian,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Special::Clerigo => "clerigo",
            Special::Escurridizo => "escurridizo",
            Special::Cambiaformas => "cambiaformas",
            Special::AngelGuardian => "angel-guardian",
        }
    }

    /// The catalog key of the role's name (`@key`: the holder's gender).
    pub fn key(self) -> &'static str {
        match self {
            Special::Clerigo => "@among-us-special-clerigo",
            Special::Escurridizo => "@among-us-special-escurridizo",
            Special::Cambiaformas => "@among-us-special-cambiaformas",
            Special::AngelGuardian => "@among-us-special-angel-guardian",
        }
    }

    /// "Clérigo (Vasallo), Escurridizo (Vasallo) y Cambiaformas (Impostor)"; the Ángel is "el
    /// primer Vasallo en morir".
    pub fn side(self) -> Side {
        match self {
            Special::Cambiaformas => Side::Impostor,
            _ => Side::Vasallo,
        }
    }

    /// A role as the roster's `role` column or an option writes it.
    pub fn parse(text: &str) -> Option<Special> {
        let folded = fold(text.trim()).replace(['-', '_'], " ");
        match folded.as_str() {
            "clerigo" | "cleric" | "chierico" => Some(Special::Clerigo),
            "escurridizo" | "escurridiza" | "sneak" | "sfuggente" => Some(Special::Escurridizo),
            "cambiaformas" | "shapeshifter" | "mutaforma" => Some(Special::Cambiaformas),
            "angel guardian" | "angel" | "guardian angel" | "angelo custode" => {
                Some(Special::AngelGuardian)
            }
            _ => None,
        }
    }
}

/// A disguise under way: "permanecerá con su nuevo aspecto por 10 fases".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Disguise {
    /// Whose look he has.
    #[serde(rename = "as")]
    pub look: String,
    /// The last phase (on the clock) he keeps it; he reverts at the start of the next.
    pub until: u32,
}

/// A change of look in one phase, seen by whoever sees the place ("le verá transformarse
/// pudiendo identificar con claridad quién era antes de la transformación y quién después").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Change {
    pub who: String,
    /// The phase on the clock.
    pub at: u32,
    pub from: String,
    pub to: String,
}

/// The Ángel's protection: "puede proteger durante 5 fases a cualquier personaje del primer
/// intento de asesinato".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Shield {
    pub who: String,
    pub by: String,
    /// The first and the last phase (on the clock) it holds.
    pub from: u32,
    pub until: u32,
}

/// The timers of the special roles, every phase on the clock (`state.clock`).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Powers {
    /// Escurridizo inside a passage: the last phase he may stay there.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub inside_until: BTreeMap<String, u32>,
    /// Escurridizo: the first phase he may enter a passage again.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub passage_from: BTreeMap<String, u32>,
    /// Cambiaformas disguised.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub disguised: BTreeMap<String, Disguise>,
    /// Cambiaformas: the first phase he may change his look again.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub shift_from: BTreeMap<String, u32>,
    /// The changes of look of the last phase played.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub changes: Vec<Change>,
    /// Protections of the Ángel Guardián.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub shields: Vec<Shield>,
    /// Ángel Guardián: the first phase he may protect again.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub protect_from: BTreeMap<String, u32>,
    /// A protection saved someone since the last deliberation.
    #[serde(default, skip_serializing_if = "is_false")]
    pub angel_saved: bool,
    /// The first vassal has died: the Ángel is given (or nobody will be).
    #[serde(default, skip_serializing_if = "is_false")]
    pub angel_given: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl Powers {
    pub fn is_empty(&self) -> bool {
        *self == Powers::default()
    }
}

impl State {
    /// The special role of a player, if he has one.
    pub fn special(&self, player: &str) -> Option<Special> {
        self.specials.get(player).copied()
    }

    /// Who a character appears to be: "Una vez transformado" the Cambiaformas shows the
    /// borrowed identity to everyone. Names in what observers are told go through this.
    pub fn shown<'a>(&'a self, player: &'a str) -> &'a str {
        self.powers
            .disguised
            .get(player)
            .map_or(player, |d| d.look.as_str())
    }
}

/// The game option listing the special roles in play.
pub const OPTION: &str = "specials";
pub const OPTION_DEFAULT: &str = "clerigo,escurridizo,cambiaformas,angel-guardian";

/// The roles in play (`--option specials=…`; `none` for none).
pub fn in_play(game: &Game) -> Result<Vec<Special>, Problem> {
    let text = game.option(OPTION).unwrap_or(OPTION_DEFAULT);
    let mut out = Vec::new();
    for word in text.split([',', ' ']).filter(|w| !w.trim().is_empty()) {
        if fold(word) == "none" || fold(word) == "ninguno" {
            continue;
        }
        match Special::parse(word) {
            Some(s) if !out.contains(&s) => out.push(s),
            Some(_) => {}
            None => {
                return Err(Problem::new(
                    Msg::new("among-us-err-special-option").arg("role", word.trim()),
                ));
            }
        }
    }
    Ok(out)
}

/// The roster's `role` column: a side, or a special role (which gives its side; the Ángel,
/// which cannot be fixed, is refused by [`deal`] with its own reason).
pub fn fixed_side(written: &str) -> Option<Side> {
    Side::parse(written).or_else(|| Special::parse(written).map(Special::side))
}

/// "serán otorgados aleatoriamente al comienzo de la partida": the Clérigo and the Escurridizo
/// among the vassals, the Cambiaformas among the impostors, from the seed (stream
/// `especiales`), one of each, the roster's fixed ones first.
pub fn deal(
    game: &Game,
    state: &mut State,
    fixed: &BTreeMap<String, String>,
    chance: &mut Chance,
) -> Result<(), Vec<Problem>> {
    let mut problems = Vec::new();
    let play = in_play(game).map_err(|p| vec![p])?;
    for (player, written) in fixed {
        let Some(special) = Special::parse(written) else {
            continue;
        };
        if special == Special::AngelGuardian {
            problems.push(Problem::new(
                Msg::new("among-us-err-fixed-angel").arg("player", player),
            ));
        } else if let Some((other, _)) = state.specials.iter().find(|(_, s)| **s == special) {
            problems.push(Problem::new(
                Msg::new("among-us-err-fixed-special-twice")
                    .arg("role", special.key())
                    .arg("player", player)
                    .arg("other", other),
            ));
        } else {
            state.specials.insert(player.clone(), special);
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    let script = |e: crate::core::rng::ScriptError| {
        vec![Problem::new(
            Msg::new("err-script")
                .arg("value", e.value)
                .arg("bound", e.bound),
        )]
    };
    let dealt = [
        Special::Clerigo,
        Special::Escurridizo,
        Special::Cambiaformas,
    ];
    for special in dealt {
        if !play.contains(&special) || state.specials.values().any(|s| *s == special) {
            continue;
        }
        let mut open: Vec<String> = game
            .players
            .iter()
            .map(|p| p.name.clone())
            .filter(|p| state.side(p) == special.side() && !state.specials.contains_key(p))
            .collect();
        chance
            .stream("especiales")
            .shuffle(&mut open)
            .map_err(script)?;
        if let Some(p) = open.first() {
            state.specials.insert(p.clone(), special);
        }
    }
    // "otorgado al primer Vasallo en morir": none, if the Ángel is not in play.
    if !play.contains(&Special::AngelGuardian) {
        state.powers.angel_given = true;
    }
    Ok(())
}

/// A scenario's state: the Ángel was given already if a vassal is dead and the setup says
/// nothing of it (the first vassal's death is in the past the setup stands for).
pub fn adopted(game: &Game, state: &mut State) {
    let dead_vassal = game
        .players
        .iter()
        .any(|p| !p.alive && state.side(&p.name) == Side::Vasallo);
    if dead_vassal {
        state.powers.angel_given = true;
    }
}

/// The role PMs: each special role's power, its verb and its limits.
pub fn announce(game: &Game, state: &State, trace: &mut Trace) {
    for p in &game.players {
        let Some(special) = state.special(&p.name) else {
            continue;
        };
        trace
            .add(
                Kind::Info,
                "rule-among-us-special",
                Msg::new("among-us-your-special")
                    .arg("role", special.key())
                    .arg("player", &p.name),
            )
            .target(&p.name)
            .to(&[&p.name]);
        trace
            .add(
                Kind::Info,
                "rule-among-us-special",
                Msg::new(power_key(special)).arg("player", &p.name),
            )
            .to(&[&p.name]);
    }
}

pub fn power_key(special: Special) -> &'static str {
    match special {
        Special::Clerigo => "among-us-power-clerigo",
        Special::Escurridizo => "among-us-power-escurridizo",
        Special::Cambiaformas => "among-us-power-cambiaformas",
        Special::AngelGuardian => "among-us-power-angel-guardian",
    }
}

/// A state's special roles are of its players, on their side (the Ángel a dead vassal), one
/// of each; its timers name players.
pub fn consistent(game: &Game, state: &State) -> Vec<Problem> {
    let mut problems = Vec::new();
    let mut seen: BTreeMap<Special, &str> = BTreeMap::new();
    for (player, special) in &state.specials {
        if game.player(player).is_none() {
            problems.push(Problem::new(
                Msg::new("err-unknown-player").arg("name", player),
            ));
            continue;
        }
        if state.side(player) != special.side() {
            problems.push(Problem::new(
                Msg::new("among-us-err-special-side")
                    .arg("player", player)
                    .arg("role", special.key())
                    .arg("side", special.side().key()),
            ));
        }
        if let Some(other) = seen.insert(*special, player) {
            problems.push(Problem::new(
                Msg::new("among-us-err-fixed-special-twice")
                    .arg("role", special.key())
                    .arg("player", player)
                    .arg("other", other),
            ));
        }
    }
    let p = &state.powers;
    let named = p
        .inside_until
        .keys()
        .chain(p.passage_from.keys())
        .chain(p.disguised.keys())
        .chain(p.disguised.values().map(|d| &d.look))
        .chain(p.shift_from.keys())
        .chain(p.protect_from.keys())
        .chain(p.shields.iter().flat_map(|s| [&s.who, &s.by]));
    for name in named {
        if game.player(name).is_none() {
            problems.push(Problem::new(
                Msg::new("err-unknown-player").arg("name", name),
            ));
        }
    }
    problems
}

/// The words players call the sides and special roles by, in the rulebook's Spanish and in
/// Italian and English: an order aimed at one (`mato al clérigo`) names no player
/// (`Ruleset::role_words`).
pub const SPOKEN: &[&str] = &[
    "impostor",
    "impostora",
    "impostore",
    "vasallo",
    "vasalla",
    "vassallo",
    "vassal",
    "clerigo",
    "chierico",
    "cleric",
    "escurridizo",
    "escurridiza",
    "cambiaformas",
    "mutaforma",
    "shapeshifter",
    "angel guardian",
    "angelo custode",
    "guardian angel",
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::engine::{Entry, NewGame, deal as init};

    fn roster(roles: &[(&str, &str)]) -> Vec<Entry> {
        ["Ana", "Bruno", "Carla", "Dani", "Elena", "Fede"]
            .iter()
            .map(|n| Entry {
                name: n.to_string(),
                aliases: vec![],
                role: roles
                    .iter()
                    .find(|(p, _)| p == n)
                    .map(|(_, r)| r.to_string()),
                gender: None,
            })
            .collect()
    }

    fn new<'a>(roster: &'a [Entry], options: &[(&str, &str)]) -> NewGame<'a> {
        NewGame {
            ruleset: &super::super::AmongUs,
            roster,
            seed: 7,
            language: None,
            options: options
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
        }
    }

    fn state(game: &Game) -> State {
        game.state_as().unwrap()
    }

    #[test]
    fn a_roster_giving_the_angel_is_refused_at_init() {
        let r = roster(&[("Ana", "angel guardian")]);
        let refused = init(&new(&r, &[]), vec![]).unwrap_err();
        assert!(
            refused
                .iter()
                .any(|p| p.msg.key == "among-us-err-fixed-angel"),
            "{refused:?}"
        );
    }

    #[test]
    fn two_players_fixed_as_clerigo_are_refused_at_init() {
        let r = roster(&[("Ana", "clérigo"), ("Bruno", "Clerigo")]);
        let refused = init(&new(&r, &[]), vec![]).unwrap_err();
        assert!(
            refused
                .iter()
                .any(|p| p.msg.key == "among-us-err-fixed-special-twice"),
            "{refused:?}"
        );
    }

    #[test]
    fn the_roster_fixing_the_escurridizo_makes_him_a_vassal_and_the_others_are_dealt() {
        let r = roster(&[("Fede", "escurridizo")]);
        let (game, _) = init(&new(&r, &[]), vec![]).unwrap();
        let s = state(&game);
        assert_eq!(s.special("Fede"), Some(Special::Escurridizo));
        assert_eq!(s.side("Fede"), Side::Vasallo);
        let clerigo: Vec<&String> = s
            .specials
            .iter()
            .filter(|(_, r)| **r == Special::Clerigo)
            .map(|(p, _)| p)
            .collect();
        assert_eq!(clerigo.len(), 1);
        assert_eq!(s.side(clerigo[0]), Side::Vasallo);
        let shifter: Vec<&String> = s
            .specials
            .iter()
            .filter(|(_, r)| **r == Special::Cambiaformas)
            .map(|(p, _)| p)
            .collect();
        assert_eq!(shifter.len(), 1);
        assert_eq!(s.side(shifter[0]), Side::Impostor);
        assert!(!s.powers.angel_given, "the Ángel waits for the first death");
    }

    #[test]
    fn the_option_specials_none_deals_no_special_role_and_no_angel() {
        let r = roster(&[]);
        let (game, _) = init(&new(&r, &[(OPTION, "none")]), vec![]).unwrap();
        let s = state(&game);
        assert!(s.specials.is_empty());
        assert!(s.powers.angel_given);
        let only = init(&new(&r, &[(OPTION, "cambiaformas")]), vec![])
            .unwrap()
            .0;
        let s = state(&only);
        assert_eq!(
            s.specials.values().collect::<Vec<_>>(),
            [&Special::Cambiaformas]
        );
        let refused = init(&new(&r, &[(OPTION, "bruja")]), vec![]).unwrap_err();
        assert_eq!(refused[0].msg.key, "among-us-err-special-option");
    }
}
