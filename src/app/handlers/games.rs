//! The game-table commands: `new`, `join`,
//! `moves`, `board`, `resign`, `draw`, `abort`, `local` and `bot`.

use draughts::{Color, Position, Variant};

use crate::app::core::context::{Actor, World};
use crate::app::error::CoreError;
use crate::app::game::conclusion;
use crate::app::game::pdn::read::Record;
use crate::app::game::ping;
use crate::app::game::players::{name_of, player_name};
use crate::app::game::session::Session;
use crate::app::game::turn;
use crate::app::view::board;
use crate::app::view::moves::numbered_moves;
use crate::app::{Action, Body, MoveList, Msg};
use crate::domain::{ChatKind, GameChat, GameRow, Mode, MoveSource, NewGame, Status, TimeControl};

/// The chat's open or active game, or a hint that there is none.
fn live_game(world: &mut World<'_, '_>, actor: &Actor) -> Result<Option<GameRow>, CoreError> {
    let game = world.tx.live_game_in_chat(actor.chat_id)?;
    if game.is_none() {
        actor.tell(world, Msg::new("no-game-here"));
    }
    Ok(game)
}

/// Refuses to start a second game in a chat; true when the chat is free.
fn chat_is_free(world: &mut World<'_, '_>, actor: &Actor) -> Result<bool, CoreError> {
    if world.tx.live_game_in_chat(actor.chat_id)?.is_some() {
        actor.reply_with(world, Msg::new("game-exists"), vec![Action::Board]);
        return Ok(false);
    }
    Ok(true)
}

/// Creates a game shown in the actor's chat and shows its first board.
fn create(
    world: &mut World<'_, '_>,
    actor: &Actor,
    game: NewGame,
    viewer: Option<Color>,
) -> Result<(), CoreError> {
    let session = insert(world, actor, &game, viewer)?;
    board::show(world, &session, true)?;
    turn::request_bot(world, &session);
    Ok(())
}

/// Stores a new game shown in the actor's chat, not yet shown.
fn insert(
    world: &mut World<'_, '_>,
    actor: &Actor,
    game: &NewGame,
    viewer: Option<Color>,
) -> Result<Session, CoreError> {
    let row = world.tx.insert_game(game, world.now)?;
    world.tx.attach_chat(
        row.id,
        &GameChat {
            chat: actor.chat_id,
            user: (actor.chat.kind == ChatKind::Private || viewer.is_some())
                .then_some(actor.user.id),
            viewer,
            spectator: false,
            board_message: None,
        },
    )?;
    Session::load(world.tx, row)
}

/// The position a game starts from: the set-up one, or the variant's start.
fn start_position(variant: Variant, start: Option<Position>) -> Position {
    start.unwrap_or_else(|| Position::start(variant))
}

/// `new`: an open game in a group; the creator takes the side to move in
/// the start position unless `second`.
pub(crate) fn new_game(
    world: &mut World<'_, '_>,
    actor: &Actor,
    variant: Variant,
    second: bool,
    clock: Option<TimeControl>,
    start: Option<Position>,
) -> Result<(), CoreError> {
    if actor.chat.kind == ChatKind::Private {
        actor.tell(
            world,
            Msg::new("new-in-private").text("variant", variant.name()),
        );
        return Ok(());
    }
    if !chat_is_free(world, actor)? {
        return Ok(());
    }
    let start = start_position(variant, start);
    create(
        world,
        actor,
        NewGame::open_casual(actor.user.id, &start, second, clock),
        None,
    )
}

pub(crate) fn join(world: &mut World<'_, '_>, actor: &Actor) -> Result<(), CoreError> {
    let Some(row) = live_game(world, actor)? else {
        return Ok(());
    };
    if row.mode == Mode::Room {
        // A room is joined by its code only, never by a bare join or the
        // Join button of a board someone else can see.
        actor.tell(world, Msg::new("room-join-by-code"));
        return Ok(());
    }
    if row.status != Status::Open {
        actor.tell(world, Msg::new("game-full"));
        return Ok(());
    }
    if row.creator == actor.user.id {
        actor.tell(world, Msg::new("join-own-game"));
        return Ok(());
    }
    let mut session = Session::load(world.tx, row)?;
    session.seat_opponent(actor.user.id, world.now);
    session.save(world)?;
    board::show(world, &session, true)?;
    ping::turn_passed(world, &session)
}

