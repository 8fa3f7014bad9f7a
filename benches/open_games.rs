//! Benchmark (not a test) of one instance's memory with many open games.
//!
//! 1. In process, a core over a SQLite file opens `BENCH_OPEN_GAMES` group
//!    games on Telegram (100 000 by default): each is created, joined and
//!    given its first two plies, as the Telegram adapter would hand them
//!    in, and every reply is settled as sent.
//! 2. The real binary, built for release, then starts on that file against
//!    the fake Bot API and plays the rest of the English winning line in
//!    1 000 of those games, spread over the whole range, 100 at a time.
//!
//! It reports how fast the games were opened, the database's size, the
//! latency from a move to its board in the binary, and the binary's peak
//! resident memory (`VmHWM`): the target is 100 000 open games
//! within 1 GiB.
//!
//! Run with `cargo bench --bench open_games`.

#[allow(dead_code)] // A part of the tests' game serves the bench.
#[path = "../tests/it/util/english_win.rs"]
mod english_win;
#[allow(dead_code)] // A part of the tests' fake serves the bench.
#[path = "../tests/it/util/fake_telegram.rs"]
mod fake_telegram;
#[path = "support/load.rs"]
mod load;

use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use damabot::app::{
    ChatInfo, ChatKey, ChatKind, Core, CoreConfig, Platform, Receipt, Request, UserInfo, UserKey,
};
use damabot::store::Store;
use english_win::WIN;
use fake_telegram::{FakeTelegram, user_json};
use load::{Entry, play_line, quantile, spawn_bot, status_kib};

/// Plies each game gets while it is opened.
const OPENING_PLIES: usize = 2;
/// Games the binary plays on.
const SAMPLE: i64 = 1_000;
/// Of those, how many at once.
const AT_ONCE: usize = 100;
const WAIT: Duration = Duration::from_secs(120);

fn main() -> anyhow::Result<()> {
    let games: i64 = std::env::var("BENCH_OPEN_GAMES").map_or(Ok(100_000), |s| s.parse())?;
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("open.sqlite3");

    let started = Instant::now();
    open_games(&path, games)?;
    let elapsed = started.elapsed();
    println!(
        "open games: {games} opened with {OPENING_PLIES} plies each in {:.1} s ({:.0} requests/s), database {:.1} MiB",
        elapsed.as_secs_f64(),
        (games as f64 * (2 + OPENING_PLIES) as f64) / elapsed.as_secs_f64(),
        std::fs::metadata(&path)?.len() as f64 / (1024.0 * 1024.0)
    );

    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(play_on(dir.path(), &path, games))
}

/// The chat of game `n`.
fn chat(n: i64) -> i64 {
    -1_000_000 - n
}

/// The Telegram ids of a chat's two players, as in [`players`].
fn player_ids(chat: i64) -> [i64; 2] {
    let base = -chat * 10;
    [base + 1, base + 2]
}

/// The two players of a chat's game, as the fake Bot API sends them.
fn players(chat: i64) -> [serde_json::Value; 2] {
    let [black, white] = player_ids(chat);
    [
        user_json(black, "Black", "en"),
        user_json(white, "White", "en"),
    ]
}

/// Opens `games` games through the core, settling every reply as sent.
fn open_games(path: &std::path::Path, games: i64) -> anyhow::Result<()> {
    let mut core = Core::new(Store::open(path)?, CoreConfig::default());
    let mut update = 0;
    for n in 0..games {
        let chat = chat(n);
        let [black, white] = player_ids(chat);
        let mut lines = vec![
            (black, "/new english".to_owned()),
            (white, "/join".to_owned()),
        ];
        for (ply, mv) in WIN.iter().take(OPENING_PLIES).enumerate() {
            let who = if ply.is_multiple_of(2) { black } else { white };
            lines.push((who, format!("/m {mv}")));
        }
        for (user, text) in lines {
            update += 1;
            let now = unix_ms();
            let mut outcome = core
                .handle(&request(update, chat, user, &text), now)
                .map_err(|e| anyhow::anyhow!("game {n}, {text}: {e:?}"))?;
            while !outcome.parcels.is_empty() {
                let receipts: Vec<_> = outcome
                    .parcels
                    .iter()
                    .map(|p| {
                        let board_message = None;
                        (p.id, Receipt::Sent { board_message })
                    })
                    .collect();
                outcome = core.settle(&receipts, now);
            }
        }
    }
    Ok(())
}

/// What the Telegram adapter hands the core for `text` from `user`.
fn request(update: i64, chat: i64, user: i64, text: &str) -> Request {
    Request {
        update_id: Some(format!("open-{update}")),
        user: UserInfo {
            key: UserKey::new(Platform::Telegram, user.to_string()),
            name: if user % 10 == 1 { "Black" } else { "White" }.to_owned(),
            language_code: Some("en".to_owned()),
        },
        chat: ChatInfo {
            key: ChatKey::new(Platform::Telegram, chat.to_string()),
            kind: ChatKind::Group,
            server: None,
        },
        command: damabot::text::parse::parse(text).expect("a command"),
        game: None,
        origin: None,
        admin: false,
    }
}

fn unix_ms() -> i64 {
    let since = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default();
    i64::try_from(since.as_millis()).unwrap_or(i64::MAX)
}

/// Starts the binary on the database and plays on in a sample of games.
async fn play_on(dir: &std::path::Path, path: &std::path::Path, games: i64) -> anyhow::Result<()> {
    let fake = FakeTelegram::start().await;
    let mut child = spawn_bot(dir, path, &fake)?;
    let pid = child.id();
    let step = (games / SAMPLE).max(1);
    let sample: Vec<i64> = (0..games)
        .step_by(step as usize)
        .take(SAMPLE as usize)
        .collect();
    let mut latencies = Vec::new();
    let started = Instant::now();
    for batch in sample.chunks(AT_ONCE) {
        let plays = batch.iter().map(|&n| {
            play_line(
                &fake,
                &Entry::Poll,
                chat(n),
                players(chat(n)),
                &WIN[OPENING_PLIES..],
                WAIT,
                None,
            )
        });
        for result in futures::future::try_join_all(plays).await? {
            latencies.extend(result);
        }
    }
    let elapsed = started.elapsed();
    let peak = status_kib(pid, "VmHWM:");
    let now = status_kib(pid, "VmRSS:");
    child.kill()?;
    child.wait()?;

    latencies.sort();
    let at = |q| quantile(&latencies, q);
    println!(
        "binary over {games} open games: {} games played on, {} moves in {:.1} s; update -> board median {:.2} ms, p99 {:.2} ms",
        sample.len(),
        latencies.len(),
        elapsed.as_secs_f64(),
        at(0.5).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3
    );
    println!(
        "bot resident memory: peak (VmHWM) {:.1} MiB, at the end (VmRSS) {:.1} MiB",
        peak as f64 / 1024.0,
        now as f64 / 1024.0
    );
    Ok(())
}
