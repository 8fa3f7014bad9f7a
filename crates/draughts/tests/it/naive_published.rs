//! The independent naive generator (`util::naive`) checked against
//! moves that come from the rule text, never from the engine: every
//! "[derived]" and "Test" position of VARIANTS.md, and the test positions
//! of `reference.md` §6. The published perft tables it is checked against
//! are in `data/perft.txt`, read by `perft.rs`.
//!
//! Columns: `routes` = every sequence of landing squares (dctl "keep
//! duplicates" where the conventions agree, VARIANTS.md §2), `unique` = one
//! move per (from, to, captured set) (dctl "drop duplicates").

use crate::util::naive::{Board, NaiveMove, move_text, square_number};
use crate::util::sorted;

/// Both perft columns of `board` at `depth`.
fn perft2(variant: &str, board: &Board, depth: u32) -> (u64, u64) {
    (
        board.perft(variant, depth, false),
        board.perft(variant, depth, true),
    )
}

fn board(variant: &str, fen: &str) -> Board {
    Board::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The legal routes as algebraic text, sorted.
fn routes(variant: &str, fen: &str) -> Vec<String> {
    texts(&board(variant, fen).routes(variant))
}

fn texts(moves: &[NaiveMove]) -> Vec<String> {
    let mut v: Vec<String> = moves.iter().map(move_text).collect();
    v.sort();
    v
}

/// The legal moves (one per outcome) as numbered `from x to`, sorted.
fn from_to(variant: &str, fen: &str) -> Vec<String> {
    let n = |sq| square_number(variant, sq).unwrap();
    let mut v: Vec<String> = board(variant, fen)
        .moves(variant)
        .iter()
        .map(|m| {
            let sep = if m.captured.is_empty() { '-' } else { 'x' };
            format!("{}{sep}{}", n(m.from), n(m.to()))
        })
        .collect();
    v.sort();
    v
}

// ---------------------------------------------------------------------------
// [derived] perft and test positions of VARIANTS.md.

/// §2 "Counting routes": "`W:WKa1:Ba3,a6` in Persian has 4 routes:
/// a1xa4xa7, a1xa4xa8, a1xa5xa7, a1xa5xa8".
#[test]
fn persian_routes_count_every_landing_sequence() {
    assert_eq!(
        routes("persian", "W:WKa1:Ba3,a6"),
        sorted(&["a1xa4xa7", "a1xa4xa8", "a1xa5xa7", "a1xa5xa8"])
    );
    let b = board("persian", "W:WKa1:Ba3,a6");
    assert_eq!(perft2("persian", &b, 1), (4, 2));
}

/// §6 Russian Test: "`W:Wf6:Be7,c7` — Russian: `f6xd8xb6`, `f6xd8xa5`
/// (crowned on d8, ends as king). Brazilian, International rules, Pool: only
/// `f6xd8xb6`, ending as a man. Czech, Thai, Anti (men take forward only):
/// only `f6xd8`, crowned."
#[test]
fn russian_crowned_mid_capture_test_position() {
    let fen = "W:Wf6:Be7,c7";
    let b = board("russian", fen);
    let moves = b.routes("russian");
    assert_eq!(texts(&moves), sorted(&["f6xd8xa5", "f6xd8xb6"]));
    assert!(moves.iter().all(|m| m.crowns));
    for variant in ["brazilian", "pool"] {
        let moves = board(variant, fen).routes(variant);
        assert_eq!(texts(&moves), sorted(&["f6xd8xb6"]), "{variant}");
        assert!(!moves[0].crowns, "{variant}");
    }
    for variant in ["czech", "thai", "anti"] {
        let moves = board(variant, fen).routes(variant);
        assert_eq!(texts(&moves), sorted(&["f6xd8"]), "{variant}");
        assert!(moves[0].crowns, "{variant}");
    }
}

/// §8 Czech Test: "`W:WKh2,c3,d6:Bg3,d4` — Czech: `h2xf4`, `h2xe5` only (the
/// man's `c3xe5` is excluded by king priority). Russian and Brazilian give
/// all three".
#[test]
fn czech_king_priority_test_position() {
    let fen = "W:WKh2,c3,d6:Bg3,d4";
    assert_eq!(routes("czech", fen), sorted(&["h2xe5", "h2xf4"]));
    for variant in ["russian", "brazilian"] {
        assert_eq!(
            routes(variant, fen),
            sorted(&["c3xe5", "h2xe5", "h2xf4"]),
            "{variant}"
        );
    }
}

/// §9 Italian Tests (FID rulebook, dctl `italian.cpp`): `W:W30:B27` →
/// `30x23`; `W:W31:B12,20,28` → `31x08`; `W:WK22:B18,19,27` → `22x13`,
/// `22x15`, `22x31`; `W:WK21,31:B10,18,27` → `31x06` (quantity);
/// `W:WK23,31:B19,26,27` → `23x21` (by king); `W:WK23:B19,K28` → `23x32`
/// (most kings); `W:WK30:B10,12,18,K20,K26,27` → `30x05` (king first);
/// `W:WK31:B18,20,K27,K28` → `31x13`, `31x15` (free); `W:W30:BK26` →
/// `30-27` only.
#[test]
fn italian_rulebook_test_positions() {
    let cases: [(&str, &[&str]); 9] = [
        ("W:W30:B27", &["30x23"]),
        ("W:W31:B12,20,28", &["31x8"]),
        ("W:WK22:B18,19,27", &["22x13", "22x15", "22x31"]),
        ("W:WK21,31:B10,18,27", &["31x6"]),
        ("W:WK23,31:B19,26,27", &["23x21"]),
        ("W:WK23:B19,K28", &["23x32"]),
        ("W:WK30:B10,12,18,K20,K26,27", &["30x5"]),
        ("W:WK31:B18,20,K27,K28", &["31x13", "31x15"]),
        ("W:W30:BK26", &["30-27"]),
    ];
    for (fen, expected) in cases {
        assert_eq!(from_to("italian", fen), sorted(expected), "{fen}");
    }
    // The numbering itself: "1 = a8 … 29 = b1 30 = d1 31 = f1 32 = h1".
    assert_eq!(routes("italian", "W:W30:B27"), sorted(&["d1xf3"]));
}

/// §11 Thai Test: "`W:WKa1:Bc3,c5,e3` → `a1xd4xb6xf2`, `a1xd4xf2xb6` (three
/// pieces, two reversals)".
#[test]
fn thai_land_behind_and_reversal_test_position() {
    assert_eq!(
        routes("thai", "W:WKa1:Bc3,c5,e3"),
        sorted(&["a1xd4xb6xf2", "a1xd4xf2xb6"])
    );
}

/// §12 Frisian Test: "`W:W28:BK29,18` (man e5; king g5; man e7) → only
/// `28x30` (e5xi5, the king); with g5 a man (`W:W28:B29,18`) → `28x30`,
/// `28x8`."
#[test]
fn frisian_value_test_position() {
    assert_eq!(from_to("frisian", "W:W28:BK29,18"), sorted(&["28x30"]));
    assert_eq!(routes("frisian", "W:W28:BK29,18"), sorted(&["e5xi5"]));
    assert_eq!(
        from_to("frisian", "W:W28:B29,18"),
        sorted(&["28x30", "28x8"])
    );
}

/// §12 Frisian DECISION: "value ordering as dctl `frisian.hpp`" (compare
/// M + 2K): three kings (6) beat five men (5), where "a man and a half"
/// would give 4.5 against 5. [derived]
#[test]
fn frisian_three_kings_beat_five_men() {
    let fen = "W:Wa1:BKa3,Ka7,Kc9,b2,d4,f6,h8,i7";
    assert_eq!(routes("frisian", fen), sorted(&["a1xa5xa9xe9"]));
    let men_only = "W:Wa1:Ba3,a7,c9,b2,d4,f6,h8,i7";
    assert_eq!(routes("frisian", men_only), sorted(&["a1xc3xe5xg7xi9xi5"]));
}

/// §12 Frisian: "While its side still has a man, one king may not make more
/// than 3 quiet moves in a row; after three the side must capture … or move
/// another piece." DECISION: "A fourth quiet move by the limited king is
/// simply illegal".
#[test]
fn frisian_king_quiet_move_limit() {
    let mut b = board("frisian", "W:WKc1,a1:Ba9");
    let king_moves = |b: &Board| {
        b.routes("frisian")
            .iter()
            .filter(|m| m.from == (2, 0))
            .count()
    };
    assert_eq!(king_moves(&b), 9, "c1: b2, a3 and d2 … j8");
    b.king_run[0] = Some(((2, 0), 2));
    assert_eq!(king_moves(&b), 9);
    b.king_run[0] = Some(((2, 0), 3));
    assert_eq!(texts(&b.routes("frisian")), sorted(&["a1-b2"]));
    // Without a man the limit does not apply.
    let mut lone = board("frisian", "W:WKc1:Ba9");
    lone.king_run[0] = Some(((2, 0), 3));
    assert_eq!(king_moves(&lone), 9);
    // The count follows the king from square to square.
    let mut played = board("frisian", "W:WKc1,a1:Ba9,Kj10");
    for text in ["c1-d2", "j10-i9", "d2-c1", "i9-j10", "c1-d2", "j10-i9"] {
        let m = played
            .routes("frisian")
            .into_iter()
            .find(|m| move_text(m) == text)
            .unwrap_or_else(|| panic!("{text}"));
        played = played.play(&m);
    }
    assert_eq!(played.king_run[0], Some(((3, 1), 3)));
    assert!(played.routes("frisian").iter().all(|m| m.from != (3, 1)));
}

/// §14 Corner: "perft(1) = 6 [derived]: c1-b2, d2-c3, e3-d4, f4-e5, g5-f6,
/// h6-g7".
#[test]
fn corner_start_moves() {
    assert_eq!(
        texts(&Board::start("corner").routes("corner")),
        sorted(&["c1-b2", "d2-c3", "e3-d4", "f4-e5", "g5-f6", "h6-g7"])
    );
}

/// §14 Corner Test: "`W:Wb6,g7:Be5` → `b6-a7` (crowned on a7), `b6-c7`,
/// `g7-f8`, `g7-h8` (the last two stay men and can never move again)".
#[test]
fn corner_promotes_only_on_corner_squares() {
    let b = board("corner", "W:Wb6,g7:Be5");
    let moves = b.routes("corner");
    assert_eq!(texts(&moves), sorted(&["b6-a7", "b6-c7", "g7-f8", "g7-h8"]));
    for m in &moves {
        assert_eq!(m.crowns, move_text(m) == "b6-a7", "{}", move_text(m));
    }
    let stuck = board("corner", "W:Wf8,h8:Be5");
    assert!(stuck.routes("corner").is_empty());
}

/// §15 One-way: "perft(1) = 4 [derived]: b6-a7, b6-c7, d6-c7, d6-e7 (Black
/// already threatens e5xc7)".
#[test]
fn oneway_start_moves() {
    let start = Board::start("oneway");
    assert_eq!(
        texts(&start.routes("oneway")),
        sorted(&["b6-a7", "b6-c7", "d6-c7", "d6-e7"])
    );
    let b6a7 = start
        .routes("oneway")
        .into_iter()
        .find(|m| move_text(m) == "b6-a7")
        .unwrap();
    let after = start.play(&b6a7);
    assert_eq!(texts(&after.routes("oneway")), sorted(&["e5xc7"]));
    // Black men go up too and are crowned on rank 8.
    let black = board("oneway", "B:Wa1:Bg7").routes("oneway");
    assert_eq!(texts(&black), sorted(&["g7-f8", "g7-h8"]));
    assert!(black.iter().all(|m| m.crowns));
}

/// §16 Parachute Test: "`W:WPd8,h2:Bc7,e5` → only `d8xb6`; then b6 holds a
/// White man and d8 is empty".
#[test]
fn parachutist_single_capture_becomes_a_man() {
    let b = board("parachute", "W:WPd8,h2:Bc7,e5");
    let moves = b.routes("parachute");
    assert_eq!(texts(&moves), sorted(&["d8xb6"]));
    let after = b.play(&moves[0]);
    use crate::util::naive::Kind;
    assert_eq!(after.at((1, 5)), Some((draughts::Color::White, Kind::Man)));
    assert_eq!(after.at((3, 7)), None);
    assert_eq!(after.at((2, 6)), None);
}

/// §16 Parachute DECISION: "a parachutist is not a queen for the priority
/// rule (if a queen can capture, a parachutist may not)". [derived]
#[test]
fn parachutist_yields_to_a_capturing_queen() {
    assert_eq!(
        routes("parachute", "W:WPd8,Ka1:Be7,c3"),
        sorted(&["a1xd4", "a1xe5", "a1xf6", "a1xg7", "a1xh8"])
    );
    assert_eq!(routes("parachute", "W:WPd8:Be7,c3"), sorted(&["d8xf6"]));
}

/// §17 Gothic Test: "`W:Wb6:Bb7,c8` → only `b6xb8`, crowned; a
/// continues-as-man reading would give `b6xb8xd8`".
#[test]
fn gothic_crowning_ends_the_capture() {
    let moves = board("gothic", "W:Wb6:Bb7,c8").routes("gothic");
    assert_eq!(texts(&moves), sorted(&["b6xb8"]));
    assert!(moves[0].crowns);
}

/// §18 Hawaiian: "ply 1 — Black removes one of its own pieces from a8, h1,
/// d5 or e4"; "Each removal is a move, written as the square" (its perft(1)
/// and perft(2) are in `data/perft.txt`).
#[test]
fn hawaiian_opening_removals() {
    let start = Board::start("hawaiian");
    assert_eq!(
        texts(&start.routes("hawaiian")),
        sorted(&["a8", "d5", "e4", "h1"])
    );
    let d5 = start
        .routes("hawaiian")
        .into_iter()
        .find(|m| m.from == (3, 4))
        .unwrap();
    assert_eq!(d5.landings, [(3, 4)]);
    assert_eq!(d5.captured, [(3, 4)]);
    assert!(!d5.crowns);
    let after = start.play(&d5);
    assert_eq!(
        texts(&after.routes("hawaiian")),
        sorted(&["c5", "d4", "d6", "e5"])
    );
}

/// §18 Hawaiian: "The same piece may go on jumping, but only in the same
/// direction, and may stop after any jump."
#[test]
fn hawaiian_optional_straight_multi_jump() {
    assert_eq!(
        routes("hawaiian", "W:Wd1:Bd2,d4,e3"),
        sorted(&["d1xd3", "d1xd3xd5"])
    );
}

/// §19 Alquerque: "perft(1) = 4 [derived]: b2-c3, c2-c3, d2-c3, d3-c3".
#[test]
fn alquerque_start_moves() {
    assert_eq!(
        texts(&Board::start("alquerque").routes("alquerque")),
        sorted(&["b2-c3", "c2-c3", "d2-c3", "d3-c3"])
    );
}

/// §19 Alquerque: "A move's first jump must go forward, diagonally forward
/// or sideways …; later jumps by the same piece may go in any line
/// direction, backward included"; "Points with file + rank even … are also
/// joined to all their diagonal neighbours". [derived]
#[test]
fn alquerque_jump_directions() {
    assert_eq!(
        routes("alquerque", "W:Wc3:Bc4,b4,c2"),
        sorted(&["c3xa5", "c3xc5xa3"])
    );
    // c2 has no diagonal lines: no capture of d3, and no diagonal steps.
    assert_eq!(
        routes("alquerque", "W:Wc2:Bd3"),
        sorted(&["c2-b2", "c2-c3", "c2-d2"])
    );
    // A piece on its last rank makes no quiet move but may jump sideways.
    assert!(routes("alquerque", "W:Wc5:Ba1").is_empty());
    assert_eq!(routes("alquerque", "W:Wc5:Bb5"), sorted(&["c5xa5"]));
}

// ---------------------------------------------------------------------------
// reference.md §6 test positions.

/// §6 T-8 International rulebook examples: `B:W27,28,38,39,42:BK25` → only
/// `25x33`; `W:W15:B9,10` → only `15x13`; `W:WK48:B7,8,31,34,K42,44` → only
/// `48x50`; `W:W26:B12,K21,31,32` → `26x08` and `26x28`;
/// `W:WK41,49:B9,10,12,19,38` → only `41x43`.
#[test]
fn t8_international_rulebook_examples() {
    let cases: [(&str, &[&str]); 5] = [
        ("B:W27,28,38,39,42:BK25", &["25x33"]),
        ("W:W15:B9,10", &["15x13"]),
        ("W:WK48:B7,8,31,34,K42,44", &["48x50"]),
        ("W:W26:B12,K21,31,32", &["26x8", "26x28"]),
        ("W:WK41,49:B9,10,12,19,38", &["41x43"]),
    ];
    for (fen, expected) in cases {
        assert_eq!(from_to("international", fen), sorted(expected), "{fen}");
    }
    // "W:W15:B9,10 → only 15x13 (man passes the promotion row, not crowned)".
    let m = &board("international", "W:W15:B9,10").routes("international")[0];
    assert!(!m.crowns);
}

/// §6 T-1: "White man d4; Black king d5, men c4, b5 … only `d4xb4xb6` is
/// legal".
#[test]
fn t1_max_capture_counts_kings_like_men() {
    assert_eq!(routes("persian", "W:Wd4:BKd5,c4,b5"), sorted(&["d4xb4xb6"]));
}

/// §6 T-2: "White K d5; Black d3, d7. kish says 3 legal moves … `d5xd8`,
/// `d5xd2`, `d5xd1`."
#[test]
fn t2_no_reversal() {
    for variant in ["persian", "turkish"] {
        assert_eq!(
            routes(variant, "W:WKd5:Bd3,d7"),
            sorted(&["d5xd8", "d5xd2", "d5xd1"])
        );
    }
}

/// §6 T-3/T-3b: "White man c6; Black men c7, d8": pass → `c6xc8xe8=K`;
/// stop (Turkish) → `c6xc8`. T-3b (and f8): pass → `c6xc8xe8xg8=K`.
#[test]
fn t3_man_reaches_the_last_row_mid_capture() {
    assert_eq!(routes("persian", "W:Wc6:Bc7,d8"), sorted(&["c6xc8xe8"]));
    assert_eq!(routes("turkish", "W:Wc6:Bc7,d8"), sorted(&["c6xc8"]));
    assert_eq!(
        routes("persian", "W:Wc6:Bc7,d8,f8"),
        sorted(&["c6xc8xe8xg8"])
    );
    assert!(board("persian", "W:Wc6:Bc7,d8").routes("persian")[0].crowns);
}

/// §6 T-4: "White K c5; Black men c3, f2, b3; Black king e1 … a single
/// legal move `c5xc1xf1xf3xa3`"; with deferred removal (Dameo) "the maximum
/// would be 3, and `c5xc1xf1xf3` … `xf8` (six landing choices after f2)".
#[test]
fn t4_immediate_removal_opens_a_line() {
    let fen = "W:WKc5:Bc3,f2,b3,Ke1";
    assert_eq!(routes("persian", fen), sorted(&["c5xc1xf1xf3xa3"]));
    assert_eq!(
        routes("dameo", fen),
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

/// §6 T-5 Dameo: "White man d6; Black men d7, e8, f7 … d6xd8 …, d8xf8 …,
/// f8xf6 … ends on f6 → no promotion. … without f7: d6xd8xf8 is promoted".
#[test]
fn t5_dameo_man_passing_the_back_row() {
    let m = &board("dameo", "W:Wd6:Bd7,e8,f7").routes("dameo");
    assert_eq!(texts(m), sorted(&["d6xd8xf8xf6"]));
    assert!(!m[0].crowns);
    let m = &board("dameo", "W:Wd6:Bd7,e8").routes("dameo");
    assert_eq!(texts(m), sorted(&["d6xd8xf8"]));
    assert!(m[0].crowns);
}

/// §6 T-6 English: "`W:WK22:B18,19,26,27` … two legal moves
/// `22x15x24x31x22` and `22x31x24x15x22` … keep-duplicates perft counts 2,
/// drop-duplicates counts 1". Anti generates English's moves.
#[test]
fn t6_duplicate_capture_routes() {
    for variant in ["english", "anti"] {
        let b = board(variant, "W:WK22:B18,19,26,27");
        assert_eq!(perft2(variant, &b, 1), (2, 1), "{variant}");
    }
}

/// §6 T-7 English: "A man that lands on the king row by a jump stops there
/// even if, as a king, it could jump again."
#[test]
fn t7_english_promotion_ends_the_move() {
    assert_eq!(routes("english", "W:Wd6:Be7,g7"), sorted(&["d6xf8"]));
}

/// §6 T-9 Dameo: "on the b-file both `b1-b3` … and `b2-b3` exist".
#[test]
fn t9_dameo_linear_moves() {
    let moves = texts(&Board::start("dameo").routes("dameo"));
    assert!(moves.contains(&"b1-b3".to_owned()));
    assert!(moves.contains(&"b2-b3".to_owned()));
}

/// §6 T-10: "a king cannot capture a piece that has another piece (of any
/// colour) directly behind it" (VARIANTS.md §2: "Two pieces in a row can
/// never be jumped").
#[test]
fn t10_two_pieces_in_a_row_are_never_jumped() {
    assert!(
        routes("persian", "W:WKa1,h8:Ba4,a5")
            .iter()
            .all(|m| !m.contains('x'))
    );
    assert!(
        routes("russian", "W:WKa1,h8:Bc3,d4")
            .iter()
            .all(|m| !m.contains('x'))
    );
    assert!(
        routes("thai", "W:WKa1,h8:Bc3,d4")
            .iter()
            .all(|m| !m.contains('x'))
    );
}
