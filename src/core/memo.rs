//! Values made from their inputs and kept for the process: the intake's tables of a game's
//! things are made from the same lists every PM, post and phase of a command reads (`import`
//! asks of each post whether it is only talk; a phase is checked, resolved and counted).

use std::sync::{Arc, Mutex};

/// How many inputs a [`Recent`] keeps: a command meets one game, a test process a few.
const KEPT: usize = 8;

/// The values made from the last few inputs, each shared.
pub struct Recent<K, V> {
    kept: Mutex<Vec<(K, Arc<V>)>>,
}

impl<K: PartialEq, V> Recent<K, V> {
    pub const fn new() -> Self {
        Recent {
            kept: Mutex::new(Vec::new()),
        }
    }

    /// The value made from `key`: kept, or made now by `make` and kept (the oldest of
    /// [`KEPT`] dropped).
    pub fn get(&self, key: K, make: impl FnOnce(&K) -> V) -> Arc<V> {
        let mut kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((_, value)) = kept.iter().find(|(k, _)| *k == key) {
            return value.clone();
        }
        let value = Arc::new(make(&key));
        if kept.len() == KEPT {
            kept.remove(0);
        }
        kept.push((key, value.clone()));
        value
    }
}

impl<K: PartialEq, V> Default for Recent<K, V> {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_is_made_once_per_input_and_the_oldest_is_dropped() {
        let recent: Recent<u32, u32> = Recent::new();
        let mut made = 0;
        for key in [1, 2, 1, 2] {
            recent.get(key, |k| {
                made += 1;
                k * 10
            });
        }
        assert_eq!(made, 2, "1 and 2 are made once each");
        for key in 3..=(KEPT as u32 + 2) {
            recent.get(key, |k| *k);
        }
        // 1 and 2 were the oldest: made again.
        assert_eq!(*recent.get(1, |_| 99), 99);
    }
}
