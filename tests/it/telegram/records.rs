//! Game records on Telegram, end to end against the fake Bot API: `/pdn`
//! sends a document that parses as PDN, `/replay` an animation with one
//! frame per position, `/history` the finished games, and `/game` the final
//! board whose buttons send the records.

use draughts::Variant;
use serde_json::Value;

use crate::util::fake_telegram::{Call, FakeTelegram};
use crate::util::pdn;
use crate::util::telegram::{Chat, alice, bob, is_board, start_bot};

const GROUP: i64 = -4_016;

/// Says `text` in the chat and waits for the first successful call there
/// that `wanted` accepts; returns the message's id and the call.
async fn say(chat: &Chat<'_>, who: &Value, text: &str, wanted: fn(&Call) -> bool) -> (i64, Call) {
    let since = chat.fake.call_count();
    let id = chat.say(who, text);
    (id, chat.next(since, wanted).await)
}

/// The number of frames in a GIF.
fn frames(gif: &[u8]) -> usize {
    let mut decoder = gif::DecodeOptions::new()
        .read_info(gif)
        .expect("a GIF header");
    let mut n = 0;
    while decoder
        .read_next_frame()
        .expect("a readable frame")
        .is_some()
    {
        n += 1;
    }
    n
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn records_arrive_as_a_document_an_animation_a_list_and_a_board() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3"));
    let chat = Chat::new(&fake, GROUP);

    say(&chat, &alice(), "/new english", is_board).await;
    say(&chat, &bob(), "/join", is_board).await;
    for (i, mv) in ["9-14", "23-18", "14x23", "27x18"].into_iter().enumerate() {
        let who = if i % 2 == 0 { alice() } else { bob() };
        say(&chat, &who, &format!("/m {mv}"), is_board).await;
    }
    say(&chat, &bob(), "/resign", is_board).await;

    let (asked, document) = say(&chat, &alice(), "/pdn", |c| c.method == "sendDocument").await;
    assert_eq!(
        document.reply_to(),
        Some(asked),
        "the file answers the command"
    );
    assert_eq!(document.upload_name("document"), Some("damabot-1.pdn"));
    let text =
        std::str::from_utf8(document.upload("document").expect("an upload")).expect("PDN is text");
    let read = pdn::read(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(read.tag("White"), Some("Bob"));
    assert_eq!(read.tag("Black"), Some("Alice"));
    assert_eq!(read.tag("Site"), Some("damabot, telegram"));
    // Alice (Black, who starts in English) won: "[Result "1-0"] indicating
    // Black (Red) won the game" (PDN 2.0, cited by PDN 3.0's Result tag).
    assert_eq!(read.tag("Result"), Some("1-0"));
    let game = read.replay(Variant::English).expect("the moves replay");
    assert_eq!(game.ply(), 4);
    assert!(
        document
            .caption()
            .is_some_and(|c| c.starts_with("📜 Game #1: English checkers")),
        "{:?}",
        document.caption()
    );

    let (_, animation) = say(&chat, &alice(), "/replay", |c| c.method == "sendAnimation").await;
    assert_eq!(animation.upload_name("animation"), Some("damabot-1.gif"));
    let gif = animation.upload("animation").expect("an upload");
    assert!(gif.len() < 1_000_000, "{} bytes", gif.len());
    assert_eq!(frames(gif), 5, "the start and one frame per ply");

    let (_, list) = say(&chat, &bob(), "/history", |c| c.method == "sendMessage").await;
    let history = list.text("text").unwrap_or_default();
    assert!(
        history.contains("English checkers · vs Alice · ❌ lost (resignation)"),
        "{history}"
    );

    let (_, board) = say(&chat, &bob(), "/game 1", |c| c.method == "sendPhoto").await;
    let buttons: Vec<(String, String)> = board.keyboard().into_iter().flatten().collect();
    assert_eq!(
        buttons,
        [
            ("📄 PDN".to_owned(), "pdn:1".to_owned()),
            ("🎞 Replay".to_owned(), "replay:1".to_owned())
        ]
    );
    let since = fake.call_count();
    chat.press(&alice(), &chat.board(), "pdn:1");
    let again = chat.next(since, |c| c.method == "sendDocument").await;
    assert_eq!(again.upload("document"), document.upload("document"));
}
