//! Property tests over positions reached by seeded random games in every
//! variant: every listed move plays, piece counts never grow, position text
//! round-trips, unique moves ⊆ routes, printed notation parses back to the
//! same move, and the incremental Zobrist key equals a fresh one.

use crate::util::{Rng, outcome, random_game};
use draughts::{
    BitWord, Board, Color, Counting, MoveList, Notation, Position, Role, Rules, Variant, WithBoard,
    perft,
};
use proptest::prelude::*;

fn variant() -> impl Strategy<Value = Variant> {
    prop::sample::select(Variant::ALL.to_vec())
}

/// A position `plies` random plies into a game seeded by `seed`.
fn position(variant: Variant, seed: u64, plies: usize) -> Position {
    let game = random_game(variant, &mut Rng::new(seed), plies);
    *game.last().expect("a game has its start")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn every_listed_move_plays_and_counts_never_grow(v in variant(), seed in any::<u64>(), plies in 0usize..120) {
        let p = position(v, seed, plies);
        for mv in p.legal_routes() {
            let next = p.play(&mv).expect("listed moves are legal");
            for color in Color::ALL {
                prop_assert!(next.count(color) <= p.count(color));
            }
            // A Hawaiian removal takes one of the mover's own pieces.
            let (loser, gainer) = if mv.is_removal() { (p.turn(), !p.turn()) } else { (!p.turn(), p.turn()) };
            prop_assert_eq!(next.count(loser), p.count(loser) - mv.captured().len() as u32);
            prop_assert_eq!(next.count(gainer), p.count(gainer));
            prop_assert_eq!(next.zobrist(), next.zobrist_from_scratch());
            prop_assert_eq!(next.turn(), !p.turn());
        }
    }

    #[test]
    fn position_text_round_trips(v in variant(), seed in any::<u64>(), plies in 0usize..120) {
        let p = position(v, seed, plies);
        let again = Position::from_fen(v, &p.to_fen()).expect("printed text reads back");
        prop_assert_eq!(again.to_setup(), p.to_setup());
        // Position text does not record Frisian's king quiet-move runs.
        if Color::ALL.iter().all(|&c| p.king_run(c).is_none()) {
            prop_assert_eq!(again, p);
            prop_assert_eq!(again.zobrist(), p.zobrist());
        }
    }

    #[test]
    fn unique_moves_are_a_subset_of_routes(v in variant(), seed in any::<u64>(), plies in 0usize..120) {
        let p = position(v, seed, plies);
        let routes = p.legal_routes();
        let unique = p.legal_moves();
        for mv in &unique {
            prop_assert!(routes.contains(mv));
        }
        let mut outcomes: Vec<_> = routes.iter().map(outcome).collect();
        outcomes.sort();
        outcomes.dedup();
        prop_assert_eq!(outcomes.len(), unique.len());
        prop_assert_eq!(perft(&p, 1, Counting::Unique), unique.len() as u64);
        prop_assert_eq!(perft(&p, 1, Counting::Routes), routes.len() as u64);
    }

    #[test]
    fn printed_notation_parses_to_the_same_move(v in variant(), seed in any::<u64>(), plies in 0usize..120) {
        let p = position(v, seed, plies);
        for mv in p.legal_routes() {
            for notation in [Notation::Native, Notation::Algebraic] {
                let text = p.move_text(&mv, notation);
                let parsed = p.parse_move(&text).expect("printed moves parse");
                prop_assert!(parsed.same_outcome(&mv), "{} -> {:?}", text, parsed);
                if parsed != mv {
                    // Only another route with the same outcome may come back,
                    // and only for the full route of a duplicate.
                    prop_assert!(p.legal_routes().iter().filter(|r| r.same_outcome(&mv)).count() > 1);
                }
            }
        }
    }

    #[test]
    fn fast_layer_agrees_with_the_player_layer(v in variant(), seed in any::<u64>(), plies in 0usize..120) {
        let p = position(v, seed, plies);
        if let Err(e) = p.with_board(FastLayer(p)) {
            return Err(TestCaseError::fail(e));
        }
    }
}

/// The typed board's moves, playing and counts against the [`Position`]'s.
struct FastLayer(Position);

impl WithBoard for FastLayer {
    type Output = Result<(), String>;

    fn run<R: Rules>(self, board: &Board<R>) -> Result<(), String> {
        let p = self.0;
        let mut list = MoveList::new();
        board.generate(&mut list);
        check(list.len() == p.legal_moves().len(), "unique move count")?;
        for action in list.iter() {
            let mv = board
                .move_of(action)
                .ok_or("every action is a legal move")?;
            let played = p.play(&mv).map_err(|e| e.to_string())?;
            check(
                played.board::<R>() == Some(&board.play(action)),
                "same position",
            )?;
        }
        board.generate_routes(&mut list);
        check(list.len() as u64 == p.count_routes(), "route count")?;
        check(
            board.count(Color::White) == p.count(Color::White),
            "white count",
        )?;
        let kings = (board.kings() & board.bits(Color::Black)).count();
        check(
            kings == p.count_role(Color::Black, Role::King),
            "black kings",
        )
    }
}

fn check(ok: bool, what: &str) -> Result<(), String> {
    if ok { Ok(()) } else { Err(what.to_owned()) }
}
