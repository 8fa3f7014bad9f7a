//! Perft of the new variants against the published tables, copied into
//! `shared/rules/reference.md` §4.2 and VARIANTS.md from rhalbersma/dctl
//! `test/src/algo/traversal/initial/board_08x08.cpp`, `board_10x10.cpp`
//! and `board_large.cpp` (commit 09f2acf9), which cite the shashki.com
//! thread "Standard validation generator moves" and the FMJD/damforum
//! threads t=2308, t=2822 and t=4563.
//!
//! Columns: `Counting::Unique` = dctl "drop duplicates", checked at every
//! published depth. `Counting::Routes` = our route count, which VARIANTS.md
//! ("Counting routes") decides: it equals dctl's "keep duplicates" up to
//! depth 9 from every start, and from depth 10 on differs where a flying
//! king takes a piece and goes straight on; there the expected routes are
//! VARIANTS.md's own figures from two independent programs, and where
//! nothing independent exists the routes column is not checked.
//!
//! Depths with more than about ten million leaves are opt-in:
//! `cargo test -p draughts --release --test perft_published -- --ignored`.

use draughts::{Counting, Position, Variant, perft};

/// One published row: depth, routes (when known independently), unique.
type Row = (u32, Option<u64>, u64);

/// Checks `rows` from `fen`, or from the variant's start when `None`.
fn check(variant: Variant, fen: Option<&str>, rows: &[Row]) {
    let position = match fen {
        Some(fen) => Position::from_fen(variant, fen).expect("a valid FEN"),
        None => Position::start(variant),
    };
    for &(depth, routes, unique) in rows {
        assert_eq!(
            perft(&position, depth, Counting::Unique),
            unique,
            "{variant} unique, depth {depth}"
        );
        if let Some(routes) = routes {
            assert_eq!(
                perft(&position, depth, Counting::Routes),
                routes,
                "{variant} routes, depth {depth}"
            );
        }
    }
}

/// Rows where both columns are the same published number.
fn same(rows: &[(u32, u64)]) -> Vec<Row> {
    rows.iter().map(|&(d, n)| (d, Some(n), n)).collect()
}

/// VARIANTS.md §11: the published Thai table counts from the 12-man
/// standard 8×8 start with Thai rules (dctl `initial(2)`), not from the
/// real 8-man Thai start.
const THAI_12: &str = "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8";

/// English's first four plies, shared by every 8×8 variant with 12 men.
const EIGHT_BY_EIGHT: [(u32, u64); 4] = [(1, 7), (2, 49), (3, 302), (4, 1_469)];

