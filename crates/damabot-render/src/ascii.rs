//! A plain-text board diagram for the console, drawn from the viewer's side.
//!
//! | piece       | White | Black |
//! |-------------|-------|-------|
//! | man         | `o`   | `x`   |
//! | king        | `O`   | `X`   |
//! | parachutist | `@`   | `*`   |
//!
//! A parachutist is its side's man letter dressed up (`o` in a ring, `x`
//! with a bar), so the side shows at a glance and no letter is shared with
//! a man, a king or an empty square. `.` is an empty playable square (or an
//! empty point of Alquerque) and a blank is a square no piece may use (the
//! light squares of one-colour boards). File letters run above and below,
//! rank numbers on both sides.

use std::fmt::Write as _;

use draughts::{Color, Piece, Role};

use super::view::BoardView;

/// The diagram of `view`, one line per rank plus two lines of file letters.
pub fn ascii(view: &BoardView) -> String {
    let (files, ranks) = (view.files(), view.ranks());
    let flipped = view.viewer() == Color::Black;
    let by_column: Vec<u8> = if flipped {
        (0..files).rev().collect()
    } else {
        (0..files).collect()
    };
    let by_row: Vec<u8> = if flipped {
        (0..ranks).collect()
    } else {
        (0..ranks).rev().collect()
    };

    let width = ranks.to_string().len();
    let letters: Vec<String> = by_column
        .iter()
        .map(|&f| char::from(b'a' + f).to_string())
        .collect();
    let letters = format!("{:width$}  {}\n", "", letters.join(" "));
    let mut out = letters.clone();
    for &rank in &by_row {
        let squares: Vec<String> = by_column
            .iter()
            .map(|&file| symbol(view, file, rank).to_string())
            .collect();
        let label = u32::from(rank) + 1;
        let _ = writeln!(out, "{label:>width$}  {}  {label}", squares.join(" "));
    }
    out.push_str(&letters);
    out
}

/// The character for one square.
fn symbol(view: &BoardView, file: u8, rank: u8) -> char {
    match view.cell(file, rank).piece {
        Some(piece) => piece_char(piece),
        None if !view.is_playable(file, rank) => ' ',
        None => '.',
    }
}

/// `o`/`O`/`@` for White's man/king/parachutist, `x`/`X`/`*` for Black's.
fn piece_char(piece: Piece) -> char {
    match (piece.color, piece.role) {
        (Color::White, Role::Man) => 'o',
        (Color::White, Role::King) => 'O',
        (Color::White, Role::Parachutist) => '@',
        (Color::Black, Role::Man) => 'x',
        (Color::Black, Role::King) => 'X',
        (Color::Black, Role::Parachutist) => '*',
    }
}
