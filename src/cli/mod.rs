//! The command line of the `damabot` binary, on clap's derive API.
//!
//! Each subcommand lives in its own file, which holds its options struct
//! (`#[derive(clap::Args)]`, whose doc comments are its `--help`) and a
//! `run` that returns `Result<(), UsageError>`. A usage error, clap's or a
//! subcommand's, is printed as one line and the process exits with status 2
//! (src/cli/usage.rs); `--help` and `--version` exit 0.
//!
//! Adding a subcommand: a file `src/cli/<name>.rs` with its options struct
//! and `run`, one variant in [`Command`] and one arm in [`dispatch`].

pub mod analyse;
pub mod book;
pub mod egdb;
pub mod hub;
pub mod migrate;
pub mod moves;
pub mod pdn;
pub mod perft;
pub mod render;
pub mod selfplay;
pub mod train;
pub mod usage;

pub use usage::UsageError;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// What `main` should do with the command line.
pub enum Invocation {
    /// Run the bot: Telegram and/or Discord when their tokens are set,
    /// otherwise (or when `console` is true) the local console chat.
    Bot { console: bool },
    /// A subcommand ran to completion with this exit code.
    Done(ExitCode),
}

/// A draughts bot for Telegram, Discord and a local console chat.
///
/// Without a subcommand, runs the bot: Telegram and/or Discord when their
/// tokens are set (environment or `.env`), otherwise the console chat.
#[derive(Debug, Parser)]
#[command(name = "damabot", version)]
pub struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

/// The subcommands, in the order `damabot --help` lists them.
#[derive(Debug, Subcommand)]
enum Command {
    /// Run the bot on the local console chat only, even when tokens are set
    Console,
    // The others' help is their options struct's doc comment, in their file.
    Perft(perft::PerftArgs),
    Moves(moves::MovesArgs),
    Render(render::RenderArgs),
    Analyse(analyse::AnalyseArgs),
    Hub(hub::HubArgs),
    Pdn(pdn::PdnArgs),
    Migrate(migrate::MigrateArgs),
    Selfplay(selfplay::SelfplayArgs),
    Egdb(egdb::EgdbArgs),
    Train(train::TrainArgs),
    Book(book::BookArgs),
}

/// Runs a subcommand if `argv` names one; otherwise says to run the bot.
pub fn dispatch(argv: Vec<String>) -> Invocation {
    let cli = match Cli::try_parse_from(argv) {
        Ok(cli) => cli,
        Err(error) => return Invocation::Done(usage::clap_exit(error)),
    };
    let result = match cli.command {
        None => return Invocation::Bot { console: false },
        Some(Command::Console) => return Invocation::Bot { console: true },
        Some(Command::Perft(args)) => perft::run(args),
        Some(Command::Moves(args)) => moves::run(args),
        Some(Command::Render(args)) => render::run(args),
        Some(Command::Analyse(args)) => analyse::run(args),
        Some(Command::Hub(args)) => hub::run(args),
        Some(Command::Pdn(args)) => pdn::run(args),
        Some(Command::Migrate(args)) => migrate::run(args),
        Some(Command::Selfplay(args)) => selfplay::run(args),
        Some(Command::Egdb(args)) => egdb::run(args),
        Some(Command::Train(args)) => train::run(args),
        Some(Command::Book(args)) => book::run(args),
    };
    Invocation::Done(usage::exit(result))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// clap's own consistency checks (duplicate names, bad defaults).
    #[test]
    fn the_command_line_is_well_formed() {
        use clap::CommandFactory;
        Cli::command().debug_assert();
    }
}
