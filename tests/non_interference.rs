//! Non-interference: a secret never reaches a reader the rules do not give it to.
//!
//! Each pair (`tests/non_interference/<ruleset>/*.yaml`) is one game played two ways that
//! differ in one secret only (two players' secret roles swapped, a PM holding only a secret
//! order, a save against no attack, secret votes sent in another order…): the `game:` as
//! written, and the same text with each `variant:` replacement made. Both are played, and
//! everything the public receives (posts in every format and forum, `tally` in every markup,
//! the wagons picture, `status` without `--master`, the public map, the setup post, and the
//! public archive of the game while it runs) and everything each of the
//! `readers:` receives (his reports and forms: players the difference does not concern) must
//! be the same byte for byte. The master's view (the trace, `status --master`, `tally --json`,
//! and the PMs as he reads them) must differ, or the pair proves nothing. A
//! reader's files are numbered by what he has received, not by the master's steps, and what
//! tells him nothing is not sent him (`play.rs`): a phase stopped part-way for others reads to
//! him as one that did not, so a pair may drop the resumed phase's step in its variant.
//! A pair may end with `probe:` PMs that must be refused: the refusal `check` and `next` show
//! is what the master answers the sender with, so the sender reads it too, and it must tell
//! him nothing the difference holds (a hidden role, an unseen death, where others stand).

#[path = "non_interference/play.rs"]
mod play;

use adjudicate::core::game::Gender;
use adjudicate::core::msg::Lang;
use adjudicate::core::scenario::{PlayerSpec, Scenario};
use play::{MASTER, PUBLIC, Received};
use serde::Deserialize;
use std::path::Path;

type Genders = std::collections::BTreeMap<String, Gender>;

/// The languages a game may be played in.
const LANGUAGES: [Lang; 3] = [Lang::Es, Lang::It, Lang::En];

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Pair {
    /// What differs, in words.
    secret: String,
    /// The players whose permitted knowledge the difference does not touch.
    #[serde(default)]
    readers: Vec<String>,
    /// `[from, to]`: the other game is the same text with each replacement made.
    variant: Vec<(String, String)>,
    /// PMs read (and refused) after the game's phases, player → text: the refusal is what the
    /// master answers its sender with, so the sender must be among the `readers`.
    #[serde(default)]
    probe: play::Orders,
    /// The time every count is also made with, as `tally --deadline` (with its offset:
    /// `2026-11-29T13:00:00+01:00`).
    #[serde(default)]
    tally_deadline: Option<String>,
    game: serde_yaml::Value,
}

/// The other game: `text` after `game:` with every replacement made (each must occur).
fn variant(text: &str, pair: &Pair, file: &str) -> Scenario {
    let at = text
        .find("\ngame:")
        .unwrap_or_else(|| panic!("{file}: no `game:`"));
    let (head, mut game) = (&text[..at], text[at..].to_string());
    for (from, to) in &pair.variant {
        assert!(
            game.contains(from.as_str()),
            "{file}: `{from}` is not in the game"
        );
        game = game.replace(from.as_str(), to);
    }
    let pair: Pair = serde_yaml::from_str(&format!("{head}{game}")).unwrap();
    serde_yaml::from_value(pair.game).unwrap_or_else(|e| panic!("{file}: variant: {e}"))
}

/// The genders `written`, and with `all` f or m by roster place for every player without one.
fn genders(game: &Scenario, written: &Genders, all: bool) -> Genders {
    let mut genders = written.clone();
    for (n, player) in game.players.iter().enumerate().filter(|_| all) {
        let name = match player {
            PlayerSpec::Name(name) | PlayerSpec::Full { name, .. } => name,
        };
        let gender = [Gender::F, Gender::M][n % 2];
        genders.entry(name.clone()).or_insert(gender);
    }
    genders
}

/// The first line where two texts differ, as `line N: «a» ≠ «b»`.
fn first_difference(a: &str, b: &str) -> String {
    let (mut la, mut lb) = (a.lines(), b.lines());
    for n in 1.. {
        match (la.next(), lb.next()) {
            (Some(x), Some(y)) if x == y => continue,
            (None, None) => break,
            (x, y) => {
                let shown =
                    |l: Option<&str>| l.map_or("(end of file)".into(), |l| format!("«{l}»"));
                return format!("line {n}: {} ≠ {}", shown(x), shown(y));
            }
        }
    }
    "the same lines, other line ends".into()
}

