//! Showing a game: the board post for every chat that shows it, with its
//! caption lines and buttons, and announcements in those chats.

use draughts::{Color, EndReason, Move, Notation, Position, Square, Variant};

use crate::app::core::context::World;
use crate::app::core::language::language;
use crate::app::error::CoreError;
use crate::app::game::players::player_name;
use crate::app::game::session::Session;
use crate::app::view::moves::numbered_moves;
use crate::app::view::result::{mars_msg, reason_msg};
use crate::app::view::tap;
use crate::app::{Action, BoardPost, Body, ChatKey, Lang, LastMove, Msg};
use crate::domain::{GameChat, GameId, Mode, Orientation, Status, TapMode, TimeControl};

/// Posts (or, unless `fresh`, edits in place) the board in every chat that
/// shows the game.
pub(crate) fn show(
    world: &mut World<'_, '_>,
    session: &Session,
    fresh: bool,
) -> Result<(), CoreError> {
    for gc in world.tx.game_chats(session.row.id)? {
        show_in(world, session, &gc, fresh)?;
    }
    Ok(())
}

/// Posts the board in one chat that shows the game.
pub(crate) fn show_in(
    world: &mut World<'_, '_>,
    session: &Session,
    gc: &GameChat,
    fresh: bool,
) -> Result<(), CoreError> {
    let (chat, lang, post) = post_for(world, session, gc, fresh)?;
    world.emit(chat, lang, Body::Board(Box::new(post)));
    Ok(())
}

/// Shows a selection on the tap board of one chat: only its buttons
/// change, so the platform need not send the image again.
pub(crate) fn show_selection(
    world: &mut World<'_, '_>,
    session: &Session,
    gc: &GameChat,
    path: Vec<Square>,
    targets: Vec<Square>,
) -> Result<(), CoreError> {
    let (chat, lang, mut post) = post_for(world, session, gc, false)?;
    if let Some(tap) = &mut post.tap {
        tap.path = path;
        tap.targets = targets;
        tap.keys_only = true;
    }
    world.emit(chat, lang, Body::Board(Box::new(post)));
    Ok(())
}

/// The board post for one chat that shows the game, and where it goes.
fn post_for(
    world: &mut World<'_, '_>,
    session: &Session,
    gc: &GameChat,
    fresh: bool,
) -> Result<(ChatKey, Lang, BoardPost), CoreError> {
    let chat = world.tx.chat(gc.chat)?;
    let row = &session.row;
    let position = *session.game.position();
    let turn = position.turn();
    let live = row.status == Status::Active;
    let reader = world.tx.user(reader_of(session, gc))?;
    let playing = live || row.status == Status::Open;
    // Once the game is over, a board that followed the turn is seen from
    // its reader's side.
    let over = || {
        row.seat(Color::Black)
            .filter(|b| *b == reader.id && row.mode != Mode::Local)
            .map_or(Color::White, |_| Color::Black)
    };
    let wanted = match world.tx.orientation(gc.chat)? {
        Orientation::White => Color::White,
        Orientation::Turn if playing => turn,
        Orientation::Turn => over(),
        // Why: see `Orientation::Auto`.
        Orientation::Auto => gc.viewer.unwrap_or(if playing && row.mode == Mode::Local {
            turn
        } else {
            Color::White
        }),
    };
    let viewer = seen_from(row.variant, wanted);
    let mode = tap::mode_for(&chat, world.tx.tap_mode(gc.chat)?, row.variant);
    let post = BoardPost {
        game: row.id,
        version: row.version,
        last_move: session.last_move(world.tx)?.map(LastMove::from),
        viewer,
        theme: reader.theme.clone(),
        caption: caption_for(world, session, mode == Some(TapMode::Only))?,
        actions: actions(session, mode),
        moves: if live {
            numbered_moves(&position)
                .into_iter()
                .map(|(t, _)| t)
                .collect()
        } else {
            Vec::new()
        },
        fresh,
        edit: if fresh {
            None
        } else {
            gc.board_message.clone()
        },
        hints: if live {
            capture_hints(&position)
        } else {
            Vec::new()
        },
        position,
        tap: tap::board_for(mode),
    };
    Ok((chat.key, chat_language(world, session, gc)?, post))
}

/// The side a board is drawn from: the one wanted, except in One-way
/// checkers, whose men all move up the board and which both players watch
/// from White's side (VARIANTS.md §15).
pub(crate) fn seen_from(variant: Variant, wanted: Color) -> Color {
    if variant == Variant::Oneway {
        Color::White
    } else {
        wanted
    }
}

