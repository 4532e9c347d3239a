//! Where a thread goes on, read from the forum's own page: its `<link rel="next">`, else an
//! anchor `rel="next"`, else the pagination's "next" anchor (phpBB's `li.next`, MyBB's
//! `pagination_next`, XenForo's `pageNav-jump--next`, Invision's `ipsPagination_next`, SMF
//! 2.1's `next_page` icon), else the anchor of the page after the pagination's current one
//! (phpBB subsilver2's and SMF 2.0's `<strong>1</strong>`, vBulletin 3's `pagenav`, Mediavida's
//! `ul.pg`). So phpBB's `&start=`, SMF's `topic=X.N`, vBulletin's `page=`, XenForo's `/page-N`,
//! Discourse's `?page=N` and Mediavida's `/N` are all followed the same way, as the forum wrote
//! them. (A Discourse topic is fetched through its JSON view instead: [`super::discourse`].)
//!
//! And which topic a page is, from its address: what tells a page of another topic.

use scraper::{ElementRef, Html, Selector};
use url::Url;

fn sel(css: &str) -> Selector {
    Selector::parse(css).expect("a selector written in the code")
}

/// The address of the thread's next page, joined as a browser joins it (against `<base
/// href>` when the page has one); `None` on the last page.
pub fn next_page(page: &Html, here: &Url) -> Option<Url> {
    let base = page
        .select(&sel("base[href]"))
        .next()
        .and_then(|b| here.join(b.attr("href")?).ok())
        .unwrap_or_else(|| here.clone());
    let href = rel_next(page)
        .or_else(|| next_anchor(page))
        .or_else(|| after_current(page))?;
    let mut url = base.join(href.trim()).ok()?;
    url.set_fragment(None);
    matches!(url.scheme(), "http" | "https").then_some(url)
}

fn rel_next(page: &Html) -> Option<&str> {
    page.select(&sel("link[rel~=next][href], a[rel~=next][href]"))
        .find_map(|e| e.attr("href").filter(|h| !h.trim().is_empty()))
}

fn next_anchor(page: &Html) -> Option<&str> {
    let direct = sel(
        "li.next a[href], a.pagination_next[href], a.pageNav-jump--next[href], \
         li.ipsPagination_next a[href]",
    );
    if let Some(href) = page.select(&direct).find_map(|a| a.attr("href")) {
        return Some(href);
    }
    // SMF 2.1: `<a class="nav_page" href="…"><span class="main_icons next_page"></span></a>`.
    let icon = sel("a.nav_page[href] .next_page");
    page.select(&icon).find_map(|i| {
        i.ancestors()
            .filter_map(ElementRef::wrap)
            .find(|a| a.value().name() == "a")
            .and_then(|a| a.attr("href"))
    })
}

/// The pagination's current page, shown as no link, and the anchor of the number after it.
fn after_current(page: &Html) -> Option<&str> {
    let bars = sel(
        ".pagination, .pagelinks, .pagenav, .pageNav, .ipsPagination, .pages, .pagenav_bar, ul.pg",
    );
    let current = sel(
        "strong, b, li.active, span.current_page, .pagination_current, .pageNav-page--current, \
         .ipsPagination_active, span.selected, span.current",
    );
    let anchors = sel("a[href]");
    for bar in page.select(&bars) {
        let Some(now) = bar
            .select(&current)
            .find_map(|c| number(&c.text().collect::<String>()))
        else {
            continue;
        };
        let wanted = now + 1;
        if let Some(href) = bar
            .select(&anchors)
            .find(|a| number(&a.text().collect::<String>()) == Some(wanted))
            .and_then(|a| a.attr("href"))
        {
            return Some(href);
        }
    }
    None
}

/// A page number as a pagination shows it: `2`, `[2]`.
fn number(text: &str) -> Option<u64> {
    let t = text
        .trim()
        .trim_start_matches('[')
        .trim_end_matches(']')
        .trim();
    (!t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()))
        .then(|| t.parse().ok())
        .flatten()
}

/// The address the forum gives as the page's own (`<link rel="canonical">`, `og:url`),
/// joined against the page's address.
pub fn canonical(page: &Html, here: &Url) -> Option<Url> {
    page.select(&sel("link[rel=canonical][href]"))
        .find_map(|l| l.attr("href"))
        .or_else(|| {
            page.select(&sel("meta[property=\"og:url\"][content]"))
                .find_map(|m| m.attr("content"))
        })
        .and_then(|href| here.join(href.trim()).ok())
}

