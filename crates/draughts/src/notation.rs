//! Reading moves typed by players, in two stages: first syntax
//! ([`MoveText`], [`ParseMoveError`]), then meaning in a position
//! ([`MoveText::resolve`]: illegal with the reason, or ambiguous with the
//! candidates).
//!
//! Accepted: `c3-c4`, `c3c4`, `c3 c4`, `C3-C4`, `c3xc5xe5`, the short forms
//! `c3xe5` / `c3:e5` when only one move fits, square numbers on every
//! numbered board (`11-15`, `22x15`, `32-28`, `22x15x24`; algebraic squares
//! there too), Dameo linear moves as the rear man's from–to (`c1-e3`), with
//! ASCII, Persian (۰–۹) or Arabic-Indic (٠–٩) digits. A Hawaiian removal is
//! one square (`d5`), read by [`crate::Position::parse_move`].

use std::fmt;
use std::str::FromStr;

use crate::digits::to_ascii_digits;
use crate::mv::Move;
use crate::position::Position;
use crate::square::Square;
use crate::variant::Variant;

/// A square as typed: algebraic (`c3`) or numbered (`22`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SquareRef {
    /// An algebraic square.
    Named(Square),
    /// A square number (1–32, 1–50 or 1–72 on numbered boards).
    Numbered(u8),
}

impl SquareRef {
    /// The square this names in `variant`.
    pub fn square(self, variant: Variant) -> Result<Square, IllegalReason> {
        let square = match self {
            SquareRef::Named(sq) => Some(sq).filter(|&sq| variant.geometry().is_playable(sq)),
            SquareRef::Numbered(n) => Square::from_numeric(variant, n),
        };
        square.ok_or_else(|| IllegalReason::UnknownSquare(self.to_string()))
    }
}

impl fmt::Display for SquareRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SquareRef::Named(sq) => write!(f, "{sq}"),
            SquareRef::Numbered(n) => write!(f, "{n}"),
        }
    }
}

/// A move as typed, checked for syntax only: at least two squares.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveText {
    squares: Vec<SquareRef>,
    capture: bool,
}

/// Why text is not a move at all (before looking at any position).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseMoveError {
    /// Nothing was typed.
    Empty,
    /// A character that belongs in no move.
    UnexpectedChar(char),
    /// A square written wrongly (`c`, `c0`, `c123`, `123`).
    BadSquare(String),
    /// Only one square: a move needs a start and an end.
    TooFewSquares,
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseMoveError::Empty => f.write_str("no move given"),
            ParseMoveError::UnexpectedChar(c) => write!(f, "unexpected character '{c}'"),
            ParseMoveError::BadSquare(s) => write!(f, "'{s}' is not a square"),
            ParseMoveError::TooFewSquares => f.write_str("a move needs a start and an end square"),
        }
    }
}

impl std::error::Error for ParseMoveError {}

fn is_separator(c: char) -> bool {
    c.is_whitespace() || matches!(c, '-' | 'x' | ':' | '×' | '–' | '—')
}

impl FromStr for MoveText {
    type Err = ParseMoveError;

    fn from_str(text: &str) -> Result<MoveText, ParseMoveError> {
        let text = to_ascii_digits(text).to_lowercase();
        let body = text.trim();
        let body = body.strip_suffix("=k").unwrap_or(body);
        if body.is_empty() {
            return Err(ParseMoveError::Empty);
        }
        let capture = body.contains(['x', ':', '×']);
        let chars: Vec<char> = body.chars().collect();
        let mut squares = Vec::new();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            if is_separator(c) {
                i += 1;
                continue;
            }
            let start = i;
            if c.is_ascii_lowercase() {
                i += 1;
            } else if !c.is_ascii_digit() {
                return Err(ParseMoveError::UnexpectedChar(c));
            }
            while i < chars.len() && chars[i].is_ascii_digit() {
                i += 1;
            }
            let token: String = chars[start..i].iter().collect();
            squares.push(read_square(&token)?);
        }
        if squares.len() < 2 {
            return Err(ParseMoveError::TooFewSquares);
        }
        Ok(MoveText { squares, capture })
    }
}

fn read_square(token: &str) -> Result<SquareRef, ParseMoveError> {
    let bad = || ParseMoveError::BadSquare(token.to_owned());
    if token.starts_with(|c: char| c.is_ascii_digit()) {
        if token.len() > 2 {
            return Err(bad());
        }
        return token.parse().map(SquareRef::Numbered).map_err(|_| bad());
    }
    token.parse().map(SquareRef::Named).map_err(|_| bad())
}

