//! The Discord adapter at its boundary: the real serenity client, the real
//! core and hub, and a fake Discord (REST API and gateway on 127.0.0.1).
//! No network, no real token. The stories run on SQLite, and the one with
//! a database that refuses writes on PostgreSQL.

use std::time::Duration;

use damabot::adapters::discord;
use damabot::store::Store;
use serde_json::{Value, json};

use crate::util::bot::WAITS;
use crate::util::discord::{
    CHANNEL, TOKEN, alice, bob, button, content, is_board, is_ping, message_id, picks, start_bot,
    start_bot_on, variant,
};
use crate::util::fake_discord::{self, APP_ID, Call, FakeDiscord, Who};
use crate::util::logs;
use crate::util::postgres::fresh_database;

fn a_move(text: &str) -> Value {
    json!([{"name": "move", "type": 3, "value": text}])
}

/// Opens a Turkish game for alice and lets bob join with the button under
/// the board; returns the board call showing the started game.
async fn started_game(fake: &FakeDiscord) -> Call {
    let mark = fake.mark();
    let new = fake.slash(alice(), "new", variant("turkish"));
    let board = fake.wait_call(mark, is_board).await;
    // Nothing private to say: the "thinking" placeholder goes away.
    fake.wait_call(mark, |c| {
        c.is(
            "DELETE",
            &format!(
                "/webhooks/{APP_ID}/{}/messages/@original",
                fake_discord::token(new)
            ),
        )
    })
    .await;
    let mark = fake.mark();
    let join = fake.press(bob(), message_id(&board), &button(&board, "join:"));
    let started = fake.wait_call(mark, is_board).await;
    let ack = fake
        .wait_call(mark, |c| {
            c.path.starts_with(&format!("/interactions/{join}/"))
        })
        .await;
    assert_eq!(
        ack.body["type"], 6,
        "a press is acknowledged without a message"
    );
    assert!(
        content(&started).contains("to move"),
        "{}",
        content(&started)
    );
    started
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_through_slash_commands_and_buttons() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3")).await;
    let board = started_game(&fake).await;

    // The slash command is registered with its Turkish name.
    let registration = fake.wait_call(0, |c| c.is("PUT", "/applications/")).await;
    let new = registration
        .body
        .as_array()
        .and_then(|cs| cs.iter().find(|c| c["name"] == "new"))
        .expect("/new is registered");
    assert_eq!(new["name_localizations"]["tr"], "yeni");

    // /move autocompletes from the legal moves.
    let mark = fake.mark();
    fake.autocomplete(alice(), "move", "move", "d3");
    let choices = fake
        .wait_call(mark, |c| c.is("POST", "/interactions/"))
        .await;
    assert_eq!(choices.body["type"], 8);
    let values: Vec<&str> = choices.body["data"]["choices"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|c| c["value"].as_str())
        .collect();
    assert_eq!(values, ["d3-d4"]);

    // alice plays through /move; the board shows the move.
    let mark = fake.mark();
    fake.slash(alice(), "move", a_move("d3-d4"));
    let after = fake
        .wait_call(mark, |c| is_board(c) && content(c).contains("d3-d4"))
        .await;
    assert!(
        !picks(&after).is_empty(),
        "the board offers the legal moves"
    );

    // bob picks his answer from the menu of legal moves.
    let (menu, _, value) = picks(&after)
        .into_iter()
        .find(|(_, label, _)| label.ends_with("d6-d5"))
        .expect("d6-d5 is offered");
    let mark = fake.mark();
    fake.pick(bob(), message_id(&after), &menu, &value);
    let mut after = fake
        .wait_call(mark, |c| is_board(c) && content(c).contains("d6-d5"))
        .await;

    // Two moves each, so that the draw that follows is a result: alice
    // must take d4xd6xd8, and bob steps a6-a5.
    for (who, mv) in [(alice(), "d4xd6xd8"), (bob(), "a6-a5")] {
        let mark = fake.mark();
        fake.slash(who, "move", a_move(mv));
        after = fake
            .wait_call(mark, |c| is_board(c) && content(c).contains(mv))
            .await;
    }

    // bob offers a draw with the button, alice accepts with the button under
    // the offer: the game ends drawn, and its board offers no more moves.
    let mark = fake.mark();
    fake.press(bob(), message_id(&after), &button(&board, "draw:"));
    let offer = fake
        .wait_call(mark, |c| {
            c.is("POST", &format!("/channels/{CHANNEL}/messages"))
                && content(c).contains("offers a draw")
        })
        .await;
    let mark = fake.mark();
    fake.press(alice(), message_id(&offer), &button(&offer, "draw:"));
    let end = fake
        .wait_call(mark, |c| is_board(c) && content(c).contains("Draw"))
        .await;
    assert!(
        content(&end).contains("Agreed by both players"),
        "{}",
        content(&end)
    );
    assert!(picks(&end).is_empty());
}

