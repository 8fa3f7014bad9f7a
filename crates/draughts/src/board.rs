//! `Board<R>`: the small `Copy` position of one variant's rules, with the
//! fast, allocation-free API the search and perft use.

use std::marker::PhantomData;

use crate::action::{Action, MoveList};
use crate::bits::BitWord;
use crate::color::{Color, Piece, Role};
use crate::layout::Layout;
use crate::movegen::{self, sink::ListSink};
use crate::mv::Move;
use crate::rules::Rules;
pub use crate::rules::Word;

/// A position under the rules `R`: piece sets per side, the kings, the side
/// to move and an incrementally kept Zobrist key. `Copy`; moves are played by
/// copy-make ([`Board::play`]).
///
/// The bit of a square is given by `R::Layout` (for 8x8 boards:
/// `rank * 8 + file`, `a1` = 0). Parachutists are men standing on their own
/// promotion rank, where no man could otherwise stand. Under a king quiet
/// move limit (Frisian) the board also knows, per side, which king made the
/// last quiet moves in a row and how many.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board<R: Rules> {
    pieces: [Word<R>; 2],
    kings: Word<R>,
    turn: Color,
    /// Per side: the bit of the king whose quiet moves are being counted.
    run_at: [u8; 2],
    /// Per side: how many quiet moves in a row that king made (0: none).
    run_count: [u8; 2],
    hash: u64,
    rules: PhantomData<R>,
}

