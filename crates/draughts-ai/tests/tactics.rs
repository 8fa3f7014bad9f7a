//! The AI finds the win in hand-made tactical positions, per variant: a
//! shot that sacrifices a man through the compulsory capture and takes more
//! back, and a runaway man that must run now to crown.
//!
//! Each position was checked move by move: the expected move is the only
//! one that wins (the others keep the balance or lose). The searches are
//! bounded by nodes, so the tests are deterministic.

use std::time::Duration;

use draughts::{Game, Notation, Position, Variant};
use draughts_ai::{Limits, Score, SearchResult, Settings, search};

/// A full-strength search of 300 000 nodes (the wall time is only a net).
fn analyse(variant: Variant, fen: &str) -> (Position, SearchResult) {
    let position = Position::from_fen(variant, fen).unwrap();
    let settings = Settings::strongest(Limits {
        movetime: Some(Duration::from_secs(60)),
        depth: None,
        nodes: Some(300_000),
    });
    let result = search(&Game::from_position(position), &settings).unwrap();
    (position, result)
}

/// The algebraic text of the move the AI plays.
fn best(variant: Variant, fen: &str) -> (String, Score) {
    let (position, result) = analyse(variant, fen);
    (
        position.move_text(&result.best, Notation::Algebraic),
        result.score,
    )
}

/// Whether `score` is at least `centi` for the side to move (or a win).
fn at_least(score: Score, centi: i32) -> bool {
    match score {
        Score::Centi(c) => c >= centi,
        Score::Win(_) => true,
        Score::Loss(_) => false,
    }
}

#[test]
fn persian_shot_gives_a_man_to_take_two_and_crown() {
    // d4-d5 e5xc5 forced (c3 stops it going on), then c4xc6xc8 crowns.
    let (mv, score) = best(Variant::Persian, "W:Wc4,d4,c3,a2,h2:Be5,c7,h7,g7,f7");
    assert_eq!(mv, "d4-d5");
    assert!(at_least(score, 200), "{score}");
}

#[test]
fn turkish_shot_gives_a_man_to_take_two_and_crown() {
    let (mv, score) = best(Variant::Turkish, "W:Wc4,d4,c3,a2,h2:Be5,c7,h7,g7,f7");
    assert_eq!(mv, "d4-d5");
    assert!(at_least(score, 200), "{score}");
}

#[test]
fn english_shot_gives_a_man_to_take_three() {
    // c3-b4 a5xc3 forced (c5xa3 is blocked), then d2xb4xd6xf8 crowns.
    let (mv, score) = best(Variant::English, "W:Wa3,c3,d2,e1,g3:Ba5,c5,e7,h6,g7");
    assert_eq!(mv, "c3-b4");
    assert!(at_least(score, 200), "{score}");
}

#[test]
fn dameo_shot_gives_a_man_to_take_two_and_crown() {
    // d4-d5 e5xc5 forced, then c4xc6xc8 (captured men stay until the end).
    let (mv, score) = best(Variant::Dameo, "W:Wc3,c4,d4,a1,h1:Be5,c7,g8,h8,f8");
    assert_eq!(mv, "d4-d5");
    assert!(at_least(score, 200), "{score}");
}

#[test]
fn persian_runaway_man_runs_before_f7_can_block() {
    let (mv, score) = best(Variant::Persian, "W:Wc5,h2:Bf7,a6");
    assert_eq!(mv, "c5-c6");
    assert!(at_least(score, 150), "{score}");
}

#[test]
fn turkish_runaway_man_runs_before_f7_can_block() {
    let (mv, score) = best(Variant::Turkish, "W:Wc5,h2:Bf7,a6");
    assert_eq!(mv, "c5-c6");
    assert!(at_least(score, 150), "{score}");
}

#[test]
fn english_runaway_man_takes_the_free_side() {
    // e3-f4 gets through; e3-d4 and a1-b2 let Black catch it.
    let (mv, score) = best(Variant::English, "W:We3,a1:Bh6,c7");
    assert_eq!(mv, "e3-f4");
    assert!(at_least(score, 150), "{score}");
}

#[test]
fn dameo_runaway_man_runs_away_from_the_f6_man() {
    // d4-d5 and d4-e5 crown; d4-c5 and the h1 moves let Black hold.
    let (mv, score) = best(Variant::Dameo, "W:Wd4,h1:Bf6,a8");
    assert!(mv == "d4-d5" || mv == "d4-e5", "{mv}");
    assert!(at_least(score, 150), "{score}");
}

#[test]
fn a_won_ending_is_scored_as_a_win_and_a_lost_one_as_a_loss() {
    // White's two kings against a lone Black man that cannot escape.
    let (_, result) = analyse(Variant::English, "W:WKd4,Kf4:Bh8");
    assert!(matches!(result.score, Score::Win(_)), "{}", result.score);
    let (_, result) = analyse(Variant::English, "B:WKd4,Kf4:Bh8");
    assert!(matches!(result.score, Score::Loss(_)), "{}", result.score);
}
