//! Per chat, one delivery lane at a time across instances: two cores named
//! as two instances share one database (SQLite and PostgreSQL). An item
//! written for a chat whose unsettled items the other instance holds is
//! handed over to that instance, which sends it after its own; once the
//! chat's items are all settled, the lane is free again. A lapsed lease
//! gives the lane, with the items under it, to whoever writes next or claims
//! first, in their order; a private answer to a request stays with the
//! instance that took the request.

use crate::util::db::TestDb;
use crate::util::table::{Table, joined, lines};
use damabot::app::{CoreConfig, Receipt};
use damabot::delivery::Outgoing;

const LEASE_SECS: u32 = 30;

/// A core named `name` on `db`, whose parcels stay undelivered until the
/// test settles them.
fn instance(db: &TestDb, name: &str) -> Table {
    let mut t = Table::with(
        db.open(),
        CoreConfig {
            instance: name.to_owned(),
            lease_secs: LEASE_SECS,
            ..CoreConfig::default()
        },
    );
    t.withhold = true;
    t
}

/// The ids of the parcels a table was handed, in the order it got them.
fn ids(t: &Table) -> Vec<i64> {
    t.owed.iter().map(|p| p.id).collect()
}

/// Reports everything a table holds as sent; returns what the settling
/// handed it.
fn deliver_all(t: &mut Table) -> Vec<Outgoing> {
    let receipts: Vec<_> = std::mem::take(&mut t.owed)
        .iter()
        .map(|p| {
            (
                p.id,
                Receipt::Sent {
                    board_message: None,
                },
            )
        })
        .collect();
    let settled = t.core.settle(&receipts, t.now);
    t.pump(settled)
}

fn ascending(ids: &[i64]) -> bool {
    ids.windows(2).all(|w| w[0] < w[1])
}

/// Whether each of `owed` was handed out again as `again` shows, or settled
/// as superseded: of several boards of one game for one chat that are taken
/// over, only the newest goes out (the others may have been sent by the
/// instance that died, and must not follow a newer one).
fn each_again_or_superseded(db: &TestDb, owed: &[i64], again: &[i64]) -> bool {
    owed.iter().all(|id| {
        again.contains(id)
            || db.integer(&format!(
                "SELECT COUNT(*) FROM outbox WHERE id = {id} AND outcome = 'superseded'"
            )) == Some(1)
    })
}

#[test]
fn a_chat_another_instance_holds_is_handed_to_it_and_sent_after_its_own_items() {
    for db in TestDb::both() {
        let mut a = instance(&db, "a");
        let mut b = instance(&db, "b");
        a.say("alice", "club", "/new english");
        let own = ids(&a);
        assert!(!own.is_empty(), "{db:?}: a owes the new game's board");

        let out = b.say("bob", "club", "/join");
        assert!(
            out.is_empty() && b.owed.is_empty(),
            "{db:?}: b sends nothing in the chat a holds: {:?}",
            lines(&out)
        );
        assert!(
            db.integer("SELECT COUNT(*) FROM outbox WHERE claimed_by = 'a' AND handed_over = 1")
                .is_some_and(|n| n > 0),
            "{db:?}: the join's replies are handed to a"
        );
        assert!(
            b.advance(1).is_empty(),
            "{db:?}: b's tick takes none of them"
        );
        a.now = b.now;

        let out = a.advance(0);
        assert!(
            joined(&out).contains("Black to move: alice"),
            "{db:?}: a's tick hands a the join's board: {:?}",
            lines(&out)
        );
        let all = ids(&a);
        assert!(all.len() > own.len(), "{db:?}: {all:?}");
        assert_eq!(all[..own.len()], own[..], "{db:?}: a's own items first");
        assert!(ascending(&all), "{db:?}: in the order written: {all:?}");
        assert!(a.advance(1).is_empty(), "{db:?}: picked up once");
        assert_eq!(
            db.integer("SELECT COUNT(*) FROM outbox WHERE handed_over = 1"),
            Some(0),
            "{db:?}: the marks are cleared"
        );

        // Once a settled everything, the chat's lane is free: b's next
        // items there are b's own.
        assert!(deliver_all(&mut a).is_empty());
        b.now = a.now;
        let out = b.say("alice", "club", "/m 9-14");
        assert!(
            joined(&out).contains("Last move: 9-14"),
            "{db:?}: b sends its own board: {:?}",
            lines(&out)
        );
        assert!(!b.owed.is_empty());
        assert!(a.advance(1).is_empty(), "{db:?}: nothing is handed to a");
        assert!(a.owed.is_empty());
    }
}

