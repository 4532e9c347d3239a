//! `adjudicate import DIR FILE…`: the forum's own material filed into the game folder where
//! `next` reads it. A phpBB PM export (CSV, "CSV (Excel)", XML; a folder of them, exported page
//! by page) and saved PM pages (phpBB, SMF) become PMs in `orders/` (core::import::plan says
//! which and why not); saved thread pages are copied into `thread/`, or, where the players'
//! orders are posts (`Ruleset::orders_in_thread`), their posts filed as PMs. Every file is read before
//! anything is written: a file that cannot be read stops the import with nothing written, and
//! what is written is written all or none (`GameDir::create_all`). `--dry-run` writes nothing.

use super::common;
use crate::cmd::Failed;
use crate::core::diag::Problem;
use crate::core::engine;
use crate::core::game::Game;
use crate::core::import::classify::{self, Material};
use crate::core::import::export::Dialect;
use crate::core::import::plan::{self, Decision, Incoming, Known, Outcome, Phase};
use crate::core::inbox::{self, modified_time};
use crate::core::msg::{Catalog, Lang, Msg};
use crate::core::store::{GameDir, io_problem, parse_game};
use crate::core::thread::Thread;
use std::path::{Path, PathBuf};

/// The largest file read: a saved page with its scripts inlined is a few MB.
const MAX_INPUT_BYTES: u64 = 64 << 20;

pub struct Settings<'a> {
    pub dry_run: bool,
    /// The CSV's delimiter and enclosure, as the master typed them in phpBB's export form.
    pub dialect: Option<Dialect>,
    /// When the pages were saved (`2026-12-02 23:10`): "today" on a page is that day. By
    /// default each file's modification time.
    pub saved_at: Option<&'a str>,
}

pub fn run(
    dir: &Path,
    inputs: &[PathBuf],
    settings: &Settings,
    lang: Option<Lang>,
) -> Result<(), Failed> {
    let (game_dir, _lock, game) = common::open(dir, lang)?;
    let catalog = common::catalog(lang, Some(&game));
    let refuse = |problems: Vec<Problem>| common::problems(&problems, &catalog);
    let saved_at = match settings.saved_at {
        Some(text) => Some(game.time(text).ok_or_else(|| {
            refuse(vec![
                Problem::new(Msg::new("err-import-saved-at").arg("time", text)).unreadable(),
            ])
        })?),
        None => None,
    };
    let files = expand(inputs).map_err(|p| refuse(vec![p]))?;
    let (mut pms, mut threads) =
        read_all(&game, &files, settings.dialect, saved_at).map_err(refuse)?;
    if engine::ruleset_of(&game.ruleset).is_ok_and(|r| r.orders_in_thread()) {
        let pages = std::mem::take(&mut threads);
        pms.extend(posts_of(&game, pages, saved_at).map_err(refuse)?);
    }
    let phase = phase_of(&game_dir, &game);
    let decisions = plan::plan(&game, &phase, pms);
    let earlier = EarlierPosts {
        archived: super::thread::archived(&game_dir, &game),
        zone: game.zone(),
        saved_at,
    };
    let copies = thread_copies(&game_dir, threads, &earlier).map_err(|p| refuse(vec![p]))?;
    let mut writes: Vec<(String, Vec<u8>)> = Vec::new();
    for d in &decisions {
        common::outln(&catalog.text(&line_of(&game, &phase, d)));
        if let Outcome::Filed { file, .. } = &d.outcome {
            writes.push((file.clone(), d.text.clone().into_bytes()));
        }
    }
    // Two PMs of one player of the same time whose order cannot be told: filed in the
    // order read, and said so.
    for (player, date, file, other) in plan::same_time(&decisions) {
        let msg = Msg::new("import-same-time")
            .arg("player", player)
            .arg("date", date)
            .arg("file", file)
            .arg("other", other);
        common::outln(&catalog.text(&msg));
    }
    let read = decisions.len() + copies.len();
    let saved: Vec<(String, std::time::SystemTime)> = copies
        .iter()
        .filter_map(|c| Some((c.write.as_ref()?.0.clone(), c.saved?)))
        .collect();
    for copy in copies {
        common::outln(&catalog.text(&copy.line));
        if let Some(note) = &copy.note {
            common::outln(&catalog.text(note));
        }
        writes.extend(copy.write);
    }
    let filed = writes.len();
    let skipped = read - filed;
    common::outln(&summary(&catalog, filed, skipped, settings.dry_run));
    if !settings.dry_run && !writes.is_empty() {
        game_dir
            .create_all(&writes)
            .map_err(|p| common::unreadable(p, &catalog))?;
        // A copy keeps its page's saved time: "Hoy", "Oggi alle 21:00" are read against it,
        // and of two saves of a page the later is read (review break14b F10).
        for (file, at) in saved {
            let copy = std::fs::File::options()
                .write(true)
                .open(game_dir.path(&file));
            let _kept = copy.and_then(|f| f.set_modified(at));
        }
    }
    Ok(())
}

