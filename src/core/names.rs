//! Player names as players write them: case- and accent-insensitive, by alias, or by a unique
//! prefix. A miss suggests the closest names; nothing is ever guessed.

use crate::core::keyhash::{KeyMap, KeySet};
use crate::core::msg::Msg;
use crate::core::orders::Word;
use std::borrow::Cow;
use std::collections::BTreeMap;
use std::ops::Bound;

pub use crate::core::fold::fold;

/// A PM's word as a written name is looked up ([`fold`] of it trimmed): the folded form it
/// carries, unless spaces surround it.
fn word_key(word: &Word) -> Cow<'_, str> {
    // Ends that are plain ASCII letters or signs leave nothing to trim (issue 25: every word
    // of a PM is asked).
    let bytes = word.text.as_bytes();
    let plain = |b: Option<&u8>| b.is_some_and(u8::is_ascii_graphic);
    if plain(bytes.first()) && plain(bytes.last()) {
        return Cow::Borrowed(word.folded());
    }
    match word.text.trim().len() == word.text.len() {
        true => Cow::Borrowed(word.folded()),
        false => Cow::Owned(fold(word.text.trim())),
    }
}

/// The longest player name, in bytes of UTF-8. A name is a file name
/// (`reports/<phase>/<name>.bbcode`, written through `.<name>.bbcode.tmp`) and file systems
/// allow 255 bytes: 100 leaves room for both, and for any forum's nickname.
pub const NAME_MAX_BYTES: usize = 100;

/// What a player's name cannot be, case and accents aside and whatever follows a dot: the
/// files a report folder holds or may hold besides the players' own (the public summary, the
/// forms, the map, the setup, the thread, the count, the master's).
const RESERVED: &[&str] = &[
    "public", "forms", "map", "setup", "thread", "master", "tally",
];

/// Device names Windows refuses as file names, with any extension.
const WINDOWS_DEVICES: &[&str] = &["con", "prn", "aux", "nul"];

/// Is this a name a player may have? Players' names become file names in the game folder
/// (`reports/<phase>/<name>.md`), so a name is one plain file name that cannot leave the folder
/// or stand for another file: not empty, at most [`NAME_MAX_BYTES`] bytes, no path separator
/// nor any character Windows refuses, no control character, no `..`, not starting with `.` or
/// `_` (`_master.txt`), not ending with a dot or a space, not a reserved word. The same check for
/// a roster, a substitute (`replace`) and a `game.yaml` edited by hand. `Err` is the help line.
pub fn check_name(name: &str) -> Result<(), Msg> {
    check_written_name(name)?;
    let stem = fold(name.split('.').next().unwrap_or(name).trim_end());
    let device = WINDOWS_DEVICES.contains(&stem.as_str())
        || ["com", "lpt"].iter().any(|prefix| {
            stem.strip_prefix(prefix).is_some_and(|n| {
                n.chars().count() == 1 && n.chars().all(|c| "0123456789¹²³".contains(c))
            })
        });
    if device || RESERVED.contains(&stem.as_str()) {
        return Err(Msg::new("help-name-reserved").arg("word", stem));
    }
    Ok(())
}

/// A name as written, where no file is named after it (`tally --players`): [`check_name`]
/// without the words a file system or the game folder reserves (a player named `Nul`).
pub fn check_written_name(name: &str) -> Result<(), Msg> {
    if name.len() > NAME_MAX_BYTES {
        return Err(Msg::new("help-name-too-long")
            .arg("max", NAME_MAX_BYTES)
            .arg("bytes", name.len()));
    }
    // Control characters, and the invisible ones that reorder or hide text (bidi marks and
    // overrides, zero-width spaces, line and paragraph separators): a name is seen as written.
    let invisible = |c: char| {
        matches!(c, '\u{200B}'..='\u{200F}' | '\u{2028}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
            || c == '\u{FEFF}'
    };
    let bad_char = |c: char| c.is_control() || invisible(c) || "/\\:*?\"<>|".contains(c);
    if name.trim().is_empty()
        || name.starts_with(['.', '_'])
        || name.ends_with(['.', ' '])
        || name.contains("..")
        || name.chars().any(bad_char)
    {
        return Err(Msg::new("help-roster-name"));
    }
    Ok(())
}

/// Why a written name did not name exactly one player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NameMiss {
    /// No name, alias or prefix matches; the closest names, best first.
    Unknown { suggestions: Vec<String> },
    /// A prefix shared by several players.
    Ambiguous { candidates: Vec<String> },
}

