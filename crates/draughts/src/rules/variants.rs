//! The rules of each variant, as the decisions in `shared/rules/SPEC.md`
//! (the first four) and `shared/rules/VARIANTS.md` (the rest) state them.

use super::{Chain, Choice, Crowning, Removal, Rules, Word};
use crate::dir::Dir;
use crate::layout::{Board8, Board10, Board12, Points5};
use crate::variant::Variant;

/// Declares the zero-sized rules type of every row of
/// [`catalogue!`](crate::catalogue!), named after its variant.
macro_rules! rules_types {
    ($($(#[$doc:meta])* $name:ident { rules: $rules:literal, $($field:tt)* })*) => {
        $(
            #[doc = concat!(
                "The rules of [`Variant::", stringify!($name), "`] (", $rules, ")."
            )]
            #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
            pub struct $name;
        )*
    };
}

crate::catalogue!(rows => rules_types);

const FORWARD_AND_SIDEWAYS: &[Dir] = &[Dir::N, Dir::E, Dir::W];
const DIAGONAL_FORWARD: &[Dir] = &[Dir::NE, Dir::NW];
/// Forward, diagonally forward, sideways (Gothic men; Alquerque's quiet
/// moves and first jumps).
const FIVE_FORWARD: &[Dir] = &[Dir::N, Dir::NE, Dir::NW, Dir::E, Dir::W];

impl Rules for Persian {
    type Layout = Board8;
    const VARIANT: Variant = Variant::Persian;
    const MAN_STEPS: &'static [Dir] = FORWARD_AND_SIDEWAYS;
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
    const MAN_STEPS: &'static [Dir] = DIAGONAL_FORWARD;
    const MAN_CAPTURES: &'static [Dir] = DIAGONAL_FORWARD;
    const KING_STEPS: &'static [Dir] = &Dir::DIAGONAL;
    const KING_CAPTURES: &'static [Dir] = &Dir::DIAGONAL;
    const FLYING_KINGS: bool = false;
    // With one-square jumps a landing square never coincides with a captured
    // square, so removal timing cannot change the moves; immediate is cheaper.
    const REMOVAL: Removal = Removal::Immediate;
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
    const CROWNING: Crowning = Crowning::AtEnd;
    const CHOICE: Choice = Choice::Maximum;
}

/// International's rules on a board of layout `$layout`: men step forward
/// and jump both ways, flying kings, the most pieces, deferred removal, a
/// man passing the last row goes on as a man (FMJD 4.15).
macro_rules! international_rules {
    ($name:ident, $layout:ty) => {
        impl Rules for $name {
            type Layout = $layout;
            const VARIANT: Variant = Variant::$name;
            const MAN_STEPS: &'static [Dir] = DIAGONAL_FORWARD;
            const MAN_CAPTURES: &'static [Dir] = &Dir::DIAGONAL;
            const KING_STEPS: &'static [Dir] = &Dir::DIAGONAL;
            const KING_CAPTURES: &'static [Dir] = &Dir::DIAGONAL;
            const FLYING_KINGS: bool = true;
            const REMOVAL: Removal = Removal::Deferred;
            const CROWNING: Crowning = Crowning::AtEnd;
            const CHOICE: Choice = Choice::Maximum;
        }
    };
}

international_rules!(International, Board10);
international_rules!(Brazilian, Board8);
international_rules!(Canadian, Board12);

impl Rules for Russian {
    type Layout = Board8;
    const VARIANT: Variant = Variant::Russian;
    const MAN_STEPS: &'static [Dir] = DIAGONAL_FORWARD;
    const MAN_CAPTURES: &'static [Dir] = &Dir::DIAGONAL;
    const KING_STEPS: &'static [Dir] = &Dir::DIAGONAL;
    const KING_CAPTURES: &'static [Dir] = &Dir::DIAGONAL;
    const FLYING_KINGS: bool = true;
    const REMOVAL: Removal = Removal::Deferred;
    const CROWNING: Crowning = Crowning::ContinuesAsKing;
    const CHOICE: Choice = Choice::Free;
}