pub(crate) fn moves(
    world: &mut World<'_, '_>,
    actor: &Actor,
    page: usize,
) -> Result<(), CoreError> {
    let Some(row) = live_game(world, actor)? else {
        return Ok(());
    };
    if row.status != Status::Active {
        actor.tell(world, Msg::new("game-not-started"));
        return Ok(());
    }
    let session = Session::load(world.tx, row)?;
    let list = MoveList {
        game: session.row.id,
        version: session.row.version,
        moves: numbered_moves(session.game.position())
            .into_iter()
            .map(|(t, _)| t)
            .collect(),
        page: 0,
    };
    let page = page.min(list.pages() - 1);
    world.emit(
        actor.chat.key.clone(),
        actor.lang,
        Body::MoveList(MoveList { page, ..list }),
    );
    Ok(())
}

pub(crate) fn repost(world: &mut World<'_, '_>, actor: &Actor) -> Result<(), CoreError> {
    let Some(row) = live_game(world, actor)? else {
        return Ok(());
    };
    let session = Session::load(world.tx, row)?;
    let Some(gc) = world
        .tx
        .game_chats(session.row.id)?
        .into_iter()
        .find(|gc| gc.chat == actor.chat_id)
    else {
        return Ok(());
    };
    board::show_in(world, &session, &gc, true)?;
    // Where the AI is to move (it may have been too busy), asking for the
    // board asks it again; the runtime never runs two searches for a game.
    turn::request_bot(world, &session);
    Ok(())
}

/// The colour the actor plays in this game: their seat, or in a local game
/// (which only its creator plays) the side to move.
fn my_color(session: &Session, actor: &Actor) -> Option<Color> {
    let row = &session.row;
    if row.mode == Mode::Local {
        return (row.creator == actor.user.id).then(|| session.turn());
    }
    [Color::White, Color::Black]
        .into_iter()
        .find(|c| row.seat(*c) == Some(actor.user.id) && row.bot_color() != Some(*c))
}

pub(crate) fn resign(world: &mut World<'_, '_>, actor: &Actor) -> Result<(), CoreError> {
    let Some(row) = live_game(world, actor)? else {
        return Ok(());
    };
    if row.status == Status::Open {
        return abort(world, actor);
    }
    let mut session = Session::load(world.tx, row)?;
    let Some(color) = my_color(&session, actor) else {
        return refuse_outsider(world, actor, &session);
    };
    session.game.resign(color);
    end_now(world, &mut session)
}

/// Tells someone who does not play a game that it is not theirs.
fn refuse_outsider(
    world: &mut World<'_, '_>,
    actor: &Actor,
    session: &Session,
) -> Result<(), CoreError> {
    let msg = if session.row.mode == Mode::Local {
        let owner = name_of(&world.tx.user(session.row.creator)?);
        Msg::new("local-owner-only").msg("player", owner)
    } else {
        Msg::new("not-a-player")
    };
    actor.tell(world, msg);
    Ok(())
}

/// Concludes a game the engine just ended outside a move (resignation,
/// agreement), saves it and shows the final board.
fn end_now(world: &mut World<'_, '_>, session: &mut Session) -> Result<(), CoreError> {
    conclusion::conclude_if_over(world, session)?;
    session.save(world)?;
    board::show(world, session, false)
}

