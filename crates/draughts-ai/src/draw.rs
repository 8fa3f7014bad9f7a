//! The variants' draw rules as the search applies them (SPEC.md, "draws"
//! of each variant): the no-progress counter and the material draws.
//! Threefold repetition is kept by [`crate::line::Line`].
//!
//! These mirror `draughts::Game`, which is authoritative; the test
//! `draw_rules_agree_with_the_engine` plays games to check they agree.

use draughts::{BitWord, Board, Color, Rules, Variant};

/// A variant's no-progress rule as the search applies it: after `limit`
/// plies without a reset the game is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ProgressRule {
    /// Plies without progress that draw the game (`u32::MAX`: no rule).
    pub limit: u32,
    /// A man move resets the counter (a capture always does).
    pub man_move_resets: bool,
}

/// The no-progress rule of `variant` (the engine's, or none).
pub(crate) const fn progress_rule(variant: Variant) -> ProgressRule {
    match variant.progress_rule() {
        Some(rule) => ProgressRule {
            limit: rule.limit,
            man_move_resets: rule.man_move_resets,
        },
        None => ProgressRule {
            limit: u32::MAX,
            man_move_resets: false,
        },
    }
}

/// Whether `board` is drawn at once by material: Persian one king each and
/// nothing else, Turkish one piece each. (The variants' counted material
/// clauses are left to the game.)
#[inline(always)]
pub(crate) fn material_draw<R: Rules>(board: &Board<R>) -> bool {
    let one_each = board.count(Color::White) == 1 && board.count(Color::Black) == 1;
    match R::VARIANT {
        Variant::Persian => one_each && board.kings().count() == 2,
        Variant::Turkish => one_each,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use draughts::{Game, Position, Role, WithBoard};

    use super::*;
    use crate::line::{Line, MoveKind};
    use crate::rng::Rng;

    struct MaterialDraw;

    impl WithBoard for MaterialDraw {
        type Output = bool;
        fn run<R: Rules>(self, board: &Board<R>) -> bool {
            material_draw(board)
        }
    }

    /// Plays random games and checks, position by position, that the
    /// search's view of the draw rules is the engine's.
    #[test]
    fn draw_rules_agree_with_the_engine() {
        let mut rng = Rng::new(2024);
        let mut draws = 0;
        for variant in Variant::ALL {
            for _ in 0..40 {
                let mut game = Game::new(variant);
                let mut line =
                    Line::new(&[game.position().zobrist()], 0, progress_rule(variant), 0);
                // Variants without a no-progress rule can wander for long
                // among king moves: a game is cut after 600 plies.
                while !game.is_over() && game.ply() < 600 {
                    let moves = game.position().legal_moves();
                    let mv = &moves[rng.below(moves.len())];
                    let before: Position = *game.position();
                    let kind = match before.piece_at(mv.from()).map(|p| p.role) {
                        _ if mv.is_capture() => MoveKind::Capture,
                        Some(Role::King) => MoveKind::King,
                        _ if mv.from().rank() == mv.to().rank() => MoveKind::ManSideways,
                        _ => MoveKind::ManForward,
                    };
                    game.play(mv).unwrap();
                    line.push(game.position().zobrist(), kind);
                    // The engine's `Game` also cuts its repetition history at
                    // sideways man moves, which can be undone: the search may
                    // see more repetitions, never fewer. Without sideways men
                    // the two agree exactly.
                    let game_repeats = game.repetitions() >= 2;
                    assert!(!game_repeats || line.repeated(), "{variant}");
                    if matches!(variant, Variant::English | Variant::Dameo) {
                        assert_eq!(line.repeated(), game_repeats, "{variant}");
                    }
                    let by_rule = game.quiet_plies() >= progress_rule(variant).limit;
                    assert_eq!(line.progress_exhausted(), by_rule, "{variant}");
                    let material = game.position().with_board(MaterialDraw);
                    if material {
                        assert!(game.is_over(), "{variant}: material draw not seen");
                    }
                }
                draws += usize::from(game.outcome().is_some_and(|o| o.winner.is_none()));
            }
        }
        assert!(draws > 0, "the random games should reach some draws");
    }
}
