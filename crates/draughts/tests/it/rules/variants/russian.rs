//! VARIANTS.md §6–7 (Russian, Pool): the DECISION lines and the test
//! position of the crowning rules.

use crate::util::{any_move, pos, quiet_king_plies, routes_text, sorted};
use draughts::{Color, EndReason, Game, Notation, Variant};

fn assert_draw(game: &Game) {
    let outcome = game.outcome().expect("the game is over");
    assert_eq!(outcome.winner, None, "{outcome}");
    assert_ne!(outcome.reason, EndReason::Repetition, "{outcome}");
}

/// §6 Test [derived, pydraughts]: "`W:Wf6:Be7,c7` — Russian: `f6xd8xb6`,
/// `f6xd8xa5` (crowned on d8, ends as king). Brazilian, International rules,
/// Pool: only `f6xd8xb6`, ending as a man. Czech, Thai, Anti (men take
/// forward only): only `f6xd8`, crowned."
#[test]
fn test_f6_crowning_mid_capture() {
    let fen = "W:Wf6:Be7,c7";
    let russian = pos(Variant::Russian, fen);
    assert_eq!(routes_text(&russian), sorted(&["f6xd8xa5", "f6xd8xb6"]));
    assert!(russian.legal_routes().iter().all(|m| m.promotes()));
    // §6 Notation: "algebraic, captures printed `c3:e5:g3`".
    let texts: Vec<String> = russian
        .legal_routes()
        .iter()
        .map(|m| russian.move_text(m, Notation::Native))
        .collect();
    assert!(texts.contains(&"f6:d8:b6".to_owned()), "{texts:?}");
    for variant in [Variant::Brazilian, Variant::Pool] {
        let p = pos(variant, fen);
        assert_eq!(routes_text(&p), sorted(&["f6xd8xb6"]), "{variant}");
        assert!(!p.legal_routes()[0].promotes(), "{variant}");
    }
    for variant in [Variant::Czech, Variant::Thai, Variant::Anti] {
        let p = pos(variant, fen);
        assert_eq!(routes_text(&p), sorted(&["f6xd8"]), "{variant}");
        assert!(p.legal_routes()[0].promotes(), "{variant}");
    }
}

/// §6 DECISION: "(d) follows lidraughts' reading (count the lone king's
/// moves on the long diagonal from the start of the material)": "3K, 2K+M or
/// K+2M against a lone king that stands on the long diagonal a1–h8: draw
/// after 5 moves".
#[test]
fn russian_decision_lone_king_on_the_long_diagonal() {
    let mut game = Game::from_position(pos(Variant::Russian, "W:WKc1,Ke1,Kg1:BKa1"));
    // White keeps off the long diagonal; Black's king stays on it, in its
    // corners.
    let on_long_diagonal = |sq: draughts::Square| sq.file() == sq.rank();
    quiet_king_plies(&mut game, 10, |p, m| match p.turn() {
        Color::White => !on_long_diagonal(m.to()),
        Color::Black => on_long_diagonal(m.to()),
    });
    assert_draw(&game);
}

/// §7 DECISION (unverified): "Only the 13-move clause is applied": "three
/// kings against one king: the three-king side must win within 13 of its
/// own moves, else draw"; dctl's 30-ply reversible-move limit is not.
#[test]
fn pool_decision_only_the_thirteen_move_clause() {
    let mut game = Game::from_position(pos(Variant::Pool, "W:WKc1,Ke1,Kg1:BKa1"));
    let on_long_diagonal = |sq: draughts::Square| sq.file() == sq.rank();
    // White's 13th move is ply 25.
    quiet_king_plies(&mut game, 25, |p, m| match p.turn() {
        Color::White => !on_long_diagonal(m.to()),
        Color::Black => on_long_diagonal(m.to()),
    });
    assert_draw(&game);
    // Two kings each: 60 plies of king moves end nothing.
    let mut game = Game::from_position(pos(Variant::Pool, "W:WKa1,Kc1:BKf8,Kh8"));
    quiet_king_plies(&mut game, 60, any_move);
    assert_eq!(game.outcome(), None);
}

/// §6–7 Board & start: "standard 8×8 start; White first" (Russian);
/// "Black moves first (rule 7)" (Pool).
#[test]
fn start_and_first_move() {
    assert_eq!(Game::new(Variant::Russian).turn(), Color::White);
    assert_eq!(Game::new(Variant::Pool).turn(), Color::Black);
    for variant in [Variant::Russian, Variant::Pool] {
        assert_eq!(Game::new(variant).position().legal_moves().len(), 7);
    }
}
