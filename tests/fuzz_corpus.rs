//! The fuzz corpus (`fuzz/corpus/<target>/`), replayed on stable Rust: every input the fuzzers
//! kept, every seed from the examples and fixtures, every crash once fixed, goes through the
//! same entry point as in `make fuzz` (`adjudicate::fuzzing`). None may panic.

use std::path::Path;

/// Runs every file of `fuzz/corpus/<target>/` through `entry`; a panic names the file.
fn replay(target: &str, entry: fn(&[u8])) {
    replay_share(target, entry, 0, 1);
}

/// Runs the files of `fuzz/corpus/<target>/` whose place in name order is `share` modulo
/// `shares`: a corpus that takes long is replayed in shares, one test each, so that the test
/// threads share it out.
fn replay_share(target: &str, entry: fn(&[u8]), share: usize, shares: usize) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/corpus")
        .join(target);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    assert!(
        files.len() >= 10,
        "{}: {} inputs, the corpus is missing",
        dir.display(),
        files.len()
    );
    for file in files.into_iter().skip(share).step_by(shares) {
        let bytes = std::fs::read(&file).unwrap();
        if std::panic::catch_unwind(|| entry(&bytes)).is_err() {
            let start: String = String::from_utf8_lossy(&bytes).chars().take(300).collect();
            panic!("{} panics; it starts {start:?}", file.display());
        }
    }
}

// A PM goes through every sample game of every ruleset: the slowest corpus, in four shares.
#[test]
fn the_pm_corpus_runs_without_a_panic_first_share() {
    adjudicate::rules::install();
    replay_share("pm", adjudicate::fuzzing::pm, 0, 4);
}

#[test]
fn the_pm_corpus_runs_without_a_panic_second_share() {
    adjudicate::rules::install();
    replay_share("pm", adjudicate::fuzzing::pm, 1, 4);
}

#[test]
fn the_pm_corpus_runs_without_a_panic_third_share() {
    adjudicate::rules::install();
    replay_share("pm", adjudicate::fuzzing::pm, 2, 4);
}

#[test]
fn the_pm_corpus_runs_without_a_panic_fourth_share() {
    adjudicate::rules::install();
    replay_share("pm", adjudicate::fuzzing::pm, 3, 4);
}

// The master's file goes through every sample game too: two shares.
#[test]
fn the_master_corpus_runs_without_a_panic_first_share() {
    adjudicate::rules::install();
    replay_share("master", adjudicate::fuzzing::master, 0, 2);
}

#[test]
fn the_master_corpus_runs_without_a_panic_second_share() {
    adjudicate::rules::install();
    replay_share("master", adjudicate::fuzzing::master, 1, 2);
}

#[test]
fn the_thread_corpus_runs_without_a_panic() {
    adjudicate::rules::install();
    replay("thread", adjudicate::fuzzing::thread);
}

#[test]
fn the_roster_corpus_runs_without_a_panic() {
    adjudicate::rules::install();
    replay("roster", adjudicate::fuzzing::roster);
}

#[test]
fn the_game_yaml_corpus_runs_without_a_panic() {
    adjudicate::rules::install();
    replay("game_yaml", adjudicate::fuzzing::game_yaml);
}

#[test]
fn the_option_file_corpus_runs_without_a_panic() {
    adjudicate::rules::install();
    replay("option_file", adjudicate::fuzzing::option_file);
}
