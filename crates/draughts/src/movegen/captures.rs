//! Capture search: every route of every piece that can capture, under the
//! variant's removal, reversal, crowning and choice rules.
//!
//! The search state travels in registers (occupancy, capturable foes, taken
//! set); nothing is undone because nothing is mutated. During the search the
//! moving piece is lifted off the board, so its start square counts as empty
//! (SPEC.md, Common).

use std::marker::PhantomData;

use crate::action::Action;
use crate::bits::BitWord;
use crate::dir::Dir;
use crate::layout::Layout;
use crate::movegen::sink::Sink;
use crate::rules::{Choice, Crowning, Removal, Rules};

type Word<R> = <<R as Rules>::Layout as Layout>::Word;

/// Longest capture the route buffers hold; a side never has more pieces.
const MAX_CAPTURES: usize = 32;

/// Marks "no previous jump" for the reversal check.
const NO_DIR: u8 = u8::MAX;

/// The squares of `men` (of the side to move, White when `WHITE`) that have
/// at least one short-leap capture onto an empty square.
#[inline(always)]
pub(crate) fn men_that_capture<R: Rules, const WHITE: bool>(
    men: Word<R>,
    foes: Word<R>,
    empty: Word<R>,
) -> Word<R> {
    let mut able = Word::<R>::ZERO;
    for &d in R::MAN_CAPTURES {
        let back = d.for_side(WHITE).reverse();
        able |= R::Layout::step(R::Layout::step(empty, back) & foes, back) & men;
    }
    able & men
}

/// One capture search for one side: runs every capturing piece and sends
/// the routes the rules allow to the sink.
pub(crate) struct CaptureSearch<'s, R: Rules, S, const WHITE: bool> {
    sink: &'s mut S,
    from: u8,
    best: u32,
    promotion: Word<R>,
    landings: [u8; MAX_CAPTURES],
    taken: [u8; MAX_CAPTURES],
    rules: PhantomData<R>,
}

impl<'s, R: Rules, S: Sink<Word<R>>, const WHITE: bool> CaptureSearch<'s, R, S, WHITE> {
    /// A search for the side given by `WHITE`.
    #[inline(always)]
    pub(crate) fn new(sink: &'s mut S) -> Self {
        let rank = if WHITE { R::Layout::RANKS - 1 } else { 0 };
        CaptureSearch {
            sink,
            from: 0,
            best: 0,
            promotion: R::Layout::rank(rank),
            landings: [0; MAX_CAPTURES],
            taken: [0; MAX_CAPTURES],
            rules: PhantomData,
        }
    }

    /// The most pieces any route found so far captures (0: no capture).
    #[inline(always)]
    pub(crate) fn best(&self) -> u32 {
        self.best
    }

    /// Searches every route of the pieces in `starts` (all own pieces that
    /// might capture). `occupied` is the whole board, `foes` the opponent's
    /// pieces.
    #[inline(always)]
    pub(crate) fn run(
        &mut self,
        starts: Word<R>,
        kings: Word<R>,
        occupied: Word<R>,
        foes: Word<R>,
    ) {
        for sq in starts.iter() {
            self.from = sq;
            let occ = occupied ^ Word::<R>::single(sq);
            if kings.has(sq) {
                self.king(sq, occ, foes, Word::<R>::ZERO, 0, NO_DIR);
            } else {
                self.man(sq, occ, foes, Word::<R>::ZERO, 0, NO_DIR);
            }
        }
    }

    /// A completed route ending on `to` after `n` captures.
    #[inline(always)]
    fn emit(&mut self, to: u8, taken: Word<R>, n: usize, promotes: bool) {
        let n32 = n as u32;
        if n32 > self.best {
            if R::CHOICE == Choice::Maximum {
                self.sink.clear();
            }
            self.best = n32;
        } else if R::CHOICE == Choice::Maximum && n32 < self.best {
            return;
        }
        let action = Action {
            captured: taken,
            from: self.from,
            to,
            promotes,
        };
        if S::ROUTES {
            self.sink
                .capture(action, &self.landings[..n], &self.taken[..n]);
        } else {
            self.sink.capture(action, &[], &[]);
        }
    }

