//! Board image speed and size: `cargo bench --bench render`.
//!
//! The target is at most 1 ms and 15 KB per 512 px board, for every
//! geometry. Every variant is drawn twice: its start position seen by White
//! in the default theme, and a mid-game position (the start after a fixed
//! sequence of legal moves, the last one marked) seen by Black in another
//! theme. Each benchmark prints the PNG size, and the mid-game FEN so the
//! same board can be timed with `damabot render <variant> --fen <FEN>
//! --time <n>`. The tile sets are warmed first, as in a running bot where
//! every theme and size is drawn once and then only copied.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use damabot::render::{self, BoardView, Theme};
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

fn bench_png(c: &mut Criterion) {
    let mut group = c.benchmark_group("png_512");
    group
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1))
        .sample_size(20);
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

fn bench_ascii(c: &mut Criterion) {
    let view = BoardView::new(&Position::start(Variant::Persian));
    c.bench_function("ascii", |b| b.iter(|| render::ascii(black_box(&view))));
}

criterion_group!(benches, bench_png, bench_ascii);
criterion_main!(benches);
