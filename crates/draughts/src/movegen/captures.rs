//! Capture search: every route of every piece that can capture, under the
//! variant's removal, reversal, crowning, landing and choice rules.
//!
//! The search state travels in registers (occupancy, capturable foes, taken
//! set); nothing is undone because nothing is mutated. During the search the
//! moving piece is lifted off the board, so its start square counts as empty
//! (SPEC.md, Common).
//!
//! The choice rule is applied as routes complete: each route gets a rank
//! (`CaptureSearch::rank`, larger is better) and a route ranked above every
//! earlier one clears the sink. A flying king that could land on several
//! squares after a jump lands only on those from which it can jump again,
//! if there are any (VARIANTS.md §2, "Completing a capture").

use crate::action::Action;
use crate::bits::BitWord;
use crate::dir::Dir;
use crate::layout::Layout;
use crate::movegen::dirs::each_dir;
use crate::movegen::sink::Sink;
use crate::rules::{Chain, Choice, Crowning, Removal, Rules, Word};

/// Longest capture the route buffers hold; a side never has more pieces.
const MAX_CAPTURES: usize = 32;

/// Marks "no previous jump" for the reversal and straight-line checks.
const NO_DIR: u8 = u8::MAX;

/// The directions a parachutist jumps, as White sees them: down the board.
const PARACHUTE_JUMPS: [Dir; 2] = [Dir::SE, Dir::SW];

/// The squares of `men` (of the side to move, White when `WHITE`) that have
/// at least one first jump onto an empty square over one of `targets`.
#[inline(always)]
pub(crate) fn men_that_capture<R: Rules, const WHITE: bool>(
    men: Word<R>,
    targets: Word<R>,
    empty: Word<R>,
) -> Word<R> {
    let mut able = Word::<R>::ZERO;
    each_dir!(R::MAN_CAPTURES, d => {
        let back = R::man_dir(d, WHITE).reverse();
        able |= R::Layout::step(R::Layout::step(empty, back) & targets, back);
    });
    able & men
}

/// The pieces of `men` (after a first jump along `first`) that could jump
/// again, judged on the position before the move: any later direction but
/// straight back over the piece just taken.
#[inline(always)]
pub(crate) fn men_that_jump_on<R: Rules, const WHITE: bool>(
    men: Word<R>,
    first: Dir,
    targets: Word<R>,
    empty: Word<R>,
) -> Word<R> {
    let mut able = Word::<R>::ZERO;
    each_dir!(R::MAN_LATER_CAPTURES, later => {
        let d = R::man_dir(later, WHITE);
        if d != first.reverse() && (R::CHAIN == Chain::Complete || d == first) {
            let back = d.reverse();
            able |= R::Layout::step(R::Layout::step(empty, back) & targets, back);
        }
    });
    able & men
}

/// One capture search for one side: runs every capturing piece and sends
/// the routes the rules allow to the sink.
pub(crate) struct CaptureSearch<'s, R: Rules, S, const WHITE: bool> {
    sink: &'s mut S,
    from: u8,
    by_king: bool,
    found: bool,
    best: u64,
    promotion: Word<R>,
    /// Every king on the board before the move (for the choice rules and
    /// for men that may not take kings).
    kings: Word<R>,
    landings: [u8; MAX_CAPTURES],
    taken: [u8; MAX_CAPTURES],
}

impl<'s, R: Rules, S: Sink<Word<R>>, const WHITE: bool> CaptureSearch<'s, R, S, WHITE> {
    /// Whether routes are recorded jump by jump: for a sink that wants
    /// them, or for a choice rule that looks at the order of captures.
    const RECORD: bool = S::ROUTES || matches!(R::CHOICE, Choice::Italian);

    /// A search for the side given by `WHITE` on a board whose kings (both
    /// sides) are `kings`.
    #[inline(always)]
    pub(crate) fn new(sink: &'s mut S, kings: Word<R>) -> Self {
        CaptureSearch {
            sink,
            from: 0,
            by_king: false,
            found: false,
            best: 0,
            promotion: R::promotion(WHITE),
            kings,
            landings: [0; MAX_CAPTURES],
            taken: [0; MAX_CAPTURES],
        }
    }

    /// Whether any capture was found.
    #[inline(always)]
    pub(crate) fn found(&self) -> bool {
        self.found
    }

