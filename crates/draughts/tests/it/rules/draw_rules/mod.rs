//! Every draw rule of every variant (SPEC.md, VARIANTS.md "Draws"), one
//! named test per rule and variant, each checked to the exact ply the rule
//! text gives: "N moves" means N moves by each side, 2N plies (VARIANTS.md
//! §2 Counting), so a rule of N moves must leave the game running after
//! 2N − 1 plies and end it at ply 2N.

mod counters;
mod material;
mod repetition;

use draughts::{EndReason, Game, Move, Outcome, Position, Role};

/// Plays `moves` (move text of the variant) in order.
pub fn play(game: &mut Game, moves: &[&str]) {
    for text in moves {
        let mv = game
            .position()
            .parse_move(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        game.play(&mv).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
}

/// The outcome of a draw for `reason`.
pub fn draw(reason: EndReason) -> Option<Outcome> {
    Some(Outcome {
        winner: None,
        reason,
        mars: false,
    })
}

/// A quiet man move of the side to move that does not crown the man and
/// leaves the opponent no capture (the first in move order), if any.
pub fn safe_man_step(here: &Position) -> Option<Move> {
    here.legal_moves().into_iter().find(|m| {
        here.piece_at(m.from()).map(|p| p.role) == Some(Role::Man)
            && !m.is_capture()
            && !m.promotes()
            && !here.play(m).expect("a legal move plays").has_capture()
    })
}

/// Plays [`safe_man_step`]; panics when there is none.
pub fn man_step(game: &mut Game) {
    let here = *game.position();
    let mv =
        safe_man_step(&here).unwrap_or_else(|| panic!("no safe man move in {}", here.to_fen()));
    assert_eq!(game.outcome(), None, "over before the man move");
    game.play(&mv).expect("a legal move plays");
}

/// Whether `m` moves a king.
pub fn king_move(here: &Position, m: &Move) -> bool {
    here.piece_at(m.from()).map(|p| p.role) == Some(Role::King)
}

/// Plays `plies` quiet moves that `allow` accepts, never reaching a
/// position seen before in this walk, never leaving the opponent a capture,
/// and ending where `goal` holds, asserting before each ply that the game
/// is not over. Found by a depth-first search; panics when there is none.
pub fn walk(
    game: &mut Game,
    plies: usize,
    allow: impl Fn(&Position, &Move) -> bool,
    goal: impl Fn(&Position) -> bool,
) {
    struct Search<'a, A, G> {
        plies: usize,
        allow: &'a A,
        goal: &'a G,
        seen: Vec<Position>,
        walk: Vec<Move>,
        budget: u32,
    }
    impl<A: Fn(&Position, &Move) -> bool, G: Fn(&Position) -> bool> Search<'_, A, G> {
        fn find(&mut self, here: Position) -> bool {
            if self.walk.len() == self.plies {
                return (self.goal)(&here);
            }
            for m in here.legal_moves() {
                if self.budget == 0 {
                    return false;
                }
                self.budget -= 1;
                if m.is_capture() || !(self.allow)(&here, &m) {
                    continue;
                }
                let next = here.play(&m).expect("a legal move plays");
                if self.seen.contains(&next) || next.has_capture() {
                    continue;
                }
                self.seen.push(next);
                self.walk.push(m);
                if self.find(next) {
                    return true;
                }
                self.walk.pop();
                self.seen.pop();
            }
            false
        }
    }
    let mut search = Search {
        plies,
        allow: &allow,
        goal: &goal,
        seen: vec![*game.position()],
        walk: Vec::new(),
        budget: 200_000,
    };
    assert!(
        search.find(*game.position()),
        "no walk of {plies} fresh quiet plies from {}",
        game.position().to_fen()
    );
    for (ply, mv) in search.walk.iter().enumerate() {
        assert_eq!(game.outcome(), None, "over after {ply} of {plies} plies");
        game.play(mv).expect("a legal move plays");
    }
}
