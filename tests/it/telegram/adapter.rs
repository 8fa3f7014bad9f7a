//! The Telegram adapter end to end: the real teloxide client, the real hub
//! and core over a temporary SQLite file, and a fake Bot API server on
//! 127.0.0.1 (`util::fake_telegram`). No network, no real token.

use std::path::Path;
use std::time::Duration;

use damabot::app::{Core, Lang, Platform};
use damabot::config::Secret;
use damabot::store::Store;
use damabot::text;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::util::bot::WAITS;
use crate::util::english_win::WIN;
use crate::util::fake_telegram::{
    self, BOT_USERNAME, Call, Failure, FakeTelegram, Sent, TOKEN, TOKEN_SECRET, reaction,
    sticker_message, text_message, user_json,
};
use crate::util::logs;
use crate::util::telegram::{
    Chat, WAIT, alice, answered, bob, carol, is_board, is_ping, start_bot, start_bot_with,
    unlimited,
};

const GROUP: i64 = -4_001;

/// Plays one move of the winning line in one of the ways players can, and
/// returns the board call that followed.
async fn play(table: &Chat<'_>, ply: usize) -> Call {
    let who = if ply.is_multiple_of(2) {
        alice()
    } else {
        bob()
    };
    let mv = WIN[ply];
    let since = table.fake.call_count();
    match ply % 5 {
        0 => {
            table.say(&who, &format!("/m {mv}"));
        }
        1 => {
            table.say(&who, &format!("/move@{BOT_USERNAME} {mv}"));
        }
        2 => {
            table.reply(&who, mv, &table.board());
        }
        3 => {
            table.say(&who, mv);
        }
        _ => {
            // Moves → the numbered list → tap the move.
            let board = table.board();
            let moves = board
                .button("Moves")
                .expect("a Moves button under the board");
            table.press(&who, &board, &moves);
            let list = table
                .next(since, |c| c.method == "sendMessage" && !is_ping(c))
                .await;
            let pick = list
                .keyboard()
                .into_iter()
                .flatten()
                .find(|(label, _)| label.ends_with(&format!(". {mv}")))
                .unwrap_or_else(|| panic!("{mv} is not among the picks: {:?}", list.keyboard()));
            let list_message = table
                .fake
                .message(GROUP, list_id(table.fake, &list))
                .expect("the list message");
            table.press(&who, &list_message, &pick.1);
        }
    }
    table.next(since, is_board).await
}

