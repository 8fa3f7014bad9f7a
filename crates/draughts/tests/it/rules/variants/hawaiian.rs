//! VARIANTS.md §18 Hawaiian checkers (Konane): the opening removals, the
//! optional straight multi-jump, the end.

use crate::util::{pos, routes_text, sorted};
use draughts::{Color, Counting, EndReason, Game, Notation, Position, Square, Variant, perft};

/// The legal moves in the variant's notation, sorted.
fn native(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = p
        .legal_moves()
        .iter()
        .map(|m| p.move_text(m, Notation::Native))
        .collect();
    v.sort();
    v
}

/// §18 Opening: "ply 1 — Black removes one of its own pieces from a8, h1,
/// d5 or e4 … Ply 2 — White removes one of its own pieces orthogonally
/// adjacent to that empty square (for d5: c5, e5, d4 or d6). Each removal is
/// a move, written as the square (`d5`)." "perft(1) = 4, perft(2) = 12
/// [derived]".
#[test]
fn opening_removals() {
    let start = Position::start(Variant::Hawaiian);
    assert_eq!(start.turn(), Color::Black);
    assert_eq!(start.count(Color::White), 32);
    assert_eq!(start.count(Color::Black), 32);
    assert_eq!(perft(&start, 1, Counting::Routes), 4);
    assert_eq!(perft(&start, 2, Counting::Routes), 12);
    assert_eq!(native(&start), sorted(&["a8", "d5", "e4", "h1"]));
    let d5 = start.parse_move("d5").unwrap();
    let d5_square: Square = "d5".parse().unwrap();
    assert_eq!(d5.from(), d5_square);
    assert_eq!(d5.captured(), [d5_square]);
    let after = start.play(&d5).unwrap();
    assert_eq!(native(&after), sorted(&["c5", "d4", "d6", "e5"]));
}

/// §18 Moves: "A piece jumps orthogonally (never diagonally) over an
/// adjacent enemy piece onto the empty square right behind it … The same
/// piece may go on jumping, but only in the same direction, and may stop
/// after any jump." Notation: "jump `d3xd5`; straight multi-jump
/// `d1xd3xd5`".
#[test]
fn optional_straight_multi_jump() {
    let p = pos(Variant::Hawaiian, "W:Wd1:Bd2,d4,e3");
    assert_eq!(routes_text(&p), sorted(&["d1xd3", "d1xd3xd5"]));
}

/// §18 End: "a player with no jump on his turn loses".
#[test]
fn no_jump_loses() {
    let game = Game::from_position(pos(Variant::Hawaiian, "W:Wa1:Bh8"));
    let outcome = game.outcome().expect("White has no jump");
    assert_eq!(outcome.winner, Some(Color::Black));
    assert_eq!(outcome.reason, EndReason::NoMoves);
}
