//! Smileys written with letters (`:D`, `=D`, `:-D`, `:v`, `:O`): a face, never a word. A player
//! ends an order with one (`Voto Sara :D`) as with `xD` or `:)`; read as a word, its letter was
//! "words after the order" and the vote was refused. A tongue (`:P`, `;P`) is left a word: it
//! may say the order was a joke, so the master reads it (one-night's corpus, `Quiero votar a
//! Ana :P`, raised).

/// Tongue emoji (😜, 😛, 😝, 🤪): a word, as `:P` is, never a face the tokenizer drops; after
/// an order or a vote it may say the order is a joke (raised in a PM and in the thread alike).
pub const TONGUE_EMOJI: [char; 4] = ['😜', '😛', '😝', '🤪'];

/// The eyes a smiley starts with (`:D`, `;P`, `=D`); a digit is left out: `8)` numbers a list.
const EYES: [char; 3] = [':', ';', '='];

/// Brows a face may frown with before its eyes, the grin of a villain (`>:)`, `>:D`).
const BROWS: [char; 1] = ['>'];

/// A nose between the eyes and the mouth (`:-D`, `:'(`, `:^)`).
const NOSES: [char; 3] = ['-', '\'', '^'];

/// The mouths a face ends with, its letter repeated (`:DD`, `:PPP`) or a sign (`:)`, `:(`).
const MOUTHS: &str = "DdOo3SsXxVv()[]|/\\*$@<>{}";

/// Whether `word`, as the tokenizer cut it, is a smiley: eyes, an optional nose, a mouth
/// repeated. A frown written backwards (`D:`) is not one: `la D:` names a house.
pub fn is_emoticon(word: &str) -> bool {
    let mut chars = word.chars().peekable();
    let brow = chars.next_if(|c| BROWS.contains(c)).is_some();
    if !chars.next().is_some_and(|c| EYES.contains(&c)) {
        return false;
    }
    chars.next_if(|c| NOSES.contains(c));
    let mouth: Vec<char> = chars.collect();
    // `>:)` reaches here as `>:`, its mouth cut off as a separator: a frown and eyes are a
    // face already (a bare `:` is not: `Voto:`).
    if brow && mouth.is_empty() {
        return true;
    }
    !mouth.is_empty()
        && mouth.iter().all(|c| MOUTHS.contains(*c))
        && mouth.iter().all(|c| *c == mouth[0])
}

#[cfg(test)]
mod tests {
    use super::is_emoticon;

    #[test]
    fn smileys_with_letters_are_faces() {
        for face in [
            ":D", "=D", ":-D", ":DD", ":v", ":O", ":3", ":)", ";D", ">:)", ">:D", ">:",
        ] {
            assert!(is_emoticon(face), "{face}");
        }
    }

    #[test]
    fn words_times_and_list_numbers_are_not_faces() {
        for word in [
            ":P", ";-P", "D", "D:", "Dani", "21:14", "8)", ":Dani", "Voto:", "Pd", ":DP", "1)",
            "xD", ">D", ">>", ">",
        ] {
            assert!(!is_emoticon(word), "{word}");
        }
    }
}
