//! Pre-rendered square tiles, the only place where drawing happens.
//!
//! For one theme, square size and surface, every combination a square can
//! show (each ground of the surface, each last-move mark, each piece the
//! surface holds or none, with or without a hint) is painted once,
//! anti-aliased (see `artwork`), and stored as palette indices. A board is
//! then a copy of tiles. Tile sets are cached per (theme, size, surface), so
//! each is built once per process, and shared between threads.
//!
//! A board of squares has two grounds (light and dark) and six pieces (man,
//! king and parachutist of each side); Alquerque's board of points has one
//! ground per shape of lines (fourteen) and only men, which keeps its set
//! about as small as one of squares.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use draughts::{Color, Piece, Role};

use super::artwork::Artwork;
use super::glyphs::Shades;
use super::palette::Palette;
use super::surface::{Ground, Surface};
use super::theme::{Rgb, Theme};
use super::view::{Cell, Mark};

/// The cache is emptied when it holds this many tile sets (sizes are open-ended).
const CACHE_LIMIT: usize = 32;

/// Every piece a board of squares can hold, in tile order after "no piece".
const SQUARE_PIECES: [Piece; 6] = [
    Piece::man(Color::White),
    Piece::king(Color::White),
    Piece::new(Color::White, Role::Parachutist),
    Piece::man(Color::Black),
    Piece::king(Color::Black),
    Piece::new(Color::Black, Role::Parachutist),
];

/// The pieces of a board of points: Alquerque has neither kings nor parachutists.
const POINT_PIECES: [Piece; 2] = [Piece::man(Color::White), Piece::man(Color::Black)];

/// Tile sets by theme, square size and surface, each built once on first use.
type Cache = Mutex<HashMap<(Theme, u32, Surface), Arc<OnceLock<Arc<TileSet>>>>>;

/// What one tile shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TileKey {
    /// What the square's content stands on.
    pub ground: Ground,
    /// The square's content.
    pub cell: Cell,
}

/// The pieces a surface's tiles are painted with, in tile order.
fn pieces_of(surface: Surface) -> &'static [Piece] {
    match surface {
        Surface::Squares => &SQUARE_PIECES,
        Surface::Points(_) => &POINT_PIECES,
    }
}

/// Every key of a set with these grounds and pieces, in index order.
fn keys<'a>(grounds: &'a [Ground], pieces: &'a [Piece]) -> impl Iterator<Item = TileKey> + 'a {
    grounds.iter().flat_map(move |&ground| {
        Mark::ALL.into_iter().flat_map(move |mark| {
            std::iter::once(None)
                .chain(pieces.iter().copied().map(Some))
                .flat_map(move |piece| {
                    [false, true].map(|hint| TileKey {
                        ground,
                        cell: Cell { piece, mark, hint },
                    })
                })
        })
    })
}

/// The position of `key`'s tile in a set of these grounds and pieces. A
/// ground the set lacks falls back to its first; a piece it lacks (a king on
/// Alquerque's points, which no position holds) is drawn as a man of its
/// colour.
fn index(grounds: &[Ground], pieces: &[Piece], key: TileKey) -> usize {
    let ground = grounds.iter().position(|&g| g == key.ground).unwrap_or(0);
    let mark = Mark::ALL
        .iter()
        .position(|&m| m == key.cell.mark)
        .unwrap_or(0);
    let find = |p: Piece| pieces.iter().position(|&q| q == p);
    let piece = key.cell.piece.map_or(0, |p| {
        1 + find(p).or_else(|| find(Piece::man(p.color))).unwrap_or(0)
    });
    ((ground * Mark::ALL.len() + mark) * (pieces.len() + 1) + piece) * 2
        + usize::from(key.cell.hint)
}

/// All tiles of one theme at one square size on one surface, with their palette.
pub(crate) struct TileSet {
    square: u32,
    grounds: Vec<Ground>,
    pieces: &'static [Piece],
    palette: Palette,
    tiles: Vec<u8>,
    /// Palette index of the frame around the board.
    pub frame: u8,
    /// The edge labels' ink over every colour of the palette.
    pub label: Shades,
    /// The square numbers' ink over every colour of the palette.
    pub number: Shades,
    /// The dark squares' colour over every colour of the palette: the halo
    /// that keeps a square number legible on a piece.
    pub dark: Shades,
}

impl TileSet {
    /// The cached tile set of `theme` at `square` pixels for `surface`, built on first use.
    ///
    /// Each set is built once: callers that want it while it is being built
    /// wait for that build (after a restart every chat's lane draws its first
    /// board at the same moment, and a build per lane would multiply the
    /// first board's cost by the number of chats). The map's lock is held
    /// only to find the set's cell, so other themes and sizes never wait.
    pub fn get(theme: &Theme, square: u32, surface: Surface) -> Arc<TileSet> {
        static CACHE: OnceLock<Cache> = OnceLock::new();
        let key = (theme.clone(), square, surface);
        let cell = {
            let mut map = CACHE
                .get_or_init(Mutex::default)
                .lock()
                .unwrap_or_else(PoisonError::into_inner);
            if map.len() >= CACHE_LIMIT && !map.contains_key(&key) {
                map.clear();
            }
            Arc::clone(map.entry(key).or_default())
        };
        Arc::clone(cell.get_or_init(|| Arc::new(TileSet::build(theme, square, surface))))
    }

