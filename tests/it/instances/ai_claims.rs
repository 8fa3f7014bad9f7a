//! AI searches survive the death of an instance. Several instances share one
//! database; the AI search a bot game waits for is claimed by the instance
//! that asked for it, for as long as its lease lasts. When that instance
//! dies, exactly one other instance asks its own AI again once the lease ran
//! out; the answer is played once, and the dead instance's late answer
//! plays nothing. A restart asks again only where no live instance holds
//! the search. Every story runs on SQLite and on PostgreSQL.

use std::sync::Barrier;

use crate::util::db::TestDb;
use crate::util::table::{Table, joined, lines};
use damabot::app::{CoreConfig, GameId, Job};

/// The lease of these stories, in seconds.
const LEASE: i64 = 30;

/// A table that is the instance `name` on `db`, holding its AI searches.
fn instance(db: &TestDb, name: &str, now: i64) -> Table {
    let mut t = Table::with(
        db.open(),
        CoreConfig {
            instance: name.to_owned(),
            lease_secs: LEASE as u32,
            ..CoreConfig::default()
        },
    );
    t.hold_ai = true;
    t.now = now;
    t
}

/// `user` starts a bot game in their private chat and moves; returns the
/// search the instance asked for.
fn ask(t: &mut Table, user: &str) -> Job {
    t.say(user, user, "/bot english 1");
    let out = t.say(user, user, "/m 1");
    assert!(joined(&out).contains("Last move"), "{:?}", lines(&out));
    assert_eq!(t.jobs.len(), 1, "the bot thinks");
    t.jobs.remove(0)
}

/// The games of held searches, sorted.
fn games(jobs: &[Job]) -> Vec<GameId> {
    let mut games: Vec<GameId> = jobs.iter().map(Job::game).collect();
    games.sort_unstable();
    games
}

fn version(job: &Job) -> i64 {
    match job {
        Job::Think { version, .. } => *version,
    }
}

fn moves(db: &TestDb, game: GameId) -> Option<i64> {
    db.integer(&format!(
        "SELECT COUNT(*) FROM moves WHERE game_id = {game}"
    ))
}

fn claims(db: &TestDb) -> Option<i64> {
    db.integer("SELECT COUNT(*) FROM ai_claims")
}

#[test]
fn the_search_of_an_instance_that_died_is_asked_for_once_by_another_after_its_lease() {
    for db in TestDb::both() {
        let mut a = instance(&db, "a", crate::util::table::T0);
        let late = ask(&mut a, "alice");
        let game = late.game();
        assert_eq!(moves(&db, game), Some(1), "{db:?}: alice moved");
        // From here on a neither ticks nor answers: it died.
        let died_at = a.now;
        let mut b = instance(&db, "b", died_at);
        let mut c = instance(&db, "c", died_at);

        b.advance(LEASE - 1);
        c.advance(LEASE - 1);
        assert!(b.jobs.is_empty(), "{db:?}: a's lease still holds");
        assert!(c.jobs.is_empty(), "{db:?}: a's lease still holds");

        b.advance(2);
        assert_eq!(games(&b.jobs), [game], "{db:?}: b asks its AI again");
        assert_eq!(version(&b.jobs[0]), version(&late), "{db:?}: same position");
        b.advance(1);
        c.advance(3);
        assert_eq!(b.jobs.len(), 1, "{db:?}: b asks once");
        assert!(c.jobs.is_empty(), "{db:?}: c finds the search b's");

        // b's claim outlives its lease while b renews it.
        for _ in 0..4 {
            b.advance(15);
            c.now = b.now;
            c.advance(0);
        }
        assert_eq!(b.jobs.len(), 1, "{db:?}: b does not ask itself again");
        assert!(c.jobs.is_empty(), "{db:?}: b renewed its claim");

        let job = b.jobs.remove(0);
        let out = b.answer(&job);
        assert!(
            joined(&out).contains("Last move"),
            "{db:?}: {:?}",
            lines(&out)
        );
        assert_eq!(moves(&db, game), Some(2), "{db:?}: the AI's move, once");
        assert_eq!(
            claims(&db),
            Some(0),
            "{db:?}: the claim ended with the move"
        );

        // a comes back with its answer to the same position, too late.
        a.now = b.now;
        let out = a.answer(&late);
        assert!(out.is_empty(), "{db:?}: {:?}", lines(&out));
        assert!(a.jobs.is_empty(), "{db:?}: a asks nothing");
        assert_eq!(moves(&db, game), Some(2), "{db:?}: no second AI move");

        b.advance(LEASE * 3);
        c.now = b.now;
        c.advance(0);
        assert!(
            b.jobs.is_empty() && c.jobs.is_empty(),
            "{db:?}: nothing owed"
        );
    }
}

