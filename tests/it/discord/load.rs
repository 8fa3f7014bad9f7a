//! `!load` with a file on Discord, against the fake gateway and REST API: a
//! PDN file attached to the `!load` message, or to the message `!load`
//! answers, or given as `/load`'s `file` option (which needs no Message
//! Content intent), opens the record's game with its moves (downloaded
//! from the attachment's URL); a file over the bound is refused in words
//! and never downloaded.

use draughts::Variant;

use crate::util::discord::{CHANNEL, alice, bob, content, is_board, start_bot};
use crate::util::fake_discord::{Call, FakeDiscord};
use crate::util::pdn;

/// A Russian game of three plies; GameType 25 is Russian in PDN 3.0.
const RECORD: &str = "[Event \"Club\"]\n[GameType \"25\"]\n1. c3-d4 f6-e5 2. d4:f6 *\n";

/// The PDN file the bot posted in the channel, if `call` is that post.
fn pdn_file(call: &Call) -> Option<&[u8]> {
    if !call.is("POST", &format!("/channels/{CHANNEL}/messages")) {
        return None;
    }
    call.files
        .iter()
        .find(|(name, _)| name.ends_with(".pdn"))
        .map(|(_, bytes)| bytes.as_slice())
}

/// The moves of the game `!pdn` sends.
async fn moves_of_the_game(fake: &FakeDiscord) -> Vec<String> {
    let mark = fake.mark();
    fake.say(alice(), "!pdn", false);
    let posted = fake.wait_call(mark, |c| pdn_file(c).is_some()).await;
    let text = std::str::from_utf8(pdn_file(&posted).expect("the file")).expect("PDN is text");
    let read = pdn::read(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    read.replay(Variant::Russian).expect("the moves replay");
    read.moves
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pdn_file_attached_to_load_opens_its_game() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3")).await;

    let mark = fake.mark();
    fake.say_with_file(alice(), "!load", false, "club.pdn", RECORD.as_bytes());
    fake.wait_call(mark, is_board).await;
    assert_eq!(fake.downloads(), 1);
    assert_eq!(moves_of_the_game(&fake).await, ["c3-d4", "f6-e5", "d4:f6"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_slash_load_with_a_pdn_file_option_opens_its_game() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3")).await;

    let mark = fake.mark();
    fake.slash_with_file(
        alice(),
        "load",
        serde_json::json!([]),
        "file",
        "club.pdn",
        RECORD.as_bytes(),
    );
    fake.wait_call(mark, is_board).await;
    assert_eq!(fake.downloads(), 1);
    assert_eq!(moves_of_the_game(&fake).await, ["c3-d4", "f6-e5", "d4:f6"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn load_in_reply_to_a_message_with_a_pdn_file_opens_its_game() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3")).await;

    // Bob shares a record in the channel, not to the bot.
    let shared = fake.say_with_file(bob(), "our game", false, "club.pdn", RECORD.as_bytes());
    let mark = fake.mark();
    fake.say_replying(alice(), "!load", false, &shared);
    fake.wait_call(mark, is_board).await;
    assert_eq!(fake.downloads(), 1, "only the answered file was fetched");
    assert_eq!(moves_of_the_game(&fake).await, ["c3-d4", "f6-e5", "d4:f6"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_file_over_64_kib_is_refused_in_words_and_not_downloaded() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3")).await;

    let big = format!("{RECORD}{}", " ".repeat(64 * 1024 + 1 - RECORD.len()));
    assert_eq!(big.len(), 64 * 1024 + 1);
    let mark = fake.mark();
    fake.say_with_file(alice(), "!load", false, "huge.pdn", big.as_bytes());
    let answer = fake
        .wait_call(mark, |c| {
            c.is("POST", &format!("/channels/{CHANNEL}/messages")) && !content(c).is_empty()
        })
        .await;
    assert!(
        content(&answer).contains("too large") && content(&answer).contains("64 KiB"),
        "{}",
        content(&answer)
    );
    assert_eq!(fake.downloads(), 0);
    assert!(
        !fake.calls_since(mark).iter().any(is_board),
        "no game was opened"
    );
}
