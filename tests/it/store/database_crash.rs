//! A real crash of the PostgreSQL server between requests that committed
//! without waiting for the disk and the commit that makes them durable
//! (`src/app/durable.rs`, `src/hub/gate.rs`). The server is the test's
//! own: it is stopped in immediate mode (no checkpoint, and the log it held
//! only in memory is not written out), as a crash of the server would stop
//! it, and started again. Nothing the
//! crash lost may be released, everything it kept must be, and what was
//! lost, sent again by the platform, is played once.

use crate::util::postgres::CrashableServer;
use crate::util::table::Table;
use damabot::app::CoreConfig;
use damabot::store::Store;

#[test]
fn a_database_crash_loses_only_what_was_not_released() {
    let server = CrashableServer::start();
    let url = server.fresh_database();
    let mut t = Table::with(
        Store::connect(&url).expect("connect"),
        CoreConfig::default(),
    );
    assert!(t.core.defers_durability(), "PostgreSQL defers");
    // These commits wait for the disk.
    t.say("alice", "club", "/new turkish");
    t.say("bob", "club", "/join");

    // Three moves committed lazily and held, as the hub's gate holds them.
    // After the first, another session's commit waits for the disk, as
    // another core's would, and so writes the first move's log out too.
    let mut other = postgres::Client::connect(&url, postgres::NoTls).expect("a raw client");
    let now = t.now;
    let mut held = Vec::new();
    let mut sent = Vec::new();
    for (user, text) in [("alice", "/m d3-d4"), ("bob", "/m 1"), ("alice", "/m 1")] {
        let request = t.request(user, "club", text);
        held.push(t.core.handle_deferred(&request, now).expect("committed"));
        sent.push(request);
        if held.len() == 1 {
            other
                .batch_execute("SELECT pg_logical_emit_message(true, 'test', '')")
                .expect("a commit that waits");
        }
    }
    server.crash();
    assert!(
        t.core.make_durable(&mut held).is_err(),
        "nothing is made durable while the database is away"
    );
    server.restart();
    // A try that finds its pooled connection ended fails, and the gate
    // tries again, as here.
    (0..8)
        .find_map(|_| t.core.make_durable(&mut held).ok())
        .expect("made durable once the database is back");

    let mut check = postgres::Client::connect(&url, postgres::NoTls).expect("a raw client");
    // Whatever the WAL writer wrote out meanwhile, the log keeps commits in
    // order: the first move survived, the last was lost.
    let survived: Vec<bool> = sent
        .iter()
        .map(|request| {
            let id = request.update_id.as_deref().expect("an update id");
            check
                .query_one(
                    "SELECT EXISTS (SELECT 1 FROM processed_updates WHERE update_id = $1)",
                    &[&id],
                )
                .expect("asked what survived")
                .get(0)
        })
        .collect();
    assert!(
        survived[0] && !survived[2] && survived.windows(2).all(|w| w[0] || !w[1]),
        "the first move's commit was written out and the last one's was still \
         in the server's memory when it crashed: {survived:?}"
    );
    let released: Vec<bool> = held
        .into_iter()
        .map(|deferred| match deferred.release() {
            Some(outcome) => {
                t.pump(outcome);
                true
            }
            None => false,
        })
        .collect();
    assert_eq!(
        released, survived,
        "a move is released exactly when its commit survived"
    );

    // The platform sends the lost updates again; here every one comes
    // again: one that survived is known and skipped, one that was lost is
    // played now.
    for request in &sent {
        t.send(request);
    }
    let row = check
        .query_one(
            "SELECT COUNT(*), COUNT(DISTINCT ply), MAX(ply) FROM moves",
            &[],
        )
        .expect("the moves");
    let (rows, plies, last): (i64, i64, i64) = (row.get(0), row.get(1), row.get(2));
    assert_eq!(
        (rows, plies, last),
        (3, 3, 3),
        "each move is played once, in order"
    );
}
