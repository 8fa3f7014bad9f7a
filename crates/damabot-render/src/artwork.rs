//! The painting of one tile in RGB, layer by layer: the ground (a light or
//! dark square, or a point with its lines), the last-move tint, the path dot
//! or capture cross, the piece, and the hint.
//!
//! Layers are painted once per tile set (see `paint`) and composited here
//! for every tile; nothing is painted per board.

use draughts::{Dir, Piece};

use super::paint::{Layer, Paint, blend, distance, segment_distance};
use super::pieces;
use super::surface::{Ground, Lines};
use super::theme::{BoardColors, Rgb, Theme};
use super::view::{Cell, Mark};

/// Opacity of the last-move tint over the start and landing squares.
const LAST_MOVE_TINT: f32 = 0.55;
/// Opacity of the hint dot on an empty square.
const HINT_ALPHA: f32 = 0.55;
/// Opacity of the hint ring around a piece, thinner so drawn stronger.
const HINT_RING_ALPHA: f32 = 0.8;
/// Half-width of Alquerque's lines, as a fraction of the square.
const LINE: f32 = 0.022;
/// Radius of the dot on each of Alquerque's points.
const POINT: f32 = 0.065;
/// Radius of the last-move tint around one of Alquerque's points.
const POINT_TINT: f32 = 0.46;

/// Every layer a tile set is composited from.
pub(crate) struct Artwork {
    square: u32,
    board: BoardColors,
    last_move: Rgb,
    pieces: Vec<(Piece, Layer)>,
    path: Layer,
    captured: Layer,
    hint_dot: Layer,
    hint_ring: Layer,
    point_tint: Layer,
}

/// The two backgrounds of one ground: as it is, and tinted for the last move.
pub(crate) struct Backdrop {
    plain: Vec<Rgb>,
    tinted: Vec<Rgb>,
}

impl Artwork {
    /// Paints the layers of `theme` at `square` pixels for these pieces.
    pub fn paint(theme: &Theme, square: u32, pieces: &[Piece]) -> Artwork {
        let m = theme.marks;
        let disc = |radius: f32, paint: Paint| {
            Layer::paint(square, move |x, y| {
                (distance(x, y, 0.5, 0.5) < radius).then_some(paint)
            })
        };
        let captured = Layer::paint(square, |x, y| {
            let d = segment_distance(x, y, (0.32, 0.32), (0.68, 0.68)).min(segment_distance(
                x,
                y,
                (0.68, 0.32),
                (0.32, 0.68),
            ));
            (d < 0.05).then_some(Paint::solid(m.capture))
        });
        // Around a piece the hint is a ring on its edge, reaching out to the square's.
        let ring = (pieces::RADIUS + 0.5) / 2.0;
        let hint_ring = Layer::paint(square, |x, y| {
            ((distance(x, y, 0.5, 0.5) - ring).abs() < 0.5 - ring + 0.005).then_some(Paint {
                color: m.hint,
                alpha: HINT_RING_ALPHA,
            })
        });
        Artwork {
            square,
            board: theme.board,
            last_move: m.last_move,
            pieces: pieces
                .iter()
                .map(|&p| (p, pieces::layer(&theme.pieces, p, square)))
                .collect(),
            path: disc(0.14, Paint::solid(m.path)),
            captured,
            hint_dot: disc(
                0.13,
                Paint {
                    color: m.hint,
                    alpha: HINT_ALPHA,
                },
            ),
            hint_ring,
            point_tint: disc(
                POINT_TINT,
                Paint {
                    color: m.last_move,
                    alpha: LAST_MOVE_TINT,
                },
            ),
        }
    }

    /// The backgrounds of `ground`. A square is tinted all over; a point is
    /// tinted in a disc under its lines, so the lines stay whole.
    pub fn backdrop(&self, ground: Ground) -> Backdrop {
        let area = (self.square * self.square) as usize;
        let flat = |color: Rgb| vec![color; area];
        let square = |base: Rgb| Backdrop {
            plain: flat(base),
            tinted: flat(blend(base, self.last_move, LAST_MOVE_TINT)),
        };
        match ground {
            Ground::Light => square(self.board.light),
            Ground::Dark => square(self.board.dark),
            Ground::Point(lines) => {
                let lines = self.lines(lines);
                let mut plain = flat(self.board.dark);
                let mut tinted = plain.clone();
                self.point_tint.over(&mut tinted);
                lines.over(&mut plain);
                lines.over(&mut tinted);
                Backdrop { plain, tinted }
            }
        }
    }

    /// The lines of one point in the light square colour, with a dot on the point.
    fn lines(&self, lines: Lines) -> Layer {
        let centre = (0.5, 0.5);
        let towards = |d: Dir| {
            (
                0.5 + f32::from(d.file_step()),
                0.5 - f32::from(d.rank_step()),
            )
        };
        let mut segments: Vec<((f32, f32), (f32, f32))> =
            lines.leaving().map(|d| (centre, towards(d))).collect();
        // A diagonal crossing a corner runs between the two points beside it.
        segments.extend(lines.crossing().map(|d| {
            let (x, y) = towards(d);
            ((x, 0.5), (0.5, y))
        }));
        let ink = Paint::solid(self.board.light);
        Layer::paint(self.square, |x, y| {
            let on_line = segments
                .iter()
                .any(|&(a, b)| segment_distance(x, y, a, b) < LINE);
            (on_line || distance(x, y, 0.5, 0.5) < POINT).then_some(ink)
        })
    }

    /// The tile showing `cell` on `backdrop`.
    pub fn tile(&self, backdrop: &Backdrop, cell: Cell) -> Vec<Rgb> {
        let mut tile = match cell.mark {
            Mark::From | Mark::Landing | Mark::Removed => backdrop.tinted.clone(),
            Mark::None | Mark::Path | Mark::Captured => backdrop.plain.clone(),
        };
        match cell.mark {
            Mark::Path => self.path.over(&mut tile),
            Mark::Captured | Mark::Removed => self.captured.over(&mut tile),
            Mark::None | Mark::From | Mark::Landing => {}
        }
        let piece = cell
            .piece
            .and_then(|p| self.pieces.iter().find(|(q, _)| *q == p));
        if let Some((_, layer)) = piece {
            layer.over(&mut tile);
        }
        if cell.hint {
            let mark = if piece.is_some() {
                &self.hint_ring
            } else {
                &self.hint_dot
            };
            mark.over(&mut tile);
        }
        tile
    }
}
