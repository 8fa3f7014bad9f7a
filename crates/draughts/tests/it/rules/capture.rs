//! SPEC.md: captures — directions, flying kings, removal, reversal, choice.

use crate::util::{pos, routes_text, sorted};
use draughts::Variant;

/// Common 3: "During a capture, the capturing piece's own start square
/// counts as empty: it may pass over it or land on it again".
#[test]
fn common_3_start_square_counts_as_empty() {
    // The king circles back down the d-file through d4, where it started.
    let p = pos(Variant::Persian, "W:WKd4:Bf4,g6,e7,d2");
    assert!(routes_text(&p).contains(&"d4xg4xg7xd7xd1".to_owned()));
    // English T-6: the king lands on its start square again.
    let e = pos(Variant::English, "W:WK22:B18,19,26,27");
    assert!(e.legal_moves().iter().all(|m| m.to() == m.from()));
}

/// Persian 2: "captures forward, left or right by the short leap; never
/// backward".
#[test]
fn persian_2_man_captures_forward_and_sideways_never_backward() {
    let p = pos(Variant::Persian, "W:Wd4:Bd3,c4,e4,d5");
    assert_eq!(routes_text(&p), sorted(&["d4xb4", "d4xf4", "d4xd6"]));
    let back_only = pos(Variant::Persian, "W:Wd4:Bd3");
    assert!(!back_only.has_capture());
}

/// Persian 3: "king … captures the first piece on a line, with only empty
/// squares between, landing on any empty square beyond it".
#[test]
fn persian_3_flying_king_captures_at_a_distance() {
    let p = pos(Variant::Persian, "W:WKa4:Bd4");
    assert_eq!(
        routes_text(&p),
        sorted(&["a4xe4", "a4xf4", "a4xg4", "a4xh4"])
    );
    let own_first = pos(Variant::Persian, "W:WKa4,b4:Bd4");
    assert!(
        !own_first
            .legal_routes()
            .iter()
            .any(|m| m.from() == "a4".parse().unwrap() && m.is_capture())
    );
}

/// Persian 4: "captured pieces leave the board immediately (later jumps of
/// the same move may cross their squares); no 180° turn between two jumps".
#[test]
fn persian_4_immediate_removal_and_no_reversal() {
    let crossing = pos(Variant::Persian, "W:WKc5:Bc3,f2,b3,Ke1");
    assert_eq!(routes_text(&crossing), sorted(&["c5xc1xf1xf3xa3"]));
    let reversal = pos(Variant::Persian, "W:WKd5:Bd3,d7");
    assert_eq!(routes_text(&reversal), sorted(&["d5xd8", "d5xd2", "d5xd1"]));
}

/// Persian 5: "capture is compulsory and the maximum number of pieces must
/// be taken, kings and men counting the same; free choice among equal maxima".
#[test]
fn persian_5_compulsory_maximum_capture_free_among_equals() {
    let compulsory = pos(Variant::Persian, "W:Wd4,a2:Bd5");
    assert_eq!(routes_text(&compulsory), sorted(&["d4xd6"]));
    let maximum = pos(Variant::Persian, "W:Wd4:BKd5,c4,b5");
    assert_eq!(routes_text(&maximum), sorted(&["d4xb4xb6"]));
    let equal = pos(Variant::Persian, "W:Wd4:BKd5,c4");
    assert_eq!(routes_text(&equal), sorted(&["d4xd6", "d4xb4"]));
}

/// Turkish 2: "the 180° ban applies".
#[test]
fn turkish_2_no_reversal() {
    let p = pos(Variant::Turkish, "W:WKd5:Bd3,d7");
    assert_eq!(routes_text(&p), sorted(&["d5xd8", "d5xd2", "d5xd1"]));
}

/// English 2 (captures): "men move and capture diagonally forward only;
/// kings move and capture one square diagonally in any direction".
#[test]
fn english_2_captures_are_short_and_diagonal() {
    let man = pos(Variant::English, "W:Wd4:Bc3,e5");
    assert_eq!(routes_text(&man), sorted(&["d4xf6"]));
    let king = pos(Variant::English, "W:WKd4:Bc3,e5");
    assert_eq!(routes_text(&king), sorted(&["d4xb2", "d4xf6"]));
    let far = pos(Variant::English, "W:WKb2:Be5");
    assert!(!far.has_capture());
}

/// English 3: "capture is compulsory, any capture sequence may be chosen (no
/// maximum rule), and the chosen sequence must be completed".
#[test]
fn english_3_free_choice_but_complete() {
    let p = pos(Variant::English, "W:Wc3,h2:Bb4,d4,f6");
    assert_eq!(routes_text(&p), sorted(&["c3xa5", "c3xe5xg7"]));
}

/// Dameo 4: "all captures are orthogonal: men capture forward, backward and
/// sideways by the short leap; kings capture rookwise by the long leap,
/// landing on any empty square beyond".
#[test]
fn dameo_4_orthogonal_captures() {
    let man = pos(Variant::Dameo, "W:Wd4:Bd3,e5");
    assert_eq!(routes_text(&man), sorted(&["d4xd2"]));
    let king = pos(Variant::Dameo, "W:WKd4:Bf6,d6");
    assert_eq!(routes_text(&king), sorted(&["d4xd7", "d4xd8"]));
}

/// Dameo 5: "captured pieces stay on the board until the move is complete:
/// they block, and no piece may be jumped twice (empty squares may be crossed
/// again)".
#[test]
fn dameo_5_captured_pieces_stay_and_block() {
    let p = pos(Variant::Dameo, "W:WKc5:Bc3,f2,b3,Ke1");
    assert!(p.legal_moves().iter().all(|m| m.captured().len() == 3));
    // Empty squares may be crossed again: the king passes its start square.
    let again = pos(Variant::Dameo, "W:WKd4:Bf4,g6,e7,d2");
    assert!(routes_text(&again).contains(&"d4xg4xg7xd7xd1".to_owned()));
}

/// Dameo 6: "capture is compulsory and the maximum number of pieces must be
/// taken (kings = men); free choice among equal maxima".
#[test]
fn dameo_6_maximum_capture_kings_count_as_men() {
    let p = pos(Variant::Dameo, "W:Wd4:BKd5,c4,b5");
    assert_eq!(routes_text(&p), sorted(&["d4xb4xb6"]));
    let equal = pos(Variant::Dameo, "W:Wd4:BKd5,c4");
    assert_eq!(routes_text(&equal), sorted(&["d4xd6", "d4xb4"]));
}
