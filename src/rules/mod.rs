//! The rulesets, and the one list that registers them. A ruleset is a folder here plus one
//! line in [`REGISTRY`]; a ruleset never reaches into another.

/// A ruleset's catalog, `locales/{es,it,en}/<id>.ftl`, in [`Lang`] order: what
/// [`Ruleset::catalog`] returns.
macro_rules! catalog_of {
    ($id:literal) => {
        [
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/locales/es/",
                $id,
                ".ftl"
            )),
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/locales/it/",
                $id,
                ".ftl"
            )),
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/locales/en/",
                $id,
                ".ftl"
            )),
        ]
    };
}

pub mod among_us;
pub mod chechino;
pub mod chez_geek;
pub mod lupus;
pub mod one_night;

pub use crate::core::ruleset::{OptionSpec, Ruleset};

/// Every ruleset this build knows.
pub static REGISTRY: &[&dyn Ruleset] = &[
    &one_night::OneNight,
    &lupus::Lupus,
    &chechino::Chechino,
    &among_us::AmongUs,
    &chez_geek::ChezGeek,
];

/// Hands [`REGISTRY`] to the core ([`crate::core::ruleset::install`]): every entry point (the
/// command line, the fuzz targets, tests) calls this before anything reads a game.
pub fn install() {
    crate::core::ruleset::install(REGISTRY);
}

pub fn find(id: &str) -> Option<&'static dyn Ruleset> {
    REGISTRY.iter().copied().find(|r| r.id() == id)
}

pub fn ids() -> Vec<&'static str> {
    REGISTRY.iter().map(|r| r.id()).collect()
}
