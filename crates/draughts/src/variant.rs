//! The variants the engine plays, and their fixed facts: board, first side,
//! promotion squares, square numbering. Starting positions are in
//! `start.rs`; move rules in `rules/`.

use std::fmt;
use std::str::FromStr;

use crate::color::{Color, Piece};
use crate::geometry::{Geometry, Playable};
use crate::setup::Setup;
use crate::square::Square;
use crate::start;

/// A rule set. See `shared/rules/SPEC.md` (the first four) and
/// `shared/rules/VARIANTS.md` (the others) for the decisions behind each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Variant {
    /// Persian dameh: orthogonal men, flying rook kings, immediate removal,
    /// maximum capture; a man crowned only if its move ends on the last rank.
    Persian,
    /// Turkish dama: as Persian, but a man reaching the last rank during a
    /// capture is crowned and its move ends there.
    Turkish,
    /// English checkers: 32 dark squares, short kings, free capture choice,
    /// Black moves first.
    English,
    /// Dameo: linear men moves, queen-like kings, orthogonal captures with
    /// captured pieces staying on the board until the move ends.
    Dameo,
    /// International draughts: 10x10, flying kings, maximum capture.
    International,
    /// Brazilian draughts: International's rules on 8x8.
    Brazilian,
    /// Canadian draughts: International's rules on 12x12.
    Canadian,
    /// Russian shashki: flying kings, free choice, a man crowned during a
    /// capture goes on as a king.
    Russian,
    /// American pool checkers: flying kings, free choice, Black first.
    Pool,
    /// Czech draughts: men capture forward only, kings have priority.
    Czech,
    /// Italian draughts: mirrored board, short kings, men never take kings,
    /// the full capture hierarchy.
    Italian,
    /// Portuguese draughts: mirrored board, flying kings, most pieces then
    /// most kings.
    Portuguese,
    /// Thai mak-hos: 8 men each, kings land right behind what they take,
    /// immediate removal.
    Thai,
    /// Frisian draughts: 10x10, captures along files and ranks too, value
    /// rule, limited king moves.
    Frisian,
    /// Anti checkers: English checkers where losing every piece wins.
    Anti,
    /// Corner checkers: Czech rules, promotion only on two corner squares.
    Corner,
    /// One-way checkers: every man moves toward rank 8.
    Oneway,
    /// Parachute checkers: Czech rules with parachutists on the far rank.
    Parachute,
    /// Gothic checkers: all 64 squares, men move forward and sideways.
    Gothic,
    /// Hawaiian checkers (Konane): a full board, orthogonal jumps only.
    Hawaiian,
    /// Alquerque: 5x5 points joined by lines, no promotion.
    Alquerque,
}

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

impl Variant {
    /// Every variant, in a stable order: the seed four, then the others.
    pub const ALL: [Variant; 21] = [
        Variant::Persian,
        Variant::Turkish,
        Variant::English,
        Variant::Dameo,
        Variant::International,
        Variant::Brazilian,
        Variant::Canadian,
        Variant::Russian,
        Variant::Pool,
        Variant::Czech,
        Variant::Italian,
        Variant::Portuguese,
        Variant::Thai,
        Variant::Frisian,
        Variant::Anti,
        Variant::Corner,
        Variant::Oneway,
        Variant::Parachute,
        Variant::Gothic,
        Variant::Hawaiian,
        Variant::Alquerque,
    ];

