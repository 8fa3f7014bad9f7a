//! `damabot analyse <variant> [--fen <FEN>] [--movetime <ms>] [--level <n>]
//! [--algebraic]`: searches a position and prints one `info` line per
//! completed depth, then the score, `depth <d>`, the nodes, the time, the
//! speed, the principal variation and, last, `bestmove <route>` with the
//! route written as `damabot moves` writes it.
//!
//! Without `--level` the search runs at full strength for `--movetime`
//! milliseconds (default 1000). With `--level` it plays as that level
//! (seed 0); `--movetime` then replaces the level's time limit.

use std::time::Duration;

use draughts::{Game, Move, Notation, Position};
use draughts_ai::{Level, Limits, SearchResult, Settings};

use super::moves::notation;
use super::perft::{read_position, read_variant};
use super::{Args, UsageError};

/// The movetime used when none is given.
const DEFAULT_MOVETIME_MS: u64 = 1_000;

/// The longest movetime accepted: ten minutes.
const MAX_MOVETIME_MS: u64 = 600_000;

/// Runs the `analyse` subcommand.
pub fn run(mut args: Args) -> Result<(), UsageError> {
    let algebraic = args.switch("algebraic");
    let fen = args.value("fen")?;
    let movetime = read_movetime(&mut args)?;
    let level = read_level(&mut args, "level")?;
    let variant = read_variant(&args.positional("variant")?)?;
    args.finish()?;
    let position = read_position(variant, fen.as_deref())?;
    let notation = notation(algebraic);
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
    let game = Game::from_position(position);
    let result = draughts_ai::search(&game, &settings).ok_or_else(|| {
        UsageError::new(format!(
            "no legal move: {} to move has lost in this position",
            position.turn()
        ))
    })?;
    print!("{}", report(&position, &result, notation));
    Ok(())
}

/// Reads `--movetime <ms>` (1 to ten minutes).
pub(crate) fn read_movetime(args: &mut Args) -> Result<Option<Duration>, UsageError> {
    match args.parsed::<u64>("movetime")? {
        None => Ok(None),
        Some(ms) if (1..=MAX_MOVETIME_MS).contains(&ms) => Ok(Some(Duration::from_millis(ms))),
        Some(ms) => Err(UsageError::new(format!(
            "--movetime must be from 1 to {MAX_MOVETIME_MS} ms, not {ms}"
        ))),
    }
}

/// Reads `--<flag> <n>` as a level from 1 to 8.
fn read_level(args: &mut Args, flag: &str) -> Result<Option<Level>, UsageError> {
    args.value(flag)?
        .map(|text| parse_level(flag, &text))
        .transpose()
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
