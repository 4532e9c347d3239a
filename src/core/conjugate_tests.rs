use super::*;

fn has(lemmas: &Lemmas, expected: &[&str]) {
    let forms = forms(lemmas);
    for form in expected {
        assert!(forms.contains(&fold(form)), "{form} not in {forms:?}");
    }
}

#[test]
fn spanish_regular_verbs_give_every_form_a_player_writes() {
    // "marco la casa I", "marqué la J", "voy a marcar", "marcando", "marcaré", "marca la K"
    let l = Lemmas {
        es: &["marcar"],
        it: &[],
        en: &[],
    };
    has(
        &l,
        &[
            "marcar", "marco", "marqué", "marcaré", "marcando", "marca", "marcamos",
        ],
    );
    let l = Lemmas {
        es: &["proteger", "subir"],
        it: &[],
        en: &[],
    };
    has(
        &l,
        &[
            "protejo",
            "protegí",
            "protegiendo",
            "protegeré",
            "subo",
            "subí",
            "subiendo",
            "subiré",
        ],
    );
}

#[test]
fn spanish_irregular_verbs_come_from_the_table() {
    let l = Lemmas {
        es: &[
            "ir", "salir", "empezar", "hacer", "poner", "llevarse", "mover",
        ],
        it: &[],
        en: &[],
    };
    has(
        &l,
        &[
            "voy",
            "fui",
            "salgo",
            "saldré",
            "salí",
            "empiezo",
            "empecé",
            "empezando",
            "hago",
            "hice",
            "pongo",
            "puse",
            "llevo",
            "llevarme",
            "muevo",
            "movemos",
        ],
    );
    // The regular paradigm's wrong first person is not a form.
    let f = forms(&l);
    assert!(!f.contains(&"empezo".to_string()) && !f.contains(&"hazo".to_string()));
}

#[test]
fn italian_verbs_regular_and_irregular() {
    let l = Lemmas {
        es: &[],
        it: &[
            "annusare",
            "cercare",
            "mangiare",
            "andare",
            "uscire",
            "spostarsi",
            "seguire",
        ],
        en: &[],
    };
    has(
        &l,
        &[
            "annuso",
            "annusare",
            "annuserò",
            "annusando",
            "cerco",
            "cercherò",
            "mangio",
            "mangerò",
            "vado",
            "andrò",
            "esco",
            "uscirò",
            "sposto",
            "spostarmi",
            "seguo",
            "seguendo",
        ],
    );
}

/// The first person plural the pack and the twin guards write (`stanotte ci mangiamo Nico`):
/// the stem's own `i` is not doubled, a hard `c` or `g` stays hard.
#[test]
fn italian_first_person_plurals_come_from_the_paradigm() {
    let l = Lemmas {
        es: &[],
        it: &[
            "mangiare",
            "lanciare",
            "cercare",
            "indagare",
            "proteggere",
            "scegliere",
            "coprire",
            "fare",
        ],
        en: &[],
    };
    has(
        &l,
        &[
            "mangiamo",
            "lanciamo",
            "cerchiamo",
            "indaghiamo",
            "proteggiamo",
            "scegliamo",
            "copriamo",
            "facciamo",
        ],
    );
    let f = forms(&l);
    for wrong in ["mangiiamo", "lanciiamo", "cerciamo", "fiamo"] {
        assert!(!f.contains(&wrong.to_string()), "{wrong}");
    }
}

#[test]
fn english_verbs() {
    let l = Lemmas {
        es: &[],
        it: &[],
        en: &["evict", "move", "see", "rob"],
    };
    has(
        &l,
        &[
            "evict", "evicting", "evicted", "moving", "moved", "seeing", "saw", "robbed",
        ],
    );
}

