//! # draughts — the rules engine of damabot
//!
//! Twenty-one draughts variants — Persian dameh, Turkish dama, English
//! checkers and Dameo as `shared/rules/SPEC.md` decides, and the other
//! seventeen of BrainKing's table as `shared/rules/VARIANTS.md` decides —
//! built from one generator parameterised by each variant's [`Rules`] and
//! board [`Layout`].
//!
//! Every variant is one row of the catalogue ([`catalogue!`], in
//! `catalogue.rs`): its names, family, board [`Geometry`], first mover,
//! notation and PDN GameType. [`Variant`], its accessors, the rules types
//! and the dispatch to each variant's typed board are generated from it.
//!
//! Two layers:
//! - the **player layer**: [`Variant`], [`Square`], [`Setup`] (unvalidated)
//!   and [`Position`] (valid), [`Move`] with its route, two-stage notation
//!   ([`notation::MoveText`], [`MoveError`]), [`Game`] with draw rules and
//!   [`Outcome`], [`perft`];
//! - the **fast layer** for search: [`Board<R>`](Board), a `Copy` position
//!   monomorphized per rules and board [`Layout`], compact [`Action`]s in a
//!   fixed-capacity [`MoveList`], copy-make, Zobrist keys and bitboards.
//!   [`Position::with_board`] runs code generic over the rules on a
//!   position's typed board (one dispatch), and [`Position::board`] hands
//!   out the typed board of a known variant.
//!
//! ```
//! use draughts::{Position, Variant, Notation};
//!
//! let pos = Position::start(Variant::English);
//! let mv = pos.parse_move("11-15").unwrap();
//! let next = pos.play(&mv).unwrap();
//! assert_eq!(next.move_text(&mv, Notation::Native), "11-15");
//! assert_eq!(next.legal_moves().len(), 7);
//! ```

mod action;
mod bits;
mod board;
mod catalogue;
mod color;
mod digits;
mod dir;
mod draw;
mod fen;
mod game;
mod geometry;
mod layout;
mod movegen;
mod mv;
pub mod notation;
mod outcome;
mod perft;
mod position;
pub mod rules;
mod setup;
mod square;
mod start;
mod validate;
mod variant;

pub use action::{Action, MOVE_LIST_CAPACITY, MoveList};
pub use bits::{BitWord, Indices};
pub use board::Board;
pub use color::{Color, ParseColorError, Piece, Role};
pub use dir::Dir;
pub use draw::ProgressRule;
pub use fen::FenError;
pub use game::{Game, GameError, KingRun, SavedPosition, Snapshot, SnapshotError};
pub use geometry::{Geometry, Grid, Playable};
pub use layout::{Board8, Board10, Board12, Layout, Points5};
pub use mv::{MAX_ROUTE, Move};
pub use notation::{IllegalReason, MoveError, ParseMoveError};
pub use outcome::{EndReason, Outcome};
pub use perft::{Counting, perft, perft_divide};
pub use position::{IllegalMove, Position, WithBoard};
pub use rules::{Rules, Word};
pub use setup::Setup;
pub use square::{Notation, ParseSquareError, Square};
pub use validate::PositionError;
pub use variant::{Family, Numbering, ParseVariantError, Variant};
