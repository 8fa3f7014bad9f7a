//! Whose turn it is, on Discord: a message that mentions the player to
//! move (`<@id>`, with only that user allowed to be notified), deleted once
//! they have moved; and a challenge through the slash command.

use serde_json::Value;

use crate::util::discord::{
    CHANNEL, alice, bob, button, content, is_board, message_id, start_bot, variant,
};
use crate::util::fake_discord::{Call, FakeDiscord, GUILD_ID};

fn a_move(text: &str) -> Value {
    serde_json::json!([{"name": "move", "type": 3, "value": text}])
}

/// A message posted in the channel that mentions `user`.
fn pings(call: &Call, user: u64) -> bool {
    call.is("POST", &format!("/channels/{CHANNEL}/messages"))
        && content(call).contains(&format!("<@{user}>"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_player_to_move_is_mentioned_and_the_mention_deleted_once_they_moved() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3")).await;

    let mark = fake.mark();
    fake.slash(alice(), "new", variant("turkish"));
    fake.wait_call(mark, is_board).await;
    let mark = fake.mark();
    fake.slash(bob(), "join", Value::Array(Vec::new()));
    let ping = fake.wait_call(mark, |c| pings(c, 11)).await;
    assert_eq!(
        ping.body["allowed_mentions"]["users"],
        serde_json::json!(["11"]),
        "only the player is notified"
    );
    let alices = message_id(&ping);

    let mark = fake.mark();
    fake.slash(alice(), "move", a_move("d3-d4"));
    fake.wait_call(mark, |c| {
        c.is("DELETE", &format!("/channels/{CHANNEL}/messages/{alices}"))
    })
    .await;
    fake.wait_call(mark, |c| pings(c, 12)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_through_the_slash_command_is_accepted_by_its_addressee() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3")).await;
    // Bob has used the bot here, so it knows him.
    let mark = fake.mark();
    fake.slash(bob(), "variants", Value::Array(Vec::new()));
    fake.wait_call(mark, |c| content(c).contains("English"))
        .await;

    let mark = fake.mark();
    fake.slash_resolving(
        alice(),
        "challenge",
        serde_json::json!([
            {"name": "user", "type": 6, "value": "12"},
            {"name": "variant", "type": 3, "value": "turkish"}
        ]),
        &[bob()],
    );
    let made = fake
        .wait_call(mark, |c| content(c).contains("alice challenges bob"))
        .await;
    let accept = button(&made, "challenge:");
    let mark = fake.mark();
    fake.press(bob(), message_id(&made), &accept);
    let started = fake.wait_call(mark, is_board).await;
    assert!(
        content(&started).contains("to move"),
        "{}",
        content(&started)
    );
    fake.wait_call(mark, |c| pings(c, 11)).await;
}

/// `/games` links a board in a server channel by its jump URL,
/// `https://discord.com/channels/<server>/<channel>/<message>`, the form
/// Discord's "Copy Message Link" gives.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_links_a_server_channels_board_by_its_jump_url() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3")).await;

    let mark = fake.mark();
    fake.slash(alice(), "new", variant("turkish"));
    fake.wait_call(mark, is_board).await;
    let mark = fake.mark();
    fake.slash(bob(), "join", Value::Array(Vec::new()));
    // The turn ping comes after the board it points to.
    fake.wait_call(mark, |c| pings(c, 11)).await;
    let board = fake
        .calls()
        .iter()
        .rev()
        .find(|c| is_board(c))
        .map(message_id)
        .expect("a board");

    let mut in_dm = alice();
    in_dm.guild = None;
    in_dm.channel = 600_000_000_000_000_011;
    let mark = fake.mark();
    fake.slash(in_dm, "games", Value::Array(Vec::new()));
    let list = fake
        .wait_call(mark, |c| content(c).contains("Your games"))
        .await;
    let link = format!("https://discord.com/channels/{GUILD_ID}/{CHANNEL}/{board}");
    assert!(content(&list).contains(&link), "{}", content(&list));
}

/// Milliseconds since the Unix epoch.
fn now_ms() -> i64 {
    let since = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("after 1970");
    i64::try_from(since.as_millis()).expect("in range")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_clock_from_the_clock_option_shows_both_times_and_its_flag_fall_loses() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let bot = start_bot(&fake, &dir.path().join("bot.sqlite3")).await;

    let mark = fake.mark();
    fake.slash(
        alice(),
        "new",
        serde_json::json!([
            {"name": "variant", "type": 3, "value": "turkish"},
            {"name": "clock", "type": 3, "value": "5+3"}
        ]),
    );
    fake.wait_call(mark, is_board).await;
    let mark = fake.mark();
    fake.slash(bob(), "join", Value::Array(Vec::new()));
    let started = fake.wait_call(mark, is_board).await;
    assert!(
        content(&started).contains("⏱ 5+3: ⚪ 5:00 · ⚫ 5:00"),
        "{}",
        content(&started)
    );
    // Two moves each (the first numbered move), so that the flag fall counts.
    for player in [alice(), bob(), alice(), bob()] {
        let mark = fake.mark();
        fake.slash(player, "move", a_move("1"));
        fake.wait_call(mark, is_board).await;
    }
    // Ten minutes on, alice's five are gone. The clock waits while a
    // parcel of the game is still being delivered, so the run is asked for
    // again until the flag fall is out.
    let mark = fake.mark();
    let at = now_ms() + 10 * 60 * 1000;
    let mut tries = 0;
    let ended = loop {
        bot.hub.tick(Some(at)).await.expect("the clocks run");
        let found = fake
            .calls_since(mark)
            .into_iter()
            .find(|c| content(c).contains("The opponent ran out of time."));
        if let Some(call) = found {
            break call;
        }
        tries += 1;
        assert!(tries < 400, "no flag fall: {:?}", fake.calls_since(mark));
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    };
    assert!(
        content(&ended).contains("Black wins: bob"),
        "{}",
        content(&ended)
    );
}
