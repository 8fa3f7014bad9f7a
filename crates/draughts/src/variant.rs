//! The variants the engine plays, and their fixed facts: the [`Variant`]
//! enum and the accessors of its facts, generated from the rows of the
//! catalogue (`catalogue.rs`), and the facts computed from them (promotion
//! squares, the starting setup). Starting positions are in `start.rs`; move
//! rules in `rules/`.

use std::fmt;
use std::str::FromStr;

use crate::color::{Color, Piece};
use crate::geometry::{Geometry, Playable};
use crate::rules::{self, Rules};
use crate::setup::Setup;
use crate::square::Square;
use crate::start;

/// How a board's squares are numbered in PDN (VARIANTS.md §2, numberings).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Numbering {
    /// The playable squares row by row from the top rank down, left to
    /// right (English 1–32, International 1–50, Canadian 1–72, Italian).
    FromTopLeft,
    /// From White's bottom-right square, right to left, row by row up
    /// (Portuguese).
    FromBottomRight,
}

/// The group a variant is listed in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    /// Persian, Turkish, English and Dameo: the bot's first games.
    Classic,
    /// International draughts and the national games close to it.
    International,
    /// BrainKing's special games.
    Special,
}

impl Family {
    /// Every family, in the order they are listed.
    pub const ALL: [Family; 3] = [Family::Classic, Family::International, Family::Special];
}

/// Declares [`Variant`] and the accessors of its facts from the rows of
/// [`catalogue!`](crate::catalogue!).
macro_rules! variants {
    ($(
        $(#[$doc:meta])*
        $name:ident {
            rules: $rules:literal,
            name: $text:literal,
            aliases: [$($alias:literal),* $(,)?],
            family: $family:ident,
            board: $board:expr,
            first: $first:ident,
            pieces: $pieces:literal,
            numbering: $numbering:expr,
            numbered: $numbered:literal,
            capture: $capture:literal,
            pdn: $pdn:literal $(,)?
        }
    )*) => {
        /// A rule set, one per row of [`catalogue!`](crate::catalogue!).
        /// See `shared/rules/SPEC.md` (the first four) and
        /// `shared/rules/VARIANTS.md` (the others) for the decisions behind
        /// each.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        pub enum Variant {
            $(
                $(#[$doc])*
                #[cfg_attr(feature = "serde", serde(rename = $text))]
                $name,
            )*
        }

        impl Variant {
            /// Every variant, in the catalogue's stable order: the seed
            /// four, then the others.
            pub const ALL: [Variant; [$(Variant::$name),*].len()] = [$(Variant::$name),*];

            /// The lowercase name used on the command line and in stored
            /// games.
            pub const fn name(self) -> &'static str {
                match self {
                    $(Variant::$name => $text,)*
                }
            }

            /// The other names players type for the variant: short forms
            /// (`intl`, `rus`) and names in the bot's languages (`шашки`,
            /// `rusça`, `روسی`), in lower case.
            pub const fn aliases(self) -> &'static [&'static str] {
                match self {
                    $(Variant::$name => &[$($alias),*],)*
                }
            }

            /// The group the variant is listed in.
            pub const fn family(self) -> Family {
                match self {
                    $(Variant::$name => Family::$family,)*
                }
            }

            /// The board.
            pub const fn geometry(self) -> Geometry {
                match self {
                    $(Variant::$name => $board,)*
                }
            }

            /// The side that makes the first move: Black in English
            /// checkers, Pool, Anti and Hawaiian, White elsewhere.
            pub const fn first_to_move(self) -> Color {
                match self {
                    $(Variant::$name => Color::$first,)*
                }
            }

            /// The most pieces a valid position may hold per side: the
            /// number each side starts with, except Thai, whose published
            /// perft counts start from the 12-man standard position
            /// (VARIANTS.md §11).
            pub const fn max_pieces(self) -> u32 {
                match self {
                    $(Variant::$name => $pieces,)*
                }
            }

            /// How the board's squares are numbered, if they are: every
            /// dark-square and light-square board. Position text may use
            /// these numbers.
            pub const fn numbering(self) -> Option<Numbering> {
                match self {
                    $(Variant::$name => $numbering,)*
                }
            }

            /// Whether the variant's players write squares as numbers
            /// (`32-28`) rather than algebraically (`c3-d4`).
            pub const fn numbered_notation(self) -> bool {
                match self {
                    $(Variant::$name => $numbered,)*
                }
            }

            /// The character between the squares of a capture as the
            /// variant's players print it: `:` in Russian and Czech
            /// (`c3:e5:g3`), `x` elsewhere.
            pub const fn capture_separator(self) -> char {
                match self {
                    $(Variant::$name => $capture,)*
                }
            }

            /// The PDN GameType number: PDN's own where PDN defines the
            /// game (International 20, English 21, …), else damabot's, from
            /// 101 up.
            pub const fn pdn_game_type(self) -> u32 {
                match self {
                    $(Variant::$name => $pdn,)*
                }
            }

            /// Whether men are ever crowned (not in Hawaiian and Alquerque,
            /// which have no kings): the rules' [`Rules::PROMOTES`].
            pub const fn has_kings(self) -> bool {
                match self {
                    $(Variant::$name => <rules::$name as Rules>::PROMOTES,)*
                }
            }

            /// Whether this variant has parachutists (pieces that wait on
            /// the far rank and only ever capture once): the rules'
            /// [`Rules::PARACHUTES`].
            pub const fn has_parachutists(self) -> bool {
                match self {
                    $(Variant::$name => <rules::$name as Rules>::PARACHUTES,)*
                }
            }
        }
    };
}

