//! Cosmetic themes: board colours and piece sets.
//!
//! A theme changes only how a board looks, never what it shows: every theme
//! draws the same squares, pieces, marks and coordinates. Players pick one by
//! its ASCII id (`theme walnut`), so ids are stable, lowercase and unique.

use std::fmt;

/// An opaque sRGB colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// The colour written as `0xRRGGBB`, as in a style sheet.
    pub const fn hex(rgb: u32) -> Rgb {
        Rgb((rgb >> 16) as u8, (rgb >> 8) as u8, rgb as u8)
    }
}

/// The colours of the board itself and of its coordinates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BoardColors {
    /// The light squares.
    pub light: Rgb,
    /// The dark squares (a1 is dark).
    pub dark: Rgb,
    /// The frame around the board that carries the coordinates.
    pub frame: Rgb,
    /// The file letters and rank numbers on the frame.
    pub label: Rgb,
    /// The small square numbers drawn on English boards.
    pub number: Rgb,
}

/// The colours that mark the last move and the move hints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MarkColors {
    /// Tint of the start and final landing squares of the last move.
    pub last_move: Rgb,
    /// Dot on the intermediate landing squares of a multi-capture.
    pub path: Rgb,
    /// Cross on the squares whose pieces the last move captured.
    pub capture: Rgb,
    /// Dot on the squares named as hints (for example legal targets).
    pub hint: Rgb,
}

/// How men and kings are drawn; every style keeps kings clearly distinct.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PieceStyle {
    /// Turned discs with a groove ring; a king carries a crown.
    Crown,
    /// Flat discs; a king carries a five-pointed star.
    Star,
    /// Plain discs; a king carries a thick ring around a centre dot.
    Ring,
}

/// The colours of one side's pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PieceColors {
    /// The face of the disc.
    pub fill: Rgb,
    /// The rim and the groove.
    pub edge: Rgb,
    /// The king's emblem.
    pub emblem: Rgb,
}

/// A piece set: a drawing style and the colours of both sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PieceSet {
    /// How men and kings are drawn.
    pub style: PieceStyle,
    /// White's pieces (the side that starts on the low ranks).
    pub white: PieceColors,
    /// Black's pieces.
    pub black: PieceColors,
}

/// A named cosmetic theme.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Theme {
    /// The ASCII id players type; lowercase, unique.
    pub id: &'static str,
    /// Board, frame and coordinate colours.
    pub board: BoardColors,
    /// Last-move and hint colours.
    pub marks: MarkColors,
    /// The piece set.
    pub pieces: PieceSet,
}

impl Theme {
    /// Every theme, the default first.
    pub const ALL: &'static [Theme] = &super::themes::ALL;

    /// The theme used when a player has not chosen one.
    pub fn default_theme() -> &'static Theme {
        &Self::ALL[0]
    }

    /// Looks a theme up by its id, ignoring ASCII case and surrounding spaces.
    pub fn by_name(name: &str) -> Option<&'static Theme> {
        let name = name.trim();
        Self::ALL.iter().find(|t| t.id.eq_ignore_ascii_case(name))
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id)
    }
}
