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

use super::UsageError;
use super::perft::read_variant;

/// The most games one run may play.
const MAX_GAMES: u32 = 1_000_000;

/// Every this many games, a progress line.
const REPORT_EVERY: u32 = 50;

/// Train a variant's learned evaluation (docs/training.md)
///
/// Plays self-play games, labels their quiet positions with the results,
/// fits the weights by logistic regression and writes the weights file.
/// The same arguments always give the same file.
#[derive(Debug, clap::Args)]
pub struct TrainArgs {
    /// The variant (international, russian, …)
    #[arg(value_name = "variant", value_parser = read_variant)]
    variant: Variant,
    /// Self-play games to play, 1 to 1000000 (every tenth for validation)
    #[arg(long, value_name = "n", value_parser = read_games, allow_negative_numbers = true)]
    games: u32,
    /// Positions searched a move in the self-play games
    #[arg(long, value_name = "n")]
    nodes: Option<u64>,
    /// The seed of the games' openings
    #[arg(long, value_name = "n", default_value_t = 0)]
    seed: u64,
    /// Passes of the fit over the positions
    #[arg(long, value_name = "n")]
    epochs: Option<u32>,
    /// The L2 penalty on the pattern weights
    #[arg(long, value_name = "x")]
    l2: Option<f64>,
    /// The learning rate of the dense weights (0 holds them)
    #[arg(long = "dense-rate", value_name = "x")]
    dense_rate: Option<f64>,
    /// The weights file to write
    #[arg(short = 'o', value_name = "file")]
    output: PathBuf,
}

/// A number of games from 1 to [`MAX_GAMES`].
fn read_games(text: &str) -> Result<u32, UsageError> {
    match text.parse::<u32>() {
        Ok(n) if (1..=MAX_GAMES).contains(&n) => Ok(n),
        _ => Err(UsageError::new(format!(
            "--games must be from 1 to {MAX_GAMES}, not {text}"
        ))),
    }
}

/// What one run of `train` is asked to do.
#[derive(Clone, Debug, PartialEq)]
struct Request {
    variant: Variant,
    games: u32,
    seed: u64,
    play: GameConfig,
    fit: FitConfig,
    output: PathBuf,
}

impl From<TrainArgs> for Request {
    fn from(a: TrainArgs) -> Request {
        let mut play = GameConfig::default();
        if let Some(nodes) = a.nodes {
            play.nodes = nodes.max(1);
        }
        let mut fit = FitConfig::default();
        if let Some(epochs) = a.epochs {
            fit.epochs = epochs;
        }
        if let Some(l2) = a.l2 {
            fit.l2 = l2.max(0.0);
        }
        if let Some(rate) = a.dense_rate {
            fit.dense_rate = rate.max(0.0);
        }
        Request {
            variant: a.variant,
            games: a.games,
            seed: a.seed,
            play,
            fit,
            output: a.output,
        }
    }
}

/// Runs the `train` subcommand.
pub fn run(args: TrainArgs) -> Result<(), UsageError> {
    let request = Request::from(args);
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
        let samples = train::play_game(
            r.variant,
            draughts_ai::mix_seed(r.seed, u64::from(index)),
            &r.play,
        );
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

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    /// The subcommand alone, as clap reads it.
    #[derive(Debug, Parser)]
    struct Line {
        #[command(flatten)]
        args: TrainArgs,
    }

    fn parse(s: &str) -> Result<Request, clap::Error> {
        Line::try_parse_from(std::iter::once("train").chain(s.split_whitespace()))
            .map(|l| Request::from(l.args))
    }

    #[test]
    fn reads_the_sizes_the_seed_and_the_output() {
        let r = parse("russian --games 30 --nodes 500 --seed 9 --epochs 4 -o w.bin").unwrap();
        assert_eq!(r.variant, Variant::Russian);
        assert_eq!(
            (r.games, r.seed, r.play.nodes, r.fit.epochs),
            (30, 9, 500, 4)
        );
        assert_eq!(r.output, PathBuf::from("w.bin"));
        assert!(parse("russian --games 30").is_err());
        assert!(parse("--games 30 -o w.bin").is_err());
        assert!(parse("russian -o w.bin").is_err());
        assert!(parse("russian --games 0 -o w.bin").is_err());
    }
}
