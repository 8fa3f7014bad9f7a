//! Side-by-side perft speed: this engine and the `kish` crate in one run,
//! single-threaded, no hash table, release profile:
//! `cargo bench -p draughts` (optionally `-- <rounds>`).
//!
//! Measured: kish Turkish perft(8) (its start position and rules equal
//! Persian dameh's), this engine's Persian perft(8) counting routes (the same
//! 123,290,300 leaves), and English perft(11) (dctl: 85,242,128 leaves).
//! A plain timing binary rather than criterion: one run of each is long
//! enough to be stable, and the three figures print side by side.

use std::time::Instant;

use draughts::{Counting, Position, Variant, perft};

/// Runs `count` once and prints its leaves per second.
fn time(label: &str, count: impl FnOnce() -> u64) -> f64 {
    let started = Instant::now();
    let nodes = count();
    let seconds = started.elapsed().as_secs_f64();
    let speed = nodes as f64 / seconds / 1e6;
    println!("{label:<32} nodes {nodes:>13}  {seconds:>7.3} s  {speed:>7.1} M leaves/s");
    speed
}

fn main() {
    // `cargo bench` passes `--bench`; the first number given is the rounds.
    let rounds: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(3);
    let persian = Position::start(Variant::Persian);
    let english = Position::start(Variant::English);
    let kish = kish::Board::new_default();
    for round in 1..=rounds {
        println!("round {round}");
        let theirs = time("kish turkish perft(8)", || kish.perft(8));
        let ours = time("draughts persian perft(8) routes", || {
            perft(&persian, 8, Counting::Routes)
        });
        println!("persian speed / kish speed: {:.2}", ours / theirs);
        time("draughts english perft(11) unique", || {
            perft(&english, 11, Counting::Unique)
        });
        time("draughts english perft(11) routes", || {
            perft(&english, 11, Counting::Routes)
        });
    }
}
