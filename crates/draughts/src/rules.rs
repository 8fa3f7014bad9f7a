//! Each variant's rules as compile-time parameters (`reference.md` §1,
//! P1–P14), so one generator serves every variant and is monomorphized into
//! a specialised one per variant.

use std::fmt::Debug;
use std::hash::Hash;

use crate::dir::Dir;
use crate::layout::{Board8, Layout};
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

/// What happens to a man that reaches its promotion rank during a capture
/// (P10).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Crowning {
    /// It goes on capturing as a man and is crowned only if the move ends on
    /// the promotion rank.
    AtEnd,
    /// It is crowned and the move ends there.
    Stops,
}

/// Which capture sequences may be chosen (P12).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// Any sequence, but it must be completed.
    Free,
    /// A sequence taking the most pieces, kings and men counting the same.
    Maximum,
}

/// A variant's move rules. Directions are given as White sees them; Black's
/// are mirrored.
pub trait Rules: Copy + Eq + Hash + Debug + Default + Send + Sync + 'static {
    /// The board layout.
    type Layout: Layout;
    /// The variant these rules implement.
    const VARIANT: Variant;
    /// Directions of a man's quiet step (P4).
    const MAN_STEPS: &'static [Dir];
    /// A man's step may be a linear move: the rear man of a line of own men
    /// jumps to the first square beyond it (Dameo).
    const LINEAR_MOVES: bool;
    /// Directions of a man's short-leap capture (P5).
    const MAN_CAPTURES: &'static [Dir];
    /// Directions of a king's quiet move.
    const KING_STEPS: &'static [Dir];
    /// Directions of a king's capture.
    const KING_CAPTURES: &'static [Dir];
    /// Kings move and capture at any distance (P6, P7: landing anywhere
    /// beyond the captured piece).
    const FLYING_KINGS: bool;
    /// When captured pieces leave the board (P8).
    const REMOVAL: Removal;
    /// A 180° turn between two jumps is forbidden (P9).
    const NO_REVERSAL: bool;
    /// Crowning during a capture (P10).
    const CROWNING: Crowning;
    /// Choice among captures (P12).
    const CHOICE: Choice;
}

/// Persian dameh (SPEC.md "Persian dameh").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Persian;

/// Turkish dama (SPEC.md "Turkish dama").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Turkish;

/// English checkers (SPEC.md "English checkers").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct English;

/// Dameo (SPEC.md "Dameo").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Dameo;

const FORWARD_AND_SIDEWAYS: &[Dir] = &[Dir::N, Dir::E, Dir::W];

impl Rules for Persian {
    type Layout = Board8;
    const VARIANT: Variant = Variant::Persian;
    const MAN_STEPS: &'static [Dir] = FORWARD_AND_SIDEWAYS;
    const LINEAR_MOVES: bool = false;
    const MAN_CAPTURES: &'static [Dir] = FORWARD_AND_SIDEWAYS;
    const KING_STEPS: &'static [Dir] = &Dir::ORTHOGONAL;
    const KING_CAPTURES: &'static [Dir] = &Dir::ORTHOGONAL;
    const FLYING_KINGS: bool = true;
    const REMOVAL: Removal = Removal::Immediate;
    const NO_REVERSAL: bool = true;
    const CROWNING: Crowning = Crowning::AtEnd;
    const CHOICE: Choice = Choice::Maximum;
}

impl Rules for Turkish {
    type Layout = Board8;
    const VARIANT: Variant = Variant::Turkish;
    const MAN_STEPS: &'static [Dir] = FORWARD_AND_SIDEWAYS;
    const LINEAR_MOVES: bool = false;
    const MAN_CAPTURES: &'static [Dir] = FORWARD_AND_SIDEWAYS;
    const KING_STEPS: &'static [Dir] = &Dir::ORTHOGONAL;
    const KING_CAPTURES: &'static [Dir] = &Dir::ORTHOGONAL;
    const FLYING_KINGS: bool = true;
    const REMOVAL: Removal = Removal::Immediate;
    const NO_REVERSAL: bool = true;
    const CROWNING: Crowning = Crowning::Stops;
    const CHOICE: Choice = Choice::Maximum;
}

impl Rules for English {
    type Layout = Board8;
    const VARIANT: Variant = Variant::English;
    const MAN_STEPS: &'static [Dir] = &[Dir::NE, Dir::NW];
    const LINEAR_MOVES: bool = false;
    const MAN_CAPTURES: &'static [Dir] = &[Dir::NE, Dir::NW];
    const KING_STEPS: &'static [Dir] = &Dir::DIAGONAL;
    const KING_CAPTURES: &'static [Dir] = &Dir::DIAGONAL;
    const FLYING_KINGS: bool = false;
    // With one-square jumps a landing square never coincides with a captured
    // square, so removal timing cannot change the moves; immediate is cheaper.
    const REMOVAL: Removal = Removal::Immediate;
    const NO_REVERSAL: bool = false;
    const CROWNING: Crowning = Crowning::Stops;
    const CHOICE: Choice = Choice::Free;
}

impl Rules for Dameo {
    type Layout = Board8;
    const VARIANT: Variant = Variant::Dameo;
    const MAN_STEPS: &'static [Dir] = &[Dir::N, Dir::NE, Dir::NW];
    const LINEAR_MOVES: bool = true;
    const MAN_CAPTURES: &'static [Dir] = &Dir::ORTHOGONAL;
    const KING_STEPS: &'static [Dir] = &Dir::ALL;
    const KING_CAPTURES: &'static [Dir] = &Dir::ORTHOGONAL;
    const FLYING_KINGS: bool = true;
    // A reversal would re-cross the captured piece, which still blocks.
    const REMOVAL: Removal = Removal::Deferred;
    const NO_REVERSAL: bool = false;
    const CROWNING: Crowning = Crowning::AtEnd;
    const CHOICE: Choice = Choice::Maximum;
}
