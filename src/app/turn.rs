//! Moves: who may move, reading what they typed, explaining refusals,
//! playing it, the AI's answers, and turn clocks.
//!
//! The AI's searches run outside the core ([`Job::Think`]); each one the
//! core asks for is claimed by this instance in the same transaction
//! ([`World::commit`]) and the claim ends here, with the search: when its
//! move is played, or when no move will come (the game moved on or ended,
//! the search was refused, its answer was not legal). Claims of a dead
//! instance are taken over by another one after their lease
//! ([`take_over_searches`]); a restart asks again where no live instance
//! holds the claim ([`resume_searches`]).

use draughts::notation::{MoveText, SquareRef};
use draughts::{IllegalReason, Move, MoveError, Notation, Position, Square};

use super::board::{self, numbered_moves, player_name};
use super::context::{Actor, World};
use super::session::{Session, color_index};
use super::{CoreError, Job, Msg, finish};
use crate::domain::{GameId, Mode, MoveSource, Status};
use crate::store::SearchEnd;

/// At most this many legal captures are listed in a refusal.
const LIST_LIMIT: usize = 6;

/// At most this many clocks are handled per tick, so a mass time-out never
/// holds the core for long; the rest follow on the next ticks.
const CLOCKS_PER_TICK: u32 = 1000;

/// The AI level that picks the move played for a player who timed out.
const TIMEOUT_LEVEL: u8 = 1;

/// At most this many AI searches of dead instances are taken over per
/// tick, so that a takeover does not flood this instance's AI queue (where
/// casual searches beyond its bounds would be refused); the rest follow on
/// the next ticks.
const TAKEOVERS_PER_TICK: u32 = 32;

/// How a player named the move they want.
pub(crate) enum Wanted<'a> {
    /// Typed notation.
    Text(&'a str),
    /// The n-th entry of `moves`, optionally pinned to a game version.
    Number(usize, Option<i64>),
}

/// Plays a move the actor asked for in their chat, or explains why not.
pub(crate) fn human_move(
    world: &mut World<'_, '_>,
    actor: &Actor,
    wanted: Wanted<'_>,
) -> Result<(), CoreError> {
    let Some(mut session) = playable(world, actor)? else {
        return Ok(());
    };
    let mv = match wanted {
        Wanted::Text(text) => match session.game.position().parse_move(text) {
            Ok(mv) => mv,
            Err(e) => {
                let msg = refusal(session.game.position(), text, &e);
                actor.tell(world, msg);
                return Ok(());
            }
        },
        Wanted::Number(number, version) => {
            if version.is_some_and(|v| v != session.row.version) {
                actor.tell(world, Msg::new("board-stale"));
                return Ok(());
            }
            let list = numbered_moves(session.game.position());
            match number.checked_sub(1).and_then(|i| list.into_iter().nth(i)) {
                Some((_, mv)) => mv,
                None => {
                    let max = i64::try_from(numbered_moves(session.game.position()).len())
                        .unwrap_or(i64::MAX);
                    actor.tell(
                        world,
                        Msg::new("move-number-range")
                            .num("number", i64::try_from(number).unwrap_or(i64::MAX))
                            .num("max", max),
                    );
                    return Ok(());
                }
            }
        }
    };
    player_move(world, actor, &mut session, &mv)
}

