//! VARIANTS.md §13 Anti checkers: English's moves, the reversed goal.

use crate::util::{pos, routes_text, sorted};
use draughts::{Color, EndReason, Game, Position, Variant};

/// §13 DECISION (unverified): "Everything as `english` … except the goal:
/// a player who has no legal move on his turn (no pieces left, or all
/// blocked) wins"; "Black moves first to stay identical to `english`".
#[test]
fn decision_no_move_wins_and_black_first() {
    let game = Game::new(Variant::Anti);
    assert_eq!(game.turn(), Color::Black);
    assert_eq!(
        routes_text(game.position()),
        routes_text(&Position::start(Variant::English))
    );
    // Blocked: White to move has no move, and wins.
    let blocked = Game::from_position(pos(Variant::Anti, "W:Wa1:Bb2,c3"));
    let outcome = blocked.outcome().expect("White cannot move");
    assert_eq!(outcome.winner, Some(Color::White));
    assert_eq!(outcome.reason, EndReason::NoMoves);
    // No pieces left: Black, whose last man is taken, wins.
    let mut game = Game::from_position(pos(Variant::Anti, "W:Wc3:Bd4"));
    assert_eq!(routes_text(game.position()), sorted(&["c3xe5"]));
    let mv = game.position().parse_move("c3xe5").unwrap();
    game.play(&mv).unwrap();
    let outcome = game.outcome().expect("Black has no piece");
    assert_eq!(outcome.winner, Some(Color::Black));
    assert_eq!(outcome.reason, EndReason::NoPieces);
}

/// §13 Perft: "move generation is English's, so English's dctl table
/// applies [derived]"; §6 T-6 `W:WK22:B18,19,26,27`: two routes, one move.
#[test]
fn moves_are_englishs() {
    let p = pos(Variant::Anti, "W:WK22:B18,19,26,27");
    assert_eq!(p.legal_routes().len(), 2);
    assert_eq!(p.legal_moves().len(), 1);
    let q = pos(Variant::Anti, "W:Wf6:Be7,c7");
    assert_eq!(routes_text(&q), sorted(&["f6xd8"]));
}