    /// Searches every route of the men `men` and the kings `kings` (all own
    /// pieces that might capture). `occupied` is the whole board, `foes` the
    /// opponent's pieces.
    #[inline(always)]
    pub(crate) fn run(&mut self, men: Word<R>, kings: Word<R>, occupied: Word<R>, foes: Word<R>) {
        for sq in men.iter() {
            self.from = sq;
            self.by_king = false;
            let occ = occupied ^ Word::<R>::single(sq);
            self.man(sq, occ, foes, Word::<R>::ZERO, 0, NO_DIR);
        }
        for sq in kings.iter() {
            self.from = sq;
            self.by_king = true;
            let occ = occupied ^ Word::<R>::single(sq);
            self.king(sq, occ, foes, Word::<R>::ZERO, 0, NO_DIR, false);
        }
    }

    /// The parachutists' captures (VARIANTS.md §16): one jump down the
    /// board over an enemy piece, landing as a man; the move ends there.
    #[inline(always)]
    pub(crate) fn parachutists(&mut self, paras: Word<R>, occupied: Word<R>, foes: Word<R>) {
        for sq in paras.iter() {
            self.from = sq;
            self.by_king = false;
            for d in PARACHUTE_JUMPS {
                let d = d.for_side(WHITE);
                let over = R::Layout::step(Word::<R>::single(sq), d) & foes;
                let land = R::Layout::step(over, d) & !occupied;
                if !land.is_zero() {
                    let to = land.lowest();
                    self.record(0, to, over.lowest());
                    self.emit(to, over, 1, false);
                }
            }
        }
    }

    /// The rank of a completed route under the choice rule: a route may be
    /// chosen only if no other route ranks higher.
    #[inline(always)]
    fn rank(&self, taken: Word<R>, n: usize) -> u64 {
        let n = n as u64;
        let by_king = u64::from(self.by_king);
        let kings = || u64::from((taken & self.kings).count());
        match R::CHOICE {
            Choice::Free => 0,
            Choice::Maximum => n,
            Choice::KingPriority => by_king,
            Choice::MostKings => n << 8 | kings(),
            Choice::Italian => {
                // The captured pieces in capture order as a bit string, the
                // first capture the highest bit: the king met earliest wins.
                let order = self.taken[..n as usize]
                    .iter()
                    .enumerate()
                    .filter(|&(_, &t)| self.kings.has(t))
                    .fold(0u64, |w, (i, _)| w | 1 << (31 - i));
                n << 40 | by_king << 39 | kings() << 32 | order
            }
            Choice::Frisian => {
                // A king is worth more than a man and less than two: compare
                // men + 2 kings, then fewer kings, then a capture by a king.
                let k = kings();
                let value = n + k;
                value << 16 | (255 - k) << 8 | by_king
            }
        }
    }

