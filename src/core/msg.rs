//! Message catalogs: every sentence a player or master reads comes from `locales/<lang>/*.ftl`
//! (Project Fluent), never from rules code. Rules code names a message and its arguments
//! ([`Msg`]); the catalog of the game's language renders it, falling back to English.

use fluent_bundle::{FluentArgs, FluentValue};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::Mutex;

use crate::core::game::Gender;

#[cfg(test)]
mod entries;
mod lazy;

/// The largest integer an f64 (Fluent's number) holds exactly.
const EXACT_IN_F64: u64 = 1 << 53;

/// A game's language: the players' language, in which reports and errors are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    Es,
    It,
    En,
}

impl Lang {
    pub fn code(self) -> &'static str {
        match self {
            Lang::Es => "es",
            Lang::It => "it",
            Lang::En => "en",
        }
    }

    pub fn parse(text: &str) -> Option<Lang> {
        match text.trim().to_ascii_lowercase().as_str() {
            "es" | "spanish" | "español" => Some(Lang::Es),
            "it" | "italian" | "italiano" => Some(Lang::It),
            "en" | "english" => Some(Lang::En),
            _ => None,
        }
    }

    pub(crate) fn index(self) -> usize {
        match self {
            Lang::Es => 0,
            Lang::It => 1,
            Lang::En => 2,
        }
    }
}

/// The core's messages in es, it and en: its files (`build.rs` lists them, one per area) read
/// as one text. Each ruleset brings its own (`Ruleset::catalog`).
const CORE: [&str; 3] = lazy::built::CORE;

/// The catalog parts a bundle is made of: the core's, then every registered ruleset's (or one).
pub(crate) fn parts(ruleset: Option<&str>) -> Vec<(&'static str, [&'static str; 3])> {
    let mut parts = vec![("core", CORE)];
    for r in crate::core::ruleset::all() {
        if ruleset.is_none_or(|id| id == r.id()) {
            parts.push((r.id(), r.catalog()));
        }
    }
    parts
}

/// A message to render: its catalog key and its arguments.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Msg {
    pub key: String,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub args: BTreeMap<String, String>,
}

impl Msg {
    pub fn new(key: &str) -> Self {
        Msg {
            key: key.to_string(),
            args: BTreeMap::new(),
        }
    }

    pub fn arg(mut self, name: &str, value: impl ToString) -> Self {
        self.args.insert(name.to_string(), value.to_string());
        self
    }

    /// A list of names, each said in the form of the catalog message `form` (with `$item`, and
    /// `item_the` where the name has an article) and joined as the language joins a list: "a la
    /// Cocina y al Comedor", "nella Cocina e nel Comedor".
    pub fn names(mut self, name: &str, form: &str, items: &[String]) -> Self {
        let mut value = format!("{LIST}{form}");
        for item in items {
            value.push(ITEM);
            value.push_str(item);
        }
        self.args.insert(name.to_string(), value);
        self
    }

    /// A time (`2026-12-04 22:00`) said in the reader's language: «jueves 4 de diciembre a las
    /// 22:00» ([`calendar::when_long`](crate::core::calendar::when_long)); a text that is not a
    /// time is shown as written.
    pub fn when(mut self, name: &str, time: &str) -> Self {
        self.args.insert(name.to_string(), format!("{WHEN}{time}"));
        self
    }
}

/// What starts a [`Msg::names`] argument, and what comes before each of its items.
const LIST: char = '\u{1e}';
const ITEM: char = '\u{1f}';
/// What starts a [`Msg::when`] argument.
const WHEN: char = '\u{1d}';

/// Whether a word starts with the sound of "i" (Spanish "e" for "y" before it: "Capilla e
/// Intendencia", not before "hie": "y hierro").
fn i_sound(word: &str) -> bool {
    let lower = word.to_lowercase();
    (lower.starts_with('i') || lower.starts_with("hi"))
        && !lower.starts_with("ie")
        && !lower.starts_with("hie")
        && !lower.starts_with("hia")
}

/// The catalog of one language, with English behind it for keys it lacks. The catalogs are
/// parsed once per process, on first use.
///
/// A game's catalog knows its players' genders ([`Catalog::with_genders`]): an argument whose
/// value is a player's name brings `<argument>_gender` (`f`, `m`, `n`) along, a role name
/// (`@key`) agrees with the message's `player` ("Lucía era **Pirómana**"), and a private report's
/// messages get their reader's as `me_gender` ("Estás enamorada de Álvaro"); an argument naming
/// the reader himself brings `<argument>_me` = `yes`, so his own report can say "Te han asesinado".
/// It knows the articles of the game's places too ([`Ruleset::articles`](crate::core::ruleset::Ruleset::articles)):
/// an argument naming one brings `<argument>_the` (`el`, `la`, `l'`, `the`…), so a message can say
/// "en el Comedor", "nella Biblioteca"; a place without one brings none.
#[derive(Clone)]
pub struct Catalog {
    lang: Lang,
    ruleset: Option<String>,
    bundle: &'static Bundle,
    players: BTreeMap<String, Option<Gender>>,
    me: Option<String>,
    articles: BTreeMap<String, String>,
}

