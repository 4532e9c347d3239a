//! The engine every ruleset stands on.

pub mod daycount;
pub mod deck;
pub mod diag;
pub mod engine;
pub mod forum_dates;
pub mod game;
pub mod grammar;
pub mod inbox;
pub mod intake;
pub mod map;
pub mod markup;
pub mod master;
pub mod msg;
pub mod names;
pub mod orders;
pub mod rename;
pub mod report;
pub mod rng;
pub mod roster;
pub mod scenario;
pub mod store;
pub mod tally;
pub mod text;
pub mod thread;
pub mod trace;
pub mod votes;
