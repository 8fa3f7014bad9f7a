//! Keeping games, through the core: `pdn` (the record as a file), `replay`
//! (an animation), `history` (a player's last finished games) and `game
//! <id>` (the final board with its record buttons), with their refusals.

use crate::util::pdn;
use crate::util::table::{Table, boards, joined, lines};
use damabot::delivery::{FileKind, FileOut, OutBody, Outgoing};
use damabot::text::callback;
use draughts::Variant;

/// The files among the output.
fn files(out: &[Outgoing]) -> Vec<&FileOut> {
    out.iter()
        .filter_map(|o| match &o.body {
            OutBody::File(f) => Some(f),
            _ => None,
        })
        .collect()
}

/// The one PDN record among the output, read back.
fn record(out: &[Outgoing]) -> pdn::PdnGame {
    let files = files(out);
    assert_eq!(files.len(), 1, "{:?}", lines(out));
    let file = files[0];
    assert_eq!(file.kind, FileKind::Document);
    assert!(file.name.ends_with(".pdn"), "{}", file.name);
    let text = std::str::from_utf8(&file.bytes).expect("PDN is text");
    pdn::read(text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// Game 1: alice (White) and bob play four plies of Turkish in "club".
fn running_game() -> Table {
    let mut t = Table::new();
    t.say("alice", "club", "/new turkish");
    t.say("bob", "club", "/join");
    t.play_first_moves([("alice", "club"), ("bob", "club")], 4);
    t
}

/// Game 1, ended by bob's resignation.
fn finished_game() -> Table {
    let mut t = running_game();
    let out = t.say("bob", "club", "/resign");
    assert!(joined(&out).contains("resigned"), "{:?}", lines(&out));
    t
}

#[test]
fn pdn_sends_the_chats_game_running_and_then_finished() {
    let mut t = running_game();
    let out = t.say("carol", "club", "/pdn");
    assert_eq!(files(&out)[0].name, "damabot-1.pdn");
    // Four plies are two moves, as the record numbers them (`1. … … 2. … …`).
    assert!(
        joined(&out).contains("Game #1: Turkish dama, ⚪ alice vs ⚫ bob, *, 2 moves"),
        "{:?}",
        lines(&out)
    );
    let running = record(&out);
    assert_eq!(running.tag("Result"), Some("*"));
    assert_eq!(running.tag("White"), Some("alice"));
    assert_eq!(running.tag("Black"), Some("bob"));
    assert_eq!(running.tag("Event"), Some("damabot casual game"));
    assert_eq!(running.tag("Site"), Some("damabot, console"));
    assert_eq!(running.tag("Date"), Some("2026.01.01"));
    assert_eq!(running.tag("GameType"), Some("30,W,8,8,A0,0"));
    assert_eq!(running.moves.len(), 4);
    running.replay(Variant::Turkish).expect("the moves replay");

    t.say("bob", "club", "/resign");
    let finished = record(&t.say("alice", "club", "/pdn"));
    assert_eq!(finished.tag("Result"), Some("1-0"));
    assert_eq!(finished.moves, running.moves);
}

#[test]
fn a_finished_game_is_public_by_id_and_a_running_one_is_not() {
    let mut t = running_game();
    let out = t.say("carol", "elsewhere", "/pdn 1");
    assert!(files(&out).is_empty());
    assert!(
        joined(&out).contains("Game #1 is still being played"),
        "{:?}",
        lines(&out)
    );
    t.say("bob", "club", "/resign");
    let read = record(&t.say("carol", "elsewhere", "/pdn #1"));
    assert_eq!(read.tag("Result"), Some("1-0"));

    let out = t.say("carol", "elsewhere", "/replay 99");
    assert!(
        joined(&out).contains("There is no game #99"),
        "{:?}",
        lines(&out)
    );
    let out = t.say("dave", "empty", "/pdn");
    assert!(
        joined(&out).contains("No game has been played in this chat yet"),
        "{:?}",
        lines(&out)
    );
}

#[test]
fn replay_sends_an_animation_of_the_game() {
    let mut t = finished_game();
    let out = t.say("bob", "club", "/replay");
    let files = files(&out);
    assert_eq!(files.len(), 1, "{:?}", lines(&out));
    assert_eq!(files[0].kind, FileKind::Animation);
    assert_eq!(files[0].name, "damabot-1.gif");
    assert!(
        joined(&out).contains("Game #1: Turkish dama, ⚪ alice vs ⚫ bob, 1-0, 2 moves"),
        "{:?}",
        lines(&out)
    );
}

#[test]
fn history_lists_finished_games_from_the_players_side() {
    let mut t = finished_game();
    // A second game, a draw by agreement, newer than the first.
    t.say("alice", "club", "/new english");
    t.say("bob", "club", "/join");
    t.play_first_moves([("alice", "club"), ("bob", "club")], 4);
    t.say("alice", "club", "/draw");
    t.say("bob", "club", "/draw");

    let out = t.say("alice", "club", "/history");
    let text = joined(&out);
    let newest = text.find("#2 · 2026-01-01 · English checkers · vs bob · 🤝 draw (draw agreed)");
    let oldest = text.find("#1 · 2026-01-01 · Turkish dama · vs bob · ✅ won (resignation)");
    assert!(
        newest.is_some() && oldest.is_some() && newest < oldest,
        "{text}"
    );
    let out = t.say("carol", "club", "/history bob");
    assert!(
        joined(&out).contains("#1 · 2026-01-01 · Turkish dama · vs alice · ❌ lost (resignation)"),
        "{:?}",
        lines(&out)
    );
    let out = t.say("carol", "club", "/history");
    assert!(
        joined(&out).contains("carol has not finished a game yet"),
        "{:?}",
        lines(&out)
    );
    let out = t.say("carol", "club", "/history nobody");
    assert!(
        joined(&out).contains("I don't know a player called \"nobody\""),
        "{:?}",
        lines(&out)
    );
}

#[test]
fn game_shows_the_final_board_whose_buttons_send_the_records() {
    let mut t = finished_game();
    let out = t.say("carol", "elsewhere", "/game 1");
    let board = boards(&out);
    assert_eq!(board.len(), 1, "{:?}", lines(&out));
    assert!(
        board[0].caption.contains("White wins: alice"),
        "{}",
        board[0].caption
    );
    let labels: Vec<&str> = board[0].buttons.iter().map(|b| b.label.as_str()).collect();
    assert_eq!(labels, ["📄 PDN", "🎞 Replay"]);

    // The buttons work from any chat, though the game no longer runs.
    for (button, kind) in board[0]
        .buttons
        .iter()
        .zip([FileKind::Document, FileKind::Animation])
    {
        let press = callback::decode(&button.data).expect("our payload");
        let mut request = t.request("dave", "dave", "/board");
        request.command = press.command;
        request.game = press.game;
        let out = t.send(&request);
        assert_eq!(
            files(&out).iter().map(|f| f.kind).collect::<Vec<_>>(),
            [kind],
            "{:?}",
            lines(&out)
        );
    }
}

#[test]
fn game_ids_that_are_no_numbers_get_an_example() {
    let mut t = Table::new();
    for (text, answer) in [
        (
            "/game",
            "Which game? Write its number, for example /game 12",
        ),
        ("/game abc", "\"abc\" is not a game number"),
        ("/pdn x", "\"x\" is not a game number"),
    ] {
        let out = t.say("alice", "club", text);
        assert!(joined(&out).contains(answer), "{text}: {:?}", lines(&out));
    }
}
