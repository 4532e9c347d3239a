//! Helpers of the command-line tests: a scratch folder per test with the sample game
//! (examples/one-night) started in it, a runner of the built binary, and snapshots of every
//! file of a folder to prove that a refused command wrote nothing.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use tempfile::TempDir;

/// The lock file every command takes; it is not part of a game's content.
pub const LOCK: &str = ".adjudicate.lock";

/// The binary under test, built once by cargo for every test of this file.
pub fn bin() -> &'static Path {
    static BIN: OnceLock<PathBuf> = OnceLock::new();
    BIN.get_or_init(|| assert_cmd::cargo::cargo_bin("adjudicate"))
}

pub fn example() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/one-night")
}

/// The words of examples/one-night/init.args (`--seed 2026 --option cards=…`).
pub fn example_init_args() -> Vec<String> {
    std::fs::read_to_string(example().join("init.args"))
        .expect("examples/one-night/init.args")
        .split_whitespace()
        .map(str::to_string)
        .collect()
}

/// The players of the sample roster, in roster order.
pub fn example_players() -> Vec<String> {
    std::fs::read_to_string(example().join("roster.csv"))
        .expect("examples/one-night/roster.csv")
        .lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.split(',').next().unwrap().to_string())
        .collect()
}

/// What a run of the binary did.
#[derive(Debug)]
pub struct Run {
    /// The exit code; `None` when a signal ended the process.
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

impl Run {
    /// Asserts exit code 0 and returns stdout.
    #[track_caller]
    pub fn ok(&self) -> &str {
        assert_eq!(self.code, Some(0), "expected success, got {self:#?}");
        &self.stdout
    }
}

/// Whitespace runs (including the line breaks and indentation miette wraps long lines with)
/// become one space, so messages can be matched whole.
pub fn squash(text: &str) -> String {
    // miette's gutter (`│`) starts each line a long message wraps to: not part of the words.
    text.split_whitespace()
        .filter(|w| *w != "│")
        .collect::<Vec<_>>()
        .join(" ")
}

/// A scratch folder, the working directory of every command run in it. The game, when there
/// is one, is its subfolder `game`, so messages show paths like `game/game.yaml`.
pub struct Sandbox {
    pub tmp: TempDir,
}

impl Default for Sandbox {
    fn default() -> Self {
        Self::new()
    }
}

impl Sandbox {
    pub fn new() -> Self {
        Sandbox {
            tmp: tempfile::tempdir().expect("a temporary folder"),
        }
    }

    pub fn root(&self) -> &Path {
        self.tmp.path()
    }

    pub fn path(&self, rel: &str) -> PathBuf {
        self.root().join(rel)
    }

    pub fn game(&self) -> PathBuf {
        self.path("game")
    }

    pub fn write(&self, rel: &str, bytes: impl AsRef<[u8]>) {
        let path = self.path(rel);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, bytes).unwrap();
    }

    pub fn read(&self, rel: &str) -> Vec<u8> {
        std::fs::read(self.path(rel)).unwrap_or_else(|e| panic!("reading {rel}: {e}"))
    }

    pub fn read_text(&self, rel: &str) -> String {
        String::from_utf8(self.read(rel)).unwrap()
    }

    /// A command of the binary, in this sandbox, with English messages and no fault injection.
    pub fn command(&self, args: &[&str]) -> Command {
        let mut cmd = Command::new(bin());
        cmd.current_dir(self.root())
            .env_remove("ADJUDICATE_CRASH_AT")
            .arg("--lang")
            .arg("en")
            .args(args)
            .stdin(Stdio::null());
        cmd
    }

    pub fn run(&self, args: &[&str]) -> Run {
        Self::finish(self.command(args))
    }

    /// A command of the binary without `--lang en`: its messages in the game's own language
    /// (`init` makes a game of the ruleset's language, Spanish or Italian).
    #[allow(dead_code)]
    pub fn run_in_game_language(&self, args: &[&str]) -> Run {
        let mut cmd = Command::new(bin());
        cmd.current_dir(self.root())
            .env_remove("ADJUDICATE_CRASH_AT")
            .args(args)
            .stdin(Stdio::null());
        Self::finish(cmd)
    }

    pub fn run_env(&self, args: &[&str], key: &str, value: &str) -> Run {
        let mut cmd = self.command(args);
        cmd.env(key, value);
        Self::finish(cmd)
    }

    fn finish(mut cmd: Command) -> Run {
        let out = cmd.output().expect("the binary runs");
        Run {
            code: out.status.code(),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        }
    }

    /// Brings in examples/one-night/phases/<phase> ([`Sandbox::bring_phase`]).
    pub fn orders_from_example(&self, phase: &str) {
        self.bring_phase("one-night", phase);
    }

