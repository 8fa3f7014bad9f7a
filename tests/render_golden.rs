//! Golden images: a few boards per variant and theme, compared pixel by pixel
//! with the PNGs under `tests/golden/`.
//!
//! Regenerate them with `UPDATE_GOLDENS=1 cargo test --test render_golden`,
//! then look at every changed image before committing it. On a mismatch the
//! test writes expected | actual | difference side by side into
//! `<target>/tmp/golden-diff/<name>.png` and fails with that path.

use std::io::Cursor;
use std::path::{Path, PathBuf};

use damabot::render::{self, BoardView, Theme};
use draughts::{Color, Position, Square, Variant};

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
