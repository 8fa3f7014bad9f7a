//! # draughts-ai — damabot's opponent
//!
//! Pure search and evaluation over the [`draughts`] engine, for every
//! variant it plays.
//!
//! - [`choose`] is what the bot calls: the move of a [`Level`] (1–8) for the
//!   side to move, deterministic for (game state, level, seed).
//! - [`search`] is the richer entry point for tools (`damabot analyse`,
//!   `damabot selfplay`): explicit [`Settings`] and [`Limits`], and a
//!   [`SearchResult`] with score, depth, nodes, speed and principal
//!   variation.
//! - [`Engine`] keeps a transposition table of a fixed size across the
//!   searches of a game (`damabot hub`), reports each iteration as it ends
//!   and can be stopped from another thread ([`Stop`]). Given endgame
//!   tables ([`Engine::set_tables`], `draughts-egdb`), its searches probe
//!   them: a position they hold scores as a draw, or as a known win or
//!   loss ([`KNOWN_WIN`]) plus the evaluation, so the search still heads
//!   for the conversion.
//!
//! ## The search
//! Iterative deepening; principal-variation alpha-beta with aspiration
//! windows at the root; a transposition table on Zobrist keys; capture
//! quiescence that never stands pat while a capture is pending (captures
//! are compulsory); move ordering by table move, capture size, killers and
//! history; late-move reductions; a one-ply extension for forced moves; no
//! null-move pruning (zugzwang is common in draughts). Repetitions and each
//! variant's draw rules (no-progress counters, Persian's one king each,
//! Turkish's one piece each) are applied inside the tree, with the game's
//! positions before the root taken into account. The evaluation is per
//! variant (see `eval/`).
//!
//! ## Levels
//! | level | nodes | wall-time net | evaluation | random margin |
//! |---|---|---|---|---|
//! | 1 | 50 | 50 ms | material | 1 man |
//! | 2 | 120 | 50 ms | material | 0.30 man |
//! | 3 | 400 | 100 ms | basic | 0.20 man |
//! | 4 | 1 200 | 100 ms | full | 0.10 man |
//! | 5 | 6 000 | 200 ms | full | none |
//! | 6 | 30 000 | 400 ms | full | none |
//! | 7 | 200 000 | 700 ms | full | none |
//! | 8 | 2 000 000 | 1 s | full | none |
//!
//! In the variants that ship an opening book ([`book`]), [`choose`] plays
//! from it while the game is in it, without a search: level 8 the book's
//! best move, levels 3–7 a move drawn by score with their seed
//! ([`Level::book`]).
//!
//! ## Determinism and the deadline
//! Levels are defined by node budgets, so a level's move depends only on
//! (position and history, level, seed), never on the machine. The wall-time
//! limit of each level is a safety net: it is checked every 1024 nodes and
//! only cuts a search that a slow or overloaded machine could not finish in
//! time; only such a cut search can give a machine-dependent move (with a
//! node budget, the decision to start another iteration never looks at the
//! clock). On the development machine, shared and loaded, every level
//! finishes its node budget inside its time (docs/benchmarks.md). The
//! first iteration (depth 1) always completes, so a move is always found.
//!
//! ## Memory
//! One search allocates a transposition table of `16 << table_bits` bytes
//! ([`TABLE_ENTRY_BYTES`] per entry): 64 KiB at levels 1–2, 256 KiB at 3–4,
//! 1 MiB at 5, 4 MiB at 6, 16 MiB at 7–8 and for [`Settings::strongest`];
//! plus about 1.4 MiB of move lists and lines. Nothing is shared between
//! these searches. An [`Engine`] instead keeps its one table, of the size
//! it was made with, until it is dropped.

/// Runs `$body` with `$b` bound to `$position`'s typed board (an
/// `Option<&Board<R>>`, always `Some`) for the rules type of its variant, so
/// that code bounded by this crate's traits over the rules (the
/// evaluation) can run on it.
macro_rules! with_typed_board {
    ($position:expr, $b:ident => $body:expr) => {
        with_typed_board!(@arms $position, $b => $body;
            Persian, Turkish, English, Dameo, International, Brazilian, Canadian,
            Russian, Pool, Czech, Italian, Portuguese, Thai, Frisian, Anti, Corner,
            Oneway, Parachute, Gothic, Hawaiian, Alquerque)
    };
    (@arms $position:expr, $b:ident => $body:expr; $($name:ident),*) => {
        match $position.variant() {
            $(draughts::Variant::$name => {
                let $b = $position.board::<draughts::rules::$name>();
                $body
            })*
        }
    };
}

