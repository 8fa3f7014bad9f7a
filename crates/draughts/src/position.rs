//! `Position`: a validated position of any variant. The variant is chosen
//! once here, at the API boundary; every call dispatches to the
//! monomorphized [`Board`] of that variant's rules.

use std::fmt;

use crate::action::{Action, MoveList};
use crate::bits::BitWord;
use crate::board::Board;
use crate::color::{Color, Piece, Role};
use crate::fen::{self, FenError};
use crate::layout::{Board8, Layout};
use crate::movegen;
use crate::mv::Move;
use crate::notation::{IllegalReason, MoveError, MoveText};
use crate::rules::{self, Rules};
use crate::setup::Setup;
use crate::square::{Notation, Square};
use crate::validate::{PositionError, validate};
use crate::variant::Variant;

/// The board word of every 8x8 variant: bit `rank * 8 + file` (`a1` = 0).
pub type Bitboard = u64;

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Inner {
    Persian(Board<rules::Persian>),
    Turkish(Board<rules::Turkish>),
    English(Board<rules::English>),
    Dameo(Board<rules::Dameo>),
}

/// Runs `$body` with `$b` bound to the variant's typed board.
macro_rules! with_board {
    ($pos:expr, $b:ident => $body:expr) => {
        match &$pos.0 {
            Inner::Persian($b) => $body,
            Inner::Turkish($b) => $body,
            Inner::English($b) => $body,
            Inner::Dameo($b) => $body,
        }
    };
}

/// Runs `$body` (a new typed board) and wraps it as a `Position` again.
macro_rules! map_board {
    ($pos:expr, $b:ident => $body:expr) => {
        Position(match &$pos.0 {
            Inner::Persian($b) => Inner::Persian($body),
            Inner::Turkish($b) => Inner::Turkish($body),
            Inner::English($b) => Inner::English($body),
            Inner::Dameo($b) => Inner::Dameo($body),
        })
    };
}

/// Why [`Position::play`] refused a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove {
    /// The refused move.
    pub mv: Move,
    /// What is wrong with it here.
    pub reason: IllegalReason,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move {}: {}", self.mv, self.reason)
    }
}

impl std::error::Error for IllegalMove {}

/// A valid position of one variant: pieces, side to move, Zobrist key.
/// Small and `Copy`; playing a move returns a new position.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position(Inner);

fn build<R: Rules>(setup: &Setup) -> Board<R> {
    let mut board = Board::<R>::empty(setup.turn);
    for &(square, piece) in &setup.pieces {
        if let Some(index) = R::Layout::index(square) {
            board.put(index, piece);
        }
    }
    board
}

fn build_position(variant: Variant, setup: &Setup) -> Position {
    Position(match variant {
        Variant::Persian => Inner::Persian(build(setup)),
        Variant::Turkish => Inner::Turkish(build(setup)),
        Variant::English => Inner::English(build(setup)),
        Variant::Dameo => Inner::Dameo(build(setup)),
    })
}

impl Position {
    /// The variant's starting position.
    pub fn start(variant: Variant) -> Position {
        build_position(variant, &variant.start_setup())
    }

    /// Checks `setup` against the variant's rules and builds the position.
    pub fn from_setup(variant: Variant, setup: &Setup) -> Result<Position, PositionError> {
        validate(variant, setup)?;
        Ok(build_position(variant, setup))
    }

    /// Reads and validates position text (see [`Setup::parse_fen`]).
    pub fn from_fen(variant: Variant, text: &str) -> Result<Position, FenError> {
        let setup = Setup::parse_fen(variant, text)?;
        Ok(Position::from_setup(variant, &setup)?)
    }

    /// The position text: English as PDN numbers (`B:W21,22:B1,K2`), the
    /// others algebraic (`W:Wa2,b2,Kc5:Ba6,Kd8`).
    pub fn to_fen(&self) -> String {
        let pieces: Vec<(Square, Piece)> = self.pieces().collect();
        fen::write(self.variant(), self.turn(), &pieces)
    }

    /// The position as unvalidated input.
    pub fn to_setup(&self) -> Setup {
        Setup {
            turn: self.turn(),
            pieces: self.pieces().collect(),
        }
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        match self.0 {
            Inner::Persian(_) => Variant::Persian,
            Inner::Turkish(_) => Variant::Turkish,
            Inner::English(_) => Variant::English,
            Inner::Dameo(_) => Variant::Dameo,
        }
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        with_board!(self, b => b.turn())
    }

