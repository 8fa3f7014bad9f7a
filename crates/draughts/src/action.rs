//! The compact move of the fast layer, and a fixed-capacity list of them.

use crate::bits::BitWord;

/// A move as the fast layer sees it: start and end bits, the captured set
/// and whether the man is crowned. `Copy`, 16 bytes on 8x8 boards; playing
/// it is a handful of bit operations ([`crate::Board::play`]).
///
/// Two capture routes with the same start, end and captured set are the
/// same `Action` (they give the same position).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Action<W = u64> {
    /// Bits of the captured pieces.
    pub captured: W,
    /// Bit index of the start square.
    pub from: u8,
    /// Bit index of the end square (may equal `from` after a circular capture).
    pub to: u8,
    /// The moving man is crowned at the end of this move.
    pub promotes: bool,
}

impl<W: BitWord> Action<W> {
    /// Whether the move captures.
    #[inline(always)]
    pub fn is_capture(&self) -> bool {
        !self.captured.is_zero()
    }

    /// Number of pieces captured.
    #[inline(always)]
    pub fn capture_count(&self) -> u32 {
        self.captured.count()
    }
}

/// Capacity of a [`MoveList`]. No legal 8x8 position of these variants has
/// more quiet moves (Dameo's 18 queens at most 486); capture routes beyond it
/// would be dropped and [`MoveList::overflowed`] set.
pub const MOVE_LIST_CAPACITY: usize = 512;

/// A fixed-capacity list of [`Action`]s: filling it never allocates. Make one
/// per search depth and reuse it.
#[derive(Clone, Debug)]
pub struct MoveList<W = u64> {
    len: usize,
    overflowed: bool,
    items: [Action<W>; MOVE_LIST_CAPACITY],
}

impl<W: BitWord> Default for MoveList<W> {
    fn default() -> Self {
        MoveList::new()
    }
}

impl<W: BitWord> MoveList<W> {
    /// An empty list.
    pub fn new() -> Self {
        MoveList {
            len: 0,
            overflowed: false,
            items: [Action::default(); MOVE_LIST_CAPACITY],
        }
    }

    /// Removes every move.
    #[inline(always)]
    pub fn clear(&mut self) {
        self.len = 0;
        self.overflowed = false;
    }

    /// Appends a move; beyond the capacity the move is dropped and
    /// [`MoveList::overflowed`] becomes true.
    #[inline(always)]
    pub fn push(&mut self, action: Action<W>) {
        if let Some(slot) = self.items.get_mut(self.len) {
            *slot = action;
            self.len += 1;
        } else {
            self.overflowed = true;
        }
    }

    /// Number of moves.
    #[inline(always)]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the list is empty.
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether a move was dropped because the list was full.
    pub fn overflowed(&self) -> bool {
        self.overflowed
    }

    /// The moves as a slice.
    #[inline(always)]
    pub fn as_slice(&self) -> &[Action<W>] {
        &self.items[..self.len]
    }

    /// The moves as a mutable slice (to reorder them, e.g. for move ordering).
    #[inline(always)]
    pub fn as_mut_slice(&mut self) -> &mut [Action<W>] {
        &mut self.items[..self.len]
    }
}

impl<W: BitWord> std::ops::Deref for MoveList<W> {
    type Target = [Action<W>];

    fn deref(&self) -> &[Action<W>] {
        self.as_slice()
    }
}
