//! The count as a forum post (Markdown, BBCode, plain text), every sentence from the catalog.

use super::count::{Count, Discarded, Reason, Source, Vote};
use super::{Majority, Markup, Options};
use crate::core::msg::{Catalog, Msg};
use crate::core::votes::votes_to_majority;

impl Count {
    /// The count as a forum post, in the catalog's language, without the vote history.
    pub fn render(&self, catalog: &Catalog, markup: Markup, phase_title: &str) -> String {
        let options = Options {
            markup,
            history: false,
        };
        self.render_with(catalog, &options, phase_title)
    }

    /// The count as a forum post: a line per wagon, when the hammer fell, the rule, who has not
    /// voted and who abstains, the votes that do not count (replaced ones with `history`),
    /// what the master must see.
    pub fn render_with(&self, catalog: &Catalog, options: &Options, phase_title: &str) -> String {
        let markup = options.markup;
        let mut out = Writer {
            markup,
            text: String::new(),
        };
        let text = |msg: Msg| catalog.text(&msg);
        out.line(&bold_all(
            markup,
            &text(Msg::new("tally-title").arg("phase", phase_title)),
        ));
        out.blank();
        if self.wagons.is_empty() {
            out.line(&text(Msg::new("tally-no-votes")));
        }
        self.write_wagons(&mut out, catalog);
        self.write_hammer(&mut out, catalog);
        out.blank();
        out.line(&out.italic(&text(self.majority_rule())));
        out.blank();
        self.write_not_voting(&mut out, catalog);
        self.write_discarded(&mut out, catalog, options);
        self.write_ignored(&mut out, catalog);
        // A secret ballot names no voter in any public line ("No se conocerá quién emitió cada
        // voto"): how a PM's vote was read is the master's (`check`, `--json`).
        if self.secret {
            out.blank();
            out.line(&out.italic(&text(self.updated_line())));
            return out.text;
        }
        self.write_read_as(&mut out, catalog);
        self.write_unread(&mut out, catalog);
        self.render_unclear(&mut out, catalog, markup);
        out.blank();
        out.line(&out.italic(&text(self.updated_line())));
        out.text
    }

    /// A line per wagon: its target, its weight, its voters (in a secret ballot, how many votes
    /// only).
    fn write_wagons(&self, out: &mut Writer, catalog: &Catalog) {
        let text = |msg: Msg| catalog.text(&msg);
        // A secret ballot lists equal wagons by name: their order of arrival would follow the
        // anonymous votes' times ("No se conocerá quién emitió cada voto").
        let mut wagons: Vec<&super::count::WagonLine> = self.wagons.iter().collect();
        if self.secret {
            wagons.sort_by(|a, b| b.weight.cmp(&a.weight).then(a.target.cmp(&b.target)));
        }
        for wagon in wagons {
            let voters: Vec<String> = wagon
                .voters
                .iter()
                .map(|v| match self.weighted {
                    true => format!("{} ({})", v.name, v.weight),
                    false => v.name.clone(),
                })
                .collect();
            let msg = match (&wagon.target, wagon.l_minus) {
                // A secret ballot: how many votes, never whose.
                (Some(target), _) if self.secret => Msg::new("tally-wagon-secret")
                    .arg("target", target)
                    .arg("weight", wagon.weight),
                (None, _) if self.secret => {
                    Msg::new("tally-abstentions-secret").arg("count", wagon.weight)
                }
                (Some(target), Some(needed)) => Msg::new("tally-wagon")
                    .arg("target", target)
                    .arg("weight", wagon.weight)
                    .arg("needed", needed),
                _ => Msg::new("tally-wagon-no-lynch").arg("weight", wagon.weight),
            };
            out.wagon(&text(msg.arg("voters", voters.join(", "))));
        }
    }

