//! VARIANTS.md §8 and §14–16: Czech and its family (Corner, One-way,
//! Parachute): the DECISION lines and the test positions.

use crate::util::{any_move, pos, quiet_king_plies, routes_text, sorted};
use draughts::{Color, EndReason, Game, Notation, Piece, Position, Role, Square, Variant};

fn sq(text: &str) -> Square {
    text.parse().unwrap()
}

fn assert_draw(game: &Game) {
    let outcome = game.outcome().expect("the game is over");
    assert_eq!(outcome.winner, None, "{outcome}");
    assert_ne!(outcome.reason, EndReason::Repetition, "{outcome}");
}

/// Every piece of `color`, as sorted algebraic squares (`K`/`P` prefixed).
fn pieces(p: &Position, color: Color) -> Vec<String> {
    let mut v: Vec<String> = p
        .pieces()
        .filter(|(_, piece)| piece.color == color)
        .map(|(s, piece)| match piece.role {
            Role::Man => s.to_string(),
            Role::King => format!("K{s}"),
            Role::Parachutist => format!("P{s}"),
        })
        .collect();
    v.sort();
    v
}

/// §8 Test [derived]: "`W:WKh2,c3,d6:Bg3,d4` — Czech: `h2xf4`, `h2xe5` only
/// (the man's `c3xe5` is excluded by king priority). Russian and Brazilian
/// give all three (pydraughts)."
#[test]
fn czech_test_king_priority() {
    let fen = "W:WKh2,c3,d6:Bg3,d4";
    let czech = pos(Variant::Czech, fen);
    assert_eq!(routes_text(&czech), sorted(&["h2xe5", "h2xf4"]));
    // §8 Notation: "algebraic, `c3:e5`".
    let mv = czech.parse_move("h2xf4").unwrap();
    assert_eq!(czech.move_text(&mv, Notation::Native), "h2:f4");
    for variant in [Variant::Russian, Variant::Brazilian] {
        assert_eq!(
            routes_text(&pos(variant, fen)),
            sorted(&["c3xe5", "h2xe5", "h2xf4"]),
            "{variant}"
        );
    }
}

/// §8 DECISION: "deferred removal as the Czech federation text says
/// ("removes jumped figures from board only thereafter")": d4, taken
/// second, still blocks the king's way back to b2. [derived]
#[test]
fn czech_decision_deferred_removal() {
    let p = pos(Variant::Czech, "W:WKe1:Bd2,d4,b2");
    assert_eq!(
        routes_text(&p),
        sorted(&["e1xc3xa1", "e1xc3xe5", "e1xc3xf6", "e1xc3xg7", "e1xc3xh8"])
    );
    // With immediate removal (Thai) the king comes back over d4 for b2.
    let thai = pos(Variant::Thai, "W:WKe1:Bd2,d4,b2");
    assert_eq!(routes_text(&thai), sorted(&["e1xc3xa1xe5", "e1xc3xe5xa1"]));
}

/// §8 DECISION: "The 15-move count is per side, like Russian's rule (b)":
/// "15 moves with no capture and no man move".
#[test]
fn czech_decision_fifteen_moves_per_side() {
    let mut game = Game::from_position(pos(Variant::Czech, "W:WKa1,Kc1:BKf8,Kh8"));
    quiet_king_plies(&mut game, 30, any_move);
    assert_draw(&game);
}

/// §14 Corner: "perft(1) = 6 [derived]: c1-b2, d2-c3, e3-d4, f4-e5, g5-f6,
/// h6-g7"; DECISION (unverified): the start "White c1,e1,g1,d2,f2,h2,e3,g3,
/// f4,h4,g5,h6; Black a3,b4,a5,c5,b6,d6,a7,c7,e7,b8,d8,f8", from two
/// BrainKing re-implementations that agree. White first.
#[test]
fn corner_decision_start() {
    let start = Position::start(Variant::Corner);
    assert_eq!(start.turn(), Color::White);
    assert_eq!(
        pieces(&start, Color::White),
        sorted(&[
            "c1", "e1", "g1", "d2", "f2", "h2", "e3", "g3", "f4", "h4", "g5", "h6"
        ])
    );
    assert_eq!(
        pieces(&start, Color::Black),
        sorted(&[
            "a3", "b4", "a5", "c5", "b6", "d6", "a7", "c7", "e7", "b8", "d8", "f8"
        ])
    );
    assert_eq!(
        routes_text(&start),
        sorted(&["c1-b2", "d2-c3", "e3-d4", "f4-e5", "g5-f6", "h6-g7"])
    );
}

