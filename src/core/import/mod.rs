//! `adjudicate import`: the forum's own material filed into a game folder. A phpBB PM export
//! (CSV, "CSV (Excel)", XML), a saved PM page (phpBB, SMF, vBulletin, MyBB, XenForo, Invision
//! Community, Mediavida, Discourse) and saved thread pages are read here into [`ForumPm`]s and
//! pages; [`plan`] decides where each PM goes (its sender's file of the phase it belongs to) or
//! why it is skipped, and the command writes the plan.

pub mod classify;
pub mod export;
pub mod page;
pub mod plan;

/// One PM as the forum gave it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ForumPm {
    /// The sender as the forum names him.
    pub sender: String,
    pub subject: String,
    /// The date as the forum wrote it.
    pub date: String,
    /// The date read, in seconds since 1970; `None` when it could not be read.
    pub sent: Option<i64>,
    /// The message: BBCode as phpBB's export gives it, or the text of a saved page.
    pub body: String,
    /// The forum shows it deleted (a moderator's view of a page; review break8 F1): never
    /// filed, said so.
    pub deleted: bool,
}

/// Why a file could not be read: a catalog key and its arguments, shown with the file's name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    pub key: &'static str,
    pub detail: String,
}

impl Refusal {
    pub fn new(key: &'static str, detail: impl ToString) -> Self {
        Refusal {
            key,
            detail: detail.to_string(),
        }
    }
}
