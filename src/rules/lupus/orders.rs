//! Lupus PMs, by role and phase. Verbs in Italian and English:
//!
//! | verb (it / en)                       | who (from which night)                         |
//! |--------------------------------------|-----------------------------------------------|
//! | `consegna` / `deliver` P             | Postino (every night; himself allowed)        |
//! | `indaga` / `investigate` P           | Veggente, Veggente gufato (every night)       |
//! | `gufo` / `owl` P A                   | Veggente gufato: investigate P, answer to A   |
//! | `comunica` / `tell` P                | Medium cieco (from Notte 1)                   |
//! | `annusa` / `sniff` P Q R             | Volpe: three adjacent players (from Notte 1)  |
//! | `ammaestra` / `tame` P               | Ammaestratore, once (from Notte 1)            |
//! | `proteggi` / `protect` P             | Guardiano della notte, Guardie gemelle (from Notte 1) |
//! | `dona` / `gift` P                    | a dead Unicorno, once                         |
//! | `resuscita` / `revive` P             | Mago giratempo, once (from Notte 1)           |
//! | `controlla` / `control` P Q          | Marionettista (from Notte 1)                  |
//! | `scegli` / `choose` P Q R            | Bucaniere (Notte 1 only)                      |
//! | `tradisci` / `betray`                | Galeotto (from Notte 1)                       |
//! | `scommetti` / `bet` P notte\|giorno  | Scommettitrice (every night)                  |
//! | `sbrana` / `bite` P [Q]              | the wolves (from Notte 1; Q: the Giovane lupo's revenge) |
//! | `nomina` / `nominate` P              | Lupo demonio, by day (from Giorno 2)          |
//! | `vota` / `vote` P, `astengo` / `abstain` | every living player, by day               |

use super::pack::{self, Disagreement, Shared, Written};
use super::roles::Role;
use super::state::{Bet, Phase, State};
use crate::core::diag::Problem;
use crate::core::game::Game;
use crate::core::grammar::{Args, read_verb};
use crate::core::msg::Msg;
use crate::core::orders::OrderFile;
use std::collections::BTreeMap;

use super::verbs::VERBS;
pub use super::verbs::kinds;

mod fillers;
mod reader;
use reader::Reader;

/// One power a PM uses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Power {
    Deliver(String),
    Investigate(String),
    Owl(String, String),
    Tell(String),
    Sniff(Vec<String>),
    Tame(String),
    Protect(String),
    Gift(String),
    Revive(String),
    Control(String, String),
    Choose(Vec<String>),
    Betray,
    Bet(Bet),
    Bite(Vec<String>),
    Nominate(String),
    Vote(Option<String>),
}

/// A player's PM: his powers, and when it was sent.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Pm {
    pub powers: Vec<Power>,
    /// Sending order: (sent seconds, or none last; then file order), of the player's last PM.
    pub sent: crate::core::orders::SentKey,
    /// The sending order of the PM each power came in (a player may send several PMs).
    pub times: Vec<crate::core::orders::SentKey>,
}

impl Pm {
    pub fn find<T>(&self, pick: impl Fn(&Power) -> Option<T>) -> Option<T> {
        self.powers.iter().find_map(pick)
    }

    /// The first power `pick` takes, and the sending order of the PM it came in.
    pub fn find_sent<T>(
        &self,
        pick: impl Fn(&Power) -> Option<T>,
    ) -> Option<(T, crate::core::orders::SentKey)> {
        self.powers
            .iter()
            .zip(&self.times)
            .find_map(|(p, &sent)| pick(p).map(|t| (t, sent)))
    }
}

/// Living players in list order, and the players next to `player` among them.
/// "Sono considerati adiacenti i giocatori ancora vivi immediatamente prima e dopo di lui
/// nella lista dei giocatori." With `wrap`, the list is a circle (docs/rulings/lupus.md).
pub fn neighbours(game: &Game, player: &str, wrap: bool) -> Vec<String> {
    let living: Vec<&str> = game
        .players
        .iter()
        .filter(|p| p.alive || p.name == player)
        .map(|p| p.name.as_str())
        .collect();
    let Some(i) = living.iter().position(|p| *p == player) else {
        return Vec::new();
    };
    let n = living.len();
    let mut out = Vec::new();
    if i > 0 {
        out.push(living[i - 1].to_string());
    } else if wrap && n > 2 {
        out.push(living[n - 1].to_string());
    }
    if i + 1 < n {
        out.push(living[i + 1].to_string());
    } else if wrap && n > 2 {
        out.push(living[0].to_string());
    }
    out
}

