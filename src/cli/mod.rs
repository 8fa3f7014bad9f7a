//! The command-line subcommands of the `damabot` binary.
//!
//! Each subcommand lives in its own file and returns `Result<(), UsageError>`;
//! a usage error is printed as one line and the process exits with status 2.

pub mod analyse;
pub mod args;
pub mod hub;
pub mod migrate;
pub mod moves;
pub mod pdn;
pub mod perft;
pub mod render;
pub mod selfplay;
pub mod train;

pub use args::{Args, UsageError};

use std::process::ExitCode;

/// What `main` should do with the command line.
pub enum Invocation {
    /// Run the bot: Telegram and/or Discord when their tokens are set,
    /// otherwise (or when `console` is true) the local console chat.
    Bot { console: bool },
    /// A subcommand ran to completion with this exit code.
    Done(ExitCode),
}

/// Runs a subcommand if `argv` names one; otherwise says to run the bot.
pub fn dispatch(argv: Vec<String>) -> Invocation {
    let mut it = argv.into_iter().skip(1);
    let Some(name) = it.next() else {
        return Invocation::Bot { console: false };
    };
    let args = Args::new(it);
    let result = match name.as_str() {
        "help" | "--help" | "-h" => {
            print!("{USAGE}");
            args.finish()
        }
        "console" => return Invocation::Bot { console: true },
        "perft" => perft::run(args),
        "moves" => moves::run(args),
        "render" => render::run(args),
        "analyse" => analyse::run(args),
        "hub" => hub::run(args),
        "selfplay" => selfplay::run(args),
        "train" => train::run(args),
        "pdn" => pdn::run(args),
        "migrate" => migrate::run(args),
        other => Err(UsageError::new(format!("unknown subcommand '{other}'"))),
    };
    Invocation::Done(finish(result))
}

/// One line per subcommand; printed by `damabot help`.
const USAGE: &str = "\
usage: damabot [console]            run the bot (the console chat when no token is set)
       damabot help                 this text
       damabot perft <variant> <depth> [--fen <FEN>] [--routes] [--divide]   count leaf nodes
       damabot moves <variant> [--fen <FEN>] [--routes] [--algebraic]        list the legal moves
       damabot render <variant> [--fen <FEN>] [--last <move>] [--theme <name>] [--size <px>] -o <file.png>   draw a board (--batch <file> -o <dir>: one per FEN line; --time <n>: bytes and ms per board)
       damabot analyse <variant> [--fen <FEN>] [--movetime <ms>] [--level <n>] [--algebraic]   search a position: score, depth, nodes/s, bestmove
       damabot hub                  play the Hub protocol (version 2, Scan 3.1's) on standard input and output: for draughts GUIs and tournament managers (docs/hub.md)
       damabot pdn <game-id> -o <file> [--db <path>]   write a stored game's PDN record (-o -: to standard output; the database of DATABASE_PATH by default)
       damabot migrate              apply the database's pending migrations (DATABASE_URL, else DATABASE_PATH) and exit
       damabot selfplay <variant> --a <level> --b <level> --games <n> [--movetime <ms>] [--seed <n>] [--keep a|b] [--eval-a|--eval-b learned|classic]   play a match between AI levels (1-8 or random)
       damabot train <variant> --games <n> [--nodes <n>] [--seed <n>] [--epochs <n>] [--l2 <x>] [--dense-rate <x>] -o <file>   train the learned evaluation on self-play and write its weights (docs/training.md)
";

fn finish(result: Result<(), UsageError>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}
