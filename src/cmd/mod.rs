//! One module per subcommand.

pub mod archive;
pub mod check;
mod check_aside;
mod check_conditional;
mod check_reading;
pub mod common;
pub mod explain;
mod failed;
pub mod fetch;
pub mod forms;
pub mod import;
pub mod init;
pub mod map;
pub mod next;
pub mod scenario;
pub mod status;
pub mod tally;
pub mod thread;
pub mod undo;
pub mod wagons;

pub use failed::Failed;
