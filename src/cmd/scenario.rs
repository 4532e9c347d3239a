//! `adjudicate scenario PATH...`: runs scenario files (folders are searched for `*.yaml`).

use super::common;
use crate::cmd::Failed;
use crate::core::msg::{Catalog, Lang};
use crate::core::scenario;
use std::path::{Path, PathBuf};

fn collect(path: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    if path.is_dir() {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(path)?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .collect();
        entries.sort();
        for entry in entries {
            // `maps/` holds the map files scenarios name (`setup: {map: maps/FILE}`).
            if (entry.is_dir() && !entry.ends_with("maps"))
                || (entry.is_file() && entry.extension().is_some_and(|e| e == "yaml" || e == "yml"))
            {
                collect(&entry, out)?;
            }
        }
    } else {
        out.push(path.to_path_buf());
    }
    Ok(())
}

pub fn run(paths: &[PathBuf]) -> Result<(), Failed> {
    let catalog = Catalog::new(Lang::En);
    let mut files = Vec::new();
    for path in paths {
        collect(path, &mut files).map_err(|e| Failed::usage(format!("{}: {e}", path.display())))?;
    }
    let (mut failed, mut broken) = (0, 0);
    for file in &files {
        let shown = file.display().to_string();
        let text = match crate::core::read::read_text(file, crate::core::read::MAX_SCENARIO_FILE) {
            Ok(t) => t,
            Err(p) => {
                eprintln!("{}", catalog.text(&p.msg));
                broken += 1;
                continue;
            }
        };
        match scenario::run(&text, &shown) {
            Ok(failures) => {
                common::outln(&catalog.text(&scenario::summary(&shown, &failures)));
                for f in &failures {
                    common::outln(&f.render());
                }
                if !failures.is_empty() {
                    failed += 1;
                }
            }
            Err(e) => {
                eprintln!("{e}");
                broken += 1;
            }
        }
    }
    match (failed, broken) {
        (0, 0) => Ok(()),
        (_, 0) => Err(Failed::problems(format!(
            "{failed} of {} scenarios failed",
            files.len()
        ))),
        _ => Err(Failed::usage(format!(
            "{broken} scenario files could not run, {failed} failed"
        ))),
    }
}
