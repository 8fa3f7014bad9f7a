//! What a board image shows: the pieces, who looks at it, the last move and
//! any hints. A [`BoardView`] is plain data, built from a position with
//! builder-style setters, and drawn by [`png`](super::png) or
//! [`ascii`](super::ascii).

use draughts::{Color, Geometry, Move, Piece, Playable, Position, Square, Variant};

/// How a square is marked for the last move.
///
/// When several marks fall on one square (a king may capture in a circle and
/// stop where it started), the later one in this list wins.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Mark {
    /// Not part of the last move.
    #[default]
    None,
    /// A piece was captured here.
    Captured,
    /// An intermediate landing square of a multi-capture.
    Path,
    /// The square the moving piece left.
    From,
    /// The square where the move ended.
    Landing,
    /// A piece was taken off here without moving: Hawaiian's opening
    /// removal, whose route and captured set are this one square.
    Removed,
}

impl Mark {
    /// Every mark, lowest priority first.
    pub const ALL: [Mark; 6] = [
        Mark::None,
        Mark::Captured,
        Mark::Path,
        Mark::From,
        Mark::Landing,
        Mark::Removed,
    ];
}

/// What one square shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cell {
    /// The piece standing here, if any.
    pub piece: Option<Piece>,
    /// The last-move mark.
    pub mark: Mark,
    /// Whether a hint is drawn here: a dot on an empty square, a ring around a piece.
    pub hint: bool,
}

/// The board as one viewer should see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardView {
    variant: Variant,
    geometry: Geometry,
    /// Cells by rank then file, from White's a1.
    cells: Vec<Cell>,
    viewer: Color,
}

impl BoardView {
    /// The pieces of `position`, seen by White, with no marks.
    pub fn new(position: &Position) -> BoardView {
        let mut view = BoardView::empty(position.variant());
        for (square, piece) in position.pieces() {
            view = view.with_piece(square, Some(piece));
        }
        view
    }

    /// An empty board of `variant`, seen by White.
    pub fn empty(variant: Variant) -> BoardView {
        let geometry = variant.geometry();
        BoardView {
            variant,
            geometry,
            cells: vec![Cell::default(); usize::from(geometry.files) * usize::from(geometry.ranks)],
            viewer: Color::White,
        }
    }

    /// Draws the board from `viewer`'s side: that colour's home ranks at the bottom.
    pub fn with_viewer(mut self, viewer: Color) -> BoardView {
        self.viewer = viewer;
        self
    }

    /// Puts `piece` on `square` (or empties it).
    pub fn with_piece(mut self, square: Square, piece: Option<Piece>) -> BoardView {
        if let Some(cell) = self.cell_mut(square) {
            cell.piece = piece;
        }
        self
    }

    /// Marks `mv` as the move just played: its start, its landings and its
    /// captured squares. The view should show the position after the move.
    pub fn with_last_move(self, mv: &Move) -> BoardView {
        self.with_last_route(mv.from(), mv.landings(), mv.captured())
    }

    /// Marks a played move given by its squares, for callers that stored only
    /// those: `landings` in order (the last one is where the move ended). A
    /// route that lands on its start and captures only its start is a
    /// removal ([`Move::is_removal`]), marked [`Mark::Removed`].
    pub fn with_last_route(
        mut self,
        from: Square,
        landings: &[Square],
        captured: &[Square],
    ) -> BoardView {
        if landings == [from] && captured == [from] {
            if let Some(cell) = self.cell_mut(from) {
                cell.mark = Mark::Removed;
            }
            return self;
        }
        let mut marks: Vec<(Square, Mark)> =
            captured.iter().map(|&s| (s, Mark::Captured)).collect();
        marks.extend(landings.iter().map(|&s| (s, Mark::Path)));
        marks.push((from, Mark::From));
        marks.extend(landings.last().map(|&s| (s, Mark::Landing)));
        for (square, mark) in marks {
            if let Some(cell) = self.cell_mut(square) {
                cell.mark = cell.mark.max(mark);
            }
        }
        self
    }

