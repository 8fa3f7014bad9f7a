//! The locale files: every language has every message with the same
//! variables, every message id the code uses exists, every variant has its
//! name, rules and tips everywhere, and Persian, Turkish and Russian replies
//! carry no untranslated English.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

use damabot::app::{HelpTopic, Lang, Msg};
use draughts::Variant;

type Messages = BTreeMap<String, String>;

/// Reads every `.ftl` file of a language: id → the message's full text.
fn messages(lang: &str) -> Messages {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets/locales")
        .join(lang);
    let mut out = Messages::new();
    for entry in fs::read_dir(&dir).expect("locale dir") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|e| e == "ftl") {
            let text = fs::read_to_string(&path).expect("readable ftl");
            let mut current: Option<String> = None;
            for line in text.lines() {
                let starts_message =
                    line.split_once('=')
                        .map(|(id, _)| id.trim_end())
                        .filter(|id| {
                            !line.starts_with([' ', '#', '-'])
                                && !id.is_empty()
                                && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
                        });
                if let Some(id) = starts_message {
                    let value = line.split_once('=').map(|(_, v)| v).unwrap_or_default();
                    assert!(
                        out.insert(id.to_owned(), value.to_owned()).is_none(),
                        "{lang}: {id} defined twice"
                    );
                    current = Some(id.to_owned());
                } else if line.starts_with([' ', '}'])
                    && let Some(id) = &current
                {
                    let entry = out.get_mut(id).expect("current message");
                    entry.push('\n');
                    entry.push_str(line);
                } else {
                    current = None;
                }
            }
        }
    }
    out
}

fn variables(text: &str) -> BTreeSet<String> {
    text.split('$')
        .skip(1)
        .map(|rest| {
            rest.chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                .collect()
        })
        .collect()
}

#[test]
fn every_language_has_every_message_with_the_same_variables() {
    let en = messages("en");
    assert!(en.len() > 100, "only {} English messages found", en.len());
    for lang in ["fa", "tr", "ru"] {
        let other = messages(lang);
        let missing: Vec<_> = en.keys().filter(|k| !other.contains_key(*k)).collect();
        let extra: Vec<_> = other.keys().filter(|k| !en.contains_key(*k)).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{lang}: missing {missing:?}, extra {extra:?}"
        );
        for (id, text) in &en {
            assert_eq!(
                variables(text),
                variables(&other[id]),
                "{lang}: variables of {id}"
            );
        }
    }
}

#[test]
fn persian_turkish_and_russian_texts_are_translated() {
    let en = messages("en");
    let persian = |c: char| ('\u{0600}'..='\u{06FF}').contains(&c);
    for (id, text) in messages("fa") {
        let words: String = prose(&text);
        if words.chars().filter(char::is_ascii_alphabetic).count() >= 3 {
            assert!(
                text.chars().any(persian),
                "fa {id} has no Persian letters: {text}"
            );
        }
    }
    for (id, text) in messages("tr") {
        if prose(&en[&id])
            .chars()
            .filter(char::is_ascii_alphabetic)
            .count()
            >= 12
        {
            assert_ne!(text, en[&id], "tr {id} is the English text");
        }
    }
    let cyrillic = |c: char| ('\u{0400}'..='\u{04FF}').contains(&c);
    for (id, text) in messages("ru") {
        let words = prose(&text);
        if words.chars().filter(char::is_ascii_alphabetic).count() >= 3 {
            assert!(
                text.chars().any(cyrillic),
                "ru {id} has no Russian letters: {text}"
            );
        }
        // Beyond commands and squares, Latin words are only names and
        // command arguments (the help's topics among them).
        let english: Vec<&str> = words
            .split_whitespace()
            .filter(|w| !w.contains('/'))
            .flat_map(|w| w.split(|c: char| !c.is_ascii_alphabetic()))
            .filter(|w| {
                w.len() >= 4
                    && en[&id].contains(*w)
                    && !NAMES.contains(w)
                    && HelpTopic::from_word(w).is_none()
            })
            .collect();
        assert!(
            english.is_empty(),
            "ru {id} keeps English words {english:?}"
        );
    }
}

