//! The master's `ignore` order: `ignorar Ana-2.txt 3 es un saludo` sets line 3 of the PM
//! `orders/Ana-2.txt` aside, as a greeting or a comment, without editing the PM ("a master
//! pastes PMs as they came, and never edits one by hand"). The line is not read as an order and
//! raises no problem; the trace records who set it aside and why (master only). A refusal the
//! player should hear of (a card he does not hold, an order sent late) is told to him in his
//! private report when the master says so: `ignore Ana.txt 3 tell you do not hold that card`
//! (`avisar`, `avvisa`), line by line, in the game's language.
//!
//! `ignore thread POST…` (`ignorar hilo #12`, `ignora thread 12 15`) does the same to posts of
//! the day's thread, numbered as `tally` shows them: their votes are not counted and nothing in
//! them is raised; `tally` and `check` list them as set aside by the master. A post the thread
//! does not have is refused at the master's line (issue 22: "`ignore` works on thread lines
//! (`ignore thread POST`)").

use crate::core::diag::Problem;
use crate::core::grammar::Args;
use crate::core::msg::Msg;
use crate::core::names::fold;
use crate::core::orders::OrderFile;
use crate::core::trace::{Kind, Trace};
use std::ops::Range;

/// Lines of one PM the master sets aside.
#[derive(Debug, Clone)]
pub struct SetAside {
    /// The PM's file name as the master wrote it (`Ana-2.txt`, `orders/Ana-2.txt`).
    pub file: String,
    pub lines: Vec<(usize, Range<usize>)>,
    /// Posts of the thread named by their forum id (`ignorar hilo p9004`): [`crate::core::posts_aside`].
    pub ids: Vec<(u64, Range<usize>)>,
    pub reason: String,
    /// Whether the player is told, in his report, which lines were refused and why.
    pub tell: bool,
    /// Where the file name is in the master's file, for "no such PM".
    pub span: Range<usize>,
    pub master: OrderFile,
}

/// Reads `FILE LINE [LINE…] [reason]` after the verb. Line numbers may be written `3`, `#3`,
/// `3,` or after `línea`/`riga`/`line`.
pub fn read(args: &mut Args, master: &OrderFile) -> Result<SetAside, Problem> {
    let Some(first) = args.word() else {
        return Err(args
            .problem(args.line_span(), Msg::new("err-ignore-file"))
            .help(Msg::new("help-ignore")));
    };
    // The file name as written: up to its `.txt` (a player's name may hold spaces: `Sir
    // Pepito Pérez.txt`), or else up to the next space (the words split `Ana-2.txt`).
    let source = &master.source;
    let line = &source[first.span.start..args.line.span.end.max(first.span.start)];
    let end = match line.to_ascii_lowercase().find(".txt") {
        Some(i) => first.span.start + i + ".txt".len(),
        None => line
            .find(char::is_whitespace)
            .map_or(source.len(), |i| first.span.start + i),
    }
    .min(args.line.span.end);
    let span = first.span.start..end;
    while args.peek().is_some_and(|w| w.span.start < end) {
        args.word();
    }
    let file = source[span.clone()].to_string();
    let (lines, ids) = lines_and_posts(args, &file)?;
    if lines.is_empty() && ids.is_empty() {
        let at = args.peek().map_or(span.clone(), |w| w.span.clone());
        return Err(args
            .problem(at, Msg::new("err-ignore-line").arg("file", &file))
            .help(Msg::new("help-ignore")));
    }
    let tell = args.keyword(TELL);
    let reason =
        crate::core::master::sentence(&args.rest().map(|(text, _)| text).unwrap_or_default());
    Ok(SetAside {
        file,
        lines,
        ids,
        reason,
        tell,
        span,
        master: master.clone(),
    })
}

/// A PM's lines or the thread's posts, as read after the file (or `thread`): each line's
/// number (a range is every line in it), each post's forum id (`p9004`:
/// [`crate::core::thread::post_id`]).
type Named = (Vec<(usize, Range<usize>)>, Vec<(u64, Range<usize>)>);

