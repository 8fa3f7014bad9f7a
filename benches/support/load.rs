//! What the Telegram load benchmarks share: starting the release binary
//! against the fake Bot API, a game line of its own for each chat, playing
//! a line in a chat, timing each move to its board, quantiles of those
//! times, and a process's memory.

#![allow(dead_code)]

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use draughts::{Notation, Position, Variant};
use serde_json::Value;
use tokio::sync::mpsc;

use crate::fake_telegram::{FakeTelegram, Seen, TOKEN, Webhook, text_message};

/// Starts the bot binary in `dir` on the SQLite file `database`, polling
/// `fake`, with rate limits a scripted player's pace fits in (people do
/// not move as fast as the boards come).
pub fn spawn_bot(dir: &Path, database: &Path, fake: &FakeTelegram) -> std::io::Result<Child> {
    Command::new(env!("CARGO_BIN_EXE_damabot"))
        .current_dir(dir)
        .env("TELOXIDE_TOKEN", TOKEN)
        .env("TELOXIDE_API_URL", fake.api_url())
        .env("DATABASE_PATH", database)
        .env("RUST_LOG", "warn")
        .env("DAMABOT_USER_BURST", "40")
        .env("DAMABOT_USER_PER_MIN", "600")
        .env("DAMABOT_CHAT_BURST", "80")
        .env("DAMABOT_CHAT_PER_MIN", "1200")
        .env_remove("DISCORD_TOKEN")
        .env_remove("DATABASE_URL")
        .env_remove("TELEGRAM_WEBHOOK_URL")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
}

/// How the scripted players' updates reach the bot.
pub enum Entry<'a> {
    /// Queued for the bot's `getUpdates`.
    Poll,
    /// Posted to the bot's webhook, as Telegram does in webhook mode.
    Hook(&'a Webhook),
}

impl Entry<'_> {
    /// Hands the bot a new update of `kind`.
    pub async fn send(&self, fake: &FakeTelegram, kind: &str, body: Value, wait: Duration) {
        match self {
            Entry::Poll => {
                fake.push(kind, body);
            }
            Entry::Hook(hook) => {
                hook.post(&fake.update(kind, body), wait).await;
            }
        }
    }
}

/// When a paced player moves: its first move at `first`, then one move
/// every `every`, or as soon as the board of the move before came when
/// that is later.
#[derive(Clone, Copy, Debug)]
pub struct Pace {
    pub first: Instant,
    pub every: Duration,
}

/// Plays `line` in `chat`, its first ply by the first of `players` and
/// then by turns, each as soon as the board of the one before came, or no
/// sooner than `pace` says; returns each move's time to its board.
pub async fn play_line(
    fake: &FakeTelegram,
    entry: &Entry<'_>,
    chat: i64,
    players: [Value; 2],
    line: &[impl AsRef<str>],
    wait: Duration,
    pace: Option<Pace>,
) -> anyhow::Result<Vec<Duration>> {
    let mut feed = fake.watch_chat(chat);
    let mut latencies = Vec::with_capacity(line.len());
    for (ply, mv) in line.iter().enumerate() {
        if let Some(Pace { first, every }) = pace {
            let turn = u32::try_from(ply).unwrap_or(u32::MAX);
            tokio::time::sleep_until((first + every * turn).into()).await;
        }
        let who = &players[ply % 2];
        let id = i64::try_from(ply).unwrap_or(0) + 10;
        let sent = Instant::now();
        let text = text_message(id, chat, who, &format!("/m {}", mv.as_ref()), None);
        entry.send(fake, "message", text, wait).await;
        let uploaded = board(&mut feed, chat, wait).await?;
        latencies.push(uploaded.duration_since(sent));
    }
    Ok(latencies)
}

/// An English game of at most `plies` plies from the start, in the numbered
/// notation players type, each ply picked among the legal ones by `seed`:
/// games of different seeds soon differ, as the games of a real bot's chats
/// do, so nothing the bot might keep across games serves every game from
/// one copy. It ends early where the game does.
pub fn random_line(seed: u64, plies: usize) -> Vec<String> {
    // SplitMix64: reproducible, and no more than a bench needs.
    let mut state = seed;
    let mut next = move || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    let mut position = Position::start(Variant::English);
    let mut line = Vec::with_capacity(plies);
    while line.len() < plies {
        let moves = position.legal_moves();
        let Some(mv) = moves.get((next() % moves.len().max(1) as u64) as usize) else {
            break;
        };
        line.push(position.move_text(mv, Notation::Native));
        position = position.play(mv).expect("a legal move plays");
    }
    line
}

/// Waits for the next board upload on `feed`, the calls of `chat` (from
/// [`FakeTelegram::watch_chat`]); returns when it arrived.
pub async fn board(
    feed: &mut mpsc::UnboundedReceiver<Seen>,
    chat: i64,
    wait: Duration,
) -> anyhow::Result<Instant> {
    let next = async {
        while let Some(seen) = feed.recv().await {
            let is_board = seen.method == "editMessageMedia" || seen.method == "sendPhoto";
            if seen.ok && is_board {
                return Ok(seen.at);
            }
        }
        Err(anyhow::anyhow!("the fake Bot API stopped"))
    };
    tokio::time::timeout(wait, next)
        .await
        .map_err(|_| anyhow::anyhow!("no board in chat {chat} within {wait:?}"))?
}

/// The `q` quantile (0 to 1) of sorted samples; zero when there are none.
pub fn quantile(sorted: &[Duration], q: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * q).round() as usize;
    sorted.get(i).copied().unwrap_or_default()
}

/// A `/proc/<pid>/status` figure in KiB (`VmHWM:`, `VmRSS:`); 0 if unread.
pub fn status_kib(pid: u32, field: &str) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with(field))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kb| kb.parse().ok())
        })
        .unwrap_or(0)
}
