//! Each variant's rules as compile-time parameters (`reference.md` §1,
//! P1–P14, and the extra ones VARIANTS.md needs), so one generator serves
//! every variant and is monomorphized into a specialised one per variant.
//! The values for each variant are in `variants.rs`.

mod variants;

pub use variants::*;

use std::fmt::Debug;
use std::hash::Hash;

use crate::bits::BitWord;
use crate::dir::Dir;
use crate::layout::Layout;
use crate::variant::Variant;

/// When captured pieces leave the board (P8).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Removal {
    /// Each piece leaves as it is jumped; later jumps may cross its square.
    Immediate,
    /// Captured pieces stay until the move ends: they block and cannot be
    /// jumped twice.
    Deferred,
}

/// What happens to a man that reaches a promotion square during a capture
/// (P10).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Crowning {
    /// It goes on capturing as a man and is crowned only if the move ends on
    /// a promotion square.
    AtEnd,
    /// It is crowned and the move ends there.
    Stops,
    /// It is crowned at once and, if it can capture further as a king, goes
    /// on as a king in the same move (Russian).
    ContinuesAsKing,
}

/// Which capture sequences may be chosen (P12). Capture always has
/// precedence over a quiet move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// Any sequence, but it must be completed.
    Free,
    /// A sequence taking the most pieces, kings and men counting the same;
    /// ties free.
    Maximum,
    /// If any king can capture, only king captures; among them free (Czech
    /// family).
    KingPriority,
    /// The most pieces, then the most kings among them (Portuguese).
    MostKings,
    /// Italian: the most pieces; then a capture by a king; then the most
    /// kings; then the king met earliest; ties free.
    Italian,
    /// Frisian: the most value (a king worth more than a man, less than
    /// two); then a capture by a king; ties free.
    Frisian,
}

/// How a capture sequence goes on after a jump (P11).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chain {
    /// While the piece can jump again it must.
    Complete,
    /// The piece may stop after any jump, and further jumps keep the first
    /// jump's direction (Hawaiian).
    OptionalStraight,
}

/// The board word of rules `R`.
pub type Word<R> = <<R as Rules>::Layout as Layout>::Word;

/// A variant's move rules. Directions are given as White sees them; Black's
/// are mirrored (except in One-way, where both sides' men go up).
pub trait Rules: Copy + Eq + Hash + Debug + Default + Send + Sync + 'static {
    /// The board layout.
    type Layout: Layout;
    /// The variant these rules implement.
    const VARIANT: Variant;
    /// Directions of a man's quiet step (P4).
    const MAN_STEPS: &'static [Dir];
    /// A man's step may be a linear move: the rear man of a line of own men
    /// jumps to the first square beyond it (Dameo).
    const LINEAR_MOVES: bool = false;
    /// Directions of a man's first capture jump (P5).
    const MAN_CAPTURES: &'static [Dir];
    /// Directions of a man's later jumps in the same move (Alquerque: any).
    const MAN_LATER_CAPTURES: &'static [Dir] = Self::MAN_CAPTURES;
    /// Men may capture kings (not in Italian).
    const MEN_TAKE_KINGS: bool = true;
    /// Directions of a king's quiet move.
    const KING_STEPS: &'static [Dir];
    /// Directions of a king's capture.
    const KING_CAPTURES: &'static [Dir];
    /// Kings move and capture at any distance (P6, P7: landing anywhere
    /// beyond the captured piece).
    const FLYING_KINGS: bool;
    /// A flying king lands on the square right behind the piece it takes
    /// (Thai).
    const KING_LANDS_BEHIND: bool = false;
    /// When captured pieces leave the board (P8).
    const REMOVAL: Removal;
    /// A 180° turn between two jumps is forbidden (P9).
    const NO_REVERSAL: bool = false;
    /// Crowning during a capture (P10).
    const CROWNING: Crowning;
    /// Choice among captures (P12).
    const CHOICE: Choice;
    /// How a capture goes on after a jump.
    const CHAIN: Chain = Chain::Complete;
    /// The men of both sides move and capture toward rank 8 (One-way).
    const ONE_WAY: bool = false;
    /// Men standing on their own promotion rank are parachutists: no quiet
    /// move, one capture backward that lands them as men (Parachute).
    const PARACHUTES: bool = false;
    /// The first two moves remove a piece of the mover's own (Hawaiian).
    const OPENING_REMOVALS: bool = false;
    /// Men are crowned at all.
    const PROMOTES: bool = true;
    /// Men on their last rank may still make quiet moves (not in Alquerque).
    const QUIET_ON_LAST_RANK: bool = true;
    /// While its side has a man, a king may make at most this many quiet
    /// moves in a row (Frisian: 3; 0 = no limit).
    const KING_QUIET_LIMIT: u8 = 0;

    /// The squares on which a man of White (`white`) or Black is crowned.
    #[inline(always)]
    fn promotion(white: bool) -> Word<Self> {
        if Self::PROMOTES {
            Self::last_rank(white)
        } else {
            Word::<Self>::ZERO
        }
    }

    /// The rank White's (`white`) or Black's men move toward.
    #[inline(always)]
    fn last_rank(white: bool) -> Word<Self> {
        if white || Self::ONE_WAY {
            Self::Layout::rank(Self::Layout::RANKS - 1)
        } else {
            Self::Layout::rank(0)
        }
    }

    /// `d` (as White sees it) for a man of White (`white`) or Black.
    #[inline(always)]
    fn man_dir(d: Dir, white: bool) -> Dir {
        d.for_side(white || Self::ONE_WAY)
    }
}
