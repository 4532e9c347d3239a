//! The master's orders on the players' slots: `modkill`, `replace`, `revive`.

use super::{Applying, RULE, reason};
use crate::core::diag::Problem;
use crate::core::grammar::Args;
use crate::core::msg::Msg;
use crate::core::names::fold;
use crate::core::trace::Kind;

/// The words between the player replaced and his substitute (`por`, `with`, `con`).
const LINKS: &[&str] = &["por", "with", "by", "con", "col"];

impl Applying<'_> {
    /// `modkill P [reason]`: P dies now, by the master's hand.
    pub(super) fn modkill(&mut self, args: &mut Args) -> Result<(), Problem> {
        let (p, span) = args.player("modkill")?;
        if !self.next.is_alive(&p) {
            return Err(args.problem(span, Msg::new("err-master-dead").arg("player", &p)));
        }
        let why = reason(args);
        let id = self
            .trace
            .add(
                Kind::Death,
                RULE,
                Msg::new("master-modkill")
                    .arg("player", &p)
                    .arg("reason", &why),
            )
            .target(&p)
            .public()
            .id();
        // A death "for any reason": the ruleset applies what follows from it.
        self.ruleset.modkill(&mut self.next, &p, id, self.trace);
        self.directives.removed.insert(p, id);
        Ok(())
    }

    /// `replace P NEW [f/m] [reason]`: NEW takes P's slot, with his gender if given.
    pub(super) fn replace(&mut self, args: &mut Args) -> Result<(), Problem> {
        let (old, _) = args.player("replace")?;
        // `reemplazar Bruno por Carlos`, `replace Bruno with Carlos`, `sostituisci Olga con
        // Marco`: the linking word is no name.
        let linked = args.ahead().get(1).is_some();
        if linked
            && args
                .ahead()
                .first()
                .is_some_and(|w| LINKS.contains(&fold(&w.text).as_str()))
        {
            args.skip(1);
        }
        let Some(word) = args.word() else {
            return Err(args.problem(args.line_span(), Msg::new("err-master-new-name")));
        };
        let new = word.text.clone();
        let clash = self.next.names().is_exact(&new);
        let unsafe_name = crate::core::names::check_name(&new).err();
        if clash {
            let holder = self.next.names().resolve(&new).unwrap_or_default();
            return Err(args.problem(
                word.span.clone(),
                Msg::new("err-roster-duplicate")
                    .arg("name", &new)
                    .arg("other", holder),
            ));
        }
        if let Some(help) = unsafe_name {
            return Err(args
                .problem(
                    word.span.clone(),
                    Msg::new("err-roster-name").arg("name", &new),
                )
                .help(help));
        }
        // `replace Olga Marco m`: NEW's gender, if the master gives it; else
        // none (neutral wording), never the predecessor's.
        // The word right after NEW, as written (a peek would skip the fillers
        // that start a reason: "per motivi di lavoro").
        let after = args
            .line
            .words
            .iter()
            .position(|w| std::ptr::eq(w, word))
            .and_then(|i| args.line.words.get(i + 1));
        let gender = match after.map(|w| fold(&w.text)) {
            Some(g) if g == "f" || g == "m" => {
                args.word();
                crate::core::game::Gender::parse(&g).flatten()
            }
            _ => None,
        };
        let why = reason(args);
        let rename = crate::core::rename::Rename {
            old: &old,
            new: &new,
        };
        if let Err(msg) = self.ruleset.rename_player(&mut self.next, rename) {
            return Err(args.problem(args.line_span(), msg));
        }
        self.next.replace_player(&old, &new);
        if let Some(p) = self.next.players.iter_mut().find(|p| p.name == new) {
            p.gender = gender;
        }
        self.trace
            .add(
                Kind::Ruling,
                RULE,
                Msg::new("master-replace")
                    .arg("old", &old)
                    .arg("new", &new)
                    .arg("reason", &why),
            )
            .target(&new)
            .public();
        self.substitutes.push((old.clone(), new.clone()));
        Ok(())
    }

    /// `revive P [reason]`: P is alive again.
    pub(super) fn revive(&mut self, args: &mut Args) -> Result<(), Problem> {
        let (p, span) = args.player("revive")?;
        if self.next.is_alive(&p) {
            return Err(args.problem(span, Msg::new("err-master-alive").arg("player", &p)));
        }
        let why = reason(args);
        let id = self
            .trace
            .add(
                Kind::Ruling,
                RULE,
                Msg::new("master-revive")
                    .arg("player", &p)
                    .arg("reason", &why),
            )
            .target(&p)
            .public()
            .id();
        self.ruleset.revive(&mut self.next, &p, id, self.trace);
        Ok(())
    }
}
