//! A later PM that replaces a player's earlier PMs whole makes a line of theirs the intake
//! raised moot. "An order never becomes chatter in silence": the intake raises every line that
//! names something of the game but is not read as an order (`core::intake`). When the same
//! player later sends a PM that the ruleset reads as replacing the earlier ones whole (among-us:
//! "A later PM that declares the whole round again is the declaration"), whatever that line
//! meant is replaced too: its problem is dropped, and the replacement is recorded, so `check`
//! lists it and the player is told, as for any replaced order (`core::replaced`).

use crate::core::diag::Problem;
use crate::core::orders::OrderFile;
use crate::core::replaced::{Quote, Replacement, quote, sending_order};

/// The intake's problems (`found[i]` for `files[i]`) that still stand, and the raised lines a
/// later PM of the same player replaced whole (`replaces_whole`, the ruleset's word).
pub fn moot(
    files: &[OrderFile],
    found: Vec<Vec<Problem>>,
    replaces_whole: impl Fn(&OrderFile) -> bool,
) -> (Vec<Problem>, Vec<Replacement>) {
    let mut problems = Vec::new();
    let mut replacements = Vec::new();
    for (i, raised) in found.into_iter().enumerate() {
        let file = &files[i];
        let by = (!raised.is_empty())
            .then(|| last_whole(files, file, &replaces_whole))
            .flatten();
        let Some(by) = by else {
            problems.extend(raised);
            continue;
        };
        for problem in raised {
            replacements.push(Replacement {
                player: file.player.clone(),
                replaced: raised_line(file, &problem),
                by: by.clone(),
                withdrawn: false,
            });
        }
    }
    (problems, replacements)
}

/// The first order of the last PM sent after `earlier` by the same player that replaces the
/// earlier PMs whole, if any.
fn last_whole(
    files: &[OrderFile],
    earlier: &OrderFile,
    replaces_whole: &impl Fn(&OrderFile) -> bool,
) -> Option<Quote> {
    files
        .iter()
        .filter(|f| f.player == earlier.player && sending_order(f) > sending_order(earlier))
        .filter(|f| !f.lines.is_empty() && replaces_whole(f))
        .max_by(|a, b| sending_order(a).cmp(&sending_order(b)))
        .map(|f| quote(f, &f.lines[0]))
}

/// The line a problem of `file` points at, as the player wrote it.
fn raised_line(file: &OrderFile, problem: &Problem) -> Quote {
    let span = problem
        .place
        .as_ref()
        .filter(|p| p.path == file.path)
        .map_or(0..0, |p| p.span.clone());
    let start = crate::core::text::line_start(&file.source, span.start.min(file.source.len()));
    let end = file.source[start..]
        .find('\n')
        .map_or(file.source.len(), |n| start + n);
    Quote {
        path: file.path.clone(),
        line: file.source[..start].matches('\n').count() + 1,
        text: crate::core::markup::strip_tags(file.source[start..end].trim()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::msg::Msg;

    fn pm(path: &str, number: u64, text: &str) -> OrderFile {
        let mut file = OrderFile::from_text("Bruno", path, text);
        file.place.number = number;
        file
    }

    fn raised(file: &OrderFile) -> Problem {
        let at = file.source.find("voy").expect("the prose line");
        Problem::new(Msg::new("err-unsafe-order")).at(&file.path, &file.source, at..at + 3)
    }

    #[test]
    fn a_later_pm_replacing_the_earlier_whole_makes_its_raised_line_moot() {
        let earlier = pm("orders/Bruno.txt", 1, "Buenas!\nPrimero voy a la terraza\n");
        let later = pm("orders/Bruno-2.txt", 2, "1 muevo terraza\n2 quedo\n");
        let found = vec![vec![raised(&earlier)], Vec::new()];
        let files = [earlier, later];
        let (problems, replaced) = moot(&files, found, |_| true);
        assert!(problems.is_empty());
        assert_eq!(replaced.len(), 1);
        assert_eq!(replaced[0].replaced.line, 2);
        assert_eq!(replaced[0].replaced.text, "Primero voy a la terraza");
        assert_eq!(replaced[0].by.path, "orders/Bruno-2.txt");
        assert_eq!(replaced[0].by.text, "1 muevo terraza");
    }

    #[test]
    fn a_raised_line_stands_unless_a_later_pm_replaces_it_whole() {
        let earlier = pm("orders/Bruno.txt", 1, "Primero voy a la terraza\n");
        let later = pm("orders/Bruno-2.txt", 2, "3 quedo\n");
        let files = [earlier.clone(), later.clone()];
        let (problems, replaced) =
            moot(&files, vec![vec![raised(&earlier)], Vec::new()], |_| false);
        assert_eq!(problems.len(), 1);
        assert!(replaced.is_empty());
        // A PM sent before the raised one replaces nothing of it, whatever it declares.
        let sent_last = pm("orders/Bruno-3.txt", 3, "Primero voy a la terraza\n");
        let files = [later, sent_last.clone()];
        let (problems, _) = moot(&files, vec![Vec::new(), vec![raised(&sent_last)]], |_| true);
        assert_eq!(problems.len(), 1);
    }
}
