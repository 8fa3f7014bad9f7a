//! The material clauses: a draw at once, or after N moves (2N plies, or N
//! moves of the stronger side where the rule says so) counted from the
//! moment the material named arises.

use super::{draw, king_move, man_step, play, safe_man_step, walk};
use crate::util::{any_move, pos, quiet_king_plies};
use draughts::{Color, EndReason, Game, Move, Position, Square, Variant};

fn on_long_diagonal(sq: Square) -> bool {
    sq.file() == sq.rank()
}

/// Walks `plies` quiet king plies from `fen` and expects the draw for
/// `reason` at the last of them, not before.
fn drawn_after(
    variant: Variant,
    fen: &str,
    plies: usize,
    reason: EndReason,
    allow: impl Fn(&Position, &Move) -> bool,
) {
    let mut game = Game::from_position(pos(variant, fen));
    quiet_king_plies(&mut game, plies, allow);
    assert_eq!(game.outcome(), draw(reason), "{variant} {fen}");
}

/// SPEC.md Persian: "draws: one king on each side and nothing else" —
/// drawn as soon as that material stands on the board, here by a capture.
#[test]
fn persian_one_king_each_is_drawn_at_once() {
    assert_eq!(
        Game::from_position(pos(Variant::Persian, "W:WKa1:BKh8")).outcome(),
        draw(EndReason::OneKingEach)
    );
    let mut game = Game::from_position(pos(Variant::Persian, "W:WKa1:BKh8,a3"));
    assert_eq!(game.outcome(), None);
    play(&mut game, &["a1xa4"]);
    assert_eq!(game.outcome(), draw(EndReason::OneKingEach));
}

/// SPEC.md Persian: "King against a lone man is played on."
#[test]
fn persian_king_against_a_lone_man_is_played_on() {
    let mut game = Game::from_position(pos(Variant::Persian, "W:WKa1:Bh7"));
    play(&mut game, &["a1-b1", "h7-h6", "b1-c1", "h6-g6"]);
    assert_eq!(game.outcome(), None);
}

/// SPEC.md Turkish: "one piece each, whatever their kind" — drawn at once.
#[test]
fn turkish_one_piece_each_is_drawn_at_once() {
    for fen in ["W:Wa2:Bh7", "W:WKa1:Bh7", "B:WKa1:BKh8"] {
        assert_eq!(
            Game::from_position(pos(Variant::Turkish, fen)).outcome(),
            draw(EndReason::OnePieceEach),
            "{fen}"
        );
    }
    let mut game = Game::from_position(pos(Variant::Turkish, "W:WKa1:Bh7,a3"));
    play(&mut game, &["a1xa4"]);
    assert_eq!(game.outcome(), draw(EndReason::OnePieceEach));
}

/// VARIANTS.md §3 International: "(b) a lone king against three pieces
/// with at least one king (3K, 2K+M, K+2M): draw after 16 moves".
#[test]
fn international_lone_king_against_three_is_drawn_after_sixteen_moves() {
    drawn_after(
        Variant::International,
        "W:WKa1,Kc1,Ke1:BKh10",
        32,
        EndReason::LoneKingLimit,
        any_move,
    );
}

/// VARIANTS.md §3 International: "(c) a lone king against at most two
/// pieces with at least one king (2K, K+M, K): draw after 5 moves".
#[test]
fn international_lone_king_against_two_is_drawn_after_five_moves() {
    drawn_after(
        Variant::International,
        "W:WKa1,Kc1:BKh10",
        10,
        EndReason::LoneKingLimit,
        any_move,
    );
}

/// VARIANTS.md §3 International: "A capture that turns (b) into (c) starts
/// the 5-move count".
#[test]
fn international_capture_from_three_to_two_starts_the_five_moves() {
    let mut game = Game::from_position(pos(Variant::International, "B:WKc1,Kf6,Kj2:BKe5"));
    play(&mut game, &["e5xg7"]);
    quiet_king_plies(&mut game, 10, any_move);
    assert_eq!(game.outcome(), draw(EndReason::LoneKingLimit));
}

/// VARIANTS.md §3 International: "promotions reset nothing in (b) and
/// (c)": K+2M against a lone king, a man crowned after 10 plies, drawn at
/// ply 32 all the same.
#[test]
fn international_promotion_does_not_restart_the_sixteen_moves() {
    let mut game = Game::from_position(pos(Variant::International, "W:WKe1,a9,a3:BKj6"));
    // The lone king keeps to files f–j, White's king away from b10.
    let zone = |p: &Position, m: &Move| match p.turn() {
        Color::White => m.to().file() >= 2,
        Color::Black => m.to().file() >= 5,
    };
    quiet_king_plies(&mut game, 10, zone);
    play(&mut game, &["a9-b10"]);
    quiet_king_plies(&mut game, 21, zone);
    assert_eq!(game.outcome(), draw(EndReason::LoneKingLimit));
}

