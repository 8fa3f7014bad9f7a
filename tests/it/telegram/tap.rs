//! The tap board and inline mode on Telegram, end to end: the real
//! teloxide client, hub and core over a temporary SQLite file, and the fake
//! Bot API server on 127.0.0.1 (`util::fake_telegram`).
//!
//! The tap board's buttons are found by the square they stand for, computed
//! here from the board's shape (rows from the viewer's side, playable
//! squares only), not read back from the bot's own encoding of them.

use serde_json::Value;

use crate::util::fake_telegram::{FakeTelegram, chosen_inline_result, inline_query};
use crate::util::telegram::{Chat, alice, answered, bob, start_bot};

const GROUP: i64 = -7_001;

/// An 8×8 board of dark squares (`a1` dark), as Russian draughts has.
/// The button of square `name` on a tap board drawn from White's side
/// (`white`) or Black's: rows from the top as the viewer sees them, each
/// holding the row's dark squares from the viewer's left.
fn button_at(keyboard: &[Vec<(String, String)>], name: &str, white: bool) -> (String, String) {
    let bytes = name.as_bytes();
    let file = i64::from(bytes[0] - b'a');
    let rank: i64 = name[1..].parse::<i64>().expect("a rank") - 1;
    let row = if white { 7 - rank } else { rank };
    let dark_files: Vec<i64> = (0..8).filter(|f| (f + rank) % 2 == 0).collect();
    let ordered: Vec<i64> = if white {
        dark_files
    } else {
        dark_files.into_iter().rev().collect()
    };
    let col = ordered
        .iter()
        .position(|f| *f == file)
        .expect("a dark square");
    let row = usize::try_from(row).expect("a row");
    assert_eq!(keyboard[row].len(), 4, "row {row} of {keyboard:?}");
    keyboard[row][col].clone()
}

/// The labels of the squares that are marked as destinations.
fn marked(keyboard: &[Vec<(String, String)>], white: bool) -> Vec<String> {
    let mut found = Vec::new();
    for rank in 1..=8 {
        for file in b'a'..=b'h' {
            let file_index = i64::from(file - b'a');
            if (file_index + rank - 1) % 2 != 0 {
                continue;
            }
            let name = format!("{}{rank}", char::from(file));
            if button_at(keyboard, &name, white).0 == "🟢" {
                found.push(name);
            }
        }
    }
    found.sort();
    found
}

/// Taps square `name` of the newest board in `chat` (drawn from White's
/// side or not) and waits for the bot's answer to the press; returns the
/// answer's toast text, if any.
async fn tap(chat: &Chat<'_>, who: &Value, name: &str, white: bool) -> Option<String> {
    let board = chat.board();
    let (_, data) = button_at(&board.keyboard(), name, white);
    let query = chat.press(who, &board, &data);
    answered_toast(chat.fake, &query).await
}

