//! A page of a phpBB thread (prosilver) read without building the tree of its navigation: a
//! saved page is mostly the forum's chrome (menus, lists of forums, profiles), and parsing it
//! into a tree is most of reading it. `lol_html`'s tokenizer (a streaming HTML5 tokenizer, a
//! fifth of html5ever's instructions a byte) finds the posts' containers and their bytes; the
//! page cut down to its frame (everything before `<body …>` and from `</body>` on: the
//! `<head>`, the address comments, the `<html>` and `<body>` attributes) and those containers
//! is then parsed by html5ever as before, and read by the same code.
//!
//! The cut page is read only where it is sure to read as the whole page does; else `None`,
//! and the whole page is parsed:
//! - one `<html>`, one `<body>` and its `</body>`, every container inside them, each closed
//!   by its own end tag (a container inside a container is cut with it);
//! - no element that changes how a container's markup is parsed open around it (a table, a
//!   form, a `<pre>`, foreign content, a formatting element the parser would carry into it),
//!   and none such left open by a container (it would reach into the next one);
//! - no table, form, foreign content or raw-text region inside a container (an element whose
//!   scope could let the container's `</div>` be ignored);
//! - the page's kind told by the frame alone: phpBB by its `<head>` or `<body id="phpbb">`,
//!   a topic by `<body class="section-viewtopic">` (see `super::read_cut`).

use lol_html::html_content::{Element, EndTag};
use lol_html::{HandlerResult, HtmlRewriter, Settings, element};
use std::cell::RefCell;
use std::ops::Range;
use std::rc::Rc;

/// phpBB prosilver's post container (`viewtopic_body.html`), as `forums::phpbb` selects it.
pub(super) const CONTAINER: &str = "div.post[id^=p]";
/// The element [`CONTAINER`] selects.
const CONTAINER_NAME: &str = "div";

/// What the tokenizer saw of the page.
#[derive(Default)]
struct Scan {
    htmls: usize,
    bodies: usize,
    /// The end of the `<body …>` start tag.
    body_start: Option<usize>,
    /// The start of `</body>`.
    body_end: Option<usize>,
    /// The outermost containers, each from its start tag to the end of its end tag.
    containers: Vec<Range<usize>>,
    /// Containers open (nested ones counted).
    depth: usize,
    /// Elements of an element around a container ([`kind_of`]) open, in or out of the containers: none may be open where an
    /// outermost container starts or ends.
    around: usize,
    /// Something the cut page might read otherwise than the whole page.
    unsure: bool,
    /// The page's bytes, where an end tag's name is read ([`at_end`]).
    page: Rc<[u8]>,
}

type Shared = Rc<RefCell<Scan>>;

/// The page cut down to its frame and its posts' containers, or `None` where the cut page
/// might not read as the whole page (see the module's doc).
pub(super) fn cut(html: &str) -> Option<String> {
    let scan: Shared = Rc::new(RefCell::new(Scan {
        page: Rc::from(html.as_bytes()),
        ..Scan::default()
    }));
    // One handler for every element, telling the guard's elements by name (a list of names
    // as a selector runs `lol_html`'s selector machine on every start tag, dearer), and the
    // containers by their selector.
    let handlers = vec![
        element!("*", {
            let scan = scan.clone();
            move |el| any(&scan, el)
        }),
        element!(CONTAINER, {
            let scan = scan.clone();
            move |el| container(&scan, el)
        }),
    ];
    let settings = Settings {
        element_content_handlers: handlers,
        ..Settings::new()
    };
    let mut rewriter = HtmlRewriter::new(settings, |_: &[u8]| {});
    rewriter.write(html.as_bytes()).ok()?;
    rewriter.end().ok()?;
    let scan = scan.take();
    let (Some(start), Some(end)) = (scan.body_start, scan.body_end) else {
        return None;
    };
    if scan.unsure
        || scan.htmls > 1
        || scan.bodies != 1
        || scan.depth != 0
        || scan.containers.is_empty()
        || start > end
    {
        return None;
    }
    let kept: usize = scan.containers.iter().map(|r| r.len()).sum();
    let mut page = String::with_capacity(start + kept + (html.len() - end));
    page.push_str(html.get(..start)?);
    for range in scan.containers {
        page.push_str(html.get(range)?);
    }
    page.push_str(html.get(end..)?);
    Some(page)
}

