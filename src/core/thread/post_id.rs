//! A post's forum id: what the master names a post of the thread by (`ignorar hilo p9004`).
//!
//! Every forum gives each post an id that stays the post's whatever happens to the others
//! (phpBB `p12345`, SMF `msg12345`, vBulletin `post_12345`, XenForo `post-12345`, Invision
//! `comment-12345`, MyBB `pid12345`), while a post's place in the thread shifts when a post
//! before it is deleted and the page is saved again (review break16 A3). Discourse and
//! Mediavida number their posts themselves and never give a number again: there the number is
//! the id. A thread read from saved pages carries each post's id in its header, after the
//! time (`=== #4 | Dani | 2026-11-30T13:00:00+00:00 | p9004`), so the archived thread keeps it.

use super::page::Forum;

/// The id as the forum writes it in the post's address (`…#p9004`), for the master to copy;
/// `None` where the forum's number is the id (Discourse, Mediavida: `#N`).
pub fn shown(forum: Forum, id: u64) -> Option<String> {
    Some(match forum {
        Forum::PhpBB => format!("p{id}"),
        Forum::Smf => format!("msg{id}"),
        Forum::VBulletin => format!("post_{id}"),
        Forum::XenForo => format!("post-{id}"),
        Forum::Invision => format!("comment-{id}"),
        Forum::MyBB => format!("pid{id}"),
        Forum::Discourse | Forum::Mediavida => return None,
    })
}

/// The words a forum writes before a post's id in its address or its markup.
const PREFIXES: &[&str] = &["p", "msg", "post", "pid", "comment", "elcomment", "id"];

/// The id a word names (`p9004`, `#p9004`, `msg9004`, `post_9004`, `post-9004`, `pid9004`,
/// `comment-9004`, `id9004`), whichever forum's way it is written; `None` for a bare number
/// (a post's place, `4` or `#4`) or any other word.
pub fn parse(word: &str) -> Option<u64> {
    let word = word
        .trim_start_matches('#')
        .trim_end_matches([',', '.', ';', ':'])
        .to_ascii_lowercase();
    let digits = word.find(|c: char| c.is_ascii_digit())?;
    let (prefix, number) = word.split_at(digits);
    let prefix = prefix.trim_end_matches(['_', '-', ':', '=']);
    if !PREFIXES.contains(&prefix) || !number.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    number.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_is_read_however_the_forum_writes_it_and_a_place_is_no_id() {
        for (word, id) in [
            ("p9004", 9004),
            ("#p9004", 9004),
            ("P9004,", 9004),
            ("msg12345", 12345),
            ("post_12345", 12345),
            ("post-12345", 12345),
            ("comment-77", 77),
            ("pid5", 5),
        ] {
            assert_eq!(parse(word), Some(id), "{word}");
        }
        for word in ["4", "#4", "p", "x9004", "p90a4", "broma"] {
            assert_eq!(parse(word), None, "{word}");
        }
        for forum in [Forum::PhpBB, Forum::Smf, Forum::VBulletin, Forum::XenForo] {
            let shown = shown(forum, 31).unwrap();
            assert_eq!(parse(&shown), Some(31), "{shown}");
        }
        assert_eq!(shown(Forum::Discourse, 31), None);
    }
}
