//! A swap said of the Servicios' mirror: "Un jugador que pase por esta ubicación puede robar uno
//! de los espejos para reflejar las imágenes de dos jugadores a su elección"
//! (docs/rulings/chechino.md, ruling 69).

use super::order::Giver;
use super::{Activation, Order, Reader, Use, VERBS, Verb, verb_span};
use crate::core::diag::Problem;
use crate::core::grammar::Args;
use crate::core::orders::Read;
use crate::rules::chechino::casas::{Function, spoken};
use crate::rules::chechino::nave;

/// Words before the two players whose images the mirror swaps (`swap images of Gino and
/// Paula`, `cambio las imágenes de Ana y Bruno`).
const IMAGES: &[&str] = &[
    "images",
    "image",
    "imagenes",
    "imagen",
    "immagini",
    "the",
    "las",
    "le",
    "of",
    "de",
    "di",
    "delle",
    "reflections",
    "reflejos",
    "riflessi",
];

impl Reader<'_> {
    /// The Vigilante "intercambiará los carteles informativos de 2 ubicaciones"; a passer
    /// "puede robar uno de los espejos para reflejar las imágenes de dos jugadores". A swap on
    /// a line that names the mirror or the Servicios (`At the Servicios (P) I nick a mirror:
    /// swap images of Gino and Paula`) is the mirror's: the Servicios used, as `usar P Gino
    /// Paula`.
    pub(super) fn mirror_swap(
        &self,
        args: &mut Args,
        who: &Giver,
    ) -> Option<Result<Order, Problem>> {
        // The whole line as written: a label before the verb (`At the Servicios (P) I nick a
        // mirror: swap …`) is no word of the order, but says whose swap it is.
        let source = &args.file.source;
        let start = source[..args.line.span.start]
            .rfind('\n')
            .map_or(0, |at| at + 1);
        let end = args.line.span.end
            + source[args.line.span.end..]
                .find('\n')
                .unwrap_or(source.len() - args.line.span.end);
        let texts: Vec<&str> = source[start..end].split_whitespace().collect();
        let servicios = |f: Option<Function>| f == Some(Function::Servicios);
        let said = (0..texts.len()).any(|i| {
            servicios(spoken::thing(texts[i]))
                || servicios(spoken::function_at(&texts[i..]).map(|(f, _)| f))
        });
        let house = nave::house_with(&self.state.map, Function::Servicios)?;
        if !said {
            return None;
        }
        Some(self.mirror_use(args, who, house))
    }

    fn mirror_use(&self, args: &mut Args, who: &Giver, house: String) -> Result<Order, Problem> {
        self.at_night(args, who)?;
        let span = verb_span(args);
        // Shown as the use it is: `usar P Gino Paula`.
        let verb = &args.line.words[0];
        if let Some(spec) = VERBS.iter().find(|s| s.verb == Verb::Use) {
            let readings = &args.file.readings;
            readings.record(
                verb.span.start,
                Read::Verb {
                    spellings: spec.words,
                    written: verb.text.clone(),
                },
            );
            readings.record(verb.span.start, Read::Word(house.clone()));
        }
        args.skip_ahead(IMAGES);
        let (function, what) = self.use_args(args, who.me, &house, span, false)?;
        debug_assert!(matches!(what, Use::Mirror(..)));
        Ok(Order::Use(Activation {
            at: house.clone(),
            house,
            function,
            what,
        }))
    }
}
