//! The independent naive generator (`common/naive.rs`) checked against
//! numbers and moves that come from the rule text, never from the engine:
//! the published perft tables (`shared/rules/VARIANTS.md`, `reference.md`
//! §4.2 and §4.3), every "[derived]" perft and "Test" position of
//! VARIANTS.md, and the test positions of `reference.md` §6.
//!
//! Columns: `routes` = every sequence of landing squares (dctl "keep
//! duplicates" where the conventions agree, VARIANTS.md §2), `unique` = one
//! move per (from, to, captured set) (dctl "drop duplicates").

mod common;

use common::naive::{Board, NaiveMove, move_text, square_number};

/// Both perft columns of `board` at `depth`.
fn perft2(variant: &str, board: &Board, depth: u32) -> (u64, u64) {
    (
        board.perft(variant, depth, false),
        board.perft(variant, depth, true),
    )
}

/// Checks (depth, routes, unique) rows from the variant's start position.
fn check_start(variant: &str, table: &[(u32, u64, u64)]) {
    check_board(variant, &Board::start(variant), table);
}

fn check_board(variant: &str, board: &Board, table: &[(u32, u64, u64)]) {
    for &(depth, routes, unique) in table {
        assert_eq!(
            perft2(variant, board, depth),
            (routes, unique),
            "{variant} depth {depth} (routes, unique)"
        );
    }
}

