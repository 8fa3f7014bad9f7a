//! The operator address (`DAMABOT_OPS_ADDR`): `/healthz` while the process
//! runs, `/readyz` only while the database answers and Telegram is
//! connected, and `/metrics` with every metric docs/operations.md and the
//! README name, counting what happened, the Mini App's requests included.

use std::net::SocketAddr;
use std::time::Duration;

use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};

use super::{Instance, Launch, PATIENCE, get, request, runtime};
use crate::util::fake_telegram::{Failure, FakeTelegram, text_message, user_json};
use crate::util::free_port;
use crate::util::webapp::signed;

/// The metric names docs/operations.md gives in its "Metrics" section.
fn documented_metrics() -> Vec<String> {
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/operations.md"))
        .expect("docs/operations.md");
    let section = doc
        .split("\n## ")
        .find(|s| s.starts_with("Metrics"))
        .expect("a Metrics section");
    metric_names(section)
}

/// The metric names the README gives (its operators' paragraph).
fn readme_metrics() -> Vec<String> {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"))
        .expect("README.md");
    metric_names(&readme)
}

/// The `damabot_…` names in backticks in `text`, sorted, once each.
fn metric_names(text: &str) -> Vec<String> {
    let mut names: Vec<String> = text
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

/// The value of the sample of `name` with the labels `labels` (in any
/// order, and no others) in a scrape.
fn labelled(scrape: &str, name: &str, labels: &[(&str, &str)]) -> Option<f64> {
    scrape.lines().find_map(|line| {
        let rest = line.strip_prefix(name)?.strip_prefix('{')?;
        let (inside, value) = rest.split_once("} ")?;
        let mut found: Vec<&str> = inside.split(',').collect();
        let mut wanted: Vec<String> = labels.iter().map(|(k, v)| format!("{k}=\"{v}\"")).collect();
        found.sort_unstable();
        wanted.sort_unstable();
        (found == wanted).then(|| value.trim().parse().ok())?
    })
}

/// A request to the Mini App at `addr` as its page makes it: `initData`
/// (when given) in `Authorization: tma …`, a JSON `body` when given.
async fn page_request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    init_data: Option<&str>,
    body: Option<&str>,
) -> (String, String) {
    let auth = init_data.map_or_else(String::new, |d| format!("Authorization: tma {d}\r\n"));
    let body = body.unwrap_or_default();
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\n{auth}Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    request(addr, &head, body.as_bytes()).await
}