fn summary(catalog: &Catalog, filed: usize, skipped: usize, dry_run: bool) -> String {
    let key = if dry_run {
        "import-summary-dry-run"
    } else {
        "import-summary"
    };
    catalog.text(&Msg::new(key).arg("filed", filed).arg("skipped", skipped))
}

/// The files given, a folder standing for its files (a folder exported page by page), in name
/// order; a browser's `_files` folder beside a saved page is not read. What is neither a file
/// nor a folder (a pipe, a device) is kept, for the reader to refuse by name, never dropped.
fn expand(inputs: &[PathBuf]) -> Result<Vec<PathBuf>, Problem> {
    let mut out = Vec::new();
    for input in inputs {
        let meta = std::fs::metadata(input).map_err(|e| io_problem("err-io-read", input, &e).0)?;
        if !meta.is_dir() {
            out.push(input.clone());
            continue;
        }
        let rd = std::fs::read_dir(input).map_err(|e| io_problem("err-io-read", input, &e).0)?;
        let mut inner: Vec<PathBuf> = rd
            .flatten()
            .map(|e| e.path())
            .filter(|p| !p.is_dir())
            .filter(|p| {
                p.file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| !n.starts_with('.') && !inbox::is_folder_litter(n))
            })
            .collect();
        inner.sort();
        out.extend(inner);
    }
    Ok(out)
}