    /// When the hammer fell, and whose vote it was.
    fn write_hammer(&self, out: &mut Writer, catalog: &Catalog) {
        let text = |msg: Msg| catalog.text(&msg);
        let markup = out.markup;
        if let Some(h) = &self.hammer {
            out.blank();
            // A hammer the votes given by PM made has no voter and no moment: a PM's `sent:`
            // is between its sender and the master.
            let msg = match (self.secret, &h.voter) {
                (true, _) => Msg::new("tally-hammer-secret"),
                (false, None) => Msg::new("tally-hammer-by-pm"),
                (false, Some(voter)) => Msg::new("tally-hammer")
                    .arg("voter", voter)
                    .arg("where", where_shown(&h.origin, catalog)),
            };
            let msg = msg.arg("target", &h.target);
            out.line(&bold_all(markup, &text(msg)));
        }
    }

    /// The rule the count is decided by: a strict majority or a plurality.
    fn majority_rule(&self) -> Msg {
        match self.majority {
            Majority::Strict => Msg::new(self.majority_line.unwrap_or("tally-majority-strict"))
                .arg("needed", votes_to_majority(self.total_weight, 0))
                .arg("total", self.total_weight),
            Majority::Plurality {
                min_weight,
                ties_die,
            } => Msg::new(self.majority_line.unwrap_or(if ties_die {
                "tally-majority-plurality-ties"
            } else {
                "tally-majority-plurality"
            }))
            .arg("min", min_weight),
        }
    }

    /// Who has not voted, and who abstains.
    fn write_not_voting(&self, out: &mut Writer, catalog: &Catalog) {
        let text = |msg: Msg| catalog.text(&msg);
        out.line(&text(if self.not_voting.is_empty() {
            Msg::new("tally-everyone-voted")
        } else if self.secret {
            Msg::new("tally-not-voting-secret").arg("count", self.not_voting.len())
        } else {
            Msg::new("tally-not-voting")
                .arg("count", self.not_voting.len())
                .arg("players", self.not_voting.join(", "))
        }));
        if !self.abstaining.is_empty() && self.secret {
            out.line(&text(
                Msg::new("tally-abstentions-secret").arg("count", self.abstaining.len()),
            ));
        } else if !self.abstaining.is_empty() {
            out.line(&text(
                Msg::new("tally-abstentions")
                    .arg("count", self.abstaining.len())
                    .arg("players", self.abstaining.join(", ")),
            ));
        }
    }

    /// The votes that do not count, and with `history` the replaced ones: as the public knows
    /// them ([`Count::public_discarded`]). A vote void for a secret reason is an ordinary vote
    /// there, and replaces the one before it; the real discards are the master's (`--json`).
    fn write_discarded(&self, out: &mut Writer, catalog: &Catalog, options: &Options) {
        let text = |msg: Msg| catalog.text(&msg);
        let (history, discarded): (Vec<&Discarded>, Vec<&Discarded>) = self
            .public_discarded
            .iter()
            .partition(|d| in_history(d.reason));
        if !discarded.is_empty() {
            out.section(&text(Msg::new("tally-discarded-title")));
            for d in discarded {
                out.item(&self.discarded_item(d, catalog, out.markup));
            }
        }
        if options.history && !history.is_empty() {
            out.section(&text(Msg::new("tally-history-title")));
            for d in history {
                out.item(&self.discarded_item(d, catalog, out.markup));
            }
        }
    }

    /// Posts of authors whose votes are not read: not playing, not voting, replaced; then the
    /// posts the master set aside (`ignore thread POST`).
    fn write_ignored(&self, out: &mut Writer, catalog: &Catalog) {
        use crate::core::thread::IgnoredWhy;
        let text = |msg: Msg| catalog.text(&msg);
        let markup = out.markup;
        let esc = |written: &str| safe(markup, written);
        // The posts the master set aside are his (the `ignore` order: "master, and the author
        // with `tell`"): never in the post, on standard error ([`Count::set_aside_note`]).
        let cannot: Vec<_> = self
            .ignored
            .iter()
            .filter(|i| i.reason != IgnoredWhy::Master)
            .collect();
        if cannot.is_empty() {
            return;
        }
        out.section(&text(Msg::new("tally-ignored-title")));
        for i in cannot {
            let posts: Vec<String> = i.posts.iter().map(|n| format!("#{n}")).collect();
            let key = match i.reason {
                IgnoredWhy::NotPlaying => "tally-ignored-not-playing",
                IgnoredWhy::CannotVote => "tally-ignored-cannot-vote",
                IgnoredWhy::Replaced | IgnoredWhy::Master => "tally-ignored-replaced",
            };
            out.item(&text(
                Msg::new(key)
                    .arg("author", esc(&i.author))
                    .arg("posts", posts.join(", "))
                    .arg("by", esc(i.by.as_deref().unwrap_or_default())),
            ));
        }
    }

