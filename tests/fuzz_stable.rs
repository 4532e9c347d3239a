//! The fuzzer of `make fuzz` on stable Rust (a machine without nightly, where cargo-fuzz cannot
//! run): for `ADJUDICATE_FUZZ_TIME` seconds in all, a share per target, inputs made from the
//! checked-in corpus (`fuzz/corpus/<target>/`) by mutation — bytes flipped, inserted, deleted,
//! ranges repeated, tokens of the target's dictionary (`fuzz/dict/`) put in, two inputs spliced —
//! go through the same entry points as the cargo-fuzz targets (`adjudicate::fuzzing`): PMs and
//! the master's file in every ruleset (chez-geek and among-us among them), threads, rosters,
//! `game.yaml` and the option files (an among-us map or task list, a chez-geek deck, a chechino
//! ship).
//!
//! A panic, or one input taking longer than [`SLOW`], fails the run; the input is kept in
//! `fuzz/artifacts/<target>/` (not checked in) and named. The run is reproducible: it prints its
//! seed, and `ADJUDICATE_FUZZ_SEED` gives it back.
//!
//! Ignored by `cargo test`: `make fuzz` runs it (`scripts/fuzz.sh`), as
//! `ADJUDICATE_FUZZ_TIME=600 cargo test --test suite -- fuzz_stable:: --ignored --nocapture`.

use rand_chacha::ChaCha20Rng;
use rand_core::{Rng, SeedableRng};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// One input may take this long, and [`SLOW_PER_BYTE`] more for each of its bytes: the tests'
/// unoptimised build on a shared machine, a PM read in every sample game of every ruleset
/// (among-us reads an unread line of prose against every verb and place, some 50 ms a line).
/// More is a hang, or a cost growing faster than the input, as far as a master is concerned.
const SLOW: Duration = Duration::from_secs(30);
const SLOW_PER_BYTE: Duration = Duration::from_millis(40);

/// The longest input made (as `-max_len` in cargo-fuzz).
const MAX_LEN: usize = 8192;

/// A fuzz target: its name, its entry point, its dictionary and its share of the time.
type Target = (&'static str, fn(&[u8]), &'static str, u64);

/// The targets: name, entry point, dictionary, share of the time (a PM runs through every
/// sample game of every ruleset, hundreds of times slower than a roster: it gets more).
const TARGETS: &[Target] = &[
    ("pm", adjudicate::fuzzing::pm, "orders", 3),
    ("master", adjudicate::fuzzing::master, "orders", 2),
    ("thread", adjudicate::fuzzing::thread, "thread", 1),
    ("roster", adjudicate::fuzzing::roster, "roster", 1),
    ("game_yaml", adjudicate::fuzzing::game_yaml, "game_yaml", 1),
    (
        "option_file",
        adjudicate::fuzzing::option_file,
        "game_yaml",
        2,
    ),
];

fn fuzz_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz")
}

/// The inputs of `fuzz/corpus/<target>/`, in name order.
fn corpus(target: &str) -> Vec<Vec<u8>> {
    let dir = fuzz_dir().join("corpus").join(target);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    files.iter().map(|f| std::fs::read(f).unwrap()).collect()
}

/// The tokens of a libFuzzer dictionary (`"text"` per line, `\xNN`, `\\` and `\"` escaped).
fn dictionary(name: &str) -> Vec<Vec<u8>> {
    let path = fuzz_dir().join("dict").join(format!("{name}.dict"));
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let mut out = Vec::new();
    for line in text.lines() {
        let (Some(open), Some(close)) = (line.find('"'), line.rfind('"')) else {
            continue;
        };
        if close <= open {
            continue;
        }
        out.push(unescape(&line[open + 1..close]));
    }
    out
}

fn unescape(s: &str) -> Vec<u8> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' && i + 1 < b.len() {
            if b[i + 1] == b'x'
                && i + 3 < b.len()
                && let Ok(v) = u8::from_str_radix(&s[i + 2..i + 4], 16)
            {
                out.push(v);
                i += 4;
                continue;
            }
            out.push(b[i + 1]);
            i += 2;
            continue;
        }
        out.push(b[i]);
        i += 1;
    }
    out
}

/// Makes new inputs from the corpus.
struct Mutator {
    rng: ChaCha20Rng,
    corpus: Vec<Vec<u8>>,
    dict: Vec<Vec<u8>>,
}

/// Bytes that change how text is read: line breaks of every kind, quotes, markup, digits.
const INTERESTING: &[&[u8]] = &[
    b"\n",
    b"\r\n",
    b"\r",
    "\u{2028}".as_bytes(),
    "\u{2029}".as_bytes(),
    "\u{85}".as_bytes(),
    "\u{feff}".as_bytes(),
    b"\t",
    b"\"",
    b"'",
    b":",
    b"- ",
    b"[",
    b"]",
    b"{",
    b"}",
    b"-1",
    b"0",
    b"4294967295",
    b"18446744073709551616",
    b"-9223372036854775809",
    b"1e999",
    b"~",
    b"&a",
    b"*a",
    b"!!binary",
];

