//! The 26 roles of the open setup, each with the three attributes its card prints:
//! faction, race and aura ("Veggente: (Villaggio - Umano - Innocente)").

use crate::core::names::fold;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Role {
    Postino,
    Veggente,
    VeggenteGufato,
    Medium,
    MediumCieco,
    DomatoreDiOrsi,
    Volpe,
    Ammaestratore,
    GuardianoDellaNotte,
    GuardiaGemella,
    Unicorno,
    MagoGiratempo,
    Cuoredoro,
    Mugnaio,
    DoppiaFaccia,
    ContadinoSemplice,
    Indemoniato,
    LupoDemonio,
    LupoSpelacchiato,
    GiovaneLupo,
    LupoMannaro,
    Marionettista,
    Narcisista,
    Bucaniere,
    Galeotto,
    Scommettitrice,
}

/// "Villaggio", "Branco", "Solitario", "Rubavittoria".
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Faction {
    Villaggio,
    Branco,
    Solitario,
    Rubavittoria,
}

/// What the Medium and the Domatore di orsi read: is it a LUPO?
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Race {
    Umano,
    Lupo,
    Neutro,
}

/// What INNOCENTE/LOSCO investigations read. `Speciale` depends on the night (Doppia faccia)
/// or on a betrayal (Galeotto); `Nessuna` makes the investigation fail (Scommettitrice).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Aura {
    Innocente,
    Losco,
    Speciale,
    Nessuna,
}

impl Role {
    pub const ALL: [Role; 26] = [
        Role::Postino,
        Role::Veggente,
        Role::VeggenteGufato,
        Role::Medium,
        Role::MediumCieco,
        Role::DomatoreDiOrsi,
        Role::Volpe,
        Role::Ammaestratore,
        Role::GuardianoDellaNotte,
        Role::GuardiaGemella,
        Role::Unicorno,
        Role::MagoGiratempo,
        Role::Cuoredoro,
        Role::Mugnaio,
        Role::DoppiaFaccia,
        Role::ContadinoSemplice,
        Role::Indemoniato,
        Role::LupoDemonio,
        Role::LupoSpelacchiato,
        Role::GiovaneLupo,
        Role::LupoMannaro,
        Role::Marionettista,
        Role::Narcisista,
        Role::Bucaniere,
        Role::Galeotto,
        Role::Scommettitrice,
    ];

    /// Whether the role has a step in a night's action order ("Ordine azioni"): the Lupo
    /// demonio's step has nothing to do and the Mugnaio reads at the end of the night.
    pub fn acts_at_night(self) -> bool {
        matches!(
            self,
            Role::Postino
                | Role::Veggente
                | Role::VeggenteGufato
                | Role::Medium
                | Role::MediumCieco
                | Role::DomatoreDiOrsi
                | Role::Volpe
                | Role::Ammaestratore
                | Role::GuardianoDellaNotte
                | Role::GuardiaGemella
                | Role::Unicorno
                | Role::MagoGiratempo
                | Role::Marionettista
                | Role::Bucaniere
                | Role::Galeotto
                | Role::Scommettitrice
        )
    }

