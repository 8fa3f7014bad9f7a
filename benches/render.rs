//! Board image speed and size: `cargo bench --bench render`.
//!
//! The target is at most 2 ms and 25 KB per 512 px board. Each benchmark
//! prints the PNG size once; the tile sets are warmed first, as in a running
//! bot where every theme and size is drawn once and then only copied.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use damabot::render::{self, BoardView, Theme};
use draughts::{Color, Position, Variant};

/// A named board to draw.
struct Board {
    name: &'static str,
    view: BoardView,
    theme: &'static Theme,
}

fn boards() -> Vec<Board> {
    let theme = |id| Theme::by_name(id).expect("known theme");
    let english = Position::start(Variant::English);
    let opening = english.parse_move("11-15").expect("legal opening");
    let after = english.play(&opening).expect("legal opening");
    let turkish = Position::from_fen(Variant::Turkish, "W:Wd3,a2,h2,Kb1:Bd4,e5,a7,h7,Kg8")
        .expect("valid FEN");
    let capture = turkish.parse_move("d3xd5xf5").expect("legal capture");
    let captured = turkish.play(&capture).expect("legal capture");
    vec![
        Board {
            name: "english_opening_classic",
            view: BoardView::new(&after).with_last_move(&opening),
            theme: theme("classic"),
        },
        Board {
            name: "turkish_start_walnut",
            view: BoardView::new(&Position::start(Variant::Turkish)),
            theme: theme("walnut"),
        },
        Board {
            name: "turkish_capture_night_black",
            view: BoardView::new(&captured)
                .with_last_move(&capture)
                .with_viewer(Color::Black),
            theme: theme("night"),
        },
        Board {
            name: "dameo_start_ocean",
            view: BoardView::new(&Position::start(Variant::Dameo)),
            theme: theme("ocean"),
        },
    ]
}

fn bench_png(c: &mut Criterion) {
    let mut group = c.benchmark_group("png_512");
    for board in boards() {
        let bytes = render::png(&board.view, board.theme, 512);
        println!("png_512/{}: {} bytes", board.name, bytes.len());
        group.bench_function(board.name, |b| {
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