/// Two instances tick at the same instant once a dead instance's lease ran
/// out: each of its searches goes to exactly one of them.
#[test]
fn instances_ticking_at_once_take_each_search_over_once() {
    for db in TestDb::both() {
        let mut a = instance(&db, "a", crate::util::table::T0);
        let asked: Vec<GameId> = ["alice", "bob", "carol", "dave", "erin"]
            .into_iter()
            .map(|user| ask(&mut a, user).game())
            .collect();
        let expired = a.now + (LEASE + 1) * 1000;
        let mut b = instance(&db, "b", expired);
        let mut c = instance(&db, "c", expired);
        let start = Barrier::new(2);
        std::thread::scope(|s| {
            for t in [&mut b, &mut c] {
                let start = &start;
                s.spawn(move || {
                    start.wait();
                    t.advance(0);
                });
            }
        });
        let mut taken = games(&b.jobs);
        taken.extend(games(&c.jobs));
        taken.sort_unstable();
        assert_eq!(
            taken,
            asked,
            "{db:?}: each search once (b {:?}, c {:?})",
            games(&b.jobs),
            games(&c.jobs)
        );
        b.advance(1);
        c.advance(1);
        taken.clear();
        taken.extend(games(&b.jobs));
        taken.extend(games(&c.jobs));
        assert_eq!(taken.len(), asked.len(), "{db:?}: nobody asks twice");
    }
}

#[test]
fn a_restart_asks_again_only_where_no_live_instance_holds_the_search() {
    for db in TestDb::both() {
        let t0 = crate::util::table::T0;
        let mut a = instance(&db, "a", t0);
        let held_by_a = ask(&mut a, "alice").game();
        let refused = ask(&mut a, "carol").game();
        // a's AI has no room for carol's search: its claim ends.
        let out = a.core.bot_busy(refused, a.now);
        let out = a.pump(out);
        assert!(
            joined(&out).contains("too many games"),
            "{db:?}: {:?}",
            lines(&out)
        );
        let mut b = instance(&db, "b", t0);
        let held_by_b = ask(&mut b, "bob").game();
        assert_eq!(claims(&db), Some(2), "{db:?}: alice's and bob's searches");

        // b restarts: its own search died with it, carol's belongs to
        // nobody, alice's is a's, which lives.
        let mut b = instance(&db, "b", t0 + 10_000);
        let out = b.core.resume(b.now);
        b.pump(out);
        let mut expected = vec![held_by_b, refused];
        expected.sort_unstable();
        assert_eq!(games(&b.jobs), expected, "{db:?}: not alice's game");

        // c starts after a's lease ran out, while b's claims hold.
        let mut c = instance(&db, "c", t0 + (LEASE + 1) * 1000);
        let out = c.core.resume(c.now);
        c.pump(out);
        assert_eq!(games(&c.jobs), [held_by_a], "{db:?}: only alice's game");
    }
}

/// A search whose game ended meanwhile ends with it: the late answer plays
/// nothing and no instance asks again.
#[test]
fn a_search_whose_game_ended_is_not_asked_for_again() {
    for db in TestDb::both() {
        let mut a = instance(&db, "a", crate::util::table::T0);
        let job = ask(&mut a, "alice");
        let game = job.game();
        let out = a.say("alice", "alice", "/resign");
        assert!(!out.is_empty(), "{db:?}: alice resigned");
        let out = a.answer(&job);
        assert!(out.is_empty(), "{db:?}: {:?}", lines(&out));
        assert_eq!(
            moves(&db, game),
            Some(1),
            "{db:?}: no AI move after the end"
        );
        assert_eq!(claims(&db), Some(0), "{db:?}: the claim ended");

        // The same, when the instance dies before its answer comes: the
        // claim runs out, and the instance taking it over finds nothing to
        // ask.
        let job = ask(&mut a, "bob");
        a.say("bob", "bob", "/resign");
        let mut b = instance(&db, "b", a.now + (LEASE + 1) * 1000);
        b.advance(0);
        assert!(b.jobs.is_empty(), "{db:?}: {:?}", games(&b.jobs));
        assert_eq!(claims(&db), Some(0), "{db:?}: the claim ended");
        assert_eq!(moves(&db, job.game()), Some(1));
    }
}
