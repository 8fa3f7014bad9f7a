//! SPEC.md: how men and kings move without capturing.

use crate::util::{pos, routes_text, sorted};
use draughts::{Position, Variant};

/// Persian 2: "man: one step forward, left or right; … never backward".
#[test]
fn persian_2_man_steps_forward_and_sideways() {
    let p = pos(Variant::Persian, "W:Wd4:Bh7");
    assert_eq!(routes_text(&p), sorted(&["d4-d5", "d4-c4", "d4-e4"]));
    let black = pos(Variant::Persian, "B:Wa2:Bd4");
    assert_eq!(routes_text(&black), sorted(&["d4-d3", "d4-c4", "d4-e4"]));
}

/// Persian 3: "king: flying rook" (moves any number of empty squares in the
/// four directions).
#[test]
fn persian_3_king_moves_like_a_rook() {
    let p = pos(Variant::Persian, "W:WKd4,d6:Bh8");
    let king: Vec<String> = routes_text(&p)
        .into_iter()
        .filter(|m| m.starts_with("d4"))
        .collect();
    assert_eq!(
        king,
        sorted(&[
            "d4-d5", "d4-d3", "d4-d2", "d4-d1", "d4-a4", "d4-b4", "d4-c4", "d4-e4", "d4-f4",
            "d4-g4", "d4-h4"
        ])
    );
}

/// English 2: "men move and capture diagonally forward only; kings move and
/// capture one square diagonally in any direction".
#[test]
fn english_2_men_and_kings_move_diagonally() {
    let p = pos(Variant::English, "W:Wd4:B1");
    assert_eq!(routes_text(&p), sorted(&["d4-c5", "d4-e5"]));
    let k = pos(Variant::English, "W:WKd4:B1");
    assert_eq!(
        routes_text(&k),
        sorted(&["d4-c5", "d4-e5", "d4-c3", "d4-e3"])
    );
    let black = pos(Variant::English, "B:W32:Bd4");
    assert_eq!(routes_text(&black), sorted(&["d4-c3", "d4-e3"]));
}

/// Dameo 2: "men move one square straight or diagonally forward; a straight
/// unbroken line of own men along the direction of movement moves one square
/// by its rear man jumping to the first square beyond the line, which must be
/// empty (a single man is a line of one). The move is written rear man
/// from–to (`c1-e3`)".
#[test]
fn dameo_2_men_step_and_lines_move() {
    let single = pos(Variant::Dameo, "W:Wd4:Bh8");
    assert_eq!(routes_text(&single), sorted(&["d4-d5", "d4-c5", "d4-e5"]));
    // The diagonal line c1–d2 moves: c1 jumps to e3.
    let line = pos(Variant::Dameo, "W:Wc1,d2:Bh8");
    assert!(routes_text(&line).contains(&"c1-e3".to_owned()));
    // A line ending at an occupied square does not move.
    let blocked = pos(Variant::Dameo, "W:Wc1,d2:Be3,h8");
    assert!(
        !routes_text(&blocked)
            .iter()
            .any(|m| m.starts_with("c1-e3") || m.starts_with("d2-e3"))
    );
    // A king breaks a line.
    let king = pos(Variant::Dameo, "W:Wc1,Kd2:Bh8");
    assert!(!routes_text(&king).contains(&"c1-e3".to_owned()));
    assert_eq!(Position::start(Variant::Dameo).legal_moves().len(), 52);
}

/// Dameo 3: "kings move any distance in the 8 directions like a chess queen".
#[test]
fn dameo_3_kings_move_like_queens() {
    let p = pos(Variant::Dameo, "W:WKa1:Bh7");
    assert_eq!(p.legal_moves().len(), 21);
    let blocked = pos(Variant::Dameo, "W:WKd4,d5,e5,e4,e3,d3,c3,c4,c5:Bh8");
    assert!(
        blocked
            .legal_moves()
            .iter()
            .all(|m| m.from() != "d4".parse().unwrap())
    );
}
