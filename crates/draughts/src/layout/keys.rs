//! Zobrist keys shared by every layout: one fixed, well-mixed 64-bit key per
//! (side, kind of piece, bit index). Keys for bits 0–63 are those the 8x8
//! layout has always used, so 8x8 keys did not change when wider boards came.

use crate::color::Color;

/// SplitMix64: a fixed, seedless source of well-mixed hash keys.
const fn splitmix(state: u64) -> u64 {
    let mut z = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Most bits a layout uses (12x12 with its guard bits).
const BITS: usize = 128;

/// `KEYS[color * 2 + king][bit]`.
static KEYS: [[u64; BITS]; 4] = {
    let mut keys = [[0u64; BITS]; 4];
    let mut kind = 0;
    while kind < 4 {
        let mut bit = 0;
        while bit < BITS {
            let seed = if bit < 64 {
                kind * 64 + bit
            } else {
                256 + kind * 64 + (bit - 64)
            };
            keys[kind][bit] = splitmix((seed as u64 + 1).wrapping_mul(0x2545_F491_4F6C_DD1D));
            bit += 1;
        }
        kind += 1;
    }
    keys
};

/// The key of a piece of `color` (a king when `king`) on bit `index`.
#[inline(always)]
pub(crate) fn key(color: Color, king: bool, index: u8) -> u64 {
    KEYS[color.index() * 2 + usize::from(king)][usize::from(index)]
}
