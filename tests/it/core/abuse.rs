//! Small abuses, through the core: the tap board switched by someone who
//! does not play, long input echoed back, and NUL characters in names and
//! arguments (which PostgreSQL refuses; run with `DAMABOT_TEST_POSTGRES=1`
//! to see it there), a replay of a very long game, and a keycap reaction
//! on a board message that does not show the newest position yet.

use crate::util::table::{Table, joined, lines};
use damabot::app::{Body, ChatKey, Command, Effect, Lang, Msg, Platform, Receipt, ReplayPost};
use damabot::delivery::{OutBody, present};
use draughts::{Color, Position, Variant};

/// An English game in the Telegram group "club": alice (White) and bob.
fn group_game() -> Table {
    let mut t = Table::new();
    t.platform = Platform::Telegram;
    t.say("alice", "club", "/new english");
    t.say("bob", "club", "/join");
    t
}

#[test]
fn only_the_players_and_admins_switch_a_groups_tap_board() {
    let mut t = group_game();
    let out = t.say("carol", "club", "/tap");
    assert_eq!(
        lines(&out),
        ["[club] Only this game's players or a group admin can switch its board."]
    );
    let mut admin = t.request("carol", "club", "/tap");
    admin.admin = true;
    let out = t.send(&admin);
    assert!(joined(&out).contains("Tap board on"), "{:?}", lines(&out));
    let out = t.say("bob", "club", "/tap");
    assert!(joined(&out).contains("Tap board off"), "{:?}", lines(&out));
}

#[test]
fn long_input_is_echoed_clipped() {
    let mut t = group_game();
    let long = "x".repeat(5000);
    for text in [
        format!("/m {long}"),
        format!("/{long}"),
        format!("/join {long}"),
        format!("/history {long}"),
        format!("/bot english {long}"),
        format!("/game {long}"),
    ] {
        let out = t.say("alice", "club", &text);
        let answer = joined(&out).to_lowercase();
        assert!(!answer.is_empty(), "{}: no answer", &text[..10]);
        assert!(
            !answer.contains(&"x".repeat(65)),
            "{}: {answer}",
            &text[..10]
        );
        assert!(
            answer.contains(&"x".repeat(64)),
            "{}: {answer}",
            &text[..10]
        );
    }
}

#[test]
fn nul_characters_never_reach_the_database() {
    let mut t = Table::new();
    let out = t.say("ev\0e", "club", "/stats");
    assert_eq!(lines(&out), ["[club] eve has not finished a game yet."]);
    let out = t.say("ev\0e", "club", "/new eng\0lish");
    assert!(
        joined(&out).contains("English checkers"),
        "{:?}",
        lines(&out)
    );
    let out = t.say("bob", "club", "/join");
    assert!(
        joined(&out).contains("⚪ bob vs ⚫ eve"),
        "{:?}",
        lines(&out)
    );
    let out = t.say("bob", "club", "/join \0\0\0");
    assert!(!joined(&out).contains('\0'), "{:?}", lines(&out));

    // A room relays text with a NUL in it, without it.
    let out = t.say("ann", "ann", "/room turkish");
    let OutBody::Text { text: code, .. } = &out[1].body else {
        panic!("{out:?}");
    };
    let code = code.clone();
    t.say("ben", "ben", &format!("/join {code}"));
    let out = t.say("ann", "ann", "/say hi\0 there");
    assert_eq!(lines(&out), ["[ben] 💬 ann: hi there"]);
}

/// The number of frames in a GIF.
fn gif_frames(gif: &[u8]) -> usize {
    let mut decoder = gif::DecodeOptions::new()
        .read_info(gif)
        .expect("a GIF header");
    let mut n = 0;
    while decoder
        .read_next_frame()
        .expect("a readable frame")
        .is_some()
    {
        n += 1;
    }
    n
}

#[test]
fn a_1500_ply_replay_is_drawn_in_at_most_150_frames() {
    // Two kings walking to and fro, which no rule of Russian draughts ends
    // while it is only replayed.
    let start = Position::from_fen(Variant::Russian, "W:WKa1:BKh2").expect("a position");
    let cycle = ["a1-b2", "h2-g1", "b2-a1", "g1-h2"];
    let mut position = start;
    for text in cycle {
        let mv = position.parse_move(text).expect("a legal quiet move");
        position = position.play(&mv).expect("legal");
    }
    assert_eq!(position, start);
    let moves: Vec<String> = cycle
        .iter()
        .cycle()
        .take(1500)
        .map(|t| (*t).to_owned())
        .collect();
    let effect = Effect {
        chatter: false,
        chat: ChatKey::new(Platform::Telegram, "1"),
        lang: Lang::En,
        body: Body::Replay(Box::new(ReplayPost {
            game: 1,
            start,
            moves,
            viewer: Color::White,
            theme: "classic".into(),
            caption: Msg::new("record-none"),
        })),
    };
    let OutBody::File(file) = present(&effect, None).body else {
        panic!("a file");
    };
    assert_eq!(gif_frames(&file.bytes), 150);
}

/// Settles the parcels withheld so far as sent, each board as posted in a
/// message named `message`.
fn deliver_boards_as(t: &mut Table, message: &str) {
    let receipts: Vec<_> = std::mem::take(&mut t.owed)
        .into_iter()
        .map(|p| {
            let board = matches!(p.effect.body, Body::Board(_));
            (
                p.id,
                Receipt::Sent {
                    board_message: board.then(|| message.to_owned()),
                },
            )
        })
        .collect();
    let now = t.now;
    let settled = t.core.settle(&receipts, now);
    t.pump(settled);
}

/// A keycap reaction on `message` by `user` in "club".
fn keycap(
    t: &mut Table,
    user: &str,
    emoji: &str,
    message: &str,
) -> Vec<damabot::delivery::Outgoing> {
    let mut request = t.request(user, "club", "/board");
    request.command = Command::Reaction {
        emoji: emoji.to_owned(),
        message_id: message.to_owned(),
    };
    t.send(&request)
}

#[test]
fn a_keycap_plays_from_the_board_its_message_showed() {
    let mut t = Table::new();
    t.say("alice", "club", "/new turkish");
    t.withhold = true;
    t.say("bob", "club", "/join");
    deliver_boards_as(&mut t, "m1");
    // alice moves by text; the board of the new position is not delivered
    // yet, so message m1 still shows alice's moves.
    let out = t.say("alice", "club", "/m 1");
    assert!(joined(&out).contains("Last move"), "{:?}", lines(&out));
    // bob reacts on m1: its list was alice's, so nothing is played for him.
    let out = keycap(&mut t, "bob", "2\u{fe0f}\u{20e3}", "m1");
    assert_eq!(
        lines(&out),
        ["[club] That button belongs to an older board. Use the newest one, or /board."]
    );
    // Once m1 shows the new position (edited in place), the keycap plays.
    t.withhold = false;
    deliver_boards_as(&mut t, "m1");
    let out = keycap(&mut t, "bob", "2\u{fe0f}\u{20e3}", "m1");
    assert!(joined(&out).contains("Last move"), "{:?}", lines(&out));
}
