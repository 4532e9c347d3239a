//! Helpers for a substitute taking a player's slot ("reemplazo"): each ruleset renames the
//! places of its state that hold player names, and only those (a card called `robber` must not
//! become the substitute's name because a player was called Robber).

use std::collections::BTreeMap;

/// One rename: the old name and the new.
#[derive(Debug, Clone, Copy)]
pub struct Rename<'a> {
    pub old: &'a str,
    pub new: &'a str,
}

impl Rename<'_> {
    /// A name.
    pub fn name(&self, name: &mut String) {
        if name == self.old {
            *name = self.new.to_string();
        }
    }

    /// A name that may be absent.
    pub fn option(&self, name: &mut Option<String>) {
        if let Some(n) = name {
            self.name(n);
        }
    }

    /// A list of names.
    pub fn list(&self, names: &mut [String]) {
        names.iter_mut().for_each(|n| self.name(n));
    }

    /// A map keyed by player.
    pub fn keys<V>(&self, map: &mut BTreeMap<String, V>) {
        if let Some(v) = map.remove(self.old) {
            map.insert(self.new.to_string(), v);
        }
    }

    /// A map whose values are players.
    pub fn values<K: Ord>(&self, map: &mut BTreeMap<K, String>) {
        map.values_mut().for_each(|n| self.name(n));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_places_asked_for_change() {
        let r = Rename {
            old: "Ana",
            new: "Zoe",
        };
        let mut votes: BTreeMap<String, String> = [
            ("Ana".into(), "Bruno".into()),
            ("Bruno".into(), "Ana".into()),
        ]
        .into();
        r.keys(&mut votes);
        r.values(&mut votes);
        assert_eq!(votes["Zoe"], "Bruno");
        assert_eq!(votes["Bruno"], "Zoe");
        let mut cards: BTreeMap<String, String> = [("Bruno".into(), "Ana".into())].into();
        r.keys(&mut cards);
        assert_eq!(cards["Bruno"], "Ana", "values are not renamed unless asked");
    }
}
