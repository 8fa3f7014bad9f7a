//! The book's generator: expands the tree of good moves from the start
//! position, breadth first.
//!
//! Each position is analysed move by move: every legal move is played and
//! the position after it searched with the strongest level's settings and
//! [`BuildConfig::limits`] (a fresh table each), so that every move gets a
//! score of the same search effort. The moves within
//! [`BuildConfig::margin`] of the best are kept, at most
//! [`BuildConfig::width`] of them, best first; among equal scores the
//! order is drawn from [`BuildConfig::seed`]. The positions the kept moves
//! lead to are analysed next, each once however it is reached, until
//! [`BuildConfig::plies`] plies from the start. Under a node or depth
//! budget the result depends on the configuration alone; a time limit
//! makes it depend on the machine too.

use std::collections::{HashMap, HashSet, VecDeque};
use std::time::{Duration, Instant};

use draughts::{Game, Move, Variant};

use super::format::reads_back;
use super::{Book, BookMove, Entry};
use crate::level::{Level, Settings};
use crate::limits::Limits;
use crate::rng::mix_seed;
use crate::score::{Score, WIN};

/// What [`build`] makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BuildConfig {
    /// Plies from the start that the book covers: it holds the positions
    /// of the first `plies` plies (the start is ply 0).
    pub plies: u32,
    /// The search of each move (at least one limit).
    pub limits: Limits,
    /// Moves scoring at most this many hundredths of a man below the best
    /// are kept.
    pub margin: i32,
    /// The most moves kept in one position.
    pub width: usize,
    /// Orders the moves of equal score.
    pub seed: u64,
}

impl Default for BuildConfig {
    /// The settings of the shipped books (docs/books.md).
    fn default() -> BuildConfig {
        BuildConfig {
            plies: 8,
            limits: Limits {
                movetime: None,
                depth: None,
                nodes: Some(100_000),
            },
            margin: 25,
            width: 2,
            seed: 1,
        }
    }
}

/// Where a running [`build`] is, after each position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BuildProgress {
    /// The ply of the position just analysed.
    pub ply: u32,
    /// Positions analysed so far.
    pub positions: usize,
    /// Positions waiting to be analysed.
    pub queued: usize,
    /// Searches run so far (one per legal move of each position).
    pub searches: u64,
    /// Nodes those searches visited.
    pub nodes: u64,
    /// Time since the build began.
    pub elapsed: Duration,
}

/// Builds the opening book of `variant` under `config`, handing
/// `progress` each position as it is done. `made` is recorded in the
/// book's header (the options, for whoever remakes it).
pub fn build(
    variant: Variant,
    config: &BuildConfig,
    made: &str,
    progress: &mut dyn FnMut(&BuildProgress),
) -> Book {
    let started = Instant::now();
    let mut book = Book {
        variant,
        margin: config.margin,
        made: made.to_owned(),
        entries: Vec::new(),
        index: HashMap::new(),
    };
    let settings = settings(config);
    let start = Game::new(variant);
    let mut seen = HashSet::from([*start.position()]);
    let mut queue = VecDeque::from([(start, Vec::<Move>::new())]);
    let (mut searches, mut nodes) = (0u64, 0u64);
    while let Some((game, path)) = queue.pop_front() {
        let ply = path.len() as u32;
        let position = *game.position();
        let mut scored: Vec<(i32, u64, Move)> = Vec::new();
        for (i, mv) in position.legal_moves().into_iter().enumerate() {
            if !reads_back(&position, &mv) {
                continue;
            }
            let mut child = game.clone();
            if child.play(&mv).is_err() {
                continue;
            }
            let score = match crate::search(&child, &settings) {
                Some(result) => {
                    searches += 1;
                    nodes += result.nodes;
                    -centi(result.score)
                }
                None => decided(&child, &game),
            };
            scored.push((score, mix_seed(config.seed, i as u64), mv));
        }
        scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        let best = scored.first().map_or(0, |s| s.0);
        let kept: Vec<BookMove> = scored
            .into_iter()
            .take_while(|(score, _, _)| *score >= best - config.margin)
            .take(config.width.max(1))
            .map(|(score, _, mv)| BookMove { mv, score })
            .collect();
        if kept.is_empty() {
            continue;
        }
        if ply + 1 < config.plies {
            for m in &kept {
                let mut child = game.clone();
                if child.play(&m.mv).is_ok() && !child.is_over() && seen.insert(*child.position()) {
                    let mut child_path = path.clone();
                    child_path.push(m.mv.clone());
                    queue.push_back((child, child_path));
                }
            }
        }
        book.push(Entry {
            path,
            position,
            moves: kept,
        })
        .expect("each position is queued once");
        progress(&BuildProgress {
            ply,
            positions: book.entries.len(),
            queued: queue.len(),
            searches,
            nodes,
            elapsed: started.elapsed(),
        });
    }
    book
}

/// The strongest level's settings with the build's limits, and a table
/// sized to the node budget (at most the strongest level's).
fn settings(config: &BuildConfig) -> Settings {
    let mut settings = Level::MAX.settings(config.seed);
    settings.limits = config.limits;
    if let Some(nodes) = config.limits.nodes {
        let bits = 64 - nodes.max(1).leading_zeros() + 1;
        settings.table_bits = bits.clamp(12, settings.table_bits);
    }
    settings
}

/// A score as the book stores it: hundredths of a man, a decided game at
/// the engine's win and loss scores.
fn centi(score: Score) -> i32 {
    match score {
        Score::Centi(c) => c,
        Score::Win(n) => WIN - n as i32,
        Score::Loss(n) => -WIN + n as i32,
    }
}

/// The score, for the side to move in `before`, of `after`, the game its
/// move ended.
fn decided(after: &Game, before: &Game) -> i32 {
    match after.outcome().and_then(|o| o.winner) {
        None => 0,
        Some(winner) if winner == before.turn() => WIN - 1,
        Some(_) => -WIN + 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn small(seed: u64) -> BuildConfig {
        BuildConfig {
            plies: 3,
            limits: Limits {
                movetime: None,
                depth: None,
                nodes: Some(2_000),
            },
            margin: 30,
            width: 2,
            seed,
        }
    }

    #[test]
    fn the_generator_is_reproducible_from_its_seed() {
        let mut lines = 0;
        let first = build(Variant::Russian, &small(3), "test", &mut |p| {
            lines += 1;
            assert_eq!(p.positions, lines);
        })
        .to_text();
        assert!(lines >= 3, "{lines} positions");
        assert_eq!(
            build(Variant::Russian, &small(3), "test", &mut |_| {}).to_text(),
            first
        );
        let book = Book::from_text(first.as_bytes()).unwrap();
        let start = draughts::Position::start(Variant::Russian);
        let root = book.moves(&start).unwrap();
        assert!(root.len() <= 2 && root[0].score - root[root.len() - 1].score <= 30);
        assert!(
            book.entries()
                .iter()
                .all(|e| e.path.len() < 3 && e.moves.len() <= 2)
        );
    }
}
