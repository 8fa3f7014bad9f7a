//! The Hub line syntax, both ways: `<command> <name>=<value> <flag> …`,
//! values in double quotes when they hold a space, `=` or nothing (Scan
//! 3.1's `protocol.txt`, "general syntax").
//!
//! A name is a run of characters that are neither blank, control, `=` nor
//! `"`; a value is a name or a quoted string (which cannot hold `"`). A
//! flag is a name without `=value`.

/// One line, split into its command and its arguments in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Line {
    /// The command word.
    pub(super) command: String,
    /// The arguments: a name and its value, `None` for a flag.
    pub(super) args: Vec<(String, Option<String>)>,
}

impl Line {
    /// The value of the argument `name` (the last one if repeated); a flag
    /// reads as `Some("")`.
    pub(super) fn value(&self, name: &str) -> Option<&str> {
        self.args
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_deref().unwrap_or(""))
    }

    /// Whether the argument `name` is present, as a flag or with a value.
    pub(super) fn has(&self, name: &str) -> bool {
        self.args.iter().any(|(n, _)| n == name)
    }
}

/// Why a line does not follow the syntax.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub(super) enum SyntaxError {
    /// The line is empty or blank.
    #[error("missing command")]
    MissingCommand,
    /// A name was expected at this character.
    #[error("expected a name at column {0}")]
    ExpectedName(usize),
    /// A quoted value has no closing quote.
    #[error("missing closing quote")]
    UnclosedQuote,
}

/// Whether `c` may appear in a name.
fn is_name_char(c: char) -> bool {
    !c.is_control() && !c.is_whitespace() && c != '=' && c != '"'
}

/// Reads one line.
pub(super) fn parse(text: &str) -> Result<Line, SyntaxError> {
    let mut scanner = Scanner {
        chars: text.chars().collect(),
        at: 0,
    };
    if scanner.at_end() {
        return Err(SyntaxError::MissingCommand);
    }
    let command = scanner.name()?;
    let mut args = Vec::new();
    while !scanner.at_end() {
        let name = scanner.name()?;
        let value = if scanner.peek() == Some('=') {
            scanner.at += 1;
            Some(scanner.value()?)
        } else {
            None
        };
        args.push((name, value));
    }
    Ok(Line { command, args })
}

/// A cursor over a line's characters.
struct Scanner {
    chars: Vec<char>,
    at: usize,
}

impl Scanner {
    fn skip_blanks(&mut self) {
        while self.chars.get(self.at).is_some_and(|c| c.is_whitespace()) {
            self.at += 1;
        }
    }

    /// Whether only blanks are left.
    fn at_end(&mut self) -> bool {
        self.skip_blanks();
        self.at == self.chars.len()
    }

    /// The next character after blanks.
    fn peek(&mut self) -> Option<char> {
        self.skip_blanks();
        self.chars.get(self.at).copied()
    }

    fn name(&mut self) -> Result<String, SyntaxError> {
        self.skip_blanks();
        let start = self.at;
        while self.chars.get(self.at).copied().is_some_and(is_name_char) {
            self.at += 1;
        }
        if self.at == start {
            return Err(SyntaxError::ExpectedName(start + 1));
        }
        Ok(self.chars[start..self.at].iter().collect())
    }

    fn value(&mut self) -> Result<String, SyntaxError> {
        if self.peek() != Some('"') {
            return self.name();
        }
        self.at += 1;
        let start = self.at;
        while self.chars.get(self.at).is_some_and(|&c| c != '"') {
            self.at += 1;
        }
        if self.at == self.chars.len() {
            return Err(SyntaxError::UnclosedQuote);
        }
        let value = self.chars[start..self.at].iter().collect();
        self.at += 1;
        Ok(value)
    }
}

/// Writes lines: a command followed by `name=value` pairs, quoting the
/// values that need it.
#[derive(Clone, Debug)]
pub(super) struct Out(String);

impl Out {
    /// A line starting with `command`.
    pub(super) fn new(command: &str) -> Out {
        Out(command.to_owned())
    }

    /// Appends `name=value`, quoted if `value` is empty or holds a
    /// character a name cannot (a `"` in it becomes `'`).
    pub(super) fn pair(mut self, name: &str, value: impl ToString) -> Out {
        let value = value.to_string();
        self.0.push(' ');
        self.0.push_str(name);
        self.0.push('=');
        if !value.is_empty() && value.chars().all(is_name_char) {
            self.0.push_str(&value);
        } else {
            self.0.push('"');
            self.0.push_str(&value.replace('"', "'"));
            self.0.push('"');
        }
        self
    }

    /// Appends `name=value` when there is a value.
    pub(super) fn maybe(self, name: &str, value: Option<impl ToString>) -> Out {
        match value {
            Some(v) => self.pair(name, v),
            None => self,
        }
    }

    /// The line, without its end of line.
    pub(super) fn text(self) -> String {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn arg(name: &str, value: Option<&str>) -> (String, Option<String>) {
        (name.to_owned(), value.map(str::to_owned))
    }

    #[test]
    fn reads_commands_pairs_flags_and_quoted_values() {
        let line = parse("  pos pos=Wbe moves=\"32-28 17-22\" start  ").unwrap();
        assert_eq!(line.command, "pos");
        assert_eq!(
            line.args,
            vec![
                arg("pos", Some("Wbe")),
                arg("moves", Some("32-28 17-22")),
                arg("start", None)
            ]
        );
        assert_eq!(line.value("moves"), Some("32-28 17-22"));
        assert_eq!(line.value("start"), Some(""));
        assert!(line.has("start") && !line.has("fen"));
        let spaced = parse("level move-time = 0.5 x=\"\"").unwrap();
        assert_eq!(
            spaced.args,
            vec![arg("move-time", Some("0.5")), arg("x", Some(""))]
        );
    }

    #[test]
    fn rejects_what_is_not_a_line() {
        assert_eq!(parse("   "), Err(SyntaxError::MissingCommand));
        assert_eq!(parse("=x"), Err(SyntaxError::ExpectedName(1)));
        assert_eq!(parse("go ="), Err(SyntaxError::ExpectedName(4)));
        assert_eq!(parse("level depth="), Err(SyntaxError::ExpectedName(13)));
        assert_eq!(parse("pos moves=\"32-28"), Err(SyntaxError::UnclosedQuote));
    }

    #[test]
    fn writes_pairs_quoted_only_when_needed() {
        let line = Out::new("info")
            .pair("depth", 7)
            .pair("pv", "32-28 17-22")
            .pair("empty", "")
            .maybe("ponder", None::<&str>)
            .maybe("score", Some("-0.25"))
            .pair("message", "say \"hi\"")
            .text();
        assert_eq!(
            line,
            "info depth=7 pv=\"32-28 17-22\" empty=\"\" score=-0.25 message=\"say 'hi'\""
        );
    }
}
