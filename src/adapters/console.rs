//! The local console chat: the embedded default when no platform token is
//! set, and the way to try the bot on a fresh machine.
//!
//! Each input line is `<name>: <text>` (a message from user `<name>` in the
//! shared chat `local`) or `<name>@<chat>: <text>` (another chat; a chat named
//! after its user is that user's private chat). Replies are printed as
//! `[<chat>] <text>`; boards are printed as text diagrams and written as PNG
//! files under the boards directory, where `pdn` and `replay` write their
//! files too (`damabot-<game>.pdn`, `damabot-<game>.gif`). Scripts can be piped in: after each line
//! the console waits until the bot (including the AI) has answered and the
//! answer is printed.
//!
//! Output goes through the shared delivery like every platform's, in one
//! lane for all console chats, so it prints in the order it was produced.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use tokio::io::{AsyncBufRead, AsyncBufReadExt};

use crate::app::{ChatInfo, ChatKey, ChatKind, Platform, Receipt, Request, UserInfo, UserKey};
use crate::delivery::{Carrier, LaneOptions, OutBody, Outbox, Outgoing};
use crate::runtime::{Hub, SubmitError};
use crate::text::parse;

/// The chat a line without `@<chat>` belongs to.
pub const SHARED_CHAT: &str = "local";

/// A parsed console line.
#[derive(Debug, PartialEq, Eq)]
pub struct Line {
    /// The speaking user.
    pub user: String,
    /// The chat it is said in.
    pub chat: String,
    /// What was said.
    pub text: String,
}

/// Reads `<name>: <text>` or `<name>@<chat>: <text>`; `None` if malformed.
pub fn parse_line(line: &str) -> Option<Line> {
    let (who, text) = line.split_once(':')?;
    let who = who.trim();
    let (user, chat) = match who.split_once('@') {
        Some((u, c)) => (u.trim(), c.trim()),
        None => (who, SHARED_CHAT),
    };
    let valid = |s: &str| !s.is_empty() && !s.contains(char::is_whitespace);
    (valid(user) && valid(chat)).then(|| Line {
        user: user.to_owned(),
        chat: chat.to_owned(),
        text: text.trim().to_owned(),
    })
}

/// The request a console line stands for, if it says anything.
pub fn request(line: &Line) -> Option<Request> {
    let command = parse::parse(&super::without_nul(&line.text))?;
    let (user, chat) = (
        super::without_nul(&line.user),
        super::without_nul(&line.chat),
    );
    Some(Request {
        update_id: None,
        user: UserInfo {
            key: UserKey::new(Platform::Console, user.clone()),
            name: user.clone(),
            language_code: None,
        },
        chat: ChatInfo {
            kind: if chat == user {
                ChatKind::Private
            } else {
                ChatKind::Group
            },
            key: ChatKey::new(Platform::Console, chat),
        },
        command,
        game: None,
        origin: None,
        admin: false,
    })
}

/// Runs the console until the input ends.
pub async fn run<R: AsyncBufRead + Unpin>(
    hub: Hub,
    outbox: Outbox,
    input: R,
    out: impl Write + Send + 'static,
    boards: PathBuf,
) -> anyhow::Result<()> {
    let printer = Arc::new(Printer {
        out: Mutex::new(Box::new(out)),
        boards,
    });
    let delivery = outbox.start(Arc::clone(&printer), hub.clone(), LaneOptions::default());
    let mut lines = input.lines();
    while let Some(line) = lines.next_line().await? {
        match parse_line(&line) {
            Some(parsed) => {
                if let Some(req) = request(&parsed) {
                    match hub.submit(req).await {
                        Ok(()) => {}
                        Err(SubmitError::Uncommitted) => {
                            printer.say("console", "(the database failed; nothing was saved)")?;
                        }
                        Err(error @ SubmitError::Stopped) => return Err(error.into()),
                    }
                    hub.idle().await;
                    delivery.flush().await;
                }
            }
            None if line.trim().is_empty() || line.trim_start().starts_with('#') => {}
            None => printer.say(
                "console",
                "write lines as \"<name>: <text>\", e.g. \"alice: /new turkish\"",
            )?,
        }
    }
    hub.idle().await;
    delivery.flush().await;
    Ok(())
}

