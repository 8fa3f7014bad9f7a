//! Whose turn it is, on Telegram: a ping that mentions the player to move
//! (a `text_mention` entity, which notifies them even without a username),
//! deleted once they have moved; `/notify off` silences it.

use serde_json::Value;

use crate::util::english_win::WIN;
use crate::util::fake_telegram::{Call, FakeTelegram, Sent};
use crate::util::telegram::{Chat, alice, answered, bob, carol, is_board, start_bot};

const GROUP: i64 = -4_101;

/// The Telegram user id a ping's `text_mention` entity names, if the call
/// is a ping.
fn mentioned(call: &Call) -> Option<i64> {
    if call.method != "sendMessage" {
        return None;
    }
    let entities = call.params.get("entities")?.as_array()?;
    entities.iter().find_map(|e| {
        (e.get("type").and_then(Value::as_str) == Some("text_mention"))
            .then(|| e.get("user")?.get("id")?.as_i64())
            .flatten()
    })
}

/// The message id the fake gave the ping `call` (the newest message with
/// its text).
fn message_of(fake: &FakeTelegram, call: &Call) -> i64 {
    let text = call.text("text").unwrap_or_default();
    fake.messages(GROUP)
        .into_iter()
        .rev()
        .find(|m| m.text == text)
        .map(|m| m.id)
        .expect("the ping is in the chat")
}

/// Opens a game of English checkers between Alice (moving first) and Bob.
async fn open(table: &Chat<'_>) {
    let since = table.fake.call_count();
    table.say(&alice(), "/new english");
    table.next(since, |c| c.method == "sendPhoto").await;
    let since = table.fake.call_count();
    table.say(&bob(), "/join");
    table.next(since, |c| c.method == "sendPhoto").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_player_to_move_is_pinged_and_the_ping_is_deleted_once_they_moved() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3"));
    let table = Chat::new(&fake, GROUP);

    let since = fake.call_count();
    open(&table).await;
    let first = table.next(since, |c| mentioned(c) == Some(11)).await;
    let text = first.text("text").unwrap_or_default();
    assert!(text.contains("Alice"), "{text}");
    let alices = message_of(&fake, &first);

    let since = fake.call_count();
    table.say(&alice(), &format!("/m {}", WIN[0]));
    table.next(since, is_board).await;
    let deleted = table
        .next(since, |c| {
            c.method == "deleteMessage" && c.message_id() == Some(alices)
        })
        .await;
    assert!(deleted.ok());
    assert!(fake.message(GROUP, alices).is_none(), "the ping is gone");
    let second = table.next(since, |c| mentioned(c) == Some(22)).await;
    let bobs = message_of(&fake, &second);

    // Bob turns his pings off: his next turn brings none, and his last one
    // is still deleted once he moves.
    let since = fake.call_count();
    table.say(&bob(), "/notify off");
    table
        .next(since, |c| {
            c.method == "sendMessage"
                && c.text("text")
                    .is_some_and(|t| t.contains("Turn pings are off for you"))
        })
        .await;
    let since = fake.call_count();
    table.say(&bob(), &format!("/m {}", WIN[1]));
    table
        .next(since, |c| {
            c.method == "deleteMessage" && c.message_id() == Some(bobs)
        })
        .await;
    table.next(since, |c| mentioned(c) == Some(11)).await;
    let since = fake.call_count();
    table.say(&alice(), &format!("/m {}", WIN[2]));
    table.next(since, is_board).await;
    table.barrier().await;
    assert!(
        fake.calls()
            .iter()
            .skip(since)
            .all(|c| mentioned(c) != Some(22)),
        "Bob asked for no pings"
    );
}