/// An end-tag handler of the scan.
type OnEnd = Box<dyn FnOnce(&mut EndTag<'_>) -> HandlerResult>;

/// Runs `then` where the element `name` ends. An element that can have no end tag, or is closed
/// by another element's end tag (`lol_html` runs its handlers there: a `<b>` left open, closed
/// by a `</div>`), leaves the scan unsure: html5ever might close it elsewhere. The end tag's
/// name is read from the page's bytes where it stands (`</name`), not made into a `String`.
fn at_end(scan: &Shared, el: &mut Element<'_, '_>, name: String, then: OnEnd) {
    let shared = scan.clone();
    let checked: OnEnd = Box::new(move |end| {
        let at = end.source_location().bytes();
        let own = {
            let s = shared.borrow();
            ends(&s.page, at.start, &name)
        };
        if !own {
            shared.borrow_mut().unsure = true;
        }
        then(end)
    });
    match el.end_tag_handlers() {
        Some(handlers) => handlers.push(checked),
        None => scan.borrow_mut().unsure = true,
    }
}

/// Does the end tag at `at` in `page` (`</NAME`, any case, then a space, `/` or `>`) close
/// an element called `name` (lower case)?
fn ends(page: &[u8], at: usize, name: &str) -> bool {
    let Some(rest) = page.get(at..) else {
        return false;
    };
    let Some(tag) = rest.strip_prefix(b"</") else {
        return false;
    };
    let n = name.len();
    tag.len() > n
        && tag[..n].eq_ignore_ascii_case(name.as_bytes())
        && matches!(tag[n], b' ' | b'\t' | b'\n' | b'\r' | b'\x0c' | b'/' | b'>')
}

/// What an element's name makes of it for the scan: (inside, around).
///
/// Inside: an element that, inside a container, could end it elsewhere than at its own
/// `</div>` (a scope boundary, a second `<body>`) or parse otherwise in place than alone.
///
/// Around: an element that, open around a container, could make its markup parse otherwise
/// than alone in `<body>`: formatting elements (the parser reopens them inside), tables
/// (foster parenting, scope), forms (a form inside is dropped), foreign content, raw text,
/// `<pre>`.
fn kind_of(name: &str) -> (bool, bool) {
    let inside = matches!(
        name,
        "table"
            | "caption"
            | "colgroup"
            | "col"
            | "tbody"
            | "thead"
            | "tfoot"
            | "tr"
            | "td"
            | "th"
            | "template"
            | "svg"
            | "math"
            | "select"
            | "form"
            | "frameset"
            | "frame"
            | "body"
            | "html"
            | "head"
            | "object"
            | "applet"
            | "marquee"
            | "plaintext"
            | "noscript"
    );
    let around = matches!(
        name,
        "a" | "b"
            | "big"
            | "code"
            | "em"
            | "font"
            | "i"
            | "nobr"
            | "s"
            | "small"
            | "strike"
            | "strong"
            | "tt"
            | "u"
            | "table"
            | "caption"
            | "colgroup"
            | "tbody"
            | "thead"
            | "tfoot"
            | "tr"
            | "td"
            | "th"
            | "template"
            | "select"
            | "svg"
            | "math"
            | "noscript"
            | "object"
            | "applet"
            | "marquee"
            | "form"
            | "pre"
            | "listing"
            | "xmp"
            | "plaintext"
            | "textarea"
            | "iframe"
            | "noembed"
            | "noframes"
            | "frameset"
            | "button"
    );
    (inside, around)
}

/// Any element: the `<html>` and `<body>` counted and the body's bounds kept, an element that
/// may not be inside a container leaves the scan unsure there, one around a container is
/// followed to its end ([`kind_of`]). Its name is read from the page's bytes where its start
/// tag stands (`lol_html` makes a `String` of it each time it is asked, for every element).
fn any(scan: &Shared, el: &mut Element<'_, '_>) -> HandlerResult {
    let at = el.source_location().bytes().start;
    let mut lower = [0u8; 16];
    // A name longer than any of ours, or not ASCII: none of ours.
    let Some(name) = name_at(&scan.borrow().page, at, &mut lower) else {
        return Ok(());
    };
    let (inside, around) = kind_of(name);
    if inside {
        let mut s = scan.borrow_mut();
        if s.depth > 0 {
            s.unsure = true;
        }
    }
    match name {
        "html" => scan.borrow_mut().htmls += 1,
        "body" => body(scan, el, name.to_string())?,
        _ if around => self::around(scan, el, name.to_string())?,
        _ => {}
    }
    Ok(())
}

/// The name of the start tag at `at` in `page` (`<NAME`), in lower case in `lower`; `None`
/// when it is longer than `lower` or not ASCII (no name the scan looks for).
fn name_at<'a>(page: &[u8], at: usize, lower: &'a mut [u8; 16]) -> Option<&'a str> {
    let tag = page.get(at..)?.strip_prefix(b"<")?;
    let len = tag
        .iter()
        .position(|b| matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b'\x0c' | b'/' | b'>'))
        .unwrap_or(tag.len());
    let name = lower.get_mut(..len)?;
    name.copy_from_slice(&tag[..len]);
    name.make_ascii_lowercase();
    std::str::from_utf8(name).ok()
}

fn body(scan: &Shared, el: &mut Element<'_, '_>, name: String) -> HandlerResult {
    {
        let mut s = scan.borrow_mut();
        s.bodies += 1;
        if s.depth > 0 || !s.containers.is_empty() {
            s.unsure = true;
        }
        s.body_start = Some(el.source_location().bytes().end);
    }
    let shared = scan.clone();
    at_end(
        scan,
        el,
        name,
        Box::new(move |end| {
            let mut s = shared.borrow_mut();
            if s.depth > 0 {
                s.unsure = true;
            }
            s.body_end = Some(end.source_location().bytes().start);
            Ok(())
        }),
    );
    Ok(())
}

fn container(scan: &Shared, el: &mut Element<'_, '_>) -> HandlerResult {
    let start = el.source_location().bytes().start;
    let outermost = {
        let mut s = scan.borrow_mut();
        if s.body_start.is_none() || s.body_end.is_some() || (s.depth == 0 && s.around > 0) {
            s.unsure = true;
        }
        s.depth += 1;
        s.depth == 1
    };
    let shared = scan.clone();
    at_end(
        scan,
        el,
        CONTAINER_NAME.to_string(),
        Box::new(move |end| {
            let mut s = shared.borrow_mut();
            s.depth -= 1;
            if outermost {
                if s.around > 0 {
                    s.unsure = true;
                }
                s.containers.push(start..end.source_location().bytes().end);
            }
            Ok(())
        }),
    );
    Ok(())
}

fn around(scan: &Shared, el: &mut Element<'_, '_>, name: String) -> HandlerResult {
    scan.borrow_mut().around += 1;
    let shared = scan.clone();
    at_end(
        scan,
        el,
        name,
        Box::new(move |_| {
            let mut s = shared.borrow_mut();
            s.around = s.around.saturating_sub(1);
            Ok(())
        }),
    );
    Ok(())
}