crate::catalogue!(rows => variants);

impl Variant {
    /// Whether a man of `color` reaching `square` is crowned there.
    /// Hawaiian and Alquerque never crown; Corner crowns on two squares
    /// only; in One-way both sides crown on rank 8.
    pub fn is_promotion_square(self, square: Square, color: Color) -> bool {
        let last = self.geometry().ranks - 1;
        match self {
            Variant::Hawaiian | Variant::Alquerque => false,
            Variant::Corner => {
                let corners: [(u8, u8); 2] = match color {
                    Color::White => [(0, 6), (1, 7)],
                    Color::Black => [(6, 0), (7, 1)],
                };
                corners.contains(&(square.file(), square.rank()))
            }
            Variant::Oneway => square.rank() == last,
            _ => match color {
                Color::White => square.rank() == last,
                Color::Black => square.rank() == 0,
            },
        }
    }

    /// The starting position as unvalidated input.
    pub fn start_setup(self) -> Setup {
        let mut pieces: Vec<(Square, Piece)> = self
            .geometry()
            .squares()
            .filter_map(|square| start::piece_on(self, square).map(|piece| (square, piece)))
            .collect();
        pieces.sort_by_key(|&(square, _)| square);
        Setup {
            turn: self.first_to_move(),
            pieces,
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Text that names no variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseVariantError(pub String);

impl fmt::Display for ParseVariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
        write!(
            f,
            "unknown variant '{}' (expected one of: {})",
            self.0,
            names.join(", ")
        )
    }
}

impl std::error::Error for ParseVariantError {}

impl FromStr for Variant {
    type Err = ParseVariantError;