/// The message id the fake gave a sent message (the message with that text).
fn list_id(fake: &FakeTelegram, call: &Call) -> i64 {
    let text = call.text("text").unwrap_or_default();
    fake.messages(call.chat_id().unwrap_or_default())
        .into_iter()
        .rev()
        .find(|m| m.text == text)
        .map(|m| m.id)
        .expect("the sent list")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_group_game_is_played_to_a_win_with_every_way_of_moving() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3"));
    let table = Chat::new(&fake, GROUP);

    let since = fake.call_count();
    let asked = table.say(&alice(), &format!("/new@{BOT_USERNAME} english"));
    let open = table.next(since, |c| c.method == "sendPhoto").await;
    assert_eq!(
        open.reply_to(),
        Some(asked),
        "the board answers the command"
    );
    assert!(
        open.upload("photo")
            .is_some_and(|png| png.starts_with(b"\x89PNG"))
    );
    assert!(
        open.keyboard()
            .iter()
            .flatten()
            .any(|(_, data)| data.starts_with("join:"))
    );

    let since = fake.call_count();
    table.say(&bob(), "/join");
    let started = table.next(since, |c| c.method == "sendPhoto").await;
    let caption = started.caption().unwrap_or_default();
    assert!(
        caption.contains("Alice") && caption.contains("Bob"),
        "{caption}"
    );
    let board_id = table.board().id;

    for (ply, mv) in WIN.iter().enumerate() {
        if ply == 1 {
            // Out of turn: a short reply to the mover, nothing changes.
            let since = fake.call_count();
            let id = table.say(&alice(), "/m 10-15");
            let answer = table.answer_to(since, id).await;
            assert!(answer.contains("not your turn"), "{answer}");
        }
        if ply == 2 {
            // Illegal: the capture 14x23 is compulsory.
            let since = fake.call_count();
            let id = table.say(&alice(), "/m 10-15");
            let answer = table.answer_to(since, id).await;
            assert!(
                answer.contains("Capture is compulsory") && answer.contains("14x23"),
                "{answer}"
            );
            let id = table.say(&carol(), "/m 14x23");
            let answer = table.answer_to(since, id).await;
            assert!(answer.contains("not playing"), "{answer}");
            table.barrier().await;
            assert!(
                fake.calls()[since..].iter().all(|c| !is_board(c)),
                "a refused move changed the board"
            );
        }
        if ply == 10 {
            // Someone deleted the board: the next one is posted anew.
            fake.delete_message(GROUP, table.board().id);
        }
        let call = play(&table, ply).await;
        let caption = call.caption().unwrap_or_default().to_owned();
        assert!(caption.contains(mv), "ply {ply}: {caption}");
        match ply {
            10 => assert_eq!(call.method, "sendPhoto", "the deleted board is posted anew"),
            0..10 => assert_eq!(
                call.message_id(),
                Some(board_id),
                "ply {ply} edits the board in place"
            ),
            _ => assert_eq!(
                call.method, "editMessageMedia",
                "ply {ply} edits the new board"
            ),
        }
    }
    let last = table.board();
    assert!(
        last.text.contains("🏆") && last.text.contains("Alice"),
        "{}",
        last.text
    );
    assert!(
        last.button("Resign").is_none(),
        "a finished game offers no moves"
    );
    let multi = fake
        .calls_of("editMessageMedia")
        .iter()
        .filter(|c| c.caption().is_some_and(|t| t.contains("16x23x30")))
        .count();
    assert_eq!(multi, 1, "the double jump was shown once");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_buttons_join_list_and_pick_moves_offer_and_accept_draws_resign_and_repost() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3"));
    let table = Chat::new(&fake, GROUP - 1);
    let mut presses = Vec::new();

    // Join by button.
    let since = fake.call_count();
    table.say(&alice(), "/new turkish");
    table.next(since, |c| c.method == "sendPhoto").await;
    let open = table.board();
    let since = fake.call_count();
    presses.push(table.press(&bob(), &open, &open.button("Join").expect("a Join button")));
    let started = table.next(since, |c| c.method == "sendPhoto").await;
    assert!(started.caption().is_some_and(|c| c.contains("Bob")));
    let board = table.board();
    for label in ["Moves", "Resign", "Offer draw", "Board", "Rules"] {
        assert!(
            board.button(label).is_some(),
            "no {label} button: {:?}",
            board.keyboard()
        );
    }

    // A refusal of a press is a toast for the presser, not a chat message.
    let since = fake.call_count();
    let query = table.press(&carol(), &board, &board.button("Resign").expect("Resign"));
    let toast = answered(&fake, &query).await;
    assert!(
        toast
            .text("text")
            .is_some_and(|t| t.contains("not playing")),
        "{toast:?}"
    );
    table.barrier().await;
    assert!(
        fake.calls()[since..]
            .iter()
            .all(|c| !(c.method == "sendMessage"
                && c.text("text").is_some_and(|t| t.contains("not playing")))),
        "the refusal went to the chat"
    );
    presses.push(query);

    // Moves opens the numbered list; a tap plays the move.
    let since = fake.call_count();
    presses.push(table.press(&alice(), &board, &board.button("Moves").expect("Moves")));
    let list_call = table
        .next(since, |c| c.method == "sendMessage" && !is_ping(c))
        .await;
    let list = fake
        .message(GROUP - 1, list_id(&fake, &list_call))
        .expect("the list");
    let (label, pick) = list
        .keyboard()
        .into_iter()
        .flatten()
        .next()
        .expect("a pick");
    let since = fake.call_count();
    presses.push(table.press(&alice(), &list, &pick));
    let moved = table.next(since, |c| c.method == "editMessageMedia").await;
    let played = label
        .split_once(". ")
        .map(|(_, mv)| mv.to_owned())
        .unwrap_or_default();
    assert!(
        moved.caption().is_some_and(|c| c.contains(&played)),
        "{label} -> {moved:?}"
    );

    // Two moves each, so that the draw that follows is a result.
    for who in [bob(), alice(), bob()] {
        let since = fake.call_count();
        table.say(&who, "/m 1");
        table.next(since, is_board).await;
    }

    // Offer a draw by button, accept it by the button under the offer.
    let board = table.board();
    let since = fake.call_count();
    presses.push(table.press(
        &bob(),
        &board,
        &board.button("Offer draw").expect("Offer draw"),
    ));
    let offer = table
        .next(since, |c| c.method == "sendMessage" && !is_ping(c))
        .await;
    assert!(
        offer.text("text").is_some_and(|t| t.contains("Bob")),
        "{offer:?}"
    );
    let offer = fake
        .message(GROUP - 1, list_id(&fake, &offer))
        .expect("the offer");
    let since = fake.call_count();
    presses.push(table.press(
        &alice(),
        &offer,
        &offer.button("Accept draw").expect("Accept draw"),
    ));
    let drawn = table.next(since, is_board).await;
    assert!(
        drawn.caption().is_some_and(|c| c.contains("🤝")),
        "{drawn:?}"
    );

    // A new game: re-post the board at the bottom, then resign by button.
    let since = fake.call_count();
    table.say(&alice(), "/new turkish");
    table.next(since, |c| c.method == "sendPhoto").await;
    let since = fake.call_count();
    table.say(&bob(), "/join");
    table.next(since, |c| c.method == "sendPhoto").await;
    for who in [alice(), bob(), alice(), bob()] {
        let since = fake.call_count();
        table.say(&who, "/m 1");
        table.next(since, is_board).await;
    }
    let board = table.board();
    let since = fake.call_count();
    presses.push(table.press(&bob(), &board, &board.button("Board").expect("Board")));
    table.next(since, |c| c.method == "sendPhoto").await;
    let reposted = table.board();
    assert!(reposted.id > board.id, "the board moved to the bottom");
    let since = fake.call_count();
    presses.push(table.press(
        &bob(),
        &reposted,
        &reposted.button("Resign").expect("Resign"),
    ));
    let resigned = table.next(since, is_board).await;
    assert!(
        resigned
            .caption()
            .is_some_and(|c| c.contains("🏆") && c.contains("Alice")),
        "{resigned:?}"
    );

    // Every press was answered, once.
    table.barrier().await;
    for query in &presses {
        answered(&fake, query).await;
        let answers = fake
            .calls_of("answerCallbackQuery")
            .iter()
            .filter(|c| c.text("callback_query_id") == Some(query.as_str()))
            .count();
        assert_eq!(answers, 1, "press {query}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_in_the_middle_of_a_game_carries_on_and_redelivered_updates_change_nothing() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let db = dir.path().join("bot.sqlite3");
    let table = Chat::new(&fake, GROUP - 2);
    let first = start_bot(&fake, &db);
    let since = fake.call_count();
    table.say(&alice(), "/new english");
    table.next(since, |c| c.method == "sendPhoto").await;
    let since = fake.call_count();
    table.say(&bob(), "/join");
    table.next(since, |c| c.method == "sendPhoto").await;
    let board = table.board();
    let since = fake.call_count();
    let id = table.say(&alice(), "/m 9-14");
    table.next(since, |c| c.method == "editMessageMedia").await;
    let handled = text_message(id, GROUP - 2, &alice(), "/m 9-14", None);
    fake.wait_confirmed().await;

    // Crash. While the bot is down, Bob moves, and Telegram also hands out
    // Alice's move again (a batch that was never confirmed).
    drop(first);
    let bobs = table.reply(&bob(), "23-18", &board);
    fake.push_raw(json!({"update_id": 1_002, "message": handled}));

    let _second = start_bot(&fake, &db);
    let since = fake.call_count();
    let shows = |c: &Call, mv: &str| c.caption().is_some_and(|t| t.contains(mv));
    let moved = table
        .next(since, |c| {
            c.method == "editMessageMedia" && shows(c, "23-18")
        })
        .await;
    assert_eq!(
        moved.message_id(),
        Some(board.id),
        "the restarted bot edits the same board"
    );
    table.barrier().await;
    // The edit showing 9-14 may be repeated, if the crash came before its
    // delivery was recorded (edits are idempotent); nothing is posted anew,
    // and Bob's move shows once.
    let after = &fake.calls()[since..];
    assert!(
        after
            .iter()
            .filter(|c| is_board(c))
            .all(|c| c.method == "editMessageMedia" && c.message_id() == Some(board.id)),
        "{after:?}"
    );
    assert_eq!(
        after
            .iter()
            .filter(|c| is_board(c) && shows(c, "23-18"))
            .count(),
        1,
        "{after:?}"
    );
    assert!(
        after.iter().all(|c| c.reply_to() != Some(bobs)),
        "Bob's move needs no answer"
    );
    assert!(
        after.iter().all(|c| c.reply_to() != Some(id)),
        "the redelivered move of Alice was answered again"
    );

    // The same update twice, while running: the second changes nothing.
    let since = fake.call_count();
    let update = fake.push(
        "message",
        text_message(200_000, GROUP - 2, &alice(), "/m 14x23", None),
    );
    table.next(since, |c| c.method == "editMessageMedia").await;
    let edits = fake.message(GROUP - 2, board.id).map(|m| m.edits);
    let since = fake.call_count();
    fake.push_raw(json!({"update_id": update, "message": text_message(200_000, GROUP - 2, &alice(), "/m 14x23", None)}));
    fake.wait_confirmed().await;
    table.barrier().await;
    assert_eq!(fake.message(GROUP - 2, board.id).map(|m| m.edits), edits);
    assert!(
        fake.calls()[since..]
            .iter()
            .all(|c| c.reply_to() != Some(200_000)),
        "the duplicate got an answer"
    );

    // And the game goes on.
    let since = fake.call_count();
    table.say(&bob(), "/m 26x19");
    let moved = table.next(since, |c| c.method == "editMessageMedia").await;
    assert!(moved.caption().is_some_and(|c| c.contains("26x19")));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_junk_never_crashes_the_bot_and_every_command_is_answered() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3"));
    let chat = GROUP - 3;
    let table = Chat::new(&fake, chat);
    let since = fake.call_count();
    let long_move = format!("/m {}", "x".repeat(5_000));
    let commands = [
        "/",
        "/m",
        "/m@damabot_test_bot",
        "/new",
        "/new chess",
        "/new english clock 1",
        "/zzz",
        "!m c3",
        "/MOVE 99-100",
        "/bot english 99",
        "/lang xx",
        "/join ABCDEF",
        "/stats @nobody",
        "/board",
        "/resign",
        "/draw",
        "/moves 99",
        "/rules chess",
        "/\u{202e}m",
        long_move.as_str(),
    ];
    let mut asked = Vec::new();
    for command in commands {
        asked.push((command, table.say(&alice(), command)));
        // Noise between the commands: none of it needs an answer.
        table.say(&bob(), "hello 😀 سلام");
        table.say(&bob(), "   ");
        table.say(&bob(), "/help@someotherbot");
    }
    let anon = json!({"message_id": 5, "date": 1_700_000_000, "chat": fake_telegram::chat_json(chat),
        "from": user_json(44, "Dan", "de"), "photo": [{"file_id": "p", "file_unique_id": "u", "width": 1, "height": 1}]});
    fake.push("message", anon);
    fake.push("message", sticker_message(6, chat, &bob(), "STKjunk", "🤡"));
    fake.push(
        "edited_message",
        text_message(7, chat, &bob(), "/new english", None),
    );
    fake.push("weird_new_update_kind", json!({"what": "ever"}));
    fake.push("message_reaction", reaction(chat, 1, &bob(), "👍"));
    fake.push(
        "message_reaction",
        json!({"chat": fake_telegram::chat_json(chat), "message_id": 1, "user": bob(), "date": 1,
               "old_reaction": [], "new_reaction": [{"type": "custom_emoji", "custom_emoji_id": "123"}]}),
    );
    let nothing = Sent {
        chat,
        id: 424_242,
        kind: "text",
        text: "gone".into(),
        png: Vec::new(),
        markup: Value::Null,
        edits: 0,
        reactions: Vec::new(),
    };
    let junk_presses = [
        table.press(&alice(), &nothing, "nuke:1"),
        table.press(&alice(), &nothing, ""),
        table.press(&alice(), &nothing, "play:x:1:2"),
        table.press(&alice(), &nothing, "resign:999999"),
    ];
    for (command, id) in asked {
        let answer = table.answer_to(since, id).await;
        assert!(!answer.trim().is_empty(), "{command:?} got an empty answer");
    }
    for query in &junk_presses {
        answered(&fake, query).await;
    }
    // Still alive and well.
    let since = fake.call_count();
    let id = table.say(&carol(), "/help");
    assert!(!table.answer_to(since, id).await.is_empty());
    let too_long = fake
        .calls_of("sendMessage")
        .iter()
        .filter(|c| {
            c.text("text")
                .is_some_and(|t| t.encode_utf16().count() > 4096)
        })
        .count();
    assert_eq!(too_long, 0, "long answers are split");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rate_limits_on_sends_and_edits_and_dropped_connections_are_ridden_out_and_logs_hold_no_token()
 {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    fake.fail_next("getUpdates", Failure::Disconnect);
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3"));
    let table = Chat::new(&fake, GROUP - 4);

    fake.fail_next("sendPhoto", Failure::RetryAfter(1));
    let since = fake.call_count();
    table.say(&alice(), "/new english");
    let posted = table.next(since, |c| c.method == "sendPhoto").await;
    let refused = fake.calls()[since..]
        .iter()
        .find(|c| c.method == "sendPhoto" && !c.ok())
        .cloned()
        .expect("the 429 on sendPhoto");
    assert!(
        posted.at.duration_since(refused.at) >= Duration::from_millis(950),
        "retry_after was not honoured"
    );

    let since = fake.call_count();
    table.say(&bob(), "/join");
    table.next(since, |c| c.method == "sendPhoto").await;
    fake.fail_next("editMessageMedia", Failure::RetryAfter(1));
    let since = fake.call_count();
    table.say(&alice(), "/m 9-14");
    let edited = table.next(since, |c| c.method == "editMessageMedia").await;
    let refused = fake.calls()[since..]
        .iter()
        .find(|c| c.method == "editMessageMedia" && !c.ok())
        .cloned()
        .expect("the 429 on editMessageMedia");
    assert!(
        edited.at.duration_since(refused.at) >= Duration::from_millis(950),
        "retry_after was not honoured"
    );
    assert!(edited.caption().is_some_and(|c| c.contains("9-14")));
    // Bob's turn ping goes out before the failures are set up for the answer.
    table
        .next(since, |c| {
            is_ping(c) && c.text("text").is_some_and(|t| t.contains("Bob"))
        })
        .await;

    fake.fail_next("sendMessage", Failure::Disconnect);
    fake.fail_next("sendMessage", Failure::Disconnect);
    let since = fake.call_count();
    let id = table.say(&alice(), "/m 10-15");
    assert!(table.answer_to(since, id).await.contains("not your turn"));
    let attempts = fake.calls()[since..]
        .iter()
        .filter(|c| c.method == "sendMessage" && !is_ping(c))
        .count();
    assert_eq!(attempts, 3, "two dropped connections, then the answer");

    let logs = logs::text();
    assert!(logs.contains("rate limited"), "the log capture works");
    assert!(logs.contains("network error"), "the log capture works");
    assert!(
        !logs.contains(TOKEN_SECRET),
        "the token leaked into the logs"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn start_up_registers_menus_in_four_languages_and_asks_for_reactions() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3"));
    let menus = fake.wait_calls("setMyCommands", 0, 4).await;
    let mut languages: Vec<Option<&str>> = menus.iter().map(|c| c.text("language_code")).collect();
    languages.sort();
    assert_eq!(languages, [None, Some("fa"), Some("ru"), Some("tr")]);
    for call in &menus {
        let commands = call
            .params
            .get("commands")
            .and_then(Value::as_array)
            .expect("commands");
        assert!(commands.len() >= 20);
        let lang = match call.text("language_code") {
            Some("fa") => Lang::Fa,
            Some("tr") => Lang::Tr,
            Some("ru") => Lang::Ru,
            _ => Lang::En,
        };
        assert_eq!(commands[0]["command"], "new");
        assert_eq!(commands[0]["description"], text::render_id(lang, "cmd-new"));
    }

    let polled = fake.wait_poll().await;
    let mut allowed: Vec<String> = polled["allowed_updates"]
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(|v| v.as_str().map(str::to_owned))
        .collect();
    allowed.sort();
    assert_eq!(
        allowed,
        [
            "callback_query",
            "chosen_inline_result",
            "inline_query",
            "message",
            "message_reaction"
        ]
    );

    // /start and /help answer in the user's language.
    for (user, chat, lang) in [
        (user_json(51, "Sara", "fa"), 51, Lang::Fa),
        (user_json(52, "Emre", "tr-TR"), 52, Lang::Tr),
        (user_json(53, "Olga", "ru"), 53, Lang::Ru),
    ] {
        let since = fake.call_count();
        fake.push("message", text_message(1, chat, &user, "/start", None));
        let welcome = fake
            .wait_for(WAIT, |calls| {
                calls[since..]
                    .iter()
                    .find(|c| c.method == "sendMessage" && c.chat_id() == Some(chat))
                    .cloned()
            })
            .await;
        assert_eq!(
            welcome.text("text"),
            Some(text::render_id(lang, "welcome").as_str())
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stickers_and_reactions_are_relayed_between_the_private_chats_of_a_room() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3"));
    let (ann, ben) = (user_json(61, "Ann", "en"), user_json(62, "Ben", "en"));
    let (ann_chat, ben_chat) = (Chat::new(&fake, 61), Chat::new(&fake, 62));

    let since = fake.call_count();
    ann_chat.say(&ann, "/room english");
    let code = fake
        .wait_for(WAIT, |calls| {
            calls[since..]
                .iter()
                .filter(|c| c.method == "sendMessage" && c.chat_id() == Some(61))
                .nth(1)
                .and_then(|c| c.text("text").map(str::to_owned))
        })
        .await;
    let since = fake.call_count();
    ben_chat.say(&ben, &format!("/join {code}"));
    ann_chat.next(since, |c| c.method == "sendPhoto").await;
    ben_chat.next(since, |c| c.method == "sendPhoto").await;

    // A sticker: a note, then the sticker itself, in the other chat.
    let since = fake.call_count();
    fake.push("message", sticker_message(300, 61, &ann, "STKcat", "🐱"));
    let note = ben_chat
        .next(since, |c| c.method == "sendMessage" && !is_ping(c))
        .await;
    assert!(
        note.text("text").is_some_and(|t| t.contains("Ann")),
        "{note:?}"
    );
    let sticker = ben_chat.next(since, |c| c.method == "sendSticker").await;
    assert_eq!(sticker.text("sticker"), Some("STKcat"));

    // A reaction on Ben's board lands on Ann's board.
    let ann_board = ann_chat.board();
    let ben_board = ben_chat.board();
    let since = fake.call_count();
    fake.push("message_reaction", reaction(62, ben_board.id, &ben, "🔥"));
    let reacted = ann_chat
        .next(since, |c| c.method == "setMessageReaction")
        .await;
    assert_eq!(reacted.message_id(), Some(ann_board.id));
    assert_eq!(
        fake.message(61, ann_board.id).map(|m| m.reactions),
        Some(vec!["🔥".to_owned()])
    );

    // Where a reaction is impossible (the board is gone), the note stands in.
    fake.delete_message(61, ann_board.id);
    let since = fake.call_count();
    fake.push("message_reaction", reaction(62, ben_board.id, &ben, "👏"));
    let note = ann_chat
        .next(since, |c| c.method == "sendMessage" && !is_ping(c))
        .await;
    assert!(
        note.text("text").is_some_and(|t| t.contains("👏")),
        "{note:?}"
    );
}

/// Posts an update to the webhook listener the way Telegram does.
async fn post_update(
    addr: std::net::SocketAddr,
    path: &str,
    secret: Option<&str>,
    update: &Value,
) -> String {
    let body = update.to_string();
    let header = secret.map_or_else(String::new, |s| {
        format!("X-Telegram-Bot-Api-Secret-Token: {s}\r\n")
    });
    let request = format!(
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n{header}Connection: close\r\n\r\n{body}",
        body.len()
    );
    let Ok(mut stream) = tokio::net::TcpStream::connect(addr).await else {
        return String::new();
    };
    stream.write_all(request.as_bytes()).await.expect("sending");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).await.expect("reading");
    answer.lines().next().unwrap_or_default().to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn webhook_mode_sets_the_hook_with_a_secret_and_takes_updates_that_carry_it() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let addr = {
        let probe = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
        probe.local_addr().expect("its address")
    };
    let mut config = fake.settings();
    config.webhook_url = Some("https://bot.example.org/tg-hook".into());
    config.webhook_addr = addr;
    config.webhook_secret = Some(Secret::new("hook_secret-1"));
    let _bot = start_bot_with(&dir.path().join("bot.sqlite3"), config);

    let hook = fake.wait_calls("setWebhook", 0, 1).await.remove(0);
    assert_eq!(hook.text("url"), Some("https://bot.example.org/tg-hook"));
    assert_eq!(hook.text("secret_token"), Some("hook_secret-1"));
    let allowed = hook.params["allowed_updates"]
        .as_array()
        .expect("allowed_updates")
        .len();
    assert_eq!(allowed, 5);

    let update = json!({"update_id": 9, "message": text_message(1, 71, &user_json(71, "Web", "en"), "/help", None)});
    let mut status = String::new();
    for _ in 0..50 {
        status = post_update(addr, "/tg-hook", None, &update).await;
        if !status.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(
        status.contains("401"),
        "an update without the secret is refused: {status}"
    );
    let status = post_update(addr, "/tg-hook", Some("hook_secret-1"), &update).await;
    assert!(status.contains("200"), "{status}");
    fake.wait_for(WAIT, |calls| {
        calls
            .iter()
            .find(|c| c.method == "sendMessage" && c.chat_id() == Some(71))
            .cloned()
    })
    .await;
    assert!(fake.last_poll().1 == 0, "no polling in webhook mode");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_webhook_url_holding_the_token_is_refused() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let mut config = fake.settings();
    config.webhook_url = Some(format!("https://bot.example.org/{TOKEN}"));
    let mut bot = start_bot_with(&dir.path().join("bot.sqlite3"), config);
    let error = bot.ended(WAIT).await.expect_err("it refuses");
    assert!(
        error.to_string().contains("must not contain the bot token"),
        "{error}"
    );
    assert!(!error.to_string().contains(TOKEN_SECRET));
    assert!(fake.calls_of("setWebhook").is_empty());
}

/// Hides the table of processed update ids from the bot's database, so
/// that no update can be committed, or brings it back.
fn break_commits(db: &Path, broken: bool) {
    let conn = rusqlite::Connection::open(db).expect("a second connection");
    let sql = if broken {
        "ALTER TABLE processed_updates RENAME TO processed_updates_hidden"
    } else {
        "ALTER TABLE processed_updates_hidden RENAME TO processed_updates"
    };
    conn.execute_batch(sql).expect("renaming the table");
}

/// The sender of an update the database did not take is told, once, that
/// it waits; Telegram sends it again until it is committed, and then it is
/// carried out once. A press is told in its answer, as a toast.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_update_is_confirmed_to_telegram_only_once_it_is_committed() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let db = dir.path().join("bot.sqlite3");
    let _bot = start_bot(&fake, &db);
    let table = Chat::new(&fake, GROUP - 5);
    table.barrier().await;

    // The database refuses every commit: the update is handed out again and
    // again, because the bot never confirms it.
    break_commits(&db, true);
    let since = fake.call_count();
    let update = fake.push(
        "message",
        text_message(1, GROUP - 5, &alice(), "/new english", None),
    );
    fake.push("message", text_message(2, GROUP - 5, &bob(), "/join", None));
    let told = table
        .next(since, |c| c.method == "sendMessage" && !is_ping(c))
        .await;
    assert!(
        told.text("text").is_some_and(|t| t.contains(WAITS)),
        "{told:?}"
    );
    assert_eq!(told.reply_to(), Some(1), "it quotes alice's /new");
    fake.wait_handed(update, 3).await;
    assert!(fake.unconfirmed() >= 1, "the update was confirmed");
    let messages = fake.calls()[since..]
        .iter()
        .filter(|c| c.method == "sendMessage" && !is_ping(c) && c.chat_id() == Some(GROUP - 5))
        .count();
    assert_eq!(messages, 1, "told once, however often the update came");
    assert!(
        fake.calls()[since..].iter().all(|c| !is_board(c)),
        "nothing was committed, so nothing is shown"
    );

    // Once commits work again, the same updates are handled, once each.
    break_commits(&db, false);
    let opened = table.next(since, |c| c.method == "sendPhoto").await;
    assert!(
        opened.caption().is_some_and(|c| c.contains("Waiting")),
        "{opened:?}"
    );
    table
        .next(since, |c| {
            c.method == "sendPhoto" && c.caption().is_some_and(|t| t.contains("Bob"))
        })
        .await;
    fake.wait_confirmed().await;
    table.barrier().await;
    let boards = fake.calls()[since..].iter().filter(|c| is_board(c)).count();
    assert_eq!(boards, 2, "each update was applied once");

    break_commits(&db, true);
    let board = table.board();
    let moves = board.button("Moves").expect("a Moves button");
    let query = table.press(&alice(), &board, &moves);
    let toast = answered(&fake, &query).await;
    assert!(
        toast.text("text").is_some_and(|t| t.contains(WAITS)),
        "{toast:?}"
    );
    let since = fake.call_count();
    break_commits(&db, false);
    table
        .next(since, |c| {
            c.method == "sendMessage" && !c.keyboard().is_empty()
        })
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_committed_before_a_crash_is_delivered_after_the_restart() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let db = dir.path().join("bot.sqlite3");
    // The core commits a new game and dies before anything is sent.
    let mut core = Core::new(Store::open(&db).expect("opening the database"), unlimited());
    let line = damabot::adapters::console::Line {
        user: "11".into(),
        chat: (GROUP - 6).to_string(),
        text: "/new english".into(),
    };
    let mut request = damabot::adapters::console::request(&line).expect("a request");
    request.user.key.platform = Platform::Telegram;
    request.chat.key.platform = Platform::Telegram;
    let _ = core.handle(&request, damabot::runtime::now_ms());
    drop(core);

    let _bot = start_bot(&fake, &db);
    let table = Chat::new(&fake, GROUP - 6);
    let board = table.next(0, |c| c.method == "sendPhoto").await;
    assert!(
        board
            .caption()
            .is_some_and(|c| c.contains("Waiting for an opponent")),
        "{board:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_webhook_answers_200_only_after_the_commit() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let db = dir.path().join("bot.sqlite3");
    let addr = {
        let probe = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
        probe.local_addr().expect("its address")
    };
    let mut config = fake.settings();
    config.webhook_url = Some("https://bot.example.org/hook".into());
    config.webhook_addr = addr;
    config.webhook_secret = Some(Secret::new("s3cret"));
    let _bot = start_bot_with(&db, config);
    fake.wait_calls("setWebhook", 0, 1).await;

    let update = json!({"update_id": 77, "message": text_message(1, 72, &user_json(72, "Web", "en"), "/help", None)});
    // The listener is bound before the hook is set.
    let status = post_update(addr, "/hook", Some("s3cret"), &json!({"update_id": 76})).await;
    assert!(
        status.contains("200"),
        "an empty update is acknowledged: {status}"
    );

    break_commits(&db, true);
    let status = post_update(addr, "/hook", Some("s3cret"), &update).await;
    assert!(
        status.contains("500"),
        "not committed, not acknowledged: {status}"
    );
    let told = fake.wait_calls("sendMessage", 0, 1).await;
    assert!(
        told[0].text("text").is_some_and(|t| t.contains(WAITS)),
        "the sender is told that /help waits: {told:?}"
    );
    break_commits(&db, false);
    let status = post_update(addr, "/hook", Some("s3cret"), &update).await;
    assert!(status.contains("200"), "{status}");
    let answers = fake
        .wait_calls("sendMessage", 0, 2)
        .await
        .into_iter()
        .filter(|c| c.chat_id() == Some(72))
        .count();
    assert_eq!(answers, 2, "told once, and answered once");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_group_administrator_can_abort_a_running_game() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3"));
    let table = Chat::new(&fake, GROUP - 7);
    let since = fake.call_count();
    table.say(&alice(), "/new english");
    table.next(since, |c| c.method == "sendPhoto").await;
    let since = fake.call_count();
    table.say(&bob(), "/join");
    table.next(since, |c| c.method == "sendPhoto").await;
    let since = fake.call_count();
    table.say(&alice(), "/m 9-14");
    table.next(since, is_board).await;

    // Whether dave administers the chat is looked up and kept a minute.
    let since = fake.call_count();
    let id = table.say(&user_json(44, "Dave", "en"), "/abort");
    assert!(table.answer_to(since, id).await.contains("not playing"));
    fake.make_admin(GROUP - 7, 33);
    let since = fake.call_count();
    table.say(&carol(), "/abort");
    let told = table
        .next(since, |c| {
            c.method == "sendMessage" && c.text("text").is_some_and(|t| t.contains("called off"))
        })
        .await;
    assert!(
        told.text("text").is_some_and(|t| t.contains("Carol")),
        "{told:?}"
    );
    assert!(
        fake.calls_of("getChatMember")
            .iter()
            .any(|c| c.chat_id() == Some(GROUP - 7)),
        "the bot asked Telegram who administers the chat"
    );
    // The chat is free again.
    let since = fake.call_count();
    table.say(&bob(), "/new turkish");
    table.next(since, |c| c.method == "sendPhoto").await;
}
