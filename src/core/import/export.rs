//! phpBB's PM export, read as phpBB writes it (`includes/ucp/ucp_pm_viewfolder.php`, UCP →
//! Private messages → a folder → "Export as": CSV, "CSV (Excel)", XML).
//!
//! - No header row; each PM is the columns subject, sender, date, to, message, bcc (`to` and
//!   `bcc` are empty outside the outbox and the sent box).
//! - The message is the PM's BBCode as `decode_message` leaves it, HTML-escaped
//!   (`htmlspecialchars`, `ENT_COMPAT`: `&amp; &quot; &lt; &gt;`); the subject and the sender
//!   too.
//! - The date is ISO 8601 (`2026-11-29T21:03:00+01:00`) since phpBB 3.0.5; before it, the
//!   exporter's own date format in his language (`Dom Nov 29, 2026 9:03 pm`).
//! - CSV: the delimiter and the enclosure the master typed (`,` and `"` by default), records
//!   ended by `\n`; a cell is enclosed when it holds the enclosure, the delimiter or the line
//!   end, and the enclosure inside it is *not* doubled. "CSV (Excel)": `,` and `"`, a UTF-8 BOM,
//!   records ended by `\r\n`, so that a message's own `\n` leaves it unenclosed.
//! - XML: `<phpbb>` of `<privmsg>`s, each with `<recipient>`s, `<subject>`, `<sender>`,
//!   `<date>`, `<message>`.
//!
//! A CSV is read with the `csv` crate and then written back as phpBB writes it: a file that
//! does not come back byte for byte is not phpBB's export (or its enclosure is inside a message,
//! where phpBB's own file cannot be read back), and is refused rather than guessed at.

use super::{ForumPm, Refusal};
use jiff::tz::TimeZone;

/// A CSV export's delimiter and enclosure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Dialect {
    pub delimiter: u8,
    pub enclosure: u8,
}

/// The dialects tried when the master names none: phpBB's default first, then what masters
/// commonly type (`;` for spreadsheets in Spanish and Italian, a tab, a pipe, `'`).
const DIALECTS: [(u8, u8); 6] = [
    (b',', b'"'),
    (b';', b'"'),
    (b'\t', b'"'),
    (b'|', b'"'),
    (b',', b'\''),
    (b';', b'\''),
];

/// The columns of a record, in phpBB's order.
const COLUMNS: usize = 6;

/// A record separator that no PM holds: "CSV (Excel)"'s `\r\n` becomes it, so that the message's
/// own `\n` stays inside its cell.
const RECORD_END: u8 = 0x1e;

/// The PMs of a CSV export. `dialect` is the master's; without one, the first of [`DIALECTS`]
/// the file reads back in.
pub fn read_csv(
    text: &str,
    dialect: Option<Dialect>,
    tz: &TimeZone,
) -> Result<Vec<ForumPm>, Refusal> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.as_bytes().contains(&RECORD_END) {
        return Err(Refusal::new("err-import-csv", "U+001E"));
    }
    let tried: Vec<Dialect> = match dialect {
        Some(d) => vec![d],
        None => DIALECTS
            .iter()
            .map(|&(delimiter, enclosure)| Dialect {
                delimiter,
                enclosure,
            })
            .collect(),
    };
    let mut first_error = None;
    for d in tried {
        match records(text, d) {
            Ok(rows) => return Ok(rows.into_iter().map(|r| pm_of_record(r, tz)).collect()),
            Err(e) => {
                first_error.get_or_insert(e);
            }
        }
    }
    Err(first_error.unwrap_or_else(|| Refusal::new("err-import-csv", "")))
}

