//! Every perft count of `data/perft.txt` against the engine, and the
//! shallow ones also against the independent naive generator
//! (`util::naive`). The file holds published tables (dctl, kish,
//! Freeling) and counts the rule text derives, each entry under the source
//! it cites; none was computed by this engine. Its header says the format.
//!
//! The deep entries are opt-in:
//! `cargo test -p draughts --release --test it perft:: -- --ignored`.

use std::fmt;
use std::path::PathBuf;

use crate::util::naive::Board;
use draughts::{Counting, Position, Variant, perft};

/// Which checks an entry gets, and when.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Tier {
    /// The engine and the naive generator, in the default suite.
    Naive,
    /// The engine alone, in the default suite.
    Engine,
    /// The engine alone, opt-in.
    Deep,
}

/// One line of counts: a position, a depth, and the count of each column
/// that a source gives.
struct Entry {
    /// The file's line number, for messages.
    line: usize,
    /// The `source:` line it stands under.
    source: String,
    variant: Variant,
    /// `None` for the variant's start position.
    fen: Option<String>,
    depth: u32,
    routes: Option<u64>,
    unique: Option<u64>,
    tier: Tier,
}

impl fmt::Display for Entry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let position = self.fen.as_deref().unwrap_or("start");
        write!(
            f,
            "perft.txt line {}: {} {position} depth {} (source: {})",
            self.line, self.variant, self.depth, self.source
        )
    }
}

impl Entry {
    /// The counts to check, with the engine's counting of each column and
    /// whether it is the naive generator's unique column.
    fn columns(&self) -> impl Iterator<Item = (Counting, bool, u64)> {
        [
            (Counting::Routes, false, self.routes),
            (Counting::Unique, true, self.unique),
        ]
        .into_iter()
        .filter_map(|(counting, unique, n)| Some((counting, unique, n?)))
    }

    fn check_engine(&self) {
        let position = match &self.fen {
            Some(fen) => {
                Position::from_fen(self.variant, fen).unwrap_or_else(|e| panic!("{self}: {e}"))
            }
            None => Position::start(self.variant),
        };
        for (counting, _, expected) in self.columns() {
            assert_eq!(
                perft(&position, self.depth, counting),
                expected,
                "the engine, {counting:?}, {self}"
            );
        }
    }

    fn check_naive(&self) {
        let name = self.variant.name();
        let board = match &self.fen {
            Some(fen) => Board::from_fen(name, fen).unwrap_or_else(|e| panic!("{self}: {e}")),
            None => Board::start(name),
        };
        for (counting, unique, expected) in self.columns() {
            assert_eq!(
                board.perft(name, self.depth, unique),
                expected,
                "the naive generator, {counting:?}, {self}"
            );
        }
    }
}

/// A count field: digits, maybe grouped by `_`, or `-` for none.
fn count(field: &str) -> Option<u64> {
    (field != "-").then(|| {
        field
            .replace('_', "")
            .parse()
            .unwrap_or_else(|e| panic!("count {field:?}: {e}"))
    })
}

/// Every entry of the file, in order.
fn entries() -> Vec<Entry> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/perft.txt");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut source: Option<String> = None;
    let mut entries = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let content = raw.split('#').next().unwrap_or_default().trim();
        if content.is_empty() {
            continue;
        }
        if let Some(cited) = content.strip_prefix("source:") {
            source = Some(cited.trim().to_owned());
            continue;
        }
        let fields: Vec<&str> = content.split_whitespace().collect();
        let [variant, position, depth, routes, unique, tier] = fields[..] else {
            panic!("perft.txt line {line}: six fields expected: {raw}");
        };
        let entry = Entry {
            line,
            source: source
                .clone()
                .unwrap_or_else(|| panic!("perft.txt line {line}: no source above it")),
            variant: variant
                .parse()
                .unwrap_or_else(|e| panic!("perft.txt line {line}: {e}")),
            fen: (position != "start").then(|| position.to_owned()),
            depth: depth
                .parse()
                .unwrap_or_else(|e| panic!("perft.txt line {line}: depth: {e}")),
            routes: count(routes),
            unique: count(unique),
            tier: match tier {
                "naive" => Tier::Naive,
                "engine" => Tier::Engine,
                "deep" => Tier::Deep,
                other => panic!("perft.txt line {line}: unknown tier {other:?}"),
            },
        };
        assert!(
            entry.columns().next().is_some(),
            "perft.txt line {line}: no count"
        );
        entries.push(entry);
    }
    entries
}

/// The entries of the given tiers; there must be some.
fn of(tiers: &[Tier]) -> Vec<Entry> {
    let chosen: Vec<Entry> = entries()
        .into_iter()
        .filter(|e| tiers.contains(&e.tier))
        .collect();
    assert!(!chosen.is_empty(), "no entry of {tiers:?}");
    chosen
}

#[test]
fn the_engine_gives_every_published_count() {
    for entry in of(&[Tier::Naive, Tier::Engine]) {
        entry.check_engine();
    }
}

#[test]
fn the_naive_generator_gives_every_shallow_published_count() {
    for entry in of(&[Tier::Naive]) {
        entry.check_naive();
    }
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn the_engine_gives_every_deep_published_count() {
    for entry in of(&[Tier::Deep]) {
        entry.check_engine();
    }
}
