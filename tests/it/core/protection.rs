//! Protection against overload and griefing, through the core: rate limits
//! with one refusal, abandoned games closed, administrators' aborts,
//! rooms joined by code only, no coins for short games, other players'
//! coins kept private.

use crate::util::table::{Table, joined, lines};
use damabot::app::{Platform, StatsQuery};
use damabot::delivery::OutBody;

const SLOW_DOWN: &str = "⏸ Too many commands at once: I did NOT carry this one out.";

/// The whole refusal, when commands are taken again in `secs` seconds.
fn slow_down(secs: u32) -> String {
    format!(
        "{SLOW_DOWN} Send it again in {secs} seconds; until then, commands here are not carried out either (moves in your own games still are)."
    )
}

/// An English game in the group "club": alice (Black) moves first.
fn english_game(t: &mut Table) {
    t.say("alice", "club", "/new english");
    t.say("bob", "club", "/join");
}

#[test]
fn a_flooding_user_hears_slow_down_once_and_then_nothing_until_the_bucket_refills() {
    let mut t = Table::new();
    t.platform = Platform::Telegram;
    english_game(&mut t);
    // The default bucket holds ten commands; /new and /join spent bob's one.
    for i in 0..9 {
        assert!(!t.say("bob", "club", "/rules").is_empty(), "command {i}");
    }
    assert_eq!(
        lines(&t.say("bob", "club", "/rules")),
        [format!("[club] {}", slow_down(2))]
    );
    assert!(t.say("bob", "club", "/rules").is_empty(), "silence");
    assert!(
        t.say("bob", "club", "/m 22-18").is_empty(),
        "moves count too"
    );
    // alice is not held up by bob's flood.
    let out = t.say("alice", "club", "/m 9-14");
    assert!(
        joined(&out).contains("Last move: 9-14"),
        "{:?}",
        lines(&out)
    );
    // One token comes back every two seconds.
    t.now += 2000;
    let out = t.say("bob", "club", "/m 22-18");
    assert!(
        joined(&out).contains("Last move: 22-18"),
        "{:?}",
        lines(&out)
    );
    assert_eq!(
        lines(&t.say("bob", "club", "/board")),
        [format!("[club] {}", slow_down(2))]
    );
}

#[test]
fn a_chat_has_its_own_bucket_and_group_chatter_costs_nothing() {
    let mut t = Table::new();
    t.platform = Platform::Telegram;
    for i in 0..40 {
        assert!(t.say(&format!("u{i}"), "club", "nice game!").is_empty());
    }
    let answered = (0..21)
        .map(|i| t.say(&format!("v{i}"), "club", "/variants"))
        .filter(|out| !joined(out).contains(SLOW_DOWN))
        .count();
    assert_eq!(answered, 20, "twenty commands at once per chat");
    assert!(
        !joined(&t.say("w", "den", "/variants")).contains(SLOW_DOWN),
        "another chat is not limited"
    );
}

#[test]
fn a_deserted_casual_game_is_closed_after_the_idle_days_and_frees_its_chat() {
    let mut t = Table::new();
    english_game(&mut t);
    t.say("alice", "club", "/m 9-14");
    t.say("carol", "den", "/new turkish clock 600");
    t.say("dave", "den", "/join");
    assert!(t.advance(6 * 24 * 3600).iter().all(|o| o.chat.id != "club"));
    assert_eq!(
        lines(&t.say("carol", "club", "/new persian")),
        ["[club] A game is already running in this chat. /board shows it."]
    );
    let out = t.advance(24 * 3600);
    let text = joined(&out);
    assert!(
        text.contains(
            "[club] The game was closed because nobody moved for 7 days. No rating changed."
        ),
        "{text}"
    );
    assert!(
        !text.contains("[den] The game was closed"),
        "a clocked game is never idle"
    );
    let out = t.say("carol", "club", "/new persian");
    assert!(
        joined(&out).contains("Waiting for an opponent"),
        "{:?}",
        lines(&out)
    );
    // Nothing was recorded for the closed game.
    assert!(joined(&t.say("alice", "alice", "/stats")).contains("has not finished a game"));
}