/// The records of `text` in dialect `d`, if it reads back as phpBB writes it.
fn records(text: &str, d: Dialect) -> Result<Vec<Vec<String>>, Refusal> {
    let excel = text.contains("\r\n");
    let newline = if excel { "\r\n" } else { "\n" };
    let data = if excel {
        text.replace("\r\n", "\u{1e}")
    } else {
        text.to_string()
    };
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .delimiter(d.delimiter)
        .quote(d.enclosure)
        .double_quote(false)
        .terminator(csv::Terminator::Any(if excel { RECORD_END } else { b'\n' }))
        .from_reader(data.as_bytes());
    let mut rows = Vec::new();
    for (i, record) in reader.records().enumerate() {
        let record = record.map_err(|e| Refusal::new("err-import-csv", e))?;
        if record.len() != COLUMNS {
            return Err(Refusal::new(
                "err-import-csv-columns",
                format!("{}: {}", i + 1, record.len()),
            ));
        }
        rows.push(record.iter().map(str::to_string).collect::<Vec<_>>());
    }
    if rows.is_empty() {
        return Err(Refusal::new("err-import-empty", ""));
    }
    let written = write_back(&rows, d, newline);
    let same = written == text || written.strip_suffix(newline) == Some(text);
    if !same {
        let at = first_difference(&written, text);
        return Err(Refusal::new("err-import-csv", format!("byte {at}")));
    }
    Ok(rows)
}

/// The records as phpBB's exporter writes them.
fn write_back(rows: &[Vec<String>], d: Dialect, newline: &str) -> String {
    let (delimiter, enclosure) = (d.delimiter as char, d.enclosure as char);
    let mut out = String::new();
    for row in rows {
        for (i, cell) in row.iter().enumerate() {
            if i > 0 {
                out.push(delimiter);
            }
            // phpBB: `strpos($cell, $enclosure) || strpos($cell, $delimiter) ||
            // strpos($cell, $newline)`, then `$enclosure . $text . $enclosure`.
            if cell.contains(enclosure) || cell.contains(delimiter) || cell.contains(newline) {
                out.push(enclosure);
                out.push_str(cell);
                out.push(enclosure);
            } else {
                out.push_str(cell);
            }
        }
        out.push_str(newline);
    }
    out
}

fn first_difference(a: &str, b: &str) -> usize {
    a.bytes().zip(b.bytes()).take_while(|(x, y)| x == y).count()
}

/// `htmlspecialchars` undone; a text that is not escaped as phpBB escapes stays as it is.
fn unescaped(text: &str) -> String {
    quick_xml::escape::unescape(text)
        .map(|t| t.into_owned())
        .unwrap_or_else(|_| text.to_string())
}

fn pm_of_record(mut row: Vec<String>, tz: &TimeZone) -> ForumPm {
    let take = |row: &mut Vec<String>, i: usize| std::mem::take(&mut row[i]);
    let date = take(&mut row, 2).trim().to_string();
    ForumPm {
        subject: unescaped(&take(&mut row, 0)),
        sender: unescaped(take(&mut row, 1).trim()),
        sent: crate::core::forum_dates::parse(&date, tz),
        date,
        body: unescaped(&take(&mut row, 4)),
        deleted: false,
    }
}

/// The PMs of an XML export.
pub fn read_xml(text: &str, tz: &TimeZone) -> Result<Vec<ForumPm>, Refusal> {
    use quick_xml::events::Event;
    let mut reader = quick_xml::Reader::from_str(text);
    let mut path: Vec<String> = Vec::new();
    let mut fields: Vec<(String, String)> = Vec::new();
    let mut raw = String::new();
    let mut pms = Vec::new();
    let mut root_seen = false;
    loop {
        let event = reader.read_event().map_err(|e| {
            Refusal::new(
                "err-import-xml",
                format!("{e} (byte {})", reader.error_position()),
            )
        })?;
        match event {
            Event::Start(e) => {
                let name = e.name().as_ref().to_string();
                let expected = match path.len() {
                    0 => name == "phpbb" && !root_seen,
                    1 => name == "privmsg",
                    2 => true,
                    _ => false,
                };
                if !expected {
                    return Err(Refusal::new("err-import-xml", format!("<{name}>")));
                }
                root_seen = true;
                if path.len() == 1 {
                    fields.clear();
                }
                raw.clear();
                path.push(name);
            }
            Event::Empty(e) if path.len() == 2 => {
                let name = e.name().as_ref().to_string();
                fields.push((name, String::new()));
            }
            Event::Text(t) if path.len() == 3 => raw.push_str(&t.xml10_content()),
            Event::CData(t) if path.len() == 3 => {
                raw.push_str(&quick_xml::escape::escape(t.xml10_content()))
            }
            Event::GeneralRef(r) if path.len() == 3 => {
                raw.push('&');
                raw.push_str(&r);
                raw.push(';');
            }
            Event::End(_) => {
                let name = path.pop().unwrap_or_default();
                match path.len() {
                    2 => {
                        let value = quick_xml::escape::unescape(&raw)
                            .map_err(|e| Refusal::new("err-import-xml", e))?;
                        fields.push((name, value.into_owned()));
                        raw.clear();
                    }
                    1 => pms.push(pm_of_fields(&fields, tz)?),
                    _ => {}
                }
            }
            Event::Eof => break,
            _ => {}
        }
    }
    if !root_seen || !path.is_empty() {
        return Err(Refusal::new("err-import-xml", "<phpbb>"));
    }
    if pms.is_empty() {
        return Err(Refusal::new("err-import-empty", ""));
    }
    Ok(pms)
}

