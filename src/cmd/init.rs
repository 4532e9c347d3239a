//! `adjudicate init DIR --ruleset ID --players roster.csv [--seed N] [--option k=v]...`

use super::common;
use crate::cmd::Failed;
use crate::core::diag::Problem;
use crate::core::engine::{self, NewGame};
use crate::core::msg::{Catalog, Lang, Msg};
use crate::core::report::Format;
use crate::core::roster;
use crate::core::store::{self, GAME_FILE, GameDir, IoProblem, LOCK_FILE};
use std::collections::BTreeMap;
use std::path::Path;

/// A seed for a game started without one: the clock. It is written in game.yaml, so the game
/// stays reproducible from then on.
fn fresh_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0)
}

/// `--job-for NAME=ROLE`: the player's role fixed, as the roster's role column fixes it.
fn fix_roles(roster: &mut [engine::Entry], given: &[String]) -> Result<(), Problem> {
    for pair in given {
        let help = || Msg::new("help-job-for");
        let Some((name, role)) = pair
            .split_once('=')
            .filter(|(n, r)| !n.trim().is_empty() && !r.trim().is_empty())
        else {
            return Err(
                Problem::new(Msg::new("err-job-for-syntax").arg("given", pair)).help(help()),
            );
        };
        let key = crate::core::names::fold(name.trim());
        let Some(entry) = roster.iter_mut().find(|e| {
            crate::core::names::fold(&e.name) == key
                || e.aliases.iter().any(|a| crate::core::names::fold(a) == key)
        }) else {
            return Err(
                Problem::new(Msg::new("err-unknown-player").arg("name", name.trim())).help(help()),
            );
        };
        entry.role = Some(role.trim().to_string());
    }
    Ok(())
}

/// The `init` command's arguments, as the command line gives them.
#[allow(clippy::too_many_arguments)]
pub fn run(
    dir: &Path,
    ruleset_id: &str,
    players: &Path,
    seed: Option<u64>,
    (options, job_for): (&[String], &[String]),
    (format, forum): (Option<Format>, Option<crate::core::report::Forum>),
    (timezone, masters): (Option<&str>, &[String]),
    lang: Option<Lang>,
) -> Result<(), Failed> {
    let fallback = common::catalog(lang, None);
    let ruleset =
        engine::ruleset_of(ruleset_id).map_err(|p| common::unreadable(IoProblem(p), &fallback))?;
    // From here on, messages are in the language of the game being started.
    let catalog = Catalog::for_ruleset(lang.unwrap_or(ruleset.language()), ruleset.id());
    let usage = |p: Problem| common::unreadable(IoProblem(p), &catalog);
    let parsed = parse_options(options).map_err(usage)?;
    if let Some(problem) = unknown_zone(timezone) {
        return Err(usage(problem));
    }
    // The lock first, then the question "is this a game already?": of two inits at once, one
    // starts the game and the other is refused.
    let game_dir = GameDir::new(dir);
    let (lock, made) = take_the_folder(dir, &game_dir, &catalog)?;
    if std::fs::symlink_metadata(game_dir.path(GAME_FILE)).is_ok() {
        return Err(usage(
            Problem::new(Msg::new("err-game-exists").arg("path", dir.display()))
                .help(Msg::new("help-game-exists")),
        ));
    }
    // Under the lock, in a folder that is no game: the roster, the deal, the files.
    let started = (|| -> Result<crate::core::game::Game, Failed> {
        let shown = players.display().to_string();
        let text = crate::core::read::read_text(players, crate::core::read::MAX_OPTION_FILE)
            .map_err(|p| common::unreadable(IoProblem(p), &catalog))?;
        // Every name is checked here, its length too: nothing is written for a roster a file
        // system could refuse half-way.
        let mut roster =
            roster::parse(&shown, &text).map_err(|p| common::problems(&p, &catalog))?;
        fix_roles(&mut roster, job_for).map_err(usage)?;
        let new = NewGame {
            ruleset,
            roster: &roster,
            seed: seed.unwrap_or_else(fresh_seed),
            language: lang,
            options: parsed,
        };
        let (mut game, trace) =
            engine::deal(&new, Vec::new()).map_err(|p| common::problems(&p, &catalog))?;
        game.timezone = timezone.map(str::to_string);
        game.masters = masters.to_vec();
        let problems = game.name_problems();
        if !problems.is_empty() {
            return Err(common::problems(&problems, &catalog));
        }
        game.forum = forum;
        let format = format.unwrap_or_else(|| forum.map_or(Format::Md, |f| f.format()));
        let files = setup_files(ruleset, &game, &trace, format, &game_dir, &catalog)?;
        let fail = |p: IoProblem| common::unreadable(p, &catalog);
        game_dir.create_all(&files).map_err(fail)?;
        Ok(game)
    })();
    if started.is_err() {
        made.take_back();
    }
    drop(lock);
    let game = started?;
    let catalog = common::catalog(lang, Some(&game));
    common::outln(
        &catalog.text(
            &Msg::new("init-ok")
                .arg("path", dir.display())
                .arg("ruleset", ruleset.id())
                .arg("count", game.players.len())
                .arg("seed", game.seed),
        ),
    );
    Ok(())
}

