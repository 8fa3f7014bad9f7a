//! SPEC.md: crowning.

use crate::util::{pos, routes_text, sorted};
use draughts::{Color, Piece, Variant};

/// Persian 6: "a man that reaches the last rank mid-capture goes on
/// capturing as a man and is crowned only if the move ends there".
#[test]
fn persian_6_man_continues_as_a_man_crowned_at_the_end() {
    let p = pos(Variant::Persian, "W:Wc6:Bc7,d8,f8");
    let mv = &p.legal_moves()[0];
    assert_eq!(mv.to_string(), "c6xc8xe8xg8");
    assert!(mv.promotes());
    let next = p.play(mv).unwrap();
    assert_eq!(
        next.piece_at("g8".parse().unwrap()),
        Some(Piece::king(Color::White))
    );
    let quiet = pos(Variant::Persian, "W:Wd7:Ba6");
    let step = quiet.parse_move("d7-d8").unwrap();
    assert!(step.promotes());
}

/// Turkish 1: "a man that reaches the last rank during a capture is crowned
/// and its move ends there … Maximum capture is computed over the sequences
/// this rule allows".
#[test]
fn turkish_1_crowning_ends_the_capture() {
    let p = pos(Variant::Turkish, "W:Wc6:Bc7,d8,f8");
    assert_eq!(routes_text(&p), sorted(&["c6xc8"]));
    assert!(p.legal_moves()[0].promotes());
    let limited = pos(Variant::Turkish, "W:Wc6,h4:Bc7,d8,h5");
    assert_eq!(routes_text(&limited), sorted(&["c6xc8", "h4xh6"]));
}

/// English 3 (crowning): "a man that reaches the king row is crowned and the
/// move ends".
#[test]
fn english_3_crowning_ends_the_move() {
    let p = pos(Variant::English, "W:W11:B6,7");
    let mv = &p.legal_moves()[0];
    assert_eq!(mv.captured().len(), 1);
    assert!(mv.promotes());
    let next = p.play(mv).unwrap();
    assert_eq!(
        next.piece_at("d8".parse().unwrap()),
        Some(Piece::king(Color::White))
    );
}

/// Dameo 7: "a man is crowned only if its whole move ends on the far rank (a
/// man passing the far rank during a capture stays a man)".
#[test]
fn dameo_7_crowned_only_if_the_move_ends_on_the_far_rank() {
    let passing = pos(Variant::Dameo, "W:Wd6:Bd7,e8,f7");
    assert!(!passing.legal_moves()[0].promotes());
    let next = passing.play(&passing.legal_moves()[0]).unwrap();
    assert_eq!(
        next.piece_at("f6".parse().unwrap()),
        Some(Piece::man(Color::White))
    );
    let ending = pos(Variant::Dameo, "W:Wd6:Bd7,e8");
    assert!(ending.legal_moves()[0].promotes());
    let black = pos(Variant::Dameo, "B:Wd2,Kh8:Bd3");
    assert!(black.legal_moves()[0].promotes());
}
