//! The engine against other programs' move lists, generated offline and
//! checked in under `tests/data/` (see the READMEs there for how, and what
//! each program was checked against): pydraughts 0.6.7 for International,
//! Russian, Brazilian, Italian and Frisian; dctl for Pool, Czech,
//! Portuguese, Thai and Canadian. Each line is a position and its legal
//! moves, one per (start, end, captured set).

use std::collections::BTreeSet;
use std::path::PathBuf;

use draughts::{Move, Position, Variant};

fn data(path: &str) -> String {
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(path);
    std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()))
}

/// A move in the data files' form: `c3-d4`, or `c3xe5(d4)` with the
/// captured squares sorted by name.
fn text(mv: &Move) -> String {
    if !mv.is_capture() {
        return format!("{}-{}", mv.from(), mv.to());
    }
    let mut taken: Vec<String> = mv.captured().iter().map(|s| s.to_string()).collect();
    taken.sort();
    format!("{}x{}({})", mv.from(), mv.to(), taken.join(","))
}

fn expected(field: &str) -> BTreeSet<String> {
    field
        .split(';')
        .filter(|m| !m.is_empty())
        .map(str::to_owned)
        .collect()
}

fn engine(variant: Variant, fen: &str) -> BTreeSet<String> {
    let position =
        Position::from_fen(variant, fen).unwrap_or_else(|e| panic!("{variant} {fen}: {e}"));
    position.legal_moves().iter().map(text).collect()
}

/// Compares every line of `path`; returns how many positions were checked.
fn check_file(variant: Variant, path: &str) -> usize {
    let text = data(path);
    let mut positions = 0;
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let (fen, moves) = line.split_once('|').expect("FEN|moves");
        assert_eq!(
            engine(variant, fen),
            expected(moves),
            "{variant} {fen} ({path})"
        );
        positions += 1;
    }
    positions
}

#[test]
fn pydraughts_move_lists() {
    for (variant, file) in [
        (Variant::International, "pydraughts/international.txt"),
        (Variant::Russian, "pydraughts/russian.txt"),
        (Variant::Brazilian, "pydraughts/brazilian.txt"),
        (Variant::Italian, "pydraughts/italian.txt"),
        (Variant::Frisian, "pydraughts/frisian.txt"),
    ] {
        assert_eq!(check_file(variant, file), 2_000, "{file}");
    }
}

/// Positions where pydraughts' floating-point Frisian value rule drops
/// legal captures: the file holds pydraughts' list and the list under
/// VARIANTS.md §12's value rule (which dctl also gives); the engine must
/// give the latter.
#[test]
fn frisian_positions_pydraughts_gets_wrong() {
    let text = data("pydraughts/frisian.excluded.txt");
    let mut positions = 0;
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let fields: Vec<&str> = line.split('|').collect();
        let (fen, pydraughts, rule) = (fields[0], fields[1], fields[2]);
        let ours = engine(Variant::Frisian, fen);
        assert_eq!(ours, expected(rule), "{fen}");
        assert_ne!(ours, expected(pydraughts), "{fen}");
        positions += 1;
    }
    assert_eq!(positions, 11);
}

#[test]
fn dctl_move_lists() {
    for (variant, file) in [
        (Variant::Pool, "dctl/pool.txt"),
        (Variant::Czech, "dctl/czech.txt"),
        (Variant::Portuguese, "dctl/portuguese.txt"),
        (Variant::Thai, "dctl/thai.txt"),
        (Variant::Canadian, "dctl/canadian.txt"),
    ] {
        assert_eq!(check_file(variant, file), 1_000, "{file}");
    }
}
