//! Entry points for the fuzz targets (`fuzz/`, cargo-fuzz) and for `tests/fuzz_corpus.rs`, which
//! replays the checked-in corpus on stable Rust. Each takes arbitrary bytes as one input file and
//! runs it through the real code paths, in memory, rendering every problem as `check` would:
//!
//! - [`pm`]: a player's PM, in each ruleset, at each kind of phase (nights and days), checked,
//!   resolved when it passes, and counted by `tally` on a day;
//! - [`master`]: `orders/_master.txt`, the same way;
//! - [`thread`]: a pasted forum thread, counted by `tally` on each ruleset's day, under every
//!   vote syntax, in every markup and as JSON;
//! - [`roster`]: a roster CSV, dealt in each ruleset (the setup reports rendered);
//! - [`game_yaml`]: a hand-edited `game.yaml`, validated, then shown by `status`, checked,
//!   counted and resolved with no PMs;
//! - [`option_file`]: a ruleset's option file (an among-us map or task list, a chez-geek deck,
//!   a chechino ship), read as `init` reads it, the game dealt with it and played.
//!
//! None of them may panic, whatever the bytes; problems are the expected answer to bad input.

use crate::core::daycount;
use crate::core::diag::{Problem, render_all};
use crate::core::draw::View;
use crate::core::engine::{self, Entry, NewGame};
use crate::core::game::Game;
use crate::core::msg::{Catalog, Lang, Msg};
use crate::core::report::Format;
use crate::core::roster;
use crate::core::store::{RawFile, decode_text, parse_game};
use crate::core::tally::Markup;
use crate::core::thread::{self, Syntax};
use crate::rules::{self, Ruleset};
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// Players of the sample games: accents, aliases and shared prefixes, as real rosters have.
const NAMES: &[(&str, &[&str])] = &[
    ("Ana", &["Anita"]),
    ("Bruno", &["Bru"]),
    ("Carla", &[]),
    ("Dani", &["Daniel"]),
    ("Inés", &["Ines"]),
    ("Fede", &[]),
    ("Gloria", &[]),
    ("Hugo", &[]),
    ("Elena", &[]),
    ("Juan", &["Juanito"]),
    ("Karla", &[]),
    ("Luca", &[]),
    ("Marta", &[]),
    ("Nico", &[]),
    ("Olga", &[]),
    ("Paolo", &[]),
];

/// How many phases of each ruleset the samples reach (from the first night on).
const PHASES: usize = 4;

/// The sample games: each ruleset dealt from a fixed roster and seed, then played with no PMs
/// through its first phases, so that every kind of phase (night, day, later nights) is there.
/// The sample roster of `ruleset`: nine players, or as many as it takes.
fn sample_roster(ruleset: &dyn Ruleset) -> Vec<Entry> {
    let (low, high) = ruleset.players();
    let count = 9.clamp(low, high.min(NAMES.len()));
    NAMES[..count]
        .iter()
        .map(|(name, aliases)| Entry {
            name: name.to_string(),
            aliases: aliases.iter().map(|a| a.to_string()).collect(),
            role: None,
            gender: None,
        })
        .collect()
}

fn samples() -> &'static [Game] {
    static SAMPLES: OnceLock<Vec<Game>> = OnceLock::new();
    SAMPLES.get_or_init(|| {
        let mut games = Vec::new();
        for ruleset in rules::REGISTRY {
            let roster = sample_roster(*ruleset);
            let new = NewGame {
                ruleset: *ruleset,
                roster: &roster,
                seed: 2026,
                language: None,
                options: BTreeMap::new(),
            };
            let Ok((mut game, _)) = engine::deal(&new, Vec::new()) else {
                continue;
            };
            for _ in 0..PHASES {
                if game.game_over {
                    break;
                }
                games.push(game.clone());
                match engine::resolve_raw(&game, Vec::new(), Vec::new(), Format::Md) {
                    Ok(out) => game = out.after,
                    Err(_) => break,
                }
            }
        }
        games
    })
}

fn catalog_of(game: &Game) -> Catalog {
    Catalog::for_ruleset(game.language, &game.ruleset)
}

/// Renders problems as the commands print them (miette, file, line, column).
fn show(problems: &[Problem], catalog: &Catalog) {
    std::hint::black_box(render_all(problems, catalog));
}

/// A file of `orders/` with these bytes.
fn raw(name: &str, data: &[u8]) -> RawFile {
    RawFile::from_bytes(name, data)
}

