//! The transposition table: a fixed-size array of two-entry buckets keyed
//! by Zobrist keys, `16 << bits` bytes. [`crate::search`] allocates one per
//! search (so its searches share nothing and stay deterministic);
//! [`crate::Engine`] keeps one across the searches of a game.
//!
//! Each entry is two words: the full key, and the packed data (move code,
//! score, depth, bound, generation). In each bucket the first entry keeps
//! the deeper result of the current generation, the second always takes the
//! newest. Every search of a kept table starts a new generation
//! ([`Table::next_generation`]), so the deep results of earlier searches
//! are still read but give way to the current search's.

/// What a stored score says about the true score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The score is exact.
    Exact,
    /// The true score is at least this (a beta cutoff).
    Lower,
    /// The true score is at most this (every move failed low).
    Upper,
}

/// A table entry as the search reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Hit {
    /// Remaining depth the score was searched to.
    pub depth: i32,
    /// The score, in table form (see [`crate::score::to_table`]).
    pub score: i32,
    /// What the score bounds.
    pub bound: Bound,
    /// The best move's code (see [`crate::order::code`]), 0 if none.
    pub code: u32,
}

/// Marks a used entry, so an all-zero slot reads as empty.
const USED: u64 = 1 << 63;

/// Where the generation sits in an entry's data word.
const GENERATION_SHIFT: u32 = 58;

/// Generations wrap around at this mask (five bits).
const GENERATION_MASK: u8 = 0x1f;

/// Bytes per entry.
pub const ENTRY_BYTES: usize = 16;

/// Words per bucket: two entries of key and data (32 bytes).
const BUCKET: usize = 4;

/// The table: buckets of [`BUCKET`] words, starting at a 32-byte boundary
/// of the word array, so that a bucket never straddles two cache lines
/// (one probe, one memory access). The array is allocated zeroed, which the
/// system does lazily: a large table costs nothing until it is used.
#[derive(Clone, Debug)]
pub(crate) struct Table {
    words: Vec<u64>,
    /// Index of the first word of bucket 0.
    start: usize,
    buckets_mask: usize,
    /// The generation new entries are stored with.
    generation: u8,
}

impl Table {
    /// A table of `1 << bits` entries (`bits` ≥ 1): `16 << bits` bytes.
    pub(crate) fn new(bits: u32) -> Table {
        let buckets = 1usize << (bits.max(1) - 1);
        let words = vec![0u64; buckets * BUCKET + BUCKET - 1];
        let misalignment = (words.as_ptr() as usize / 8) % BUCKET;
        Table {
            start: (BUCKET - misalignment) % BUCKET,
            words,
            buckets_mask: buckets - 1,
            generation: 0,
        }
    }

    /// The table's size in bytes (its entries; the alignment slack aside).
    pub(crate) fn bytes(&self) -> usize {
        (self.buckets_mask + 1) * BUCKET * 8
    }

    /// Forgets every entry, in place: zeroing the words it has is far
    /// cheaper than a new table, whose fresh pages the next search would
    /// fault in one by one (0.1–0.3 s for 64 MiB, measured through `hub`).
    pub(crate) fn clear(&mut self) {
        self.words.fill(0);
        self.generation = 0;
    }

    /// Starts a new search on this table: the entries stored so far become
    /// the first to be replaced.
    pub(crate) fn next_generation(&mut self) {
        self.generation = (self.generation + 1) & GENERATION_MASK;
    }

    /// The first word of `key`'s bucket.
    #[inline(always)]
    fn bucket(&self, key: u64) -> usize {
        self.start + ((key >> 20) as usize & self.buckets_mask) * BUCKET
    }

    /// The entry stored for `key`, if any.
    #[inline(always)]
    pub(crate) fn probe(&self, key: u64) -> Option<Hit> {
        let b = self.bucket(key);
        let slots = &self.words[b..b + BUCKET];
        if slots[0] == key && slots[1] & USED != 0 {
            Some(unpack(slots[1]))
        } else if slots[2] == key && slots[3] & USED != 0 {
            Some(unpack(slots[3]))
        } else {
            None
        }
    }

