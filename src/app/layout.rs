//! The layout check of `src/app`: reads the imports between its files and
//! fails on any circle among them, on a handler imported by anything but
//! the core's entry points, and on an arrow from the core up to the
//! modules that sit above it (text, render, adapters, the runtime).
//!
//! An import is any path `crate::app::…` or `super::…` outside comments and
//! outside a file's test module (which by convention closes the file); it
//! names the file of the module it reaches. A name imported from `app`
//! itself is followed to the file `app/mod.rs` re-exports it from.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The files that may call a handler: the entry points that route to them.
const ROUTERS: [&str; 2] = ["core/mod.rs", "core/dispatch.rs"];

/// Crate modules above `app`, which it must never name.
const ABOVE: [&str; 6] = [
    "crate::text",
    "crate::render",
    "crate::adapters",
    "crate::runtime",
    "crate::delivery",
    "crate::cli",
];

/// `src/app`, the directory read.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app")
}

/// Every `.rs` file under `dir`, as paths relative to `src/app`.
fn files(dir: &Path, out: &mut Vec<String>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .expect("src/app is readable")
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let rel = path.strip_prefix(root()).expect("under src/app");
            out.push(rel.to_string_lossy().replace('\\', "/"));
        }
    }
}

/// The code of a file that counts: comments and the test module removed.
fn code(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        if line.trim_start().starts_with("#[cfg(test)]") {
            break;
        }
        let line = match line.find("//") {
            Some(i) => &line[..i],
            None => line,
        };
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// The module path (segments below `app`) of a file: `core/mod.rs` is
/// `[core]`, `game/turn.rs` is `[game, turn]`, `mod.rs` is `[]`.
fn module_of(file: &str) -> Vec<String> {
    let mut segs: Vec<String> = file
        .trim_end_matches(".rs")
        .split('/')
        .map(str::to_owned)
        .collect();
    if segs.last().is_some_and(|s| s == "mod") {
        segs.pop();
    }
    segs
}

/// The file that holds the module reached by the longest prefix of
/// `segs` (below `app`); the rest are items of that file.
fn file_of(segs: &[String]) -> (String, usize) {
    let mut dir = root();
    let mut file = "mod.rs".to_owned();
    let mut rel = String::new();
    for (i, seg) in segs.iter().enumerate() {
        if dir.join(format!("{seg}.rs")).is_file() {
            return (format!("{rel}{seg}.rs"), i + 1);
        }
        if dir.join(seg).join("mod.rs").is_file() {
            rel = format!("{rel}{seg}/");
            file = format!("{rel}mod.rs");
            dir = dir.join(seg);
            continue;
        }
        return (file, i);
    }
    (file, segs.len())
}

/// The leaf paths of a use tree such as `a::{b, c::{d, e}}`.
fn leaves(tree: &str) -> Vec<String> {
    let tree: String = tree
        .split_whitespace()
        .map(|word| if word == "as" { " as " } else { word })
        .collect();
    let Some(open) = tree.find('{') else {
        return vec![tree];
    };
    let prefix = &tree[..open];
    let inner = &tree[open + 1..tree.len() - 1];
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
        .into_iter()
        .filter(|p| !p.is_empty())
        .flat_map(leaves)
        .map(|leaf| match leaf.as_str() {
            "self" => prefix.trim_end_matches("::").to_owned(),
            _ => format!("{prefix}{leaf}"),
        })
        .collect()
}

/// The paths a file's code names below `app`, as segments: from its `use`
/// trees and from paths written in place.
fn paths(module: &[String], code: &str) -> Vec<Vec<String>> {
    let absolute = |path: &str| -> Option<Vec<String>> {
        let path = path.split(" as ").next()?;
        let segs: Vec<&str> = path.split("::").collect();
        match *segs.first()? {
            "crate" if segs.get(1) == Some(&"app") => {
                Some(segs[2..].iter().map(|s| (*s).to_owned()).collect())
            }
            "super" => {
                let ups = segs.iter().take_while(|s| **s == "super").count();
                let base = module.len().checked_sub(ups)?;
                let mut out: Vec<String> = module[..base].to_vec();
                out.extend(segs[ups..].iter().map(|s| (*s).to_owned()));
                Some(out)
            }
            _ => None,
        }
    };
    let mut found = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("use ") {
        let after = &rest[at + 4..];
        let end = after.find(';').unwrap_or(after.len());
        for leaf in leaves(&after[..end]) {
            if let Some(segs) = absolute(&leaf) {
                found.push(segs);
            }
        }
        rest = &after[end..];
    }
    for (at, _) in code.match_indices("crate::app::") {
        let tail: String = code[at..]
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
            .collect();
        if tail.ends_with("::") {
            continue; // a use tree's prefix, read above
        }
        if let Some(segs) = absolute(&tail) {
            found.push(segs);
        }
    }
    found
}

/// The file each name `app/mod.rs` re-exports comes from.
fn reexports(mod_code: &str) -> BTreeMap<String, String> {
    let mut map = BTreeMap::new();
    let mut rest = mod_code;
    while let Some(at) = rest.find("pub use ") {
        let after = &rest[at + 8..];
        let end = after.find(';').unwrap_or(after.len());
        for leaf in leaves(&after[..end]) {
            if leaf.starts_with("crate::") {
                continue;
            }
            let (path, alias) = match leaf.split_once(" as ") {
                Some((p, a)) => (p.to_owned(), a.to_owned()),
                None => (
                    leaf.clone(),
                    leaf.rsplit("::").next().unwrap_or("").to_owned(),
                ),
            };
            let segs: Vec<String> = path.split("::").map(str::to_owned).collect();
            map.insert(alias, file_of(&segs).0);
        }
        rest = &after[end..];
    }
    map
}

/// The import graph: each file and the files it imports.
fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let mut all = Vec::new();
    files(&root(), &mut all);
    let read = |f: &str| fs::read_to_string(root().join(f)).expect("a readable file");
    let reexported = reexports(&code(&read("mod.rs")));
    let mut graph = BTreeMap::new();
    for file in all.iter().filter(|f| *f != "mod.rs" && *f != "layout.rs") {
        let module = module_of(file);
        let mut targets = BTreeSet::new();
        for segs in paths(&module, &code(&read(file))) {
            let (mut target, used) = file_of(&segs);
            if target == "mod.rs"
                && used == 0
                && let Some(from) = segs.first().and_then(|name| reexported.get(name))
            {
                target = from.clone();
            }
            if target != *file && target != "mod.rs" {
                targets.insert(target);
            }
        }
        graph.insert(file.clone(), targets);
    }
    graph
}

