//! A forum's `robots.txt` (RFC 9309, the Robots Exclusion Protocol): the groups naming this
//! program (`User-agent: adjudicate`), else the group of every program (`User-agent: *`);
//! within them, the longest `Allow`/`Disallow` pattern matching the page's path wins, `Allow`
//! on a tie; `*` stands for any characters and a final `$` for the path's end.

/// The product token matched against `User-agent` lines.
pub const PRODUCT: &str = "adjudicate";

/// The largest `robots.txt` read (RFC 9309 §2.5 asks for at least 500 KiB).
pub const MAX_ROBOTS_BYTES: u64 = 512 * 1024;

/// The rules of one site for this program.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Robots {
    /// `(allow, pattern)`.
    rules: Vec<(bool, String)>,
}

impl Robots {
    /// Every path allowed: no `robots.txt` (404), or one with no rule for us.
    pub fn allow_all() -> Self {
        Robots::default()
    }

    /// Every path disallowed: a `robots.txt` the server could not give (RFC 9309 §2.3.1.4).
    pub fn disallow_all() -> Self {
        Robots {
            rules: vec![(false, "/".to_string())],
        }
    }

    /// The rules of a `robots.txt` for [`PRODUCT`].
    pub fn parse(text: &str) -> Self {
        let mut ours = Vec::new();
        let mut anyone = Vec::new();
        // The agents of the group being read, and whether its rules have started.
        let mut agents: Vec<String> = Vec::new();
        let mut in_rules = false;
        for line in text.lines() {
            let line = line.split('#').next().unwrap_or("").trim();
            let Some((key, value)) = line.split_once(':') else {
                continue;
            };
            let (key, value) = (key.trim().to_ascii_lowercase(), value.trim());
            match key.as_str() {
                "user-agent" => {
                    if in_rules {
                        agents.clear();
                        in_rules = false;
                    }
                    agents.push(value.to_ascii_lowercase());
                }
                "allow" | "disallow" => {
                    in_rules = true;
                    if value.is_empty() {
                        continue;
                    }
                    let rule = (key == "allow", value.to_string());
                    if agents.iter().any(|a| a == PRODUCT) {
                        ours.push(rule.clone());
                    }
                    if agents.iter().any(|a| a == "*") {
                        anyone.push(rule);
                    }
                }
                _ => {}
            }
        }
        let named = text.lines().any(|l| {
            let l = l.split('#').next().unwrap_or("").trim();
            l.split_once(':').is_some_and(|(k, v)| {
                k.trim().eq_ignore_ascii_case("user-agent")
                    && v.trim().eq_ignore_ascii_case(PRODUCT)
            })
        });
        Robots {
            rules: if named { ours } else { anyone },
        }
    }

    /// May `path` (the address's path and query, `/viewtopic.php?t=1`) be fetched?
    pub fn allows(&self, path: &str) -> bool {
        let mut best: Option<(usize, bool)> = None;
        for (allow, pattern) in &self.rules {
            if matches(pattern, path) {
                let len = pattern.len();
                best = match best {
                    Some((l, a)) if l > len || (l == len && a) => Some((l, a)),
                    _ => Some((len, *allow)),
                };
            }
        }
        best.is_none_or(|(_, allow)| allow)
    }
}

/// Does `pattern` match the start of `path` (`*` any characters, a final `$` the end)? Linear:
/// each piece between stars is found leftmost after the one before; an anchored last piece
/// must end the path.
fn matches(pattern: &str, path: &str) -> bool {
    let (pattern, anchored) = match pattern.strip_suffix('$') {
        Some(p) => (p, true),
        None => (pattern, false),
    };
    let pieces: Vec<&str> = pattern.split('*').collect();
    let Some(rest) = path.strip_prefix(pieces[0]) else {
        return false;
    };
    if pieces.len() == 1 {
        return !anchored || rest.is_empty();
    }
    let mut at = path.len() - rest.len();
    let last = pieces.len() - 1;
    for piece in &pieces[1..last] {
        match path[at..].find(piece) {
            Some(i) => at += i + piece.len(),
            None => return false,
        }
    }
    let tail = pieces[last];
    if anchored {
        path.len() - at >= tail.len() && path.ends_with(tail)
    } else {
        path[at..].contains(tail)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_longest_matching_rule_wins_and_allow_wins_a_tie() {
        let r = Robots::parse(
            "User-agent: *\nDisallow: /viewtopic.php\nAllow: /viewtopic.php?t=5\n\
             Disallow: /*.pdf$\n",
        );
        assert!(!r.allows("/viewtopic.php?t=1"));
        assert!(r.allows("/viewtopic.php?t=5&start=15"));
        assert!(r.allows("/index.php"));
        assert!(!r.allows("/files/a.pdf"));
        assert!(r.allows("/files/a.pdf?x=1"));
        let tie = Robots::parse("User-agent: *\nDisallow: /a\nAllow: /a\n");
        assert!(tie.allows("/a"));
    }

    #[test]
    fn a_group_naming_this_program_replaces_the_group_of_everyone() {
        let text = "User-agent: *\nDisallow: /\n\nUser-agent: Adjudicate\nUser-agent: other\n\
                    Disallow: /ucp.php\n";
        let r = Robots::parse(text);
        assert!(r.allows("/viewtopic.php?t=1"));
        assert!(!r.allows("/ucp.php?mode=login"));
        let others = Robots::parse("User-agent: Googlebot\nDisallow: /\n");
        assert!(others.allows("/viewtopic.php"));
    }

    #[test]
    fn an_empty_disallow_and_comments_forbid_nothing() {
        let r = Robots::parse("# hi\nUser-agent: * # all\nDisallow:\n");
        assert!(r.allows("/anything"));
        assert!(!Robots::disallow_all().allows("/x"));
        assert!(Robots::allow_all().allows("/x"));
    }

    #[test]
    fn stars_match_any_characters_linearly() {
        assert!(matches("/t/*/page-*", "/t/slug/page-2"));
        assert!(!matches("/t/*/page-*", "/t/slug"));
        assert!(matches("/*b$", "/axbxb"));
        assert!(!matches("/*b$", "/axbx"));
        assert!(matches("*", "/"));
        assert!(!matches("/a*bc*bc$", "/abc"));
    }
}
