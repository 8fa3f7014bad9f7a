//! Turning the core's [`Effect`]s into [`Outgoing`] items: words rendered in
//! the recipient's language, boards drawn in the recipient's theme.

use draughts::{Color, Piece, Role, Square};

use crate::app::{Action, BoardPost, Body, Effect, Lang, MoveList, Msg, ReplayPost, TapBoard};
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
        Body::MoveList(list) => move_list(lang, list, effect.chat.platform.capabilities().buttons),
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
        Body::Ping(ping) => OutBody::Ping {
            text: text::render(lang, &ping.msg),
            user: ping.user.clone(),
            name: ping.name.clone(),
        },
        Body::Delete { message } => OutBody::Delete {
            message: message.clone(),
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
    let only = post.tap.as_ref().is_some_and(|t| t.only);
    BoardOut {
        game: post.game,
        png: if only {
            Vec::new()
        } else {
            render::png(&view, theme, BOARD_PX)
        },
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
            .map(|a| match (a, &post.tap) {
                (Action::TapMode, Some(_)) => Button {
                    label: text::render_id(lang, "button-tap-off"),
                    data: callback::encode(post.game, a),
                },
                _ => button(lang, post.game, a),
            })
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
        grid: post.tap.as_ref().map(|t| grid(post, t)).unwrap_or_default(),
        keys_only: post.tap.as_ref().is_some_and(|t| t.keys_only),
        only,
        app_label: text::render_id(lang, "webapi-button"),
    }
}

/// The tap board's rows of square buttons, from the viewer's side.
fn grid(post: &BoardPost, tap: &TapBoard) -> Vec<Vec<Button>> {
    let geometry = post.position.variant().geometry();
    let white = post.viewer == Color::White;
    let ranks: Vec<u8> = if white {
        (0..geometry.ranks).rev().collect()
    } else {
        (0..geometry.ranks).collect()
    };
    let files: Vec<u8> = if white {
        (0..geometry.files).collect()
    } else {
        (0..geometry.files).rev().collect()
    };
    ranks
        .into_iter()
        .map(|rank| {
            files
                .iter()
                .map(|&file| Square::new(file, rank))
                .filter(|&sq| geometry.is_playable(sq))
                .map(|sq| Button {
                    label: square_label(post, tap, sq).to_owned(),
                    data: square_data(post, tap, sq),
                })
                .collect()
        })
        .collect()
}

/// What a square of the tap board shows: a mark for the selection and its
/// next landings, else its piece.
fn square_label(post: &BoardPost, tap: &TapBoard, sq: Square) -> &'static str {
    if tap.targets.contains(&sq) {
        return "🟢";
    }
    if tap.path.contains(&sq) {
        return "🟡";
    }
    match post.position.piece_at(sq) {
        None => "·",
        Some(Piece { color, role }) => match (color, role) {
            (Color::White, Role::King) => "🤍",
            (Color::Black, Role::King) => "🖤",
            (Color::White, Role::Man | Role::Parachutist) => "⚪",
            (Color::Black, Role::Man | Role::Parachutist) => "⚫",
        },
    }
}

/// What tapping a square sends: a landing extends the selection, the
/// selected piece clears it, any other square starts a new one.
fn square_data(post: &BoardPost, tap: &TapBoard, sq: Square) -> String {
    let path: Vec<Square> = if tap.targets.contains(&sq) {
        tap.path.iter().copied().chain([sq]).collect()
    } else if tap.path.first() == Some(&sq) {
        Vec::new()
    } else {
        vec![sq]
    };
    let data = callback::encode_tap(post.game, post.version, &path);
    if data.len() <= callback::MAX_DATA {
        data
    } else {
        callback::encode_tap(post.game, post.version, &[sq])
    }
}

/// The most frames a replay has. A longer game is shown in evenly spaced
/// positions, its start and end included, each with the last move played
/// marked: a 1 500-ply game (six variants have no rule that stops one)
/// would otherwise cost a second of drawing and megabytes per request.
pub const MAX_REPLAY_FRAMES: usize = 150;

/// Draws a replay: the start, then one frame per ply with its move marked
/// (at most [`MAX_REPLAY_FRAMES`], evenly spaced). The moves were legal
/// when stored; should one no longer replay, the animation ends before it.
fn replay(post: &ReplayPost) -> Vec<u8> {
    let theme = Theme::by_name(&post.theme).unwrap_or_else(Theme::default_theme);
    let mut position = post.start;
    let mut views = vec![BoardView::new(&position).with_viewer(post.viewer)];
    for text in &post.moves {
        let Ok(mv) = position.parse_move(text) else {
            tracing::error!(game = post.game, text, "a stored move no longer replays");
            break;
        };
        position = position.play_unchecked(&mv);
        views.push(
            BoardView::new(&position)
                .with_viewer(post.viewer)
                .with_last_move(&mv),
        );
    }
    let frames: Vec<BoardView> = sampled(views.len(), MAX_REPLAY_FRAMES)
        .map(|i| views[i].clone())
        .collect();
    render::replay_gif(&frames, theme, REPLAY_PX)
}

