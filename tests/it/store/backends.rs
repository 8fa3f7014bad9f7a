//! Store stories: migrations on an empty database, play, reopen, resume,
//! and optimistic concurrency between two writers. The stories run on
//! both backends, SQLite and PostgreSQL.

use crate::util::db::{Backend, TestDb};
use crate::util::table::{Table, joined, lines};
use damabot::app::CoreConfig;
use damabot::store::{POSTGRES, SQLITE, Store, StoreError};

#[test]
fn every_migration_applies_to_an_empty_database_and_again_is_a_no_op() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("fresh.sqlite3");
    let store = Store::open(&path).expect("migrations apply");
    let (journal, foreign_keys) = store.pragmas().expect("pragmas").expect("SQLite");
    assert_eq!(journal, "wal");
    assert!(foreign_keys);
    drop(store);
    let conn = rusqlite::Connection::open(&path).expect("reopen raw");
    let version: i64 = conn
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .expect("user_version");
    assert_eq!(version, SQLITE.len() as i64);
    drop(conn);
    Store::open(&path).expect("reopening applies nothing new");
}

#[test]
fn migrations_are_numbered_in_order() {
    for migrations in [SQLITE, POSTGRES] {
        for (i, (name, sql)) in migrations.iter().enumerate() {
            assert!(name.starts_with(&format!("{:04}_", i + 1)), "{name}");
            assert!(!sql.trim().is_empty(), "{name} is empty");
        }
    }
}

/// A database made before Russian existed keeps its users, their ids and
/// what references them, and then accepts `ru` as a language choice.
#[test]
fn the_russian_migration_keeps_users_and_their_references() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("old.sqlite3");
    let ru = SQLITE
        .iter()
        .position(|(name, _)| name.ends_with("_lang_ru.sql"))
        .expect("the Russian migration");
    let mut conn = rusqlite::Connection::open(&path).expect("open raw");
    conn.pragma_update(None, "foreign_keys", "ON")
        .expect("pragma");
    let tx = conn.transaction().expect("tx");
    for (_, sql) in &SQLITE[..ru] {
        tx.execute_batch(sql).expect("older migration");
    }
    tx.execute_batch(
        "INSERT INTO users (id, platform, platform_id, name, lang, coins, created_at)
             VALUES (7, 'telegram', '42', 'Ivan', 'en', 30, 1);
         INSERT INTO standings (user_id, variant, wins, updated_at) VALUES (7, 'russian', 3, 1);",
    )
    .expect("old rows");
    tx.pragma_update(None, "user_version", ru as i64)
        .expect("version");
    tx.commit().expect("commit");
    assert!(
        conn.execute("UPDATE users SET lang = 'ru' WHERE id = 7", [])
            .is_err(),
        "the old schema refuses ru"
    );
    drop(conn);

    drop(Store::open(&path).expect("the migrations apply"));
    let conn = rusqlite::Connection::open(&path).expect("reopen raw");
    conn.execute("UPDATE users SET lang = 'ru' WHERE id = 7", [])
        .expect("ru is accepted");
    let (name, coins, wins): (String, i64, i64) = conn
        .query_row(
            "SELECT name, coins, wins FROM users JOIN standings ON standings.user_id = users.id
             WHERE users.id = 7",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .expect("the user and their standing");
    assert_eq!((name.as_str(), coins, wins), ("Ivan", 30, 3));
    let dangling: i64 = conn
        .query_row("SELECT count(*) FROM pragma_foreign_key_check", [], |r| {
            r.get(0)
        })
        .expect("foreign key check");
    assert_eq!(dangling, 0);
    assert!(
        conn.execute("UPDATE users SET lang = 'de' WHERE id = 7", [])
            .is_err(),
        "other codes stay refused"
    );
}

