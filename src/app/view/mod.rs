//! What players see of a game: the board post with its caption and buttons
//! ([`board`]), the numbered legal moves ([`moves`]), the tap board
//! ([`tap`]), how an ended game is told ([`result`]), and what the Mini
//! App's page shows of a game ([`page`]). Views read a game
//! and say what to show; they change nothing stored.

pub(crate) mod board;
pub(crate) mod moves;
pub(crate) mod page;
pub(crate) mod result;
pub(crate) mod tap;