/// `most` indices evenly spread over `0..len`, the first and the last
/// included; every index when `len` is no more than `most`.
fn sampled(len: usize, most: usize) -> impl Iterator<Item = usize> {
    let shown = len.min(most);
    (0..shown).map(move |j| {
        if shown < 2 {
            j
        } else {
            j * (len - 1) / (shown - 1)
        }
    })
}

/// The numbered legal moves, with a button each where the platform has
/// buttons; the header says to tap one there, and only to type one where
/// there are none (the console).
fn move_list(lang: Lang, list: &MoveList, buttons: bool) -> OutBody {
    let pages = list.pages();
    let mut lines = vec![text::render(
        lang,
        &Msg::new(if buttons {
            "moves-header"
        } else {
            "moves-header-typed"
        })
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
        Action::TapMode => "button-tap",
        Action::Rematch => "button-rematch",
        Action::AcceptTakeback => "button-takeback-accept",
        Action::DeclineTakeback => "button-takeback-decline",
        Action::AcceptChallenge => "button-challenge-accept",
        Action::DeclineChallenge => "button-challenge-decline",
    };
    Button {
        label: text::render_id(lang, id),
        data: callback::encode(game, action),
    }
}

#[cfg(test)]
mod tests {
    use draughts::{Position, Variant};

    use super::*;
    use crate::app::{ChatKey, Platform};

    #[test]
    fn replay_frames_are_spread_evenly_from_start_to_end() {
        assert_eq!(sampled(3, 150).collect::<Vec<_>>(), [0, 1, 2]);
        assert_eq!(sampled(1, 150).collect::<Vec<_>>(), [0]);
        assert_eq!(sampled(11, 3).collect::<Vec<_>>(), [0, 5, 10]);
        let long: Vec<usize> = sampled(1501, MAX_REPLAY_FRAMES).collect();
        assert_eq!(long.len(), MAX_REPLAY_FRAMES);
        assert_eq!((long[0], long[149]), (0, 1500));
        assert!(long.windows(2).all(|w| (10..=11).contains(&(w[1] - w[0]))));
    }

    fn sq(name: &str) -> Square {
        name.parse().expect("a square")
    }

    fn tap_post(viewer: Color, tap: TapBoard) -> Effect {
        Effect {
            chatter: false,
            chat: ChatKey::new(Platform::Telegram, "1"),
            lang: Lang::En,
            body: Body::Board(Box::new(BoardPost {
                game: 12,
                version: 3,
                position: Position::start(Variant::International),
                last_move: None,
                viewer,
                theme: "classic".into(),
                caption: Vec::new(),
                actions: vec![Action::TapMode],
                moves: Vec::new(),
                fresh: false,
                edit: None,
                hints: Vec::new(),
                tap: Some(tap),
            })),
        }
    }

    fn board_out(effect: &Effect) -> BoardOut {
        match present(effect, None).body {
            OutBody::Board(b) => b,
            other => panic!("a board, not {other:?}"),
        }
    }

    #[test]
    fn the_tap_board_has_a_row_per_rank_from_the_viewers_side() {
        let white = board_out(&tap_post(Color::White, TapBoard::default()));
        assert_eq!(white.grid.len(), 10);
        assert!(white.grid.iter().all(|row| row.len() == 5));
        // White's view: rank 10 on top, b10 first; Black's: rank 1, i1 first.
        assert_eq!(white.grid[0][0].label, "⚫");
        assert_eq!(white.grid[0][0].data, "tap:12:3:b9");
        assert_eq!(white.grid[9][0].label, "⚪");
        assert_eq!(white.grid[9][0].data, "tap:12:3:a0");
        assert_eq!(white.grid[4][0].label, "·");
        let black = board_out(&tap_post(Color::Black, TapBoard::default()));
        assert_eq!(black.grid[0][0].data, "tap:12:3:i0");
        assert_eq!(white.buttons[0].label, "🔢 Normal buttons");
        assert!(!white.keys_only && !white.only && !white.png.is_empty());
    }

    #[test]
    fn a_selection_marks_its_landings_and_each_square_says_what_a_tap_does() {
        let tap = TapBoard {
            path: vec![sq("d4")],
            targets: vec![sq("c5"), sq("e5")],
            keys_only: true,
            only: false,
        };
        let out = board_out(&tap_post(Color::White, tap));
        assert!(out.keys_only);
        let find = |name: &str| {
            let s = sq(name);
            let row = usize::from(9 - s.rank());
            let col = usize::from(s.file() / 2);
            out.grid[row][col].clone()
        };
        assert_eq!(find("c5").label, "🟢");
        assert_eq!(
            find("c5").data,
            "tap:12:3:d3c4",
            "a landing extends the path"
        );
        assert_eq!(find("d4").label, "🟡");
        assert_eq!(
            find("d4").data,
            "tap:12:3:",
            "the piece clears the selection"
        );
        assert_eq!(find("f4").label, "⚪");
        assert_eq!(find("f4").data, "tap:12:3:f3", "another piece starts anew");
    }

    #[test]
    fn an_inline_board_is_buttons_alone() {
        let out = board_out(&tap_post(
            Color::White,
            TapBoard {
                only: true,
                ..TapBoard::default()
            },
        ));
        assert!(out.only && out.png.is_empty());
        assert_eq!(out.grid.len(), 10);
    }
}