#[test]
fn english_final_consonants_double_after_one_short_vowel() {
    // A ruleset lists `grab`, never `grabbing`: the conjugator doubles as English spells.
    let l = Lemmas {
        es: &[],
        it: &[],
        en: &[
            "grab", "swap", "rob", "stop", "drop", "kidnap", "put", "quit",
        ],
    };
    let doubled = [
        "grabbing",
        "grabbed",
        "swapping",
        "swapped",
        "robbing",
        "robbed",
        "stopping",
        "stopped",
        "dropping",
        "dropped",
        "kidnapping",
        "kidnapped",
        "putting",
        "quitting",
    ];
    has(&l, &doubled);
    let f = forms(&l);
    for wrong in [
        "grabing", "graped", "swaping", "robing", "stoped", "puted", "putted",
    ] {
        assert!(!f.contains(&wrong.to_string()), "{wrong}");
    }
    // One vowel and one consonant, but `w`, `x`, `y`, two vowels or two consonants: no
    // doubling (`showing`, `fixing`, `playing`, `eating`, `checking`, `killing`, `voting`).
    let kept = Lemmas {
        es: &[],
        it: &[],
        en: &[
            "show", "fix", "play", "eat", "check", "kill", "vote", "visit", "shoot",
        ],
    };
    let f = forms(&kept);
    for right in [
        "showing", "fixing", "playing", "eating", "checking", "killing", "voting", "visited",
        "shooting",
    ] {
        assert!(f.contains(&right.to_string()), "{right}");
    }
    for wrong in [
        "showwing",
        "fixxing",
        "eatting",
        "votting",
        "visitting",
        "shootting",
    ] {
        assert!(!f.contains(&wrong.to_string()), "{wrong}");
    }
}

#[test]
fn the_commonest_misspellings_come_with_their_form() {
    has(
        &Lemmas {
            es: &["echar"],
            it: &[],
            en: &[],
        },
        &["hecho", "hechar", "echo"],
    );
    // Only with it: a ruleset without `echar` does not read `hecho`.
    assert!(
        !forms(&Lemmas {
            es: &["hacer"],
            it: &[],
            en: &[]
        })
        .contains(&"hecho".to_string())
    );
}

/// `verb_forms.txt` holds every ruleset's verb tables as the conjugator makes them, and
/// nothing else: written again (and the test failed, to be run again) when they differ.
#[test]
fn the_written_verb_forms_are_the_conjugators_own() {
    for ruleset in crate::core::ruleset::all() {
        assert!(!ruleset.verbs().is_empty(), "{}", ruleset.id());
    }
    let mut asked = ASKED.lock().unwrap_or_else(|e| e.into_inner()).clone();
    assert!(asked.len() > 50, "every ruleset's verb table was made");
    let key = |[es, it, en, extra]: &[Vec<&'static str>; 4]| written::key([es, it, en, extra]);
    asked.sort_by_key(key);
    asked.dedup_by_key(|a| key(a));
    let mut text = String::new();
    for inputs in &asked {
        let [es, it, en, extra] = inputs.clone().map(|l| &*Vec::leak(l));
        let words = made_spellings(&Lemmas { es, it, en }, extra);
        let items = inputs.iter().flatten().copied();
        for item in items.chain(words.iter().map(String::as_str)) {
            assert!(
                !item.contains(['\t', '\n', '|', ';']),
                "{item:?} cannot be written"
            );
        }
        text.push_str(&key(inputs));
        text.push('\t');
        text.push_str(&words.join("\t"));
        text.push('\n');
    }
    if text != written::TEXT {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/core/verb_forms.txt");
        std::fs::write(path, &text).expect("verb_forms.txt is writable");
        panic!("src/core/verb_forms.txt written again: build and run the tests again");
    }
    // What a command reads is what was written.
    for inputs in &asked {
        let [es, it, en, extra] = inputs.clone().map(|l| &*Vec::leak(l));
        let made: Vec<String> = made_spellings(&Lemmas { es, it, en }, extra);
        assert_eq!(
            written::words(&key(inputs)),
            Some(made.iter().map(String::as_str).collect())
        );
    }
}

#[test]
fn a_third_person_gives_the_first_person_it_stands_for() {
    use crate::core::conjugate::first_person_of_third;
    // Regular endings, Spanish, Italian, English; irregular ones from the table.
    for (third, first) in [
        ("pule", "pulo"),
        ("queda", "quedo"),
        ("resta", "resto"),
        ("segue", "seguo"),
        ("stays", "stay"),
        ("watches", "watch"),
        ("sale", "salgo"),
        ("va", "vado"),
        ("fa", "faccio"),
        ("goes", "go"),
    ] {
        assert!(
            first_person_of_third(third).iter().any(|f| f == first),
            "{third}: {:?}",
            first_person_of_third(third)
        );
    }
    // A past, a first person or a short word gives nothing to try.
    for word in ["salió", "salgo", "looked", "es", "is", "no"] {
        assert!(first_person_of_third(word).is_empty(), "{word}");
    }
}
