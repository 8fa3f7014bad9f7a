//! Glicko-2 ratings (through the `skillratings` crate), with *mars* counted
//! as two wins and the bot rated at a fixed strength per level; a new
//! player starts from Glicko-2's usual defaults, and a rating stays
//! provisional (shown `1500?`) while its deviation is above 110. The
//! rated queue's bot fill-in is matched to the player ([`level_for`]).
//!
//! The rule, as the README documents it: a rated win updates both players
//! as one Glicko-2 game; a mars win (the winner lost no piece) is applied as
//! two consecutive wins. Against the bot only the human's rating moves; the
//! bot's rating is the fixed value of its level.

use draughts::Variant;
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

use crate::app::Msg;
use crate::domain::{Standing, UserId};
use crate::store::{Port, StoreError};

/// Where a new player's rating starts: Glicko-2's usual defaults.
const START: Glicko2Rating = Glicko2Rating {
    rating: 1500.0,
    deviation: 350.0,
    volatility: 0.06,
};

impl Standing {
    /// A new player's standing in a variant: the starting rating and an
    /// empty record. (The record is domain's; where a rating starts is this
    /// module's rule, so the constructor lives here.)
    pub fn fresh(user: UserId, variant: Variant) -> Standing {
        Standing {
            user,
            variant,
            rating: START.rating,
            deviation: START.deviation,
            volatility: START.volatility,
            rated_games: 0,
            games: 0,
            wins: 0,
            losses: 0,
            draws: 0,
            streak: 0,
            best_streak: 0,
            mars: 0,
        }
    }
}

/// A user's standing in a variant: as stored, or fresh if they never
/// played it.
pub(crate) fn standing(
    tx: &dyn Port,
    user: UserId,
    variant: Variant,
) -> Result<Standing, StoreError> {
    Ok(tx
        .standing(user, variant)?
        .unwrap_or_else(|| Standing::fresh(user, variant)))
}

/// The fixed rating of the bot at levels 1–8.
pub(crate) const BOT_RATINGS: [f64; 8] =
    [800.0, 950.0, 1100.0, 1250.0, 1400.0, 1550.0, 1700.0, 1850.0];

/// The deviation the bot is rated with: its strength is well known.
const BOT_DEVIATION: f64 = 50.0;

/// The bot level seated opposite a player who waited out the rated queue:
/// the strongest level whose fixed rating is at most the player's rating
/// less its deviation (level 1 below that). Glicko-2 is about 84 % sure the
/// player is at least that strong, so a newcomer (1500 ± 350, that is
/// 1150) meets level 3, not a bot rated above them; as the deviation
/// falls the bot comes closer to the rating. For a given deviation the
/// level never falls as the rating rises. The README has the table.
pub(crate) fn level_for(rating: f64, deviation: f64) -> u8 {
    let sure = rating - deviation.max(0.0);
    let below = BOT_RATINGS.iter().filter(|r| **r <= sure).count();
    u8::try_from(below.max(1)).unwrap_or(8)
}

/// Above this deviation a rating is provisional, shown with a question
/// mark (`1500?`): the threshold lidraughts uses (RD > 110).
pub(crate) const PROVISIONAL_DEVIATION: f64 = 110.0;

/// A rating as players see it: rounded, with a question mark while it is
/// provisional.
pub(crate) fn shown(rating: f64, deviation: f64) -> Msg {
    let id = if deviation > PROVISIONAL_DEVIATION {
        "rating-provisional"
    } else {
        "rating-established"
    };
    Msg::new(id).num("rating", rating.round() as i64)
}

/// The bot's fixed rating at a level.
pub(crate) fn bot_rating(level: u8) -> Glicko2Rating {
    let i = usize::from(level.clamp(1, 8)) - 1;
    Glicko2Rating {
        rating: BOT_RATINGS[i],
        deviation: BOT_DEVIATION,
        volatility: START.volatility,
    }
}

