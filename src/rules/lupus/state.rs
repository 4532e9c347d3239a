//! The lupus part of `game.yaml`. The coordinates are the master's secret.

use super::roles::Role;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// "la prima notte … Notte 0", then Giorno 1, Notte 1, Giorno 2…
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    Notte(u32),
    Giorno(u32),
    Over,
}

impl Phase {
    pub fn parse(id: &str) -> Option<Phase> {
        if id == "over" {
            return Some(Phase::Over);
        }
        let (kind, n) = id.split_once('-')?;
        let n: u32 = n.parse().ok()?;
        match kind {
            "notte" => Some(Phase::Notte(n)),
            "giorno" if n >= 1 => Some(Phase::Giorno(n)),
            _ => None,
        }
    }

    pub fn id(self) -> String {
        match self {
            Phase::Notte(n) => format!("notte-{n}"),
            Phase::Giorno(n) => format!("giorno-{n}"),
            Phase::Over => "over".to_string(),
        }
    }

    /// Notte N is followed by Giorno N+1, which is followed by Notte N+1.
    pub fn next(self) -> Phase {
        match self {
            Phase::Notte(n) => Phase::Giorno(n + 1),
            Phase::Giorno(n) => Phase::Notte(n),
            Phase::Over => Phase::Over,
        }
    }
}

/// A Scommettitrice's bet: who dies, and when ("specificando se la scommessa riguarda una morte
/// diurna o notturna").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Bet {
    pub player: String,
    /// true: dies tonight; false: burned at tomorrow's rogo.
    pub night: bool,
}

/// What the roles remember from one phase to the next.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Memory {
    /// Last night's really protected player, per protector ("non può proteggere lo stesso
    /// giocatore per due notti consecutive"); the twins share the key `gemelle`. A repeat the
    /// protector did not choose (the Marionettista's doing) fails silently: FAQ "la protezione
    /// salta. Le guardie non verranno avvisate del loro fallimento."
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub protected_last: BTreeMap<String, String>,
    /// Last night's protection as the protector's PM named it: naming him again is refused (the
    /// protector knows what he wrote, and nothing more).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub named_last: BTreeMap<String, String>,
    /// A twin died: "la sopravvissuta perderà il potere di protezione".
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub twins_broken: bool,
    /// Last night's controlled player, per Marionettista.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub controlled_last: BTreeMap<String, String>,
    /// The night of the entries above, per protector key or Marionettista: "per due notti
    /// consecutive" compares with the previous night only, so a night without the power (or a
    /// death and a revival) breaks the chain. An entry without a night (an older game.yaml) is
    /// taken as last night's.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub acted_night: BTreeMap<String, u32>,
    /// Volpi that sniffed three INNOCENTI.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub volpe_spent: Vec<String>,
    /// One-shot powers used (Ammaestratore, Mago giratempo), by player.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub spent: Vec<String>,
    /// The Bucaniere's three players whose first power he has not yet taken.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub marks: Vec<String>,
    /// Galeotti who betrayed ("TRADIMENTO"), for good.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub traitors: Vec<String>,
    /// Galeotti removed from the game when their partner died (they may still win).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub removed: Vec<String>,
    /// The Scommettitrice's points, by player.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub points: BTreeMap<String, u32>,
    /// Her last bet (no two bets in a row on the same event), by player.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub last_bet: BTreeMap<String, Bet>,
    /// The night her last bet was placed, by player: a day bet is judged at the next rogo only.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub bet_night: BTreeMap<String, u32>,
    /// Players immortal by the Unicorno's blood, until the end of the named phase.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub immortal: BTreeMap<String, String>,
    /// Blood drunk that does not act yet (option `unicorno_blood=next`: "il giorno e la notte
    /// successiva" after a night gift): it acts from the end of the named phase.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub blood_waits: BTreeMap<String, String>,
    /// Dead Unicorni who have not yet given their blood.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub gift_pending: Vec<String>,
    /// The Lupo demonio's latest nominee.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub nominee: Option<String>,
    /// The decisive voter of a burned Narcisista: dies next night, unpreventably.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub guilt: Option<String>,
    /// A Giovane lupo was burned: the pack bites an extra victim tonight.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub revenge: bool,
    /// The wolves bit against their will (Ammaestratore): they learn it next day.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub tamed: bool,
    /// Who was burned at the last rogo (the Medium's answer).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub burned: Option<String>,
    /// Who died during the previous phase, and during the one before it: the Mago giratempo
    /// revives "un giocatore che sia morto durante il giorno o la notte precedenti".
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub died_last: Vec<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub died_before: Vec<String>,
    /// Narcisisti who died at the rogo (they win with the winners).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub narcissists_burned: Vec<String>,
    /// Deaths by the master's `modkill` (and what followed them) before the phase resolves:
    /// they are this phase's deaths. Emptied when the phase resolves.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub modkilled: Vec<String>,
    /// The master removed the Lupo demonio this phase (his event): the nominee turns at the end
    /// of the phase if the game goes on. Emptied when the phase resolves.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub demonio_modkilled: Option<usize>,
}

