//! Decks and dice, for Chez Geek and any game whose cards are data.
//!
//! A deck is a draw pile and a discard pile. The top of each pile is the *end* of its vector,
//! so drawing pops and discarding pushes. When a player must draw from an empty draw pile, the
//! discard pile is shuffled and becomes the draw pile; when both are empty there is nothing to
//! draw. Every shuffle and roll goes through a [`Random`] source (a seeded `GameRng`, or a
//! phase's traced `Chance` stream), so a game replays identically from its seed and a scenario
//! can script the draws. A scripted value out of range is a
//! [`ScriptError`], and the deck is left exactly as it was before the failed call.

use crate::core::rng::{Random, ScriptError};
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
pub struct Deck<T> {
    /// The draw pile; its top is the end of the vector.
    pub draw: Vec<T>,
    /// The discard pile; its top is the end of the vector.
    #[serde(default = "Vec::new")]
    pub discard: Vec<T>,
}

impl<T: Clone> Deck<T> {
    /// A deck in the given order: the last card is drawn first.
    pub fn new(cards: Vec<T>) -> Self {
        Deck {
            draw: cards,
            discard: Vec::new(),
        }
    }

    /// A deck of `cards` shuffled by `rng` (Fisher–Yates).
    pub fn new_shuffled(mut cards: Vec<T>, rng: &mut impl Random) -> Result<Self, ScriptError> {
        rng.shuffle(&mut cards)?;
        Ok(Self::new(cards))
    }

    /// Shuffles the discard pile into the draw pile, under the cards still there.
    pub fn reshuffle(&mut self, rng: &mut impl Random) -> Result<(), ScriptError> {
        let mut pile = self.discard.clone();
        rng.shuffle(&mut pile)?;
        self.discard.clear();
        pile.append(&mut self.draw);
        self.draw = pile;
        Ok(())
    }

    /// The top card. An empty draw pile is first refilled from the shuffled discard pile;
    /// `None` when both piles are empty.
    pub fn draw(&mut self, rng: &mut impl Random) -> Result<Option<T>, ScriptError> {
        if self.draw.is_empty() && !self.discard.is_empty() {
            self.reshuffle(rng)?;
        }
        Ok(self.draw.pop())
    }

    /// Up to `n` cards, in the order drawn; fewer when both piles run out. On an error no card
    /// is drawn.
    pub fn draw_n(&mut self, n: usize, rng: &mut impl Random) -> Result<Vec<T>, ScriptError> {
        let mut hand = Vec::with_capacity(n);
        while hand.len() < n {
            match self.draw(&mut *rng) {
                Ok(Some(card)) => hand.push(card),
                Ok(None) => break,
                Err(e) => {
                    // Only a reshuffle can fail, and it fails before touching the piles,
                    // so putting the hand back on top restores the deck.
                    self.draw.extend(hand.into_iter().rev());
                    return Err(e);
                }
            }
        }
        Ok(hand)
    }

    pub fn discard(&mut self, card: T) {
        self.discard.push(card);
    }

    /// Cards left in the draw pile.
    pub fn remaining(&self) -> usize {
        self.draw.len()
    }

    /// Cards in the discard pile.
    pub fn discarded(&self) -> usize {
        self.discard.len()
    }

    /// The card a draw would give without a reshuffle.
    pub fn peek(&self) -> Option<&T> {
        self.draw.last()
    }
}

