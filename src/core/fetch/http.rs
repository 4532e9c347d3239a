//! Asking a forum for a page, politely: one request at a time, no sooner than the delay after
//! the last one; a `User-Agent` naming this program and its version; a timeout; `robots.txt`
//! read once per site and obeyed; a busy forum (429, 503) asked again after the wait it names
//! (`Retry-After`), else after 1, 2, 4, 8 seconds; redirects followed one by one, each
//! address checked as the first was.

use super::robots::{self, MAX_ROBOTS_BYTES, Robots};
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::thread::page::MAX_PAGE_BYTES;
use std::collections::HashMap;
use std::time::{Duration, Instant};
use url::Url;

/// How many times a busy forum is asked in all.
const TRIES: u32 = 5;
/// The longest `Retry-After` waited for.
const MAX_WAIT: Duration = Duration::from_secs(300);
/// The most redirects followed for one page.
const MAX_REDIRECTS: usize = 10;

/// What `User-Agent` says: this program, its version, what it does.
pub fn user_agent() -> String {
    format!(
        "{}/{} (play-by-forum adjudicator; reads one thread's pages)",
        robots::PRODUCT,
        env!("CARGO_PKG_VERSION")
    )
}

/// A page as the forum gave it.
pub struct Fetched {
    /// Its address after the redirects.
    pub url: Url,
    pub bytes: Vec<u8>,
}

/// One forum's pages, asked for politely.
pub struct Client {
    agent: ureq::Agent,
    delay: Duration,
    last: Option<Instant>,
    robots: HashMap<String, Robots>,
}

enum Answer {
    Page(Vec<u8>),
    Redirect(String),
    Status(u16),
}

impl Client {
    pub fn new(delay: Duration, timeout: Duration) -> Self {
        let config = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .max_redirects(0)
            .timeout_global(Some(timeout))
            .user_agent(user_agent())
            .build();
        Client {
            agent: ureq::Agent::new_with_config(config),
            delay,
            last: None,
            robots: HashMap::new(),
        }
    }

    /// The page at `url`, redirects followed; a page `robots.txt` keeps from this program, a
    /// status other than 200, a forum still busy after [`TRIES`] is refused.
    pub fn page(&mut self, url: &Url) -> Result<Fetched, Problem> {
        let mut url = url.clone();
        for _ in 0..=MAX_REDIRECTS {
            if !self.allowed(&url)? {
                return Err(Problem::new(Msg::new("err-fetch-robots").arg("url", &url))
                    .help(Msg::new("help-fetch-by-hand"))
                    .unreadable());
            }
            match self.ask(&url, MAX_PAGE_BYTES as u64)? {
                Answer::Page(bytes) => return Ok(Fetched { url, bytes }),
                Answer::Redirect(to) => url = redirect(&url, &to)?,
                Answer::Status(status) => {
                    return Err(Problem::new(
                        Msg::new("err-fetch-status")
                            .arg("url", &url)
                            .arg("status", status),
                    )
                    .help(Msg::new("help-fetch-by-hand"))
                    .unreadable());
                }
            }
        }
        Err(Problem::new(Msg::new("err-fetch-redirects").arg("url", &url)).unreadable())
    }

    /// Does the site's `robots.txt` let this program fetch `url`? Read once per site: none
    /// (4xx) allows all; one the server cannot give (5xx) allows nothing (RFC 9309 §2.3.1).
    fn allowed(&mut self, url: &Url) -> Result<bool, Problem> {
        let site = url.origin().ascii_serialization();
        if !self.robots.contains_key(&site) {
            let mut rules = Robots::allow_all();
            let mut at = url.join("/robots.txt").ok();
            for _ in 0..5 {
                let Some(here) = at.take() else { break };
                match self.ask(&here, MAX_ROBOTS_BYTES)? {
                    Answer::Page(bytes) => {
                        rules = Robots::parse(&String::from_utf8_lossy(&bytes));
                        break;
                    }
                    Answer::Redirect(to) => at = here.join(&to).ok(),
                    Answer::Status(s) if s >= 500 => {
                        rules = Robots::disallow_all();
                        break;
                    }
                    Answer::Status(_) => break,
                }
            }
            self.robots.insert(site.clone(), rules);
        }
        let path = match url.query() {
            Some(q) => format!("{}?{q}", url.path()),
            None => url.path().to_string(),
        };
        Ok(self.robots[&site].allows(&path))
    }

