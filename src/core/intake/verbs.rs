//! A ruleset's verbs as the intake weighs them: every spelling, its kind, the phase's vote.

use crate::core::grammar::VerbKind;
use crate::core::keyhash::{KeyMap, KeySet};
use crate::core::memo::Recent;
use crate::core::names::fold;
use crate::core::orders::{OrderLine, Word};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::{Arc, Mutex};

#[path = "verbs_nouns.rs"]
mod nouns;
pub(super) use nouns::GameNouns;

/// Verbs that are a whole order without a word after them: a comma after one does not make
/// it prose.
pub(super) const WHOLE_BY_ITSELF: &[&str] =
    &["abstengo", "astengo", "abstain", "abstenerse", "astenersi"];

/// Words of everyday prose one letter away from a verb: never read as a misspelt one (`Sono
/// d'accordo con Beppe` is not the Unicorno's `dono`).
pub(super) const COMMON: &[&str] = &[
    "sono", "come", "cosa", "caso", "dopo", "solo", "todo", "toda", "nada", "pero", "para", "esto",
    "esta", "como", "creo", "vale", "bene", "vero", "voglio", "quiero", "some", "done", "note",
    "nota", "more", "mejor", "hola", "ciao", "mira", "mirad", "mire", "miren",
    // `todo el rato` is not `mato` (blind corpus 6, an alibi).
    "rato", "raro", "rara", "poco", "algo", "casi", "cada", "jaja",
];

/// The verbs of a ruleset in this phase, every spelling folded, and the kind of order each
/// spelling gives.
pub struct Verbs {
    /// Hashed as our own keys ([`KeySet`]): every word of a PM is looked up in it. Shared by
    /// every table of the same ruleset's verbs ([`Verbs::from_kinds`]).
    pub(super) spellings: Arc<KeySet<String>>,
    /// The ruleset's own lead-in words (`Ruleset::lead_in`), folded: among-us numbers its
    /// points (`1 Punto de acción: Atravieso la puerta este`).
    pub(super) lead_in: BTreeSet<String>,
    /// Folded spelling → its kind (the first kind that has it), and whether every order of
    /// that kind counts.
    pub(super) kinds: Arc<KeyMap<String, (usize, bool)>>,
    /// The spellings of four letters or more by their length: the only ones a word one edit
    /// away may be ([`Verbs::near`]). Made on the first misspelling looked for.
    pub(super) near_index: Arc<std::sync::OnceLock<NearIndex>>,
    /// The vote's spelling, if the ruleset has a vote.
    pub(super) vote: Option<String>,
    /// Whether a name alone in red is this phase's vote.
    pub(super) red_votes: bool,
    /// The ruleset's nouns of its orders (`Ruleset::order_nouns`), folded: a line naming a
    /// player and one of them is an order in other words (`le doy la pistola a Hugo`).
    pub(super) order_nouns: BTreeSet<String>,
    /// Whether the ruleset numbers its plays or points (numbers among its lead-ins): a line
    /// led by a number is never chatter.
    pub(super) numbered: bool,
    /// The names of this game's things (`Ruleset::game_nouns`: cards, places, tasks,
    /// objects): a line naming one is never chatter.
    pub(super) nouns: Arc<GameNouns>,
    /// Kind → how many words of an order of that kind come before its free text
    /// (`Ruleset::free_text`).
    pub(super) free_text: BTreeMap<usize, usize>,
    /// The orders named by their object (`Ruleset::object_orders`).
    pub(super) object_orders: Vec<super::objects::ObjectOrder>,
    /// The kinds of the orders a player may give with a condition
    /// (`Ruleset::conditional_orders`).
    pub(super) conditional: BTreeSet<usize>,
    /// The kinds of the verbs of a note (`Ruleset::notes`).
    pub(super) notes: BTreeSet<usize>,
    /// The `#` lines of this phase's forms, as `core::forms::comment_key` gives them: a PM's
    /// `#` line among them is the form's as it came.
    pub(super) form_comments: BTreeSet<String>,
    /// The game's language: how `si`, `se`, `vi` read (`words::doubt_at`) in a PM whose words
    /// do not tell its language (`words::language_of`); `None` reads every way that may be a
    /// doubt.
    pub(super) lang: Option<crate::core::msg::Lang>,
    /// The kinds of the orders that count only on a tie (`Ruleset::tie_break`).
    pub(super) tie_kinds: BTreeSet<usize>,
    /// What a numbered point or play with no verb stands for (`Ruleset::verbless_point`).
    pub(super) verbless_point: Option<Arc<super::VerblessPoint>>,
    /// What a line with no verb and no number may start with (`Ruleset::held_things`).
    pub(super) held: Option<super::points::Held>,
    /// The words that open a phrase aiming an order before its verb
    /// (`Ruleset::fronted_aims`), folded.
    pub(super) fronted_aims: BTreeSet<String>,
    /// The words between a thing and the player it goes to (`Ruleset::where_words`), folded.
    pub(super) where_words: BTreeSet<String>,
    /// The verb a line that is only a route stands for in this phase (`Ruleset::bare_route`).
    pub(super) bare_route: Option<String>,
    /// The everyday verbs that say an order in a phrase (`Ruleset::phrasal_verbs`).
    pub(super) phrasal: Vec<super::Phrasal>,
    /// The words that point at a play of the phase (`Ruleset::play_refs`).
    pub(super) play_refs: Arc<super::play_refs::PlayWords>,
    /// The words of the parts of the turn (`Ruleset::turn_parts`).
    pub(super) turn_parts: Arc<super::turn_headings::TurnWords>,
    /// The words each role is called by (`Ruleset::role_words`), folded, word by word, and
    /// each sender's own role (`Ruleset::own_role`).
    pub(super) roles: Arc<super::own_role::RoleWords>,
}

