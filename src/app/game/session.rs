//! A loaded game: its stored row plus the engine's [`Game`], resumed from
//! the row's snapshot, so loading costs the same whatever the game's length.
//! A game stored before snapshots were kept replays its moves once; saving
//! it writes its snapshot.
//!
//! The session is the aggregate and calls nothing above it: [`Session::play`]
//! records a move and returns the outcome when the move ended the game, and
//! the handlers conclude it (`conclusion::play_move` does both).

use std::cell::OnceCell;

use draughts::{Color, Game, Move, Notation, Outcome, Position};

use crate::app::core::context::World;
use crate::app::error::CoreError;
use crate::domain::{GameRow, MoveRow, MoveSource, UserId};
use crate::store::Port;

/// A game ready to be played on.
pub(crate) struct Session {
    /// The stored row; changes are written back with [`Session::save`].
    pub row: GameRow,
    /// The engine's game, with history for the draw rules.
    pub game: Game,
    /// The last move played, marked on the board: read from the store only
    /// when a board is drawn before a move is played (a move request never
    /// needs the one before).
    last: OnceCell<Option<Move>>,
}

impl Session {
    /// Loads a game from its snapshot, or by replaying its moves when it
    /// has none yet. Nearly every game loaded is shown, so its chats and
    /// players are read ahead, to travel with the next statement.
    pub fn load(tx: &dyn Port, row: GameRow) -> Result<Session, CoreError> {
        tx.read_game_chats_ahead(row.id)?;
        let players: Vec<UserId> = [row.white, row.black, Some(row.creator)]
            .into_iter()
            .flatten()
            .collect();
        tx.read_users_ahead(&players)?;
        let Some(snapshot) = &row.snapshot else {
            return Session::replay(tx, row);
        };
        let game = Game::resume(snapshot)
            .map_err(|e| CoreError::replay(row.id, "its snapshot".into(), e))?;
        Ok(Session {
            row,
            game,
            last: OnceCell::new(),
        })
    }

    /// Loads a game by replaying its moves from the start position: the
    /// engine's game then holds every move (records need them; a resumed
    /// game holds only those played since). A game stored under older rules
    /// may start from a position already decided, or go on past the point
    /// where today's draw rules end it: its moves are kept all the same,
    /// and the game is over from that point ([`Game::play_past_end`]).
    pub fn replay(tx: &dyn Port, row: GameRow) -> Result<Session, CoreError> {
        let start = Position::from_fen(row.variant, &row.start_fen).map_err(|e| {
            CoreError::replay(row.id, format!("its start position '{}'", row.start_fen), e)
        })?;
        let mut game = Game::from_position(start);
        for m in tx.moves(row.id)? {
            let at = || format!("ply {} '{}'", m.ply, m.notation);
            let mv = game
                .position()
                .parse_move(&m.notation)
                .map_err(|e| CoreError::replay(row.id, at(), e))?;
            game.play_past_end(&mv)
                .map_err(|e| CoreError::replay(row.id, at(), e))?;
        }
        let last = OnceCell::from(game.moves().last().cloned());
        Ok(Session { row, game, last })
    }

    /// The last stored move, read in the position before it (the previous
    /// move's position, or the start).
    fn read_last_move(tx: &dyn Port, row: &GameRow) -> Result<Option<Move>, CoreError> {
        let rows = tx.last_moves(row.id, 2)?;
        let Some(last) = rows.first() else {
            return Ok(None);
        };
        let before = rows.get(1).map_or(&row.start_fen, |m| &m.fen_after);
        let position = Position::from_fen(row.variant, before).map_err(|e| {
            let at = format!("the position before ply {} '{before}'", last.ply);
            CoreError::replay(row.id, at, e)
        })?;
        let mv = position.parse_move(&last.notation).map_err(|e| {
            CoreError::replay(row.id, format!("ply {} '{}'", last.ply, last.notation), e)
        })?;
        Ok(Some(mv))
    }

    /// Loads a game by id.
    pub fn by_id(tx: &dyn Port, id: i64) -> Result<Session, CoreError> {
        Session::load(tx, tx.game(id)?)
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.game.position().turn()
    }