    /// One request, asked again while the forum says it is busy.
    fn ask(&mut self, url: &Url, limit: u64) -> Result<Answer, Problem> {
        let mut attempt = 0;
        loop {
            attempt += 1;
            self.wait_turn();
            let response = self.agent.get(url.as_str()).call();
            self.last = Some(Instant::now());
            let mut response = response.map_err(|e| net_problem(url, &e))?;
            let status = response.status().as_u16();
            match status {
                200 => {
                    let bytes = response
                        .body_mut()
                        .with_config()
                        .limit(limit)
                        .read_to_vec()
                        .map_err(|e| net_problem(url, &e))?;
                    return Ok(Answer::Page(bytes));
                }
                301 | 302 | 303 | 307 | 308 => {
                    let to = response
                        .headers()
                        .get("location")
                        .and_then(|v| v.to_str().ok())
                        .unwrap_or("")
                        .to_string();
                    return Ok(Answer::Redirect(to));
                }
                429 | 503 if attempt < TRIES => {
                    let named = response
                        .headers()
                        .get("retry-after")
                        .and_then(|v| v.to_str().ok())
                        .and_then(retry_after);
                    let wait = named.unwrap_or(Duration::from_secs(1 << (attempt - 1)));
                    if wait > MAX_WAIT {
                        return Err(Problem::new(
                            Msg::new("err-fetch-wait")
                                .arg("url", url)
                                .arg("seconds", wait.as_secs()),
                        )
                        .unreadable());
                    }
                    std::thread::sleep(wait);
                }
                429 | 503 => {
                    return Err(Problem::new(
                        Msg::new("err-fetch-busy")
                            .arg("url", url)
                            .arg("status", status)
                            .arg("tries", TRIES),
                    )
                    .unreadable());
                }
                _ => return Ok(Answer::Status(status)),
            }
        }
    }

    /// Sleeps until the delay since the last request has passed.
    fn wait_turn(&self) {
        if let Some(last) = self.last {
            let since = last.elapsed();
            if since < self.delay {
                std::thread::sleep(self.delay - since);
            }
        }
    }
}

/// Where a redirect leads: an http(s) address of the same site.
fn redirect(from: &Url, location: &str) -> Result<Url, Problem> {
    let to = from
        .join(location.trim())
        .ok()
        .filter(|u| matches!(u.scheme(), "http" | "https") && u.host_str() == from.host_str());
    to.ok_or_else(|| {
        Problem::new(
            Msg::new("err-fetch-elsewhere")
                .arg("url", from)
                .arg("to", location),
        )
        .help(Msg::new("help-fetch-by-hand"))
        .unreadable()
    })
}

/// `Retry-After`: seconds, or an HTTP date (RFC 9110 §10.2.3).
fn retry_after(value: &str) -> Option<Duration> {
    let value = value.trim();
    if let Ok(seconds) = value.parse::<u64>() {
        return Some(Duration::from_secs(seconds));
    }
    let when = jiff::fmt::rfc2822::parse(value).ok()?.timestamp();
    let now = jiff::Timestamp::now();
    let seconds = (when.as_second() - now.as_second()).max(0);
    Some(Duration::from_secs(seconds as u64))
}

fn net_problem(url: &Url, error: &ureq::Error) -> Problem {
    let key = match error {
        ureq::Error::BodyExceedsLimit(_) => "err-fetch-too-big",
        _ => "err-fetch-net",
    };
    Problem::new(
        Msg::new(key)
            .arg("url", url)
            .arg("error", error)
            .arg("limit", MAX_PAGE_BYTES),
    )
    .unreadable()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retry_after_is_read_in_seconds_or_as_a_date() {
        assert_eq!(retry_after("7"), Some(Duration::from_secs(7)));
        assert_eq!(
            retry_after("Wed, 21 Oct 2015 07:28:00 GMT"),
            Some(Duration::ZERO)
        );
        assert_eq!(retry_after("soon"), None);
    }

    #[test]
    fn a_redirect_stays_on_the_same_site() {
        let from = Url::parse("http://127.0.0.1:8080/viewtopic.php?p=1").unwrap();
        assert_eq!(
            redirect(&from, "./viewtopic.php?t=5").unwrap().as_str(),
            "http://127.0.0.1:8080/viewtopic.php?t=5"
        );
        assert!(redirect(&from, "https://elsewhere.example/x").is_err());
        assert!(redirect(&from, "ftp://127.0.0.1/x").is_err());
    }

    #[test]
    fn the_user_agent_names_the_program_and_its_version() {
        assert!(user_agent().starts_with(&format!("adjudicate/{}", env!("CARGO_PKG_VERSION"))));
    }
}
