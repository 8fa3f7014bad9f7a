//! `damabot analyse <variant> [--fen <FEN>] [--movetime <ms>] [--level <n>]
//! [--algebraic]`: searches a position and prints one `info` line per
//! completed depth, then the score, `depth <d>`, the nodes, the time, the
//! speed, the principal variation and, last, `bestmove <route>` with the
//! route written as `damabot moves` writes it.
//!
//! Without `--level` the search runs at full strength for `--movetime`
//! milliseconds (default 1000). With `--level` it plays as that level
//! (seed 0); `--movetime` then replaces the level's time limit. As in a
//! game, that level plays from the opening book while the position is in
//! it: the report is then `book` and `bestmove`, with no search
//! (`--no-book` searches instead).

use std::time::Duration;

use draughts::{Game, Move, Notation, Position, Variant};
use draughts_ai::{Level, Limits, SearchResult, Settings};

use super::UsageError;
use super::moves::notation;
use super::perft::{read_position, read_variant};

/// The movetime used when none is given.
const DEFAULT_MOVETIME_MS: u64 = 1_000;

/// The longest movetime accepted: ten minutes.
const MAX_MOVETIME_MS: u64 = 600_000;

/// Search a position: score, depth, nodes/s, bestmove
///
/// Prints one `info` line per completed depth, then the score, depth,
/// nodes, time, speed, principal variation and, last, `bestmove`.
#[derive(Debug, clap::Args)]
pub struct AnalyseArgs {
    /// The variant (international, russian, english, …)
    #[arg(value_name = "variant", value_parser = read_variant)]
    variant: Variant,
    /// The position, in the variant's FEN (default: the start position)
    #[arg(long, value_name = "FEN")]
    fen: Option<String>,
    /// Search time in milliseconds, 1 to 600000 (default 1000; with
    /// --level, replaces the level's time limit)
    #[arg(long, value_name = "ms", value_parser = read_movetime, allow_negative_numbers = true)]
    movetime: Option<Duration>,
    /// Play as this level, 1 to 8 (seed 0), instead of at full strength
    #[arg(long, value_name = "n", value_parser = |text: &str| parse_level("level", text))]
    level: Option<Level>,
    /// Squares as a1–h8 from White's side, not the variant's own notation
    #[arg(long)]
    algebraic: bool,
    /// With --level, search even where the level would play from the
    /// opening book
    #[arg(long = "no-book")]
    no_book: bool,
}

/// Runs the `analyse` subcommand.
pub fn run(args: AnalyseArgs) -> Result<(), UsageError> {
    let AnalyseArgs {
        variant,
        fen,
        movetime,
        level,
        algebraic,
        no_book,
    } = args;
    let position = read_position(variant, fen.as_deref())?;
    let notation = notation(algebraic);
    let game = Game::from_position(position);
    if let Some(level) = level.filter(|_| !no_book)
        && let Some(mv) = draughts_ai::book_move(&game, level.number(), 0)
    {
        println!("book");
        println!("bestmove {}", position.move_text(&mv, notation));
        return Ok(());
    }
    let settings = match level {
        Some(level) => {
            let mut settings = level.settings(0);
            if movetime.is_some() {
                settings.limits.movetime = movetime;
            }
            settings
        }
        None => Settings::strongest(Limits::movetime(
            movetime.unwrap_or(Duration::from_millis(DEFAULT_MOVETIME_MS)),
        )),
    };
    let result = draughts_ai::search(&game, &settings).ok_or_else(|| {
        UsageError::new(format!(
            "no legal move: {} to move has lost in this position",
            position.turn()
        ))
    })?;
    print!("{}", report(&position, &result, notation));
    Ok(())
}

/// Reads the value of `--movetime <ms>` (1 to ten minutes).
pub(crate) fn read_movetime(text: &str) -> Result<Duration, UsageError> {
    let ms: u64 = text
        .parse()
        .map_err(|_| UsageError::new(format!("--movetime: invalid value '{text}'")))?;
    if (1..=MAX_MOVETIME_MS).contains(&ms) {
        Ok(Duration::from_millis(ms))
    } else {
        Err(UsageError::new(format!(
            "--movetime must be from 1 to {MAX_MOVETIME_MS} ms, not {ms}"
        )))
    }
}

/// Reads `text`, given for `--<flag>`, as a level from 1 to 8.
pub(crate) fn parse_level(flag: &str, text: &str) -> Result<Level, UsageError> {
    let number: u8 = text.parse().map_err(|_| {
        UsageError::new(format!(
            "--{flag}: '{text}' is not a level from {} to {}",
            Level::MIN,
            Level::MAX
        ))
    })?;
    Level::new(number).map_err(|e| UsageError::new(format!("--{flag}: {e}")))
}

/// A line of moves from `position`, written in `notation`.
fn line_text(position: &Position, line: &[Move], notation: Notation) -> String {
    let mut position = *position;
    let mut words = Vec::with_capacity(line.len());
    for mv in line {
        words.push(position.move_text(mv, notation));
        position = position.play_unchecked(mv);
    }
    words.join(" ")
}

/// The printed report: `info` lines, then the summary, `bestmove` last.
fn report(position: &Position, result: &SearchResult, notation: Notation) -> String {
    let mut out = String::new();
    for it in &result.iterations {
        out.push_str(&format!(
            "info depth {} score {} nodes {} time {} ms pv {}\n",
            it.depth,
            it.score,
            it.nodes,
            it.elapsed.as_millis(),
            line_text(position, &it.pv, notation)
        ));
    }
    out.push_str(&format!("score {}\n", result.score));
    out.push_str(&format!("depth {}\n", result.depth));
    out.push_str(&format!("seldepth {}\n", result.seldepth));
    out.push_str(&format!("nodes {}\n", result.nodes));
    out.push_str(&format!("time {} ms\n", result.elapsed.as_millis()));
    out.push_str(&format!("nps {}\n", result.nps()));
    out.push_str(&format!(
        "pv {}\n",
        line_text(position, &result.pv, notation)
    ));
    out.push_str(&format!(
        "bestmove {}\n",
        position.move_text(&result.best, notation)
    ));
    out
}