/// VARIANTS.md §5 Canadian: "Draws: International's (a)–(c)": (b) "a lone
/// king against three pieces with at least one king …: draw after 16
/// moves".
#[test]
fn canadian_lone_king_against_three_is_drawn_after_sixteen_moves() {
    drawn_after(
        Variant::Canadian,
        "W:WKa1,Kc1,Ke1:BKj12",
        32,
        EndReason::LoneKingLimit,
        any_move,
    );
}

/// VARIANTS.md §5 Canadian: "Draws: International's (a)–(c)": (c) "a lone
/// king against at most two pieces with at least one king …: draw after 5
/// moves".
#[test]
fn canadian_lone_king_against_two_is_drawn_after_five_moves() {
    drawn_after(
        Variant::Canadian,
        "W:WKe1,Kg1:BKh12",
        10,
        EndReason::LoneKingLimit,
        any_move,
    );
}

/// FMJD-64 (a): "three or more kings against a lone king: draw if the
/// stronger side's 15th move does not take it". White (stronger) moves
/// first, so its 15th move is ply 29; the lone king keeps off the long
/// diagonal, where clause (d) would end it sooner.
fn fmjd64_three_kings(variant: Variant) {
    drawn_after(
        variant,
        "W:WKc1,Ke1,Kg1:BKa7",
        29,
        EndReason::LoneKingLimit,
        |_, m| !on_long_diagonal(m.to()),
    );
}

/// FMJD-64 (b): "15 moves with only king moves, no man move and no
/// capture".
fn fmjd64_fifteen_king_moves(variant: Variant) {
    drawn_after(
        variant,
        "W:WKa1,Kc1:BKf8,Kh8",
        30,
        EndReason::KingMovesLimit,
        any_move,
    );
}

/// FMJD-64 (c): "both sides have kings and the material does not change
/// (no capture, no promotion) for 30 moves when 4–5 pieces are on the
/// board, 60 moves when 6–7". Man moves every 21 plies keep clause (b)'s
/// 15 king moves from ending the game first; the men stand on the h-file
/// side, the kings keep to files a–d.
fn fmjd64_material_unchanged(variant: Variant, fen: &str, moves: usize) {
    let mut game = Game::from_position(pos(variant, fen));
    let left = |_: &Position, m: &Move| m.to().file() < 4;
    let mut played = 0;
    while played + 21 < 2 * moves {
        walk(
            &mut game,
            20,
            |p, m| king_move(p, m) && left(p, m),
            |p| safe_man_step(p).is_some(),
        );
        man_step(&mut game);
        played += 21;
    }
    quiet_king_plies(&mut game, 2 * moves - played, left);
    assert_eq!(
        game.outcome(),
        draw(EndReason::MaterialUnchanged),
        "{variant} {fen}"
    );
}

/// FMJD-64 (d): "3K, 2K+M or K+2M against a lone king that stands on the
/// long diagonal a1–h8: draw after 5 moves" (counted while the lone king
/// stays there).
fn fmjd64_long_diagonal(variant: Variant) {
    drawn_after(
        variant,
        "W:WKc1,Ke1,Kg1:BKa1",
        10,
        EndReason::LoneKingLimit,
        |p, m| match p.turn() {
            Color::White => !on_long_diagonal(m.to()),
            Color::Black => on_long_diagonal(m.to()),
        },
    );
}

/// FMJD-64 (e): "2K, K+M or K against a lone king: draw after 5 moves".
fn fmjd64_lone_king_against_two(variant: Variant) {
    drawn_after(
        variant,
        "W:WKc1,Ke1:BKh6",
        10,
        EndReason::LoneKingLimit,
        any_move,
    );
}

/// VARIANTS.md §6 Russian: "(a) three or more kings against a lone king:
/// draw if the stronger side's 15th move does not take it".
#[test]
fn russian_three_kings_against_a_lone_king_are_drawn_after_fifteen_of_their_moves() {
    fmjd64_three_kings(Variant::Russian);
}

/// VARIANTS.md §4 Brazilian: "the FMJD-64 rules listed under Russian":
/// "(a) three or more kings against a lone king: draw if the stronger
/// side's 15th move does not take it".
#[test]
fn brazilian_three_kings_against_a_lone_king_are_drawn_after_fifteen_of_their_moves() {
    fmjd64_three_kings(Variant::Brazilian);
}

