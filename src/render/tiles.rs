//! Pre-rendered square tiles, the only place where drawing happens.
//!
//! For one theme and square size, every combination a square can show (light
//! or dark, each last-move mark, each piece or none, with or without a hint)
//! is painted once, anti-aliased, and stored as palette indices. A board is
//! then a copy of tiles. Tile sets are cached per (theme, size), so each is
//! built once per process, and shared between threads.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use draughts::{Color, Piece, Role};

use super::paint::{Layer, Paint, blend, distance, segment_distance};
use super::palette::Palette;
use super::pieces;
use super::theme::{Rgb, Theme};
use super::view::{Cell, Mark};

/// Opacity of the last-move tint over the start and landing squares.
const LAST_MOVE_TINT: f32 = 0.55;
/// Opacity of the hint dot on an empty square.
const HINT_ALPHA: f32 = 0.55;
/// Opacity of the hint ring around a piece, thinner so drawn stronger.
const HINT_RING_ALPHA: f32 = 0.8;
/// The cache is emptied when it holds this many tile sets (sizes are open-ended).
const CACHE_LIMIT: usize = 32;

/// Every piece a square can hold, in tile order after "no piece".
const PIECES: [Piece; 4] = [
    Piece {
        color: Color::White,
        role: Role::Man,
    },
    Piece {
        color: Color::White,
        role: Role::King,
    },
    Piece {
        color: Color::Black,
        role: Role::Man,
    },
    Piece {
        color: Color::Black,
        role: Role::King,
    },
];

/// Number of tiles in a set: 2 square shades × marks × (pieces + none) × hint or not.
const TILE_COUNT: usize = 2 * Mark::ALL.len() * (PIECES.len() + 1) * 2;

/// Built tile sets by theme and square size.
type Cache = Mutex<HashMap<(Theme, u32), Arc<TileSet>>>;

/// What one tile shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TileKey {
    /// Dark or light square.
    pub dark: bool,
    /// The square's content.
    pub cell: Cell,
}

impl TileKey {
    fn index(self) -> usize {
        let mark = Mark::ALL
            .iter()
            .position(|&m| m == self.cell.mark)
            .unwrap_or(0);
        let piece = self
            .cell
            .piece
            .and_then(|p| PIECES.iter().position(|&q| q == p))
            .map_or(0, |i| i + 1);
        ((usize::from(self.dark) * Mark::ALL.len() + mark) * (PIECES.len() + 1) + piece) * 2
            + usize::from(self.cell.hint)
    }

    /// Every key, in index order.
    fn all() -> impl Iterator<Item = TileKey> {
        [false, true].into_iter().flat_map(|dark| {
            Mark::ALL.into_iter().flat_map(move |mark| {
                std::iter::once(None)
                    .chain(PIECES.map(Some))
                    .flat_map(move |piece| {
                        [false, true].map(|hint| TileKey {
                            dark,
                            cell: Cell { piece, mark, hint },
                        })
                    })
            })
        })
    }
}

/// All tiles of one theme at one square size, with their palette.
pub(crate) struct TileSet {
    square: u32,
    palette: Palette,
    tiles: Vec<u8>,
    /// Palette index of the frame around the board.
    pub frame: u8,
    /// Palette index of the edge labels.
    pub label: u8,
    /// Palette index of the English square numbers.
    pub number: u8,
}

impl TileSet {
    /// The cached tile set of `theme` at `square` pixels, built on first use.
    pub fn get(theme: &Theme, square: u32) -> Arc<TileSet> {
        static CACHE: OnceLock<Cache> = OnceLock::new();
        let cache = CACHE.get_or_init(Mutex::default);
        let key = (theme.clone(), square);
        if let Some(set) = cache
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .get(&key)
        {
            return Arc::clone(set);
        }
        // Built outside the lock: a rare duplicate build is cheaper than making
        // every other theme and size wait.
        let set = Arc::new(TileSet::build(theme, square));
        let mut map = cache.lock().unwrap_or_else(PoisonError::into_inner);
        if map.len() >= CACHE_LIMIT {
            map.clear();
        }
        Arc::clone(map.entry(key).or_insert(set))
    }

