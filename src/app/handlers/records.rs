//! Keeping games: `pdn` (the record as a file), `replay` (an animation),
//! `history` (a player's last finished games) and `game <id>` (a game's
//! final board with its record buttons).
//!
//! A record names its game or means the chat's: the running one, else the
//! last one shown there. A running game is private to the chats that show
//! it. A finished game shown in a group is public by id, like a
//! tournament's records; any other (a private chat's, a local or a bot
//! game) is readable only by its players and from the chats that showed
//! it, and to anyone else it does not exist. Ids stay sequential: access is
//! checked ([`readable`]) rather than ids made unguessable. The
//! PDN text is built here ([`crate::app::game::pdn`]); the animation is only named
//! here (start and moves) and drawn by the delivery stage.

use chrono::DateTime;
use draughts::{Color, EndReason};

use crate::app::core::context::{Actor, World};
use crate::app::error::CoreError;
use crate::app::game::pdn::{self, PdnResult, Tags};
use crate::app::game::players::name_of;
use crate::app::game::session::Session;
use crate::app::view::board;
use crate::app::{Action, BoardPost, Body, LastMove, Msg, ReplayPost};
use crate::domain::{ChatKind, Finished, GameId, GameRow, Mode, Orientation, Status};
use crate::store::Port;

/// How many games `history` lists.
const HISTORY: u32 = 10;

/// `pdn [game]`: the game's PDN record as a file.
pub(crate) fn pdn(
    world: &mut World<'_, '_>,
    actor: &Actor,
    wanted: Option<GameId>,
) -> Result<(), CoreError> {
    let Some(session) = target(world, actor, wanted)? else {
        return Ok(());
    };
    let text = pdn_text(world.tx, &session)?;
    let caption = caption(world, &session)?;
    world.emit(
        actor.chat.key.clone(),
        actor.lang,
        Body::File {
            name: format!("damabot-{}.pdn", session.row.id),
            text,
            caption,
        },
    );
    Ok(())
}

/// `replay [game]`: the game as an animation, turned as the chat's
/// `/orientation` says ([`viewer`]).
pub(crate) fn replay(
    world: &mut World<'_, '_>,
    actor: &Actor,
    wanted: Option<GameId>,
) -> Result<(), CoreError> {
    let Some(session) = target(world, actor, wanted)? else {
        return Ok(());
    };
    let moves = world
        .tx
        .moves(session.row.id)?
        .into_iter()
        .map(|m| m.notation)
        .collect();
    let post = ReplayPost {
        game: session.row.id,
        start: *session.game.start(),
        moves,
        viewer: viewer(world, &session.row, actor, None)?,
        theme: actor.user.theme.clone(),
        caption: caption(world, &session)?,
    };
    world.emit(
        actor.chat.key.clone(),
        actor.lang,
        Body::Replay(Box::new(post)),
    );
    Ok(())
}

/// `game <id>`: the game's board as it stands (final, for a finished game),
/// with the PDN and replay buttons.
pub(crate) fn show(world: &mut World<'_, '_>, actor: &Actor, id: GameId) -> Result<(), CoreError> {
    let Some(session) = target(world, actor, Some(id))? else {
        return Ok(());
    };
    let row = &session.row;
    let post = BoardPost {
        game: row.id,
        version: row.version,
        position: *session.game.position(),
        last_move: session.last_move(world.tx)?.map(LastMove::from),
        viewer: viewer(world, row, actor, Some(session.game.position().turn()))?,
        theme: actor.user.theme.clone(),
        caption: board::caption(world, &session)?,
        actions: vec![Action::Pdn, Action::Replay],
        moves: Vec::new(),
        fresh: true,
        edit: None,
        hints: Vec::new(),
        tap: None,
    };
    world.emit(
        actor.chat.key.clone(),
        actor.lang,
        Body::Board(Box::new(post)),
    );
    Ok(())
}

/// `history [user]`: the user's last finished games, newest first.
pub(crate) fn history(
    world: &mut World<'_, '_>,
    actor: &Actor,
    who: Option<&str>,
) -> Result<(), CoreError> {
    let user = match who {
        None => actor.user.clone(),
        Some(name) => {
            let found = world
                .tx
                .users_named(actor.user.key.platform, name)?
                .into_iter()
                .next();
            let Some(user) = found else {
                actor.tell(world, Msg::new("stats-unknown-user").echo("name", name));
                return Ok(());
            };
            user
        }
    };
    let mut games = world.tx.finished_games_of(user.id, HISTORY)?;
    if user.id != actor.user.id {
        let mut shown = Vec::with_capacity(games.len());
        for finished in games {
            if readable(world.tx, actor, &finished.game)? {
                shown.push(finished);
            }
        }
        games = shown;
    }
    if games.is_empty() {
        actor.reply(world, Msg::new("stats-none").msg("player", name_of(&user)));
        return Ok(());
    }
    let lines = games
        .iter()
        .map(|finished| history_line(world, user.id, finished))
        .collect::<Result<Vec<Msg>, CoreError>>()?;
    actor.reply(
        world,
        Msg::new("history")
            .msg("player", name_of(&user))
            .list("lines", lines),
    );
    Ok(())
}

