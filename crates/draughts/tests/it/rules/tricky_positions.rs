//! The must-pass rule positions T-1 … T-10 of `shared/rules/reference.md`
//! §6, each with the reading SPEC.md picks for each variant.

use crate::util::{moves_text, pos, routes_text, sorted};
use draughts::{Counting, Notation, Variant, perft};

/// T-1: "Max capture counts kings like men": taking the king (1 piece)
/// loses to taking two men (kish `men_and_kings_count_equally`).
#[test]
fn t01_max_capture_counts_kings_like_men() {
    for variant in [Variant::Persian, Variant::Turkish] {
        let p = pos(variant, "W:Wd4:BKd5,c4,b5");
        assert_eq!(routes_text(&p), sorted(&["d4xb4xb6"]), "{variant}");
    }
}

/// T-2: "180° ban": a king may not reverse across the square it just
/// emptied (kish `king_cannot_reverse_up_down_during_capture`).
#[test]
fn t02_king_may_not_turn_180_degrees() {
    for variant in [Variant::Persian, Variant::Turkish] {
        let p = pos(variant, "W:WKd5:Bd3,d7");
        assert_eq!(
            routes_text(&p),
            sorted(&["d5xd8", "d5xd2", "d5xd1"]),
            "{variant}"
        );
    }
}

/// T-3: a man reaching the last rank mid-capture. Persian (pass): it goes
/// on as a man and is crowned on e8. Turkish (seed 001, stop): crowned on
/// c8 and the move ends there.
#[test]
fn t03_man_reaching_last_rank_mid_capture() {
    let persian = pos(Variant::Persian, "W:Wc6:Bc7,d8");
    assert_eq!(routes_text(&persian), sorted(&["c6xc8xe8"]));
    assert!(persian.legal_moves()[0].promotes());
    let turkish = pos(Variant::Turkish, "W:Wc6:Bc7,d8");
    assert_eq!(routes_text(&turkish), sorted(&["c6xc8"]));
    assert!(turkish.legal_moves()[0].promotes());
}

/// T-3b: the same with a third man on f8: Persian takes all three along
/// the last rank as a man; Turkish still stops on c8.
#[test]
fn t03b_man_continues_along_the_last_rank_only_in_persian() {
    let persian = pos(Variant::Persian, "W:Wc6:Bc7,d8,f8");
    assert_eq!(routes_text(&persian), sorted(&["c6xc8xe8xg8"]));
    let turkish = pos(Variant::Turkish, "W:Wc6:Bc7,d8,f8");
    assert_eq!(routes_text(&turkish), sorted(&["c6xc8"]));
}

/// T-4: immediate removal opens a line: the last leg crosses c3, whose man
/// was taken earlier in the same move (kish: the single move
/// `c5xc1xf1xf3xa3`). In Dameo the captured man still blocks: 3 captures
/// and six landing squares after f2.
#[test]
fn t04_immediate_removal_opens_a_line_deferred_removal_blocks_it() {
    for variant in [Variant::Persian, Variant::Turkish] {
        let p = pos(variant, "W:WKc5:Bc3,f2,b3,Ke1");
        assert_eq!(routes_text(&p), sorted(&["c5xc1xf1xf3xa3"]), "{variant}");
    }
    let dameo = pos(Variant::Dameo, "W:WKc5:Bc3,f2,b3,Ke1");
    assert_eq!(
        routes_text(&dameo),
        sorted(&[
            "c5xc1xf1xf3",
            "c5xc1xf1xf4",
            "c5xc1xf1xf5",
            "c5xc1xf1xf6",
            "c5xc1xf1xf7",
            "c5xc1xf1xf8"
        ])
    );
}

/// T-5: Dameo, a man passing the back rank during a capture is not crowned;
/// one ending there is.
#[test]
fn t05_dameo_man_passing_the_back_rank_is_not_crowned() {
    let p = pos(Variant::Dameo, "W:Wd6:Bd7,e8,f7");
    let moves = p.legal_moves();
    assert_eq!(routes_text(&p), sorted(&["d6xd8xf8xf6"]));
    assert!(!moves[0].promotes());
    let ends_there = pos(Variant::Dameo, "W:Wd6:Bd7,e8");
    assert_eq!(routes_text(&ends_there), sorted(&["d6xd8xf8"]));
    assert!(ends_there.legal_moves()[0].promotes());
}

/// T-6: English duplicate capture routes: a king circling four men both
/// ways. Two routes, one unique move; perft counts 2 (routes) and 1
/// (unique), as dctl's two columns do.
#[test]
fn t06_english_duplicate_routes_are_one_move() {
    let p = pos(Variant::English, "W:WK22:B18,19,26,27");
    let mut routes: Vec<String> = p
        .legal_routes()
        .iter()
        .map(|m| p.move_text(m, Notation::Native))
        .collect();
    routes.sort();
    assert_eq!(routes, sorted(&["22x15x24x31x22", "22x31x24x15x22"]));
    assert_eq!(p.legal_moves().len(), 1);
    assert_eq!(perft(&p, 1, Counting::Routes), 2);
    assert_eq!(perft(&p, 1, Counting::Unique), 1);
    let short = p
        .parse_move("22x22")
        .expect("the short form names the one move");
    assert_eq!(short.captured().len(), 4);
}

