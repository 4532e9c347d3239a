//! Reports as documents, rendered for forums: Markdown, BBCode or plain text.
//!
//! Catalog texts may mark bold with `**…**` and a verb to write with backticks (`` `indaga
//! NOMBRE` ``); each format renders them its own way. BBCode has one flavour per forum family
//! ([`Forum`]): the heading's size and the list items are written as that forum's software
//! accepts them, and a `.bbcode` file never holds Markdown (no `**`, no backticks).

use crate::core::msg::{Catalog, Msg};
use crate::core::trace::{Event, Trace};

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Md,
    Bbcode,
    Text,
}

impl Format {
    pub fn extension(self) -> &'static str {
        match self {
            Format::Md => "md",
            Format::Bbcode => "bbcode",
            Format::Text => "txt",
        }
    }
}

/// The forum software a game's posts are pasted into (`forum:` in game.yaml, `init --forum`).
///
/// - phpBB: `[size=150]` is a percentage (up to 200 by default), `[list]` + `[*]`;
/// - SMF: `[size=…]` takes a unit (`14pt`), list items are `[li]…[/li]`;
/// - vBulletin: `[size=1]`…`[size=7]`, `[list]` + `[*]`;
/// - Discourse and Mediavida: Markdown.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Default,
    clap::ValueEnum,
    serde::Serialize,
    serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Forum {
    #[default]
    Phpbb,
    Smf,
    Vbulletin,
    Discourse,
    Mediavida,
}

impl Forum {
    /// The format its posts are written in when the master does not choose one.
    pub fn format(self) -> Format {
        match self {
            Forum::Phpbb | Forum::Smf | Forum::Vbulletin => Format::Bbcode,
            Forum::Discourse | Forum::Mediavida => Format::Md,
        }
    }

    /// A heading, bold and larger, as this forum's BBCode writes it.
    fn heading(self, text: &str) -> String {
        match self {
            Forum::Smf => format!("[size=14pt][b]{text}[/b][/size]"),
            Forum::Vbulletin => format!("[size=4][b]{text}[/b][/size]"),
            _ => format!("[size=150][b]{text}[/b][/size]"),
        }
    }