/// A saved thread page: its path, its bytes, its forum.
type ThreadPage = (PathBuf, Vec<u8>, &'static str);

/// Every file read and classified; every problem at once.
fn read_all(
    game: &Game,
    files: &[PathBuf],
    dialect: Option<Dialect>,
    saved_at: Option<i64>,
) -> Result<(Vec<Incoming>, Vec<ThreadPage>), Vec<Problem>> {
    let tz = game.zone();
    let now = jiff::Timestamp::now().as_second();
    let (mut pms, mut threads, mut problems) = (Vec::new(), Vec::new(), Vec::new());
    for path in files {
        let shown = path.display().to_string();
        let bytes = match read_limited(path) {
            Ok(b) => b,
            Err(p) => {
                problems.push(p);
                continue;
            }
        };
        let reference = saved_at.or_else(|| modified_time(path)).unwrap_or(now);
        match classify::read(&bytes, dialect, &tz, reference) {
            Ok(Material::Thread(forum)) => threads.push((path.clone(), bytes, forum)),
            Ok(Material::Pms(_, found)) => {
                for pm in found {
                    if pm.sent.is_none() {
                        problems.push(
                            Problem::new(
                                Msg::new("err-import-date")
                                    .arg("file", &shown)
                                    .arg("sender", &pm.sender)
                                    .arg("date", &pm.date),
                            )
                            .help(Msg::new("help-import-date"))
                            .unreadable(),
                        );
                    }
                    pms.push(Incoming {
                        source: shown.clone(),
                        pm,
                        post: false,
                        talk: false,
                    });
                }
            }
            Err(refusal) => problems.push(
                Problem::new(
                    Msg::new(refusal.key)
                        .arg("file", &shown)
                        .arg("detail", &refusal.detail),
                )
                .help(Msg::new("help-import-file"))
                .unreadable(),
            ),
        }
    }
    if problems.is_empty() {
        Ok((pms, threads))
    } else {
        Err(problems)
    }
}

fn read_limited(path: &Path) -> Result<Vec<u8>, Problem> {
    use crate::core::read::{Links, Refused, read_bytes};
    let bytes = match read_bytes(path, MAX_INPUT_BYTES, Links::Follow) {
        Ok(bytes) => bytes,
        Err(Refused::TooBig(_)) => {
            return Err(Problem::new(
                Msg::new("err-import-too-big")
                    .arg("file", path.display())
                    .arg("mib", MAX_INPUT_BYTES >> 20),
            )
            .unreadable());
        }
        Err(refused) => return Err(refused.problem(path)),
    };
    Ok(bytes)
}

/// The deadline of a phase as its master's orders leave it, in seconds, and as written.
fn deadline_of(game: &Game, raw: Vec<inbox::RawFile>) -> Option<(i64, String)> {
    let text = engine::prepare(game, raw)
        .0
        .and_then(|p| p.game.deadline)
        .or_else(|| game.deadline.clone())?;
    Some((game.time(&text)?, text))
}

/// The PMs of `orders/` and `history/`, the numbers taken in `orders/`, and the deadlines.
fn phase_of(game_dir: &GameDir, game: &Game) -> Phase {
    let mut phase = Phase::default();
    if let Ok(raw) = game_dir.raw_orders(game) {
        let (files, _) = inbox::scan_order_files(game, raw);
        for f in &files {
            phase.known.push(Known::of(f, f.path.clone()));
            if !f.place.folder {
                phase.taken.push((f.player.clone(), f.place.number));
            }
        }
    }
    // A file `orders/` holds under a player's name, even one that cannot be read, keeps its
    // number.
    if let Ok(raw) = game_dir.raw_orders(game) {
        let names = game.names();
        for name in raw.iter().filter_map(|r| r.name.as_deref()) {
            if let Some(stem) = name.strip_suffix(".txt") {
                let (named, place) = inbox::numbered(stem, &names);
                if let Ok(player) = names.resolve(named) {
                    phase.taken.push((player, place.number));
                }
            }
        }
    }
    if let Some((s, text)) = game_dir
        .raw_orders(game)
        .ok()
        .and_then(|raw| deadline_of(game, raw))
    {
        phase.deadline = Some(s);
        phase.deadline_text = Some(text);
    }
    for archived in game_dir.archived_phases() {
        let base = format!("history/{archived}");
        let game_yaml = game_dir.path(&format!("{base}/game.yaml"));
        let Ok(text) = crate::core::read::read_text(&game_yaml, crate::core::read::MAX_GAME_FILE)
        else {
            continue;
        };
        let Ok(old) = parse_game(&text, &base) else {
            continue;
        };
        let orders = game_dir.path(&format!("{base}/orders"));
        if let Ok(raw) = inbox::read_folder(&orders, &old) {
            let (files, _) = inbox::scan_order_files(&old, raw);
            phase.known.extend(
                files
                    .iter()
                    .map(|f| Known::of(f, format!("{base}/{}", f.path))),
            );
        }
        // A part of the round a pause stopped bounds nothing: the pause's amendments are due
        // at its own deadline, and the master may have resolved the part before the round's,
        // so an amendment may come before that deadline (its PMs are in history/, skipped).
        let stopped = |p: &crate::core::game::Pause| {
            old.phase == p.of || old.pause.as_ref().is_some_and(|q| q.of == p.of)
        };
        if !game.pause.as_ref().is_some_and(stopped)
            && let Ok(raw) = inbox::read_folder(&orders, &old)
            && let Some((s, text)) = deadline_of(&old, raw)
            && phase.earlier_deadline.is_none_or(|d| s > d)
        {
            phase.earlier_deadline = Some(s);
            phase.earlier_deadline_text = Some(text);
        }
    }
    phase
}

/// The line `import` prints for a PM.
fn line_of(game: &Game, phase: &Phase, d: &Decision) -> Msg {
    let pm = &d.incoming.pm;
    let sent = pm
        .sent
        .and_then(|s| game.time_text(s))
        .unwrap_or_else(|| pm.date.clone());
    let base = |key: &str| {
        Msg::new(key)
            .arg("source", &d.incoming.source)
            .arg("sender", &pm.sender)
            .arg("sent", &sent)
            .arg("kind", if d.incoming.post { "post" } else { "pm" })
    };
    match &d.outcome {
        Outcome::Filed {
            player,
            file,
            late: false,
        } => base("import-filed").arg("player", player).arg("file", file),
        Outcome::Filed {
            player,
            file,
            late: true,
        } => base("import-filed-late")
            .arg("player", player)
            .arg("file", file)
            .arg("deadline", phase.deadline_text.clone().unwrap_or_default()),
        Outcome::Stranger => base("import-skip-stranger"),
        Outcome::Master => base("import-skip-master"),
        Outcome::Known { player, file } => base("import-skip-known")
            .arg("player", player)
            .arg("file", file),
        Outcome::Earlier { player } => base("import-skip-earlier").arg("player", player).arg(
            "deadline",
            phase.earlier_deadline_text.clone().unwrap_or_default(),
        ),
        Outcome::Twice { player } => base("import-skip-twice").arg("player", player),
        Outcome::Talk { player } => base("import-skip-talk").arg("player", player),
        Outcome::Deleted { player } => base("import-skip-deleted").arg("player", player),
    }
}

/// The posts of saved thread pages, where the players' orders are posts (a ruleset's
/// `orders_in_thread`): each post as its author's PM, sent at the post's time, its number
/// (`#23`) as its subject, so that the ruleset knows which post came first. The pages are read
/// together (a post saved on two pages is one post); the plan files each post as a PM.
fn posts_of(
    game: &Game,
    pages: Vec<ThreadPage>,
    saved_at: Option<i64>,
) -> Result<Vec<Incoming>, Vec<Problem>> {
    use crate::core::thread::page::{SavedPage, read_pages};
    let mut out = Vec::new();
    for (path, bytes, _) in pages {
        let shown = path.display().to_string();
        let saved_at = saved_at
            .or_else(|| modified_time(&path))
            .unwrap_or_else(|| jiff::Timestamp::now().as_second());
        let page = SavedPage {
            path: shown.clone(),
            html: String::from_utf8_lossy(&bytes).into_owned(),
            saved_at,
        };
        let thread = read_pages(&shown, std::iter::once(Ok(page)), &game.zone())?;
        out.extend(thread_posts(game, &shown, &thread));
    }
    Ok(out)
}

/// A thread's posts as PMs of their authors, each sent at its post's time with its number
/// (`#23`) as its subject; a player's post of talk alone is marked so (`engine::only_talk`):
/// not filed, while one naming anything of the game is filed, for `check` to read or raise.
fn thread_posts(game: &Game, shown: &str, thread: &Thread) -> Vec<Incoming> {
    let names = game.names();
    let mut out = Vec::new();
    for post in &thread.posts {
        let body = thread.source[post.body.clone()].trim().to_string();
        let talk = names
            .resolve(&post.author)
            .is_ok_and(|player| engine::only_talk(game, &player, &body));
        out.push(Incoming {
            source: shown.to_string(),
            pm: crate::core::import::ForumPm {
                sender: post.author.clone(),
                subject: format!("#{}", post.number),
                date: post.time_text.clone(),
                sent: Some(post.time),
                body,
                deleted: thread
                    .pages
                    .as_ref()
                    .is_some_and(|p| p.deleted.contains(&post.number)),
            },
            post: true,
            talk,
        });
    }
    out
}

/// Where the orders are thread posts (`Ruleset::orders_in_thread`), the day's thread read by
/// `check` and `next` (`thread/`, as `fetch` saves it) holds the turn as posted: each player's
/// post that `import` would file and `orders/` does not hold is a problem, never a turn
/// resolved without its plays.
pub fn unfiled_posts(game_dir: &GameDir, game: &Game, thread: Option<&Thread>) -> Vec<Problem> {
    let Some(thread) = thread else {
        return Vec::new();
    };
    if !engine::ruleset_of(&game.ruleset).is_ok_and(|r| r.orders_in_thread()) {
        return Vec::new();
    }
    let phase = phase_of(game_dir, game);
    let posts = thread_posts(game, &thread.path, thread);
    plan::plan(game, &phase, posts)
        .into_iter()
        .filter_map(|d| match d.outcome {
            Outcome::Filed { player, .. } => Some(
                Problem::new(
                    Msg::new("err-thread-post-not-filed")
                        .arg("player", player)
                        .arg("post", d.incoming.pm.subject)
                        .arg("thread", &thread.path),
                )
                .help(Msg::new("help-thread-post-not-filed").arg("thread", &thread.path)),
            ),
            _ => None,
        })
        .collect()
}

/// The name a page gets in `thread/`: its own, else with `-2`, `-3`… where `taken` has it.
fn free_name(path: &Path, taken: &[&str]) -> String {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "page.html".to_string());
    let (stem, ext) = name.rsplit_once('.').unwrap_or((&name, "html"));
    (1..)
        .map(|n| match n {
            1 => format!("thread/{stem}.{ext}"),
            n => format!("thread/{stem}-{n}.{ext}"),
        })
        .find(|f| !taken.contains(&f.as_str()))
        .unwrap_or_default()
}

