//! `among-us`: the forum adaptation of Among Us in the Hacienda of Seigneur Aimons Gueuse
//! (rulebook `002_5d18313207a97ab4.txt`). Rounds of three phases with one point of action
//! each, sight by levels, lighting, windows and sections, kills, reported bodies and the
//! service bell, encounters that pause the round for amended orders, deliberations in the
//! Comedor.

mod amendment;
pub mod articles;
mod ballots;
mod deadline;
mod deliberation;
mod draw;
mod forms;
mod game_things;
mod grammar;
pub mod manor;
pub mod manor_check;
mod numbering;
pub mod objects;
mod objects_check;
mod objects_forms;
mod options;
pub mod orders;
mod people;
mod plan;
mod prose;
mod roles;
mod round;
mod ruleset;
pub mod sabotage;
mod seen;
mod setup;
pub mod sight;
mod sight_check;
pub mod special;
pub mod state;
mod stay_tail;
pub mod talisman;
mod task_nouns;
pub mod tasks;
pub mod tasks_check;
mod tasks_report;
#[cfg(test)]
mod test_game;
pub mod timers;
pub mod verbs;
pub mod walk;
mod whole_round;
mod win;
mod witness;

pub use ruleset::AmongUs;
