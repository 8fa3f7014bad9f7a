//! The webhook against hostile clients: a request without the right secret
//! is refused before its body is read, a body too large for any update is
//! refused, and a thousand clients holding half-sent requests, in a process
//! allowed few open files, neither take it down nor keep Telegram's
//! updates out.

use std::net::SocketAddr;
use std::time::Duration;

use serde_json::json;
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tokio::net::TcpStream;

use super::{Instance, Launch, PATH, PATIENCE, SECRET, post, runtime};
use crate::util::fake_telegram::{FakeTelegram, text_message, user_json};

/// Starts a webhook instance and waits until it set the hook (it listens
/// before it does).
async fn webhook_instance(fake: &FakeTelegram, open_files: Option<u32>) -> (Instance, SocketAddr) {
    let instance = Instance::start(
        fake,
        Launch {
            webhook: true,
            open_files,
            env: vec![],
        },
    );
    fake.wait_calls("setWebhook", 0, 1).await;
    let addr = instance.webhook.expect("a webhook instance");
    (instance, addr)
}

/// An update asking for `/help` in private chat `chat`.
fn help(update_id: i64, chat: i64) -> Vec<u8> {
    json!({"update_id": update_id, "message": text_message(1, chat, &user_json(chat, "Web", "en"), "/help", None)})
        .to_string()
        .into_bytes()
}

/// Waits until the bot answered in `chat`.
async fn answered(fake: &FakeTelegram, chat: i64, limit: Duration) {
    fake.wait_for(limit, |calls| {
        calls
            .iter()
            .find(|c| c.method == "sendMessage" && c.chat_id() == Some(chat))
            .cloned()
    })
    .await;
}

/// Sends the headers of a request declaring `length` bytes of body, then
/// the body from another task, while reading the answer: the listener may
/// answer before it has read the body, and then stops reading.
async fn post_declaring(addr: SocketAddr, secret: Option<&str>, length: usize) -> String {
    let stream = TcpStream::connect(addr).await.expect("connecting");
    let (mut reader, mut writer) = stream.into_split();
    let header = secret.map_or_else(String::new, |s| {
        format!("X-Telegram-Bot-Api-Secret-Token: {s}\r\n")
    });
    let head = format!(
        "POST {PATH} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {length}\r\n{header}\r\n"
    );
    writer
        .write_all(head.as_bytes())
        .await
        .expect("the headers");
    let body = tokio::spawn(async move {
        let chunk = vec![b' '; 64 * 1024];
        let mut left = length;
        while left > 0 {
            let n = left.min(chunk.len());
            if writer.write_all(&chunk[..n]).await.is_err() {
                return;
            }
            left -= n;
        }
    });
    let mut answer = Vec::new();
    let mut buf = [0u8; 4096];
    // The status line is all that is needed.
    let read = tokio::time::timeout(PATIENCE, async {
        loop {
            match reader.read(&mut buf).await {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    answer.extend_from_slice(&buf[..n]);
                    if answer.windows(2).any(|w| w == b"\r\n") {
                        break;
                    }
                }
            }
        }
    })
    .await;
    body.abort();
    assert!(read.is_ok(), "no answer within {PATIENCE:?}");
    String::from_utf8_lossy(&answer)
        .lines()
        .next()
        .unwrap_or_default()
        .to_owned()
}

