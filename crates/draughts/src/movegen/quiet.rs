//! Quiet moves (no capture): men steps or Dameo's linear moves, king moves;
//! generated one by one or only counted by popcount. The caller has already
//! left out the pieces that may not move quietly.

use crate::action::Action;
use crate::bits::BitWord;
use crate::layout::Layout;
use crate::movegen::dirs::each_dir;
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
        if R::FLYING_KINGS {
            for from in self.kings.iter() {
                for &d in R::KING_STEPS {
                    for to in R::Layout::slide(from, d, !self.empty).iter() {
                        sink.quiet(Action {
                            captured: W::ZERO,
                            from,
                            to,
                            promotes: false,
                        });
                    }
                }
            }
        } else {
            // Short kings: one shift per direction moves all of them.
            for &d in R::KING_STEPS {
                let offset = R::Layout::offset(d);
                for to in (R::Layout::step(self.kings, d) & self.empty).iter() {
                    sink.quiet(Action {
                        captured: W::ZERO,
                        from: (i16::from(to) - offset) as u8,
                        to,
                        promotes: false,
                    });
                }
            }
        }
        for &d in R::MAN_STEPS {
            let d = R::man_dir(d, WHITE);
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
        if R::FLYING_KINGS {
            for from in self.kings.iter() {
                each_dir!(R::KING_STEPS, d => {
                    n += R::Layout::slide(from, d, !self.empty).count();
                });
            }
        } else if !self.kings.is_zero() {
            each_dir!(R::KING_STEPS, d => {
                n += (R::Layout::step(self.kings, d) & self.empty).count();
            });
        }
        each_dir!(R::MAN_STEPS, d => {
            let back = R::man_dir(d, WHITE).reverse();
            let mut movers = R::Layout::step(self.empty, back) & self.men;
            n += movers.count();
            if R::LINEAR_MOVES {
                while !movers.is_zero() {
                    movers = R::Layout::step(movers, back) & self.men;
                    n += movers.count();
                }
            }
        });
        u64::from(n)
    }
}
