//! Position text: `W:Wa2,b2,Kc5:Ba6,Kd8` — side to move, then each side's
//! squares, `K` before a king, `P` before a parachutist. Numbered boards
//! (every dark- or light-square board) also read the PDN numeric form
//! `B:W21-32:B1-12` / `W:WK22:B18,19`, and print it where the variant's
//! players use numbers.

use std::fmt;

use crate::color::{Color, Piece, Role};
use crate::digits::to_ascii_digits;
use crate::setup::Setup;
use crate::square::{Notation, Square};
use crate::validate::PositionError;
use crate::variant::Variant;

/// Why position text could not be read, or describes an impossible position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// The text is empty.
    Empty,
    /// The first field is not `W` or `B`.
    Turn(String),
    /// A field does not start with `W` or `B`.
    Field(String),
    /// A side's field appears twice.
    RepeatedSide(Color),
    /// A token is not a square of this variant.
    Square(String),
    /// A numeric range (`21-32`) is malformed or out of order.
    Range(String),
    /// The pieces do not form a valid position.
    Position(PositionError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Empty => f.write_str("empty position text"),
            FenError::Turn(t) => write!(f, "side to move '{t}' is not W or B"),
            FenError::Field(t) => write!(f, "field '{t}' does not start with W or B"),
            FenError::RepeatedSide(c) => write!(f, "the {c} pieces are listed twice"),
            FenError::Square(t) => write!(f, "'{t}' is not a square of this board"),
            FenError::Range(t) => write!(f, "'{t}' is not a valid range of squares"),
            FenError::Position(e) => write!(f, "impossible position: {e}"),
        }
    }
}

impl std::error::Error for FenError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            FenError::Position(e) => Some(e),
            _ => None,
        }
    }
}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> Self {
        FenError::Position(e)
    }
}

fn side(c: char) -> Option<Color> {
    match c.to_ascii_uppercase() {
        'W' => Some(Color::White),
        'B' => Some(Color::Black),
        _ => None,
    }
}

/// Reads position text into an unvalidated [`Setup`].
pub(crate) fn parse(variant: Variant, text: &str) -> Result<Setup, FenError> {
    let text = to_ascii_digits(text);
    let text = text.trim().trim_matches('"').trim().trim_end_matches('.');
    if text.is_empty() {
        return Err(FenError::Empty);
    }
    let mut fields = text.split(':');
    let turn_field = fields.next().unwrap_or_default().trim();
    let mut turn_chars = turn_field.chars();
    let turn = match (turn_chars.next().and_then(side), turn_chars.next()) {
        (Some(color), None) => color,
        _ => return Err(FenError::Turn(turn_field.to_owned())),
    };
    let mut pieces = Vec::new();
    let mut done = [false; 2];
    for field in fields {
        let field = field.trim();
        let mut chars = field.chars();
        let color = chars
            .next()
            .and_then(side)
            .ok_or_else(|| FenError::Field(field.to_owned()))?;
        if std::mem::replace(&mut done[color.index()], true) {
            return Err(FenError::RepeatedSide(color));
        }
        for token in chars
            .as_str()
            .split(',')
            .map(str::trim)
            .filter(|t| !t.is_empty())
        {
            read_token(variant, color, token, &mut pieces)?;
        }
    }
    Ok(Setup { turn, pieces })
}

/// One token: `[K|P]square` or, numbered boards only, `[K|P]n-m`. The
/// marks may be lowercase, except `k` on 12x12 boards, where `k3` is a
/// square.
fn read_token(
    variant: Variant,
    color: Color,
    token: &str,
    pieces: &mut Vec<(Square, Piece)>,
) -> Result<(), FenError> {
    // A lowercase `k` is the k-file on boards that have one (12x12).
    let has_k_file = variant.geometry().files > 10;
    let king_marks: &[char] = if has_k_file { &['K'] } else { &['K', 'k'] };
    let (role, body) = if let Some(rest) = token.strip_prefix(king_marks) {
        (Role::King, rest.trim())
    } else if let Some(rest) = token.strip_prefix(['P', 'p']) {
        (Role::Parachutist, rest.trim())
    } else {
        (Role::Man, token)
    };
    let piece = Piece::new(color, role);
    if let Some((a, b)) = body.split_once('-') {
        let number = |t: &str| t.trim().parse::<u8>().ok();
        let (Some(a), Some(b)) = (number(a), number(b)) else {
            return Err(FenError::Range(token.to_owned()));
        };
        if a > b {
            return Err(FenError::Range(token.to_owned()));
        }
        for n in a..=b {
            let sq =
                Square::from_number(variant, n).ok_or_else(|| FenError::Square(n.to_string()))?;
            pieces.push((sq, piece));
        }
        return Ok(());
    }
    let square = if body.starts_with(|c: char| c.is_ascii_digit()) {
        body.parse::<u8>()
            .ok()
            .and_then(|n| Square::from_number(variant, n))
    } else {
        body.parse::<Square>().ok()
    };
    let square = square.ok_or_else(|| FenError::Square(body.to_owned()))?;
    pieces.push((square, piece));
    Ok(())
}

/// Writes position text: numeric squares where the variant's players use
/// numbers, algebraic elsewhere; squares in ascending order.
pub(crate) fn write(variant: Variant, turn: Color, pieces: &[(Square, Piece)]) -> String {
    let mut out = String::new();
    out.push(turn.letter());
    for color in Color::ALL {
        let mut squares: Vec<(u16, String)> = pieces
            .iter()
            .filter(|(_, p)| p.color == color)
            .map(|&(sq, p)| {
                let key = sq
                    .to_numeric(variant)
                    .map_or(u16::from(sq.rank()) << 8 | u16::from(sq.file()), u16::from);
                let prefix = match p.role {
                    Role::Man => "",
                    Role::King => "K",
                    Role::Parachutist => "P",
                };
                (
                    key,
                    format!("{prefix}{}", sq.text(variant, Notation::Native)),
                )
            })
            .collect();
        squares.sort();
        out.push(':');
        out.push(color.letter());
        let tokens: Vec<String> = squares.into_iter().map(|(_, t)| t).collect();
        out.push_str(&tokens.join(","));
    }
    out
}