impl Rules for Pool {
    type Layout = Board8;
    const VARIANT: Variant = Variant::Pool;
    const MAN_STEPS: &'static [Dir] = DIAGONAL_FORWARD;
    const MAN_CAPTURES: &'static [Dir] = &Dir::DIAGONAL;
    const KING_STEPS: &'static [Dir] = &Dir::DIAGONAL;
    const KING_CAPTURES: &'static [Dir] = &Dir::DIAGONAL;
    const FLYING_KINGS: bool = true;
    const REMOVAL: Removal = Removal::Deferred;
    const CROWNING: Crowning = Crowning::AtEnd;
    const CHOICE: Choice = Choice::Free;
}

/// The Czech family's rules for `$name` with the extra parameters given:
/// men step and jump forward only, flying kings, king priority, deferred
/// removal, crowning stops the move (automatic: men only jump forward).
macro_rules! czech_rules {
    ($name:ident; $($extra:tt)*) => {
        impl Rules for $name {
            type Layout = Board8;
            const VARIANT: Variant = Variant::$name;
            const MAN_STEPS: &'static [Dir] = DIAGONAL_FORWARD;
            const MAN_CAPTURES: &'static [Dir] = DIAGONAL_FORWARD;
            const KING_STEPS: &'static [Dir] = &Dir::DIAGONAL;
            const KING_CAPTURES: &'static [Dir] = &Dir::DIAGONAL;
            const FLYING_KINGS: bool = true;
            const REMOVAL: Removal = Removal::Deferred;
            const CROWNING: Crowning = Crowning::Stops;
            const CHOICE: Choice = Choice::KingPriority;
            $($extra)*
        }
    };
}

czech_rules!(Czech;);
czech_rules!(
    Corner;
    /// VARIANTS.md §14: "a White man is crowned only on a7 or b8, a Black
    /// man only on g1 or h2".
    #[inline(always)]
    fn promotion(white: bool) -> Word<Self> {
        const A7_B8: u64 = 1 << 48 | 1 << 57;
        const G1_H2: u64 = 1 << 6 | 1 << 15;
        if white { A7_B8 } else { G1_H2 }
    }
);
czech_rules!(Oneway; const ONE_WAY: bool = true;);
czech_rules!(Parachute; const PARACHUTES: bool = true;);

impl Rules for Italian {
    type Layout = Board8;
    const VARIANT: Variant = Variant::Italian;
    const MAN_STEPS: &'static [Dir] = DIAGONAL_FORWARD;
    const MAN_CAPTURES: &'static [Dir] = DIAGONAL_FORWARD;
    const MEN_TAKE_KINGS: bool = false;
    const KING_STEPS: &'static [Dir] = &Dir::DIAGONAL;
    const KING_CAPTURES: &'static [Dir] = &Dir::DIAGONAL;
    const FLYING_KINGS: bool = false;
    // Short jumps: removal timing cannot matter (VARIANTS.md §2, Removal).
    const REMOVAL: Removal = Removal::Immediate;
    const CROWNING: Crowning = Crowning::Stops;
    const CHOICE: Choice = Choice::Italian;
}

impl Rules for Portuguese {
    type Layout = Board8;
    const VARIANT: Variant = Variant::Portuguese;
    const MAN_STEPS: &'static [Dir] = DIAGONAL_FORWARD;
    const MAN_CAPTURES: &'static [Dir] = DIAGONAL_FORWARD;
    const KING_STEPS: &'static [Dir] = &Dir::DIAGONAL;
    const KING_CAPTURES: &'static [Dir] = &Dir::DIAGONAL;
    const FLYING_KINGS: bool = true;
    const REMOVAL: Removal = Removal::Deferred;
    const CROWNING: Crowning = Crowning::Stops;
    const CHOICE: Choice = Choice::MostKings;
}