    /// Brings a phase of `examples/<ruleset>` into game/ as a master does: its forum material
    /// (saved PM pages, phpBB PM exports, Discourse personal messages, saved thread pages)
    /// through `adjudicate import`, what he writes himself (`_master.txt`), and PMs of the
    /// older text format (`*.txt`), copied into game/orders/; a browser's `…_files/` folder
    /// beside a saved page is no material. The scripts do the same (scripts/lib-phases.sh).
    #[track_caller]
    pub fn bring_phase(&self, ruleset: &str, phase: &str) {
        let dir = example_dir(ruleset).join("phases").join(phase);
        let mut forum: Vec<String> = Vec::new();
        let mut entries: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|e| e.unwrap().path())
            .collect();
        entries.sort();
        for path in entries {
            let name = path.file_name().unwrap().to_str().unwrap().to_string();
            if name.ends_with("_files") && path.is_dir() {
                continue;
            }
            if name.ends_with(".txt") {
                self.write(
                    &format!("game/orders/{name}"),
                    std::fs::read(&path).unwrap(),
                );
            } else {
                forum.push(path.display().to_string());
            }
        }
        if !forum.is_empty() {
            let mut args = vec!["import", "game"];
            args.extend(forum.iter().map(String::as_str));
            self.run(&args).ok();
        }
    }

    /// Plays a phase of `examples/<ruleset>`: brings it in ([`Sandbox::bring_phase`]), then
    /// `check` and `next`, each of which must succeed.
    #[allow(dead_code)]
    #[track_caller]
    pub fn play_phase(&self, ruleset: &str, phase: &str) {
        self.bring_phase(ruleset, phase);
        self.run(&["check", "game"]).ok();
        self.run(&["next", "game"]).ok();
    }

    /// Starts examples/<ruleset> (its roster and init.args) in game/, messages in English.
    #[allow(dead_code)]
    #[track_caller]
    pub fn start_example(&self, ruleset: &str) {
        let dir = example().parent().unwrap().join(ruleset);
        let args = std::fs::read_to_string(dir.join("init.args")).unwrap();
        let roster = dir.join("roster.csv").display().to_string();
        let mut init = vec!["init", "game", "--ruleset", ruleset, "--players", &roster];
        init.extend(args.split_whitespace());
        self.run(&init).ok();
    }

    /// Writes one PM into game/orders/.
    pub fn order(&self, file: &str, bytes: impl AsRef<[u8]>) {
        self.write(&format!("game/orders/{file}"), bytes);
    }

    /// Every file and folder of the game folder.
    pub fn snapshot(&self) -> Tree {
        snapshot(&self.game())
    }

    /// A new sandbox holding a copy of this one's game folder.
    pub fn clone_game(&self) -> Sandbox {
        let other = Sandbox::new();
        copy_dir(&self.game(), &other.game());
        other
    }

    /// Runs a command that must be refused: checks the exit code, that every expected piece of
    /// text is in the error output (whitespace squashed), that stdout is empty, and that no
    /// file or folder of the whole sandbox changed. Returns the error output.
    #[track_caller]
    pub fn refused(&self, args: &[&str], code: i32, expected: &[&str]) -> String {
        let before = snapshot(self.root());
        let run = self.run(args);
        let after = snapshot(self.root());
        assert_eq!(run.code, Some(code), "exit code of {args:?}: {run:#?}");
        let said = squash(&run.stderr);
        for piece in expected {
            assert!(
                said.contains(&squash(piece)),
                "the error output of {args:?} lacks {piece:?}:\n{}",
                run.stderr
            );
        }
        assert_eq!(run.stdout, "", "a refused {args:?} printed to stdout");
        assert_same(&before, &after, &[], &format!("refused {args:?}"));
        run.stderr
    }
}

/// A builder of games: a roster, a seed, options; `start` runs `init` into `game/`.
pub struct GameBuilder {
    roster: Vec<u8>,
    args: Vec<String>,
    lang: Option<String>,
}

impl GameBuilder {
    /// The sample game: examples/one-night's roster and init.args.
    pub fn sample() -> Self {
        GameBuilder {
            roster: std::fs::read(example().join("roster.csv")).unwrap(),
            args: example_init_args(),
            lang: None,
        }
    }

    /// A game of the given roster, seed 7 and the default options.
    pub fn roster(text: impl AsRef<[u8]>) -> Self {
        GameBuilder {
            roster: text.as_ref().to_vec(),
            args: vec!["--seed".into(), "7".into()],
            lang: None,
        }
    }

    /// The game's own language (`init --lang`); by default the ruleset's (Spanish).
    pub fn lang(mut self, lang: &str) -> Self {
        self.lang = Some(lang.to_string());
        self
    }

    /// The game seed (`--seed`), instead of the builder's.
    pub fn seed(mut self, seed: u64) -> Self {
        let at = self.args.iter().position(|a| a == "--seed").unwrap();
        self.args[at + 1] = seed.to_string();
        self
    }

    /// The game's time zone (`init --timezone`).
    #[allow(dead_code)]
    pub fn timezone(mut self, zone: &str) -> Self {
        self.args
            .extend(["--timezone".to_string(), zone.to_string()]);
        self
    }

