//! What the `adjudicate tally` tests share: the sample game at day, the thread fixtures, `tally`
//! run and its JSON count read back as short strings, and the count `next` resolves to compare.

use super::common::{self, GameBuilder, Sandbox, bin};
use serde_json::Value;
use std::path::Path;
use std::process::{Command, Stdio};

/// The sample game (English), its night resolved: the day awaits its votes.
pub fn day() -> Sandbox {
    let sandbox = GameBuilder::sample().lang("en").start();
    sandbox.orders_from_example("1-night");
    sandbox.run(&["next", "game"]).ok();
    sandbox
}

/// The path of a thread of fixtures/threads/.
pub fn fixture(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/threads")
        .join(name)
        .display()
        .to_string()
}

/// `tally game` plus `args`, with the thread fixture `thread` if any.
pub fn tally(sandbox: &Sandbox, thread: Option<&str>, args: &[&str]) -> common::Run {
    let path = thread.map(fixture);
    let mut all = vec!["tally", "game"];
    if let Some(p) = &path {
        all.extend(["--thread", p.as_str()]);
    }
    all.extend_from_slice(args);
    sandbox.run(&all)
}

/// The JSON count `tally --json` printed.
pub fn json(run: &common::Run) -> Value {
    serde_json::from_str(&run.stdout).unwrap_or_else(|e| panic!("not JSON ({e}): {run:#?}"))
}

/// Each wagon as `Target:weight:L-x:Voter,Voter` (`-` for no lynch).
pub fn wagons(count: &Value) -> Vec<String> {
    count["wagons"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| {
            let voters: Vec<&str> = w["voters"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v["name"].as_str().unwrap())
                .collect();
            format!(
                "{}:{}:L-{}:{}",
                w["target"].as_str().unwrap_or("-"),
                w["weight"],
                w["l_minus"],
                voters.join(",")
            )
        })
        .collect()
}

/// A JSON array of strings, as strings.
pub fn strings(value: &Value) -> Vec<String> {
    value
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().to_string())
        .collect()
}

/// Each discarded vote as `Voter>what@where:reason`.
pub fn discarded(count: &Value) -> Vec<String> {
    count["discarded"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            let vote = &d["vote"];
            let what = match vote["kind"].as_str().unwrap() {
                "player" => vote["target"].as_str().unwrap().to_string(),
                "unread" => format!("?{}", vote["written"].as_str().unwrap()),
                kind => kind.to_string(),
            };
            let at = match (&d["post"], &d["file"]) {
                (Value::Number(n), _) => format!("#{n}"),
                (_, Value::String(f)) => f.clone(),
                _ => "?".into(),
            };
            format!(
                "{}>{what}@{at}:{}",
                d["voter"].as_str().unwrap(),
                d["reason"].as_str().unwrap()
            )
        })
        .collect()
}

/// Each ignored author as `Author:reason:#a,#b`.
pub fn ignored(count: &Value) -> Vec<String> {
    count["ignored"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| {
            let posts: Vec<String> = i["posts"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| format!("#{p}"))
                .collect();
            format!(
                "{}:{}:{}",
                i["author"].as_str().unwrap(),
                i["reason"].as_str().unwrap(),
                posts.join(",")
            )
        })
        .collect()
}

/// Each unread name as `Voter#post:written->names`.
pub fn unread(count: &Value) -> Vec<String> {
    count["unread"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| {
            format!(
                "{}#{}:{}->{}",
                u["voter"].as_str().unwrap(),
                u["post"],
                u["written"].as_str().unwrap(),
                strings(&u["names"]).join(",")
            )
        })
        .collect()
}

/// What `next` counted and who it killed by votes, from the public report of the day.
pub fn next_result(sandbox: &Sandbox) -> (Vec<String>, Vec<String>) {
    sandbox.run(&["next", "game"]).ok();
    let public = sandbox.read_text("game/reports/day/public.md");
    let mut counts = Vec::new();
    let mut dead = Vec::new();
    for line in public.lines() {
        let Some(item) = line.strip_prefix("- ") else {
            continue;
        };
        // "Fede: 3 votes (Bruno, Dani, Hugo)."
        if let Some((target, rest)) = item.split_once(": ")
            && let Some((n, voters)) = rest.split_once(" vote")
            && let Some(voters) = voters
                .split_once('(')
                .map(|(_, v)| v.trim_end_matches(")."))
        {
            let voters: Vec<&str> = voters.split(", ").collect();
            counts.push(format!("{target}:{n}:{}", voters.join(",")));
        }
        // "**Fede** dies. Card: **Tanner**."
        if let Some(rest) = item.strip_prefix("**")
            && let Some((player, tail)) = rest.split_once("** dies. ")
            && tail.starts_with("Card:")
        {
            dead.push(player.to_string());
        }
    }
    (counts, dead)
}

/// The wagons of a count without L-X, as `next` reports them: `Target:weight:Voter,Voter`.
pub fn plain_wagons(count: &Value) -> Vec<String> {
    wagons(count)
        .into_iter()
        .map(|w| {
            let parts: Vec<&str> = w.split(':').collect();
            format!("{}:{}:{}", parts[0], parts[1], parts[3])
        })
        .collect()
}

/// Wagons as sets: the voters of each sorted, the wagons sorted. (A count of the same votes
/// posted or sent by PM lists them otherwise: the thread's in the order posted, the PMs' in
/// roster order.)
pub fn as_sets(wagons: &[String]) -> Vec<String> {
    let mut out: Vec<String> = wagons
        .iter()
        .map(|w| {
            let (head, voters) = w.rsplit_once(':').unwrap();
            let mut voters: Vec<&str> = voters.split(',').collect();
            voters.sort();
            format!("{head}:{}", voters.join(","))
        })
        .collect();
    out.sort();
    out
}

/// Runs `tally --json` on the PMs, then `next`: the same wagons with the same voters, and the
/// players at L-0 are the ones who die. Untimed PMs come in roster order in both, so then the
/// order is the same too.
#[track_caller]
pub fn assert_tally_agrees_with_next(sandbox: &Sandbox) -> Value {
    let run = tally(sandbox, None, &["--json"]);
    run.ok();
    let count = json(&run);
    let (counted, mut dead) = next_result(sandbox);
    let timed = std::fs::read_dir(sandbox.path("game/history/day/orders"))
        .unwrap()
        .any(|e| {
            std::fs::read_to_string(e.unwrap().path())
                .unwrap()
                .starts_with("sent:")
        });
    let mut leaders = strings(&count["leaders"]);
    if timed {
        assert_eq!(
            as_sets(&plain_wagons(&count)),
            as_sets(&counted),
            "tally vs next"
        );
        leaders.sort();
        dead.sort();
    } else {
        assert_eq!(
            plain_wagons(&count),
            counted,
            "tally vs next:\n{}",
            run.stdout
        );
    }
    assert_eq!(leaders, dead, "L-0 vs deaths");
    count
}

/// Runs the binary with `--lang lang` (the game's own language when empty).
pub fn run_lang(sandbox: &Sandbox, lang: &str, args: &[&str]) -> common::Run {
    let mut cmd = Command::new(bin());
    cmd.current_dir(sandbox.root())
        .env_remove("ADJUDICATE_CRASH_AT")
        .stdin(Stdio::null());
    if !lang.is_empty() {
        cmd.arg("--lang").arg(lang);
    }
    let out = cmd.args(args).output().expect("the binary runs");
    common::Run {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}
