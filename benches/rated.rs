//! Rated play at scale (run with `cargo bench --bench rated`): 10 000 players
//! queued and matched, and 10 000 turn clocks running at once and firing.
//! Every parcel is settled as delivered at once, as a perfect platform
//! would. Prints wall time and peak memory; not part of `cargo test`.

use std::time::Instant;

use damabot::app::{
    ChatInfo, ChatKey, ChatKind, Command, Core, CoreConfig, Output, Platform, Receipt, Request,
    UserInfo, UserKey,
};
use damabot::domain::Standing;
use damabot::store::Store;
use draughts::Variant;

const PLAYERS: usize = 10_000;
const T0: i64 = 1_767_225_600_000;

fn request(user: &str, chat: &str, kind: ChatKind, command: Command, n: usize) -> Request {
    Request {
        update_id: Some(format!("b{n}")),
        user: UserInfo {
            key: UserKey::new(Platform::Console, user),
            name: user.to_owned(),
            language_code: None,
        },
        chat: ChatInfo {
            key: ChatKey::new(Platform::Console, chat),
            kind,
            server: None,
        },
        command,
        game: None,
        origin: None,
        admin: false,
    }
}

/// Settles an outcome's parcels as delivered; returns how many boards it
/// held and how many parcels in all.
fn deliver(core: &mut Core, outcome: Output, now: i64) -> (usize, usize) {
    let boards = outcome
        .parcels
        .iter()
        .filter(|p| matches!(p.effect.body, damabot::app::Body::Board(_)))
        .count();
    let receipts: Vec<_> = outcome
        .parcels
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
    core.settle(&receipts, now);
    (boards, receipts.len())
}

/// Peak resident memory of this process, from /proc (Linux).
fn peak_rss_mib() -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines().find(|l| l.starts_with("VmHWM:")).and_then(|l| {
                l.split_whitespace()
                    .nth(1)
                    .and_then(|kb| kb.parse::<f64>().ok())
            })
        })
        .map_or(0.0, |kb| kb / 1024.0)
}

fn open(dir: &tempfile::TempDir, name: &str) -> Store {
    Store::open(&dir.path().join(name)).expect("store")
}

/// 10 000 players with ratings spread over 1000–2000 join the queue one by
/// one; each is paired at once when someone close enough waits, the rest by
/// the widening window or the bot fill-in on the following ticks.
fn queue(dir: &tempfile::TempDir) {
    let mut store = open(dir, "queue.sqlite3");
    store
        .write(|tx| {
            for i in 0..PLAYERS {
                let name = format!("p{i}");
                let user = tx.upsert_user(
                    &UserInfo {
                        key: UserKey::new(Platform::Console, &name),
                        name: name.clone(),
                        language_code: None,
                    },
                    T0,
                )?;
                let mut s = Standing::fresh(user.id, Variant::Persian);
                s.rating = 1000.0 + ((i * 7919) % 1000) as f64;
                tx.save_standing(&s, T0)?;
            }
            Ok::<_, damabot::store::StoreError>(())
        })
        .expect("seed players");
    let mut core = Core::new(store, CoreConfig::default());
    let start = Instant::now();
    let mut games = 0;
    for i in 0..PLAYERS {
        let name = format!("p{i}");
        let at = T0 + i as i64;
        let out = core
            .handle(
                &request(
                    &name,
                    &name,
                    ChatKind::Private,
                    Command::Play {
                        variant: Variant::Persian,
                        clock: None,
                    },
                    i,
                ),
                at,
            )
            .expect("committed");
        games += deliver(&mut core, out, at).0;
    }
    let joined = start.elapsed();
    let mut now = T0 + PLAYERS as i64;
    for _ in 0..12 {
        now += 1000;
        let out = core.tick(now);
        games += deliver(&mut core, out, now).0;
    }
    let total = start.elapsed();
    println!(
        "queue: {PLAYERS} players joined in {:.2} s ({:.0} joins/s); all seated after 12 ticks in {:.2} s; {games} boards; peak RSS {:.0} MiB",
        joined.as_secs_f64(),
        PLAYERS as f64 / joined.as_secs_f64(),
        total.as_secs_f64(),
        peak_rss_mib()
    );
}

/// 10 000 casual games with a 30-second clock, all waiting on White; then
/// the clock passes the deadline and one tick plays every automatic move.
fn clocks(dir: &tempfile::TempDir) {
    let mut core = Core::new(open(dir, "clocks.sqlite3"), CoreConfig::default());
    let setup = Instant::now();
    for i in 0..PLAYERS {
        let chat = format!("table{i}");
        let new = Command::New {
            variant: Variant::Turkish,
            second: false,
            clock: Some(damabot::domain::TimeControl::PerMove { secs: 30 }),
            start: None,
        };
        let out = core
            .handle(
                &request(&format!("w{i}"), &chat, ChatKind::Group, new, 2 * i),
                T0,
            )
            .expect("committed");
        deliver(&mut core, out, T0);
        let out = core
            .handle(
                &request(
                    &format!("b{i}"),
                    &chat,
                    ChatKind::Group,
                    Command::Join(None),
                    2 * i + 1,
                ),
                T0,
            )
            .expect("committed");
        deliver(&mut core, out, T0);
    }
    let setup = setup.elapsed();
    let mut now = T0 + 15_000;
    let (warned, warn) = drain(&mut core, &mut now);
    now = T0 + 30_000;
    let (fired, fire) = drain(&mut core, &mut now);
    println!(
        "clocks: {PLAYERS} clocked games set up in {:.2} s; warnings {:.2} s ({warned} messages); time-outs {:.2} s ({fired} effects, {:.0} automatic moves/s); longest tick {:.2} s; peak RSS {:.0} MiB",
        setup.as_secs_f64(),
        warn.0,
        fire.0,
        PLAYERS as f64 / fire.0,
        warn.1.max(fire.1),
        peak_rss_mib()
    );
}

/// Ticks once a second until a tick does nothing; returns the parcels and
/// (total seconds, longest tick in seconds).
fn drain(core: &mut Core, now: &mut i64) -> (usize, (f64, f64)) {
    let (mut effects, mut total, mut longest) = (0, 0.0, 0.0f64);
    loop {
        *now += 1000;
        let start = Instant::now();
        let out = core.tick(*now);
        let n = deliver(core, out, *now).1;
        let took = start.elapsed().as_secs_f64();
        if n == 0 {
            return (effects, (total, longest));
        }
        effects += n;
        total += took;
        longest = longest.max(took);
    }
}

fn main() {
    let dir = tempfile::tempdir().expect("temp dir");
    queue(&dir);
    clocks(&dir);
}
