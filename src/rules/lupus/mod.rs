//! `lupus`: the Italian open setup (rulebook `001_b815e54f2af87990.txt`): a coordinate draw
//! picks the wolf team (column) and the roles (cell); each night resolves in the cell's own
//! action order; days end at the rogo.

mod day;
mod fate;
mod forms;
mod night;
mod orders;
mod pack;
mod phase;
mod role_pm;
pub mod roles;
mod ruleset;
mod state;
pub mod table;
mod verbs;
mod win;

pub use ruleset::Lupus;
