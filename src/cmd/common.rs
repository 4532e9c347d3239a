//! What the subcommands share: opening a game folder under its lock, rendering problems.

use crate::cmd::Failed;
use crate::core::diag::{Problem, render_all};
use crate::core::engine;
use crate::core::game::Game;
use crate::core::msg::{Catalog, Lang};
use crate::core::store::{GameDir, IoProblem, Lock};
use std::path::Path;

/// The catalog for messages: `--lang`, else the game's language, else English.
pub fn catalog(flag: Option<Lang>, game: Option<&Game>) -> Catalog {
    let lang = flag.or(game.map(|g| g.language)).unwrap_or(Lang::En);
    match game {
        Some(g) => Catalog::for_ruleset(lang, &g.ruleset).with_genders(g),
        None => Catalog::new(lang),
    }
}

/// Exit 1 for problems of the rules, 2 when some input could not be read at all.
pub fn problems(problems: &[Problem], catalog: &Catalog) -> Failed {
    let text = render_all(problems, catalog);
    if problems.iter().any(|p| p.unreadable) {
        Failed::usage(text)
    } else {
        Failed::problems(text)
    }
}

pub fn unreadable(problem: IoProblem, catalog: &Catalog) -> Failed {
    Failed::usage(render_all(&[problem.0], catalog))
}

/// The game folder, locked, with any interrupted write finished or forgotten.
pub fn open(dir: &Path, lang: Option<Lang>) -> Result<(GameDir, Lock, Game), Failed> {
    let game_dir = GameDir::new(dir);
    // Until the game is read (locked, unreadable, half written), the language it names: made
    // only when a problem is to be shown (parsing every catalog is most of a phase's cost).
    let fallback = || catalog(lang.or_else(|| game_dir.language()), None);
    if !game_dir.path(crate::core::store::GAME_FILE).exists() {
        return Err(unreadable(
            IoProblem(
                Problem::new(crate::core::msg::Msg::new("err-no-game").arg("path", dir.display()))
                    .help(crate::core::msg::Msg::new("help-no-game")),
            ),
            &fallback(),
        ));
    }
    let lock = game_dir.lock().map_err(|p| unreadable(p, &fallback()))?;
    game_dir.recover().map_err(|p| unreadable(p, &fallback()))?;
    let game = game_dir.load().map_err(|p| unreadable(p, &fallback()))?;
    // A game.yaml edited by hand is checked before anything reads it.
    let mut problems = engine::game_problems(&game);
    if !problems.is_empty() {
        let catalog = catalog(lang, Some(&game));
        let mut shown = game_dir
            .path(crate::core::store::GAME_FILE)
            .display()
            .to_string();
        // A problem of a value of the file is shown at the line the master edited.
        if let Ok(text) = crate::core::read::read_text(
            &game_dir.path(crate::core::store::GAME_FILE),
            crate::core::read::MAX_GAME_FILE,
        ) {
            let text: crate::core::diag::Source = text.into();
            problems = problems
                .into_iter()
                .map(|p| p.placed_in(&shown, &text))
                .collect();
        }
        shown.push_str(": ");
        let mut text = shown.clone();
        text.push_str(&catalog.get("err-game-invalid"));
        text.push('\n');
        text.push_str(&render_all(&problems, &catalog));
        return Err(Failed::usage(text));
    }
    Ok((game_dir, lock, game))
}

/// Writes to standard output, control characters from PMs shown escaped (never run by the
/// terminal). A closed pipe (`adjudicate explain … | head`) ends the program quietly, as other
/// command-line tools do, instead of a panic.
pub fn out(text: &str) {
    use std::io::Write;
    let text = crate::core::text::terminal_safe(text);
    let mut stdout = std::io::stdout().lock();
    if let Err(e) = stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
        && e.kind() == std::io::ErrorKind::BrokenPipe
    {
        std::process::exit(0);
    }
}

/// [`out`], then a line break.
pub fn outln(text: &str) {
    out(&format!("{text}\n"));
}