impl Mutator {
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.rng.next_u64() % n as u64) as usize
        }
    }

    fn token(&mut self) -> Vec<u8> {
        if !self.dict.is_empty() && self.below(3) > 0 {
            {
                let i = self.below(self.dict.len());
                self.dict[i].clone()
            }
        } else {
            INTERESTING[self.below(INTERESTING.len())].to_vec()
        }
    }

    /// A corpus input with one to eight mutations.
    fn next(&mut self) -> Vec<u8> {
        let i = self.below(self.corpus.len());
        let mut data = self.corpus[i].clone();
        for _ in 0..1 + self.below(8) {
            self.mutate(&mut data);
        }
        data.truncate(MAX_LEN);
        data
    }

    fn mutate(&mut self, data: &mut Vec<u8>) {
        let len = data.len();
        match self.below(8) {
            0 if len > 0 => {
                let i = self.below(len);
                data[i] ^= 1 << self.below(8);
            }
            1 if len > 0 => {
                let i = self.below(len);
                data[i] = self.rng.next_u64() as u8;
            }
            2 | 3 => {
                let at = self.below(len + 1);
                let token = self.token();
                data.splice(at..at, token);
            }
            4 if len > 0 => {
                let from = self.below(len);
                let to = (from + 1 + self.below(32)).min(len);
                data.drain(from..to);
            }
            5 if len > 0 => {
                // A range repeated: long lines, many orders, deep nesting.
                let from = self.below(len);
                let to = (from + 1 + self.below(64)).min(len);
                let piece = data[from..to].to_vec();
                for _ in 0..1 + self.below(16) {
                    data.splice(to..to, piece.iter().copied());
                }
            }
            6 => {
                // Spliced with another input of the corpus.
                let i = self.below(self.corpus.len());
                let other = self.corpus[i].clone();
                let cut = self.below(len + 1);
                let from = self.below(other.len() + 1);
                data.truncate(cut);
                data.extend_from_slice(&other[from..]);
            }
            _ => {
                let at = self.below(len + 1);
                let token = INTERESTING[self.below(INTERESTING.len())];
                data.splice(at..at, token.iter().copied());
            }
        }
    }
}

/// Keeps a failing input in `fuzz/artifacts/<target>/` and returns its path.
fn keep(target: &str, kind: &str, data: &[u8]) -> PathBuf {
    let dir = fuzz_dir().join("artifacts").join(target);
    std::fs::create_dir_all(&dir).unwrap();
    let hash = data.iter().fold(0xcbf29ce484222325u64, |h, b| {
        (h ^ *b as u64).wrapping_mul(0x100000001b3)
    });
    let path = dir.join(format!("{kind}-{hash:016x}"));
    std::fs::write(&path, data).unwrap();
    path
}

/// Fuzzes one target for `budget`; the number of inputs run, or what failed.
fn fuzz(
    target: &str,
    entry: fn(&[u8]),
    dict: &str,
    seed: u64,
    budget: Duration,
) -> Result<u64, String> {
    let mut mutator = Mutator {
        rng: ChaCha20Rng::seed_from_u64(seed),
        corpus: corpus(target),
        dict: dictionary(dict),
    };
    assert!(!mutator.corpus.is_empty(), "{target}: no corpus");
    let start = Instant::now();
    let mut runs = 0u64;
    while start.elapsed() < budget {
        let data = mutator.next();
        let one = Instant::now();
        let result = std::panic::catch_unwind(|| entry(&data));
        runs += 1;
        if result.is_err() {
            let path = keep(target, "crash", &data);
            return Err(format!("{target}: a panic, input {}", path.display()));
        }
        if one.elapsed() > SLOW + SLOW_PER_BYTE * data.len() as u32 {
            let path = keep(target, "slow", &data);
            return Err(format!(
                "{target}: one input took {:?}, input {}",
                one.elapsed(),
                path.display()
            ));
        }
    }
    Ok(runs)
}

#[test]
#[ignore = "make fuzz runs it, for ADJUDICATE_FUZZ_TIME seconds"]
fn mutated_corpus_inputs_never_panic_nor_hang() {
    adjudicate::rules::install();
    let total: u64 = std::env::var("ADJUDICATE_FUZZ_TIME")
        .ok()
        .and_then(|t| t.parse().ok())
        .unwrap_or(60);
    let seed: u64 = std::env::var("ADJUDICATE_FUZZ_SEED")
        .ok()
        .and_then(|t| t.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(1, |d| d.as_secs())
        });
    let only = std::env::var("ADJUDICATE_FUZZ_TARGET").ok();
    let targets: Vec<_> = TARGETS
        .iter()
        .filter(|(name, ..)| only.as_deref().is_none_or(|o| o == *name))
        .collect();
    assert!(!targets.is_empty(), "no target called {only:?}");
    let weights: u64 = targets.iter().map(|t| t.3).sum();
    println!("fuzzing with seed {seed} (ADJUDICATE_FUZZ_SEED={seed} repeats it)");
    let mut failed = Vec::new();
    for (n, (name, entry, dict, weight)) in targets.iter().enumerate() {
        let share = Duration::from_secs((total * weight / weights).max(1));
        match fuzz(name, *entry, dict, seed.wrapping_add(n as u64), share) {
            Ok(runs) => println!("== {name}: {runs} inputs in {share:?}, no panic, no hang"),
            Err(e) => {
                println!("== {e}");
                failed.push(e);
            }
        }
    }
    assert!(failed.is_empty(), "{failed:#?}");
}
