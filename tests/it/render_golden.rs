//! Golden images: a few boards per variant and theme, compared pixel by pixel
//! with the PNGs under `tests/golden/`.
//!
//! Regenerate them with `UPDATE_GOLDENS=1 cargo test --test it render_golden`,
//! then look at every changed image before committing it. On a mismatch the
//! test writes expected | actual | difference side by side into
//! `<target>/tmp/golden-diff/<name>.png` and fails with that path.

use std::io::Cursor;
use std::path::{Path, PathBuf};

use damabot::render::{self, BoardView, Rgb, Theme};
use draughts::{Color, Position, Role, Square, Variant};

/// One golden board.
struct Case {
    name: &'static str,
    variant: Variant,
    /// The position before `last`, or the start position.
    fen: Option<&'static str>,
    /// A move played in that position and marked.
    last: Option<&'static str>,
    hints: &'static [(u8, u8)],
    viewer: Color,
    theme: &'static str,
    size: u32,
}

const CASES: &[Case] = &[
    Case {
        name: "persian_start_classic",
        variant: Variant::Persian,
        fen: None,
        last: None,
        hints: &[],
        viewer: Color::White,
        theme: "classic",
        size: 320,
    },
    Case {
        // A flying king takes two, turning on c7: path c7, captured c6 and g7.
        name: "persian_king_capture_night_black",
        variant: Variant::Persian,
        fen: Some("W:Wa2,Kc3:Bc6,g7,Kh8"),
        last: Some("c3xc7xh7"),
        hints: &[],
        viewer: Color::Black,
        theme: "night",
        size: 320,
    },
    Case {
        name: "turkish_start_walnut",
        variant: Variant::Turkish,
        fen: None,
        last: None,
        hints: &[],
        viewer: Color::White,
        theme: "walnut",
        size: 320,
    },
    Case {
        // A man takes forward then sideways; hints: Black's man on a7 (a
        // ring) and its targets a6 and b7 (dots).
        name: "turkish_double_capture_forest",
        variant: Variant::Turkish,
        fen: Some("W:Wd3,a2,h2:Bd4,e5,a7,h7"),
        last: Some("d3xd5xf5"),
        hints: &[(0, 6), (0, 5), (1, 6)],
        viewer: Color::White,
        theme: "forest",
        size: 320,
    },
    Case {
        name: "english_start_ocean",
        variant: Variant::English,
        fen: None,
        last: None,
        hints: &[],
        viewer: Color::White,
        theme: "ocean",
        size: 512,
    },
    Case {
        // Black's double jump 10x17x26, seen by Black: numbers stay on their squares.
        name: "english_double_jump_rose_black",
        variant: Variant::English,
        fen: Some("B:Wc5,c3,a1,Kh8:Bd6,b8"),
        last: Some("10x17x26"),
        hints: &[],
        viewer: Color::Black,
        theme: "rose",
        size: 512,
    },
    Case {
        name: "dameo_start_slate",
        variant: Variant::Dameo,
        fen: None,
        last: None,
        hints: &[],
        viewer: Color::White,
        theme: "slate",
        size: 320,
    },
    Case {
        name: "dameo_king_move_sand",
        variant: Variant::Dameo,
        fen: Some("W:Wa1,b2,Kd4:Bh8,g7,Ke6"),
        last: Some("d4-f6"),
        hints: &[],
        viewer: Color::White,
        theme: "sand",
        size: 320,
    },
    Case {
        // 10x10, numbered 1 (b10) to 50 (i1) on the dark squares.
        name: "international_start_classic",
        variant: Variant::International,
        fen: None,
        last: None,
        hints: &[],
        viewer: Color::White,
        theme: "classic",
        size: 512,
    },
    Case {
        // 10x10 seen by Black: the numbers stay on their squares.
        name: "frisian_start_forest_black",
        variant: Variant::Frisian,
        fen: None,
        last: None,
        hints: &[],
        viewer: Color::Black,
        theme: "forest",
        size: 512,
    },
    Case {
        // 12x12: files a-l, ranks 1-12, squares 1-72.
        name: "canadian_start_ocean",
        variant: Variant::Canadian,
        fen: None,
        last: None,
        hints: &[],
        viewer: Color::White,
        theme: "ocean",
        size: 512,
    },
    Case {
        // The mirrored board: a1 light, h1 dark, 1 = a8.
        name: "italian_start_walnut",
        variant: Variant::Italian,
        fen: None,
        last: None,
        hints: &[],
        viewer: Color::White,
        theme: "walnut",
        size: 512,
    },
    Case {
        // The mirrored board numbered from White's right (1 = h1), seen by Black.
        name: "portuguese_opening_rose_black",
        variant: Variant::Portuguese,
        fen: None,
        last: Some("12-16"),
        hints: &[],
        viewer: Color::Black,
        theme: "rose",
        size: 512,
    },
    Case {
        name: "brazilian_start_slate",
        variant: Variant::Brazilian,
        fen: None,
        last: None,
        hints: &[],
        viewer: Color::White,
        theme: "slate",
        size: 320,
    },
    Case {
        // A flying king takes two and turns on d4: path d4, captured c3 and f6.
        name: "russian_king_capture_night",
        variant: Variant::Russian,
        fen: Some("W:WKa1,e1:Bc3,f6,h8"),
        last: Some("a1:d4:g7"),
        hints: &[],
        viewer: Color::White,
        theme: "night",
        size: 512,
    },
    Case {
        name: "pool_start_sand",
        variant: Variant::Pool,
        fen: None,
        last: None,
        hints: &[],
        viewer: Color::White,
        theme: "sand",
        size: 320,
    },
    Case {
        name: "czech_start_classic_black",
        variant: Variant::Czech,
        fen: None,
        last: None,
        hints: &[],
        viewer: Color::Black,
        theme: "classic",
        size: 320,
    },
    Case {
        // Eight men each on the two home ranks.
        name: "thai_start_walnut",
        variant: Variant::Thai,
        fen: None,
        last: None,
        hints: &[],
        viewer: Color::White,
        theme: "walnut",
        size: 320,
    },
    Case {
        name: "anti_start_ocean",
        variant: Variant::Anti,
        fen: None,
        last: None,
        hints: &[],
        viewer: Color::White,
        theme: "ocean",
        size: 320,
    },
    Case {
        name: "corner_start_forest",
        variant: Variant::Corner,
        fen: None,
        last: None,
        hints: &[],
        viewer: Color::White,
        theme: "forest",
        size: 320,
    },
    Case {
        name: "oneway_start_rose",
        variant: Variant::Oneway,
        fen: None,
        last: None,
        hints: &[],
        viewer: Color::White,
        theme: "rose",
        size: 320,
    },
    Case {
        // Parachutists on the far rank, distinct from men and kings.
        name: "parachute_start_slate",
        variant: Variant::Parachute,
        fen: None,
        last: None,
        hints: &[],
        viewer: Color::White,
        theme: "slate",
        size: 512,
    },
    Case {
        // A full 8x8 board: every square holds a piece.
        name: "gothic_start_sand",
        variant: Variant::Gothic,
        fen: None,
        last: None,
        hints: &[],
        viewer: Color::White,
        theme: "sand",
        size: 512,
    },
    Case {
        // Black's opening removal on d5, marked as a removal.
        name: "hawaiian_removal_night",
        variant: Variant::Hawaiian,
        fen: None,
        last: Some("d5"),
        hints: &[],
        viewer: Color::White,
        theme: "night",
        size: 512,
    },
    Case {
        // 25 points joined by the orthogonals and the standard diagonals.
        name: "alquerque_start_classic",
        variant: Variant::Alquerque,
        fen: None,
        last: None,
        hints: &[],
        viewer: Color::White,
        theme: "classic",
        size: 512,
    },
    Case {
        // A jump along a line of points, seen by Black, with a hint.
        name: "alquerque_capture_walnut_black",
        variant: Variant::Alquerque,
        fen: Some("W:Wc1,b2:Bc2,a5"),
        last: Some("c1xc3"),
        hints: &[(0, 4)],
        viewer: Color::Black,
        theme: "walnut",
        size: 320,
    },
];

