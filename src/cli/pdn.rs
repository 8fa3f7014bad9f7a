//! `damabot pdn <game-id> -o <file> [--db <path>]`: writes a stored game's
//! PDN record, the same file `/pdn` sends in a chat; `-o -` writes it to
//! standard output.
//!
//! The database is `--db`, else `DATABASE_PATH` (environment or `.env`),
//! else `damabot.sqlite3`, as for the bot. A missing game or an unreadable
//! database is reported as one line, and nothing is written.

use std::io::Write;
use std::path::PathBuf;

use super::UsageError;
use crate::app::{Core, CoreConfig, GameId};
use crate::config::Config;
use crate::store::Store;

/// Write a stored game's PDN record (-o -: to standard output)
///
/// The same file `/pdn` sends in a chat.
#[derive(Debug, clap::Args)]
pub struct PdnArgs {
    /// The game's number (`#12` or `12`)
    #[arg(value_name = "game-id", value_parser = read_game_id)]
    game: GameId,
    /// The file to write; `-` writes to standard output
    #[arg(short = 'o', value_name = "file")]
    output: PathBuf,
    /// The SQLite database (default: DATABASE_PATH, else damabot.sqlite3)
    #[arg(long, value_name = "path")]
    db: Option<PathBuf>,
}

/// Reads a game id, with or without its `#`.
fn read_game_id(text: &str) -> Result<GameId, UsageError> {
    text.trim_start_matches('#')
        .parse()
        .map_err(|_| UsageError::new(format!("'{text}' is not a game id")))
}

/// Runs the subcommand.
pub fn run(args: PdnArgs) -> Result<(), UsageError> {
    let PdnArgs { game, output, db } = args;
    let db = match db {
        Some(path) => path,
        None => {
            Config::from_env()
                .map_err(|e| UsageError::new(e.to_string()))?
                .database_path
        }
    };
    if !db.exists() {
        return Err(UsageError::new(format!("no database at {}", db.display())));
    }
    let store =
        Store::open(&db).map_err(|e| UsageError::new(format!("opening {}: {e}", db.display())))?;
    let text = Core::new(store, CoreConfig::default())
        .pdn(game)
        .map_err(|e| UsageError::new(format!("reading game {game}: {e}")))?
        .ok_or_else(|| UsageError::new(format!("no game {game} in {}", db.display())))?;
    if output.as_os_str() == "-" {
        let mut stdout = std::io::stdout().lock();
        return stdout
            .write_all(text.as_bytes())
            .and_then(|()| stdout.flush())
            .map_err(|e| UsageError::new(format!("writing to standard output: {e}")));
    }
    std::fs::write(&output, text)
        .map_err(|e| UsageError::new(format!("writing {}: {e}", output.display())))
}
