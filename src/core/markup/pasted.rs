//! A line that introduces another's message pasted below it as plain text, without quote tags
//! (`Esto es lo que me mandó Ana:`, `Questo è quello che mi ha mandato Giulia:`, `Ana sent me
//! this:`): what follows is that message, never the sender's own order (issue 22, break15b F4).

/// The words that say someone sent, wrote or told the sender something, folded to lower case
/// with their accents: a third person's (`mandó`, `mi ha scritto`), to the sender (`me`, `mi`),
/// so that the player's own past (`como te dije:`, `ti ho scritto:`) is not one.
const SENT_TO_ME: &[&[&str]] = &[
    &["me", "mandó"],
    &["me", "envió"],
    &["me", "reenvió"],
    &["me", "pasó"],
    &["me", "escribió"],
    &["me", "dijo"],
    &["me", "ha", "mandado"],
    &["me", "ha", "enviado"],
    &["me", "ha", "reenviado"],
    &["me", "ha", "pasado"],
    &["me", "ha", "escrito"],
    &["me", "ha", "dicho"],
    &["mi", "ha", "mandato"],
    &["mi", "ha", "inviato"],
    &["mi", "ha", "girato"],
    &["mi", "ha", "passato"],
    &["mi", "ha", "scritto"],
    &["mi", "ha", "detto"],
    &["mi", "mandò"],
    &["mi", "scrisse"],
    &["mi", "disse"],
    &["sent", "me"],
    &["sent", "to", "me"],
    &["forwarded", "me"],
    &["wrote", "me"],
    &["wrote", "to", "me"],
    &["told", "me"],
    &["texted", "me"],
];

/// The most words between those and the colon: the sender's name (`la Giulia`, `Ana`), `esto`.
const REACH: usize = 3;

/// Whether a line (lower case, tags stripped, trimmed) introduces a message pasted below it: it
/// ends in a colon, says someone sent or told the sender something, and nothing but a few words
/// (the one who sent it) come between that and the colon, in one clause. `Después de lo que me
/// dijo Hugo en el hilo, ahí va:` goes on past the words to the player's own order: not one.
pub(crate) fn introduces_pasted(line: &str) -> bool {
    let Some(head) = line.strip_suffix(':') else {
        return false;
    };
    let words: Vec<&str> = head
        .split(|c: char| c.is_whitespace() || matches!(c, '"' | '«' | '»' | '“' | '”'))
        .filter(|w| !w.is_empty())
        .collect();
    // Only a sequence ending within REACH words of the colon may say it: the words before
    // its farthest start are not held against the list (issue 25).
    let longest = SENT_TO_ME.iter().map(|seq| seq.len()).max().unwrap_or(0);
    (words.len().saturating_sub(REACH + longest)..words.len()).any(|at| {
        SENT_TO_ME.iter().any(|seq| {
            let end = at + seq.len();
            words.get(at..end).is_some_and(|w| {
                // The last word of the sequence may carry the clause's comma: not one.
                w.iter().zip(seq.iter()).all(|(w, s)| w == s)
                    && words.len() - end <= REACH
                    && !words[end..].iter().any(|w| w.contains([',', '.', ';']))
            })
        })
    })
}

#[cfg(test)]
mod tests {
    use super::introduces_pasted;

    #[test]
    fn a_line_saying_someone_sent_the_player_this_introduces_it() {
        for line in [
            "esto es lo que me mandó ana:",
            "ana me ha mandado esto:",
            "questo è quello che mi ha mandato giulia:",
            "giulia mi ha scritto:",
            "this is what ana sent me:",
            "ana told me:",
        ] {
            assert!(introduces_pasted(line), "{line}");
        }
    }

    #[test]
    fn the_players_own_lead_in_is_not_a_pasted_message() {
        for line in [
            "buenas! después de lo que dijo hugo en el hilo, ahí va:",
            "después de lo que me dijo hugo en el hilo, ahí va:",
            "como te dije:",
            "come ti ho scritto:",
            "esto es lo que me mandó ana",
            "ana me mandó esto: robar a bruno",
        ] {
            assert!(!introduces_pasted(line), "{line}");
        }
    }
}
