//! What each square of a board image stands on: a light or dark square, or
//! one of Alquerque's points with the lines that leave it.
//!
//! Both come from the board's [`Geometry`], as the rules engine's catalogue
//! gives it: its [`Grid`] says squares or points, and on points
//! [`Geometry::line`] the lines pieces move along (the engine checks that
//! they are those its move generator follows).

use draughts::{Color, Dir, Geometry, Grid, Square};

use super::view::BoardView;

/// How a variant's board is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Surface {
    /// Squares in two colours, pieces on the squares.
    Squares,
    /// The points of this board joined by its lines (Alquerque), pieces on
    /// the points.
    Points(Geometry),
}

impl Surface {
    /// The surface of a board of `geometry`.
    pub fn of(geometry: Geometry) -> Surface {
        match geometry.grid {
            Grid::Squares => Surface::Squares,
            Grid::Points => Surface::Points(geometry),
        }
    }

    /// How many squares across the frame around the board takes: half a
    /// square each side around squares, a whole one around points, whose
    /// few large tiles would otherwise hold pieces half again as large as
    /// an 8x8 board's (and an image too large to send quickly).
    pub fn frame(self) -> u32 {
        match self {
            Surface::Squares => 1,
            Surface::Points(_) => 2,
        }
    }

    /// Every ground a board of this surface shows, each once, in tile order.
    pub fn grounds(self) -> Vec<Ground> {
        match self {
            Surface::Squares => vec![Ground::Light, Ground::Dark],
            Surface::Points(geometry) => {
                let mut grounds = Vec::new();
                for rank in 0..geometry.ranks {
                    for file in 0..geometry.files {
                        let lines = Lines::at(geometry, Square::new(file, rank));
                        for ground in [Ground::Point(lines), Ground::Point(lines.turned())] {
                            if !grounds.contains(&ground) {
                                grounds.push(ground);
                            }
                        }
                    }
                }
                grounds
            }
        }
    }
}

/// What lies under a square's content.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Ground {
    /// A light square.
    Light,
    /// A dark square: the playable squares of one-colour boards.
    Dark,
    /// A point of a board of lines.
    Point(Lines),
}

impl Ground {
    /// The ground of the square at `file`, `rank` of `view`'s board, as
    /// its viewer sees it: a board seen by Black is turned half a circle,
    /// and so are the lines on each of its points.
    pub fn of(view: &BoardView, file: u8, rank: u8) -> Ground {
        match Surface::of(view.geometry()) {
            Surface::Squares if view.is_dark(file, rank) => Ground::Dark,
            Surface::Squares => Ground::Light,
            Surface::Points(geometry) => {
                let lines = Lines::at(geometry, Square::new(file, rank));
                Ground::Point(match view.viewer() {
                    Color::White => lines,
                    Color::Black => lines.turned(),
                })
            }
        }
    }
}

/// The lines drawn across one point's tile: those that leave the point, one
/// bit per direction of [`Dir::ALL`], and the diagonals between two of its
/// neighbours that cross one of its corners (where a diagonal line passes
/// between two points without diagonals, its edge shows in their tiles too).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Lines {
    leaving: u8,
    crossing: u8,
}

impl Lines {
    /// The lines at `square` of a board of points of `geometry`.
    pub fn at(geometry: Geometry, square: Square) -> Lines {
        let mut lines = Lines {
            leaving: 0,
            crossing: 0,
        };
        for (bit, d) in Dir::ALL.into_iter().enumerate() {
            if geometry.line(square, d) {
                lines.leaving |= 1 << bit;
            }
            // The corner towards diagonal `d` is crossed by the line from the
            // neighbour beside it to the neighbour above or below it.
            let (side, up) = (horizontal(d), vertical(d));
            if let (Some(side), Some(up)) = (side, up)
                && let Some(beside) = neighbour(geometry, square, side)
                && geometry.line(beside, diagonal(up, side.reverse()))
            {
                lines.crossing |= 1 << bit;
            }
        }
        lines
    }

    /// The same lines turned half a circle, as a board seen from Black's
    /// side shows them.
    pub fn turned(self) -> Lines {
        let turn = |bits: u8| {
            Dir::ALL
                .into_iter()
                .enumerate()
                .filter(|&(bit, _)| bits >> bit & 1 == 1)
                .fold(0, |turned, (_, d)| turned | 1 << bit(d.reverse()))
        };
        Lines {
            leaving: turn(self.leaving),
            crossing: turn(self.crossing),
        }
    }

    /// The directions with a line leaving the point.
    pub fn leaving(self) -> impl Iterator<Item = Dir> {
        Dir::ALL
            .into_iter()
            .enumerate()
            .filter(move |&(bit, _)| self.leaving >> bit & 1 == 1)
            .map(|(_, d)| d)
    }