/// The lines (or posts) named after the file, up to the reason.
fn lines_and_posts(args: &mut Args, file: &str) -> Result<Named, Problem> {
    let mut lines = Vec::new();
    let mut ids = Vec::new();
    loop {
        let first = lines.is_empty() && ids.is_empty();
        if !first && !next_is_a_line(args) {
            break;
        }
        args.keyword(LINE_WORDS);
        let Some(word) = args.peek() else { break };
        // A post of the thread by its forum id (`p9004`): the thread's order alone takes one.
        if let Some(id) = crate::core::thread::post_id::parse(&word.text) {
            let span = word.span.clone();
            args.word();
            ids.push((id, span));
            continue;
        }
        let text = word
            .text
            .trim_start_matches('#')
            .trim_end_matches([',', '.']);
        let Some((low, high)) = line_numbers(text) else {
            break;
        };
        if low == 0 {
            return Err(args
                .problem(
                    word.span.clone(),
                    Msg::new("err-ignore-line").arg("file", file),
                )
                .help(Msg::new("help-ignore")));
        }
        let span = word.span.clone();
        args.word();
        // `2 a 4`, `2 al 4`, `2 to 4`, `2 hasta 4`: a range, every line in it.
        let high = match range_end(args) {
            Some(end) => end,
            None => high,
        };
        if high < low || high - low > 500 {
            return Err(args
                .problem(span, Msg::new("err-ignore-line").arg("file", file))
                .help(Msg::new("help-ignore")));
        }
        for n in low..=high {
            lines.push((n, span.clone()));
        }
    }
    Ok((lines, ids))
}

/// The words that may stand before a line's number: `línea 3`, `riga 3`, `post 12`.
const LINE_WORDS: &[&str] = &[
    "linea",
    "lineas",
    "line",
    "lines",
    "riga",
    "righe",
    "post",
    "posts",
    "mensaje",
    "mensajes",
    "messaggio",
    "messaggi",
];

/// The words between the two ends of a range of lines: `2 a 4`, `2 al 4`, `2 to 4`.
const RANGE_WORDS: &[&str] = &["a", "al", "to", "hasta", "until", "through", "alla", "fino"];

/// The words that join line numbers: `2, 3 y 4`.
const AND_WORDS: &[&str] = &["y", "e", "and", "et"];

/// A line's number, or a range written in one word (`2-4`, `2..4`, `2–4`).
fn line_numbers(text: &str) -> Option<(usize, usize)> {
    if let Ok(n) = text.parse::<usize>() {
        return Some((n, n));
    }
    let (low, high) = text
        .split_once("..")
        .or_else(|| text.split_once(['-', '–']))?;
    Some((low.parse().ok()?, high.parse().ok()?))
}

/// After a line's number: whether another one follows, right after it or after `y`/`and`
/// (consumed). A number in the reason (`2 4 (la 3 es la buena)`, `2 4 la 3 es buena`) is none:
/// a bracket or another word stands before it.
fn next_is_a_line(args: &mut Args) -> bool {
    let ahead = args.ahead();
    let Some(next) = ahead.first() else {
        return false;
    };
    let before = |w: &crate::core::orders::Word| {
        let from = args.line.span.start;
        let gap = &args.file.source[from..w.span.start];
        gap.rsplit(|c: char| c.is_alphanumeric())
            .next()
            .unwrap_or("")
    };
    let number = |w: &crate::core::orders::Word| {
        let text = w.text.trim_start_matches('#').trim_end_matches([',', '.']);
        (line_numbers(text).is_some() || crate::core::thread::post_id::parse(text).is_some())
            && !before(w).contains(['(', '[', '{'])
    };
    let folded = fold(&next.text);
    if AND_WORDS.contains(&folded.as_str()) && ahead.get(1).is_some_and(number) {
        args.skip(1);
        return true;
    }
    number(next) || LINE_WORDS.contains(&folded.as_str())
}

/// The end of a range after its first line (`a 4`, `to 4`), consumed; `None` when no range
/// word and number follow.
fn range_end(args: &mut Args) -> Option<usize> {
    let ahead = args.ahead();
    let link = fold(&ahead.first()?.text);
    if !RANGE_WORDS.contains(&link.as_str()) {
        return None;
    }
    let end = ahead
        .get(1)?
        .text
        .trim_start_matches('#')
        .trim_end_matches([',', '.']);
    let end = end.parse::<usize>().ok()?;
    args.skip(1);
    args.word();
    Some(end)
}

