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