    /// The words a player calls his own role by: the words of [`SPOKEN`] and of its name
    /// that its id holds (`guardia`, `guardia gemella`), a Lupo's pack (`lupo`, `lobo`,
    /// `wolf`, `branco`), a Veggente's other languages (`vidente`, `seer`).
    pub fn spoken(self) -> Vec<&'static str> {
        let id: Vec<&str> = self.id().split('-').collect();
        let mut words: Vec<&'static str> = SPOKEN
            .iter()
            .copied()
            .filter(|w| w.split_whitespace().all(|p| id.contains(&p)))
            .collect();
        words.extend(
            self.id()
                .split('-')
                .filter(|w| w.len() > 4 && *w != "della"),
        );
        if self.is_wolf() {
            words.extend([
                "lupo", "lupa", "lupi", "lobo", "loba", "lobos", "wolf", "branco",
            ]);
            words.extend(["werewolf", "manada", "pack", "hombre lobo", "lupo mannaro"]);
        }
        if matches!(self, Role::Veggente | Role::VeggenteGufato) {
            words.extend(["vidente", "seer"]);
        }
        // The role's name in a Spanish or English PM (`Puppeteer: Franco -> Luca`).
        match self {
            Role::Marionettista => words.extend(["titiritero", "titiritera", "puppeteer"]),
            Role::Ammaestratore => words.extend(["amaestrador", "domador", "tamer"]),
            _ => {}
        }
        words
    }

    /// The id used in game.yaml and in table.yaml (`guardiano-della-notte`).
    pub fn id(self) -> &'static str {
        match self {
            Role::Postino => "postino",
            Role::Veggente => "veggente",
            Role::VeggenteGufato => "veggente-gufato",
            Role::Medium => "medium",
            Role::MediumCieco => "medium-cieco",
            Role::DomatoreDiOrsi => "domatore-di-orsi",
            Role::Volpe => "volpe",
            Role::Ammaestratore => "ammaestratore",
            Role::GuardianoDellaNotte => "guardiano-della-notte",
            Role::GuardiaGemella => "guardia-gemella",
            Role::Unicorno => "unicorno",
            Role::MagoGiratempo => "mago-giratempo",
            Role::Cuoredoro => "cuoredoro",
            Role::Mugnaio => "mugnaio",
            Role::DoppiaFaccia => "doppia-faccia",
            Role::ContadinoSemplice => "contadino-semplice",
            Role::Indemoniato => "indemoniato",
            Role::LupoDemonio => "lupo-demonio",
            Role::LupoSpelacchiato => "lupo-spelacchiato",
            Role::GiovaneLupo => "giovane-lupo",
            Role::LupoMannaro => "lupo-mannaro",
            Role::Marionettista => "marionettista",
            Role::Narcisista => "narcisista",
            Role::Bucaniere => "bucaniere",
            Role::Galeotto => "galeotto",
            Role::Scommettitrice => "scommettitrice",
        }
    }

    /// The role's name as a message argument (`@` + its catalog key).
    pub fn key(self) -> String {
        format!("@lupus-role-{}", self.id())
    }

    /// The card: (faction, race, aura), as the rulebook prints it.
    pub fn card(self) -> (Faction, Race, Aura) {
        use Aura::*;
        use Faction::*;
        use Race::*;
        match self {
            Role::GuardianoDellaNotte | Role::MagoGiratempo => (Villaggio, Umano, Losco),
            Role::DoppiaFaccia => (Villaggio, Umano, Speciale),
            Role::Postino
            | Role::Veggente
            | Role::VeggenteGufato
            | Role::Medium
            | Role::MediumCieco
            | Role::DomatoreDiOrsi
            | Role::Volpe
            | Role::Ammaestratore
            | Role::GuardiaGemella
            | Role::Unicorno
            | Role::Cuoredoro
            | Role::Mugnaio
            | Role::ContadinoSemplice => (Villaggio, Umano, Innocente),
            Role::Indemoniato => (Branco, Umano, Innocente),
            Role::LupoDemonio | Role::GiovaneLupo | Role::LupoMannaro => (Branco, Lupo, Losco),
            Role::LupoSpelacchiato => (Branco, Lupo, Innocente),
            Role::Marionettista => (Solitario, Umano, Innocente),
            Role::Narcisista => (Solitario, Neutro, Innocente),
            Role::Bucaniere => (Rubavittoria, Umano, Innocente),
            Role::Galeotto => (Rubavittoria, Neutro, Speciale),
            Role::Scommettitrice => (Rubavittoria, Umano, Nessuna),
        }
    }

    pub fn faction(self) -> Faction {
        self.card().0
    }

    pub fn race(self) -> Race {
        self.card().1
    }

    /// "Conosce gli altri lupi": the roles of race LUPO.
    pub fn is_wolf(self) -> bool {
        self.race() == Race::Lupo
    }

    /// Unaware roles are told they are Contadini semplici ("Inizia il gioco convinto di essere
    /// un Contadino Semplice").
    pub fn is_unaware(self) -> bool {
        matches!(self, Role::Cuoredoro | Role::DoppiaFaccia)
    }

    /// The role a player is told he has.
    pub fn told(self) -> Role {
        if self.is_unaware() {
            Role::ContadinoSemplice
        } else {
            self
        }
    }

    /// A role as masters write it: id, Italian name, any case, accents optional.
    pub fn parse(text: &str) -> Option<Role> {
        let key = fold(text.trim()).replace([' ', '_'], "-");
        let key = key.trim_end_matches(char::is_numeric).trim_end_matches('-');
        Role::ALL.into_iter().find(|r| r.id() == key).or(match key {
            "contadino" => Some(Role::ContadinoSemplice),
            "guardiano" => Some(Role::GuardianoDellaNotte),
            "domatore" => Some(Role::DomatoreDiOrsi),
            "mago" => Some(Role::MagoGiratempo),
            "gemella" | "guardia" => Some(Role::GuardiaGemella),
            _ => None,
        })
    }
}

