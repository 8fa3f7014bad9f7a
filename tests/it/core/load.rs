//! `/load`, through the core: a casual game from a PDN record, its moves
//! replayed, or from a position; and the answers to what cannot be played.

use crate::util::pdn;
use crate::util::table::{Table, boards, joined, lines};
use damabot::delivery::{OutBody, Outgoing};

/// A Russian record as another program writes it (PDN 3.0, GameType 25),
/// with a comment: three plies, Black to move.
const RUSSIAN: &str = "[Event \"Club night\"]\n[Site \"?\"]\n[Date \"2026.11.30\"]\n\
                       [Round \"1\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\
                       [GameType \"25\"]\n\n1. c3-d4 f6-e5 2. d4:f6 {forced} *";

/// The one PDN record among the output, read back.
fn record(out: &[Outgoing]) -> pdn::PdnGame {
    let text = out
        .iter()
        .find_map(|o| match &o.body {
            OutBody::File(f) => Some(String::from_utf8_lossy(&f.bytes).into_owned()),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no file in {:?}", lines(out)));
    pdn::read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

#[test]
fn a_record_opens_a_game_with_its_moves_and_the_loader_to_move() {
    let mut t = Table::new();
    let out = t.say("alice", "club", &format!("/load {RUSSIAN}"));
    assert_eq!(boards(&out).len(), 1, "{:?}", lines(&out));
    let loaded = record(&t.say("alice", "club", "/pdn"));
    assert_eq!(loaded.moves, ["c3-d4", "f6-e5", "d4:f6"]);
    assert_eq!(loaded.tag("FEN"), None, "the standard start");
    assert_eq!(loaded.tag("Black"), Some("alice"), "the side to move");
    assert_eq!(loaded.tag("White"), Some("?"), "an open seat");

    let out = t.say("bob", "club", "/join");
    assert_eq!(boards(&out).len(), 1, "{:?}", lines(&out));
    t.say("alice", "club", "/m g7:e5");
    let played = record(&t.say("bob", "club", "/pdn"));
    assert_eq!(played.moves, ["c3-d4", "f6-e5", "d4:f6", "g7:e5"]);
    assert_eq!(played.tag("White"), Some("bob"));
}

#[test]
fn a_record_the_bot_wrote_loads_elsewhere_as_the_same_game() {
    let mut t = Table::new();
    t.say("alice", "club", "/new turkish");
    t.say("bob", "club", "/join");
    t.play_first_moves([("alice", "club"), ("bob", "club")], 5);
    let out = t.say("alice", "club", "/pdn");
    let text = out
        .iter()
        .find_map(|o| match &o.body {
            OutBody::File(f) => Some(String::from_utf8_lossy(&f.bytes).into_owned()),
            _ => None,
        })
        .expect("a PDN file");
    let original = pdn::read(&text).expect("reads");

    let out = t.say("carol", "elsewhere", &format!("/load {text}"));
    assert_eq!(boards(&out).len(), 1, "{:?}", lines(&out));
    let loaded = record(&t.say("carol", "elsewhere", "/pdn"));
    assert_eq!(loaded.moves, original.moves);
    assert_eq!(loaded.tag("GameType"), original.tag("GameType"));
}

#[test]
fn the_loader_may_call_off_a_loaded_game_nobody_joined() {
    let mut t = Table::new();
    t.say("alice", "club", &format!("/load {RUSSIAN}"));
    let out = t.say("alice", "club", "/abort");
    assert!(
        joined(&out).contains("The game was aborted"),
        "{:?}",
        lines(&out)
    );
    let out = t.say("alice", "club", &format!("/load {RUSSIAN}"));
    assert_eq!(boards(&out).len(), 1, "the chat is free again");
}

#[test]
fn a_position_after_a_variant_opens_a_game_from_it() {
    let mut t = Table::new();
    let out = t.say("alice", "club", "/load russian fen W:Wg7:Bd6");
    assert_eq!(boards(&out).len(), 1, "{:?}", lines(&out));
    let loaded = record(&t.say("alice", "club", "/pdn"));
    assert_eq!(loaded.tag("FEN"), Some("W:Wg7:Bd6"));
    assert!(loaded.moves.is_empty());
}

#[test]
fn in_a_private_chat_the_loaded_game_is_local() {
    let mut t = Table::new();
    // A chat named after its user is private.
    t.say("alice", "alice", &format!("/load {RUSSIAN}"));
    t.say("alice", "alice", "/m g7:e5");
    let out = t.say("alice", "alice", "/m 1");
    assert_eq!(boards(&out).len(), 1, "{:?}", lines(&out));
    let played = record(&t.say("alice", "alice", "/pdn"));
    assert_eq!(played.moves.len(), 5);
    assert_eq!(played.tag("White"), Some("alice"));
    assert_eq!(played.tag("Black"), Some("alice"));
}

#[test]
fn what_cannot_be_played_is_answered_and_opens_nothing() {
    let mut t = Table::new();
    for (text, answer) in [
        ("/load", "Paste a game after /load"),
        (
            "/load [Event \"x\"\n1. c3-d4 *",
            "could not read that as a PDN record",
        ),
        (
            "/load [GameType \"50\"]\n*",
            "GameType \"50\" is not a game I play",
        ),
        (
            "/load [GameType \"25\"]\n1. c3-d4 c3-d4 *",
            "Move 2 of the record, \"c3-d4\", is not legal",
        ),
        (
            "/load [GameType \"25\"]\n[FEN \"W:Wc3:Bd4\"]\n1. c3:e5 2-0",
            "already over",
        ),
        ("/load W:Wg7:Bd6", "Which game? Write /load <variant>"),
        ("/load russian W:Wz9", "is not a position a Russian"),
    ] {
        let out = t.say("alice", "club", text);
        assert!(joined(&out).contains(answer), "{text}: {:?}", lines(&out));
        assert!(boards(&out).is_empty(), "{text}");
    }
    let out = t.say("alice", "club", "/board");
    assert!(boards(&out).is_empty(), "no game was opened");
}
