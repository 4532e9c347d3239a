//! Order forms: the PM a player should send. For the coming phase each ruleset says what each
//! player may do (his role's verbs, his house's), with the legal choices; the core writes one
//! form per player, in the game's language, that the player fills and sends back as his PM.
//!
//! A form is a block of lines to copy: `#` lines say what each order does and which choices
//! are legal; each order is a line with `___` where a choice goes (`ver ___`). A line left as it
//! came (its `___` unfilled) is not an order (`core::intake`), so the player fills what he
//! wants and sends the whole block.

use crate::core::msg::{Catalog, Lang, Msg};
use crate::core::report::{Doc, Format};
use std::collections::{BTreeMap, BTreeSet};

/// The mark of a choice still to write.
pub const BLANK: &str = "___";

/// One argument of an order: a word to write, one of the legal `choices` (players, houses,
/// numbers), or free text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Slot {
    /// A fixed word of the order (`centro` in `ver centro ___ ___`).
    Word(String),
    /// One of these, written as shown.
    OneOf { what: Msg, choices: Vec<String> },
    /// Free text (a route, a message); `example` is one legal value of it in this phase.
    Text { what: Msg, example: String },
}

/// One order a player may send this phase.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormOrder {
    /// The verb as the player writes it, in the rulebook's language (`ver`, `indaga`).
    pub verb: String,
    /// What the order does, and its limits ("two of the three center cards").
    pub about: Msg,
    pub slots: Vec<Slot>,
    /// The line of another order of the form that one of this order's words or choices needs
    /// in the same PM, by that word or choice (a victim's house must be on the route: `Bruno`
    /// → `ruta G-A-E-G`). A word or choice not here needs nothing else.
    pub needs: BTreeMap<String, String>,
}

impl FormOrder {
    pub fn new(verb: &str, about: Msg) -> FormOrder {
        FormOrder {
            verb: verb.to_string(),
            about,
            slots: Vec::new(),
            needs: BTreeMap::new(),
        }
    }

    pub fn word(mut self, word: &str) -> FormOrder {
        self.slots.push(Slot::Word(word.to_string()));
        self
    }

    pub fn one_of(mut self, what: Msg, choices: Vec<String>) -> FormOrder {
        self.slots.push(Slot::OneOf { what, choices });
        self
    }

    pub fn text(mut self, what: Msg, example: &str) -> FormOrder {
        self.slots.push(Slot::Text {
            what,
            example: example.to_string(),
        });
        self
    }

    /// `line` must come with this order when one of its words or choices is `key`.
    pub fn needs(mut self, key: &str, line: String) -> FormOrder {
        self.needs.insert(key.to_string(), line);
        self
    }

    /// An order without a choice to write (`parar`): its line would be an order as it came.
    pub fn is_bare(&self) -> bool {
        self.slots.iter().all(|s| matches!(s, Slot::Word(_)))
    }

    /// The line to fill: the verb, fixed words, `___` for each choice. An order without a
    /// choice comes after a `#`, so that the block sent as it came orders nothing: the player
    /// deletes the `#` to send it.
    pub fn template(&self) -> String {
        let mut line = if self.is_bare() {
            format!("# {}", self.verb)
        } else {
            self.verb.clone()
        };
        for slot in &self.slots {
            line.push(' ');
            line.push_str(match slot {
                Slot::Word(w) => w,
                _ => BLANK,
            });
        }
        line
    }

    /// The line filled with `picks`, one per choice slot in order.
    pub fn filled(&self, picks: &[String]) -> String {
        let mut picks = picks.iter();
        let mut line = self.verb.clone();
        for slot in &self.slots {
            line.push(' ');
            match slot {
                Slot::Word(w) => line.push_str(w),
                _ => line.push_str(picks.next().map_or(BLANK, String::as_str)),
            }
        }
        line
    }
}

/// A player's form for a phase.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Form {
    pub player: String,
    pub orders: Vec<FormOrder>,
}

/// The forms the master sends: every player's, but during a pause only those of the players
/// it waits for (among-us ruling 45): a form telling anyone else «nothing to send in this
/// phase» would tell him the phase stopped.
pub fn to_send(game: &crate::core::game::Game, all: Vec<Form>) -> Vec<Form> {
    all.into_iter()
        .filter(|form| game.pause.is_none() || !form.orders.is_empty())
        .collect()
}

