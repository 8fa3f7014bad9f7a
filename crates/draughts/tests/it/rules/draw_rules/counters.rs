//! The no-progress rules: N moves by each side (2N plies) with no capture,
//! or with neither a capture nor a man move, draw the game. Each test walks
//! the kings (never repeating a position, never offering a capture), plays
//! one man move after 10 plies, and walks on: where the rule text counts a
//! man move as progress the count restarts there, elsewhere it runs on.

use super::{draw, king_move, man_step, safe_man_step, walk};
use crate::util::{any_move, pos, quiet_king_plies};
use draughts::{EndReason, Game, Move, Position, Variant};

/// Plies walked before the man move.
const BEFORE: usize = 10;

/// Kings stay on files a–d, away from the men on the right-hand edge.
fn left(_: &Position, m: &Move) -> bool {
    m.to().file() < 4
}

/// From `fen` (White to move, with a White man that can step safely):
/// `BEFORE` king plies, a man move, then king plies up to the draw, which
/// must come `limit` plies after the man move when `man_resets`, else
/// `limit` plies after the start, and not one ply earlier.
fn no_progress(variant: Variant, fen: &str, limit: usize, man_resets: bool, reason: EndReason) {
    let mut game = Game::from_position(pos(variant, fen));
    walk(
        &mut game,
        BEFORE,
        |p, m| king_move(p, m) && left(p, m),
        |p| safe_man_step(p).is_some(),
    );
    man_step(&mut game);
    let rest = if man_resets {
        limit
    } else {
        limit - BEFORE - 1
    };
    quiet_king_plies(&mut game, rest, left);
    assert_eq!(game.outcome(), draw(reason), "{variant}");
}

