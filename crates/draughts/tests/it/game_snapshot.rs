//! A game resumed from its snapshot continues exactly as the game that
//! replays every move: same positions, draw counters, repetitions and
//! outcome. The reference is the game played move by move from the start,
//! never the snapshot itself.

use crate::util::Rng;
use draughts::{EndReason, Game, Move, Outcome, Position, Snapshot, SnapshotError, Variant};

/// The moves of one random game from `start`, to its end or `limit` plies.
fn random_moves(start: Position, rng: &mut Rng, limit: usize) -> Vec<Move> {
    let mut game = Game::from_position(start);
    let mut moves = Vec::new();
    while !game.is_over() && moves.len() < limit {
        let legal = game.position().legal_routes();
        let mv = legal[rng.below(legal.len())].clone();
        game.play(&mv).expect("a listed move plays");
        moves.push(mv);
    }
    moves
}

/// Everything about a game the future depends on, as the public API shows it.
fn state(game: &Game) -> (Position, usize, u32, Vec<u32>, usize, Option<Outcome>) {
    (
        *game.position(),
        game.ply(),
        game.quiet_plies(),
        game.material_counters(),
        game.repetitions(),
        game.outcome(),
    )
}

#[test]
fn resumed_games_follow_the_replayed_game_in_every_variant() {
    let mut rng = Rng::new(0x5EED_0015);
    let mut draws = 0;
    for variant in Variant::ALL {
        // From the start, and from sparse king-rich placements, where the
        // draw counters and repetitions come into play.
        let starts = [Position::start(variant)]
            .into_iter()
            .chain((0..4).map(|_| crate::util::random_setup(variant, &mut rng, 3)));
        for start in starts.collect::<Vec<_>>() {
            let moves = random_moves(start, &mut rng, 1500);
            let mut replayed = Game::from_position(start);
            for (ply, mv) in moves.iter().enumerate() {
                let mut resumed = Game::resume(&replayed.snapshot()).expect("own snapshot resumes");
                assert_eq!(state(&resumed), state(&replayed), "{variant} ply {ply}");
                assert_eq!(resumed.reversible_line(), replayed.reversible_line());
                if ply % 7 != 0 {
                    replayed.play(mv).expect("the same move plays");
                    continue;
                }
                for later in &moves[ply..] {
                    resumed.play(later).expect("the same move plays");
                }
                let mut whole = replayed.clone();
                for later in &moves[ply..] {
                    whole.play(later).expect("the same move plays");
                }
                assert_eq!(
                    state(&resumed),
                    state(&whole),
                    "{variant} resumed at ply {ply}"
                );
                replayed.play(mv).expect("the same move plays");
            }
            draws += usize::from(replayed.outcome().is_some_and(|o| o.winner.is_none()));
        }
    }
    assert!(draws > 0, "some random game must end in a draw rule");
}

/// SPEC.md: "the same position with the same side to move occurs for the
/// third time" ends the game as a draw; a save and load between the
/// occurrences must not reset the count.
#[test]
fn repetition_counts_across_a_resume() {
    let start = Position::from_fen(Variant::Turkish, "W:WKa1,Kc1:BKh8,Kf8").unwrap();
    let mut game = Game::from_position(start);
    let shuffle = ["a1-a2", "h8-h7", "a2-a1", "h7-h8"];
    for text in shuffle.iter().chain(&shuffle[..3]) {
        let mv = game.position().parse_move(text).unwrap();
        game.play(&mv).unwrap();
        game = Game::resume(&game.snapshot()).unwrap();
    }
    assert_eq!(game.outcome(), None);
    let mv = game.position().parse_move(shuffle[3]).unwrap();
    game.play(&mv).unwrap();
    assert_eq!(
        game.outcome().map(|o| o.reason),
        Some(EndReason::Repetition)
    );
    assert_eq!(game.ply(), 8);
    assert_eq!(
        game.moves().len(),
        1,
        "moves lists only what followed the resume"
    );
}

/// Mars compares the winner's pieces with the start position, which the
/// snapshot keeps: a win without loss after a resume is still a mars.
#[test]
fn mars_sees_the_start_position_after_a_resume() {
    let start = Position::from_fen(Variant::Turkish, "W:Wd4,d6:Bd7").unwrap();
    let game = Game::resume(&Game::from_position(start).snapshot()).unwrap();
    let mut game = game;
    let mv = game.position().parse_move("d6xd8").unwrap();
    game.play(&mv).unwrap();
    let outcome = game.outcome().expect("black has no piece left");
    assert!(outcome.mars, "white lost no piece: {outcome:?}");
}

#[test]
fn broken_snapshots_are_refused() {
    let good = Game::new(Variant::Russian).snapshot();
    let empty = Snapshot {
        line: Vec::new(),
        ..good.clone()
    };
    assert_eq!(Game::resume(&empty), Err(SnapshotError::EmptyLine));
    let unreadable = Snapshot {
        start: "W:Wz9".to_owned(),
        ..good.clone()
    };
    assert!(matches!(
        Game::resume(&unreadable),
        Err(SnapshotError::Fen(_))
    ));
    let material = Snapshot {
        material: vec![(None, 0); good.material.len() + 1],
        ..good
    };
    assert!(matches!(
        Game::resume(&material),
        Err(SnapshotError::Material { .. })
    ));
}

/// A record stored under older rules keeps its moves past the end today's
/// rules give it: SPEC.md Turkish draws one piece each before the first
/// move, so `play` refuses `a2-b2`, while `play_past_end` plays it and the
/// game keeps that first end.
#[test]
fn a_record_plays_on_past_its_end_and_keeps_the_first_one() {
    let start = Position::from_fen(Variant::Turkish, "W:Wa2:Bh7").expect("a position");
    let mut game = Game::from_position(start);
    let drawn = game.outcome().expect("drawn at the start");
    assert_eq!(drawn.winner, None);
    let mv = game.position().parse_move("a2-b2").expect("a legal move");
    assert!(
        game.clone().play(&mv).is_err(),
        "a finished game takes no move"
    );
    game.play_past_end(&mv).expect("a record's move plays");
    assert_eq!(game.ply(), 1);
    assert_eq!(game.outcome(), Some(drawn));
    let illegal = Position::from_fen(Variant::Turkish, "W:Wa2:Bh7")
        .expect("a position")
        .parse_move("a2-a3")
        .expect("legal from the start");
    assert!(
        game.play_past_end(&illegal).is_err(),
        "a move must still be legal where it is played"
    );
    assert_eq!(game.ply(), 1);
}
