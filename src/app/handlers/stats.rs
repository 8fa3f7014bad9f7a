//! `stats` and `top`: a player's record per variant, a variant's results by
//! colour, and the leaderboards. Ratings are shown as
//! [`rating::shown`] writes them, provisional ones with a question mark.

use draughts::Variant;

use crate::app::core::context::{Actor, World};
use crate::app::error::CoreError;
use crate::app::game::default_variant::chat_variant;
use crate::app::game::players::name_of;
use crate::app::game::rating;
use crate::app::{Msg, StatsQuery};

/// Rounded percentage of `part` in `whole` (0 when `whole` is 0).
fn percent(part: u32, whole: u32) -> i64 {
    if whole == 0 {
        0
    } else {
        ((f64::from(part) * 100.0) / f64::from(whole)).round() as i64
    }
}

/// `stats`: a user's record per variant, or a variant's results by colour.
pub(crate) fn stats(
    world: &mut World<'_, '_>,
    actor: &Actor,
    query: &StatsQuery,
) -> Result<(), CoreError> {
    let user = match query {
        StatsQuery::Variant(v) => return variant_stats(world, actor, *v),
        StatsQuery::Me => actor.user.clone(),
        StatsQuery::User(name) => match world
            .tx
            .users_named(actor.user.key.platform, name)?
            .into_iter()
            .next()
        {
            Some(u) => u,
            None => {
                actor.tell(world, Msg::new("stats-unknown-user").echo("name", name));
                return Ok(());
            }
        },
    };
    let lines: Vec<Msg> = world
        .tx
        .standings_of(user.id)?
        .into_iter()
        .filter(|s| s.games > 0)
        .map(|s| {
            Msg::new("stats-line")
                .variant("variant", s.variant)
                .num("games", s.games.into())
                .num("wins", s.wins.into())
                .num("losses", s.losses.into())
                .num("draws", s.draws.into())
                .num("winpct", percent(s.wins, s.games))
                .num("streak", s.streak.into())
                .num("best", s.best_streak.into())
                .num("mars", s.mars.into())
                .msg("rating", rating::shown(s.rating, s.deviation))
                .num("rd", s.deviation.round() as i64)
        })
        .collect();
    // Coins are the owner's business: others see the record only.
    let msg = if lines.is_empty() {
        Msg::new("stats-none").msg("player", name_of(&user))
    } else if user.id == actor.user.id {
        Msg::new("stats-user")
            .msg("player", name_of(&user))
            .num("coins", user.coins)
            .list("lines", lines)
    } else {
        Msg::new("stats-other")
            .msg("player", name_of(&user))
            .list("lines", lines)
    };
    actor.reply(world, msg);
    Ok(())
}

fn variant_stats(
    world: &mut World<'_, '_>,
    actor: &Actor,
    variant: Variant,
) -> Result<(), CoreError> {
    let r = world.tx.results_by_color(variant)?;
    let total = r.white + r.black + r.draws;
    actor.reply(
        world,
        Msg::new("stats-variant")
            .variant("variant", variant)
            .num("total", total.into())
            .num("white", r.white.into())
            .num("whitepct", percent(r.white, total))
            .num("black", r.black.into())
            .num("blackpct", percent(r.black, total))
            .num("draws", r.draws.into())
            .num("drawpct", percent(r.draws, total)),
    );
    Ok(())
}

/// How many players each leaderboard shows.
const TOP: u32 = 10;

/// `top [variant]`: this chat's and the global leaderboard, and the asking
/// user's own rank.
pub(crate) fn top(
    world: &mut World<'_, '_>,
    actor: &Actor,
    variant: Option<Variant>,
) -> Result<(), CoreError> {
    let variant = match variant {
        Some(v) => v,
        None => chat_variant(world, actor)?,
    };
    let line = |r: &crate::domain::Ranked| {
        Msg::new("top-line")
            .num("rank", r.rank.into())
            .text("name", r.name.clone())
            .msg("rating", rating::shown(r.rating, r.deviation))
            .num("rd", r.deviation.round() as i64)
    };
    let here: Vec<Msg> = world
        .tx
        .leaderboard(variant, Some(actor.chat_id), TOP)?
        .iter()
        .map(line)
        .collect();
    let global: Vec<Msg> = world
        .tx
        .leaderboard(variant, None, TOP)?
        .iter()
        .map(line)
        .collect();
    let empty = || vec![Msg::new("top-empty")];
    let mine = match world.tx.rank_of(actor.user.id, variant)? {
        Some(rank) => Msg::new("top-your-rank").num("rank", rank.into()),
        None => Msg::new("top-unranked").text("variant", variant.name()),
    };
    actor.reply(
        world,
        Msg::new("top")
            .variant("variant", variant)
            .list("here", if here.is_empty() { empty() } else { here })
            .list("global", if global.is_empty() { empty() } else { global })
            .msg("mine", mine),
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::percent;

    #[test]
    fn percentages_round_and_survive_zero() {
        assert_eq!(percent(1, 3), 33);
        assert_eq!(percent(2, 3), 67);
        assert_eq!(percent(0, 0), 0);
    }
}