    /// Paints every tile of `theme` at `square` pixels and picks the palette.
    pub fn build(theme: &Theme, square: u32) -> TileSet {
        let painted = paint_all(theme, square);
        let mut used: HashMap<Rgb, u32> = HashMap::new();
        for &c in painted.iter().flatten() {
            *used.entry(c).or_default() += 1;
        }
        let b = theme.board;
        let palette = Palette::build(&[b.frame, b.label, b.number, b.light, b.dark], &used);
        let tiles = painted
            .iter()
            .flatten()
            .map(|&c| palette.index(c))
            .collect();
        TileSet {
            square,
            tiles,
            frame: palette.index(b.frame),
            label: palette.index(b.label),
            number: palette.index(b.number),
            palette,
        }
    }

    /// The palette indices of the tile for `key`, row by row.
    pub fn tile(&self, key: TileKey) -> &[u8] {
        let len = (self.square * self.square) as usize;
        let start = key.index() * len;
        &self.tiles[start..start + len]
    }

    /// The palette shared by every tile and the frame.
    pub fn palette(&self) -> &Palette {
        &self.palette
    }
}

/// Paints every tile in RGB, in [`TileKey`] index order.
fn paint_all(theme: &Theme, square: u32) -> Vec<Vec<Rgb>> {
    let pieces = PIECES.map(|p| pieces::layer(&theme.pieces, p, square));
    let m = theme.marks;
    let path = Layer::paint(square, |x, y| {
        (distance(x, y, 0.5, 0.5) < 0.14).then_some(Paint::solid(m.path))
    });
    let captured = Layer::paint(square, |x, y| {
        let d = segment_distance(x, y, (0.32, 0.32), (0.68, 0.68)).min(segment_distance(
            x,
            y,
            (0.68, 0.32),
            (0.32, 0.68),
        ));
        (d < 0.05).then_some(Paint::solid(m.capture))
    });
    let hint_dot = Layer::paint(square, |x, y| {
        (distance(x, y, 0.5, 0.5) < 0.13).then_some(Paint {
            color: m.hint,
            alpha: HINT_ALPHA,
        })
    });
    // Around a piece the hint is a ring between the piece and the square's edge.
    let hint_ring = Layer::paint(square, |x, y| {
        ((distance(x, y, 0.5, 0.5) - 0.45).abs() < 0.045).then_some(Paint {
            color: m.hint,
            alpha: HINT_RING_ALPHA,
        })
    });
    let mut tiles = Vec::with_capacity(TILE_COUNT);
    tiles.extend(TileKey::all().map(|key| {
        let base = if key.dark {
            theme.board.dark
        } else {
            theme.board.light
        };
        let base = match key.cell.mark {
            Mark::From | Mark::Landing => blend(base, m.last_move, LAST_MOVE_TINT),
            Mark::None | Mark::Path | Mark::Captured => base,
        };
        let mut tile = vec![base; (square * square) as usize];
        match key.cell.mark {
            Mark::Path => path.over(&mut tile),
            Mark::Captured => captured.over(&mut tile),
            Mark::None | Mark::From | Mark::Landing => {}
        }
        let piece = key
            .cell
            .piece
            .and_then(|p| PIECES.iter().position(|&q| q == p));
        if let Some(i) = piece {
            pieces[i].over(&mut tile);
        }
        if key.cell.hint {
            let mark = if piece.is_some() {
                &hint_ring
            } else {
                &hint_dot
            };
            mark.over(&mut tile);
        }
        tile
    }));
    tiles
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_enumerate_every_index_once_in_order() {
        let indices: Vec<usize> = TileKey::all().map(TileKey::index).collect();
        assert_eq!(indices, (0..TILE_COUNT).collect::<Vec<_>>());
    }

    #[test]
    fn kings_differ_clearly_from_men_in_every_theme() {
        for theme in Theme::ALL {
            let set = TileSet::build(theme, 40);
            for color in [Color::White, Color::Black] {
                let tile = |role| {
                    set.tile(TileKey {
                        dark: true,
                        cell: Cell {
                            piece: Some(Piece { color, role }),
                            ..Cell::default()
                        },
                    })
                };
                let (man, king) = (tile(Role::Man), tile(Role::King));
                let differing = man.iter().zip(king).filter(|(a, b)| a != b).count();
                assert!(
                    differing * 12 > man.len(),
                    "{theme}: {color:?} king differs from the man in only {differing} pixels"
                );
            }
        }
    }

    #[test]
    fn the_cache_returns_the_same_set_for_the_same_theme_and_size() {
        let theme = &Theme::ALL[1];
        let a = TileSet::get(theme, 31);
        let b = TileSet::get(theme, 31);
        assert!(Arc::ptr_eq(&a, &b));
        assert_eq!(a.square, 31);
    }
}
