//! On PostgreSQL the hub lets requests commit without waiting for the disk
//! and holds what they release until one commit that waits covers them
//! (`src/hub/gate.rs`): no reply may leave before the commit that wrote it
//! is on disk. The database tells: a trigger notes where the log stood
//! when each outbox row was written, and the carrier asks, as it delivers,
//! whether the log has been flushed past every row written for its chat.
//! The commits that wait are made to wait (`synchronous_commit = on` for
//! the test's database; the test server's own default is not to).

use std::sync::{Arc, Mutex};

use crate::util::db::{Backend, TestDb};
use damabot::adapters::console;
use damabot::app::{ChatKey, Core, CoreConfig, Platform, RateLimits, Receipt, Request};
use damabot::delivery::{Carrier, LaneOptions, Outgoing};
use damabot::runtime::HubBuilder;

/// Delivers nothing anywhere; notes, for each item, how many outbox rows
/// of its chat the log had not been flushed past.
struct Checker {
    db: Arc<TestDb>,
    unflushed: Mutex<Vec<i64>>,
}

impl Carrier for Checker {
    type Memory = ();

    async fn deliver(&self, chat: &ChatKey, _memory: &mut (), _item: Outgoing) -> Receipt {
        let db = Arc::clone(&self.db);
        let sql = format!(
            "SELECT COUNT(*) FROM written WHERE chat = '{}' AND lsn > pg_current_wal_flush_lsn()",
            chat.id
        );
        let unflushed = tokio::task::spawn_blocking(move || db.integer(&sql))
            .await
            .expect("the check ran")
            .unwrap_or(0);
        self.unflushed
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(unflushed);
        Receipt::Sent {
            board_message: None,
        }
    }

    async fn after(&self, _chat: &ChatKey, _memory: &mut (), _token: String) {}
}

#[test]
fn no_reply_leaves_before_its_commit_is_on_disk() {
    let db = Arc::new(TestDb::new(Backend::Postgres));
    db.execute(
        "DO $$ BEGIN
             EXECUTE format('ALTER DATABASE %I SET synchronous_commit = on', current_database());
         END $$;",
    );
    let store = db.open();
    db.execute(
        "CREATE TABLE written (chat TEXT NOT NULL, lsn PG_LSN NOT NULL);
         CREATE FUNCTION note_written() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
             INSERT INTO written VALUES (NEW.chat, pg_current_wal_insert_lsn());
             RETURN NULL;
         END $$;
         CREATE TRIGGER note_written AFTER INSERT ON outbox
             FOR EACH ROW EXECUTE FUNCTION note_written();",
    );
    let config = CoreConfig {
        limits: RateLimits::OFF,
        ..CoreConfig::default()
    };
    let checker = Arc::new(Checker {
        db: Arc::clone(&db),
        unflushed: Mutex::new(Vec::new()),
    });
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        let mut builder = HubBuilder::new(Core::new(store, config), 1);
        let outbox = builder.outbox(Platform::Console);
        let hub = builder.start();
        let delivery = outbox.start(Arc::clone(&checker), hub.clone(), LaneOptions::default());
        hub.submit(say("alice", "/new turkish", 1))
            .await
            .expect("taken");
        hub.submit(say("bob", "/join", 2)).await.expect("taken");
        let user = |ply: usize| ["alice", "bob"][ply % 2];
        // Moves one at a time, each board delivered before the next move.
        for ply in 0..10 {
            hub.submit(say(user(ply), "/m 1", 10 + ply))
                .await
                .expect("taken");
            delivery.flush().await;
        }
        // Games opened in ten chats at once, so that the core finds several
        // requests waiting; one each, so that every row written for a chat
        // belongs to what is delivered there.
        let games = (0..10).map(|n| {
            hub.submit(say_in(
                &format!("room{n}"),
                "alice",
                "/new turkish",
                100 + n,
            ))
        });
        for taken in futures::future::join_all(games).await {
            taken.expect("taken");
        }
        hub.idle().await;
        delivery.flush().await;
    });

    let unflushed = checker
        .unflushed
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .clone();
    assert!(
        unflushed.len() >= 20,
        "replies were delivered: {unflushed:?}"
    );
    assert!(
        unflushed.iter().all(|&n| n == 0),
        "a reply left before its commit was on disk: {unflushed:?}"
    );
}

/// `user` says `text` in the group "club", as update `id`.
fn say(user: &str, text: &str, id: usize) -> Request {
    say_in("club", user, text, id)
}

/// `user` says `text` in the group `chat`, as update `id`.
fn say_in(chat: &str, user: &str, text: &str, id: usize) -> Request {
    let mut request = console::request(&console::Line {
        user: user.to_owned(),
        chat: chat.to_owned(),
        text: text.to_owned(),
    })
    .expect("a request");
    request.update_id = Some(format!("u{id}"));
    request
}