/// Latin words a Russian text may keep: names and command arguments.
const NAMES: &[&str] = &[
    "damabot",
    "Telegram",
    "BrainKing",
    "Konane",
    "second",
    "rated",
    "russian",
    "persian",
    "turkish",
    "english",
    "dameo",
    "international",
    "brazilian",
    "canadian",
    "pool",
    "czech",
    "italian",
    "portuguese",
    "thai",
    "frisian",
    "anti",
    "corner",
    "oneway",
    "parachute",
    "gothic",
    "hawaiian",
    "alquerque",
    "clock",
    "Discord",
    "auto",
    "white",
    "turn",
];

#[test]
fn every_variant_has_a_name_rules_and_tips_in_every_language() {
    for lang in ["en", "fa", "tr", "ru"] {
        let all = messages(lang);
        for v in Variant::ALL {
            for kind in ["variant", "rules", "tips"] {
                let id = format!("{kind}-{}", v.name());
                assert!(all.contains_key(&id), "{lang} lacks {id}");
            }
            let rules = &all[&format!("rules-{}", v.name())];
            assert!(
                rules.contains(&format!("({})", v.name())),
                "{lang} rules-{} name the command word",
                v.name()
            );
        }
    }
}

#[test]
fn long_texts_fit_their_limits() {
    for lang in ["en", "fa", "tr", "ru"] {
        for (id, text) in messages(lang) {
            let limit = if id.starts_with("tips-") {
                1500
            } else if id.starts_with("rules-") || id.starts_with("help-") {
                1800
            } else {
                continue;
            };
            // Fluent drops the indentation of continuation lines.
            let n = text
                .lines()
                .map(str::trim_start)
                .collect::<Vec<_>>()
                .join("\n")
                .chars()
                .count();
            assert!(n <= limit, "{lang} {id}: {n} characters, limit {limit}");
        }
    }
}

/// A message's text without placeables, commands and square names: what
/// must be in the reader's language.
fn prose(text: &str) -> String {
    let mut out = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out.split_whitespace()
        .filter(|w| !w.starts_with('/') && !w.chars().any(|c| c.is_ascii_digit()))
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn every_message_id_in_the_code_exists() {
    let en = messages("en");
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut missing = Vec::new();
    let mut seen = 0;
    for path in rust_files(&src) {
        let code = fs::read_to_string(&path).expect("source");
        for marker in [
            "Msg::new(\"",
            "render_id(lang, \"",
            "Msg::new(if ",
            "\" } else { \"",
        ] {
            for piece in code.split(marker).skip(1) {
                let id: String = piece
                    .trim_start_matches(|c: char| !c.is_ascii_lowercase())
                    .chars()
                    .take_while(|c| c.is_ascii_lowercase() || *c == '-')
                    .collect();
                if id.contains('-') || en.contains_key(&id) {
                    seen += 1;
                    if !en.contains_key(&id) {
                        missing.push(format!("{}: {id}", path.display()));
                    }
                }
            }
        }
    }
    assert!(seen > 100, "only {seen} ids found in the code");
    assert!(missing.is_empty(), "{missing:#?}");
}

fn rust_files(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    for entry in fs::read_dir(dir).expect("dir") {
        let path = entry.expect("entry").path();
        if path.is_dir() {
            out.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out
}

#[test]
fn messages_render_with_plurals_in_every_language() {
    for lang in Lang::ALL {
        let one = damabot::text::render(
            lang,
            &Msg::new("clock-warning")
                .text("player", "ali")
                .num("secs", 1),
        );
        let many = damabot::text::render(
            lang,
            &Msg::new("clock-warning")
                .text("player", "ali")
                .num("secs", 5),
        );
        assert!(
            one.contains("ali") && many.contains("ali"),
            "{lang}: {one} / {many}"
        );
        assert_ne!(one, many, "{lang}");
        assert!(!many.contains("clock-warning"), "{lang}: {many}");
    }
    let en = damabot::text::render(
        Lang::En,
        &Msg::new("moves-header")
            .num("count", 1)
            .num("page", 1)
            .num("pages", 1),
    );
    assert!(en.starts_with("1 legal move (page 1/1)"), "{en}");
}
