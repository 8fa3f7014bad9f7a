//! The operator address (`DAMABOT_OPS_ADDR`): `/healthz` while the process
//! runs, `/readyz` only while the database answers and Telegram is
//! connected, and `/metrics` with every metric docs/operations.md names,
//! counting what happened.

use std::net::SocketAddr;
use std::time::Duration;

use super::{Instance, Launch, PATIENCE, get, runtime};
use crate::util::fake_telegram::{Failure, FakeTelegram, text_message, user_json};
use crate::util::free_port;

/// The metric names docs/operations.md gives in its "Metrics" section.
fn documented_metrics() -> Vec<String> {
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/operations.md"))
        .expect("docs/operations.md");
    let section = doc
        .split("\n## ")
        .find(|s| s.starts_with("Metrics"))
        .expect("a Metrics section");
    let mut names: Vec<String> = section
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|s| {
            s.starts_with("damabot_")
                && s.bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
        })
        .map(str::to_owned)
        .collect();
    names.sort();
    names.dedup();
    names
}

/// Asks `path` until the answer's status line contains `status`.
async fn until(addr: SocketAddr, path: &str, status: &str) -> String {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    loop {
        let (line, body) = get(addr, path).await;
        if line.contains(status) {
            return body;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "{path} did not answer {status}; last: {line} {body}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The value of the sample `series` (a name and its labels, as written) in
/// a scrape.
fn sample(scrape: &str, series: &str) -> Option<f64> {
    scrape
        .lines()
        .find_map(|l| l.strip_prefix(series)?.strip_prefix(' '))
        .and_then(|v| v.trim().parse().ok())
}

fn rename_table(db: &std::path::Path, from: &str, to: &str) {
    let conn = rusqlite::Connection::open(db).expect("a second connection");
    conn.busy_timeout(Duration::from_secs(5))
        .expect("a busy timeout");
    conn.execute_batch(&format!("ALTER TABLE {from} RENAME TO {to}"))
        .expect("renaming the table");
}

#[test]
fn health_readiness_and_metrics_are_served_on_the_operator_address() {
    runtime().block_on(async {
        let fake = FakeTelegram::start().await;
        // Telegram is out of reach at first.
        for _ in 0..3 {
            fake.fail_next("getMe", Failure::Disconnect);
        }
        let ops = SocketAddr::from(([127, 0, 0, 1], free_port()));
        let bot = Instance::start(
            &fake,
            Launch {
                webhook: false,
                open_files: None,
                env: vec![("DAMABOT_OPS_ADDR", ops.to_string())],
            },
        );

        let health = until(ops, "/healthz", " 200 ").await;
        assert_eq!(health.trim(), "ok");
        let (status, why) = get(ops, "/readyz").await;
        assert!(
            status.contains(" 503 ") && why.contains("telegram"),
            "not ready before Telegram answers: {status} {why}"
        );
        until(ops, "/readyz", " 200 ").await;

        // A game: two updates and a move, each answered with a board.
        let chat = -7001;
        let (ann, ben) = (user_json(701, "Ann", "en"), user_json(702, "Ben", "en"));
        for (text, who) in [("/new english", &ann), ("/join", &ben), ("/m 9-14", &ann)] {
            let boards = fake.calls_of("sendPhoto").len() + fake.calls_of("editMessageMedia").len();
            fake.push("message", text_message(1, chat, who, text, None));
            fake.wait_for(PATIENCE, |calls| {
                let now = calls
                    .iter()
                    .filter(|c| c.method == "sendPhoto" || c.method == "editMessageMedia")
                    .count();
                (now > boards).then_some(())
            })
            .await;
        }
        // The bot answered each update before Telegram saw it confirmed.
        fake.wait_confirmed().await;

        // A board's latency is observed once its send has returned, which
        // can be just after the fake recorded the call: scrape until the
        // last board is counted, or the patience runs out (then the
        // assertions below say what is missing).
        let timed = "damabot_update_to_board_seconds_count{platform=\"telegram\"}";
        let deadline = tokio::time::Instant::now() + PATIENCE;
        let scrape = loop {
            let scrape = until(ops, "/metrics", " 200 ").await;
            let counted = sample(&scrape, timed).is_some_and(|n| n >= 3.0);
            if counted || tokio::time::Instant::now() >= deadline {
                break scrape;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        };
        let documented = documented_metrics();
        assert!(
            documented.len() >= 10,
            "the document names the metrics: {documented:?}"
        );
        for name in &documented {
            assert!(
                scrape.lines().any(|l| l.starts_with(name.as_str())),
                "{name} is documented but not scraped"
            );
        }
        let updates = sample(&scrape, "damabot_updates_total{platform=\"telegram\"}");
        assert!(updates.is_some_and(|n| n >= 3.0), "updates: {updates:?}");
        let moves = sample(&scrape, "damabot_moves_total{platform=\"telegram\"}");
        assert_eq!(moves, Some(1.0), "one move was sent");
        let boards = sample(&scrape, timed);
        assert!(boards.is_some_and(|n| n >= 3.0), "boards timed: {boards:?}");
        let english = sample(&scrape, "damabot_active_games{variant=\"english\"}");
        assert_eq!(english, Some(1.0), "one English game is being played");
        let errors = sample(&scrape, "damabot_errors_total{kind=\"platform\"}");
        assert!(
            errors.is_some_and(|n| n >= 3.0),
            "the dropped getMe calls are counted: {errors:?}"
        );

        // The database stops answering: not ready; back: ready again.
        rename_table(&bot.db(), "games", "games_hidden");
        let (status, why) = get(ops, "/readyz").await;
        assert!(
            status.contains(" 503 ") && why.contains("database"),
            "not ready without the database: {status} {why}"
        );
        let (status, _) = get(ops, "/healthz").await;
        assert!(status.contains(" 200 "), "still alive: {status}");
        rename_table(&bot.db(), "games_hidden", "games");
        until(ops, "/readyz", " 200 ").await;
    });
}

#[test]
fn a_429_on_a_send_is_counted_and_the_send_retried() {
    runtime().block_on(async {
        let fake = FakeTelegram::start().await;
        let ops = SocketAddr::from(([127, 0, 0, 1], free_port()));
        let _bot = Instance::start(
            &fake,
            Launch {
                webhook: false,
                open_files: None,
                env: vec![("DAMABOT_OPS_ADDR", ops.to_string())],
            },
        );
        until(ops, "/readyz", " 200 ").await;
        // The first answer is refused once with a 429 of one second.
        fake.fail_next("sendMessage", Failure::RetryAfter(1));
        let chat = 7_102;
        let ann = user_json(chat, "Ann", "en");
        fake.push("message", text_message(1, chat, &ann, "/variants", None));
        fake.wait_for(PATIENCE, |calls| {
            calls
                .iter()
                .find(|c| c.method == "sendMessage" && c.ok() && c.chat_id() == Some(chat))
                .cloned()
        })
        .await;
        let scrape = until(ops, "/metrics", " 200 ").await;
        let counted = sample(&scrape, "damabot_platform_429_total{platform=\"telegram\"}");
        assert_eq!(counted, Some(1.0), "the one 429 is counted");
    });
}
