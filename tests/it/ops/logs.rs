//! The log output: JSON lines with `DAMABOT_LOG_FORMAT=json`, no colour
//! codes when standard error is not a terminal, and never the bot token or
//! the webhook secret, even with everything logged (`RUST_LOG=trace`,
//! every library's lines included) while calls fail and are retried.

use serde_json::Value;

use super::{Instance, Launch, PATIENCE, SECRET, post, runtime};
use crate::util::fake_telegram::{Failure, FakeTelegram, TOKEN_SECRET, text_message, user_json};

/// Plays an update through `bot`'s webhook with failures injected on the
/// way out (a 429, a dropped connection), waits for its board, and stops
/// the instance so that its log is complete.
async fn exercise(fake: &FakeTelegram, bot: &mut Instance) {
    fake.wait_calls("setWebhook", 0, 1).await;
    fake.fail_next("sendPhoto", Failure::RetryAfter(1));
    fake.fail_next("sendPhoto", Failure::Disconnect);
    let update = serde_json::json!({
        "update_id": 11,
        "message": text_message(1, -7101, &user_json(711, "Ann", "en"), "/new english", None),
    });
    let addr = bot.webhook.expect("a webhook instance");
    let status = post(addr, Some(SECRET), update.to_string().as_bytes()).await;
    assert!(status.contains(" 200 "), "{status}");
    fake.wait_for(PATIENCE, |calls| {
        calls
            .iter()
            .find(|c| c.method == "sendPhoto" && c.ok())
            .cloned()
    })
    .await;
    bot.stop().await;
}

fn assert_no_secret(log: &str) {
    assert!(!log.contains(TOKEN_SECRET), "the bot token is in the log");
    assert!(!log.contains(SECRET), "the webhook secret is in the log");
}

#[test]
fn json_logs_are_one_object_a_line_and_hold_no_secret() {
    runtime().block_on(async {
        let fake = FakeTelegram::start().await;
        let mut bot = Instance::start(
            &fake,
            Launch {
                webhook: true,
                open_files: None,
                env: vec![
                    ("DAMABOT_LOG_FORMAT", "json".to_owned()),
                    ("RUST_LOG", "trace".to_owned()),
                ],
            },
        );
        exercise(&fake, &mut bot).await;
        let log = bot.log();
        let lines: Vec<&str> = log.lines().filter(|l| !l.trim().is_empty()).collect();
        assert!(lines.len() > 10, "too few lines: {log}");
        for line in &lines {
            let object: Value = serde_json::from_str(line)
                .unwrap_or_else(|e| panic!("not a JSON line ({e}): {line}"));
            assert!(
                object["level"].is_string() && object["fields"].is_object(),
                "{line}"
            );
        }
        let warned = lines.iter().any(|l| l.contains(r#""level":"WARN""#));
        assert!(warned, "the failed calls were logged");
        assert_no_secret(&log);
    });
}

#[test]
fn text_logs_to_a_file_have_no_colour_codes_and_hold_no_secret() {
    runtime().block_on(async {
        let fake = FakeTelegram::start().await;
        let mut bot = Instance::start(
            &fake,
            Launch {
                webhook: true,
                open_files: None,
                env: vec![("RUST_LOG", "trace".to_owned())],
            },
        );
        exercise(&fake, &mut bot).await;
        let log = bot.log();
        assert!(log.contains("webhook listener started"), "{log}");
        assert!(!log.contains('\u{1b}'), "colour codes in a file");
        assert_no_secret(&log);
    });
}
