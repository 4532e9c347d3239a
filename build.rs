//! Made at build time, so that no command pays for it at its start (docs/PERFORMANCE.md): the
//! index of every message catalog's entries, `locales/<lang>/*.ftl` read by the same code the
//! program would read them with (`src/core/msg/entries.rs`, included as it is). What it writes,
//! `$OUT_DIR/catalogs.rs`, depends on nothing but those files: the same sources make the same
//! bytes.

use std::fmt::Write as _;
use std::path::Path;

#[path = "src/core/msg/entries.rs"]
mod entries;

/// The languages of the catalogs, in `Lang` order.
const LANGS: [&str; 3] = ["es", "it", "en"];

/// The core's catalog files, one per area, joined (each followed by a blank line but the last)
/// as one text, `CORE`: every other `.ftl` of a language is a ruleset's, named by its file.
const CORE_FILES: &[&str] = &[
    "core",
    "tally",
    "map",
    "pause",
    "thread_pages",
    "import",
    "pictures",
    "fetch",
];

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/core/msg/entries.rs");
    println!("cargo:rerun-if-changed=locales");
    let root = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let mut code = String::from("// Made by build.rs from locales/: not to be edited.\n\n");
    code.push_str(&core_texts());
    code.push_str(
        "\n/// An entry of a catalog: where its text begins and ends in the catalog, the length \
         of its key\n/// (after the `-` of a term), whether it is a message. No pointer: a \
         static table of them costs the\n/// program's start no relocation.\n\
         pub type Entry = (u32, u32, u16, bool);\n\n\
         /// Every catalog's entries: its language, its part (`core`, a ruleset's id), the \
         length of its\n/// text, and its entries sorted by key.\n\
         pub static INDEX: &[(&str, &str, usize, &[Entry])] = &[\n",
    );
    for lang in LANGS {
        let dir = Path::new(&root).join("locales").join(lang);
        let core: Vec<String> = CORE_FILES.iter().map(|f| read(&dir, f)).collect();
        let core = core.join("\n");
        let core_entries = sorted(lang, "core", &core);
        code.push_str(&index(lang, "core", &core, &core_entries));
        for part in ruleset_parts(&dir) {
            let text = read(&dir, &part);
            let entries = sorted(lang, &part, &text);
            // A game's bundle is the core's catalog and its ruleset's: a key both define is
            // a broken catalog, as it was for the whole bundle.
            if let Some((key, ..)) = entries
                .iter()
                .find(|(key, ..)| core_entries.binary_search_by(|e| e.0.cmp(key)).is_ok())
            {
                panic!("catalog {lang}/{part} repeats the core's key {key}");
            }
            code.push_str(&index(lang, &part, &text, &entries));
        }
    }
    code.push_str("];\n");
    std::fs::write(Path::new(&out).join("catalogs.rs"), code).expect("OUT_DIR is writable");
    verb_forms(&root, &out);
}

/// `$OUT_DIR/verb_forms.rs`: where each line's key and words of `src/core/verb_forms.txt` (the
/// rulesets' verb tables, `core::conjugate::written`) begin and end in its text, as offsets (no
/// pointer, so no relocation at the program's start): a command slices its tables' words out
/// of the text instead of splitting it.
fn verb_forms(root: &str, out: &str) {
    println!("cargo:rerun-if-changed=src/core/verb_forms.txt");
    let path = Path::new(root).join("src/core/verb_forms.txt");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let (mut keys, mut words) = (String::new(), String::new());
    let (mut at, mut count) = (0, 0);
    for line in text.split_inclusive('\n') {
        let body = line.strip_suffix('\n').unwrap_or(line);
        let mut fields = body
            .split('\t')
            .map(|f| (f, f.as_ptr() as usize - text.as_ptr() as usize));
        let (key, start) = fields.next().expect("a line has a key");
        let first = count;
        for (word, start) in fields.filter(|(w, _)| !w.is_empty()) {
            write!(words, "({start}, {}), ", start + word.len()).unwrap();
            count += 1;
        }
        writeln!(
            keys,
            "    ({start}, {}, {first}, {count}),",
            start + key.len()
        )
        .unwrap();
        at += line.len();
    }
    assert_eq!(at, text.len());
    let code = format!(
        "// Made by build.rs from src/core/verb_forms.txt: not to be edited.\n\n\
         /// Each table's key (its start and end) and its words (the first and the end in \
         `WORDS`).\npub static KEYS: &[(u32, u32, u32, u32)] = &[\n{keys}];\n\n\
         /// Each word's start and end.\npub static WORDS: &[(u32, u32)] = &[{words}];\n"
    );
    std::fs::write(Path::new(out).join("verb_forms.rs"), code).expect("OUT_DIR is writable");
}

/// `CORE`: the core's files of each language joined by `concat!` as they are read here.
fn core_texts() -> String {
    let mut code = String::from(
        "/// The core's messages in es, it and en: its files, one per area, read as one text.\n\
         pub const CORE: [&str; 3] = [\n",
    );
    for lang in LANGS {
        let files: Vec<String> = CORE_FILES
            .iter()
            .map(|f| {
                format!("include_str!(concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/locales/{lang}/{f}.ftl\"))")
            })
            .collect();
        writeln!(code, "    concat!({}),", files.join(", \"\\n\", ")).unwrap();
    }
    code.push_str("];\n");
    code
}

/// The `.ftl` files of a language's folder that are not the core's, by name, in name order.
fn ruleset_parts(dir: &Path) -> Vec<String> {
    let mut parts: Vec<String> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|entry| {
            let name = entry.ok()?.file_name().into_string().ok()?;
            let part = name.strip_suffix(".ftl")?.to_string();
            (!CORE_FILES.contains(&part.as_str())).then_some(part)
        })
        .collect();
    parts.sort();
    parts
}

fn read(dir: &Path, part: &str) -> String {
    let path = dir.join(format!("{part}.ftl"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// An entry of a catalog: its key, where its text begins and ends, whether it is a message.
type Entry<'a> = (&'a str, usize, usize, bool);

/// A part's entries sorted by key. A key the part holds twice is a broken catalog, refused
/// here as the whole bundle refused it.
fn sorted<'a>(lang: &str, part: &str, text: &'a str) -> Vec<Entry<'a>> {
    let base = text.as_ptr() as usize;
    let mut found: Vec<Entry> = entries::entries(text)
        .map(|(key, entry, message)| {
            let start = entry.as_ptr() as usize - base;
            (key, start, start + entry.len(), message)
        })
        .collect();
    found.sort();
    if let Some(pair) = found.windows(2).find(|pair| pair[0].0 == pair[1].0) {
        panic!("catalog {lang}/{part} repeats the key {}", pair[0].0);
    }
    found
}

/// One part's line of `INDEX`.
fn index(lang: &str, part: &str, text: &str, entries: &[Entry]) -> String {
    let mut code = format!("    (\"{lang}\", \"{part}\", {}, &[\n", text.len());
    for &(key, start, end, message) in entries {
        writeln!(code, "        ({start}, {end}, {}, {message}),", key.len()).unwrap();
    }
    code.push_str("    ]),\n");
    code
}
