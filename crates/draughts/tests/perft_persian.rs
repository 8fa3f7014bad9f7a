//! Persian dameh perft from the start position, counting every capture
//! route, against kish's published table (crate kish 1.1.7,
//! `examples/perft.rs` const `PERFT_VALUES`, "Known perft values for the
//! Turkish Draughts standard starting position"; `shared/rules/reference.md`
//! §4.2). SPEC.md: kish's rules are Persian dameh's move rules (immediate
//! removal, 180° ban, maximum capture with kings = men, a man crowned only
//! if its move ends on the last rank), so the table applies unchanged.
//!
//! Depths 7–9 are opt-in: `cargo test -p draughts --release -- --ignored`.

mod common;

use draughts::{Counting, Position, Variant, perft, rules};

/// kish `PERFT_VALUES`, depths 1–9.
const KISH: [u64; 9] = [
    8,
    64,
    708,
    7_538,
    85_090,
    931_312,
    10_782_382,
    123_290_300,
    1_454_144_462,
];

fn check(depth: u32) {
    let start = Position::start(Variant::Persian);
    assert_eq!(
        perft(&start, depth, Counting::Routes),
        KISH[depth as usize - 1],
        "depth {depth}"
    );
}

#[test]
fn kish_depths_1_to_6_routes() {
    for depth in 1..=6 {
        check(depth);
    }
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn kish_depth_7() {
    check(7);
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn kish_depth_8() {
    check(8);
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn kish_depth_9() {
    check(9);
}

/// A position with 3,978 capture routes, more than a move list holds: perft
/// falls back to a vector and still counts every route (checked against the
/// route list and the independent generator).
#[test]
fn positions_with_thousands_of_routes_are_counted_whole() {
    let fen = "W:WKg3:BKg1,b2,e2,h2,f3,g4,c5,h5,a6,b6,d6,f6,f7,c8,e8";
    let p = Position::from_fen(Variant::Persian, fen).unwrap();
    let routes = p.legal_routes();
    assert!(routes.len() > draughts::MOVE_LIST_CAPACITY);
    let naive = common::naive::Board::from_position(&p);
    assert_eq!(
        perft(&p, 1, Counting::Routes),
        naive.perft(Variant::Persian.name(), 1, false)
    );
    assert_eq!(
        perft(&p, 1, Counting::Unique),
        naive.perft(Variant::Persian.name(), 1, true)
    );
    let two: u64 = routes
        .iter()
        .map(|m| p.play_unchecked(m).count_routes())
        .sum();
    assert_eq!(perft(&p, 2, Counting::Routes), two);
    let board = p.board::<rules::Persian>().expect("a Persian board");
    assert_eq!(board.actions().len(), p.legal_moves().len());
}
