//! The one source of randomness of every game.
//!
//! Every draw comes from a `ChaCha20Rng` seeded from (game seed, phase id, stream name) by
//! [`stream_seed`], a mixing function of this project's own: std's hasher may change between
//! Rust releases and `rand`'s distributions changed values between versions, so neither is used.
//! Uniform integers use rejection sampling (no modulo bias); shuffles are Fisher–Yates on top of
//! [`GameRng::below`]. A scenario may *script* draws (as boardgame.io's MockRandom does): the
//! scripted values are served by `below` before the seeded generator is asked.
//!
//! `tests/rng_golden.rs` pins the raw values and a shuffle, so an upgrade cannot silently change
//! the outcome of an old game.

use rand_chacha::ChaCha20Rng;
use rand_core::{Rng, SeedableRng};
use std::collections::VecDeque;

/// SplitMix64's finaliser: a well-known bijective 64-bit mixer.
fn mix64(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Folds a string into a running 64-bit state, byte by byte (FNV-1a prime), then mixes.
fn absorb(state: u64, text: &str) -> u64 {
    let mut h = state ^ 0xcbf2_9ce4_8422_2325;
    for b in text.as_bytes() {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    // The length keeps ("ab","c") apart from ("a","bc").
    mix64(h ^ (text.len() as u64).rotate_left(32))
}

/// The seed of one named stream of one phase of one game.
pub fn stream_seed(game_seed: u64, phase: &str, stream: &str) -> u64 {
    let s = mix64(game_seed);
    let s = absorb(s, phase);
    absorb(s, stream)
}

/// A deterministic random source for one (phase, stream), with optional scripted draws.
pub struct GameRng {
    chacha: ChaCha20Rng,
    script: VecDeque<u64>,
}

/// A scripted draw that the rule asking for it cannot use.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("scripted draw {value} is out of range: this draw needs a value below {bound}")]
pub struct ScriptError {
    pub value: u64,
    pub bound: u64,
}

impl GameRng {
    /// The raw generator for a 64-bit seed (`ChaCha20Rng::seed_from_u64`).
    pub fn from_seed(seed: u64) -> Self {
        GameRng {
            chacha: ChaCha20Rng::seed_from_u64(seed),
            script: VecDeque::new(),
        }
    }

    /// The generator of a named stream of a phase.
    pub fn for_stream(game_seed: u64, phase: &str, stream: &str) -> Self {
        Self::from_seed(stream_seed(game_seed, phase, stream))
    }

    /// Queues scripted results for the next calls of [`GameRng::below`].
    pub fn with_script(mut self, values: impl IntoIterator<Item = u64>) -> Self {
        self.script.extend(values);
        self
    }

    pub fn next_u64(&mut self) -> u64 {
        self.chacha.next_u64()
    }

    /// A uniform integer in `0..bound` (rejection sampling, no modulo bias).
    /// Panics on `bound == 0`: no rule asks to choose among nothing.
    pub fn below(&mut self, bound: u64) -> Result<u64, ScriptError> {
        assert!(bound > 0, "below(0): a draw among no choices");
        if let Some(value) = self.script.pop_front() {
            return if value < bound {
                Ok(value)
            } else {
                Err(ScriptError { value, bound })
            };
        }
        // Largest multiple of `bound` that fits in u64 space; values above it are redrawn.
        let zone = u64::MAX - (u64::MAX - bound + 1) % bound;
        loop {
            let v = self.next_u64();
            if v <= zone {
                return Ok(v % bound);
            }
        }
    }

    /// A die of `sides` faces: 1..=sides.
    pub fn roll(&mut self, sides: u64) -> Result<u64, ScriptError> {
        Ok(self.below(sides)? + 1)
    }

    /// Fisher–Yates, from the last position down.
    pub fn shuffle<T>(&mut self, items: &mut [T]) -> Result<(), ScriptError> {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1)? as usize;
            items.swap(i, j);
        }
        Ok(())
    }

    /// One element chosen uniformly; `None` from an empty slice.
    pub fn choose<'a, T>(&mut self, items: &'a [T]) -> Result<Option<&'a T>, ScriptError> {
        if items.is_empty() {
            return Ok(None);
        }
        let i = self.below(items.len() as u64)? as usize;
        Ok(Some(&items[i]))
    }

    /// Scripted values not used by the phase: a scenario that scripts more than it uses is wrong.
    pub fn unused_script(&self) -> usize {
        self.script.len()
    }
}

