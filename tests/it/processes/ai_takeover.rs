//! An AI search outlives the process that ran it. Two processes of the real
//! binary share one PostgreSQL database and serve the fake Bot API's
//! webhook. A player's moves in a level-8 bot game go to instance a, which
//! claims the bot's search in the database with the move and starts it.
//! Once a is caught in the middle of a search (frozen with SIGSTOP while
//! its claim is stored and the bot's move is not), it is killed. When a's
//! lease has run out, b asks its own AI: the bot's move is stored once, b
//! delivers its board to the player, and the game goes on through b.
//!
//! `instances::ai_claims` tells the same story with cores driven directly;
//! this one goes through the real hub, AI pool, webhook and processes.

use std::process::{Child, Command};
use std::time::Duration;

use draughts::{Notation, Position, Variant};

use crate::util::fake_telegram::{FakeTelegram, Webhook, text_message, user_json};
use crate::util::free_port;
use crate::util::instances::{
    self, Bots, Logs, Moves, PATIENCE, SECRET, board_line, launch, moves_of, query,
};
use crate::util::postgres::{LOG_DELIVERIES, fresh_database};
use crate::util::telegram::is_board_method;

/// The player, whose private chat has the same id.
const PLAYER: i64 = 4242;
/// Instance a's claims lapse this long after its last renewal.
const LEASE_SECS: u32 = 3;
/// Moves to try before giving up on catching a in a search (level 8
/// thinks for up to a second, so the first normally does).
const TRIES: i64 = 5;

async fn moves(url: &str, game: i64) -> Moves {
    query(url, move |db| moves_of(db, game)).await
}

/// Waits until the game has at least `n` moves; returns them.
async fn at_least(url: &str, game: i64, n: usize) -> Moves {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    loop {
        let stored = moves(url, game).await;
        if stored.len() >= n {
            return stored;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the game has {} moves, not {n}",
            stored.len()
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// The caption line of a board after `line` (stored, algebraic): its last
/// move in the numbers English players write.
fn caption_line(line: &Moves) -> String {
    let mut position = Position::start(Variant::English);
    let mut last = String::new();
    for (stored, _) in line {
        let parsed = position.parse_move(stored).expect("a stored move parses");
        last = position.move_text(&parsed, Notation::Native);
        position = position.play(&parsed).expect("a stored move plays");
    }
    format!("Last move: {last}")
}

/// The instance holding the game's AI search, if any.
async fn claimant(url: &str, game: i64) -> Option<String> {
    query(url, move |db| {
        db.query_opt(
            "SELECT claimed_by FROM ai_claims WHERE game_id = $1",
            &[&game],
        )
        .expect("the claim")
        .map(|r| r.get(0))
    })
    .await
}

fn signal(bot: &Child, name: &str) {
    let sent = Command::new("kill")
        .args([&format!("-{name}"), &bot.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(sent.success(), "SIG{name} was not delivered");
}

/// The player says `text` in their private chat, through `hook`.
async fn say(fake: &FakeTelegram, hook: &Webhook, id: i64, text: &str) {
    let player = user_json(PLAYER, "Ann", "en");
    let update = fake.update("message", text_message(id, PLAYER, &player, text, None));
    hook.post(&update, PATIENCE).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_ai_search_whose_instance_died_is_taken_over_by_another() {
    let url = tokio::task::spawn_blocking(fresh_database)
        .await
        .expect("a database");
    instances::migrate(&url);
    query(&url, |db| {
        db.batch_execute(LOG_DELIVERIES).expect("the delivery log")
    })
    .await;
    let fake = FakeTelegram::start().await;
    let logs = Logs::new();
    let ports = [free_port(), free_port()];
    let env = [("DAMABOT_LEASE_SECS", LEASE_SECS.to_string())];
    let mut bots = Bots(
        ["a", "b"]
            .iter()
            .zip(ports)
            .map(|(name, port)| launch(&fake, &url, name, port, logs.path(), &env))
            .collect(),
    );
    instances::wait_serving(&fake, 2).await;
    let hook = |port: u16| Webhook::new(vec![format!("http://127.0.0.1:{port}/hook")], SECRET);
    let (to_a, to_b) = (hook(ports[0]), hook(ports[1]));

    let mut feed = fake.watch();
    say(&fake, &to_a, 1, "/bot english 8").await;
    instances::until(&mut feed, "the bot game's board", |s| {
        s.ok && is_board_method(&s.method) && s.chat == Some(PLAYER)
    })
    .await;
    let game: i64 = query(&url, |db| {
        db.query_one("SELECT id FROM games WHERE mode = 'bot'", &[])
            .expect("the bot game")
            .get(0)
    })
    .await;

    // Move through a until a is caught thinking.
    let mut caught = None;
    for attempt in 0..TRIES {
        let before = moves(&url, game).await.len();
        let mut feed = fake.watch();
        say(&fake, &to_a, 2 + attempt, "/m 1").await;
        at_least(&url, game, before + 1).await;
        signal(&bots.0[0], "STOP");
        // A commit a sent just before it froze lands meanwhile.
        tokio::time::sleep(Duration::from_millis(200)).await;
        let stored = moves(&url, game).await;
        if stored.len() == before + 1 && claimant(&url, game).await.as_deref() == Some("a") {
            println!("a caught thinking after {} moves", attempt + 1);
            caught = Some(stored);
            break;
        }
        // a had answered already: let it deliver, and try the next move.
        signal(&bots.0[0], "CONT");
        let shown = caption_line(&at_least(&url, game, before + 2).await);
        instances::until(&mut feed, &shown, |s| board_line(s, PLAYER, &shown)).await;
    }
    let Some(stored) = caught else {
        panic!("a never was caught in a search in {TRIES} moves");
    };
    let mut feed = fake.watch();
    bots.0[0].kill().expect("SIGKILL");
    bots.0[0].wait().expect("a is reaped");

    // b takes the search over once a's lease has run out.
    let after = at_least(&url, game, stored.len() + 1).await;
    assert_eq!(after.len(), stored.len() + 1, "one move for the bot");
    assert_eq!(after[..stored.len()], stored[..], "the game before it");
    assert_eq!(after[stored.len()].1, "bot");
    let shown = caption_line(&after);
    instances::until(&mut feed, &shown, |s| board_line(s, PLAYER, &shown)).await;
    let (writer, claims) = query(&url, move |db| {
        let writer: Option<String> = db
            .query_one(
                "SELECT claimed_by FROM outbox_ever WHERE game_id = $1 ORDER BY id DESC LIMIT 1",
                &[&game],
            )
            .expect("the newest board")
            .get(0);
        let claims: i64 = db
            .query_one("SELECT COUNT(*) FROM ai_claims", &[])
            .expect("a count")
            .get(0);
        (writer, claims)
    })
    .await;
    assert_eq!(writer.as_deref(), Some("b"), "b delivered the bot's board");
    assert_eq!(claims, 0, "the claim ended with the move");

    // The game goes on through b.
    let before = after.len();
    say(&fake, &to_b, 100, "/m 1").await;
    let shown = caption_line(&at_least(&url, game, before + 2).await);
    instances::until(&mut feed, &shown, |s| board_line(s, PLAYER, &shown)).await;
    let sources: Vec<String> = moves(&url, game)
        .await
        .into_iter()
        .map(|(_, source)| source)
        .collect();
    let alternating: Vec<String> = (0..sources.len())
        .map(|ply| if ply % 2 == 0 { "player" } else { "bot" }.to_owned())
        .collect();
    assert_eq!(sources, alternating, "each side moved in turn, once");
    assert!(bots.0[1].try_wait().expect("a status").is_none(), "b died");
}
