//! `adjudicate fetch DIR URL`: a public thread's pages downloaded into the game's `thread/`
//! folder (core::fetch), where `tally` and `next` read them. A line per page on standard
//! error, what was fetched on standard output.

use super::common;
use crate::cmd::Failed;
use crate::core::fetch::{self, Settings};
use crate::core::msg::{Lang, Msg};
use std::path::Path;

pub fn run(dir: &Path, url: &str, settings: &Settings, lang: Option<Lang>) -> Result<(), Failed> {
    let (game_dir, _lock, game) = common::open(dir, lang)?;
    let catalog = common::catalog(lang, Some(&game));
    let folder = game_dir.path("thread");
    let mut progress = |line: Msg| {
        eprintln!("{}", crate::core::text::terminal_safe(&catalog.text(&line)));
    };
    let done = fetch::fetch(&folder, url, settings, &mut progress)
        .map_err(|p| common::problems(&[p], &catalog))?;
    let summary = Msg::new("fetch-done")
        .arg("pages", done.pages)
        .arg("new", done.new)
        .arg("again", done.again)
        .arg("forum", done.forum.name())
        .arg("folder", folder.display());
    common::outln(&catalog.text(&summary));
    if let Some(post) = done.until {
        common::outln(&catalog.text(&Msg::new("fetch-until").arg("post", post)));
    }
    Ok(())
}
