//! `Board<R>`: the small `Copy` position of one variant's rules, with the
//! fast, allocation-free API the search and perft use.

use std::marker::PhantomData;

use crate::action::{Action, MoveList};
use crate::bits::BitWord;
use crate::color::{Color, Piece, Role};
use crate::layout::Layout;
use crate::movegen::{self, sink::ListSink};
use crate::rules::Rules;

/// The board word of rules `R`.
pub type Word<R> = <<R as Rules>::Layout as Layout>::Word;

/// A position under the rules `R`: piece sets per side, the kings, the side
/// to move and an incrementally kept Zobrist key. `Copy`; moves are played by
/// copy-make ([`Board::play`]).
///
/// The bit of a square is given by `R::Layout` (for 8x8 boards:
/// `rank * 8 + file`, `a1` = 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board<R: Rules> {
    pieces: [Word<R>; 2],
    kings: Word<R>,
    turn: Color,
    hash: u64,
    rules: PhantomData<R>,
}

impl<R: Rules> Board<R> {
    /// A board with no pieces and `turn` to move.
    pub fn empty(turn: Color) -> Self {
        Board {
            pieces: [Word::<R>::ZERO; 2],
            kings: Word::<R>::ZERO,
            turn,
            hash: if turn == Color::Black {
                R::Layout::SIDE_KEY
            } else {
                0
            },
            rules: PhantomData,
        }
    }

    /// A board from its piece sets (`pieces[color.index()]`), kings and side
    /// to move, with no Zobrist key (perft only).
    pub(crate) fn from_parts(pieces: [Word<R>; 2], kings: Word<R>, turn: Color) -> Self {
        Board {
            pieces,
            kings,
            turn,
            hash: 0,
            rules: PhantomData,
        }
    }

    /// Puts `piece` on the empty bit `index`.
    pub(crate) fn put(&mut self, index: u8, piece: Piece) {
        let bit = Word::<R>::single(index);
        self.pieces[piece.color.index()] |= bit;
        if piece.role == Role::King {
            self.kings |= bit;
        }
        self.hash ^= R::Layout::key(piece.color, piece.role, index);
    }

    /// The side to move.
    #[inline(always)]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The squares of `color`'s pieces.
    #[inline(always)]
    pub fn bits(&self, color: Color) -> Word<R> {
        self.pieces[color.index()]
    }

    /// The squares of all kings, both sides.
    #[inline(always)]
    pub fn kings(&self) -> Word<R> {
        self.kings
    }

    /// The squares of `color`'s men.
    #[inline(always)]
    pub fn men(&self, color: Color) -> Word<R> {
        self.pieces[color.index()] & !self.kings
    }

    /// All occupied squares.
    #[inline(always)]
    pub fn occupied(&self) -> Word<R> {
        self.pieces[0] | self.pieces[1]
    }

    /// The Zobrist key, kept up to date by [`Board::play`].
    #[inline(always)]
    pub fn zobrist(&self) -> u64 {
        self.hash
    }

    /// The Zobrist key computed from scratch (for checking the incremental one).
    pub fn zobrist_from_scratch(&self) -> u64 {
        let mut hash = if self.turn == Color::Black {
            R::Layout::SIDE_KEY
        } else {
            0
        };
        for color in Color::ALL {
            for index in self.bits(color).iter() {
                hash ^= R::Layout::key(color, self.role_at(index), index);
            }
        }
        hash
    }

    /// The piece on bit `index`.
    pub fn piece_at(&self, index: u8) -> Option<Piece> {
        Color::ALL
            .into_iter()
            .find(|&c| self.bits(c).has(index))
            .map(|color| Piece::new(color, self.role_at(index)))
    }

    #[inline(always)]
    fn role_at(&self, index: u8) -> Role {
        if self.kings.has(index) {
            Role::King
        } else {
            Role::Man
        }
    }

    /// Number of `color`'s pieces.
    #[inline(always)]
    pub fn count(&self, color: Color) -> u32 {
        self.bits(color).count()
    }

    /// Number of `color`'s pieces of kind `role`.
    #[inline(always)]
    pub fn count_role(&self, color: Color, role: Role) -> u32 {
        match role {
            Role::King => (self.bits(color) & self.kings).count(),
            Role::Man => self.men(color).count(),
        }
    }

    /// Fills `list` with the legal moves, one per distinct (start, end,
    /// captured set). Never allocates. If [`MoveList::overflowed`] is then
    /// true (thousands of flying-king routes), use [`Board::actions`].
    #[inline]
    pub fn generate(&self, list: &mut MoveList<Word<R>>) {
        list.clear();
        movegen::generate(self, &mut ListSink::<_, true>(list));
    }

    /// The legal moves, one per outcome, in a vector: for positions where
    /// [`MoveList::overflowed`] reports that a list was too small.
    pub fn actions(&self) -> Vec<Action<Word<R>>> {
        movegen::actions::<R, true>(self)
    }

    /// Fills `list` with the legal moves, one per capture route.
    #[inline]
    pub fn generate_routes(&self, list: &mut MoveList<Word<R>>) {
        list.clear();
        movegen::generate(self, &mut ListSink::<_, false>(list));
    }

    /// Number of legal moves counting every capture route, without
    /// generating quiet moves (bulk popcount).
    #[inline]
    pub fn count_routes(&self) -> u64 {
        movegen::count_routes(self)
    }

    /// Whether the side to move must capture.
    pub fn has_capture(&self) -> bool {
        movegen::has_capture(self)
    }

    /// The position after `action`, which must be legal here (as produced by
    /// [`Board::generate`]); copy-make, Zobrist key updated.
    #[inline(always)]
    pub fn play(&self, action: &Action<Word<R>>) -> Self {
        self.make::<true>(action)
    }

    /// As [`Board::play`], but leaves the Zobrist key stale (perft only).
    #[inline(always)]
    pub(crate) fn play_unhashed(&self, action: &Action<Word<R>>) -> Self {
        self.make::<false>(action)
    }

    #[inline(always)]
    fn make<const HASH: bool>(&self, action: &Action<Word<R>>) -> Self {
        let us = self.turn;
        let them = !us;
        let from = Word::<R>::single(action.from);
        let to = Word::<R>::single(action.to);
        let was_king = !(self.kings & from).is_zero();
        let mut next = *self;
        next.pieces[us.index()] ^= from ^ to;
        next.pieces[them.index()] &= !action.captured;
        next.kings &= !action.captured;
        if was_king {
            next.kings ^= from ^ to;
        } else if action.promotes {
            next.kings |= to;
        }
        next.turn = them;
        if HASH {
            let before = if was_king { Role::King } else { Role::Man };
            let after = if was_king || action.promotes {
                Role::King
            } else {
                Role::Man
            };
            let mut hash = self.hash ^ R::Layout::SIDE_KEY;
            hash ^= R::Layout::key(us, before, action.from) ^ R::Layout::key(us, after, action.to);
            for index in action.captured.iter() {
                hash ^= R::Layout::key(them, self.role_at(index), index);
            }
            next.hash = hash;
        }
        next
    }
}
