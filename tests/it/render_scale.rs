//! Board pictures grow with the image: the square numbers, the pieces and
//! the coordinates are measured on real PNGs of an International board at
//! several sizes (issue 36: numbers stayed about 5×7 px at 800 px, pieces
//! filled too little of their squares, and the file letter `g` looked like a
//! `9`).
//!
//! Everything is found on the picture itself: the board's edge and square
//! size from where the frame's colour gives way to the squares', and the
//! ink by the theme's exact colours.

use std::io::Cursor;

use damabot::render::{self, BoardView, Rgb, Theme};
use draughts::{Position, Variant};

/// The sizes measured: small, the default, and large.
const SIZES: [u32; 3] = [256, 512, 800];

/// A decoded image, one colour per pixel.
struct Image {
    width: u32,
    pixels: Vec<Rgb>,
}

impl Image {
    fn at(&self, x: u32, y: u32) -> Rgb {
        self.pixels[(y * self.width + x) as usize]
    }
}

fn decode(bytes: &[u8]) -> Image {
    let mut decoder = png::Decoder::new(Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("PNG header");
    let mut data = vec![0; reader.output_buffer_size().expect("image size")];
    let info = reader.next_frame(&mut data).expect("PNG data");
    data.truncate(info.buffer_size());
    Image {
        width: info.width,
        pixels: data
            .chunks_exact(3)
            .map(|c| Rgb(c[0], c[1], c[2]))
            .collect(),
    }
}

/// Where the squares are on a picture.
struct Board {
    /// The first column and row of the board's squares.
    left: u32,
    top: u32,
    /// The side of one square.
    square: u32,
}

/// The International start position at `size` px in the default theme.
fn start(size: u32) -> (Image, Board) {
    let theme = Theme::default_theme();
    let view = BoardView::new(&Position::start(Variant::International));
    let image = decode(&render::png(&view, theme, size));
    let frame = theme.board.frame;
    // Just above the middle of the image lies the empty rank 6, below its
    // squares' numbers.
    let middle = size / 2 - 2;
    let left = (0..size)
        .find(|&x| image.at(x, middle) != frame)
        .expect("the board");
    let first = image.at(left, middle);
    let square = (left..size)
        .take_while(|&x| image.at(x, middle) == first)
        .count() as u32;
    let column = left + square / 2;
    let top = (0..size)
        .find(|&y| image.at(column, y) != frame)
        .expect("the board");
    (image, Board { left, top, square })
}

/// The rows from the first to the last (inclusive) of the pixels in this
/// rectangle that have exactly colour `ink`.
fn ink_rows(image: &Image, x: (u32, u32), y: (u32, u32), ink: Rgb) -> Option<(u32, u32)> {
    let rows: Vec<u32> = (y.0..y.1)
        .filter(|&row| (x.0..x.1).any(|col| image.at(col, row) == ink))
        .collect();
    Some((*rows.first()?, *rows.last()?))
}

#[test]
fn square_numbers_are_about_a_fifth_of_a_square_high_at_every_size() {
    let ink = Theme::default_theme().board.number;
    let mut heights = Vec::new();
    for size in SIZES {
        let (image, board) = start(size);
        // Rank 6 (the fifth row from the top) is empty: its dark squares
        // hold only their numbers (21–25).
        let y0 = board.top + 4 * board.square;
        let mut measured = Vec::new();
        for column in 0..10 {
            let x0 = board.left + column * board.square;
            let half = board.square / 2;
            if let Some((a, b)) = ink_rows(&image, (x0, x0 + half), (y0, y0 + half), ink) {
                measured.push(b - a + 1);
            }
        }
        assert_eq!(measured.len(), 5, "{size} px: five numbered squares");
        let height = *measured.iter().max().expect("numbers");
        assert!(
            height * 100 >= board.square * 15,
            "{size} px: numbers {height} px high on {} px squares",
            board.square
        );
        heights.push(height);
    }
    assert!(
        heights.windows(2).all(|w| w[0] < w[1]),
        "number heights {heights:?} grow with the image ({SIZES:?} px)"
    );
}

#[test]
fn pieces_span_most_of_their_square_at_every_size() {
    let theme = Theme::default_theme();
    for size in SIZES {
        let (image, board) = start(size);
        // Rank 4 (the seventh row from the top) holds White's men on its
        // dark squares, the first of them in the second column.
        let y = board.top + 6 * board.square + board.square / 2;
        let x0 = board.left + board.square;
        let across = (x0..x0 + board.square)
            .filter(|&x| image.at(x, y) != theme.board.dark)
            .count() as u32;
        assert!(
            across * 100 >= board.square * 85,
            "{size} px: a man spans {across} of {} px",
            board.square
        );
    }
}

#[test]
fn the_file_letter_g_hangs_below_the_line_of_the_others() {
    let ink = Theme::default_theme().board.label;
    for size in SIZES {
        let (image, board) = start(size);
        let bottom = board.top + 10 * board.square;
        let column = |file: u32| {
            let x0 = board.left + file * board.square;
            ink_rows(&image, (x0, x0 + board.square), (bottom, size), ink)
                .unwrap_or_else(|| panic!("{size} px: no letter under file {file}"))
        };
        let (a_top, a_bottom) = column(0);
        let (_, g_bottom) = column(6);
        let x_height = a_bottom - a_top + 1;
        assert!(
            g_bottom >= a_bottom + x_height / 4,
            "{size} px: g ends at row {g_bottom}, a at {a_bottom} (a is {x_height} px high)"
        );
    }
}