/// The values of an autocompletion answer, in order.
fn choice_values(call: &Call) -> Vec<String> {
    call.body["data"]["choices"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|c| c["value"].as_str().map(str::to_owned))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_variant_option_autocompletes_every_name_and_the_typed_name_plays() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3")).await;
    let registration = fake.wait_call(0, |c| c.is("PUT", "/applications/")).await;
    let commands = registration.body.as_array().expect("commands");
    let mut variant_options = 0;
    for command in commands {
        for option in command["options"].as_array().into_iter().flatten() {
            let choices = option["choices"].as_array().map_or(0, Vec::len);
            assert!(choices <= 25, "{}: {option}", command["name"]);
            if option["name"] == "variant" {
                variant_options += 1;
                assert_eq!(option["autocomplete"], true, "{}", command["name"]);
                assert_eq!(option["name_localizations"]["ru"], "вариант");
            }
        }
    }
    assert_eq!(
        variant_options, 11,
        "new, bot, play, room, local, stats, top, rules, tips, load, challenge"
    );
    let new = commands.iter().find(|c| c["name"] == "new").expect("/new");
    assert_eq!(new["name_localizations"]["ru"], "новая");

    let olga = Who {
        locale: "ru",
        ..alice()
    };
    for (command, typed, first) in [
        ("new", "шашки", "russian"),
        ("bot", "intl", "international"),
        ("rules", "روسی", "russian"),
        ("top", "Brezilya", "brazilian"),
        ("play", "dama", "turkish"),
        ("stats", "konane", "hawaiian"),
    ] {
        let mark = fake.mark();
        fake.autocomplete(olga, command, "variant", typed);
        let answer = fake
            .wait_call(mark, |c| c.is("POST", "/interactions/"))
            .await;
        assert_eq!(answer.body["type"], 8);
        let values = choice_values(&answer);
        assert_eq!(
            values.first().map(String::as_str),
            Some(first),
            "/{command} {typed}"
        );
    }
    let mark = fake.mark();
    fake.autocomplete(olga, "tips", "variant", "");
    let answer = fake
        .wait_call(mark, |c| c.is("POST", "/interactions/"))
        .await;
    assert_eq!(
        choice_values(&answer).len(),
        21,
        "nothing typed lists every variant"
    );
    let label = answer.body["data"]["choices"][7]["name"]
        .as_str()
        .unwrap_or_default();
    assert_eq!(label, "Русские шашки · russian");

    // A name typed without picking a choice is read by the chat grammar.
    let mark = fake.mark();
    fake.slash(olga, "new", variant("русские шашки"));
    let board = fake.wait_call(mark, is_board).await;
    assert!(
        content(&board).contains("Русские шашки"),
        "{}",
        content(&board)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_illegal_move_is_refused_in_an_ephemeral_translated_message() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3")).await;
    started_game(&fake).await;
    let turkish = Who {
        locale: "tr",
        ..alice()
    };
    let mark = fake.mark();
    let id = fake.slash(turkish, "move", a_move("a3-a5"));
    let answer = fake
        .wait_call(mark, |c| {
            c.is(
                "PATCH",
                &format!(
                    "/webhooks/{APP_ID}/{}/messages/@original",
                    fake_discord::token(id)
                ),
            )
        })
        .await;
    assert_eq!(
        content(&answer),
        "\"a3-a5\" burada geçerli bir hamle değil. Geçerli hamleler için /moves.\n\
         a3 karesindeki taşın hamleleri: a3-a4"
    );
    let calls = fake.calls_since(mark);
    let deferral = calls
        .iter()
        .find(|c| c.path.starts_with(&format!("/interactions/{id}/")))
        .expect("the command was acknowledged");
    assert_eq!(
        (
            deferral.body["type"].clone(),
            deferral.body["data"]["flags"].clone()
        ),
        (json!(5), json!(64))
    );
    assert!(
        !calls
            .iter()
            .any(
                |c| c.is("POST", &format!("/channels/{CHANNEL}/messages")) && !is_ping(c)
                    || is_board(c)
            ),
        "nothing was posted in the channel but the turn's ping"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_keycap_reaction_on_the_board_plays_that_move() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3")).await;
    let board = started_game(&fake).await;
    let id = message_id(&board);
    let moves = picks(&board);
    assert!(moves.len() <= 10, "Turkish openings have few moves");
    // The bot put one keycap per legal move on the board.
    fake.wait_call(0, |c| {
        c.is(
            "PUT",
            &format!("/channels/{CHANNEL}/messages/{id}/reactions/"),
        ) && c.path.contains(&utf8_percent(&keycap(moves.len())))
    })
    .await;
    let number = moves
        .iter()
        .position(|(_, label, _)| label.ends_with("d3-d4"))
        .expect("d3-d4 is offered")
        + 1;
    let mark = fake.mark();
    fake.react(alice(), id, &keycap(number));
    let after = fake
        .wait_call(mark, |c| is_board(c) && content(c).contains("d3-d4"))
        .await;
    assert_eq!(message_id(&after), id, "the board was edited in place");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_in_a_message_that_mentions_the_bot_is_played() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3")).await;
    started_game(&fake).await;
    let mark = fake.mark();
    fake.say(alice(), "nice weather", false);
    fake.say(alice(), &format!("<@{APP_ID}> d3-d4"), true);
    let after = fake.wait_call(mark, is_board).await;
    assert!(content(&after).contains("d3-d4"), "{}", content(&after));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_ai_answers_later_on_the_same_board() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3")).await;
    let mark = fake.mark();
    let level = json!({"name": "level", "type": 4, "value": 1});
    let mut options = variant("turkish");
    options.as_array_mut().expect("a list").push(level);
    fake.slash(alice(), "bot", options);
    let board = fake.wait_call(mark, is_board).await;
    let mark = fake.mark();
    fake.slash(alice(), "move", a_move("d3-d4"));
    let answer = fake
        .wait_call(mark, |c| {
            is_board(c) && content(c).contains("Last move") && !content(c).contains("d3-d4")
        })
        .await;
    assert_eq!(message_id(&answer), message_id(&board));
    assert!(!picks(&answer).is_empty(), "alice is to move again");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_survives_a_dropped_gateway_connection() {
    let fake = FakeDiscord::with_heartbeat(Duration::from_millis(500)).await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3")).await;
    fake.wait_frames(1, 1).await;
    let identify = fake
        .frames()
        .into_iter()
        .find(|f| f["op"] == 2)
        .expect("the client identified");
    let intents = identify["d"]["intents"].as_u64().expect("intents");
    assert_eq!(intents, discord::intents().bits(), "the minimum intents");
    assert_eq!(
        intents & (1 << 15),
        0,
        "no privileged message content intent"
    );

    fake.drop_connection();
    fake.wait_sessions(2).await;
    assert!(
        fake.frames().iter().any(|f| f["op"] == 6),
        "the session was resumed"
    );

    let mark = fake.mark();
    fake.slash(alice(), "new", variant("english"));
    fake.wait_call(mark, is_board).await;

    // The token was used, yet no log line shows it.
    assert!(
        fake.calls()
            .iter()
            .all(|c| c.authorization.as_deref() == Some(&format!("Bot {TOKEN}")))
    );
    let logs = logs::text();
    assert!(!logs.is_empty());
    assert!(!logs.contains(TOKEN), "a log line shows the token");
}

fn keycap(number: usize) -> String {
    if number == 10 {
        "🔟".to_owned()
    } else {
        format!("{number}\u{fe0f}\u{20e3}")
    }
}

/// An emoji as it appears in a request path.
fn utf8_percent(text: &str) -> String {
    text.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() {
                char::from(b).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_member_who_manages_messages_can_abort_a_running_game() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3")).await;
    started_game(&fake).await;
    let mark = fake.mark();
    fake.slash(alice(), "move", a_move("d3-d4"));
    fake.wait_call(mark, |c| is_board(c) && content(c).contains("d3-d4"))
        .await;
    let carol = Who {
        user: 13,
        name: "carol",
        ..alice()
    };
    // Without the permission, carol is told privately that it is not hers.
    let mark = fake.mark();
    let id = fake.slash(carol, "abort", json!([]));
    let refusal = fake
        .wait_call(mark, |c| {
            c.is(
                "PATCH",
                &format!(
                    "/webhooks/{APP_ID}/{}/messages/@original",
                    fake_discord::token(id)
                ),
            )
        })
        .await;
    assert!(
        content(&refusal).contains("not playing"),
        "{}",
        content(&refusal)
    );
    // With Manage Messages (bit 13) her /abort calls the game off.
    let mark = fake.mark();
    fake.slash_with_permissions(carol, "abort", json!([]), "8192");
    let told = fake
        .wait_call(mark, |c| {
            c.is("POST", &format!("/channels/{CHANNEL}/messages"))
                && content(c).contains("called off by carol")
        })
        .await;
    assert!(
        content(&told).contains("administrator"),
        "{}",
        content(&told)
    );
}

/// The next message the bot posts in the channel after `mark`.
async fn next_post(fake: &FakeDiscord, mark: usize) -> Call {
    fake.wait_call(mark, |c| {
        c.is("POST", &format!("/channels/{CHANNEL}/messages"))
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_user_option_reaches_the_core_as_that_user_whatever_their_name_reads_as() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3")).await;
    // A player whose display name is also a name of Turkish draughts: as
    // chat text, `/stats Dama` would ask for that variant's results.
    let dama = Who {
        user: 14,
        name: "Dama",
        ..alice()
    };
    let mark = fake.mark();
    fake.slash(dama, "stats", json!([]));
    let own = next_post(&fake, mark).await;
    assert_eq!(content(&own), "Dama has not finished a game yet.");

    let mark = fake.mark();
    fake.slash_resolving(
        alice(),
        "stats",
        json!([{"name": "user", "type": 6, "value": "14"}]),
        &[dama],
    );
    let answer = next_post(&fake, mark).await;
    assert_eq!(content(&answer), "Dama has not finished a game yet.");

    // The variant option still names a variant.
    let mark = fake.mark();
    fake.slash(alice(), "stats", variant("dama"));
    let by_variant = next_post(&fake, mark).await;
    assert!(
        content(&by_variant).contains("Turkish dama: 0 finished games"),
        "{}",
        content(&by_variant)
    );
}

/// Discord sends an event once, so the adapter keeps a request the
/// database did not take and submits it again, and queues the channel's
/// later requests behind it. Here the database refuses writes (as a standby
/// not yet promoted does) while alice opens a game, and takes them again
/// before bob joins: bob's /join must still wait for alice's /new, or it
/// would find no game to join. Alice is told in an ephemeral notice that
/// her command waits, and the notice goes once it is carried out; bob's
/// message in another channel meanwhile is told in that channel.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_command_the_database_did_not_take_is_applied_later_and_in_order() {
    let (url, store) = tokio::task::spawn_blocking(|| {
        let url = fresh_database();
        let store = Store::connect(&url).expect("the store connects");
        (url, store)
    })
    .await
    .expect("a database");
    let fake = FakeDiscord::start().await;
    let _bot = start_bot_on(&fake, store).await;

    let mark = fake.mark();
    writes(&url, false).await;
    let new = fake.slash(alice(), "new", variant("english"));
    let kept = async {
        while !logs::text().contains("it is kept and tried again") {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    };
    tokio::time::timeout(Duration::from_secs(30), kept)
        .await
        .expect("alice's /new, which the database refused, is kept");
    let follow_up = format!("/webhooks/{APP_ID}/{}", fake_discord::token(new));
    let notice = fake
        .wait_call(mark, |c| c.method == "POST" && c.path == follow_up)
        .await;
    assert!(content(&notice).contains(WAITS), "{}", content(&notice));
    assert_eq!(notice.body["flags"], json!(64), "the notice is ephemeral");
    // A message has no private answer: its notice quotes it in its channel.
    let elsewhere = CHANNEL + 1;
    let said = fake.say(
        Who {
            channel: elsewhere,
            ..bob()
        },
        "/variants",
        true,
    );
    let in_channel = format!("/channels/{elsewhere}/messages");
    let told = fake.wait_call(mark, |c| c.is("POST", &in_channel)).await;
    assert!(content(&told).contains(WAITS), "{}", content(&told));
    assert_eq!(
        told.body["message_reference"]["message_id"],
        json!(said.to_string())
    );
    writes(&url, true).await;
    let join = fake.slash(bob(), "join", json!([]));

    let started = fake
        .wait_call(mark, |c| is_board(c) && content(c).contains("to move"))
        .await;
    assert!(content(&started).contains("bob"), "{}", content(&started));
    for interaction in [new, join] {
        let placeholder = format!(
            "/webhooks/{APP_ID}/{}/messages/@original",
            fake_discord::token(interaction)
        );
        fake.wait_call(mark, |c| c.path == placeholder).await;
    }
    fake.wait_call(mark, |c| {
        c.is("POST", &in_channel) && content(c).contains("Russian")
    })
    .await;
    let notice = format!(
        "{follow_up}/messages/{}",
        notice.answer["id"].as_str().expect("an id")
    );
    fake.wait_call(mark, |c| c.method == "DELETE" && c.path == notice)
        .await;
}

/// Makes the database at `url` take writes or refuse them, for every
/// session: its default changes, and the sessions open now are ended (the
/// store opens new ones).
async fn writes(url: &str, take: bool) {
    let url = url.to_owned();
    tokio::task::spawn_blocking(move || {
        // From the server's own database: this one's sessions may be read-only.
        let (server, name) = url.rsplit_once('/').expect("a database name");
        let mut db = postgres::Client::connect(&format!("{server}/postgres"), postgres::NoTls)
            .expect("the server");
        let read_only = if take { "off" } else { "on" };
        db.batch_execute(&format!(
            "ALTER DATABASE \"{name}\" SET default_transaction_read_only = {read_only};
             SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '{name}';"
        ))
        .expect("the database's default changed");
    })
    .await
    .expect("done");
}