    /// A list item, as this forum's BBCode writes it.
    fn item(self, text: &str) -> String {
        match self {
            Forum::Smf => format!("[li]{text}[/li]"),
            _ => format!("[*]{text}"),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Block {
    Heading(String),
    Para(String),
    Item(String),
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Doc {
    pub blocks: Vec<Block>,
}

impl Doc {
    pub fn heading(&mut self, text: String) {
        self.blocks.push(Block::Heading(text));
    }
    pub fn para(&mut self, text: String) {
        self.blocks.push(Block::Para(text));
    }
    pub fn item(&mut self, text: String) {
        self.blocks.push(Block::Item(text));
    }

    /// The document for a phpBB forum (BBCode), or in Markdown or text.
    pub fn render(&self, format: Format) -> String {
        self.render_for(format, Forum::Phpbb)
    }

    /// The document in `format`, BBCode written for `forum`.
    pub fn render_for(&self, format: Format, forum: Forum) -> String {
        let mut out = String::new();
        let mut in_list = false;
        for block in &self.blocks {
            let is_item = matches!(block, Block::Item(_));
            if in_list && !is_item {
                if format == Format::Bbcode {
                    out.push_str("[/list]\n");
                }
                out.push('\n');
            }
            if is_item && !in_list && format == Format::Bbcode {
                out.push_str("[list]\n");
            }
            in_list = is_item;
            match (block, format) {
                (Block::Heading(t), Format::Md) => {
                    out.push_str(&format!("## {}\n\n", bold(t, format)))
                }
                (Block::Heading(t), Format::Bbcode) => out.push_str(&format!(
                    "{}\n\n",
                    forum.heading(&strip_code(&strip_bold(t)))
                )),
                (Block::Heading(t), Format::Text) => {
                    let t = strip_bold(t);
                    out.push_str(&format!("{t}\n{}\n\n", "=".repeat(t.chars().count())))
                }
                (Block::Para(t), f) => out.push_str(&format!("{}\n\n", bold(t, f))),
                (Block::Item(t), Format::Bbcode) => {
                    out.push_str(&format!("{}\n", forum.item(&bold(t, Format::Bbcode))))
                }
                (Block::Item(t), f) => out.push_str(&format!("- {}\n", bold(t, f))),
            }
        }
        if in_list {
            if format == Format::Bbcode {
                out.push_str("[/list]\n");
            }
        } else if out.ends_with("\n\n") {
            out.pop();
        }
        out
    }
}

fn strip_bold(text: &str) -> String {
    text.replace("**", "")
}

/// A heading's `` `verb` `` without its backticks (a heading is bold already).
fn strip_code(text: &str) -> String {
    text.replace('`', "")
}

/// `open x close` for every `mark x mark` pair of `text`; a mark left alone stays as written.
fn pairs(text: &str, mark: &str, open: &str, close: &str) -> String {
    let parts: Vec<&str> = text.split(mark).collect();
    let mut out = String::new();
    for (i, part) in parts.iter().enumerate() {
        if i > 0 {
            let opening = i % 2 == 1;
            // The last mark of an odd count has no partner: it is a character, not markup.
            if opening && i == parts.len() - 1 {
                out.push_str(mark);
            } else {
                out.push_str(if opening { open } else { close });
            }
        }
        out.push_str(part);
    }
    out
}

/// `**x**` → `**x**` (Markdown), `[b]x[/b]` (BBCode), `x` (text); a verb to write,
/// `` `x` ``, stays as it is in Markdown and text and is `[i]x[/i]` in BBCode (no forum of
/// the BBCode family shows backticks as code).
pub fn bold(text: &str, format: Format) -> String {
    match format {
        Format::Md => text.to_string(),
        Format::Text => strip_bold(text),
        Format::Bbcode => pairs(&pairs(text, "**", "[b]", "[/b]"), "`", "[i]", "[/i]"),
    }
}

/// A player's private report of a phase: the events addressed to him.
pub fn private_report(catalog: &Catalog, trace: &Trace, phase_title: &str, player: &str) -> Doc {
    private_report_of(catalog, trace.for_player(player), phase_title, player)
}

/// [`private_report`] of the events a player reads ([`Trace::by_reader`]).
pub fn private_report_of<'a>(
    catalog: &Catalog,
    events: impl IntoIterator<Item = &'a Event>,
    phase_title: &str,
    player: &str,
) -> Doc {
    let catalog = &catalog.for_reader(player);
    let mut doc = Doc::default();
    doc.heading(
        catalog.text(
            &Msg::new("report-private-title")
                .arg("phase", phase_title)
                .arg("player", player),
        ),
    );
    let mut any = false;
    for event in events {
        doc.item(catalog.text(&event.text));
        any = true;
    }
    if !any {
        doc.para(catalog.get("report-nothing"));
    }
    doc
}

/// The public summary of a phase.
pub fn public_report(catalog: &Catalog, trace: &Trace, phase_title: &str) -> Doc {
    let mut doc = Doc::default();
    doc.heading(catalog.text(&Msg::new("report-public-title").arg("phase", phase_title)));
    for event in trace.public() {
        doc.item(catalog.text(&event.text));
    }
    doc
}

/// One line of `--explain`: `#3 blocked · Bruno → Ana · because #2 · rule: …`, then the text.
pub fn explain_event(catalog: &Catalog, event: &Event) -> String {
    // Targets may be message references (`@key`: a center card, a place).
    let targets: Vec<String> = event
        .targets
        .iter()
        .map(|t| match t.strip_prefix('@') {
            Some(key) => catalog.get(key),
            None => t.clone(),
        })
        .collect();
    let mut head = format!(
        "#{} {}",
        event.id,
        catalog.get(&format!("kind-{}", kind_key(event)))
    );
    if let Some(actor) = &event.actor {
        head.push_str(&format!(" · {actor}"));
        if !targets.is_empty() {
            head.push_str(&format!(" → {}", targets.join(", ")));
        }
    } else if !targets.is_empty() {
        head.push_str(&format!(" · {}", targets.join(", ")));
    }
    if let Some(cause) = event.cause {
        head.push_str(&format!(
            " · {}",
            catalog.text(&Msg::new("explain-because").arg("id", cause))
        ));
    }
    let audience = match &event.audience {
        crate::core::trace::Audience::Public => catalog.get("explain-public"),
        crate::core::trace::Audience::Players(ps) => {
            catalog.text(&Msg::new("explain-private").arg("players", ps.join(", ")))
        }
        crate::core::trace::Audience::Master => catalog.get("explain-master"),
    };
    format!(
        "{head}\n    {}\n    {}: {}\n    [{audience}]",
        strip_bold(&catalog.text(&event.text)),
        catalog.get("explain-rule"),
        catalog.get(&event.rule)
    )
}

fn kind_key(event: &Event) -> &'static str {
    use crate::core::trace::Kind::*;
    match event.kind {
        Info => "info",
        Applied => "applied",
        Blocked => "blocked",
        Redirected => "redirected",
        Failed => "failed",
        Skipped => "skipped",
        Random => "random",
        Swap => "swap",
        Vote => "vote",
        Death => "death",
        Win => "win",
        Ruling => "ruling",
    }
}

/// The whole trace, or the events involving one player.
pub fn explain(catalog: &Catalog, trace: &Trace, player: Option<&str>) -> String {
    let events: Vec<&Event> = match player {
        Some(p) => trace.involving(p).collect(),
        None => trace.events.iter().collect(),
    };
    let mut out = String::new();
    for event in events {
        out.push_str(&explain_event(catalog, event));
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bold_and_lists_per_format() {
        let mut doc = Doc::default();
        doc.heading("Night".into());
        doc.item("Ana is **dead**".into());
        doc.item("Bruno".into());
        doc.para("End".into());
        assert_eq!(
            doc.render(Format::Bbcode),
            "[size=150][b]Night[/b][/size]\n\n[list]\n[*]Ana is [b]dead[/b]\n[*]Bruno\n[/list]\n\nEnd\n"
        );
        assert_eq!(
            doc.render(Format::Md),
            "## Night\n\n- Ana is **dead**\n- Bruno\n\nEnd\n"
        );
        assert_eq!(
            doc.render(Format::Text),
            "Night\n=====\n\n- Ana is dead\n- Bruno\n\nEnd\n"
        );
    }

    #[test]
    fn each_bbcode_forum_gets_its_own_sizes_and_list_items() {
        let mut doc = Doc::default();
        doc.heading("Night".into());
        doc.item("Ana".into());
        assert_eq!(
            doc.render_for(Format::Bbcode, Forum::Smf),
            "[size=14pt][b]Night[/b][/size]\n\n[list]\n[li]Ana[/li]\n[/list]\n"
        );
        assert_eq!(
            doc.render_for(Format::Bbcode, Forum::Vbulletin),
            "[size=4][b]Night[/b][/size]\n\n[list]\n[*]Ana\n[/list]\n"
        );
        assert_eq!(Forum::Discourse.format(), Format::Md);
        assert_eq!(Forum::Smf.format(), Format::Bbcode);
    }

    #[test]
    fn a_bbcode_post_has_no_backticks_or_markdown_bold() {
        let text = bold("Each night: `indaga NAME` (**once**)", Format::Bbcode);
        assert_eq!(text, "Each night: [i]indaga NAME[/i] ([b]once[/b])");
        // An odd backtick is a character, not markup.
        assert_eq!(bold("it`s", Format::Bbcode), "it`s");
    }
}