impl Rules for Thai {
    type Layout = Board8;
    const VARIANT: Variant = Variant::Thai;
    const MAN_STEPS: &'static [Dir] = DIAGONAL_FORWARD;
    const MAN_CAPTURES: &'static [Dir] = DIAGONAL_FORWARD;
    const KING_STEPS: &'static [Dir] = &Dir::DIAGONAL;
    const KING_CAPTURES: &'static [Dir] = &Dir::DIAGONAL;
    const FLYING_KINGS: bool = true;
    const KING_LANDS_BEHIND: bool = true;
    const REMOVAL: Removal = Removal::Immediate;
    const CROWNING: Crowning = Crowning::Stops;
    const CHOICE: Choice = Choice::Free;
}

impl Rules for Frisian {
    type Layout = Board10;
    const VARIANT: Variant = Variant::Frisian;
    const MAN_STEPS: &'static [Dir] = DIAGONAL_FORWARD;
    const MAN_CAPTURES: &'static [Dir] = &Dir::ALL;
    const KING_STEPS: &'static [Dir] = &Dir::DIAGONAL;
    const KING_CAPTURES: &'static [Dir] = &Dir::ALL;
    const FLYING_KINGS: bool = true;
    const REMOVAL: Removal = Removal::Deferred;
    const CROWNING: Crowning = Crowning::AtEnd;
    const CHOICE: Choice = Choice::Frisian;
    const KING_QUIET_LIMIT: u8 = 3;
}

impl Rules for Anti {
    type Layout = Board8;
    const VARIANT: Variant = Variant::Anti;
    const MAN_STEPS: &'static [Dir] = DIAGONAL_FORWARD;
    const MAN_CAPTURES: &'static [Dir] = DIAGONAL_FORWARD;
    const KING_STEPS: &'static [Dir] = &Dir::DIAGONAL;
    const KING_CAPTURES: &'static [Dir] = &Dir::DIAGONAL;
    const FLYING_KINGS: bool = false;
    const REMOVAL: Removal = Removal::Immediate;
    const CROWNING: Crowning = Crowning::Stops;
    const CHOICE: Choice = Choice::Free;
}

impl Rules for Gothic {
    type Layout = Board8;
    const VARIANT: Variant = Variant::Gothic;
    const MAN_STEPS: &'static [Dir] = FIVE_FORWARD;
    const MAN_CAPTURES: &'static [Dir] = FIVE_FORWARD;
    const KING_STEPS: &'static [Dir] = &Dir::ALL;
    const KING_CAPTURES: &'static [Dir] = &Dir::ALL;
    const FLYING_KINGS: bool = false;
    // Short jumps: removal timing cannot matter.
    const REMOVAL: Removal = Removal::Immediate;
    const CROWNING: Crowning = Crowning::Stops;
    const CHOICE: Choice = Choice::Free;
}

impl Rules for Hawaiian {
    type Layout = Board8;
    const VARIANT: Variant = Variant::Hawaiian;
    const MAN_STEPS: &'static [Dir] = &[];
    const MAN_CAPTURES: &'static [Dir] = &Dir::ORTHOGONAL;
    const KING_STEPS: &'static [Dir] = &[];
    const KING_CAPTURES: &'static [Dir] = &[];
    const FLYING_KINGS: bool = false;
    const REMOVAL: Removal = Removal::Immediate;
    const CROWNING: Crowning = Crowning::AtEnd;
    const CHOICE: Choice = Choice::Free;
    const CHAIN: Chain = Chain::OptionalStraight;
    const OPENING_REMOVALS: bool = true;
    const PROMOTES: bool = false;
}

impl Rules for Alquerque {
    type Layout = Points5;
    const VARIANT: Variant = Variant::Alquerque;
    const MAN_STEPS: &'static [Dir] = FIVE_FORWARD;
    const MAN_CAPTURES: &'static [Dir] = FIVE_FORWARD;
    const MAN_LATER_CAPTURES: &'static [Dir] = &Dir::ALL;
    const KING_STEPS: &'static [Dir] = &[];
    const KING_CAPTURES: &'static [Dir] = &[];
    const FLYING_KINGS: bool = false;
    // Short jumps: a landing point is never a captured point.
    const REMOVAL: Removal = Removal::Immediate;
    const CROWNING: Crowning = Crowning::AtEnd;
    const CHOICE: Choice = Choice::Free;
    const PROMOTES: bool = false;
    const QUIET_ON_LAST_RANK: bool = false;
}
