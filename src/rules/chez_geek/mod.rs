//! `chez-geek`: Chez Geek, Vagos Comparten Piso (rulebook `003_fe3c2b4fa1d64750.txt`): 2–5
//! flatmates, a job each, life cards and dice; the first to reach his slack goal wins at
//! once. A phase is one player's turn (`turno-N`), posted as a numbered sequence of plays.

mod cards;
mod choices;
mod conditions;
mod consistent;
mod deck_csv;
mod deck_file;
mod effects;
mod forms;
mod lead_in;
mod line;
mod notes;
mod options;
mod orders;
mod plays;
mod post;
mod react;
mod reactions;
mod roll;
mod ruleset;
mod sample;
mod setup;
mod shown;
mod start;
mod state;
mod status;
mod turn;
mod validate;
mod verbless;
mod watching;

pub use ruleset::ChezGeek;