/// One game of a history: date, variant, opponent, result, reason, id.
fn history_line(
    world: &World<'_, '_>,
    user: crate::domain::UserId,
    finished: &Finished,
) -> Result<Msg, CoreError> {
    let row = &finished.game;
    let result = &finished.result;
    let (outcome, opponent) = if row.mode == Mode::Local {
        let outcome = match result.winner {
            Some(w) => Msg::new("history-local-win").color("color", w),
            None => Msg::new("history-draw"),
        };
        (outcome, Msg::new("history-local"))
    } else {
        let mine = if row.white == Some(user) {
            Color::White
        } else {
            Color::Black
        };
        let outcome = match result.winner {
            Some(w) if w == mine => Msg::new("history-won"),
            Some(_) => Msg::new("history-lost"),
            None => Msg::new("history-draw"),
        };
        (outcome, seat_name(world, row, !mine)?)
    };
    Ok(Msg::new("history-line")
        .text("date", day(finished.finished_at, "%Y-%m-%d"))
        .variant("variant", row.variant)
        .msg("opponent", opponent)
        .msg("result", outcome)
        .msg("reason", why(result.reason))
        .num("id", row.id))
}

/// An end reason in a few neutral words (the board captions' longer
/// sentences speak from the winner's side).
fn why(reason: EndReason) -> Msg {
    Msg::new(match reason {
        EndReason::NoPieces => "why-no-pieces",
        EndReason::NoMoves => "why-no-moves",
        EndReason::Resignation => "why-resignation",
        EndReason::TimeForfeit => "why-time-forfeit",
        EndReason::TimeoutDraw => "why-timeout-draw",
        EndReason::Agreement => "why-agreement",
        EndReason::Repetition => "why-repetition",
        EndReason::OneKingEach => "why-one-king-each",
        EndReason::OnePieceEach => "why-one-piece-each",
        EndReason::NoCaptureLimit => "why-no-capture-limit",
        EndReason::KingMovesLimit => "why-king-moves-limit",
        EndReason::MutualImpotence => "why-mutual-impotence",
        EndReason::LoneKingLimit => "why-lone-king-limit",
        EndReason::MaterialUnchanged => "why-material-unchanged",
    })
}

/// The game a record command means, loaded; `None` after telling the
/// actor why there is none.
fn target(
    world: &mut World<'_, '_>,
    actor: &Actor,
    wanted: Option<GameId>,
) -> Result<Option<Session>, CoreError> {
    let live_here = world.tx.live_game_in_chat(actor.chat_id)?;
    let row = match wanted {
        Some(id) => match world.tx.find_game(id)? {
            Some(row) if !readable(world.tx, actor, &row)? => {
                actor.tell(world, Msg::new("record-unknown").num("id", id));
                return Ok(None);
            }
            Some(row) if !row.status.is_live() || live_here.as_ref().map(|g| g.id) == Some(id) => {
                row
            }
            Some(_) => {
                actor.tell(world, Msg::new("record-running").num("id", id));
                return Ok(None);
            }
            None => {
                actor.tell(world, Msg::new("record-unknown").num("id", id));
                return Ok(None);
            }
        },
        None => match live_here.map_or_else(
            || world.tx.last_game_in_chat(actor.chat_id),
            |g| Ok(Some(g)),
        )? {
            Some(row) => row,
            None => {
                actor.tell(world, Msg::new("record-none"));
                return Ok(None);
            }
        },
    };
    Ok(Some(Session::replay(world.tx, row)?))
}

/// Whether the actor may read a game's record: its players always, and
/// anyone asking from a chat that showed it; anyone else only when it was
/// shown in a group and is neither a local nor a bot game.
fn readable(tx: &dyn Port, actor: &Actor, row: &GameRow) -> Result<bool, CoreError> {
    let me = Some(actor.user.id);
    if Some(row.creator) == me || row.white == me || row.black == me {
        return Ok(true);
    }
    let chats = tx.game_chats(row.id)?;
    if chats.iter().any(|gc| gc.chat == actor.chat_id) {
        return Ok(true);
    }
    if matches!(row.mode, Mode::Local | Mode::Bot) {
        return Ok(false);
    }
    for gc in &chats {
        if tx.chat(gc.chat)?.kind == ChatKind::Group {
            return Ok(true);
        }
    }
    Ok(false)
}