/// The newest message in the chat whose text contains `words`.
fn message_with(fake: &FakeTelegram, chat: i64, words: &str) -> Sent {
    fake.messages(chat)
        .into_iter()
        .rev()
        .find(|m| m.text.contains(words))
        .unwrap_or_else(|| panic!("no message with {words:?}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_asked_by_one_and_accepted_by_the_other_swaps_the_colours() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3"));
    let table = Chat::new(&fake, GROUP - 1);
    open(&table).await;

    // Two moves each, so that the game counts, then Alice (Black, first to
    // move in English checkers) resigns.
    for (ply, mv) in WIN[..4].iter().enumerate() {
        let player = if ply % 2 == 0 { alice() } else { bob() };
        let since = fake.call_count();
        table.say(&player, &format!("/m {mv}"));
        table.next(since, is_board).await;
    }
    let since = fake.call_count();
    table.say(&alice(), "/resign");
    table.next(since, is_board).await;
    let finished = table.board();
    let rematch = finished
        .button("Rematch")
        .expect("a Rematch button under the finished board");

    let since = fake.call_count();
    table.press(&bob(), &finished, &rematch);
    table
        .next(since, |c| {
            c.method == "sendMessage"
                && c.text("text")
                    .is_some_and(|t| t.contains("Bob offers a rematch"))
        })
        .await;
    let offer = message_with(&fake, GROUP - 1, "offers a rematch");
    let accept = offer
        .button("Rematch")
        .expect("a Rematch button under the offer");

    let since = fake.call_count();
    table.press(&alice(), &offer, &accept);
    let started = table.next(since, |c| c.method == "sendPhoto").await;
    let caption = started.caption().unwrap_or_default();
    assert!(caption.contains("Black to move: Bob"), "{caption}");
    table.next(since, |c| mentioned(c) == Some(22)).await;

    // Bob now opens the game as Black.
    let since = fake.call_count();
    table.say(&bob(), &format!("/m {}", WIN[0]));
    let moved = table.next(since, is_board).await;
    assert!(
        moved.caption().is_some_and(|c| c.contains(WIN[0])),
        "{moved:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_takeback_declined_leaves_the_move_and_one_accepted_undoes_it() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3"));
    let chat = GROUP - 2;
    let table = Chat::new(&fake, chat);
    open(&table).await;
    let since = fake.call_count();
    table.say(&alice(), &format!("/m {}", WIN[0]));
    table.next(since, is_board).await;

    // Declined: the move stands.
    let since = fake.call_count();
    table.say(&alice(), "/takeback");
    table
        .next(since, |c| {
            c.text("text")
                .is_some_and(|t| t.contains("Alice asks to take back"))
        })
        .await;
    let request = message_with(&fake, chat, "asks to take back");
    let decline = request.button("Decline").expect("a Decline button");
    let since = fake.call_count();
    table.press(&bob(), &request, &decline);
    table
        .next(since, |c| {
            c.text("text")
                .is_some_and(|t| t.contains("Bob declined the takeback"))
        })
        .await;
    assert!(table.board().text.contains(WIN[0]), "the move stands");

    // Asked again (as /undo) and accepted: Alice is to move again, from
    // the start.
    let since = fake.call_count();
    table.say(&alice(), "/undo");
    table
        .next(since, |c| {
            c.text("text")
                .is_some_and(|t| t.contains("Alice asks to take back"))
        })
        .await;
    let request = message_with(&fake, chat, "asks to take back");
    let accept = request.button("Accept").expect("an Accept button");
    let since = fake.call_count();
    table.press(&bob(), &request, &accept);
    let undone = table.next(since, is_board).await;
    let caption = undone.caption().unwrap_or_default();
    assert!(
        !caption.contains(WIN[0]) && caption.contains("Black to move: Alice"),
        "{caption}"
    );
    table.next(since, |c| mentioned(c) == Some(11)).await;
    // Another first move is legal again.
    let since = fake.call_count();
    table.say(&alice(), "/m 10-14");
    let moved = table.next(since, is_board).await;
    assert!(moved.caption().is_some_and(|c| c.contains("10-14")));
}

