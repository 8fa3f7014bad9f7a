//! VARIANTS.md §11 Thai: the test position and the DECISION lines.

use crate::util::{pos, routes_text, sorted};
use draughts::{Color, Game, Position, Variant};

/// §11 Test [derived]: "`W:WKa1:Bc3,c5,e3` → `a1xd4xb6xf2`, `a1xd4xf2xb6`
/// (three pieces, two reversals). Under Mindsports' no-reversal reading it
/// would be `a1xd4xb6`, `a1xd4xf2`."
#[test]
fn test_king_lands_behind_and_reverses() {
    let p = pos(Variant::Thai, "W:WKa1:Bc3,c5,e3");
    assert_eq!(routes_text(&p), sorted(&["a1xd4xb6xf2", "a1xd4xf2xb6"]));
}

/// §11 DECISION: "immediate removal and 180° turns as checkers.fandom.com
/// "Mak-hot", coldmoon.io "Makhos" and dctl `thai.hpp` … have it"; Kings:
/// "must land on the square immediately behind it".
#[test]
fn decision_immediate_removal_and_reversal() {
    // d4 takes e5 landing on f6, turns back over e5 and its own start
    // square, and takes c3; or the other way round.
    let p = pos(Variant::Thai, "W:WKd4:Be5,c3");
    assert_eq!(routes_text(&p), sorted(&["d4xb2xf6", "d4xf6xb2"]));
    // Only the square right behind the taken piece.
    let behind = pos(Variant::Thai, "W:WKa1:Bd4");
    assert_eq!(routes_text(&behind), sorted(&["a1xe5"]));
}

/// §11 DECISION: "White first, as BrainKing, Mindsports and
/// checkerschest.com"; start "two rows each: White a1,c1,e1,g1,b2,d2,f2,h2;
/// Black a7,c7,e7,g7,b8,d8,f8,h8"; "perft(1) = 7 [derived]".
#[test]
fn decision_white_first_and_start() {
    let game = Game::new(Variant::Thai);
    assert_eq!(game.turn(), Color::White);
    assert_eq!(
        *game.position(),
        pos(
            Variant::Thai,
            "W:Wa1,c1,e1,g1,b2,d2,f2,h2:Ba7,c7,e7,g7,b8,d8,f8,h8"
        )
    );
    assert_eq!(Position::start(Variant::Thai).legal_moves().len(), 7);
}
