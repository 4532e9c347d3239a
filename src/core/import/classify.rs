//! What a file given to `import` is, from its bytes: a phpBB PM export (XML or CSV), a saved
//! PM page, a saved thread page; anything else is refused with what was looked for.

use super::export::{self, Dialect};
use super::page;
use super::{ForumPm, Refusal};
use crate::core::thread::page::{
    Forum, MARKERS, PageKind, classify_page, classify_view, kind_by_cut,
};
use jiff::tz::TimeZone;

/// What a file holds.
#[derive(Debug)]
pub enum Material {
    /// PMs, with where they come from (`phpBB CSV`, `phpBB XML`, or the forum of a PM page).
    Pms(&'static str, Vec<ForumPm>),
    /// A page of a thread, of this forum: copied into `thread/`.
    Thread(&'static str),
}

/// Reads one file. `reference` is the time a page's "today" is read against (its save time).
pub fn read(
    bytes: &[u8],
    dialect: Option<Dialect>,
    tz: &TimeZone,
    reference: i64,
) -> Result<Material, Refusal> {
    let text = std::str::from_utf8(bytes)
        .map_err(|e| Refusal::new("err-import-encoding", format!("byte {}", e.valid_up_to())))?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let head: String = text
        .trim_start()
        .chars()
        .take(512)
        .collect::<String>()
        .to_ascii_lowercase();
    if let Some(kind) = classify_view(text) {
        return match kind {
            PageKind::Thread { forum } => Ok(Material::Thread(forum.name())),
            _ => Err(Refusal::new("err-import-page-unknown", MARKERS.join("; "))),
        };
    }
    if head.starts_with("<?xml") && !head.contains("<html") {
        return export::read_xml(text, tz).map(|pms| Material::Pms("phpBB XML", pms));
    }
    if head.starts_with('<') {
        // A phpBB topic's page is told from its frame and posts alone, without parsing the
        // forum's navigation around them.
        if let Some(PageKind::Thread { forum }) = kind_by_cut(text) {
            return Ok(Material::Thread(forum.name()));
        }
        let doc = scraper::Html::parse_document(text);
        return match classify_page(&doc) {
            PageKind::Thread { forum } => Ok(Material::Thread(forum.name())),
            PageKind::PmPage { forum } => page::read_pm_page(&doc, forum, tz, reference)
                .map(|p| Material::Pms(forum.name(), p)),
            PageKind::Login { forum } => Err(Refusal::new("err-import-page-login", named(forum))),
            PageKind::Error { forum } => Err(Refusal::new("err-import-page-error", named(forum))),
            PageKind::Search { forum } => Err(Refusal::new("err-import-page-search", named(forum))),
            PageKind::Unknown { .. } => {
                Err(Refusal::new("err-import-page-unknown", MARKERS.join("; ")))
            }
        };
    }
    export::read_csv(text, dialect, tz).map(|pms| Material::Pms("phpBB CSV", pms))
}

/// A forum's name, or `?` where the page names none.
fn named(forum: Option<Forum>) -> &'static str {
    forum.map_or("?", Forum::name)
}
