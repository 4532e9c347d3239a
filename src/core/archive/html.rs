//! The archive's HTML: every text escaped, one page skeleton (a stylesheet beside it, no script,
//! no font or file from the network), the public post written from the same document the
//! forum post is written from ([`Doc`]), so no forum markup is parsed back.

use crate::core::report::{Block, Doc};

/// `text` safe in an element or a quoted attribute.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// `open x close` for every `mark x mark` pair of the escaped `text`; a mark left alone stays.
fn pairs(text: &str, mark: &str, open: &str, close: &str) -> String {
    let parts: Vec<&str> = text.split(mark).collect();
    let mut out = String::new();
    for (i, part) in parts.iter().enumerate() {
        if i > 0 {
            let opening = i % 2 == 1;
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

/// A line of a report: `**bold**` and `` `a verb` `` as the Markdown post writes them.
pub fn inline(text: &str) -> String {
    let bold = pairs(&escape(text), "**", "<strong>", "</strong>");
    pairs(&bold, "`", "<code>", "</code>")
}

/// A report (the public post, a private report) as HTML, its heading one level under the page's.
pub fn doc(doc: &Doc) -> String {
    let mut out = String::new();
    let mut in_list = false;
    for block in &doc.blocks {
        let is_item = matches!(block, Block::Item(_));
        if in_list && !is_item {
            out.push_str("</ul>\n");
        }
        if is_item && !in_list {
            out.push_str("<ul>\n");
        }
        in_list = is_item;
        match block {
            Block::Heading(t) => {
                out.push_str(&format!("<h3>{}</h3>\n", inline(&t.replace("**", ""))))
            }
            Block::Para(t) => out.push_str(&format!("<p>{}</p>\n", inline(t))),
            Block::Item(t) => out.push_str(&format!("<li>{}</li>\n", inline(t))),
        }
    }
    if in_list {
        out.push_str("</ul>\n");
    }
    out
}

/// A whole page: `lang` its language, `title` the window's, `nav` the links at the top.
pub fn page(lang: &str, title: &str, nav: &str, body: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{}</title>\n<link rel=\"stylesheet\" href=\"style.css\">\n</head>\n<body>\n\
         <nav>{nav}</nav>\n<main>\n{body}</main>\n</body>\n</html>\n",
        escape(title)
    )
}

/// A link to a page of the archive.
pub fn link(href: &str, words: &str) -> String {
    format!("<a href=\"{}\">{}</a>", escape(href), escape(words))
}

/// A list of already written items.
pub fn list(items: &[String]) -> String {
    if items.is_empty() {
        return String::new();
    }
    let mut out = String::from("<ul>\n");
    for item in items {
        out.push_str(&format!("<li>{item}</li>\n"));
    }
    out.push_str("</ul>\n");
    out
}

/// The stylesheet: the system's sans-serif, a readable column, pictures as wide as it.
pub const STYLE: &str = "body { font-family: system-ui, \"DejaVu Sans\", Verdana, sans-serif; \
margin: 0; color: #1a1a1a; background: #fafafa; line-height: 1.5; }
nav { background: #0072B2; padding: 0.6em 1em; }
nav a { color: #ffffff; margin-right: 1.2em; font-weight: bold; }
main { max-width: 860px; margin: 0 auto; padding: 1em; background: #ffffff; }
.pager { margin: 0.4em 0 1em; }
h1 { font-size: 1.7em; margin: 0.4em 0; }
h2 { border-bottom: 2px solid #E69F00; padding-bottom: 0.2em; margin-top: 1.6em; }
img { max-width: 100%; height: auto; border: 1px solid #dddddd; }
dl { display: grid; grid-template-columns: max-content auto; gap: 0.3em 1em; }
dt { font-weight: bold; }
dd { margin: 0; }
.trace li { margin-bottom: 0.6em; }
.trace .rule { color: #555555; font-size: 0.9em; }
.dead { text-decoration: line-through; color: #666666; }
code { background: #f0f0f0; padding: 0 0.2em; }
";