/// The word after the lines that tells the player: `tell`, `avisar`, `avvisa`.
const TELL: &[&str] = &[
    "tell", "avisar", "avisa", "avisale", "decirle", "avvisa", "avvisare", "avvisalo",
];

/// A PM's file name as the master names it in `ignore` (`Ana-2.txt` for `orders/Ana-2.txt`).
pub fn pm_name(path: &str) -> &str {
    path.rsplit(['/', '\\']).next().unwrap_or(path)
}

pub use crate::core::posts_aside::{apply_posts, names_thread};

/// Does `written` (`Ana-2.txt`, `orders/Ana-2.txt`, `ana-2`) name the PM at `path`?
pub fn names_file(written: &str, path: &str) -> bool {
    let base = |s: &str| {
        let s = s.rsplit(['/', '\\']).next().unwrap_or(s);
        fold(s.strip_suffix(".txt").unwrap_or(s))
    };
    base(written) == base(path)
}

/// Moves the lines the master set aside out of their PMs' orders, before the intake reads
/// them. A file or line that is not there is the master's error.
pub fn apply(files: &mut [OrderFile], orders: &[SetAside], trace: &mut Trace) -> Vec<Problem> {
    let mut problems = Vec::new();
    for order in orders {
        let Some(file) = files.iter_mut().find(|f| names_file(&order.file, &f.path)) else {
            let pms: Vec<String> = files
                .iter()
                .map(|f| f.path.rsplit('/').next().unwrap_or(&f.path).to_string())
                .collect();
            problems.push(
                Problem::new(Msg::new("err-ignore-no-pm").arg("file", &order.file))
                    .at(&order.master.path, &order.master.source, order.span.clone())
                    .help(Msg::new("help-ignore-no-pm").arg("files", pms.join(", "))),
            );
            continue;
        };
        let comments = crate::core::orders::comments(&file.source);
        for (n, span) in &order.lines {
            // A line that is only a comment (an order written after a `#`, which the intake
            // raises) is set aside as it is.
            let comment = comments.iter().find(|(line, _)| line == n);
            if let (None, Some((_, at))) = (file.lines.iter().position(|l| l.line == *n), comment) {
                file.set_aside.push(*n);
                let text = file.source[at.clone()].trim().to_string();
                trace
                    .add(
                        Kind::Ruling,
                        "rule-master",
                        Msg::new("master-ignore")
                            .arg("file", &file.path)
                            .arg("line", *n)
                            .arg("text", text)
                            .arg("reason", &order.reason),
                    )
                    .actor(&file.player);
                continue;
            }
            let Some(at) = file.lines.iter().position(|l| l.line == *n) else {
                problems.push(
                    Problem::new(
                        Msg::new("err-ignore-no-line")
                            .arg("file", &file.path)
                            .arg("line", *n),
                    )
                    .at(&order.master.path, &order.master.source, span.clone())
                    .help(Msg::new("help-ignore-no-line")),
                );
                continue;
            };
            let line = file.lines.remove(at);
            let text = file.source[line.span.clone()].to_string();
            file.set_aside.push(line.line);
            file.ignored.push(line);
            trace
                .add(
                    Kind::Ruling,
                    "rule-master",
                    Msg::new("master-ignore")
                        .arg("file", &file.path)
                        .arg("line", *n)
                        .arg("text", text.clone())
                        .arg("reason", &order.reason),
                )
                .actor(&file.player);
            if order.tell {
                trace
                    .add(
                        Kind::Skipped,
                        "rule-master",
                        Msg::new("line-refused")
                            .arg("line", *n)
                            .arg("text", text)
                            .arg("reason", &order.reason),
                    )
                    .actor(&file.player)
                    .to(&[file.player.as_str()]);
            }
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::names_file;

    #[test]
    fn a_pm_is_named_with_or_without_its_folder_and_extension() {
        assert!(names_file("Ana-2.txt", "orders/Ana-2.txt"));
        assert!(names_file("orders/ana-2.txt", "orders/Ana-2.txt"));
        assert!(names_file("Inés", "orders/Ines.txt"));
        assert!(!names_file("Ana.txt", "orders/Ana-2.txt"));
    }
}
