//! English checkers perft from the start position against the published
//! table: rhalbersma/dctl `test/src/algo/traversal/initial/board_08x08.cpp`
//! (commit 09f2acf9), rules `checkers`, citing the shashki.com thread
//! "Standard validation generator moves" and damforum t=2822
//! (`shared/rules/reference.md` §4.2). Both columns: "keep duplicates" =
//! `Counting::Routes`, "drop duplicates" = `Counting::Unique`.
//!
//! Depths 10–13 are opt-in: `cargo test -p draughts --release -- --ignored`.

use draughts::{Counting, Position, Variant, perft};

/// (depth, keep duplicates, drop duplicates), as published by dctl.
const DCTL: [(u32, u64, u64); 13] = [
    (1, 7, 7),
    (2, 49, 49),
    (3, 302, 302),
    (4, 1_469, 1_469),
    (5, 7_361, 7_361),
    (6, 36_768, 36_768),
    (7, 179_740, 179_740),
    (8, 845_931, 845_931),
    (9, 3_963_680, 3_963_680),
    (10, 18_391_564, 18_391_564),
    (11, 85_242_128, 85_242_128),
    (12, 388_623_673, 388_617_999),
    (13, 1_766_623_630, 1_766_564_893),
];

fn check(depth: u32) {
    let start = Position::start(Variant::English);
    let (_, keep, drop) = DCTL[depth as usize - 1];
    assert_eq!(
        perft(&start, depth, Counting::Routes),
        keep,
        "keep duplicates, depth {depth}"
    );
    assert_eq!(
        perft(&start, depth, Counting::Unique),
        drop,
        "drop duplicates, depth {depth}"
    );
}

#[test]
fn dctl_depths_1_to_9_both_columns() {
    for depth in 1..=9 {
        check(depth);
    }
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn dctl_depth_10() {
    check(10);
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn dctl_depth_11() {
    check(11);
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn dctl_depth_12_where_the_columns_differ() {
    check(12);
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn dctl_depth_13() {
    check(13);
}
