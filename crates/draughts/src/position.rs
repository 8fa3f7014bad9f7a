//! `Position`: a validated position of any variant. The variant is chosen
//! once here, at the API boundary; every call dispatches to the
//! monomorphized [`Board`] of that variant's rules.

use std::fmt;

use crate::board::Board;
use crate::color::{Color, Piece, Role};
use crate::digits::to_ascii_digits;
use crate::fen::{self, FenError};
use crate::layout::Layout;
use crate::movegen;
use crate::mv::Move;
use crate::notation::{IllegalReason, MoveError, MoveText, ParseMoveError};
use crate::rules::{self, Rules};
use crate::setup::Setup;
use crate::square::{Notation, Square};
use crate::validate::{PositionError, validate};
use crate::variant::Variant;

/// Declares the enum of typed boards and the macros that dispatch on it,
/// for the variants of [`catalogue!`](crate::catalogue!).
macro_rules! boards {
    ($($name:ident),* $(,)?) => {
        #[derive(Clone, Copy, PartialEq, Eq, Hash)]
        enum Inner {
            $($name(Board<rules::$name>),)*
        }

        /// Runs `$body` with `$b` bound to the variant's typed board.
        macro_rules! with_board {
            ($pos:expr, $b:ident => $body:expr) => {
                match &$pos.0 {
                    $(Inner::$name($b) => $body,)*
                }
            };
        }

        /// Runs `$body` (a new typed board) and wraps it as a `Position`.
        macro_rules! map_board {
            ($pos:expr, $b:ident => $body:expr) => {
                Position(match &$pos.0 {
                    $(Inner::$name($b) => Inner::$name($body),)*
                })
            };
        }

        fn build_position(variant: Variant, setup: &Setup) -> Position {
            Position(match variant {
                $(Variant::$name => Inner::$name(build(setup)),)*
            })
        }
    };
}

crate::catalogue!(names => boards);

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

/// A computation generic over the rules, run on a position's typed board
/// by [`Position::with_board`]: the variant is dispatched once, then
/// everything below runs monomorphized for its rules.
pub trait WithBoard {
    /// What the computation returns.
    type Output;

    /// Runs on the board of the position's variant.
    fn run<R: Rules>(self, board: &Board<R>) -> Self::Output;
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

    /// The position text: numbered squares where the variant's players use
    /// numbers (`B:W21,22:B1,K2`), algebraic elsewhere
    /// (`W:Wa2,b2,Kc5:Ba6,Kd8`).
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
        with_board!(self, b => variant_of(b))
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        with_board!(self, b => b.turn())
    }

    /// The piece on `square`, if any.
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        with_board!(self, b => piece_on(b, square))
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

    /// Under Frisian's king move limit: the king of `color` that made the
    /// last quiet moves of its side in a row, and how many (1–3).
    pub fn king_run(&self, color: Color) -> Option<(Square, u8)> {
        with_board!(self, b => king_run(b, color))
    }

    /// This position with `color`'s king run (Frisian's king move limit)
    /// set to `run`, or cleared: the one state FEN does not carry. `None`
    /// when the run is impossible here (see [`Position::king_run`]).
    pub fn with_king_run(&self, color: Color, run: Option<(Square, u8)>) -> Option<Position> {
        let possible = with_board!(self, b => set_king_run(b, color, run).is_some());
        possible.then(
            || map_board!(self, b => set_king_run(b, color, run).expect("checked just above")),
        )
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
        let mut seen = std::collections::HashSet::new();
        self.legal_routes()
            .into_iter()
            .filter(|mv| seen.insert(mv.outcome()))
            .collect()
    }

    /// Whether the side to move must capture.
    pub fn has_capture(&self) -> bool {
        with_board!(self, b => b.has_capture())
    }

    /// Whether the side to move has no legal move (no pieces or all
    /// blocked): it has lost, or in Anti checkers won.
    pub fn is_stalemate(&self) -> bool {
        with_board!(self, b => b.count_routes() == 0)
    }

    /// Number of legal moves counting every route (quiet moves by popcount).
    pub fn count_routes(&self) -> u64 {
        with_board!(self, b => b.count_routes())
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
        map_board!(self, b => match b.action_of(mv) {
            Some(action) => b.play(&action),
            None => *b,
        })
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

    /// The Zobrist key (piece placement, side to move, Frisian king runs),
    /// kept up to date incrementally as moves are played.
    pub fn zobrist(&self) -> u64 {
        with_board!(self, b => b.zobrist())
    }

    /// The Zobrist key recomputed from the pieces (to check the incremental one).
    pub fn zobrist_from_scratch(&self) -> u64 {
        with_board!(self, b => b.zobrist_from_scratch())
    }

    /// Reads a move typed by a player (`c3-c4`, `c3xe5`, `22x15`, `d5` for
    /// a Hawaiian removal, …) and finds it among the legal moves.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        match text.parse::<MoveText>() {
            Ok(typed) => typed.resolve(self),
            Err(ParseMoveError::TooFewSquares) => self
                .removal(text)
                .ok_or(MoveError::Syntax(ParseMoveError::TooFewSquares)),
            Err(e) => Err(MoveError::Syntax(e)),
        }
    }

    /// The legal removal (Hawaiian's opening) of the one square `text`
    /// names, if there is one.
    fn removal(&self, text: &str) -> Option<Move> {
        let square: Square = to_ascii_digits(text).trim().parse().ok()?;
        self.legal_routes()
            .into_iter()
            .find(|mv| mv.is_removal() && mv.from() == square)
    }

    /// The move's route as text: squares joined by `-` for a quiet move and
    /// by the variant's capture separator otherwise (`c3-c4`, `c3xc5xe5`,
    /// `c3:e5` in Russian, `11-15`, `22x15x24`); a Hawaiian removal is its
    /// square alone (`d5`).
    pub fn move_text(&self, mv: &Move, notation: Notation) -> String {
        let variant = self.variant();
        if mv.is_removal() {
            return mv.from().text(variant, notation);
        }
        let sep = if mv.is_capture() {
            variant.capture_separator().to_string()
        } else {
            "-".to_owned()
        };
        std::iter::once(mv.from())
            .chain(mv.landings().iter().copied())
            .map(|sq| sq.text(variant, notation))
            .collect::<Vec<_>>()
            .join(&sep)
    }

    /// Runs `f` on this position's typed [`Board`] (one dispatch on the
    /// variant, then code specialised for its rules).
    pub fn with_board<F: WithBoard>(&self, f: F) -> F::Output {
        with_board!(self, b => f.run(b))
    }

    /// This position's typed board, if its variant's rules are `R`.
    pub fn board<R: Rules>(&self) -> Option<&Board<R>> {
        with_board!(self, b => (b as &dyn std::any::Any).downcast_ref::<Board<R>>())
    }
}

fn variant_of<R: Rules>(_: &Board<R>) -> Variant {
    R::VARIANT
}

fn piece_on<R: Rules>(board: &Board<R>, square: Square) -> Option<Piece> {
    board.piece_at(R::Layout::index(square)?)
}

fn set_king_run<R: Rules>(
    board: &Board<R>,
    color: Color,
    run: Option<(Square, u8)>,
) -> Option<Board<R>> {
    let run = match run {
        Some((square, count)) => Some((R::Layout::index(square)?, count)),
        None => None,
    };
    board.with_king_run(color, run)
}

fn king_run<R: Rules>(board: &Board<R>, color: Color) -> Option<(Square, u8)> {
    board
        .king_run(color)
        .map(|(at, count)| (R::Layout::square(at), count))
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
