//! VARIANTS.md §17 Gothic: the test position and the DECISION (English's
//! other rules; start ranks).

use crate::util::{any_move, pos, quiet_king_plies, routes_text, sorted};
use draughts::{Color, EndReason, Game, Position, Variant};

/// §17 Test [derived]: "`W:Wb6:Bb7,c8` → only `b6xb8`, crowned; a
/// continues-as-man reading would give `b6xb8xd8`."
#[test]
fn test_crowning_ends_the_capture() {
    let p = pos(Variant::Gothic, "W:Wb6:Bb7,c8");
    assert_eq!(routes_text(&p), sorted(&["b6xb8"]));
    assert!(p.legal_routes()[0].promotes());
}

/// §17 DECISION (unverified): ""The other rules are the same as for
/// Checkers" (BrainKing tp=35) is read as `english`'s stop-on-crowning, free
/// choice and 40-move rule."
#[test]
fn decision_english_rules() {
    // Free choice: one piece sideways or two forward.
    let p = pos(Variant::Gothic, "W:Wd4:Bd5,d7,e4");
    assert_eq!(routes_text(&p), sorted(&["d4xd6xd8", "d4xf4"]));
    // 40 moves without a capture.
    let mut game = Game::from_position(pos(Variant::Gothic, "W:WKa1,Kc1:BKf8,Kh8"));
    quiet_king_plies(&mut game, 80, any_move);
    let outcome = game.outcome().expect("40 moves each");
    assert_eq!(outcome.winner, None);
    assert_ne!(outcome.reason, EndReason::Repetition);
}

/// §17 DECISION (unverified): "The start is a BrainKing picture …
/// [implementations] agree on the two back ranks": "White a1–h1 and a2–h2;
/// Black a7–h7 and a8–h8 (16 each). White first." "perft(1) = 22 [derived]
/// (a2 and h2: 2 each; b2–g2: 3 each; rank 1 blocked)".
#[test]
fn decision_start_ranks() {
    let start = Position::start(Variant::Gothic);
    assert_eq!(start.turn(), Color::White);
    assert_eq!(
        start,
        pos(
            Variant::Gothic,
            "W:Wa1,b1,c1,d1,e1,f1,g1,h1,a2,b2,c2,d2,e2,f2,g2,h2:Ba7,b7,c7,d7,e7,f7,g7,h7,a8,b8,c8,d8,e8,f8,g8,h8"
        )
    );
    assert_eq!(start.legal_moves().len(), 22);
}
