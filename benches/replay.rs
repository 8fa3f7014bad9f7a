//! Animated replay speed and size: `cargo bench --bench replay`.
//!
//! The target (issue 16) is at most 1 ms of drawing per frame and 1 MB for
//! a 60-ply game at 384 px. Each geometry plays the same kind of game: 60
//! plies from the start (fewer if it ends sooner), each move picked from the
//! legal list by a fixed stride, every view after the start marking its move,
//! seen by Black. A benchmark draws and encodes the whole replay; its
//! throughput is in frames ("elem"), so the time per frame is one over it
//! (or the time divided by the frame count printed before it, with the
//! GIF's size). The tile sets are warmed first, as in a running bot.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use damabot::render::{self, BoardView, Theme};
use draughts::{Color, Position, Variant};

/// Plies in each replayed game.
const PLIES: usize = 60;

/// Image side of every replay, in pixels.
const SIZE: u32 = 384;

/// The views of a stride game of up to [`PLIES`] plies, seen by Black.
fn game(variant: Variant) -> Vec<BoardView> {
    let mut position = Position::start(variant);
    let mut views = vec![BoardView::new(&position).with_viewer(Color::Black)];
    for ply in 0..PLIES {
        let moves = position.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = &moves[(ply * 7 + 3) % moves.len()];
        position = position.play(mv).expect("a legal move plays");
        views.push(
            BoardView::new(&position)
                .with_last_move(mv)
                .with_viewer(Color::Black),
        );
    }
    views
}

fn bench_replay(c: &mut Criterion) {
    let mut group = c.benchmark_group("replay_384");
    group
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
        .sample_size(20);
    let theme = Theme::default_theme();
    for variant in [
        Variant::Russian,
        Variant::English,
        Variant::International,
        Variant::Canadian,
        Variant::Alquerque,
    ] {
        let views = game(variant);
        let bytes = render::replay_gif(&views, theme, SIZE);
        println!(
            "replay_384/{variant}: {} frames ({} plies), {} bytes",
            views.len(),
            views.len() - 1,
            bytes.len()
        );
        group.throughput(Throughput::Elements(views.len() as u64));
        group.bench_function(variant.to_string(), |b| {
            b.iter(|| render::replay_gif(black_box(&views), theme, SIZE))
        });
    }
    group.finish();
}

criterion_group!(benches, bench_replay);
criterion_main!(benches);
