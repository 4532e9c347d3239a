//! The master's house rules and words: `option KEY VALUE`, `ruling TEXT`, `note TEXT`.

use super::{Applying, RULE, Verb, reason};
use crate::core::diag::Problem;
use crate::core::grammar::Args;
use crate::core::msg::Msg;
use crate::core::trace::Kind;

impl Applying<'_> {
    /// `option KEY VALUE [reason]`: a house rule, a game option from now on.
    pub(super) fn option(&mut self, args: &mut Args) -> Result<(), Problem> {
        let Some(key) = args.word() else {
            return Err(args.problem(
                args.line_span(),
                Msg::new("err-option-syntax").arg("option", ""),
            ));
        };
        let Some(value) = args.word() else {
            return Err(args
                .problem(
                    key.span.clone(),
                    Msg::new("err-option-syntax").arg("option", &key.text),
                )
                .help(Msg::new("help-option-syntax")));
        };
        let spec = self.ruleset.options().iter().find(|s| s.key == key.text);
        match spec {
            None => {
                let known: Vec<&str> = self.ruleset.options().iter().map(|s| s.key).collect();
                return Err(args
                    .problem(
                        key.span.clone(),
                        Msg::new("err-unknown-option").arg("key", &key.text),
                    )
                    .help(Msg::new("help-options").arg("keys", known.join(", "))));
            }
            Some(spec)
                if !spec.values.is_empty() && !spec.values.contains(&value.text.as_str()) =>
            {
                return Err(args
                    .problem(
                        value.span.clone(),
                        Msg::new("err-option-value")
                            .arg("key", &key.text)
                            .arg("value", &value.text),
                    )
                    .help(Msg::new("help-option-values").arg("values", spec.values.join(", "))));
            }
            // A map, a task list, a deck: read into the state when the game
            // started; a new file would not be read, its name only posted.
            Some(_) if self.ruleset.file_options().contains(&key.text.as_str()) => {
                return Err(args
                    .problem(
                        key.span.clone(),
                        Msg::new("err-option-file").arg("key", &key.text),
                    )
                    .help(Msg::new("help-option-file").arg("key", &key.text)));
            }
            Some(_) => {}
        }
        let why = reason(args);
        self.next
            .options
            .insert(key.text.clone(), value.text.clone());
        self.trace
            .add(
                Kind::Ruling,
                RULE,
                Msg::new("master-option")
                    .arg("key", &key.text)
                    .arg("value", &value.text)
                    .arg("reason", &why),
            )
            .public();
        Ok(())
    }

    /// `ruling TEXT`: posted in the public summary; `note TEXT`: in the master's trace only.
    pub(super) fn ruling(&mut self, verb: Verb, args: &mut Args) -> Result<(), Problem> {
        let Some((text, _)) = args.rest() else {
            return Err(args.problem(args.line_span(), Msg::new("err-master-empty")));
        };
        let event = self.trace.add(
            Kind::Ruling,
            RULE,
            Msg::new("master-ruling").arg("text", &text),
        );
        if verb == Verb::Ruling {
            event.public();
        }
        Ok(())
    }
}
