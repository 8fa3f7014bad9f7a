//! `damabot egdb <variant> --pieces <n> --dir <dir> [--verify]`: makes the
//! variant's endgame tables of 2 to `n` pieces in `<dir>/<variant>/`
//! (keeping the files already there), one line per signature with its
//! positions, speed, results and file size; `--verify` then checks every
//! value against the moves (docs/egdb.md).

use std::path::PathBuf;
use std::time::Instant;

use draughts::Variant;
use draughts_egdb::{Progress, build, fits, verify_all};

use super::perft::read_variant;
use super::{Args, UsageError};

/// The most pieces the command makes tables for: the largest 6-piece
/// signature has 258 M entries, about 2.6 GB while it is solved in memory
/// (docs/egdb.md); 7 pieces would need ten times that.
const MAX_PIECES: u32 = 6;

/// What the command was asked.
#[derive(Debug, PartialEq, Eq)]
struct Options {
    variant: Variant,
    pieces: u32,
    dir: PathBuf,
    verify: bool,
}

/// Reads the command line.
fn parse(mut args: Args) -> Result<Options, UsageError> {
    let verify = args.switch("verify");
    let pieces = args
        .parsed::<u32>("pieces")?
        .ok_or_else(|| UsageError::new("missing --pieces <n>"))?;
    let dir = args
        .value("dir")?
        .ok_or_else(|| UsageError::new("missing --dir <dir>"))?;
    let variant = read_variant(&args.positional("variant")?)?;
    args.finish()?;
    if !(2..=MAX_PIECES).contains(&pieces) {
        return Err(UsageError::new(format!(
            "--pieces: {pieces} is not from 2 to {MAX_PIECES}"
        )));
    }
    if !fits(variant) {
        return Err(UsageError::new(format!(
            "no endgame tables for {variant}: its rules do not fit the generator (docs/egdb.md)"
        )));
    }
    Ok(Options {
        variant,
        pieces,
        dir: PathBuf::from(dir),
        verify,
    })
}

/// Runs the `egdb` subcommand.
pub fn run(args: Args) -> Result<(), UsageError> {
    let o = parse(args)?;
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

    fn parse_line(s: &str) -> Result<Options, UsageError> {
        parse(Args::new(s.split_whitespace().map(str::to_owned)))
    }

    #[test]
    fn reads_the_command_line() {
        assert_eq!(
            parse_line("russian --pieces 4 --dir /tmp/t --verify"),
            Ok(Options {
                variant: Variant::Russian,
                pieces: 4,
                dir: PathBuf::from("/tmp/t"),
                verify: true,
            })
        );
        assert!(parse_line("russian --dir /tmp/t").is_err());
        assert!(parse_line("russian --pieces 4").is_err());
        assert!(parse_line("russian --pieces 7 --dir d").is_err());
        assert!(parse_line("international --pieces 3 --dir d").is_err());
        assert!(parse_line("english --pieces 3 --dir d extra").is_err());
    }
}
