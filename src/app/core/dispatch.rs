//! Routes every [`Command`] to its handler; the match is exhaustive, so a new
//! command cannot be forgotten (and never meets silence). This is the one
//! place, with [`crate::app::Core`]'s entry points, that calls handlers:
//! where a request needs two of them (plain text that may be a move, an
//! inline game's Join), the choice is made here, so that handlers never
//! call each other.

use crate::app::command::keycap_number;
use crate::app::core::context::{Actor, World};
use crate::app::error::CoreError;
use crate::app::game::turn;
use crate::app::handlers::moves::{self, Wanted};
use crate::app::handlers::rooms::{self, Relay};
use crate::app::handlers::tap::{self, InlineJoin};
use crate::app::handlers::{
    challenge, games, info, links, listing, matchmaking, notify, orientation, records, rematch,
    shop, stats, takeback,
};
use crate::app::{Command, Msg, Request};

/// Handles one request for the actor.
pub(crate) fn dispatch(
    world: &mut World<'_, '_>,
    actor: &Actor,
    request: &Request,
) -> Result<(), CoreError> {
    if let Some(game) = request.game
        && world.tx.live_game_in_chat(actor.chat_id)?.map(|g| g.id) != Some(game)
    {
        actor.tell(world, Msg::new("board-stale"));
        return Ok(());
    }
    match &request.command {
        Command::Start => info::start(world, actor),
        Command::Help(topic) => info::help(world, actor, *topic),
        Command::Variants => info::variants(world, actor)?,
        Command::Rules(v) => info::rules(world, actor, *v)?,
        Command::Tips(v) => info::tips(world, actor, *v)?,
        Command::Lang(l) => info::lang(world, actor, *l)?,
        Command::Notify(choice) => notify::notify(world, actor, *choice)?,
        Command::Invalid(invalid) => info::invalid(world, actor, invalid)?,
        Command::New {
            variant,
            second,
            clock,
            start,
        } => games::new_game(world, actor, *variant, *second, *clock, *start)?,
        Command::Join(None) => {
            let open = world.tx.live_game_in_chat(actor.chat_id)?;
            match open {
                Some(g) if challenge::reserved_from(world, g.id, actor.user.id)? => {
                    actor.tell(world, Msg::new("challenge-not-yours"));
                }
                _ => games::join(world, actor)?,
            }
        }
        Command::Join(Some(code)) => rooms::join(world, actor, code)?,
        Command::Move(text) => moves::human_move(world, actor, Wanted::Text(text))?,
        Command::MoveNumber { number, version } => {
            moves::human_move(world, actor, Wanted::Number(*number, *version))?;
        }
        Command::Moves(page) => games::moves(world, actor, *page)?,
        Command::Board => games::repost(world, actor)?,
        Command::Resign => games::resign(world, actor)?,
        Command::Draw => games::draw(world, actor)?,
        Command::DeclineDraw => games::decline_draw(world, actor)?,
        Command::Abort => games::abort(world, actor)?,
        Command::Rematch(game) => rematch::rematch(world, actor, *game)?,
        Command::Games => listing::games(world, actor)?,
        Command::Link(None) => links::offer(world, actor)?,
        Command::Link(Some(code)) => links::redeem(world, actor, code)?,
        Command::Unlink => links::unlink(world, actor)?,
        Command::Challenge {
            user,
            variant,
            second,
            clock,
        } => challenge::challenge(world, actor, user, *variant, *second, *clock)?,
        Command::ChallengeAnswer(accept) => challenge::answer(world, actor, *accept)?,
        Command::Takeback => takeback::request(world, actor)?,
        Command::TakebackAnswer(accept) => takeback::answer(world, actor, *accept)?,
        Command::RatedTakebacks(allowed) => takeback::allow_rated(world, actor, *allowed)?,
        Command::Local { variant, start } => {
            games::local(world, actor, *variant, *start)?;
        }
        Command::Bot { variant, level } => games::bot(world, actor, *variant, *level)?,
        Command::Play { variant, clock } => matchmaking::play(world, actor, *variant, *clock)?,
        Command::Cancel => matchmaking::cancel(world, actor)?,
        Command::Room {
            variant,
            rated,
            clock,
        } => rooms::create(world, actor, *variant, *rated, *clock)?,
        Command::Watch(code) => rooms::watch(world, actor, code)?,
        Command::Say(text) => {
            if !rooms::relay(world, actor, Relay::Say(text))? {
                actor.tell(world, Msg::new("say-no-room"));
            }
        }
        Command::Mute => rooms::mute(world, actor)?,
        Command::Stats(query) => stats::stats(world, actor, query)?,
        Command::Top(v) => stats::top(world, actor, *v)?,
        Command::Theme(name) => shop::theme(world, actor, name.as_deref())?,
        Command::Shop => shop::shop(world, actor)?,
        Command::Buy(theme) => shop::buy(world, actor, theme)?,
        Command::Pdn(game) => records::pdn(world, actor, *game)?,
        Command::Replay(game) => records::replay(world, actor, *game)?,
        Command::History(who) => records::history(world, actor, who.as_deref())?,
        Command::Game(id) => records::show(world, actor, *id)?,
        Command::Load(record) => games::load(world, actor, record)?,
        Command::Sticker(sticker) => {
            // Stickers outside a room are just chat; nothing to answer.
            rooms::relay(world, actor, Relay::Sticker(sticker))?;
        }
        Command::Reaction { emoji, message_id } => reaction(world, actor, emoji, message_id)?,
        Command::Text(text) => {
            if turn::reads_as_move(world, actor, text)? {
                moves::human_move(world, actor, Wanted::Text(text))?;
            } else {
                rooms::plain_text(world, actor, text)?;
            }
        }
        Command::TapMode => tap::toggle(world, actor)?,
        Command::Orientation(word) => orientation::orientation(world, actor, word.as_deref())?,
        Command::Tap { version, path } => tap::tap(world, actor, *version, path)?,
        Command::InlineGame(variant) => match tap::inline_game(world, actor, *variant)? {
            InlineJoin::Open => games::new_game(world, actor, *variant, false, None, None)?,
            InlineJoin::Join => games::join(world, actor)?,
            InlineJoin::Refused => {}
        },
    }
    Ok(())
}

/// A keycap on the chat's current board plays that move of the list the
/// board showed (the version last delivered to it: a position the message
/// does not show yet is refused as stale) when the reacting user is to
/// move; any other reaction is relayed to the room, if any.
fn reaction(
    world: &mut World<'_, '_>,
    actor: &Actor,
    emoji: &str,
    message_id: &str,
) -> Result<(), CoreError> {
    if let Some(n) = keycap_number(emoji)
        && let Some(game) = world.tx.live_game_in_chat(actor.chat_id)?
    {
        let on_board =
            world.tx.game_chats(game.id)?.iter().any(|gc| {
                gc.chat == actor.chat_id && gc.board_message.as_deref() == Some(message_id)
            });
        if on_board {
            let shown = world
                .tx
                .shown_version(game.id, actor.chat_id)?
                .unwrap_or(game.version);
            return moves::human_move(world, actor, Wanted::Number(n, Some(shown)));
        }
    }
    rooms::relay(world, actor, Relay::Reaction(emoji))?;
    Ok(())
}