impl Verbs {
    /// Spellings without kinds: each spelling is a kind of its own.
    pub fn new<'a>(spellings: impl IntoIterator<Item = &'a str>) -> Verbs {
        // Each spelling's kind is its place in folded order.
        let sorted: BTreeSet<String> = spellings.into_iter().map(fold).collect();
        let kinds = sorted
            .iter()
            .enumerate()
            .map(|(i, w)| (w.clone(), (i, false)))
            .collect();
        Verbs {
            near_index: Arc::default(),
            spellings: Arc::new(sorted.into_iter().collect()),
            kinds: Arc::new(kinds),
            lead_in: BTreeSet::new(),
            vote: None,
            red_votes: false,
            order_nouns: BTreeSet::new(),
            numbered: false,
            nouns: Arc::default(),
            free_text: BTreeMap::new(),
            object_orders: Vec::new(),
            conditional: BTreeSet::new(),
            notes: BTreeSet::new(),
            form_comments: BTreeSet::new(),
            lang: None,
            tie_kinds: BTreeSet::new(),
            verbless_point: None,
            held: None,
            fronted_aims: BTreeSet::new(),
            where_words: BTreeSet::new(),
            bare_route: None,
            phrasal: Vec::new(),
            play_refs: Arc::default(),
            turn_parts: Arc::default(),
            roles: Arc::default(),
        }
    }

    /// A ruleset's verbs by kind ([`crate::core::ruleset::Ruleset::verbs`]). The folded table
    /// of a ruleset's verbs is made once per process and shared: every PM, post and phase of
    /// a command reads with the same one (`import` asks of each post whether it is only talk).
    pub fn from_kinds(kinds: &[VerbKind]) -> Verbs {
        let (spellings, by_word, near_index) = shared_table(kinds);
        Verbs {
            near_index,
            spellings,
            kinds: by_word,
            lead_in: BTreeSet::new(),
            vote: kinds
                .iter()
                .find(|k| k.words.contains(&"vote"))
                .map(|k| k.words[0].to_string()),
            red_votes: false,
            order_nouns: BTreeSet::new(),
            numbered: false,
            nouns: Arc::default(),
            free_text: BTreeMap::new(),
            object_orders: Vec::new(),
            conditional: BTreeSet::new(),
            notes: BTreeSet::new(),
            form_comments: BTreeSet::new(),
            lang: None,
            tie_kinds: BTreeSet::new(),
            verbless_point: None,
            held: None,
            fronted_aims: BTreeSet::new(),
            where_words: BTreeSet::new(),
            bare_route: None,
            phrasal: Vec::new(),
            play_refs: Arc::default(),
            turn_parts: Arc::default(),
            roles: Arc::default(),
        }
    }

    /// Whether this phase has a vote: then a player's name alone on a line, in red, is his
    /// vote ("El voto se emite con el nombre del elegido en color ROJO"); in a phase without
    /// one it is only a name.
    pub fn with_red_votes(mut self, phase_votes: bool) -> Verbs {
        self.red_votes = phase_votes;
        self
    }

    /// In the game's language ([`Verbs::lang`]).
    pub fn with_language(mut self, lang: crate::core::msg::Lang) -> Verbs {
        self.lang = Some(lang);
        self
    }

    /// With the `#` lines of this phase's forms ([`crate::core::forms::comment_lines`]).
    pub fn with_form_comments(mut self, lines: BTreeSet<String>) -> Verbs {
        self.form_comments = lines;
        self
    }

    /// With a ruleset's nouns of its orders ([`crate::core::ruleset::Ruleset::order_nouns`]).
    pub fn with_order_nouns(mut self, nouns: &[&str]) -> Verbs {
        self.order_nouns = nouns.iter().map(|n| fold(n)).collect();
        self
    }

    /// With the orders that carry a free text ([`crate::core::ruleset::Ruleset::free_text`]).
    pub fn with_free_text(mut self, verbs: &[(&str, usize)]) -> Verbs {
        for (spelling, before) in verbs {
            if let Some((kind, _)) = self.kinds.get(&fold(spelling)) {
                self.free_text.insert(*kind, *before);
            }
        }
        self
    }

    /// With the orders a player may give with a condition
    /// ([`crate::core::ruleset::Ruleset::conditional_orders`]).
    pub fn with_conditional(mut self, verbs: &[&str]) -> Verbs {
        for spelling in verbs {
            if let Some((kind, _)) = self.kinds.get(&fold(spelling)) {
                self.conditional.insert(*kind);
            }
        }
        self
    }

    /// With the verbs of a note ([`crate::core::ruleset::Ruleset::notes`]).
    pub fn with_notes(mut self, verbs: &[&str]) -> Verbs {
        for spelling in verbs {
            if let Some((kind, _)) = self.kinds.get(&fold(spelling)) {
                self.notes.insert(*kind);
            }
        }
        self
    }

    /// Whether a word is the verb of a note.
    pub(super) fn is_note(&self, word: &Word) -> bool {
        self.kinds
            .get(word.folded())
            .is_some_and(|(kind, _)| self.notes.contains(kind))
    }

    /// Whether a word is the verb of an order that may carry a condition.
    pub(super) fn is_conditional(&self, word: &Word) -> bool {
        self.kinds
            .get(word.folded())
            .is_some_and(|(kind, _)| self.conditional.contains(kind))
    }

    /// With the orders named by their object
    /// ([`crate::core::ruleset::Ruleset::object_orders`]).
    pub fn with_object_orders(mut self, orders: &[(String, String)]) -> Verbs {
        self.object_orders = orders
            .iter()
            .map(|(thing, order)| super::objects::ObjectOrder::new(thing, order))
            .collect();
        self
    }

    /// With the orders that count only on a tie ([`crate::core::ruleset::Ruleset::tie_break`]):
    /// their condition (`si hay empate, desempato a favor de Dani`) is no doubt.
    pub fn with_tie_break(mut self, verbs: &[&str]) -> Verbs {
        for spelling in verbs {
            if let Some((kind, _)) = self.kinds.get(&fold(spelling)) {
                self.tie_kinds.insert(*kind);
            }
        }
        self
    }

    /// With what a numbered point or play with no verb stands for
    /// ([`crate::core::ruleset::Ruleset::verbless_point`]; `core::intake::points`).
    pub fn with_verbless_point(
        mut self,
        point: Option<crate::core::ruleset::PointThings>,
    ) -> Verbs {
        static MADE: Recent<crate::core::ruleset::PointThings, super::VerblessPoint> =
            Recent::new();
        self.verbless_point = point.map(|point| {
            MADE.get(point, |(leading, things, alone)| super::VerblessPoint {
                leading: leading.iter().map(|w| fold(w)).collect(),
                alone: alone.iter().map(|v| v.to_string()).collect(),
                things: things
                    .iter()
                    .map(|(verb, t)| (verb.clone(), super::points::tokens(t)))
                    .collect(),
            })
        });
        self
    }

    /// With what a line with no verb and no number may start with
    /// ([`crate::core::ruleset::Ruleset::held_things`]).
    pub fn with_held_things(mut self, held: Option<crate::core::ruleset::HeldThings>) -> Verbs {
        self.held = held.map(|(after, by_player)| super::points::Held {
            after: after.iter().map(|w| fold(w)).collect(),
            by_player: by_player
                .into_iter()
                .map(|(player, things)| {
                    let things = things
                        .iter()
                        .map(|(verb, t)| (verb.clone(), super::points::tokens(t)))
                        .collect();
                    (fold(&player), things)
                })
                .collect(),
        });
        self
    }

    /// With the verb a line that is only a route stands for in this phase
    /// ([`crate::core::ruleset::Ruleset::bare_route`]).
    pub fn with_bare_route(mut self, verb: Option<&str>) -> Verbs {
        self.bare_route = verb.map(str::to_string);
        self
    }

    /// With the everyday verbs that say an order in a phrase
    /// ([`crate::core::ruleset::Ruleset::phrasal_verbs`]).
    pub fn with_phrasal(mut self, phrasal: Vec<super::Phrasal>) -> Verbs {
        self.phrasal = phrasal;
        self
    }

    /// With the words that open a phrase aiming an order before its verb
    /// ([`crate::core::ruleset::Ruleset::fronted_aims`]).
    pub fn with_fronted_aims(mut self, words: &[&str]) -> Verbs {
        self.fronted_aims = words.iter().map(|w| fold(w)).collect();
        self
    }

    /// With the words between a thing and the player it goes to
    /// ([`crate::core::ruleset::Ruleset::where_words`]).
    pub fn with_where_words(mut self, words: &[&str]) -> Verbs {
        self.where_words = words.iter().map(|w| fold(w)).collect();
        self
    }

    /// Whether `word` is the verb of an order that counts only on a tie.
    pub(super) fn on_a_tie(&self, word: &Word) -> bool {
        self.kinds
            .get(word.folded())
            .is_some_and(|(kind, _)| self.tie_kinds.contains(kind))
    }

    /// How many words one of this game's things takes at the start of `words`, if one is named
    /// there (`lavandería`, `sala de control`).
    pub(super) fn game_noun_at_start(&self, words: &[Word]) -> Option<usize> {
        let span = self.game_noun_in(words)?;
        if words.first()?.span.start != span.start {
            return None;
        }
        Some(words.iter().take_while(|w| w.span.end <= span.end).count())
    }

    /// Where the free text of an order led by `verb` starts, as an index into `words` (the
    /// verb at `at`): `None` for an order that carries none.
    pub(super) fn free_text_at(&self, words: &[Word], at: usize) -> Option<usize> {
        let (kind, _) = self.kinds.get(words[at].folded())?;
        let before = self.free_text.get(kind)?;
        Some((at + 1 + before).min(words.len()))
    }

    /// With a ruleset's own lead-in words ([`crate::core::ruleset::Ruleset::lead_in`]): a clause made
    /// of them and the core's lead-ins, holding at least one of them, leads into an order even
    /// when the verb is capitalised after it (`1 Punto de acción: Atravieso la puerta este`).
    pub fn with_lead_in(mut self, words: &[&str]) -> Verbs {
        self.lead_in = words.iter().map(|w| fold(w)).collect();
        self.numbered = words.iter().any(|w| w.parse::<u32>().is_ok());
        self
    }

    /// With the names of this game's things ([`crate::core::ruleset::Ruleset::game_nouns`]).
    /// A name of fewer than four letters (a house letter, `K`, `S1`) is kept apart, as written:
    /// it names the thing only where a place is named ([`super::short::names_a_place`]).
    pub fn with_game_nouns(mut self, nouns: &[String]) -> Verbs {
        static MADE: Recent<Vec<String>, GameNouns> = Recent::new();
        self.nouns = MADE.get(nouns.to_vec(), |nouns| GameNouns::of(nouns));
        self
    }

    /// Whether a line is led by a play or point number (`3.`, `2 PA:`, `PA2`, `3er punto`).
    pub(super) fn numbered_line(&self, words: &[Word]) -> bool {
        let number = |w: &String| {
            let bare = w.trim_end_matches(['º', 'ª', '.', ')', '-', ':']);
            bare.parse::<u32>().is_ok()
                || ORDINALS.contains(&fold(bare).as_str())
                || super::points::prefixed_number(self, w).is_some()
        };
        self.numbered && words.len() > 1 && words.first().is_some_and(|w| number(&w.text))
    }

    /// The first of this game's things a line names, as written (`la chica hambienta`: a
    /// card, one letter off), with the span it covers.
    pub(super) fn game_noun_in(&self, words: &[Word]) -> Option<std::ops::Range<usize>> {
        if let Some(span) = super::short::names_a_place(words, &self.nouns.short) {
            return Some(span);
        }
        // Each token of each word (folded, letters and digits only), with its word: most
        // words are one token of ASCII letters, taken whole.
        let mut toks: Vec<(&str, usize)> = Vec::with_capacity(words.len());
        for (i, w) in words.iter().enumerate() {
            let folded = w.folded();
            if folded.bytes().all(|b| b.is_ascii_alphanumeric()) {
                if !folded.is_empty() {
                    toks.push((folded, i));
                }
                continue;
            }
            let parts = folded.split(|c: char| !c.is_alphanumeric());
            toks.extend(parts.filter(|t| !t.is_empty()).map(|t| (t, i)));
        }
        let close = |written: &str, name: &str| {
            written == name || crate::core::text::one_edit_apart(written, name, 5)
        };
        let named_at = |at: usize, noun: &[String]| {
            toks.len() - at >= noun.len()
                && noun.iter().zip(&toks[at..]).all(|(n, (t, _))| close(t, n))
        };
        for at in 0..toks.len() {
            // The first noun of the list named from here: only those whose first token is as
            // long as this one, or one letter longer or shorter, may be.
            let n = toks[at].0.chars().count();
            let named = (n.saturating_sub(1)..=n + 1)
                .filter_map(|len| self.nouns.by_length.get(len))
                .flatten()
                .filter(|&&i| named_at(at, &self.nouns.long[i]))
                .min();
            if let Some(&i) = named {
                let first = toks[at].1;
                let last = toks[at + self.nouns.long[i].len() - 1].1;
                return Some(words[first].span.start..words[last].span.end);
            }
        }
        None
    }

    /// The first of this game's things a line of `player` names: whole ([`Verbs::game_noun_in`])
    /// or, a thing he holds, by a unique short name (`Maratón a la 3`: review break5 F8).
    pub(super) fn game_noun_of(
        &self,
        player: &str,
        words: &[Word],
    ) -> Option<std::ops::Range<usize>> {
        self.game_noun_in(words)
            .or_else(|| {
                let held = self.held.as_ref()?;
                let (at, _) = held.short_name_in(player, words, &self.nouns.long)?;
                Some(words[at].span.clone())
            })
            .or_else(|| self.play_ref_in(words))
    }

    pub(super) fn ruleset_lead_in(&self, word: &Word) -> bool {
        self.lead_in.contains(word.folded())
            || super::points::prefixed_number(self, &word.text).is_some()
    }

    /// The kind of an order line (its first word is its verb, once classified), and whether
    /// every order of that kind counts; `None` for a line that is not led by a verb.
    pub fn kind_of(&self, line: &OrderLine) -> Option<(usize, bool)> {
        let first = line.words.first()?;
        self.kinds.get(first.folded()).copied()
    }

    /// Whether two verb words give orders of one kind (`compras`, `compro`).
    pub(super) fn same_kind(&self, a: &Word, b: &Word) -> bool {
        let kind = |w: &Word| self.kinds.get(w.folded()).map(|k| k.0);
        kind(a).is_some() && kind(a) == kind(b)
    }

    /// Whether an order of verb `b` after one of verb `a` is a second order, not one that
    /// replaces it: another kind, or a kind each of whose orders counts.
    pub(super) fn another_order(&self, a: &Word, b: &Word) -> bool {
        let kind = |w: &Word| self.kinds.get(&fold(&w.text)).copied();
        matches!((kind(a), kind(b)), (Some(x), Some(y)) if x.0 != y.0 || x.1)
    }

    /// Whether a verb word gives an order of the vote's kind (`voto`, `me abstengo`).
    pub(super) fn is_vote(&self, word: &Word) -> bool {
        let kind = |w: &str| self.kinds.get(&fold(w)).map(|k| k.0);
        self.vote
            .as_deref()
            .is_some_and(|v| kind(v).is_some() && kind(v) == kind(&word.text))
    }

    pub(super) fn is_verb(&self, word: &Word) -> bool {
        self.spellings.contains(word.folded())
    }

    /// Whether a folded word is the everyday verb of one of the ruleset's phrases.
    fn is_phrasal_head(&self, key: &str) -> bool {
        self.phrasal.iter().any(|p| p.is_head(key))
    }

    /// The verb a misspelt word most likely is (`vtoo` → `voto`): one edit away, for words of
    /// four letters or more.
    pub(super) fn near(&self, word: &Word) -> Option<&str> {
        let key = word.folded();
        // An everyday verb of a phrase (`guarda che …`) is that verb, no misspelt one (`guard`).
        if key.chars().count() < 4 || COMMON.contains(&key) || self.is_phrasal_head(key) {
            return None;
        }
        // A word one edit (a letter changed, added, dropped, two swapped) from a verb is at
        // most one letter longer or shorter, and, both of three letters or more, starts or ends
        // with the verb's letter: only the verbs of those lengths and letters are compared.
        let index = self.near_index.get_or_init(|| near_index(&self.spellings));
        let n = key.chars().count();
        let (first, last) = (key.chars().next()?, key.chars().next_back()?);
        (n - 1..=n + 1)
            .flat_map(|len| {
                let by_first = index.by_first.get(&(len, first));
                let by_last = index.by_last.get(&(len, last));
                by_first.into_iter().chain(by_last).flatten()
            })
            .filter(|v| *v != key && crate::core::text::within_one_edit(key, v))
            .min()
            .map(String::as_str)
    }
}

