//! Hawaiian's opening removals (VARIANTS.md §18): "ply 1 — Black removes one
//! of its own pieces from a8, h1, d5 or e4 … Ply 2 — White removes one of
//! its own pieces orthogonally adjacent to that empty square … The phase
//! follows from the position: 32 v 32 → Black removes; Black 31, White 32,
//! White to move → White removes."

use crate::bits::BitWord;
use crate::board::Board;
use crate::color::Color;
use crate::dir::Dir;
use crate::layout::Layout;
use crate::rules::{Rules, Word};
use crate::square::Square;

/// The corners and centre of the long diagonal a8–h1.
const FIRST_REMOVALS: [(u8, u8); 4] = [(0, 7), (7, 0), (3, 4), (4, 3)];

/// The squares the side to move may empty now, or `None` when the opening
/// is over.
pub(crate) fn removals<R: Rules>(board: &Board<R>) -> Option<Word<R>> {
    let full = R::Layout::all().count() / 2;
    let (white, black) = (board.count(Color::White), board.count(Color::Black));
    match board.turn() {
        Color::Black if black == full && white == full => {
            let squares = FIRST_REMOVALS
                .iter()
                .filter_map(|&(file, rank)| R::Layout::index(Square::new(file, rank)))
                .fold(Word::<R>::ZERO, |w, i| w | Word::<R>::single(i));
            Some(squares & board.bits(Color::Black))
        }
        Color::White if white == full && black + 1 == full => {
            let empty = R::Layout::all() & !board.occupied();
            let around = Dir::ORTHOGONAL
                .iter()
                .fold(Word::<R>::ZERO, |w, &d| w | R::Layout::step(empty, d));
            Some(around & board.bits(Color::White))
        }
        _ => None,
    }
}
