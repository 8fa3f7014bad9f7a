//! Turkish dama perft. No table exists for the seed-001 rule set (a man
//! crowned mid-capture stops). SPEC.md: "Perft equals Persian's until a man
//! first reaches the last rank mid-capture with a capture still available".
//! From the start that needs an enemy piece on the last rank, i.e. a king
//! that walked there, which takes far more than 6 plies: so kish's Persian
//! table (crate kish 1.1.7, `PERFT_VALUES`) applies to depths 1–6. The stop
//! rule itself is tested on positions where it matters: T-3, T-3b
//! (`tricky_positions.rs`) and the positions below, whose counts follow
//! from the rules by hand and are checked again by the independent
//! generator in `common/naive.rs`.

mod common;

use common::naive::Board;
use common::pos;
use draughts::{Counting, Position, Variant, perft};

/// kish `PERFT_VALUES`, depths 1–6.
const KISH: [u64; 6] = [8, 64, 708, 7_538, 85_090, 931_312];

#[test]
fn start_position_depths_1_to_6_equal_the_persian_table() {
    let start = Position::start(Variant::Turkish);
    for (depth, &expected) in (1..).zip(KISH.iter()) {
        assert_eq!(
            perft(&start, depth, Counting::Routes),
            expected,
            "depth {depth}"
        );
    }
}

/// T-3 with a spare black man: the stop rule leaves one move (c6xc8,
/// crowned) where Persian has c6xc8xe8.
#[test]
fn stop_rule_perft_t3() {
    let turkish = pos(Variant::Turkish, "W:Wc6:Bc7,d8,h7");
    // White: c6xc8 only (stops there). The d8 man survives and must take
    // the new king: d8xb8 is Black's only move.
    assert_eq!(perft(&turkish, 1, Counting::Routes), 1);
    assert_eq!(perft(&turkish, 2, Counting::Routes), 1);
    // Persian: c6xc8xe8 takes both; Black then has h7-h6 and h7-g7.
    let persian = pos(Variant::Persian, "W:Wc6:Bc7,d8,h7");
    assert_eq!(perft(&persian, 1, Counting::Routes), 1);
    assert_eq!(perft(&persian, 2, Counting::Routes), 2);
}

/// Own positions where the crowned man would have continued: the counts
/// agree with the independent generator, and differ from Persian's.
#[test]
fn stop_rule_positions_against_an_independent_count() {
    for fen in [
        "W:Wc6,a2,h2:Bc7,d8,f8,a7,h7",
        "B:Wb7,Kd8,e2,g2:Bb3,c2,e7,h6",
        "W:Wb6,f6,Kh1:Bb7,c8,e8,f7,Ka1",
    ] {
        let turkish = pos(Variant::Turkish, fen);
        let naive = Board::from_position(&turkish);
        for depth in 1..=4 {
            assert_eq!(
                perft(&turkish, depth, Counting::Routes),
                naive.perft(Variant::Turkish.name(), depth, false),
                "{fen} depth {depth}"
            );
        }
    }
}
