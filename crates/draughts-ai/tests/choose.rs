//! The bot's entry point: `choose` always returns one of the legal moves
//! (unique moves, as `legal_moves` lists them), is deterministic for
//! (game, level, seed), uses its seed at the weak levels, and stays within
//! its node budget.

use draughts::{Game, Move, Variant};
use draughts_ai::{Engine, Level, StopReason, choose, choose_with, random_move, search};

/// A game of `plies` random moves (fewer if it ends) from the start.
fn random_game(variant: Variant, plies: usize, seed: u64) -> Game {
    let mut game = Game::new(variant);
    for ply in 0..plies {
        if game.is_over() {
            break;
        }
        let mv = random_move(&game, seed.wrapping_mul(1000) + ply as u64).unwrap();
        game.play(&mv).unwrap();
    }
    game
}

/// Every variant at every level, each from a different point of a random
/// game: the move is legal and the search kept to the level's node budget
/// (the first iteration always completes, whatever its size).
#[test]
fn every_variant_at_every_level_plays_a_legal_move_within_its_limits() {
    for variant in Variant::ALL {
        for (i, level) in Level::all().enumerate() {
            let game = random_game(variant, 6 + 7 * i, i as u64);
            let legal: Vec<Move> = game.position().legal_moves();
            let settings = level.settings(42);
            let Some(result) = search(&game, &settings) else {
                assert!(legal.is_empty(), "{variant} level {level}: no move");
                continue;
            };
            assert!(
                legal.contains(&result.best),
                "{variant} level {level}: {}",
                result.best
            );
            let budget = settings.limits.nodes.unwrap();
            let first = result.iterations[0].nodes;
            assert!(
                result.nodes <= budget.max(first),
                "{variant} level {level}: {} nodes for a budget of {budget}",
                result.nodes
            );
            if result.nodes < budget {
                assert_ne!(result.stop, StopReason::Nodes, "{variant} level {level}");
            }
        }
    }
}

#[test]
fn a_lost_position_has_no_move_and_a_forced_one_is_returned_at_once() {
    let game = Game::from_position(
        draughts::Position::from_fen(Variant::English, "W:Wa1:Bb2,c3").unwrap(),
    );
    assert_eq!(choose(&game, 8, 0), None);
    let game = Game::from_position(
        draughts::Position::from_fen(Variant::English, "B:WKd4,Kf4:Bh8").unwrap(),
    );
    assert_eq!(choose(&game, 8, 0), game.position().legal_moves().pop());
}

#[test]
fn same_game_level_and_seed_give_the_same_move() {
    for variant in Variant::ALL {
        let game = random_game(variant, 8, 11);
        for level in [1, 3, 5, 6] {
            let first = choose(&game, level, 99);
            for _ in 0..2 {
                assert_eq!(choose(&game, level, 99), first, "{variant} level {level}");
            }
        }
    }
}

/// A kept table changes only the levels that keep one, and an empty one
/// changes nothing: the first search of a game plays as `choose` would.
/// (Levels 7 and 8 are left out, as in the test above: their time limit,
/// a safety net, can end a search early on a loaded machine.)
#[test]
fn a_kept_table_is_used_only_where_the_level_keeps_one() {
    for variant in [Variant::Russian, Variant::International, Variant::Turkish] {
        let game = random_game(variant, 8, 5);
        for level in Level::all().filter(|l| l.number() <= 6) {
            let n = level.number();
            let fresh = choose(&game, n, 7);
            let bits = level.settings(7).table_bits;
            assert_eq!(
                choose_with(&mut Engine::new(bits), &game, n, 7).map(|(mv, _)| mv),
                fresh,
                "{variant} level {n}, empty table"
            );
            if !level.keeps_table() {
                // A table warmed on another position is ignored.
                let mut warm = Engine::new(bits);
                choose_with(&mut warm, &Game::new(variant), 6, 1);
                assert_eq!(
                    choose_with(&mut warm, &game, n, 7).map(|(mv, _)| mv),
                    fresh,
                    "{variant} level {n}"
                );
            }
        }
    }
    let kept: Vec<u8> = Level::all()
        .filter(|l| l.keeps_table())
        .map(Level::number)
        .collect();
    assert_eq!(
        kept,
        [5, 6, 7, 8],
        "the levels that play the best move found"
    );
}

/// Level 5 varies its opening only where the variant has an opening book
/// (tests/book.rs); level 8 plays the book's best move there. (Level 8's
/// search is left out: its time limit, a safety net, can end a search
/// early on a loaded machine.)
#[test]
fn weak_levels_vary_with_the_seed_and_strong_ones_do_not() {
    for variant in Variant::ALL {
        let game = Game::new(variant);
        let moves: std::collections::HashSet<String> = (0..24)
            .filter_map(|seed| choose(&game, 1, seed))
            .map(|mv| mv.to_string())
            .collect();
        assert!(moves.len() > 1, "{variant}: level 1 always plays {moves:?}");
        let strong = |level: u8| -> std::collections::HashSet<String> {
            (0..3)
                .filter_map(|seed| choose(&game, level, seed))
                .map(|mv| mv.to_string())
                .collect()
        };
        if draughts_ai::book::Book::embedded(variant).is_some() {
            assert_eq!(strong(8).len(), 1, "{variant}: level 8 varies");
        } else {
            assert_eq!(strong(5).len(), 1, "{variant}: level 5 varies");
        }
    }
}
