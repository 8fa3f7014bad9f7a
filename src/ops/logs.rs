//! The log output: lines on standard error, as text or (with
//! `DAMABOT_LOG_FORMAT=json`) one JSON object per line for a log collector;
//! colour only on a terminal; `RUST_LOG` chooses what is logged (default
//! `info`), with the Discord adapter's directives that keep the websocket
//! library's frame dumps (Discord's Identify frame holds the token) out.

use std::io::IsTerminal as _;

use tracing_subscriber::EnvFilter;

use crate::adapters::discord;

/// How log lines are written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LogFormat {
    /// Human-readable lines (the default).
    #[default]
    Text,
    /// One JSON object per line: `timestamp`, `level`, `target`, `fields`
    /// (the message and its fields) and the `span`s.
    Json,
}

/// A `DAMABOT_LOG_FORMAT` that is neither `text` nor `json`.
#[derive(Debug, thiserror::Error)]
#[error("'{0}' is not a log format: expected text or json")]
pub struct UnknownFormat(String);

impl std::str::FromStr for LogFormat {
    type Err = UnknownFormat;

    fn from_str(text: &str) -> Result<LogFormat, UnknownFormat> {
        match text.trim().to_ascii_lowercase().as_str() {
            "text" => Ok(LogFormat::Text),
            "json" => Ok(LogFormat::Json),
            _ => Err(UnknownFormat(text.to_owned())),
        }
    }
}

/// Installs the process's log subscriber, writing to standard error.
pub fn init(format: LogFormat) {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let filter = discord::LOG_DIRECTIVES
        .iter()
        .filter_map(|d| d.parse().ok())
        .fold(filter, |f, d| f.add_directive(d));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    match format {
        LogFormat::Json => builder.json().init(),
        LogFormat::Text => builder.with_ansi(colour()).init(),
    }
}

/// Colour codes only for a person at a terminal who did not ask for none
/// (`NO_COLOR`).
fn colour() -> bool {
    std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_are_read_in_any_case_and_others_refused() {
        assert_eq!("json".parse::<LogFormat>().ok(), Some(LogFormat::Json));
        assert_eq!(" Text ".parse::<LogFormat>().ok(), Some(LogFormat::Text));
        let refused = "yaml".parse::<LogFormat>().expect_err("not a format");
        assert_eq!(
            refused.to_string(),
            "'yaml' is not a log format: expected text or json"
        );
    }
}
