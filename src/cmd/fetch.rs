//! `adjudicate fetch DIR URL`: a public thread's pages downloaded into the game's `thread/`
//! folder (core::fetch), where `tally` and `next` read them. On a terminal a spinner (turning
//! while the fetch waits its turn) counts the pages and shows the last one (indicatif);
//! otherwise a line per page on standard error. What was fetched on standard output.

use super::common;
use crate::cmd::Failed;
use crate::core::fetch::{self, Settings};
use crate::core::msg::{Lang, Msg};
use indicatif::{ProgressBar, ProgressStyle};
use std::io::IsTerminal;
use std::path::Path;

pub fn run(dir: &Path, url: &str, settings: &Settings, lang: Option<Lang>) -> Result<(), Failed> {
    let (game_dir, _lock, game) = common::open(dir, lang)?;
    let catalog = common::catalog(lang, Some(&game));
    let folder = game_dir.path("thread");
    // The thread's length is unknown until its last page: a spinner with the pages counted.
    let bar = if std::io::stderr().is_terminal() {
        let bar = ProgressBar::new_spinner();
        if let Ok(style) = ProgressStyle::with_template("{spinner} {pos} {wide_msg}") {
            bar.set_style(style);
        }
        // It turns while the fetch waits its turn (a second between requests, a busy forum's
        // `Retry-After`): a fetch that waits is not a fetch that hangs.
        bar.enable_steady_tick(std::time::Duration::from_millis(120));
        bar
    } else {
        ProgressBar::hidden()
    };
    let mut progress = |line: Msg| {
        let said = catalog.text(&line);
        let text = crate::core::text::terminal_safe(&said).to_string();
        if bar.is_hidden() {
            eprintln!("{text}");
        } else {
            bar.inc(1);
            bar.set_message(text);
        }
    };
    let done = fetch::fetch(&folder, url, settings, &mut progress);
    bar.finish_and_clear();
    let done = done.map_err(|p| common::problems(&[p], &catalog))?;
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