#[test]
fn a_game_survives_closing_and_reopening_the_database() {
    for db in TestDb::both() {
        let mut t = Table::with(db.open(), CoreConfig::default());
        t.say("alice", "club", "/new turkish");
        t.say("bob", "club", "/join");
        t.say("alice", "club", "/m d3-d4");
        t.say("bob", "club", "/m d6-d5");
        let now = t.now;
        drop(t);

        let mut t = Table::with(db.open(), CoreConfig::default());
        t.now = now;
        let out = t.say("alice", "club", "/board");
        let text = joined(&out);
        assert!(text.contains("Last move: d6-d5"), "{text}");
        assert!(text.contains("White to move: alice"), "{text}");
        let out = t.say("alice", "club", "/m d4xd6xd8");
        assert!(
            joined(&out).contains("Last move: d4xd6xd8"),
            "{:?}",
            lines(&out)
        );
    }
}

#[test]
fn two_writers_on_the_same_version_one_wins_the_other_is_told() {
    for db in TestDb::both() {
        let mut t = Table::with(db.open(), CoreConfig::default());
        t.say("alice", "club", "/new turkish");
        t.say("bob", "club", "/join");
        drop(t);

        let mut a = db.open();
        let mut b = db.open();
        let mut seen_a = a.write(|tx| tx.game(1)).expect("read a");
        let mut seen_b = b.write(|tx| tx.game(1)).expect("read b");
        assert_eq!(seen_a.version, seen_b.version);
        seen_a.fen = "a".into();
        seen_b.fen = "b".into();
        a.write(|tx| tx.update_game(&mut seen_a, 1))
            .expect("the first writer wins");
        let lost = b.write(|tx| tx.update_game(&mut seen_b, 2));
        assert!(matches!(lost, Err(StoreError::Conflict)), "{lost:?}");
        let stored = b.write(|tx| tx.game(1)).expect("read");
        assert_eq!(stored.fen, "a");
    }
}

#[test]
fn a_restart_asks_the_ai_again_where_it_was_to_move() {
    for db in TestDb::both() {
        let mut t = Table::with(db.open(), CoreConfig::default());
        t.say("alice", "alice", "/bot english 2");
        // The human moves; the process dies before the AI's answer arrives.
        let request = t.request("alice", "alice", "/m 11-15");
        let outcome = t.core.handle(&request, t.now).expect("committed");
        assert_eq!(outcome.jobs.len(), 1, "the AI was asked to think");
        drop(t);

        let mut t = Table::with(db.open(), CoreConfig::default());
        let now = t.now;
        let resumed = t.core.resume(now);
        assert_eq!(resumed.jobs.len(), 1, "the search is asked for again");
        let out = t.pump(resumed);
        assert!(
            joined(&out).contains("Black to move: alice"),
            "{:?}",
            lines(&out)
        );
    }
}

#[cfg(unix)]
#[test]
fn the_database_file_is_created_readable_by_its_owner_only() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("private.sqlite3");
    let mut t = Table::with(Store::open(&path).expect("open"), CoreConfig::default());
    t.say("alice", "club", "/new turkish");
    for file in [path.clone(), dir.path().join("private.sqlite3-wal")] {
        let mode = std::fs::metadata(&file)
            .expect("the file exists")
            .permissions()
            .mode();
        assert_eq!(
            mode & 0o777,
            0o600,
            "{} is {:o}",
            file.display(),
            mode & 0o777
        );
    }
}

/// Instances starting together on one empty database (a deploy that
/// starts them all at once) apply each migration once, and every one of
/// them comes up.
#[test]
fn instances_starting_together_apply_each_migration_once() {
    for db in TestDb::both() {
        let stores: Vec<Store> = std::thread::scope(|s| {
            let starts: Vec<_> = (0..4).map(|_| s.spawn(|| db.open())).collect();
            starts
                .into_iter()
                .map(|start| start.join().expect("an instance starts"))
                .collect()
        });
        assert_eq!(stores.len(), 4);
        let applied = match db {
            TestDb::Sqlite(_) => db.integer("PRAGMA user_version"),
            TestDb::Postgres(_) => db.integer(
                "SELECT COUNT(*) FROM schema_migrations
                 HAVING COUNT(*) = COUNT(DISTINCT version)",
            ),
        };
        assert_eq!(applied, Some(SQLITE.len() as i64), "{db:?}");
        assert_eq!(SQLITE.len(), POSTGRES.len());
    }
}

