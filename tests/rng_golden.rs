//! Golden values of the core RNG. If this test fails, an upgrade (of rand_chacha, rand_core,
//! or of our own mixing and sampling) changed the values old games were played with: every
//! archived game would re-resolve differently. Do not update the values; fix the upgrade.

use adjudicate::core::rng::{Chance, GameRng, Random, stream_seed};

#[test]
fn chacha20_seed_42_gives_the_pinned_words() {
    adjudicate::rules::install();
    let mut rng = GameRng::from_seed(42);
    let words: Vec<String> = (0..3).map(|_| format!("{:016x}", rng.next_u64())).collect();
    assert_eq!(
        words,
        ["8398bc11d7b54878", "6902c9f9a3176399", "190a545d007167d5"]
    );
}

#[test]
fn stream_seeds_are_pinned() {
    adjudicate::rules::install();
    assert_eq!(
        format!("{:016x}", stream_seed(42, "night", "drunk")),
        GOLDEN_STREAM
    );
}

#[test]
fn uniform_draws_and_a_shuffle_are_pinned() {
    adjudicate::rules::install();
    let mut rng = GameRng::for_stream(42, "setup", "deal");
    let draws: Vec<u64> = (0..8).map(|_| rng.below(6).unwrap()).collect();
    assert_eq!(draws, GOLDEN_DRAWS);
    let mut deck: Vec<u32> = (1..=10).collect();
    GameRng::for_stream(42, "setup", "deal")
        .shuffle(&mut deck)
        .unwrap();
    assert_eq!(deck, GOLDEN_SHUFFLE);
}

#[test]
fn a_phase_stream_is_the_same_generator_as_its_seed() {
    adjudicate::rules::install();
    let mut chance = Chance::new(42, "setup", []);
    let mut deck: Vec<u32> = (1..=10).collect();
    chance.stream("deal").shuffle(&mut deck).unwrap();
    assert_eq!(deck, GOLDEN_SHUFFLE);
    assert_eq!(chance.log.len(), 9, "Fisher–Yates draws n-1 times");
}

#[test]
fn scripted_draws_come_first_whatever_the_stream() {
    adjudicate::rules::install();
    let mut chance = Chance::new(42, "night", [2, 0]);
    assert_eq!(chance.stream("drunk").below(3).unwrap(), 2);
    assert_eq!(chance.stream("doppelganger").below(5).unwrap(), 0);
    assert!(chance.log.iter().all(|d| d.scripted));
    // Then the seed takes over.
    let seeded = chance.stream("drunk").below(1_000_000).unwrap();
    let mut fresh = GameRng::for_stream(42, "night", "drunk");
    assert_eq!(seeded, fresh.below(1_000_000).unwrap());
}

// Recorded when the RNG was introduced (2026-11-29), from this implementation.
const GOLDEN_STREAM: &str = "47ae1b8d06b502bc";
const GOLDEN_DRAWS: [u64; 8] = [0, 3, 2, 4, 0, 2, 4, 4];
const GOLDEN_SHUFFLE: [u32; 10] = [3, 4, 2, 6, 5, 1, 8, 10, 7, 9];
