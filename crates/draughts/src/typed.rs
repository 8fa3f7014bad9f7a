//! Public access to the typed [`Board`] behind a [`Position`], for code that
//! is generic over the rules (the AI's search): the variant is dispatched
//! once, then everything below runs monomorphized for that variant's rules.

use crate::board::Board;
use crate::layout::Board8;
use crate::position::{BoardVisitor, Position};
use crate::rules::Rules;

/// A computation generic over the rules, run on a position's typed board by
/// [`Position::with_board`].
pub trait WithBoard {
    /// What the computation returns.
    type Output;

    /// Runs on the board of the position's variant.
    fn run<R: Rules<Layout = Board8>>(self, board: &Board<R>) -> Self::Output;
}

/// Forwards the crate's own visitor to a public [`WithBoard`].
struct Forward<F>(F);

impl<F: WithBoard> BoardVisitor for Forward<F> {
    type Output = F::Output;

    fn visit<R: Rules<Layout = Board8>>(self, board: &Board<R>) -> F::Output {
        self.0.run(board)
    }
}

impl Position {
    /// Runs `f` on this position's typed [`Board`] (one dispatch on the
    /// variant, then code specialised for its rules).
    pub fn with_board<F: WithBoard>(&self, f: F) -> F::Output {
        self.visit(Forward(f))
    }
}