pub(crate) fn draw(world: &mut World<'_, '_>, actor: &Actor) -> Result<(), CoreError> {
    let Some(row) = live_game(world, actor)? else {
        return Ok(());
    };
    if row.status != Status::Active {
        actor.tell(world, Msg::new("game-not-started"));
        return Ok(());
    }
    let mut session = Session::load(world.tx, row)?;
    if session.row.mode == Mode::Local {
        actor.tell(world, Msg::new("draw-local"));
        return Ok(());
    }
    let Some(color) = my_color(&session, actor) else {
        return refuse_outsider(world, actor, &session);
    };
    if session.row.bot.is_some() {
        actor.tell(world, Msg::new("draw-bot-declines"));
        return Ok(());
    }
    match session.row.draw_offer {
        Some(by) if by != color => {
            session.game.agree_draw();
            end_now(world, &mut session)
        }
        Some(_) => {
            actor.tell(world, Msg::new("draw-already-offered"));
            Ok(())
        }
        None => {
            session.row.draw_offer = Some(color);
            session.save(world)?;
            let who = player_name(world, &session, color)?;
            let msg = Msg::new("draw-offered").msg("player", who);
            board::tell_chats(
                world,
                session.row.id,
                actor.lang,
                &msg,
                &[Action::AcceptDraw],
            )
        }
    }
}

/// Declines the opponent's standing draw offer: the offer is withdrawn,
/// the game's chats are told, and the boards lose their Accept.
pub(crate) fn decline_draw(world: &mut World<'_, '_>, actor: &Actor) -> Result<(), CoreError> {
    let Some(row) = live_game(world, actor)? else {
        return Ok(());
    };
    if row.status != Status::Active {
        actor.tell(world, Msg::new("game-not-started"));
        return Ok(());
    }
    let mut session = Session::load(world.tx, row)?;
    let Some(color) = my_color(&session, actor) else {
        return refuse_outsider(world, actor, &session);
    };
    match session.row.draw_offer {
        Some(by) if by != color => {
            session.row.draw_offer = None;
            session.save(world)?;
            let who = player_name(world, &session, color)?;
            let msg = Msg::new("draw-declined").msg("player", who);
            board::tell_chats(world, session.row.id, actor.lang, &msg, &[])?;
            board::show(world, &session, false)
        }
        _ => {
            actor.tell(world, Msg::new("draw-no-offer"));
            Ok(())
        }
    }
}

/// `abort`: a player calls their game off while it is too short to count
/// (before each side has made two moves, the line below which a game that
/// ends is aborted anyway: [`conclusion::MIN_PLIES`]), without a result.
/// An administrator of a group calls off a game shown there that they do
/// not play in, at any point, except a rated game past that line: a rated
/// game that counts ends only with a result (by play, resignation,
/// agreement or the clock), so its rating change cannot be erased.
///
/// An administrator who plays in the game is a player like any other: the
/// privilege is for looking after other people's games. Refusing with a
/// pointer to `/resign` was chosen over counting the abort as a
/// resignation, so that a command never does something other than it says.
pub(crate) fn abort(world: &mut World<'_, '_>, actor: &Actor) -> Result<(), CoreError> {
    let Some(row) = live_game(world, actor)? else {
        return Ok(());
    };
    let mut session = Session::load(world.tx, row)?;
    let plays = session.row.creator == actor.user.id || my_color(&session, actor).is_some();
    let by_admin = actor.admin && actor.chat.kind == ChatKind::Group;
    // An open game has no opponent yet: its creator may call it off even
    // after the moves a loaded record brought.
    let early = session.game.ply() < conclusion::MIN_PLIES || session.row.status == Status::Open;
    let msg = if plays {
        if !early {
            actor.tell(world, Msg::new("abort-too-late"));
            return Ok(());
        }
        Msg::new("game-aborted")
    } else if by_admin {
        if session.row.rated && !early {
            actor.tell(world, Msg::new("abort-rated-counts"));
            return Ok(());
        }
        Msg::new("game-aborted-by-admin").text("name", actor.user.name.clone())
    } else {
        return refuse_outsider(world, actor, &session);
    };
    call_off(world, &mut session, &msg)
}

/// Ends a game without a result and says why in its chats.
fn call_off(world: &mut World<'_, '_>, session: &mut Session, msg: &Msg) -> Result<(), CoreError> {
    session.row.status = Status::Aborted;
    session.row.deadline = None;
    session.row.draw_offer = None;
    session.save(world)?;
    ping::clear(world, session.row.id)?;
    board::announce(world, session, msg)
}

