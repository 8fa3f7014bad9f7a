//! Inline keyboards: the core's [`Button`]s laid out in rows.
//!
//! Move picks (`12. c3-d4`) fill rows of three, or two when their labels are
//! long; the other buttons (Moves, Resign, Draw, Board, Rules, the ◀ ▶ of a
//! paged move list) follow in rows of their own, so paging always sits under
//! the picks. Telegram rejects callback data over 64 bytes, so such a button
//! (the core never makes one) is left out rather than failing the message.
//! The tap board keeps its rows of squares as they come, controls below.

use teloxide::types::{InlineKeyboardButton, InlineKeyboardMarkup, WebAppInfo};

use crate::app::Command;
use crate::delivery::{BoardOut, Button};
use crate::text::callback;

/// Telegram's limit on callback data, in bytes.
const MAX_DATA: usize = callback::MAX_DATA;
/// Labels up to this many characters fit three to a row on a phone.
const SHORT_LABEL: usize = 12;

/// The keyboard for a list of buttons, or `None` when there are none.
pub(crate) fn markup(buttons: &[Button]) -> Option<InlineKeyboardMarkup> {
    let usable: Vec<&Button> = buttons
        .iter()
        .filter(|b| !b.data.is_empty() && b.data.len() <= MAX_DATA)
        .collect();
    if usable.is_empty() {
        return None;
    }
    let (picks, controls): (Vec<&Button>, Vec<&Button>) =
        usable.into_iter().partition(|b| is_pick(b));
    let mut layout = rows(&picks);
    layout.extend(rows(&controls));
    Some(InlineKeyboardMarkup::new(layout))
}

/// A board's keyboard: its tap board when it has one, else its buttons.
pub(crate) fn for_board(board: &BoardOut) -> Option<InlineKeyboardMarkup> {
    if board.grid.is_empty() {
        markup(&board.buttons)
    } else {
        Some(with_grid(&board.grid, &board.buttons))
    }
}

/// How boards open the Mini App (`DAMABOT_WEBAPP_*`): a private chat's
/// board gets a `web_app` button to the page, a group's and an inline
/// message's board (where Telegram allows no `web_app` button) a link to
/// the Mini App's direct link, when it has a short name.
#[derive(Clone, Debug)]
pub(crate) struct Launch {
    /// The page (`DAMABOT_WEBAPP_URL`).
    pub page: reqwest::Url,
    /// The direct link, `https://t.me/<bot>/<short name>`, if the Mini App
    /// has a short name.
    pub link: Option<String>,
}

impl Launch {
    /// The launch of the page at `url`, whose direct links name the bot
    /// `username` and the Mini App `name`; `None` when `url` is no URL.
    pub(crate) fn new(url: &str, username: &str, name: Option<&str>) -> Option<Launch> {
        Some(Launch {
            page: url.parse().ok()?,
            link: name.map(|n| format!("https://t.me/{username}/{n}")),
        })
    }

    /// The button that opens game `game`, labelled `label`, in a private
    /// chat or elsewhere.
    fn button(&self, label: &str, game: i64, private: bool) -> Option<InlineKeyboardButton> {
        if private {
            let mut url = self.page.clone();
            url.query_pairs_mut()
                .append_pair("game", &format!("g{game}"));
            Some(InlineKeyboardButton::web_app(label, WebAppInfo { url }))
        } else {
            let link = self.link.as_ref()?;
            let url = format!("{link}?startapp=g{game}").parse().ok()?;
            Some(InlineKeyboardButton::url(label, url))
        }
    }
}

/// A board's keyboard ([`for_board`]) with, when the Mini App is set up,
/// the button that opens the game there on a row of its own at the bottom.
pub(crate) fn for_board_with(
    board: &BoardOut,
    launch: Option<&Launch>,
    private: bool,
) -> Option<InlineKeyboardMarkup> {
    let markup = for_board(board);
    let Some(button) = launch.and_then(|l| l.button(&board.app_label, board.game, private)) else {
        return markup;
    };
    let mut rows = markup.map(|m| m.inline_keyboard).unwrap_or_default();
    rows.push(vec![button]);
    Some(InlineKeyboardMarkup::new(rows))
}

/// The tap board: its rows of squares as they are, then the controls.
pub(crate) fn with_grid(grid: &[Vec<Button>], controls: &[Button]) -> InlineKeyboardMarkup {
    let mut layout: Vec<Vec<InlineKeyboardButton>> = grid
        .iter()
        .map(|row| {
            row.iter()
                .filter(|b| !b.data.is_empty() && b.data.len() <= MAX_DATA)
                .map(|b| InlineKeyboardButton::callback(b.label.clone(), b.data.clone()))
                .collect()
        })
        .collect();
    if let Some(rest) = markup(controls) {
        layout.extend(rest.inline_keyboard);
    }
    InlineKeyboardMarkup::new(layout)
}

/// Whether a button plays a numbered move.
fn is_pick(button: &Button) -> bool {
    callback::decode(&button.data).is_some_and(|p| matches!(p.command, Command::MoveNumber { .. }))
}

