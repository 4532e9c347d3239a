//! The archives of the lupus and chechino examples as a person sees them: a page of each kind
//! (the index, the first and the last phase, the first and the last player) rendered in
//! headless Chromium (Debian's package; `scripts/chromium.sh` installs it when missing and it
//! can), each screenshot not blank, and the text a player looks for in the page the browser
//! built. Every page of both archives is parsed as HTML5 by `tests/archive.rs`; a browser per
//! page made this the slowest test of `make test`. Skipped, saying why, where no Chromium can
//! be had.

use crate::archive_support;

use archive_support::{pages, played};
use std::path::{Path, PathBuf};
use std::process::Command;

fn chromium() -> Option<PathBuf> {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/chromium.sh");
    let out = Command::new("bash").arg(script).output().ok()?;
    if !out.status.success() {
        eprintln!(
            "SKIPPED: the archive's browser test needs Chromium: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        );
        return None;
    }
    Some(PathBuf::from(String::from_utf8_lossy(&out.stdout).trim()))
}

/// Chromium run headless on `page` with `what` (`--screenshot=…` or `--dump-dom`).
fn chromium_on(bin: &Path, profile: &Path, page: &Path, what: &str) -> std::process::Output {
    Command::new(bin)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--hide-scrollbars",
            "--window-size=900,1200",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg(what)
        .arg(format!("file://{}", page.display()))
        .output()
        .expect("chromium runs")
}

/// How many distinct colours the screenshot has: a blank page has one.
fn colours(png: &[u8]) -> usize {
    let pixmap = resvg::tiny_skia::Pixmap::decode_png(png).expect("a PNG");
    let mut seen = std::collections::BTreeSet::new();
    for p in pixmap.pixels() {
        seen.insert((p.red(), p.green(), p.blue()));
        if seen.len() > 50 {
            break;
        }
    }
    seen.len()
}

/// The index, and the first and the last page of each kind (`phase-N`, `player-N`).
fn one_of_each_kind(site: &Path) -> Vec<String> {
    let names: Vec<String> = pages(site).into_iter().map(|(name, _)| name).collect();
    let mut chosen = vec!["index.html".to_string()];
    for kind in ["phase-", "player-"] {
        let of_kind: Vec<&String> = names.iter().filter(|n| n.starts_with(kind)).collect();
        assert!(!of_kind.is_empty(), "no {kind} page in {names:?}");
        chosen.push(of_kind[0].clone());
        chosen.push(of_kind[of_kind.len() - 1].clone());
    }
    chosen.dedup();
    chosen
}

fn renders_in_chromium(bin: &Path, ruleset: &str, winner_words: &str) {
    let sandbox = played(ruleset, usize::MAX);
    sandbox.run(&["archive", "game", "--out", "site"]).ok();
    let site = sandbox.path("site");
    let profile = sandbox.path("profile");
    for name in one_of_each_kind(&site) {
        let page = site.join(&name);
        let shot = sandbox.path(&format!("{ruleset}-{name}.png"));
        let out = chromium_on(
            bin,
            &profile,
            &page,
            &format!("--screenshot={}", shot.display()),
        );
        assert!(shot.is_file(), "{ruleset} {name}: no screenshot: {out:?}");
        let png = std::fs::read(&shot).unwrap();
        assert!(
            colours(&png) > 10,
            "{ruleset} {name}: the screenshot is blank"
        );
    }
    // The document the browser built from the index: its heading and, the game over, who won.
    let dom = chromium_on(bin, &profile, &site.join("index.html"), "--dump-dom");
    let dom = String::from_utf8_lossy(&dom.stdout);
    assert!(dom.contains("<h1>"), "{ruleset} index: {dom}");
    assert!(dom.contains(winner_words), "{ruleset}: {dom}");
}

#[test]
fn the_lupus_archive_renders_in_chromium_with_what_a_player_looks_for() {
    let Some(bin) = chromium() else { return };
    renders_in_chromium(&bin, "lupus", "The winner");
}

#[test]
fn the_chechino_archive_renders_in_chromium_with_what_a_player_looks_for() {
    let Some(bin) = chromium() else { return };
    renders_in_chromium(&bin, "chechino", "The winner");
}
