//! `damabot pdn <game-id> -o <file> [--db <path>]`: writes a stored game's
//! PDN record, the same file `/pdn` sends in a chat; `-o -` writes it to
//! standard output.
//!
//! The database is `--db`, else `DATABASE_PATH` (environment or `.env`),
//! else `damabot.sqlite3`, as for the bot. A missing game or an unreadable
//! database is reported as one line, and nothing is written.

use std::io::Write;
use std::path::PathBuf;

use super::{Args, UsageError};
use crate::app::{Core, CoreConfig, GameId};
use crate::config::Config;
use crate::store::Store;

/// Runs the subcommand.
pub fn run(mut args: Args) -> Result<(), UsageError> {
    let db = args.value("db")?.map(PathBuf::from);
    let mut game = None;
    let mut output = None;
    while let Some(arg) = args.optional_positional() {
        if arg == "-o" {
            let path = args
                .optional_positional()
                .ok_or_else(|| UsageError::new("-o needs a value"))?;
            output = Some(PathBuf::from(path));
        } else if game.is_none() {
            let id = arg
                .trim_start_matches('#')
                .parse::<GameId>()
                .map_err(|_| UsageError::new(format!("'{arg}' is not a game id")))?;
            game = Some(id);
        } else {
            return Err(UsageError::new(format!("unexpected argument '{arg}'")));
        }
    }
    args.finish()?;
    let game = game.ok_or_else(|| UsageError::new("missing <game-id>"))?;
    let output = output.ok_or_else(|| UsageError::new("missing -o <file>"))?;
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