fn rows(buttons: &[&Button]) -> Vec<Vec<InlineKeyboardButton>> {
    let short = buttons
        .iter()
        .all(|b| b.label.chars().count() <= SHORT_LABEL);
    let per_row = if short { 3 } else { 2 };
    buttons
        .chunks(per_row)
        .map(|row| {
            row.iter()
                .map(|b| InlineKeyboardButton::callback(b.label.clone(), b.data.clone()))
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use teloxide::types::InlineKeyboardButtonKind;

    fn button(label: &str, data: &str) -> Button {
        Button {
            label: label.to_owned(),
            data: data.to_owned(),
        }
    }

    fn layout(markup: &InlineKeyboardMarkup) -> Vec<Vec<String>> {
        markup
            .inline_keyboard
            .iter()
            .map(|row| {
                row.iter()
                    .map(|b| match &b.kind {
                        InlineKeyboardButtonKind::CallbackData(d) => format!("{}={d}", b.text),
                        other => format!("{}?{other:?}", b.text),
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn the_tap_board_keeps_its_rows_and_puts_controls_below() {
        let grid = vec![
            vec![button("⚫", "tap:7:3:b7"), button("·", "tap:7:3:d7")],
            vec![button("⚪", "tap:7:3:a0"), button("⚪", "tap:7:3:c0")],
        ];
        let rows = layout(&with_grid(&grid, &[button("Resign", "resign:7")]));
        assert_eq!(
            rows,
            [
                vec!["⚫=tap:7:3:b7", "·=tap:7:3:d7"],
                vec!["⚪=tap:7:3:a0", "⚪=tap:7:3:c0"],
                vec!["Resign=resign:7"],
            ]
        );
    }

    fn board(buttons: Vec<Button>) -> BoardOut {
        BoardOut {
            game: 42,
            png: Vec::new(),
            ascii: String::new(),
            caption: String::new(),
            buttons,
            moves: Vec::new(),
            fresh: false,
            edit: None,
            grid: Vec::new(),
            keys_only: false,
            only: false,
            app_label: "Play".to_owned(),
        }
    }

    #[test]
    fn the_mini_app_opens_from_a_private_board_and_by_its_link_elsewhere() {
        let board = board(vec![button("Resign", "resign:42")]);
        assert!(
            for_board_with(&board, None, true)
                .expect("a keyboard")
                .inline_keyboard
                .len()
                == 1,
            "not set up: no button"
        );
        let launch =
            Launch::new("https://x.example/app/", "dama_bot", Some("board")).expect("a URL");
        let opens = |private: bool| {
            let markup = for_board_with(&board, Some(&launch), private).expect("a keyboard");
            assert_eq!(markup.inline_keyboard.len(), 2, "a row of its own");
            match &markup.inline_keyboard[1][0].kind {
                InlineKeyboardButtonKind::WebApp(info) => format!("web_app {}", info.url),
                InlineKeyboardButtonKind::Url(url) => format!("url {url}"),
                other => format!("{other:?}"),
            }
        };
        assert_eq!(opens(true), "web_app https://x.example/app/?game=g42");
        assert_eq!(opens(false), "url https://t.me/dama_bot/board?startapp=g42");
        let nameless = Launch::new("https://x.example/app/", "dama_bot", None).expect("a URL");
        let group = layout(&for_board_with(&board, Some(&nameless), false).expect("a keyboard"));
        assert_eq!(group.len(), 1, "no short name: no link in groups");
    }

    #[test]
    fn no_buttons_no_keyboard() {
        assert!(markup(&[]).is_none());
    }

    #[test]
    fn board_controls_come_three_to_a_row() {
        let buttons = [
            button("Moves", "moves:7:0"),
            button("Resign", "resign:7"),
            button("Offer draw", "draw:7"),
            button("Re-post", "board:7"),
            button("Rules", "rules:turkish"),
        ];
        let rows = layout(&markup(&buttons).expect("a keyboard"));
        assert_eq!(rows.iter().map(Vec::len).collect::<Vec<_>>(), [3, 2]);
        assert_eq!(rows[0][0], "Moves=moves:7:0");
    }

    #[test]
    fn picks_fill_rows_and_paging_sits_below() {
        let mut buttons: Vec<Button> = (1..=5)
            .map(|n| button(&format!("{n}. c3-d4"), &format!("play:7:3:{n}")))
            .collect();
        buttons.push(button("◀", "moves:7:0"));
        buttons.push(button("▶", "moves:7:2"));
        let rows = layout(&markup(&buttons).expect("a keyboard"));
        assert_eq!(rows.iter().map(Vec::len).collect::<Vec<_>>(), [3, 2, 2]);
        assert_eq!(rows[2], ["◀=moves:7:0", "▶=moves:7:2"]);
    }

    #[test]
    fn long_labels_come_two_to_a_row_and_oversized_data_is_left_out() {
        let buttons = [
            button("12. a3xc5xe7xg5", "play:7:3:12"),
            button("13. a3xc5xe7xc9", "play:7:3:13"),
            button("14. e3-f4", "play:7:3:14"),
            button("broken", &"x".repeat(65)),
        ];
        let rows = layout(&markup(&buttons).expect("a keyboard"));
        assert_eq!(rows.iter().map(Vec::len).collect::<Vec<_>>(), [2, 1]);
    }
}