    /// The posts the master set aside (`ignore thread POST`), for him alone: the `ignore`
    /// order is shown to "master, and the author with `tell`", never in the count he posts.
    pub fn set_aside_note(&self, catalog: &Catalog) -> Option<String> {
        let lines: Vec<String> = self
            .ignored
            .iter()
            .filter(|i| i.reason == crate::core::thread::IgnoredWhy::Master)
            .map(|i| {
                let posts: Vec<String> = i.posts.iter().map(|n| format!("#{n}")).collect();
                catalog.text(
                    &Msg::new("tally-ignored-master")
                        .arg("author", &i.author)
                        .arg("posts", posts.join(", ")),
                )
            })
            .collect();
        (!lines.is_empty()).then(|| {
            catalog.text(&Msg::new("tally-ignored-master-note").arg("lines", lines.join("; ")))
        })
    }

    /// The votes of PMs sent at or after `tally --deadline`: the master's alone (a PM's timing
    /// is private, issue 22 K), told him on standard error, never in the count he posts.
    pub fn late_pm_note(&self, catalog: &Catalog) -> Option<String> {
        let lines: Vec<String> = self
            .discarded
            .iter()
            .filter(|d| d.reason == Reason::Late && d.origin.post.is_none())
            .map(|d| {
                let pm = d.origin.file.as_deref().unwrap_or_default();
                let pm = crate::core::set_aside::pm_name(pm);
                let vote = match &d.vote {
                    Vote::Player { target } => target.clone(),
                    Vote::Abstain => catalog.text(&Msg::new("tally-vote-no-lynch")),
                    Vote::Unvote => catalog.text(&Msg::new("tally-vote-unvote")),
                    Vote::Unread { written } => catalog
                        .text(&Msg::new("tally-vote-unread").arg("written", written.as_str())),
                };
                catalog.text(
                    &Msg::new("tally-late-pm")
                        .arg("voter", &d.voter)
                        .arg("pm", pm)
                        .arg("vote", vote),
                )
            })
            .collect();
        (!lines.is_empty())
            .then(|| catalog.text(&Msg::new("tally-late-pm-note").arg("lines", lines.join("; "))))
    }

    /// The names read from what a voter wrote.
    fn write_read_as(&self, out: &mut Writer, catalog: &Catalog) {
        let text = |msg: Msg| catalog.text(&msg);
        let markup = out.markup;
        let esc = |written: &str| safe(markup, written);
        if !self.read_as.is_empty() {
            out.section(&text(Msg::new("tally-read-as-title")));
            for r in &self.read_as {
                out.item(&text(
                    Msg::new("tally-read-as")
                        .arg("voter", &r.voter)
                        .arg("post", r.post)
                        .arg("written", esc(&r.written))
                        .arg("name", &r.name),
                ));
            }
        }
    }

