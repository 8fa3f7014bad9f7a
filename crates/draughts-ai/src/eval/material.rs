//! An evaluation for any board: material, with men worth more as they
//! advance. Anti checkers counts material against its owner.

use draughts::{BitWord, Board, Color, Layout, Rules, Variant};

use super::EvalStyle;

/// A man's value.
const MAN: i32 = 100;
/// A flying king's value, and a short king's.
const FLYING_KING: i32 = 300;
const SHORT_KING: i32 = 150;
/// Bonus per rank a man has advanced, beyond `Material` style.
const PER_RANK: i32 = 4;

/// White's advantage on `board`.
pub(super) fn evaluate<R: Rules>(board: &Board<R>, style: EvalStyle) -> i32 {
    let king = if R::FLYING_KINGS {
        FLYING_KING
    } else {
        SHORT_KING
    };
    let side = |color: Color| {
        let men = board.men(color);
        let kings = board.bits(color) & board.kings();
        let mut score = MAN * men.count() as i32 + king * kings.count() as i32;
        if style != EvalStyle::Material {
            for rank in 0..R::Layout::RANKS {
                let advanced = match color {
                    Color::Black if !R::ONE_WAY => R::Layout::RANKS - 1 - rank,
                    _ => rank,
                };
                let on_rank = (men & R::Layout::rank(rank)).count() as i32;
                score += PER_RANK * i32::from(advanced) * on_rank;
            }
        }
        score
    };
    let white = side(Color::White) - side(Color::Black);
    if R::VARIANT == Variant::Anti {
        -white
    } else {
        white
    }
}
