//! Crash-safe delivery through the core: every reply waits in the outbox
//! until a platform took it, a restart hands out what is owed (with board
//! edits aimed at the newest board), a board nobody saw stops the clock, the
//! downtime is not charged (and added once, however many instances start
//! together), and one game that no longer loads cannot stop the others. The
//! restart stories run on SQLite and on PostgreSQL.

use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::util::db::{Backend, TestDb};
use crate::util::table::{Table, joined, lines};
use damabot::app::{Body, CoreConfig, Parcel, Receipt};

fn sent(board_message: Option<&str>) -> Receipt {
    Receipt::Sent {
        board_message: board_message.map(str::to_owned),
    }
}

/// Receipts saying that every one of `parcels` was sent.
fn all_sent(parcels: &[Parcel]) -> Vec<(i64, Receipt)> {
    parcels.iter().map(|p| (p.id, sent(None))).collect()
}

fn is_board(p: &Parcel) -> bool {
    matches!(p.effect.body, Body::Board(_))
}

/// A Turkish game started and joined in "club" on `db`, with every reply
/// withheld: the table, and the boards and replies it owes.
fn joined_game_owing(db: &TestDb) -> (Table, Vec<Parcel>) {
    let mut t = Table::with(db.open(), CoreConfig::default());
    t.withhold = true;
    t.say("alice", "club", "/new turkish");
    t.say("bob", "club", "/join");
    let owed = std::mem::take(&mut t.owed);
    (t, owed)
}

#[test]
fn replies_stay_owed_until_settled_and_a_restart_hands_them_out_again() {
    for db in TestDb::both() {
        let mut t = Table::with(db.open(), CoreConfig::default());
        t.withhold = true;
        t.say("alice", "club", "/new english");
        t.say("bob", "club", "/join");
        t.say("alice", "club", "/m 9-14");
        t.say("bob", "club", "/m 23-18");
        t.say("carol", "club", "/m 1");
        let owed = std::mem::take(&mut t.owed);
        let boards: Vec<bool> = owed.iter().map(is_board).collect();
        assert_eq!(boards, [true, true, true, true, false], "{owed:?}");
        // The join's board was posted (as message m2); the first move's board
        // went out too; then the process dies.
        let joined_board = &owed[1];
        let now = t.now;
        let settled = t.core.settle(
            &[
                (joined_board.id, sent(Some("m2"))),
                (owed[2].id, sent(None)),
            ],
            now,
        );
        assert!(settled.parcels.is_empty());
        drop(t);

        let mut t = Table::with(db.open(), CoreConfig::default());
        let resumed = t.core.resume(now + 1000);
        let ids: Vec<i64> = resumed.parcels.iter().map(|p| p.id).collect();
        // Of the game's two unsent boards only the newer goes out: the
        // older may have been sent before the process died.
        assert_eq!(ids, [owed[3].id, owed[4].id], "oldest first");
        let Body::Board(last) = &resumed.parcels[0].effect.body else {
            panic!("the first owed item is a board: {:?}", resumed.parcels[0]);
        };
        assert!(!last.fresh);
        assert_eq!(
            last.edit.as_deref(),
            Some("m2"),
            "it edits the board posted since it was written"
        );
        // Settled for good, it is owed no more.
        let receipts: Vec<_> = ids.iter().map(|id| (*id, sent(None))).collect();
        t.core.settle(&receipts, now + 2000);
        assert!(t.core.resume(now + 3000).parcels.is_empty());
    }
}

/// A reply the platform took is deleted as it is settled: nothing reads it
/// again, and keeping a day of them would grow the outbox by a row a move.
/// One the platform refused is kept, marked, for inspection, and pruned a
/// day later.
#[test]
fn a_sent_item_is_deleted_and_a_refused_one_kept_for_a_day() {
    for db in TestDb::both() {
        let (mut t, owed) = joined_game_owing(&db);
        let (taken, refused) = (owed[0].id, owed[1].id);
        let now = t.now;
        let receipts = [
            (taken, sent(None)),
            (refused, Receipt::Refused { shut_out: false }),
        ];
        t.core.settle(&receipts, now);
        let rows = |id: i64, and: &str| {
            db.integer(&format!("SELECT COUNT(*) FROM outbox WHERE id = {id}{and}"))
        };
        let marked = " AND outcome = 'refused'";
        assert_eq!(rows(taken, ""), Some(0), "{db:?}: sent, deleted");
        assert_eq!(rows(refused, marked), Some(1), "{db:?}: refused, kept");
        t.advance(3600);
        assert_eq!(rows(refused, marked), Some(1), "{db:?}: kept an hour on");
        t.advance(24 * 3600);
        assert_eq!(rows(refused, ""), Some(0), "{db:?}: pruned after a day");
    }
}

