//! A game as the core and the store both see it: its seats, its state and
//! its clock, and what it takes to create one. The store maps its row to
//! and from these records; the seat helpers answer who plays which colour.

use draughts::{Color, Position, Snapshot, Variant};

use super::{GameId, Mode, Status, UserId};

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
    /// The per-move time limit, if clocked.
    pub clock_secs: Option<u32>,
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
    /// Per-move time limit.
    pub clock_secs: Option<u32>,
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
        clock_secs: Option<u32>,
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
            clock_secs,
            deadline: None,
        }
    }
}