/// Checks one column (`unique` or routes) of a published list d1, d2, ….
fn check_column(variant: &str, fen: &str, unique: bool, counts: &[u64]) {
    let board = Board::from_fen(variant, fen).unwrap();
    for (i, &n) in counts.iter().enumerate() {
        let depth = i as u32 + 1;
        assert_eq!(
            board.perft(variant, depth, unique),
            n,
            "{variant} {fen} depth {depth}"
        );
    }
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

fn sorted(items: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = items.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

// ---------------------------------------------------------------------------
// Published perft from the start positions (reference.md §4.2).

/// §4.2 English (dctl `checkers`): d1–11 7, 49, 302, 1 469, 7 361, 36 768,
/// 179 740, … (both columns agree to d11).
#[test]
fn english_start_perft() {
    check_start(
        "english",
        &[
            (1, 7, 7),
            (2, 49, 49),
            (3, 302, 302),
            (4, 1_469, 1_469),
            (5, 7_361, 7_361),
            (6, 36_768, 36_768),
            (7, 179_740, 179_740),
        ],
    );
}

/// VARIANTS.md §13 Anti: "move generation is English's, so English's dctl
/// table applies [derived]: d1–11 7, 49, 302, 1 469, 7 361, 36 768, 179 740".
#[test]
fn anti_start_perft_is_englishs() {
    check_start(
        "anti",
        &[
            (1, 7, 7),
            (2, 49, 49),
            (3, 302, 302),
            (4, 1_469, 1_469),
            (5, 7_361, 7_361),
            (6, 36_768, 36_768),
            (7, 179_740, 179_740),
        ],
    );
}

/// §4.2 kish "Known perft values for the Turkish Draughts standard starting
/// position": 8, 64, 708, 7 538, 85 090; SPEC.md: "kish's Turkish table …
/// applies unchanged" to Persian.
#[test]
fn persian_and_turkish_start_perft_kish() {
    for variant in ["persian", "turkish"] {
        check_start(
            variant,
            &[
                (1, 8, 8),
                (2, 64, 64),
                (3, 708, 708),
                (4, 7_538, 7_538),
                (5, 85_090, 85_090),
            ],
        );
    }
}

/// §4.2 Dameo: "perft(1) = 52 (read)" (Freeling: 26 opening moves and their
/// mirror images); "52 × 52 = 2,704 for perft(2) follows by arithmetic
/// because no capture is possible at ply 2".
#[test]
fn dameo_start_perft() {
    check_start("dameo", &[(1, 52, 52), (2, 2_704, 2_704)]);
}

/// VARIANTS.md §3 International (dctl `international`): d1–7 9, 81, 658,
/// 4 265, 27 117, 167 140, 1 049 442.
#[test]
fn international_start_perft() {
    check_start(
        "international",
        &[
            (1, 9, 9),
            (2, 81, 81),
            (3, 658, 658),
            (4, 4_265, 4_265),
            (5, 27_117, 27_117),
            (6, 167_140, 167_140),
        ],
    );
}

/// VARIANTS.md §4 Brazilian (dctl `brazilian`): d1–7 7, 49, 302, 1 469,
/// 7 473, 37 628, 187 302; routes / unique: d8 907 836 / 907 830.
#[test]
fn brazilian_start_perft() {
    check_start(
        "brazilian",
        &[
            (1, 7, 7),
            (2, 49, 49),
            (3, 302, 302),
            (4, 1_469, 1_469),
            (5, 7_473, 7_473),
            (6, 37_628, 37_628),
            (7, 187_302, 187_302),
            (8, 907_836, 907_830),
        ],
    );
}

/// VARIANTS.md §5 Canadian (dctl `canadian`, "unique only"): 11, 121,
/// 1 222, 10 053, 79 049 (d1–5).
#[test]
fn canadian_start_perft_unique() {
    let start = Board::start("canadian");
    for (depth, n) in [(1, 11), (2, 121), (3, 1_222), (4, 10_053), (5, 79_049)] {
        assert_eq!(start.perft("canadian", depth, true), n, "depth {depth}");
    }
}

/// VARIANTS.md §6 Russian (dctl `russian`): d1–7 7, 49, 302, 1 469, 7 482,
/// 37 986, 190 146; routes / unique: d8 929 905 / 929 899.
#[test]
fn russian_start_perft() {
    check_start(
        "russian",
        &[
            (1, 7, 7),
            (2, 49, 49),
            (3, 302, 302),
            (4, 1_469, 1_469),
            (5, 7_482, 7_482),
            (6, 37_986, 37_986),
            (7, 190_146, 190_146),
            (8, 929_905, 929_899),
        ],
    );
}

/// VARIANTS.md §7 Pool (dctl `pool`, Black first): d1–7 7, 49, 302, 1 469,
/// 7 482, 37 986, 190 146; routes / unique: d8 929 902 / 929 896.
#[test]
fn pool_start_perft() {
    check_start(
        "pool",
        &[
            (1, 7, 7),
            (2, 49, 49),
            (3, 302, 302),
            (4, 1_469, 1_469),
            (5, 7_482, 7_482),
            (6, 37_986, 37_986),
            (7, 190_146, 190_146),
            (8, 929_902, 929_896),
        ],
    );
}

/// VARIANTS.md §8 Czech (dctl `czech`): d1–11 7, 49, 302, 1 469, 7 361,
/// 36 768, 179 740, … (columns agree to d11).
#[test]
fn czech_start_perft() {
    check_start(
        "czech",
        &[
            (1, 7, 7),
            (2, 49, 49),
            (3, 302, 302),
            (4, 1_469, 1_469),
            (5, 7_361, 7_361),
            (6, 36_768, 36_768),
            (7, 179_740, 179_740),
        ],
    );
}

/// VARIANTS.md §9 Italian (dctl `italian`, a1-light board): d1–11 7, 49,
/// 302, 1 469, 7 361, 36 473, 177 532, ….
#[test]
fn italian_start_perft() {
    check_start(
        "italian",
        &[
            (1, 7, 7),
            (2, 49, 49),
            (3, 302, 302),
            (4, 1_469, 1_469),
            (5, 7_361, 7_361),
            (6, 36_473, 36_473),
            (7, 177_532, 177_532),
        ],
    );
}

/// VARIANTS.md §10 Portuguese (dctl `spanish`, a1-light board): d1–11 7,
/// 49, 302, 1 469, 7 361, 36 473, 177 532, ….
#[test]
fn portuguese_start_perft() {
    check_start(
        "portuguese",
        &[
            (1, 7, 7),
            (2, 49, 49),
            (3, 302, 302),
            (4, 1_469, 1_469),
            (5, 7_361, 7_361),
            (6, 36_473, 36_473),
            (7, 177_532, 177_532),
        ],
    );
}

/// VARIANTS.md §11 Thai: "published only from the 12-man standard 8×8 start
/// with Thai rules (dctl `thai`, `initial(2)`; run with `--fen
/// W:Wa1,…,g3:Bb6,…,h8`): d1–11 7, 49, 302, 1 469, 7 361, 36 768, 179 740".
#[test]
fn thai_rules_from_the_twelve_man_start_perft() {
    let fen = "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8";
    check_board(
        "thai",
        &board("thai", fen),
        &[
            (1, 7, 7),
            (2, 49, 49),
            (3, 302, 302),
            (4, 1_469, 1_469),
            (5, 7_361, 7_361),
            (6, 36_768, 36_768),
            (7, 179_740, 179_740),
        ],
    );
}

/// VARIANTS.md §11 Thai: "From the real Thai start nothing is published;
/// perft(1) = 7 [derived]".
#[test]
fn thai_start_perft_1() {
    check_start("thai", &[(1, 7, 7)]);
}

/// VARIANTS.md §12 Frisian (dctl `frisian`): d1–3 9, 81, 658; routes /
/// unique: d4 3 880 / 3 874; d5 21 345 / 21 265; d6 103 584 / 102 431.
#[test]
fn frisian_start_perft() {
    check_start(
        "frisian",
        &[
            (1, 9, 9),
            (2, 81, 81),
            (3, 658, 658),
            (4, 3_880, 3_874),
            (5, 21_345, 21_265),
            (6, 103_584, 102_431),
        ],
    );
}

// ---------------------------------------------------------------------------
// Published perft of non-initial positions (reference.md §4.3).

/// §4.3 International "Random178" (dctl `fmjd.cpp`, drop duplicates):
/// 14, 55, 1,168, 5,432, 87,195.
#[test]
fn international_random178_perft() {
    check_column(
        "international",
        "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46",
        true,
        &[14, 55, 1_168, 5_432, 87_195],
    );
}

/// §4.3 International "Woldouby" (drop duplicates): 6, 12, 30, 73, 215, 590,
/// 1,944, 6,269, 22,369.
#[test]
fn international_woldouby_perft() {
    check_column(
        "international",
        "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38",
        true,
        &[6, 12, 30, 73, 215, 590, 1_944, 6_269, 22_369],
    );
}

/// §4.3 International "AllKings" `W:WK31,K32,…,K50:BK1,K2,…,K20` (drop
/// duplicates): 17, 79, 352, 1,399, 7,062.
#[test]
fn international_all_kings_perft() {
    let white: Vec<String> = (31..=50).map(|n| format!("K{n}")).collect();
    let black: Vec<String> = (1..=20).map(|n| format!("K{n}")).collect();
    let fen = format!("W:W{}:B{}", white.join(","), black.join(","));
    check_column("international", &fen, true, &[17, 79, 352, 1_399, 7_062]);
}

/// §4.3 International "AlmostPromotion" `W:W6,7,8,9,10:B41,42,43,44,45`
/// (drop duplicates): 9, 81, 795, 7,578, 86,351.
#[test]
fn international_almost_promotion_perft() {
    check_column(
        "international",
        "W:W6,7,8,9,10:B41,42,43,44,45",
        true,
        &[9, 81, 795, 7_578, 86_351],
    );
}

/// §4.3 International "FrontRows" `W:B16,17,18,19,20:W31,32,33,34,35`
/// (keep duplicates): 9, 81, 534, 2,538, 9,052, 29,999, 98,971.
#[test]
fn international_front_rows_perft_routes() {
    check_column(
        "international",
        "W:B16,17,18,19,20:W31,32,33,34,35",
        false,
        &[9, 81, 534, 2_538, 9_052, 29_999, 98_971],
    );
}

/// §4.3 Italian, keep duplicates (dctl `gilbert.cpp`, Ed Gilbert):
/// `W:W30,26,27,22,23,24,17,18,20:B14,15,16,9,11,5,6,1,3`: 5, 13, 42, 107,
/// 360, 1,099, 3,736; `B:W30,21,22,17,20,K6:B25,28,9,5,1,3`: 6, 47, 271,
/// 1,916, 10,810; `W:WK27,K28,17,20,9,K12,8:B21,24,K19,K13,14,K11,4`: 13,
/// 112, 828, 6,756, 46,241.
#[test]
fn italian_gilbert_positions_perft_routes() {
    check_column(
        "italian",
        "W:W30,26,27,22,23,24,17,18,20:B14,15,16,9,11,5,6,1,3",
        false,
        &[5, 13, 42, 107, 360, 1_099, 3_736],
    );
    check_column(
        "italian",
        "B:W30,21,22,17,20,K6:B25,28,9,5,1,3",
        false,
        &[6, 47, 271, 1_916, 10_810],
    );
    check_column(
        "italian",
        "W:WK27,K28,17,20,9,K12,8:B21,24,K19,K13,14,K11,4",
        false,
        &[13, 112, 828, 6_756, 46_241],
    );
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

/// §16 Parachute: "perft(1) = 7 [derived]".
#[test]
fn parachute_start_perft_1() {
    check_start("parachute", &[(1, 7, 7)]);
}

/// §16 Parachute Test: "`W:WPd8,h2:Bc7,e5` → only `d8xb6`; then b6 holds a
/// White man and d8 is empty".
#[test]
fn parachutist_single_capture_becomes_a_man() {
    let b = board("parachute", "W:WPd8,h2:Bc7,e5");
    let moves = b.routes("parachute");
    assert_eq!(texts(&moves), sorted(&["d8xb6"]));
    let after = b.play(&moves[0]);
    use common::naive::Kind;
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

/// §17 Gothic: "perft(1) = 22 [derived] (a2 and h2: 2 each; b2–g2: 3 each;
/// rank 1 blocked)".
#[test]
fn gothic_start_perft_1() {
    check_start("gothic", &[(1, 22, 22)]);
}

/// §17 Gothic Test: "`W:Wb6:Bb7,c8` → only `b6xb8`, crowned; a
/// continues-as-man reading would give `b6xb8xd8`".
#[test]
fn gothic_crowning_ends_the_capture() {
    let moves = board("gothic", "W:Wb6:Bb7,c8").routes("gothic");
    assert_eq!(texts(&moves), sorted(&["b6xb8"]));
    assert!(moves[0].crowns);
}

/// §18 Hawaiian: "perft(1) = 4, perft(2) = 12 [derived]"; "ply 1 — Black
/// removes one of its own pieces from a8, h1, d5 or e4"; "Each removal is a
/// move, written as the square".
#[test]
fn hawaiian_opening_removals() {
    check_start("hawaiian", &[(1, 4, 4), (2, 12, 12)]);
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
