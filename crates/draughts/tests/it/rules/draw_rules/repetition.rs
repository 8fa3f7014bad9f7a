//! SPEC.md Common: "Threefold repetition of the same position with the same
//! side to move is a draw in every variant." Each test plays a cycle of four
//! plies twice from a set-up position: the position comes back after ply 4
//! and ply 8, so the game must still run after ply 7 and be drawn at ply 8.

use super::{draw, play};
use crate::util::{Rng, pos, random_game};
use draughts::{Color, EndReason, Game, Square, Variant};

fn sq(text: &str) -> Square {
    text.parse().expect("a square")
}

/// Plays `cycle` twice from `fen`, checking the game runs until its last
/// ply and is then drawn by repetition.
fn threefold_at_ply_eight(variant: Variant, fen: &str, cycle: [&str; 4]) {
    let mut game = Game::from_position(pos(variant, fen));
    assert_eq!(game.repetitions(), 1, "{variant}");
    play(&mut game, &cycle);
    assert_eq!(game.repetitions(), 2, "{variant}: the start again");
    play(&mut game, &cycle[..3]);
    assert_eq!(game.outcome(), None, "{variant}: over before ply 8");
    play(&mut game, &cycle[3..]);
    assert_eq!(
        game.outcome(),
        draw(EndReason::Repetition),
        "{variant}: the start a third time"
    );
}

