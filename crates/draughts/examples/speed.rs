//! One perft count with its time, for profiling (e.g. under callgrind):
//! `cargo run -p draughts --release --example speed -- english 9 routes`.

use std::time::Instant;

use draughts::{Counting, Position, Variant, perft};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant: Variant = args
        .first()
        .map_or("english", String::as_str)
        .parse()
        .expect("a variant name");
    let depth: u32 = args.get(1).map_or(Ok(9), |d| d.parse()).expect("a depth");
    let counting = match args.get(2).map(String::as_str) {
        Some("unique") => Counting::Unique,
        _ => Counting::Routes,
    };
    let position = Position::start(variant);
    let started = Instant::now();
    let nodes = perft(&position, depth, counting);
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "{variant} perft({depth}) {counting:?}: {nodes} leaves, {seconds:.3} s, {:.1} M leaves/s",
        nodes as f64 / seconds / 1e6
    );
}
