//! `one-night`: One Night Ultimate Werewolf (rulebook `004_f9eae2c30a53c957.txt`), with the
//! twelve roles of the published game. One night of looks and swaps, then one vote.

mod cards;
mod center;
mod check;
mod day;
mod forms;
mod night;
mod orders;
mod power;
mod ruleset;
mod state;
mod verbs;

pub use ruleset::OneNight;