/// The words players call the roles by, in the rulebook's Italian and in Spanish and English
/// (the names `lupus.ftl` gives them): an order aimed at one (`voto il lupo`, `sbrano il
/// veggente`) names no player (`Ruleset::role_words`).
pub const SPOKEN: &[&str] = &[
    "lupo",
    "lupa",
    "lupi",
    "lupo mannaro",
    "lupo demonio",
    "lupo spelacchiato",
    "giovane lupo",
    "lobo",
    "loba",
    "lobos",
    "hombre lobo",
    "wolf",
    "werewolf",
    "veggente",
    "vidente",
    "seer",
    "medium",
    "postino",
    "postina",
    "cartero",
    "volpe",
    "zorro",
    "ammaestratore",
    "ammaestratrice",
    "guardia gemella",
    "guardiano della notte",
    "guardiana della notte",
    "unicorno",
    "unicornio",
    "mago giratempo",
    "cuoredoro",
    "mugnaio",
    "mugnaia",
    "molinero",
    "doppia faccia",
    "contadino",
    "contadina",
    "aldeano",
    "aldeana",
    "villager",
    "indemoniato",
    "indemoniata",
    "poseido",
    "marionettista",
    "titiritero",
    "titiritera",
    "puppeteer",
    "narcisista",
    "bucaniere",
    "galeotto",
    "galeotta",
    "scommettitrice",
    "apostadora",
    "domatore di orsi",
    "amaestrador",
    "domador",
    "tamer",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_as_printed() {
        assert_eq!(
            Role::GuardianoDellaNotte.card(),
            (Faction::Villaggio, Race::Umano, Aura::Losco)
        );
        assert_eq!(
            Role::LupoSpelacchiato.card(),
            (Faction::Branco, Race::Lupo, Aura::Innocente)
        );
        assert_eq!(
            Role::Indemoniato.card(),
            (Faction::Branco, Race::Umano, Aura::Innocente)
        );
        assert_eq!(Role::Scommettitrice.card().2, Aura::Nessuna);
        assert_eq!(Role::Narcisista.race(), Race::Neutro);
        let wolves: Vec<Role> = Role::ALL.into_iter().filter(|r| r.is_wolf()).collect();
        assert_eq!(wolves.len(), 4);
    }

    #[test]
    fn names_as_masters_write_them() {
        assert_eq!(Role::parse("Guardia gemella 1"), Some(Role::GuardiaGemella));
        assert_eq!(Role::parse("Lupo mannaro 2"), Some(Role::LupoMannaro));
        assert_eq!(Role::parse("contadino"), Some(Role::ContadinoSemplice));
        assert_eq!(Role::parse("Domatore di orsi"), Some(Role::DomatoreDiOrsi));
        assert_eq!(Role::Cuoredoro.told(), Role::ContadinoSemplice);
        for r in Role::ALL {
            assert_eq!(Role::parse(r.id()), Some(r));
        }
    }
}