/// An image as colours: width, height, and red, green, blue per pixel.
#[derive(PartialEq, Eq)]
struct Rgb8 {
    width: u32,
    height: u32,
    data: Vec<u8>,
}

fn decode(bytes: &[u8]) -> Rgb8 {
    let mut decoder = png::Decoder::new(Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("PNG header");
    let mut data = vec![0; reader.output_buffer_size().expect("image size")];
    let info = reader.next_frame(&mut data).expect("PNG data");
    assert_eq!(
        info.color_type,
        png::ColorType::Rgb,
        "goldens are palette images"
    );
    data.truncate(info.buffer_size());
    Rgb8 {
        width: info.width,
        height: info.height,
        data,
    }
}

fn encode(image: &Rgb8) -> Vec<u8> {
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, image.width, image.height);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().expect("header");
    writer.write_image_data(&image.data).expect("pixels");
    writer.finish().expect("PNG end");
    out
}

fn draw(case: &Case) -> Vec<u8> {
    let before = match case.fen {
        None => Position::start(case.variant),
        Some(fen) => Position::from_fen(case.variant, fen).expect("golden FEN"),
    };
    let view = match case.last {
        None => BoardView::new(&before),
        Some(text) => {
            let mv = before.parse_move(text).expect("golden move");
            let after = before.play(&mv).expect("golden move is legal");
            BoardView::new(&after).with_last_move(&mv)
        }
    };
    let hints = case
        .hints
        .iter()
        .map(|&(file, rank)| Square::new(file, rank));
    let view = view.with_hints(hints).with_viewer(case.viewer);
    let theme = Theme::by_name(case.theme).expect("golden theme");
    render::png(&view, theme, case.size)
}