/// Waits for the answer to a press; returns its toast text, if any.
async fn answered_toast(fake: &FakeTelegram, query: &str) -> Option<String> {
    answered(fake, query).await.text("text").map(str::to_owned)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_is_played_by_taps_alone_with_a_choice_of_route_and_refused_taps() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3"));
    let table = Chat::new(&fake, GROUP);

    // White (Alice) must take d4 from c3 and may go on over d6 to c7 or
    // over f6 to g7; Black's last man then walks into a capture.
    let since = fake.call_count();
    table.say(&alice(), "/new russian fen W:Wc3,f4,h4:Bd4,d6,f6");
    table.next(since, |c| c.method == "sendPhoto").await;
    let board = table.board();
    let join = board.button("Join").expect("a Join button");
    let query = table.press(&bob(), &board, &join);
    answered_toast(&fake, &query).await;

    // The tap board is switched on from its button under the board.
    let board = table.board();
    let toggle = board.button("Tap board").expect("a Tap board button");
    let since = fake.call_count();
    let toast = table.press(&alice(), &board, &toggle);
    assert!(
        answered_toast(&fake, &toast)
            .await
            .is_some_and(|t| t.contains("Tap board on"))
    );
    table.next(since, |c| c.method == "editMessageMedia").await;
    let board = table.board();
    let keys = board.keyboard();
    assert_eq!(keys.iter().take(8).map(Vec::len).sum::<usize>(), 32);
    assert_eq!(button_at(&keys, "c3", true).0, "⚪");
    assert_eq!(button_at(&keys, "d4", true).0, "⚫");
    assert_eq!(button_at(&keys, "e5", true).0, "·");
    assert!(board.button("Normal buttons").is_some());
    assert!(
        board.button("Moves").is_none(),
        "the tap board replaces Moves"
    );

    // Out of turn: Bob's tap is refused with a toast and changes nothing.
    let edits = board.edits;
    let toast = tap(&table, &bob(), "f6", true).await;
    assert!(
        toast.is_some_and(|t| t.contains("not your turn")),
        "out of turn"
    );
    // A piece that cannot move (a capture is compulsory) is refused too.
    let toast = tap(&table, &alice(), "f4", true).await;
    assert_eq!(toast.as_deref(), Some("No move from f4 now."));
    assert_eq!(table.board().edits, edits, "refused taps change nothing");

    // c3: its one landing, e5, is marked, with the image left alone.
    let since = fake.call_count();
    tap(&table, &alice(), "c3", true).await;
    let selected = table
        .next(since, |c| c.method == "editMessageReplyMarkup")
        .await;
    assert!(
        fake.calls()[since..]
            .iter()
            .all(|c| c.method != "editMessageMedia")
    );
    assert_eq!(marked(&selected.keyboard(), true), ["e5"]);
    let stale = table.board();
    // e5: the route divides, so the next landings are asked for.
    tap(&table, &alice(), "e5", true).await;
    assert_eq!(marked(&table.board().keyboard(), true), ["c7", "g7"]);
    // c7 plays c3:e5:c7, taking d4 and d6.
    let since = fake.call_count();
    tap(&table, &alice(), "c7", true).await;
    let played = table.next(since, |c| c.method == "editMessageMedia").await;
    assert!(
        played.caption().is_some_and(|c| c.contains("c3:e5:c7")),
        "{:?}",
        played.caption()
    );

    // A tap on the board as it was before the move is refused.
    let (_, old) = button_at(&stale.keyboard(), "e5", true);
    let query = table.press(&alice(), &stale, &old);
    let toast = answered_toast(&fake, &query).await;
    assert!(
        toast.is_some_and(|t| t.contains("older board")),
        "a stale tap"
    );

    // A board two players share in a group keeps White at the bottom
    // (`/orientation auto`); Bob plays f6 to g5 on it.
    let keys = table.board().keyboard();
    assert_eq!(button_at(&keys, "f6", true).0, "⚫");
    assert_eq!(button_at(&keys, "c7", true).0, "⚪");
    tap(&table, &bob(), "f6", true).await;
    assert_eq!(marked(&table.board().keyboard(), true), ["e5", "g5"]);
    let since = fake.call_count();
    tap(&table, &bob(), "g5", true).await;
    table.next(since, |c| c.method == "editMessageMedia").await;

    // White takes the last black man: h4, then f6.
    tap(&table, &alice(), "h4", true).await;
    assert_eq!(marked(&table.board().keyboard(), true), ["f6"]);
    let since = fake.call_count();
    tap(&table, &alice(), "f6", true).await;
    let end = table.next(since, |c| c.method == "editMessageMedia").await;
    let caption = end.caption().unwrap_or_default();
    assert!(caption.contains("White wins: Alice"), "{caption}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tap_switches_back_and_large_boards_keep_the_move_list() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3"));
    let table = Chat::new(&fake, GROUP);

    let since = fake.call_count();
    table.say(&alice(), "/new russian");
    table.next(since, |c| c.method == "sendPhoto").await;
    let board = table.board();
    let query = table.press(&bob(), &board, &board.button("Join").expect("Join"));
    answered_toast(&fake, &query).await;
    let since = fake.call_count();
    table.say(&alice(), "/tap");
    table.next(since, |c| c.method == "editMessageMedia").await;
    assert!(table.board().button("Normal buttons").is_some());
    let since = fake.call_count();
    table.say(&alice(), "/tap");
    table.next(since, |c| c.method == "editMessageMedia").await;
    let board = table.board();
    assert!(
        board.button("Moves").is_some(),
        "the normal buttons are back"
    );
    assert!(board.button("Tap board").is_some());
    let query = table.press(&alice(), &board, &board.button("Resign").expect("Resign"));
    answered_toast(&fake, &query).await;

    // Canadian draughts (12×12, 72 squares) keeps the numbered moves.
    let since = fake.call_count();
    table.say(&alice(), "/new canadian");
    table.next(since, |c| c.method == "sendPhoto").await;
    let board = table.board();
    let query = table.press(&bob(), &board, &board.button("Join").expect("Join"));
    answered_toast(&fake, &query).await;
    let board = table.board();
    assert!(board.button("Tap board").is_none());
    let since = fake.call_count();
    table.say(&alice(), "/tap");
    let refusal = table.next(since, |c| c.method == "sendMessage").await;
    assert!(
        refusal
            .text("text")
            .is_some_and(|t| t.contains("too large for the tap board")),
        "{:?}",
        refusal.text("text")
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_inline_query_is_answered_and_a_game_is_played_in_the_inline_message() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3"));
    let table = Chat::new(&fake, GROUP);

    // `@bot rus`: Russian draughts first, with its Join button.
    let since = fake.call_count();
    fake.push("inline_query", inline_query("iq-1", &alice(), "rus"));
    let answer = table
        .next_anywhere(since, |c| c.method == "answerInlineQuery")
        .await;
    let results = answer
        .params
        .get("results")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    let first = results.first().expect("a result");
    assert_eq!(first["id"], "russian");
    assert!(
        first["title"]
            .as_str()
            .is_some_and(|t| t.starts_with("Russian draughts"))
    );
    let join = first["reply_markup"]["inline_keyboard"][0][0]["callback_data"]
        .as_str()
        .expect("a Join button")
        .to_owned();
    let cache = answer.params.get("cache_time").and_then(Value::as_i64);
    assert!(
        cache.is_some_and(|c| c <= 60),
        "a short cache time: {cache:?}"
    );
    // Nothing typed lists every variant but the one too large to tap.
    let since = fake.call_count();
    fake.push("inline_query", inline_query("iq-2", &bob(), ""));
    let all = table
        .next_anywhere(since, |c| c.method == "answerInlineQuery")
        .await;
    let count = all
        .params
        .get("results")
        .and_then(Value::as_array)
        .map(Vec::len);
    assert_eq!(count, Some(draughts::Variant::ALL.len() - 1));

    // Telegram posts the chosen result as message IM-1; Alice presses Join
    // first and opens the game, Bob joins it.
    let inline = "IM-1";
    let query = table.press_inline(&alice(), inline, &join);
    answered_toast(&fake, &query).await;
    let open = fake.inline_message(inline).expect("the message was edited");
    assert!(
        open.text.contains("Waiting for an opponent: tap Join."),
        "no command reaches an inline message: {}",
        open.text
    );
    assert!(!open.text.contains("/join"), "{}", open.text);
    let join = open.button("Join").expect("a Join button");
    let query = table.press_inline(&bob(), inline, &join);
    answered_toast(&fake, &query).await;
    let running = fake.inline_message(inline).expect("the message");
    assert!(running.text.contains("Alice vs"), "{}", running.text);
    assert!(running.button("Tap board").is_none());
    assert!(running.button("Moves").is_none());
    let keys = running.keyboard();
    assert_eq!(button_at(&keys, "c3", true).0, "⚪");

    // Bob taps out of turn: a toast, and the message stays as it was.
    let edits = running.edits;
    let (_, data) = button_at(&keys, "f6", true);
    let toast = answered_toast(&fake, &table.press_inline(&bob(), inline, &data)).await;
    assert!(toast.is_some_and(|t| t.contains("not your turn")));
    assert_eq!(fake.inline_message(inline).map(|m| m.edits), Some(edits));

    // Alice: c3, then d4.
    let (_, data) = button_at(&keys, "c3", true);
    answered_toast(&fake, &table.press_inline(&alice(), inline, &data)).await;
    let keys = fake.inline_message(inline).expect("the message").keyboard();
    assert_eq!(marked(&keys, true), ["b4", "d4"]);
    let (_, data) = button_at(&keys, "d4", true);
    answered_toast(&fake, &table.press_inline(&alice(), inline, &data)).await;
    let moved = fake.inline_message(inline).expect("the message");
    assert!(moved.text.contains("c3-d4"), "{}", moved.text);
    // Bob answers f6-e5; Alice must take d4xf6, Bob takes back g7xe5 (two
    // moves each, so that the game counts); then Bob resigns from the
    // message.
    let keys = moved.keyboard();
    let (_, data) = button_at(&keys, "f6", true);
    answered_toast(&fake, &table.press_inline(&bob(), inline, &data)).await;
    let keys = fake.inline_message(inline).expect("the message").keyboard();
    let (_, data) = button_at(&keys, "e5", true);
    answered_toast(&fake, &table.press_inline(&bob(), inline, &data)).await;
    let moved = fake.inline_message(inline).expect("the message");
    assert!(moved.text.contains("f6-e5"), "{}", moved.text);
    for (who, from, to, white) in [(alice(), "d4", "f6", true), (bob(), "g7", "e5", true)] {
        let keys = fake.inline_message(inline).expect("the message").keyboard();
        let (_, data) = button_at(&keys, from, white);
        answered_toast(&fake, &table.press_inline(&who, inline, &data)).await;
        let keys = fake.inline_message(inline).expect("the message").keyboard();
        let (_, data) = button_at(&keys, to, white);
        answered_toast(&fake, &table.press_inline(&who, inline, &data)).await;
    }
    let moved = fake.inline_message(inline).expect("the message");
    assert!(moved.text.contains("g7:e5"), "{}", moved.text);
    let resign = moved.button("Resign").expect("a Resign button");
    answered_toast(&fake, &table.press_inline(&bob(), inline, &resign)).await;
    let over = fake.inline_message(inline).expect("the message");
    assert!(over.text.contains("White wins: Alice"), "{}", over.text);
    assert!(
        fake.calls().iter().all(|c| c.method != "sendPhoto"),
        "no image in inline mode"
    );
}