    /// The lowercase name used on the command line and in stored games.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Persian => "persian",
            Variant::Turkish => "turkish",
            Variant::English => "english",
            Variant::Dameo => "dameo",
            Variant::International => "international",
            Variant::Brazilian => "brazilian",
            Variant::Canadian => "canadian",
            Variant::Russian => "russian",
            Variant::Pool => "pool",
            Variant::Czech => "czech",
            Variant::Italian => "italian",
            Variant::Portuguese => "portuguese",
            Variant::Thai => "thai",
            Variant::Frisian => "frisian",
            Variant::Anti => "anti",
            Variant::Corner => "corner",
            Variant::Oneway => "oneway",
            Variant::Parachute => "parachute",
            Variant::Gothic => "gothic",
            Variant::Hawaiian => "hawaiian",
            Variant::Alquerque => "alquerque",
        }
    }

    /// The board.
    pub const fn geometry(self) -> Geometry {
        let (side, playable) = match self {
            Variant::Persian
            | Variant::Turkish
            | Variant::Dameo
            | Variant::Gothic
            | Variant::Hawaiian => (8, Playable::All),
            Variant::International | Variant::Frisian => (10, Playable::Dark),
            Variant::Canadian => (12, Playable::Dark),
            Variant::Italian | Variant::Portuguese => (8, Playable::Light),
            Variant::Alquerque => (5, Playable::All),
            Variant::English
            | Variant::Brazilian
            | Variant::Russian
            | Variant::Pool
            | Variant::Czech
            | Variant::Thai
            | Variant::Anti
            | Variant::Corner
            | Variant::Oneway
            | Variant::Parachute => (8, Playable::Dark),
        };
        Geometry {
            files: side,
            ranks: side,
            playable,
        }
    }

    /// The side that makes the first move: Black in English checkers, Pool,
    /// Anti and Hawaiian, White elsewhere.
    pub const fn first_to_move(self) -> Color {
        match self {
            Variant::English | Variant::Pool | Variant::Anti | Variant::Hawaiian => Color::Black,
            _ => Color::White,
        }
    }

    /// The most pieces a valid position may hold per side: the number each
    /// side starts with, except Thai, whose published perft counts start
    /// from the 12-man standard position (VARIANTS.md §11).
    pub const fn max_pieces(self) -> u32 {
        match self {
            Variant::Persian | Variant::Turkish | Variant::Gothic => 16,
            Variant::Dameo => 18,
            Variant::International | Variant::Frisian => 20,
            Variant::Canadian => 30,
            Variant::Hawaiian => 32,
            _ => 12,
        }
    }

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

    /// Whether men are ever crowned (not in Hawaiian and Alquerque, which
    /// have no kings).
    pub const fn has_kings(self) -> bool {
        !matches!(self, Variant::Hawaiian | Variant::Alquerque)
    }

    /// Whether this variant has parachutists (pieces that wait on the far
    /// rank and only ever capture once).
    pub const fn has_parachutists(self) -> bool {
        matches!(self, Variant::Parachute)
    }

    /// How the board's squares are numbered, if they are: every dark-square
    /// and light-square board. Position text may use these numbers.
    pub const fn numbering(self) -> Option<Numbering> {
        match self {
            Variant::Portuguese => Some(Numbering::FromBottomRight),
            _ if self.geometry().one_colour() => Some(Numbering::FromTopLeft),
            _ => None,
        }
    }

    /// Whether the variant's players write squares as numbers (`32-28`)
    /// rather than algebraically (`c3-d4`).
    pub const fn numbered_notation(self) -> bool {
        matches!(
            self,
            Variant::English
                | Variant::Pool
                | Variant::Anti
                | Variant::International
                | Variant::Frisian
                | Variant::Canadian
                | Variant::Italian
                | Variant::Portuguese
        )
    }

    /// The character between the squares of a capture as the variant's
    /// players print it: `:` in Russian and Czech (`c3:e5:g3`), `x`
    /// elsewhere.
    pub const fn capture_separator(self) -> char {
        match self {
            Variant::Russian | Variant::Czech => ':',
            _ => 'x',
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

    /// Accepts the names (any case, also with `-`, `_` or spaces left out:
    /// `one-way`) and a few English aliases (`dameh`, `dama`, `checkers`,
    /// `draughts`, `shashki`, `konane`, …).
    fn from_str(s: &str) -> Result<Variant, ParseVariantError> {
        let key: String = s
            .trim()
            .to_ascii_lowercase()
            .chars()
            .filter(|c| !matches!(c, '-' | '_' | ' '))
            .collect();
        let alias = match key.as_str() {
            "dameh" => Some(Variant::Persian),
            "dama" => Some(Variant::Turkish),
            "checkers" | "american" => Some(Variant::English),
            "draughts" | "intl" | "fmjd" => Some(Variant::International),
            "shashki" | "rus" => Some(Variant::Russian),
            "spanish" => Some(Variant::Portuguese),
            "makhos" | "makhot" => Some(Variant::Thai),
            "antidraughts" | "antichecker" | "antidama" | "suicide" | "giveaway" => {
                Some(Variant::Anti)
            }
            "konane" => Some(Variant::Hawaiian),
            _ => None,
        };
        alias
            .or_else(|| Variant::ALL.into_iter().find(|v| v.name() == key))
            .ok_or_else(|| ParseVariantError(s.to_owned()))
    }
}
