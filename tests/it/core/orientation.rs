//! `/orientation`: which side a chat's boards show at the bottom. A board
//! two players share in a group keeps White at the bottom by default, so it
//! stays still for the people watching; a chat can ask for the side to
//! move instead, or back. Read from the boards' text diagrams, whose first
//! line is the file letters from the viewer's left (`a` first from White's
//! side).

use crate::util::table::{Table, boards, joined, lines};
use damabot::delivery::Outgoing;

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
