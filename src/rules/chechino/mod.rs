//! `chechino`: the ship of houses (rulebook `000_b55e80c3fd7c385d.txt`). Each player lives in a
//! house with a function; at night the killers, the sleepwalker and the drawn walkers trace
//! routes over the ship's map, walls stop them, insomniacs watch the paths and the pyromaniacs
//! mark houses until a floor blows up; by day the ship lynches with weighted votes.

mod casas;
mod day;
mod fate;
mod forms;
#[cfg(test)]
mod fuzz;
pub mod nave;
mod night;
mod options;
mod orders;
pub mod plano;
mod remo;
mod role_pm;
pub mod roles;
mod ruleset;
mod setup;
mod state;
mod win;

pub use ruleset::Chechino;
