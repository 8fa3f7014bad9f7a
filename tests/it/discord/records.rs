//! Game records on Discord, against the fake REST API and gateway: the
//! `/pdn`, `/replay`, `/history` and `/game` slash commands, with the record
//! files as attachments.

use draughts::Variant;
use serde_json::{Value, json};

use crate::util::discord::{CHANNEL, alice, bob, content, is_board, start_bot, variant};
use crate::util::fake_discord::{APP_ID, Call, FakeDiscord, GUILD_ID, Who};
use crate::util::pdn;

/// A message posted in the channel with an attachment named `name`.
fn attachment<'c>(call: &'c Call, name: &str) -> Option<&'c [u8]> {
    if !call.is("POST", &format!("/channels/{CHANNEL}/messages")) {
        return None;
    }
    call.files
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, bytes)| bytes.as_slice())
}

/// Runs a slash command and waits for the first call after it that
/// matches.
async fn slash(
    fake: &FakeDiscord,
    who: Who,
    name: &str,
    options: Value,
    wanted: impl Fn(&Call) -> bool,
) -> Call {
    let mark = fake.mark();
    fake.slash(who, name, options);
    fake.wait_call(mark, wanted).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_record_commands_answer_with_attachments_a_list_and_a_board() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3")).await;
    let registration = fake
        .wait_call(0, |c| {
            c.is(
                "PUT",
                &format!("/applications/{APP_ID}/guilds/{GUILD_ID}/commands"),
            )
        })
        .await;
    for (name, russian) in [
        ("pdn", "запись"),
        ("replay", "повтор"),
        ("history", "история"),
        ("game", "партия"),
    ] {
        let command = registration
            .body
            .as_array()
            .and_then(|cs| cs.iter().find(|c| c["name"] == name))
            .unwrap_or_else(|| panic!("/{name} is registered"));
        assert_eq!(command["name_localizations"]["ru"], russian);
    }

    slash(&fake, alice(), "new", variant("english"), is_board).await;
    slash(&fake, bob(), "join", json!([]), is_board).await;
    for (i, mv) in ["9-14", "23-18", "14x23", "27x18"].into_iter().enumerate() {
        let who = if i % 2 == 0 { alice() } else { bob() };
        let options = json!([{"name": "move", "type": 3, "value": mv}]);
        slash(&fake, who, "move", options, is_board).await;
    }
    slash(&fake, bob(), "resign", json!([]), is_board).await;

    let posted = slash(&fake, alice(), "pdn", json!([]), |c| {
        attachment(c, "damabot-1.pdn").is_some()
    })
    .await;
    let text = std::str::from_utf8(attachment(&posted, "damabot-1.pdn").expect("the file"))
        .expect("PDN is text");
    let read = pdn::read(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(read.tag("Site"), Some("damabot, discord"));
    // alice (Black, who starts in English) won: "[Result "1-0"] indicating
    // Black (Red) won the game" (PDN 2.0, cited by PDN 3.0's Result tag).
    assert_eq!(read.tag("Result"), Some("1-0"));
    read.replay(Variant::English).expect("the moves replay");
    assert!(content(&posted).contains("Game #1"), "{}", content(&posted));

    let game = json!([{"name": "game", "type": 4, "value": 1}]);
    let posted = slash(&fake, bob(), "replay", game.clone(), |c| {
        attachment(c, "damabot-1.gif").is_some()
    })
    .await;
    let gif = attachment(&posted, "damabot-1.gif").expect("the animation");
    assert!(gif.starts_with(b"GIF89a"), "a GIF");

    let listed = slash(&fake, bob(), "history", json!([]), |c| {
        c.is("POST", &format!("/channels/{CHANNEL}/messages")) && content(c).contains("#1")
    })
    .await;
    assert!(
        content(&listed).contains("vs alice · ❌ lost (resignation)"),
        "{}",
        content(&listed)
    );

    let board = slash(&fake, alice(), "game", game, is_board).await;
    let ids: Vec<&str> = board.body["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().into_iter().flatten())
        .filter_map(|c| c["custom_id"].as_str())
        .collect();
    assert_eq!(ids, ["pdn:1", "replay:1"]);
}

/// `/load` with its `record` option: a PDN record pasted on one line opens
/// the game with its moves, and `/pdn` gives them back.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn load_opens_a_pasted_record_with_its_moves() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3")).await;
    let record = "[Event \"Club\"] [GameType \"25\"] 1. c3-d4 f6-e5 2. d4:f6 *";
    let options = json!([{"name": "record", "type": 3, "value": record}]);
    slash(&fake, alice(), "load", options, is_board).await;
    let posted = slash(&fake, alice(), "pdn", json!([]), |c| {
        attachment(c, "damabot-1.pdn").is_some()
    })
    .await;
    let text = std::str::from_utf8(attachment(&posted, "damabot-1.pdn").expect("the file"))
        .expect("PDN is text");
    let read = pdn::read(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(read.moves, ["c3-d4", "f6-e5", "d4:f6"]);
    assert_eq!(read.tag("GameType"), Some("25,W,8,8,A0,0"));
    read.replay(Variant::Russian).expect("the moves replay");
}
