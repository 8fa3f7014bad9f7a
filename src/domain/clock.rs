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