    /// The votes that could not be read as a name.
    fn write_unread(&self, out: &mut Writer, catalog: &Catalog) {
        let text = |msg: Msg| catalog.text(&msg);
        let markup = out.markup;
        let esc = |written: &str| safe(markup, written);
        if !self.unread.is_empty() {
            out.section(&text(Msg::new("tally-unread-title")));
            for u in &self.unread {
                let key = match (u.reason, u.names.is_empty()) {
                    ("ambiguous", _) => "tally-unread-ambiguous",
                    (_, true) => "tally-unread-none",
                    (_, false) => "tally-unread-suggest",
                };
                let line = text(
                    Msg::new(key)
                        .arg("voter", &u.voter)
                        .arg("post", u.post)
                        .arg("written", esc(&u.written))
                        .arg("names", u.names.join(", ")),
                );
                out.item(&match u.replaced {
                    Some(by) => text(
                        Msg::new("tally-unread-replaced")
                            .arg("line", line)
                            .arg("by", by),
                    ),
                    None => line,
                });
            }
        }
    }

    /// "Updated to": the last counted post. A count of the PMs gives no moment: a PM's `sent:`
    /// is between its sender and the master, and the last one, count after count, would tell
    /// when each vote came (one-night ruling 25). Nor does a secret ballot ("No se conocerá
    /// quién emitió cada voto"), as the wagons' order would not.
    fn updated_line(&self) -> Msg {
        if self.secret {
            return Msg::new("tally-updated-secret");
        }
        match (&self.updated.post, &self.updated.time, self.source) {
            (Some(post), Some(time), _) => Msg::new("tally-updated-post")
                .arg("post", post)
                .arg("time", time),
            (_, _, Source::Orders) => Msg::new("tally-updated-orders"),
            (_, _, Source::Thread) => Msg::new("tally-updated-none"),
        }
    }

    /// One vote that does not count: voter, vote, where, why.
    fn discarded_item(&self, d: &Discarded, catalog: &Catalog, markup: Markup) -> String {
        let esc = |written: &str| safe(markup, written);
        let text = |msg: Msg| catalog.text(&msg);
        let vote = match &d.vote {
            Vote::Player { target } => target.clone(),
            Vote::Abstain => text(Msg::new("tally-vote-no-lynch")),
            Vote::Unvote => text(Msg::new("tally-vote-unvote")),
            Vote::Unread { written } => {
                text(Msg::new("tally-vote-unread").arg("written", esc(written)))
            }
        };
        let reason = match (d.reason, &d.detail) {
            (Reason::Void, Some(key)) if catalog.has(key) => {
                let target = match &d.vote {
                    Vote::Player { target } => target.clone(),
                    _ => vote.clone(),
                };
                text(Msg::new(key).arg("target", target).arg("voter", &d.voter))
            }
            (Reason::Void, detail) => {
                text(Msg::new("tally-reason-void").arg("why", esc(detail.as_deref().unwrap_or(""))))
            }
            (reason, _) => text(Msg::new(reason_key(reason))),
        };
        if self.secret {
            return text(Msg::new("tally-discarded-item-secret").arg("reason", reason));
        }
        text(
            Msg::new("tally-discarded-item")
                .arg("voter", &d.voter)
                .arg("vote", vote)
                .arg("where", where_shown(&d.origin, catalog))
                .arg("reason", reason),
        )
    }
}

/// Where a vote was cast, as the public may read it: its post, or "by PM" (never the PM's file:
/// how many PMs a player sent, and a master's `correct` without a reason, are not public).
fn where_shown(origin: &super::count::Origin, catalog: &Catalog) -> String {
    match origin.post {
        Some(n) => format!("#{n}"),
        None => catalog.get("tally-origin-pm"),
    }
}

/// A vote the voter replaced or withdrew himself: part of the history, not of the count.
fn in_history(reason: Reason) -> bool {
    matches!(
        reason,
        Reason::Replaced | Reason::Withdrawn | Reason::Repeated
    )
}

fn reason_key(reason: Reason) -> &'static str {
    match reason {
        Reason::NotEligible => "tally-reason-not-eligible",
        Reason::SelfVote => "tally-reason-self-vote",
        Reason::Frozen => "tally-reason-frozen",
        Reason::Void => "tally-reason-void",
        Reason::Replaced => "tally-reason-replaced",
        Reason::Withdrawn => "tally-reason-withdrawn",
        Reason::Repeated => "tally-reason-repeated",
        Reason::IgnoredUntilUnvote => "tally-reason-ignored-until-unvote",
        Reason::NothingToUnvote => "tally-reason-nothing-to-unvote",
        Reason::Final => "tally-reason-final",
        Reason::Late => "tally-reason-late",
        Reason::AfterHammer => "tally-reason-hammer",
    }
}

