//! Search speed per variant from the start position: a fixed-depth search
//! (the same tree every run, so the time measures the engine, not the
//! clock), and the bot's `choose` at level 5.
//!
//! Run with `cargo bench -p draughts-ai`; the nodes of each fixed-depth
//! search are printed once, so nodes per second follow from the times.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use draughts::{Game, Variant};
use draughts_ai::{Limits, Settings, choose, search};

/// The fixed depth searched in each variant (tens of milliseconds each).
fn depth(variant: Variant) -> u32 {
    match variant {
        Variant::English | Variant::Anti => 14,
        Variant::Persian
        | Variant::Turkish
        | Variant::Russian
        | Variant::Brazilian
        | Variant::Pool
        | Variant::Czech
        | Variant::Portuguese
        | Variant::Thai
        | Variant::Corner
        | Variant::Oneway
        | Variant::Parachute
        | Variant::Italian
        | Variant::Gothic
        | Variant::Hawaiian
        | Variant::Alquerque => 10,
        Variant::Dameo | Variant::International | Variant::Canadian | Variant::Frisian => 8,
    }
}

fn settings(variant: Variant) -> Settings {
    Settings::strongest(Limits {
        movetime: Some(Duration::from_secs(60)),
        depth: Some(depth(variant)),
        nodes: None,
    })
}

fn fixed_depth(c: &mut Criterion) {
    for variant in Variant::ALL {
        let game = Game::new(variant);
        let settings = settings(variant);
        if let Some(result) = search(&game, &settings) {
            println!("{variant}: depth {} = {} nodes", result.depth, result.nodes);
        }
        c.bench_function(&format!("search/{variant}/depth{}", depth(variant)), |b| {
            b.iter(|| search(black_box(&game), black_box(&settings)))
        });
    }
}

fn level_five(c: &mut Criterion) {
    for variant in Variant::ALL {
        let game = Game::new(variant);
        c.bench_function(&format!("choose/{variant}/level5"), |b| {
            b.iter(|| choose(black_box(&game), 5, black_box(1)))
        });
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10).measurement_time(Duration::from_secs(3));
    targets = fixed_depth, level_five
}
criterion_main!(benches);
