//! Each game's search state between its AI moves: the transposition table
//! of its last search, lent to its next one, so that a level's node budget
//! reaches deeper on positions the table has seen
//! ([`draughts_ai::choose_with`]). Only the levels that keep a table
//! ([`draughts_ai::Level::keeps_table`]) borrow one.
//!
//! Memory stays within what the AI took before tables were kept: at most
//! one largest table per search slot. The budget counts the tables lent to
//! running searches and the tables kept between moves; lending a new one
//! first drops the tables kept longest unused. A table lent to a search
//! that panics is written off. The state is of this instance only: when
//! another instance makes a game's next move, it starts from an empty table,
//! which costs strength, never correctness.

use std::collections::VecDeque;
use std::sync::Arc;

use draughts_ai::{Engine, TABLE_ENTRY_BYTES};
use draughts_egdb::Library;

use crate::app::GameId;

/// The tables lent and kept, within a byte budget.
#[derive(Debug)]
pub(crate) struct Engines {
    budget: usize,
    /// Bytes of every table lent or kept.
    used: usize,
    /// Kept tables, the one unused longest first.
    kept: VecDeque<(GameId, Engine)>,
    /// Endgame tables every engine lent probes (shared, loaded once).
    egdb: Option<Arc<Library>>,
}

impl Engines {
    /// Room for `slots` searches with the largest table of any level.
    pub(crate) fn for_slots(slots: usize) -> Engines {
        let largest = draughts_ai::Level::all()
            .map(|l| l.settings(0).table_bytes())
            .max()
            .unwrap_or(0);
        Engines::with_budget(slots.max(1) * largest)
    }

    fn with_budget(budget: usize) -> Engines {
        Engines {
            budget,
            used: 0,
            kept: VecDeque::new(),
            egdb: None,
        }
    }

    /// These engines with endgame tables for their searches (or none).
    pub(crate) fn with_tables(mut self, egdb: Option<Arc<Library>>) -> Engines {
        self.egdb = egdb;
        self
    }

    /// The table for `game`'s next search: its own if kept at this size,
    /// else a new empty one.
    pub(crate) fn lend(&mut self, game: GameId, table_bits: u32) -> Engine {
        if let Some(i) = self.kept.iter().position(|(g, _)| *g == game) {
            let (_, engine) = self.kept.remove(i).expect("found above");
            if engine.table_bits() == table_bits {
                return engine;
            }
            self.used -= engine.table_bytes();
        }
        let bytes = TABLE_ENTRY_BYTES << table_bits;
        while self.used + bytes > self.budget {
            let Some((_, oldest)) = self.kept.pop_front() else {
                break;
            };
            self.used -= oldest.table_bytes();
        }
        let mut engine = Engine::new(table_bits);
        engine.set_tables(self.egdb.clone());
        self.used += engine.table_bytes();
        engine
    }

    /// Keeps the table `game`'s search used, for its next move.
    pub(crate) fn keep(&mut self, game: GameId, engine: Engine) {
        self.kept.push_back((game, engine));
    }

    /// A lent table of `table_bits` that did not come back.
    pub(crate) fn write_off(&mut self, table_bits: u32) {
        self.used = self.used.saturating_sub(TABLE_ENTRY_BYTES << table_bits);
    }

    /// Bytes of the tables lent and kept.
    #[cfg(test)]
    fn used(&self) -> usize {
        self.used
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BITS: u32 = 10;
    const BYTES: usize = TABLE_ENTRY_BYTES << BITS;

    #[test]
    fn a_game_gets_its_own_table_back_at_its_size() {
        let mut engines = Engines::with_budget(4 * BYTES);
        let mut engine = engines.lend(1, BITS);
        let game = draughts::Game::new(draughts::Variant::Russian);
        let first = engine.search(&game, &deep()).expect("a move").nodes;
        engines.keep(1, engine);
        let mut again = engines.lend(1, BITS);
        let second = again.search(&game, &deep()).expect("a move").nodes;
        assert!(
            second < first,
            "{second} nodes with the kept table, {first} without"
        );
        engines.keep(1, again);
        let bigger = engines.lend(1, BITS + 1);
        assert_eq!(bigger.table_bits(), BITS + 1, "another size is a new table");
        assert_eq!(engines.used(), 2 * BYTES, "the old one is dropped");
    }

    #[test]
    fn the_budget_drops_the_tables_unused_longest() {
        let mut engines = Engines::with_budget(3 * BYTES);
        for game in 1..=3 {
            let engine = engines.lend(game, BITS);
            engines.keep(game, engine);
        }
        assert_eq!(engines.used(), 3 * BYTES);
        // Game 1 moves again: its table is now the newest kept.
        let one = engines.lend(1, BITS);
        engines.keep(1, one);
        let four = engines.lend(4, BITS);
        assert_eq!(engines.used(), 3 * BYTES, "game 2's table made room");
        let kept: Vec<GameId> = engines.kept.iter().map(|(g, _)| *g).collect();
        assert_eq!(kept, [3, 1]);
        engines.write_off(four.table_bits());
        assert_eq!(engines.used(), 2 * BYTES);
    }

    #[test]
    fn lent_tables_are_never_taken_back_even_beyond_the_budget() {
        let mut engines = Engines::with_budget(BYTES);
        let a = engines.lend(1, BITS);
        let b = engines.lend(2, BITS);
        assert_eq!((a.table_bits(), b.table_bits()), (BITS, BITS));
        assert_eq!(engines.used(), 2 * BYTES);
        engines.keep(1, a);
        engines.keep(2, b);
        let _c = engines.lend(3, BITS);
        assert_eq!(engines.used(), BYTES, "both kept tables dropped");
    }

    fn deep() -> draughts_ai::Settings {
        draughts_ai::Settings::strongest(draughts_ai::Limits {
            movetime: None,
            depth: Some(6),
            nodes: None,
        })
    }
}