/// The text of the first `/games` answer in the chat after call `since`.
async fn listed(chat: &Chat<'_>, since: usize) -> String {
    chat.next(since, |c| {
        c.method == "sendMessage" && c.text("text").is_some_and(|t| t.starts_with("Your games"))
    })
    .await
    .text("text")
    .unwrap_or_default()
    .to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_lists_my_running_games_with_a_link_to_each_board() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3"));
    // A supergroup: its Bot API id is -100 followed by the id links use.
    let group = Chat::new(&fake, -1_005_550_001_111);
    open(&group).await;
    group.barrier().await;
    let board = group.board().id;

    let private = Chat::new(&fake, 11);
    let since = fake.call_count();
    private.say(&alice(), "/bot english");
    private.next(since, |c| c.method == "sendPhoto").await;

    let since = fake.call_count();
    private.say(&alice(), "/games");
    let list = listed(&private, since).await;
    assert!(list.contains("Your games (2)"), "{list}");
    assert!(
        list.contains(&format!("https://t.me/c/5550001111/{board}")),
        "{list}"
    );
    assert!(list.contains("against Bob: your move"), "{list}");
    assert!(list.contains("Bot (level"), "{list}");
    assert!(list.contains("Board: in this chat."), "{list}");

    // Bob, with no game of his own after Alice's bot game, sees the group's
    // one only, where it is not his move.
    let since = fake.call_count();
    let bobs = Chat::new(&fake, 22);
    bobs.say(&bob(), "/games");
    let list = listed(&bobs, since).await;
    assert!(list.contains("Your games (1)"), "{list}");
    assert!(list.contains("against Alice: their move"), "{list}");
}

/// Alice challenges Bob in `table` (Bob has spoken there before, so the bot
/// knows him); returns the challenge message.
async fn challenge(table: &Chat<'_>) -> Sent {
    let since = table.fake.call_count();
    table.say(&bob(), "/variants");
    table.next(since, |c| c.method == "sendMessage").await;
    let since = table.fake.call_count();
    table.say(&alice(), "/challenge @Bob english");
    table
        .next(since, |c| {
            c.text("text")
                .is_some_and(|t| t.contains("Alice challenges Bob"))
        })
        .await;
    message_with(table.fake, table.id, "challenges")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_is_for_its_addressee_alone_who_accepts_it() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3"));
    let table = Chat::new(&fake, GROUP - 3);
    let made = challenge(&table).await;
    assert!(made.text.contains("within 10 minutes"), "{}", made.text);
    let accept = made.button("Accept").expect("an Accept button");

    // Carol may neither accept nor join it.
    let since = fake.call_count();
    let asked = table.say(&carol(), "/join");
    assert!(
        table
            .answer_to(since, asked)
            .await
            .contains("for someone else"),
        "the seat is Bob's"
    );
    let since = fake.call_count();
    let query = table.press(&carol(), &made, &accept);
    let told = answered(&fake, &query).await;
    assert!(
        told.text("text")
            .is_some_and(|t| t.contains("for someone else")),
        "{told:?}"
    );
    assert!(
        fake.calls()[since..]
            .iter()
            .all(|c| c.method != "sendPhoto"),
        "no game started for Carol"
    );

    let since = fake.call_count();
    table.press(&bob(), &made, &accept);
    let started = table.next(since, |c| c.method == "sendPhoto").await;
    let caption = started.caption().unwrap_or_default();
    assert!(
        caption.contains("Alice") && caption.contains("Bob") && caption.contains("to move: Alice"),
        "{caption}"
    );
    table.next(since, |c| mentioned(c) == Some(11)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_declined_challenge_frees_the_chat() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3"));
    let table = Chat::new(&fake, GROUP - 4);
    let made = challenge(&table).await;
    let decline = made.button("Decline").expect("a Decline button");
    let since = fake.call_count();
    table.press(&bob(), &made, &decline);
    table
        .next(since, |c| {
            c.text("text")
                .is_some_and(|t| t.contains("Bob declined the challenge"))
        })
        .await;
    let since = fake.call_count();
    table.say(&alice(), "/new english");
    table.next(since, |c| c.method == "sendPhoto").await;
}