/// A transaction reads each user and chat once (a move's board names both
/// players and looks up its chat); what it reads must still follow its own
/// writes, and forget what a rolled-back savepoint wrote.
#[test]
fn a_transaction_sees_its_own_writes_to_users_and_chats_after_reading_them() {
    use damabot::domain::{ChatInfo, ChatKind, Lang, TapMode};
    for db in TestDb::both() {
        let mut store = db.open();
        let chat = group_5();
        store
            .write(|tx| {
                let user = tx.upsert_user(&user_7("ann", Some("tr")), 1)?;
                assert_eq!(tx.user(user.id)?.theme, "classic");
                tx.set_user_theme(user.id, "walnut")?;
                assert_eq!(tx.user(user.id)?.theme, "walnut", "a theme set is seen");
                tx.add_coins(user.id, 5)?;
                assert_eq!(tx.user(user.id)?.coins, 5, "coins added are seen");
                let renamed = tx.upsert_user(&user_7("anna", None), 2)?;
                assert_eq!(renamed.name, "anna", "a new name is stored");
                assert_eq!(
                    renamed.lang_hint,
                    Some(Lang::Tr),
                    "no hint keeps the old one"
                );
                assert_eq!(tx.user(user.id)?.name, "anna");
                let failed: Result<(), StoreError> = tx.isolated(|tx| {
                    tx.set_user_lang(user.id, Lang::Ru)?;
                    assert_eq!(tx.user(user.id)?.lang, Some(Lang::Ru));
                    Err(StoreError::NotFound)
                });
                assert!(failed.is_err());
                assert_eq!(tx.user(user.id)?.lang, None, "a rolled-back choice is gone");

                let id = tx.upsert_chat(&chat, 1)?;
                assert_eq!(tx.tap_mode(id)?, TapMode::Off);
                tx.set_tap_mode(id, TapMode::On)?;
                assert_eq!(tx.tap_mode(id)?, TapMode::On, "a tap mode set is seen");
                let private = ChatInfo {
                    kind: ChatKind::Private,
                    ..chat.clone()
                };
                assert_eq!(tx.upsert_chat(&private, 2)?, id, "same chat, same id");
                assert_eq!(tx.chat(id)?.kind, ChatKind::Private, "a new kind is seen");
                Ok::<_, StoreError>(())
            })
            .expect("the transaction");
    }
}

/// A write whose answer nobody reads may reach PostgreSQL only with the
/// next statement or the commit. Wherever it is sent, its failure is its
/// own: inside an isolated part it undoes that part alone, and outside one
/// it fails the whole transaction, of which nothing is kept.
#[test]
fn a_failed_write_fails_its_part_or_transaction_however_late_it_is_sent() {
    use damabot::domain::{MoveRow, MoveSource};
    let no_game = 999_999;
    let orphan = MoveRow {
        ply: 1,
        notation: "c3-d4".into(),
        fen_after: "W:W21:B1".into(),
        time_left_ms: None,
    };
    let ann = user_7("ann", None);
    for db in TestDb::both() {
        let mut store = db.open();
        let id = store
            .write(|tx| {
                let user = tx.upsert_user(&ann, 1)?;
                let failed: Result<(), StoreError> = tx.isolated(|tx| {
                    tx.add_coins(user.id, 5)?;
                    tx.insert_move(no_game, &orphan, None, MoveSource::Player, 1)
                });
                assert!(failed.is_err(), "a move of no game is refused");
                assert_eq!(tx.user(user.id)?.coins, 0, "the part's coins are undone");
                tx.add_coins(user.id, 2)?;
                Ok::<_, StoreError>(user.id)
            })
            .expect("the rest of the transaction commits");
        let failed = store.write(|tx| {
            tx.add_coins(id, 40)?;
            tx.insert_move(no_game, &orphan, None, MoveSource::Player, 1)
        });
        assert!(failed.is_err(), "a move of no game fails its transaction");
        let coins = store
            .write(|tx| Ok::<_, StoreError>(tx.user(id)?.coins))
            .expect("a read");
        assert_eq!(coins, 2, "nothing of the failed transaction is kept");
    }
}