/// At most this many abandoned games are closed per sweep.
const IDLE_PER_SWEEP: u32 = 500;

/// Closes casual games without a clock that saw no move for the configured
/// number of days, so that a deserted game no longer blocks its chat. No
/// result is recorded and no rating changes.
pub(crate) fn close_idle(world: &mut World<'_, '_>) -> Result<(), CoreError> {
    let days = world.config.idle_days;
    if days == 0 {
        return Ok(());
    }
    let since = world.now - i64::from(days) * 24 * 3600 * 1000;
    for id in world.tx.idle_games(since, IDLE_PER_SWEEP)? {
        world.for_game(id, |world| {
            let mut session = Session::by_id(world.tx, id)?;
            let msg = Msg::new("game-abandoned").num("days", i64::from(days));
            call_off(world, &mut session, &msg)
        })?;
    }
    Ok(())
}

/// `local`: both sides played from one chat, from the start or a set-up
/// position.
pub(crate) fn local(
    world: &mut World<'_, '_>,
    actor: &Actor,
    variant: Variant,
    start: Option<Position>,
) -> Result<(), CoreError> {
    if !chat_is_free(world, actor)? {
        return Ok(());
    }
    create(
        world,
        actor,
        NewGame {
            variant,
            mode: Mode::Local,
            rated: false,
            status: Status::Active,
            creator: actor.user.id,
            white: Some(actor.user.id),
            black: Some(actor.user.id),
            bot: None,
            start_fen: start_position(variant, start).to_fen(),
            clock: None,
            deadline: None,
        },
        None,
    )
}

pub(crate) fn bot(
    world: &mut World<'_, '_>,
    actor: &Actor,
    variant: Variant,
    level: Option<u8>,
) -> Result<(), CoreError> {
    if !chat_is_free(world, actor)? {
        return Ok(());
    }
    let level = level.unwrap_or(world.config.default_bot_level);
    let human = variant.first_to_move();
    create(
        world,
        actor,
        NewGame {
            variant,
            mode: Mode::Bot,
            rated: false,
            status: Status::Active,
            creator: actor.user.id,
            white: (human == Color::White).then_some(actor.user.id),
            black: (human == Color::Black).then_some(actor.user.id),
            bot: Some((!human, level)),
            start_fen: Position::start(variant).to_fen(),
            clock: None,
            deadline: None,
        },
        Some(human),
    )
}

/// `load`: a casual game from a record's start, with its moves replayed
/// (or from a position). In a group it is open, and the loader plays the
/// side to move at the record's end; in a private chat nobody else can
/// join, so it is a local game, both sides the loader's.
pub(crate) fn load(
    world: &mut World<'_, '_>,
    actor: &Actor,
    record: &Record,
) -> Result<(), CoreError> {
    if !chat_is_free(world, actor)? {
        return Ok(());
    }
    let end = record
        .moves
        .iter()
        .fold(record.start, |position, mv| position.play_unchecked(mv));
    let private = actor.chat.kind == ChatKind::Private;
    let seat = |color: Color| (private || end.turn() == color).then_some(actor.user.id);
    let game = NewGame {
        variant: record.variant,
        mode: if private { Mode::Local } else { Mode::Casual },
        rated: false,
        status: if private {
            Status::Active
        } else {
            Status::Open
        },
        creator: actor.user.id,
        white: seat(Color::White),
        black: seat(Color::Black),
        bot: None,
        start_fen: record.start.to_fen(),
        clock: None,
        deadline: None,
    };
    let mut session = insert(world, actor, &game, None)?;
    for mv in &record.moves {
        // The reader replayed the record and refused one that ends over,
        // so no move here ends the game.
        if session
            .play(world.tx, world.now, mv, None, MoveSource::Player)?
            .is_some()
        {
            return Err(CoreError::replay(
                session.row.id,
                "a loaded record".into(),
                draughts::GameError::Over,
            ));
        }
    }
    session.save(world)?;
    board::show(world, &session, true)
}
