//! What the bot keeps and shows about people: a private chat's game, a
//! local game and a bot game are read only by their players and from the
//! chats that showed them (`/game`, `/pdn`, `/replay` and the record
//! buttons), group games stay public, and someone who only chatted in a
//! group is not stored.

use crate::util::table::{Table, boards, joined, lines};
use damabot::delivery::{OutBody, Outgoing};
use damabot::text::callback;

/// How many files (PDN records, replays) the output holds.
fn files(out: &[Outgoing]) -> usize {
    out.iter()
        .filter(|o| matches!(o.body, OutBody::File(_)))
        .count()
}

/// `who` in `chat` asks for game 1 every way there is, and must be refused
/// each time as if it did not exist.
fn refused_everywhere(t: &mut Table, who: &str, chat: &str) {
    for ask in ["/game 1", "/pdn 1", "/replay 1"] {
        let out = t.say(who, chat, ask);
        assert_eq!(files(&out), 0, "{ask}: {:?}", lines(&out));
        assert!(boards(&out).is_empty(), "{ask}: {:?}", lines(&out));
        assert!(
            joined(&out).contains("There is no game #1"),
            "{ask}: {:?}",
            lines(&out)
        );
    }
    for payload in ["pdn:1", "replay:1"] {
        let press = callback::decode(payload).expect("a record button");
        let mut request = t.request(who, chat, "/board");
        request.command = press.command;
        request.game = press.game;
        let out = t.send(&request);
        assert_eq!(files(&out), 0, "{payload}: {:?}", lines(&out));
    }
}

/// `who` in `chat` gets game 1's board, its PDN and its replay.
fn readable(t: &mut Table, who: &str, chat: &str) {
    assert_eq!(boards(&t.say(who, chat, "/game 1")).len(), 1);
    assert_eq!(files(&t.say(who, chat, "/pdn 1")), 1);
    assert_eq!(files(&t.say(who, chat, "/replay 1")), 1);
}

#[test]
fn a_bot_game_in_a_private_chat_is_read_only_by_its_player() {
    let mut t = Table::new();
    t.say("alice", "alice", "/bot turkish 1");
    t.say("alice", "alice", "/m d3-d4");
    t.say("alice", "alice", "/resign");
    // carol knows the bot: she is stored, and asks from a group and from
    // her private chat.
    t.say("carol", "club", "/help");
    refused_everywhere(&mut t, "carol", "club");
    refused_everywhere(&mut t, "carol", "carol");
    readable(&mut t, "alice", "alice");
    readable(&mut t, "alice", "club");
}

#[test]
fn a_rated_game_between_private_chats_is_read_only_by_its_players() {
    let mut t = Table::new();
    t.say("alice", "alice", "/play turkish");
    t.say("bob", "bob", "/play turkish");
    // Two moves each: an earlier resignation would abort the game.
    t.play_first_moves([("alice", "alice"), ("bob", "bob")], 4);
    t.say("bob", "bob", "/resign");
    refused_everywhere(&mut t, "carol", "club");
    readable(&mut t, "bob", "bob");
    readable(&mut t, "alice", "club");
    // Nor does carol learn from alice's history whom she played and when.
    let out = t.say("carol", "club", "/history alice");
    assert!(!joined(&out).contains("#1 ·"), "{:?}", lines(&out));
    let out = t.say("alice", "alice", "/history");
    assert!(joined(&out).contains("#1 ·"), "{:?}", lines(&out));
}

#[test]
fn a_local_game_in_a_group_is_read_only_there_and_by_its_player() {
    let mut t = Table::new();
    t.say("alice", "club", "/local english");
    t.say("alice", "club", "/m 1");
    t.say("alice", "club", "/resign");
    refused_everywhere(&mut t, "carol", "elsewhere");
    readable(&mut t, "carol", "club");
    readable(&mut t, "alice", "elsewhere");
}

#[test]
fn a_group_game_stays_public() {
    let mut t = Table::new();
    t.say("alice", "club", "/new turkish");
    t.say("bob", "club", "/join");
    t.play_first_moves([("alice", "club"), ("bob", "club")], 2);
    t.say("bob", "club", "/resign");
    readable(&mut t, "carol", "elsewhere");
    readable(&mut t, "carol", "carol");
}

#[test]
fn someone_who_only_chats_in_a_group_is_not_stored() {
    let mut t = Table::new();
    t.say("alice", "club", "/new turkish");
    t.say("bob", "club", "/join");
    for text in ["hello all", "d3-d4", "what a move"] {
        assert!(t.say("eve", "club", text).is_empty());
    }
    let out = t.say("carol", "club", "/stats eve");
    assert!(
        joined(&out).contains("I don't know a player called \"eve\""),
        "{:?}",
        lines(&out)
    );
    // A command makes her known.
    t.say("eve", "club", "/help");
    let out = t.say("carol", "club", "/stats eve");
    assert!(!joined(&out).contains("I don't know"), "{:?}", lines(&out));
}