    /// A completed route ending on `to` after `n` captures.
    #[inline(always)]
    fn emit(&mut self, to: u8, taken: Word<R>, n: usize, promotes: bool) {
        if R::CHOICE != Choice::Free {
            let rank = self.rank(taken, n);
            if !self.found || rank > self.best {
                if self.found {
                    self.sink.clear();
                }
                self.best = rank;
            } else if rank < self.best {
                return;
            }
        }
        self.found = true;
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
        if Self::RECORD {
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

    /// The pieces a man may jump.
    #[inline(always)]
    fn targets(&self, foes: Word<R>) -> Word<R> {
        if R::MEN_TAKE_KINGS {
            foes
        } else {
            foes & !self.kings
        }
    }

    /// Whether a jump along `d` is allowed after a jump along `last`.
    #[inline(always)]
    fn may_turn(d: Dir, last: u8) -> bool {
        if R::NO_REVERSAL && last == d.reverse() as u8 {
            return false;
        }
        !(R::CHAIN == Chain::OptionalStraight && last != NO_DIR && last != d as u8)
    }

    /// Continues a route of a man standing on `sq` after `n` captures.
    fn man(&mut self, sq: u8, occ: Word<R>, foes: Word<R>, taken: Word<R>, n: usize, last: u8) {
        let here = Word::<R>::single(sq);
        let targets = self.targets(foes);
        let dirs = if n == 0 {
            R::MAN_CAPTURES
        } else {
            R::MAN_LATER_CAPTURES
        };
        let mut extended = false;
        for &d in dirs {
            let d = R::man_dir(d, WHITE);
            if !Self::may_turn(d, last) {
                continue;
            }
            let over = R::Layout::step(here, d) & targets;
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
            let occ = Self::after_jump(occ, over);
            let foes = foes ^ over;
            if R::CHAIN == Chain::OptionalStraight {
                // Every jump may end the move; going on keeps the direction.
                self.emit(to, taken, n + 1, false);
                self.man(to, occ, foes, taken, n + 1, d as u8);
                continue;
            }
            let crowned = !(land & self.promotion).is_zero();
            match R::CROWNING {
                Crowning::Stops if crowned => self.emit(to, taken, n + 1, true),
                Crowning::ContinuesAsKing if crowned => {
                    self.king(to, occ, foes, taken, n + 1, d as u8, true);
                }
                _ if self.man_can_jump(land, occ, foes, d as u8) => {
                    self.man(to, occ, foes, taken, n + 1, d as u8);
                }
                // Most routes end after this jump: emit without recursing.
                _ => self.emit(to, taken, n + 1, crowned),
            }
        }
        if R::CHAIN == Chain::Complete && !extended && n > 0 {
            self.emit(sq, taken, n, !(here & self.promotion).is_zero());
        }
    }

    /// Whether a man on `here` has a further jump (used to end routes
    /// without a recursive call).
    #[inline(always)]
    fn man_can_jump(&self, here: Word<R>, occ: Word<R>, foes: Word<R>, last: u8) -> bool {
        let targets = self.targets(foes);
        R::MAN_LATER_CAPTURES.iter().any(|&d| {
            let d = R::man_dir(d, WHITE);
            Self::may_turn(d, last)
                && !(R::Layout::step(R::Layout::step(here, d) & targets, d) & !occ).is_zero()
        })
    }

    /// Continues a route of a king standing on `sq` after `n` captures;
    /// `crowned` when it is a man crowned during this move.
    #[allow(clippy::too_many_arguments)]
    fn king(
        &mut self,
        sq: u8,
        occ: Word<R>,
        foes: Word<R>,
        taken: Word<R>,
        n: usize,
        last: u8,
        crowned: bool,
    ) {
        let mut extended = false;
        for &d in R::KING_CAPTURES {
            if !Self::may_turn(d, last) {
                continue;
            }
            let (over, lands) = Self::jump(sq, d, occ, foes);
            if lands.is_zero() || n >= MAX_CAPTURES {
                continue;
            }
            extended = true;
            let occ = Self::after_jump(occ, over);
            let (foes, taken) = (foes ^ over, taken | over);
            let over_index = over.lowest();
            let mut onward = Word::<R>::ZERO;
            for to in lands.iter() {
                if Self::king_can_jump(to, occ, foes, d as u8) {
                    onward |= Word::<R>::single(to);
                }
            }
            if onward.is_zero() {
                for to in lands.iter() {
                    self.record(n, to, over_index);
                    self.emit(to, taken, n + 1, crowned);
                }
            } else {
                for to in onward.iter() {
                    self.record(n, to, over_index);
                    self.king(to, occ, foes, taken, n + 1, d as u8, crowned);
                }
            }
        }
        if !extended && n > 0 {
            self.emit(sq, taken, n, crowned);
        }
    }

    /// Whether a king on `sq` has a jump after a jump along `last`.
    #[inline(always)]
    fn king_can_jump(sq: u8, occ: Word<R>, foes: Word<R>, last: u8) -> bool {
        R::KING_CAPTURES
            .iter()
            .any(|&d| Self::may_turn(d, last) && !Self::jump(sq, d, occ, foes).1.is_zero())
    }

    /// A king's jump from `sq` along `d`: (the captured bit, the landing
    /// squares), the landings empty when there is no jump. A flying king
    /// slides to the first piece on the line, which must be a foe, and lands
    /// anywhere beyond it up to the next piece, or (Thai) right behind it.
    #[inline(always)]
    fn jump(sq: u8, d: Dir, occ: Word<R>, foes: Word<R>) -> (Word<R>, Word<R>) {
        if !R::FLYING_KINGS {
            let over = R::Layout::step(Word::<R>::single(sq), d) & foes;
            return (over, R::Layout::step(over, d) & !occ);
        }
        let blockers = R::Layout::ray(sq, d) & occ;
        if blockers.is_zero() {
            return (Word::<R>::ZERO, Word::<R>::ZERO);
        }
        let target = R::Layout::nearest(blockers, d);
        let over = Word::<R>::single(target);
        if (over & foes).is_zero() {
            return (Word::<R>::ZERO, Word::<R>::ZERO);
        }
        let lands = if R::KING_LANDS_BEHIND {
            R::Layout::step(over, d) & !occ
        } else {
            R::Layout::slide(target, d, occ)
        };
        (over, lands)
    }
}