/// A form as a post: a heading, how to fill it, then the block to copy (`[code]` in BBCode, a
/// fenced block in Markdown) with a `#` line per order saying what it does and its choices.
pub fn render(
    catalog: &Catalog,
    form: &Form,
    phase_title: &str,
    format: Format,
    forum: crate::core::report::Forum,
) -> String {
    let mut doc = Doc::default();
    doc.heading(
        catalog.text(
            &Msg::new("form-title")
                .arg("phase", phase_title)
                .arg("player", &form.player),
        ),
    );
    if form.orders.is_empty() {
        doc.para(catalog.text(&Msg::new("form-nothing")));
        return doc.render_for(format, forum);
    }
    doc.para(catalog.text(&Msg::new("form-how").arg("blank", BLANK)));
    if form.orders.iter().any(FormOrder::is_bare) {
        doc.para(catalog.text(&Msg::new("form-how-bare")));
    }
    let block = block(catalog, form);
    let mut out = doc.render_for(format, forum);
    if !out.ends_with("\n\n") {
        out.push('\n');
    }
    match format {
        Format::Bbcode => out.push_str(&format!("[code]\n{block}[/code]\n")),
        Format::Md => out.push_str(&format!("```text\n{block}```\n")),
        Format::Text => out.push_str(&block),
    }
    out
}

/// The block of a form to copy: a `#` line per order saying what it does and its choices,
/// then the order's line to fill.
pub fn block(catalog: &Catalog, form: &Form) -> String {
    let mut block = String::new();
    for order in &form.orders {
        block.push_str(&format!("# {}\n", catalog.text(&order.about)));
        for (i, slot) in order.slots.iter().enumerate() {
            // Two choices from the same list (two players to swap) are listed once.
            if i > 0 && order.slots[i - 1] == *slot {
                continue;
            }
            match slot {
                Slot::OneOf { what, choices } => block.push_str(&format!(
                    "#   {}: {}\n",
                    catalog.text(what),
                    choices.join(", ")
                )),
                Slot::Text { what, .. } => block.push_str(&format!("#   {}\n", catalog.text(what))),
                Slot::Word(_) => {}
            }
        }
        block.push_str(&order.template());
        block.push('\n');
    }
    block
}

/// A comment's text as a form's `#` line and a PM's are compared: without its `#`s, its
/// spaces squashed.
pub fn comment_key(text: &str) -> String {
    let text = text.trim_start().trim_start_matches('#');
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The `#` lines of these forms as `adjudicate forms` writes them, in every language (a master
/// may write them with `--lang`), each as [`comment_key`]: a `#` line of a PM among them is the
/// form's as it came, never the player's answer.
pub fn comment_lines(game: &crate::core::game::Game, forms: &[Form]) -> BTreeSet<String> {
    let mut lines = BTreeSet::new();
    // No form, no line: the three languages' catalogs are not built for nothing (a phase
    // whose PMs hold no `#` line asks for no form).
    if forms.is_empty() {
        return lines;
    }
    for lang in [Lang::Es, Lang::It, Lang::En] {
        let catalog = Catalog::for_ruleset(lang, &game.ruleset).with_genders(game);
        for form in forms {
            let text = block(&catalog.for_reader(&form.player), form);
            lines.extend(
                text.lines()
                    .filter(|l| l.trim_start().starts_with('#'))
                    .map(comment_key),
            );
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_template_has_a_blank_per_choice_and_fills_in_order() {
        let order = FormOrder::new("ver", Msg::new("x"))
            .word("centro")
            .one_of(Msg::new("x"), vec!["1".into(), "2".into(), "3".into()])
            .one_of(Msg::new("x"), vec!["1".into(), "2".into(), "3".into()]);
        assert_eq!(order.template(), "ver centro ___ ___");
        assert_eq!(order.filled(&["1".into(), "3".into()]), "ver centro 1 3");
    }

    #[test]
    fn an_order_without_a_choice_is_offered_after_a_hash() {
        let order = FormOrder::new("parar", Msg::new("x"));
        assert!(order.is_bare());
        assert_eq!(order.template(), "# parar");
        assert_eq!(order.filled(&[]), "parar");
    }
}
