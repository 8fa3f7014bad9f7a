//! The page's words (`GET api/strings?lang=…`): every message whose id
//! starts with `webapp-`, in one language, as the page fills them in. Each
//! is rendered through Fluent (so terms are resolved) with each of its
//! variables given as the text `{name}`, which the page replaces itself.
//! The ids and their variables are read from the locale files, which are
//! embedded like the bundles.

use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::LazyLock;

use include_dir::{Dir, include_dir};
use serde::Serialize;

use crate::app::{Lang, Msg, MsgArg};
use crate::text;

/// The locale files.
static LOCALES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/assets/locales");

/// What starts the id of every message of the page.
const PREFIX: &str = "webapp-";

/// The page's words in one language.
#[derive(Serialize)]
pub(crate) struct Strings {
    lang: &'static str,
    dir: &'static str,
    strings: BTreeMap<String, String>,
}

/// The page's messages of every language: id → its variables.
static PAGE: LazyLock<BTreeMap<String, BTreeSet<String>>> =
    LazyLock::new(|| messages(&LOCALES, PREFIX));

/// The messages whose id starts with `prefix` in every `.ftl` file under
/// `dir`, each with the variables it names.
fn messages(dir: &Dir<'_>, prefix: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut files: Vec<&include_dir::File<'_>> = dir.files().collect();
    let mut stack: Vec<&Dir<'_>> = dir.dirs().collect();
    while let Some(sub) = stack.pop() {
        files.extend(sub.files());
        stack.extend(sub.dirs());
    }
    for file in files {
        if file.path().extension().is_none_or(|e| e != "ftl") {
            continue;
        }
        let Some(source) = file.contents_utf8() else {
            continue;
        };
        let mut current: Option<String> = None;
        for line in source.lines() {
            let id = line
                .split_once('=')
                .map(|(id, _)| id.trim_end())
                .filter(|id| {
                    !line.starts_with([' ', '#', '-'])
                        && id.starts_with(prefix)
                        && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
                });
            if let Some(id) = id {
                current = Some(id.to_owned());
            } else if !line.starts_with([' ', '}']) {
                current = None;
            }
            if let Some(id) = &current {
                out.entry(id.clone()).or_default().extend(variables(line));
            }
        }
    }
    out
}

/// The variables (`$name`) a line names.
fn variables(line: &str) -> Vec<String> {
    line.split('$')
        .skip(1)
        .map(|rest| {
            rest.chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                .collect::<String>()
        })
        .filter(|name| !name.is_empty())
        .collect()
}

/// One message with each variable left as `{name}`.
fn pattern(lang: Lang, id: &str, vars: &BTreeSet<String>) -> String {
    let msg = Msg {
        id: Cow::Owned(id.to_owned()),
        args: vars
            .iter()
            .map(|v| (Cow::Owned(v.clone()), MsgArg::Text(format!("{{{v}}}"))))
            .collect(),
    };
    text::render(lang, &msg)
}

/// The page's words in `lang`.
pub(crate) fn strings(lang: Lang) -> Strings {
    Strings {
        lang: lang.code(),
        dir: direction(lang),
        strings: PAGE
            .iter()
            .map(|(id, vars)| (id.clone(), pattern(lang, id, vars)))
            .collect(),
    }
}

/// The writing direction of a language.
pub(crate) fn direction(lang: Lang) -> &'static str {
    if lang == Lang::Fa { "rtl" } else { "ltr" }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_are_found_by_prefix_with_their_variables() {
        let found = messages(&LOCALES, "webapi-");
        let vars = found.get("webapi-not-found").expect("a message of ours");
        assert!(vars.is_empty());
        assert!(found.keys().all(|id| id.starts_with("webapi-")));
        let text = pattern(Lang::En, "webapi-not-found", vars);
        assert!(!text.contains("webapi-"), "{text}");
    }

    #[test]
    fn a_variable_is_kept_for_the_page_to_fill() {
        let vars = BTreeSet::from(["secs".to_owned()]);
        let text = pattern(Lang::En, "slow-down", &vars);
        assert!(text.contains("{secs}"), "{text}");
    }
}
