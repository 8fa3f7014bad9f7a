//! Where the generator puts the moves it finds: a list, a counter, or the
//! route collector behind the public API. The generator is generic over the
//! sink, so each use compiles to its own specialised code.

use std::marker::PhantomData;

use crate::action::{Action, MoveList};
use crate::bits::BitWord;
use crate::layout::Layout;
use crate::mv::Move;
use crate::square::Square;

/// Receiver of generated moves.
pub(crate) trait Sink<W: BitWord> {
    /// Whether the sink wants each capture's landing squares and capture
    /// order; when false the generator does not record them.
    const ROUTES: bool;

    /// A completed capture route. `landings` and `taken` are bit indices, in
    /// order; they are empty unless [`Sink::ROUTES`] is true.
    fn capture(&mut self, action: Action<W>, landings: &[u8], taken: &[u8]);

    /// A quiet move.
    fn quiet(&mut self, action: Action<W>);

    /// Forgets the captures received so far (a longer capture was found).
    fn clear(&mut self);
}

/// Fills a [`MoveList`]; with `UNIQUE`, routes with the same start, end and
/// captured set are kept once.
pub(crate) struct ListSink<'a, W, const UNIQUE: bool>(pub &'a mut MoveList<W>);

impl<W: BitWord, const UNIQUE: bool> Sink<W> for ListSink<'_, W, UNIQUE> {
    const ROUTES: bool = false;

    #[inline(always)]
    fn capture(&mut self, action: Action<W>, _: &[u8], _: &[u8]) {
        if UNIQUE && self.0.as_slice().contains(&action) {
            return;
        }
        self.0.push(action);
    }

    #[inline(always)]
    fn quiet(&mut self, action: Action<W>) {
        self.0.push(action);
    }

    #[inline(always)]
    fn clear(&mut self) {
        self.0.clear();
    }
}

/// Counts capture routes without storing them.
#[derive(Default)]
pub(crate) struct RouteCounter {
    pub count: u64,
}

impl<W: BitWord> Sink<W> for RouteCounter {
    const ROUTES: bool = false;

    #[inline(always)]
    fn capture(&mut self, _: Action<W>, _: &[u8], _: &[u8]) {
        self.count += 1;
    }

    #[inline(always)]
    fn quiet(&mut self, _: Action<W>) {
        self.count += 1;
    }

    #[inline(always)]
    fn clear(&mut self) {
        self.count = 0;
    }
}

/// Collects every route as a public [`Move`], for the non-hot API.
pub(crate) struct RouteSink<L> {
    pub moves: Vec<Move>,
    layout: PhantomData<L>,
}

impl<L> Default for RouteSink<L> {
    fn default() -> Self {
        RouteSink {
            moves: Vec::new(),
            layout: PhantomData,
        }
    }
}

impl<L: Layout> Sink<L::Word> for RouteSink<L> {
    const ROUTES: bool = true;

    fn capture(&mut self, action: Action<L::Word>, landings: &[u8], taken: &[u8]) {
        let landings: Vec<Square> = landings.iter().map(|&i| L::square(i)).collect();
        let taken: Vec<Square> = taken.iter().map(|&i| L::square(i)).collect();
        if let Some(mv) = Move::new(L::square(action.from), &landings, &taken, action.promotes) {
            self.moves.push(mv);
        }
    }

    fn quiet(&mut self, action: Action<L::Word>) {
        self.moves.push(Move::quiet(
            L::square(action.from),
            L::square(action.to),
            action.promotes,
        ));
    }

    fn clear(&mut self) {
        self.moves.clear();
    }
}
