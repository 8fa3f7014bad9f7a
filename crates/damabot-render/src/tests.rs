//! End-to-end checks of the renderer: real PNG bytes, decoded again.

use std::io::Cursor;

use draughts::{Color, Piece, Position, Role, Square, Variant};

use super::canvas::Canvas;
use super::glyphs::{Lettering, Shades};
use super::layout::Layout;
use super::margin::number_height;
use super::palette::{MAX_COLORS, Palette};
use super::{BoardView, Rgb, Theme, png};

/// A decoded image: width, height, one colour per pixel, and the palette length.
pub(super) struct Decoded {
    pub width: u32,
    pub height: u32,
    pub pixels: Vec<Rgb>,
    palette_len: usize,
}

impl Decoded {
    fn at(&self, x: u32, y: u32) -> Rgb {
        self.pixels[(y * self.width + x) as usize]
    }
}

/// Decodes a PNG board with the png crate, palette expanded to RGB.
pub(super) fn decode(bytes: &[u8]) -> Decoded {
    let mut decoder = png::Decoder::new(Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("a PNG header");
    let palette_len = reader.info().palette.as_ref().map_or(0, |p| p.len() / 3);
    assert_eq!(reader.info().color_type, png::ColorType::Indexed);
    let mut buf = vec![0; reader.output_buffer_size().expect("a sane size")];
    let info = reader.next_frame(&mut buf).expect("PNG data");
    assert_eq!(info.color_type, png::ColorType::Rgb);
    let pixels = buf[..info.buffer_size()]
        .chunks_exact(3)
        .map(|c| Rgb(c[0], c[1], c[2]))
        .collect();
    Decoded {
        width: info.width,
        height: info.height,
        pixels,
        palette_len,
    }
}

/// Decodes a PNG board's palette indices with the png crate, checking
/// every chunk's CRC and the zlib stream's Adler-32.
fn indices(bytes: &[u8]) -> Result<Vec<u8>, png::DecodingError> {
    let mut options = png::DecodeOptions::default();
    options.set_ignore_adler32(false);
    options.set_ignore_crc(false);
    let mut reader = png::Decoder::new_with_options(Cursor::new(bytes), options).read_info()?;
    let mut buf = vec![0; reader.output_buffer_size().expect("a sane size")];
    let info = reader.next_frame(&mut buf)?;
    assert_eq!(info.color_type, png::ColorType::Indexed);
    buf.truncate(info.buffer_size());
    Ok(buf)
}

fn white_man() -> Piece {
    Piece {
        color: Color::White,
        role: Role::Man,
    }
}

#[test]
fn every_theme_and_variant_decodes_at_the_requested_size_with_a_small_palette() {
    // Every theme at one small size, and the default theme at a second size.
    let default = Theme::default_theme();
    let cases = Theme::ALL
        .iter()
        .map(|theme| (theme, 200))
        .chain([(default, 333)]);
    for (theme, size) in cases {
        for variant in Variant::ALL {
            let view = BoardView::new(&Position::start(variant));
            let image = decode(&png(&view, theme, size));
            assert_eq!(
                (image.width, image.height),
                (size, size),
                "{theme} {variant}"
            );
            assert!(image.palette_len <= MAX_COLORS, "{theme} {variant}");
            assert_eq!(
                image.at(0, 0),
                theme.board.frame,
                "{theme} {variant}: frame"
            );
        }
    }
}

#[test]
fn sizes_outside_the_range_are_clamped() {
    assert_eq!(super::image_size(100_000), super::MAX_SIZE);
    assert_eq!(super::image_size(700), 700);
    let view = BoardView::empty(Variant::Turkish);
    let theme = Theme::default_theme();
    assert_eq!(decode(&png(&view, theme, 1)).width, super::MIN_SIZE);
}

#[test]
fn the_viewer_s_side_is_at_the_bottom() {
    let theme = Theme::default_theme();
    let view = BoardView::empty(Variant::Turkish).with_piece(Square::new(0, 0), Some(white_man()));
    let centre = |flipped: bool, file: u8, rank: u8| {
        let layout = Layout::new(8, 8, 512, flipped, 1);
        let (x, y) = layout.origin(file, rank);
        (x + layout.square / 2, y + layout.square / 2)
    };
    let fill = theme.pieces.white.fill;

    let white = decode(&png(&view, theme, 512));
    let (x, y) = centre(false, 0, 0);
    assert_eq!(white.at(x, y), fill, "a1 is bottom left for White");
    assert!(y > 256 && x < 256);

    let black = decode(&png(&view.clone().with_viewer(Color::Black), theme, 512));
    let (x, y) = centre(true, 0, 0);
    assert_eq!(black.at(x, y), fill, "a1 is top right for Black");
    assert!(y < 256 && x > 256);
    assert_ne!(black.at(x, y), white.at(x, y));
}

#[test]
fn english_numbers_sit_in_the_corner_of_their_dark_squares() {
    let theme = Theme::default_theme();
    for viewer in [Color::White, Color::Black] {
        let view = BoardView::empty(Variant::English).with_viewer(viewer);
        let image = decode(&png(&view, theme, 512));
        let layout = Layout::new(8, 8, 512, viewer == Color::Black, 1);
        for rank in 0..8 {
            for file in 0..8 {
                let (x0, y0) = layout.origin(file, rank);
                let half = layout.square / 2;
                let inked = (y0..y0 + half)
                    .flat_map(|y| (x0..x0 + half).map(move |x| (x, y)))
                    .filter(|&(x, y)| image.at(x, y) == theme.board.number)
                    .count();
                let expected = view
                    .number(file, rank)
                    .map_or(0, |n| glyph_pixels(&n.to_string(), &layout));
                assert_eq!(inked, expected, "{viewer:?}: file {file} rank {rank}");
            }
        }
    }
}

/// How many pixels `text` covers in full in the square-number font at this layout's size.
fn glyph_pixels(text: &str, layout: &Layout) -> usize {
    let (under, ink) = (Rgb(0, 0, 0), Rgb(255, 255, 255));
    let used = [(under, 1), (ink, 1)].into_iter().collect();
    let reserved: Vec<Rgb> = [under, ink]
        .into_iter()
        .chain(Shades::blends(under, ink))
        .collect();
    let palette = Palette::build(&reserved, &used);
    let mut canvas = Canvas::new(layout.square, layout.square, palette.index(under));
    let lettering = Lettering::get(number_height(layout.square));
    lettering.draw(&mut canvas, text, (2, 2), &Shades::new(&palette, ink));
    let full = palette.index(ink);
    canvas.pixels().iter().filter(|&&p| p == full).count()
}

#[test]
fn the_last_move_and_hints_are_visible() {
    let theme = Theme::default_theme();
    let (from, path, to, taken) = (
        Square::new(0, 2),
        Square::new(0, 4),
        Square::new(2, 4),
        Square::new(0, 3),
    );
    let plain = BoardView::empty(Variant::Turkish).with_piece(to, Some(white_man()));
    let marked = plain
        .clone()
        .with_last_route(from, &[path, to], &[taken])
        .with_hints([Square::new(5, 5)]);
    let (a, b) = (
        decode(&png(&plain, theme, 512)),
        decode(&png(&marked, theme, 512)),
    );
    let layout = Layout::new(8, 8, 512, false, 1);
    let differs = |sq: Square, dx: u32, dy: u32| {
        let (x, y) = layout.origin(sq.file(), sq.rank());
        let (x, y) = (x + dx, y + dy);
        a.at(x, y) != b.at(x, y)
    };
    let (corner, middle) = (2, layout.square / 2);
    assert!(differs(from, corner, corner), "from square tinted");
    assert!(differs(to, corner, corner), "landing square tinted");
    assert!(differs(path, middle, middle), "path dot");
    assert!(differs(taken, middle, middle), "capture cross");
    assert!(differs(Square::new(5, 5), middle, middle), "hint dot");
    assert!(
        !differs(Square::new(7, 7), middle, middle),
        "unmarked square"
    );
}

#[test]
fn ascii_diagrams_follow_the_viewer() {
    let view = BoardView::new(&Position::start(Variant::English));
    let white = super::ascii(&view);
    let lines: Vec<&str> = white.lines().collect();
    assert_eq!(lines.len(), 10);
    assert_eq!(lines[0], "   a b c d e f g h");
    assert_eq!(lines[1], "8    x   x   x   x  8");
    assert_eq!(lines[8], "1  o   o   o   o    1");
    let black = super::ascii(&view.with_viewer(Color::Black));
    let lines: Vec<&str> = black.lines().collect();
    assert_eq!(lines[0], "   h g f e d c b a");
    assert_eq!(lines[1], "1    o   o   o   o  1");
}

#[test]
fn ascii_diagrams_show_every_geometry() {
    let lines = |variant| {
        let text = super::ascii(&BoardView::new(&Position::start(variant)));
        text.lines().map(str::to_owned).collect::<Vec<String>>()
    };
    // Italian's mirrored board: a1 is not playable, h1 is.
    let italian = lines(Variant::Italian);
    assert_eq!(italian[8], "1    o   o   o   o  1");
    // Parachutists on the far ranks, distinct from men.
    let parachute = lines(Variant::Parachute);
    assert_eq!(parachute[1], "8    @   @   @   @  8");
    assert_eq!(parachute[8], "1  *   *   *   *    1");
    // Alquerque's 5x5 points, the centre empty.
    let alquerque = lines(Variant::Alquerque);
    assert_eq!(alquerque.len(), 7);
    assert_eq!(alquerque[3], "3  x x . o o  3");
    // 12x12: two-digit rank numbers keep the columns aligned.
    let canadian = lines(Variant::Canadian);
    assert_eq!(canadian[0], "    a b c d e f g h i j k l");
    assert_eq!(canadian[1], "12    x   x   x   x   x   x  12");
    assert_eq!(canadian[12], " 1  o   o   o   o   o   o    1");
}

#[test]
fn every_board_of_a_game_decodes_to_its_canvas() {
    // One game per variant, each board deflated on the state the board
    // before left: the image must be exactly the canvas drawn.
    let theme = Theme::default_theme();
    for variant in Variant::ALL {
        let mut position = Position::start(variant);
        for ply in 0..12 {
            let Some(mv) = position.legal_moves().into_iter().nth(ply % 3) else {
                break;
            };
            position = position.play(&mv).expect("a legal move");
            let view = BoardView::new(&position).with_last_move(&mv);
            let (canvas, _) = super::compose(&view, theme, 512);
            let decoded = indices(&png(&view, theme, 512)).expect("a valid PNG");
            assert_eq!(decoded, canvas.pixels(), "{variant} ply {ply}");
        }
    }
}

#[test]
fn a_board_with_a_wrong_adler32_is_refused_by_the_decoder_the_tests_use() {
    // The check above can fail: spoil the zlib trailer (the last 4 bytes
    // of the IDAT data) and mend the chunk's CRC, and decoding refuses it.
    let view = BoardView::new(&Position::start(Variant::English));
    let mut bytes = png(&view, Theme::default_theme(), 256);
    let at = bytes
        .windows(4)
        .position(|w| w == b"IDAT")
        .expect("an IDAT chunk");
    let len = u32::from_be_bytes(bytes[at - 4..at].try_into().expect("4 bytes")) as usize;
    let end = at + 4 + len;
    bytes[end - 1] ^= 1;
    let crc = zlib_rs::crc32::crc32(0, &bytes[at..end]);
    bytes[end..end + 4].copy_from_slice(&crc.to_be_bytes());
    assert!(indices(&bytes).is_err());
}
