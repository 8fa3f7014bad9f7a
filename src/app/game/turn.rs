//! A turn: who may move now, playing a chosen move, and asking the AI to
//! answer. Every handler that plays a move goes through here, so a move is
//! always concluded, saved, shown and answered the same way.

use std::time::Duration;

use draughts::Move;

use crate::app::Msg;
use crate::app::core::context::{Actor, World};
use crate::app::core::output::Job;
use crate::app::error::CoreError;
use crate::app::game::conclusion;
use crate::app::game::ping;
use crate::app::game::players::name_of;
use crate::app::game::players::player_name;
use crate::app::game::session::{Session, color_index};
use crate::app::view::board;
use crate::domain::{Mode, MoveSource, Status};

/// Plays a move the actor chose (typed or tapped), concludes the game if it
/// ended, saves and shows it, and asks the AI to answer if it is its turn.
/// A move that comes after the mover's flag fell is not played: the flag
/// fall is.
pub(crate) fn player_move(
    world: &mut World<'_, '_>,
    actor: &Actor,
    session: &mut Session,
    mv: &Move,
) -> Result<(), CoreError> {
    if conclusion::flag_has_fallen(session, world.now) {
        let mover = session.turn();
        return conclusion::flag_fall(world, session, mover);
    }
    conclusion::play_move(world, session, mv, Some(actor.user.id), MoveSource::Player)?;
    after_move(world, session)
}

/// The chat's active game if the actor may move in it now; otherwise tells
/// them why not and returns `None`.
pub(crate) fn playable(
    world: &mut World<'_, '_>,
    actor: &Actor,
) -> Result<Option<Session>, CoreError> {
    let Some(row) = world.tx.live_game_in_chat(actor.chat_id)? else {
        actor.tell(world, Msg::new("no-game-here"));
        return Ok(None);
    };
    if row.status == Status::Open {
        actor.tell(world, Msg::new("game-not-started"));
        return Ok(None);
    }
    let mut session = Session::load(world.tx, row)?;
    if session.game.is_over() {
        // Stored under older rules: a start already decided, or moves past
        // the point today's draw rules end the game. It ends now, as it
        // would have then.
        conclusion::conclude_if_over(world, &mut session)?;
        session.save(world)?;
        board::show(world, &session, false)?;
        return Ok(None);
    }
    let turn = session.turn();
    let row = &session.row;
    let me = actor.user.id;
    let allowed = match row.mode {
        Mode::Local => row.creator == me,
        _ => row.seat(turn) == Some(me) && row.bot_color() != Some(turn),
    };
    if allowed {
        return Ok(Some(session));
    }
    if row.mode == Mode::Local {
        let owner = name_of(&world.tx.user(row.creator)?);
        actor.tell(world, Msg::new("local-owner-only").msg("player", owner));
    } else if row.white == Some(me) || row.black == Some(me) {
        let whose = player_name(world, &session, turn)?;
        actor.tell(
            world,
            Msg::new("not-your-turn")
                .color("color", turn)
                .msg("player", whose),
        );
    } else {
        actor.tell(world, Msg::new("not-a-player"));
    }
    Ok(None)
}

/// Saves the game after a move, shows it, tells the person now to move
/// (deleting the ping the mover got), and asks the AI to answer if it is
/// its turn.
pub(crate) fn after_move(
    world: &mut World<'_, '_>,
    session: &mut Session,
) -> Result<(), CoreError> {
    session.save(world)?;
    board::show(world, session, false)?;
    ping::turn_passed(world, session)?;
    request_bot(world, session);
    Ok(())
}

/// Queues the AI's search when the game is running and the AI is to move;
/// returns whether it did.
pub(crate) fn request_bot(world: &mut World<'_, '_>, session: &Session) -> bool {
    let row = &session.row;
    if row.status != Status::Active {
        return false;
    }
    if let Some((color, level)) = row.bot
        && color == session.turn()
    {
        let level_ms = draughts_ai::Level::clamped(level).movetime().as_millis();
        let level_ms = i64::try_from(level_ms).unwrap_or(i64::MAX);
        // On a game clock: what the bot has left of its time now.
        let left = row
            .deadline
            .map(|d| d - world.now)
            .or(row.time_left.map(|left| left[color_index(color)]));
        let think_ms = match (row.clock, left) {
            (Some(clock), Some(left)) => clock.bot_think_ms(left, level_ms),
            _ => level_ms,
        };
        world.job(Job::Think {
            game: row.id,
            version: row.version,
            state: Box::new(session.game.clone()),
            level,
            seed: seed(row.id, session.game.ply()),
            player: row.seat(!color).unwrap_or(row.creator),
            rated: row.rated,
            movetime: Duration::from_millis(u64::try_from(think_ms).unwrap_or(0)),
        });
        return true;
    }
    false
}

/// A per-game, per-ply seed: the AI's choice is reproducible.
pub(crate) fn seed(game: i64, ply: usize) -> u64 {
    (game as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ ply as u64
}

/// Whether plain text is meant as a move: the chat has a running game and
/// the text reads as one there (a route such as `c3-c4` or `32-28`, or a
/// square the position lets its owner remove, as in Hawaiian's opening).
pub(crate) fn reads_as_move(
    world: &World<'_, '_>,
    actor: &Actor,
    text: &str,
) -> Result<bool, CoreError> {
    let running = world
        .tx
        .live_game_in_chat(actor.chat_id)?
        .filter(|g| g.status == Status::Active);
    let Some(row) = running else {
        return Ok(false);
    };
    Ok(text.parse::<draughts::notation::MoveText>().is_ok()
        || Session::load(world.tx, row)?
            .game
            .position()
            .parse_move(text)
            .is_ok())
}