/// How many pixels differ; panics if the sizes differ.
fn differing_pixels(expected: &Rgb8, actual: &Rgb8) -> usize {
    assert_eq!(
        (expected.width, expected.height),
        (actual.width, actual.height),
        "image size changed"
    );
    expected
        .data
        .chunks_exact(3)
        .zip(actual.data.chunks_exact(3))
        .filter(|(e, a)| e != a)
        .count()
}

/// Expected | actual | difference (red where pixels differ, faded elsewhere).
fn diff_image(expected: &Rgb8, actual: &Rgb8) -> Rgb8 {
    let (w, h) = (expected.width as usize, expected.height as usize);
    let mut data = Vec::with_capacity(w * 3 * h * 3);
    for y in 0..h {
        let row = |img: &Rgb8| img.data[y * w * 3..(y + 1) * w * 3].to_vec();
        let (e, a) = (row(expected), row(actual));
        let marks = e.chunks_exact(3).zip(a.chunks_exact(3)).flat_map(|(p, q)| {
            if p == q {
                let grey = (u16::from(p[0]) + u16::from(p[1]) + u16::from(p[2])) / 3;
                let faded = (200 + grey / 5) as u8;
                [faded; 3]
            } else {
                [255, 0, 0]
            }
        });
        data.extend_from_slice(&e);
        data.extend_from_slice(&a);
        data.extend(marks);
    }
    Rgb8 {
        width: expected.width * 3,
        height: expected.height,
        data,
    }
}

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

fn diff_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("golden-diff")
}

/// Checks one case against its golden file (or rewrites it); the error names the diff image.
fn check(case: &Case, update: bool) -> Result<(), String> {
    let bytes = draw(case);
    let golden = golden_dir().join(format!("{}.png", case.name));
    if update {
        std::fs::create_dir_all(golden_dir()).map_err(|e| e.to_string())?;
        return std::fs::write(&golden, &bytes).map_err(|e| format!("{}: {e}", golden.display()));
    }
    let expected = std::fs::read(&golden).map_err(|e| {
        format!(
            "{}: {e} (run with UPDATE_GOLDENS=1 to create it)",
            golden.display()
        )
    })?;
    let (expected, actual) = (decode(&expected), decode(&bytes));
    let differing = differing_pixels(&expected, &actual);
    if differing == 0 {
        return Ok(());
    }
    let dir = diff_dir();
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let path = dir.join(format!("{}.png", case.name));
    std::fs::write(&path, encode(&diff_image(&expected, &actual))).map_err(|e| e.to_string())?;
    Err(format!(
        "{}: {differing} pixels differ; see {}",
        case.name,
        path.display()
    ))
}