/// Checks `files` as `check` does, resolves them as `next` does when they pass, and counts
/// them as `tally` does on a day.
fn phase(game: &Game, files: impl Fn() -> Vec<RawFile>) {
    let catalog = catalog_of(game);
    let (prepared, problems) = engine::prepare(game, files());
    show(&problems, &catalog);
    if prepared.is_some() && problems.is_empty() {
        match engine::resolve_raw(game, files(), Vec::new(), Format::Bbcode) {
            Ok(out) => {
                std::hint::black_box(out.after.to_yaml());
            }
            Err(problems) => show(&problems, &catalog),
        }
    }
    count(game, files(), None);
}

/// `tally` on a day (from the PMs, or from `thread`), rendered in every markup.
fn count(game: &Game, raw: Vec<RawFile>, thread: Option<&thread::Thread>) {
    let Some(ruleset) = rules::find(&game.ruleset) else {
        return;
    };
    if ruleset.day_vote(game).is_none() {
        return;
    }
    let catalog = catalog_of(game);
    let settings = daycount::Settings {
        syntax: Syntax::Auto,
        strip_spoilers: false,
        until_post: None,
        deadline: None,
        unvote_first: false,
        hammer: true,
    };
    match daycount::count(ruleset, game, raw, thread, &settings) {
        Ok((count, unread)) => {
            let title = catalog.text(&ruleset.phase_title(game, &game.phase));
            for markup in [Markup::Markdown, Markup::Bbcode, Markup::Plain] {
                std::hint::black_box(count.render(&catalog, markup, &title));
            }
            std::hint::black_box(count.json());
            show(&unread, &catalog);
        }
        Err(problems) => show(&problems, &catalog),
    }
}

/// The player whose PM `data` is: one per sample game, chosen from the bytes so that every
/// role gets its turn.
fn player_for(game: &Game, data: &[u8]) -> String {
    let sum = data.iter().fold(0usize, |a, b| a.wrapping_add(*b as usize));
    game.players[sum % game.players.len()].name.clone()
}

/// A player's PM, in every sample game.
pub fn pm(data: &[u8]) {
    crate::rules::install();
    for game in samples() {
        let name = format!("{}.txt", player_for(game, data));
        phase(game, || vec![raw(&name, data)]);
    }
}

/// The master's file, `orders/_master.txt`, in every sample game.
pub fn master(data: &[u8]) {
    crate::rules::install();
    for game in samples() {
        let name = game.master_file().to_string();
        phase(game, || vec![raw(&name, data)]);
    }
}

/// A pasted thread, read (as `tally --thread` reads the file), counted on every sample day, and
/// read under each vote syntax.
pub fn thread(data: &[u8]) {
    crate::rules::install();
    let shown = "thread.txt";
    let catalog = Catalog::new(Lang::En);
    let text = match thread::decode(shown, data) {
        Ok(text) => text,
        Err(problems) => return show(&problems, &catalog),
    };
    let thread = match thread::parse(shown, &text) {
        Ok(thread) => thread,
        Err(problems) => return show(&problems, &catalog),
    };
    for game in samples() {
        count(game, Vec::new(), Some(&thread));
    }
    // Every sample game has the same roster: each syntax is read once.
    if let Some(game) = samples().first() {
        let names = game.names();
        let voters: Vec<String> = game.players.iter().map(|p| p.name.clone()).collect();
        for syntax in [
            Syntax::Red,
            Syntax::VoteTag,
            Syntax::VTag,
            Syntax::BoldVote,
            Syntax::Plain,
        ] {
            let options = thread::Options {
                syntax,
                strip_spoilers: true,
                until_post: None,
                deadline: None,
                left: Vec::new(),
                hidden: Default::default(),
                set_aside: Vec::new(),
                lang: None,
                quotes: Default::default(),
            };
            std::hint::black_box(thread::read_votes(&thread, &names, &voters, &options));
        }
    }
}

/// A roster CSV, dealt in every ruleset; the setup reports rendered.
pub fn roster(data: &[u8]) {
    crate::rules::install();
    let shown = "roster.csv";
    let catalog = Catalog::new(Lang::En);
    let text = match decode_text(shown, data) {
        Ok(text) => text,
        Err(problem) => return show(&[problem], &catalog),
    };
    let entries = match roster::parse(shown, &text) {
        Ok(entries) => entries,
        Err(problems) => return show(&problems, &catalog),
    };
    for ruleset in rules::REGISTRY {
        let new = NewGame {
            ruleset: *ruleset,
            roster: &entries,
            seed: 7,
            language: None,
            options: BTreeMap::new(),
        };
        match engine::deal(&new, Vec::new()) {
            Ok((game, trace)) => {
                std::hint::black_box(engine::reports(
                    *ruleset,
                    &game,
                    "setup",
                    &trace,
                    Format::Text,
                    false,
                ));
                std::hint::black_box(game.to_yaml());
            }
            Err(problems) => show(&problems, &catalog),
        }
    }
}

