//! Board image speed and size: `cargo bench -p damabot-render --bench render`.
//!
//! The target is at most 1 ms and 15 KB per 512 px board, for every
//! geometry. Every variant is drawn twice: its start position seen by White
//! in the default theme, and a mid-game position (the start after a fixed
//! sequence of legal moves, the last one marked) seen by Black in another
//! theme. Each benchmark prints the PNG size, and the mid-game FEN so the
//! same board can be timed with `damabot render <variant> --fen <FEN>
//! --time <n>`. The tile sets are warmed first, as in a running bot where
//! every theme and size is drawn once and then only copied.
//!
//! `png_crate_512` encodes the same pixels of every start board the way
//! the renderer did before it deflated boards itself (the png crate's own
//! writer, zlib-rs at level 2, the same row filter), side by side with
//! `png_512`, and prints both sizes.

use std::hint::black_box;
use std::time::Duration;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, criterion_group, criterion_main};
use damabot_render::{self as render, BoardView, Theme};
use draughts::{Color, Position, Variant};

/// Plies played from the start to reach the mid-game position.
const PLIES: usize = 24;

/// A named board to draw.
struct Board {
    name: String,
    view: BoardView,
    theme: &'static Theme,
    fen: String,
}

/// The start after up to [`PLIES`] moves, each picked from the legal list by
/// a fixed stride so every variant gets a varied but reproducible game; the
/// view marks the last move.
fn mid_game(variant: Variant) -> (Position, BoardView) {
    let mut position = Position::start(variant);
    let mut view = BoardView::new(&position);
    for ply in 0..PLIES {
        let moves = position.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[(ply * 7 + 3) % moves.len()].clone();
        position = position.play(&mv).expect("a legal move plays");
        view = BoardView::new(&position).with_last_move(&mv);
    }
    (position, view)
}

fn boards() -> Vec<Board> {
    let mut boards = Vec::new();
    for (i, variant) in Variant::ALL.into_iter().enumerate() {
        let start = Position::start(variant);
        boards.push(Board {
            name: format!("{variant}_start"),
            view: BoardView::new(&start),
            theme: Theme::default_theme(),
            fen: start.to_fen(),
        });
        let (position, view) = mid_game(variant);
        boards.push(Board {
            name: format!("{variant}_midgame"),
            view: view.with_viewer(Color::Black),
            theme: &Theme::ALL[1 + i % (Theme::ALL.len() - 1)],
            fen: position.to_fen(),
        });
    }
    boards
}

/// A group of board encodings: a short warm-up, a second of 20 samples.
fn board_group<'a>(c: &'a mut Criterion, name: &str) -> BenchmarkGroup<'a, WallTime> {
    let mut group = c.benchmark_group(name);
    group
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1))
        .sample_size(20);
    group
}

fn bench_png(c: &mut Criterion) {
    let mut group = board_group(c, "png_512");
    for board in boards() {
        let bytes = render::png(&board.view, board.theme, 512);
        println!(
            "png_512/{}: {} bytes, theme {}, fen {}",
            board.name,
            bytes.len(),
            board.theme,
            board.fen
        );
        group.bench_function(&board.name, |b| {
            b.iter(|| render::png(black_box(&board.view), board.theme, 512))
        });
    }
    group.finish();
}

/// A decoded indexed PNG: its size, palette and palette indices.
struct Indexed {
    width: u32,
    height: u32,
    palette: Vec<u8>,
    pixels: Vec<u8>,
}

fn indexed(bytes: &[u8]) -> Indexed {
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let mut reader = decoder.read_info().expect("a PNG header");
    let palette = reader
        .info()
        .palette
        .as_deref()
        .expect("a palette")
        .to_vec();
    let mut pixels = vec![0; reader.output_buffer_size().expect("a sane size")];
    let info = reader.next_frame(&mut pixels).expect("PNG data");
    pixels.truncate(info.buffer_size());
    Indexed {
        width: info.width,
        height: info.height,
        palette,
        pixels,
    }
}

/// `image` encoded by the png crate's own writer, as the renderer did
/// before: zlib-rs level 2, `Up` on boards of squares, none on points.
fn png_crate(image: &Indexed, filter: png::Filter) -> Vec<u8> {
    let mut out = Vec::with_capacity(16 * 1024);
    let mut encoder = png::Encoder::new(&mut out, image.width, image.height);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(image.palette.clone());
    encoder.set_deflate_compression(png::DeflateCompression::Level(2));
    encoder.set_filter(filter);
    let mut writer = encoder.write_header().expect("a header");
    writer.write_image_data(&image.pixels).expect("the pixels");
    writer.finish().expect("the end");
    out
}

fn bench_png_crate(c: &mut Criterion) {
    let mut group = board_group(c, "png_crate_512");
    for variant in Variant::ALL {
        let ours = render::png(
            &BoardView::new(&Position::start(variant)),
            Theme::default_theme(),
            512,
        );
        let image = indexed(&ours);
        let filter = if variant == Variant::Alquerque {
            png::Filter::NoFilter
        } else {
            png::Filter::Up
        };
        let theirs = png_crate(&image, filter);
        assert_eq!(indexed(&theirs).pixels, image.pixels, "{variant}");
        println!(
            "png_crate_512/{variant}_start: {} bytes (png_512: {} bytes)",
            theirs.len(),
            ours.len()
        );
        group.bench_function(format!("{variant}_start"), |b| {
            b.iter(|| png_crate(black_box(&image), filter))
        });
    }
    group.finish();
}

fn bench_ascii(c: &mut Criterion) {
    let view = BoardView::new(&Position::start(Variant::Persian));
    c.bench_function("ascii", |b| b.iter(|| render::ascii(black_box(&view))));
}

criterion_group!(benches, bench_png, bench_png_crate, bench_ascii);
criterion_main!(benches);
