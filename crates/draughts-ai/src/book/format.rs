//! The book's file: a small text file, one line per position, that reads
//! the same in every version of the engine.
//!
//! ```text
//! damabot opening book 1
//! variant international
//! margin 25
//! made --plies 8 --nodes 100000 --width 2 --margin 25 --seed 1
//! | 32-28 12 33-29 4
//! 32-28 | 18-23 -12 19-23 -20
//! checksum 0123456789abcdef
//! ```
//!
//! After the header (the variant's identifier, the margin within which the
//! moves were kept, and the options that made the file), each line is a
//! position, written as the moves that reach it from the start position
//! (none for the start), then `|`, then its book moves, best first, each
//! followed by its score in hundredths of a man for the side to move. A
//! position is thus named by the rules alone, not by a hash of this
//! engine's (the Zobrist keys may change between versions). Moves are in
//! the variant's own notation with their whole route, so that each reads
//! back to one legal move. The last line is the FNV-1a checksum (64 bits,
//! hexadecimal) of every byte before it.

use std::collections::HashMap;
use std::fmt;

use draughts::{Move, Notation, Position, Variant};

use super::{Book, BookMove, Entry};
use crate::eval::learned::fnv1a;

/// The first line of a book file.
pub const MAGIC: &str = "damabot opening book 1";

/// Why a book file could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BookError {
    /// Not a book file (the first line is not [`MAGIC`]).
    Magic,
    /// The file does not end with a checksum line.
    NoChecksum,
    /// The checksum does not match the contents.
    Checksum,
    /// A header line (`variant`, `margin`, `made`) is missing or wrong.
    Header(&'static str),
    /// The variant's identifier is unknown.
    Variant(String),
    /// A position line (its number in the file, from 1) cannot be read.
    Line(usize, String),
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BookError::Magic => write!(f, "not an opening book (bad first line)"),
            BookError::NoChecksum => write!(f, "the book has no checksum line"),
            BookError::Checksum => write!(f, "the checksum does not match"),
            BookError::Header(what) => write!(f, "the book's '{what}' line is missing or wrong"),
            BookError::Variant(id) => write!(f, "unknown variant '{id}'"),
            BookError::Line(n, why) => write!(f, "line {n}: {why}"),
        }
    }
}

impl std::error::Error for BookError {}

/// The text of `mv` as the book writes it: the variant's notation, every
/// landing square.
pub(crate) fn move_text(position: &Position, mv: &Move) -> String {
    position.move_text(mv, Notation::Native)
}

/// Reads a move of the book in `position`: the legal move (as
/// [`Position::legal_moves`] lists it) its text names.
fn read_move(position: &Position, text: &str) -> Result<Move, String> {
    let mv = position
        .parse_move(text)
        .map_err(|e| format!("'{text}': {e}"))?;
    position
        .legal_moves()
        .into_iter()
        .find(|legal| legal.same_outcome(&mv))
        .ok_or_else(|| format!("'{text}' is not legal here"))
}

/// Whether the book's text of `mv` reads back to it in `position` (a route
/// that another route with the same landings makes ambiguous does not).
pub(crate) fn reads_back(position: &Position, mv: &Move) -> bool {
    read_move(position, &move_text(position, mv)).is_ok_and(|read| read.same_outcome(mv))
}

impl Book {
    /// The file's text.
    pub fn to_text(&self) -> String {
        let mut out = format!(
            "{MAGIC}\nvariant {}\nmargin {}\nmade {}\n",
            self.variant.name(),
            self.margin,
            self.made
        );
        for entry in &self.entries {
            let mut position = Position::start(self.variant);
            let mut words = Vec::new();
            for mv in &entry.path {
                words.push(move_text(&position, mv));
                position = position.play_unchecked(mv);
            }
            words.push("|".to_owned());
            for m in &entry.moves {
                words.push(move_text(&position, &m.mv));
                words.push(m.score.to_string());
            }
            out.push_str(&words.join(" "));
            out.push('\n');
        }
        let sum = fnv1a(out.as_bytes());
        out.push_str(&format!("checksum {sum:016x}\n"));
        out
    }

    /// Reads a book file, checking its checksum and that every line's
    /// moves are legal where they are played.
    pub fn from_text(bytes: &[u8]) -> Result<Book, BookError> {
        let text = std::str::from_utf8(bytes).map_err(|_| BookError::Magic)?;
        if !text.starts_with(MAGIC) {
            return Err(BookError::Magic);
        }
        let body_end = text
            .trim_end_matches('\n')
            .rfind('\n')
            .map(|i| i + 1)
            .ok_or(BookError::NoChecksum)?;
        let (body, last) = text.split_at(body_end);
        let sum = last
            .trim_end()
            .strip_prefix("checksum ")
            .and_then(|hex| u64::from_str_radix(hex, 16).ok())
            .ok_or(BookError::NoChecksum)?;
        if fnv1a(body.as_bytes()) != sum {
            return Err(BookError::Checksum);
        }
        let mut lines = body.lines().enumerate().skip(1);
        let mut header = |key: &'static str| {
            lines
                .next()
                .and_then(|(_, line)| line.strip_prefix(key))
                .and_then(|rest| rest.strip_prefix(' '))
                .ok_or(BookError::Header(key))
        };
        let id = header("variant")?;
        let variant = Variant::ALL
            .into_iter()
            .find(|v| v.name() == id)
            .ok_or_else(|| BookError::Variant(id.to_owned()))?;
        let margin = header("margin")?
            .parse()
            .map_err(|_| BookError::Header("margin"))?;
        let made = header("made")?.to_owned();
        let mut book = Book {
            variant,
            margin,
            made,
            entries: Vec::new(),
            index: HashMap::new(),
        };
        for (i, line) in lines {
            let entry = read_entry(variant, line).map_err(|why| BookError::Line(i + 1, why))?;
            book.push(entry)
                .map_err(|why| BookError::Line(i + 1, why))?;
        }
        Ok(book)
    }
}