impl Memory {
    /// Was `key`'s last entry made on the night before `n`? ("per due notti consecutive")
    pub fn last_night(&self, key: &str, n: u32) -> bool {
        match self.acted_night.get(key) {
            Some(&night) => night + 1 == n,
            None => true,
        }
    }

    /// Every player name the memory holds (for `check_state`).
    pub fn names(&self) -> Vec<&String> {
        let mut out: Vec<&String> = Vec::new();
        for map in [
            &self.protected_last,
            &self.named_last,
            &self.controlled_last,
        ] {
            // The twins' shared key is not a player.
            out.extend(map.keys().filter(|k| *k != "gemelle"));
            out.extend(map.values());
        }
        out.extend(self.acted_night.keys().filter(|k| *k != "gemelle"));
        for list in [
            &self.volpe_spent,
            &self.spent,
            &self.marks,
            &self.traitors,
            &self.removed,
            &self.gift_pending,
            &self.died_last,
            &self.died_before,
            &self.narcissists_burned,
            &self.modkilled,
        ] {
            out.extend(list.iter());
        }
        out.extend(self.points.keys());
        out.extend(self.last_bet.keys());
        out.extend(self.last_bet.values().map(|b| &b.player));
        out.extend(self.bet_night.keys());
        out.extend(self.immortal.keys());
        out.extend(self.blood_waits.keys());
        out.extend(self.nominee.iter());
        out.extend(self.guilt.iter());
        out.extend(self.burned.iter());
        out
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct State {
    /// The drawn coordinates ("2E"): master only.
    pub coordinates: String,
    /// The role each player was dealt.
    #[serde(default)]
    pub dealt: BTreeMap<String, Role>,
    /// Each player's role now (a converted player is an Indemoniato).
    pub roles: BTreeMap<String, Role>,
    #[serde(default)]
    pub memory: Memory,
}

impl State {
    /// The other Galeotto of `player`'s pair, if there is one ("tra i due Galeotti").
    pub fn galeotto_partner(&self, player: &str) -> Option<&str> {
        self.roles
            .iter()
            .find(|(p, r)| p.as_str() != player && **r == Role::Galeotto)
            .map(|(p, _)| p.as_str())
    }

    /// A player's role now. A name the roles do not hold (a hand-edited game.yaml that
    /// `check_state` would refuse) reads as a Contadino semplice rather than panicking.
    pub fn role(&self, player: &str) -> Role {
        self.roles
            .get(player)
            .copied()
            .unwrap_or(Role::ContadinoSemplice)
    }
}

impl Memory {
    /// What a master looks for in `status --master`, when there is any: the one-shot powers used
    /// (Ammaestratore, Mago giratempo) and the Volpi that lost their nose, the dead Unicorni who
    /// have not given their blood, who is immortal by it, the Lupo demonio's nominee, the
    /// Scommettitrice's points.
    pub fn master_watch(&self) -> Vec<crate::core::msg::Msg> {
        use crate::core::msg::Msg;
        let mut lines = Vec::new();
        let mut spent: Vec<String> = self.spent.clone();
        spent.extend(self.volpe_spent.iter().cloned());
        if !spent.is_empty() {
            lines.push(Msg::new("lupus-status-spent").arg("players", spent.join(", ")));
        }
        if !self.gift_pending.is_empty() {
            lines.push(
                Msg::new("lupus-status-gift-pending").arg("players", self.gift_pending.join(", ")),
            );
        }
        for player in self.immortal.keys() {
            lines.push(Msg::new("lupus-status-immortal").arg("player", player));
        }
        if let Some(nominee) = &self.nominee {
            lines.push(Msg::new("lupus-status-nominee").arg("player", nominee));
        }
        for (player, points) in &self.points {
            lines.push(
                Msg::new("lupus-status-points")
                    .arg("player", player)
                    .arg("points", points),
            );
        }
        lines
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phases_in_the_rulebooks_order() {
        let mut p = Phase::Notte(0);
        let mut ids = Vec::new();
        for _ in 0..5 {
            ids.push(p.id());
            p = p.next();
        }
        assert_eq!(
            ids,
            ["notte-0", "giorno-1", "notte-1", "giorno-2", "notte-2"]
        );
        assert_eq!(Phase::parse("giorno-0"), None);
        assert_eq!(Phase::parse("notte-3"), Some(Phase::Notte(3)));
    }
}
