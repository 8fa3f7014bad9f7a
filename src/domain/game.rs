//! A game as the core and the store both see it: its seats, its state and
//! its clock, and what it takes to create one. The store maps its row to
//! and from these records; the seat helpers answer who plays which colour.

use draughts::{Color, Position, Snapshot, Variant};

use super::clock::TimeControl;
use super::{GameId, Mode, MoveRow, Status, UserId};

/// A stored game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRow {
    /// Database id.
    pub id: GameId,
    /// The rules played.
    pub variant: Variant,
    /// How it came about.
    pub mode: Mode,
    /// Whether the result changes ratings.
    pub rated: bool,
    /// Where it is in its life.
    pub status: Status,
    /// Who opened it.
    pub creator: UserId,
    /// The human on White's side, if any.
    pub white: Option<UserId>,
    /// The human on Black's side, if any.
    pub black: Option<UserId>,
    /// The AI's side and level, if the AI plays.
    pub bot: Option<(Color, u8)>,
    /// The starting position (FEN).
    pub start_fen: String,
    /// The current position (FEN), kept for queries; moves replay it exactly.
    pub fen: String,
    /// What the engine needs to continue the game without replaying its
    /// moves; `None` for a game saved before snapshots were kept.
    pub snapshot: Option<Snapshot>,
    /// Bumped by every change.
    pub version: i64,
    /// The side that offered a draw, if an offer stands.
    pub draw_offer: Option<Color>,
    /// The time control, if clocked.
    pub clock: Option<TimeControl>,
    /// A game clock's time left to White and Black (ms): the mover's as it
    /// was when their turn began (their `deadline` less that start), the
    /// other's as their last move left it. `None` without a game clock.
    pub time_left: Option<[i64; 2]>,
    /// When the side to move runs out of time (Unix ms).
    pub deadline: Option<i64>,
    /// Whether the current mover was warned already.
    pub warned: bool,
    /// Consecutive time-outs of White and Black.
    pub timeouts: [u32; 2],
    /// Created (Unix ms).
    pub created_at: i64,
    /// Last changed (Unix ms).
    pub updated_at: i64,
}

impl GameRow {
    /// The human seat of a colour.
    pub fn seat(&self, color: Color) -> Option<UserId> {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    /// Sets the human seat of a colour.
    pub fn set_seat(&mut self, color: Color, user: Option<UserId>) {
        match color {
            Color::White => self.white = user,
            Color::Black => self.black = user,
        }
    }

    /// The colour the AI plays, if any.
    pub fn bot_color(&self) -> Option<Color> {
        self.bot.map(|(c, _)| c)
    }

    /// Starts the turn of `turn` at `now`: the deadline of its move, or of
    /// its time on a game clock; none without a clock.
    pub fn start_turn(&mut self, turn: Color, now: i64) {
        self.deadline = match (self.clock, self.time_left) {
            (Some(TimeControl::Fischer { .. }), Some(left)) => Some(now + left[index(turn)]),
            (clock, _) => clock.and_then(TimeControl::move_ms).map(|ms| now + ms),
        };
    }

    /// `mover` moved at `now`: on a game clock, they are charged the time
    /// their turn took (their deadline less `now`, never below zero) and
    /// given the increment; then the opponent's turn starts.
    pub fn end_turn(&mut self, mover: Color, now: i64) {
        if let (Some(TimeControl::Fischer { inc_secs, .. }), Some(left)) =
            (self.clock, self.time_left.as_mut())
        {
            let i = index(mover);
            let kept = self.deadline.map_or(left[i], |d| (d - now).max(0));
            left[i] = kept + i64::from(inc_secs) * 1000;
        }
        self.start_turn(!mover, now);
    }

    /// A takeback to the position after `last` (its last two moves, the
    /// latest first), where `turn` is to move: on a game clock each
    /// player's time goes back to what their last move there left them, or
    /// to the base time for a player who had not moved yet. A move stored
    /// without its time (before the times were kept) leaves its mover's
    /// time as it stands. The caller starts the turn afterwards.
    pub fn rewind_clock(&mut self, turn: Color, last: &[MoveRow]) {
        let Some(base) = self.clock.and_then(TimeControl::base_ms) else {
            return;
        };
        let Some(left) = self.time_left.as_mut() else {
            return;
        };
        // The latest move was the other side's; the one before it, theirs.
        for (back, color) in [(0, !turn), (1, turn)] {
            match last.get(back) {
                Some(m) => {
                    if let Some(ms) = m.time_left_ms {
                        left[index(color)] = ms;
                    }
                }
                None => left[index(color)] = base,
            }
        }
    }
}

/// 0 for White, 1 for Black.
fn index(c: Color) -> usize {
    match c {
        Color::White => 0,
        Color::Black => 1,
    }
}

/// What is needed to create a game.
#[derive(Clone, Debug)]
pub struct NewGame {
    /// The rules.
    pub variant: Variant,
    /// How it came about.
    pub mode: Mode,
    /// Whether rated.
    pub rated: bool,
    /// Open (waiting for a player) or active.
    pub status: Status,
    /// Who opened it.
    pub creator: UserId,
    /// Seats.
    pub white: Option<UserId>,
    /// Seats.
    pub black: Option<UserId>,
    /// The AI's side and level.
    pub bot: Option<(Color, u8)>,
    /// The start position.
    pub start_fen: String,
    /// The time control.
    pub clock: Option<TimeControl>,
    /// First deadline, if the clock runs from the start.
    pub deadline: Option<i64>,
}

impl NewGame {
    /// A casual game between people, open for a second player: `creator`
    /// takes the side that moves first from `start`, or the other one when
    /// `second`.
    pub fn open_casual(
        creator: UserId,
        start: &Position,
        second: bool,
        clock: Option<TimeControl>,
    ) -> NewGame {
        let first = start.turn();
        let mine = if second { !first } else { first };
        NewGame {
            variant: start.variant(),
            mode: Mode::Casual,
            rated: false,
            status: Status::Open,
            creator,
            white: (mine == Color::White).then_some(creator),
            black: (mine == Color::Black).then_some(creator),
            bot: None,
            start_fen: start.to_fen(),
            clock,
            deadline: None,
        }
    }
}