macro_rules! no_progress {
    ($($(#[$doc:meta])* $name:ident: $variant:ident, $fen:literal, $moves:literal moves,
        man move resets: $resets:literal, $reason:ident;)*) => {
        $(
            $(#[$doc])*
            #[test]
            fn $name() {
                no_progress(Variant::$variant, $fen, 2 * $moves, $resets, EndReason::$reason);
            }
        )*
    };
}

no_progress! {
    /// SPEC.md Persian: "50 moves by each side (100 plies) in which only
    /// kings moved and nothing was captured".
    persian_fifty_moves_each_of_only_kings_is_a_draw:
        Persian, "W:WKa1,Kb1,h2:BKa8,Kb8,h7", 50 moves, man move resets: true, KingMovesLimit;
    /// SPEC.md Turkish: "50 moves by each side (100 plies) without a
    /// capture" — a man move is no capture, so it does not restart the count.
    turkish_fifty_moves_each_without_a_capture_is_a_draw:
        Turkish, "W:WKa1,Kb1,h2:BKa8,Kb8,h7", 50 moves, man move resets: false, NoCaptureLimit;
    /// SPEC.md English: "40 moves by each side (80 plies) without a
    /// capture".
    english_forty_moves_each_without_a_capture_is_a_draw:
        English, "W:WKa1,Kc1,h2:BKb8,Kd8,h6", 40 moves, man move resets: false, NoCaptureLimit;
    /// VARIANTS.md §13 Anti: "Everything as `english` … 40-move and
    /// threefold draws".
    anti_forty_moves_each_without_a_capture_is_a_draw:
        Anti, "W:WKa1,Kc1,h2:BKb8,Kd8,h6", 40 moves, man move resets: false, NoCaptureLimit;
    /// VARIANTS.md §17 Gothic: "Draws: as `english`: 40 moves without a
    /// capture."
    gothic_forty_moves_each_without_a_capture_is_a_draw:
        Gothic, "W:WKa1,Kb1,h2:BKa8,Kb8,h7", 40 moves, man move resets: false, NoCaptureLimit;
    /// SPEC.md Dameo: "50 moves by each side with no capture and no man
    /// move (mutual impotence)".
    dameo_fifty_moves_each_without_a_capture_or_man_move_is_a_draw:
        Dameo, "W:WKa1,Kb1,h2:BKa8,Kb8,h7", 50 moves, man move resets: true, MutualImpotence;
    /// VARIANTS.md §3 International: "(a) 25 moves with only king moves —
    /// any capture or man move resets".
    international_twenty_five_moves_each_of_only_kings_is_a_draw:
        International, "W:WKa1,Kc1,j2:BKb10,Kd10,j8", 25 moves, man move resets: true, KingMovesLimit;
    /// VARIANTS.md §5 Canadian: "Draws: International's (a)–(c)": (a) "25
    /// moves with only king moves — any capture or man move resets".
    canadian_twenty_five_moves_each_of_only_kings_is_a_draw:
        Canadian, "W:WKa1,Kc1,l2:BKb12,Kd12,l10", 25 moves, man move resets: true, KingMovesLimit;
    /// VARIANTS.md §6 Russian: "(b) 15 moves with only king moves, no man
    /// move and no capture".
    russian_fifteen_moves_each_of_only_kings_is_a_draw:
        Russian, "W:WKa1,Kc1,h2:BKb8,Kd8,h6", 15 moves, man move resets: true, KingMovesLimit;
    /// VARIANTS.md §4 Brazilian: "Draws: the FMJD-64 rules listed under
    /// Russian": (b) "15 moves with only king moves, no man move and no
    /// capture".
    brazilian_fifteen_moves_each_of_only_kings_is_a_draw:
        Brazilian, "W:WKa1,Kc1,h2:BKb8,Kd8,h6", 15 moves, man move resets: true, KingMovesLimit;
    /// VARIANTS.md §8 Czech: "Draws: 15 moves with no capture and no man
    /// move"; "The 15-move count is per side".
    czech_fifteen_moves_each_without_a_capture_or_man_move_is_a_draw:
        Czech, "W:WKa1,Kc1,h2:BKb8,Kd8,h6", 15 moves, man move resets: true, KingMovesLimit;
    /// VARIANTS.md §14 Corner: "Everything else as Czech: … 15-move draw
    /// rule".
    corner_fifteen_moves_each_without_a_capture_or_man_move_is_a_draw:
        Corner, "W:WKa1,Kc1,h2:BKb8,Kd8,h6", 15 moves, man move resets: true, KingMovesLimit;
    /// VARIANTS.md §15 One-way: "Everything else as Czech: … 15-move draw
    /// rule".
    oneway_fifteen_moves_each_without_a_capture_or_man_move_is_a_draw:
        Oneway, "W:WKa1,Kc1,h2:BKb8,Kd8,h6", 15 moves, man move resets: true, KingMovesLimit;
    /// VARIANTS.md §16 Parachute: "Everything else as Czech: … 15-move draw
    /// rule".
    parachute_fifteen_moves_each_without_a_capture_or_man_move_is_a_draw:
        Parachute, "W:WKa1,Kc1,h2:BKb8,Kd8,h6", 15 moves, man move resets: true, KingMovesLimit;
    /// VARIANTS.md §9 Italian: "Draws: 40 moves with only king moves and no
    /// capture."
    italian_forty_moves_each_of_only_kings_is_a_draw:
        Italian, "W:WKb1,Kd1,h1:BKa8,Kc8,h7", 40 moves, man move resets: true, KingMovesLimit;
}

/// Plies longer than every move-count rule of the catalogue (Persian's,
/// Turkish's and Dameo's 100).
const LONG: usize = 120;

/// VARIANTS.md §7 Pool: "Draws: three kings against one king …"; "Only
/// the 13-move clause is applied" (no move-count rule).
#[test]
fn pool_has_no_move_count_rule() {
    let mut game = Game::from_position(pos(Variant::Pool, "W:WKa1,Kc1:BKf8,Kh8"));
    quiet_king_plies(&mut game, LONG, any_move);
    assert_eq!(game.outcome(), None);
}

/// VARIANTS.md §10 Portuguese: "Draws: threefold only."
#[test]
fn portuguese_has_no_move_count_rule() {
    let mut game = Game::from_position(pos(Variant::Portuguese, "W:WKb1,Kd1:BKe8,Kg8"));
    quiet_king_plies(&mut game, LONG, any_move);
    assert_eq!(game.outcome(), None);
}

/// VARIANTS.md §11 Thai: "Draws: threefold only."; "No move-count rule was
/// found."
#[test]
fn thai_has_no_move_count_rule() {
    let mut game = Game::from_position(pos(Variant::Thai, "W:WKa1,Kc1:BKf8,Kh8"));
    quiet_king_plies(&mut game, LONG, any_move);
    assert_eq!(game.outcome(), None);
}

/// VARIANTS.md §12 Frisian: "Draws: two kings against one king: draw after
/// 7 moves; one king against one king: draw after 2 moves" — nothing for
/// two kings against two.
#[test]
fn frisian_has_no_move_count_rule() {
    let mut game = Game::from_position(pos(Variant::Frisian, "W:WKa1,Kc1:BKh10,Kj10"));
    quiet_king_plies(&mut game, LONG, any_move);
    assert_eq!(game.outcome(), None);
}

/// VARIANTS.md §19 Alquerque: "Draws: threefold only."; "No move-count
/// rule (none in BrainKing or the seed)." Pieces shuffle sideways on their
/// first two rows without repeating a position.
#[test]
fn alquerque_has_no_move_count_rule() {
    let mut game = Game::from_position(pos(Variant::Alquerque, "W:Wa1,c1,b2,d2:Ba5,c5,b4,d4"));
    let sideways = |_: &Position, m: &Move| m.from().rank() == m.to().rank();
    walk(&mut game, LONG, sideways, |_| true);
    assert_eq!(game.outcome(), None);
}