/// The files the rulesets take by option, and the file name each is given (a deck's reader
/// goes by its extension).
const OPTION_FILES: &[(&str, &str, &str)] = &[
    ("among-us", "map", "map.yaml"),
    ("among-us", "tasks", "tasks.yaml"),
    ("chez-geek", "deck", "deck.yaml"),
    ("chez-geek", "deck", "deck.csv"),
    ("chechino", "map", "ship.yaml"),
];

/// A ruleset's option file (`--option map|tasks|deck=FILE`): the first byte picks which, the
/// rest is the file. It is written to a scratch file and read as `init` reads it, the game
/// dealt with it, its setup reports rendered and its first phase played with no PMs.
pub fn option_file(data: &[u8]) {
    crate::rules::install();
    let Some((&pick, content)) = data.split_first() else {
        return;
    };
    let (id, key, name) = OPTION_FILES[pick as usize % OPTION_FILES.len()];
    let Some(ruleset) = rules::find(id) else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("adjudicate-fuzz-{}", std::process::id()));
    let path = dir.join(name);
    if std::fs::create_dir_all(&dir)
        .and_then(|()| std::fs::write(&path, content))
        .is_err()
    {
        return;
    }
    let roster = sample_roster(ruleset);
    let new = NewGame {
        ruleset,
        roster: &roster,
        seed: 7,
        language: None,
        options: BTreeMap::from([(key.to_string(), path.display().to_string())]),
    };
    let catalog = Catalog::for_ruleset(ruleset.language(), id);
    match engine::deal(&new, Vec::new()) {
        Ok((game, trace)) => {
            std::hint::black_box(engine::reports(
                ruleset,
                &game,
                "setup",
                &trace,
                Format::Text,
                false,
            ));
            status(ruleset, &game, &catalog);
            phase(&game, Vec::new);
        }
        Err(problems) => show(&problems, &catalog),
    }
}

/// A hand-edited `game.yaml`: validated as every command validates it, then shown, checked,
/// counted and resolved with no PMs.
pub fn game_yaml(data: &[u8]) {
    crate::rules::install();
    let shown = "game.yaml";
    let catalog = Catalog::new(Lang::En);
    let text = match decode_text(shown, data) {
        Ok(text) => text,
        Err(problem) => return show(&[problem], &catalog),
    };
    let game = match parse_game(&text, shown) {
        Ok(game) => game,
        Err(problem) => return show(&[problem], &catalog),
    };
    let problems = engine::game_problems(&game);
    let catalog = catalog_of(&game);
    if !problems.is_empty() {
        return show(&problems, &catalog);
    }
    let Some(ruleset) = rules::find(&game.ruleset) else {
        return;
    };
    status(ruleset, &game, &catalog);
    phase(&game, Vec::new);
}

/// What `status --master` prints.
fn status(ruleset: &dyn Ruleset, game: &Game, catalog: &Catalog) {
    let title = catalog.text(&ruleset.phase_title(game, &game.phase));
    let mut lines = vec![catalog.text(&Msg::new("status-title").arg("phase", title))];
    for line in ruleset.status(game, true) {
        lines.push(catalog.text(&line));
    }
    for view in [View::Public, View::Master] {
        match crate::core::draw::game_map(ruleset, game, view) {
            Some(Ok(svg)) => lines.push(svg),
            Some(Err(problem)) => show(&[problem], catalog),
            None => {}
        }
    }
    std::hint::black_box(lines);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_samples_hold_a_night_and_a_day_of_every_ruleset() {
        let games = samples();
        for ruleset in rules::REGISTRY {
            let mine: Vec<&Game> = games.iter().filter(|g| g.ruleset == ruleset.id()).collect();
            // among-us votes only in a deliberation, which a report or the bell opens: rounds
            // played with no PMs never reach one. Chez Geek has no vote: its phases are turns.
            assert!(
                ["among-us", "chez-geek"].contains(&ruleset.id())
                    || mine.iter().any(|g| ruleset.day_vote(g).is_some()),
                "{}: no day among {:?}",
                ruleset.id(),
                mine.iter().map(|g| &g.phase).collect::<Vec<_>>()
            );
            assert!(
                mine.iter().any(|g| ruleset.day_vote(g).is_none()),
                "{}: no night",
                ruleset.id()
            );
        }
        let roster = |g: &Game| g.players.iter().map(|p| p.name.clone()).collect::<Vec<_>>();
        // The games that count votes; Chez Geek, for 2-5 players, counts none.
        let counted = games
            .iter()
            .filter(|g| rules::find(&g.ruleset).is_some_and(|r| r.id() != "chez-geek"));
        assert!(
            counted.into_iter().all(|g| roster(g) == roster(&games[0])),
            "the thread target reads each syntax on the first game's roster only"
        );
    }
}