/// A standing's Glicko-2 numbers.
pub(crate) fn of(s: &Standing) -> Glicko2Rating {
    Glicko2Rating {
        rating: s.rating,
        deviation: s.deviation,
        volatility: s.volatility,
    }
}

/// Writes Glicko-2 numbers back into a standing.
pub(crate) fn set(s: &mut Standing, r: Glicko2Rating) {
    s.rating = r.rating;
    s.deviation = r.deviation;
    s.volatility = r.volatility;
}

/// One rated game between `a` and `b`, from `a`'s point of view; a mars
/// win counts as two wins. A side marked `fixed` (the bot) keeps its
/// rating. Returns both new ratings.
pub(crate) fn rate(
    a: Glicko2Rating,
    b: Glicko2Rating,
    outcome: Outcomes,
    mars: bool,
    fixed: [bool; 2],
) -> (Glicko2Rating, Glicko2Rating) {
    let config = Glicko2Config::new();
    let step = |x: Glicko2Rating, y: Glicko2Rating| {
        let (x1, y1) = glicko2(&x, &y, &outcome, &config);
        (if fixed[0] { x } else { x1 }, if fixed[1] { y } else { y1 })
    };
    let once = step(a, b);
    if mars && outcome != Outcomes::DRAW {
        step(once.0, once.1)
    } else {
        once
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fresh() -> Glicko2Rating {
        Glicko2Rating::new()
    }

    #[test]
    fn a_win_moves_ratings_apart_and_mars_moves_them_further() {
        let (w, l) = rate(fresh(), fresh(), Outcomes::WIN, false, [false; 2]);
        assert!(w.rating > 1500.0 && l.rating < 1500.0);
        let (wm, lm) = rate(fresh(), fresh(), Outcomes::WIN, true, [false; 2]);
        assert!(wm.rating > w.rating, "{} vs {}", wm.rating, w.rating);
        assert!(lm.rating < l.rating);
    }

    #[test]
    fn a_draw_between_equals_keeps_the_rating() {
        let (a, b) = rate(fresh(), fresh(), Outcomes::DRAW, true, [false; 2]);
        assert!((a.rating - 1500.0).abs() < 1e-6 && (b.rating - 1500.0).abs() < 1e-6);
    }

    #[test]
    fn the_bot_keeps_its_fixed_rating() {
        let bot = bot_rating(6);
        let (human, after) = rate(fresh(), bot, Outcomes::LOSS, true, [false, true]);
        assert_eq!(after, bot);
        assert!(human.rating < 1500.0);
    }

    #[test]
    fn a_new_player_meets_a_bot_rated_below_them() {
        // 1500 - 350 = 1150: level 3 (1100) is the strongest at most that.
        assert_eq!(level_for(START.rating, START.deviation), 3);
        // Settled at 1500 ± 60 (1440): level 5 (1400).
        assert_eq!(level_for(1500.0, 60.0), 5);
        assert_eq!(level_for(0.0, 350.0), 1);
        assert_eq!(level_for(3000.0, 50.0), 8);
        assert_eq!(bot_rating(4).rating, 1250.0);
    }

    #[test]
    fn the_fill_in_level_never_falls_as_the_rating_rises() {
        for deviation in [40.0, 110.0, 350.0] {
            let levels: Vec<u8> = (0..=300)
                .map(|r| level_for(f64::from(r) * 10.0, deviation))
                .collect();
            assert!(levels.windows(2).all(|w| w[0] <= w[1]), "{levels:?}");
            assert_eq!((levels[0], levels[300]), (1, 8));
        }
    }

    #[test]
    fn a_rating_is_provisional_above_a_deviation_of_110() {
        assert_eq!(shown(1500.4, 350.0).id, "rating-provisional");
        assert_eq!(shown(1500.4, 110.5).id, "rating-provisional");
        assert_eq!(shown(1500.4, 110.0).id, "rating-established");
    }
}
