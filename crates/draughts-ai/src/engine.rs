//! A search state kept across searches: the transposition table of one game
//! (or one analysis session), of a size fixed when it is made.
//!
//! [`crate::search`] allocates a table per search, so its searches share
//! nothing. An [`Engine`] keeps its table from one search to the next: the
//! results of the previous moves' searches order and cut the next one's
//! tree. Each search starts a new table generation, so the old entries are
//! read while they last but are the first to be replaced. The memory is
//! bounded by the table size alone (`16 << table_bits` bytes, at most
//! [`Engine::MAX_TABLE_BITS`]), plus the few megabytes of stacks each
//! search allocates and frees.
//!
//! A search by an engine depends on the searches it made before (their
//! table entries), so it is deterministic for the whole sequence of
//! searches, not for one position alone. [`Engine::clear`] forgets them.

use std::fmt;
use std::sync::Arc;

use draughts::Game;
use draughts_egdb::Library;

use crate::deadline::{Clock, Stop};
use crate::level::Settings;
use crate::result::{Iteration, SearchResult};
use crate::search_with;
use crate::tt::Table;

/// A searcher that keeps its transposition table between searches.
pub struct Engine {
    table: Table,
    table_bits: u32,
    /// Endgame tables its searches probe, shared with other engines.
    egdb: Option<Arc<Library>>,
}

impl fmt::Debug for Engine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Engine")
            .field("table_bits", &self.table_bits)
            .field("table_bytes", &self.table_bytes())
            .finish()
    }
}

impl Engine {
    /// The smallest table: 1 024 entries (16 KiB).
    pub const MIN_TABLE_BITS: u32 = 10;
    /// The largest table: 2^26 entries (1 GiB).
    pub const MAX_TABLE_BITS: u32 = 26;

    /// An engine with a table of `1 << table_bits` entries of
    /// [`crate::TABLE_ENTRY_BYTES`] bytes, `table_bits` brought into
    /// [`Engine::MIN_TABLE_BITS`]..=[`Engine::MAX_TABLE_BITS`]. The memory
    /// is reserved zeroed, which the system maps lazily: pages cost only
    /// once searches touch them.
    pub fn new(table_bits: u32) -> Engine {
        let table_bits = table_bits.clamp(Engine::MIN_TABLE_BITS, Engine::MAX_TABLE_BITS);
        Engine {
            table: Table::new(table_bits),
            table_bits,
            egdb: None,
        }
    }

    /// Hands the engine endgame tables (or takes them away): its searches
    /// probe the tables of the game's variant, when the library has them.
    /// Searches stay deterministic for the same tables.
    pub fn set_tables(&mut self, egdb: Option<Arc<Library>>) {
        self.egdb = egdb;
    }

    /// The table size as `log2` of its entries.
    pub fn table_bits(&self) -> u32 {
        self.table_bits
    }

    /// The table's size in bytes: the engine's memory between searches.
    pub fn table_bytes(&self) -> usize {
        self.table.bytes()
    }

    /// Forgets every earlier search (a new game).
    pub fn clear(&mut self) {
        self.table.clear();
    }

    /// Searches the side to move's best move in `game` as
    /// [`crate::search`] does, but on this engine's table (whatever
    /// `settings.table_bits` says). `None` when there is no legal move.
    pub fn search(&mut self, game: &Game, settings: &Settings) -> Option<SearchResult> {
        let mut settings = *settings;
        settings.limits = settings.limits.bounded();
        self.search_until(game, &settings, &Stop::new(), &mut |_| {})
    }

