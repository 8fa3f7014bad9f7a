//! Endgame technique: when one side has only kings left and is behind by a
//! man or more, the stronger side is rewarded for bringing its kings close
//! and pushing the weak kings to the edge (away from `refuges`, squares
//! where the weak kings hold best, such as English double corners).

use draughts::BitWord;

use super::tables::{centrality, distance};
use super::{Sides, Values};

/// The drive term, for White (positive when White is the one driving).
#[inline(always)]
pub(super) fn drive(s: &Sides, values: &Values, refuges: u64) -> i32 {
    let mut score = 0;
    for (strong, weak, sign) in [(0, 1, 1), (1, 0, -1)] {
        if s.men[weak] != 0 || s.kings[weak] == 0 {
            continue;
        }
        if values.material(s, strong) < values.material(s, weak) + values.man {
            continue;
        }
        let mut bonus = 0;
        for w in s.kings[weak].iter() {
            bonus += (3 - i32::from(centrality(usize::from(w)))) * 12;
            if refuges.has(w) {
                bonus -= 25;
            }
            for k in s.kings[strong].iter() {
                bonus += (7 - distance(k, w)) * 4;
            }
        }
        score += sign * bonus;
    }
    score
}