/// Plays a move the actor chose (typed or tapped), concludes the game if it
/// ended, saves and shows it, and asks the AI to answer if it is its turn.
pub(crate) fn player_move(
    world: &mut World<'_, '_>,
    actor: &Actor,
    session: &mut Session,
    mv: &Move,
) -> Result<(), CoreError> {
    finish::play_move(world, session, mv, Some(actor.user.id), MoveSource::Player)?;
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
    let session = Session::load(world.tx, row)?;
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
        let owner = board::name_of(&world.tx.user(row.creator)?);
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

/// The translated explanation of a move that was not played: what was
/// wrong, then (unless the answer already lists them) the legal
/// alternatives in the variant's own notation.
fn refusal(position: &Position, text: &str, error: &MoveError) -> Msg {
    let list = |moves: &[Move]| {
        moves
            .iter()
            .map(|m| position.move_text(m, Notation::Native))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let square = |sq: &Square| sq.text(position.variant(), Notation::Native);
    let (reason, options) = match error {
        MoveError::Syntax(_) => (
            Msg::new("move-syntax")
                .text("input", text)
                .text("example", example(position)),
            options(position, typed_square(position, text)),
        ),
        MoveError::Ambiguous(candidates) => (
            Msg::new("move-ambiguous")
                .text("input", text)
                .text("candidates", list(candidates)),
            None,
        ),
        MoveError::Illegal(IllegalReason::CaptureRequired(captures)) => {
            let count = i64::try_from(captures.len()).unwrap_or(i64::MAX);
            if captures.len() <= LIST_LIMIT {
                let msg = Msg::new("capture-required")
                    .num("count", count)
                    .text("captures", list(captures));
                (msg, None)
            } else {
                let msg = Msg::new("capture-required-many").num("count", count);
                (msg, options(position, None))
            }
        }
        MoveError::Illegal(IllegalReason::NoPieceThere(sq)) => (
            Msg::new("move-no-piece").text("square", square(sq)),
            options(position, None),
        ),
        MoveError::Illegal(IllegalReason::NotYourPiece(sq)) => (
            Msg::new("move-not-your-piece").text("square", square(sq)),
            options(position, None),
        ),
        MoveError::Illegal(IllegalReason::UnknownSquare(typed)) => (
            Msg::new("move-unknown-square").text("square", typed.clone()),
            options(position, None),
        ),
        MoveError::Illegal(IllegalReason::NoSuchMove) => (
            Msg::new("move-illegal").text("input", text),
            options(position, typed_start(position, text)),
        ),
    };
    match options {
        Some(options) => Msg::new("move-refused")
            .msg("reason", reason)
            .msg("options", options),
        None => reason,
    }
}

/// The legal moves to offer after a refusal: those of the piece on `from`
/// when it has any, otherwise the position's (the first few when there are
/// many); `None` when nothing can move.
fn options(position: &Position, from: Option<Square>) -> Option<Msg> {
    let all = numbered_moves(position);
    let texts = |moves: &[&(String, Move)]| {
        moves
            .iter()
            .map(|(t, _)| t.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    };
    if let Some(from) = from {
        let mine: Vec<&(String, Move)> = all.iter().filter(|(_, m)| m.from() == from).collect();
        if !mine.is_empty() {
            return Some(
                Msg::new("move-options-piece")
                    .text("square", from.text(position.variant(), Notation::Native))
                    .text("moves", texts(&mine)),
            );
        }
    }
    let count = i64::try_from(all.len()).unwrap_or(i64::MAX);
    let shown: Vec<&(String, Move)> = all.iter().take(LIST_LIMIT).collect();
    match all.len() {
        0 => None,
        n if n <= LIST_LIMIT => Some(
            Msg::new("move-options")
                .num("count", count)
                .text("moves", texts(&shown)),
        ),
        _ => Some(
            Msg::new("move-options-many")
                .num("count", count)
                .text("moves", texts(&shown)),
        ),
    }
}

/// The square typed alone (`c3`), if `text` is one square of this board.
/// (A lone number never gets here: `m 22` picks the 22nd listed move.)
fn typed_square(position: &Position, text: &str) -> Option<Square> {
    let square: Square = text.trim().to_lowercase().parse().ok()?;
    SquareRef::Named(square).square(position.variant()).ok()
}

/// The start square of a typed move, if it names one of this board.
fn typed_start(position: &Position, text: &str) -> Option<Square> {
    let typed = text.parse::<MoveText>().ok()?;
    typed.squares().first()?.square(position.variant()).ok()
}

/// A legal move of this position, as an example of the notation.
fn example(position: &Position) -> String {
    numbered_moves(position)
        .into_iter()
        .next()
        .map_or_else(|| "c3-c4".to_owned(), |(t, _)| t)
}

/// Saves the game after a move, shows it, and asks the AI to answer if it
/// is its turn.
pub(crate) fn after_move(
    world: &mut World<'_, '_>,
    session: &mut Session,
) -> Result<(), CoreError> {
    session.save(world)?;
    board::show(world, session, false)?;
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
        world.job(Job::Think {
            game: row.id,
            version: row.version,
            state: Box::new(session.game.clone()),
            level,
            seed: seed(row.id, session.game.ply()),
            player: row.seat(!color).unwrap_or(row.creator),
            rated: row.rated,
        });
        return true;
    }
    false
}

/// Takes over the AI searches whose claim ran out (their instance died) and
/// asks this instance's AI again for them; exactly one instance gets each.
pub(crate) fn take_over_searches(world: &mut World<'_, '_>) -> Result<(), CoreError> {
    let lease = world.config.lease(world.now);
    let games = world
        .tx
        .take_over_searches(lease, world.now, TAKEOVERS_PER_TICK)?;
    if !games.is_empty() {
        tracing::info!(
            games = games.len(),
            "asking again for AI moves another instance owed"
        );
    }
    for id in games {
        world.for_game(id, |world| ask_again(world, id))?;
    }
    Ok(())
}

/// After a restart, asks the AI again in every running bot game whose
/// search no other live instance holds: the claim ran out, is this
/// instance's own (its search died with the process), or there is none.
pub(crate) fn resume_searches(world: &mut World<'_, '_>) -> Result<(), CoreError> {
    let games = world
        .tx
        .searches_to_resume(&world.config.instance, world.now)?;
    for id in games {
        world.for_game(id, |world| ask_again(world, id))?;
    }
    Ok(())
}

/// Asks the AI again in a game if it is to move there; otherwise no search
/// is owed, and any claim on one ends.
fn ask_again(world: &mut World<'_, '_>, id: GameId) -> Result<(), CoreError> {
    let session = Session::by_id(world.tx, id)?;
    if !request_bot(world, &session) {
        world.tx.end_search(id, SearchEnd::Any)?;
    }
    Ok(())
}

/// A per-game, per-ply seed: the AI's choice is reproducible.
fn seed(game: i64, ply: usize) -> u64 {
    (game as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ ply as u64
}

/// Plays the AI's move if the game is still where the search started. A
/// stale answer (the game moved on or ended: another instance may have
/// taken the search over and answered first) plays nothing, so a move is
/// never played twice; either way the search's claim ends.
pub(crate) fn bot_move(
    world: &mut World<'_, '_>,
    game: i64,
    version: i64,
    mv: &Move,
) -> Result<(), CoreError> {
    let row = world.tx.game(game)?;
    if row.status != Status::Active || row.version != version {
        world.tx.end_search(game, SearchEnd::Version(version))?;
        return Ok(());
    }
    let mut session = Session::load(world.tx, row)?;
    if session.row.bot_color() != Some(session.turn())
        || !session.game.position().legal_routes().contains(mv)
    {
        tracing::warn!(game, "dropped an AI move that is not legal here");
        world.tx.end_search(game, SearchEnd::Version(version))?;
        return Ok(());
    }
    world.tx.end_search(game, SearchEnd::Any)?;
    finish::play_move(world, &mut session, mv, None, MoveSource::Bot)?;
    after_move(world, &mut session)
}

/// Plays the first of the numbered legal moves for the AI, whose search
/// failed, if the game is still where the search started.
pub(crate) fn fallback_bot_move(
    world: &mut World<'_, '_>,
    game: i64,
    version: i64,
) -> Result<(), CoreError> {
    let row = world.tx.game(game)?;
    if row.status != Status::Active || row.version != version {
        world.tx.end_search(game, SearchEnd::Version(version))?;
        return Ok(());
    }
    let mut session = Session::load(world.tx, row)?;
    let first = numbered_moves(session.game.position()).into_iter().next();
    let Some((_, mv)) = first.filter(|_| session.row.bot_color() == Some(session.turn())) else {
        world.tx.end_search(game, SearchEnd::Version(version))?;
        return Ok(());
    };
    world.tx.end_search(game, SearchEnd::Any)?;
    tracing::warn!(
        game,
        "the AI's search failed; playing a plain legal move for it"
    );
    finish::play_move(world, &mut session, &mv, None, MoveSource::Bot)?;
    after_move(world, &mut session)
}

/// Tells the chats of a casual bot game that the AI has no time for it now;
/// this instance's claim on the search ends (asking for the board asks
/// again).
pub(crate) fn bot_busy(world: &mut World<'_, '_>, game: i64) -> Result<(), CoreError> {
    world
        .tx
        .end_search(game, SearchEnd::HeldBy(&world.config.instance))?;
    let session = Session::by_id(world.tx, game)?;
    if session.row.status == Status::Active && session.row.bot_color() == Some(session.turn()) {
        board::announce(world, &session, &Msg::new("bot-busy"))?;
    }
    Ok(())
}

/// Warns players whose time is nearly up, and acts on expired clocks: the
/// system plays a legal move, and the game is forfeited after too many
/// time-outs in a row.
/// Each game is handled on its own ([`World::for_game`]).
pub(crate) fn run_clocks(world: &mut World<'_, '_>) -> Result<(), CoreError> {
    let lead = i64::from(world.config.warn_before_secs) * 1000;
    for id in world.tx.games_to_warn(world.now, lead, CLOCKS_PER_TICK)? {
        world.for_game(id, |world| warn(world, id))?;
    }
    for id in world.tx.games_due(world.now, CLOCKS_PER_TICK)? {
        world.for_game(id, |world| time_out(world, Session::by_id(world.tx, id)?))?;
    }
    Ok(())
}

/// Warns the player to move that their time is nearly up. The warning is
/// clock bookkeeping: the game's version, and with it the buttons under
/// its board, stay as they are.
fn warn(world: &mut World<'_, '_>, id: i64) -> Result<(), CoreError> {
    let session = Session::by_id(world.tx, id)?;
    let Some(deadline) = session.row.deadline.filter(|d| *d > world.now) else {
        return Ok(());
    };
    if !world.tx.mark_warned(id)? {
        return Ok(());
    }
    if session.row.bot_color() == Some(session.turn()) {
        return Ok(());
    }
    let who = player_name(world, &session, session.turn())?;
    let msg = Msg::new("clock-warning")
        .msg("player", who)
        .num("secs", (deadline - world.now + 999) / 1000);
    board::announce(world, &session, &msg)
}

/// Acts on an expired clock. The game was due when the clocks were read;
/// a move made since (on another core or instance) gave it a deadline of
/// its own, which stands, and a game ended since has none.
fn time_out(world: &mut World<'_, '_>, mut session: Session) -> Result<(), CoreError> {
    let expired = session.row.deadline.is_some_and(|d| d <= world.now);
    if session.row.status != Status::Active || !expired {
        return Ok(());
    }
    let mover = session.turn();
    if session.row.bot_color() == Some(mover) {
        // The clock only binds humans. A late AI answer (say, after a
        // restart) is asked for again; the version stays, so a search still
        // running is not made stale, and the runtime starts no second one.
        if let Some(secs) = session.row.clock_secs {
            world
                .tx
                .postpone_deadline(session.row.id, world.now + i64::from(secs) * 1000)?;
        }
        request_bot(world, &session);
        return Ok(());
    }
    let who = player_name(world, &session, mover)?;
    session.row.timeouts[color_index(mover)] += 1;
    let count = session.row.timeouts[color_index(mover)];
    if count >= world.config.max_timeouts {
        session.game.forfeit_on_time(mover);
        finish::conclude_if_over(world, &mut session)?;
        session.save(world)?;
        let msg = Msg::new("clock-forfeit")
            .msg("player", who)
            .num("count", i64::from(count));
        board::announce(world, &session, &msg)?;
        return board::show(world, &session, false);
    }
    // A quick, sensible move (the AI at its lowest level, a few dozen
    // nodes), not a random blunder: the penalty is losing the choice.
    let Some(mv) = draughts_ai::choose(
        &session.game,
        TIMEOUT_LEVEL,
        seed(session.row.id, session.game.ply()),
    ) else {
        return Ok(());
    };
    let text = session.game.position().move_text(&mv, Notation::Native);
    finish::play_move(world, &mut session, &mv, None, MoveSource::Timeout)?;
    let msg = Msg::new("clock-auto-move")
        .msg("player", who)
        .text("move", text)
        .num("count", i64::from(count))
        .num("max", i64::from(world.config.max_timeouts));
    board::announce(world, &session, &msg)?;
    after_move(world, &mut session)
}
