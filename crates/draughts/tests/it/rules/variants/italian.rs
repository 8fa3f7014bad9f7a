//! VARIANTS.md §9 Italian: the rulebook test positions (FID, dctl
//! `italian.cpp`) and the DECISION on draws. Numbers: Italian 1–32 (1 = a8,
//! 29 = b1, 32 = h1).

use crate::util::{any_move, pos, quiet_king_plies, routes_text, sorted};
use draughts::{EndReason, Game, Position, Square, Variant};

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

fn italian(fen: &str) -> Vec<String> {
    from_to(&pos(Variant::Italian, fen))
}

/// §9 Tests: "`W:W30:B27` → `30x23` (d1xf3)".
#[test]
fn test_man_takes_forward() {
    assert_eq!(italian("W:W30:B27"), sorted(&["30x23"]));
    assert_eq!(
        routes_text(&pos(Variant::Italian, "W:W30:B27")),
        sorted(&["d1xf3"])
    );
}

/// §9 Tests: "`W:W31:B12,20,28` → `31x08`".
#[test]
fn test_man_multiple_capture() {
    assert_eq!(italian("W:W31:B12,20,28"), sorted(&["31x8"]));
}

/// §9 Tests: "`W:WK22:B18,19,27` → `22x13`, `22x15`, `22x31`".
#[test]
fn test_short_king_takes_in_any_direction() {
    assert_eq!(
        italian("W:WK22:B18,19,27"),
        sorted(&["22x13", "22x15", "22x31"])
    );
}

/// §9 Tests: "`W:WK21,31:B10,18,27` → `31x06` (quantity)".
#[test]
fn test_quantity() {
    assert_eq!(italian("W:WK21,31:B10,18,27"), sorted(&["31x6"]));
}

/// §9 Tests: "`W:WK23,31:B19,26,27` → `23x21` (by king)".
#[test]
fn test_by_king() {
    assert_eq!(italian("W:WK23,31:B19,26,27"), sorted(&["23x21"]));
}

/// §9 Tests: "`W:WK23:B19,K28` → `23x32` (most kings)".
#[test]
fn test_most_kings() {
    assert_eq!(italian("W:WK23:B19,K28"), sorted(&["23x32"]));
}

/// §9 Tests: "`W:WK30:B10,12,18,K20,K26,27` → `30x05` (king first)".
#[test]
fn test_king_first() {
    assert_eq!(italian("W:WK30:B10,12,18,K20,K26,27"), sorted(&["30x5"]));
}

/// §9 Tests: "`W:WK31:B18,20,K27,K28` → `31x13`, `31x15` (free)".
#[test]
fn test_free_among_equals() {
    assert_eq!(
        italian("W:WK31:B18,20,K27,K28"),
        sorted(&["31x13", "31x15"])
    );
}

/// §9 Tests: "`W:W30:BK26` → `30-27` only" ("a man may not jump a king").
#[test]
fn test_man_never_takes_a_king() {
    assert_eq!(italian("W:W30:BK26"), sorted(&["30-27"]));
}

/// §9 DECISION (unverified): "FID's own repetition rule counts to a fourth
/// occurrence …; the product rule (threefold) applies."
#[test]
fn decision_threefold_repetition() {
    let mut game = Game::from_position(pos(Variant::Italian, "W:WKb1,Kd1:BKe8,Kg8"));
    let shuffle = ["b1-a2", "e8-f7", "a2-b1", "f7-e8"];
    for (i, text) in shuffle.iter().chain(&shuffle).enumerate() {
        assert_eq!(game.outcome(), None, "before ply {i}");
        let mv = game.position().parse_move(text).unwrap();
        game.play(&mv).unwrap();
    }
    let outcome = game.outcome().expect("third occurrence");
    assert_eq!(outcome.winner, None);
    assert_eq!(outcome.reason, EndReason::Repetition);
}

/// §9 DECISION (unverified): "The 40-move clause is dctl's
/// `max_reversible_moves = 80` (art. 10.4)": "40 moves with only king moves
/// and no capture".
#[test]
fn decision_forty_king_moves() {
    let mut game = Game::from_position(pos(Variant::Italian, "W:WKb1,Kd1:BKe8,Kg8"));
    quiet_king_plies(&mut game, 80, any_move);
    let outcome = game.outcome().expect("40 moves each");
    assert_eq!(outcome.winner, None);
    assert_ne!(outcome.reason, EndReason::Repetition);
}

/// §9 Board & start: "8×8 a1-light … White b1,d1,f1,h1,a2,c2,e2,g2,b3,d3,
/// f3,h3 (21–32); Black … (1–12). White first."
#[test]
fn start_position() {
    let start = Position::start(Variant::Italian);
    assert_eq!(
        start,
        pos(
            Variant::Italian,
            "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
        )
    );
    assert_eq!(
        start,
        pos(
            Variant::Italian,
            "W:Wb1,d1,f1,h1,a2,c2,e2,g2,b3,d3,f3,h3:Ba6,c6,e6,g6,b7,d7,f7,h7,a8,c8,e8,g8"
        )
    );
    assert_eq!(start.legal_moves().len(), 7);
}
