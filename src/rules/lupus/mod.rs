//! `lupus`: the Italian open setup (rulebook `001_b815e54f2af87990.txt`).
//!
//! Under construction (issue 3): the roles and the coordinate table are here and tested; the
//! ruleset is not in the registry until every role plays as its card says.

pub mod roles;
pub mod table;
