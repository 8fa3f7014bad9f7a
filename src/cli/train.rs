//! `damabot train <variant> --games <n> [--nodes <n>] [--seed <n>]
//! [--epochs <n>] [--l2 <x>] [--dense-rate <x>] -o <file>`: trains the learned evaluation of a variant
//! and writes its weights file (docs/training.md).
//!
//! It plays `--games` self-play games (the hand-written evaluation against
//! itself at `--nodes` positions a move, each game opened by seeded random
//! plies), keeps their quiet positions labelled with the result (every
//! tenth game's positions for validation), fits `K` and then the weights
//! by logistic regression (Texel tuning), and writes the weights that did
//! best on the validation positions. Progress goes to standard output:
//! games and positions as they are played, then the loss of every epoch.
//! The same arguments always give the same file.

use std::path::PathBuf;

use draughts::Variant;
use draughts_ai::train::{self, FitConfig, GameConfig, Progress, Sample, Weights};

use super::perft::read_variant;
use super::{Args, UsageError};

/// The most games one run may play.
const MAX_GAMES: u32 = 1_000_000;

/// Every this many games, a progress line.
const REPORT_EVERY: u32 = 50;

/// What one run of `train` is asked to do.
#[derive(Clone, Debug, PartialEq)]
pub struct Request {
    pub variant: Variant,
    pub games: u32,
    pub seed: u64,
    pub play: GameConfig,
    pub fit: FitConfig,
    pub output: PathBuf,
}

/// Reads the subcommand's arguments.
pub fn parse(mut args: Args) -> Result<Request, UsageError> {
    let games = args
        .parsed::<u32>("games")?
        .ok_or_else(|| UsageError::new("missing --games <n>"))?;
    if !(1..=MAX_GAMES).contains(&games) {
        return Err(UsageError::new(format!(
            "--games must be from 1 to {MAX_GAMES}, not {games}"
        )));
    }
    let mut play = GameConfig::default();
    if let Some(nodes) = args.parsed::<u64>("nodes")? {
        play.nodes = nodes.max(1);
    }
    let mut fit = FitConfig::default();
    if let Some(epochs) = args.parsed::<u32>("epochs")? {
        fit.epochs = epochs;
    }
    if let Some(l2) = args.parsed::<f64>("l2")? {
        fit.l2 = l2.max(0.0);
    }
    if let Some(rate) = args.parsed::<f64>("dense-rate")? {
        fit.dense_rate = rate.max(0.0);
    }
    let seed = args.parsed::<u64>("seed")?.unwrap_or(0);
    let mut variant = None;
    let mut output = None;
    while let Some(arg) = args.optional_positional() {
        if arg == "-o" {
            let path = args
                .optional_positional()
                .ok_or_else(|| UsageError::new("-o needs a value"))?;
            output = Some(PathBuf::from(path));
        } else if variant.is_none() {
            variant = Some(read_variant(&arg)?);
        } else {
            return Err(UsageError::new(format!("unexpected argument '{arg}'")));
        }
    }
    args.finish()?;
    Ok(Request {
        variant: variant.ok_or_else(|| UsageError::new("missing <variant>"))?,
        games,
        seed,
        play,
        fit,
        output: output.ok_or_else(|| UsageError::new("missing -o <file>"))?,
    })
}

/// Runs the `train` subcommand.
pub fn run(args: Args) -> Result<(), UsageError> {
    let request = parse(args)?;
    let weights = train_weights(&request);
    std::fs::write(&request.output, weights.to_bytes())
        .map_err(|e| UsageError::new(format!("writing {}: {e}", request.output.display())))?;
    println!("wrote {}", request.output.display());
    Ok(())
}

/// Plays the games and fits the weights, printing progress.
fn train_weights(r: &Request) -> Weights {
    let (mut fit_set, mut valid) = (Vec::<Sample>::new(), Vec::<Sample>::new());
    for index in 0..r.games {
        let samples = train::play_game(r.variant, mix(r.seed, u64::from(index)), &r.play);
        if index % 10 == 9 {
            valid.extend(samples);
        } else {
            fit_set.extend(samples);
        }
        let played = index + 1;
        if played % REPORT_EVERY == 0 || played == r.games {
            println!(
                "games {played}/{}: {} positions ({} for validation)",
                r.games,
                fit_set.len() + valid.len(),
                valid.len()
            );
        }
    }
    let (weights, _) = train::fit(
        &Weights::classic(r.variant),
        &fit_set,
        &valid,
        &r.fit,
        &mut |p| match p {
            Progress::K { k, train, valid } => {
                println!("K = {k:.1}: loss {train:.5}, validation {valid:.5}")
            }
            Progress::Epoch {
                epoch,
                train,
                valid,
            } => println!(
                "epoch {epoch}/{}: loss {train:.5}, validation {valid:.5}",
                r.fit.epochs
            ),
        },
    );
    weights
}

/// A seed for `n` derived from `seed` (SplitMix64 finaliser).
fn mix(seed: u64, n: u64) -> u64 {
    let mut z = seed ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Args {
        Args::new(s.split_whitespace().map(str::to_owned))
    }

    #[test]
    fn reads_the_sizes_the_seed_and_the_output() {
        let r = parse(args(
            "russian --games 30 --nodes 500 --seed 9 --epochs 4 -o w.bin",
        ))
        .unwrap();
        assert_eq!(r.variant, Variant::Russian);
        assert_eq!(
            (r.games, r.seed, r.play.nodes, r.fit.epochs),
            (30, 9, 500, 4)
        );
        assert_eq!(r.output, PathBuf::from("w.bin"));
        assert!(parse(args("russian --games 30")).is_err());
        assert!(parse(args("--games 30 -o w.bin")).is_err());
        assert!(parse(args("russian -o w.bin")).is_err());
    }
}
