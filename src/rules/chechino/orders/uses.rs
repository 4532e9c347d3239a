//! The arguments of `usar` by function, messages and the owner's own functions.

use super::{MAX_WORDS, Reader, Use, err, verb_span, working};
use crate::core::diag::Problem;
use crate::core::grammar::Args;
use crate::core::msg::Msg;
use crate::rules::chechino::casas::Function;
use crate::rules::chechino::nave;
use crate::rules::chechino::roles::Role;
use crate::rules::chechino::state::Memory;
use std::ops::Range;

/// A limited use the state already shows spent that the walker knows of, refused at `check`:
/// the recruitment "una vez por partida", the Asesino's and the Cómplice's own. The pistol, the
/// medkit, the suits and the mirrors are not refused: who took them is the owner's secret ("El
/// soldado sabrá quién se llevó la pistola", "El mozo sabrá cuándo le roban los trajes, pero no
/// quién"), so the walker finds them gone at night and is told there (ruling 22).
fn spent(memory: &Memory, function: Function, what: &Use) -> Option<&'static str> {
    match (function, what) {
        (Function::Laboratorio, Use::Lab(Some(_))) if memory.recruited => {
            Some("chechino-err-recruit-spent")
        }
        _ => None,
    }
}

impl Reader<'_> {
    /// The function of `house` a walker activates (through the Morgue when
    /// `through_morgue`), and what he asks of it.
    pub(super) fn use_args(
        &self,
        args: &mut Args,
        me: &str,
        house: &str,
        span: Range<usize>,
        through_morgue: bool,
    ) -> Result<(Function, Use), Problem> {
        let function = self.open_function(args, house, span.clone(), through_morgue)?;
        let what = self.what_is_asked(args, me, function, span.clone())?;
        if let Some(key) = spent(&self.state.memory, function, &what) {
            return Err(args
                .problem(span, Msg::new(key))
                .help(Msg::new("chechino-help-spent-use")));
        }
        Ok((function, what))
    }

    /// "Las funciones de la mayoría de las ubicaciones pueden ser activadas por cualquiera de
    /// los personajes que pasen por allí … Salvo que se especifique lo contrario, las
    /// ubicaciones sólo podrán ser activadas mientras sus residentes estén vivos", and the
    /// Morgue: "activar desde ella la ubicación perteneciente a un jugador muerto".
    fn open_function(
        &self,
        args: &Args,
        house: &str,
        span: Range<usize>,
        through_morgue: bool,
    ) -> Result<Function, Problem> {
        let Some(function) = nave::function_of(&self.state.map, house) else {
            return Err(args.problem(
                span,
                Msg::new("chechino-err-no-function").arg("house", house),
            ));
        };
        if !function.passers_activate() || (through_morgue && function == Function::Morgue) {
            return Err(args.problem(
                span,
                Msg::new("chechino-err-not-by-passing").arg("function", function.key()),
            ));
        }
        let resident = self.state.resident(house);
        let owner_alive = resident.is_some_and(|r| self.game.is_alive(r));
        // An owner the master killed after this PM was written: his house is found closed.
        let fallen = resident.is_some_and(|r| self.state.memory.fallen.iter().any(|f| f == r));
        if through_morgue && owner_alive {
            return Err(args.problem(
                span,
                Msg::new("chechino-err-morgue-living").arg("house", house),
            ));
        }
        if !through_morgue && !owner_alive && !fallen && !function.works_with_owner_dead() {
            return Err(args
                .problem(
                    span,
                    Msg::new("chechino-err-owner-dead").arg("house", house),
                )
                .help(Msg::new("chechino-help-morgue")));
        }
        Ok(function)
    }

    /// What the walker asks of `function`: its arguments.
    fn what_is_asked(
        &self,
        args: &mut Args,
        me: &str,
        function: Function,
        span: Range<usize>,
    ) -> Result<Use, Problem> {
        Ok(match function {
            Function::Armeria | Function::Enfermeria | Function::Capilla => {
                // A pistol, a medkit or a name in the book for the living only (`usar A para
                // Hugo`).
                args.keyword(&["para", "per", "for"]);
                let (to, to_span) = args.player("receiver")?;
                if !self.game.is_alive(&to) {
                    return Err(args.problem(
                        to_span,
                        Msg::new("chechino-err-give-dead").arg("player", &to),
                    ));
                }
                Use::Give(to)
            }
            Function::Laboratorio => {
                // "Cuando asesino o cómplice entren en el laboratorio podrán pedir al Master el
                // listado … y, una vez por partida, reclutar a uno de ellos".
                let role = self.state.role(me);
                if !matches!(role, Role::Asesino | Role::Complice) {
                    return Err(args.problem(span, Msg::new("chechino-err-lab-killers")));
                }
                if args.keyword(&["reclutar", "recruit"]) {
                    Use::Lab(Some(args.player("recruit")?.0))
                } else {
                    Use::Lab(None)
                }
            }
            Function::Lavanderia => Use::Suit,
            Function::Servicios => {
                let a = args.player("first reflection")?.0;
                let b = args.player("second reflection")?.0;
                Use::Mirror(a, b)
            }
            Function::Radio => {
                let (to, to_span) = args.player("receiver")?;
                if !self.game.is_alive(&to) {
                    return Err(args.problem(
                        to_span,
                        Msg::new("chechino-err-radio-dead").arg("player", &to),
                    ));
                }
                Use::Radio(to, self.message(args)?)
            }
            _ => {
                return Err(args.problem(
                    span,
                    Msg::new("chechino-err-not-by-passing").arg("function", function.key()),
                ));
            }
        })
    }

    /// A message's text, at most 20 words.
    pub(super) fn message(&self, args: &mut Args) -> Result<String, Problem> {
        let Some((text, span)) = args.rest() else {
            return Err(err(args, args.line_span(), "chechino-err-missing-message"));
        };
        let words = text.split_whitespace().count();
        if words > MAX_WORDS {
            return Err(args.problem(
                span,
                Msg::new("chechino-err-too-many-words").arg("count", words),
            ));
        }
        Ok(text)
    }

    pub(super) fn owns(&self, args: &Args, me: &str, function: Function) -> Result<(), Problem> {
        if working(self.game, self.state, function).as_deref() == Some(me) {
            Ok(())
        } else {
            Err(args.problem(
                verb_span(args),
                Msg::new("chechino-err-not-owner").arg("function", function.key()),
            ))
        }
    }
}