/// Opens the Mini App's event stream of `path` with `init_data` and
/// returns the connection once its first state came.
async fn open_stream(addr: SocketAddr, path: &str, init_data: &str) -> tokio::net::TcpStream {
    let auth: String = form_urlencoded::byte_serialize(init_data.as_bytes()).collect();
    let mut stream = tokio::net::TcpStream::connect(addr)
        .await
        .expect("a connection to the Mini App");
    let head = format!("GET {path}?auth={auth} HTTP/1.1\r\nHost: {addr}\r\n\r\n");
    stream
        .write_all(head.as_bytes())
        .await
        .expect("the request sent");
    let mut seen = Vec::new();
    let mut buffer = [0u8; 4096];
    while !String::from_utf8_lossy(&seen).contains("event: state") {
        let read = tokio::time::timeout(PATIENCE, stream.read(&mut buffer))
            .await
            .expect("the first state in time")
            .expect("the stream is open");
        assert!(
            read > 0,
            "the stream closed: {}",
            String::from_utf8_lossy(&seen)
        );
        seen.extend_from_slice(&buffer[..read]);
    }
    assert!(
        String::from_utf8_lossy(&seen).starts_with("HTTP/1.1 200"),
        "{}",
        String::from_utf8_lossy(&seen)
    );
    stream
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
        let web = SocketAddr::from(([127, 0, 0, 1], free_port()));
        let bot = Instance::start(
            &fake,
            Launch {
                webhook: false,
                open_files: None,
                env: vec![
                    ("DAMABOT_OPS_ADDR", ops.to_string()),
                    ("DAMABOT_WEBAPP_URL", format!("http://{web}/app/")),
                    ("DAMABOT_WEBAPP_ADDR", web.to_string()),
                    ("DAMABOT_WEBAPP_NAME", "board".to_owned()),
                ],
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
        assert_eq!(
            readme_metrics(),
            documented,
            "the README names the metrics docs/operations.md does"
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

        // The Mini App: its page, two refusals of initData, Ben's view of
        // the game, his live stream and his move.
        let (status, _) = page_request(web, "GET", "/app/", None, None).await;
        assert!(status.contains(" 200 "), "the page: {status}");
        let (status, _) = page_request(web, "GET", "/app/api/games/g1", None, None).await;
        assert!(status.contains(" 401 "), "no initData: {status}");
        let forged = signed(&ann).replace("Ann", "Eve");
        let (status, _) =
            page_request(web, "GET", "/app/api/games/g1", Some(forged.as_str()), None).await;
        assert!(status.contains(" 401 "), "a forged initData: {status}");
        let ben_data = signed(&ben);
        let (status, view) = page_request(
            web,
            "GET",
            "/app/api/games/g1",
            Some(ben_data.as_str()),
            None,
        )
        .await;
        assert!(status.contains(" 200 "), "Ben's view: {status} {view}");
        let view: serde_json::Value = serde_json::from_str(&view).expect("a game view");
        assert_eq!(view["you"], "white", "{view}");
        let stream = open_stream(web, "/app/api/games/g1/events", &ben_data).await;
        // 22-18 (c3-d4) on the version Ben saw.
        let body = serde_json::json!({"path": ["c3", "d4"], "version": view["version"]});
        let (status, moved) = page_request(
            web,
            "POST",
            "/app/api/games/g1/move",
            Some(ben_data.as_str()),
            Some(body.to_string().as_str()),
        )
        .await;
        assert!(status.contains(" 200 "), "Ben's move: {status} {moved}");
        let scrape = until(ops, "/metrics", " 200 ").await;
        let requests = |route: &str, class: &str| {
            labelled(
                &scrape,
                "damabot_webapp_requests_total",
                &[("route", route), ("class", class)],
            )
        };
        assert_eq!(requests("page", "2xx"), Some(1.0), "{scrape}");
        assert_eq!(requests("game", "4xx"), Some(2.0), "{scrape}");
        assert_eq!(requests("game", "2xx"), Some(1.0), "{scrape}");
        assert_eq!(requests("events", "2xx"), Some(1.0), "{scrape}");
        assert_eq!(requests("move", "2xx"), Some(1.0), "{scrape}");
        assert_eq!(requests("move", "4xx"), Some(0.0), "{scrape}");
        let refused = |reason: &str| {
            labelled(
                &scrape,
                "damabot_webapp_init_data_refusals_total",
                &[("reason", reason)],
            )
        };
        assert_eq!(refused("missing"), Some(1.0), "{scrape}");
        assert_eq!(refused("bad_hash"), Some(1.0), "{scrape}");
        assert_eq!(refused("expired"), Some(0.0), "{scrape}");
        assert_eq!(
            sample(&scrape, "damabot_webapp_event_streams"),
            Some(1.0),
            "Ben's stream is open"
        );
        let page_moves = |outcome: &str| {
            labelled(
                &scrape,
                "damabot_webapp_moves_total",
                &[("outcome", outcome)],
            )
        };
        assert_eq!(page_moves("played"), Some(1.0), "{scrape}");
        assert_eq!(page_moves("refused"), Some(0.0), "{scrape}");
        let moves = sample(&scrape, "damabot_moves_total{platform=\"telegram\"}");
        assert_eq!(moves, Some(2.0), "the page's move is a Telegram move too");
        drop(stream);

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