#[test]
fn a_board_nobody_saw_stops_the_clock_until_it_is_delivered() {
    let mut t = Table::new();
    t.say("alice", "club", "/new turkish clock 30");
    t.say("bob", "club", "/join");
    t.withhold = true;
    t.say("alice", "club", "/m d3-d4");
    t.withhold = false;
    // Bob never got the board: his clock does not run.
    assert!(t.advance(60).is_empty(), "no warning, no time-out");
    let owed = std::mem::take(&mut t.owed);
    let receipts = all_sent(&owed);
    let now = t.now;
    t.core.settle(&receipts, now);
    // From the delivery on he has his 30 seconds.
    let out = t.advance(15);
    assert!(
        joined(&out).contains("⏳ bob, 15 seconds left to move."),
        "{:?}",
        lines(&out)
    );
    let out = t.advance(16);
    assert!(
        joined(&out).contains("bob ran out of time, so I played"),
        "{:?}",
        lines(&out)
    );
}

/// The clocks read the due games and then load each: a move made between
/// the two (on another instance) gives the game a new deadline, which must
/// stand. Here a trigger stands for that move: when the first game's
/// time-out move is written, in the tick's own transaction, it gives the
/// second game a minute more, after the tick read it as due.
#[test]
fn a_deadline_renewed_after_the_clocks_read_it_stands() {
    let db = TestDb::new(Backend::Postgres);
    let mut t = Table::with(db.open(), CoreConfig::default());
    t.say("alice", "club", "/new turkish clock 30");
    t.say("bob", "club", "/join");
    t.advance(1);
    t.say("carol", "hall", "/new turkish clock 30");
    t.say("dave", "hall", "/join");
    db.execute(
        "CREATE FUNCTION renew_others() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
             UPDATE games SET deadline = deadline + 60000
             WHERE id <> NEW.game_id AND status = 'active' AND deadline IS NOT NULL;
             RETURN NULL;
         END $$;
         CREATE TRIGGER renew_others AFTER INSERT ON moves
             FOR EACH ROW WHEN (NEW.source = 'timeout') EXECUTE FUNCTION renew_others();",
    );
    // Both clocks have run out by now; the club's, the older, goes first.
    let out = t.advance(40);
    let said = joined(&out);
    assert!(said.contains("alice ran out of time"), "{:?}", lines(&out));
    assert!(
        !said.contains("carol ran out of time"),
        "carol's renewed deadline stands: {:?}",
        lines(&out)
    );
}

#[test]
fn the_time_the_bot_was_down_is_not_charged_to_the_players() {
    for db in TestDb::both() {
        let mut t = Table::with(db.open(), CoreConfig::default());
        t.say("alice", "club", "/new persian clock 30");
        t.say("bob", "club", "/join");
        assert!(t.advance(5).is_empty(), "alice has 25 seconds left");
        let crashed_at = t.now;
        drop(t);

        // Ten minutes later the bot is back.
        let mut t = Table::with(db.open(), CoreConfig::default());
        t.now = crashed_at + 600_000;
        let resumed = t.core.resume(t.now);
        assert!(t.pump(resumed).is_empty());
        assert!(t.advance(0).is_empty(), "no time-out for our outage");
        let out = t.advance(10);
        assert!(
            joined(&out).contains("⏳ alice, 15 seconds left to move."),
            "{:?}",
            lines(&out)
        );
        let out = t.advance(15);
        assert!(
            joined(&out).contains("alice ran out of time"),
            "{:?}",
            lines(&out)
        );
    }
}