    /// Searches like [`Engine::search`] until a limit of `settings` is
    /// reached or `stop` is raised, handing each completed iteration to
    /// `observe` as it ends. The limits are taken as they are: with none at
    /// all, only `stop` (or the deepest depth the search supports) ends the
    /// search. The first iteration always completes, so a move is found
    /// even when `stop` was raised before the search began.
    pub fn search_until(
        &mut self,
        game: &Game,
        settings: &Settings,
        stop: &Stop,
        observe: &mut dyn FnMut(&Iteration),
    ) -> Option<SearchResult> {
        self.table.next_generation();
        let clock = Clock::start(settings.limits.movetime).with_stop(stop.clone());
        let egdb = self
            .egdb
            .as_deref()
            .and_then(|l| l.tables(game.position().variant()));
        search_with(game, settings, clock, &mut self.table, egdb, observe)
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use draughts::{Game, Variant};

    use super::*;
    use crate::iterate::StopReason;
    use crate::limits::Limits;
    use crate::score::Score;

    fn depth(d: u32) -> Settings {
        Settings::strongest(Limits {
            movetime: None,
            depth: Some(d),
            nodes: None,
        })
    }

    /// A search repeated on its kept table needs fewer nodes, over depths
    /// 5 to 10 together: at a single depth the table's moves can also
    /// change what late-move pruning cuts, and cost a few nodes.
    #[test]
    fn a_kept_table_shortens_the_next_searches_and_clear_forgets_it() {
        let game = Game::new(Variant::International);
        let (mut first_nodes, mut again_nodes) = (0, 0);
        for d in 5..=10 {
            let mut engine = Engine::new(18);
            let first = engine.search(&game, &depth(d)).unwrap();
            let again = engine.search(&game, &depth(d)).unwrap();
            first_nodes += first.nodes;
            again_nodes += again.nodes;
            engine.clear();
            let fresh = engine.search(&game, &depth(d)).unwrap();
            assert_eq!(fresh.nodes, first.nodes, "depth {d}");
            assert_eq!(fresh.best, first.best, "depth {d}");
        }
        assert!(
            again_nodes < first_nodes,
            "{again_nodes} nodes again, {first_nodes} the first time"
        );
    }

    #[test]
    fn each_iteration_is_observed_as_it_ends() {
        let game = Game::new(Variant::Russian);
        let mut engine = Engine::new(16);
        let mut seen = Vec::new();
        let result = engine
            .search_until(&game, &depth(5), &Stop::new(), &mut |it| {
                seen.push(it.clone())
            })
            .unwrap();
        assert_eq!(seen.len(), 5);
        assert_eq!(seen, result.iterations);
        assert_eq!(result.stop, StopReason::Depth);
    }

    #[test]
    fn a_raised_stop_ends_an_unbounded_search_after_its_first_iteration() {
        let game = Game::new(Variant::International);
        let mut engine = Engine::new(16);
        let stop = Stop::new();
        stop.stop();
        let unbounded = Settings::strongest(Limits::default());
        let result = engine
            .search_until(&game, &unbounded, &stop, &mut |_| {})
            .unwrap();
        assert_eq!(result.stop, StopReason::Stopped);
        assert_eq!(result.depth, 1);
        assert!(game.position().legal_moves().contains(&result.best));
    }

    #[test]
    fn another_thread_can_stop_an_unbounded_search() {
        let game = Game::new(Variant::International);
        let mut engine = Engine::new(16);
        let stop = Stop::new();
        let raiser = {
            let stop = stop.clone();
            std::thread::spawn(move || {
                std::thread::sleep(Duration::from_millis(100));
                stop.stop();
            })
        };
        let unbounded = Settings::strongest(Limits::default());
        let result = engine
            .search_until(&game, &unbounded, &stop, &mut |_| {})
            .unwrap();
        raiser.join().unwrap();
        assert_eq!(result.stop, StopReason::Stopped);
        assert!(result.depth > 1, "depth {}", result.depth);
        assert!(game.position().legal_moves().contains(&result.best));
    }

    /// Two kings beat one in English checkers, and cannot beat a lone
    /// king on the long diagonal in Russian shashki: with the tables a
    /// shallow search knows both, without them it only sees the material.
    #[test]
    fn given_endgame_tables_a_search_knows_won_and_drawn_endings() {
        use draughts::Position;
        use draughts_egdb::{Library, build};

        use crate::score::{KNOWN_SPAN, KNOWN_WIN};

        let dir = tempfile::tempdir().unwrap();
        for (variant, fen, won) in [
            (Variant::English, "W:WK14,K15:BK29", true),
            (Variant::Russian, "W:WKc1,Ke1:BKd4", false),
        ] {
            let tables = build(dir.path(), variant, 3, &mut |_| {}).unwrap();
            let game = Game::from_position(Position::from_fen(variant, fen).unwrap());
            let mut plain = Engine::new(16);
            let mut probing = Engine::new(16);
            probing.set_tables(Some(Arc::new(Library::of(tables))));
            let without = plain.search(&game, &depth(3)).unwrap().score;
            let with = probing.search(&game, &depth(3)).unwrap().score;
            let Score::Centi(with) = with else {
                panic!("{variant}: {with:?}");
            };
            if won {
                assert!(with >= KNOWN_WIN - KNOWN_SPAN, "{variant}: {with}");
                assert!(matches!(without, Score::Centi(c) if c < KNOWN_WIN - KNOWN_SPAN));
            } else {
                assert_eq!(with, 0, "{variant}");
                assert!(matches!(without, Score::Centi(c) if c > 0), "{without:?}");
            }
        }
    }

    #[test]
    fn the_table_size_is_bounded() {
        assert_eq!(
            Engine::new(99).table_bytes(),
            crate::TABLE_ENTRY_BYTES << Engine::MAX_TABLE_BITS
        );
        assert_eq!(
            Engine::new(0).table_bytes(),
            crate::TABLE_ENTRY_BYTES << Engine::MIN_TABLE_BITS
        );
    }
}
