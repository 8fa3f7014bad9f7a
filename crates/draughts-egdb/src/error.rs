//! What can go wrong with tables.

use std::path::PathBuf;

/// An endgame database error.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum EgdbError {
    /// The variant's rules do not fit the generator (see
    /// [`crate::fits`]).
    #[error("no endgame tables for {0}: its rules do not fit the generator")]
    Unsupported(&'static str),
    /// A table file is damaged, truncated, or of another variant.
    #[error("corrupt table: {0}")]
    Corrupt(String),
    /// A table a position leads to is missing (generate smaller ones first).
    #[error("missing table {0}")]
    Missing(String),
    /// Reading or writing a file failed.
    #[error("{path}: {message}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The system's message.
        message: String,
    },
}

impl EgdbError {
    /// An I/O error on `path`.
    pub(crate) fn io(path: &std::path::Path, e: &std::io::Error) -> EgdbError {
        EgdbError::Io {
            path: path.to_owned(),
            message: e.to_string(),
        }
    }
}