fn pm_of_fields(fields: &[(String, String)], tz: &TimeZone) -> Result<ForumPm, Refusal> {
    let field = |name: &str| {
        fields
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
            .ok_or_else(|| Refusal::new("err-import-xml", format!("<{name}>")))
    };
    let date = field("date")?.trim().to_string();
    Ok(ForumPm {
        subject: field("subject").unwrap_or_default(),
        sender: field("sender")?.trim().to_string(),
        sent: crate::core::forum_dates::parse(&date, tz),
        date,
        body: field("message")?,
        deleted: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn utc() -> TimeZone {
        TimeZone::UTC
    }

    #[test]
    fn a_csv_reads_back_as_phpbb_writes_it() {
        let text = "Acciones,Ana,2026-11-29T21:03:00+00:00,,\"voto Luca\nsaludos, Ana\",\n";
        let pms = read_csv(text, None, &utc()).unwrap();
        assert_eq!(pms.len(), 1);
        assert_eq!(pms[0].sender, "Ana");
        assert_eq!(pms[0].body, "voto Luca\nsaludos, Ana");
        assert!(pms[0].sent.is_some());
    }

    #[test]
    fn excel_leaves_a_message_with_only_line_breaks_unenclosed() {
        let text = "\u{feff}Azioni,Bea,2026-12-02T21:00:00+01:00,,vota Luca\nciao,\r\n";
        let pms = read_csv(text, None, &utc()).unwrap();
        assert_eq!(pms[0].body, "vota Luca\nciao");
    }

    #[test]
    fn the_enclosure_inside_a_message_is_refused_not_guessed() {
        // phpBB writes `'l'ho'` for the message `l'ho` with `'` as enclosure.
        let text = "s;Ana;2026-11-29 21:03;;'l'ho votato';\n";
        let d = Dialect {
            delimiter: b';',
            enclosure: b'\'',
        };
        assert!(read_csv(text, Some(d), &utc()).is_err());
    }

    #[test]
    fn html_escaping_is_undone_once() {
        let text = "a &amp; b,Ana,2026-11-29 21:03,,voto &quot;Luca&quot; &amp;lt;3,\n";
        let pm = &read_csv(text, None, &utc()).unwrap()[0];
        assert_eq!(pm.subject, "a & b");
        assert_eq!(pm.body, "voto \"Luca\" &lt;3");
    }

    #[test]
    fn an_xml_export_is_read_and_a_broken_one_refused() {
        let text = "<?xml version=\"1.0\"?>\n<phpbb>\n\t<privmsg>\n\t\t<subject>Noche</subject>\n\t\t<sender>Ana</sender>\n\t\t<date>2026-11-29T21:03:00+00:00</date>\n\t\t<message>voto &quot;Luca&quot;</message>\n\t</privmsg>\n</phpbb>";
        let pms = read_xml(text, &utc()).unwrap();
        assert_eq!(pms[0].body, "voto \"Luca\"");
        assert!(read_xml(&text[..text.len() - 4], &utc()).is_err());
        assert!(read_xml("<html><body/></html>", &utc()).is_err());
    }
}