/// The roster's names and aliases, folded, for lookups.
#[derive(Debug, Clone, Default)]
pub struct NameIndex {
    /// folded name or alias → roster name
    exact: BTreeMap<String, String>,
    /// The keys of `exact` again, hashed: whether a word is one is asked of every word of a
    /// PM, most often to learn that it is none.
    hashed: KeySet<String>,
    /// Every start of two letters or more of a key of `exact`, with the roster name all the
    /// keys it starts mean, `None` where they mean several players: [`NameIndex::names_one`]
    /// is asked of every word of a PM (issue 25: a walk of `exact` each time).
    prefixes: KeyMap<String, Option<String>>,
    /// roster names in roster order
    names: Vec<String>,
}

impl NameIndex {
    /// `players` yields (roster name, aliases).
    pub fn new<'a>(players: impl IntoIterator<Item = (&'a str, &'a [String])>) -> Self {
        let mut index = NameIndex::default();
        for (name, aliases) in players {
            index.names.push(name.to_string());
            index.exact.insert(fold(name), name.to_string());
            for alias in aliases {
                index
                    .exact
                    .entry(fold(alias))
                    .or_insert_with(|| name.to_string());
            }
        }
        index.hashed = index.exact.keys().cloned().collect();
        for (key, name) in &index.exact {
            let ends = key
                .char_indices()
                .map(|(i, _)| i)
                .skip(2)
                .chain([key.len()]);
            for end in ends {
                let meant = index.prefixes.entry(key[..end].to_string());
                let meant = meant.or_insert_with(|| Some(name.clone()));
                if meant.as_ref().is_some_and(|m| m != name) {
                    *meant = None;
                }
            }
        }
        index
    }

    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// Every folded name and alias, with the roster name it means, in folded order.
    pub fn keys(&self) -> impl Iterator<Item = (&str, &str)> {
        self.exact.iter().map(|(k, v)| (k.as_str(), v.as_str()))
    }

    /// Is the word exactly a roster name or alias (no prefix)?
    pub fn is_exact(&self, written: &str) -> bool {
        let written = written.trim();
        // Lower-case ASCII is folded already: looked up as it is, no copy made.
        if written
            .bytes()
            .all(|b| b.is_ascii() && !b.is_ascii_uppercase())
        {
            return self.hashed.contains(written);
        }
        self.hashed.contains(&fold(written))
    }

    /// [`is_exact`](Self::is_exact) of a PM's word, by the folded form it carries.
    pub fn is_exact_word(&self, word: &Word) -> bool {
        self.hashed.contains(&*word_key(word))
    }

    /// The roster name a written word means.
    pub fn resolve(&self, written: &str) -> Result<String, NameMiss> {
        self.resolve_unsuggested(written)
            .map_err(|miss| match miss {
                NameMiss::Unknown { .. } => NameMiss::Unknown {
                    suggestions: self.suggestions(written),
                },
                ambiguous => ambiguous,
            })
    }

    /// [`resolve`](Self::resolve) without the suggestions of a miss (looked for through every
    /// name): a miss is `Unknown` with none.
    pub fn resolve_unsuggested(&self, written: &str) -> Result<String, NameMiss> {
        self.resolve_key(&fold(written.trim()))
    }

    /// [`resolve_unsuggested`](Self::resolve_unsuggested) of a PM's word, by the folded form
    /// it carries.
    pub fn resolve_word(&self, word: &Word) -> Result<String, NameMiss> {
        self.resolve_key(&word_key(word))
    }

    /// Whether a PM's word names exactly one player ([`resolve_word`](Self::resolve_word) is
    /// `Ok`), no name copied to say so.
    pub fn names_one(&self, word: &Word) -> bool {
        let key = word_key(word);
        if key.is_empty() {
            return false;
        }
        if self.hashed.contains(&*key) {
            return true;
        }
        if key.chars().count() < 2 {
            return false;
        }
        // Every name or alias the key starts, all of one player.
        self.prefixes.get(&*key).is_some_and(Option::is_some)
    }

    /// The roster name a folded key means, without suggestions.
    fn resolve_key(&self, key: &str) -> Result<String, NameMiss> {
        let unknown = || NameMiss::Unknown {
            suggestions: Vec::new(),
        };
        if key.is_empty() {
            return Err(unknown());
        }
        if let Some(name) = self.exact.get(key) {
            return Ok(name.clone());
        }
        // A unique prefix of a name or an alias ("Car" for Carla), two letters at least.
        if key.chars().count() < 2 {
            return Err(unknown());
        }
        let mut candidates: Vec<String> = self
            .exact
            .range::<str, _>((Bound::Included(key), Bound::Unbounded))
            .take_while(|(k, _)| k.starts_with(key))
            .map(|(_, name)| name.clone())
            .collect();
        candidates.sort_by_key(|n| self.position(n));
        candidates.dedup();
        match candidates.len() {
            1 => Ok(candidates.remove(0)),
            0 => Err(unknown()),
            _ => Err(NameMiss::Ambiguous { candidates }),
        }
    }

    /// The names closest to a written word that names nobody, best first.
    pub fn suggestions(&self, written: &str) -> Vec<String> {
        let key = fold(written.trim());
        match key.is_empty() {
            true => Vec::new(),
            false => self.suggest(&key),
        }
    }

    /// A one-letter typo of exactly one name (`Carlaa`, `Brunno`, `Elana`): one letter added,
    /// dropped or changed, or two letters side by side swapped (`Gloira` for Gloria: one edit,
    /// Damerau), no other name within two, the word capitalised as names are and four letters or
    /// more (so `cara` never becomes Carla). The final vowel changed is no typo: in Spanish and
    /// Italian it is the same name of the other gender (`Paola` is not Paolo, `Mario` not
    /// Maria), another person's name, so the word names nobody and the name is only suggested
    /// (docs/rulings/lupus.md, 50).
    pub fn typo_of(&self, written: &str, key: &str) -> Option<String> {
        let capitalised = written.chars().next().is_some_and(char::is_uppercase);
        if key.chars().count() < 4 {
            return None;
        }
        let gendered = |name: &String| other_gender(key, &fold(name));
        // In lower case, only a letter doubled (`lucaa`, `brunno`): no word of prose is a name
        // with one of its letters written twice.
        if !capitalised {
            return self.doubled_letter_of(key);
        }
        let mut near: Vec<&String> = Vec::new();
        let mut close = 0;
        let mut seen: Vec<&String> = Vec::new();
        for (folded, name) in &self.exact {
            let d = strsim::damerau_levenshtein(key, folded);
            if d <= 2 && !seen.contains(&name) {
                seen.push(name);
                close += 1;
            }
            if d == 1 && !near.contains(&name) {
                near.push(name);
            }
        }
        (near.len() == 1 && close == 1 && !gendered(near[0])).then(|| near[0].clone())
    }

    /// The one name `key` is with one letter written twice (`lucaa` → Luca).
    fn doubled_letter_of(&self, key: &str) -> Option<String> {
        let chars: Vec<char> = key.chars().collect();
        let mut found: Vec<&String> = (1..chars.len())
            .filter(|&i| chars[i] == chars[i - 1])
            .filter_map(|i| {
                let undoubled: String = chars[..i].iter().chain(&chars[i + 1..]).collect();
                self.exact.get(&undoubled)
            })
            .collect();
        found.dedup();
        (found.len() == 1).then(|| found[0].clone())
    }

    /// [`resolve`](Self::resolve), and a one-letter typo of exactly one name
    /// ([`typo_of`](Self::typo_of)): how PM orders read names. The second value says whether
    /// the name was corrected.
    pub fn resolve_order(&self, written: &str) -> Result<(String, bool), NameMiss> {
        match self.resolve(written) {
            Ok(name) => Ok((name, false)),
            Err(NameMiss::Unknown { suggestions }) => {
                match self.typo_of(written.trim(), &fold(written.trim())) {
                    Some(name) => Ok((name, true)),
                    None => Err(NameMiss::Unknown { suggestions }),
                }
            }
            Err(miss) => Err(miss),
        }
    }

    fn position(&self, name: &str) -> usize {
        self.names
            .iter()
            .position(|n| n == name)
            .unwrap_or(usize::MAX)
    }

    /// Names whose folded form (or an alias's) is close to `key` (Jaro–Winkler ≥ 0.75), best first.
    fn suggest(&self, key: &str) -> Vec<String> {
        let mut scored: BTreeMap<String, f64> = BTreeMap::new();
        for (folded, name) in &self.exact {
            let score = strsim::jaro_winkler(key, folded);
            if score >= 0.75 {
                let best = scored.entry(name.clone()).or_insert(0.0);
                if score > *best {
                    *best = score;
                }
            }
        }
        let mut ranked: Vec<(String, f64)> = scored.into_iter().collect();
        ranked.sort_by(|a, b| {
            b.1.partial_cmp(&a.1)
                .unwrap_or(std::cmp::Ordering::Equal)
                .then_with(|| a.0.cmp(&b.0))
        });
        ranked.into_iter().take(3).map(|(n, _)| n).collect()
    }
}

