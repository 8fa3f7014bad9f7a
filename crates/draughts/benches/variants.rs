//! Perft speed of every variant from its start position, single-threaded,
//! no hash table, duplicates dropped, release profile:
//! `cargo bench -p draughts --bench variants` (optionally `-- <leaves>`).
//!
//! Each variant is counted at the first depth whose perft reaches the
//! wanted number of leaves (20 million unless given), so every figure comes
//! from a run long enough to be stable, whatever the variant's branching
//! factor. The last column is the speed relative to International's.

use std::time::Instant;

use draughts::{Counting, Position, Variant, perft};

/// Leaves, seconds and depth of the first depth reaching `wanted` leaves.
fn measure(position: &Position, wanted: u64) -> (u64, f64, u32) {
    let mut depth = 1;
    loop {
        let started = Instant::now();
        let nodes = perft(position, depth, Counting::Unique);
        let seconds = started.elapsed().as_secs_f64();
        if nodes >= wanted || depth >= 40 {
            return (nodes, seconds, depth);
        }
        depth += 1;
    }
}

fn main() {
    // `cargo bench` passes `--bench`; the first number given is the leaves.
    let wanted: u64 = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(20_000_000);
    let speed = |variant| {
        let (nodes, seconds, depth) = measure(&Position::start(variant), wanted);
        (nodes, seconds, depth, nodes as f64 / seconds / 1e6)
    };
    let (.., international) = speed(Variant::International);
    for variant in Variant::ALL {
        let (nodes, seconds, depth, mls) = speed(variant);
        println!(
            "{:<14} perft({depth:>2}) {nodes:>13} leaves {seconds:>7.3} s {mls:>7.1} M leaves/s {:>5.2}x",
            variant.name(),
            mls / international
        );
    }
}
