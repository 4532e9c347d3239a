//! Posts of an earlier phase (break5 F6): a thread given for today may still hold the posts of a
//! day already resolved (the whole thread pasted again, as the README allows, or the saved page
//! where one day ends and the next begins). Those posts were archived with their phase
//! (`history/<phase>/thread.txt`, `history/<phase>/orders/thread.txt`): a post at or before the
//! last one archived, by number and by time, is not today's. It is taken out of the thread
//! before any vote is read, and listed ([`Thread::earlier`]) for the master, never dropped in
//! silence; so is a post written over a day before the last PM archived with an earlier phase.
//! A thread numbered anew (a new topic, or the new part pasted from `#1`) has later
//! times than anything archived and is read whole.

use super::posts::Thread;

/// How far before the last PM archived with an earlier phase a post must be to be that phase's
/// for sure, whatever clock or offset the PM's `sent:` was read with: a day.
pub const PM_MARGIN: i64 = 24 * 3600;

/// What the game's archive says of where today begins.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Archived {
    /// The last post archived with an earlier phase: the highest number and the latest time of
    /// the archived threads' posts. A post at or before both is that phase's.
    pub last_post: Option<(u64, i64)>,
    /// The latest `sent:` of the PMs archived with an earlier phase: a post more than
    /// [`PM_MARGIN`] before it was written before today began (among-us deliberations, where
    /// the thread of a day is seldom archived).
    pub last_pm: Option<i64>,
}

impl Archived {
    /// What the archived threads of earlier phases and the `sent:` times of their PMs say.
    pub fn of(archived: &[Thread], pm_times: impl IntoIterator<Item = i64>) -> Archived {
        let posts = || archived.iter().flat_map(|t| &t.posts);
        let last_post = posts()
            .map(|p| p.number)
            .max()
            .zip(posts().map(|p| p.time).max());
        Archived {
            last_post,
            last_pm: pm_times.into_iter().max(),
        }
    }

    /// Was a post of this number and time written in an earlier phase?
    pub fn holds(&self, number: u64, time: i64) -> bool {
        let archived = self
            .last_post
            .is_some_and(|(n, t)| number <= n && time <= t);
        archived || self.last_pm.is_some_and(|t| time < t - PM_MARGIN)
    }
}

/// Takes out of `thread` the posts of an earlier phase ([`Archived::holds`]). Their numbers
/// are kept in [`Thread::earlier`].
pub fn skip_earlier(thread: &mut Thread, archived: &Archived) {
    let (earlier, today): (Vec<_>, Vec<_>) = std::mem::take(&mut thread.posts)
        .into_iter()
        .partition(|p| archived.holds(p.number, p.time));
    thread.earlier = earlier.iter().map(|p| p.number).collect();
    thread.posts = today;
}