impl fmt::Display for MoveText {
    /// The squares as typed, joined by `x` if a capture separator was typed
    /// and by `-` otherwise.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.capture { "x" } else { "-" };
        let squares: Vec<String> = self.squares.iter().map(SquareRef::to_string).collect();
        f.write_str(&squares.join(sep))
    }
}

impl MoveText {
    /// The squares as typed, start first.
    pub fn squares(&self) -> &[SquareRef] {
        &self.squares
    }

    /// Whether a capture separator (`x`, `:`) was typed.
    pub fn says_capture(&self) -> bool {
        self.capture
    }

    /// Finds the legal move this text means in `position`. The first square
    /// is the start, the last the end, and squares in between must be
    /// landing squares of the route, in order (any may be left out). Routes
    /// with the same outcome count as one move.
    pub fn resolve(&self, position: &Position) -> Result<Move, MoveError> {
        let variant = position.variant();
        let squares = self
            .squares
            .iter()
            .map(|s| s.square(variant))
            .collect::<Result<Vec<Square>, IllegalReason>>()
            .map_err(MoveError::Illegal)?;
        let (&from, rest) = squares
            .split_first()
            .ok_or(MoveError::Syntax(ParseMoveError::TooFewSquares))?;
        let (&to, between) = rest
            .split_last()
            .ok_or(MoveError::Syntax(ParseMoveError::TooFewSquares))?;
        let routes = position.legal_routes();
        let fits: Vec<&Move> = routes
            .iter()
            .filter(|mv| mv.from() == from && mv.to() == to && passes_through(mv, between))
            .collect();
        let Some(first) = fits.first() else {
            return Err(MoveError::Illegal(position.why_illegal(from)));
        };
        if fits.iter().all(|mv| mv.same_outcome(first)) {
            let exact = fits
                .iter()
                .find(|mv| mv.landings() == rest)
                .unwrap_or(first);
            return Ok((*exact).clone());
        }
        let mut candidates: Vec<Move> = Vec::new();
        for mv in fits {
            if !candidates.iter().any(|c| c.same_outcome(mv)) {
                candidates.push(mv.clone());
            }
        }
        Err(MoveError::Ambiguous(candidates))
    }
}

/// Whether `between` appears in order among the route's landings before the
/// last one.
fn passes_through(mv: &Move, between: &[Square]) -> bool {
    let landings = mv.landings();
    let mut route = landings[..landings.len() - 1].iter();
    between.iter().all(|sq| route.any(|l| l == sq))
}

/// Why a syntactically fine move cannot be played here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalReason {
    /// The start square is empty.
    NoPieceThere(Square),
    /// The piece on the start square belongs to the opponent.
    NotYourPiece(Square),
    /// A capture is compulsory; these are the legal captures.
    CaptureRequired(Vec<Move>),
    /// The piece cannot make this move.
    NoSuchMove,
    /// A typed square is not a playable square of this board.
    UnknownSquare(String),
}

impl fmt::Display for IllegalReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalReason::NoPieceThere(sq) => write!(f, "there is no piece on {sq}"),
            IllegalReason::NotYourPiece(sq) => write!(f, "the piece on {sq} is not yours"),
            IllegalReason::CaptureRequired(moves) => {
                write!(f, "a capture is compulsory: {}", join(moves))
            }
            IllegalReason::NoSuchMove => f.write_str("that piece cannot move there"),
            IllegalReason::UnknownSquare(s) => write!(f, "{s} is not a square of this board"),
        }
    }
}

fn join(moves: &[Move]) -> String {
    moves
        .iter()
        .map(Move::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Why typed text is not a legal move in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The text is not a move at all.
    Syntax(ParseMoveError),
    /// It is a move, but not a legal one here.
    Illegal(IllegalReason),
    /// Several legal moves fit; these are the candidates.
    Ambiguous(Vec<Move>),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Syntax(e) => write!(f, "{e}"),
            MoveError::Illegal(r) => write!(f, "illegal move: {r}"),
            MoveError::Ambiguous(moves) => {
                write!(f, "ambiguous move, it could be: {}", join(moves))
            }
        }
    }
}

impl std::error::Error for MoveError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            MoveError::Syntax(e) => Some(e),
            _ => None,
        }
    }
}
