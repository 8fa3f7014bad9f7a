//! PDN records: every variant's game written by `damabot::app::pdn`, read
//! back by an independent reader (`util::pdn`) and replayed by the
//! engine to the same final position, from the start position and from a
//! set-up one; and one record checked word for word.

use crate::util::pdn as reader;
use damabot::app::pdn::{self, PdnResult, Tags};
use draughts::{Game, Position, Variant};

/// Plays up to `plies` legal moves from `start`, choosing among the legal
/// moves by a fixed rule, so every variant gets captures and kings in
/// time.
fn play(start: Position, plies: usize) -> Game {
    let mut game = Game::from_position(start);
    for ply in 0..plies {
        if game.is_over() {
            break;
        }
        let moves = game.position().legal_moves();
        let mv = moves[(ply * 7 + 3) % moves.len()].clone();
        game.play(&mv).expect("a legal move plays");
    }
    game
}

fn tags(result: PdnResult) -> Tags {
    Tags {
        event: "damabot casual game".into(),
        site: "damabot, console".into(),
        date: "2026.12.01".into(),
        round: "?".into(),
        white: "Ali \"the fox\"".into(),
        black: "Веля".into(),
        result,
    }
}

fn result_of(game: &Game) -> PdnResult {
    game.outcome()
        .map_or(PdnResult::Unfinished, |o| PdnResult::from_winner(o.winner))
}

/// Writes, reads back and replays one game; returns the record as read.
fn round_trip(game: &Game) -> reader::PdnGame {
    let variant = game.variant();
    let result = result_of(game);
    let text = pdn::write(&tags(result), game);
    let read = reader::read(&text).unwrap_or_else(|e| panic!("{variant}: {e}\n{text}"));
    let replayed = read
        .replay(variant)
        .unwrap_or_else(|e| panic!("{variant}: {e}\n{text}"));
    assert_eq!(replayed.position(), game.position(), "{variant}\n{text}");
    assert_eq!(replayed.ply(), game.ply(), "{variant}");
    assert_eq!(read.tag("Result"), Some(result.token(variant)), "{variant}");
    assert_eq!(read.result, result.token(variant), "{variant}");
    let (white, black) = if read.names_swapped(variant) {
        ("Веля", "Ali \"the fox\"")
    } else {
        ("Ali \"the fox\"", "Веля")
    };
    assert_eq!(read.tag("White"), Some(white), "{variant}");
    assert_eq!(read.tag("Black"), Some(black), "{variant}");
    assert_eq!(
        read.tag("GameType"),
        Some(pdn::game_type(variant).as_str()),
        "{variant}"
    );
    for name in ["Event", "Site", "Date", "Round"] {
        assert!(read.tag(name).is_some(), "{variant} lacks {name}");
    }
    let movetext = text.split("\n\n").nth(1).expect("moves after the tags");
    assert!(
        movetext.lines().all(|l| l.chars().count() <= 80),
        "{variant}: a line of moves longer than 80\n{text}"
    );
    // The notation the GameType names: numbers where it says N, squares
    // like c3 where it says A.
    for mv in &read.moves {
        let numeric = mv
            .chars()
            .all(|c| c.is_ascii_digit() || c == '-' || c == 'x');
        assert_eq!(numeric, read.numbered(), "{variant}: {mv}");
    }
    read
}

#[test]
fn every_variant_round_trips_from_its_start() {
    for variant in Variant::ALL {
        let game = play(Position::start(variant), 60);
        assert!(game.ply() >= 10, "{variant}: only {} plies", game.ply());
        let read = round_trip(&game);
        assert_eq!(read.tag("FEN"), None, "{variant}: a standard start");
    }
}

#[test]
fn every_variant_round_trips_from_a_set_up_position() {
    for variant in Variant::ALL {
        // Three plies in, the other side is to move: the moves start "1...".
        let start = *play(Position::start(variant), 3).position();
        let game = play(start, 40);
        let read = round_trip(&game);
        let fen = read.tag("FEN").expect("a FEN tag");
        assert_eq!(
            read.replay(variant).map(|g| *g.start()),
            Ok(start),
            "{variant}: {fen}"
        );
        let text = pdn::write(&tags(result_of(&game)), &game);
        let opens_with_ellipsis = text.contains("\n1... ");
        assert_eq!(
            opens_with_ellipsis,
            start.turn() != variant.first_to_move(),
            "{variant}\n{text}"
        );
    }
}

#[test]
fn an_english_record_reads_as_checkers_players_write_it() {
    let mut game = Game::new(Variant::English);
    for text in ["9-14", "23-18", "14x23"] {
        let mv = game.position().parse_move(text).expect("legal");
        game.play(&mv).expect("plays");
    }
    let tags = Tags {
        event: "damabot casual game".into(),
        site: "damabot, telegram".into(),
        date: "2026.12.01".into(),
        round: "?".into(),
        white: "Bob".into(),
        black: "Alice".into(),
        result: PdnResult::BlackWins,
    };
    // PDN 2.0, which the standard cites for the Result tag: "[Result
    // "1-0"] indicating Black (Red) won the game".
    assert_eq!(
        pdn::write(&tags, &game),
        "[Event \"damabot casual game\"]\n\
         [Site \"damabot, telegram\"]\n\
         [Date \"2026.12.01\"]\n\
         [Round \"?\"]\n\
         [White \"Bob\"]\n\
         [Black \"Alice\"]\n\
         [Result \"1-0\"]\n\
         [GameType \"21,B,8,8,N1,0\"]\n\
         \n\
         1. 9-14 23-18 2. 14x23 1-0\n"
    );
}

#[test]
fn the_reader_refuses_what_is_not_pdn() {
    for junk in [
        "",
        "[Result \"*\"",
        "[Result *]\n*",
        "[Event \"x\"]\n1. c3-d4",
        "1. c3-d4 *",
        "[Result \"*\"]\n1. c3-d4 1-0 d6-e5 *",
        "[Result \"*\"]\n{ open comment *",
    ] {
        assert!(reader::read(junk).is_err(), "{junk:?}");
    }
    let read =
        reader::read("[Result \"1-0\"]\n[FEN \"W:Wc3:Bd6\"]\n1.c3-d4 {a comment} (1. c3-b4) 1-0")
            .expect("valid PDN");
    assert_eq!(read.moves, ["c3-d4"]);
}