#[test]
fn a_request_without_the_right_secret_is_refused_before_its_body_is_read() {
    runtime().block_on(async {
        let fake = FakeTelegram::start().await;
        let (_bot, addr) = webhook_instance(&fake, None).await;

        let status = post_declaring(addr, None, 3 * 1024 * 1024).await;
        assert!(
            status.contains(" 401 "),
            "3 MiB without the secret: {status}"
        );
        let status = post_declaring(addr, Some("not-the-secret"), 3 * 1024 * 1024).await;
        assert!(
            status.contains(" 401 "),
            "3 MiB with a wrong secret: {status}"
        );

        let status = post(addr, Some("not-the-secret"), &help(5, 81)).await;
        assert!(status.contains(" 401 "), "a wrong secret: {status}");
        let status = post(addr, Some(&SECRET[..SECRET.len() - 1]), &help(6, 81)).await;
        assert!(status.contains(" 401 "), "most of the secret: {status}");

        // The right secret is taken, and only its update was answered.
        let status = post(addr, Some(SECRET), &help(7, 82)).await;
        assert!(status.contains(" 200 "), "{status}");
        answered(&fake, 82, PATIENCE).await;
        assert!(
            fake.calls_of("sendMessage")
                .iter()
                .all(|c| c.chat_id() != Some(81)),
            "an update without the right secret was carried out"
        );
    });
}

#[test]
fn a_body_larger_than_any_update_is_refused() {
    runtime().block_on(async {
        let fake = FakeTelegram::start().await;
        let (_bot, addr) = webhook_instance(&fake, None).await;
        // Telegram's largest update is far below 256 KiB.
        let status = post_declaring(addr, Some(SECRET), 300 * 1024).await;
        assert!(
            status.contains(" 413 "),
            "300 KiB with the secret: {status}"
        );
        let status = post(addr, Some(SECRET), &help(8, 83)).await;
        assert!(status.contains(" 200 "), "{status}");
    });
}

/// The file limit of the instance, and how many slow clients come: more
/// than the process could hold open.
const OPEN_FILES: u32 = 512;
const SLOW_CLIENTS: usize = 1200;

#[test]
fn a_thousand_slow_clients_under_a_low_file_limit_leave_room_for_telegram() {
    runtime().block_on(async {
        let fake = FakeTelegram::start().await;
        let (bot, addr) = webhook_instance(&fake, Some(OPEN_FILES)).await;
        let limit = std::fs::read_to_string(format!("/proc/{}/limits", bot.child.id()))
            .expect("the instance's limits");
        assert!(
            limit
                .lines()
                .any(|l| l.starts_with("Max open files") && l.contains(&OPEN_FILES.to_string())),
            "the file limit was lowered: {limit}"
        );

        // Each client sends part of a request's headers and then nothing.
        // A listener that stopped accepting leaves connections waiting in
        // its backlog until they time out: three in a row end the attempt.
        let mut slow = Vec::with_capacity(SLOW_CLIENTS);
        let mut timeouts = 0;
        while slow.len() < SLOW_CLIENTS && timeouts < 3 {
            let connected =
                tokio::time::timeout(Duration::from_secs(2), TcpStream::connect(addr)).await;
            let Ok(Ok(mut stream)) = connected else {
                timeouts += 1;
                continue;
            };
            timeouts = 0;
            if stream
                .write_all(format!("POST {PATH} HTTP/1.1\r\nHost: {addr}\r\n").as_bytes())
                .await
                .is_ok()
            {
                slow.push(stream);
            }
        }

        // Telegram's next update is taken and answered within 5 s.
        let status = tokio::time::timeout(
            Duration::from_secs(5),
            post(addr, Some(SECRET), &help(9, 84)),
        )
        .await
        .unwrap_or_default();
        assert!(
            status.contains(" 200 "),
            "the update was not taken within 5 s beside {} slow clients: {status:?}",
            slow.len()
        );
        answered(&fake, 84, Duration::from_secs(5)).await;
        assert!(
            slow.len() >= 1000,
            "only {} slow clients got through",
            slow.len()
        );

        let open = std::fs::read_dir(format!("/proc/{}/fd", bot.child.id()))
            .expect("the instance's descriptors")
            .count();
        // Well below the limit: room is left for the database, the Bot
        // API's connections and the next clients.
        assert!(
            open < OPEN_FILES as usize * 3 / 4,
            "{open} descriptors open of {OPEN_FILES}: the slow clients hold them"
        );
        drop(slow);
    });
}