#[test]
fn boards_match_their_golden_images() {
    let update = std::env::var_os("UPDATE_GOLDENS").is_some_and(|v| v == "1");
    let failures: Vec<String> = CASES
        .iter()
        .filter_map(|case| check(case, update).err())
        .collect();
    assert!(
        failures.is_empty(),
        "golden mismatches:\n{}",
        failures.join("\n")
    );
}

#[test]
fn every_variant_and_theme_has_a_golden() {
    for variant in Variant::ALL {
        assert!(
            CASES.iter().any(|c| c.variant == variant),
            "no golden for {variant}"
        );
    }
    for theme in Theme::ALL {
        assert!(
            CASES.iter().any(|c| c.theme == theme.id),
            "no golden for {theme}"
        );
    }
}

#[test]
fn a_single_changed_pixel_is_caught_and_shown() {
    let image = decode(&draw(&CASES[0]));
    let mut changed = Rgb8 {
        width: image.width,
        height: image.height,
        data: image.data.clone(),
    };
    changed.data[3 * 1000] ^= 0x40;
    assert_eq!(differing_pixels(&image, &changed), 1);
    let diff = diff_image(&image, &changed);
    assert_eq!(diff.width, 3 * image.width);
    let marked = 3
        * (1000 / image.width as usize * diff.width as usize
            + 2 * image.width as usize
            + 1000 % image.width as usize);
    assert_eq!(&diff.data[marked..marked + 3], &[255, 0, 0]);
}

// Facts about the drawn boards computed here, independently of the
// renderer's own layout code: where a square is (an n×n board in an S px
// image has squares of S / (n + 1) px, centred; Alquerque's 5×5 points,
// framed by a whole square each side, S / 7 px), which squares are dark
// (the playable ones, as the rules books draw them), and what colour a
// piece's centre is.

/// The pixel geometry of an n×n board at `size` px, computed from the rule above.
struct Grid {
    n: u32,
    square: u32,
    margin: u32,
    flipped: bool,
}

impl Grid {
    fn of(variant: Variant, size: u32, viewer: Color) -> Grid {
        let n = u32::from(variant.geometry().files);
        let frame = if variant == Variant::Alquerque { 2 } else { 1 };
        let square = size / (n + frame);
        Grid {
            n,
            square,
            margin: (size - square * n) / 2,
            flipped: viewer == Color::Black,
        }
    }

    /// The top-left pixel of the square at `file`, `rank` (0-based, from White's a1).
    fn origin(&self, file: u8, rank: u8) -> (u32, u32) {
        let (file, rank) = (u32::from(file), u32::from(rank));
        let (column, row) = if self.flipped {
            (self.n - 1 - file, rank)
        } else {
            (file, self.n - 1 - rank)
        };
        (
            self.margin + column * self.square,
            self.margin + row * self.square,
        )
    }

    fn centre(&self, file: u8, rank: u8) -> (u32, u32) {
        let (x, y) = self.origin(file, rank);
        (x + self.square / 2, y + self.square / 2)
    }

    /// A pixel near the bottom-right corner of the square: plain ground,
    /// clear of the piece, its shadow, hints and the square number.
    fn corner(&self, file: u8, rank: u8) -> (u32, u32) {
        let (x, y) = self.origin(file, rank);
        (x + self.square - 3, y + self.square - 3)
    }
}

impl Rgb8 {
    fn at(&self, (x, y): (u32, u32)) -> Rgb {
        let i = 3 * (y * self.width + x) as usize;
        Rgb(self.data[i], self.data[i + 1], self.data[i + 2])
    }

