//! The transposition table: a fixed-size array of two-entry buckets keyed
//! by Zobrist keys, allocated per search (so searches share nothing and stay
//! deterministic) and sized by the level: `16 << bits` bytes.
//!
//! Each entry is two words: the full key, and the packed data (move code,
//! score, depth, bound). In each bucket the first entry keeps the deeper
//! result, the second always takes the newest.

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
        }
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
        let data = pack(depth, score, bound, code);
        let b = self.bucket(key);
        let slots = &mut self.words[b..b + BUCKET];
        let deep_depth = unpack(slots[1]).depth;
        let i = if slots[0] == key || slots[1] & USED == 0 || depth >= deep_depth {
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
}
