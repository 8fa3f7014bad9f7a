//! Soak benchmark (not a test): the real binary, built for release, against
//! the fake Bot API, with 1 000 users in 500 groups sending 20 000 commands:
//! each pair opens an English game and plays it to the end (23 commands per
//! group), and mixes in 17 pieces of junk per group (chatter the bot
//! ignores, unknown commands, illegal and out-of-turn moves, presses of
//! foreign buttons, re-posts, move lists, draw offers, long Unicode noise).
//! The bot runs with Telegram's real send limits.
//!
//! It reports the latency from a legal move (the update becoming available
//! to `getUpdates`) to the fake receiving the board that shows it (median,
//! p99, max), whether every legal move got its board, and the bot's peak
//! resident memory (`VmHWM` of the child process).
//!
//! Run with `cargo bench --bench soak`.

#[allow(dead_code)] // A part of the tests' game serves the bench.
#[path = "../tests/it/util/english_win.rs"]
mod english_win;
#[allow(dead_code)] // A part of the tests' fake serves the bench.
#[path = "../tests/it/util/fake_telegram.rs"]
mod fake_telegram;
#[path = "support/load.rs"]
mod load;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use english_win::WIN;
use fake_telegram::{FakeTelegram, Seen, callback_query, text_message, user_json};
use load::{quantile, spawn_bot, status_kib};
use serde_json::Value;
use tokio::sync::broadcast;

/// Groups, with two users each.
const GROUPS: i64 = 500;
/// How long one legal move may take to show before the run is failed.
const PATIENCE: Duration = Duration::from_secs(600);

/// Junk, sent before the plies of the same number (17 of the 21), by the
/// player who is not to move: ignored chatter, and things that get a
/// refusal or an answer.
const JUNK: [&str; 17] = [
    "gg 😀",
    "/frobnicate",
    "سلام! بازی خوبیه",
    "/m 99-100",
    "press",
    "lol, what a move",
    "/board",
    "👍👍👍",
    "/help@someotherbot",
    "/zzz",
    "hmm",
    "   ",
    "/moves",
    "noise",
    "c3 c4",
    "/draw",
    "ok",
];

fn main() -> anyhow::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(soak())
}

async fn soak() -> anyhow::Result<()> {
    let fake = Arc::new(FakeTelegram::start().await);
    let dir = tempfile::tempdir()?;
    let mut child = spawn_bot(dir.path(), &dir.path().join("soak.sqlite3"), &fake)?;
    let pid = child.id();
    let boards = Boards::follow(fake.watch());
    let commands = Arc::new(Mutex::new(0usize));
    let started = Instant::now();
    let games = (0..GROUPS).map(|g| {
        let fake = Arc::clone(&fake);
        let boards = boards.clone();
        let commands = Arc::clone(&commands);
        tokio::spawn(async move { play(&fake, &boards, &commands, g).await })
    });
    let results = futures::future::join_all(games).await;
    let elapsed = started.elapsed();
    let peak = status_kib(pid, "VmHWM:");
    child.kill()?;
    child.wait()?;

    let mut latencies = Vec::new();
    let mut missing = 0;
    for result in results {
        let (shown, lost) = result??;
        latencies.extend(shown);
        missing += lost;
    }
    let sent = *commands.lock().unwrap_or_else(|e| e.into_inner());
    println!(
        "soak: {} users in {GROUPS} groups sent {sent} commands ({} legal moves) in {:.1} s",
        2 * GROUPS,
        latencies.len() + missing,
        elapsed.as_secs_f64()
    );
    println!(
        "every legal move got its board: {} ({} of {})",
        if missing == 0 { "yes" } else { "NO" },
        latencies.len(),
        latencies.len() + missing
    );
    latencies.sort();
    let at = |q| quantile(&latencies, q);
    println!(
        "legal move -> its board: median {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        at(0.5).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        at(1.0).as_secs_f64() * 1e3
    );
    println!("bot peak RSS (VmHWM): {:.1} MiB", peak as f64 / 1024.0);
    anyhow::ensure!(missing == 0, "{missing} legal moves got no board");
    Ok(())
}

/// The captions of the boards a chat received, with when each arrived.
type Shown = HashMap<i64, Vec<(String, Instant)>>;