    /// Stores a result for `key`.
    #[inline(always)]
    pub(crate) fn store(&mut self, key: u64, depth: i32, score: i32, bound: Bound, code: u32) {
        let data = pack(depth, score, bound, code) | u64::from(self.generation) << GENERATION_SHIFT;
        let b = self.bucket(key);
        let slots = &mut self.words[b..b + BUCKET];
        let deep_depth = unpack(slots[1]).depth;
        let stale = generation(slots[1]) != self.generation;
        let i = if slots[0] == key || slots[1] & USED == 0 || stale || depth >= deep_depth {
            0
        } else {
            2
        };
        slots[i] = key;
        slots[i + 1] = data;
    }
}

#[inline(always)]
fn pack(depth: i32, score: i32, bound: Bound, code: u32) -> u64 {
    let bound = match bound {
        Bound::Exact => 0u64,
        Bound::Lower => 1,
        Bound::Upper => 2,
    };
    USED | u64::from(code)
        | u64::from(score as i16 as u16) << 32
        | u64::from(depth.clamp(0, 255) as u8) << 48
        | bound << 56
}

/// The generation an entry was stored in.
#[inline(always)]
fn generation(data: u64) -> u8 {
    (data >> GENERATION_SHIFT) as u8 & GENERATION_MASK
}

#[inline(always)]
fn unpack(data: u64) -> Hit {
    Hit {
        code: data as u32,
        score: i32::from((data >> 32) as u16 as i16),
        depth: i32::from((data >> 48) as u8),
        bound: match (data >> 56) & 3 {
            0 => Bound::Exact,
            1 => Bound::Lower,
            _ => Bound::Upper,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds_entries() {
        let mut t = Table::new(4);
        assert_eq!(t.probe(42), None);
        t.store(42, 7, -1234, Bound::Lower, 0x8000_1234);
        let hit = t.probe(42).unwrap();
        assert_eq!(
            hit,
            Hit {
                depth: 7,
                score: -1234,
                bound: Bound::Lower,
                code: 0x8000_1234
            }
        );
        // A shallower result for another key in the same bucket goes to the
        // second slot and keeps the deep one.
        let other = 42 + (1 << 40);
        t.store(other, 2, 5, Bound::Exact, 0);
        assert_eq!(t.probe(42).unwrap().depth, 7);
        assert_eq!(t.probe(other).unwrap().score, 5);
    }

    #[test]
    fn a_new_generation_replaces_deep_entries_of_the_old_one() {
        let mut t = Table::new(4);
        t.store(42, 9, 100, Bound::Exact, 0);
        let other = 42 + (1 << 40);
        t.next_generation();
        // The old deep entry is still read in the new generation.
        assert_eq!(t.probe(42).unwrap().depth, 9);
        // A shallower entry of the new generation takes the first slot, and
        // a third key then takes the second: the old entry is gone.
        t.store(other, 2, 5, Bound::Exact, 0);
        let third = 42 + (2 << 40);
        t.store(third, 1, 6, Bound::Exact, 0);
        assert_eq!(t.probe(other).unwrap().depth, 2);
        assert_eq!(t.probe(third).unwrap().depth, 1);
        assert_eq!(t.probe(42), None);
    }

    #[test]
    fn the_generation_leaves_the_other_fields_alone_and_wraps() {
        let mut t = Table::new(4);
        for _ in 0..GENERATION_MASK {
            t.next_generation();
        }
        // The last generation sets every generation bit.
        t.store(42, 3, -7, Bound::Upper, 9);
        assert_eq!(
            t.probe(42),
            Some(Hit {
                depth: 3,
                score: -7,
                bound: Bound::Upper,
                code: 9
            })
        );
        t.next_generation();
        assert_eq!(t.generation, 0);
        assert_eq!(t.bytes(), 16 << 4);
    }

    #[test]
    fn a_cleared_table_holds_nothing_and_keeps_its_size() {
        let mut t = Table::new(4);
        t.next_generation();
        t.store(42, 9, 100, Bound::Exact, 0);
        t.clear();
        assert_eq!(t.probe(42), None);
        assert_eq!((t.generation, t.bytes()), (0, 16 << 4));
    }
}
