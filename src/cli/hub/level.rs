//! The `level` command: what bounds the next search, and how a game clock
//! becomes the time for one move.
//!
//! `level` sets any of `depth=`, `nodes=`, `move-time=` (seconds), a game
//! clock (`time=` seconds left, `moves=` to the next control, `inc=`
//! seconds added per move) and `infinite`. Like Scan, the level is reset
//! by `pos` and by the start of each search, so a GUI sends it before each
//! `go`. With nothing set a search thinks for [`DEFAULT_MOVE_TIME`].

use std::time::Duration;

use draughts_ai::Limits;

use super::syntax::Line;

/// The move time of a search whose level sets no limit.
pub(super) const DEFAULT_MOVE_TIME: Duration = Duration::from_secs(1);

/// The moves a game clock without `moves=` is expected to last for.
const MOVES_TO_GO: f64 = 30.0;

/// Kept off every game-clock move, for the time the GUI and the pipes take.
const SAFETY: Duration = Duration::from_millis(10);

/// The bounds of the next search, as the last `level` set them.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(super) struct Level {
    depth: Option<u32>,
    nodes: Option<u64>,
    move_time: Option<Duration>,
    clock: Option<GameClock>,
    infinite: bool,
}

/// A game clock: the time left, the moves to the next control, the
/// increment.
#[derive(Clone, Copy, Debug, PartialEq)]
struct GameClock {
    time: Duration,
    moves: Option<u32>,
    inc: Duration,
}

/// A `level` argument that is not a valid number.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("level: {name}={value} is not a valid value")]
pub(super) struct LevelError {
    name: String,
    value: String,
}

impl Level {
    /// The level a `level` line sets (unknown arguments are ignored, as the
    /// protocol asks).
    pub(super) fn parse(line: &Line) -> Result<Level, LevelError> {
        let mut level = Level {
            infinite: line.has("infinite"),
            ..Level::default()
        };
        level.depth = number(line, "depth")?;
        level.nodes = number(line, "nodes")?;
        level.move_time = seconds(line, "move-time")?;
        let time = seconds(line, "time")?;
        let moves = number(line, "moves")?;
        let inc = seconds(line, "inc")?;
        if time.is_some() || moves.is_some() || inc.is_some() {
            level.clock = Some(GameClock {
                time: time.unwrap_or_default(),
                moves,
                inc: inc.unwrap_or_default(),
            });
        }
        Ok(level)
    }

    /// The time one move may take: the `move-time`, else the game clock's
    /// share (see [`GameClock::budget`]); `None` when no time bounds the
    /// search.
    pub(super) fn move_time(&self) -> Option<Duration> {
        if self.infinite {
            return None;
        }
        self.move_time.or_else(|| self.clock.map(|c| c.budget()))
    }

    /// The limits of a search that thinks (`go think`, `go analyze`):
    /// the level's, [`DEFAULT_MOVE_TIME`] when it sets none, none at all
    /// when it is `infinite`.
    pub(super) fn think(&self) -> Limits {
        let limits = Limits {
            movetime: self.move_time(),
            depth: self.depth,
            nodes: self.nodes,
        };
        if !self.infinite && limits == Limits::default() {
            Limits::movetime(DEFAULT_MOVE_TIME)
        } else {
            limits
        }
    }

    /// The limits of a search that ponders (`go ponder`): depth and nodes
    /// only, as the clock runs from `ponder-hit` on.
    pub(super) fn ponder(&self) -> Limits {
        Limits {
            movetime: None,
            depth: self.depth,
            nodes: self.nodes,
        }
    }
}

impl GameClock {
    /// The share of the clock for this move: the time left over the moves
    /// to go (`moves=`, else 30), plus the increment; never more than half
    /// the time left, less a safety margin, and at least a millisecond.
    fn budget(&self) -> Duration {
        let moves = self.moves.map_or(MOVES_TO_GO, |m| f64::from(m.max(1)));
        let share = self.time.div_f64(moves) + self.inc;
        share
            .min(self.time / 2)
            .saturating_sub(SAFETY)
            .max(Duration::from_millis(1))
    }
}

/// The argument `name` as a whole number, if present.
fn number<T: std::str::FromStr>(line: &Line, name: &str) -> Result<Option<T>, LevelError> {
    line.value(name)
        .map(|v| v.parse().map_err(|_| error(name, v)))
        .transpose()
}

/// The argument `name` as a duration in seconds, if present.
fn seconds(line: &Line, name: &str) -> Result<Option<Duration>, LevelError> {
    line.value(name)
        .map(|v| {
            v.parse::<f64>()
                .ok()
                .and_then(|s| Duration::try_from_secs_f64(s).ok())
                .ok_or_else(|| error(name, v))
        })
        .transpose()
}

fn error(name: &str, value: &str) -> LevelError {
    LevelError {
        name: name.to_owned(),
        value: value.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::super::syntax::parse;
    use super::*;

    fn level(text: &str) -> Result<Level, LevelError> {
        Level::parse(&parse(text).unwrap())
    }

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn each_form_gives_its_limits() {
        let depth = level("level depth=9").unwrap().think();
        assert_eq!((depth.depth, depth.movetime), (Some(9), None));
        let nodes = level("level nodes=5000").unwrap().think();
        assert_eq!((nodes.nodes, nodes.movetime), (Some(5000), None));
        assert_eq!(
            level("level move-time=0.25").unwrap().think().movetime,
            Some(ms(250))
        );
        assert_eq!(
            level("level").unwrap().think(),
            Limits::movetime(DEFAULT_MOVE_TIME)
        );
        assert_eq!(level("level infinite").unwrap().think(), Limits::default());
        let ponder = level("level move-time=2 depth=30").unwrap().ponder();
        assert_eq!((ponder.movetime, ponder.depth), (None, Some(30)));
    }

    #[test]
    fn a_game_clock_gives_a_share_of_the_time_left() {
        // Sudden death: a thirtieth of the time, less the safety margin.
        assert_eq!(level("level time=60").unwrap().move_time(), Some(ms(1990)));
        // Moves to go, plus the increment.
        assert_eq!(
            level("level moves=10 time=30 inc=1").unwrap().move_time(),
            Some(ms(3990))
        );
        // Never more than half of what is left.
        assert_eq!(
            level("level moves=1 time=2").unwrap().move_time(),
            Some(ms(990))
        );
        assert_eq!(level("level time=0").unwrap().move_time(), Some(ms(1)));
    }

    #[test]
    fn rejects_values_that_are_not_numbers() {
        assert_eq!(
            level("level depth=deep").unwrap_err().to_string(),
            "level: depth=deep is not a valid value"
        );
        assert!(level("level move-time=-1").is_err());
        assert!(level("level time=x").is_err());
    }
}