/// T-7: English, promotion ends the move: the man crowned on 2 (d8) could
/// jump 6 as a king, but its move is over.
#[test]
fn t07_english_promotion_ends_the_move() {
    let p = pos(Variant::English, "W:W11:B6,7");
    let moves = p.legal_moves();
    assert_eq!(moves.len(), 1);
    assert_eq!(p.move_text(&moves[0], Notation::Native), "11x2");
    assert!(moves[0].promotes());
}

/// T-8: the International rulebook examples (dctl `rulebook/international.cpp`)
/// need 10x10 boards, which come later; their principles are checked here
/// on 8x8: captured pieces stay and block (Dameo, "après fini"), a man
/// passing the promotion row is not crowned, the number of pieces decides,
/// and equal counts leave the choice free whatever the kings.
#[test]
fn t08_international_rulebook_principles_on_8x8() {
    // Captured pieces block ("Turkish strike"): going down the b-file the
    // king meets the b3 man it already took. Persian removes it at once and
    // takes b2 as a fourth piece; Dameo stops at three.
    let fen = "W:WKa3:Bb3,d5,c6,b2";
    let persian = pos(Variant::Persian, fen);
    assert!(routes_text(&persian).contains(&"a3xd3xd6xb6xb1".to_owned()));
    assert!(
        persian
            .legal_moves()
            .iter()
            .all(|m| m.captured().len() == 4)
    );
    let dameo = pos(Variant::Dameo, fen);
    assert!(dameo.legal_moves().iter().all(|m| m.captured().len() == 3));
    // The number of pieces decides, kings or not.
    let count = pos(Variant::Persian, "W:WKa1:BKa3,c4,c6,e4");
    assert!(count.legal_moves().iter().all(|m| m.captured().len() == 3));
    // Equal counts: free choice, whether the piece taken is a king or a man.
    let equal = pos(Variant::Persian, "W:Wd4:BKd5,c4");
    assert_eq!(routes_text(&equal), sorted(&["d4xd6", "d4xb4"]));
}

/// T-9: Dameo linear moves: 52 opening moves; `b1-b3` (the line b1–b2 moves
/// on) and `b2-b3` both exist and differ; a king inside a line breaks it.
#[test]
fn t09_dameo_linear_moves() {
    let start = draughts::Position::start(Variant::Dameo);
    assert_eq!(start.legal_moves().len(), 52);
    let b1b3 = start.parse_move("b1-b3").expect("linear move");
    let b2b3 = start.parse_move("b2-b3").expect("single step");
    assert_ne!(start.play(&b1b3).unwrap(), start.play(&b2b3).unwrap());
    let with_king = pos(Variant::Dameo, "W:Wb1,Kb2:Bh8");
    assert!(with_king.parse_move("b1-b3").is_err());
}

/// T-10: a flying king cannot capture a piece that has another piece
/// directly behind it (kish `king_cannot_jump_two_pieces_at_once`).
#[test]
fn t10_king_cannot_jump_two_adjacent_pieces() {
    for variant in [Variant::Persian, Variant::Turkish] {
        let p = pos(variant, "W:WKa4:Bc4,d4");
        assert!(!p.has_capture(), "{variant}");
        let enemy_behind_own = pos(variant, "W:WKa4,c4:Bb4");
        assert!(!enemy_behind_own.has_capture(), "{variant}");
    }
}

/// The Turkish stop rule also limits the maximum: a longer route through the
/// last rank does not count, so a shorter capture elsewhere is legal.
#[test]
fn t03c_turkish_maximum_is_counted_over_stopping_routes() {
    // Persian: c6xc8xe8 (2) beats h4xh6 (1); Turkish: c6xc8 stops at 1, so
    // both one-piece captures are legal.
    let persian = pos(Variant::Persian, "W:Wc6,h4:Bc7,d8,h5");
    assert_eq!(routes_text(&persian), sorted(&["c6xc8xe8"]));
    let turkish = pos(Variant::Turkish, "W:Wc6,h4:Bc7,d8,h5");
    assert_eq!(routes_text(&turkish), sorted(&["c6xc8", "h4xh6"]));
    assert_eq!(moves_text(&turkish).len(), 2);
}

/// T-3 with a spare black man, in Turkish (a man crowned mid-capture
/// stops): the stop rule leaves one move (c6xc8, crowned) where Persian has
/// c6xc8xe8. The counts follow from the rules by hand.
#[test]
fn stop_rule_perft_t3() {
    let turkish = pos(Variant::Turkish, "W:Wc6:Bc7,d8,h7");
    // White: c6xc8 only (stops there). The d8 man survives and must take
    // the new king: d8xb8 is Black's only move.
    assert_eq!(perft(&turkish, 1, Counting::Routes), 1);
    assert_eq!(perft(&turkish, 2, Counting::Routes), 1);
    // Persian: c6xc8xe8 takes both; Black then has h7-h6 and h7-g7.
    let persian = pos(Variant::Persian, "W:Wc6:Bc7,d8,h7");
    assert_eq!(perft(&persian, 1, Counting::Routes), 1);
    assert_eq!(perft(&persian, 2, Counting::Routes), 2);
}