/// A thread page and what becomes of it.
struct Copy {
    line: Msg,
    /// Some of its posts are of an earlier phase, already archived.
    note: Option<Msg>,
    write: Option<(String, Vec<u8>)>,
    /// When the page was saved (`--saved-at`, else the file's own time): its copy keeps it.
    saved: Option<std::time::SystemTime>,
}

/// What tells a thread page's posts of an earlier phase, already archived in `history/`
/// (`thread::earlier`), from today's.
struct EarlierPosts {
    archived: crate::core::thread::earlier::Archived,
    zone: jiff::tz::TimeZone,
    saved_at: Option<i64>,
}

impl EarlierPosts {
    /// The numbers of a page's posts of an earlier phase, and how many posts it holds; a page
    /// that does not read says nothing here (`tally` and `next` say what is wrong with it).
    fn of(&self, path: &Path, bytes: &[u8]) -> (Vec<u64>, usize) {
        use crate::core::thread::page::{SavedPage, read_pages};
        let shown = path.display().to_string();
        let saved_at = self
            .saved_at
            .or_else(|| modified_time(path))
            .unwrap_or_else(|| jiff::Timestamp::now().as_second());
        let page = SavedPage {
            path: shown.clone(),
            html: String::from_utf8_lossy(bytes).into_owned(),
            saved_at,
        };
        let Ok(thread) = read_pages(&shown, std::iter::once(Ok(page)), &self.zone) else {
            return (Vec::new(), 0);
        };
        let earlier = thread
            .posts
            .iter()
            .filter(|p| self.archived.holds(p.number, p.time));
        (earlier.map(|p| p.number).collect(), thread.posts.len())
    }