/// Instances that start together after an outage each resume, and the
/// downtime is added to the clocks once. A trigger makes the first
/// extension of a clock take a second, so the second instance resumes
/// while the first is inside its transaction.
#[test]
fn instances_starting_together_add_the_downtime_once() {
    let db = TestDb::new(Backend::Postgres);
    let mut t = Table::with(db.open(), CoreConfig::default());
    t.say("alice", "club", "/new persian clock 30");
    t.say("bob", "club", "/join");
    assert!(t.advance(5).is_empty(), "alice has 25 seconds left");
    let back = t.now + 600_000;
    drop(t);
    db.execute(
        "CREATE FUNCTION slow_extension() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN PERFORM pg_sleep(1); RETURN NEW; END $$;
         CREATE TRIGGER slow_extension BEFORE UPDATE ON games
             FOR EACH ROW WHEN (NEW.deadline - OLD.deadline > 60000)
             EXECUTE FUNCTION slow_extension();",
    );

    let instance = |name: &str| {
        let mut t = Table::instance(db.open(), name);
        t.now = back;
        t
    };
    let (mut first, mut second) = (instance("a"), instance("b"));
    let (resumed, also) = std::thread::scope(|s| {
        let resuming = s.spawn(|| first.core.resume(back));
        std::thread::sleep(Duration::from_millis(300));
        let also = second.core.resume(back);
        (resuming.join().expect("resumed"), also)
    });
    assert!(first.pump(resumed).is_empty());
    assert!(second.pump(also).is_empty());
    let out = first.advance(10);
    assert!(
        joined(&out).contains("⏳ alice, 15 seconds left to move."),
        "{:?}",
        lines(&out)
    );
    let out = first.advance(15);
    assert!(
        joined(&out).contains("alice ran out of time"),
        "the downtime was added more than once: {:?}",
        lines(&out)
    );
}