/// Says something in every chat that shows the game, each in its
/// language ([`chat_language`]).
pub(crate) fn announce(
    world: &mut World<'_, '_>,
    session: &Session,
    msg: &Msg,
) -> Result<(), CoreError> {
    for gc in world.tx.game_chats(session.row.id)? {
        let chat = world.tx.chat(gc.chat)?;
        let lang = chat_language(world, session, &gc)?;
        world.emit(
            chat.key,
            lang,
            Body::Text {
                msg: msg.clone(),
                actions: Vec::new(),
                private: false,
            },
        );
    }
    Ok(())
}

/// Tells every chat that shows game `game` the same `msg` in `lang`, with
/// `actions` under it: an offer (draw, takeback, rematch) and its buttons,
/// or a notice in the language of the one who caused it.
pub(crate) fn tell_chats(
    world: &mut World<'_, '_>,
    game: GameId,
    lang: Lang,
    msg: &Msg,
    actions: &[Action],
) -> Result<(), CoreError> {
    for gc in world.tx.game_chats(game)? {
        let chat = world.tx.chat(gc.chat)?;
        world.emit(
            chat.key,
            lang,
            Body::Text {
                msg: msg.clone(),
                actions: actions.to_vec(),
                private: false,
            },
        );
    }
    Ok(())
}

/// The language a game speaks in a chat that shows it: its member's, or in
/// a shared chat that of the player who opened the game, so that the
/// caption does not change language with the player to move.
fn chat_language(
    world: &World<'_, '_>,
    session: &Session,
    gc: &GameChat,
) -> Result<Lang, CoreError> {
    let voice = world.tx.user(gc.user.unwrap_or(session.row.creator))?;
    Ok(language(&voice))
}

/// The user a chat's board is for: the chat's member, or in a shared chat
/// the player to move (the creator when nobody is to move).
fn reader_of(session: &Session, gc: &GameChat) -> crate::domain::UserId {
    let row = &session.row;
    gc.user
        .or_else(|| {
            (row.status == Status::Active)
                .then(|| row.seat(session.turn()))
                .flatten()
        })
        .unwrap_or(row.creator)
}

/// The pieces that can capture, when capturing is compulsory.
fn capture_hints(position: &Position) -> Vec<draughts::Square> {
    if !position.has_capture() {
        return Vec::new();
    }
    let mut from: Vec<_> = position.legal_moves().iter().map(Move::from).collect();
    from.sort_unstable();
    from.dedup();
    from
}

/// The caption lines of a game's board: players, last move, turn or result.
pub(crate) fn caption(world: &World<'_, '_>, session: &Session) -> Result<Vec<Msg>, CoreError> {
    caption_for(world, session, false)
}

/// The caption lines of a game's board in a chat where, with
/// `buttons_only`, the buttons are all there is (an inline message, which
/// no command reaches): there the waiting line asks for a tap on Join
/// rather than `/join`.
fn caption_for(
    world: &World<'_, '_>,
    session: &Session,
    buttons_only: bool,
) -> Result<Vec<Msg>, CoreError> {
    let row = &session.row;
    let mut lines = vec![
        Msg::new("caption-players")
            .variant("variant", row.variant)
            .msg("white", player_name(world, session, Color::White)?)
            .msg("black", player_name(world, session, Color::Black)?),
    ];
    if let Some(last) = session.last_move(world.tx)? {
        let text = session.game.position().move_text(last, Notation::Native);
        lines.push(Msg::new("caption-last").text("move", text));
    }
    let turn = session.turn();
    match row.status {
        Status::Open if buttons_only => lines.push(Msg::new("caption-waiting-inline")),
        Status::Open => lines.push(Msg::new("caption-waiting")),
        Status::Active if row.mode == Mode::Local => {
            lines.push(Msg::new("caption-turn-local").color("color", turn));
        }
        Status::Active => lines.push(
            Msg::new("caption-turn")
                .color("color", turn)
                .msg("player", player_name(world, session, turn)?),
        ),
        Status::Aborted => lines.push(Msg::new("caption-aborted")),
        Status::Finished => {
            if let Some(result) = result_line(world, session)? {
                lines.push(result.told);
                lines.extend(result.mars);
            }
        }
    }
    if row.status == Status::Active {
        if let Some(by) = row.draw_offer {
            lines.push(Msg::new("caption-draw-offer").color("color", by));
        }
        if let Some(clock) = row.clock {
            lines.push(clock_line(clock, row.time_left));
        }
    }
    Ok(lines)
}

/// How a finished game ended.
pub(crate) struct ResultLine {
    /// The winner; `None` for a draw.
    pub winner: Option<Color>,
    /// The caption line that tells it.
    pub told: Msg,
    /// The line for a mars, if it was one.
    pub mars: Option<Msg>,
}

