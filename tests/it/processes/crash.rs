//! Crash safety of the real binary: several games are played at once
//! through the fake Bot API while the bot is killed with SIGKILL again and
//! again and restarted each time. Afterwards every legal move sent was
//! applied exactly once, in order, and its board reached the chat.
//!
//! The kills fall at chosen kinds of moments, in turn:
//! - right after `getUpdates` handed out a batch (before it is handled);
//! - right after an update was committed (the bot logs each commit at
//!   debug level; the test reads its stderr);
//! - right after a board reached the fake (before its delivery is
//!   recorded, so it may be sent once more);
//! - after a random number of Bot API calls since the restart.
//!
//! `CRASH_SEED` chooses the random points (the seed is printed).

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use tokio::sync::{broadcast, mpsc};

use crate::util::english_win::{WIN, stored_line};
use crate::util::fake_telegram::{Call, FakeTelegram, Seen, TOKEN, text_message};
use crate::util::instances::{group, player};
use crate::util::telegram::is_board_method;

/// Games played at once, each in its own group.
const GAMES: i64 = 8;
/// SIGKILLs, at least.
const KILLS: usize = 60;
/// How long one step of a game may take, restarts included. While the
/// kills go on a game may get nowhere (the bot rarely lives long enough to
/// answer it), so a step can wait for the whole kill loop: about 35 s on a
/// quiet 2-core machine, over a minute on a loaded one.
const PATIENCE: Duration = Duration::from_secs(180);

/// The kinds of kill points, in the order they take turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Point {
    Fetched,
    Committed,
    Sent,
    Random,
}

const POINTS: [Point; 4] = [Point::Fetched, Point::Committed, Point::Sent, Point::Random];

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n
    }
}

/// The running bot and the lines of its log.
struct Bot {
    child: Child,
    log: mpsc::UnboundedReceiver<String>,
}

fn launch(fake: &FakeTelegram, dir: &Path) -> Bot {
    let mut child = Command::new(env!("CARGO_BIN_EXE_damabot"))
        .current_dir(dir)
        .env("TELOXIDE_TOKEN", TOKEN)
        .env("TELOXIDE_API_URL", fake.api_url())
        .env("DATABASE_PATH", dir.join("bot.sqlite3"))
        .env("RUST_LOG", "warn,damabot=debug")
        .env("DAMABOT_AI_THREADS", "1")
        // Scripted players are faster than the rate limits allow.
        .env("DAMABOT_USER_PER_MIN", "0")
        .env("DAMABOT_CHAT_PER_MIN", "0")
        // The fake has no send limits: pacing to Telegram's (20 messages a
        // minute per group) would only be waited out.
        .env("TELEGRAM_SEND_LIMITS", "off")
        .env_remove("DISCORD_TOKEN")
        .env_remove("TELEGRAM_WEBHOOK_URL")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let stderr = child.stderr.take().expect("stderr");
    let (lines, log) = mpsc::unbounded_channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines() {
            let Ok(line) = line else { return };
            if lines.send(line).is_err() {
                return;
            }
        }
    });
    Bot { child, log }
}

/// Waits for the next call (or handed-out batch) that `wanted` accepts;
/// `false` when none comes in time.
async fn seen(feed: &mut broadcast::Receiver<Seen>, wanted: impl Fn(&Seen) -> bool) -> bool {
    let wait = async {
        loop {
            match feed.recv().await {
                Ok(s) if wanted(&s) => return true,
                Ok(_) | Err(broadcast::error::RecvError::Lagged(_)) => {}
                Err(broadcast::error::RecvError::Closed) => return false,
            }
        }
    };
    tokio::time::timeout(Duration::from_secs(5), wait)
        .await
        .unwrap_or(false)
}

/// Kills the bot at `point`; returns whether the point was reached (rather
/// than a fallback after a quiet spell).
async fn kill_at(bot: &mut Bot, fake: &FakeTelegram, point: Point, rng: &mut Rng) -> bool {
    let mut feed = fake.watch();
    let reached = match point {
        Point::Fetched => seen(&mut feed, |s| s.method == "getUpdates").await,
        Point::Sent => seen(&mut feed, |s| s.ok && is_board_method(&s.method)).await,
        Point::Committed => {
            let wait = async {
                while let Some(line) = bot.log.recv().await {
                    if line.contains("update committed") {
                        return true;
                    }
                }
                false
            };
            tokio::time::timeout(Duration::from_secs(5), wait)
                .await
                .unwrap_or(false)
        }
        Point::Random => {
            let calls = rng.below(8);
            let mut reached = true;
            for _ in 0..calls {
                reached &= seen(&mut feed, |_| true).await;
            }
            reached
        }
    };
    bot.child.kill().expect("SIGKILL");
    bot.child.wait().expect("the killed bot is reaped");
    reached
}