    /// The last move played, if any.
    pub fn last_move(&self, tx: &dyn Port) -> Result<Option<&Move>, CoreError> {
        if let Some(last) = self.last.get() {
            return Ok(last.as_ref());
        }
        let read = Session::read_last_move(tx, &self.row)?;
        Ok(self.last.get_or_init(|| read).as_ref())
    }

    /// Plays a legal move: records it (in `tx`, at `now`) and resets the
    /// draw offer and the clock. Returns the outcome when the move ended the
    /// game, which the caller must conclude (`conclusion::play_move` does);
    /// the caller saves.
    #[must_use = "a move that ends the game must be concluded: use conclusion::play_move"]
    pub fn play(
        &mut self,
        tx: &dyn Port,
        now: i64,
        mv: &Move,
        by: Option<UserId>,
        source: MoveSource,
    ) -> Result<Option<Outcome>, CoreError> {
        let mover = self.turn();
        let notation = self.game.position().move_text(mv, Notation::Algebraic);
        self.game.play(mv).map_err(|e| {
            let at = format!("ply {} '{notation}'", self.game.ply() + 1);
            CoreError::replay(self.row.id, at, e)
        })?;
        self.last = OnceCell::from(Some(mv.clone()));
        let fen_after = self.game.position().to_fen();
        self.row.end_turn(mover, now);
        let row = MoveRow {
            ply: u32::try_from(self.game.ply()).unwrap_or(u32::MAX),
            notation,
            fen_after: fen_after.clone(),
            time_left_ms: self.row.time_left.map(|left| left[color_index(mover)]),
        };
        tx.insert_move(self.row.id, &row, by, source, now)?;
        self.row.fen = fen_after;
        self.row.draw_offer = None;
        self.row.warned = false;
        if source != MoveSource::Timeout {
            self.row.timeouts[color_index(mover)] = 0;
        }
        Ok(self.game.outcome())
    }

    /// Seats a second player in the open seat and starts the game (and its
    /// clock); returns the colour they got. The caller saves.
    pub fn seat_opponent(&mut self, user: UserId, now: i64) -> Color {
        let open = if self.row.white.is_none() {
            Color::White
        } else {
            Color::Black
        };
        self.row.set_seat(open, Some(user));
        self.row.status = crate::domain::Status::Active;
        let turn = self.turn();
        self.row.start_turn(turn, now);
        open
    }

    /// Writes the row back with the game's snapshot (optimistic
    /// concurrency on its version).
    pub fn save(&mut self, world: &World<'_, '_>) -> Result<(), CoreError> {
        self.row.snapshot = Some(self.game.snapshot());
        world.tx.update_game(&mut self.row, world.now)?;
        Ok(())
    }
}

/// 0 for White, 1 for Black: the index of per-colour arrays.
pub(crate) fn color_index(c: Color) -> usize {
    match c {
        Color::White => 0,
        Color::Black => 1,
    }
}

#[cfg(test)]
mod tests {
    use draughts::Variant;

    use super::*;
    use crate::app::error::ReplayError;
    use crate::domain::{Mode, Status};
    use crate::store::Store;

    #[test]
    fn a_stored_position_that_does_not_read_keeps_the_engines_reason_and_the_text() {
        let row = GameRow {
            id: 7,
            variant: Variant::English,
            mode: Mode::Casual,
            rated: false,
            status: Status::Active,
            creator: 1,
            white: Some(1),
            black: None,
            bot: None,
            start_fen: "no position".into(),
            fen: "no position".into(),
            snapshot: None,
            version: 1,
            draw_offer: None,
            clock: None,
            time_left: None,
            deadline: None,
            warned: false,
            timeouts: [0, 0],
            created_at: 0,
            updated_at: 0,
        };
        let mut store = Store::open_in_memory().expect("a store");
        let error = store
            .write(|tx| Session::replay(tx, row.clone()).map(drop))
            .expect_err("the start position does not read");
        let expected = Position::from_fen(Variant::English, "no position").expect_err("no FEN");
        match &error {
            CoreError::Replay {
                game: 7,
                at,
                source,
            } => {
                let ReplayError::Fen(fen) = source.as_ref() else {
                    panic!("not a FEN error: {source:?}");
                };
                assert_eq!(at, "its start position 'no position'");
                assert_eq!(fen, &expected);
            }
            other => panic!("not a replay of game 7 with a FEN error: {other:?}"),
        }
    }
}
