//! Every scenario file under `fixtures/` is one test (run by name with nextest or
//! `cargo test --test scenarios -- NAME`).

use adjudicate::core::scenario;
use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};

fn scenario_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for path in entries {
        // `maps/` holds the map files scenarios name (`setup: {map: maps/FILE}`); `pms/` is the
        // PM corpus (tests/pm_corpus.rs), `pages/` and `pm-exports/` the forum's own files.
        let not_scenarios = ["maps", "pms", "pages", "pm-exports"];
        if path.is_dir() && !not_scenarios.iter().any(|d| path.ends_with(d)) {
            scenario_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "yaml") {
            out.push(path);
        }
    }
}

fn main() {
    adjudicate::rules::install();
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures");
    let mut files = Vec::new();
    scenario_files(&root, &mut files);
    assert!(!files.is_empty(), "no scenario files under fixtures/");
    let trials = files
        .into_iter()
        .map(|path| {
            let name = path
                .strip_prefix(&root)
                .unwrap_or(&path)
                .display()
                .to_string();
            Trial::test(name.clone(), move || {
                let text =
                    std::fs::read_to_string(&path).map_err(|e| Failed::from(e.to_string()))?;
                let dir = path.parent().unwrap_or(Path::new(""));
                let failures = scenario::run_in(&text, &name, dir).map_err(Failed::from)?;
                if failures.is_empty() {
                    Ok(())
                } else {
                    let report: Vec<String> = failures.iter().map(|f| f.render()).collect();
                    Err(Failed::from(report.join("\n")))
                }
            })
        })
        .collect();
    libtest_mimic::run(&args, trials).exit();
}
