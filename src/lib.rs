//! `adjudicate`: a command-line adjudicator for play-by-forum hidden-role games.
//!
//! A generic core ([`core`]) — game folder, state, order files, names, deterministic chance,
//! votes, causal trace, reports, atomic storage — and one folder per ruleset ([`rules`]).

pub mod cli;
#[doc(hidden)]
pub mod cmd;
pub mod core;
#[doc(hidden)]
pub mod fuzzing;
pub mod rules;

/// The library's unit tests have no `main`: they install the rulesets on first use.
#[cfg(test)]
pub(crate) fn install_for_unit_tests() {
    rules::install();
}
