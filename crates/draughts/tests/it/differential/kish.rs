//! Persian move lists against the crates.io crate `kish` 1.1.7 (Turkish
//! dama with kish's rules = Persian dameh's move rules, SPEC.md) over
//! thousands of positions from seeded random games and random king-rich
//! placements. kish lists one action per capture route, so the engine's
//! `legal_routes` are compared with kish's actions as multisets of (start,
//! end, captured set, crowned).

use crate::util::{Rng, random_game, random_setup};
use draughts::{Color, Position, Role, Square, Variant};

/// (start, end, captured bits, crowned); a route ending on its own start
/// square is keyed (64, 64, …) because kish's XOR delta cannot name it.
type Key = (u8, u8, u64, bool);

fn index(sq: Square) -> u8 {
    sq.rank() * 8 + sq.file()
}

fn kish_square(i: u8) -> kish::Square {
    kish::Square::try_from_u8(i).expect("index below 64")
}

fn kish_board(position: &Position) -> kish::Board {
    let squares = |pred: &dyn Fn(Color, Role) -> bool| -> Vec<kish::Square> {
        position
            .pieces()
            .filter(|(_, p)| pred(p.color, p.role))
            .map(|(sq, _)| kish_square(index(sq)))
            .collect()
    };
    let whites = squares(&|c, _| c == Color::White);
    let blacks = squares(&|c, _| c == Color::Black);
    let kings = squares(&|_, r| r == Role::King);
    let team = match position.turn() {
        Color::White => kish::Team::White,
        Color::Black => kish::Team::Black,
    };
    kish::Board::from_squares(team, &whites, &blacks, &kings)
}

fn kish_keys(board: &kish::Board) -> Vec<Key> {
    let team = board.turn;
    let ours = board.state.pieces[team.to_usize()];
    let mut keys: Vec<Key> = board
        .actions()
        .iter()
        .map(|a| {
            let captured = a.captured_pieces(team);
            let crowned = a.is_promotion(team, &board.state);
            if a.delta.pieces[team.to_usize()] == 0 {
                (64, 64, captured, crowned)
            } else {
                let from = a.source(team, ours).to_u8();
                let to = a.destination(team, ours).to_u8();
                (from, to, captured, crowned)
            }
        })
        .collect();
    keys.sort_unstable();
    keys
}

fn engine_keys(position: &Position) -> Vec<Key> {
    let mut keys: Vec<Key> = position
        .legal_routes()
        .iter()
        .map(|m| {
            let captured = m.captured().iter().fold(0u64, |b, &sq| b | 1 << index(sq));
            let (from, to) = if m.from() == m.to() {
                (64, 64)
            } else {
                (index(m.from()), index(m.to()))
            };
            (from, to, captured, m.promotes())
        })
        .collect();
    keys.sort_unstable();
    keys
}

fn check(position: &Position) {
    let board = kish_board(position);
    assert_eq!(engine_keys(position), kish_keys(&board), "{position:?}");
}

#[test]
fn persian_random_games_match_kish() {
    let mut rng = Rng::new(2026);
    let mut positions = 0;
    let mut captures = 0;
    for _ in 0..80 {
        for position in random_game(Variant::Persian, &mut rng, 150) {
            check(&position);
            positions += 1;
            captures += usize::from(position.has_capture());
        }
    }
    assert!(positions >= 5_000, "only {positions} positions");
    assert!(captures >= 500, "only {captures} positions with captures");
}

#[test]
fn persian_random_king_placements_match_kish() {
    let mut rng = Rng::new(319);
    for _ in 0..3_000 {
        check(&random_setup(Variant::Persian, &mut rng, 12));
    }
}
