//! The Mini App's reads: a game's page for a viewer, and the versions of
//! the games its open pages follow. They change nothing stored.

use crate::app::core::Core;
use crate::app::core::context::World;
use crate::app::error::CoreError;
use crate::app::game::session::Session;
use crate::app::view::page::{GamePage, page};
use crate::domain::{GameId, UserKey};

/// Games' versions, `None` for a game that does not exist.
pub type GameVersions = Vec<(GameId, Option<i64>)>;

impl Core {
    /// Game `game` as the Mini App shows it to `viewer` at `now`; `None`
    /// when there is no such game.
    pub fn game_page(
        &mut self,
        game: GameId,
        viewer: &UserKey,
        now: i64,
    ) -> Result<Option<GamePage>, CoreError> {
        let config = &self.config;
        self.store.write(|tx| {
            if tx.game_version(game)?.is_none() {
                return Ok(None);
            }
            let world = World::new(tx, now, config);
            let session = Session::by_id(tx, game)?;
            page(&world, &session, viewer).map(Some)
        })
    }

    /// The version of each game asked for (`None` for a game that does not
    /// exist): the Mini App's event streams learn from it that a game
    /// changed, whichever instance changed it.
    pub fn game_versions(&mut self, games: &[GameId]) -> Result<GameVersions, CoreError> {
        self.store.write(|tx| {
            games
                .iter()
                .map(|g| Ok((*g, tx.game_version(*g)?)))
                .collect()
        })
    }
}
