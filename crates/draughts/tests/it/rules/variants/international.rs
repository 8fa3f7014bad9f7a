//! VARIANTS.md §3–5 (International, Brazilian, Canadian) and reference.md
//! §6 T-8: the DECISION lines and the rulebook positions.

use crate::util::{any_move, pos, quiet_king_plies, routes_text, sorted};
use draughts::{EndReason, Game, Notation, Position, Square, Variant};

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

fn assert_draw(game: &Game) {
    let outcome = game.outcome().expect("the game is over");
    assert_eq!(outcome.winner, None, "{outcome}");
    assert_ne!(outcome.reason, EndReason::Repetition, "{outcome}");
}

/// T-8: "`B:W27,28,38,39,42:BK25` → only `25x33` ("après fini" removal:
/// captured pieces stay until the end, Turkish strike)".
#[test]
fn t8_turkish_strike() {
    let p = pos(Variant::International, "B:W27,28,38,39,42:BK25");
    assert_eq!(from_to(&p), sorted(&["25x33"]));
}

/// T-8 / §3 Promotion: "`W:W15:B9,10` → only `15x13` (man passes the
/// promotion row, not crowned)".
#[test]
fn t8_man_passes_the_promotion_row() {
    let p = pos(Variant::International, "W:W15:B9,10");
    assert_eq!(from_to(&p), sorted(&["15x13"]));
    let mv = &p.legal_routes()[0];
    assert!(!mv.promotes());
    assert_eq!(p.move_text(mv, Notation::Native), "15x4x13");
    assert_eq!(p.move_text(mv, Notation::Algebraic), "j8xh10xf8");
}

/// T-8: "`W:WK48:B7,8,31,34,K42,44` → only `48x50` (number of pieces
/// decides)".
#[test]
fn t8_number_of_pieces_decides() {
    let p = pos(Variant::International, "W:WK48:B7,8,31,34,K42,44");
    assert_eq!(from_to(&p), sorted(&["48x50"]));
}

/// T-8: "`W:W26:B12,K21,31,32` → `26x08` and `26x28` (equal counts; kings
/// don't matter)".
#[test]
fn t8_kings_do_not_matter() {
    let p = pos(Variant::International, "W:W26:B12,K21,31,32");
    assert_eq!(from_to(&p), sorted(&["26x8", "26x28"]));
}

/// T-8: "`W:WK41,49:B9,10,12,19,38` → only `41x43`".
#[test]
fn t8_king_rulebook_example() {
    let p = pos(Variant::International, "W:WK41,49:B9,10,12,19,38");
    assert_eq!(from_to(&p), sorted(&["41x43"]));
}

/// §3 DECISION: "the FMJD draw clauses are applied automatically, as
/// lidraughts does, not on a player's claim" — (a) "25 moves with only king
/// moves".
#[test]
fn international_decision_draws_are_automatic() {
    let mut game = Game::from_position(pos(Variant::International, "W:WKa1,Kc1:BKf10,Kh10"));
    quiet_king_plies(&mut game, 50, any_move);
    assert_draw(&game);
}

/// §3 DECISION: "For (b)→(c) FMJD's wording is unclear; lidraughts' reading
/// is taken": "A capture that turns (b) into (c) starts the 5-move count".
#[test]
fn international_decision_capture_from_b_to_c_starts_the_five_moves() {
    // (b): a lone king against three kings; the lone king must take one.
    let mut game = Game::from_position(pos(Variant::International, "B:WKc1,Kf6,Kj2:BKe5"));
    let take = game.position().parse_move("e5xg7").unwrap();
    game.play(&take).unwrap();
    // (c): a lone king against two kings, five moves each from the capture.
    quiet_king_plies(&mut game, 10, any_move);
    assert_draw(&game);
}

/// §4 DECISION (unverified): Brazilian draws "follow FMJD-64" (Russian's
/// rules), not the CBD summary's "20 successive king moves": (b) "15 moves
/// with only king moves, no man move and no capture".
#[test]
fn brazilian_decision_fmjd64_draws() {
    let mut game = Game::from_position(pos(Variant::Brazilian, "W:WKa1,Kc1:BKf8,Kh8"));
    quiet_king_plies(&mut game, 30, any_move);
    assert_draw(&game);
}

/// §5 DECISION (unverified): Canadian draws: "(a) and (c) are added because
/// Canadian "follows the same rules and conventions as international
/// draughts"".
#[test]
fn canadian_decision_international_draws() {
    // (a) 25 moves with only king moves.
    let mut game = Game::from_position(pos(Variant::Canadian, "W:WKa1,Kc1:BKj12,Kl12"));
    quiet_king_plies(&mut game, 50, any_move);
    assert_draw(&game);
    // (c) a lone king against two kings: 5 moves.
    let mut game = Game::from_position(pos(Variant::Canadian, "W:WKe1,Kg1:BKh12"));
    quiet_king_plies(&mut game, 10, any_move);
    assert_draw(&game);
}

/// §3–5 Board & start: International White 31–50, Black 1–20; Brazilian
/// the standard 8×8 start; Canadian White 43–72, Black 1–30; White first.
#[test]
fn start_positions() {
    for (variant, each, moves) in [
        (Variant::International, 20, 9),
        (Variant::Brazilian, 12, 7),
        (Variant::Canadian, 30, 11),
    ] {
        let game = Game::new(variant);
        let p = game.position();
        assert_eq!(p.turn(), draughts::Color::White, "{variant}");
        assert_eq!(p.count(draughts::Color::White), each, "{variant}");
        assert_eq!(p.count(draughts::Color::Black), each, "{variant}");
        assert_eq!(p.legal_moves().len(), moves, "{variant}");
    }
    let canadian = Position::start(Variant::Canadian);
    assert!(routes_text(&canadian).contains(&"a5-b6".to_owned()));
}
