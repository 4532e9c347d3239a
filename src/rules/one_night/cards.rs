//! The cards: twelve roles, their teams, and the decks for 3–10 players.

use crate::core::names::fold;
use serde::{Deserialize, Serialize};

/// A role card. "su papel es la carta que está actualmente frente a usted".
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Doppelganger,
    Werewolf,
    Minion,
    Mason,
    Seer,
    Robber,
    Troublemaker,
    Drunk,
    Insomniac,
    Villager,
    Hunter,
    Tanner,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Team {
    Village,
    Werewolf,
    Tanner,
}

impl Role {
    pub const ALL: [Role; 12] = [
        Role::Doppelganger,
        Role::Werewolf,
        Role::Minion,
        Role::Mason,
        Role::Seer,
        Role::Robber,
        Role::Troublemaker,
        Role::Drunk,
        Role::Insomniac,
        Role::Villager,
        Role::Hunter,
        Role::Tanner,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Role::Doppelganger => "doppelganger",
            Role::Werewolf => "werewolf",
            Role::Minion => "minion",
            Role::Mason => "mason",
            Role::Seer => "seer",
            Role::Robber => "robber",
            Role::Troublemaker => "troublemaker",
            Role::Drunk => "drunk",
            Role::Insomniac => "insomniac",
            Role::Villager => "villager",
            Role::Hunter => "hunter",
            Role::Tanner => "tanner",
        }
    }

    /// The role's name as a message argument (`@` + its catalog key).
    pub fn key(self) -> String {
        format!("@one-night-role-{}", self.id())
    }

    /// "Si matan a un hombre lobo, todos los miembros del equipo de la aldea ganan"; the Minion
    /// plays with the werewolves; the Tanner plays for himself.
    pub fn team(self) -> Team {
        match self {
            Role::Werewolf | Role::Minion => Team::Werewolf,
            Role::Tanner => Team::Tanner,
            _ => Team::Village,
        }
    }

    /// How many of this card the box holds (16 cards, twelve roles).
    pub fn in_box(self) -> usize {
        match self {
            Role::Werewolf | Role::Mason => 2,
            Role::Villager => 3,
            _ => 1,
        }
    }

    /// The role as players name it in a PM, in Spanish, Italian and English (both genders):
    /// the condition of a Doppelgänger's order (`Si me sale vidente`, `se divento veggente`,
    /// `if I get the Seer`).
    pub fn spoken(self) -> &'static [&'static str] {
        match self {
            Role::Doppelganger => &["doppelganger", "doppel", "doble", "sosia"],
            Role::Werewolf => &[
                "hombre lobo",
                "mujer lobo",
                "lobo",
                "loba",
                "lupo mannaro",
                "lupo",
                "lupa",
                "werewolf",
                "wolf",
            ],
            Role::Minion => &[
                "esbirro",
                "esbirra",
                "secuaz",
                "servitore",
                "servo",
                "minion",
            ],
            Role::Mason => &["mason", "masona", "massone", "massona"],
            Role::Seer => &["vidente", "veggente", "seer"],
            Role::Robber => &["ladron", "ladrona", "ladro", "ladra", "robber"],
            Role::Troublemaker => &["alborotador", "alborotadora", "piantagrane", "troublemaker"],
            Role::Drunk => &[
                "borracho",
                "borracha",
                "ubriacone",
                "ubriacona",
                "ubriaco",
                "ubriaca",
                "drunk",
            ],
            Role::Insomniac => &["insomne", "insonne", "insomniac"],
            Role::Villager => &[
                "aldeano", "aldeana", "paesano", "paesana", "villico", "villager",
            ],
            Role::Hunter => &["cazador", "cazadora", "cacciatore", "cacciatrice", "hunter"],
            Role::Tanner => &[
                "curtidor",
                "curtidora",
                "conciatore",
                "conciatrice",
                "tanner",
            ],
        }
    }

    /// A role as masters write it, in English or Spanish, any case, accents optional.
    pub fn parse(text: &str) -> Option<Role> {
        let key = fold(text.trim()).replace(['-', '_'], " ");
        let role = match key.as_str() {
            "doppelganger" | "doppel" | "doble" => Role::Doppelganger,
            "werewolf" | "wolf" | "hombre lobo" | "lobo" => Role::Werewolf,
            "minion" | "esbirro" | "secuaz" => Role::Minion,
            "mason" | "mason s" | "mason es" | "masones" => Role::Mason,
            "seer" | "vidente" => Role::Seer,
            "robber" | "ladron" => Role::Robber,
            "troublemaker" | "alborotador" => Role::Troublemaker,
            "drunk" | "borracho" => Role::Drunk,
            "insomniac" | "insomne" => Role::Insomniac,
            "villager" | "aldeano" => Role::Villager,
            "hunter" | "cazador" => Role::Hunter,
            "tanner" | "curtidor" => Role::Tanner,
            _ => return None,
        };
        Some(role)
    }
}