/// A successful board in `chat` whose caption has `line`.
fn board_with(calls: &[Call], chat: i64, line: &str) -> bool {
    calls.iter().any(|c| {
        c.ok()
            && is_board_method(&c.method)
            && c.chat_id() == Some(chat)
            && c.caption().is_some_and(|t| t.lines().any(|l| l == line))
    })
}

/// Plays one game: each step is sent once, and the next waits until the
/// board shows the step's effect, however many restarts that takes.
async fn play(fake: &FakeTelegram, g: i64) {
    let chat = group(g);
    let steps = [
        (
            "/new english".to_owned(),
            "Waiting for an opponent: /join".to_owned(),
        ),
        ("/join".to_owned(), "Black to move: Black".to_owned()),
    ]
    .into_iter()
    .chain(
        WIN.iter()
            .map(|mv| (format!("/m {mv}"), format!("Last move: {mv}"))),
    );
    for (i, (text, shown)) in steps.enumerate() {
        // Black opens, White joins, then the plies alternate from Black.
        let who = match i {
            0 | 1 => player(g, i),
            _ => player(g, i - 2),
        };
        let id = i64::try_from(i).unwrap_or(0) + 1;
        fake.push("message", text_message(id, chat, &who, &text, None));
        fake.wait_for(PATIENCE, |calls| {
            board_with(calls, chat, &shown).then_some(())
        })
        .await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_move_survives_sixty_sigkills_once_with_its_board() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let seed = std::env::var("CRASH_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x00DA_3AB0_7C0D_E5EE_u64);
    println!("CRASH_SEED={seed}");
    let mut rng = Rng(seed.max(1));

    let mut bot = launch(&fake, dir.path());
    let players = futures::future::join_all((0..GAMES).map(|g| play(&fake, g)));
    let killer = async {
        let mut reached = [0usize; 4];
        let mut fallbacks = 0;
        for kill in 0..KILLS {
            let point = POINTS[kill % POINTS.len()];
            if kill_at(&mut bot, &fake, point, &mut rng).await {
                reached[kill % POINTS.len()] += 1;
            } else {
                fallbacks += 1;
            }
            bot = launch(&fake, dir.path());
        }
        (reached, fallbacks)
    };
    let ((reached, fallbacks), ()) = futures::future::join(killer, async {
        players.await;
    })
    .await;
    println!(
        "{KILLS} SIGKILLs: {} right after a fetch, {} right after a commit, {} right after a board was sent, {} at random calls, {fallbacks} after a quiet spell",
        reached[0], reached[1], reached[2], reached[3]
    );
    for (point, count) in POINTS.iter().zip(reached) {
        assert!(count >= 10, "only {count} kills at {point:?}");
    }

    // Every move was applied exactly once, in order.
    let expected = stored_line(WIN.len());
    let conn = rusqlite::Connection::open(dir.path().join("bot.sqlite3")).expect("the database");
    for g in 0..GAMES {
        let moves: Vec<String> = conn
            .prepare(
                "SELECT m.notation FROM moves m
                 JOIN game_chats gc ON gc.game_id = m.game_id
                 JOIN chats c ON c.id = gc.chat_id
                 WHERE c.platform_id = ?1 ORDER BY m.game_id, m.ply",
            )
            .expect("a query")
            .query_map([group(g).to_string()], |r| r.get(0))
            .expect("the moves")
            .collect::<Result<_, _>>()
            .expect("readable moves");
        assert_eq!(moves, expected, "game {g}");
        let games: i64 = conn
            .query_row(
                "SELECT COUNT(*) FROM game_chats gc JOIN chats c ON c.id = gc.chat_id
                 WHERE c.platform_id = ?1",
                [group(g).to_string()],
                |r| r.get(0),
            )
            .expect("a count");
        assert_eq!(games, 1, "game {g}: /new was applied once");
    }
    // And every move's board reached its chat.
    let calls = fake.calls();
    for g in 0..GAMES {
        for mv in WIN {
            assert!(
                board_with(&calls, group(g), &format!("Last move: {mv}")),
                "game {g}: no board showed {mv}"
            );
        }
    }
    bot.child.kill().expect("SIGKILL");
    bot.child.wait().expect("reaped");
}