/// Every difference a reader of `readers` finds between the two games.
fn leaks(a: &Received, b: &Received, readers: &[String]) -> Vec<String> {
    let empty = Default::default();
    let mut found = Vec::new();
    for reader in readers {
        let (fa, fb) = (
            a.get(reader).unwrap_or(&empty),
            b.get(reader).unwrap_or(&empty),
        );
        let files: std::collections::BTreeSet<&String> = fa.keys().chain(fb.keys()).collect();
        for file in files {
            match (fa.get(file), fb.get(file)) {
                (Some(x), Some(y)) if x == y => {}
                (Some(x), Some(y)) => {
                    found.push(format!("{reader}, {file}, {}", first_difference(x, y)))
                }
                (x, _) => found.push(format!(
                    "{reader}, {file}: only in the {} game",
                    if x.is_some() { "first" } else { "second" }
                )),
            }
        }
    }
    found
}

fn check_pairs(ruleset: &str) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/non_interference")
        .join(ruleset);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "{}: no pair", dir.display());
    let mut failures = Vec::new();
    for path in &files {
        let file = path.display().to_string();
        let text = std::fs::read_to_string(path).unwrap();
        let pair: Pair = serde_yaml::from_str(&text).unwrap_or_else(|e| panic!("{file}: {e}"));
        let mut first: Scenario =
            serde_yaml::from_value(pair.game.clone()).unwrap_or_else(|e| panic!("{file}: {e}"));
        let mut second = variant(&text, &pair, &file);
        // The pair is played in each of the players' languages: a sentence may agree with a
        // secret in one language only (a gendered role name, a plural).
        let written = (first.genders.clone(), second.genders.clone());
        let own = first.language.unwrap_or(Lang::En);
        let settings = LANGUAGES
            .into_iter()
            .flat_map(|lang| [(lang, false), (lang, true)]);
        for (lang, gendered) in settings {
            (first.language, second.language) = (Some(lang), Some(lang));
            // As written, then with every player given a gender (f, m by roster place):
            // agreement must follow the player, never his secret role.
            first.genders = genders(&first, &written.0, gendered);
            second.genders = genders(&second, &written.1, gendered);
            let file = format!(
                "{file} [{}{}]",
                lang.code(),
                ["", ", f/m"][gendered as usize]
            );
            let deadline = pair.tally_deadline.as_ref().map(|t| {
                let at: jiff::Timestamp = t.parse().unwrap_or_else(|e| panic!("{file}: {e}"));
                at.as_second()
            });
            let (a, b) = match (
                play::play(&first, &pair.probe, deadline),
                play::play(&second, &pair.probe, deadline),
            ) {
                (Ok(a), Ok(b)) => (a, b),
                // The PMs are read in the game's language (card names, doubts): a pair written
                // in Spanish may not play in Italian; in its own language it must.
                _ if lang != own => continue,
                (a, b) => {
                    let e = a.err().or(b.err()).unwrap_or_default();
                    panic!("{file}: {e}")
                }
            };
            // The master reads the whole trace: there the secret must show, or the pair is no
            // test.
            assert!(
                !leaks(&a, &b, &[MASTER.to_string()]).is_empty(),
                "{file}: the two games are the same for the master too: `{}` is no secret",
                pair.secret
            );
            let mut readers = vec![PUBLIC.to_string()];
            readers.extend(pair.readers.iter().cloned());
            for leak in leaks(&a, &b, &readers) {
                failures.push(format!("{file} ({}): {leak}", pair.secret));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "a secret reaches a reader:\n{}",
        failures.join("\n")
    );
}

#[test]
fn one_night() {
    adjudicate::rules::install();
    check_pairs("one-night");
}

#[test]
fn lupus() {
    adjudicate::rules::install();
    check_pairs("lupus");
}

#[test]
fn chechino() {
    adjudicate::rules::install();
    check_pairs("chechino");
}

#[test]
fn among_us() {
    adjudicate::rules::install();
    check_pairs("among-us");
}

#[test]
fn chez_geek() {
    adjudicate::rules::install();
    check_pairs("chez-geek");
}