/// VARIANTS.md §6 Russian: "(b) 15 moves with only king moves, no man move
/// and no capture", with two kings each (no material clause applies
/// sooner).
#[test]
fn russian_fifteen_moves_of_two_kings_each_are_a_draw() {
    fmjd64_fifteen_king_moves(Variant::Russian);
}

/// VARIANTS.md §4 Brazilian (FMJD-64 (b)): "15 moves with only king moves,
/// no man move and no capture".
#[test]
fn brazilian_fifteen_moves_of_two_kings_each_are_a_draw() {
    fmjd64_fifteen_king_moves(Variant::Brazilian);
}

/// VARIANTS.md §6 Russian: "(c) both sides have kings and the material
/// does not change … for 30 moves when 4–5 pieces are on the board".
#[test]
fn russian_unchanged_material_of_four_pieces_is_drawn_after_thirty_moves() {
    fmjd64_material_unchanged(Variant::Russian, "W:WKa1,h2:BKb8,h6", 30);
}

/// VARIANTS.md §4 Brazilian (FMJD-64 (c)): "… for 30 moves when 4–5
/// pieces are on the board".
#[test]
fn brazilian_unchanged_material_of_four_pieces_is_drawn_after_thirty_moves() {
    fmjd64_material_unchanged(Variant::Brazilian, "W:WKa1,h2:BKb8,h6", 30);
}

/// VARIANTS.md §6 Russian: "(c) … 60 moves when 6–7".
#[test]
fn russian_unchanged_material_of_six_pieces_is_drawn_after_sixty_moves() {
    fmjd64_material_unchanged(Variant::Russian, "W:WKa1,h2,f2:BKb8,h6,f8", 60);
}

/// VARIANTS.md §4 Brazilian (FMJD-64 (c)): "… 60 moves when 6–7".
#[test]
fn brazilian_unchanged_material_of_six_pieces_is_drawn_after_sixty_moves() {
    fmjd64_material_unchanged(Variant::Brazilian, "W:WKa1,h2,f2:BKb8,h6,f8", 60);
}

/// VARIANTS.md §6 Russian: "(d) 3K, 2K+M or K+2M against a lone king that
/// stands on the long diagonal a1–h8: draw after 5 moves".
#[test]
fn russian_lone_king_on_the_long_diagonal_is_drawn_after_five_moves() {
    fmjd64_long_diagonal(Variant::Russian);
}

/// VARIANTS.md §4 Brazilian (FMJD-64 (d)): "… a lone king that stands on
/// the long diagonal a1–h8: draw after 5 moves".
#[test]
fn brazilian_lone_king_on_the_long_diagonal_is_drawn_after_five_moves() {
    fmjd64_long_diagonal(Variant::Brazilian);
}

/// VARIANTS.md §6 Russian: "(e) 2K, K+M or K against a lone king: draw
/// after 5 moves".
#[test]
fn russian_lone_king_against_two_is_drawn_after_five_moves() {
    fmjd64_lone_king_against_two(Variant::Russian);
}

/// VARIANTS.md §4 Brazilian (FMJD-64 (e)): "2K, K+M or K against a lone
/// king: draw after 5 moves".
#[test]
fn brazilian_lone_king_against_two_is_drawn_after_five_moves() {
    fmjd64_lone_king_against_two(Variant::Brazilian);
}

/// VARIANTS.md §7 Pool: "three kings against one king: the three-king side
/// must win within 13 of its own moves, else draw" — White moves first, so
/// its 13th move is ply 25.
#[test]
fn pool_three_kings_against_one_are_drawn_after_thirteen_of_their_moves() {
    drawn_after(
        Variant::Pool,
        "W:WKc1,Ke1,Kg1:BKa7",
        25,
        EndReason::LoneKingLimit,
        any_move,
    );
}

/// VARIANTS.md §12 Frisian: "two kings against one king: draw after 7
/// moves".
#[test]
fn frisian_two_kings_against_one_are_drawn_after_seven_moves() {
    drawn_after(
        Variant::Frisian,
        "W:WKa1,Kc1:BKh10",
        14,
        EndReason::LoneKingLimit,
        any_move,
    );
}

/// VARIANTS.md §12 Frisian: "one king against one king: draw after 2
/// moves" (the DECISION's approximation of "drawn at once unless a capture
/// is forced now or next move").
#[test]
fn frisian_one_king_against_one_is_drawn_after_two_moves() {
    drawn_after(
        Variant::Frisian,
        "W:WKc1:BKh10",
        4,
        EndReason::LoneKingLimit,
        any_move,
    );
}