    /// The diagonal directions whose corner another line crosses.
    pub fn crossing(self) -> impl Iterator<Item = Dir> {
        Dir::ALL
            .into_iter()
            .enumerate()
            .filter(move |&(bit, _)| self.crossing >> bit & 1 == 1)
            .map(|(_, d)| d)
    }
}

/// The bit of direction `d` in [`Lines`]: its place in [`Dir::ALL`].
fn bit(d: Dir) -> usize {
    Dir::ALL.iter().position(|&e| e == d).unwrap_or(0)
}

/// The neighbour of `square` along `d`, if it is on the board.
fn neighbour(geometry: Geometry, square: Square, d: Dir) -> Option<Square> {
    let file = square.file().checked_add_signed(d.file_step())?;
    let rank = square.rank().checked_add_signed(d.rank_step())?;
    Square::try_new(file, rank).filter(|&n| geometry.contains(n))
}

/// The east or west part of a diagonal direction.
fn horizontal(d: Dir) -> Option<Dir> {
    match d.file_step() {
        1 => Some(Dir::E),
        -1 => Some(Dir::W),
        _ => None,
    }
}

/// The north or south part of a diagonal direction.
fn vertical(d: Dir) -> Option<Dir> {
    match d.rank_step() {
        1 => Some(Dir::N),
        -1 => Some(Dir::S),
        _ => None,
    }
}

/// The diagonal made of a vertical and a horizontal direction.
fn diagonal(vertical: Dir, horizontal: Dir) -> Dir {
    match (vertical, horizontal) {
        (Dir::N, Dir::E) => Dir::NE,
        (Dir::N, _) => Dir::NW,
        (_, Dir::E) => Dir::SE,
        _ => Dir::SW,
    }
}

#[cfg(test)]
mod tests {
    use draughts::Variant;

    use super::*;

    /// Alquerque's board, the one board of points.
    const ALQUERQUE: Geometry = Variant::Alquerque.geometry();

    /// The lines at the point named `square` of Alquerque's board.
    fn at(square: &str) -> Lines {
        Lines::at(ALQUERQUE, square.parse().expect("a square"))
    }

    fn leaving(square: &str) -> Vec<Dir> {
        at(square).leaving().collect()
    }

    #[test]
    fn alquerque_lines_follow_the_board() {
        // a1: up, right and the long diagonal.
        assert_eq!(leaving("a1"), [Dir::N, Dir::E, Dir::NE]);
        // b1 (file + rank odd): orthogonal lines only.
        assert_eq!(leaving("b1"), [Dir::N, Dir::E, Dir::W]);
        // c1: the square c1-a3-c5-e3 leaves it both ways.
        assert_eq!(leaving("c1"), [Dir::N, Dir::E, Dir::W, Dir::NE, Dir::NW]);
        // c3: the centre, every line.
        assert_eq!(leaving("c3").len(), 8);
        // d3: orthogonal only.
        assert_eq!(leaving("d3"), [Dir::N, Dir::S, Dir::E, Dir::W]);
    }

    #[test]
    fn diagonals_cross_the_corners_of_the_points_between_them() {
        let crossing = |s: &str| -> Vec<Dir> { at(s).crossing().collect() };
        // b1's upper corners are crossed by a1-b2 and c1-b2.
        assert_eq!(crossing("b1"), [Dir::NE, Dir::NW]);
        // d3 sits inside the square c1-a3-c5-e3 and the long diagonals: all four.
        assert_eq!(crossing("d3").len(), 4);
        // A point with diagonals has its own lines in its corners, not others'.
        assert!(crossing("c3").is_empty());
        assert!(crossing("a1").is_empty());
    }

    #[test]
    fn turned_lines_are_those_of_the_point_opposite() {
        // Alquerque's lines are symmetric under a half turn, so a point seen
        // from Black's side looks like the point opposite it seen by White.
        for rank in 0..5 {
            for file in 0..5 {
                let opposite = Lines::at(ALQUERQUE, Square::new(4 - file, 4 - rank));
                assert_eq!(
                    Lines::at(ALQUERQUE, Square::new(file, rank)).turned(),
                    opposite
                );
            }
        }
        assert_ne!(at("b1").turned(), at("b1"));
    }

    #[test]
    fn a_board_of_points_has_fourteen_grounds() {
        // 4 corners, 4 edge midpoints, the two other points of each edge (b1
        // and d1 look alike), the inner points with diagonals (b2, d2, b4, d4
        // and c3, alike) and those without (c2, b3, d3, c4, alike).
        let grounds = Surface::of(ALQUERQUE).grounds();
        assert_eq!(grounds.len(), 4 + 4 + 4 + 1 + 1);
        assert_eq!(Surface::Squares.grounds(), [Ground::Light, Ground::Dark]);
    }

    #[test]
    fn only_alquerque_is_drawn_on_points() {
        for variant in Variant::ALL {
            let surface = Surface::of(variant.geometry());
            let points = variant == Variant::Alquerque;
            assert_eq!(matches!(surface, Surface::Points(_)), points, "{variant}");
        }
    }
}
