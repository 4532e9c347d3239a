use super::*;
use serde::{Deserialize, Serialize};

/// The sample is read from `deck.json` and `deck.it.json` (faster than YAML); the deck the docs
/// show and a master copies is `deck.yaml` (and `deck.it.yaml`). They must be the same deck:
/// when they are not, the JSON is written again from the YAML and the test fails, to be run
/// again.
#[test]
fn the_json_samples_are_the_yaml_ones() {
    for (lang, file, json) in [
        (Lang::Es, "deck.json", DECK_JSON),
        (Lang::It, "deck.it.json", DECK_IT_JSON),
    ] {
        let yaml = from_yaml(lang);
        let read: Option<Cards> = serde_json::from_str(json).ok();
        if read.as_ref() != Some(&yaml) {
            let path = format!("{}/src/rules/chez_geek/{file}", env!("CARGO_MANIFEST_DIR"));
            let json = serde_json::to_string(&yaml).expect("a deck serialises") + "\n";
            std::fs::write(path, json).expect("the JSON deck written");
            panic!("{file} differed from the YAML: written again, run the tests again");
        }
    }
}

/// `state.cards` alone, as the state writes and reads it.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct InState {
    #[serde(with = "in_state")]
    cards: Cards,
}

fn written(cards: &Cards) -> String {
    serde_yaml::to_string(&InState {
        cards: cards.clone(),
    })
    .unwrap()
}

fn read(yaml: &str) -> Result<Cards, serde_yaml::Error> {
    serde_yaml::from_str::<InState>(yaml).map(|s| s.cards)
}

#[test]
fn a_game_on_the_sample_deck_names_it_and_reads_it_back() {
    for (lang, name) in [
        (Lang::Es, "sample"),
        (Lang::En, "sample"),
        (Lang::It, "sample-it"),
    ] {
        let cards = Cards::sample_in(lang);
        let yaml = written(&cards);
        assert_eq!(yaml, format!("cards: {name}\n"));
        assert_eq!(read(&yaml).unwrap(), cards);
    }
}

#[test]
fn a_deck_of_the_masters_own_is_written_whole() {
    let mut cards = Cards::sample();
    cards.life[0].count += 1;
    let yaml = written(&cards);
    assert!(yaml.contains("life:") && yaml.contains("jobs:"), "{yaml}");
    assert_eq!(read(&yaml).unwrap(), cards);
}

/// A `game.yaml` written before the sample was named holds it card by card: the same deck, and
/// written by its name from then on.
#[test]
fn a_state_holding_the_sample_card_by_card_reads_as_the_sample() {
    for lang in [Lang::Es, Lang::It] {
        let whole = serde_yaml::to_string(&serde_yaml::Mapping::from_iter([(
            "cards".into(),
            serde_yaml::to_value(from_yaml(lang)).unwrap(),
        )]))
        .unwrap();
        assert!(whole.contains("life:"));
        let cards = read(&whole).unwrap();
        assert_eq!(&cards, deck(lang));
        assert!(!written(&cards).contains("life:"));
    }
}

#[test]
fn another_name_is_refused_naming_the_samples() {
    let error = read("cards: campione\n").unwrap_err().to_string();
    assert!(error.contains("campione"), "{error}");
    assert!(error.contains("sample-it"), "{error}");
}