/// One position line.
fn read_entry(variant: Variant, line: &str) -> Result<Entry, String> {
    let (path_text, moves_text) = line
        .split_once('|')
        .ok_or_else(|| "no '|' between the path and the moves".to_owned())?;
    let mut position = Position::start(variant);
    let mut path = Vec::new();
    for word in path_text.split_whitespace() {
        let mv = read_move(&position, word)?;
        position = position.play_unchecked(&mv);
        path.push(mv);
    }
    let words: Vec<&str> = moves_text.split_whitespace().collect();
    if words.is_empty() || !words.len().is_multiple_of(2) {
        return Err("the moves do not come in pairs of a move and its score".to_owned());
    }
    let mut moves: Vec<BookMove> = Vec::new();
    for pair in words.chunks(2) {
        let mv = read_move(&position, pair[0])?;
        let score = pair[1]
            .parse()
            .map_err(|_| format!("'{}' is not a score", pair[1]))?;
        if moves.last().is_some_and(|prev| prev.score < score) {
            return Err("the moves are not best first".to_owned());
        }
        if moves.iter().any(|m| m.mv == mv) {
            return Err(format!("'{}' is listed twice", pair[0]));
        }
        moves.push(BookMove { mv, score });
    }
    Ok(Entry {
        path,
        position,
        moves,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tiny() -> Book {
        let variant = Variant::Russian;
        let start = Position::start(variant);
        let legal = start.legal_moves();
        let mut book = Book {
            variant,
            margin: 30,
            made: "--plies 2 by hand".to_owned(),
            entries: Vec::new(),
            index: HashMap::new(),
        };
        let root = Entry {
            path: Vec::new(),
            position: start,
            moves: vec![
                BookMove {
                    mv: legal[2].clone(),
                    score: 14,
                },
                BookMove {
                    mv: legal[0].clone(),
                    score: -3,
                },
            ],
        };
        let after = start.play_unchecked(&legal[2]);
        let reply = after.legal_moves()[1].clone();
        let child = Entry {
            path: vec![legal[2].clone()],
            position: after,
            moves: vec![BookMove {
                mv: reply,
                score: -14,
            }],
        };
        book.push(root).unwrap();
        book.push(child).unwrap();
        book
    }

    #[test]
    fn a_book_round_trips_through_its_text() {
        let book = tiny();
        let text = book.to_text();
        assert!(text.starts_with("damabot opening book 1\nvariant russian\nmargin 30\n"));
        let read = Book::from_text(text.as_bytes()).unwrap();
        assert_eq!(read.to_text(), text);
        assert_eq!(read.entries, book.entries);
    }

    /// Written by hand from the rules: in Russian draughts White opens
    /// from the third rank (c3-d4 is legal, c3-c4 and e5-f6 are not).
    #[test]
    fn a_hand_written_book_reads_and_a_bad_line_is_refused() {
        let file = |lines: &str| {
            let body = format!("{MAGIC}\nvariant russian\nmargin 20\nmade by hand\n{lines}");
            format!("{body}checksum {:016x}\n", fnv1a(body.as_bytes()))
        };
        let good = Book::from_text(file("| c3-d4 10 g3-h4 -5\nc3-d4 | f6-g5 -10\n").as_bytes())
            .expect("a good book");
        assert_eq!(good.entries.len(), 2);
        assert_eq!(good.entries[1].position.turn(), draughts::Color::Black);
        for bad in [
            "| c3-c4 10\n",
            "| c3-d4\n",
            "| c3-d4 x\n",
            "| g3-h4 -5 c3-d4 10\n",
            "c3-d4 10\n",
            "e5-f6 | c3-d4 10\n",
            "| c3-d4 10\n| c3-d4 10\n",
        ] {
            assert!(
                matches!(
                    Book::from_text(file(bad).as_bytes()),
                    Err(BookError::Line(5 | 6, _))
                ),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn a_changed_byte_or_header_is_refused() {
        let text = tiny().to_text();
        let broken = text.replacen("14", "15", 1);
        assert_eq!(
            Book::from_text(broken.as_bytes()).err(),
            Some(BookError::Checksum)
        );
        assert_eq!(
            Book::from_text(&text.as_bytes()[1..]).err(),
            Some(BookError::Magic)
        );
        let cut = &text[..text.rfind("checksum").unwrap()];
        assert_eq!(
            Book::from_text(cut.as_bytes()).err(),
            Some(BookError::NoChecksum)
        );
    }
}