/// A server that closes the pool's connections (a restart, an operator's
/// `pg_terminate_backend`, an idle timeout) fails no request: the next
/// transactions start on new connections.
#[test]
fn connections_the_server_closed_are_replaced_without_failing_a_request() {
    let db = TestDb::new(Backend::Postgres);
    first_move_after(&db, || {
        let closed = db.integer(
            "SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity
              WHERE datname = current_database() AND pid <> pg_backend_pid()",
        );
        assert!(closed >= Some(1), "the pool's connections were closed");
    });
}

/// A request holds its chat's lock until it commits, so a session left
/// inside a transaction (a frozen host) would hold the chat for ever: each
/// connection limits that to a minute, unless the server (here the
/// database's own setting) set a limit of its own, which it keeps.
#[test]
fn each_connection_limits_how_long_it_may_sit_inside_a_transaction() {
    for (own, expected) in [(None, "1min"), (Some("5s"), "5s")] {
        let db = TestDb::new(Backend::Postgres);
        if let Some(limit) = own {
            db.execute(&format!(
                "DO $$ BEGIN
                     EXECUTE format('ALTER DATABASE %I SET idle_in_transaction_session_timeout = ''{limit}''',
                                    current_database());
                 END $$;"
            ));
        }
        let mut t = Table::with(db.open(), CoreConfig::default());
        db.execute(
            "CREATE TABLE limits (setting TEXT NOT NULL);
             CREATE FUNCTION note_limit() RETURNS trigger LANGUAGE plpgsql AS $$
             BEGIN
                 INSERT INTO limits VALUES (current_setting('idle_in_transaction_session_timeout'));
                 RETURN NULL;
             END $$;
             CREATE TRIGGER note_limit AFTER INSERT ON games
                 FOR EACH ROW EXECUTE FUNCTION note_limit();",
        );
        t.say("alice", "club", "/new turkish");
        let noted = |setting: &str| {
            db.integer(&format!(
                "SELECT COUNT(*) FROM limits WHERE setting = '{setting}'"
            ))
        };
        assert_eq!(noted(expected), Some(1), "{own:?}");
        assert_eq!(
            db.integer("SELECT COUNT(*) FROM limits"),
            Some(1),
            "{own:?}"
        );
    }
}

/// Starts a Turkish game on `db`, runs `meanwhile`, and checks that the
/// first move is then played and shown.
fn first_move_after(db: &TestDb, meanwhile: impl FnOnce()) {
    let mut t = Table::with(db.open(), CoreConfig::default());
    t.say("alice", "club", "/new turkish");
    t.say("bob", "club", "/join");
    meanwhile();
    let out = t.say("alice", "club", "/m d3-d4");
    assert!(
        joined(&out).contains("Last move: d3-d4"),
        "{:?}",
        lines(&out)
    );
}

/// An instance on the database's own host connects through PostgreSQL's
/// Unix socket, as the README advises.
#[test]
fn a_store_connects_to_postgresql_through_its_unix_socket() {
    let db = TestDb::postgres_socket();
    let TestDb::Postgres(url) = &db else {
        unreachable!("a PostgreSQL database")
    };
    // Checked while the store's connections are open.
    first_move_after(&db, || {
        let mut raw = ::postgres::Client::connect(url, ::postgres::NoTls).expect("a raw client");
        let (socket, tcp): (i64, i64) = raw
            .query_one(
                "SELECT COUNT(*) FILTER (WHERE client_addr IS NULL),
                        COUNT(*) FILTER (WHERE client_addr IS NOT NULL)
                 FROM pg_stat_activity WHERE datname = current_database()",
                &[],
            )
            .map(|r| (r.get(0), r.get(1)))
            .expect("the connections");
        assert!(socket >= 2, "the store's connections and ours: {socket}");
        assert_eq!(tcp, 0, "no connection to {url} over TCP");
    });
}

