//! The local console chat: the embedded default when no platform token is
//! set, and the way to try the bot on a fresh machine.
//!
//! Each input line is `<name>: <text>` (a message from user `<name>` in the
//! shared chat `local`) or `<name>@<chat>: <text>` (another chat; a chat named
//! after its user is that user's private chat). Replies are printed as
//! `[<chat>] <text>`; boards are printed as text diagrams and written as PNG
//! files under the boards directory. Scripts can be piped in: after each line
//! the console waits until the bot (including the AI) has answered.

use std::io::Write;
use std::path::{Path, PathBuf};

use tokio::io::{AsyncBufRead, AsyncBufReadExt};

use crate::app::{ChatInfo, ChatKey, ChatKind, Platform, Request, UserInfo, UserKey};
use crate::hub::{Hub, OutBody, Outbox, Outgoing};
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
    let command = parse::parse(&line.text)?;
    Some(Request {
        update_id: None,
        user: UserInfo {
            key: UserKey::new(Platform::Console, line.user.clone()),
            name: line.user.clone(),
            language_code: None,
        },
        chat: ChatInfo {
            key: ChatKey::new(Platform::Console, line.chat.clone()),
            kind: if line.chat == line.user {
                ChatKind::Private
            } else {
                ChatKind::Group
            },
        },
        command,
        game: None,
        origin: None,
    })
}

/// Runs the console until the input ends.
pub async fn run<R: AsyncBufRead + Unpin>(
    hub: Hub,
    mut outbox: Outbox,
    input: R,
    mut out: impl Write,
    boards: PathBuf,
) -> anyhow::Result<()> {
    let mut printer = Printer {
        boards,
        written: 0,
        hub: hub.clone(),
    };
    let mut lines = input.lines();
    loop {
        tokio::select! {
            line = lines.next_line() => {
                let Some(line) = line? else { break };
                match parse_line(&line) {
                    Some(parsed) => {
                        if let Some(req) = request(&parsed) {
                            hub.submit(req).await?;
                            hub.idle().await;
                        }
                    }
                    None if line.trim().is_empty() || line.trim_start().starts_with('#') => {}
                    None => writeln!(out, "[console] write lines as \"<name>: <text>\", e.g. \"alice: /new turkish\"")?,
                }
                while let Ok(item) = outbox.try_recv() {
                    printer.print(&mut out, &item)?;
                }
            }
            Some(item) = outbox.recv() => printer.print(&mut out, &item)?,
        }
        out.flush()?;
    }
    hub.idle().await;
    while let Ok(item) = outbox.try_recv() {
        printer.print(&mut out, &item)?;
    }
    out.flush()?;
    Ok(())
}

struct Printer {
    boards: PathBuf,
    written: u64,
    hub: Hub,
}

impl Printer {
    fn print(&mut self, out: &mut impl Write, item: &Outgoing) -> anyhow::Result<()> {
        let chat = &item.chat.id;
        let say = |out: &mut dyn Write, text: &str| -> std::io::Result<()> {
            for line in text.lines() {
                writeln!(out, "[{chat}] {line}")?;
            }
            Ok(())
        };
        match &item.body {
            OutBody::Text { text, .. } | OutBody::MoveList { text, .. } => say(out, text)?,
            OutBody::Board(board) => {
                say(out, &board.ascii)?;
                say(out, &board.caption)?;
                self.written += 1;
                let path = self.board_path(chat, board.game);
                write_png(&path, &board.png)?;
                say(out, &format!("board: {}", path.display()))?;
                self.hub
                    .board_posted(item.chat.clone(), board.game, path.display().to_string());
            }
            OutBody::Image { png, caption } => {
                say(out, caption)?;
                self.written += 1;
                let path = self.boards.join(format!("image-{}.png", self.written));
                write_png(&path, png)?;
                say(out, &format!("image: {}", path.display()))?;
            }
            OutBody::Sticker { note, .. } | OutBody::Reaction { note, .. } => say(out, note)?,
        }
        Ok(())
    }

    fn board_path(&self, chat: &str, game: i64) -> PathBuf {
        let safe: String = chat
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect();
        self.boards
            .join(format!("{safe}-game{game}-{}.png", self.written))
    }
}

fn write_png(path: &Path, png: &[u8]) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    std::fs::write(path, png)
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
