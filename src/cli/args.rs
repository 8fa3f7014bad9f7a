//! A tiny, strict argument reader shared by every subcommand.
//!
//! Subcommands take positionals and `--flag [value]` options. Anything the
//! subcommand did not ask for is an error, so typos never pass silently.

use std::collections::VecDeque;

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

/// The remaining arguments of one subcommand.
#[derive(Debug)]
pub struct Args {
    rest: VecDeque<String>,
}

impl Args {
    /// Wraps the arguments that follow the subcommand name.
    pub fn new(args: impl IntoIterator<Item = String>) -> Self {
        Args {
            rest: args.into_iter().collect(),
        }
    }

    /// Removes `--name` (a switch without value) and says whether it was there.
    pub fn switch(&mut self, name: &str) -> bool {
        let flag = format!("--{name}");
        let before = self.rest.len();
        self.rest.retain(|a| *a != flag);
        self.rest.len() != before
    }

    /// Removes `--name <value>` (or `--name=<value>`) and returns the value.
    pub fn value(&mut self, name: &str) -> Result<Option<String>, UsageError> {
        let flag = format!("--{name}");
        let prefixed = format!("--{name}=");
        let Some(i) = self
            .rest
            .iter()
            .position(|a| *a == flag || a.starts_with(&prefixed))
        else {
            return Ok(None);
        };
        let arg = self.rest.remove(i).unwrap_or_default();
        if let Some(v) = arg.strip_prefix(&prefixed) {
            return Ok(Some(v.to_owned()));
        }
        match self.rest.remove(i) {
            Some(v) => Ok(Some(v)),
            None => Err(UsageError::new(format!("{flag} needs a value"))),
        }
    }

    /// Like [`Args::value`], parsed with `FromStr`; the error names the flag.
    pub fn parsed<T: std::str::FromStr>(&mut self, name: &str) -> Result<Option<T>, UsageError> {
        match self.value(name)? {
            None => Ok(None),
            Some(v) => v
                .parse()
                .map(Some)
                .map_err(|_| UsageError::new(format!("--{name}: invalid value '{v}'"))),
        }
    }

    /// Takes the next positional argument; `what` names it in the error.
    pub fn positional(&mut self, what: &str) -> Result<String, UsageError> {
        match self.rest.iter().position(|a| !a.starts_with("--")) {
            Some(i) => Ok(self.rest.remove(i).unwrap_or_default()),
            None => Err(UsageError::new(format!("missing <{what}>"))),
        }
    }

    /// Takes the next positional argument if there is one.
    pub fn optional_positional(&mut self) -> Option<String> {
        let i = self.rest.iter().position(|a| !a.starts_with("--"))?;
        self.rest.remove(i)
    }

    /// Fails if any argument was left unread.
    pub fn finish(self) -> Result<(), UsageError> {
        match self.rest.front() {
            None => Ok(()),
            Some(a) => Err(UsageError::new(format!("unexpected argument '{a}'"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Args {
        Args::new(s.split_whitespace().map(str::to_owned))
    }

    #[test]
    fn reads_flags_values_and_positionals_in_any_order() {
        let mut a = args("--fen W:Wa2:Bh7 english --routes 3");
        assert!(a.switch("routes"));
        assert_eq!(a.value("fen").unwrap().as_deref(), Some("W:Wa2:Bh7"));
        assert_eq!(a.positional("variant").unwrap(), "english");
        assert_eq!(a.positional("depth").unwrap(), "3");
        assert!(a.finish().is_ok());
    }

    #[test]
    fn rejects_leftovers_and_missing_values() {
        let mut a = args("perft --fen");
        assert_eq!(a.value("fen").unwrap_err().0, "--fen needs a value");
        let a = args("--divide");
        assert_eq!(a.finish().unwrap_err().0, "unexpected argument '--divide'");
        let mut a = args("--depth=x");
        assert!(a.parsed::<u32>("depth").is_err());
    }
}
