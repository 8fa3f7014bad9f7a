//! VARIANTS.md §10 Portuguese: the start, the numbering and the DECISION
//! on move-count rules.

use crate::util::{any_move, pos, quiet_king_plies};
use draughts::{Game, Position, Square, Variant};

/// §10 Board & start: "8×8 a1-light. White h1,f1,d1,b1,g2,e2,c2,a2,h3,f3,
/// d3,b3 (1–12); Black … (21–32). White first." Numbering "1 = h1 2 = f1 …
/// 5 = g2 … 12 = b3 … 21 = g6 … 29 = g8 … 32 = a8".
#[test]
fn start_and_numbering() {
    let start = Position::start(Variant::Portuguese);
    assert_eq!(
        start,
        pos(
            Variant::Portuguese,
            "W:Wh1,f1,d1,b1,g2,e2,c2,a2,h3,f3,d3,b3:Bg6,e6,c6,a6,h7,f7,d7,b7,g8,e8,c8,a8"
        )
    );
    assert_eq!(
        start,
        pos(
            Variant::Portuguese,
            "W:W1,2,3,4,5,6,7,8,9,10,11,12:B21,22,23,24,25,26,27,28,29,30,31,32"
        )
    );
    for (n, text) in [
        (1, "h1"),
        (2, "f1"),
        (5, "g2"),
        (12, "b3"),
        (21, "g6"),
        (29, "g8"),
        (32, "a8"),
    ] {
        let sq: Square = text.parse().unwrap();
        assert_eq!(sq.to_numeric(Variant::Portuguese), Some(n), "{text}");
    }
    assert_eq!(start.legal_moves().len(), 7);
}

/// §10 DECISION (unverified): "the FPD rules have a section 3.2 "regras da
/// limitação de lances" whose text was not available; no move-count rule
/// until it is read." ("Draws: threefold only.")
#[test]
fn decision_no_move_count_rule() {
    let mut game = Game::from_position(pos(Variant::Portuguese, "W:WKb1,Kd1:BKe8,Kg8"));
    quiet_king_plies(&mut game, 120, any_move);
    assert_eq!(game.outcome(), None);
}
