//! "Los Roles Especiales": "el Clérigo (Vasallo), Escurridizo (Vasallo) y Cambiaformas
//! (Impostor) … Ángel Guardián". The state holds each special role in `specials`; f-roles
//! deals them, f-tasks plays the Clérigo's talisman ([`super::objects`]).

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Special {
    Clerigo,
    Escurridizo,
    Cambiaformas,
    AngelGuardian,
}

impl super::state::State {
    pub fn special(&self, player: &str) -> Option<Special> {
        self.specials.get(player).copied()
    }
}
