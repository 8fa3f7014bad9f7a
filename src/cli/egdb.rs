//! `damabot egdb <variant> --pieces <n> --dir <dir> [--verify]`: makes the
//! variant's endgame tables of 2 to `n` pieces in `<dir>/<variant>/`
//! (keeping the files already there), one line per signature with its
//! positions, speed, results and file size; `--verify` then checks every
//! value against the moves (docs/egdb.md).

use std::path::PathBuf;
use std::time::Instant;

use draughts::Variant;
use draughts_egdb::{Progress, build, fits, verify_all};

use super::UsageError;
use super::perft::read_variant;

/// The most pieces the command makes tables for: the largest 6-piece
/// signature has 258 M entries, about 2.6 GB while it is solved in memory
/// (docs/egdb.md); 7 pieces would need ten times that.
const MAX_PIECES: u32 = 6;

/// Make a variant's endgame tables (8x8 variants; docs/egdb.md)
///
/// Makes the win/draw/loss tables of 2 to <n> pieces in <dir>/<variant>/,
/// keeping the files already there, and prints one line per table.
#[derive(Debug, clap::Args)]
pub struct EgdbArgs {
    /// The variant (russian, english, brazilian, …)
    #[arg(value_name = "variant", value_parser = read_egdb_variant)]
    variant: Variant,
    /// The most pieces on the board, 2 to 6
    #[arg(long, value_name = "n", value_parser = read_pieces, allow_negative_numbers = true)]
    pieces: u32,
    /// Where the tables go
    #[arg(long, value_name = "dir")]
    dir: PathBuf,
    /// Then check every value against the moves
    #[arg(long)]
    verify: bool,
}

/// A variant the generator fits.
fn read_egdb_variant(text: &str) -> Result<Variant, UsageError> {
    let variant = read_variant(text)?;
    if fits(variant) {
        Ok(variant)
    } else {
        Err(UsageError::new(format!(
            "no endgame tables for {variant}: its rules do not fit the generator (docs/egdb.md)"
        )))
    }
}

/// A piece count from 2 to [`MAX_PIECES`].
fn read_pieces(text: &str) -> Result<u32, UsageError> {
    match text.parse::<u32>() {
        Ok(n) if (2..=MAX_PIECES).contains(&n) => Ok(n),
        _ => Err(UsageError::new(format!(
            "--pieces: {text} is not from 2 to {MAX_PIECES}"
        ))),
    }
}

/// Runs the `egdb` subcommand.
pub fn run(o: EgdbArgs) -> Result<(), UsageError> {
    let started = Instant::now();
    let mut solved = 0u64;
    let mut disk = 0u64;
    let tables = build(&o.dir, o.variant, o.pieces, &mut |p| {
        print_progress(p);
        solved += if p.kept { 0 } else { p.entries };
        disk += p.file_bytes;
    })
    .map_err(|e| UsageError::new(e.to_string()))?;
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "{} tables, {} KiB on disk, {} KiB in memory, {solved} positions solved in {seconds:.1} s",
        tables.len(),
        disk.div_ceil(1024),
        tables.bytes().div_ceil(1024),
    );
    if o.verify {
        let started = Instant::now();
        let checked = verify_all(&tables, &mut |m, n| println!("verified {m}: {n} positions"))
            .map_err(|e| UsageError::new(e.to_string()))?;
        println!(
            "verified {checked} positions in {:.1} s: every value follows from the moves",
            started.elapsed().as_secs_f64()
        );
    }
    Ok(())
}

/// One signature's line: `[12/61] 1101  1 234 567 positions  0.8 s  1.5 M/s  win 12.0 % draw 80.0 % loss 8.0 %  40 KiB`.
fn print_progress(p: &Progress) {
    let total: u64 = p.wdl.iter().sum::<u64>().max(1);
    let share = |n: u64| 100.0 * n as f64 / total as f64;
    let how = if p.kept {
        "kept".to_owned()
    } else {
        let s = p.elapsed.as_secs_f64();
        format!("{s:.2} s  {:.2} M/s", p.entries as f64 / s.max(1e-9) / 1e6)
    };
    println!(
        "[{}/{}] {}  {} positions  {how}  win {:.1} % draw {:.1} % loss {:.1} %  {} KiB",
        p.number,
        p.of,
        p.material,
        p.entries,
        share(p.wdl[0]),
        share(p.wdl[1]),
        share(p.wdl[2]),
        p.file_bytes.div_ceil(1024),
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
        args: EgdbArgs,
    }

    fn parse_line(s: &str) -> Result<EgdbArgs, clap::Error> {
        Line::try_parse_from(std::iter::once("egdb").chain(s.split_whitespace())).map(|l| l.args)
    }

    #[test]
    fn reads_the_command_line() {
        let o = parse_line("russian --pieces 4 --dir /tmp/t --verify").expect("a good line");
        assert_eq!(
            (o.variant, o.pieces, o.dir, o.verify),
            (Variant::Russian, 4, PathBuf::from("/tmp/t"), true)
        );
        assert!(parse_line("russian --dir /tmp/t").is_err());
        assert!(parse_line("russian --pieces 4").is_err());
        assert!(parse_line("russian --pieces 7 --dir d").is_err());
        assert!(parse_line("international --pieces 3 --dir d").is_err());
        assert!(parse_line("english --pieces 3 --dir d extra").is_err());
    }
}
