//! `adjudicate archive [DIR] --out SITE [--reveal | --public-only]`: the game as a static website
//! (`core::archive`), written whole before anything else is said.

use super::common;
use crate::cmd::Failed;
use crate::core::archive::{Archive, Reveal};
use crate::core::msg::{Lang, Msg};
use crate::core::store::{GameDir, IoProblem, io_problem, write_atomic};
use std::path::Path;

pub fn run(dir: &Path, out: &Path, reveal: Reveal, lang: Option<Lang>) -> Result<(), Failed> {
    let (_game_dir, _lock, game) = common::open(dir, lang)?;
    let catalog = common::catalog(lang, Some(&game));
    let archive = Archive::read(&GameDir::new(dir), game, reveal)
        .map_err(|p| common::problems(&[p], &catalog))?;
    let files = archive.files();
    std::fs::create_dir_all(out)
        .map_err(|e| common::unreadable(io_problem("err-io-write", out, &e), &catalog))?;
    forget_earlier(out, &files).map_err(|p: IoProblem| common::unreadable(p, &catalog))?;
    for (name, bytes) in &files {
        write_atomic(&out.join(name), bytes)
            .map_err(|p: IoProblem| common::unreadable(p, &catalog))?;
    }
    let index = out.join("index.html");
    common::outln(
        &catalog.text(
            &Msg::new("archive-written")
                .arg("path", index.display())
                .arg("count", files.len()),
        ),
    );
    Ok(())
}

/// An earlier archive's pages in `out` that this one does not write are removed: a site written
/// with `--reveal` (the player pages, a phase's trace) and written again without it must not
/// keep the secrets beside the public pages the master uploads. Only the archive's own names
/// are touched (`core::archive::is_own_file`); any other file in the folder stays.
fn forget_earlier(out: &Path, files: &[(String, Vec<u8>)]) -> Result<(), IoProblem> {
    let Ok(entries) = std::fs::read_dir(out) else {
        return Ok(());
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(name) = name.to_str() else { continue };
        if crate::core::archive::is_own_file(name) && !files.iter().any(|(f, _)| f == name) {
            let path = entry.path();
            std::fs::remove_file(&path).map_err(|e| io_problem("err-io-write", &path, &e))?;
        }
    }
    Ok(())
}