#[test]
fn the_holder_picks_up_what_was_handed_to_it_before_its_own_next_items_and_when_it_settles() {
    for db in TestDb::both() {
        let mut a = instance(&db, "a");
        let mut b = instance(&db, "b");
        a.say("alice", "club", "/new english");
        let first = ids(&a);
        b.say("bob", "club", "/join");
        assert!(b.owed.is_empty(), "{db:?}");

        // a writes to the chat again before its tick: what b handed it
        // comes first, then a's new items.
        let out = a.say("alice", "club", "/m 9-14");
        let text = joined(&out);
        let joined_at = text.find("Black to move: alice");
        let moved_at = text.find("Last move: 9-14");
        assert!(
            joined_at.is_some() && moved_at.is_some() && joined_at < moved_at,
            "{db:?}: the join's board, then the move's: {:?}",
            lines(&out)
        );
        let all = ids(&a);
        assert_eq!(all[..first.len()], first[..], "{db:?}");
        assert!(ascending(&all), "{db:?}: {all:?}");
        assert!(a.advance(1).is_empty(), "{db:?}: nothing is handed twice");

        // b writes while a still holds the chat; a settling its items
        // picks up what b handed it meanwhile.
        b.now = a.now;
        assert!(b.say("bob", "club", "/m 23-18").is_empty(), "{db:?}");
        let before = ids(&a);
        let out = deliver_all(&mut a);
        assert!(
            joined(&out).contains("Last move: 23-18"),
            "{db:?}: settling hands a b's board: {:?}",
            lines(&out)
        );
        assert!(
            ids(&a).iter().all(|id| before.iter().all(|b| b < id)),
            "{db:?}: it comes after what a held"
        );
        assert!(a.advance(1).is_empty(), "{db:?}: picked up once");
    }
}

#[test]
fn a_lapsed_lease_gives_the_chat_and_its_items_to_the_next_writer_in_order() {
    for db in TestDb::both() {
        let mut a = instance(&db, "a");
        a.say("alice", "club", "/new english");
        let owed = ids(&a);
        let died_at = a.now;
        drop(a);

        // Before the lease ran out, b hands its items to a.
        let mut b = instance(&db, "b");
        b.now = died_at + 1000;
        assert!(b.say("bob", "club", "/join").is_empty(), "{db:?}");

        // After it, b's next item there takes the chat: a's items and those
        // handed to a go out first, in the order written (the game's older
        // board gives way to the newer one), then b's own.
        b.now = died_at + i64::from(LEASE_SECS) * 1000 + 1000;
        let out = b.say("alice", "club", "/m 9-14");
        let text = joined(&out);
        let joined_at = text.find("Black to move: alice");
        let moved_at = text.find("Last move: 9-14");
        assert!(
            joined_at.is_some() && joined_at < moved_at,
            "{db:?}: {:?}",
            lines(&out)
        );
        assert!(
            !text.contains("Waiting for an opponent"),
            "{db:?}: superseded"
        );
        let all = ids(&b);
        assert!(
            each_again_or_superseded(&db, &owed, &all),
            "{db:?}: {owed:?} {all:?}"
        );
        assert!(ascending(&all), "{db:?}: {all:?}");

        // Nobody claims them again.
        let mut c = instance(&db, "c");
        c.now = b.now + 1000;
        assert!(c.advance(0).is_empty(), "{db:?}: c finds nothing lapsed");
        assert!(b.advance(1).is_empty(), "{db:?}: b is handed nothing twice");
    }
}