/// A request reads its actor and chat, and a loaded game its chats and
/// players, ahead of need, so that on PostgreSQL they travel with the
/// statement before. Such a read gives the rows as they were where it was
/// sent, so a write of the transaction in between must make the later
/// read ask again.
#[test]
fn a_read_sent_ahead_gives_way_to_the_transactions_own_writes_since() {
    use damabot::domain::{GameChat, Lang, Mode, NewGame, Status, TapMode};
    use draughts::{Position, Variant};
    for db in TestDb::both() {
        let mut store = db.open();
        let ann = user_7("ann", None);
        let key = ann.key.clone();
        let chat = group_5();
        let (user, chat_id, game) = store
            .write(|tx| {
                let user = tx.upsert_user(&ann, 1)?.id;
                let chat_id = tx.upsert_chat(&chat, 1)?;
                let game = tx.insert_game(
                    &NewGame {
                        variant: Variant::English,
                        mode: Mode::Casual,
                        rated: false,
                        status: Status::Active,
                        creator: user,
                        white: Some(user),
                        black: None,
                        bot: None,
                        start_fen: Position::start(Variant::English).to_fen(),
                        clock: None,
                        deadline: None,
                    },
                    1,
                )?;
                let shown = GameChat {
                    chat: chat_id,
                    user: None,
                    viewer: None,
                    spectator: false,
                    board_message: None,
                };
                tx.attach_chat(game.id, &shown)?;
                Ok::<_, StoreError>((user, chat_id, game.id))
            })
            .expect("the setup");
        store
            .write(|tx| {
                tx.read_user_ahead(&key)?;
                tx.read_users_ahead(&[user])?;
                tx.read_chat_ahead(&chat.key)?;
                tx.read_game_chats_ahead(game)?;
                tx.set_user_lang(user, Lang::Fa)?;
                tx.set_tap_mode(chat_id, TapMode::On)?;
                tx.set_board_shown(game, chat_id, Some("m7"), 3)?;
                let by_key = tx.user_by_key(&key)?.expect("ann");
                assert_eq!(by_key.lang, Some(Lang::Fa), "read by key after the write");
                assert_eq!(
                    tx.user(user)?.lang,
                    Some(Lang::Fa),
                    "read by id after the write"
                );
                assert_eq!(tx.upsert_chat(&chat, 2)?, chat_id);
                assert_eq!(
                    tx.tap_mode(chat_id)?,
                    TapMode::On,
                    "the chat after the write"
                );
                let shown = tx.game_chats(game)?;
                assert_eq!(
                    shown[0].board_message.as_deref(),
                    Some("m7"),
                    "the game's chats after the write"
                );
                tx.set_board_shown(game, chat_id, None, 4)?;
                assert_eq!(tx.shown_version(game, chat_id)?, Some(4));
                assert_eq!(
                    tx.game_chats(game)?[0].board_message.as_deref(),
                    Some("m7"),
                    "an edit keeps the message"
                );
                Ok::<_, StoreError>(())
            })
            .expect("the transaction");
    }
}

/// On PostgreSQL a read sent ahead is answered where it was sent, with the
/// statement after it: a change another connection commits before it is
/// taken is not in it (READ COMMITTED would show it to a read run then).
/// So the rows taken are those of the read sent ahead, not of a new one.
#[test]
fn a_read_sent_ahead_is_answered_where_it_was_sent() {
    use damabot::domain::{Platform, UserKey};
    let db = TestDb::new(Backend::Postgres);
    let key = user_7("ann", None).key;
    let mut store = db.open();
    let mut other = db.open();
    let write = |store: &mut Store, name: &str| {
        store
            .write(|tx| tx.upsert_user(&user_7(name, None), 1).map(drop))
            .expect("a rename");
    };
    write(&mut store, "ann");
    let seen = store
        .write(|tx| {
            tx.read_user_ahead(&key)?;
            // Any read sends what was held back: here the one ahead.
            tx.user_by_key(&UserKey {
                platform: Platform::Discord,
                id: "8".into(),
            })?;
            write(&mut other, "anna");
            Ok::<_, StoreError>(tx.user_by_key(&key)?.expect("ann").name)
        })
        .expect("the transaction");
    assert_eq!(seen, "ann", "the rows of the read sent ahead");
    let now = store
        .write(|tx| Ok::<_, StoreError>(tx.user_by_key(&key)?.expect("ann").name))
        .expect("a read");
    assert_eq!(now, "anna", "a read run later sees the rename");
}