/// Whether `a` and `b` (folded) are one name with its final vowel changed: `paola` and
/// `paolo`, `maria` and `mario`, `daniele` and `daniela`.
fn other_gender(a: &str, b: &str) -> bool {
    const VOWELS: &[char] = &['a', 'e', 'i', 'o'];
    let (mut a, mut b) = (a.chars(), b.chars());
    match (a.next_back(), b.next_back()) {
        (Some(x), Some(y)) => x != y && VOWELS.contains(&x) && VOWELS.contains(&y) && a.eq(b),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_one_letter_typo_of_one_name_is_read_as_that_name() {
        let names = index();
        assert_eq!(
            names.resolve_order("Carlaa"),
            Ok(("Carla".to_string(), true))
        );
        assert_eq!(
            names.resolve_order("Brunno"),
            Ok(("Bruno".to_string(), true))
        );
        assert_eq!(
            names.resolve_order("Carla"),
            Ok(("Carla".to_string(), false))
        );
        // Two edits are not corrected.
        assert!(names.resolve_order("Brnuoo").is_err());
        // In lower case only a doubled letter is (`voto lucaa`): a word of prose one letter
        // from a name (`cara`, `nadie` for Nadia) is not.
        assert_eq!(
            names.resolve_order("carlaa"),
            Ok(("Carla".to_string(), true))
        );
        assert!(names.resolve_order("brrunoo").is_err());
        assert!(names.resolve_order("carka").is_err());
        assert!(names.resolve_order("bruni").is_err());
        assert!(names.resolve_order("cara").is_err());
    }

    /// `Paola al rogo` with Paolo a player and no Paola: the final vowel changes the name's
    /// gender, another name; raised with Paolo suggested, never read as him.
    #[test]
    fn the_final_vowel_changed_is_another_name_only_suggested() {
        let none: &[String] = &[];
        let names = NameIndex::new(["Paolo", "Rita", "Daniele"].map(|n| (n, none)));
        for other in ["Paola", "Rito", "Daniela"] {
            match names.resolve_order(other) {
                Err(NameMiss::Unknown { suggestions }) => {
                    assert!(!suggestions.is_empty(), "{other}")
                }
                read => panic!("{other}: {read:?}"),
            }
        }
        assert_eq!(
            names.resolve_order("Paplo"),
            Ok(("Paolo".to_string(), true))
        );
        assert_eq!(
            names.resolve_order("Paolp"),
            Ok(("Paolo".to_string(), true))
        );
    }

    #[test]
    fn two_letters_swapped_are_one_typo() {
        let none: &[String] = &[];
        let index = NameIndex::new(["Gloria", "Bruno", "Carla"].map(|n| (n, none)));
        assert_eq!(
            index.resolve_order("Gloira").unwrap(),
            ("Gloria".to_string(), true)
        );
        assert_eq!(
            index.resolve_order("Burno").unwrap(),
            ("Bruno".to_string(), true)
        );
        // Two swaps are two typos: not corrected.
        assert!(index.resolve_order("Lgoira").is_err());
    }

    #[test]
    fn a_typo_near_two_names_is_not_corrected() {
        let none: &[String] = &[];
        let names = NameIndex::new(["Marta", "Marco"].map(|n| (n, none)));
        assert!(names.resolve_order("Marto").is_err());
    }

    fn index() -> NameIndex {
        let aliases = [
            vec![],
            vec!["Bru".to_string()],
            vec![],
            vec!["Mati".to_string()],
        ];
        NameIndex::new(
            ["Ana", "Bruno", "Carla", "Matías"]
                .into_iter()
                .zip(aliases.iter().map(|a| a.as_slice())),
        )
    }

    #[test]
    fn a_word_names_one_player_exactly_when_it_resolves() {
        let mut ix = index();
        ix = NameIndex::new(
            ix.names()
                .iter()
                .map(|n| (n.as_str(), &[][..]))
                .chain([("Marta", &["Bru".to_string()][..]), ("Mario", &[][..])]),
        );
        for written in [
            "Ana", "ana", "ANA", "an", "a", "", "Bru", "bru", "Car", "Matías", "mat", "Mar",
            "Mart", "mario", "Zoe", "  Ana ", "Ánä", "Bruno's",
        ] {
            let word = Word::new(written, 0..written.len());
            assert_eq!(
                ix.names_one(&word),
                ix.resolve_word(&word).is_ok(),
                "{written:?}"
            );
            assert_eq!(ix.is_exact(written), ix.is_exact_word(&word), "{written:?}");
        }
    }

    #[test]
    fn case_accents_alias_and_prefix_resolve() {
        let ix = index();
        assert_eq!(ix.resolve("ANA").unwrap(), "Ana");
        assert_eq!(ix.resolve("matias").unwrap(), "Matías");
        assert_eq!(ix.resolve("mati").unwrap(), "Matías");
        assert_eq!(ix.resolve("bru").unwrap(), "Bruno");
        assert_eq!(ix.resolve("Carl").unwrap(), "Carla");
    }

    #[test]
    fn a_name_that_is_not_one_plain_file_name_is_refused() {
        for good in [
            "Ana",
            "Inés",
            "Ana María",
            "Mr. X",
            "Publicist",
            "Mapache",
            "com10",
            "J.R",
        ] {
            assert_eq!(check_name(good), Ok(()), "{good}");
        }
        for bad in [
            "",
            " ",
            "../../../PWNED",
            "..",
            "a..b",
            ".hidden",
            "_master",
            "Ana.",
            "Ana ",
            "a/b",
            "a\\b",
            "a:b",
            "tab\there",
            "esc\u{1b}[31m",
            "line\u{2028}break",
            "Ana\u{202E}txt.exe",
            "An\u{200B}a",
        ] {
            assert_eq!(
                check_name(bad),
                Err(Msg::new("help-roster-name")),
                "{bad:?}"
            );
        }
        for (bad, word) in [
            ("public", "public"),
            ("PUBLIC", "public"),
            ("Públic.md", "public"),
            ("forms", "forms"),
            ("Map", "map"),
            ("setup.txt", "setup"),
            ("Thread", "thread"),
            ("master", "master"),
            ("CON", "con"),
            ("nul.txt", "nul"),
            ("Com1", "com1"),
            ("LPT9.log", "lpt9"),
        ] {
            assert_eq!(
                check_name(bad),
                Err(Msg::new("help-name-reserved").arg("word", word)),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn a_name_longer_than_the_limit_is_refused_before_any_file_is_written() {
        let longest = "ñ".repeat(NAME_MAX_BYTES / 2);
        assert_eq!(check_name(&longest), Ok(()));
        let over = format!("{longest}a");
        assert_eq!(
            check_name(&over),
            Err(Msg::new("help-name-too-long")
                .arg("max", NAME_MAX_BYTES)
                .arg("bytes", NAME_MAX_BYTES + 1))
        );
    }

    #[test]
    fn typo_suggests_and_prefix_clash_is_ambiguous() {
        let ix = index();
        assert_eq!(
            ix.resolve("Brnuo"),
            Err(NameMiss::Unknown {
                suggestions: vec!["Bruno".into()]
            })
        );
        let ix = NameIndex::new([("Marta", &[][..]), ("Mario", &[][..])]);
        assert_eq!(
            ix.resolve("Mar"),
            Err(NameMiss::Ambiguous {
                candidates: vec!["Marta".into(), "Mario".into()]
            })
        );
    }

    #[test]
    fn invisible_and_full_width_characters_fold_away() {
        assert_eq!(fold("que\u{200B}darse"), "quedarse");
        assert_eq!(fold("Vo\u{00AD}to"), "voto");
        assert_eq!(fold("\u{FEFF}quieto"), "quieto");
        assert_eq!(fold("ｑｕｅｄａｒｓｅ"), "quedarse");
        assert_eq!(fold("ＶＯＴＯ"), "voto");
        assert_eq!(fold("Ｍａｒｔａ：１"), "marta:1");
    }
}