/// How a finished game ended; `None` while it is not finished.
pub(crate) fn result_line(
    world: &World<'_, '_>,
    session: &Session,
) -> Result<Option<ResultLine>, CoreError> {
    let row = &session.row;
    if row.status != Status::Finished {
        return Ok(None);
    }
    let Some(result) = world.tx.result(row.id)? else {
        return Ok(None);
    };
    let flag_fell = row.clock.is_some_and(TimeControl::flag_falls);
    let reason = match result.reason {
        EndReason::TimeForfeit if flag_fell => Msg::new("reason-flag-fall"),
        other => reason_msg(row.variant, other),
    };
    let told = match result.winner {
        Some(w) => Msg::new("caption-win")
            .color("color", w)
            .msg("player", player_name(world, session, w)?)
            .msg("reason", reason),
        None => Msg::new("caption-draw").msg("reason", reason),
    };
    Ok(Some(ResultLine {
        winner: result.winner,
        told,
        mars: result.mars.then(|| mars_msg(row.variant)),
    }))
}

/// The caption line of a clock: the seconds per move; a game clock's
/// control and both players' time left (the mover's as their turn began);
/// or correspondence's days per move.
fn clock_line(clock: TimeControl, time_left: Option<[i64; 2]>) -> Msg {
    match clock {
        TimeControl::PerMove { secs } => Msg::new("caption-clock").num("secs", i64::from(secs)),
        TimeControl::Fischer {
            base_secs,
            inc_secs,
        } => {
            let base = i64::from(base_secs) * 1000;
            let [white, black] = time_left.unwrap_or([base, base]);
            Msg::new("caption-fischer")
                .num("minutes", i64::from(base_secs / 60))
                .num("increment", i64::from(inc_secs))
                .text("white", clock_text(white))
                .text("black", clock_text(black))
        }
        TimeControl::Days { days } => Msg::new("caption-days").num("days", i64::from(days)),
    }
}

/// A time control in words, inside a sentence (the rated queue's answer):
/// `60 s per move`, `5+3`, `1 day per move`.
pub(crate) fn time_control(clock: TimeControl) -> Msg {
    match clock {
        TimeControl::PerMove { secs } => Msg::new("time-control-move").num("secs", i64::from(secs)),
        TimeControl::Fischer {
            base_secs,
            inc_secs,
        } => Msg::new("time-control-fischer")
            .num("minutes", i64::from(base_secs / 60))
            .num("increment", i64::from(inc_secs)),
        TimeControl::Days { days } => Msg::new("time-control-days").num("days", i64::from(days)),
    }
}

/// Time left as a clock shows it: `m:ss`, or `h:mm:ss` from an hour on
/// (whole seconds, rounded down, as a running clock shows them).
pub(crate) fn clock_text(ms: i64) -> String {
    let secs = ms.max(0) / 1000;
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// The buttons under a board. With the tap board the board's own buttons
/// replace Moves; where the buttons are all there is (an inline message),
/// only those that answer on the board itself remain.
fn actions(session: &Session, mode: Option<TapMode>) -> Vec<Action> {
    let row = &session.row;
    let rules = Action::Rules(row.variant);
    let only = mode == Some(TapMode::Only);
    match row.status {
        // A room is joined by its code, never by a button.
        Status::Open if row.mode == Mode::Room => vec![rules],
        Status::Open if only => vec![Action::Join],
        Status::Open => vec![Action::Join, rules],
        Status::Active => {
            let draw = if row.draw_offer.is_some() {
                Action::AcceptDraw
            } else {
                Action::OfferDraw
            };
            let mut list = match mode {
                None => vec![Action::Moves(0), Action::Resign],
                Some(TapMode::Off) => vec![Action::Moves(0), Action::TapMode, Action::Resign],
                Some(TapMode::On) => vec![Action::TapMode, Action::Resign],
                Some(TapMode::Only) => vec![Action::Resign],
            };
            if row.mode != Mode::Local && row.bot.is_none() {
                list.push(draw);
            }
            if !only {
                list.extend([Action::Board, rules]);
            }
            list
        }
        Status::Finished | Status::Aborted if only => Vec::new(),
        Status::Finished if can_rematch(row) => vec![Action::Rematch, rules],
        Status::Finished | Status::Aborted => vec![rules],
    }
}

/// Whether a game can be played again (`rematch`): finished, between two
/// different people (no bot, not a local game).
pub(crate) fn can_rematch(row: &crate::domain::GameRow) -> bool {
    row.status == Status::Finished
        && row.bot.is_none()
        && row.mode != Mode::Local
        && row.white.is_some()
        && row.black.is_some()
        && row.white != row.black
}
