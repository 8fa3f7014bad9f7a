//! `damabot book <variant> [--plies <n>] [--nodes <n>] [--movetime <ms>]
//! [--depth <n>] [--margin <n>] [--width <n>] [--seed <n>] -o <file>`:
//! makes a variant's opening book (docs/books.md).
//!
//! From the start position, breadth first, it analyses every legal move of
//! each position with the strongest level's search (at `--nodes`
//! positions, or the given `--movetime`/`--depth`), keeps the moves within
//! `--margin` hundredths of a man of the best (at most `--width`) and goes
//! on from the positions they reach, to `--plies` plies. One progress line
//! per position. Under a node or depth budget the same arguments always
//! give the same file.

use std::path::PathBuf;
use std::time::Duration;

use draughts::Variant;
use draughts_ai::Limits;
use draughts_ai::book::{BuildConfig, BuildProgress, build};

use super::UsageError;
use super::analyse::read_movetime;
use super::perft::read_variant;

/// The most plies a book may cover.
const MAX_PLIES: u32 = 30;

/// The most moves kept in one position.
const MAX_WIDTH: usize = 16;

/// Make a variant's opening book (docs/books.md)
///
/// Analyses every move of each position from the start with the strongest
/// level's search, keeps the moves within the margin of the best, and
/// goes on from the positions they reach. One line per position, then
/// the file. The same arguments give the same file unless --movetime
/// limits the searches.
#[derive(Debug, clap::Args)]
pub struct BookArgs {
    /// The variant (international, russian, …)
    #[arg(value_name = "variant", value_parser = read_variant)]
    variant: Variant,
    /// Plies from the start the book covers, 1 to 30 (default 8)
    #[arg(long, value_name = "n", value_parser = read_plies, allow_negative_numbers = true)]
    plies: Option<u32>,
    /// Positions searched for each move (default 100000 when no limit is
    /// given)
    #[arg(long, value_name = "n")]
    nodes: Option<u64>,
    /// Milliseconds searched for each move (the file then depends on the
    /// machine)
    #[arg(long, value_name = "ms", value_parser = read_movetime, allow_negative_numbers = true)]
    movetime: Option<Duration>,
    /// Plies searched for each move
    #[arg(long, value_name = "n")]
    depth: Option<u32>,
    /// Keep the moves within this many hundredths of a man of the best
    /// (default 25)
    #[arg(long, value_name = "n")]
    margin: Option<u32>,
    /// The most moves kept in one position, 1 to 16 (default 2)
    #[arg(long, value_name = "n", value_parser = read_width, allow_negative_numbers = true)]
    width: Option<usize>,
    /// Orders the moves of equal score (default 1)
    #[arg(long, value_name = "n")]
    seed: Option<u64>,
    /// The book file to write (books/<variant>.txt ships with the engine)
    #[arg(short = 'o', value_name = "file")]
    output: PathBuf,
}

/// A number of plies from 1 to [`MAX_PLIES`].
fn read_plies(text: &str) -> Result<u32, UsageError> {
    match text.parse::<u32>() {
        Ok(n) if (1..=MAX_PLIES).contains(&n) => Ok(n),
        _ => Err(UsageError::new(format!(
            "--plies must be from 1 to {MAX_PLIES}, not {text}"
        ))),
    }
}

/// A width from 1 to [`MAX_WIDTH`].
fn read_width(text: &str) -> Result<usize, UsageError> {
    match text.parse::<usize>() {
        Ok(n) if (1..=MAX_WIDTH).contains(&n) => Ok(n),
        _ => Err(UsageError::new(format!(
            "--width must be from 1 to {MAX_WIDTH}, not {text}"
        ))),
    }
}

