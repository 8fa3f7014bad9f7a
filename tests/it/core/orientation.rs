//! `/orientation`: which side a chat's boards show at the bottom. A board
//! two players share in a group keeps White at the bottom by default, so it
//! stays still for the people watching; a chat can ask for the side to
//! move instead, or back. Read from the boards' text diagrams, whose first
//! line is the file letters from the viewer's left (`a` first from White's
//! side).

use crate::util::table::{Table, boards, joined, lines};
use damabot::delivery::{OutBody, Outgoing};

/// Whether the last board of `out` shows White at the bottom.
fn white_at_bottom(out: &[Outgoing]) -> bool {
    let board = boards(out).into_iter().last().expect("a board");
    match board.ascii.split_whitespace().next() {
        Some("a") => true,
        Some("h") => false,
        other => panic!("a diagram starting {other:?}: {}", board.ascii),
    }
}

#[test]
fn a_shared_group_board_keeps_white_at_the_bottom_unless_the_chat_asks_for_the_turn() {
    let mut t = Table::new();
    t.say("alice", "club", "/new turkish");
    let out = t.say("bob", "club", "/join");
    assert!(white_at_bottom(&out), "{:?}", lines(&out));
    // Black to move: the board stays as it was.
    let out = t.say("alice", "club", "/m d3-d4");
    assert!(joined(&out).contains("Black to move"), "{:?}", lines(&out));
    assert!(white_at_bottom(&out));

    let out = t.say("bob", "club", "/orientation");
    assert!(
        joined(&out).contains("White at the bottom on a board two players share"),
        "{:?}",
        lines(&out)
    );

    // The side to move: the board is redrawn from Black's side at once,
    // then turns with every move.
    let out = t.say("bob", "club", "/orientation turn");
    assert!(
        joined(&out).contains("the side to move at the bottom"),
        "{:?}",
        lines(&out)
    );
    assert!(!white_at_bottom(&out));
    let out = t.say("bob", "club", "/m h6-h5");
    assert!(white_at_bottom(&out));
    let out = t.say("alice", "club", "/m a3-a4");
    assert!(!white_at_bottom(&out));

    // White, always.
    let out = t.say("alice", "club", "/orientation WHITE");
    assert!(joined(&out).contains("White at the bottom, always"));
    assert!(white_at_bottom(&out));
    let out = t.say("bob", "club", "/m g6-g5");
    assert!(white_at_bottom(&out));
    let out = t.say("alice", "club", "/m b3-b4");
    assert!(white_at_bottom(&out));

    // A word that is no orientation changes nothing.
    let out = t.say("alice", "club", "/orientation sideways");
    assert!(
        joined(&out).contains("“sideways” is not an orientation"),
        "{:?}",
        lines(&out)
    );
    assert!(boards(&out).is_empty());
}

#[test]
fn the_setting_belongs_to_its_chat() {
    let mut t = Table::new();
    t.say("alice", "club", "/orientation turn");
    t.say("carol", "den", "/new turkish");
    t.say("dave", "den", "/join");
    let out = t.say("carol", "den", "/m d3-d4");
    assert!(white_at_bottom(&out), "{:?}", lines(&out));
}

#[test]
fn a_local_game_turns_to_the_side_to_move_unless_the_chat_wants_white() {
    let mut t = Table::new();
    t.say("alice", "alice", "/local turkish");
    let out = t.say("alice", "alice", "/m d3-d4");
    assert!(!white_at_bottom(&out), "{:?}", lines(&out));
    let out = t.say("alice", "alice", "/orientation white");
    assert!(white_at_bottom(&out));
    let out = t.say("alice", "alice", "/m d6-d5");
    assert!(white_at_bottom(&out));
}

/// The animation among the output.
fn replay(out: &[Outgoing]) -> Vec<u8> {
    out.iter()
        .find_map(|o| match &o.body {
            OutBody::File(file) if file.name.ends_with(".gif") => Some(file.bytes.clone()),
            _ => None,
        })
        .unwrap_or_else(|| panic!("an animation: {:?}", lines(out)))
}

#[test]
fn game_shows_a_record_the_way_the_chat_turns_its_boards() {
    let mut t = Table::new();
    t.say("alice", "club", "/new turkish");
    t.say("bob", "club", "/join");
    t.say("alice", "club", "/m d3-d4");

    // Black to move: a chat that follows the turn shows Black at the
    // bottom, whoever asks.
    t.say("bob", "club", "/orientation turn");
    let out = t.say("alice", "club", "/game 1");
    assert!(!white_at_bottom(&out), "{:?}", lines(&out));

    // White at the bottom, always: even for Black's player.
    t.say("bob", "club", "/orientation white");
    let out = t.say("bob", "club", "/game 1");
    assert!(white_at_bottom(&out), "{:?}", lines(&out));

    // The default: the group's shared board keeps White at the bottom,
    // and so does its record.
    t.say("bob", "club", "/orientation auto");
    let out = t.say("bob", "club", "/game 1");
    assert!(white_at_bottom(&out), "{:?}", lines(&out));
}

#[test]
fn replay_is_drawn_the_way_the_chat_turns_its_boards() {
    let mut t = Table::new();
    t.say("alice", "club", "/new turkish");
    t.say("bob", "club", "/join");
    t.play_first_moves([("alice", "club"), ("bob", "club")], 4);
    t.say("alice", "club", "/resign");

    // White at the bottom, always: both players get the same animation.
    t.say("alice", "club", "/orientation white");
    let for_alice = replay(&t.say("alice", "club", "/replay 1"));
    let for_bob = replay(&t.say("bob", "club", "/replay 1"));
    assert!(for_alice == for_bob, "the replays differ by who asked");

    // In a private chat each player sees their own side, so the two
    // differ.
    let for_alice = replay(&t.say("alice", "alice", "/replay 1"));
    let for_bob = replay(&t.say("bob", "bob", "/replay 1"));
    assert!(for_alice != for_bob, "a private replay is the asker's side");
}
