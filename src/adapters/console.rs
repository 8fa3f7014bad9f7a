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
//!
//! The console speaks the language of the system's locale (`LC_ALL`,
//! `LC_MESSAGES`, `LANG`) when it is one of the bot's: it opens with a
//! one-line banner in it, and it is every console user's platform language
//! until they choose one with `lang`. At the end of the input, it waits
//! until what it printed is settled, so that nothing is printed again at
//! the next start.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use tokio::io::{AsyncBufRead, AsyncBufReadExt};

use crate::app::{
    ChatInfo, ChatKey, ChatKind, Lang, Msg, Platform, Receipt, Request, UserInfo, UserKey,
    home_variant,
};
use crate::delivery::{Carrier, LaneOptions, OutBody, Outbox, Outgoing};
use crate::runtime::{Hub, SubmitError};
use crate::text::{self, parse};

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
            server: None,
        },
        command,
        game: None,
        origin: None,
        admin: false,
    })
}

/// The language of a POSIX locale's value (`fa_IR.UTF-8`, `ru_RU`), if
/// the bot speaks it; `C` and `POSIX` name none.
pub fn locale_lang(value: &str) -> Option<Lang> {
    Lang::from_code(value.split(['.', '@']).next().unwrap_or_default())
}

/// The language of the system's locale: the first of `LC_ALL`,
/// `LC_MESSAGES` and `LANG` that is set, if the bot speaks it.
fn system_lang() -> Option<Lang> {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .filter_map(|name| std::env::var(name).ok())
        .find(|value| !value.is_empty())
        .and_then(|value| locale_lang(&value))
}

/// The banner the console opens with: how to write a line, with an example
/// in the language's home variant.
pub fn banner(lang: Lang) -> String {
    text::render(
        lang,
        &Msg::new("console-banner").text("example", home_variant(lang).name()),
    )
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
    let system = system_lang();
    let lang = system.unwrap_or(Lang::En);
    printer.say("console", &banner(lang))?;
    let mut lines = input.lines();
    while let Some(line) = lines.next_line().await? {
        match parse_line(&line) {
            Some(parsed) => {
                if let Some(mut req) = request(&parsed) {
                    req.user.language_code = system.map(|l| l.code().to_owned());
                    match hub.submit(req).await {
                        Ok(()) => {}
                        Err(SubmitError::Uncommitted) => {
                            printer.say("console", &text::render_id(lang, "console-not-saved"))?;
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
                &text::render(
                    lang,
                    &Msg::new("console-bad-line").text("example", home_variant(lang).name()),
                ),
            )?,
        }
    }
    hub.idle().await;
    delivery.flush().await;
    // What was printed is settled before the process ends; a receipt still
    // waiting for its core would leave the reply owed, and the next start
    // would print it again.
    hub.settled().await;
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
            // The console notifies nobody: a ping is one more line, and
            // printed lines stay.
            OutBody::Ping { text, .. } => self.say(chat, text)?,
            OutBody::Delete { .. } => {}
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
    fn a_locale_names_its_language() {
        assert_eq!(locale_lang("fa_IR.UTF-8"), Some(Lang::Fa));
        assert_eq!(locale_lang("ru_RU"), Some(Lang::Ru));
        assert_eq!(locale_lang("tr_TR.UTF-8@euro"), Some(Lang::Tr));
        assert_eq!(locale_lang("en_GB.UTF-8"), Some(Lang::En));
        assert_eq!(locale_lang("C.UTF-8"), None);
        assert_eq!(locale_lang("POSIX"), None);
        assert_eq!(locale_lang("de_DE.UTF-8"), None);
    }

    #[test]
    fn the_banner_is_one_line_with_an_example_of_the_languages_home_game() {
        for (lang, example) in [
            (Lang::Fa, "/new persian"),
            (Lang::Tr, "/new turkish"),
            (Lang::En, "/new english"),
            (Lang::Ru, "/new russian"),
        ] {
            let line = banner(lang);
            assert_eq!(line.lines().count(), 1, "{line}");
            assert!(line.contains(example), "{line}");
            assert!(!line.contains("console-banner"), "{line}");
        }
    }

    #[test]
    fn a_chat_named_after_its_user_is_private() {
        let line = parse_line("alice@alice: /help").expect("valid");
        assert_eq!(request(&line).map(|r| r.chat.kind), Some(ChatKind::Private));
        let line = parse_line("alice: /help").expect("valid");
        assert_eq!(request(&line).map(|r| r.chat.kind), Some(ChatKind::Group));
    }
}