    /// Draws a hint dot on each of `squares` (for example the legal targets).
    pub fn with_hints(mut self, squares: impl IntoIterator<Item = Square>) -> BoardView {
        for square in squares {
            if let Some(cell) = self.cell_mut(square) {
                cell.hint = true;
            }
        }
        self
    }

    /// The variant whose board this is.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The colour whose side is drawn at the bottom.
    pub fn viewer(&self) -> Color {
        self.viewer
    }

    /// The board's shape: files, ranks, and whether only dark squares are used.
    pub fn geometry(&self) -> Geometry {
        self.geometry
    }

    /// Number of files (columns).
    pub fn files(&self) -> u8 {
        self.geometry.files
    }

    /// Number of ranks (rows).
    pub fn ranks(&self) -> u8 {
        self.geometry.ranks
    }

    /// What the square at 0-based `file` and `rank` (from White's side) shows.
    pub fn cell(&self, file: u8, rank: u8) -> Cell {
        self.index(file, rank)
            .map_or_else(Cell::default, |i| self.cells[i])
    }

    /// Whether the square at `file`, `rank` is drawn dark. The playable
    /// squares of a one-colour board are its dark squares: a1 is dark on
    /// a1-dark and full boards, light on Italian's and Portuguese's mirrored
    /// board, so each player always has a dark square at the bottom left
    /// (a1-dark) or right (mirrored) as the rules books draw them.
    pub fn is_dark(&self, file: u8, rank: u8) -> bool {
        let even = (u16::from(file) + u16::from(rank)) % 2 == 0;
        match self.geometry.playable {
            Playable::All | Playable::Dark => even,
            Playable::Light => !even,
        }
    }

    /// Whether a piece may stand on the square at `file`, `rank`; the others
    /// (the light squares of English checkers) are only background.
    pub fn is_playable(&self, file: u8, rank: u8) -> bool {
        Square::try_new(file, rank).is_some_and(|sq| self.geometry.is_playable(sq))
    }

    /// The square's number in the variant's numeric notation (English:
    /// 1 = b8, 4 = h8, 29 = a1, 32 = g1), drawn on the square; `None` for
    /// variants written with letters and digits.
    pub fn number(&self, file: u8, rank: u8) -> Option<u8> {
        Square::try_new(file, rank)?.to_numeric(self.variant)
    }

    fn index(&self, file: u8, rank: u8) -> Option<usize> {
        let g = self.geometry;
        (file < g.files && rank < g.ranks)
            .then(|| usize::from(rank) * usize::from(g.files) + usize::from(file))
    }

    fn cell_mut(&mut self, square: Square) -> Option<&mut Cell> {
        let i = self.index(square.file(), square.rank())?;
        Some(&mut self.cells[i])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_numbers_follow_the_pdn_board() {
        let view = BoardView::empty(Variant::English);
        assert_eq!(view.number(1, 7), Some(1), "b8");
        assert_eq!(view.number(7, 7), Some(4), "h8");
        assert_eq!(view.number(0, 6), Some(5), "a7");
        assert_eq!(view.number(0, 0), Some(29), "a1");
        assert_eq!(view.number(6, 0), Some(32), "g1");
        assert_eq!(view.number(1, 0), None, "b1 is light");
        assert_eq!(BoardView::empty(Variant::Turkish).number(0, 0), None);
    }

    #[test]
    fn later_marks_win_on_a_shared_square() {
        let a = Square::new(0, 0);
        let b = Square::new(2, 0);
        let view = BoardView::empty(Variant::Turkish).with_last_route(a, &[b, a], &[]);
        assert_eq!(view.cell(0, 0).mark, Mark::Landing);
        assert_eq!(view.cell(2, 0).mark, Mark::Path);
    }
}