/// Telegram user 7, named `name`, whose client speaks `code`.
fn user_7(name: &str, code: Option<&str>) -> damabot::domain::UserInfo {
    use damabot::domain::{Platform, UserInfo, UserKey};
    UserInfo {
        key: UserKey {
            platform: Platform::Telegram,
            id: "7".into(),
        },
        name: name.into(),
        language_code: code.map(str::to_owned),
    }
}

/// The Telegram group -5.
fn group_5() -> damabot::domain::ChatInfo {
    use damabot::domain::{ChatInfo, ChatKey, ChatKind, Platform};
    ChatInfo {
        key: ChatKey {
            platform: Platform::Telegram,
            id: "-5".into(),
        },
        kind: ChatKind::Group,
        server: None,
    }
}

/// The minute's sweep forgets the rate buckets that are full again, and
/// keeps the others, at real clock values (Unix milliseconds). On
/// PostgreSQL the refill rate was once typed as the BIGINT it multiplies,
/// and every sweep failed with "bigint out of range", which also stopped
/// the clocks that run in the same transaction.
#[test]
fn the_sweep_forgets_the_rate_buckets_that_are_full_again() {
    use damabot::domain::{BucketKey, BucketScope, Platform, RateBucket};
    let key = |id: &str| BucketKey {
        scope: BucketScope::User,
        platform: Platform::Telegram,
        id: id.to_owned(),
    };
    let at = 1_765_000_000_000_i64;
    for db in TestDb::both() {
        let mut store = db.open();
        let (refilled, drained) = (key("refilled"), key("drained"));
        store
            .write(|tx| {
                tx.take_buckets(&[
                    (
                        &refilled,
                        RateBucket {
                            tokens: 0.0,
                            at,
                            warned: false,
                        },
                    ),
                    (
                        &drained,
                        RateBucket {
                            tokens: 0.0,
                            at: at + 59_000,
                            warned: false,
                        },
                    ),
                ])
            })
            .expect("buckets taken");
        // 30 tokens a minute up to 10: the first is full after 20 s, the
        // second, written 59 s later, is not a second after that.
        let left = store
            .write(|tx| tx.forget_full_buckets(BucketScope::User, at + 60_000, 30.0, 10.0))
            .expect("the sweep runs");
        assert_eq!(left, 1);
        let kept = store
            .write(|tx| tx.peek_buckets(&[&refilled, &drained]))
            .expect("peek");
        assert_eq!(kept[0], None);
        assert_eq!(kept[1].map(|b| b.at), Some(at + 59_000));
    }
}

#[test]
fn the_mini_apps_reads_and_the_draw_decline_work_on_both_backends() {
    use damabot::app::{Command, Platform, UserKey};
    for db in TestDb::both() {
        let mut t = Table::with(db.open(), CoreConfig::default());
        t.say("alice", "club", "/new turkish");
        t.say("bob", "club", "/join");
        t.say("alice", "club", "/m d3-d4");
        let alice = UserKey::new(Platform::Console, "alice");
        let now = t.now;
        let page = t
            .core
            .game_page(1, &alice, now)
            .expect("read")
            .expect("game 1");
        assert_eq!(page.white.user.as_ref(), Some(&alice));
        assert_eq!(page.chats.len(), 1);
        assert!(t.core.game_page(9, &alice, now).expect("read").is_none());
        let versions = t.core.game_versions(&[1, 9]).expect("read");
        assert_eq!(versions, [(1, Some(page.version)), (9, None)]);

        t.say("bob", "club", "/draw");
        let mut decline = t.request("alice", "club", "/draw");
        decline.command = Command::DeclineDraw;
        let told = joined(&t.send(&decline));
        assert!(told.contains("alice declines the draw offer"), "{told}");
        let after = t
            .core
            .game_page(1, &alice, now)
            .expect("read")
            .expect("game 1");
        assert_eq!(after.draw_offer, None);
        let versions = t.core.game_versions(&[1]).expect("read");
        assert_eq!(versions, [(1, Some(after.version))]);
        assert!(after.version > page.version);
        let mut again = t.request("alice", "club", "/draw");
        again.command = Command::DeclineDraw;
        let again = joined(&t.send(&again));
        assert!(again.contains("no draw offer to decline"), "{again}");
    }
}