    /// The `init` arguments, with the roster at `roster.csv` in the sandbox.
    pub fn init_args(&self) -> Vec<String> {
        let mut args: Vec<String> = [
            "init",
            "game",
            "--ruleset",
            "one-night",
            "--players",
            "roster.csv",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        args.extend(self.args.iter().cloned());
        args
    }

    /// Writes the roster and runs `init` in `sandbox`, returning what it did.
    pub fn init_in(&self, sandbox: &Sandbox) -> Run {
        sandbox.write("roster.csv", &self.roster);
        let mut cmd = Command::new(bin());
        cmd.current_dir(sandbox.root())
            .env_remove("ADJUDICATE_CRASH_AT")
            .stdin(Stdio::null());
        if let Some(lang) = &self.lang {
            cmd.arg("--lang").arg(lang);
        }
        cmd.args(self.init_args());
        Sandbox::finish(cmd)
    }

    /// A new sandbox with this game started in `game/`.
    #[track_caller]
    pub fn start(&self) -> Sandbox {
        let sandbox = Sandbox::new();
        self.init_in(&sandbox).ok();
        sandbox
    }
}

/// The sample game, started, with its night PMs in orders/.
pub fn sample_night() -> Sandbox {
    let sandbox = GameBuilder::sample().start();
    sandbox.orders_from_example("1-night");
    sandbox
}

/// A folder's content: relative path → `None` for a folder, `Some(bytes)` for a file.
pub type Tree = BTreeMap<String, Option<Vec<u8>>>;

/// Every file (with its bytes) and folder under `root`, recursively. A missing root is empty.
pub fn snapshot(root: &Path) -> Tree {
    let mut tree = Tree::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries {
            let path = entry.unwrap().path();
            let rel = path
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .into_owned();
            if path.is_dir() {
                tree.insert(rel, None);
                stack.push(path);
            } else {
                tree.insert(rel, Some(std::fs::read(&path).unwrap()));
            }
        }
    }
    tree
}

/// Asserts two snapshots are equal (but for paths whose file name is in `ignore`), listing
/// what was added, removed or changed.
#[track_caller]
pub fn assert_same(before: &Tree, after: &Tree, ignore: &[&str], what: &str) {
    let kept = |tree: &Tree| -> Tree {
        tree.iter()
            .filter(|(path, _)| {
                let name = Path::new(path.as_str()).file_name().unwrap();
                !ignore.iter().any(|i| name == *i)
            })
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect()
    };
    let (before, after) = (kept(before), kept(after));
    if before == after {
        return;
    }
    let mut diffs = Vec::new();
    for (path, old) in &before {
        match after.get(path) {
            None => diffs.push(format!("removed {path}")),
            Some(new) if new != old => diffs.push(format!("changed {path}")),
            _ => {}
        }
    }
    for path in after.keys() {
        if !before.contains_key(path) {
            diffs.push(format!("added {path}"));
        }
    }
    panic!("{what}: the folder changed:\n  {}", diffs.join("\n  "));
}

pub fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// The folder of `examples/<ruleset>`.
pub fn example_dir(ruleset: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples")
        .join(ruleset)
}

/// The phase folders of `examples/<ruleset>/phases`, in the order they are played.
#[allow(dead_code)]
pub fn example_phases(ruleset: &str) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(example_dir(ruleset).join("phases"))
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    names
}

/// The PMs of a phase of `examples/<ruleset>` as `orders/` holds them once brought in
/// ([`Sandbox::bring_phase`]) into the example's game just started: (file name, text), in
/// name order. For reading an example's PMs without playing it.
#[allow(dead_code)]
pub fn phase_pms(ruleset: &str, phase: &str) -> Vec<(String, String)> {
    let sandbox = example_game(ruleset);
    sandbox.bring_phase(ruleset, phase);
    let mut pms: Vec<(String, String)> = std::fs::read_dir(sandbox.path("game/orders"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_file())
        .map(|p| {
            let name = p.file_name().unwrap().to_str().unwrap().to_string();
            (name, std::fs::read_to_string(&p).unwrap())
        })
        .collect();
    pms.sort();
    pms
}

/// A sandbox with `examples/<ruleset>` started in `game/` (its roster and init.args).
#[allow(dead_code)]
pub fn example_game(ruleset: &str) -> Sandbox {
    let sandbox = Sandbox::new();
    let example = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples")
        .join(ruleset);
    sandbox.write(
        "roster.csv",
        std::fs::read(example.join("roster.csv")).unwrap(),
    );
    let init_args = std::fs::read_to_string(example.join("init.args")).unwrap();
    let mut args = vec![
        "init",
        "game",
        "--ruleset",
        ruleset,
        "--players",
        "roster.csv",
    ];
    args.extend(init_args.split_whitespace());
    sandbox.run(&args).ok();
    sandbox
}