#[test]
fn items_handed_to_an_instance_that_died_are_claimed_with_its_own_in_order() {
    for db in TestDb::both() {
        let mut a = instance(&db, "a");
        a.say("alice", "club", "/new english");
        let owed = ids(&a);
        let died_at = a.now;
        drop(a);
        let mut b = instance(&db, "b");
        b.now = died_at;
        assert!(b.say("bob", "club", "/join").is_empty(), "{db:?}");

        // c claims everything a held once its lease ran out, b's handed
        // items included, oldest first; the marks are cleared.
        let mut c = instance(&db, "c");
        c.now = died_at;
        let out = c.advance(i64::from(LEASE_SECS) + 1);
        let text = joined(&out);
        assert!(
            text.contains("Black to move: alice") && !text.contains("Waiting for an opponent"),
            "{db:?}: the newest board only: {:?}",
            lines(&out)
        );
        let all = ids(&c);
        assert!(
            each_again_or_superseded(&db, &owed, &all),
            "{db:?}: {owed:?} {all:?}"
        );
        assert!(ascending(&all), "{db:?}: {all:?}");
        assert_eq!(
            db.integer("SELECT COUNT(*) FROM outbox WHERE handed_over = 1"),
            Some(0),
            "{db:?}: the marks are cleared"
        );

        // a comes back: nothing of it is owed by a any more.
        let mut a = instance(&db, "a");
        assert!(a.core.resume(c.now).parcels.is_empty(), "{db:?}");
        assert!(c.advance(1).is_empty(), "{db:?}: c is handed nothing twice");
    }
}

#[test]
fn a_restarted_holder_takes_back_what_was_handed_to_it_once() {
    for db in TestDb::both() {
        let mut a = instance(&db, "a");
        a.say("alice", "club", "/new english");
        let owed = ids(&a);
        let now = a.now;
        drop(a);
        let mut b = instance(&db, "b");
        b.now = now;
        assert!(b.say("bob", "club", "/join").is_empty(), "{db:?}");

        let mut a = instance(&db, "a");
        a.now = now + 1000;
        let resumed = a.core.resume(a.now);
        let resumed: Vec<i64> = resumed.parcels.iter().map(|p| p.id).collect();
        assert!(!resumed.is_empty(), "{db:?}: the handed items come back");
        assert!(
            each_again_or_superseded(&db, &owed, &resumed),
            "{db:?}: {owed:?} {resumed:?}"
        );
        assert!(ascending(&resumed), "{db:?}: {resumed:?}");
        assert!(a.advance(1).is_empty(), "{db:?}: not picked up again");
    }
}

#[test]
fn a_private_answer_stays_with_the_instance_that_took_the_request() {
    for db in TestDb::both() {
        let mut a = instance(&db, "a");
        let mut b = instance(&db, "b");
        a.say("alice", "club", "/new english");
        let own = ids(&a);
        b.say("bob", "club", "/join");
        a.now = b.now;
        a.advance(0);
        let held = ids(&a);
        assert!(held.len() > own.len(), "{db:?}");

        // Bob moves out of turn through b: the refusal answers his own
        // event, which only b can answer through.
        let mut request = b.request("bob", "club", "/m 23-18");
        request.origin = Some("press-1".to_owned());
        let out = b.send(&request);
        assert!(
            joined(&out).contains("It is not your turn"),
            "{db:?}: {:?}",
            lines(&out)
        );
        assert!(a.advance(1).is_empty(), "{db:?}: a is handed nothing");

        // It holds no lane: c's items for the chat still go to a.
        let mut c = instance(&db, "c");
        c.now = a.now;
        assert!(c.say("alice", "club", "/m 9-14").is_empty(), "{db:?}");
        let out = a.advance(0);
        assert!(
            joined(&out).contains("Last move: 9-14"),
            "{db:?}: {:?}",
            lines(&out)
        );
    }
}