macro_rules! threefold {
    ($($(#[$doc:meta])* $name:ident: $variant:ident, $fen:literal, $cycle:expr;)*) => {
        $(
            $(#[$doc])*
            #[test]
            fn $name() {
                threefold_at_ply_eight(Variant::$variant, $fen, $cycle);
            }
        )*
    };
}

threefold! {
    /// SPEC.md Persian: "man: one step forward, left or right"; "draws: …
    /// or threefold repetition". A sideways man move can be undone, so it
    /// does not end the count.
    persian_threefold_repetition_with_sideways_man_moves_is_a_draw:
        Persian, "W:Wa2:Bh7", ["a2-b2", "h7-g7", "b2-a2", "g7-h7"];
    /// SPEC.md Persian: "draws: … or threefold repetition".
    persian_threefold_repetition_of_kings_is_a_draw:
        Persian, "W:WKa1,Kc1:BKh8,Kf8", ["a1-a2", "h8-h7", "a2-a1", "h7-h8"];
    /// SPEC.md Turkish: "As Persian" (men step forward, left or right);
    /// "draws: … threefold repetition". Sideways man moves can be undone.
    turkish_threefold_repetition_with_sideways_man_moves_is_a_draw:
        Turkish, "W:Wa2,a3:Bh7,h6", ["a2-b2", "h7-g7", "b2-a2", "g7-h7"];
    /// VARIANTS.md §17 Gothic: "Men: one square in five directions —
    /// forward, diagonally forward left or right, sideways left or right";
    /// SPEC.md Common: threefold repetition "in every variant".
    gothic_threefold_repetition_with_sideways_man_moves_is_a_draw:
        Gothic, "W:Wa2:Bh7", ["a2-b2", "h7-g7", "b2-a2", "g7-h7"];
    /// VARIANTS.md §19 Alquerque: "Quiet move: one step along a line onto
    /// an empty point: straight forward, diagonally forward …, or sideways
    /// along the rank"; "Draws: threefold only."
    alquerque_threefold_repetition_with_sideways_moves_is_a_draw:
        Alquerque, "W:Wa1:Be5", ["a1-b1", "e5-d5", "b1-a1", "d5-e5"];
    /// SPEC.md English: "draws: … threefold repetition".
    english_threefold_repetition_is_a_draw:
        English, "W:WKa3,Kg1:BKh8,Kb8", ["a3-b4", "h8-g7", "b4-a3", "g7-h8"];
    /// VARIANTS.md §13 Anti: "Everything as `english` … 40-move and
    /// threefold draws".
    anti_threefold_repetition_is_a_draw:
        Anti, "W:WKa3,Kg1:BKh8,Kb8", ["a3-b4", "h8-g7", "b4-a3", "g7-h8"];
    /// SPEC.md Dameo: "draws: threefold repetition; …".
    dameo_threefold_repetition_is_a_draw:
        Dameo, "W:WKa1,Kc1:BKh8,Kf8", ["a1-a2", "h8-h7", "a2-a1", "h7-h8"];
    /// SPEC.md Common: threefold repetition is a draw "in every variant"
    /// (International, VARIANTS.md §3).
    international_threefold_repetition_is_a_draw:
        International, "W:WKa3,Kg1:BKj10,Kb10", ["a3-b4", "j10-i9", "b4-a3", "i9-j10"];
    /// SPEC.md Common: threefold repetition "in every variant"; VARIANTS.md
    /// §5 Canadian lists "threefold" among its draws.
    canadian_threefold_repetition_is_a_draw:
        Canadian, "W:WKa3,Kg1:BKl12,Kb12", ["a3-b4", "l12-k11", "b4-a3", "k11-l12"];
    /// SPEC.md Common: threefold repetition "in every variant" (Brazilian,
    /// VARIANTS.md §4).
    brazilian_threefold_repetition_is_a_draw:
        Brazilian, "W:WKa3,Kg1:BKh8,Kb8", ["a3-b4", "h8-g7", "b4-a3", "g7-h8"];
    /// SPEC.md Common: threefold repetition "in every variant" (Russian,
    /// VARIANTS.md §6).
    russian_threefold_repetition_is_a_draw:
        Russian, "W:WKa3,Kg1:BKh8,Kb8", ["a3-b4", "h8-g7", "b4-a3", "g7-h8"];
    /// SPEC.md Common: threefold repetition "in every variant" (Pool,
    /// VARIANTS.md §7).
    pool_threefold_repetition_is_a_draw:
        Pool, "W:WKa3,Kg1:BKh8,Kb8", ["a3-b4", "h8-g7", "b4-a3", "g7-h8"];
    /// SPEC.md Common: threefold repetition "in every variant" (Czech,
    /// VARIANTS.md §8).
    czech_threefold_repetition_is_a_draw:
        Czech, "W:WKa3,Kg1:BKh8,Kb8", ["a3-b4", "h8-g7", "b4-a3", "g7-h8"];
    /// VARIANTS.md §9 Italian DECISION: "the product rule (threefold)
    /// applies".
    italian_threefold_repetition_is_a_draw:
        Italian, "W:WKb1,Kd1:BKg8,Ke8", ["b1-a2", "g8-h7", "a2-b1", "h7-g8"];
    /// VARIANTS.md §10 Portuguese: "Draws: threefold only."
    portuguese_threefold_repetition_is_a_draw:
        Portuguese, "W:WKb1,Kd1:BKg8,Ke8", ["b1-a2", "g8-h7", "a2-b1", "h7-g8"];
    /// VARIANTS.md §11 Thai: "Draws: threefold only."
    thai_threefold_repetition_is_a_draw:
        Thai, "W:WKa3,Kg1:BKh8,Kb8", ["a3-b4", "h8-g7", "b4-a3", "g7-h8"];
    /// SPEC.md Common: threefold repetition "in every variant"; VARIANTS.md
    /// §12 Frisian: a king's run of quiet moves is limited only "while its
    /// side still has a man", so with kings alone the run is no part of the
    /// position.
    frisian_threefold_repetition_with_only_kings_is_a_draw:
        Frisian, "W:WKa3,Kg1:BKj10,Kd10", ["a3-b4", "j10-i9", "b4-a3", "i9-j10"];
    /// VARIANTS.md §14 Corner: "Everything else as Czech"; SPEC.md Common:
    /// threefold repetition "in every variant".
    corner_threefold_repetition_is_a_draw:
        Corner, "W:WKa3,Kg1:BKh8,Kb8", ["a3-b4", "h8-g7", "b4-a3", "g7-h8"];
    /// VARIANTS.md §15 One-way: "Everything else as Czech"; SPEC.md Common:
    /// threefold repetition "in every variant".
    oneway_threefold_repetition_is_a_draw:
        Oneway, "W:WKa3,Kg1:BKh8,Kb8", ["a3-b4", "h8-g7", "b4-a3", "g7-h8"];
    /// VARIANTS.md §16 Parachute: "Everything else as Czech"; SPEC.md
    /// Common: threefold repetition "in every variant".
    parachute_threefold_repetition_is_a_draw:
        Parachute, "W:WKa3,Kg1:BKh8,Kb8", ["a3-b4", "h8-g7", "b4-a3", "g7-h8"];
}

/// VARIANTS.md §12 Frisian: "While its side still has a man, one king may
/// not make more than 3 quiet moves in a row". White has only kings, so the
/// run of White's shuffling king binds nothing and is no part of the
/// position; Black, who has a man, moves two kings in turn, so its run is
/// one move of the king last moved. The start (Black's run set to the h10
/// king's one move) comes back after plies 8 and 16: drawn at ply 16.
#[test]
fn frisian_threefold_repetition_ignores_the_run_of_a_side_with_only_kings() {
    let start = pos(Variant::Frisian, "W:WKa1,Kc1:BKf10,Kh10,d10")
        .with_king_run(Color::Black, Some((sq("h10"), 1)))
        .expect("h10 holds a Black king");
    let mut game = Game::from_position(start);
    let cycle = [
        "a1-b2", "f10-e9", "b2-a1", "h10-g9", "a1-b2", "e9-f10", "b2-a1", "g9-h10",
    ];
    play(&mut game, &cycle);
    assert_eq!(game.repetitions(), 2, "the start again after ply 8");
    play(&mut game, &cycle[..7]);
    assert_eq!(game.outcome(), None, "over before ply 16");
    play(&mut game, &cycle[7..]);
    assert_eq!(game.outcome(), draw(EndReason::Repetition));
}

/// VARIANTS.md §12 Frisian: a king's quiet moves are limited only "while
/// its side still has a man", so a move never leaves a run to a side
/// without men: not the run of a king that has only kings beside it, and
/// not a run whose side's last man was just captured. The position after
/// such a move is the one set up without runs, key and all, so that a
/// search that plays moves itself sees the game's repetitions.
#[test]
fn frisian_a_move_leaves_no_king_run_to_a_side_without_men() {
    let start = pos(Variant::Frisian, "W:WKa1,Kc1:BKf10,Kh10,d10");
    let after = start
        .play(&start.parse_move("a1-b2").expect("a king move"))
        .expect("legal");
    assert_eq!(after.king_run(Color::White), None, "White has no man");
    let set_up = pos(Variant::Frisian, "B:WKb2,Kc1:BKf10,Kh10,d10");
    assert_eq!(after, set_up);
    assert_eq!(after.zobrist(), set_up.zobrist());
    // Black has a man: its king's quiet move starts a run.
    let after = after
        .play(&after.parse_move("f10-e9").expect("a king move"))
        .expect("legal");
    assert_eq!(after.king_run(Color::Black), Some((sq("e9"), 1)));

    // White's king starts a run while White has the man e3; Black's king
    // then takes that man (the only capture, and captures are
    // compulsory), and White's run ends with it.
    let start = pos(Variant::Frisian, "W:WKj2,e3:BKi7");
    let after = start
        .play(&start.parse_move("j2-i1").expect("a king move"))
        .expect("legal");
    assert_eq!(after.king_run(Color::White), Some((sq("i1"), 1)));
    let captures = after.legal_moves();
    assert!(captures.iter().all(|m| m.captured() == [sq("e3")]));
    let taken = after.play(&captures[0]).expect("legal");
    assert_eq!(
        taken.king_run(Color::White),
        None,
        "White's last man is gone"
    );
    assert_eq!(taken.zobrist(), taken.zobrist_from_scratch());
}

/// VARIANTS.md §18 Hawaiian: "Every move removes a piece, so no draw can
/// arise." In random games from the start, each ply leaves one side a piece
/// fewer and no game ends in a draw.
#[test]
fn hawaiian_every_move_removes_a_piece_so_no_draw_arises() {
    let mut rng = Rng::new(18);
    for _ in 0..20 {
        let positions = random_game(Variant::Hawaiian, &mut rng, 200);
        for pair in positions.windows(2) {
            let pieces = |p: &draughts::Position| {
                p.count(draughts::Color::White) + p.count(draughts::Color::Black)
            };
            assert!(pieces(&pair[1]) < pieces(&pair[0]));
        }
        let mut game = Game::new(Variant::Hawaiian);
        for next in &positions[1..] {
            let mv = game
                .position()
                .legal_moves()
                .into_iter()
                .find(|m| game.position().play(m).ok().as_ref() == Some(next))
                .expect("the move of the random game");
            game.play(&mv).expect("a legal move plays");
        }
        if let Some(outcome) = game.outcome() {
            assert!(outcome.winner.is_some(), "{outcome}");
        }
    }
}