/// Anything that draws uniform integers: the seeded generator, or a phase's [`Chance`].
pub trait Random {
    /// A uniform integer in `0..bound`.
    fn below(&mut self, bound: u64) -> Result<u64, ScriptError>;

    /// A die of `sides` faces: 1..=sides.
    fn roll(&mut self, sides: u64) -> Result<u64, ScriptError> {
        Ok(self.below(sides)? + 1)
    }

    /// Fisher–Yates, from the last position down.
    fn shuffle<T>(&mut self, items: &mut [T]) -> Result<(), ScriptError> {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1)? as usize;
            items.swap(i, j);
        }
        Ok(())
    }

    /// The index of one element of `len`, or `None` when there is nothing to choose.
    fn pick(&mut self, len: usize) -> Result<Option<usize>, ScriptError> {
        if len == 0 {
            return Ok(None);
        }
        Ok(Some(self.below(len as u64)? as usize))
    }
}

impl Random for GameRng {
    fn below(&mut self, bound: u64) -> Result<u64, ScriptError> {
        GameRng::below(self, bound)
    }
}

/// One draw made during a phase, for the trace and for scenario authors who script draws.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Draw {
    pub stream: String,
    pub bound: u64,
    pub value: u64,
    pub scripted: bool,
}

/// All the chance of one phase: a generator per named stream, seeded from (game seed, phase,
/// stream), and the scenario's scripted draws, served first whatever the stream.
pub struct Chance {
    seed: u64,
    phase: String,
    streams: std::collections::BTreeMap<String, GameRng>,
    script: VecDeque<u64>,
    pub log: Vec<Draw>,
}

impl Chance {
    pub fn new(seed: u64, phase: &str, script: impl IntoIterator<Item = u64>) -> Self {
        Chance {
            seed,
            phase: phase.to_string(),
            streams: Default::default(),
            script: script.into_iter().collect(),
            log: Vec::new(),
        }
    }

    /// The named stream of this phase (`deal`, `drunk`, `dice`…).
    pub fn stream(&mut self, name: &str) -> Stream<'_> {
        let (seed, phase) = (self.seed, self.phase.clone());
        let rng = self
            .streams
            .entry(name.to_string())
            .or_insert_with(|| GameRng::for_stream(seed, &phase, name));
        Stream {
            name: name.to_string(),
            rng,
            script: &mut self.script,
            log: &mut self.log,
        }
    }

    pub fn unused_script(&self) -> usize {
        self.script.len()
    }
}

/// A borrowed stream of a [`Chance`].
pub struct Stream<'a> {
    name: String,
    rng: &'a mut GameRng,
    script: &'a mut VecDeque<u64>,
    log: &'a mut Vec<Draw>,
}

impl Random for Stream<'_> {
    fn below(&mut self, bound: u64) -> Result<u64, ScriptError> {
        assert!(bound > 0, "below(0): a draw among no choices");
        let (value, scripted) = match self.script.pop_front() {
            Some(v) if v < bound => (v, true),
            Some(value) => return Err(ScriptError { value, bound }),
            None => (self.rng.below(bound)?, false),
        };
        self.log.push(Draw {
            stream: self.name.clone(),
            bound,
            value,
            scripted,
        });
        Ok(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn below_stays_in_range_and_reaches_every_value() {
        let mut rng = GameRng::from_seed(7);
        let mut seen = [false; 6];
        for _ in 0..600 {
            let v = rng.below(6).unwrap();
            seen[v as usize] = true;
        }
        assert!(seen.iter().all(|s| *s));
    }

    #[test]
    fn script_is_served_before_the_seed_and_checked() {
        let mut rng = GameRng::from_seed(7).with_script([2, 9]);
        assert_eq!(rng.below(3), Ok(2));
        assert_eq!(rng.below(3), Err(ScriptError { value: 9, bound: 3 }));
        assert_eq!(rng.unused_script(), 0);
    }

    #[test]
    fn streams_differ_by_phase_and_name() {
        let a = stream_seed(1, "night", "deal");
        assert_ne!(a, stream_seed(1, "night", "drunk"));
        assert_ne!(a, stream_seed(1, "day", "deal"));
        assert_ne!(a, stream_seed(2, "night", "deal"));
        assert_ne!(stream_seed(1, "ab", "c"), stream_seed(1, "a", "bc"));
    }
}
