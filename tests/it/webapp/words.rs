//! The page's files without a browser: every message id the script uses is
//! in the locale files and every `webapp-` message is used; the messages
//! are simple enough for the page to fill (no selectors); the page loads
//! nothing from elsewhere but Telegram's script; it weighs at most 150 KB
//! gzipped.

use std::collections::BTreeSet;
use std::io::Write;
use std::path::{Path, PathBuf};

use crate::util::browser::TELEGRAM_JS;

fn webapp_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/webapp")
}

fn read(name: &str) -> String {
    std::fs::read_to_string(webapp_dir().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The message ids a locale's `webapp.ftl` defines.
fn defined(lang: &str) -> BTreeSet<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets/locales")
        .join(lang)
        .join("webapp.ftl");
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .filter(|l| !l.starts_with([' ', '#']) && l.contains(" = "))
        .map(|l| l.split(" = ").next().unwrap_or_default().to_owned())
        .collect()
}

#[test]
fn every_word_of_the_page_is_a_webapp_message_and_every_webapp_message_is_used() {
    let script = read("app.js");
    let used: BTreeSet<String> = script
        .match_indices("'webapp-")
        .map(|(at, _)| {
            script[at + 1..]
                .chars()
                .take_while(|c| c.is_ascii_lowercase() || *c == '-')
                .collect()
        })
        .collect();
    assert!(used.len() > 20, "only {} ids found: {used:?}", used.len());
    for lang in ["en", "fa", "tr", "ru"] {
        let ids = defined(lang);
        assert!(
            ids.iter().all(|id| id.starts_with("webapp-")),
            "{lang}: {ids:?}"
        );
        let missing: Vec<_> = used.difference(&ids).collect();
        let unused: Vec<_> = ids.difference(&used).collect();
        assert!(
            missing.is_empty() && unused.is_empty(),
            "{lang}: missing {missing:?}, unused {unused:?}"
        );
    }
}

#[test]
fn page_messages_have_no_selectors_for_the_page_to_resolve() {
    for lang in ["en", "fa", "tr", "ru"] {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets/locales")
            .join(lang)
            .join("webapp.ftl");
        let text = std::fs::read_to_string(path).expect("webapp.ftl");
        assert!(!text.contains("->"), "{lang}: a selector");
        assert!(
            text.lines()
                .all(|l| l.is_empty() || l.starts_with('#') || l.starts_with("webapp-")),
            "{lang}: a message spans lines or has attributes"
        );
    }
}

#[test]
fn the_page_loads_nothing_from_elsewhere_but_telegrams_script() {
    for name in ["index.html", "app.js", "app.css"] {
        let text = read(name);
        let urls: Vec<&str> = text
            .split(['"', '\'', '(', ')', ' '])
            .filter(|s| s.starts_with("http://") || s.starts_with("https://"))
            .filter(|s| *s != "http://www.w3.org/2000/svg")
            .collect();
        let expected: Vec<&str> = if name == "index.html" {
            vec![TELEGRAM_JS]
        } else {
            Vec::new()
        };
        assert_eq!(urls, expected, "{name}");
    }
    let html = read("index.html");
    assert!(html.contains("src=\"app.js\"") && html.contains("href=\"app.css\""));
}

/// The page's files, gzipped at the best level, in bytes.
pub fn gzipped_weight() -> usize {
    let mut total = 0;
    for entry in std::fs::read_dir(webapp_dir()).expect("assets/webapp") {
        let bytes = std::fs::read(entry.expect("an entry").path()).expect("a file");
        let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
        gz.write_all(&bytes).expect("gzip");
        total += gz.finish().expect("gzip").len();
    }
    total
}

#[test]
fn the_page_weighs_at_most_150_kb_gzipped() {
    let weight = gzipped_weight();
    assert!(weight <= 150 * 1024, "{weight} bytes gzipped");
}