    /// A page whose posts are all of an earlier phase is not copied (its line says so); one
    /// with some gets a note.
    fn copy(&self, path: &Path, bytes: &[u8], source: &str) -> Option<(Msg, bool)> {
        let (earlier, all) = self.of(path, bytes);
        let (first, last) = (earlier.first()?, earlier.last()?);
        let key = match earlier.len() == all {
            true => "import-thread-earlier",
            false => "import-thread-earlier-some",
        };
        let msg = Msg::new(key)
            .arg("source", source)
            .arg("count", earlier.len())
            .arg("first", *first)
            .arg("last", *last);
        Some((msg, earlier.len() == all))
    }
}

/// Each thread page copied into `thread/` under its own name, unless a page with the same bytes
/// is there (or came before it); a name taken by another page gets `-2`, `-3`….
fn thread_copies(
    game_dir: &GameDir,
    pages: Vec<ThreadPage>,
    earlier: &EarlierPosts,
) -> Result<Vec<Copy>, Problem> {
    let folder = game_dir.path("thread");
    let mut there: Vec<(String, Vec<u8>)> = Vec::new();
    if let Ok(rd) = std::fs::read_dir(&folder) {
        for entry in rd.flatten() {
            let path = entry.path();
            if path.is_file()
                && let Some(name) = path.file_name().and_then(|n| n.to_str())
            {
                let bytes = read_limited(&path)?;
                there.push((format!("thread/{name}"), bytes));
            }
        }
    }
    let mut out: Vec<Copy> = Vec::new();
    for (path, bytes, forum) in pages {
        let source = path.display().to_string();
        // The files there, then the pages copied before this one (kept once, in `out`).
        let same = there
            .iter()
            .chain(out.iter().filter_map(|c| c.write.as_ref()))
            .find(|(_, b)| *b == bytes)
            .map(|(file, _)| file.clone());
        if let Some(file) = same {
            out.push(Copy {
                line: Msg::new("import-thread-known")
                    .arg("source", &source)
                    .arg("file", file),
                note: None,
                write: None,
                saved: None,
            });
            continue;
        }
        // A page of an earlier phase's posts only, already archived: not copied.
        let note = match earlier.copy(&path, &bytes, &source) {
            Some((line, true)) => {
                out.push(Copy {
                    line,
                    note: None,
                    write: None,
                    saved: None,
                });
                continue;
            }
            Some((note, false)) => Some(note),
            None => None,
        };
        let taken = there
            .iter()
            .chain(out.iter().filter_map(|c| c.write.as_ref()))
            .map(|(t, _)| t.as_str());
        let file = free_name(&path, &taken.collect::<Vec<_>>());
        out.push(Copy {
            line: Msg::new("import-thread")
                .arg("source", &source)
                .arg("forum", forum)
                .arg("file", &file),
            note,
            write: Some((file, bytes)),
            saved: earlier.saved_at.map_or_else(
                || std::fs::metadata(&path).and_then(|m| m.modified()).ok(),
                |at| Some(std::time::UNIX_EPOCH + std::time::Duration::from_secs(at.max(0) as u64)),
            ),
        });
    }
    Ok(out)
}
