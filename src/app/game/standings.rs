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
/// Games shorter than this many plies (five moves) pay no coins, so that opening a game
/// against the bot and resigning at once earns nothing.
pub(crate) const MIN_PAID_PLIES: usize = 10;
/// Extra coins for a mars win.
pub(crate) const MARS_BONUS: i64 = 10;
/// Coins are paid for at most this many games per player in any 24 hours
/// (so at most 200 coins), so that games against the weakest bot cannot be
/// farmed for coins without end. Games past the cap count in the record
/// and the rating as usual.
pub(crate) const PAID_GAMES_PER_DAY: u32 = 10;
/// Two accounts change each other's ratings in at most this many games in
/// any 24 hours. Accounts linked as one person (`link`) never change each
/// other's ratings, records or coins; this bounds what trading wins can gain between two
/// accounts of one person that were never linked. Later games between the
/// two that day count in the record, not in the ratings.
pub(crate) const RATED_GAMES_PER_PAIR_PER_DAY: u32 = 3;
/// The window of both caps: a rolling day.
const DAY_MS: i64 = 24 * 3600 * 1000;

/// Records a finished game in both players' standings (and ratings, if
/// rated), pays their coins, and tells them what changed. Local games (one
/// person playing both sides) change nothing, nor do games between two
/// accounts of one person (`link`), who hear why. The caller has written
/// the game's result row, which the caps count.
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
    if one_person(world, &humans)? {
        // One person playing both sides, from two linked accounts: as in a
        // local game, nothing changes, neither coins nor record nor rating.
        for &user in &humans {
            let player = name_of(&world.tx.user(user)?);
            tell_player(
                world,
                session,
                user,
                &Msg::new("result-linked").msg("player", player),
            )?;
        }
        return Ok(());
    }
    let mut standings: Vec<(Color, Option<Standing>)> = Vec::new();
    for c in sides {
        let human = row.seat(c).filter(|_| row.bot_color() != Some(c));
        let standing = human
            .map(|u| rating::standing(world.tx, u, variant))
            .transpose()?;
        standings.push((c, standing));
    }
    let before: Vec<Option<(f64, f64)>> = standings
        .iter()
        .map(|(_, s)| s.as_ref().map(|s| (s.rating, s.deviation)))
        .collect();
    let rated = row.rated && !pair_capped(world, &humans)?;
    if rated {
        rate_game(row.bot, outcome, &mut standings);
    }
    let long_enough = session.game.ply() >= MIN_PAID_PLIES;
    for (i, (color, standing)) in standings.iter_mut().enumerate() {
        let Some(s) = standing else { continue };
        let result = match outcome.winner {
            Some(w) if w == *color => 0,
            None => 1,
            Some(_) => 2,
        };
        let mars = result == 0 && outcome.mars;
        count(s, result, mars, rated);
        world.tx.save_standing(s, world.now)?;
        let player = name_of(&world.tx.user(s.user)?);
        let capped = long_enough && coins_capped(world, s.user)?;
        let coins = if long_enough && !capped {
            COINS[result] + if mars { MARS_BONUS } else { 0 }
        } else {
            0
        };
        world.tx.add_coins(s.user, coins)?;
        let mut lines = Vec::new();
        match before[i] {
            Some((old, old_rd)) if rated => lines.push(
                Msg::new("result-rated")
                    .msg("player", player.clone())
                    .num("coins", coins)
                    .msg("old", rating::shown(old, old_rd))
                    .msg("new", rating::shown(s.rating, s.deviation))
                    .num("delta", (s.rating - old).round() as i64),
            ),
            _ if row.rated => lines.push(
                Msg::new("result-unrated-pair")
                    .msg("player", player.clone())
                    .num("games", RATED_GAMES_PER_PAIR_PER_DAY.into()),
            ),
            _ => {}
        }
        if capped {
            lines.push(
                Msg::new("result-coins-capped")
                    .msg("player", player)
                    .num("games", PAID_GAMES_PER_DAY.into()),
            );
        } else if !rated {
            // A rated line says the coins already.
            lines.push(if long_enough {
                Msg::new("result-coins")
                    .msg("player", player)
                    .num("coins", coins)
            } else {
                Msg::new("result-too-short")
                    .msg("player", player)
                    .num("moves", (MIN_PAID_PLIES / 2) as i64)
            });
        }
        for msg in &lines {
            tell_player(world, session, s.user, msg)?;
        }
    }
    Ok(())
}

/// Whether the two human players are accounts of one person (linked with
/// `link`, before the game or during it): their game changes no standing,
/// pays no coins and changes no rating.
fn one_person(world: &World<'_, '_>, humans: &[UserId]) -> Result<bool, CoreError> {
    let &[a, b] = humans else {
        return Ok(false);
    };
    Ok(a != b && world.tx.same_person(a, b)?)
}

/// Whether two human players have already changed each other's ratings in
/// as many games as the day allows ([`RATED_GAMES_PER_PAIR_PER_DAY`]). The
/// count includes this game, whose result is written.
fn pair_capped(world: &World<'_, '_>, humans: &[UserId]) -> Result<bool, CoreError> {
    let &[a, b] = humans else {
        return Ok(false);
    };
    let games = world
        .tx
        .rated_games_between_since(a, b, world.now - DAY_MS)?;
    Ok(games > RATED_GAMES_PER_PAIR_PER_DAY)
}

/// Whether a player has already been paid for as many games as the day
/// allows ([`PAID_GAMES_PER_DAY`]). The count includes this game.
fn coins_capped(world: &World<'_, '_>, user: UserId) -> Result<bool, CoreError> {
    let min = u32::try_from(MIN_PAID_PLIES).unwrap_or(u32::MAX);
    let games = world.tx.paying_games_since(user, world.now - DAY_MS, min)?;
    Ok(games > PAID_GAMES_PER_DAY)
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
