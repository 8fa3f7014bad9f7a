//! Takebacks in rated games, "when the chat allows it" (issue 36): off by
//! default, so a rated game's moves stand; `/takeback on` allows them in a
//! chat (a group's administrators decide, a private chat's user), and a
//! rated game allows them only when every chat of its players does.

use damabot::app::Command;
use damabot::delivery::OutBody;

use crate::util::table::{Table, joined, lines};

/// alice's rated Turkish room, joined by bob, two plies played.
fn rated_room(t: &mut Table) {
    let out = t.say("alice", "alice", "/room turkish rated");
    let OutBody::Text { text: code, .. } = &out[1].body else {
        panic!("{:?}", lines(&out));
    };
    let code = code.clone();
    t.say("bob", "bob", &format!("/join {code}"));
    t.play_first_moves([("alice", "alice"), ("bob", "bob")], 2);
}

#[test]
fn a_rated_game_allows_a_takeback_only_where_every_players_chat_allows_it() {
    let mut t = Table::new();
    rated_room(&mut t);
    let out = joined(&t.say("alice", "alice", "/takeback"));
    assert!(out.contains("do not allow takebacks"), "{out}");

    let out = joined(&t.say("alice", "alice", "/takeback on"));
    assert!(out.contains("now allow takebacks"), "{out}");
    // Bob's chat has not allowed them: the move stands.
    let out = joined(&t.say("alice", "alice", "/takeback"));
    assert!(out.contains("do not allow takebacks"), "{out}");

    t.say("bob", "bob", "/takeback on");
    let out = joined(&t.say("alice", "alice", "/takeback"));
    assert!(out.contains("alice asks to take back"), "{out}");
    let mut accept = t.request("bob", "bob", "/help");
    accept.command = Command::TakebackAnswer(true);
    let out = joined(&t.send(&accept));
    assert!(out.contains("the move is taken back"), "{out}");

    // Forbidden again: the moves stand.
    t.say("bob", "bob", "/takeback off");
    let out = joined(&t.say("alice", "alice", "/takeback"));
    assert!(out.contains("do not allow takebacks"), "{out}");
}

#[test]
fn in_a_group_only_administrators_allow_takebacks_in_rated_games() {
    let mut t = Table::new();
    let out = joined(&t.say("bob", "club", "/takeback on"));
    assert!(out.contains("Only the group's administrators"), "{out}");
    let mut admin = t.request("alice", "club", "/takeback on");
    admin.admin = true;
    let out = joined(&t.send(&admin));
    assert!(out.contains("now allow takebacks"), "{out}");
}
