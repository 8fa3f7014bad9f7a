//! Quiet moves (no capture): men steps or Dameo's linear moves, king moves;
//! generated one by one or only counted by popcount.

use crate::action::Action;
use crate::bits::BitWord;
use crate::layout::Layout;
use crate::movegen::sink::Sink;
use crate::rules::Rules;

/// The side's pieces as the quiet-move code needs them.
#[derive(Clone, Copy)]
pub(crate) struct Quiet<W> {
    pub men: W,
    pub kings: W,
    pub empty: W,
    pub promotion: W,
}

impl<W: BitWord> Quiet<W> {
    /// Sends every quiet move to the sink.
    #[inline(always)]
    pub(crate) fn generate<R, S, const WHITE: bool>(self, sink: &mut S)
    where
        R: Rules<Layout: Layout<Word = W>>,
        S: Sink<W>,
    {
        for from in self.kings.iter() {
            for &d in R::KING_STEPS {
                let targets = if R::FLYING_KINGS {
                    R::Layout::slide(from, d, !self.empty)
                } else {
                    R::Layout::step(W::single(from), d) & self.empty
                };
                for to in targets.iter() {
                    sink.quiet(Action {
                        captured: W::ZERO,
                        from,
                        to,
                        promotes: false,
                    });
                }
            }
        }
        for &d in R::MAN_STEPS {
            let d = d.for_side(WHITE);
            let offset = R::Layout::offset(d);
            let back = d.reverse();
            // Men whose move along `d` ends `k` steps away: lines of `k` men.
            let mut movers = R::Layout::step(self.empty, back) & self.men;
            let mut k = 1i16;
            while !movers.is_zero() {
                for from in movers.iter() {
                    let to = (i16::from(from) + k * offset) as u8;
                    sink.quiet(Action {
                        captured: W::ZERO,
                        from,
                        to,
                        promotes: self.promotion.has(to),
                    });
                }
                if !R::LINEAR_MOVES {
                    break;
                }
                movers = R::Layout::step(movers, back) & self.men;
                k += 1;
            }
        }
    }

    /// The number of quiet moves, counted without generating them.
    #[inline(always)]
    pub(crate) fn count<R, const WHITE: bool>(self) -> u64
    where
        R: Rules<Layout: Layout<Word = W>>,
    {
        let mut n = 0u32;
        for from in self.kings.iter() {
            for &d in R::KING_STEPS {
                n += if R::FLYING_KINGS {
                    R::Layout::slide(from, d, !self.empty).count()
                } else {
                    (R::Layout::step(W::single(from), d) & self.empty).count()
                };
            }
        }
        for &d in R::MAN_STEPS {
            let back = d.for_side(WHITE).reverse();
            let mut movers = R::Layout::step(self.empty, back) & self.men;
            n += movers.count();
            if R::LINEAR_MOVES {
                while !movers.is_zero() {
                    movers = R::Layout::step(movers, back) & self.men;
                    n += movers.count();
                }
            }
        }
        u64::from(n)
    }
}