/// The PDN record of a game loaded with every move ([`Session::replay`]).
pub(crate) fn pdn_text(tx: &dyn Port, session: &Session) -> Result<String, CoreError> {
    let row = &session.row;
    let result = result_of(tx, row)?;
    let creator = tx.user(row.creator)?;
    let tags = Tags {
        event: format!("damabot {} game", event_kind(row)),
        site: format!("damabot, {}", creator.key.platform),
        date: day(row.created_at, "%Y.%m.%d"),
        round: "?".to_owned(),
        white: seat_text(tx, row, Color::White)?,
        black: seat_text(tx, row, Color::Black)?,
        result,
    };
    Ok(pdn::write(&tags, &session.game))
}

/// The result as PDN says it: a finished game's, `*` for any other.
fn result_of(tx: &dyn Port, row: &GameRow) -> Result<PdnResult, CoreError> {
    Ok(match row.status {
        Status::Finished => tx
            .result(row.id)?
            .map_or(PdnResult::Unfinished, |r| PdnResult::from_winner(r.winner)),
        Status::Open | Status::Active | Status::Aborted => PdnResult::Unfinished,
    })
}

/// What kind of game the `Event` tag names.
fn event_kind(row: &GameRow) -> &'static str {
    if row.rated {
        return "rated";
    }
    match row.mode {
        Mode::Casual | Mode::Matched => "casual",
        Mode::Local => "local",
        Mode::Bot => "bot",
        Mode::Room => "room",
    }
}

/// A seat's player as PDN data: the user's name, the AI with its level, or
/// `?` (PDN's unknown value) for a seat nobody took.
fn seat_text(tx: &dyn Port, row: &GameRow, color: Color) -> Result<String, CoreError> {
    if let Some((c, level)) = row.bot
        && c == color
    {
        return Ok(format!("damabot AI level {level}"));
    }
    Ok(match row.seat(color) {
        Some(id) => tx.user(id)?.name,
        None => "?".to_owned(),
    })
}

/// A seat's player as a message: the user's name, or the labelled bot.
fn seat_name(world: &World<'_, '_>, row: &GameRow, color: Color) -> Result<Msg, CoreError> {
    if let Some((c, level)) = row.bot
        && c == color
    {
        return Ok(Msg::new("name-bot").num("level", i64::from(level)));
    }
    Ok(match row.seat(color) {
        Some(id) => name_of(&world.tx.user(id)?),
        None => Msg::new("name-open-seat"),
    })
}

/// The caption of a record: the game's number, variant, players and result.
fn caption(world: &World<'_, '_>, session: &Session) -> Result<Msg, CoreError> {
    let row = &session.row;
    let result = result_of(world.tx, row)?;
    Ok(Msg::new("record-caption")
        .num("id", row.id)
        .variant("variant", row.variant)
        .msg("white", seat_name(world, row, Color::White)?)
        .msg("black", seat_name(world, row, Color::Black)?)
        .text("result", result.white_first())
        .num(
            "moves",
            i64::try_from(pdn::move_count(&session.game)).unwrap_or(i64::MAX),
        ))
}

/// The side a record is drawn from, by the asking chat's `/orientation`,
/// as the chat's boards are:
/// - `white`: White at the bottom;
/// - `turn`: the side to move of a running game's board (`to_move`); a
///   finished game, and a replay, which shows every turn, are seen from the
///   asking player's side, as a finished board that followed the turn is;
/// - `auto`: in a group, the side the chat's board of the game shows (White
///   for a board two players share), White for a game the chat never
///   showed; elsewhere the asking player's side.
fn viewer(
    world: &World<'_, '_>,
    row: &GameRow,
    actor: &Actor,
    to_move: Option<Color>,
) -> Result<Color, CoreError> {
    let black = row.black == Some(actor.user.id) && row.mode != Mode::Local;
    let own = if black { Color::Black } else { Color::White };
    let live = matches!(row.status, Status::Active | Status::Open);
    let wanted = match world.tx.orientation(actor.chat_id)? {
        Orientation::White => Color::White,
        Orientation::Turn => to_move.filter(|_| live).unwrap_or(own),
        Orientation::Auto if actor.chat.kind == ChatKind::Group => world
            .tx
            .game_chats(row.id)?
            .iter()
            .find(|gc| gc.chat == actor.chat_id)
            .and_then(|gc| gc.viewer)
            .unwrap_or(Color::White),
        Orientation::Auto => own,
    };
    Ok(board::seen_from(row.variant, wanted))
}

/// A Unix-ms instant as a UTC calendar day in `format`.
fn day(ms: i64, format: &str) -> String {
    DateTime::from_timestamp_millis(ms)
        .unwrap_or_default()
        .format(format)
        .to_string()
}