    /// Accepts the names and aliases (`dameh`, `checkers`, `shashki`,
    /// `konane`, `шашки`, …) in any case, with or without spaces, `-` and
    /// `_` (`one-way`, `русские шашки`).
    fn from_str(s: &str) -> Result<Variant, ParseVariantError> {
        let typed = key(s);
        Variant::ALL
            .into_iter()
            .find(|v| {
                std::iter::once(v.name())
                    .chain(v.aliases().iter().copied())
                    .any(|name| key(name) == typed)
            })
            .ok_or_else(|| ParseVariantError(s.to_owned()))
    }
}

/// The form in which [`Variant::from_str`] compares names: lower case,
/// without spaces, `-` or `_`.
fn key(name: &str) -> String {
    name.trim()
        .to_lowercase()
        .chars()
        .filter(|c| !matches!(c, '-' | '_' | ' '))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::layout::Layout;
    use crate::position::{Position, WithBoard};

    /// The variant and board size of a typed board's rules.
    struct Shape;

    impl WithBoard for Shape {
        type Output = (Variant, u8, u8);

        fn run<R: Rules>(self, _: &Board<R>) -> (Variant, u8, u8) {
            (R::VARIANT, R::Layout::FILES, R::Layout::RANKS)
        }
    }

    /// Each row's rules type is that variant's, on a layout of its board.
    #[test]
    fn each_variant_dispatches_to_its_own_rules_and_board() {
        for v in Variant::ALL {
            let g = v.geometry();
            let shape = Position::start(v).with_board(Shape);
            assert_eq!(shape, (v, g.files, g.ranks), "{v}");
        }
    }

    /// VARIANTS.md §2: the one-colour boards are numbered, the others not;
    /// only numbered boards can be written in numbers.
    #[test]
    fn numbered_boards_are_the_one_colour_boards() {
        for v in Variant::ALL {
            assert_eq!(v.numbering().is_some(), v.geometry().one_colour(), "{v}");
            assert!(!v.numbered_notation() || v.numbering().is_some(), "{v}");
        }
        assert_eq!(
            Variant::Portuguese.numbering(),
            Some(Numbering::FromBottomRight)
        );
    }

    /// The GameType numbers written into PDN files: PDN's own table and
    /// damabot's from 101. Stored files carry them, so they never change.
    #[test]
    fn pdn_game_types_never_change() {
        let numbers = [
            (Variant::Persian, 101),
            (Variant::Turkish, 30),
            (Variant::English, 21),
            (Variant::Dameo, 102),
            (Variant::International, 20),
            (Variant::Brazilian, 26),
            (Variant::Canadian, 27),
            (Variant::Russian, 25),
            (Variant::Pool, 23),
            (Variant::Czech, 29),
            (Variant::Italian, 22),
            (Variant::Portuguese, 28),
            (Variant::Thai, 31),
            (Variant::Frisian, 40),
            (Variant::Anti, 103),
            (Variant::Corner, 104),
            (Variant::Oneway, 105),
            (Variant::Parachute, 106),
            (Variant::Gothic, 107),
            (Variant::Hawaiian, 108),
            (Variant::Alquerque, 109),
        ];
        assert_eq!(numbers.map(|(v, _)| v), Variant::ALL);
        for (v, number) in numbers {
            assert_eq!(v.pdn_game_type(), number, "{v}");
        }
    }

    /// Every name and alias reads back as its own variant (the Latin ones
    /// in any case), and no name or alias names two variants.
    #[test]
    fn names_and_aliases_name_one_variant_each() {
        let mut keys = std::collections::HashMap::new();
        for v in Variant::ALL {
            assert_eq!(v.to_string().parse(), Ok(v));
            for name in std::iter::once(v.name()).chain(v.aliases().iter().copied()) {
                assert_eq!(name.parse(), Ok(v), "{name}");
                if name.is_ascii() {
                    assert_eq!(name.to_ascii_uppercase().parse(), Ok(v), "{name}");
                }
                assert_eq!(name, name.to_lowercase(), "{name} is in lower case");
                let other = keys.insert(key(name), v);
                assert!(other.is_none_or(|o| o == v), "{name}: {other:?} and {v}");
            }
        }
        for (typed, v) in [
            ("dameh", Variant::Persian),
            ("Dama", Variant::Turkish),
            ("American", Variant::English),
            ("fmjd", Variant::International),
            ("shashki", Variant::Russian),
            ("spanish", Variant::Portuguese),
            ("mak-hot", Variant::Thai),
            ("give_away", Variant::Anti),
            ("one-way", Variant::Oneway),
            ("Konane", Variant::Hawaiian),
            ("Русские шашки", Variant::Russian),
            ("rusça", Variant::Russian),
        ] {
            assert_eq!(typed.parse(), Ok(v), "{typed}");
        }
        assert_eq!(
            "chess".parse::<Variant>(),
            Err(ParseVariantError("chess".to_owned()))
        );
    }

    /// The families `variants` lists, in catalogue order.
    #[test]
    fn families_group_the_variants() {
        let of = |family| -> Vec<&str> {
            Variant::ALL
                .into_iter()
                .filter(|v| v.family() == family)
                .map(Variant::name)
                .collect()
        };
        assert_eq!(
            of(Family::Classic),
            ["persian", "turkish", "english", "dameo"]
        );
        assert_eq!(of(Family::International).len(), 10);
        assert_eq!(of(Family::Special).first(), Some(&"anti"));
        assert_eq!(of(Family::Special).len(), 7);
    }
}
