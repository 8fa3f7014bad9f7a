//! Shared test helpers: a seeded random source, random positions, and an
//! independent mailbox move generator written from SPEC.md's text.

pub mod naive;

use draughts::{Color, Game, Move, Piece, Position, Role, Setup, Square, Variant};

/// SplitMix64: a small seeded generator so every test run sees the same
/// positions.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The positions of one random game of at most `plies` plies from the start.
pub fn random_game(variant: Variant, rng: &mut Rng, plies: usize) -> Vec<Position> {
    let mut pos = Position::start(variant);
    let mut seen = vec![pos];
    for _ in 0..plies {
        let moves = pos.legal_routes();
        if moves.is_empty() {
            break;
        }
        let mv: &Move = &moves[rng.below(moves.len())];
        pos = pos.play(mv).expect("a listed move plays");
        seen.push(pos);
    }
    seen
}

/// A random valid position with up to `max_each` pieces a side, about a
/// third of them kings: many more king captures than games reach.
pub fn random_setup(variant: Variant, rng: &mut Rng, max_each: usize) -> Position {
    let geometry = variant.geometry();
    let mut squares: Vec<Square> = geometry.squares().collect();
    let mut pieces = Vec::new();
    for color in Color::ALL {
        let n = 1 + rng.below(max_each);
        for _ in 0..n {
            let sq = squares.swap_remove(rng.below(squares.len()));
            let king = variant.has_kings()
                && (rng.below(3) == 0 || variant.is_promotion_square(sq, color));
            let role = if king { Role::King } else { Role::Man };
            pieces.push((sq, Piece::new(color, role)));
        }
    }
    let turn = if rng.below(2) == 0 {
        Color::White
    } else {
        Color::Black
    };
    Position::from_setup(variant, &Setup { turn, pieces }).expect("random setup is valid")
}

/// The (start, end, sorted captured squares) of a move: its outcome.
pub fn outcome(mv: &Move) -> (Square, Square, Vec<Square>) {
    let mut captured = mv.captured().to_vec();
    captured.sort();
    (mv.from(), mv.to(), captured)
}

/// Parses `W:Wd4:Bd5` for `variant`, panicking with the error.
pub fn pos(variant: Variant, fen: &str) -> Position {
    Position::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The engine's legal moves as algebraic route text, sorted.
pub fn routes_text(position: &Position) -> Vec<String> {
    let mut v: Vec<String> = position
        .legal_routes()
        .iter()
        .map(Move::to_string)
        .collect();
    v.sort();
    v
}

/// The engine's unique legal moves as algebraic route text, sorted.
pub fn moves_text(position: &Position) -> Vec<String> {
    let mut v: Vec<String> = position.legal_moves().iter().map(Move::to_string).collect();
    v.sort();
    v
}

/// Sorted owned strings, for comparing with the above.
pub fn sorted(items: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = items.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// Plays `plies` plies in which the side to move makes a quiet king move
/// that `allow` accepts, never reaching a position seen before in this walk
/// (so no repetition) and never leaving the opponent a capture, asserting
/// before each ply that the game is not over yet. The walk is found by a
/// depth-first search that backs out of dead ends; panics when there is
/// none.
pub fn quiet_king_plies(game: &mut Game, plies: usize, allow: impl Fn(&Position, &Move) -> bool) {
    let mut walk = Vec::new();
    let mut seen = vec![*game.position()];
    let mut budget = 200_000u32;
    assert!(
        find_walk(
            *game.position(),
            plies,
            &allow,
            &mut seen,
            &mut walk,
            &mut budget
        ),
        "no walk of {plies} fresh quiet king plies from {:?}",
        game.position()
    );
    for (ply, mv) in walk.iter().enumerate() {
        assert_eq!(game.outcome(), None, "over after {ply} of {plies} plies");
        game.play(mv).expect("a legal move plays");
    }
}

fn find_walk(
    here: Position,
    plies: usize,
    allow: &impl Fn(&Position, &Move) -> bool,
    seen: &mut Vec<Position>,
    walk: &mut Vec<Move>,
    budget: &mut u32,
) -> bool {
    if walk.len() == plies {
        return true;
    }
    for m in here.legal_moves() {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        let king = here.piece_at(m.from()).map(|p| p.role) == Some(Role::King);
        if !king || m.is_capture() || !allow(&here, &m) {
            continue;
        }
        let next = here.play(&m).expect("a legal move plays");
        if seen.contains(&next) || next.has_capture() {
            continue;
        }
        seen.push(next);
        walk.push(m);
        if find_walk(next, plies, allow, seen, walk, budget) {
            return true;
        }
        walk.pop();
        seen.pop();
    }
    false
}

/// Accepts every move (for [`quiet_king_plies`]).
pub fn any_move(_: &Position, _: &Move) -> bool {
    true
}