/// The topic an address shows, forum-independent: phpBB's and vBulletin's `t=`, SMF's
/// `topic=5.15` (5), MyBB's `tid=`, vBulletin's `threadid=`; in the path XenForo's
/// `/threads/slug.12/`, Discourse's `/t/slug/12`, Invision's `/topic/12-slug/`, MyBB's
/// `thread-12.html`, SMF's `topic,5.15.html`, vBulletin's `showthread.php/12-slug` or
/// `/threads/12-slug`, Mediavida's `/foro/section/slug-12`. `None` when the address shows none.
pub fn topic_of(url: &Url) -> Option<String> {
    for (key, value) in url.query_pairs() {
        let digits = leading_digits(&value);
        match key.as_ref() {
            "t" | "tid" | "threadid" | "topic" if !digits.is_empty() => {
                return Some(format!("{key}={digits}"));
            }
            _ => {}
        }
    }
    let segments: Vec<&str> = url.path_segments()?.collect();
    for (i, seg) in segments.iter().enumerate() {
        let next = segments.get(i + 1).copied().unwrap_or("");
        let (kind, id) = match *seg {
            "threads" | "topic" | "showthread.php" => {
                let after_dot = next.rsplit('.').next().unwrap_or("");
                let id = leading_digits(after_dot);
                (
                    *seg,
                    if id.is_empty() {
                        leading_digits(next)
                    } else {
                        id
                    },
                )
            }
            // Discourse: `/t/slug/12` or `/t/12` (`/t/12.json`, its JSON view).
            "t" if !next.is_empty()
                && leading_digits(next).len()
                    == next.strip_suffix(".json").unwrap_or(next).len() =>
            {
                ("t", leading_digits(next))
            }
            "t" => (
                "t",
                leading_digits(segments.get(i + 2).copied().unwrap_or("")),
            ),
            // Mediavida: `/foro/<section>/<slug>-12`, `/foro/<section>/<slug>-12/2`.
            "foro" => {
                let slug = segments.get(i + 2).copied().unwrap_or("");
                let id = slug.rsplit('-').next().unwrap_or("");
                if id.is_empty() || !id.bytes().all(|b| b.is_ascii_digit()) {
                    continue;
                }
                ("foro", id)
            }
            s if s.starts_with("thread-") => ("thread", leading_digits(&s["thread-".len()..])),
            s if s.starts_with("topic,") => ("topic", leading_digits(&s["topic,".len()..])),
            _ => continue,
        };
        if !id.is_empty() {
            return Some(format!("{kind}/{id}"));
        }
    }
    None
}