/// §14 Corner Test [derived]: "`W:Wb6,g7:Be5` → `b6-a7` (crowned on a7),
/// `b6-c7`, `g7-f8`, `g7-h8` (the last two stay men and can never move
/// again)".
#[test]
fn corner_test_promotion_squares() {
    let p = pos(Variant::Corner, "W:Wb6,g7:Be5");
    assert_eq!(
        routes_text(&p),
        sorted(&["b6-a7", "b6-c7", "g7-f8", "g7-h8"])
    );
    for mv in p.legal_routes() {
        assert_eq!(mv.promotes(), mv.to() == sq("a7"), "{mv}");
    }
    let stuck = pos(Variant::Corner, "W:Wf8,h8:Be5");
    assert!(stuck.legal_routes().is_empty());
}

/// §15 One-way DECISION (unverified): start "from piecepackr/ppdf";
/// "White a1,c1,b2,d2,a3,c3,b4,d4,a5,c5,b6,d6; Black e1,g1,f2,h2,e3,g3,f4,
/// h4,e5,g5,f6,h6"; "perft(1) = 4 [derived]: b6-a7, b6-c7, d6-c7, d6-e7
/// (Black already threatens e5xc7)"; "Up" and crowning on rank 8 for both.
#[test]
fn oneway_decision_start_and_direction() {
    let start = Position::start(Variant::Oneway);
    assert_eq!(start.turn(), Color::White);
    assert_eq!(
        pieces(&start, Color::White),
        sorted(&[
            "a1", "c1", "b2", "d2", "a3", "c3", "b4", "d4", "a5", "c5", "b6", "d6"
        ])
    );
    assert_eq!(
        pieces(&start, Color::Black),
        sorted(&[
            "e1", "g1", "f2", "h2", "e3", "g3", "f4", "h4", "e5", "g5", "f6", "h6"
        ])
    );
    assert_eq!(
        routes_text(&start),
        sorted(&["b6-a7", "b6-c7", "d6-c7", "d6-e7"])
    );
    let after = start.play(&start.parse_move("b6-a7").unwrap()).unwrap();
    assert_eq!(routes_text(&after), sorted(&["e5xc7"]));
    // Black men go up too and are crowned on rank 8.
    let black = pos(Variant::Oneway, "B:Wa1:Bg7");
    assert_eq!(routes_text(&black), sorted(&["g7-f8", "g7-h8"]));
    assert!(black.legal_routes().iter().all(|m| m.promotes()));
}

/// §16 Parachute: "perft(1) = 7 [derived]", from the start FEN
/// `W:Wb2,d2,f2,h2,a3,c3,e3,g3,Pb8,Pd8,Pf8,Ph8:Bb6,d6,f6,h6,a7,c7,e7,g7,
/// Pa1,Pc1,Pe1,Pg1`.
#[test]
fn parachute_start() {
    let start = Position::start(Variant::Parachute);
    let fen = "W:Wb2,d2,f2,h2,a3,c3,e3,g3,Pb8,Pd8,Pf8,Ph8:Bb6,d6,f6,h6,a7,c7,e7,g7,Pa1,Pc1,Pe1,Pg1";
    assert_eq!(start, pos(Variant::Parachute, fen));
    assert_eq!(
        start.piece_at(sq("d8")),
        Some(Piece::new(Color::White, Role::Parachutist))
    );
    assert_eq!(start.legal_moves().len(), 7);
}

/// §16 Parachute Test [derived]: "`W:WPd8,h2:Bc7,e5` → only `d8xb6`; then
/// b6 holds a White man and d8 is empty".
#[test]
fn parachute_test_parachutist_lands_as_a_man() {
    let p = pos(Variant::Parachute, "W:WPd8,h2:Bc7,e5");
    assert_eq!(routes_text(&p), sorted(&["d8xb6"]));
    let after = p.play(&p.legal_moves()[0]).unwrap();
    assert_eq!(after.piece_at(sq("b6")), Some(Piece::man(Color::White)));
    assert_eq!(after.piece_at(sq("d8")), None);
    assert_eq!(after.piece_at(sq("c7")), None);
}

/// §16 DECISION: ""Parachutist does not have a jumping preference" … is
/// read as: a parachutist is not a queen for the priority rule (if a queen
/// can capture, a parachutist may not)."
#[test]
fn parachute_decision_no_queen_priority_for_parachutists() {
    let p = pos(Variant::Parachute, "W:WPd8,Ka1:Be7,c3");
    assert_eq!(
        routes_text(&p),
        sorted(&["a1xd4", "a1xe5", "a1xf6", "a1xg7", "a1xh8"])
    );
    let alone = pos(Variant::Parachute, "W:WPd8:Be7,c3");
    assert_eq!(routes_text(&alone), sorted(&["d8xf6"]));
}

/// §16 DECISION (unverified): "the parachutist's capture is a single jump"
/// — on f6 a man could go on over g7, the parachutist may not.
#[test]
fn parachute_decision_single_jump() {
    let p = pos(Variant::Parachute, "W:WPd8:Be7,g7");
    assert_eq!(routes_text(&p), sorted(&["d8xf6"]));
}