/// Text a player wrote, made harmless for the markup: no tags, no bold marks, no message
/// reference (a leading `@`).
fn safe(markup: Markup, text: &str) -> String {
    let text = text.trim_start_matches('@');
    match markup {
        Markup::Bbcode => text.replace('[', "(").replace(']', ")").replace('*', ""),
        Markup::Markdown => {
            let mut out = String::new();
            for c in text.chars() {
                if matches!(c, '*' | '_' | '`' | '[' | ']' | '<' | '>' | '#') {
                    out.push('\\');
                }
                out.push(c);
            }
            out
        }
        Markup::Plain => text.replace('*', ""),
    }
}

/// The whole text bold, for a title.
fn bold_all(markup: Markup, text: &str) -> String {
    let text = text.replace("**", "");
    match markup {
        Markup::Markdown => format!("**{text}**"),
        Markup::Bbcode => format!("[b]{text}[/b]"),
        Markup::Plain => text,
    }
}

/// Catalog bold (`**x**`) in the markup, as reports write it.
fn bold(markup: Markup, text: &str) -> String {
    let format = match markup {
        Markup::Markdown => crate::core::report::Format::Md,
        Markup::Plain => crate::core::report::Format::Text,
        Markup::Bbcode => crate::core::report::Format::Bbcode,
    };
    crate::core::report::bold(text, format)
}

/// Lines of a post in one markup.
struct Writer {
    markup: Markup,
    text: String,
}

impl Writer {
    fn line(&mut self, text: &str) {
        self.text.push_str(&bold(self.markup, text));
        self.text.push('\n');
    }

    /// One blank line between blocks, never two, never at the top.
    fn blank(&mut self) {
        if !self.text.is_empty() && !self.text.ends_with("\n\n") {
            self.text.push('\n');
        }
    }

    fn item(&mut self, text: &str) {
        self.line(&format!("- {text}"));
    }

    /// A wagon: a list item in Markdown (lines would run together), a line elsewhere.
    fn wagon(&mut self, text: &str) {
        match self.markup {
            Markup::Markdown => self.item(text),
            _ => self.line(text),
        }
    }

    fn section(&mut self, title: &str) {
        self.blank();
        let title = bold_all(self.markup, title);
        self.line(&title);
    }

    fn italic(&self, text: &str) -> String {
        let text = text.replace("**", "");
        match self.markup {
            Markup::Markdown => format!("_{text}_"),
            Markup::Bbcode => format!("[i]{text}[/i]"),
            Markup::Plain => text,
        }
    }
}

impl Count {
    /// The places not read as votes, and the votes in hidden text, each listed for the master.
    fn render_unclear(&self, out: &mut Writer, catalog: &Catalog, markup: Markup) {
        let text = |msg: Msg| catalog.text(&msg);
        if !self.unclear.is_empty() {
            out.section(&text(Msg::new("tally-unclear-title")));
            for u in &self.unclear {
                let line = text(
                    Msg::new("tally-unclear")
                        .arg("voter", &u.voter)
                        .arg("post", u.post)
                        .arg("text", safe(markup, &u.text)),
                );
                out.item(&match u.replaced {
                    Some(by) => text(
                        Msg::new("tally-unread-replaced")
                            .arg("line", line)
                            .arg("by", by),
                    ),
                    None => line,
                });
            }
        }
        if !self.hidden.is_empty() {
            out.section(&text(Msg::new("tally-hidden-title")));
            for h in &self.hidden {
                out.item(&text(
                    Msg::new("tally-hidden")
                        .arg("voter", &h.voter)
                        .arg("post", h.post),
                ));
            }
        }
    }
}
