//! After a game: statistics, streaks, ratings and coins, and telling the
//! players what changed.

use draughts::{Color, Outcome};
use skillratings::Outcomes;

use crate::app::core::context::World;
use crate::app::core::language::language;
use crate::app::error::CoreError;
use crate::app::game::players::name_of;
use crate::app::game::rating;
use crate::app::game::session::Session;
use crate::app::{Body, Msg};
use crate::domain::{Mode, Standing, UserId};

/// Coins for a win, a draw and a loss; a mars win earns [`MARS_BONUS`] more.
const COINS: [i64; 3] = [10, 4, 2];
/// Games shorter than this many plies pay no coins, so that opening a game
/// against the bot and resigning at once earns nothing.
pub(crate) const MIN_PAID_PLIES: usize = 10;
/// Extra coins for a mars win.
pub(crate) const MARS_BONUS: i64 = 10;

/// Records a finished game in both players' standings (and ratings, if
/// rated), pays their coins, and tells them what changed. Local games (one
/// person playing both sides) change nothing.
pub(crate) fn record(
    world: &mut World<'_, '_>,
    session: &Session,
    outcome: &Outcome,
) -> Result<(), CoreError> {
    let row = &session.row;
    if row.mode == Mode::Local {
        return Ok(());
    }
    let variant = row.variant;
    let sides = [Color::White, Color::Black];
    let humans: Vec<UserId> = sides
        .iter()
        .filter(|&&c| row.bot_color() != Some(c))
        .filter_map(|&c| row.seat(c))
        .collect();
    world.tx.lock_users(&humans)?;
    let mut standings: Vec<(Color, Option<Standing>)> = Vec::new();
    for c in sides {
        let human = row.seat(c).filter(|_| row.bot_color() != Some(c));
        let standing = human
            .map(|u| rating::standing(world.tx, u, variant))
            .transpose()?;
        standings.push((c, standing));
    }
    let before: Vec<Option<f64>> = standings
        .iter()
        .map(|(_, s)| s.as_ref().map(|s| s.rating))
        .collect();
    if row.rated {
        rate_game(row.bot, outcome, &mut standings);
    }
    let paid = session.game.ply() >= MIN_PAID_PLIES;
    for (i, (color, standing)) in standings.iter_mut().enumerate() {
        let Some(s) = standing else { continue };
        let result = match outcome.winner {
            Some(w) if w == *color => 0,
            None => 1,
            Some(_) => 2,
        };
        let mars = result == 0 && outcome.mars;
        count(s, result, mars, row.rated);
        world.tx.save_standing(s, world.now)?;
        let coins = if paid {
            COINS[result] + if mars { MARS_BONUS } else { 0 }
        } else {
            0
        };
        world.tx.add_coins(s.user, coins)?;
        let mut msg = if paid {
            Msg::new("result-coins")
                .msg("player", name_of(&world.tx.user(s.user)?))
                .num("coins", coins)
        } else {
            Msg::new("result-too-short")
                .msg("player", name_of(&world.tx.user(s.user)?))
                .num("plies", MIN_PAID_PLIES as i64)
        };
        if let Some(old) = before[i].filter(|_| row.rated) {
            msg = Msg::new("result-rated")
                .msg("player", name_of(&world.tx.user(s.user)?))
                .num("coins", coins)
                .num("old", old.round() as i64)
                .num("new", s.rating.round() as i64)
                .num("delta", (s.rating - old).round() as i64);
        }
        tell_player(world, session, s.user, &msg)?;
    }
    Ok(())
}

/// Updates the players' Glicko-2 ratings for a rated result.
fn rate_game(
    bot: Option<(Color, u8)>,
    outcome: &Outcome,
    standings: &mut [(Color, Option<Standing>)],
) {
    let white_view = match outcome.winner {
        Some(Color::White) => Outcomes::WIN,
        Some(Color::Black) => Outcomes::LOSS,
        None => Outcomes::DRAW,
    };
    let rating_of = |c: Color, list: &[(Color, Option<Standing>)]| {
        list.iter()
            .find(|(col, _)| *col == c)
            .and_then(|(_, s)| s.as_ref().map(rating::of))
            .or_else(|| {
                bot.filter(|(bc, _)| *bc == c)
                    .map(|(_, l)| rating::bot_rating(l))
            })
    };
    let (Some(w), Some(b)) = (
        rating_of(Color::White, standings),
        rating_of(Color::Black, standings),
    ) else {
        return;
    };
    let fixed = [Color::White, Color::Black].map(|c| bot.is_some_and(|(bc, _)| bc == c));
    let (w2, b2) = rating::rate(w, b, white_view, outcome.mars, fixed);
    for (color, standing) in standings.iter_mut() {
        if let Some(s) = standing {
            rating::set(s, if *color == Color::White { w2 } else { b2 });
        }
    }
}

/// Adds one result (0 win, 1 draw, 2 loss) to a standing's record.
fn count(s: &mut Standing, result: usize, mars: bool, rated: bool) {
    s.games += 1;
    if rated {
        s.rated_games += 1;
    }
    match result {
        0 => {
            s.wins += 1;
            s.streak += 1;
            s.best_streak = s.best_streak.max(s.streak);
            if mars {
                s.mars += 1;
            }
        }
        1 => {
            s.draws += 1;
            s.streak = 0;
        }
        _ => {
            s.losses += 1;
            s.streak = 0;
        }
    }
}

/// Sends a message to the chats where a player sees a game (their own chat,
/// or the shared chat).
fn tell_player(
    world: &mut World<'_, '_>,
    session: &Session,
    user: UserId,
    msg: &Msg,
) -> Result<(), CoreError> {
    let lang = language(&world.tx.user(user)?);
    for gc in world.tx.game_chats(session.row.id)? {
        if gc.spectator || gc.user.is_some_and(|u| u != user) {
            continue;
        }
        let chat = world.tx.chat(gc.chat)?;
        world.emit_last(
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

#[cfg(test)]
mod tests {
    use super::*;
    use draughts::Variant;

    #[test]
    fn streaks_grow_with_wins_and_reset_on_draws_and_losses() {
        let mut s = Standing::fresh(1, Variant::Turkish);
        for r in [0, 0, 0, 2, 0, 1, 0, 0] {
            count(&mut s, r, false, true);
        }
        assert_eq!((s.wins, s.losses, s.draws, s.games), (6, 1, 1, 8));
        assert_eq!((s.streak, s.best_streak), (2, 3));
        count(&mut s, 0, true, false);
        assert_eq!((s.mars, s.rated_games, s.streak), (1, 8, 3));
    }
}
