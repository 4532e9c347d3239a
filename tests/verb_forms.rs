//! Issue 22: a ruleset lists its verbs as lemmas and the core conjugates them; every form of
//! every verb of every ruleset is read as an order of its kind when it leads a line.

use adjudicate::core::intake::{self, Verbs};
use adjudicate::core::names::NameIndex;
use adjudicate::core::orders::OrderFile;
use adjudicate::rules::REGISTRY;

#[test]
fn every_form_of_every_rulesets_verb_leads_an_order_of_its_kind() {
    adjudicate::rules::install();
    let none: &[String] = &[];
    let names = NameIndex::new(["Ana", "Bruno"].map(|n| (n, none)));
    let mut failures = Vec::new();
    for ruleset in REGISTRY {
        let kinds = ruleset.verbs();
        let verbs = Verbs::from_kinds(&kinds).with_lead_in(ruleset.lead_in());
        for kind in &kinds {
            for form in &kind.words {
                let mut file =
                    OrderFile::from_text("Ana", "orders/Ana.txt", &format!("{form} Bruno\n"));
                let problems = intake::classify(&mut file, &verbs, &names);
                let led = file.lines.len() == 1
                    && adjudicate::core::names::fold(&file.lines[0].words[0].text)
                        == adjudicate::core::names::fold(form)
                    && verbs.kind_of(&file.lines[0]).is_some();
                if !problems.is_empty() || !led {
                    failures.push(format!("{}: {form}", ruleset.id()));
                }
            }
        }
    }
    assert!(failures.is_empty(), "not read: {failures:?}");
}

/// Every Italian verb of every ruleset has its first person plural in the table (`mangiamo`,
/// `lanciamo`, `cerchiamo`), never with the stem's `i` doubled (`lanciiamo`); not the three
/// that are the thread's talk (`vediamo`, `andiamo`, `votiamo`: `core::conjugate`). An Italian
/// infinitive is known in a table by its future and gerund beside it (`mangiare`, `mangerò`,
/// `mangiando`; a Spanish future, `miraré`, ends as an Italian infinitive does).
#[test]
fn every_rulesets_italian_verb_has_its_first_person_plural() {
    adjudicate::rules::install();
    let mut missing = Vec::new();
    let mut checked = 0;
    for ruleset in REGISTRY {
        let words: Vec<String> = ruleset
            .verbs()
            .iter()
            .flat_map(|k| k.words.iter().map(|w| adjudicate::core::names::fold(w)))
            .collect();
        for word in &words {
            let Some((stem, ending)) = ["are", "ere", "ire"]
                .iter()
                .find_map(|end| word.strip_suffix(end).map(|s| (s, *end)))
            else {
                continue;
            };
            let soft = stem.strip_suffix('i').unwrap_or(stem);
            let hard = match stem.ends_with('c') || stem.ends_with('g') {
                true => format!("{stem}h"),
                false => soft.to_string(),
            };
            let (future, plural) = match ending {
                "are" => (format!("{hard}ero"), format!("{hard}iamo")),
                _ => (format!("{stem}{}ro", &ending[..1]), format!("{soft}iamo")),
            };
            let gerund = format!("{stem}{}", if ending == "are" { "ando" } else { "endo" });
            if stem.len() < 2 || !words.contains(&future) || !words.contains(&gerund) {
                continue;
            }
            checked += 1;
            let talk = ["vediamo", "andiamo", "votiamo"].contains(&plural.as_str());
            if !words.contains(&plural) && !talk {
                missing.push(format!("{}: {word} → {plural}", ruleset.id()));
            }
        }
        if let Some(doubled) = words.iter().find(|w| w.ends_with("iiamo")) {
            missing.push(format!("{}: {doubled}", ruleset.id()));
        }
    }
    assert!(checked > 20, "only {checked} Italian verbs found");
    assert!(missing.is_empty(), "{missing:?}");
}

#[test]
fn the_forms_players_write_are_in_the_tables() {
    adjudicate::rules::install();
    let forms = |id: &str| -> Vec<String> {
        let ruleset = REGISTRY.iter().find(|r| r.id() == id).unwrap();
        ruleset
            .verbs()
            .iter()
            .flat_map(|k| k.words.iter().map(|w| w.to_string()))
            .collect()
    };
    let chez = forms("chez-geek");
    for form in [
        "echo", "hecho", "eché", "echando", "echar", "caccio", "evicting", "compro", "juego",
        "jugué", "pierdo",
    ] {
        let folded = adjudicate::core::names::fold(form);
        assert!(
            chez.contains(&folded) || chez.contains(&form.to_string()),
            "chez-geek: {form}"
        );
    }
    let among = forms("among-us");
    for form in [
        "salgo", "empiezo", "muevo", "bajo", "subo", "paso", "esco", "vado", "toco", "quedo",
    ] {
        assert!(among.contains(&form.to_string()), "among-us: {form}");
    }
    let lupus = forms("lupus");
    for form in [
        "indago",
        "indagherò",
        "proteggo",
        "proteggerò",
        "annuso",
        "annuserò",
        "sbraniamo",
        "sbranando",
        "pappo",
        "pappiamo",
        "comemos",
        "cargamos",
        "voto",
        "astengo",
        "astenermi",
        "scelgo",
        "scegli",
        "tradisco",
        "consegno",
        "comunico",
        "ammaestro",
        "controllo",
        "resuscito",
        "nomino",
        "scommetto",
        "dono",
        "sniffing",
        "protecting",
        "told",
    ] {
        let folded = adjudicate::core::names::fold(form);
        assert!(lupus.contains(&folded), "lupus: {form}");
    }
    let chechino = forms("chechino");
    for form in [
        "marqué",
        "marco",
        "marcando",
        "vigilo",
        "vigilé",
        "secuestro",
        "secuestré",
        "mato",
        "maté",
        "riego",
        "desentierro",
        "uso",
        "usé",
        "activo",
        "cambio",
        "voto",
        "voté",
        "disparo",
        "disparé",
        "respondo",
        "contesto",
        "paro",
        "detengo",
        "emborracho",
        "desempato",
        "kidnapping",
        "shot",
        "watched",
    ] {
        let folded = adjudicate::core::names::fold(form);
        assert!(chechino.contains(&folded), "chechino: {form}");
    }
    // Everyday words a paradigm would give are not verbs: `Para mí que…`.
    assert!(!chechino.contains(&"para".to_string()));
    let one_night = forms("one-night");
    for form in [
        "miro",
        "miré",
        "veo",
        "veré",
        "robo",
        "robé",
        "robando",
        "intercambio",
        "cambié",
        "tomo",
        "cojo",
        "copio",
        "copié",
        "guardo",
        "rubo",
        "scambio",
        "prendo",
        "stole",
        "robbed",
        "swapping",
        "votaré",
    ] {
        let folded = adjudicate::core::names::fold(form);
        assert!(one_night.contains(&folded), "one-night: {form}");
    }
    assert!(!one_night.contains(&"vi".to_string()));
}