/// A folded verb table: the spellings, each one's kind, the index of misspellings.
type Table = (
    Arc<KeySet<String>>,
    Arc<KeyMap<String, (usize, bool)>>,
    Arc<std::sync::OnceLock<NearIndex>>,
);

/// The folded table of `kinds`, made on the first call with these kinds and shared after: a
/// ruleset's verbs are the same every phase, and folding every spelling is most of the cost of
/// a table. The few tables a process meets (one per ruleset, a test's own) are kept.
fn shared_table(kinds: &[VerbKind]) -> Table {
    static MADE: Mutex<Vec<(Vec<VerbKind>, Table)>> = Mutex::new(Vec::new());
    let mut made = MADE.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, table)) = made.iter().find(|(seen, _)| seen.as_slice() == kinds) {
        return table.clone();
    }
    let mut by_word = KeyMap::default();
    for (i, kind) in kinds.iter().enumerate() {
        for word in &kind.words {
            by_word.entry(fold(word)).or_insert((i, kind.each_counts));
        }
    }
    let spellings: KeySet<String> = by_word.keys().cloned().collect();
    let table: Table = (Arc::new(spellings), Arc::new(by_word), Arc::default());
    made.push((kinds.to_vec(), table.clone()));
    table
}

/// The index of [`Verbs::near`]: the spellings of four letters or more by their length and
/// first letter, and again by their length and last letter (issue 25: every spelling of a
/// length was compared).
#[derive(Debug, Default)]
pub(super) struct NearIndex {
    by_first: KeyMap<(usize, char), Vec<String>>,
    by_last: KeyMap<(usize, char), Vec<String>>,
}

fn near_index(spellings: &KeySet<String>) -> NearIndex {
    let mut index = NearIndex::default();
    for verb in spellings {
        let n = verb.chars().count();
        if let (true, Some(first), Some(last)) =
            (n >= 4, verb.chars().next(), verb.chars().next_back())
        {
            let by_first = index.by_first.entry((n, first)).or_default();
            by_first.push(verb.clone());
            index
                .by_last
                .entry((n, last))
                .or_default()
                .push(verb.clone());
        }
    }
    index
}

/// Ordinals that lead a numbered line in words (`primero me quedo`): such a line is the
/// master's to read, never chatter.
const ORDINALS: &[&str] = &[
    "primero", "primera", "primer", "segundo", "segunda", "tercero", "tercera", "tercer", "1er",
    "3er", "2do", "3ro", "primo", "terzo", "first", "second", "third", "1st", "2nd", "3rd",
];