    /// Whether any pixel of the `w`×`h` rectangle at `(x, y)` has colour `c`.
    fn any_in(&self, (x, y): (u32, u32), w: u32, h: u32, c: Rgb) -> bool {
        (y..y + h).any(|y| (x..x + w).any(|x| self.at((x, y)) == c))
    }
}

fn drawn(view: &BoardView, theme: &Theme, size: u32) -> (Vec<u8>, Rgb8) {
    let bytes = render::png(view, theme, size);
    let image = decode(&bytes);
    (bytes, image)
}

/// Every square of `variant`'s board, playable or not.
fn all_squares(variant: Variant) -> Vec<Square> {
    let g = variant.geometry();
    (0..g.ranks)
        .flat_map(|rank| (0..g.files).map(move |file| Square::new(file, rank)))
        .collect()
}

fn square(name: &str) -> Square {
    name.parse().expect("a square name")
}

/// The most bytes a 512 px board may take (the target).
const MAX_BYTES: usize = 15_000;

/// A mid-game board of `variant`: the start after 24 plies, each picked
/// from the legal list by a fixed stride (as the render bench does), with
/// the last move marked.
fn mid_game(variant: Variant) -> BoardView {
    let mut position = Position::start(variant);
    let mut view = BoardView::new(&position);
    for ply in 0..24 {
        let moves = position.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[(ply * 7 + 3) % moves.len()].clone();
        position = position.play(&mv).expect("a legal move plays");
        view = BoardView::new(&position).with_last_move(&mv);
    }
    view
}

/// The size target holds in the middle of a game too, where the
/// last move's marks and scattered pieces cost more than a start does, in
/// every theme and from both sides.
#[test]
fn every_variant_s_mid_game_board_stays_under_15_kb_in_every_theme() {
    let mut largest = (0, String::new());
    for variant in Variant::ALL {
        let view = mid_game(variant);
        for theme in Theme::ALL {
            for viewer in [Color::White, Color::Black] {
                let bytes = render::png(&view.clone().with_viewer(viewer), theme, 512);
                if bytes.len() > largest.0 {
                    largest = (bytes.len(), format!("{variant} {theme} {viewer:?}"));
                }
            }
        }
    }
    println!(
        "largest mid-game board: {} bytes ({})",
        largest.0, largest.1
    );
    assert!(
        largest.0 <= MAX_BYTES,
        "{}: {} bytes > {MAX_BYTES}",
        largest.1,
        largest.0
    );
}

#[test]
fn every_variant_draws_a_512_px_board_under_15_kb_with_its_pieces_and_squares_in_place() {
    let theme = Theme::default_theme();
    for variant in Variant::ALL {
        for viewer in [Color::White, Color::Black] {
            let position = Position::start(variant);
            let view = BoardView::new(&position).with_viewer(viewer);
            let (bytes, image) = drawn(&view, theme, 512);
            assert_eq!((image.width, image.height), (512, 512), "{variant}");
            assert!(
                bytes.len() <= MAX_BYTES,
                "{variant}: {} bytes > {MAX_BYTES}",
                bytes.len()
            );
            assert_eq!(image.at((0, 0)), theme.board.frame, "{variant}: frame");
            let grid = Grid::of(variant, 512, viewer);
            let geometry = variant.geometry();
            for sq in all_squares(variant) {
                let (file, rank) = (sq.file(), sq.rank());
                let centre = image.at(grid.centre(file, rank));
                match position.piece_at(sq) {
                    Some(piece) => {
                        let side = match piece.color {
                            Color::White => theme.pieces.white,
                            Color::Black => theme.pieces.black,
                        };
                        // Classic men are plain at the centre and kings
                        // carry their crown there; a parachutist's centre
                        // is its side's fill or canopy.
                        let ok = match piece.role {
                            Role::Man => centre == side.fill,
                            Role::King => centre == side.emblem,
                            Role::Parachutist => [side.fill, side.emblem].contains(&centre),
                        };
                        assert!(
                            ok,
                            "{variant} {viewer:?}: {piece} on {sq} has centre {centre:?}"
                        );
                    }
                    None if variant == Variant::Alquerque => {
                        assert_eq!(centre, theme.board.light, "{variant}: point dot on {sq}");
                    }
                    None => {}
                }
                if variant == Variant::Alquerque {
                    continue;
                }
                // One-colour boards show their playable squares dark; full
                // boards are chequered with a1 dark.
                let dark = if geometry.one_colour() {
                    geometry.is_playable(sq)
                } else {
                    (file + rank) % 2 == 0
                };
                let ground = if dark {
                    theme.board.dark
                } else {
                    theme.board.light
                };
                assert_eq!(
                    image.at(grid.corner(file, rank)),
                    ground,
                    "{variant} {viewer:?}: ground of {sq}"
                );
            }
        }
    }
}