impl BookArgs {
    /// The generator's configuration: the defaults of [`BuildConfig`]
    /// where an option is not given (its node budget only when no limit
    /// at all is).
    fn config(&self) -> BuildConfig {
        let mut config = BuildConfig::default();
        if let Some(plies) = self.plies {
            config.plies = plies;
        }
        if self.nodes.is_some() || self.movetime.is_some() || self.depth.is_some() {
            config.limits = Limits {
                movetime: self.movetime,
                depth: self.depth.map(|d| d.max(1)),
                nodes: self.nodes.map(|n| n.max(1)),
            };
        }
        if let Some(margin) = self.margin {
            config.margin = margin.min(10_000) as i32;
        }
        if let Some(width) = self.width {
            config.width = width;
        }
        if let Some(seed) = self.seed {
            config.seed = seed;
        }
        config
    }
}

/// The options of `config` as a command line, for the book's header.
fn made(config: &BuildConfig) -> String {
    let mut words = vec![format!("--plies {}", config.plies)];
    if let Some(nodes) = config.limits.nodes {
        words.push(format!("--nodes {nodes}"));
    }
    if let Some(movetime) = config.limits.movetime {
        words.push(format!("--movetime {}", movetime.as_millis()));
    }
    if let Some(depth) = config.limits.depth {
        words.push(format!("--depth {depth}"));
    }
    words.push(format!("--margin {}", config.margin));
    words.push(format!("--width {}", config.width));
    words.push(format!("--seed {}", config.seed));
    words.join(" ")
}

/// Runs the `book` subcommand.
pub fn run(args: BookArgs) -> Result<(), UsageError> {
    let config = args.config();
    let book = build(args.variant, &config, &made(&config), &mut print_progress);
    let text = book.to_text();
    std::fs::write(&args.output, &text)
        .map_err(|e| UsageError::new(format!("writing {}: {e}", args.output.display())))?;
    println!(
        "wrote {}: {} positions, {} bytes",
        args.output.display(),
        book.entries().len(),
        text.len()
    );
    Ok(())
}

/// One position's line: `ply 3: 45 positions, 12 queued, 380 searches, 38.0 M nodes, 12.3 s`.
fn print_progress(p: &BuildProgress) {
    println!(
        "ply {}: {} positions, {} queued, {} searches, {:.1} M nodes, {:.1} s",
        p.ply,
        p.positions,
        p.queued,
        p.searches,
        p.nodes as f64 / 1e6,
        p.elapsed.as_secs_f64()
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    /// The subcommand alone, as clap reads it.
    #[derive(Debug, Parser)]
    struct Line {
        #[command(flatten)]
        args: BookArgs,
    }

    fn parse(s: &str) -> Result<BookArgs, clap::Error> {
        Line::try_parse_from(std::iter::once("book").chain(s.split_whitespace())).map(|l| l.args)
    }

    #[test]
    fn reads_the_command_line_and_fills_in_the_defaults() {
        let a = parse("russian --plies 6 --nodes 5000 --seed 9 --width 3 -o r.txt").unwrap();
        assert_eq!(
            (a.variant, &a.output),
            (Variant::Russian, &PathBuf::from("r.txt"))
        );
        let c = a.config();
        assert_eq!(
            (c.plies, c.limits.nodes, c.seed, c.width),
            (6, Some(5000), 9, 3)
        );
        assert_eq!(c.margin, BuildConfig::default().margin);
        assert_eq!(
            made(&c),
            "--plies 6 --nodes 5000 --margin 25 --width 3 --seed 9"
        );
        let timed = parse("international --movetime 50 -o i.txt")
            .unwrap()
            .config();
        assert_eq!(timed.limits.nodes, None);
        assert_eq!(timed.limits.movetime, Some(Duration::from_millis(50)));
        let plain = parse("international -o i.txt").unwrap().config();
        assert_eq!(plain, BuildConfig::default());
        assert!(parse("russian --plies 6").is_err());
        assert!(parse("russian --plies 0 -o r.txt").is_err());
        assert!(parse("russian --width 0 -o r.txt").is_err());
        assert!(parse("-o r.txt").is_err());
    }
}
