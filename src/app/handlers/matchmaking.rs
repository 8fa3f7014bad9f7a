//! Rated matchmaking: `play` joins the queue shared by every chat and
//! platform, one per variant and time control (the rated per-move clock
//! unless the player names another), two waiting humans of the same queue
//! are paired closest ratings first, and after
//! the wait a labelled bot takes the seat, at the level
//! [`rating::level_for`] matches to the player's rating and deviation (a
//! newcomer meets level 3).
//!
//! Two players are paired when their ratings differ by at most a window that
//! starts at [`WINDOW_BASE`] points and widens by [`WINDOW_PER_SEC`] points for
//! every second the earlier one has waited: close opponents at once, wider
//! ones rather than the bot as the wait runs out.

use draughts::{Color, Position, Variant};

use crate::app::core::context::{Actor, World};
use crate::app::error::CoreError;
use crate::app::game::ping;
use crate::app::game::players::player_name;
use crate::app::game::rating;
use crate::app::game::session::Session;
use crate::app::game::turn;
use crate::app::view::board;
use crate::app::{Action, Msg};
use crate::domain::{ChatId, GameChat, Mode, NewGame, Status, TimeControl, UserId, Waiting};

/// The rating difference accepted at once.
pub(crate) const WINDOW_BASE: f64 = 200.0;
/// How much the accepted difference grows per second of waiting.
pub(crate) const WINDOW_PER_SEC: f64 = 40.0;

/// Whether two players are close enough to pair now.
fn acceptable(world: &World<'_, '_>, a: &Waiting, b: &Waiting) -> bool {
    let waited = (world.now - a.joined_at.min(b.joined_at)).max(0) as f64 / 1000.0;
    (a.rating - b.rating).abs() <= WINDOW_BASE + WINDOW_PER_SEC * waited
}

/// `play <variant> [clock]`.
pub(crate) fn play(
    world: &mut World<'_, '_>,
    actor: &Actor,
    variant: Variant,
    clock: Option<TimeControl>,
) -> Result<(), CoreError> {
    if world.tx.live_game_in_chat(actor.chat_id)?.is_some() {
        actor.reply_with(world, Msg::new("game-exists"), vec![Action::Board]);
        return Ok(());
    }
    let clock = clock.unwrap_or(TimeControl::PerMove {
        secs: world.config.turn_secs,
    });
    let me = Waiting {
        user: actor.user.id,
        variant,
        clock,
        chat: actor.chat_id,
        rating: rating::standing(world.tx, actor.user.id, variant)?.rating,
        joined_at: world.now,
    };
    world.tx.dequeue(me.user)?;
    if let Some(other) = partner(world, &me)? {
        return start(world, &other, Opponent::Human(&me));
    }
    world.tx.enqueue(&me)?;
    actor.reply(
        world,
        Msg::new("queue-joined")
            .variant("variant", variant)
            .msg("clock", board::time_control(clock))
            .num("secs", world.config.match_wait_secs.into()),
    );
    Ok(())
}

/// `cancel`.
pub(crate) fn cancel(world: &mut World<'_, '_>, actor: &Actor) -> Result<(), CoreError> {
    let msg = match world.tx.dequeue(actor.user.id)? {
        Some(w) => Msg::new("queue-left").variant("variant", w.variant),
        None => Msg::new("queue-not-in"),
    };
    actor.reply(world, msg);
    Ok(())
}

/// The closest waiting player acceptable for `me`, taken out of the queue;
/// waiting players whose chat got busy meanwhile are dropped on the way.
fn partner(world: &mut World<'_, '_>, me: &Waiting) -> Result<Option<Waiting>, CoreError> {
    while let Some(other) = world
        .tx
        .closest_waiting(me.variant, me.clock, me.rating, me.user)?
    {
        if !acceptable(world, me, &other) {
            return Ok(None);
        }
        world.tx.dequeue(other.user)?;
        if !busy(world, other.chat)? {
            return Ok(Some(other));
        }
    }
    Ok(None)
}

