//! Moves counted from the bitboards, without generating them: a man's
//! quiet steps and single jumps, for any layout (on Alquerque's points a
//! diagonal step exists only from the points with diagonal lines, which
//! the layout's steps already know).

use draughts::{BitWord, Dir, Layout, Rules, Word};

/// The quiet one-square steps of `men` (White's when `white`) along the
/// rules' man directions into `empty`.
#[inline(always)]
pub(super) fn steps<R: Rules>(men: Word<R>, empty: Word<R>, white: bool) -> i32 {
    R::MAN_STEPS
        .iter()
        .map(|&d| (R::Layout::step(men, R::man_dir(d, white)) & empty).count() as i32)
        .sum()
}

/// The single jumps of `pieces` along `dirs` (as White sees them; mirrored
/// for Black unless `white`) over one of `enemy` into `empty`.
#[inline(always)]
pub(super) fn jumps<R: Rules>(
    pieces: Word<R>,
    enemy: Word<R>,
    empty: Word<R>,
    dirs: &[Dir],
    white: bool,
) -> i32 {
    dirs.iter()
        .map(|&d| {
            let d = R::man_dir(d, white);
            let over = R::Layout::step(pieces, d) & enemy;
            (R::Layout::step(over, d) & empty).count() as i32
        })
        .sum()
}
