//! Wiring only: read the command line, then run a subcommand or the bot.

use std::process::ExitCode;

use damabot::cli::{self, Invocation};

fn main() -> ExitCode {
    match cli::dispatch(std::env::args().collect()) {
        Invocation::Done(code) => code,
        Invocation::Bot { .. } => ExitCode::SUCCESS,
    }
}
