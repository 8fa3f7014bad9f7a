//! `/load` with a file on Telegram, against the fake Bot API: a PDN
//! document whose caption is `/load`, and `/load` sent in reply to a
//! message with a document, open the record's game with its moves (fetched
//! with `getFile` and the file URL); a file over the bound is refused in
//! words and never downloaded.

use draughts::Variant;
use serde_json::Value;

use crate::util::fake_telegram::FakeTelegram;
use crate::util::pdn;
use crate::util::telegram::{Chat, alice, bob, is_board, start_bot};

/// A Russian game of three plies; GameType 25 is Russian in PDN 3.0.
const RECORD: &str = "[Event \"Club\"]\n[GameType \"25\"]\n1. c3-d4 f6-e5 2. d4:f6 *\n";

/// The moves of the game `/pdn` sends in `chat`.
async fn moves_of_the_game(chat: &Chat<'_>, who: &Value) -> Vec<String> {
    let since = chat.fake.call_count();
    chat.say(who, "/pdn");
    let document = chat.next(since, |c| c.method == "sendDocument").await;
    let text =
        std::str::from_utf8(document.upload("document").expect("an upload")).expect("PDN is text");
    let read = pdn::read(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    read.replay(Variant::Russian).expect("the moves replay");
    read.moves
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pdn_document_captioned_load_opens_its_game() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3"));
    let chat = Chat::new(&fake, -4_101);

    let since = fake.call_count();
    chat.send_file(&alice(), "/load", "club-game", RECORD.as_bytes());
    chat.next(since, is_board).await;
    assert_eq!(fake.downloads("club-game"), 1);
    assert_eq!(
        moves_of_the_game(&chat, &alice()).await,
        ["c3-d4", "f6-e5", "d4:f6"]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn load_in_reply_to_a_message_with_a_pdn_file_opens_its_game() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3"));
    let chat = Chat::new(&fake, -4_102);

    // Bob shares a record without a word to the bot: nothing happens.
    let shared = chat.send_file(
        &bob(),
        "our game from yesterday",
        "shared",
        RECORD.as_bytes(),
    );
    chat.barrier().await;
    assert_eq!(fake.downloads("shared"), 0);

    let since = fake.call_count();
    chat.answer(&alice(), "/load", &shared);
    chat.next(since, is_board).await;
    assert_eq!(fake.downloads("shared"), 1);
    assert_eq!(
        moves_of_the_game(&chat, &alice()).await,
        ["c3-d4", "f6-e5", "d4:f6"]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_file_over_64_kib_is_refused_in_words_and_not_downloaded() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3"));
    let chat = Chat::new(&fake, -4_103);

    // A record padded with a comment to one byte over 64 KiB.
    let mut big = RECORD.replace(" *", "");
    big.push_str(" {");
    big.push_str(&"x".repeat(64 * 1024 - big.len() - 2));
    big.push_str("} *");
    assert_eq!(big.len(), 64 * 1024 + 1);

    let since = fake.call_count();
    let sent = chat.send_file(&alice(), "/load", "huge", big.as_bytes());
    let id = sent["message_id"].as_i64().expect("an id");
    let answer = chat.answer_to(since, id).await;
    assert!(
        answer.contains("too large") && answer.contains("64 KiB"),
        "{answer}"
    );
    assert_eq!(fake.downloads("huge"), 0);
    assert!(fake.calls_of("sendPhoto").is_empty(), "no game was opened");
}
