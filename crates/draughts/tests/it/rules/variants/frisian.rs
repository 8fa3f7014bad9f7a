//! VARIANTS.md §12 Frisian: the test positions and the DECISION lines
//! (value ordering, kings' quiet moves, one king each). Numbers 1–50.

use crate::util::{any_move, pos, quiet_king_plies, routes_text, sorted};
use draughts::{Color, EndReason, Game, Position, Square, Variant};

fn sq(text: &str) -> Square {
    text.parse().unwrap()
}

/// The legal moves as numbered `from x to` / `from-to`, sorted.
fn from_to(p: &Position) -> Vec<String> {
    let n = |s: Square| s.to_numeric(p.variant()).expect("a numbered square");
    let mut v: Vec<String> = p
        .legal_moves()
        .iter()
        .map(|m| {
            let sep = if m.is_capture() { 'x' } else { '-' };
            format!("{}{sep}{}", n(m.from()), n(m.to()))
        })
        .collect();
    v.sort();
    v
}

fn play(p: Position, moves: &[&str]) -> Position {
    moves.iter().fold(p, |p, text| {
        let mv = p.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        p.play(&mv).unwrap_or_else(|e| panic!("{text}: {e}"))
    })
}

/// §12 Test [derived, pydraughts]: "`W:W28:BK29,18` (man e5; king g5; man
/// e7) → only `28x30` (e5xi5, the king); with g5 a man (`W:W28:B29,18`) →
/// `28x30`, `28x8`."
#[test]
fn test_the_king_is_worth_more() {
    let p = pos(Variant::Frisian, "W:W28:BK29,18");
    assert_eq!(from_to(&p), sorted(&["28x30"]));
    assert_eq!(routes_text(&p), sorted(&["e5xi5"]));
    let men = pos(Variant::Frisian, "W:W28:B29,18");
    assert_eq!(from_to(&men), sorted(&["28x30", "28x8"]));
}

/// §12 DECISION: "value ordering as dctl `frisian.hpp`" — "compare M + 2K
/// …; on a tie the sequence with fewer kings ranks higher"; "the two differ
/// only when three or more kings are at stake (3 kings against 5 men: kings
/// here, men there)". [derived]
#[test]
fn decision_value_ordering() {
    // a1 can take the kings a3, a7, c9 (6) or the men b2, d4, f6, h8, i7 (5).
    let p = pos(Variant::Frisian, "W:Wa1:BKa3,Ka7,Kc9,b2,d4,f6,h8,i7");
    assert_eq!(routes_text(&p), sorted(&["a1xa5xa9xe9"]));
    let men = pos(Variant::Frisian, "W:Wa1:Ba3,a7,c9,b2,d4,f6,h8,i7");
    assert_eq!(routes_text(&men), sorted(&["a1xc3xe5xg7xi9xi5"]));
}

/// §12 DECISION: "kings' quiet moves diagonal only (official rules 2011
/// art. 9 …) against Mindsports' "straight or diagonal"."
#[test]
fn decision_king_quiet_moves_are_diagonal() {
    let p = pos(Variant::Frisian, "W:WKe5:Bj10");
    let moves = p.legal_moves();
    assert_eq!(moves.len(), 16);
    for mv in moves {
        let (df, dr) = (
            mv.to().file() as i8 - mv.from().file() as i8,
            mv.to().rank() as i8 - mv.from().rank() as i8,
        );
        assert_eq!(df.abs(), dr.abs(), "{mv}");
    }
}

/// §12 DECISION: "A fourth quiet move by the limited king is simply
/// illegal; if nothing else is legal the side has no move and loses
/// (pydraughts' reading)." Kings: "While its side still has a man, one king
/// may not make more than 3 quiet moves in a row".
#[test]
fn decision_fourth_quiet_king_move_is_illegal() {
    let start = pos(Variant::Frisian, "W:WKc1,a1:Ba9,Kj10");
    let p = play(
        start,
        &["c1-d2", "j10-i9", "d2-c1", "i9-j10", "c1-d2", "j10-i9"],
    );
    assert_eq!(p.king_run(Color::White), Some((sq("d2"), 3)));
    assert_eq!(routes_text(&p), sorted(&["a1-b2"]));
    // Without a man there is no limit.
    let lone = play(
        pos(Variant::Frisian, "W:WKc1:Ba9,Kj10"),
        &["c1-d2", "j10-i9", "d2-c1", "i9-j10", "c1-d2", "j10-i9"],
    );
    assert!(lone.legal_moves().iter().any(|m| m.from() == sq("d2")));
    // The man a1 is blocked: after three king moves White has no move.
    let mut game = Game::from_position(pos(Variant::Frisian, "W:WKj6,a1:Bb2,c3,Ka9"));
    for text in ["j6-h8", "a9-b10", "h8-j6", "b10-a9", "j6-h8", "a9-b10"] {
        assert_eq!(game.outcome(), None, "before {text}");
        let mv = game.position().parse_move(text).unwrap();
        game.play(&mv).unwrap();
    }
    let outcome = game.outcome().expect("White has no move");
    assert_eq!(outcome.winner, Some(Color::Black));
    assert_eq!(outcome.reason, EndReason::NoMoves);
}

/// §12 DECISION: "one king each is "drawn at once unless a capture is
/// forced now or next move" officially; lidraughts and pydraughts
/// approximate it with 2 moves; so do we."
#[test]
fn decision_one_king_each_draws_after_two_moves() {
    let mut game = Game::from_position(pos(Variant::Frisian, "W:WKc1:BKh10"));
    quiet_king_plies(&mut game, 4, any_move);
    let outcome = game.outcome().expect("two moves each");
    assert_eq!(outcome.winner, None);
    assert_ne!(outcome.reason, EndReason::Repetition);
}
