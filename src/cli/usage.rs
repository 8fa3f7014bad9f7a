//! Usage errors: what a subcommand or the command-line parser reports when
//! the command line is wrong, printed as one `error: …` line with exit
//! status 2 (scripts and the tests read that contract).
//!
//! clap's own errors are several lines (the message, a tip, the usage);
//! [`UsageError::from`] keeps one line of them, worded as the hand-written
//! parser before clap worded it: `missing <variant>`, `--fen needs a value`,
//! `unexpected argument '--flip'`. A value parser that fails with a
//! [`UsageError`] is printed as that error alone.

use std::error::Error as _;
use std::process::ExitCode;

use clap::error::{ContextKind, ContextValue, ErrorKind};

/// A command-line mistake: printed as one line, exit status 2.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[error("{0}")]
pub struct UsageError(pub String);

impl UsageError {
    /// Builds an error from any message.
    pub fn new(message: impl Into<String>) -> Self {
        UsageError(message.into())
    }
}

impl From<clap::Error> for UsageError {
    fn from(error: clap::Error) -> Self {
        UsageError(one_line(&error))
    }
}

/// The exit of a command line clap refused or answered itself: `--help`
/// and `--version` print their text and succeed; anything else is a usage
/// error.
pub fn clap_exit(error: clap::Error) -> ExitCode {
    match error.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => match error.print() {
            Ok(()) => ExitCode::SUCCESS,
            Err(_) => ExitCode::FAILURE,
        },
        _ => exit(Err(error.into())),
    }
}

/// The exit of a subcommand: success, or its usage error on one line of
/// standard error and status 2.
pub fn exit(result: Result<(), UsageError>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

/// One line for a clap error, without the `error: ` prefix.
fn one_line(error: &clap::Error) -> String {
    let arg = context(error, ContextKind::InvalidArg);
    // `--size <px>` → `--size`: the flag as the user typed it.
    let flag = arg.split(' ').next().unwrap_or_default().to_owned();
    let value = context(error, ContextKind::InvalidValue);
    match error.kind() {
        ErrorKind::ValueValidation => match error.source() {
            Some(source) => match source.downcast_ref::<UsageError>() {
                Some(usage) => usage.0.clone(),
                None => format!("{flag}: invalid value '{value}': {source}"),
            },
            None => format!("{flag}: invalid value '{value}'"),
        },
        ErrorKind::MissingRequiredArgument => format!("missing {arg}"),
        ErrorKind::InvalidValue if value.is_empty() => format!("{flag} needs a value"),
        ErrorKind::UnknownArgument => format!("unexpected argument '{arg}'"),
        ErrorKind::InvalidSubcommand => format!(
            "unknown subcommand '{}'",
            context(error, ContextKind::InvalidSubcommand)
        ),
        _ => {
            let text = error.render().to_string();
            let first = text.lines().next().unwrap_or_default();
            first.strip_prefix("error: ").unwrap_or(first).to_owned()
        }
    }
}

/// A context value of a clap error as text; several are joined by `, `.
fn context(error: &clap::Error, kind: ContextKind) -> String {
    match error.get(kind) {
        Some(ContextValue::String(s)) => s.clone(),
        Some(ContextValue::Strings(list)) => list.join(", "),
        Some(other) => other.to_string(),
        None => String::new(),
    }
}
