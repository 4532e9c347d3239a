//! `adjudicate forms [DIR]`: one PM form per player for the coming phase, in
//! `reports/<phase>/forms/<Player>.md` and `.bbcode`, in the game's language
//! (`Ruleset::forms`, rendered by `core::forms`).

use super::common;
use crate::cmd::Failed;
use crate::core::engine;
use crate::core::forms;
use crate::core::msg::{Lang, Msg};
use crate::core::report::Format;
use std::path::Path;

pub fn run(dir: &Path, lang: Option<Lang>) -> Result<(), Failed> {
    let (game_dir, _lock, game) = common::open(dir, lang)?;
    let catalog = common::catalog(lang, Some(&game));
    let ruleset =
        engine::ruleset_of(&game.ruleset).map_err(|p| common::problems(&[p], &catalog))?;
    if game.game_over {
        return Err(common::problems(
            &[crate::core::diag::Problem::new(Msg::new("err-game-over"))
                .help(Msg::new("help-game-over"))],
            &catalog,
        ));
    }
    let all = ruleset
        .forms(&game)
        .map_err(|p| common::problems(&p, &catalog))?;
    let all = forms::to_send(&game, all);
    let title = catalog.text(&ruleset.phase_title(&game, &game.phase));
    let mut files = Vec::new();
    for form in &all {
        for format in [Format::Md, Format::Bbcode] {
            files.push((
                format!(
                    "reports/{}/forms/{}.{}",
                    game.phase,
                    form.player,
                    format.extension()
                ),
                forms::render(
                    &catalog.for_reader(&form.player),
                    form,
                    &title,
                    format,
                    game.forum.unwrap_or_default(),
                ),
            ));
        }
    }
    // Each file by temp file and rename; on a failure, none of this run's forms stay.
    let mut written = Vec::new();
    for (rel, text) in &files {
        let path = game_dir.path(rel);
        if let Err(p) = crate::core::store::write_atomic(&path, text.as_bytes()) {
            for done in &written {
                let _ = std::fs::remove_file(done);
            }
            return Err(common::unreadable(p, &catalog));
        }
        written.push(path);
    }
    common::outln(
        &catalog.text(
            &Msg::new("forms-written")
                .arg("count", all.len())
                .arg("path", format!("reports/{}/forms/", game.phase)),
        ),
    );
    Ok(())
}
