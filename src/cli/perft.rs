//! `damabot perft <variant> <depth> [--fen <FEN>] [--routes] [--divide]`:
//! counts the leaf nodes at exactly `depth` plies, then prints the time, the
//! speed and, last, `nodes <N>`.

use std::time::Instant;

use draughts::{Counting, Notation, Position, Variant, perft, perft_divide};

use super::UsageError;

/// The deepest perft the command accepts.
const MAX_DEPTH: u32 = 30;

/// Count the leaf nodes of a position at a depth
///
/// Counts the leaf nodes at exactly <depth> plies, then prints the time,
/// the speed and, last, `nodes <N>`.
#[derive(Debug, clap::Args)]
pub struct PerftArgs {
    /// The variant (international, russian, english, …)
    #[arg(value_name = "variant", value_parser = read_variant)]
    variant: Variant,
    /// Plies to search, 0 to 30
    #[arg(value_name = "depth", value_parser = read_depth, allow_negative_numbers = true)]
    depth: u32,
    /// The position, in the variant's FEN (default: the start position)
    #[arg(long, value_name = "FEN")]
    fen: Option<String>,
    /// Count every capture route, not only distinct moves
    #[arg(long)]
    routes: bool,
    /// Print the count under each move of the position first
    #[arg(long)]
    divide: bool,
}

/// Runs the `perft` subcommand.
pub fn run(args: PerftArgs) -> Result<(), UsageError> {
    let PerftArgs {
        variant,
        depth,
        fen,
        routes,
        divide,
    } = args;
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

/// Reads a depth from 0 to [`MAX_DEPTH`].
fn read_depth(text: &str) -> Result<u32, UsageError> {
    text.parse()
        .ok()
        .filter(|d| *d <= MAX_DEPTH)
        .ok_or_else(|| {
            UsageError::new(format!(
                "depth '{text}' is not a number from 0 to {MAX_DEPTH}"
            ))
        })
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