/// `count` dice of `sides` faces, each in `1..=sides`.
/// Panics when `sides == 0` and `count > 0`: no rule rolls a die without faces.
pub fn roll_dice(rng: &mut impl Random, count: usize, sides: u64) -> Result<Vec<u64>, ScriptError> {
    (0..count).map(|_| rng.roll(sides)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::rng::{Chance, GameRng};

    fn cards(n: u32) -> Vec<u32> {
        (1..=n).collect()
    }

    #[test]
    fn draw_n_takes_from_the_top() {
        let mut rng = GameRng::from_seed(3);
        let mut deck = Deck::new(cards(5));
        assert_eq!(deck.draw_n(2, &mut rng).unwrap(), vec![5, 4]);
        assert_eq!(deck.remaining(), 3);
        assert_eq!(deck.peek(), Some(&3));
        assert_eq!(
            deck.draw_n(10, &mut rng).unwrap(),
            vec![3, 2, 1],
            "fewer when the piles run out"
        );
        assert_eq!(deck.remaining(), 0);
    }

    #[test]
    fn an_empty_draw_pile_takes_the_shuffled_discard() {
        let mut rng = GameRng::from_seed(11);
        let mut deck = Deck::new(vec!["last"]);
        assert_eq!(deck.draw(&mut rng).unwrap(), Some("last"));
        for c in ["a", "b", "c", "d"] {
            deck.discard(c);
        }
        assert_eq!((deck.remaining(), deck.discarded()), (0, 4));
        let first = deck.draw(&mut rng).unwrap().unwrap();
        assert_eq!((deck.remaining(), deck.discarded()), (3, 0));
        let mut all: Vec<&str> = deck.draw.clone();
        all.push(first);
        all.sort();
        assert_eq!(all, ["a", "b", "c", "d"]);
    }

    #[test]
    fn both_piles_empty_draws_nothing() {
        let mut rng = GameRng::from_seed(5).with_script([0]);
        let mut deck: Deck<u32> = Deck::new(Vec::new());
        assert_eq!(deck.draw(&mut rng).unwrap(), None);
        assert!(deck.draw_n(3, &mut rng).unwrap().is_empty());
        assert_eq!(
            rng.unused_script(),
            1,
            "nothing to shuffle: no draw asked of the rng"
        );
    }

    #[test]
    fn scripted_shuffles_and_rolls_are_exact() {
        // Fisher–Yates on [1,2,3,4]: swap(3, 0) -> [4,2,3,1], swap(2, 0) -> [3,2,4,1],
        // swap(1, 0) -> [2,3,4,1]; the top is the end.
        let mut rng = GameRng::from_seed(1).with_script([0, 0, 0]);
        let mut deck = Deck::new_shuffled(cards(4), &mut rng).unwrap();
        assert_eq!(deck.draw, vec![2, 3, 4, 1]);
        assert_eq!(deck.draw_n(4, &mut rng).unwrap(), vec![1, 4, 3, 2]);
        // Reshuffle of the discard [1,2,3]: swap(2, 1) -> [1,3,2], swap(1, 1) -> [1,3,2].
        let mut rng = GameRng::from_seed(1).with_script([1, 1, 5, 0, 3]);
        for c in [1, 2, 3] {
            deck.discard(c);
        }
        assert_eq!(deck.draw(&mut rng).unwrap(), Some(2));
        assert_eq!(deck.draw, vec![1, 3]);
        assert_eq!(roll_dice(&mut rng, 3, 6).unwrap(), vec![6, 1, 4]);
        assert_eq!(rng.unused_script(), 0);
        // An early reshuffle puts the discard under the cards still to draw: [9,8] -> [8,9].
        let mut rng = GameRng::from_seed(1).with_script([0]);
        deck.discard.extend([9, 8]);
        deck.reshuffle(&mut rng).unwrap();
        assert_eq!(
            (deck.draw.as_slice(), deck.discarded()),
            (&[8, 9, 1, 3][..], 0)
        );
    }

    #[test]
    fn a_bad_script_leaves_the_deck_untouched() {
        let mut deck = Deck {
            draw: vec![7, 8],
            discard: vec![1, 2, 3],
        };
        let before = deck.clone();
        let mut rng = GameRng::from_seed(1).with_script([9]);
        let err = deck.draw_n(3, &mut rng).unwrap_err();
        assert_eq!(err, ScriptError { value: 9, bound: 3 });
        assert_eq!(deck, before);
        let mut rng = GameRng::from_seed(1).with_script([6]);
        assert_eq!(
            roll_dice(&mut rng, 1, 6),
            Err(ScriptError { value: 6, bound: 6 })
        );
    }

    #[test]
    fn a_phase_chance_stream_serves_the_script_and_logs_the_draws() {
        let mut chance = Chance::new(7, "night-1", [1, 0, 3]);
        let mut deck = Deck::new_shuffled(vec!['a', 'b', 'c'], &mut chance.stream("deck")).unwrap();
        // swap(2, 1) -> [a,c,b], swap(1, 0) -> [c,a,b].
        assert_eq!(deck.draw, ['c', 'a', 'b']);
        assert_eq!(deck.draw(&mut chance.stream("deck")).unwrap(), Some('b'));
        assert_eq!(roll_dice(&mut chance.stream("dice"), 1, 6).unwrap(), [4]);
        let streams: Vec<&str> = chance.log.iter().map(|d| d.stream.as_str()).collect();
        assert_eq!(streams, ["deck", "deck", "dice"]);
    }

    #[test]
    fn dice_stay_in_range_and_show_every_face() {
        let mut rng = GameRng::from_seed(42);
        let rolls = roll_dice(&mut rng, 600, 6).unwrap();
        assert_eq!(rolls.len(), 600);
        assert!(rolls.iter().all(|r| (1..=6).contains(r)));
        for face in 1..=6 {
            assert!(rolls.contains(&face), "face {face} never rolled");
        }
        assert!(roll_dice(&mut rng, 0, 6).unwrap().is_empty());
    }

    #[test]
    fn decks_are_data() {
        let deck: Deck<String> = serde_yaml::from_str("draw: [Pizza, Coffee]").unwrap();
        assert_eq!(
            deck,
            Deck::new(vec!["Pizza".to_string(), "Coffee".to_string()])
        );
        let text = serde_yaml::to_string(&deck).unwrap();
        assert_eq!(serde_yaml::from_str::<Deck<String>>(&text).unwrap(), deck);
    }
}