#[test]
fn an_administrator_aborts_any_game_in_their_group_and_nobody_else_can() {
    let mut t = Table::new();
    english_game(&mut t);
    t.play_first_moves([("alice", "club"), ("bob", "club")], 4);
    assert_eq!(
        lines(&t.say("alice", "club", "/abort")),
        [
            "[club] Both sides have made two moves, so the game counts and can no longer be aborted: use /resign instead."
        ]
    );
    assert_eq!(
        lines(&t.say("carol", "club", "/abort")),
        ["[club] You are not playing in this game. Start your own with /new <variant>."]
    );
    let mut request = t.request("carol", "club", "/abort");
    request.admin = true;
    let out = t.send(&request);
    assert_eq!(
        lines(&out),
        [
            "[club] The game was called off by carol, an administrator of this chat. No rating changed."
        ]
    );
    assert!(joined(&t.say("bob", "club", "/new dameo")).contains("Waiting for an opponent"));
    // Administering means nothing in a private chat.
    t.say("erin", "erin", "/bot english 1");
    let mut request = t.request("erin", "erin", "/abort");
    request.admin = true;
    request.user.key.id = "frank".into();
    request.user.name = "frank".into();
    assert!(!joined(&t.send(&request)).contains("called off"));
}

#[test]
fn a_room_is_joined_by_its_code_only() {
    let mut t = Table::new();
    let out = t.say("alice", "club", "/room turkish");
    let code = match &out[1].body {
        OutBody::Text { text, .. } => text.clone(),
        other => panic!("the code comes as its own message: {other:?}"),
    };
    let board = t.say("alice", "club", "/board");
    let OutBody::Board(board) = &board[0].body else {
        panic!("a board: {board:?}");
    };
    assert!(
        board.buttons.iter().all(|b| !b.data.starts_with("join:")),
        "no Join button under a room's board: {:?}",
        board.buttons
    );
    let refusal = "[club] This game is a private room: join it with /join <code>, using the code from its creator.";
    assert_eq!(lines(&t.say("bob", "club", "/join")), [refusal]);
    // A pressed Join button of an old board is a bare join too.
    let mut press = t.request("bob", "club", "/join");
    press.game = Some(board.game);
    assert_eq!(lines(&t.send(&press)), [refusal]);
    let out = t.say("bob", "club", &format!("/join {code}"));
    assert!(
        joined(&out).contains("bob joined the room"),
        "{:?}",
        lines(&out)
    );
}

#[test]
fn games_shorter_than_ten_plies_pay_no_coins() {
    let mut t = Table::new();
    t.say("alice", "club", "/new persian");
    t.say("bob", "club", "/join");
    t.play_first_moves([("alice", "club"), ("bob", "club")], 9);
    let out = t.say("bob", "club", "/resign");
    assert!(
        joined(&out).contains("alice earns no coins: a game pays only after at least 5 moves."),
        "{:?}",
        lines(&out)
    );
    assert!(joined(&t.say("alice", "alice", "/stats")).contains("(🪙 0)"));
    // The bot farm pays nothing either: open, resign, repeat.
    for _ in 0..3 {
        t.say("alice", "alice", "/bot persian 1");
        t.say("alice", "alice", "/resign");
    }
    assert!(joined(&t.say("alice", "alice", "/stats")).contains("(🪙 0)"));
    t.say("alice", "club", "/new persian");
    t.say("bob", "club", "/join");
    t.play_first_moves([("alice", "club"), ("bob", "club")], 10);
    let out = t.say("bob", "club", "/resign");
    assert!(
        joined(&out).contains("alice earns 20 coins."),
        "{:?}",
        lines(&out)
    );
}

#[test]
fn stats_of_someone_else_do_not_show_their_coins() {
    let mut t = Table::new();
    t.say("alice", "club", "/new persian");
    t.say("bob", "club", "/join");
    t.play_first_moves([("alice", "club"), ("bob", "club")], 10);
    t.say("bob", "club", "/resign");
    let own = joined(&t.say("alice", "alice", "/stats"));
    assert!(own.contains("📊 alice (🪙 20)"), "{own}");
    let mut request = t.request("bob", "bob", "/stats alice");
    assert_eq!(
        request.command,
        damabot::app::Command::Stats(StatsQuery::User("alice".into()))
    );
    request.update_id = Some("stats-of-alice".into());
    let theirs = joined(&t.send(&request));
    assert!(theirs.contains("📊 alice"), "{theirs}");
    assert!(!theirs.contains("🪙"), "{theirs}");
}
