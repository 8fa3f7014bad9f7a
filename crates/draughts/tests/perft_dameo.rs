//! Dameo perft. Only perft(1) = 52 is published: Freeling, "the 26 unique
//! opening moves white has at his disposal. For each of these there's a
//! symmetric one" (jpneto/world_abstract_games `zrfs/dameo.zip` →
//! `Dameo-ReadMe.html`; `shared/rules/reference.md` §4.2). Deeper counts are
//! checked against an independent count: the mailbox generator in
//! `common/naive.rs`, not the engine.

mod common;

use common::naive::Board;
use draughts::{Counting, Position, Variant, perft};

#[test]
fn perft_1_is_52_as_published_by_freeling() {
    let start = Position::start(Variant::Dameo);
    assert_eq!(perft(&start, 1, Counting::Unique), 52);
    assert_eq!(perft(&start, 1, Counting::Routes), 52);
}

#[test]
fn perft_2_is_52_times_52() {
    // reference.md §4.2: "52 × 52 = 2,704 for perft(2) follows by arithmetic
    // because no capture is possible at ply 2" (and Freeling: Black "has a
    // choice of 52 answers").
    assert_eq!(
        perft(&Position::start(Variant::Dameo), 2, Counting::Routes),
        52 * 52
    );
}

#[test]
fn perft_3_and_4_match_an_independent_count() {
    let start = Position::start(Variant::Dameo);
    let naive = Board::from_position(&start);
    for depth in 3..=4 {
        assert_eq!(
            perft(&start, depth, Counting::Routes),
            naive.perft(Variant::Dameo.name(), depth, false),
            "depth {depth}"
        );
    }
}