/// A circle through the graph, if there is one, as its files in order.
fn circle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        done: &mut BTreeSet<String>,
        stack: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = stack.iter().position(|n| n == node) {
            let mut found = stack[at..].to_vec();
            found.push(node.to_owned());
            return Some(found);
        }
        if !done.insert(node.to_owned()) {
            return None;
        }
        stack.push(node.to_owned());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(found) = visit(next, graph, done, stack) {
                return Some(found);
            }
        }
        stack.pop();
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|node| visit(node, graph, &mut done, &mut Vec::new()))
}

#[test]
fn the_files_of_app_import_each_other_without_a_circle() {
    let graph = graph();
    assert!(graph.len() > 20, "the graph was read: {graph:?}");
    if let Some(found) = circle(&graph) {
        panic!("a circle of imports in src/app: {}", found.join(" → "));
    }
}

#[test]
fn only_the_entry_points_call_handlers() {
    let graph = graph();
    let callers: Vec<String> = graph
        .iter()
        .flat_map(|(from, to)| to.iter().map(move |t| (from, t)))
        .filter(|(from, to)| to.starts_with("handlers/") && !ROUTERS.contains(&from.as_str()))
        .map(|(from, to)| format!("{from} → {to}"))
        .collect();
    assert!(callers.is_empty(), "handlers imported: {callers:?}");
    assert!(
        graph["core/dispatch.rs"]
            .iter()
            .any(|t| t.starts_with("handlers/")),
        "the dispatch is read as calling handlers"
    );
}

#[test]
fn app_names_nothing_above_it() {
    let mut all = Vec::new();
    files(&root(), &mut all);
    let above: Vec<String> = all
        .iter()
        .flat_map(|file| {
            let text = code(&fs::read_to_string(root().join(file)).expect("readable"));
            ABOVE
                .iter()
                .filter(move |m| text.contains(&format!("{m}::")))
                .map(move |m| format!("{file} names {m}"))
                .collect::<Vec<_>>()
        })
        .filter(|hit| !hit.starts_with("layout.rs"))
        .collect();
    assert!(above.is_empty(), "{above:?}");
}

#[test]
fn the_reader_finds_a_circle_and_follows_reexports() {
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    graph.insert("a.rs".into(), ["b.rs".into()].into());
    graph.insert("b.rs".into(), ["c.rs".into()].into());
    graph.insert("c.rs".into(), BTreeSet::new());
    assert_eq!(circle(&graph), None);
    graph.insert("c.rs".into(), ["a.rs".into()].into());
    assert_eq!(
        circle(&graph),
        Some(vec![
            "a.rs".into(),
            "b.rs".into(),
            "c.rs".into(),
            "a.rs".into()
        ])
    );
    let module = module_of("game/turn.rs");
    let found = paths(
        &module,
        "use crate::app::view::{board, moves::numbered_moves};\nuse super::session::Session;\nfn f() { crate::app::handlers::games::join(); }",
    );
    let files: Vec<String> = found.iter().map(|s| file_of(s).0).collect();
    assert_eq!(
        files,
        [
            "view/board.rs",
            "view/moves.rs",
            "game/session.rs",
            "handlers/games.rs"
        ]
    );
    let map = reexports("pub use core::Core;\npub use effect::{Msg, Body as B};");
    assert_eq!(map.get("Core").map(String::as_str), Some("core/mod.rs"));
    assert_eq!(map.get("B").map(String::as_str), Some("effect.rs"));
}
