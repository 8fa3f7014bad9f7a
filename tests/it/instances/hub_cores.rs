//! Several core threads over one PostgreSQL database (`DAMABOT_CORES`),
//! end to end through the Telegram adapter and the fake Bot API: games in
//! many chats at once, each chat served by one core, every core an
//! instance to the database. Each move must get its board, in order, and be
//! stored once.

use std::time::Duration;

use damabot::adapters::telegram;
use damabot::app::{Core, CoreConfig, Platform, RateLimits};
use damabot::runtime::HubBuilder;
use serde_json::Value;
use tokio::sync::mpsc;

use crate::util::db::{Backend, TestDb};
use crate::util::english_win::{WIN, stored_line};
use crate::util::fake_telegram::{FakeTelegram, Seen, quick, text_message, user_json};
use crate::util::postgres::LOG_DELIVERIES;

const CORES: usize = 3;
const GAMES: i64 = 12;
const WAIT: Duration = Duration::from_secs(30);

fn players(chat: i64) -> [Value; 2] {
    let base = -chat * 10;
    [
        user_json(base + 1, "Black", "en"),
        user_json(base + 2, "White", "en"),
    ]
}

/// Waits for the next board on `feed`, the calls to `chat`; returns its
/// caption.
async fn board(feed: &mut mpsc::UnboundedReceiver<Seen>, chat: i64) -> String {
    let next = async {
        loop {
            let seen = feed.recv().await.expect("the fake's feed");
            let is_board = seen.method == "editMessageMedia" || seen.method == "sendPhoto";
            if seen.ok && is_board {
                return seen.caption.unwrap_or_default();
            }
        }
    };
    tokio::time::timeout(WAIT, next)
        .await
        .unwrap_or_else(|_| panic!("no board in chat {chat} within {WAIT:?}"))
}

/// Opens a game in `chat`, plays the whole line, and checks that each
/// board shows the move just played.
async fn play(fake: &FakeTelegram, chat: i64) {
    let mut feed = fake.watch_chat(chat);
    let [black, white] = players(chat);
    fake.push(
        "message",
        text_message(1, chat, &black, "/new english", None),
    );
    board(&mut feed, chat).await;
    fake.push("message", text_message(2, chat, &white, "/join", None));
    board(&mut feed, chat).await;
    for (ply, mv) in WIN.iter().enumerate() {
        let who = if ply % 2 == 0 { &black } else { &white };
        let id = i64::try_from(ply).expect("a ply") + 10;
        fake.push(
            "message",
            text_message(id, chat, who, &format!("/m {mv}"), None),
        );
        let caption = board(&mut feed, chat).await;
        assert!(
            caption.contains(&format!("Last move: {mv}")),
            "chat {chat}, ply {ply}: the board after {mv} shows {caption:?}"
        );
    }
}

#[test]
fn several_cores_serve_their_chats_in_order_and_store_each_move_once() {
    let db = TestDb::new(Backend::Postgres);
    let config = CoreConfig {
        limits: RateLimits::OFF,
        instance: "box".to_owned(),
        ..CoreConfig::default()
    };
    let cores = Core::several(db.open(), &config, CORES);
    assert_eq!(cores.len(), CORES, "PostgreSQL lets {CORES} cores write");
    db.execute(LOG_DELIVERIES);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        let fake = FakeTelegram::start().await;
        let mut builder = HubBuilder::with_cores(cores, 1);
        let outbox = builder.outbox(Platform::Telegram);
        let hub = builder.start();
        let adapter = tokio::spawn(telegram::run_with(hub, outbox, fake.settings(), quick()));
        let games = (0..GAMES).map(|n| play(&fake, -7_000 - n));
        futures::future::join_all(games).await;
        adapter.abort();
    });

    let line = stored_line(WIN.len()).join(" ");
    for n in 0..GAMES {
        let chat = -7_000 - n;
        let same = db.integer(&format!(
            "SELECT CASE WHEN string_agg(m.notation, ' ' ORDER BY m.ply) = '{line}' THEN 1::bigint ELSE 0::bigint END
             FROM moves m
             JOIN game_chats gc ON gc.game_id = m.game_id
             JOIN chats c ON c.id = gc.chat_id
             WHERE c.platform_id = '{chat}'"
        ));
        assert_eq!(
            same,
            Some(1),
            "chat {chat}: every move stored once, in order"
        );
    }
    let holders = db.integer("SELECT COUNT(DISTINCT claimed_by) FROM outbox_ever");
    assert_eq!(
        holders,
        Some(i64::try_from(CORES).expect("a count")),
        "each core delivered as its own instance"
    );
}

#[test]
fn sqlite_has_one_core_however_many_are_asked_for() {
    let db = TestDb::new(Backend::Sqlite);
    let cores = Core::several(db.open(), &CoreConfig::default(), 4);
    assert_eq!(cores.len(), 1);
}
