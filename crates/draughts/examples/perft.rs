//! Prints perft counts of a variant's start position: `cargo run -p draughts --release --example perft -- persian 6 routes`.

use draughts::{Counting, Position, Variant, perft};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant: Variant = args
        .first()
        .map_or("persian", String::as_str)
        .parse()
        .unwrap_or(Variant::Persian);
    let depth: u32 = args.get(1).and_then(|d| d.parse().ok()).unwrap_or(5);
    let counting = if args.get(2).map(String::as_str) == Some("unique") {
        Counting::Unique
    } else {
        Counting::Routes
    };
    let pos = Position::start(variant);
    for d in 1..=depth {
        let t = std::time::Instant::now();
        let n = perft(&pos, d, counting);
        let s = t.elapsed().as_secs_f64();
        println!("{variant} d{d} {n} {:.3}s {:.1} M/s", s, n as f64 / s / 1e6);
    }
}