    /// Records jump number `n` (from 0) of the current route.
    #[inline(always)]
    fn record(&mut self, n: usize, landing: u8, taken: u8) {
        if S::ROUTES {
            self.landings[n] = landing;
            self.taken[n] = taken;
        }
    }

    /// Board occupancy after jumping the piece `over`.
    #[inline(always)]
    fn after_jump(occ: Word<R>, over: Word<R>) -> Word<R> {
        match R::REMOVAL {
            Removal::Immediate => occ ^ over,
            Removal::Deferred => occ,
        }
    }

    /// Continues a route of a man standing on `sq` after `n` captures.
    fn man(&mut self, sq: u8, occ: Word<R>, foes: Word<R>, taken: Word<R>, n: usize, last: u8) {
        let here = Word::<R>::single(sq);
        let mut extended = false;
        for &d in R::MAN_CAPTURES {
            let d = d.for_side(WHITE);
            if R::NO_REVERSAL && last == d.reverse() as u8 {
                continue;
            }
            let over = R::Layout::step(here, d) & foes;
            if over.is_zero() {
                continue;
            }
            let land = R::Layout::step(over, d) & !occ;
            if land.is_zero() || n >= MAX_CAPTURES {
                continue;
            }
            extended = true;
            let to = land.lowest();
            self.record(n, to, over.lowest());
            let taken = taken | over;
            if R::CROWNING == Crowning::Stops && !(land & self.promotion).is_zero() {
                self.emit(to, taken, n + 1, true);
            } else {
                self.man(
                    to,
                    Self::after_jump(occ, over),
                    foes ^ over,
                    taken,
                    n + 1,
                    d as u8,
                );
            }
        }
        if !extended && n > 0 {
            self.emit(sq, taken, n, !(here & self.promotion).is_zero());
        }
    }

    /// Continues a route of a king standing on `sq` after `n` captures.
    fn king(&mut self, sq: u8, occ: Word<R>, foes: Word<R>, taken: Word<R>, n: usize, last: u8) {
        let mut extended = false;
        for &d in R::KING_CAPTURES {
            if R::NO_REVERSAL && last == d.reverse() as u8 {
                continue;
            }
            let (over, lands) = if R::FLYING_KINGS {
                Self::long_leap(sq, d, occ, foes)
            } else {
                let over = R::Layout::step(Word::<R>::single(sq), d) & foes;
                (over, R::Layout::step(over, d) & !occ)
            };
            if lands.is_zero() || n >= MAX_CAPTURES {
                continue;
            }
            extended = true;
            let occ_after = Self::after_jump(occ, over);
            let (foes, taken) = (foes ^ over, taken | over);
            let over_index = over.lowest();
            for to in lands.iter() {
                self.record(n, to, over_index);
                self.king(to, occ_after, foes, taken, n + 1, d as u8);
            }
        }
        if !extended && n > 0 {
            self.emit(sq, taken, n, false);
        }
    }

    /// A flying king's capture along `d`: the first piece met must be a foe;
    /// it may land on any empty square beyond, up to the next piece.
    /// Returns (captured bit, landing squares), or empty landings.
    #[inline(always)]
    fn long_leap(sq: u8, d: Dir, occ: Word<R>, foes: Word<R>) -> (Word<R>, Word<R>) {
        let blockers = R::Layout::ray(sq, d) & occ;
        if blockers.is_zero() {
            return (Word::<R>::ZERO, Word::<R>::ZERO);
        }
        let target = R::Layout::nearest(blockers, d);
        let over = Word::<R>::single(target);
        if (over & foes).is_zero() {
            return (Word::<R>::ZERO, Word::<R>::ZERO);
        }
        (over, R::Layout::slide(target, d, occ))
    }
}