/// Pairs waiting players whose windows have widened enough, oldest first,
/// then seats the bot opposite everyone who waited out the wait time.
pub(crate) fn fill_in(world: &mut World<'_, '_>) -> Result<(), CoreError> {
    for waiting in world.tx.waited_since(world.now)? {
        // Earlier pairings in this loop may have taken this player already.
        if !world.tx.is_queued(waiting.user)? {
            continue;
        }
        if let Some(other) = partner(world, &waiting)? {
            world.tx.dequeue(waiting.user)?;
            if busy(world, waiting.chat)? {
                world.tx.enqueue(&other)?;
                continue;
            }
            let (first, second) = if other.joined_at < waiting.joined_at {
                (&other, &waiting)
            } else {
                (&waiting, &other)
            };
            start(world, first, Opponent::Human(second))?;
        }
    }
    let wait = i64::from(world.config.match_wait_secs) * 1000;
    for waiting in world.tx.waited_since(world.now - wait)? {
        world.tx.dequeue(waiting.user)?;
        if busy(world, waiting.chat)? {
            continue;
        }
        let standing = rating::standing(world.tx, waiting.user, waiting.variant)?;
        let level = rating::level_for(standing.rating, standing.deviation);
        start(world, &waiting, Opponent::Bot(level))?;
    }
    Ok(())
}

/// Whether a waiting player's chat has a game running. The chat's lock is
/// held from here to the commit, so that a game started in it by another
/// instance meanwhile is either seen here or waits for this one.
fn busy(world: &World<'_, '_>, chat: ChatId) -> Result<bool, CoreError> {
    world.tx.lock_chat(&world.tx.chat(chat)?.key)?;
    Ok(world.tx.live_game_in_chat(chat)?.is_some())
}

/// Who sits opposite the first-queued player.
enum Opponent<'w> {
    /// Another human, who queued later.
    Human(&'w Waiting),
    /// The bot at a level.
    Bot(u8),
}

/// Creates the rated game under the queue's time control: the player who
/// waited longer moves first.
fn start(
    world: &mut World<'_, '_>,
    first: &Waiting,
    opponent: Opponent<'_>,
) -> Result<(), CoreError> {
    let variant = first.variant;
    let first_color = variant.first_to_move();
    let (second_user, bot) = match opponent {
        Opponent::Human(w) => (Some(w), None),
        Opponent::Bot(level) => (None, Some((!first_color, level))),
    };
    let seat = |c: Color| -> Option<UserId> {
        if c == first_color {
            Some(first.user)
        } else {
            second_user.map(|w| w.user)
        }
    };
    let row = world.tx.insert_game(
        &NewGame {
            variant,
            mode: Mode::Matched,
            rated: true,
            status: Status::Active,
            creator: first.user,
            white: seat(Color::White),
            black: seat(Color::Black),
            bot,
            start_fen: Position::start(variant).to_fen(),
            clock: Some(first.clock),
            deadline: Some(world.now + first.clock.first_turn_ms()),
        },
        world.now,
    )?;
    let mut chats: Vec<(ChatId, UserId, Color)> = vec![(first.chat, first.user, first_color)];
    if let Some(w) = second_user {
        chats.push((w.chat, w.user, !first_color));
    }
    let shared = chats.len() == 2 && chats[0].0 == chats[1].0;
    for (chat, user, color) in &chats {
        world.tx.attach_chat(
            row.id,
            &GameChat {
                chat: *chat,
                user: (!shared).then_some(*user),
                viewer: (!shared).then_some(*color),
                spectator: false,
                board_message: None,
            },
        )?;
        if shared {
            break;
        }
    }
    let session = Session::load(world.tx, row)?;
    announce_pairing(world, &session)?;
    board::show(world, &session, true)?;
    ping::turn_passed(world, &session)?;
    turn::request_bot(world, &session);
    Ok(())
}

/// Tells both players' chats who plays whom, for new matched games.
pub(crate) fn announce_pairing(
    world: &mut World<'_, '_>,
    session: &Session,
) -> Result<(), CoreError> {
    let white = player_name(world, session, Color::White)?;
    let black = player_name(world, session, Color::Black)?;
    let msg = Msg::new("match-found")
        .variant("variant", session.row.variant)
        .msg("white", white)
        .msg("black", black);
    board::announce(world, session, &msg)
}
