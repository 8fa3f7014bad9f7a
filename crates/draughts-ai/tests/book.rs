//! The opening books in play: level 8 plays the book's best move without a
//! search, the middle levels vary their openings with their seed, and the
//! variants without a book play as before.

use std::collections::HashSet;

use draughts::{Game, Move, Position, Variant};
use draughts_ai::book::Book;
use draughts_ai::{Engine, Level, choose, choose_counting, choose_with, search};

/// The variants that ship a book.
fn with_book() -> Vec<Variant> {
    Book::embedded_files().map(|(v, _)| v).collect()
}

#[test]
fn level_8_plays_the_book_move_in_the_start_position_without_a_search() {
    for variant in with_book() {
        let start = Game::new(variant);
        let book = Book::embedded(variant).unwrap();
        let best = book.best(start.position()).unwrap().clone();
        assert!(start.position().legal_moves().len() > 1, "{variant}");
        for seed in 0..4 {
            assert_eq!(
                choose_counting(&start, 8, seed),
                Some((best.clone(), 0)),
                "{variant} seed {seed}"
            );
            let mut engine = Engine::new(16);
            assert_eq!(
                choose_with(&mut engine, &start, 8, seed),
                Some((best.clone(), 0)),
                "{variant} seed {seed}"
            );
        }
    }
}

/// The first `plies` moves of a game that `level` plays against itself.
fn opening(variant: Variant, level: u8, seed: u64, plies: usize) -> Vec<Move> {
    let mut game = Game::new(variant);
    for ply in 0..plies {
        let mv = choose(&game, level, seed.wrapping_mul(97) + ply as u64).unwrap();
        game.play(&mv).unwrap();
    }
    game.moves().to_vec()
}

/// Levels 5 to 7 always play the best move they find, so without the book
/// each would open every game the same way.
#[test]
fn a_middle_level_s_openings_differ_between_seeds_where_there_is_a_book() {
    for variant in with_book() {
        for level in [3, 5, 7] {
            let openings: HashSet<Vec<Move>> = (0..8)
                .map(|seed| opening(variant, level, seed, 4))
                .collect();
            assert!(
                openings.len() > 2,
                "{variant} level {level}: {} openings",
                openings.len()
            );
        }
    }
}

#[test]
fn the_book_moves_of_a_middle_level_are_drawn_from_the_book() {
    for variant in with_book() {
        let book = Book::embedded(variant).unwrap();
        let start = Position::start(variant);
        let listed: HashSet<&Move> = book.moves(&start).unwrap().iter().map(|m| &m.mv).collect();
        for seed in 0..16 {
            let (mv, nodes) = choose_counting(&Game::new(variant), 5, seed).unwrap();
            assert_eq!(nodes, 0, "{variant}");
            assert!(listed.contains(&mv), "{variant}: {mv}");
        }
    }
}

/// Levels 7 and 8 are left out: their time limit, a safety net, can end a
/// search early on a loaded machine, so two searches may differ.
#[test]
fn without_a_book_the_levels_search_as_before() {
    let mut checked = 0;
    for variant in [Variant::Turkish, Variant::English, Variant::Frisian] {
        if Book::embedded(variant).is_some() {
            continue;
        }
        checked += 1;
        let game = Game::new(variant);
        for level in [4, 5, 6] {
            let searched = search(&game, &Level::new(level).unwrap().settings(3)).unwrap();
            let (mv, nodes) = choose_counting(&game, level, 3).unwrap();
            assert_eq!(mv, searched.best, "{variant} level {level}");
            assert_eq!(nodes, searched.nodes, "{variant} level {level}");
        }
    }
    assert!(checked > 0);
    // Levels 1 and 2 search even where there is a book.
    for variant in with_book() {
        for level in [1, 2] {
            let (_, nodes) = choose_counting(&Game::new(variant), level, 1).unwrap();
            assert!(nodes > 0, "{variant} level {level}");
        }
    }
}
