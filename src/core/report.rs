//! Reports as documents, rendered for forums: Markdown, BBCode or plain text.
//!
//! Catalog texts may mark bold with `**…**`; each format renders it its own way.

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

    pub fn render(&self, format: Format) -> String {
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
                (Block::Heading(t), Format::Bbcode) => {
                    out.push_str(&format!("[size=150][b]{}[/b][/size]\n\n", strip_bold(t)))
                }
                (Block::Heading(t), Format::Text) => {
                    let t = strip_bold(t);
                    out.push_str(&format!("{t}\n{}\n\n", "=".repeat(t.chars().count())))
                }
                (Block::Para(t), f) => out.push_str(&format!("{}\n\n", bold(t, f))),
                (Block::Item(t), Format::Bbcode) => {
                    out.push_str(&format!("[*]{}\n", bold(t, Format::Bbcode)))
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

/// `**x**` → `**x**` (Markdown), `[b]x[/b]` (BBCode), `x` (text).
pub fn bold(text: &str, format: Format) -> String {
    match format {
        Format::Md => text.to_string(),
        Format::Text => strip_bold(text),
        Format::Bbcode => {
            let mut out = String::new();
            for (i, part) in text.split("**").enumerate() {
                if i > 0 {
                    out.push_str(if i % 2 == 1 { "[b]" } else { "[/b]" });
                }
                out.push_str(part);
            }
            out
        }
    }
}

/// A player's private report of a phase: the events addressed to him.
pub fn private_report(catalog: &Catalog, trace: &Trace, phase_title: &str, player: &str) -> Doc {
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
    for event in trace.for_player(player) {
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
}
