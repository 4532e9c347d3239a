//! A line that agrees with an order quoted just above it (`[quote=Giulia]proteggo Marta[/quote]`
//! ⏎ `anche io`, `+1`, `yo también`, `same`): the sender may mean that order as his own, or only
//! that he agrees; the quote is never read (another's words). Raised at the line, with the
//! order quoted, never left as chatter in silence (issue 22, break15b F5).

use super::*;
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, OrderLine, Word};

/// Lines of agreement, folded (accents and case aside), said alone.
const AGREE: &[&[&str]] = &[
    &["+1"],
    &["x2"],
    &["idem"],
    &["yo", "tambien"],
    &["yo", "igual"],
    &["igual"],
    &["yo", "lo", "mismo"],
    &["lo", "mismo"],
    &["para", "mi", "tambien"],
    &["lo", "mismo", "para", "mi"],
    &["de", "acuerdo"],
    &["estoy", "de", "acuerdo"],
    &["secundo"],
    &["suscribo"],
    &["me", "sumo"],
    &["me", "apunto"],
    &["esto"],
    &["eso"],
    &["anche", "io"],
    &["anch'io"],
    &["anch’io"],
    &["io", "pure"],
    &["pure", "io"],
    &["io", "anche"],
    &["quoto"],
    &["straquoto"],
    &["concordo"],
    &["d'accordo"],
    &["sono", "d'accordo"],
    &["anche", "per", "me"],
    &["vale", "anche", "per", "me"],
    &["lo", "stesso"],
    &["stessa", "cosa"],
    &["questo"],
    &["same"],
    &["same", "here"],
    &["same", "for", "me"],
    &["me", "too"],
    &["me", "as", "well"],
    &["ditto"],
    &["agreed"],
    &["i", "agree"],
    &["this"],
    &["seconded"],
];

/// Words that may open a line of agreement (`ok, anche io`, `sí, yo también`).
const OPENERS: &[&str] = &[
    "ok", "okay", "vale", "si", "yes", "yep", "bueno", "pues", "eh",
];

/// Whether a line's words say only that the sender agrees.
fn agrees(words: &[Word]) -> bool {
    let start = words
        .iter()
        .position(|w| !folded_in(w, OPENERS))
        .unwrap_or(words.len());
    let rest: Vec<&str> = words[start..].iter().map(Word::folded).collect();
    !rest.is_empty() && AGREE.contains(&rest.as_slice())
}

/// The lines right under a quote that holds an order, that only agree with it: raised.
pub(super) fn with_a_quoted_order(
    file: &OrderFile,
    verbs: &Verbs,
    names: &NameIndex,
) -> Vec<Problem> {
    let mut problems = Vec::new();
    for quote in file.hidden().iter().cloned() {
        // The first line with words after the quote, among those set aside as talk.
        let Some(line) = file
            .ignored
            .iter()
            .filter(|l| l.span.start >= quote.end && !l.words.is_empty())
            .min_by_key(|l| l.span.start)
        else {
            continue;
        };
        let between = &file.source[quote.end..line.span.start];
        if between.matches('\n').count() > 2 || !agrees(&line.words) {
            continue;
        }
        let Some(quoted) = order_in(file, quote, verbs, names) else {
            continue;
        };
        problems.push(
            Problem::new(
                Msg::new("err-agrees-with-quote")
                    .arg("file", &file.path)
                    .arg("line", line.line)
                    .arg("order", quoted),
            )
            .at(&file.path, &file.source, line.span.clone())
            .help(
                Msg::new("help-agrees-with-quote")
                    .arg("pm", crate::core::set_aside::pm_name(&file.path))
                    .arg("line", line.line),
            ),
        );
    }
    problems
}

/// The first order the quoted text holds, as written.
fn order_in(
    file: &OrderFile,
    quote: std::ops::Range<usize>,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<String> {
    crate::core::text::lines(&file.source[quote.clone()]).find_map(|l| {
        let start = quote.start + l.start;
        let body = &file.source[start..quote.start + l.end];
        let words: Vec<Word> = crate::core::markup::words(body, start, &[])
            .into_iter()
            .map(|t| Word::new(t.text, t.span))
            .collect();
        let last = words.last()?;
        let candidate = OrderLine {
            line: 0,
            span: words[0].span.start..last.span.end,
            words: words.clone(),
        };
        match read_line(file, &candidate, verbs, names) {
            Reading::Orders(_) => Some(file.source[candidate.span].to_string()),
            _ => None,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::agrees;
    use crate::core::orders::Word;

    fn words(line: &str) -> Vec<Word> {
        crate::core::markup::words(line, 0, &[])
            .into_iter()
            .map(|t| Word::new(t.text, t.span))
            .collect()
    }

    #[test]
    fn a_line_saying_only_that_the_sender_agrees() {
        for line in [
            "+1",
            "anche io",
            "Yo también!",
            "same",
            "ok, anch'io",
            "me too 👍",
        ] {
            assert!(agrees(&words(line)), "{line}");
        }
    }

    #[test]
    fn a_line_saying_more_is_not_only_agreement() {
        for line in [
            "io invece proteggo Nico",
            "yo también lo creo",
            "same as yesterday",
        ] {
            assert!(!agrees(&words(line)), "{line}");
        }
    }
}
