//! A hash for short keys of the program's own lists (catalog entries, verb spellings, players'
//! names, the words of a language): a multiply-and-rotate hash (Firefox's, as in rustc), eight
//! bytes at a time, several times cheaper than SipHash for a short word. What is looked up may
//! come from a PM, but the tables are ours and fixed: a word crafted to collide only costs its
//! own lookup a longer probe.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// A set of keys hashed by [`KeyHasher`].
pub type KeySet<K> = HashSet<K, BuildHasherDefault<KeyHasher>>;

/// A map by keys hashed by [`KeyHasher`].
pub type KeyMap<K, V> = HashMap<K, V, BuildHasherDefault<KeyHasher>>;

#[derive(Default)]
pub struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let word = u64::from_le_bytes(chunk.try_into().expect("eight bytes"));
            self.add(word);
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            self.add(tail(rest));
        }
    }

    fn write_u8(&mut self, byte: u8) {
        self.add(u64::from(byte));
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// The last one to seven bytes of a key as one little-endian word, zero-padded: read as two
/// overlapping four-byte words or byte by byte, not copied (a call to `memcpy` for most words of
/// a PM).
fn tail(rest: &[u8]) -> u64 {
    let n = rest.len();
    if n >= 4 {
        let four = |at: usize| {
            u64::from(u32::from_le_bytes(
                rest[at..at + 4].try_into().expect("four bytes"),
            ))
        };
        four(0) | (four(n - 4) << (8 * (n - 4)))
    } else {
        rest.iter()
            .enumerate()
            .fold(0, |word, (i, &b)| word | (u64::from(b) << (8 * i)))
    }
}

impl KeyHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

#[cfg(test)]
mod tests {
    /// A key's last bytes are the word they were when copied into eight zeroed bytes: the
    /// hash (and the order of a table's keys) does not depend on how they are read.
    #[test]
    fn a_tail_is_its_bytes_zero_padded() {
        let bytes: Vec<u8> = (1..=7).map(|b| b * 31).collect();
        for n in 1..=7 {
            let mut word = [0u8; 8];
            word[..n].copy_from_slice(&bytes[..n]);
            assert_eq!(
                super::tail(&bytes[..n]),
                u64::from_le_bytes(word),
                "{n} bytes"
            );
        }
    }
}
