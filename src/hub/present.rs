//! Turning the core's [`Effect`]s into [`Outgoing`] items: words rendered in
//! the recipient's language, boards drawn in the recipient's theme.

use crate::app::{Action, BoardPost, Body, Effect, Lang, MoveList, Msg, ReplayPost};
use crate::render::{self, BoardView, Theme};
use crate::text::{self, callback};

use super::outgoing::{BoardOut, Button, FileKind, FileOut, OutBody, Outgoing};

/// The board image size sent to chats, in pixels.
pub const BOARD_PX: u32 = 512;

/// The size of replay animations, in pixels: small enough that a long game
/// stays well under a megabyte.
pub const REPLAY_PX: u32 = 384;

/// Renders one effect; `reply_to` is the origin of the request it answers.
pub fn present(effect: &Effect, reply_to: Option<String>) -> Outgoing {
    let lang = effect.lang;
    let body = match &effect.body {
        Body::Text {
            msg,
            actions,
            private,
        } => OutBody::Text {
            text: text::render(lang, msg),
            buttons: actions.iter().map(|a| button(lang, 0, a)).collect(),
            private: *private,
        },
        Body::Board(post) => OutBody::Board(board(lang, post)),
        Body::MoveList(list) => move_list(lang, list),
        Body::ThemePreview { themes, caption } => {
            let themes: Vec<&Theme> = themes.iter().filter_map(|t| Theme::by_name(t)).collect();
            OutBody::Image {
                png: render::theme_sheet(&themes, BOARD_PX),
                caption: text::render(lang, caption),
            }
        }
        Body::File {
            name,
            text: content,
            caption,
        } => OutBody::File(FileOut {
            name: name.clone(),
            bytes: content.clone().into_bytes(),
            caption: text::render(lang, caption),
            kind: FileKind::Document,
        }),
        Body::Replay(post) => OutBody::File(FileOut {
            name: format!("damabot-{}.gif", post.game),
            bytes: replay(post),
            caption: text::render(lang, &post.caption),
            kind: FileKind::Animation,
        }),
        Body::Sticker { from, sticker } => OutBody::Sticker {
            note: text::render(lang, &Msg::new("relay-sticker").text("name", from.clone())),
            sticker: sticker.clone(),
        },
        Body::Reaction {
            from,
            emoji,
            on_message,
        } => OutBody::Reaction {
            note: text::render(
                lang,
                &Msg::new("relay-reaction")
                    .text("name", from.clone())
                    .text("emoji", emoji.clone()),
            ),
            emoji: emoji.clone(),
            on_message: on_message.clone(),
        },
    };
    Outgoing {
        chat: effect.chat.clone(),
        body,
        reply_to,
    }
}

fn board(lang: Lang, post: &BoardPost) -> BoardOut {
    let mut view = BoardView::new(&post.position)
        .with_viewer(post.viewer)
        .with_hints(post.hints.iter().copied());
    if let Some(mv) = &post.last_move {
        view = view.with_last_route(mv.from, &mv.landings, &mv.captured);
    }
    let theme = Theme::by_name(&post.theme).unwrap_or_else(Theme::default_theme);
    BoardOut {
        game: post.game,
        png: render::png(&view, theme, BOARD_PX),
        ascii: render::ascii(&view),
        caption: post
            .caption
            .iter()
            .map(|m| text::render(lang, m))
            .collect::<Vec<_>>()
            .join("\n"),
        buttons: post
            .actions
            .iter()
            .map(|a| button(lang, post.game, a))
            .collect(),
        moves: post
            .moves
            .iter()
            .enumerate()
            .map(|(i, m)| Button {
                label: format!("{}. {m}", i + 1),
                data: callback::encode(
                    post.game,
                    &Action::Play {
                        number: i + 1,
                        version: post.version,
                    },
                ),
            })
            .collect(),
        fresh: post.fresh,
        edit: post.edit.clone(),
    }
}

/// Draws a replay: the start, then one frame per ply with its move marked.
/// The moves were legal when stored; should one no longer replay, the
/// animation ends before it.
fn replay(post: &ReplayPost) -> Vec<u8> {
    let theme = Theme::by_name(&post.theme).unwrap_or_else(Theme::default_theme);
    let mut position = post.start;
    let mut frames = vec![BoardView::new(&position).with_viewer(post.viewer)];
    for text in &post.moves {
        let Ok(mv) = position.parse_move(text) else {
            tracing::error!(game = post.game, text, "a stored move no longer replays");
            break;
        };
        position = position.play_unchecked(&mv);
        frames.push(
            BoardView::new(&position)
                .with_viewer(post.viewer)
                .with_last_move(&mv),
        );
    }
    render::replay_gif(&frames, theme, REPLAY_PX)
}

fn move_list(lang: Lang, list: &MoveList) -> OutBody {
    let pages = list.pages();
    let mut lines = vec![text::render(
        lang,
        &Msg::new("moves-header")
            .num("count", i64::try_from(list.moves.len()).unwrap_or(i64::MAX))
            .num("page", i64::try_from(list.page + 1).unwrap_or(i64::MAX))
            .num("pages", i64::try_from(pages).unwrap_or(i64::MAX)),
    )];
    let mut buttons = Vec::new();
    for (number, mv) in list.page_entries() {
        lines.push(format!("{number}. {mv}"));
        buttons.push(Button {
            label: format!("{number}. {mv}"),
            data: callback::encode(
                list.game,
                &Action::Play {
                    number,
                    version: list.version,
                },
            ),
        });
    }
    if list.page > 0 {
        buttons.push(Button {
            label: "◀".to_owned(),
            data: callback::encode(list.game, &Action::Moves(list.page - 1)),
        });
    }
    if list.page + 1 < pages {
        buttons.push(Button {
            label: "▶".to_owned(),
            data: callback::encode(list.game, &Action::Moves(list.page + 1)),
        });
    }
    OutBody::MoveList {
        text: lines.join("\n"),
        buttons,
    }
}

fn button(lang: Lang, game: i64, action: &Action) -> Button {
    let id = match action {
        Action::Join => "button-join",
        Action::Moves(_) => "button-moves",
        Action::Play { .. } => "button-play",
        Action::Resign => "button-resign",
        Action::OfferDraw => "button-offer-draw",
        Action::AcceptDraw => "button-accept-draw",
        Action::Board => "button-board",
        Action::Rules(_) => "button-rules",
        Action::Pdn => "button-pdn",
        Action::Replay => "button-replay",
    };
    Button {
        label: text::render_id(lang, id),
        data: callback::encode(game, action),
    }
}
