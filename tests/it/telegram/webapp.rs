//! The Mini App's server (issue 39) against the fake Bot API: the bot in
//! this process serves the page and its API on a loopback port, and the
//! tests call it as the page would, with `initData` signed here with the
//! fake's token by Telegram's published scheme (not by the bot's code).
//! A move made through the API must show in the chat's board message as
//! the fake recorded it.

use std::time::Duration;

use serde_json::{Value, json};

use crate::util::fake_telegram::{BOT_USERNAME, FakeTelegram, TOKEN};
use crate::util::telegram::{Chat, WAIT, alice, bob, carol};
use crate::util::webapp::{Events, Served, init_data, now, serve, signed};

const GROUP: i64 = -7_301;

/// Starts a Russian game in `GROUP` between Alice (White) and Bob.
async fn group_game(fake: &FakeTelegram) -> Chat<'_> {
    let table = Chat::new(fake, GROUP);
    let since = fake.call_count();
    table.say(&alice(), "/new russian");
    table.next(since, |c| c.method == "sendPhoto").await;
    let since = fake.call_count();
    table.say(&bob(), "/join");
    table
        .next(since, |c| {
            c.method == "editMessageMedia" || c.method == "sendPhoto"
        })
        .await;
    table
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn requests_without_valid_init_data_are_refused_and_a_valid_one_sees_the_game() {
    let fake = FakeTelegram::start().await;
    let served = serve(&fake, true);
    served.ready().await;
    group_game(&fake).await;

    let user = alice().to_string();
    let old = init_data(
        &[
            ("auth_date", (now() - 25 * 3600).to_string()),
            ("user", user.clone()),
        ],
        TOKEN,
    );
    let other_bot = init_data(
        &[("auth_date", now().to_string()), ("user", user.clone())],
        "4242424242:another-bots-token",
    );
    let tampered = signed(&alice()).replace("Alice", "Carol");
    let no_user = init_data(&[("auth_date", now().to_string())], TOKEN);
    let no_date = init_data(&[("user", user.clone())], TOKEN);
    let no_hash = format!(
        "auth_date={}&user={}",
        now(),
        form_urlencoded::byte_serialize(user.as_bytes()).collect::<String>()
    );
    for (why, auth) in [
        ("no initData", None),
        ("signed with another token", Some(other_bot.as_str())),
        ("tampered", Some(tampered.as_str())),
        ("older than a day", Some(old.as_str())),
        ("without user", Some(no_user.as_str())),
        ("without auth_date", Some(no_date.as_str())),
        ("without hash", Some(no_hash.as_str())),
    ] {
        let (status, body) = served.get("api/games/g1", auth).await;
        assert_eq!(status, 401, "{why}: {body}");
        assert!(
            body["error"]
                .as_str()
                .is_some_and(|e| e.contains("Telegram")),
            "{why}: a translated reason: {body}"
        );
    }

    let (status, view) = served.get("api/games/g1", Some(&signed(&alice()))).await;
    assert_eq!(status, 200, "{view}");
    assert_eq!(view["game"], "g1");
    assert_eq!(view["variant"], "russian");
    assert_eq!(view["geometry"]["kind"], "dark");
    assert_eq!(view["squares"].as_array().map(Vec::len), Some(32));
    assert_eq!(view["pieces"]["c3"], "wm");
    assert_eq!(view["pieces"]["d6"], "bm");
    assert_eq!(view["to_move"], "white");
    assert_eq!(view["you"], "white");
    assert_eq!(view["white"]["name"], "Alice");
    assert_eq!(view["black"]["name"], "Bob");
    // Russian draughts' seven opening moves: a1 has none (b2 blocks it).
    let legal: Vec<String> = view["legal"]
        .as_array()
        .expect("legal moves")
        .iter()
        .map(|m| {
            m["path"]
                .as_array()
                .expect("a path")
                .iter()
                .filter_map(Value::as_str)
                .collect::<Vec<_>>()
                .join("-")
        })
        .collect();
    assert_eq!(legal.len(), 7, "{legal:?}");
    assert!(legal.contains(&"c3-d4".to_owned()), "{legal:?}");
    // Bob is not to move: no legal moves for him.
    let (status, view) = served.get("api/games/g1", Some(&signed(&bob()))).await;
    assert_eq!((status, view["you"].as_str()), (200, Some("black")));
    assert_eq!(view["legal"], json!([]));
    let (status, _) = served.get("api/games/g99", Some(&signed(&alice()))).await;
    assert_eq!(status, 404, "no such game");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_on_the_page_is_played_in_the_chat_and_refusals_are_translated() {
    let fake = FakeTelegram::start().await;
    let served = serve(&fake, true);
    served.ready().await;
    let table = group_game(&fake).await;
    let version = served.get("api/games/g1", Some(&signed(&alice()))).await.1["version"]
        .as_i64()
        .expect("a version");

    // Carol watches but does not play.
    let (status, body) = served
        .post(
            "api/games/g1/move",
            &signed(&carol()),
            json!({"path": ["c3", "d4"], "version": version}),
        )
        .await;
    assert_eq!(status, 403, "{body}");
    assert!(
        body["error"].as_str().is_some_and(|e| !e.is_empty()),
        "{body}"
    );
    // Bob is not on turn.
    let (status, body) = served
        .post(
            "api/games/g1/move",
            &signed(&bob()),
            json!({"path": ["f6", "e5"], "version": version}),
        )
        .await;
    assert_eq!(status, 403, "{body}");
    // c3 to e5 is no move of a man.
    let (status, body) = served
        .post(
            "api/games/g1/move",
            &signed(&alice()),
            json!({"path": ["c3", "e5"], "version": version}),
        )
        .await;
    assert_eq!(status, 422, "{body}");
    assert!(
        body["error"].as_str().is_some_and(|e| !e.is_empty()),
        "{body}"
    );

    let since = fake.call_count();
    let (status, body) = served
        .post(
            "api/games/g1/move",
            &signed(&alice()),
            json!({"path": ["c3", "d4"], "version": version}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["ok"], true);
    assert_eq!(body["state"]["to_move"], "black");
    assert_eq!(body["state"]["pieces"]["d4"], "wm");
    assert_eq!(body["state"]["last"]["path"], json!(["c3", "d4"]));
    let edited = table.next(since, |c| c.method == "editMessageMedia").await;
    let caption = edited.caption().unwrap_or_default().to_owned();
    assert!(
        caption.contains("c3-d4"),
        "the chat's board shows the move: {caption}"
    );
    assert_eq!(table.board().text, caption);
    // The refusals were the page's alone: nothing was said in the chat.
    assert!(
        fake.calls()[..].iter().all(|c| c.method != "sendMessage"
            || c.chat_id() != Some(GROUP)
            || !c.text("text").is_some_and(|t| t.contains("not your turn"))),
        "a refusal leaked into the chat"
    );

    // The same move again, on the board as it was: stale.
    let (status, body) = served
        .post(
            "api/games/g1/move",
            &signed(&alice()),
            json!({"path": ["c3", "d4"], "version": version}),
        )
        .await;
    assert!(status == 403 || status == 422, "{status} {body}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_event_stream_sends_the_new_state_when_the_opponent_moves_in_the_chat() {
    let fake = FakeTelegram::start().await;
    let served = serve(&fake, true);
    served.ready().await;
    let table = group_game(&fake).await;
    let auth: String = form_urlencoded::byte_serialize(signed(&bob()).as_bytes()).collect();
    let mut stream = served
        .http
        .get(format!("{}api/games/g1/events?auth={auth}", served.base))
        .send()
        .await
        .expect("a stream");
    assert_eq!(stream.status(), 200);
    assert!(
        stream.headers()["content-type"]
            .to_str()
            .is_ok_and(|t| t.starts_with("text/event-stream"))
    );
    let mut events = Events::default();
    let first = events.next(&mut stream).await;
    assert_eq!(first["to_move"], "white");
    assert_eq!(first["you"], "black");

    // Alice moves in the chat, by typing.
    table.say(&alice(), "c3-d4");
    let next = events.next(&mut stream).await;
    assert_eq!(next["to_move"], "black", "{next}");
    assert_eq!(next["pieces"]["d4"], "wm");
    assert!(next["version"].as_i64() > first["version"].as_i64());
    assert_eq!(
        next["legal"].as_array().map(Vec::is_empty),
        Some(false),
        "Bob's moves now"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn streams_are_bounded_per_user() {
    let fake = FakeTelegram::start().await;
    let served = serve(&fake, true);
    served.ready().await;
    group_game(&fake).await;
    let auth: String = form_urlencoded::byte_serialize(signed(&carol()).as_bytes()).collect();
    let url = format!("{}api/games/g1/events?auth={auth}", served.base);
    let mut open = Vec::new();
    for _ in 0..4 {
        let stream = served.http.get(&url).send().await.expect("a stream");
        assert_eq!(stream.status(), 200);
        open.push(stream);
    }
    let fifth = served.http.get(&url).send().await.expect("an answer");
    assert_eq!(fifth.status(), 429);
    drop(open.pop());
    // The closed stream's place is given back once the server sees it go
    // (at the latest when its next ping, 15 s on, finds it closed).
    let deadline = tokio::time::Instant::now() + 2 * WAIT;
    loop {
        let again = served.http.get(&url).send().await.expect("an answer");
        if again.status() == 200 {
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the place never came back"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn watchers_must_be_in_the_chat_and_a_private_game_is_its_players_alone() {
    let fake = FakeTelegram::start().await;
    let served = serve(&fake, true);
    served.ready().await;
    group_game(&fake).await;
    // Carol is in the group: she may watch, and sees no moves of hers.
    let (status, view) = served.get("api/games/g1", Some(&signed(&carol()))).await;
    assert_eq!(status, 200, "{view}");
    assert_eq!(view["you"], Value::Null);
    assert_eq!(view["legal"], json!([]));
    // Dave has left it.
    let dave = crate::util::fake_telegram::user_json(44, "Dave", "en");
    fake.make_outsider(GROUP, 44);
    let (status, body) = served.get("api/games/g1", Some(&signed(&dave))).await;
    assert_eq!(status, 403, "{body}");
    assert!(
        body["error"].as_str().is_some_and(|e| e.contains("watch")),
        "{body}"
    );

    // Alice's game with the bot in her private chat is hers alone.
    let private = Chat::new(&fake, 11);
    let since = fake.call_count();
    private.say(&alice(), "/bot russian");
    private.next(since, |c| c.method == "sendPhoto").await;
    let (status, _) = served.get("api/games/g2", Some(&signed(&alice()))).await;
    assert_eq!(status, 200);
    let (status, _) = served.get("api/games/g2", Some(&signed(&carol()))).await;
    assert_eq!(status, 403);
}

/// The launch button of a board message, as its JSON.
fn launch_button(board: &crate::util::fake_telegram::Sent) -> Option<Value> {
    board.markup["inline_keyboard"]
        .as_array()?
        .iter()
        .flat_map(|row| row.as_array().cloned().unwrap_or_default())
        .find(|b| b.get("web_app").is_some() || b.get("url").is_some())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn boards_open_the_mini_app_only_when_it_is_set_up() {
    for configured in [true, false] {
        let fake = FakeTelegram::start().await;
        let served = serve(&fake, configured);
        let table = group_game(&fake).await;
        let private = Chat::new(&fake, 11);
        let since = fake.call_count();
        private.say(&alice(), "/bot russian");
        private.next(since, |c| c.method == "sendPhoto").await;
        let group_button = launch_button(&table.board());
        let private_button = launch_button(&private.board());
        if !configured {
            assert_eq!(group_button, None);
            assert_eq!(private_button, None);
            continue;
        }
        let group_button = group_button.expect("a link under the group's board");
        assert_eq!(
            group_button["url"],
            format!("https://t.me/{BOT_USERNAME}/board?startapp=g1"),
            "{group_button}"
        );
        assert!(
            group_button.get("web_app").is_none(),
            "no web_app in groups"
        );
        let private_button = private_button.expect("a button under the private board");
        assert_eq!(
            private_button["web_app"]["url"],
            format!("{}?game=g2", served.base),
            "{private_button}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_and_its_words_are_served_without_sign_in() {
    let fake = FakeTelegram::start().await;
    let served = serve(&fake, true);
    served.ready().await;
    let page = served
        .http
        .get(&served.base)
        .header("Accept-Encoding", "gzip")
        .send()
        .await
        .expect("the page");
    assert_eq!(page.status(), 200);
    assert_eq!(page.headers()["content-encoding"], "gzip");
    assert!(
        page.headers()["content-type"]
            .to_str()
            .is_ok_and(|t| t.starts_with("text/html"))
    );
    let (status, words) = served.get("api/strings?lang=fa", None).await;
    assert_eq!(status, 200, "{words}");
    assert_eq!(words["lang"], "fa");
    assert_eq!(words["dir"], "rtl");
    assert!(words["strings"].is_object(), "{words}");
    let (_, words) = served.get("api/strings?lang=ru", None).await;
    assert_eq!(
        (words["lang"].as_str(), words["dir"].as_str()),
        (Some("ru"), Some("ltr"))
    );
    let (status, _) = served.get("no-such-file.js", None).await;
    assert_eq!(status, 404);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn draw_offers_are_made_declined_and_accepted_and_a_game_resigned_from_the_page() {
    let fake = FakeTelegram::start().await;
    let served = serve(&fake, true);
    served.ready().await;
    let table = group_game(&fake).await;
    let action = |who: Value, what: &'static str| {
        let served = &served;
        async move {
            served
                .post(
                    "api/games/g1/action",
                    &signed(&who),
                    json!({ "action": what }),
                )
                .await
        }
    };
    let (status, body) = action(alice(), "decline_draw").await;
    assert_eq!(status, 422, "no offer to decline: {body}");
    let (status, body) = action(carol(), "offer_draw").await;
    assert_eq!(status, 403, "a watcher offers nothing: {body}");
    let (status, body) = action(alice(), "dance").await;
    assert_eq!(status, 422, "{body}");

    // Two moves each, so that an agreement is a result, not an abort.
    opening(&served, 1).await;
    let (status, body) = action(alice(), "offer_draw").await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["state"]["draw_offer"], "white");
    let since = fake.call_count();
    let (status, body) = action(bob(), "decline_draw").await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["state"]["draw_offer"], Value::Null);
    // The chat is told.
    table
        .next(since, |c| {
            c.method == "sendMessage" && c.text("text").is_some_and(|t| t.contains("Bob declines"))
        })
        .await;

    let (status, _) = action(bob(), "offer_draw").await;
    assert_eq!(status, 200);
    let (status, body) = action(alice(), "accept_draw").await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["state"]["result"]["score"], "1/2-1/2", "{body}");

    // A new game in the group, resigned by Bob from the page.
    let since = fake.call_count();
    table.say(&alice(), "/new russian");
    table.next(since, |c| c.method == "sendPhoto").await;
    let since = fake.call_count();
    table.say(&bob(), "/join");
    table
        .next(since, |c| {
            c.method == "editMessageMedia" || c.method == "sendPhoto"
        })
        .await;
    opening(&served, 2).await;
    let (status, body) = served
        .post(
            "api/games/g2/action",
            &signed(&bob()),
            json!({"action": "resign"}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["state"]["result"]["score"], "1-0", "{body}");
    assert!(
        body["state"]["result"]["text"]
            .as_str()
            .is_some_and(|t| t.contains("Alice")),
        "{body}"
    );
}

/// Plays two quiet moves each in game `game` through the page.
async fn opening(served: &Served, game: i64) {
    for (who, path) in [
        (alice(), ["c3", "d4"]),
        (bob(), ["b6", "a5"]),
        (alice(), ["g3", "h4"]),
        (bob(), ["f6", "g5"]),
    ] {
        let auth = signed(&who);
        let url = format!("api/games/g{game}");
        let version = served.get(&url, Some(&auth)).await.1["version"].clone();
        let (status, body) = served
            .post(
                &format!("{url}/move"),
                &auth,
                json!({"path": path, "version": version}),
            )
            .await;
        assert_eq!(status, 200, "{path:?}: {body}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_event_stream_follows_a_move_another_instance_made() {
    let fake = FakeTelegram::start().await;
    let served = serve(&fake, true);
    served.ready().await;
    group_game(&fake).await;
    let auth: String = form_urlencoded::byte_serialize(signed(&bob()).as_bytes()).collect();
    let mut stream = served
        .http
        .get(format!("{}api/games/g1/events?auth={auth}", served.base))
        .send()
        .await
        .expect("a stream");
    let mut events = Events::default();
    let first = events.next(&mut stream).await;
    assert_eq!(first["to_move"], "white");

    // Another instance on the same database (a second core of its own, which
    // shares no memory with the bot serving the page) plays Alice's move.
    let db = served.dir.path().join("bot.sqlite3");
    tokio::task::spawn_blocking(move || {
        let store = damabot::store::Store::open(&db).expect("opening the database");
        let mut other = damabot::app::Core::new(
            store,
            damabot::app::CoreConfig {
                instance: "other".to_owned(),
                ..crate::util::telegram::unlimited()
            },
        );
        let line = damabot::adapters::console::Line {
            user: "11".into(),
            chat: GROUP.to_string(),
            text: "c3-d4".into(),
        };
        let mut request = damabot::adapters::console::request(&line).expect("a request");
        request.user.key.platform = damabot::app::Platform::Telegram;
        request.chat.key.platform = damabot::app::Platform::Telegram;
        other
            .handle(&request, damabot::runtime::now_ms())
            .expect("committed");
    })
    .await
    .expect("the other instance ran");

    let next = events.next(&mut stream).await;
    assert_eq!(next["to_move"], "black", "{next}");
    assert_eq!(next["pieces"]["d4"], "wm");
}
