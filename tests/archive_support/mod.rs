//! The lupus and chechino examples played in a sandbox, and the pages of an archive.

use super::common::{self, Sandbox};
use std::path::Path;

/// The example played `phases` phases (all of them: `usize::MAX`).
pub fn played(ruleset: &str, phases: usize) -> Sandbox {
    let sandbox = Sandbox::new();
    sandbox.start_example(ruleset);
    for phase in common::example_phases(ruleset).iter().take(phases) {
        sandbox.play_phase(ruleset, phase);
    }
    sandbox
}

#[allow(dead_code)]
/// The site's pages, by file name.
pub fn pages(site: &Path) -> Vec<(String, String)> {
    let mut pages: Vec<(String, String)> = std::fs::read_dir(site)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "html"))
        .map(|p| {
            let name = p.file_name().unwrap().to_str().unwrap().to_string();
            (name, std::fs::read_to_string(&p).unwrap())
        })
        .collect();
    pages.sort();
    pages
}
