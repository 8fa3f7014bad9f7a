//! The rate limits' charge on the database (run with `cargo bench --bench
//! buckets`): one write transaction that takes a user's and a chat's
//! bucket (`take_buckets`, which inserts a bucket never seen) and writes
//! both back one token lighter (`put_bucket`), as every request that costs
//! a token does before anything else (`app::core::throttle`).
//!
//! - `hot`: the same user and chat every time (both rows exist);
//! - `new_user`: a user never seen before every time, in the same chat
//!   (one row inserted, one updated).
//!
//! On SQLite (a file, as the bot opens it) and on PostgreSQL: the database
//! of `BENCH_DATABASE_URL` when set (it should be fresh), otherwise a fresh
//! one on a throwaway local server started as the tests start theirs
//! (`tests/it/util/postgres.rs`); skipped, with a word, without the
//! server's binaries.

use std::hint::black_box;
use std::path::Path;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use damabot::domain::{BucketKey, ChatKey, Platform, RateBucket, UserKey};
use damabot::store::{Store, StoreError};

#[allow(dead_code)]
#[path = "../tests/it/util/postgres.rs"]
mod pg_server;

/// A free TCP port on 127.0.0.1, for the throwaway server.
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .expect("find a free port on 127.0.0.1")
        .port()
}

/// The bot's defaults: 20 tokens, refilled at 30 a minute.
const BURST: f64 = 20.0;
const T0: i64 = 1_767_225_600_000;

/// Charges `user`'s and `chat`'s buckets one token in one transaction, as
/// the core does; a bucket left empty is filled again, so that every
/// charge takes the same path.
fn charge(store: &mut Store, user: &BucketKey, chat: &BucketKey, now: i64) {
    let fresh = RateBucket {
        tokens: BURST,
        at: now,
        warned: false,
    };
    store
        .write(|tx| {
            let states = tx.take_buckets(&[(user, fresh), (chat, fresh)])?;
            for (key, state) in [user, chat].into_iter().zip(states) {
                let tokens = if state.tokens >= 1.0 {
                    state.tokens - 1.0
                } else {
                    BURST
                };
                tx.put_bucket(
                    key,
                    RateBucket {
                        tokens,
                        at: now,
                        warned: false,
                    },
                )?;
            }
            Ok::<_, StoreError>(())
        })
        .expect("the charge commits");
}

/// The two cases on `store`, named `backend/case`.
fn cases(c: &mut Criterion, backend: &str, mut store: Store) {
    let mut group = c.benchmark_group("bucket_charge");
    group
        .sample_size(30)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5));
    let user = BucketKey::user(&UserKey::new(Platform::Telegram, "1"));
    let chat = BucketKey::chat(&ChatKey::new(Platform::Telegram, "-100"));
    let mut now = T0;
    group.bench_function(format!("{backend}/hot"), |b| {
        b.iter(|| {
            now += 1;
            charge(&mut store, black_box(&user), black_box(&chat), now);
        });
    });
    let mut next = 1_000_000_u64;
    group.bench_function(format!("{backend}/new_user"), |b| {
        b.iter(|| {
            next += 1;
            now += 1;
            let user = BucketKey::user(&UserKey::new(Platform::Telegram, next.to_string()));
            charge(&mut store, black_box(&user), black_box(&chat), now);
        });
    });
    group.finish();
}

fn bench_sqlite(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("a temp dir");
    let store = Store::open(&dir.path().join("bench.sqlite3")).expect("an SQLite store");
    cases(c, "sqlite", store);
}

fn bench_postgres(c: &mut Criterion) {
    let url = match std::env::var("BENCH_DATABASE_URL") {
        Ok(url) => url,
        Err(_) if Path::new("/usr/lib/postgresql").is_dir() => pg_server::fresh_database(),
        Err(_) => {
            eprintln!("bucket_charge/postgres skipped: no BENCH_DATABASE_URL and no PostgreSQL");
            return;
        }
    };
    let store = Store::connect(&url).expect("a PostgreSQL store");
    cases(c, "postgres", store);
}

criterion_group!(benches, bench_sqlite, bench_postgres);
criterion_main!(benches);