#[test]
fn mirrored_boards_have_a1_light_and_h1_dark() {
    let theme = Theme::default_theme();
    for variant in [Variant::Italian, Variant::Portuguese] {
        let view = BoardView::empty(variant);
        let (_, image) = drawn(&view, theme, 512);
        let grid = Grid::of(variant, 512, Color::White);
        assert_eq!(
            image.at(grid.corner(0, 0)),
            theme.board.light,
            "{variant} a1"
        );
        assert_eq!(
            image.at(grid.corner(7, 0)),
            theme.board.dark,
            "{variant} h1"
        );
        // The bottom-left pixel of the board is a1's, at (32, 479).
        assert_eq!(image.at((32, 479)), theme.board.light, "{variant}");
    }
    let english = BoardView::empty(Variant::English);
    let (_, image) = drawn(&english, theme, 512);
    assert_eq!(image.at((32, 479)), theme.board.dark, "english a1");
}

#[test]
fn numbered_boards_carry_a_number_on_each_playable_square_only() {
    let theme = Theme::default_theme();
    // (variant, playable squares, square 1, a square beside it that is not playable)
    let cases = [
        (Variant::English, 32, "b8", "a8"),
        (Variant::International, 50, "b10", "a10"),
        (Variant::Frisian, 50, "b10", "a10"),
        (Variant::Canadian, 72, "b12", "a12"),
        (Variant::Italian, 32, "a8", "b8"),
        (Variant::Portuguese, 32, "h1", "g1"),
    ];
    for (variant, playable, first, beside) in cases {
        for viewer in [Color::White, Color::Black] {
            let view = BoardView::empty(variant).with_viewer(viewer);
            let (_, image) = drawn(&view, theme, 512);
            let grid = Grid::of(variant, 512, viewer);
            let half = grid.square / 2;
            let inked = |sq: Square| {
                let at = grid.origin(sq.file(), sq.rank());
                image.any_in(at, half, half, theme.board.number)
            };
            let numbered = all_squares(variant)
                .into_iter()
                .filter(|&sq| inked(sq))
                .count();
            assert_eq!(numbered, playable, "{variant} {viewer:?}");
            assert!(inked(square(first)), "{variant} {viewer:?}: {first}");
            assert!(!inked(square(beside)), "{variant} {viewer:?}: {beside}");
        }
    }
    for variant in [
        Variant::Russian,
        Variant::Brazilian,
        Variant::Gothic,
        Variant::Alquerque,
    ] {
        let (_, image) = drawn(&BoardView::empty(variant), theme, 512);
        let grid = Grid::of(variant, 512, Color::White);
        let numbered = all_squares(variant).into_iter().filter(|&sq| {
            let at = grid.origin(sq.file(), sq.rank());
            image.any_in(at, grid.square, grid.square, theme.board.number)
        });
        assert_eq!(numbered.count(), 0, "{variant} is written with letters");
    }
}