/// A card on the table. The Doppelgänger's card carries the role it copied: "A role is what the
/// card in front of the player is at dawn (a Doppelgänger card carries the copied role)".
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Card {
    pub role: Role,
    pub copied: Option<Role>,
}

impl Card {
    pub fn plain(role: Role) -> Self {
        Card { role, copied: None }
    }

    /// The role this card makes its holder: the copied role for a used Doppelgänger card.
    pub fn acts_as(self) -> Role {
        self.copied.unwrap_or(self.role)
    }

    /// `werewolf`, or `doppelganger/seer` for a Doppelgänger that copied the Seer.
    pub fn write(self) -> String {
        match self.copied {
            Some(c) => format!("{}/{}", self.role.id(), c.id()),
            None => self.role.id().to_string(),
        }
    }

    pub fn read(text: &str) -> Option<Card> {
        match text.split_once('/') {
            Some((r, c)) => {
                let role = Role::parse(r)?;
                let copied = Role::parse(c)?;
                (role == Role::Doppelganger && copied != Role::Doppelganger).then_some(Card {
                    role,
                    copied: Some(copied),
                })
            }
            None => Role::parse(text).map(Card::plain),
        }
    }
}

impl Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.write())
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Card::read(&text).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "unknown card `{text}`: one of {}",
                Role::ALL.map(Role::id).join(", ")
            ))
        })
    }
}

/// The deck for `players` players, `players + 3` cards: "Siempre debe haber tres cartas más que
/// el número de jugadores".
///
/// 3–5 players as the rulebook lists them ("3 jugadores: 2 hombres lobo, 1 vidente, 1 ladrón,
/// 1 alborotador, 1 aldeano"; 4: +1 aldeano; 5: +2 aldeanos). The rulebook stops at 5; for 6–10
/// we add, in order, Insomniac, Drunk, Hunter, Minion and Tanner (docs/rulings/one-night.md).
pub fn default_deck(players: usize) -> Vec<Role> {
    let mut deck = vec![
        Role::Werewolf,
        Role::Werewolf,
        Role::Seer,
        Role::Robber,
        Role::Troublemaker,
        Role::Villager,
    ];
    let extra = [
        Role::Villager,
        Role::Villager,
        Role::Insomniac,
        Role::Drunk,
        Role::Hunter,
        Role::Minion,
        Role::Tanner,
    ];
    deck.extend(extra.iter().take(players.saturating_sub(3)));
    deck.sort();
    deck
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rulebook_decks_for_three_to_five() {
        use Role::*;
        assert_eq!(
            default_deck(3),
            vec![Werewolf, Werewolf, Seer, Robber, Troublemaker, Villager]
        );
        assert_eq!(
            default_deck(4).iter().filter(|r| **r == Villager).count(),
            2
        );
        assert_eq!(
            default_deck(5).iter().filter(|r| **r == Villager).count(),
            3
        );
        for n in 3..=10 {
            assert_eq!(default_deck(n).len(), n + 3, "{n} players");
            for role in Role::ALL {
                assert!(default_deck(n).iter().filter(|r| **r == role).count() <= role.in_box());
            }
        }
    }

    #[test]
    fn cards_read_in_both_languages_and_carry_the_copy() {
        assert_eq!(Card::read("Hombre Lobo"), Some(Card::plain(Role::Werewolf)));
        assert_eq!(Card::read("ladrón"), Some(Card::plain(Role::Robber)));
        let doppel = Card::read("doppelganger/vidente").unwrap();
        assert_eq!(doppel.acts_as(), Role::Seer);
        assert_eq!(doppel.write(), "doppelganger/seer");
        assert_eq!(Card::read("seer/robber"), None);
    }
}
