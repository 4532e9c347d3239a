//! "Roles (2-2-12)": the Chechinos (Asesino, Cómplice, and a Reclutado if they recruit one),
//! the two Pirómanos, the Sonámbulo and the Chustapueblerinos; and the nightly abilities
//! ("Habilidades especiales") drawn among the living Chustapueblerinos.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Role {
    Asesino,
    Complice,
    /// "Se incorporará al equipo Chechino si estos deciden reclutarlo en el laboratorio."
    Reclutado,
    Piromano,
    Sonambulo,
    Chustapueblerino,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Team {
    Chechinos,
    Piromanos,
    Pueblo,
}

impl Role {
    pub const ALL: [Role; 6] = [
        Role::Asesino,
        Role::Complice,
        Role::Reclutado,
        Role::Piromano,
        Role::Sonambulo,
        Role::Chustapueblerino,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Role::Asesino => "asesino",
            Role::Complice => "complice",
            Role::Reclutado => "reclutado",
            Role::Piromano => "piromano",
            Role::Sonambulo => "sonambulo",
            Role::Chustapueblerino => "chustapueblerino",
        }
    }

    /// The role's name as a message argument, in the report's language.
    pub fn key(self) -> String {
        format!("@chechino-role-{}", self.id())
    }

    pub fn parse(text: &str) -> Option<Role> {
        let folded = crate::core::names::fold(text).replace([' ', '_'], "-");
        Role::ALL.into_iter().find(|r| {
            r.id() == folded
                || matches!(
                    (r, folded.as_str()),
                    (Role::Asesino, "murderer" | "killer")
                        | (Role::Complice, "accomplice")
                        | (Role::Reclutado, "recruit")
                        | (Role::Piromano, "pyromaniac" | "pyro")
                        | (Role::Sonambulo, "sleepwalker")
                        | (Role::Chustapueblerino, "villager" | "pueblerino")
                )
        })
    }

    pub fn team(self) -> Team {
        match self {
            Role::Asesino | Role::Complice | Role::Reclutado => Team::Chechinos,
            Role::Piromano => Team::Piromanos,
            Role::Sonambulo | Role::Chustapueblerino => Team::Pueblo,
        }
    }
}

/// "Habilidades especiales: Se sortearán cada noche entre los chustapueblerinos vivos."
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ability {
    Obstructor,
    Insomne,
    Caminante,
    Bombero,
}

impl Ability {
    pub const ALL: [Ability; 4] = [
        Ability::Obstructor,
        Ability::Insomne,
        Ability::Caminante,
        Ability::Bombero,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Ability::Obstructor => "obstructor",
            Ability::Insomne => "insomne",
            Ability::Caminante => "caminante",
            Ability::Bombero => "bombero",
        }
    }

    pub fn key(self) -> String {
        format!("@chechino-ability-{}", self.id())
    }

    /// "Si no quedan Pirómanos, no se sortea el Bombero. Si no quedan Chechinos, no se sortean
    /// Bloqueadores ni Insomne." (the Bloqueadores are the Obstructores: docs/rulings).
    pub fn drawable(pyromaniacs: bool, chechinos: bool) -> Vec<Ability> {
        Ability::ALL
            .into_iter()
            .filter(|a| match a {
                Ability::Bombero => pyromaniacs,
                Ability::Obstructor | Ability::Insomne => chechinos,
                Ability::Caminante => true,
            })
            .collect()
    }
}

/// "El número de habilidades sorteadas depende de los chustapueblerinos que queden en pie.
/// Entre 1 y 3: Se sortea una habilidad. Entre 4 y 6: Se sortean 2 habilidades. Entre 7 y 9: Se
/// sortean 3 habilidades. Más de 9: Se sortean 4 habilidades."
pub fn abilities_for(living_chustapueblerinos: usize) -> usize {
    match living_chustapueblerinos {
        0 => 0,
        1..=3 => 1,
        4..=6 => 2,
        7..=9 => 3,
        _ => 4,
    }
}

/// The roles of a game of `n` players: "2-2-12" at sixteen (Asesino, Cómplice, two Pirómanos,
/// the Sonámbulo and eleven Chustapueblerinos); fewer players keep the five evil and special
/// roles and drop Chustapueblerinos.
pub fn deal(n: usize) -> Vec<Role> {
    let mut roles = vec![
        Role::Asesino,
        Role::Complice,
        Role::Piromano,
        Role::Piromano,
        Role::Sonambulo,
    ];
    roles.resize(n.max(roles.len()), Role::Chustapueblerino);
    roles
}

/// The words players call the roles by, in the rulebook's Spanish and in Italian and English
/// (the names `chechino.ftl` gives them): an order aimed at one (`voto al asesino`) names no
/// player (`Ruleset::role_words`).
pub const SPOKEN: &[&str] = &[
    "asesino",
    "asesina",
    "assassino",
    "assassina",
    "murderer",
    "complice",
    "accomplice",
    "reclutado",
    "reclutada",
    "reclutato",
    "recruit",
    "piromano",
    "piromana",
    "piromane",
    "pyromaniac",
    "sonambulo",
    "sonambula",
    "sonnambulo",
    "sonnambula",
    "sleepwalker",
    "chustapueblerino",
    "chustapueblerina",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn brackets_of_the_rulebook() {
        let counts: Vec<usize> = [1, 3, 4, 6, 7, 9, 10, 12]
            .into_iter()
            .map(abilities_for)
            .collect();
        assert_eq!(counts, [1, 1, 2, 2, 3, 3, 4, 4]);
    }

    #[test]
    fn exclusions_without_pyromaniacs_or_chechinos() {
        assert_eq!(Ability::drawable(true, true).len(), 4);
        assert!(!Ability::drawable(false, true).contains(&Ability::Bombero));
        assert_eq!(
            Ability::drawable(true, false),
            [Ability::Caminante, Ability::Bombero]
        );
    }

    #[test]
    fn sixteen_players_are_two_two_twelve() {
        let roles = deal(16);
        let count = |r| roles.iter().filter(|x| **x == r).count();
        assert_eq!(count(Role::Asesino) + count(Role::Complice), 2);
        assert_eq!(count(Role::Piromano), 2);
        assert_eq!(count(Role::Sonambulo) + count(Role::Chustapueblerino), 12);
        assert_eq!(Role::parse("Cómplice"), Some(Role::Complice));
        assert_eq!(Role::parse("sleepwalker"), Some(Role::Sonambulo));
    }
}
