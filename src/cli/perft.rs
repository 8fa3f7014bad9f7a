//! `damabot perft <variant> <depth> [--fen <FEN>] [--routes] [--divide]`:
//! counts the leaf nodes at exactly `depth` plies, then prints the time, the
//! speed and, last, `nodes <N>`.

use std::time::Instant;

use draughts::{Counting, Notation, Position, Variant, perft, perft_divide};

use super::{Args, UsageError};

/// The deepest perft the command accepts.
const MAX_DEPTH: u32 = 30;

/// Runs the `perft` subcommand.
pub fn run(mut args: Args) -> Result<(), UsageError> {
    let routes = args.switch("routes");
    let divide = args.switch("divide");
    let fen = args.value("fen")?;
    let variant = read_variant(&args.positional("variant")?)?;
    let depth_text = args.positional("depth")?;
    args.finish()?;
    let depth: u32 = depth_text
        .parse()
        .ok()
        .filter(|d| *d <= MAX_DEPTH)
        .ok_or_else(|| {
            UsageError::new(format!(
                "depth '{depth_text}' is not a number from 0 to {MAX_DEPTH}"
            ))
        })?;
    let position = read_position(variant, fen.as_deref())?;
    let counting = if routes {
        Counting::Routes
    } else {
        Counting::Unique
    };

    let started = Instant::now();
    let nodes = if divide {
        let mut total = 0;
        for (mv, n) in perft_divide(&position, depth, counting) {
            println!("{} {n}", position.move_text(&mv, Notation::Native));
            total += n;
        }
        if depth == 0 { 1 } else { total }
    } else {
        perft(&position, depth, counting)
    };
    let seconds = started.elapsed().as_secs_f64();
    println!("time {seconds:.3} s");
    println!("speed {:.0} leaves/s", nodes as f64 / seconds.max(1e-9));
    println!("nodes {nodes}");
    Ok(())
}

/// Reads a variant name, as a usage error if unknown.
pub(crate) fn read_variant(text: &str) -> Result<Variant, UsageError> {
    text.parse().map_err(|e| UsageError::new(format!("{e}")))
}

/// The position given by `--fen`, or the start position.
pub(crate) fn read_position(variant: Variant, fen: Option<&str>) -> Result<Position, UsageError> {
    match fen {
        None => Ok(Position::start(variant)),
        Some(text) => Position::from_fen(variant, text)
            .map_err(|e| UsageError::new(format!("bad FEN '{text}': {e}"))),
    }
}
