//! What PDN 3.0 fixes per GameType, beyond the engine's own facts: the
//! result tokens, the side a result is read from, the capture separator,
//! and the one game (Thai) whose standard description names its sides and
//! its squares otherwise than our rules do.
//!
//! Sources, all from the standard's text (<https://pdn.fmjd.org>):
//! - the GameType table (`gametype.html`): its "Result type" column says
//!   International for 20 (International) and 27 (Canadian) and Default for
//!   every other game; its "Capture Separator" column says `:` for 25
//!   (Russian) and 41, `-` for 31 (Thai) and `x` for the others; its "Full
//!   details" of Thai are `31,B,8,8,N2,0`;
//! - the Result tag (`pdntags.html`): Default results are `1-0`, `0-1`,
//!   `1/2-1/2`, `0-0`, `*`; International ones `2-0`, `0-2`, `1-1`, `0-0`,
//!   `*`;
//! - the PDN 2.0 draft the standard builds on and cites for the Result tag
//!   (\[Nemesis\], archived with the standard as `pdn2.txt`): in English
//!   draughts, where Black moves first, `1-0` is a Black win and `0-1` a
//!   White win. A result is read from the side that starts, which is White
//!   in every other game of the table.

use draughts::{Color, Variant};

/// Which result tokens a GameType uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultType {
    /// `1-0`, `0-1`, `1/2-1/2`.
    Default,
    /// `2-0`, `0-2`, `1-1`.
    International,
}

/// The result type of the variant's GameType: International for the
/// standard's 20 and 27, Default for every other (ours included).
pub fn result_type(variant: Variant) -> ResultType {
    match variant.pdn_game_type() {
        20 | 27 => ResultType::International,
        _ => ResultType::Default,
    }
}

/// The character between the squares of a capture in the variant's PDN:
/// the standard's column where it numbers the game, else the variant's own.
pub fn capture_separator(variant: Variant) -> char {
    match variant.pdn_game_type() {
        25 | 41 => ':',
        31 => '-',
        20..=49 => 'x',
        _ => variant.capture_separator(),
    }
}

/// Whether the variant's PDN names the sides the other way round from our
/// rules. Only Thai: the standard has Black start (`31,B,…`), our rules
/// have White start (VARIANTS.md §11: "PDN 31 says Black. It only names the
/// colours"). Its record then calls our White "Black" throughout: the
/// `Black` tag, the `FEN` tag, the start colour.
pub fn names_swapped(variant: Variant) -> bool {
    variant.pdn_game_type() == 31
}

/// The colour the variant's PDN gives a side of our rules.
pub fn pdn_color(variant: Variant, color: Color) -> Color {
    if names_swapped(variant) {
        !color
    } else {
        color
    }
}

/// Whether the variant's PDN writes squares as numbers: where its players
/// do, and in Thai, which the standard numbers (`N2`) although its players
/// here write squares like `c3`.
pub fn numbered(variant: Variant) -> bool {
    variant.numbered_notation() || variant.pdn_game_type() == 31
}