pub mod book;
mod deadline;
mod draw;
mod engine;
mod eval;
mod history;
mod iterate;
mod level;
mod limits;
mod line;
mod order;
mod pick;
mod quiesce;
mod result;
mod rng;
mod score;
mod search;
pub mod train;
mod tt;

use std::time::Duration;

use draughts::{Board, Game, Move};
use draughts_egdb::Tables;

pub use deadline::Stop;
pub use engine::Engine;
pub use eval::EvalStyle;
pub use iterate::StopReason;
pub use level::{BookUse, Level, LevelError, Settings};
pub use limits::Limits;
pub use result::{Iteration, SearchResult};
pub use rng::mix_seed;
pub use score::{KNOWN_WIN, Score};
pub use tt::ENTRY_BYTES as TABLE_ENTRY_BYTES;

use book::Book;
use deadline::Clock;
use eval::Evaluate;
use line::Line;
use search::{Searcher, TimeSource};
use tt::Table;

/// The deepest ply a line may reach (the search's stacks are this deep).
pub(crate) const MAX_PLY: usize = 128;

/// The deepest iteration the search starts.
pub(crate) const MAX_DEPTH: u32 = 100;

/// The AI's move for the side to move in `game` at `level` (1–8; others are
/// brought into range), deterministic for (game state, level, seed). `None`
/// only when there is no legal move. The move is one of
/// `game.position().legal_moves()`.
///
/// Blocking: at most about a second at level 8 (see the crate docs for the
/// time each level may take), far less below.
/// A forced move (the only legal one) is returned at once, without a
/// search.
pub fn choose(game: &Game, level: u8, seed: u64) -> Option<Move> {
    choose_counting(game, level, seed).map(|(best, _)| best)
}

/// [`choose`], with the number of positions the search visited (0 for a
/// forced move or a book move): the bot's metrics count them.
pub fn choose_counting(game: &Game, level: u8, seed: u64) -> Option<(Move, u64)> {
    choose_counting_within(game, level, seed, Duration::MAX)
}

/// [`choose_counting`] within `movetime` of wall time, when that is less
/// than the level's own limit ([`Level::settings_within`]): the bot on a
/// game clock, short of time. The limit is only ever lowered.
pub fn choose_counting_within(
    game: &Game,
    level: u8,
    seed: u64,
    movetime: Duration,
) -> Option<(Move, u64)> {
    let mut moves = game.position().legal_moves();
    if moves.len() == 1 {
        return moves.pop().map(|only| (only, 0));
    }
    if let Some(mv) = book_move(game, level, seed) {
        return Some((mv, 0));
    }
    search(game, &Level::clamped(level).settings_within(seed, movetime)).map(|r| (r.best, r.nodes))
}

/// [`choose`] on `engine`, whose table may still hold the same game's
/// earlier searches: at the levels that keep a table
/// ([`Level::keeps_table`]) the same node budget then reaches deeper, as
/// the positions of the last search are found again. Other levels search a
/// fresh table, exactly as [`choose`] does, so that their calibrated
/// weakness does not drift. The result depends on what the table held, so
/// it is deterministic for (game state, level, seed) only with an empty
/// table. `engine` should have the level's table size
/// ([`Settings::table_bits`]); whatever its size, it is used as it is.
///
/// Like [`choose_counting`], it also gives the number of positions the
/// search visited (0 for a forced move).
pub fn choose_with(engine: &mut Engine, game: &Game, level: u8, seed: u64) -> Option<(Move, u64)> {
    choose_with_within(engine, game, level, seed, Duration::MAX)
}

/// [`choose_with`] within `movetime` of wall time, when that is less than
/// the level's own limit, as [`choose_counting_within`].
pub fn choose_with_within(
    engine: &mut Engine,
    game: &Game,
    level: u8,
    seed: u64,
    movetime: Duration,
) -> Option<(Move, u64)> {
    let level = Level::clamped(level);
    if !level.keeps_table() {
        return choose_counting_within(game, level.number(), seed, movetime);
    }
    let mut moves = game.position().legal_moves();
    if moves.len() == 1 {
        return moves.pop().map(|only| (only, 0));
    }
    if let Some(mv) = book_move(game, level.number(), seed) {
        return Some((mv, 0));
    }
    engine
        .search(game, &level.settings_within(seed, movetime))
        .map(|r| (r.best, r.nodes))
}