/// A bundle parses its catalogs' messages as they are used (`lazy`).
type Bundle = lazy::Lazy;

/// Bundles made so far in this process, by language and ruleset (`None`: every part).
static BUNDLES: Mutex<BTreeMap<(Lang, Option<String>), &'static Bundle>> =
    Mutex::new(BTreeMap::new());

fn cached(lang: Lang, ruleset: Option<&str>) -> &'static Bundle {
    let key = (lang, ruleset.map(str::to_string));
    let mut bundles = BUNDLES.lock().unwrap_or_else(|e| e.into_inner());
    bundles
        .entry(key)
        .or_insert_with(|| Box::leak(Box::new(bundle(lang, ruleset))))
}

fn bundle(lang: Lang, ruleset: Option<&str>) -> Bundle {
    let texts: Vec<(&'static str, &'static str)> = parts(ruleset)
        .into_iter()
        .map(|(name, texts)| (name, texts[lang.index()]))
        .collect();
    lazy::Lazy::new(lang.code(), &texts)
}

/// A sentence that ends in an argument closed by its own mark (a card called `¡Estás
/// Despedido!`) takes no period after it: "juega ¡Estás Despedido!", not "…!.".
fn closing_marks(text: &str, msg: &Msg) -> String {
    let mut out = text.to_string();
    for value in msg.args.values() {
        if value.ends_with(['!', '?', '…']) && !value.starts_with('@') {
            let doubled = format!("{value}.");
            if out.contains(&doubled) {
                out = out.replace(&doubled, value);
            }
        }
    }
    out
}

impl Catalog {
    /// Every message of every ruleset (scenarios, commands without a game).
    pub fn new(lang: Lang) -> Self {
        Catalog {
            lang,
            ruleset: None,
            bundle: cached(lang, None),
            players: BTreeMap::new(),
            me: None,
            articles: BTreeMap::new(),
        }
    }

    /// The core's messages and one ruleset's: what a game reads.
    pub fn for_ruleset(lang: Lang, ruleset: &str) -> Self {
        let known = crate::core::ruleset::find(ruleset).is_some();
        let ruleset = known.then(|| ruleset.to_string());
        Catalog {
            lang,
            bundle: cached(lang, ruleset.as_deref()),
            ruleset,
            players: BTreeMap::new(),
            me: None,
            articles: BTreeMap::new(),
        }
    }

    /// This catalog, agreeing words with the game's players' genders.
    pub fn with_genders(mut self, game: &crate::core::game::Game) -> Self {
        self.players = game
            .players
            .iter()
            .map(|p| (p.name.clone(), p.gender))
            .collect();
        self.articles = crate::core::ruleset::find(&game.ruleset)
            .map(|r| r.articles(game, self.lang))
            .unwrap_or_default();
        self
    }

    /// This catalog for one reader's private report: `me_gender` is his.
    pub fn for_reader(&self, player: &str) -> Catalog {
        let mut catalog = self.clone();
        catalog.me = Some(player.to_string());
        catalog
    }

    /// A player's gender code for the selectors, if the value names a player of the game.
    fn gender_of(&self, value: &str) -> Option<&'static str> {
        self.players.get(value).map(|g| Gender::code(*g))
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    pub fn has(&self, key: &str) -> bool {
        self.bundle.has_message(key)
    }

