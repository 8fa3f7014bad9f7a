//! Small abuses, through the core: the tap board switched by someone who
//! does not play, long input echoed back, and NUL characters in names and
//! arguments (which PostgreSQL refuses; run with `DAMABOT_TEST_POSTGRES=1`
//! to see it there).

use crate::util::table::{Table, joined, lines};
use damabot::app::Platform;
use damabot::delivery::OutBody;

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
