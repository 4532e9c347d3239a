//! A catalog bundle that parses only the messages a command renders. Parsing every message of
//! the core's and a ruleset's catalogs cost 2–3.6 M instructions a command (a fifth of a
//! one-night phase); a phase renders a few dozen. The catalogs' texts are indexed by entry at
//! build time (`build.rs`, with `super::entries`: scanning them at every start cost 0.6–0.9 M
//! instructions more), and an entry is parsed, with the entries it may refer to, the first time
//! it is asked for. What a message renders is what the whole catalog rendered: an entry is the
//! same text, parsed alone, in a bundle of the same language and options.

use crate::core::keyhash::KeySet;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use std::collections::HashSet;
use std::sync::Mutex;

/// The index `build.rs` made of every catalog, and the core's texts it indexed.
pub mod built {
    include!(concat!(env!("OUT_DIR"), "/catalogs.rs"));

    /// The key, the text and the kind of the entry `entry` of the catalog `text`.
    pub fn entry(text: &'static str, entry: Entry) -> (&'static str, &'static str, bool) {
        let (start, end, key, message) = entry;
        let entry = &text[start as usize..end as usize];
        let name = &entry[usize::from(!message)..];
        (&name[..usize::from(key)], entry, message)
    }
}

/// A map by entry key. The keys are the catalogs' own (no one chooses them to collide), so a
/// multiply-and-rotate hash ([`crate::core::keyhash::KeyHasher`]) does instead of SipHash,
/// several times dearer for a catalog's two thousand short keys.
type Keyed<V> = crate::core::keyhash::KeyMap<&'static str, V>;

/// One language's catalogs, parsed entry by entry as they are used.
pub struct Lazy {
    /// Every entry of the parts, by its key in the bundle (a term's without its `-`, as
    /// Fluent keeps it), with its text and whether it is a message (not a term).
    index: Keyed<(&'static str, bool)>,
    added: Mutex<Added>,
}

struct Added {
    bundle: FluentBundle<&'static FluentResource>,
    keys: KeySet<&'static str>,
}

impl Lazy {
    /// The bundle of `parts`' texts in `lang` (its code), nothing parsed yet: each part's
    /// entries are the build's index of it ([`built::INDEX`], by its name: `core`, a
    /// ruleset's id). A key two parts both define is a broken catalog, as it was for the
    /// whole bundle.
    pub fn new(code: &str, parts: &[(&'static str, &'static str)]) -> Lazy {
        let id: unic_langid::LanguageIdentifier = code.parse().expect("language code");
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // Forum posts must not carry invisible Unicode isolation marks.
        bundle.set_use_isolating(false);
        let indexed: Vec<(&str, &str, &[built::Entry])> = parts
            .iter()
            .map(|&(name, text)| (name, text, built_index(code, name, text)))
            .collect();
        let count = indexed.iter().map(|(.., entries)| entries.len()).sum();
        let mut index = Keyed::with_capacity_and_hasher(count, Default::default());
        for (name, text, entries) in indexed {
            for &entry in entries {
                let (key, entry, message) = built::entry(text, entry);
                if index.insert(key, (entry, message)).is_some() {
                    panic!("catalog {code}/{name} repeats the key {key}");
                }
            }
        }
        Lazy {
            index,
            added: Mutex::new(Added {
                bundle,
                keys: HashSet::default(),
            }),
        }
    }

    /// Whether the catalogs hold the message `key`.
    pub fn has_message(&self, key: &str) -> bool {
        self.index.get(key).is_some_and(|(_, message)| *message)
    }

    /// The message `key` rendered with `args`, or None if the catalogs do not hold it.
    pub fn format(&self, key: &str, args: &FluentArgs) -> Option<String> {
        if !self.has_message(key) {
            return None;
        }
        let mut added = self.added.lock().unwrap_or_else(|e| e.into_inner());
        self.add(&mut added, key);
        let pattern = added.bundle.get_message(key).and_then(|m| m.value())?;
        let mut errors = Vec::new();
        Some(
            added
                .bundle
                .format_pattern(pattern, Some(args), &mut errors)
                .into_owned(),
        )
    }