    /// Renders a message. A key missing from every catalog renders as the key itself, which
    /// `tests/catalogs.rs` forbids for every key the code uses.
    pub fn text(&self, msg: &Msg) -> String {
        let mut args = FluentArgs::new();
        let me = self.me.as_deref().and_then(|me| self.gender_of(me));
        if let Some(code) = me {
            args.set("me_gender", FluentValue::from(code));
        }
        // A role name agrees with the message's player, else with the report's reader.
        let role_gender = msg
            .args
            .get("player")
            .and_then(|p| self.gender_of(p))
            .or(me);
        for (name, value) in &msg.args {
            if let Some(list) = value.strip_prefix(LIST) {
                args.set(name.as_str(), FluentValue::from(self.list(list)));
                continue;
            }
            if let Some(time) = value.strip_prefix(WHEN) {
                let said = crate::core::calendar::when_long(time)
                    .map(|when| self.text(&when))
                    .unwrap_or_else(|| time.to_string());
                args.set(name.as_str(), FluentValue::from(said));
                continue;
            }
            if let Some(code) = self.gender_of(value) {
                args.set(format!("{name}_gender"), FluentValue::from(code));
            }
            if let Some(article) = self.articles.get(value) {
                args.set(format!("{name}_the"), FluentValue::from(article.as_str()));
            }
            // A message about the report's own reader may speak to him: `<arg>_me` is `yes`.
            if self.me.as_deref() == Some(value.as_str()) {
                args.set(format!("{name}_me"), FluentValue::from("yes"));
            }
            // An argument `@key` (or a list `@a, @b`) names catalog messages: role names and
            // other words that must be in the report's language. Each is rendered with the
            // message's other arguments (a phase title's `n`).
            if value.starts_with('@') {
                let plain: BTreeMap<String, String> = msg
                    .args
                    .iter()
                    .filter(|(_, v)| !v.starts_with('@'))
                    .map(|(k, v)| (k.clone(), v.clone()))
                    .collect();
                let parts: Vec<String> = value
                    .split(", ")
                    .map(|part| match part.strip_prefix('@') {
                        Some(key) => self.text_agreeing(key, role_gender, &plain),
                        None => part.to_string(),
                    })
                    .collect();
                args.set(name.as_str(), FluentValue::from(parts.join(", ")));
                continue;
            }
            // Numbers are passed as numbers so plural selectors work; Fluent holds them as
            // f64, so one beyond 2^53 (a seed) is passed as written, digit for digit.
            match value.parse::<i64>() {
                Ok(n) if n.unsigned_abs() <= EXACT_IN_F64 => {
                    args.set(name.as_str(), FluentValue::from(n))
                }
                _ => args.set(name.as_str(), FluentValue::from(value.as_str())),
            }
        }
        let fallback = (self.lang != Lang::En && !self.bundle.has_message(&msg.key))
            .then(|| cached(Lang::En, self.ruleset.as_deref()));
        for bundle in std::iter::once(self.bundle).chain(fallback) {
            if let Some(text) = bundle.format(&msg.key, &args) {
                // A message ending in an empty argument (a master's line without a reason:
                // "termina el 2026-12-02 14:00. { $reason }") leaves no trailing space.
                return closing_marks(text.trim_end(), msg);
            }
        }
        msg.key.clone()
    }

    /// A [`Msg::names`] list: each item in its form, joined "A, B y C" (`list-and`).
    fn list(&self, list: &str) -> String {
        let mut parts = list.split(ITEM);
        let form = parts.next().unwrap_or_default();
        let items: Vec<String> = parts
            .map(|item| self.text(&Msg::new(form).arg("item", item)))
            .collect();
        match items.split_last() {
            None => String::new(),
            Some((last, [])) => last.clone(),
            Some((last, rest)) => {
                let and = Msg::new("list-and").arg("i", if i_sound(last) { "yes" } else { "no" });
                format!("{} {} {last}", rest.join(", "), self.text(&and))
            }
        }
    }

    pub fn get(&self, key: &str) -> String {
        self.text(&Msg::new(key))
    }

    /// A word (a role name) in the form of a gender: its message's `gender` argument.
    fn text_agreeing(
        &self,
        key: &str,
        gender: Option<&'static str>,
        plain: &BTreeMap<String, String>,
    ) -> String {
        let mut msg = Msg {
            key: key.to_string(),
            args: plain.clone(),
        };
        if let Some(code) = gender {
            msg = msg.arg("gender", code);
        }
        self.text(&msg)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_master_line_without_a_reason_ends_without_a_space() {
        let catalog = Catalog::new(Lang::Es);
        let text = catalog.text(
            &Msg::new("master-deadline")
                .arg("time", "2026-12-02 14:00")
                .arg("reason", ""),
        );
        assert_eq!(text, "El plazo de esta fase termina el 2026-12-02 14:00.");
    }

    #[test]
    fn a_sentence_ending_in_an_exclamation_takes_no_period() {
        let catalog = Catalog::new(Lang::Es);
        let said = |time: &str| {
            catalog.text(
                &Msg::new("master-deadline")
                    .arg("time", time)
                    .arg("reason", ""),
            )
        };
        assert_eq!(said("¡ya!"), "El plazo de esta fase termina el ¡ya!");
        assert_eq!(
            said("¿mañana?"),
            "El plazo de esta fase termina el ¿mañana?"
        );
        assert_eq!(said("lunes"), "El plazo de esta fase termina el lunes.");
    }
}
