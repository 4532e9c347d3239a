//! What the `adjudicate import` tests share: the fixtures of fixtures/pm-exports/, the sample
//! game to import into, `import` run.

use super::common::{GameBuilder, Sandbox};
use std::path::PathBuf;

/// The path of a fixture of fixtures/pm-exports/.
pub fn fixture(name: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/pm-exports")
        .join(name)
        .display()
        .to_string()
}

/// The sample game (one-night, Spanish, UTC), started, orders/ empty.
pub fn game() -> Sandbox {
    GameBuilder::sample().start()
}

/// `import game` plus `args`, which must succeed: its output.
pub fn import(sandbox: &Sandbox, args: &[&str]) -> String {
    let mut all = vec!["import", "game"];
    all.extend_from_slice(args);
    sandbox.run(&all).ok().to_string()
}

/// Whether `rel` (under the sandbox) exists.
pub fn exists(sandbox: &Sandbox, rel: &str) -> bool {
    sandbox.path(rel).exists()
}
