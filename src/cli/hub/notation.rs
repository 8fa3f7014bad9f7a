//! Positions and moves as the Hub protocol writes them, for every variant.
//!
//! - A position (`pos=`) is the side to move (`W` or `B`, either case)
//!   then one character per playable square: `w`/`b` a man, `W`/`B` a
//!   king, `e` empty. The squares come in the board's numbering order
//!   (International 1–50, as in Scan; the 8x8 boards 1–32, Canadian 1–72,
//!   Portuguese from h1); boards without numbers (Persian, Turkish, Dameo,
//!   Gothic, Hawaiian, Alquerque) list their playable squares the same way,
//!   from the top rank down and left to right as White sees them.
//!   Parachutists, and Frisian's counted king moves, have no letter: such
//!   positions are given as `fen=` instead.
//! - A move is its start and end square joined by `-`, or for a capture
//!   by `x` and followed by each captured square after an `x`, in any
//!   order (`28x19x23`). Squares are numbers on numbered boards and
//!   algebraic (`c3`) elsewhere; either form is read on numbered boards.
//!   A Hawaiian removal is its one square (`d5`).
//!
//! A move text names one of [`Position::legal_moves`], which lists one
//! move per (start, end, captured set): exactly what the text says.

use std::cmp::Reverse;

use draughts::{Color, Move, Piece, Position, Role, Setup, Square, Variant};

/// Why a position or move text was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub(super) enum NotationError {
    /// The position text has the wrong length for the variant's board.
    #[error("a {variant} position has {expected} characters, not {found}")]
    Length {
        variant: Variant,
        expected: usize,
        found: usize,
    },
    /// The first character is not a side to move.
    #[error("'{0}' is not a side to move (W or B)")]
    Turn(char),
    /// A square's character is not a piece.
    #[error("'{0}' is not a piece (w, b, W, B or e)")]
    Piece(char),
    /// The pieces do not make a position of the variant.
    #[error("not a {variant} position: {reason}")]
    Invalid { variant: Variant, reason: String },
    /// A square of a move is not a square of the board.
    #[error("'{0}' is not a square of the board")]
    Square(String),
    /// The text names no legal move.
    #[error("{0} is not a legal move here")]
    Illegal(String),
}

/// The playable squares in the order a position text lists them.
pub(super) fn squares(variant: Variant) -> Vec<Square> {
    let geometry = variant.geometry();
    match variant.numbering() {
        Some(_) => (1..=geometry.playable_count())
            .filter_map(|n| Square::from_number(variant, u8::try_from(n).ok()?))
            .collect(),
        None => {
            let mut squares: Vec<Square> = geometry.squares().collect();
            squares.sort_by_key(|sq| (Reverse(sq.rank()), sq.file()));
            squares
        }
    }
}

/// Reads a position text of `variant`.
pub(super) fn parse_position(variant: Variant, text: &str) -> Result<Position, NotationError> {
    let chars: Vec<char> = text.chars().collect();
    let squares = squares(variant);
    if chars.len() != squares.len() + 1 {
        return Err(NotationError::Length {
            variant,
            expected: squares.len() + 1,
            found: chars.len(),
        });
    }
    let turn = match chars[0] {
        'W' | 'w' => Color::White,
        'B' | 'b' => Color::Black,
        other => return Err(NotationError::Turn(other)),
    };
    let mut pieces = Vec::new();
    for (&square, &c) in squares.iter().zip(&chars[1..]) {
        let piece = match c {
            'e' => continue,
            'w' => Piece::new(Color::White, Role::Man),
            'b' => Piece::new(Color::Black, Role::Man),
            'W' => Piece::new(Color::White, Role::King),
            'B' => Piece::new(Color::Black, Role::King),
            other => return Err(NotationError::Piece(other)),
        };
        pieces.push((square, piece));
    }
    Position::from_setup(variant, &Setup { turn, pieces }).map_err(|e| NotationError::Invalid {
        variant,
        reason: e.to_string(),
    })
}

/// A square as a move text writes it.
fn square_text(variant: Variant, square: Square) -> String {
    square
        .number(variant)
        .map_or_else(|| square.to_string(), |n| n.to_string())
}

/// The Hub text of `mv`, a legal move of a position of `variant`.
pub(super) fn move_text(variant: Variant, mv: &Move) -> String {
    if mv.is_removal() {
        return square_text(variant, mv.from());
    }
    let (from, to, mut captured) = mv.outcome();
    captured.sort_by_key(|&sq| (sq.number(variant), sq));
    let sep = if captured.is_empty() { "-" } else { "x" };
    let mut text = format!(
        "{}{sep}{}",
        square_text(variant, from),
        square_text(variant, to)
    );
    for square in captured {
        text.push('x');
        text.push_str(&square_text(variant, square));
    }
    text
}