/// The hash key of a king quiet-move run: `count` moves by the king on
/// `index` (distinct from the piece keys, which it must not cancel).
#[inline(always)]
fn run_key<R: Rules>(color: Color, index: u8, count: u8) -> u64 {
    R::Layout::key(color, true, index).rotate_left(17)
        ^ u64::from(count).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

impl<R: Rules> Board<R> {
    /// A board with no pieces and `turn` to move.
    pub fn empty(turn: Color) -> Self {
        Board {
            pieces: [Word::<R>::ZERO; 2],
            kings: Word::<R>::ZERO,
            turn,
            run_at: [0; 2],
            run_count: [0; 2],
            hash: if turn == Color::Black {
                R::Layout::SIDE_KEY
            } else {
                0
            },
            rules: PhantomData,
        }
    }

    /// A board from its piece sets (`pieces[color.index()]`), the kings
    /// among them and the side to move, with its Zobrist key: for tools that
    /// enumerate positions (endgame databases). The sets are taken as they
    /// are: disjoint sides, kings among the pieces and squares of the layout
    /// are the caller's to ensure.
    pub fn from_sets(pieces: [Word<R>; 2], kings: Word<R>, turn: Color) -> Self {
        let mut board = Board::from_parts(pieces, kings, turn);
        board.hash = board.zobrist_from_scratch();
        board
    }

    /// A board from its piece sets (`pieces[color.index()]`), kings and side
    /// to move, with no Zobrist key (perft only).
    pub(crate) fn from_parts(pieces: [Word<R>; 2], kings: Word<R>, turn: Color) -> Self {
        Board {
            pieces,
            kings,
            turn,
            run_at: [0; 2],
            run_count: [0; 2],
            hash: 0,
            rules: PhantomData,
        }
    }

    /// Puts `piece` on the empty bit `index` (a parachutist is stored as a
    /// man: it stands on its side's promotion rank).
    pub(crate) fn put(&mut self, index: u8, piece: Piece) {
        let bit = Word::<R>::single(index);
        self.pieces[piece.color.index()] |= bit;
        let king = piece.role == Role::King;
        if king {
            self.kings |= bit;
        }
        self.hash ^= R::Layout::key(piece.color, king, index);
    }

    /// Under a king quiet-move limit: the king of `color` whose quiet moves
    /// in a row are being counted (its bit) and how many it made.
    pub fn king_run(&self, color: Color) -> Option<(u8, u8)> {
        let c = color.index();
        (self.run_count[c] > 0).then_some((self.run_at[c], self.run_count[c]))
    }

    /// This board with `color`'s king run set to `run` (bit, count), or
    /// cleared; `None` when `run` is impossible here: the variant keeps no
    /// runs, the bit holds no king of `color`, or the count is not 1 to
    /// the limit.
    pub(crate) fn with_king_run(mut self, color: Color, run: Option<(u8, u8)>) -> Option<Self> {
        let c = color.index();
        if let Some((at, count)) = self.king_run(color) {
            self.hash ^= run_key::<R>(color, at, count);
        }
        (self.run_at[c], self.run_count[c]) = (0, 0);
        if let Some((at, count)) = run {
            let king = self.piece_at(at)
                == Some(Piece {
                    color,
                    role: Role::King,
                });
            if !king || count == 0 || count > R::KING_QUIET_LIMIT {
                return None;
            }
            (self.run_at[c], self.run_count[c]) = (at, count);
            self.hash ^= run_key::<R>(color, at, count);
        }
        Some(self)
    }

    /// The side to move's king that may make no more quiet moves now (empty
    /// when none): it made [`Rules::KING_QUIET_LIMIT`] in a row and its side
    /// still has a man.
    #[inline(always)]
    pub(crate) fn restricted_king(&self) -> Word<R> {
        let us = self.turn.index();
        if R::KING_QUIET_LIMIT > 0
            && self.run_count[us] >= R::KING_QUIET_LIMIT
            && !self.men(self.turn).is_zero()
        {
            Word::<R>::single(self.run_at[us])
        } else {
            Word::<R>::ZERO
        }
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
                hash ^= R::Layout::key(color, self.kings.has(index), index);
            }
            if let Some((at, count)) = self.king_run(color) {
                hash ^= run_key::<R>(color, at, count);
            }
        }
        hash
    }

    /// The piece on bit `index`.
    pub fn piece_at(&self, index: u8) -> Option<Piece> {
        let color = Color::ALL.into_iter().find(|&c| self.bits(c).has(index))?;
        let role = if self.kings.has(index) {
            Role::King
        } else if R::PARACHUTES && R::promotion(color == Color::White).has(index) {
            Role::Parachutist
        } else {
            Role::Man
        };
        Some(Piece::new(color, role))
    }

    /// Number of `color`'s pieces.
    #[inline(always)]
    pub fn count(&self, color: Color) -> u32 {
        self.bits(color).count()
    }

    /// `color`'s parachutists (empty unless the rules have them).
    #[inline(always)]
    pub fn parachutists(&self, color: Color) -> Word<R> {
        if R::PARACHUTES {
            self.men(color) & R::promotion(color == Color::White)
        } else {
            Word::<R>::ZERO
        }
    }

    /// Number of `color`'s pieces of kind `role`.
    #[inline(always)]
    pub fn count_role(&self, color: Color, role: Role) -> u32 {
        match role {
            Role::King => (self.bits(color) & self.kings).count(),
            Role::Man => (self.men(color) & !self.parachutists(color)).count(),
            Role::Parachutist => self.parachutists(color).count(),
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
        // Hawaiian's opening removals take one of the mover's own pieces:
        // the only moves whose captured set holds their start square.
        let removal = R::OPENING_REMOVALS && action.captured.has(action.from);
        let mut next = *self;
        next.pieces[us.index()] ^= from ^ to;
        if removal {
            next.pieces[us.index()] &= !action.captured;
        }
        next.pieces[them.index()] &= !action.captured;
        next.kings &= !action.captured;
        if was_king {
            next.kings ^= from ^ to;
        } else if action.promotes {
            next.kings |= to;
        }
        next.turn = them;
        if R::KING_QUIET_LIMIT > 0 {
            next.count_runs(us, action, was_king);
        }
        if HASH {
            // (A removal's start and end keys are equal and cancel out.)
            let crowned = was_king || action.promotes;
            let mut hash = self.hash ^ R::Layout::SIDE_KEY;
            hash ^=
                R::Layout::key(us, was_king, action.from) ^ R::Layout::key(us, crowned, action.to);
            let victims = if removal { us } else { them };
            for index in action.captured.iter() {
                hash ^= R::Layout::key(victims, self.kings.has(index), index);
            }
            if R::KING_QUIET_LIMIT > 0 {
                for color in Color::ALL {
                    if let Some((at, count)) = self.king_run(color) {
                        hash ^= run_key::<R>(color, at, count);
                    }
                    if let Some((at, count)) = next.king_run(color) {
                        hash ^= run_key::<R>(color, at, count);
                    }
                }
            }
            next.hash = hash;
        }
        next
    }

    /// Updates the king quiet-move runs after `us` played `action` (here
    /// `self` is already the position after the move). A side left without
    /// men keeps no run: the limit binds only "while its side still has a
    /// man" (VARIANTS.md §12), and men never come back, so such a run could
    /// change nothing, and keeping it would make one position two keys (the
    /// game's, which has none, and the search's), hiding repetitions.
    #[inline(always)]
    fn count_runs(&mut self, us: Color, action: &Action<Word<R>>, was_king: bool) {
        let (u, t) = (us.index(), (!us).index());
        if was_king && !action.is_capture() {
            let same = self.run_count[u] > 0 && self.run_at[u] == action.from;
            self.run_count[u] = if same {
                self.run_count[u].saturating_add(1).min(R::KING_QUIET_LIMIT)
            } else {
                1
            };
            self.run_at[u] = action.to;
        } else {
            (self.run_at[u], self.run_count[u]) = (0, 0);
        }
        if self.run_count[t] > 0 && action.captured.has(self.run_at[t]) {
            (self.run_at[t], self.run_count[t]) = (0, 0);
        }
        for color in Color::ALL {
            if self.men(color).is_zero() {
                (self.run_at[color.index()], self.run_count[color.index()]) = (0, 0);
            }
        }
    }

    /// The compact form of `mv` on this board (`None` if it names squares
    /// this board has no bits for).
    pub fn action_of(&self, mv: &Move) -> Option<Action<Word<R>>> {
        let mut captured = Word::<R>::ZERO;
        for &sq in mv.captured() {
            captured |= Word::<R>::single(R::Layout::index(sq)?);
        }
        Some(Action {
            captured,
            from: R::Layout::index(mv.from())?,
            to: R::Layout::index(mv.to())?,
            promotes: mv.promotes(),
        })
    }

    /// Every legal route as a printable [`Move`] (allocates).
    pub fn legal_routes(&self) -> Vec<Move> {
        movegen::routes(self)
    }

    /// A legal route with the same outcome as `action`, to print or store it.
    pub fn move_of(&self, action: &Action<Word<R>>) -> Option<Move> {
        self.legal_routes()
            .into_iter()
            .find(|mv| self.action_of(mv).as_ref() == Some(action))
    }
}