fn leading_digits(text: &str) -> &str {
    let end = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    &text[..end]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn next(html: &str, here: &str) -> Option<String> {
        let page = Html::parse_document(html);
        next_page(&page, &Url::parse(here).unwrap()).map(|u| u.to_string())
    }

    #[test]
    fn each_forums_next_page_link_is_followed() {
        let phpbb = r#"<div class="pagination"><ul><li class="active"><span>1</span></li>
            <li><a class="button" href="./viewtopic.php?t=5&amp;start=15">2</a></li>
            <li class="arrow next"><a class="button" href="./viewtopic.php?t=5&amp;start=15">
            <span>Siguiente</span></a></li></ul></div>"#;
        assert_eq!(
            next(phpbb, "https://f.example/viewtopic.php?t=5").as_deref(),
            Some("https://f.example/viewtopic.php?t=5&start=15")
        );
        let smf20 = r#"<div class="pagelinks floatleft">Pagine: [<strong>1</strong>]
            <a class="navPages" href="https://s.example/index.php?topic=7.15">2</a></div>"#;
        assert_eq!(
            next(smf20, "https://s.example/index.php?topic=7.0").as_deref(),
            Some("https://s.example/index.php?topic=7.15")
        );
        let smf21 = r#"<div class="pagelinks"><span class="current_page">1</span>
            <a class="nav_page" href="index.php?topic=7.15">2</a>
            <a class="nav_page" href="index.php?topic=7.15"><span class="main_icons next_page"></span></a></div>"#;
        assert_eq!(
            next(smf21, "https://s.example/index.php?topic=7.0").as_deref(),
            Some("https://s.example/index.php?topic=7.15")
        );
        let xenforo = r#"<head><link rel="next" href="/threads/day-1.12/page-2"></head>"#;
        assert_eq!(
            next(xenforo, "https://x.example/threads/day-1.12/").as_deref(),
            Some("https://x.example/threads/day-1.12/page-2")
        );
        let vb3 = r#"<div class="pagenav"><table><tr><td><span><strong>1</strong></span></td>
            <td><a class="smallfont" href="showthread.php?t=9&amp;page=2">2</a></td></tr></table></div>"#;
        assert_eq!(
            next(vb3, "https://v.example/showthread.php?t=9").as_deref(),
            Some("https://v.example/showthread.php?t=9&page=2")
        );
        let discourse =
            r#"<div role="navigation"><a href="/t/mafia/42?page=2" rel="next">next page</a></div>"#;
        assert_eq!(
            next(discourse, "https://d.example/t/mafia/42").as_deref(),
            Some("https://d.example/t/mafia/42?page=2")
        );
        let mediavida = r#"<ul class="pg"><li><span class="current">1</span></li>
            <li><a href="/foro/rol/partida-700001/2">2</a></li></ul>"#;
        assert_eq!(
            next(
                mediavida,
                "https://www.mediavida.com/foro/rol/partida-700001"
            )
            .as_deref(),
            Some("https://www.mediavida.com/foro/rol/partida-700001/2")
        );
        let mybb = r#"<div class="pagination"><span class="pagination_current">1</span>
            <a href="showthread.php?tid=3&amp;page=2" class="pagination_next">Next &raquo;</a></div>"#;
        assert_eq!(
            next(mybb, "https://m.example/showthread.php?tid=3").as_deref(),
            Some("https://m.example/showthread.php?tid=3&page=2")
        );
    }

    #[test]
    fn the_last_page_has_no_next_and_a_script_link_is_not_followed() {
        let last = r#"<div class="pagination"><ul><li><a href="./viewtopic.php?t=5">1</a></li>
            <li class="active"><span>2</span></li></ul></div>"#;
        assert_eq!(
            next(last, "https://f.example/viewtopic.php?t=5&start=15"),
            None
        );
        let script = r#"<a rel="next" href="javascript:void(0)">next</a>"#;
        assert_eq!(next(script, "https://f.example/viewtopic.php?t=5"), None);
    }

    #[test]
    fn a_topic_is_read_from_each_forums_addresses() {
        let topic = |u: &str| topic_of(&Url::parse(u).unwrap());
        assert_eq!(
            topic("https://f/viewtopic.php?f=4&t=321&start=3").as_deref(),
            Some("t=321")
        );
        assert_eq!(
            topic("https://s/index.php?topic=7.15").as_deref(),
            Some("topic=7")
        );
        assert_eq!(
            topic("https://s/index.php?topic=7.msg9#msg9").as_deref(),
            Some("topic=7")
        );
        assert_eq!(
            topic("https://x/threads/day-1.12/page-2").as_deref(),
            Some("threads/12")
        );
        assert_eq!(
            topic("https://d/t/mafia-day-1/4242?page=2").as_deref(),
            Some("t/4242")
        );
        assert_eq!(topic("https://d/t/4242").as_deref(), Some("t/4242"));
        assert_eq!(
            topic("https://d/t/4242.json?page=2").as_deref(),
            Some("t/4242")
        );
        assert_eq!(
            topic("https://i/topic/55-day-one/page/2/").as_deref(),
            Some("topic/55")
        );
        assert_eq!(
            topic("https://m/thread-8-page-2.html").as_deref(),
            Some("thread/8")
        );
        assert_eq!(
            topic("https://m/showthread.php?tid=8&page=2").as_deref(),
            Some("tid=8")
        );
        assert_eq!(
            topic("https://www.mediavida.com/foro/juegos-rol/partida-mafia-dia-1-700001/2")
                .as_deref(),
            Some("foro/700001")
        );
        assert_eq!(topic("https://www.mediavida.com/foro/juegos-rol"), None);
        assert_eq!(topic("https://f/index.php"), None);
        assert_ne!(
            topic("https://f/viewtopic.php?t=321"),
            topic("https://f/viewtopic.php?t=999")
        );
    }
}
