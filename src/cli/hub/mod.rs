//! `damabot hub`: the engine behind the Hub protocol, version 2, as Scan
//! 3.1's `protocol.txt` defines it, so that a draughts GUI (Hub) or a
//! tournament manager can play it. See `docs/hub.md` for the whole
//! dialogue; in short:
//!
//! - `hub` → `id name=damabot version=…`, one `param` line per parameter,
//!   `wait`; `set-param name=… value=…`; `init` → `ready`.
//! - `pos [start] [pos=<position>] [fen=<FEN>] [moves="<move> …"]`, `level`
//!   (`depth=`, `nodes=`, `move-time=`, `time=`/`moves=`/`inc=`,
//!   `infinite`), `go think|ponder|analyze` → `info depth=… score=… nodes=…
//!   time=… nps=… pv="…"` per completed iteration, then `done move=…
//!   [ponder=…]`.
//! - `stop`, `ponder-hit`, `ping` → `pong`, `new-game`, `quit`; a line that
//!   cannot be carried out → `error message="…"`.
//!
//! **Extension: the variant.** The parameter `variant` selects any of the
//! 21 variants by its name (`set-param name=variant value=russian`; Scan's
//! `normal` is read as `international`). Positions and moves then use that
//! board's squares (see `notation`). `fen=` gives a position as damabot's
//! FEN, for what the position letters cannot say (parachutists, Frisian's
//! counted king moves).
//!
//! **Extension: the book.** The parameter `book` (on by default) makes
//! `go think` play the opening book's best move at once while the game is
//! in the book, as level 8 does in the bot.
//!
//! ## Data flow
//! A reader thread turns input lines into events on one channel. The
//! protocol loop ([`session`]) takes the events one at a time and is the
//! only writer of output. A search runs on a thread of its own, which
//! borrows the [`draughts_ai::Engine`] (its transposition table) for the
//! time of the search and sends it back with the result; its `info` lines
//! travel through the same channel.
//!
//! ## Invariants
//! - At most one search runs. While it runs, `ping`, `stop`, `ponder-hit`
//!   and `quit` act at once; every other line waits, in order, until the
//!   search's `done` line is written. At most 1 024 lines wait; more are
//!   refused with an error, so memory stays bounded.
//! - The engine keeps its table and the game (with its history since the
//!   last irreversible move) between searches, so a repetition of an
//!   earlier position is seen; `new-game` forgets both.
//! - Every line is answered as the protocol says or with one `error` line;
//!   no input makes the process panic. End of input ends the process.

mod level;
mod notation;
mod session;
mod syntax;
#[cfg(test)]
mod tests;

use std::io::{self, BufReader};

use super::UsageError;

use session::serve;

/// Play the Hub protocol (version 2, Scan 3.1's) on standard input and output
///
/// For draughts GUIs and tournament managers; docs/hub.md has the dialogue.
#[derive(Debug, clap::Args)]
pub struct HubArgs {}

/// Runs the `hub` subcommand on standard input and output.
pub fn run(_: HubArgs) -> Result<(), UsageError> {
    serve(BufReader::new(io::stdin()), io::stdout().lock())
        .map_err(|e| UsageError::new(format!("hub: {e}")))
}
