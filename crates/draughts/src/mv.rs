//! `Move`: a move as players see it — start square, every landing square in
//! order, and the captured squares in capture order.

use std::fmt;
use std::hash::{Hash, Hasher};

use crate::square::Square;

/// Most landing (or captured) squares a move can hold.
pub const MAX_ROUTE: usize = 32;

/// A fixed-capacity sequence of squares (no allocation).
#[derive(Clone, Copy)]
struct Route {
    len: u8,
    squares: [Square; MAX_ROUTE],
}

impl Route {
    const EMPTY: Route = Route {
        len: 0,
        squares: [Square::new(0, 0); MAX_ROUTE],
    };

    fn from_slice(squares: &[Square]) -> Option<Route> {
        let mut route = Route::EMPTY;
        route
            .squares
            .get_mut(..squares.len())?
            .copy_from_slice(squares);
        route.len = squares.len() as u8;
        Some(route)
    }

    fn as_slice(&self) -> &[Square] {
        &self.squares[..usize::from(self.len)]
    }
}

/// A move: the start square, every landing square in order (the last one is
/// where the piece ends), and the captured squares in the order they were
/// jumped. A quiet move has one landing square and no capture.
///
/// Two capture routes with the same start, end and captured set are
/// different `Move`s that give the same position;
/// [`crate::Position::legal_moves`] lists one of them,
/// [`crate::Position::legal_routes`] lists all.
#[derive(Clone)]
pub struct Move {
    from: Square,
    landings: Route,
    captured: Route,
    promotes: bool,
}

impl Move {
    /// Builds a move. Returns `None` when `landings` is empty or a list is
    /// longer than [`MAX_ROUTE`].
    pub fn new(
        from: Square,
        landings: &[Square],
        captured: &[Square],
        promotes: bool,
    ) -> Option<Move> {
        if landings.is_empty() {
            return None;
        }
        Some(Move {
            from,
            landings: Route::from_slice(landings)?,
            captured: Route::from_slice(captured)?,
            promotes,
        })
    }

    /// A quiet move from `from` to `to`.
    pub fn quiet(from: Square, to: Square, promotes: bool) -> Move {
        let mut landings = Route::EMPTY;
        landings.squares[0] = to;
        landings.len = 1;
        Move {
            from,
            landings,
            captured: Route::EMPTY,
            promotes,
        }
    }

    /// The start square.
    pub fn from(&self) -> Square {
        self.from
    }

    /// The square the piece ends on.
    pub fn to(&self) -> Square {
        self.landings
            .as_slice()
            .last()
            .copied()
            .unwrap_or(self.from)
    }

    /// Every landing square in order; the last is [`Move::to`].
    pub fn landings(&self) -> &[Square] {
        self.landings.as_slice()
    }

    /// The captured squares, in capture order.
    pub fn captured(&self) -> &[Square] {
        self.captured.as_slice()
    }

    /// Whether the move captures.
    pub fn is_capture(&self) -> bool {
        self.captured.len > 0
    }

    /// Whether the moving man is crowned at the end of this move.
    pub fn promotes(&self) -> bool {
        self.promotes
    }

    /// Whether this is one of Hawaiian's opening removals: the mover takes
    /// its own piece off `from` (route and captured set are that square).
    pub fn is_removal(&self) -> bool {
        self.captured() == [self.from] && self.landings() == [self.from]
    }

    /// The start, the end and the sorted captured squares: what decides the
    /// resulting position.
    pub fn outcome(&self) -> (Square, Square, Vec<Square>) {
        let mut captured = self.captured().to_vec();
        captured.sort_unstable();
        (self.from, self.to(), captured)
    }

    /// Whether `other` has the same start, end and captured set (the same
    /// resulting position), whatever the route.
    pub fn same_outcome(&self, other: &Move) -> bool {
        self.outcome() == other.outcome()
    }
}

impl PartialEq for Move {
    fn eq(&self, other: &Move) -> bool {
        self.from == other.from
            && self.landings() == other.landings()
            && self.captured() == other.captured()
            && self.promotes == other.promotes
    }
}

impl Eq for Move {}

impl Hash for Move {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.from.hash(state);
        self.landings().hash(state);
        self.captured().hash(state);
        self.promotes.hash(state);
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self}")?;
        if self.is_capture() {
            let taken: Vec<String> = self.captured().iter().map(Square::to_string).collect();
            write!(f, " takes {}", taken.join(","))?;
        }
        if self.promotes {
            f.write_str(" crowns")?;
        }
        f.write_str(")")
    }
}

impl fmt::Display for Move {
    /// The route in algebraic squares: `c3-c4`, `c3xc5xe5`; a removal as
    /// its square (`d5`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_removal() {
            return write!(f, "{}", self.from);
        }
        let sep = if self.is_capture() { 'x' } else { '-' };
        write!(f, "{}", self.from)?;
        for sq in self.landings() {
            write!(f, "{sep}{sq}")?;
        }
        Ok(())
    }
}