/// `--timezone`, when given, must be a zone of the bundled IANA database.
fn unknown_zone(timezone: Option<&str>) -> Option<Problem> {
    let tz = timezone?;
    crate::core::forum_dates::zone(tz).is_none().then(|| {
        Problem::new(Msg::new("err-timezone").arg("zone", tz)).help(Msg::new("help-timezone"))
    })
}

/// `--option key=value`, each one, as the game's options.
fn parse_options(options: &[String]) -> Result<BTreeMap<String, String>, Problem> {
    let mut parsed = BTreeMap::new();
    for option in options {
        let Some((k, v)) = option.split_once('=') else {
            return Err(
                Problem::new(Msg::new("err-option-syntax").arg("option", option))
                    .help(Msg::new("help-option-syntax")),
            );
        };
        parsed.insert(k.trim().to_string(), v.trim().to_string());
    }
    Ok(parsed)
}

/// What an init made before it started the game (its lock file, the folders of its path),
/// taken back when the game is not started: a failure leaves the folder as it was.
struct Made<'a> {
    lock: Option<std::path::PathBuf>,
    /// Deepest first.
    dirs: Vec<&'a Path>,
}

impl Made<'_> {
    fn take_back(&self) {
        if let Some(lock) = &self.lock {
            let _ = std::fs::remove_file(lock);
        }
        for made in &self.dirs {
            let _ = std::fs::remove_dir(made);
        }
    }
}

/// Makes the game's folder if it is not there and takes its lock, or says another run holds it.
fn take_the_folder<'d>(
    dir: &'d Path,
    game_dir: &GameDir,
    catalog: &Catalog,
) -> Result<(store::Lock, Made<'d>), Failed> {
    // The folders this init makes (`a/b/game`: maybe `a` and `b` too), deepest first.
    let made_dirs: Vec<&Path> = dir
        .ancestors()
        .take_while(|d| !d.as_os_str().is_empty() && std::fs::symlink_metadata(d).is_err())
        .collect();
    let made_dir = !made_dirs.is_empty();
    std::fs::create_dir_all(dir)
        .map_err(|e| common::unreadable(store::io_problem("err-io-write", dir, &e), catalog))?;
    let lock_path = game_dir.path(LOCK_FILE);
    // A lock file in a folder with no game.yaml was left by an init killed half-way (the lock
    // itself went with the process that held it): once this init holds it, it is this init's,
    // and goes with it when the game is not started, as a journal goes once recovered.
    let made_lock = made_dir
        || std::fs::symlink_metadata(&lock_path).is_err()
        || std::fs::symlink_metadata(game_dir.path(GAME_FILE)).is_err();
    let made = Made {
        lock: made_lock.then_some(lock_path),
        dirs: made_dirs,
    };
    let lock = game_dir.lock().map_err(|p| {
        if p.0.msg.key != "err-locked" {
            made.take_back();
        }
        common::unreadable(p, catalog)
    })?;
    Ok((lock, made))
}

/// The files of a new game: the setup's reports, the public map, `orders/`, the `.gitignore`,
/// and `game.yaml` last (a folder without it is not a game).
fn setup_files(
    ruleset: &'static dyn crate::core::ruleset::Ruleset,
    game: &crate::core::game::Game,
    trace: &crate::core::trace::Trace,
    format: Format,
    game_dir: &GameDir,
    catalog: &Catalog,
) -> Result<Vec<(String, Vec<u8>)>, Failed> {
    let mut files: Vec<(String, Vec<u8>)> =
        engine::reports(ruleset, game, "setup", trace, format, false)
            .into_iter()
            .map(|(path, text)| (path, text.into_bytes()))
            .collect();
    // The public map, for the master to post with the setup.
    if let Some(svg) = crate::core::draw::game_map(ruleset, game, crate::core::draw::View::Public) {
        let svg = svg.map_err(|p| common::problems(&[p], catalog))?;
        files.push(("reports/setup/map.svg".to_string(), svg.into_bytes()));
    }
    files.push(("orders/.gitkeep".to_string(), Vec::new()));
    let fail = |p: IoProblem| common::unreadable(p, catalog);
    files.extend(
        gitignore(game_dir)
            .map_err(fail)?
            .map(|text| (".gitignore".to_string(), text)),
    );
    // game.yaml last: a folder without it is not a game.
    files.push((GAME_FILE.to_string(), game.to_yaml().into_bytes()));
    Ok(files)
}

/// The folder's `.gitignore` with the lock's line added, or `None` when it has the line: a
/// master's own `.gitignore` is kept, line for line.
fn gitignore(game_dir: &GameDir) -> Result<Option<Vec<u8>>, IoProblem> {
    let path = game_dir.path(".gitignore");
    use crate::core::read::{Links, Refused, read_bytes};
    let mut text = match read_bytes(&path, crate::core::read::MAX_OPTION_FILE, Links::Follow) {
        Ok(bytes) => bytes,
        Err(Refused::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
        Err(refused) => return Err(IoProblem(refused.problem(&path))),
    };
    let ignored = text.split(|b| *b == b'\n').any(|line| {
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        line == LOCK_FILE.as_bytes() || line.strip_prefix(b"/") == Some(LOCK_FILE.as_bytes())
    });
    if ignored {
        return Ok(None);
    }
    if !text.is_empty() && !text.ends_with(b"\n") {
        text.push(b'\n');
    }
    text.extend_from_slice(LOCK_FILE.as_bytes());
    text.push(b'\n');
    Ok(Some(text))
}
