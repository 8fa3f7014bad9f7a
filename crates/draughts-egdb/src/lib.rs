//! # draughts-egdb — endgame databases we generate ourselves
//!
//! Win/draw/loss tables of every position with few pieces, for the 8x8
//! variants whose rules fit one generator ([`fits`]: Russian, English,
//! Brazilian, Pool, Czech, Italian, Portuguese, Thai, Anti, Corner,
//! One-way, Gothic), made by retrograde analysis over the move generator of
//! [`draughts`] (`generate.rs` says how).
//!
//! - One table per material signature ([`Material`]), numbered densely
//!   (`index.rs`: combinations in the combinatorial number system, men off
//!   their promotion squares), both sides to move, 2 bits per position,
//!   deflated in its file (`table.rs`). Positions where a capture is due
//!   are stored like the others, so a probe is one lookup, never a search.
//! - A value is the game-theoretic one under the move rules alone
//!   ([`Wdl`]): the move-count draw rules are left out, so a draw is
//!   exact and a win is a win unless such a rule ends the game first.
//! - [`build`] makes a variant's tables up to a number of pieces;
//!   [`Tables::load`] reads them ([`Library::load`]: every variant's); [`Tables::probe`] gives a position's
//!   value; [`verify_all`] checks that every value follows from the moves.
//!
//! docs/egdb.md has the figures (time, disk) and the command.

/// Runs `$body` with `$r` the rules type of `$variant`, one of the variants
/// that [`fits`]; other variants give [`EgdbError::Unsupported`].
#[macro_export]
#[doc(hidden)]
macro_rules! dispatch {
    ($variant:expr, $r:ident => $body:expr) => {
        $crate::dispatch!(@arms $variant, $r => $body;
            English, Brazilian, Russian, Pool, Czech, Italian, Portuguese, Thai, Anti,
            Corner, Oneway, Gothic)
    };
    (@arms $variant:expr, $r:ident => $body:expr; $($name:ident),*) => {
        match $variant {
            $(draughts::Variant::$name => {
                type $r = draughts::rules::$name;
                $body
            })*
            other => Err($crate::EgdbError::Unsupported(other.name())),
        }
    };
}

mod build;
mod error;
mod generate;
mod index;
mod library;
mod material;
mod table;
mod tables;
mod verify;
mod wdl;

pub use build::{Progress, build, verify_all};
pub use error::EgdbError;
pub use index::fits;
pub use library::Library;
pub use material::Material;
pub use table::Table;
pub use tables::Tables;
pub use wdl::Wdl;