/// Prints items and writes board images.
struct Printer {
    out: Mutex<Box<dyn Write + Send>>,
    boards: PathBuf,
}

/// What the console's lane remembers: how many pictures it wrote.
#[derive(Default)]
struct Written(u64);

impl Carrier for Printer {
    type Memory = Written;

    /// Every console chat shares one lane: output prints in order.
    fn lane(&self, _chat: &ChatKey) -> String {
        "console".to_owned()
    }

    async fn deliver(&self, chat: &ChatKey, written: &mut Written, item: Outgoing) -> Receipt {
        match self.print(&chat.id, written, &item) {
            Ok(board_message) => Receipt::Sent { board_message },
            Err(error) => {
                tracing::error!(%error, "could not print to the console");
                Receipt::Refused { shut_out: false }
            }
        }
    }

    async fn after(&self, _chat: &ChatKey, _written: &mut Written, _token: String) {}
}

impl Printer {
    /// Prints each line of `text` as `[chat] line`.
    fn say(&self, chat: &str, text: &str) -> std::io::Result<()> {
        let mut out = self.out.lock().unwrap_or_else(|e| e.into_inner());
        for line in text.lines() {
            writeln!(out, "[{chat}] {line}")?;
        }
        out.flush()
    }

    /// Prints an item; a board's picture path is its message id.
    fn print(
        &self,
        chat: &str,
        written: &mut Written,
        item: &Outgoing,
    ) -> anyhow::Result<Option<String>> {
        match &item.body {
            OutBody::Text { text, .. } | OutBody::MoveList { text, .. } => self.say(chat, text)?,
            OutBody::Board(board) => {
                self.say(chat, &board.ascii)?;
                self.say(chat, &board.caption)?;
                written.0 += 1;
                let path = self.board_path(chat, board.game, written.0);
                write_file(&path, &board.png)?;
                self.say(chat, &format!("board: {}", path.display()))?;
                return Ok(Some(path.display().to_string()));
            }
            OutBody::Image { png, caption } => {
                self.say(chat, caption)?;
                written.0 += 1;
                let path = self.boards.join(format!("image-{}.png", written.0));
                write_file(&path, png)?;
                self.say(chat, &format!("image: {}", path.display()))?;
            }
            OutBody::File(file) => {
                self.say(chat, &file.caption)?;
                let path = self.boards.join(&file.name);
                write_file(&path, &file.bytes)?;
                self.say(chat, &format!("file: {}", path.display()))?;
            }
            OutBody::Sticker { note, .. } | OutBody::Reaction { note, .. } => {
                self.say(chat, note)?
            }
        }
        Ok(None)
    }

    fn board_path(&self, chat: &str, game: i64, n: u64) -> PathBuf {
        let safe: String = chat
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect();
        self.boards.join(format!("{safe}-game{game}-{n}.png"))
    }
}

/// Writes a file, creating its directory first.
fn write_file(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    std::fs::write(path, bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_name_user_and_chat() {
        assert_eq!(
            parse_line("alice: /new turkish"),
            Some(Line {
                user: "alice".into(),
                chat: "local".into(),
                text: "/new turkish".into()
            })
        );
        assert_eq!(
            parse_line("bob@club: c3 c4").map(|l| (l.chat, l.text)),
            Some(("club".into(), "c3 c4".into()))
        );
        assert_eq!(parse_line("no colon here"), None);
        assert_eq!(parse_line(": text"), None);
        assert_eq!(parse_line("two words: hi"), None);
    }

    #[test]
    fn a_chat_named_after_its_user_is_private() {
        let line = parse_line("alice@alice: /help").expect("valid");
        assert_eq!(request(&line).map(|r| r.chat.kind), Some(ChatKind::Private));
        let line = parse_line("alice: /help").expect("valid");
        assert_eq!(request(&line).map(|r| r.chat.kind), Some(ChatKind::Group));
    }
}