#[test]
fn international_to_depth_7() {
    let rows = same(&[
        (1, 9),
        (2, 81),
        (3, 658),
        (4, 4_265),
        (5, 27_117),
        (6, 167_140),
        (7, 1_049_442),
    ]);
    check(Variant::International, None, &rows);
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn international_depths_8_to_10() {
    let rows = [
        (8, Some(6_483_971), 6_483_961),
        (9, Some(41_022_614), 41_022_423),
        (10, None, 258_895_763),
    ];
    check(Variant::International, None, &rows);
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn international_depth_11() {
    check(Variant::International, None, &[(11, None, 1_665_861_398)]);
}

#[test]
fn brazilian_to_depth_8() {
    let mut rows = same(&EIGHT_BY_EIGHT);
    rows.extend(same(&[(5, 7_473), (6, 37_628), (7, 187_302)]));
    rows.push((8, Some(907_836), 907_830));
    check(Variant::Brazilian, None, &rows);
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn brazilian_depths_9_to_12() {
    let rows = [
        (9, Some(4_431_847), 4_431_766),
        (10, Some(21_566_622), 21_560_022),
        (11, None, 105_491_257),
        (12, None, 511_882_477),
    ];
    check(Variant::Brazilian, None, &rows);
}

#[test]
fn russian_to_depth_8() {
    let mut rows = same(&EIGHT_BY_EIGHT);
    rows.extend(same(&[(5, 7_482), (6, 37_986), (7, 190_146)]));
    rows.push((8, Some(929_905), 929_899));
    check(Variant::Russian, None, &rows);
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn russian_depths_9_to_12() {
    let rows = [
        (9, Some(4_570_667), 4_570_586),
        (10, Some(22_450_647), 22_444_032),
        (11, None, 110_917_189),
        (12, None, 544_770_444),
    ];
    check(Variant::Russian, None, &rows);
}

#[test]
fn pool_to_depth_8() {
    let mut rows = same(&EIGHT_BY_EIGHT);
    rows.extend(same(&[(5, 7_482), (6, 37_986), (7, 190_146)]));
    rows.push((8, Some(929_902), 929_896));
    check(Variant::Pool, None, &rows);
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn pool_depths_9_to_12() {
    let rows = [
        (9, Some(4_570_615), 4_570_534),
        (10, Some(22_442_567), 22_435_955),
        (11, None, 110_833_952),
        (12, None, 544_005_148),
    ];
    check(Variant::Pool, None, &rows);
}

#[test]
fn czech_to_depth_9() {
    let mut rows = same(&EIGHT_BY_EIGHT);
    rows.extend(same(&[
        (5, 7_361),
        (6, 36_768),
        (7, 179_740),
        (8, 845_931),
        (9, 3_963_671),
    ]));
    check(Variant::Czech, None, &rows);
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn czech_depths_10_to_12() {
    let rows = [
        (10, Some(18_368_935), 18_368_918),
        (11, None, 84_967_210),
        (12, None, 386_262_109),
    ];
    check(Variant::Czech, None, &rows);
}

#[test]
fn portuguese_to_depth_9() {
    let mut rows = same(&EIGHT_BY_EIGHT);
    rows.extend(same(&[
        (5, 7_361),
        (6, 36_473),
        (7, 177_532),
        (8, 828_783),
        (9, 3_860_866),
    ]));
    check(Variant::Portuguese, None, &rows);
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn portuguese_depths_10_to_12() {
    let rows = [
        (10, None, 17_743_464),
        (11, None, 81_383_200),
        (12, None, 365_728_331),
    ];
    check(Variant::Portuguese, None, &rows);
}

#[test]
fn italian_to_depth_9() {
    let mut rows = same(&EIGHT_BY_EIGHT);
    rows.extend(same(&[
        (5, 7_361),
        (6, 36_473),
        (7, 177_532),
        (8, 828_783),
        (9, 3_860_875),
    ]));
    check(Variant::Italian, None, &rows);
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn italian_depths_10_to_12() {
    let rows = [
        (10, Some(17_761_384), 17_761_384),
        (11, Some(81_647_058), 81_647_058),
        (12, Some(367_917_147), 367_911_475),
    ];
    check(Variant::Italian, None, &rows);
}

#[test]
fn thai_from_the_twelve_man_start_to_depth_9() {
    let mut rows = same(&EIGHT_BY_EIGHT);
    rows.extend(same(&[
        (5, 7_361),
        (6, 36_768),
        (7, 179_740),
        (8, 845_931),
        (9, 3_963_648),
    ]));
    check(Variant::Thai, Some(THAI_12), &rows);
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn thai_from_the_twelve_man_start_depths_10_to_12() {
    let rows = [
        (10, None, 18_363_523),
        (11, None, 84_892_793),
        (12, None, 385_713_660),
    ];
    check(Variant::Thai, Some(THAI_12), &rows);
}

#[test]
fn frisian_to_depth_7() {
    let rows = [
        (1, Some(9), 9),
        (2, Some(81), 81),
        (3, Some(658), 658),
        (4, Some(3_880), 3_874),
        (5, Some(21_345), 21_265),
        (6, Some(103_584), 102_431),
        (7, Some(550_314), 540_126),
    ];
    check(Variant::Frisian, None, &rows);
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn frisian_depths_8_to_10() {
    let rows = [
        (8, Some(2_907_905), 2_825_779),
        (9, Some(16_204_497), 15_605_069),
        (10, None, 85_817_725),
    ];
    check(Variant::Frisian, None, &rows);
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn frisian_depth_11() {
    check(Variant::Frisian, None, &[(11, None, 491_186_430)]);
}

/// Canadian is published with duplicates dropped only.
#[test]
fn canadian_to_depth_6() {
    let rows = [
        (1, None, 11),
        (2, None, 121),
        (3, None, 1_222),
        (4, None, 10_053),
        (5, None, 79_049),
        (6, None, 584_100),
    ];
    check(Variant::Canadian, None, &rows);
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn canadian_depths_7_to_9() {
    let rows = [
        (7, None, 4_369_366),
        (8, None, 31_839_056),
        (9, None, 237_209_258),
    ];
    check(Variant::Canadian, None, &rows);
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn canadian_depth_10() {
    check(Variant::Canadian, None, &[(10, None, 1_761_652_936)]);
}