/// The opening book's move for `level` (1–8; others are brought into
/// range) in `game`, if the variant ships a book ([`Book::embedded`]) that
/// holds the position and the level plays from it ([`Level::book`]): the
/// best move at level 8, a move drawn by score with `seed` at levels 3–7.
/// [`choose`] plays it without a search.
pub fn book_move(game: &Game, level: u8, seed: u64) -> Option<Move> {
    let position = game.position();
    let book = Book::embedded(position.variant())?;
    match Level::clamped(level).book() {
        BookUse::Never => None,
        BookUse::Draw => book.draw(position, seed).cloned(),
        BookUse::Best => book.best(position).cloned(),
    }
}

/// A move drawn uniformly at random from `game.position().legal_moves()`
/// with `seed` (mixed with the position's key): the baseline opponent of
/// `damabot selfplay`. `None` only when there is no legal move.
pub fn random_move(game: &Game, seed: u64) -> Option<Move> {
    let position = game.position();
    let mut moves = position.legal_moves();
    if moves.is_empty() {
        return None;
    }
    let i = rng::Rng::new(seed ^ position.zobrist()).below(moves.len());
    Some(moves.swap_remove(i))
}

/// Searches the side to move's best move in `game` under `settings`;
/// `None` when there is no legal move.
pub fn search(game: &Game, settings: &Settings) -> Option<SearchResult> {
    let mut settings = *settings;
    settings.limits = settings.limits.bounded();
    let mut table = Table::new(settings.table_bits);
    let clock = Clock::start(settings.limits.movetime);
    search_with(game, &settings, clock, &mut table, None, &mut |_| {})
}

/// [`search`] with the given time source, table and endgame tables (the
/// game's variant's, probed when given), handing each completed iteration
/// to `observe` as it ends.
pub(crate) fn search_with<C: TimeSource>(
    game: &Game,
    settings: &Settings,
    clock: C,
    table: &mut Table,
    egdb: Option<&Tables>,
    observe: &mut dyn FnMut(&Iteration),
) -> Option<SearchResult> {
    let job = Job {
        settings: *settings,
        clock,
        table,
        egdb,
        observe,
        history: history::reversible_keys(game),
        quiet: game.quiet_plies(),
    };
    let position = game.position();
    with_typed_board!(position, board => job.run(board?))
}

/// One search, carried into the variant's typed board.
struct Job<'a, C> {
    settings: Settings,
    clock: C,
    table: &'a mut Table,
    egdb: Option<&'a Tables>,
    observe: &'a mut dyn FnMut(&Iteration),
    history: Vec<u64>,
    quiet: u32,
}

impl<C: TimeSource> Job<'_, C> {
    /// Searches `board`, the game's position, and reports in moves.
    fn run<R: Evaluate>(self, board: &Board<R>) -> Option<SearchResult> {
        let rule = draw::progress_rule(R::VARIANT);
        let line = Line::new(&self.history, self.quiet, rule, MAX_PLY + 1);
        let settings = self.settings;
        let observe = self.observe;
        let raw = Searcher::<R, C>::new(settings, self.clock, line, self.table, self.egdb)
            .run(board, &mut |raw| observe(&result::iteration(board, raw)))?;
        let chosen = if settings.margin > 0 {
            let seed = settings.seed ^ board.zobrist();
            raw.root[pick::near_best(&raw.root, settings.margin, seed)].action
        } else {
            raw.best
        };
        Some(SearchResult {
            best: board.move_of(&chosen)?,
            score: Score::from_internal(raw.score),
            depth: raw.iterations.last().map_or(0, |it| it.depth),
            seldepth: raw.seldepth,
            nodes: raw.nodes,
            elapsed: raw.elapsed,
            pv: result::moves_of(board, &raw.pv),
            iterations: raw
                .iterations
                .iter()
                .map(|it| result::iteration(board, it))
                .collect(),
            stop: raw.stop,
        })
    }
}
