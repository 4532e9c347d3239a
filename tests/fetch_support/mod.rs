//! A forum on the loopback interface for the tests of `adjudicate fetch` (issue 28): each test
//! starts its own HTTP server on 127.0.0.1, answering from a route the test gives (the fixture
//! pages of fixtures/pages/ as the forum serves them), keeps every request it got, and stops
//! it when dropped. No test reaches any other address.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// What the server answers.
pub struct Reply {
    pub status: u16,
    pub headers: Vec<(&'static str, String)>,
    pub body: Vec<u8>,
}

impl Reply {
    pub fn page(body: impl Into<Vec<u8>>) -> Reply {
        Reply {
            status: 200,
            headers: vec![("Content-Type", "text/html; charset=UTF-8".into())],
            body: body.into(),
        }
    }
    pub fn status(status: u16) -> Reply {
        Reply {
            status,
            headers: vec![],
            body: b"<html><body>no</body></html>".to_vec(),
        }
    }
    pub fn redirect(to: &str) -> Reply {
        Reply {
            status: 302,
            headers: vec![("Location", to.to_string())],
            body: vec![],
        }
    }
}

/// The answer to a request target (`/viewtopic.php?t=321`), given how many times it was asked
/// before.
pub type Route = dyn Fn(&str, usize) -> Reply + Send + Sync;

/// A forum on 127.0.0.1 for one test: every request it got (target, User-Agent) is kept.
pub struct Forum {
    port: u16,
    pub asked: Arc<Mutex<Vec<(String, String)>>>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl Forum {
    pub fn start(route: impl Fn(&str, usize) -> Reply + Send + Sync + 'static) -> Forum {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a port on the loopback");
        let port = listener.local_addr().unwrap().port();
        let asked = Arc::new(Mutex::new(Vec::new()));
        let stop = Arc::new(AtomicBool::new(false));
        let route: Arc<Route> = Arc::new(route);
        let (log, halt) = (asked.clone(), stop.clone());
        let thread = std::thread::spawn(move || {
            for stream in listener.incoming() {
                if halt.load(Ordering::SeqCst) {
                    break;
                }
                if let Ok(stream) = stream {
                    serve(stream, &route, &log);
                }
            }
        });
        Forum {
            port,
            asked,
            stop,
            thread: Some(thread),
        }
    }

    pub fn url(&self, target: &str) -> String {
        format!("http://127.0.0.1:{}{target}", self.port)
    }

    /// The targets asked for, in order.
    pub fn targets(&self) -> Vec<String> {
        self.asked
            .lock()
            .unwrap()
            .iter()
            .map(|(t, _)| t.clone())
            .collect()
    }
}

impl Drop for Forum {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        let _ = TcpStream::connect(("127.0.0.1", self.port));
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// One request on one connection, answered and closed.
fn serve(stream: TcpStream, route: &Arc<Route>, log: &Mutex<Vec<(String, String)>>) {
    stream.set_read_timeout(Some(Duration::from_secs(5))).ok();
    let mut reader = BufReader::new(stream);
    let mut first = String::new();
    if reader.read_line(&mut first).is_err() {
        return;
    }
    let target = first.split_whitespace().nth(1).unwrap_or("").to_string();
    let mut agent = String::new();
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line).unwrap_or(0) == 0 || line.trim().is_empty() {
            break;
        }
        if let Some((k, v)) = line.split_once(':')
            && k.eq_ignore_ascii_case("user-agent")
        {
            agent = v.trim().to_string();
        }
    }
    let times = {
        let mut log = log.lock().unwrap();
        let times = log.iter().filter(|(t, _)| *t == target).count();
        log.push((target.clone(), agent));
        times
    };
    let reply = route(&target, times);
    // A reply may name its own length (one longer than its body: a connection cut short).
    let mut head = format!("HTTP/1.1 {} X\r\nConnection: close\r\n", reply.status);
    if !reply.headers.iter().any(|(k, _)| *k == "Content-Length") {
        head.push_str(&format!("Content-Length: {}\r\n", reply.body.len()));
    }
    for (k, v) in &reply.headers {
        head.push_str(&format!("{k}: {v}\r\n"));
    }
    head.push_str("\r\n");
    let mut stream = reader.into_inner();
    let _ = stream.write_all(head.as_bytes());
    let _ = stream.write_all(&reply.body);
}

pub fn pages() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/pages")
}

/// A page of the fixtures as the forum serves it: without the line the browser added when it
/// saved it.
pub fn served(file: &str) -> String {
    let saved = std::fs::read_to_string(pages().join(file)).unwrap();
    saved
        .lines()
        .filter(|l| !l.starts_with("<!-- saved from url="))
        .collect::<Vec<_>>()
        .join("\n")
}