    /// Paints every tile of `theme` at `square` pixels for `surface` and picks the palette.
    pub fn build(theme: &Theme, square: u32, surface: Surface) -> TileSet {
        let grounds = surface.grounds();
        let pieces = pieces_of(surface);
        let art = Artwork::paint(theme, square, pieces);
        let mut painted: Vec<Vec<Rgb>> = Vec::new();
        for ground in &grounds {
            let backdrop = art.backdrop(*ground);
            let keys = keys(std::slice::from_ref(ground), pieces);
            painted.extend(keys.map(|key| art.tile(&backdrop, key.cell)));
        }
        let mut used: HashMap<Rgb, u32> = HashMap::new();
        for &c in painted.iter().flatten() {
            *used.entry(c).or_default() += 1;
        }
        let b = theme.board;
        // The flat colours, and the anti-aliased edges of the coordinates on
        // what they are drawn over: labels on the frame, numbers on squares.
        let reserved: Vec<Rgb> = [b.frame, b.label, b.number, b.light, b.dark]
            .into_iter()
            .chain(Shades::blends(b.frame, b.label))
            .chain(Shades::blends(b.dark, b.number))
            .chain(Shades::blends(b.light, b.number))
            .collect();
        let palette = Palette::build(&reserved, &used);
        let tiles = painted
            .iter()
            .flatten()
            .map(|&c| palette.index(c))
            .collect();
        TileSet {
            square,
            grounds,
            pieces,
            tiles,
            frame: palette.index(b.frame),
            label: Shades::new(&palette, b.label),
            number: Shades::new(&palette, b.number),
            dark: Shades::new(&palette, b.dark),
            palette,
        }
    }

    /// The palette indices of the tile for `key`, row by row.
    pub fn tile(&self, key: TileKey) -> &[u8] {
        let len = (self.square * self.square) as usize;
        let start = index(&self.grounds, self.pieces, key) * len;
        &self.tiles[start..start + len]
    }

    /// The palette shared by every tile and the frame.
    pub fn palette(&self) -> &Palette {
        &self.palette
    }
}

#[cfg(test)]
mod tests {
    use draughts::Variant;

    use super::*;

    /// The surface of Alquerque's board of points.
    fn points() -> Surface {
        Surface::of(Variant::Alquerque.geometry())
    }

    #[test]
    fn keys_enumerate_every_index_once_in_order() {
        for surface in [Surface::Squares, points()] {
            let (grounds, pieces) = (surface.grounds(), pieces_of(surface));
            let indices: Vec<usize> = keys(&grounds, pieces)
                .map(|key| index(&grounds, pieces, key))
                .collect();
            let count = grounds.len() * Mark::ALL.len() * (pieces.len() + 1) * 2;
            assert_eq!(indices, (0..count).collect::<Vec<_>>(), "{surface:?}");
        }
    }

    #[test]
    fn a_piece_the_surface_lacks_is_drawn_as_a_man_of_its_colour() {
        let grounds = points().grounds();
        let key = |role| TileKey {
            ground: grounds[0],
            cell: Cell {
                piece: Some(Piece::new(Color::Black, role)),
                ..Cell::default()
            },
        };
        let at = |role| index(&grounds, &POINT_PIECES, key(role));
        assert_eq!(at(Role::King), at(Role::Man));
        assert_ne!(
            at(Role::Man),
            index(
                &grounds,
                &POINT_PIECES,
                TileKey {
                    ground: grounds[0],
                    cell: Cell::default(),
                }
            )
        );
    }

    #[test]
    fn every_role_differs_clearly_from_the_others_in_every_theme() {
        for theme in Theme::ALL {
            let set = TileSet::build(theme, 40, Surface::Squares);
            for color in [Color::White, Color::Black] {
                let tile = |role| {
                    set.tile(TileKey {
                        ground: Ground::Dark,
                        cell: Cell {
                            piece: Some(Piece { color, role }),
                            ..Cell::default()
                        },
                    })
                };
                let roles = [Role::Man, Role::King, Role::Parachutist];
                for (i, &a) in roles.iter().enumerate() {
                    for &b in &roles[i + 1..] {
                        let (x, y) = (tile(a), tile(b));
                        let differing = x.iter().zip(y).filter(|(p, q)| p != q).count();
                        assert!(
                            differing * 12 > x.len(),
                            "{theme}: {color:?} {a} differs from the {b} in only {differing} pixels"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn the_cache_returns_the_same_set_for_the_same_theme_size_and_surface() {
        let theme = &Theme::ALL[1];
        let a = TileSet::get(theme, 31, Surface::Squares);
        let b = TileSet::get(theme, 31, Surface::Squares);
        let c = TileSet::get(theme, 31, points());
        assert!(Arc::ptr_eq(&a, &b));
        assert!(!Arc::ptr_eq(&a, &c));
        assert_eq!(a.square, 31);
    }
}