    /// Parses the entry `key` into the bundle, and every entry its text names (a word of it
    /// that is a key: more than it refers to, never less).
    fn add(&self, added: &mut Added, key: &str) {
        let Some((&key, _)) = self.index.get_key_value(key) else {
            return;
        };
        let mut todo: Vec<&'static str> = vec![key];
        while let Some(key) = todo.pop() {
            let Some((&key, &(text, _))) = self.index.get_key_value(key) else {
                continue;
            };
            if !added.keys.insert(key) {
                continue;
            }
            let resource = FluentResource::try_new(text.to_string())
                .unwrap_or_else(|(_, errors)| panic!("catalog entry {key} is broken: {errors:?}"));
            let resource: &'static FluentResource = Box::leak(Box::new(resource));
            added
                .bundle
                .add_resource(resource)
                .unwrap_or_else(|errors| panic!("catalog entry {key} repeats: {errors:?}"));
            todo.extend(words(text).filter(|w| !added.keys.contains(*w)));
        }
    }
}

/// The build's index of the catalog part `name` in the language `code`, whose text is `text`
/// (its length checked: an index of another text would find other entries).
fn built_index(code: &str, name: &str, text: &str) -> &'static [built::Entry] {
    built::INDEX
        .iter()
        .find(|(lang, part, len, _)| *lang == code && *part == name && *len == text.len())
        .map(|(.., entries)| *entries)
        .unwrap_or_else(|| panic!("catalog {code}/{name} is not the one the build indexed"))
}

/// The words of an entry's text that may name another entry.
fn words(text: &'static str) -> impl Iterator<Item = &'static str> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
        .map(|w| w.trim_start_matches('-'))
        .filter(|w| w.starts_with(|c: char| c.is_ascii_alphabetic()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::msg::{Lang, parts};
    use fluent_bundle::FluentValue;

    /// The build's index of each catalog is what reading that catalog's text finds: every
    /// entry, its key, its text and its kind (a stale or misjoined index would find others).
    #[test]
    fn the_built_index_is_the_catalogs_own() {
        for lang in [Lang::Es, Lang::It, Lang::En] {
            for (name, texts) in parts(None) {
                let text = texts[lang.index()];
                let mut scanned: Vec<(&str, &str, bool)> =
                    crate::core::msg::entries::entries(text).collect();
                scanned.sort();
                let built: Vec<(&str, &str, bool)> = built_index(lang.code(), name, text)
                    .iter()
                    .map(|&entry| built::entry(text, entry))
                    .collect();
                assert!(
                    built.len() > 10,
                    "{}/{name}: {} entries",
                    lang.code(),
                    built.len()
                );
                assert_eq!(built, scanned, "{}/{name}", lang.code());
            }
        }
    }

    /// Every message renders alone as it renders in the whole catalog it comes from (its
    /// terms and the messages it names found by the index), with and without arguments; and
    /// every catalog reads whole without a broken entry.
    #[test]
    fn every_message_renders_alone_as_in_its_whole_catalog() {
        let mut args = FluentArgs::new();
        for (name, value) in [
            ("n", "2"),
            ("player", "Ana"),
            ("gender", "f"),
            ("count", "1"),
        ] {
            args.set(name, FluentValue::from(value));
        }
        for lang in [Lang::Es, Lang::It, Lang::En] {
            let texts: Vec<(&'static str, &'static str)> = parts(None)
                .into_iter()
                .map(|(name, texts)| (name, texts[lang.index()]))
                .collect();
            let id: unic_langid::LanguageIdentifier = lang.code().parse().unwrap();
            let mut whole = FluentBundle::new_concurrent(vec![id]);
            let mut entries = 0;
            whole.set_use_isolating(false);
            for (name, text) in &texts {
                let resource = FluentResource::try_new(text.to_string())
                    .unwrap_or_else(|(_, e)| panic!("{}/{name} is broken: {e:?}", lang.code()));
                // The entries Fluent reads (not its comments) are the ones the index finds.
                entries += resource
                    .entries()
                    .filter(|e| {
                        let kind = format!("{e:?}");
                        kind.starts_with("Message") || kind.starts_with("Term")
                    })
                    .count();
                whole
                    .add_resource(Box::leak(Box::new(resource)) as &FluentResource)
                    .unwrap_or_else(|e| panic!("{}/{name} repeats keys: {e:?}", lang.code()));
            }
            let lazy = Lazy::new(lang.code(), &texts);
            assert_eq!(lazy.index.len(), entries, "{}", lang.code());
            let mut messages = 0;
            for (key, &(_, message)) in &lazy.index {
                assert_eq!(lazy.has_message(key), whole.has_message(key), "{key}");
                if !message {
                    continue;
                }
                messages += 1;
                for args in [&args, &FluentArgs::new()] {
                    let expected = whole.get_message(key).and_then(|m| m.value()).map(|p| {
                        whole
                            .format_pattern(p, Some(args), &mut Vec::new())
                            .into_owned()
                    });
                    assert_eq!(lazy.format(key, args), expected, "{}: {key}", lang.code());
                }
            }
            assert!(
                messages > 1000,
                "{}: {messages} messages indexed",
                lang.code()
            );
        }
    }
}