/// A square written as a number of the board's numbering or
/// algebraically.
fn parse_square(variant: Variant, token: &str) -> Result<Square, NotationError> {
    let square = match token.parse::<u8>() {
        Ok(n) => Square::from_number(variant, n),
        Err(_) => token
            .parse::<Square>()
            .ok()
            .filter(|&sq| variant.geometry().is_playable(sq)),
    };
    square.ok_or_else(|| NotationError::Square(token.to_owned()))
}

/// The legal move of `position` that `text` names.
pub(super) fn parse_move(position: &Position, text: &str) -> Result<Move, NotationError> {
    let variant = position.variant();
    let squares = text
        .split(['-', 'x'])
        .map(|token| parse_square(variant, token))
        .collect::<Result<Vec<Square>, _>>()?;
    let wanted = match squares[..] {
        [only] => (only, only, vec![only]),
        [from, to, ref captured @ ..] => {
            let mut captured = captured.to_vec();
            captured.sort_unstable();
            (from, to, captured)
        }
        [] => return Err(NotationError::Illegal(text.to_owned())),
    };
    position
        .legal_moves()
        .into_iter()
        .find(|mv| mv.outcome() == wanted)
        .ok_or_else(|| NotationError::Illegal(text.to_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// International's start as Scan's `protocol.txt` writes it.
    const START: &str = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww";

    #[test]
    fn reads_the_international_start_as_scan_writes_it() {
        let start = Position::start(Variant::International);
        assert_eq!(parse_position(Variant::International, START), Ok(start));
        let lower = START.replacen('W', "w", 1);
        assert_eq!(parse_position(Variant::International, &lower), Ok(start));
    }

    #[test]
    fn numbers_follow_scan_and_captures_list_the_taken_squares() {
        // Square 1 is b10 and 50 is i1 (FMJD art. 2.6, Scan's order).
        let order = squares(Variant::International);
        assert_eq!(order.len(), 50);
        assert_eq!(
            (order[0].to_string(), order[49].to_string()),
            ("b10".into(), "i1".into())
        );
        let start = Position::start(Variant::International);
        let mv = parse_move(&start, "32-28").unwrap();
        assert_eq!(
            (mv.from().to_string(), mv.to().to_string()),
            ("d4".into(), "e5".into())
        );
        // White 28 (e5) takes 23 (f6) and 13 (f8), landing on 8 (e9); the
        // captured squares may come in any order.
        let fen = "W:We5:Bf6,f8";
        let position = Position::from_fen(Variant::International, fen).unwrap();
        let capture = parse_move(&position, "28x8x23x13").unwrap();
        assert_eq!(parse_move(&position, "28x8x13x23").unwrap(), capture);
        assert_eq!(move_text(Variant::International, &capture), "28x8x13x23");
        assert_eq!(
            parse_move(&position, "28x8x23"),
            Err(NotationError::Illegal("28x8x23".into()))
        );
    }

    #[test]
    fn other_boards_use_their_own_numbers_or_algebraic_squares() {
        let russian = Position::start(Variant::Russian);
        let mv = parse_move(&russian, "c3-d4").unwrap();
        assert_eq!(move_text(Variant::Russian, &mv), "22-18");
        assert_eq!(parse_move(&russian, "22-18").unwrap(), mv);
        let turkish = Position::start(Variant::Turkish);
        let mv = parse_move(&turkish, "a3-a4").unwrap();
        assert_eq!(move_text(Variant::Turkish, &mv), "a3-a4");
        assert_eq!(squares(Variant::Turkish)[0].to_string(), "a8");
        assert!(matches!(
            parse_move(&turkish, "a3-z9"),
            Err(NotationError::Square(_))
        ));
    }

    #[test]
    fn refuses_malformed_positions() {
        let v = Variant::International;
        assert!(matches!(
            parse_position(v, "W"),
            Err(NotationError::Length { found: 1, .. })
        ));
        let bad_turn = START.replacen('W', "x", 1);
        assert_eq!(parse_position(v, &bad_turn), Err(NotationError::Turn('x')));
        let bad_piece = START.replacen('e', "q", 1);
        assert_eq!(
            parse_position(v, &bad_piece),
            Err(NotationError::Piece('q'))
        );
        // A white man on Black's back rank would already be a king.
        let crowned = format!("Ww{}", &START[2..]);
        assert!(matches!(
            parse_position(v, &crowned),
            Err(NotationError::Invalid { .. })
        ));
    }
}