/// Are these three living players consecutive in the list (a circle with `wrap`)?
pub fn consecutive(game: &Game, three: &[String], wrap: bool) -> bool {
    let living: Vec<&str> = game
        .players
        .iter()
        .filter(|p| p.alive)
        .map(|p| p.name.as_str())
        .collect();
    let n = living.len();
    if n < 3 {
        return false;
    }
    let starts: Vec<usize> = if wrap {
        (0..n).collect()
    } else {
        (0..n - 2).collect()
    };
    starts.into_iter().any(|s| {
        let window: Vec<&str> = (0..3).map(|k| living[(s + k) % n]).collect();
        three.iter().all(|t| window.contains(&t.as_str()))
    })
}

/// The key under which a protector's last protection is remembered: the twins share one.
pub fn protector_key(role: Role, player: &str) -> String {
    if role == Role::GuardiaGemella {
        "gemelle".to_string()
    } else {
        player.to_string()
    }
}

/// Every PM of the phase, or every problem.
pub fn read(
    game: &Game,
    state: &State,
    phase: Phase,
    files: &[OrderFile],
    wrap: bool,
    agree: Disagreement,
) -> (BTreeMap<String, Pm>, Vec<Problem>) {
    let names = game.names();
    let reader = Reader {
        game,
        names: &names,
        state,
        phase,
        wrap,
    };
    let mut pms = BTreeMap::new();
    let mut problems = Vec::new();
    let (mut bites, mut twins): (Vec<Written>, Vec<Written>) = (Vec::new(), Vec::new());
    for (seq, file) in files.iter().enumerate() {
        // A player's later PMs add to his first (the core already dropped replaced orders).
        let pm = pms.entry(file.player.clone()).or_insert_with(|| Pm {
            powers: Vec::new(),
            sent: file.sent_key(seq),
            times: Vec::new(),
        });
        pm.sent = file.sent_key(seq);
        for line in &file.lines {
            let verb = match read_verb(file, line, &VERBS) {
                Ok(v) => v,
                Err(p) => {
                    problems.push(p);
                    continue;
                }
            };
            let mut args = Args::new(file, line, &names);
            match reader.read(&mut args, verb, &file.player) {
                Ok(power) => {
                    let kind = std::mem::discriminant(&power);
                    if let Some(both) = second_victim(state, pm, &power) {
                        if let Some(w) = bites.iter_mut().rev().find(|w| w.player == file.player) {
                            w.choice = both;
                        }
                    } else if pm.powers.iter().any(|p| std::mem::discriminant(p) == kind) {
                        problems.push(
                            args.problem(args.line_span(), Msg::new("err-duplicate-order"))
                                .help(Msg::new("help-duplicate-order")),
                        );
                    } else {
                        let twin = state.role(&file.player) == Role::GuardiaGemella;
                        for (shared, list) in
                            [(Shared::Bite, &mut bites), (Shared::Twins, &mut twins)]
                        {
                            if let Some(choice) = shared.of(&power)
                                && (shared == Shared::Bite || twin)
                            {
                                list.push(Written {
                                    player: file.player.clone(),
                                    sent: pm.sent,
                                    choice,
                                    file: seq,
                                    span: args.line_span(),
                                });
                            }
                        }
                        pm.powers.push(power);
                        pm.times.push(pm.sent);
                    }
                }
                Err(p) => problems.push(p),
            }
        }
    }
    // "i Lupi Mannari devono mettersi d'accordo", the twins "scelgono insieme": different
    // choices are a problem for the master to settle, unless the option decides (pack.rs).
    problems.extend(pack::refuse(Shared::Bite, bites, files, agree));
    problems.extend(pack::refuse(Shared::Twins, twins, files, agree));
    (pms, problems)
}

/// "gli altri lupi per vendetta potranno sbranare una vittima aggiuntiva quella stessa notte":
/// on that night a second `sbrana` line naming another player is the pack's second victim
/// (blind corpus 9: it replaced the first in silence). Returns both victims, added to the
/// wolf's bite; `None` for any other power or night.
fn second_victim(state: &State, pm: &mut Pm, power: &Power) -> Option<Vec<String>> {
    let Power::Bite(new) = power else {
        return None;
    };
    let bitten = pm.powers.iter_mut().find_map(|p| match p {
        Power::Bite(v) => Some(v),
        _ => None,
    })?;
    if !state.memory.revenge || bitten.len() != 1 || new.len() != 1 || bitten[0] == new[0] {
        return None;
    }
    bitten.push(new[0].clone());
    Some(bitten.clone())
}