/// Instances tick on their own: one whose tick is slow does not hold up
/// another's clocks. Here the first instance's tick is held inside its
/// transaction just after it recorded its heartbeat (a trigger waits for a
/// lock the test holds); the second's tick must time out its game
/// meanwhile. With one heartbeat row shared by all instances, the second
/// waited for the first to commit.
#[test]
fn a_slow_tick_does_not_hold_up_another_instances_clocks() {
    let db = TestDb::new(Backend::Postgres);
    let TestDb::Postgres(url) = &db else {
        unreachable!("a PostgreSQL database")
    };
    let (mut first, mut second) = (
        Table::instance(db.open(), "a"),
        Table::instance(db.open(), "b"),
    );
    second.say("alice", "club", "/new persian clock 30");
    second.say("bob", "club", "/join");
    db.execute(
        "CREATE SEQUENCE heartbeats;
         CREATE FUNCTION held_heartbeat() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
             IF nextval('heartbeats') = 1 THEN PERFORM pg_advisory_xact_lock(7); END IF;
             RETURN NEW;
         END $$;
         CREATE TRIGGER held_heartbeat AFTER INSERT OR UPDATE ON runtime
             FOR EACH ROW EXECUTE FUNCTION held_heartbeat();",
    );
    let mut holder = postgres::Client::connect(url, postgres::NoTls).expect("a raw client");
    holder
        .batch_execute("SELECT pg_advisory_lock(7)")
        .expect("the test holds the lock");

    std::thread::scope(|s| {
        let held = s.spawn(|| first.advance(1));
        let waiting = "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted";
        let deadline = Instant::now() + Duration::from_secs(20);
        while db.integer(waiting) != Some(1) {
            assert!(
                Instant::now() < deadline,
                "the first tick never reached its heartbeat"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        let (done, ticked) = mpsc::channel();
        s.spawn(move || done.send(second.advance(31)));
        let out = ticked.recv_timeout(Duration::from_secs(20));
        holder
            .batch_execute("SELECT pg_advisory_unlock(7)")
            .expect("the test lets the first tick go on");
        let out = out.expect("the second instance's tick waited for the first's to commit");
        assert!(
            joined(&out).contains("alice ran out of time"),
            "{:?}",
            lines(&out)
        );
        held.join().expect("the first tick ends once let go");
    });
}

#[test]
fn a_game_that_no_longer_replays_is_set_aside_and_the_other_clocks_keep_running() {
    for db in TestDb::both() {
        let mut t = Table::with(db.open(), CoreConfig::default());
        for chat in ["club", "den"] {
            t.say("alice", chat, "/new turkish clock 30");
            t.say("bob", chat, "/join");
            t.say("alice", chat, "/m d3-d4");
        }
        // The first game's stored state becomes unreadable.
        db.execute("UPDATE games SET snapshot = 'not a snapshot' WHERE id = 1");

        // A request about it is answered with an apology, and committed.
        let request = t.request("bob", "club", "/board");
        let out = t.send(&request);
        assert_eq!(
            lines(&out),
            [
                "[club] Sorry, something went wrong on my side. Nothing you did was lost; please try again."
            ]
        );
        assert!(
            t.send(&request).is_empty(),
            "the failed update counts as handled"
        );

        // Its clock fails; the other game's clock still fires.
        let out = t.advance(31);
        let text = joined(&out);
        assert!(
            text.contains("[den] ⌛ bob ran out of time, so I played"),
            "{text}"
        );
        assert!(!text.contains("[club]"), "{text}");
        let aside = db.integer("SELECT set_aside_at FROM games WHERE id = 1");
        assert!(aside.is_some(), "the bad game was set aside");
        // It no longer blocks its chat.
        let out = t.say("alice", "club", "/new english");
        assert!(
            joined(&out).contains("Waiting for an opponent"),
            "{:?}",
            lines(&out)
        );
    }
}

/// Several instances share one database: what an instance wrote stays its
/// own to deliver while its lease lasts; when it dies, exactly one other
/// instance claims it once the lease ran out, and delivers it once.
#[test]
fn the_items_of_an_instance_that_died_are_delivered_once_by_another_after_its_lease() {
    for db in TestDb::both() {
        let instance = |name: &str| CoreConfig {
            instance: name.to_owned(),
            lease_secs: 30,
            ..CoreConfig::default()
        };
        let mut a = Table::with(db.open(), instance("a"));
        a.withhold = true;
        a.say("alice", "club", "/new english");
        a.say("bob", "club", "/join");
        let owed: Vec<i64> = a.owed.iter().map(|p| p.id).collect();
        assert_eq!(owed.len(), 2, "{db:?}: two boards owed");
        let died_at = a.now;
        drop(a);

        let mut b = Table::with(db.open(), instance("b"));
        let mut c = Table::with(db.open(), instance("c"));
        b.withhold = true;
        c.withhold = true;
        b.now = died_at;
        c.now = died_at;
        assert!(b.advance(29).is_empty(), "{db:?}: a's lease still holds");
        assert!(b.owed.is_empty());
        b.advance(2);
        let claimed: Vec<i64> = b.owed.iter().map(|p| p.id).collect();
        assert_eq!(
            claimed,
            owed[1..],
            "{db:?}: b claims a's items, the game's older board superseded"
        );
        assert_eq!(
            db.integer(&format!(
                "SELECT COUNT(*) FROM outbox WHERE id = {} AND outcome = 'superseded'",
                owed[0]
            )),
            Some(1),
            "{db:?}"
        );
        c.advance(31);
        assert!(c.owed.is_empty(), "{db:?}: c finds them claimed");
        b.advance(1);
        assert_eq!(b.owed.len(), 1, "{db:?}: b is not handed them twice");
        // b's claims outlive its lease while b renews them.
        let mut now = b.now;
        for _ in 0..4 {
            now += 15_000;
            b.now = now;
            b.advance(0);
            c.now = now;
            c.advance(0);
        }
        assert!(c.owed.is_empty(), "{db:?}: b renewed its claims");
    }
}

/// A settlement records only that a reply went out, which a lost commit
/// would merely send once more (as a crash of the bot between sending and
/// settling does), so on PostgreSQL its commit does not wait for the disk
/// (`synchronous_commit`, read by a trigger inside each transaction). A
/// move handled by `Core::handle` waits; one handled by
/// `Core::handle_deferred`, as the hub does on PostgreSQL, does not, and
/// what it wrote waits for `Core::make_durable` (`store::durability_gate`).
#[test]
fn a_settlement_commits_without_waiting_for_the_disk_and_the_move_waits() {
    let db = TestDb::new(Backend::Postgres);
    // The test server's own default is not to wait (it runs without fsync);
    // this database's connections start from PostgreSQL's default.
    db.execute(
        "DO $$ BEGIN
             EXECUTE format('ALTER DATABASE %I SET synchronous_commit = on', current_database());
         END $$;",
    );
    let mut t = Table::with(db.open(), CoreConfig::default());
    db.execute(
        "CREATE TABLE commit_modes (step TEXT NOT NULL, mode TEXT NOT NULL);
         CREATE FUNCTION note_commit_mode() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
             INSERT INTO commit_modes VALUES (
                 CASE WHEN TG_OP = 'INSERT' THEN 'post'
                      WHEN TG_OP = 'DELETE' THEN 'settle'
                      WHEN NEW.settled_at IS NOT NULL AND OLD.settled_at IS NULL THEN 'settle'
                      ELSE 'other' END,
                 current_setting('synchronous_commit'));
             RETURN NULL;
         END $$;
         CREATE TRIGGER note_commit_mode AFTER INSERT OR UPDATE OR DELETE ON outbox
             FOR EACH ROW EXECUTE FUNCTION note_commit_mode();",
    );
    t.say("alice", "club", "/new turkish");
    t.say("bob", "club", "/join");
    t.say("alice", "club", "/m d3-d4");
    let count = |step: &str, mode: &str| {
        db.integer(&format!(
            "SELECT COUNT(*) FROM commit_modes WHERE step = '{step}' AND mode = '{mode}'"
        ))
        .unwrap_or(0)
    };
    assert!(count("post", "on") >= 3, "the replies were posted");
    assert_eq!(count("post", "off"), 0, "a request's commit waits");
    assert_eq!(count("settle", "off"), count("post", "on"), "each settled");
    assert_eq!(count("settle", "on"), 0, "no settlement waits");
    let deferred = t.request("bob", "club", "/m 1");
    let now = t.now;
    let mut held = vec![t.core.handle_deferred(&deferred, now).expect("committed")];
    assert!(count("post", "off") >= 1, "a deferred move does not wait");
    t.core.make_durable(&mut held).expect("made durable");
}

/// A settlement's commit does not wait for the disk, so a crash of the
/// database may lose it: its items would stay owed, leased to the live
/// instance that delivered them, and a board so left would stop its game's
/// clock. A restart of the database ends every connection, so once the
/// store had to open a new one the core records again what it recorded
/// lazily since its last tick; while its connections last, the tick's own
/// commit makes them durable and nothing is recorded twice.
#[test]
fn settlements_a_database_restart_may_have_lost_are_recorded_again() {
    let db = TestDb::new(Backend::Postgres);
    let unsettled = || db.integer("SELECT COUNT(*) FROM outbox WHERE settled_at IS NULL");
    // Settles what is owed, then puts the rows back as they were before,
    // as a restart whose log lacks the settlement would.
    let settle_and_lose = |t: &mut Table, owed: Vec<Parcel>| {
        db.execute("DROP TABLE IF EXISTS kept; CREATE TABLE kept AS SELECT * FROM outbox;");
        let now = t.now;
        t.core.settle(&all_sent(&owed), now);
        assert_eq!(unsettled(), Some(0), "settled");
        db.execute("INSERT INTO outbox SELECT * FROM kept;");
        owed.len()
    };

    let (mut t, owed) = joined_game_owing(&db);
    let lost = settle_and_lose(&mut t, owed);
    t.advance(1);
    t.advance(1);
    assert_eq!(
        unsettled(),
        i64::try_from(lost).ok(),
        "the connections lasted: nothing recorded again"
    );
    db.execute("DELETE FROM outbox;");

    t.say("alice", "club", "/m d3-d4");
    let owed = std::mem::take(&mut t.owed);
    settle_and_lose(&mut t, owed);
    db.execute(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid();",
    );
    t.advance(1);
    t.advance(1);
    assert_eq!(
        unsettled(),
        Some(0),
        "recorded again after the new connection"
    );
}

/// A settlement the database refused (away for a moment) is not lost:
/// the core records it again at its next tick. Otherwise its items would
/// stay owed and leased to the instance that already delivered them, and
/// a board so left would stop its game's clock. It is tried for at most a
/// lease, so that one that always fails is not tried for ever.
#[test]
fn a_settlement_that_failed_is_recorded_at_the_next_tick() {
    for db in TestDb::both() {
        let (mut t, owed) = joined_game_owing(&db);
        assert!(!owed.is_empty(), "the game's boards are owed");
        db.execute("CREATE TABLE refuse_settlements (refused INTEGER); INSERT INTO refuse_settlements VALUES (1);");
        db.execute(match &db {
            TestDb::Sqlite(_) => {
                "CREATE TRIGGER refuse_settlement BEFORE UPDATE OF settled_at ON outbox
                 WHEN EXISTS (SELECT 1 FROM refuse_settlements)
                 BEGIN SELECT RAISE(ABORT, 'settlements refused'); END;
                 CREATE TRIGGER refuse_delivery BEFORE DELETE ON outbox
                 WHEN EXISTS (SELECT 1 FROM refuse_settlements)
                 BEGIN SELECT RAISE(ABORT, 'settlements refused'); END;"
            }
            TestDb::Postgres(_) => {
                "CREATE FUNCTION refuse_settlement() RETURNS trigger LANGUAGE plpgsql AS $$
                 BEGIN
                     IF EXISTS (SELECT 1 FROM refuse_settlements) THEN
                         RAISE EXCEPTION 'settlements refused';
                     END IF;
                     RETURN COALESCE(NEW, OLD);
                 END $$;
                 CREATE TRIGGER refuse_settlement BEFORE UPDATE OF settled_at OR DELETE ON outbox
                     FOR EACH ROW EXECUTE FUNCTION refuse_settlement();"
            }
        });
        let unsettled = || db.integer("SELECT COUNT(*) FROM outbox WHERE settled_at IS NULL");
        let receipts = all_sent(&owed);
        let now = t.now;
        t.core.settle(&receipts, now);
        assert_eq!(
            unsettled(),
            i64::try_from(owed.len()).ok(),
            "{db:?}: refused"
        );
        db.execute("DELETE FROM refuse_settlements;");
        t.advance(1);
        assert_eq!(unsettled(), Some(0), "{db:?}: recorded at the tick");

        // One that fails for longer than a lease is given up.
        t.withhold = true;
        t.say("alice", "club", "/m d3-d4");
        let owed = std::mem::take(&mut t.owed);
        let receipts = all_sent(&owed);
        db.execute("INSERT INTO refuse_settlements VALUES (1);");
        let now = t.now;
        t.core.settle(&receipts, now);
        t.advance(i64::from(CoreConfig::default().lease_secs) + 1);
        db.execute("DELETE FROM refuse_settlements;");
        t.advance(1);
        assert_eq!(
            unsettled(),
            i64::try_from(owed.len()).ok(),
            "{db:?}: given up"
        );
    }
}

/// On PostgreSQL the hub lets a request commit without waiting for the
/// disk (`Core::handle_deferred`) and holds what it releases until one
/// commit that waits (`Core::make_durable`). A restart of the database may
/// lose such commits, and it ends every connection: once the store had to
/// open a new one, only what survived is released. A request whose update
/// is no longer recorded is lost (the platform is told it was not
/// committed, and sends it again); one that survived keeps the parcels
/// still owed. While the connections last, everything is released.
#[test]
fn deferred_requests_release_only_what_a_database_restart_kept() {
    let db = TestDb::new(Backend::Postgres);
    let mut t = Table::with(db.open(), CoreConfig::default());
    assert!(t.core.defers_durability(), "PostgreSQL defers");
    let newest = || db.integer("SELECT MAX(id) FROM outbox").unwrap_or(0);
    t.say("alice", "club", "/new turkish");
    let join = t.request("bob", "club", "/join");
    let now = t.now;
    let mut held = vec![t.core.handle_deferred(&join, now).expect("committed")];
    t.core.make_durable(&mut held).expect("made durable");
    let joined = held.pop().and_then(|d| d.release()).expect("released");
    assert!(joined.parcels.iter().any(is_board), "the board of the join");
    t.pump(joined);

    // Three moves; the restart's log kept the first whole, lost the second
    // and kept the third but for its board (rows removed as such a restart
    // would have them).
    let mut held = Vec::new();
    let mut rows = Vec::new();
    for (user, text) in [("alice", "/m d3-d4"), ("bob", "/m 1"), ("alice", "/m 1")] {
        let before = newest();
        let request = t.request(user, "club", text);
        held.push(t.core.handle_deferred(&request, now).expect("committed"));
        rows.push((before, newest(), request.update_id.expect("an update id")));
    }
    let (_, _, lost_update) = &rows[1];
    let third_boards = db.integer(&format!(
        "SELECT COUNT(*) FROM outbox WHERE id > {} AND id <= {} AND game_id IS NOT NULL",
        rows[2].0, rows[2].1
    ));
    assert_eq!(third_boards, Some(1), "the third move owes its board");
    db.execute(&format!(
        "DELETE FROM processed_updates WHERE update_id = '{lost_update}';
         DELETE FROM outbox WHERE id > {} AND id <= {};
         DELETE FROM outbox WHERE id > {} AND id <= {} AND game_id IS NOT NULL;",
        rows[1].0, rows[1].1, rows[2].0, rows[2].1
    ));
    db.execute(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid();",
    );
    // A try that finds its pooled connection ended fails, and the hub tries
    // again, as here.
    (0..8)
        .find_map(|_| t.core.make_durable(&mut held).ok())
        .expect("made durable");
    let released: Vec<_> = held.into_iter().map(|d| d.release()).collect();
    let first = released[0].as_ref().expect("the first move survived");
    assert!(first.parcels.iter().any(is_board), "the first move's board");
    assert!(released[1].is_none(), "the second move was lost");
    let third = released[2].as_ref().expect("the third move survived");
    assert!(
        !third.parcels.iter().any(is_board),
        "the third move's board, gone from the outbox, is not sent"
    );
}
