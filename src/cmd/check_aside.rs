//! What `check` shows beside an order: the orders a later one replaced, and the aside the
//! intake set aside after an order when it names another player.

use super::check_conditional::read_from;
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, OrderLine, Read};
use serde::Serialize;

/// An order a later order of the same kind replaced, and the order that replaced it.
#[derive(Serialize)]
pub(super) struct ReplacedOut {
    file: String,
    line: usize,
    text: String,
    by_file: String,
    by_line: usize,
    by_text: String,
    /// Withdrawn by a line that cancels it in words (`anulo lo anterior`), not replaced.
    withdrawn: bool,
}

impl ReplacedOut {
    pub(super) fn of(r: &crate::core::replaced::Replacement) -> ReplacedOut {
        ReplacedOut {
            file: r.replaced.path.clone(),
            line: r.replaced.line,
            text: r.replaced.text.clone(),
            by_file: r.by.path.clone(),
            by_line: r.by.line,
            by_text: r.by.text.clone(),
            withdrawn: r.withdrawn,
        }
    }
}

/// The orders of this PM a later order replaced, with the order that replaced each.
pub(super) fn replaced_in(
    file: &OrderFile,
    replaced: &[crate::core::replaced::Replacement],
) -> Vec<ReplacedOut> {
    replaced
        .iter()
        .filter(|r| r.replaced.path == file.path)
        .map(ReplacedOut::of)
        .collect()
}

/// What the player wrote after the order on its line, set aside by the intake as his prose,
/// when it names a player the order does not (`, que ayer defendió a Carla`, `, sorry Carla!`,
/// `. PD: Carla, sorry`; issue 22 J): shown beside the reading, so the master sees the name that
/// was not read. Another order read later on the line is no aside.
pub(super) fn aside_of(file: &OrderFile, line: &OrderLine, names: &NameIndex) -> Option<String> {
    let span = read_from(file, line);
    let rest = &file.source[span.end..];
    let eol = span.end
        + rest
            .find(crate::core::text::is_line_break)
            .unwrap_or(rest.len());
    if (file.lines.iter()).any(|o| (span.end..eol).contains(&o.span.start)) {
        return None;
    }
    let ordered: Vec<String> = (file.readings.within(span.clone()).into_iter())
        .filter_map(|r| match r {
            Read::Player { name, .. } => Some(name),
            _ => None,
        })
        .collect();
    let aside = file.source[span.end..eol]
        .trim_start_matches(|c: char| !c.is_alphanumeric())
        .trim_end();
    let another = |w: &str| {
        let w = w.trim_matches(|c: char| !c.is_alphanumeric());
        names.is_exact(w) && names.resolve(w).is_ok_and(|p| !ordered.contains(&p))
    };
    aside
        .split_whitespace()
        .any(another)
        .then(|| aside.to_string())
}

/// A post of the thread the master set aside: its votes are not counted. With its forum id
/// where the thread gives one (`p9004`), the name the master's order takes.
#[derive(Serialize)]
pub(super) struct PostSetAside {
    post: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    id: Option<String>,
    author: String,
}

impl PostSetAside {
    /// `check`'s line for it.
    pub(super) fn line(&self) -> crate::core::msg::Msg {
        let msg = match &self.id {
            Some(id) => crate::core::msg::Msg::new("check-post-ignored-id").arg("id", id),
            None => crate::core::msg::Msg::new("check-post-ignored"),
        };
        msg.arg("post", self.post).arg("author", &self.author)
    }
}

/// The posts of the day's thread the master set aside, in thread order.
pub(super) fn posts_set_aside(
    prepared: Option<&crate::core::engine::Prepared>,
) -> Vec<PostSetAside> {
    let Some(read) = prepared.and_then(|p| p.thread.as_ref()) else {
        return Vec::new();
    };
    let of = |(post, author)| PostSetAside {
        post,
        id: read.set_aside_ids.get(&post).cloned(),
        author,
    };
    read.posts_set_aside().into_iter().map(of).collect()
}