/// Every board the fake receives, by chat, in order; a game waits here for
/// the board that shows its move.
#[derive(Clone)]
struct Boards {
    shown: Arc<Mutex<Shown>>,
    changed: Arc<tokio::sync::Notify>,
}

impl Boards {
    fn follow(mut feed: broadcast::Receiver<Seen>) -> Boards {
        let boards = Boards {
            shown: Arc::default(),
            changed: Arc::default(),
        };
        let keep = boards.clone();
        tokio::spawn(async move {
            loop {
                match feed.recv().await {
                    Ok(seen) => {
                        let is_board =
                            seen.method == "sendPhoto" || seen.method == "editMessageMedia";
                        if let (true, true, Some(chat), Some(caption)) =
                            (seen.ok, is_board, seen.chat, seen.caption)
                        {
                            keep.shown
                                .lock()
                                .unwrap_or_else(|e| e.into_inner())
                                .entry(chat)
                                .or_default()
                                .push((caption, seen.at));
                            keep.changed.notify_waiters();
                        }
                    }
                    Err(broadcast::error::RecvError::Lagged(n)) => {
                        panic!("the soak's board feed lagged by {n}");
                    }
                    Err(broadcast::error::RecvError::Closed) => return,
                }
            }
        });
        boards
    }

    /// When the first board in `chat` whose caption has `line` arrived.
    async fn wait(&self, chat: i64, line: &str) -> Option<Instant> {
        let wait = async {
            loop {
                let notified = self.changed.notified();
                tokio::pin!(notified);
                notified.as_mut().enable();
                let found = self
                    .shown
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .get(&chat)
                    .and_then(|list| {
                        list.iter()
                            .find(|(caption, _)| caption.lines().any(|l| l == line))
                            .map(|(_, at)| *at)
                    });
                if let Some(at) = found {
                    return at;
                }
                notified.await;
            }
        };
        tokio::time::timeout(PATIENCE, wait).await.ok()
    }
}

/// Plays one group's game with its junk; returns the latencies of the legal
/// moves that showed and how many did not.
async fn play(
    fake: &FakeTelegram,
    boards: &Boards,
    commands: &Mutex<usize>,
    g: i64,
) -> anyhow::Result<(Vec<Duration>, usize)> {
    let chat = -100_000 - g;
    let black = user_json(1_000_000 + 2 * g, "Black", "en");
    let white = user_json(1_000_001 + 2 * g, "White", "en");
    let mut message = 0;
    let mut say = |who: &Value, text: &str| {
        message += 1;
        *commands.lock().unwrap_or_else(|e| e.into_inner()) += 1;
        fake.push("message", text_message(message, chat, who, text, None));
    };
    say(&black, "/new english");
    boards
        .wait(chat, "Waiting for an opponent: /join")
        .await
        .ok_or_else(|| anyhow::anyhow!("group {g}: no board for /new"))?;
    say(&white, "/join");
    boards
        .wait(chat, "Black to move: Black")
        .await
        .ok_or_else(|| anyhow::anyhow!("group {g}: no board for /join"))?;
    let mut latencies = Vec::new();
    let mut missing = 0;
    for (ply, mv) in WIN.iter().enumerate() {
        let (mover, other) = if ply % 2 == 0 {
            (&black, &white)
        } else {
            (&white, &black)
        };
        if let Some(junk) = JUNK.get(ply) {
            match *junk {
                "press" => {
                    *commands.lock().unwrap_or_else(|e| e.into_inner()) += 1;
                    let query = callback_query(&format!("junk{g}"), other, &gone(chat), "nuke:1");
                    fake.push("callback_query", query);
                }
                "noise" => say(other, &"ẞ😀ش ".repeat(120)),
                text => say(other, text),
            }
        }
        let sent = Instant::now();
        say(mover, &format!("/m {mv}"));
        match boards.wait(chat, &format!("Last move: {mv}")).await {
            Some(at) => latencies.push(at.saturating_duration_since(sent)),
            None => missing += 1,
        }
    }
    Ok((latencies, missing))
}

/// A bot message that is not there any more, for junk presses.
fn gone(chat: i64) -> fake_telegram::Sent {
    fake_telegram::Sent {
        chat,
        id: 1,
        kind: "text",
        text: "gone".into(),
        png: Vec::new(),
        markup: Value::Null,
        edits: 0,
        reactions: Vec::new(),
    }
}