/// Choosing an inline result seats its chooser: the posted message becomes
/// their open game (Telegram sends `chosen_inline_result` only to a bot that
/// asks for it in `allowed_updates`), and the next to press Join plays them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn choosing_an_inline_result_makes_the_chooser_a_player() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3"));
    let table = Chat::new(&fake, GROUP);

    let allowed = fake.wait_poll().await;
    assert!(
        allowed["allowed_updates"]
            .as_array()
            .is_some_and(|kinds| kinds.iter().any(|k| k == "chosen_inline_result")),
        "{allowed:?}"
    );
    let inline = "IM-7";
    let since = fake.call_count();
    fake.push(
        "chosen_inline_result",
        chosen_inline_result(&alice(), "russian", inline),
    );
    table
        .next_anywhere(since, |c| c.method == "editMessageText")
        .await;
    let open = fake.inline_message(inline).expect("the message was edited");
    assert!(open.text.contains("⚪ Alice vs"), "{}", open.text);
    assert!(
        open.text.contains("Waiting for an opponent: tap Join."),
        "{}",
        open.text
    );

    // Alice's own press on Join does not give her the other seat.
    let join = open.button("Join").expect("a Join button");
    let toast = answered_toast(&fake, &table.press_inline(&alice(), inline, &join)).await;
    assert!(
        toast.is_some_and(|t| t.contains("starts when another player joins")),
        "the chooser already plays"
    );
    let query = table.press_inline(&bob(), inline, &join);
    answered_toast(&fake, &query).await;
    let running = fake.inline_message(inline).expect("the message");
    assert!(
        running.text.contains("⚪ Alice vs ⚫ Bob"),
        "{}",
        running.text
    );
}
