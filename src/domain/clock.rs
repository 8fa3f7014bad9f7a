//! A game's time control: the per-move clock, a Fischer game clock (base
//! time plus an increment per move) or correspondence (days per move), and
//! the limits of each, which the parser, Discord's option and the refusal
//! quote.

/// The longest per-move clock a casual game may ask for, in seconds.
pub const MAX_CLOCK_SECS: u32 = 24 * 3600;
/// The shortest per-move clock, in seconds.
pub const MIN_CLOCK_SECS: u32 = 10;
/// The longest base time of a Fischer clock, in minutes.
pub const MAX_BASE_MINUTES: u32 = 180;
/// The longest increment of a Fischer clock, in seconds.
pub const MAX_INCREMENT_SECS: u32 = 180;
/// The most days per move of a correspondence game.
pub const MAX_DAYS: u32 = 14;

const DAY_MS: i64 = 24 * 3600 * 1000;

/// How a game is timed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeControl {
    /// Seconds per move (`clock 30`): an expired turn has a move played for
    /// the player, and too many in a row forfeit the game.
    PerMove {
        /// The time for each move.
        secs: u32,
    },
    /// A game clock (`clock 5+3`): each player has `base_secs` for the whole
    /// game and gains `inc_secs` after each of their moves; a flag fall
    /// ends the game.
    Fischer {
        /// Each player's time at the start.
        base_secs: u32,
        /// Added to the mover's time after each move.
        inc_secs: u32,
    },
    /// Correspondence (`clock 1d`): days for each move, a reminder before
    /// they run out, and a flag fall ends the game.
    Days {
        /// The days for each move.
        days: u32,
    },
}

impl TimeControl {
    /// The time each move gets afresh (the per-move clock and
    /// correspondence), in ms; `None` for a game clock, whose players spend
    /// from their own time.
    pub fn move_ms(self) -> Option<i64> {
        match self {
            TimeControl::PerMove { secs } => Some(i64::from(secs) * 1000),
            TimeControl::Days { days } => Some(i64::from(days) * DAY_MS),
            TimeControl::Fischer { .. } => None,
        }
    }

    /// The time of the first turn, in ms: a move's time, or a game clock's
    /// base time.
    pub fn first_turn_ms(self) -> i64 {
        self.move_ms().or(self.base_ms()).unwrap_or(0)
    }

    /// Each player's time at the start of a game clock, in ms.
    pub fn base_ms(self) -> Option<i64> {
        match self {
            TimeControl::Fischer { base_secs, .. } => Some(i64::from(base_secs) * 1000),
            _ => None,
        }
    }

    /// Whether running out of time ends the game (a game clock and
    /// correspondence) rather than having a move played for the player.
    pub fn flag_falls(self) -> bool {
        !matches!(self, TimeControl::PerMove { .. })
    }

    /// How long the bot may think over one move, in ms, with `left_ms` on
    /// its own clock and `level_ms` its level's own limit. On a game clock
    /// it budgets its time: about a thirtieth of what it has left plus
    /// three quarters of the increment, never more than half of what it
    /// has left, nor than the level's limit. Each move of a per-move clock
    /// or of correspondence has its own time, far more than any level
    /// takes: the level's limit.
    pub fn bot_think_ms(self, left_ms: i64, level_ms: i64) -> i64 {
        match self {
            TimeControl::Fischer { inc_secs, .. } => {
                let left = left_ms.max(0);
                let budget = left / 30 + i64::from(inc_secs) * 1000 * 3 / 4;
                budget.min(left / 2).min(level_ms)
            }
            TimeControl::PerMove { .. } | TimeControl::Days { .. } => level_ms,
        }
    }

    /// How long before the deadline a correspondence player is reminded to
    /// move, in ms: when a quarter of their time is left (six hours of a
    /// day, eighteen of three). A quarter, rather than a fixed lead, leaves
    /// a player who looks in once or twice a day a look before the flag
    /// falls whatever the days chosen, and it comes late enough that a
    /// player who means to move has usually moved; one reminder per move.
    pub fn reminder_lead_ms(self) -> Option<i64> {
        match self {
            TimeControl::Days { days } => Some(i64::from(days) * DAY_MS / 4),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FISCHER_5_3: TimeControl = TimeControl::Fischer {
        base_secs: 300,
        inc_secs: 3,
    };
    const FISCHER_1_0: TimeControl = TimeControl::Fischer {
        base_secs: 60,
        inc_secs: 0,
    };

    #[test]
    fn on_a_game_clock_the_bot_spends_a_thirtieth_and_most_of_the_increment() {
        // 5+3 with 60 s left: 60 000 / 30 + 3 000 * 3/4 = 2 000 + 2 250.
        assert_eq!(FISCHER_5_3.bot_think_ms(60_000, 10_000), 4_250);
        // 1+0 with 2 s left: 2 000 / 30 = 66 (rounded down).
        assert_eq!(FISCHER_1_0.bot_think_ms(2_000, 1_000), 66);
        // 1+0 with 15 s left: 500.
        assert_eq!(FISCHER_1_0.bot_think_ms(15_000, 1_000), 500);
    }

    #[test]
    fn never_more_than_half_its_time_nor_than_its_level_allows() {
        // 5+3 with 4 s left: 133 + 2 250 = 2 383, but half of 4 s is 2 000.
        assert_eq!(FISCHER_5_3.bot_think_ms(4_000, 10_000), 2_000);
        // A flag about to fall: nothing to spend.
        assert_eq!(FISCHER_5_3.bot_think_ms(0, 10_000), 0);
        assert_eq!(FISCHER_5_3.bot_think_ms(-5, 10_000), 0);
        // A full clock: the level's own limit.
        assert_eq!(FISCHER_5_3.bot_think_ms(300_000, 1_000), 1_000);
        assert_eq!(FISCHER_1_0.bot_think_ms(60_000, 100), 100);
    }

    #[test]
    fn per_move_clocks_and_correspondence_leave_the_level_its_limit() {
        let per_move = TimeControl::PerMove { secs: 10 };
        let days = TimeControl::Days { days: 1 };
        for clock in [per_move, days] {
            assert_eq!(clock.bot_think_ms(1_000, 700), 700, "{clock:?}");
            assert_eq!(clock.bot_think_ms(10_000, 1_000), 1_000, "{clock:?}");
        }
    }
}