#[test]
fn every_file_and_rank_is_labelled_on_the_frame() {
    let theme = Theme::default_theme();
    for variant in Variant::ALL {
        let (_, image) = drawn(&BoardView::empty(variant), theme, 512);
        let grid = Grid::of(variant, 512, Color::White);
        let below = grid.margin + grid.n * grid.square;
        for i in 0..grid.n {
            let i8 = u8::try_from(i).expect("a small board");
            let (x, _) = grid.origin(i8, 0);
            assert!(
                image.any_in((x, below), grid.square, 512 - below, theme.board.label),
                "{variant}: file {i} unlabelled"
            );
            let (_, y) = grid.origin(0, i8);
            assert!(
                image.any_in((0, y), grid.margin, grid.square, theme.board.label),
                "{variant}: rank {i} unlabelled"
            );
        }
    }
}

#[test]
fn alquerque_points_are_joined_by_its_lines() {
    let theme = Theme::default_theme();
    for viewer in [Color::White, Color::Black] {
        let view = BoardView::empty(Variant::Alquerque).with_viewer(viewer);
        let (_, image) = drawn(&view, theme, 512);
        let grid = Grid::of(Variant::Alquerque, 512, viewer);
        let (line, ground) = (theme.board.light, theme.board.dark);
        // On screen, "up the board" is up for White and down for Black.
        let turn = if viewer == Color::Black { -1 } else { 1 };
        // A quarter of the way from one point towards a neighbour.
        let towards = |from: &str, df: i32, dr: i32| {
            let sq = square(from);
            let (x, y) = grid.centre(sq.file(), sq.rank());
            let q = grid.square as i32 / 4 * turn;
            ((x as i32 + df * q) as u32, (y as i32 - dr * q) as u32)
        };
        // Every orthogonal joins neighbouring points.
        for file in 0..5u8 {
            for rank in 0..5u8 {
                let name = Square::new(file, rank).to_string();
                if file < 4 {
                    assert_eq!(
                        image.at(towards(&name, 1, 0)),
                        line,
                        "{viewer:?}: {name} east"
                    );
                }
                if rank < 4 {
                    assert_eq!(
                        image.at(towards(&name, 0, 1)),
                        line,
                        "{viewer:?}: {name} north"
                    );
                }
            }
        }
        // Diagonals leave the points with file + rank even, and only those.
        for (from, df, dr, joined) in [
            ("a1", 1, 1, true),
            ("c3", -1, 1, true),
            ("c1", -1, 1, true),
            ("e1", -1, 1, true),
            ("b1", 1, 1, false),
            ("b1", -1, 1, false),
            ("c2", 1, 1, false),
            ("e2", -1, 1, false),
        ] {
            let expected = if joined { line } else { ground };
            assert_eq!(
                image.at(towards(from, df, dr)),
                expected,
                "{viewer:?}: {from} towards ({df}, {dr})"
            );
        }
        // Between two points the background shows.
        assert_eq!(image.at(towards("a1", 2, 1)), ground, "{viewer:?}");
    }
}

#[test]
fn parachutists_kings_and_men_look_different() {
    let theme = Theme::default_theme();
    let grid = Grid::of(Variant::Parachute, 512, Color::White);
    let view = |role| {
        let piece = draughts::Piece::new(Color::Black, role);
        BoardView::empty(Variant::Parachute).with_piece(square("d4"), Some(piece))
    };
    let tile = |role| {
        let (_, image) = drawn(&view(role), theme, 512);
        let (x0, y0) = grid.origin(3, 3);
        (y0..y0 + grid.square)
            .flat_map(|y| (x0..x0 + grid.square).map(move |x| (x, y)))
            .map(|p| image.at(p))
            .collect::<Vec<Rgb>>()
    };
    let (man, king, para) = (tile(Role::Man), tile(Role::King), tile(Role::Parachutist));
    let differ = |a: &[Rgb], b: &[Rgb]| a.iter().zip(b).filter(|(p, q)| p != q).count();
    let area = (grid.square * grid.square) as usize;
    for (name, n) in [
        ("man/king", differ(&man, &king)),
        ("man/parachutist", differ(&man, &para)),
        ("king/parachutist", differ(&king, &para)),
    ] {
        assert!(n * 12 > area, "{name}: only {n} of {area} pixels differ");
    }
}
