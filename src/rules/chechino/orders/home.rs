//! Words after an order's argument that say only what the order already says: the victim's own
//! house after a kill or a kidnapping (`mato a Fede en su casa`: the Asesino kills "en la casa
//! de la víctima", which must be on his route), and a path written as its two ends (`vigilo el
//! camino entre J y K`: the Insomne "vigila un camino" from his house).

use super::Reader;
use crate::core::grammar::Args;
use crate::core::names::fold;
use crate::core::orders::Word;
use crate::rules::chechino::nave;
use std::ops::Range;

/// The victim's own house, said with a possessive, folded word by word.
const OWN_HOUSE: &[&[&str]] = &[
    &["en", "su", "casa"],
    &["en", "su", "propia", "casa"],
    &["en", "casa"],
    &["a", "casa", "sua"],
    &["in", "casa", "sua"],
    &["nella", "sua", "casa"],
    &["a", "casa"],
    &["in", "casa"],
    &["at", "his", "house"],
    &["at", "her", "house"],
    &["at", "their", "house"],
    &["in", "his", "house"],
    &["in", "her", "house"],
    &["at", "home"],
];

/// The house named by its owner (`en casa de Fede`, `a casa di Fede`), or by its letter (`en
/// la F`): the victim's must follow.
const HOUSE_OF: &[&[&str]] = &[
    &["en", "casa", "de"],
    &["en", "la", "casa", "de"],
    &["a", "casa", "di"],
    &["in", "casa", "di"],
    &["nella", "casa", "di"],
    &["at", "the", "house", "of"],
    &["en", "la", "casa"],
    &["en", "la"],
    &["en"],
    &["nella", "casa"],
    &["in"],
    &["at"],
];

/// `text` without an English possessive's ending (`Hugo's`), and whether it had one.
pub(super) fn possessive(text: &str) -> (&str, bool) {
    ["'s", "’s"]
        .iter()
        .find_map(|s| text.strip_suffix(s))
        .map_or((text, false), |stem| (stem, true))
}

/// The words joining a path's two ends (`entre J y K`, `tra J e K`, `from J to K`).
const ENDS_JOINED: &[&str] = &["y", "e", "and", "a", "to", "hasta", "fino"];

/// Articles before a path's second end.
const ARTICLES: &[&str] = &["la", "el", "the", "il"];

/// The words that open a path's two ends, skipped before the first.
pub(super) const BETWEEN: &[&str] = &["entre", "tra", "fra", "between", "from", "desde", "da"];

impl Reader<'_> {
    /// Skips the victim's own house after his name (`en su casa`, `en casa de Fede`, `en la
    /// F` when F is Fede's house): nothing the order does not say. Any other house is left to
    /// be refused as words after the order.
    pub(super) fn skip_victim_home(&self, args: &mut Args, victim: &str) {
        let ahead = args.ahead();
        let keys: Vec<String> = ahead.iter().map(|w| fold(&w.text)).collect();
        let starts = |p: &[&str]| p.len() <= keys.len() && p.iter().zip(&keys).all(|(a, b)| a == b);
        // `en casa` alone, not `en casa de Gino` (whose house is read below).
        let alone = |len: usize| {
            keys.get(len)
                .is_none_or(|k| !["de", "di", "of", "del"].contains(&k.as_str()))
        };
        let own = OWN_HOUSE
            .iter()
            .filter(|p| starts(p) && alone(p.len()))
            .map(|p| p.len())
            .max();
        if let Some(own) = own {
            args.skip(own);
            return;
        }
        let names = self.game.names();
        let home = self.state.house(victim);
        let victims = |w: &Word| {
            let text = w.text.trim_matches(|c: char| !c.is_alphanumeric());
            names.resolve_unsuggested(text).is_ok_and(|p| p == victim)
                || nave::place_named(&self.state.map, text).is_some_and(|h| h == home)
        };
        let named = HOUSE_OF
            .iter()
            .filter(|p| starts(p) && ahead.get(p.len()).is_some_and(victims))
            .map(|p| p.len())
            .max();
        if let Some(len) = named {
            args.skip(len + 1);
        }
    }

    /// Skips the resident of `house` named after it (`Marcar la C (la de Hugo)`, `la C, la casa
    /// de Hugo`, `la C di Hugo`, `C, Hugo's`): nothing the order does not say. Another player
    /// named there is left to be refused as words after the order.
    pub(super) fn skip_resident(&self, args: &mut Args, house: &str) {
        const BEFORE: &[&str] = &["la", "el", "casa", "house", "de", "del", "di", "of", "the"];
        let Some(resident) = self.state.resident(house) else {
            return;
        };
        let ahead = args.ahead();
        let lead = ahead
            .iter()
            .take_while(|w| BEFORE.contains(&fold(&w.text).as_str()))
            .count();
        let Some(named) = ahead.get(lead) else {
            return;
        };
        let names = self.game.names();
        let owner = |t: &str| names.resolve_unsuggested(t).is_ok_and(|p| p == resident);
        // `la de Hugo`, `Hugo's`: the owner said as such, never a bare name after the house.
        let said =
            lead > 0 && ["de", "del", "di", "of"].contains(&fold(&ahead[lead - 1].text).as_str());
        let stem = ["'s", "’s", "'", "’"]
            .iter()
            .find_map(|s| named.text.strip_suffix(s))
            .filter(|_| lead == 0);
        let possessive = stem.is_some_and(owner);
        if (said && owner(&named.text)) || possessive {
            args.skip(lead + 1);
        }
    }

    /// Skips the letter of `house` said after its owner (`la casa de Hugo (la C)`, `Hugo's
    /// house, C`): nothing the order does not say. Another letter is left to be refused as
    /// words after the order.
    pub(super) fn skip_own_letter(&self, args: &mut Args, house: &str) {
        let ahead = args.ahead();
        let bare = |w: &Word| {
            w.text
                .trim_matches(|c: char| !c.is_alphanumeric())
                .to_string()
        };
        let lead = ahead
            .iter()
            .take_while(|w| ["la", "el", "the", ""].contains(&fold(&bare(w)).as_str()))
            .count();
        let letter = ahead
            .get(lead)
            .and_then(|w| nave::place_named(&self.state.map, &bare(w)));
        if letter.as_deref() == Some(house) {
            args.skip(lead + 1);
        }
    }

    /// A path written as its two ends, after the word that opens them (`entre J y K`, `tra J e
    /// K`, `between J and K`, `from J to K`): the path `J-K` and its span. `None` when the
    /// words are not two places joined.
    pub(super) fn path_between(
        &self,
        args: &mut Args,
        first: &Word,
    ) -> Option<(String, Range<usize>)> {
        let map = &self.state.map;
        let place = |w: &Word| nave::place_named(map, &w.text);
        let a = place(first).filter(|_| !first.text.contains('-'))?;
        let ahead = args.ahead();
        let join = ahead.first()?;
        // `entre la J y la K`: an article before the second end too.
        let article = ahead
            .get(1)
            .is_some_and(|w| ARTICLES.contains(&fold(&w.text).as_str()) && place(w).is_none());
        let second = ahead.get(1 + usize::from(article))?;
        if !ENDS_JOINED.contains(&fold(&join.text).as_str()) {
            return None;
        }
        let b = place(second).filter(|_| !second.text.contains('-'))?;
        let span = first.span.start..second.span.end;
        args.skip(2 + usize::from(article));
        let path = format!("{a}-{b}");
        let read = crate::core::orders::Read::Word(path.clone());
        args.file.readings.set_within(span.clone(), vec![read]);
        Some((path, span))
    }
}
