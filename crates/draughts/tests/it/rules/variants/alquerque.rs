//! VARIANTS.md §19 Alquerque: lines, quiet moves, first and later jumps,
//! and the DECISION lines (no promotion; standard start, White first).

use crate::util::{pos, routes_text, sorted};
use draughts::{Color, Piece, Position, Square, Variant};

/// §19 DECISION: "the seed's "Piyonlar taş veremez" means "pawns do not
/// promote""; "A piece on its last rank (5 for White, 1 for Black) makes no
/// quiet moves at all."
#[test]
fn decision_no_promotion() {
    let p = pos(Variant::Alquerque, "W:Wc4:Ba1");
    assert_eq!(routes_text(&p), sorted(&["c4-b4", "c4-c5", "c4-d4"]));
    let mv = p.parse_move("c4-c5").unwrap();
    assert!(!mv.promotes());
    let c5: Square = "c5".parse().unwrap();
    let after = p.play(&mv).unwrap();
    assert_eq!(after.piece_at(c5), Some(Piece::man(Color::White)));
    // On its last rank it has no quiet move; a sideways jump is still a
    // first jump.
    assert!(
        pos(Variant::Alquerque, "W:Wc5:Ba1")
            .legal_moves()
            .is_empty()
    );
    assert_eq!(
        routes_text(&pos(Variant::Alquerque, "W:Wc5:Bb5")),
        sorted(&["c5xa5"])
    );
}

/// §19 DECISION (unverified): "the standard board and set-up are used …
/// White first": "White a1,b1,c1,d1,e1,a2,b2,c2,d2,e2,d3,e3; Black
/// a3,b3,a4,b4,c4,d4,e4,a5,b5,c5,d5,e5; c3 empty"; "perft(1) = 4 [derived]:
/// b2-c3, c2-c3, d2-c3, d3-c3".
#[test]
fn decision_standard_start_white_first() {
    let start = Position::start(Variant::Alquerque);
    assert_eq!(start.turn(), Color::White);
    assert_eq!(
        start,
        pos(
            Variant::Alquerque,
            "W:Wa1,b1,c1,d1,e1,a2,b2,c2,d2,e2,d3,e3:Ba3,b3,a4,b4,c4,d4,e4,a5,b5,c5,d5,e5"
        )
    );
    assert_eq!(
        routes_text(&start),
        sorted(&["b2-c3", "c2-c3", "d2-c3", "d3-c3"])
    );
}

/// §19 Board and Capture: "Points with file + rank even … are also joined
/// to all their diagonal neighbours"; "A move's first jump must go forward,
/// diagonally forward or sideways …; later jumps by the same piece may go in
/// any line direction, backward included". [derived]
#[test]
fn lines_and_jump_directions() {
    let p = pos(Variant::Alquerque, "W:Wc3:Bc4,b4,c2");
    assert_eq!(routes_text(&p), sorted(&["c3xa5", "c3xc5xa3"]));
    // c2 has no diagonal line: no capture of d3, no diagonal step.
    let q = pos(Variant::Alquerque, "W:Wc2:Bd3");
    assert_eq!(routes_text(&q), sorted(&["c2-b2", "c2-c3", "c2-d2"]));
}