    /// The piece on `square`, if any.
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        let index = Board8::index(square)?;
        with_board!(self, b => b.piece_at(index))
    }

    /// Every piece with its square, `a1` first, then along each rank.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.variant()
            .geometry()
            .squares()
            .filter_map(|sq| self.piece_at(sq).map(|p| (sq, p)))
    }

    /// Number of `color`'s pieces.
    pub fn count(&self, color: Color) -> u32 {
        with_board!(self, b => b.count(color))
    }

    /// Number of `color`'s pieces of kind `role`.
    pub fn count_role(&self, color: Color, role: Role) -> u32 {
        with_board!(self, b => b.count_role(color, role))
    }

    /// Every legal capture route (or quiet move), sorted by start square and
    /// route.
    pub fn legal_routes(&self) -> Vec<Move> {
        let mut moves = with_board!(self, b => movegen::routes(b));
        moves.sort_by(|a, b| (a.from(), a.landings()).cmp(&(b.from(), b.landings())));
        moves
    }

    /// The legal moves, one per distinct (start, end, captured set): routes
    /// that give the same position are listed once (the first route in
    /// [`Position::legal_routes`] order).
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut unique: Vec<Move> = Vec::new();
        for mv in self.legal_routes() {
            if !unique.iter().any(|u| u.same_outcome(&mv)) {
                unique.push(mv);
            }
        }
        unique
    }

    /// Whether the side to move must capture.
    pub fn has_capture(&self) -> bool {
        with_board!(self, b => b.has_capture())
    }

    /// Whether the side to move has no legal move (no pieces or all blocked):
    /// it has lost.
    pub fn is_stalemate(&self) -> bool {
        with_board!(self, b => b.count_routes() == 0)
    }

    /// Plays `mv` if it is one of [`Position::legal_routes`]; the position is
    /// never half-changed.
    pub fn play(&self, mv: &Move) -> Result<Position, IllegalMove> {
        if self.legal_routes().contains(mv) {
            Ok(self.play_unchecked(mv))
        } else {
            Err(IllegalMove {
                mv: mv.clone(),
                reason: self.why_illegal(mv.from()),
            })
        }
    }

    /// Plays `mv` without checking it. It must be legal here (from
    /// [`Position::legal_moves`]); otherwise the result is unspecified.
    pub fn play_unchecked(&self, mv: &Move) -> Position {
        match self.action_of(mv) {
            Some(action) => self.play_action(&action),
            None => *self,
        }
    }

    /// The reason a move starting on `from` is refused when no legal move
    /// matches.
    pub(crate) fn why_illegal(&self, from: Square) -> IllegalReason {
        match self.piece_at(from) {
            None => IllegalReason::NoPieceThere(from),
            Some(p) if p.color != self.turn() => IllegalReason::NotYourPiece(from),
            Some(_) if self.has_capture() => IllegalReason::CaptureRequired(self.legal_moves()),
            Some(_) => IllegalReason::NoSuchMove,
        }
    }

    /// The Zobrist key (piece placement and side to move), kept up to date
    /// incrementally as moves are played.
    pub fn zobrist(&self) -> u64 {
        with_board!(self, b => b.zobrist())
    }

    /// Reads a move typed by a player (`c3-c4`, `c3xe5`, `22x15`, …) and
    /// finds it among the legal moves.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        text.parse::<MoveText>()
            .map_err(MoveError::Syntax)?
            .resolve(self)
    }

    /// The move's route as text: squares joined by `-` for a quiet move and
    /// by `x` for a capture (`c3-c4`, `c3xc5xe5`, `11-15`, `22x15x24`).
    pub fn move_text(&self, mv: &Move, notation: Notation) -> String {
        let variant = self.variant();
        let sep = if mv.is_capture() { "x" } else { "-" };
        std::iter::once(mv.from())
            .chain(mv.landings().iter().copied())
            .map(|sq| sq.text(variant, notation))
            .collect::<Vec<_>>()
            .join(sep)
    }

    // ---- The fast layer: allocation-free, for search and perft. ----

    /// Fills `list` with the legal moves as compact [`Action`]s, one per
    /// distinct (start, end, captured set). Never allocates.
    pub fn generate(&self, list: &mut MoveList) {
        with_board!(self, b => b.generate(list))
    }

    /// Fills `list` with one [`Action`] per capture route.
    pub fn generate_routes(&self, list: &mut MoveList) {
        with_board!(self, b => b.generate_routes(list))
    }

    /// Number of legal moves counting every route (quiet moves by popcount).
    pub fn count_routes(&self) -> u64 {
        with_board!(self, b => b.count_routes())
    }

    /// Copy-make: the position after `action`, which must come from
    /// [`Position::generate`] on this position. Zobrist key updated.
    pub fn play_action(&self, action: &Action) -> Position {
        map_board!(self, b => b.play(action))
    }

    /// The compact form of `mv` (`None` if it names squares off the board).
    pub fn action_of(&self, mv: &Move) -> Option<Action> {
        let mut captured = 0u64;
        for &sq in mv.captured() {
            captured |= u64::single(Board8::index(sq)?);
        }
        Some(Action {
            captured,
            from: Board8::index(mv.from())?,
            to: Board8::index(mv.to())?,
            promotes: mv.promotes(),
        })
    }

    /// A legal route with the same outcome as `action`, to print or store it.
    pub fn move_of(&self, action: &Action) -> Option<Move> {
        self.legal_routes()
            .into_iter()
            .find(|mv| self.action_of(mv).as_ref() == Some(action))
    }

    /// The squares of `color`'s pieces.
    pub fn bits(&self, color: Color) -> Bitboard {
        with_board!(self, b => b.bits(color))
    }

    /// The squares of all kings, both sides.
    pub fn kings(&self) -> Bitboard {
        with_board!(self, b => b.kings())
    }

    /// The Zobrist key recomputed from the pieces (to check the incremental one).
    pub fn zobrist_from_scratch(&self) -> u64 {
        with_board!(self, b => b.zobrist_from_scratch())
    }

    /// Runs `f` on the typed board (for perft and the fast layer).
    pub(crate) fn visit<T>(&self, f: impl BoardVisitor<Output = T>) -> T {
        with_board!(self, b => f.visit(b))
    }
}

/// A computation generic over the rules, run on a position's typed board.
pub(crate) trait BoardVisitor {
    type Output;
    fn visit<R: Rules<Layout = Board8>>(self, board: &Board<R>) -> Self::Output;
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({} {})", self.variant(), self.to_fen())
    }
}

impl fmt::Display for Position {
    /// The position text ([`Position::to_fen`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_fen())
    }
}
