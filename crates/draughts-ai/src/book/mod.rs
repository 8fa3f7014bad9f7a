//! Opening books: for the first plies of a game, a few good moves of each
//! position with their scores, from our own analysis (`damabot book`,
//! docs/books.md).
//!
//! A book is made by [`build`] from the start position: each position is
//! analysed move by move with the strongest settings, the moves within a
//! margin of the best are kept, and the positions they lead to are
//! analysed in turn, to a fixed number of plies. The variants that have
//! one ship it in `books/<variant>.txt` ([`format`] describes the file),
//! embedded with `include_bytes!` and checked against its checksum when
//! it is first read ([`Book::embedded`]).
//!
//! The levels use it as [`crate::Level::book`] says: level 8 plays the
//! best move of the book while the game is in it; levels 3 to 7 draw one
//! of its moves, weighted by score, with their seed, so that their
//! openings vary; levels 1 and 2 and the variants without a book search
//! as before.

mod build;
mod format;

use std::collections::HashMap;
use std::sync::LazyLock;

use draughts::{Move, Position, Variant};

pub use build::{BuildConfig, BuildProgress, build};
pub use format::{BookError, MAGIC};

use crate::rng::Rng;

/// The books that ship with the engine, by variant: the files of
/// `books/`.
const EMBEDDED: &[(Variant, &[u8])] = &[
    (
        Variant::International,
        include_bytes!("../../books/international.txt"),
    ),
    (Variant::Russian, include_bytes!("../../books/russian.txt")),
    (
        Variant::Brazilian,
        include_bytes!("../../books/brazilian.txt"),
    ),
    (Variant::Italian, include_bytes!("../../books/italian.txt")),
    (Variant::Frisian, include_bytes!("../../books/frisian.txt")),
    (
        Variant::Hawaiian,
        include_bytes!("../../books/hawaiian.txt"),
    ),
];

/// The embedded books, read once (a file that does not load, which the
/// tests rule out, leaves its variant without a book).
static BOOKS: LazyLock<HashMap<Variant, Book>> = LazyLock::new(|| {
    EMBEDDED
        .iter()
        .filter_map(|(variant, bytes)| Some((*variant, Book::from_text(bytes).ok()?)))
        .collect()
});

/// A move of the book with its score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookMove {
    /// The move, as [`Position::legal_moves`] lists it.
    pub mv: Move,
    /// Its score in hundredths of a man for the side that plays it (a
    /// decided game at the engine's win and loss scores).
    pub score: i32,
}

/// One position of the book.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The moves that reach it from the start position.
    pub path: Vec<Move>,
    /// The position.
    pub position: Position,
    /// Its book moves, best first.
    pub moves: Vec<BookMove>,
}

/// An opening book of one variant.
#[derive(Clone, Debug)]
pub struct Book {
    variant: Variant,
    margin: i32,
    made: String,
    entries: Vec<Entry>,
    index: HashMap<Position, usize>,
}

impl Book {
    /// The book that ships for `variant`, if it has one.
    pub fn embedded(variant: Variant) -> Option<&'static Book> {
        BOOKS.get(&variant)
    }

    /// The variants that ship a book, and the bytes of their files.
    pub fn embedded_files() -> impl Iterator<Item = (Variant, &'static [u8])> {
        EMBEDDED.iter().copied()
    }

    /// The variant of the book.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The margin (hundredths of a man) below the best within which moves
    /// were kept.
    pub fn margin(&self) -> i32 {
        self.margin
    }

    /// The options that made the book.
    pub fn made(&self) -> &str {
        &self.made
    }

    /// The positions, in the order they were analysed.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The book moves of `position`, best first, if the book holds it.
    pub fn moves(&self, position: &Position) -> Option<&[BookMove]> {
        let i = *self.index.get(position)?;
        Some(&self.entries[i].moves)
    }

    /// The best book move of `position`.
    pub fn best(&self, position: &Position) -> Option<&Move> {
        self.moves(position)?.first().map(|m| &m.mv)
    }

    /// A book move of `position` drawn with `seed` (mixed with the
    /// position's key), each with the weight `2·margin − (best − score)`
    /// (at least 1): the best is twice as likely as a move at the margin.
    pub fn draw(&self, position: &Position, seed: u64) -> Option<&Move> {
        let moves = self.moves(position)?;
        let best = moves.first()?.score;
        let weights: Vec<u64> = moves
            .iter()
            .map(|m| weight(self.margin, best, m.score))
            .collect();
        let total: u64 = weights.iter().sum();
        let mut ticket = Rng::new(seed ^ position.zobrist()).below(total as usize) as u64;
        for (m, w) in moves.iter().zip(&weights) {
            if ticket < *w {
                return Some(&m.mv);
            }
            ticket -= w;
        }
        moves.last().map(|m| &m.mv)
    }

    /// Adds a position; a position already in the book is refused.
    fn push(&mut self, entry: Entry) -> Result<(), String> {
        if self.index.contains_key(&entry.position) {
            return Err("the position is already in the book".to_owned());
        }
        self.index.insert(entry.position, self.entries.len());
        self.entries.push(entry);
        Ok(())
    }
}

/// The weight of a book move scoring `score` where the best scores `best`.
fn weight(margin: i32, best: i32, score: i32) -> u64 {
    let w = i64::from(margin) * 2 - (i64::from(best) - i64::from(score));
    w.max(1) as u64
}

#[cfg(test)]
mod tests {
    use draughts::Game;

    use super::*;

    #[test]
    fn the_shipped_books_load_and_match_their_checksums() {
        for (variant, bytes) in Book::embedded_files() {
            let book = Book::from_text(bytes).unwrap_or_else(|e| panic!("{variant}: {e}"));
            assert_eq!(book.variant(), variant);
            assert_eq!(book.to_text().as_bytes(), bytes, "{variant}");
            assert!(Book::embedded(variant).is_some(), "{variant}");
            assert!(book.entries().len() > 10, "{variant}");
        }
        assert!(Book::embedded(Variant::Turkish).is_none());
    }

    /// Replays each path with the game's own rules and checks every book
    /// move against the legal moves of the position it reaches.
    #[test]
    fn every_book_move_is_legal_in_its_position() {
        for (variant, _) in Book::embedded_files() {
            let book = Book::embedded(variant).unwrap();
            assert!(book.moves(&Position::start(variant)).is_some());
            for entry in book.entries() {
                let mut game = Game::new(variant);
                for mv in &entry.path {
                    game.play(mv).unwrap();
                }
                assert_eq!(game.position(), &entry.position);
                let legal = game.position().legal_moves();
                assert!(!entry.moves.is_empty());
                for m in &entry.moves {
                    assert!(legal.contains(&m.mv), "{variant}: {} not legal", m.mv);
                }
            }
        }
    }

    #[test]
    fn the_weights_favour_the_best_and_stay_positive() {
        assert_eq!(weight(25, 10, 10), 50);
        assert_eq!(weight(25, 10, -15), 25);
        assert_eq!(weight(25, 10, -500), 1);
        assert_eq!(weight(0, 3, 3), 1);
    }
}
